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

SPOTS = [  # (x, y, feet)
    (0, 0, 490), (60, 1000, 475), (200, 2000, 462), (400, 3500, 455), (500, 5500, 470),
    (-350, 500, 445), (-600, 0, 435), (-1100, 300, 480), (-1100, -600, 470), (-1400, 1700, 515),
    (-1000, 2800, 470), (-2000, 1000, 420), (-2500, -1000, 385), (-1800, -2600, 400),
    (-1500, 4200, 440), (-700, -900, 455),
    (650, 900, 462), (650, -150, 440), (1050, -650, 422), (500, -1250, 452), (250, -1850, 432),
    (1000, -1700, 462), (900, -2800, 452), (700, -4000, 440), (1500, -3300, 420), (1250, -2500, 440),
    (1800, 500, 400), (2200, 1500, 390), (1500, 2300, 425), (2000, 3500, 420), (1400, -1300, 410),
    (2000, -1600, 380), (-300, -4500, 410), (500, -5800, 380), (-1500, -4600, 380),
    (3400, 1500, 420), (3600, -300, 452), (4200, -1800, 440), (3500, -3500, 430), (6300, 400, 405),
    (5000, 2500, 455), (7500, -2500, 520), (8200, 3500, 480), (4800, -600, 430), (5500, -4500, 520),
    (3200, 3600, 400), (4300, 4500, 430), (6800, 2800, 430), (2600, -4600, 400), (3100, -5500, 440),
]
SUNKEN_DIP = [(90, -700, 440), (650, -680, 425), (1000, -900, 412), (1500, -1300, 400)]
BANK_LINE = [(x, y, 318) for x, y in POTOMAC_BANK]

# --- terrain ---------------------------------------------------------------
WOODS = [
    [(0, 2000), (450, 2000), (500, 2350), (50, 2400)],                                  # North Woods
    [(480, 520), (480, 1050), (600, 1300), (900, 1300), (950, 900), (820, 520)],       # East Woods
    [(-40, -150), (-40, 780), (-250, 1050), (-650, 950), (-750, 400), (-650, -300),
     (-300, -450)],                                                                       # West Woods
    [(-1600, 2100), (-1100, 2100), (-1100, 1800), (-1600, 1800)],                       # Nicodemus Heights
    [(-1250, 700), (-1000, 700), (-1000, 100), (-1250, 100)],                            # Hauser's ridge
    [(1450, -3150), (1800, -3200), (1820, -3600), (1450, -3550)],                       # bluff over the bridge
    [(2150, 2650), (2700, 2700), (2750, 3150), (2200, 3100)],                           # Hoffman woods
    [(1000, -4250), (1500, -4250), (1550, -4750), (1050, -4700)],                       # Snavely's woods
    [(3300, 2300), (3900, 2200), (4000, 2900), (3400, 3000)],                           # east of the upper bridge
    [(-2200, 3800), (-1500, 3800), (-1500, 4600), (-2200, 4600)],                       # woods along the river
    [(-2700, 200), (-2200, 200), (-2200, -800), (-2750, -800)],
    [(-2200, -3300), (-1600, -3300), (-1600, -3900), (-2300, -3900)],
    [(4300, -2600), (5200, -2600), (5200, -3500), (4300, -3500)],
    [(6800, -800), (7800, -800), (7800, -2000), (6800, -2000)],
    [(5200, 3600), (6200, 3600), (6200, 4500), (5200, 4500)],
    [(2600, -5000), (3400, -5000), (3400, -5600), (2600, -5600)],
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
TOWNS = [
    [(-450, -1640), (900, -1690), (900, -2060), (-450, -2010)],  # Sharpsburg
    [(6000, 150), (6700, 150), (6700, 650), (6000, 650)],        # Keedysville
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

ROADS = [
    ("pike", HAGERSTOWN), ("pike", BOONSBORO), ("pike", SHEPHERDSTOWN), ("road", SMOKETOWN),
    ("road", SUNKEN), ("road", HARPERS_FERRY), ("road", LOWER_BRIDGE), ("trail", MUMMA_LANE),
    ("trail", ROULETTE_LANE), ("trail", PIPER_LANE), ("trail", MILLER_LANE), ("trail", UPPER_LANE),
    ("trail", NICODEMUS_LANE), ("road", KEEDYSVILLE_ROAD), ("trail", PRY_LANE),
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
