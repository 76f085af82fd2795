<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Battle</name>
    <message>
        <source>a save must contain its map inline</source>
        <translation>ein Spielstand muss seine Karte direkt enthalten</translation>
    </message>
    <message>
        <source>expected the seed as a decimal string</source>
        <translation>Seed als Dezimal-Zeichenkette erwartet</translation>
    </message>
    <message>
        <source>expected an array of four 16-digit hex strings</source>
        <translation>Array aus vier 16-stelligen Hex-Zeichenketten erwartet</translation>
    </message>
    <message>
        <source>expected four 16-digit hex strings, not all zero</source>
        <translation>vier 16-stellige Hex-Zeichenketten erwartet, nicht alle null</translation>
    </message>
    <message>
        <source>expected an event object</source>
        <translation>Ereignisobjekt erwartet</translation>
    </message>
    <message>
        <source>orders need the scenario the battle started from (&quot;start&quot;)</source>
        <translation>Befehle benötigen das Szenario, mit dem die Schlacht begann (&quot;start&quot;)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an enemy unit of this side</source>
        <translation>&quot;%1&quot; ist für diese Seite keine feindliche Einheit</translation>
    </message>
    <message>
        <source>hex [%1,%2] is off the map</source>
        <translation>Hex [%1,%2] liegt außerhalb der Karte</translation>
    </message>
    <message>
        <source>expected one digit per event of the log (%1), not %2</source>
        <translation>erwartet eine Ziffer je Ereignis des Protokolls (%1), nicht %2</translation>
    </message>
    <message>
        <source>character %1 is &quot;%2&quot;: expected 0, 1, 2 or 3</source>
        <translation>Zeichen %1 ist &quot;%2&quot;: erwartet 0, 1, 2 oder 3</translation>
    </message>
    <message>
        <source>an order is refused</source>
        <translation>ein Befehl wird abgelehnt</translation>
    </message>
    <message>
        <source>another event</source>
        <translation>ein anderes Ereignis</translation>
    </message>
    <message>
        <source>another state</source>
        <translation>ein anderer Zustand</translation>
    </message>
    <message>
        <source>differs from the re-simulation of the save&apos;s orders (%1)</source>
        <translation>weicht von der Nachrechnung der Befehle des Spielstands ab (%1)</translation>
    </message>
</context>
<context>
    <name>CampaignFile</name>
    <message>
        <source>expected [longitude, latitude]</source>
        <translation>[Längengrad, Breitengrad] erwartet</translation>
    </message>
    <message>
        <source>duplicate id &quot;%1&quot; (ids of %2 must be unique)</source>
        <translation>doppelte ID „%1“ (IDs von %2 müssen eindeutig sein)</translation>
    </message>
    <message>
        <source>armies, brigades, leaders, fleets and ships</source>
        <translation>Armeen, Brigaden, Anführer, Flotten und Schiffe</translation>
    </message>
    <message>
        <source>expected a date YYYY-MM-DD</source>
        <translation>Datum im Format JJJJ-MM-TT erwartet</translation>
    </message>
    <message>
        <source>the war lasts %1 campaigns (RULES §17)</source>
        <translation>der Krieg dauert %1 Feldzüge (REGELN §17)</translation>
    </message>
    <message>
        <source>expected an object of language codes</source>
        <translation>Objekt mit Sprachcodes erwartet</translation>
    </message>
    <message>
        <source>a second &quot;%1&quot; city (there is exactly one)</source>
        <translation>eine zweite Stadt „%1“ (es gibt genau eine)</translation>
    </message>
    <message>
        <source>no city of kind &quot;richmond&quot; (the Confederate capital)</source>
        <translation>keine Stadt der Art „richmond“ (die konföderierte Hauptstadt)</translation>
    </message>
    <message>
        <source>no city of kind &quot;washington&quot; (the Union capital)</source>
        <translation>keine Stadt der Art „washington“ (die Hauptstadt der Union)</translation>
    </message>
    <message>
        <source>unknown city or zone &quot;%1&quot;</source>
        <translation>unbekannte Stadt oder Zone „%1“</translation>
    </message>
    <message>
        <source>a %1 connection joins cities; &quot;%2&quot; is a zone</source>
        <translation>eine Verbindung vom Typ %1 verbindet Städte; „%2“ ist eine Zone</translation>
    </message>
    <message>
        <source>a %1 connection joins zones, ports and river cities; &quot;%2&quot; is none</source>
        <translation>eine Verbindung vom Typ %1 verbindet Zonen, Häfen und Flussstädte; „%2“ ist nichts davon</translation>
    </message>
    <message>
        <source>a connection from &quot;%1&quot; to itself</source>
        <translation>eine Verbindung von „%1“ zu sich selbst</translation>
    </message>
    <message>
        <source>city &quot;%1&quot; has no connection</source>
        <translation>Stadt „%1“ hat keine Verbindung</translation>
    </message>
    <message>
        <source>zone &quot;%1&quot; has no connection</source>
        <translation>Zone „%1“ hat keine Verbindung</translation>
    </message>
    <message>
        <source>an army stands in a city; &quot;%1&quot; is a zone</source>
        <translation>eine Armee steht in einer Stadt; „%1“ ist eine Zone</translation>
    </message>
    <message>
        <source>unknown city &quot;%1&quot;</source>
        <translation>unbekannte Stadt „%1“</translation>
    </message>
    <message>
        <source>a fleet lies in a zone, a port or a river city; &quot;%1&quot; is none</source>
        <translation>eine Flotte liegt in einer Zone, einem Hafen oder einer Flussstadt; „%1“ ist nichts davon</translation>
    </message>
    <message>
        <source>only artillery brigades have guns</source>
        <translation>nur Artilleriebrigaden haben Geschütze</translation>
    </message>
    <message>
        <source>cities and zones</source>
        <translation>Städte und Zonen</translation>
    </message>
    <message>
        <source>an army needs at least one brigade</source>
        <translation>eine Armee braucht mindestens eine Brigade</translation>
    </message>
    <message>
        <source>a fleet needs at least one ship</source>
        <translation>eine Flotte braucht mindestens ein Schiff</translation>
    </message>
    <message>
        <source>only a port or a river city has waters</source>
        <translation>nur ein Hafen oder eine Flussstadt hat Gewässer</translation>
    </message>
    <message>
        <source>a city&apos;s waters are coastal, harbor, river or river-mouth</source>
        <translation>die Gewässer einer Stadt sind coastal, harbor, river oder river-mouth</translation>
    </message>
    <message>
        <source>unknown fleet &quot;%1&quot;</source>
        <translation>unbekannte Flotte „%1“</translation>
    </message>
    <message>
        <source>fleet &quot;%1&quot; is the other side&apos;s</source>
        <translation>die Flotte „%1“ gehört der anderen Seite</translation>
    </message>
    <message>
        <source>an army aboard lies where its fleet lies, &quot;%1&quot;</source>
        <translation>eine eingeschiffte Armee liegt, wo ihre Flotte liegt, „%1“</translation>
    </message>
    <message>
        <source>a fort commands a zone, a port or a river city; &quot;%1&quot; is none</source>
        <translation>ein Fort beherrscht ein Seegebiet, einen Hafen oder eine Flussstadt; „%1“ ist nichts davon</translation>
    </message>
</context>
<context>
    <name>CampaignOrders</name>
    <message>
        <source>there is no such army or fleet</source>
        <translation>diese Armee oder Flotte gibt es nicht</translation>
    </message>
    <message>
        <source>that army or fleet belongs to the enemy</source>
        <translation>diese Armee oder Flotte gehört dem Feind</translation>
    </message>
    <message>
        <source>there is no such place on the map</source>
        <translation>diesen Ort gibt es auf der Karte nicht</translation>
    </message>
    <message>
        <source>no route leads there</source>
        <translation>dorthin führt kein Weg</translation>
    </message>
    <message>
        <source>the city is not ours</source>
        <translation>die Stadt gehört nicht uns</translation>
    </message>
    <message>
        <source>an enemy army holds the city</source>
        <translation>eine feindliche Armee hält die Stadt</translation>
    </message>
    <message>
        <source>sea-going ships are built only in ports</source>
        <translation>Hochseeschiffe werden nur in Häfen gebaut</translation>
    </message>
    <message>
        <source>river craft are built only in river cities</source>
        <translation>Flussschiffe werden nur in Flussstädten gebaut</translation>
    </message>
    <message>
        <source>the treasury cannot pay for it</source>
        <translation>die Staatskasse kann das nicht bezahlen</translation>
    </message>
    <message>
        <source>there are not enough men to recruit</source>
        <translation>es gibt nicht genug Männer zum Rekrutieren</translation>
    </message>
    <message>
        <source>the draft has already been implemented</source>
        <translation>die Wehrpflicht wurde bereits eingeführt</translation>
    </message>
    <message>
        <source>tax must lie between 0 and %1%, tariff between 0 and %2%</source>
        <translation>die Steuer muss zwischen 0 und %1% liegen, der Zoll zwischen 0 und %2%</translation>
    </message>
    <message>
        <source>an issue of greenbacks is between 1 and %1 million dollars</source>
        <translation>eine Ausgabe von Greenbacks liegt zwischen 1 und %1 Millionen Dollar</translation>
    </message>
    <message>
        <source>the war is over</source>
        <translation>der Krieg ist vorbei</translation>
    </message>
    <message>
        <source>the army is aboard ship: land it first</source>
        <translation>die Armee ist eingeschifft: erst an Land setzen</translation>
    </message>
    <message>
        <source>the army is not aboard ship</source>
        <translation>die Armee ist nicht eingeschifft</translation>
    </message>
    <message>
        <source>an army embarks only in a port or river city of ours</source>
        <translation>eine Armee schifft sich nur in einem eigenen Hafen oder einer eigenen Flussstadt ein</translation>
    </message>
    <message>
        <source>the fleet is neither in the army&apos;s city nor in the waters beside it</source>
        <translation>die Flotte liegt weder in der Stadt der Armee noch in den Gewässern davor</translation>
    </message>
    <message>
        <source>the fleet&apos;s transports have no room for the army</source>
        <translation>die Transporter der Flotte haben keinen Platz für die Armee</translation>
    </message>
    <message>
        <source>the fleet neither lies nor sails beside that shore</source>
        <translation>die Flotte liegt nicht vor dieser Küste und segelt auch nicht dorthin</translation>
    </message>
</context>
<context>
    <name>CampaignSave</name>
    <message>
        <source>expected [union, confederate]</source>
        <translation>erwartet [union, confederate]</translation>
    </message>
    <message>
        <source>expected an object of brigade ids and men lost</source>
        <translation>erwartet ein Objekt aus Brigade-IDs und verlorenen Männern</translation>
    </message>
    <message>
        <source>expected one outcome for each of the battle&apos;s %1 ships</source>
        <translation>erwartet ein Ergebnis für jedes der %1 Schiffe der Schlacht</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a ship of the battle, or is listed twice</source>
        <translation>„%1“ ist kein Schiff der Schlacht oder doppelt aufgeführt</translation>
    </message>
    <message>
        <source>expected the seed as a decimal string</source>
        <translation>erwartet den Seed als Dezimalzeichenkette</translation>
    </message>
    <message>
        <source>expected four 16-digit hex strings, not all zero</source>
        <translation>erwartet vier 16-stellige Hex-Zeichenketten, nicht alle null</translation>
    </message>
    <message>
        <source>an army stands in a city; &quot;%1&quot; is none</source>
        <translation>eine Armee steht in einer Stadt; „%1“ ist keine</translation>
    </message>
    <message>
        <source>a fleet lies in a zone, a port or a river city; &quot;%1&quot; is none</source>
        <translation>eine Flotte liegt in einer Zone, einem Hafen oder einer Flussstadt; „%1“ ist nichts davon</translation>
    </message>
    <message>
        <source>no army or fleet &quot;%1&quot;</source>
        <translation>keine Armee oder Flotte „%1“</translation>
    </message>
    <message>
        <source>a second march of &quot;%1&quot;</source>
        <translation>ein zweiter Marsch von „%1“</translation>
    </message>
    <message>
        <source>unknown city or zone &quot;%1&quot;</source>
        <translation>unbekannte Stadt oder Zone „%1“</translation>
    </message>
    <message>
        <source>the events count %1 turns played; the save is at turn %2</source>
        <translation>die Ereignisse zählen %1 gespielte Züge; der Spielstand ist bei Zug %2</translation>
    </message>
    <message>
        <source>expected one entry for each of the %1 turns played</source>
        <translation>erwartet einen Eintrag für jeden der %1 gespielten Züge</translation>
    </message>
    <message>
        <source>an order of the other side</source>
        <translation>ein Befehl der anderen Seite</translation>
    </message>
    <message>
        <source>unknown city &quot;%1&quot;</source>
        <translation>unbekannte Stadt „%1“</translation>
    </message>
    <message>
        <source>a battle needs armies of both sides</source>
        <translation>eine Schlacht braucht Armeen beider Seiten</translation>
    </message>
    <message>
        <source>no %1 army &quot;%2&quot; in %3</source>
        <translation>keine Armee „%2“ der Seite %1 in %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a zone, a port or a river city</source>
        <translation>„%1“ ist keine Zone, kein Hafen und keine Flussstadt</translation>
    </message>
    <message>
        <source>expected one outcome for each of the battle&apos;s %1 batteries</source>
        <translation>erwartet: ein Ergebnis für jede der %1 Batterien der Schlacht</translation>
    </message>
    <message>
        <source>expected the battery &quot;%1&quot;</source>
        <translation>erwartet: die Batterie „%1“</translation>
    </message>
    <message>
        <source>no fleet of its side &quot;%1&quot;</source>
        <translation>keine Flotte ihrer Seite „%1“</translation>
    </message>
    <message>
        <source>an army aboard lies where its fleet lies, &quot;%1&quot;</source>
        <translation>eine eingeschiffte Armee liegt, wo ihre Flotte liegt, „%1“</translation>
    </message>
</context>
<context>
    <name>CascadeOverlay</name>
    <message>
        <source>holds</source>
        <translation>hält</translation>
    </message>
    <message>
        <source>disrupted</source>
        <translation>erschüttert</translation>
    </message>
    <message>
        <source>routs</source>
        <translation>flieht</translation>
    </message>
    <message>
        <source>stragglers</source>
        <translation>Versprengte</translation>
    </message>
    <message>
        <source>forced rout</source>
        <translation>erzwungene Flucht</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>%1: option --%2 needs a value</source>
        <translation>%1: Option --%2 benötigt einen Wert</translation>
    </message>
    <message>
        <source>%1: unknown option --%2</source>
        <translation>%1: unbekannte Option --%2</translation>
    </message>
    <message>
        <source>%1: --%2 must be a whole number from %3 to %4, not &quot;%5&quot;</source>
        <translation>%1: --%2 muss eine ganze Zahl von %3 bis %4 sein, nicht &quot;%5&quot;</translation>
    </message>
    <message>
        <source>cascade: give exactly one scenario file (usage: hardtack-cli cascade SCENARIO --unit ID [--phase P] [--night] [--rout-limiting] --trials N --seed S [--json])</source>
        <translation>cascade: Geben Sie genau eine Szenariodatei an (Aufruf: hardtack-cli cascade SCENARIO --unit ID [--phase P] [--night] [--rout-limiting] --trials N --seed S [--json])</translation>
    </message>
    <message>
        <source>cascade: --unit ID is required</source>
        <translation>cascade: --unit ID ist erforderlich</translation>
    </message>
    <message>
        <source>cascade: --phase must be one of %1, not &quot;%2&quot;</source>
        <translation>cascade: --phase muss einer der Werte %1 sein, nicht &quot;%2&quot;</translation>
    </message>
    <message>
        <source>cascade: %1 has no unit with the id &quot;%2&quot;</source>
        <translation>cascade: %1 enthält keine Einheit mit der ID &quot;%2&quot;</translation>
    </message>
    <message>
        <source>cascade: unit &quot;%1&quot; is not on the map</source>
        <translation>cascade: Einheit &quot;%1&quot; ist nicht auf der Karte</translation>
    </message>
    <message>
        <source>Rout cascade from %1 (%2%3%4): %5 trials, seeds %6 to %7</source>
        <translation>Fluchtkaskade ausgehend von %1 (%2%3%4): %5 Durchläufe, Seeds %6 bis %7</translation>
    </message>
    <message>
        <source>, night</source>
        <translation>, Nacht</translation>
    </message>
    <message>
        <source>, rout limiting</source>
        <translation>, Fluchtbegrenzung</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <source>checked</source>
        <translation>geprüft</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>gescheitert</translation>
    </message>
    <message>
        <source>routed</source>
        <translation>geflohen</translation>
    </message>
    <message>
        <source>disrupted</source>
        <translation>in Unordnung</translation>
    </message>
    <message>
        <source>stragglers</source>
        <translation>Versprengte</translation>
    </message>
    <message>
        <source>No friendly unit stands in or next to its hex: nobody checks.</source>
        <translation>Keine befreundete Einheit steht in ihrem Hex oder daneben: niemand legt eine Moralprobe ab.</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 gescheitert: %2</translation>
    </message>
    <message>
        <source>Cascade size (units that failed): mean %1; %2</source>
        <translation>Kaskadengröße (gescheiterte Einheiten): Mittelwert %1; %2</translation>
    </message>
    <message>
        <source>no winner yet</source>
        <translation>noch kein Sieger</translation>
    </message>
    <message>
        <source>the Union wins</source>
        <translation>die Union siegt</translation>
    </message>
    <message>
        <source>the Confederacy wins</source>
        <translation>die Konföderation siegt</translation>
    </message>
    <message>
        <source>%1 (the enemy sues for peace)</source>
        <translation>%1 (der Gegner bittet um Frieden)</translation>
    </message>
    <message>
        <source>%1 (European intervention)</source>
        <translation>%1 (europäische Intervention)</translation>
    </message>
    <message>
        <source>%1 (after six campaigns)</source>
        <translation>%1 (nach sechs Feldzügen)</translation>
    </message>
    <message>
        <source>score: give exactly one events file (usage: hardtack-cli score EVENTS [--json] [--explain])</source>
        <translation>score: Geben Sie genau eine Ereignisdatei an (Aufruf: hardtack-cli score EVENTS [--json] [--explain])</translation>
    </message>
    <message>
        <source>[%1] %2 (now turn %3, campaign %4)</source>
        <translation>[%1] %2 (jetzt Zug %3, Feldzug %4)</translation>
    </message>
    <message>
        <source>Union morale %1, Confederate morale %2, international opinion %3; turn %4, campaign %5; %6</source>
        <translation>Moral der Union %1, Moral der Konföderation %2, internationale Meinung %3; Zug %4, Feldzug %5; %6</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Result: the %1 side wins.</source>
        <translation>Ergebnis: Die %1 siegt.</translation>
    </message>
    <message>
        <source>Result: no winner.</source>
        <translation>Ergebnis: kein Sieger.</translation>
    </message>
    <message>
        <source>Result: no battle.</source>
        <translation>Ergebnis: kein Gefecht.</translation>
    </message>
    <message>
        <source>  %1 (%2, %3): hull %4, propulsion %5, crew lost %6, %7</source>
        <translation>  %1 (%2, %3): Rumpf %4, Antrieb %5, Besatzungsverluste %6, %7</translation>
    </message>
    <message>
        <source>%1 trials (seeds %2 to %3): Union wins %4%, Confederates win %5%, no winner %6%; mean laurels Union %7, Confederate %8.</source>
        <translation>%1 Durchläufe (Seeds %2 bis %3): Union siegt %4%, Konföderierte siegen %5%, kein Sieger %6%; mittlere Lorbeeren Union %7, Konföderierte %8.</translation>
    </message>
    <message>
        <source>%1 — seed %2, %3 turns played%4</source>
        <translation>%1 — Seed %2, %3 Züge gespielt%4</translation>
    </message>
    <message>
        <source> (stopped before the end)</source>
        <translation> (vor dem Ende abgebrochen)</translation>
    </message>
    <message>
        <source>%1: %2, %3 VP, %4 men lost, %5 laurels</source>
        <translation>%1: %2, %3 SP, %4 Mann verloren, %5 Lorbeeren</translation>
    </message>
    <message>
        <source>morale checks %1, routs %2, rallies %3, cascades %4, melees %5</source>
        <translation>Moralproben %1, Fluchten %2, Sammlungen %3, Kaskaden %4, Nahkämpfe %5</translation>
    </message>
    <message>
        <source>rally: give exactly one scenario file (usage: hardtack-cli rally SCENARIO --unit ID [--night] --trials N --seed S [--json])</source>
        <translation>rally: Geben Sie genau eine Szenariodatei an (Aufruf: hardtack-cli rally SCENARIO --unit ID [--night] --trials N --seed S [--json])</translation>
    </message>
    <message>
        <source>rally: --unit ID is required</source>
        <translation>rally: --unit ID ist erforderlich</translation>
    </message>
    <message>
        <source>rally: %1 has no unit with the id &quot;%2&quot;</source>
        <translation>rally: %1 enthält keine Einheit mit der ID &quot;%2&quot;</translation>
    </message>
    <message>
        <source>rally: unit &quot;%1&quot; is not on the map</source>
        <translation>rally: Einheit &quot;%1&quot; ist nicht auf der Karte</translation>
    </message>
    <message>
        <source>Rally checks of %1 (%2): value %3 (base %4%5), exact chance %6%</source>
        <translation>Sammelproben für %1 (%2): Wert %3 (Basis %4%5), exakte Chance %6%</translation>
    </message>
    <message>
        <source>night</source>
        <translation>Nacht</translation>
    </message>
    <message>
        <source>day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>%1 trials, seeds %2 to %3: rallied %4 times (%5%)</source>
        <translation>%1 Durchläufe, Seeds %2 bis %3: %4-mal gesammelt (%5%)</translation>
    </message>
    <message>
        <source>render: give one map, scenario or save (usage: hardtack-cli render FILE --out PNG [--hex-width PX])</source>
        <translation>render: Geben Sie eine Karte, ein Szenario oder einen Spielstand an (Aufruf: hardtack-cli render FILE --out PNG [--hex-width PX])</translation>
    </message>
    <message>
        <source>render: --out PNG is required</source>
        <translation>render: --out PNG ist erforderlich</translation>
    </message>
    <message>
        <source>%1: $.format: render draws a hardtack-map, hardtack-scenario or hardtack-save, not &quot;%2&quot;</source>
        <translation>%1: $.format: render zeichnet eine hardtack-map, ein hardtack-scenario oder ein hardtack-save, nicht &quot;%2&quot;</translation>
    </message>
    <message>
        <source>render: %1</source>
        <translation>render: %1</translation>
    </message>
    <message>
        <source>%1: wrote %2 (%3×%4 px, %5 units, %6 leaders)</source>
        <translation>%1: %2 geschrieben (%3×%4 px, %5 Einheiten, %6 Kommandeure)</translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot; (expected en, de or fr)</source>
        <translation>unbekannte Sprache &quot;%1&quot; (erwartet: en, de oder fr)</translation>
    </message>
    <message>
        <source>the %1 translation is not built into this program</source>
        <translation>die Übersetzung %1 ist in dieses Programm nicht eingebaut</translation>
    </message>
    <message>
        <source>[%1 %2 %3] %4</source>
        <translation>[%1 %2 %3] %4</translation>
    </message>
    <message>
        <source>naval: give exactly one battle file (usage: hardtack-cli naval BATTLE --seed S [--trials N] [--json] [--events] [--union ai] [--confederate ai])</source>
        <translation>naval: Geben Sie genau eine Gefechtsdatei an (Aufruf: hardtack-cli naval BATTLE --seed S [--trials N] [--json] [--events] [--union ai] [--confederate ai])</translation>
    </message>
    <message>
        <source>naval: --%1 takes &quot;ai&quot; (the naval computer player), not &quot;%2&quot;</source>
        <translation>naval: --%1 akzeptiert &quot;ai&quot; (den Computerspieler für Seegefechte), nicht &quot;%2&quot;</translation>
    </message>
    <message>
        <source>odds: give exactly one scenario or save (usage: %1)</source>
        <translation>odds: Geben Sie genau ein Szenario oder einen Spielstand an (Aufruf: %1)</translation>
    </message>
    <message>
        <source>odds: give exactly one of --fire and --melee (usage: %1)</source>
        <translation>odds: Geben Sie genau eine der Optionen --fire und --melee an (Aufruf: %1)</translation>
    </message>
    <message>
        <source>odds: --by ID[,ID...] is required: the units that fire or attack</source>
        <translation>odds: --by ID[,ID...] ist erforderlich: die Einheiten, die feuern oder angreifen</translation>
    </message>
    <message>
        <source>odds: --at must be the target hex as COLUMN,ROW (e.g. --at 4,5), not &quot;%1&quot;</source>
        <translation>odds: --at muss das Zielhex als COLUMN,ROW angeben (z. B. --at 4,5), nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>odds: illegal fire: %1</source>
        <translation>odds: unzulässiges Feuer: %1</translation>
    </message>
    <message>
        <source>Fire of %1 on %2 (turn %3, %4, %5): value %6, casualties %7 to %8, mean %9</source>
        <translation>Feuer von %1 auf %2 (Zug %3, %4, %5): Wert %6, Verluste %7 bis %8, Mittelwert %9</translation>
    </message>
    <message>
        <source>  %1: loses %2 men on average; fails its morale check %3%, routs %4%</source>
        <translation>  %1: verliert im Mittel %2 Mann; scheitert an der Moralprobe zu %3%, flieht zu %4%</translation>
    </message>
    <message>
        <source>Chance that a rout starts a cascade: %1%%2</source>
        <translation>Wahrscheinlichkeit, dass eine Flucht eine Kaskade auslöst: %1%%2</translation>
    </message>
    <message>
        <source> (estimated by trials)</source>
        <translation> (durch Durchläufe geschätzt)</translation>
    </message>
    <message>
        <source>odds: illegal melee: %1</source>
        <translation>odds: unzulässiger Nahkampf: %1</translation>
    </message>
    <message>
        <source>Melee of %1 on %2 (turn %3, %4, %5): attack %6 against defence %7, odds %8, wins %9%</source>
        <translation>Nahkampf von %1 gegen %2 (Zug %3, %4, %5): Angriff %6 gegen Verteidigung %7, Verhältnis %8, Sieg zu %9%</translation>
    </message>
    <message>
        <source>Expected casualties: attackers %1, defenders %2%3</source>
        <translation>Erwartete Verluste: Angreifer %1, Verteidiger %2%3</translation>
    </message>
    <message>
        <source>play: give exactly one scenario (usage: hardtack-cli play SCENARIO --union ai|hard|greedy|scripted|passive --confederate ai|hard|greedy|scripted|passive --seed N [--turns K] [--save FILE] [--json])</source>
        <translation>play: Geben Sie genau ein Szenario an (Aufruf: hardtack-cli play SCENARIO --union ai|hard|greedy|scripted|passive --confederate ai|hard|greedy|scripted|passive --seed N [--turns K] [--save FILE] [--json])</translation>
    </message>
    <message>
        <source>play: --%1 must be ai, hard, greedy, scripted or passive, not &quot;%2&quot;</source>
        <translation>play: --%1 muss ai, hard, greedy, scripted oder passive sein, nicht &quot;%2&quot;</translation>
    </message>
    <message>
        <source>play: cannot save: %1</source>
        <translation>play: Speichern nicht möglich: %1</translation>
    </message>
    <message>
        <source>replay: give exactly one save (usage: hardtack-cli replay SAVE [--json])</source>
        <translation>replay: Geben Sie genau einen Spielstand an (Aufruf: hardtack-cli replay SAVE [--json])</translation>
    </message>
    <message>
        <source>%1: $.start: this save does not record the scenario it started from</source>
        <translation>%1: $.start: dieser Spielstand enthält nicht das Szenario, mit dem er begann</translation>
    </message>
    <message>
        <source>%1: replayed %2 orders, %3 events, identical (log hash %4)</source>
        <translation>%1: %2 Befehle, %3 Ereignisse nachgespielt, identisch (Log-Hash %4)</translation>
    </message>
    <message>
        <source>view: give one scenario or save and a side (usage: hardtack-cli view FILE --side union|confederate [--json])</source>
        <translation>view: Geben Sie ein Szenario oder einen Spielstand und eine Seite an (Aufruf: hardtack-cli view FILE --side union|confederate [--json])</translation>
    </message>
    <message>
        <source>view: --side must be union or confederate, not &quot;%1&quot;</source>
        <translation>view: --side muss union oder confederate sein, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 at turn %2, %3%4</source>
        <translation>%1 in Zug %2, %3%4</translation>
    </message>
    <message>
        <source> (night)</source>
        <translation> (Nacht)</translation>
    </message>
    <message>
        <source>sees: %1</source>
        <translation>sieht: %1</translation>
    </message>
    <message>
        <source>no enemy unit</source>
        <translation>keine feindliche Einheit</translation>
    </message>
    <message>
        <source>last saw %1 at %2 on turn %3</source>
        <translation>%1 zuletzt gesehen bei %2 in Zug %3</translation>
    </message>
    <message>
        <source>campaign: --%1 takes &quot;ai&quot; or &quot;passive&quot;, not &quot;%2&quot;</source>
        <translation>campaign: --%1 erwartet „ai“ oder „passive“, nicht „%2“</translation>
    </message>
    <message>
        <source>Turn %1 (%2): %3 battle at %4: %5; casualties Union %6, Confederate %7.</source>
        <translation>Runde %1 (%2): %3schlacht bei %4: %5; Verluste Union %6, Konföderation %7.</translation>
    </message>
    <message>
        <source>naval</source>
        <translation>See</translation>
    </message>
    <message>
        <source>land</source>
        <translation>Land</translation>
    </message>
    <message>
        <source>no winner</source>
        <translation>kein Sieger</translation>
    </message>
    <message>
        <source>Turn %1 (%2): %3 takes %4.</source>
        <translation>Runde %1 (%2): %3 nimmt %4 ein.</translation>
    </message>
    <message>
        <source>%1 wins (%2) in turn %3 of campaign %4.</source>
        <translation>%1 gewinnt (%2) in Runde %3 von Feldzug %4.</translation>
    </message>
    <message>
        <source>No winner.</source>
        <translation>Kein Sieger.</translation>
    </message>
    <message>
        <source>Union morale %1, Confederate morale %2, international opinion %3.</source>
        <translation>Moral der Union %1, Moral der Konföderation %2, internationale Meinung %3.</translation>
    </message>
    <message>
        <source>%1 land battles, %2 naval battles.</source>
        <translation>%1 Landschlachten, %2 Seeschlachten.</translation>
    </message>
    <message>
        <source>cascade: --compare needs --lab</source>
        <translation>cascade: --compare benötigt --lab</translation>
    </message>
    <message>
        <source>cascade: --lab takes the unit, phase, night and Rout Limiting from the file&apos;s &quot;lab&quot; member: leave out --%1</source>
        <translation>cascade: --lab übernimmt Einheit, Phase, Nacht und Fluchtbegrenzung aus dem Element „lab“ der Datei: --%1 weglassen</translation>
    </message>
    <message>
        <source>cascade: %1 has no &quot;lab&quot; member</source>
        <translation>cascade: %1 hat kein Element „lab“</translation>
    </message>
    <message>
        <source>cascade: the &quot;lab&quot; member of %1 has no &quot;compare&quot;</source>
        <translation>cascade: das Element „lab“ von %1 hat kein „compare“</translation>
    </message>
    <message>
        <source>campaign: give exactly one campaign file (usage: hardtack-cli campaign FILE --union ai|passive --confederate ai|passive --seed N [--turns N] [--save OUT] [--json])</source>
        <translation>campaign: genau eine Feldzugsdatei angeben (Aufruf: hardtack-cli campaign DATEI --union ai|passive --confederate ai|passive --seed N [--turns N] [--save AUS] [--json])</translation>
    </message>
    <message>
        <source>campaign: a save goes on with its own seed; --seed is for a campaign file</source>
        <translation>campaign: ein Spielstand läuft mit seinem eigenen Seed weiter; --seed gilt für eine Feldzugsdatei</translation>
    </message>
    <message>
        <source> (historically %1)</source>
        <translation> (historisch: %1)</translation>
    </message>
    <message>
        <source>  Source: %1</source>
        <translation>  Quelle: %1</translation>
    </message>
    <message>
        <source>narrate: give exactly one save (usage: hardtack-cli narrate SAVE [--lang en|de|fr] [--explain] [--side union|confederate])</source>
        <translation>narrate: genau einen Spielstand angeben (Aufruf: hardtack-cli narrate SAVE [--lang en|de|fr] [--explain] [--side union|confederate])</translation>
    </message>
    <message>
        <source>odds: at this moment of %1 the %2 give orders, not the %3</source>
        <translation>odds: in diesem Moment von %1 gibt %2 die Befehle, nicht %3</translation>
    </message>
    <message>
        <source>%1: --%2 must be union or confederate, not &quot;%3&quot;</source>
        <translation>%1: --%2 muss union oder confederate sein, nicht &quot;%3&quot;</translation>
    </message>
    <message>
        <source>%1: %2: the save differs from the re-simulation of its orders</source>
        <translation>%1: %2: der Spielstand weicht von der Nachrechnung seiner Befehle ab</translation>
    </message>
    <message>
        <source>%1: --%2 must be a whole number from 0 to %3, not &quot;%4&quot;</source>
        <translation>%1: --%2 muss eine ganze Zahl von 0 bis %3 sein, nicht &quot;%4&quot;</translation>
    </message>
    <message>
        <source>%1: --seed %2 with --trials %3 runs past the last seed (%4)</source>
        <translation>%1: --seed %2 mit --trials %3 reicht über den letzten Seed (%4) hinaus</translation>
    </message>
    <message>
        <source>turn play: give a scenario or the last turn file, --player and --out (usage: hardtack-cli turn play FROM --player ai|hard|greedy|scripted|passive --out FILE [--password PW] [--begun N] [--seed S --union-password A --confederate-password B])</source>
        <translation>turn play: ein Szenario oder die letzte Zugdatei, --player und --out angeben (Aufruf: hardtack-cli turn play FROM --player ai|hard|greedy|scripted|passive --out FILE [--password PW] [--begun N] [--seed S --union-password A --confederate-password B])</translation>
    </message>
    <message>
        <source>turn play: --player must be ai, hard, greedy, scripted or passive, not &quot;%1&quot;</source>
        <translation>turn play: --player muss ai, hard, greedy, scripted oder passive sein, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>turn play: a new game needs --seed, --union-password and --confederate-password</source>
        <translation>turn play: ein neues Spiel braucht --seed, --union-password und --confederate-password</translation>
    </message>
    <message>
        <source>turn play: --%1 is for a new game; %2 is a turn file</source>
        <translation>turn play: --%1 gilt für ein neues Spiel; %2 ist eine Zugdatei</translation>
    </message>
    <message>
        <source>turn play: %1: the battle is over</source>
        <translation>turn play: %1: die Schlacht ist vorbei</translation>
    </message>
    <message>
        <source>turn play: %1: wrong password for %2, whose turn it is</source>
        <translation>turn play: %1: falsches Passwort für %2, die am Zug ist</translation>
    </message>
    <message>
        <source>%1: %2&apos;s orders %3 to %4; next: %5</source>
        <translation>%1: Befehle %3 bis %4 von %2; als Nächstes: %5</translation>
    </message>
    <message>
        <source>the battle is over</source>
        <translation>die Schlacht ist vorbei</translation>
    </message>
    <message>
        <source>%1, turn %2, %3 phase</source>
        <translation>%1, Zug %2, Phase %3</translation>
    </message>
    <message>
        <source>turn verify: give the turn files in order (usage: hardtack-cli turn verify FILE... [--password PW])</source>
        <translation>turn verify: die Zugdateien der Reihe nach angeben (Aufruf: hardtack-cli turn verify FILE... [--password PW])</translation>
    </message>
    <message>
        <source>%1: ok (%2&apos;s orders %3 to %4, begun %5 time(s); next: %6)</source>
        <translation>%1: ok (Befehle %3 bis %4 von %2, %5-mal begonnen; als Nächstes: %6)</translation>
    </message>
    <message>
        <source>%1: wrong password for %2, whose turn it is</source>
        <translation>%1: falsches Passwort für %2, die am Zug ist</translation>
    </message>
    <message>
        <source>turn: give play or verify (usage: hardtack-cli turn play FROM ... | turn verify FILE...)</source>
        <translation>turn: play oder verify angeben (Aufruf: hardtack-cli turn play FROM ... | turn verify FILE...)</translation>
    </message>
    <message>
        <source>net: give --host PORT or --join HOST:PORT (usage: hardtack-cli %1)</source>
        <translation>net: --host PORT oder --join HOST:PORT angeben (Aufruf: hardtack-cli %1)</translation>
    </message>
    <message>
        <source>net: the host gives exactly one scenario (usage: hardtack-cli %1)</source>
        <translation>net: der Gastgeber gibt genau ein Szenario an (Aufruf: hardtack-cli %1)</translation>
    </message>
    <message>
        <source>net: a joiner gives no scenario: the host sends it (usage: hardtack-cli %1)</source>
        <translation>net: wer beitritt, gibt kein Szenario an: der Gastgeber schickt es (Aufruf: hardtack-cli %1)</translation>
    </message>
    <message>
        <source>net: give --side union or --side confederate</source>
        <translation>net: --side union oder --side confederate angeben</translation>
    </message>
    <message>
        <source>net: --player must be ai, hard, greedy, scripted or passive, not &quot;%1&quot;</source>
        <translation>net: --player muss ai, hard, greedy, scripted oder passive sein, nicht „%1“</translation>
    </message>
    <message>
        <source>net: give the game password with --password (both players the same)</source>
        <translation>net: das Spielpasswort mit --password angeben (für beide Spieler dasselbe)</translation>
    </message>
    <message>
        <source>net: %1</source>
        <translation>net: %1</translation>
    </message>
    <message>
        <source>listening on port %1</source>
        <translation>wartet auf Port %1</translation>
    </message>
    <message>
        <source>net: --join wants HOST:PORT with a port from 1 to 65535, not &quot;%1&quot;</source>
        <translation>net: --join erwartet HOST:PORT mit einem Port von 1 bis 65535, nicht „%1“</translation>
    </message>
    <message>
        <source>playing %1 as %2, seed %3</source>
        <translation>spielt %1 als %2, Startwert %3</translation>
    </message>
    <message>
        <source>connection lost (%1); resuming</source>
        <translation>Verbindung verloren (%1); wird fortgesetzt</translation>
    </message>
    <message>
        <source>connection resumed</source>
        <translation>Verbindung fortgesetzt</translation>
    </message>
    <message>
        <source>the peer says: %1</source>
        <translation>der Gegner sagt: %1</translation>
    </message>
    <message>
        <source>the game did not start</source>
        <translation>das Spiel hat nicht begonnen</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <source>ammunition kept</source>
        <translation>Munition behalten</translation>
    </message>
    <message>
        <source>rest</source>
        <translation>Rast</translation>
    </message>
    <message>
        <source>no rally</source>
        <translation>kein Sammeln</translation>
    </message>
    <message>
        <source>still disrupted</source>
        <translation>noch in Unordnung</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>There is no unit &quot;%1&quot;.</source>
        <translation>Es gibt keine Einheit &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>%1 is not yours to command now.</source>
        <translation>%1 untersteht jetzt nicht Ihrem Befehl.</translation>
    </message>
    <message>
        <source>%1 is not on the map.</source>
        <translation>%1 ist nicht auf der Karte.</translation>
    </message>
    <message>
        <source>%1 is routed: it obeys no orders.</source>
        <translation>%1 ist auf der Flucht und gehorcht keinen Befehlen.</translation>
    </message>
    <message>
        <source>The battle is over.</source>
        <translation>Die Schlacht ist vorbei.</translation>
    </message>
    <message>
        <source>Unknown order.</source>
        <translation>Unbekannter Befehl.</translation>
    </message>
    <message>
        <source>Units move only in the Movement phase.</source>
        <translation>Einheiten bewegen sich nur in der Bewegungsphase.</translation>
    </message>
    <message>
        <source>A move order moves exactly one unit.</source>
        <translation>Ein Bewegungsbefehl bewegt genau eine Einheit.</translation>
    </message>
    <message>
        <source>%1 has fired or meleed: it may not move.</source>
        <translation>%1 hat gefeuert oder im Nahkampf gestanden: keine Bewegung erlaubt.</translation>
    </message>
    <message>
        <source>%1 entered an enemy zone of control: its move is over.</source>
        <translation>%1 hat eine feindliche Kontrollzone betreten: die Bewegung ist beendet.</translation>
    </message>
    <message>
        <source>Leaders move only in the Movement phase.</source>
        <translation>Kommandeure bewegen sich nur in der Bewegungsphase.</translation>
    </message>
    <message>
        <source>There is no leader &quot;%1&quot;.</source>
        <translation>Es gibt keinen Kommandeur &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The path is empty.</source>
        <translation>Der Weg ist leer.</translation>
    </message>
    <message>
        <source>%1 is not next to %2.</source>
        <translation>%1 ist nicht benachbart zu %2.</translation>
    </message>
    <message>
        <source>%1 cannot enter %2.</source>
        <translation>%1 kann %2 nicht betreten.</translation>
    </message>
    <message>
        <source>%1 is held by the enemy.</source>
        <translation>%1 ist vom Feind besetzt.</translation>
    </message>
    <message>
        <source>%1 needs %2 MP but has %3 left.</source>
        <translation>%1 benötigt %2 BP, hat aber nur noch %3.</translation>
    </message>
    <message>
        <source>Units turn only in the Movement phase.</source>
        <translation>Einheiten ändern ihre Ausrichtung nur in der Bewegungsphase.</translation>
    </message>
    <message>
        <source>A facing order turns exactly one unit to a new facing.</source>
        <translation>Ein Ausrichtungsbefehl dreht genau eine Einheit in eine neue Ausrichtung.</translation>
    </message>
    <message>
        <source>Wagons have no facing to change.</source>
        <translation>Wagen haben keine Ausrichtung, die sich ändern ließe.</translation>
    </message>
    <message>
        <source>%1 already faces %2.</source>
        <translation>%1 ist bereits nach %2 ausgerichtet.</translation>
    </message>
    <message>
        <source>%1 needs %2 MP to turn but has %3 left.</source>
        <translation>%1 benötigt %2 BP zum Drehen, hat aber nur noch %3.</translation>
    </message>
    <message>
        <source>Units change formation only in the Movement phase.</source>
        <translation>Einheiten wechseln die Formation nur in der Bewegungsphase.</translation>
    </message>
    <message>
        <source>A formation order changes exactly one unit.</source>
        <translation>Ein Formationsbefehl ändert genau eine Einheit.</translation>
    </message>
    <message>
        <source>%1 cannot take that formation.</source>
        <translation>%1 kann diese Formation nicht einnehmen.</translation>
    </message>
    <message>
        <source>%1 is already in that formation.</source>
        <translation>%1 ist bereits in dieser Formation.</translation>
    </message>
    <message>
        <source>%1 needs %2 MP to change formation but has %3 left.</source>
        <translation>%1 benötigt %2 BP für den Formationswechsel, hat aber nur noch %3.</translation>
    </message>
    <message>
        <source>Units fire only in the fire phases.</source>
        <translation>Einheiten feuern nur in den Feuerphasen.</translation>
    </message>
    <message>
        <source>Choose at least one unit to fire.</source>
        <translation>Wählen Sie mindestens eine feuernde Einheit.</translation>
    </message>
    <message>
        <source>%1 is listed twice.</source>
        <translation>%1 ist doppelt aufgeführt.</translation>
    </message>
    <message>
        <source>%1 cannot fire in its formation.</source>
        <translation>%1 kann in der aktuellen Formation nicht feuern.</translation>
    </message>
    <message>
        <source>%1 has no guns left.</source>
        <translation>%1 hat keine Geschütze mehr.</translation>
    </message>
    <message>
        <source>%1 has already fired this turn.</source>
        <translation>%1 hat in diesem Zug bereits gefeuert.</translation>
    </message>
    <message>
        <source>%1 has meleed this turn: it may not fire.</source>
        <translation>%1 stand in diesem Zug im Nahkampf: Feuern nicht erlaubt.</translation>
    </message>
    <message>
        <source>%1 moved this turn: artillery that moved may not fire.</source>
        <translation>%1 hat sich in diesem Zug bewegt: Artillerie, die sich bewegt hat, darf nicht feuern.</translation>
    </message>
    <message>
        <source>%1 is out of ammunition.</source>
        <translation>%1 hat keine Munition mehr.</translation>
    </message>
    <message>
        <source>%1 is low on ammunition: defensive fire only.</source>
        <translation>%1 hat wenig Munition: nur Defensivfeuer.</translation>
    </message>
    <message>
        <source>%1 is out of %2&apos;s range (%3 hexes).</source>
        <translation>%1 liegt außerhalb der Reichweite von %2 (%3 Hexfelder).</translation>
    </message>
    <message>
        <source>At night %1 cannot see beyond %2 hexes.</source>
        <translation>Nachts kann %1 nicht weiter als %2 Hexfelder sehen.</translation>
    </message>
    <message>
        <source>%1 is not in front of %2.</source>
        <translation>%1 liegt nicht im Frontbereich von %2.</translation>
    </message>
    <message>
        <source>%1 has no line of sight to %2.</source>
        <translation>%1 hat keine Sichtlinie zu %2.</translation>
    </message>
    <message>
        <source>Units attack only in the Melee phase.</source>
        <translation>Einheiten greifen nur in der Nahkampfphase an.</translation>
    </message>
    <message>
        <source>Choose at least one unit to attack.</source>
        <translation>Wählen Sie mindestens eine angreifende Einheit.</translation>
    </message>
    <message>
        <source>Only infantry and cavalry attack in melee.</source>
        <translation>Nur Infanterie und Kavallerie greifen im Nahkampf an.</translation>
    </message>
    <message>
        <source>%1 is disrupted: it may not attack.</source>
        <translation>%1 ist in Unordnung: Angriff nicht erlaubt.</translation>
    </message>
    <message>
        <source>%1 is out of its brigade leader&apos;s command radius.</source>
        <translation>%1 ist außerhalb des Befehlsradius ihres Brigadekommandeurs.</translation>
    </message>
    <message>
        <source>%1 has already attacked this turn.</source>
        <translation>%1 hat in diesem Zug bereits angegriffen.</translation>
    </message>
    <message>
        <source>%1 does not face %2.</source>
        <translation>%1 ist nicht auf %2 ausgerichtet.</translation>
    </message>
    <message>
        <source>Only one of the attackers may advance.</source>
        <translation>Nur einer der Angreifer darf nachrücken.</translation>
    </message>
    <message>
        <source>You see no enemy unit at %1.</source>
        <translation>Sie sehen bei %1 keine feindliche Einheit.</translation>
    </message>
    <message>
        <source>not a fire order</source>
        <translation>kein Feuerbefehl</translation>
    </message>
    <message>
        <source>not a melee order</source>
        <translation>kein Nahkampfbefehl</translation>
    </message>
