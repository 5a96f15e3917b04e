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

## Their options (descriptions: at most 100 characters)

opt-new-players = How many players (3 to 6; 5 or 6 play the larger island)
opt-new-map = The map: beginner or random (default: beginner for 3–4, random for 5–6)
opt-new-points = Victory points to win (5–20, default 10)
opt-new-discard_limit = Discard half when holding more than this after a 7 (default 7)
opt-new-friendly_robber = The { -robber } spares players with 2 points or fewer
opt-new-balanced_dice = Deal the rolls from a shuffled deck of the 36 outcomes of two dice (default: no)
opt-new-undos = How many times each player may take back a build or bank trade (0–10, default 3)
opt-new-turn_timer = Minutes per turn before an AI plays for the absent player
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
opt-export-game = The game number (default: this channel's open game)
opt-fair-game = The game number (default: this channel's open game)
opt-stats-player = Whose stats (default: yours)
opt-history-scope = Whose games: this channel's (default) or the whole server's
opt-notify-dm = Also send me a direct message with a link when it is my turn
opt-notify-quiet = Hours without direct messages, and with my turn clock stopped: like 22-7, or off
opt-notify-time_zone = My time zone for quiet hours, like Europe/Berlin (default: UTC)

## The choices of options (names: at most 100 characters)

choice-beginner = beginner
choice-random = random
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
btn-watch = Watch
btn-accept = Accept
btn-decline = Decline

# An AI seat's level ($level: random, heuristic or strong).
ai-level = { $level ->
    [random] random
    [heuristic] heuristic
   *[strong] strong
}

# The table's own thread, and the line that points to it.
thread-name = Catan · { $name }'s table
thread-opened = { $name } opened a Catan table in { $thread }: join it there!

lobby-cancelled = This lobby was cancelled.
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
    } for { $players } players on { $map ->
        [beginner] the beginner map
        [random] the random map
        [beginner-large] a beginner map of the larger island
       *[random-large] a random map of the larger island
    }, { $points } points to win{ $extras }. Language: { $language }.
lobby-discard = discard above { $limit }
lobby-friendly-robber = friendly { -robber }
lobby-balanced-dice = balanced dice (rolls dealt from a shuffled deck of the 36 outcomes)
lobby-no-undo = no undo
lobby-undos = { $count ->
    [one] { $count } undo each
   *[other] { $count } undos each
}
lobby-timer = { $minutes }-minute turns
lobby-special-build = Special Build Phases between turns
lobby-seats = Seats ({ $taken }/{ $players }): { $seats }
lobby-seat = { $seat }. { $name }
lobby-seat-host = { $seat }. { $name } (host)
lobby-seat-ai = { $seat }. { $name } (AI, { ai-level })
lobby-how = Click **{ btn-join }** to take a seat; the host may fill seats with **{ btn-add-ai }** and clicks **{ btn-start }** when the table is full.
lobby-waiting = Waiting for { $who }: click **{ btn-accept }** to play again, or **{ btn-decline }** to give up your seat. The game starts when everyone has accepted.
lobby-fair = Fair dice: every roll, card and steal of this game is fixed now by a secret seed whose fingerprint is `{ $fingerprint }`; the seed is shown when the game ends, so anyone can check (`catan-bot replay --verify`).

## The turn message (public: in the table's language)

btn-roll = Roll
btn-build = Build…
btn-trade = Trade…
btn-buy = Buy card
btn-play = Play card…
btn-end-turn = End turn
btn-hand = My hand
btn-undo = Undo
btn-special-build = Special build
btn-discard = Discard
btn-move-robber = Move robber
btn-done = Done
btn-rematch = Rematch

# One player on the table line: $cards resource cards, $dev development cards.
table-player = { $name } { $points } VP · { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} · { $dev } dev
table-longest-road = { -longest-road }
table-largest-army = { -largest-army }

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
prompt-special-build = { $name }: your Special Build Phase after { $owner }'s turn. Build roads, settlements or cities and buy development cards (**{ btn-build }**, **{ btn-buy }**), then click **{ btn-done }**; no trades and no cards played now.
# What comes after a Special Build Phase: $next is a chain of sbp-phase-of and sbp-turn-of.
prompt-next = Next: { $next }.
sbp-phase-of = { $name }'s Special Build Phase
sbp-turn-of = { $name }'s turn
sbp-then = { $first }, then { $next }
prompt-game-over = The game is over.
special-build-line = 🔨 Special Build Phase after this turn: { $names }.
# Discord shows <t:…:R> as a live "in 2 minutes" in each reader's own language.
turn-ai-steps-in = ⏱ An AI steps in <t:{ $deadline }:R>.
turn-phase-ends = ⏱ Your phase ends <t:{ $deadline }:R>.
turn-thinking = { $name } is thinking…
discard-notice = 🎲 A 7! Discard half your cards (**{ btn-discard }**): { $owing }.
discard-done = ~~Discard half~~ All discards are in.

## The story of a turn (public: in the table's language)

story-setup = **Set-up** · { $name }
story-turn = **Turn { $turn }** · { $name }
story-special-build = **Special build** · { $name } (after { $owner }'s turn { $turn })
# /catan log (a private answer)
log-title = **Last { $count } actions**
log-empty = Nothing has happened yet.
story-turn-ended = the turn ended.
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
offer-closed = ~~Trade offer from { $name }: gives { $give } for { $get }~~
    Closed: { $how }
offer-ended = the offer ended.
offer-closed-unknown = ~~Trade offer~~ Closed.

## The start and the end of a game (public: in the table's language)

started = **Catan** — the game has started: { $seats }. { $first } places first.
fair-started = 🎲 Fair dice: the secret seed's fingerprint is `{ $fingerprint }`; the seed is shown when the game ends (`/catan fair` explains).
fair-seed = 🎲 Fair dice: the secret seed was `{ $seed }`. Its fingerprint was in the lobby before the game began; `catan-bot replay --verify` on the record checks every roll, card and steal against it.
abandoned = { $name } abandoned the game. `/catan new` opens a new one.
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
over-rated-once-by = · no rating change: { $label } is rated once a game, by its best placed seat ({ $by })
over-rated-once = · no rating change: a player is rated once a game, by their best placed seat ({ $by })
over-attached = 🎞 Attached: the whole game as a timelapse, and its charts (dice, points, cards).
over-played-in = ⏱ Played in { $duration }.
# $minutes: two digits.
duration-hours = { $hours } h { $minutes } min
duration-minutes = { $minutes } min
over-record = The record: `/catan export game:{ $game }` · your rating: `/catan stats`.
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
ask-rematch-not-yours = Only the players of game { $game } can ask for its rematch; `/catan new` opens a new table.
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
ai-chooser = Which AI takes a seat? **Heuristic** plays quickly by rules of thumb; **Strong** searches ahead; **Random** is for beginners.
btn-ai-heuristic = Heuristic (quick)
btn-ai-strong = Strong (searches)
btn-ai-random = Random (beginner)
btn-ai-remove = Remove an AI
ask-no-ai = There is no AI at this table.
ask-done = Done.
ask-seats = Seats ({ $taken }/{ $players }): { $names }.
ask-only-host-starts = Only the host can start the game.
ask-waiting-players = Waiting for { $count ->
    [one] { $count } more player
   *[other] { $count } more players
} to join.

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
