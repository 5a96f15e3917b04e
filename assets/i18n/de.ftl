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
-longest-road = Längste Handelsstraße
-largest-army = Größte Rittermacht

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
cmd-abandon = Beende das Spiel dieses Kanals (Spielleitung oder Mitglied mit „Kanäle verwalten“).
cmd-export = Das Spielprotokoll als Datei (nach dem Spiel oder mit „Kanäle verwalten“).
cmd-fair = Was die fairen Würfel beweisen; Fingerabdruck (am Ende Seed) des Spiels hier.
cmd-hint = Was die starke KI jetzt an deiner Stelle täte, und warum (nur du siehst es).
cmd-stats = Spiele, Siege, Wertung und Trend eines Spielers auf diesem Server (nur du siehst es).
cmd-leaderboard = Die Spieler dieses Servers nach Wertung, zehn pro Seite (nur du siehst es).
cmd-history = Letzte Spiele mit Protokollen, Zeitraffern und Diagrammen (nur du siehst es).
cmd-notify = Wie du von deinem Zug erfährst: Direktnachricht zusätzlich zum Ping, Ruhezeiten.
cmd-hub = Catan über einen Tisch hinaus: deine Tische auf jedem Server, Saisons und Turniere des Servers.
cmd-hub-games = Jeder Tisch, an dem du sitzt, auf jedem Server, deine Züge zuerst (nur du siehst es).
cmd-hub-season = Die Saisons eines Servers: eine eigene Rangliste für eine Zeitspanne.
cmd-hub-season-start = Eine Saison auf diesem Server starten (Server verwalten): ab jetzt eine eigene Rangliste.
cmd-hub-season-end = Die Saison dieses Servers jetzt beenden (Server verwalten): ihr Endstand wird gepostet.
cmd-hub-season-standings = Der Stand der laufenden Saison (nur du siehst ihn).
cmd-hub-tournament = Das Turnier eines Servers: Anmeldung, Schweizer Runden an Tischen, der Sieger.
cmd-hub-tournament-create = Hier ein Turnier anlegen (Server verwalten): Spieler melden sich per Knopf an.
cmd-hub-tournament-start = Das Turnier dieses Servers starten (der Veranstalter): Runde 1 wird gesetzt.
cmd-hub-tournament-leave = Das Turnier dieses Servers verlassen (eine KI spielt deinen Platz zu Ende).
cmd-hub-tournament-remove = Einen Spieler aus dem Turnier dieses Servers nehmen (der Veranstalter).
cmd-hub-tournament-abandon = Einen festgefahrenen Tisch dieser Runde beenden (der Veranstalter): nach Stand gewertet.
cmd-hub-tournament-standings = Das Turnier dieses Servers: der Stand bisher (nur du siehst ihn).
opt-hub-tournament-create-name = Der Name des Turniers, etwa Winterpokal
opt-hub-tournament-create-rounds = Schweizer Runden (1–6, Standard 3)
opt-hub-tournament-create-final_table = Ein Finaltisch der besten vier nach den Runden (Standard: nein)
opt-hub-tournament-create-points = Siegpunkte für einen Tischsieg (5–15, Standard 10)
opt-hub-tournament-create-turn_timer = Zeit pro Zug, bevor eine KI für Abwesende spielt: Minuten (60), oder 12h, 1d
opt-hub-tournament-remove-player = Der Spieler, der gehen soll
opt-hub-tournament-abandon-table = Die Nummer des Tischs in dieser Runde
opt-hub-season-start-name = Der Name der Saison, etwa Winter 2027
opt-hub-season-start-length = Wie lange sie läuft: Tage (30) oder Wochen (4w), bis zu einem Jahr
opt-leaderboard-season = Stattdessen der Stand einer Saison (ihr Name; die laufende oder eine frühere)

## Ihre Optionen (Beschreibungen: höchstens 100 Zeichen)

opt-new-players = Wie viele Spieler (2 bis 6; zu zweit ein Duell, zu fünft oder sechst auf der größeren Insel)
opt-new-map = Die Karte: Einsteiger oder zufällig (Standard: Einsteiger für 3–4, zufällig für 2 und 5–6)
opt-new-build_phase = 5–6 Spieler: Sonderbauphasen (Standard) oder paarweise Züge, Siedler 2 baut nach Siedler 1
opt-new-points = Siegpunkte zum Sieg (5–20, Standard 10; im Duell 15)
opt-new-discard_limit = Wer nach einer 7 mehr Karten hält, wirft die Hälfte ab (Standard 7; im Duell 9)
opt-new-friendly_robber = Der { -robber } verschont Spieler mit höchstens 2 Punkten (Standard: nein; im Duell ja)
opt-new-balanced_dice = Würfe aus einem gemischten Stapel der 36 Ergebnisse zweier Würfel (Standard: nein; im Duell ja)
opt-new-balanced_sevens = Mit ausgeglichenen Würfeln: niemand würfelt lange die meisten Siebenen (Standard: im Duell)
opt-new-undos = Wie oft jeder einen Bau oder Bankhandel rückgängig machen darf (0–10, Standard 3)
opt-new-turn_timer = Zeit pro Zug, bevor eine KI für Abwesende spielt: Minuten (15) oder 90m, 12h, 2d
opt-new-thread = In einem neuen Thread mit dem Namen des Tisches spielen (Standard: ja, wo ich darf)
opt-new-language = Die Sprache der Nachrichten und des Spielplans am Tisch (Standard: die des Servers)
opt-build-what = Was gebaut wird
opt-build-at = Wo (Nummer der Kreuzung oder ein Weg wie 12-13)
opt-play-card = Welche Karte
opt-play-resource = Der Rohstoff des Monopols oder die erste Karte der Erfindung
opt-play-resource2 = Die zweite Karte der Erfindung
opt-robber-hex = Das Feld (sein Buchstabe, A bis S; AD auf der Insel für 5–6)
opt-robber-victim = Bei wem gezogen wird, wenn dort mehrere Spieler in Frage kommen
opt-discard-brick = Wie viele { -brick }-Karten abgeworfen werden
opt-discard-lumber = Wie viele { -lumber }-Karten abgeworfen werden
opt-discard-wool = Wie viele { -wool }-Karten abgeworfen werden
opt-discard-grain = Wie viele { -grain }-Karten abgeworfen werden
opt-discard-ore = Wie viele { -ore }-Karten abgeworfen werden
opt-trade-give = Was du gibst, etwa 2 brick, 1 ore (englische Namen)
opt-trade-get = Was du willst, etwa 1 wool (englische Namen)
opt-trade-to = Nur diesem Spieler anbieten
opt-bank-give = Der Rohstoff, den du gibst
opt-bank-get = Der Rohstoff, den du bekommst
opt-bank-amount = Wie viele du bekommst (Standard 1)
opt-export-game = Die Nummer des Spiels (Standard: das Spiel dieses Kanals oder das zuletzt beendete)
opt-fair-game = Die Nummer des Spiels (Standard: das offene Spiel dieses Kanals)
opt-stats-player = Wessen Statistik (Standard: deine)
opt-history-scope = Wessen Spiele: die dieses Kanals (Standard) oder die des ganzen Servers
opt-notify-dm = Schick mir auch eine Direktnachricht mit Link, wenn ich am Zug bin
opt-notify-next = Schick mir auch eine Direktnachricht, wenn der Spieler vor mir seinen Zug beginnt
opt-notify-quiet = Stunden ohne Direktnachrichten und mit angehaltener Zuguhr: etwa 22-7, oder off
opt-notify-time_zone = Meine Zeitzone für die Ruhezeiten, etwa Europe/Berlin (Standard: UTC)

## Die Auswahlen der Optionen

choice-beginner = Einsteiger
choice-random = zufällig
choice-special_build = sonderbauphase
choice-paired = paarweise
choice-road = { -road }
choice-settlement = { -settlement }
choice-city = { -city }
choice-knight = { -knight }
choice-road_building = Straßenbau
choice-year_of_plenty = Erfindung
choice-monopoly = Monopol
choice-brick = { -brick }
choice-lumber = { -lumber }
choice-wool = { -wool }
choice-grain = { -grain }
choice-ore = { -ore }
choice-channel = Kanal
choice-server = Server

## Die eigene Hand (/catan hand, der Knopf „Meine Hand“)

resource-name = { $resource ->
    [brick] { -brick }
    [lumber] { -lumber }
    [wool] { -wool }
    [grain] { -grain }
   *[ore] { -ore }
}
dev-card-name = { $card ->
    [knight] Ritter
    [road_building] Straßenbau
    [year_of_plenty] Erfindung
    [monopoly] Monopol
   *[victory_point] Siegpunkt
}
hand-resources = { $count ->
    [one] **Deine Hand** (1 Karte): { $list }
   *[other] **Deine Hand** ({ $count } Karten): { $list }
}
hand-resource = { $count } { resource-name }
hand-nothing = nichts
hand-none = keine
hand-no-harbors = keine
hand-dev-cards = **Entwicklungskarten:** { $list }
hand-dev-card = { $note ->
    [vp] { $count }× { dev-card-name } (zählt von selbst)
    [now] { $count }× { dev-card-name } (jetzt spielbar)
   *[none] { $count }× { dev-card-name }
}
hand-points = **Siegpunkte:** { $points } ({ $public } sichtbar)
hand-pieces = **Übrige Figuren:** { $roads ->
        [one] 1 Straße
       *[other] { $roads } Straßen
    }, { $settlements ->
        [one] 1 Siedlung
       *[other] { $settlements } Siedlungen
    }, { $cities ->
        [one] 1 Stadt
       *[other] { $cities } Städte
    }
hand-harbor = { $resource ->
    [any] 3:1
   *[other] { resource-name }
}
hand-rate = { $rate }:1 { resource-name }
hand-harbors = **Häfen:** { $harbors } · **Bankkurse:** { $rates }

## /catan rules (eine private Antwort)

rules-brief = **Catan in Kürze**
    - Gründung: Jeder setzt eine { -settlement } und eine { -road }, dann noch einmal in umgekehrter Reihenfolge; die zweite { -settlement } bringt die ersten Karten.
    - Jeder Zug: würfeln (jedes Feld mit der Zahl gibt seinen Siedlungen 1 Karte, Städten 2), dann handeln und bauen, dann den Zug beenden.
    - Kosten: { -road } = { -brick } + { -lumber } · { -settlement } = { -brick } + { -lumber } + { -wool } + { -grain } · { -city } = 2 { -grain } + 3 { -ore } · { -development-card } = { -wool } + { -grain } + { -ore }.
    - Eine 7: Wer mehr Karten als das Limit hält, wirft die Hälfte ab; dann versetzt, wer gewürfelt hat, den { -robber } und zieht eine Karte.
    - Ritter versetzen den { -robber } ebenfalls; ab 3 ausgespielten Rittern gibt es die { -largest-army } (2 SP); eine Straße ab 5 Teilen bringt die { -longest-road } (2 SP).
    - Bankhandel 4:1, 3:1 an einem allgemeinen Hafen, 2:1 an einem Rohstoffhafen. Eine { -development-card } pro Zug, nie im Zug ihres Kaufs.
    - Wer im eigenen Zug die Siegpunkte erreicht, gewinnt.
    - 5–6 Spieler: eine größere Insel (zufällige Karte). Im Zug eines anderen meldet **Sonderbau** an, direkt nach diesem Zug zu bauen und Karten zu kaufen, reihum (kein Handel, keine Karten ausspielen).

## Die Lobby (öffentlich: in der Sprache des Tisches)

list-and = { $rest } und { $last }

