#!/usr/bin/env python3
"""Generates maps/gettysburg.json: the whole field of Gettysburg, 1-3 July
1863, from Oak Hill and Barlow's Knoll in the north to Big Round Top in the
south, and from Herr Ridge in the west to Benner's Hill and Wolf Hill in the
east (59 x 71 hexes at 125 yards a hex, north up).

The ground is geometry in yards (x east, y north, origin the Diamond, the
town square), written here as latitude and longitude of landmarks that
survive or are marked on the historical maps and converted to yards (`P`),
then rasterised by scripts/mapgen.py as the other maps are. Run from the
repository root:

    python3 scripts/make-gettysburg-map.py

Maps used (facts and positions only):
- the Warren survey: Map of the Battlefield of Gettysburg, surveyed under the
  direction of Bvt. Maj. Gen. G. K. Warren, 1868-1869 (published 1873), with
  its 4-foot contours, woods, fences and houses;
- John B. Bachelder, the Gettysburg battlefield maps of the troop positions
  on 1, 2 and 3 July (Government edition, 1876), and his isometric drawing
  of the field (1863);
- U.S. War Department, Atlas to Accompany the Official Records, Plates XL
  to XLIII (the Gettysburg maps);
- National Park Service, Gettysburg National Military Park, the park map;
- U.S. Geological Survey 7.5-minute quadrangles Gettysburg and Fairfield
  (relief, the courses of Willoughby Run, Rock Creek and Plum Run).
Woodlot edges, heights and the lines of walls and fences are the designer's
reading at this scale and may be off by a hex.
"""
import math
import os
import sys
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mapgen

SOURCE = (
    "The field of Gettysburg on 1-3 July 1863, reconstructed for play at 125 yards a hex, north up; heights "
    "at 20 feet a level, level 0 at 460 feet (Rock Creek below Culp's Hill). Drawn after the Warren survey "
    "(Map of the Battlefield of Gettysburg, surveyed under Bvt. Maj. Gen. G. K. Warren, 1868-1869, its "
    "contours, woods, fences and houses); John B. Bachelder's maps of the troop positions of 1, 2 and 3 July "
    "(Government edition, 1876) and his isometric drawing of 1863; the Atlas to Accompany the Official "
    "Records, Plates XL-XLIII; the National Park Service map of Gettysburg National Military Park; and the "
    "U.S. Geological Survey 7.5-minute quadrangles Gettysburg and Fairfield for the relief and the streams. "
    "Positions are fixed by surviving landmarks (the Diamond, the Lutheran Seminary, the McPherson barn, the "
    "railroad cut, Barlow's Knoll, the Evergreen Cemetery gatehouse, the Leister house, the Codori, Trostle, "
    "Rose and Sherfy farms, the Angle, Little and Big Round Top, Devil's Den, Spangler's Spring); woodlot "
    "edges, walls and heights between the spot heights are the designer's reading at this scale and may be "
    "off by a hex. Big Round Top, Little Round Top and Oak Hill are all at the top level (9)."
)

LAT0, LON0 = 39.8309, -77.2311          # the Diamond
YD_LAT = 121400.0
YD_LON = 121400.0 * math.cos(math.radians(39.81))


# Latitude and longitude to yards on this map (mapgen.projection).
P, PL, PH = mapgen.projection(LAT0, LON0, YD_LAT, YD_LON)


# Frame: 59 columns from 77.2680 W, 71 rows from 39.8520 N.
WEST, NORTH = -77.2680, 39.8520
WIDTH, HEIGHT = 59, 71
BASE_FT = 460

