#!/usr/bin/env python3
"""Writes scenarios/campaign/1861.json, the historical war from July 1861.

The only source of that file: edit the tables here and run
    scripts/make-campaign.py            # writes the file
    scripts/make-campaign.py --check    # exits 1 if the file is out of date

Figures and where they come from (the same list goes into "sources"):
- Cities: positions from the Atlas to Accompany the Official Records (modern
  coordinates of the town centre); levels from the 1860 census (population
  and the value of manufactures): 5 a great city or arsenal of the war
  (Philadelphia, Baltimore, St. Louis, Cincinnati, New Orleans; Richmond for
  the Tredegar works and the capital), 4 above 45,000 people or heavy
  industry, 3 above 15,000 people or the Gosport navy yard (Norfolk), 2 above
  7,000 or a railway centre with shops (Lynchburg, Pensacola's navy yard), 1
  the rest. Owners as on 1 July 1861: Maryland,
  Kentucky and Missouri Union (Kentucky's "neutrality" left its cities in
  Union hands; Lyon held Jefferson City from 15 June), the Wheeling
  government and McClellan's army held north-western Virginia.
- Railways: the lines open in 1861 (Atlas, plates CXXXV-CXLIX; G. R. Taylor
  and I. D. Neu, The American Railroad Network 1861-1890). Travel days come
  from the great-circle distance times a winding factor of 1.25: rail 100
  miles a day (loading, gauge breaks and single track included), road 15
  miles a day (a marching army), river 50 and sea 120 miles a day.
- Armies: the returns in the Official Records, Series I, vols. 2, 3 and 51,
  and the organizations of First Bull Run (OR I/2 pp. 314-315 and 469-470),
  rounded to the hundred; brigades of the smaller commands are the designer's
  grouping of the regiments listed in the returns. Quality: 1861 volunteers D,
  ninety-day militia E, regulars C; the few units that had drilled for months
  (Jackson's Virginians, the Washington Artillery) C. Experience 0 except
  Big Bethel (10 June) veterans, 1. Leader ratings are the designer's
  judgement of their 1861 performance.
- Fleets: ORN Series I vols. 4-6 and 22 (squadron lists of July 1861) and
  Silverstone, Warships of the Civil War Navies (complements).
- Forts: the FORTS table below and its sources (ORN, Lewis).
"""

import argparse
import json
import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from schemaref import with_schema  # noqa: E402
OUT = ROOT / "scenarios" / "campaign" / "1861.json"

SOURCES = [
    "The War of the Rebellion: Official Records of the Union and Confederate Armies, "
    "Series I, vols. 2, 3, 4, 51 (returns and organizations of June-July 1861)",
    "Official Records of the Union and Confederate Navies, Series I, vols. 4, 5, 6, 16 and 22 "
    "(blockading squadrons and river forces, summer 1861)",
    "Frederick H. Dyer, A Compendium of the War of the Rebellion (1908): regiments, "
    "their brigades and stations in 1861",
    "Eighth Census of the United States, 1860: Population, and Manufactures of the "
    "United States in 1860 (city populations, value of manufactures)",
    "Atlas to Accompany the Official Records of the Union and Confederate Armies (1891-1895): "
    "towns, railroads and rivers",
    "E. B. Long and Barbara Long, The Civil War Day by Day: An Almanac 1861-1865 (1971): "
    "positions of armies and fleets on 1 July 1861",
    "Paul H. Silverstone, Warships of the Civil War Navies (1989): ship types and complements",
    "George R. Taylor and Irene D. Neu, The American Railroad Network 1861-1890 (1956): "
    "lines open in 1861",
    "Battles and Leaders of the Civil War, vol. 1 (1887): strengths at First Bull Run, "
    "Big Bethel, Rich Mountain and Wilson's Creek",
    "Official Records of the Union and Confederate Navies, Series I, vols. 6, 7, 11, 12, 14, 18, 19, "
    "21 and 22: the forts and river batteries, their guns and garrisons",
    "Emanuel R. Lewis, Seacoast Fortifications of the United States (1970): the coastal forts",
]

