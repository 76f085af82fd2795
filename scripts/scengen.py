"""Shared scenario generator for Hardtack (FORMATS.md, "Scenario").

Orders of battle are written as compact text tables (scripts/oob/*.txt) and
expanded here into formations and units; a generator then deploys brigades on
hexes, schedules the rest as reinforcements (leaders included: an arriving
leader has no hex and comes with his formation's first group), and writes the
scenario with its objectives and translations. Python 3 standard library only.

OOB table lines ('#' starts a comment):

    side union|confederate
    default infantry|cavalry WEAPON           weapon of the following units
    army|corps|div|bde ID RATING Leader's name / Formation name
    i  NAME MEN QUALITY [WEAPON] [x2]        infantry regiment (x2: two wings)
    c  NAME MEN QUALITY [WEAPON]             cavalry regiment
    a  NAME MEN QUALITY GUNS WEAPON           battery (or section)
    w  NAME MEN QUALITY SUPPLY                ammunition train

A formation's parent is the nearest formation above it in the table of a
strictly higher level. Unit ids are made from the side and the name.
"""

import math
import re
import sys

sys.dont_write_bytecode = True

import mapgen

LEVELS = ["brigade", "division", "corps", "army"]
LEVEL_OF = {"bde": 0, "div": 1, "corps": 2, "army": 3}
WEAPONS = {"sb": "smoothbore", "rm": "rifled-musket", "bl": "breechloader", "rep": "repeater",
           "carb": "carbine", "nap": "napoleon", "3in": "3in-rifle", "parr": "parrott"}
for _w in list(WEAPONS.values()):
    WEAPONS[_w] = _w


def slug(text):
    s = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
    return s[:40]