# --- relief ----------------------------------------------------------------------
BASE = PH([
    (39.8309, -77.2311, 520), (39.8520, -77.2680, 540), (39.8520, -77.2350, 525), (39.8520, -77.2000, 520),
    (39.8300, -77.2000, 525), (39.7790, -77.2000, 500), (39.7790, -77.2350, 520), (39.7790, -77.2680, 520),
    (39.8200, -77.2400, 550), (39.8050, -77.2300, 540), (39.8350, -77.2150, 510), (39.8450, -77.2350, 530),
    (39.8100, -77.2600, 530), (39.8400, -77.2550, 520), (39.7950, -77.2250, 520),
])
RIDGES = [
    # Seminary Ridge from the railroad cut south past the Seminary, the Point
    # of Woods and Pitzer's Woods to Warfield Ridge.
    (PH([(39.8385, -77.2440, 570), (39.8330, -77.2442, 578), (39.8250, -77.2452, 572), (39.8150, -77.2478, 580),
         (39.8050, -77.2530, 585), (39.7980, -77.2548, 580), (39.7900, -77.2555, 570), (39.7800, -77.2565, 555)]),
     450, 0.2),
    # Oak Ridge, Oak Hill at its north end.
    (PH([(39.8455, -77.2458, 655), (39.8420, -77.2442, 605), (39.8385, -77.2440, 572)]), 420, 0.1),
    # McPherson's Ridge and Herr Ridge west of the town.
    (PH([(39.8430, -77.2515, 545), (39.8355, -77.2515, 555), (39.8300, -77.2525, 550), (39.8220, -77.2530, 540)]),
     300, 0.1),
    (PH([(39.8470, -77.2630, 560), (39.8390, -77.2652, 572), (39.8300, -77.2640, 570), (39.8190, -77.2620, 560)]),
     420, 0.2),
    # Cemetery Hill and East Cemetery Hill.
    (PH([(39.8232, -77.2312, 612), (39.8210, -77.2308, 608), (39.8225, -77.2284, 600)]), 450, 0.15),
    # Cemetery Ridge from Ziegler's Grove past the Angle, low by the Weikert
    # farms, rising to Little Round Top.
    (PH([(39.8190, -77.2330, 592), (39.8125, -77.2352, 577), (39.8060, -77.2354, 562), (39.8000, -77.2356, 545),
         (39.7958, -77.2360, 565), (39.7923, -77.2365, 650)]), 340, 0.1),
    (PH([(39.7925, -77.2365, 655), (39.7912, -77.2368, 640)]), 300, 0.15),      # Little Round Top
    (PH([(39.7862, -77.2376, 785), (39.7855, -77.2380, 785)]), 520, 0.05),      # Big Round Top
    # Houck's Ridge from Devil's Den to the Wheatfield; Stony Hill.
    (PH([(39.7912, -77.2428, 565), (39.7945, -77.2423, 560), (39.7975, -77.2425, 545)]), 200, 0.1),
    (PH([(39.7988, -77.2458, 557)]), 200, 0.1),
    # The Emmitsburg Road ridge to the Peach Orchard.
    (PH([(39.8150, -77.2412, 568), (39.8075, -77.2450, 575), (39.8012, -77.2497, 588), (39.7960, -77.2535, 575)]),
     340, 0.15),
    # Culp's Hill, its upper and lower summits; Power's Hill; Benner's Hill;
    # Wolf Hill; Barlow's (Blocher's) Knoll.
    (PH([(39.8178, -77.2195, 625), (39.8140, -77.2172, 565)]), 420, 0.1),
    (PH([(39.8068, -77.2178, 585)]), 320, 0.1),
    (PH([(39.8275, -77.2115, 572)]), 360, 0.15),
    (PH([(39.8150, -77.2030, 645)]), 520, 0.1),
    (PH([(39.8455, -77.2275, 560)]), 220, 0.1),
]
WILLOUGHBY = [(39.8520, -77.2585, 500), (39.8400, -77.2565, 495), (39.8355, -77.2556, 490), (39.8250, -77.2590, 490),
              (39.8100, -77.2587, 488), (39.7980, -77.2597, 480), (39.7850, -77.2570, 470), (39.7790, -77.2560, 466)]
