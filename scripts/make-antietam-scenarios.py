#!/usr/bin/env python3
"""Generates the Antietam scenarios from the orders of battle in
scripts/oob/antietam-*.txt on the maps made by scripts/make-antietam-maps.py:

    scenarios/05-the-cornfield.json        dawn, 17 September: Hooker against Jackson
    scenarios/06-east-woods-at-night.json  evening and night of 16 September (night action)
    scenarios/07-bloody-lane.json          the Sunken Road, late morning of the 17th
    scenarios/08-antietam.json             the whole battle (grand battle, 800+ units)

Run from the repository root:  python3 scripts/make-antietam-scenarios.py
Positions are yards from the Dunker Church (x east, y north), as in
scripts/antietam_ground.py.
"""
import json
import os
import sys
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mapgen
import scengen
from history import with_history

SMALL_GRID = mapgen.Grid(44, 56, -1300, 3300)     # as in make-antietam-maps.py
BIG_GRID = mapgen.Grid(120, 90, -4300, 5600)
UNION = "scripts/oob/antietam-union.txt"
CONFED = "scripts/oob/antietam-confederate.txt"

SOURCE = (
    "Order of battle: U.S. War Department, The War of the Rebellion: Official Records, Series I, vol. 19, "
    "part 1 (organization of both armies, pp. 169-180 and 803-810, and the reports of the corps, division and "
    "brigade commanders). Strengths: Ezra A. Carman, The Maryland Campaign of September 1862, ed. Thomas G. "
    "Clemens (3 vols., 2010-2017), and the Antietam Battlefield Board tablets; Joseph L. Harsh, Sounding the "
    "Shallows (2000); regimental figures Carman does not give are the brigade's strength shared out among its "
    "regiments. Times and positions: Carman; the Carman-Cope maps (1904); Bradley M. Gottfried, The Maps of "
    "Antietam (2012); Stephen W. Sears, Landscape Turned Red (1983). Leader and unit ratings are the "
    "designer's judgement."
)

NAMES_DE = {
    "Dunker Church": "Dunker-Kirche", "The Cornfield": "Das Maisfeld", "East Woods": "Ostwald",
    "West Woods": "Westwald", "North Woods": "Nordwald", "Miller Farm": "Miller-Hof",
    "Poffenberger Farm": "Poffenberger-Hof", "Mumma Farm": "Mumma-Hof", "Roulette Farm": "Roulette-Hof",
    "Sunken Road (Bloody Lane)": "Hohlweg (Bloody Lane)", "Piper Farm": "Piper-Hof", "Sharpsburg": "Sharpsburg",
    "Hagerstown Pike": "Chaussee nach Hagerstown", "Boonsboro Pike": "Chaussee nach Boonsboro",
    "Cemetery Hill": "Friedhofshügel", "Burnside Bridge": "Burnside-Brücke", "Middle Bridge": "Mittlere Brücke",
    "Upper Bridge": "Obere Brücke", "Pry's Ford": "Pry-Furt", "Snavely's Ford": "Snavely-Furt",
    "Antietam Creek": "Antietam Creek (Bach)", "Pry House": "Pry-Haus", "Nicodemus Heights": "Nicodemus-Höhen",
    "Hauser's Ridge": "Hauser-Höhenzug", "Smoketown": "Smoketown", "Sherrick Farm": "Sherrick-Hof",
    "Otto Farm": "Otto-Hof", "Keedysville": "Keedysville", "Potomac River": "Potomac",
    "Boteler's Ford": "Boteler-Furt", "Shepherdstown Pike": "Chaussee nach Shepherdstown",
    "Harpers Ferry Road": "Straße nach Harpers Ferry",
    "Antietam: the Cornfield to the Burnside Bridge": "Antietam: vom Maisfeld zur Burnside-Brücke",
    "Antietam: the whole field, Potomac to Keedysville": "Antietam: das ganze Schlachtfeld, vom Potomac bis Keedysville",
    "Bloody Lane bend": "Knick des Hohlwegs",
}
NAMES_FR = {
    "Dunker Church": "église dunker", "The Cornfield": "le champ de maïs", "East Woods": "bois de l'Est",
    "West Woods": "bois de l'Ouest", "North Woods": "bois du Nord", "Miller Farm": "ferme Miller",
    "Poffenberger Farm": "ferme Poffenberger", "Mumma Farm": "ferme Mumma", "Roulette Farm": "ferme Roulette",
    "Sunken Road (Bloody Lane)": "chemin creux (Bloody Lane)", "Piper Farm": "ferme Piper",
    "Sharpsburg": "Sharpsburg", "Hagerstown Pike": "route de Hagerstown", "Boonsboro Pike": "route de Boonsboro",
    "Cemetery Hill": "colline du cimetière", "Burnside Bridge": "pont de Burnside", "Middle Bridge": "pont du milieu",
    "Upper Bridge": "pont d'amont", "Pry's Ford": "gué de Pry", "Snavely's Ford": "gué de Snavely",
    "Antietam Creek": "ruisseau d'Antietam", "Pry House": "maison Pry", "Nicodemus Heights": "hauteurs Nicodemus",
    "Hauser's Ridge": "crête Hauser", "Smoketown": "Smoketown", "Sherrick Farm": "ferme Sherrick",
    "Otto Farm": "ferme Otto", "Keedysville": "Keedysville", "Potomac River": "le Potomac",
    "Boteler's Ford": "gué de Boteler", "Shepherdstown Pike": "route de Shepherdstown",
    "Harpers Ferry Road": "route de Harpers Ferry",
    "Antietam: the Cornfield to the Burnside Bridge": "Antietam : du champ de maïs au pont de Burnside",
    "Antietam: the whole field, Potomac to Keedysville": "Antietam : tout le champ de bataille, du Potomac à Keedysville",
    "Bloody Lane bend": "coude du chemin creux",
}

