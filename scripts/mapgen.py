"""Shared map generator for Hardtack battle maps (FORMATS.md, "Map").

A battlefield is described as geometry in yards (x east, y north, origin a
landmark of the generator's choosing): elevation control points and profile
lines, terrain polygons, roads and streams as polylines, fences and walls as
polylines, fords and labels as points. `build_map` rasterises it onto the hex
grid of RULES §2 (125 yards between hex centres, flat-topped, odd-q storage).
The generators (scripts/make-*.py) import this module; they are the only
source of the files they write. Python 3 standard library only.
"""

import json
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from schemaref import with_schema  # noqa: E402

sys.dont_write_bytecode = True  # no __pycache__ beside the generators

SPACING = 125.0                   # yards between hex centres (RULES §1)
SIZE = SPACING / math.sqrt(3)     # centre to corner
COLW = 1.5 * SIZE                 # column spacing (108.3 yards)
SIDES = ["N", "NE", "SE", "S", "SW", "NW"]
AXIAL_DIRS = [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)]


class Grid:
    """The hex grid laid over the ground: hex [0,0] is centred at (x0, y0)."""

    def __init__(self, width, height, x0, y0):
        self.width, self.height, self.x0, self.y0 = width, height, x0, y0

    def centre(self, c, r):
        return self.x0 + c * COLW, self.y0 - (r + 0.5 * (c & 1)) * SPACING

    def hex_at(self, x, y):
        px, py = x - self.x0, self.y0 - y
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

    def on_map(self, c, r):
        return 0 <= c < self.width and 0 <= r < self.height

    def clamp(self, h):
        return (min(max(h[0], 0), self.width - 1), min(max(h[1], 0), self.height - 1))


def to_axial(c, r):
    return c, r - (c - (c & 1)) // 2


def to_offset(q, r):
    return q, r + (q - (q & 1)) // 2


def neighbour(c, r, side):
    q, rr = to_axial(c, r)
    dq, dr = AXIAL_DIRS[side]
    return to_offset(q + dq, rr + dr)


def side_towards(a, b):
    for s in range(6):
        if neighbour(a[0], a[1], s) == tuple(b):
            return s
    return None


def hex_distance(a, b):
    aq, ar = to_axial(*a)
    bq, br = to_axial(*b)
    return (abs(aq - bq) + abs(ar - br) + abs(aq + ar - bq - br)) // 2


def inside(poly, x, y):
    n, res, j = len(poly), False, len(poly) - 1
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


def seg_dist(p, a, b):
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    L = dx * dx + dy * dy
    t = 0 if L == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / L))
    return math.hypot(p[0] - ax - t * dx, p[1] - ay - t * dy)


def line_dist(p, line):
    return min(seg_dist(p, a, b) for a, b in zip(line, line[1:]))


def sample_line(line, step=150.0):
    """Points every `step` yards along a polyline of (x, y, ft) vertices."""
    out = []
    for a, b in zip(line, line[1:]):
        n = max(1, int(math.hypot(b[0] - a[0], b[1] - a[1]) / step))
        for k in range(n):
            t = k / n
            out.append(tuple(pa + (pb - pa) * t for pa, pb in zip(a, b)))
    out.append(tuple(line[-1]))
    return out


class Elevation:
    """Heights in feet from control points, by inverse-distance weighting.

    Ridges and stream beds are given as lines of (x, y, ft) vertices and
    sampled densely, so the surface follows them; single points give hills
    and spot heights. `base` is the height of level 0, one level is 20 feet
    (RULES §2)."""

    def __init__(self, base, points=(), lines=(), power=2.5, background=None):
        self.base = base
        pts = list(points)
        for line in lines:
            pts.extend(sample_line(line))
        self.pts = pts
        self.power = power
        self.background = background

    def feet(self, x, y):
        num = den = 0.0
        for px, py, h in self.pts:
            d2 = (px - x) ** 2 + (py - y) ** 2
            if d2 < 1.0:
                return h
            w = 1.0 / d2 ** (self.power / 2)
            num += w * h
            den += w
        return num / den

    def level(self, x, y):
        return max(0, min(9, int(math.floor((self.feet(x, y) - self.base) / 20.0))))


