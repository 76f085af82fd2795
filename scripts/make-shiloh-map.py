#!/usr/bin/env python3
"""Generates maps/shiloh.json: the field of Shiloh (Pittsburg Landing),
6-7 April 1862, from Lick Creek in the south to Snake Creek and the road from
Crump's Landing in the north, and from Owl Creek in the west to the east bank
of the Tennessee River (74 x 78 hexes at 125 yards a hex, north up).

The ground is geometry in yards (x east, y north, origin Pittsburg Landing on
the west bank), written here as latitude and longitude of landmarks that
survive or are marked on the historical maps and converted to yards (`P`),
then rasterised by scripts/mapgen.py as the other maps are. Run from the
repository root:

    python3 scripts/make-shiloh-map.py

Maps used (facts and positions only):
- the maps of the Shiloh National Military Park Commission (D. W. Reed and
  Atwell Thompson, 1900-1901): the field, the camps of 5 April, the
  positions of the morning, noon and evening of 6 April and of 7 April,
  published with D. W. Reed, The Battle of Shiloh and the Organizations
  Engaged (Government Printing Office, 1902, 2nd ed. 1909);
- U.S. War Department, Atlas to Accompany the Official Records of the Union
  and Confederate Armies, the maps of the field of Shiloh (after the
  engineers' maps of Grant's and Buell's armies), and the reports in the
  Official Records, Series I, vol. 10, part 1, for the places they name;
- the maps in O. Edward Cunningham, Shiloh and the Western Campaign of 1862
  (ed. Gary D. Joiner and Timothy B. Smith, 2007);
- the National Park Service park map of Shiloh National Military Park and
  the U.S. Geological Survey 7.5-minute Pittsburg Landing quadrangle (the
  courses of the creeks and the relief of the plateau).
The outlines of the fields, the heights between the spot heights and the
small branches are the designer's reading at this scale and may be off by a
hex or two.
"""
import math
import os
import sys
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mapgen

SOURCE = (
    "The field of Shiloh (Pittsburg Landing), 6-7 April 1862, reconstructed for play at 125 yards a hex, north "
    "up; heights at 20 feet a level, level 0 at 360 feet (the Tennessee in flood). Drawn after the maps of the "
    "Shiloh National Military Park Commission (D. W. Reed and Atwell Thompson, 1900-1901: the field, the camps "
    "of 5 April and the positions of 6 and 7 April), published with D. W. Reed, The Battle of Shiloh and the "
    "Organizations Engaged (1902, 2nd ed. 1909); the maps of the field of Shiloh in the Atlas to Accompany the "
    "Official Records and the reports in the Official Records, Series I, vol. 10, part 1; the "
    "maps in O. Edward Cunningham, Shiloh and the Western Campaign of 1862 (2007); the National Park Service "
    "map of Shiloh National Military Park and the U.S. Geological Survey 7.5-minute Pittsburg Landing "
    "quadrangle for the relief and the creeks. Positions are fixed by surviving landmarks (Pittsburg Landing, "
    "Shiloh Church, the Sunken Road, Duncan Field, the Peach Orchard and the Bloody Pond, the crossings of "
    "Owl, Snake and Lick Creeks); the woods' edges, the small fields and the heights are the designer's "
    "reading at this scale and may be off by a hex or two. The Tennessee River is water (no unit may enter "
    "it) except at the Landing, where the steamboats ferried Buell's army over, drawn as a crossing."
)

LAT0, LON0 = 35.1520, -88.3180          # Pittsburg Landing, on the west bank
YD_LAT = 121400.0                       # yards per degree of latitude
YD_LON = 121400.0 * math.cos(math.radians(35.14))   # yards per degree of longitude here


# Latitude and longitude to yards on this map (mapgen.projection).
P, PL, PH = mapgen.projection(LAT0, LON0, YD_LAT, YD_LON)


# Frame: 74 columns from 88.3800 W, 78 rows from 35.1800 N.
WEST, NORTH = -88.3800, 35.1800
WIDTH, HEIGHT = 74, 78

