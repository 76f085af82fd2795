#!/usr/bin/env python3
"""Generates maps/mcphersons-ridge.json and the McPherson's Ridge scenarios.

The ground west of Gettysburg is described here as geometry in metres
(x east, y north, origin at the Diamond, the town square), taken from modern
coordinates of surviving landmarks and an approximate reconstruction of the
1863 woods, farms, fences and roads; the script rasterises it onto the hex grid of RULES §2 (125 yards
between hex centres, flat-topped, odd-q). Run it from the repository root:

    python3 scripts/make-mcphersons-ridge.py [--svg preview.svg]

It rewrites maps/mcphersons-ridge.json, scenarios/01-mcphersons-ridge.json and
scenarios/02-buford-holds-the-ridge.json. Python 3 standard library only.
"""

import json
import math
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from history import with_history  # noqa: E402
from schemaref import with_schema  # noqa: E402

# --- grid -------------------------------------------------------------------
WIDTH, HEIGHT = 40, 30
YARD = 0.9144
SPACING = 125 * YARD                 # centre to centre, metres (114.3)
SIZE = SPACING / math.sqrt(3)        # centre to corner (66.0)
COLW = 1.5 * SIZE                    # column spacing (99.0)
X0, Y0 = -3680.0, 2080.0             # centre of hex [0,0] in metres

SIDES = ["N", "NE", "SE", "S", "SW", "NW"]
AXIAL_DIRS = [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)]


def centre(c, r):
    """Metres of the centre of offset hex [c, r] (odd columns sit half a hex lower)."""
    return X0 + c * COLW, Y0 - (r + 0.5 * (c & 1)) * SPACING


def to_axial(c, r):
    return c, r - (c - (c & 1)) // 2


def to_offset(q, r):
    return q, r + (q - (q & 1)) // 2


def hex_at(x, y):
    """Offset hex containing the point (x, y) in metres (may be off the map)."""
    px, py = x - X0, Y0 - y
    q = (2.0 / 3.0 * px) / SIZE
    r = (-1.0 / 3.0 * px + math.sqrt(3) / 3.0 * py) / SIZE
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return to_offset(rq, rr)


def on_map(c, r):
    return 0 <= c < WIDTH and 0 <= r < HEIGHT


def neighbour(c, r, side):
    q, rr = to_axial(c, r)
    dq, dr = AXIAL_DIRS[side]
    return to_offset(q + dq, rr + dr)


def side_towards(a, b):
    for s in range(6):
        if neighbour(a[0], a[1], s) == tuple(b):
            return s
    return None


# --- geometry helpers -------------------------------------------------------
def lerp_profile(points, v):
    """Piecewise-linear interpolation of [(key, value...)] sorted by key, clamped."""
    if v <= points[0][0]:
        return points[0][1:]
    if v >= points[-1][0]:
        return points[-1][1:]
    for a, b in zip(points, points[1:]):
        if a[0] <= v <= b[0]:
            t = (v - a[0]) / (b[0] - a[0])
            return tuple(pa + (pb - pa) * t for pa, pb in zip(a[1:], b[1:]))
    return points[-1][1:]