</context>
<context>
    <name>GeneratedName</name>
    <message>
        <source>%1 Infantry No. %2</source>
        <translation>%1 Infanterie Nr. %2</translation>
    </message>
    <message>
        <source>%1 Cavalry No. %2</source>
        <translation>%1 Kavallerie Nr. %2</translation>
    </message>
    <message>
        <source>%1 Artillery No. %2</source>
        <translation>%1 Artillerie Nr. %2</translation>
    </message>
    <message>
        <source>Army at %1</source>
        <translation>Armee bei %1</translation>
    </message>
    <message>
        <source>Commander at %1</source>
        <translation>Befehlshaber bei %1</translation>
    </message>
    <message>
        <source>%1 No. %2</source>
        <translation>%1 Nr. %2</translation>
    </message>
    <message>
        <source>%1 Squadron</source>
        <translation>%1 Geschwader</translation>
    </message>
    <message>
        <source>Replacement for %1</source>
        <translation>Ersatz für %1</translation>
    </message>
    <message>
        <source>%1, regiment %2</source>
        <translation>%1, Regiment %2</translation>
    </message>
    <message>
        <source>%1, battery %2</source>
        <translation>%1, Batterie %2</translation>
    </message>
    <message>
        <source>The general commanding %1</source>
        <translation>Der kommandierende General von %1</translation>
    </message>
    <message>
        <source>The colonel commanding %1</source>
        <translation>Der kommandierende Oberst von %1</translation>
    </message>
    <message>
        <source>Battle of %1</source>
        <translation>Schlacht bei %1</translation>
    </message>
    <message>
        <source>A battle of the campaign: the defenders hold %1.</source>
        <translation>Eine Schlacht der Kampagne: Die Verteidiger halten %1.</translation>
    </message>
</context>
<context>
    <name>HeatMapItem</name>
    <message>
        <source>forced</source>
        <translation>erzwungen</translation>
    </message>
    <message>
        <source>Tinted: units the panic reached; the number: in how many of the simulated cascades that happened. Ringed: the unit forced to rout.</source>
        <translation>Eingefärbt: Einheiten, die die Panik erreicht hat; die Zahl: in wie vielen der simulierten Kaskaden das geschah. Umrandet: die Einheit, die zur Flucht gezwungen wurde.</translation>
    </message>
    <message>
        <source>Percentage points. Red: it happens more often in the second setup; blue: less often.</source>
        <translation>Prozentpunkte. Rot: geschieht im zweiten Aufbau häufiger; Blau: seltener.</translation>
    </message>
</context>
<context>
    <name>HexBattle</name>
    <message>
        <source>no land battle %1 this turn</source>
        <translation>keine Landschlacht %1 in dieser Runde</translation>
    </message>
    <message>
        <source>campaign battle at %1</source>
        <translation>Kampagnenschlacht bei %1</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>give killed, wounded and missing together, or only the total</source>
        <translation>Gefallene, Verwundete und Vermisste zusammen angeben oder nur die Summe</translation>
    </message>
    <message>
        <source>killed, wounded and missing add up to %1, not the total %2</source>
        <translation>Gefallene, Verwundete und Vermisste ergeben %1, nicht die Summe %2</translation>
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
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>Objekt erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected an array, found %1</source>
        <translation>Array erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>missing required member &quot;%1&quot;</source>
        <translation>Pflichtfeld &quot;%1&quot; fehlt</translation>
    </message>
    <message>
        <source>unknown member &quot;%1&quot; (allowed: %2)</source>
        <translation>unbekanntes Feld &quot;%1&quot; (erlaubt: %2)</translation>
    </message>
    <message>
        <source>array has %1 items, more than the limit of %2</source>
        <translation>Array hat %1 Einträge, mehr als die Obergrenze von %2</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>Zeichenkette erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>string is longer than %1 characters</source>
        <translation>Zeichenkette ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>expected an integer, found %1</source>
        <translation>ganze Zahl erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1 liegt außerhalb des zulässigen Bereichs (%2 bis %3)</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>Zahl erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a finite number</source>
        <translation>endliche Zahl erwartet</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>true oder false erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected one of %1, found %2</source>
        <translation>einer der Werte %1 erwartet, gefunden: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of %2</source>
        <translation>&quot;%1&quot; ist keiner der Werte %2</translation>
    </message>
    <message>
        <source>expected a pair [column, row]</source>
        <translation>Paar [Spalte, Zeile] erwartet</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>kein gültiges JSON bei Byte %1: %2</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation>JSON-Objekt auf oberster Ebene erwartet</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>&quot;%1&quot; erwartet, gefunden: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation>kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>file is %1 bytes, more than the limit of %2</source>
        <translation>Datei ist %1 Bytes groß, mehr als die Obergrenze von %2</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>Objekt erwartet</translation>
    </message>
    <message>
        <source>expected a time &quot;HH:MM&quot;, found &quot;%1&quot;</source>
        <translation>Uhrzeit &quot;HH:MM&quot; erwartet, gefunden: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected an event object</source>
        <translation>Ereignisobjekt erwartet</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>&quot;%1&quot; erwartet</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>ist keine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>a raw control character (byte %1) in a member name: it must be written \u%2</source>
        <translation>ein rohes Steuerzeichen (Byte %1) in einem Mitgliedsnamen: es muss als \u%2 geschrieben werden</translation>
    </message>
    <message>
        <source>a raw control character (byte %1) in a string: it must be written \u%2</source>
        <translation>ein rohes Steuerzeichen (Byte %1) in einer Zeichenkette: es muss als \u%2 geschrieben werden</translation>
    </message>
    <message>
        <source>the member &quot;%1&quot; is given twice in this object</source>
        <translation>das Mitglied &quot;%1&quot; steht zweimal in diesem Objekt</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>erwartet: %1</translation>
    </message>
    <message>
        <source>unexpected member &quot;%1&quot; here</source>
        <translation>Feld &quot;%1&quot; ist hier nicht erwartet</translation>
    </message>
    <message>
        <source>a name is at most %1 characters, this one has %2</source>
        <translation>ein Name hat höchstens %1 Zeichen, dieser hat %2</translation>
    </message>
    <message>
        <source>expected a seed as a decimal string of an unsigned 64-bit integer</source>
        <translation>Seed als Dezimal-Zeichenkette einer vorzeichenlosen 64-Bit-Ganzzahl erwartet</translation>
    </message>
    <message>
        <source>expected a seed (an integer, or a decimal string), found %1</source>
        <translation>Seed (Ganzzahl oder Dezimal-Zeichenkette) erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>a seed as a number is a whole number from 0 to 2^53 (write a larger one as a string)</source>
        <translation>ein Seed als Zahl ist eine ganze Zahl von 0 bis 2^53 (einen größeren als Zeichenkette schreiben)</translation>
    </message>
    <message>
        <source>expected a rating letter A to F, found &quot;%1&quot;</source>
        <translation>Bewertungsbuchstabe A bis F erwartet, gefunden: &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Die Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>--seed: &quot;%1&quot; is not a whole number from 0 to 999999999</source>
        <translation>--seed: &quot;%1&quot; ist keine ganze Zahl von 0 bis 999999999</translation>
    </message>
    <message>
        <source>--phase must be one of %1, not &quot;%2&quot;</source>
        <translation>--phase muss eines von %1 sein, nicht „%2“</translation>
    </message>
    <message>
        <source>--monte-carlo: &quot;%1&quot; is not a whole number from 1 to 100000000</source>
        <translation>--monte-carlo: „%1“ ist keine ganze Zahl von 1 bis 100000000</translation>
    </message>
    <message>
        <source>--step: &quot;%1&quot; is not a whole number from 0 up</source>
        <translation>--step: „%1“ ist keine ganze Zahl ab 0</translation>
    </message>
    <message>
        <source>--unit: %1 has no unit with the id &quot;%2&quot;</source>
        <translation>--unit: %1 hat keine Einheit mit der ID „%2“</translation>
    </message>
    <message>
        <source>--unit: unit &quot;%1&quot; is not on the map</source>
        <translation>--unit: Einheit „%1“ ist nicht auf der Karte</translation>
    </message>
    <message>
        <source>--lab: no scenario given and none found</source>
        <translation>--lab: kein Szenario angegeben und keines gefunden</translation>
    </message>
    <message>
        <source>--monte-carlo: no unit to rout (give --unit or a demo file)</source>
        <translation>--monte-carlo: keine Einheit zum Fliehen (--unit oder eine Demodatei angeben)</translation>
    </message>
    <message>
        <source>%1: a turn file opens in the window, with its reader&apos;s password</source>
        <translation>%1: eine Zugdatei öffnet sich im Fenster, mit dem Passwort des Empfängers</translation>
    </message>
    <message>
        <source>--net-host and --net-join: choose one</source>
        <translation>--net-host und --net-join: nur eines von beiden</translation>
    </message>
    <message>
        <source>--net-password: a network game needs its game password</source>
        <translation>--net-password: ein Netzwerkspiel braucht sein Spielpasswort</translation>
    </message>
    <message>
        <source>--net-host: expected a port from 0 to 65535, not &quot;%1&quot;</source>
        <translation>--net-host: erwartet einen Port von 0 bis 65535, nicht „%1“</translation>
    </message>
    <message>
        <source>--net-side: expected union or confederate, not &quot;%1&quot;</source>
        <translation>--net-side: erwartet union oder confederate, nicht „%1“</translation>
    </message>
    <message>
        <source>--net-host: no scenario to host</source>
        <translation>--net-host: kein Szenario zum Ausrichten</translation>
    </message>
    <message>
        <source>--net-join: expected HOST:PORT, not &quot;%1&quot;</source>
        <translation>--net-join: erwartet HOST:PORT, nicht „%1“</translation>
    </message>
    <message>
        <source>--net-join: the battle comes from the host; give no file</source>
        <translation>--net-join: die Schlacht kommt vom Gastgeber; keine Datei angeben</translation>
    </message>
</context>
<context>
    <name>Map</name>
    <message>
        <source>hex [%1,%2] is off the map (%3×%4)</source>
        <translation>Hex [%1,%2] liegt außerhalb der Karte (%3×%4)</translation>
    </message>
    <message>
        <source>a legend key must be one character, not &quot;%1&quot;</source>
        <translation>ein Legendenschlüssel muss aus genau einem Zeichen bestehen, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the legend is empty</source>
        <translation>die Legende ist leer</translation>
    </message>
    <message>
        <source>expected %1 rows (the map&apos;s height), found %2</source>
        <translation>%1 Zeilen erwartet (die Kartenhöhe), gefunden: %2</translation>
    </message>
    <message>
        <source>expected %1 characters (the map&apos;s width), found %2</source>
        <translation>%1 Zeichen erwartet (die Kartenbreite), gefunden: %2</translation>
    </message>
    <message>
        <source>character &apos;%1&apos; at column %2 is not in the legend</source>
        <translation>Zeichen &apos;%1&apos; in Spalte %2 steht nicht in der Legende</translation>
    </message>
    <message>
        <source>expected %1 digits (the map&apos;s width), found %2</source>
        <translation>%1 Ziffern erwartet (die Kartenbreite), gefunden: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; at column %2 is not an elevation digit 0-9</source>
        <translation>&apos;%1&apos; in Spalte %2 ist keine Höhenziffer 0-9</translation>
    </message>
    <message>
        <source>a road needs at least two hexes</source>
        <translation>eine Straße braucht mindestens zwei Hexfelder</translation>
    </message>
    <message>
        <source>road hex %1 repeats the previous hex</source>
        <translation>Straßenfeld %1 wiederholt das vorige Hexfeld</translation>
    </message>
</context>
<context>
    <name>MapRenderer</name>
    <message>
        <source>the image would be %1×%2 pixels (%3 megapixels); the limit is %4×%4 pixels and %5 megapixels: use a smaller --hex-width</source>
        <translation>das Bild wäre %1×%2 Pixel groß (%3 Megapixel); die Grenze liegt bei %4×%4 Pixeln und %5 Megapixeln: verwenden Sie eine kleinere --hex-width</translation>
    </message>
</context>
<context>
    <name>Morale</name>
    <message>
        <source>stacked with a leader</source>
        <translation>mit einem Kommandeur gestapelt</translation>
    </message>
    <message>
        <source>low or out of ammunition</source>
        <translation>wenig oder keine Munition</translation>
    </message>
    <message>
        <source>night</source>
        <translation>Nacht</translation>
    </message>
    <message>
        <source>medium fatigue</source>
        <translation>mittlere Erschöpfung</translation>
    </message>
    <message>
        <source>high fatigue</source>
        <translation>hohe Erschöpfung</translation>
    </message>
    <message>
        <source>fired upon in enfilade</source>
        <translation>unter Flankenfeuer</translation>
    </message>
    <message>
        <source>disrupted</source>
        <translation>in Unordnung</translation>
    </message>
    <message>
        <source>units of other brigades in the hex</source>
        <translation>Einheiten anderer Brigaden im Hex</translation>
    </message>
    <message>
        <source>rout limiting</source>
        <translation>Fluchtbegrenzung</translation>
    </message>
    <message>
        <source>night: halved, rounded up</source>
        <translation>Nacht: halbiert, aufgerundet</translation>
    </message>
    <message>
        <source>leader %1</source>
        <translation>Kommandeur %1</translation>
    </message>
    <message>
        <source>%1 checks morale at the end of the phase</source>
        <translation>%1 legt am Ende der Phase eine Moralprobe ab</translation>
    </message>
    <message>
        <source>morale %1</source>
        <translation>Moral %1</translation>
    </message>
    <message>
        <source>morale %1 (base %2; %3)</source>
        <translation>Moral %1 (Basis %2; %3)</translation>
    </message>
    <message>
        <source>rolled %1: passed</source>
        <translation>Wurf %1: bestanden</translation>
    </message>
    <message>
        <source>rolled %1, more than %2: routed</source>
        <translation>Wurf %1, höher als %2: in die Flucht geschlagen</translation>
    </message>
    <message>
        <source>rolled %1, more than %2: unlimbered guns do not rout, disrupted</source>
        <translation>Wurf %1, höher als %2: abgeprotzte Geschütze fliehen nicht, in Unordnung</translation>
    </message>
    <message>
        <source>rolled %1, more than %2: disrupted</source>
        <translation>Wurf %1, höher als %2: in Unordnung</translation>
    </message>
    <message>
        <source>rolled %1, more than %2: stays routed, %3 men lost as stragglers</source>
        <translation>Wurf %1, höher als %2: bleibt auf der Flucht, %3 Mann als Versprengte verloren</translation>
    </message>
    <message>
        <source>%1: %2, %3.</source>
        <translation>%1: %2, %3.</translation>
    </message>
    <message>
        <source>The panic spreads from its hex.</source>
        <translation>Die Panik breitet sich von diesem Hex aus.</translation>
    </message>
    <message>
        <source>Rout cascade from %1: %2 checks, %3 failed.</source>
        <translation>Fluchtkaskade ausgehend von %1: %2 Moralproben, %3 nicht bestanden.</translation>
    </message>
    <message>
        <source>%1 is not routed: no rally check.</source>
        <translation>%1 ist nicht auf der Flucht: keine Sammelprobe.</translation>
    </message>
    <message>
        <source>rally value %1</source>
        <translation>Sammelwert %1</translation>
    </message>
    <message>
        <source>rally value %1 (base %2; %3)</source>
        <translation>Sammelwert %1 (Basis %2; %3)</translation>
    </message>
    <message>
        <source>%1 rally check: %2, rolled %3, less than %4: rallies, disrupted.</source>
        <translation>Sammelprobe für %1: %2, Wurf %3, kleiner als %4: gesammelt, in Unordnung.</translation>
    </message>
    <message>
        <source>%1 rally check: %2, rolled %3, not less than %4: still routed.</source>
        <translation>Sammelprobe für %1: %2, Wurf %3, nicht kleiner als %4: weiterhin auf der Flucht.</translation>
    </message>
    <message>
        <source>%1 recovers from disruption (no enemy adjacent).</source>
        <translation>%1 erholt sich von der Unordnung (kein Feind benachbart).</translation>
    </message>
    <message>
        <source>%1 recovers from disruption: rolled %2, at most its quality %3.</source>
        <translation>%1 erholt sich von der Unordnung: Wurf %2, höchstens gleich ihrer Qualität %3.</translation>
    </message>
    <message>
        <source>%1 stays disrupted: rolled %2, more than its quality %3.</source>
        <translation>%1 bleibt in Unordnung: Wurf %2, höher als ihre Qualität %3.</translation>
    </message>
    <message>
        <source>%1 checks as panic spreads from %2 (cascade step %3)</source>
        <translation>%1 legt eine Moralprobe ab, da sich Panik von %2 ausbreitet (Kaskadenstufe %3)</translation>
    </message>
