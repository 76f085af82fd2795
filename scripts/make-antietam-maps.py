#!/usr/bin/env python3
"""Generates maps/antietam.json (the field from the North Woods to the Burnside
Bridge, 44 x 56 hexes) and maps/antietam-field.json (the whole field from the
Potomac to Keedysville, 120 x 90 hexes) from the geometry in
scripts/antietam_ground.py. Run from the repository root:

    python3 scripts/make-antietam-maps.py
"""
import sys
sys.dont_write_bytecode = True
import os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mapgen
import antietam_ground as g


def make(width, height, x0, y0, name):
    grid = mapgen.Grid(width, height, x0, y0)
    base = mapgen.Elevation(300, points=g.BASE, power=1.6)
    elev = mapgen.Relief(300, base, ridges=g.RIDGES, valleys=g.VALLEYS, noise=7.0, seed=17)
    woods = [mapgen.roughen(p, 100 + i) for i, p in enumerate(g.WOODS)]
    layers = [("w", woods), ("o", g.ORCHARDS), ("c", g.CORN), ("t", g.TOWNS),
              ("t", [[p] for p in g.FARMS]), ("~", [g.POTOMAC])]
    creek = [(x, y) for x, y, _ in g.CREEK]
    return grid, mapgen.build_map(
        grid, name, g.SOURCE, elev, layers, g.ROADS, streams=[creek], fords=g.FORDS,
        fences=g.FENCES, walls=g.WALLS, fenced_roads=[(0, (-650, 1500))], labels=g.LABELS)


def main():
    _, m = make(44, 56, -1300, 3300, "Antietam: the Cornfield to the Burnside Bridge")
    mapgen.write_json("maps/antietam.json", m)
    _, big = make(120, 90, -4300, 5600, "Antietam: the whole field, Potomac to Keedysville")
    mapgen.write_json("maps/antietam-field.json", big)


if __name__ == "__main__":
    main()
