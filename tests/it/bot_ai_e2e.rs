//! End-to-end: AI seats and turn timers through the real bot binary and the fake Discord.
//! Ada opens a 3-player table with a turn timer, fills it with **Add AI** (a strong and a
//! heuristic AI), starts, and then never moves again: she is pinged at the start of each of
//! her turns, reminded at half time, and when her time runs out an AI plays for her and the
//! table is told. The bot is killed while her clock runs and restarted after the deadline
//! passed: the time-out still fires (deadlines live in the database); killed again with her
//! clock unset (as a stop between a commit and its clock leaves it), the next process starts
//! her clock. The AIs and the stand-in play the game to its winner, every AI turn posted
//! with the board.
//!
//! A test "minute" lasts a few seconds (`CATAN_TEST_MINUTE_SECS`, honoured only with the test
//! hooks): [`MINUTE_SECS`] for the timers game, its own length in the other tests.

use crate::fake_discord;

use crate::bot_discord_rules::wait_quiet;
use catan_bot::engine::*;
use catan_bot::store::{GameStatus, Store};
use fake_discord::{temp_db, BotProcess, DbLock, FakeDiscord, FakeUser, Message, Opt};
use std::collections::HashSet;
use std::time::Duration;

/// How long a "minute" of the timers game lasts, in seconds: Ada never moves, so each of her
/// turns lasts this long before her stand-in plays it.
const MINUTE_SECS: u64 = 2;

fn spawn_bot(fake: &FakeDiscord, db: &str) -> BotProcess {
    let env = [
        ("CATAN_TEST_SEED", "11".to_string()),
        ("CATAN_TEST_MINUTE_SECS", MINUTE_SECS.to_string()),
        (
            "RUST_LOG",
            std::env::var("BOT_LOG").unwrap_or_else(|_| "warn".into()),
        ),
    ];
    fake.spawn_bot(db, &env)
}

fn count(fake: &FakeDiscord, channel: u64, pred: impl Fn(&Message) -> bool) -> usize {
    fake.public_messages(channel)
        .iter()
        .filter(|m| pred(m))
        .count()
}

async fn wait_count(
    fake: &FakeDiscord,
    channel: u64,
    n: usize,
    timeout: Duration,
    what: &str,
    pred: impl Fn(&Message) -> bool,
) {
    fake.wait_until(timeout, |s| {
        let c = s
            .messages
            .iter()
            .filter(|m| m.channel_id == channel && m.visible_to.is_none() && !m.deferred)
            .filter(|m| pred(m))
            .count();
        (c >= n).then_some(())
    })
    .await
    .unwrap_or_else(|| {
        for m in fake.public_messages(channel) {
            eprintln!("--- {}", m.content);
        }
        panic!("waited for {what} (#{n})")
    });
}

/// A turn message that pings shows the deadline of a whole turn ([`MINUTE_SECS`]) counted
/// from when it reached the channel, however long publishing had to wait (to the second:
/// Discord's timestamps have no finer unit).
fn assert_clock_starts_at_ping(m: &Message) {
    assert_clock_starts_at(m.id, &m.content);
}

/// `assert_clock_starts_at_ping` of message `id` as it read when posted (`content`).
fn assert_clock_starts_at(id: u64, content: &str) {
    let at = content
        .split("An AI steps in <t:")
        .nth(1)
        .and_then(|r| r.split(':').next())
        .and_then(|d| d.parse::<u64>().ok())
        .unwrap_or_else(|| panic!("a deadline in {content}"));
    let posted = fake_discord::snowflake_ms(id) / 1000;
    assert!(
        at + 1 >= posted + MINUTE_SECS,
        "the clock ran before the ping was posted (deadline {at}, posted {posted}): {content}"
    );
}

/// Opens a table of three in the test channel (Ada and an AI of each of `levels`, as the
/// Add AI chooser names them), starts it, and returns the game's id.
async fn open_ai_table(
    fake: &FakeDiscord,
    store: &Store,
    ada: &FakeUser,
    levels: [&str; 2],
) -> i64 {
    let h = fake.slash(
        ada,
        "catan",
        "new",
        &[("players", Opt::Int(3)), ("thread", Opt::Bool(false))],
    );
    h.response().await;
    let lobby = h.message().await;
    seat_ais_and_start(fake, ada, &lobby, levels).await;
    store.active_games().await.unwrap()[0].0
}

/// The host fills the two empty seats of `lobby` with AIs of `levels` and starts the game.
async fn seat_ais_and_start(
    fake: &FakeDiscord,
    ada: &FakeUser,
    lobby: &Message,
    levels: [&str; 2],
) {
    for level in levels {
        add_ai(fake, ada, lobby, level).await;
    }
    let lobby = fake.message(lobby.id).unwrap();
    let r = fake
        .click(ada, &lobby, &lobby.button("Start").unwrap())
        .response()
        .await;
    assert_eq!(r.kind, 7, "{r:?}");
}

/// How many new messages with the board notified `user` (edits notify nobody).
fn board_pings(fake: &FakeDiscord, user: &FakeUser) -> usize {
    fake.notifications(user.id)
        .iter()
        .filter(|n| {
            fake.message(n.message_id)
                .is_some_and(|m| m.attachment("board.png").is_some())
        })
        .count()
}