ROCK_CREEK = [(39.8520, -77.2292, 500), (39.8470, -77.2250, 496), (39.8420, -77.2228, 492), (39.8340, -77.2210, 486),
              (39.8285, -77.2180, 480), (39.8210, -77.2158, 475), (39.8150, -77.2133, 470), (39.8100, -77.2140, 468),
              (39.8060, -77.2112, 465), (39.7980, -77.2130, 462), (39.7880, -77.2180, 456), (39.7790, -77.2195, 450)]
PLUM_RUN = [(39.8110, -77.2435, 545), (39.8040, -77.2405, 532), (39.7990, -77.2395, 522), (39.7930, -77.2398, 515),
            (39.7880, -77.2420, 505), (39.7790, -77.2440, 490)]
VALLEYS = [(PH(WILLOUGHBY), 250), (PH(ROCK_CREEK), 300), (PH(PLUM_RUN), 180)]

# --- terrain ---------------------------------------------------------------------
TOWN = [PL([(39.8365, -77.2378), (39.8362, -77.2290), (39.8335, -77.2250), (39.8290, -77.2255), (39.8252, -77.2290),
            (39.8248, -77.2335), (39.8270, -77.2388), (39.8320, -77.2398)])]
WOODS = [
    PL([(39.8356, -77.2547), (39.8346, -77.2505), (39.8318, -77.2500), (39.8308, -77.2540)]),        # Herbst Woods
    # Seminary Ridge: McMillan's, Spangler's and Pitzer's Woods, Biesecker's
    PL([(39.8272, -77.2442), (39.8200, -77.2452), (39.8140, -77.2467), (39.8070, -77.2505), (39.8030, -77.2530),
        (39.7930, -77.2547), (39.7870, -77.2552), (39.7870, -77.2612), (39.7950, -77.2600), (39.8020, -77.2590),
        (39.8100, -77.2552), (39.8200, -77.2515), (39.8272, -77.2492)]),
    PL([(39.8343, -77.2452), (39.8322, -77.2432), (39.8300, -77.2455), (39.8322, -77.2472)]),        # Seminary grove
    PL([(39.8212, -77.2232), (39.8203, -77.2152), (39.8152, -77.2124), (39.8092, -77.2138), (39.8078, -77.2190),
        (39.8122, -77.2222), (39.8172, -77.2244)]),                                                   # Culp's Hill
    PL([(39.7905, -77.2420), (39.7790, -77.2445), (39.7790, -77.2320), (39.7870, -77.2318), (39.7905, -77.2348)]),
    PL([(39.7966, -77.2472), (39.7962, -77.2418), (39.7928, -77.2414), (39.7902, -77.2440), (39.7915, -77.2478)]),  # Rose Woods
    PL([(39.8007, -77.2426), (39.8002, -77.2404), (39.7986, -77.2400), (39.7986, -77.2425)]),        # Trostle Woods
    PL([(39.7997, -77.2472), (39.7996, -77.2450), (39.7978, -77.2447), (39.7978, -77.2473)]),        # Stony Hill
    PL([(39.8100, -77.2205), (39.8082, -77.2150), (39.8030, -77.2140), (39.8035, -77.2212)]),        # Power's Hill, McAllister's
    PL([(39.8190, -77.2075), (39.8215, -77.2030), (39.8200, -77.2000), (39.8090, -77.2000), (39.8060, -77.2040),
        (39.8100, -77.2070), (39.8130, -77.2100)]),                                                   # Wolf Hill
    PL([(39.8402, -77.2452), (39.8397, -77.2428), (39.8370, -77.2428), (39.8374, -77.2452)]),        # Sheads Woods
    PL([(39.8052, -77.2622), (39.8002, -77.2602), (39.7900, -77.2622), (39.7950, -77.2662)]),        # by Willoughby Run
    PL([(39.8420, -77.2200), (39.8400, -77.2150), (39.8360, -77.2170), (39.8380, -77.2215)]),        # east of Rock Creek
]
HEAVY = [
    PL([(39.7885, -77.2410), (39.7830, -77.2420), (39.7830, -77.2340), (39.7885, -77.2340)]),        # Big Round Top
    PL([(39.7922, -77.2438), (39.7921, -77.2414), (39.7904, -77.2414), (39.7904, -77.2438)]),        # Devil's Den
]
CLEARINGS = [PL([(39.7935, -77.2380), (39.7935, -77.2355), (39.7908, -77.2355), (39.7908, -77.2380)])]  # LRT's crest
ORCHARDS = [PL([(39.8024, -77.2514), (39.8024, -77.2486), (39.7998, -77.2486), (39.7998, -77.2514)]),  # Peach Orchard
            PL([(39.8180, -77.2318), (39.8175, -77.2310), (39.8168, -77.2312)])]
