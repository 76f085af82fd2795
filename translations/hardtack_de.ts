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
        <source>naval: give exactly one battle file (usage: hardtack-cli naval BATTLE --seed S [--trials N] [--json])</source>
        <translation>naval: Geben Sie genau eine Gefechtsdatei an (Aufruf: hardtack-cli naval BATTLE --seed S [--trials N] [--json])</translation>
    </message>
    <message>
        <source>%1 trials (seeds %2 to %3): Union wins %4%, Confederates win %5%, no winner %6%; mean laurels Union %7, Confederate %8.</source>
        <translation>%1 Durchläufe (Seeds %2 bis %3): Union siegt %4%, Konföderierte siegen %5%, kein Sieger %6%; mittlere Lorbeeren Union %7, Konföderierte %8.</translation>
    </message>
    <message>
        <source>play: give exactly one scenario (usage: hardtack-cli play SCENARIO --union passive|scripted|ai --confederate passive|scripted|ai --seed N [--turns K] [--json])</source>
        <translation>play: Geben Sie genau ein Szenario an (Aufruf: hardtack-cli play SCENARIO --union passive|scripted|ai --confederate passive|scripted|ai --seed N [--turns K] [--json])</translation>
    </message>
    <message>
        <source>play: --%1 must be passive, scripted or ai, not &quot;%2&quot;</source>
        <translation>play: --%1 muss passive, scripted oder ai sein, nicht &quot;%2&quot;</translation>
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
</context>
<context>
    <name>Command</name>
    <message>
        <source>Replacement for %1</source>
        <translation>Ersatz für %1</translation>
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
        <source>There is no enemy unit at %1.</source>
        <translation>Auf %1 steht keine feindliche Einheit.</translation>
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
</context>
<context>
    <name>NavalEngine</name>
    <message>
        <source>%1: strength %2 = %3</source>
        <translation>%1: Stärke %2 = %3</translation>
    </message>
    <message>
        <source>Total strength: Union %1, Confederate %2.</source>
        <translation>Gesamtstärke: Union %1, Konföderierte %2.</translation>
    </message>
</context>
<context>
    <name>NavalEvasion</name>
    <message>
        <source>No ship can evade in a harbor or a river mouth: %1 must fight.</source>
        <translation>In einem Hafen oder einer Flussmündung kann kein Schiff ausweichen; zum Kampf gezwungen: %1.</translation>
    </message>
    <message>
        <source>The %1 side has %2 warships against %3, more than twice as many: the transports %4 cannot evade.</source>
        <translation>Die %1 hat %2 Kriegsschiffe gegen %3, mehr als doppelt so viele: die Transporter %4 können nicht ausweichen.</translation>
    </message>
    <message>
        <source>Only the %1 side has ironclads: %2 take shelter among them, neither fighting nor leaving.</source>
        <translation>Nur die %1 hat Panzerschiffe; in ihrem Schutz bleiben, ohne zu kämpfen oder abzuziehen: %2.</translation>
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
        <source>The whole %1 side tries to evade as a group, %2</source>
        <translation>Alle Schiffe der %1 versuchen gemeinsam auszuweichen, %2</translation>
    </message>
    <message>
        <source>%1 fighting %2 ships are at least half of %3: %4 evade automatically.</source>
        <translation>%1 kämpfende Schiffe der %2 sind mindestens halb so viele wie %3; automatisch weichen aus: %4.</translation>
    </message>
    <message>
        <source>%1 tries to evade alone, %2 (%3 fighting against %4)</source>
        <translation>%1 versucht allein auszuweichen, %2 (%3 kämpfende Schiffe gegen %4)</translation>
    </message>
</context>
<context>
    <name>NavalLog</name>
    <message>
        <source>%1: chance %2 (%3); rolled %4: %5</source>
        <translation>%1: Chance %2 (%3); Wurf %4: %5</translation>
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
        <translation>Konföderation</translation>
    </message>
