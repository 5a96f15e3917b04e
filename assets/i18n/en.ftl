# English: the source catalogue. Every id here exists in every other catalogue, with the same
# arguments (a test checks it). The game's words are terms (-name), as GLOSSARY.md lists them.

lang-name = English

## The game's words

-brick = brick
-lumber = lumber
-wool = wool
-grain = grain
-ore = ore
-road = road
-settlement = settlement
-city = city
-robber = robber
-development-card = development card
-knight = knight
-longest-road = Longest Road
-largest-army = Largest Army

# A number of cards in a hand.
cards-count = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}

## /catan and its subcommands, as Discord shows them (descriptions: at most 100 characters)

cmd-catan = Play Settlers of Catan in this channel.
cmd-new = Open a lobby for a new game in this channel.
cmd-join = Take a seat in this channel's lobby.
cmd-leave = Give up your seat in this channel's lobby.
cmd-start = Start the game (host only, once the table is full).
cmd-build = Build a { -road }, { -settlement } or { -city } (set-up placements too).
cmd-roll = Roll the dice.
cmd-buy = Buy a { -development-card }.
cmd-play = Play a { -development-card }.
cmd-robber = Move the { -robber } (after a 7 or a { -knight }) and steal.
cmd-discard = Discard cards after a 7.
cmd-trade = Offer a trade to the table (or to one player).
cmd-bank = Trade with the bank at your best rate.
cmd-end = End your turn.
cmd-hand = Your private hand (only you see it).
cmd-board = Post the current board again.
cmd-log = The last events of this game.
cmd-rules = A short rules reference.
cmd-abandon = End this channel's game (host, or a member with Manage Channels).
cmd-export = The game record as a file (once the game is over, or for Manage Channels).
cmd-fair = What the fair dice prove, and this channel's game's fingerprint (or seed, once over).
cmd-hint = What the strong AI would do now in your place, and why (only you see it).
cmd-stats = A player's games, wins, rating and its trend on this server (only you see it).
cmd-leaderboard = This server's players by rating, ten a page (only you see it).
cmd-history = Recent games, with their records, timelapses and charts (only you see it).
cmd-notify = How you hear of your turn: a direct message as well as the channel ping, quiet hours.
cmd-hub = Catan beyond one table: your tables in every server, the server's seasons and tournaments.
cmd-hub-games = Every table you sit at, in every server, your move first (only you see it).
cmd-hub-season = A server's seasons: a leaderboard of their own over a span of time.
cmd-hub-season-start = Start a season on this server (Manage Server): its own leaderboard from now on.
cmd-hub-season-end = End this server's season now (Manage Server): its standings are posted.
cmd-hub-season-standings = The running season's standings so far (only you see them).
cmd-hub-tournament = A server's tournament: sign-ups, Swiss rounds of tables, the winner.
cmd-hub-tournament-create = Create a tournament here (Manage Server): players sign up with its button.
cmd-hub-tournament-start = Start this server's tournament (its organiser): round 1 is seated.
cmd-hub-tournament-leave = Leave this server's tournament (an AI plays your seat for the rest of your game).
cmd-hub-tournament-remove = Remove a player from this server's tournament (its organiser).
cmd-hub-tournament-abandon = End a stuck table of this round (its organiser): scored by its standings now.
cmd-hub-tournament-standings = This server's tournament: its standings so far (only you see them).
opt-hub-tournament-create-name = The tournament's name, like Winter Cup
opt-hub-tournament-create-rounds = Swiss rounds (1–6, default 3)
opt-hub-tournament-create-final_table = A final table of the best four after the rounds (default: no)
opt-hub-tournament-create-points = Victory points to win a table (5–15, default 10)
opt-hub-tournament-create-turn_timer = Time per turn before an AI plays for an absent player: minutes (60), or 12h, 1d
opt-hub-tournament-remove-player = The player to remove
opt-hub-tournament-abandon-table = The table's number in this round
opt-hub-season-start-name = The season's name, like Winter 2027
opt-hub-season-start-length = How long it runs: days (30) or weeks (4w), up to a year
opt-leaderboard-season = A season's standings instead (its name; the running one or a past one)

## Their options (descriptions: at most 100 characters)