# Points (yards from the Dunker Church)
CHURCH = (-40, 0)
CORNFIELD = (270, 900)
EAST_WOODS = (700, 900)
WEST_WOODS = (-400, 400)
MILLER = (100, 1180)
POFFENBERGER = (350, 2100)
MUMMA = (650, -150)
ROULETTE = (1050, -650)
LANE = (700, -780)
LANE_BEND = (1000, -900)
PIPER = (500, -1150)
SHARPSBURG = (250, -1850)
CEMETERY = (1000, -1700)
BURNSIDE_BRIDGE = (1880, -3380)
MIDDLE_BRIDGE = (2500, -1300)
BOTELER = (-3150, -2900)


def load(grid, mapfile, split=False):
    m = json.load(open(mapfile, encoding="utf-8"))
    oobs = [scengen.OOB(UNION, split_batteries=split), scengen.OOB(CONFED, split_batteries=split)]
    return m, scengen.Scenario(m, grid, oobs)


def translations(m, objectives, title_de, title_fr, desc_de, desc_fr):
    known = {l["text"] for l in m["labels"]} | {m["name"]} | {o["name"] for o in objectives}
    de = {k: v for k, v in NAMES_DE.items() if k in known}
    fr = {k: v for k, v in NAMES_FR.items() if k in known}
    return {"de": {"title": title_de, "description": desc_de, "names": de},
            "fr": {"title": title_fr, "description": desc_fr, "names": fr}}


def meta(title, desc, mapfile, date, start, turns, first, victory, fog=True):
    return {"title": title, "description": desc, "source": SOURCE, "map": mapfile, "date": date,
            "start": start, "turns": turns, "dawn": "05:30", "dusk": "18:40", "dayTurnMinutes": 20,
            "nightTurnMinutes": 60, "firstSide": first, "rules": {"fogOfWar": fog, "routLimiting": False},
            "victory": victory}


