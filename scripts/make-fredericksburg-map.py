#!/usr/bin/env python3
"""Generates maps/fredericksburg.json: the field of Fredericksburg, 13 December
1862, from Falmouth and Taylor's Hill in the north to Massaponax Creek in the
south, and from the Telegraph Road behind Lee's line to Stafford Heights
beyond the Rappahannock (95 x 92 hexes at 125 yards a hex, north up).

The ground is geometry in yards (x east, y north, origin the stone wall at the
foot of Marye's Heights, by the Stephens house), written here as latitude and
longitude of landmarks that survive or are marked on the historical maps and
converted to yards (`P`), then rasterised by scripts/mapgen.py as the other
maps are. Run from the repository root:

    python3 scripts/make-fredericksburg-map.py

Maps used (facts and positions only):
- U.S. War Department, Atlas to Accompany the Official Records of the Union
  and Confederate Armies (1891-1895), Plate XXXIII (the battlefield of
  Fredericksburg: the map of the Army of the Potomac's engineers and the
  Confederate map of the positions of 13 December), and Plate XXXIX (the
  ground about Fredericksburg);
- National Park Service, Fredericksburg and Spotsylvania National Military
  Park, the park map and the Fredericksburg battlefield tour maps (Sunken
  Road and Marye's Heights, Lee's Hill, Prospect Hill, Slaughter Pen Farm);
- Frank A. O'Reilly, The Fredericksburg Campaign: Winter War on the
  Rappahannock (2003), its maps (the crossings, Meade's attack through the
  gap, the assaults on Marye's Heights);
- Gary W. Gallagher (ed.), The Fredericksburg Campaign: Decision on the
  Rappahannock (1995), its maps;
- U.S. Geological Survey 7.5-minute quadrangles Fredericksburg and Guinea
  (relief, the courses of the Rappahannock, Hazel Run, Deep Run and
  Massaponax Creek).
Woodlot edges, heights and the line of the millrace are the designer's
reading at this scale and may be off by a hex.
"""
import math
import os
import sys
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mapgen

SOURCE = (
    "The field of Fredericksburg on 13 December 1862, reconstructed for play at 125 yards a hex, north up; "
    "heights at 20 feet a level, level 0 at 20 feet (the Rappahannock below the town). Drawn after the "
    "Atlas to Accompany the Official Records, Plate XXXIII (the battlefield of Fredericksburg, the Union "
    "engineers' map and the Confederate map of the positions of 13 December) and Plate XXXIX; the maps of "
    "the National Park Service, Fredericksburg and Spotsylvania National Military Park (the park map and "
    "the Sunken Road, Lee's Hill, Prospect Hill and Slaughter Pen Farm tour maps); the maps in Frank A. "
    "O'Reilly, The Fredericksburg Campaign: Winter War on the Rappahannock (2003) and in Gary W. Gallagher "
    "(ed.), The Fredericksburg Campaign: Decision on the Rappahannock (1995); and the U.S. Geological "
    "Survey 7.5-minute quadrangles Fredericksburg and Guinea for the relief and the streams. Positions "
    "are fixed by surviving landmarks (the stone wall and the Sunken Road, the Marye house (Brompton), "
    "Willis Hill, Lee's Hill, Prospect Hill, Hamilton's Crossing, Chatham, the Phillips house site, the "
    "pontoon sites); woodlot edges, the millrace and heights are the designer's reading at this scale and "
    "may be off by a hex. The Rappahannock is water (no unit may enter it) except at the three pontoon "
    "crossings, drawn as bridges."
)

LAT0, LON0 = 38.2965, -77.4680          # the stone wall by the Stephens house
YD_LAT = 121400.0                       # yards per degree of latitude
YD_LON = 121400.0 * math.cos(math.radians(38.28))   # yards per degree of longitude here


# Latitude and longitude to yards on this map (mapgen.projection).
P, PL, PH = mapgen.projection(LAT0, LON0, YD_LAT, YD_LON)


# Frame: 95 columns from 77.4920 W, 92 rows from 38.3250 N.
WEST, NORTH = -77.4920, 38.3250
WIDTH, HEIGHT = 95, 92

