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
