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
    <message>
        <source>orders need the scenario the battle started from (&quot;start&quot;)</source>
        <translation>les ordres nécessitent le scénario de départ de la bataille (&quot;start&quot;)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an enemy unit of this side</source>
        <translation>&quot;%1&quot; n&apos;est pas une unité ennemie de ce camp</translation>
    </message>
    <message>
        <source>hex [%1,%2] is off the map</source>
        <translation>l&apos;hexagone [%1,%2] est hors de la carte</translation>
    </message>
    <message>
        <source>expected one digit per event of the log (%1), not %2</source>
        <translation>attendu un chiffre par événement du journal (%1), pas %2</translation>
    </message>
    <message>
        <source>character %1 is &quot;%2&quot;: expected 0, 1, 2 or 3</source>
        <translation>le caractère %1 est &quot;%2&quot; : attendu 0, 1, 2 ou 3</translation>
    </message>
    <message>
        <source>an order is refused</source>
        <translation>un ordre est refusé</translation>
    </message>
    <message>
        <source>another event</source>
        <translation>un autre événement</translation>
    </message>
    <message>
        <source>another state</source>
        <translation>un autre état</translation>
    </message>
    <message>
        <source>differs from the re-simulation of the save&apos;s orders (%1)</source>
        <translation>diffère de la nouvelle simulation des ordres de la sauvegarde (%1)</translation>
    </message>
</context>
<context>
    <name>CampaignFile</name>
    <message>
        <source>expected [longitude, latitude]</source>
        <translation>[longitude, latitude] attendu</translation>
    </message>
    <message>
        <source>duplicate id &quot;%1&quot; (ids of %2 must be unique)</source>
        <translation>identifiant « %1 » en double (les identifiants des %2 doivent être uniques)</translation>
    </message>
    <message>
        <source>armies, brigades, leaders, fleets and ships</source>
        <translation>armées, brigades, chefs, flottes et navires</translation>
    </message>
    <message>
        <source>expected a date YYYY-MM-DD</source>
        <translation>une date AAAA-MM-JJ était attendue</translation>
    </message>
    <message>
        <source>the war lasts %1 campaigns (RULES §17)</source>
        <translation>la guerre dure %1 campagnes (RÈGLES §17)</translation>
    </message>
    <message>
        <source>expected an object of language codes</source>
        <translation>un objet de codes de langue était attendu</translation>
    </message>
    <message>
        <source>a second &quot;%1&quot; city (there is exactly one)</source>
        <translation>une seconde ville « %1 » (il y en a exactement une)</translation>
    </message>
    <message>
        <source>no city of kind &quot;richmond&quot; (the Confederate capital)</source>
        <translation>aucune ville de type « richmond » (la capitale confédérée)</translation>
    </message>
    <message>
        <source>no city of kind &quot;washington&quot; (the Union capital)</source>
        <translation>aucune ville de type « washington » (la capitale de l&apos;Union)</translation>
    </message>
    <message>
        <source>unknown city or zone &quot;%1&quot;</source>
        <translation>ville ou zone inconnue « %1 »</translation>
    </message>
    <message>
        <source>a %1 connection joins cities; &quot;%2&quot; is a zone</source>
        <translation>une liaison %1 relie des villes ; « %2 » est une zone</translation>
    </message>
    <message>
        <source>a %1 connection joins zones, ports and river cities; &quot;%2&quot; is none</source>
        <translation>une liaison %1 relie des zones, des ports et des villes fluviales ; « %2 » n&apos;est rien de tout cela</translation>
    </message>
    <message>
        <source>a connection from &quot;%1&quot; to itself</source>
        <translation>une liaison de « %1 » vers elle-même</translation>
    </message>
    <message>
        <source>city &quot;%1&quot; has no connection</source>
        <translation>la ville « %1 » n&apos;a aucune liaison</translation>
    </message>
    <message>
        <source>zone &quot;%1&quot; has no connection</source>
        <translation>la zone « %1 » n&apos;a aucune liaison</translation>
    </message>
    <message>
        <source>an army stands in a city; &quot;%1&quot; is a zone</source>
        <translation>une armée se trouve dans une ville ; « %1 » est une zone</translation>
    </message>
    <message>
        <source>unknown city &quot;%1&quot;</source>
        <translation>ville inconnue « %1 »</translation>
    </message>
    <message>
        <source>a fleet lies in a zone, a port or a river city; &quot;%1&quot; is none</source>
        <translation>une flotte se trouve dans une zone, un port ou une ville fluviale ; « %1 » n&apos;est rien de tout cela</translation>
    </message>
    <message>
        <source>only artillery brigades have guns</source>
        <translation>seules les brigades d&apos;artillerie ont des canons</translation>
    </message>
    <message>
        <source>cities and zones</source>
        <translation>villes et zones</translation>
    </message>
    <message>
        <source>an army needs at least one brigade</source>
        <translation>une armée doit compter au moins une brigade</translation>
    </message>
    <message>
        <source>a fleet needs at least one ship</source>
        <translation>une flotte doit compter au moins un navire</translation>
    </message>
    <message>
        <source>only a port or a river city has waters</source>
        <translation>seuls un port ou une ville fluviale ont des eaux</translation>
    </message>
    <message>
        <source>a city&apos;s waters are coastal, harbor, river or river-mouth</source>
        <translation>les eaux d&apos;une ville sont coastal, harbor, river ou river-mouth</translation>
    </message>
    <message>
        <source>unknown fleet &quot;%1&quot;</source>
        <translation>flotte inconnue «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>fleet &quot;%1&quot; is the other side&apos;s</source>
        <translation>la flotte «&#xa0;%1&#xa0;» est à l&apos;autre camp</translation>
    </message>
    <message>
        <source>an army aboard lies where its fleet lies, &quot;%1&quot;</source>
        <translation>une armée embarquée se trouve là où est sa flotte, «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>a fort commands a zone, a port or a river city; &quot;%1&quot; is none</source>
        <translation>un fort commande une zone, un port ou une ville fluviale&#xa0;; «&#xa0;%1&#xa0;» n&apos;est rien de cela</translation>
    </message>
</context>
<context>
    <name>CampaignOrders</name>
    <message>
        <source>there is no such army or fleet</source>
        <translation>cette armée ou flotte n&apos;existe pas</translation>
    </message>
    <message>
        <source>that army or fleet belongs to the enemy</source>
        <translation>cette armée ou flotte appartient à l&apos;ennemi</translation>
    </message>
    <message>
        <source>there is no such place on the map</source>
        <translation>ce lieu n&apos;existe pas sur la carte</translation>
    </message>
    <message>
        <source>no route leads there</source>
        <translation>aucune route n&apos;y mène</translation>
    </message>
    <message>
        <source>the city is not ours</source>
        <translation>la ville n&apos;est pas à nous</translation>
    </message>
    <message>
        <source>an enemy army holds the city</source>
        <translation>une armée ennemie tient la ville</translation>
    </message>
    <message>
        <source>sea-going ships are built only in ports</source>
        <translation>les navires de haute mer ne se construisent que dans les ports</translation>
    </message>
    <message>
        <source>river craft are built only in river cities</source>
        <translation>les bâtiments fluviaux ne se construisent que dans les villes fluviales</translation>
    </message>
    <message>
        <source>the treasury cannot pay for it</source>
        <translation>le trésor ne peut pas le payer</translation>
    </message>
    <message>
        <source>there are not enough men to recruit</source>
        <translation>il n&apos;y a pas assez d&apos;hommes à recruter</translation>
    </message>
    <message>
        <source>the draft has already been implemented</source>
        <translation>la conscription est déjà en vigueur</translation>
    </message>
    <message>
        <source>tax must lie between 0 and %1%, tariff between 0 and %2%</source>
        <translation>l&apos;impôt doit être compris entre 0 et %1%, les droits de douane entre 0 et %2%</translation>
    </message>
    <message>
        <source>an issue of greenbacks is between 1 and %1 million dollars</source>
        <translation>une émission de greenbacks est comprise entre 1 et %1 millions de dollars</translation>
    </message>
    <message>
        <source>the war is over</source>
        <translation>la guerre est terminée</translation>
    </message>
    <message>
        <source>the army is aboard ship: land it first</source>
        <translation>l&apos;armée est embarquée&#xa0;: débarquez-la d&apos;abord</translation>
    </message>
    <message>
        <source>the army is not aboard ship</source>
        <translation>l&apos;armée n&apos;est pas embarquée</translation>
    </message>
    <message>
        <source>an army embarks only in a port or river city of ours</source>
        <translation>une armée n&apos;embarque que dans un de nos ports ou une de nos villes fluviales</translation>
    </message>
    <message>
        <source>the fleet is neither in the army&apos;s city nor in the waters beside it</source>
        <translation>la flotte n&apos;est ni dans la ville de l&apos;armée ni dans les eaux voisines</translation>
    </message>
    <message>
        <source>the fleet&apos;s transports have no room for the army</source>
        <translation>les transports de la flotte n&apos;ont pas de place pour l&apos;armée</translation>
    </message>
    <message>
        <source>the fleet neither lies nor sails beside that shore</source>
        <translation>la flotte ne mouille ni ne fait voile devant ce rivage</translation>
    </message>