btn-join = Beitreten
btn-leave = Verlassen
btn-start = Starten
btn-add-ai = KI hinzufügen
btn-cancel = Abbrechen
btn-tournament-sign-up = Anmelden
btn-tournament-leave = Abmelden
btn-watch = Zuschauen
btn-accept = Annehmen
btn-decline = Ablehnen

ai-level = { $level ->
    [random] zufällig
    [heuristic] heuristisch
   *[strong] stark
    [strong-classic] klassisch stark
}

# The table's own thread, and the line that points to it.
thread-name = Catan · Tisch von { $name }
thread-opened = { $name } hat einen Catan-Tisch in { $thread } eröffnet: Komm dazu!

pointer-cancelled = Der Tisch von { $host } wurde abgesagt.
pointer-cancelled-hostless = Der Tisch wurde abgesagt.
pointer-over = Der Tisch von { $host } in { $thread } ist beendet: 🏆 { $winner } gewann nach { $turns ->
    [one] { $turns } Zug
   *[other] { $turns } Zügen
}.
pointer-over-hostless = Der Tisch in { $thread } ist beendet: 🏆 { $winner } gewann nach { $turns ->
    [one] { $turns } Zug
   *[other] { $turns } Zügen
}.
pointer-abandoned = Der Tisch von { $host } in { $thread } wurde abgebrochen.
pointer-abandoned-hostless = Der Tisch in { $thread } wurde abgebrochen.

lobby-head = **Catan** — { $rematch ->
        [0] ein neues Spiel
       *[other] eine Revanche von Spiel { $rematch }
    } für { $players ->
        [2] zwei Spieler, ein Duell,
       *[other] { $players } Spieler
    } auf { $map ->
        [beginner] der Einsteigerkarte
        [random] einer zufälligen Karte
        [beginner-large] einer Einsteigerkarte der größeren Insel
       *[random-large] einer zufälligen Karte der größeren Insel
    }, { $points } Siegpunkte zum Gewinnen{ $extras }. Sprache: { $language }.
lobby-discard = Abwerfen ab mehr als { $limit } Karten
lobby-friendly-robber = freundlicher { -robber }
lobby-balanced-dice = ausgeglichene Würfel (Würfe aus einem gemischten Stapel der 36 Ergebnisse)
lobby-balanced-sevens = ausgeglichene Siebenen (niemand würfelt lange die meisten Siebenen)
lobby-no-undo = ohne Rückgängig
lobby-undos = { $count ->
    [one] { $count }× Rückgängig je Spieler
   *[other] { $count }× Rückgängig je Spieler
}
lobby-timer = { $minutes ->
    [one] { $minutes } Minute pro Zug
   *[other] { $minutes } Minuten pro Zug
}
lobby-timer-hours = { $hours ->
    [one] { $hours } Stunde pro Zug
   *[other] { $hours } Stunden pro Zug
}
lobby-timer-days = { $days ->
    [one] { $days } Tag pro Zug
   *[other] { $days } Tage pro Zug
}
lobby-special-build = Sonderbauphasen zwischen den Zügen
lobby-paired = paarweise Züge (Siedler 2 baut in jedem Zug nach Siedler 1)
new-bad-timer = „{ $typed }“ ist keine Zugzeit: Gib Minuten ein (15) oder eine Zahl mit m, h oder d (90m, 12h, 2d), von 1 Minute bis 7 Tage.
lobby-seats = Plätze ({ $taken }/{ $players }): { $seats }
lobby-seat = { $seat }. { $name }
lobby-seat-host = { $seat }. { $name } (Spielleitung)
lobby-seat-ai = { $seat }. { $name } (KI, { ai-level })
lobby-how = Klicke auf **{ btn-join }**, um Platz zu nehmen; die Spielleitung kann Plätze mit **{ btn-add-ai }** füllen und klickt auf **{ btn-start }**, wenn der Tisch voll ist.
lobby-waiting = Warte auf { $who }: Klicke auf **{ btn-accept }**, um noch einmal zu spielen, oder auf **{ btn-decline }**, um deinen Platz freizugeben. Das Spiel beginnt, wenn alle angenommen haben.
lobby-fair = Faire Würfel: Jeder Wurf, jede Karte und jeder Diebstahl dieses Spiels steht schon jetzt durch einen geheimen Startwert fest, dessen Fingerabdruck `{ $fingerprint }` ist; der Startwert wird am Spielende gezeigt, sodass jeder nachprüfen kann, dass das Glück nicht gewählt war (`/catan { name-fair }` erklärt, wie).

## Die Zugnachricht (öffentlich: in der Sprache des Tisches)

btn-roll = Würfeln
btn-build = Bauen…
btn-trade = Handeln…
btn-buy = Karte kaufen
btn-play = Karte spielen…
btn-end-turn = Zug beenden
btn-hand = Meine Hand
btn-close-up = 🔍 Nahansicht
btn-undo = Rückgängig
btn-ask-special-build = Sonderbauphase beantragen
btn-withdraw-special-build = Sonderbauantrag zurückziehen
btn-discard = Abwerfen
btn-move-robber = Räuber versetzen
btn-done = Fertig
btn-rematch = Revanche

table-player = { $swatch } { $name } **{ $points } SP** · { $cards ->
    [one] { $cards } Karte
   *[other] { $cards } Karten
} · { $dev } Entw.
table-longest-road = { -longest-road }
table-largest-army = { -largest-army }
table-bank-low = 🏦 Bank: nur noch { $list }.
table-deck-left = { $count ->
    [one] { $count } Entwicklungskarte
   *[other] { $count } Entwicklungskarten
}

game-label = Catan #{ $game } in { $channel }
ping-setup-settlement = 🏠 { $name }, setze eine { -settlement } · { $game }
ping-setup-road = 🛣️ { $name }, setze eine { -road } · { $game }
ping-roll = 🎲 { $name }, würfle für Zug { $turn } · { $game }
ping-main = 🔨 { $name }, du bist dran in Zug { $turn } · { $game }
ping-settler-two = 🔨 { $name }, dein Teil als Siedler 2 in Zug { $turn } · { $game }
ping-discard = 🃏 { $names }: werft die Hälfte eurer Karten ab · { $game }
ping-robber = 🥷 { $name }, versetze den { -robber } · { $game }
ping-road-building = 🛣️ { $name }, setze deine freien Straßen · { $game }
ping-special-build = 🔨 { $name }, deine Sonderbauphase · { $game }
prompt-setup-settlement = { $name }: Setze eine { -settlement } (**{ btn-build }**).
prompt-setup-road = { $name }: Setze eine { -road } an deine neue { -settlement } (**{ btn-build }**).
prompt-roll = { $name }: Würfle (oder spiele zuerst eine Karte).
prompt-discard = Warte auf das Abwerfen (**{ btn-discard }**): { $owing }. Dann versetzt { $mover } den { -robber }.
prompt-owing = { $name } ({ $count })
prompt-robber = { $name }: Versetze den { -robber } (**{ btn-move-robber }**).
prompt-road-building = { $name }: Setze { $roads ->
    [one] { $roads } kostenlose { -road }
   *[other] { $roads } kostenlose Straßen
} (**{ btn-build }**).
prompt-main = { $name }: Baue, handle, kaufe oder spiele eine Karte, dann beende den Zug.
prompt-settler-two = { $name }: Siedler 2 nach { $owner }. Baue, kaufe, spiele eine Karte oder handle mit Bank und Häfen (nicht mit Spielern), dann beende den Zug.
prompt-special-build = { $name }: Deine Sonderbauphase nach dem Zug von { $owner }. Baue Straßen, Siedlungen oder Städte und kaufe Entwicklungskarten (**{ btn-build }**, **{ btn-buy }**), dann klicke auf **{ btn-done }**; jetzt kein Handel und keine Karten ausspielen.
prompt-next = Danach: { $next }.
sbp-phase-of = die Sonderbauphase von { $name }
sbp-turn-of = der Zug von { $name }
sbp-then = { $first }, dann { $next }
prompt-game-over = Das Spiel ist vorbei.
special-build-line = 🔨 Sonderbauphase nach diesem Zug: { $names } (die anderen beantragen sie unter **{ $button }**).
special-build-how = 🔨 Die anderen können unter **{ $button }** beantragen, nach diesem Zug zu bauen.
turn-ai-steps-in = ⏱ Eine KI übernimmt <t:{ $deadline }:R>.
turn-phase-ends = ⏱ Deine Phase endet <t:{ $deadline }:R>.
turn-thinking = { $name } überlegt…
timer-half = ⏳ { $who } — die Hälfte deiner Zugzeit ist um; eine KI spielt für dich { $when } · { $game }
timer-half-special-build = ⏳ { $who } — die Hälfte deiner Zeit ist um; deine Sonderbauphase endet { $when } · { $game }
timer-last = ⏰ { $who } — deine Zugzeit endet { $when }; dann spielt eine KI für dich · { $game }
timer-last-special-build = ⏰ { $who } — deine Sonderbauphase endet { $when } · { $game }
turn-started-at = 🕰 Dieser Zug begann <t:{ $started }:R>.
timer-up = ⌛ Die Zeit ist um für { $names }: Eine KI spielt diesen Zug für sie.
timer-up-discards = ⌛ Die Zeit ist um für { $names }: Eine KI wirft für sie ab.
timer-up-special-build = ⌛ Die Zeit ist um für { $names }: Ihre Sonderbauphase endet.
discard-notice = 🎲 Eine 7! Werft die Hälfte eurer Karten ab (**{ btn-discard }**): { $owing } · { $game }

## Die Geschichte eines Zuges (öffentlich: in der Sprache des Tisches)