# --- cities -------------------------------------------------------------------
# id, name, state, lon, lat, owner (u/c), level, kind, port, river, theater, terrain
U, C = "union", "confederate"
CITIES = [
    # The eastern theater: Virginia, Maryland, Pennsylvania, the Carolinas, Georgia's coast.
    ("washington", "Washington", "DC", -77.04, 38.90, U, 4, "washington", True, "Potomac", "east", "town"),
    ("richmond", "Richmond", "VA", -77.44, 37.54, C, 5, "richmond", True, "James", "east", "rolling"),
    ("baltimore", "Baltimore", "MD", -76.61, 39.29, U, 5, "city", True, None, "east", "town"),
    ("annapolis", "Annapolis", "MD", -76.49, 38.98, U, 1, "state-capital", True, None, "east", "town"),
    ("frederick", "Frederick", "MD", -77.41, 39.41, U, 2, "city", False, None, "east", "rolling"),
    ("hagerstown", "Hagerstown", "MD", -77.72, 39.64, U, 1, "city", False, None, "east", "rolling"),
    ("cumberland", "Cumberland", "MD", -78.76, 39.65, U, 2, "city", False, None, "east", "wooded"),
    ("philadelphia", "Philadelphia", "PA", -75.17, 39.95, U, 5, "city", True, "Delaware", "east", "town"),
    ("harrisburg", "Harrisburg", "PA", -76.88, 40.27, U, 2, "state-capital", False, None, "east", "river"),
    ("pittsburgh", "Pittsburgh", "PA", -80.00, 40.44, U, 4, "city", False, "Ohio", "east", "river"),
    ("wheeling", "Wheeling", "VA", -80.72, 40.06, U, 2, "city", False, "Ohio", "east", "river"),
    ("grafton", "Grafton", "VA", -80.02, 39.34, U, 1, "city", False, None, "east", "wooded"),
    ("beverly", "Beverly", "VA", -79.88, 38.84, C, 1, "city", False, None, "east", "wooded"),
    ("staunton", "Staunton", "VA", -79.07, 38.15, C, 1, "city", False, None, "east", "rolling"),
    ("harpers-ferry", "Harpers Ferry", "VA", -77.74, 39.32, C, 1, "city", False, None, "east", "river"),
    ("martinsburg", "Martinsburg", "VA", -77.96, 39.46, C, 1, "city", False, None, "east", "rolling"),
    ("winchester", "Winchester", "VA", -78.16, 39.19, C, 1, "city", False, None, "east", "rolling"),
    ("strasburg", "Strasburg", "VA", -78.36, 38.99, C, 1, "city", False, None, "east", "rolling"),
    ("alexandria", "Alexandria", "VA", -77.05, 38.80, U, 2, "city", True, "Potomac", "east", "town"),
    ("manassas", "Manassas Junction", "VA", -77.48, 38.75, C, 1, "city", False, None, "east", "rolling"),
    ("fredericksburg", "Fredericksburg", "VA", -77.46, 38.30, C, 1, "city", False, "Rappahannock", "east", "river"),
    ("culpeper", "Culpeper", "VA", -78.00, 38.47, C, 1, "city", False, None, "east", "rolling"),
    ("gordonsville", "Gordonsville", "VA", -78.19, 38.14, C, 1, "city", False, None, "east", "rolling"),
    ("charlottesville", "Charlottesville", "VA", -78.48, 38.03, C, 1, "city", False, None, "east", "rolling"),
    ("lynchburg", "Lynchburg", "VA", -79.14, 37.41, C, 2, "city", False, None, "east", "river"),
    ("petersburg", "Petersburg", "VA", -77.40, 37.23, C, 3, "city", False, "Appomattox", "east", "town"),
    ("yorktown", "Yorktown", "VA", -76.51, 37.24, C, 1, "city", False, "York", "east", "open"),
    ("fort-monroe", "Fort Monroe", "VA", -76.31, 37.00, U, 1, "city", True, None, "east", "open"),
    ("norfolk", "Norfolk", "VA", -76.29, 36.85, C, 3, "city", True, "Elizabeth", "east", "town"),
    ("weldon", "Weldon", "NC", -77.60, 36.43, C, 1, "city", False, None, "east", "river"),
    ("raleigh", "Raleigh", "NC", -78.64, 35.78, C, 1, "state-capital", False, None, "east", "wooded"),
    ("goldsboro", "Goldsboro", "NC", -77.99, 35.38, C, 1, "city", False, None, "east", "wooded"),
    ("new-bern", "New Bern", "NC", -77.04, 35.11, C, 1, "city", True, "Neuse", "east", "river"),
    ("wilmington", "Wilmington", "NC", -77.94, 34.23, C, 2, "city", True, "Cape Fear", "east", "town"),
    ("columbia", "Columbia", "SC", -81.03, 34.00, C, 2, "state-capital", False, None, "east", "rolling"),
    ("charleston", "Charleston", "SC", -79.93, 32.78, C, 3, "city", True, None, "east", "town"),
    ("savannah", "Savannah", "GA", -81.10, 32.08, C, 3, "city", True, "Savannah", "east", "town"),
    ("augusta", "Augusta", "GA", -81.97, 33.47, C, 2, "city", False, None, "east", "river"),
    # The western theater: the Ohio and Mississippi valleys, Tennessee, the Gulf.
    ("cincinnati", "Cincinnati", "OH", -84.51, 39.10, U, 5, "city", False, "Ohio", "west", "town"),
    ("columbus-oh", "Columbus", "OH", -83.00, 39.96, U, 3, "state-capital", False, None, "west", "open"),
    ("indianapolis", "Indianapolis", "IN", -86.16, 39.77, U, 3, "state-capital", False, None, "west", "open"),
    ("louisville", "Louisville", "KY", -85.76, 38.25, U, 4, "city", False, "Ohio", "west", "town"),
    ("frankfort", "Frankfort", "KY", -84.87, 38.20, U, 1, "state-capital", False, None, "west", "rolling"),
    ("lexington-ky", "Lexington", "KY", -84.50, 38.04, U, 2, "city", False, None, "west", "rolling"),
    ("bowling-green", "Bowling Green", "KY", -86.44, 36.99, U, 1, "city", False, None, "west", "rolling"),
    ("paducah", "Paducah", "KY", -88.60, 37.08, U, 1, "city", False, "Ohio", "west", "river"),
    ("columbus-ky", "Columbus", "KY", -89.10, 36.76, U, 1, "city", False, "Mississippi", "west", "river"),
    ("cairo", "Cairo", "IL", -89.18, 37.00, U, 1, "city", False, "Mississippi", "west", "river"),
    ("st-louis", "St. Louis", "MO", -90.20, 38.63, U, 5, "city", False, "Mississippi", "west", "town"),
    ("jefferson-city", "Jefferson City", "MO", -92.17, 38.58, U, 1, "state-capital", False, "Missouri", "west", "river"),
    ("rolla", "Rolla", "MO", -91.77, 37.95, U, 1, "city", False, None, "west", "wooded"),
    ("springfield-mo", "Springfield", "MO", -93.29, 37.21, U, 1, "city", False, None, "west", "rolling"),
    ("fayetteville", "Fayetteville", "AR", -94.16, 36.06, C, 1, "city", False, None, "west", "wooded"),
    ("little-rock", "Little Rock", "AR", -92.29, 34.75, C, 1, "state-capital", False, "Arkansas", "west", "river"),
    ("union-city", "Union City", "TN", -89.06, 36.42, C, 1, "city", False, None, "west", "open"),
    ("fort-henry", "Fort Henry", "TN", -88.03, 36.51, C, 1, "city", False, "Tennessee", "west", "river"),
    ("fort-donelson", "Fort Donelson (Dover)", "TN", -87.86, 36.49, C, 1, "city", False, "Cumberland", "west", "river"),
    ("clarksville", "Clarksville", "TN", -87.36, 36.53, C, 1, "city", False, "Cumberland", "west", "river"),
    ("nashville", "Nashville", "TN", -86.78, 36.16, C, 3, "state-capital", False, "Cumberland", "west", "town"),
    ("memphis", "Memphis", "TN", -90.05, 35.15, C, 3, "city", False, "Mississippi", "west", "town"),
    ("knoxville", "Knoxville", "TN", -83.92, 35.96, C, 1, "city", False, "Tennessee", "west", "wooded"),
    ("chattanooga", "Chattanooga", "TN", -85.31, 35.05, C, 1, "city", False, "Tennessee", "west", "wooded"),
    ("corinth", "Corinth", "MS", -88.52, 34.93, C, 1, "city", False, None, "west", "wooded"),
    ("huntsville", "Huntsville", "AL", -86.59, 34.73, C, 1, "city", False, None, "west", "rolling"),
    ("atlanta", "Atlanta", "GA", -84.39, 33.75, C, 2, "city", False, None, "west", "rolling"),
    ("macon", "Macon", "GA", -83.63, 32.84, C, 2, "city", False, None, "west", "rolling"),
    ("milledgeville", "Milledgeville", "GA", -83.23, 33.08, C, 1, "state-capital", False, None, "west", "rolling"),
    ("montgomery", "Montgomery", "AL", -86.30, 32.38, C, 2, "state-capital", False, "Alabama", "west", "river"),
    ("mobile", "Mobile", "AL", -88.04, 30.69, C, 3, "city", True, "Mobile", "west", "town"),
    ("pensacola", "Pensacola", "FL", -87.22, 30.42, C, 2, "city", True, None, "west", "open"),
    ("meridian", "Meridian", "MS", -88.70, 32.36, C, 1, "city", False, None, "west", "wooded"),
    ("jackson-ms", "Jackson", "MS", -90.18, 32.30, C, 1, "state-capital", False, None, "west", "rolling"),
    ("vicksburg", "Vicksburg", "MS", -90.88, 32.35, C, 1, "city", False, "Mississippi", "west", "river"),
    ("baton-rouge", "Baton Rouge", "LA", -91.19, 30.45, C, 1, "state-capital", False, "Mississippi", "west", "river"),
    ("new-orleans", "New Orleans", "LA", -90.07, 29.95, C, 5, "city", True, "Mississippi", "west", "town"),
]

# --- sea zones and river reaches ----------------------------------------------
# The kind is the waters of a naval battle there (RULES §16): "sea" the open
# ocean off the capes and the Florida Straits; "coastal" the bays, sounds and
# the waters off the Confederate coast where the blockaders lay; "harbor" the
# roadsteads fought in at close quarters (Hampton Roads, Mobile Bay);
# "river-mouth" the passes of the Mississippi; the reaches "river".
ZONES = [
    ("delaware-bay", "Delaware Bay", "coastal", -75.20, 39.10),
    ("virginia-capes", "Off the Virginia Capes", "sea", -75.20, 37.00),
    ("chesapeake", "Chesapeake Bay", "coastal", -76.20, 38.20),
    ("hampton-roads", "Hampton Roads", "harbor", -76.33, 36.98),
    ("pamlico-sound", "Pamlico Sound", "coastal", -76.00, 35.30),
    ("carolina-coast", "Carolina coast (Hatteras to Cape Fear)", "coastal", -76.60, 34.30),
    ("charleston-approaches", "Charleston approaches", "coastal", -79.60, 32.55),
    ("georgia-coast", "Port Royal and the Georgia coast", "coastal", -80.60, 31.70),
    ("florida-straits", "Florida Straits (Key West)", "sea", -81.80, 24.60),
    ("eastern-gulf", "Gulf off Pensacola and Mobile", "coastal", -87.60, 29.90),
    ("mobile-bay", "Mobile Bay", "harbor", -88.00, 30.45),
    ("lower-potomac", "Lower Potomac", "river", -77.00, 38.30),
    ("rappahannock", "Rappahannock River", "river", -76.75, 37.85),
    ("james-river", "James River", "river", -76.90, 37.25),
    ("mississippi-passes", "Passes of the Mississippi (Forts Jackson and St. Philip)", "river-mouth", -89.40, 29.40),
    ("lower-mississippi", "Lower Mississippi (Baton Rouge to Vicksburg)", "river", -91.30, 31.30),
    ("middle-mississippi", "Middle Mississippi (Vicksburg to Memphis)", "river", -90.90, 33.80),
    ("upper-mississippi", "Upper Mississippi (St. Louis to New Madrid)", "river", -89.60, 36.90),
    ("missouri-river", "Missouri River", "river", -91.40, 38.70),
    ("lower-ohio", "Lower Ohio (Cairo to Louisville)", "river", -87.60, 37.90),
    ("upper-ohio", "Upper Ohio (Louisville to Pittsburgh)", "river", -82.80, 38.70),
    ("tennessee-river", "Lower Tennessee (Paducah to Muscle Shoals)", "river", -88.10, 35.60),
    ("cumberland-river", "Cumberland River", "river", -87.60, 36.70),
    ("upper-tennessee", "Upper Tennessee (Chattanooga to Knoxville)", "river", -84.70, 35.50),
]