ZIEGLER = [(39.8186, -77.2332)]
FARMS = [
    (39.8356, -77.2524),   # McPherson barn
    (39.8319, -77.2445),   # Lutheran Seminary
    (39.8393, -77.2658),   # Herr's Tavern
    (39.8440, -77.2333),   # the Almshouse
    (39.8137, -77.2408),   # Codori
    (39.8150, -77.2385),   # Bliss
    (39.8167, -77.2340),   # Leister, Meade's headquarters
    (39.8010, -77.2445),   # Trostle
    (39.7963, -77.2490),   # Rose
    (39.8025, -77.2500),   # Sherfy
    (39.7900, -77.2470),   # Slyder
    (39.8090, -77.2250),   # George Spangler
    (39.8082, -77.2448),   # Klingle and Rogers
    (39.8280, -77.2080),   # Daniel Lady
    (39.7998, -77.2365),   # George Weikert
]

# --- roads -----------------------------------------------------------------------
DIAMOND = (39.8309, -77.2311)
CHAMBERSBURG = PL([DIAMOND, (39.8318, -77.2345), (39.8325, -77.2380), (39.8335, -77.2440), (39.8350, -77.2500),
                   (39.8360, -77.2540), (39.8378, -77.2600), (39.8392, -77.2660), (39.8400, -77.2700)])
RAILROAD = PL([(39.8340, -77.2290), (39.8350, -77.2360), (39.8362, -77.2432), (39.8372, -77.2490),
               (39.8392, -77.2570), (39.8420, -77.2650), (39.8440, -77.2700)])
MUMMASBURG = PL([(39.8335, -77.2330), (39.8370, -77.2360), (39.8420, -77.2420), (39.8450, -77.2462),
                 (39.8490, -77.2530), (39.8525, -77.2580)])
CARLISLE = PL([(39.8325, -77.2315), (39.8400, -77.2318), (39.8470, -77.2321), (39.8525, -77.2326)])
HARRISBURG = PL([(39.8320, -77.2290), (39.8360, -77.2268), (39.8420, -77.2258), (39.8470, -77.2248),
                 (39.8525, -77.2200)])
YORK = PL([DIAMOND, (39.8315, -77.2260), (39.8330, -77.2200), (39.8355, -77.2100), (39.8380, -77.1995)])
HANOVER = PL([(39.8318, -77.2240), (39.8300, -77.2180), (39.8285, -77.2100), (39.8275, -77.1995)])
BALTIMORE = PL([DIAMOND, (39.8270, -77.2305), (39.8225, -77.2298), (39.8180, -77.2268), (39.8130, -77.2230),
                (39.8090, -77.2185), (39.8060, -77.2120), (39.8020, -77.2050), (39.7990, -77.1995)])
TANEYTOWN = PL([(39.8270, -77.2322), (39.8215, -77.2322), (39.8165, -77.2336), (39.8100, -77.2330),
                (39.8000, -77.2330), (39.7930, -77.2328), (39.7850, -77.2310), (39.7785, -77.2300)])
