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

SPOTS = [
    (0, 0, 240), (300, -1000, 322), (750, -650, 312), (250, 1700, 332), (200, 550, 280),
    (-1200, -1300, 328), (-1000, -300, 300), (-1400, -2200, 330), (-600, -2200, 318),
    (-2500, 300, 300), (-2800, -1500, 320), (-2800, 2000, 300), (-1500, 1500, 300),
    (-500, 3400, 250), (500, 3000, 270), (1200, 2300, 260), (900, 1000, 290),
    (2500, 200, 300), (3200, 800, 330), (3300, -800, 310), (3000, 2500, 300), (3400, -2500, 300),
    (1200, -1600, 290), (800, -2500, 290), (-200, -2900, 300), (1600, -800, 250),
    (-1800, 3200, 290), (2000, 3600, 280), (-2800, -2800, 330),
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

WOODS = [
    [(-300, 2100), (700, 2100), (800, 3000), (-200, 3100)],                # north of Matthews Hill
    [(300, -1250), (1300, -1150), (1500, -1900), (400, -2000)],            # pines south-east of Henry Hill
    [(-900, -1800), (-400, -1800), (-400, -2600), (-1000, -2600)],         # Bald Hill
    [(2250, -400), (3500, -300), (3500, 1200), (2300, 1100)],              # east of the Stone Bridge
    [(-1300, 3200), (-700, 3200), (-700, 3900), (-1300, 3900)],            # about Sudley
    [(1050, 2500), (1500, 2500), (1800, 1200), (2050, 1300), (1750, 2700)],  # along Bull Run
    [(2200, -1000), (2800, -1000), (3000, -2600), (2500, -2800), (2350, -1700)],
    [(-2400, -1300), (-1700, -1300), (-1700, -2500), (-2500, -2500)],
    [(-3000, 1000), (-2200, 1000), (-2200, 1800), (-3000, 1800)],
    [(600, 3300), (1400, 3300), (1400, 3900), (600, 3900)],
    [(-2200, 2400), (-1400, 2400), (-1400, 2900), (-2200, 2900)],
    [(-400, -2300), (300, -2300), (300, -2900), (-400, -2900)],
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
    elev = mapgen.Elevation(180, points=SPOTS, lines=[BULL_RUN_BED, YOUNGS_BED, CATHARPIN_BED])
    layers = [("w", WOODS), ("t", [[p] for p in FARMS])]
    m = mapgen.build_map(grid, "First Bull Run: Sudley Springs to Henry House Hill", SOURCE, elev, layers,
                         ROADS, streams=[BULL_RUN, YOUNGS, CATHARPIN], fords=FORDS, fences=FENCES,
                         labels=LABELS)
    mapgen.write_json("maps/bull-run.json", m)


if __name__ == "__main__":
    main()
