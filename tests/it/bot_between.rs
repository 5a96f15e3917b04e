//! Between games, through the strict fake Discord: `/catan stats`, `/catan leaderboard`
//! and `/catan history` (with a game's record and recap by button, also after a restart of
//! the bot), and `/catan hint`. Finished games are stored before the bot starts, played to
//! the end by heuristic AIs in seats of the fake's real users; what the bot shows is
//! compared with the store's own answers, never with numbers written here.

use crate::fake_discord;

use catan_bot::ai::decide;
use catan_bot::ai::{Level, StrongConfig};
use catan_bot::bot::escape;
use catan_bot::engine::{
    Action, BoardSpec, Game, GameRng, GameSetup, Island, Options, Phase, Record, Seat, SeatAction,
};
use catan_bot::ratings::Identity;
use catan_bot::store::{GameId, GameStatus, MessageKind, MessageState, SeatInfo, Store};
use fake_discord::{temp_db, BotProcess, FakeDiscord, FakeUser, Message, Opt};
use std::time::Duration;

/// The name a user sits at a table under (nickname, display name, user name).
fn table_name(u: &FakeUser) -> String {
    u.nick
        .clone()
        .or_else(|| u.global_name.clone())
        .unwrap_or_else(|| u.name.clone())
}

fn human(u: &FakeUser) -> SeatInfo {
    SeatInfo {
        user_id: u.id,
        name: table_name(u),
        ai: None,
    }
}

fn ai(level: &str, name: &str) -> SeatInfo {
    SeatInfo {
        user_id: 0,
        name: name.into(),
        ai: Some(level.parse().expect("a level")),
    }
}

/// A game at `seats` in `channel`, heuristic AIs playing every seat from `seed` until
/// `stop` holds (or the game ends), stored as the bot stores one: a finished game is rated.
/// Returns its id.
async fn stored_game(
    store: &Store,
    guild: u64,
    channel: u64,
    seats: &[SeatInfo],
    seed: u64,
    stop: impl Fn(&Game, &[SeatAction]) -> bool,
) -> GameId {
    let options = Options {
        players: seats.len() as u8,
        ..Options::default()
    };
    let id = store
        .create_lobby(
            catan_bot::store::NewTable {
                guild: Some(guild),
                channel,
                options,
                map: catan_bot::engine::MapKind::Random,
                turn_timer_minutes: None,
                language: catan_bot::i18n::Lang::En,
            },
            seats[0].clone(),
        )
        .await
        .unwrap();
    let v = store.set_seats(id, 0, seats).await.unwrap();
    let mut rng = GameRng::new(seed);
    let spec = BoardSpec::Random(seed);
    let board = spec
        .build_for(Island::for_players(options.players))
        .unwrap();
    let setup = GameSetup::random(options, board, &mut rng);
    let mut record = Record::new(options, spec, setup.first_player, setup.dev_deck.to_vec());
    record.names = Some(seats.iter().map(|s| s.name.clone()).collect());
    let (mut game, _) = record.start().unwrap();
    let cfg = StrongConfig::default();
    while game.phase() != Phase::GameOver && !stop(&game, &record.actions) {
        assert!(
            game.turn() < 2_000,
            "seed {seed}: the heuristics never finish"
        );
        let seat = game.seat_to_move();
        // As the bot's AI seats: one offer to the table a turn at most.
        let may_offer = seat == game.current()
            && game.phase() == Phase::Main
            && game.offer().is_none()
            && !offered_this_turn(&record.actions, seat);
        let (action, after, _) =
            decide(&game, seat, Level::Heuristic, 0, may_offer, &mut rng, &cfg);
        record.actions.push(SeatAction { p: seat, action });
        game = after;
    }
    store.start_game(id, v, &record, &game).await.unwrap();
    id
}