# --- the river -----------------------------------------------------------------
# The Rappahannock, its centre line from above Falmouth past the town and down
# the plain to below the mouth of Massaponax Creek, with the half width of the
# water (yards) at each vertex: about 130 yards wide at the town, wider below.
RIVER = [
    (38.3215, -77.4930, 80), (38.3205, -77.4800, 80), (38.3185, -77.4700, 80), (38.3145, -77.4640, 80),
    (38.3085, -77.4592, 80), (38.3030, -77.4557, 80), (38.2975, -77.4527, 85), (38.2930, -77.4490, 90),
    (38.2880, -77.4420, 95), (38.2838, -77.4342, 100), (38.2790, -77.4262, 105), (38.2720, -77.4172, 110),
    (38.2640, -77.4092, 110), (38.2560, -77.4022, 115), (38.2470, -77.3975, 115), (38.2380, -77.3950, 115),
    (38.2250, -77.3930, 115),
]
RIVER_LINE = [P(a, b) for a, b, _ in RIVER]
# The pontoon crossings of 11-13 December: the upper at the foot of Hawke
# Street below the Lacy house (Chatham), the middle at the lower end of the
# town by the ruined railroad bridge, the lower (Franklin's) below the mouth
# of Deep Run. Each is a gap in the water crossed by a road (a bridge).
UPPER_X = (38.3062, -77.4576)
MIDDLE_X = (38.2962, -77.4518)
LOWER_X = (38.2836, -77.4338)
CROSSINGS = [UPPER_X, MIDDLE_X, LOWER_X]

# --- relief ----------------------------------------------------------------------
BASE = PH([
    (38.3020, -77.4590, 50), (38.2960, -77.4560, 45), (38.2985, -77.4650, 70), (38.2940, -77.4620, 60),
    (38.3000, -77.4850, 160), (38.2900, -77.4880, 170), (38.2750, -77.4850, 185), (38.2600, -77.4800, 170),
    (38.2450, -77.4700, 130), (38.2340, -77.4550, 80), (38.2850, -77.4450, 55), (38.2700, -77.4350, 60),
    (38.2550, -77.4250, 60), (38.2450, -77.4150, 50), (38.2400, -77.4300, 60), (38.2650, -77.4450, 70),
    (38.3200, -77.4500, 160), (38.3050, -77.4400, 170), (38.2900, -77.4250, 140), (38.2750, -77.4050, 110),
    (38.2600, -77.3950, 80), (38.2450, -77.3880, 60), (38.3230, -77.4850, 110), (38.3150, -77.4800, 120),
])
RIDGES = [
    # Marye's Heights: the crest about 250 yards behind the Sunken Road, the
    # Marye house (Brompton) on it, Willis Hill its southern knob.
    (PH([(38.3045, -77.4735, 146), (38.3000, -77.4713, 142), (38.2962, -77.4708, 144), (38.2933, -77.4700, 150)]),
     260, 0.3),
    (PH([(38.3095, -77.4765, 176), (38.3050, -77.4785, 172), (38.3010, -77.4800, 165)]), 420, 0.2),  # Taylor's, Stansbury
    (PH([(38.2880, -77.4695, 190), (38.2842, -77.4672, 212), (38.2812, -77.4655, 202)]), 380, 0.15),  # Lee's Hill
    (PH([(38.2798, -77.4642, 196), (38.2768, -77.4612, 186)]), 330, 0.1),                            # Howison Hill
    # The long wooded ridge of Jackson's line from Deep Run to Hamilton's
    # Crossing, Prospect Hill near its southern end.
    (PH([(38.2755, -77.4610, 168), (38.2700, -77.4585, 160), (38.2640, -77.4525, 158), (38.2580, -77.4465, 150),
         (38.2535, -77.4420, 152), (38.2505, -77.4402, 160), (38.2475, -77.4380, 140), (38.2450, -77.4365, 100)]),
     520, 0.2),
    # Stafford Heights across the river, the Union's gun line.
    (PH([(38.3240, -77.4600, 170), (38.3130, -77.4505, 182), (38.3020, -77.4420, 192), (38.2920, -77.4325, 172),
         (38.2830, -77.4225, 152), (38.2730, -77.4115, 118), (38.2620, -77.4010, 90)]), 620, 0.3),
]
VALLEYS = [
    (PH([(a, b, 16) for a, b, _ in RIVER]), 240),
    (PH([(38.2890, -77.4910, 130), (38.2905, -77.4800, 90), (38.2915, -77.4700, 50), (38.2921, -77.4600, 32),
         (38.2927, -77.4495, 20)]), 260),                                                          # Hazel Run
    (PH([(38.2600, -77.4850, 140), (38.2680, -77.4670, 90), (38.2720, -77.4565, 60), (38.2765, -77.4470, 40),
         (38.2805, -77.4395, 28), (38.2838, -77.4345, 18)]), 300),                                 # Deep Run
    (PH([(38.2400, -77.4920, 80), (38.2410, -77.4700, 50), (38.2395, -77.4500, 35), (38.2388, -77.4300, 26),
         (38.2400, -77.4100, 20), (38.2430, -77.3968, 16)]), 420),                                 # Massaponax
    (PH([(38.3020, -77.4880, 120), (38.3020, -77.4760, 95), (38.3025, -77.4720, 80)]), 200),     # ravine by the Plank Road
]