opt-new-players = How many players (2 to 6; 2 is a duel, 5 or 6 play the larger island)
opt-new-map = The map: beginner or random (default: beginner for 3–4, random for 2 and 5–6)
opt-new-build_phase = 5–6 players: Special Build Phases (default) or paired turns, Settler 2 building after Settler 1
opt-new-points = Victory points to win (5–20, default 10; a duel 15)
opt-new-discard_limit = Discard half when holding more than this after a 7 (default 7; a duel 9)
opt-new-friendly_robber = The { -robber } spares players with 2 points or fewer (default: no; a duel yes)
opt-new-balanced_dice = Deal the rolls from a shuffled deck of the 36 outcomes of two dice (default: no; a duel yes)
opt-new-balanced_sevens = With balanced dice: nobody rolls most of the sevens for long (default: in a duel)
opt-new-undos = How many times each player may take back a build or bank trade (0–10, default 3)
opt-new-turn_timer = Time per turn before an AI plays for an absent player: minutes (15), or 90m, 12h, 2d
opt-new-thread = Play in a new thread named after the table (default: yes, where I may create threads)
opt-new-language = The language of the table's messages and board (default: the server's)
opt-build-what = What to build
opt-build-at = Where (intersection number, or a path like 12-13)
opt-play-card = Which card
opt-play-resource = Monopoly's resource, or Year of Plenty's first card
opt-play-resource2 = Year of Plenty's second card
opt-robber-hex = The hex (its letter, A to S; AD on the 5–6 player island)
opt-robber-victim = Whom to steal from, when several players there can be robbed
opt-discard-brick = How many { -brick } cards to discard
opt-discard-lumber = How many { -lumber } cards to discard
opt-discard-wool = How many { -wool } cards to discard
opt-discard-grain = How many { -grain } cards to discard
opt-discard-ore = How many { -ore } cards to discard
opt-trade-give = What you give, like 2 brick, 1 ore
opt-trade-get = What you want, like 1 wool
opt-trade-to = Offer only to this player
opt-bank-give = The resource you give
opt-bank-get = The resource you get
opt-bank-amount = How many to receive (default 1)
opt-export-game = The game number (default: this channel's game, or the one that ended last)
opt-fair-game = The game number (default: this channel's open game)
opt-stats-player = Whose stats (default: yours)
opt-history-scope = Whose games: this channel's (default) or the whole server's
opt-notify-dm = Also send me a direct message with a link when it is my turn
opt-notify-next = Also tell me by direct message when the player before me starts their turn
opt-notify-quiet = Hours without direct messages, and with my turn clock stopped: like 22-7, or off
opt-notify-time_zone = My time zone for quiet hours, like Europe/Berlin (default: UTC)

## The choices of options (names: at most 100 characters)

choice-beginner = beginner
choice-random = random
choice-special_build = special_build
choice-paired = paired
choice-road = { -road }
choice-settlement = { -settlement }
choice-city = { -city }
choice-knight = { -knight }
choice-road_building = road_building
choice-year_of_plenty = year_of_plenty
choice-monopoly = monopoly
choice-brick = { -brick }
choice-lumber = { -lumber }
choice-wool = { -wool }
choice-grain = { -grain }
choice-ore = { -ore }
choice-channel = channel
choice-server = server

## A player's private hand (/catan hand, the My hand button)

# A resource by its key.
resource-name = { $resource ->
    [brick] { -brick }
    [lumber] { -lumber }
    [wool] { -wool }
    [grain] { -grain }
   *[ore] { -ore }
}
# A development card by its key.
dev-card-name = { $card ->
    [knight] Knight
    [road_building] Road Building
    [year_of_plenty] Year of Plenty
    [monopoly] Monopoly
   *[victory_point] Victory Point
}
hand-resources = { $count ->
    [one] **Your hand** (1 card): { $list }
   *[other] **Your hand** ({ $count } cards): { $list }
}
# One resource of the hand's list.
hand-resource = { $count } { resource-name }
hand-nothing = nothing
hand-none = none
hand-no-harbors = none
hand-dev-cards = **Development cards:** { $list }
hand-dev-card = { $note ->
    [vp] { $count }× { dev-card-name } (counts by itself)
    [now] { $count }× { dev-card-name } (playable now)
   *[none] { $count }× { dev-card-name }
}
hand-points = **Victory points:** { $points } ({ $public } public)
hand-pieces = **Pieces left:** { $roads ->
        [one] 1 road
       *[other] { $roads } roads
    }, { $settlements ->
        [one] 1 settlement
       *[other] { $settlements } settlements
    }, { $cities ->
        [one] 1 city
       *[other] { $cities } cities
    }
hand-harbor = { $resource ->
    [any] 3:1
   *[other] { resource-name }
}
hand-rate = { $rate }:1 { resource-name }
hand-harbors = **Harbors:** { $harbors } · **Bank rates:** { $rates }

## /catan rules (a private answer)

rules-brief = **Catan in brief**
    - Set-up: each player places a { -settlement } and a { -road }, then again in reverse order; the second { -settlement } gives its starting cards.
    - Each turn: roll (every hex with that number pays its settlements 1 card, cities 2), then trade and build, then end the turn.
    - Costs: { -road } = { -brick } + { -lumber } · { -settlement } = { -brick } + { -lumber } + { -wool } + { -grain } · { -city } = 2 { -grain } + 3 { -ore } · { -development-card } = { -wool } + { -grain } + { -ore }.
    - A 7: everyone holding more than the discard limit discards half, then the roller moves the { -robber } and steals a card.
    - Knights move the { -robber } too; 3+ knights played gives { -largest-army } (2 VP); a { -road } of 5+ gives { -longest-road } (2 VP).
    - Bank trades are 4:1, 3:1 at a generic harbor, 2:1 at a resource harbor. One { -development-card } per turn, never the turn it was bought.
    - The first to reach the target points on their own turn wins.
    - 5–6 players: a larger island (random map). During another player's turn, **Special build** asks to build and buy cards right after that turn, in seat order (no trades, no cards played).

## The lobby (public: in the table's language)

# The last two of a list of names: "Ada, Bea and Cy" ($rest is "Ada, Bea").
list-and = { $rest } and { $last }

btn-join = Join
btn-leave = Leave
btn-start = Start
btn-add-ai = Add AI
btn-cancel = Cancel
btn-tournament-sign-up = Sign up
btn-tournament-leave = Leave
btn-watch = Watch
btn-accept = Accept
btn-decline = Decline

# An AI seat's level ($level: random, heuristic, strong or strong-classic).
ai-level = { $level ->
    [random] random
    [heuristic] heuristic
   *[strong] strong
    [strong-classic] classic strong
}

# The table's own thread, and the line that points to it.
thread-name = Catan · { $name }'s table
thread-opened = { $name } opened a Catan table in { $thread }: join it there!

# The line left in the channel that pointed to a table's thread, once the table closes.
pointer-cancelled = { $host }'s table was cancelled.
pointer-cancelled-hostless = The table was cancelled.
pointer-over = { $host }'s table in { $thread } is over: 🏆 { $winner } won after { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}.
pointer-over-hostless = The table in { $thread } is over: 🏆 { $winner } won after { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}.
pointer-abandoned = { $host }'s table in { $thread } was abandoned.
pointer-abandoned-hostless = The table in { $thread } was abandoned.

# $rematch: the game a rematch replays, 0 for a new game; $map: beginner, random,
# beginner-large or random-large; $extras: the table's other rules, each after ", ".
lobby-head = **Catan** — { $rematch ->
        [0] a new game
       *[other] a rematch of game { $rematch }
    } for { $players ->
        [2] two players, a duel,
       *[other] { $players } players
    } on { $map ->
        [beginner] the beginner map
        [random] the random map
        [beginner-large] a beginner map of the larger island
       *[random-large] a random map of the larger island
    }, { $points } points to win{ $extras }. Language: { $language }.
lobby-discard = discard above { $limit }
lobby-friendly-robber = friendly { -robber }
lobby-balanced-dice = balanced dice (rolls dealt from a shuffled deck of the 36 outcomes)
lobby-balanced-sevens = sevens balanced between the players (no one rolls most of the sevens for long)
lobby-no-undo = no undo
lobby-undos = { $count ->
    [one] { $count } undo each
   *[other] { $count } undos each
}
lobby-timer = { $minutes }-minute turns
lobby-timer-hours = { $hours }-hour turns
lobby-timer-days = { $days }-day turns
lobby-special-build = Special Build Phases between turns
lobby-paired = paired turns (Settler 2 builds after Settler 1 in each turn)
new-bad-timer = “{ $typed }” is not a turn time: type minutes (15), or a number with m, h or d (90m, 12h, 2d), from 1 minute to 7 days.
lobby-seats = Seats ({ $taken }/{ $players }): { $seats }
lobby-seat = { $seat }. { $name }
lobby-seat-host = { $seat }. { $name } (host)
lobby-seat-ai = { $seat }. { $name } (AI, { ai-level })
lobby-how = Click **{ btn-join }** to take a seat; the host may fill seats with **{ btn-add-ai }** and clicks **{ btn-start }** when the table is full.
lobby-waiting = Waiting for { $who }: click **{ btn-accept }** to play again, or **{ btn-decline }** to give up your seat. The game starts when everyone has accepted.
lobby-fair = Fair dice: every roll, card and steal of this game is fixed now by a secret seed whose fingerprint is `{ $fingerprint }`; the seed is shown when the game ends, so anyone can check that the luck was not chosen (`/catan { name-fair }` says how).

## The turn message (public: in the table's language)

btn-roll = Roll
btn-build = Build…
btn-trade = Trade…
btn-buy = Buy card
btn-play = Play card…
btn-end-turn = End turn
btn-hand = My hand
btn-close-up = 🔍 Close-up
btn-undo = Undo
btn-ask-special-build = Ask for a Special Build Phase
btn-withdraw-special-build = Withdraw my Special Build request
btn-discard = Discard
btn-move-robber = Move robber
btn-done = Done
btn-rematch = Rematch

# One player's line under the turn message: $swatch the square of their colour on the board,
# $cards resource cards, $dev development cards.
table-player = { $swatch } { $name } **{ $points } VP** · { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} · { $dev } dev
table-longest-road = { -longest-road }
table-largest-army = { -largest-army }
# The bank, when it runs short: $list names what is left of each resource (3 or fewer)
# and of the development cards (as table-deck-left).
table-bank-low = 🏦 Bank: only { $list } left.
table-deck-left = { $count ->
    [one] { $count } development card
   *[other] { $count } development cards
}

game-label = Catan #{ $game } in { $channel }
ping-setup-settlement = 🏠 { $name }, place a { -settlement } · { $game }
ping-setup-road = 🛣️ { $name }, place a { -road } · { $game }
ping-roll = 🎲 { $name }, roll for turn { $turn } · { $game }
ping-main = 🔨 { $name }, your move in turn { $turn } · { $game }
ping-settler-two = 🔨 { $name }, your part as Settler 2 in turn { $turn } · { $game }
ping-discard = 🃏 { $names }: discard half your cards · { $game }
ping-robber = 🥷 { $name }, move the { -robber } · { $game }
ping-road-building = 🛣️ { $name }, place your free roads · { $game }
ping-special-build = 🔨 { $name }, your Special Build Phase · { $game }
prompt-setup-settlement = { $name }: place a { -settlement } (**{ btn-build }**).
prompt-setup-road = { $name }: place a { -road } next to your new { -settlement } (**{ btn-build }**).
prompt-roll = { $name }: roll the dice (or play a card first).
# $owing: who still discards, each as prompt-owing.
prompt-discard = Waiting for discards (**{ btn-discard }**): { $owing }. Then { $mover } moves the { -robber }.
prompt-owing = { $name } ({ $count })
prompt-robber = { $name }: move the { -robber } (**{ btn-move-robber }**).
prompt-road-building = { $name }: place { $roads ->
    [one] { $roads } free { -road }
   *[other] { $roads } free roads
} (**{ btn-build }**).
prompt-main = { $name }: build, trade, buy or play a card, then end the turn.
prompt-settler-two = { $name }: Settler 2 after { $owner }. Build, buy, play a card or trade with the bank and harbors (no trades with players), then end the turn.
prompt-special-build = { $name }: your Special Build Phase after { $owner }'s turn. Build roads, settlements or cities and buy development cards (**{ btn-build }**, **{ btn-buy }**), then click **{ btn-done }**; no trades and no cards played now.
# What comes after a Special Build Phase: $next is a chain of sbp-phase-of and sbp-turn-of.
prompt-next = Next: { $next }.
sbp-phase-of = { $name }'s Special Build Phase
sbp-turn-of = { $name }'s turn
sbp-then = { $first }, then { $next }
prompt-game-over = The game is over.
special-build-line = 🔨 Special Build Phase after this turn: { $names } (the others ask in **{ $button }**).
special-build-how = 🔨 The others may ask in **{ $button }** to build after this turn.
# Discord shows <t:…:R> as a live "in 2 minutes" in each reader's own language.
turn-ai-steps-in = ⏱ An AI steps in <t:{ $deadline }:R>.
turn-phase-ends = ⏱ Your phase ends <t:{ $deadline }:R>.
turn-thinking = { $name } is thinking…
timer-half = ⏳ { $who } — half of your turn time is gone; an AI plays for you { $when } · { $game }
timer-half-special-build = ⏳ { $who } — half of your time is gone; your Special Build Phase ends { $when } · { $game }
timer-last = ⏰ { $who } — your turn time ends { $when }; then an AI plays for you · { $game }
timer-last-special-build = ⏰ { $who } — your Special Build Phase ends { $when } · { $game }
turn-started-at = 🕰 This turn started <t:{ $started }:R>.
timer-up = ⌛ Time is up for { $names }: an AI plays this turn for them.
timer-up-discards = ⌛ Time is up for { $names }: an AI plays these discards for them.
timer-up-special-build = ⌛ Time is up for { $names }: their Special Build Phase ends.
discard-notice = 🎲 A 7! Discard half your cards (**{ btn-discard }**): { $owing } · { $game }

## The story of a turn (public: in the table's language)

story-setup = **Set-up** · { $name }
story-turn = **Turn { $turn }** · { $name }
story-special-build = **Special build** · { $name } (after { $owner }'s turn { $turn })
story-settler-two = **Turn { $turn }** · { $name }, Settler 2 (after { $owner })
# /catan log (a private answer)
log-title = **Last { $count } actions**
log-empty = Nothing has happened yet.
story-offer-accepted = { $name } offered { $give } for { $get }: { $partner } accepted.
story-offer-countered = { $name } offered { $give } for { $get }: { $partner } countered, and they traded { $gave } for { $got }.
story-offer-untaken = { $name } offered { $give } for { $get }: nobody took it.
# $count: how many had accepted ($partners names them), for languages whose verb follows it.
story-offer-withdrawn = { $name } offered { $give } for { $get }: { $partners } { $count ->
    [one] accepted
   *[other] accepted
}, but { $name } withdrew it.
audience-everyone = everyone
ev-rolled = { $name } rolled { $total }
ev-rolled-dice = { $name } rolled { $total } ({ $a }+{ $b })
ev-rolled-production = { $name } rolled { $total } ({ $a }+{ $b }): { $production }
# One player's production: $gains is a list of ev-gain.
ev-gains = { $name } { $gains }
ev-gain = +{ $count } { resource-name }
ev-nobody-produced = nobody produced anything
ev-settlement-placed = { $name } placed a { -settlement } at { $at }
ev-settlement-built = { $name } built a { -settlement } at { $at }
ev-road-built = { $name } built a { -road } on { $at }
ev-free-road-built = { $name } built a free { -road } on { $at }
ev-city-built = { $name } built a { -city } at { $at }
ev-starting-resources = { $name } takes { $cards } to start
ev-setup-finished = Set-up is over; { $name } plays first
ev-robber-blocked = The { -robber } on hex { $hex } blocks its production
ev-shortage = The bank is short of { resource-name }, so nobody gets { resource-name }
ev-must-discard = { $name } must discard { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
ev-discarded = { $name } discarded { $cards }
ev-robber-moved = { $name } moved the { -robber } to hex { $hex }
ev-stole-card = { $thief } stole 1 { resource-name } from { $victim }
ev-stole = { $thief } stole a card from { $victim }
ev-bought-card-known = { $name } bought a { -development-card }: { dev-card-name }
ev-bought-card = { $name } bought a { -development-card }
ev-played = { $name } played { dev-card-name }
ev-took-from-bank = { $name } took { $cards } from the bank
ev-monopoly = { $name } took every { resource-name }: { $from }
ev-monopoly-from = { $count } from { $name }
ev-monopoly-none = { $name } claimed every { resource-name }, but nobody had any
ev-bank-traded = { $name } traded { $give } to the bank for { $get }
ev-offered = { $name } offers { $give } for { $get } to { $to }
ev-accepts = { $name } accepts
ev-declines = { $name } declines
ev-counters = { $name } counters: { $give } for { $get }
ev-traded = { $offerer } traded { $gave } to { $partner } for { $got }
ev-withdrew = { $name } withdrew the offer
ev-longest-road = { $name } now holds { -longest-road } ({ $length })
ev-longest-road-none = Nobody holds { -longest-road } now
ev-largest-army = { $name } now holds { -largest-army } ({ $knights ->
    [one] { $knights } knight
   *[other] { $knights } knights
})
ev-turn-started = Turn { $turn }: { $name } to roll
ev-won = 🏆 { $name } wins with { $points ->
    [one] { $points } point
   *[other] { $points } points
}!
ev-sbp-asked = { $name } asks for a Special Build Phase
ev-sbp-withdrawn = { $name } no longer asks for a Special Build Phase
ev-sbp-started = Special Build Phase: { $name } may build and buy
ev-settler-two = { $name } is Settler 2 of { $owner }'s turn: may build, buy, play a card and trade with the bank
ev-undone = ↩ { $name } took back { $what } ({ $left ->
    [one] { $left } undo
   *[other] { $left } undos
} left)
undo-road = the { -road } on { $at }
undo-settlement = the { -settlement } at { $at }
undo-city = the { -city } at { $at }
undo-bank-trade = the trade of { $give } to the bank for { $get }
undo-move = the last move

## An open trade offer (public: in the table's language)

btn-offer-accept = Accept
btn-offer-decline = Decline
btn-counter = Counter…
btn-cancel-offer = Cancel offer
btn-trade-with = Trade with { $name }
offer-head = **Trade offer** from { $name }: gives **{ $give }** for **{ $get }**, to { $to }.
# One answer to an offer, on a line of its own ($answer: thinking, accepts, declines or counters).
offer-answer = - { $name }: { $answer ->
    [accepts] accepts
    [declines] declines
    [counters] counters: gives { $give } for { $get }
   *[thinking] thinking…
}
offer-ai-decides = { $name } takes the best answer once everyone has answered, or <t:{ $deadline }:R>.
offer-waiting = { $who }: accept, decline or counter.

## The start and the end of a game (public: in the table's language)

started = **Catan** — the game has started: { $seats }. { $first } places first.
fair-started = 🎲 Fair dice: the secret seed's fingerprint is `{ $fingerprint }`; the seed is shown when the game ends (`/catan { name-fair }` explains).
fair-seed = 🎲 Fair dice: the secret seed was `{ $seed }`. It matches the fingerprint shown before the game began: with the record (`/catan { name-export }`) anyone can check that no roll, card or steal was chosen (`/catan { name-fair }` says how).
abandoned = { $name } abandoned game { $game }. Its record: `/catan { name-export } { optname-export-game }:{ $game }` · a new table: `/catan { name-new }`.
over-title = **Game over!**
over-winner = 🏆 { $name } wins after { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}.
# One player's line: $medal is 🥇 for the winner.
over-player = { $medal } { $name }: **{ $points ->
    [one] { $points } point
   *[other] { $points } points
}**
over-vp-cards = { $count ->
    [one] { $count } victory point card
   *[other] { $count } victory point cards
}
over-longest-road = { -longest-road } ({ $length })
over-largest-army = { -largest-army } ({ $knights ->
    [one] { $knights } knight
   *[other] { $knights } knights
})
# $delta carries its sign (+12, -8).
over-rating = · rating { $before } → { $after } ({ $delta })
# A rated AI level by its key, as the game-over message and the leaderboard name it.
ai-rated-name = { $level ->
    [random] Random AI
    [heuristic] Heuristic AI
    [strong] Strong AI
    [strong-classic] Classic strong AI
   *[other] { $level } AI
}
over-rated-once-by = · not rated: { $by } played for { ai-rated-name } in this game
over-rated-once = · not rated: { $by } played for this player in this game
over-attached = 🎞 Attached: the whole game as a timelapse, and its charts (dice, points, cards).
over-swings = 📈 Chance to win over the game (chart attached); the moves that swung it most:
over-swing = Turn { $turn } · { $what }: { $before }% → { $after }%
over-swing-setup = Set-up · { $what }: { $before }% → { $after }%
span-seconds = { $n } s
span-under-a-second = under { $n } s
span-minutes = { $n } min
span-hours = { $n } h
span-days = { $n } d
over-turn-times = ⏱ Time per turn: { $list }
over-turn-time = { $name } { $median } (longest { $longest })
over-played-in = ⏱ Played in { $duration }.
# $minutes: two digits.
duration-hours = { $hours } h { $minutes } min
duration-minutes = { $minutes } min
over-record = The record: `/catan { name-export } { optname-export-game }:{ $game }` · your rating: `/catan { name-stats }`.
over-watchers = 👀 For those who watched: { $who }.
stats-rolls = 🎲 { $total ->
    [one] { $total } roll
   *[other] { $total } rolls
}; most often { $top } ({ $times ->
    [one] { $times } time
   *[other] { $times } times
}); 7 came up { $sevens ->
    [one] { $sevens } time
   *[other] { $sevens } times
}.
stats-produced = 🌾 Cards produced: { $list }.
stats-deals = 🤝 { $list }.
stats-trades = { $count ->
    [one] { $count } trade
   *[other] { $count } trades
} between players
stats-bank = { $count } with the bank
stats-bought = { $count ->
    [one] { $count } development card bought
   *[other] { $count } development cards bought
}
stats-stolen = cards stolen: { $list }

## The lobby's private answers (in the language of the member who clicked)

ask-lobby-closed = This lobby is closed; the game has already started or ended.
ask-rematch-unfinished = Only a game that was played to its end has a rematch.
ask-rematch-not-yours = Only the players of game { $game } can ask for its rematch; `/catan { name-new }` opens a new table.
ask-rematch-not-seated = Only the players seated at this rematch are asked.
# $cancel: the lobby's Cancel button as the table shows it.
ask-rematch-host-declines = You asked for this rematch: click **{ $cancel }** to close it.
ask-rematch-accepted-already = You have accepted already.
ask-rematch-nobody = This lobby waits for nobody's answer now.
rematch-waits = The rematch waits for { $names } to accept or decline.
ask-seated-already = You already have a seat at this table.
ask-table-full = The table is full.
ask-not-seated = You do not have a seat at this table.
ask-host-cannot-leave = The host cannot leave; click **{ $cancel }** to close the lobby instead.
ask-only-host-cancels = Only the host can cancel this lobby.
ask-only-host-ai = Only the host can add or remove AI players.
ask-only-host-settings = Only the host can change the table's settings.
ask-settings-rematch = A rematch keeps the settings it was offered with while it waits for its players' answers.
btn-settings = Settings
settings-chooser = **Table settings** — what you choose here changes the lobby for everyone at once:
settings-saved = ✅ Saved: the lobby shows the new settings.
settings-points = { $points } victory points to win
settings-discard = A 7 makes players with more than { $limit } cards discard half
settings-undos = { $count ->
    [0] No undos
    [one] { $count } undo each
   *[other] { $count } undos each
}
settings-rules-placeholder = Rules: choose the ones to play with
settings-friendly-robber = Friendly { -robber } (spares players with 2 points or fewer)
settings-balanced-dice = Balanced dice (rolls dealt from a shuffled deck of the 36)
settings-balanced-sevens = Balanced sevens (nobody rolls most sevens; needs balanced dice)
settings-paired = Paired turns (instead of Special Build Phases)
ai-chooser = Which AI takes a seat? **Heuristic** plays quickly by rules of thumb; **Strong** searches ahead; **Random** is for beginners.
btn-ai-heuristic = Heuristic (quick)
btn-ai-strong = Strong (searches)
btn-ai-random = Random (beginner)
btn-ai-remove = Remove an AI
ask-no-ai = There is no AI at this table.
ask-table-cancelled = The table is cancelled.
ask-game-started = The game has started: { $first } places first.
ask-seats = Seats ({ $taken }/{ $players }): { $names }.
ask-only-host-starts = Only the host can start the game.
ask-waiting-players = Waiting for { $count ->
    [one] { $count } more player
   *[other] { $count } more players
} to join.

## Why a move was refused (a private answer, in the language of the member who clicked)

# A building by its key.
building-name = { $building ->
    [settlement] { -settlement }
   *[city] { -city }
}
list-or = { $rest } or { $last }
refusal-game-over = The game is over.
refusal-no-such-seat = There is no seat { $seat } in this game.
refusal-not-your-turn = It is { $name }'s turn, not yours.
refusal-waiting-for-discards = Waiting for { $names } to discard.
refusal-place-settlement-first = First place a { -settlement } (set-up).
refusal-place-road-first = Now place a { -road } next to the { -settlement } you just placed.
refusal-not-setup = That is only possible during the set-up placements.
refusal-roll-first = Roll the dice first.
refusal-already-rolled = You have already rolled this turn.
refusal-move-robber-first = Move the { -robber } first.
refusal-place-free-roads-first = Place your free roads from Road Building first.
refusal-no-robber-to-move = There is no { -robber } to move right now.
refusal-no-discard-pending = Nobody needs to discard right now.
refusal-no-discard-owed = You do not have to discard.
refusal-wrong-discard-count = You must discard exactly { $owed } cards, not { $given }.
refusal-bad-dice = The dice must be two numbers from 1 to 6.
refusal-missing-dice = The dice were not rolled.
refusal-intersection-occupied = Intersection { $at } already has { $name }'s { building-name } on it.
refusal-too-close = That intersection is too close to { $name }'s { building-name } at { $at }.
refusal-settlement-not-connected = Intersection { $at } is not connected to any of your roads.
refusal-path-occupied = There is already { $name }'s { -road } on { $at }.
refusal-road-not-connected = A { -road } on { $at } would not touch any of your roads, settlements or cities.
refusal-road-blocked-by-building = A { -road } on { $at } would pass through { $name }'s { building-name } at { $through }.
refusal-setup-road-not-adjacent = The set-up { -road } must touch the { -settlement } you just placed at { $at }.
refusal-no-settlement-to-upgrade = You have no { -settlement } at { $at } to upgrade.
refusal-no-pieces-left = You have no { $piece ->
    [road] roads
    [settlement] settlements
   *[city] cities
} left to place.
refusal-cannot-afford = You need { $missing } more to { $what ->
    [road] build a { -road }
    [settlement] build a { -settlement }
    [city] build a { -city }
   *[development_card] buy a { -development-card }
}.
refusal-deck-empty = The { -development-card } deck is empty.
refusal-no-such-card = You have no { dev-card-name } card to play.
refusal-card-bought-this-turn = You bought that { dev-card-name } this turn; you can play it from your next turn.
refusal-already-played-card = You have already played a { -development-card } this turn.
refusal-no-road-possible = There is nowhere you could build a { -road }.
refusal-bank-lacks = The bank has no { resource-name } left.
refusal-bank-short = The bank has only { $has } { resource-name }.
refusal-robber-must-move = The { -robber } must move to a different hex than { $hex }.
refusal-friendly-robber = The friendly { -robber } protects { $name }, who has 2 points or fewer; choose another hex.
refusal-victim-required = Choose whom to steal from: { $names }.
refusal-not-a-victim = { $name } has no building on hex { $hex }, so you cannot steal from them there.
refusal-victim-has-no-cards = { $name } has no cards to steal.
refusal-nobody-to-rob = There is nobody to steal from on hex { $hex }.
refusal-steal-from-self = You cannot steal from yourself.
refusal-stolen-card-not-held = { $name } holds no { resource-name }, so that card cannot be the one stolen.
refusal-missing-stolen-card = The stolen card was not drawn.
refusal-not-enough-cards = You only have { $has } { resource-name }.
refusal-empty-trade-side = Choose at least one card to give and one to get.
refusal-same-resource-both-sides = The same resource cannot be on both sides of a trade ({ resource-name }).
refusal-bank-trade-units = At your rates, { $give } buys { $units ->
    [one] { $units } card
   *[other] { $units } cards
} from the bank, not { $asked }.
refusal-bad-bank-rate = You trade { resource-name } with the bank at { $rate }:1, so give a multiple of { $rate }.
refusal-trade-not-now = Trades happen only after the roll, in your action phase.
refusal-no-open-offer = There is no open trade offer.
refusal-not-addressed = That offer is not addressed to you.
refusal-trade-with-self = You cannot trade with yourself.
refusal-not-the-offerer = Only the player whose turn it is can do that with a trade.
refusal-partner-not-ready = { $name } has not accepted or countered your offer.
refusal-partner-lacks-cards = { $name } no longer has the cards for this trade.
refusal-nobody-addressed = An offer must be addressed to at least one other player.
refusal-no-cards-in-setup = Development cards cannot be played during set-up.
refusal-victory-point-not-playable = Victory point cards are never played; they count by themselves.
refusal-no-such-hex = There is no hex { $hex } on this island.
refusal-no-such-intersection = There is no intersection { $at } on this island.
refusal-no-such-path = { $at } is not a path on this island: those two intersections are not next to each other.
refusal-special-build-not-in-game = The Special Build Phase is only played with 5 or 6 players.
refusal-special-build-own-turn = It is your own turn: build now instead of asking for a Special Build Phase.
refusal-special-build-not-now = You can ask for a Special Build Phase only during another player's turn, after set-up.
refusal-special-build-already-asked = You have already asked for a Special Build Phase this turn.
refusal-special-build-not-asked = You have not asked for a Special Build Phase this turn.
refusal-no-trade-in-special-build = Only building and buying during a Special Build Phase: no trades.
refusal-special-build-paired-turns = This table plays paired turns: no Special Build Phase; you build as Settler 2 in your part of a turn.
refusal-settler-two-trades-with-the-bank = As Settler 2 you trade with the bank and harbors only, not with other players.
refusal-no-cards-in-special-build = Development cards cannot be played during a Special Build Phase.
refusal-special-build-only-builds = During a Special Build Phase you may only build and buy development cards, then pass.
refusal-undo-off = Undo is off at this table.
refusal-undo-limit = You have no undo left: each player has { $count } in this game.
refusal-nothing-to-undo = There is nothing of yours to take back: only your own builds and bank trades since the last roll, card, steal, trade with a player or end of turn can be undone.

## What a player is told about their own move (private: in the language of the member who clicked)

refused-no-game-here = There is no open game in this channel. Start one with `/catan { name-new }`.
refused-no-game-here-thread = There is no open game in this channel. `/catan { name-new }` opens one in a thread of its own (I cannot play in the channel itself: I am missing { $permissions }).
refused-no-game-cannot = There is no open game in this channel, and I cannot run one here: I am missing { $permissions }. A server admin can grant { $count ->
    [one] it
   *[other] them
} in the channel's settings.
refused-game-gone = That game no longer exists.
refused-not-seated = You are not in this game.
refused-not-started = The game has not started yet.
refused-over = The game is over.
refused-turn-over = That turn is over.
refused-special-build-over = That Special Build Phase is over.
refused-part-over = That part of the turn is over.
refused-offer-closed = That offer is closed.
refused-store = Sorry, the game could not be read just now; nothing changed. Please try again.
setup-players = A game has 2 to 6 players, not { $count }.
setup-points-to-win = Points to win must be between 5 and 20, not { $count }.
setup-discard-limit = The discard limit must be between 7 and 20 cards, not { $count }.
setup-undo-limit = Each player may have at most { $most } undos, not { $count }.
setup-first-player = The first player must be one of the { $players } seats, not seat { $seat }.
setup-dev-deck = The development deck must hold exactly the { $cards } cards of the game.
setup-board-size = A game of { $players } players is played on a board of { $want } tiles, not { $got }.
setup-beginner-map-on-large-island = The beginner map is for 2 to 4 players; a 5–6 player game uses a random map.
setup-sevens-without-deck = Balanced sevens are dealt from the balanced dice's deck: choose balanced dice too.
setup-paired-needs-five = Paired turns are for 5 or 6 players, not { $count }.
setup-explicit-board-tiles = A 5–6 player game needs an explicit board of 30 tiles, not { $got }.
error-nothing-changed = Sorry, something went wrong on our side; nothing changed. Please try again.
error-shown-later = Your move was made, but something went wrong showing it; the table will catch up shortly.
text-missing = Sorry, the bot has no text for this message; nothing changed.
refused-not-in-progress = The game is not in progress any more.
refused-user-not-seated = { $name } is not in this game.
refused-unknown-button = That button belongs to something I no longer know.
refused-unknown-form = That form belongs to something I no longer know.
refused-lobby-gone = That lobby no longer exists.
refused-choose-option = Choose one of the options.
nothing-discard-first = Discard first (**{ $button }**).
nothing-to-build = Nothing can be built right now: compare your cards (**{ $button }**) with the costs in `/catan { name-rules }`.
nothing-to-play = You have no development card you can play right now: one card per turn, and never one bought this turn.
nothing-to-trade = You cannot trade right now.
nothing-robber-move = You cannot move the robber right now.
# A move by its action's name (`Action::name`), as "your …" names it.
move-name = { $move ->
    [place_settlement] settlement
    [build_settlement] settlement
    [place_road] road
    [build_road] road
    [roll] roll
    [discard] discard
    [move_robber] robber move
    [build_city] city
    [buy_dev_card] development card purchase
    [play_knight] Knight
    [play_road_building] Road Building
    [play_year_of_plenty] Year of Plenty
    [play_monopoly] Monopoly
    [bank_trade] trade with the bank
    [offer_trade] trade offer
    [accept_trade] acceptance
    [decline_trade] refusal
    [counter_trade] counter-offer
    [confirm_trade] trade
    [cancel_trade] withdrawal of the offer
    [end_turn] end of turn
    [ask_special_build] request to build between turns
    [withdraw_special_build] withdrawal from building between turns
   *[undo] undo
}
move-refused = Your { move-name } was not made. { $why }
move-not-made = Your { move-name } was not made: { $why }. { $again }
why-kept-changing = the table kept changing while you clicked; look at it first
why-restarting = this bot is restarting
why-not-saved = the game's record could not be saved just now, so nothing changed
why-click-unconfirmed = Discord did not confirm your click
again-click = Click **{ $label }** again.
again-click-later = Click **{ $label }** again in a minute.
again-it = Click it again.
again-it-later = Click it again in a minute.
again-send = Send it again.
again-send-later = Send it again in a minute.
again-command = Use `/{ $command }` again.
again-command-later = Use `/{ $command }` again in a minute.
move-restarting = This bot is restarting: your { move-name } will be made in a moment, or you will be told why not.
move-done = Done.
move-maybe-not-made = Your { move-name } may not have been made: something went wrong on our side. If the table does not show it, try again.
move-recovered-made = Your { move-name } is made: the bot restarted while making it.
move-recovered-refused = Your { move-name } was not made: the bot restarted while making it. { $why }
move-recovered-kept-changing = Your { move-name } was not made: the bot restarted while making it, and the table kept changing. Look at it and try again.
move-made-not-shown = Your move is made. { $why }
# Discord's permissions, as each language's Discord names them.
perm-view-channel = View Channel
perm-send-messages = Send Messages
perm-send-in-threads = Send Messages in Threads
perm-create-threads = Create Public Threads
perm-attach-files = Attach Files
perm-read-history = Read Message History
cannot-show-missing = I cannot show it on the table: I am missing { $permissions } here. The game waits, nothing is lost; a server admin can give { $count ->
    [one] it
   *[other] them
} back.
cannot-see-channel = I can no longer see this channel (missing **{ perm-view-channel }**); the game waits, nothing is lost. A server admin can give the permission back.
cannot-post = I am missing a permission to post here (**{ perm-send-messages }**, **{ perm-send-in-threads }** or **{ perm-attach-files }**); the game waits, nothing is lost. A server admin can give the permission back.
private-bought = You bought { dev-card-name }.
private-stole = You stole 1 { resource-name } from { $name }.
sbp-asked-answer = You asked for a Special Build Phase: when { $owner } ends the turn, you may build and buy development cards (no trades, no cards played). To withdraw, click **{ $button }** again.
sbp-withdrawn-answer = You withdrew your request: no Special Build Phase for you after { $owner }'s turn.

## The choosers and forms of a turn (private: in the language of the member who clicked)

btn-more = More ▶
btn-previous = ◀ Previous
# A select's placeholder when a long list takes several selects.
chooser-part = { $title } ({ $part } of { $parts })
terrain-name = { $terrain ->
    [forest] forest
    [pasture] pasture
    [fields] fields
    [hills] hills
    [mountains] mountains
   *[desert] desert
}
place-pips = { $pips ->
    [one] { $pips } pip
   *[other] { $pips } pips
}
# One hex at an intersection: "hills 6".
place-tile = { terrain-name } { $number }
place-intersection = { $tiles } · { place-pips }
place-intersection-harbor = { $tiles } · { place-pips } · 3:1 harbor
place-intersection-special-harbor = { $tiles } · { place-pips } · 2:1 { resource-name } harbor
place-city = { $at } · { -city } · { $place }
place-path = { $path } · toward { $place }
place-hex = { $hex } · { terrain-name } { $number } · { place-pips }
place-hex-desert = { $hex } · { terrain-name }
place-hex-rob = { $place } · rob { $names }
place-hex-nobody = { $place } · nobody to rob
chooser-place-settlement = Place a { -settlement }
chooser-place-road = Place a { -road }
chooser-build-road = Build a { -road } (1 { -brick }, 1 { -lumber })
chooser-build-settlement = Build a { -settlement } ({ -brick }, { -lumber }, { -wool }, { -grain })
chooser-build-city = Build a { -city } (2 { -grain }, 3 { -ore })
chooser-build-where = Where? Each place you can build on is ringed and marked with its number.
chooser-build-where-paged = Where? Each place you can build on is ringed and marked with its number. (part { $page } of { $pages } of the island)
close-up-part = 🔍 The island as it stands, part { $page } of { $pages }.
build-not-a-path = "{ $at }" is not a path; write it like 12-13.
build-not-an-intersection = "{ $at }" is not an intersection; use a number from 1 to { $last }.
robber-not-a-hex = "{ $hex }" is not a hex; use a letter from A to { $last }.
robber-nobody-there = Nobody at hex { $hex } can be robbed: leave `{ optname-robber-victim }` empty.
robber-can-steal-from = At hex { $hex } you can steal from { $names }.
robber-choose-victim = Choose whom to steal from at hex { $hex } with `{ optname-robber-victim }`: { $names }.
nobody-called = Nobody called "{ $name }" sits at this table.
robber-cannot-rob = { $name } cannot be robbed there.
robber-placeholder = Move the { -robber } to…
robber-where = Where does the { -robber } go?
robber-choose-hex = Choose a hex.
robber-cannot-go = The { -robber } cannot go there now.
btn-steal-from = Steal from { $name }
robber-whom = Hex { $hex }: whom do you rob?
# /catan robber victim: as it offers each player (their public card count, and where).
victim-choice = { $name } · { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}
victim-choice-at = { victim-choice } · hex { $hexes }
discard-placeholder = How many of each: { $count } cards in all
btn-type-cards = Type the cards…
discard-chooser = You hold { $hand }. Choose how many of each to discard, { $count } cards in all (one pick per resource).
discard-already-in = Your discard is in: the table waits for { $names } to discard.
discard-not-owed = You do not have to discard (you held no more cards than the limit): the table waits for { $names } to discard.
discard-form-title = Discard { $count } cards
discard-form-field = Cards to discard (e.g. 2 { -brick }, 1 { -ore })
trade-bank-option = Give { $give }, get { $get }
btn-offer-to-players = Offer to players…
trade-bank-placeholder = Trade with the bank (your best rate)
trade-chooser = Trade with the bank, or offer a trade to the table.
trade-chooser-no-bank = { $why } You can offer a trade to the players.
offer-form-title = Offer a trade
offer-form-give = You give (e.g. 1 { -brick }, 1 { -wool })
offer-form-get = You get (e.g. 1 { -ore })
offer-form-to = To (a player's name; empty: everyone)
counter-own = You cannot counter your own offer; cancel it and make a new one.
counter-form-title = Counter-offer
counter-form-give = You give
counter-form-get = You get
bank-none-left = You cannot trade with the bank now: it has no cards left to give for your { $resources }.
bank-need = You cannot trade with the bank now: you need { $need }, and you hold { $held }.
# $each: "2 brick or 2 ore"; $names: "brick and ore".
bank-need-harbors = { $each } (your { $names } { $count ->
    [one] harbor
   *[other] harbors
})
bank-need-three = 3 of one resource (your 3:1 harbor)
bank-need-three-other = 3 of any other resource (your 3:1 harbor)
bank-need-no-harbor = { $rate } of one resource (you have no harbor)
bank-need-other = { $rate } of any other resource
bank-held-nothing = no resource cards
cards-name-resource = Name the resource to claim with `{ optname-play-resource }`.
cards-name-two = Name the two cards to take with `{ optname-play-resource }` and `{ optname-play-resource2 }`.
btn-play-card = Play { dev-card-name }
cards-monopoly-on = Monopoly on { resource-name }
cards-yop-placeholder = Year of Plenty: take two cards
cards-monopoly-placeholder = Monopoly: name a resource
cards-none = You have no development card to play.
cards-which = Which card?
cards-bad-count = "{ $count }" is not a card count.
cards-expected-resource = Expected a resource after "{ $count }".
cards-not-a-resource = "{ $word }" is not a resource ({ -brick }, { -lumber }, { -wool }, { -grain }, { -ore }).

## The board image and the game's charts (in the table's language; the board beside a private chooser in the member's)

board-setup = Set-up
board-game-over = Game over
board-turn = Turn { $turn }
board-build-spots = { $name }'s build spots:
board-spots-settlements = { $count ->
    [one] { $count } settlement
   *[other] { $count } settlements
}
board-spots-cities = { $count ->
    [one] { $count } city
   *[other] { $count } cities
}
board-spots-roads = { $count ->
    [one] { $count } road
   *[other] { $count } roads
}
board-spots-none = nowhere right now
board-last-roll = Last roll
board-no-roll = No roll yet
board-bank = Bank
board-deck = Dev cards { $count }
board-cards = Cards
board-dev-cards = Dev cards
board-knights = Knights
board-road = Road
# Victory points, after the number.
board-vp = VP
board-status-road = { $name } places a road
board-status-settlement = { $name } places a settlement
board-status-roll = { $name } to roll
board-status-discards = Waiting for discards
board-status-robber = { $name } moves the robber
board-status-main = { $name } builds and trades
board-status-free-roads = { $name } places free roads
board-status-special-build = { $name }: special build
board-status-won = { $name } wins!
board-status-nobody-won = Nobody won
board-badge-vp-cards = { $count ->
    [one] { $count } VP card
   *[other] { $count } VP cards
}
board-badge-discards = Discards { $count }
board-badge-special-build = Special build
board-badge-longest-road = Longest Road
board-badge-largest-army = Largest Army
chart-player = Player { $seat }
chart-won = { $name } wins after { $turns } turns
chart-setup = Set-up
chart-played = { $turns } turns played
chart-summary = { $players } players · { $rolls ->
    [one] { $rolls } roll
   *[other] { $rolls } rolls
} · { $trades ->
    [one] { $trades } trade
   *[other] { $trades } trades
}
chart-points = Victory points
chart-chances = Chance to win, turn by turn
chart-turn = turn
chart-dice = Dice rolled vs expected
chart-rolled = rolled
chart-expected = expected
chart-cards = Cards per player
chart-gained = gained
chart-robbed = lost to robber
chart-monopolized = lost to Monopoly
chart-traded-away = traded away
chart-traded-for = traded for
# /catan stats's rating chart.
trend-unrated = No rated games yet.
trend-change = { $games ->
    [one] { $change } over { $games } game
   *[other] { $change } over { $games } games
}
trend-high = high { $value }
trend-low = low { $value }

## The table's other commands and buttons (private: in the language of the member who asked)

refused-conflict = Someone else acted at the same moment; please try again.
refused-channel-busy = This channel already has an open game.
lobby-rematch-declined = { $name } declined the rematch: the seat is open.
new-missing-permissions = I cannot run a table here: I am missing { $permissions } in this channel. A server admin can grant { $count ->
    [one] it
   *[other] them
} in the channel's settings{ $fix }.
new-missing-fix-no-thread = { " " }(or open the table without a thread: `/catan { name-new } { optname-new-thread }:False`)
new-missing-fix-thread = { " " }(a table in its own thread would work here: `/catan { name-new }` without `{ optname-new-thread }:False`)
new-missing-fix-also = { " " }(a table without a thread would also need { $also })
new-thread-failed = I could not open a thread here; try `/catan { name-new } { optname-new-thread }:False` to play in this channel.
watch-over = This game is over: there is nothing left to watch.
watch-plays = You play at this table: every message of it is yours already.
watch-watching = 👀 You are watching game { $game } ({ $names }): every move shows here as it is made. Watchers never see a hand or a card.
watch-thread-added = You were added to the table's thread.
watch-thread-follow = Follow the table's thread to see it in your list.
watch-ping = 👀 You are watching game { $game }: the game-over message will ping you.
watch-stopped = You no longer watch game { $game }.
watch-not-watching = You were not watching game { $game }.
btn-watch-ping = Ping me when it ends
btn-unwatch = Stop watching
board-reposted = The table is posted again below.
board-repost-failed = Discord did not take the new post; I will try again shortly.
log-unreadable = The log of this game cannot be read, sorry.
abandon-not-host = Only the host or a member with Manage Channels can abandon this game.
abandon-too-late = The game just ended; its result stands.
no-game-here = There is no game { $game } in this channel.
export-not-over = The record is available once the game is over (or to members with Manage Channels).
export-record = The record of game { $game }.
notify-dm-on = **Your turns:** the ping in the table's channel, and a direct message with a link to the turn message.
notify-dm-off = **Your turns:** the ping in the table's channel (`/catan { name-notify } { optname-notify-dm }:True` adds a direct message with a link).
notify-dm-refused = Discord refused the last one (your direct messages from this server may be closed): none is sent until you turn them on again with `{ optname-notify-dm }:True`.
notify-quiet = **Quiet hours:** { $hours }: no direct message then, only the channel ping, and your turn clock stands still.
notify-quiet-now = It is quiet for you now.
notify-next-on = **Heads-up:** a direct message when the player before you starts their turn.
notify-next-off = **Heads-up:** none (`{ optname-notify-next }:True` sends a direct message when the player before you starts their turn).
notify-quiet-none = **Quiet hours:** none (`{ optname-notify-quiet }:22-7 { optname-notify-time_zone }:Europe/Berlin` sets some).
dm-turn = 🎲 It is your turn in { $channel } (Catan, game { $game }): { $link }
dm-turn-what = { $what }: { $link }
dm-heads-up = ⏭ { $name } started turn { $turn }; yours is next · { $game }: { $link }
dm-refused = I could not send you a direct message for your turn: Discord refused it (your direct messages from this server may be closed). Your turns still ping you in the channel. Once you allow them, `/catan { name-notify } { optname-notify-dm }:True` turns the messages on again.
quiet-hours-bad = Quiet hours are two hours of the day, like `22-7` (from 22:00 to 7:00), or `off`.
quiet-hours-empty = Quiet hours need a start and an end that differ.
quiet-zone-unknown = I do not know the time zone `{ $zone }`: use a name like `Europe/Berlin` or `America/New_York`, or `UTC`.

## Between games: stats, the leaderboard, the history and a game's recap (private: in the language of the member who asked)

stats-none-server = No game has finished on this server yet, so there are no stats to show. `/catan { name-new }` opens a table.
stats-turn-time = **Time per turn:** { $median } (longest { $longest })
stats-none-you = You have not finished a game on this server yet: your stats start with your first finished game. `/catan { name-new }` opens a table.
stats-none-them = { $name } has not finished a game on this server yet.
stats-head = **📊 { $name }** on this server
stats-games = 🎲 { $games ->
    [one] { $games } finished game
   *[other] { $games } finished games
} · { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} ({ $rate }%) · { $points } points a game on average
stats-rating = 📈 Rating **{ $rating }**{ $trend ->
    [last] { " " }({ $change } over the last { $count ->
        [one] { $count } game
       *[other] { $count } games
    })
    [all] { " " }({ $change } over { $count ->
        [one] { $count } game
       *[other] { $count } games
    })
   *[none] {""}
}{ $more ->
    [0] {""}
   *[other] ; { $more ->
        [one] { $more } more finished game
       *[other] { $more } more finished games
    } to appear on the leaderboard
}
stats-no-change = no change
stats-unrated = 📈 Rating: not computed yet.
stats-favourite-first = { resource-name } ({ $count } of { $games ->
    [one] { $games } game
   *[other] { $games } games
})
stats-favourite = { resource-name } ({ $count })
stats-favourites = 🏠 First settlement most often next to { $list }.
stats-longest-road = 🛣️ Longest road: { $length ->
    [one] { $length } road long
   *[other] { $length } roads long
} (game { $game }).
btn-next = Next ▶
leaderboard-short = You have { $games ->
    [one] { $games } finished game
   *[other] { $games } finished games
} here: { $more ->
    [one] { $more } more game
   *[other] { $more } more games
} and you are on it.
leaderboard-empty = No game has finished on this server yet: the leaderboard fills as games end. `/catan { name-new }` opens a table.
leaderboard-nobody = Nobody has finished { $min } games on this server yet: a player appears on the leaderboard after { $min } finished games.
leaderboard-head = **🏆 Leaderboard** — by rating; players with at least { $min ->
    [one] { $min } finished game
   *[other] { $min } finished games
} on this server.
leaderboard-line = { $rank } { $name } — **{ $rating }** · { $games ->
    [one] { $games } game
   *[other] { $games } games
} · { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}
leaderboard-line-you = { leaderboard-line } ← you
leaderboard-foot = Page { $page } of { $pages } · { $players ->
    [one] { $players } player
   *[other] { $players } players
}.
history-note-server = No game has ended in this channel yet (a table in its own thread counts there); here are the games of the whole server.
history-empty = No game has ended on this server yet. `/catan { name-new }` opens a table.
history-head-channel = **📜 Games ended in this channel**, latest first
history-head-server = **📜 Games ended on this server**, latest first
history-foot = Page { $page } of { $pages } · { $games ->
    [one] { $games } game
   *[other] { $games } games
}. A game's button gives its record, timelapse and charts.
btn-history-game = Game { $game }
history-game = **Game { $game }**
history-abandoned = abandoned
# A history line's other facts: when the game ended (Discord shows the time as "2 days ago"
# in the reader's language), its channel, its winner, and each player's points.
history-when = <t:{ $time }:R>
history-where = <#{ $channel }>
history-winner = 🏆 **{ $name }**
history-score = { $name } { $points }
recap-gone = Game { $game } no longer exists.
recap-elsewhere = Game { $game } was played on another server.
recap-not-started = Game { $game } never started: it has no record.
recap-head = **Game { $game }**
recap-head-abandoned = **Game { $game }** (abandoned)
recap-head-won = **Game { $game }** — 🏆 { $name } won
recap-files = { $head }: its record (every move, to keep or to check the dice with){ $files ->
    [both] , its timelapse and its charts
    [timelapse] , its timelapse
    [charts] { " " }and its charts
   *[none] {""}
}.
recap-missing = { $what ->
    [both] Its timelapse and charts could not be made, sorry.
    [timelapse] Its timelapse could not be made, sorry.
   *[charts] Its charts could not be made, sorry.
}

## /catan-hub games (a private answer, in the language of the member who asked)

# $count: how many tables the part lists.
games-head-yours = **Your move** · { $count ->
    [one] { $count } table
   *[other] { $count } tables
}
games-head-others = **Waiting for others** · { $count ->
    [one] { $count } table
   *[other] { $count } tables
}
games-ai = 🤖 { $name } (AI) is playing · { $game }
# Whose move it is at a table that waits for someone else: like the turn's ping, said of them.
games-setup-settlement = 🏠 { $name } places a { -settlement } · { $game }
games-setup-road = 🛣️ { $name } places a { -road } · { $game }
games-roll = 🎲 { $name } must roll for turn { $turn } · { $game }
games-main = 🔨 { $name } is playing turn { $turn } · { $game }
games-discard = 🃏 { $names } { $count ->
    [one] discards
   *[other] discard
} half their cards · { $game }
games-robber = 🥷 { $name } must move the { -robber } · { $game }
games-road-building = 🛣️ { $name } is placing free roads · { $game }
games-special-build = 🔨 { $name }'s Special Build Phase · { $game }
games-lobby = 🪑 Lobby, { $taken } of { $players } seats taken · { $game }
games-lobby-start = 🪑 { $name }, your table is full: click **{ btn-start }** · { $game }
games-lobby-rematch = 🔁 { $name }, play again? **{ btn-accept }** or **{ btn-decline }** · { $game }
games-link = [Go to the table]({ $link })
games-server = **{ $name }**
# $since: a Discord timestamp, which each reader's Discord shows as "3 hours ago".
games-turn-since = turn began { $since }
games-lobby-since = opened { $since }
games-more = …and { $count ->
    [one] { $count } more table
   *[other] { $count } more tables
}: more than one message holds.
games-none = You are not seated at any table right now. `/catan { name-new }` opens one in a channel, and **{ btn-join }** on a lobby takes a seat.

## /catan fair (a private answer, in the language of the member who asked)

fair-explained = **Fair dice** — how anyone can check this table's luck.
    Before anyone joins, the bot fixes a secret seed and shows its fingerprint (a SHA-256 hash) in the lobby. At the start it mixes in what nobody knew before: the game's number, the Discord id of the **{ btn-start }** click and the seated players. Every random thing of the game (the random map, who goes first, the development deck, each roll, each stolen card) follows from these, each kind counted in its own stream. When the game ends, won or abandoned, the seed is shown, and anyone can check with the record (`/catan { name-export }`) that it matches the fingerprint and that every draw came from it: the bot's replay checker does it on any computer, without the bot.
    {"**"}What this proves:** once the lobby was open, nobody (the bot's operator included) could choose a roll, a card or a steal for anyone, or change one afterwards, without the check naming it.
    {"**"}What it cannot prove:** the bot knows the seed while you play, so a dishonest server could peek at coming rolls, or throw lobbies away until one pleased it (each lobby shows its own fingerprint). The AI seats never do: they see only their own hand and the table, like you.
fair-check-before = Game { $game } began before fair dice: its draws cannot be checked this way.
fair-check-fingerprint = Game { $game }: the fingerprint is `{ $fingerprint }`.
fair-check-entropy = Mixed in at the start: `{ $entropy }`.
fair-check-entropy-later = The start will mix in its entropy.
fair-check-seed = The seed, revealed: `{ $seed }`.
fair-check-seed-later = The seed is revealed when the game ends.
fair-check-balanced = Balanced dice: the rolls are dealt from shuffled decks of the 36 outcomes of two dice, { $deal } of each deck.
fair-howto = How to check a record yourself, step by step: { $url }
fair-howto-none = To check a record, ask whoever runs this bot: they can check it for you, or give you the checker to run yourself.

## /catan hint (a private answer, in the language of the member who asked): what to do, and why

do-place-settlement = Place a { -settlement } at { $at }
do-place-road = Place a { -road } on { $at }
do-roll = Roll the dice
do-discard = Discard { $cards }
# $detail: nothing, or the hex described (" (hills 6 · 5 pips)").
do-robber = Move the { -robber } to hex { $hex }{ $detail }
do-robber-steal = Move the { -robber } to hex { $hex }{ $detail } and steal from { $name }
do-free-road = Build a free { -road } on { $at }
do-road = Build a { -road } on { $at }
do-settlement = Build a { -settlement } at { $at }
do-city = Build a { -city } at { $at }
do-buy = Buy a { -development-card }
do-knight = Play a { dev-card-name }
do-play = Play { dev-card-name }
do-year-of-plenty = Play { dev-card-name } and take { $cards }
do-monopoly = Play { dev-card-name } on { resource-name }
do-bank = Trade { $give } to the bank for { $get }
do-offer = Offer { $give } for { $get } to { $to }
do-accept = Accept { $name }'s offer
do-decline = Decline { $name }'s offer
do-counter = Counter { $name }'s offer: { $give } for { $get }
do-confirm = Confirm the trade with { $name }
do-withdraw = Withdraw your offer
do-end-special = End your Special Build Phase
do-end = End your turn
do-ask-special = Ask for a Special Build Phase
do-withdraw-special = Withdraw your Special Build Phase request
do-undo = Take back your last build or bank trade
hint-over-won = The game is over: { $name } won
hint-over = The game is over
hint-not-your-turn = It is { $name }'s turn, not yours
hint-not-your-special-build = It is { $name }'s Special Build Phase, not yours
hint-waiting-discards = Waiting for { $names } to discard
hint-offer-answered = You have answered { $name }'s offer; { $name } decides now
hint-waiting-answers = Your offer waits for { $names } to answer
hint-no-move = { $reason }.
hint-unreadable = Sorry, I could not work out a hint for this position.
hint-footer = 💡 { $line }
    -# The strong AI's choice in your place, from what you can see; only you see this.
hint-line = { $head }: { $reason }.
hint-line-bare = { $head }.
hint-toward = toward { $place }
hint-terms = you give { $give }, get { $get }
hint-hex = { terrain-name } { $number } · { place-pips }
# A build by its key: what "you can pay for" names.
hint-goal = { $goal ->
    [city] a { -city }
    [settlement] a { -settlement }
    [road] a { -road }
   *[dev] a { -development-card }
}
# A build by its key: what "you are … short of" names.
hint-goal-short = { hint-goal }
hint-then-pay = then you can pay for { $goals }
hint-then-short = then you are { $missing } short of { hint-goal-short }
hint-if-accepted-pay = if someone accepts, you can pay for { $goals }
hint-if-accepted-short = if someone accepts, you are { $missing } short of { hint-goal-short }
hint-only-move = it is your only move
hint-end-or-offer = nothing you hold builds or buys anything now; you could still offer the others a trade first
hint-wins = it wins you the game
hint-first = your first { $resources }
hint-richest = no free spot has more pips
hint-richer = only { $count ->
    [one] { $count } free spot has
   *[other] { $count } free spots have
} more pips
hint-city = a { -city } there makes twice as much: +{ $pips } pips
hint-longest-road = it takes { -longest-road } ({ $length })
hint-settlement-next = a { -settlement } can go at { $at } next
hint-heads-for = it heads for room for a { -settlement } at { $at }
hint-robber-none = the { -robber } blocks none of your hexes
hint-robber-only = the { -robber } blocks only { $hex } of yours
hint-keep-pays = you keep { $kept }, which pays for { $goals }
hint-keep-short = you keep { $kept } and are { $missing } short of { hint-goal-short }
hint-keep = you keep { $kept }
hint-blocks = it blocks { $names }
hint-victim = { $name } holds { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} and has { $points ->
    [one] { $points } point
   *[other] { $points } points
}
hint-unseen = of the { $total } cards you have not seen, { $knights ->
    [one] { $knights } is a Knight
   *[other] { $knights } are Knights
} and { $vps ->
    [one] { $vps } a Victory Point
   *[other] { $vps } Victory Points
}
hint-largest-army = it takes { -largest-army } ({ $knights ->
    [one] { $knights } knight
   *[other] { $knights } knights
})
hint-robber-yours = the { -robber } blocks your { $hex }
hint-knight-steal = then you move the { -robber } and steal a card
hint-free-roads = you build { $count ->
    [one] { $count } road
   *[other] { $count } roads
} for free
hint-monopoly = the others hold { $count } { resource-name } between them
hint-close-to-winning = { $name } has { $points ->
    [one] { $points } point
   *[other] { $points } points
} and is close to winning
hint-not-held = you do not hold { $cards }
hint-no-closer = it brings none of your builds closer
hint-nobody-took = nobody took it
hint-no-answer-closer = no answer brings a build closer
hint-cannot-pay = you cannot pay for anything; you are { $missing } short of { hint-goal-short }
hint-save-up = save up: you are { $missing } short of { hint-goal-short }
hint-nothing-worth = nothing you can pay for is worth it now
hint-chance = Your chance to win: { $now }% now, { $after }% after this move
hint-chance-rival = ; next best, { $rival }: { $pct }%
hint-chance-now = Your chance to win now: { $now }%.
hint-no-offer = not offering

## /catan's subcommands as members type them (lowercase letters, digits, - and _; at most 32)

name-new = new
name-join = join
name-leave = leave
name-start = start
name-build = build
name-roll = roll
name-buy = buy
name-play = play
name-robber = robber
name-discard = discard
name-trade = trade
name-bank = bank
name-end = end
name-hand = hand
name-board = board
name-log = log
name-rules = rules
name-abandon = abandon
name-export = export
name-fair = fair
name-hint = hint
name-stats = stats
name-leaderboard = leaderboard
name-history = history
name-notify = notify
name-hub-games = games
name-hub-season = season
name-hub-season-start = start
name-hub-season-end = end
name-hub-season-standings = standings
optname-hub-season-start-name = name
optname-hub-season-start-length = length
name-hub-tournament = tournament
name-hub-tournament-create = create
name-hub-tournament-start = start
name-hub-tournament-leave = leave
name-hub-tournament-remove = remove
name-hub-tournament-abandon = abandon
name-hub-tournament-standings = standings
optname-hub-tournament-create-name = name
optname-hub-tournament-create-rounds = rounds
optname-hub-tournament-create-final_table = final_table
optname-hub-tournament-create-points = points
optname-hub-tournament-create-turn_timer = turn_timer
optname-hub-tournament-remove-player = player
optname-hub-tournament-abandon-table = table
optname-leaderboard-season = season

## /catan's options as members type them (lowercase letters, digits, - and _; at most 32)

optname-new-players = players
optname-new-map = map
optname-new-build_phase = build_phase
optname-new-points = points
optname-new-discard_limit = discard_limit
optname-new-friendly_robber = friendly_robber
optname-new-balanced_dice = balanced_dice
optname-new-balanced_sevens = balanced_sevens
optname-new-undos = undos
optname-new-turn_timer = turn_timer
optname-new-thread = thread
optname-new-language = language
optname-build-what = what
optname-build-at = at
optname-play-card = card
optname-play-resource = resource
optname-play-resource2 = resource2
optname-robber-hex = hex
optname-robber-victim = victim
optname-discard-brick = brick
optname-discard-lumber = lumber
optname-discard-wool = wool
optname-discard-grain = grain
optname-discard-ore = ore
optname-trade-give = give
optname-trade-get = get
optname-trade-to = to
optname-bank-give = give
optname-bank-get = get
optname-bank-amount = amount
optname-export-game = game
optname-fair-game = game
optname-stats-player = player
optname-history-scope = scope
optname-notify-dm = dm
optname-notify-next = next
optname-notify-quiet = quiet
optname-notify-time_zone = time_zone

## My review (the game-over message and /catan history)
btn-my-review = My review
btn-history-review = Review { $game }
review-head = 🔍 Your review of game { $game }: the three moves that cost you most, as the win-chance model judges them (only you see this).
review-move = { $n }. Turn { $turn }: you played { $played } ({ $chance }%); the AI would have played { $best } ({ $best_chance }%).
review-move-setup = { $n }. Set-up: you played { $played } ({ $chance }%); the AI would have played { $best } ({ $best_chance }%).
review-clean = 🔍 Game { $game }: none of your moves had a clearly better alternative, as the win-chance model judges them.
review-not-seated = You did not play in game { $game }, so it holds no review of yours.
review-not-over = Game { $game } is still going: each player’s review comes when it ends.
review-abandoned = Game { $game } was abandoned: only finished games are reviewed.
review-unavailable = The review of game { $game } could not be made: its record does not replay.

## Seasons (`/catan-hub season`, `/catan leaderboard season:`; the start and the final
## standings in the server's language, the rest in the member's)
season-no-server = Seasons belong to a server: use this in one of its channels.
season-not-manager = Only members with the Manage Server permission can start or end a season.
season-bad-name = A season's name has 1 to { $most } characters.
season-bad-length = “{ $typed }” is not a season's length: give days (30) or weeks (4w), from 1 day to { $most } days.
season-running = Season **{ $name }** is running on this server: end it first (`/catan-hub season end`).
season-name-taken = This server already had a season called **{ $name }**: choose another name.
season-none-running = No season is running on this server.
season-unknown = This server has no season called “{ $name }”.
season-started = 🏁 Season **{ $name }** has started: every rated game finished on this server until <t:{ $ends }:f> also counts toward its own leaderboard, everyone starting afresh (`/catan leaderboard season:{ $name }`). A player's season rating shows after { $placement } games.
season-ended = Season **{ $name }** is over: its standings are posted in { $channel }.
season-head-running = **🏁 Season { $name }** — running until <t:{ $end }:f>
season-head-past = **🏁 Season { $name }** — <t:{ $start }:d> to <t:{ $end }:d>
season-over-head = **🏁 Season { $name } is over** (<t:{ $start }:d> to <t:{ $end }:d>). Final standings:
season-empty = No rated game finished in this season.
season-nobody-placed = Nobody has finished { $placement } games of this season yet.
season-more = …and { $count } more.
season-placing-one = { $name } ({ $games })
season-placing = Still in their { $placement } placement games (games played): { $players }.
season-champion = 🏆 Champion: **{ $name }**!

## Tournaments (`/catan-hub tournament`; the channel's and threads' messages in the server's
## language, the answers in the member's)
tournament-no-server = Tournaments belong to a server: use this in one of its channels.
tournament-none = No tournament is open on this server.
tournament-not-manager = Only members with the Manage Server permission can create a tournament.
tournament-not-organiser = Only the tournament's organiser can do that.
tournament-bad-name = A tournament needs a name.
tournament-open = Tournament **{ $name }** is open on this server: one at a time.
tournament-created = Tournament **{ $name }** is open for sign-ups: click **{ btn-start }** on its message when everyone is in.
tournament-signup = 🏆 **Tournament { $name }** — { $rounds ->
        [one] { $rounds } Swiss round
       *[other] { $rounds } Swiss rounds
    } at tables of four (or three){ $final ->
        [yes] , then a final table of the best four
       *[no] {""}
    }; { $points } points win a table{ $minutes ->
        [0] {""}
       *[other] ; an AI steps in after { $minutes } minutes a turn
    }. Places earn 4, 2, 1 and 0 points, victory points break ties. Organiser: { $organiser }.
tournament-signed-up = Signed up ({ $count }): { $count ->
        [0] nobody yet — click **{ btn-tournament-sign-up }**.
       *[other] { $names }.
    }
tournament-started = Under way with { $count } players: { $names }.
tournament-cancelled = Cancelled.
tournament-closed = Sign-ups for **{ $name }** are closed.
tournament-you-signed-up = You are signed up for **{ $name }**.
tournament-already-signed-up = You were signed up for **{ $name }** already.
tournament-you-withdrew = You are no longer signed up for **{ $name }**.
tournament-not-entered = You are not in **{ $name }**.
tournament-you-left = You left **{ $name }**: an AI plays your seat for the rest of your game, and no later round seats you.
tournament-removed = { $player } is out of the tournament (an AI plays their seat for the rest of their game).
tournament-not-in = { $player } is not in the tournament.
tournament-seat-to-ai = { $name } left the tournament: an AI plays their seat for the rest of this game.
tournament-cancel-started = A tournament under way cannot be cancelled: end its stuck tables instead.
tournament-you-cancelled = Tournament **{ $name }** is cancelled.
tournament-already-started = The tournament has started already.
tournament-too-few = A tournament needs at least 3 players, not { $count }.
tournament-you-started = **{ $name }** has started: round 1 is seated.
tournament-no-such-table = This round has no table { $table } still playing.
tournament-table-ended = Table { $table } is ended: scored by its standings now.
tournament-round-head = 🏆 **{ $name }** — round { $round } of { $rounds }:
tournament-final-head = 🏆 **{ $name }** — the final table:
tournament-table-line = Table { $table } { $thread }: { $players }
tournament-thread = { $name } · round { $round } · table { $table }
tournament-thread-final = { $name } · final
tournament-table-started = 🏆 **{ $thread }**: { $players }. { $first } places first. Good luck!
tournament-standings-head = **🏆 { $name }** — standings (round { $round }):
tournament-after-round = **🏆 { $name }** — standings after round { $round }:
tournament-over-head = **🏆 { $name }** — final standings:
tournament-line = { $rank }. { $name } — **{ $points } pts** · { $vp } VP · { $wins } won of { $games }
tournament-line-dropped = { $rank }. { $name } (left) — **{ $points } pts** · { $vp } VP · { $wins } won of { $games }
tournament-winner = 🥇 { $mention } wins **{ $tournament }**!