# --- connections -------------------------------------------------------------
# (a, b, kind, note): days come from the distance (see speeds), unless given.
RAIL = [
    # Baltimore & Ohio and its Washington branch
    ("washington", "baltimore"), ("baltimore", "frederick"), ("frederick", "harpers-ferry"),
    ("harpers-ferry", "martinsburg"), ("martinsburg", "cumberland"), ("cumberland", "grafton"),
    ("grafton", "wheeling"),
    ("annapolis", "baltimore"),                      # Annapolis & Elk Ridge
    ("baltimore", "philadelphia"),                   # Philadelphia, Wilmington & Baltimore
    ("baltimore", "harrisburg"),                     # Northern Central
    ("harrisburg", "philadelphia"), ("harrisburg", "pittsburgh"),  # Pennsylvania Railroad
    ("harrisburg", "hagerstown"),                    # Cumberland Valley
    ("harpers-ferry", "winchester"),                 # Winchester & Potomac
    ("manassas", "strasburg"),                       # Manassas Gap
    # Orange & Alexandria
    ("alexandria", "manassas"), ("manassas", "culpeper"), ("culpeper", "gordonsville"),
    ("charlottesville", "lynchburg"),
    # Virginia Central
    ("richmond", "gordonsville"), ("gordonsville", "charlottesville"), ("charlottesville", "staunton"),
    ("richmond", "fredericksburg"),                  # Richmond, Fredericksburg & Potomac
    ("richmond", "petersburg"),                      # Richmond & Petersburg
    ("petersburg", "weldon"),                        # Petersburg Railroad
    ("petersburg", "norfolk"),                       # Norfolk & Petersburg
    ("petersburg", "lynchburg"),                     # South Side
    ("lynchburg", "knoxville"),                      # Virginia & Tennessee, East Tennessee & Virginia
    ("weldon", "goldsboro"), ("goldsboro", "wilmington"),  # Wilmington & Weldon
    ("weldon", "raleigh"),                           # Raleigh & Gaston
    ("raleigh", "goldsboro"), ("raleigh", "columbia"),  # North Carolina; Charlotte & South Carolina
    ("goldsboro", "new-bern"),                       # Atlantic & North Carolina
    ("wilmington", "columbia"),                      # Wilmington & Manchester
    ("charleston", "columbia"), ("charleston", "augusta"),  # South Carolina Railroad
    ("charleston", "savannah"),                      # Charleston & Savannah
    ("augusta", "atlanta"),                          # Georgia Railroad
    ("savannah", "macon"), ("macon", "atlanta"),     # Central of Georgia; Macon & Western
    ("macon", "milledgeville"),                      # Milledgeville & Gordon
    ("atlanta", "chattanooga"),                      # Western & Atlantic
    ("knoxville", "chattanooga"),                    # East Tennessee & Georgia
    ("atlanta", "montgomery"),                       # Atlanta & West Point; Montgomery & West Point
    ("montgomery", "pensacola"),                     # Alabama & Florida
    ("nashville", "chattanooga"),                    # Nashville & Chattanooga
    # Memphis & Charleston
    ("memphis", "corinth"), ("corinth", "huntsville"), ("huntsville", "chattanooga"),
    # Mobile & Ohio
    ("mobile", "meridian"), ("meridian", "corinth"), ("corinth", "union-city"), ("union-city", "columbus-ky"),
    ("jackson-ms", "meridian"), ("vicksburg", "jackson-ms"),  # Southern of Mississippi
    ("jackson-ms", "memphis"),                       # Mississippi Central; Mississippi & Tennessee
    ("jackson-ms", "new-orleans"),                   # New Orleans, Jackson & Great Northern
    ("memphis", "clarksville"),                      # Memphis & Ohio; Memphis, Clarksville & Louisville
    ("clarksville", "bowling-green"),
    ("louisville", "bowling-green"), ("bowling-green", "nashville"),  # Louisville & Nashville
    ("louisville", "frankfort"), ("frankfort", "lexington-ky"),       # Louisville & Frankfort; Lexington & Frankfort
    ("lexington-ky", "cincinnati"),                  # Kentucky Central (to Covington)
    ("cincinnati", "columbus-oh"),                   # Little Miami
    ("columbus-oh", "wheeling"),                     # Central Ohio
    ("columbus-oh", "indianapolis"),                 # Columbus, Piqua & Indiana
    ("indianapolis", "cincinnati"),                  # Indianapolis & Cincinnati
    ("indianapolis", "louisville"),                  # Jeffersonville
    ("cincinnati", "st-louis"),                      # Ohio & Mississippi
    ("cairo", "st-louis"),                           # Illinois Central and the Ohio & Mississippi
    ("st-louis", "jefferson-city"),                  # Pacific
    ("st-louis", "rolla"),                           # Pacific, south-west branch (Rolla, 1861)
]
ROAD = [
    ("washington", "alexandria"),                    # Long Bridge
    ("washington", "frederick"),
    ("hagerstown", "martinsburg"),                   # Williamsport ford
    ("hagerstown", "frederick"),
    ("martinsburg", "winchester"), ("winchester", "strasburg"), ("strasburg", "staunton"),  # Valley Pike
    ("grafton", "beverly"), ("beverly", "staunton"), # Staunton-Parkersburg Turnpike
    ("alexandria", "fredericksburg"), ("manassas", "fredericksburg"),
    ("fredericksburg", "culpeper"),
    ("richmond", "yorktown"), ("yorktown", "fort-monroe"),
    ("columbia", "augusta"),
    ("lexington-ky", "knoxville"),                   # the Wilderness Road, Cumberland Gap
    ("paducah", "columbus-ky"), ("cairo", "paducah"),
    ("fort-henry", "fort-donelson"), ("fort-donelson", "clarksville"),
    ("fort-henry", "union-city"), ("paducah", "fort-henry"),
    ("nashville", "huntsville"), ("nashville", "clarksville"),
    ("rolla", "springfield-mo"), ("jefferson-city", "springfield-mo"),
    ("springfield-mo", "fayetteville"),              # the Wire Road
    ("fayetteville", "little-rock"), ("little-rock", "memphis"),
    ("mobile", "montgomery"), ("baton-rouge", "new-orleans"), ("baton-rouge", "jackson-ms"),
    ("milledgeville", "augusta"),
]
WATER = [  # river or sea, by the zone kind; city-to-zone or zone-to-zone
    ("philadelphia", "delaware-bay"), ("delaware-bay", "virginia-capes"),
    ("virginia-capes", "chesapeake"), ("virginia-capes", "hampton-roads"), ("virginia-capes", "carolina-coast"),
    ("baltimore", "chesapeake"), ("annapolis", "chesapeake"), ("yorktown", "chesapeake"),
    ("chesapeake", "hampton-roads"), ("chesapeake", "lower-potomac"),
    ("washington", "lower-potomac"), ("alexandria", "lower-potomac"),
    ("chesapeake", "rappahannock"), ("fredericksburg", "rappahannock"),
    ("fort-monroe", "hampton-roads"), ("norfolk", "hampton-roads"),
    ("hampton-roads", "james-river"), ("richmond", "james-river"), ("petersburg", "james-river"),
    ("carolina-coast", "pamlico-sound"), ("new-bern", "pamlico-sound"),
    ("wilmington", "carolina-coast"), ("carolina-coast", "charleston-approaches"),
    ("charleston", "charleston-approaches"), ("charleston-approaches", "georgia-coast"),
    ("savannah", "georgia-coast"), ("georgia-coast", "florida-straits"),
    ("florida-straits", "eastern-gulf"), ("pensacola", "eastern-gulf"),
    ("eastern-gulf", "mobile-bay"), ("mobile", "mobile-bay"), ("montgomery", "mobile-bay"),
    ("eastern-gulf", "mississippi-passes"), ("new-orleans", "mississippi-passes"),
    ("new-orleans", "lower-mississippi"), ("baton-rouge", "lower-mississippi"), ("vicksburg", "lower-mississippi"),
    ("lower-mississippi", "middle-mississippi"), ("memphis", "middle-mississippi"), ("little-rock", "middle-mississippi"),
    ("middle-mississippi", "upper-mississippi"),
    ("columbus-ky", "upper-mississippi"), ("cairo", "upper-mississippi"), ("st-louis", "upper-mississippi"),
    ("st-louis", "missouri-river"), ("jefferson-city", "missouri-river"),
    ("upper-mississippi", "lower-ohio"), ("cairo", "lower-ohio"), ("paducah", "lower-ohio"),
    ("louisville", "lower-ohio"), ("lower-ohio", "upper-ohio"), ("louisville", "upper-ohio"),
    ("cincinnati", "upper-ohio"), ("wheeling", "upper-ohio"), ("pittsburgh", "upper-ohio"),
    ("paducah", "tennessee-river"), ("fort-henry", "tennessee-river"),
    ("lower-ohio", "cumberland-river"), ("fort-donelson", "cumberland-river"),
    ("clarksville", "cumberland-river"), ("nashville", "cumberland-river"),
    ("chattanooga", "upper-tennessee"), ("knoxville", "upper-tennessee"),
]
# Miles a day for each kind; the route is the great circle times WINDING.
SPEED = {"rail": 100.0, "road": 15.0, "river": 50.0, "sea": 120.0}
WINDING = 1.25
# Legs where the great circle badly misjudges the route.
DAYS = {
    ("georgia-coast", "florida-straits"): 4,   # round the Florida peninsula
    ("florida-straits", "eastern-gulf"): 4,
    ("lynchburg", "knoxville"): 4,             # single track through the Valley of Virginia
    ("lexington-ky", "knoxville"): 14,         # Cumberland Gap: mountain roads
    ("beverly", "staunton"): 5,                # the Alleghenies
}


