<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>Battle</name>
    <message>
        <source>a save must contain its map inline</source>
        <translation>une sauvegarde doit contenir sa carte intégrée</translation>
    </message>
    <message>
        <source>expected the seed as a decimal string</source>
        <translation>attendu&#xa0;: la graine sous forme de chaîne décimale</translation>
    </message>
    <message>
        <source>expected an array of four 16-digit hex strings</source>
        <translation>attendu&#xa0;: un tableau de quatre chaînes hexadécimales de 16 chiffres</translation>
    </message>
    <message>
        <source>expected four 16-digit hex strings, not all zero</source>
        <translation>attendu&#xa0;: quatre chaînes hexadécimales de 16 chiffres, pas toutes nulles</translation>
    </message>
    <message>
        <source>expected an event object</source>
        <translation>attendu&#xa0;: un objet événement</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>%1: option --%2 needs a value</source>
        <translation>%1&#xa0;: l&apos;option --%2 requiert une valeur</translation>
    </message>
    <message>
        <source>%1: unknown option --%2</source>
        <translation>%1&#xa0;: option inconnue --%2</translation>
    </message>
    <message>
        <source>%1: --%2 must be a whole number from %3 to %4, not &quot;%5&quot;</source>
        <translation>%1&#xa0;: --%2 doit être un nombre entier de %3 à %4, pas &quot;%5&quot;</translation>
    </message>
    <message>
        <source>cascade: give exactly one scenario file (usage: hardtack-cli cascade SCENARIO --unit ID [--phase P] [--night] [--rout-limiting] --trials N --seed S [--json])</source>
        <translation>cascade&#xa0;: indiquez exactement un fichier de scénario (usage&#xa0;: hardtack-cli cascade SCENARIO --unit ID [--phase P] [--night] [--rout-limiting] --trials N --seed S [--json])</translation>
    </message>
    <message>
        <source>cascade: --unit ID is required</source>
        <translation>cascade&#xa0;: --unit ID est obligatoire</translation>
    </message>
    <message>
        <source>cascade: --phase must be one of %1, not &quot;%2&quot;</source>
        <translation>cascade&#xa0;: --phase doit être l&apos;une des valeurs %1, pas &quot;%2&quot;</translation>
    </message>
    <message>
        <source>cascade: %1 has no unit with the id &quot;%2&quot;</source>
        <translation>cascade&#xa0;: %1 ne contient aucune unité d&apos;identifiant &quot;%2&quot;</translation>
    </message>
    <message>
        <source>cascade: unit &quot;%1&quot; is not on the map</source>
        <translation>cascade&#xa0;: l&apos;unité &quot;%1&quot; n&apos;est pas sur la carte</translation>
    </message>
    <message>
        <source>Rout cascade from %1 (%2%3%4): %5 trials, seeds %6 to %7</source>
        <translation>Cascade de déroutes depuis %1 (%2%3%4)&#xa0;: %5 essais, graines %6 à %7</translation>
    </message>
    <message>
        <source>, night</source>
        <translation>, nuit</translation>
    </message>
    <message>
        <source>, rout limiting</source>
        <translation>, limitation des déroutes</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>unité</translation>
    </message>
    <message>
        <source>morale</source>
        <translation>moral</translation>
    </message>
    <message>
        <source>checked</source>
        <translation>tests</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échecs</translation>
    </message>
    <message>
        <source>routed</source>
        <translation>déroutes</translation>
    </message>
    <message>
        <source>disrupted</source>
        <translation>désorg.</translation>
    </message>
    <message>
        <source>stragglers</source>
        <translation>traînards</translation>
    </message>
    <message>
        <source>No friendly unit stands in or next to its hex: nobody checks.</source>
        <translation>Aucune unité amie ne se trouve dans son hexagone ou à côté&#xa0;: personne ne fait de test.</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 en échec&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cascade size (units that failed): mean %1; %2</source>
        <translation>Taille de la cascade (unités en échec)&#xa0;: moyenne %1&#xa0;; %2</translation>
    </message>
    <message>
        <source>no winner yet</source>
        <translation>pas encore de vainqueur</translation>
    </message>
    <message>
        <source>the Union wins</source>
        <translation>l&apos;Union l&apos;emporte</translation>
    </message>
    <message>
        <source>the Confederacy wins</source>
        <translation>la Confédération l&apos;emporte</translation>
    </message>
    <message>
        <source>%1 (the enemy sues for peace)</source>
        <translation>%1 (l&apos;ennemi demande la paix)</translation>
    </message>
    <message>
        <source>%1 (European intervention)</source>
        <translation>%1 (intervention européenne)</translation>
    </message>
    <message>
        <source>%1 (after six campaigns)</source>
        <translation>%1 (après six campagnes)</translation>
    </message>
    <message>
        <source>score: give exactly one events file (usage: hardtack-cli score EVENTS [--json] [--explain])</source>
        <translation>score&#xa0;: indiquez exactement un fichier d&apos;événements (usage&#xa0;: hardtack-cli score EVENTS [--json] [--explain])</translation>
    </message>
    <message>
        <source>[%1] %2 (now turn %3, campaign %4)</source>
        <translation>[%1] %2 (désormais tour %3, campagne %4)</translation>
    </message>
    <message>
        <source>Union morale %1, Confederate morale %2, international opinion %3; turn %4, campaign %5; %6</source>
        <translation>Moral de l&apos;Union %1, moral de la Confédération %2, opinion internationale %3&#xa0;; tour %4, campagne %5&#xa0;; %6</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Result: the %1 side wins.</source>
        <translation>Résultat&#xa0;: le camp %1 l&apos;emporte.</translation>
    </message>
    <message>
        <source>Result: no winner.</source>
        <translation>Résultat&#xa0;: pas de vainqueur.</translation>
    </message>
    <message>
        <source>Result: no battle.</source>
        <translation>Résultat&#xa0;: pas de bataille.</translation>
    </message>
    <message>
        <source>  %1 (%2, %3): hull %4, propulsion %5, crew lost %6, %7</source>
        <translation>  %1 (%2, camp %3)&#xa0;: coque %4, propulsion %5, pertes d&apos;équipage %6, %7</translation>
    </message>
    <message>
        <source>naval: give exactly one battle file (usage: hardtack-cli naval BATTLE --seed S [--trials N] [--json])</source>
        <translation>naval&#xa0;: indiquez exactement un fichier de bataille (usage&#xa0;: hardtack-cli naval BATTLE --seed S [--trials N] [--json])</translation>
    </message>
    <message>
        <source>%1 trials (seeds %2 to %3): Union wins %4%, Confederates win %5%, no winner %6%; mean laurels Union %7, Confederate %8.</source>
        <translation>%1 essais (graines %2 à %3)&#xa0;: victoires de l&apos;Union %4&#xa0;%, victoires confédérées %5&#xa0;%, sans vainqueur %6&#xa0;%&#xa0;; lauriers moyens Union %7, Confédération %8.</translation>
    </message>
    <message>
        <source>play: give exactly one scenario (usage: hardtack-cli play SCENARIO --union passive|scripted|ai --confederate passive|scripted|ai --seed N [--turns K] [--json])</source>
        <translation>play&#xa0;: indiquez exactement un scénario (usage&#xa0;: hardtack-cli play SCENARIO --union passive|scripted|ai --confederate passive|scripted|ai --seed N [--turns K] [--json])</translation>
    </message>
    <message>
        <source>play: --%1 must be passive, scripted or ai, not &quot;%2&quot;</source>
        <translation>play&#xa0;: --%1 doit valoir passive, scripted ou ai, pas &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 — seed %2, %3 turns played%4</source>
        <translation>%1 — graine %2, %3 tours joués%4</translation>
    </message>
    <message>
        <source> (stopped before the end)</source>
        <translation> (arrêt avant la fin)</translation>
    </message>
    <message>
        <source>%1: %2, %3 VP, %4 men lost, %5 laurels</source>
        <translation>%1&#xa0;: %2, %3 PV, %4 hommes perdus, %5 lauriers</translation>
    </message>
    <message>
        <source>morale checks %1, routs %2, rallies %3, cascades %4, melees %5</source>
        <translation>tests de moral %1, déroutes %2, ralliements %3, cascades %4, mêlées %5</translation>
    </message>
    <message>
        <source>rally: give exactly one scenario file (usage: hardtack-cli rally SCENARIO --unit ID [--night] --trials N --seed S [--json])</source>
        <translation>rally&#xa0;: indiquez exactement un fichier de scénario (usage&#xa0;: hardtack-cli rally SCENARIO --unit ID [--night] --trials N --seed S [--json])</translation>
    </message>
    <message>
        <source>rally: --unit ID is required</source>
        <translation>rally&#xa0;: --unit ID est obligatoire</translation>
    </message>
    <message>
        <source>rally: %1 has no unit with the id &quot;%2&quot;</source>
        <translation>rally&#xa0;: %1 ne contient aucune unité d&apos;identifiant &quot;%2&quot;</translation>
    </message>
    <message>
        <source>rally: unit &quot;%1&quot; is not on the map</source>
        <translation>rally&#xa0;: l&apos;unité &quot;%1&quot; n&apos;est pas sur la carte</translation>
    </message>
    <message>
        <source>Rally checks of %1 (%2): value %3 (base %4%5), exact chance %6%</source>
        <translation>Tests de ralliement de %1 (%2)&#xa0;: valeur %3 (base %4%5), probabilité exacte %6&#xa0;%</translation>
    </message>
    <message>
        <source>night</source>
        <translation>nuit</translation>
    </message>
    <message>
        <source>day</source>
        <translation>jour</translation>
    </message>
    <message>
        <source>%1 trials, seeds %2 to %3: rallied %4 times (%5%)</source>
        <translation>%1 essais, graines %2 à %3&#xa0;: ralliement %4 fois (%5&#xa0;%)</translation>
    </message>
    <message>
        <source>render: give one map, scenario or save (usage: hardtack-cli render FILE --out PNG [--hex-width PX])</source>
        <translation>render&#xa0;: indiquez une carte, un scénario ou une sauvegarde (usage&#xa0;: hardtack-cli render FILE --out PNG [--hex-width PX])</translation>
    </message>
    <message>
        <source>render: --out PNG is required</source>
        <translation>render&#xa0;: --out PNG est obligatoire</translation>
    </message>
    <message>
        <source>%1: $.format: render draws a hardtack-map, hardtack-scenario or hardtack-save, not &quot;%2&quot;</source>
        <translation>%1&#xa0;: $.format&#xa0;: render dessine un fichier hardtack-map, hardtack-scenario ou hardtack-save, pas &quot;%2&quot;</translation>
    </message>
    <message>
        <source>render: %1</source>
        <translation>render&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1: wrote %2 (%3×%4 px, %5 units, %6 leaders)</source>
        <translation>%1&#xa0;: %2 écrit (%3×%4 px, %5 unités, %6 chefs)</translation>
    </message>