story-setup = **Gründungsphase** · { $name }
story-turn = **Zug { $turn }** · { $name }
story-special-build = **Sonderbauen** · { $name } (nach Zug { $turn } von { $owner })
story-settler-two = **Zug { $turn }** · { $name }, Siedler 2 (nach { $owner })
# /catan log (a private answer)
log-title = **{ $count ->
    [one] Die letzte Aktion
   *[other] Die letzten { $count } Aktionen
}**
log-empty = Bisher ist nichts passiert.
story-offer-accepted = { $name } bot { $give } für { $get }: { $partner } nahm an.
story-offer-countered = { $name } bot { $give } für { $get }: { $partner } machte ein Gegenangebot, und sie tauschten { $gave } gegen { $got }.
story-offer-untaken = { $name } bot { $give } für { $get }: niemand nahm an.
story-offer-withdrawn = { $name } bot { $give } für { $get }: { $partners } { $count ->
    [one] nahm
   *[other] nahmen
} an, aber { $name } zog es zurück.
audience-everyone = alle
ev-rolled = { $name } würfelte eine { $total }
ev-rolled-dice = { $name } würfelte eine { $total } ({ $a }+{ $b })
ev-rolled-production = { $name } würfelte eine { $total } ({ $a }+{ $b }): { $production }
ev-gains = { $name } { $gains }
ev-gain = +{ $count } { resource-name }
ev-nobody-produced = niemand erhielt etwas
ev-settlement-placed = { $name } setzte eine { -settlement } auf { $at }
ev-settlement-built = { $name } baute eine { -settlement } auf { $at }
ev-road-built = { $name } baute eine { -road } auf { $at }
ev-free-road-built = { $name } baute eine kostenlose { -road } auf { $at }
ev-city-built = { $name } baute eine { -city } auf { $at }
ev-starting-resources = { $name } erhält zum Start { $cards }
ev-setup-finished = Die Gründungsphase ist vorbei; { $name } beginnt
ev-robber-blocked = Der { -robber } auf Feld { $hex } blockiert dessen Ertrag
ev-shortage = Die Bank hat zu wenig { resource-name }, also bekommt niemand { resource-name }
ev-must-discard = { $name } muss { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} abwerfen
ev-discarded = { $name } warf { $cards } ab
ev-robber-moved = { $name } versetzte den { -robber } auf Feld { $hex }
ev-stole-card = { $thief } stahl { $victim } 1 { resource-name }
ev-stole = { $thief } stahl { $victim } eine Karte
ev-bought-card-known = { $name } kaufte eine { -development-card }: { dev-card-name }
ev-bought-card = { $name } kaufte eine { -development-card }
ev-played = { $name } spielte { dev-card-name }
ev-took-from-bank = { $name } nahm { $cards } von der Bank
ev-monopoly = { $name } forderte per Monopol { resource-name }: { $from }
ev-monopoly-from = { $count } von { $name }
ev-monopoly-none = { $name } forderte per Monopol { resource-name }, aber niemand hatte welches
ev-bank-traded = { $name } tauschte { $give } mit der Bank gegen { $get }
ev-offered = { $name } bietet { $give } gegen { $get } an, an { $to }
ev-accepts = { $name } nimmt an
ev-declines = { $name } lehnt ab
ev-counters = { $name } macht ein Gegenangebot: { $give } gegen { $get }
ev-traded = { $offerer } tauschte { $gave } mit { $partner } gegen { $got }
ev-withdrew = { $name } zog das Angebot zurück
ev-longest-road = { $name } hat jetzt die { -longest-road } ({ $length })
ev-longest-road-none = Niemand hat jetzt die { -longest-road }
ev-largest-army = { $name } hat jetzt die { -largest-army } ({ $knights ->
    [one] { $knights } Ritter
   *[other] { $knights } Ritter
})
ev-turn-started = Zug { $turn }: { $name } würfelt
ev-won = 🏆 { $name } gewinnt mit { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
}!
ev-sbp-asked = { $name } bittet um eine Sonderbauphase
ev-sbp-withdrawn = { $name } bittet nicht mehr um eine Sonderbauphase
ev-sbp-started = Sonderbauphase: { $name } darf bauen und kaufen
ev-settler-two = { $name } ist Siedler 2 in { $owner }s Zug: darf bauen, kaufen, eine Karte ausspielen und mit der Bank handeln
ev-undone = ↩ { $name } machte { $what } rückgängig ({ $left ->
    [one] noch { $left }× Rückgängig
   *[other] noch { $left }× Rückgängig
})
undo-road = die { -road } auf { $at }
undo-settlement = die { -settlement } auf { $at }
undo-city = die { -city } auf { $at }
undo-bank-trade = den Tausch von { $give } mit der Bank gegen { $get }
undo-move = den letzten Zug

## Ein offenes Handelsangebot (öffentlich: in der Sprache des Tisches)

btn-offer-accept = Annehmen
btn-offer-decline = Ablehnen
btn-counter = Gegenangebot…
btn-cancel-offer = Angebot zurückziehen
btn-trade-with = Mit { $name } handeln
offer-head = **Handelsangebot** von { $name }: gibt **{ $give }** für **{ $get }**, an { $to }.
offer-answer = - { $name }: { $answer ->
    [accepts] nimmt an
    [declines] lehnt ab
    [counters] Gegenangebot: gibt { $give } für { $get }
   *[thinking] überlegt…
}
offer-ai-decides = { $name } nimmt die beste Antwort, sobald alle geantwortet haben, spätestens <t:{ $deadline }:R>.
offer-waiting = { $who }: annehmen, ablehnen oder Gegenangebot machen.

## Beginn und Ende eines Spiels (öffentlich: in der Sprache des Tisches)

started = **Catan** — das Spiel hat begonnen: { $seats }. { $first } setzt zuerst.
fair-started = 🎲 Faire Würfel: Der Fingerabdruck des geheimen Startwerts ist `{ $fingerprint }`; der Startwert wird am Spielende gezeigt (`/catan { name-fair }` erklärt es).
fair-seed = 🎲 Faire Würfel: Der geheime Startwert war `{ $seed }`. Er passt zum Fingerabdruck, der vor Spielbeginn gezeigt wurde: mit der Aufzeichnung (`/catan { name-export }`) kann jeder prüfen, dass kein Wurf, keine Karte und kein Diebstahl gewählt war (`/catan { name-fair }` erklärt, wie).
abandoned = { $name } hat Spiel { $game } abgebrochen. Die Aufzeichnung: `/catan { name-export } { optname-export-game }:{ $game }` · ein neuer Tisch: `/catan { name-new }`.
over-title = **Spiel vorbei!**
over-winner = 🏆 { $name } gewinnt nach { $turns ->
    [one] { $turns } Zug
   *[other] { $turns } Zügen
}.
over-player = { $medal } { $name }: **{ $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}**
over-vp-cards = { $count ->
    [one] { $count } Siegpunktkarte
   *[other] { $count } Siegpunktkarten
}
over-longest-road = { -longest-road } ({ $length })
over-largest-army = { -largest-army } ({ $knights ->
    [one] { $knights } Ritter
   *[other] { $knights } Ritter
})
over-rating = · Wertung { $before } → { $after } ({ $delta })
# A rated AI level by its key, as the game-over message and the leaderboard name it.
ai-rated-name = { $level ->
    [random] Zufalls-KI
    [heuristic] Heuristik-KI
    [strong] Starke KI
    [strong-classic] Klassische starke KI
   *[other] KI { $level }
}
over-rated-once-by = · nicht gewertet: für { ai-rated-name } zählt in diesem Spiel { $by }
over-rated-once = · nicht gewertet: für diese Person zählt in diesem Spiel { $by }
over-attached = 🎞 Im Anhang: das ganze Spiel im Zeitraffer und seine Diagramme (Würfel, Punkte, Karten).
over-swings = 📈 Siegchance über das Spiel (Diagramm anbei); die Züge, die es am meisten gedreht haben:
over-swing = Zug { $turn } · { $what }: { $before } % → { $after } %
over-swing-setup = Gründungsphase · { $what }: { $before } % → { $after } %
span-seconds = { $n } s
span-under-a-second = unter { $n } s
span-minutes = { $n } Min.
span-hours = { $n } Std.
span-days = { $n } Tg.
over-turn-times = ⏱ Zeit pro Zug: { $list }
over-turn-time = { $name } { $median } (längster { $longest })
over-played-in = ⏱ Gespielt in { $duration }.
duration-hours = { $hours } h { $minutes } min
duration-minutes = { $minutes } min
over-record = Die Aufzeichnung: `/catan { name-export } { optname-export-game }:{ $game }` · deine Wertung: `/catan { name-stats }`.
over-watchers = 👀 Für alle, die zugeschaut haben: { $who }.
stats-rolls = 🎲 { $total ->
    [one] { $total } Wurf
   *[other] { $total } Würfe
}; am häufigsten { $top } ({ $times ->
    [one] { $times }-mal
   *[other] { $times }-mal
}); die 7 kam { $sevens ->
    [one] { $sevens }-mal
   *[other] { $sevens }-mal
}.
stats-produced = 🌾 Erhaltene Karten: { $list }.
stats-deals = 🤝 { $list }.
stats-trades = { $count ->
    [one] { $count } Handel
   *[other] { $count } Handel
} zwischen Spielern
stats-bank = { $count } mit der Bank
stats-bought = { $count ->
    [one] { $count } Entwicklungskarte gekauft
   *[other] { $count } Entwicklungskarten gekauft
}
stats-stolen = gestohlene Karten: { $list }

## Die privaten Antworten der Lobby (in der Sprache dessen, der klickt)

ask-lobby-closed = Dieser Tisch ist geschlossen; das Spiel hat schon begonnen oder ist vorbei.
ask-rematch-unfinished = Nur ein zu Ende gespieltes Spiel hat eine Revanche.
ask-rematch-not-yours = Nur wer Spiel { $game } gespielt hat, kann um seine Revanche bitten; `/catan { name-new }` eröffnet einen neuen Tisch.
ask-rematch-not-seated = Gefragt werden nur die, die an dieser Revanche sitzen.
ask-rematch-host-declines = Du hast um diese Revanche gebeten: Klicke auf **{ $cancel }**, um sie zu schließen.
ask-rematch-accepted-already = Du hast schon angenommen.
ask-rematch-nobody = Dieser Tisch wartet jetzt auf niemandes Antwort.
rematch-waits = Die Revanche wartet darauf, dass { $names } annimmt oder ablehnt.
ask-seated-already = Du hast schon einen Platz an diesem Tisch.
ask-table-full = Der Tisch ist voll.
ask-not-seated = Du hast keinen Platz an diesem Tisch.
ask-host-cannot-leave = Die Spielleitung kann nicht gehen; klicke stattdessen auf **{ $cancel }**, um den Tisch zu schließen.
ask-only-host-cancels = Nur die Spielleitung kann diesen Tisch absagen.
ask-only-host-ai = Nur die Spielleitung kann KI-Spieler hinzufügen oder entfernen.
ask-only-host-settings = Nur die Spielleitung kann die Einstellungen des Tischs ändern.
ask-settings-rematch = Eine Revanche behält die Einstellungen, mit denen sie angeboten wurde, solange sie auf die Antworten ihrer Spieler wartet.
btn-settings = Einstellungen
settings-chooser = **Einstellungen des Tischs** — was du hier wählst, ändert den Tisch sofort für alle:
settings-saved = ✅ Gespeichert: Der Tisch zeigt die neuen Einstellungen.
settings-points = { $points } Siegpunkte zum Gewinnen
settings-discard = Bei einer 7 wirft ab, wer mehr als { $limit } Karten hat, die Hälfte
settings-undos = { $count ->
    [0] Ohne Rückgängig
   *[other] { $count }× Rückgängig je Spieler
}
settings-rules-placeholder = Regeln: wähle die, mit denen ihr spielt
settings-friendly-robber = Freundlicher { -robber } (verschont Spieler mit 2 Punkten oder weniger)
settings-balanced-dice = Ausgeglichene Würfel (Würfe aus einem gemischten Stapel der 36)
settings-balanced-sevens = Ausgeglichene Siebenen (braucht ausgeglichene Würfel)
settings-paired = Paarweise Züge (statt Sonderbauphasen)
ai-chooser = Welche KI nimmt Platz? **Heuristisch** spielt schnell nach Faustregeln; **Stark** rechnet voraus; **Zufällig** ist für Einsteiger.
btn-ai-heuristic = Heuristisch (schnell)
btn-ai-strong = Stark (rechnet voraus)
btn-ai-random = Zufällig (für Einsteiger)
btn-ai-remove = Eine KI entfernen
ask-no-ai = An diesem Tisch sitzt keine KI.
ask-table-cancelled = Der Tisch ist abgesagt.
ask-game-started = Das Spiel hat begonnen: { $first } setzt zuerst.
ask-seats = Plätze ({ $taken }/{ $players }): { $names }.
ask-only-host-starts = Nur die Spielleitung kann das Spiel starten.
ask-waiting-players = Es { $count ->
    [one] fehlt noch { $count } Spieler
   *[other] fehlen noch { $count } Spieler
}.

## Warum ein Zug abgelehnt wurde (eine private Antwort, in der Sprache dessen, der klickt)