/// Waits (a minute at most) until `user` is pinged by a new turn message.
async fn next_prompt(fake: &FakeDiscord, user: &FakeUser) {
    let prompts = board_pings(fake, user);
    let t0 = std::time::Instant::now();
    while board_pings(fake, user) <= prompts {
        assert!(
            t0.elapsed() < Duration::from_secs(60),
            "waited for the next prompt"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Starts the bot again and waits until its gateway session is ready.
async fn restart(fake: &FakeDiscord, db: &str) -> BotProcess {
    let readies = fake.sessions_started().0;
    let bot = spawn_bot(fake, db);
    fake.wait_until(Duration::from_secs(30), |s| {
        (s.ready_count > readies).then_some(())
    })
    .await
    .expect("the restarted bot connected");
    bot
}

/// Clicks Add AI as `user` and picks `level` in the chooser; returns the chooser's answer.
pub(crate) async fn add_ai(
    fake: &FakeDiscord,
    user: &FakeUser,
    lobby: &Message,
    level: &str,
) -> String {
    let h = fake.click(user, lobby, &lobby.button("Add AI").expect("Add AI"));
    let r = h.response().await;
    assert!(r.ephemeral, "the chooser is private: {r:?}");
    let chooser = h.message().await;
    let id = chooser
        .button(level)
        .unwrap_or_else(|| panic!("{level} in {:?}", chooser.buttons()));
    let r = fake.click(user, &chooser, &id).response().await;
    assert_eq!(r.kind, 7, "the chooser updates in place: {r:?}");
    r.content
}

/// On PostgreSQL (a throwaway server, `crate::pg`): the other whole games run on SQLite, and
/// the store's own tests run on both; this one shows the bot, its timers, a restart and
/// `catan-bot db verify` on a shared server.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ai_seats_and_turn_timers_play_a_game_across_a_restart_on_postgres() {
    let db = crate::pg::database().await;
    let fake = FakeDiscord::start_fast().await;
    let mut bot = spawn_bot(&fake, &db);
    fake.wait_online().await;
    let users = fake.users();
    let (ada, bea) = (users[0].clone(), users[1].clone());
    let channel = fake.channel().id;

    // The lobby: only the host adds AIs; two join, a third does not fit.
    let h = fake.slash(
        &ada,
        "catan",
        "new",
        &[
            ("players", Opt::Int(3)),
            ("points", Opt::Int(5)),
            ("turn_timer", Opt::Str("1".into())),
            ("balanced_dice", Opt::Bool(true)),
            ("thread", Opt::Bool(false)),
        ],
    );
    h.response().await;
    let lobby = h.message().await;
    assert!(lobby.content.contains("balanced dice"), "{}", lobby.content);
    // catan-fair/1: the seed's fingerprint is public before the game starts.
    let fingerprint = lobby
        .content
        .split('`')
        .find(|w| w.len() == 64 && w.chars().all(|c| c.is_ascii_hexdigit()))
        .unwrap_or_else(|| panic!("a fingerprint in the lobby: {}", lobby.content))
        .to_string();
    assert!(lobby.content.contains("Fair dice"), "{}", lobby.content);
    // `/catan fair` explains what it proves and cannot, with this table's fingerprint.
    let fair = fake.slash(&bea, "catan", "fair", &[]).response().await;
    assert!(fair.ephemeral, "{fair:?}");
    assert!(
        fair.content.contains(&fingerprint) && fair.content.contains("What it cannot prove"),
        "{}",
        fair.content
    );
    assert!(
        lobby.content.contains("1-minute turns"),
        "{}",
        lobby.content
    );
    let r = fake
        .click(&bea, &lobby, &lobby.button("Add AI").unwrap())
        .response()
        .await;
    assert!(r.ephemeral && r.content.contains("Only the host"), "{r:?}");
    let seats = add_ai(&fake, &ada, &lobby, "Random (beginner)").await;
    assert!(seats.contains("Nansen"), "{seats}");
    // The host changes their mind: the AI leaves again.
    let seats = add_ai(&fake, &ada, &lobby, "Remove an AI").await;
    assert_eq!(seats, "Seats (1/3): Ada.");
    let seats = add_ai(&fake, &ada, &lobby, "Strong (searches)").await;
    assert!(seats.contains("Nansen"), "{seats}");
    add_ai(&fake, &ada, &lobby, "Heuristic (quick)").await;
    // The lobby message is edited after the chooser's answer.
    let lobby_id = lobby.id;
    let lobby = fake
        .wait_until(Duration::from_secs(10), |s| {
            s.message(lobby_id)
                .filter(|m| m.content.contains("Magellan"))
                .cloned()
        })
        .await
        .expect("the lobby shows the second AI");
    assert!(
        lobby.content.contains("Nansen (AI, strong)")
            && lobby.content.contains("Magellan (AI, heuristic)"),
        "{}",
        lobby.content
    );
    let full = fake
        .click(&ada, &lobby, &lobby.button("Add AI").unwrap())
        .response()
        .await;
    assert!(full.ephemeral && full.content.contains("full"), "{full:?}");
    let r = fake
        .click(&ada, &lobby, &lobby.button("Start").unwrap())
        .response()
        .await;
    assert_eq!(r.kind, 7, "{r:?}");
    // The lobby becomes the start's announcement, which keeps the fingerprint.
    assert!(r.content.contains("has started"), "{}", r.content);
    assert!(r.content.contains(&fingerprint), "{}", r.content);

    let store = Store::open(&db).await.unwrap();
    let game_id = store.active_games().await.unwrap()[0].0;
    let ping = format!("<@{}>", ada.id);
    // A turn message that pings Ada (the newest one also carries her buttons).
    let pinged = |m: &Message| m.content.contains(&ping) && m.attachment("board.png").is_some();
    let reminded = |m: &Message| m.content.contains(&ping) && m.content.contains("half");
    let timed_out = |m: &Message| m.content.contains("Time is up for Ada");

    // Ada's first prompt: a ping with the clock, a reminder at half time, then the time-out.
    let long = Duration::from_secs(60);
    wait_count(&fake, channel, 1, long, "Ada's turn message", pinged).await;
    let first = fake
        .public_messages(channel)
        .into_iter()
        .find(|m| pinged(m))
        .unwrap();
    assert_clock_starts_at_ping(&first);
    wait_count(&fake, channel, 1, long, "the reminder", reminded).await;
    wait_count(&fake, channel, 1, long, "the time-out", timed_out).await;

    // Kill the bot while Ada's clock runs (at a prompt whose deadline is still a second
    // away: on a loaded machine a 2-second clock may run out before the test looks);
    // restart after her deadline passed.
    loop {
        next_prompt(&fake, &ada).await;
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_secs() as i64;
        if store
            .deadline(game_id)
            .await
            .unwrap()
            .is_some_and(|d| d > now)
        {
            break;
        }
    }
    let timeouts = count(&fake, channel, timed_out);
    bot.0.kill().unwrap();
    // The newest turn message that pinged her, as it read when posted: on a loaded
    // machine her stand-in may have played that turn and its message moved on already.
    let newest = fake
        .notifications(ada.id)
        .into_iter()
        .rfind(|n| n.channel_id == channel && n.content.contains("An AI steps in <t:"))
        .expect("Ada was pinged for a turn with its clock");
    assert_clock_starts_at(newest.message_id, &newest.content);
    bot.0.wait().unwrap();
    let armed = store.deadline(game_id).await.unwrap();
    assert!(armed.is_some(), "Ada's deadline is in the database");
    tokio::time::sleep(Duration::from_secs(MINUTE_SECS + 1)).await;
    let mut bot = restart(&fake, &db).await;
    wait_count(
        &fake,
        channel,
        timeouts + 1,
        long,
        "the time-out after the restart",
        timed_out,
    )
    .await;

    // A process that stopped between a commit and its clock (two writes) left Ada's turn
    // without a running clock: the next process starts one when it takes up the table.
    next_prompt(&fake, &ada).await;
    bot.0.kill().unwrap();
    bot.0.wait().unwrap();
    sqlx::query("UPDATE games SET deadline = NULL WHERE id = $1")
        .bind(game_id)
        .execute(store.pool())
        .await
        .unwrap();
    let timeouts = count(&fake, channel, timed_out);
    let _bot = restart(&fake, &db).await;
    wait_count(
        &fake,
        channel,
        timeouts + 1,
        long,
        "the time-out of a clock the restart started",
        timed_out,
    )
    .await;

    // The AIs and Ada's stand-in finish the game.
    let over = fake
        .wait_message(
            channel,
            |m| m.content.contains("Game over"),
            Duration::from_secs(400),
        )
        .await
        .expect("the game ends");
    let loaded = store.load(game_id).await.unwrap();
    assert_eq!(loaded.row.status, GameStatus::Finished);
    let g = &loaded.game;
    let winner = g.winner().expect("a winner");
    assert!(over.content.contains(g.name(winner)), "{}", over.content);
    assert_eq!(
        g.names(),
        &["Ada".to_string(), "Nansen".into(), "Magellan".into()]
    );

    // Each AI's turns were posted with the board; nobody pinged an AI; Ada was pinged for
    // her turns and reminded.
    let public = fake.public_messages(channel);
    for name in ["Nansen", "Magellan"] {
        let turns = public
            .iter()
            .filter(|m| m.content.contains(&format!("{name} rolled")))
            .count();
        assert!(turns > 3, "{name}'s turns are posted ({turns})");
    }
    assert!(public.iter().all(|m| !m.content.contains("<@0>")));
    assert!(count(&fake, channel, reminded) >= 2);
    assert!(
        store.deadline(game_id).await.unwrap().is_none(),
        "no clock runs after the end"
    );
    // Nothing private went public: no hand, no bought card, no stolen card.
    for m in &public {
        assert!(!m.content.contains("Your hand"), "{}", m.content);
        assert!(!m.content.contains("You bought"), "{}", m.content);
        for r in Resource::ALL {
            assert!(
                !m.content.contains(&format!("stole 1 {r}")),
                "{}",
                m.content
            );
        }
    }
    // The recap charts each seat's chance to win and names the three moves that swung it.
    let chances = over.attachment("chances.png").expect("the chances chart");
    assert!(chances.bytes.starts_with(b"\x89PNG"));
    assert!(
        over.content.contains("the moves that swung it most:") && over.content.contains("\n1. "),
        "{}",
        over.content
    );
    // Ada's own review, privately; it was made when the game ended and is kept with it, so
    // a restarted bot answers the same. Bea, who did not play, is told so.
    let review = over
        .button("My review")
        .expect("My review on the game-over message");
    assert!(
        store.review(game_id).await.unwrap().is_some(),
        "the review is stored"
    );
    // Each answer comes privately, as a message of its own after a moment's thought.
    let answer = |user: FakeUser| {
        let (fake, over, review) = (fake.clone(), over.clone(), review.clone());
        async move {
            let h = fake.click(&user, &over, &review);
            let r = h.response().await;
            assert!(r.kind == 5 && r.ephemeral, "thinking, privately: {r:?}");
            let m = h.message().await;
            assert!(m.is_ephemeral());
            m
        }
    };
    let first = answer(ada.clone()).await;
    assert!(
        first
            .content
            .contains(&format!("Your review of game {game_id}: "))
            && first.content.contains("the AI would have played")
            || first
                .content
                .contains(&format!("Game {game_id}: none of your moves")),
        "{}",
        first.content
    );
    let r = answer(bea.clone()).await;
    assert!(
        r.content
            .contains(&format!("You did not play in game {game_id}")),
        "{}",
        r.content
    );
    let mut bot = _bot;
    bot.0.kill().unwrap();
    bot.0.wait().unwrap();
    let _bot = restart(&fake, &db).await;
    let again = answer(ada.clone()).await;
    assert_eq!(
        again.content, first.content,
        "the same review after a restart"
    );
    fake.dump_transcript(channel, "ai_and_timers");
    fake.assert_no_violations();
    fake.assert_response_times();

    // The log replays to every snapshot, and the ratings agree with the games.
    crate::cli::assert_db_checks(&db);

    // The seed is revealed in the game-over message and the record, is the one whose
    // fingerprint the lobby showed, and fixed every roll and steal of the game.
    let record = store.record(game_id).await.unwrap();
    let fair = record.fair.clone().expect("a fair section");
    assert_eq!(fair.commitment, fingerprint);
    let seed = fair.seed.expect("the seed, revealed at the end");
    assert!(over.content.contains(&seed), "{}", over.content);
    assert!(record.options.balanced_dice);
    let verified = catan_bot::engine::fair::verify(&record).expect("every draw matches");
    assert!(verified.rolls > 5, "{verified:?}");
    let fair = fake
        .slash(&bea, "catan", "fair", &[("game", Opt::Int(game_id))])
        .response()
        .await;
    assert!(fair.content.contains(&seed), "{}", fair.content);
}

/// An AI puts a trade to the table, asking only the humans who could pay it (issue 43).
/// An offer Ada cannot pay posts nothing and does not wait for her. One she could pay is
/// posted with its buttons and pings her: ignored, the AI decides once its window closes;
/// accepted by button, it closes at once. Either way the offer's message goes when the
/// offer closes, and what became of it is one line of the turn's story.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_ai_offers_a_trade_and_waits_for_the_human() {
    let (_dir, db) = temp_db();
    let fake = FakeDiscord::start().await;
    // A "minute" of 4 s: an AI offer waits half of it, 2 s, for human answers.
    let env = [
        ("CATAN_TEST_SEED", "5".to_string()),
        ("CATAN_TEST_MINUTE_SECS", "4".to_string()),
        (
            "RUST_LOG",
            std::env::var("BOT_LOG").unwrap_or_else(|_| "warn".into()),
        ),
    ];
    let _bot = fake.spawn_bot(&db, &env);
    fake.wait_online().await;
    let ada = fake.users()[0].clone();
    let channel = fake.channel().id;
    let store = Store::open(&db).await.unwrap();
    let levels = ["Heuristic (quick)", "Heuristic (quick)"];
    let id = open_ai_table(&fake, &store, &ada, levels).await;
    let me = Seat(0);
    // Every offer message the bot ever posted here, deleted or not.
    let offer_posts = |fake: &FakeDiscord| {
        fake.with_state(|s| {
            s.messages
                .iter()
                .filter(|m| m.channel_id == channel && m.content.starts_with("**Trade offer**"))
                .map(|m| m.id)
                .collect::<Vec<_>>()
        })
    };

    let mut ignored = None;
    let mut accepted = None;
    // AI offers Ada could not accept, and could.
    let mut offers_seen = [0; 2];
    let started = std::time::Instant::now();
    while accepted.is_none() {
        assert!(
            started.elapsed() < Duration::from_secs(240),
            "AI offers came: {offers_seen:?}"
        );
        let g = store.load(id).await.unwrap().game;
        assert_ne!(
            g.phase(),
            Phase::GameOver,
            "the game ended before the offers: {offers_seen:?}"
        );
        // An AI's open offer that Ada has not answered.
        let Some(o) = g
            .offer()
            .filter(|o| g.current() != me && o.to.contains(me) && o.responses[me.index()].is_none())
            .cloned()
        else {
            play_simply(&fake, &ada, &g, me, Some("4,4")).await;
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        };
        let by = g.name(g.current()).to_string();
        let lines_before = story_lines(&fake, channel, &by);
        let can = g.player(me).resources.covers(&o.get);
        offers_seen[usize::from(can)] += 1;
        if !can {
            // Nobody asked, nothing posted: the offer closes without a message.
            let posts = offer_posts(&fake);
            let t0 = std::time::Instant::now();
            while store.load(id).await.unwrap().game.offer() == Some(&o) {
                assert!(
                    t0.elapsed() < Duration::from_secs(10),
                    "the AI's offer Ada cannot pay closes without her"
                );
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            let line = new_story_line(&fake, channel, &by, &lines_before).await;
            assert_eq!(
                offer_posts(&fake),
                posts,
                "no message for an offer nobody is asked about ({line})"
            );
            assert!(fake
                .notifications(ada.id)
                .iter()
                .all(|n| !posts.contains(&n.message_id)));
            continue;
        }
        // The offer is in the game before its message is in the channel.
        let offer_msg = fake
            .wait_until(Duration::from_secs(10), |s| {
                s.messages
                    .iter()
                    .rev()
                    .filter(|m| m.channel_id == channel && m.visible_to.is_none() && !m.deleted)
                    .find(|m| m.content.starts_with("**Trade offer**"))
                    .filter(|m| !m.buttons().is_empty())
                    .cloned()
            })
            .await
            .expect("the offer is posted with its buttons");
        assert!(offer_msg.content.contains(&by), "{}", offer_msg.content);
        assert!(
            offer_msg.content.contains("<t:"),
            "the window: {}",
            offer_msg.content
        );
        let mention = format!("<@{}>", ada.id);
        assert!(
            offer_msg.content.contains(&mention),
            "{}",
            offer_msg.content
        );
        let pinged = fake
            .notifications(ada.id)
            .iter()
            .any(|n| n.message_id == offer_msg.id);
        assert!(pinged, "asked, so pinged: {}", offer_msg.content);
        let labels: Vec<String> = offer_msg.buttons().into_iter().map(|b| b.label).collect();
        assert_eq!(
            labels,
            ["Accept", "Decline", "Counter…"],
            "the AI decides itself"
        );
        if ignored.is_none() {
            // Ada does not answer: the AI decides once the window has closed.
            let t0 = std::time::Instant::now();
            wait_gone(&fake, offer_msg.id, "the AI decided after its window").await;
            assert!(
                t0.elapsed() >= Duration::from_millis(500),
                "it waited for Ada"
            );
            ignored = Some(new_story_line(&fake, channel, &by, &lines_before).await);
            continue;
        }
        let hand = g.player(me).resources;
        let logged_before = store.load(id).await.unwrap().log_len as usize;
        let r = fake
            .click(&ada, &offer_msg, &offer_msg.button("Accept").unwrap())
            .response()
            .await;
        if r.kind == 4 {
            // On a slow machine the AI's window (2 s here) may close before Ada's click
            // arrives: she is told so, privately, and the next offer is tried.
            assert!(
                r.ephemeral && r.content.contains("That offer is closed"),
                "{r:?}"
            );
            wait_gone(&fake, offer_msg.id, "the AI decided after its window").await;
            continue;
        }
        assert_eq!(r.kind, 6, "acknowledged; the offer message shows it: {r:?}");
        // Everyone asked has answered: the AI does not wait for its window to close.
        wait_gone(&fake, offer_msg.id, "the AI closed its offer").await;
        let line = new_story_line(&fake, channel, &by, &lines_before).await;
        if line.ends_with("Ada accepted.") {
            // Her hand just after the trade (the game goes on meanwhile: a roll may
            // already have paid her more).
            let mut record = store.record(id).await.unwrap();
            let trade = logged_before
                + record.actions[logged_before..]
                    .iter()
                    .position(|sa| matches!(sa.action, Action::ConfirmTrade { .. }))
                    .expect("the trade is in the log");
            record.actions.truncate(trade + 1);
            let after = record.final_state().unwrap();
            // The trade happened with Ada: her hand changed by the offer's terms.
            let mut expected = hand;
            expected.sub(&o.get);
            expected.add(&o.give);
            assert_eq!(after.player(me).resources, expected);
        }
        accepted = Some(line);
    }
    // Once it is Ada's turn to roll the AIs are still: every AI offer so far, from the
    // record, against what the channel shows.
    loop {
        let g = store.load(id).await.unwrap().game;
        if g.current() == me && g.phase() == Phase::Roll {
            break;
        }
        assert_ne!(g.phase(), Phase::GameOver);
        play_simply(&fake, &ada, &g, me, Some("4,4")).await;
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    wait_quiet(&fake, Duration::from_millis(1_500)).await;
    let record = store.record(id).await.unwrap();
    let (mut payable, mut offers) = (0, 0);
    for (i, sa) in record.actions.iter().enumerate() {
        if sa.p == me || !matches!(sa.action, Action::OfferTrade { .. }) {
            continue;
        }
        let mut upto = record.clone();
        upto.actions.truncate(i + 1);
        let g = upto.final_state().unwrap();
        let Some(o) = g.offer() else { continue };
        offers += 1;
        if o.to.contains(me) && g.player(me).resources.covers(&o.get) {
            payable += 1;
        }
    }
    offers_seen[0] = offers - payable;
    assert!(offers_seen[0] > 0, "some AI offer Ada could not pay");
    assert_eq!(
        offer_posts(&fake).len(),
        payable,
        "a message for each AI offer Ada could pay, none for the others"
    );
    let told: usize = record
        .names
        .iter()
        .flatten()
        .filter(|n| n.as_str() != "Ada")
        .map(|n| story_lines(&fake, channel, n).values().sum::<usize>())
        .sum();
    assert_eq!(told, offers, "each offer is one line of its turn's story");
    eprintln!("AI offers Ada could not / could accept: {offers_seen:?}");
    eprintln!("ignored: {}", ignored.unwrap());
    eprintln!("accepted: {}", accepted.unwrap());
    // No offer message is left in the channel.
    let left: Vec<Message> = fake
        .public_messages(channel)
        .into_iter()
        .filter(|m| m.content.starts_with("**Trade offer**") && m.buttons().is_empty())
        .collect();
    assert!(left.is_empty(), "{left:?}");
    // In the order the channel got them: an AI's offer comes after the header of that AI's
    // turn, and a turn message is posted only where it asks Ada for something (it pings
    // her, or the offer posted under it does); the AI turns between fold into it.
    let posted: Vec<Message> = fake.with_state(|s| {
        s.messages
            .iter()
            .filter(|m| m.channel_id == channel && m.visible_to.is_none() && !m.deferred)
            .filter(|m| m.content.contains("**Turn ") || m.content.starts_with("**Trade offer**"))
            .cloned()
            .collect()
    });
    let pinged: HashSet<u64> = fake
        .notifications(ada.id)
        .iter()
        .map(|n| n.message_id)
        .collect();
    let mut turn_msgs = 0;
    for (i, m) in posted.iter().enumerate() {
        if m.content.starts_with("**Trade offer**") {
            let head = posted[..i]
                .iter()
                .rev()
                .find(|t| !t.content.starts_with("**Trade offer**"))
                .and_then(|t| t.content.lines().rev().find(|l| l.starts_with("**Turn ")))
                .expect("a turn message before the offer");
            let by = head.rsplit(" · ").next().unwrap();
            assert!(
                m.content
                    .starts_with(&format!("**Trade offer** from {by}:")),
                "the offer {:?} follows the header {head:?}",
                m.content
            );
            continue;
        }
        turn_msgs += 1;
        let asks = pinged.contains(&m.id)
            || posted[i + 1..]
                .iter()
                .take_while(|o| o.content.starts_with("**Trade offer**"))
                .any(|o| pinged.contains(&o.id));
        assert!(
            asks,
            "a turn message that asks Ada nothing: {:?}",
            m.content
        );
    }
    let turns = store.load(id).await.unwrap().game.turn();
    eprintln!("{turn_msgs} turn messages for {turns} turns");
    fake.dump_transcript(channel, "ai_offer");
    fake.assert_no_violations();
    fake.assert_response_times();
}

/// Every line of the channel's public messages that tells how an offer by `by` went, with
/// how many times each is there.
fn story_lines(
    fake: &FakeDiscord,
    channel: u64,
    by: &str,
) -> std::collections::HashMap<String, usize> {
    let mut lines = std::collections::HashMap::new();
    let head = format!("{by} offered ");
    for m in fake.public_messages(channel) {
        for l in m.content.lines() {
            let l = l.trim_start_matches("> ");
            if l.starts_with(&head) {
                *lines.entry(l.to_string()).or_insert(0) += 1;
            }
        }
    }
    lines
}

/// Waits for a line telling how `by`'s offer went that was not in the channel before.
async fn new_story_line(
    fake: &FakeDiscord,
    channel: u64,
    by: &str,
    before: &std::collections::HashMap<String, usize>,
) -> String {
    let t0 = std::time::Instant::now();
    loop {
        let now = story_lines(fake, channel, by);
        if let Some((l, _)) = now
            .iter()
            .find(|(l, n)| before.get(*l).is_none_or(|b| *n > b))
        {
            let ends = [": nobody took it.", " accepted.", ")."];
            assert!(
                ends.iter().any(|e| l.ends_with(e)) || l.contains(" countered, and they traded "),
                "{l}"
            );
            return l.clone();
        }
        assert!(
            t0.elapsed() < Duration::from_secs(20),
            "a story line for {by}'s offer: {now:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Waits until the offer's message is gone from the channel.
async fn wait_gone(fake: &FakeDiscord, offer: u64, what: &str) {
    fake.wait_until(Duration::from_secs(20), |s| {
        s.message(offer).filter(|m| m.deleted).map(|_| ())
    })
    .await
    .unwrap_or_else(|| panic!("waited for this: {what}"))
}

/// Ada's move when the game waits for her, by slash command: set-up placements on the best
/// spot, rolls that are never 7, discards, and ending her turn at once.
/// Ada's next move, simply: the best-producing set-up spot, a roll (of `dice` when given:
/// the test hooks' forced dice), the first robber spot, the first cards of a discard, and
/// the end of her turn.
pub(crate) async fn play_simply(
    fake: &FakeDiscord,
    ada: &FakeUser,
    g: &Game,
    me: Seat,
    dice: Option<&str>,
) {
    let legal = g.legal_actions(me);
    let owes = g.pending_discard(me);
    let cmd = if owes > 0 {
        let hand = g.player(me).resources;
        let mut cards = ResourceCounts::ZERO;
        let mut left = owes;
        for r in Resource::ALL {
            let n = hand[r].min(left);
            cards[r] = n;
            left -= n;
        }
        let opts: Vec<(&str, Opt)> = Resource::ALL
            .into_iter()
            .map(|r| (r.name(), Opt::Int(i64::from(cards[r]))))
            .collect();
        Some(fake.slash(ada, "catan", "discard", &opts))
    } else if g.seat_to_move() != me {
        None
    } else {
        match g.phase() {
            Phase::Setup => {
                let a = legal
                    .iter()
                    .max_by_key(|a| match a {
                        Action::PlaceSettlement { at } => g
                            .topology()
                            .hexes_at(*at)
                            .map(|h| g.board().tile(h).pips() as u32)
                            .sum(),
                        _ => 0,
                    })
                    .copied()
                    .unwrap();
                let (what, at) = match a {
                    Action::PlaceSettlement { at } => (1, at.to_string()),
                    Action::PlaceRoad { at } => (0, at.to_string()),
                    other => panic!("{other:?}"),
                };
                Some(fake.slash(
                    ada,
                    "catan",
                    "build",
                    &[("what", Opt::Int(what)), ("at", Opt::Str(at))],
                ))
            }
            Phase::Roll => {
                let dice: Vec<(&str, Opt)> = dice
                    .map(|d| ("dice", Opt::Str(d.into())))
                    .into_iter()
                    .collect();
                Some(fake.slash(ada, "catan", "roll", &dice))
            }
            Phase::Main => Some(fake.slash(ada, "catan", "end", &[])),
            Phase::MoveRobber => {
                let a = legal[0];
                let Action::MoveRobber { to, .. } = a else {
                    panic!("{a:?}")
                };
                Some(fake.slash(
                    ada,
                    "catan",
                    "robber",
                    &[("hex", Opt::Str(to.name().to_string()))],
                ))
            }
            other => panic!("Ada has nothing to do in {other:?}"),
        }
    };
    if let Some(h) = cmd {
        let r = h.response().await;
        assert_ne!(r.kind, 4, "refused: {}", r.content);
        if r.kind == 5 {
            h.settled().await;
        }
    }
}

/// Ada places her set-up settlement and road by commands; returns when both are committed.
async fn place_by_commands(fake: &FakeDiscord, store: &Store, id: i64, ada: &FakeUser) {
    // A settlement, then its road.
    for _ in 0..2 {
        let loaded = store.load(id).await.unwrap();
        assert_eq!(loaded.game.current(), Seat(0), "Ada's placement");
        let r = crate::bot_e2e::place_by_command(fake, store, &loaded, ada).await;
        assert_eq!(r.kind, 5, "{r:?}");
    }
}

/// Defect 6: a table does not stall when its AI turns meet trouble. Discord answers the
/// posts with 5xx for longer than one publish keeps retrying, and the AI driver stops on a
/// write that fails (the database busy past its timeout). Before, the table then waited
/// for a restart; now the watchdog publishes it again and restarts the driver, and Ada is
/// pinged when her turn comes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_ai_table_gets_over_discord_errors_and_a_stopped_driver() {
    let (_dir, db) = temp_db();
    let fake = FakeDiscord::start().await;
    // The AIs wait half a second before each move, so the database is locked before the
    // next one tries to write.
    let env = [
        ("CATAN_TEST_SEED", "11".to_string()),
        ("CATAN_TEST_MINUTE_SECS", "3".to_string()),
        ("CATAN_TEST_AI_PAUSE_MS", "500".to_string()),
        (
            "RUST_LOG",
            std::env::var("BOT_LOG").unwrap_or_else(|_| "warn".into()),
        ),
    ];
    let _bot = fake.spawn_bot(&db, &env);
    fake.wait_online().await;
    let ada = fake.users()[0].clone();
    let channel = fake.channel().id;
    let store = Store::open(&db).await.unwrap();
    let levels = ["Heuristic (quick)", "Random (beginner)"];
    let id = open_ai_table(&fake, &store, &ada, levels).await;

    // Set-up until Ada has placed and an AI is to place next.
    let t0 = std::time::Instant::now();
    loop {
        let g = store.load(id).await.unwrap().game;
        assert!(
            t0.elapsed() < Duration::from_secs(60),
            "Ada's set-up turn: {:?} {:?}",
            g.phase(),
            g.seat_to_move()
        );
        if g.phase() == Phase::Setup && g.seat_to_move() == Seat(0) {
            place_by_commands(&fake, &store, id, &ada).await;
            let g = store.load(id).await.unwrap().game;
            if g.phase() == Phase::Setup && g.seat_to_move() != Seat(0) {
                break;
            }
            // Ada places twice in a row: her second placement comes next.
            continue;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // Trouble: the database is locked before the AI's move (it waits out its busy timeout
    // of 5 s and stops), and every post fails for a while.
    let lock = DbLock::take(&db).await;
    let placed = store.load(id).await.unwrap();
    let pinged = board_pings(&fake, &ada);
    fake.fail_next("POST", "/messages", 503, 10);
    tokio::time::sleep(Duration::from_secs(12)).await;
    assert_eq!(
        store.load(id).await.unwrap().row.version,
        placed.row.version,
        "nothing was written while the database was locked"
    );
    lock.release().await;
    let placed = placed.game;

    // The AIs place, the table is published and Ada is pinged for her next placement (or
    // her first turn), without a restart.
    let t0 = std::time::Instant::now();
    while board_pings(&fake, &ada) <= pinged {
        assert!(
            t0.elapsed() < Duration::from_secs(90),
            "Ada was pinged again after the trouble"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let g = store.load(id).await.unwrap().game;
    assert_eq!(g.seat_to_move(), Seat(0));
    let moves = |g: &Game| {
        g.seats()
            .map(|s| g.player(s).settlements_left() as u32)
            .sum::<u32>()
    };
    assert!(moves(&g) < moves(&placed), "the AIs placed");
    assert_eq!(
        fake.failures_served().len(),
        10,
        "every injected error was met and retried: {:?}",
        fake.failures_served()
    );
    let newest = fake
        .public_messages(channel)
        .into_iter()
        .rfind(|m| m.attachment("board.png").is_some())
        .unwrap();
    assert!(
        newest.content.contains(&format!("<@{}>", ada.id)),
        "{}",
        newest.content
    );
    fake.assert_no_violations();
}

/// Ada's Rolls by button at one table: the turn of each one acknowledged, and the turn
/// messages she already clicked.
struct Rolls<'a> {
    fake: &'a FakeDiscord,
    ada: &'a FakeUser,
    store: &'a Store,
    id: i64,
    channel: u64,
    acked: Vec<u32>,
    clicked: std::collections::HashSet<u64>,
}

impl Rolls<'_> {
    /// Ada (seat 0) clicks Roll on the newest turn message when it offers it to her.
    async fn roll_if_asked(&mut self) {
        let Some(m) = self
            .fake
            .public_messages(self.channel)
            .into_iter()
            .rev()
            .find(|m| m.attachment("board.png").is_some())
            .filter(|m| m.button("Roll").is_some() && !self.clicked.contains(&m.id))
        else {
            return;
        };
        let g = self.store.load(self.id).await.unwrap().game;
        if g.current() != Seat(0) || g.phase() != Phase::Roll {
            return;
        }
        self.clicked.insert(m.id);
        let r = self
            .fake
            .click(self.ada, &m, &m.button("Roll").unwrap())
            .response()
            .await;
        match r.kind {
            6 => self.acked.push(g.turn()),
            // Refused, or not made: said in words, privately.
            _ => assert!(r.ephemeral && !r.content.is_empty(), "{r:?}"),
        }
    }

    /// Waits until the game has moved `moves` more times (60 s at most: `what`), rolling
    /// when asked.
    async fn play_on(&mut self, moves: i64, what: &str) {
        let from = self.store.load(self.id).await.unwrap().row.version;
        let t0 = std::time::Instant::now();
        while self.store.load(self.id).await.unwrap().row.version < from + moves {
            assert!(t0.elapsed() < Duration::from_secs(60), "{what}");
            self.roll_if_asked().await;
            tokio::time::sleep(Duration::from_millis(30)).await;
        }
    }
}

/// Starts a bot tagged `tag` and waits until it is connected (a fresh gateway session).
async fn replace(fake: &FakeDiscord, db: &str, env: &[(&str, String)], tag: &str) -> BotProcess {
    let readies = fake.sessions_started().0;
    let bot = fake.spawn_bot_tagged(db, env, tag);
    fake.wait_until(Duration::from_secs(30), |s| {
        (s.ready_count > readies).then_some(())
    })
    .await
    .unwrap_or_else(|| panic!("the {tag} bot connected"));
    bot
}

/// Sends `signal` (STOP, CONT) to a bot process, as a paused virtual machine would be.
fn signal(bot: &BotProcess, signal: &str) {
    let ok = std::process::Command::new("kill")
        .args([format!("-{signal}"), bot.0.id().to_string()])
        .status()
        .expect("kill")
        .success();
    assert!(ok, "kill -{signal}");
}

/// Issue 25, done-when: a busy table (Ada by buttons and a turn timer, two AIs that move and
/// offer trades) survives a SIGKILL in its middle — with an AI's offer open and Ada's timer
/// armed — and a replacement that is itself frozen (SIGSTOP) past its lease, replaced, and
/// woken (SIGCONT): the woken process sends nothing to Discord and stops, the last one plays
/// the table to its winner, and every Roll of Ada's that was acknowledged is in the record
/// exactly once (a click answered otherwise was told why).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_busy_table_survives_a_kill_and_a_pause_past_the_lease() {
    let (_dir, db) = temp_db();
    let fake = FakeDiscord::start_fast().await;
    let env = [
        ("CATAN_TEST_SEED", "5".to_string()),
        ("CATAN_TEST_MINUTE_SECS", "2".to_string()),
        ("CATAN_TEST_AI_PAUSE_MS", "50".to_string()),
        ("CATAN_TEST_LEASE_SECS", "3".to_string()),
        (
            "RUST_LOG",
            std::env::var("BOT_LOG").unwrap_or_else(|_| "warn".into()),
        ),
    ];
    let first = fake.spawn_bot_tagged(&db, &env, "first");
    fake.wait_online().await;
    let ada = fake.users()[0].clone();
    let channel = fake.channel().id;
    let h = fake.slash(
        &ada,
        "catan",
        "new",
        &[
            ("players", Opt::Int(3)),
            ("points", Opt::Int(5)),
            ("turn_timer", Opt::Str("1".into())),
            ("thread", Opt::Bool(false)),
        ],
    );
    h.response().await;
    let lobby = h.message().await;
    let quick = "Heuristic (quick)";
    seat_ais_and_start(&fake, &ada, &lobby, [quick, quick]).await;
    let store = Store::open(&db).await.unwrap();
    let id = store.active_games().await.unwrap()[0].0;
    let me = Seat(0);
    let mut rolls = Rolls {
        fake: &fake,
        ada: &ada,
        store: &store,
        id,
        channel,
        acked: vec![],
        clicked: Default::default(),
    };
    // 1. SIGKILL while an AI's offer is open and Ada's clock runs.
    let t0 = std::time::Instant::now();
    loop {
        assert!(t0.elapsed() < Duration::from_secs(120), "an AI offer came");
        rolls.roll_if_asked().await;
        let g = store.load(id).await.unwrap().game;
        assert_ne!(g.phase(), Phase::GameOver, "the game ended before an offer");
        if g.offer().is_some() && g.current() != me {
            break;
        }
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
    drop(first);
    let second = replace(&fake, &db, &env, "second").await;

    // 2. The replacement plays on for a while, then freezes past its lease.
    rolls.play_on(10, "the replacement plays").await;
    signal(&second, "STOP");
    // Past its lease: 3 s counted in whole seconds from its last renewal, with room for a
    // loaded machine (a bot that starts while the lease still holds stops at once).
    tokio::time::sleep(Duration::from_secs(8)).await;
    let _third = replace(&fake, &db, &env, "third").await;
    rolls.play_on(3, "the third bot plays").await;
    let woke = fake.now_ms();
    let mut second = second;
    signal(&second, "CONT");
    // It learns that its lease is gone and stops, sending nothing.
    let t0 = std::time::Instant::now();
    while second.0.try_wait().unwrap().is_none() {
        assert!(
            t0.elapsed() < Duration::from_secs(30),
            "the woken bot stops"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let after: Vec<_> = fake
        .requests_from("second")
        .into_iter()
        .filter(|(ms, _)| *ms >= woke)
        .collect();
    assert!(
        after.is_empty(),
        "the woken bot wrote to Discord: {after:?}"
    );

    // 3. The table goes on to its winner.
    let t0 = std::time::Instant::now();
    loop {
        assert!(t0.elapsed() < Duration::from_secs(300), "the game ends");
        let loaded = store.load(id).await.unwrap();
        if loaded.row.status == GameStatus::Finished {
            break;
        }
        rolls.roll_if_asked().await;
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    fake.wait_message(
        channel,
        |m| m.content.contains("Game over"),
        Duration::from_secs(60),
    )
    .await
    .expect("the game-over message");
    // Every acknowledged Roll is in the record, once: Ada's roll in that turn.
    let record = store.record(id).await.unwrap();
    let (mut g, mut rng) = record.start().unwrap();
    let mut ada_rolls: Vec<u32> = Vec::new();
    for sa in &record.actions {
        if sa.p == me && matches!(sa.action, Action::Roll { .. }) {
            ada_rolls.push(g.turn());
        }
        let a = g.complete(sa.action, &mut rng);
        g.apply(sa.p, a).unwrap();
    }
    for turn in &rolls.acked {
        let n = ada_rolls.iter().filter(|t| *t == turn).count();
        assert_eq!(
            n, 1,
            "Ada's acknowledged roll of turn {turn}: {n} in the record"
        );
    }
    assert!(!rolls.acked.is_empty(), "Ada rolled by button");
    fake.dump_transcript(channel, "kill_and_pause");
    fake.assert_no_violations();
}

/// Issue 44, clocks for slow games: `turn_timer:2d` is read as two days (what cannot be read
/// is quoted back and opens nothing), the lobby says "2-day turns", the turn message says
/// when the turn started beside when an AI steps in, and the player is reminded at half
/// time and again an hour before the end. The test clock: the turn's deadline is moved in
/// the store past each moment, and the bot's ticker, which reads it there, does the rest.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_two_day_clock_reminds_at_half_time_and_an_hour_before_its_end() {
    let (_dir, db) = temp_db();
    let fake = FakeDiscord::start().await;
    let env = [("CATAN_TEST_SEED", "3".to_string())];
    let _bot = fake.spawn_bot(&db, &env);
    fake.wait_online().await;
    let ada = fake.users()[0].clone();
    let channel = fake.channel().id;
    let store = Store::open(&db).await.unwrap();
    let new = |timer: &str| {
        fake.slash(
            &ada,
            "catan",
            "new",
            &[
                ("players", Opt::Int(3)),
                ("turn_timer", Opt::Str(timer.into())),
                ("thread", Opt::Bool(false)),
            ],
        )
    };
    let r = new("2 weeks").response().await;
    assert!(r.ephemeral, "{r:?}");
    assert_eq!(
        r.content,
        "“2 weeks” is not a turn time: type minutes (15), or a number with m, h or d (90m, 12h, 2d), from 1 minute to 7 days."
    );
    assert!(store.open_game_in_channel(channel).await.unwrap().is_none());
    let h = new("2d");
    h.response().await;
    let lobby = h.message().await;
    assert!(lobby.content.contains("2-day turns"), "{}", lobby.content);
    let quick = "Heuristic (quick)";
    seat_ais_and_start(&fake, &ada, &lobby, [quick, quick]).await;
    let id = store.active_games().await.unwrap()[0].0;
    let row = store.load(id).await.unwrap().row;
    assert_eq!(row.turn_timer_minutes, Some(2 * 24 * 60));
    let me = Seat(row.seats.iter().position(|s| s.user_id == ada.id).unwrap() as u8);

    // Ada's first placement: her message pings her, with both moments of her clock.
    let ping = format!("<@{}>", ada.id);
    let msg = fake
        .wait_message(
            channel,
            |m| m.content.contains(&ping) && m.content.contains("An AI steps in <t:"),
            Duration::from_secs(30),
        )
        .await
        .expect("the turn message that pings Ada");
    let deadline = store.deadline(id).await.unwrap().expect("her clock runs");
    let now = catan_bot::store::now_unix();
    assert!(
        (deadline - now - 2 * 86_400).abs() < 30,
        "{deadline} at {now}"
    );
    let started = format!("🕰 This turn started <t:{}:R>.", deadline - 2 * 86_400);
    let msg = fake
        .wait_until(Duration::from_secs(10), |s| {
            s.message(msg.id)
                .filter(|m| m.content.contains(&started))
                .cloned()
        })
        .await
        .unwrap_or_else(|| panic!("{started} in {}", msg.content));
    assert!(
        msg.content
            .contains(&format!("An AI steps in <t:{deadline}:R>")),
        "{}",
        msg.content
    );

    // Half of the two days gone: the half-time reminder.
    let now = catan_bot::store::now_unix();
    store
        .set_deadline(id, Some(now + 86_400 - 10), false)
        .await
        .unwrap();
    let half = fake
        .wait_message(
            channel,
            |m| m.content.contains(&ping) && m.content.contains("half of your turn time is gone"),
            Duration::from_secs(10),
        )
        .await;
    assert!(half.is_some(), "the half-time reminder");
    // Less than an hour left: the last call, once.
    let now = catan_bot::store::now_unix();
    let end = now + 3_000;
    store.set_deadline(id, Some(end), true).await.unwrap();
    let last = format!(
        "⏰ {ping} — your turn time ends <t:{end}:R>; then an AI plays for you · Catan #{id} in <#{channel}>"
    );
    let called = fake
        .wait_message(channel, |m| m.content == last, Duration::from_secs(10))
        .await;
    assert!(called.is_some(), "the last call: {last}");
    tokio::time::sleep(Duration::from_secs(3)).await;
    let calls = count(&fake, channel, |m| m.content.starts_with("⏰"));
    let halves = count(&fake, channel, |m| {
        m.content.contains("half of your turn time is gone")
    });
    assert_eq!((halves, calls), (1, 1), "each reminder once");
    // Nobody stepped in: the game still waits for Ada.
    let loaded = store.load(id).await.unwrap();
    assert!(
        catan_bot::table::who::humans_to_act(&loaded.row, &loaded.game).contains(&me),
        "Ada is still to act"
    );
    assert_eq!(store.deadline(id).await.unwrap(), Some(end));
    fake.assert_no_violations();
}

/// Issue 43, item 22: Ada abandons the game while the AI Magellan's trade offer asks her
/// (listed "Ada: thinking…" with Accept, Decline and Counter…) and the turn message says
/// "Magellan is thinking…": every live prompt closes with the game. The offer's message
/// goes, no public message of the table says "thinking" any more, and none keeps a button
/// (before, each only lost its buttons and kept its words).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn abandoning_while_an_ai_offer_is_open_closes_every_prompt() {
    let (_dir, db) = temp_db();
    let fake = FakeDiscord::start().await;
    let store = Store::open(&db).await.unwrap();
    let (me, ai) = (Seat(0), Seat(2));
    // Stored at the moment Magellan's offer is made: addressed to Ada, who can pay it and
    // has not answered.
    let (id, game) = crate::bot_discord_rules::stored_table_at(&fake, &store, true, |g| {
        g.current() == ai
            && g.offer().is_some_and(|o| {
                o.to.contains(me)
                    && o.responses[me.index()].is_none()
                    && g.player(me).resources.covers(&o.get)
            })
    })
    .await;
    assert_eq!(game.name(ai), "Magellan");
    // Its window stays open for two minutes: the AI waits for Ada, thinking, until she
    // abandons.
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    store.set_offer_deadline(id, Some(now + 120)).await.unwrap();
    let _bot = fake.spawn_bot(&db, &[]);
    fake.wait_online().await;
    let channel = fake.channel().id;
    let ada = fake.user("Ada");
    let wait = Duration::from_secs(10);
    let offer = fake
        .wait_message(
            channel,
            |m| m.content.starts_with("**Trade offer**") && !m.buttons().is_empty(),
            wait,
        )
        .await
        .expect("the AI's offer, with its buttons");
    assert!(
        offer.content.contains("Ada: thinking…"),
        "the offer waits for Ada: {}",
        offer.content
    );
    let turn = fake
        .wait_message(
            channel,
            |m| m.content.contains("Magellan is thinking…"),
            wait,
        )
        .await
        .expect("the turn message says the AI is thinking");

    let r = fake.slash(&ada, "catan", "abandon", &[]).response().await;
    assert!(!r.ephemeral && r.content.contains("abandoned"), "{r:?}");
    let closed = fake
        .wait_until(wait, |s| {
            s.messages
                .iter()
                .filter(|m| m.channel_id == channel && m.visible_to.is_none())
                .filter(|m| !m.deleted && !m.deferred)
                .all(|m| m.buttons().is_empty() && !m.content.contains("thinking"))
                .then_some(())
        })
        .await;
    let live: Vec<(String, usize)> = fake
        .public_messages(channel)
        .iter()
        .filter(|m| !m.deleted)
        .map(|m| (m.content.clone(), m.buttons().len()))
        .collect();
    assert!(closed.is_some(), "no prompt, no button left: {live:#?}");
    let offer = fake.message(offer.id).unwrap();
    assert!(
        offer.deleted || offer.content.starts_with("~~"),
        "the offer's message closed: {}",
        offer.content
    );
    // The turn message keeps its story, without its prompt.
    let turn = fake.message(turn.id).unwrap();
    assert!(!turn.deleted);
    assert!(turn.content.contains("**Turn "), "{}", turn.content);
    assert!(!turn.content.contains("<@"), "{}", turn.content);
    let row = store.load(id).await.unwrap().row;
    assert_eq!(row.status, GameStatus::Abandoned);
    fake.assert_no_violations();
}