HAZEL_RUN = PL([(38.2890, -77.4910), (38.2905, -77.4800), (38.2915, -77.4700), (38.2921, -77.4600),
                (38.2927, -77.4495)])
DEEP_RUN = PL([(38.2600, -77.4850), (38.2680, -77.4670), (38.2720, -77.4565), (38.2765, -77.4470),
               (38.2805, -77.4395), (38.2838, -77.4345)])
MASSAPONAX = PL([(38.2400, -77.4920), (38.2410, -77.4700), (38.2395, -77.4500), (38.2388, -77.4300),
                 (38.2400, -77.4100), (38.2430, -77.3968)])
# The millrace (the canal ditch) that ran from the canal along the west edge
# of the town and across the plain into Hazel Run, about 400 yards in front of
# the stone wall: a ditch some 30 feet wide, crossed by the bridges of Hanover
# Street and the Plank Road.
MILLRACE = PL([(38.3085, -77.4680), (38.3040, -77.4658), (38.3000, -77.4642), (38.2965, -77.4634),
               (38.2938, -77.4618), (38.2921, -77.4600)])

# --- terrain ---------------------------------------------------------------------
TOWN = [PL([(38.3108, -77.4628), (38.3088, -77.4604), (38.3040, -77.4574), (38.2985, -77.4545),
            (38.2945, -77.4525), (38.2930, -77.4548), (38.2940, -77.4590), (38.2975, -77.4622),
            (38.3030, -77.4648), (38.3080, -77.4652)])]