# --- armies ------------------------------------------------------------------
def L(lid, name, rating):
    return {"id": lid, "name": name, "rating": rating}


def inf(bid, name, men, quality="D", exp=0, leader=None):
    b = {"id": bid, "name": name, "arm": "infantry", "men": men, "quality": quality, "experience": exp}
    if leader:
        b["leader"] = leader
    return b


def cav(bid, name, men, quality="D", exp=0, leader=None):
    b = inf(bid, name, men, quality, exp, leader)
    b["arm"] = "cavalry"
    return b


def art(bid, name, men, guns, quality="D", exp=0, leader=None):
    b = {"id": bid, "name": name, "arm": "artillery", "men": men, "guns": guns,
         "quality": quality, "experience": exp}
    if leader:
        b["leader"] = leader
    return b


def army(aid, name, side, location, leader, brigades):
    return {"id": aid, "name": name, "side": side, "location": location,
            "leader": leader, "brigades": brigades}


ARMIES = [
    # McDowell's army around Arlington and Alexandria (OR I/2 pp. 314-315).
    army("u-nev", "Army of Northeastern Virginia", U, "alexandria", L("mcdowell", "Irvin McDowell", "C"), [
        inf("u-keyes", "Keyes's Brigade", 3000, leader=L("keyes", "Erasmus D. Keyes", "C")),
        inf("u-schenck", "Schenck's Brigade", 2300, leader=L("schenck", "Robert C. Schenck", "D")),
        inf("u-sherman", "Sherman's Brigade", 3400, leader=L("sherman", "William T. Sherman", "B")),
        inf("u-richardson", "Richardson's Brigade", 3000, leader=L("richardson", "Israel B. Richardson", "B")),
        inf("u-porter", "Porter's Brigade (with the regular battalion)", 3700, "C",
            leader=L("aporter", "Andrew Porter", "C")),
        inf("u-burnside", "Burnside's Brigade", 2400, leader=L("burnside", "Ambrose E. Burnside", "C")),
        inf("u-franklin", "Franklin's Brigade", 2800, leader=L("franklin", "William B. Franklin", "C")),
        inf("u-willcox", "Willcox's Brigade", 2800, leader=L("willcox", "Orlando B. Willcox", "C")),
        inf("u-howard", "Howard's Brigade", 3000, leader=L("howard", "Oliver O. Howard", "C")),
        inf("u-blenker", "Blenker's Brigade", 2800, leader=L("blenker", "Louis Blenker", "D")),
        inf("u-davies", "Davies's Brigade", 2500, leader=L("davies", "Thomas A. Davies", "D")),
        inf("u-runyon", "Runyon's New Jersey Brigade", 4500, "E", leader=L("runyon", "Theodore Runyon", "E")),
        cav("u-palmer", "Palmer's Regular Cavalry", 400, "C", leader=L("palmer", "Innis N. Palmer", "C")),
        art("u-nev-arty", "Artillery of the army (Barry)", 900, 49, "C"),
    ]),
    # Mansfield's Department of Washington: the capital's own garrison.
    army("u-washington", "Department of Washington", U, "washington", L("mansfield", "Joseph K. F. Mansfield", "C"), [
        inf("u-washington-garrison", "Regiments in the defences of Washington", 4000, "E"),
        inf("u-washington-new", "New three-year regiments arriving", 3000),
        art("u-washington-arty", "Field batteries at the capital", 200, 8, "C"),
    ]),
    # Patterson's Department of Pennsylvania, crossing the Potomac at Williamsport on 2 July.
    army("u-patterson", "Patterson's Army (Department of Pennsylvania)", U, "hagerstown",
         L("patterson", "Robert Patterson", "E"), [
        inf("u-thomas", "Thomas's Brigade", 2500, "D", leader=L("ghthomas", "George H. Thomas", "B")),
        inf("u-abercrombie", "Abercrombie's Brigade", 2800, leader=L("abercrombie", "John J. Abercrombie", "D")),
        inf("u-negley", "Negley's Brigade", 3000, "E", leader=L("negley", "James S. Negley", "D")),
        inf("u-wynkoop", "Wynkoop's Brigade", 2500, "E", leader=L("wynkoop", "George C. Wynkoop", "E")),
        inf("u-stone", "Stone's Brigade", 2500, leader=L("stone", "Charles P. Stone", "C")),
        inf("u-sandford", "Sandford's New York Militia", 3000, "E", leader=L("sandford", "Charles W. Sandford", "E")),
        cav("u-patterson-cav", "Regular cavalry with Patterson", 600, "C"),
        art("u-patterson-arty", "Doubleday's and Perkins's batteries", 300, 12, "C"),
    ]),
    # McClellan's Army of Occupation, Grafton and Buckhannon, before Rich Mountain (11 July).
    army("u-occupation", "Army of Occupation of Western Virginia", U, "grafton",
         L("mcclellan", "George B. McClellan", "C"), [
        inf("u-rosecrans", "Rosecrans's Brigade", 3000, leader=L("rosecrans", "William S. Rosecrans", "B")),
        inf("u-morris", "Morris's Indiana Brigade", 4000, leader=L("morris", "Thomas A. Morris", "C")),
        inf("u-schleich", "Schleich's Ohio Brigade", 2500, "E", leader=L("schleich", "Newton Schleich", "E")),
        inf("u-cox", "Cox's Kanawha Brigade", 3000, leader=L("cox", "Jacob D. Cox", "C")),
        cav("u-occupation-cav", "Ohio and Indiana cavalry companies", 300),
        art("u-occupation-arty", "Loomis's and Howe's batteries", 300, 12),
    ]),
    # Butler at Fort Monroe and Newport News after Big Bethel (10 June).
    army("u-virginia", "Department of Virginia", U, "fort-monroe", L("butler", "Benjamin F. Butler", "E"), [
        inf("u-phelps", "Phelps's Brigade (Newport News)", 3500, leader=L("phelps", "John W. Phelps", "C")),
        inf("u-pierce", "Pierce's Massachusetts Brigade", 3000, "E", exp=1, leader=L("pierce", "Ebenezer W. Peirce", "E")),
        inf("u-duryee", "Duryee's Brigade (5th New York Zouaves)", 3000, exp=1,
            leader=L("duryee", "Abram Duryee", "C")),
        art("u-monroe-arty", "Fort Monroe light artillery", 200, 8, "C"),
    ]),
    # Banks in Baltimore (Department of Annapolis, from 10 June).
    army("u-annapolis", "Department of Annapolis", U, "baltimore", L("banks", "Nathaniel P. Banks", "D"), [
        inf("u-baltimore-1", "Baltimore garrison, 1st Brigade", 2500, "E"),
        inf("u-baltimore-2", "Baltimore garrison, 2nd Brigade", 2500),
    ]),
    # The post of Grafton on the B&O, held by Hill's Ohio militia while McClellan marched.
    army("u-grafton", "Post of Grafton (railroad guard)", U, "grafton", L("cwhill", "Charles W. Hill", "D"), [
        inf("u-hill", "Hill's Ohio and Virginia regiments", 2500, "E"),
    ]),
    # Prentiss at Cairo and Bird's Point with the Illinois regiments.
    army("u-cairo", "District of Cairo", U, "cairo", L("prentiss", "Benjamin M. Prentiss", "C"), [
        inf("u-oglesby", "Oglesby's Brigade", 3000, leader=L("oglesby", "Richard J. Oglesby", "C")),
        inf("u-whlwallace", "W. H. L. Wallace's Brigade", 2800, leader=L("whlwallace", "W. H. L. Wallace", "B")),
        art("u-cairo-arty", "Chicago Light Artillery", 150, 6),
    ]),
    # Lyon's Army of the West, gathering at Springfield (arrived 13 July).
    army("u-west", "Army of the West", U, "springfield-mo", L("lyon", "Nathaniel Lyon", "B"), [
        inf("u-sturgis", "Sturgis's Regulars", 1500, "C", leader=L("sturgis", "Samuel D. Sturgis", "C")),
        inf("u-deitzler", "Deitzler's Kansas Brigade", 1600, leader=L("deitzler", "George W. Deitzler", "C")),
        inf("u-andrews", "Andrews's Missouri Brigade", 1000, leader=L("andrews", "George L. Andrews", "C")),
        inf("u-sigel", "Sigel's Brigade", 1100, leader=L("sigel", "Franz Sigel", "E")),
        cav("u-west-cav", "Regular cavalry and mounted Home Guards", 350, "C"),
        art("u-west-arty", "Totten's, Du Bois's and Backof's batteries", 400, 16, "C"),
    ]),
    # St. Louis: the arsenal, the Home Guards and the new regiments (Fremont from 25 July).
    army("u-stlouis", "Department of the West (St. Louis)", U, "st-louis", L("fremont", "John C. Fremont", "D"), [
        inf("u-homeguard", "St. Louis Home Guards", 4000, "E"),
        inf("u-stlouis-vols", "Missouri Volunteers at the Arsenal", 2000),
    ]),
    # Pope's Illinois regiments, sent into North Missouri in July (command from 14 July).
    army("u-pope", "District of North Missouri", U, "st-louis", L("pope", "John Pope", "C"), [
        inf("u-hurlbut", "Hurlbut's Illinois Brigade", 2500, leader=L("hurlbut", "Stephen A. Hurlbut", "D")),
        inf("u-pope-2", "Illinois regiments from Alton and Caseyville", 2500),
    ]),
    # Boernstein's 2nd Missouri, left by Lyon to hold the capital.
    army("u-jeffcity", "Garrison of Jefferson City", U, "jefferson-city", L("boernstein", "Henry Boernstein", "E"), [
        inf("u-boernstein", "2nd Missouri Volunteers and Home Guards", 1000, "E"),
    ]),
    # Rousseau's Kentucky regiments forming at Camp Joe Holt, opposite Louisville.
    army("u-kentucky", "Kentucky Volunteers (Camp Joe Holt)", U, "louisville",
         L("rousseau", "Lovell H. Rousseau", "C"), [
        inf("u-rousseau", "Rousseau's Kentucky Brigade", 2000, "E"),
    ]),

    # Beauregard's army on Bull Run (OR I/2 pp. 469-470).
    army("c-potomac", "Army of the Potomac (Confederate)", C, "manassas",
         L("beauregard", "P. G. T. Beauregard", "B"), [
        inf("c-bonham", "Bonham's Brigade", 3000, leader=L("bonham", "Milledge L. Bonham", "D")),
        inf("c-ewell", "Ewell's Brigade", 2400, leader=L("ewell", "Richard S. Ewell", "B")),
        inf("c-drjones", "D. R. Jones's Brigade", 2500, leader=L("drjones", "David R. Jones", "C")),
        inf("c-longstreet", "Longstreet's Brigade", 2300, leader=L("longstreet", "James Longstreet", "B")),
        inf("c-cocke", "Cocke's Brigade", 3000, leader=L("cocke", "Philip St. George Cocke", "C")),
        inf("c-early", "Early's Brigade", 2300, leader=L("early", "Jubal A. Early", "B")),
        inf("c-evans", "Evans's Demi-Brigade", 1100, leader=L("evans", "Nathan G. Evans", "B")),
        cav("c-radford", "Radford's Virginia Cavalry", 1400, leader=L("radford", "Richard C. W. Radford", "C")),
        art("c-washington-arty", "Washington Artillery and the army's batteries", 600, 27, "C"),
    ]),
    army("c-aquia", "Department of Fredericksburg (Aquia)", C, "fredericksburg",
         L("holmes", "Theophilus H. Holmes", "D"), [
        inf("c-holmes", "Holmes's Brigade", 1300),
        art("c-walker-arty", "Walker's Battery", 100, 6),
    ]),
    # Johnston at Winchester (OR I/2 p. 470).
    army("c-shenandoah", "Army of the Shenandoah", C, "winchester",
         L("jejohnston", "Joseph E. Johnston", "B"), [
        inf("c-jackson", "Jackson's Virginia Brigade", 2600, "C", leader=L("tjjackson", "Thomas J. Jackson", "A")),
        inf("c-bartow", "Bartow's Brigade", 2500, leader=L("bartow", "Francis S. Bartow", "C")),
        inf("c-bee", "Bee's Brigade", 2700, leader=L("bee", "Barnard E. Bee", "B")),
        inf("c-ksmith", "Smith's Brigade", 2300, leader=L("ksmith", "E. Kirby Smith", "B")),
        cav("c-stuart", "1st Virginia Cavalry", 350, "C", leader=L("stuart", "J. E. B. Stuart", "A")),
        art("c-pendleton-arty", "Pendleton's batteries", 400, 20),
    ]),
    # Garnett at Laurel Hill and Pegram at Rich Mountain.
    army("c-northwest", "Army of the Northwest", C, "beverly", L("garnett", "Robert S. Garnett", "C"), [
        inf("c-laurelhill", "Laurel Hill force", 4000, "E"),
        inf("c-pegram", "Pegram's command (Rich Mountain)", 1300, leader=L("pegram", "John Pegram", "D")),
        art("c-northwest-arty", "Northwest batteries", 100, 4),
    ]),
    # Magruder on the Peninsula; D. H. Hill's 1st North Carolina won Big Bethel.
    army("c-peninsula", "Department of the Peninsula", C, "yorktown", L("magruder", "John B. Magruder", "C"), [
        inf("c-dhhill", "D. H. Hill's Brigade", 1500, "C", exp=1, leader=L("dhhill", "Daniel H. Hill", "B")),
        inf("c-peninsula-va", "Peninsula Virginia regiments", 2500),
        art("c-richmond-howitzers", "Richmond Howitzers", 200, 8, "C", exp=1),
    ]),
    army("c-norfolk", "Department of Norfolk", C, "norfolk", L("huger", "Benjamin Huger", "D"), [
        inf("c-blanchard", "Blanchard's Brigade", 3000, leader=L("blanchard", "Albert G. Blanchard", "D")),
        inf("c-mahone", "Mahone's Brigade", 3000, leader=L("mahone", "William Mahone", "C")),
        art("c-norfolk-arty", "Norfolk light batteries", 200, 8),
    ]),
    army("c-richmond", "Virginia Forces at Richmond", C, "richmond", L("relee", "Robert E. Lee", "B"), [
        inf("c-camplee", "Regiments at Camp Lee", 2500, "E"),
    ]),
    army("c-ncoast", "Coast of North Carolina", C, "new-bern", L("gatlin", "Richard C. Gatlin", "E"), [
        inf("c-ncoast-inf", "North Carolina coast regiments", 2000, "E"),
    ]),
    army("c-charleston", "Charleston garrison", C, "charleston", L("ripley", "Roswell S. Ripley", "C"), [
        inf("c-charleston-inf", "South Carolina regiments at Charleston", 3000),
        art("c-charleston-arty", "Charleston light batteries", 200, 8, "C"),
    ]),
    army("c-savannah", "Coast of Georgia", C, "savannah", L("lawton", "Alexander R. Lawton", "C"), [
        inf("c-lawton", "Georgia coast regiments", 2500),
    ]),
    # Bragg's army at Pensacola, facing Fort Pickens.
    army("c-pensacola", "Army of Pensacola", C, "pensacola", L("bragg", "Braxton Bragg", "C"), [
        inf("c-rhanderson", "Anderson's Brigade", 2500, leader=L("rhanderson", "Richard H. Anderson", "B")),
        inf("c-gladden", "Gladden's Brigade", 2500, leader=L("gladden", "Adley H. Gladden", "C")),
        inf("c-chalmers", "Chalmers's Brigade", 2000, leader=L("chalmers", "James R. Chalmers", "B")),
        art("c-pensacola-arty", "Pensacola light batteries", 300, 12),
    ]),
    army("c-neworleans", "Department No. 1 (New Orleans)", C, "new-orleans",
         L("twiggs", "David E. Twiggs", "F"), [
        inf("c-neworleans-inf", "Louisiana militia and volunteers", 3000, "E"),
    ]),
    # Pillow's Tennessee army at Union City (Polk took command on 13 July).
    army("c-tennessee", "Provisional Army of Tennessee", C, "union-city", L("pillow", "Gideon J. Pillow", "D"), [
        inf("c-cheatham", "Cheatham's Brigade", 3000, leader=L("cheatham", "Benjamin F. Cheatham", "B")),
        inf("c-mccown", "McCown's Brigade", 3000, leader=L("mccown", "John P. McCown", "C")),
        cav("c-logwood", "Logwood's Tennessee Cavalry", 400),
        art("c-tennessee-arty", "Tennessee light batteries", 300, 12),
    ]),
    army("c-forthenry", "Fort Henry garrison", C, "fort-henry", L("heiman", "Adolphus Heiman", "D"), [
        inf("c-heiman", "10th Tennessee and the fort's gunners", 1000, "E"),
    ]),
    army("c-nashville", "Camp Trousdale (Middle Tennessee)", C, "nashville",
         L("zollicoffer", "Felix K. Zollicoffer", "D"), [
        inf("c-trousdale-1", "Tennessee regiments at Camp Trousdale", 3000),
        inf("c-trousdale-2", "Tennessee regiments at Camp Cheatham", 3000, "E"),
    ]),
    army("c-etennessee", "East Tennessee", C, "knoxville", L("carroll", "William H. Carroll", "E"), [
        inf("c-etennessee-inf", "East Tennessee regiments", 3000, "E"),
    ]),
    # McCulloch's brigade and Pearce's Arkansas State Troops, on the Missouri line.
    army("c-western", "McCulloch's Western Army", C, "fayetteville", L("mcculloch", "Ben McCulloch", "B"), [
        inf("c-mcculloch", "McCulloch's Brigade", 3000, leader=L("mcintosh", "James M. McIntosh", "B")),
        inf("c-pearce", "Arkansas State Troops", 2200, "E", leader=L("pearce", "N. Bart Pearce", "D")),
        cav("c-greer", "3rd Texas Cavalry", 800, leader=L("greer", "Elkanah Greer", "C")),
        art("c-western-arty", "Woodruff's and Reid's batteries", 200, 8),
    ]),
    # Price's Missouri State Guard, gathered at Cowskin Prairie on the Arkansas line.
    army("c-msg", "Missouri State Guard", C, "fayetteville", L("price", "Sterling Price", "C"), [
        inf("c-rains", "Rains's Division", 3000, "F", leader=L("rains", "James S. Rains", "E")),
        inf("c-parsons", "Parsons's Division", 1000, "E", leader=L("parsons", "Mosby M. Parsons", "C")),
        inf("c-slack", "Slack's Division", 1200, "E", leader=L("slack", "William Y. Slack", "C")),
        art("c-guibor", "Guibor's and Bledsoe's batteries", 150, 7, "E"),
    ]),
]


