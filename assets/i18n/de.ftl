# Deutsch. Die Wörter des Spiels wie in der deutschen Ausgabe (GLOSSARY.md).

lang-name = Deutsch

## Die Wörter des Spiels

-brick = Lehm
-lumber = Holz
-wool = Wolle
-grain = Getreide
-ore = Erz
-road = Straße
-settlement = Siedlung
-city = Stadt
-robber = Räuber
-development-card = Entwicklungskarte
-knight = Ritter

cards-count = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}

## /catan und seine Unterbefehle (Beschreibungen: höchstens 100 Zeichen)

cmd-catan = Spiele Catan in diesem Kanal.
cmd-new = Eröffne einen Tisch für ein neues Spiel in diesem Kanal.
cmd-join = Nimm einen Platz am offenen Tisch dieses Kanals ein.
cmd-leave = Gib deinen Platz am offenen Tisch dieses Kanals auf.
cmd-start = Starte das Spiel (nur wer den Tisch eröffnet hat, sobald er voll ist).
cmd-build = Baue eine { -road }, { -settlement } oder { -city } (auch in der Gründungsphase).
cmd-roll = Würfle.
cmd-buy = Kaufe eine { -development-card }.
cmd-play = Spiele eine { -development-card } aus.
cmd-robber = Versetze den { -robber } (nach einer 7 oder einem { -knight }) und ziehe eine Karte.
cmd-discard = Wirf nach einer 7 Karten ab.
cmd-trade = Biete dem Tisch (oder einem Mitspieler) einen Handel an.
cmd-bank = Handle mit der Bank zu deinem besten Kurs.
cmd-end = Beende deinen Zug.
cmd-hand = Deine Karten auf der Hand (nur du siehst sie).
cmd-board = Zeige das aktuelle Spielbrett noch einmal.
cmd-log = Die letzten Ereignisse dieses Spiels.
cmd-rules = Die Regeln in Kürze.
cmd-abandon = Beende das Spiel dieses Kanals (Gastgeber oder Mitglied mit „Kanäle verwalten“).
cmd-export = Das Spielprotokoll als Datei (nach dem Spiel oder mit „Kanäle verwalten“).
cmd-fair = Was die fairen Würfel beweisen; Fingerabdruck (am Ende Seed) des Spiels hier.
cmd-hint = Was die starke KI jetzt an deiner Stelle täte, und warum (nur du siehst es).
cmd-stats = Spiele, Siege, Wertung und Trend eines Spielers auf diesem Server (nur du siehst es).
cmd-leaderboard = Die Spieler dieses Servers nach Wertung, zehn pro Seite (nur du siehst es).
cmd-history = Letzte Spiele mit Protokollen, Zeitraffern und Diagrammen (nur du siehst es).
cmd-notify = Wie du von deinem Zug erfährst: Direktnachricht zusätzlich zum Ping, Ruhezeiten.