</context>
<context>
    <name>NavalOutcome</name>
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
        <source>The victors try to take %1</source>
        <translation>Die Sieger versuchen, %1 zu kapern</translation>
    </message>
    <message>
        <source>%1, having broken off, flees (%2).</source>
        <translation>%1 hat das Gefecht abgebrochen und flieht (%2).</translation>
    </message>
    <message>
        <source>%1 flees (%2).</source>
        <translation>%1 flieht (%2).</translation>
    </message>
    <message>
        <source>Casualties: Union %1, Confederate %2. Loss points: Union %3, Confederate %4. Laurels: Union %5, Confederate %6.</source>
        <translation>Verluste: Union %1, Konföderierte %2. Verlustpunkte: Union %3, Konföderierte %4. Lorbeeren: Union %5, Konföderierte %6.</translation>
    </message>
    <message>
        <source>base</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>hull damage %1 × %2</source>
        <translation>Rumpfschaden %1 × %2</translation>
    </message>
    <message>
        <source>propulsion damage %1 × %2</source>
        <translation>Antriebsschaden %1 × %2</translation>
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
        <source>victors&apos; mean propulsion damage %1: ×(1 − damage/5)</source>
        <translation>mittlerer Antriebsschaden der Sieger %1: ×(1 − Schaden/5)</translation>
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
        <source>One side has nobody left to fight: no shot is fired.</source>
        <translation>Eine Seite hat niemanden mehr, der kämpfen kann: es fällt kein Schuss.</translation>
    </message>
    <message>
        <source>Fortune of the day for the %1 side: ×%2 (uniform from %3 to %4).</source>
        <translation>Kriegsglück des Tages für die %1: ×%2 (gleichverteilt von %3 bis %4).</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: the %2 side (strength %3, %4 of the total) fires %n damage point(s) (expected %5: %6 per target × %7 targets × close quarters ×%8 × fortune ×%9 ÷ %10 rounds).</source>
        <translation>
            <numerusform>Runde %1: Die %2 (Stärke %3, %4 der Gesamtstärke) verursacht %n Schadenspunkt (erwartet %5: %6 je Ziel × %7 Ziele × Nahdistanz ×%8 × Kriegsglück ×%9 ÷ %10 Runden).</numerusform>
            <numerusform>Runde %1: Die %2 (Stärke %3, %4 der Gesamtstärke) verursacht %n Schadenspunkte (erwartet %5: %6 je Ziel × %7 Ziele × Nahdistanz ×%8 × Kriegsglück ×%9 ÷ %10 Runden).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NavalSituation</name>
    <message>
        <source>quality %1 against %2, ±5% per step</source>
        <translation>Qualität %1 gegen %2, ±5% je Stufe</translation>
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
        <source>evaders to windward</source>
        <translation>Ausweichende in Luv</translation>
    </message>
    <message>
        <source>evaders to leeward, on a shore with onshore winds</source>
        <translation>Ausweichende in Lee, vor einer Küste bei auflandigem Wind</translation>
    </message>
    <message>
        <source>evaders to leeward</source>
        <translation>Ausweichende in Lee</translation>
    </message>
    <message>
        <source>moderate wind</source>
        <translation>mäßiger Wind</translation>
    </message>
    <message>
        <source>light wind</source>
        <translation>schwacher Wind</translation>
    </message>
    <message>
        <source>strong wind</source>
        <translation>starker Wind</translation>
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
        <source>even chance</source>
        <translation>gleiche Chance</translation>
    </message>
    <message>
        <source>Closing: %1 against the %2 ships, which all want to fight at range</source>
        <translation>Annäherung: %1 gegen die Schiffe der %2, die alle auf Distanz kämpfen wollen</translation>
    </message>
    <message>
        <source>Breaking the %2 line: %1</source>
        <translation>Durchbrechen der Linie der %2: %1</translation>
    </message>
</context>
<context>
    <name>NavalStrength</name>
    <message>
        <source>at close quarters</source>
        <translation>auf Nahdistanz</translation>
    </message>
    <message>
        <source>at range</source>
        <translation>auf Distanz</translation>
    </message>
    <message>
        <source>base strength of a %1 (%2)</source>
        <translation>Grundstärke: %1 (%2)</translation>
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
        <source>ram at close quarters</source>
        <translation>Rammsporn auf Nahdistanz</translation>
    </message>
    <message>
        <source>ram, unused at range</source>
        <translation>Rammsporn, auf Distanz ungenutzt</translation>
    </message>
    <message>
        <source>no ram</source>
        <translation>kein Rammsporn</translation>
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
        <source>hull damage %1</source>
        <translation>Rumpfschaden %1</translation>
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
        <source>80 per battery or per 100 men, whichever is less (%1 men, %2 batteries)</source>
        <translation>80 je Batterie oder je 100 Mann, je nachdem, was geringer ist (%1 Mann, %2 Batterien)</translation>
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
        <source>%1 quality (not doubled)</source>
        <translation>Qualität %1 (nicht verdoppelt)</translation>
    </message>
    <message>
        <source>fatigue %1: ×6/fatigue</source>
        <translation>Erschöpfung %1: ×6/Erschöpfung</translation>
    </message>
    <message>
        <source>fatigue %1 (6 or less)</source>
        <translation>Erschöpfung %1 (6 oder weniger)</translation>
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
        <source>a reinforcement needs at least one unit</source>
        <translation>eine Verstärkung braucht mindestens eine Einheit</translation>
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
        <source>&amp;About Hardtack</source>
        <translation>&amp;Über Hardtack</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptleiste</translation>
    </message>
    <message>
        <source>Drag to move the map, turn the wheel to zoom; click a unit for its details.</source>
        <translation>Ziehen verschiebt die Karte, das Mausrad zoomt; klicken Sie auf eine Einheit, um Details zu sehen.</translation>
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
        <source>turn %1 of %2</source>
        <translation>Zug %1 von %2</translation>
    </message>
    <message>
        <source>%1: $.format: the game opens a scenario or a saved battle, not &quot;%2&quot;</source>
        <translation>%1: $.format: das Spiel öffnet ein Szenario oder eine gespeicherte Schlacht, nicht &quot;%2&quot;</translation>
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
        <translation>%1, Bewertung %2</translation>
    </message>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2 (%3)</translation>
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
    <message numerus="yes">
        <source>, %n gun(s)</source>
        <translation>
            <numerusform>, %n Geschütz</numerusform>
            <numerusform>, %n Geschütze</numerusform>
        </translation>
    </message>
    <message>
        <source>Leader / strength</source>
        <translation>Kommandeur / Stärke</translation>
    </message>
    <message>
        <source>%1, rating %2</source>
        <translation>%1, Bewertung %2</translation>
    </message>
</context>
</TS>
