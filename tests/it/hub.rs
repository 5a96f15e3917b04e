//! `/catan-hub`, the command beside `/catan` for what is not about one table, through the
//! fake Discord: both are registered with their localizations, and `/catan-hub games`
//! lists every table a member sits at in two servers (three games and a lobby stored
//! before the bot starts), the ones where it is their move first, each with its server,
//! the link to its turn message (or its channel) and how long it has waited; a member
//! without a table gets a sentence; a German member reads it all in German. Nothing
//! changes, nothing is posted in a channel.

use crate::fake_discord::{temp_db, FakeDiscord, Message};
use catan_bot::ai::decide;
use catan_bot::ai::{Level, StrongConfig};
use catan_bot::engine::{BoardSpec, GameRng, GameSetup, Island, Options, Phase, Record, Seat};
use catan_bot::engine::{Game, SeatAction};
use catan_bot::store::{GameId, MessageKind, MessageState, NewTable, SeatInfo, Store};
use std::time::Duration;

/// A 3-seat table (Ada, Bea and an AI) in `channel` of `guild`, stored before the bot
/// starts, played by heuristic AIs from the first seed that reaches `seat` to roll after
/// the set-up; every move of it made `ago` seconds before now.
async fn stored_rolling(
    store: &Store,
    guild: u64,
    channel: u64,
    seats: &[SeatInfo],
    seat: Seat,
    ago: i64,
) -> (GameId, Game) {
    let options = Options {
        players: 3,
        ..Options::default()
    };
    let cfg = StrongConfig::default();
    for seed in 1..500u64 {
        let mut rng = GameRng::new(seed);
        let spec = BoardSpec::Random(seed);
        let setup = GameSetup::random(options, spec.build_for(Island::Base).unwrap(), &mut rng);
        let mut record = Record::new(options, spec, setup.first_player, setup.dev_deck.to_vec());
        record.names = Some(seats.iter().map(|s| s.name.clone()).collect());
        let (mut game, _) = record.start().unwrap();
        while game.turn() < 6 && !(game.phase() == Phase::Roll && game.seat_to_move() == seat) {
            let s = game.seat_to_move();
            let (action, after, _) = decide(&game, s, Level::Heuristic, 0, false, &mut rng, &cfg);
            record.actions.push(SeatAction { p: s, action });
            game = after;
        }
        if game.phase() != Phase::Roll || game.seat_to_move() != seat {
            continue;
        }
        let id = store
            .create_lobby(table_at(guild, channel), seats[0].clone())
            .await
            .unwrap();
        let v = store.set_seats(id, 0, seats).await.unwrap();
        store.start_game(id, v, &record, &game).await.unwrap();
        sqlx::query("UPDATE events SET created_at = $1 WHERE game_id = $2")
            .bind(now() - ago)
            .bind(id)
            .execute(store.pool())
            .await
            .unwrap();
        return (id, game);
    }
    panic!("no seed has seat {seat:?} roll after the set-up");
}

fn table_at(guild: u64, channel: u64) -> NewTable {
    NewTable {
        guild: Some(guild),
        channel,
        options: Options {
            players: 3,
            ..Options::default()
        },
        map: catan_bot::engine::MapKind::Random,
        turn_timer_minutes: None,
        language: catan_bot::i18n::Lang::En,
    }
}

fn now() -> i64 {
    catan_bot::store::now_unix()
}

/// When the last move of `game` was made.
async fn last_move_at(store: &Store, game: GameId) -> i64 {
    *store.action_times(game).await.unwrap().last().unwrap()
}

/// The rows' versions of `games`.
async fn versions(store: &Store, games: &[GameId]) -> Vec<i64> {
    let mut v = Vec::new();
    for &g in games {
        v.push(store.game_row(g).await.unwrap().version);
    }
    v
}