# --- the river ---------------------------------------------------------------------------------
# The Tennessee flowing north past the Landing, its centre line with the half
# width of the water (yards): in flood in April 1862, about 400 yards wide.
RIVER = [
    (35.0950, -88.2940, 210), (35.1050, -88.2965, 210), (35.1150, -88.3010, 205), (35.1250, -88.3065, 200),
    (35.1350, -88.3110, 200), (35.1450, -88.3140, 195), (35.1520, -88.3155, 190), (35.1600, -88.3162, 190),
    (35.1700, -88.3168, 195), (35.1800, -88.3178, 200), (35.1880, -88.3190, 200),
]
RIVER_LINE = [P(a, b) for a, b, _ in RIVER]
LANDING = (35.1520, -88.3185)            # the landing on the west bank
EAST_LANDING = (35.1520, -88.3125)      # the east bank opposite, where Buell's men took the boats

# --- streams -----------------------------------------------------------------------------------
OWL = PL([(35.1080, -88.3800), (35.1200, -88.3760), (35.1330, -88.3680), (35.1440, -88.3605),
          (35.1540, -88.3520), (35.1620, -88.3440), (35.1665, -88.3385)])
SNAKE = PL([(35.1800, -88.3640), (35.1760, -88.3530), (35.1715, -88.3440), (35.1665, -88.3385),
            (35.1668, -88.3310), (35.1690, -88.3240), (35.1700, -88.3185)])
LICK = PL([(35.0960, -88.3360), (35.1000, -88.3300), (35.1050, -88.3235), (35.1100, -88.3175),
           (35.1145, -88.3125), (35.1175, -88.3085), (35.1195, -88.3055)])
DILL = PL([(35.1440, -88.3340), (35.1450, -88.3290), (35.1462, -88.3245), (35.1475, -88.3200),
           (35.1482, -88.3160)])
TILGHMAN = PL([(35.1420, -88.3440), (35.1470, -88.3415), (35.1530, -88.3385), (35.1590, -88.3365),
               (35.1640, -88.3345), (35.1667, -88.3330)])
SHILOH_BRANCH = PL([(35.1290, -88.3350), (35.1310, -88.3420), (35.1330, -88.3500), (35.1355, -88.3580),
                    (35.1380, -88.3648)])
LOCUST_GROVE = PL([(35.1310, -88.3290), (35.1270, -88.3250), (35.1220, -88.3215), (35.1165, -88.3140)])
PERRY_BRANCH = PL([(35.1280, -88.3250), (35.1260, -88.3180), (35.1250, -88.3090)])   # past Stuart's camp
STREAMS = [OWL, SNAKE, LICK, DILL, TILGHMAN, SHILOH_BRANCH, LOCUST_GROVE, PERRY_BRANCH]

