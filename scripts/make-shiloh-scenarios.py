#!/usr/bin/env python3
"""Generates the Shiloh scenarios on maps/shiloh.json (made by
scripts/make-shiloh-map.py):

    scenarios/11-shiloh.json        the whole battle, 6-7 April 1862: the surprise, the night, Grant's and Buell's counterattack
    scenarios/12-hornets-nest.json  the Hornet's Nest, the afternoon of 6 April: Prentiss and W. H. L. Wallace surrounded

Run from the repository root after the map:

    python3 scripts/make-shiloh-scenarios.py [11-shiloh] [12-hornets-nest]

The orders of battle are written below in the table format of scripts/scengen.py
with the shorthand of scripts/make-fredericksburg-scenarios.py: a line

    R MEN QUALITY [WEAPON]: regiment; regiment; ...

is the brigade's strength shared evenly among the regiments named (the
sources give brigade and division strengths far more often than regimental
ones; docs/SCENARIOS.md, "Shiloh"). Positions are latitude and longitude,
converted to yards by the map generator's `P`.
"""
import importlib.util
import json
import os
import re
import sys
sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import mapgen
import scengen

_spec = importlib.util.spec_from_file_location("shilohmap", os.path.join(HERE, "make-shiloh-map.py"))
sm = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(sm)
GRID = mapgen.Grid(sm.WIDTH, sm.HEIGHT, (sm.WEST - sm.LON0) * sm.YD_LON, (sm.NORTH - sm.LAT0) * sm.YD_LAT)
P = sm.P

SOURCE = (
    "Order of battle: U.S. War Department, The War of the Rebellion: Official Records, Series I, vol. 10, part 1 "
    "(the organization of the Army of the Tennessee, the Army of the Ohio and the Army of the Mississippi; the "
    "returns of casualties; the reports of Grant, Buell, Sherman, McClernand, Hurlbut, Prentiss, Lew Wallace, "
    "Nelson, Crittenden, McCook; Beauregard, Polk, Bragg, Hardee, Breckinridge, Ruggles, Withers). Organization, "
    "strengths, camps and positions: D. W. Reed, The Battle of Shiloh and the Organizations Engaged (Shiloh "
    "National Military Park Commission, 1902, 2nd ed. 1909) and the Commission's maps of the camps and of the "
    "positions of 6 and 7 April; O. Edward Cunningham, Shiloh and the Western Campaign of 1862 (ed. Joiner and "
    "Smith, 2007), with its strengths of the divisions and brigades. Brigade strengths are shared evenly among "
    "their regiments where the sources give no regimental figure. Leader and unit ratings are the designer's "
    "judgement."
)
HIST_SOURCE = ("U.S. War Department, The War of the Rebellion: Official Records, Series I, vol. 10, part 1 "
               "(the returns of casualties in the Army of the Tennessee and the Army of the Ohio, and Beauregard's "
               "return of the Confederate casualties); D. W. Reed, The Battle of Shiloh and the Organizations "
               "Engaged (1909); O. Edward Cunningham, Shiloh and the Western Campaign of 1862 (2007)")
HISTORY = {
    "11-shiloh": {
        "losses": {"union": {"total": 13047, "killed": 1754, "wounded": 8408, "missing": 2885},
                   "confederate": {"total": 10699, "killed": 1728, "wounded": 8012, "missing": 959}},
        "outcome": "union-victory",
        "note": "The Confederates drove the Union back to Pittsburg Landing on 6 April and were driven from the "
                "field on 7 April by Grant's army, Lew Wallace's division and Buell's Army of the Ohio",
        "source": HIST_SOURCE,
    },
    "12-hornets-nest": {
        "losses": {"union": {"total": 4600, "killed": 400, "wounded": 1800, "missing": 2400},
                   "confederate": {"total": 2400, "killed": 350, "wounded": 2000, "missing": 50}},
        "outcome": "confederate-victory",
        "note": "Prentiss and the remains of W. H. L. Wallace's division surrounded and surrendered at about "
                "half past five, some 2,200 men taken (estimate: half the killed and wounded of the 2nd, 4th and "
                "6th Divisions over both days in the Official Records, and nearly all their missing; "
                "Confederates: the brigades that attacked the Hornet's Nest and the Peach Orchard in the "
                "afternoon, after Reed and Cunningham)",
        "source": HIST_SOURCE,
    },
}