building-name = { $building ->
    [settlement] { -settlement }
   *[city] { -city }
}
list-or = { $rest } oder { $last }
refusal-game-over = Das Spiel ist vorbei.
refusal-no-such-seat = In diesem Spiel gibt es keinen Platz { $seat }.
refusal-not-your-turn = { $name } ist am Zug, nicht du.
refusal-waiting-for-discards = Es wird gewartet, bis { $names } abgeworfen haben.
refusal-place-settlement-first = Setze zuerst eine { -settlement } (Gründungsphase).
refusal-place-road-first = Setze jetzt eine { -road } neben die { -settlement }, die du gerade gesetzt hast.
refusal-not-setup = Das geht nur in der Gründungsphase.
refusal-roll-first = Würfle zuerst.
refusal-already-rolled = Du hast in diesem Zug schon gewürfelt.
refusal-move-robber-first = Versetze zuerst den { -robber }.
refusal-place-free-roads-first = Baue zuerst deine freien Straßen aus dem Straßenbau.
refusal-no-robber-to-move = Gerade ist kein { -robber } zu versetzen.
refusal-no-discard-pending = Gerade muss niemand abwerfen.
refusal-no-discard-owed = Du musst nicht abwerfen.
refusal-wrong-discard-count = Du musst genau { $owed } Karten abwerfen, nicht { $given }.
refusal-bad-dice = Die Würfel müssen zwei Zahlen von 1 bis 6 sein.
refusal-missing-dice = Es wurde nicht gewürfelt.
refusal-intersection-occupied = Auf Kreuzung { $at } steht schon eine { building-name } von { $name }.
refusal-too-close = Diese Kreuzung liegt zu nah an der { building-name } von { $name } auf { $at }.
refusal-settlement-not-connected = Kreuzung { $at } ist mit keiner deiner Straßen verbunden.
refusal-path-occupied = Auf { $at } liegt schon eine { -road } von { $name }.
refusal-road-not-connected = Eine { -road } auf { $at } würde keine deiner Straßen, Siedlungen oder Städte berühren.
refusal-road-blocked-by-building = Eine { -road } auf { $at } würde durch die { building-name } von { $name } auf { $through } führen.
refusal-setup-road-not-adjacent = Die { -road } der Gründungsphase muss an die { -settlement } grenzen, die du gerade auf { $at } gesetzt hast.
refusal-no-settlement-to-upgrade = Du hast auf { $at } keine { -settlement }, die du ausbauen könntest.
refusal-no-pieces-left = Du hast keine { $piece ->
    [road] Straßen
    [settlement] Siedlungen
   *[city] Städte
} mehr zum Setzen.
refusal-cannot-afford = Dir fehlen noch { $missing }, um { $what ->
    [road] eine { -road } zu bauen
    [settlement] eine { -settlement } zu bauen
    [city] eine { -city } zu bauen
   *[development_card] eine { -development-card } zu kaufen
}.
refusal-deck-empty = Der Stapel der Entwicklungskarten ist leer.
refusal-no-such-card = Du hast keine Karte { dev-card-name } zum Ausspielen.
refusal-card-bought-this-turn = Du hast diese Karte { dev-card-name } in diesem Zug gekauft; du kannst sie ab deinem nächsten Zug ausspielen.
refusal-already-played-card = Du hast in diesem Zug schon eine { -development-card } ausgespielt.
refusal-no-road-possible = Es gibt keinen Ort, an dem du eine { -road } bauen könntest.
refusal-bank-lacks = Die Bank hat { $resource ->
    [wool] keine
   *[other] kein
} { resource-name } mehr.
refusal-bank-short = Die Bank hat nur noch { $has } { resource-name }.
refusal-robber-must-move = Der { -robber } muss auf ein anderes Feld als { $hex } ziehen.
refusal-friendly-robber = { $name } hat höchstens 2 Punkte und ist vor dem freundlichen { -robber } geschützt; wähle ein anderes Feld.
refusal-victim-required = Wähle, wen du bestiehlst: { $names }.
refusal-not-a-victim = { $name } hat kein Gebäude an Feld { $hex }, also kannst du dort nicht von { $name } stehlen.
refusal-victim-has-no-cards = { $name } hat keine Karten, die man stehlen könnte.
refusal-nobody-to-rob = An Feld { $hex } gibt es niemanden, den du bestehlen könntest.
refusal-steal-from-self = Du kannst nicht von dir selbst stehlen.
refusal-stolen-card-not-held = { $name } hat { $resource ->
    [wool] keine
   *[other] kein
} { resource-name }, also kann das nicht die gestohlene Karte sein.
refusal-missing-stolen-card = Die gestohlene Karte wurde nicht gezogen.
refusal-not-enough-cards = Du hast nur { $has } { resource-name }.
refusal-empty-trade-side = Wähle mindestens eine Karte zum Geben und eine zum Bekommen.
refusal-same-resource-both-sides = Derselbe Rohstoff kann nicht auf beiden Seiten eines Handels stehen ({ resource-name }).
refusal-bank-trade-units = Zu deinen Kursen bekommst du für { $give } { $units ->
    [one] { $units } Karte
   *[other] { $units } Karten
} von der Bank, nicht { $asked }.
refusal-bad-bank-rate = Du tauschst { resource-name } mit der Bank { $rate }:1, gib also ein Vielfaches von { $rate }.
refusal-trade-not-now = Gehandelt wird nur nach dem Würfeln, in deiner Aktionsphase.
refusal-no-open-offer = Es gibt kein offenes Handelsangebot.
refusal-not-addressed = Dieses Angebot richtet sich nicht an dich.
refusal-trade-with-self = Du kannst nicht mit dir selbst handeln.
refusal-not-the-offerer = Das kann bei einem Handel nur, wer am Zug ist.
refusal-partner-not-ready = { $name } hat dein Angebot weder angenommen noch ein Gegenangebot gemacht.
refusal-partner-lacks-cards = { $name } hat die Karten für diesen Handel nicht mehr.
refusal-nobody-addressed = Ein Angebot muss sich an mindestens einen anderen Spieler richten.
refusal-no-cards-in-setup = In der Gründungsphase werden keine Entwicklungskarten ausgespielt.
refusal-victory-point-not-playable = Siegpunktkarten werden nie ausgespielt; sie zählen von selbst.
refusal-no-such-hex = Auf dieser Insel gibt es kein Feld { $hex }.
refusal-no-such-intersection = Auf dieser Insel gibt es keine Kreuzung { $at }.
refusal-no-such-path = { $at } ist kein Weg auf dieser Insel: Diese beiden Kreuzungen liegen nicht nebeneinander.
refusal-special-build-not-in-game = Die Sonderbauphase gibt es nur mit 5 oder 6 Spielern.
refusal-special-build-own-turn = Du bist selbst am Zug: Baue jetzt, statt um eine Sonderbauphase zu bitten.
refusal-special-build-not-now = Um eine Sonderbauphase bitten kannst du nur im Zug eines anderen Spielers, nach der Gründungsphase.
refusal-special-build-already-asked = Du hast in diesem Zug schon um eine Sonderbauphase gebeten.
refusal-special-build-not-asked = Du hast in diesem Zug nicht um eine Sonderbauphase gebeten.
refusal-no-trade-in-special-build = In der Sonderbauphase wird nur gebaut und gekauft, nicht gehandelt.
refusal-special-build-paired-turns = An diesem Tisch wird paarweise gespielt: keine Sonderbauphase; du baust als Siedler 2 in deinem Teil eines Zugs.
refusal-settler-two-trades-with-the-bank = Als Siedler 2 handelst du nur mit der Bank und den Häfen, nicht mit anderen Spielern.
refusal-no-cards-in-special-build = In der Sonderbauphase werden keine Entwicklungskarten ausgespielt.
refusal-special-build-only-builds = In der Sonderbauphase darfst du nur bauen und Entwicklungskarten kaufen, dann weitergeben.
refusal-undo-off = Rückgängigmachen ist an diesem Tisch ausgeschaltet.
refusal-undo-limit = Du kannst nichts mehr rückgängig machen: Jeder darf es in diesem Spiel { $count ->
    [one] einmal
   *[other] { $count }-mal
}.
refusal-nothing-to-undo = Du hast nichts rückgängig zu machen: Rückgängig machen lassen sich nur deine eigenen Bauten und Banktausche seit dem letzten Wurf, der letzten Karte, dem letzten Diebstahl, Handel mit einem Spieler oder Zugende.

## Was ein Spieler über seinen eigenen Zug erfährt (privat: in der Sprache dessen, der klickt)

