#!/usr/bin/env python3
"""Generates the Cascade Lab demos in scenarios/lab/ (docs/FORMATS.md, "Lab
demo") from scenarios/05-the-cornfield.json: the same 197 historical units at
their dawn positions of 17 September 1862 (109 on the map), with a "lab"
member forcing a regiment of Lawton's brigade, on the southern edge of the
Cornfield, to rout.

    scenarios/lab/cornfield-day.json      by day; second setup: Rout Limiting on
    scenarios/lab/cornfield-night.json    the same at night; second setup: by day
    scenarios/lab/cornfield-leaders.json  eight of Jackson's leaders in the front
                                          line; second setup: without them

This script is the only source of those files. Run from the repository root:
    python3 scripts/make-lab-demos.py
"""
import copy
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from schemaref import with_schema  # noqa: E402

SOURCE_SCENARIO = "scenarios/05-the-cornfield.json"
OUT_DIR = "scenarios/lab"
TRIGGER = "c-26th-georgia"  # Lawton's brigade, at the south edge of the Cornfield

# The demo seeds are chosen (with hardtack-cli cascade --trials 1) so that the
# cascade the Lab plays first really spreads beyond the first ring.
SEED_DAY = 6
SEED_NIGHT = 1
SEED_LEADERS = 6

# Seven leaders of Jackson's command stand in the front line around the
# trigger, each in the hex of a regiment (cornfield-leaders.json).
LEADERS_IN_LINE = {
    "c-jack-l": [12, 21],     # Jackson, with the 48th Virginia
    "c-ewell-l": [13, 22],    # Lawton (commanding Ewell's division), with the 61st Georgia
    "c-jrjones-l": [12, 22],  # J. R. Jones, with Poague's Rockbridge Artillery
    "c-hays-l": [12, 20],     # Hays, with the 42nd Virginia
    "c-trimble-l": [11, 21],  # Walker (Trimble's brigade), with the 1st Virginia Battalion
    "c-jones-j-l": [11, 22],  # Penn (Jones's brigade), with the 9th Louisiana
    "c-starke-l": [10, 21],   # Starke, with the 1st Louisiana (where he stood)
}
# Douglass (Lawton's brigade) stands with the 13th Georgia in every demo.
LEADERS_REMOVED = sorted(list(LEADERS_IN_LINE) + ["c-lawton-l"])

COMMON = (
    "Cascade Lab. The historical positions of the Cornfield at dawn (scenarios/05-the-cornfield.json): "
    "Hooker's I Corps to the north, Jackson's command to the south. The 26th Georgia of Lawton's brigade, "
    "at the south edge of the Cornfield, is forced to rout: every Confederate unit in its hex and the six "
    "around it takes a morale check, and each one that fails next to it spreads the panic further (RULES "
    "section 10). A check fails when a die rolls above the unit's morale: Lawton's Georgians (quality B, 5) "
    "fail one time in six, J. R. Jones's tired Virginians (fatigue 300: -1) one time in three; a leader in "
    "the hex gives +1, night -2."
)


def demo(base, title, description, lab, leaders=None):
    s = copy.deepcopy(base)
    s["title"] = title
    s["description"] = description + " " + COMMON
    s["map"] = "../../maps/antietam.json"
    s.pop("translations", None)  # the demos are not translated (their captions are English data)
    if leaders:
        for f in s["formations"]:
            if f["leader"]["id"] in leaders:
                f["leader"]["hex"] = leaders[f["leader"]["id"]]
    s["lab"] = lab
    return s


def main():
    with open(SOURCE_SCENARIO, encoding="utf-8") as f:
        base = json.load(f)
    demos = {
        "cornfield-day.json": demo(
            base, "Cascade Lab: the Cornfield by day",
            "By day, in the offensive fire phase: a failed check routs the unit.",
            {"trigger": TRIGGER, "phase": "offensive-fire", "night": False, "routLimiting": False,
             "seed": SEED_DAY, "trials": 10000, "name": "By day",
             "compare": {"name": "By day, with the optional Rout Limiting rule", "routLimiting": True}}),
        "cornfield-night.json": demo(
            base, "Cascade Lab: the Cornfield at night",
            "The same line at night: every check gets -2, so a tired veteran regiment fails two times in three.",
            {"trigger": TRIGGER, "phase": "offensive-fire", "night": True, "routLimiting": False,
             "seed": SEED_NIGHT, "trials": 10000, "name": "At night",
             "compare": {"name": "The same line by day", "night": False}}),
        "cornfield-leaders.json": demo(
            base, "Cascade Lab: the Cornfield with the leaders in the line",
            "By day, with Jackson and seven of his generals and colonels standing in the front line around the "
            "26th Georgia: a unit stacked with a leader gets +1.",
            {"trigger": TRIGGER, "phase": "offensive-fire", "night": False, "routLimiting": False,
             "seed": SEED_LEADERS, "trials": 10000, "name": "Leaders in the line",
             "compare": {"name": "Without those eight leaders", "removeLeaders": LEADERS_REMOVED}},
            leaders=LEADERS_IN_LINE),
    }
    os.makedirs(OUT_DIR, exist_ok=True)
    for name, s in demos.items():
        path = os.path.join(OUT_DIR, name)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(with_schema(path, s), f, indent=1, ensure_ascii=False)
            f.write("\n")
        print(path)


if __name__ == "__main__":
    main()
