#!/usr/bin/env python3
"""Writes the naval actions of issue 26 (docs/FORMATS.md, "Naval battle"):

    scenarios/naval/port-royal-1861-11-07.json   Du Pont's squadron against Forts Walker and Beauregard
    scenarios/naval/memphis-1862-06-06.json      the Union rams and gunboats against the River Defense Fleet
    scenarios/naval/charleston-1863-04-07.json   Du Pont's ironclads against Fort Sumter and the harbor forts

Run from the repository root: python3 scripts/make-naval-actions.py [NAME ...]

Crews are the complements of the Dictionary of American Naval Fighting Ships
(DANFS) and the ORN's lists; garrisons and guns from the commanders' reports
in the ORN and OR. A fort's "batteries" are its guns bearing on the channel
in sixes (the naval rules count a battery as a unit of fire, RULES §16);
qualities and experience are the designer's reading of the reports, with the
experience norms of the rules (16 a ship, 4 a battery) as the yardstick.
Where the sources leave a number open the choice is written beside it.
"""
import json
import os
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from schemaref import with_schema  # noqa: E402


def orders(combat="engage", distance="close", aim="hull", formation="line-ahead", breakOff="never", flee="harbor"):
    return {"combat": combat, "distance": distance, "aim": aim, "formation": formation,
            "breakOff": breakOff, "flee": flee}


def ship(id, name, type, complement, quality="good", experience=9, group=0, ram=False, crew=100,
         hull=0, propulsion=0, **o):
    return {"id": id, "name": name, "type": type, "crew": crew, "complement": complement,
            "quality": quality, "experience": experience, "hull": hull, "propulsion": propulsion,
            "ram": ram, "group": group, "orders": orders(**o)}


def battery(id, name, men, batteries, quality="average", experience=4, rifled=False, hill="none", fatigue=0):
    return {"id": id, "name": name, "men": men, "batteries": batteries, "rifled": rifled, "hill": hill,
            "quality": quality, "experience": experience, "fatigue": fatigue}