# --- orders of battle ---------------------------------------------------------------------------
UNION_OOB = """
side union
army u-aot B Maj. Gen. Ulysses S. Grant / Army of the Tennessee
div u-d1 C Maj. Gen. John A. McClernand / 1st Division (McClernand)
bde u-hare C Col. Abraham M. Hare / 1st Brigade (Hare)
R 1900 C: 8th Illinois; 18th Illinois; 11th Iowa; 13th Iowa
a Battery D, 2nd Illinois (Dresser's, Timony) 100 C 4 3in
bde u-marsh C Col. C. Carroll Marsh / 2nd Brigade (Marsh)
R 1950 C: 11th Illinois; 20th Illinois; 45th Illinois; 48th Illinois
a Battery E, 2nd Illinois (Schwartz's, Nispel) 80 C 4 nap
a Battery D, 1st Illinois (McAllister), 24-pounder howitzers 80 C 4 nap
bde u-raith C Col. Julius Raith / 3rd Brigade (Raith)
R 1750 C: 17th Illinois; 29th Illinois; 43rd Illinois; 49th Illinois
a 14th Ohio Battery (Burrows) 110 C 6 3in
div u-d2 B Brig. Gen. W. H. L. Wallace / 2nd Division (W. H. L. Wallace)
bde u-tuttle B Col. James M. Tuttle / 1st Brigade, the Iowa Brigade (Tuttle)
R 2300 B: 2nd Iowa; 7th Iowa; 12th Iowa; 14th Iowa
a Battery A, 1st Illinois (Willard's, Wood) 110 B 6 nap
bde u-mcarthur B Brig. Gen. John McArthur / 2nd Brigade (McArthur)
R 2600 C: 9th Illinois; 12th Illinois; 13th Missouri; 14th Missouri (Birge's Western Sharpshooters); 81st Ohio
a Battery D, 1st Missouri (Richardson) 100 B 4 nap
a Battery H, 1st Missouri (Welker) 100 B 4 parr
bde u-sweeny C Col. Thomas W. Sweeny / 3rd Brigade (Sweeny)
R 3000 C: 8th Iowa; 7th Illinois; 50th Illinois; 52nd Illinois; 57th Illinois; 58th Illinois
a Battery K, 1st Missouri (Stone) 100 B 4 parr
div u-d3 C Maj. Gen. Lew Wallace / 3rd Division (Lew Wallace, from Crump's Landing)
bde u-msmith B Col. Morgan L. Smith / 1st Brigade (Smith)
R 2100 B: 11th Indiana; 24th Indiana; 8th Missouri
a 9th Indiana Battery (Thompson) 100 C 6 nap
bde u-thayer C Col. John M. Thayer / 2nd Brigade (Thayer)
R 2000 C: 1st Nebraska; 23rd Indiana; 58th Ohio
a Battery I, 1st Missouri (Buel) 100 C 6 parr
bde u-whittlesey C Col. Charles Whittlesey / 3rd Brigade (Whittlesey)
R 1700 C: 20th Ohio; 76th Ohio; 78th Ohio
div u-d4 B Brig. Gen. Stephen A. Hurlbut / 4th Division (Hurlbut)
bde u-williams C Col. Nelson G. Williams / 1st Brigade (Williams, then Pugh)
R 2500 C: 28th Illinois; 32nd Illinois; 41st Illinois; 3rd Iowa
a Battery C, 1st Missouri (Mann's, Brotzmann) 100 B 4 nap
bde u-veatch C Col. James C. Veatch / 2nd Brigade (Veatch)
R 2400 C: 14th Illinois; 15th Illinois; 46th Illinois; 25th Indiana
a 2nd Michigan Battery (Ross) 100 C 4 nap
bde u-lauman C Brig. Gen. Jacob G. Lauman / 3rd Brigade (Lauman)
R 1900 C: 31st Indiana; 44th Indiana; 17th Kentucky; 25th Kentucky
a 13th Ohio Battery (Myers) 100 D 6 nap
div u-d5 B Brig. Gen. William T. Sherman / 5th Division (Sherman)
bde u-mcdowell C Col. John A. McDowell / 1st Brigade (McDowell)
R 2200 D: 40th Illinois; 6th Iowa; 46th Ohio
a 6th Indiana Battery (Behr) 100 C 6 nap
bde u-stuart C Col. David Stuart / 2nd Brigade (Stuart)
R 2200 C: 55th Illinois; 54th Ohio; 71st Ohio
bde u-hildebrand D Col. Jesse Hildebrand / 3rd Brigade (Hildebrand)
R 2300 D: 53rd Ohio; 57th Ohio; 77th Ohio
a Battery B, 1st Illinois (Taylor's, Barrett) 110 B 6 nap
bde u-buckland C Col. Ralph P. Buckland / 4th Brigade (Buckland)
R 2300 D: 48th Ohio; 70th Ohio; 72nd Ohio
a Battery E, 1st Illinois (Waterhouse) 110 C 6 3in
div u-d6 C Brig. Gen. Benjamin M. Prentiss / 6th Division (Prentiss)
bde u-peabody C Col. Everett Peabody / 1st Brigade (Peabody)
R 2700 D: 12th Michigan; 21st Missouri; 25th Missouri; 16th Wisconsin
a 5th Ohio Battery (Hickenlooper) 100 C 6 3in
bde u-miller D Col. Madison Miller / 2nd Brigade (Miller)
R 2600 D: 61st Illinois; 18th Missouri; 18th Wisconsin; 23rd Missouri
a 1st Minnesota Battery (Munch) 100 C 6 nap
# Regiments landed at Pittsburg in the first days of April, not yet brigaded:
# the 15th and 16th Iowa went in beside McClernand, the 15th Michigan beside
# Hurlbut (Reed).
bde u-reid D Col. Hugh T. Reid / Unassigned regiments (Reid)
R 2400 D: 15th Iowa; 16th Iowa; 15th Michigan; 14th Wisconsin
# The guns Grant's chief of staff gathered on the ridge above the Landing
# in the afternoon: the siege guns and the batteries that had fallen back.
bde u-webster B Col. Joseph D. Webster / Grant's line of guns at the Landing (Webster)
a Battery B, 2nd Illinois (Relly's siege guns, Madison) 120 B 5 parr
a Battery H, 1st Illinois (Silfversparre), 20-pounder Parrotts 100 C 4 parr
army u-aoo C Maj. Gen. Don Carlos Buell / Army of the Ohio
div u-d2o A Brig. Gen. Alexander McD. McCook / 2nd Division, Army of the Ohio (McCook)
bde u-rousseau B Brig. Gen. Lovell H. Rousseau / 4th Brigade (Rousseau)
R 2900 B: 6th Indiana; 5th Kentucky (Louisville Legion); 1st Ohio; 1st Battalion, 15th U.S.; 1st Battalion, 16th U.S.; 1st Battalion, 19th U.S.
a Battery H, 5th U.S. (Terrill) 110 A 6 nap
bde u-kirk C Brig. Gen. Edward N. Kirk / 5th Brigade (Kirk)
R 2200 B: 34th Illinois; 29th Indiana; 30th Indiana; 77th Pennsylvania
bde u-gibson C Col. William H. Gibson / 6th Brigade (Gibson)
R 2300 B: 32nd Indiana; 39th Indiana; 15th Ohio; 49th Ohio
div u-d4o B Brig. Gen. William Nelson / 4th Division, Army of the Ohio (Nelson)
bde u-ammen B Col. Jacob Ammen / 10th Brigade (Ammen)
R 1800 B: 36th Indiana; 6th Ohio; 24th Ohio
bde u-hazen B Col. William B. Hazen / 19th Brigade (Hazen)
R 1600 B: 9th Indiana; 6th Kentucky; 41st Ohio
bde u-bruce C Col. Sanders D. Bruce / 22nd Brigade (Bruce)
R 1400 C: 1st Kentucky; 2nd Kentucky; 20th Kentucky
div u-d5o C Brig. Gen. Thomas L. Crittenden / 5th Division, Army of the Ohio (Crittenden)
bde u-boyle C Brig. Gen. Jeremiah T. Boyle / 11th Brigade (Boyle)
R 2000 C: 9th Kentucky; 13th Kentucky; 19th Ohio; 59th Ohio
a Batteries H and M, 4th U.S. (Mendenhall) 110 A 6 nap
bde u-wssmith C Col. William Sooy Smith / 14th Brigade (Smith)
R 1500 C: 11th Kentucky; 26th Kentucky; 13th Ohio
a Battery G, 1st Ohio (Bartlett) 100 B 6 nap
div u-d6o C Brig. Gen. Thomas J. Wood / 6th Division, Army of the Ohio (Wood)
bde u-wagner C Col. George D. Wagner / 21st Brigade (Wagner)
R 2000 C: 15th Indiana; 40th Indiana; 57th Indiana; 24th Kentucky
"""