# --- relief ------------------------------------------------------------------------------------
# The plateau (460-540 ft) between the creeks, the bluff falling to the river
# at the Landing, the creek bottoms at 370-400 ft.
BASE = PH([
    (35.1500, -88.3250, 480), (35.1450, -88.3350, 500), (35.1390, -88.3320, 510), (35.1360, -88.3270, 505),
    (35.1330, -88.3220, 490), (35.1345, -88.3430, 495), (35.1250, -88.3350, 480), (35.1180, -88.3460, 470),
    (35.1400, -88.3480, 490), (35.1480, -88.3450, 470), (35.1560, -88.3300, 460), (35.1620, -88.3260, 440),
    (35.1250, -88.3180, 440), (35.1200, -88.3300, 430), (35.1100, -88.3600, 430), (35.1300, -88.3600, 460),
    (35.1600, -88.3500, 420), (35.1750, -88.3350, 420), (35.1750, -88.3600, 430), (35.1050, -88.3300, 420),
    (35.1520, -88.3080, 370), (35.1300, -88.3000, 370), (35.1750, -88.3080, 370), (35.1050, -88.3200, 400),
])
RIDGES = [
    # The ridge of the Union's centre: Review Field, Duncan Field, the Sunken
    # Road and the Hornet's Nest, running to the Peach Orchard.
    (PH([(35.1420, -88.3420, 505), (35.1395, -88.3340, 520), (35.1370, -88.3280, 515), (35.1335, -88.3225, 500)]),
     450, 0.3),
    # The ridge north of Dill Branch: Grant's last line and the siege guns.
    (PH([(35.1500, -88.3340, 480), (35.1495, -88.3270, 485), (35.1500, -88.3210, 480)]), 320, 0.3),
    # The Shiloh Church ridge.
    (PH([(35.1360, -88.3480, 495), (35.1345, -88.3430, 500), (35.1330, -88.3380, 495)]), 300, 0.2),
]
VALLEYS = [
    (PH([(a, b, 352) for a, b, _ in RIVER]), 300),
    (PH([(35.1080, -88.3800, 400), (35.1330, -88.3680, 392), (35.1540, -88.3520, 385), (35.1665, -88.3385, 378)]),
     380),                                                                                          # Owl Creek
    (PH([(35.1800, -88.3640, 392), (35.1715, -88.3440, 382), (35.1665, -88.3385, 378), (35.1700, -88.3185, 365)]),
     360),                                                                                          # Snake Creek
    (PH([(35.0960, -88.3360, 392), (35.1050, -88.3235, 382), (35.1145, -88.3125, 372), (35.1195, -88.3055, 365)]),
     380),                                                                                          # Lick Creek
    (PH([(35.1440, -88.3340, 470), (35.1462, -88.3245, 420), (35.1482, -88.3160, 365)]), 260),    # Dill Branch
    (PH([(35.1420, -88.3440, 460), (35.1530, -88.3385, 420), (35.1667, -88.3330, 380)]), 240),    # Tilghman Branch
    (PH([(35.1290, -88.3350, 470), (35.1330, -88.3500, 440), (35.1380, -88.3648, 405)]), 230),    # Shiloh Branch
    (PH([(35.1310, -88.3290, 470), (35.1220, -88.3215, 420), (35.1165, -88.3140, 380)]), 200),    # Locust Grove
    (PH([(35.1280, -88.3250, 470), (35.1250, -88.3090, 380)]), 180),                              # by Stuart's camp
]

