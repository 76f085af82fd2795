#!/usr/bin/env python3
"""Writes tests/data/ai/mirror-creek.json: the second mirror battle of the AI
tests (docs/AI.md, issue 29 item 4). Two equal divisions behind a creek each,
a ridge with a village, a wood and an orchard on the line of symmetry. The map
and the armies are the same seen from either side: column c of the Union is
column 24 - c of the Confederacy (odd width, so a hex and its mirror have the
same column parity), NE/SE hexsides mirror to NW/SW. Made for the tests; no
historical source. Usage: scripts/make-mirror-creek.py [OUT]"""
import json
import sys
from pathlib import Path

W, H = 25, 16
MID = W // 2


def mirror_col(c):
    return W - 1 - c


def mirror_side(s):
    return {"N": "N", "S": "S", "NE": "NW", "NW": "NE", "SE": "SW", "SW": "SE"}[s]


terrain = [["."] * W for _ in range(H)]
elevation = [[0] * W for _ in range(H)]


def put(c, r, t, z=None):
    for cc in {c, mirror_col(c)}:
        if t is not None:
            terrain[r][cc] = t
        if z is not None:
            elevation[r][cc] = z


# The ridge on the line of symmetry: two levels at its crest, one on its flanks.
for r in range(2, 14):
    for c in range(MID - 2, MID + 3):
        put(c, r, None, 1)
    put(MID, r, None, 2)
for r in (3, 4):
    for c in (MID - 1, MID):
        put(c, r, "w")          # North wood
for r in (7, 8):
    put(MID, r, "t")            # the village
for c in (MID - 1, MID):
    put(c, 12, "o")             # South orchard
# Woods and a marsh on each side, in mirror image.
for r, c in ((1, 4), (1, 5), (2, 5), (14, 4), (14, 5), (13, 5)):
    put(c, r, "w")
put(9, 10, "m")
put(9, 11, "m")

hexsides = []


def side(c, r, s, feature):
    hexsides.append({"hex": [c, r], "side": s, "feature": feature})
    hexsides.append({"hex": [mirror_col(c), r], "side": mirror_side(s), "feature": feature})


# A creek in front of each army: the hexsides between columns 7 and 8 (and
# their mirror, 16 and 17), fords where the road and two lanes cross.
CREEK = 7
for r in range(H):
    for s in ("NE", "SE"):
        if s == "SE" and r == H - 1:
            continue
        side(CREEK, r, s, "stream")
        if r in (3, 8, 12):
            side(CREEK, r, s, "ford")
# Stone walls on the ridge's forward slope by the village.
for r in (6, 9):
    side(MID - 1, r, "NE", "stone-wall")

road = [[c, 8] for c in range(W)]

formations, units = [], []
for side_name, sign in (("union", 1), ("confederate", -1)):
    p = side_name[0]
    col = (lambda c: c) if sign > 0 else mirror_col
    facing = "SE" if sign > 0 else "SW"
    formations.append({"id": f"{p}-div", "side": side_name, "level": "division",
                       "name": f"{side_name.capitalize()} division", "parent": None,
                       "leader": {"id": f"{p}-div-l", "name": f"{p.upper()} division commander",
                                  "rating": "B", "hex": [col(1), 8]}})
    brigades = [("b1", [4, 5, 6], 4), ("b2", [10, 11, 12], 4)]
    for b, rows, c in brigades:
        formations.append({"id": f"{p}-{b}", "side": side_name, "level": "brigade",
                           "name": f"{p.upper()} brigade {b[1]}", "parent": f"{p}-div",
                           "leader": {"id": f"{p}-{b}-l", "name": f"{p.upper()} brigade {b[1]} commander",
                                      "rating": "C", "hex": [col(c - 1), rows[1]]}})
        for k, r in enumerate(rows, 1):
            units.append({"id": f"{p}-{b}-r{k}", "name": f"{p.upper()} regiment {b[1]}.{k}", "side": side_name,
                          "brigade": f"{p}-{b}", "type": "infantry", "men": 500, "quality": "C",
                          "weapon": "rifled-musket", "hex": [col(c), r], "facing": facing, "formation": "column"})
        units.append({"id": f"{p}-{b}-art", "name": f"{p.upper()} battery {b[1]}", "side": side_name,
                      "brigade": f"{p}-{b}", "type": "artillery", "men": 100, "guns": 4, "quality": "C",
                      "weapon": "napoleon", "hex": [col(2), rows[1]], "facing": facing, "formation": "limbered"})
    formations.append({"id": f"{p}-cav", "side": side_name, "level": "brigade",
                       "name": f"{p.upper()} cavalry brigade", "parent": f"{p}-div",
                       "leader": {"id": f"{p}-cav-l", "name": f"{p.upper()} cavalry commander",
                                  "rating": "C", "hex": [col(2), 1]}})
    for k, r in enumerate((1, 14), 1):
        units.append({"id": f"{p}-cav-r{k}", "name": f"{p.upper()} cavalry {k}", "side": side_name,
                      "brigade": f"{p}-cav", "type": "cavalry", "men": 300, "quality": "C",
                      "weapon": "carbine", "hex": [col(3), r], "facing": facing, "formation": "mounted"})
    units.append({"id": f"{p}-wagon", "name": f"{p.upper()} supply train", "side": side_name,
                  "brigade": f"{p}-b1", "type": "wagon", "men": 50, "supply": 300, "quality": "C",
                  "hex": [col(0), 8]})

doc = {
    "format": "hardtack-scenario", "version": 1,
    "title": "Mirror creek (AI test battle)",
    "description": "Two equal divisions, each behind a creek with three fords, face each other across "
                   "a ridge that carries a wood, a village behind stone walls and an orchard on the line "
                   "of symmetry. The second mirror battle of the computer opponent's tests (docs/AI.md): "
                   "neither side is favoured except by moving first, so games are played from both sides.",
    "source": "Made for the AI tests (scripts/make-mirror-creek.py); no historical source.",
    "map": {"name": "Mirror creek", "width": W, "height": H,
            "legend": {".": "clear", "w": "woods", "o": "orchard", "t": "town", "m": "marsh"},
            "terrain": ["".join(row) for row in terrain],
            "elevation": ["".join(str(z) for z in row) for row in elevation],
            "roads": [{"kind": "road", "hexes": road}], "hexsides": hexsides,
            "labels": [{"hex": [MID, 3], "text": "North wood"}, {"hex": [MID, 8], "text": "Village"},
                       {"hex": [MID, 12], "text": "South orchard"}]},
    "date": "1863-06-01", "start": "10:00", "turns": 12, "dawn": "05:00", "dusk": "20:00",
    "dayTurnMinutes": 20, "nightTurnMinutes": 60, "firstSide": "union",
    "rules": {"fogOfWar": True, "routLimiting": False},
    "formations": formations, "units": units,
    "objectives": [{"hex": [MID, 3], "name": "North wood", "points": {"union": 100, "confederate": 100}},
                   {"hex": [MID, 8], "name": "Village", "points": {"union": 150, "confederate": 150}},
                   {"hex": [MID, 12], "name": "South orchard", "points": {"union": 100, "confederate": 100}}],
    "victory": {"minor": 100, "major": 500},
}
out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "tests/data/ai/mirror-creek.json"
out.write_text(json.dumps(doc, indent=1) + "\n")
print(out)