refused-no-game-here = In diesem Kanal gibt es kein offenes Spiel. Eröffne eines mit `/catan { name-new }`.
refused-no-game-here-thread = In diesem Kanal läuft kein Spiel. `/catan { name-new }` eröffnet eines in einem eigenen Thread (im Kanal selbst kann ich nicht spielen: mir fehlt { $permissions }).
refused-no-game-cannot = In diesem Kanal läuft kein Spiel, und hier kann ich keines leiten: mir fehlt { $permissions }. Ein Server-Admin kann { $count ->
    [one] es
   *[other] sie
} in den Kanaleinstellungen erteilen.
refused-game-gone = Dieses Spiel gibt es nicht mehr.
refused-not-seated = Du spielst in diesem Spiel nicht mit.
refused-not-started = Das Spiel hat noch nicht begonnen.
refused-over = Das Spiel ist vorbei.
refused-turn-over = Dieser Zug ist vorbei.
refused-special-build-over = Diese Sonderbauphase ist vorbei.
refused-part-over = Dieser Teil des Zugs ist vorbei.
refused-offer-closed = Dieses Angebot ist geschlossen.
refused-store = Das Spiel konnte gerade nicht gelesen werden; nichts hat sich geändert. Bitte versuche es noch einmal.
setup-players = Ein Spiel hat 2 bis 6 Spieler, nicht { $count }.
setup-points-to-win = Die Siegpunkte zum Sieg müssen zwischen 5 und 20 liegen, nicht bei { $count }.
setup-discard-limit = Die Abwurfgrenze muss zwischen 7 und 20 Karten liegen, nicht bei { $count }.
setup-undo-limit = Jeder darf höchstens { $most }-mal rückgängig machen, nicht { $count }-mal.
setup-first-player = Der Startspieler muss einer der { $players } Plätze sein, nicht Platz { $seat }.
setup-dev-deck = Der Stapel der Entwicklungskarten muss genau die { $cards } Karten des Spiels enthalten.
setup-board-size = Ein Spiel mit { $players } Spielern wird auf einem Plan aus { $want } Feldern gespielt, nicht aus { $got }.
setup-beginner-map-on-large-island = Die Einsteigerkarte gibt es nur für 2 bis 4 Spieler; ein Spiel mit 5–6 Spielern nutzt eine zufällige Karte.
setup-sevens-without-deck = Ausgeglichene Siebenen kommen aus dem Stapel der ausgeglichenen Würfel: wähle auch ausgeglichene Würfel.
setup-paired-needs-five = Paarweise Züge gibt es für 5 oder 6 Spieler, nicht für { $count }.
setup-explicit-board-tiles = Ein Spiel mit 5–6 Spielern braucht einen festen Plan aus 30 Feldern, nicht aus { $got }.
error-nothing-changed = Entschuldigung, bei uns ist etwas schiefgegangen; nichts hat sich geändert. Bitte versuche es noch einmal.
error-shown-later = Dein Zug wurde ausgeführt, aber beim Anzeigen ist etwas schiefgegangen; der Tisch holt es gleich nach.
text-missing = Entschuldigung, für diese Nachricht hat der Bot keinen Text; nichts hat sich geändert.
refused-not-in-progress = Das Spiel läuft nicht mehr.
refused-user-not-seated = { $name } spielt in diesem Spiel nicht mit.
refused-unknown-button = Dieser Knopf gehört zu etwas, das ich nicht mehr kenne.
refused-unknown-form = Dieses Formular gehört zu etwas, das ich nicht mehr kenne.
refused-lobby-gone = Diesen Tisch gibt es nicht mehr.
refused-choose-option = Wähle eine der Möglichkeiten.
nothing-discard-first = Wirf zuerst ab (**{ $button }**).
nothing-to-build = Gerade kannst du nichts bauen: Vergleiche deine Karten (**{ $button }**) mit den Kosten in `/catan { name-rules }`.
nothing-to-play = Gerade kannst du keine Entwicklungskarte ausspielen: eine Karte pro Zug, und nie eine in diesem Zug gekaufte.
nothing-to-trade = Gerade kannst du nicht handeln.
nothing-robber-move = Gerade kannst du den Räuber nicht versetzen.
move-name = { $move ->
    [place_settlement] Siedlung
    [build_settlement] Siedlung
    [place_road] Straße
    [build_road] Straße
    [roll] Wurf
    [discard] Abwurf
    [move_robber] Räuberzug
    [build_city] Stadt
    [buy_dev_card] Kauf einer Entwicklungskarte
    [play_knight] Ritter
    [play_road_building] Straßenbau
    [play_year_of_plenty] Erfindung
    [play_monopoly] Monopol
    [bank_trade] Handel mit der Bank
    [offer_trade] Handelsangebot
    [accept_trade] Annahme
    [decline_trade] Ablehnung
    [counter_trade] Gegenangebot
    [confirm_trade] Handel
    [cancel_trade] Rücknahme des Angebots
    [end_turn] Zugende
    [ask_special_build] Bitte um eine Sonderbauphase
    [withdraw_special_build] Rücknahme der Bitte um eine Sonderbauphase
   *[undo] Rückgängigmachen
}
move-refused = Nicht ausgeführt: { move-name }. { $why }
move-not-made = Nicht ausgeführt: { move-name }, denn { $why }. { $again }
why-kept-changing = der Tisch hat sich beim Klicken weiter verändert; sieh ihn dir zuerst an
why-restarting = der Bot startet gerade neu
why-not-saved = das Protokoll des Spiels konnte gerade nicht gespeichert werden, also hat sich nichts geändert
why-click-unconfirmed = Discord hat deinen Klick nicht bestätigt
again-click = Klicke noch einmal auf **{ $label }**.
again-click-later = Klicke in einer Minute noch einmal auf **{ $label }**.
again-it = Klicke noch einmal darauf.
again-it-later = Klicke in einer Minute noch einmal darauf.
again-send = Sende es noch einmal.
again-send-later = Sende es in einer Minute noch einmal.
again-command = Nutze noch einmal `/{ $command }`.
again-command-later = Nutze in einer Minute noch einmal `/{ $command }`.
move-restarting = Der Bot startet gerade neu: { move-name } wird gleich ausgeführt, oder du erfährst, warum nicht.
move-done = Erledigt.
move-maybe-not-made = { move-name } wurde vielleicht nicht ausgeführt: Bei uns ist etwas schiefgegangen. Wenn der Tisch es nicht zeigt, versuche es noch einmal.
move-recovered-made = Ausgeführt: { move-name }. Der Bot ist dabei neu gestartet.
move-recovered-refused = Nicht ausgeführt: { move-name }. Der Bot ist dabei neu gestartet. { $why }
move-recovered-kept-changing = Nicht ausgeführt: { move-name }. Der Bot ist dabei neu gestartet, und der Tisch hat sich weiter verändert. Sieh ihn dir an und versuche es noch einmal.
move-made-not-shown = Dein Zug ist ausgeführt. { $why }
# Discord's permissions, as each language's Discord names them.
perm-view-channel = Kanal ansehen
perm-send-messages = Nachrichten senden
perm-send-in-threads = Nachrichten in Threads senden
perm-create-threads = Öffentliche Threads erstellen
perm-attach-files = Dateien anhängen
perm-read-history = Nachrichtenverlauf anzeigen
cannot-show-missing = Ich kann ihn nicht am Tisch zeigen: Mir fehlt hier { $permissions }. Das Spiel wartet, nichts geht verloren; ein Server-Admin kann { $count ->
    [one] die Berechtigung
   *[other] die Berechtigungen
} zurückgeben.
cannot-see-channel = Ich kann diesen Kanal nicht mehr sehen (es fehlt **{ perm-view-channel }**); das Spiel wartet, nichts geht verloren. Ein Server-Admin kann die Berechtigung zurückgeben.
cannot-post = Mir fehlt eine Berechtigung, um hier zu posten (**{ perm-send-messages }**, **{ perm-send-in-threads }** oder **{ perm-attach-files }**); das Spiel wartet, nichts geht verloren. Ein Server-Admin kann die Berechtigung zurückgeben.
private-bought = Du hast gekauft: { dev-card-name }.
private-stole = Du hast { $name } 1 { resource-name } gestohlen.
sbp-asked-answer = Du hast eine Sonderbauphase beantragt: Wenn { $owner } den Zug beendet, darfst du bauen und Entwicklungskarten kaufen (kein Handel, keine Karten ausspielen). Zum Zurückziehen klicke noch einmal auf **{ $button }**.
sbp-withdrawn-answer = Du hast deine Bitte zurückgenommen: keine Sonderbauphase für dich nach dem Zug von { $owner }.

## Die Auswahlen und Formulare eines Zuges (privat: in der Sprache dessen, der klickt)

btn-more = Mehr ▶
btn-previous = ◀ Zurück
chooser-part = { $title } ({ $part } von { $parts })
terrain-name = { $terrain ->
    [forest] Wald
    [pasture] Weideland
    [fields] Ackerland
    [hills] Hügelland
    [mountains] Gebirge
   *[desert] Wüste
}
place-pips = { $pips ->
    [one] { $pips } Punkt
   *[other] { $pips } Punkte
}
place-tile = { terrain-name } { $number }
place-intersection = { $tiles } · { place-pips }
place-intersection-harbor = { $tiles } · { place-pips } · Hafen 3:1
place-intersection-special-harbor = { $tiles } · { place-pips } · Hafen 2:1 { resource-name }
place-city = { $at } · { -city } · { $place }
place-path = { $path } · Richtung { $place }
place-hex = { $hex } · { terrain-name } { $number } · { place-pips }
place-hex-desert = { $hex } · { terrain-name }
place-hex-rob = { $place } · bestiehlt { $names }
place-hex-nobody = { $place } · niemand zu bestehlen
chooser-place-settlement = Setze eine { -settlement }
chooser-place-road = Setze eine { -road }
chooser-build-road = Baue eine { -road } (1 { -brick }, 1 { -lumber })
chooser-build-settlement = Baue eine { -settlement } ({ -brick }, { -lumber }, { -wool }, { -grain })
chooser-build-city = Baue eine { -city } (2 { -grain }, 3 { -ore })
chooser-build-where = Wo? Jeder Ort, an dem du bauen kannst, ist eingekreist und mit seiner Nummer markiert.
chooser-build-where-paged = Wo? Jeder Ort, an dem du bauen kannst, ist eingekreist und mit seiner Nummer markiert. (Teil { $page } von { $pages } der Insel)
close-up-part = 🔍 Die Insel, wie sie gerade steht, Teil { $page } von { $pages }.
build-not-a-path = „{ $at }“ ist kein Weg; schreibe ihn wie 12-13.
build-not-an-intersection = „{ $at }“ ist keine Kreuzung; nimm eine Zahl von 1 bis { $last }.
robber-not-a-hex = „{ $hex }“ ist kein Feld; nimm einen Buchstaben von A bis { $last }.
robber-nobody-there = An Feld { $hex } kann niemand bestohlen werden: Lass `{ optname-robber-victim }` leer.
robber-can-steal-from = An Feld { $hex } kannst du { $names } bestehlen.
robber-choose-victim = Wähle mit `{ optname-robber-victim }`, wen du an Feld { $hex } bestiehlst: { $names }.
nobody-called = Niemand namens „{ $name }“ sitzt an diesem Tisch.
robber-cannot-rob = { $name } kann dort nicht bestohlen werden.
robber-placeholder = Versetze den { -robber } auf…
robber-where = Wohin zieht der { -robber }?
robber-choose-hex = Wähle ein Feld.
robber-cannot-go = Der { -robber } kann jetzt nicht dorthin.
btn-steal-from = { $name } bestehlen
robber-whom = Feld { $hex }: Wen bestiehlst du?
victim-choice = { $name } · { $cards ->
    [one] { $cards } Karte
   *[other] { $cards } Karten
}
victim-choice-at = { victim-choice } · Feld { $hexes }
discard-placeholder = Wie viele von jedem: { $count } Karten insgesamt
btn-type-cards = Karten eintippen…
discard-chooser = Du hast { $hand }. Wähle, wie viele von jedem Rohstoff du abwirfst, { $count } Karten insgesamt (eine Wahl je Rohstoff).
discard-already-in = Du hast schon abgeworfen: der Tisch wartet auf die Abwürfe von { $names }.
discard-not-owed = Du musst nicht abwerfen (du hattest nicht mehr Karten als erlaubt): der Tisch wartet auf die Abwürfe von { $names }.
discard-form-title = Wirf { $count } Karten ab
discard-form-field = Abzuwerfende Karten (z. B. 2 { -brick }, 1 { -ore })
trade-bank-option = Gib { $give }, bekomme { $get }
btn-offer-to-players = Den Spielern anbieten…
trade-bank-placeholder = Mit der Bank handeln (dein bester Kurs)
trade-chooser = Handle mit der Bank oder biete dem Tisch einen Handel an.
trade-chooser-no-bank = { $why } Du kannst den Spielern einen Handel anbieten.
offer-form-title = Einen Handel anbieten
offer-form-give = Du gibst (z. B. 1 { -brick }, 1 { -wool })
offer-form-get = Du bekommst (z. B. 1 { -ore })
offer-form-to = An (Name eines Spielers; leer: alle)
counter-own = Du kannst dein eigenes Angebot nicht kontern; zieh es zurück und mach ein neues.
counter-form-title = Gegenangebot
counter-form-give = Du gibst
counter-form-get = Du bekommst
bank-none-left = Du kannst gerade nicht mit der Bank handeln: Sie hat keine Karten mehr, die sie dir für { $resources } geben könnte.
bank-need = Du kannst gerade nicht mit der Bank handeln: Du brauchst { $need }, und du hast { $held }.
bank-need-harbors = { $each } ({ $count ->
    [one] dein 2:1-Hafen
   *[other] deine 2:1-Häfen
} für { $names })
bank-need-three = 3 von einem Rohstoff (dein Hafen 3:1)
bank-need-three-other = 3 von einem anderen Rohstoff (dein Hafen 3:1)
bank-need-no-harbor = { $rate } von einem Rohstoff (du hast keinen Hafen)
bank-need-other = { $rate } von einem anderen Rohstoff
bank-held-nothing = keine Rohstoffkarten
cards-name-resource = Nenne mit `{ optname-play-resource }` den Rohstoff, den du forderst.
cards-name-two = Nenne mit `{ optname-play-resource }` und `{ optname-play-resource2 }` die beiden Karten, die du nimmst.
btn-play-card = { dev-card-name } ausspielen
cards-monopoly-on = Monopol auf { resource-name }
cards-yop-placeholder = Erfindung: nimm zwei Karten
cards-monopoly-placeholder = Monopol: nenne einen Rohstoff
cards-none = Du hast keine Entwicklungskarte zum Ausspielen.
cards-which = Welche Karte?
cards-bad-count = „{ $count }“ ist keine Kartenanzahl.
cards-expected-resource = Nach „{ $count }“ fehlt ein Rohstoff.
cards-not-a-resource = „{ $word }“ ist kein Rohstoff ({ -brick }, { -lumber }, { -wool }, { -grain }, { -ore }).

