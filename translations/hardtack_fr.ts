<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>Battle</name>
    <message>
        <source>a save must contain its map inline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the seed as a decimal string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array of four 16-digit hex strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected four 16-digit hex strings, not all zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an event object</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>%1: option --%2 needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown option --%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: --%2 must be a whole number from %3 to %4, not &quot;%5&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cascade: give exactly one scenario file (usage: hardtack-cli cascade SCENARIO --unit ID [--phase P] [--night] [--rout-limiting] --trials N --seed S [--json])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cascade: --unit ID is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cascade: --phase must be one of %1, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cascade: %1 has no unit with the id &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cascade: unit &quot;%1&quot; is not on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rout cascade from %1 (%2%3%4): %5 trials, seeds %6 to %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, rout limiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stragglers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No friendly unit stands in or next to its hex: nobody checks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cascade size (units that failed): mean %1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no winner yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Union wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Confederacy wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the enemy sues for peace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (European intervention)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (after six campaigns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score: give exactly one events file (usage: hardtack-cli score EVENTS [--json] [--explain])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[%1] %2 (now turn %3, campaign %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Union morale %1, Confederate morale %2, international opinion %3; turn %4, campaign %5; %6</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Command</name>
    <message>
        <source>Replacement for %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>There is no unit &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not yours to command now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is routed: it obeys no orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units move only in the Movement phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move order moves exactly one unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has fired or meleed: it may not move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 entered an enemy zone of control: its move is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaders move only in the Movement phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no leader &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The path is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not next to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot enter %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is held by the enemy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs %2 MP but has %3 left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units turn only in the Movement phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A facing order turns exactly one unit to a new facing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wagons have no facing to change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already faces %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs %2 MP to turn but has %3 left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units change formation only in the Movement phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A formation order changes exactly one unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot take that formation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already in that formation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs %2 MP to change formation but has %3 left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units fire only in the fire phases.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one unit to fire.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no enemy unit at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is listed twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot fire in its formation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no guns left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has already fired this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has meleed this turn: it may not fire.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moved this turn: artillery that moved may not fire.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out of ammunition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is low on ammunition: defensive fire only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out of %2&apos;s range (%3 hexes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At night %1 cannot see beyond %2 hexes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not in front of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no line of sight to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units attack only in the Melee phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one unit to attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only infantry and cavalry attack in melee.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is disrupted: it may not attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out of its brigade leader&apos;s command radius.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has already attacked this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not face %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one of the attackers may advance.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonNode</name>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing required member &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown member &quot;%1&quot; (allowed: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>array has %1 items, more than the limit of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>string is longer than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an integer, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected one of %1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a pair [column, row]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file is %1 bytes, more than the limit of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Map</name>
    <message>
        <source>hex [%1,%2] is off the map (%3×%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a legend key must be one character, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the legend is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 rows (the map&apos;s height), found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 characters (the map&apos;s width), found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>character &apos;%1&apos; at column %2 is not in the legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 digits (the map&apos;s width), found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; at column %2 is not an elevation digit 0-9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a road needs at least two hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>road hex %1 repeats the previous hex</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Morale</name>
    <message>
        <source>stacked with a leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>low or out of ammunition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium fatigue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high fatigue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fired upon in enfilade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>units of other brigades in the hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rout limiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>night: halved, rounded up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leader %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 checks because %2 broke nearby (cascade step %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 checks morale at the end of the phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>morale %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>morale %1 (base %2; %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rolled %1: passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rolled %1, more than %2: routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rolled %1, more than %2: unlimbered guns do not rout, disrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rolled %1, more than %2: disrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rolled %1, more than %2: stays routed, %3 men lost as stragglers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The panic spreads from its hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rout cascade from %1: %2 checks, %3 failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not routed: no rally check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rally value %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rally value %1 (base %2; %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rally check: %2, rolled %3, less than %4: rallies, disrupted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rally check: %2, rolled %3, not less than %4: still routed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 recovers from disruption (no enemy adjacent).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 recovers from disruption: rolled %2, at most its quality %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stays disrupted: rolled %2, more than its quality %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Movement</name>
    <message>
        <source>The path is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is unlimbered: it may only turn in place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not next to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is off the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot enter %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is held by the enemy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entering the enemy&apos;s zone of control at %1 ends the move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs %2 MP but has %3 left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 would hold more than %2 men or %3 units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is disrupted and may not end its move next to the enemy.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NavalBattle</name>
    <message>
        <source>duplicate id &quot;%1&quot; (ids of ships and batteries must be unique)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a side needs at least one ship or battery</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NavalEngine</name>
    <message>
        <source>%1: strength %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total strength: Union %1, Confederate %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NavalEvasion</name>
    <message>
        <source>No ship can evade in a harbor or a river mouth: %1 must fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 side has %2 warships against %3, more than twice as many: the transports %4 cannot evade.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the %1 side has ironclads: %2 take shelter among them, neither fighting nor leaving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to leeward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to windward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole %1 side tries to evade as a group, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fighting %2 ships are at least half of %3: %4 evade automatically.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tries to evade alone, %2 (%3 fighting against %4)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NavalLog</name>
    <message>
        <source>%1: chance %2 (%3); rolled %4: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ironclad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>river ironclad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frigate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ship of the line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gunboat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>river gunboat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>river transport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>very poor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>poor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>excellent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Union</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confederate</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NavalOutcome</name>
    <message>
        <source>%1 fires on %2: the earthworks hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fires on %2: a battery is silenced and %3 men fall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fires on %2: the shot glances off her armour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hits %2 in the hull (hull damage %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hits %2 in her propulsion (propulsion damage %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>She sinks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: the %2 side (strength %3, %4 of the total) fires %5 damage points (expected %6: %7 per target × %8 targets × close quarters ×%9 × fortune ×%10 ÷ %11 rounds).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has taken %2 damage points and would break off, but with propulsion damage %3 she cannot get away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has taken %2 damage points (threshold %3) and breaks off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Union lost %1 of its strength (%2 → %3), the Confederates %4 (%5 → %6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 side wins: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither side wins: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capture chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The victors try to take %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, having broken off, flees (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 flees (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties: Union %1, Confederate %2. Loss points: Union %3, Confederate %4. Laurels: Union %5, Confederate %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hull damage %1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>propulsion damage %1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at close quarters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>victors&apos; mean propulsion damage %1: ×(1 − damage/5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running past</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not running past</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One side has nobody left to fight: no shot is fired.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortune of the day for the %1 side: ×%2 (uniform from %3 to %4).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NavalSituation</name>
    <message>
        <source>quality %1 against %2, ±5% per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The situation is pinned: everyone fights at close quarters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The situation is pinned: everyone fights at range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battles in harbors are always at close quarters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every ship wants close quarters: the battle is fought at close quarters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every ship wants to fight at range: the battle is fought at range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 side has no ships to keep its distance: every ship fights at the distance it chose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 try to close with the %2 ships, which all want to fight at range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 side has %2 ships closing against %3, at least half as many: its other ships fight at range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 side has %2 ships closing against %3, fewer than half: the enemy tries to close with %4 as well</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The situation is pinned: breaking the line %1 for the Union, %2 for the Confederates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody can break the line: it needs at least three ships at close quarters on each side (%1 Union, %2 Confederate).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every ship on both sides tries to break the line: a general melee, with no adjustment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 side has only %2 ships trying to break the line; it needs three.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 try to break the %2 line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 engages %2: battle is joined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No battle: the ships ordered to engage are frigates that may not engage these enemies here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No battle: no ship is ordered to engage or to run past.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evaders to windward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evaders to leeward, on a shore with onshore winds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evaders to leeward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moderate wind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>light wind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strong wind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closing with the windward gauge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closing from leeward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>breaking the line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The situation is pinned: the %1 side fights from windward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 side has the group furthest to leeward, so the %2 side fights from windward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The arrival groups are level; the Union wins the windward gauge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>even chance</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NavalStrength</name>
    <message>
        <source>at close quarters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>base strength of a %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crew %1% (70% or more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crew %1%: −2.5% per 1% below 70%, nothing at 30%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ram at close quarters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ram, unused at range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no ram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 quality, doubled at close quarters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 quality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>experience %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aiming at hulls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aiming at propulsion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>windward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leeward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closing on an enemy who wants to fight at range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not closing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hull damage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>propulsion damage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keeps the line ahead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not close to break the line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broke the enemy line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed to break the enemy line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>general melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no attempt to break the line was possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running past</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not running past</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>80 per battery or per 100 men, whichever is less (%1 men, %2 batteries)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rifled guns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>smoothbore guns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on a high hill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on a low hill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at water level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 quality (not doubled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fatigue %1: ×6/fatigue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fatigue %1 (6 or less)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Scenario</name>
    <message>
        <source>hex [%1,%2] is off the map (%3×%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a time &quot;HH:MM&quot;, found &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a rating letter A to F, found &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only artillery has guns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only wagons carry supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wagons carry no weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a unit of type %1 cannot carry a %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wagons have no formation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a unit of type %1 cannot be in %2 formation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a unit on the map needs a hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot load map: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a map file name or an inline map object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a date &quot;YYYY-MM-DD&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dusk must come after dawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no formation has the id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chain of parents loops back to &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parent &quot;%1&quot; belongs to the other side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parent &quot;%1&quot; is a %2, not above a %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2, not a brigade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brigade &quot;%1&quot; belongs to the other side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a reinforcement needs at least one unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no unit has the id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unit &quot;%1&quot; is already in a reinforcement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unit &quot;%1&quot; starts on the map (it has a hex)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unit has no hex and is in no reinforcement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the major threshold must not be below the minor one</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreEvents</name>
    <message>
        <source>the Union</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Confederacy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a turn ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the campaign ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 earns %2 laurel points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 captures %2 (%3, economic level %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 suffers %2 casualties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loses a %2 captured or sunk, with %3 crew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 greenback stands at %2% of face value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Union</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confederate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sets tax %2% and tariff %3%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 implements a draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a seventh &quot;campaign-end&quot;: the war has only %1 campaigns</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Scores</name>
    <message>
        <source>the Union</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Confederacy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Union morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confederate morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>international opinion</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n casualties</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>no change to any score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: %3 → %4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, held within 0 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Union morale has fallen to 0: the Union sues for peace and the Confederacy wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confederate morale has fallen to 0: the Confederacy sues for peace and the Union wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>international opinion has reached %1: the European powers intervene and the Confederacy wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RULES §17: Union morale drops %1 points per turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RULES §17: Confederate morale rises %1 point per turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RULES §17: international opinion rises %1 points per turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RULES §17: %1 points per turn for each percent of tax over %2 (now %3) and of tariff over %4 (now %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has held %2 for %3 turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RULES §17: %1 per level of %2 (%3, level %4) held three turns by %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the war has only %1 campaigns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>campaign %1 of %2 ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after %1 campaigns Union morale is %2, above %3: the Union wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after %1 campaigns Union morale is %2, not above %3: the Confederacy wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RULES §17: 1 point for each %1 laurel points %2 earns (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RULES §17: opinion %1 1 point for every %2 laurel points of %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rises</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>falls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RULES §17: %1 captured %2 (%3, level %4): %5 per level</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 retook %2 after %n turn(s): the opinion effect of its capture by %3 is cancelled</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>if %1 holds %2 for %3 turns, opinion changes by %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RULES §17: 1 point for each %1 casualties %2 suffers (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RULES §17: opinion %1 1 point for every %2 casualties of %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RULES §17: %1 lost a %2 captured or sunk, %3 loss points</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n crew lost with the %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>the %1 greenback at %2% is no new low (lowest so far %3%): no change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Union</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confederate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RULES §17: 1 point for each 1% fall of the Union greenback (%1% → %2%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RULES §17: 1 point for each 5% fall of the Confederate greenback (%1% → %2%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RULES §17: opinion falls 3 points for every 2% fall of the Confederate greenback (%1% → %2%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sets tax %2% and tariff %3%: %4 morale per turn from the rates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has already implemented a draft: no change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RULES §17: %1 implements a draft, once per side</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