FALMOUTH = [PL([(38.3252, -77.4720), (38.3248, -77.4655), (38.3222, -77.4645), (38.3215, -77.4705)])]
WOODS = [
    # Jackson's front: the wooded ridge from Deep Run to Hamilton's Crossing,
    # its edge along the railroad and beyond it in places.
    PL([(38.2735, -77.4600), (38.2700, -77.4540), (38.2650, -77.4480), (38.2600, -77.4445), (38.2530, -77.4390),
        (38.2490, -77.4362), (38.2460, -77.4345), (38.2430, -77.4400), (38.2450, -77.4500), (38.2520, -77.4600),
        (38.2600, -77.4690), (38.2680, -77.4720)]),
    # The boggy wooded tongue that reached out across the railroad between
    # Lane's and Archer's brigades: the gap Meade's division broke through.
    PL([(38.2600, -77.4460), (38.2590, -77.4400), (38.2570, -77.4355), (38.2548, -77.4340), (38.2535, -77.4372),
        (38.2550, -77.4430)]),
    # Woods behind Marye's Heights and Taylor's Hill, west of the Plank Road.
    PL([(38.3010, -77.4790), (38.2955, -77.4760), (38.2925, -77.4820), (38.2950, -77.4920), (38.3030, -77.4920)]),
    # The Hazel Run bottom between Willis Hill and Lee's Hill.
    PL([(38.2930, -77.4730), (38.2912, -77.4665), (38.2895, -77.4680), (38.2898, -77.4780), (38.2915, -77.4860)]),
    # Behind Lee's Hill and Howison Hill, west of the Telegraph Road.
    PL([(38.2870, -77.4735), (38.2790, -77.4690), (38.2720, -77.4680), (38.2700, -77.4800), (38.2800, -77.4880),
        (38.2870, -77.4850)]),
    # The ravine of Deep Run below the ridge.
    PL([(38.2752, -77.4565), (38.2775, -77.4480), (38.2760, -77.4455), (38.2728, -77.4520)]),
    # Woods south of the Mine Road and about Massaponax Creek.
    PL([(38.2430, -77.4440), (38.2440, -77.4600), (38.2460, -77.4800), (38.2380, -77.4900), (38.2330, -77.4600),
        (38.2350, -77.4450)]),
    PL([(38.2360, -77.4260), (38.2380, -77.4180), (38.2350, -77.4100), (38.2300, -77.4150), (38.2310, -77.4260)]),
    # Stafford Heights: woods north of Chatham and on the slopes below Falmouth.
    PL([(38.3200, -77.4560), (38.3160, -77.4480), (38.3100, -77.4460), (38.3120, -77.4540)]),
    PL([(38.2950, -77.4310), (38.2900, -77.4250), (38.2850, -77.4230), (38.2880, -77.4300)]),
    # West of the Telegraph Road beyond Taylor's Hill.
    PL([(38.3120, -77.4880), (38.3080, -77.4830), (38.3060, -77.4900), (38.3100, -77.4920)]),
]
MARSH = [PL([(38.2578, -77.4420), (38.2570, -77.4385), (38.2555, -77.4380), (38.2560, -77.4415)])]
# Prospect Hill's crest was cleared: Walker's fourteen guns stood in the open.
CLEARINGS = [PL([(38.2520, -77.4425), (38.2515, -77.4385), (38.2492, -77.4380), (38.2495, -77.4420)])]
FARMS = PL([
    (38.2970, -77.4712),   # the Marye house (Brompton)
    (38.2962, -77.4676),   # the Stephens and Innis houses by the wall
    (38.3082, -77.4532),   # Chatham (the Lacy house)
    (38.2995, -77.4410),   # the Phillips house, Burnside's headquarters
    (38.2668, -77.4160),   # Mannsfield, the Bernard house
    (38.2598, -77.4268),   # the Slaughter Pen farm
    (38.2610, -77.4080),   # Smithfield
    (38.2463, -77.4325),   # Hamilton's Crossing
    (38.2850, -77.4470),   # the Bernard cabins by the Richmond road
    (38.2795, -77.4700),   # Howison house
])

# --- roads -----------------------------------------------------------------------
# The Telegraph Road: the Sunken Road at the foot of Marye's Heights, then
# over Hazel Run and south past Lee's Hill and Howison Hill.
TELEGRAPH = PL([(38.2998, -77.4686), (38.2975, -77.4684), (38.2950, -77.4681), (38.2932, -77.4676),
                (38.2915, -77.4672), (38.2880, -77.4662), (38.2840, -77.4648), (38.2790, -77.4625),
                (38.2720, -77.4640), (38.2600, -77.4660), (38.2480, -77.4690), (38.2300, -77.4720)])
SUNKEN = (38.2933, 38.2995)   # the stretch of the Sunken Road behind the stone wall (latitudes)
HANOVER = PL([(38.2998, -77.4598), (38.2996, -77.4640), (38.2998, -77.4686), (38.2985, -77.4740),
              (38.2975, -77.4800), (38.2960, -77.4920)])
PLANK = PL([(38.3030, -77.4600), (38.3022, -77.4650), (38.3025, -77.4720), (38.3018, -77.4800),
            (38.3000, -77.4920)])
OLD_RICHMOND = PL([(38.2945, -77.4548), (38.2925, -77.4528), (38.2870, -77.4490), (38.2800, -77.4420),
                   (38.2720, -77.4345), (38.2640, -77.4290), (38.2560, -77.4255), (38.2480, -77.4215),
                   (38.2400, -77.4170), (38.2260, -77.4110)])
MINE_ROAD = PL([(38.2492, -77.4220), (38.2470, -77.4280), (38.2463, -77.4330), (38.2455, -77.4450),
                (38.2500, -77.4580), (38.2560, -77.4660)])
MILITARY = PL([(38.2463, -77.4330), (38.2490, -77.4420), (38.2560, -77.4495), (38.2640, -77.4560),
               (38.2720, -77.4610), (38.2790, -77.4625)])