def port_royal():
    # Du Pont's main column steamed in an ellipse between the forts, engaging
    # Fort Walker at close range on the southward leg; the flanking column of
    # gunboats held off Tattnall's flotilla. Group 0: the main column; 1: the
    # flanking column (both Union, to windward: the forts' guns were fought
    # from low sand works, "hill" none).
    u = [
        ship("wabash", "USS Wabash", "FR", 642),
        ship("susquehanna", "USS Susquehanna", "FR", 300),
        ship("mohican", "USS Mohican", "SL", 160),
        ship("seminole", "USS Seminole", "SL", 160),
        ship("pawnee", "USS Pawnee", "SL", 180),
        ship("vandalia", "USS Vandalia", "SL", 150),
        ship("unadilla", "USS Unadilla", "GB", 100),
        ship("ottawa", "USS Ottawa", "GB", 100),
        ship("pembina", "USS Pembina", "GB", 100),
        ship("bienville", "USS Bienville", "GB", 185, group=1),
        ship("seneca", "USS Seneca", "GB", 100, group=1),
        ship("curlew", "USS Curlew", "GB", 60, group=1),
        ship("penguin", "USS Penguin", "GB", 60, group=1),
        ship("augusta", "USS Augusta", "GB", 150, group=1),
        ship("isaac-smith", "USS Isaac Smith", "GB", 80, group=1),
        ship("rb-forbes", "USS R. B. Forbes", "GB", 60, group=1),
    ]
    # Tattnall's "mosquito fleet": a converted river steamer and two tugs,
    # which fired a few shots and ran up Skull Creek.
    c = [
        ship("savannah", "CSS Savannah", "GB", 60, quality="average", experience=4, group=2,
             combat="accept", distance="range", breakOff="light"),
        ship("resolute", "CSS Resolute", "RG", 40, quality="poor", experience=1, group=2,
             combat="evade", distance="range", breakOff="light"),
        ship("sampson", "CSS Sampson", "RG", 40, quality="poor", experience=1, group=2,
             combat="evade", distance="range", breakOff="light"),
    ]
    # Fort Walker on Hilton Head: 23 guns, 13 of them bearing on the channel,
    # many of the rest dismounted or without proper carriages; Fort
    # Beauregard on Bay Point: 19 guns, 7 bearing. The gunners were
    # volunteers who had never fought; the forts had been built that summer.
    b = [
        battery("fort-walker", "Fort Walker", 620, 3, quality="poor", experience=2),
        battery("fort-beauregard", "Fort Beauregard", 640, 2, quality="poor", experience=2),
    ]
    return {
        "format": "hardtack-naval", "version": 1,
        "name": "Port Royal (7 November 1861)",
        "description": (
            "Flag Officer Du Pont's squadron steams into Port Royal Sound in an ellipse between Fort Walker "
            "on Hilton Head and Fort Beauregard on Bay Point, pounding both at short range while a column of "
            "gunboats keeps Commodore Tattnall's three small steamers at bay. After four hours Fort Walker's "
            "guns were dismounted and its garrison fled; Fort Beauregard was abandoned that evening, and the "
            "Union had the anchorage it blockaded the South Atlantic coast from."),
        "source": (
            "ORN Series I, vol. 12, pp. 259-340 (Du Pont's report and those of his captains; Tattnall; "
            "Drayton's and Elliott's reports of the forts); OR Series I, vol. 6, pp. 3-35 (Sherman; Drayton); "
            "DANFS for complements; D. Ammen, The Atlantic Coast (1883), ch. 2; Battles and Leaders, vol. 1, "
            "pp. 671-691."),
        "history": {
            "losses": {
                "union": {"total": 31, "killed": 8, "wounded": 23, "missing": 0},
                "confederate": {"total": 66, "killed": 11, "wounded": 48, "missing": 7},
            },
            "outcome": "union-victory",
            "note": ("the forts silenced and abandoned after four hours; no Union ship badly hurt; Tattnall's "
                     "steamers withdrew up Skull Creek"),
            "source": ("Du Pont's return of casualties, ORN Series I, vol. 12, p. 265 (8 killed, 23 wounded); "
                       "Drayton's report, OR Series I, vol. 6, pp. 6-13, and Elliott's report of Fort "
                       "Beauregard (Fort Walker 11 killed, 48 wounded, 7 missing; Fort Beauregard none "
                       "killed, a few wounded, counted in the 48)."),
            "fates": {s["id"]: "afloat" for s in u} | {"savannah": "evaded", "resolute": "evaded",
                                                         "sampson": "evaded"},
        },
        "location": "coastal", "onshoreWind": False, "wind": "light",
        "sides": {"union": {"ships": u}, "confederate": {"ships": c, "batteries": b}},
    }


