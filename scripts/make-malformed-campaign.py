#!/usr/bin/env python3
"""Writes the malformed campaign files of the validate table
(tests/data/malformed/campaign-*.json and campaign.tsv): each is
tests/data/campaign/small.json with one fault, and the row names the JSON
path the error must point at. The same for campaign saves
(campaign-save-*.json and campaign-save.tsv) from
tests/data/campaign/small-save.json, which is written by
  hardtack-cli campaign tests/data/campaign/small.json --union ai
    --confederate ai --seed 3 --turns 4 --save tests/data/campaign/small-save.json"""
import copy, json, os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SMALL = os.path.join(ROOT, "tests/data/campaign/small.json")
SAVE = os.path.join(ROOT, "tests/data/campaign/small-save.json")
OUT = os.path.join(ROOT, "tests/data/malformed")


def fault(doc, name, path):
    return name, doc, path


def fort(city, waters, bid):
    return {"city": city, "waters": waters,
            "battery": {"id": bid, "name": "Fort X", "men": 300, "batteries": 2, "quality": "average",
                        "experience": 4}}


def cases(base):
    def m(fn):
        d = copy.deepcopy(base)
        fn(d)
        return d

    def setitem(path, value):
        def fn(d):
            *head, last = path
            for k in head:
                d = d[k]
            d[last] = value
        return fn

    def delitem(path):
        def fn(d):
            *head, last = path
            for k in head:
                d = d[k]
            del d[last]
        return fn

    def add_isolated(d):
        c = copy.deepcopy(d["cities"][3])
        c["id"] = "isolated"
        c["name"] = "Nowhere"
        d["cities"].append(c)

    return [
        ("unknown-city", setitem(["connections", 3, "to"], "atlantis"), "$.connections[3].to"),
        ("army-in-zone", setitem(["armies", 0, "location"], "chesapeake"), "$.armies[0].location"),
        ("army-unknown-city", setitem(["armies", 3, "location"], "memphis"), "$.armies[3].location"),
        ("fleet-landlocked", setitem(["fleets", 0, "location"], "manassas"), "$.fleets[0].location"),
        ("duplicate-city", setitem(["cities", 4, "id"], "manassas"), "$.cities[4].id"),
        ("city-zone-same-id", setitem(["zones", 1, "id"], "nashville"), "$.zones[1].id"),
        ("no-richmond", setitem(["cities", 5, "kind"], "city"), "$.cities"),
        ("two-washingtons", setitem(["cities", 1, "kind"], "washington"), "$.cities[1].kind"),
        ("level-six", setitem(["cities", 2, "level"], 6), "$.cities[2].level"),
        ("bad-owner", setitem(["cities", 0, "owner"], "british"), "$.cities[0].owner"),
        ("bad-terrain", setitem(["cities", 3, "terrain"], "swamp"), "$.cities[3].terrain"),
        ("pos-not-pair", setitem(["cities", 1, "pos"], [1]), "$.cities[1].pos"),
        ("rail-to-zone", setitem(["connections", 0, "to"], "chesapeake"), "$.connections[0].to"),
        ("sea-to-inland", setitem(["connections", 11, "from"], "manassas"), "$.connections[11].from"),
        ("days-zero", setitem(["connections", 2, "days"], 0), "$.connections[2].days"),
        ("isolated-city", add_isolated, "$.cities[9].id"),
        ("brigade-bad-quality", setitem(["armies", 0, "brigades", 1, "quality"], "G"), "$.armies[0].brigades[1].quality"),
        ("artillery-without-guns", delitem(["armies", 0, "brigades", 3, "guns"]), "$.armies[0].brigades[3].guns"),
        ("infantry-with-guns", setitem(["armies", 0, "brigades", 0, "guns"], 4), "$.armies[0].brigades[0].guns"),
        ("duplicate-brigade-id", setitem(["armies", 2, "brigades", 1, "id"], "u-b1"), "$.armies[2].brigades[1].id"),
        ("experience-six", setitem(["armies", 2, "brigades", 0, "experience"], 6), "$.armies[2].brigades[0].experience"),
        ("leader-bad-rating", setitem(["armies", 3, "leader", "rating"], "Z"), "$.armies[3].leader.rating"),
        ("army-no-brigades", setitem(["armies", 1, "brigades"], []), "$.armies[1].brigades"),
        ("army-unknown-member", setitem(["armies", 0, "general"], "Scott"), "$.armies[0].general"),
        ("ship-bad-type", setitem(["fleets", 1, "ships", 0, "type"], "XX"), "$.fleets[1].ships[0].type"),
        ("ship-duplicate-id", setitem(["fleets", 1, "ships", 0, "id"], "minnesota"), "$.fleets[1].ships[0].id"),
        ("seven-campaigns", setitem(["start", "campaigns"], 7), "$.start.campaigns"),
        ("bad-date", setitem(["start", "date"], "1861-13-01"), "$.start.date"),
        ("tax-string", setitem(["treasury", "confederate", "tax"], "5"), "$.treasury.confederate.tax"),
        ("treasury-no-union", delitem(["treasury", "union"]), "$.treasury.union"),
        ("opinion-above-1000", setitem(["scores", "opinion"], 1001), "$.scores.opinion"),
        # The sea (issue 25): zone waters, city waters, forts, armies aboard.
        ("zone-bad-waters", setitem(["zones", 0, "kind"], "lake"), "$.zones[0].kind"),
        ("inland-city-waters", setitem(["cities", 3, "waters"], "harbor"), "$.cities[3].waters"),
        ("port-waters-sea", setitem(["cities", 1, "waters"], "sea"), "$.cities[1].waters"),
        ("fort-unknown-city", setitem(["forts"], [fort("atlantis", "chesapeake", "fort-x")]), "$.forts[0].city"),
        ("fort-inland-waters", setitem(["forts"], [fort("norfolk", "manassas", "fort-x")]), "$.forts[0].waters"),
        ("fort-ship-id", setitem(["forts"], [fort("norfolk", "chesapeake", "minnesota")]), "$.forts[0].battery.id"),
        ("fort-no-batteries", setitem(["forts"], [dict(fort("norfolk", "chesapeake", "fort-x"),
                                                       battery=dict(fort("norfolk", "chesapeake", "fort-x")["battery"],
                                                                    batteries=0))]),
         "$.forts[0].battery.batteries"),
        ("army-aboard-unknown-fleet", setitem(["armies", 0, "aboard"], "ghost"), "$.armies[0].aboard"),
        ("army-aboard-enemy-fleet", setitem(["armies", 0, "aboard"], "james-squadron"), "$.armies[0].aboard"),
        ("army-aboard-elsewhere", setitem(["armies", 0, "aboard"], "nabs"), "$.armies[0].location"),
    ]