</context>
<context>
    <name>Movement</name>
    <message>
        <source>The path is empty.</source>
        <translation>Der Weg ist leer.</translation>
    </message>
    <message>
        <source>%1 is unlimbered: it may only turn in place.</source>
        <translation>%1 ist abgeprotzt: nur Drehen auf der Stelle möglich.</translation>
    </message>
    <message>
        <source>%1 is not next to %2.</source>
        <translation>%1 ist nicht benachbart zu %2.</translation>
    </message>
    <message>
        <source>%1 is off the map.</source>
        <translation>%1 liegt außerhalb der Karte.</translation>
    </message>
    <message>
        <source>%1 cannot enter %2 (%3).</source>
        <translation>%1 kann %2 nicht betreten (%3).</translation>
    </message>
    <message>
        <source>%1 is held by the enemy.</source>
        <translation>%1 ist vom Feind besetzt.</translation>
    </message>
    <message>
        <source>Entering the enemy&apos;s zone of control at %1 ends the move.</source>
        <translation>Das Betreten der feindlichen Kontrollzone bei %1 beendet die Bewegung.</translation>
    </message>
    <message>
        <source>%1 needs %2 MP but has %3 left.</source>
        <translation>%1 benötigt %2 BP, hat aber nur noch %3.</translation>
    </message>
    <message>
        <source>%1 would hold more than %2 men or %3 units.</source>
        <translation>In %1 stünden mehr als %2 Mann oder %3 Einheiten.</translation>
    </message>
    <message>
        <source>%1 is disrupted and may not end its move next to the enemy.</source>
        <translation>%1 ist in Unordnung und darf die Bewegung nicht neben dem Feind beenden.</translation>
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
        <translation>Konföderierte</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Offenes Gelände</translation>
    </message>
    <message>
        <source>Woods</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>Heavy woods</source>
        <translation>Dichter Wald</translation>
    </message>
    <message>
        <source>Orchard</source>
        <translation>Obstgarten</translation>
    </message>
    <message>
        <source>Town</source>
        <translation>Ortschaft</translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>Pike</source>
        <translation>Chaussee</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>Trail</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>Railroad</source>
        <translation>Eisenbahn</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>Bach</translation>
    </message>
    <message>
        <source>Ford</source>
        <translation>Furt</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Brücke</translation>
    </message>
    <message>
        <source>Fence</source>
        <translation>Zaun</translation>
    </message>
    <message>
        <source>Stone wall</source>
        <translation>Steinmauer</translation>
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
        <translation>Korps</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>Armee</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Kavallerie</translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>Supply wagons</source>
        <translation>Versorgungswagen</translation>
    </message>
    <message>
        <source>Smoothbore musket</source>
        <translation>Glattrohrmuskete</translation>
    </message>
    <message>
        <source>Rifled musket</source>
        <translation>Gezogene Muskete</translation>
    </message>
    <message>
        <source>Breechloader</source>
        <translation>Hinterlader</translation>
    </message>
    <message>
        <source>Repeater</source>
        <translation>Repetiergewehr</translation>
    </message>
    <message>
        <source>Carbine</source>
        <translation>Karabiner</translation>
    </message>
    <message>
        <source>Napoleon 12-pdr</source>
        <translation>Napoleon 12-Pfünder</translation>
    </message>
    <message>
        <source>3-inch rifle</source>
        <translation>Gezogenes 3-Zoll-Geschütz</translation>
    </message>
    <message>
        <source>Parrott rifle</source>
        <translation>Parrott-Geschütz</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Kolonne</translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation>Aufgesessen</translation>
    </message>
    <message>
        <source>Dismounted</source>
        <translation>Abgesessen</translation>
    </message>
    <message>
        <source>Limbered</source>
        <translation>Aufgeprotzt</translation>
    </message>
    <message>
        <source>Unlimbered</source>
        <translation>Abgeprotzt</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Knapp</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Aufgebraucht</translation>
    </message>
    <message>
        <source>In good order</source>
        <translation>In guter Ordnung</translation>
    </message>
    <message>
        <source>Disrupted</source>
        <translation>In Unordnung</translation>
    </message>
    <message>
        <source>Routed</source>
        <translation>Auf der Flucht</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Norden</translation>
    </message>
    <message>
        <source>North-east</source>
        <translation>Nordosten</translation>
    </message>
    <message>
        <source>South-east</source>
        <translation>Südosten</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Süden</translation>
    </message>
    <message>
        <source>South-west</source>
        <translation>Südwesten</translation>
    </message>
    <message>
        <source>North-west</source>
        <translation>Nordwesten</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Killed</source>
        <translation>Gefallen</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Verwundet</translation>
    </message>
    <message>
        <source>%1, elevation %2 (%3 ft)</source>
        <translation>%1, Höhenstufe %2 (%3 Fuß)</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Defensive fire</source>
        <translation>Defensivfeuer</translation>
    </message>
    <message>
        <source>Offensive fire</source>
        <translation>Offensivfeuer</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Nahkampf</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>the Union</source>
        <translation>die Union</translation>
    </message>
    <message>
        <source>the Confederacy</source>
        <translation>die Konföderation</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Defensive Fire</source>
        <translation>Defensivfeuer</translation>
    </message>
    <message>
        <source>Offensive Fire</source>
        <translation>Offensivfeuer</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>in good order</source>
        <translation>in guter Ordnung</translation>
    </message>
    <message>
        <source>disrupted</source>
        <translation>in Unordnung</translation>
    </message>
    <message>
        <source>routed</source>
        <translation>auf der Flucht</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>low</source>
        <translation>knapp</translation>
    </message>
    <message>
        <source>out</source>
        <translation>aufgebraucht</translation>
    </message>
    <message>
        <source>line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <source>column</source>
        <translation>Kolonne</translation>
    </message>
    <message>
        <source>mounted</source>
        <translation>aufgesessen</translation>
    </message>
    <message>
        <source>dismounted</source>
        <translation>abgesessen</translation>
    </message>
    <message>
        <source>limbered</source>
        <translation>aufgeprotzt</translation>
    </message>
    <message>
        <source>unlimbered</source>
        <translation>abgeprotzt</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>north</source>
        <translation>Norden</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>Nordosten</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>Südosten</translation>
    </message>
    <message>
        <source>south</source>
        <translation>Süden</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>Südwesten</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>Nordwesten</translation>
    </message>
    <message>
        <source>major victory</source>
        <translation>großer Sieg</translation>
    </message>
    <message>
        <source>minor victory</source>
        <translation>knapper Sieg</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>minor defeat</source>
        <translation>knappe Niederlage</translation>
    </message>
    <message>
        <source>major defeat</source>
        <translation>schwere Niederlage</translation>
    </message>
    <message>
        <source>long range</source>
        <translation>große Entfernung</translation>
    </message>
    <message>
        <source>canister</source>
        <translation>Kartätschen</translation>
    </message>
    <message>
        <source>fatigue</source>
        <translation>Erschöpfung</translation>
    </message>
    <message>
        <source>quality</source>
        <translation>Qualität</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>bewegt</translation>
    </message>
    <message>
        <source>terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>hexside</source>
        <translation>Hexseite</translation>
    </message>
    <message>
        <source>target higher</source>
        <translation>Ziel höher gelegen</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>Mauer</translation>
    </message>
    <message>
        <source>enfilade</source>
        <translation>Flankenfeuer</translation>
    </message>
    <message>
        <source>attacking uphill</source>
        <translation>Angriff bergauf</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1 −%2%</source>
        <translation>%1 −%2%</translation>
    </message>
    <message>
        <source>%1 loses %2 gun(s): %3 whole per 25 men, remainder %4%5.</source>
        <translation>%1 verliert %2 Geschütz(e): %3 ganze je 25 Mann, Rest %4%5.</translation>
    </message>
    <message>
        <source> (chance %1, rolled %2)</source>
        <translation> (Chance %1, Wurf %2)</translation>
    </message>
    <message>
        <source>%1 fatigue: rolled %2 in %3–%4, ×%5 = +%6, %7 → %8.</source>
        <translation>Erschöpfung von %1: Wurf %2 in %3–%4, ×%5 = +%6, %7 → %8.</translation>
    </message>
    <message>
        <source>%1 was already at maximum fatigue: it must check morale.</source>
        <translation>%1 war bereits maximal erschöpft: sie muss eine Moralprobe ablegen.</translation>
    </message>
    <message>
        <source>%1 has no men left.</source>
        <translation>%1 hat keine Männer mehr.</translation>
    </message>
    <message>
        <source>Base (quality): %1</source>
        <translation>Basis (Qualität): %1</translation>
    </message>
    <message>
        <source>Final: %1</source>
        <translation>Endwert: %1</translation>
    </message>
    <message>
        <source>Path: %1</source>
        <translation>Weg: %1</translation>
    </message>
    <message>
        <source>Die: %1 (passes at %2 or less)</source>
        <translation>Würfel: %1 (bestanden bei %2 oder weniger)</translation>
    </message>
    <message>
        <source>Status: %1 → %2</source>
        <translation>Zustand: %1 → %2</translation>
    </message>
    <message>
        <source>Stragglers: %1 men (25 per point above)</source>
        <translation>Versprengte: %1 Mann (25 je Punkt darüber)</translation>
    </message>
    <message>
        <source>Die: %1 (rallies below %2)</source>
        <translation>Würfel: %1 (gesammelt unter %2)</translation>
    </message>
    <message>
        <source>No enemy adjacent: recovers without a roll.</source>
        <translation>Kein Feind benachbart: erholt sich ohne Wurf.</translation>
    </message>
    <message>
        <source>Quality: %1</source>
        <translation>Qualität: %1</translation>
    </message>
    <message>
        <source>Die: %1 (recovers at %2 or less)</source>
        <translation>Würfel: %1 (erholt sich bei %2 oder weniger)</translation>
    </message>
    <message>
        <source>Rings: %1</source>
        <translation>Ringe: %1</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Nacht</translation>
    </message>
    <message>
        <source>Rout limiting: +1 per ring after the first</source>
        <translation>Fluchtbegrenzung: +1 je Ring nach dem ersten</translation>
    </message>
    <message>
        <source>%1 at %2: base %3%4 = %5</source>
        <translation>%1 bei %2: Basis %3%4 = %5</translation>
    </message>
    <message>
        <source>  reductions: %1 (total %2%)</source>
        <translation>  Abzüge: %1 (insgesamt %2%)</translation>
    </message>
    <message>
        <source>Casualty roll: %1 (uniform %2 to %3)</source>
        <translation>Verlustwurf: %1 (gleichverteilt %2 bis %3)</translation>
    </message>
    <message numerus="yes">
        <source>enfilade ×1.5 from %n firer(s)</source>
        <translation>
            <numerusform>Flankenfeuer ×1,5 durch %n feuernde Einheit</numerusform>
            <numerusform>Flankenfeuer ×1,5 durch %n feuernde Einheiten</numerusform>
        </translation>
    </message>
    <message>
        <source>formation ×1.5</source>
        <translation>Formation ×1,5</translation>
    </message>
    <message>
        <source>%1: fire value %2%3, share %4, expected %5, lost %6</source>
        <translation>%1: Feuerwert %2%3, Anteil %4, erwartet %5, verloren %6</translation>
    </message>
    <message>
        <source>%1: %2 men%3 = %4</source>
        <translation>%1: %2 Mann%3 = %4</translation>
    </message>
    <message>
        <source>Attack %1 against defence %2: odds %3</source>
        <translation>Angriff %1 gegen Verteidigung %2: Verhältnis %3</translation>
    </message>
    <message>
        <source>Die: %1 (the attackers win from %2)</source>
        <translation>Würfel: %1 (die Angreifer siegen ab %2)</translation>
    </message>
    <message>
        <source>Casualty roll: %1</source>
        <translation>Verlustwurf: %1</translation>
    </message>
    <message>
        <source>%1: share %2, expected %3, lost %4</source>
        <translation>%1: Anteil %2, erwartet %3, verloren %4</translation>
    </message>
    <message>
        <source>%1: %2 VP (objectives %3), %4; lost %5 men (%6 killed and wounded, %7 prisoners, %8 stragglers), %9 guns</source>
        <translation>%1: %2 SP (Ziele %3), %4; %5 Mann verloren (%6 Gefallene und Verwundete, %7 Gefangene, %8 Versprengte), %9 Geschütze</translation>
    </message>
    <message>
        <source>%1 earns %2 laurels</source>
        <translation>%1 erringt %2 Lorbeeren</translation>
    </message>
    <message>
        <source>The battle begins (seed %1).</source>
        <translation>Die Schlacht beginnt (Seed %1).</translation>
    </message>
    <message>
        <source>The battle of %1 begins (seed %2).</source>
        <translation>Die Schlacht bei %1 beginnt (Seed %2).</translation>
    </message>
    <message>
        <source>Turn %1 begins at %2 (night).</source>
        <translation>Zug %1 beginnt um %2 (Nacht).</translation>
    </message>
    <message>
        <source>Turn %1 begins at %2.</source>
        <translation>Zug %1 beginnt um %2.</translation>
    </message>
    <message>
        <source>Player turn of %1.</source>
        <translation>Spielerzug: %1.</translation>
    </message>
    <message>
        <source>%1 phase.</source>
        <translation>Phase: %1.</translation>
    </message>
    <message>
        <source>%1 moves from %2 to %3 (%4 MP), facing %5.</source>
        <translation>%1 zieht von %2 nach %3 (%4 BP), Ausrichtung %5.</translation>
    </message>
    <message>
        <source>It enters an enemy zone of control and stops.</source>
        <translation>Sie betritt eine feindliche Kontrollzone und hält an.</translation>
    </message>
    <message>
        <source>%1 rides from %2 to %3 (%4 MP).</source>
        <translation>%1 reitet von %2 nach %3 (%4 BP).</translation>
    </message>
    <message>
        <source>%1 turns from %2 to %3 (%4 MP).</source>
        <translation>%1 dreht von %2 nach %3 (%4 BP).</translation>
    </message>
    <message>
        <source>%1 changes from %2 to %3 (%4 MP).</source>
        <translation>%1 wechselt von %2 zu %3 (%4 BP).</translation>
    </message>
    <message>
        <source>Enemy in sight: %1.</source>
        <translation>Feind in Sicht: %1.</translation>
    </message>
    <message>
        <source>%1 loses %2 men</source>
        <translation>%1 verliert %2 Mann</translation>
    </message>
    <message>
        <source>%1 fire on %2 (casualty roll %3): %4.</source>
        <translation>Feuer von %1 auf %2 (Verlustwurf %3): %4.</translation>
    </message>
    <message>
        <source>the attackers win</source>
        <translation>die Angreifer siegen</translation>
    </message>
    <message>
        <source>the defenders hold</source>
        <translation>die Verteidiger halten stand</translation>
    </message>
    <message>
        <source>%1 attack %2 at odds %3 (%4 against %5), rolled %6: %7; attackers lose %8 men, defenders %9.</source>
        <translation>Angriff von %1 auf %2 im Verhältnis %3 (%4 gegen %5), Wurf %6: %7; die Angreifer verlieren %8 Mann, die Verteidiger %9.</translation>
    </message>
    <message>
        <source>%1 advances from %2 into %3.</source>
        <translation>%1 rückt von %2 nach %3 vor.</translation>
    </message>
    <message>
        <source>%1 falls back from %2 to %3.</source>
        <translation>%1 weicht von %2 nach %3 zurück.</translation>
    </message>
    <message numerus="yes">
        <source>%1 routs back %n hex(es) from %2 to %3 (at most %4).</source>
        <translation>
            <numerusform>%1 flieht %n Hexfeld von %2 nach %3 zurück (höchstens %4).</numerusform>
            <numerusform>%1 flieht %n Hexfelder von %2 nach %3 zurück (höchstens %4).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is routed but sees no enemy: it stays at %2.</source>
        <translation>%1 ist auf der Flucht, sieht aber keinen Feind: sie bleibt bei %2.</translation>
    </message>
    <message>
        <source>%1 is routed and has no way back from %2.</source>
        <translation>%1 ist auf der Flucht und hat von %2 aus keinen Rückzugsweg.</translation>
    </message>
    <message>
        <source>beaten in melee, it has no hex to fall back to</source>
        <translation>im Nahkampf geschlagen, hat sie kein Hexfeld zum Zurückweichen</translation>
    </message>
    <message>
        <source>%1 surrenders at %2 (%3): %4 men taken prisoner, %5 guns lost.</source>
        <translation>%1 ergibt sich bei %2 (%3): %4 Mann geraten in Gefangenschaft, %5 Geschütze gehen verloren.</translation>
    </message>
    <message>
        <source>%1 surrenders at %2 (%3): %4 men taken prisoner.</source>
        <translation>%1 ergibt sich bei %2 (%3): %4 Mann geraten in Gefangenschaft.</translation>
    </message>
    <message>
        <source>%1 has lost its last men to straggling and is dispersed.</source>
        <translation>%1 hat ihre letzten Männer als Versprengte verloren und ist aufgelöst.</translation>
    </message>
    <message>
        <source>%1 rests: fatigue %2 → %3 (rolled %4 of %5 to %6).</source>
        <translation>%1 ruht: Erschöpfung %2 → %3 (Wurf %4 von %5 bis %6).</translation>
    </message>
    <message>
        <source>%1 runs short of ammunition: %2 → %3 (rolled %4, below %5).</source>
        <translation>%1 wird die Munition knapp: %2 → %3 (Wurf %4, unter %5).</translation>
    </message>
    <message>
        <source>%1 keeps its ammunition %2 (rolled %3, not below %4).</source>
        <translation>%1 behält den Munitionsstand %2 (Wurf %3, nicht unter %4).</translation>
    </message>
    <message>
        <source>%1 is resupplied by %2 at %3 hexes (%4 supply points, %5 left).</source>
        <translation>%1 wird von %2 aus %3 Hexfeldern Entfernung versorgt (%4 Nachschubpunkte, %5 übrig).</translation>
    </message>
    <message>
        <source>The empty wagons leave the field.</source>
        <translation>Die leeren Wagen verlassen das Schlachtfeld.</translation>
    </message>
    <message numerus="yes">
        <source>%n straggler(s) return to %1 (%2 still missing).</source>
        <translation>
            <numerusform>%n Versprengter kehrt zu %1 zurück (%2 noch vermisst).</numerusform>
            <numerusform>%n Versprengte kehren zu %1 zurück (%2 noch vermisst).</numerusform>
        </translation>
    </message>
    <message>
        <source>The leader of %1 is unhurt at %2 (rolled %3, hit below %4).</source>
        <translation>Der Kommandeur von %1 bleibt bei %2 unverletzt (Wurf %3, Treffer unter %4).</translation>
    </message>
    <message>
        <source>The leader of %1 is killed at %2 (rolled %3, below %4); a replacement rated %5 takes command.</source>
        <translation>Der Kommandeur von %1 fällt bei %2 (Wurf %3, unter %4); ein Ersatz mit Bewertung %5 übernimmt das Kommando.</translation>
    </message>
    <message>
        <source>The leader of %1 is wounded at %2 (rolled %3, below %4); a replacement rated %5 takes command.</source>
        <translation>Der Kommandeur von %1 wird bei %2 verwundet (Wurf %3, unter %4); ein Ersatz mit Bewertung %5 übernimmt das Kommando.</translation>
    </message>
    <message>
        <source>%1 escapes from %2 to %3.</source>
        <translation>%1 entkommt von %2 nach %3.</translation>
    </message>
    <message>
        <source>Reinforcements (%1) are delayed: rolled %2, above %3%.</source>
        <translation>Verstärkungen (%1) verspäten sich: Wurf %2, über %3%.</translation>
    </message>
    <message>
        <source>Reinforcements (%1) do not come.</source>
        <translation>Verstärkungen (%1) kommen nicht.</translation>
    </message>
    <message>
        <source>Reinforcements arrive at %1: %2 (rolled %3, at most %4%).</source>
        <translation>Verstärkungen treffen bei %1 ein: %2 (Wurf %3, höchstens %4%).</translation>
    </message>
    <message>
        <source>Reinforcements arrive at %1: %2.</source>
        <translation>Verstärkungen treffen bei %1 ein: %2.</translation>
    </message>
    <message>
        <source>the last turn is over</source>
        <translation>der letzte Zug ist vorbei</translation>
    </message>
    <message>
        <source>one side has no force left</source>
        <translation>eine Seite hat keine Truppen mehr</translation>
    </message>
    <message>
        <source>The battle ends (%1): a draw, %2 to %3 victory points.</source>
        <translation>Die Schlacht endet (%1): unentschieden, %2 zu %3 Siegpunkte.</translation>
    </message>
    <message>
        <source>The battle ends (%1): %2 for %3, %4 to %5 victory points.</source>
        <translation>Die Schlacht endet (%1): %2 für %3, %4 zu %5 Siegpunkte.</translation>
    </message>
    <message>
        <source>Unreadable event (%1: %2).</source>
        <translation>Unlesbares Ereignis (%1: %2).</translation>
    </message>
    <message>
        <source>Rest (%1): rolled %2 in %3–%4, fatigue %5 → %6</source>
        <translation>Rast (%1): %2 gewürfelt in %3–%4, Erschöpfung %5 → %6</translation>
    </message>
    <message>
        <source>night</source>
        <translation>Nacht</translation>
    </message>
    <message>
        <source>day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Chance to run low: %1%, rolled %2 (runs low below the chance)</source>
        <translation>Chance, knapp zu werden: %1 %, gewürfelt %2 (knapp unter der Chance)</translation>
    </message>
    <message>
        <source>Ammunition: %1 → %2</source>
        <translation>Munition: %1 → %2</translation>
    </message>
    <message>
        <source>Ammunition stays %1</source>
        <translation>Munition bleibt %1</translation>
    </message>
    <message>
        <source>Wagon %1, %2 hex(es) away: %3 supply point(s) spent, %4 left</source>
        <translation>Wagen %1, %2 Hex entfernt: %3 Nachschubpunkt(e) verbraucht, %4 übrig</translation>
    </message>
    <message>
        <source>The wagon is empty and leaves the field.</source>
        <translation>Der Wagen ist leer und verlässt das Feld.</translation>
    </message>
    <message>
        <source>%1 men return to the ranks at night; %2 are still missing</source>
        <translation>%1 Mann kehren in der Nacht in die Reihen zurück; %2 fehlen noch</translation>
    </message>
    <message>
        <source>Chance to be hit: %1%, rolled %2 (hit below the chance)</source>
        <translation>Chance, getroffen zu werden: %1 %, gewürfelt %2 (Treffer unter der Chance)</translation>
    </message>
    <message>
        <source>Killed (even chance of killed or wounded)</source>
        <translation>Gefallen (gleiche Chance für gefallen oder verwundet)</translation>
    </message>
    <message>
        <source>Wounded (even chance of killed or wounded)</source>
        <translation>Verwundet (gleiche Chance für gefallen oder verwundet)</translation>
    </message>
    <message>
        <source>A replacement rated %1 takes command</source>
        <translation>Ein Ersatz mit Wertung %1 übernimmt das Kommando</translation>
    </message>
    <message>
        <source>Chance to arrive: %1%, rolled %2 on d100 (arrives at the chance or less)</source>
        <translation>Chance einzutreffen: %1 %, gewürfelt %2 auf W100 (trifft bei der Chance oder weniger ein)</translation>
    </message>
    <message>
        <source>Retreats up to %1 hex(es), away from the enemy: %2</source>
        <translation>Zieht sich bis zu %1 Hex vom Feind zurück: %2</translation>
    </message>
    <message>
        <source>Density factor: %1 (%2 men in the hex)</source>
        <translation>Dichtefaktor: %1 (%2 Mann im Hex)</translation>
    </message>
    <message>
        <source>Density factor: %1</source>
        <translation>Dichtefaktor: %1</translation>
    </message>
    <message>
        <source>Union</source>
        <translation>Union</translation>
    </message>
    <message>
        <source>Confederates</source>
        <translation>Konföderierte</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 (%3 killed, %4 wounded, %5 missing)</source>
        <translation>%1 %2 (%3 gefallen, %4 verwundet, %5 vermisst)</translation>
    </message>
    <message>
        <source>a Union victory</source>
        <translation>ein Sieg der Union</translation>
    </message>
    <message>
        <source>a Confederate victory</source>
        <translation>ein Sieg der Konföderierten</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>History: %1, %2; %3.</source>
        <translation>Geschichte: %1, %2; %3.</translation>
    </message>
    <message>
        <source>%1 is routed and has no way back from %2; no enemy is close enough to take it: it stays.</source>
        <translation>%1 ist auf der Flucht und findet von %2 keinen Weg zurück; kein Feind ist nahe genug, um sie gefangen zu nehmen: sie bleibt.</translation>
    </message>
    <message>
        <source>%1 is routed and hemmed in at %2: it slips away to %3.</source>
        <translation>%1 ist auf der Flucht und bei %2 eingeschlossen: sie entwischt nach %3.</translation>
    </message>
    <message>
        <source>routed, with the enemy next to it and no way back</source>
        <translation>auf der Flucht, den Feind neben sich und ohne Ausweg</translation>
    </message>
    <message>
        <source>its guns overrun, alone in the hex</source>
        <translation>ihre Geschütze überrannt, allein im Hex</translation>
    </message>
</context>
<context>
    <name>NavalBattle</name>
    <message>
        <source>duplicate id &quot;%1&quot; (ids of ships and batteries must be unique)</source>
        <translation>doppelte ID &quot;%1&quot; (IDs von Schiffen und Batterien müssen eindeutig sein)</translation>
    </message>
    <message>
        <source>a side needs at least one ship or battery</source>
        <translation>jede Seite braucht mindestens ein Schiff oder eine Batterie</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a ship of this battle</source>
        <translation>„%1“ ist kein Schiff dieses Gefechts</translation>
    </message>