# --- fleets ------------------------------------------------------------------
def ship(sid, name, stype, complement, quality="average", exp=9, ram=False):
    return {"id": sid, "name": name, "type": stype, "crew": 100, "complement": complement,
            "quality": quality, "experience": exp, "hull": 0, "propulsion": 0, "ram": ram}


def fleet(fid, name, side, location, ships):
    return {"id": fid, "name": name, "side": side, "location": location, "ships": ships}


FLEETS = [
    fleet("u-atlantic", "Atlantic Blockading Squadron (Stringham)", U, "hampton-roads", [
        ship("uss-minnesota", "USS Minnesota", "FR", 550, "good"),
        ship("uss-roanoke", "USS Roanoke", "FR", 550),
        ship("uss-cumberland", "USS Cumberland", "SL", 376, "good"),
        ship("uss-monticello", "USS Monticello", "GB", 100),
        ship("uss-harriet-lane", "USS Harriet Lane", "GB", 95, "good"),
        ship("uss-quaker-city", "USS Quaker City", "GB", 100),
    ]),
    # The transports of the expeditions gathered in the Chesapeake: the
    # Hatteras expedition sailed from Hampton Roads on 26 August 1861 with
    # Adelaide and George Peabody (ORN I/6 pp. 119-121); Burnside's Coast
    # Division assembled at Annapolis in the autumn (OR IX p. 352). Each
    # transport here is a group of chartered steamers (RULES "Campaign:
    # armies at sea": 3,000 men a group).
    fleet("u-transports", "Chesapeake transports (chartered steamers)", U, "baltimore", [
        ship("us-adelaide", "Adelaide and George Peabody (transports)", "TR", 120, "average", 4),
        ship("us-coast-transports", "Coast Division transports", "TR", 150, "average", 4),
    ]),
    fleet("u-charleston", "Charleston blockade", U, "charleston-approaches", [
        ship("uss-wabash", "USS Wabash", "FR", 642, "good"),
        ship("uss-vandalia", "USS Vandalia", "SL", 150),
    ]),
    fleet("u-potomac", "Potomac Flotilla", U, "lower-potomac", [
        ship("uss-pawnee", "USS Pawnee", "SL", 181, "good"),
        ship("uss-thomas-freeborn", "USS Thomas Freeborn", "GB", 60),
        ship("uss-yankee", "USS Yankee", "GB", 60),
        ship("uss-resolute", "USS Resolute", "GB", 30),
        ship("uss-reliance", "USS Reliance", "GB", 30),
    ]),
    fleet("u-gulf", "Gulf Blockading Squadron (Mervine)", U, "eastern-gulf", [
        ship("uss-colorado", "USS Colorado", "FR", 646, "good"),
        ship("uss-niagara", "USS Niagara", "FR", 600, "good"),
        ship("uss-mississippi", "USS Mississippi", "FR", 277),
        ship("uss-massachusetts", "USS Massachusetts", "GB", 100),
        ship("uss-south-carolina", "USS South Carolina", "GB", 100),
    ]),
    fleet("u-passes", "Off the passes of the Mississippi", U, "mississippi-passes", [
        ship("uss-brooklyn", "USS Brooklyn", "SL", 335, "good"),
        ship("uss-powhatan", "USS Powhatan", "FR", 289, "good"),
    ]),
    # The steamboats chartered at Cairo that carried Grant's brigades to
    # Belmont (7 November 1861) and up the Tennessee to Fort Henry (OR III
    # p. 267, VII p. 122): river transport groups of 1,500 men.
    fleet("u-river-transports", "Cairo river transports (chartered steamboats)", U, "cairo", [
        ship("us-belle-memphis", "Belle Memphis and steamers (transports)", "RT", 60, "average", 4),
        ship("us-aleck-scott", "Aleck Scott and steamers (transports)", "RT", 60, "average", 4),
        ship("us-chancellor", "Chancellor and steamers (transports)", "RT", 60, "average", 4),
        ship("us-keystone-state", "Keystone State and steamers (transports)", "RT", 60, "average", 4),
    ]),
    # Rodgers's timberclads, bought at Cincinnati in June and armed there.
    fleet("u-western", "Western Flotilla (Rodgers)", U, "upper-ohio", [
        ship("uss-tyler", "USS Tyler", "RG", 67),
        ship("uss-lexington", "USS Lexington", "RG", 67),
        ship("uss-conestoga", "USS Conestoga", "RG", 60),
    ]),
    fleet("c-james", "James River Squadron", C, "james-river", [
        ship("css-patrick-henry", "CSS Patrick Henry", "GB", 150),
        ship("css-jamestown", "CSS Jamestown", "GB", 100),
        ship("css-teaser", "CSS Teaser", "GB", 30),
    ]),
    # Lynch's "Mosquito Fleet" of North Carolina.
    fleet("c-mosquito", "North Carolina Squadron (Mosquito Fleet)", C, "pamlico-sound", [
        ship("css-winslow", "CSS Winslow", "GB", 50),
        ship("css-beaufort", "CSS Beaufort", "GB", 40),
        ship("css-raleigh", "CSS Raleigh", "GB", 40),
        ship("css-ellis", "CSS Ellis", "GB", 40),
    ]),
    fleet("c-savannah-sq", "Savannah Squadron (Tattnall)", C, "savannah", [
        ship("css-savannah", "CSS Savannah", "GB", 50),
        ship("css-sampson", "CSS Sampson", "GB", 50),
        ship("css-resolute", "CSS Resolute", "GB", 40),
    ]),
    fleet("c-neworleans-sq", "New Orleans Naval Station", C, "new-orleans", [
        ship("css-mcrae", "CSS McRae", "GB", 120),
        ship("css-ivy", "CSS Ivy", "GB", 60),
        ship("css-calhoun", "CSS Calhoun", "GB", 80),
        ship("css-manassas", "Manassas (ram, converting)", "RI", 36, ram=True),
    ]),
    # Confederate river defence of the upper river: armed steamers at Memphis.
    fleet("c-river", "Mississippi River Defence", C, "memphis", [
        ship("css-jackson", "CSS Jackson", "RG", 75, "average", 4),
        ship("css-grampus", "CSS Grampus", "RG", 40, "poor", 0),
    ]),
]