## Der Spielplan und die Diagramme des Spiels (in der Sprache des Tisches; der Plan neben einer privaten Auswahl in der des Mitglieds)

board-setup = Gründung
board-game-over = Spiel vorbei
board-turn = Zug { $turn }
board-build-spots = Bauplätze von { $name }:
board-spots-settlements = { $count ->
    [one] { $count } Siedlung
   *[other] { $count } Siedlungen
}
board-spots-cities = { $count ->
    [one] { $count } Stadt
   *[other] { $count } Städte
}
board-spots-roads = { $count ->
    [one] { $count } Straße
   *[other] { $count } Straßen
}
board-spots-none = gerade nirgends
board-last-roll = Letzter Wurf
board-no-roll = Noch kein Wurf
board-bank = Bank
board-deck = Entw.-Karten { $count }
board-cards = Karten
board-dev-cards = Entw.
board-knights = Ritter
board-road = Straße
board-vp = SP
board-status-road = { $name } setzt eine Straße
board-status-settlement = { $name } setzt eine Siedlung
board-status-roll = { $name } würfelt
board-status-discards = Warten auf Abwürfe
board-status-robber = { $name } versetzt den Räuber
board-status-main = { $name } baut und handelt
board-status-free-roads = { $name } baut freie Straßen
board-status-special-build = { $name }: Sonderbau
board-status-won = { $name } gewinnt!
board-status-nobody-won = Niemand hat gewonnen
board-badge-vp-cards = { $count ->
    [one] { $count } SP-Karte
   *[other] { $count } SP-Karten
}
board-badge-discards = Wirft { $count } ab
board-badge-special-build = Sonderbau
board-badge-longest-road = Längste Straße
board-badge-largest-army = Größte Rittermacht
chart-player = Spieler { $seat }
chart-won = { $name } gewinnt nach { $turns } Zügen
chart-setup = Gründungsphase
chart-played = { $turns } Züge gespielt
chart-summary = { $players } Spieler · { $rolls ->
    [one] { $rolls } Wurf
   *[other] { $rolls } Würfe
} · { $trades ->
    [one] { $trades } Handel
   *[other] { $trades } Handel
}
chart-points = Siegpunkte
chart-chances = Siegchance, Zug um Zug
chart-turn = Zug
chart-dice = Gewürfelt und erwartet
chart-rolled = gewürfelt
chart-expected = erwartet
chart-cards = Karten je Spieler
chart-gained = erhalten
chart-robbed = geraubt
chart-monopolized = an Monopol
chart-traded-away = abgegeben
chart-traded-for = eingetauscht
trend-unrated = Noch keine gewerteten Spiele.
trend-change = { $games ->
    [one] { $change } in { $games } Spiel
   *[other] { $change } in { $games } Spielen
}
trend-high = höchste { $value }
trend-low = tiefste { $value }

## Die übrigen Befehle und Knöpfe des Tisches (privat: in der Sprache dessen, der fragt)

refused-conflict = Jemand anderes hat im selben Moment gehandelt; bitte versuche es noch einmal.
refused-channel-busy = In diesem Kanal gibt es schon ein offenes Spiel.
lobby-rematch-declined = { $name } hat die Revanche abgelehnt: Der Platz ist frei.
new-missing-permissions = Ich kann hier keinen Tisch führen: Mir fehlt in diesem Kanal { $permissions }. Ein Server-Admin kann { $count ->
    [one] diese Berechtigung
   *[other] diese Berechtigungen
} in den Kanaleinstellungen erteilen{ $fix }.
new-missing-fix-no-thread = { " " }(oder eröffne den Tisch ohne Thread: `/catan { name-new } { optname-new-thread }:False`)
new-missing-fix-thread = { " " }(ein Tisch in einem eigenen Thread ginge hier: `/catan { name-new }` ohne `{ optname-new-thread }:False`)
new-missing-fix-also = { " " }(ein Tisch ohne Thread bräuchte außerdem { $also })
new-thread-failed = Ich konnte hier keinen Thread eröffnen; versuche `/catan { name-new } { optname-new-thread }:False`, um in diesem Kanal zu spielen.
watch-over = Dieses Spiel ist vorbei: Es gibt nichts mehr zuzuschauen.
watch-plays = Du spielst an diesem Tisch: Jede seiner Nachrichten ist schon deine.
watch-watching = 👀 Du schaust Spiel { $game } zu ({ $names }): Jeder Zug erscheint hier, sobald er gemacht ist. Zuschauer sehen nie eine Hand oder eine Karte.
watch-thread-added = Du wurdest zum Thread des Tisches hinzugefügt.
watch-thread-follow = Folge dem Thread des Tisches, um ihn in deiner Liste zu sehen.
watch-ping = 👀 Du schaust Spiel { $game } zu: Die Nachricht zum Spielende pingt dich.
watch-stopped = Du schaust Spiel { $game } nicht mehr zu.
watch-not-watching = Du hast Spiel { $game } nicht zugeschaut.
btn-watch-ping = Ping mich am Ende
btn-unwatch = Nicht mehr zuschauen
board-reposted = Der Tisch ist unten noch einmal gepostet.
board-repost-failed = Discord hat den neuen Post nicht angenommen; ich versuche es gleich noch einmal.
log-unreadable = Das Protokoll dieses Spiels lässt sich leider nicht lesen.
abandon-not-host = Nur die Spielleitung oder ein Mitglied mit „Kanäle verwalten“ kann dieses Spiel abbrechen.
abandon-too-late = Das Spiel ist gerade zu Ende gegangen; sein Ergebnis steht.
no-game-here = In diesem Kanal gibt es kein Spiel { $game }.
export-not-over = Die Aufzeichnung gibt es, sobald das Spiel vorbei ist (oder für Mitglieder mit „Kanäle verwalten“).
export-record = Die Aufzeichnung von Spiel { $game }.
notify-dm-on = **Deine Züge:** der Ping im Kanal des Tisches und eine Direktnachricht mit einem Link zur Zugnachricht.
notify-dm-off = **Deine Züge:** der Ping im Kanal des Tisches (`/catan { name-notify } { optname-notify-dm }:True` fügt eine Direktnachricht mit Link hinzu).
notify-dm-refused = Discord hat die letzte abgelehnt (deine Direktnachrichten von diesem Server sind vielleicht geschlossen): Keine wird mehr gesendet, bis du sie mit `{ optname-notify-dm }:True` wieder einschaltest.
notify-quiet = **Ruhezeiten:** { $hours }: dann keine Direktnachricht, nur der Ping im Kanal, und deine Zuguhr steht still.
notify-quiet-now = Gerade ist für dich Ruhezeit.
notify-next-on = **Vorwarnung:** eine Direktnachricht, wenn der Spieler vor dir seinen Zug beginnt.
notify-next-off = **Vorwarnung:** keine (`{ optname-notify-next }:True` schickt eine Direktnachricht, wenn der Spieler vor dir seinen Zug beginnt).
notify-quiet-none = **Ruhezeiten:** keine (`{ optname-notify-quiet }:22-7 { optname-notify-time_zone }:Europe/Berlin` legt welche fest).
dm-turn = 🎲 Du bist am Zug in { $channel } (Catan, Spiel { $game }): { $link }
dm-turn-what = { $what }: { $link }
dm-heads-up = ⏭ { $name } hat Zug { $turn } begonnen; danach bist du dran · { $game }: { $link }
dm-refused = Ich konnte dir keine Direktnachricht zu deinem Zug schicken: Discord hat sie abgelehnt (deine Direktnachrichten von diesem Server sind vielleicht geschlossen). Deine Züge pingen dich weiter im Kanal. Sobald du sie erlaubst, schaltet `/catan { name-notify } { optname-notify-dm }:True` die Nachrichten wieder ein.
quiet-hours-bad = Ruhezeiten sind zwei Stunden des Tages, wie `22-7` (von 22:00 bis 7:00), oder `off`.
quiet-hours-empty = Ruhezeiten brauchen einen Anfang und ein Ende, die sich unterscheiden.
quiet-zone-unknown = Die Zeitzone `{ $zone }` kenne ich nicht: Nimm einen Namen wie `Europe/Berlin` oder `America/New_York`, oder `UTC`.

## Zwischen den Spielen: Statistik, Rangliste, Verlauf und der Rückblick eines Spiels (privat: in der Sprache dessen, der fragt)

stats-none-server = Auf diesem Server ist noch kein Spiel zu Ende gegangen, also gibt es keine Statistik. `/catan { name-new }` eröffnet einen Tisch.
stats-turn-time = **Zeit pro Zug:** { $median } (längster { $longest })
stats-none-you = Du hast auf diesem Server noch kein Spiel beendet: Deine Statistik beginnt mit deinem ersten beendeten Spiel. `/catan { name-new }` eröffnet einen Tisch.
stats-none-them = { $name } hat auf diesem Server noch kein Spiel beendet.
stats-head = **📊 { $name }** auf diesem Server
stats-games = 🎲 { $games ->
    [one] { $games } beendetes Spiel
   *[other] { $games } beendete Spiele
} · { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
} ({ $rate } %) · im Schnitt { $points } Punkte je Spiel
stats-rating = 📈 Wertung **{ $rating }**{ $trend ->
    [last] { " " }({ $change } in den letzten { $count ->
        [one] { $count } Spiel
       *[other] { $count } Spielen
    })
    [all] { " " }({ $change } in { $count ->
        [one] { $count } Spiel
       *[other] { $count } Spielen
    })
   *[none] {""}
}{ $more ->
    [0] {""}
   *[other] ; noch { $more ->
        [one] { $more } beendetes Spiel
       *[other] { $more } beendete Spiele
    } bis zur Rangliste
}
stats-no-change = unverändert
stats-unrated = 📈 Wertung: noch nicht berechnet.
stats-favourite-first = { resource-name } ({ $count } von { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spielen
})
stats-favourite = { resource-name } ({ $count })
stats-favourites = 🏠 Erste Siedlung meist neben { $list }.
stats-longest-road = 🛣️ Längste Straße: { $length ->
    [one] { $length } Straße lang
   *[other] { $length } Straßen lang
} (Spiel { $game }).
btn-next = Weiter ▶
leaderboard-short = Du hast hier { $games ->
    [one] { $games } beendetes Spiel
   *[other] { $games } beendete Spiele
}: Noch { $more ->
    [one] { $more } Spiel
   *[other] { $more } Spiele
}, und du stehst darauf.
leaderboard-empty = Auf diesem Server ist noch kein Spiel zu Ende gegangen: Die Rangliste füllt sich, wenn Spiele enden. `/catan { name-new }` eröffnet einen Tisch.
leaderboard-nobody = Auf diesem Server hat noch niemand { $min } Spiele beendet: Ein Spieler erscheint nach { $min } beendeten Spielen auf der Rangliste.
leaderboard-head = **🏆 Rangliste** — nach Wertung; Spieler mit mindestens { $min ->
    [one] { $min } beendeten Spiel
   *[other] { $min } beendeten Spielen
} auf diesem Server.
leaderboard-line = { $rank } { $name } — **{ $rating }** · { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
} · { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
}
leaderboard-line-you = { leaderboard-line } ← du
leaderboard-foot = Seite { $page } von { $pages } · { $players ->
    [one] { $players } Spieler
   *[other] { $players } Spieler
}.
history-note-server = In diesem Kanal ist noch kein Spiel zu Ende gegangen (ein Tisch in seinem eigenen Thread zählt dort); hier die Spiele des ganzen Servers.
history-empty = Auf diesem Server ist noch kein Spiel zu Ende gegangen. `/catan { name-new }` eröffnet einen Tisch.
history-head-channel = **📜 Beendete Spiele in diesem Kanal**, die neuesten zuerst
history-head-server = **📜 Beendete Spiele auf diesem Server**, die neuesten zuerst
history-foot = Seite { $page } von { $pages } · { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
}. Der Knopf eines Spiels gibt seine Aufzeichnung, seinen Zeitraffer und seine Diagramme.
btn-history-game = Spiel { $game }
history-game = **Spiel { $game }**
history-abandoned = abgebrochen
# A history line's other facts: when the game ended (Discord shows the time as "2 days ago"
# in the reader's language), its channel, its winner, and each player's points.
history-when = <t:{ $time }:R>
history-where = <#{ $channel }>
history-winner = 🏆 **{ $name }**
history-score = { $name } { $points }
recap-gone = Spiel { $game } gibt es nicht mehr.
recap-elsewhere = Spiel { $game } wurde auf einem anderen Server gespielt.
recap-not-started = Spiel { $game } hat nie begonnen: Es hat keine Aufzeichnung.
recap-head = **Spiel { $game }**
recap-head-abandoned = **Spiel { $game }** (abgebrochen)
recap-head-won = **Spiel { $game }** — 🏆 { $name } gewann
recap-files = { $head }: seine Aufzeichnung (jeder Zug, zum Aufheben oder um die Würfel zu prüfen){ $files ->
    [both] , sein Zeitraffer und seine Diagramme
    [timelapse] { " " }und sein Zeitraffer
    [charts] { " " }und seine Diagramme
   *[none] {""}
}.
recap-missing = { $what ->
    [both] Sein Zeitraffer und seine Diagramme ließen sich leider nicht erstellen.
    [timelapse] Sein Zeitraffer ließ sich leider nicht erstellen.
   *[charts] Seine Diagramme ließen sich leider nicht erstellen.
}