CONFED_OOB = """
side confederate
default infantry rifled-musket
army c-aom B Gen. Albert Sidney Johnston / Army of the Mississippi (Johnston, then Beauregard)
corps c-polk C Maj. Gen. Leonidas Polk / First Corps (Polk)
div c-clark C Brig. Gen. Charles Clark / 1st Division, First Corps (Clark)
bde c-russell C Col. Robert M. Russell / 1st Brigade (Russell)
R 2000 C sb: 11th Louisiana; 12th Tennessee; 13th Tennessee; 22nd Tennessee
a Bankhead's Tennessee Battery 90 C 6 nap
bde c-stewart B Brig. Gen. Alexander P. Stewart / 2nd Brigade (Stewart)
R 2300 B sb: 13th Arkansas; 4th Tennessee; 5th Tennessee; 33rd Tennessee
a Stanford's Mississippi Battery 90 C 6 nap
div c-cheatham B Maj. Gen. Benjamin F. Cheatham / 2nd Division, First Corps (Cheatham)
bde c-bjohnson B Brig. Gen. Bushrod R. Johnson / 1st Brigade (Johnson)
R 2500 B sb: Blythe's Mississippi; 2nd Tennessee (Walker's); 15th Tennessee; 154th Tennessee (Senior)
a Polk's Tennessee Battery 90 C 6 nap
bde c-stephens C Col. William H. Stephens / 2nd Brigade (Stephens)
R 2100 C sb: 7th Kentucky; 1st Tennessee (Maney's battalion); 6th Tennessee; 9th Tennessee
a Smith's Mississippi Battery 90 C 6 nap
corps c-bragg B Maj. Gen. Braxton Bragg / Second Corps (Bragg)
div c-ruggles C Brig. Gen. Daniel Ruggles / 1st Division, Second Corps (Ruggles)
bde c-gibson C Col. Randall L. Gibson / 1st Brigade (Gibson)
R 2400 B: 1st Arkansas; 4th Louisiana; 13th Louisiana; 19th Louisiana
a Vaiden Mississippi Battery (Bain) 90 C 6 nap
bde c-panderson B Brig. Gen. Patton Anderson / 2nd Brigade (Anderson)
R 1600 B: 1st Florida Battalion; 17th Louisiana; 20th Louisiana; Confederate Guards Response Battalion; 9th Texas
a 5th Company, Washington Artillery (Hodgson) 100 B 6 nap
bde c-pond C Col. Preston Pond Jr. / 3rd Brigade (Pond)
R 2300 C sb: 16th Louisiana; 18th Louisiana; Crescent Regiment; Orleans Guard Battalion; 38th Tennessee
a Ketchum's Alabama Battery 90 C 6 nap
div c-withers B Brig. Gen. Jones M. Withers / 2nd Division, Second Corps (Withers)
bde c-gladden B Brig. Gen. Adley H. Gladden / 1st Brigade (Gladden, then Adams and Deas)
R 2500 B: 21st Alabama; 22nd Alabama; 25th Alabama; 26th Alabama; 1st Louisiana
a Robertson's Alabama Battery 100 B 6 nap
bde c-chalmers A Brig. Gen. James R. Chalmers / 2nd Brigade (Chalmers)
R 2000 B: 5th Mississippi; 7th Mississippi; 9th Mississippi; 10th Mississippi; 52nd Tennessee
a Gage's Alabama Battery 90 C 6 nap
bde c-jkjackson C Brig. Gen. John K. Jackson / 3rd Brigade (Jackson)
R 2200 B: 17th Alabama; 18th Alabama; 19th Alabama; 2nd Texas
a Girardey's Georgia Battery 90 C 6 nap
corps c-hardee B Maj. Gen. William J. Hardee / Third Corps (Hardee)
div c-hindman B Brig. Gen. Thomas C. Hindman / Hindman's Division
bde c-shaver C Col. R. G. Shaver / 1st Brigade (Shaver)
R 2200 B: 2nd Arkansas; 6th Arkansas; 7th Arkansas; 3rd Confederate
a Swett's Mississippi Battery 90 C 6 nap
bde c-wood C Brig. Gen. Sterling A. M. Wood / 3rd Brigade (Wood)
R 2500 B: 16th Alabama; 8th Arkansas; 9th Arkansas Battalion; 3rd Mississippi Battalion; 27th Tennessee; 44th Tennessee; 55th Tennessee
a Harper's Jefferson Mississippi Battery 90 C 6 nap
bde c-cleburne A Brig. Gen. Patrick R. Cleburne / 2nd Brigade (Cleburne)
R 2700 B: 15th Arkansas; 6th Mississippi; 2nd Tennessee (Bate's); 5th (35th) Tennessee; 23rd Tennessee; 24th Tennessee
a Shoup's Battalion, Trigg's and Calvert's Arkansas Batteries 160 B 8 nap
corps c-breck B Maj. Gen. John C. Breckinridge / Reserve Corps (Breckinridge)
bde c-trabue B Col. Robert P. Trabue / 1st Brigade, the Kentucky Brigade (Trabue)
R 2400 B: 4th Alabama Battalion; 31st Alabama; 3rd Kentucky; 4th Kentucky; 5th Kentucky; 6th Kentucky; Crews's Tennessee Battalion
a Byrne's Mississippi and Cobb's Kentucky Batteries 160 B 10 nap
bde c-bowen B Brig. Gen. John S. Bowen / 2nd Brigade (Bowen)
R 1900 B: 9th Arkansas; 10th Arkansas; 2nd Confederate; 1st Missouri
a Hudson's Mississippi Battery 90 C 6 nap
bde c-statham C Col. Winfield S. Statham / 3rd Brigade (Statham)
R 2300 C sb: 15th Mississippi; 22nd Mississippi; 19th Tennessee; 20th Tennessee; 28th Tennessee; 45th Tennessee
a Rutledge's Tennessee Battery 90 C 6 nap
bde c-forrest A Col. Nathan B. Forrest / Cavalry on the right (Forrest)
c Forrest's Tennessee Cavalry 450 B sb
c Wirt Adams's Mississippi Cavalry 450 C sb
"""


def load_oobs():
    return scengen.oobs_from_texts((UNION_OOB, CONFED_OOB))


