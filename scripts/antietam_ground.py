"""The ground of the Antietam battlefield, 17 September 1862, as geometry.

Yards, x east, y north, origin the Dunker Church. Used by
scripts/make-antietam.py for both maps (the field around the Cornfield and
the whole field from the Potomac to Keedysville). Positions are the
designer's reconstruction from the sources in SOURCE below: the relative
places and distances of the farms, woods, roads and bridges are right to a
hex or two; woodlot edges and heights are approximate.
"""

SOURCE = (
    "The Antietam battlefield on 17 September 1862, reconstructed for play at 125 yards a hex, north up; "
    "heights at 20 feet a level, level 0 at 300 feet (the Potomac and the mouth of Antietam Creek). "
    "Drawn after the Antietam Battlefield Board maps by E. B. Cope and H. W. Mattern under Ezra A. Carman "
    "(1904, the 'Carman-Cope maps', 1:8,000 with 20-foot contours, the farms, woods, fences and "
    "cornfields of 1862), the U.S. Geological Survey 7.5-minute quadrangles Keedysville and "
    "Shepherdstown (for relief and the courses of the Potomac and Antietam Creek), the National "
    "Park Service battlefield map of Antietam National Battlefield, and Bradley M. Gottfried, "
    "The Maps of Antietam (2012). Positions are fixed by surviving landmarks (the Dunker Church, the "
    "Miller, Mumma, Roulette, Piper, Sherrick, Otto and Pry farms, the three Antietam bridges, the "
    "Sharpsburg square); woodlot edges, fence lines and heights are the designer's reading of those "
    "maps at this scale and may be off by a hex. Tall standing corn (the Cornfield, Piper's field) "
    "is drawn as orchard terrain: it hid men and slowed them as an orchard does."
)

CHURCH = (-40, 0)
SHARPSBURG = (250, -1850)

# --- relief -------------------------------------------------------------------
CREEK = [  # Antietam Creek, north to south, (x, y, feet of the bed)
    (3400, 5800, 345), (3250, 4200, 338), (3000, 2400, 332), (2950, 1800, 330), (2900, 1100, 327),
    (2650, 0, 324), (2500, -1300, 320), (2420, -2300, 316), (2050, -3050, 312), (1880, -3380, 310),
    (1600, -3900, 308), (1300, -4500, 306), (1450, -5500, 303), (1900, -6500, 300), (2300, -8000, 298),
]
POTOMAC_BANK = [  # the Maryland (east) bank, north to south
    (-2500, 6500), (-2350, 4200), (-2750, 2600), (-3250, 600), (-3300, -1500), (-3400, -3000),
    (-3050, -4500), (-1600, -6000), (400, -7000), (2300, -8100),
]
POTOMAC = POTOMAC_BANK + [(2300, -8700), (400, -7600), (-2000, -6600), (-3600, -4800),
                          (-3800, -3000), (-3700, -1500), (-3650, 600), (-3150, 2600), (-2750, 4200),
                          (-2900, 6500)]

# The base surface: the general lie of the land between the ridges (a broad
# upland about 420-450 feet falling to the Potomac and the creek).
BASE = [  # (x, y, feet)
    (0, 0, 445), (0, 4000, 435), (-1500, 1500, 440), (-2600, -500, 370), (-2800, 3500, 370),
    (300, -3500, 420), (-1000, -4500, 380), (1600, 1000, 395), (1600, -2000, 395), (3800, 3000, 395),
    (4000, -1500, 395), (4500, -4500, 395), (6500, 2000, 400), (7500, -2000, 430), (7500, 4500, 440),
    (6000, -5000, 440), (2000, 4500, 385), (-1500, -2500, 395), (-1500, -5500, 350), (2500, -6500, 340),
]