/// Whether `seat` offered a trade to the table since the last turn ended.
fn offered_this_turn(log: &[SeatAction], seat: Seat) -> bool {
    log.iter()
        .rev()
        .take_while(|a| a.action != Action::EndTurn)
        .any(|a| a.p == seat && matches!(a.action, Action::OfferTrade { .. }))
}

/// A finished game.
async fn finished(
    store: &Store,
    guild: u64,
    channel: u64,
    seats: &[SeatInfo],
    seed: u64,
) -> GameId {
    stored_game(store, guild, channel, seats, seed, |_, _| false).await
}

/// Starts the bot and waits until it is online (a fresh gateway session).
async fn start_bot(fake: &FakeDiscord, db: &str) -> BotProcess {
    let readies = fake.sessions_started().0;
    let bot = fake.spawn_bot(db, &[]);
    fake.wait_until(Duration::from_secs(30), |s| {
        (s.ready_count > readies).then_some(())
    })
    .await
    .expect("the bot connected");
    fake.wait_online().await;
    bot
}

fn png(bytes: &[u8]) -> bool {
    bytes.starts_with(b"\x89PNG\r\n\x1a\n")
}

/// The page the user sees after clicking `label` on `page` (answered in place).
async fn turn_page(fake: &FakeDiscord, user: &FakeUser, page: &Message, label: &str) -> Message {
    let id = page
        .button(label)
        .unwrap_or_else(|| panic!("{label} on {}", page.content));
    let r = fake.click(user, page, &id).response().await;
    assert_eq!(r.kind, 7, "a page turns in place: {r:?}");
    fake.message(page.id).unwrap()
}

