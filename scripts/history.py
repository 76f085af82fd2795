"""What the armies actually lost in each historical scenario (issue 21): the
"history" member the scenario generators write after "source"
(docs/FORMATS.md, "History"). Figures from the sources named in each entry;
where the sources give no figure for the scenario's hours, the entry is an
estimate and says so in its note. Used by make-mcphersons-ridge.py,
make-bull-run-scenarios.py and make-antietam-scenarios.py."""

OR_19 = ("U.S. War Department, The War of the Rebellion: Official Records, Series I, vol. 19, part 1 "
         "(return of casualties in the Union forces); Confederate losses as compiled by Ezra A. Carman, "
         "The Maryland Campaign of September 1862 (ed. Clemens), appendix")
OR_2 = ("U.S. War Department, The War of the Rebellion: Official Records, Series I, vol. 2 (returns of "
        "casualties, McDowell's and Beauregard's reports)")
GETTYSBURG = ("Estimate from John W. Busey and David G. Martin, Regimental Strengths and Losses at Gettysburg "
              "(regimental losses of 1 July), and Harry W. Pfanz, Gettysburg: The First Day")


def losses(total, killed=None, wounded=None, missing=None):
    d = {"total": total}
    if killed is not None:
        d.update({"killed": killed, "wounded": wounded, "missing": missing})
    return d


HISTORY = {
    "01-mcphersons-ridge": {
        "losses": {"union": losses(1300), "confederate": losses(1400)},
        "outcome": "union-victory",
        "note": "Archer's and Davis's brigades broken, Archer taken; McPherson's Ridge held until the afternoon "
                "(estimate: the morning's share of the day's losses)",
        "source": GETTYSBURG,
    },
    "02-buford-holds-the-ridge": {
        "losses": {"union": losses(130), "confederate": losses(150)},
        "outcome": "union-victory",
        "note": "Buford's troopers held the ridge until Wadsworth's infantry came up (estimate)",
        "source": GETTYSBURG,
    },
    "03-tutorial-matthews-hill": {
        "losses": {"union": losses(600), "confederate": losses(750)},
        "outcome": "union-victory",
        "note": "Evans, Bee and Bartow driven off Matthews Hill to the Henry plateau (estimate: the morning's share)",
        "source": OR_2,
    },
    "04-henry-house-hill": {
        "losses": {"union": losses(2896, 460, 1124, 1312), "confederate": losses(1982, 387, 1582, 13)},
        "outcome": "confederate-victory",
        "note": "McDowell's army driven from the Henry plateau and back to Washington (the whole battle's losses)",
        "source": OR_2,
    },
    "05-the-cornfield": {
        "losses": {"union": losses(4336), "confederate": losses(3700)},
        "outcome": "draw",
        "note": "The Cornfield changed hands again and again; neither side held it at nine o'clock (Union: the I and "
                "XII Corps' returns; Confederates: estimate)",
        "source": OR_19,
    },
    "06-east-woods-at-night": {
        "losses": {"union": losses(100), "confederate": losses(150)},
        "outcome": "draw",
        "note": "Seymour's Pennsylvania Reserves and Hood's division skirmished into the dark (estimate)",
        "source": OR_19,
    },
    "07-bloody-lane": {
        "losses": {"union": losses(2915), "confederate": losses(2600)},
        "outcome": "union-victory",
        "note": "The sunken road taken about one o'clock, but no breakthrough (Union: French's and Richardson's "
                "divisions; Confederates: estimate for D. H. Hill's and R. H. Anderson's divisions)",
        "source": OR_19,
    },
    "08-antietam": {
        "losses": {"union": losses(12401, 2108, 9540, 753), "confederate": losses(10316, 1546, 7752, 1018)},
        "outcome": "draw",
        "note": "Lee held his ground at dusk and recrossed the Potomac on the night of the 18th",
        "source": OR_19,
    },
}


def with_history(name, scenario):
    """The scenario dict with its "history" member placed after "source"."""
    out = {}
    for k, v in scenario.items():
        out[k] = v
        if k == "source" and name in HISTORY:
            out["history"] = HISTORY[name]
    return out