def _hash01(i, j, seed):
    h = (i * 374761393 + j * 668265263 + seed * 2147483647) & 0xFFFFFFFF
    h = ((h ^ (h >> 13)) * 1274126177) & 0xFFFFFFFF
    return ((h ^ (h >> 16)) & 0xFFFF) / 65535.0


def value_noise(x, y, wavelength, seed=1):
    """Smooth deterministic noise in [-1, 1]: the small irregularities of real
    ground, so contours wander instead of following the model's geometry."""
    gx, gy = x / wavelength, y / wavelength
    i, j = math.floor(gx), math.floor(gy)
    fx, fy = gx - i, gy - j
    sx, sy = fx * fx * (3 - 2 * fx), fy * fy * (3 - 2 * fy)
    a, b = _hash01(i, j, seed), _hash01(i + 1, j, seed)
    c, d = _hash01(i, j + 1, seed), _hash01(i + 1, j + 1, seed)
    return 2 * ((a + (b - a) * sx) + ((c + (d - c) * sx) - (a + (b - a) * sx)) * sy) - 1


def nearest_on_line(p, line):
    """(distance, interpolated height) from p to a polyline of (x, y, ft)."""
    best = (float("inf"), 0.0)
    for a, b in zip(line, line[1:]):
        dx, dy = b[0] - a[0], b[1] - a[1]
        L = dx * dx + dy * dy
        t = 0 if L == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / L))
        d = math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)
        if d < best[0]:
            best = (d, a[2] + (b[2] - a[2]) * t)
    return best


class Relief:
    """Heights in feet as the ground is shaped: a gentle base surface, ridges
    and valleys.

    base: an Elevation (broad inverse-distance surface of a few spot heights)
    giving the general lie of the land between the features.
    ridges: [(line, half_width, plateau), ...]: a crest line of (x, y, ft)
    vertices; across it the ground falls from the crest to the base surface
    over half_width yards (a smooth shoulder profile); `plateau` (0..0.8) is
    the fraction of the half width kept level at the crest, for flat-topped
    ridges such as the Dunker Church plateau. Ridges combine by the highest.
    valleys: [(line, half_width), ...]: a bed line of (x, y, ft); the ground
    falls to the bed within half_width yards, steeply near the bed (stream
    valleys, bluffs, dry ravines). Valleys cut after ridges.
    noise: feet of smooth irregularity (wavelength 500 yards).
    One level is 20 feet above `base_ft` (RULES §2)."""

    def __init__(self, base_ft, base, ridges=(), valleys=(), noise=6.0, seed=1):
        self.base_ft, self.surface, self.ridges, self.valleys = base_ft, base, ridges, valleys
        self.noise, self.seed = noise, seed

    def feet(self, x, y):
        b = self.surface.feet(x, y)
        h = b
        for line, hw, plateau in self.ridges:
            d, crest = nearest_on_line((x, y), line)
            if d >= hw or crest <= b:
                continue
            t = max(0.0, (d / hw - plateau) / (1 - plateau))
            f = (1 - t * t) ** 2
            h = max(h, b + (crest - b) * f)
        h += self.noise * value_noise(x, y, 500.0, self.seed)
        for line, hw in self.valleys:
            d, bed = nearest_on_line((x, y), line)
            if d >= hw or h <= bed:
                continue
            t = d / hw
            g = t * (2 - t)   # steep at the bed, easing into the slopes above
            h = bed + (h - bed) * g
        return h

    def level(self, x, y):
        return max(0, min(9, int(math.floor((self.feet(x, y) - self.base_ft) / 20.0))))