EMMITSBURG = PL([(39.8270, -77.2325), (39.8220, -77.2360), (39.8170, -77.2395), (39.8137, -77.2412),
                 (39.8080, -77.2450), (39.8015, -77.2500), (39.7960, -77.2545), (39.7880, -77.2605),
                 (39.7785, -77.2685)])
FAIRFIELD = PL([(39.8300, -77.2340), (39.8290, -77.2400), (39.8275, -77.2470), (39.8260, -77.2550),
                (39.8240, -77.2630), (39.8220, -77.2700)])
WHEATFIELD_RD = PL([(39.8010, -77.2497), (39.8000, -77.2450), (39.7990, -77.2400), (39.7980, -77.2360),
                    (39.7975, -77.2330)])
MILLERSTOWN = PL([(39.8010, -77.2497), (39.8030, -77.2570), (39.8040, -77.2700)])
GRANITE_SCHOOL = PL([(39.8030, -77.2330), (39.8060, -77.2230), (39.8090, -77.2185)])
SLYDER_LANE = PL([(39.7920, -77.2505), (39.7900, -77.2470), (39.7890, -77.2420)])
HUNTERSTOWN = PL([(39.8330, -77.2200), (39.8420, -77.2130), (39.8525, -77.2060)])
ROADS = [("pike", CHAMBERSBURG), ("railroad", RAILROAD), ("road", MUMMASBURG), ("road", CARLISLE),
         ("road", HARRISBURG), ("pike", YORK), ("road", HANOVER), ("pike", BALTIMORE), ("road", TANEYTOWN),
         ("road", EMMITSBURG), ("road", FAIRFIELD), ("road", WHEATFIELD_RD), ("road", MILLERSTOWN),
         ("trail", GRANITE_SCHOOL), ("trail", SLYDER_LANE), ("road", HUNTERSTOWN)]
EMMITSBURG_INDEX = 9

# --- walls and fences ------------------------------------------------------------
WALLS = [
    # Cemetery Ridge: the stone wall from Ziegler's Grove to the Angle, its jog
    # east, and on south past the copse of trees.
    PL([(39.8188, -77.2343), (39.8140, -77.2354), (39.8132, -77.2368), (39.8125, -77.2362), (39.8095, -77.2364)]),
    # East Cemetery Hill: the wall along Brickyard Lane below the lunettes.
    PL([(39.8248, -77.2283), (39.8215, -77.2268)]),
    # The breastworks on Culp's Hill (logs, stones and earth, 2 July).
    PL([(39.8200, -77.2208), (39.8175, -77.2183), (39.8145, -77.2172), (39.8118, -77.2178), (39.8102, -77.2196)]),
    # The rail-and-stone barricade before the Seminary (1 July).
    PL([(39.8345, -77.2428), (39.8300, -77.2432)]),
    # Stone walls of the Wheatfield and the triangular field above Devil's Den.
    PL([(39.7968, -77.2448), (39.7968, -77.2418)]),
    PL([(39.7932, -77.2440), (39.7928, -77.2418)]),
]
FENCES = [
    PL([(39.8440, -77.2400), (39.8400, -77.2330)]),          # Forney's and the Almshouse fields
    PL([(39.8150, -77.2460), (39.8150, -77.2380)]),          # Bliss farm lane
]
FENCED_ROADS = [(EMMITSBURG_INDEX, (P(39.8000, 0)[1], P(39.8230, 0)[1]))]