LANSDOWNE = PL([(38.2800, -77.4420), (38.2760, -77.4520), (38.2720, -77.4640)])       # road up Deep Run
CARAVAN = PL([(38.2890, -77.4580), (38.2870, -77.4650), (38.2880, -77.4662)])        # lane to Lee's Hill
RAILROAD = PL([(38.2985, -77.4572), (38.2928, -77.4585), (38.2870, -77.4598), (38.2800, -77.4560),
               (38.2720, -77.4500), (38.2640, -77.4458), (38.2560, -77.4410), (38.2500, -77.4362),
               (38.2463, -77.4328), (38.2380, -77.4282), (38.2250, -77.4230)])
TOWN_STREETS = [
    PL([(38.3095, -77.4612), (38.3040, -77.4584), (38.2985, -77.4556), (38.2945, -77.4540)]),   # Caroline Street
    PL([(38.3090, -77.4628), (38.3030, -77.4606), (38.2975, -77.4590), (38.2935, -77.4566)]),   # Princess Anne
    PL([(38.3062, -77.4576), (38.3070, -77.4615)]),                                             # Hawke Street
    PL([(38.2962, -77.4518), (38.2968, -77.4560)]),                                             # Rocky Lane
]
# Across the river: from Falmouth along Stafford Heights past Chatham and the
# Phillips house to the lower crossing, and the roads down to the bridges.
STAFFORD = PL([(38.3240, -77.4680), (38.3180, -77.4580), (38.3100, -77.4515), (38.3000, -77.4420),
               (38.2920, -77.4340), (38.2865, -77.4290), (38.2780, -77.4190), (38.2650, -77.4050)])
UPPER_BRIDGE = PL([(38.3085, -77.4525), (38.3062, -77.4576), (38.3062, -77.4592)])
MIDDLE_BRIDGE = PL([(38.3000, -77.4420), (38.2968, -77.4495), (38.2962, -77.4518), (38.2962, -77.4540)])
LOWER_BRIDGE = PL([(38.2865, -77.4290), (38.2836, -77.4338), (38.2815, -77.4370), (38.2800, -77.4420)])
FALMOUTH_ROAD = PL([(38.3240, -77.4680), (38.3250, -77.4600)])

ROADS = [("road", TELEGRAPH), ("road", HANOVER), ("pike", PLANK), ("road", OLD_RICHMOND), ("road", MINE_ROAD),
         ("trail", MILITARY), ("trail", LANSDOWNE), ("trail", CARAVAN), ("railroad", RAILROAD)] + \
        [("road", s) for s in TOWN_STREETS] + \
        [("road", STAFFORD), ("road", UPPER_BRIDGE), ("road", MIDDLE_BRIDGE), ("road", LOWER_BRIDGE),
         ("road", FALMOUTH_ROAD)]

# Fences: the board fences and hedges of the plain before the wall, and the
# Bernard farm's along the Richmond road (the Slaughter Pen).
FENCES = [
    PL([(38.3000, -77.4660), (38.2960, -77.4655)]),
    PL([(38.2620, -77.4300), (38.2570, -77.4280)]),
    PL([(38.2680, -77.4330), (38.2640, -77.4310)]),
]
# Hedges and ditches along the Old Richmond Road, whose banks sheltered the
# Union left (drawn as fences on the road's hexsides south of Deep Run).
FENCED_ROADS = [(3, (P(38.2450, 0)[1], P(38.2780, 0)[1]))]

LABELS = [
    ((38.3030, -77.4590), "Fredericksburg"), ((38.3235, -77.4685), "Falmouth"),
    ((38.2990, -77.4710), "Marye's Heights"), ((38.2965, -77.4684), "Sunken Road and stone wall"),
    ((38.2932, -77.4700), "Willis Hill"), ((38.2842, -77.4672), "Telegraph Hill (Lee's Hill)"),
    ((38.2785, -77.4635), "Howison Hill"), ((38.3075, -77.4775), "Taylor's Hill"),
    ((38.2505, -77.4402), "Prospect Hill"), ((38.2463, -77.4325), "Hamilton's Crossing"),
    ((38.2565, -77.4395), "The gap (Meade's breakthrough)"), ((38.2985, -77.4640), "Millrace"),
    ((38.3082, -77.4532), "Chatham (Lacy house)"), ((38.2995, -77.4410), "Phillips House"),
    ((38.3130, -77.4505), "Stafford Heights"), ((38.3062, -77.4565), "Upper Crossing"),
    ((38.2965, -77.4505), "Middle Crossing"), ((38.2840, -77.4325), "Lower Crossing (Deep Run)"),
    ((38.2700, -77.4340), "Old Richmond Road"), ((38.2600, -77.4630), "Military Road"),
    ((38.2455, -77.4500), "Mine Road"), ((38.2650, -77.4420), "RF&P Railroad"),
    ((38.2780, -77.4450), "Deep Run"), ((38.2918, -77.4620), "Hazel Run"),
    ((38.2395, -77.4400), "Massaponax Creek"), ((38.2598, -77.4268), "Slaughter Pen Farm"),
    ((38.2668, -77.4160), "Mannsfield (Bernard house)"), ((38.2610, -77.4080), "Smithfield"),
    ((38.2700, -77.4080), "Rappahannock River"), ((38.2970, -77.4740), "Marye House (Brompton)"),
    ((38.3040, -77.4780), "Plank Road"), ((38.2680, -77.4650), "Telegraph Road"),
]