def roughen(poly, seed, amount=0.12, step=90.0):
    """An irregular outline from a rough polygon: edges cut every `step` yards
    and each point moved in and out by up to `amount` of the edge's length
    (smoothly), the ragged edge of a real woodlot."""
    out = []
    n = len(poly)
    k = 0
    for i in range(n):
        a, b = poly[i], poly[(i + 1) % n]
        L = math.hypot(b[0] - a[0], b[1] - a[1])
        nx, ny = (-(b[1] - a[1]) / L, (b[0] - a[0]) / L) if L else (0, 0)
        m = max(1, int(L / step))
        for j in range(m):
            t = j / m
            w = 0 if j == 0 else math.sin(math.pi * t)
            off = w * amount * min(L, 400.0) * value_noise(k * 37.0, seed * 53.0, 60.0, seed)
            out.append((a[0] + (b[0] - a[0]) * t + nx * off, a[1] + (b[1] - a[1]) * t + ny * off))
            k += 1
    return out


def hex_path(grid, line):
    """Hexes along a polyline, each adjacent to the previous, clipped to the map
    (the longest run on it)."""
    seq = []
    for (xa, ya), (xb, yb) in zip(line, line[1:]):
        n = max(2, int(math.hypot(xb - xa, yb - ya) / 10))
        for k in range(n + 1):
            t = k / n
            h = grid.hex_at(xa + (xb - xa) * t, ya + (yb - ya) * t)
            if not seq or seq[-1] != h:
                if seq and side_towards(seq[-1], h) is None:
                    for s in range(6):
                        m = neighbour(*seq[-1], s)
                        if side_towards(m, h) is not None:
                            seq.append(m)
                            break
                seq.append(h)
    out = []
    for h in seq:
        if h in out:
            out = out[: out.index(h) + 1]
        else:
            out.append(h)
    changed = True
    while changed:
        changed = False
        for i in range(1, len(out) - 1):
            if side_towards(out[i - 1], out[i + 1]) is not None:
                del out[i]
                changed = True
                break
    runs, cur = [], []
    for h in out:
        if grid.on_map(*h):
            cur.append(h)
        else:
            if cur:
                runs.append(cur)
            cur = []
    if cur:
        runs.append(cur)
    return max(runs, key=len) if runs else []


LEGEND = {".": "clear", "w": "woods", "W": "heavy-woods", "o": "orchard", "c": "orchard",
          "t": "town", "m": "marsh", "~": "water"}