class OOB:
    def __init__(self, path, split_batteries=False, wing_above=None):
        self.wing_above = wing_above
        self.formations = []   # dicts as in the file, plus "_level" int
        self.units = []
        self.ids = set()
        side = None
        defaults = {}
        stack = []
        with open(path, encoding="utf-8") as f:
            for lineno, raw in enumerate(f, 1):
                line = raw.split("#", 1)[0].strip()
                if not line:
                    continue
                head, _, rest = line.partition(" ")
                rest = rest.strip()
                try:
                    if head == "side":
                        side = rest
                        stack = []
                        defaults = {"infantry": "rifled-musket", "cavalry": "carbine"}
                    elif head == "default":
                        kind, w = rest.split()
                        defaults[kind] = WEAPONS[w]
                    elif head in LEVEL_OF:
                        fid, rating, names = rest.split(" ", 2)
                        leader, _, fname = names.partition(" / ")
                        lvl = LEVEL_OF[head]
                        while stack and stack[-1]["_level"] <= lvl:
                            stack.pop()
                        fm = {"id": fid, "side": side, "level": LEVELS[lvl], "name": fname.strip(),
                              "parent": stack[-1]["id"] if stack else None,
                              "leader": {"id": fid + "-l", "name": leader.strip(), "rating": rating},
                              "_level": lvl}
                        self._claim(fid)
                        self._claim(fid + "-l")
                        self.formations.append(fm)
                        stack.append(fm)
                    elif head in ("i", "c", "a", "w"):
                        bde = stack[-1]
                        assert bde["_level"] == 0, "unit outside a brigade"
                        self._unit(head, rest, side, bde["id"], defaults, split_batteries)
                    else:
                        raise ValueError("unknown line kind " + head)
                except Exception as e:  # a table error names the line
                    raise SystemExit(f"{path}:{lineno}: {e}: {raw.strip()}")

    def _claim(self, i):
        if i in self.ids:
            raise ValueError("duplicate id " + i)
        self.ids.add(i)

    def _new_id(self, side, name):
        base = ("u-" if side == "union" else "c-") + slug(name)
        i, k = base, 2
        while i in self.ids:
            i, k = f"{base}-{k}", k + 1
        self._claim(i)
        return i

    def _unit(self, kind, rest, side, bde, defaults, split_batteries):
        toks = rest.split()
        if kind in ("i", "c"):
            m = re.match(r"^(.*?)\s+(\d+)\s+([A-F])((?:\s+\S+)*)$", rest)
            name, men, q, extra = m.group(1), int(m.group(2)), m.group(3), m.group(4).split()
            typ = "infantry" if kind == "i" else "cavalry"
            weapon = defaults[typ]
            wings = 1
            for e in extra:
                if e == "x2":
                    wings = 2
                else:
                    weapon = WEAPONS[e]
            if self.wing_above and men > self.wing_above:
                # A two-rank line of more than ~400 men is wider than a
                # 125-yard hex: the grand battle fields big regiments as wings.
                wings = 2
            if wings == 2:
                for k, wing in enumerate(("right wing", "left wing")):
                    part = men // 2 + (men % 2 if k == 0 else 0)
                    nm = f"{name} ({wing})"
                    self.units.append({"id": self._new_id(side, nm), "name": nm, "side": side, "brigade": bde,
                                       "type": typ, "men": part, "quality": q, "weapon": weapon})
            else:
                self.units.append({"id": self._new_id(side, name), "name": name, "side": side, "brigade": bde,
                                   "type": typ, "men": men, "quality": q, "weapon": weapon})
        elif kind == "a":
            m = re.match(r"^(.*?)\s+(\d+)\s+([A-F])\s+(\d+)\s+(\S+)$", rest)
            name, men, q, guns, w = m.group(1), int(m.group(2)), m.group(3), int(m.group(4)), WEAPONS[m.group(5)]
            if split_batteries and guns >= 4:
                # RULES-scale choice for the grand battle: batteries fight by
                # sections of two guns, as they often did (and as the
                # regimental-scale games of the genre count them).
                n = guns // 2
                for k in range(n):
                    g = 2 if k < n - 1 else guns - 2 * (n - 1)
                    nm = f"{name}, section {k + 1}"
                    self.units.append({"id": self._new_id(side, nm), "name": nm, "side": side, "brigade": bde,
                                       "type": "artillery", "men": max(1, men * g // guns), "guns": g,
                                       "quality": q, "weapon": w})
            else:
                self.units.append({"id": self._new_id(side, name), "name": name, "side": side, "brigade": bde,
                                   "type": "artillery", "men": men, "guns": guns, "quality": q, "weapon": w})
        elif kind == "w":
            m = re.match(r"^(.*?)\s+(\d+)\s+([A-F])\s+(\d+)$", rest)
            name, men, q, sup = m.group(1), int(m.group(2)), m.group(3), int(m.group(4))
            self.units.append({"id": self._new_id(side, name), "name": name, "side": side, "brigade": bde,
                               "type": "wagon", "men": men, "supply": sup, "quality": q})

    # --- selection ---------------------------------------------------------
    def formation(self, fid):
        for f in self.formations:
            if f["id"] == fid:
                return f
        raise KeyError(fid)

    def descendants(self, fid):
        """Formation ids under fid (itself included), in table order."""
        out = {fid}
        for f in self.formations:
            if f["parent"] in out:
                out.add(f["id"])
        return [f["id"] for f in self.formations if f["id"] in out]

    def brigades_of(self, fid):
        return [i for i in self.descendants(fid) if self.formation(i)["level"] == "brigade"]

    def units_of(self, bde):
        return [u for u in self.units if u["brigade"] == bde]


MARCH = {"infantry": "column", "cavalry": "mounted", "artillery": "limbered"}
DEPLOYED = {"infantry": "line", "cavalry": "dismounted", "artillery": "unlimbered"}


def men_weight(u):
    return u["men"] + 50 * u.get("guns", 0) if u["type"] == "artillery" else u["men"]


class Scenario:
    """Builds one scenario from parts of OOBs on a map (the map JSON object)."""

    def __init__(self, mapobj, grid, oobs):
        self.map = mapobj
        self.grid = grid
        self.oobs = oobs
        self.formations = {}   # id -> formation dict (ordered by insertion)
        self.units = {}        # id -> unit dict
        self.stack = {}        # hex -> [unit ids]
        self.reinforcements = []
        self.objectives = []
        self.water = {(c, r) for r, row in enumerate(mapobj["terrain"]) for c, ch in enumerate(row)
                      if mapobj["legend"][ch] == "water"}
        self.placed_leaders = {}

    def _oob_of(self, fid):
        for o in self.oobs:
            if fid in o.ids:
                return o
        raise KeyError(fid)

    def hex(self, xy):
        return self.grid.clamp(self.grid.hex_at(*xy))

    def include(self, fid, parent_override=None):
        """Adds formation fid and the chain above it (once)."""
        o = self._oob_of(fid)
        f = o.formation(fid)
        chain = []
        while f is not None:
            chain.append(f)
            f = o.formation(f["parent"]) if f["parent"] else None
        for f in reversed(chain):
            if f["id"] not in self.formations:
                self.formations[f["id"]] = {k: (dict(v) if isinstance(v, dict) else v) for k, v in f.items()}

    def _fits(self, h, u):
        ids = self.stack.get(h, [])
        men = sum(men_weight(self.units[i]) for i in ids)
        return (self.grid.on_map(*h) and h not in self.water and len(ids) < 4
                and men + men_weight(u) <= 1000)

    def _spiral(self, centre):
        yield centre
        for radius in range(1, 40):
            q, r = mapgen.to_axial(*centre)
            # walk the ring
            q += -radius
            r += radius
            for side in range(6):
                for _ in range(radius):
                    yield mapgen.to_offset(q, r)
                    dq, dr = mapgen.AXIAL_DIRS[(side + 1) % 6]
                    q, r = q + dq, r + dr

    def deploy(self, fid, xy, facing="N", formation=None, fatigue=0, spread=1, leader_xy=None):
        """Puts every unit of formation fid on the map around the point xy:
        one unit a hex in line, outward in rings (`spread` hexes apart)."""
        o = self._oob_of(fid)
        self.include(fid)
        centre = self.hex(xy)
        for bde in o.brigades_of(fid):
            self.include(bde)
        first = None
        for bde in o.brigades_of(fid):
            for u0 in o.units_of(bde):
                u = dict(u0)
                placed = None
                for h in self._spiral(centre):
                    if not self.grid.on_map(*h) or mapgen.hex_distance(h, centre) % spread:
                        continue
                    if self._fits(h, u) and len(self.stack.get(h, [])) == 0:
                        placed = h
                        break
                assert placed, f"no room for {u['id']}"
                u["hex"] = list(placed)
                u["facing"] = facing
                if u["type"] != "wagon":
                    u["formation"] = (MARCH if formation == "column" else DEPLOYED)[u["type"]]
                if fatigue:
                    u["fatigue"] = fatigue
                self.units[u["id"]] = u
                self.stack.setdefault(placed, []).append(u["id"])
                first = first or placed
                if self.formations[bde]["leader"].get("hex") is None and bde not in self.placed_leaders:
                    self.placed_leaders[bde] = placed
        # Leaders: each brigade's at its first unit, the higher ones at xy.
        for i in o.descendants(fid):
            if i in self.placed_leaders:
                continue
            lh = self.placed_leaders.get(i) or self.hex(leader_xy or xy)
            self.placed_leaders[i] = lh
        return self

    def place_leader(self, fid, xy):
        self.include(fid)
        self.placed_leaders[fid] = self.hex(xy)

    def arrive(self, fid, turn, xy, chance=100, fatigue=0, formation=None):
        """Schedules every unit of formation fid as reinforcements at xy from
        `turn`, in groups that fit one hex (RULES §4); its leaders (and those
        of formations above it that have no unit on the map yet) come with the
        first group."""
        o = self._oob_of(fid)
        self.include(fid)
        h = self.hex(xy)
        assert h not in self.water, (fid, h)
        groups, cur, men = [], [], 0
        for bde in o.brigades_of(fid):
            self.include(bde)
            for u0 in o.units_of(bde):
                u = dict(u0)
                if u["type"] != "wagon":
                    u["formation"] = (DEPLOYED if formation == "line" else MARCH)[u["type"]]
                if fatigue:
                    u["fatigue"] = fatigue
                self.units[u["id"]] = u
                w = men_weight(u)
                if cur and (len(cur) == 4 or men + w > 1000):
                    groups.append(cur)
                    cur, men = [], 0
                cur.append(u["id"])
                men += w
        if cur:
            groups.append(cur)
        leaders = [i + "-l" for i in o.descendants(fid) if i not in self.placed_leaders]
        for i in o.descendants(fid):
            self.placed_leaders.setdefault(i, None)  # arrives
        # formations above fid with no leader placed yet arrive too
        f = o.formation(fid)
        while f["parent"]:
            f = o.formation(f["parent"])
            if f["id"] not in self.placed_leaders:
                self.placed_leaders[f["id"]] = None
                leaders.append(f["id"] + "-l")
        for k, g in enumerate(groups):
            r = {"units": g, "turn": turn, "hex": list(h), "chance": chance}
            if k == 0 and leaders:
                r["leaders"] = leaders
            self.reinforcements.append(r)
        return self

    def objective(self, xy, name, union, confederate):
        self.objectives.append({"hex": list(self.hex(xy)), "name": name,
                                "points": {"union": union, "confederate": confederate}})

    def build(self, meta, translations=None):
        forms = []
        for f in self.formations.values():
            f = {k: v for k, v in f.items() if not k.startswith("_")}
            lh = self.placed_leaders.get(f["id"], "missing")
            if lh == "missing":
                # a formation included only as a parent: its leader stands
                # with the first of its subordinates placed, or arrives
                kids = [self.placed_leaders.get(i) for i in self.formations if
                        self.formations[i]["parent"] == f["id"]]
                kids = [k for k in kids if k]
                lh = kids[0] if kids else None
            leader = dict(f["leader"])
            if lh is not None:
                leader["hex"] = list(lh)
            f["leader"] = leader
            forms.append(f)
        # leaders with no hex must be in a reinforcement
        arriving = {l for r in self.reinforcements for l in r.get("leaders", [])}
        for f in forms:
            if "hex" not in f["leader"] and f["leader"]["id"] not in arriving:
                # attach to the earliest reinforcement of the same side
                side_groups = [r for r in self.reinforcements
                               if self.units[r["units"][0]]["side"] == f["side"]]
                r = min(side_groups, key=lambda r: r["turn"])
                r.setdefault("leaders", []).append(f["leader"]["id"])
        out = {"format": "hardtack-scenario", "version": 1}
        out.update(meta)
        out["formations"] = forms
        out["units"] = list(self.units.values())
        out["reinforcements"] = self.reinforcements
        out["objectives"] = self.objectives
        out["victory"] = meta["victory"]
        if translations:
            out["translations"] = translations
        return out


def unit_count(s):
    return len(s["units"])


# --- Helpers the battle generators share -----------------------------------


def expand_regiments(text, cap=None):
    """The shorthand `R MEN Q [W]: a; b; c` (a brigade's regiments with MEN
    between them) as unit lines: one per regiment, the first taking what does
    not divide; or, with `cap`, ceil(MEN / cap) units of neighbouring
    regiments (at most one a regiment). W `carb` or `rep` makes cavalry."""
    out = []
    for line in text.splitlines():
        m = re.match(r"^R (\d+) ([A-F])((?: \S+)?): (.*)$", line.strip())
        if not m:
            out.append(line)
            continue
        men, q, w = int(m.group(1)), m.group(2), m.group(3).strip()
        names = [n.strip() for n in m.group(4).split(";")]
        kind = "c" if w in ("carb", "rep") else "i"
        weapon = " " + w if w else ""
        if cap is None:
            share = men // len(names)
            for k, n in enumerate(names):
                extra = men - share * len(names) if k == 0 else 0
                out.append(f"{kind} {n} {share + extra} {q}{weapon}")
            continue
        n = min(len(names), max(1, math.ceil(men / cap)))
        groups = [names[len(names) * k // n: len(names) * (k + 1) // n] for k in range(n)]
        given = 0
        for k, g in enumerate(groups):
            share = men * (k + 1) // n - given
            given += share
            out.append(f"{kind} {', '.join(g)} {share} {q}{weapon}")
    return "\n".join(out) + "\n"


def oobs_from_texts(texts, cap=None):
    """OOB tables written inline (with the `R` shorthand) as OOB objects."""
    import os
    import tempfile
    oobs = []
    for text in texts:
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as f:
            f.write(expand_regiments(text, cap))
            path = f.name
        try:
            oobs.append(OOB(path))
        finally:
            os.unlink(path)
    return oobs


def occupy_hex(s, h, side):
    """A side starts holding an objective only if it stands on it (RULES §15:
    an objective belongs to the side whose units last occupied it): the
    nearest infantry of the side on the map steps onto hex h if nobody
    stands there."""
    h = tuple(h)
    if s.stack.get(h):
        return
    best = None
    for u in s.units.values():
        if u["side"] != side or u["type"] != "infantry" or "hex" not in u:
            continue
        d = mapgen.hex_distance(tuple(u["hex"]), h)
        if best is None or d < best[0]:
            best = (d, u)
    if best is None:
        return
    u = best[1]
    s.stack[tuple(u["hex"])].remove(u["id"])
    u["hex"] = list(h)
    s.stack.setdefault(h, []).append(u["id"])


def localized(m, objectives, names_de, names_fr, title_de, title_fr, desc_de, desc_fr):
    """The scenario's `translations`: titles, briefings, and the German and
    French names of the map's name, labels and objectives that it uses."""
    known = {l["text"] for l in m["labels"]} | {m["name"]} | {o["name"] for o in objectives}
    return {"de": {"title": title_de, "description": desc_de,
                   "names": {k: v for k, v in names_de.items() if k in known}},
            "fr": {"title": title_fr, "description": desc_fr,
                   "names": {k: v for k, v in names_fr.items() if k in known}}}


def with_history(scenario, history):
    """The scenario with its `history` (FORMATS.md) right after `source`."""
    out = {}
    for k, v in scenario.items():
        out[k] = v
        if k == "source":
            out["history"] = history
    return out