# --- forts and river batteries -------------------------------------------------
# city (holder, it falls with it), waters (the node its guns command), id,
# name, men, batteries, rifled, hill, quality, experience. A battery here is
# some six to eight heavy guns; men are the garrison's gunners. Figures from
# ORN I/6 (Hatteras), I/12 (Port Royal), I/14 (Charleston, April 1863), I/18
# (Forts Jackson and St. Philip), I/21 (Mobile Bay), I/22 (Henry, Donelson),
# I/7 (Drewry's Bluff, Sewell's Point), I/11 (Fort Fisher), I/19 (Vicksburg);
# E. R. Lewis, Seacoast Fortifications of the United States (1970); OR I/1
# (Fort Monroe's garrison). Experience 4 is the norm (no modifier).
FORTS = [
    ("fort-monroe", "hampton-roads", "fort-monroe-nb", "Fort Monroe", 1100, 8, True, "none", "good", 9),
    ("norfolk", "hampton-roads", "sewells-point-nb", "Sewell's Point and Craney Island batteries", 600, 3, False, "none", "average", 1),
    ("new-bern", "pamlico-sound", "hatteras-nb", "Forts Hatteras and Clark", 670, 2, False, "none", "poor", 0),
    ("wilmington", "carolina-coast", "fort-fisher-nb", "Fort Fisher and the Cape Fear forts", 1500, 6, True, "low", "good", 4),
    ("charleston", "charleston-approaches", "fort-sumter-nb", "Forts Sumter and Moultrie", 1000, 6, True, "none", "good", 4),
    ("savannah", "georgia-coast", "port-royal-nb", "Forts Walker and Beauregard (Port Royal)", 1260, 5, False, "none", "average", 0),
    ("mobile", "mobile-bay", "fort-morgan-nb", "Forts Morgan and Gaines", 1240, 6, True, "none", "average", 4),
    ("new-orleans", "mississippi-passes", "jackson-st-philip-nb", "Forts Jackson and St. Philip", 1100, 8, False, "none", "average", 4),
    ("richmond", "james-river", "drewrys-bluff-nb", "Drewry's Bluff (Fort Darling)", 300, 2, True, "high", "good", 4),
    ("fort-henry", "tennessee-river", "fort-henry-nb", "Fort Henry", 300, 2, True, "none", "average", 1),
    ("fort-donelson", "cumberland-river", "fort-donelson-nb", "Fort Donelson water batteries", 300, 2, True, "low", "average", 1),
    ("vicksburg", "lower-mississippi", "vicksburg-nb", "Vicksburg river batteries", 800, 4, True, "high", "good", 4),
]