/// The turn message the bot posted for `game`, once it has.
async fn turn_message(store: &Store, game: GameId) -> u64 {
    for _ in 0..600 {
        let posted = store.published(game).await.unwrap();
        if let Some(m) = posted
            .iter()
            .find(|p| p.kind == MessageKind::Turn && p.state != MessageState::Posting)
            .and_then(|p| p.message)
        {
            return m;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("no turn message for game {game}");
}

/// The answer to `/catan-hub games` for `user`, asked in `channel`: private, at once.
async fn games_of(
    fake: &FakeDiscord,
    channel: u64,
    user: &crate::fake_discord::FakeUser,
) -> Message {
    let h = fake.slash_in(channel, user, "catan-hub", "games", &[]);
    let r = h.response().await;
    assert!(r.ephemeral, "a private answer: {r:?}");
    h.message().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_lists_every_table_of_two_servers_your_move_first() {
    let (_dir, db) = temp_db();
    let fake = FakeDiscord::start_with_guilds(2).await;
    let guilds = fake.guilds();
    let (g1, g2) = (guilds[0].id, guilds[1].id);
    let a1 = fake.guild_channel(g1).id;
    let a2 = fake.add_channels_in(g1, "second", 1)[0].id;
    let b1 = fake.guild_channel(g2).id;
    let b2 = fake.add_channels_in(g2, "lobby", 1)[0].id;
    let store = Store::open(&db).await.unwrap();
    let (ada, bea, dee) = (fake.user("Ada"), fake.user("Bea"), fake.user("Dee"));
    let human = |u: &crate::fake_discord::FakeUser| SeatInfo {
        user_id: u.id,
        name: u.name.clone(),
        ai: None,
    };
    let seats = [
        human(&ada),
        human(&bea),
        SeatInfo {
            user_id: 0,
            name: "Magellan".into(),
            ai: Some(Level::Heuristic),
        },
    ];
    let hour = 3_600;
    // Ada's move for an hour in the first server, and for five hours in the second; Bea's
    // for three hours in the first; a lobby of Bea's that Ada joined two hours ago.
    let (ada_1, _) = stored_rolling(&store, g1, a1, &seats, Seat(0), hour).await;
    let (bea_1, _) = stored_rolling(&store, g1, a2, &seats, Seat(1), 3 * hour).await;
    let (ada_2, _) = stored_rolling(&store, g2, b1, &seats, Seat(0), 5 * hour).await;
    let lobby = store
        .create_lobby(table_at(g2, b2), human(&bea))
        .await
        .unwrap();
    store
        .set_seats(lobby, 0, &[human(&bea), human(&ada)])
        .await
        .unwrap();
    let opened = now() - 2 * hour;
    sqlx::query("UPDATE games SET created_at = $1 WHERE id = $2")
        .bind(opened)
        .bind(lobby)
        .execute(store.pool())
        .await
        .unwrap();
    let t_ada_1 = last_move_at(&store, ada_1).await;
    let t_bea_1 = last_move_at(&store, bea_1).await;
    let t_ada_2 = last_move_at(&store, ada_2).await;

    let _bot = fake.spawn_bot(&db, &[]);
    let commands = fake.wait_online().await;
    // Both commands, side by side, with their localizations.
    let names: Vec<&str> = commands.iter().filter_map(|c| c["name"].as_str()).collect();
    assert!(
        names.contains(&"catan") && names.contains(&"catan-hub"),
        "{names:?}"
    );
    let hub = commands.iter().find(|c| c["name"] == "catan-hub").unwrap();
    assert_eq!(hub["options"][0]["name"], "games");
    assert_eq!(hub["options"][0]["name_localizations"]["de"], "tische");
    assert!(hub["description_localizations"]["fr"].is_string());
    let catan = commands.iter().find(|c| c["name"] == "catan").unwrap();
    assert_eq!(catan["options"].as_array().map(Vec::len), Some(25));
    // The bot catches the tables up: each gets its turn message.
    let m_ada_1 = turn_message(&store, ada_1).await;
    let m_bea_1 = turn_message(&store, bea_1).await;
    let m_ada_2 = turn_message(&store, ada_2).await;
    let tables = [ada_1, bea_1, ada_2, lobby];
    let before = versions(&store, &tables).await;
    let public = |fake: &FakeDiscord| {
        [a1, a2, b1, b2]
            .iter()
            .map(|&c| fake.public_messages(c).len())
            .sum::<usize>()
    };
    let posted = public(&fake);

    // Ada, asking in the first server: her two moves first (the longest waiting first),
    // then Bea's move and the lobby.
    let m = games_of(&fake, a1, &ada).await;
    let lines: Vec<&str> = m.content.lines().collect();
    let link = |g: u64, c: u64, msg: Option<u64>| match msg {
        Some(msg) => format!("(https://discord.com/channels/{g}/{c}/{msg})"),
        None => format!("(https://discord.com/channels/{g}/{c})"),
    };
    let expected = [
        "**Your move** · 2 tables".to_string(),
        "🎲 Ada, roll for turn ".to_string(),
        format!(
            "-# **Catan Club 2** · [Go to the table]{} · turn began <t:{t_ada_2}:R>",
            link(g2, b1, Some(m_ada_2))
        ),
        "🎲 Ada, roll for turn ".to_string(),
        format!(
            "-# **Catan Club** · [Go to the table]{} · turn began <t:{t_ada_1}:R>",
            link(g1, a1, Some(m_ada_1))
        ),
        String::new(),
        "**Waiting for others** · 2 tables".to_string(),
        "🎲 Bea must roll for turn ".to_string(),
        format!(
            "-# **Catan Club** · [Go to the table]{} · turn began <t:{t_bea_1}:R>",
            link(g1, a2, Some(m_bea_1))
        ),
        format!("🪑 Lobby, 2 of 3 seats taken · Catan #{lobby} in <#{b2}>"),
        format!(
            "-# **Catan Club 2** · [Go to the table]{} · opened <t:{opened}:R>",
            link(g2, b2, None)
        ),
    ];
    assert_eq!(lines.len(), expected.len(), "{}", m.content);
    for (line, want) in lines.iter().zip(&expected) {
        assert!(
            line.starts_with(want.as_str()),
            "{line:?} is not {want:?}:\n{}",
            m.content
        );
    }
    assert!(
        lines[1].ends_with(&format!(" · Catan #{ada_2} in <#{b1}>")),
        "{}",
        lines[1]
    );
    assert!(
        lines[3].ends_with(&format!(" · Catan #{ada_1} in <#{a1}>")),
        "{}",
        lines[3]
    );
    assert!(
        lines[7].ends_with(&format!(" · Catan #{bea_1} in <#{a2}>")),
        "{}",
        lines[7]
    );

    // Dee sits at no table.
    let m = games_of(&fake, a1, &dee).await;
    assert_eq!(
        m.content,
        catan_bot::i18n::text(catan_bot::i18n::Lang::En, "games-none", &[])
    );
    assert!(m.content.starts_with("You are not seated at any table"));

    // Bea, whose Discord speaks German: her move, then Ada's two and her own lobby.
    let m = games_of(&fake, a2, &bea.clone().speaking("de")).await;
    let lines: Vec<&str> = m.content.lines().collect();
    assert_eq!(lines[0], "**Du bist dran** · 1 Tisch", "{}", m.content);
    assert!(
        lines[1].starts_with("🎲 Bea, würfle für Zug "),
        "{}",
        m.content
    );
    assert!(lines[1].ends_with(&format!("· Catan #{bea_1} in <#{a2}>")));
    assert!(
        lines[2].contains("[Zum Tisch]")
            && lines[2].ends_with(&format!("Zug begann <t:{t_bea_1}:R>")),
        "{}",
        lines[2]
    );
    assert_eq!(
        lines[4], "**Warten auf andere** · 3 Tische",
        "{}",
        m.content
    );
    assert!(
        lines[5].starts_with("🎲 Ada muss würfeln (Zug "),
        "{}",
        m.content
    );
    assert!(lines[5].contains(&format!("#{ada_2} ")), "{}", m.content);
    assert_eq!(
        lines[7],
        format!("🪑 Offener Tisch, 2 von 3 Plätzen besetzt · Catan #{lobby} in <#{b2}>")
    );
    assert!(
        lines[8].ends_with(&format!("eröffnet <t:{opened}:R>")),
        "{}",
        lines[8]
    );
    assert!(lines[9].contains(&format!("#{ada_1} ")), "{}", m.content);
    assert_eq!(lines.len(), 11, "{}", m.content);
    for english in [
        "Your move",
        "Go to the table",
        "turn began",
        "roll for",
        "must",
    ] {
        assert!(!m.content.contains(english), "{english}: {}", m.content);
    }

    // Lookups change nothing and post nothing in a channel.
    assert_eq!(versions(&store, &tables).await, before);
    assert_eq!(public(&fake), posted);
    fake.assert_no_violations();
}