# --- The Cornfield ------------------------------------------------------------
CORN_EN = (
    "17 September 1862, twenty to six in the morning, in fog and drizzle. Joseph Hooker's I Corps comes south "
    "down the Hagerstown Pike from the North Woods and the Poffenberger farm: Doubleday's division along the "
    "pike, Ricketts's toward the East Woods, Meade's Pennsylvania Reserves between them. Before them lies "
    "D. R. Miller's Cornfield, the corn taller than a man, and beyond it the white Dunker Church on its "
    "plateau, the key of Lee's left. Jackson holds the line with Lawton's division in and south of the corn "
    "and J. R. Jones's shattered division along the pike, S. D. Lee's guns on the church plateau and Stuart's "
    "horse artillery on Nicodemus Heights enfilading every advance down the pike. Hood's Texans are cooking "
    "their first meal in three days behind the church; they will come in at seven, and D. H. Hill sends "
    "Ripley, Colquitt and McRae north from the Sunken Road. Mansfield's XII Corps marches up behind Hooker. "
    "The Cornfield changed hands again and again in three hours; hold the Dunker Church and the woods on "
    "either side of it at nine o'clock."
)
CORN_DE = (
    "17. September 1862, zwanzig vor sechs am Morgen, in Nebel und Nieselregen. Joseph Hookers I. Korps "
    "kommt vom Nordwald und vom Poffenberger-Hof die Chaussee nach Hagerstown herab: Doubledays Division "
    "entlang der Straße, Ricketts' gegen den Ostwald, Meades Pennsylvania Reserves dazwischen. Vor ihnen liegt "
    "D. R. Millers Maisfeld, der Mais höher als ein Mann, dahinter die weiße Dunker-Kirche auf ihrer "
    "Hochfläche, der Schlüssel zu Lees linkem Flügel. Jackson hält die Linie mit Lawtons Division im und "
    "südlich des Maises und J. R. Jones' zerschlagener Division an der Chaussee, S. D. Lees Geschütze auf der "
    "Hochfläche bei der Kirche und Stuarts reitende Artillerie auf den Nicodemus-Höhen, die jeden Vorstoß "
    "die Straße hinab flankierend beschießt. Hoods Texaner kochen hinter der Kirche ihre erste Mahlzeit seit "
    "drei Tagen; um sieben greifen sie ein, und D. H. Hill schickt Ripley, Colquitt und McRae vom Hohlweg nach "
    "Norden. Mansfields XII. Korps rückt hinter Hooker heran. Das Maisfeld wechselte in drei Stunden immer "
    "wieder den Besitzer; halten Sie um neun Uhr die Dunker-Kirche und die Wälder zu beiden Seiten."
)
CORN_FR = (
    "17 septembre 1862, six heures moins vingt du matin, dans le brouillard et la bruine. Le Ier corps de "
    "Joseph Hooker descend la route de Hagerstown depuis le bois du Nord et la ferme Poffenberger : la "
    "division Doubleday le long de la route, celle de Ricketts vers le bois de l'Est, les Pennsylvania "
    "Reserves de Meade entre les deux. Devant eux s'étend le champ de maïs de D. R. Miller, le maïs plus haut "
    "qu'un homme, et au-delà l'église dunker blanche sur son plateau, clef de la gauche de Lee. Jackson tient "
    "la ligne avec la division Lawton dans le maïs et au sud, la division épuisée de J. R. Jones le long de la "
    "route, les canons de S. D. Lee sur le plateau de l'église et l'artillerie à cheval de Stuart sur les "
    "hauteurs Nicodemus, qui prend en enfilade toute avance le long de la route. Les Texans de Hood font "
    "cuire derrière l'église leur premier repas depuis trois jours ; ils entreront en ligne à sept heures, et "
    "D. H. Hill envoie Ripley, Colquitt et McRae vers le nord depuis le chemin creux. Le XIIe corps de "
    "Mansfield arrive derrière Hooker. Le champ de maïs changea de mains encore et encore en trois heures : "
    "tenez l'église dunker et les bois de part et d'autre à neuf heures."
)


def cornfield():
    m, s = load(SMALL_GRID, "maps/antietam.json")
    # Union: I Corps north of the corn
    s.deploy("u-gibbon", (150, 1700), facing="S", fatigue=150)
    s.deploy("u-phelps", (100, 2000), facing="S", fatigue=150)
    s.deploy("u-patrick", (-250, 1900), facing="S", fatigue=150)
    s.deploy("u-hofmann", (350, 2300), facing="S", fatigue=150)
    s.deploy("u-duryee", (550, 1450), facing="S", fatigue=150)
    s.deploy("u-hartsuff", (850, 1650), facing="S", fatigue=150)
    s.deploy("u-christian", (1050, 1900), facing="S", fatigue=150)
    s.deploy("u-seymour", (900, 1350), facing="SW", fatigue=250)
    s.deploy("u-magilton", (450, 1850), facing="S", fatigue=200)
    s.deploy("u-anderson-r", (250, 2250), facing="S", fatigue=200)
    for f, xy in (("u-aop", (1200, 2400)), ("u-i", (400, 2000)), ("u-i1", (100, 2100)), ("u-i2", (800, 1800)),
                  ("u-i3", (500, 1900))):
        s.place_leader(f, xy)
    s.arrive("u-crawford", 5, (1500, 2000), fatigue=200)
    s.arrive("u-gordon", 5, (1300, 2300), fatigue=200)
    s.arrive("u-xii2", 6, (1500, 2000), fatigue=200)
    # Confederates: Jackson's line
    s.deploy("c-lawton", (250, 650), facing="N", fatigue=250)
    s.deploy("c-trimble", (700, 550), facing="N", fatigue=250)
    s.deploy("c-hays", (100, 150), facing="N", fatigue=250)
    s.deploy("c-winder", (-150, 1100), facing="N", fatigue=300)
    s.deploy("c-jones-j", (-100, 900), facing="N", fatigue=300)
    s.deploy("c-taliaferro", (-300, 1000), facing="NE", fatigue=300)
    s.deploy("c-starke", (-200, 700), facing="N", fatigue=300)
    s.deploy("c-arty-long", (350, -100), facing="N", fatigue=100)
    s.deploy("c-early", (-900, 1300), facing="NE", fatigue=250)
    for f, xy in (("c-anv", (200, -1500)), ("c-jack", (-100, 300)), ("c-ewell", (200, 400)),
                  ("c-jrjones", (-150, 800))):
        s.place_leader(f, xy)
    s.arrive("c-hood", 4, (0, -200), fatigue=300)
    s.arrive("c-ripley", 6, (600, -450), fatigue=200)
    s.arrive("c-colquitt", 6, (400, -500), fatigue=200)
    s.arrive("c-garland", 7, (700, -500), fatigue=250)
    s.objective(CHURCH, "Dunker Church", 500, 150)
    s.objective(CORNFIELD, "The Cornfield", 600, 50)
    s.objective(EAST_WOODS, "East Woods", 500, 50)
    s.objective(WEST_WOODS, "West Woods", 250, 0)
    s.objective(MILLER, "Miller Farm", 650, 0)
    md = meta("The Cornfield, 17 September 1862", CORN_EN, "../maps/antietam.json", "1862-09-17", "05:40", 10,
              "union", {"minor": 250, "major": 2500})
    return s.build(md, translations(m, s.objectives, "Das Maisfeld, 17. September 1862",
                                    "Le champ de maïs, 17 septembre 1862", CORN_DE, CORN_FR))


