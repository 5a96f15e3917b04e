//! End-to-end: a server's season through the real bot binary and the fake Discord. Only a
//! member with Manage Server (Dee) may start one; a bad length is named back; a second
//! season is refused while one runs. A game finished during the season counts toward its
//! standings, where the players are still in their placement games; anyone reads them
//! (`/catan-hub season standings`, `/catan leaderboard season:`). Dee ends it: its final
//! standings are posted once in the channel it was started from. The next season's time runs
//! out: the ticker posts its standings, once, by itself. The server's ratings outside
//! seasons are as before. (The ranking past the placement games is the store's test.)

use crate::bot_ai_e2e::{add_ai, play_simply};
use crate::fake_discord::{temp_db, FakeDiscord, Opt};
use catan_bot::engine::*;
use catan_bot::store::Store;
use std::time::{Duration, Instant};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_season_starts_counts_a_game_and_ends_with_its_standings_posted() {
    let started = Instant::now();
    let (_dir, db) = temp_db();
    let fake = FakeDiscord::start_fast().await;
    let env = [
        ("CATAN_TEST_SEED", "47".to_string()),
        ("CATAN_TEST_MINUTE_SECS", "2".to_string()),
        (
            "RUST_LOG",
            std::env::var("BOT_LOG").unwrap_or_else(|_| "warn".into()),
        ),
    ];
    let _bot = fake.spawn_bot(&db, &env);
    fake.wait_online().await;
    let users = fake.users();
    let (ada, bea) = (users[0].clone(), users[1].clone());
    let dee = users.iter().find(|u| u.name == "Dee").unwrap().clone();
    let channel = fake.channel().id;
    let store = Store::open(&db).await.unwrap();
    let say = |user: &crate::fake_discord::FakeUser, sub: &str, opts: Vec<(&str, Opt)>| {
        let h = fake.slash(user, "catan-hub", sub, &opts);
        async move { h.response().await }
    };

    // Only a manager starts a season; a length must read as days or weeks.
    let r = say(
        &bea,
        "season start",
        vec![
            ("name", Opt::Str("Winter".into())),
            ("length", Opt::Str("30".into())),
        ],
    )
    .await;
    assert!(
        r.ephemeral
            && r.content
                .contains("Only members with the Manage Server permission"),
        "{r:?}"
    );
    let r = say(
        &dee,
        "season start",
        vec![
            ("name", Opt::Str("Winter".into())),
            ("length", Opt::Str("forever".into())),
        ],
    )
    .await;
    assert!(
        r.ephemeral && r.content.contains("“forever” is not a season's length"),
        "{r:?}"
    );
    let r = say(&dee, "season standings", vec![]).await;
    assert!(
        r.content.contains("No season is running on this server."),
        "{r:?}"
    );
    let r = say(
        &dee,
        "season start",
        vec![
            ("name", Opt::Str("Winter".into())),
            ("length", Opt::Str("4w".into())),
        ],
    )
    .await;
    assert!(!r.ephemeral, "the start is public: {r:?}");
    assert!(
        r.content.starts_with("🏁 Season **Winter** has started")
            && r.content.contains("after 5 games"),
        "{r:?}"
    );
    let season = store
        .running_season(fake.guild_id())
        .await
        .unwrap()
        .expect("Winter runs");
    assert_eq!(season.ends_at - season.started_at, 28 * 86_400);
    let r = say(
        &dee,
        "season start",
        vec![
            ("name", Opt::Str("Spring".into())),
            ("length", Opt::Str("7".into())),
        ],
    )
    .await;
    assert!(
        r.content
            .contains("Season **Winter** is running on this server"),
        "{r:?}"
    );

    // A game finishes during the season: Ada and two AIs.
    let lobby = fake
        .slash(
            &ada,
            "catan",
            "new",
            &[
                ("players", Opt::Int(3)),
                ("points", Opt::Int(5)),
                ("thread", Opt::Bool(false)),
            ],
        )
        .public_answer()
        .await;
    for _ in 0..2 {
        add_ai(&fake, &ada, &lobby, "Heuristic (quick)").await;
    }
    let lobby = fake.message(lobby.id).unwrap();
    fake.click(&ada, &lobby, &lobby.button("Start").unwrap())
        .response()
        .await;
    let id = store.active_games().await.unwrap()[0].0;
    loop {
        assert!(
            started.elapsed() < Duration::from_secs(90),
            "the game did not end"
        );
        let g = store.load(id).await.unwrap().game;
        if g.phase() == Phase::GameOver {
            break;
        }
        play_simply(&fake, &ada, &g, Seat(0), None).await;
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
    fake.wait_message(
        channel,
        |m| m.content.contains("Game over"),
        Duration::from_secs(30),
    )
    .await
    .expect("the game-over message");

    // Its standings so far: everyone is still placing (one game of five).
    let r = say(&bea, "season standings", vec![]).await;
    assert!(r.ephemeral, "{r:?}");
    assert!(
        r.content
            .starts_with("**🏁 Season Winter** — running until <t:")
            && r.content
                .contains("Nobody has finished 5 games of this season yet.")
            && r.content
                .contains("Still in their 5 placement games (games played): ")
            && r.content.contains("Ada (1)")
            && r.content.contains("Heuristic AI (1)"),
        "{}",
        r.content
    );
    let board = fake
        .slash(
            &bea,
            "catan",
            "leaderboard",
            &[("season", Opt::Str("winter".into()))],
        )
        .response()
        .await;
    assert_eq!(
        board.content, r.content,
        "the leaderboard's season: option says the same"
    );
    let r = fake
        .slash(
            &bea,
            "catan",
            "leaderboard",
            &[("season", Opt::Str("Nope".into()))],
        )
        .response()
        .await;
    assert_eq!(r.content, "This server has no season called “Nope”.");
    // Outside the season the server's ratings are as before (a player shows after 3 games).
    let r = fake
        .slash(&bea, "catan", "leaderboard", &[])
        .response()
        .await;
    assert!(r.content.contains("Nobody has finished 3 games"), "{r:?}");

    // Dee ends it: her answer says where, and the final standings are posted there once.
    let r = say(&bea, "season end", vec![]).await;
    assert!(
        r.content
            .contains("Only members with the Manage Server permission"),
        "{r:?}"
    );
    let r = say(&dee, "season end", vec![]).await;
    assert_eq!(
        r.content,
        format!("Season **Winter** is over: its standings are posted in <#{channel}>.")
    );
    let over = |c: &str| c.starts_with("**🏁 Season Winter is over**");
    let posted = fake
        .wait_message(channel, |m| over(&m.content), Duration::from_secs(10))
        .await
        .expect("Winter's final standings");
    assert!(
        posted.content.contains("Final standings:") && posted.content.contains("Ada (1)"),
        "{}",
        posted.content
    );
    let r = say(&dee, "season end", vec![]).await;
    assert!(r.content.contains("No season is running"), "{r:?}");
    let r = say(
        &dee,
        "season start",
        vec![
            ("name", Opt::Str("WINTER".into())),
            ("length", Opt::Str("7".into())),
        ],
    )
    .await;
    assert!(
        r.content.contains("already had a season called **WINTER**"),
        "{r:?}"
    );

    // Spring's time runs out (its end moved to now): the ticker posts it by itself.
    let r = say(
        &dee,
        "season start",
        vec![
            ("name", Opt::Str("Spring".into())),
            ("length", Opt::Str("1".into())),
        ],
    )
    .await;
    assert!(r.content.contains("Season **Spring** has started"), "{r:?}");
    sqlx::query("UPDATE seasons SET ends_at = started_at WHERE name = 'Spring'")
        .execute(store.pool())
        .await
        .unwrap();
    let spring = |c: &str| c.starts_with("**🏁 Season Spring is over**");
    let posted = fake
        .wait_message(channel, |m| spring(&m.content), Duration::from_secs(15))
        .await
        .expect("Spring's final standings");
    assert!(
        posted
            .content
            .contains("No rated game finished in this season."),
        "{}",
        posted.content
    );
    tokio::time::sleep(Duration::from_secs(2)).await;
    let public = fake.public_messages(channel);
    assert_eq!(public.iter().filter(|m| over(&m.content)).count(), 1);
    assert_eq!(public.iter().filter(|m| spring(&m.content)).count(), 1);
    let past = fake
        .slash(
            &bea,
            "catan",
            "leaderboard",
            &[("season", Opt::Str("Winter".into()))],
        )
        .response()
        .await;
    assert!(
        past.content.starts_with("**🏁 Season Winter** — <t:"),
        "{}",
        past.content
    );
    fake.assert_no_violations();
    crate::cli::assert_db_checks(&db);
}