def build_map(grid, name, source, elevation, terrain_layers, roads, streams=(), fords=(),
              fences=(), walls=(), fenced_roads=(), walled_roads=(), labels=()):
    """Rasterise a described battlefield.

    terrain_layers: [(char, [polygon, ...]), ...] applied in order, later wins;
    a polygon of one point marks the single hex holding it (a farm).
    roads: [(kind, polyline), ...]; streams: polylines; fords: points (the
    stream hexside nearest each becomes a ford); fences/walls: polylines;
    fenced_roads / walled_roads: [(road index, (ymin, ymax)), ...] put fences
    (walls) on every hexside from that road's hexes, between those y, to hexes
    off it — the rail fences lining a pike, the banks of a sunken road;
    labels: [((x, y), text), ...]."""
    W, H = grid.width, grid.height
    terrain = [["." for _ in range(W)] for _ in range(H)]
    elev = [[0] * W for _ in range(H)]
    for r in range(H):
        for c in range(W):
            x, y = grid.centre(c, r)
            elev[r][c] = elevation.level(x, y)
            for ch, polys in terrain_layers:
                for poly in polys:
                    if len(poly) >= 3 and inside(poly, x, y):
                        terrain[r][c] = ch
    for ch, polys in terrain_layers:
        for poly in polys:
            if len(poly) == 1:
                c, r = grid.hex_at(*poly[0])
                if grid.on_map(c, r):
                    terrain[r][c] = ch

    road_list = []
    for kind, line in roads:
        path = hex_path(grid, line)
        road_list.append({"kind": kind, "hexes": [list(h) for h in path]})
    # Water is impassable: a road never runs through it (the generator's
    # geometry should avoid that; this keeps the file valid for play).
    steps_of = []
    for rd in road_list:
        steps_of.append({frozenset([tuple(p), tuple(q)]) for p, q in zip(rd["hexes"], rd["hexes"][1:])})
    all_steps = set().union(*steps_of) if steps_of else set()

    sides = {}

    def add(a, b, feature):
        sides.setdefault(frozenset([a, b]), set()).add(feature)

    pairs = []
    for r in range(H):
        for c in range(W):
            for s in (1, 2, 3):
                n = neighbour(c, r, s)
                if grid.on_map(*n):
                    pairs.append(((c, r), n))

    for a, b in pairs:
        ta, tb = terrain[a[1]][a[0]], terrain[b[1]][b[0]]
        pa, pb = grid.centre(*a), grid.centre(*b)
        step = frozenset([a, b])
        for line in streams:
            if ta != "~" and tb != "~" and polyline_crosses(line, pa, pb):
                add(a, b, "stream")
                for rd, steps in zip(road_list, steps_of):
                    if step in steps:
                        add(a, b, "bridge" if rd["kind"] != "trail" else "ford")
        if step not in all_steps:
            for line in fences:
                if polyline_crosses(line, pa, pb):
                    add(a, b, "fence")
            for line in walls:
                if polyline_crosses(line, pa, pb):
                    add(a, b, "stone-wall")

    stream_pairs = [p for p, f in sides.items() if "stream" in f]
    for fx, fy in fords:
        best = min(stream_pairs, key=lambda p: sum(math.hypot(grid.centre(*h)[0] - fx, grid.centre(*h)[1] - fy)
                                                   for h in p))
        if "bridge" not in sides[best]:
            sides[best].add("ford")

    for feature, specs in (("fence", fenced_roads), ("stone-wall", walled_roads)):
        for idx, (ymin, ymax) in specs:
            hexes = [tuple(h) for h in road_list[idx]["hexes"]]
            hs = set(hexes)
            for h in hexes:
                if not (ymin <= grid.centre(*h)[1] <= ymax):
                    continue
                for s in range(6):
                    n = neighbour(*h, s)
                    if grid.on_map(*n) and n not in hs and frozenset([h, n]) not in all_steps:
                        add(h, n, feature)

    hexsides = []
    order = ["stream", "ford", "bridge", "fence", "stone-wall"]
    for pair in sorted(sides, key=lambda p: sorted(p)):
        a, b = sorted(pair)
        s = side_towards(a, b)
        for f in sorted(sides[pair], key=order.index):
            if f == "stone-wall" and "fence" in sides[pair]:
                continue
            hexsides.append({"hex": list(a), "side": SIDES[s], "feature": f})

    lab = []
    seen = set()
    for (x, y), text in labels:
        h = grid.clamp(grid.hex_at(x, y))
        if text in seen:
            continue
        seen.add(text)
        lab.append({"hex": list(h), "text": text})

    used = sorted({ch for row in terrain for ch in row})
    return {
        "format": "hardtack-map",
        "version": 1,
        "name": name,
        "source": source,
        "width": W,
        "height": H,
        "legend": {ch: LEGEND[ch] for ch in used},
        "terrain": ["".join(row) for row in terrain],
        "elevation": ["".join(str(v) for v in row) for row in elev],
        "roads": [rd for rd in road_list if len(rd["hexes"]) >= 2],
        "hexsides": hexsides,
        "labels": lab,
    }


def write_json(path, obj):
    """Writes JSON the way the shipped files are written: one space indent,
    hex pairs on one line (short and diff-friendly), "$schema" first."""
    text = json.dumps(with_schema(path, obj), indent=1, ensure_ascii=False)
    # collapse [c, r] pairs and short id lists onto one line
    import re
    text = re.sub(r"\[\s+(-?\d+),\s+(-?\d+)\s+\]", r"[\1, \2]", text)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text + "\n")


def projection(lat0, lon0, yd_lat, yd_lon):
    """The functions a battle's map and scenario generators place things
    with: P(lat, lon) -> yards (x east, y north) from (lat0, lon0); PL(points)
    for a list of (lat, lon); PH(points) for (lat, lon, feet) -> (x, y, feet).
    A flat projection: yd_lat and yd_lon are the yards per degree there."""
    def P(lat, lon):
        return ((lon - lon0) * yd_lon, (lat - lat0) * yd_lat)

    def PL(pts):
        return [P(a, b) for a, b in pts]

    def PH(pts):
        return [P(a, b) + (h,) for a, b, h in pts]

    return P, PL, PH