</context>
<context>
    <name>NavalNarrator</name>
    <message>
        <source>ironclad</source>
        <translation>Panzerschiff</translation>
    </message>
    <message>
        <source>river ironclad</source>
        <translation>Fluss-Panzerschiff</translation>
    </message>
    <message>
        <source>frigate</source>
        <translation>Fregatte</translation>
    </message>
    <message>
        <source>ship of the line</source>
        <translation>Linienschiff</translation>
    </message>
    <message>
        <source>gunboat</source>
        <translation>Kanonenboot</translation>
    </message>
    <message>
        <source>river gunboat</source>
        <translation>Fluss-Kanonenboot</translation>
    </message>
    <message>
        <source>transport</source>
        <translation>Transporter</translation>
    </message>
    <message>
        <source>river transport</source>
        <translation>Fluss-Transporter</translation>
    </message>
    <message>
        <source>very poor</source>
        <translation>sehr schwach</translation>
    </message>
    <message>
        <source>poor</source>
        <translation>schwach</translation>
    </message>
    <message>
        <source>average</source>
        <translation>durchschnittlich</translation>
    </message>
    <message>
        <source>good</source>
        <translation>gut</translation>
    </message>
    <message>
        <source>excellent</source>
        <translation>hervorragend</translation>
    </message>
    <message>
        <source>Union</source>
        <translation>Union</translation>
    </message>
    <message>
        <source>Confederate</source>
        <translation>Konföderierte</translation>
    </message>
    <message>
        <source>afloat</source>
        <translation>flott</translation>
    </message>
    <message>
        <source>sunk</source>
        <translation>versenkt</translation>
    </message>
    <message>
        <source>captured</source>
        <translation>gekapert</translation>
    </message>
    <message>
        <source>fled</source>
        <translation>geflohen</translation>
    </message>
    <message>
        <source>evaded</source>
        <translation>ausgewichen</translation>
    </message>
    <message>
        <source>at sea</source>
        <translation>auf hoher See</translation>
    </message>
    <message>
        <source>coastal waters</source>
        <translation>Küstengewässer</translation>
    </message>
    <message>
        <source>harbor</source>
        <translation>Hafen</translation>
    </message>
    <message>
        <source>river</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>river mouth</source>
        <translation>Flussmündung</translation>
    </message>
    <message>
        <source>light wind</source>
        <translation>schwacher Wind</translation>
    </message>
    <message>
        <source>moderate wind</source>
        <translation>mäßiger Wind</translation>
    </message>
    <message>
        <source>strong wind</source>
        <translation>starker Wind</translation>
    </message>
    <message>
        <source>Engage</source>
        <translation>Angreifen</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Gefecht annehmen</translation>
    </message>
    <message>
        <source>Evade</source>
        <translation>Ausweichen</translation>
    </message>
    <message>
        <source>Run past</source>
        <translation>Vorbeifahren</translation>
    </message>
    <message>
        <source>At range</source>
        <translation>Auf Distanz</translation>
    </message>
    <message>
        <source>Close quarters</source>
        <translation>Auf Nahdistanz</translation>
    </message>
    <message>
        <source>Hulls</source>
        <translation>Rümpfe</translation>
    </message>
    <message>
        <source>Propulsion</source>
        <translation>Antrieb</translation>
    </message>
    <message>
        <source>Line ahead</source>
        <translation>Kiellinie</translation>
    </message>
    <message>
        <source>Break the line</source>
        <translation>Linie durchbrechen</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source>After light damage</source>
        <translation>Nach leichtem Schaden</translation>
    </message>
    <message>
        <source>After heavy damage</source>
        <translation>Nach schwerem Schaden</translation>
    </message>
    <message>
        <source>To harbor</source>
        <translation>In den Hafen</translation>
    </message>
    <message>
        <source>To open sea</source>
        <translation>Auf die offene See</translation>
    </message>
    <message>
        <source>at close quarters</source>
        <translation>auf Nahdistanz</translation>
    </message>
    <message>
        <source>at range</source>
        <translation>auf Distanz</translation>
    </message>
    <message>
        <source>80 per battery or per 100 men, whichever is less (%1 men, %2 batteries)</source>
        <translation>80 je Batterie oder je 100 Mann, je nachdem, was geringer ist (%1 Mann, %2 Batterien)</translation>
    </message>
    <message>
        <source>evaders to windward</source>
        <translation>Ausweichende in Luv</translation>
    </message>
    <message>
        <source>evaders to leeward</source>
        <translation>Ausweichende in Lee</translation>
    </message>
    <message>
        <source>evaders to leeward, on a shore with onshore winds</source>
        <translation>Ausweichende in Lee, vor einer Küste bei auflandigem Wind</translation>
    </message>
    <message>
        <source>closing with the windward gauge</source>
        <translation>Annäherung mit der Luvposition</translation>
    </message>
    <message>
        <source>closing from leeward</source>
        <translation>Annäherung aus Lee</translation>
    </message>
    <message>
        <source>breaking the line</source>
        <translation>Durchbrechen der Linie</translation>
    </message>
    <message>
        <source>even chance</source>
        <translation>gleiche Chance</translation>
    </message>
    <message>
        <source>base strength of a %1 (%2)</source>
        <translation>Grundstärke: %1 (%2)</translation>
    </message>
    <message>
        <source>base</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>crew %1% (70% or more)</source>
        <translation>Besatzung %1% (70% oder mehr)</translation>
    </message>
    <message>
        <source>crew %1%: −2.5% per 1% below 70%, nothing at 30%</source>
        <translation>Besatzung %1%: −2,5% je 1% unter 70%, null bei 30%</translation>
    </message>
    <message>
        <source>no ram</source>
        <translation>kein Rammsporn</translation>
    </message>
    <message>
        <source>ram at close quarters</source>
        <translation>Rammsporn auf Nahdistanz</translation>
    </message>
    <message>
        <source>ram, unused at range</source>
        <translation>Rammsporn, auf Distanz ungenutzt</translation>
    </message>
    <message>
        <source>quality %1 against %2, ±5% per step</source>
        <translation>Qualität %1 gegen %2, ±5% je Stufe</translation>
    </message>
    <message>
        <source>%1 quality, doubled at close quarters</source>
        <translation>Qualität %1, auf Nahdistanz verdoppelt</translation>
    </message>
    <message>
        <source>%1 quality</source>
        <translation>Qualität %1</translation>
    </message>
    <message>
        <source>experience %1 %2</source>
        <translation>Erfahrung %1 %2</translation>
    </message>
    <message>
        <source>aiming at hulls</source>
        <translation>zielt auf Rümpfe</translation>
    </message>
    <message>
        <source>aiming at propulsion</source>
        <translation>zielt auf Antrieb</translation>
    </message>
    <message>
        <source>windward</source>
        <translation>Luv</translation>
    </message>
    <message>
        <source>leeward</source>
        <translation>Lee</translation>
    </message>
    <message>
        <source>closing on an enemy who wants to fight at range</source>
        <translation>Annäherung an einen Gegner, der auf Distanz kämpfen will</translation>
    </message>
    <message>
        <source>not closing</source>
        <translation>keine Annäherung</translation>
    </message>
    <message>
        <source>hull damage %1 × %2</source>
        <translation>Rumpfschaden %1 × %2</translation>
    </message>
    <message>
        <source>hull damage %1</source>
        <translation>Rumpfschaden %1</translation>
    </message>
    <message>
        <source>propulsion damage %1 × %2</source>
        <translation>Antriebsschaden %1 × %2</translation>
    </message>
    <message>
        <source>propulsion damage %1</source>
        <translation>Antriebsschaden %1</translation>
    </message>
    <message>
        <source>keeps the line ahead</source>
        <translation>hält die Kiellinie</translation>
    </message>
    <message>
        <source>could not close to break the line</source>
        <translation>kam nicht nah genug heran, um die Linie zu durchbrechen</translation>
    </message>
    <message>
        <source>broke the enemy line</source>
        <translation>hat die feindliche Linie durchbrochen</translation>
    </message>
    <message>
        <source>failed to break the enemy line</source>
        <translation>konnte die feindliche Linie nicht durchbrechen</translation>
    </message>
    <message>
        <source>general melee</source>
        <translation>allgemeiner Nahkampf</translation>
    </message>
    <message>
        <source>no attempt to break the line was possible</source>
        <translation>kein Versuch zum Durchbrechen der Linie möglich</translation>
    </message>
    <message>
        <source>running past</source>
        <translation>Vorbeifahrt</translation>
    </message>
    <message>
        <source>not running past</source>
        <translation>keine Vorbeifahrt</translation>
    </message>
    <message>
        <source>rifled guns</source>
        <translation>gezogene Geschütze</translation>
    </message>
    <message>
        <source>smoothbore guns</source>
        <translation>Glattrohrgeschütze</translation>
    </message>
    <message>
        <source>on a high hill</source>
        <translation>auf einer hohen Anhöhe</translation>
    </message>
    <message>
        <source>on a low hill</source>
        <translation>auf einer niedrigen Anhöhe</translation>
    </message>
    <message>
        <source>at water level</source>
        <translation>auf Höhe des Wasserspiegels</translation>
    </message>
    <message>
        <source>fatigue %1: ×6/fatigue</source>
        <translation>Erschöpfung %1: ×6/Erschöpfung</translation>
    </message>
    <message>
        <source>fatigue %1 (6 or less)</source>
        <translation>Erschöpfung %1 (6 oder weniger)</translation>
    </message>
    <message>
        <source>victors&apos; mean propulsion damage %1: ×(1 − damage/5)</source>
        <translation>mittlerer Antriebsschaden der Sieger %1: ×(1 − Schaden/5)</translation>
    </message>
    <message>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>Misserfolg</translation>
    </message>
    <message>
        <source>%1: chance %2; rolled %3: %4</source>
        <translation>%1: Chance %2; Wurf %3: %4</translation>
    </message>
    <message>
        <source>%1: chance %2 (%3); rolled %4: %5</source>
        <translation>%1: Chance %2 (%3); Wurf %4: %5</translation>
    </message>
    <message>
        <source>%1 engages %2: battle is joined.</source>
        <translation>%1 greift %2 an: das Gefecht beginnt.</translation>
    </message>
    <message>
        <source>No battle: the ships ordered to engage are frigates that may not engage these enemies here.</source>
        <translation>Kein Gefecht: die zum Angriff befohlenen Schiffe sind Fregatten, die diese Gegner hier nicht angreifen dürfen.</translation>
    </message>
    <message>
        <source>No battle: no ship is ordered to engage or to run past.</source>
        <translation>Kein Gefecht: kein Schiff hat Befehl zum Angriff oder zur Vorbeifahrt.</translation>
    </message>
    <message>
        <source>The situation is pinned: the %1 side fights from windward.</source>
        <translation>Die Lage ist vorgegeben: die %1 kämpft aus Luv.</translation>
    </message>
    <message>
        <source>The %1 side has the group furthest to leeward, so the %2 side fights from windward.</source>
        <translation>Die %1 hat die am weitesten in Lee stehende Gruppe, daher kämpft die %2 aus Luv.</translation>
    </message>
    <message>
        <source>The arrival groups are level; the Union wins the windward gauge</source>
        <translation>Die Ankunftsgruppen liegen gleichauf; die Union gewinnt die Luvposition</translation>
    </message>
    <message>
        <source>No ship can evade in a harbor or a river mouth: %1 must fight.</source>
        <translation>In einem Hafen oder einer Flussmündung kann kein Schiff ausweichen: %1 zum Kampf gezwungen.</translation>
    </message>
    <message>
        <source>The %1 side has %2 warships against %3, more than twice as many: the transports %4 cannot evade.</source>
        <translation>Die %1 hat %2 Kriegsschiffe gegen %3, mehr als doppelt so viele: die Transporter %4 können nicht ausweichen.</translation>
    </message>
    <message>
        <source>Only the %1 side has ironclads: %2 take shelter among them, neither fighting nor leaving.</source>
        <translation>Nur die %1 hat Panzerschiffe: %2 suchen bei ihnen Schutz, ohne zu kämpfen oder abzuziehen.</translation>
    </message>
    <message>
        <source>The whole %1 side tries to evade as a group, %2</source>
        <translation>Alle Schiffe der %1 versuchen gemeinsam auszuweichen, %2</translation>
    </message>
    <message>
        <source>to leeward</source>
        <translation>nach Lee</translation>
    </message>
    <message>
        <source>to windward</source>
        <translation>nach Luv</translation>
    </message>
    <message>
        <source>%1 fighting %2 ships are at least half of %3: %4 evade automatically.</source>
        <translation>%1 kämpfende Schiffe der %2 sind mindestens halb so viele wie %3: %4 weichen automatisch aus.</translation>
    </message>
    <message>
        <source>%1 tries to evade alone, %2 (%3 fighting against %4)</source>
        <translation>%1 versucht allein auszuweichen, %2 (%3 kämpfende Schiffe gegen %4)</translation>
    </message>
    <message>
        <source>The situation is pinned: everyone fights at close quarters.</source>
        <translation>Die Lage ist vorgegeben: alle kämpfen auf Nahdistanz.</translation>
    </message>
    <message>
        <source>The situation is pinned: everyone fights at range.</source>
        <translation>Die Lage ist vorgegeben: alle kämpfen auf Distanz.</translation>
    </message>
    <message>
        <source>Battles in harbors are always at close quarters.</source>
        <translation>Gefechte in Häfen finden immer auf Nahdistanz statt.</translation>
    </message>
    <message>
        <source>Every ship wants close quarters: the battle is fought at close quarters.</source>
        <translation>Alle Schiffe wollen auf Nahdistanz: das Gefecht wird auf Nahdistanz ausgetragen.</translation>
    </message>
    <message>
        <source>Every ship wants to fight at range: the battle is fought at range.</source>
        <translation>Alle Schiffe wollen auf Distanz kämpfen: das Gefecht wird auf Distanz ausgetragen.</translation>
    </message>
    <message>
        <source>The %1 side has no ships to keep its distance: every ship fights at the distance it chose.</source>
        <translation>Die %1 hat keine Schiffe, die Abstand halten: jedes Schiff kämpft auf der gewählten Distanz.</translation>
    </message>
    <message>
        <source>The %1 side has %2 ships closing against %3, at least half as many: its other ships fight at range.</source>
        <translation>Die %1 hat %2 sich annähernde Schiffe gegenüber %3, mindestens halb so viele: ihre übrigen Schiffe kämpfen auf Distanz.</translation>
    </message>
    <message>
        <source>Closing: %1 against the %2 ships, which all want to fight at range</source>
        <translation>Annäherung: %1 gegen die Schiffe der %2, die alle auf Distanz kämpfen wollen</translation>
    </message>
    <message>
        <source>The %1 side has %2 ships closing against %3, fewer than half: the enemy tries to close with %4 as well</source>
        <translation>Die %1 hat %2 sich annähernde Schiffe gegenüber %3, weniger als die Hälfte: der Gegner versucht, auch an %4 heranzukommen</translation>
    </message>
    <message>
        <source>The situation is pinned: breaking the line %1 for the Union, %2 for the Confederates.</source>
        <translation>Die Lage ist vorgegeben: Durchbrechen der Linie %1 für die Union, %2 für die Konföderierten.</translation>
    </message>
    <message>
        <source>Nobody can break the line: it needs at least three ships at close quarters on each side (%1 Union, %2 Confederate).</source>
        <translation>Niemand kann die Linie durchbrechen: dazu sind auf jeder Seite mindestens drei Schiffe auf Nahdistanz nötig (%1 Union, %2 Konföderierte).</translation>
    </message>
    <message>
        <source>Every ship on both sides tries to break the line: a general melee, with no adjustment.</source>
        <translation>Alle Schiffe beider Seiten versuchen, die Linie zu durchbrechen: ein allgemeiner Nahkampf, ohne Anpassung.</translation>
    </message>
    <message>
        <source>The %1 side has only %2 ships trying to break the line; it needs three.</source>
        <translation>Bei der %1 versuchen nur %2 Schiffe, die Linie zu durchbrechen; nötig sind drei.</translation>
    </message>
    <message>
        <source>Breaking the %2 line: %1</source>
        <translation>Durchbrechen der Linie der %2: %1</translation>
    </message>
    <message>
        <source>%1: strength %2 = %3</source>
        <translation>%1: Stärke %2 = %3</translation>
    </message>
    <message>
        <source>Total strength: Union %1, Confederate %2.</source>
        <translation>Gesamtstärke: Union %1, Konföderierte %2.</translation>
    </message>
    <message>
        <source>Fortune of the day for the %1 side: ×%2 (uniform from %3 to %4).</source>
        <translation>Kriegsglück des Tages für die %1: ×%2 (gleichverteilt von %3 bis %4).</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: the %2 side (strength %3) fires %n damage point(s) (expected %4 = %5 per strength point × %3 × close quarters ×%6 × fortune ×%7 ÷ %8 rounds).</source>
        <translation>
            <numerusform>Runde %1: Die %2 (Stärke %3) erzielt %n Schadenspunkt (erwartet %4 = %5 je Stärkepunkt × %3 × Nahdistanz ×%6 × Kriegsglück ×%7 ÷ %8 Runden).</numerusform>
            <numerusform>Runde %1: Die %2 (Stärke %3) erzielt %n Schadenspunkte (erwartet %4 = %5 je Stärkepunkt × %3 × Nahdistanz ×%6 × Kriegsglück ×%7 ÷ %8 Runden).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 fires on %2: the earthworks hold.</source>
        <translation>%1 feuert auf %2: die Erdwerke halten.</translation>
    </message>
    <message>
        <source>%1 fires on %2: a battery is silenced and %3 men fall.</source>
        <translation>%1 feuert auf %2: eine Batterie verstummt und %3 Mann fallen.</translation>
    </message>
    <message>
        <source>%1 is destroyed.</source>
        <translation>%1 ist vernichtet.</translation>
    </message>
    <message>
        <source>%1 fires on %2: the shot glances off her armour.</source>
        <translation>%1 feuert auf %2: das Geschoss prallt an der Panzerung ab.</translation>
    </message>
    <message>
        <source>%1 hits %2 in the hull (hull damage %3).</source>
        <translation>%1 trifft %2 am Rumpf (Rumpfschaden %3).</translation>
    </message>
    <message>
        <source>%1 hits %2 in her propulsion (propulsion damage %3).</source>
        <translation>%1 trifft %2 am Antrieb (Antriebsschaden %3).</translation>
    </message>
    <message>
        <source>She sinks.</source>
        <translation>Das Schiff sinkt.</translation>
    </message>
    <message>
        <source>%1 has taken %2 damage points and would break off, but with propulsion damage %3 she cannot get away.</source>
        <translation>%1 hat %2 Schadenspunkte erlitten und würde das Gefecht abbrechen, kann aber mit Antriebsschaden %3 nicht entkommen.</translation>
    </message>
    <message>
        <source>%1 has taken %2 damage points (threshold %3) and breaks off.</source>
        <translation>%1 hat %2 Schadenspunkte erlitten (Schwelle %3) und bricht das Gefecht ab.</translation>
    </message>
    <message>
        <source>the Union lost %1 of its strength (%2 → %3), the Confederates %4 (%5 → %6)</source>
        <translation>die Union verlor %1 ihrer Stärke (%2 → %3), die Konföderierten %4 (%5 → %6)</translation>
    </message>
    <message>
        <source>The %1 side wins: %2.</source>
        <translation>Die %1 siegt: %2.</translation>
    </message>
    <message>
        <source>Neither side wins: %1.</source>
        <translation>Keine Seite siegt: %1.</translation>
    </message>
    <message>
        <source>The victors try to take %1: chance %2 (%3); rolled %4: %5</source>
        <translation>Die Sieger versuchen, %1 zu kapern: Chance %2 (%3); Wurf %4: %5</translation>
    </message>
    <message>
        <source>to harbor</source>
        <translation>in den Hafen</translation>
    </message>
    <message>
        <source>to the open sea</source>
        <translation>auf die offene See</translation>
    </message>
    <message>
        <source>out of the fight</source>
        <translation>aus dem Gefecht</translation>
    </message>
    <message>
        <source>%1, having broken off, flees %2.</source>
        <translation>%1 hat das Gefecht abgebrochen und flieht %2.</translation>
    </message>
    <message>
        <source>%1 flees %2.</source>
        <translation>%1 flieht %2.</translation>
    </message>
    <message>
        <source>Casualties: Union %1, Confederate %2. Loss points: Union %3, Confederate %4. Laurels: Union %5, Confederate %6.</source>
        <translation>Verluste: Union %1, Konföderierte %2. Verlustpunkte: Union %3, Konföderierte %4. Lorbeeren: Union %5, Konföderierte %6.</translation>
    </message>
    <message>
        <source>One side has nobody left to fight: no shot is fired.</source>
        <translation>Eine Seite hat niemanden mehr, der kämpfen kann: es fällt kein Schuss.</translation>
    </message>
    <message>
        <source>%1 killed</source>
        <translation>%1 gefallen</translation>
    </message>
    <message>
        <source>%1 wounded</source>
        <translation>%1 verwundet</translation>
    </message>
    <message>
        <source>%1 missing or captured</source>
        <translation>%1 vermisst oder gefangen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>a Union victory</source>
        <translation>ein Sieg der Union</translation>
    </message>
    <message>
        <source>a Confederate victory</source>
        <translation>ein Sieg der Konföderierten</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>History: Union %1, Confederates %2; %3.</source>
        <translation>Historisch: Union %1, Konföderierte %2; %3.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Historically every ship named stayed afloat.</source>
        <translation>Historisch blieben alle genannten Schiffe flott.</translation>
    </message>
    <message>
        <source>Historically: %1.</source>
        <translation>Historisch: %1.</translation>
    </message>
    <message>
        <source>Historically: %1; one other afloat.</source>
        <translation>Historisch: %1; ein weiteres flott.</translation>
    </message>
    <message>
        <source>Historically: %1; %2 others afloat.</source>
        <translation>Historisch: %1; %2 weitere flott.</translation>
    </message>
    <message>
        <source>No more guns can bear than %1 points on %2 enemy units.</source>
        <translation>Auf %2 feindliche Einheiten können nicht mehr Geschütze wirken als für %1 Punkte.</translation>
    </message>
    <message>
        <source>Neither side breaks (a squadron breaks at %1 of its strength lost): %2. No victor.</source>
        <translation>Keine Seite bricht ein (ein Geschwader bricht bei %1 verlorener Stärke ein): %2. Kein Sieger.</translation>
    </message>
    <message>
        <source>%1, with propulsion damage %2, cannot get away: she is destroyed rather than taken.</source>
        <translation>%1 kann mit Antriebsschaden %2 nicht entkommen: Sie wird zerstört, statt gekapert zu werden.</translation>
    </message>
    <message>
        <source>%1, beaten with hull damage %2, may founder: chance %3; rolled %4: %5</source>
        <translation>%1, geschlagen mit Rumpfschaden %2, kann sinken: Chance %3; gewürfelt %4: %5</translation>
    </message>
    <message>
        <source>she sinks</source>
        <translation>sie sinkt</translation>
    </message>
    <message>
        <source>she stays afloat</source>
        <translation>sie bleibt flott</translation>
    </message>
</context>
<context>
    <name>NetLink</name>
    <message>
        <source>cannot listen on port %1: %2</source>
        <translation>kann nicht auf Port %1 warten: %2</translation>
    </message>
    <message>
        <source>the host did not come back within %1 s</source>
        <translation>der Gastgeber kam nicht binnen %1 s zurück</translation>
    </message>
    <message>
        <source>the connection was closed</source>
        <translation>die Verbindung wurde geschlossen</translation>
    </message>
    <message>
        <source>the TLS handshake failed, most often because the game passwords differ (%1)</source>
        <translation>der TLS-Verbindungsaufbau schlug fehl, meist weil die Spielpasswörter verschieden sind (%1)</translation>
    </message>
    <message>
        <source>the peer sent %1</source>
        <translation>der Gegner schickte %1</translation>
    </message>
    <message>
        <source>the peer greeted twice on one connection</source>
        <translation>der Gegner grüßte zweimal auf einer Verbindung</translation>
    </message>
    <message>
        <source>the host now runs another game</source>
        <translation>der Gastgeber führt jetzt ein anderes Spiel</translation>
    </message>
    <message>
        <source>the peer says it holds %1 of this side&apos;s messages; %2 were sent</source>
        <translation>der Gegner gibt an, %1 Nachrichten dieser Seite zu haben; %2 wurden gesendet</translation>
    </message>
    <message>
        <source>the peer sent a %1 message before its hello</source>
        <translation>der Gegner schickte eine %1-Nachricht vor seinem Gruß</translation>
    </message>
    <message>
        <source>the peer&apos;s message %1 came before its message %2</source>
        <translation>die Nachricht %1 des Gegners kam vor seiner Nachricht %2</translation>
    </message>
    <message>
        <source>could not join %1:%2: %3</source>
        <translation>Beitritt zu %1:%2 nicht möglich: %3</translation>
    </message>
    <message>
        <source>the joiner did not come back within %1 s</source>
        <translation>der Beitretende kam nicht binnen %1 s zurück</translation>
    </message>
</context>
<context>
    <name>NetMatch</name>
    <message>
        <source>the peer broke the protocol: %1</source>
        <translation>der Gegner verletzte das Protokoll: %1</translation>
    </message>
    <message>
        <source>a game message from the joiner, or a second one</source>
        <translation>eine Spielnachricht vom Beitretenden, oder eine zweite</translation>
    </message>
    <message>
        <source>the joiner wanted to play %1</source>
        <translation>der Beitretende wollte %1 spielen</translation>
    </message>
    <message>
        <source>the host plays %1: this side cannot be %1 too</source>
        <translation>der Gastgeber spielt %1: diese Seite kann nicht ebenfalls %1 sein</translation>
    </message>
    <message>
        <source>a commitment out of turn</source>
        <translation>eine Festlegung zur falschen Zeit</translation>
    </message>
    <message>
        <source>a nonce before its commitment, or a second one</source>
        <translation>eine Zufallszahl vor ihrer Festlegung, oder eine zweite</translation>
    </message>
    <message>
        <source>its nonce does not match the commitment it sent</source>
        <translation>seine Zufallszahl passt nicht zu der gesendeten Festlegung</translation>
    </message>
    <message>
        <source>orders before the game began, or before the last ones were applied</source>
        <translation>Befehle vor Spielbeginn oder bevor die letzten ausgeführt waren</translation>
    </message>
    <message>
        <source>orders from %1, where %2 have been given</source>
        <translation>Befehle ab %1, wo %2 gegeben wurden</translation>
    </message>
    <message>
        <source>the peer&apos;s game differs from this one (out of sync) at event %1: %2</source>
        <translation>das Spiel des Gegners weicht von diesem ab (asynchron) bei Ereignis %1: %2</translation>
    </message>
    <message>
        <source>the peer left the game</source>
        <translation>der Gegner hat das Spiel verlassen</translation>
    </message>
    <message>
        <source>the peer left the game: %1</source>
        <translation>der Gegner hat das Spiel verlassen: %1</translation>
    </message>
    <message>
        <source>here a %1 event (turn %2, %3 phase)</source>
        <translation>hier ein Ereignis %1 (Zug %2, Phase %3)</translation>
    </message>
    <message>
        <source>here the log ends with %1 events, the peer&apos;s has %2</source>
        <translation>hier endet das Protokoll mit %1 Ereignissen, das des Gegners hat %2</translation>
    </message>
    <message>
        <source>this game differs from the peer&apos;s (out of sync) at event %1: %2</source>
        <translation>dieses Spiel weicht von dem des Gegners ab (asynchron) bei Ereignis %1: %2</translation>
    </message>
    <message>
        <source>the peer&apos;s order %1 is refused here (or comes at another moment)</source>
        <translation>der Befehl %1 des Gegners wird hier abgelehnt (oder kommt zu einem anderen Zeitpunkt)</translation>
    </message>
    <message>
        <source>out of sync: %1</source>
        <translation>asynchron: %1</translation>
    </message>
    <message>
        <source>the battle ended with another log on the peer&apos;s side (out of sync): %1 here, %2 there</source>
        <translation>die Schlacht endete beim Gegner mit einem anderen Protokoll (asynchron): %1 hier, %2 dort</translation>
    </message>
</context>
<context>
    <name>NetProtocol</name>
    <message>
        <source>message from the peer</source>
        <translation>Nachricht des Gegners</translation>
    </message>
    <message>
        <source>expected %1 bytes as %2 lower-case hex digits</source>
        <translation>erwartet %1 Bytes als %2 kleingeschriebene Hexziffern</translation>
    </message>
    <message>
        <source>the game&apos;s scenario must contain its map inline</source>
        <translation>das Szenario des Spiels muss seine Karte enthalten</translation>
    </message>
    <message>
        <source>more than %1 orders</source>
        <translation>mehr als %1 Befehle</translation>
    </message>
    <message>
        <source>more digests than the log has events</source>
        <translation>mehr Prüfsummen als das Protokoll Ereignisse hat</translation>
    </message>
    <message>
        <source>a chat line is at most %1 characters</source>
        <translation>eine Chatzeile hat höchstens %1 Zeichen</translation>
    </message>
    <message>
        <source>an empty message</source>
        <translation>eine leere Nachricht</translation>
    </message>
    <message>
        <source>a message of %1 bytes (at most %2)</source>
        <translation>eine Nachricht von %1 Bytes (höchstens %2)</translation>
    </message>
</context>
<context>
    <name>OddsAdapter</name>
    <message>
        <source>Melee at %1 : 1 — win %2</source>
        <translation>Nahkampf bei %1 : 1 — Siegchance %2</translation>
    </message>
    <message>
        <source>Mean losses: ours %1, theirs %2</source>
        <translation>Mittlere Verluste: eigene %1, gegnerische %2</translation>
    </message>
    <message>
        <source>Fire value %1: casualties %2–%3 (mean %4)</source>
        <translation>Feuerwert %1: Verluste %2–%3 (Mittel %4)</translation>
    </message>
    <message>
        <source>Cascade chance %1</source>
        <translation>Kaskadenchance %1</translation>
    </message>
    <message>
        <source>%1: fails %2, routs %3</source>
        <translation>%1: Scheitern %2, Flucht %3</translation>
    </message>
</context>
<context>
    <name>Order</name>
    <message>
        <source>a %1 order needs &quot;units&quot;</source>
        <translation>ein Befehl vom Typ %1 braucht &quot;units&quot;</translation>
    </message>
    <message>
        <source>a move order needs a &quot;path&quot;</source>
        <translation>ein Bewegungsbefehl braucht &quot;path&quot;</translation>
    </message>
    <message>
        <source>a %1 order needs a &quot;target&quot;</source>
        <translation>ein Befehl vom Typ %1 braucht &quot;target&quot;</translation>
    </message>
    <message>
        <source>a change-facing order needs a &quot;facing&quot;</source>
        <translation>ein change-facing-Befehl braucht &quot;facing&quot;</translation>
    </message>
    <message>
        <source>a change-formation order needs a &quot;formation&quot;</source>
        <translation>ein change-formation-Befehl braucht &quot;formation&quot;</translation>
    </message>
    <message>
        <source>expected an order object</source>
        <translation>Befehlsobjekt erwartet</translation>
    </message>
</context>
<context>
    <name>PngWriter</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>internal error: a band of %1×%2 pixels does not fit the image</source>
        <translation>interner Fehler: ein Streifen von %1×%2 Pixeln passt nicht in das Bild</translation>
    </message>
    <message>
        <source>internal error: only %1 of %2 rows were drawn</source>
        <translation>interner Fehler: nur %1 von %2 Zeilen wurden gezeichnet</translation>
    </message>