def forts():
    return [{"city": city, "waters": waters,
             "battery": {"id": bid, "name": name, "men": men, "batteries": n, "rifled": rifled, "hill": hill,
                         "quality": quality, "experience": exp, "fatigue": 0}}
            for (city, waters, bid, name, men, n, rifled, hill, quality, exp) in FORTS]


TREASURY = {
    "union": {"money": 50, "tax": 10, "tariff": 10, "greenbacks": False},
    "confederate": {"money": 20, "tax": 5, "tariff": 10, "greenbacks": False},
}
SCORES = {"unionMorale": 750, "confederateMorale": 750, "opinion": 500}

NAME = "The War Between the States, 1861"
DESCRIPTION = (
    "July 1861. Fort Sumter has fallen and eleven states have left the Union; "
    "Maryland, Kentucky and Missouri hang in the balance but are held for the "
    "Union. McDowell's green army faces Beauregard on Bull Run, thirty miles from "
    "Washington, while Patterson is to hold Johnston in the Shenandoah Valley. In "
    "the West, Lyon chases the Missouri State Guard toward Arkansas and the "
    "Illinois regiments watch the Tennessee army across the Mississippi from "
    "Cairo. The Union navy has begun a blockade of three thousand miles of coast. "
    "The Union must crush the rebellion before its people tire of the war; the "
    "Confederacy must endure until the North gives up, or until Europe steps in."
)
TRANSLATIONS = {
    "de": {
        "name": "Der Krieg zwischen den Staaten, 1861",
        "description": (
            "Juli 1861. Fort Sumter ist gefallen, elf Staaten haben die Union "
            "verlassen; Maryland, Kentucky und Missouri schwanken, werden aber für "
            "die Union gehalten. McDowells unerfahrene Armee steht Beauregard am Bull "
            "Run gegenüber, dreißig Meilen vor Washington, während Patterson "
            "Johnston im Shenandoah-Tal binden soll. Im Westen verfolgt Lyon die "
            "Missouri State Guard nach Arkansas, und die Regimenter aus Illinois "
            "beobachten von Cairo aus die Armee Tennessees jenseits des Mississippi. "
            "Die Flotte der Union hat die Blockade von dreitausend Meilen Küste "
            "begonnen. Die Union muss den Aufstand niederwerfen, bevor ihr Volk des "
            "Krieges müde wird; die Konföderation muss durchhalten, bis der Norden "
            "aufgibt oder Europa eingreift."
        ),
    },
    "fr": {
        "name": "La guerre entre les États, 1861",
        "description": (
            "Juillet 1861. Fort Sumter est tombé et onze États ont quitté l'Union ; "
            "le Maryland, le Kentucky et le Missouri hésitent mais restent aux mains "
            "de l'Union. L'armée inexpérimentée de McDowell fait face à Beauregard "
            "sur le Bull Run, à trente milles de Washington, tandis que Patterson doit "
            "retenir Johnston dans la vallée de la Shenandoah. À l'Ouest, Lyon pourchasse "
            "la Garde de l'État du Missouri vers l'Arkansas et les régiments de "
            "l'Illinois surveillent depuis Cairo l'armée du Tennessee de l'autre côté "
            "du Mississippi. La marine de l'Union a commencé le blocus de trois mille "
            "milles de côtes. L'Union doit écraser la rébellion avant que son peuple "
            "ne se lasse de la guerre ; la Confédération doit tenir jusqu'à ce que le "
            "Nord renonce, ou que l'Europe intervienne."
        ),
    },
}