/// Stats for oneself, another player, a player who never played and a hostile name; the
/// leaderboard over two pages, the minimum of games, and a page past a shrunk board.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stats_and_the_leaderboard() {
    let (_dir, db) = temp_db();
    let fake = FakeDiscord::start_with_players(8).await;
    let guild = fake.guild_id();
    let store = Store::open(&db).await.unwrap();
    let users = fake.users();
    let dee = fake.user("Dee");
    // Everyone but Dee and Player 8: 13 players, each at 3 or 4 of 11 tables.
    let roster: Vec<FakeUser> = users
        .iter()
        .filter(|u| u.name != "Dee" && u.name != "Player 8")
        .cloned()
        .collect();
    assert_eq!(roster.len(), 13);
    let channel = fake.channel().id;
    for k in 0..11 {
        let seats: Vec<SeatInfo> = (0..4).map(|j| human(&roster[(4 * k + j) % 13])).collect();
        finished(&store, guild, channel, &seats, 100 + k as u64).await;
    }
    // Player 8's only game, against two strong AIs (one rating for both seats).
    let p8 = fake.user("Player 8");
    let seats = [
        human(&p8),
        ai("strong", "Ari"),
        human(&roster[0]),
        ai("strong", "Bo"),
    ];
    finished(&store, guild, channel, &seats, 200).await;
    let _bot = start_bot(&fake, &db).await;
    let ada = fake.user("Ada");
    let bea = fake.user("Bea");

    // Oneself by default, then another player: the store's numbers, and the trend chart.
    for (asker, about, opts) in [
        (&ada, &ada, vec![]),
        (&ada, &bea, vec![("player", Opt::User(bea.id))]),
    ] {
        let h = fake.slash(asker, "catan", "stats", &opts);
        let r = h.response().await;
        assert!(r.kind == 5 && r.ephemeral, "thinking, privately: {r:?}");
        let m = h.message().await;
        let s = store
            .player_stats(Some(guild), &Identity::User(about.id))
            .await
            .unwrap()
            .expect("they played");
        let rating = s.rating.expect("rated").shown();
        for part in [
            format!("**📊 {}**", escape(&table_name(about))),
            format!("{} finished games", s.games),
            format!("({}%)", (s.win_rate * 100.0).round()),
            format!("{:.1} points", s.average_points),
            format!("Rating **{rating}**"),
            format!("over {} games", s.trend.len()),
            format!(
                "next to {} ({} of",
                s.first_settlements[0].resource, s.first_settlements[0].settlements
            ),
            format!(
                "Longest road: {} roads long (game {})",
                s.longest_road, s.longest_road_game
            ),
            // These games were stored with every move at once: no time between them.
            "**Time per turn:** under 1 s (longest under 1 s)".to_string(),
        ] {
            assert!(m.content.contains(&part), "{part:?} in {}", m.content);
        }
        assert!(m.is_ephemeral() && m.allowed_mentions.is_some());
        let chart = m.attachment("rating.png").expect("the trend chart");
        assert!(png(&chart.bytes));
    }
    // A hostile nickname pings nobody and formats nothing.
    let mallory = fake.user("Mallory");
    let h = fake.slash(&ada, "catan", "stats", &[("player", Opt::User(mallory.id))]);
    h.response().await;
    let m = h.message().await;
    assert!(!m.content.contains("@everyone") && !m.content.contains("@here"));
    assert!(
        m.content.contains(&escape(&table_name(&mallory))),
        "{}",
        m.content
    );
    // Dee never played: one friendly sentence, at once.
    let r = fake
        .slash(&ada, "catan", "stats", &[("player", Opt::User(dee.id))])
        .response()
        .await;
    assert!(r.kind == 4 && r.ephemeral, "{r:?}");
    assert_eq!(r.content, "Dee has not finished a game on this server yet.");
    let r = fake.slash(&dee, "catan", "stats", &[]).response().await;
    assert!(
        r.content
            .starts_with("You have not finished a game on this server yet"),
        "{}",
        r.content
    );

    // The leaderboard: the store's order, ten a page, only players with 3 games or more.
    let (all, total) = store.leaderboard(Some(guild), 3, 0, 100).await.unwrap();
    assert_eq!(total, 13, "the strong AI and Player 8 played once: {all:?}");
    let h = fake.slash(&ada, "catan", "leaderboard", &[]);
    let r = h.response().await;
    assert!(r.kind == 4 && r.ephemeral, "{r:?}");
    let first = h.message().await;
    let check = |page: &Message, rows: &[catan_bot::store::LeaderboardRow], n: usize| {
        assert!(
            page.content
                .contains(&format!("Page {n} of 2 · 13 players")),
            "{}",
            page.content
        );
        let mut at = 0;
        for row in rows {
            let line = format!(
                "{} — **{}** · {} games",
                escape(&row.name),
                row.rating.shown(),
                row.games
            );
            let found = page.content[at..]
                .find(&line)
                .unwrap_or_else(|| panic!("{line:?} after {at} in {}", page.content));
            at += found + line.len();
        }
        assert!(!page.content.contains("Player 8"), "one game is too few");
    };
    check(&first, &all[..10], 1);
    assert!(first.content.contains("at least 3 finished games"));
    assert!(!first.content.contains("@everyone"), "{}", first.content);
    let second = turn_page(&fake, &ada, &first, "Next ▶").await;
    check(&second, &all[10..], 2);
    let back = turn_page(&fake, &ada, &second, "◀ Previous").await;
    check(&back, &all[..10], 1);
    // Player 8 learns what it takes.
    let r = fake
        .slash(&p8, "catan", "leaderboard", &[])
        .response()
        .await;
    assert!(
        r.content
            .contains("You have 1 finished game here: 2 more games and you are on it."),
        "{}",
        r.content
    );
    // The board shrinks to one page under an open page 1 (here by hand, as a damaged
    // database would): its Next ▶ shows what is left.
    let pool = store.pool();
    sqlx::query(
        "UPDATE ratings SET games = 1 WHERE player IN \
         (SELECT player FROM ratings WHERE games >= 3 ORDER BY player LIMIT 5)",
    )
    .execute(pool)
    .await
    .unwrap();
    let (left, n) = store.leaderboard(Some(guild), 3, 0, 100).await.unwrap();
    assert_eq!(n, 8);
    let shrunk = turn_page(&fake, &ada, &back, "Next ▶").await;
    assert!(
        shrunk.content.contains("Page 1 of 1 · 8 players"),
        "{}",
        shrunk.content
    );
    for row in &left {
        assert!(shrunk.content.contains(&escape(&row.name)));
    }
    assert!(shrunk.buttons().is_empty(), "one page: no buttons");
    fake.dump_transcript(channel, "stats_and_leaderboard");
    fake.assert_no_violations();
    fake.assert_response_times();
}