# --- terrain -----------------------------------------------------------------------------------
# Nearly all the field was woods, much of it open oak forest with undergrowth
# in places; the farms' fields were small clearings.
ALL = PL([(35.2000, -88.4000), (35.2000, -88.2800), (35.0800, -88.2800), (35.0800, -88.4000)])
FIELDS = [
    PL([(35.1545, -88.3235), (35.1540, -88.3190), (35.1495, -88.3190), (35.1490, -88.3232)]),   # the Landing's clearing
    PL([(35.1530, -88.3290), (35.1525, -88.3245), (35.1492, -88.3245), (35.1490, -88.3290)]),   # Cloud Field
    PL([(35.1405, -88.3365), (35.1410, -88.3318), (35.1370, -88.3310), (35.1362, -88.3360)]),   # Duncan Field
    PL([(35.1425, -88.3420), (35.1420, -88.3378), (35.1392, -88.3372), (35.1388, -88.3415)]),   # Review Field
    PL([(35.1400, -88.3470), (35.1398, -88.3430), (35.1370, -88.3428), (35.1368, -88.3470)]),   # Woolf Field, Water Oaks Pond
    PL([(35.1362, -88.3455), (35.1362, -88.3412), (35.1335, -88.3410), (35.1333, -88.3452)]),   # Shiloh Church's clearing
    PL([(35.1345, -88.3405), (35.1342, -88.3350), (35.1305, -88.3352), (35.1310, -88.3405)]),   # Rhea Field
    PL([(35.1485, -88.3475), (35.1482, -88.3420), (35.1448, -88.3418), (35.1450, -88.3472)]),   # Jones Field
    PL([(35.1455, -88.3570), (35.1455, -88.3520), (35.1425, -88.3520), (35.1425, -88.3565)]),   # Sowell Field
    PL([(35.1345, -88.3250), (35.1348, -88.3205), (35.1310, -88.3200), (35.1305, -88.3245)]),   # Sarah Bell's field
    PL([(35.1372, -88.3248), (35.1372, -88.3215), (35.1350, -88.3212), (35.1350, -88.3245)]),   # Wicker Field
    PL([(35.1270, -88.3350), (35.1268, -88.3305), (35.1235, -88.3305), (35.1235, -88.3350)]),   # Spain Field
    PL([(35.1292, -88.3400), (35.1290, -88.3360), (35.1265, -88.3360), (35.1262, -88.3398)]),   # Barnes Field
    PL([(35.1310, -88.3335), (35.1312, -88.3295), (35.1290, -88.3292), (35.1288, -88.3332)]),   # Davis wheat field
    PL([(35.1200, -88.3505), (35.1200, -88.3455), (35.1168, -88.3455), (35.1168, -88.3500)]),   # Fraley Field
    PL([(35.1275, -88.3195), (35.1278, -88.3150), (35.1245, -88.3148), (35.1240, -88.3190)]),   # Stuart's camp (Larkin Bell)
    PL([(35.1470, -88.3360), (35.1470, -88.3320), (35.1450, -88.3318), (35.1448, -88.3358)]),   # Perry Field (McArthur)
    PL([(35.1590, -88.3300), (35.1590, -88.3250), (35.1560, -88.3250), (35.1560, -88.3300)]),   # W. H. L. Wallace's camps
    PL([(35.1560, -88.3120), (35.1560, -88.3060), (35.1470, -88.3055), (35.1470, -88.3118)]),   # the east bank's fields
]
# The Hornet's Nest: the dense oak thicket about the middle of the Sunken
# Road, where Prentiss's and W. H. L. Wallace's men lay.
THICKET = [PL([(35.1378, -88.3302), (35.1368, -88.3272), (35.1352, -88.3252), (35.1338, -88.3262),
               (35.1345, -88.3290), (35.1362, -88.3310)])]
