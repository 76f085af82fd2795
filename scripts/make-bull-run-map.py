#!/usr/bin/env python3
"""Generates maps/bull-run.json: the field of First Bull Run (First Manassas),
21 July 1861, from Sudley Springs to the Stone Bridge and Henry House Hill.
The ground is geometry in yards (x east, y north, origin the Stone House at
the crossing of the Warrenton Turnpike and the Sudley Road), rasterised by
scripts/mapgen.py. Run from the repository root:

    python3 scripts/make-bull-run-map.py
"""
import os
import sys
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mapgen

SOURCE = (
    "The field of First Bull Run on 21 July 1861, reconstructed for play at 125 yards a hex, north up; "
    "heights at 20 feet a level, level 0 at 180 feet (the bed of Bull Run below the Stone Bridge). "
    "Drawn after the 1861 survey maps of the battlefield in the Official Records atlas (Atlas to "
    "Accompany the Official Records, plate III: the map of the battlefield of Bull Run by Capt. "
    "H. L. Abbot and Capt. Frederick E. Prime, and the Confederate map by Capt. D. B. Harris), the "
    "National Park Service map of Manassas National Battlefield Park and its Henry Hill and Matthews "
    "Hill walking-tour maps, the U.S. Geological Survey 7.5-minute quadrangle Gainesville (relief, "
    "the courses of Bull Run and Young's Branch), and John Hennessy, The First Battle of Manassas "
    "(1989). Positions are fixed by surviving landmarks (the Stone House, the Henry and Robinson "
    "house sites, the Matthews house, Sudley Church, the Stone Bridge, the Van Pelt and Chinn house "
    "sites); woodlot edges, fences and heights are the designer's reading at this scale and may be "
    "off by a hex."
)

# The base surface: the rolling farmland, about 250-280 feet, between the features.
BASE = [
    (0, 0, 245), (300, -1000, 270), (-1200, -1300, 275), (-2500, 300, 265), (-2800, -2000, 285),
    (-2800, 2500, 260), (-500, 3000, 235), (1200, 2300, 235), (2800, 800, 265), (3300, -2500, 260),
    (1000, -2500, 265), (-1000, -2800, 280), (2000, 3600, 245), (3500, 3000, 265),
]
# Ridges (x, y, feet of the crest), half widths and flat crests, after the
# OR atlas plate and the USGS quadrangle: Matthews Hill north of Young's
# Branch, Buck Hill by the Stone House, the broad plateau of Henry House Hill,
# Chinn Ridge running south from the turnpike, Bald Hill, Dogan's ridge to the
# west, and the high ground beyond Bull Run about the Van Pelt house.
RIDGES = [
    ([(-900, 3000, 300), (-300, 2300, 322), (250, 1750, 334), (750, 1450, 318), (1250, 1100, 296)],
     600, 0.25),                                                           # Matthews Hill
    ([(50, 850, 288), (300, 500, 286)], 320, 0.1),                         # Buck Hill
    ([(-150, -650, 316), (250, -1000, 326), (750, -800, 318), (1100, -1350, 300), (1200, -2000, 292)],
     650, 0.4),                                                            # Henry House Hill
    ([(-1100, -100, 304), (-1200, -1100, 330), (-1350, -2000, 334), (-1500, -2900, 326)], 500, 0.2),  # Chinn
    ([(-650, -1800, 312), (-600, -2500, 322), (-300, -3000, 310)], 380, 0.1),    # Bald Hill
    ([(-2300, 2200, 300), (-2500, 800, 308), (-2700, -500, 310), (-2900, -1700, 324), (-2800, -2900, 334)],
     650, 0.15),                                                           # Dogan's ridge
    ([(2300, 3500, 282), (2700, 2300, 300), (2500, 1300, 302), (2500, 200, 306), (3200, -800, 314),
      (3400, -2500, 302)], 650, 0.15),                                     # beyond Bull Run (Van Pelt)
    ([(3300, 1200, 330), (3200, 500, 326)], 450, 0.1),
    ([(700, -1800, 290), (800, -2600, 294)], 400, 0.1),                    # Portici
]
BULL_RUN = [(-1800, 3900), (-500, 3700), (300, 3500), (1000, 2900), (1500, 2000), (1800, 1100),
            (1900, 500), (1950, -50), (2100, -700), (2300, -1500), (2500, -2300), (3000, -3000),
            (3500, -3400), (4000, -3600)]