class Field(scengen.Scenario):
    """scengen.Scenario that keeps guns out of the hexes they may not enter
    (marsh and heavy woods without a road: RULES §4)."""

    def __init__(self, m, grid, oobs):
        super().__init__(m, grid, oobs)
        self.road_hexes = {tuple(h) for rd in m["roads"] for h in rd["hexes"]}
        self.terr = {(c, r): m["legend"][ch] for r, row in enumerate(m["terrain"]) for c, ch in enumerate(row)}

    def _fits(self, h, u):
        if not super()._fits(h, u):
            return False
        if u["type"] in ("artillery", "wagon") and self.terr[h] in ("marsh", "heavy-woods") \
                and h not in self.road_hexes:
            return False
        return True


NAMES_DE = {
    "Shiloh: Pittsburg Landing, Owl Creek to Lick Creek": "Shiloh: Pittsburg Landing, vom Owl Creek zum Lick Creek",
    "Pittsburg Landing": "Pittsburg Landing (Anlegestelle)", "Shiloh Church": "Shiloh-Kirche",
    "Hornet's Nest": "Hornissennest", "Sunken Road": "Hohlweg", "Duncan Field": "Duncan-Feld",
    "Peach Orchard": "Pfirsichgarten", "Bloody Pond": "Blutiger Teich", "Dill Branch": "Dill Branch",
    "Tilghman Branch": "Tilghman Branch", "Owl Creek": "Owl Creek", "Snake Creek": "Snake Creek",
    "Lick Creek": "Lick Creek", "Tennessee River": "Tennessee (Fluss)", "Review Field": "Paradefeld (Review Field)",
    "Rhea Field": "Rhea-Feld", "Spain Field": "Spain-Feld", "Fraley Field": "Fraley-Feld", "Jones Field": "Jones-Feld",
    "Water Oaks Pond": "Water-Oaks-Teich", "Cloud Field": "Cloud-Feld", "Wicker Field": "Wicker-Feld",
    "Sowell Field": "Sowell-Feld", "Davis Wheat Field": "Davis' Weizenfeld", "Stuart's camp": "Stuarts Lager",
    "Barnes Field": "Barnes-Feld", "W. H. L. Wallace's camps": "Lager von W. H. L. Wallace",
    "Wallace's bridge": "Wallace-Brücke", "Owl Creek bridge": "Brücke über den Owl Creek",
    "Lick Creek ford": "Furt über den Lick Creek", "River Road from Crump's Landing": "Uferstraße von Crump's Landing",
    "Corinth Road": "Straße nach Corinth", "Eastern Corinth Road": "Östliche Straße nach Corinth",
    "Hamburg-Savannah Road": "Straße Hamburg–Savannah", "Hamburg-Purdy Road": "Straße Hamburg–Purdy",
    "Grant's last line": "Grants letzte Linie", "East bank (Buell's crossing)": "Ostufer (Buells Übergang)",
    "Shiloh Branch": "Shiloh Branch", "Bark Road": "Bark Road",
    "Sherman's camps": "Shermans Lager", "Prentiss's camps": "Prentiss' Lager", "McClernand's camps": "McClernands Lager",
    "Hurlbut's camps": "Hurlbuts Lager",
}
NAMES_FR = {
    "Shiloh: Pittsburg Landing, Owl Creek to Lick Creek": "Shiloh : Pittsburg Landing, de l'Owl Creek au Lick Creek",
    "Pittsburg Landing": "Pittsburg Landing (le débarcadère)", "Shiloh Church": "église de Shiloh",
    "Hornet's Nest": "le nid de frelons", "Sunken Road": "chemin creux", "Duncan Field": "champ Duncan",
    "Peach Orchard": "verger de pêchers", "Bloody Pond": "étang sanglant", "Dill Branch": "Dill Branch",
    "Tilghman Branch": "Tilghman Branch", "Owl Creek": "Owl Creek", "Snake Creek": "Snake Creek",
    "Lick Creek": "Lick Creek", "Tennessee River": "le Tennessee", "Review Field": "champ de revue",
    "Rhea Field": "champ Rhea", "Spain Field": "champ Spain", "Fraley Field": "champ Fraley", "Jones Field": "champ Jones",
    "Water Oaks Pond": "étang des chênes d'eau", "Cloud Field": "champ Cloud", "Wicker Field": "champ Wicker",
    "Sowell Field": "champ Sowell", "Davis Wheat Field": "champ de blé Davis", "Stuart's camp": "camp de Stuart",
    "Barnes Field": "champ Barnes", "W. H. L. Wallace's camps": "camps de W. H. L. Wallace",
    "Wallace's bridge": "pont de Wallace", "Owl Creek bridge": "pont sur l'Owl Creek",
    "Lick Creek ford": "gué du Lick Creek", "River Road from Crump's Landing": "route du fleuve depuis Crump's Landing",
    "Corinth Road": "route de Corinth", "Eastern Corinth Road": "route de Corinth de l'est",
    "Hamburg-Savannah Road": "route de Hamburg à Savannah", "Hamburg-Purdy Road": "route de Hamburg à Purdy",
    "Grant's last line": "dernière ligne de Grant", "East bank (Buell's crossing)": "rive est (passage de Buell)",
    "Shiloh Branch": "Shiloh Branch", "Bark Road": "Bark Road",
    "Sherman's camps": "camps de Sherman", "Prentiss's camps": "camps de Prentiss", "McClernand's camps": "camps de McClernand",
    "Hurlbut's camps": "camps de Hurlbut",
}


def translations(m, objectives, title_de, title_fr, desc_de, desc_fr):
    return scengen.localized(m, objectives, NAMES_DE, NAMES_FR, title_de, title_fr, desc_de, desc_fr)


def meta(title, desc, start, turns, victory, night_minutes):
    return {"title": title, "description": desc, "source": SOURCE, "map": "../maps/shiloh.json",
            "date": "1862-04-06", "start": start, "turns": turns, "dawn": "05:40", "dusk": "18:20",
            "dayTurnMinutes": 20, "nightTurnMinutes": night_minutes, "firstSide": "confederate",
            "rules": {"fogOfWar": True, "routLimiting": False}, "victory": victory}


def line_hexes(a, b):
    xa, ya = P(*a)
    xb, yb = P(*b)
    ha, hb = GRID.hex_at(xa, ya), GRID.hex_at(xb, yb)
    n = max(1, mapgen.hex_distance(ha, hb))
    out = []
    for k in range(n + 1):
        t = k / n
        h = GRID.hex_at(xa + (xb - xa) * t, ya + (yb - ya) * t)
        if h not in out:
            out.append(h)
    return out