</context>
<context>
    <name>CampaignSave</name>
    <message>
        <source>expected [union, confederate]</source>
        <translation>attendu [union, confederate]</translation>
    </message>
    <message>
        <source>expected an object of brigade ids and men lost</source>
        <translation>attendu un objet d’identifiants de brigade et d’hommes perdus</translation>
    </message>
    <message>
        <source>expected one outcome for each of the battle&apos;s %1 ships</source>
        <translation>attendu un résultat pour chacun des %1 navires de la bataille</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a ship of the battle, or is listed twice</source>
        <translation>« %1 » n’est pas un navire de la bataille, ou figure deux fois</translation>
    </message>
    <message>
        <source>expected the seed as a decimal string</source>
        <translation>attendu la graine sous forme de chaîne décimale</translation>
    </message>
    <message>
        <source>expected four 16-digit hex strings, not all zero</source>
        <translation>attendu quatre chaînes hexadécimales de 16 chiffres, pas toutes nulles</translation>
    </message>
    <message>
        <source>an army stands in a city; &quot;%1&quot; is none</source>
        <translation>une armée se tient dans une ville ; « %1 » n’en est pas une</translation>
    </message>
    <message>
        <source>a fleet lies in a zone, a port or a river city; &quot;%1&quot; is none</source>
        <translation>une flotte se trouve dans une zone, un port ou une ville fluviale ; « %1 » n’est rien de cela</translation>
    </message>
    <message>
        <source>no army or fleet &quot;%1&quot;</source>
        <translation>aucune armée ni flotte « %1 »</translation>
    </message>
    <message>
        <source>a second march of &quot;%1&quot;</source>
        <translation>une seconde marche de « %1 »</translation>
    </message>
    <message>
        <source>unknown city or zone &quot;%1&quot;</source>
        <translation>ville ou zone inconnue « %1 »</translation>
    </message>
    <message>
        <source>the events count %1 turns played; the save is at turn %2</source>
        <translation>les événements comptent %1 tours joués ; la sauvegarde est au tour %2</translation>
    </message>
    <message>
        <source>expected one entry for each of the %1 turns played</source>
        <translation>attendu une entrée pour chacun des %1 tours joués</translation>
    </message>
    <message>
        <source>an order of the other side</source>
        <translation>un ordre de l’autre camp</translation>
    </message>
    <message>
        <source>unknown city &quot;%1&quot;</source>
        <translation>ville inconnue « %1 »</translation>
    </message>
    <message>
        <source>a battle needs armies of both sides</source>
        <translation>une bataille exige des armées des deux camps</translation>
    </message>
    <message>
        <source>no %1 army &quot;%2&quot; in %3</source>
        <translation>aucune armée %1 « %2 » à %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a zone, a port or a river city</source>
        <translation>« %1 » n’est ni une zone, ni un port, ni une ville fluviale</translation>
    </message>
    <message>
        <source>expected one outcome for each of the battle&apos;s %1 batteries</source>
        <translation>un résultat attendu pour chacune des %1 batteries de la bataille</translation>
    </message>
    <message>
        <source>expected the battery &quot;%1&quot;</source>
        <translation>batterie attendue&#xa0;: «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>no fleet of its side &quot;%1&quot;</source>
        <translation>aucune flotte de son camp «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>an army aboard lies where its fleet lies, &quot;%1&quot;</source>
        <translation>une armée embarquée se trouve là où est sa flotte, «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>CascadeOverlay</name>
    <message>
        <source>holds</source>
        <translation>tient</translation>
    </message>
    <message>
        <source>disrupted</source>
        <translation>désorganisée</translation>
    </message>
    <message>
        <source>routs</source>
        <translation>en déroute</translation>
    </message>
    <message>
        <source>stragglers</source>
        <translation>traînards</translation>
    </message>
    <message>
        <source>forced rout</source>
        <translation>déroute forcée</translation>
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
        <source>%1 trials (seeds %2 to %3): Union wins %4%, Confederates win %5%, no winner %6%; mean laurels Union %7, Confederate %8.</source>
        <translation>%1 essais (graines %2 à %3)&#xa0;: victoires de l&apos;Union %4&#xa0;%, victoires confédérées %5&#xa0;%, sans vainqueur %6&#xa0;%&#xa0;; lauriers moyens Union %7, Confédération %8.</translation>
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
    <message>
        <source>unknown language &quot;%1&quot; (expected en, de or fr)</source>
        <translation>langue inconnue &quot;%1&quot; (attendu&#xa0;: en, de ou fr)</translation>
    </message>
    <message>
        <source>the %1 translation is not built into this program</source>
        <translation>la traduction %1 n&apos;est pas intégrée à ce programme</translation>
    </message>
    <message>
        <source>[%1 %2 %3] %4</source>
        <translation>[%1 %2 %3] %4</translation>
    </message>
    <message>
        <source>naval: give exactly one battle file (usage: hardtack-cli naval BATTLE --seed S [--trials N] [--json] [--events] [--union ai] [--confederate ai])</source>
        <translation>naval&#xa0;: indiquez exactement un fichier de bataille (usage&#xa0;: hardtack-cli naval BATTLE --seed S [--trials N] [--json] [--events] [--union ai] [--confederate ai])</translation>
    </message>
    <message>
        <source>naval: --%1 takes &quot;ai&quot; (the naval computer player), not &quot;%2&quot;</source>
        <translation>naval&#xa0;: --%1 accepte &quot;ai&quot; (le joueur ordinateur naval), pas &quot;%2&quot;</translation>
    </message>
    <message>
        <source>odds: give exactly one scenario or save (usage: %1)</source>
        <translation>odds&#xa0;: indiquez exactement un scénario ou une sauvegarde (usage&#xa0;: %1)</translation>
    </message>
    <message>
        <source>odds: give exactly one of --fire and --melee (usage: %1)</source>
        <translation>odds&#xa0;: indiquez exactement une option parmi --fire et --melee (usage&#xa0;: %1)</translation>
    </message>
    <message>
        <source>odds: --by ID[,ID...] is required: the units that fire or attack</source>
        <translation>odds&#xa0;: --by ID[,ID...] est obligatoire&#xa0;: les unités qui tirent ou attaquent</translation>
    </message>
    <message>
        <source>odds: --at must be the target hex as COLUMN,ROW (e.g. --at 4,5), not &quot;%1&quot;</source>
        <translation>odds&#xa0;: --at doit être l&apos;hexagone cible sous la forme COLONNE,LIGNE (p. ex. --at 4,5), pas &quot;%1&quot;</translation>
    </message>
    <message>
        <source>odds: illegal fire: %1</source>
        <translation>odds&#xa0;: tir impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>Fire of %1 on %2 (turn %3, %4, %5): value %6, casualties %7 to %8, mean %9</source>
        <translation>Tir de %1 sur %2 (tour %3, %4, %5)&#xa0;: valeur %6, pertes de %7 à %8, moyenne %9</translation>
    </message>
    <message>
        <source>  %1: loses %2 men on average; fails its morale check %3%, routs %4%</source>
        <translation>  %1&#xa0;: perd %2 hommes en moyenne&#xa0;; échoue à son test de moral dans %3&#xa0;% des cas, part en déroute dans %4&#xa0;% des cas</translation>
    </message>
    <message>
        <source>Chance that a rout starts a cascade: %1%%2</source>
        <translation>Probabilité qu&apos;une déroute déclenche une cascade&#xa0;: %1&#xa0;%%2</translation>
    </message>
    <message>
        <source> (estimated by trials)</source>
        <translation> (estimation par essais)</translation>
    </message>
    <message>
        <source>odds: illegal melee: %1</source>
        <translation>odds&#xa0;: mêlée impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>Melee of %1 on %2 (turn %3, %4, %5): attack %6 against defence %7, odds %8, wins %9%</source>
        <translation>Mêlée de %1 contre %2 (tour %3, %4, %5)&#xa0;: attaque %6 contre défense %7, rapport %8, chances de victoire %9&#xa0;%</translation>
    </message>
    <message>
        <source>Expected casualties: attackers %1, defenders %2%3</source>
        <translation>Pertes attendues&#xa0;: attaquants %1, défenseurs %2%3</translation>
    </message>
    <message>
        <source>play: give exactly one scenario (usage: hardtack-cli play SCENARIO --union ai|hard|greedy|scripted|passive --confederate ai|hard|greedy|scripted|passive --seed N [--turns K] [--save FILE] [--json])</source>
        <translation>play&#xa0;: indiquez exactement un scénario (usage&#xa0;: hardtack-cli play SCENARIO --union ai|hard|greedy|scripted|passive --confederate ai|hard|greedy|scripted|passive --seed N [--turns K] [--save FILE] [--json])</translation>
    </message>
    <message>
        <source>play: --%1 must be ai, hard, greedy, scripted or passive, not &quot;%2&quot;</source>
        <translation>play&#xa0;: --%1 doit valoir ai, hard, greedy, scripted ou passive, pas &quot;%2&quot;</translation>
    </message>
    <message>
        <source>play: cannot save: %1</source>
        <translation>play&#xa0;: sauvegarde impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>replay: give exactly one save (usage: hardtack-cli replay SAVE [--json])</source>
        <translation>replay&#xa0;: indiquez exactement une sauvegarde (usage&#xa0;: hardtack-cli replay SAVE [--json])</translation>
    </message>
    <message>
        <source>%1: $.start: this save does not record the scenario it started from</source>
        <translation>%1&#xa0;: $.start&#xa0;: cette sauvegarde n&apos;enregistre pas le scénario dont elle est partie</translation>
    </message>
    <message>
        <source>%1: replayed %2 orders, %3 events, identical (log hash %4)</source>
        <translation>%1&#xa0;: %2 ordres rejoués, %3 événements, identiques (empreinte du journal %4)</translation>
    </message>
    <message>
        <source>view: give one scenario or save and a side (usage: hardtack-cli view FILE --side union|confederate [--json])</source>
        <translation>view&#xa0;: indiquez un scénario ou une sauvegarde et un camp (usage&#xa0;: hardtack-cli view FILE --side union|confederate [--json])</translation>
    </message>
    <message>
        <source>view: --side must be union or confederate, not &quot;%1&quot;</source>
        <translation>view&#xa0;: --side doit valoir union ou confederate, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 at turn %2, %3%4</source>
        <translation>%1 au tour %2, %3%4</translation>
    </message>
    <message>
        <source> (night)</source>
        <translation> (nuit)</translation>
    </message>
    <message>
        <source>sees: %1</source>
        <translation>voit&#xa0;: %1</translation>
    </message>
    <message>
        <source>no enemy unit</source>
        <translation>aucune unité ennemie</translation>
    </message>
    <message>
        <source>last saw %1 at %2 on turn %3</source>
        <translation>dernière observation de %1 en %2 au tour %3</translation>
    </message>
    <message>
        <source>campaign: --%1 takes &quot;ai&quot; or &quot;passive&quot;, not &quot;%2&quot;</source>
        <translation>campaign : --%1 accepte « ai » ou « passive », pas « %2 »</translation>
    </message>
    <message>
        <source>Turn %1 (%2): %3 battle at %4: %5; casualties Union %6, Confederate %7.</source>
        <translation>Tour %1 (%2) : bataille %3 à %4 : %5 ; pertes Union %6, Confédération %7.</translation>
    </message>
    <message>
        <source>naval</source>
        <translation>navale</translation>
    </message>
    <message>
        <source>land</source>
        <translation>terrestre</translation>
    </message>
    <message>
        <source>no winner</source>
        <translation>aucun vainqueur</translation>
    </message>
    <message>
        <source>Turn %1 (%2): %3 takes %4.</source>
        <translation>Tour %1 (%2) : %3 prend %4.</translation>
    </message>
    <message>
        <source>%1 wins (%2) in turn %3 of campaign %4.</source>
        <translation>%1 l&apos;emporte (%2) au tour %3 de la campagne %4.</translation>
    </message>
    <message>
        <source>No winner.</source>
        <translation>Aucun vainqueur.</translation>
    </message>
    <message>
        <source>Union morale %1, Confederate morale %2, international opinion %3.</source>
        <translation>Moral de l&apos;Union %1, moral confédéré %2, opinion internationale %3.</translation>
    </message>
    <message>
        <source>%1 land battles, %2 naval battles.</source>
        <translation>%1 batailles terrestres, %2 batailles navales.</translation>
    </message>
    <message>
        <source>cascade: --compare needs --lab</source>
        <translation>cascade : --compare nécessite --lab</translation>
    </message>
    <message>
        <source>cascade: --lab takes the unit, phase, night and Rout Limiting from the file&apos;s &quot;lab&quot; member: leave out --%1</source>
        <translation>cascade : --lab reprend l&apos;unité, la phase, la nuit et la limitation des déroutes du membre « lab » du fichier : omettez --%1</translation>
    </message>
    <message>
        <source>cascade: %1 has no &quot;lab&quot; member</source>
        <translation>cascade : %1 n&apos;a pas de membre « lab »</translation>
    </message>
    <message>
        <source>cascade: the &quot;lab&quot; member of %1 has no &quot;compare&quot;</source>
        <translation>cascade : le membre « lab » de %1 n&apos;a pas de « compare »</translation>
    </message>
    <message>
        <source>campaign: give exactly one campaign file (usage: hardtack-cli campaign FILE --union ai|passive --confederate ai|passive --seed N [--turns N] [--save OUT] [--json])</source>
        <translation>campaign : indiquez exactement un fichier de campagne (usage : hardtack-cli campaign FICHIER --union ai|passive --confederate ai|passive --seed N [--turns N] [--save SORTIE] [--json])</translation>
    </message>
    <message>
        <source>campaign: a save goes on with its own seed; --seed is for a campaign file</source>
        <translation>campaign : une sauvegarde continue avec sa propre graine ; --seed est pour un fichier de campagne</translation>
    </message>
    <message>
        <source> (historically %1)</source>
        <translation> (historiquement : %1)</translation>
    </message>
    <message>
        <source>  Source: %1</source>
        <translation>  Source : %1</translation>
    </message>
    <message>
        <source>narrate: give exactly one save (usage: hardtack-cli narrate SAVE [--lang en|de|fr] [--explain] [--side union|confederate])</source>
        <translation>narrate : donnez exactement une sauvegarde (usage : hardtack-cli narrate SAVE [--lang en|de|fr] [--explain] [--side union|confederate])</translation>
    </message>
    <message>
        <source>odds: at this moment of %1 the %2 give orders, not the %3</source>
        <translation>odds : à ce moment de %1, ce sont les %2 qui donnent les ordres, pas les %3</translation>
    </message>
    <message>
        <source>%1: --%2 must be union or confederate, not &quot;%3&quot;</source>
        <translation>%1 : --%2 doit être union ou confederate, pas &quot;%3&quot;</translation>
    </message>
    <message>
        <source>%1: %2: the save differs from the re-simulation of its orders</source>
        <translation>%1 : %2 : la sauvegarde diffère de la nouvelle simulation de ses ordres</translation>
    </message>
    <message>
        <source>%1: --%2 must be a whole number from 0 to %3, not &quot;%4&quot;</source>
        <translation>%1&#xa0;: --%2 doit être un nombre entier de 0 à %3, pas &quot;%4&quot;</translation>
    </message>
    <message>
        <source>%1: --seed %2 with --trials %3 runs past the last seed (%4)</source>
        <translation>%1&#xa0;: --seed %2 avec --trials %3 dépasse la dernière graine (%4)</translation>
    </message>
    <message>
        <source>turn play: give a scenario or the last turn file, --player and --out (usage: hardtack-cli turn play FROM --player ai|hard|greedy|scripted|passive --out FILE [--password PW] [--begun N] [--seed S --union-password A --confederate-password B])</source>
        <translation>turn play&#xa0;: indiquez un scénario ou le dernier fichier de tour, --player et --out (usage&#xa0;: hardtack-cli turn play FROM --player ai|hard|greedy|scripted|passive --out FILE [--password PW] [--begun N] [--seed S --union-password A --confederate-password B])</translation>
    </message>
    <message>
        <source>turn play: --player must be ai, hard, greedy, scripted or passive, not &quot;%1&quot;</source>
        <translation>turn play&#xa0;: --player doit être ai, hard, greedy, scripted ou passive, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <source>turn play: a new game needs --seed, --union-password and --confederate-password</source>
        <translation>turn play&#xa0;: une nouvelle partie demande --seed, --union-password et --confederate-password</translation>
    </message>
    <message>
        <source>turn play: --%1 is for a new game; %2 is a turn file</source>
        <translation>turn play&#xa0;: --%1 sert à une nouvelle partie&#xa0;; %2 est un fichier de tour</translation>
    </message>
    <message>
        <source>turn play: %1: the battle is over</source>
        <translation>turn play&#xa0;: %1&#xa0;: la bataille est finie</translation>
    </message>
    <message>
        <source>turn play: %1: wrong password for %2, whose turn it is</source>
        <translation>turn play&#xa0;: %1&#xa0;: mauvais mot de passe pour %2, qui a la main</translation>
    </message>
    <message>
        <source>%1: %2&apos;s orders %3 to %4; next: %5</source>
        <translation>%1&#xa0;: ordres %3 à %4 de %2&#xa0;; ensuite&#xa0;: %5</translation>
    </message>
    <message>
        <source>the battle is over</source>
        <translation>la bataille est finie</translation>
    </message>
    <message>
        <source>%1, turn %2, %3 phase</source>
        <translation>%1, tour %2, phase %3</translation>
    </message>
    <message>
        <source>turn verify: give the turn files in order (usage: hardtack-cli turn verify FILE... [--password PW])</source>
        <translation>turn verify&#xa0;: indiquez les fichiers de tour dans l&apos;ordre (usage&#xa0;: hardtack-cli turn verify FILE... [--password PW])</translation>
    </message>
    <message>
        <source>%1: ok (%2&apos;s orders %3 to %4, begun %5 time(s); next: %6)</source>
        <translation>%1&#xa0;: ok (ordres %3 à %4 de %2, commencé %5&#xa0;fois&#xa0;; ensuite&#xa0;: %6)</translation>
    </message>
    <message>
        <source>%1: wrong password for %2, whose turn it is</source>
        <translation>%1&#xa0;: mauvais mot de passe pour %2, qui a la main</translation>
    </message>
    <message>
        <source>turn: give play or verify (usage: hardtack-cli turn play FROM ... | turn verify FILE...)</source>
        <translation>turn&#xa0;: indiquez play ou verify (usage&#xa0;: hardtack-cli turn play FROM ... | turn verify FILE...)</translation>
    </message>
    <message>
        <source>net: give --host PORT or --join HOST:PORT (usage: hardtack-cli %1)</source>
        <translation>net : donnez --host PORT ou --join HÔTE:PORT (usage : hardtack-cli %1)</translation>
    </message>
    <message>
        <source>net: the host gives exactly one scenario (usage: hardtack-cli %1)</source>
        <translation>net : l&apos;hôte donne exactement un scénario (usage : hardtack-cli %1)</translation>
    </message>
    <message>
        <source>net: a joiner gives no scenario: the host sends it (usage: hardtack-cli %1)</source>
        <translation>net : qui rejoint ne donne pas de scénario : l&apos;hôte l&apos;envoie (usage : hardtack-cli %1)</translation>
    </message>
    <message>
        <source>net: give --side union or --side confederate</source>
        <translation>net : donnez --side union ou --side confederate</translation>
    </message>
    <message>
        <source>net: --player must be ai, hard, greedy, scripted or passive, not &quot;%1&quot;</source>
        <translation>net : --player doit être ai, hard, greedy, scripted ou passive, pas « %1 »</translation>
    </message>
    <message>
        <source>net: give the game password with --password (both players the same)</source>
        <translation>net : donnez le mot de passe de la partie avec --password (le même pour les deux joueurs)</translation>
    </message>
    <message>
        <source>net: %1</source>
        <translation>net : %1</translation>
    </message>
    <message>
        <source>listening on port %1</source>
        <translation>en attente sur le port %1</translation>
    </message>
    <message>
        <source>net: --join wants HOST:PORT with a port from 1 to 65535, not &quot;%1&quot;</source>
        <translation>net : --join attend HÔTE:PORT avec un port de 1 à 65535, pas « %1 »</translation>
    </message>
    <message>
        <source>playing %1 as %2, seed %3</source>
        <translation>joue %1 comme %2, graine %3</translation>
    </message>
    <message>
        <source>connection lost (%1); resuming</source>
        <translation>connexion perdue (%1) ; reprise</translation>
    </message>
    <message>
        <source>connection resumed</source>
        <translation>connexion reprise</translation>
    </message>
    <message>
        <source>the peer says: %1</source>
        <translation>l&apos;adversaire dit : %1</translation>
    </message>
    <message>
        <source>the game did not start</source>
        <translation>la partie n&apos;a pas commencé</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <source>ammunition kept</source>
        <translation>munitions conservées</translation>
    </message>
    <message>
        <source>rest</source>
        <translation>repos</translation>
    </message>
    <message>
        <source>no rally</source>
        <translation>pas de ralliement</translation>
    </message>
    <message>
        <source>still disrupted</source>
        <translation>toujours désorganisé</translation>
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
    <message>
        <source>You see no enemy unit at %1.</source>
        <translation>Vous ne voyez aucune unité ennemie en %1.</translation>
    </message>
    <message>
        <source>not a fire order</source>
        <translation>ce n&apos;est pas un ordre de tir</translation>
    </message>
    <message>
        <source>not a melee order</source>
        <translation>ce n&apos;est pas un ordre de mêlée</translation>
    </message>
</context>
<context>
    <name>GeneratedName</name>
    <message>
        <source>%1 Infantry No. %2</source>
        <translation>%1 infanterie nº %2</translation>
    </message>
    <message>
        <source>%1 Cavalry No. %2</source>
        <translation>%1 cavalerie nº %2</translation>
    </message>
    <message>
        <source>%1 Artillery No. %2</source>
        <translation>%1 artillerie nº %2</translation>
    </message>
    <message>
        <source>Army at %1</source>
        <translation>Armée à %1</translation>
    </message>
    <message>
        <source>Commander at %1</source>
        <translation>Commandant à %1</translation>
    </message>
    <message>
        <source>%1 No. %2</source>
        <translation>%1 nº %2</translation>
    </message>
    <message>
        <source>%1 Squadron</source>
        <translation>Escadre %1</translation>
    </message>
    <message>
        <source>Replacement for %1</source>
        <translation>Remplaçant (%1)</translation>
    </message>
    <message>
        <source>%1, regiment %2</source>
        <translation>%1, régiment %2</translation>
    </message>
    <message>
        <source>%1, battery %2</source>
        <translation>%1, batterie %2</translation>
    </message>
    <message>
        <source>The general commanding %1</source>
        <translation>Le général commandant %1</translation>
    </message>
    <message>
        <source>The colonel commanding %1</source>
        <translation>Le colonel commandant %1</translation>
    </message>
    <message>
        <source>Battle of %1</source>
        <translation>Bataille de %1</translation>
    </message>
    <message>
        <source>A battle of the campaign: the defenders hold %1.</source>
        <translation>Une bataille de la campagne : les défenseurs tiennent %1.</translation>
    </message>
</context>
<context>
    <name>HeatMapItem</name>
    <message>
        <source>forced</source>
        <translation>forcée</translation>
    </message>
    <message>
        <source>Tinted: units the panic reached; the number: in how many of the simulated cascades that happened. Ringed: the unit forced to rout.</source>
        <translation>Teinte : les unités atteintes par la panique ; le nombre : dans combien de cascades simulées cela s&apos;est produit. Cerclée : l&apos;unité forcée à la déroute.</translation>
    </message>
    <message>
        <source>Percentage points. Red: it happens more often in the second setup; blue: less often.</source>
        <translation>Points de pourcentage. Rouge : cela arrive plus souvent dans la seconde configuration ; bleu : moins souvent.</translation>
    </message>
</context>
<context>
    <name>HexBattle</name>
    <message>
        <source>no land battle %1 this turn</source>
        <translation>aucune bataille terrestre %1 ce tour-ci</translation>
    </message>
    <message>
        <source>campaign battle at %1</source>
        <translation>bataille de campagne à %1</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>give killed, wounded and missing together, or only the total</source>
        <translation>donner ensemble tués, blessés et disparus, ou seulement le total</translation>
    </message>
    <message>
        <source>killed, wounded and missing add up to %1, not the total %2</source>
        <translation>tués, blessés et disparus font %1, et non le total %2</translation>
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
    <message>
        <source>expected an object</source>
        <translation>attendu&#xa0;: un objet</translation>
    </message>
    <message>
        <source>expected a time &quot;HH:MM&quot;, found &quot;%1&quot;</source>
        <translation>attendu&#xa0;: une heure &quot;HH:MM&quot;, trouvé&#xa0;: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected an event object</source>
        <translation>attendu&#xa0;: un objet événement</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>attendu&#xa0;: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>n’est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>a raw control character (byte %1) in a member name: it must be written \u%2</source>
        <translation>un caractère de contrôle brut (octet %1) dans un nom de membre : il doit s’écrire \u%2</translation>
    </message>
    <message>
        <source>a raw control character (byte %1) in a string: it must be written \u%2</source>
        <translation>un caractère de contrôle brut (octet %1) dans une chaîne : il doit s’écrire \u%2</translation>
    </message>
    <message>
        <source>the member &quot;%1&quot; is given twice in this object</source>
        <translation>le membre &quot;%1&quot; figure deux fois dans cet objet</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>attendu&#xa0;: %1</translation>
    </message>
    <message>
        <source>unexpected member &quot;%1&quot; here</source>
        <translation>membre &quot;%1&quot; inattendu ici</translation>
    </message>
    <message>
        <source>a name is at most %1 characters, this one has %2</source>
        <translation>un nom a au plus %1&#xa0;caractères, celui-ci en a %2</translation>
    </message>
    <message>
        <source>expected a seed as a decimal string of an unsigned 64-bit integer</source>
        <translation>une graine est attendue sous forme de chaîne décimale d&apos;un entier non signé de 64&#xa0;bits</translation>
    </message>
    <message>
        <source>expected a seed (an integer, or a decimal string), found %1</source>
        <translation>une graine est attendue (un entier ou une chaîne décimale), trouvé&#xa0;: %1</translation>
    </message>
    <message>
        <source>a seed as a number is a whole number from 0 to 2^53 (write a larger one as a string)</source>
        <translation>une graine en nombre est un entier de 0 à 2^53 (écrire une plus grande sous forme de chaîne)</translation>
    </message>
    <message>
        <source>expected a rating letter A to F, found &quot;%1&quot;</source>
        <translation>attendu&#xa0;: une lettre de valeur de A à F, trouvé&#xa0;: &quot;%1&quot;</translation>
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
    <message>
        <source>--seed: &quot;%1&quot; is not a whole number from 0 to 999999999</source>
        <translation>--seed&#xa0;: &quot;%1&quot; n&apos;est pas un nombre entier de 0 à 999999999</translation>
    </message>
    <message>
        <source>--phase must be one of %1, not &quot;%2&quot;</source>
        <translation>--phase doit valoir l&apos;une des valeurs %1, pas « %2 »</translation>
    </message>
    <message>
        <source>--monte-carlo: &quot;%1&quot; is not a whole number from 1 to 100000000</source>
        <translation>--monte-carlo : « %1 » n&apos;est pas un nombre entier de 1 à 100000000</translation>
    </message>
    <message>
        <source>--step: &quot;%1&quot; is not a whole number from 0 up</source>
        <translation>--step : « %1 » n&apos;est pas un nombre entier supérieur ou égal à 0</translation>
    </message>
    <message>
        <source>--unit: %1 has no unit with the id &quot;%2&quot;</source>
        <translation>--unit : %1 n&apos;a aucune unité d&apos;identifiant « %2 »</translation>
    </message>
    <message>
        <source>--unit: unit &quot;%1&quot; is not on the map</source>
        <translation>--unit : l&apos;unité « %1 » n&apos;est pas sur la carte</translation>
    </message>
    <message>
        <source>--lab: no scenario given and none found</source>
        <translation>--lab : aucun scénario indiqué ni trouvé</translation>
    </message>
    <message>
        <source>--monte-carlo: no unit to rout (give --unit or a demo file)</source>
        <translation>--monte-carlo : aucune unité à mettre en déroute (indiquez --unit ou un fichier de démonstration)</translation>
    </message>
    <message>
        <source>%1: a turn file opens in the window, with its reader&apos;s password</source>
        <translation>%1 : un fichier de tour s&apos;ouvre dans la fenêtre, avec le mot de passe de son lecteur</translation>
    </message>
    <message>
        <source>--net-host and --net-join: choose one</source>
        <translation>--net-host et --net-join : choisissez l’un des deux</translation>
    </message>
    <message>
        <source>--net-password: a network game needs its game password</source>
        <translation>--net-password : une partie en réseau demande son mot de passe</translation>
    </message>
    <message>
        <source>--net-host: expected a port from 0 to 65535, not &quot;%1&quot;</source>
        <translation>--net-host : un port de 0 à 65535 est attendu, pas « %1 »</translation>
    </message>
    <message>
        <source>--net-side: expected union or confederate, not &quot;%1&quot;</source>
        <translation>--net-side : union ou confederate est attendu, pas « %1 »</translation>
    </message>
    <message>
        <source>--net-host: no scenario to host</source>
        <translation>--net-host : aucun scénario à héberger</translation>
    </message>
    <message>
        <source>--net-join: expected HOST:PORT, not &quot;%1&quot;</source>
        <translation>--net-join : HÔTE:PORT est attendu, pas « %1 »</translation>
    </message>
    <message>
        <source>--net-join: the battle comes from the host; give no file</source>
        <translation>--net-join : la bataille vient de l’hôte ; ne donnez pas de fichier</translation>
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
    <message>
        <source>Movement</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Defensive fire</source>
        <translation>Tir défensif</translation>
    </message>
    <message>
        <source>Offensive fire</source>
        <translation>Tir offensif</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Mêlée</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>the Union</source>
        <translation>l&apos;Union</translation>
    </message>
    <message>
        <source>the Confederacy</source>
        <translation>la Confédération</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Defensive Fire</source>
        <translation>Tir défensif</translation>
    </message>
    <message>
        <source>Offensive Fire</source>
        <translation>Tir offensif</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Mêlée</translation>
    </message>
    <message>
        <source>in good order</source>
        <translation>en bon ordre</translation>
    </message>
    <message>
        <source>disrupted</source>
        <translation>désorganisé</translation>
    </message>
    <message>
        <source>routed</source>
        <translation>en déroute</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normales</translation>
    </message>
    <message>
        <source>low</source>
        <translation>faibles</translation>
    </message>
    <message>
        <source>out</source>
        <translation>épuisées</translation>
    </message>
    <message>
        <source>line</source>
        <translation>ligne</translation>
    </message>
    <message>
        <source>column</source>
        <translation>colonne</translation>
    </message>
    <message>
        <source>mounted</source>
        <translation>à cheval</translation>
    </message>
    <message>
        <source>dismounted</source>
        <translation>pied à terre</translation>
    </message>
    <message>
        <source>limbered</source>
        <translation>sur avant-train</translation>
    </message>
    <message>
        <source>unlimbered</source>
        <translation>en batterie</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>nord-est</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>sud-est</translation>
    </message>
    <message>
        <source>south</source>
        <translation>sud</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>sud-ouest</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>nord-ouest</translation>
    </message>
    <message>
        <source>major victory</source>
        <translation>victoire majeure</translation>
    </message>
    <message>
        <source>minor victory</source>
        <translation>victoire mineure</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>match nul</translation>
    </message>
    <message>
        <source>minor defeat</source>
        <translation>défaite mineure</translation>
    </message>
    <message>
        <source>major defeat</source>
        <translation>défaite majeure</translation>
    </message>
    <message>
        <source>long range</source>
        <translation>longue portée</translation>
    </message>
    <message>
        <source>canister</source>
        <translation>mitraille</translation>
    </message>
    <message>
        <source>fatigue</source>
        <translation>fatigue</translation>
    </message>
    <message>
        <source>quality</source>
        <translation>qualité</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>a bougé</translation>
    </message>
    <message>
        <source>terrain</source>
        <translation>terrain</translation>
    </message>
    <message>
        <source>hexside</source>
        <translation>côté d&apos;hexagone</translation>
    </message>
    <message>
        <source>target higher</source>
        <translation>cible plus haute</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>mur</translation>
    </message>
    <message>
        <source>enfilade</source>
        <translation>enfilade</translation>
    </message>
    <message>
        <source>attacking uphill</source>
        <translation>attaque en montée</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1 −%2%</source>
        <translation>%1 −%2&#xa0;%</translation>
    </message>
    <message>
        <source>%1 loses %2 gun(s): %3 whole per 25 men, remainder %4%5.</source>
        <translation>%1 perd %2 canon(s)&#xa0;: %3 à raison d&apos;un par 25 hommes, reste %4%5.</translation>
    </message>
    <message>
        <source> (chance %1, rolled %2)</source>
        <translation> (probabilité %1, jet de %2)</translation>
    </message>
    <message>
        <source>%1 fatigue: rolled %2 in %3–%4, ×%5 = +%6, %7 → %8.</source>
        <translation>Fatigue de %1&#xa0;: jet de %2 entre %3 et %4, ×%5 = +%6, %7 → %8.</translation>
    </message>
    <message>
        <source>%1 was already at maximum fatigue: it must check morale.</source>
        <translation>%1 était déjà à la fatigue maximale&#xa0;: il doit tester son moral.</translation>
    </message>
    <message>
        <source>%1 has no men left.</source>
        <translation>%1 n&apos;a plus d&apos;hommes.</translation>
    </message>
    <message>
        <source>Base (quality): %1</source>
        <translation>Base (qualité)&#xa0;: %1</translation>
    </message>
    <message>
        <source>Final: %1</source>
        <translation>Final&#xa0;: %1</translation>
    </message>
    <message>
        <source>Path: %1</source>
        <translation>Chemin&#xa0;: %1</translation>
    </message>
    <message>
        <source>Die: %1 (passes at %2 or less)</source>
        <translation>Dé&#xa0;: %1 (réussite à %2 ou moins)</translation>
    </message>
    <message>
        <source>Status: %1 → %2</source>
        <translation>État&#xa0;: %1 → %2</translation>
    </message>
    <message>
        <source>Stragglers: %1 men (25 per point above)</source>
        <translation>Traînards&#xa0;: %1 hommes (25 par point au-dessus)</translation>
    </message>
    <message>
        <source>Die: %1 (rallies below %2)</source>
        <translation>Dé&#xa0;: %1 (ralliement en dessous de %2)</translation>
    </message>
    <message>
        <source>No enemy adjacent: recovers without a roll.</source>
        <translation>Aucun ennemi adjacent&#xa0;: réorganisation sans jet de dé.</translation>
    </message>
    <message>
        <source>Quality: %1</source>
        <translation>Qualité&#xa0;: %1</translation>
    </message>
    <message>
        <source>Die: %1 (recovers at %2 or less)</source>
        <translation>Dé&#xa0;: %1 (réorganisation à %2 ou moins)</translation>
    </message>
    <message>
        <source>Rings: %1</source>
        <translation>Cercles&#xa0;: %1</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Nuit</translation>
    </message>
    <message>
        <source>Rout limiting: +1 per ring after the first</source>
        <translation>Limitation des déroutes&#xa0;: +1 par cercle après le premier</translation>
    </message>
    <message>
        <source>%1 at %2: base %3%4 = %5</source>
        <translation>%1 en %2&#xa0;: base %3%4 = %5</translation>
    </message>
    <message>
        <source>  reductions: %1 (total %2%)</source>
        <translation>  réductions&#xa0;: %1 (total %2&#xa0;%)</translation>
    </message>
    <message>
        <source>Casualty roll: %1 (uniform %2 to %3)</source>
        <translation>Jet de pertes&#xa0;: %1 (uniforme de %2 à %3)</translation>
    </message>
    <message numerus="yes">
        <source>enfilade ×1.5 from %n firer(s)</source>
        <translation>
            <numerusform>enfilade ×1,5 par %n tireur</numerusform>
            <numerusform>enfilade ×1,5 par %n tireurs</numerusform>
        </translation>
    </message>
    <message>
        <source>formation ×1.5</source>
        <translation>formation ×1,5</translation>
    </message>
    <message>
        <source>%1: fire value %2%3, share %4, expected %5, lost %6</source>
        <translation>%1&#xa0;: valeur de tir %2%3, part %4, attendu %5, pertes %6</translation>
    </message>
    <message>
        <source>%1: %2 men%3 = %4</source>
        <translation>%1&#xa0;: %2 hommes%3 = %4</translation>
    </message>
    <message>
        <source>Attack %1 against defence %2: odds %3</source>
        <translation>Attaque %1 contre défense %2&#xa0;: rapport %3</translation>
    </message>
    <message>
        <source>Die: %1 (the attackers win from %2)</source>
        <translation>Dé&#xa0;: %1 (les attaquants l&apos;emportent à partir de %2)</translation>
    </message>
    <message>
        <source>Casualty roll: %1</source>
        <translation>Jet de pertes&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1: share %2, expected %3, lost %4</source>
        <translation>%1&#xa0;: part %2, attendu %3, pertes %4</translation>
    </message>
    <message>
        <source>%1: %2 VP (objectives %3), %4; lost %5 men (%6 killed and wounded, %7 prisoners, %8 stragglers), %9 guns</source>
        <translation>%1&#xa0;: %2 PV (objectifs %3), %4&#xa0;; %5 hommes perdus (%6 tués et blessés, %7 prisonniers, %8 traînards), %9 canons</translation>
    </message>
    <message>
        <source>%1 earns %2 laurels</source>
        <translation>%1 gagne %2 lauriers</translation>
    </message>
    <message>
        <source>The battle begins (seed %1).</source>
        <translation>La bataille commence (graine %1).</translation>
    </message>
    <message>
        <source>The battle of %1 begins (seed %2).</source>
        <translation>La bataille de %1 commence (graine %2).</translation>
    </message>
    <message>
        <source>Turn %1 begins at %2 (night).</source>
        <translation>Le tour %1 commence à %2 (nuit).</translation>
    </message>
    <message>
        <source>Turn %1 begins at %2.</source>
        <translation>Le tour %1 commence à %2.</translation>
    </message>
    <message>
        <source>Player turn of %1.</source>
        <translation>Tour de jeu de %1.</translation>
    </message>
    <message>
        <source>%1 phase.</source>
        <translation>Phase&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 moves from %2 to %3 (%4 MP), facing %5.</source>
        <translation>%1 se déplace de %2 à %3 (%4 PM), orientation %5.</translation>
    </message>
    <message>
        <source>It enters an enemy zone of control and stops.</source>
        <translation>Elle entre dans une zone de contrôle ennemie et s&apos;arrête.</translation>
    </message>
    <message>
        <source>%1 rides from %2 to %3 (%4 MP).</source>
        <translation>%1 chevauche de %2 à %3 (%4 PM).</translation>
    </message>
    <message>
        <source>%1 turns from %2 to %3 (%4 MP).</source>
        <translation>%1 change d&apos;orientation&#xa0;: %2 → %3 (%4 PM).</translation>
    </message>
    <message>
        <source>%1 changes from %2 to %3 (%4 MP).</source>
        <translation>%1 change de formation&#xa0;: %2 → %3 (%4 PM).</translation>
    </message>
    <message>
        <source>Enemy in sight: %1.</source>
        <translation>Ennemi en vue&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 loses %2 men</source>
        <translation>%1 perd %2 hommes</translation>
    </message>
    <message>
        <source>%1 fire on %2 (casualty roll %3): %4.</source>
        <translation>Tir de %1 sur %2 (jet de pertes %3)&#xa0;: %4.</translation>
    </message>
    <message>
        <source>the attackers win</source>
        <translation>les attaquants l&apos;emportent</translation>
    </message>
    <message>
        <source>the defenders hold</source>
        <translation>les défenseurs tiennent bon</translation>
    </message>
    <message>
        <source>%1 attack %2 at odds %3 (%4 against %5), rolled %6: %7; attackers lose %8 men, defenders %9.</source>
        <translation>Mêlée de %1 contre %2 au rapport %3 (%4 contre %5), jet de %6&#xa0;: %7&#xa0;; les attaquants perdent %8 hommes, les défenseurs %9.</translation>
    </message>
    <message>
        <source>%1 advances from %2 into %3.</source>
        <translation>%1 avance de %2 en %3.</translation>
    </message>
    <message>
        <source>%1 falls back from %2 to %3.</source>
        <translation>%1 se replie de %2 à %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 routs back %n hex(es) from %2 to %3 (at most %4).</source>
        <translation>
            <numerusform>%1 recule en déroute de %n hexagone, de %2 à %3 (au plus %4).</numerusform>
            <numerusform>%1 recule en déroute de %n hexagones, de %2 à %3 (au plus %4).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is routed but sees no enemy: it stays at %2.</source>
        <translation>%1 est en déroute mais ne voit aucun ennemi&#xa0;: il reste en %2.</translation>
    </message>
    <message>
        <source>%1 is routed and has no way back from %2.</source>
        <translation>%1 est en déroute et n&apos;a aucune voie de repli depuis %2.</translation>
    </message>
    <message>
        <source>beaten in melee, it has no hex to fall back to</source>
        <translation>battu en mêlée, il n&apos;a aucun hexagone où se replier</translation>
    </message>
    <message>
        <source>%1 surrenders at %2 (%3): %4 men taken prisoner, %5 guns lost.</source>
        <translation>%1 se rend en %2 (%3)&#xa0;: %4 hommes faits prisonniers, %5 canons perdus.</translation>
    </message>
    <message>
        <source>%1 surrenders at %2 (%3): %4 men taken prisoner.</source>
        <translation>%1 se rend en %2 (%3)&#xa0;: %4 hommes faits prisonniers.</translation>
    </message>
    <message>
        <source>%1 has lost its last men to straggling and is dispersed.</source>
        <translation>%1 a perdu ses derniers hommes en traînards et est dispersé.</translation>
    </message>
    <message>
        <source>%1 rests: fatigue %2 → %3 (rolled %4 of %5 to %6).</source>
        <translation>%1 se repose&#xa0;: fatigue %2 → %3 (jet de %4 entre %5 et %6).</translation>
    </message>
    <message>
        <source>%1 runs short of ammunition: %2 → %3 (rolled %4, below %5).</source>
        <translation>Les munitions de %1 baissent&#xa0;: %2 → %3 (jet de %4, inférieur à %5).</translation>
    </message>
    <message>
        <source>%1 keeps its ammunition %2 (rolled %3, not below %4).</source>
        <translation>%1 conserve ses munitions %2 (jet de %3, non inférieur à %4).</translation>
    </message>
    <message>
        <source>%1 is resupplied by %2 at %3 hexes (%4 supply points, %5 left).</source>
        <translation>%1 est ravitaillé par %2 à %3 hexagones (%4 points de ravitaillement, %5 restants).</translation>
    </message>
    <message>
        <source>The empty wagons leave the field.</source>
        <translation>Les chariots vides quittent le champ de bataille.</translation>
    </message>
    <message numerus="yes">
        <source>%n straggler(s) return to %1 (%2 still missing).</source>
        <translation>
            <numerusform>%n traînard rejoint %1 (%2 toujours manquants).</numerusform>
            <numerusform>%n traînards rejoignent %1 (%2 toujours manquants).</numerusform>
        </translation>
    </message>
    <message>
        <source>The leader of %1 is unhurt at %2 (rolled %3, hit below %4).</source>
        <translation>Le chef de %1 est indemne en %2 (jet de %3, touché en dessous de %4).</translation>
    </message>
    <message>
        <source>The leader of %1 is killed at %2 (rolled %3, below %4); a replacement rated %5 takes command.</source>
        <translation>Le chef de %1 est tué en %2 (jet de %3, inférieur à %4)&#xa0;; un remplaçant de valeur %5 prend le commandement.</translation>
    </message>
    <message>
        <source>The leader of %1 is wounded at %2 (rolled %3, below %4); a replacement rated %5 takes command.</source>
        <translation>Le chef de %1 est blessé en %2 (jet de %3, inférieur à %4)&#xa0;; un remplaçant de valeur %5 prend le commandement.</translation>
    </message>
    <message>
        <source>%1 escapes from %2 to %3.</source>
        <translation>%1 s&apos;échappe de %2 vers %3.</translation>
    </message>
    <message>
        <source>Reinforcements (%1) are delayed: rolled %2, above %3%.</source>
        <translation>Les renforts (%1) sont retardés&#xa0;: jet de %2, au-dessus de %3&#xa0;%.</translation>
    </message>
    <message>
        <source>Reinforcements (%1) do not come.</source>
        <translation>Les renforts (%1) n&apos;arrivent pas.</translation>
    </message>
    <message>
        <source>Reinforcements arrive at %1: %2 (rolled %3, at most %4%).</source>
        <translation>Des renforts arrivent en %1&#xa0;: %2 (jet de %3, au plus %4&#xa0;%).</translation>
    </message>
    <message>
        <source>Reinforcements arrive at %1: %2.</source>
        <translation>Des renforts arrivent en %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>the last turn is over</source>
        <translation>le dernier tour est terminé</translation>
    </message>
    <message>
        <source>one side has no force left</source>
        <translation>un camp n&apos;a plus aucune force</translation>
    </message>
    <message>
        <source>The battle ends (%1): a draw, %2 to %3 victory points.</source>
        <translation>La bataille se termine (%1)&#xa0;: match nul, %2 à %3 points de victoire.</translation>
    </message>
    <message>
        <source>The battle ends (%1): %2 for %3, %4 to %5 victory points.</source>
        <translation>La bataille se termine (%1)&#xa0;: %2 pour %3, %4 à %5 points de victoire.</translation>
    </message>
    <message>
        <source>Unreadable event (%1: %2).</source>
        <translation>Événement illisible (%1&#xa0;: %2).</translation>
    </message>
    <message>
        <source>Rest (%1): rolled %2 in %3–%4, fatigue %5 → %6</source>
        <translation>Repos (%1) : %2 obtenu dans %3–%4, fatigue %5 → %6</translation>
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
        <source>Chance to run low: %1%, rolled %2 (runs low below the chance)</source>
        <translation>Risque de manquer : %1 %, obtenu %2 (manque sous le risque)</translation>
    </message>
    <message>
        <source>Ammunition: %1 → %2</source>
        <translation>Munitions : %1 → %2</translation>
    </message>
    <message>
        <source>Ammunition stays %1</source>
        <translation>Les munitions restent %1</translation>
    </message>
    <message>
        <source>Wagon %1, %2 hex(es) away: %3 supply point(s) spent, %4 left</source>
        <translation>Chariot %1, à %2 hex : %3 point(s) de ravitaillement dépensé(s), %4 restant(s)</translation>
    </message>
    <message>
        <source>The wagon is empty and leaves the field.</source>
        <translation>Le chariot est vide et quitte le champ de bataille.</translation>
    </message>
    <message>
        <source>%1 men return to the ranks at night; %2 are still missing</source>
        <translation>%1 hommes rejoignent les rangs pendant la nuit ; %2 manquent encore</translation>
    </message>
    <message>
        <source>Chance to be hit: %1%, rolled %2 (hit below the chance)</source>
        <translation>Risque d’être touché : %1 %, obtenu %2 (touché sous le risque)</translation>
    </message>
    <message>
        <source>Killed (even chance of killed or wounded)</source>
        <translation>Tué (chances égales d’être tué ou blessé)</translation>
    </message>
    <message>
        <source>Wounded (even chance of killed or wounded)</source>
        <translation>Blessé (chances égales d’être tué ou blessé)</translation>
    </message>
    <message>
        <source>A replacement rated %1 takes command</source>
        <translation>Un remplaçant noté %1 prend le commandement</translation>
    </message>
    <message>
        <source>Chance to arrive: %1%, rolled %2 on d100 (arrives at the chance or less)</source>
        <translation>Chance d’arriver : %1 %, obtenu %2 au d100 (arrive à la chance ou moins)</translation>
    </message>
    <message>
        <source>Retreats up to %1 hex(es), away from the enemy: %2</source>
        <translation>Recule jusqu’à %1 hex, loin de l’ennemi : %2</translation>
    </message>
    <message>
        <source>Density factor: %1 (%2 men in the hex)</source>
        <translation>Facteur de densité : %1 (%2 hommes dans l’hexagone)</translation>
    </message>
    <message>
        <source>Density factor: %1</source>
        <translation>Facteur de densité : %1</translation>
    </message>
    <message>
        <source>Union</source>
        <translation>Union</translation>
    </message>
    <message>
        <source>Confederates</source>
        <translation>Confédérés</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 (%3 killed, %4 wounded, %5 missing)</source>
        <translation>%1 %2 (%3 tués, %4 blessés, %5 disparus)</translation>
    </message>
    <message>
        <source>a Union victory</source>
        <translation>une victoire de l’Union</translation>
    </message>
    <message>
        <source>a Confederate victory</source>
        <translation>une victoire confédérée</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>un match nul</translation>
    </message>
    <message>
        <source>History: %1, %2; %3.</source>
        <translation>Histoire : %1, %2 ; %3.</translation>
    </message>
    <message>
        <source>%1 is routed and has no way back from %2; no enemy is close enough to take it: it stays.</source>
        <translation>%1 est en déroute et n’a aucune issue depuis %2 ; aucun ennemi n’est assez proche pour la prendre : elle reste.</translation>
    </message>
    <message>
        <source>%1 is routed and hemmed in at %2: it slips away to %3.</source>
        <translation>%1 est en déroute et cernée en %2 : elle s’échappe vers %3.</translation>
    </message>
    <message>
        <source>routed, with the enemy next to it and no way back</source>
        <translation>en déroute, l’ennemi à son contact et sans issue</translation>
    </message>
    <message>
        <source>its guns overrun, alone in the hex</source>
        <translation>ses canons submergés, seule dans l’hexagone</translation>
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
    <message>
        <source>&quot;%1&quot; is not a ship of this battle</source>
        <translation>« %1 » n’est pas un navire de ce combat</translation>
    </message>
</context>
<context>
    <name>NavalNarrator</name>
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
    <message>
        <source>afloat</source>
        <translation>à flot</translation>
    </message>
    <message>
        <source>sunk</source>
        <translation>coulé</translation>
    </message>
    <message>
        <source>captured</source>
        <translation>capturé</translation>
    </message>
    <message>
        <source>fled</source>
        <translation>en fuite</translation>
    </message>
    <message>
        <source>evaded</source>
        <translation>s&apos;est dérobé</translation>
    </message>
    <message>
        <source>at sea</source>
        <translation>en haute mer</translation>
    </message>
    <message>
        <source>coastal waters</source>
        <translation>eaux côtières</translation>
    </message>
    <message>
        <source>harbor</source>
        <translation>port</translation>
    </message>
    <message>
        <source>river</source>
        <translation>fleuve</translation>
    </message>
    <message>
        <source>river mouth</source>
        <translation>embouchure</translation>
    </message>
    <message>
        <source>light wind</source>
        <translation>vent faible</translation>
    </message>
    <message>
        <source>moderate wind</source>
        <translation>vent modéré</translation>
    </message>
    <message>
        <source>strong wind</source>
        <translation>vent fort</translation>
    </message>
    <message>
        <source>Engage</source>
        <translation>Engager le combat</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Accepter le combat</translation>
    </message>
    <message>
        <source>Evade</source>
        <translation>Se dérober</translation>
    </message>
    <message>
        <source>Run past</source>
        <translation>Forcer le passage</translation>
    </message>
    <message>
        <source>At range</source>
        <translation>À distance</translation>
    </message>
    <message>
        <source>Close quarters</source>
        <translation>Courte portée</translation>
    </message>
    <message>
        <source>Hulls</source>
        <translation>Coques</translation>
    </message>
    <message>
        <source>Propulsion</source>
        <translation>Propulsion</translation>
    </message>
    <message>
        <source>Line ahead</source>
        <translation>Ligne de file</translation>
    </message>
    <message>
        <source>Break the line</source>
        <translation>Couper la ligne</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Jamais</translation>
    </message>
    <message>
        <source>After light damage</source>
        <translation>Après des avaries légères</translation>
    </message>
    <message>
        <source>After heavy damage</source>
        <translation>Après de lourdes avaries</translation>
    </message>
    <message>
        <source>To harbor</source>
        <translation>Vers le port</translation>
    </message>
    <message>
        <source>To open sea</source>
        <translation>Vers le large</translation>
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
        <source>80 per battery or per 100 men, whichever is less (%1 men, %2 batteries)</source>
        <translation>80 par batterie ou par 100 hommes, selon le plus faible (%1 hommes, %2 batteries)</translation>
    </message>
    <message>
        <source>evaders to windward</source>
        <translation>navires se dérobant au vent</translation>
    </message>
    <message>
        <source>evaders to leeward</source>
        <translation>navires se dérobant sous le vent</translation>
    </message>
    <message>
        <source>evaders to leeward, on a shore with onshore winds</source>
        <translation>navires se dérobant sous le vent, le long d&apos;une côte avec vent de mer</translation>
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
        <source>even chance</source>
        <translation>chances égales</translation>
    </message>
    <message>
        <source>base strength of a %1 (%2)</source>
        <translation>force de base&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <source>base</source>
        <translation>base</translation>
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
        <source>no ram</source>
        <translation>pas d&apos;éperon</translation>
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
        <source>quality %1 against %2, ±5% per step</source>
        <translation>qualité %1 contre %2, ±5&#xa0;% par cran</translation>
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
        <source>hull damage %1 × %2</source>
        <translation>avaries de coque %1 × %2</translation>
    </message>
    <message>
        <source>hull damage %1</source>
        <translation>avaries de coque %1</translation>
    </message>
    <message>
        <source>propulsion damage %1 × %2</source>
        <translation>avaries de propulsion %1 × %2</translation>
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
        <source>rifled guns</source>
        <translation>canons rayés</translation>
    </message>
    <message>
        <source>smoothbore guns</source>
        <translation>canons à âme lisse</translation>
    </message>
    <message>
        <source>on a high hill</source>
        <translation>sur une colline élevée</translation>
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
        <source>fatigue %1: ×6/fatigue</source>
        <translation>fatigue %1&#xa0;: ×6/fatigue</translation>
    </message>
    <message>
        <source>fatigue %1 (6 or less)</source>
        <translation>fatigue %1 (6 ou moins)</translation>
    </message>
    <message>
        <source>victors&apos; mean propulsion damage %1: ×(1 − damage/5)</source>
        <translation>dégâts de propulsion moyens des vainqueurs %1&#xa0;: ×(1 − dégâts/5)</translation>
    </message>
    <message>
        <source>success</source>
        <translation>succès</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>%1: chance %2; rolled %3: %4</source>
        <translation>%1&#xa0;: probabilité %2&#xa0;; jet de %3&#xa0;: %4</translation>
    </message>
    <message>
        <source>%1: chance %2 (%3); rolled %4: %5</source>
        <translation>%1&#xa0;: probabilité %2 (%3)&#xa0;; jet de %4&#xa0;: %5</translation>
    </message>
    <message>
        <source>%1 engages %2: battle is joined.</source>
        <translation>%1 engage %2&#xa0;: la bataille commence.</translation>
    </message>
    <message>
        <source>No battle: the ships ordered to engage are frigates that may not engage these enemies here.</source>
        <translation>Pas de bataille&#xa0;: les navires ayant ordre d&apos;engager le combat sont des frégates qui ne peuvent pas engager ces ennemis ici.</translation>
    </message>
    <message>
        <source>No battle: no ship is ordered to engage or to run past.</source>
        <translation>Pas de bataille&#xa0;: aucun navire n&apos;a ordre d&apos;engager le combat ou de forcer le passage.</translation>
    </message>
    <message>
        <source>The situation is pinned: the %1 side fights from windward.</source>
        <translation>La situation est figée&#xa0;: le camp %1 combat au vent.</translation>
    </message>
    <message>
        <source>The %1 side has the group furthest to leeward, so the %2 side fights from windward.</source>
        <translation>Le camp %1 a le groupe le plus sous le vent, le camp %2 combat donc au vent.</translation>
    </message>
    <message>
        <source>The arrival groups are level; the Union wins the windward gauge</source>
        <translation>Les groupes d&apos;arrivée sont à égalité&#xa0;; l&apos;Union obtient l&apos;avantage du vent</translation>
    </message>
    <message>
        <source>No ship can evade in a harbor or a river mouth: %1 must fight.</source>
        <translation>Aucun navire ne peut se dérober dans un port ou une embouchure&#xa0;: %1 doit combattre.</translation>
    </message>
    <message>
        <source>The %1 side has %2 warships against %3, more than twice as many: the transports %4 cannot evade.</source>
        <translation>Le camp %1 a %2 navires de guerre contre %3, plus du double&#xa0;: les transports %4 ne peuvent pas se dérober.</translation>
    </message>
    <message>
        <source>Only the %1 side has ironclads: %2 take shelter among them, neither fighting nor leaving.</source>
        <translation>Seul le camp %1 a des cuirassés&#xa0;: %2 s&apos;abritent parmi eux, sans combattre ni partir.</translation>
    </message>
    <message>
        <source>The whole %1 side tries to evade as a group, %2</source>
        <translation>Tout le camp %1 tente de se dérober en groupe, %2</translation>
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
        <source>%1 fighting %2 ships are at least half of %3: %4 evade automatically.</source>
        <translation>%1 navires du camp %2 au combat, soit au moins la moitié de %3&#xa0;: %4 se dérobent automatiquement.</translation>
    </message>
    <message>
        <source>%1 tries to evade alone, %2 (%3 fighting against %4)</source>
        <translation>%1 tente de se dérober seul, %2 (%3 au combat contre %4)</translation>
    </message>
    <message>
        <source>The situation is pinned: everyone fights at close quarters.</source>
        <translation>La situation est figée&#xa0;: tout le monde combat à courte portée.</translation>
    </message>
    <message>
        <source>The situation is pinned: everyone fights at range.</source>
        <translation>La situation est figée&#xa0;: tout le monde combat à distance.</translation>
    </message>
    <message>
        <source>Battles in harbors are always at close quarters.</source>
        <translation>Les combats dans un port se livrent toujours à courte portée.</translation>
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
        <translation>Le camp %1 n&apos;a aucun navire qui garde ses distances&#xa0;: chaque navire combat à la distance qu&apos;il a choisie.</translation>
    </message>
    <message>
        <source>The %1 side has %2 ships closing against %3, at least half as many: its other ships fight at range.</source>
        <translation>Le camp %1 a %2 navires qui serrent l&apos;ennemi contre %3, au moins la moitié&#xa0;: ses autres navires combattent à distance.</translation>
    </message>
    <message>
        <source>Closing: %1 against the %2 ships, which all want to fight at range</source>
        <translation>Rapprochement&#xa0;: %1 contre les navires du camp %2, qui veulent tous combattre à distance</translation>
    </message>
    <message>
        <source>The %1 side has %2 ships closing against %3, fewer than half: the enemy tries to close with %4 as well</source>
        <translation>Le camp %1 a %2 navires qui serrent l&apos;ennemi contre %3, moins de la moitié&#xa0;: l&apos;ennemi tente lui aussi de se rapprocher de %4</translation>
    </message>
    <message>
        <source>The situation is pinned: breaking the line %1 for the Union, %2 for the Confederates.</source>
        <translation>La situation est figée&#xa0;: coupure de la ligne %1 pour l&apos;Union, %2 pour les Confédérés.</translation>
    </message>
    <message>
        <source>Nobody can break the line: it needs at least three ships at close quarters on each side (%1 Union, %2 Confederate).</source>
        <translation>Personne ne peut couper la ligne&#xa0;: il faut au moins trois navires à courte portée de chaque côté (%1 pour l&apos;Union, %2 pour les Confédérés).</translation>
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
        <source>Breaking the %2 line: %1</source>
        <translation>Coupure de la ligne du camp %2&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1: strength %2 = %3</source>
        <translation>%1&#xa0;: puissance %2 = %3</translation>
    </message>
    <message>
        <source>Total strength: Union %1, Confederate %2.</source>
        <translation>Puissance totale&#xa0;: Union %1, Confédération %2.</translation>
    </message>
    <message>
        <source>Fortune of the day for the %1 side: ×%2 (uniform from %3 to %4).</source>
        <translation>Fortune du jour pour le camp %1&#xa0;: ×%2 (uniforme de %3 à %4).</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: the %2 side (strength %3) fires %n damage point(s) (expected %4 = %5 per strength point × %3 × close quarters ×%6 × fortune ×%7 ÷ %8 rounds).</source>
        <translation>
            <numerusform>Passe %1&#xa0;: le camp %2 (puissance %3) inflige %n point de dégâts (attendu %4 = %5 par point de puissance × %3 × courte portée ×%6 × fortune ×%7 ÷ %8 passes).</numerusform>
            <numerusform>Passe %1&#xa0;: le camp %2 (puissance %3) inflige %n points de dégâts (attendu %4 = %5 par point de puissance × %3 × courte portée ×%6 × fortune ×%7 ÷ %8 passes).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 fires on %2: the earthworks hold.</source>
        <translation>%1 tire sur %2&#xa0;: les terrassements tiennent bon.</translation>
    </message>
    <message>
        <source>%1 fires on %2: a battery is silenced and %3 men fall.</source>
        <translation>%1 tire sur %2&#xa0;: une batterie est réduite au silence et %3 hommes tombent.</translation>
    </message>
    <message>
        <source>%1 is destroyed.</source>
        <translation>%1 est détruit.</translation>
    </message>
    <message>
        <source>%1 fires on %2: the shot glances off her armour.</source>
        <translation>%1 tire sur %2&#xa0;: le projectile ricoche sur son blindage.</translation>
    </message>
    <message>
        <source>%1 hits %2 in the hull (hull damage %3).</source>
        <translation>%1 touche %2 à la coque (dégâts de coque %3).</translation>
    </message>
    <message>
        <source>%1 hits %2 in her propulsion (propulsion damage %3).</source>
        <translation>%1 touche %2 à la propulsion (dégâts de propulsion %3).</translation>
    </message>
    <message>
        <source>She sinks.</source>
        <translation>Il coule.</translation>
    </message>
    <message>
        <source>%1 has taken %2 damage points and would break off, but with propulsion damage %3 she cannot get away.</source>
        <translation>%1 a subi %2 points de dégâts et voudrait rompre le combat, mais avec des dégâts de propulsion de %3, il ne peut pas s&apos;échapper.</translation>
    </message>
    <message>
        <source>%1 has taken %2 damage points (threshold %3) and breaks off.</source>
        <translation>%1 a subi %2 points de dégâts (seuil %3) et rompt le combat.</translation>
    </message>
    <message>
        <source>the Union lost %1 of its strength (%2 → %3), the Confederates %4 (%5 → %6)</source>
        <translation>l&apos;Union a perdu %1 de sa puissance (%2 → %3), les Confédérés %4 (%5 → %6)</translation>
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
        <source>The victors try to take %1: chance %2 (%3); rolled %4: %5</source>
        <translation>Les vainqueurs tentent de capturer %1&#xa0;: probabilité %2 (%3)&#xa0;; jet de %4&#xa0;: %5</translation>
    </message>
    <message>
        <source>to harbor</source>
        <translation>vers le port</translation>
    </message>
    <message>
        <source>to the open sea</source>
        <translation>vers le large</translation>
    </message>
    <message>
        <source>out of the fight</source>
        <translation>hors du combat</translation>
    </message>
    <message>
        <source>%1, having broken off, flees %2.</source>
        <translation>%1, ayant rompu le combat, s&apos;enfuit %2.</translation>
    </message>
    <message>
        <source>%1 flees %2.</source>
        <translation>%1 s&apos;enfuit %2.</translation>
    </message>
    <message>
        <source>Casualties: Union %1, Confederate %2. Loss points: Union %3, Confederate %4. Laurels: Union %5, Confederate %6.</source>
        <translation>Pertes&#xa0;: Union %1, Confédération %2. Points de pertes&#xa0;: Union %3, Confédération %4. Lauriers&#xa0;: Union %5, Confédération %6.</translation>
    </message>
    <message>
        <source>One side has nobody left to fight: no shot is fired.</source>
        <translation>Un camp n&apos;a plus personne pour combattre&#xa0;: aucun coup n&apos;est tiré.</translation>
    </message>
    <message>
        <source>%1 killed</source>
        <translation>%1 tués</translation>
    </message>
    <message>
        <source>%1 wounded</source>
        <translation>%1 blessés</translation>
    </message>
    <message>
        <source>%1 missing or captured</source>
        <translation>%1 disparus ou prisonniers</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>a Union victory</source>
        <translation>une victoire de l’Union</translation>
    </message>
    <message>
        <source>a Confederate victory</source>
        <translation>une victoire confédérée</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>un combat indécis</translation>
    </message>
    <message>
        <source>History: Union %1, Confederates %2; %3.</source>
        <translation>Histoire : Union %1, Confédérés %2 ; %3.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Historically every ship named stayed afloat.</source>
        <translation>Historiquement, tous les navires nommés sont restés à flot.</translation>
    </message>
    <message>
        <source>Historically: %1.</source>
        <translation>Historiquement : %1.</translation>
    </message>
    <message>
        <source>Historically: %1; one other afloat.</source>
        <translation>Historiquement : %1 ; un autre à flot.</translation>
    </message>
    <message>
        <source>Historically: %1; %2 others afloat.</source>
        <translation>Historiquement : %1 ; %2 autres à flot.</translation>
    </message>
    <message>
        <source>No more guns can bear than %1 points on %2 enemy units.</source>
        <translation>Pas plus de canons ne portent que pour %1 points sur %2 unités ennemies.</translation>
    </message>
    <message>
        <source>Neither side breaks (a squadron breaks at %1 of its strength lost): %2. No victor.</source>
        <translation>Aucun camp ne cède (une escadre cède à %1 de sa force perdue) : %2. Pas de vainqueur.</translation>
    </message>
    <message>
        <source>%1, with propulsion damage %2, cannot get away: she is destroyed rather than taken.</source>
        <translation>%1, avec une avarie de propulsion de %2, ne peut s’échapper : elle est détruite plutôt que prise.</translation>
    </message>
    <message>
        <source>%1, beaten with hull damage %2, may founder: chance %3; rolled %4: %5</source>
        <translation>%1, battue avec une avarie de coque de %2, peut sombrer : chance %3 ; tirage %4 : %5</translation>
    </message>
    <message>
        <source>she sinks</source>
        <translation>elle coule</translation>
    </message>
    <message>
        <source>she stays afloat</source>
        <translation>elle reste à flot</translation>
    </message>
</context>
<context>
    <name>NetLink</name>
    <message>
        <source>cannot listen on port %1: %2</source>
        <translation>impossible d&apos;attendre sur le port %1 : %2</translation>
    </message>
    <message>
        <source>the host did not come back within %1 s</source>
        <translation>l&apos;hôte n&apos;est pas revenu en %1 s</translation>
    </message>
    <message>
        <source>the connection was closed</source>
        <translation>la connexion a été fermée</translation>
    </message>
    <message>
        <source>the TLS handshake failed, most often because the game passwords differ (%1)</source>
        <translation>la négociation TLS a échoué, le plus souvent parce que les mots de passe diffèrent (%1)</translation>
    </message>
    <message>
        <source>the peer sent %1</source>
        <translation>l&apos;adversaire a envoyé %1</translation>
    </message>
    <message>
        <source>the peer greeted twice on one connection</source>
        <translation>l&apos;adversaire a salué deux fois sur une connexion</translation>
    </message>
    <message>
        <source>the host now runs another game</source>
        <translation>l&apos;hôte mène maintenant une autre partie</translation>
    </message>
    <message>
        <source>the peer says it holds %1 of this side&apos;s messages; %2 were sent</source>
        <translation>l&apos;adversaire dit détenir %1 messages de ce camp ; %2 ont été envoyés</translation>
    </message>
    <message>
        <source>the peer sent a %1 message before its hello</source>
        <translation>l&apos;adversaire a envoyé un message %1 avant son salut</translation>
    </message>
    <message>
        <source>the peer&apos;s message %1 came before its message %2</source>
        <translation>le message %1 de l&apos;adversaire est venu avant son message %2</translation>
    </message>
    <message>
        <source>could not join %1:%2: %3</source>
        <translation>impossible de rejoindre %1:%2 : %3</translation>
    </message>
    <message>
        <source>the joiner did not come back within %1 s</source>
        <translation>celui qui a rejoint n&apos;est pas revenu en %1 s</translation>
    </message>
</context>
<context>
    <name>NetMatch</name>
    <message>
        <source>the peer broke the protocol: %1</source>
        <translation>l&apos;adversaire a enfreint le protocole : %1</translation>
    </message>
    <message>
        <source>a game message from the joiner, or a second one</source>
        <translation>un message de partie de celui qui rejoint, ou un second</translation>
    </message>
    <message>
        <source>the joiner wanted to play %1</source>
        <translation>celui qui rejoint voulait jouer %1</translation>
    </message>
    <message>
        <source>the host plays %1: this side cannot be %1 too</source>
        <translation>l&apos;hôte joue %1 : ce camp ne peut pas être %1 aussi</translation>
    </message>
    <message>
        <source>a commitment out of turn</source>
        <translation>un engagement à contretemps</translation>
    </message>
    <message>
        <source>a nonce before its commitment, or a second one</source>
        <translation>un aléa avant son engagement, ou un second</translation>
    </message>
    <message>
        <source>its nonce does not match the commitment it sent</source>
        <translation>son aléa ne correspond pas à l&apos;engagement envoyé</translation>
    </message>
    <message>
        <source>orders before the game began, or before the last ones were applied</source>
        <translation>des ordres avant le début de la partie, ou avant que les derniers soient appliqués</translation>
    </message>
    <message>
        <source>orders from %1, where %2 have been given</source>
        <translation>des ordres à partir de %1, alors que %2 ont été donnés</translation>
    </message>
    <message>
        <source>the peer&apos;s game differs from this one (out of sync) at event %1: %2</source>
        <translation>la partie de l&apos;adversaire diffère de celle-ci (désynchronisée) à l&apos;événement %1 : %2</translation>
    </message>
    <message>
        <source>the peer left the game</source>
        <translation>l&apos;adversaire a quitté la partie</translation>
    </message>
    <message>
        <source>the peer left the game: %1</source>
        <translation>l&apos;adversaire a quitté la partie : %1</translation>
    </message>
    <message>
        <source>here a %1 event (turn %2, %3 phase)</source>
        <translation>ici un événement %1 (tour %2, phase %3)</translation>
    </message>
    <message>
        <source>here the log ends with %1 events, the peer&apos;s has %2</source>
        <translation>ici le journal finit avec %1 événements, celui de l&apos;adversaire en a %2</translation>
    </message>
    <message>
        <source>this game differs from the peer&apos;s (out of sync) at event %1: %2</source>
        <translation>cette partie diffère de celle de l&apos;adversaire (désynchronisée) à l&apos;événement %1 : %2</translation>
    </message>
    <message>
        <source>the peer&apos;s order %1 is refused here (or comes at another moment)</source>
        <translation>l&apos;ordre %1 de l&apos;adversaire est refusé ici (ou vient à un autre moment)</translation>
    </message>
    <message>
        <source>out of sync: %1</source>
        <translation>désynchronisée : %1</translation>
    </message>
    <message>
        <source>the battle ended with another log on the peer&apos;s side (out of sync): %1 here, %2 there</source>
        <translation>la bataille a fini avec un autre journal chez l&apos;adversaire (désynchronisée) : %1 ici, %2 là-bas</translation>
    </message>
</context>
<context>
    <name>NetProtocol</name>
    <message>
        <source>message from the peer</source>
        <translation>message de l&apos;adversaire</translation>
    </message>
    <message>
        <source>expected %1 bytes as %2 lower-case hex digits</source>
        <translation>attendu %1 octets en %2 chiffres hexadécimaux minuscules</translation>
    </message>
    <message>
        <source>the game&apos;s scenario must contain its map inline</source>
        <translation>le scénario de la partie doit contenir sa carte</translation>
    </message>
    <message>
        <source>more than %1 orders</source>
        <translation>plus de %1 ordres</translation>
    </message>
    <message>
        <source>more digests than the log has events</source>
        <translation>plus d&apos;empreintes que le journal n&apos;a d&apos;événements</translation>
    </message>
    <message>
        <source>a chat line is at most %1 characters</source>
        <translation>une ligne de discussion a au plus %1 caractères</translation>
    </message>
    <message>
        <source>an empty message</source>
        <translation>un message vide</translation>
    </message>
    <message>
        <source>a message of %1 bytes (at most %2)</source>
        <translation>un message de %1 octets (au plus %2)</translation>
    </message>
</context>
<context>
    <name>OddsAdapter</name>
    <message>
        <source>Melee at %1 : 1 — win %2</source>
        <translation>Mêlée à %1&#xa0;: 1 — victoire %2</translation>
    </message>
    <message>
        <source>Mean losses: ours %1, theirs %2</source>
        <translation>Pertes moyennes&#xa0;: les nôtres %1, les leurs %2</translation>
    </message>
    <message>
        <source>Fire value %1: casualties %2–%3 (mean %4)</source>
        <translation>Valeur de tir %1&#xa0;: pertes %2–%3 (moyenne %4)</translation>
    </message>
    <message>
        <source>Cascade chance %1</source>
        <translation>Probabilité de cascade %1</translation>
    </message>
    <message>
        <source>%1: fails %2, routs %3</source>
        <translation>%1&#xa0;: échecs %2, déroutes %3</translation>
    </message>
</context>
<context>
    <name>Order</name>
    <message>
        <source>a %1 order needs &quot;units&quot;</source>
        <translation>un ordre %1 nécessite &quot;units&quot;</translation>
    </message>
    <message>
        <source>a move order needs a &quot;path&quot;</source>
        <translation>un ordre de mouvement nécessite un &quot;path&quot;</translation>
    </message>
    <message>
        <source>a %1 order needs a &quot;target&quot;</source>
        <translation>un ordre %1 nécessite une &quot;target&quot;</translation>
    </message>
    <message>
        <source>a change-facing order needs a &quot;facing&quot;</source>
        <translation>un ordre change-facing nécessite un &quot;facing&quot;</translation>
    </message>
    <message>
        <source>a change-formation order needs a &quot;formation&quot;</source>
        <translation>un ordre change-formation nécessite une &quot;formation&quot;</translation>
    </message>
    <message>
        <source>expected an order object</source>
        <translation>attendu&#xa0;: un objet ordre</translation>
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
    <message>
        <source>a leader on the map needs a hex</source>
        <translation>un chef sur la carte doit avoir un hexagone</translation>
    </message>
    <message>
        <source>expected a language code of two or three lower-case letters, found &quot;%1&quot;</source>
        <translation>attendu&#xa0;: un code de langue de deux ou trois lettres minuscules, trouvé&#xa0;: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no map label, map name or objective is called &quot;%1&quot;</source>
        <translation>aucune étiquette de carte, aucun nom de carte ni aucun objectif ne s&apos;appelle &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a reinforcement needs at least one unit or leader</source>
        <translation>un renfort nécessite au moins une unité ou un chef</translation>
    </message>
    <message>
        <source>no leader has the id &quot;%1&quot;</source>
        <translation>aucun chef n&apos;a l&apos;identifiant &quot;%1&quot;</translation>
    </message>
    <message>
        <source>leader &quot;%1&quot; is already in a reinforcement</source>
        <translation>le chef &quot;%1&quot; fait déjà partie d&apos;un renfort</translation>
    </message>
    <message>
        <source>leader &quot;%1&quot; starts on the map (he has a hex)</source>
        <translation>le chef &quot;%1&quot; commence sur la carte (il a un hexagone)</translation>
    </message>
    <message>
        <source>leader &quot;%1&quot; is of the other side from the units he arrives with</source>
        <translation>le chef &quot;%1&quot; n&apos;est pas du même camp que les unités avec lesquelles il arrive</translation>
    </message>
    <message>
        <source>leader has no hex and is in no reinforcement</source>
        <translation>le chef n&apos;a pas d&apos;hexagone et ne fait partie d&apos;aucun renfort</translation>
    </message>
    <message>
        <source>leader &quot;%1&quot; is not on the map at the start</source>
        <translation>le chef « %1 » n&apos;est pas sur la carte au départ</translation>
    </message>
    <message>
        <source>leader &quot;%1&quot; is listed twice</source>
        <translation>le chef « %1 » figure deux fois</translation>
    </message>
    <message>
        <source>leader &quot;%1&quot; is both removed and moved</source>
        <translation>le chef « %1 » est à la fois retiré et déplacé</translation>
    </message>
    <message>
        <source>unit &quot;%1&quot; is not on the map at the start</source>
        <translation>l&apos;unité « %1 » n&apos;est pas sur la carte au départ</translation>
    </message>
    <message>
        <source>expected at least one of quality, fatigue, ammo, status, hex</source>
        <translation>au moins un des éléments quality, fatigue, ammo, status, hex était attendu</translation>
    </message>
    <message>
        <source>the second setup changes nothing: give removeLeaders, moveLeaders, units, phase, night or routLimiting</source>
        <translation>la seconde configuration ne change rien : indiquez removeLeaders, moveLeaders, units, phase, night ou routLimiting</translation>
    </message>
    <message>
        <source>unit &quot;%1&quot; is not on the map at the start: it cannot be forced to rout</source>
        <translation>l&apos;unité « %1 » n&apos;est pas sur la carte au départ : elle ne peut pas être forcée à la déroute</translation>
    </message>
    <message>
        <source>%1 guns captured but only %2 lost</source>
        <translation>%1 canons capturés mais seulement %2 perdus</translation>
    </message>
    <message>
        <source>%1 may not stand in hex %2 (%3)</source>
        <translation>%1 ne peut pas se tenir dans l’hexagone %2 (%3)</translation>
    </message>
    <message>
        <source>hex %1 holds units of both sides</source>
        <translation>l’hexagone %1 contient des unités des deux camps</translation>
    </message>
    <message>
        <source>hex %1 holds %2 units worth %3 men (a gun counts 50): over the limit of %4 units and %5 men</source>
        <translation>l’hexagone %1 contient %2 unités valant %3 hommes (un canon compte 50) : au-delà de la limite de %4 unités et %5 hommes</translation>
    </message>
    <message>
        <source>hex %1 is already objective %2 (&quot;%3&quot;)</source>
        <translation>l’hexagone %1 est déjà l’objectif %2 (&quot;%3&quot;)</translation>
    </message>
    <message>
        <source>turn %1 is after the battle&apos;s last turn (%2)</source>
        <translation>le tour %1 vient après le dernier tour de la bataille (%2)</translation>
    </message>
    <message>
        <source>%1 starts the battle with no men</source>
        <translation>%1 commence la bataille sans hommes</translation>
    </message>
    <message>
        <source>%1 starts the battle with no guns</source>
        <translation>%1 commence la bataille sans canons</translation>
    </message>
    <message>
        <source>%1 has lost men or guns before the battle began</source>
        <translation>%1 a perdu des hommes ou des canons avant le début de la bataille</translation>
    </message>
    <message>
        <source>%1 is lost before the battle began</source>
        <translation>%1 est perdu avant le début de la bataille</translation>
    </message>
    <message>
        <source>turn %1 is not a turn of the battle (1 to %2)</source>
        <translation>le tour %1 n’est pas un tour de la bataille (1 à %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of the attackers</source>
        <translation>&quot;%1&quot; n’est pas l’un des assaillants</translation>
    </message>
    <message>
        <source>movement points may not be negative</source>
        <translation>les points de mouvement ne peuvent pas être négatifs</translation>
    </message>
    <message>
        <source>a battle has at most %1 units, this one has %2</source>
        <translation>une bataille a au plus %1&#xa0;unités, celle-ci en a %2</translation>
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
    <name>TheaterItems</name>
    <message>
        <source>the open sea</source>
        <translation>la haute mer</translation>
    </message>
    <message>
        <source>coastal waters</source>
        <translation>les eaux côtières</translation>
    </message>
    <message>
        <source>a harbor</source>
        <translation>un port</translation>
    </message>
    <message>
        <source>a river</source>
        <translation>un fleuve</translation>
    </message>
    <message>
        <source>a river mouth</source>
        <translation>une embouchure</translation>
    </message>
    <message>
        <source>Union</source>
        <translation>Union</translation>
    </message>
    <message>
        <source>Confederate</source>
        <translation>Confédéré</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;Commands %3.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;Commande %3.</translation>
    </message>
    <message>
        <source>Silenced: its guns are dismounted until the winter.</source>
        <translation>Réduit au silence&#xa0;: ses canons sont démontés jusqu&apos;à l&apos;hiver.</translation>
    </message>
    <message numerus="yes">
        <source>%n battery(ies), %1 gunners</source>
        <translation>
            <numerusform>%n batterie, %1 artilleurs</numerusform>
            <numerusform>%n batteries, %1 artilleurs</numerusform>
        </translation>
    </message>
    <message>
        <source>, rifled guns</source>
        <translation>, canons rayés</translation>
    </message>
    <message>
        <source>, on a high bluff</source>
        <translation>, sur une haute falaise</translation>
    </message>
    <message>
        <source>, on a low hill</source>
        <translation>, sur une basse colline</translation>
    </message>
    <message>
        <source>It fires on enemy ships that come into these waters; it falls with %1.</source>
        <translation>Il tire sur les navires ennemis qui entrent dans ces eaux&#xa0;; il tombe avec %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Waters: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Eaux&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>TheaterMap</name>
    <message>
        <source>ATLANTIC OCEAN</source>
        <translation>OCÉAN ATLANTIQUE</translation>
    </message>
    <message>
        <source>GULF OF MEXICO</source>
        <translation>GOLFE DU MEXIQUE</translation>
    </message>
    <message>
        <source>Map of the</source>
        <translation>Carte du</translation>
    </message>
    <message>
        <source>SEAT OF WAR</source>
        <translation>THÉÂTRE DE LA GUERRE</translation>
    </message>
    <message>
        <source>in the Southern and Border States</source>
        <translation>dans les États du Sud et les États frontaliers</translation>
    </message>
</context>
<context>
    <name>TheaterScene</name>
    <message>
        <source>%1k</source>
        <translation>%1k</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 (%3)&lt;br&gt;%n brigade(s), %4 men, %5 guns</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 (%3)&lt;br&gt;%n brigade, %4 hommes, %5 canons</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 (%3)&lt;br&gt;%n brigades, %4 hommes, %5 canons</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n jour</numerusform>
            <numerusform>%n jours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n day(s)</source>
        <translation>
            <numerusform>%1 : %n jour</numerusform>
            <numerusform>%1 : %n jours</numerusform>
        </translation>
    </message>
    <message>
        <source>Aboard %1: drag it to a shore beside these waters to land.</source>
        <translation>À bord de %1&#xa0;: faites-la glisser vers un rivage de ces eaux pour débarquer.</translation>
    </message>
    <message>
        <source>Transports for %1 men, empty</source>
        <translation>Transports pour %1 hommes, vides</translation>
    </message>
    <message>
        <source>Carrying %1; room for %2 more men</source>
        <translation>Transporte %1&#xa0;; place pour %2 hommes de plus</translation>
    </message>
</context>
<context>
    <name>TurnFile</name>
    <message>
        <source>the Union</source>
        <translation>l&apos;Union</translation>
    </message>
    <message>
        <source>the Confederacy</source>
        <translation>la Confédération</translation>
    </message>
    <message>
        <source>a turn file must contain its map inline</source>
        <translation>un fichier de tour doit contenir sa carte</translation>
    </message>
    <message>
        <source>the re-simulation refuses this order (or finds it at another moment)</source>
        <translation>la nouvelle simulation refuse cet ordre (ou le trouve à un autre moment)</translation>
    </message>
    <message>
        <source>the orders do not give this log hash</source>
        <translation>les ordres ne donnent pas ce hachage du journal</translation>
    </message>
    <message>
        <source>the orders end on turn %1</source>
        <translation>les ordres finissent au tour %1</translation>
    </message>
    <message>
        <source>the orders end in the %1 phase</source>
        <translation>les ordres finissent dans la phase %1</translation>
    </message>
    <message>
        <source>the orders leave %1 to act</source>
        <translation>après les ordres, %1 a la main</translation>
    </message>
    <message>
        <source>the orders end the battle</source>
        <translation>les ordres terminent la bataille</translation>
    </message>
    <message>
        <source>the orders do not end the battle</source>
        <translation>les ordres ne terminent pas la bataille</translation>
    </message>
    <message>
        <source>the sender is still to act: the stretch is not finished</source>
        <translation>l&apos;expéditeur a encore la main&#xa0;: la séquence n&apos;est pas finie</translation>
    </message>
    <message>
        <source>another game: the battle&apos;s start differs from the previous turn file&apos;s</source>
        <translation>une autre partie&#xa0;: le début de la bataille diffère de celui du fichier de tour précédent</translation>
    </message>
    <message>
        <source>another game: the seed differs from the previous turn file&apos;s</source>
        <translation>une autre partie&#xa0;: la graine diffère de celle du fichier de tour précédent</translation>
    </message>
    <message>
        <source>another game: the password check differs from the previous turn file&apos;s</source>
        <translation>une autre partie&#xa0;: le contrôle du mot de passe diffère de celui du fichier de tour précédent</translation>
    </message>
    <message>
        <source>the chain is broken: this file does not follow the previous one</source>
        <translation>la chaîne est rompue&#xa0;: ce fichier ne suit pas le précédent</translation>
    </message>
    <message>
        <source>the stretch must begin after the previous file&apos;s %1 orders</source>
        <translation>la séquence doit commencer après les %1&#xa0;ordres du fichier précédent</translation>
    </message>
    <message>
        <source>an earlier order was changed</source>
        <translation>un ordre antérieur a été modifié</translation>
    </message>
    <message>
        <source>the battle was over with the previous turn file</source>
        <translation>la bataille était finie avec le fichier de tour précédent</translation>
    </message>
    <message>
        <source>%1 was to act, not %2</source>
        <translation>%1 avait la main, pas %2</translation>
    </message>
    <message>
        <source>an order of %1 in a stretch sent by %2</source>
        <translation>un ordre de %1 dans une séquence envoyée par %2</translation>
    </message>
</context>
<context>
    <name>TurnNarrator</name>
    <message>
        <source>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;</source>
        <translation>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>$%1 million</source>
        <translation>%1 millions de dollars</translation>
    </message>
    <message>
        <source>Union</source>
        <translation>de l&apos;Union</translation>
    </message>
    <message>
        <source>Confederate</source>
        <translation>confédérée</translation>
    </message>
    <message>
        <source>the Union</source>
        <translation>l&apos;Union</translation>
    </message>
    <message>
        <source>the Confederacy</source>
        <translation>la Confédération</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Naval battle off %1.&lt;/b&gt; The %2 squadron carried the day; the Union lost %n ship(s)</source>
        <translation>
            <numerusform>&lt;b&gt;Bataille navale au large de %1.&lt;/b&gt; L&apos;escadre %2 l&apos;a emporté ; l&apos;Union a perdu %n navire</numerusform>
            <numerusform>&lt;b&gt;Bataille navale au large de %1.&lt;/b&gt; L&apos;escadre %2 l&apos;a emporté ; l&apos;Union a perdu %n navires</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Naval battle off %1.&lt;/b&gt; Neither squadron prevailed; the Union lost %n ship(s)</source>
        <translation>
            <numerusform>&lt;b&gt;Bataille navale au large de %1.&lt;/b&gt; Aucune escadre ne l&apos;a emporté ; l&apos;Union a perdu %n navire</numerusform>
            <numerusform>&lt;b&gt;Bataille navale au large de %1.&lt;/b&gt; Aucune escadre ne l&apos;a emporté ; l&apos;Union a perdu %n navires</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, the Confederacy %n.</source>
        <translation>
            <numerusform>, la Confédération %n.</numerusform>
            <numerusform>, la Confédération %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>fought on the field</source>
        <translation>livrée sur le terrain</translation>
    </message>
    <message>
        <source>auto-resolved</source>
        <translation>résolue automatiquement</translation>
    </message>
    <message>
        <source>&lt;b&gt;Battle of %1&lt;/b&gt; (%2): a %3 victory.</source>
        <translation>&lt;b&gt;Bataille de %1&lt;/b&gt; (%2) : une victoire %3.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Battle of %1&lt;/b&gt; (%2): a drawn fight; both armies hold their ground.</source>
        <translation>&lt;b&gt;Bataille de %1&lt;/b&gt; (%2) : combat indécis ; les deux armées tiennent leurs positions.</translation>
    </message>
    <message>
        <source>Casualties: %1 Union, %2 Confederate.</source>
        <translation>Pertes : %1 pour l&apos;Union, %2 pour la Confédération.</translation>
    </message>
    <message>
        <source>The victors earn %1 laurels.</source>
        <translation>Les vainqueurs gagnent %1 lauriers.</translation>
    </message>
    <message>
        <source>%1 fell back.</source>
        <translation>%1 a battu en retraite.</translation>
    </message>
    <message>
        <source>%1 fell back to %2.</source>
        <translation>%1 a battu en retraite vers %2.</translation>
    </message>
    <message>
        <source>%1, cut off, ceased to exist.</source>
        <translation>%1, sans issue, a cessé d&apos;exister.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; falls to %2.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; tombe aux mains de %2.</translation>
    </message>
    <message>
        <source>%1 took in %2 in taxes and %3 in tariffs, paid %4 in upkeep</source>
        <translation>%1 a perçu %2 d&apos;impôts et %3 de droits de douane, a payé %4 d&apos;entretien</translation>
    </message>
    <message>
        <source> and spent %1 on new troops and ships</source>
        <translation> et a dépensé %1 en nouvelles troupes et navires</translation>
    </message>
    <message>
        <source>It printed %1 in greenbacks.</source>
        <translation>Elle a imprimé %1 en greenbacks.</translation>
    </message>
    <message numerus="yes">
        <source>The blockade of %n port(s) cost it %1 in tariffs.</source>
        <translation>
            <numerusform>Le blocus de %n port lui a coûté %1 en droits de douane.</numerusform>
            <numerusform>Le blocus de %n ports lui a coûté %1 en droits de douane.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unpaid, soldiers deserted from every brigade.</source>
        <translation>Faute de solde, des soldats ont déserté de chaque brigade.</translation>
    </message>
    <message numerus="yes">
        <source>%n order(s) could no longer be carried out.</source>
        <translation>
            <numerusform>%n ordre n&apos;a plus pu être exécuté.</numerusform>
            <numerusform>%n ordres n&apos;ont plus pu être exécutés.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;The war is over: %1 wins.&lt;/b&gt; The enemy&apos;s will to fight is spent and it sues for peace.</source>
        <translation>&lt;b&gt;La guerre est terminée : %1 l&apos;emporte.&lt;/b&gt; L&apos;ennemi n&apos;a plus la volonté de se battre et demande la paix.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The war is over: %1 wins.&lt;/b&gt; Britain and France recognise the Confederacy and intervene.</source>
        <translation>&lt;b&gt;La guerre est terminée : %1 l&apos;emporte.&lt;/b&gt; La Grande-Bretagne et la France reconnaissent la Confédération et interviennent.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The war is over: %1 wins.&lt;/b&gt; Six campaigns have been fought and the scores decide.</source>
        <translation>&lt;b&gt;La guerre est terminée : %1 l&apos;emporte.&lt;/b&gt; Six campagnes ont été livrées et les scores décident.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Turn %1 of the war — campaign %2, %3&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Tour %1 de la guerre — campagne %2, %3&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>No battle was fought this turn.</source>
        <translation>Aucune bataille n&apos;a été livrée ce tour-ci.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Winter closes the campaigning season. The armies go into winter quarters; stragglers return and the treasuries collect two turns of income.&lt;/i&gt;</source>
        <translation>&lt;i&gt;L&apos;hiver clôt la saison des campagnes. Les armées prennent leurs quartiers d&apos;hiver ; les traînards reviennent et les trésors perçoivent deux tours de revenus.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Union morale %1 (%2), Confederate morale %3 (%4), international opinion %5 (%6).</source>
        <translation>Moral de l&apos;Union %1 (%2), moral confédéré %3 (%4), opinion internationale %5 (%6).</translation>
    </message>
    <message>
        <source>The beaten force</source>
        <translation>La force battue</translation>
    </message>
    <message>
        <source>Battles (laurels, casualties, ships)</source>
        <translation>Batailles (lauriers, pertes, navires)</translation>
    </message>
    <message>
        <source>Cities taken</source>
        <translation>Villes prises</translation>
    </message>
    <message>
        <source>Taxes, tariffs, greenbacks, the draft</source>
        <translation>Impôts, droits de douane, greenbacks, la conscription</translation>
    </message>
    <message>
        <source>The turn&apos;s end</source>
        <translation>La fin du tour</translation>
    </message>
    <message>
        <source>What moved the scores</source>
        <translation>Ce qui a fait bouger les scores</translation>
    </message>
    <message>
        <source>Opinion</source>
        <translation>Opinion</translation>
    </message>
    <message>
        <source>a force raised in the war</source>
        <translation>une force levée pendant la guerre</translation>
    </message>
    <message>
        <source>&lt;b&gt;Off %1&lt;/b&gt; the squadrons met but neither brought on a battle.</source>
        <translation>&lt;b&gt;Au large de %1&lt;/b&gt;, les escadres se sont rencontrées sans qu&apos;aucune n&apos;engage le combat.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Off %1&lt;/b&gt; the squadron kept out of range of the forts.</source>
        <translation>&lt;b&gt;Au large de %1&lt;/b&gt;, l&apos;escadre s&apos;est tenue hors de portée des forts.</translation>
    </message>
    <message>
        <source>%1 stood away.</source>
        <translation>%1 s&apos;est éloigné.</translation>
    </message>
    <message>
        <source>%1 stood away to %2.</source>
        <translation>%1 s&apos;est éloigné vers %2.</translation>
    </message>
    <message>
        <source>%1 was silenced</source>
        <translation>%1 a été réduit au silence</translation>
    </message>
    <message numerus="yes">
        <source>%1 lost %n battery(ies)</source>
        <translation>
            <numerusform>%1 a perdu %n batterie</numerusform>
            <numerusform>%1 a perdu %n batteries</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 kept its guns</source>
        <translation>%1 a gardé ses canons</translation>
    </message>
    <message>
        <source>The forts fought: %1.</source>
        <translation>Les forts ont combattu&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 men of the %2 troops aboard were lost with their transports, %3 of them taken prisoner.</source>
        <translation>%1 hommes des troupes embarquées (%2) ont été perdus avec leurs transports, dont %3 faits prisonniers.</translation>
    </message>
    <message>
        <source>%1 men of the %2 troops aboard went down with their transports.</source>
        <translation>%1 hommes des troupes embarquées (%2) ont sombré avec leurs transports.</translation>
    </message>
    <message>
        <source>%1 embarked on %2.</source>
        <translation>%1 a embarqué sur %2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 landed at %2.&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 a débarqué à %2.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Light winds</source>
        <translation>Vents faibles</translation>
    </message>
    <message>
        <source>Strong winds</source>
        <translation>Vents forts</translation>
    </message>
    <message>
        <source>Moderate winds</source>
        <translation>Vents modérés</translation>
    </message>
    <message>
        <source>%1, onshore on the coast</source>
        <translation>%1, de mer sur la côte</translation>
    </message>
    <message>
        <source>%1, offshore</source>
        <translation>%1, de terre</translation>
    </message>
    <message>
        <source>The weather of this turn, rolled before the orders (winter blows harder). Light winds help a fleet evade, strong winds hinder it. An onshore wind pins ships to the coast: in coastal waters any ship may then engage any other (a frigate even a ship of the line), and a fleet to leeward of the enemy rarely escapes.</source>
        <translation>Le temps de ce tour, tiré avant les ordres (l&apos;hiver souffle plus fort). Les vents faibles aident une flotte à se dérober, les vents forts la gênent. Un vent de mer plaque les navires contre la côte&#xa0;: dans les eaux côtières, tout navire peut alors engager n&apos;importe quel autre (une frégate même un vaisseau de ligne), et une flotte sous le vent de l&apos;ennemi s&apos;échappe rarement.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Weather: %1.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Temps&#xa0;: %1.&lt;/i&gt;</translation>
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
        <source>&amp;About Hardtack</source>
        <translation>À &amp;propos de Hardtack</translation>
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
        <source>&amp;New battle…</source>
        <translation>&amp;Nouvelle bataille…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>&amp;Naval battle…</source>
        <translation>&amp;Bataille navale…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>Para&amp;mètres…</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>&amp;Règles du jeu</translation>
    </message>
    <message>
        <source>&amp;Keyboard and mouse</source>
        <translation>&amp;Clavier et souris</translation>
    </message>
    <message>
        <source>Click a unit to select it, click a shaded hex to move; F fire, M melee, Tab next unit, Ctrl+E end the phase.</source>
        <translation>Cliquez sur une unité pour la sélectionner, sur un hexagone ombré pour la déplacer&#xa0;; F tir, M mêlée, Tab unité suivante, Ctrl+E fin de phase.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Hardtack saves (*.json)</source>
        <translation>Sauvegardes Hardtack (*.json)</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Échec de la sauvegarde automatique&#xa0;: %1</translation>
    </message>
    <message>
        <source>Restore the last battle?</source>
        <translation>Restaurer la dernière bataille&#xa0;?</translation>
    </message>
    <message>
        <source>Hardtack did not close normally. Restore the battle saved automatically at the end of its last phase?</source>
        <translation>Hardtack ne s&apos;est pas fermé normalement. Restaurer la bataille sauvegardée automatiquement à la fin de sa dernière phase&#xa0;?</translation>
    </message>
    <message>
        <source>Keyboard and mouse</source>
        <translation>Clavier et souris</translation>
    </message>
    <message>
        <source>Rules reference — Hardtack</source>
        <translation>Règles du jeu — Hardtack</translation>
    </message>
    <message>
        <source>The rules reference (docs/RULES.md) was not found.</source>
        <translation>Les règles du jeu (docs/RULES.md) sont introuvables.</translation>
    </message>
    <message>
        <source>New &amp;campaign…</source>
        <translation>Nouvelle &amp;campagne…</translation>
    </message>
    <message>
        <source>Cascade &amp;Lab…</source>
        <translation>&amp;Laboratoire de cascade…</translation>
    </message>
    <message>
        <source>Rules of this panel</source>
        <translation>Règles de ce panneau</translation>
    </message>
    <message>
        <source>&amp;Briefing</source>
        <translation>&amp;Briefing</translation>
    </message>
    <message>
        <source>Cannot open the Cascade Lab</source>
        <translation>Impossible d&apos;ouvrir le Laboratoire de cascade</translation>
    </message>
    <message>
        <source>No scenario to open.</source>
        <translation>Aucun scénario à ouvrir.</translation>
    </message>
    <message>
        <source>&lt;table cellpadding=3&gt;&lt;tr&gt;&lt;td&gt;Click a unit&lt;/td&gt;&lt;td&gt;select it (again: the next unit of the stack)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Shift+click / Ctrl+click&lt;/td&gt;&lt;td&gt;add a unit / select the whole stack&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Click a shaded hex&lt;/td&gt;&lt;td&gt;move there (the path and its MP show under the cursor)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F / M&lt;/td&gt;&lt;td&gt;fire / melee: click a highlighted hex&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;A / D&lt;/td&gt;&lt;td&gt;turn left / right&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;C&lt;/td&gt;&lt;td&gt;change formation&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Tab&lt;/td&gt;&lt;td&gt;next unit that can still act&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;hold L&lt;/td&gt;&lt;td&gt;line of sight of the selected unit&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;R&lt;/td&gt;&lt;td&gt;range rings&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Z / Ctrl+Shift+Z&lt;/td&gt;&lt;td&gt;undo / redo a move&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+E&lt;/td&gt;&lt;td&gt;end the phase&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;cancel; stop the computer&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+S / Ctrl+O / Ctrl+N&lt;/td&gt;&lt;td&gt;save / open / new battle&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+G / Ctrl+K&lt;/td&gt;&lt;td&gt;hex grid / hex coordinates&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F1&lt;/td&gt;&lt;td&gt;the rules of the panel under the cursor&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Left / Right / End&lt;/td&gt;&lt;td&gt;after a handoff: the previous / next event you saw / skip&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table cellpadding=3&gt;&lt;tr&gt;&lt;td&gt;Clic sur une unité&lt;/td&gt;&lt;td&gt;la sélectionner (à nouveau : l&apos;unité suivante de la pile)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Maj+clic / Ctrl+clic&lt;/td&gt;&lt;td&gt;ajouter une unité / sélectionner toute la pile&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Clic sur un hexagone ombré&lt;/td&gt;&lt;td&gt;s&apos;y déplacer (le chemin et ses PM s&apos;affichent sous le curseur)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F / M&lt;/td&gt;&lt;td&gt;tir / mêlée : cliquer sur un hexagone en surbrillance&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;A / D&lt;/td&gt;&lt;td&gt;pivoter à gauche / à droite&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;C&lt;/td&gt;&lt;td&gt;changer de formation&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Tab&lt;/td&gt;&lt;td&gt;unité suivante pouvant encore agir&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;maintenir L&lt;/td&gt;&lt;td&gt;ligne de vue de l&apos;unité sélectionnée&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;R&lt;/td&gt;&lt;td&gt;cercles de portée&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Z / Ctrl+Maj+Z&lt;/td&gt;&lt;td&gt;annuler / rétablir un mouvement&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+E&lt;/td&gt;&lt;td&gt;terminer la phase&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Échap&lt;/td&gt;&lt;td&gt;annuler ; arrêter l&apos;ordinateur&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+S / Ctrl+O / Ctrl+N&lt;/td&gt;&lt;td&gt;enregistrer / ouvrir / nouvelle bataille&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+G / Ctrl+K&lt;/td&gt;&lt;td&gt;grille hexagonale / coordonnées des hexagones&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F1&lt;/td&gt;&lt;td&gt;les règles du panneau sous le curseur&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Gauche / Droite / Fin&lt;/td&gt;&lt;td&gt;après une passation : l&apos;événement vu précédent / suivant / passer&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>Rules: %1 — Hardtack</source>
        <translation>Règles : %1 — Hardtack</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Impossible de commencer la partie</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Partie en réseau</translation>
    </message>
    <message>
        <source>Net&amp;work game…</source>
        <translation>&amp;Partie en réseau…</translation>
    </message>
    <message>
        <source>The network game goes on.</source>
        <translation>La partie en réseau continue.</translation>
    </message>
    <message>
        <source>Leave the network game?</source>
        <translation>Quitter la partie en réseau ?</translation>
    </message>
    <message>
        <source>A network game is under way. Leave it? Your opponent is told.</source>
        <translation>Une partie en réseau est en cours. La quitter ? Votre adversaire en sera averti.</translation>
    </message>
    <message>
        <source>The network game stopped</source>
        <translation>La partie en réseau s’est arrêtée</translation>
    </message>
    <message>
        <source>Cannot host the game</source>
        <translation>Impossible d’héberger la partie</translation>
    </message>
    <message>
        <source>Scenario &amp;editor…</source>
        <translation>É&amp;diteur de scénarios…</translation>
    </message>
    <message>
        <source>Cannot open the editor</source>
        <translation>Impossible d&apos;ouvrir l&apos;éditeur</translation>
    </message>
    <message>
        <source>Cannot play the scenario</source>
        <translation>Impossible de jouer le scénario</translation>
    </message>
    <message>
        <source>%1 (tried out from the editor) — Hardtack</source>
        <translation>%1 (essai depuis l&apos;éditeur) — Hardtack</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>%1: $.format: Hardtack does not open &quot;%2&quot; files</source>
        <translation>%1 : $.format : Hardtack n’ouvre pas les fichiers « %2 »</translation>
    </message>
    <message>
        <source>Naval battle</source>
        <translation>Bataille navale</translation>
    </message>
    <message>
        <source>Naval battles (*.json)</source>
        <translation>Batailles navales (*.json)</translation>
    </message>
    <message>
        <source>Cannot open the naval battle</source>
        <translation>Impossible d&apos;ouvrir la bataille navale</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <source>&amp;Close (%1)</source>
        <translation>&amp;Fermer (%1)</translation>
    </message>
</context>
<context>
    <name>hardtack::editor::EditorDocument</name>
    <message>
        <source>New map</source>
        <translation>Nouvelle carte</translation>
    </message>
    <message>
        <source>New battle</source>
        <translation>Nouvelle bataille</translation>
    </message>
    <message>
        <source>The scenario has no file name yet.</source>
        <translation>Le scénario n&apos;a pas encore de nom de fichier.</translation>
    </message>
    <message>
        <source>Paint %1</source>
        <translation>Peindre %1</translation>
    </message>
    <message>
        <source>Raise ground</source>
        <translation>Surélever le terrain</translation>
    </message>
    <message>
        <source>Lower ground</source>
        <translation>Abaisser le terrain</translation>
    </message>
    <message>
        <source>Set ground to level %1</source>
        <translation>Mettre le terrain à l&apos;élévation %1</translation>
    </message>
    <message>
        <source>Shorten %1</source>
        <translation>Raccourcir %1</translation>
    </message>
    <message>
        <source>Extend %1</source>
        <translation>Prolonger %1</translation>
    </message>
    <message>
        <source>New %1</source>
        <translation>Tracer %1</translation>
    </message>
    <message>
        <source>Remove road</source>
        <translation>Supprimer la route</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Supprimer %1</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <source>Add label</source>
        <translation>Ajouter une étiquette</translation>
    </message>
    <message>
        <source>Edit label</source>
        <translation>Modifier l&apos;étiquette</translation>
    </message>
    <message>
        <source>Remove label</source>
        <translation>Supprimer l&apos;étiquette</translation>
    </message>
    <message>
        <source>Resize map</source>
        <translation>Redimensionner la carte</translation>
    </message>
    <message>
        <source>Rename map</source>
        <translation>Renommer la carte</translation>
    </message>
    <message>
        <source>Scenario properties</source>
        <translation>Propriétés du scénario</translation>
    </message>
    <message>
        <source>New %1 %2</source>
        <translation>Créer %1 %2</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>Modifier %1</translation>
    </message>
    <message>
        <source>New unit %1</source>
        <translation>Créer l&apos;unité %1</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Placer %1</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (copie)</translation>
    </message>
    <message>
        <source>Copy %1</source>
        <translation>Copier %1</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Objectifs</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <translation>Renforts</translation>
    </message>
</context>
<context>
    <name>hardtack::editor::Validation</name>
    <message>
        <source>unit %1</source>
        <translation>unité %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>formation %1</source>
        <translation>formation %1</translation>
    </message>
    <message>
        <source>objective %1</source>
        <translation>objectif %1</translation>
    </message>
    <message>
        <source>reinforcement %1</source>
        <translation>renfort %1</translation>
    </message>
    <message>
        <source>label %1</source>
        <translation>étiquette %1</translation>
    </message>
    <message>
        <source>road %1</source>
        <translation>route %1</translation>
    </message>
    <message>
        <source>hexside %1</source>
        <translation>côté d&apos;hexagone %1</translation>
    </message>
    <message>
        <source>the map</source>
        <translation>la carte</translation>
    </message>
    <message>
        <source>the scenario</source>
        <translation>le scénario</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>(new scenario)</source>
        <translation>(nouveau scénario)</translation>
    </message>
    <message>
        <source>not on the map and arrives with no reinforcement</source>
        <translation>pas sur la carte et n&apos;arrive avec aucun renfort</translation>
    </message>
    <message>
        <source>the Union has no units</source>
        <translation>l&apos;Union n&apos;a aucune unité</translation>
    </message>
    <message>
        <source>the Confederates have no units</source>
        <translation>les Confédérés n&apos;ont aucune unité</translation>
    </message>
    <message>
        <source>no objectives: the battle is decided by losses alone</source>
        <translation>aucun objectif&#xa0;: la bataille se décide aux seules pertes</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::BattleDocument</name>
    <message>
        <source>No battle is open.</source>
        <translation>Aucune bataille n&apos;est ouverte.</translation>
    </message>
    <message>
        <source>Undo history cut: dice were rolled.</source>
        <translation>Historique d&apos;annulation coupé&#xa0;: des dés ont été lancés.</translation>
    </message>
    <message>
        <source>Undo history cut: an enemy unit came into view.</source>
        <translation>Historique d&apos;annulation coupé&#xa0;: une unité ennemie est apparue.</translation>
    </message>
    <message>
        <source>Undo history cut: the phase ended.</source>
        <translation>Historique d&apos;annulation coupé&#xa0;: la phase s&apos;est terminée.</translation>
    </message>
    <message>
        <source>Undo history cut: the battle is over.</source>
        <translation>Historique d&apos;annulation coupé&#xa0;: la bataille est terminée.</translation>
    </message>
    <message>
        <source>move %1 to %2</source>
        <translation>déplacer %1 vers %2</translation>
    </message>
    <message>
        <source>turn %1 to face %2</source>
        <translation>orienter %1 face au %2</translation>
    </message>
    <message>
        <source>%1 forms %2</source>
        <translation>%1&#xa0;: formation %2</translation>
    </message>
    <message>
        <source>%1 fire at %2</source>
        <translation>%1&#xa0;: tir sur %2</translation>
    </message>
    <message>
        <source>%1 attack %2</source>
        <translation>%1&#xa0;: attaque contre %2</translation>
    </message>
    <message>
        <source>end the phase</source>
        <translation>terminer la phase</translation>
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
        <source>%1: $.format: the game opens a scenario or a saved battle, not &quot;%2&quot;</source>
        <translation>%1&#xa0;: $.format&#xa0;: le jeu ouvre un scénario ou une bataille sauvegardée, pas &quot;%2&quot;</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Journal des événements</translation>
    </message>
    <message>
        <source>&amp;End phase</source>
        <translation>&amp;Terminer la phase</translation>
    </message>
    <message>
        <source>&amp;Next unit that can act</source>
        <translation>Unité &amp;suivante pouvant agir</translation>
    </message>
    <message>
        <source>&amp;Fire…</source>
        <translation>T&amp;ir…</translation>
    </message>
    <message>
        <source>&amp;Melee…</source>
        <translation>&amp;Mêlée…</translation>
    </message>
    <message>
        <source>Turn &amp;left</source>
        <translation>Pivoter à &amp;gauche</translation>
    </message>
    <message>
        <source>Turn &amp;right</source>
        <translation>Pivoter à &amp;droite</translation>
    </message>
    <message>
        <source>Change f&amp;ormation</source>
        <translation>Changer de f&amp;ormation</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Range &amp;rings</source>
        <translation>Cercles de &amp;portée</translation>
    </message>
    <message>
        <source>Stop the computer</source>
        <translation>Arrêter l&apos;ordinateur</translation>
    </message>
    <message>
        <source>The computer stopped; you now command the %1.</source>
        <translation>L&apos;ordinateur s&apos;est arrêté&#xa0;; vous commandez désormais le camp %1.</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>The computer is thinking… (Esc stops it)</source>
        <translation>L&apos;ordinateur réfléchit… (Échap pour l&apos;arrêter)</translation>
    </message>
    <message>
        <source>%1 (turn %2 of %3)</source>
        <translation>%1 (tour %2 sur %3)</translation>
    </message>
    <message>
        <source>Turn %1, %2 phase.</source>
        <translation>Tour %1, phase&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Select your units first, then choose fire or melee.</source>
        <translation>Sélectionnez d&apos;abord vos unités, puis choisissez tir ou mêlée.</translation>
    </message>
    <message>
        <source>No enemy hex these units may attack.</source>
        <translation>Aucun hexagone ennemi que ces unités peuvent attaquer.</translation>
    </message>
    <message>
        <source>No enemy hex these units may fire at.</source>
        <translation>Aucun hexagone ennemi sur lequel ces unités peuvent tirer.</translation>
    </message>
    <message>
        <source>Melee: click a highlighted hex to attack it; Esc cancels.</source>
        <translation>Mêlée&#xa0;: cliquez sur un hexagone en surbrillance pour l&apos;attaquer&#xa0;; Échap pour annuler.</translation>
    </message>
    <message>
        <source>Fire: click a highlighted hex to fire at it; Esc cancels.</source>
        <translation>Tir&#xa0;: cliquez sur un hexagone en surbrillance pour tirer dessus&#xa0;; Échap pour annuler.</translation>
    </message>
    <message>
        <source>End the phase?</source>
        <translation>Terminer la phase&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) can still act in this phase. End it anyway?</source>
        <translation>
            <numerusform>%n unité peut encore agir pendant cette phase. La terminer quand même&#xa0;?</numerusform>
            <numerusform>%n unités peuvent encore agir pendant cette phase. La terminer quand même&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot change formation now.</source>
        <translation>%1 ne peut pas changer de formation maintenant.</translation>
    </message>
    <message>
        <source>Face</source>
        <translation>Orientation</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <source>Hex &amp;coordinates</source>
        <translation>&amp;Coordonnées des hexagones</translation>
    </message>
    <message>
        <source>%1: you saw nothing of your opponent&apos;s turn.</source>
        <translation>%1 : vous n&apos;avez rien vu du tour de votre adversaire.</translation>
    </message>
    <message>
        <source>What you saw of the %1 turn</source>
        <translation>Ce que vous avez vu du tour %1</translation>
    </message>
    <message>
        <source>%1 phase passed: no %2 unit could act.</source>
        <translation>Phase %1 passée&#xa0;: aucune unité (%2) ne pouvait agir.</translation>
    </message>
    <message>
        <source>No battle is open.</source>
        <translation>Aucune bataille n’est ouverte.</translation>
    </message>
    <message>
        <source>Enemy &amp;threats</source>
        <translation>&amp;Menaces ennemies</translation>
    </message>
    <message>
        <source>Shade the hexes the enemy units you know of could fire on or charge next turn (T)</source>
        <translation>Ombrer les hexagones que les unités ennemies connues pourraient prendre sous leur feu ou charger au prochain tour (T)</translation>
    </message>
    <message>
        <source>Enemy threats next turn</source>
        <translation>Menaces ennemies au prochain tour</translation>
    </message>
    <message>
        <source>could be fired on</source>
        <translation>sous le feu possible</translation>
    </message>
    <message>
        <source>could be charged</source>
        <translation>charge possible</translation>
    </message>
    <message>
        <source>Only the enemy units you see. Point at a hex: by whom.</source>
        <translation>Seules les unités ennemies en vue. Pointez un hexagone : par qui.</translation>
    </message>
    <message>
        <source>Waiting for the %1 turn…</source>
        <translation>En attente du tour du camp %1…</translation>
    </message>
    <message>
        <source>order %1 of %2 comes after the end of the battle</source>
        <translation>l&apos;ordre %1 sur %2 vient après la fin de la bataille</translation>
    </message>
    <message>
        <source>order %1 of %2 is the %3 side&apos;s, which is not played elsewhere</source>
        <translation>l&apos;ordre %1 sur %2 est du camp %3, qui n&apos;est pas joué ailleurs</translation>
    </message>
    <message>
        <source>order %1 of %2 was given in turn %3, %4 phase, by the %5 side; the battle is in turn %6, %7 phase, the %8 side to act</source>
        <translation>l&apos;ordre %1 sur %2 a été donné au tour %3, phase %4, par le camp %5 ; la bataille en est au tour %6, phase %7, au camp %8 d&apos;agir</translation>
    </message>
    <message>
        <source>order %1 of %2 is refused: %3</source>
        <translation>l&apos;ordre %1 sur %2 est refusé : %3</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler : %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir : %1</translation>
    </message>
    <message>
        <source>&amp;Orders</source>
        <translation>&amp;Ordres</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>Save the battle</source>
        <translation>Enregistrer la bataille</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::BriefingDialog</name>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>Briefing: %1</source>
        <translation>Briefing : %1</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Précédent</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Suivant &gt;</translation>
    </message>
    <message>
        <source>&amp;To the battle</source>
        <translation>&amp;Au combat</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::CampaignBattleMode</name>
    <message>
        <source>&amp;Battle</source>
        <translation>&amp;Bataille</translation>
    </message>
    <message>
        <source>&amp;Leave to the auto-resolve model</source>
        <translation>&amp;Laisser au modèle de résolution automatique</translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation>La bataille est terminée</translation>
    </message>
    <message>
        <source>Return to the campaign</source>
        <translation>Revenir à la campagne</translation>
    </message>
    <message>
        <source>Leave the battle?</source>
        <translation>Quitter la bataille ?</translation>
    </message>
    <message>
        <source>The battle is not over. Leave it and let the auto-resolve model decide it from the start?</source>
        <translation>La bataille n&apos;est pas terminée. La quitter et laisser le modèle de résolution automatique la trancher depuis le début ?</translation>
    </message>
    <message>
        <source>Campaign battle</source>
        <translation>Bataille de la campagne</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::CampaignMode</name>
    <message numerus="yes">
        <source>The Union gave %n order(s).</source>
        <translation>
            <numerusform>L&apos;Union a donné %n ordre.</numerusform>
            <numerusform>L&apos;Union a donné %n ordres.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Confederacy gave %n order(s).</source>
        <translation>
            <numerusform>La Confédération a donné %n ordre.</numerusform>
            <numerusform>La Confédération a donné %n ordres.</numerusform>
        </translation>
    </message>
    <message>
        <source>Orders for %1, turn %2 of campaign %3.</source>
        <translation>Ordres pour %1, tour %2 de la campagne %3.</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>&lt;b&gt;A battle at %1.&lt;/b&gt; Fight it on the hex map?</source>
        <translation>&lt;b&gt;Une bataille à %1.&lt;/b&gt; La livrer sur la carte hexagonale ?</translation>
    </message>
    <message>
        <source>The battle cannot be set up on the hex map (%1); it is auto-resolved.</source>
        <translation>La bataille ne peut pas être mise en place sur la carte hexagonale (%1) ; elle est résolue automatiquement.</translation>
    </message>
    <message>
        <source>The battle&apos;s result goes to the campaign.</source>
        <translation>Le résultat de la bataille est transmis à la campagne.</translation>
    </message>
    <message>
        <source>Forces</source>
        <translation>Forces</translation>
    </message>
    <message>
        <source>Treasury</source>
        <translation>Trésor</translation>
    </message>
    <message>
        <source>The war</source>
        <translation>La guerre</translation>
    </message>
    <message>
        <source>Turn report and scores</source>
        <translation>Rapport du tour et scores</translation>
    </message>
    <message>
        <source>&amp;New campaign…</source>
        <translation>&amp;Nouvelle campagne…</translation>
    </message>
    <message>
        <source>&amp;Campaign</source>
        <translation>&amp;Campagne</translation>
    </message>
    <message>
        <source>&amp;End orders</source>
        <translation>&amp;Terminer les ordres</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Tour</translation>
    </message>
    <message>
        <source>The computer commands the Union</source>
        <translation>L&apos;ordinateur commande l&apos;Union</translation>
    </message>
    <message>
        <source>The computer commands the Confederacy</source>
        <translation>L&apos;ordinateur commande la Confédération</translation>
    </message>
    <message>
        <source>Ask before each battle</source>
        <translation>Demander avant chaque bataille</translation>
    </message>
    <message>
        <source>Fight every battle</source>
        <translation>Livrer chaque bataille</translation>
    </message>
    <message>
        <source>Auto-resolve every battle</source>
        <translation>Résoudre automatiquement chaque bataille</translation>
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
        <source>Campaign</source>
        <translation>Campagne</translation>
    </message>
    <message>
        <source>%1: $.format: the campaign window opens a campaign or a campaign save, not &quot;%2&quot;</source>
        <translation>%1 : $.format : la fenêtre de campagne ouvre une campagne ou une sauvegarde de campagne, pas « %2 »</translation>
    </message>
    <message>
        <source>%1 — campaign %2, turn %3 of %4</source>
        <translation>%1 — campagne %2, tour %3 sur %4</translation>
    </message>
    <message>
        <source>Orders of the Union</source>
        <translation>Ordres de l&apos;Union</translation>
    </message>
    <message>
        <source>Orders of the Confederacy</source>
        <translation>Ordres de la Confédération</translation>
    </message>
    <message>
        <source>Ordered: %1 — %2</source>
        <translation>Ordonné : %1 — %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Impossible d&apos;ouvrir le fichier</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Save the campaign</source>
        <translation>Enregistrer la campagne</translation>
    </message>
    <message>
        <source>Stop the &amp;fast forward</source>
        <translation>Arrêter l’&amp;avance rapide</translation>
    </message>
    <message>
        <source>&amp;Fast forward to the winter</source>
        <translation>&amp;Avance rapide jusqu’à l’hiver</translation>
    </message>
    <message>
        <source>Fight it yourself on the hex map, or let the quick model decide it from the armies&apos; strength?</source>
        <translation>La livrer vous-même sur la carte hexagonale, ou laisser le modèle rapide la décider d’après la force des armées ?</translation>
    </message>
    <message>
        <source>&amp;Fight it</source>
        <translation>La &amp;livrer</translation>
    </message>
    <message>
        <source>&amp;Auto-resolve</source>
        <translation>Résolution &amp;automatique</translation>
    </message>
    <message>
        <source>Auto-resolve &amp;every battle left this turn</source>
        <translation>Résoudre automatiquement &amp;toutes les batailles restantes du tour</translation>
    </message>
    <message>
        <source>%1 — a naval battle of the campaign</source>
        <translation>%1 — une bataille navale de la campagne</translation>
    </message>
    <message>
        <source>Return to the campaign</source>
        <translation>Retour à la campagne</translation>
    </message>
    <message>
        <source>Resolved battles count as fought; a battle left unresolved is decided by the naval engine.</source>
        <translation>Les batailles résolues comptent comme livrées ; une bataille non résolue est décidée par le moteur naval.</translation>
    </message>
    <message>
        <source>Winter: the fast forward stops. Campaign %1 begins with your orders.</source>
        <translation>Hiver : l’avance rapide s’arrête. La campagne %1 commence avec vos ordres.</translation>
    </message>
    <message>
        <source>The &amp;end of the war…</source>
        <translation>La &amp;fin de la guerre…</translation>
    </message>
    <message>
        <source>The computer gives your orders and every battle is auto-resolved, turn after turn, until this campaign ends (or the war). Again to stop.</source>
        <translation>L’ordinateur donne vos ordres et chaque bataille est résolue automatiquement, tour après tour, jusqu’à la fin de cette campagne (ou de la guerre). De nouveau pour arrêter.</translation>
    </message>
    <message>
        <source>The war is over: the Union has won</source>
        <translation>La guerre est finie : l’Union a gagné</translation>
    </message>
    <message>
        <source>The war is over: the Confederacy has won</source>
        <translation>La guerre est finie : la Confédération a gagné</translation>
    </message>
    <message>
        <source>&amp;Close the campaign</source>
        <translation>&amp;Fermer la campagne</translation>
    </message>
    <message>
        <source>A battle is being fought</source>
        <translation>Une bataille est en cours</translation>
    </message>
    <message>
        <source>Finish the campaign&apos;s battle, or leave it to the auto-resolve model, first.</source>
        <translation>Terminez d’abord la bataille de la campagne, ou laissez-la au modèle de résolution automatique.</translation>
    </message>
    <message>
        <source>Fight it yourself on the naval battle screen, or let the naval engine decide it from the squadrons&apos; ships?</source>
        <translation>La livrer vous-même sur l’écran de la bataille navale, ou laisser le moteur naval la décider d’après les navires des escadres ?</translation>
    </message>
    <message>
        <source>&lt;b&gt;The squadrons meet: %1.&lt;/b&gt; Fight it yourself?</source>
        <translation>&lt;b&gt;Les escadres se rencontrent : %1.&lt;/b&gt; La livrer vous-même ?</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::CatchUpBar</name>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Précédent</translation>
    </message>
    <message>
        <source>The previous event (Left)</source>
        <translation>L&apos;événement précédent (Gauche)</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>&amp;Suivant ▶</translation>
    </message>
    <message>
        <source>The next event (Right or Space)</source>
        <translation>L&apos;événement suivant (Droite ou Espace)</translation>
    </message>
    <message>
        <source>Skip to the &amp;end</source>
        <translation>Passer à la &amp;fin</translation>
    </message>
    <message>
        <source>Leave the catch-up and give your orders (End)</source>
        <translation>Quitter le rattrapage et donner vos ordres (Fin)</translation>
    </message>
    <message>
        <source>%1 — event %2 of %3</source>
        <translation>%1 — événement %2 sur %3</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Terminé</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::ChatPanel</name>
    <message>
        <source>Say something to your opponent (Enter)</source>
        <translation>Dites quelque chose à votre adversaire (Entrée)</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::EditorScene</name>
    <message>
        <source>Place %1</source>
        <translation>Placer %1</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::EditorWindow</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New map…</source>
        <translation>&amp;Nouvelle carte…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Play this scenario</source>
        <translation>&amp;Jouer ce scénario</translation>
    </message>
    <message>
        <source>&amp;Hotseat (both sides human)</source>
        <translation>Sur le même &amp;poste (deux camps humains)</translation>
    </message>
    <message>
        <source>Against the computer, commanding the &amp;Union</source>
        <translation>Contre l&apos;ordinateur, en commandant l&apos;&amp;Union</translation>
    </message>
    <message>
        <source>Against the computer, commanding the &amp;Confederates</source>
        <translation>Contre l&apos;ordinateur, en commandant les &amp;Confédérés</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Copy brigade</source>
        <translation>&amp;Copier la brigade</translation>
    </message>
    <message>
        <source>&amp;Paste brigade</source>
        <translation>Co&amp;ller la brigade</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation>&amp;Scénario</translation>
    </message>
    <message>
        <source>&amp;Properties…</source>
        <translation>&amp;Propriétés…</translation>
    </message>
    <message>
        <source>&amp;Resize map…</source>
        <translation>&amp;Redimensionner la carte…</translation>
    </message>
    <message>
        <source>&amp;Validate now</source>
        <translation>&amp;Vérifier maintenant</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
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
        <source>&amp;Fit the map</source>
        <translation>&amp;Carte entière</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Sélection</translation>
    </message>
    <message>
        <source>Brush</source>
        <translation>Pinceau</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Rectangle</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Remplir</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Surélever</translation>
    </message>
    <message>
        <source>Lower</source>
        <translation>Abaisser</translation>
    </message>
    <message>
        <source>Set level</source>
        <translation>Fixer l&apos;élévation</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Route</translation>
    </message>
    <message>
        <source>Hexside</source>
        <translation>Côté d&apos;hexagone</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Étiquette</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Tool options</source>
        <translation>Options de l&apos;outil</translation>
    </message>
    <message>
        <source> Terrain </source>
        <translation> Terrain </translation>
    </message>
    <message>
        <source> Brush </source>
        <translation> Pinceau </translation>
    </message>
    <message>
        <source>1 hex</source>
        <translation>1 hexagone</translation>
    </message>
    <message>
        <source>7 hexes</source>
        <translation>7 hexagones</translation>
    </message>
    <message>
        <source>19 hexes</source>
        <translation>19 hexagones</translation>
    </message>
    <message>
        <source> Level </source>
        <translation> Élévation </translation>
    </message>
    <message>
        <source> (×20 ft)</source>
        <translation> (×20 pieds)</translation>
    </message>
    <message>
        <source> Road </source>
        <translation> Route </translation>
    </message>
    <message>
        <source> Hexside </source>
        <translation> Côté d&apos;hexagone </translation>
    </message>
    <message>
        <source>Elevation: levels 0–9, 20 feet each (lighter is higher)</source>
        <translation>Élévation&#xa0;: niveaux 0 à 9, de 20 pieds chacun (plus clair = plus haut)</translation>
    </message>
    <message>
        <source>Scale: one hex is 125 yards across</source>
        <translation>Échelle&#xa0;: un hexagone fait 125 yards de large</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Légende</translation>
    </message>
    <message>
        <source>Order of battle</source>
        <translation>Ordre de bataille</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Effectif</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hexagone</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>Armée</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>Division</translation>
    </message>
    <message>
        <source>Brigade</source>
        <translation>Brigade</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Copy brigade</source>
        <translation>Copier la brigade</translation>
    </message>
    <message>
        <source>Arrives later…</source>
        <translation>Arrive plus tard…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Select a formation or a unit in the order of battle.</source>
        <translation>Sélectionnez une formation ou une unité dans l&apos;ordre de bataille.</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Propriétés</translation>
    </message>
    <message>
        <source>Union</source>
        <translation>Union</translation>
    </message>
    <message>
        <source>Confederate</source>
        <translation>Confédération</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Objectifs</translation>
    </message>
    <message>
        <source>Arriving</source>
        <translation>Arrivants</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Chance %</source>
        <translation>Probabilité&#xa0;%</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <translation>Renforts</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;ouvert&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>%1[*] — Hardtack scenario editor</source>
        <translation>%1[*] — Éditeur de scénarios Hardtack</translation>
    </message>
    <message>
        <source>%1 (%2, %3 %4)</source>
        <translation>%1 (%2, %3 %4)</translation>
    </message>
    <message numerus="yes">
        <source>%n guns</source>
        <translation>
            <numerusform>%n canon</numerusform>
            <numerusform>%n canons</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 supply</source>
        <translation>%1 points de ravitaillement</translation>
    </message>
    <message>
        <source>%1 men</source>
        <translation>%1 hommes</translation>
    </message>
    <message>
        <source>not placed</source>
        <translation>non placé</translation>
    </message>
    <message>
        <source>Click a hex to place %1 there, or drag it onto the map.</source>
        <translation>Cliquez sur un hexagone pour y placer %1, ou faites glisser l&apos;entrée sur la carte.</translation>
    </message>
    <message>
        <source>No problems: the game will load this scenario.</source>
        <translation>Aucun problème&#xa0;: le jeu chargera ce scénario.</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Avertissement&#xa0;: %1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Erreur&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) the game would refuse</source>
        <translation>
            <numerusform>%n problème que le jeu refuserait</numerusform>
            <numerusform>%n problèmes que le jeu refuserait</numerusform>
        </translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The scenario has changes that are not saved. Save them?</source>
        <translation>Le scénario comporte des modifications non enregistrées. Les enregistrer&#xa0;?</translation>
    </message>
    <message>
        <source>Save a scenario the game refuses?</source>
        <translation>Enregistrer un scénario que le jeu refuse&#xa0;?</translation>
    </message>
    <message>
        <source>The game would not load this scenario yet:

%1

Save it anyway?</source>
        <translation>Le jeu ne chargerait pas encore ce scénario&#xa0;:

%1

L&apos;enregistrer quand même&#xa0;?</translation>
    </message>
    <message>
        <source>New map</source>
        <translation>Nouvelle carte</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>&amp;Width (hexes)</source>
        <translation>&amp;Largeur (hexagones)</translation>
    </message>
    <message>
        <source>&amp;Height (hexes)</source>
        <translation>&amp;Hauteur (hexagones)</translation>
    </message>
    <message>
        <source>A hex is 125 yards across: 30 × 20 hexes is about 2 by 1.4 miles.</source>
        <translation>Un hexagone fait 125 yards de large&#xa0;: 30 × 20 hexagones font environ 2 milles sur 1,4.</translation>
    </message>
    <message>
        <source>Open a scenario or a map</source>
        <translation>Ouvrir un scénario ou une carte</translation>
    </message>
    <message>
        <source>Hardtack scenarios and maps (*.json)</source>
        <translation>Scénarios et cartes Hardtack (*.json)</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>Ouverture impossible</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>Enregistrer le scénario</translation>
    </message>
    <message>
        <source>Hardtack scenarios (*.json)</source>
        <translation>Scénarios Hardtack (*.json)</translation>
    </message>
    <message>
        <source>Saved %1 and its map %2</source>
        <translation>%1 enregistré avec sa carte %2</translation>
    </message>
    <message>
        <source>Cannot play yet</source>
        <translation>Pas encore jouable</translation>
    </message>
    <message>
        <source>The game would not load this scenario:

%1</source>
        <translation>Le jeu ne chargerait pas ce scénario&#xa0;:

%1</translation>
    </message>
    <message>
        <source>Cannot play</source>
        <translation>Impossible de jouer</translation>
    </message>
    <message>
        <source>Resize map</source>
        <translation>Redimensionner la carte</translation>
    </message>
    <message>
        <source>Width × height in hexes:</source>
        <translation>Largeur × hauteur en hexagones&#xa0;:</translation>
    </message>
    <message>
        <source>New label</source>
        <translation>Nouvelle étiquette</translation>
    </message>
    <message>
        <source>Edit label</source>
        <translation>Modifier l&apos;étiquette</translation>
    </message>
    <message>
        <source>Label at %1 (empty to remove):</source>
        <translation>Étiquette en %1 (vide pour la supprimer)&#xa0;:</translation>
    </message>
    <message>
        <source>Union army</source>
        <translation>Armée de l&apos;Union</translation>
    </message>
    <message>
        <source>Confederate army</source>
        <translation>Armée confédérée</translation>
    </message>
    <message>
        <source>Commander %1</source>
        <translation>Commandant %1</translation>
    </message>
    <message>
        <source>New unit</source>
        <translation>Nouvelle unité</translation>
    </message>
    <message>
        <source>Select a brigade first: every unit belongs to one.</source>
        <translation>Sélectionnez d&apos;abord une brigade&#xa0;: chaque unité appartient à une brigade.</translation>
    </message>
    <message>
        <source>%1th Regiment</source>
        <translation>%1e régiment</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation>Copié&#xa0;: %1</translation>
    </message>
    <message>
        <source>Arrives later</source>
        <translation>Arrive plus tard</translation>
    </message>
    <message>
        <source>%1 arrives on turn:</source>
        <translation>%1 arrive au tour&#xa0;:</translation>
    </message>
    <message>
        <source>%1 arrives on turn %2</source>
        <translation>%1 arrive au tour %2</translation>
    </message>
    <message>
        <source>New corps %1</source>
        <translation>Nouveau corps %1</translation>
    </message>
    <message>
        <source>New division %1</source>
        <translation>Nouvelle division %1</translation>
    </message>
    <message>
        <source>New brigade %1</source>
        <translation>Nouvelle brigade %1</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>tour %1</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::EndReport</name>
    <message>
        <source>Major victory</source>
        <translation>Victoire majeure</translation>
    </message>
    <message>
        <source>Minor victory</source>
        <translation>Victoire mineure</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Match nul</translation>
    </message>
    <message>
        <source>Minor defeat</source>
        <translation>Défaite mineure</translation>
    </message>
    <message>
        <source>Major defeat</source>
        <translation>Défaite majeure</translation>
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
        <source>&lt;p&gt;&lt;b&gt;%1 wins.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Vainqueur&#xa0;: %1.&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Neither side wins: a draw.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Aucun camp ne l&apos;emporte&#xa0;: match nul.&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Points de victoire</translation>
    </message>
    <message>
        <source>… from objectives</source>
        <translation>… des objectifs</translation>
    </message>
    <message>
        <source>… from enemy losses</source>
        <translation>… des pertes ennemies</translation>
    </message>
    <message>
        <source>Men lost</source>
        <translation>Hommes perdus</translation>
    </message>
    <message>
        <source>Laurels</source>
        <translation>Lauriers</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Objectifs</translation>
    </message>
    <message>
        <source>held by %1 (%2 VP)</source>
        <translation>tenu par le camp %1 (%2 PV)</translation>
    </message>
    <message>
        <source>held by neither side</source>
        <translation>tenu par aucun camp</translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation>La bataille est terminée</translation>
    </message>
    <message>
        <source>Save the replay…</source>
        <translation>Enregistrer la rediffusion…</translation>
    </message>
    <message>
        <source>men lost</source>
        <translation>hommes perdus</translation>
    </message>
    <message>
        <source>… killed and wounded</source>
        <translation>… tués et blessés</translation>
    </message>
    <message>
        <source>… prisoners</source>
        <translation>… prisonniers</translation>
    </message>
    <message>
        <source>… stragglers</source>
        <translation>… traînards</translation>
    </message>
    <message>
        <source>%1 (%2 captured)</source>
        <translation>%1 (%2 capturés)</translation>
    </message>
    <message>
        <source>Guns lost</source>
        <translation>Canons perdus</translation>
    </message>
    <message>
        <source>Beside history</source>
        <translation>Face à l’histoire</translation>
    </message>
    <message>
        <source>this battle</source>
        <translation>cette bataille</translation>
    </message>
    <message>
        <source>that day</source>
        <translation>ce jour-là</translation>
    </message>
    <message>
        <source>… prisoners and missing</source>
        <translation>… prisonniers et disparus</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Source : %1</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::EventLogPanel</name>
    <message numerus="yes">
        <source>%n routine roll(s): %1</source>
        <translation>
            <numerusform>%n jet de routine : %1</numerusform>
            <numerusform>%n jets de routine : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Rolls that changed nothing worth a line; open to read them.</source>
        <translation>Jets qui n’ont rien changé de notable ; dépliez pour les lire.</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::ExplainPanel</name>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>Anneau</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualité</translation>
    </message>
    <message>
        <source>Modifiers</source>
        <translation>Modificateurs</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Dé</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>How far the panic has spread: ring 1 is next to the routed unit</source>
        <translation>Jusqu&apos;où la panique s&apos;est propagée : l&apos;anneau 1 est adjacent à l&apos;unité en déroute</translation>
    </message>
    <message>
        <source>The unit&apos;s quality, A (best, 6) to F (worst, 1)</source>
        <translation>La qualité de l&apos;unité, de A (meilleure, 6) à F (pire, 1)</translation>
    </message>
    <message>
        <source>Everything that raises or lowers its morale now</source>
        <translation>Tout ce qui augmente ou diminue son moral en ce moment</translation>
    </message>
    <message>
        <source>Quality plus modifiers: the number the die must not exceed</source>
        <translation>Qualité plus modificateurs : le nombre que le dé ne doit pas dépasser</translation>
    </message>
    <message>
        <source>One six-sided die: at or below the morale the unit holds</source>
        <translation>Un dé à six faces : à hauteur du moral ou en dessous, l&apos;unité tient</translation>
    </message>
    <message>
        <source>Each unit next to a routing or failing friend rolls one die. &lt;b&gt;At or below its morale it holds&lt;/b&gt;; above, it fails: it is disrupted, or routs, and the panic spreads on from its hex.</source>
        <translation>Chaque unité voisine d&apos;une unité amie en déroute ou en échec lance un dé. &lt;b&gt;À hauteur de son moral ou en dessous, elle tient&lt;/b&gt; ; au-dessus, elle échoue : elle est désorganisée ou part en déroute, et la panique se propage depuis son hexagone.</translation>
    </message>
    <message>
        <source>forced to rout</source>
        <translation>forcée à la déroute</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>tient</translation>
    </message>
    <message>
        <source>disrupted (guns do not rout)</source>
        <translation>désorganisée (les canons ne partent pas en déroute)</translation>
    </message>
    <message>
        <source>disrupted</source>
        <translation>désorganisée</translation>
    </message>
    <message>
        <source>routs</source>
        <translation>part en déroute</translation>
    </message>
    <message>
        <source>loses %1 stragglers</source>
        <translation>perd %1 traînards</translation>
    </message>
    <message>
        <source>→ spreads</source>
        <translation>→ se propage</translation>
    </message>
    <message>
        <source>Right-click a unit on the map and choose &lt;b&gt;Force rout&lt;/b&gt; to see how far the panic spreads.</source>
        <translation>Faire un clic droit sur une unité de la carte et choisir &lt;b&gt;Forcer la déroute&lt;/b&gt; pour voir jusqu&apos;où la panique se propage.</translation>
    </message>
    <message>
        <source>Select a row, or click a unit on the map, to see why it held or broke.</source>
        <translation>Sélectionner une ligne, ou cliquer sur une unité de la carte, pour voir pourquoi elle a tenu ou cédé.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is forced to rout: it takes no check. Every friendly unit in its hex and the six hexes around it must now check its morale.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; est forcée à la déroute : elle ne fait aucun test. Chaque unité amie dans son hexagone et dans les six hexagones voisins doit maintenant tester son moral.</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::ForcesPanel</name>
    <message>
        <source>infantry</source>
        <translation>infanterie</translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation>cavalerie</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>artillerie</translation>
    </message>
    <message>
        <source>Force</source>
        <translation>Force</translation>
    </message>
    <message>
        <source>At</source>
        <translation>À</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Effectif</translation>
    </message>
    <message>
        <source>&lt;b&gt;Orders this turn&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ordres de ce tour&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Take back all orders</source>
        <translation>Annuler tous les ordres</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 vers %2</translation>
    </message>
    <message>
        <source>Tax %1%, tariff %2%</source>
        <translation>Impôt %1 %, droits de douane %2 %</translation>
    </message>
    <message>
        <source>Issue $%1M in greenbacks</source>
        <translation>Émettre %1 M$ en greenbacks</translation>
    </message>
    <message>
        <source>Call the draft</source>
        <translation>Décréter la conscription</translation>
    </message>
    <message>
        <source>Raise %1 at %2</source>
        <translation>Lever %1 à %2</translation>
    </message>
    <message>
        <source>Build a %1 at %2</source>
        <translation>Construire un %1 à %2</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s)</source>
        <translation>
            <numerusform>%n navire</numerusform>
            <numerusform>%n navires</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;i&gt;Drag a counter of yours on the map to a city or water to order a move; the path and its days show as you drag.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Faites glisser l&apos;un de vos pions sur la carte vers une ville ou une étendue d&apos;eau pour ordonner un mouvement ; le trajet et sa durée en jours s&apos;affichent pendant le glissement.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; at %2&lt;br&gt;Commander: %3 (%4)&lt;br&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; à %2&lt;br&gt;Commandant : %3 (%4)&lt;br&gt;</translation>
    </message>
    <message>
        <source>%1 men, %2 guns</source>
        <translation>%1 hommes, %2 canons</translation>
    </message>
    <message>
        <source>%1 men</source>
        <translation>%1 hommes</translation>
    </message>
    <message>
        <source>quality %1, experience %2</source>
        <translation>qualité %1, expérience %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; at %2&lt;br&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; à %2&lt;br&gt;</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 embarks on %2</source>
        <translation>%1 embarque sur %2</translation>
    </message>
    <message>
        <source>%1 lands at %2</source>
        <translation>%1 débarque à %2</translation>
    </message>
    <message>
        <source>aboard %1, %2</source>
        <translation>à bord de %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>Embark on %1 (%n day(s))</source>
        <translation>
            <numerusform>Embarquer sur %1 (%n jour)</numerusform>
            <numerusform>Embarquer sur %1 (%n jours)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Land at %1 (%n day(s) ashore)</source>
        <translation>
            <numerusform>Débarquer à %1 (%n jour pour toucher terre)</numerusform>
            <numerusform>Débarquer à %1 (%n jours pour toucher terre)</numerusform>
        </translation>
    </message>
    <message>
        <source>No transports of ours beside it have room</source>
        <translation>Aucun de nos transports à proximité n&apos;a de place</translation>
    </message>
    <message>
        <source>No shore beside its fleet&apos;s waters</source>
        <translation>Aucun rivage le long des eaux de sa flotte</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::FormationForm</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Échelon</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Chef</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Drag a brigade onto the map: its leader and the units not yet placed go there.</source>
        <translation>Faites glisser une brigade sur la carte&#xa0;: son chef et ses unités pas encore placées y sont déployés.</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::HandoffScreen</name>
    <message>
        <source>%1 player, your turn</source>
        <translation>Joueur %1, à vous de jouer</translation>
    </message>
    <message>
        <source>The map stays hidden until you are at the keyboard. The other player looks away.</source>
        <translation>La carte reste masquée jusqu&apos;à ce que vous soyez au clavier. L&apos;autre joueur détourne le regard.</translation>
    </message>
    <message>
        <source>I am the %1 player — show the map</source>
        <translation>Je suis le joueur %1 — afficher la carte</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::HistogramWidget</name>
    <message>
        <source>How far the panic spread: units that failed their check in one cascade</source>
        <translation>Jusqu&apos;où la panique s&apos;est propagée : unités ayant échoué à leur test dans une cascade</translation>
    </message>
    <message>
        <source>Run the simulation to see the sizes of the cascades.</source>
        <translation>Lancer la simulation pour voir la taille des cascades.</translation>
    </message>
    <message>
        <source>%1: mean %2 units (%3 cascades)</source>
        <translation>%1 : moyenne de %2 unités (%3 cascades)</translation>
    </message>
    <message>
        <source>Setup %1</source>
        <translation>Configuration %1</translation>
    </message>
    <message>
        <source>Units that failed (0: the panic stopped at once); bar height: share of the cascades; dashed line: the mean</source>
        <translation>Unités qui ont échoué (0&#xa0;: la panique s&apos;est arrêtée aussitôt)&#xa0;; hauteur des barres&#xa0;: part des cascades&#xa0;; ligne pointillée&#xa0;: la moyenne</translation>
    </message>
    <message>
        <source>units that failed (0: the panic stopped at once)</source>
        <translation>unités qui ont échoué (0&#xa0;: la panique s&apos;est arrêtée aussitôt)</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>moyenne</translation>
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
        <extracomment>An enemy unit&apos;s strength as a side is told it (to the nearest 50 men).</extracomment>
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
    <message>
        <source>about %1</source>
        <translation>environ %1</translation>
    </message>
    <message>
        <source>As your scouts report it: its quality, fatigue and ammunition are unknown.</source>
        <translation>Selon vos éclaireurs : sa qualité, sa fatigue et ses munitions sont inconnues.</translation>
    </message>
    <message>
        <source>Fire from</source>
        <translation>Feu de</translation>
    </message>
    <message>
        <source>Charge from</source>
        <translation>Charge de</translation>
    </message>
    <message>
        <source>Threatened next turn</source>
        <translation>Menacé au prochain tour</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::LabMode</name>
    <message>
        <source>&amp;Force rout of %1</source>
        <translation>&amp;Forcer la déroute de %1</translation>
    </message>
    <message>
        <source>&amp;Edit in the sandbox</source>
        <translation>&amp;Modifier dans le bac à sable</translation>
    </message>
    <message>
        <source>The odds: many cascades</source>
        <translation>Les probabilités : de nombreuses cascades</translation>
    </message>
    <message>
        <source>Force the same rout thousands of times with new dice: how likely is each unit to break?</source>
        <translation>Forcer la même déroute des milliers de fois avec de nouveaux dés : quelle est la probabilité que chaque unité cède ?</translation>
    </message>
    <message>
        <source>One cascade, step by step</source>
        <translation>Une cascade, pas à pas</translation>
    </message>
    <message>
        <source>&lt;b&gt;How to read the map&lt;/b&gt;&lt;br&gt;&lt;span style=&quot;color:#ff8a70&quot;&gt;◯&lt;/span&gt; the unit forced to rout&lt;br&gt;→ panic spreads to a friend in or next to its hex&lt;br&gt;&lt;span style=&quot;background:#287d3c;color:white&quot;&gt;&amp;nbsp;4&amp;nbsp;&lt;/span&gt; morale (quality ± modifiers) &lt;span style=&quot;background:#faf4e2;color:#201c16&quot;&gt;&amp;nbsp;3&amp;nbsp;&lt;/span&gt; the die&lt;br&gt;Die at or below morale: &lt;span style=&quot;color:#7fd08f&quot;&gt;&lt;b&gt;holds&lt;/b&gt;&lt;/span&gt;; above: &lt;span style=&quot;color:#ff8a70&quot;&gt;&lt;b&gt;fails&lt;/b&gt;&lt;/span&gt; (disrupted or routs)</source>
        <translation>&lt;b&gt;Comment lire la carte&lt;/b&gt;&lt;br&gt;&lt;span style=&quot;color:#ff8a70&quot;&gt;◯&lt;/span&gt; l&apos;unité forcée à la déroute&lt;br&gt;→ la panique se propage à une unité amie dans son hexagone ou à côté&lt;br&gt;&lt;span style=&quot;background:#287d3c;color:white&quot;&gt;&amp;nbsp;4&amp;nbsp;&lt;/span&gt; moral (qualité ± modificateurs) &lt;span style=&quot;background:#faf4e2;color:#201c16&quot;&gt;&amp;nbsp;3&amp;nbsp;&lt;/span&gt; le dé&lt;br&gt;Dé à hauteur du moral ou en dessous : &lt;span style=&quot;color:#7fd08f&quot;&gt;&lt;b&gt;tient&lt;/b&gt;&lt;/span&gt; ; au-dessus : &lt;span style=&quot;color:#ff8a70&quot;&gt;&lt;b&gt;échoue&lt;/b&gt;&lt;/span&gt; (désorganisée ou en déroute)</translation>
    </message>
    <message>
        <source>Why each unit held or broke</source>
        <translation>Pourquoi chaque unité a tenu ou cédé</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>Bac à sable</translation>
    </message>
    <message>
        <source>Right-click a unit and choose Force rout. Drag counters to change the situation.</source>
        <translation>Faire un clic droit sur une unité et choisir Forcer la déroute. Faire glisser les pions pour modifier la situation.</translation>
    </message>
    <message>
        <source>&amp;Close the Lab</source>
        <translation>&amp;Fermer le Labo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Reset to the &amp;file</source>
        <translation>Réinitialiser selon le &amp;fichier</translation>
    </message>
    <message>
        <source>&amp;Cascade</source>
        <translation>&amp;Cascade</translation>
    </message>
    <message>
        <source>&amp;Force rout of the selected unit</source>
        <translation>&amp;Forcer la déroute de l&apos;unité sélectionnée</translation>
    </message>
    <message>
        <source>Roll &amp;again (next seed)</source>
        <translation>&amp;Relancer (graine suivante)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Lire</translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation>Pas en &amp;arrière</translation>
    </message>
    <message>
        <source>Step &amp;forward</source>
        <translation>Pas en a&amp;vant</translation>
    </message>
    <message>
        <source>To the &amp;start</source>
        <translation>Au &amp;début</translation>
    </message>
    <message>
        <source>To the &amp;end</source>
        <translation>À la f&amp;in</translation>
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
        <source>&amp;Frame the cascade</source>
        <translation>&amp;Cadrer la cascade</translation>
    </message>
    <message>
        <source>&amp;Whole map</source>
        <translation>Carte &amp;entière</translation>
    </message>
    <message>
        <source>Map &amp;legend</source>
        <translation>&amp;Légende de la carte</translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation>Expérience</translation>
    </message>
    <message>
        <source>&lt;b&gt;Forced rout of&lt;/b&gt;</source>
        <translation>&lt;b&gt;Déroute forcée de&lt;/b&gt;</translation>
    </message>
    <message>
        <source>In the defensive fire phase a failed check only disrupts; in the other phases it routs</source>
        <translation>Pendant la phase de tir défensif, un test raté ne fait que désorganiser ; dans les autres phases, il provoque la déroute</translation>
    </message>
    <message>
        <source>%1 phase</source>
        <translation>Phase %1</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Jour</translation>
    </message>
    <message>
        <source>Night (−2 morale)</source>
        <translation>Nuit (−2 au moral)</translation>
    </message>
    <message>
        <source>Rout limiting</source>
        <translation>Limitation des déroutes</translation>
    </message>
    <message>
        <source>Optional rule: each ring after the first checks with +1 morale more, so the panic dies down as it spreads</source>
        <translation>Règle optionnelle : chaque anneau après le premier teste avec +1 de moral supplémentaire, si bien que la panique s&apos;apaise en se propageant</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>The dice are seeded: the same seed rolls the same cascade</source>
        <translation>Les dés utilisent une graine : la même graine produit la même cascade</translation>
    </message>
    <message>
        <source>Playback</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lire</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>&lt;i&gt;no unit yet: right-click one&lt;/i&gt;</source>
        <translation>&lt;i&gt;aucune unité pour l&apos;instant : faites un clic droit sur l&apos;une d&apos;elles&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; routs. Friendly units checked their morale %2 times in %3 rings; %4 failed.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; part en déroute. Les unités amies ont testé leur moral %2 fois sur %3 anneaux ; %4 ont échoué.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; routs, but no friendly unit stands in or next to its hex: the panic goes no further.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; part en déroute, mais aucune unité amie ne se trouve dans son hexagone ni à côté : la panique ne va pas plus loin.</translation>
    </message>
    <message>
        <source>Choose a unit to rout</source>
        <translation>Choisir une unité à mettre en déroute</translation>
    </message>
    <message>
        <source>Nobody else checks</source>
        <translation>Personne d&apos;autre ne teste</translation>
    </message>
    <message numerus="yes">
        <source>The rout: %n check(s) to come</source>
        <translation>
            <numerusform>La déroute : %n test à venir</numerusform>
            <numerusform>La déroute : %n tests à venir</numerusform>
        </translation>
    </message>
    <message>
        <source>Ring %1 of %2 · check %3 of %4</source>
        <translation>Anneau %1 sur %2 · test %3 sur %4</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Cascade Lab</source>
        <translation>Laboratoire de cascade</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::LabSession</name>
    <message>
        <source>reset to the file</source>
        <translation>réinitialiser selon le fichier</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>déplacer %1</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::Mode</name>
    <message>
        <source>%1: this mode opens no files</source>
        <translation>%1 : ce mode n’ouvre aucun fichier</translation>
    </message>
    <message>
        <source>%1: there is nothing to save</source>
        <translation>%1 : il n’y a rien à enregistrer</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::ModeWindow</name>
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
        <source>Main</source>
        <translation>Barre principale</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
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
    <name>hardtack::ui::MonteCarloPanel</name>
    <message>
        <source>Cascades to simulate:</source>
        <translation>Cascades à simuler :</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Force the unit to rout again and again, each time with new dice, and count what happens</source>
        <translation>Forcer l&apos;unité à la déroute encore et encore, avec de nouveaux dés à chaque fois, et compter ce qui se passe</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>%v of %m cascades</source>
        <translation>%v cascades sur %m</translation>
    </message>
    <message>
        <source>Save picture…</source>
        <translation>Enregistrer l&apos;image…</translation>
    </message>
    <message>
        <source>Save table (CSV)…</source>
        <translation>Enregistrer le tableau (CSV)…</translation>
    </message>
    <message>
        <source>Show the difference from the first setup</source>
        <translation>Afficher la différence avec la première configuration</translation>
    </message>
    <message>
        <source>Save picture</source>
        <translation>Enregistrer l&apos;image</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Save table</source>
        <translation>Enregistrer le tableau</translation>
    </message>
    <message>
        <source>CSV tables (*.csv)</source>
        <translation>Tableaux CSV (*.csv)</translation>
    </message>
    <message>
        <source>Rolling the dice…</source>
        <translation>Lancer des dés…</translation>
    </message>
    <message>
        <source>Done in %1 s</source>
        <translation>Terminé en %1 s</translation>
    </message>
    <message>
        <source>Cancelled: the maps show the cascades rolled so far</source>
        <translation>Annulé : les cartes montrent les cascades tirées jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Change in the chance to rout: this setup minus the first</source>
        <translation>Variation de la probabilité de déroute : cette configuration moins la première</translation>
    </message>
    <message>
        <source>Change in the chance to be disrupted: this setup minus the first</source>
        <translation>Variation de la probabilité d&apos;être désorganisée : cette configuration moins la première</translation>
    </message>
    <message>
        <source>Chance that the unit routs when the ringed unit is forced to rout</source>
        <translation>Probabilité que l&apos;unité parte en déroute quand l&apos;unité cerclée est forcée à la déroute</translation>
    </message>
    <message>
        <source>Chance that the unit is disrupted when the ringed unit is forced to rout</source>
        <translation>Probabilité que l&apos;unité soit désorganisée quand l&apos;unité cerclée est forcée à la déroute</translation>
    </message>
    <message>
        <source>Guns unlimbered in battery never rout: a failure only disrupts them.</source>
        <translation>Les canons dételés en batterie ne partent jamais en déroute : un échec ne fait que les désorganiser.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Configuration</translation>
    </message>
    <message>
        <source>defensive fire phase (a failure disrupts)</source>
        <translation>phase de tir défensif (un échec désorganise)</translation>
    </message>
    <message>
        <source>a failure routs</source>
        <translation>un échec provoque la déroute</translation>
    </message>
    <message>
        <source>night (−2 on every check)</source>
        <translation>nuit (−2 à chaque test)</translation>
    </message>
    <message>
        <source>day</source>
        <translation>jour</translation>
    </message>
    <message>
        <source>Rout Limiting on</source>
        <translation>Limitation des déroutes activée</translation>
    </message>
    <message>
        <source>On average %1 units broke besides the one forced to rout.</source>
        <translation>En moyenne, %1 unités ont cédé en plus de celle forcée à la déroute.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::NavalBattleWidget</name>
    <message>
        <source>%1:</source>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Graine&#xa0;:</translation>
    </message>
    <message>
        <source>The same battle, orders and seed always give the same result</source>
        <translation>La même bataille, avec les mêmes ordres et la même graine, donne toujours le même résultat</translation>
    </message>
    <message>
        <source>I have the screen — show my squadron</source>
        <translation>J&apos;ai l&apos;écran — afficher mon escadre</translation>
    </message>
    <message>
        <source>« Start</source>
        <translation>« Début</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Précédent</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Suivant ›</translation>
    </message>
    <message>
        <source>End »</source>
        <translation>Fin »</translation>
    </message>
    <message>
        <source>Ship or battery</source>
        <translation>Navire ou batterie</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Fate</source>
        <translation>Sort</translation>
    </message>
    <message>
        <source>Hull</source>
        <translation>Coque</translation>
    </message>
    <message>
        <source>Propulsion</source>
        <translation>Propulsion</translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation>Pertes</translation>
    </message>
    <message>
        <source>Narration</source>
        <translation>Récit</translation>
    </message>
    <message>
        <source>Unit and factor</source>
        <translation>Unité et facteur</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Explain strength</source>
        <translation>Détail de la puissance</translation>
    </message>
    <message>
        <source>The computer gives the %1 orders; they are kept secret until the battle.</source>
        <translation>L&apos;ordinateur donne les ordres du camp %1&#xa0;; ils restent secrets jusqu&apos;à la bataille.</translation>
    </message>
    <message>
        <source>Continue with the %1 orders</source>
        <translation>Passer aux ordres du camp %1</translation>
    </message>
    <message>
        <source>Seal the %1 orders and hand over</source>
        <translation>Sceller les ordres du camp %1 et passer la main</translation>
    </message>
    <message>
        <source>Resolve the battle</source>
        <translation>Résoudre la bataille</translation>
    </message>
    <message>
        <source>&lt;h2&gt;The %1 orders are sealed.&lt;/h2&gt;&lt;p&gt;Pass the screen to the %2 player.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Les ordres du camp %1 sont scellés.&lt;/h2&gt;&lt;p&gt;Passez l&apos;écran au joueur %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Maintenant</translation>
    </message>
    <message>
        <source>The squadrons meet. Press &lt;b&gt;Next ›&lt;/b&gt; to follow the battle event by event, or &lt;b&gt;End »&lt;/b&gt; for the result.</source>
        <translation>Les escadres se rencontrent. Appuyez sur &lt;b&gt;Suivant ›&lt;/b&gt; pour suivre la bataille événement par événement, ou sur &lt;b&gt;Fin »&lt;/b&gt; pour le résultat.</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Ensuite&#xa0;: %1</translation>
    </message>
    <message>
        <source>Before the battle</source>
        <translation>Avant la bataille</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;No battle.&lt;/b&gt; Nobody was ordered to engage or to run past.</source>
        <translation>&lt;b&gt;Pas de bataille.&lt;/b&gt; Personne n&apos;avait ordre d&apos;engager le combat ou de forcer le passage.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 victory.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Victoire du camp %1.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;No winner.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Pas de vainqueur.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Laurels: Union %1, Confederate %2 · Loss points: Union %3, Confederate %4 · Casualties: Union %5, Confederate %6</source>
        <translation>Lauriers&#xa0;: Union %1, Confédération %2 · Points de pertes&#xa0;: Union %3, Confédération %4 · Pertes&#xa0;: Union %5, Confédération %6</translation>
    </message>
    <message>
        <source> (broke off)</source>
        <translation> (a rompu le combat)</translation>
    </message>
    <message>
        <source>naval battery</source>
        <translation>batterie côtière</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>détruit</translation>
    </message>
    <message>
        <source>%1 of %2 batteries</source>
        <translation>%1 batteries sur %2</translation>
    </message>
    <message>
        <source>No unit fought: there is no strength to explain.</source>
        <translation>Aucune unité n&apos;a combattu&#xa0;: il n&apos;y a pas de puissance à détailler.</translation>
    </message>
    <message>
        <source>Historically</source>
        <translation>Historiquement</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::NavalMode</name>
    <message>
        <source>&amp;Naval battle</source>
        <translation>Bataille &amp;navale</translation>
    </message>
    <message>
        <source>&amp;Close the naval battle</source>
        <translation>&amp;Fermer la bataille navale</translation>
    </message>
    <message>
        <source>Naval battle</source>
        <translation>Bataille navale</translation>
    </message>
    <message>
        <source>Naval battle — %1</source>
        <translation>Bataille navale — %1</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::NavalOrdersPanel</name>
    <message>
        <source>&lt;b&gt;%1 orders&lt;/b&gt; — for the whole squadron, or ship by ship</source>
        <translation>&lt;b&gt;Ordres du camp %1&lt;/b&gt; — pour toute l&apos;escadre, ou navire par navire</translation>
    </message>
    <message>
        <source>Suggest orders</source>
        <translation>Suggérer des ordres</translation>
    </message>
    <message>
        <source>Fill in the orders the naval computer player would give</source>
        <translation>Remplir avec les ordres que donnerait l&apos;ordinateur naval</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Distance</translation>
    </message>
    <message>
        <source>Aim at</source>
        <translation>Viser</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <source>Break off</source>
        <translation>Rompre le combat</translation>
    </message>
    <message>
        <source>If beaten, flee</source>
        <translation>En cas de défaite, fuir</translation>
    </message>
    <message>
        <source>&lt;i&gt;Whole squadron&lt;/i&gt;</source>
        <translation>&lt;i&gt;Toute l&apos;escadre&lt;/i&gt;</translation>
    </message>
    <message>
        <source>(as below)</source>
        <translation>(comme ci-dessous)</translation>
    </message>
    <message>
        <source>Only in coastal waters does a beaten squadron choose between harbor and open sea</source>
        <translation>Ce n&apos;est qu&apos;en eaux côtières qu&apos;une escadre battue choisit entre le port et le large</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::NavalSceneView</name>
    <message>
        <source>close quarters</source>
        <translation>courte portée</translation>
    </message>
    <message>
        <source>at range</source>
        <translation>à distance</translation>
    </message>
    <message>
        <source>guns %1/%2</source>
        <translation>canons %1/%2</translation>
    </message>
    <message>
        <source>men %1</source>
        <translation>hommes %1</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>détruit</translation>
    </message>
    <message>
        <source>hull %1</source>
        <translation>coque %1</translation>
    </message>
    <message>
        <source>prop. %1</source>
        <translation>prop. %1</translation>
    </message>
    <message>
        <source>crew %1%</source>
        <translation>équipage %1&#xa0;%</translation>
    </message>
    <message>
        <source>sheltered</source>
        <translation>à l&apos;abri</translation>
    </message>
    <message>
        <source>broke off</source>
        <translation>a rompu le combat</translation>
    </message>
    <message>
        <source>onshore wind</source>
        <translation>vent de mer</translation>
    </message>
    <message>
        <source>offshore wind</source>
        <translation>vent de terre</translation>
    </message>
    <message>
        <source>%1 to windward</source>
        <translation>%1 au vent</translation>
    </message>
    <message>
        <source>round %1 of %2</source>
        <translation>passe %1 sur %2</translation>
    </message>
    <message>
        <source>Bars: hull · propulsion · crew (full = undamaged)</source>
        <translation>Barres&#xa0;: coque · propulsion · équipage (pleine = intact)</translation>
    </message>
    <message>
        <source>%1 victory</source>
        <translation>Victoire du camp %1</translation>
    </message>
    <message>
        <source>No winner</source>
        <translation>Pas de vainqueur</translation>
    </message>
    <message>
        <source>No battle</source>
        <translation>Pas de bataille</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::NetGameDialog</name>
    <message>
        <source>the same on both sides</source>
        <translation>le même des deux côtés</translation>
    </message>
    <message>
        <source>You, at this window</source>
        <translation>Vous, à cette fenêtre</translation>
    </message>
    <message>
        <source>The computer, for you</source>
        <translation>L’ordinateur, pour vous</translation>
    </message>
    <message>
        <source>none found (only this machine)</source>
        <translation>aucune trouvée (cette machine seulement)</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Partie en réseau</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>You command</source>
        <translation>Vous commandez</translation>
    </message>
    <message>
        <source>Orders given by</source>
        <translation>Ordres donnés par</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Game password</source>
        <translation>Mot de passe de la partie</translation>
    </message>
    <message>
        <source>Your opponent joins one of this machine&apos;s addresses: %1</source>
        <translation>Votre adversaire rejoint l’une des adresses de cette machine : %1</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>Héberger une partie</translation>
    </message>
    <message>
        <source>Host&apos;s address</source>
        <translation>Adresse de l’hôte</translation>
    </message>
    <message>
        <source>You command the side the host leaves; the battle and its rules are the host&apos;s.</source>
        <translation>Vous commandez le camp que l’hôte laisse ; la bataille et ses règles sont celles de l’hôte.</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>Rejoindre une partie</translation>
    </message>
    <message>
        <source>The connection is encrypted with a key made from the game password: without it no one can join or read the game. Choose a password that is hard to guess.</source>
        <translation>La connexion est chiffrée avec une clé tirée du mot de passe de la partie : sans lui, personne ne peut la rejoindre ni la lire. Choisissez un mot de passe difficile à deviner.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Héberger</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::NetworkGame</name>
    <message>
        <source>Waiting for your opponent to join on port %1.</source>
        <translation>En attente de votre adversaire sur le port %1.</translation>
    </message>
    <message>
        <source>Joining %1:%2…</source>
        <translation>Connexion à %1:%2…</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>The battle is over; both sides&apos; logs agree.</source>
        <translation>La bataille est terminée ; les journaux des deux camps concordent.</translation>
    </message>
    <message>
        <source>Connected (TLS, the game password&apos;s key).</source>
        <translation>Connecté (TLS, clé tirée du mot de passe de la partie).</translation>
    </message>
    <message>
        <source>The connection was lost (%1). Resuming…</source>
        <translation>La connexion est perdue (%1). Reprise…</translation>
    </message>
    <message>
        <source>The connection is back; nothing was lost.</source>
        <translation>La connexion est rétablie ; rien n’a été perdu.</translation>
    </message>
    <message>
        <source>%1 as %2: the dice come from both sides&apos; nonces (seed %3).</source>
        <translation>%1 en tant que %2 : les dés viennent des nonces des deux camps (graine %3).</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>the opponent closed the game</source>
        <translation>l’adversaire a fermé la partie</translation>
    </message>
    <message>
        <source>The network game stopped: %1</source>
        <translation>La partie en réseau s’est arrêtée : %1</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::NewBattleDialog</name>
    <message>
        <source>New battle</source>
        <translation>Nouvelle bataille</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Fog of war: enemies out of sight are hidden</source>
        <translation>Brouillard de guerre : les ennemis hors de vue sont masqués</translation>
    </message>
    <message>
        <source>Rout limiting: the further a rout spreads, the steadier the units it reaches</source>
        <translation>Limitation des déroutes : plus une déroute se propage, plus les unités qu&apos;elle atteint sont solides</translation>
    </message>
    <message>
        <source>Optional rules</source>
        <translation>Règles optionnelles</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n turn(s)</source>
        <translation>
            <numerusform>%1, %n tour</numerusform>
            <numerusform>%1, %n tours</numerusform>
        </translation>
    </message>
    <message>
        <source>Play by e-mail</source>
        <translation>Jeu par e-mail</translation>
    </message>
    <message>
        <source>I play the</source>
        <translation>Je joue</translation>
    </message>
    <message>
        <source>My password</source>
        <translation>Mon mot de passe</translation>
    </message>
    <message>
        <source>My opponent&apos;s password</source>
        <translation>Mot de passe de mon adversaire</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Folder for the turn files</source>
        <translation>Dossier des fichiers de tour</translation>
    </message>
    <message>
        <source>Turn files go to</source>
        <translation>Fichiers de tour dans</translation>
    </message>
    <message>
        <source>You set both passwords: tell your opponent theirs. Each of your turns is written to a file for you to send; theirs come back as files, opened with File → Open turn…</source>
        <translation>Vous fixez les deux mots de passe : donnez le sien à votre adversaire. Chacun de vos tours est écrit dans un fichier que vous envoyez ; les siens reviennent en fichiers, ouverts par Fichier → Ouvrir un tour…</translation>
    </message>
    <message>
        <source>Give both passwords: yours, and the one your opponent will open their turns with.</source>
        <translation>Donnez les deux mots de passe : le vôtre, et celui avec lequel votre adversaire ouvrira ses tours.</translation>
    </message>
    <message>
        <source>The two passwords must differ: each opens only its own side&apos;s turns.</source>
        <translation>Les deux mots de passe doivent différer : chacun ouvre seulement les tours de son camp.</translation>
    </message>
    <message>
        <source>Choose the folder the turn files go to.</source>
        <translation>Choisissez le dossier des fichiers de tour.</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::NewCampaignDialog</name>
    <message>
        <source>New campaign</source>
        <translation>Nouvelle campagne</translation>
    </message>
    <message>
        <source>A player</source>
        <translation>Un joueur</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>L&apos;ordinateur</translation>
    </message>
    <message>
        <source>The Union:</source>
        <translation>L&apos;Union :</translation>
    </message>
    <message>
        <source>The Confederacy:</source>
        <translation>La Confédération :</translation>
    </message>
    <message>
        <source>Seed of the dice:</source>
        <translation>Graine des dés :</translation>
    </message>
    <message>
        <source>Begin the war</source>
        <translation>Commencer la guerre</translation>
    </message>
    <message numerus="yes">
        <source>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;&lt;i&gt;From %3: %n campaign(s) of %4 turns.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;&lt;i&gt;À partir de %3 : %n campagne de %4 tours.&lt;/i&gt;&lt;/p&gt;</numerusform>
            <numerusform>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;&lt;i&gt;À partir de %3 : %n campagnes de %4 tours.&lt;/i&gt;&lt;/p&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hardtack::ui::ObjectiveDialog</name>
    <message>
        <source>Objective</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>New objective</source>
        <translation>Nouvel objectif</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source> VP</source>
        <translation> PV</translation>
    </message>
    <message>
        <source>Worth to the %1</source>
        <translation>Valeur pour le camp %1</translation>
    </message>
    <message>
        <source>A side scores an objective it holds at the end; it holds it from when one of its units last stood there.</source>
        <translation>Un camp marque les points d&apos;un objectif qu&apos;il tient à la fin&#xa0;; un objectif est tenu par le camp dont une unité s&apos;y est trouvée en dernier.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
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
    <message>
        <source>Leader / strength</source>
        <translation>Chef / effectif</translation>
    </message>
    <message>
        <source>%1, rating %2</source>
        <translation>%1, valeur %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln men</source>
        <translation>
            <numerusform>%Ln homme</numerusform>
            <numerusform>%Ln hommes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %Ln gun(s)</source>
        <translation>
            <numerusform>, %Ln canon</numerusform>
            <numerusform>, %Ln canons</numerusform>
        </translation>
    </message>
    <message>
        <source>about %1 men</source>
        <extracomment>An enemy unit&apos;s strength as reported (to the nearest 50 men).</extracomment>
        <translation>environ %1 hommes</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) in sight</source>
        <translation>
            <numerusform>%n unité en vue</numerusform>
            <numerusform>%n unités en vue</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hardtack::ui::PbemGame</name>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1 : impossible d&apos;écrire : %2</translation>
    </message>
    <message>
        <source>Sen&amp;d turn…</source>
        <translation>Envoyer le &amp;tour…</translation>
    </message>
    <message>
        <source>Write your turn to a file for your opponent (play by e-mail)</source>
        <translation>Écrire votre tour dans un fichier pour votre adversaire (jeu par e-mail)</translation>
    </message>
    <message>
        <source>Open &amp;turn…</source>
        <translation>Ouvrir un to&amp;ur…</translation>
    </message>
    <message>
        <source>Open your opponent&apos;s turn file, check it and play on (play by e-mail)</source>
        <translation>Ouvrir le fichier de tour de l&apos;adversaire, le vérifier et continuer (jeu par e-mail)</translation>
    </message>
    <message>
        <source>Send turn…</source>
        <translation>Envoyer le tour…</translation>
    </message>
    <message>
        <source>Open turn…</source>
        <translation>Ouvrir un tour…</translation>
    </message>
    <message>
        <source>Your turn is over: Send turn… writes it to a file for your opponent.</source>
        <translation>Votre tour est fini : Envoyer le tour… l&apos;écrit dans un fichier pour votre adversaire.</translation>
    </message>
    <message>
        <source>Cannot make the folder %1.</source>
        <translation>Impossible de créer le dossier %1.</translation>
    </message>
    <message>
        <source>Give both players&apos; passwords.</source>
        <translation>Donnez les mots de passe des deux joueurs.</translation>
    </message>
    <message>
        <source>The two passwords must differ: each opens only its own side&apos;s turns.</source>
        <translation>Les deux mots de passe doivent différer : chacun ouvre seulement les tours de son camp.</translation>
    </message>
    <message>
        <source>Cannot make the folder %1 for the turn files.</source>
        <translation>Impossible de créer le dossier %1 des fichiers de tour.</translation>
    </message>
    <message>
        <source>The %1 side moves first: Send turn… writes the game&apos;s first file for your opponent.</source>
        <translation>Le camp %1 joue en premier : Envoyer le tour… écrit le premier fichier de la partie pour votre adversaire.</translation>
    </message>
    <message>
        <source>There is no turn of yours to send now.</source>
        <translation>Vous n&apos;avez pas de tour à envoyer maintenant.</translation>
    </message>
    <message>
        <source>Sent to %1. When your opponent&apos;s turn comes, open it with Open turn….</source>
        <translation>Écrit dans %1. Quand le tour de votre adversaire arrive, ouvrez-le avec Ouvrir un tour….</translation>
    </message>
    <message>
        <source>%1

(Checked against the last turn file of this game on this computer, of %2.)</source>
        <translation>%1

(Vérifié par rapport au dernier fichier de tour de cette partie sur cet ordinateur, du %2.)</translation>
    </message>
    <message>
        <source>%1: $.previous: this file follows a turn file this computer never sent nor opened</source>
        <translation>%1 : $.previous : ce fichier suit un fichier de tour que cet ordinateur n&apos;a ni envoyé ni ouvert</translation>
    </message>
    <message>
        <source>%1: $.previous: a game this computer does not know, and not its first turn file: open the game&apos;s turn files in order from its first</source>
        <translation>%1 : $.previous : une partie que cet ordinateur ne connaît pas, et pas son premier fichier de tour : ouvrez les fichiers de tour de la partie dans l&apos;ordre depuis le premier</translation>
    </message>
    <message>
        <source>%1: wrong password for %2, whose turn it is</source>
        <translation>%1 : mauvais mot de passe pour %2, dont c&apos;est le tour</translation>
    </message>
    <message>
        <source>Cannot send the turn</source>
        <translation>Impossible d&apos;envoyer le tour</translation>
    </message>
    <message>
        <source>Turn sent</source>
        <translation>Tour envoyé</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Your turn is in a file&lt;/h3&gt;&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;in the folder &lt;tt&gt;%2&lt;/tt&gt;&lt;/p&gt;&lt;p&gt;Send it to your opponent, attached to an e-mail or any way you like. They open it with &lt;i&gt;File → Open turn…&lt;/i&gt; and their password; their turn comes back the same way.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Votre tour est dans un fichier&lt;/h3&gt;&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;dans le dossier &lt;tt&gt;%2&lt;/tt&gt;&lt;/p&gt;&lt;p&gt;Envoyez-le à votre adversaire, joint à un e-mail ou comme vous voulez. Il l&apos;ouvre avec &lt;i&gt;Fichier → Ouvrir un tour…&lt;/i&gt; et son mot de passe ; son tour revient de la même façon.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Write an e-mail…</source>
        <translation>Écrire un e-mail…</translation>
    </message>
    <message>
        <source>Open the folder</source>
        <translation>Ouvrir le dossier</translation>
    </message>
    <message>
        <source>Hardtack: %1, my turn</source>
        <translation>Hardtack : %1, mon tour</translation>
    </message>
    <message>
        <source>My turn of our Hardtack game is in the file %1 (attach it). Open it with File → Open turn… and your password.</source>
        <translation>Mon tour de notre partie de Hardtack est dans le fichier %1 (à joindre). Ouvre-le avec Fichier → Ouvrir un tour… et ton mot de passe.</translation>
    </message>
    <message>
        <source>No mail program</source>
        <translation>Pas de messagerie</translation>
    </message>
    <message>
        <source>No mail program opened. Send the file %1 your own way.</source>
        <translation>Aucune messagerie ne s&apos;est ouverte. Envoyez le fichier %1 à votre façon.</translation>
    </message>
    <message>
        <source>Open a turn file</source>
        <translation>Ouvrir un fichier de tour</translation>
    </message>
    <message>
        <source>Turn files (*.hardtack-turn.json);;Hardtack files (*.json);;All files (*)</source>
        <translation>Fichiers de tour (*.hardtack-turn.json);;Fichiers Hardtack (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Cannot open the turn file</source>
        <translation>Impossible d&apos;ouvrir le fichier de tour</translation>
    </message>
    <message>
        <source>Open turn</source>
        <translation>Ouvrir un tour</translation>
    </message>
    <message>
        <source>It is the %1 turn. The %1 player&apos;s password:</source>
        <translation>C&apos;est le tour du camp %1. Le mot de passe du joueur du camp %1 :</translation>
    </message>
    <message>
        <source>Wrong password</source>
        <translation>Mauvais mot de passe</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Your own turn file&lt;/h3&gt;&lt;p&gt;The game resumes where you sent it, waiting for the %1 turn.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Votre propre fichier de tour&lt;/h3&gt;&lt;p&gt;La partie reprend là où vous l&apos;avez envoyé, en attente du tour du camp %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The %1 turn: verified&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Le tour du camp %1 : vérifié&lt;/h3&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;Its %n order(s), from turn %1, %2 phase, were played again from the battle&apos;s start: they are legal and give the result the file states.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;Son %n ordre, à partir du tour %1, phase %2, a été rejoué depuis le début de la bataille : il est régulier et donne le résultat que le fichier indique.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Ses %n ordres, à partir du tour %1, phase %2, ont été rejoués depuis le début de la bataille : ils sont réguliers et donnent le résultat que le fichier indique.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;A new game for this computer: you play the %1 side.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Une nouvelle partie pour cet ordinateur : vous jouez le camp %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The sender began this turn %1 times&lt;/b&gt; on their computer: it was taken up again after it had begun (perhaps to play it over with other dice).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;L&apos;expéditeur a commencé ce tour %1 fois&lt;/b&gt; sur son ordinateur : il a été repris après avoir commencé (peut-être pour le rejouer avec d&apos;autres dés).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The sender began this turn once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;L&apos;expéditeur a commencé ce tour une fois.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The battle is over.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La bataille est finie.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Now the %1 side plays turn %2, %3 phase. First, what your side saw of the %4 turn.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Maintenant le camp %1 joue le tour %2, phase %3. D&apos;abord, ce que votre camp a vu du tour du camp %4.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Turn received</source>
        <translation>Tour reçu</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::PhaseBar</name>
    <message>
        <source>&lt;b&gt;Turn %1&lt;/b&gt; of %2</source>
        <translation>&lt;b&gt;Tour %1&lt;/b&gt; sur %2</translation>
    </message>
    <message>
        <source>night</source>
        <translation>nuit</translation>
    </message>
    <message>
        <source>dawn</source>
        <translation>aube</translation>
    </message>
    <message>
        <source>dusk</source>
        <translation>crépuscule</translation>
    </message>
    <message>
        <source>day</source>
        <translation>jour</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; phase</source>
        <translation>Phase&#xa0;: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The battle is over.</source>
        <translation>La bataille est terminée.</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) can still act</source>
        <translation>
            <numerusform>%n unité peut encore agir</numerusform>
            <numerusform>%n unités peuvent encore agir</numerusform>
        </translation>
    </message>
    <message>
        <source>no unit can act</source>
        <translation>aucune unité ne peut agir</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::SandboxPanel</name>
    <message>
        <source>%1 (morale %2)</source>
        <translation>%1 (moral %2)</translation>
    </message>
    <message>
        <source>From %1: medium fatigue, −1 morale; from %2: high fatigue, −2 morale</source>
        <translation>À partir de %1 : fatigue moyenne, −1 au moral ; à partir de %2 : fatigue élevée, −2 au moral</translation>
    </message>
    <message>
        <source>&amp;Quality</source>
        <translation>&amp;Qualité</translation>
    </message>
    <message>
        <source>&amp;Fatigue</source>
        <translation>&amp;Fatigue</translation>
    </message>
    <message>
        <source>&amp;Ammunition</source>
        <translation>&amp;Munitions</translation>
    </message>
    <message>
        <source>&amp;Status</source>
        <translation>É&amp;tat</translation>
    </message>
    <message>
        <source>F&amp;ormation</source>
        <translation>F&amp;ormation</translation>
    </message>
    <message>
        <source>Drag a unit or a leader on the map to move it. Every change can be undone.</source>
        <translation>Faire glisser une unité ou un chef sur la carte pour le déplacer. Chaque modification peut être annulée.</translation>
    </message>
    <message>
        <source>&amp;Reset to the file</source>
        <translation>&amp;Réinitialiser selon le fichier</translation>
    </message>
    <message>
        <source>change quality</source>
        <translation>modifier la qualité</translation>
    </message>
    <message>
        <source>change fatigue</source>
        <translation>modifier la fatigue</translation>
    </message>
    <message>
        <source>change ammunition</source>
        <translation>modifier les munitions</translation>
    </message>
    <message>
        <source>change status</source>
        <translation>modifier l&apos;état</translation>
    </message>
    <message>
        <source>change formation</source>
        <translation>modifier la formation</translation>
    </message>
    <message>
        <source>Click a unit on the map to edit it.</source>
        <translation>Cliquer sur une unité de la carte pour la modifier.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>undo text: unit, change</comment>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::ScenarioPropertiesDialog</name>
    <message>
        <source>Scenario properties</source>
        <translation>Propriétés du scénario</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Fog of war</source>
        <translation>Brouillard de guerre</translation>
    </message>
    <message>
        <source>Rout limiting (optional rule)</source>
        <translation>Limitation des déroutes (règle optionnelle)</translation>
    </message>
    <message>
        <source> VP</source>
        <translation> PV</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>First turn at</source>
        <translation>Premier tour à</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Dawn</source>
        <translation>Aube</translation>
    </message>
    <message>
        <source>Dusk</source>
        <translation>Crépuscule</translation>
    </message>
    <message>
        <source>A day turn</source>
        <translation>Durée d&apos;un tour de jour</translation>
    </message>
    <message>
        <source>A night turn</source>
        <translation>Durée d&apos;un tour de nuit</translation>
    </message>
    <message>
        <source>Moves first</source>
        <translation>Joue en premier</translation>
    </message>
    <message>
        <source>Minor victory at</source>
        <translation>Victoire mineure à partir de</translation>
    </message>
    <message>
        <source>Major victory at</source>
        <translation>Victoire majeure à partir de</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>&amp;Général</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Anglais</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Allemand</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Français</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Briefing</source>
        <translation>Briefing</translation>
    </message>
    <message>
        <source>A historical battle: show the armies&apos; losses beside the player&apos;s</source>
        <translation>Bataille historique&#xa0;: afficher les pertes des armées à côté de celles du joueur</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>tués</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>blessés</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>disparus</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Union victory</source>
        <translation>Victoire de l&apos;Union</translation>
    </message>
    <message>
        <source>Confederate victory</source>
        <translation>Victoire confédérée</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Match nul</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Issue de la bataille</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Sources of the figures</source>
        <translation>Sources des chiffres</translation>
    </message>
    <message>
        <source>Sources of the scenario</source>
        <translation>Sources du scénario</translation>
    </message>
    <message>
        <source>&amp;History and sources</source>
        <translation>&amp;Historique et sources</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::ScoreChart</name>
    <message>
        <source>The war&apos;s victory scores</source>
        <translation>Les scores de victoire de la guerre</translation>
    </message>
    <message>
        <source>Turn (two weeks each)</source>
        <translation>Tour (deux semaines chacun)</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>0: a side whose morale falls to 0 sues for peace</source>
        <translation>0 : un camp dont le moral tombe à 0 demande la paix</translation>
    </message>
    <message>
        <source>250: after the sixth campaign the Union wins only above this</source>
        <translation>250 : après la sixième campagne, l&apos;Union ne gagne qu&apos;au-dessus de ce seuil</translation>
    </message>
    <message>
        <source>1000: Europe intervenes and the Confederacy wins</source>
        <translation>1000 : l&apos;Europe intervient et la Confédération gagne</translation>
    </message>
    <message>
        <source>Campaign %1</source>
        <translation>Campagne %1</translation>
    </message>
    <message>
        <source>winter</source>
        <translation>hiver</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::ScoreGauges</name>
    <message>
        <source>peace</source>
        <translation>paix</translation>
    </message>
    <message>
        <source>250</source>
        <translation>250</translation>
    </message>
    <message>
        <source>intervention</source>
        <translation>intervention</translation>
    </message>
    <message>
        <source>Union morale: at 0 the Union sues for peace. After the sixth campaign the Union wins only if its morale is above 250.</source>
        <translation>Moral de l&apos;Union : à 0, l&apos;Union demande la paix. Après la sixième campagne, l&apos;Union ne gagne que si son moral est supérieur à 250.</translation>
    </message>
    <message>
        <source>Confederate morale: at 0 the Confederacy sues for peace.</source>
        <translation>Moral confédéré : à 0, la Confédération demande la paix.</translation>
    </message>
    <message>
        <source>International opinion: at 1000 Britain and France intervene and the Confederacy wins.</source>
        <translation>Opinion internationale : à 1000, la Grande-Bretagne et la France interviennent et la Confédération gagne.</translation>
    </message>
    <message>
        <source>unchanged this turn</source>
        <translation>inchangé ce tour-ci</translation>
    </message>
    <message>
        <source>%1%2 this turn</source>
        <translation>%1%2 ce tour-ci</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>&lt;small&gt;A new language applies from the next start.&lt;/small&gt;</source>
        <translation>&lt;small&gt;Une nouvelle langue s&apos;applique au prochain démarrage.&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapides</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivées</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animations</translation>
    </message>
    <message>
        <source>Colour-blind-safe palette</source>
        <translation>Palette adaptée aux daltoniens</translation>
    </message>
    <message>
        <source>Hex grid</source>
        <translation>Grille hexagonale</translation>
    </message>
    <message>
        <source>Save automatically at the end of every phase</source>
        <translation>Enregistrer automatiquement à la fin de chaque phase</translation>
    </message>
    <message>
        <source>Hex coordinates on the map</source>
        <translation>Coordonnées des hexagones sur la carte</translation>
    </message>
    <message>
        <source>Pass fire and melee phases in which none of my units can act</source>
        <translation>Passer les phases de tir et de mêlée où aucune de mes unités ne peut agir</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::TreasuryPanel</name>
    <message>
        <source>$%1M</source>
        <translation>%1 M$</translation>
    </message>
    <message>
        <source>Infantry brigade</source>
        <translation>Brigade d&apos;infanterie</translation>
    </message>
    <message>
        <source>Cavalry brigade</source>
        <translation>Brigade de cavalerie</translation>
    </message>
    <message>
        <source>Artillery battalion</source>
        <translation>Bataillon d&apos;artillerie</translation>
    </message>
    <message>
        <source>treasury %1</source>
        <translation>trésor %1</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>manpower %1</source>
        <translation>effectifs %1</translation>
    </message>
    <message>
        <source>%1 each turn</source>
        <translation>%1 par tour</translation>
    </message>
    <message>
        <source>no change to the scores</source>
        <translation>aucun effet sur les scores</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) on the way</source>
        <translation>
            <numerusform>%n jour de trajet</numerusform>
            <numerusform>%n jours de trajet</numerusform>
        </translation>
    </message>
    <message>
        <source>Rates</source>
        <translation>Taux</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>Impôt</translation>
    </message>
    <message>
        <source>Tariff</source>
        <translation>Droits de douane</translation>
    </message>
    <message>
        <source>Set the rates</source>
        <translation>Fixer les taux</translation>
    </message>
    <message>
        <source>Greenbacks and the draft</source>
        <translation>Greenbacks et conscription</translation>
    </message>
    <message>
        <source>$</source>
        <translation>$</translation>
    </message>
    <message>
        <source>Issue</source>
        <translation>Émettre</translation>
    </message>
    <message>
        <source>Greenbacks</source>
        <translation>Greenbacks</translation>
    </message>
    <message>
        <source>Call the draft</source>
        <translation>Décréter la conscription</translation>
    </message>
    <message>
        <source>Recruit and build</source>
        <translation>Recruter et construire</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Ville</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Lever</translation>
    </message>
    <message>
        <source>Recruit</source>
        <translation>Recruter</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Navire</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Construire</translation>
    </message>
    <message>
        <source>Treasury</source>
        <translation>Trésor</translation>
    </message>
    <message>
        <source>Treasury of the Union</source>
        <translation>Trésor de l&apos;Union</translation>
    </message>
    <message>
        <source>Treasury of the Confederacy</source>
        <translation>Trésor de la Confédération</translation>
    </message>
    <message>
        <source>&lt;table cellspacing=2&gt;&lt;tr&gt;&lt;td&gt;Money&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Income per turn&lt;/td&gt;&lt;td align=right&gt;%2 tax, %3 tariff&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Upkeep per turn&lt;/td&gt;&lt;td align=right&gt;%4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Manpower&lt;/td&gt;&lt;td align=right&gt;%5 men (+%6 a turn)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Greenbacks&lt;/td&gt;&lt;td align=right&gt;%7&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table cellspacing=2&gt;&lt;tr&gt;&lt;td&gt;Argent&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Revenu par tour&lt;/td&gt;&lt;td align=right&gt;%2 d&apos;impôt, %3 de droits de douane&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Entretien par tour&lt;/td&gt;&lt;td align=right&gt;%4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Effectifs&lt;/td&gt;&lt;td align=right&gt;%5 hommes (+%6 par tour)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Greenbacks&lt;/td&gt;&lt;td align=right&gt;%7&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>%1% of face value</source>
        <translation>%1 % de la valeur nominale</translation>
    </message>
    <message>
        <source>none issued</source>
        <translation>aucune émission</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p style=&apos;color:#8a2a10&apos;&gt;Blockade: %n port(s) closed, %1 of tariffs lost a turn.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p style=&apos;color:#8a2a10&apos;&gt;Blocus : %n port fermé, %1 de droits de douane perdus par tour.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p style=&apos;color:#8a2a10&apos;&gt;Blocus : %n ports fermés, %1 de droits de douane perdus par tour.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>The draft is in force</source>
        <translation>La conscription est en vigueur</translation>
    </message>
    <message>
        <source>No port or river city.</source>
        <translation>Aucun port ni ville fluviale.</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::UnitForm</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
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
        <source>Drag the unit from the tree onto the map to place it.</source>
        <translation>Faites glisser l&apos;unité depuis l&apos;ordre de bataille sur la carte pour la placer.</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::WarOverDialog</name>
    <message>
        <source>The war is over</source>
        <translation>La guerre est finie</translation>
    </message>
    <message>
        <source>The Union wins the war</source>
        <translation>L’Union gagne la guerre</translation>
    </message>
    <message>
        <source>The Confederacy wins the war</source>
        <translation>La Confédération gagne la guerre</translation>
    </message>
    <message numerus="yes">
        <source>%1 — after %n turn(s) of the war, in campaign %2.</source>
        <translation>
            <numerusform>%1 — après %n tour de guerre, pendant la campagne %2.</numerusform>
            <numerusform>%1 — après %n tours de guerre, pendant la campagne %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Battles: %1 on land (%2 of them fought on the hex map), %3 at sea.</source>
        <translation>Batailles : %1 sur terre (dont %2 livrées sur la carte hexagonale), %3 en mer.</translation>
    </message>
    <message>
        <source>Look at the map</source>
        <translation>Regarder la carte</translation>
    </message>
    <message>
        <source>&amp;New campaign…</source>
        <translation>&amp;Nouvelle campagne…</translation>
    </message>
</context>
</TS>