/// A server without any game: one sentence for each lookup.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_without_games_gets_one_sentence_each() {
    let (_dir, db) = temp_db();
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &db).await;
    let ada = fake.user("Ada");
    let bea = fake.user("Bea");
    for (sub, opts, sentence) in [
        (
            "stats",
            vec![],
            "No game has finished on this server yet, so there are no stats to show.",
        ),
        (
            "stats",
            vec![("player", Opt::User(bea.id))],
            "No game has finished on this server yet, so there are no stats to show.",
        ),
        (
            "leaderboard",
            vec![],
            "No game has finished on this server yet: the leaderboard fills as games end.",
        ),
        ("history", vec![], "No game has ended on this server yet."),
        (
            "history",
            vec![("scope", Opt::Int(1))],
            "No game has ended on this server yet.",
        ),
    ] {
        let r = fake.slash(&ada, "catan", sub, &opts).response().await;
        assert!(r.kind == 4 && r.ephemeral, "{sub}: {r:?}");
        assert!(r.content.starts_with(sentence), "{sub}: {}", r.content);
        assert!(r.components.is_empty(), "{sub}: nothing to click");
    }
    fake.dump_transcript(fake.channel().id, "no_games");
    fake.assert_no_violations();
    fake.assert_response_times();
}

/// The history of a channel and of the server, paged; a game's record, timelapse and
/// charts by its button, also after the bot was killed and started again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn history_pages_and_recaps_survive_a_restart() {
    let (_dir, db) = temp_db();
    let fake = FakeDiscord::start().await;
    let guild = fake.guild_id();
    let store = Store::open(&db).await.unwrap();
    let (ada, bea, cy, dee) = (
        fake.user("Ada"),
        fake.user("Bea"),
        fake.user("Cy"),
        fake.user("Dee"),
    );
    let general = fake.channel_named("general").id;
    let games = fake.channel_named("games").id;
    let table = [
        human(&ada),
        human(&bea),
        human(&cy),
        ai("heuristic", "Hugo"),
    ];
    for k in 0..5 {
        finished(&store, guild, general, &table, 300 + k).await;
    }
    // A game abandoned in its tenth turn is history too.
    let abandoned = stored_game(&store, guild, general, &table[..3], 310, |g, _| {
        g.turn() >= 10
    })
    .await;
    store
        .set_status(abandoned, GameStatus::Abandoned)
        .await
        .unwrap();
    for k in 0..2 {
        finished(
            &store,
            guild,
            games,
            &[human(&dee), human(&bea), human(&ada)],
            320 + k,
        )
        .await;
    }
    let mut bot = start_bot(&fake, &db).await;

    // This channel's: six games, five a page, latest first, as the store lists them.
    fake.use_channel(general);
    let h = fake.slash(&bea, "catan", "history", &[]);
    let r = h.response().await;
    assert!(r.kind == 4 && r.ephemeral, "{r:?}");
    let page1 = h.message().await;
    let (listed, total) = store
        .history(Some(guild), Some(general), 0, 10)
        .await
        .unwrap();
    assert_eq!((total, listed[0].game), (6, abandoned));
    let shows = |page: &Message, games: &[catan_bot::store::HistoryGame]| {
        let mut at = 0;
        for g in games {
            let head = format!("**Game {}** · <t:{}:R>", g.game, g.ended_at);
            at += page.content[at..]
                .find(&head)
                .unwrap_or_else(|| panic!("{head} in {}", page.content));
            assert!(page.button(&format!("Game {}", g.game)).is_some());
            let line = page.content[at..].lines().next().unwrap();
            match g.winner_name() {
                Some(w) => assert!(line.contains(&format!("🏆 **{}**", escape(w))), "{line}"),
                None => assert!(line.contains("abandoned"), "{line}"),
            }
            for p in &g.players {
                let score = format!("{} {}", escape(&p.name), p.points.unwrap());
                assert!(line.contains(&score), "{score} in {line}");
            }
        }
    };
    shows(&page1, &listed[..5]);
    assert!(
        page1.content.contains("Page 1 of 2 · 6 games"),
        "{}",
        page1.content
    );
    assert!(!page1.content.contains(&format!("Game {}", listed[5].game)));

    // A game's button: its record, timelapse and charts, privately, the page unchanged.
    let recap = |page: Message, game: GameId| {
        let fake = fake.clone();
        let (bea, store) = (bea.clone(), store.clone());
        async move {
            let id = page.button(&format!("Game {game}")).unwrap();
            let clicked = std::time::Instant::now();
            let h = fake.click(&bea, &page, &id);
            let r = h.response().await;
            assert!(r.kind == 5 && r.ephemeral, "thinking, privately: {r:?}");
            let m = h.message().await;
            println!("game {game}'s recap shown after {:?}", clicked.elapsed());
            assert!(m.is_ephemeral() && m.id != page.id, "an answer of its own");
            assert_eq!(fake.message(page.id).unwrap().content, page.content);
            let json = m
                .attachment(&format!("catan-game-{game}.json"))
                .expect("the record");
            let record: Record = serde_json::from_slice(&json.bytes).expect("a record");
            assert_eq!(record, store.record(game).await.unwrap());
            let gif = m
                .attachment(&format!("catan-game-{game}-timelapse.gif"))
                .expect("the timelapse");
            assert!(gif.bytes.starts_with(b"GIF89a"));
            let charts = m
                .attachment(&format!("catan-game-{game}-charts.png"))
                .expect("the charts");
            assert!(png(&charts.bytes));
            m
        }
    };
    let m = recap(page1.clone(), abandoned).await;
    assert!(m.content.contains("(abandoned)"), "{}", m.content);
    let page2 = turn_page(&fake, &bea, &page1, "Next ▶").await;
    shows(&page2, &listed[5..]);
    let m = recap(page2.clone(), listed[5].game).await;
    // Each finished game's own review, for a player of it: these games were stored without
    // one, so the first click makes it (thinking, privately) and keeps it. Dee, who did not
    // play, is told so; an abandoned game has no review to click.
    let game = listed[5].game;
    let review = page2
        .button(&format!("Review {game}"))
        .expect("the game's review button");
    assert!(store.review(game).await.unwrap().is_none());
    let h = fake.click(&bea, &page2, &review);
    let r = h.response().await;
    assert!(r.kind == 5 && r.ephemeral, "thinking, privately: {r:?}");
    let mine = h.message().await;
    assert!(
        mine.is_ephemeral()
            && (mine
                .content
                .contains(&format!("Your review of game {game}: "))
                || mine
                    .content
                    .contains(&format!("Game {game}: none of your moves"))),
        "{}",
        mine.content
    );
    assert!(store.review(game).await.unwrap().is_some(), "kept");
    let h = fake.slash(&dee, "catan", "history", &[]);
    h.response().await;
    let hers = h.message().await;
    let first = listed[1].game;
    let id = hers
        .button(&format!("Review {first}"))
        .expect("a review button");
    let h = fake.click(&dee, &hers, &id);
    h.response().await;
    let r = h.message().await;
    assert!(
        r.is_ephemeral()
            && r.content
                .contains(&format!("You did not play in game {first}")),
        "{}",
        r.content
    );
    assert_eq!(
        fake.message(hers.id).unwrap().content,
        hers.content,
        "her page stays"
    );
    let gone = page1
        .buttons()
        .into_iter()
        .find(|b| b.label == format!("Review {abandoned}"))
        .expect("the abandoned game's review button");
    assert!(gone.disabled, "{gone:?}");
    let winner = listed[5].winner_name().unwrap();
    assert!(
        m.content.contains(&format!("🏆 {} won", escape(winner))),
        "{}",
        m.content
    );

    // The whole server's: eight games, with where each was played.
    let h = fake.slash(&bea, "catan", "history", &[("scope", Opt::Int(1))]);
    h.response().await;
    let server = h.message().await;
    let (all, total) = store.history(Some(guild), None, 0, 5).await.unwrap();
    assert_eq!(total, 8);
    shows(&server, &all);
    assert!(
        server.content.contains(&format!("<#{games}>")),
        "{}",
        server.content
    );
    // A channel without games of its own (tables play in threads) lists the server's.
    fake.use_channel(fake.channel_named("lobby").id);
    let r = fake.slash(&bea, "catan", "history", &[]).response().await;
    assert!(
        r.content
            .starts_with("No game has ended in this channel yet")
            && r.content.contains("**📜 Games ended on this server**"),
        "{}",
        r.content
    );
    assert!(r.button(&format!("Game {}", all[0].game)).is_some());

    // Killed and started again: the old pages' buttons still work.
    bot.0.kill().unwrap();
    bot.0.wait().unwrap();
    bot = start_bot(&fake, &db).await;
    recap(server.clone(), all[4].game).await;
    let again = turn_page(&fake, &bea, &page2, "◀ Previous").await;
    shows(&again, &listed[..5]);
    drop(bot);
    fake.dump_transcript(general, "history");
    fake.assert_no_violations();
    fake.assert_response_times();
}