# Ridges, crest lines north to south (x, y, feet of the crest), with their
# half widths in yards and the flat part of the crest. The country runs in
# NNE-SSW ridges: from west to east the river hills, Nicodemus Heights and
# Hauser's Ridge, the Hagerstown Pike ridge with the Dunker Church plateau,
# the East Woods ridge, the ridge east of Sharpsburg (Cemetery Hill) with the
# bluffs above the Lower Bridge, and beyond the creek the Pry ridge and the
# hills about Keedysville (Carman-Cope maps; USGS Keedysville, Shepherdstown).
RIDGES = [
    ([(700, 7000, 462), (550, 5500, 468), (420, 3800, 462), (250, 2500, 468), (120, 1500, 474),
      (40, 600, 486), (-20, 0, 494), (60, -700, 486), (200, -1300, 466), (320, -2100, 448),
      (330, -3200, 452), (420, -4500, 446), (650, -6000, 430)], 800, 0.25),    # Hagerstown Pike ridge
    ([(-1500, 3300, 482), (-1450, 2300, 512), (-1350, 1600, 518), (-1250, 1000, 496)], 650, 0.2),  # Nicodemus
    ([(-1250, 1000, 492), (-1120, 300, 484), (-1100, -600, 472), (-1200, -1500, 452),
      (-1500, -2400, 430)], 500, 0.1),                                         # Hauser's Ridge
    ([(900, 2600, 450), (720, 1600, 462), (650, 900, 466), (700, 200, 450)], 450, 0.1),  # East Woods
    ([(300, -350, 456), (800, -450, 446), (1300, -700, 424)], 320, 0.0),       # Roulette: north of the lane
    ([(200, -1250, 462), (600, -1300, 456), (1100, -1450, 440)], 350, 0.1),    # Piper: south of the lane
    ([(1500, -700, 420), (1150, -1300, 448), (1000, -1750, 466), (950, -2400, 462), (900, -2900, 456),
      (800, -3700, 448), (700, -4600, 440)], 550, 0.15),                       # Cemetery Hill ridge
    ([(1300, -2700, 438), (1500, -3050, 442), (1560, -3450, 438), (1450, -3900, 430)], 300, 0.0),  # bluffs
    ([(3300, 5600, 428), (3500, 3800, 438), (3550, 2900, 418), (3550, 2200, 432), (3650, 500, 446),
      (3600, -300, 452), (3500, -1500, 436), (3300, -2200, 414), (3100, -2800, 426), (2900, -4200, 438),
      (3100, -5500, 440)], 650, 0.1),  # Pry ridge
    ([(4800, 5000, 452), (4700, 3800, 430), (4800, 2800, 446), (4850, 1800, 424), (4900, 800, 440),
      (4900, -1000, 444), (5000, -2000, 428), (5100, -3000, 470), (5500, -4500, 520)], 650, 0.1),                                          # west of Keedysville
    ([(8000, 5500, 462), (7800, 4200, 484), (7700, 3000, 456), (7600, 1200, 472), (7800, 0, 450),
      (7900, -1000, 482), (7700, -2200, 462), (7600, -3000, 500), (7000, -5500, 520)], 800, 0.1),                                          # east of Keedysville
    ([(-2000, 5500, 440), (-1900, 3500, 450), (-2100, 1200, 425), (-2200, -400, 400), (-1900, -1700, 410),
      (-1800, -2900, 418), (-1200, -4300, 420), (-300, -5200, 425)], 500, 0.1),  # river hills
]
SUNKEN_DIP = [(90, -700, 440), (650, -680, 425), (1000, -900, 412), (1500, -1300, 400)]
BANK_LINE = [(x, y, 318) for x, y in POTOMAC_BANK]
# Valleys: beds (x, y, feet) and half widths; the creek's and the river's,
# the swale of the sunken lane and the dry ravines and runs between the ridges.
VALLEYS = [
    (CREEK, 480),
    (BANK_LINE, 650),
    (SUNKEN_DIP, 170),
    ([(-550, 1500, 440), (-650, 600, 428), (-700, -300, 418), (-900, -1200, 400), (-1600, -2300, 370),
      (-2400, -3000, 330)], 320),                                              # the ravine in the West Woods
    ([(600, 300, 440), (1000, 100, 415), (1700, 0, 375), (2650, 0, 324)], 350),  # Mumma's spring run
    ([(1300, -900, 410), (1900, -1000, 360), (2500, -1300, 320)], 300),        # ravine to the Middle Bridge
    ([(-400, -1000, 430), (-600, -2200, 400), (-700, -3500, 370), (-900, -4800, 340),
      (-1400, -5800, 318)], 400),                                              # run west of Sharpsburg
    ([(1400, -2000, 420), (2000, -2200, 360), (2420, -2300, 316)], 300),       # Otto's ravine
    ([(6600, 5500, 400), (6300, 2500, 380), (6300, 400, 365), (5900, -1500, 350), (5300, -3300, 335),
      (4200, -4300, 318), (3000, -5000, 310), (1450, -5500, 303)], 500),       # Little Antietam
    ([(4400, 2000, 400), (3700, 2300, 370), (3000, 2400, 332)], 300),
    ([(5600, 3000, 410), (4300, 3300, 395), (3500, 4000, 360), (3300, 4300, 338)], 300),   # runs to the creek
    ([(5500, -1000, 400), (4400, -700, 380), (3400, -1700, 350), (2500, -1300, 320)], 280),
    ([(4500, -3700, 380), (3700, -3400, 350), (2700, -3700, 320), (1880, -3380, 310)], 280),
    ([(7000, 2600, 430), (6300, 2400, 385)], 300),
    ([(7300, -400, 430), (6500, -300, 380), (6100, -500, 358)], 300),
    ([(7500, -4000, 440), (6500, -3600, 380), (5600, -3000, 345)], 300),
    ([(-2900, 1800, 380), (-2000, 2000, 405), (-1100, 2400, 440)], 250),
    ([(-700, 2300, 450), (-1000, 3800, 420), (-1500, 5000, 400), (-2300, 5800, 330)], 350),
    ([(-200, -3000, 420), (900, -3300, 380), (1880, -3380, 310)], 260),        # the lane to the bridge
]

