//! End-to-end: a 12-player tournament of three Swiss rounds through the real bot binary and
//! the fake Discord. Only a manager creates it; twelve members sign up by button (a second
//! click is told so); only the organiser starts it. Each round is seated in tables of four
//! (three tables for twelve, then 4 + 4 + 3 for the eleven left), each table a game in a
//! thread of its own. The players play the set-up and a first round of turns there, then
//! the organiser ends each table (scored by its standings at that moment). One player
//! leaves during round 2: an AI takes their seat and round 3 seats them no more. The final
//! standings posted in the channel are checked against a hand computation from the games.

use crate::fake_discord::{temp_db, FakeDiscord, FakeUser, Opt, FAST_RATE_SCALE};
use catan_bot::engine::*;
use catan_bot::store::{GameStatus, Store};
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// One move of the human whose move it is at `game` (played in `thread`): set-up spots,
/// rolls, discards, the robber, and the end of a turn. False when no human is to move.
async fn step(
    fake: &FakeDiscord,
    store: &Store,
    game: i64,
    thread: u64,
    users: &[FakeUser],
) -> bool {
    let loaded = store.load(game).await.unwrap();
    let g = &loaded.game;
    if g.phase() == Phase::GameOver || loaded.row.status != GameStatus::Active {
        return false;
    }
    let seat = g.seat_to_move();
    let s = &loaded.row.seats[seat.index()];
    if s.ai.is_some() {
        return false;
    }
    let user = users.iter().find(|u| u.id == s.user_id).unwrap();
    let legal = g.legal_actions(seat);
    let (sub, opts): (&str, Vec<(&str, Opt)>) = if g.pending_discard(seat) > 0 {
        let mut left = g.pending_discard(seat);
        let hand = g.player(seat).resources;
        let opts = Resource::ALL
            .into_iter()
            .map(|r| {
                let n = hand[r].min(left);
                left -= n;
                (r.name(), Opt::Int(i64::from(n)))
            })
            .collect();
        ("discard", opts)
    } else {
        match g.phase() {
            Phase::Setup => match legal[0] {
                Action::PlaceSettlement { at } => (
                    "build",
                    vec![("what", Opt::Int(1)), ("at", Opt::Str(at.to_string()))],
                ),
                Action::PlaceRoad { at } => (
                    "build",
                    vec![("what", Opt::Int(0)), ("at", Opt::Str(at.to_string()))],
                ),
                a => panic!("{a:?}"),
            },
            Phase::Roll => ("roll", vec![]),
            Phase::MoveRobber => match legal[0] {
                Action::MoveRobber { to, steal_from, .. } => {
                    let mut opts = vec![("hex", Opt::Str(to.name().to_string()))];
                    if let Some(v) = steal_from {
                        opts.push(("victim", Opt::Str(g.name(v).to_string())));
                    }
                    ("robber", opts)
                }
                a => panic!("{a:?}"),
            },
            _ => ("end", vec![]),
        }
    };
    let v = loaded.row.version;
    let r = fake
        .slash_in(thread, user, "catan", sub, &opts)
        .response()
        .await;
    assert_ne!(r.kind, 4, "{sub} refused: {}", r.content);
    for _ in 0..400 {
        if store.load(game).await.unwrap().row.version != v {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    true
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn twelve_players_play_three_swiss_rounds_with_one_leaving() {
    let started = Instant::now();
    let (_dir, db) = temp_db();
    let fake = FakeDiscord::start_with_players(5).await;
    fake.set_rate_scale(FAST_RATE_SCALE);
    let env = [
        ("CATAN_TEST_SEED", "12".to_string()),
        ("CATAN_TEST_MINUTE_SECS", "2".to_string()),
        (
            "RUST_LOG",
            std::env::var("BOT_LOG").unwrap_or_else(|_| "warn".into()),
        ),
    ];
    let _bot = fake.spawn_bot(&db, &env);
    fake.wait_online().await;
    let users = fake.users();
    assert_eq!(users.len(), 12);
    let dee = users.iter().find(|u| u.name == "Dee").unwrap().clone();
    let bea = users.iter().find(|u| u.name == "Bea").unwrap().clone();
    let channel = fake.channel().id;
    let store = Store::open(&db).await.unwrap();
    let hub = |u: &FakeUser, sub: &str, opts: Vec<(&str, Opt)>| {
        let h = fake.slash(u, "catan-hub", sub, &opts);
        async move { h.response().await }
    };

    let r = hub(
        &bea,
        "tournament create",
        vec![("name", Opt::Str("Cup".into()))],
    )
    .await;
    assert!(
        r.content
            .contains("Only members with the Manage Server permission"),
        "{r:?}"
    );
    let r = hub(
        &dee,
        "tournament create",
        vec![
            ("name", Opt::Str("Cup".into())),
            ("rounds", Opt::Int(3)),
            ("points", Opt::Int(5)),
        ],
    )
    .await;
    assert!(
        r.ephemeral
            && r.content
                .contains("Tournament **Cup** is open for sign-ups"),
        "{r:?}"
    );
    let r = hub(&dee, "tournament start", vec![]).await;
    assert!(r.content.contains("at least 3 players, not 0"), "{r:?}");
    let signup = fake
        .wait_message(
            channel,
            |m| m.content.starts_with("🏆 **Tournament Cup**"),
            Duration::from_secs(10),
        )
        .await
        .expect("the sign-up message");
    for u in &users {
        let m = fake.message(signup.id).unwrap();
        let r = fake
            .click(u, &m, &m.button("Sign up").unwrap())
            .response()
            .await;
        assert!(r.content.contains("You are signed up for **Cup**"), "{r:?}");
    }
    let m = fake.message(signup.id).unwrap();
    let r = fake
        .click(&bea, &m, &m.button("Sign up").unwrap())
        .response()
        .await;
    assert!(r.content.contains("already"), "{r:?}");
    let shown = fake.message(signup.id).unwrap().content;
    assert!(shown.contains("Signed up (12)"), "{shown}");
    let r = fake
        .click(&bea, &m, &m.button("Start").unwrap())
        .response()
        .await;
    assert!(
        r.content.contains("Only the tournament's organiser"),
        "{r:?}"
    );
    let h = fake.click(&dee, &m, &m.button("Start").unwrap());
    h.response().await;
    h.settled().await;
    let t = store
        .open_tournament(fake.guild_id())
        .await
        .unwrap()
        .expect("running");

    let leaver = users.iter().find(|u| u.name == "Player 5").unwrap().clone();
    for round in 1..=3u32 {
        // The round's tables, each in its thread with its game.
        let tables = loop {
            let all = store.tournament_tables(&t).await.unwrap();
            let now: Vec<_> = all.into_iter().filter(|x| x.round == round).collect();
            if !now.is_empty() && now.iter().all(|x| x.game_id.is_some()) {
                break now;
            }
            assert!(
                started.elapsed() < Duration::from_secs(100),
                "round {round} was not seated"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        };
        let sizes: Vec<usize> = tables.iter().map(|x| x.players.len()).collect();
        assert_eq!(
            sizes,
            if round < 3 {
                vec![4, 4, 4]
            } else {
                vec![4, 4, 3]
            },
            "round {round}"
        );
        if round == 3 {
            assert!(
                tables.iter().all(|x| !x.players.contains(&leaver.id)),
                "the leaver is seated no more"
            );
        }
        for x in &tables {
            let game = x.game_id.unwrap();
            let thread = store.game_row(game).await.unwrap().channel_id;
            // The set-up and one turn each.
            loop {
                let g = store.load(game).await.unwrap().game;
                if g.turn() > x.players.len() as u32 || g.phase() == Phase::GameOver {
                    break;
                }
                if !step(&fake, &store, game, thread, &users).await {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
                assert!(
                    started.elapsed() < Duration::from_secs(110),
                    "the tables took too long"
                );
            }
            if round == 2 && x.players.contains(&leaver.id) {
                let r = hub(&leaver, "tournament leave", vec![]).await;
                assert!(r.content.contains("You left **Cup**"), "{r:?}");
                let row = store.game_row(game).await.unwrap();
                assert!(
                    row.seats
                        .iter()
                        .any(|s| s.user_id == leaver.id && s.ai.is_some()),
                    "an AI took the seat"
                );
            }
            let r = hub(
                &dee,
                "tournament abandon",
                vec![("table", Opt::Int(i64::from(x.table_no)))],
            )
            .await;
            assert!(
                r.content
                    .contains(&format!("Table {} is ended", x.table_no)),
                "{r:?}"
            );
        }
    }
    let over = fake
        .wait_message(
            channel,
            |m| m.content.contains("wins **Cup**"),
            Duration::from_secs(20),
        )
        .await
        .expect("the winner");

    // By hand: each table's places by its victory points when ended (equal points share
    // the better place), 4, 2, 1, 0 points (4, 2, 0 at three), victory points summed.
    let mut points: HashMap<u64, (u32, u32)> = HashMap::new();
    for x in store.tournament_tables(&t).await.unwrap() {
        let g = store.load(x.game_id.unwrap()).await.unwrap().game;
        let vps: Vec<u8> = g.seats().map(|s| g.total_vp(s)).collect();
        for (i, &u) in x.players.iter().enumerate() {
            let place = 1 + vps.iter().filter(|&&v| v > vps[i]).count();
            let p = match (place, x.players.len()) {
                (1, _) => 4,
                (p, n) if p >= n => 0,
                (2, _) => 2,
                _ => 1,
            };
            let e = points.entry(u).or_default();
            e.0 += p;
            e.1 += u32::from(vps[i]);
        }
    }
    let entrants = store.entrants(&t).await.unwrap();
    for e in &entrants {
        let (p, vp) = points[&e.user_id];
        let dropped = if e.dropped { " (left)" } else { "" };
        let line = format!(
            "{}{dropped} — **{p} pts** · {vp} VP",
            catan_bot_escape(&e.name)
        );
        assert!(over.content.contains(&line), "{line} in {}", over.content);
    }
    // The winner is the standings' first: most points, then victory points, then sign-up.
    let best = entrants
        .iter()
        .enumerate()
        .max_by_key(|(i, e)| (points[&e.user_id], std::cmp::Reverse(*i)))
        .map(|(_, e)| e.user_id)
        .unwrap();
    assert!(
        over.content
            .starts_with(&format!("🥇 <@{best}> wins **Cup**")),
        "{}",
        over.content
    );
    assert!(entrants.iter().any(|e| e.user_id == leaver.id && e.dropped));
    let t = store.tournament(t.id).await.unwrap().unwrap();
    assert_eq!(t.round, 3);
    eprintln!("tournament: 9 tables, {:.0?}", started.elapsed());
    fake.assert_no_violations();
}

/// Waits until round `round` of `t` is seated, each table with its game.
async fn seated(
    store: &Store,
    t: &catan_bot::store::Tournament,
    round: u32,
    within: Duration,
) -> Vec<catan_bot::store::TournamentTable> {
    let since = Instant::now();
    loop {
        let now: Vec<_> = store
            .tournament_tables(t)
            .await
            .unwrap()
            .into_iter()
            .filter(|x| x.round == round)
            .collect();
        if !now.is_empty() && now.iter().all(|x| x.game_id.is_some()) {
            return now;
        }
        assert!(since.elapsed() < within, "round {round} was not seated");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Waits until `game` is over; the moment it was seen so.
async fn finished(store: &Store, game: i64, within: Duration) -> Instant {
    let since = Instant::now();
    loop {
        if store.game_row(game).await.unwrap().status == GameStatus::Finished {
            return Instant::now();
        }
        assert!(since.elapsed() < within, "game {game} did not end");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Tournament points by place at a table of `n` (4, 2, 1, 0; 4, 2, 0 at three), each seat's
/// place by hand: the winner first (when the game was won), then by victory points, equal
/// points sharing the better place.
fn by_hand(vps: &[u8], winner: Option<usize>) -> Vec<u32> {
    let n = vps.len();
    (0..n)
        .map(|s| {
            let ahead = (0..n)
                .filter(|&t| match (winner == Some(t), winner == Some(s)) {
                    (true, false) => true,
                    (false, false) => vps[t] > vps[s],
                    _ => false,
                })
                .count();
            match (1 + ahead, n) {
                (1, _) => 4,
                (p, n) if p >= n => 0,
                (2, _) => 2,
                _ => 1,
            }
        })
        .collect()
}

/// A table whose game is played to its end goes on by itself: the game's end wakes the
/// tournament (well before the watchdog's first look, 15 s at the default minute), which
/// scores the table by the game's places and, with the round over, seats the final table of
/// the best still in. The final's winner wins the tournament. Seven players: a table of four and one of three. The
/// four leave at once (AIs play their game out); the organiser ends the table of three; the
/// three then play the final, and leave it to AIs in turn.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_table_seats_the_final_whose_winner_wins() {
    let (_dir, db) = temp_db();
    let fake = FakeDiscord::start_fast().await;
    let env = [
        ("CATAN_TEST_SEED", "21".to_string()),
        (
            "RUST_LOG",
            std::env::var("BOT_LOG").unwrap_or_else(|_| "warn".into()),
        ),
    ];
    let _bot = fake.spawn_bot(&db, &env);
    fake.wait_online().await;
    let users = fake.users();
    assert_eq!(users.len(), 7);
    let dee = users.iter().find(|u| u.name == "Dee").unwrap().clone();
    let channel = fake.channel().id;
    let store = Store::open(&db).await.unwrap();
    let hub = |u: &FakeUser, sub: &str, opts: Vec<(&str, Opt)>| {
        let h = fake.slash(u, "catan-hub", sub, &opts);
        async move { h.response().await }
    };
    let r = hub(
        &dee,
        "tournament create",
        vec![
            ("name", Opt::Str("Pennant".into())),
            ("rounds", Opt::Int(1)),
            ("points", Opt::Int(5)),
            ("final_table", Opt::Bool(true)),
        ],
    )
    .await;
    assert!(r.content.contains("**Pennant** is open"), "{r:?}");
    let signup = fake
        .wait_message(
            channel,
            |m| m.content.starts_with("🏆 **Tournament Pennant**"),
            Duration::from_secs(10),
        )
        .await
        .expect("the sign-up message");
    for u in &users {
        let m = fake.message(signup.id).unwrap();
        let r = fake
            .click(u, &m, &m.button("Sign up").unwrap())
            .response()
            .await;
        assert!(r.content.contains("You are signed up"), "{r:?}");
    }
    let r = hub(&dee, "tournament start", vec![]).await;
    assert!(!r.content.contains("Only"), "{r:?}");
    let t = store
        .open_tournament(fake.guild_id())
        .await
        .unwrap()
        .expect("running");
    let name_of = |id: u64| users.iter().find(|u| u.id == id).unwrap().clone();

    let round1 = seated(&store, &t, 1, Duration::from_secs(20)).await;
    let four = round1
        .iter()
        .find(|x| x.players.len() == 4)
        .unwrap()
        .clone();
    let three = round1
        .iter()
        .find(|x| x.players.len() == 3)
        .unwrap()
        .clone();
    // The table of three is ended by the organiser while it sets up.
    let r = hub(
        &dee,
        "tournament abandon",
        vec![("table", Opt::Int(i64::from(three.table_no)))],
    )
    .await;
    assert!(r.content.contains("is ended"), "{r:?}");
    // The four leave: AIs play their game to its end.
    for &u in &four.players {
        let r = hub(&name_of(u), "tournament leave", vec![]).await;
        assert!(r.content.contains("You left **Pennant**"), "{r:?}");
    }
    let game_a = four.game_id.unwrap();
    let ended = finished(&store, game_a, Duration::from_secs(60)).await;
    let finals = seated(&store, &t, 2, Duration::from_secs(10)).await;
    assert!(
        ended.elapsed() < Duration::from_secs(5),
        "the game's end, not the watchdog, seated the final ({:?})",
        ended.elapsed()
    );
    assert_eq!(finals.len(), 1);
    let mut still_in = finals[0].players.clone();
    still_in.sort_unstable();
    let mut expected = three.players.clone();
    expected.sort_unstable();
    assert_eq!(still_in, expected, "the final seats the three still in");
    let after = fake
        .wait_message(
            channel,
            |m| m.content.contains("standings after round 1"),
            Duration::from_secs(10),
        )
        .await
        .expect("the standings after the round");
    // The finished table scored by its game's places.
    let g = store.load(game_a).await.unwrap().game;
    let vps: Vec<u8> = g.seats().map(|s| g.total_vp(s)).collect();
    let won = g.winner().map(|s| s.index());
    assert!(won.is_some());
    let a_points = by_hand(&vps, won);
    let scored = store
        .tournament_tables(&t)
        .await
        .unwrap()
        .into_iter()
        .find(|x| x.round == 1 && x.table_no == four.table_no)
        .unwrap();
    let results = scored.result.expect("table A scored");
    for (i, r) in results.iter().enumerate() {
        assert_eq!(r.player, four.players[i]);
        assert_eq!(r.won, won == Some(i));
    }
    let winner_a = four.players[won.unwrap()];
    let line = format!(
        "{} (left) — **{} pts** · {} VP · 1 won of 1",
        catan_bot_escape(&name_of(winner_a).name),
        a_points[won.unwrap()],
        vps[won.unwrap()]
    );
    assert!(after.content.contains(&line), "{line} in {}", after.content);

    // The final: its three leave to AIs in turn, and its winner wins the tournament.
    let game_f = finals[0].game_id.unwrap();
    for &u in &finals[0].players {
        let r = hub(&name_of(u), "tournament leave", vec![]).await;
        assert!(r.content.contains("You left **Pennant**"), "{r:?}");
    }
    let ended = finished(&store, game_f, Duration::from_secs(60)).await;
    let over = fake
        .wait_message(
            channel,
            |m| m.content.contains("wins **Pennant**"),
            Duration::from_secs(10),
        )
        .await
        .expect("the winner");
    assert!(
        ended.elapsed() < Duration::from_secs(5),
        "the game's end crowned the winner"
    );
    let g = store.load(game_f).await.unwrap().game;
    let champion = finals[0].players[g.winner().unwrap().index()];
    assert!(
        over.content
            .starts_with(&format!("🥇 <@{champion}> wins **Pennant**")),
        "{}",
        over.content
    );
    assert!(over.content.contains("final standings"), "{}", over.content);
    assert_eq!(
        store.tournament(t.id).await.unwrap().unwrap().status,
        catan_bot::store::TournamentStatus::Finished
    );
    fake.assert_no_violations();
}

/// Names as the bot escapes them in text (the hostile nicknames carry markdown).
fn catan_bot_escape(name: &str) -> String {
    catan_bot::bot::escape(name)
}