def inside(poly, x, y):
    n, res = len(poly), False
    j = n - 1
    for i in range(n):
        xi, yi = poly[i]
        xj, yj = poly[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            res = not res
        j = i
    return res


def segments_cross(p1, p2, p3, p4):
    def orient(a, b, c):
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    d1, d2 = orient(p3, p4, p1), orient(p3, p4, p2)
    d3, d4 = orient(p1, p2, p3), orient(p1, p2, p4)
    return (d1 > 0) != (d2 > 0) and (d3 > 0) != (d4 > 0)


def polyline_crosses(line, a, b):
    return any(segments_cross(a, b, p, q) for p, q in zip(line, line[1:]))


# --- the ground (metres; y north, origin the Diamond) ------------------------
# Landmarks (modern coordinates converted to the local frame):
#   Diamond (0, 0); Schmucker Hall, Lutheran Seminary (-1131, 75);
#   Thompson house on the pike (Lee's later headquarters) (-1183, 442);
#   McPherson barn (-1727, 673); Oak Hill summit (-1046, 1930);
#   Herr's Tavern (about -3250, 1440).

# Feature lines for the elevation model, west to east; each gives, by y, the
# x of the line and the ground height in feet above sea level along it.
ELEVATION_LINES = [
    # west edge of the map, the far slope of Herr Ridge toward Marsh Creek
    [(-1400, -3760, 560), (1000, -3760, 575), (2200, -3760, 580)],
    # Herr Ridge crest
    [(-1400, -3470, 590), (-300, -3380, 595), (600, -3300, 602), (1440, -3230, 610), (2200, -3000, 615)],
    # Willoughby Run
    [(-1400, -2150, 478), (-560, -2150, 485), (400, -2190, 495), (957, -2214, 500),
     (1500, -2090, 518), (2200, -1960, 540)],
    # McPherson's Ridge (the eastern crest, along today's Reynolds Avenue)
    [(-1400, -1800, 566), (-500, -1750, 570), (0, -1700, 568), (600, -1660, 572),
     (900, -1640, 574), (1500, -1560, 580), (2200, -1480, 588)],
    # the swale between McPherson's and Seminary Ridges (head of Pitzer's Run)
    [(-1400, -1520, 510), (-300, -1480, 526), (400, -1430, 536), (900, -1410, 542),
     (1500, -1300, 575), (2200, -1260, 590)],
    # Seminary Ridge, running north as Oak Ridge to Oak Hill
    [(-1400, -1200, 576), (-400, -1150, 584), (75, -1140, 588), (442, -1180, 590),
     (900, -1020, 592), (1400, -960, 610), (1930, -1046, 642), (2200, -1060, 632)],
    # the eastern foot of Seminary Ridge, where the town begins
    [(-1400, -450, 540), (-600, -400, 526), (0, -340, 520), (400, -330, 520),
     (1000, -400, 530), (2200, -500, 545)],
    # east edge, the town square and beyond
    [(-1400, 300, 548), (0, 300, 522), (2200, 300, 540)],
]


def height_ft(x, y):
    lines = [(lerp_profile(pts, y)) for pts in ELEVATION_LINES]
    if x <= lines[0][0]:
        return lines[0][1]
    for (xa, ha), (xb, hb) in zip(lines, lines[1:]):
        if xa <= x <= xb:
            t = (x - xa) / (xb - xa)
            s = (1 - math.cos(math.pi * t)) / 2  # flat at crests and stream beds
            return ha + (hb - ha) * s
    return lines[-1][1]


def level_of(ft):
    # Level 0 is the bed of Willoughby Run (about 480-500 ft); one level = 20 ft.
    return max(0, min(9, int(math.floor((ft - 480) / 20))))


# Terrain polygons, applied in order (later wins).
WOODS = [
    # Herbst (McPherson's) Woods, on the west slope of McPherson's Ridge
    # down to Willoughby Run, south of the McPherson farm
    [(-2200, 560), (-1790, 560), (-1790, 170), (-2200, 170)],
    # Sheads' woods on Oak Ridge north of the railroad
    [(-1120, 900), (-900, 900), (-880, 1330), (-1100, 1330)],
    # the oak woods on Oak Hill
    [(-1250, 1800), (-850, 1800), (-850, 2150), (-1250, 2150)],
    # the seminary grove, west of the buildings
    [(-1280, 260), (-1150, 260), (-1150, -120), (-1280, -120)],
    # the woods along Seminary Ridge south of the Fairfield Road
    [(-1330, -330), (-1100, -330), (-1130, -1400), (-1380, -1400)],
    # woodlot along Willoughby Run south of the Fairfield Road
    [(-2330, -800), (-2050, -800), (-2030, -1400), (-2330, -1400)],
    # woods on the west face of Herr Ridge, north of the pike
    [(-3800, 1900), (-3450, 1900), (-3450, 2150), (-3800, 2150)],
    # woods on the west face of Herr Ridge, south of the Fairfield Road
    [(-3800, -900), (-3480, -900), (-3480, -1400), (-3800, -1400)],
]
ORCHARDS = [
    [(-3330, 1270), (-3120, 1270), (-3120, 1380), (-3330, 1380)],   # Herr farm
    [(-2740, 330), (-2540, 330), (-2540, 480), (-2740, 480)],       # Harmon farm
    [(-1660, 560), (-1540, 560), (-1540, 460), (-1660, 460)],       # McPherson farm
    [(-1560, 1760), (-1380, 1760), (-1380, 1900), (-1560, 1900)],   # Forney farm
    [(-1330, 620), (-1240, 620), (-1240, 520), (-1330, 520)],       # Thompson lot
]
BUILDINGS = [
    # the western half of the town of Gettysburg
    [(-400, 480), (300, 480), (300, -430), (-420, -430)],
    # houses strung along the pike west of Washington Street
    [(-640, 150), (-400, 150), (-400, 40), (-640, 40)],
    # Pennsylvania College
    [(-320, 700), (-170, 700), (-170, 480), (-320, 480)],
]
FARMS = {  # single buildings (the hex containing the point becomes town)
    "McPherson farm": (-1727, 673),
    "Herr's Tavern": (-3250, 1440),
    "Lutheran Seminary": (-1131, 75),
    "Harmon farm": (-2640, 410),
    "Herbst farm": (-2000, -120),
    "Forney farm": (-1470, 1840),
}

# Roads, as polylines in metres.
PIKE = [(-3800, 1690), (-3250, 1440), (-2214, 957), (-1727, 730), (-1183, 425),
        (-657, 112), (-400, 40), (0, 0), (200, 0)]
FAIRFIELD = [(-3800, -1115), (-2150, -564), (-1150, -230), (-400, -100), (0, -90), (200, -90)]
MUMMASBURG = [(-1950, 2200), (-1450, 1830), (-890, 1410), (-600, 1050), (-330, 560), (-330, 40)]
EMMITSBURG = [(-540, -1420), (-120, -600), (0, -300), (0, 0)]
RAILROAD = [(-3800, 1880), (-3240, 1630), (-2214, 1140), (-1640, 880), (-1150, 660),
            (-700, 470), (-350, 330), (50, 290), (200, 290)]
LANES = [
    # Herr Ridge lane, along the crest from the tavern to the Fairfield Road
    [(-3250, 1440), (-3280, 700), (-3330, -200), (-3420, -985)],
    # the lane from the Fairfield Road past the Herbst farm and the Harmon farm
    [(-2320, -620), (-2000, -120), (-2100, 200), (-2450, 330), (-2640, 410)],
    # the McPherson farm lane from the pike south along the ridge
    [(-1700, 715), (-1640, 300), (-1660, -200), (-1720, -470)],
    # the seminary lane from the pike past the buildings to the Fairfield Road
    [(-1183, 425), (-1131, 75), (-1150, -230)],
    # Forney lane from the Mummasburg Road west along the north of the field
    [(-1450, 1830), (-2200, 1700), (-2900, 1800)],
]

# Willoughby Run, north to south.
RUN = [(-1960, 2250), (-2000, 1800), (-2090, 1500), (-2170, 1150), (-2214, 957),
       (-2220, 700), (-2195, 400), (-2170, 0), (-2150, -564), (-2170, -1000), (-2190, -1400)]

# Fence lines (post-and-rail) and stone walls, as polylines.
FENCES = [
    # the rail barricade along the western crest of Seminary Ridge
    [(-1250, 700), (-1250, 270)],
    [(-1250, -60), (-1260, -300)],
    # field fences along the crest of McPherson's Ridge, north of the woods
    [(-1590, 850), (-1600, 560)],
    # field fence along the eastern edge of Herbst Woods and south of it
    [(-1760, 560), (-1760, -480)],
]
STONE_WALLS = [
    # the low wall along the west side of the seminary grounds
    [(-1250, 270), (-1250, -60)],
]
PIKE_FENCED = (-1900, -1220)  # x range where rail fences line both sides of the pike

LABELS = [
    ((-3330, 900), "Herr Ridge"),
    ((-3250, 1440), "Herr's Tavern"),
    ((-2240, 1350), "Willoughby Run"),
    ((-1650, -150), "McPherson's Ridge"),
    ((-1727, 673), "McPherson Farm"),
    ((-2000, 380), "Herbst Woods"),
    ((-1640, 880), "Railroad Cut"),
    ((-2900, 1450), "Unfinished Railroad"),
    ((-2700, 1050), "Chambersburg Pike"),
    ((-2800, -780), "Fairfield Road"),
    ((-1200, 1650), "Mummasburg Road"),
    ((-330, -1050), "Emmitsburg Road"),
    ((-1190, -700), "Seminary Ridge"),
    ((-1131, 75), "Lutheran Seminary"),
    ((-950, 1150), "Oak Ridge"),
    ((-1046, 1930), "Oak Hill"),
    ((0, 0), "Gettysburg"),
    ((-245, 590), "Pennsylvania College"),
    ((-2640, 410), "Harmon Farm"),
    ((-2000, -120), "Herbst Farm"),
    ((-1470, 1840), "Forney Farm"),
]


# --- rasterising -----------------------------------------------------------
def hex_path(line):
    """Hexes along a polyline, each adjacent to the previous, clipped to the map."""
    seq = []
    for (xa, ya), (xb, yb) in zip(line, line[1:]):
        n = max(2, int(math.hypot(xb - xa, yb - ya) / 10))
        for k in range(n + 1):
            t = k / n
            h = hex_at(xa + (xb - xa) * t, ya + (yb - ya) * t)
            if not seq or seq[-1] != h:
                if seq and side_towards(seq[-1], h) is None:
                    # bridge a corner the sampling jumped: pick the common neighbour
                    for s in range(6):
                        m = neighbour(*seq[-1], s)
                        if side_towards(m, h) is not None:
                            seq.append(m)
                            break
                seq.append(h)
    # drop loops (a hex revisited): keep the path simple
    out = []
    for h in seq:
        if h in out:
            out = out[: out.index(h) + 1]
        else:
            out.append(h)
    # cut corners: drop a hex when its neighbours on the path touch each other
    changed = True
    while changed:
        changed = False
        for i in range(1, len(out) - 1):
            if side_towards(out[i - 1], out[i + 1]) is not None:
                del out[i]
                changed = True
                break
    # clip to the map, keeping the longest run on it
    runs, cur = [], []
    for h in out:
        if on_map(*h):
            cur.append(h)
        else:
            if cur:
                runs.append(cur)
            cur = []
    if cur:
        runs.append(cur)
    return max(runs, key=len) if runs else []


def build_map():
    terrain = [["." for _ in range(WIDTH)] for _ in range(HEIGHT)]
    elev = [[0] * WIDTH for _ in range(HEIGHT)]
    for r in range(HEIGHT):
        for c in range(WIDTH):
            x, y = centre(c, r)
            elev[r][c] = level_of(height_ft(x, y))
            for poly in WOODS:
                if inside(poly, x, y):
                    terrain[r][c] = "w"
            for poly in ORCHARDS:
                if inside(poly, x, y):
                    terrain[r][c] = "o"
            for poly in BUILDINGS:
                if inside(poly, x, y):
                    terrain[r][c] = "t"
    for (x, y) in FARMS.values():
        c, r = hex_at(x, y)
        terrain[r][c] = "t"

    roads = []
    for kind, line in [("pike", PIKE), ("road", FAIRFIELD), ("road", MUMMASBURG),
                       ("road", EMMITSBURG), ("railroad", RAILROAD)] + [("trail", l) for l in LANES]:
        path = hex_path(line)
        if len(path) >= 2:
            roads.append({"kind": kind, "hexes": [list(h) for h in path]})

    def road_steps(kinds):
        steps = set()
        for rd in roads:
            if rd["kind"] in kinds:
                for a, b in zip(rd["hexes"], rd["hexes"][1:]):
                    steps.add(frozenset([tuple(a), tuple(b)]))
        return steps

    all_road_steps = road_steps({"pike", "road", "trail", "railroad"})
    sides = {}  # frozenset(hexA, hexB) -> set of features

    def add(a, b, feature):
        sides.setdefault(frozenset([a, b]), set()).add(feature)

    def each_pair():
        for r in range(HEIGHT):
            for c in range(WIDTH):
                for s in (1, 2, 3):  # NE, SE, S: every hexside once
                    n = neighbour(c, r, s)
                    if on_map(*n):
                        yield (c, r), n

    for a, b in each_pair():
        pa, pb = centre(*a), centre(*b)
        if polyline_crosses(RUN, pa, pb):
            add(a, b, "stream")
            step = frozenset([a, b])
            for rd in roads:
                steps = {frozenset([tuple(p), tuple(q)]) for p, q in zip(rd["hexes"], rd["hexes"][1:])}
                if step in steps:
                    add(a, b, "bridge" if rd["kind"] in ("pike", "road", "railroad") else "ford")
        crossed_by_road = frozenset([a, b]) in all_road_steps
        if not crossed_by_road:
            for line in FENCES:
                if polyline_crosses(line, pa, pb):
                    add(a, b, "fence")
            for line in STONE_WALLS:
                if polyline_crosses(line, pa, pb):
                    add(a, b, "stone-wall")

    # Rail fences on both sides of the pike between the ridges: every hexside
    # from a pike hex to a hex off the pike.
    pike_hexes = [tuple(h) for rd in roads if rd["kind"] == "pike" for h in rd["hexes"]]
    pike_set = set(pike_hexes)
    for h in pike_hexes:
        x, _ = centre(*h)
        if not (PIKE_FENCED[0] <= x <= PIKE_FENCED[1]):
            continue
        for s in range(6):
            n = neighbour(*h, s)
            if on_map(*n) and n not in pike_set and frozenset([h, n]) not in all_road_steps:
                add(h, n, "fence")

    hexsides = []
    order = ["stream", "ford", "bridge", "fence", "stone-wall"]
    for pair in sorted(sides, key=lambda p: sorted(p)):
        a, b = sorted(pair)
        s = side_towards(a, b)
        for f in sorted(sides[pair], key=order.index):
            hexsides.append({"hex": list(a), "side": SIDES[s], "feature": f})

    labels = []
    for (x, y), text in LABELS:
        c, r = hex_at(x, y)
        labels.append({"hex": [c, r], "text": text})

    return {
        "format": "hardtack-map",
        "version": 1,
        "name": "McPherson's Ridge, west of Gettysburg",
        "source": MAP_SOURCE,
        "width": WIDTH,
        "height": HEIGHT,
        "legend": {".": "clear", "w": "woods", "o": "orchard", "t": "town"},
        "terrain": ["".join(row) for row in terrain],
        "elevation": ["".join(str(v) for v in row) for row in elev],
        "roads": roads,
        "hexsides": hexsides,
        "labels": labels,
    }


MAP_SOURCE = (
    "The ground west of Gettysburg on 1 July 1863, reconstructed and simplified for play at "
    "125 yards a hex, north up; heights at 20 feet a level, level 0 about 480 feet (the bed of "
    "Willoughby Run). Positions are fixed by the modern coordinates of surviving landmarks "
    "(the McPherson barn, Schmucker Hall of the Lutheran Seminary and its spot height of "
    "568 feet, the Thompson house on the pike, Oak Hill, Herr's Tavern) as published by the "
    "National Park Service and the Historical Marker Database. References for the 1863 woods, "
    "orchards, farms, fences, roads and the unfinished railroad: John B. Bachelder, "
    "Isometrical Drawing of the Gettysburg Battle-field (1863); the survey of G. K. Warren "
    "(1868-69); the Gettysburg National Park Commission map by E. B. Cope (1904); Harry W. "
    "Pfanz, Gettysburg: The First Day (2001); Bradley M. Gottfried, The Maps of Gettysburg "
    "(2007). Woodlot edges, fence lines and heights are approximate."
)


# --- SVG preview ------------------------------------------------------------
def svg_preview(m, path, scenario=None):
    px = 22.0  # hex size in pixels (centre to corner)
    k = px / SIZE
    fill = {".": "#e8e4c0", "w": "#5f8a3a", "o": "#a8c878", "t": "#b07050"}
    out = []
    w = (WIDTH * 1.5 + 0.5) * px
    h = (HEIGHT + 0.5) * math.sqrt(3) * px
    out.append(f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0f}" height="{h:.0f}">')

    def pc(c, r):
        x, y = centre(c, r)
        return (x - X0) * k + px, (Y0 - y) * k + px * math.sqrt(3) / 2

    for r in range(HEIGHT):
        for c in range(WIDTH):
            cx, cy = pc(c, r)
            pts = " ".join(f"{cx + px * math.cos(math.pi / 3 * i):.1f},{cy + px * math.sin(math.pi / 3 * i):.1f}"
                           for i in range(6))
            e = int(m["elevation"][r][c])
            t = m["terrain"][r][c]
            shade = 1.0 - 0.07 * (9 - e)
            base = fill[t]
            rgb = tuple(int(int(base[i:i + 2], 16) * shade) for i in (1, 3, 5))
            out.append(f'<polygon points="{pts}" fill="rgb{rgb}" stroke="#888" stroke-width="0.5"/>')
            out.append(f'<text x="{cx:.1f}" y="{cy + 4:.1f}" font-size="9" text-anchor="middle" fill="#333">{e}</text>')
    colours = {"pike": ("#603010", 4), "road": ("#806040", 3), "trail": ("#a08060", 1.5), "railroad": ("#202020", 2.5)}
    for rd in m["roads"]:
        col, wd = colours[rd["kind"]]
        for a, b in zip(rd["hexes"], rd["hexes"][1:]):
            (x1, y1), (x2, y2) = pc(*a), pc(*b)
            dash = ' stroke-dasharray="6,3"' if rd["kind"] == "railroad" else ""
            out.append(f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="{col}" stroke-width="{wd}"{dash}/>')
    fcol = {"stream": ("#2050ff", 3), "ford": ("#80c0ff", 5), "bridge": ("#000", 6),
            "fence": ("#8a5a20", 2), "stone-wall": ("#555", 4)}
    for e in m["hexsides"]:
        c, r = e["hex"]
        s = SIDES.index(e["side"])
        cx, cy = pc(c, r)
        # flat-topped: corner i at angle 60*i degrees (0 = east); side N lies between corners 4 and 5
        corner_pairs = {0: (4, 5), 1: (5, 0), 2: (0, 1), 3: (1, 2), 4: (2, 3), 5: (3, 4)}
        i, j = corner_pairs[s]
        x1, y1 = cx + px * math.cos(math.pi / 3 * i), cy + px * math.sin(math.pi / 3 * i)
        x2, y2 = cx + px * math.cos(math.pi / 3 * j), cy + px * math.sin(math.pi / 3 * j)
        col, wd = fcol[e["feature"]]
        out.append(f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="{col}" stroke-width="{wd}"/>')
    for lb in m["labels"]:
        cx, cy = pc(*lb["hex"])
        out.append(f'<text x="{cx:.1f}" y="{cy - 8:.1f}" font-size="11" font-weight="bold" text-anchor="middle" fill="#000">{lb["text"]}</text>')
    if scenario:
        for u in scenario["units"]:
            if "hex" not in u:
                continue
            cx, cy = pc(*u["hex"])
            col = "#2040c0" if u["side"] == "union" else "#b02020"
            out.append(f'<rect x="{cx - 7:.1f}" y="{cy - 5:.1f}" width="14" height="10" fill="{col}" opacity="0.8"/>')
        for re in scenario["reinforcements"]:
            cx, cy = pc(*re["hex"])
            out.append(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="8" fill="none" stroke="#f0f" stroke-width="2"/>')
        for ob in scenario["objectives"]:
            cx, cy = pc(*ob["hex"])
            out.append(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="12" fill="none" stroke="#fc0" stroke-width="3"/>')
    for c in range(0, WIDTH, 5):
        cx, cy = pc(c, 0)
        out.append(f'<text x="{cx:.1f}" y="10" font-size="10" fill="red">{c}</text>')
    for r in range(0, HEIGHT, 5):
        cx, cy = pc(0, r)
        out.append(f'<text x="2" y="{cy:.1f}" font-size="10" fill="red">{r}</text>')
    out.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(out))


# --- scenarios ----------------------------------------------------------------
def road_hexes(m, index):
    return [tuple(h) for h in m["roads"][index]["hexes"]]


def leader(lid, name, rating, hexpos):
    return {"id": lid, "name": name, "rating": rating, "hex": list(hexpos)}


def formation(fid, side, level, name, parent, ldr):
    return {"id": fid, "side": side, "level": level, "name": name, "parent": parent, "leader": ldr}


def unit(uid, name, side, brigade, utype, men, quality, weapon=None, guns=None, supply=None,
         pos=None, facing=None, form=None, fatigue=0):
    u = {"id": uid, "name": name, "side": side, "brigade": brigade, "type": utype, "men": men}
    if guns is not None:
        u["guns"] = guns
    if supply is not None:
        u["supply"] = supply
    u["quality"] = quality
    if weapon is not None:
        u["weapon"] = weapon
    if pos is not None:
        u["hex"] = list(pos)
        u["facing"] = facing
        if form is not None:
            u["formation"] = form
    elif form is not None:
        u["formation"] = form
    if fatigue:
        u["fatigue"] = fatigue
    return u


def check_stacking(units, extra_groups=()):
    """RULES §4: at most 4 units and 1,000 men (a gun counts 50) a hex, at the
    start and in every arriving group."""
    def points(u):
        return u["guns"] * 50 if u["type"] == "artillery" else u["men"]
    byhex = {}
    for u in units:
        if "hex" in u:
            byhex.setdefault(tuple(u["hex"]), []).append(u)
    for group in list(byhex.values()) + list(extra_groups):
        assert len(group) <= 4, [u["id"] for u in group]
        assert sum(points(u) for u in group) <= 1000, [u["id"] for u in group]


SCENARIO_SOURCE = (
    "Strengths: John W. Busey and David G. Martin, Regimental Strengths and Losses at "
    "Gettysburg (4th ed., 2005), engaged strengths; batteries' guns from the same and the "
    "Official Records. Order of battle, positions and times: U.S. War Department, The War of "
    "the Rebellion: Official Records of the Union and Confederate Armies, Series I, vol. 27, "
    "parts 1 and 2 (reports of Buford, Gamble, Calef, Doubleday, Wadsworth, Cutler, Dawes, "
    "Heth, Davis and Fry); Harry W. Pfanz, Gettysburg: The First Day (2001); David G. Martin, "
    "Gettysburg, July 1 (1995); Bradley M. Gottfried, The Maps of Gettysburg (2007). Leader "
    "and unit ratings are the designer's judgement."
)


def main_scenario(m):
    U, C = "union", "confederate"
    pike = road_hexes(m, 0)
    emmitsburg = road_hexes(m, 3)      # roads are written pike, Fairfield, Mummasburg, Emmitsburg, ...
    assert emmitsburg[0][1] == HEIGHT - 1
    E0, E1 = emmitsburg[0], emmitsburg[1]  # the Emmitsburg Road at the south edge
    P0 = pike[0]                       # the pike at the west edge
    N1 = (0, P0[1] - 2)                # west edge north of the pike
    S1 = (0, P0[1] + 2)                # west edge south of the pike
    S2 = (0, P0[1] + 4)
    barn = hex_at(*FARMS["McPherson farm"])
    seminary = hex_at(*FARMS["Lutheran Seminary"])
    tavern = hex_at(*FARMS["Herr's Tavern"])
    woods = hex_at(-1950, 380)
    cut = hex_at(-1640, 880)

    F = []
    # Union: Reynolds led the Left Wing (I, III and XI Corps) on 1 July, with
    # Doubleday in command of the I Corps and Buford's division reporting to him.
    F.append(formation("u-wing", U, "army", "Left Wing, Army of the Potomac", None,
                       leader("u-reynolds", "Maj. Gen. John F. Reynolds", "A", E0)))
    F.append(formation("u-i-corps", U, "corps", "I Corps", "u-wing",
                       leader("u-doubleday", "Maj. Gen. Abner Doubleday", "C", E0)))
    F.append(formation("u-wadsworth", U, "division", "1st Division, I Corps", "u-i-corps",
                       leader("u-wadsworth-l", "Brig. Gen. James S. Wadsworth", "B", E0)))
    F.append(formation("u-meredith", U, "brigade", "1st Brigade (the Iron Brigade)", "u-wadsworth",
                       leader("u-meredith-l", "Brig. Gen. Solomon Meredith", "B", E0)))
    F.append(formation("u-cutler", U, "brigade", "2nd Brigade, 1st Division", "u-wadsworth",
                       leader("u-cutler-l", "Brig. Gen. Lysander Cutler", "B", E0)))
    F.append(formation("u-rowley", U, "division", "3rd Division, I Corps", "u-i-corps",
                       leader("u-rowley-l", "Brig. Gen. Thomas A. Rowley", "D", E0)))
    F.append(formation("u-stone", U, "brigade", "2nd Brigade, 3rd Division (the Bucktails)", "u-rowley",
                       leader("u-stone-l", "Col. Roy Stone", "B", E0)))
    F.append(formation("u-buford", U, "division", "1st Cavalry Division", "u-wing",
                       leader("u-buford-l", "Brig. Gen. John Buford", "A", seminary)))
    F.append(formation("u-gamble", U, "brigade", "1st Brigade, 1st Cavalry Division", "u-buford",
                       leader("u-gamble-l", "Col. William Gamble", "B", hex_at(-1700, 300))))
    F.append(formation("u-devin", U, "brigade", "2nd Brigade, 1st Cavalry Division", "u-buford",
                       leader("u-devin-l", "Col. Thomas C. Devin", "B", hex_at(-1640, 1150))))
    # Confederate: A. P. Hill's Third Corps; Pegram's battalion was corps artillery.
    F.append(formation("c-hill", C, "corps", "Third Corps, Army of Northern Virginia", None,
                       leader("c-hill-l", "Lt. Gen. Ambrose P. Hill", "C", P0)))
    F.append(formation("c-heth", C, "division", "Heth's Division", "c-hill",
                       leader("c-heth-l", "Maj. Gen. Henry Heth", "C", pike[2])))
    F.append(formation("c-archer", C, "brigade", "Archer's Brigade", "c-heth",
                       leader("c-archer-l", "Brig. Gen. James J. Archer", "C", hex_at(-3500, 1300))))
    F.append(formation("c-davis", C, "brigade", "Davis's Brigade", "c-heth",
                       leader("c-davis-l", "Brig. Gen. Joseph R. Davis", "D", N1)))
    F.append(formation("c-pettigrew", C, "brigade", "Pettigrew's Brigade", "c-heth",
                       leader("c-pettigrew-l", "Brig. Gen. J. Johnston Pettigrew", "B", P0)))
    F.append(formation("c-brockenbrough", C, "brigade", "Brockenbrough's Brigade", "c-heth",
                       leader("c-brockenbrough-l", "Col. John M. Brockenbrough", "D", P0)))
    F.append(formation("c-pegram", C, "brigade", "Pegram's Artillery Battalion", "c-hill",
                       leader("c-pegram-l", "Maj. William J. Pegram", "B", pike[1])))

    cav = dict(utype="cavalry", weapon="carbine", form="dismounted", fatigue=100)
    inf = dict(utype="infantry", weapon="rifled-musket")
    Us = [
        unit("u-8il", "8th Illinois Cavalry", U, "u-gamble", men=470, quality="B",
             pos=hex_at(-2980, 1050), facing="NW", **cav),
        unit("u-12il-3in", "12th Illinois and 3rd Indiana Cavalry", U, "u-gamble", men=546, quality="B",
             pos=hex_at(-1700, 460), facing="NW", **cav),
        unit("u-8ny", "8th New York Cavalry", U, "u-gamble", men=580, quality="B",
             pos=hex_at(-1720, -250), facing="SW", **cav),
        unit("u-calef", "Battery A, 2nd U.S. Artillery (Calef)", U, "u-gamble", "artillery", 75, "B",
             weapon="3in-rifle", guns=6, pos=hex_at(-1640, 700), facing="NW", form="unlimbered", fatigue=100),
        unit("u-6nyc", "6th New York Cavalry", U, "u-devin", men=218, quality="B",
             pos=hex_at(-1720, 900), facing="NW", **cav),
        unit("u-9nyc", "9th New York Cavalry", U, "u-devin", men=367, quality="B",
             pos=hex_at(-1640, 1170), facing="NW", **cav),
        unit("u-17pa", "17th Pennsylvania Cavalry", U, "u-devin", men=464, quality="C",
             pos=hex_at(-1600, 1480), facing="NW", **cav),
        unit("u-3wv", "3rd West Virginia Cavalry (two companies)", U, "u-devin", men=59, quality="C",
             pos=hex_at(-2500, 1800), facing="NW", **cav),
        # I Corps, arriving by the Emmitsburg Road
        unit("u-76ny", "76th New York Infantry", U, "u-cutler", men=375, quality="B", form="column", fatigue=200, **inf),
        unit("u-56pa", "56th Pennsylvania Infantry", U, "u-cutler", men=252, quality="B", form="column", fatigue=200, **inf),
        unit("u-147ny", "147th New York Infantry", U, "u-cutler", men=380, quality="C", form="column", fatigue=200, **inf),
        unit("u-95ny", "95th New York Infantry", U, "u-cutler", men=241, quality="C", form="column", fatigue=200, **inf),
        unit("u-84ny", "84th New York Infantry (14th Brooklyn)", U, "u-cutler", men=318, quality="B",
             form="column", fatigue=200, **inf),
        unit("u-hall", "2nd Maine Battery (Hall)", U, "u-cutler", "artillery", 117, "B", weapon="3in-rifle",
             guns=6, form="limbered", fatigue=200),
        unit("u-2wi", "2nd Wisconsin Infantry", U, "u-meredith", men=302, quality="A", form="column", fatigue=200, **inf),
        unit("u-7wi", "7th Wisconsin Infantry", U, "u-meredith", men=364, quality="A", form="column", fatigue=200, **inf),
        unit("u-19in", "19th Indiana Infantry", U, "u-meredith", men=308, quality="A", form="column", fatigue=200, **inf),
        unit("u-24mi", "24th Michigan Infantry", U, "u-meredith", men=496, quality="B", form="column", fatigue=200, **inf),
        unit("u-6wi", "6th Wisconsin Infantry", U, "u-meredith", men=344, quality="A", form="column", fatigue=200, **inf),
        unit("u-wagons", "1st Division ammunition wagons", U, "u-cutler", "wagon", 20, "D", supply=250),
        unit("u-143pa", "143rd Pennsylvania Infantry", U, "u-stone", men=465, quality="C", form="column", fatigue=200, **inf),
        unit("u-149pa", "149th Pennsylvania Infantry", U, "u-stone", men=450, quality="C", form="column", fatigue=200, **inf),
        unit("u-150pa", "150th Pennsylvania Infantry", U, "u-stone", men=400, quality="C", form="column", fatigue=200, **inf),
    ]
    art = dict(utype="artillery", quality="B")
    Cs = [
        unit("c-5albn", "5th Alabama Battalion", C, "c-archer", men=135, quality="C",
             pos=hex_at(-3330, 1180), facing="NE", form="line", fatigue=200, **inf),
        unit("c-13al", "13th Alabama Infantry", C, "c-archer", men=308, quality="B",
             pos=hex_at(-3500, 1300), facing="NE", form="column", fatigue=200, **inf),
        unit("c-1tn", "1st Tennessee Infantry (Provisional Army)", C, "c-archer", men=281, quality="B",
             pos=hex_at(-3600, 1480), facing="NE", form="column", fatigue=200, **inf),
        unit("c-7tn", "7th Tennessee Infantry", C, "c-archer", men=249, quality="B",
             pos=hex_at(-3600, 1480), facing="NE", form="column", fatigue=200, **inf),
        unit("c-14tn", "14th Tennessee Infantry", C, "c-archer", men=220, quality="B",
             pos=hex_at(-3500, 1300), facing="NE", form="column", fatigue=200, **inf),
        unit("c-fredericksburg", "Fredericksburg Artillery (Marye)", C, "c-pegram", men=71, guns=4,
             weapon="3in-rifle", pos=pike[1], facing="NE", form="limbered", fatigue=200, **art),
        unit("c-peedee", "Pee Dee Artillery (Zimmerman)", C, "c-pegram", men=65, guns=4,
             weapon="3in-rifle", pos=pike[2], facing="NE", form="limbered", fatigue=200, **art),
        unit("c-crenshaw", "Crenshaw Battery (Johnston)", C, "c-pegram", men=76, guns=4,
             weapon="napoleon", form="limbered", fatigue=200, **art),
        unit("c-letcher", "Letcher Artillery (Brander)", C, "c-pegram", men=65, guns=4,
             weapon="parrott", form="limbered", fatigue=200, **art),
        unit("c-purcell", "Purcell Artillery (McGraw)", C, "c-pegram", men=89, guns=4,
             weapon="napoleon", form="limbered", fatigue=200, **art),
        unit("c-55nc", "55th North Carolina Infantry", C, "c-davis", men=640, quality="C", form="column", fatigue=200, **inf),
        unit("c-2ms", "2nd Mississippi Infantry", C, "c-davis", men=492, quality="B", form="column", fatigue=200, **inf),
        unit("c-42ms", "42nd Mississippi Infantry", C, "c-davis", men=575, quality="C", form="column", fatigue=200, **inf),
        unit("c-wagons", "Heth's Division ordnance train", C, "c-davis", "wagon", 25, "D", supply=300),
        unit("c-26nc", "26th North Carolina Infantry", C, "c-pettigrew", men=843, quality="B", form="column", fatigue=250, **inf),
        unit("c-11nc", "11th North Carolina Infantry", C, "c-pettigrew", men=617, quality="B", form="column", fatigue=250, **inf),
        unit("c-47nc", "47th North Carolina Infantry", C, "c-pettigrew", men=567, quality="C", form="column", fatigue=250, **inf),
        unit("c-52nc", "52nd North Carolina Infantry", C, "c-pettigrew", men=553, quality="C", form="column", fatigue=250, **inf),
        unit("c-40va", "40th Virginia Infantry", C, "c-brockenbrough", men=253, quality="C", form="column", fatigue=250, **inf),
        unit("c-47va", "47th Virginia Infantry", C, "c-brockenbrough", men=209, quality="C", form="column", fatigue=250, **inf),
        unit("c-55va", "55th Virginia Infantry", C, "c-brockenbrough", men=268, quality="C", form="column", fatigue=250, **inf),
        unit("c-22vabn", "22nd Virginia Battalion", C, "c-brockenbrough", men=237, quality="D", form="column", fatigue=250, **inf),
    ]
    units = Us + Cs
    R = [
        {"units": ["c-crenshaw", "c-letcher", "c-purcell"], "turn": 2, "hex": list(P0), "chance": 100},
        {"units": ["c-55nc"], "turn": 3, "hex": list(P0), "chance": 100},
        {"units": ["c-2ms"], "turn": 3, "hex": list(N1), "chance": 100},
        {"units": ["c-42ms"], "turn": 3, "hex": list(S1), "chance": 100},
        {"units": ["c-wagons"], "turn": 6, "hex": list(P0), "chance": 100},
        {"units": ["u-76ny", "u-56pa", "u-hall"], "turn": 6, "hex": list(E0), "chance": 100},
        {"units": ["u-147ny", "u-95ny", "u-84ny"], "turn": 6, "hex": list(E1), "chance": 100},
        {"units": ["u-2wi", "u-7wi", "u-19in"], "turn": 7, "hex": list(E0), "chance": 100},
        {"units": ["u-24mi", "u-6wi", "u-wagons"], "turn": 7, "hex": list(E1), "chance": 100},
        {"units": ["c-26nc"], "turn": 9, "hex": list(P0), "chance": 100},
        {"units": ["c-11nc"], "turn": 9, "hex": list(S1), "chance": 100},
        {"units": ["c-47nc"], "turn": 9, "hex": list(S2), "chance": 100},
        {"units": ["c-52nc"], "turn": 9, "hex": list(N1), "chance": 100},
        {"units": ["c-40va", "c-47va"], "turn": 10, "hex": list(P0), "chance": 75},
        {"units": ["c-55va", "c-22vabn"], "turn": 10, "hex": list(S1), "chance": 75},
        {"units": ["u-143pa", "u-149pa"], "turn": 11, "hex": list(E0), "chance": 75},
        {"units": ["u-150pa"], "turn": 11, "hex": list(E1), "chance": 75},
    ]
    byid = {u["id"]: u for u in units}
    check_stacking(units, [[byid[i] for i in r["units"]] for r in R])
    objectives = [
        {"hex": list(barn), "name": "McPherson's Ridge (McPherson farm)", "points": {U: 200, C: 300}},
        {"hex": list(woods), "name": "Herbst Woods", "points": {U: 300, C: 250}},
        {"hex": list(cut), "name": "The railroad cut", "points": {U: 300, C: 250}},
        {"hex": list(seminary), "name": "Lutheran Seminary", "points": {U: 50, C: 500}},
        {"hex": list(tavern), "name": "Herr Ridge (Herr's Tavern)", "points": {U: 300, C: 100}},
    ]
    return {
        "format": "hardtack-scenario",
        "version": 1,
        "title": "McPherson's Ridge: the morning of 1 July 1863",
        "description": (
            "Early on 1 July 1863 Henry Heth's Confederate division marches east on the "
            "Chambersburg Pike toward Gettysburg, expecting to meet little more than militia. "
            "Behind Willoughby Run, John Buford's two cavalry brigades wait for it on foot with "
            "their breech-loading carbines, while John Reynolds hurries the I Corps up the "
            "Emmitsburg Road. The Union must hold McPherson's Ridge, the railroad cut and the "
            "seminary until Wadsworth's infantry comes up, toward ten o'clock, then throw "
            "Archer and Davis back across the run. The Confederates must cross the run before the "
            "Federal infantry arrives; Pettigrew and Brockenbrough follow on the pike from about "
            "ten. The fight ends at noon."
        ),
        "source": SCENARIO_SOURCE,
        "map": "../maps/mcphersons-ridge.json",
        "date": "1863-07-01",
        "start": "07:30",
        "turns": 14,
        "dawn": "04:30",
        "dusk": "19:30",
        "dayTurnMinutes": 20,
        "nightTurnMinutes": 60,
        "firstSide": "confederate",
        "rules": {"fogOfWar": True, "routLimiting": False},
        "formations": F,
        "units": units,
        "reinforcements": R,
        "objectives": objectives,
        "victory": {"minor": 200, "major": 1500},
    }


def intro_scenario(main):
    """Buford alone against Heth's first two brigades, 07:30 to 10:10."""
    keep_forms = {"u-buford", "u-gamble", "u-devin", "c-heth", "c-archer", "c-davis", "c-pegram"}
    F = []
    for f in main["formations"]:
        if f["id"] in keep_forms:
            f = json.loads(json.dumps(f))
            if f["id"] in ("u-buford", "c-heth"):
                f["parent"] = None
            if f["id"] == "c-pegram":
                f["parent"] = "c-heth"   # no corps here: the guns answer to Heth
            F.append(f)
    keep_units = {u["id"] for u in main["units"] if u["brigade"] in keep_forms} - {
        "c-wagons", "c-crenshaw", "c-letcher", "c-purcell"}
    units = [u for u in main["units"] if u["id"] in keep_units]
    R = [r for r in main["reinforcements"] if set(r["units"]) <= keep_units]
    U, C = "union", "confederate"
    obj = {o["name"]: o["hex"] for o in main["objectives"]}
    objectives = [
        {"hex": obj["McPherson's Ridge (McPherson farm)"], "name": "McPherson's Ridge (McPherson farm)",
         "points": {U: 0, C: 200}},
        {"hex": obj["Herbst Woods"], "name": "Herbst Woods", "points": {U: 0, C: 100}},
        {"hex": obj["The railroad cut"], "name": "The railroad cut", "points": {U: 0, C: 200}},
        {"hex": obj["Herr Ridge (Herr's Tavern)"], "name": "Herr Ridge (Herr's Tavern)",
         "points": {U: 300, C: 50}},
    ]
    return {
        "format": "hardtack-scenario",
        "version": 1,
        "title": "Buford holds the ridge (introductory)",
        "description": (
            "A short first battle on the McPherson's Ridge map. At half past seven on 1 July 1863 "
            "Archer's brigade of Heth's division, with two of Pegram's batteries, comes over Herr "
            "Ridge on the Chambersburg Pike, and Davis's brigade follows. John Buford's dismounted "
            "troopers and Calef's six rifled guns must trade ground for time behind Willoughby Run "
            "and still hold McPherson's Ridge, Herbst Woods and the railroad cut when the eighth "
            "turn ends at ten past ten, as the first infantry of the I Corps comes up behind them. "
            "A short battle for learning movement, fire and morale before the full one."
        ),
        "source": main["source"],
        "map": main["map"],
        "date": main["date"],
        "start": "07:30",
        "turns": 8,
        "dawn": main["dawn"],
        "dusk": main["dusk"],
        "dayTurnMinutes": 20,
        "nightTurnMinutes": 60,
        "firstSide": "confederate",
        "rules": {"fogOfWar": True, "routLimiting": False},
        "formations": F,
        "units": units,
        "reinforcements": R,
        "objectives": objectives,
        "victory": {"minor": 50, "major": 700},
    }


def write_json(path, obj):
    """Indented JSON with every [col, row] pair, and every road's hex list, on one line; "$schema" first."""
    text = json.dumps(with_schema(path, obj), indent=1, ensure_ascii=False)
    text = re.sub(r"\[\s*(-?\d+),\s*(-?\d+)\s*\]", r"[\1, \2]", text)
    text = re.sub(r'"hexes": \[\s*((?:\[\d+, \d+\],?\s*)+)\]',
                  lambda mm: '"hexes": [' + re.sub(r",\s*", ", ", mm.group(1).strip()) + "]", text)
    text = re.sub(r'"units": \[\s*((?:"[^"]+",?\s*)+)\]',
                  lambda mm: '"units": [' + re.sub(r",\s*", ", ", mm.group(1).strip()) + "]", text)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
        f.write("\n")


if __name__ == "__main__":
    root = os.getcwd()
    m = build_map()
    write_json(os.path.join(root, "maps", "mcphersons-ridge.json"), m)
    scen = main_scenario(m)
    write_json(os.path.join(root, "scenarios", "01-mcphersons-ridge.json"), with_history("01-mcphersons-ridge", scen))
    write_json(os.path.join(root, "scenarios", "02-buford-holds-the-ridge.json"),
               with_history("02-buford-holds-the-ridge", intro_scenario(scen)))
    if "--svg" in sys.argv:
        svg_preview(m, sys.argv[sys.argv.index("--svg") + 1], scen)
    print("wrote maps/mcphersons-ridge.json, scenarios/01-mcphersons-ridge.json, "
          "scenarios/02-buford-holds-the-ridge.json")