# --- terrain ---------------------------------------------------------------
# Woodlots as the Carman-Cope maps draw them (irregular outlines, roughened
# by mapgen.roughen); the filler farther out after the USGS quadrangles'
# woodland, placed on the steep ground and along the streams.
WOODS = [
    [(30, 1850), (250, 1900), (500, 1800), (700, 1950), (650, 2300), (450, 2550), (150, 2500),
     (0, 2300)],                                                                 # North Woods
    [(480, 520), (520, 800), (470, 1050), (560, 1320), (800, 1420), (1000, 1250), (980, 1000),
     (1080, 800), (950, 600), (820, 480), (650, 430)],                           # East Woods
    [(-40, -150), (-30, 300), (-60, 800), (-150, 1100), (-350, 1250), (-500, 1100), (-700, 950),
     (-800, 600), (-750, 200), (-850, -150), (-650, -400), (-350, -450), (-150, -300)],  # West Woods
    [(-1750, 2200), (-1450, 2250), (-1350, 2000), (-1500, 1850), (-1700, 1900)],  # Nicodemus Heights
    [(-1300, 800), (-1050, 750), (-980, 400), (-1050, 50), (-1250, 0), (-1320, 400)],  # Hauser's ridge
    [(1420, -3050), (1650, -3100), (1800, -3250), (1830, -3600), (1650, -3750), (1470, -3500),
     (1500, -3250)],                                                             # bluff over the bridge
    [(2150, 2650), (2500, 2600), (2750, 2800), (2700, 3150), (2400, 3250), (2200, 3050)],  # Hoffman woods
    [(1000, -4250), (1300, -4150), (1500, -4300), (1550, -4750), (1300, -4900), (1050, -4700)],  # Snavely's
    [(3300, 2300), (3650, 2100), (3900, 2250), (4000, 2700), (3750, 3050), (3400, 2950)],
    [(-2200, 3700), (-1800, 3850), (-1500, 4100), (-1550, 4600), (-1900, 4700), (-2250, 4400)],
    [(-2700, 200), (-2350, 150), (-2200, -300), (-2300, -800), (-2600, -900), (-2750, -400)],
    [(-2200, -3300), (-1800, -3250), (-1600, -3600), (-1750, -3950), (-2150, -3900), (-2350, -3600)],
    [(4300, -2600), (4800, -2450), (5200, -2800), (5150, -3400), (4700, -3600), (4350, -3200)],
    [(6800, -800), (7300, -700), (7800, -1100), (7700, -1800), (7200, -2100), (6900, -1600)],
    [(5200, 3600), (5700, 3500), (6200, 3800), (6100, 4400), (5600, 4600), (5250, 4200)],
    [(2600, -5000), (3000, -4900), (3400, -5200), (3300, -5600), (2900, -5700), (2650, -5400)],
    # along the river hills and the creek's bluffs farther out
    [(-2350, 2400), (-2050, 2300), (-1900, 2700), (-2000, 3100), (-2300, 3000)],
    [(-2100, -1600), (-1850, -1500), (-1700, -2000), (-1900, -2400), (-2200, -2200)],
    [(-1300, -4500), (-900, -4400), (-600, -4800), (-900, -5200), (-1300, -5000)],
    [(3050, 4800), (3350, 4700), (3500, 5200), (3300, 5600), (3000, 5400)],
    [(2050, -500), (2350, -400), (2450, -900), (2200, -1100), (2000, -800)],
    [(3000, -3300), (3300, -3200), (3400, -3700), (3100, -3900), (2900, -3600)],
    [(5600, -4200), (6100, -4000), (6400, -4500), (6000, -5000), (5600, -4800)],
    [(7700, 4000), (8200, 3900), (8400, 4500), (8000, 5000), (7600, 4600)],
    [(5300, 1400), (5600, 1300), (5750, 1800), (5500, 2100), (5250, 1800)],
]
ORCHARDS = [
    [(80, 1100), (220, 1100), (220, 1250), (80, 1250)],          # Miller
    [(400, -1050), (700, -1050), (700, -1200), (400, -1200)],    # Piper
    [(950, -560), (1150, -560), (1150, -720), (950, -720)],      # Roulette
    [(560, -40), (740, -40), (740, 100), (560, 100)],            # Mumma
    [(1450, -2550), (1650, -2550), (1650, -2700), (1450, -2700)],  # Sherrick
    [(1700, -2150), (1900, -2150), (1900, -2300), (1700, -2300)],  # Otto
    [(3550, -200), (3700, -200), (3700, -380), (3550, -380)],    # Pry
]
CORN = [
    [(70, 780), (480, 780), (480, 1040), (70, 1040)],            # the Cornfield (D. R. Miller's)
    [(300, -800), (850, -930), (850, -1060), (300, -960)],       # Piper's corn south of the lane
]
# Towns as their built-up blocks, the streets drawn over them as roads: the
# Sharpsburg of 1862 lined Main Street (the Shepherdstown and Boonsboro pikes)
# for some 1,300 yards, with short cross streets at the square (Mechanic
# Street, the Hagerstown and Harpers Ferry roads), Church Street and Hall
# Street; Keedysville straggled along the Boonsboro pike.
TOWNS = [
    [(-450, -1640), (-150, -1650), (-150, -1560), (120, -1420), (360, -1420), (420, -1680), (900, -1690),
     (900, -1880), (250, -1860), (-450, -1850)],                    # Sharpsburg, north of Main Street
    [(-450, -1850), (250, -1860), (900, -1880), (900, -2060), (420, -2060), (400, -2350), (200, -2350),
     (150, -2060), (-450, -2010)],                                  # south of Main Street
    [(6000, 150), (6700, 150), (6700, 650), (6000, 650)],          # Keedysville
]
FARMS = [  # single buildings: the hex holding the point becomes town
    CHURCH, (100, 1180), (350, 2100), (650, -150), (1050, -650), (500, -1150), (3600, -300),
    (1600, -2600), (1800, -2200), (2300, -3100), (-550, 550), (-800, 1500),
]