PEACH_ORCHARD = [PL([(35.1332, -88.3232), (35.1334, -88.3212), (35.1318, -88.3210), (35.1316, -88.3230)])]
# Backwater of the creeks in flood: the bottoms of Owl, Snake and Lick Creeks
# and the mouth of Dill Branch were swamp.
def band(line, half):
    """A polygon of the ground within `half` yards either side of a polyline."""
    left, right = [], []
    for i, (x, y) in enumerate(line):
        a = line[max(0, i - 1)]
        b = line[min(len(line) - 1, i + 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        L = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / L, dx / L
        left.append((x + nx * half, y + ny * half))
        right.append((x - nx * half, y - ny * half))
    return left + right[::-1]


MARSH = [band(OWL[2:], 110), band(SNAKE[1:], 110), band(LICK[1:], 100)]
FARMS = PL([
    (35.1345, -88.3432),   # Shiloh Church, the log meeting house
    (35.1515, -88.3195),   # Pittsburg Landing: the log houses above the landing
    (35.1355, -88.3232),   # the W. Manse George cabin (Wicker Field)
    (35.1325, -88.3240),   # the Sarah Bell house
    (35.1184, -88.3478),   # the Fraley cabin
    (35.1510, -88.3270),   # the Cloud house, the hospital
])
BLOODY_POND = (35.1328, -88.3190)

# --- roads -------------------------------------------------------------------------------------
# The Corinth Road from the Landing past Cloud Field, Duncan and Review Fields
# to Shiloh Church and south (the western road to Corinth); the Eastern
# Corinth Road forking at Hurlbut's headquarters, through the Hornet's Nest
# ground and Spain Field; the Hamburg-Savannah Road along the river from Snake
# Creek to Lick Creek; the Hamburg-Purdy Road across the field from the Peach
# Orchard past Shiloh Church to Owl Creek; the River Road from Crump's Landing,
# Lew Wallace's route; the Sunken Road (a trail).
CORINTH = PL([(35.1520, -88.3185), (35.1512, -88.3230), (35.1505, -88.3280), (35.1480, -88.3320),
              (35.1440, -88.3350), (35.1408, -88.3385), (35.1385, -88.3420), (35.1362, -88.3440),
              (35.1345, -88.3435), (35.1300, -88.3450), (35.1240, -88.3465), (35.1185, -88.3478),
              (35.1100, -88.3500), (35.0950, -88.3530)])
EAST_CORINTH = PL([(35.1480, -88.3320), (35.1430, -88.3310), (35.1400, -88.3318), (35.1360, -88.3320),
                   (35.1310, -88.3320), (35.1270, -88.3328), (35.1235, -88.3330), (35.1150, -88.3360),
                   (35.1050, -88.3400), (35.0950, -88.3430)])
HAMBURG_SAVANNAH = PL([(35.1850, -88.3330), (35.1760, -88.3320), (35.1690, -88.3305), (35.1630, -88.3280),
                       (35.1560, -88.3255), (35.1512, -88.3230), (35.1470, -88.3218), (35.1420, -88.3205),
                       (35.1370, -88.3195), (35.1330, -88.3192), (35.1280, -88.3170), (35.1230, -88.3150),
                       (35.1170, -88.3130), (35.1100, -88.3110), (35.0950, -88.3080)])
HAMBURG_PURDY = PL([(35.1280, -88.3170), (35.1310, -88.3225), (35.1325, -88.3265), (35.1330, -88.3320),
                    (35.1350, -88.3380), (35.1358, -88.3440), (35.1390, -88.3510), (35.1440, -88.3605),
                    (35.1480, -88.3700), (35.1510, -88.3800)])
RIVER_ROAD = PL([(35.1690, -88.3305), (35.1740, -88.3380), (35.1800, -88.3450), (35.1850, -88.3520)])
SUNKEN = PL([(35.1402, -88.3318), (35.1390, -88.3300), (35.1375, -88.3282), (35.1360, -88.3262),
             (35.1348, -88.3245), (35.1340, -88.3225)])
BARK = PL([(35.1235, -88.3330), (35.1150, -88.3310), (35.1060, -88.3320), (35.0950, -88.3345)])   # Bark Road
LANDING_ROAD = PL([(35.1520, -88.3185), (35.1532, -88.3210), (35.1560, -88.3255)])
EAST_BANK = PL([(35.1520, -88.3120), (35.1560, -88.3080), (35.1700, -88.3060), (35.1850, -88.3050)])
JONES = PL([(35.1440, -88.3350), (35.1465, -88.3445), (35.1470, -88.3520)])    # to Jones Field and Owl Creek
ROADS = [("road", CORINTH), ("road", EAST_CORINTH), ("road", HAMBURG_SAVANNAH), ("road", HAMBURG_PURDY),
         ("road", RIVER_ROAD), ("trail", SUNKEN), ("road", BARK), ("road", LANDING_ROAD), ("road", EAST_BANK),
         ("trail", JONES)]
# The ferry at the Landing: a "road" across the river (the gap in the water).
FERRY = PL([EAST_LANDING, LANDING])

LABELS = [
    ((35.1520, -88.3195), "Pittsburg Landing"), ((35.1345, -88.3432), "Shiloh Church"),
    ((35.1365, -88.3285), "Hornet's Nest"), ((35.1385, -88.3300), "Sunken Road"),
    ((35.1385, -88.3340), "Duncan Field"), ((35.1325, -88.3222), "Peach Orchard"),
    ((35.1328, -88.3190), "Bloody Pond"), ((35.1470, -88.3240), "Dill Branch"),
    ((35.1560, -88.3370), "Tilghman Branch"), ((35.1400, -88.3620), "Owl Creek"),
    ((35.1690, -88.3280), "Snake Creek"), ((35.1060, -88.3225), "Lick Creek"),
    ((35.1520, -88.3150), "Tennessee River"), ((35.1405, -88.3400), "Review Field"),
    ((35.1325, -88.3380), "Rhea Field"), ((35.1250, -88.3330), "Spain Field"),
    ((35.1185, -88.3480), "Fraley Field"), ((35.1465, -88.3445), "Jones Field"),
    ((35.1385, -88.3450), "Water Oaks Pond"), ((35.1510, -88.3270), "Cloud Field"),
    ((35.1355, -88.3230), "Wicker Field"), ((35.1440, -88.3545), "Sowell Field"),
    ((35.1300, -88.3312), "Davis Wheat Field"), ((35.1260, -88.3170), "Stuart's camp"),
    ((35.1280, -88.3380), "Barnes Field"), ((35.1580, -88.3275), "W. H. L. Wallace's camps"),
    ((35.1675, -88.3305), "Wallace's bridge"), ((35.1440, -88.3605), "Owl Creek bridge"),
    ((35.1160, -88.3130), "Lick Creek ford"), ((35.1800, -88.3440), "River Road from Crump's Landing"),
    ((35.1230, -88.3460), "Corinth Road"), ((35.1150, -88.3362), "Eastern Corinth Road"),
    ((35.1620, -88.3270), "Hamburg-Savannah Road"), ((35.1470, -88.3690), "Hamburg-Purdy Road"),
    ((35.1505, -88.3330), "Grant's last line"), ((35.1520, -88.3110), "East bank (Buell's crossing)"),
    ((35.1300, -88.3420), "Shiloh Branch"), ((35.1110, -88.3318), "Bark Road"),
]


def river_water(grid):
    """Water hexes: centres within the river's half width of its centre line,
    except at the Landing's crossing."""
    pts = [P(a, b) + (w,) for a, b, w in RIVER]
    water = set()
    for r in range(grid.height):
        for c in range(grid.width):
            x, y = grid.centre(c, r)
            for (xa, ya, wa), (xb, yb, wb) in zip(pts, pts[1:]):
                d = mapgen.seg_dist((x, y), (xa, ya), (xb, yb))
                if d <= max(wa, wb):
                    water.add((c, r))
                    break
    # the crossing: the hexes along the line from the east bank to the Landing
    path = mapgen.hex_path(grid, FERRY)
    for h in path:
        water.discard(tuple(h))
    return water, path


def make():
    x0 = (WEST - LON0) * YD_LON
    y0 = (NORTH - LAT0) * YD_LAT
    grid = mapgen.Grid(WIDTH, HEIGHT, x0, y0)
    base = mapgen.Elevation(360, points=BASE, power=1.6)
    elev = mapgen.Relief(360, base, ridges=RIDGES, valleys=VALLEYS, noise=5.0, seed=41)
    fields = [mapgen.roughen(p, 500 + i, amount=0.08) for i, p in enumerate(FIELDS)]
    water, ferry = river_water(grid)
    water_polys = [[grid.centre(*h)] for h in sorted(water)]
    layers = [("w", [ALL]), ("m", MARSH), (".", fields), ("W", THICKET), ("o", PEACH_ORCHARD),
              ("t", [[p] for p in FARMS]), ("~", [[P(*BLOODY_POND)]]), ("~", water_polys),
              (".", [[grid.centre(*h)] for h in ferry])]
    ferry_road = [grid.centre(*h) for h in ferry]
    m = mapgen.build_map(grid, "Shiloh: Pittsburg Landing, Owl Creek to Lick Creek", SOURCE, elev, layers,
                         ROADS + [("road", ferry_road)], streams=STREAMS + [RIVER_LINE],
                         labels=[(P(a, b), t) for (a, b), t in LABELS])
    # Roads never run in the water (the Bloody Pond, the river's edge).
    wet = {(c, r) for r, row in enumerate(m["terrain"]) for c, ch in enumerate(row) if ch == "~"}
    for rd in m["roads"]:
        rd["hexes"] = [h for h in rd["hexes"] if tuple(h) not in wet]
    m["roads"] = [rd for rd in m["roads"] if len(rd["hexes"]) >= 2]
    return grid, m


def main():
    grid, m = make()
    mapgen.write_json("maps/shiloh.json", m)
    print("maps/shiloh.json", m["width"], "x", m["height"], "hexes,", len(m["hexsides"]), "hexsides")


if __name__ == "__main__":
    main()