def place_along(s, fid, hexes, facing, per_hex=1, fatigue=0, formation="line"):
    """Every unit of fid along a line of hexes, up to per_hex units a hex; the
    brigade leaders with their first unit."""
    o = s._oob_of(fid)
    s.include(fid)
    slots = [h for h in hexes for _ in range(per_hex)]
    k = 0
    for bde in o.brigades_of(fid):
        s.include(bde)
        for u0 in o.units_of(bde):
            u = dict(u0)
            while True:
                if k >= len(slots):
                    # the line is full: the nearest free hex behind its end
                    h = next(h for h in s._spiral(hexes[-1]) if s.grid.on_map(*h) and s._fits(h, u))
                    break
                h = slots[k]
                k += 1
                if s._fits(h, u):
                    break
            u["hex"] = list(h)
            u["facing"] = facing
            if u["type"] != "wagon":
                u["formation"] = (scengen.DEPLOYED if formation == "line" else scengen.MARCH)[u["type"]]
            if fatigue:
                u["fatigue"] = fatigue
            s.units[u["id"]] = u
            s.stack.setdefault(h, []).append(u["id"])
            s.placed_leaders.setdefault(bde, h)
    for i in o.descendants(fid):
        s.placed_leaders.setdefault(i, tuple(hexes[len(hexes) // 2]))


def occupy(s, h, side):
    """Each side starts holding its objectives (scengen.occupy_hex)."""
    scengen.occupy_hex(s, h, side)


def hold_objectives(s, sides):
    for o, side in zip(s.objectives, sides):
        if side:
            occupy(s, o["hex"], side)


def hx(lat, lon):
    return P(lat, lon)


# Places (lat, lon)
LANDING = (35.1515, -88.3200)
SHILOH_CHURCH = (35.1345, -88.3432)
HORNETS_NEST = (35.1365, -88.3280)
SUNKEN_NORTH = (35.1398, -88.3312)        # the Sunken Road at the corner of Duncan Field
DUNCAN = (35.1385, -88.3340)
PEACH_ORCHARD = (35.1325, -88.3222)
SHERMAN_CAMPS = (35.1330, -88.3385)       # Rhea Field
PRENTISS_CAMPS = (35.1260, -88.3335)      # Spain Field
MCCLERNAND_CAMPS = (35.1405, -88.3400)    # Review Field
HURLBUT_CAMPS = (35.1505, -88.3265)       # Cloud Field
WATER_OAKS = (35.1385, -88.3450)
GRANTS_LINE = (35.1495, -88.3280)
WALLACE_BRIDGE = (35.1676, -88.3306)
NORTH_ENTRY = (35.1795, -88.3445)         # the River Road at the north edge, from Crump's Landing
SOUTH_CORINTH = (35.1005, -88.3520)       # the Corinth Road at the south edge
SOUTH_BARK = (35.1005, -88.3335)          # the Bark Road at the south edge


# --- 11 Shiloh, the whole battle ------------------------------------------------------------------
GRAND_EN = (
    "Grand battle, two days. Sunday 6 April 1862, six in the morning. Albert Sidney Johnston has marched the "
    "Army of the Mississippi, 40,000 men, up from Corinth through rain and mud and formed it in three long lines "
    "across the narrow plateau between Owl Creek and Lick Creek, two miles from Grant's camps. Grant is at "
    "Savannah, nine miles down the river; his five divisions at Pittsburg Landing, many of them regiments that "
    "have never fought, lie in their tents without a trench, Sherman's and Prentiss's raw brigades in front about "
    "Shiloh Church and Spain Field. At dawn a patrol of Prentiss's finds Hardee's skirmishers in Fraley Field. "
    "Hardee's line, then Bragg's, then Polk's and Breckinridge's corps roll through the camps; Sherman and "
    "McClernand fall back fighting across the Corinth Road and Review Field, while Prentiss and W. H. L. Wallace "
    "hold the Sunken Road and the oak thicket the Confederates will call the Hornet's Nest, and Hurlbut the "
    "Peach Orchard. Lew Wallace's division is five miles away at Crump's Landing and takes the wrong road; "
    "Buell's Army of the Ohio is marching up the east bank. At dusk the Confederates reach Dill Branch, under "
    "the siege guns Grant has massed on the last ridge before the Landing and the gunboats' shells. In the night "
    "Lew Wallace comes in over Snake Creek and Buell's divisions cross by steamboat; on Monday 7 April Grant and "
    "Buell attack. Confederates: take Shiloh Church, the Union camps, the Hornet's Nest and the Peach Orchard "
    "and hold them at the end. Union: hold them as long as you can on the first day and take them back on the "
    "second; the Landing is your base and counts for nothing in itself."
)
GRAND_DE = (
    "Große Schlacht, zwei Tage. Sonntag, 6. April 1862, sechs Uhr morgens. Albert Sidney Johnston hat die "
    "Mississippi-Armee, 40.000 Mann, durch Regen und Schlamm von Corinth heraufgeführt und in drei langen Linien "
    "über die schmale Hochfläche zwischen Owl Creek und Lick Creek aufgestellt, zwei Meilen vor Grants Lagern. "
    "Grant ist in Savannah, neun Meilen flussabwärts; seine fünf Divisionen bei Pittsburg Landing, viele "
    "Regimenter ohne jede Gefechtserfahrung, liegen ohne Schanzen in ihren Zelten, vorn die unerfahrenen "
    "Brigaden von Sherman und Prentiss bei der Shiloh-Kirche und dem Spain-Feld. Im Morgengrauen stößt eine "
    "Streife von Prentiss im Fraley-Feld auf Hardees Plänkler. Hardees Linie, dann Braggs, dann die Korps von "
    "Polk und Breckinridge rollen durch die Lager; Sherman und McClernand weichen kämpfend über die Straße nach "
    "Corinth und das Paradefeld zurück, während Prentiss und W. H. L. Wallace den Hohlweg und das Eichendickicht "
    "halten, das die Konföderierten das Hornissennest nennen werden, und Hurlbut den Pfirsichgarten. Lew "
    "Wallaces Division steht fünf Meilen entfernt bei Crump's Landing und nimmt die falsche Straße; Buells "
    "Ohio-Armee marschiert am Ostufer heran. In der Dämmerung erreichen die Konföderierten den Dill Branch, unter "
    "den Belagerungsgeschützen, die Grant auf dem letzten Höhenzug vor der Anlegestelle gesammelt hat, und den "
    "Granaten der Kanonenboote. In der Nacht kommt Lew Wallace über den Snake Creek, Buells Divisionen setzen mit "
    "Dampfbooten über; am Montag, dem 7. April, greifen Grant und Buell an. Konföderierte: Nehmen Sie die "
    "Shiloh-Kirche, die Lager der Union, das Hornissennest und den Pfirsichgarten und halten Sie sie bis zum "
    "Ende. Union: Halten Sie sie am ersten Tag so lange wie möglich und nehmen Sie sie am zweiten zurück; die "
    "Anlegestelle ist Ihre Basis und zählt für sich allein nichts."
)
GRAND_FR = (
    "Grande bataille, deux jours. Dimanche 6 avril 1862, six heures du matin. Albert Sidney Johnston a mené "
    "l'armée du Mississippi, 40 000 hommes, depuis Corinth sous la pluie et dans la boue, et l'a rangée sur trois "
    "longues lignes en travers de l'étroit plateau entre l'Owl Creek et le Lick Creek, à trois kilomètres des camps "
    "de Grant. Grant est à Savannah, à quinze kilomètres en aval ; ses cinq divisions de Pittsburg Landing, dont "
    "beaucoup de régiments qui n'ont jamais combattu, dorment sous la tente sans un retranchement, les brigades "
    "novices de Sherman et de Prentiss en avant, autour de l'église de Shiloh et du champ Spain. À l'aube, une "
    "patrouille de Prentiss rencontre les tirailleurs de Hardee dans le champ Fraley. La ligne de Hardee, puis "
    "celle de Bragg, puis les corps de Polk et de Breckinridge déferlent sur les camps ; Sherman et McClernand "
    "reculent en combattant par la route de Corinth et le champ de revue, tandis que Prentiss et W. H. L. Wallace "
    "tiennent le chemin creux et le fourré de chênes que les confédérés appelleront le nid de frelons, et Hurlbut "
    "le verger de pêchers. La division de Lew Wallace est à huit kilomètres, à Crump's Landing, et prend la "
    "mauvaise route ; l'armée de l'Ohio de Buell remonte la rive est. Au crépuscule les confédérés atteignent le "
    "Dill Branch, sous les pièces de siège que Grant a massées sur la dernière crête avant le débarcadère et les "
    "obus des canonnières. Dans la nuit Lew Wallace arrive par le Snake Creek et les divisions de Buell passent le "
    "fleuve en vapeur ; le lundi 7 avril, Grant et Buell attaquent. Confédérés : prenez l'église de Shiloh, les "
    "camps de l'Union, le nid de frelons et le verger de pêchers et tenez-les jusqu'à la fin. Union : tenez-les "
    "le premier jour aussi longtemps que possible et reprenez-les le second ; le débarcadère est votre base et "
    "ne compte pour rien en lui-même."
)

# Turn arithmetic (20-minute day turns from 06:00, dusk 18:20, dawn 05:40):
# turns 1-37 are 06:00-18:00; turn 38 is the night, one turn of 680 minutes
# (18:20 to 05:40); turn 39 is 05:40 on 7 April; the last, turn 56, is
# 11:20-11:40.
NIGHT = 680


def turn_at(hhmm, day=1):
    h, m = map(int, hhmm.split(":"))
    t = h * 60 + m
    if day == 1:
        return 1 + (t - 360) // 20
    return 39 + (t - 340) // 20


def grand():
    m = json.load(open("maps/shiloh.json", encoding="utf-8"))
    s = Field(m, GRID, load_oobs())
    # Union camps at dawn (Reed's map of the camps of 5 April): Sherman about
    # Shiloh Church with Stuart far off on the left at the Lick Creek ford,
    # Prentiss at Spain and Barnes Fields, McClernand behind Sherman at Review
    # Field, Hurlbut at Cloud Field, W. H. L. Wallace by the Landing. Peabody
    # had sent out Powell's patrol and stood to arms; Hildebrand and Buckland
    # formed in front of their camps; the rest are still in their camps.
    s.deploy("u-peabody", hx(35.1268, -88.3385), facing="S")
    s.deploy("u-miller", hx(35.1255, -88.3305), facing="S", formation="column")
    s.deploy("u-hildebrand", hx(35.1328, -88.3392), facing="S")
    s.deploy("u-buckland", hx(35.1350, -88.3462), facing="S")
    s.deploy("u-mcdowell", hx(35.1420, -88.3545), facing="SW", formation="column")
    s.deploy("u-stuart", hx(35.1262, -88.3172), facing="S", formation="column")
    s.deploy("u-hare", hx(35.1412, -88.3355), facing="S", formation="column")
    s.deploy("u-marsh", hx(35.1395, -88.3420), facing="S", formation="column")
    s.deploy("u-raith", hx(35.1380, -88.3382), facing="S", formation="column")
    s.deploy("u-williams", hx(35.1470, -88.3255), facing="S", formation="column")
    s.deploy("u-veatch", hx(35.1515, -88.3300), facing="S", formation="column")
    s.deploy("u-lauman", hx(35.1480, -88.3215), facing="S", formation="column")
    s.deploy("u-tuttle", hx(35.1570, -88.3285), facing="S", formation="column")
    s.deploy("u-mcarthur", hx(35.1458, -88.3335), facing="S", formation="column")
    s.deploy("u-sweeny", hx(35.1585, -88.3240), facing="S", formation="column")
    s.deploy("u-reid", hx(35.1535, -88.3215), facing="S", formation="column")
    s.deploy("u-webster", hx(35.1500, -88.3225), facing="S")
    for f, xy in (("u-aot", LANDING), ("u-d1", (35.1400, -88.3390)), ("u-d2", (35.1560, -88.3260)),
                  ("u-d4", (35.1490, -88.3260)), ("u-d5", SHILOH_CHURCH), ("u-d6", (35.1262, -88.3345))):
        s.place_leader(f, hx(*xy))
    # Lew Wallace's division from Crump's Landing by the Shunpike and the
    # River Road, over Snake Creek after dark (Wallace's report; Reed).
    s.arrive("u-d3", turn_at("18:20"), hx(*NORTH_ENTRY))
    # Buell: Ammen's brigade of Nelson's division ferried over at about five
    # and in the line at dusk; Hazen and Bruce in the night; Crittenden by
    # steamboat from Savannah in the night; McCook's brigades from Savannah
    # at dawn; Wagner's brigade of Wood's division at about one on the 7th.
    s.arrive("u-ammen", turn_at("17:00"), hx(*LANDING))
    s.arrive("u-hazen", turn_at("18:20"), hx(*LANDING))
    s.arrive("u-bruce", turn_at("18:20"), hx(*LANDING))
    s.arrive("u-d5o", 38, hx(*LANDING))
    s.arrive("u-rousseau", 38, hx(*LANDING))
    s.arrive("u-kirk", turn_at("06:20", 2), hx(*LANDING))
    s.arrive("u-gibson", turn_at("07:00", 2), hx(*LANDING))
    # Wagner's brigade of Wood's division came up at about one, after the last turn.
    # Confederates at dawn (Reed; Cunningham): Hardee's line with Gladden on
    # its right from Owl Creek toward Lick Creek, Bragg's about 800 yards
    # behind, Polk's corps in column on the Corinth Road; Breckinridge's
    # Reserve comes up the Bark Road and the Corinth Road in the morning.
    s.deploy("c-cleburne", hx(35.1222, -88.3560), facing="N")
    s.deploy("c-wood", hx(35.1190, -88.3478), facing="N")
    s.deploy("c-shaver", hx(35.1192, -88.3408), facing="N")
    s.deploy("c-gladden", hx(35.1185, -88.3335), facing="N")
    s.deploy("c-pond", hx(35.1142, -88.3585), facing="N", formation="column")
    s.deploy("c-panderson", hx(35.1122, -88.3505), facing="N", formation="column")
    s.deploy("c-gibson", hx(35.1110, -88.3430), facing="N", formation="column")
    s.deploy("c-jkjackson", hx(35.1098, -88.3350), facing="N", formation="column")
    s.deploy("c-chalmers", hx(35.1095, -88.3272), facing="N", formation="column")
    s.deploy("c-clark", hx(35.1050, -88.3525), facing="N", formation="column")
    s.deploy("c-cheatham", hx(35.1035, -88.3440), facing="N", formation="column")
    for f, xy in (("c-aom", (35.1150, -88.3460)), ("c-hardee", (35.1190, -88.3440)), ("c-bragg", (35.1110, -88.3440)),
                  ("c-polk", (35.1040, -88.3480))):
        s.place_leader(f, hx(*xy))
    s.arrive("c-trabue", turn_at("07:00"), hx(*SOUTH_CORINTH))
    s.arrive("c-bowen", turn_at("07:00"), hx(*SOUTH_BARK))
    s.arrive("c-statham", turn_at("07:20"), hx(*SOUTH_BARK))
    # Objectives (docs/SCENARIOS.md, "Shiloh", "Objectives and victory").
    s.objective(hx(*LANDING), "Pittsburg Landing", 0, 0)
    s.objective(hx(*GRANTS_LINE), "Grant's last line", 0, 0)
    s.objective(hx(*SHILOH_CHURCH), "Shiloh Church", 1500, 1000)
    s.objective(hx(*HORNETS_NEST), "Hornet's Nest", 800, 500)
    s.objective(hx(*PEACH_ORCHARD), "Peach Orchard", 600, 400)
    s.objective(hx(*SHERMAN_CAMPS), "Sherman's camps", 800, 500)
    s.objective(hx(*PRENTISS_CAMPS), "Prentiss's camps", 800, 500)
    s.objective(hx(*MCCLERNAND_CAMPS), "McClernand's camps", 800, 500)
    s.objective(hx(*HURLBUT_CAMPS), "Hurlbut's camps", 600, 400)
    hold_objectives(s, ["union"] * 9)
    md = meta("Shiloh, 6-7 April 1862 (the whole battle)", GRAND_EN, "06:00", 56, {"minor": 1000, "major": 8000},
              NIGHT)
    return s.build(md, translations(m, s.objectives, "Shiloh, 6.–7. April 1862 (die ganze Schlacht)",
                                    "Shiloh, 6-7 avril 1862 (toute la bataille)", GRAND_DE, GRAND_FR))


# --- 12 The Hornet's Nest ----------------------------------------------------------------------
NEST_EN = (
    "6 April 1862, one in the afternoon. Since mid-morning the remains of Prentiss's division and W. H. L. "
    "Wallace's Iowa and Illinois regiments have held an old wagon road along the edge of Duncan Field and a dense "
    "oak thicket, the Sunken Road, with Hurlbut's division on their left in Sarah Bell's Peach Orchard and "
    "McClernand's on their right. Grant has told Prentiss to hold at all hazards. Bragg throws brigade after "
    "brigade at them, Gibson's four times, Shaver's, Stephens's; the Confederates name the place the Hornet's "
    "Nest. At half past two Albert Sidney Johnston bleeds to death behind the Peach Orchard; Breckinridge's "
    "Reserve and Chalmers and Jackson push Hurlbut back toward the Landing, Polk's brigades work round the right "
    "past Duncan Field, and Ruggles masses more than fifty guns along the west side of the field. Wallace falls "
    "trying to cut his way out; at half past five Prentiss, surrounded, surrenders 2,200 men. Union: hold the "
    "Sunken Road and the Hornet's Nest as long as you can and get your men out before the ring closes. "
    "Confederates: take the Nest and the Peach Orchard and bag its defenders before dark."
)
NEST_DE = (
    "6. April 1862, ein Uhr nachmittags. Seit dem Vormittag halten die Reste von Prentiss' Division und die "
    "Regimenter aus Iowa und Illinois von W. H. L. Wallace einen alten Fahrweg am Rand des Duncan-Feldes und "
    "eines dichten Eichengehölzes, den Hohlweg, links von ihnen Hurlbuts Division in Sarah Bells Pfirsichgarten, "
    "rechts McClernands. Grant hat Prentiss befohlen, um jeden Preis zu halten. Bragg wirft Brigade um Brigade "
    "gegen sie, Gibsons viermal, Shavers, Stephens'; die Konföderierten nennen den Ort das Hornissennest. Um "
    "halb drei verblutet Albert Sidney Johnston hinter dem Pfirsichgarten; Breckinridges Reserve, Chalmers und "
    "Jackson drängen Hurlbut zur Anlegestelle zurück, Polks Brigaden umgehen den rechten Flügel am Duncan-Feld, "
    "und Ruggles fährt über fünfzig Geschütze am Westrand des Feldes auf. Wallace fällt beim Versuch, sich "
    "durchzuschlagen; um halb sechs ergibt sich der eingeschlossene Prentiss mit 2.200 Mann. Union: Halten Sie "
    "den Hohlweg und das Hornissennest so lange wie möglich und bringen Sie Ihre Männer heraus, bevor sich der "
    "Ring schließt. Konföderierte: Nehmen Sie das Nest und den Pfirsichgarten und fangen Sie seine Verteidiger "
    "vor der Dunkelheit."
)
NEST_FR = (
    "6 avril 1862, une heure de l'après-midi. Depuis le milieu de la matinée, les restes de la division Prentiss "
    "et les régiments de l'Iowa et de l'Illinois de W. H. L. Wallace tiennent un vieux chemin de charrettes au bord "
    "du champ Duncan et d'un épais fourré de chênes, le chemin creux, avec à leur gauche la division Hurlbut dans "
    "le verger de pêchers de Sarah Bell et à leur droite celle de McClernand. Grant a ordonné à Prentiss de tenir "
    "à tout prix. Bragg lance contre eux brigade après brigade, celle de Gibson quatre fois, celles de Shaver et "
    "de Stephens ; les confédérés nomment l'endroit le nid de frelons. À deux heures et demie Albert Sidney "
    "Johnston meurt de sa blessure derrière le verger ; la réserve de Breckinridge, Chalmers et Jackson "
    "repoussent Hurlbut vers le débarcadère, les brigades de Polk débordent la droite par le champ Duncan, et "
    "Ruggles aligne plus de cinquante canons à l'ouest du champ. Wallace tombe en tentant de se frayer un "
    "passage ; à cinq heures et demie Prentiss, encerclé, se rend avec 2 200 hommes. Union : tenez le chemin creux "
    "et le nid de frelons aussi longtemps que possible et sauvez vos hommes avant que l'anneau se ferme. "
    "Confédérés : prenez le nid et le verger de pêchers et capturez leurs défenseurs avant la nuit."
)


def nest():
    m = json.load(open("maps/shiloh.json", encoding="utf-8"))
    s = Field(m, GRID, load_oobs())
    tired = 250
    # The Union line at one o'clock (Reed's map of the positions at noon and
    # at 4 p.m.): Tuttle's Iowans along the Sunken Road from the corner of
    # Duncan Field, Prentiss's remnant in the thicket, Hurlbut's Williams and
    # Lauman about the Peach Orchard, McArthur toward the Bloody Pond, Sweeny
    # behind Tuttle's right.
    place_along(s, "u-tuttle", line_hexes((35.1403, -88.3320), (35.1375, -88.3285)), "SW", fatigue=tired)
    place_along(s, "u-peabody", line_hexes((35.1372, -88.3280), (35.1355, -88.3255)), "SW", per_hex=2, fatigue=500)
    place_along(s, "u-miller", line_hexes((35.1352, -88.3252), (35.1340, -88.3235)), "SW", per_hex=2, fatigue=500)
    s.deploy("u-williams", hx(35.1330, -88.3220), facing="S", fatigue=tired)
    s.deploy("u-lauman", hx(35.1345, -88.3260), facing="SW", fatigue=tired)
    s.deploy("u-mcarthur", hx(35.1325, -88.3180), facing="S", fatigue=tired)
    s.deploy("u-sweeny", hx(35.1425, -88.3305), facing="SW", fatigue=tired)
    # McClernand's division, worn out, had fallen back by one o'clock to the
    # edge of Jones Field behind the right of the Sunken Road (Reed).
    s.deploy("u-d1", hx(35.1462, -88.3365), facing="SW", fatigue=400)
    for f, xy in (("u-aot", LANDING), ("u-d2", (35.1395, -88.3295)), ("u-d4", (35.1335, -88.3225)),
                  ("u-d6", (35.1360, -88.3265))):
        s.place_leader(f, hx(*xy))
    s.deploy("u-webster", hx(35.1500, -88.3225), facing="S")
    s.arrive("u-ammen", turn_at("17:00") - turn_at("13:00") + 1, hx(*LANDING))
    worn = 250
    # Confederates, after seven hours of attacks (fatigue 250, as the Union's;
    # at 450, the Medium band, they won too seldom):
    # Gibson and Shaver before the thicket, Stephens and Russell west of
    # Duncan Field, Stewart beyond them, Breckinridge's Statham and Bowen and
    # Withers's Jackson and Chalmers before the Peach Orchard, some 300-600
    # yards off (Reed); Patton Anderson comes up at two. Ruggles's massed guns
    # are the brigades' own batteries. (With Bushrod Johnson's brigade too,
    # or Pond's and Trabue's coming up in the afternoon, the Confederates won
    # nearly every game.)
    s.deploy("c-gibson", hx(35.1335, -88.3322), facing="NE", fatigue=worn)
    s.deploy("c-shaver", hx(35.1312, -88.3292), facing="NE", fatigue=worn)
    s.deploy("c-stephens", hx(35.1382, -88.3400), facing="SE", fatigue=worn)
    s.deploy("c-russell", hx(35.1412, -88.3425), facing="SE", fatigue=worn)
    s.deploy("c-stewart", hx(35.1442, -88.3455), facing="SE", fatigue=worn)
    s.deploy("c-statham", hx(35.1282, -88.3262), facing="N", fatigue=worn)
    s.deploy("c-bowen", hx(35.1275, -88.3218), facing="N", fatigue=worn)
    s.deploy("c-jkjackson", hx(35.1280, -88.3172), facing="N", fatigue=worn)
    s.deploy("c-chalmers", hx(35.1268, -88.3130), facing="N", fatigue=worn)
    for f, xy in (("c-aom", (35.1300, -88.3230)), ("c-bragg", (35.1330, -88.3300)), ("c-polk", (35.1410, -88.3410)),
                  ("c-withers", (35.1290, -88.3150)), ("c-ruggles", (35.1360, -88.3380))):
        s.place_leader(f, hx(*xy))
    s.arrive("c-panderson", turn_at("14:00") - turn_at("13:00") + 1, hx(35.1320, -88.3420))
    s.objective(hx(*HORNETS_NEST), "Hornet's Nest", 1500, 1500)
    s.objective(hx(*SUNKEN_NORTH), "Sunken Road", 800, 800)
    s.objective(hx(*PEACH_ORCHARD), "Peach Orchard", 600, 600)
    s.objective(hx(*GRANTS_LINE), "Grant's last line", 0, 1000)
    s.objective(hx(*DUNCAN), "Duncan Field", 0, 0)
    s.objective(hx(*LANDING), "Pittsburg Landing", 700, 0)
    hold_objectives(s, ["union", "union", "union", "union", None, "union"])
    md = meta("The Hornet's Nest, 6 April 1862", NEST_EN, "13:00", 16, {"minor": 250, "major": 5000}, 60)
    return s.build(md, translations(m, s.objectives, "Das Hornissennest, 6. April 1862",
                                    "Le nid de frelons, 6 avril 1862", NEST_DE, NEST_FR))


def with_history(name, scenario):
    return scengen.with_history(scenario, HISTORY[name])


def main():
    only = sys.argv[1:]
    for name, fn in (("11-shiloh", grand), ("12-hornets-nest", nest)):
        if only and name not in only:
            continue
        sc = with_history(name, fn())
        mapgen.write_json(f"scenarios/{name}.json", sc)
        men = {side: sum(u["men"] for u in sc["units"] if u["side"] == side) for side in ("union", "confederate")}
        print(name, len(sc["units"]), "units", men)


if __name__ == "__main__":
    main()