# --- roads -------------------------------------------------------------------
HAGERSTOWN = [(300, -1800), (200, -1200), (60, -300), (30, 0), (50, 600), (80, 1000), (130, 1600),
              (200, 2200), (400, 3500), (550, 5500), (700, 7000)]
BOONSBORO = [(850, -1900), (1600, -1700), (2500, -1300), (3500, -900), (5000, -200), (6300, 400),
             (8800, 1500)]
SHEPHERDSTOWN = [(-450, -1850), (-1500, -2100), (-2700, -2600), (-3250, -2950)]
SMOKETOWN = [(30, 0), (500, 450), (950, 1100), (1500, 2000), (1800, 2300), (3000, 2400), (4500, 1800),
             (6300, 450)]
SUNKEN = [(60, -700), (650, -680), (1000, -900), (1500, -1300), (1650, -1750)]
HARPERS_FERRY = [(300, -1900), (300, -3500), (450, -5000), (700, -6600)]
LOWER_BRIDGE = [(700, -1950), (1300, -2700), (1880, -3380), (2300, -3500), (3500, -4000), (5500, -5200)]
MUMMA_LANE = [(650, -150), (700, 300), (950, 1100)]
ROULETTE_LANE = [(650, -150), (1050, -650), (1000, -900)]
PIPER_LANE = [(200, -1200), (500, -1150), (1000, -900)]
MILLER_LANE = [(80, 1000), (600, 1300), (950, 1100)]
UPPER_LANE = [(1500, 2000), (2200, 1600), (2950, 1800), (3400, 1500)]  # to Pry's ford
NICODEMUS_LANE = [(130, 1600), (-800, 1500), (-1400, 1700), (-2300, 1500)]
KEEDYSVILLE_ROAD = [(3000, 2400), (3300, 4500), (3600, 6500)]
PRY_LANE = [(3500, -900), (3600, -300), (3400, 1500)]