/// `/catan hint`: out of turn, the sentence at once; an outsider and a channel without a
/// game are refused; the player to move gets a legal move, privately, and nothing changes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hint_for_the_player_to_move_only() {
    let (_dir, db) = temp_db();
    let fake = FakeDiscord::start().await;
    let guild = fake.guild_id();
    let store = Store::open(&db).await.unwrap();
    let users = [fake.user("Ada"), fake.user("Bea"), fake.user("Cy")];
    let seats: Vec<SeatInfo> = users.iter().map(human).collect();
    let channel = fake.channel_named("games").id;
    // After set-up, on a turn where the player to move has rolled, holds cards and has
    // already put an offer to the table (now closed): the AI would not offer again, so its
    // hint is one of the seat's legal actions.
    let game = stored_game(&store, guild, channel, &seats, 7, |g, log| {
        g.phase() == Phase::Main
            && g.offer().is_none()
            && offered_this_turn(log, g.current())
            && g.legal_actions(g.current()).len() >= 3
    })
    .await;
    let before = store.load(game).await.unwrap();
    assert_eq!(
        before.row.status,
        GameStatus::Active,
        "the seed offers and cancels before its end"
    );
    let _bot = start_bot(&fake, &db).await;
    fake.use_channel(channel);
    let g = &before.game;
    let current = g.current();
    let mover = &users[current.index()];
    let other = &users[(current.index() + 1) % 3];

    // Out of turn: the reason, at once.
    let r = fake.slash(other, "catan", "hint", &[]).response().await;
    assert!(r.kind == 4 && r.ephemeral, "{r:?}");
    let mover_name = escape(&table_name(mover));
    assert_eq!(r.content, format!("It is {mover_name}'s turn, not yours."));
    // Not at the table; no game in the channel.
    let r = fake
        .slash(&fake.user("Dee"), "catan", "hint", &[])
        .response()
        .await;
    assert_eq!(r.content, "You are not in this game.");
    fake.use_channel(fake.channel_named("lobby").id);
    let r = fake.slash(mover, "catan", "hint", &[]).response().await;
    assert!(
        r.content
            .starts_with("There is no open game in this channel."),
        "{}",
        r.content
    );

    // In turn: thinking, privately, then one of the seat's legal actions and why.
    fake.use_channel(channel);
    let asked = std::time::Instant::now();
    let h = fake.slash(mover, "catan", "hint", &[]);
    let r = h.response().await;
    assert!(r.kind == 5 && r.ephemeral, "{r:?}");
    let m = h.message().await;
    println!("the hint shown after {:?}", asked.elapsed());
    assert!(m.is_ephemeral() && m.allowed_mentions.is_some());
    assert!(m.content.starts_with("💡 **"), "{}", m.content);
    assert!(m.content.chars().count() <= 2_000);
    let plain = m.content.replace("**", "");
    let names: Vec<String> = seats.iter().map(|s| escape(&s.name)).collect();
    let mut view = g.public_view();
    for p in &mut view.players {
        p.name = escape(&p.name);
    }
    let legal: Vec<String> = g
        .legal_actions(current)
        .iter()
        .map(|a| {
            catan_bot::narrate::imperative(catan_bot::i18n::Lang::En, a, &view, &names[..], None)
        })
        .collect();
    assert!(
        legal
            .iter()
            .any(|what| plain.starts_with(&format!("💡 {what}"))),
        "{} is none of {legal:?}",
        m.content
    );
    let after = store.load(game).await.unwrap();
    assert_eq!(
        (after.row.version, after.log_len),
        (before.row.version, before.log_len),
        "a hint changes nothing"
    );
    fake.dump_transcript(channel, "hint");
    fake.assert_no_violations();
    fake.assert_response_times();
}