</context>
<context>
    <name>Scenario</name>
    <message>
        <source>hex [%1,%2] is off the map (%3×%4)</source>
        <translation>Hex [%1,%2] liegt außerhalb der Karte (%3×%4)</translation>
    </message>
    <message>
        <source>expected a time &quot;HH:MM&quot;, found &quot;%1&quot;</source>
        <translation>Uhrzeit &quot;HH:MM&quot; erwartet, gefunden: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a rating letter A to F, found &quot;%1&quot;</source>
        <translation>Bewertungsbuchstabe A bis F erwartet, gefunden: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>duplicate id &quot;%1&quot;</source>
        <translation>doppelte ID &quot;%1&quot;</translation>
    </message>
    <message>
        <source>only artillery has guns</source>
        <translation>nur Artillerie hat Geschütze</translation>
    </message>
    <message>
        <source>only wagons carry supply</source>
        <translation>nur Wagen transportieren Nachschub</translation>
    </message>
    <message>
        <source>wagons carry no weapon</source>
        <translation>Wagen führen keine Waffe</translation>
    </message>
    <message>
        <source>a unit of type %1 cannot carry a %2</source>
        <translation>eine Einheit vom Typ %1 kann nicht mit %2 ausgerüstet sein</translation>
    </message>
    <message>
        <source>wagons have no formation</source>
        <translation>Wagen haben keine Formation</translation>
    </message>
    <message>
        <source>a unit of type %1 cannot be in %2 formation</source>
        <translation>eine Einheit vom Typ %1 kann nicht in der Formation %2 stehen</translation>
    </message>
    <message>
        <source>a unit on the map needs a hex</source>
        <translation>eine Einheit auf der Karte braucht ein Hex</translation>
    </message>
    <message>
        <source>cannot load map: %1</source>
        <translation>Karte kann nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>expected a map file name or an inline map object</source>
        <translation>Kartendateiname oder eingebettetes Kartenobjekt erwartet</translation>
    </message>
    <message>
        <source>expected a date &quot;YYYY-MM-DD&quot;</source>
        <translation>Datum &quot;YYYY-MM-DD&quot; erwartet</translation>
    </message>
    <message>
        <source>dusk must come after dawn</source>
        <translation>die Abenddämmerung muss nach der Morgendämmerung liegen</translation>
    </message>
    <message>
        <source>no formation has the id &quot;%1&quot;</source>
        <translation>kein Verband hat die ID &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the chain of parents loops back to &quot;%1&quot;</source>
        <translation>die Kette übergeordneter Verbände führt zurück zu &quot;%1&quot;</translation>
    </message>
    <message>
        <source>parent &quot;%1&quot; belongs to the other side</source>
        <translation>übergeordneter Verband &quot;%1&quot; gehört zur anderen Seite</translation>
    </message>
    <message>
        <source>parent &quot;%1&quot; is a %2, not above a %3</source>
        <translation>übergeordneter Verband &quot;%1&quot; ist vom Typ %2, nicht oberhalb von %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, not a brigade</source>
        <translation>&quot;%1&quot; ist vom Typ %2, keine Brigade</translation>
    </message>
    <message>
        <source>brigade &quot;%1&quot; belongs to the other side</source>
        <translation>Brigade &quot;%1&quot; gehört zur anderen Seite</translation>
    </message>
    <message>
        <source>no unit has the id &quot;%1&quot;</source>
        <translation>keine Einheit hat die ID &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unit &quot;%1&quot; is already in a reinforcement</source>
        <translation>Einheit &quot;%1&quot; gehört bereits zu einer Verstärkung</translation>
    </message>
    <message>
        <source>unit &quot;%1&quot; starts on the map (it has a hex)</source>
        <translation>Einheit &quot;%1&quot; beginnt auf der Karte (sie hat ein Hex)</translation>
    </message>
    <message>
        <source>unit has no hex and is in no reinforcement</source>
        <translation>Einheit hat kein Hex und gehört zu keiner Verstärkung</translation>
    </message>
    <message>
        <source>the major threshold must not be below the minor one</source>
        <translation>die Schwelle &quot;major&quot; darf nicht unter der Schwelle &quot;minor&quot; liegen</translation>
    </message>
    <message>
        <source>a leader on the map needs a hex</source>
        <translation>ein Kommandeur auf der Karte braucht ein Hex</translation>
    </message>
    <message>
        <source>expected a language code of two or three lower-case letters, found &quot;%1&quot;</source>
        <translation>Sprachcode aus zwei oder drei Kleinbuchstaben erwartet, gefunden: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no map label, map name or objective is called &quot;%1&quot;</source>
        <translation>keine Kartenbeschriftung, kein Kartenname und kein Ziel heißt &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a reinforcement needs at least one unit or leader</source>
        <translation>eine Verstärkung braucht mindestens eine Einheit oder einen Kommandeur</translation>
    </message>
    <message>
        <source>no leader has the id &quot;%1&quot;</source>
        <translation>kein Kommandeur hat die ID &quot;%1&quot;</translation>
    </message>
    <message>
        <source>leader &quot;%1&quot; is already in a reinforcement</source>
        <translation>Kommandeur &quot;%1&quot; gehört bereits zu einer Verstärkung</translation>
    </message>
    <message>
        <source>leader &quot;%1&quot; starts on the map (he has a hex)</source>
        <translation>Kommandeur &quot;%1&quot; beginnt auf der Karte (er hat ein Hex)</translation>
    </message>
    <message>
        <source>leader &quot;%1&quot; is of the other side from the units he arrives with</source>
        <translation>Kommandeur &quot;%1&quot; gehört zur anderen Seite als die Einheiten, mit denen er eintrifft</translation>
    </message>
    <message>
        <source>leader has no hex and is in no reinforcement</source>
        <translation>Kommandeur hat kein Hex und gehört zu keiner Verstärkung</translation>
    </message>
    <message>
        <source>leader &quot;%1&quot; is not on the map at the start</source>
        <translation>Anführer „%1“ ist zu Beginn nicht auf der Karte</translation>
    </message>
    <message>
        <source>leader &quot;%1&quot; is listed twice</source>
        <translation>Anführer „%1“ ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>leader &quot;%1&quot; is both removed and moved</source>
        <translation>Anführer „%1“ wird zugleich entfernt und verschoben</translation>
    </message>
    <message>
        <source>unit &quot;%1&quot; is not on the map at the start</source>
        <translation>Einheit „%1“ ist zu Beginn nicht auf der Karte</translation>
    </message>
    <message>
        <source>expected at least one of quality, fatigue, ammo, status, hex</source>
        <translation>mindestens eines von quality, fatigue, ammo, status, hex erwartet</translation>
    </message>
    <message>
        <source>the second setup changes nothing: give removeLeaders, moveLeaders, units, phase, night or routLimiting</source>
        <translation>der zweite Aufbau ändert nichts: removeLeaders, moveLeaders, units, phase, night oder routLimiting angeben</translation>
    </message>
    <message>
        <source>unit &quot;%1&quot; is not on the map at the start: it cannot be forced to rout</source>
        <translation>Einheit „%1“ ist zu Beginn nicht auf der Karte: sie kann nicht zur Flucht gezwungen werden</translation>
    </message>
    <message>
        <source>%1 guns captured but only %2 lost</source>
        <translation>%1 Geschütze erbeutet, aber nur %2 verloren</translation>
    </message>
    <message>
        <source>%1 may not stand in hex %2 (%3)</source>
        <translation>%1 darf nicht im Feld %2 stehen (%3)</translation>
    </message>
    <message>
        <source>hex %1 holds units of both sides</source>
        <translation>Feld %1 enthält Einheiten beider Seiten</translation>
    </message>
    <message>
        <source>hex %1 holds %2 units worth %3 men (a gun counts 50): over the limit of %4 units and %5 men</source>
        <translation>Feld %1 enthält %2 Einheiten mit %3 Mann (ein Geschütz zählt 50): über der Grenze von %4 Einheiten und %5 Mann</translation>
    </message>
    <message>
        <source>hex %1 is already objective %2 (&quot;%3&quot;)</source>
        <translation>Feld %1 ist schon Ziel %2 (&quot;%3&quot;)</translation>
    </message>
    <message>
        <source>turn %1 is after the battle&apos;s last turn (%2)</source>
        <translation>Zug %1 liegt nach dem letzten Zug der Schlacht (%2)</translation>
    </message>
    <message>
        <source>%1 starts the battle with no men</source>
        <translation>%1 beginnt die Schlacht ohne Männer</translation>
    </message>
    <message>
        <source>%1 starts the battle with no guns</source>
        <translation>%1 beginnt die Schlacht ohne Geschütze</translation>
    </message>
    <message>
        <source>%1 has lost men or guns before the battle began</source>
        <translation>%1 hat vor Beginn der Schlacht Männer oder Geschütze verloren</translation>
    </message>
    <message>
        <source>%1 is lost before the battle began</source>
        <translation>%1 ist vor Beginn der Schlacht ausgefallen</translation>
    </message>
    <message>
        <source>turn %1 is not a turn of the battle (1 to %2)</source>
        <translation>Zug %1 ist kein Zug der Schlacht (1 bis %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of the attackers</source>
        <translation>&quot;%1&quot; ist keiner der Angreifer</translation>
    </message>
    <message>
        <source>movement points may not be negative</source>
        <translation>Bewegungspunkte dürfen nicht negativ sein</translation>
    </message>
    <message>
        <source>a battle has at most %1 units, this one has %2</source>
        <translation>eine Schlacht hat höchstens %1 Einheiten, diese hat %2</translation>
    </message>
</context>
<context>
    <name>ScoreEvents</name>
    <message>
        <source>the Union</source>
        <translation>die Union</translation>
    </message>
    <message>
        <source>the Confederacy</source>
        <translation>die Konföderation</translation>
    </message>
    <message>
        <source>a turn ends</source>
        <translation>ein Zug endet</translation>
    </message>
    <message>
        <source>the campaign ends</source>
        <translation>der Feldzug endet</translation>
    </message>
    <message>
        <source>%1 earns %2 laurel points</source>
        <translation>%1 erringt %2 Lorbeerpunkte</translation>
    </message>
    <message>
        <source>%1 captures %2 (%3, economic level %4)</source>
        <translation>%1 erobert %2 (%3, Wirtschaftsstufe %4)</translation>
    </message>
    <message>
        <source>%1 suffers %2 casualties</source>
        <translation>%1 erleidet %2 Verluste</translation>
    </message>
    <message>
        <source>%1 loses a %2 captured or sunk, with %3 crew</source>
        <translation>%1 verliert ein Schiff vom Typ %2 durch Kaperung oder Versenkung, mit %3 Mann Besatzung</translation>
    </message>
    <message>
        <source>the %1 greenback stands at %2% of face value</source>
        <translation>der Greenback der %1 steht bei %2% des Nennwerts</translation>
    </message>
    <message>
        <source>Union</source>
        <translation>Union</translation>
    </message>
    <message>
        <source>Confederate</source>
        <translation>Konföderation</translation>
    </message>
    <message>
        <source>%1 sets tax %2% and tariff %3%</source>
        <translation>%1 setzt die Steuer auf %2% und den Zoll auf %3%</translation>
    </message>
    <message>
        <source>%1 implements a draft</source>
        <translation>%1 führt die Wehrpflicht ein</translation>
    </message>
    <message>
        <source>a seventh &quot;campaign-end&quot;: the war has only %1 campaigns</source>
        <translation>ein siebtes &quot;campaign-end&quot;: der Krieg hat nur %1 Feldzüge</translation>
    </message>
</context>
<context>
    <name>Scores</name>
    <message>
        <source>the Union</source>
        <translation>die Union</translation>
    </message>
    <message>
        <source>the Confederacy</source>
        <translation>die Konföderation</translation>
    </message>
    <message>
        <source>Union morale</source>
        <translation>Moral der Union</translation>
    </message>
    <message>
        <source>Confederate morale</source>
        <translation>Moral der Konföderation</translation>
    </message>
    <message>
        <source>international opinion</source>
        <translation>internationale Meinung</translation>
    </message>
    <message numerus="yes">
        <source>%n casualties</source>
        <translation>
            <numerusform>%n Verlust</numerusform>
            <numerusform>%n Verluste</numerusform>
        </translation>
    </message>
    <message>
        <source>no change to any score</source>
        <translation>keine Änderung an den Wertungen</translation>
    </message>
    <message>
        <source>%1 %2: %3 → %4 (%5)</source>
        <translation>%1 %2: %3 → %4 (%5)</translation>
    </message>
    <message>
        <source>, held within 0 to %1</source>
        <translation>, begrenzt auf 0 bis %1</translation>
    </message>
    <message>
        <source>Union morale has fallen to 0: the Union sues for peace and the Confederacy wins</source>
        <translation>Die Moral der Union ist auf 0 gefallen: die Union bittet um Frieden und die Konföderation siegt</translation>
    </message>
    <message>
        <source>Confederate morale has fallen to 0: the Confederacy sues for peace and the Union wins</source>
        <translation>Die Moral der Konföderation ist auf 0 gefallen: die Konföderation bittet um Frieden und die Union siegt</translation>
    </message>
    <message>
        <source>international opinion has reached %1: the European powers intervene and the Confederacy wins</source>
        <translation>die internationale Meinung hat %1 erreicht: die europäischen Mächte greifen ein und die Konföderation siegt</translation>
    </message>
    <message>
        <source>RULES §17: Union morale drops %1 points per turn</source>
        <translation>RULES §17: die Moral der Union sinkt um %1 Punkte pro Zug</translation>
    </message>
    <message>
        <source>RULES §17: Confederate morale rises %1 point per turn</source>
        <translation>RULES §17: die Moral der Konföderation steigt um %1 Punkt pro Zug</translation>
    </message>
    <message>
        <source>RULES §17: international opinion rises %1 points per turn</source>
        <translation>RULES §17: die internationale Meinung steigt um %1 Punkte pro Zug</translation>
    </message>
    <message>
        <source>RULES §17: %1 points per turn for each percent of tax over %2 (now %3) and of tariff over %4 (now %5)</source>
        <translation>RULES §17: %1 Punkte pro Zug für jedes Prozent Steuer über %2 (jetzt %3) und Zoll über %4 (jetzt %5)</translation>
    </message>
    <message>
        <source>%1 has held %2 for %3 turns</source>
        <translation>%1 hält %2 seit %3 Zügen</translation>
    </message>
    <message>
        <source>RULES §17: %1 per level of %2 (%3, level %4) held three turns by %5</source>
        <translation>RULES §17: %1 je Stufe von %2 (%3, Stufe %4), drei Züge lang gehalten durch %5</translation>
    </message>
    <message>
        <source>the war has only %1 campaigns</source>
        <translation>der Krieg hat nur %1 Feldzüge</translation>
    </message>
    <message>
        <source>campaign %1 of %2 ends</source>
        <translation>Feldzug %1 von %2 endet</translation>
    </message>
    <message>
        <source>after %1 campaigns Union morale is %2, above %3: the Union wins</source>
        <translation>nach %1 Feldzügen liegt die Moral der Union bei %2, über %3: die Union siegt</translation>
    </message>
    <message>
        <source>after %1 campaigns Union morale is %2, not above %3: the Confederacy wins</source>
        <translation>nach %1 Feldzügen liegt die Moral der Union bei %2, nicht über %3: die Konföderation siegt</translation>
    </message>
    <message>
        <source>RULES §17: 1 point for each %1 laurel points %2 earns (%3)</source>
        <translation>RULES §17: 1 Punkt je %1 Lorbeerpunkte, die %2 erringt (%3)</translation>
    </message>
    <message>
        <source>RULES §17: opinion %1 1 point for every %2 laurel points of %3 (%4)</source>
        <translation>RULES §17: die Meinung %1 um 1 Punkt je %2 Lorbeerpunkte, die %3 erringt (%4)</translation>
    </message>
    <message>
        <source>rises</source>
        <translation>steigt</translation>
    </message>
    <message>
        <source>falls</source>
        <translation>sinkt</translation>
    </message>
    <message>
        <source>RULES §17: %1 captured %2 (%3, level %4): %5 per level</source>
        <translation>RULES §17: %1 hat %2 erobert (%3, Stufe %4): %5 je Stufe</translation>
    </message>
    <message numerus="yes">
        <source>%1 retook %2 after %n turn(s): the opinion effect of its capture by %3 is cancelled</source>
        <translation>
            <numerusform>%1 hat %2 nach %n Zug zurückerobert: die Wirkung der Eroberung durch %3 auf die Meinung entfällt</numerusform>
            <numerusform>%1 hat %2 nach %n Zügen zurückerobert: die Wirkung der Eroberung durch %3 auf die Meinung entfällt</numerusform>
        </translation>
    </message>
    <message>
        <source>if %1 holds %2 for %3 turns, opinion changes by %4</source>
        <translation>wenn %1 %2 für %3 Züge hält, ändert sich die Meinung um %4</translation>
    </message>
    <message>
        <source>RULES §17: 1 point for each %1 casualties %2 suffers (%3)</source>
        <translation>RULES §17: 1 Punkt je %1 Verluste, die %2 erleidet (%3)</translation>
    </message>
    <message>
        <source>RULES §17: opinion %1 1 point for every %2 casualties of %3 (%4)</source>
        <translation>RULES §17: die Meinung %1 um 1 Punkt je %2 Verluste, die %3 erleidet (%4)</translation>
    </message>
    <message>
        <source>RULES §17: %1 lost a %2 captured or sunk, %3 loss points</source>
        <translation>RULES §17: %1 hat ein Schiff vom Typ %2 durch Kaperung oder Versenkung verloren, %3 Verlustpunkte</translation>
    </message>
    <message numerus="yes">
        <source>%n crew lost with the %1</source>
        <translation>
            <numerusform>%n Mann Besatzung mit dem Schiff vom Typ %1 verloren</numerusform>
            <numerusform>%n Mann Besatzung mit dem Schiff vom Typ %1 verloren</numerusform>
        </translation>
    </message>
    <message>
        <source>the %1 greenback at %2% is no new low (lowest so far %3%): no change</source>
        <translation>der Greenback der %1 bei %2% ist kein neuer Tiefststand (bisheriger Tiefststand %3%): keine Änderung</translation>
    </message>
    <message>
        <source>Union</source>
        <translation>Union</translation>
    </message>
    <message>
        <source>Confederate</source>
        <translation>Konföderation</translation>
    </message>
    <message>
        <source>RULES §17: 1 point for each 1% fall of the Union greenback (%1% → %2%)</source>
        <translation>RULES §17: 1 Punkt je 1% Kursverlust des Greenbacks der Union (%1% → %2%)</translation>
    </message>
    <message>
        <source>RULES §17: 1 point for each 5% fall of the Confederate greenback (%1% → %2%)</source>
        <translation>RULES §17: 1 Punkt je 5% Kursverlust des Greenbacks der Konföderation (%1% → %2%)</translation>
    </message>
    <message>
        <source>RULES §17: opinion falls 3 points for every 2% fall of the Confederate greenback (%1% → %2%)</source>
        <translation>RULES §17: die Meinung sinkt um 3 Punkte je 2% Kursverlust des Greenbacks der Konföderation (%1% → %2%)</translation>
    </message>
    <message>
        <source>%1 sets tax %2% and tariff %3%: %4 morale per turn from the rates</source>
        <translation>%1 setzt die Steuer auf %2% und den Zoll auf %3%: %4 Moral pro Zug durch die Sätze</translation>
    </message>
    <message>
        <source>%1 has already implemented a draft: no change</source>
        <translation>%1 hat die Wehrpflicht bereits eingeführt: keine Änderung</translation>
    </message>
    <message>
        <source>RULES §17: %1 implements a draft, once per side</source>
        <translation>RULES §17: %1 führt die Wehrpflicht ein, einmal pro Seite</translation>
    </message>
</context>
<context>
    <name>TheaterItems</name>
    <message>
        <source>the open sea</source>
        <translation>offene See</translation>
    </message>
    <message>
        <source>coastal waters</source>
        <translation>Küstengewässer</translation>
    </message>
    <message>
        <source>a harbor</source>
        <translation>ein Hafen</translation>
    </message>
    <message>
        <source>a river</source>
        <translation>ein Fluss</translation>
    </message>
    <message>
        <source>a river mouth</source>
        <translation>eine Flussmündung</translation>
    </message>
    <message>
        <source>Union</source>
        <translation>Union</translation>
    </message>
    <message>
        <source>Confederate</source>
        <translation>Konföderiert</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;Commands %3.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;Beherrscht %3.</translation>
    </message>
    <message>
        <source>Silenced: its guns are dismounted until the winter.</source>
        <translation>Zum Schweigen gebracht: seine Geschütze sind bis zum Winter demontiert.</translation>
    </message>
    <message numerus="yes">
        <source>%n battery(ies), %1 gunners</source>
        <translation>
            <numerusform>%n Batterie, %1 Kanoniere</numerusform>
            <numerusform>%n Batterien, %1 Kanoniere</numerusform>
        </translation>
    </message>
    <message>
        <source>, rifled guns</source>
        <translation>, gezogene Geschütze</translation>
    </message>
    <message>
        <source>, on a high bluff</source>
        <translation>, auf einer hohen Steilküste</translation>
    </message>
    <message>
        <source>, on a low hill</source>
        <translation>, auf einem niedrigen Hügel</translation>
    </message>
    <message>
        <source>It fires on enemy ships that come into these waters; it falls with %1.</source>
        <translation>Es feuert auf feindliche Schiffe, die in diese Gewässer kommen; es fällt mit %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Waters: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Gewässer: %2</translation>
    </message>
</context>
<context>
    <name>TheaterMap</name>
    <message>
        <source>ATLANTIC OCEAN</source>
        <translation>ATLANTISCHER OZEAN</translation>
    </message>
    <message>
        <source>GULF OF MEXICO</source>
        <translation>GOLF VON MEXIKO</translation>
    </message>
    <message>
        <source>Map of the</source>
        <translation>Karte des</translation>
    </message>
    <message>
        <source>SEAT OF WAR</source>
        <translation>KRIEGSSCHAUPLATZES</translation>
    </message>
    <message>
        <source>in the Southern and Border States</source>
        <translation>in den Süd- und Grenzstaaten</translation>
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
            <numerusform>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 (%3)&lt;br&gt;%n Brigade, %4 Mann, %5 Geschütze</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 (%3)&lt;br&gt;%n Brigaden, %4 Mann, %5 Geschütze</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n day(s)</source>
        <translation>
            <numerusform>%1: %n Tag</numerusform>
            <numerusform>%1: %n Tage</numerusform>
        </translation>
    </message>
    <message>
        <source>Aboard %1: drag it to a shore beside these waters to land.</source>
        <translation>An Bord von %1: zum Landen an eine Küste an diesen Gewässern ziehen.</translation>
    </message>
    <message>
        <source>Transports for %1 men, empty</source>
        <translation>Transporter für %1 Mann, leer</translation>
    </message>
    <message>
        <source>Carrying %1; room for %2 more men</source>
        <translation>Trägt %1; Platz für %2 weitere Mann</translation>
    </message>
</context>
<context>
    <name>TurnFile</name>
    <message>
        <source>the Union</source>
        <translation>die Union</translation>
    </message>
    <message>
        <source>the Confederacy</source>
        <translation>die Konföderation</translation>
    </message>
    <message>
        <source>a turn file must contain its map inline</source>
        <translation>eine Zugdatei muss ihre Karte selbst enthalten</translation>
    </message>
    <message>
        <source>the re-simulation refuses this order (or finds it at another moment)</source>
        <translation>die Nachrechnung lehnt diesen Befehl ab (oder findet ihn zu einem anderen Zeitpunkt)</translation>
    </message>
    <message>
        <source>the orders do not give this log hash</source>
        <translation>die Befehle ergeben diesen Protokoll-Hash nicht</translation>
    </message>
    <message>
        <source>the orders end on turn %1</source>
        <translation>die Befehle enden in Zug %1</translation>
    </message>
    <message>
        <source>the orders end in the %1 phase</source>
        <translation>die Befehle enden in der Phase %1</translation>
    </message>
    <message>
        <source>the orders leave %1 to act</source>
        <translation>nach den Befehlen ist %1 am Zug</translation>
    </message>
    <message>
        <source>the orders end the battle</source>
        <translation>die Befehle beenden die Schlacht</translation>
    </message>
    <message>
        <source>the orders do not end the battle</source>
        <translation>die Befehle beenden die Schlacht nicht</translation>
    </message>
    <message>
        <source>the sender is still to act: the stretch is not finished</source>
        <translation>der Absender ist noch am Zug: der Abschnitt ist nicht fertig</translation>
    </message>
    <message>
        <source>another game: the battle&apos;s start differs from the previous turn file&apos;s</source>
        <translation>ein anderes Spiel: der Beginn der Schlacht weicht von dem der vorigen Zugdatei ab</translation>
    </message>
    <message>
        <source>another game: the seed differs from the previous turn file&apos;s</source>
        <translation>ein anderes Spiel: der Seed weicht von dem der vorigen Zugdatei ab</translation>
    </message>
    <message>
        <source>another game: the password check differs from the previous turn file&apos;s</source>
        <translation>ein anderes Spiel: die Passwortprüfung weicht von der der vorigen Zugdatei ab</translation>
    </message>
    <message>
        <source>the chain is broken: this file does not follow the previous one</source>
        <translation>die Kette ist unterbrochen: diese Datei folgt nicht auf die vorige</translation>
    </message>
    <message>
        <source>the stretch must begin after the previous file&apos;s %1 orders</source>
        <translation>der Abschnitt muss nach den %1 Befehlen der vorigen Datei beginnen</translation>
    </message>
    <message>
        <source>an earlier order was changed</source>
        <translation>ein früherer Befehl wurde geändert</translation>
    </message>
    <message>
        <source>the battle was over with the previous turn file</source>
        <translation>die Schlacht war mit der vorigen Zugdatei vorbei</translation>
    </message>
    <message>
        <source>%1 was to act, not %2</source>
        <translation>%1 war am Zug, nicht %2</translation>
    </message>
    <message>
        <source>an order of %1 in a stretch sent by %2</source>
        <translation>ein Befehl von %1 in einem Abschnitt, den %2 geschickt hat</translation>
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
        <translation>%1 Mio. $</translation>
    </message>
    <message>
        <source>Union</source>
        <translation>Union</translation>
    </message>
    <message>
        <source>Confederate</source>
        <translation>Konföderierten</translation>
    </message>
    <message>
        <source>the Union</source>
        <translation>die Union</translation>
    </message>
    <message>
        <source>the Confederacy</source>
        <translation>die Konföderation</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Naval battle off %1.&lt;/b&gt; The %2 squadron carried the day; the Union lost %n ship(s)</source>
        <translation>
            <numerusform>&lt;b&gt;Seegefecht vor %1.&lt;/b&gt; Das Geschwader der %2 behielt die Oberhand; die Union verlor %n Schiff</numerusform>
            <numerusform>&lt;b&gt;Seegefecht vor %1.&lt;/b&gt; Das Geschwader der %2 behielt die Oberhand; die Union verlor %n Schiffe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Naval battle off %1.&lt;/b&gt; Neither squadron prevailed; the Union lost %n ship(s)</source>
        <translation>
            <numerusform>&lt;b&gt;Seegefecht vor %1.&lt;/b&gt; Keines der Geschwader setzte sich durch; die Union verlor %n Schiff</numerusform>
            <numerusform>&lt;b&gt;Seegefecht vor %1.&lt;/b&gt; Keines der Geschwader setzte sich durch; die Union verlor %n Schiffe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, the Confederacy %n.</source>
        <translation>
            <numerusform>, die Konföderation %n.</numerusform>
            <numerusform>, die Konföderation %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>fought on the field</source>
        <translation>auf dem Feld ausgefochten</translation>
    </message>
    <message>
        <source>auto-resolved</source>
        <translation>automatisch entschieden</translation>
    </message>
    <message>
        <source>&lt;b&gt;Battle of %1&lt;/b&gt; (%2): a %3 victory.</source>
        <translation>&lt;b&gt;Schlacht bei %1&lt;/b&gt; (%2): ein Sieg der %3.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Battle of %1&lt;/b&gt; (%2): a drawn fight; both armies hold their ground.</source>
        <translation>&lt;b&gt;Schlacht bei %1&lt;/b&gt; (%2): unentschieden; beide Armeen halten ihre Stellung.</translation>
    </message>
    <message>
        <source>Casualties: %1 Union, %2 Confederate.</source>
        <translation>Verluste: %1 Union, %2 Konföderation.</translation>
    </message>
    <message>
        <source>The victors earn %1 laurels.</source>
        <translation>Die Sieger erringen %1 Lorbeeren.</translation>
    </message>
    <message>
        <source>%1 fell back.</source>
        <translation>%1 zog sich zurück.</translation>
    </message>
    <message>
        <source>%1 fell back to %2.</source>
        <translation>%1 zog sich nach %2 zurück.</translation>
    </message>
    <message>
        <source>%1, cut off, ceased to exist.</source>
        <translation>%1 wurde abgeschnitten und hörte auf zu bestehen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; falls to %2.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; fällt an %2.</translation>
    </message>
    <message>
        <source>%1 took in %2 in taxes and %3 in tariffs, paid %4 in upkeep</source>
        <translation>%1 nahm %2 an Steuern und %3 an Zöllen ein, zahlte %4 für den Unterhalt</translation>
    </message>
    <message>
        <source> and spent %1 on new troops and ships</source>
        <translation> und gab %1 für neue Truppen und Schiffe aus</translation>
    </message>
    <message>
        <source>It printed %1 in greenbacks.</source>
        <translation>Es wurden %1 in Greenbacks gedruckt.</translation>
    </message>
    <message numerus="yes">
        <source>The blockade of %n port(s) cost it %1 in tariffs.</source>
        <translation>
            <numerusform>Die Blockade von %n Hafen kostete %1 an Zöllen.</numerusform>
            <numerusform>Die Blockade von %n Häfen kostete %1 an Zöllen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unpaid, soldiers deserted from every brigade.</source>
        <translation>Unbezahlt desertierten Soldaten aus jeder Brigade.</translation>
    </message>
    <message numerus="yes">
        <source>%n order(s) could no longer be carried out.</source>
        <translation>
            <numerusform>%n Befehl konnte nicht mehr ausgeführt werden.</numerusform>
            <numerusform>%n Befehle konnten nicht mehr ausgeführt werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;The war is over: %1 wins.&lt;/b&gt; The enemy&apos;s will to fight is spent and it sues for peace.</source>
        <translation>&lt;b&gt;Der Krieg ist vorbei: %1 gewinnt.&lt;/b&gt; Der Kampfwille des Feindes ist erschöpft, und er bittet um Frieden.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The war is over: %1 wins.&lt;/b&gt; Britain and France recognise the Confederacy and intervene.</source>
        <translation>&lt;b&gt;Der Krieg ist vorbei: %1 gewinnt.&lt;/b&gt; Großbritannien und Frankreich erkennen die Konföderation an und greifen ein.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The war is over: %1 wins.&lt;/b&gt; Six campaigns have been fought and the scores decide.</source>
        <translation>&lt;b&gt;Der Krieg ist vorbei: %1 gewinnt.&lt;/b&gt; Sechs Feldzüge sind geschlagen, und die Punkte entscheiden.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Turn %1 of the war — campaign %2, %3&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Runde %1 des Krieges — Feldzug %2, %3&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>No battle was fought this turn.</source>
        <translation>In dieser Runde wurde keine Schlacht geschlagen.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Winter closes the campaigning season. The armies go into winter quarters; stragglers return and the treasuries collect two turns of income.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Der Winter beendet die Feldzugssaison. Die Armeen beziehen Winterquartiere; Versprengte kehren zurück, und die Staatskassen erhalten die Einnahmen von zwei Runden.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Union morale %1 (%2), Confederate morale %3 (%4), international opinion %5 (%6).</source>
        <translation>Moral der Union %1 (%2), Moral der Konföderation %3 (%4), internationale Meinung %5 (%6).</translation>
    </message>
    <message>
        <source>The beaten force</source>
        <translation>Die geschlagene Truppe</translation>
    </message>
    <message>
        <source>Battles (laurels, casualties, ships)</source>
        <translation>Schlachten (Lorbeeren, Verluste, Schiffe)</translation>
    </message>
    <message>
        <source>Cities taken</source>
        <translation>Eroberte Städte</translation>
    </message>
    <message>
        <source>Taxes, tariffs, greenbacks, the draft</source>
        <translation>Steuern, Zölle, Greenbacks, die Wehrpflicht</translation>
    </message>
    <message>
        <source>The turn&apos;s end</source>
        <translation>Das Ende des Zuges</translation>
    </message>
    <message>
        <source>What moved the scores</source>
        <translation>Was die Wertungen bewegte</translation>
    </message>
    <message>
        <source>Opinion</source>
        <translation>Meinung</translation>
    </message>
    <message>
        <source>a force raised in the war</source>
        <translation>eine im Krieg aufgestellte Truppe</translation>
    </message>
    <message>
        <source>&lt;b&gt;Off %1&lt;/b&gt; the squadrons met but neither brought on a battle.</source>
        <translation>&lt;b&gt;Vor %1&lt;/b&gt; trafen sich die Geschwader, doch keines suchte den Kampf.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Off %1&lt;/b&gt; the squadron kept out of range of the forts.</source>
        <translation>&lt;b&gt;Vor %1&lt;/b&gt; hielt sich das Geschwader außer Reichweite der Forts.</translation>
    </message>
    <message>
        <source>%1 stood away.</source>
        <translation>%1 drehte ab.</translation>
    </message>
    <message>
        <source>%1 stood away to %2.</source>
        <translation>%1 drehte nach %2 ab.</translation>
    </message>
    <message>
        <source>%1 was silenced</source>
        <translation>%1 wurde zum Schweigen gebracht</translation>
    </message>
    <message numerus="yes">
        <source>%1 lost %n battery(ies)</source>
        <translation>
            <numerusform>%1 verlor %n Batterie</numerusform>
            <numerusform>%1 verlor %n Batterien</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 kept its guns</source>
        <translation>%1 behielt seine Geschütze</translation>
    </message>
    <message>
        <source>The forts fought: %1.</source>
        <translation>Die Forts kämpften mit: %1.</translation>
    </message>
    <message>
        <source>%1 men of the %2 troops aboard were lost with their transports, %3 of them taken prisoner.</source>
        <translation>%1 Mann der eingeschifften Truppen (%2) gingen mit ihren Transportern verloren, %3 davon gerieten in Gefangenschaft.</translation>
    </message>
    <message>
        <source>%1 men of the %2 troops aboard went down with their transports.</source>
        <translation>%1 Mann der eingeschifften Truppen (%2) gingen mit ihren Transportern unter.</translation>
    </message>
    <message>
        <source>%1 embarked on %2.</source>
        <translation>%1 schiffte sich auf %2 ein.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 landed at %2.&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 landete bei %2.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Light winds</source>
        <translation>Leichter Wind</translation>
    </message>
    <message>
        <source>Strong winds</source>
        <translation>Starker Wind</translation>
    </message>
    <message>
        <source>Moderate winds</source>
        <translation>Mäßiger Wind</translation>
    </message>
    <message>
        <source>%1, onshore on the coast</source>
        <translation>%1, auflandig an der Küste</translation>
    </message>
    <message>
        <source>%1, offshore</source>
        <translation>%1, ablandig</translation>
    </message>
    <message>
        <source>The weather of this turn, rolled before the orders (winter blows harder). Light winds help a fleet evade, strong winds hinder it. An onshore wind pins ships to the coast: in coastal waters any ship may then engage any other (a frigate even a ship of the line), and a fleet to leeward of the enemy rarely escapes.</source>
        <translation>Das Wetter dieses Zuges, vor den Befehlen ausgewürfelt (im Winter weht es stärker). Leichter Wind hilft einer Flotte auszuweichen, starker Wind behindert sie. Auflandiger Wind drückt die Schiffe gegen die Küste: In Küstengewässern darf dann jedes Schiff jedes andere angreifen (eine Fregatte sogar ein Linienschiff), und eine Flotte in Lee des Feindes entkommt selten.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Weather: %1.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Wetter: %1.&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>hardtack::app::MainWindow</name>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;About Hardtack</source>
        <translation>&amp;Über Hardtack</translation>
    </message>
    <message>
        <source>Open a scenario or saved battle</source>
        <translation>Szenario oder gespeicherte Schlacht öffnen</translation>
    </message>
    <message>
        <source>Hardtack files (*.json);;All files (*)</source>
        <translation>Hardtack-Dateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Die Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>About Hardtack</source>
        <translation>Über Hardtack</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Hardtack %1&lt;/h3&gt;&lt;p&gt;A wargame of the American Civil War: tactical battles on a hex map, naval actions and a strategic campaign.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Hardtack %1&lt;/h3&gt;&lt;p&gt;Ein Kriegsspiel zum Amerikanischen Bürgerkrieg: taktische Schlachten auf einer Hexkarte, Seegefechte und ein strategischer Feldzug.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;New battle…</source>
        <translation>&amp;Neue Schlacht…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Naval battle…</source>
        <translation>S&amp;eegefecht…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>&amp;Regelübersicht</translation>
    </message>
    <message>
        <source>&amp;Keyboard and mouse</source>
        <translation>&amp;Tastatur und Maus</translation>
    </message>
    <message>
        <source>Click a unit to select it, click a shaded hex to move; F fire, M melee, Tab next unit, Ctrl+E end the phase.</source>
        <translation>Klicken Sie auf eine Einheit, um sie auszuwählen, und auf ein schattiertes Hexfeld, um dorthin zu ziehen; F Feuer, M Nahkampf, Tab nächste Einheit, Strg+E Phase beenden.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Gespeichert: %1</translation>
    </message>
    <message>
        <source>Hardtack saves (*.json)</source>
        <translation>Hardtack-Spielstände (*.json)</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Restore the last battle?</source>
        <translation>Letzte Schlacht wiederherstellen?</translation>
    </message>
    <message>
        <source>Hardtack did not close normally. Restore the battle saved automatically at the end of its last phase?</source>
        <translation>Hardtack wurde nicht ordnungsgemäß beendet. Die Schlacht wiederherstellen, die am Ende ihrer letzten Phase automatisch gespeichert wurde?</translation>
    </message>
    <message>
        <source>Keyboard and mouse</source>
        <translation>Tastatur und Maus</translation>
    </message>
    <message>
        <source>Rules reference — Hardtack</source>
        <translation>Regelübersicht — Hardtack</translation>
    </message>
    <message>
        <source>The rules reference (docs/RULES.md) was not found.</source>
        <translation>Die Regelübersicht (docs/RULES.md) wurde nicht gefunden.</translation>
    </message>
    <message>
        <source>New &amp;campaign…</source>
        <translation>Neue &amp;Kampagne…</translation>
    </message>
    <message>
        <source>Cascade &amp;Lab…</source>
        <translation>Kaskaden-&amp;Labor…</translation>
    </message>
    <message>
        <source>Rules of this panel</source>
        <translation>Regeln dieses Bereichs</translation>
    </message>
    <message>
        <source>&amp;Briefing</source>
        <translation>&amp;Lagebesprechung</translation>
    </message>
    <message>
        <source>Cannot open the Cascade Lab</source>
        <translation>Das Kaskaden-Labor kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>No scenario to open.</source>
        <translation>Kein Szenario zum Öffnen.</translation>
    </message>
    <message>
        <source>&lt;table cellpadding=3&gt;&lt;tr&gt;&lt;td&gt;Click a unit&lt;/td&gt;&lt;td&gt;select it (again: the next unit of the stack)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Shift+click / Ctrl+click&lt;/td&gt;&lt;td&gt;add a unit / select the whole stack&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Click a shaded hex&lt;/td&gt;&lt;td&gt;move there (the path and its MP show under the cursor)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F / M&lt;/td&gt;&lt;td&gt;fire / melee: click a highlighted hex&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;A / D&lt;/td&gt;&lt;td&gt;turn left / right&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;C&lt;/td&gt;&lt;td&gt;change formation&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Tab&lt;/td&gt;&lt;td&gt;next unit that can still act&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;hold L&lt;/td&gt;&lt;td&gt;line of sight of the selected unit&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;R&lt;/td&gt;&lt;td&gt;range rings&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Z / Ctrl+Shift+Z&lt;/td&gt;&lt;td&gt;undo / redo a move&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+E&lt;/td&gt;&lt;td&gt;end the phase&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;cancel; stop the computer&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+S / Ctrl+O / Ctrl+N&lt;/td&gt;&lt;td&gt;save / open / new battle&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+G / Ctrl+K&lt;/td&gt;&lt;td&gt;hex grid / hex coordinates&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F1&lt;/td&gt;&lt;td&gt;the rules of the panel under the cursor&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Left / Right / End&lt;/td&gt;&lt;td&gt;after a handoff: the previous / next event you saw / skip&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table cellpadding=3&gt;&lt;tr&gt;&lt;td&gt;Klick auf eine Einheit&lt;/td&gt;&lt;td&gt;auswählen (erneut: die nächste Einheit des Stapels)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Umschalt+Klick / Strg+Klick&lt;/td&gt;&lt;td&gt;Einheit hinzufügen / ganzen Stapel auswählen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Klick auf ein schattiertes Hexfeld&lt;/td&gt;&lt;td&gt;dorthin bewegen (Weg und BP werden unter dem Cursor angezeigt)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F / M&lt;/td&gt;&lt;td&gt;Feuer / Nahkampf: auf ein hervorgehobenes Hexfeld klicken&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;A / D&lt;/td&gt;&lt;td&gt;nach links / rechts drehen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;C&lt;/td&gt;&lt;td&gt;Formation wechseln&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Tab&lt;/td&gt;&lt;td&gt;nächste Einheit, die noch handeln kann&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;L gedrückt halten&lt;/td&gt;&lt;td&gt;Sichtlinie der ausgewählten Einheit&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;R&lt;/td&gt;&lt;td&gt;Reichweitenringe&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+Z / Strg+Umschalt+Z&lt;/td&gt;&lt;td&gt;Zug rückgängig / wiederholen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+E&lt;/td&gt;&lt;td&gt;Phase beenden&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;abbrechen; Computer anhalten&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+S / Strg+O / Strg+N&lt;/td&gt;&lt;td&gt;Schlacht speichern / öffnen / neu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+G / Strg+K&lt;/td&gt;&lt;td&gt;Hexraster / Hexkoordinaten&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F1&lt;/td&gt;&lt;td&gt;Regeln des Bereichs unter dem Cursor&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Links / Rechts / Ende&lt;/td&gt;&lt;td&gt;nach einer Übergabe: vorheriges / nächstes gesehenes Ereignis / überspringen&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>Rules: %1 — Hardtack</source>
        <translation>Regeln: %1 — Hardtack</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Das Spiel kann nicht beginnen</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Netzwerkspiel</translation>
    </message>
    <message>
        <source>Net&amp;work game…</source>
        <translation>Ne&amp;tzwerkspiel…</translation>
    </message>
    <message>
        <source>The network game goes on.</source>
        <translation>Das Netzwerkspiel geht weiter.</translation>
    </message>
    <message>
        <source>Leave the network game?</source>
        <translation>Das Netzwerkspiel verlassen?</translation>
    </message>
    <message>
        <source>A network game is under way. Leave it? Your opponent is told.</source>
        <translation>Ein Netzwerkspiel läuft. Verlassen? Ihr Gegner erfährt es.</translation>
    </message>
    <message>
        <source>The network game stopped</source>
        <translation>Das Netzwerkspiel wurde beendet</translation>
    </message>
    <message>
        <source>Cannot host the game</source>
        <translation>Das Spiel kann nicht ausgerichtet werden</translation>
    </message>
    <message>
        <source>Scenario &amp;editor…</source>
        <translation>Szenario-Ed&amp;itor…</translation>
    </message>
    <message>
        <source>Cannot open the editor</source>
        <translation>Der Editor kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot play the scenario</source>
        <translation>Das Szenario kann nicht gespielt werden</translation>
    </message>
    <message>
        <source>%1 (tried out from the editor) — Hardtack</source>
        <translation>%1 (Test aus dem Editor) — Hardtack</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>%1: $.format: Hardtack does not open &quot;%2&quot; files</source>
        <translation>%1: $.format: Hardtack öffnet keine Dateien vom Format „%2“</translation>
    </message>
    <message>
        <source>Naval battle</source>
        <translation>Seegefecht</translation>
    </message>
    <message>
        <source>Naval battles (*.json)</source>
        <translation>Seegefechte (*.json)</translation>
    </message>
    <message>
        <source>Cannot open the naval battle</source>
        <translation>Das Seegefecht kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>&amp;Close (%1)</source>
        <translation>&amp;Schließen (%1)</translation>
    </message>
</context>
<context>
    <name>hardtack::editor::EditorDocument</name>
    <message>
        <source>New map</source>
        <translation>Neue Karte</translation>
    </message>
    <message>
        <source>New battle</source>
        <translation>Neue Schlacht</translation>
    </message>
    <message>
        <source>The scenario has no file name yet.</source>
        <translation>Das Szenario hat noch keinen Dateinamen.</translation>
    </message>
    <message>
        <source>Paint %1</source>
        <translation>%1 malen</translation>
    </message>
    <message>
        <source>Raise ground</source>
        <translation>Gelände anheben</translation>
    </message>
    <message>
        <source>Lower ground</source>
        <translation>Gelände absenken</translation>
    </message>
    <message>
        <source>Set ground to level %1</source>
        <translation>Gelände auf Höhenstufe %1 setzen</translation>
    </message>
    <message>
        <source>Shorten %1</source>
        <translation>%1 kürzen</translation>
    </message>
    <message>
        <source>Extend %1</source>
        <translation>%1 verlängern</translation>
    </message>
    <message>
        <source>New %1</source>
        <translation>%1 anlegen</translation>
    </message>
    <message>
        <source>Remove road</source>
        <translation>Straße entfernen</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>Add label</source>
        <translation>Beschriftung hinzufügen</translation>
    </message>
    <message>
        <source>Edit label</source>
        <translation>Beschriftung bearbeiten</translation>
    </message>
    <message>
        <source>Remove label</source>
        <translation>Beschriftung entfernen</translation>
    </message>
    <message>
        <source>Resize map</source>
        <translation>Kartengröße ändern</translation>
    </message>
    <message>
        <source>Rename map</source>
        <translation>Karte umbenennen</translation>
    </message>
    <message>
        <source>Scenario properties</source>
        <translation>Szenarioeigenschaften</translation>
    </message>
    <message>
        <source>New %1 %2</source>
        <translation>%1 %2 anlegen</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <source>New unit %1</source>
        <translation>Einheit %1 anlegen</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>%1 platzieren</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <source>Copy %1</source>
        <translation>%1 kopieren</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <translation>Verstärkungen</translation>
    </message>
</context>
<context>
    <name>hardtack::editor::Validation</name>
    <message>
        <source>unit %1</source>
        <translation>Einheit %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>formation %1</source>
        <translation>Verband %1</translation>
    </message>
    <message>
        <source>objective %1</source>
        <translation>Ziel %1</translation>
    </message>
    <message>
        <source>reinforcement %1</source>
        <translation>Verstärkung %1</translation>
    </message>
    <message>
        <source>label %1</source>
        <translation>Beschriftung %1</translation>
    </message>
    <message>
        <source>road %1</source>
        <translation>Straße %1</translation>
    </message>
    <message>
        <source>hexside %1</source>
        <translation>Hexseite %1</translation>
    </message>
    <message>
        <source>the map</source>
        <translation>die Karte</translation>
    </message>
    <message>
        <source>the scenario</source>
        <translation>das Szenario</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>(new scenario)</source>
        <translation>(neues Szenario)</translation>
    </message>
    <message>
        <source>not on the map and arrives with no reinforcement</source>
        <translation>nicht auf der Karte und trifft mit keiner Verstärkung ein</translation>
    </message>
    <message>
        <source>the Union has no units</source>
        <translation>die Union hat keine Einheiten</translation>
    </message>
    <message>
        <source>the Confederates have no units</source>
        <translation>die Konföderierten haben keine Einheiten</translation>
    </message>
    <message>
        <source>no objectives: the battle is decided by losses alone</source>
        <translation>keine Ziele: die Schlacht wird allein nach den Verlusten entschieden</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::BattleDocument</name>
    <message>
        <source>No battle is open.</source>
        <translation>Keine Schlacht geöffnet.</translation>
    </message>
    <message>
        <source>Undo history cut: dice were rolled.</source>
        <translation>Rückgängigmachen nicht mehr möglich: es wurde gewürfelt.</translation>
    </message>
    <message>
        <source>Undo history cut: an enemy unit came into view.</source>
        <translation>Rückgängigmachen nicht mehr möglich: eine feindliche Einheit kam in Sicht.</translation>
    </message>
    <message>
        <source>Undo history cut: the phase ended.</source>
        <translation>Rückgängigmachen nicht mehr möglich: die Phase ist beendet.</translation>
    </message>
    <message>
        <source>Undo history cut: the battle is over.</source>
        <translation>Rückgängigmachen nicht mehr möglich: die Schlacht ist vorbei.</translation>
    </message>
    <message>
        <source>move %1 to %2</source>
        <translation>%1 nach %2 bewegen</translation>
    </message>
    <message>
        <source>turn %1 to face %2</source>
        <translation>%1 nach %2 ausrichten</translation>
    </message>
    <message>
        <source>%1 forms %2</source>
        <translation>%1: Formation %2</translation>
    </message>
    <message>
        <source>%1 fire at %2</source>
        <translation>%1: Feuer auf %2</translation>
    </message>
    <message>
        <source>%1 attack %2</source>
        <translation>%1: Angriff auf %2</translation>
    </message>
    <message>
        <source>end the phase</source>
        <translation>Phase beenden</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::BattleMode</name>
    <message>
        <source>Order of battle</source>
        <translation>Schlachtordnung</translation>
    </message>
    <message>
        <source>Unit and hex</source>
        <translation>Einheit und Hex</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Whole map</source>
        <translation>&amp;Ganze Karte</translation>
    </message>
    <message>
        <source>Hex &amp;grid</source>
        <translation>&amp;Hexraster</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1: $.format: the game opens a scenario or a saved battle, not &quot;%2&quot;</source>
        <translation>%1: $.format: das Spiel öffnet ein Szenario oder eine gespeicherte Schlacht, nicht &quot;%2&quot;</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Ereignisprotokoll</translation>
    </message>
    <message>
        <source>&amp;End phase</source>
        <translation>&amp;Phase beenden</translation>
    </message>
    <message>
        <source>&amp;Next unit that can act</source>
        <translation>&amp;Nächste handlungsfähige Einheit</translation>
    </message>
    <message>
        <source>&amp;Fire…</source>
        <translation>&amp;Feuern…</translation>
    </message>
    <message>
        <source>&amp;Melee…</source>
        <translation>Nah&amp;kampf…</translation>
    </message>
    <message>
        <source>Turn &amp;left</source>
        <translation>Nach &amp;links drehen</translation>
    </message>
    <message>
        <source>Turn &amp;right</source>
        <translation>Nach rec&amp;hts drehen</translation>
    </message>
    <message>
        <source>Change f&amp;ormation</source>
        <translation>F&amp;ormation wechseln</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Range &amp;rings</source>
        <translation>R&amp;eichweitenringe</translation>
    </message>
    <message>
        <source>Stop the computer</source>
        <translation>Computer anhalten</translation>
    </message>
    <message>
        <source>The computer stopped; you now command the %1.</source>
        <translation>Der Computer wurde angehalten; Sie führen jetzt die Seite %1.</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>The computer is thinking… (Esc stops it)</source>
        <translation>Der Computer denkt nach… (Esc hält ihn an)</translation>
    </message>
    <message>
        <source>%1 (turn %2 of %3)</source>
        <translation>%1 (Zug %2 von %3)</translation>
    </message>
    <message>
        <source>Turn %1, %2 phase.</source>
        <translation>Zug %1, Phase: %2.</translation>
    </message>
    <message>
        <source>Select your units first, then choose fire or melee.</source>
        <translation>Wählen Sie zuerst Ihre Einheiten aus, dann Feuer oder Nahkampf.</translation>
    </message>
    <message>
        <source>No enemy hex these units may attack.</source>
        <translation>Kein feindliches Hexfeld, das diese Einheiten angreifen können.</translation>
    </message>
    <message>
        <source>No enemy hex these units may fire at.</source>
        <translation>Kein feindliches Hexfeld, auf das diese Einheiten feuern können.</translation>
    </message>
    <message>
        <source>Melee: click a highlighted hex to attack it; Esc cancels.</source>
        <translation>Nahkampf: Klicken Sie auf ein markiertes Hexfeld, um es anzugreifen; Esc bricht ab.</translation>
    </message>
    <message>
        <source>Fire: click a highlighted hex to fire at it; Esc cancels.</source>
        <translation>Feuer: Klicken Sie auf ein markiertes Hexfeld, um darauf zu feuern; Esc bricht ab.</translation>
    </message>
    <message>
        <source>End the phase?</source>
        <translation>Phase beenden?</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) can still act in this phase. End it anyway?</source>
        <translation>
            <numerusform>%n Einheit kann in dieser Phase noch handeln. Trotzdem beenden?</numerusform>
            <numerusform>%n Einheiten können in dieser Phase noch handeln. Trotzdem beenden?</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot change formation now.</source>
        <translation>%1 kann die Formation jetzt nicht wechseln.</translation>
    </message>
    <message>
        <source>Face</source>
        <translation>Ausrichten</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <source>Hex &amp;coordinates</source>
        <translation>Hex-&amp;Koordinaten</translation>
    </message>
    <message>
        <source>%1: you saw nothing of your opponent&apos;s turn.</source>
        <translation>%1: Vom Zug des Gegners war nichts zu sehen.</translation>
    </message>
    <message>
        <source>What you saw of the %1 turn</source>
        <translation>Was vom Zug der Seite %1 zu sehen war</translation>
    </message>
    <message>
        <source>%1 phase passed: no %2 unit could act.</source>
        <translation>Phase %1 übersprungen: keine Einheit (%2) konnte handeln.</translation>
    </message>
    <message>
        <source>No battle is open.</source>
        <translation>Keine Schlacht geöffnet.</translation>
    </message>
    <message>
        <source>Enemy &amp;threats</source>
        <translation>Feindliche &amp;Bedrohung</translation>
    </message>
    <message>
        <source>Shade the hexes the enemy units you know of could fire on or charge next turn (T)</source>
        <translation>Die Felder schattieren, die bekannte feindliche Einheiten im nächsten Zug beschießen oder angreifen könnten (T)</translation>
    </message>
    <message>
        <source>Enemy threats next turn</source>
        <translation>Feindliche Bedrohung im nächsten Zug</translation>
    </message>
    <message>
        <source>could be fired on</source>
        <translation>unter Feuer möglich</translation>
    </message>
    <message>
        <source>could be charged</source>
        <translation>Angriff möglich</translation>
    </message>
    <message>
        <source>Only the enemy units you see. Point at a hex: by whom.</source>
        <translation>Nur die feindlichen Einheiten in Sicht. Auf ein Feld zeigen: durch wen.</translation>
    </message>
    <message>
        <source>Waiting for the %1 turn…</source>
        <translation>Warten auf den Zug der Seite %1…</translation>
    </message>
    <message>
        <source>order %1 of %2 comes after the end of the battle</source>
        <translation>Befehl %1 von %2 kommt nach dem Ende der Schlacht</translation>
    </message>
    <message>
        <source>order %1 of %2 is the %3 side&apos;s, which is not played elsewhere</source>
        <translation>Befehl %1 von %2 gehört der Seite %3, die nicht anderswo gespielt wird</translation>
    </message>
    <message>
        <source>order %1 of %2 was given in turn %3, %4 phase, by the %5 side; the battle is in turn %6, %7 phase, the %8 side to act</source>
        <translation>Befehl %1 von %2 wurde in Zug %3, Phase %4, von der Seite %5 gegeben; die Schlacht steht in Zug %6, Phase %7, am Zug ist die Seite %8</translation>
    </message>
    <message>
        <source>order %1 of %2 is refused: %3</source>
        <translation>Befehl %1 von %2 wird abgelehnt: %3</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederherstellen: %1</translation>
    </message>
    <message>
        <source>&amp;Orders</source>
        <translation>&amp;Befehle</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>Save the battle</source>
        <translation>Schlacht speichern</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::BriefingDialog</name>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Briefing: %1</source>
        <translation>Lagebesprechung: %1</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Weiter &gt;</translation>
    </message>
    <message>
        <source>&amp;To the battle</source>
        <translation>&amp;Zur Schlacht</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::CampaignBattleMode</name>
    <message>
        <source>&amp;Battle</source>
        <translation>&amp;Schlacht</translation>
    </message>
    <message>
        <source>&amp;Leave to the auto-resolve model</source>
        <translation>Dem Auto&amp;matikmodell überlassen</translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation>Die Schlacht ist vorbei</translation>
    </message>
    <message>
        <source>Return to the campaign</source>
        <translation>Zurück zur Kampagne</translation>
    </message>
    <message>
        <source>Leave the battle?</source>
        <translation>Schlacht verlassen?</translation>
    </message>
    <message>
        <source>The battle is not over. Leave it and let the auto-resolve model decide it from the start?</source>
        <translation>Die Schlacht ist nicht vorbei. Verlassen und das Automatikmodell von Beginn an entscheiden lassen?</translation>
    </message>
    <message>
        <source>Campaign battle</source>
        <translation>Schlacht der Kampagne</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::CampaignMode</name>
    <message numerus="yes">
        <source>The Union gave %n order(s).</source>
        <translation>
            <numerusform>Die Union hat %n Befehl erteilt.</numerusform>
            <numerusform>Die Union hat %n Befehle erteilt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Confederacy gave %n order(s).</source>
        <translation>
            <numerusform>Die Konföderation hat %n Befehl erteilt.</numerusform>
            <numerusform>Die Konföderation hat %n Befehle erteilt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Orders for %1, turn %2 of campaign %3.</source>
        <translation>Befehle für %1, Runde %2 von Feldzug %3.</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>&lt;b&gt;A battle at %1.&lt;/b&gt; Fight it on the hex map?</source>
        <translation>&lt;b&gt;Eine Schlacht bei %1.&lt;/b&gt; Auf der Hexkarte ausfechten?</translation>
    </message>
    <message>
        <source>The battle cannot be set up on the hex map (%1); it is auto-resolved.</source>
        <translation>Die Schlacht kann auf der Hexkarte nicht aufgebaut werden (%1); sie wird automatisch entschieden.</translation>
    </message>
    <message>
        <source>The battle&apos;s result goes to the campaign.</source>
        <translation>Das Ergebnis der Schlacht geht an die Kampagne.</translation>
    </message>
    <message>
        <source>Forces</source>
        <translation>Streitkräfte</translation>
    </message>
    <message>
        <source>Treasury</source>
        <translation>Staatskasse</translation>
    </message>
    <message>
        <source>The war</source>
        <translation>Der Krieg</translation>
    </message>
    <message>
        <source>Turn report and scores</source>
        <translation>Rundenbericht und Punkte</translation>
    </message>
    <message>
        <source>&amp;New campaign…</source>
        <translation>&amp;Neue Kampagne…</translation>
    </message>
    <message>
        <source>&amp;Campaign</source>
        <translation>&amp;Kampagne</translation>
    </message>
    <message>
        <source>&amp;End orders</source>
        <translation>Befehle &amp;beenden</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Runde</translation>
    </message>
    <message>
        <source>The computer commands the Union</source>
        <translation>Der Computer befehligt die Union</translation>
    </message>
    <message>
        <source>The computer commands the Confederacy</source>
        <translation>Der Computer befehligt die Konföderation</translation>
    </message>
    <message>
        <source>Ask before each battle</source>
        <translation>Vor jeder Schlacht fragen</translation>
    </message>
    <message>
        <source>Fight every battle</source>
        <translation>Jede Schlacht ausfechten</translation>
    </message>
    <message>
        <source>Auto-resolve every battle</source>
        <translation>Jede Schlacht automatisch entscheiden</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Whole map</source>
        <translation>&amp;Ganze Karte</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Kampagne</translation>
    </message>
    <message>
        <source>%1: $.format: the campaign window opens a campaign or a campaign save, not &quot;%2&quot;</source>
        <translation>%1: $.format: Das Kampagnenfenster öffnet eine Kampagne oder einen Kampagnenspielstand, nicht „%2“</translation>
    </message>
    <message>
        <source>%1 — campaign %2, turn %3 of %4</source>
        <translation>%1 — Feldzug %2, Runde %3 von %4</translation>
    </message>
    <message>
        <source>Orders of the Union</source>
        <translation>Befehle der Union</translation>
    </message>
    <message>
        <source>Orders of the Confederacy</source>
        <translation>Befehle der Konföderation</translation>
    </message>
    <message>
        <source>Ordered: %1 — %2</source>
        <translation>Befohlen: %1 — %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Die Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save the campaign</source>
        <translation>Kampagne speichern</translation>
    </message>
    <message>
        <source>Stop the &amp;fast forward</source>
        <translation>&amp;Schnellvorlauf anhalten</translation>
    </message>
    <message>
        <source>&amp;Fast forward to the winter</source>
        <translation>&amp;Schnellvorlauf bis zum Winter</translation>
    </message>
    <message>
        <source>Fight it yourself on the hex map, or let the quick model decide it from the armies&apos; strength?</source>
        <translation>Selbst auf der Hexkarte kämpfen oder das Schnellmodell anhand der Stärke der Armeen entscheiden lassen?</translation>
    </message>
    <message>
        <source>&amp;Fight it</source>
        <translation>Selbst &amp;kämpfen</translation>
    </message>
    <message>
        <source>&amp;Auto-resolve</source>
        <translation>&amp;Automatisch entscheiden</translation>
    </message>
    <message>
        <source>Auto-resolve &amp;every battle left this turn</source>
        <translation>&amp;Jede verbleibende Schlacht dieses Zuges automatisch entscheiden</translation>
    </message>
    <message>
        <source>%1 — a naval battle of the campaign</source>
        <translation>%1 — ein Seegefecht des Feldzugs</translation>
    </message>
    <message>
        <source>Return to the campaign</source>
        <translation>Zurück zum Feldzug</translation>
    </message>
    <message>
        <source>Resolved battles count as fought; a battle left unresolved is decided by the naval engine.</source>
        <translation>Entschiedene Gefechte zählen als geschlagen; ein offenes Gefecht entscheidet die Seekampf-Engine.</translation>
    </message>
    <message>
        <source>Winter: the fast forward stops. Campaign %1 begins with your orders.</source>
        <translation>Winter: der Schnellvorlauf hält an. Feldzug %1 beginnt mit Ihren Befehlen.</translation>
    </message>
    <message>
        <source>The &amp;end of the war…</source>
        <translation>Das &amp;Ende des Krieges…</translation>
    </message>
    <message>
        <source>The computer gives your orders and every battle is auto-resolved, turn after turn, until this campaign ends (or the war). Again to stop.</source>
        <translation>Der Computer gibt Ihre Befehle, und jede Schlacht wird automatisch entschieden, Zug um Zug, bis dieser Feldzug (oder der Krieg) endet. Nochmals zum Anhalten.</translation>
    </message>
    <message>
        <source>The war is over: the Union has won</source>
        <translation>Der Krieg ist vorbei: die Union hat gewonnen</translation>
    </message>
    <message>
        <source>The war is over: the Confederacy has won</source>
        <translation>Der Krieg ist vorbei: die Konföderation hat gewonnen</translation>
    </message>
    <message>
        <source>&amp;Close the campaign</source>
        <translation>Kampagne &amp;schließen</translation>
    </message>
    <message>
        <source>A battle is being fought</source>
        <translation>Eine Schlacht wird geschlagen</translation>
    </message>
    <message>
        <source>Finish the campaign&apos;s battle, or leave it to the auto-resolve model, first.</source>
        <translation>Schlagen Sie zuerst die Schlacht der Kampagne zu Ende oder überlassen Sie sie dem Automatikmodell.</translation>
    </message>
    <message>
        <source>Fight it yourself on the naval battle screen, or let the naval engine decide it from the squadrons&apos; ships?</source>
        <translation>Selbst auf dem Seegefechts-Bildschirm kämpfen oder die Seekampf-Engine anhand der Schiffe der Geschwader entscheiden lassen?</translation>
    </message>
    <message>
        <source>&lt;b&gt;The squadrons meet: %1.&lt;/b&gt; Fight it yourself?</source>
        <translation>&lt;b&gt;Die Geschwader treffen aufeinander: %1.&lt;/b&gt; Selbst ausfechten?</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::CatchUpBar</name>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Zurück</translation>
    </message>
    <message>
        <source>The previous event (Left)</source>
        <translation>Das vorherige Ereignis (Links)</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>&amp;Weiter ▶</translation>
    </message>
    <message>
        <source>The next event (Right or Space)</source>
        <translation>Das nächste Ereignis (Rechts oder Leertaste)</translation>
    </message>
    <message>
        <source>Skip to the &amp;end</source>
        <translation>Zum &amp;Ende springen</translation>
    </message>
    <message>
        <source>Leave the catch-up and give your orders (End)</source>
        <translation>Rückblick verlassen und Befehle erteilen (Ende)</translation>
    </message>
    <message>
        <source>%1 — event %2 of %3</source>
        <translation>%1 — Ereignis %2 von %3</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Fertig</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::ChatPanel</name>
    <message>
        <source>Say something to your opponent (Enter)</source>
        <translation>Sagen Sie Ihrem Gegner etwas (Eingabe)</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::EditorScene</name>
    <message>
        <source>Place %1</source>
        <translation>%1 platzieren</translation>
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
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New map…</source>
        <translation>&amp;Neue Karte…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Play this scenario</source>
        <translation>Dieses Szenario s&amp;pielen</translation>
    </message>
    <message>
        <source>&amp;Hotseat (both sides human)</source>
        <translation>&amp;Hotseat (beide Seiten von Menschen gespielt)</translation>
    </message>
    <message>
        <source>Against the computer, commanding the &amp;Union</source>
        <translation>Gegen den Computer, Sie befehligen die &amp;Union</translation>
    </message>
    <message>
        <source>Against the computer, commanding the &amp;Confederates</source>
        <translation>Gegen den Computer, Sie befehligen die &amp;Konföderierten</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Copy brigade</source>
        <translation>Brigade &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste brigade</source>
        <translation>Brigade &amp;einfügen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation>&amp;Szenario</translation>
    </message>
    <message>
        <source>&amp;Properties…</source>
        <translation>&amp;Eigenschaften…</translation>
    </message>
    <message>
        <source>&amp;Resize map…</source>
        <translation>Karten&amp;größe ändern…</translation>
    </message>
    <message>
        <source>&amp;Validate now</source>
        <translation>Jetzt &amp;prüfen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit the map</source>
        <translation>&amp;Ganze Karte</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <source>Brush</source>
        <translation>Pinsel</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Rechteck</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Füllen</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Anheben</translation>
    </message>
    <message>
        <source>Lower</source>
        <translation>Absenken</translation>
    </message>
    <message>
        <source>Set level</source>
        <translation>Höhenstufe setzen</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>Hexside</source>
        <translation>Hexseite</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Beschriftung</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Tool options</source>
        <translation>Werkzeugoptionen</translation>
    </message>
    <message>
        <source> Terrain </source>
        <translation> Gelände </translation>
    </message>
    <message>
        <source> Brush </source>
        <translation> Pinsel </translation>
    </message>
    <message>
        <source>1 hex</source>
        <translation>1 Hexfeld</translation>
    </message>
    <message>
        <source>7 hexes</source>
        <translation>7 Hexfelder</translation>
    </message>
    <message>
        <source>19 hexes</source>
        <translation>19 Hexfelder</translation>
    </message>
    <message>
        <source> Level </source>
        <translation> Höhenstufe </translation>
    </message>
    <message>
        <source> (×20 ft)</source>
        <translation> (×20 Fuß)</translation>
    </message>
    <message>
        <source> Road </source>
        <translation> Straße </translation>
    </message>
    <message>
        <source> Hexside </source>
        <translation> Hexseite </translation>
    </message>
    <message>
        <source>Elevation: levels 0–9, 20 feet each (lighter is higher)</source>
        <translation>Höhe: Stufen 0–9, je 20 Fuß (heller ist höher)</translation>
    </message>
    <message>
        <source>Scale: one hex is 125 yards across</source>
        <translation>Maßstab: ein Hexfeld misst 125 Yards im Durchmesser</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>Order of battle</source>
        <translation>Schlachtordnung</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hex</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>Armee</translation>
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
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Copy brigade</source>
        <translation>Brigade kopieren</translation>
    </message>
    <message>
        <source>Arrives later…</source>
        <translation>Trifft später ein…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Select a formation or a unit in the order of battle.</source>
        <translation>Wählen Sie einen Verband oder eine Einheit in der Schlachtordnung aus.</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>Union</source>
        <translation>Union</translation>
    </message>
    <message>
        <source>Confederate</source>
        <translation>Konföderierte</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>Arriving</source>
        <translation>Eintreffende</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Chance %</source>
        <translation>Chance %</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <translation>Verstärkungen</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;geöffnet&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>%1[*] — Hardtack scenario editor</source>
        <translation>%1[*] — Hardtack-Szenario-Editor</translation>
    </message>
    <message>
        <source>%1 (%2, %3 %4)</source>
        <translation>%1 (%2, %3 %4)</translation>
    </message>
    <message numerus="yes">
        <source>%n guns</source>
        <translation>
            <numerusform>%n Geschütz</numerusform>
            <numerusform>%n Geschütze</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 supply</source>
        <translation>%1 Nachschubpunkte</translation>
    </message>
    <message>
        <source>%1 men</source>
        <translation>%1 Mann</translation>
    </message>
    <message>
        <source>not placed</source>
        <translation>nicht platziert</translation>
    </message>
    <message>
        <source>Click a hex to place %1 there, or drag it onto the map.</source>
        <translation>Klicken Sie auf ein Hexfeld, um %1 dort zu platzieren, oder ziehen Sie den Eintrag auf die Karte.</translation>
    </message>
    <message>
        <source>No problems: the game will load this scenario.</source>
        <translation>Keine Probleme: Das Spiel wird dieses Szenario laden.</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) the game would refuse</source>
        <translation>
            <numerusform>%n Problem, das das Spiel nicht akzeptieren würde</numerusform>
            <numerusform>%n Probleme, die das Spiel nicht akzeptieren würde</numerusform>
        </translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The scenario has changes that are not saved. Save them?</source>
        <translation>Das Szenario enthält Änderungen, die nicht gespeichert sind. Jetzt speichern?</translation>
    </message>
    <message>
        <source>Save a scenario the game refuses?</source>
        <translation>Ein Szenario speichern, das das Spiel ablehnt?</translation>
    </message>
    <message>
        <source>The game would not load this scenario yet:

%1

Save it anyway?</source>
        <translation>Das Spiel würde dieses Szenario noch nicht laden:

%1

Trotzdem speichern?</translation>
    </message>
    <message>
        <source>New map</source>
        <translation>Neue Karte</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>&amp;Width (hexes)</source>
        <translation>&amp;Breite (Hexfelder)</translation>
    </message>
    <message>
        <source>&amp;Height (hexes)</source>
        <translation>&amp;Höhe (Hexfelder)</translation>
    </message>
    <message>
        <source>A hex is 125 yards across: 30 × 20 hexes is about 2 by 1.4 miles.</source>
        <translation>Ein Hexfeld misst 125 Yards im Durchmesser: 30 × 20 Hexfelder sind etwa 2 mal 1,4 Meilen.</translation>
    </message>
    <message>
        <source>Open a scenario or a map</source>
        <translation>Szenario oder Karte öffnen</translation>
    </message>
    <message>
        <source>Hardtack scenarios and maps (*.json)</source>
        <translation>Hardtack-Szenarien und -Karten (*.json)</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>Öffnen nicht möglich</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Gespeichert: %1</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>Szenario speichern</translation>
    </message>
    <message>
        <source>Hardtack scenarios (*.json)</source>
        <translation>Hardtack-Szenarien (*.json)</translation>
    </message>
    <message>
        <source>Saved %1 and its map %2</source>
        <translation>Gespeichert: %1 und seine Karte %2</translation>
    </message>
    <message>
        <source>Cannot play yet</source>
        <translation>Noch nicht spielbar</translation>
    </message>
    <message>
        <source>The game would not load this scenario:

%1</source>
        <translation>Das Spiel würde dieses Szenario nicht laden:

%1</translation>
    </message>
    <message>
        <source>Cannot play</source>
        <translation>Spielen nicht möglich</translation>
    </message>
    <message>
        <source>Resize map</source>
        <translation>Kartengröße ändern</translation>
    </message>
    <message>
        <source>Width × height in hexes:</source>
        <translation>Breite × Höhe in Hexfeldern:</translation>
    </message>
    <message>
        <source>New label</source>
        <translation>Neue Beschriftung</translation>
    </message>
    <message>
        <source>Edit label</source>
        <translation>Beschriftung bearbeiten</translation>
    </message>
    <message>
        <source>Label at %1 (empty to remove):</source>
        <translation>Beschriftung bei %1 (leer lassen zum Entfernen):</translation>
    </message>
    <message>
        <source>Union army</source>
        <translation>Armee der Union</translation>
    </message>
    <message>
        <source>Confederate army</source>
        <translation>Armee der Konföderierten</translation>
    </message>
    <message>
        <source>Commander %1</source>
        <translation>Kommandeur %1</translation>
    </message>
    <message>
        <source>New unit</source>
        <translation>Neue Einheit</translation>
    </message>
    <message>
        <source>Select a brigade first: every unit belongs to one.</source>
        <translation>Wählen Sie zuerst eine Brigade aus: Jede Einheit gehört zu einer Brigade.</translation>
    </message>
    <message>
        <source>%1th Regiment</source>
        <translation>%1. Regiment</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation>Kopiert: %1</translation>
    </message>
    <message>
        <source>Arrives later</source>
        <translation>Trifft später ein</translation>
    </message>
    <message>
        <source>%1 arrives on turn:</source>
        <translation>Zug, in dem %1 eintrifft:</translation>
    </message>
    <message>
        <source>%1 arrives on turn %2</source>
        <translation>%1 trifft in Zug %2 ein</translation>
    </message>
    <message>
        <source>New corps %1</source>
        <translation>Neues Korps %1</translation>
    </message>
    <message>
        <source>New division %1</source>
        <translation>Neue Division %1</translation>
    </message>
    <message>
        <source>New brigade %1</source>
        <translation>Neue Brigade %1</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>Zug %1</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::EndReport</name>
    <message>
        <source>Major victory</source>
        <translation>Entscheidender Sieg</translation>
    </message>
    <message>
        <source>Minor victory</source>
        <translation>Knapper Sieg</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Minor defeat</source>
        <translation>Knappe Niederlage</translation>
    </message>
    <message>
        <source>Major defeat</source>
        <translation>Schwere Niederlage</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Kavallerie</translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1 wins.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Sieger: %1.&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Neither side wins: a draw.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Keine Seite siegt: unentschieden.&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Siegpunkte</translation>
    </message>
    <message>
        <source>… from objectives</source>
        <translation>… aus Zielen</translation>
    </message>
    <message>
        <source>… from enemy losses</source>
        <translation>… aus feindlichen Verlusten</translation>
    </message>
    <message>
        <source>Men lost</source>
        <translation>Verluste (Mann)</translation>
    </message>
    <message>
        <source>Laurels</source>
        <translation>Lorbeeren</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>held by %1 (%2 VP)</source>
        <translation>gehalten von: %1 (%2 SP)</translation>
    </message>
    <message>
        <source>held by neither side</source>
        <translation>von keiner Seite gehalten</translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation>Die Schlacht ist vorbei</translation>
    </message>
    <message>
        <source>Save the replay…</source>
        <translation>Aufzeichnung speichern…</translation>
    </message>
    <message>
        <source>men lost</source>
        <translation>Verluste an Männern</translation>
    </message>
    <message>
        <source>… killed and wounded</source>
        <translation>… gefallen und verwundet</translation>
    </message>
    <message>
        <source>… prisoners</source>
        <translation>… Gefangene</translation>
    </message>
    <message>
        <source>… stragglers</source>
        <translation>… Versprengte</translation>
    </message>
    <message>
        <source>%1 (%2 captured)</source>
        <translation>%1 (%2 erbeutet)</translation>
    </message>
    <message>
        <source>Guns lost</source>
        <translation>Verlorene Geschütze</translation>
    </message>
    <message>
        <source>Beside history</source>
        <translation>Neben der Geschichte</translation>
    </message>
    <message>
        <source>this battle</source>
        <translation>diese Schlacht</translation>
    </message>
    <message>
        <source>that day</source>
        <translation>an jenem Tag</translation>
    </message>
    <message>
        <source>… prisoners and missing</source>
        <translation>… Gefangene und Vermisste</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::EventLogPanel</name>
    <message numerus="yes">
        <source>%n routine roll(s): %1</source>
        <translation>
            <numerusform>%n Routinewurf: %1</numerusform>
            <numerusform>%n Routinewürfe: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Rolls that changed nothing worth a line; open to read them.</source>
        <translation>Würfe, die nichts Nennenswertes änderten; zum Lesen aufklappen.</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::ExplainPanel</name>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualität</translation>
    </message>
    <message>
        <source>Modifiers</source>
        <translation>Modifikatoren</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>How far the panic has spread: ring 1 is next to the routed unit</source>
        <translation>Wie weit sich die Panik ausgebreitet hat: Ring 1 grenzt an die fliehende Einheit</translation>
    </message>
    <message>
        <source>The unit&apos;s quality, A (best, 6) to F (worst, 1)</source>
        <translation>Die Qualität der Einheit, A (beste, 6) bis F (schlechteste, 1)</translation>
    </message>
    <message>
        <source>Everything that raises or lowers its morale now</source>
        <translation>Alles, was ihre Moral derzeit hebt oder senkt</translation>
    </message>
    <message>
        <source>Quality plus modifiers: the number the die must not exceed</source>
        <translation>Qualität plus Modifikatoren: die Zahl, die der Würfel nicht überschreiten darf</translation>
    </message>
    <message>
        <source>One six-sided die: at or below the morale the unit holds</source>
        <translation>Ein sechsseitiger Würfel: bei einem Wurf gleich oder unter der Moral hält die Einheit stand</translation>
    </message>
    <message>
        <source>Each unit next to a routing or failing friend rolls one die. &lt;b&gt;At or below its morale it holds&lt;/b&gt;; above, it fails: it is disrupted, or routs, and the panic spreads on from its hex.</source>
        <translation>Jede Einheit neben einer fliehenden oder versagenden befreundeten Einheit würfelt einmal. &lt;b&gt;Bei einem Wurf gleich oder unter ihrer Moral hält sie stand&lt;/b&gt;; darüber versagt sie: Sie wird erschüttert oder flieht, und die Panik breitet sich von ihrem Hexfeld aus weiter aus.</translation>
    </message>
    <message>
        <source>forced to rout</source>
        <translation>zur Flucht gezwungen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>hält stand</translation>
    </message>
    <message>
        <source>disrupted (guns do not rout)</source>
        <translation>erschüttert (Geschütze fliehen nicht)</translation>
    </message>
    <message>
        <source>disrupted</source>
        <translation>erschüttert</translation>
    </message>
    <message>
        <source>routs</source>
        <translation>flieht</translation>
    </message>
    <message>
        <source>loses %1 stragglers</source>
        <translation>verliert %1 Versprengte</translation>
    </message>
    <message>
        <source>→ spreads</source>
        <translation>→ breitet sich aus</translation>
    </message>
    <message>
        <source>Right-click a unit on the map and choose &lt;b&gt;Force rout&lt;/b&gt; to see how far the panic spreads.</source>
        <translation>Klicke mit der rechten Maustaste auf eine Einheit auf der Karte und wähle &lt;b&gt;Flucht erzwingen&lt;/b&gt;, um zu sehen, wie weit sich die Panik ausbreitet.</translation>
    </message>
    <message>
        <source>Select a row, or click a unit on the map, to see why it held or broke.</source>
        <translation>Wähle eine Zeile oder klicke auf eine Einheit auf der Karte, um zu sehen, warum sie standhielt oder brach.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is forced to rout: it takes no check. Every friendly unit in its hex and the six hexes around it must now check its morale.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; wird zur Flucht gezwungen: Sie legt keine Probe ab. Jede befreundete Einheit in ihrem Hexfeld und den sechs umliegenden Hexfeldern muss nun ihre Moral prüfen.</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::ForcesPanel</name>
    <message>
        <source>infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation>Kavallerie</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>Force</source>
        <translation>Verband</translation>
    </message>
    <message>
        <source>At</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>&lt;b&gt;Orders this turn&lt;/b&gt;</source>
        <translation>&lt;b&gt;Befehle in diesem Zug&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Take back all orders</source>
        <translation>Alle Befehle zurücknehmen</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 nach %2</translation>
    </message>
    <message>
        <source>Tax %1%, tariff %2%</source>
        <translation>Steuer %1%, Zoll %2%</translation>
    </message>
    <message>
        <source>Issue $%1M in greenbacks</source>
        <translation>$%1 Mio. in Greenbacks ausgeben</translation>
    </message>
    <message>
        <source>Call the draft</source>
        <translation>Wehrpflicht einberufen</translation>
    </message>
    <message>
        <source>Raise %1 at %2</source>
        <translation>%1 bei %2 ausheben</translation>
    </message>
    <message>
        <source>Build a %1 at %2</source>
        <translation>%1 bei %2 bauen</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s)</source>
        <translation>
            <numerusform>%n Schiff</numerusform>
            <numerusform>%n Schiffe</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;i&gt;Drag a counter of yours on the map to a city or water to order a move; the path and its days show as you drag.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Ziehe einen deiner Spielsteine auf der Karte auf eine Stadt oder ein Gewässer, um einen Marsch zu befehlen; Weg und Tage werden beim Ziehen angezeigt.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; at %2&lt;br&gt;Commander: %3 (%4)&lt;br&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; bei %2&lt;br&gt;Befehlshaber: %3 (%4)&lt;br&gt;</translation>
    </message>
    <message>
        <source>%1 men, %2 guns</source>
        <translation>%1 Mann, %2 Geschütze</translation>
    </message>
    <message>
        <source>%1 men</source>
        <translation>%1 Mann</translation>
    </message>
    <message>
        <source>quality %1, experience %2</source>
        <translation>Qualität %1, Erfahrung %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; at %2&lt;br&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; bei %2&lt;br&gt;</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 embarks on %2</source>
        <translation>%1 schifft sich auf %2 ein</translation>
    </message>
    <message>
        <source>%1 lands at %2</source>
        <translation>%1 landet bei %2</translation>
    </message>
    <message>
        <source>aboard %1, %2</source>
        <translation>an Bord von %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>Embark on %1 (%n day(s))</source>
        <translation>
            <numerusform>Auf %1 einschiffen (%n Tag)</numerusform>
            <numerusform>Auf %1 einschiffen (%n Tage)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Land at %1 (%n day(s) ashore)</source>
        <translation>
            <numerusform>Bei %1 landen (%n Tag bis an Land)</numerusform>
            <numerusform>Bei %1 landen (%n Tage bis an Land)</numerusform>
        </translation>
    </message>
    <message>
        <source>No transports of ours beside it have room</source>
        <translation>Keine eigenen Transporter in der Nähe haben Platz</translation>
    </message>
    <message>
        <source>No shore beside its fleet&apos;s waters</source>
        <translation>Keine Küste an den Gewässern seiner Flotte</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::FormationForm</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Kommandeur</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Drag a brigade onto the map: its leader and the units not yet placed go there.</source>
        <translation>Ziehen Sie eine Brigade auf die Karte: Der Kommandeur der Brigade und ihre noch nicht platzierten Einheiten werden dort aufgestellt.</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::HandoffScreen</name>
    <message>
        <source>%1 player, your turn</source>
        <translation>%1: Sie sind am Zug</translation>
    </message>
    <message>
        <source>The map stays hidden until you are at the keyboard. The other player looks away.</source>
        <translation>Die Karte bleibt verborgen, bis Sie an der Tastatur sitzen. Der andere Spieler schaut weg.</translation>
    </message>
    <message>
        <source>I am the %1 player — show the map</source>
        <translation>Ich bin am Zug (%1) — Karte anzeigen</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::HistogramWidget</name>
    <message>
        <source>How far the panic spread: units that failed their check in one cascade</source>
        <translation>Wie weit sich die Panik ausbreitete: Einheiten, die in einer Kaskade ihre Probe nicht bestanden</translation>
    </message>
    <message>
        <source>Run the simulation to see the sizes of the cascades.</source>
        <translation>Starte die Simulation, um die Größen der Kaskaden zu sehen.</translation>
    </message>
    <message>
        <source>%1: mean %2 units (%3 cascades)</source>
        <translation>%1: im Mittel %2 Einheiten (%3 Kaskaden)</translation>
    </message>
    <message>
        <source>Setup %1</source>
        <translation>Aufstellung %1</translation>
    </message>
    <message>
        <source>Units that failed (0: the panic stopped at once); bar height: share of the cascades; dashed line: the mean</source>
        <translation>Einheiten, die versagten (0: die Panik endete sofort); Balkenhöhe: Anteil der Kaskaden; gestrichelte Linie: der Mittelwert</translation>
    </message>
    <message>
        <source>units that failed (0: the panic stopped at once)</source>
        <translation>Einheiten, die versagten (0: die Panik endete sofort)</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>Mittelwert</translation>
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
        <translation>%1, Bewertung %2</translation>
    </message>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2 (%3)</translation>
    </message>
    <message>
        <source>Men</source>
        <extracomment>An enemy unit&apos;s strength as a side is told it (to the nearest 50 men).</extracomment>
        <translation>Mann</translation>
    </message>
    <message>
        <source>Guns</source>
        <translation>Geschütze</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Nachschub</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualität</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <source>Facing</source>
        <translation>Ausrichtung</translation>
    </message>
    <message>
        <source>Fatigue</source>
        <translation>Erschöpfung</translation>
    </message>
    <message>
        <source>Ammunition</source>
        <translation>Munition</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hex</translation>
    </message>
    <message>
        <source>not on the map</source>
        <translation>nicht auf der Karte</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Verluste</translation>
    </message>
    <message>
        <source>%1 casualties, %2 stragglers</source>
        <translation>%1 Ausfälle, %2 Versprengte</translation>
    </message>
    <message>
        <source>Commands</source>
        <translation>Befehligt</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Reports to</source>
        <translation>Untersteht</translation>
    </message>
    <message>
        <source>Roads</source>
        <translation>Straßen</translation>
    </message>
    <message>
        <source>Hexsides</source>
        <translation>Hexseiten</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>%1: %2 VP (Union), %3 VP (Confederate)</source>
        <translation>%1: %2 SP (Union), %3 SP (Konföderierte)</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Here</source>
        <translation>Hier</translation>
    </message>
    <message>
        <source>&lt;i&gt;No battle loaded.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Keine Schlacht geladen.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;Point at a unit or a hex; click a unit to select it.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Zeigen Sie auf eine Einheit oder ein Hex; klicken Sie auf eine Einheit, um sie auszuwählen.&lt;/i&gt;</translation>
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
            <numerusform>%1, ab %2 Uhr, %n Zug</numerusform>
            <numerusform>%1, ab %2 Uhr, %n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>etwa %1</translation>
    </message>
    <message>
        <source>As your scouts report it: its quality, fatigue and ammunition are unknown.</source>
        <translation>So melden es Ihre Späher: Qualität, Erschöpfung und Munition sind unbekannt.</translation>
    </message>
    <message>
        <source>Fire from</source>
        <translation>Feuer von</translation>
    </message>
    <message>
        <source>Charge from</source>
        <translation>Angriff von</translation>
    </message>
    <message>
        <source>Threatened next turn</source>
        <translation>Im nächsten Zug bedroht</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::LabMode</name>
    <message>
        <source>&amp;Force rout of %1</source>
        <translation>&amp;Flucht von %1 erzwingen</translation>
    </message>
    <message>
        <source>&amp;Edit in the sandbox</source>
        <translation>Im Sandkasten &amp;bearbeiten</translation>
    </message>
    <message>
        <source>The odds: many cascades</source>
        <translation>Die Chancen: viele Kaskaden</translation>
    </message>
    <message>
        <source>Force the same rout thousands of times with new dice: how likely is each unit to break?</source>
        <translation>Dieselbe Flucht tausendfach mit neuen Würfeln erzwingen: Wie wahrscheinlich bricht jede Einheit?</translation>
    </message>
    <message>
        <source>One cascade, step by step</source>
        <translation>Eine Kaskade, Schritt für Schritt</translation>
    </message>
    <message>
        <source>&lt;b&gt;How to read the map&lt;/b&gt;&lt;br&gt;&lt;span style=&quot;color:#ff8a70&quot;&gt;◯&lt;/span&gt; the unit forced to rout&lt;br&gt;→ panic spreads to a friend in or next to its hex&lt;br&gt;&lt;span style=&quot;background:#287d3c;color:white&quot;&gt;&amp;nbsp;4&amp;nbsp;&lt;/span&gt; morale (quality ± modifiers) &lt;span style=&quot;background:#faf4e2;color:#201c16&quot;&gt;&amp;nbsp;3&amp;nbsp;&lt;/span&gt; the die&lt;br&gt;Die at or below morale: &lt;span style=&quot;color:#7fd08f&quot;&gt;&lt;b&gt;holds&lt;/b&gt;&lt;/span&gt;; above: &lt;span style=&quot;color:#ff8a70&quot;&gt;&lt;b&gt;fails&lt;/b&gt;&lt;/span&gt; (disrupted or routs)</source>
        <translation>&lt;b&gt;So liest man die Karte&lt;/b&gt;&lt;br&gt;&lt;span style=&quot;color:#ff8a70&quot;&gt;◯&lt;/span&gt; die zur Flucht gezwungene Einheit&lt;br&gt;→ Panik greift auf eine befreundete Einheit in oder neben ihrem Hexfeld über&lt;br&gt;&lt;span style=&quot;background:#287d3c;color:white&quot;&gt;&amp;nbsp;4&amp;nbsp;&lt;/span&gt; Moral (Qualität ± Modifikatoren) &lt;span style=&quot;background:#faf4e2;color:#201c16&quot;&gt;&amp;nbsp;3&amp;nbsp;&lt;/span&gt; der Würfel&lt;br&gt;Würfel gleich oder unter der Moral: &lt;span style=&quot;color:#7fd08f&quot;&gt;&lt;b&gt;hält stand&lt;/b&gt;&lt;/span&gt;; darüber: &lt;span style=&quot;color:#ff8a70&quot;&gt;&lt;b&gt;versagt&lt;/b&gt;&lt;/span&gt; (erschüttert oder flieht)</translation>
    </message>
    <message>
        <source>Why each unit held or broke</source>
        <translation>Warum jede Einheit standhielt oder brach</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>Sandkasten</translation>
    </message>
    <message>
        <source>Right-click a unit and choose Force rout. Drag counters to change the situation.</source>
        <translation>Klicke mit der rechten Maustaste auf eine Einheit und wähle Flucht erzwingen. Ziehe Spielsteine, um die Lage zu verändern.</translation>
    </message>
    <message>
        <source>&amp;Close the Lab</source>
        <translation>Labor &amp;schließen</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Reset to the &amp;file</source>
        <translation>Auf die &amp;Datei zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Cascade</source>
        <translation>&amp;Kaskade</translation>
    </message>
    <message>
        <source>&amp;Force rout of the selected unit</source>
        <translation>&amp;Flucht der gewählten Einheit erzwingen</translation>
    </message>
    <message>
        <source>Roll &amp;again (next seed)</source>
        <translation>Erneut &amp;würfeln (nächster Seed)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Ab&amp;spielen</translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation>Schritt &amp;zurück</translation>
    </message>
    <message>
        <source>Step &amp;forward</source>
        <translation>Schritt &amp;vor</translation>
    </message>
    <message>
        <source>To the &amp;start</source>
        <translation>Zum &amp;Anfang</translation>
    </message>
    <message>
        <source>To the &amp;end</source>
        <translation>Zum &amp;Ende</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Frame the cascade</source>
        <translation>&amp;Kaskade einpassen</translation>
    </message>
    <message>
        <source>&amp;Whole map</source>
        <translation>&amp;Ganze Karte</translation>
    </message>
    <message>
        <source>Map &amp;legend</source>
        <translation>Karten&amp;legende</translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation>Experiment</translation>
    </message>
    <message>
        <source>&lt;b&gt;Forced rout of&lt;/b&gt;</source>
        <translation>&lt;b&gt;Erzwungene Flucht von&lt;/b&gt;</translation>
    </message>
    <message>
        <source>In the defensive fire phase a failed check only disrupts; in the other phases it routs</source>
        <translation>In der defensiven Feuerphase erschüttert eine misslungene Probe nur; in den anderen Phasen führt sie zur Flucht</translation>
    </message>
    <message>
        <source>%1 phase</source>
        <translation>%1-Phase</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Night (−2 morale)</source>
        <translation>Nacht (−2 Moral)</translation>
    </message>
    <message>
        <source>Rout limiting</source>
        <translation>Fluchtbegrenzung</translation>
    </message>
    <message>
        <source>Optional rule: each ring after the first checks with +1 morale more, so the panic dies down as it spreads</source>
        <translation>Optionale Regel: Jeder Ring nach dem ersten prüft mit +1 Moral mehr, sodass die Panik bei ihrer Ausbreitung abklingt</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>The dice are seeded: the same seed rolls the same cascade</source>
        <translation>Die Würfel haben einen Seed: Derselbe Seed würfelt dieselbe Kaskade</translation>
    </message>
    <message>
        <source>Playback</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>&lt;i&gt;no unit yet: right-click one&lt;/i&gt;</source>
        <translation>&lt;i&gt;noch keine Einheit: rechtsklicke eine&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; routs. Friendly units checked their morale %2 times in %3 rings; %4 failed.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; flieht. Befreundete Einheiten prüften ihre Moral %2-mal in %3 Ringen; %4 versagten.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; routs, but no friendly unit stands in or next to its hex: the panic goes no further.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; flieht, aber keine befreundete Einheit steht in oder neben ihrem Hexfeld: Die Panik breitet sich nicht weiter aus.</translation>
    </message>
    <message>
        <source>Choose a unit to rout</source>
        <translation>Wähle eine Einheit für die Flucht</translation>
    </message>
    <message>
        <source>Nobody else checks</source>
        <translation>Niemand sonst prüft</translation>
    </message>
    <message numerus="yes">
        <source>The rout: %n check(s) to come</source>
        <translation>
            <numerusform>Die Flucht: noch %n Probe</numerusform>
            <numerusform>Die Flucht: noch %n Proben</numerusform>
        </translation>
    </message>
    <message>
        <source>Ring %1 of %2 · check %3 of %4</source>
        <translation>Ring %1 von %2 · Probe %3 von %4</translation>
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
        <translation>Kaskaden-Labor</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::LabSession</name>
    <message>
        <source>reset to the file</source>
        <translation>auf die Datei zurücksetzen</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>%1 bewegen</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::Mode</name>
    <message>
        <source>%1: this mode opens no files</source>
        <translation>%1: diese Ansicht öffnet keine Dateien</translation>
    </message>
    <message>
        <source>%1: there is nothing to save</source>
        <translation>%1: es gibt nichts zu speichern</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::ModeWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptleiste</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
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
        <translation>Zu simulierende Kaskaden:</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Force the unit to rout again and again, each time with new dice, and count what happens</source>
        <translation>Die Einheit immer wieder zur Flucht zwingen, jedes Mal mit neuen Würfeln, und zählen, was geschieht</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>%v of %m cascades</source>
        <translation>%v von %m Kaskaden</translation>
    </message>
    <message>
        <source>Save picture…</source>
        <translation>Bild speichern…</translation>
    </message>
    <message>
        <source>Save table (CSV)…</source>
        <translation>Tabelle speichern (CSV)…</translation>
    </message>
    <message>
        <source>Show the difference from the first setup</source>
        <translation>Unterschied zur ersten Aufstellung anzeigen</translation>
    </message>
    <message>
        <source>Save picture</source>
        <translation>Bild speichern</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Save table</source>
        <translation>Tabelle speichern</translation>
    </message>
    <message>
        <source>CSV tables (*.csv)</source>
        <translation>CSV-Tabellen (*.csv)</translation>
    </message>
    <message>
        <source>Rolling the dice…</source>
        <translation>Würfle…</translation>
    </message>
    <message>
        <source>Done in %1 s</source>
        <translation>Fertig in %1 s</translation>
    </message>
    <message>
        <source>Cancelled: the maps show the cascades rolled so far</source>
        <translation>Abgebrochen: Die Karten zeigen die bisher gewürfelten Kaskaden</translation>
    </message>
    <message>
        <source>Change in the chance to rout: this setup minus the first</source>
        <translation>Änderung der Fluchtwahrscheinlichkeit: diese Aufstellung minus die erste</translation>
    </message>
    <message>
        <source>Change in the chance to be disrupted: this setup minus the first</source>
        <translation>Änderung der Wahrscheinlichkeit, erschüttert zu werden: diese Aufstellung minus die erste</translation>
    </message>
    <message>
        <source>Chance that the unit routs when the ringed unit is forced to rout</source>
        <translation>Wahrscheinlichkeit, dass die Einheit flieht, wenn die umringte Einheit zur Flucht gezwungen wird</translation>
    </message>
    <message>
        <source>Chance that the unit is disrupted when the ringed unit is forced to rout</source>
        <translation>Wahrscheinlichkeit, dass die Einheit erschüttert wird, wenn die umringte Einheit zur Flucht gezwungen wird</translation>
    </message>
    <message>
        <source>Guns unlimbered in battery never rout: a failure only disrupts them.</source>
        <translation>Abgeprotzte Geschütze in Stellung fliehen nie: Ein Versagen erschüttert sie nur.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>defensive fire phase (a failure disrupts)</source>
        <translation>defensive Feuerphase (Versagen erschüttert)</translation>
    </message>
    <message>
        <source>a failure routs</source>
        <translation>Versagen führt zur Flucht</translation>
    </message>
    <message>
        <source>night (−2 on every check)</source>
        <translation>Nacht (−2 auf jede Probe)</translation>
    </message>
    <message>
        <source>day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Rout Limiting on</source>
        <translation>Fluchtbegrenzung an</translation>
    </message>
    <message>
        <source>On average %1 units broke besides the one forced to rout.</source>
        <translation>Im Durchschnitt brachen %1 Einheiten neben der zur Flucht gezwungenen.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::NavalBattleWidget</name>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <source>The same battle, orders and seed always give the same result</source>
        <translation>Dasselbe Gefecht mit denselben Befehlen und demselben Seed führt immer zum selben Ergebnis</translation>
    </message>
    <message>
        <source>I have the screen — show my squadron</source>
        <translation>Ich habe den Bildschirm — mein Geschwader anzeigen</translation>
    </message>
    <message>
        <source>« Start</source>
        <translation>« Anfang</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Weiter ›</translation>
    </message>
    <message>
        <source>End »</source>
        <translation>Ende »</translation>
    </message>
    <message>
        <source>Ship or battery</source>
        <translation>Schiff oder Batterie</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Fate</source>
        <translation>Verbleib</translation>
    </message>
    <message>
        <source>Hull</source>
        <translation>Rumpf</translation>
    </message>
    <message>
        <source>Propulsion</source>
        <translation>Antrieb</translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation>Verluste</translation>
    </message>
    <message>
        <source>Narration</source>
        <translation>Gefechtsbericht</translation>
    </message>
    <message>
        <source>Unit and factor</source>
        <translation>Einheit und Faktor</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Explain strength</source>
        <translation>Stärkeberechnung</translation>
    </message>
    <message>
        <source>The computer gives the %1 orders; they are kept secret until the battle.</source>
        <translation>Der Computer erteilt die Befehle der %1; sie bleiben bis zum Gefecht geheim.</translation>
    </message>
    <message>
        <source>Continue with the %1 orders</source>
        <translation>Weiter mit den Befehlen der %1</translation>
    </message>
    <message>
        <source>Seal the %1 orders and hand over</source>
        <translation>Befehle der %1 versiegeln und übergeben</translation>
    </message>
    <message>
        <source>Resolve the battle</source>
        <translation>Gefecht auswerten</translation>
    </message>
    <message>
        <source>&lt;h2&gt;The %1 orders are sealed.&lt;/h2&gt;&lt;p&gt;Pass the screen to the %2 player.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Die Befehle der %1 sind versiegelt.&lt;/h2&gt;&lt;p&gt;Übergeben Sie den Bildschirm an den Spieler der %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Aktuell</translation>
    </message>
    <message>
        <source>The squadrons meet. Press &lt;b&gt;Next ›&lt;/b&gt; to follow the battle event by event, or &lt;b&gt;End »&lt;/b&gt; for the result.</source>
        <translation>Die Geschwader treffen aufeinander. Drücken Sie &lt;b&gt;Weiter ›&lt;/b&gt;, um das Gefecht Ereignis für Ereignis zu verfolgen, oder &lt;b&gt;Ende »&lt;/b&gt; für das Ergebnis.</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Nächstes: %1</translation>
    </message>
    <message>
        <source>Before the battle</source>
        <translation>Vor dem Gefecht</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;No battle.&lt;/b&gt; Nobody was ordered to engage or to run past.</source>
        <translation>&lt;b&gt;Kein Gefecht.&lt;/b&gt; Niemand hatte Befehl zum Angriff oder zur Vorbeifahrt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 victory.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Sieg der %1.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;No winner.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Kein Sieger.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Laurels: Union %1, Confederate %2 · Loss points: Union %3, Confederate %4 · Casualties: Union %5, Confederate %6</source>
        <translation>Lorbeeren: Union %1, Konföderierte %2 · Verlustpunkte: Union %3, Konföderierte %4 · Verluste: Union %5, Konföderierte %6</translation>
    </message>
    <message>
        <source> (broke off)</source>
        <translation> (Gefecht abgebrochen)</translation>
    </message>
    <message>
        <source>naval battery</source>
        <translation>Küstenbatterie</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>vernichtet</translation>
    </message>
    <message>
        <source>%1 of %2 batteries</source>
        <translation>%1 von %2 Batterien</translation>
    </message>
    <message>
        <source>No unit fought: there is no strength to explain.</source>
        <translation>Keine Einheit hat gekämpft: es gibt keine Stärke zu erklären.</translation>
    </message>
    <message>
        <source>Historically</source>
        <translation>Historisch</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::NavalMode</name>
    <message>
        <source>&amp;Naval battle</source>
        <translation>&amp;Seegefecht</translation>
    </message>
    <message>
        <source>&amp;Close the naval battle</source>
        <translation>Seegefecht &amp;schließen</translation>
    </message>
    <message>
        <source>Naval battle</source>
        <translation>Seegefecht</translation>
    </message>
    <message>
        <source>Naval battle — %1</source>
        <translation>Seegefecht — %1</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::NavalOrdersPanel</name>
    <message>
        <source>&lt;b&gt;%1 orders&lt;/b&gt; — for the whole squadron, or ship by ship</source>
        <translation>&lt;b&gt;Befehle der %1&lt;/b&gt; — für das ganze Geschwader oder Schiff für Schiff</translation>
    </message>
    <message>
        <source>Suggest orders</source>
        <translation>Befehle vorschlagen</translation>
    </message>
    <message>
        <source>Fill in the orders the naval computer player would give</source>
        <translation>Die Befehle eintragen, die der Computer-Spieler im Seegefecht geben würde</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Gefecht</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Distanz</translation>
    </message>
    <message>
        <source>Aim at</source>
        <translation>Zielen auf</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <source>Break off</source>
        <translation>Gefecht abbrechen</translation>
    </message>
    <message>
        <source>If beaten, flee</source>
        <translation>Bei Niederlage Flucht</translation>
    </message>
    <message>
        <source>&lt;i&gt;Whole squadron&lt;/i&gt;</source>
        <translation>&lt;i&gt;Ganzes Geschwader&lt;/i&gt;</translation>
    </message>
    <message>
        <source>(as below)</source>
        <translation>(wie unten)</translation>
    </message>
    <message>
        <source>Only in coastal waters does a beaten squadron choose between harbor and open sea</source>
        <translation>Nur in Küstengewässern wählt ein geschlagenes Geschwader zwischen Hafen und offener See</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::NavalSceneView</name>
    <message>
        <source>close quarters</source>
        <translation>auf Nahdistanz</translation>
    </message>
    <message>
        <source>at range</source>
        <translation>auf Distanz</translation>
    </message>
    <message>
        <source>guns %1/%2</source>
        <translation>Geschütze %1/%2</translation>
    </message>
    <message>
        <source>men %1</source>
        <translation>%1 Mann</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>vernichtet</translation>
    </message>
    <message>
        <source>hull %1</source>
        <translation>Rumpf %1</translation>
    </message>
    <message>
        <source>prop. %1</source>
        <translation>Antr. %1</translation>
    </message>
    <message>
        <source>crew %1%</source>
        <translation>Besatzung %1%</translation>
    </message>
    <message>
        <source>sheltered</source>
        <translation>geschützt</translation>
    </message>
    <message>
        <source>broke off</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>onshore wind</source>
        <translation>auflandiger Wind</translation>
    </message>
    <message>
        <source>offshore wind</source>
        <translation>ablandiger Wind</translation>
    </message>
    <message>
        <source>%1 to windward</source>
        <translation>%1 in Luv</translation>
    </message>
    <message>
        <source>round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>Bars: hull · propulsion · crew (full = undamaged)</source>
        <translation>Balken: Rumpf · Antrieb · Besatzung (voll = unbeschädigt)</translation>
    </message>
    <message>
        <source>%1 victory</source>
        <translation>Sieg der %1</translation>
    </message>
    <message>
        <source>No winner</source>
        <translation>Kein Sieger</translation>
    </message>
    <message>
        <source>No battle</source>
        <translation>Kein Gefecht</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::NetGameDialog</name>
    <message>
        <source>the same on both sides</source>
        <translation>auf beiden Seiten dasselbe</translation>
    </message>
    <message>
        <source>You, at this window</source>
        <translation>Sie, an diesem Fenster</translation>
    </message>
    <message>
        <source>The computer, for you</source>
        <translation>Der Computer, für Sie</translation>
    </message>
    <message>
        <source>none found (only this machine)</source>
        <translation>keine gefunden (nur dieser Rechner)</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Netzwerkspiel</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>You command</source>
        <translation>Sie befehligen</translation>
    </message>
    <message>
        <source>Orders given by</source>
        <translation>Befehle gibt</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Game password</source>
        <translation>Spielpasswort</translation>
    </message>
    <message>
        <source>Your opponent joins one of this machine&apos;s addresses: %1</source>
        <translation>Ihr Gegner verbindet sich mit einer der Adressen dieses Rechners: %1</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>Spiel ausrichten</translation>
    </message>
    <message>
        <source>Host&apos;s address</source>
        <translation>Adresse des Gastgebers</translation>
    </message>
    <message>
        <source>You command the side the host leaves; the battle and its rules are the host&apos;s.</source>
        <translation>Sie befehligen die Seite, die der Gastgeber frei lässt; Schlacht und Regeln bestimmt der Gastgeber.</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>Spiel beitreten</translation>
    </message>
    <message>
        <source>The connection is encrypted with a key made from the game password: without it no one can join or read the game. Choose a password that is hard to guess.</source>
        <translation>Die Verbindung wird mit einem aus dem Spielpasswort gebildeten Schlüssel verschlüsselt: ohne es kann niemand beitreten oder mitlesen. Wählen Sie ein schwer zu erratendes Passwort.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Ausrichten</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::NetworkGame</name>
    <message>
        <source>Waiting for your opponent to join on port %1.</source>
        <translation>Warte auf Ihren Gegner an Port %1.</translation>
    </message>
    <message>
        <source>Joining %1:%2…</source>
        <translation>Verbinde mit %1:%2…</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>The battle is over; both sides&apos; logs agree.</source>
        <translation>Die Schlacht ist vorbei; die Protokolle beider Seiten stimmen überein.</translation>
    </message>
    <message>
        <source>Connected (TLS, the game password&apos;s key).</source>
        <translation>Verbunden (TLS, Schlüssel aus dem Spielpasswort).</translation>
    </message>
    <message>
        <source>The connection was lost (%1). Resuming…</source>
        <translation>Die Verbindung ist abgebrochen (%1). Wird fortgesetzt…</translation>
    </message>
    <message>
        <source>The connection is back; nothing was lost.</source>
        <translation>Die Verbindung steht wieder; nichts ging verloren.</translation>
    </message>
    <message>
        <source>%1 as %2: the dice come from both sides&apos; nonces (seed %3).</source>
        <translation>%1 als %2: die Würfel kommen aus den Nonces beider Seiten (Startwert %3).</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>the opponent closed the game</source>
        <translation>der Gegner hat das Spiel geschlossen</translation>
    </message>
    <message>
        <source>The network game stopped: %1</source>
        <translation>Das Netzwerkspiel wurde beendet: %1</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::NewBattleDialog</name>
    <message>
        <source>New battle</source>
        <translation>Neue Schlacht</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Fog of war: enemies out of sight are hidden</source>
        <translation>Nebel des Krieges: Feinde außer Sicht sind verborgen</translation>
    </message>
    <message>
        <source>Rout limiting: the further a rout spreads, the steadier the units it reaches</source>
        <translation>Fluchtbegrenzung: Je weiter sich eine Flucht ausbreitet, desto standhafter sind die Einheiten, die sie erreicht</translation>
    </message>
    <message>
        <source>Optional rules</source>
        <translation>Optionale Regeln</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n turn(s)</source>
        <translation>
            <numerusform>%1, %n Zug</numerusform>
            <numerusform>%1, %n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>Play by e-mail</source>
        <translation>Spiel per E-Mail</translation>
    </message>
    <message>
        <source>I play the</source>
        <translation>Ich spiele</translation>
    </message>
    <message>
        <source>My password</source>
        <translation>Mein Passwort</translation>
    </message>
    <message>
        <source>My opponent&apos;s password</source>
        <translation>Passwort meines Gegners</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Folder for the turn files</source>
        <translation>Ordner für die Zugdateien</translation>
    </message>
    <message>
        <source>Turn files go to</source>
        <translation>Zugdateien nach</translation>
    </message>
    <message>
        <source>You set both passwords: tell your opponent theirs. Each of your turns is written to a file for you to send; theirs come back as files, opened with File → Open turn…</source>
        <translation>Sie legen beide Passwörter fest: teilen Sie Ihrem Gegner seines mit. Jeder Ihrer Züge wird in eine Datei geschrieben, die Sie versenden; seine kommen als Dateien zurück, geöffnet mit Datei → Zug öffnen…</translation>
    </message>
    <message>
        <source>Give both passwords: yours, and the one your opponent will open their turns with.</source>
        <translation>Beide Passwörter angeben: Ihres und das, mit dem Ihr Gegner seine Züge öffnet.</translation>
    </message>
    <message>
        <source>The two passwords must differ: each opens only its own side&apos;s turns.</source>
        <translation>Die beiden Passwörter müssen verschieden sein: jedes öffnet nur die Züge seiner Seite.</translation>
    </message>
    <message>
        <source>Choose the folder the turn files go to.</source>
        <translation>Wählen Sie den Ordner für die Zugdateien.</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::NewCampaignDialog</name>
    <message>
        <source>New campaign</source>
        <translation>Neuer Feldzug</translation>
    </message>
    <message>
        <source>A player</source>
        <translation>Ein Spieler</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Der Computer</translation>
    </message>
    <message>
        <source>The Union:</source>
        <translation>Die Union:</translation>
    </message>
    <message>
        <source>The Confederacy:</source>
        <translation>Die Konföderation:</translation>
    </message>
    <message>
        <source>Seed of the dice:</source>
        <translation>Seed der Würfel:</translation>
    </message>
    <message>
        <source>Begin the war</source>
        <translation>Krieg beginnen</translation>
    </message>
    <message numerus="yes">
        <source>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;&lt;i&gt;From %3: %n campaign(s) of %4 turns.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;&lt;i&gt;Ab %3: %n Feldzug mit %4 Zügen.&lt;/i&gt;&lt;/p&gt;</numerusform>
            <numerusform>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;&lt;i&gt;Ab %3: %n Feldzüge mit je %4 Zügen.&lt;/i&gt;&lt;/p&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hardtack::ui::ObjectiveDialog</name>
    <message>
        <source>Objective</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>New objective</source>
        <translation>Neues Ziel</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source> VP</source>
        <translation> SP</translation>
    </message>
    <message>
        <source>Worth to the %1</source>
        <translation>Wert für die Seite %1</translation>
    </message>
    <message>
        <source>A side scores an objective it holds at the end; it holds it from when one of its units last stood there.</source>
        <translation>Eine Seite erhält die Punkte eines Ziels, das sie am Ende hält; ein Ziel hält die Seite, deren Einheit zuletzt dort stand.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::OobPanel</name>
    <message numerus="yes">
        <source>%n gun(s)</source>
        <translation>
            <numerusform>%n Geschütz</numerusform>
            <numerusform>%n Geschütze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n men</source>
        <translation>
            <numerusform>%n Mann</numerusform>
            <numerusform>%n Mann</numerusform>
        </translation>
    </message>
    <message>
        <source>Formation / unit</source>
        <translation>Verband / Einheit</translation>
    </message>
    <message>
        <source>Not on the map</source>
        <translation>Nicht auf der Karte</translation>
    </message>
    <message>
        <source>Leader / strength</source>
        <translation>Kommandeur / Stärke</translation>
    </message>
    <message>
        <source>%1, rating %2</source>
        <translation>%1, Bewertung %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln men</source>
        <translation>
            <numerusform>%Ln Mann</numerusform>
            <numerusform>%Ln Mann</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %Ln gun(s)</source>
        <translation>
            <numerusform>, %Ln Geschütz</numerusform>
            <numerusform>, %Ln Geschütze</numerusform>
        </translation>
    </message>
    <message>
        <source>about %1 men</source>
        <extracomment>An enemy unit&apos;s strength as reported (to the nearest 50 men).</extracomment>
        <translation>etwa %1 Mann</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) in sight</source>
        <translation>
            <numerusform>%n Einheit in Sicht</numerusform>
            <numerusform>%n Einheiten in Sicht</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hardtack::ui::PbemGame</name>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: kann nicht schreiben: %2</translation>
    </message>
    <message>
        <source>Sen&amp;d turn…</source>
        <translation>Zug sen&amp;den…</translation>
    </message>
    <message>
        <source>Write your turn to a file for your opponent (play by e-mail)</source>
        <translation>Ihren Zug in eine Datei für den Gegner schreiben (Spiel per E-Mail)</translation>
    </message>
    <message>
        <source>Open &amp;turn…</source>
        <translation>Zu&amp;g öffnen…</translation>
    </message>
    <message>
        <source>Open your opponent&apos;s turn file, check it and play on (play by e-mail)</source>
        <translation>Die Zugdatei des Gegners öffnen, prüfen und weiterspielen (Spiel per E-Mail)</translation>
    </message>
    <message>
        <source>Send turn…</source>
        <translation>Zug senden…</translation>
    </message>
    <message>
        <source>Open turn…</source>
        <translation>Zug öffnen…</translation>
    </message>
    <message>
        <source>Your turn is over: Send turn… writes it to a file for your opponent.</source>
        <translation>Ihr Zug ist beendet: Zug senden… schreibt ihn in eine Datei für Ihren Gegner.</translation>
    </message>
    <message>
        <source>Cannot make the folder %1.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Give both players&apos; passwords.</source>
        <translation>Die Passwörter beider Spieler angeben.</translation>
    </message>
    <message>
        <source>The two passwords must differ: each opens only its own side&apos;s turns.</source>
        <translation>Die beiden Passwörter müssen verschieden sein: jedes öffnet nur die Züge seiner Seite.</translation>
    </message>
    <message>
        <source>Cannot make the folder %1 for the turn files.</source>
        <translation>Der Ordner %1 für die Zugdateien kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>The %1 side moves first: Send turn… writes the game&apos;s first file for your opponent.</source>
        <translation>Die Seite %1 zieht zuerst: Zug senden… schreibt die erste Datei des Spiels für Ihren Gegner.</translation>
    </message>
    <message>
        <source>There is no turn of yours to send now.</source>
        <translation>Jetzt gibt es keinen Zug von Ihnen zu senden.</translation>
    </message>
    <message>
        <source>Sent to %1. When your opponent&apos;s turn comes, open it with Open turn….</source>
        <translation>Nach %1 geschrieben. Wenn der Zug Ihres Gegners kommt, öffnen Sie ihn mit Zug öffnen….</translation>
    </message>
    <message>
        <source>%1