def river_water(grid):
    """Water hexes: centres within the river's half width of its centre line,
    except at the three crossings."""
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
    for lat, lon in CROSSINGS:
        cx, cy = P(lat, lon)
        for h in list(water):
            hx, hy = grid.centre(*h)
            if math.hypot(hx - cx, hy - cy) <= 100:
                water.discard(h)
    return water


def stone_wall(m, grid):
    """The stone wall: every hexside from the Sunken Road's hexes toward the
    plain (east: NE, SE, and N or S where the road bends) between the ends of
    the wall."""
    road = next(rd for rd in m["roads"] if rd["hexes"][0] == list(grid.hex_at(*TELEGRAPH[0])))
    hexes = [tuple(h) for h in road["hexes"]]
    on = set(hexes)
    y0, y1 = P(SUNKEN[0], 0)[1], P(SUNKEN[1], 0)[1]
    have = {(tuple(s["hex"]), s["side"]) for s in m["hexsides"]}
    added = []
    for h in hexes:
        x, y = grid.centre(*h)
        if not (y0 <= y <= y1):
            continue
        for s in (1, 2):   # NE, SE: toward the plain
            n = mapgen.neighbour(*h, s)
            if n in on:
                continue
            a, b = sorted([h, n])
            side = mapgen.SIDES[mapgen.side_towards(a, b)]
            if (a, side) in have:
                continue
            added.append({"hex": list(a), "side": side, "feature": "stone-wall"})
            have.add((a, side))
    m["hexsides"].extend(added)
    m["hexsides"].sort(key=lambda s: (s["hex"], mapgen.SIDES.index(s["side"])))
    return len(added)


def make():
    x0 = (WEST - LON0) * YD_LON
    y0 = (NORTH - LAT0) * YD_LAT
    grid = mapgen.Grid(WIDTH, HEIGHT, x0, y0)
    base = mapgen.Elevation(20, points=BASE, power=1.6)
    elev = mapgen.Relief(20, base, ridges=RIDGES, valleys=VALLEYS, noise=5.0, seed=62)
    woods = [mapgen.roughen(p, 300 + i) for i, p in enumerate(WOODS)]
    water = river_water(grid)
    water_polys = [[grid.centre(*h)] for h in sorted(water)]
    layers = [("w", woods), ("m", MARSH), (".", CLEARINGS), ("t", TOWN + FALMOUTH),
              ("t", [[p] for p in FARMS]), ("~", water_polys)]
    m = mapgen.build_map(grid, "Fredericksburg: Falmouth to Hamilton's Crossing", SOURCE, elev, layers, ROADS,
                         streams=[HAZEL_RUN, DEEP_RUN, MASSAPONAX, MILLRACE, RIVER_LINE], fences=FENCES,
                         fenced_roads=FENCED_ROADS,
                         labels=[(P(a, b), t) for (a, b), t in LABELS])
    # Roads never end in the river: a road hex in the water (the ruined
    # railroad bridge, a street's end) is dropped.
    for rd in m["roads"]:
        rd["hexes"] = [h for h in rd["hexes"] if tuple(h) not in water]
    m["roads"] = [rd for rd in m["roads"] if len(rd["hexes"]) >= 2]
    walls = stone_wall(m, grid)
    return grid, m, walls


def main():
    grid, m, walls = make()
    mapgen.write_json("maps/fredericksburg.json", m)
    print("maps/fredericksburg.json", m["width"], "x", m["height"], "hexes,", walls, "stone-wall hexsides")


if __name__ == "__main__":
    main()