BULL_RUN_BED = [(x, y, h) for (x, y), h in zip(BULL_RUN, [200, 198, 196, 194, 192, 190, 188, 186, 184,
                                                          183, 182, 181, 180, 180])]
YOUNGS = [(-3200, -500), (-1500, -250), (-400, -120), (50, -80), (700, -220), (1400, -380), (2050, -450)]
YOUNGS_BED = [(x, y, h) for (x, y), h in zip(YOUNGS, [250, 232, 222, 218, 205, 195, 186])]
CATHARPIN = [(-3200, 3300), (-1800, 3500), (-700, 3650)]
CATHARPIN_BED = [(-3200, 3300, 230), (-1800, 3500, 215), (-700, 3650, 202)]
VALLEYS = [
    (BULL_RUN_BED, 480),     # Bull Run in its valley, steep-banked
    (YOUNGS_BED, 380),       # Young's Branch between Matthews Hill and Henry Hill
    (CATHARPIN_BED, 380),
    ([(-1700, -600, 290), (-1500, -300, 262), (-1400, -220, 236)], 250),     # run west of Chinn Ridge
    ([(-700, -1500, 300), (-800, -800, 260), (-800, -180, 224)], 280),       # Chinn Branch
    ([(600, -1700, 285), (1300, -1900, 250), (2300, -1500, 183)], 300),      # ravine south of Henry Hill
    ([(1000, 2500, 262), (1400, 2300, 225), (1500, 2000, 192)], 260),        # runs off Matthews Hill
    ([(-1800, 2600, 280), (-1200, 3000, 245), (-700, 3650, 202)], 260),
    ([(2900, -1500, 290), (2600, -2000, 230), (2500, -2300, 182)], 250),
]

# Woods as the 1861 maps draw them, irregular (roughened by mapgen.roughen).
WOODS = [
    [(-300, 2150), (100, 2250), (450, 2100), (750, 2300), (800, 2800), (450, 3050), (0, 2950),
     (-250, 2600)],                                                            # north of Matthews Hill
    [(300, -1250), (700, -1150), (1050, -1250), (1350, -1150), (1500, -1500), (1400, -1900),
     (900, -2000), (450, -1850), (350, -1550)],                                # pines south-east of Henry Hill
    [(-900, -1850), (-600, -1750), (-400, -2000), (-350, -2450), (-650, -2650), (-950, -2500)],  # Bald Hill
    [(2250, -400), (2700, -250), (3200, -350), (3500, 100), (3350, 700), (3450, 1150), (2900, 1200),
     (2450, 900), (2300, 300)],                                                # east of the Stone Bridge
    [(-1300, 3250), (-1000, 3150), (-700, 3300), (-750, 3850), (-1100, 3950), (-1350, 3650)],  # about Sudley
    [(1050, 2500), (1350, 2550), (1650, 2100), (1800, 1250), (2050, 1300), (1950, 2150), (1750, 2700),
     (1350, 2800)],                                                            # along Bull Run
    [(2200, -1000), (2550, -900), (2800, -1200), (3000, -2000), (2900, -2600), (2500, -2800),
     (2350, -2200), (2300, -1600)],
    [(-2400, -1300), (-2000, -1200), (-1750, -1450), (-1700, -2100), (-1900, -2550), (-2350, -2450),
     (-2550, -1900)],
    [(-3000, 1050), (-2600, 950), (-2250, 1150), (-2200, 1650), (-2550, 1850), (-2950, 1700)],
    [(600, 3300), (1000, 3250), (1400, 3400), (1350, 3850), (950, 3950), (650, 3700)],
    [(-2200, 2450), (-1800, 2350), (-1400, 2550), (-1450, 2850), (-1850, 2950), (-2150, 2800)],
    [(-400, -2350), (-50, -2250), (300, -2400), (250, -2800), (-100, -2950), (-350, -2750)],
    [(-1700, -500), (-1450, -450), (-1350, -800), (-1550, -1000), (-1750, -800)],  # on Chinn Ridge's west slope
    [(3000, -2900), (3400, -2800), (3800, -3100), (3600, -3500), (3200, -3450)],  # about Ball's Ford
]
FARMS = [(0, 0), (250, -950), (750, -650), (250, 1700), (-1200, -1300), (-2500, 300), (-500, 3500),
         (2450, 200), (2700, -2000), (-400, 950)]