# --- East Woods at night -------------------------------------------------------
NIGHT_EN = (
    "Night action. 16 September 1862, twenty to six in the evening. Hooker's I Corps has crossed Antietam "
    "Creek by the Upper Bridge and Pry's Ford and is feeling its way west along the Smoketown Road. Meade's "
    "Pennsylvania Reserves lead, Seymour's brigade deployed as skirmishers, toward the dark mass of the East "
    "Woods, where John B. Hood's two brigades wait with their batteries behind the corn. The sun sets at a "
    "quarter past six: from the fourth turn it is night, turns last an hour, a unit sees two hexes, every "
    "morale check costs two and a routed regiment rallies only half as well. Fire flashes in the dark woods "
    "until late; at ten Lawton's and Trimble's brigades come up to relieve Hood's starving men. Hold the "
    "East Woods and the Cornfield when the last turn ends. Move carefully: in the dark a column that blunders "
    "into an enemy line takes its fire at close range."
)
NIGHT_DE = (
    "Nachtgefecht. 16. September 1862, zwanzig vor sechs am Abend. Hookers I. Korps hat den Antietam Creek an "
    "der Oberen Brücke und der Pry-Furt überschritten und tastet sich die Straße nach Smoketown nach Westen "
    "vor. Meades Pennsylvania Reserves führen, Seymours Brigade in Schützenlinie, auf die dunkle Masse des "
    "Ostwalds zu, wo John B. Hoods zwei Brigaden mit ihren Batterien hinter dem Mais warten. Die Sonne geht um "
    "Viertel nach sechs unter: ab dem vierten Zug ist Nacht, ein Zug dauert eine Stunde, man sieht zwei "
    "Felder weit, jede Moralprobe kostet zwei Punkte und Fliehende sammeln sich nur halb so gut. Bis spät "
    "blitzt Feuer im dunklen Wald; um zehn kommen Lawtons und Trimbles Brigaden, um Hoods ausgehungerte Männer "
    "abzulösen. Halten Sie beim letzten Zug den Ostwald und das Maisfeld. Bewegen Sie sich vorsichtig: im "
    "Dunkeln empfängt eine Kolonne, die in eine feindliche Linie stolpert, deren Feuer auf kurze Entfernung."
)
NIGHT_FR = (
    "Combat de nuit. 16 septembre 1862, six heures moins vingt du soir. Le Ier corps de Hooker a franchi le "
    "ruisseau d'Antietam au pont d'amont et au gué de Pry et progresse à tâtons vers l'ouest par la route de "
    "Smoketown. Les Pennsylvania Reserves de Meade sont en tête, la brigade Seymour déployée en tirailleurs, "
    "vers la masse sombre du bois de l'Est où attendent les deux brigades de John B. Hood et leurs batteries, "
    "derrière le maïs. Le soleil se couche à six heures et quart : à partir du quatrième tour il fait nuit, un "
    "tour dure une heure, on ne voit qu'à deux hexagones, chaque test de moral coûte deux points et les "
    "fuyards se rallient deux fois moins bien. Le feu brille tard dans le bois obscur ; à dix heures les "
    "brigades Lawton et Trimble viennent relever les hommes affamés de Hood. Tenez le bois de l'Est et le "
    "champ de maïs à la fin du dernier tour. Avancez prudemment : dans le noir, une colonne qui tombe sur une "
    "ligne ennemie reçoit son feu à bout portant."
)