## /catan-hub games (eine private Antwort, in der Sprache dessen, der fragt)

games-head-yours = **Du bist dran** · { $count ->
    [one] { $count } Tisch
   *[other] { $count } Tische
}
games-head-others = **Warten auf andere** · { $count ->
    [one] { $count } Tisch
   *[other] { $count } Tische
}
games-ai = 🤖 { $name } (KI) ist am Zug · { $game }
games-setup-settlement = 🏠 { $name } setzt eine { -settlement } · { $game }
games-setup-road = 🛣️ { $name } setzt eine { -road } · { $game }
games-roll = 🎲 { $name } muss würfeln (Zug { $turn }) · { $game }
games-main = 🔨 { $name } spielt Zug { $turn } · { $game }
games-discard = 🃏 { $names } { $count ->
    [one] wirft
   *[other] werfen
} die Hälfte der Karten ab · { $game }
games-robber = 🥷 { $name } muss den { -robber } versetzen · { $game }
games-road-building = 🛣️ { $name } setzt freie Straßen · { $game }
games-special-build = 🔨 Sonderbauphase von { $name } · { $game }
games-lobby = 🪑 Offener Tisch, { $taken } von { $players } Plätzen besetzt · { $game }
games-lobby-start = 🪑 { $name }, dein Tisch ist voll: Klicke auf **{ btn-start }** · { $game }
games-lobby-rematch = 🔁 { $name }, noch eine Runde? **{ btn-accept }** oder **{ btn-decline }** · { $game }
games-link = [Zum Tisch]({ $link })
games-server = **{ $name }**
games-turn-since = Zug begann { $since }
games-lobby-since = eröffnet { $since }
games-more = …und { $count ->
    [one] ein weiterer Tisch
   *[other] { $count } weitere Tische
}: mehr, als eine Nachricht fasst.
games-none = Du sitzt gerade an keinem Tisch. `/catan { name-new }` eröffnet einen in einem Kanal, und **{ btn-join }** an einem offenen Tisch gibt dir einen Platz.

## /catan fair (eine private Antwort, in der Sprache dessen, der fragt)

fair-explained = **Faire Würfel** — wie jeder das Glück dieses Tisches prüfen kann.
    Bevor jemand beitritt, legt der Bot einen geheimen Startwert fest und zeigt dessen Fingerabdruck (einen SHA-256-Hash) am offenen Tisch. Beim Start mischt er hinein, was vorher niemand wusste: die Nummer des Spiels, die Discord-ID des Klicks auf **{ btn-start }** und die Spieler am Tisch. Alles Zufällige des Spiels (die Zufallskarte, wer beginnt, der Stapel der Entwicklungskarten, jeder Wurf, jede gestohlene Karte) folgt daraus, jede Art in ihrem eigenen Strom gezählt. Wenn das Spiel endet, gewonnen oder abgebrochen, wird der Startwert gezeigt, und jeder kann mit der Aufzeichnung (`/catan { name-export }`) prüfen, dass er zum Fingerabdruck passt und jeder Zug aus ihm kam: das Prüfprogramm des Bots tut das auf jedem Rechner, ohne den Bot.
    {"**"}Was das beweist:** Sobald der Tisch offen war, konnte niemand (auch nicht der Betreiber des Bots) einen Wurf, eine Karte oder einen Diebstahl für irgendwen wählen oder nachträglich ändern, ohne dass die Prüfung es benennt.
    {"**"}Was es nicht beweisen kann:** Der Bot kennt den Startwert, während ihr spielt; ein unehrlicher Server könnte also kommende Würfe ansehen oder Tische verwerfen, bis ihm einer gefällt (jeder Tisch zeigt seinen eigenen Fingerabdruck). Die KI-Plätze tun das nie: Sie sehen nur ihre eigene Hand und den Tisch, wie du.
fair-check-before = Spiel { $game } begann vor den fairen Würfeln: Seine Ziehungen lassen sich so nicht prüfen.
fair-check-fingerprint = Spiel { $game }: Der Fingerabdruck ist `{ $fingerprint }`.
fair-check-entropy = Beim Start hineingemischt: `{ $entropy }`.
fair-check-entropy-later = Der Start mischt seinen Zufall noch hinein.
fair-check-seed = Der Startwert, enthüllt: `{ $seed }`.
fair-check-seed-later = Der Startwert wird am Spielende gezeigt.
fair-check-balanced = Ausgeglichene Würfel: Die Würfe werden aus gemischten Stapeln der 36 Ergebnisse zweier Würfel ausgeteilt, { $deal } aus jedem Stapel.
fair-howto = So prüfst du eine Aufzeichnung selbst, Schritt für Schritt: { $url }
fair-howto-none = Um eine Aufzeichnung zu prüfen, frag, wer diesen Bot betreibt: Er kann sie für dich prüfen oder dir das Prüfprogramm geben.

## /catan hint (eine private Antwort, in der Sprache dessen, der fragt): was zu tun ist, und warum

do-place-settlement = Setze eine { -settlement } auf { $at }
do-place-road = Setze eine { -road } auf { $at }
do-roll = Würfle
do-discard = Wirf { $cards } ab
do-robber = Versetze den { -robber } auf Feld { $hex }{ $detail }
do-robber-steal = Versetze den { -robber } auf Feld { $hex }{ $detail } und bestiehl { $name }
do-free-road = Baue eine freie { -road } auf { $at }
do-road = Baue eine { -road } auf { $at }
do-settlement = Baue eine { -settlement } auf { $at }
do-city = Baue eine { -city } auf { $at }
do-buy = Kaufe eine { -development-card }
do-knight = Spiele einen { dev-card-name } aus
do-play = Spiele { dev-card-name } aus
do-year-of-plenty = Spiele { dev-card-name } aus und nimm { $cards }
do-monopoly = Spiele { dev-card-name } auf { resource-name } aus
do-bank = Tausche { $give } mit der Bank gegen { $get }
do-offer = Biete { $give } für { $get } an, an { $to }
do-accept = Nimm das Angebot von { $name } an
do-decline = Lehne das Angebot von { $name } ab
do-counter = Kontere das Angebot von { $name }: { $give } für { $get }
do-confirm = Bestätige den Handel mit { $name }
do-withdraw = Zieh dein Angebot zurück
do-end-special = Beende deine Sonderbauphase
do-end = Beende deinen Zug
do-ask-special = Bitte um eine Sonderbauphase
do-withdraw-special = Zieh deine Bitte um eine Sonderbauphase zurück
do-undo = Nimm deinen letzten Bau oder Banktausch zurück
hint-over-won = Das Spiel ist vorbei: { $name } hat gewonnen
hint-over = Das Spiel ist vorbei
hint-not-your-turn = { $name } ist am Zug, nicht du
hint-not-your-special-build = { $name } hat gerade die Sonderbauphase, nicht du
hint-waiting-discards = Es wird gewartet, bis { $names } abgeworfen haben
hint-offer-answered = Du hast das Angebot von { $name } beantwortet; jetzt entscheidet { $name }
hint-waiting-answers = Dein Angebot wartet auf die Antwort von { $names }
hint-no-move = { $reason }.
hint-unreadable = Für diese Stellung konnte ich leider keinen Tipp finden.
hint-footer = 💡 { $line }
    -# Die Wahl der starken KI an deiner Stelle, nach dem, was du siehst; nur du siehst das.