</context>
<context>
    <name>Command</name>
    <message>
        <source>Replacement for %1</source>
        <translation>Remplaçant (%1)</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>There is no unit &quot;%1&quot;.</source>
        <translation>Il n&apos;y a pas d&apos;unité &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>%1 is not yours to command now.</source>
        <translation>%1 n&apos;est pas sous vos ordres en ce moment.</translation>
    </message>
    <message>
        <source>%1 is not on the map.</source>
        <translation>%1 n&apos;est pas sur la carte.</translation>
    </message>
    <message>
        <source>%1 is routed: it obeys no orders.</source>
        <translation>%1 est en déroute et n&apos;obéit à aucun ordre.</translation>
    </message>
    <message>
        <source>The battle is over.</source>
        <translation>La bataille est terminée.</translation>
    </message>
    <message>
        <source>Unknown order.</source>
        <translation>Ordre inconnu.</translation>
    </message>
    <message>
        <source>Units move only in the Movement phase.</source>
        <translation>Les unités ne se déplacent que pendant la phase de mouvement.</translation>
    </message>
    <message>
        <source>A move order moves exactly one unit.</source>
        <translation>Un ordre de mouvement déplace exactement une unité.</translation>
    </message>
    <message>
        <source>%1 has fired or meleed: it may not move.</source>
        <translation>%1 a tiré ou livré une mêlée et ne peut plus se déplacer.</translation>
    </message>
    <message>
        <source>%1 entered an enemy zone of control: its move is over.</source>
        <translation>%1 a pénétré dans une zone de contrôle ennemie&#xa0;: son mouvement est terminé.</translation>
    </message>
    <message>
        <source>Leaders move only in the Movement phase.</source>
        <translation>Les chefs ne se déplacent que pendant la phase de mouvement.</translation>
    </message>
    <message>
        <source>There is no leader &quot;%1&quot;.</source>
        <translation>Il n&apos;y a pas de chef &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The path is empty.</source>
        <translation>Le chemin est vide.</translation>
    </message>
    <message>
        <source>%1 is not next to %2.</source>
        <translation>%1 et %2 ne sont pas adjacents.</translation>
    </message>
    <message>
        <source>%1 cannot enter %2.</source>
        <translation>%1 ne peut pas entrer dans l&apos;hexagone %2.</translation>
    </message>
    <message>
        <source>%1 is held by the enemy.</source>
        <translation>L&apos;hexagone %1 est tenu par l&apos;ennemi.</translation>
    </message>
    <message>
        <source>%1 needs %2 MP but has %3 left.</source>
        <translation>%1 a besoin de %2 PM mais il ne lui en reste que %3.</translation>
    </message>
    <message>
        <source>Units turn only in the Movement phase.</source>
        <translation>Les unités ne changent d&apos;orientation que pendant la phase de mouvement.</translation>
    </message>
    <message>
        <source>A facing order turns exactly one unit to a new facing.</source>
        <translation>Un ordre d&apos;orientation fait pivoter exactement une unité vers une nouvelle orientation.</translation>
    </message>
    <message>
        <source>Wagons have no facing to change.</source>
        <translation>Les chariots n&apos;ont pas d&apos;orientation à changer.</translation>
    </message>
    <message>
        <source>%1 already faces %2.</source>
        <translation>%1 a déjà l&apos;orientation %2.</translation>
    </message>
    <message>
        <source>%1 needs %2 MP to turn but has %3 left.</source>
        <translation>%1 a besoin de %2 PM pour pivoter mais il ne lui en reste que %3.</translation>
    </message>
    <message>
        <source>Units change formation only in the Movement phase.</source>
        <translation>Les unités ne changent de formation que pendant la phase de mouvement.</translation>
    </message>
    <message>
        <source>A formation order changes exactly one unit.</source>
        <translation>Un ordre de formation concerne exactement une unité.</translation>
    </message>
    <message>
        <source>%1 cannot take that formation.</source>
        <translation>%1 ne peut pas adopter cette formation.</translation>
    </message>
    <message>
        <source>%1 is already in that formation.</source>
        <translation>%1 est déjà dans cette formation.</translation>
    </message>
    <message>
        <source>%1 needs %2 MP to change formation but has %3 left.</source>
        <translation>%1 a besoin de %2 PM pour changer de formation mais il ne lui en reste que %3.</translation>
    </message>
    <message>
        <source>Units fire only in the fire phases.</source>
        <translation>Les unités ne tirent que pendant les phases de tir.</translation>
    </message>
    <message>
        <source>Choose at least one unit to fire.</source>
        <translation>Choisissez au moins une unité qui tire.</translation>
    </message>
    <message>
        <source>There is no enemy unit at %1.</source>
        <translation>Il n&apos;y a pas d&apos;unité ennemie en %1.</translation>
    </message>
    <message>
        <source>%1 is listed twice.</source>
        <translation>%1 figure deux fois dans la liste.</translation>
    </message>
    <message>
        <source>%1 cannot fire in its formation.</source>
        <translation>%1 ne peut pas tirer dans sa formation actuelle.</translation>
    </message>
    <message>
        <source>%1 has no guns left.</source>
        <translation>%1 n&apos;a plus de canons.</translation>
    </message>
    <message>
        <source>%1 has already fired this turn.</source>
        <translation>%1 a déjà tiré ce tour-ci.</translation>
    </message>
    <message>
        <source>%1 has meleed this turn: it may not fire.</source>
        <translation>%1 a livré une mêlée ce tour-ci et ne peut pas tirer.</translation>
    </message>
    <message>
        <source>%1 moved this turn: artillery that moved may not fire.</source>
        <translation>%1 a bougé ce tour-ci&#xa0;: une artillerie qui a bougé ne peut pas tirer.</translation>
    </message>
    <message>
        <source>%1 is out of ammunition.</source>
        <translation>%1 n&apos;a plus de munitions.</translation>
    </message>
    <message>
        <source>%1 is low on ammunition: defensive fire only.</source>
        <translation>%1 est à court de munitions&#xa0;: tir défensif uniquement.</translation>
    </message>
    <message>
        <source>%1 is out of %2&apos;s range (%3 hexes).</source>
        <translation>%1 est hors de portée de %2 (%3 hexagones).</translation>
    </message>
    <message>
        <source>At night %1 cannot see beyond %2 hexes.</source>
        <translation>De nuit, %1 ne peut pas voir au-delà de %2 hexagones.</translation>
    </message>
    <message>
        <source>%1 is not in front of %2.</source>
        <translation>%1 n&apos;est pas dans l&apos;arc frontal de %2.</translation>
    </message>
    <message>
        <source>%1 has no line of sight to %2.</source>
        <translation>%1 n&apos;a pas de ligne de vue sur %2.</translation>
    </message>
    <message>
        <source>Units attack only in the Melee phase.</source>
        <translation>Les unités n&apos;attaquent que pendant la phase de mêlée.</translation>
    </message>
    <message>
        <source>Choose at least one unit to attack.</source>
        <translation>Choisissez au moins une unité qui attaque.</translation>
    </message>
    <message>
        <source>Only infantry and cavalry attack in melee.</source>
        <translation>Seules l&apos;infanterie et la cavalerie attaquent en mêlée.</translation>
    </message>
    <message>
        <source>%1 is disrupted: it may not attack.</source>
        <translation>%1 ne peut pas attaquer&#xa0;: unité désorganisée.</translation>
    </message>
    <message>
        <source>%1 is out of its brigade leader&apos;s command radius.</source>
        <translation>%1 est hors du rayon de commandement de son chef de brigade.</translation>
    </message>
    <message>
        <source>%1 has already attacked this turn.</source>
        <translation>%1 a déjà attaqué ce tour-ci.</translation>
    </message>
    <message>
        <source>%1 does not face %2.</source>
        <translation>%1 ne fait pas face à %2.</translation>
    </message>
    <message>
        <source>Only one of the attackers may advance.</source>
        <translation>Un seul des attaquants peut avancer.</translation>
    </message>