def east_woods_night():
    m, s = load(SMALL_GRID, "maps/antietam.json")
    s.deploy("u-seymour", (1150, 1500), facing="SW", fatigue=300)
    s.place_leader("u-i3", (1300, 1700))
    s.arrive("u-magilton", 2, (1500, 2000), fatigue=300)
    s.arrive("u-anderson-r", 3, (1500, 2000), fatigue=300)
    s.deploy("c-law", (650, 650), facing="NE", fatigue=450)
    s.deploy("c-wofford", (250, 700), facing="N", fatigue=450)
    s.place_leader("c-hood", (400, 400))
    s.arrive("c-lawton", 6, (100, 0), fatigue=300)
    s.arrive("c-trimble", 6, (300, -100), fatigue=300)
    s.objective(EAST_WOODS, "East Woods", 300, 200)
    s.objective(CORNFIELD, "The Cornfield", 150, 150)
    s.objective(MUMMA, "Mumma Farm", 200, 50)
    s.objective(POFFENBERGER, "Poffenberger Farm", 0, 300)
    s.objective((1500, 2000), "Smoketown", 0, 300)
    md = meta("Night in the East Woods, 16 September 1862", NIGHT_EN, "../maps/antietam.json", "1862-09-16",
              "17:40", 7, "union", {"minor": 100, "major": 900})
    md["dusk"] = "18:40"
    return s.build(md, translations(m, s.objectives, "Nacht im Ostwald, 16. September 1862",
                                    "Nuit dans le bois de l'Est, 16 septembre 1862", NIGHT_DE, NIGHT_FR))


# --- Bloody Lane ----------------------------------------------------------------
LANE_EN = (
    "17 September 1862, half past nine. The fight for the Cornfield has burned out; now the Union centre "
    "comes on. William French's division of Sumner's II Corps, two of its three brigades green regiments "
    "weeks from home, crosses the Roulette farm toward a worn farm lane where D. H. Hill's men, Rodes's "
    "Alabamians and G. B. Anderson's North Carolinians, lie behind a breastwork of fence rails: the Sunken "
    "Road. Israel Richardson's division, the Irish Brigade at its head, follows across Antietam Creek; "
    "R. H. Anderson's division comes up through the Piper farm to reinforce Hill. For three hours the lane "
    "held, until a mistaken order pulled the 6th Alabama out and the New Yorkers of Brooke's and Caldwell's "
    "brigades fired down its length: 'Bloody Lane'. Take or hold the lane and the Piper farm behind it by "
    "ten past one."
)
LANE_DE = (
    "17. September 1862, halb zehn. Der Kampf um das Maisfeld ist ausgebrannt; jetzt greift die Mitte der "
    "Union an. William Frenchs Division aus Sumners II. Korps, zwei ihrer drei Brigaden frisch ausgehobene "
    "Regimenter, wenige Wochen von zu Hause fort, überquert den Roulette-Hof gegen einen ausgefahrenen "
    "Feldweg, in dem D. H. Hills Männer, Rodes' Alabamer und G. B. Andersons Nordkaroliner, hinter einer "
    "Brustwehr aus Zaunlatten liegen: den Hohlweg. Israel Richardsons Division, die Irische Brigade an der "
    "Spitze, folgt über den Antietam Creek; R. H. Andersons Division kommt über den Piper-Hof herauf, um Hill "
    "zu verstärken. Drei Stunden hielt der Weg, bis ein missverstandener Befehl das 6. Alabama "
    "herausnahm und die New Yorker der Brigaden Brooke und Caldwell ihn der Länge nach beschossen: „Bloody "
    "Lane“. Nehmen oder halten Sie bis zehn nach eins den Hohlweg und den Piper-Hof dahinter."
)
LANE_FR = (
    "17 septembre 1862, neuf heures et demie. Le combat du champ de maïs s'est éteint ; c'est au tour du "
    "centre de l'Union. La division de William French, du IIe corps de Sumner, dont deux brigades sur trois "
    "sont des régiments levés depuis quelques semaines, traverse la ferme Roulette vers un chemin de ferme "
    "creusé par les charrois où les hommes de D. H. Hill, les Alabamiens de Rodes et les Nord-Caroliniens de "
    "G. B. Anderson, attendent derrière un parapet de perches de clôture : le chemin creux. La division "
    "d'Israel Richardson, la brigade irlandaise en tête, franchit l'Antietam à sa suite ; la division de "
    "R. H. Anderson monte par la ferme Piper au secours de Hill. Le chemin tint trois heures, jusqu'à ce "
    "qu'un ordre mal compris en retire le 6e Alabama et que les New-Yorkais des brigades Brooke et Caldwell "
    "le prennent en enfilade : « Bloody Lane ». Prenez ou tenez le chemin creux et la ferme Piper derrière "
    "lui à une heure dix."
)