TURNPIKE = [(-3100, 350), (-2500, 280), (-1200, 120), (0, 0), (1000, 50), (1950, -50), (2500, 150),
            (3700, 400)]
SUDLEY_ROAD = [(-500, 3950), (-500, 3700), (-350, 2800), (-150, 1800), (0, 0), (50, -600), (-50, -1000),
               (-300, -1800), (-600, -2800)]
FARM_FORD_ROAD = [(1000, 50), (1400, 700), (1800, 1100), (2400, 1300), (3700, 1500)]
LEWIS_LANE = [(750, -650), (1600, -1500), (2500, -2300), (2700, -2000), (3700, -1800)]
HENRY_LANE = [(50, -600), (250, -950), (750, -650)]
CHINN_LANE = [(-1200, 120), (-1200, -1300), (-1500, -2700)]
MATTHEWS_LANE = [(-150, 1800), (250, 1700), (600, 2000)]
SUDLEY_WEST = [(-500, 3700), (-1800, 3600), (-3100, 3500)]

ROADS = [("pike", TURNPIKE), ("road", SUDLEY_ROAD), ("trail", FARM_FORD_ROAD), ("trail", LEWIS_LANE),
         ("trail", HENRY_LANE), ("trail", CHINN_LANE), ("trail", MATTHEWS_LANE), ("road", SUDLEY_WEST)]
FORDS = [(1800, 1100), (2500, -2300), (3450, -3380), (-500, 3700), (1200, 2500)]
FENCES = [
    [(-250, -500), (-250, -1500)],        # rail fence west of the Henry house, along the Sudley Road
    [(100, -700), (600, -500)],           # Henry farm fields
    [(-100, 1300), (600, 1400)],          # Matthews fields south of the house
    [(-1000, -700), (-1000, -1900)],      # Chinn Ridge
]
LABELS = [
    ((300, -1000), "Henry House Hill"), ((250, -950), "Henry House"), ((750, -650), "Robinson House"),
    ((250, 1800), "Matthews Hill"), ((200, 550), "Buck Hill"), ((0, 0), "Stone House"),
    ((1950, -50), "Stone Bridge"), ((1800, 1100), "Farm Ford"), ((-500, 3500), "Sudley Church"),
    ((-500, 3750), "Sudley Springs Ford"), ((-1200, -1300), "Chinn Ridge"), ((-2500, 300), "Dogan House"),
    ((-1600, 250), "Warrenton Turnpike"), ((-300, 2800), "Sudley Road"), ((1300, 2200), "Bull Run"),
    ((-600, -150), "Young's Branch"), ((2450, 200), "Van Pelt House"), ((2600, -2100), "Lewis Ford"),
    ((3400, -3350), "Ball's Ford"), ((-700, -2200), "Bald Hill"), ((-400, 950), "Carter's Farm"),
]


def main():
    grid = mapgen.Grid(62, 54, -3000, 3950)
    base = mapgen.Elevation(180, points=BASE, power=1.6)
    elev = mapgen.Relief(180, base, ridges=RIDGES, valleys=VALLEYS, noise=5.0, seed=61)
    woods = [mapgen.roughen(p, 200 + i) for i, p in enumerate(WOODS)]
    layers = [("w", woods), ("t", [[p] for p in FARMS])]
    m = mapgen.build_map(grid, "First Bull Run: Sudley Springs to Henry House Hill", SOURCE, elev, layers,
                         ROADS, streams=[BULL_RUN, YOUNGS, CATHARPIN], fords=FORDS, fences=FENCES,
                         labels=LABELS)
    mapgen.write_json("maps/bull-run.json", m)


if __name__ == "__main__":
    main()