def save_cases(base):
    def setitem(path, value):
        def fn(d):
            *head, last = path
            for k in head:
                d = d[k]
            d[last] = value
        return fn

    def delitem(path):
        def fn(d):
            *head, last = path
            for k in head:
                d = d[k]
            del d[last]
        return fn

    def pop_history(d):
        d["history"].pop()

    first_brigade = base["armies"][0]["brigades"][0]["id"]
    move = {"type": "move-army", "side": "union", "unit": "u-potomac", "to": "atlantis"}
    embark = {"type": "embark", "side": "union", "unit": "u-potomac", "fleet": "ghost"}
    battle = {"land": [{"city": "richmond", "armies": {"union": ["u-potomac"], "confederate": ["c-potomac"]}}],
              "naval": []}
    return [
        ("campaign-bad-owner", setitem(["campaign", "cities", 0, "owner"], "british"), "$.campaign.cities[0].owner"),
        # The campaign held in the save is one this program reads (issue 28).
        ("campaign-future-version", setitem(["campaign", "version"], 20001), "$.campaign.version"),
        ("campaign-other-format", setitem(["campaign", "format"], "hardtack-scenario"), "$.campaign.format"),
        ("seed-number", setitem(["seed"], 3), "$.seed"),
        ("rng-zero", setitem(["rng"], ["0" * 16] * 4), "$.rng"),
        ("turn-zero", setitem(["turn"], 0), "$.turn"),
        ("owner-unknown-city", setitem(["owners", "atlantis"], "union"), "$.owners.atlantis"),
        ("owner-missing", delitem(["owners", "richmond"]), "$.owners.richmond"),
        ("army-in-zone", setitem(["armies", 0, "location"], "chesapeake"), "$.armies[0].location"),
        ("duplicate-brigade-id", setitem(["armies", 1, "brigades", 0, "id"], first_brigade),
         "$.armies[1].brigades[0].id"),
        ("fleet-landlocked", setitem(["fleets", 0, "location"], "manassas"), "$.fleets[0].location"),
        ("march-unknown-unit", setitem(["marches"], [{"unit": "ghost", "to": "richmond"}]), "$.marches[0].unit"),
        ("march-unknown-node", setitem(["marches"], [{"unit": "u-potomac", "to": "atlantis"}]), "$.marches[0].to"),
        ("money-string", setitem(["economy", "union", "money"], "5"), "$.economy.union.money"),
        ("order-unknown-node", setitem(["orders", "union"], [move]), "$.orders.union[0]"),
        ("order-other-side", setitem(["orders", "union"], [{"type": "draft", "side": "confederate"}]),
         "$.orders.union[0].side"),
        ("event-bad-type", setitem(["scoreEvents", 0, "type"], "earthquake"), "$.scoreEvents[0].type"),
        ("turns-not-counted", setitem(["turn"], 9), "$.scoreEvents"),
        ("history-short", pop_history, "$.history"),
        ("battle-army-elsewhere", setitem(["pending"], battle), "$.pending.land[0].armies.union[0]"),
        # The sea (issue 25).
        ("fort-unknown", setitem(["forts"], {"ghost": {"batteries": 1, "men": 100}}), "$.forts.ghost"),
        ("weather-bad-wind", setitem(["weather"], {"wind": "gale", "onshore": False}), "$.weather.wind"),
        ("arrival-unknown-fleet", setitem(["arrivals"], {"ghost": 65}), "$.arrivals.ghost"),
        ("embark-unknown-fleet", setitem(["orders", "union"], [embark]), "$.orders.union[0]"),
    ]


def write_table(base, table, prefix, tsv, what):
    rows = ["# file\tJSON path the error must name (%s; scripts/make-malformed-campaign.py)" % what]
    for name, fn, path in table:
        d = copy.deepcopy(base)
        fn(d)
        fname = "%s-%s.json" % (prefix, name)
        with open(os.path.join(OUT, fname), "w") as f:
            json.dump(d, f, indent=1)
            f.write("\n")
        rows.append("%s\t%s" % (fname, path))
    with open(os.path.join(OUT, tsv), "w") as f:
        f.write("\n".join(rows) + "\n")


def main():
    with open(SMALL) as f:
        base = json.load(f)
    write_table(base, cases(base), "campaign", "campaign.tsv", "hardtack-campaign files")
    with open(SAVE) as f:
        save = json.load(f)
    write_table(save, save_cases(save), "campaign-save", "campaign-save.tsv", "hardtack-campaign-save files")


if __name__ == "__main__":
    main()
