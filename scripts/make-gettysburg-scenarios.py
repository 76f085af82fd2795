#!/usr/bin/env python3
"""Generates the Gettysburg scenarios on maps/gettysburg.json (made by
scripts/make-gettysburg-map.py):

    scenarios/13-gettysburg.json         the whole battle, 1 July 08:00 to 3 July 18:00, the nights between
    scenarios/14-barlows-knoll.json      1 July, the afternoon: the XI Corps north of the town
    scenarios/15-little-round-top.json   2 July, the afternoon: Little Round Top, the Wheatfield, the Peach Orchard
    scenarios/16-picketts-charge.json    3 July, the cannonade and Pickett's Charge

Run from the repository root after the map:

    python3 scripts/make-gettysburg-scenarios.py [13-gettysburg] [14-barlows-knoll] ...

The orders of battle are in scripts/gettysburg_oob.py (the table format of
scripts/scengen.py with the `R` shorthand explained there). Positions are
latitude and longitude, converted to yards by the map generator's `P`.
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
import gettysburg_oob

_spec = importlib.util.spec_from_file_location("gbmap", os.path.join(HERE, "make-gettysburg-map.py"))
gm = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gm)
GRID = mapgen.Grid(gm.WIDTH, gm.HEIGHT, (gm.WEST - gm.LON0) * gm.YD_LON, (gm.NORTH - gm.LAT0) * gm.YD_LAT)
P = gm.P

SOURCE = (
    "Order of battle: U.S. War Department, The War of the Rebellion: Official Records of the Union and "
    "Confederate Armies, Series I, vol. 27, part 1, pp. 155-168 (organization of the Army of the Potomac) and "
    "pp. 173-187 (return of casualties), part 2, pp. 283-291 (organization of the Army of Northern Virginia) "
    "and pp. 338-346 (Confederate returns), with the reports of Meade, Hancock, Howard, Sickles, Sykes, Slocum, "
    "Hunt, Buford, Lee, Longstreet, Ewell, A. P. Hill, Early, Rodes, Johnson, Hood (Law), McLaws, Pickett, "
    "Alexander and Stuart. Strengths and losses: John W. Busey and David G. Martin, Regimental Strengths and "
    "Losses at Gettysburg (4th ed., 2005), engaged strengths by brigade, the regiments of a brigade grouped "
    "into units of up to about 950 men (450 in the part scenarios) and the batteries of a battalion into "
    "units of up to 14 guns. Times and positions: the Bachelder maps of the troop positions (1876), Harry W. "
    "Pfanz, Gettysburg: The First Day (2001), Gettysburg: The Second Day (1987) and Gettysburg: Culp's Hill "
    "and Cemetery Hill (1993), Edwin B. Coddington, The Gettysburg Campaign (1968), Earl J. Hess, Pickett's "
    "Charge: The Last Attack at Gettysburg (2001), Bradley M. Gottfried, The Maps of Gettysburg (2007). "
    "Leader and unit ratings are the designer's judgement (as in scenario 01 where the same men fight)."
)
HIST_SOURCE = ("U.S. War Department, Official Records, Series I, vol. 27, part 1, pp. 173-187 (return of casualties "
               "in the Union forces) and part 2, pp. 338-346; John W. Busey and David G. Martin, Regimental "
               "Strengths and Losses at Gettysburg (4th ed., 2005), the armies' and the brigades' losses")
HISTORY = {
    "13-gettysburg": {
        "losses": {"union": {"total": 23049, "killed": 3155, "wounded": 14529, "missing": 5365},
                   "confederate": {"total": 23231, "killed": 4708, "wounded": 12693, "missing": 5830}},
        "outcome": "union-victory",
        "note": "The Union held Cemetery Hill, Culp's Hill, Cemetery Ridge and the Round Tops; Lee's army "
                "withdrew on the night of 4 July",
        "source": HIST_SOURCE,
    },
    "14-barlows-knoll": {
        "losses": {"union": {"total": 4900}, "confederate": {"total": 3100}},
        "outcome": "confederate-victory",
        "note": "The XI Corps and Robinson's division driven through the town to Cemetery Hill (estimate: the "
                "XI Corps' 1 July share of its 3,801 and Robinson's 1,690; Rodes's division's 1 July share and "
                "Early's losses of 1 July, Busey and Martin)",
        "source": HIST_SOURCE,
    },
    "15-little-round-top": {
        "losses": {"union": {"total": 8100}, "confederate": {"total": 5400}},
        "outcome": "union-victory",
        "note": "The Peach Orchard and the Wheatfield lost, Little Round Top and Cemetery Ridge held (estimate: "
                "the III Corps' 4,211, the V Corps' 2,187, Caldwell's 1,275 and the 2 July share of Willard's "
                "and McGilvery's; Hood's and McLaws's divisions and the 2 July losses of Wilcox and Lang, "
                "Busey and Martin)",
        "source": HIST_SOURCE,
    },
    "16-picketts-charge": {
        "losses": {"union": {"total": 1500}, "confederate": {"total": 6500}},
        "outcome": "union-victory",
        "note": "The charge of Pickett's, Pettigrew's and Trimble's divisions broken at the Angle (estimate: "
                "the nine brigades' and Wilcox's and Lang's 3 July losses, Busey and Martin and Hess; the "
                "II Corps', Stannard's and the artillery's 3 July losses)",
        "source": HIST_SOURCE,
    },
}


# --- orders of battle ------------------------------------------------------------------------------


def load_oobs(cap):
    return scengen.oobs_from_texts((gettysburg_oob.UNION, gettysburg_oob.CONFEDERATE), cap)


# --- places (lat, lon) ------------------------------------------------------------------------------
DIAMOND = (39.8309, -77.2311)
CEMETERY_HILL = (39.8225, -77.2305)
EAST_CEMETERY = (39.8228, -77.2282)
CULPS_HILL = (39.8178, -77.2195)
SPANGLER_SPRING = (39.8112, -77.2168)
ANGLE = (39.8125, -77.2355)
ZIEGLER = (39.8175, -77.2340)
CEM_RIDGE_S = (39.8040, -77.2356)
LRT = (39.7923, -77.2365)
BRT = (39.7862, -77.2376)
DEVILS_DEN = (39.7912, -77.2428)
WHEATFIELD = (39.7982, -77.2440)
PEACH_ORCHARD = (39.8012, -77.2497)
SEMINARY = (39.8319, -77.2445)
MCPHERSON = (39.8356, -77.2524)
OAK_HILL = (39.8455, -77.2458)
BARLOWS_KNOLL = (39.8455, -77.2275)
ALMSHOUSE = (39.8440, -77.2333)
OAK_RIDGE = (39.8420, -77.2440)
POWERS_HILL = (39.8068, -77.2178)

# Map-edge entries
W_PIKE = (39.8398, -77.2676)          # Chambersburg Pike, west edge
W_FAIRFIELD = (39.8222, -77.2676)     # Fairfield Road, west edge
W_MILLERSTOWN = (39.8040, -77.2676)
N_MUMMASBURG = (39.8517, -77.2575)
N_CARLISLE = (39.8517, -77.2326)
N_HARRISBURG = (39.8517, -77.2206)
N_HUNTERSTOWN = (39.8517, -77.2065)
E_YORK = (39.8378, -77.2003)
E_HANOVER = (39.8276, -77.2003)
E_BALTIMORE = (39.7993, -77.2003)
S_TANEYTOWN = (39.7795, -77.2300)
S_EMMITSBURG = (39.7800, -77.2665)
EMMITSBURG_CODORI = (39.8137, -77.2412)


def hx(lat, lon):
    return P(lat, lon)


def occupy(s, xy, side):
    """Each side starts holding its objectives (scengen.occupy_hex)."""
    scengen.occupy_hex(s, s.hex(xy), side)


def arrive_each(s, fids, turn, xy, **kw):
    for f in fids:
        s.arrive(f, turn, hx(*xy), **kw)


def translations(m, objectives, title_de, title_fr, desc_de, desc_fr):
    return scengen.localized(m, objectives, NAMES_DE, NAMES_FR, title_de, title_fr, desc_de, desc_fr)


NAMES_DE = {
    "Gettysburg: Oak Hill to the Round Tops": "Gettysburg: von Oak Hill bis zu den Round Tops",
    "Gettysburg": "Gettysburg", "Lutheran Seminary": "Lutherisches Seminar", "Seminary Ridge": "Seminary Ridge (Seminarrücken)",
    "McPherson's Ridge": "McPherson's Ridge", "Herbst Woods": "Herbst-Wald", "Railroad cut": "Bahneinschnitt",
    "Herr Ridge": "Herr Ridge", "Oak Hill": "Oak Hill", "Oak Ridge": "Oak Ridge", "Barlow's Knoll": "Barlows Hügel",
    "Almshouse": "Armenhaus", "Cemetery Hill": "Cemetery Hill (Friedhofshügel)",
    "East Cemetery Hill": "East Cemetery Hill (östlicher Friedhofshügel)", "Culp's Hill": "Culp's Hill",
    "Spangler's Spring": "Spanglers Quelle", "The Angle": "Der Winkel (The Angle)",
    "Cemetery Ridge": "Cemetery Ridge (Friedhofsrücken)", "Ziegler's Grove": "Zieglers Wäldchen",
    "Leister house (Meade's headquarters)": "Leister-Haus (Meades Hauptquartier)", "Codori farm": "Codori-Hof",
    "Peach Orchard": "Pfirsichgarten (Peach Orchard)", "Wheatfield": "Weizenfeld (Wheatfield)",
    "Devil's Den": "Teufelshöhle (Devil's Den)", "Houck's Ridge": "Houck's Ridge",
    "Little Round Top": "Little Round Top", "Big Round Top": "Big Round Top", "Trostle farm": "Trostle-Hof",
    "Rose farm": "Rose-Hof", "Warfield Ridge": "Warfield Ridge", "Point of Woods": "Waldspitze (Point of Woods)",
    "Power's Hill": "Power's Hill", "Benner's Hill": "Benner's Hill", "Wolf Hill": "Wolf Hill",
    "Willoughby Run": "Willoughby Run (Bach)", "Rock Creek": "Rock Creek (Bach)", "Plum Run": "Plum Run (Bach)",
    "Chambersburg Pike": "Chambersburger Chaussee", "Mummasburg Road": "Straße nach Mummasburg",
    "Carlisle Road": "Straße nach Carlisle", "Harrisburg Road": "Straße nach Harrisburg", "York Pike": "Chaussee nach York",
    "Hanover Road": "Straße nach Hanover", "Baltimore Pike": "Chaussee nach Baltimore",
    "Taneytown Road": "Straße nach Taneytown", "Emmitsburg Road": "Straße nach Emmitsburg",
    "Fairfield Road": "Straße nach Fairfield", "George Spangler farm": "Hof George Spangler",
    "The town (the Diamond)": "Die Stadt (der Diamond)",
}
NAMES_FR = {
    "Gettysburg: Oak Hill to the Round Tops": "Gettysburg : d'Oak Hill aux Round Tops",
    "Gettysburg": "Gettysburg", "Lutheran Seminary": "séminaire luthérien", "Seminary Ridge": "crête du Séminaire",
    "McPherson's Ridge": "crête McPherson", "Herbst Woods": "bois Herbst", "Railroad cut": "tranchée du chemin de fer",
    "Herr Ridge": "crête Herr", "Oak Hill": "Oak Hill", "Oak Ridge": "crête des Chênes (Oak Ridge)",
    "Barlow's Knoll": "butte de Barlow", "Almshouse": "hospice des pauvres", "Cemetery Hill": "colline du Cimetière",
    "East Cemetery Hill": "colline du Cimetière, versant est", "Culp's Hill": "colline Culp",
    "Spangler's Spring": "source Spangler", "The Angle": "l'Angle", "Cemetery Ridge": "crête du Cimetière",
    "Ziegler's Grove": "bosquet Ziegler", "Leister house (Meade's headquarters)": "maison Leister (quartier général de Meade)",
    "Codori farm": "ferme Codori", "Peach Orchard": "le Verger de pêchers", "Wheatfield": "le Champ de blé",
    "Devil's Den": "l'Antre du Diable", "Houck's Ridge": "crête Houck", "Little Round Top": "Little Round Top",
    "Big Round Top": "Big Round Top", "Trostle farm": "ferme Trostle", "Rose farm": "ferme Rose",
    "Warfield Ridge": "crête Warfield", "Point of Woods": "pointe du bois", "Power's Hill": "colline Power",
    "Benner's Hill": "colline Benner", "Wolf Hill": "colline Wolf", "Willoughby Run": "ruisseau Willoughby",
    "Rock Creek": "ruisseau Rock Creek", "Plum Run": "ruisseau Plum Run", "Chambersburg Pike": "route de Chambersburg",
    "Mummasburg Road": "route de Mummasburg", "Carlisle Road": "route de Carlisle", "Harrisburg Road": "route de Harrisburg",
    "York Pike": "route de York", "Hanover Road": "route de Hanover", "Baltimore Pike": "route de Baltimore",
    "Taneytown Road": "route de Taneytown", "Emmitsburg Road": "route d'Emmitsburg", "Fairfield Road": "route de Fairfield",
    "George Spangler farm": "ferme George Spangler", "The town (the Diamond)": "la ville (le Diamond)",
}


def meta(title, desc, start, turns, victory, date, day_minutes=20, night_minutes=60, dawn="04:30", dusk="19:30",
         first="confederate"):
    return {"title": title, "description": desc, "source": SOURCE, "map": "../maps/gettysburg.json",
            "date": date, "start": start, "turns": turns, "dawn": dawn, "dusk": dusk,
            "dayTurnMinutes": day_minutes, "nightTurnMinutes": night_minutes, "firstSide": first,
            "rules": {"fogOfWar": True, "routLimiting": False}, "victory": victory}


# --- 13 the whole battle ---------------------------------------------------------------------------
# 40-minute day turns from 08:00 on 1 July; dusk 19:20, dawn 05:20, one
# night turn of 10 hours each night.
DAY_MIN, NIGHT_MIN = 40, 600


UNION_MARCH, UNION_MARCH_DAY1, UNION_MARCH_VI = 200, 200, 400


def T(day, hhmm):
    """The turn of the whole battle that starts at or just before day (1-3), HH:MM."""
    h, m = map(int, hhmm.split(":"))
    t = h * 60 + m
    if day == 1:
        return 1 + (t - 480) // DAY_MIN
    return {2: 19, 3: 41}[day] + (t - 320) // DAY_MIN


GRAND_EN = (
    "1 July 1863, eight o'clock. Lee's army is converging on Gettysburg from the north and west; Henry Heth's "
    "division comes down the Chambersburg Pike to Herr Ridge and finds John Buford's two cavalry brigades on "
    "foot on McPherson's Ridge. Reynolds's I Corps hurries up the Emmitsburg Road, Howard's XI Corps behind "
    "it; Rodes comes down on Oak Hill from the north at noon and Early on the Harrisburg Road in the "
    "afternoon, and by evening the two Union corps have been driven through the town to Cemetery Hill, where "
    "Steinwehr's division waits. Through the night and the next morning the rest of Meade's army comes up the "
    "Baltimore Pike and the Taneytown and Emmitsburg Roads and forms the fish-hook: Culp's Hill, Cemetery "
    "Hill, Cemetery Ridge, the Round Tops. On 2 July Longstreet attacks the Union left — the Peach Orchard, "
    "the Wheatfield, Devil's Den, Little Round Top — and Ewell Culp's Hill and East Cemetery Hill at dusk; "
    "on 3 July Johnson renews the fight on Culp's Hill at dawn, and in the afternoon, after the greatest "
    "cannonade of the war, Pickett's, Pettigrew's and Trimble's divisions charge the Union centre at the "
    "Angle, while Stuart's horsemen ride against Gregg east of the town. Both armies arrive over the three "
    "days as they did. The Union must hold Cemetery Hill, Culp's Hill, Cemetery Ridge and Little Round Top "
    "at the end of 3 July; the Confederates must take them."
)
GRAND_DE = (
    "1. Juli 1863, acht Uhr. Lees Armee rückt von Norden und Westen auf Gettysburg zusammen; Henry Heths "
    "Division kommt die Chambersburger Chaussee herab auf Herr Ridge und findet John Bufords zwei "
    "Kavalleriebrigaden abgesessen auf McPherson's Ridge. Reynolds' I. Korps eilt die Straße von Emmitsburg "
    "herauf, Howards XI. Korps dahinter; Rodes stößt mittags von Norden auf Oak Hill vor, Early am Nachmittag "
    "auf der Straße von Harrisburg, und am Abend sind die beiden Unionskorps durch die Stadt auf den "
    "Friedhofshügel zurückgeworfen, wo Steinwehrs Division wartet. In der Nacht und am Morgen kommt der Rest "
    "von Meades Armee auf der Chaussee von Baltimore und den Straßen von Taneytown und Emmitsburg heran und "
    "bildet den Angelhaken: Culp's Hill, Friedhofshügel, Friedhofsrücken, die Round Tops. Am 2. Juli greift "
    "Longstreet den linken Unionsflügel an — Pfirsichgarten, Weizenfeld, Teufelshöhle, Little Round Top —, "
    "Ewell in der Dämmerung Culp's Hill und den östlichen Friedhofshügel; am 3. Juli erneuert Johnson im "
    "Morgengrauen den Kampf um Culp's Hill, und am Nachmittag, nach der größten Kanonade des Krieges, stürmen "
    "die Divisionen Pickett, Pettigrew und Trimble gegen die Mitte der Union am Winkel, während Stuarts "
    "Reiter östlich der Stadt gegen Gregg anreiten. Beide Armeen treffen über die drei Tage ein, wie sie es "
    "taten. Die Union muss am Ende des 3. Juli Friedhofshügel, Culp's Hill, Friedhofsrücken und Little Round "
    "Top halten; die Konföderierten müssen sie nehmen."
)
GRAND_FR = (
    "1er juillet 1863, huit heures. L'armée de Lee converge sur Gettysburg par le nord et l'ouest ; la "
    "division d'Henry Heth descend la route de Chambersburg jusqu'à la crête Herr et trouve les deux brigades "
    "de cavalerie de John Buford pied à terre sur la crête McPherson. Le Ier corps de Reynolds accourt par la "
    "route d'Emmitsburg, le XIe corps de Howard derrière lui ; Rodes débouche à midi du nord sur Oak Hill, "
    "Early l'après-midi par la route de Harrisburg, et le soir les deux corps de l'Union sont rejetés à "
    "travers la ville sur la colline du Cimetière, où attend la division Steinwehr. Pendant la nuit et la "
    "matinée, le reste de l'armée de Meade arrive par la route de Baltimore et celles de Taneytown et "
    "d'Emmitsburg et forme l'hameçon : colline Culp, colline du Cimetière, crête du Cimetière, les Round Tops. "
    "Le 2 juillet, Longstreet attaque la gauche de l'Union — le Verger de pêchers, le Champ de blé, l'Antre "
    "du Diable, Little Round Top — et Ewell, au crépuscule, la colline Culp et le versant est de la colline "
    "du Cimetière ; le 3 juillet, Johnson reprend le combat sur la colline Culp à l'aube et, l'après-midi, "
    "après la plus grande canonnade de la guerre, les divisions Pickett, Pettigrew et Trimble chargent le "
    "centre de l'Union à l'Angle, tandis que les cavaliers de Stuart s'en prennent à Gregg à l'est de la "
    "ville. Les deux armées arrivent au fil des trois jours comme elles le firent. L'Union doit tenir la "
    "colline du Cimetière, la colline Culp, la crête du Cimetière et Little Round Top à la fin du 3 juillet ; "
    "les Confédérés doivent les prendre."
)


UNION_SHARE = 0.05   # the Union's points for its line, as a share of the Confederates'


def grand_objectives(s):
    # Worth points to both sides, all on the Union's final line: the computer
    # attacks while an objective worth points is not its own (AI.md), so the
    # Union takes its line and holds it, the Confederates attack it.
    for xy, name, c in ((CEMETERY_HILL, "Cemetery Hill", 4000), (EAST_CEMETERY, "East Cemetery Hill", 1500),
                        (CULPS_HILL, "Culp's Hill", 2500), (SPANGLER_SPRING, "Spangler's Spring", 500),
                        (ZIEGLER, "Ziegler's Grove", 1000), (ANGLE, "The Angle", 2500),
                        (CEM_RIDGE_S, "Cemetery Ridge", 1500), (LRT, "Little Round Top", 2500)):
        s.objective(hx(*xy), name, round(c * UNION_SHARE), c)
    # The ground the Confederates won, named and worth nothing.
    s.objective(hx(*DIAMOND), "The town (the Diamond)", 0, 0)
    s.objective(hx(*SEMINARY), "Lutheran Seminary", 0, 0)
    s.objective(hx(*PEACH_ORCHARD), "Peach Orchard", 0, 0)


def grand():
    m = json.load(open("maps/gettysburg.json", encoding="utf-8"))
    s = scengen.Scenario(m, GRID, load_oobs(950))
    # 08:00, 1 July: Buford's troopers on foot on McPherson's Ridge and north
    # of the railroad toward Oak Hill (scenario 01).
    s.deploy("u-gamble", hx(39.8345, -77.2528), facing="SW", fatigue=100)
    s.deploy("u-devin", hx(39.8405, -77.2520), facing="NW", fatigue=100)
    s.place_leader("u-buford", hx(*SEMINARY))
    s.place_leader("u-cav", hx(*SEMINARY))
    s.place_leader("u-aop", hx(39.8167, -77.2340))
    # Heth on Herr Ridge, Archer south of the pike, Davis north of it.
    s.deploy("c-archer", hx(39.8365, -77.2640), facing="NE", formation="column", fatigue=200)
    s.deploy("c-davis", hx(39.8420, -77.2640), facing="NE", formation="column", fatigue=200)
    s.deploy("c-garnett-j", hx(39.8392, -77.2655), facing="NE", formation="column", fatigue=200)
    s.place_leader("c-heth", hx(39.8392, -77.2655))
    s.place_leader("c-iii", hx(*W_PIKE))
    s.place_leader("c-anv", hx(*W_PIKE))
    # Union arrivals (Pfanz; Coddington; the corps' reports), tired by the
    # forced marches of 30 June to 2 July (the VI Corps' 34 miles above all).
    # UNION_MARCH_DAY1 is the I and XI Corps' (they came the last miles at
    # the double): 300 was tried and made the battle bloodier for both
    # (docs/SCENARIOS.md, calibration step 7).
    arrive_each(s, ["u-cutler", "u-meredith"], T(1, "09:20"), EMMITSBURG_CODORI, fatigue=UNION_MARCH_DAY1)
    s.arrive("u-i-arty", T(1, "10:00"), hx(*EMMITSBURG_CODORI), fatigue=UNION_MARCH_DAY1)
    arrive_each(s, ["u-biddle", "u-stone"], T(1, "10:40"), EMMITSBURG_CODORI, fatigue=UNION_MARCH_DAY1)
    arrive_each(s, ["u-paul", "u-baxter"], T(1, "12:00"), EMMITSBURG_CODORI, fatigue=UNION_MARCH_DAY1)
    s.arrive("u-xi3", T(1, "12:40"), hx(39.8215, -77.2322), fatigue=UNION_MARCH_DAY1)
    s.arrive("u-xi1", T(1, "12:40"), hx(39.8220, -77.2360), fatigue=UNION_MARCH_DAY1)
    arrive_each(s, ["u-coster", "u-osmith", "u-xi-arty"], T(1, "13:20"), (39.8180, -77.2268), fatigue=UNION_MARCH_DAY1)
    arrive_each(s, ["u-mcdougall", "u-colgrove"], T(1, "16:40"), E_BALTIMORE, fatigue=UNION_MARCH)
    arrive_each(s, ["u-candy", "u-kane", "u-greene", "u-xii-arty"], T(1, "17:20"), E_BALTIMORE, fatigue=UNION_MARCH)
    s.arrive("u-stannard", T(1, "18:40"), hx(*S_EMMITSBURG), fatigue=UNION_MARCH)
    arrive_each(s, ["u-graham", "u-ward", "u-iii-arty"], T(1, "18:40"), S_EMMITSBURG, fatigue=UNION_MARCH)
    arrive_each(s, ["u-carr", "u-brewster"], T(1, "19:20"), S_EMMITSBURG, fatigue=UNION_MARCH)
    arrive_each(s, ["u-detrobriand", "u-burling"], T(2, "08:40"), S_EMMITSBURG, fatigue=UNION_MARCH)
    s.arrive("u-lockwood", T(2, "05:20"), hx(*E_BALTIMORE), fatigue=UNION_MARCH)
    s.arrive("u-ii", T(2, "06:40"), hx(*S_TANEYTOWN), fatigue=UNION_MARCH)
    arrive_each(s, ["u-v1", "u-v2", "u-v-arty"], T(2, "07:20"), E_BALTIMORE, fatigue=UNION_MARCH)
    s.arrive("u-v3", T(2, "12:40"), hx(*E_BALTIMORE), fatigue=UNION_MARCH)
    s.arrive("u-artres", T(2, "10:00"), hx(*E_BALTIMORE), fatigue=UNION_MARCH)
    s.arrive("u-gregg", T(3, "10:00"), hx(*E_HANOVER), fatigue=UNION_MARCH)
    s.arrive("u-vi", T(2, "16:00"), hx(*E_BALTIMORE), fatigue=UNION_MARCH_VI)
    s.arrive("u-custer", T(3, "10:00"), hx(*E_HANOVER), fatigue=UNION_MARCH)
    s.arrive("u-farnsworth", T(3, "12:00"), hx(*S_TANEYTOWN), fatigue=UNION_MARCH)
    s.arrive("u-merritt", T(3, "12:00"), hx(*S_EMMITSBURG), fatigue=UNION_MARCH)
    # Confederate arrivals.
    arrive_each(s, ["c-pettigrew", "c-brockenbrough"], T(1, "09:20"), W_PIKE, fatigue=200)
    s.arrive("c-iii-arty", T(1, "10:00"), hx(*W_PIKE))
    s.arrive("c-pender", T(1, "11:20"), hx(*W_PIKE), fatigue=200)
    arrive_each(s, ["c-iverson", "c-oneal", "c-daniel", "c-carter"], T(1, "12:00"), N_MUMMASBURG, fatigue=200)
    arrive_each(s, ["c-doles", "c-ramseur"], T(1, "12:00"), N_CARLISLE, fatigue=200)
    s.arrive("c-early", T(1, "14:00"), hx(*N_HARRISBURG), fatigue=200)
    s.arrive("c-ii-arty", T(1, "14:40"), hx(*N_CARLISLE))
    s.arrive("c-anderson", T(1, "16:00"), hx(*W_PIKE), fatigue=200)
    s.arrive("c-johnson", T(1, "18:00"), hx(*N_HARRISBURG), fatigue=300)
    s.arrive("c-jenkins", T(3, "12:40"), hx(*N_HUNTERSTOWN))
    arrive_each(s, ["c-kershaw", "c-semmes", "c-barksdale", "c-wofford", "c-cabell"], T(2, "08:00"),
                W_FAIRFIELD, fatigue=200)
    arrive_each(s, ["c-robertson", "c-gtanderson", "c-benning", "c-henry"], T(2, "08:40"), W_MILLERSTOWN,
                fatigue=200)
    s.arrive("c-i-arty", T(2, "08:00"), hx(*W_PIKE))
    s.arrive("c-law", T(2, "11:20"), hx(*W_MILLERSTOWN), fatigue=300)
    arrive_each(s, ["c-hampton", "c-fitzlee", "c-chambliss", "c-beckham"], T(3, "12:40"), N_HUNTERSTOWN,
                fatigue=300)
    s.arrive("c-pickett", T(3, "06:40"), hx(*W_FAIRFIELD), fatigue=200)
    grand_objectives(s)
    md = meta("Gettysburg, 1–3 July 1863 (the whole battle)", GRAND_EN, "08:00", 58,
              {"minor": 500, "major": 8000}, "1863-07-01", DAY_MIN, NIGHT_MIN, "05:20", "19:20")
    return s.build(md, translations(m, s.objectives, "Gettysburg, 1.–3. Juli 1863 (die ganze Schlacht)",
                                    "Gettysburg, 1er–3 juillet 1863 (toute la bataille)", GRAND_DE, GRAND_FR))


# --- 14 Barlow's Knoll -----------------------------------------------------------------------------
KNOLL_EN = (
    "1 July 1863, 13:40. Reynolds is dead and the I Corps holds McPherson's and Seminary Ridges against Heth "
    "and Pender; north of the town Oliver Howard's XI Corps has come up through the streets and deployed in "
    "the open plain: Schurz's division across the Carlisle and Mummasburg Roads, Barlow's on the right, where "
    "Barlow has pushed von Gilsa's brigade forward onto the knoll above Rock Creek with Wilkeson's battery. "
    "Robinson's division of the I Corps holds Oak Ridge behind its stone wall. Rodes's division is on Oak "
    "Hill; Iverson's and O'Neal's brigades are about to go in against Oak Ridge and Doles's Georgians face "
    "the XI Corps in the plain. From 14:20 Early's division comes down the Harrisburg Road onto Barlow's "
    "flank — Gordon first, then Hays and Avery. Steinwehr's division holds Cemetery Hill behind the town, "
    "Coster's brigade coming down to the brickyard in the afternoon. The Confederates must break the line "
    "north of the town and take the town and Cemetery Hill by 17:00; the Union must hold the knoll and Oak "
    "Ridge as long as it can and Cemetery Hill at the end."
)
KNOLL_DE = (
    "1. Juli 1863, 13:40 Uhr. Reynolds ist gefallen, und das I. Korps hält McPherson's und Seminary Ridge "
    "gegen Heth und Pender; nördlich der Stadt ist Oliver Howards XI. Korps durch die Straßen heraufgekommen "
    "und hat sich in der offenen Ebene entwickelt: Schurz' Division über den Straßen nach Carlisle und "
    "Mummasburg, Barlows rechts davon, wo Barlow von Gilsas Brigade mit Wilkesons Batterie auf den Hügel über "
    "dem Rock Creek vorgeschoben hat. Robinsons Division vom I. Korps hält Oak Ridge hinter ihrer Steinmauer. "
    "Rodes' Division steht auf Oak Hill; Iversons und O'Neals Brigaden greifen gleich Oak Ridge an, Doles' "
    "Georgier stehen dem XI. Korps in der Ebene gegenüber. Ab 14:20 Uhr kommt Earlys Division die Straße von "
    "Harrisburg herab in Barlows Flanke — zuerst Gordon, dann Hays und Avery. Steinwehrs Division hält den "
    "Friedhofshügel hinter der Stadt, Costers Brigade rückt am Nachmittag zur Ziegelei vor. Die "
    "Konföderierten müssen bis 17 Uhr die Linie nördlich der Stadt brechen und Stadt und Friedhofshügel "
    "nehmen; die Union muss den Hügel und Oak Ridge so lange wie möglich und am Ende den Friedhofshügel halten."
)
KNOLL_FR = (
    "1er juillet 1863, 13 h 40. Reynolds est tué et le Ier corps tient les crêtes McPherson et du Séminaire "
    "face à Heth et Pender ; au nord de la ville, le XIe corps d'Oliver Howard a traversé les rues et s'est "
    "déployé dans la plaine découverte : la division Schurz à cheval sur les routes de Carlisle et de "
    "Mummasburg, celle de Barlow à droite, où Barlow a poussé la brigade von Gilsa sur la butte dominant Rock "
    "Creek avec la batterie Wilkeson. La division Robinson du Ier corps tient Oak Ridge derrière son mur de "
    "pierre. La division Rodes est sur Oak Hill ; les brigades Iverson et O'Neal vont attaquer Oak Ridge et "
    "les Géorgiens de Doles font face au XIe corps dans la plaine. À partir de 14 h 20, la division Early "
    "descend la route de Harrisburg sur le flanc de Barlow — Gordon d'abord, puis Hays et Avery. La division "
    "Steinwehr tient la colline du Cimetière derrière la ville, la brigade Coster descendant à la briqueterie "
    "dans l'après-midi. Les Confédérés doivent rompre la ligne au nord de la ville et prendre la ville et la "
    "colline du Cimetière avant 17 heures ; l'Union doit tenir la butte et Oak Ridge aussi longtemps qu'elle "
    "le peut, et la colline du Cimetière à la fin."
)


def knoll():
    m = json.load(open("maps/gettysburg.json", encoding="utf-8"))
    s = scengen.Scenario(m, GRID, load_oobs(450))
    s.deploy("u-vongilsa", hx(*BARLOWS_KNOLL), facing="N", fatigue=200)
    s.deploy("u-ames", hx(39.8430, -77.2290), facing="N", fatigue=200)
    s.deploy("u-schimmelfennig", hx(39.8420, -77.2345), facing="N", fatigue=200)
    s.deploy("u-krzyzanowski", hx(39.8418, -77.2305), facing="N", fatigue=200)
    s.deploy("u-xi-arty", hx(39.8405, -77.2325), facing="N", fatigue=100)
    s.deploy("u-baxter", hx(39.8425, -77.2432), facing="NW", fatigue=300)
    s.deploy("u-paul", hx(39.8395, -77.2438), facing="SW", fatigue=300)
    s.deploy("u-osmith", hx(*CEMETERY_HILL), facing="N")
    s.place_leader("u-xi", hx(39.8390, -77.2318))
    s.place_leader("u-aop", hx(*CEMETERY_HILL))
    s.place_leader("u-i", hx(*SEMINARY))
    s.arrive("u-coster", 6, hx(*CEMETERY_HILL))
    # Rodes on Oak Hill, Doles in the plain east of it.
    s.deploy("c-iverson", hx(39.8470, -77.2480), facing="SE", fatigue=200)
    s.deploy("c-oneal", hx(39.8480, -77.2440), facing="S", fatigue=200)
    s.deploy("c-daniel", hx(39.8435, -77.2495), facing="SE", fatigue=200)
    s.deploy("c-ramseur", hx(39.8500, -77.2470), facing="S", formation="column", fatigue=200)
    s.deploy("c-doles", hx(39.8475, -77.2360), facing="S", fatigue=200)
    s.deploy("c-carter", hx(*OAK_HILL), facing="SE", fatigue=100)
    s.place_leader("c-ii", hx(*OAK_HILL))
    s.place_leader("c-anv", hx(*OAK_HILL))
    arrive_each(s, ["c-gordon", "c-jones-h"], 3, N_HARRISBURG, fatigue=200)
    arrive_each(s, ["c-hays", "c-avery"], 4, N_HARRISBURG, fatigue=200)
    s.arrive("c-smith", 6, hx(*N_HARRISBURG), fatigue=200)
    s.objective(hx(*BARLOWS_KNOLL), "Barlow's Knoll", 300, 300)
    s.objective(hx(*ALMSHOUSE), "Almshouse", 200, 200)
    s.objective(hx(*OAK_RIDGE), "Oak Ridge", 300, 300)
    s.objective(hx(*DIAMOND), "The town (the Diamond)", 300, 500)
    s.objective(hx(*CEMETERY_HILL), "Cemetery Hill", 2600, 1000)
    for o in s.objectives:
        occupy(s, GRID.centre(*o["hex"]), "union")
    md = meta("Barlow's Knoll, 1 July 1863", KNOLL_EN, "13:40", 11, {"minor": 300, "major": 2500}, "1863-07-01")
    return s.build(md, translations(m, s.objectives, "Barlows Hügel, 1. Juli 1863", "La butte de Barlow, 1er juillet 1863",
                                    KNOLL_DE, KNOLL_FR))


# --- 15 Little Round Top ---------------------------------------------------------------------------
LRT_EN = (
    "2 July 1863, 15:40. Against Meade's orders Dan Sickles has pushed his III Corps forward from Cemetery "
    "Ridge to the higher ground of the Emmitsburg Road: Graham's brigade holds the salient at the Peach "
    "Orchard, de Trobriand the Wheatfield and Stony Hill, Ward Houck's Ridge down to Devil's Den, Humphreys's "
    "division the road to the north; behind them Little Round Top stands empty but for a signal station. "
    "Longstreet's two divisions are formed at last on Warfield Ridge and in Pitzer's Woods after their long "
    "countermarch: Hood's on the right, Law's Alabamians and Robertson's Texans to go in first, McLaws's "
    "facing the Peach Orchard, with Alexander's guns. Warren has seen the danger: Vincent's brigade is coming "
    "to Little Round Top, Weed's and Hazlett's battery behind it; Barnes's and Ayres's divisions of the V "
    "Corps, Caldwell's of the II and McGilvery's guns will be fed into the Wheatfield, Crawford's "
    "Pennsylvanians down the slope at dusk. Wilcox's and Lang's brigades of Anderson's division wait to go "
    "in against Humphreys. The Union must hold Little Round Top and Cemetery Ridge at nightfall; the "
    "Confederates must take them, and with them the Peach Orchard, the Wheatfield and Devil's Den."
)
LRT_DE = (
    "2. Juli 1863, 15:40 Uhr. Gegen Meades Befehl hat Dan Sickles sein III. Korps vom Friedhofsrücken auf das "
    "höhere Gelände an der Straße nach Emmitsburg vorgeschoben: Grahams Brigade hält den Vorsprung am "
    "Pfirsichgarten, de Trobriand das Weizenfeld und Stony Hill, Ward Houck's Ridge bis zur Teufelshöhle, "
    "Humphreys' Division die Straße weiter nördlich; dahinter liegt Little Round Top leer bis auf eine "
    "Signalstation. Longstreets zwei Divisionen stehen nach ihrem langen Umweg endlich auf Warfield Ridge und "
    "im Pitzer-Wald: Hood rechts, Laws Alabamer und Robertsons Texaner zuerst, McLaws gegenüber dem "
    "Pfirsichgarten, mit Alexanders Geschützen. Warren hat die Gefahr erkannt: Vincents Brigade ist auf dem "
    "Weg zum Little Round Top, Weeds Brigade und Hazletts Batterie dahinter; die Divisionen Barnes und Ayres "
    "vom V. Korps, Caldwells vom II. und McGilverys Geschütze werden ins Weizenfeld geworfen, Crawfords "
    "Pennsylvanier in der Dämmerung den Hang hinab. Wilcox' und Langs Brigaden von Andersons Division warten "
    "auf den Angriff gegen Humphreys. Die Union muss bei Einbruch der Nacht Little Round Top und den "
    "Friedhofsrücken halten; die Konföderierten müssen sie nehmen und mit ihnen Pfirsichgarten, Weizenfeld "
    "und Teufelshöhle."
)
LRT_FR = (
    "2 juillet 1863, 15 h 40. Contre les ordres de Meade, Dan Sickles a porté son IIIe corps de la crête du "
    "Cimetière sur les hauteurs de la route d'Emmitsburg : la brigade Graham tient le saillant du Verger de "
    "pêchers, de Trobriand le Champ de blé et Stony Hill, Ward la crête Houck jusqu'à l'Antre du Diable, la "
    "division Humphreys la route plus au nord ; derrière eux, Little Round Top est vide, hormis un poste de "
    "signaux. Les deux divisions de Longstreet sont enfin formées sur la crête Warfield et dans le bois "
    "Pitzer après leur longue contremarche : Hood à droite, les Alabamiens de Law et les Texans de Robertson "
    "en tête, McLaws face au Verger, avec les canons d'Alexander. Warren a vu le danger : la brigade Vincent "
    "monte sur Little Round Top, celle de Weed et la batterie Hazlett derrière ; les divisions Barnes et "
    "Ayres du Ve corps, celle de Caldwell du IIe et les canons de McGilvery seront jetés dans le Champ de "
    "blé, les Pennsylvaniens de Crawford dévaleront la pente au crépuscule. Les brigades Wilcox et Lang de la "
    "division Anderson attendent de se lancer contre Humphreys. L'Union doit tenir Little Round Top et la "
    "crête du Cimetière à la nuit ; les Confédérés doivent les prendre, et avec elles le Verger, le Champ de "
    "blé et l'Antre du Diable."
)


def lrt():
    m = json.load(open("maps/gettysburg.json", encoding="utf-8"))
    s = scengen.Scenario(m, GRID, load_oobs(450))
    s.deploy("u-graham", hx(*PEACH_ORCHARD), facing="SW")
    s.deploy("u-detrobriand", hx(39.7980, -77.2450), facing="SW")
    s.deploy("u-ward", hx(39.7935, -77.2425), facing="SW")
    s.deploy("u-iii-arty", hx(39.8000, -77.2470), facing="SW")
    s.deploy("u-carr", hx(39.8095, -77.2440), facing="SW")
    s.deploy("u-brewster", hx(39.8060, -77.2455), facing="SW")
    s.deploy("u-burling", hx(39.8030, -77.2420), facing="SW")
    for f, xy in (("u-aop", (39.8167, -77.2340)), ("u-iii", (39.8010, -77.2445))):
        s.place_leader(f, hx(*xy))
    s.arrive("u-vincent", 3, hx(39.7935, -77.2340))
    arrive_each(s, ["u-tilton", "u-sweitzer"], 3, (39.7978, -77.2345))
    arrive_each(s, ["u-weed", "u-v-arty"], 4, (39.7935, -77.2340))
    s.arrive("u-ii1", 5, hx(39.8040, -77.2350))
    s.arrive("u-mcgilvery", 5, hx(39.8020, -77.2380))
    arrive_each(s, ["u-day", "u-burbank"], 6, (39.7978, -77.2345))
    s.arrive("u-willard", 8, hx(39.8100, -77.2345))
    s.arrive("u-v3", 9, hx(39.7978, -77.2345))
    s.arrive("u-nevin", 10, hx(39.7978, -77.2345))
    s.deploy("c-law", hx(39.7890, -77.2550), facing="NE")
    s.deploy("c-robertson", hx(39.7925, -77.2545), facing="NE")
    s.deploy("c-benning", hx(39.7905, -77.2590), facing="NE")
    s.deploy("c-gtanderson", hx(39.7960, -77.2560), facing="NE")
    s.deploy("c-henry", hx(39.7945, -77.2530), facing="NE")
    s.deploy("c-kershaw", hx(39.7990, -77.2545), facing="NE")
    s.deploy("c-semmes", hx(39.7980, -77.2580), facing="NE")
    s.deploy("c-barksdale", hx(39.8035, -77.2535), facing="NE")
    s.deploy("c-wofford", hx(39.8035, -77.2575), facing="NE")
    s.deploy("c-cabell", hx(39.7970, -77.2530), facing="NE")
    s.deploy("c-i-arty", hx(39.8060, -77.2520), facing="NE")
    s.deploy("c-wilcox", hx(39.8100, -77.2500), facing="NE")
    s.deploy("c-lang", hx(39.8125, -77.2495), facing="NE")
    s.place_leader("c-i", hx(39.8000, -77.2560))
    s.place_leader("c-anv", hx(39.8140, -77.2480))
    s.place_leader("c-anderson", hx(39.8115, -77.2500))
    s.objective(hx(*LRT), "Little Round Top", 1000, 1200)
    s.objective(hx(*CEM_RIDGE_S), "Cemetery Ridge", 1000, 1000)
    s.objective(hx(*DEVILS_DEN), "Devil's Den", 300, 300)
    s.objective(hx(*WHEATFIELD), "Wheatfield", 300, 300)
    s.objective(hx(*PEACH_ORCHARD), "Peach Orchard", 300, 300)
    for o in s.objectives:
        occupy(s, GRID.centre(*o["hex"]), "union")
    md = meta("Little Round Top, 2 July 1863", LRT_EN, "15:40", 11, {"minor": 100, "major": 3000}, "1863-07-02")
    return s.build(md, translations(m, s.objectives, "Little Round Top, 2. Juli 1863", "Little Round Top, 2 juillet 1863",
                                    LRT_DE, LRT_FR))


# --- 16 Pickett's Charge ---------------------------------------------------------------------------
PICKETT_EN = (
    "3 July 1863, 13:00. Two signal guns, and some 150 Confederate cannon from the Peach Orchard to Oak Hill "
    "open on the Union centre; Hunt's guns on Cemetery Ridge, Cemetery Hill and Little Round Top answer, then "
    "fall silent to save their ammunition and draw the charge. Behind the guns of Alexander's line, Pickett's "
    "three Virginia brigades lie in the swale by Spangler's Woods, Pettigrew's four brigades of Heth's "
    "division and Trimble's two of Pender's in the woods of Seminary Ridge to their left, Wilcox's and "
    "Lang's on their right. Across nearly a mile of open fields and the fences of the Emmitsburg Road, "
    "Gibbon's and Hays's divisions of the II Corps wait behind the stone wall from Ziegler's Grove to the "
    "Angle and the copse of trees, Stannard's Vermonters forward on the left, Doubleday's men behind. The "
    "Confederates must break the line at the Angle and hold it; the Union must hold Cemetery Ridge."
)
PICKETT_DE = (
    "3. Juli 1863, 13 Uhr. Zwei Signalschüsse, und etwa 150 konföderierte Geschütze vom Pfirsichgarten bis "
    "Oak Hill eröffnen das Feuer auf die Mitte der Union; Hunts Geschütze auf dem Friedhofsrücken, dem "
    "Friedhofshügel und Little Round Top antworten und verstummen dann, um Munition zu sparen und den Angriff "
    "herauszulocken. Hinter Alexanders Geschützlinie liegen Picketts drei Virginia-Brigaden in der Mulde beim "
    "Spangler-Wald, Pettigrews vier Brigaden von Heths Division und Trimbles zwei von Penders im Wald des "
    "Seminary Ridge links davon, Wilcox und Lang rechts. Jenseits von fast einer Meile offener Felder und der "
    "Zäune an der Straße nach Emmitsburg warten Gibbons und Hays' Divisionen vom II. Korps hinter der "
    "Steinmauer von Zieglers Wäldchen bis zum Winkel und zum Baumgrüppchen, Stannards Vermonter links vorn, "
    "Doubledays Männer dahinter. Die Konföderierten müssen die Linie am Winkel durchbrechen und halten; die "
    "Union muss den Friedhofsrücken halten."
)
PICKETT_FR = (
    "3 juillet 1863, 13 heures. Deux coups de canon de signal, et quelque 150 pièces confédérées, du Verger de "
    "pêchers à Oak Hill, ouvrent le feu sur le centre de l'Union ; les canons de Hunt sur la crête du "
    "Cimetière, la colline du Cimetière et Little Round Top répondent, puis se taisent pour ménager leurs "
    "munitions et attirer la charge. Derrière la ligne de canons d'Alexander, les trois brigades virginiennes "
    "de Pickett sont couchées dans le creux près du bois Spangler, les quatre brigades de Pettigrew (division "
    "Heth) et les deux de Trimble (division Pender) dans les bois de la crête du Séminaire à leur gauche, "
    "Wilcox et Lang à leur droite. Au-delà de près d'un mille de champs découverts et des clôtures de la "
    "route d'Emmitsburg, les divisions Gibbon et Hays du IIe corps attendent derrière le mur de pierre, du "
    "bosquet Ziegler à l'Angle et au bouquet d'arbres, les Vermontois de Stannard en avant à gauche, les "
    "hommes de Doubleday derrière. Les Confédérés doivent rompre la ligne à l'Angle et la tenir ; l'Union "
    "doit tenir la crête du Cimetière."
)


def pickett():
    m = json.load(open("maps/gettysburg.json", encoding="utf-8"))
    s = scengen.Scenario(m, GRID, load_oobs(450))
    s.deploy("u-webb", hx(*ANGLE), facing="SW", fatigue=100)
    s.deploy("u-hall", hx(39.8105, -77.2357), facing="SW", fatigue=100)
    s.deploy("u-harrow", hx(39.8085, -77.2358), facing="SW", fatigue=100)
    s.deploy("u-smyth", hx(39.8150, -77.2343), facing="SW", fatigue=100)
    s.deploy("u-willard", hx(39.8175, -77.2335), facing="SW", fatigue=200)
    s.deploy("u-stannard", hx(39.8065, -77.2375), facing="SW", fatigue=100)
    s.deploy("u-biddle", hx(39.8050, -77.2350), facing="SW", fatigue=300)
    s.deploy("u-ii-arty", hx(39.8120, -77.2347), facing="SW", fatigue=100)
    s.deploy("u-mcgilvery", hx(39.8030, -77.2362), facing="SW", fatigue=100)
    s.deploy("u-xi-arty", hx(*CEMETERY_HILL), facing="SW", fatigue=100)
    for f, xy in (("u-aop", (39.8167, -77.2340)), ("u-ii", (39.8110, -77.2345))):
        s.place_leader(f, hx(*xy))
    s.arrive("u-fitzhugh", 5, hx(39.8100, -77.2330))
    s.arrive("u-ransom", 6, hx(39.8060, -77.2330))
    s.arrive("u-shaler", 7, hx(39.8060, -77.2330))
    s.deploy("c-garnett", hx(39.8115, -77.2495), facing="NE", fatigue=100)
    s.deploy("c-kemper", hx(39.8085, -77.2495), facing="NE", fatigue=100)
    s.deploy("c-armistead", hx(39.8100, -77.2530), facing="NE", fatigue=100)
    s.deploy("c-pettigrew", hx(39.8170, -77.2480), facing="NE", fatigue=200)
    s.deploy("c-archer", hx(39.8150, -77.2478), facing="NE", fatigue=300)
    s.deploy("c-davis", hx(39.8195, -77.2475), facing="NE", fatigue=300)
    s.deploy("c-brockenbrough", hx(39.8215, -77.2470), facing="NE", fatigue=300)
    s.deploy("c-lane", hx(39.8170, -77.2515), facing="NE", fatigue=200)
    s.deploy("c-scales", hx(39.8195, -77.2510), facing="NE", fatigue=300)
    s.deploy("c-wilcox", hx(39.8055, -77.2505), facing="NE", fatigue=200)
    s.deploy("c-lang", hx(39.8070, -77.2510), facing="NE", fatigue=200)
    s.deploy("c-i-arty", hx(39.8070, -77.2465), facing="NE")
    s.deploy("c-dearing", hx(39.8100, -77.2462), facing="NE")
    s.deploy("c-cabell", hx(39.8025, -77.2495), facing="NE")
    s.deploy("c-henry", hx(39.8000, -77.2515), facing="NE")
    s.deploy("c-poague", hx(39.8175, -77.2460), facing="NE")
    s.deploy("c-iii-arty", hx(39.8235, -77.2450), facing="NE")
    s.deploy("c-lane-j", hx(39.8140, -77.2470), facing="NE")
    s.place_leader("c-anv", hx(39.8150, -77.2500))
    s.place_leader("c-i", hx(39.8100, -77.2500))
    s.place_leader("c-iii", hx(39.8200, -77.2500))
    s.objective(hx(*ANGLE), "The Angle", 1500, 1500)
    s.objective(hx(*ZIEGLER), "Ziegler's Grove", 500, 500)
    s.objective(hx(39.8085, -77.2358), "Cemetery Ridge", 800, 800)
    s.objective(hx(*CEMETERY_HILL), "Cemetery Hill", 500, 500)
    for o in s.objectives:
        occupy(s, GRID.centre(*o["hex"]), "union")
    md = meta("Pickett's Charge, 3 July 1863", PICKETT_EN, "13:00", 10, {"minor": 200, "major": 4000}, "1863-07-03")
    return s.build(md, translations(m, s.objectives, "Picketts Angriff, 3. Juli 1863", "La charge de Pickett, 3 juillet 1863",
                                    PICKETT_DE, PICKETT_FR))


def with_history(name, scenario):
    return scengen.with_history(scenario, HISTORY[name])


def main():
    only = sys.argv[1:]
    for name, fn in (("13-gettysburg", grand), ("14-barlows-knoll", knoll), ("15-little-round-top", lrt),
                     ("16-picketts-charge", pickett)):
        if only and name not in only:
            continue
        sc = with_history(name, fn())
        mapgen.write_json(f"scenarios/{name}.json", sc)
        men = {side: sum(u["men"] for u in sc["units"] if u["side"] == side) for side in ("union", "confederate")}
        print(name, len(sc["units"]), "units", men)


if __name__ == "__main__":
    main()