def memphis():
    # Ellet's two rams dashed ahead of the gunboats down to the Confederate
    # line before Memphis; Davis's five ironclads followed and finished the
    # fight with their guns. The River Defense Fleet: eight cotton-clad
    # steamers with iron-shod bows, crewed by river men under their captains
    # (Montgomery, the "commodore"), with one or a few guns each.
    u = [
        ship("queen-of-the-west", "Queen of the West (ram)", "RG", 60, ram=True, quality="good",
             experience=4, group=0, combat="engage", distance="close", formation="break-line"),
        ship("monarch", "Monarch (ram)", "RG", 60, ram=True, quality="good", experience=4, group=0,
             combat="engage", distance="close", formation="break-line"),
        ship("benton", "USS Benton", "RI", 176, group=1, distance="range"),
        ship("louisville", "USS Louisville", "RI", 175, group=1, distance="range"),
        ship("carondelet", "USS Carondelet", "RI", 175, group=1, distance="range"),
        ship("cairo", "USS Cairo", "RI", 175, group=1, distance="range"),
        ship("st-louis", "USS St. Louis", "RI", 175, group=1, distance="range"),
    ]
    def rdf(id, name, complement=80):
        return ship(id, name, "RG", complement, ram=True, quality="poor", experience=1, group=2,
                    combat="engage", distance="close", breakOff="light")
    c = [
        rdf("general-beauregard", "General Beauregard"),
        rdf("general-bragg", "General Bragg"),
        rdf("general-price", "General Sterling Price"),
        rdf("general-sumter", "General Sumter"),
        rdf("general-lovell", "General Lovell"),
        rdf("general-van-dorn", "General Earl Van Dorn"),
        rdf("general-thompson", "General M. Jeff Thompson"),
        rdf("little-rebel", "Little Rebel", 50),
    ]
    return {
        "format": "hardtack-naval", "version": 1,
        "name": "Memphis (6 June 1862)",
        "description": (
            "At dawn Colonel Ellet's rams Queen of the West and Monarch race ahead of Flag Officer Davis's "
            "ironclads into the River Defense Fleet drawn up before Memphis, with the townspeople watching "
            "from the bluffs. In ninety minutes of ramming and gunfire seven of the eight Confederate "
            "cotton-clads were sunk, burned or taken; only General Van Dorn escaped downstream, and Memphis "
            "surrendered that morning."),
        "source": (
            "ORN Series I, vol. 23, pp. 118-140 (Davis's report and his captains'; C. Ellet's reports; "
            "Montgomery's report); Battles and Leaders, vol. 1, pp. 449-459 (H. Walke, 'The Western "
            "Flotilla'); DANFS for complements; W. N. Still, Iron Afloat (1971), for the River Defense Fleet."),
        "history": {
            "losses": {
                "union": {"total": 1, "killed": 0, "wounded": 1, "missing": 0},
                "confederate": {"total": 180},
            },
            "outcome": "union-victory",
            "note": ("seven of eight Confederate vessels sunk, burned or captured, Van Dorn escaped; the only "
                     "Union casualty was Col. Ellet, mortally wounded; the Confederate loss (killed, drowned, "
                     "wounded and taken) is an estimate: the reports give about 180"),
            "source": ("Davis's report, ORN Series I, vol. 23, pp. 119-121; Ellet's report, pp. 132-134; "
                       "Battles and Leaders, vol. 1, p. 453 (the Confederate loss estimated)."),
            "fates": {
                "general-beauregard": "sunk", "general-lovell": "sunk", "general-thompson": "sunk",
                "general-price": "sunk", "little-rebel": "captured", "general-bragg": "captured",
                "general-sumter": "captured", "general-van-dorn": "fled",
                "queen-of-the-west": "afloat", "monarch": "afloat", "benton": "afloat",
                "louisville": "afloat", "carondelet": "afloat", "cairo": "afloat", "st-louis": "afloat",
            },
        },
        "location": "river", "onshoreWind": False, "wind": "light",
        "sides": {"union": {"ships": u}, "confederate": {"ships": c}},
    }