def bloody_lane():
    m, s = load(SMALL_GRID, "maps/antietam.json")
    s.deploy("u-weber", (1000, -350), facing="SW", fatigue=150)
    s.deploy("u-morris", (1050, -50), facing="SW", fatigue=150)
    s.deploy("u-kimball", (650, -250), facing="S", fatigue=150)
    s.place_leader("u-ii3", (900, -150))
    s.place_leader("u-ii", (1300, 200))
    s.arrive("u-ii1", 3, (1700, -500), fatigue=200)
    s.deploy("c-rodes", (350, -700), facing="NE", fatigue=300)
    s.deploy("c-gbanderson", (900, -870), facing="N", fatigue=300)
    s.deploy("c-colquitt", (250, -950), facing="N", fatigue=500)
    s.deploy("c-garland", (600, -1000), facing="N", fatigue=500)
    s.place_leader("c-dhhill", (500, -1000))
    s.arrive("c-rha", 2, (450, -1450), fatigue=350)
    s.objective(LANE, "Sunken Road (Bloody Lane)", 1200, 400)
    s.objective(LANE_BEND, "Bloody Lane bend", 1000, 300)
    s.objective(PIPER, "Piper Farm", 400, 100)
    s.objective(ROULETTE, "Roulette Farm", 100, 100)
    md = meta("Bloody Lane, 17 September 1862", LANE_EN, "../maps/antietam.json", "1862-09-17", "09:30", 11,
              "union", {"minor": 300, "major": 2000})
    return s.build(md, translations(m, s.objectives, "Der Hohlweg (Bloody Lane), 17. September 1862",
                                    "Le chemin creux (Bloody Lane), 17 septembre 1862", LANE_DE, LANE_FR))


