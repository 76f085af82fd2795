#!/usr/bin/env python3
"""Malformed saves for tests/data/malformed/ (issue 28 item 2 and 3): each
one change to tests/data/saves/buford-scripted-turn1.json (made by
`hardtack-cli play scenarios/02-buford-holds-the-ridge.json --union scripted
--confederate scripted --seed 7 --turns 1 --save ...`), refused by
`hardtack-cli validate` at the JSON path it prints (the rows of core.tsv).

Run from the repository root: scripts/make-malformed-saves.py
"""
import copy
import json

SOURCE = "tests/data/saves/buford-scripted-turn1.json"
OUT = "tests/data/malformed/"


def first(log, kind):
    return next(i for i, e in enumerate(log) if e["type"] == kind)


def make():
    base = json.load(open(SOURCE))
    out = {}

    def variant(name, change, path):
        d = copy.deepcopy(base)
        change(d)
        out[name] = (d, path)

    units = base["start"]["units"]
    enemy = next(i for i, u in enumerate(units) if u["side"] != units[0]["side"])
    order = next(i for i, o in enumerate(base["orders"]) if o["order"] == "move")
    move = first(base["log"], "move")
    fire = first(base["log"], "fire")

    # The scenario the battle started from is a legal start (legality.cpp).
    def both_sides(d):  # the first enemy unit onto the first unit's hex
        d["start"]["units"][enemy]["hex"] = d["start"]["units"][0]["hex"]
    variant("core-save-start-both-sides", both_sides, "$.start.units[%d].hex" % enemy)
    variant("core-save-start-men-zero", lambda d: d["start"]["units"][0].update(men=0), "$.start.units[0].men")
    variant("core-save-start-future-version", lambda d: d["start"].update(version=20001), "$.start.version")
    variant("core-save-start-map-version", lambda d: d["start"]["map"].update(version=2), "$.start.map.version")
    variant("core-save-start-casualties", lambda d: d["start"]["units"][1].update(casualties=40),
            "$.start.units[1].casualties")
    # Orders and events name units and hexes of the battle.
    variant("core-save-order-unknown-unit", lambda d: d["orders"][order].update(units=["u-nobody"]),
            "$.orders[%d].units[0]" % order)
    variant("core-save-order-off-map", lambda d: d["orders"][order]["path"].__setitem__(1, [13000, 5]),
            "$.orders[%d].path[1]" % order)
    variant("core-save-order-turn-beyond-end", lambda d: d["orders"][order].update(turn=41),
            "$.orders[%d].turn" % order)
    variant("core-save-event-unknown-unit", lambda d: d["log"][move].update(unit="c-nobody"), "$.log[%d].unit" % move)
    variant("core-save-event-off-map", lambda d: d["log"][move].update({"from": [0, -1]}), "$.log[%d].from" % move)
    variant("core-save-event-negative-mp", lambda d: d["log"][move].update(mp=-3), "$.log[%d].mp" % move)
    variant("core-save-event-unknown-firer", lambda d: d["log"][fire]["firers"][0].update(unit="u-nobody"),
            "$.log[%d].firers[0].unit" % fire)
    for name, (d, path) in out.items():
        with open(OUT + name + ".json", "w") as f:
            f.write(json.dumps(d, separators=(",", ":"), ensure_ascii=False))
        print("%s.json\t%s" % (name, path))  # the row for core.tsv


if __name__ == "__main__":
    make()