</context>
<context>
    <name>JsonNode</name>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>un booléen</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>attendu&#xa0;: un objet, trouvé&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected an array, found %1</source>
        <translation>attendu&#xa0;: un tableau, trouvé&#xa0;: %1</translation>
    </message>
    <message>
        <source>missing required member &quot;%1&quot;</source>
        <translation>membre obligatoire &quot;%1&quot; manquant</translation>
    </message>
    <message>
        <source>unknown member &quot;%1&quot; (allowed: %2)</source>
        <translation>membre inconnu &quot;%1&quot; (autorisés&#xa0;: %2)</translation>
    </message>
    <message>
        <source>array has %1 items, more than the limit of %2</source>
        <translation>le tableau a %1 éléments, plus que la limite de %2</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>attendu&#xa0;: une chaîne, trouvé&#xa0;: %1</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <source>string is longer than %1 characters</source>
        <translation>la chaîne dépasse %1 caractères</translation>
    </message>
    <message>
        <source>expected an integer, found %1</source>
        <translation>attendu&#xa0;: un entier, trouvé&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1 est hors limites (%2 à %3)</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>attendu&#xa0;: un nombre, trouvé&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected a finite number</source>
        <translation>attendu&#xa0;: un nombre fini</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>attendu&#xa0;: true ou false, trouvé&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected one of %1, found %2</source>
        <translation>attendu&#xa0;: l&apos;une des valeurs %1, trouvé&#xa0;: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of %2</source>
        <translation>&quot;%1&quot; n&apos;est pas l&apos;une des valeurs %2</translation>
    </message>
    <message>
        <source>expected a pair [column, row]</source>
        <translation>attendu&#xa0;: une paire [colonne, ligne]</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>JSON invalide à l&apos;octet %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation>attendu&#xa0;: un objet JSON au niveau supérieur</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>attendu&#xa0;: &quot;%1&quot;, trouvé&#xa0;: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation>ouverture impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>file is %1 bytes, more than the limit of %2</source>
        <translation>le fichier fait %1 octets, plus que la limite de %2</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1&#xa0;: écriture impossible&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>cannot write %1</source>
        <translation>impossible d&apos;écrire %1</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Impossible d&apos;ouvrir le fichier</translation>
    </message>
</context>
<context>
    <name>Map</name>
    <message>
        <source>hex [%1,%2] is off the map (%3×%4)</source>
        <translation>l&apos;hexagone [%1,%2] est hors de la carte (%3×%4)</translation>
    </message>
    <message>
        <source>a legend key must be one character, not &quot;%1&quot;</source>
        <translation>une clé de légende doit être un seul caractère, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the legend is empty</source>
        <translation>la légende est vide</translation>
    </message>
    <message>
        <source>expected %1 rows (the map&apos;s height), found %2</source>
        <translation>attendu&#xa0;: %1 lignes (la hauteur de la carte), trouvé&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected %1 characters (the map&apos;s width), found %2</source>
        <translation>attendu&#xa0;: %1 caractères (la largeur de la carte), trouvé&#xa0;: %2</translation>
    </message>
    <message>
        <source>character &apos;%1&apos; at column %2 is not in the legend</source>
        <translation>le caractère &apos;%1&apos; en colonne %2 n&apos;est pas dans la légende</translation>
    </message>
    <message>
        <source>expected %1 digits (the map&apos;s width), found %2</source>
        <translation>attendu&#xa0;: %1 chiffres (la largeur de la carte), trouvé&#xa0;: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; at column %2 is not an elevation digit 0-9</source>
        <translation>&apos;%1&apos; en colonne %2 n&apos;est pas un chiffre d&apos;élévation de 0 à 9</translation>
    </message>
    <message>
        <source>a road needs at least two hexes</source>
        <translation>une route nécessite au moins deux hexagones</translation>
    </message>
    <message>
        <source>road hex %1 repeats the previous hex</source>
        <translation>l&apos;hexagone de route %1 répète l&apos;hexagone précédent</translation>
    </message>
</context>
<context>
    <name>MapRenderer</name>
    <message>
        <source>the image would be %1×%2 pixels (%3 megapixels); the limit is %4×%4 pixels and %5 megapixels: use a smaller --hex-width</source>
        <translation>l&apos;image ferait %1×%2 pixels (%3 mégapixels)&#xa0;; la limite est de %4×%4 pixels et %5 mégapixels&#xa0;: utilisez une valeur --hex-width plus petite</translation>
    </message>
</context>
<context>
    <name>Morale</name>
    <message>
        <source>stacked with a leader</source>
        <translation>empilement avec un chef</translation>
    </message>
    <message>
        <source>low or out of ammunition</source>
        <translation>munitions faibles ou épuisées</translation>
    </message>
    <message>
        <source>night</source>
        <translation>nuit</translation>
    </message>
    <message>
        <source>medium fatigue</source>
        <translation>fatigue moyenne</translation>
    </message>
    <message>
        <source>high fatigue</source>
        <translation>fatigue élevée</translation>
    </message>
    <message>
        <source>fired upon in enfilade</source>
        <translation>sous un tir d&apos;enfilade</translation>
    </message>
    <message>
        <source>disrupted</source>
        <translation>désorganisé</translation>
    </message>
    <message>
        <source>units of other brigades in the hex</source>
        <translation>unités d&apos;autres brigades dans l&apos;hexagone</translation>
    </message>
    <message>
        <source>rout limiting</source>
        <translation>limitation des déroutes</translation>
    </message>
    <message>
        <source>night: halved, rounded up</source>
        <translation>nuit&#xa0;: divisé par deux, arrondi au supérieur</translation>
    </message>
    <message>
        <source>leader %1</source>
        <translation>chef %1</translation>
    </message>
    <message>
        <source>%1 checks morale at the end of the phase</source>
        <translation>%1 teste son moral en fin de phase</translation>
    </message>
    <message>
        <source>morale %1</source>
        <translation>moral %1</translation>
    </message>
    <message>
        <source>morale %1 (base %2; %3)</source>
        <translation>moral %1 (base %2&#xa0;; %3)</translation>
    </message>
    <message>
        <source>rolled %1: passed</source>
        <translation>jet de %1&#xa0;: réussi</translation>
    </message>
    <message>
        <source>rolled %1, more than %2: routed</source>
        <translation>jet de %1, supérieur à %2&#xa0;: déroute</translation>
    </message>
    <message>
        <source>rolled %1, more than %2: unlimbered guns do not rout, disrupted</source>
        <translation>jet de %1, supérieur à %2&#xa0;: les pièces en batterie ne se débandent pas, désorganisation</translation>
    </message>
    <message>
        <source>rolled %1, more than %2: disrupted</source>
        <translation>jet de %1, supérieur à %2&#xa0;: désorganisation</translation>
    </message>
    <message>
        <source>rolled %1, more than %2: stays routed, %3 men lost as stragglers</source>
        <translation>jet de %1, supérieur à %2&#xa0;: reste en déroute, %3 hommes perdus en traînards</translation>
    </message>
    <message>
        <source>%1: %2, %3.</source>
        <translation>%1&#xa0;: %2, %3.</translation>
    </message>
    <message>
        <source>The panic spreads from its hex.</source>
        <translation>La panique se propage depuis son hexagone.</translation>
    </message>
    <message>
        <source>Rout cascade from %1: %2 checks, %3 failed.</source>
        <translation>Cascade de déroutes depuis %1&#xa0;: %2 tests, %3 échecs.</translation>
    </message>
    <message>
        <source>%1 is not routed: no rally check.</source>
        <translation>%1 n&apos;est pas en déroute&#xa0;: pas de test de ralliement.</translation>
    </message>
    <message>
        <source>rally value %1</source>
        <translation>valeur de ralliement %1</translation>
    </message>
    <message>
        <source>rally value %1 (base %2; %3)</source>
        <translation>valeur de ralliement %1 (base %2&#xa0;; %3)</translation>
    </message>
    <message>
        <source>%1 rally check: %2, rolled %3, less than %4: rallies, disrupted.</source>
        <translation>Test de ralliement de %1&#xa0;: %2, jet de %3, inférieur à %4&#xa0;: ralliement, mais unité désorganisée.</translation>
    </message>
    <message>
        <source>%1 rally check: %2, rolled %3, not less than %4: still routed.</source>
        <translation>Test de ralliement de %1&#xa0;: %2, jet de %3, non inférieur à %4&#xa0;: toujours en déroute.</translation>
    </message>
    <message>
        <source>%1 recovers from disruption (no enemy adjacent).</source>
        <translation>%1 se réorganise (aucun ennemi adjacent).</translation>
    </message>
    <message>
        <source>%1 recovers from disruption: rolled %2, at most its quality %3.</source>
        <translation>%1 se réorganise&#xa0;: jet de %2, au plus égal à sa qualité %3.</translation>
    </message>
    <message>
        <source>%1 stays disrupted: rolled %2, more than its quality %3.</source>
        <translation>%1 ne se réorganise pas&#xa0;: jet de %2, supérieur à sa qualité %3.</translation>
    </message>
    <message>
        <source>%1 checks as panic spreads from %2 (cascade step %3)</source>
        <translation>%1 fait un test car la panique se propage depuis %2 (étape %3 de la cascade)</translation>
    </message>
</context>
<context>
    <name>Movement</name>
    <message>
        <source>The path is empty.</source>
        <translation>Le chemin est vide.</translation>
    </message>
    <message>
        <source>%1 is unlimbered: it may only turn in place.</source>
        <translation>%1 est en batterie et ne peut que pivoter sur place.</translation>
    </message>
    <message>
        <source>%1 is not next to %2.</source>
        <translation>%1 et %2 ne sont pas adjacents.</translation>
    </message>
    <message>
        <source>%1 is off the map.</source>
        <translation>L&apos;hexagone %1 est hors de la carte.</translation>
    </message>
    <message>
        <source>%1 cannot enter %2 (%3).</source>
        <translation>%1 ne peut pas entrer dans l&apos;hexagone %2 (%3).</translation>
    </message>
    <message>
        <source>%1 is held by the enemy.</source>
        <translation>L&apos;hexagone %1 est tenu par l&apos;ennemi.</translation>
    </message>
    <message>
        <source>Entering the enemy&apos;s zone of control at %1 ends the move.</source>
        <translation>Entrer dans la zone de contrôle ennemie en %1 met fin au mouvement.</translation>
    </message>
    <message>
        <source>%1 needs %2 MP but has %3 left.</source>
        <translation>%1 a besoin de %2 PM mais il ne lui en reste que %3.</translation>
    </message>
    <message>
        <source>%1 would hold more than %2 men or %3 units.</source>
        <translation>L&apos;hexagone %1 contiendrait plus de %2 hommes ou %3 unités.</translation>
    </message>
    <message>
        <source>%1 is disrupted and may not end its move next to the enemy.</source>
        <translation>%1 ne peut pas terminer son mouvement au contact de l&apos;ennemi&#xa0;: unité désorganisée.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Union</source>
        <translation>Union</translation>
    </message>
    <message>
        <source>Confederate</source>
        <translation>Confédération</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Terrain dégagé</translation>
    </message>
    <message>
        <source>Woods</source>
        <translation>Bois</translation>
    </message>
    <message>
        <source>Heavy woods</source>
        <translation>Bois épais</translation>
    </message>
    <message>
        <source>Orchard</source>
        <translation>Verger</translation>
    </message>
    <message>
        <source>Town</source>
        <translation>Ville</translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation>Marais</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Eau</translation>
    </message>
    <message>
        <source>Pike</source>
        <translation>Route à péage</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Route</translation>
    </message>
    <message>
        <source>Trail</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <source>Railroad</source>
        <translation>Voie ferrée</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>Ruisseau</translation>
    </message>
    <message>
        <source>Ford</source>
        <translation>Gué</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Pont</translation>
    </message>
    <message>
        <source>Fence</source>
        <translation>Clôture</translation>
    </message>
    <message>
        <source>Stone wall</source>
        <translation>Mur de pierre</translation>
    </message>
    <message>
        <source>Brigade</source>
        <translation>Brigade</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>Division</translation>
    </message>
    <message>
        <source>Corps</source>
        <translation>Corps</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>Armée</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Cavalerie</translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>Supply wagons</source>
        <translation>Chariots de ravitaillement</translation>
    </message>
    <message>
        <source>Smoothbore musket</source>
        <translation>Mousquet à âme lisse</translation>
    </message>
    <message>
        <source>Rifled musket</source>
        <translation>Fusil rayé</translation>
    </message>
    <message>
        <source>Breechloader</source>
        <translation>Fusil à chargement par la culasse</translation>
    </message>
    <message>
        <source>Repeater</source>
        <translation>Fusil à répétition</translation>
    </message>
    <message>
        <source>Carbine</source>
        <translation>Carabine</translation>
    </message>
    <message>
        <source>Napoleon 12-pdr</source>
        <translation>Napoléon de 12</translation>
    </message>
    <message>
        <source>3-inch rifle</source>
        <translation>Canon rayé de 3 pouces</translation>
    </message>
    <message>
        <source>Parrott rifle</source>
        <translation>Canon Parrott</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation>À cheval</translation>
    </message>
    <message>
        <source>Dismounted</source>
        <translation>Pied à terre</translation>
    </message>
    <message>
        <source>Limbered</source>
        <translation>Sur avant-train</translation>
    </message>
    <message>
        <source>Unlimbered</source>
        <translation>En batterie</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Faibles</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Épuisées</translation>
    </message>
    <message>
        <source>In good order</source>
        <translation>En bon ordre</translation>
    </message>
    <message>
        <source>Disrupted</source>
        <translation>Désorganisé</translation>
    </message>
    <message>
        <source>Routed</source>
        <translation>En déroute</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>North-east</source>
        <translation>Nord-est</translation>
    </message>
    <message>
        <source>South-east</source>
        <translation>Sud-est</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <source>South-west</source>
        <translation>Sud-ouest</translation>
    </message>
    <message>
        <source>North-west</source>
        <translation>Nord-ouest</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Actif</translation>
    </message>
    <message>
        <source>Killed</source>
        <translation>Tué</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Blessé</translation>
    </message>
    <message>
        <source>%1, elevation %2 (%3 ft)</source>
        <translation>%1, élévation %2 (%3 pieds)</translation>
    </message>
</context>
<context>
    <name>NavalBattle</name>
    <message>
        <source>duplicate id &quot;%1&quot; (ids of ships and batteries must be unique)</source>
        <translation>identifiant &quot;%1&quot; en double (les identifiants des navires et des batteries doivent être uniques)</translation>
    </message>
    <message>
        <source>a side needs at least one ship or battery</source>
        <translation>un camp doit avoir au moins un navire ou une batterie</translation>
    </message>
</context>
<context>
    <name>NavalEngine</name>
    <message>
        <source>%1: strength %2 = %3</source>
        <translation>%1&#xa0;: force %2 = %3</translation>
    </message>
    <message>
        <source>Total strength: Union %1, Confederate %2.</source>
        <translation>Force totale&#xa0;: Union %1, Confédération %2.</translation>
    </message>
</context>
<context>
    <name>NavalEvasion</name>
    <message>
        <source>No ship can evade in a harbor or a river mouth: %1 must fight.</source>
        <translation>Aucun navire ne peut se dérober dans un port ou une embouchure&#xa0;: combat obligatoire pour %1.</translation>
    </message>
    <message>
        <source>The %1 side has %2 warships against %3, more than twice as many: the transports %4 cannot evade.</source>
        <translation>Le camp %1 aligne %2 navires de guerre contre %3, plus du double&#xa0;: les transports %4 ne peuvent pas se dérober.</translation>
    </message>
    <message>
        <source>Only the %1 side has ironclads: %2 take shelter among them, neither fighting nor leaving.</source>
        <translation>Seul le camp %1 dispose de cuirassés&#xa0;: %2 s&apos;abritent parmi eux, sans combattre ni se retirer.</translation>
    </message>
    <message>
        <source>to leeward</source>
        <translation>sous le vent</translation>
    </message>
    <message>
        <source>to windward</source>
        <translation>au vent</translation>
    </message>
    <message>
        <source>The whole %1 side tries to evade as a group, %2</source>
        <translation>Tout le camp %1 tente de se dérober en groupe, %2</translation>
    </message>
    <message>
        <source>%1 fighting %2 ships are at least half of %3: %4 evade automatically.</source>
        <translation>%1 navires combattants %2 représentent au moins la moitié de %3&#xa0;: %4 se dérobent automatiquement.</translation>
    </message>
    <message>
        <source>%1 tries to evade alone, %2 (%3 fighting against %4)</source>
        <translation>%1 tente de se dérober seul, %2 (%3 combattants contre %4)</translation>
    </message>
</context>
<context>
    <name>NavalLog</name>
    <message>
        <source>%1: chance %2 (%3); rolled %4: %5</source>
        <translation>%1&#xa0;: probabilité %2 (%3)&#xa0;; tirage %4&#xa0;: %5</translation>
    </message>
    <message>
        <source>success</source>
        <translation>réussite</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>ironclad</source>
        <translation>cuirassé</translation>
    </message>
    <message>
        <source>river ironclad</source>
        <translation>cuirassé fluvial</translation>
    </message>
    <message>
        <source>frigate</source>
        <translation>frégate</translation>
    </message>
    <message>
        <source>ship of the line</source>
        <translation>vaisseau de ligne</translation>
    </message>
    <message>
        <source>gunboat</source>
        <translation>canonnière</translation>
    </message>
    <message>
        <source>river gunboat</source>
        <translation>canonnière fluviale</translation>
    </message>
    <message>
        <source>transport</source>
        <translation>transport</translation>
    </message>
    <message>
        <source>river transport</source>
        <translation>transport fluvial</translation>
    </message>
    <message>
        <source>very poor</source>
        <translation>très médiocre</translation>
    </message>
    <message>
        <source>poor</source>
        <translation>médiocre</translation>
    </message>
    <message>
        <source>average</source>
        <translation>moyenne</translation>
    </message>
    <message>
        <source>good</source>
        <translation>bonne</translation>
    </message>
    <message>
        <source>excellent</source>
        <translation>excellente</translation>
    </message>
    <message>
        <source>Union</source>
        <translation>de l&apos;Union</translation>
    </message>
    <message>
        <source>Confederate</source>
        <translation>de la Confédération</translation>
    </message>
</context>
<context>
    <name>NavalOutcome</name>
    <message>
        <source>%1 fires on %2: the earthworks hold.</source>
        <translation>%1 tire sur %2&#xa0;: les ouvrages en terre tiennent bon.</translation>
    </message>
    <message>
        <source>%1 fires on %2: a battery is silenced and %3 men fall.</source>
        <translation>%1 tire sur %2&#xa0;: une batterie est réduite au silence et %3 hommes tombent.</translation>
    </message>
    <message>
        <source>%1 is destroyed.</source>
        <translation>%1 est hors de combat.</translation>
    </message>
    <message>
        <source>%1 fires on %2: the shot glances off her armour.</source>
        <translation>%1 tire sur %2&#xa0;: le projectile ricoche sur son blindage.</translation>
    </message>
    <message>
        <source>%1 hits %2 in the hull (hull damage %3).</source>
        <translation>%1 touche %2 à la coque (avaries de coque %3).</translation>
    </message>
    <message>
        <source>%1 hits %2 in her propulsion (propulsion damage %3).</source>
        <translation>%1 touche %2 dans sa propulsion (avaries de propulsion %3).</translation>
    </message>
    <message>
        <source>She sinks.</source>
        <translation>Le navire coule.</translation>
    </message>
    <message>
        <source>%1 has taken %2 damage points and would break off, but with propulsion damage %3 she cannot get away.</source>
        <translation>%1 a subi %2 points de dégâts et romprait le combat, mais avec des avaries de propulsion de %3, le navire ne peut pas s&apos;échapper.</translation>
    </message>
    <message>
        <source>%1 has taken %2 damage points (threshold %3) and breaks off.</source>
        <translation>%1 a subi %2 points de dégâts (seuil %3) et rompt le combat.</translation>
    </message>
    <message>
        <source>the Union lost %1 of its strength (%2 → %3), the Confederates %4 (%5 → %6)</source>
        <translation>l&apos;Union a perdu %1 de sa force (%2 → %3), les confédérés %4 (%5 → %6)</translation>
    </message>
    <message>
        <source>The %1 side wins: %2.</source>
        <translation>Le camp %1 l&apos;emporte&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Neither side wins: %1.</source>
        <translation>Aucun camp ne l&apos;emporte&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The victors try to take %1</source>
        <translation>Les vainqueurs tentent de capturer %1</translation>
    </message>
    <message>
        <source>%1, having broken off, flees (%2).</source>
        <translation>%1, ayant rompu le combat, prend la fuite (%2).</translation>
    </message>
    <message>
        <source>%1 flees (%2).</source>
        <translation>%1 prend la fuite (%2).</translation>
    </message>
    <message>
        <source>Casualties: Union %1, Confederate %2. Loss points: Union %3, Confederate %4. Laurels: Union %5, Confederate %6.</source>
        <translation>Pertes&#xa0;: Union %1, Confédération %2. Points de pertes&#xa0;: Union %3, Confédération %4. Lauriers&#xa0;: Union %5, Confédération %6.</translation>
    </message>
    <message>
        <source>base</source>
        <translation>base</translation>
    </message>
    <message>
        <source>hull damage %1 × %2</source>
        <translation>avaries de coque %1 × %2</translation>
    </message>
    <message>
        <source>propulsion damage %1 × %2</source>
        <translation>avaries de propulsion %1 × %2</translation>
    </message>
    <message>
        <source>at close quarters</source>
        <translation>à courte portée</translation>
    </message>
    <message>
        <source>at range</source>
        <translation>à distance</translation>
    </message>
    <message>
        <source>victors&apos; mean propulsion damage %1: ×(1 − damage/5)</source>
        <translation>avaries de propulsion moyennes des vainqueurs %1&#xa0;: ×(1 − avaries/5)</translation>
    </message>
    <message>
        <source>running past</source>
        <translation>forçant le passage</translation>
    </message>
    <message>
        <source>not running past</source>
        <translation>sans forcer le passage</translation>
    </message>
    <message>
        <source>One side has nobody left to fight: no shot is fired.</source>
        <translation>Un camp n&apos;a plus personne pour combattre&#xa0;: aucun coup n&apos;est tiré.</translation>
    </message>
    <message>
        <source>Fortune of the day for the %1 side: ×%2 (uniform from %3 to %4).</source>
        <translation>Fortune du jour pour le camp %1&#xa0;: ×%2 (uniforme de %3 à %4).</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: the %2 side (strength %3, %4 of the total) fires %n damage point(s) (expected %5: %6 per target × %7 targets × close quarters ×%8 × fortune ×%9 ÷ %10 rounds).</source>
        <translation>
            <numerusform>Tour de combat %1&#xa0;: le camp %2 (force %3, %4 du total) inflige %n point de dégâts (attendu %5&#xa0;: %6 par cible × %7 cibles × courte portée ×%8 × fortune ×%9 ÷ %10 tours).</numerusform>
            <numerusform>Tour de combat %1&#xa0;: le camp %2 (force %3, %4 du total) inflige %n points de dégâts (attendu %5&#xa0;: %6 par cible × %7 cibles × courte portée ×%8 × fortune ×%9 ÷ %10 tours).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NavalSituation</name>
    <message>
        <source>quality %1 against %2, ±5% per step</source>
        <translation>qualité %1 contre %2, ±5&#xa0;% par cran</translation>
    </message>
    <message>
        <source>The situation is pinned: everyone fights at close quarters.</source>
        <translation>La situation est fixée&#xa0;: tous combattent à courte portée.</translation>
    </message>
    <message>
        <source>The situation is pinned: everyone fights at range.</source>
        <translation>La situation est fixée&#xa0;: tous combattent à distance.</translation>
    </message>
    <message>
        <source>Battles in harbors are always at close quarters.</source>
        <translation>Les batailles dans un port se livrent toujours à courte portée.</translation>
    </message>
    <message>
        <source>Every ship wants close quarters: the battle is fought at close quarters.</source>
        <translation>Tous les navires veulent combattre à courte portée&#xa0;: la bataille se livre à courte portée.</translation>
    </message>
    <message>
        <source>Every ship wants to fight at range: the battle is fought at range.</source>
        <translation>Tous les navires veulent combattre à distance&#xa0;: la bataille se livre à distance.</translation>
    </message>
    <message>
        <source>The %1 side has no ships to keep its distance: every ship fights at the distance it chose.</source>
        <translation>Le camp %1 n&apos;a aucun navire pour garder ses distances&#xa0;: chaque navire combat à la distance qu&apos;il a choisie.</translation>
    </message>
    <message>
        <source>The %1 side has %2 ships closing against %3, at least half as many: its other ships fight at range.</source>
        <translation>Le camp %1 a %2 navires qui se rapprochent contre %3, au moins la moitié&#xa0;: ses autres navires combattent à distance.</translation>
    </message>
    <message>
        <source>The %1 side has %2 ships closing against %3, fewer than half: the enemy tries to close with %4 as well</source>
        <translation>Le camp %1 a %2 navires qui se rapprochent contre %3, moins de la moitié&#xa0;: l&apos;ennemi tente aussi de se rapprocher de %4</translation>
    </message>
    <message>
        <source>The situation is pinned: breaking the line %1 for the Union, %2 for the Confederates.</source>
        <translation>La situation est fixée&#xa0;: coupure de la ligne %1 pour l&apos;Union, %2 pour les confédérés.</translation>
    </message>
    <message>
        <source>Nobody can break the line: it needs at least three ships at close quarters on each side (%1 Union, %2 Confederate).</source>
        <translation>Personne ne peut couper la ligne&#xa0;: il faut au moins trois navires à courte portée de chaque côté (%1 pour l&apos;Union, %2 pour la Confédération).</translation>
    </message>
    <message>
        <source>Every ship on both sides tries to break the line: a general melee, with no adjustment.</source>
        <translation>Tous les navires des deux camps tentent de couper la ligne&#xa0;: mêlée générale, sans ajustement.</translation>
    </message>
    <message>
        <source>The %1 side has only %2 ships trying to break the line; it needs three.</source>
        <translation>Le camp %1 n&apos;a que %2 navires qui tentent de couper la ligne&#xa0;; il en faut trois.</translation>
    </message>
    <message>
        <source>%1 engages %2: battle is joined.</source>
        <translation>%1 engage %2&#xa0;: le combat commence.</translation>
    </message>
    <message>
        <source>No battle: the ships ordered to engage are frigates that may not engage these enemies here.</source>
        <translation>Pas de bataille&#xa0;: les navires ayant l&apos;ordre d&apos;engager sont des frégates qui ne peuvent pas engager ces ennemis ici.</translation>
    </message>
    <message>
        <source>No battle: no ship is ordered to engage or to run past.</source>
        <translation>Pas de bataille&#xa0;: aucun navire n&apos;a l&apos;ordre d&apos;engager le combat ou de forcer le passage.</translation>
    </message>
    <message>
        <source>evaders to windward</source>
        <translation>navires se dérobant au vent</translation>
    </message>
    <message>
        <source>evaders to leeward, on a shore with onshore winds</source>
        <translation>navires se dérobant sous le vent, le long d&apos;une côte avec vent de mer</translation>
    </message>
    <message>
        <source>evaders to leeward</source>
        <translation>navires se dérobant sous le vent</translation>
    </message>
    <message>
        <source>moderate wind</source>
        <translation>vent modéré</translation>
    </message>
    <message>
        <source>light wind</source>
        <translation>vent faible</translation>
    </message>
    <message>
        <source>strong wind</source>
        <translation>vent fort</translation>
    </message>
    <message>
        <source>closing with the windward gauge</source>
        <translation>rapprochement avec l&apos;avantage du vent</translation>
    </message>
    <message>
        <source>closing from leeward</source>
        <translation>rapprochement depuis sous le vent</translation>
    </message>
    <message>
        <source>breaking the line</source>
        <translation>coupure de la ligne</translation>
    </message>
    <message>
        <source>The situation is pinned: the %1 side fights from windward.</source>
        <translation>La situation est fixée&#xa0;: le camp %1 combat au vent.</translation>
    </message>
    <message>
        <source>The %1 side has the group furthest to leeward, so the %2 side fights from windward.</source>
        <translation>Le camp %1 a le groupe le plus sous le vent, donc le camp %2 combat au vent.</translation>
    </message>
    <message>
        <source>The arrival groups are level; the Union wins the windward gauge</source>
        <translation>Les groupes d&apos;arrivée sont à égalité&#xa0;; l&apos;Union obtient l&apos;avantage du vent</translation>
    </message>
    <message>
        <source>even chance</source>
        <translation>chances égales</translation>
    </message>
    <message>
        <source>Closing: %1 against the %2 ships, which all want to fight at range</source>
        <translation>Rapprochement&#xa0;: %1 contre les navires %2, qui veulent tous combattre à distance</translation>
    </message>
    <message>
        <source>Breaking the %2 line: %1</source>
        <translation>Coupure de la ligne %2&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>NavalStrength</name>
    <message>
        <source>at close quarters</source>
        <translation>à courte portée</translation>
    </message>
    <message>
        <source>at range</source>
        <translation>à distance</translation>
    </message>
    <message>
        <source>base strength of a %1 (%2)</source>
        <translation>force de base&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <source>crew %1% (70% or more)</source>
        <translation>équipage %1&#xa0;% (70&#xa0;% ou plus)</translation>
    </message>
    <message>
        <source>crew %1%: −2.5% per 1% below 70%, nothing at 30%</source>
        <translation>équipage %1&#xa0;%&#xa0;: −2,5&#xa0;% par point sous 70&#xa0;%, nul à 30&#xa0;%</translation>
    </message>
    <message>
        <source>ram at close quarters</source>
        <translation>éperon à courte portée</translation>
    </message>
    <message>
        <source>ram, unused at range</source>
        <translation>éperon, inutilisé à distance</translation>
    </message>
    <message>
        <source>no ram</source>
        <translation>pas d&apos;éperon</translation>
    </message>
    <message>
        <source>%1 quality, doubled at close quarters</source>
        <translation>qualité %1, doublée à courte portée</translation>
    </message>
    <message>
        <source>%1 quality</source>
        <translation>qualité %1</translation>
    </message>
    <message>
        <source>experience %1 %2</source>
        <translation>expérience %1 %2</translation>
    </message>
    <message>
        <source>aiming at hulls</source>
        <translation>tir sur les coques</translation>
    </message>
    <message>
        <source>aiming at propulsion</source>
        <translation>tir sur la propulsion</translation>
    </message>
    <message>
        <source>windward</source>
        <translation>au vent</translation>
    </message>
    <message>
        <source>leeward</source>
        <translation>sous le vent</translation>
    </message>
    <message>
        <source>closing on an enemy who wants to fight at range</source>
        <translation>rapprochement vers un ennemi qui veut combattre à distance</translation>
    </message>
    <message>
        <source>not closing</source>
        <translation>pas de rapprochement</translation>
    </message>
    <message>
        <source>hull damage %1</source>
        <translation>avaries de coque %1</translation>
    </message>
    <message>
        <source>propulsion damage %1</source>
        <translation>avaries de propulsion %1</translation>
    </message>
    <message>
        <source>keeps the line ahead</source>
        <translation>garde la ligne de file</translation>
    </message>
    <message>
        <source>could not close to break the line</source>
        <translation>n&apos;a pas pu se rapprocher pour couper la ligne</translation>
    </message>
    <message>
        <source>broke the enemy line</source>
        <translation>a coupé la ligne ennemie</translation>
    </message>
    <message>
        <source>failed to break the enemy line</source>
        <translation>n&apos;a pas réussi à couper la ligne ennemie</translation>
    </message>
    <message>
        <source>general melee</source>
        <translation>mêlée générale</translation>
    </message>
    <message>
        <source>no attempt to break the line was possible</source>
        <translation>aucune tentative de coupure de la ligne n&apos;était possible</translation>
    </message>
    <message>
        <source>running past</source>
        <translation>forçant le passage</translation>
    </message>
    <message>
        <source>not running past</source>
        <translation>sans forcer le passage</translation>
    </message>
    <message>
        <source>80 per battery or per 100 men, whichever is less (%1 men, %2 batteries)</source>
        <translation>80 par batterie ou par 100 hommes, selon le plus faible (%1 hommes, %2 batteries)</translation>
    </message>
    <message>
        <source>rifled guns</source>
        <translation>canons rayés</translation>
    </message>
    <message>
        <source>smoothbore guns</source>
        <translation>canons à âme lisse</translation>
    </message>
    <message>
        <source>on a high hill</source>
        <translation>sur une haute colline</translation>
    </message>
    <message>
        <source>on a low hill</source>
        <translation>sur une colline basse</translation>
    </message>
    <message>
        <source>at water level</source>
        <translation>au niveau de l&apos;eau</translation>
    </message>
    <message>
        <source>%1 quality (not doubled)</source>
        <translation>qualité %1 (non doublée)</translation>
    </message>
    <message>
        <source>fatigue %1: ×6/fatigue</source>
        <translation>fatigue %1&#xa0;: ×6/fatigue</translation>
    </message>
    <message>
        <source>fatigue %1 (6 or less)</source>
        <translation>fatigue %1 (6 ou moins)</translation>
    </message>
</context>
<context>
    <name>PngWriter</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>internal error: a band of %1×%2 pixels does not fit the image</source>
        <translation>erreur interne&#xa0;: une bande de %1×%2 pixels ne tient pas dans l&apos;image</translation>
    </message>
    <message>
        <source>internal error: only %1 of %2 rows were drawn</source>
        <translation>erreur interne&#xa0;: seulement %1 lignes sur %2 ont été dessinées</translation>
    </message>
</context>
<context>
    <name>Scenario</name>
    <message>
        <source>hex [%1,%2] is off the map (%3×%4)</source>
        <translation>l&apos;hexagone [%1,%2] est hors de la carte (%3×%4)</translation>
    </message>
    <message>
        <source>expected a time &quot;HH:MM&quot;, found &quot;%1&quot;</source>
        <translation>attendu&#xa0;: une heure &quot;HH:MM&quot;, trouvé&#xa0;: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a rating letter A to F, found &quot;%1&quot;</source>
        <translation>attendu&#xa0;: une lettre de valeur de A à F, trouvé&#xa0;: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>duplicate id &quot;%1&quot;</source>
        <translation>identifiant &quot;%1&quot; en double</translation>
    </message>
    <message>
        <source>only artillery has guns</source>
        <translation>seule l&apos;artillerie a des canons</translation>
    </message>
    <message>
        <source>only wagons carry supply</source>
        <translation>seuls les chariots transportent du ravitaillement</translation>
    </message>
    <message>
        <source>wagons carry no weapon</source>
        <translation>les chariots ne portent pas d&apos;arme</translation>
    </message>
    <message>
        <source>a unit of type %1 cannot carry a %2</source>
        <translation>une unité de type %1 ne peut pas porter l&apos;arme %2</translation>
    </message>
    <message>
        <source>wagons have no formation</source>
        <translation>les chariots n&apos;ont pas de formation</translation>
    </message>
    <message>
        <source>a unit of type %1 cannot be in %2 formation</source>
        <translation>une unité de type %1 ne peut pas être en formation %2</translation>
    </message>
    <message>
        <source>a unit on the map needs a hex</source>
        <translation>une unité sur la carte doit avoir un hexagone</translation>
    </message>
    <message>
        <source>cannot load map: %1</source>
        <translation>impossible de charger la carte&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected a map file name or an inline map object</source>
        <translation>attendu&#xa0;: un nom de fichier de carte ou un objet carte intégré</translation>
    </message>
    <message>
        <source>expected a date &quot;YYYY-MM-DD&quot;</source>
        <translation>attendu&#xa0;: une date &quot;YYYY-MM-DD&quot;</translation>
    </message>
    <message>
        <source>dusk must come after dawn</source>
        <translation>le crépuscule doit venir après l&apos;aube</translation>
    </message>
    <message>
        <source>no formation has the id &quot;%1&quot;</source>
        <translation>aucune formation n&apos;a l&apos;identifiant &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the chain of parents loops back to &quot;%1&quot;</source>
        <translation>la chaîne des parents reboucle sur &quot;%1&quot;</translation>
    </message>
    <message>
        <source>parent &quot;%1&quot; belongs to the other side</source>
        <translation>le parent &quot;%1&quot; appartient à l&apos;autre camp</translation>
    </message>
    <message>
        <source>parent &quot;%1&quot; is a %2, not above a %3</source>
        <translation>le parent &quot;%1&quot; est de niveau %2, qui n&apos;est pas au-dessus du niveau %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, not a brigade</source>
        <translation>&quot;%1&quot; est de niveau %2, pas une brigade</translation>
    </message>
    <message>
        <source>brigade &quot;%1&quot; belongs to the other side</source>
        <translation>la brigade &quot;%1&quot; appartient à l&apos;autre camp</translation>
    </message>
    <message>
        <source>a reinforcement needs at least one unit</source>
        <translation>un renfort doit comporter au moins une unité</translation>
    </message>
    <message>
        <source>no unit has the id &quot;%1&quot;</source>
        <translation>aucune unité n&apos;a l&apos;identifiant &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unit &quot;%1&quot; is already in a reinforcement</source>
        <translation>l&apos;unité &quot;%1&quot; fait déjà partie d&apos;un renfort</translation>
    </message>
    <message>
        <source>unit &quot;%1&quot; starts on the map (it has a hex)</source>
        <translation>l&apos;unité &quot;%1&quot; commence sur la carte (elle a un hexagone)</translation>
    </message>
    <message>
        <source>unit has no hex and is in no reinforcement</source>
        <translation>l&apos;unité n&apos;a pas d&apos;hexagone et ne fait partie d&apos;aucun renfort</translation>
    </message>
    <message>
        <source>the major threshold must not be below the minor one</source>
        <translation>le seuil majeur ne doit pas être inférieur au seuil mineur</translation>
    </message>
</context>
<context>
    <name>ScoreEvents</name>
    <message>
        <source>the Union</source>
        <translation>l&apos;Union</translation>
    </message>
    <message>
        <source>the Confederacy</source>
        <translation>la Confédération</translation>
    </message>
    <message>
        <source>a turn ends</source>
        <translation>un tour se termine</translation>
    </message>
    <message>
        <source>the campaign ends</source>
        <translation>la campagne se termine</translation>
    </message>
    <message>
        <source>%1 earns %2 laurel points</source>
        <translation>%1 gagne %2 points de lauriers</translation>
    </message>
    <message>
        <source>%1 captures %2 (%3, economic level %4)</source>
        <translation>%1 prend %2 (%3, niveau économique %4)</translation>
    </message>
    <message>
        <source>%1 suffers %2 casualties</source>
        <translation>%1 subit %2 pertes</translation>
    </message>
    <message>
        <source>%1 loses a %2 captured or sunk, with %3 crew</source>
        <translation>%1 perd un navire de type %2, capturé ou coulé, avec %3 hommes d&apos;équipage</translation>
    </message>
    <message>
        <source>the %1 greenback stands at %2% of face value</source>
        <translation>le greenback %1 est à %2&#xa0;% de sa valeur nominale</translation>
    </message>
    <message>
        <source>Union</source>
        <translation>de l&apos;Union</translation>
    </message>
    <message>
        <source>Confederate</source>
        <translation>confédéré</translation>
    </message>
    <message>
        <source>%1 sets tax %2% and tariff %3%</source>
        <translation>%1 fixe l&apos;impôt à %2&#xa0;% et les droits de douane à %3&#xa0;%</translation>
    </message>
    <message>
        <source>%1 implements a draft</source>
        <translation>%1 instaure la conscription</translation>
    </message>
    <message>
        <source>a seventh &quot;campaign-end&quot;: the war has only %1 campaigns</source>
        <translation>un septième &quot;campaign-end&quot;&#xa0;: la guerre ne compte que %1 campagnes</translation>
    </message>
</context>
<context>
    <name>Scores</name>
    <message>
        <source>the Union</source>
        <translation>l&apos;Union</translation>
    </message>
    <message>
        <source>the Confederacy</source>
        <translation>la Confédération</translation>
    </message>
    <message>
        <source>Union morale</source>
        <translation>moral de l&apos;Union</translation>
    </message>
    <message>
        <source>Confederate morale</source>
        <translation>moral de la Confédération</translation>
    </message>
    <message>
        <source>international opinion</source>
        <translation>opinion internationale</translation>
    </message>
    <message numerus="yes">
        <source>%n casualties</source>
        <translation>
            <numerusform>%n perte</numerusform>
            <numerusform>%n pertes</numerusform>
        </translation>
    </message>
    <message>
        <source>no change to any score</source>
        <translation>aucun score ne change</translation>
    </message>
    <message>
        <source>%1 %2: %3 → %4 (%5)</source>
        <translation>%1 %2&#xa0;: %3 → %4 (%5)</translation>
    </message>
    <message>
        <source>, held within 0 to %1</source>
        <translation>, maintenu entre 0 et %1</translation>
    </message>
    <message>
        <source>Union morale has fallen to 0: the Union sues for peace and the Confederacy wins</source>
        <translation>Le moral de l&apos;Union est tombé à 0&#xa0;: l&apos;Union demande la paix et la Confédération l&apos;emporte</translation>
    </message>
    <message>
        <source>Confederate morale has fallen to 0: the Confederacy sues for peace and the Union wins</source>
        <translation>Le moral de la Confédération est tombé à 0&#xa0;: la Confédération demande la paix et l&apos;Union l&apos;emporte</translation>
    </message>
    <message>
        <source>international opinion has reached %1: the European powers intervene and the Confederacy wins</source>
        <translation>l&apos;opinion internationale a atteint %1&#xa0;: les puissances européennes interviennent et la Confédération l&apos;emporte</translation>
    </message>
    <message>
        <source>RULES §17: Union morale drops %1 points per turn</source>
        <translation>RÈGLES §17&#xa0;: le moral de l&apos;Union baisse de %1 points par tour</translation>
    </message>
    <message>
        <source>RULES §17: Confederate morale rises %1 point per turn</source>
        <translation>RÈGLES §17&#xa0;: le moral de la Confédération monte de %1 point par tour</translation>
    </message>
    <message>
        <source>RULES §17: international opinion rises %1 points per turn</source>
        <translation>RÈGLES §17&#xa0;: l&apos;opinion internationale monte de %1 points par tour</translation>
    </message>
    <message>
        <source>RULES §17: %1 points per turn for each percent of tax over %2 (now %3) and of tariff over %4 (now %5)</source>
        <translation>RÈGLES §17&#xa0;: %1 points par tour pour chaque point de pourcentage d&apos;impôt au-delà de %2 (actuellement %3) et de droits de douane au-delà de %4 (actuellement %5)</translation>
    </message>
    <message>
        <source>%1 has held %2 for %3 turns</source>
        <translation>%1 tient %2 depuis %3 tours</translation>
    </message>
    <message>
        <source>RULES §17: %1 per level of %2 (%3, level %4) held three turns by %5</source>
        <translation>RÈGLES §17&#xa0;: %1 par niveau de %2 (%3, niveau %4) après trois tours de contrôle par %5</translation>
    </message>
    <message>
        <source>the war has only %1 campaigns</source>
        <translation>la guerre ne compte que %1 campagnes</translation>
    </message>
    <message>
        <source>campaign %1 of %2 ends</source>
        <translation>fin de la campagne %1 sur %2</translation>
    </message>
    <message>
        <source>after %1 campaigns Union morale is %2, above %3: the Union wins</source>
        <translation>après %1 campagnes, le moral de l&apos;Union est de %2, au-dessus de %3&#xa0;: l&apos;Union l&apos;emporte</translation>
    </message>
    <message>
        <source>after %1 campaigns Union morale is %2, not above %3: the Confederacy wins</source>
        <translation>après %1 campagnes, le moral de l&apos;Union est de %2, pas au-dessus de %3&#xa0;: la Confédération l&apos;emporte</translation>
    </message>
    <message>
        <source>RULES §17: 1 point for each %1 laurel points %2 earns (%3)</source>
        <translation>RÈGLES §17&#xa0;: 1 point pour chaque tranche de %1 points de lauriers gagnés par %2 (%3)</translation>
    </message>
    <message>
        <source>RULES §17: opinion %1 1 point for every %2 laurel points of %3 (%4)</source>
        <translation>RÈGLES §17&#xa0;: l&apos;opinion %1 d&apos;un point pour chaque tranche de %2 points de lauriers de %3 (%4)</translation>
    </message>
    <message>
        <source>rises</source>
        <translation>monte</translation>
    </message>
    <message>
        <source>falls</source>
        <translation>baisse</translation>
    </message>
    <message>
        <source>RULES §17: %1 captured %2 (%3, level %4): %5 per level</source>
        <translation>RÈGLES §17&#xa0;: %1 a pris %2 (%3, niveau %4)&#xa0;: %5 par niveau</translation>
    </message>
    <message numerus="yes">
        <source>%1 retook %2 after %n turn(s): the opinion effect of its capture by %3 is cancelled</source>
        <translation>
            <numerusform>%1 a repris %2 après %n tour&#xa0;: l&apos;effet sur l&apos;opinion de sa prise par %3 est annulé</numerusform>
            <numerusform>%1 a repris %2 après %n tours&#xa0;: l&apos;effet sur l&apos;opinion de sa prise par %3 est annulé</numerusform>
        </translation>
    </message>
    <message>
        <source>if %1 holds %2 for %3 turns, opinion changes by %4</source>
        <translation>si %1 tient %2 pendant %3 tours, l&apos;opinion varie de %4</translation>
    </message>
    <message>
        <source>RULES §17: 1 point for each %1 casualties %2 suffers (%3)</source>
        <translation>RÈGLES §17&#xa0;: 1 point pour chaque tranche de %1 pertes subies par %2 (%3)</translation>
    </message>
    <message>
        <source>RULES §17: opinion %1 1 point for every %2 casualties of %3 (%4)</source>
        <translation>RÈGLES §17&#xa0;: l&apos;opinion %1 d&apos;un point pour chaque tranche de %2 pertes de %3 (%4)</translation>
    </message>
    <message>
        <source>RULES §17: %1 lost a %2 captured or sunk, %3 loss points</source>
        <translation>RÈGLES §17&#xa0;: %1 a perdu un navire de type %2, capturé ou coulé, %3 points de pertes</translation>
    </message>
    <message numerus="yes">
        <source>%n crew lost with the %1</source>
        <translation>
            <numerusform>%n membre d&apos;équipage perdu avec le navire %1</numerusform>
            <numerusform>%n membres d&apos;équipage perdus avec le navire %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the %1 greenback at %2% is no new low (lowest so far %3%): no change</source>
        <translation>le greenback %1 à %2&#xa0;% n&apos;atteint pas un nouveau plus bas (plus bas jusqu&apos;ici %3&#xa0;%)&#xa0;: aucun changement</translation>
    </message>
    <message>
        <source>Union</source>
        <translation>de l&apos;Union</translation>
    </message>
    <message>
        <source>Confederate</source>
        <translation>confédéré</translation>
    </message>
    <message>
        <source>RULES §17: 1 point for each 1% fall of the Union greenback (%1% → %2%)</source>
        <translation>RÈGLES §17&#xa0;: 1 point pour chaque baisse de 1&#xa0;% du greenback de l&apos;Union (%1&#xa0;% → %2&#xa0;%)</translation>
    </message>
    <message>
        <source>RULES §17: 1 point for each 5% fall of the Confederate greenback (%1% → %2%)</source>
        <translation>RÈGLES §17&#xa0;: 1 point pour chaque baisse de 5&#xa0;% du greenback confédéré (%1&#xa0;% → %2&#xa0;%)</translation>
    </message>
    <message>
        <source>RULES §17: opinion falls 3 points for every 2% fall of the Confederate greenback (%1% → %2%)</source>
        <translation>RÈGLES §17&#xa0;: l&apos;opinion baisse de 3 points pour chaque baisse de 2&#xa0;% du greenback confédéré (%1&#xa0;% → %2&#xa0;%)</translation>
    </message>
    <message>
        <source>%1 sets tax %2% and tariff %3%: %4 morale per turn from the rates</source>
        <translation>%1 fixe l&apos;impôt à %2&#xa0;% et les droits de douane à %3&#xa0;%&#xa0;: %4 de moral par tour dû aux taux</translation>
    </message>
    <message>
        <source>%1 has already implemented a draft: no change</source>
        <translation>%1 a déjà instauré la conscription&#xa0;: aucun changement</translation>
    </message>
    <message>
        <source>RULES §17: %1 implements a draft, once per side</source>
        <translation>RÈGLES §17&#xa0;: %1 instaure la conscription, une fois par camp</translation>
    </message>
</context>
<context>
    <name>hardtack::app::MainWindow</name>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;About Hardtack</source>
        <translation>À &amp;propos de Hardtack</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Barre principale</translation>
    </message>
    <message>
        <source>Drag to move the map, turn the wheel to zoom; click a unit for its details.</source>
        <translation>Faites glisser pour déplacer la carte, tournez la molette pour zoomer&#xa0;; cliquez sur une unité pour voir ses détails.</translation>
    </message>
    <message>
        <source>Open a scenario or saved battle</source>
        <translation>Ouvrir un scénario ou une bataille sauvegardée</translation>
    </message>
    <message>
        <source>Hardtack files (*.json);;All files (*)</source>
        <translation>Fichiers Hardtack (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Impossible d&apos;ouvrir le fichier</translation>
    </message>
    <message>
        <source>About Hardtack</source>
        <translation>À propos de Hardtack</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Hardtack %1&lt;/h3&gt;&lt;p&gt;A wargame of the American Civil War: tactical battles on a hex map, naval actions and a strategic campaign.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Hardtack %1&lt;/h3&gt;&lt;p&gt;Un wargame de la guerre de Sécession&#xa0;: batailles tactiques sur une carte hexagonale, combats navals et campagne stratégique.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Hardtack</source>
        <translation>Hardtack</translation>
    </message>
    <message>
        <source>%1 — Hardtack</source>
        <translation>%1 — Hardtack</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::BattleMode</name>
    <message>
        <source>Order of battle</source>
        <translation>Ordre de bataille</translation>
    </message>
    <message>
        <source>Unit and hex</source>
        <translation>Unité et hexagone</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Whole map</source>
        <translation>&amp;Carte entière</translation>
    </message>
    <message>
        <source>Hex &amp;grid</source>
        <translation>&amp;Grille hexagonale</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>turn %1 of %2</source>
        <translation>tour %1 sur %2</translation>
    </message>
    <message>
        <source>%1: $.format: the game opens a scenario or a saved battle, not &quot;%2&quot;</source>
        <translation>%1&#xa0;: $.format&#xa0;: le jeu ouvre un scénario ou une bataille sauvegardée, pas &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::InfoPanel</name>
    <message>
        <source>%1 (%2), %3</source>
        <translation>%1 (%2), %3</translation>
    </message>
    <message>
        <source>%1, rating %2</source>
        <translation>%1, valeur %2</translation>
    </message>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2 (%3)</translation>
    </message>
    <message>
        <source>Men</source>
        <translation>Hommes</translation>
    </message>
    <message>
        <source>Guns</source>
        <translation>Canons</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Ravitaillement</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualité</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arme</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <source>Facing</source>
        <translation>Orientation</translation>
    </message>
    <message>
        <source>Fatigue</source>
        <translation>Fatigue</translation>
    </message>
    <message>
        <source>Ammunition</source>
        <translation>Munitions</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hexagone</translation>
    </message>
    <message>
        <source>not on the map</source>
        <translation>pas sur la carte</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Pertes</translation>
    </message>
    <message>
        <source>%1 casualties, %2 stragglers</source>
        <translation>%1 hors de combat, %2 traînards</translation>
    </message>
    <message>
        <source>Commands</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Reports to</source>
        <translation>Subordonné à</translation>
    </message>
    <message>
        <source>Roads</source>
        <translation>Routes</translation>
    </message>
    <message>
        <source>Hexsides</source>
        <translation>Côtés d&apos;hexagone</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>%1: %2 VP (Union), %3 VP (Confederate)</source>
        <translation>%1&#xa0;: %2 PV (Union), %3 PV (Confédération)</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <source>Here</source>
        <translation>Ici</translation>
    </message>
    <message>
        <source>&lt;i&gt;No battle loaded.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Aucune bataille chargée.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;Point at a unit or a hex; click a unit to select it.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Pointez une unité ou un hexagone&#xa0;; cliquez sur une unité pour la sélectionner.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>side and unit type</comment>
        <extracomment>The line under a unit&apos;s name, e.g. &quot;Union infantry&quot;: %1 the side, %2 the unit type.</extracomment>
        <translation>%2 (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%1, from %2, %n turn(s)</source>
        <translation>
            <numerusform>%1, à partir de %2, %n tour</numerusform>
            <numerusform>%1, à partir de %2, %n tours</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hardtack::ui::OobPanel</name>
    <message numerus="yes">
        <source>%n gun(s)</source>
        <translation>
            <numerusform>%n canon</numerusform>
            <numerusform>%n canons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n men</source>
        <translation>
            <numerusform>%n homme</numerusform>
            <numerusform>%n hommes</numerusform>
        </translation>
    </message>
    <message>
        <source>Formation / unit</source>
        <translation>Formation / unité</translation>
    </message>
    <message>
        <source>Not on the map</source>
        <translation>Pas sur la carte</translation>
    </message>
    <message numerus="yes">
        <source>, %n gun(s)</source>
        <translation>
            <numerusform>, %n canon</numerusform>
            <numerusform>, %n canons</numerusform>
        </translation>
    </message>
    <message>
        <source>Leader / strength</source>
        <translation>Chef / effectif</translation>
    </message>
    <message>
        <source>%1, rating %2</source>
        <translation>%1, valeur %2</translation>
    </message>
</context>
</TS>