# --- The whole battle --------------------------------------------------------------
GRAND_EN = (
    "Grand battle. 17 September 1862, the bloodiest day in American history, from the first light to dusk. "
    "George B. McClellan has some 75,000 men across and beside Antietam Creek; Robert E. Lee barely 35,000 "
    "with his back to the Potomac and one ford, Boteler's, behind him, and McLaws's, R. H. Anderson's and "
    "A. P. Hill's divisions still on the road from Harpers Ferry. McClellan's plan: Hooker's and Mansfield's "
    "corps strike Lee's left at the Cornfield and the Dunker Church at dawn; Sumner's II Corps crosses at "
    "Pry's Ford to follow; Burnside's IX Corps forces the Lower Bridge against Lee's right; Porter's V Corps "
    "and the cavalry hold the Middle Bridge in the centre; Franklin's VI Corps comes up from Pleasant Valley "
    "late in the morning. McLaws and Anderson cross Boteler's Ford in the morning and march through "
    "Sharpsburg; A. P. Hill arrives from Harpers Ferry on the Harpers Ferry Road in the middle of the "
    "afternoon, as he did, to strike Burnside's flank. Every regiment fights at its historical strength; "
    "batteries fight by sections of two guns and regiments above 300 men by wings, as a 125-yard hex holds "
    "no more in a firing line. Take Sharpsburg and Boteler's Ford, or hold them, by dusk."
)
GRAND_DE = (
    "Große Schlacht. 17. September 1862, der blutigste Tag der amerikanischen Geschichte, vom ersten Licht "
    "bis zur Dämmerung. George B. McClellan hat an und jenseits des Antietam Creek rund 75.000 Mann; Robert "
    "E. Lee kaum 35.000, den Potomac und eine einzige Furt, Boteler's, im Rücken, und die Divisionen McLaws, "
    "R. H. Anderson und A. P. Hill noch auf dem Weg von Harpers Ferry. McClellans Plan: Hookers und "
    "Mansfields Korps treffen Lees linken Flügel beim Maisfeld und der Dunker-Kirche im Morgengrauen; "
    "Sumners II. Korps folgt über die Pry-Furt; Burnsides IX. Korps erzwingt gegen Lees rechten Flügel den "
    "Übergang an der unteren Brücke; Porters V. Korps und die Kavallerie halten in der Mitte die Mittlere "
    "Brücke; Franklins VI. Korps kommt am späten Vormittag aus dem Pleasant Valley heran. McLaws und "
    "Anderson überschreiten am Morgen die Boteler-Furt und marschieren durch Sharpsburg; A. P. Hill trifft "
    "wie damals am Nachmittag auf der Straße nach Harpers Ferry ein und fällt Burnside in die Flanke. Jedes "
    "Regiment kämpft in seiner historischen Stärke; Batterien kämpfen in Zügen zu zwei Geschützen und "
    "Regimenter über 300 Mann in Flügeln, denn mehr fasst ein Feld von 125 Yards in einer Feuerlinie nicht. "
    "Nehmen oder halten Sie bis zur Dämmerung Sharpsburg und die Boteler-Furt."
)
GRAND_FR = (
    "Grande bataille. 17 septembre 1862, la journée la plus sanglante de l'histoire américaine, de l'aube au "
    "crépuscule. George B. McClellan dispose de quelque 75 000 hommes de part et d'autre de l'Antietam ; "
    "Robert E. Lee d'à peine 35 000, adossé au Potomac avec un seul gué, celui de Boteler, derrière lui, et "
    "les divisions McLaws, R. H. Anderson et A. P. Hill encore en route depuis Harpers Ferry. Le plan de "
    "McClellan : les corps de Hooker et de Mansfield frappent la gauche de Lee au champ de maïs et à l'église "
    "dunker à l'aube ; le IIe corps de Sumner passe au gué de Pry pour les suivre ; le IXe corps de Burnside "
    "force le pont d'aval contre la droite de Lee ; le Ve corps de Porter et la cavalerie tiennent le pont du "
    "milieu ; le VIe corps de Franklin arrive de Pleasant Valley en fin de matinée. McLaws et Anderson "
    "passent le gué de Boteler le matin et traversent Sharpsburg ; A. P. Hill arrive de Harpers Ferry par la "
    "route de Harpers Ferry au milieu de l'après-midi, comme en 1862, pour frapper le flanc de Burnside. "
    "Chaque régiment combat à son effectif historique ; les batteries combattent par sections de deux pièces "
    "et les régiments de plus de 300 hommes par ailes, car un hexagone de 125 yards n'en tient pas davantage "
    "sur une ligne de feu. Prenez ou tenez Sharpsburg et le gué de Boteler au crépuscule."
)

WING_ABOVE = 300   # regiments above this fight as two wings in the grand battle