hint-line = { $head }: { $reason }.
hint-line-bare = { $head }.
hint-toward = Richtung { $place }
hint-terms = du gibst { $give }, bekommst { $get }
hint-hex = { terrain-name } { $number } · { place-pips }
hint-goal = { $goal ->
    [city] eine { -city }
    [settlement] eine { -settlement }
    [road] eine { -road }
   *[dev] eine { -development-card }
}
hint-goal-short = { hint-goal }
hint-then-pay = dann kannst du { $goals } bezahlen
hint-then-short = dann fehlen dir { $missing } für { hint-goal-short }
hint-if-accepted-pay = wenn jemand annimmt, kannst du { $goals } bezahlen
hint-if-accepted-short = wenn jemand annimmt, fehlen dir { $missing } für { hint-goal-short }
hint-only-move = es ist dein einziger Zug
hint-end-or-offer = mit deinen Karten kannst du gerade nichts bauen oder kaufen; du könntest den anderen vorher noch einen Tausch anbieten
hint-wins = damit gewinnst du das Spiel
hint-first = zum ersten Mal { $resources }
hint-richest = kein freier Platz hat mehr Punkte
hint-richer = nur { $count ->
    [one] { $count } freier Platz hat
   *[other] { $count } freie Plätze haben
} mehr Punkte
hint-city = eine { -city } dort bringt doppelt so viel: +{ $pips } Punkte auf den Zahlenchips
hint-longest-road = damit holst du die { -longest-road } ({ $length })
hint-settlement-next = als Nächstes kann eine { -settlement } auf { $at }
hint-heads-for = sie führt zu Platz für eine { -settlement } auf { $at }
hint-robber-none = der { -robber } blockiert keines deiner Felder
hint-robber-only = der { -robber } blockiert nur dein Feld { $hex }
hint-keep-pays = du behältst { $kept }, damit kannst du { $goals } bezahlen
hint-keep-short = du behältst { $kept }, und dir fehlen { $missing } für { hint-goal-short }
hint-keep = du behältst { $kept }
hint-blocks = er blockiert { $names }
hint-victim = { $name } hat { $cards ->
    [one] { $cards } Karte
   *[other] { $cards } Karten
} und { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
hint-unseen = von den { $total } Karten, die du nicht gesehen hast, { $knights ->
    [one] ist { $knights } ein Ritter
   *[other] sind { $knights } Ritter
} und { $vps ->
    [one] { $vps } ein Siegpunkt
   *[other] { $vps } Siegpunkte
}
hint-largest-army = damit holst du die { -largest-army } ({ $knights ->
    [one] { $knights } Ritter
   *[other] { $knights } Ritter
})
hint-robber-yours = der { -robber } blockiert dein Feld { $hex }
hint-knight-steal = dann versetzt du den { -robber } und stiehlst eine Karte
hint-free-roads = du baust { $count ->
    [one] { $count } Straße
   *[other] { $count } Straßen
} umsonst
hint-monopoly = die anderen haben zusammen { $count } { resource-name }
hint-close-to-winning = { $name } hat { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} und steht kurz vor dem Sieg
hint-not-held = du hast { $cards } nicht
hint-no-closer = es bringt keinen deiner Bauten näher
hint-nobody-took = niemand hat es angenommen
hint-no-answer-closer = keine Antwort bringt einen Bau näher
hint-cannot-pay = du kannst nichts bezahlen; dir fehlen { $missing } für { hint-goal-short }
hint-save-up = spare: dir fehlen { $missing } für { hint-goal-short }
hint-nothing-worth = nichts, was du bezahlen kannst, lohnt sich jetzt
hint-chance = Deine Siegchance: jetzt { $now } %, nach diesem Zug { $after } %
hint-chance-rival = ; zweitbester Zug, { $rival }: { $pct } %
hint-chance-now = Deine Siegchance jetzt: { $now } %.
hint-no-offer = nichts anbieten

## Die Unterbefehle, wie man sie tippt (Kleinbuchstaben, Ziffern, - und _; höchstens 32)

name-new = neu
name-join = beitreten
name-leave = verlassen
name-start = starten
name-build = bauen
name-roll = würfeln
name-buy = kaufen
name-play = ausspielen
name-robber = räuber
name-discard = abwerfen
name-trade = handeln
name-bank = bank
name-end = beenden
name-hand = hand
name-board = brett
name-log = verlauf
name-rules = regeln
name-abandon = abbrechen
name-export = exportieren
name-fair = fair
name-hint = tipp
name-stats = statistik
name-leaderboard = rangliste
name-history = spiele
name-notify = benachrichtigen
name-hub-games = tische
name-hub-season = saison
name-hub-season-start = starten
name-hub-season-end = beenden
name-hub-season-standings = stand
optname-hub-season-start-name = name
optname-hub-season-start-length = dauer
name-hub-tournament = turnier
name-hub-tournament-create = anlegen
name-hub-tournament-start = starten
name-hub-tournament-leave = verlassen
name-hub-tournament-remove = entfernen
name-hub-tournament-abandon = abbrechen
name-hub-tournament-standings = stand
optname-hub-tournament-create-name = name
optname-hub-tournament-create-rounds = runden
optname-hub-tournament-create-final_table = finaltisch
optname-hub-tournament-create-points = punkte
optname-hub-tournament-create-turn_timer = zugzeit
optname-hub-tournament-remove-player = spieler
optname-hub-tournament-abandon-table = tisch
optname-leaderboard-season = saison

## Die Optionen, wie man sie tippt

optname-new-players = spieler
optname-new-map = karte
optname-new-build_phase = bauphase
optname-new-points = punkte
optname-new-discard_limit = abwurfgrenze
optname-new-friendly_robber = freundlicher_räuber
optname-new-balanced_dice = ausgeglichene_würfel
optname-new-balanced_sevens = ausgeglichene_siebenen
optname-new-undos = rückgängig
optname-new-turn_timer = zugzeit
optname-new-thread = thread
optname-new-language = sprache
optname-build-what = was
optname-build-at = wo
optname-play-card = karte
optname-play-resource = rohstoff
optname-play-resource2 = rohstoff2
optname-robber-hex = feld
optname-robber-victim = opfer
optname-discard-brick = lehm
optname-discard-lumber = holz
optname-discard-wool = wolle
optname-discard-grain = getreide
optname-discard-ore = erz
optname-trade-give = geben
optname-trade-get = bekommen
optname-trade-to = an
optname-bank-give = geben
optname-bank-get = bekommen
optname-bank-amount = menge
optname-export-game = spiel
optname-fair-game = spiel
optname-stats-player = spieler
optname-history-scope = bereich
optname-notify-dm = dm
optname-notify-next = vorab
optname-notify-quiet = ruhezeit
optname-notify-time_zone = zeitzone

## My review (the game-over message and /catan history)
btn-my-review = Meine Analyse
btn-history-review = Analyse { $game }
review-head = 🔍 Deine Analyse von Spiel { $game }: die drei Züge, die dich am meisten gekostet haben, nach dem Siegchancen-Modell (nur du siehst das).
review-move = { $n }. Zug { $turn }: du hast { $played } gespielt ({ $chance } %); die KI hätte { $best } gespielt ({ $best_chance } %).
review-move-setup = { $n }. Gründungsphase: du hast { $played } gespielt ({ $chance } %); die KI hätte { $best } gespielt ({ $best_chance } %).
review-clean = 🔍 Spiel { $game }: zu keinem deiner Züge gab es eine klar bessere Alternative, nach dem Siegchancen-Modell.
review-not-seated = Du hast in Spiel { $game } nicht mitgespielt, also gibt es keine Analyse für dich.
review-not-over = Spiel { $game } läuft noch: die Analyse kommt, wenn es endet.
review-abandoned = Spiel { $game } wurde abgebrochen: nur beendete Spiele werden analysiert.
review-unavailable = Die Analyse von Spiel { $game } war nicht möglich: sein Protokoll lässt sich nicht nachspielen.

## Saisons
season-no-server = Saisons gehören zu einem Server: nutze das in einem seiner Kanäle.
season-not-manager = Nur Mitglieder mit der Berechtigung „Server verwalten“ können eine Saison starten oder beenden.
season-bad-name = Der Name einer Saison hat 1 bis { $most } Zeichen.
season-bad-length = „{ $typed }“ ist keine Saisondauer: gib Tage (30) oder Wochen (4w) an, von 1 bis { $most } Tagen.
season-running = Auf diesem Server läuft die Saison **{ $name }**: beende sie zuerst (`/catan-hub season end`).
season-name-taken = Dieser Server hatte schon eine Saison namens **{ $name }**: wähle einen anderen Namen.
season-none-running = Auf diesem Server läuft keine Saison.
season-unknown = Dieser Server hat keine Saison namens „{ $name }“.
season-started = 🏁 Die Saison **{ $name }** hat begonnen: jedes gewertete Spiel, das auf diesem Server bis <t:{ $ends }:f> endet, zählt auch für ihre eigene Rangliste, alle fangen neu an (`/catan leaderboard season:{ $name }`). Die Saisonwertung eines Spielers erscheint nach { $placement } Spielen.
season-ended = Die Saison **{ $name }** ist vorbei: ihr Endstand steht in { $channel }.
season-head-running = **🏁 Saison { $name }** — läuft bis <t:{ $end }:f>
season-head-past = **🏁 Saison { $name }** — <t:{ $start }:d> bis <t:{ $end }:d>
season-over-head = **🏁 Die Saison { $name } ist vorbei** (<t:{ $start }:d> bis <t:{ $end }:d>). Endstand:
season-empty = In dieser Saison endete kein gewertetes Spiel.
season-nobody-placed = Noch niemand hat { $placement } Spiele dieser Saison beendet.
season-more = …und { $count } weitere.
season-placing-one = { $name } ({ $games })
season-placing = Noch in ihren { $placement } Platzierungsspielen (gespielte Spiele): { $players }.
season-champion = 🏆 Meister: **{ $name }**!

## Turniere
tournament-no-server = Turniere gehören zu einem Server: nutze das in einem seiner Kanäle.
tournament-none = Auf diesem Server ist kein Turnier offen.
tournament-not-manager = Nur Mitglieder mit der Berechtigung „Server verwalten“ können ein Turnier anlegen.
tournament-not-organiser = Das kann nur der Veranstalter des Turniers.
tournament-bad-name = Ein Turnier braucht einen Namen.
tournament-open = Auf diesem Server ist das Turnier **{ $name }** offen: eins nach dem anderen.
tournament-created = Das Turnier **{ $name }** ist offen für Anmeldungen: klicke auf seiner Nachricht **{ btn-start }**, wenn alle dabei sind.
tournament-signup = 🏆 **Turnier { $name }** — { $rounds ->
        [one] { $rounds } Schweizer Runde
       *[other] { $rounds } Schweizer Runden
    } an Vierertischen (oder Dreiertischen){ $final ->
        [yes] , dann ein Finaltisch der besten vier
       *[no] {""}
    }; { $points } Punkte gewinnen einen Tisch{ $minutes ->
        [0] {""}
       *[other] ; nach { $minutes } Minuten pro Zug springt eine KI ein
    }. Plätze bringen 4, 2, 1 und 0 Punkte, Siegpunkte entscheiden bei Gleichstand. Veranstalter: { $organiser }.
tournament-signed-up = Angemeldet ({ $count }): { $count ->
        [0] noch niemand — klicke **{ btn-tournament-sign-up }**.
       *[other] { $names }.
    }
tournament-started = Läuft mit { $count } Spielern: { $names }.
tournament-cancelled = Abgesagt.
tournament-closed = Die Anmeldung für **{ $name }** ist geschlossen.
tournament-you-signed-up = Du bist für **{ $name }** angemeldet.
tournament-already-signed-up = Du warst schon für **{ $name }** angemeldet.
tournament-you-withdrew = Du bist nicht mehr für **{ $name }** angemeldet.
tournament-not-entered = Du bist nicht in **{ $name }**.
tournament-you-left = Du hast **{ $name }** verlassen: eine KI spielt deinen Platz zu Ende, und keine spätere Runde setzt dich.
tournament-removed = { $player } ist aus dem Turnier (eine KI spielt den Platz zu Ende).
tournament-not-in = { $player } ist nicht im Turnier.
tournament-seat-to-ai = { $name } hat das Turnier verlassen: eine KI spielt den Platz bis zum Ende dieses Spiels.
tournament-cancel-started = Ein laufendes Turnier kann nicht abgesagt werden: beende stattdessen festgefahrene Tische.
tournament-you-cancelled = Das Turnier **{ $name }** ist abgesagt.
tournament-already-started = Das Turnier hat schon begonnen.
tournament-too-few = Ein Turnier braucht mindestens 3 Spieler, nicht { $count }.
tournament-you-started = **{ $name }** hat begonnen: Runde 1 ist gesetzt.
tournament-no-such-table = In dieser Runde spielt kein Tisch { $table } mehr.
tournament-table-ended = Tisch { $table } ist beendet: nach dem jetzigen Stand gewertet.
tournament-round-head = 🏆 **{ $name }** — Runde { $round } von { $rounds }:
tournament-final-head = 🏆 **{ $name }** — der Finaltisch:
tournament-table-line = Tisch { $table } { $thread }: { $players }
tournament-thread = { $name } · Runde { $round } · Tisch { $table }
tournament-thread-final = { $name } · Finale
tournament-table-started = 🏆 **{ $thread }**: { $players }. { $first } setzt zuerst. Viel Glück!
tournament-standings-head = **🏆 { $name }** — Stand (Runde { $round }):
tournament-after-round = **🏆 { $name }** — Stand nach Runde { $round }:
tournament-over-head = **🏆 { $name }** — Endstand:
tournament-line = { $rank }. { $name } — **{ $points } Pkt.** · { $vp } SP · { $wins } von { $games } gewonnen
tournament-line-dropped = { $rank }. { $name } (ausgestiegen) — **{ $points } Pkt.** · { $vp } SP · { $wins } von { $games } gewonnen
tournament-winner = 🥇 { $mention } gewinnt **{ $tournament }**!