def charleston():
    # Du Pont's nine ironclads in line ahead up the main ship channel, held
    # by the obstructions between Sumter and Moultrie under the crossfire of
    # the forts at 550 to 1,500 yards; they withdrew after two hours having
    # fired 139 rounds to the forts' 2,209. The squadron withdrew when Du Pont
    # saw his monitors' turrets jammed and guns disabled (breakOff light: a
    # ship that has taken two points of damage leaves the fight). Keokuk, a
    # thin-skinned experimental ironclad (4 inches of iron in strips with
    # wood between), is rated as a river ironclad (RI: more of the hits on
    # her hull do damage); hit ninety times, she sank next morning.
    def monitor(id, name, complement=75, group=0):
        return ship(id, name, "IC", complement, quality="good", experience=9, group=group,
                    combat="engage", distance="range", breakOff="light")
    u = [
        monitor("weehawken", "USS Weehawken"),
        monitor("passaic", "USS Passaic"),
        monitor("montauk", "USS Montauk"),
        monitor("patapsco", "USS Patapsco"),
        ship("new-ironsides", "USS New Ironsides", "IC", 460, quality="good", experience=9, group=0,
             combat="engage", distance="range", breakOff="light"),
        monitor("catskill", "USS Catskill", group=1),
        monitor("nantucket", "USS Nantucket", group=1),
        monitor("nahant", "USS Nahant", group=1),
        ship("keokuk", "USS Keokuk", "RI", 92, quality="good", experience=9, group=1,
             combat="engage", distance="close", breakOff="light"),
    ]
    # Fort Sumter: 76 guns, 44 of them bearing on the channel that day, many
    # rifled or heavy Brooke and Columbiad pieces, fought from its barbette
    # tier some 50 feet above the water (hill low), the gunners drilled for
    # months on ranges marked by buoys in the channel (excellent, experience
    # 16). Sullivan's Island: Fort Moultrie's 21 guns and Batteries Bee and
    # Beauregard, on the dunes across the channel, as one battery (the
    # naval rules let no more than 3 points of fire a round fall on one unit:
    # the island's works, which the ironclads engaged together, are one).
    # Battery Gregg's three guns on Cumming's Point hardly fired at the
    # squadron, which stayed beyond them: left out.
    b = [
        battery("fort-sumter", "Fort Sumter", 550, 7, quality="excellent", experience=16, rifled=True, hill="low"),
        battery("sullivans-island", "Fort Moultrie and the Sullivan's Island batteries", 650, 6, quality="good",
                experience=9, rifled=True, hill="low"),
    ]
    return {
        "format": "hardtack-naval", "version": 1,
        "name": "Charleston Harbor (7 April 1863)",
        "description": (
            "Rear Admiral Du Pont's nine ironclads — seven monitors, the broadside ironclad New Ironsides and "
            "the experimental Keokuk — steam up the main channel against Fort Sumter, Fort Moultrie and the "
            "batteries of Sullivan's Island and Cumming's Point. Held by the obstructions under a crossfire "
            "from guns trained on marked ranges, they fired 139 rounds and took more than 500 hits in two "
            "hours; Du Pont called off the attack, and Keokuk sank off Morris Island the next morning."),
        "source": (
            "ORN Series I, vol. 14, pp. 3-106 (Du Pont's report and his captains'; Rodgers; Rhind); OR Series "
            "I, vol. 14, pp. 239-270 (Beauregard, Ripley, Rhett and the forts' reports, with the rounds fired); "
            "DANFS for complements; Battles and Leaders, vol. 4, pp. 10-47; S. R. Wise, Gate of Hell (1994), "
            "ch. 1."),
        "history": {
            "losses": {
                "union": {"total": 22, "killed": 1, "wounded": 21, "missing": 0},
                "confederate": {"total": 14, "killed": 4, "wounded": 10, "missing": 0},
            },
            "outcome": "confederate-victory",
            "note": ("the squadron withdrew after two hours, five monitors disabled in turret or gun; Keokuk "
                     "sank the next morning; the forts little hurt"),
            "source": ("Du Pont's report, ORN Series I, vol. 14, pp. 3-10, and the surgeons' returns (1 "
                       "killed, 21 wounded); Ripley's report, OR Series I, vol. 14, pp. 252-258 (4 killed, "
                       "10 wounded in the forts)."),
            "fates": {"keokuk": "sunk"} | {s: "afloat" for s in
                                             ("weehawken", "passaic", "montauk", "patapsco", "new-ironsides",
                                              "catskill", "nantucket", "nahant")},
        },
        "location": "harbor", "onshoreWind": False, "wind": "light",
        "sides": {"union": {"ships": u}, "confederate": {"batteries": b}},
    }


ACTIONS = {"port-royal-1861-11-07": port_royal, "memphis-1862-06-06": memphis,
           "charleston-1863-04-07": charleston}


def main(names):
    for name in names or ACTIONS:
        path = os.path.join(ROOT, "scenarios", "naval", name + ".json")
        doc = with_schema(path, ACTIONS[name]())
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
            f.write("\n")
        print("wrote", os.path.relpath(path, ROOT))


if __name__ == "__main__":
    main(sys.argv[1:])