LABELS = [
    (DIAMOND, "Gettysburg"), ((39.8319, -77.2445), "Lutheran Seminary"), ((39.8250, -77.2452), "Seminary Ridge"),
    ((39.8356, -77.2524), "McPherson's Ridge"), ((39.8330, -77.2525), "Herbst Woods"),
    ((39.8367, -77.2460), "Railroad cut"), ((39.8393, -77.2658), "Herr Ridge"), ((39.8455, -77.2458), "Oak Hill"),
    ((39.8415, -77.2442), "Oak Ridge"), ((39.8455, -77.2275), "Barlow's Knoll"), ((39.8440, -77.2333), "Almshouse"),
    ((39.8225, -77.2305), "Cemetery Hill"), ((39.8228, -77.2280), "East Cemetery Hill"),
    ((39.8178, -77.2195), "Culp's Hill"), ((39.8105, -77.2160), "Spangler's Spring"),
    ((39.8125, -77.2358), "The Angle"), ((39.8060, -77.2354), "Cemetery Ridge"), ((39.8186, -77.2332), "Ziegler's Grove"),
    ((39.8167, -77.2340), "Leister house (Meade's headquarters)"), ((39.8137, -77.2408), "Codori farm"),
    ((39.8012, -77.2497), "Peach Orchard"), ((39.7982, -77.2440), "Wheatfield"), ((39.7912, -77.2428), "Devil's Den"),
    ((39.7945, -77.2423), "Houck's Ridge"), ((39.7923, -77.2365), "Little Round Top"),
    ((39.7862, -77.2376), "Big Round Top"), ((39.8010, -77.2445), "Trostle farm"), ((39.7963, -77.2490), "Rose farm"),
    ((39.7940, -77.2545), "Warfield Ridge"), ((39.8140, -77.2478), "Point of Woods"),
    ((39.8068, -77.2178), "Power's Hill"), ((39.8275, -77.2115), "Benner's Hill"), ((39.8150, -77.2030), "Wolf Hill"),
    ((39.8440, -77.2560), "Willoughby Run"), ((39.8380, -77.2225), "Rock Creek"), ((39.7950, -77.2397), "Plum Run"),
    ((39.8375, -77.2600), "Chambersburg Pike"), ((39.8480, -77.2510), "Mummasburg Road"),
    ((39.8480, -77.2321), "Carlisle Road"), ((39.8490, -77.2235), "Harrisburg Road"),
    ((39.8360, -77.2080), "York Pike"), ((39.8283, -77.2060), "Hanover Road"), ((39.8030, -77.2060), "Baltimore Pike"),
    ((39.7880, -77.2318), "Taneytown Road"), ((39.7900, -77.2595), "Emmitsburg Road"),
    ((39.8250, -77.2590), "Fairfield Road"), ((39.8090, -77.2250), "George Spangler farm"),
]


def make():
    x0 = (WEST - LON0) * YD_LON
    y0 = (NORTH - LAT0) * YD_LAT
    grid = mapgen.Grid(WIDTH, HEIGHT, x0, y0)
    base = mapgen.Elevation(BASE_FT, points=BASE, power=1.6)
    elev = mapgen.Relief(BASE_FT, base, ridges=RIDGES, valleys=VALLEYS, noise=4.0, seed=63)
    woods = [mapgen.roughen(p, 400 + i) for i, p in enumerate(WOODS)]
    layers = [("w", woods), ("W", HEAVY), (".", CLEARINGS), ("o", ORCHARDS), ("w", [[p] for p in PL(ZIEGLER)]),
              ("t", TOWN), ("t", [[p] for p in PL(FARMS)])]
    streams = [PL([(a, b) for a, b, _ in s]) for s in (WILLOUGHBY, ROCK_CREEK, PLUM_RUN)]
    m = mapgen.build_map(grid, "Gettysburg: Oak Hill to the Round Tops", SOURCE, elev, layers, ROADS,
                         streams=streams, fences=FENCES, walls=WALLS, fenced_roads=FENCED_ROADS,
                         labels=[(P(a, b), t) for (a, b), t in LABELS])
    return grid, m


def main():
    grid, m = make()
    mapgen.write_json("maps/gettysburg.json", m)
    walls = sum(1 for s in m["hexsides"] if s["feature"] == "stone-wall")
    print("maps/gettysburg.json", m["width"], "x", m["height"], "hexes,", walls, "stone-wall hexsides")


if __name__ == "__main__":
    main()