/// Issue 25, fault 5: a game that finished in the database while its table never got the
/// game-over message (the bot stopped between the last move and its post) gets it when a
/// bot starts: the table is brought in line with the store, finished games included. Games
/// whose table was never shown (no message of theirs) are left alone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_without_its_post_gets_it_after_a_restart() {
    let (_dir, db) = temp_db();
    let fake = FakeDiscord::start().await;
    let (ada, bea, cy) = (fake.user("Ada"), fake.user("Bea"), fake.user("Cy"));
    let channel = fake.channel().id;
    let guild = fake.guild_id();
    let store = Store::open(&db).await.unwrap();
    let seats = [human(&ada), human(&bea), human(&cy)];
    let shown = finished(&store, guild, channel, &seats, 3).await;
    // Its turn message was on the table when the bot stopped.
    let turn = fake.post_as(&fake.bot_user(), channel, "**Turn 40** · Ada");
    store
        .set_published(
            shown,
            MessageKind::Turn,
            Some(turn.id),
            140,
            MessageState::POSTED,
        )
        .await
        .unwrap();
    let never_shown = finished(&store, guild, channel, &seats, 4).await;
    let _bot = start_bot(&fake, &db).await;
    let over = fake
        .wait_message(
            channel,
            |m| m.attachment("timelapse.gif").is_some(),
            Duration::from_secs(30),
        )
        .await
        .expect("the game-over message");
    assert!(
        over.content.contains(&format!("game:{shown}")),
        "{}",
        over.content
    );
    // Noted once Discord has answered the post (just after the fake shows it).
    let t0 = std::time::Instant::now();
    while !store
        .published(shown)
        .await
        .unwrap()
        .iter()
        .any(|p| p.kind == MessageKind::Over)
    {
        assert!(t0.elapsed() < Duration::from_secs(10), "the game-over note");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert!(store.published(never_shown).await.unwrap().is_empty());
    let overs = fake
        .public_messages(channel)
        .iter()
        .filter(|m| m.attachment("timelapse.gif").is_some())
        .count();
    assert_eq!(
        overs, 1,
        "one game-over message, for the game that had a table"
    );
    fake.assert_no_violations();
}