# --- assembly and checks ------------------------------------------------------
def miles(a, b):
    """Great-circle distance in statute miles between two [lon, lat] points."""
    lon1, lat1, lon2, lat2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = (math.sin((lat2 - lat1) / 2) ** 2
         + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2)
    return 2 * 3958.8 * math.asin(math.sqrt(h))


def build():
    cities = []
    pos = {}
    for (cid, name, state, lon, lat, owner, level, kind, port, river, theater, terrain) in CITIES:
        c = {"id": cid, "name": name, "state": state, "pos": [lon, lat], "owner": owner,
             "level": level, "kind": kind, "port": port}
        if river:
            c["river"] = river
        c["theater"] = theater
        c["terrain"] = terrain
        cities.append(c)
        pos[cid] = (lon, lat)
    port = {c["id"]: c["port"] for c in cities}
    zones = []
    zone_kind = {}
    for (zid, name, kind, lon, lat) in ZONES:
        zones.append({"id": zid, "name": name, "kind": kind, "pos": [lon, lat]})
        pos[zid] = (lon, lat)
        zone_kind[zid] = kind

    connections = []
    seen = set()

    def add(a, b, kind):
        for end in (a, b):
            if end not in pos:
                sys.exit(f"make-campaign: connection {a}-{b}: unknown place {end}")
        key = frozenset((a, b))
        if key in seen:
            sys.exit(f"make-campaign: connection {a}-{b} given twice")
        seen.add(key)
        days = DAYS.get((a, b)) or DAYS.get((b, a))
        if days is None:
            days = max(1, round(miles(pos[a], pos[b]) * WINDING / SPEED[kind]))
        connections.append({"from": a, "to": b, "kind": kind, "days": days})

    for a, b in RAIL:
        add(a, b, "rail")
    for a, b in ROAD:
        add(a, b, "road")
    for a, b in WATER:
        # A leg touching a river reach, or a river city that is no seaport
        # (Montgomery up the Alabama), is a river leg; the rest are sea lanes.
        river = any(zone_kind.get(e) in ("river", "river-mouth") or (e in port and not port[e]) for e in (a, b))
        add(a, b, "river" if river else "sea")

    check(cities, zones, connections)
    return {
        "format": "hardtack-campaign",
        "version": 1,
        "name": NAME,
        "description": DESCRIPTION,
        "translations": TRANSLATIONS,
        "sources": SOURCES,
        "start": {"date": "1861-07-01", "turnDays": 14, "campaigns": 6, "turnsPerCampaign": 10},
        "cities": cities,
        "zones": zones,
        "connections": connections,
        "forts": forts(),
        "armies": ARMIES,
        "fleets": FLEETS,
        "treasury": TREASURY,
        "scores": SCORES,
    }


def check(cities, zones, connections):
    """The spec's rules, so a bad edit fails here and not in the game."""
    ids = [c["id"] for c in cities] + [z["id"] for z in zones]
    dup = {i for i in ids if ids.count(i) > 1}
    assert not dup, f"duplicate place ids {dup}"
    kinds = [c["kind"] for c in cities]
    assert kinds.count("richmond") == 1 and kinds.count("washington") == 1
    assert len(cities) >= 40, len(cities)
    by_id = {c["id"]: c for c in cities}
    zone_ids = {z["id"] for z in zones}
    for c in cities:
        assert 1 <= c["level"] <= 5 and c["terrain"] in ("open", "rolling", "wooded", "town", "river"), c
    # Every city can be reached by land from Washington and Richmond.
    land = {}
    for k in connections:
        if k["kind"] in ("rail", "road"):
            assert k["from"] in by_id and k["to"] in by_id, k
            land.setdefault(k["from"], set()).add(k["to"])
            land.setdefault(k["to"], set()).add(k["from"])
    reach, todo = {"washington"}, ["washington"]
    while todo:
        for n in land.get(todo.pop(), ()):
            if n not in reach:
                reach.add(n)
                todo.append(n)
    assert reach == set(by_id), f"cut off by land: {set(by_id) - reach}"
    # "river" means navigable from the sea or the great rivers (FORMATS.md):
    # a river city has a water leg; the upper Potomac or the Savannah above
    # Augusta are not given.
    water = {e for k in connections if k["kind"] in ("river", "sea") for e in (k["from"], k["to"])}
    for c in cities:
        assert ("river" not in c and not c["port"]) or c["id"] in water, f"{c['id']}: a fleet node with no water leg"
    # Water legs join fleet nodes only: zones, ports and river cities.
    for k in connections:
        if k["kind"] in ("river", "sea"):
            for end in (k["from"], k["to"]):
                assert end in zone_ids or by_id[end]["port"] or "river" in by_id[end], (k, end)
    unit_ids = []
    for a in ARMIES:
        assert a["location"] in by_id, a["id"]
        unit_ids.append(a["id"])
        for b in a["brigades"]:
            unit_ids.append(b["id"])
            assert (b["arm"] == "artillery") == ("guns" in b), b["id"]
            assert b["quality"] in "ABCDEF" and 0 <= b["experience"] <= 5, b["id"]
    for f in FLEETS:
        loc = f["location"]
        assert loc in zone_ids or by_id[loc]["port"] or "river" in by_id[loc], f["id"]
        unit_ids.append(f["id"])
        unit_ids.extend(s["id"] for s in f["ships"])
    dup = {i for i in unit_ids if unit_ids.count(i) > 1}
    assert not dup, f"duplicate unit ids {dup}"
    for (city, waters, bid, *_rest) in FORTS:
        assert city in by_id, bid
        assert waters in zone_ids or by_id[waters]["port"] or "river" in by_id[waters], bid


def summary(doc):
    brigades = [b for a in doc["armies"] for b in a["brigades"]]
    ships = [s for f in doc["fleets"] for s in f["ships"]]
    men = {U: 0, C: 0}
    for a in doc["armies"]:
        men[a["side"]] += sum(b["men"] for b in a["brigades"])
    return (f"{len(doc['cities'])} cities, {len(doc['zones'])} zones, "
            f"{len(doc['connections'])} connections, {len(doc['armies'])} armies, "
            f"{len(brigades)} brigades (Union {men[U]} men, Confederacy {men[C]}), "
            f"{len(doc['fleets'])} fleets, {len(ships)} ships")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="fail if the file is out of date")
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args()
    doc = build()
    text = json.dumps(with_schema(args.out, doc), indent=1, ensure_ascii=False) + "\n"
    if args.check:
        if not args.out.exists() or args.out.read_text(encoding="utf-8") != text:
            print(f"make-campaign: {args.out} is out of date; run scripts/make-campaign.py", file=sys.stderr)
            return 1
        return 0
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text, encoding="utf-8")
    print(f"make-campaign: wrote {args.out.relative_to(ROOT)}: {summary(doc)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