MAIN_STREET = [(-450, -1850), (250, -1860), (850, -1900)]      # Sharpsburg's Main Street
CHURCH_STREET = [(-150, -1600), (-150, -2150)]
HALL_STREET = [(600, -1600), (600, -2150)]
KEEDYSVILLE_STREET = [(6150, 150), (6250, 800)]

ROADS = [
    ("pike", HAGERSTOWN), ("pike", BOONSBORO), ("pike", SHEPHERDSTOWN), ("road", SMOKETOWN),
    ("road", SUNKEN), ("road", HARPERS_FERRY), ("road", LOWER_BRIDGE), ("trail", MUMMA_LANE),
    ("trail", ROULETTE_LANE), ("trail", PIPER_LANE), ("trail", MILLER_LANE), ("trail", UPPER_LANE),
    ("trail", NICODEMUS_LANE), ("road", KEEDYSVILLE_ROAD), ("trail", PRY_LANE),
    ("road", MAIN_STREET), ("road", CHURCH_STREET), ("road", HALL_STREET), ("road", KEEDYSVILLE_STREET),
]
# Fords on Antietam Creek (the ford hexside is the stream hexside nearest each).
FORDS = [(2950, 1800), (2450, -2000), (1300, -4500), (2700, 300)]

FENCES = [
    [(60, 770), (490, 770)],          # the south fence of the Cornfield
    [(60, 1050), (490, 1050)],        # its north fence
    [(480, 520), (480, 1050)],        # along the west edge of the East Woods
    [(-700, 1700), (200, 1750)],      # fields north of the Miller farm
    [(700, -1000), (1400, -1200)],    # Piper fields
    [(1100, -2400), (1500, -3100)],   # fields above the Lower Bridge
    [(1250, -1900), (1400, -2500)],
]
# The sunken lane was a natural trench: the bank on its north side is a wall
# for the game (RULES §7: −40% to fire across it, ×1.5 in melee).
SUNKEN_BANK = [(60, -640), (650, -620), (1000, -840), (1480, -1230)]
WALLS = [SUNKEN_BANK, [(850, -1700), (1150, -1650)]]   # the cemetery wall east of town

LABELS = [
    (CHURCH, "Dunker Church"), ((270, 900), "The Cornfield"), ((700, 900), "East Woods"),
    ((-400, 400), "West Woods"), ((200, 2200), "North Woods"), ((100, 1180), "Miller Farm"),
    ((350, 2100), "Poffenberger Farm"), ((650, -150), "Mumma Farm"), ((1050, -650), "Roulette Farm"),
    ((700, -780), "Sunken Road (Bloody Lane)"), ((500, -1150), "Piper Farm"),
    (SHARPSBURG, "Sharpsburg"), ((60, -300), "Hagerstown Pike"), ((1600, -1700), "Boonsboro Pike"),
    ((1000, -1700), "Cemetery Hill"), ((1880, -3380), "Burnside Bridge"), ((2500, -1300), "Middle Bridge"),
    ((3000, 2400), "Upper Bridge"), ((2950, 1800), "Pry's Ford"), ((1300, -4500), "Snavely's Ford"),
    ((2700, 500), "Antietam Creek"), ((3600, -300), "Pry House"), ((-1400, 1800), "Nicodemus Heights"),
    ((-1100, 400), "Hauser's Ridge"), ((1500, 2000), "Smoketown"), ((1600, -2600), "Sherrick Farm"),
    ((1800, -2200), "Otto Farm"), ((6300, 400), "Keedysville"), ((-3000, 0), "Potomac River"),
    ((-3250, -2950), "Boteler's Ford"), ((-1500, -2100), "Shepherdstown Pike"),
    ((300, -3500), "Harpers Ferry Road"),
]