(Checked against the last turn file of this game on this computer, of %2.)</source>
        <translation>%1

(Geprüft gegen die letzte Zugdatei dieses Spiels auf diesem Rechner, vom %2.)</translation>
    </message>
    <message>
        <source>%1: $.previous: this file follows a turn file this computer never sent nor opened</source>
        <translation>%1: $.previous: diese Datei folgt einer Zugdatei, die dieser Rechner nie gesendet oder geöffnet hat</translation>
    </message>
    <message>
        <source>%1: $.previous: a game this computer does not know, and not its first turn file: open the game&apos;s turn files in order from its first</source>
        <translation>%1: $.previous: ein Spiel, das dieser Rechner nicht kennt, und nicht seine erste Zugdatei: öffnen Sie die Zugdateien des Spiels der Reihe nach ab der ersten</translation>
    </message>
    <message>
        <source>%1: wrong password for %2, whose turn it is</source>
        <translation>%1: falsches Passwort für %2, die am Zug ist</translation>
    </message>
    <message>
        <source>Cannot send the turn</source>
        <translation>Der Zug kann nicht gesendet werden</translation>
    </message>
    <message>
        <source>Turn sent</source>
        <translation>Zug gesendet</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Your turn is in a file&lt;/h3&gt;&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;in the folder &lt;tt&gt;%2&lt;/tt&gt;&lt;/p&gt;&lt;p&gt;Send it to your opponent, attached to an e-mail or any way you like. They open it with &lt;i&gt;File → Open turn…&lt;/i&gt; and their password; their turn comes back the same way.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ihr Zug steht in einer Datei&lt;/h3&gt;&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;im Ordner &lt;tt&gt;%2&lt;/tt&gt;&lt;/p&gt;&lt;p&gt;Schicken Sie sie Ihrem Gegner, als Anhang einer E-Mail oder wie Sie wollen. Er öffnet sie mit &lt;i&gt;Datei → Zug öffnen…&lt;/i&gt; und seinem Passwort; sein Zug kommt auf demselben Weg zurück.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Write an e-mail…</source>
        <translation>E-Mail schreiben…</translation>
    </message>
    <message>
        <source>Open the folder</source>
        <translation>Ordner öffnen</translation>
    </message>
    <message>
        <source>Hardtack: %1, my turn</source>
        <translation>Hardtack: %1, mein Zug</translation>
    </message>
    <message>
        <source>My turn of our Hardtack game is in the file %1 (attach it). Open it with File → Open turn… and your password.</source>
        <translation>Mein Zug in unserem Hardtack-Spiel steht in der Datei %1 (bitte anhängen). Öffne sie mit Datei → Zug öffnen… und deinem Passwort.</translation>
    </message>
    <message>
        <source>No mail program</source>
        <translation>Kein E-Mail-Programm</translation>
    </message>
    <message>
        <source>No mail program opened. Send the file %1 your own way.</source>
        <translation>Kein E-Mail-Programm wurde geöffnet. Schicken Sie die Datei %1 auf Ihre Weise.</translation>
    </message>
    <message>
        <source>Open a turn file</source>
        <translation>Eine Zugdatei öffnen</translation>
    </message>
    <message>
        <source>Turn files (*.hardtack-turn.json);;Hardtack files (*.json);;All files (*)</source>
        <translation>Zugdateien (*.hardtack-turn.json);;Hardtack-Dateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot open the turn file</source>
        <translation>Die Zugdatei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Open turn</source>
        <translation>Zug öffnen</translation>
    </message>
    <message>
        <source>It is the %1 turn. The %1 player&apos;s password:</source>
        <translation>Die Seite %1 ist am Zug. Das Passwort des Spielers der Seite %1:</translation>
    </message>
    <message>
        <source>Wrong password</source>
        <translation>Falsches Passwort</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Your own turn file&lt;/h3&gt;&lt;p&gt;The game resumes where you sent it, waiting for the %1 turn.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ihre eigene Zugdatei&lt;/h3&gt;&lt;p&gt;Das Spiel geht dort weiter, wo Sie sie gesendet haben, und wartet auf den Zug der Seite %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The %1 turn: verified&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Der Zug der Seite %1: geprüft&lt;/h3&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;Its %n order(s), from turn %1, %2 phase, were played again from the battle&apos;s start: they are legal and give the result the file states.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;Sein %n Befehl, ab Zug %1, Phase %2, wurde vom Beginn der Schlacht an nachgespielt: er ist regelgerecht und ergibt das Ergebnis, das die Datei angibt.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Seine %n Befehle, ab Zug %1, Phase %2, wurden vom Beginn der Schlacht an nachgespielt: sie sind regelgerecht und ergeben das Ergebnis, das die Datei angibt.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;A new game for this computer: you play the %1 side.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein neues Spiel für diesen Rechner: Sie spielen die Seite %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The sender began this turn %1 times&lt;/b&gt; on their computer: it was taken up again after it had begun (perhaps to play it over with other dice).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Der Absender hat diesen Zug %1-mal begonnen&lt;/b&gt; auf seinem Rechner: er wurde nach seinem Beginn erneut aufgenommen (vielleicht, um ihn mit anderen Würfeln neu zu spielen).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The sender began this turn once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Absender hat diesen Zug einmal begonnen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The battle is over.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Schlacht ist vorbei.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Now the %1 side plays turn %2, %3 phase. First, what your side saw of the %4 turn.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jetzt spielt die Seite %1 Zug %2, Phase %3. Zuerst, was Ihre Seite vom Zug der Seite %4 sah.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Turn received</source>
        <translation>Zug empfangen</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::PhaseBar</name>
    <message>
        <source>&lt;b&gt;Turn %1&lt;/b&gt; of %2</source>
        <translation>&lt;b&gt;Zug %1&lt;/b&gt; von %2</translation>
    </message>
    <message>
        <source>night</source>
        <translation>Nacht</translation>
    </message>
    <message>
        <source>dawn</source>
        <translation>Morgendämmerung</translation>
    </message>
    <message>
        <source>dusk</source>
        <translation>Abenddämmerung</translation>
    </message>
    <message>
        <source>day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; phase</source>
        <translation>Phase: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The battle is over.</source>
        <translation>Die Schlacht ist vorbei.</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) can still act</source>
        <translation>
            <numerusform>%n Einheit kann noch handeln</numerusform>
            <numerusform>%n Einheiten können noch handeln</numerusform>
        </translation>
    </message>
    <message>
        <source>no unit can act</source>
        <translation>keine Einheit kann handeln</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::SandboxPanel</name>
    <message>
        <source>%1 (morale %2)</source>
        <translation>%1 (Moral %2)</translation>
    </message>
    <message>
        <source>From %1: medium fatigue, −1 morale; from %2: high fatigue, −2 morale</source>
        <translation>Ab %1: mittlere Erschöpfung, −1 Moral; ab %2: hohe Erschöpfung, −2 Moral</translation>
    </message>
    <message>
        <source>&amp;Quality</source>
        <translation>&amp;Qualität</translation>
    </message>
    <message>
        <source>&amp;Fatigue</source>
        <translation>&amp;Erschöpfung</translation>
    </message>
    <message>
        <source>&amp;Ammunition</source>
        <translation>&amp;Munition</translation>
    </message>
    <message>
        <source>&amp;Status</source>
        <translation>&amp;Status</translation>
    </message>
    <message>
        <source>F&amp;ormation</source>
        <translation>F&amp;ormation</translation>
    </message>
    <message>
        <source>Drag a unit or a leader on the map to move it. Every change can be undone.</source>
        <translation>Ziehe eine Einheit oder einen Anführer auf der Karte, um sie zu bewegen. Jede Änderung kann rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>&amp;Reset to the file</source>
        <translation>Auf die Datei &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>change quality</source>
        <translation>Qualität ändern</translation>
    </message>
    <message>
        <source>change fatigue</source>
        <translation>Erschöpfung ändern</translation>
    </message>
    <message>
        <source>change ammunition</source>
        <translation>Munition ändern</translation>
    </message>
    <message>
        <source>change status</source>
        <translation>Status ändern</translation>
    </message>
    <message>
        <source>change formation</source>
        <translation>Formation ändern</translation>
    </message>
    <message>
        <source>Click a unit on the map to edit it.</source>
        <translation>Klicke auf eine Einheit auf der Karte, um sie zu bearbeiten.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>undo text: unit, change</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::ScenarioPropertiesDialog</name>
    <message>
        <source>Scenario properties</source>
        <translation>Szenarioeigenschaften</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Fog of war</source>
        <translation>Nebel des Krieges</translation>
    </message>
    <message>
        <source>Rout limiting (optional rule)</source>
        <translation>Fluchtbegrenzung (optionale Regel)</translation>
    </message>
    <message>
        <source> VP</source>
        <translation> SP</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>First turn at</source>
        <translation>Erster Zug um</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Dawn</source>
        <translation>Morgendämmerung</translation>
    </message>
    <message>
        <source>Dusk</source>
        <translation>Abenddämmerung</translation>
    </message>
    <message>
        <source>A day turn</source>
        <translation>Dauer eines Tageszugs</translation>
    </message>
    <message>
        <source>A night turn</source>
        <translation>Dauer eines Nachtzugs</translation>
    </message>
    <message>
        <source>Moves first</source>
        <translation>Zieht zuerst</translation>
    </message>
    <message>
        <source>Minor victory at</source>
        <translation>Knapper Sieg ab</translation>
    </message>
    <message>
        <source>Major victory at</source>
        <translation>Entscheidender Sieg ab</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>&amp;Allgemein</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Französisch</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Briefing</source>
        <translation>Lagebesprechung</translation>
    </message>
    <message>
        <source>A historical battle: show the armies&apos; losses beside the player&apos;s</source>
        <translation>Historische Schlacht: die Verluste der Armeen neben denen des Spielers zeigen</translation>
    </message>
    <message>
        <source>total</source>
        <translation>gesamt</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>gefallen</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>verwundet</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>vermisst</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Union victory</source>
        <translation>Sieg der Union</translation>
    </message>
    <message>
        <source>Confederate victory</source>
        <translation>Sieg der Konföderierten</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Anmerkung</translation>
    </message>
    <message>
        <source>Sources of the figures</source>
        <translation>Quellen der Zahlen</translation>
    </message>
    <message>
        <source>Sources of the scenario</source>
        <translation>Quellen des Szenarios</translation>
    </message>
    <message>
        <source>&amp;History and sources</source>
        <translation>&amp;Geschichte und Quellen</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::ScoreChart</name>
    <message>
        <source>The war&apos;s victory scores</source>
        <translation>Die Siegpunkte des Krieges</translation>
    </message>
    <message>
        <source>Turn (two weeks each)</source>
        <translation>Zug (je zwei Wochen)</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>0: a side whose morale falls to 0 sues for peace</source>
        <translation>0: Eine Seite, deren Moral auf 0 fällt, bittet um Frieden</translation>
    </message>
    <message>
        <source>250: after the sixth campaign the Union wins only above this</source>
        <translation>250: Nach dem sechsten Feldzug gewinnt die Union nur darüber</translation>
    </message>
    <message>
        <source>1000: Europe intervenes and the Confederacy wins</source>
        <translation>1000: Europa interveniert und die Konföderation gewinnt</translation>
    </message>
    <message>
        <source>Campaign %1</source>
        <translation>Feldzug %1</translation>
    </message>
    <message>
        <source>winter</source>
        <translation>Winter</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::ScoreGauges</name>
    <message>
        <source>peace</source>
        <translation>Frieden</translation>
    </message>
    <message>
        <source>250</source>
        <translation>250</translation>
    </message>
    <message>
        <source>intervention</source>
        <translation>Intervention</translation>
    </message>
    <message>
        <source>Union morale: at 0 the Union sues for peace. After the sixth campaign the Union wins only if its morale is above 250.</source>
        <translation>Moral der Union: Bei 0 bittet die Union um Frieden. Nach dem sechsten Feldzug gewinnt die Union nur, wenn ihre Moral über 250 liegt.</translation>
    </message>
    <message>
        <source>Confederate morale: at 0 the Confederacy sues for peace.</source>
        <translation>Konföderierte Moral: Bei 0 bittet die Konföderation um Frieden.</translation>
    </message>
    <message>
        <source>International opinion: at 1000 Britain and France intervene and the Confederacy wins.</source>
        <translation>Internationale Meinung: Bei 1000 intervenieren Großbritannien und Frankreich und die Konföderation gewinnt.</translation>
    </message>
    <message>
        <source>unchanged this turn</source>
        <translation>unverändert in diesem Zug</translation>
    </message>
    <message>
        <source>%1%2 this turn</source>
        <translation>%1%2 in diesem Zug</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>&lt;small&gt;A new language applies from the next start.&lt;/small&gt;</source>
        <translation>&lt;small&gt;Eine neue Sprache gilt ab dem nächsten Start.&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animationen</translation>
    </message>
    <message>
        <source>Colour-blind-safe palette</source>
        <translation>Farbpalette für Farbenblinde</translation>
    </message>
    <message>
        <source>Hex grid</source>
        <translation>Hexraster</translation>
    </message>
    <message>
        <source>Save automatically at the end of every phase</source>
        <translation>Automatisch am Ende jeder Phase speichern</translation>
    </message>
    <message>
        <source>Hex coordinates on the map</source>
        <translation>Hex-Koordinaten auf der Karte</translation>
    </message>
    <message>
        <source>Pass fire and melee phases in which none of my units can act</source>
        <translation>Feuer- und Nahkampfphasen überspringen, in denen keine meiner Einheiten handeln kann</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::TreasuryPanel</name>
    <message>
        <source>$%1M</source>
        <translation>$%1 Mio.</translation>
    </message>
    <message>
        <source>Infantry brigade</source>
        <translation>Infanteriebrigade</translation>
    </message>
    <message>
        <source>Cavalry brigade</source>
        <translation>Kavalleriebrigade</translation>
    </message>
    <message>
        <source>Artillery battalion</source>
        <translation>Artilleriebataillon</translation>
    </message>
    <message>
        <source>treasury %1</source>
        <translation>Staatskasse %1</translation>
    </message>
    <message>
        <source>M</source>
        <translation>Mio.</translation>
    </message>
    <message>
        <source>manpower %1</source>
        <translation>Wehrfähige %1</translation>
    </message>
    <message>
        <source>%1 each turn</source>
        <translation>%1 pro Zug</translation>
    </message>
    <message>
        <source>no change to the scores</source>
        <translation>keine Änderung der Punktestände</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) on the way</source>
        <translation>
            <numerusform>%n Tag unterwegs</numerusform>
            <numerusform>%n Tage unterwegs</numerusform>
        </translation>
    </message>
    <message>
        <source>Rates</source>
        <translation>Sätze</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>Steuer</translation>
    </message>
    <message>
        <source>Tariff</source>
        <translation>Zoll</translation>
    </message>
    <message>
        <source>Set the rates</source>
        <translation>Sätze festlegen</translation>
    </message>
    <message>
        <source>Greenbacks and the draft</source>
        <translation>Greenbacks und Wehrpflicht</translation>
    </message>
    <message>
        <source>$</source>
        <translation>$</translation>
    </message>
    <message>
        <source>Issue</source>
        <translation>Ausgeben</translation>
    </message>
    <message>
        <source>Greenbacks</source>
        <translation>Greenbacks</translation>
    </message>
    <message>
        <source>Call the draft</source>
        <translation>Wehrpflicht einberufen</translation>
    </message>
    <message>
        <source>Recruit and build</source>
        <translation>Rekrutieren und bauen</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Ausheben</translation>
    </message>
    <message>
        <source>Recruit</source>
        <translation>Rekrutieren</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Hafen</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Schiff</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Bauen</translation>
    </message>
    <message>
        <source>Treasury</source>
        <translation>Staatskasse</translation>
    </message>
    <message>
        <source>Treasury of the Union</source>
        <translation>Staatskasse der Union</translation>
    </message>
    <message>
        <source>Treasury of the Confederacy</source>
        <translation>Staatskasse der Konföderation</translation>
    </message>
    <message>
        <source>&lt;table cellspacing=2&gt;&lt;tr&gt;&lt;td&gt;Money&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Income per turn&lt;/td&gt;&lt;td align=right&gt;%2 tax, %3 tariff&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Upkeep per turn&lt;/td&gt;&lt;td align=right&gt;%4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Manpower&lt;/td&gt;&lt;td align=right&gt;%5 men (+%6 a turn)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Greenbacks&lt;/td&gt;&lt;td align=right&gt;%7&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table cellspacing=2&gt;&lt;tr&gt;&lt;td&gt;Geld&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Einnahmen pro Zug&lt;/td&gt;&lt;td align=right&gt;%2 Steuer, %3 Zoll&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Unterhalt pro Zug&lt;/td&gt;&lt;td align=right&gt;%4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Wehrfähige&lt;/td&gt;&lt;td align=right&gt;%5 Mann (+%6 pro Zug)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Greenbacks&lt;/td&gt;&lt;td align=right&gt;%7&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>%1% of face value</source>
        <translation>%1% des Nennwerts</translation>
    </message>
    <message>
        <source>none issued</source>
        <translation>keine ausgegeben</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p style=&apos;color:#8a2a10&apos;&gt;Blockade: %n port(s) closed, %1 of tariffs lost a turn.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p style=&apos;color:#8a2a10&apos;&gt;Blockade: %n Hafen geschlossen, %1 an Zöllen pro Zug verloren.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p style=&apos;color:#8a2a10&apos;&gt;Blockade: %n Häfen geschlossen, %1 an Zöllen pro Zug verloren.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>The draft is in force</source>
        <translation>Die Wehrpflicht ist in Kraft</translation>
    </message>
    <message>
        <source>No port or river city.</source>
        <translation>Keine Hafen- oder Flussstadt.</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::UnitForm</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Men</source>
        <translation>Mann</translation>
    </message>
    <message>
        <source>Guns</source>
        <translation>Geschütze</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Nachschub</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualität</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <source>Facing</source>
        <translation>Ausrichtung</translation>
    </message>
    <message>
        <source>Fatigue</source>
        <translation>Erschöpfung</translation>
    </message>
    <message>
        <source>Drag the unit from the tree onto the map to place it.</source>
        <translation>Ziehen Sie die Einheit aus der Schlachtordnung auf die Karte, um sie zu platzieren.</translation>
    </message>
</context>
<context>
    <name>hardtack::ui::WarOverDialog</name>
    <message>
        <source>The war is over</source>
        <translation>Der Krieg ist vorbei</translation>
    </message>
    <message>
        <source>The Union wins the war</source>
        <translation>Die Union gewinnt den Krieg</translation>
    </message>
    <message>
        <source>The Confederacy wins the war</source>
        <translation>Die Konföderation gewinnt den Krieg</translation>
    </message>
    <message numerus="yes">
        <source>%1 — after %n turn(s) of the war, in campaign %2.</source>
        <translation>
            <numerusform>%1 — nach %n Kriegszug, im Feldzug %2.</numerusform>
            <numerusform>%1 — nach %n Kriegszügen, im Feldzug %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Battles: %1 on land (%2 of them fought on the hex map), %3 at sea.</source>
        <translation>Schlachten: %1 an Land (davon %2 auf der Hexkarte geschlagen), %3 zur See.</translation>
    </message>
    <message>
        <source>Look at the map</source>
        <translation>Die Karte ansehen</translation>
    </message>
    <message>
        <source>&amp;New campaign…</source>
        <translation>&amp;Neuer Feldzug…</translation>
    </message>
</context>
</TS>