def grand():
    m = json.load(open("maps/antietam-field.json", encoding="utf-8"))
    oobs = []
    for path in (UNION, CONFED):
        text = open(path, encoding="utf-8").read()
        oobs.append(scengen.OOB(path, split_batteries=True, wing_above=WING_ABOVE))
    s = scengen.Scenario(m, BIG_GRID, oobs)
    # Union, dawn positions
    s.deploy("u-i1", (100, 2000), facing="S", fatigue=150)
    s.deploy("u-i2", (800, 1700), facing="S", fatigue=150)
    s.deploy("u-i3", (450, 2500), facing="S", fatigue=200)
    s.deploy("u-xii1", (1300, 3300), facing="S", formation="column", fatigue=200)
    s.deploy("u-xii2", (2000, 3300), facing="S", formation="column", fatigue=200)
    s.deploy("u-ii2", (3900, 400), facing="NW", formation="column", fatigue=100)
    s.deploy("u-ii3", (4300, -200), facing="NW", formation="column", fatigue=100)
    s.deploy("u-ii1", (4300, -900), facing="NW", formation="column", fatigue=100)
    s.deploy("u-v2", (3500, -1500), facing="NW", fatigue=100)
    s.deploy("u-cav", (4500, -1500), facing="NW", formation="column", fatigue=100)
    s.deploy("u-ix3", (3000, -4200), facing="NW", fatigue=100)
    s.deploy("u-ix2", (2700, -3300), facing="NW", fatigue=100)
    s.deploy("u-ix1", (3400, -2800), facing="NW", fatigue=100)
    s.deploy("u-ix4", (3500, -3700), facing="NW", fatigue=100)
    for f, xy in (("u-aop", (3600, -300)), ("u-i", (400, 2200)), ("u-xii", (1600, 3500)), ("u-ii", (3800, 0)),
                  ("u-v", (3300, -1200)), ("u-ix", (3000, -3000))):
        s.place_leader(f, xy)
    s.arrive("u-v1", 10, (8400, 1400), fatigue=200)
    s.arrive("u-vi1", 15, (8400, 1400), fatigue=250)
    s.arrive("u-vi2", 16, (8400, 1400), fatigue=250)
    # Confederates
    s.deploy("c-lawton", (250, 600), facing="N", fatigue=250)
    s.deploy("c-trimble", (700, 500), facing="N", fatigue=250)
    s.deploy("c-hays", (100, 150), facing="N", fatigue=250)
    s.deploy("c-early", (-900, 1300), facing="NE", fatigue=250)
    s.deploy("c-jrjones", (-150, 900), facing="N", fatigue=300)
    s.deploy("c-hood", (-100, -300), facing="N", fatigue=300)
    s.deploy("c-arty-long", (350, -200), facing="N", fatigue=100)
    s.deploy("c-dhhill", (600, -800), facing="NE", fatigue=250)
    s.deploy("c-evans", (900, -1600), facing="SE", fatigue=250)
    s.deploy("c-drjones", (1100, -2600), facing="SE", fatigue=200)
    s.deploy("c-walker", (500, -3800), facing="SE", fatigue=350)
    s.deploy("c-stuart", (-1500, 2000), facing="NE", fatigue=150)
    s.deploy("c-pendleton", (-2600, -2500), facing="NE", formation="column", fatigue=150)
    for f, xy in (("c-anv", (300, -1900)), ("c-long", (600, -1500)), ("c-jack", (-200, 200)),
                  ("c-ewell", (200, 300))):
        s.place_leader(f, xy)
    s.arrive("c-mclaws", 6, (-2900, -2700), fatigue=450)
    s.arrive("c-rha", 8, (-2900, -2700), fatigue=450)
    s.arrive("c-aphill", 29, (550, -5200), fatigue=500)
    s.objective(CHURCH, "Dunker Church", 2000, 300)
    s.objective(CORNFIELD, "The Cornfield", 1250, 150)
    s.objective(EAST_WOODS, "East Woods", 1000, 100)
    s.objective(WEST_WOODS, "West Woods", 1250, 200)
    s.objective(LANE, "Sunken Road (Bloody Lane)", 500, 200)
    s.objective(PIPER, "Piper Farm", 500, 100)
    # Sharpsburg and Boteler's Ford were Lee's only way back over the Potomac
    # (Sears, Landscape Turned Red, 1983; Harsh, Taken at the Flood, 1999),
    # but McClellan's troops never came near the ford, and the computer's
    # Union never does: points the Confederates hold behind their lines in
    # every game only tilt the score. Values and the minor threshold were set
    # by the balance runs in docs/SCENARIOS.md: the Union's are 2.5 times the
    # first ones, for it must attack to win; the Confederates' front values
    # stand (halving them all made their defence give way), their rear ones
    # were cut (Sharpsburg 300, Middle Bridge 150, Boteler's Ford 100) and the
    # minor threshold lowered from 1,500 to 750 when the games ended in draws
    # more often than not.
    s.objective(SHARPSBURG, "Sharpsburg", 2500, 300)
    s.objective(CEMETERY, "Cemetery Hill", 750, 200)
    s.objective(BURNSIDE_BRIDGE, "Burnside Bridge", 750, 100)
    s.objective(MIDDLE_BRIDGE, "Middle Bridge", 250, 150)
    s.objective(BOTELER, "Boteler's Ford", 2500, 100)
    md = meta("Antietam, 17 September 1862 (the whole battle)", GRAND_EN, "../maps/antietam-field.json",
              "1862-09-17", "05:40", 40, "union", {"minor": 750, "major": 12000})
    return s.build(md, translations(m, s.objectives, "Antietam, 17. September 1862 (die ganze Schlacht)",
                                    "Antietam, 17 septembre 1862 (toute la bataille)", GRAND_DE, GRAND_FR))


def main():
    only = sys.argv[1:]
    for name, fn in (("05-the-cornfield", cornfield), ("06-east-woods-at-night", east_woods_night),
                     ("07-bloody-lane", bloody_lane), ("08-antietam", grand)):
        if only and name not in only:
            continue
        sc = with_history(name, fn())
        mapgen.write_json(f"scenarios/{name}.json", sc)
        print(name, len(sc["units"]), "units")


if __name__ == "__main__":
    main()
