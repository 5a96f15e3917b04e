//! Results and ratings in the store: real games (seeded random play to the end) committed
//! as the bot commits them; ratings rebuilt from the stored games equal the incremental
//! ones exactly; abandoned games change nothing; stats, leaderboard and history, also for
//! players who never played and servers without games; a failure while rating leaves the
//! game unfinished; an older database gets its games' end times and finishing order.

use super::super::*;
use crate::ai::Level;
use crate::engine::random_playout;
use crate::engine::{Action, Game, Options, Phase, Record, Seat, SeatAction};
use crate::engine::{BoardSpec, GameRng, GameSetup, Island};
use crate::i18n::Lang;
use crate::ratings::{Identity, Rating};
use sqlx::sqlite::SqlitePoolOptions;

async fn temp_store() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("catan.db").display());
    (dir, Store::open(&url).await.unwrap())
}

fn human(user_id: u64, name: &str) -> SeatInfo {
    SeatInfo {
        user_id,
        name: name.into(),
        ai: None,
    }
}

fn bot(level: &str, name: &str) -> SeatInfo {
    SeatInfo {
        user_id: 0,
        name: name.into(),
        ai: Some(Level::parse(level).expect("a level")),
    }
}

/// How a test game ends.
#[derive(Clone, Copy, PartialEq)]
enum End {
    /// Played to the winner; the last `n` actions are committed one by one.
    Finish { last: usize },
    /// Abandoned after this share (in percent) of the actions that would have finished it.
    Abandon { percent: usize },
    /// Left active one action before its end.
    OneShort,
}

/// A game at `seats` in `channel` of `guild`, played with random legal actions from
/// `seed`: started with most of its log, then committed action by action through
/// `commit_action` like the bot does, and finished, abandoned or left open. Returns the
/// game's id, its stored state and the log of the whole game (as it would have finished).
async fn play(
    store: &Store,
    guild: Option<u64>,
    channel: u64,
    seats: &[SeatInfo],
    seed: u64,
    end: End,
) -> (GameId, Game, Vec<SeatAction>) {
    let options = Options {
        players: seats.len() as u8,
        ..Options::default()
    };
    let id = store
        .create_lobby(
            NewTable {
                guild,
                channel,
                options,
                map: crate::engine::MapKind::Random,
                turn_timer_minutes: None,
                language: Lang::En,
            },
            seats[0].clone(),
        )
        .await
        .unwrap();
    let mut v = store.set_seats(id, 0, seats).await.unwrap();
    let mut rng = GameRng::new(seed);
    let spec = BoardSpec::Random(seed ^ 0x5EED);
    let board = spec
        .build_for(Island::for_players(options.players))
        .unwrap();
    let setup = GameSetup::random(options, board, &mut rng);
    let mut header = Record::new(options, spec, setup.first_player, setup.dev_deck.to_vec());
    header.names = Some(seats.iter().map(|s| s.name.clone()).collect());
    let (mut whole, _) = header.start().unwrap();
    let mut log: Vec<SeatAction> = Vec::new();
    let stats = random_playout(&mut whole, &mut rng, 5_000, |_, p, a| {
        log.push(SeatAction { p, action: *a })
    });
    assert!(!stats.capped, "seed {seed} did not finish");
    let (keep, stop) = match end {
        End::Finish { last } => (log.len() - last, log.len()),
        End::Abandon { percent } => {
            let stop = log.len() * percent / 100;
            (stop.saturating_sub(5), stop)
        }
        End::OneShort => (log.len() - 3, log.len() - 1),
    };
    let mut opening = header.clone();
    opening.actions = log[..keep].to_vec();
    let mut game = opening.final_state().unwrap();
    v = store.start_game(id, v, &opening, &game).await.unwrap();
    for sa in &log[keep..stop] {
        game.apply(sa.p, sa.action).unwrap();
        v = store
            .commit_action(id, v, sa.p, &sa.action, &game)
            .await
            .unwrap();
    }
    if let End::Abandon { .. } = end {
        store.set_status(id, GameStatus::Abandoned).await.unwrap();
    }
    (id, game, log)
}

/// A stored seat result.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
struct SeatRow {
    game_id: i64,
    seat: i64,
    guild: i64,
    finish_seq: i64,
    player: String,
    name: String,
    points: i64,
    place: i64,
    won: i64,
    road_length: i64,
    first_settlement: Option<i64>,
    first_brick: i64,
    first_lumber: i64,
    first_wool: i64,
    first_grain: i64,
    first_ore: i64,
}

impl SeatRow {
    /// Hexes of each resource around the first settlement, in `Resource::ALL` order.
    fn first(&self) -> [i64; 5] {
        [
            self.first_brick,
            self.first_lumber,
            self.first_wool,
            self.first_grain,
            self.first_ore,
        ]
    }
}

/// A stored current rating.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
struct RatingRow {
    guild: i64,
    player: String,
    mu: f64,
    sigma: f64,
    games: i64,
    wins: i64,
}

/// A stored rating change.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
struct ChangeRow {
    game_id: i64,
    player: String,
    guild: i64,
    finish_seq: i64,
    mu_before: f64,
    sigma_before: f64,
    mu: f64,
    sigma: f64,
}

/// Every row of the three derived tables, in key order, floats as stored.
#[derive(Debug, PartialEq)]
struct Tables {
    seats: Vec<SeatRow>,
    ratings: Vec<RatingRow>,
    history: Vec<ChangeRow>,
}

async fn tables(store: &Store) -> Tables {
    let pool = store.pool();
    Tables {
        seats: sqlx::query_as("SELECT * FROM seat_results ORDER BY game_id, seat")
            .fetch_all(pool)
            .await
            .unwrap(),
        ratings: sqlx::query_as("SELECT * FROM ratings ORDER BY guild, player")
            .fetch_all(pool)
            .await
            .unwrap(),
        history: sqlx::query_as("SELECT * FROM rating_history ORDER BY game_id, player")
            .fetch_all(pool)
            .await
            .unwrap(),
    }
}

async fn count(store: &Store, sql: &'static str) -> i64 {
    sqlx::query_scalar(sql)
        .fetch_one(store.pool())
        .await
        .unwrap()
}

/// A game is Finished exactly when it has results and rating changes.
async fn assert_rated_iff_finished(store: &Store) {
    let odd = count(
        store,
        "SELECT COUNT(*) FROM games g WHERE (g.status = 'finished') != \
         (EXISTS (SELECT 1 FROM seat_results r WHERE r.game_id = g.id) \
          AND EXISTS (SELECT 1 FROM rating_history h WHERE h.game_id = g.id))",
    )
    .await;
    assert_eq!(
        odd, 0,
        "a game is finished without a rating or rated without finishing"
    );
}

const GUILD: u64 = 900_000_000_000_000_001;
const OTHER_GUILD: u64 = 55;

fn ann() -> SeatInfo {
    human(1_000_000_000_000_000_001, "Ann")
}
fn bea() -> SeatInfo {
    human(2, "Bea")
}
fn cy() -> SeatInfo {
    human(3, "Cy")
}
fn dan() -> SeatInfo {
    human(4, "Dan")
}

on_both! {
#[tokio::test]
async fn the_winning_action_stores_results_and_ratings_with_it(store, _url) {
    let seats = vec![ann(), bea(), bot("heuristic", "Hal"), dan()];
    // Set-up and all but the last 40 actions in the opening, then 40 commits.
    let (id, game, log) = play(
        &store,
        Some(GUILD),
        10,
        &seats,
        11,
        End::Finish { last: 40 },
    )
    .await;
    let row = store.game_row(id).await.unwrap();
    assert_eq!(row.status, GameStatus::Finished);
    let (ended_at, finish_seq): (Option<i64>, Option<i64>) =
        sqlx::query_as("SELECT ended_at, finish_seq FROM games WHERE id = $1")
            .bind(id)
            .fetch_one(store.pool())
            .await
            .unwrap();
    assert!(ended_at.unwrap() >= row.created_at);
    assert_eq!(finish_seq, Some(1));

    let t = tables(&store).await;
    assert_eq!(t.seats.len(), 4);
    assert_eq!(t.ratings.len(), 4);
    assert_eq!(t.history.len(), 4);
    let winner = game.winner().unwrap();
    for (seat, r) in t.seats.iter().enumerate() {
        let s = Seat(seat as u8);
        assert_eq!(r.game_id, id);
        assert_eq!(r.guild, GUILD as i64);
        assert_eq!(
            r.player,
            Identity::of_seat(seats[seat].user_id, seats[seat].ai.map(Level::name)).key()
        );
        assert_eq!(r.name, seats[seat].name);
        assert_eq!(r.points, i64::from(game.total_vp(s)));
        assert_eq!(r.place == 1, s == winner);
        assert_eq!(r.won != 0, s == winner);
        assert_eq!(r.road_length, i64::from(game.player(s).road_length));
        let first = log
            .iter()
            .find_map(|sa| match sa.action {
                Action::PlaceSettlement { at } if sa.p == s => Some(at),
                _ => None,
            })
            .unwrap();
        assert_eq!(r.first_settlement, Some(i64::from(first.number())));
        let around = crate::ratings::resources_around(game.board(), first);
        assert_eq!(
            r.first(),
            crate::engine::Resource::ALL.map(|x| i64::from(around[x]))
        );
    }
    let winner_key = &t.seats[winner.index()].player;
    let won = t.ratings.iter().find(|r| &r.player == winner_key).unwrap();
    assert!(won.mu > Rating::INITIAL.mu, "{won:?}");
    assert_eq!((won.games, won.wins), (1, 1));
    assert!(t
        .ratings
        .iter()
        .all(|r| r.games == 1 && r.sigma < Rating::INITIAL.sigma));
    // The game's own changes, as the game-over message shows them.
    let changes = store.game_rating_changes(id).await.unwrap();
    assert_eq!(changes.len(), 4);
    for (player, before, after) in &changes {
        let h = t.history.iter().find(|h| h.player == player.key()).unwrap();
        assert_eq!((before.mu, after.mu), (h.mu_before, h.mu));
        assert_eq!(*before, Rating::INITIAL);
    }
    assert!(store.game_rating_changes(id + 1).await.unwrap().is_empty());
    assert_rated_iff_finished(&store).await;
    assert_eq!(store.verify_all().await.unwrap(), Vec::<String>::new());
}
}

/// Two servers and games outside any server, 3–6 seats, two `strong` AIs at one table,
/// abandoned games in between.
async fn season(store: &Store) -> Vec<(GameId, Option<u64>, End)> {
    let strong = |n: &str| bot("strong", n);
    let tables: Vec<(Option<u64>, u64, Vec<SeatInfo>, End)> = vec![
        (
            Some(GUILD),
            1,
            vec![ann(), bea(), cy()],
            End::Finish { last: 3 },
        ),
        (
            Some(GUILD),
            2,
            vec![ann(), bea(), cy(), dan()],
            End::Finish { last: 1 },
        ),
        (
            Some(GUILD),
            1,
            vec![bea(), ann(), strong("Sam"), strong("Sue")],
            End::Finish { last: 2 },
        ),
        (
            Some(GUILD),
            1,
            vec![ann(), cy(), dan()],
            End::Abandon { percent: 50 },
        ),
        (
            Some(GUILD),
            3,
            vec![ann(), bea(), cy(), dan(), human(5, "Eve"), strong("Sam")],
            End::Finish { last: 1 },
        ),
        (
            Some(OTHER_GUILD),
            1,
            vec![ann(), human(6, "Fay"), bot("random", "Rex")],
            End::Finish { last: 2 },
        ),
        (
            None,
            4,
            vec![
                bot("heuristic", "Hal"),
                bot("random", "Rex"),
                bot("strong", "Sam"),
                bot("heuristic", "Hugo"),
                bot("random", "Ria"),
            ],
            End::Finish { last: 1 },
        ),
        (
            Some(GUILD),
            2,
            vec![human(2, "Bea B."), dan(), cy()],
            End::Finish { last: 1 },
        ),
        (
            Some(GUILD),
            2,
            vec![cy(), dan(), ann()],
            End::Abandon { percent: 20 },
        ),
    ];
    let mut out = Vec::new();
    for (k, (guild, channel, seats, end)) in tables.into_iter().enumerate() {
        let (id, ..) = play(store, guild, channel, &seats, 100 + k as u64, end).await;
        out.push((id, guild, end));
    }
    out
}

on_both! {
#[tokio::test]
async fn ratings_rebuilt_from_the_stored_games_equal_the_incremental_ones(store, _url) {
    let games = season(&store).await;
    let finished = games
        .iter()
        .filter(|g| matches!(g.2, End::Finish { .. }))
        .count();
    assert_rated_iff_finished(&store).await;
    let incremental = tables(&store).await;
    assert_eq!(
        incremental
            .history
            .iter()
            .map(|h| h.game_id)
            .collect::<std::collections::BTreeSet<_>>()
            .len(),
        finished
    );
    // Two strong AIs at one table: one rating change for the level in that game.
    let (third, ..) = games[2];
    let strong_rows = incremental
        .history
        .iter()
        .filter(|h| h.game_id == third && h.player == "ai:strong")
        .count();
    assert_eq!(strong_rows, 1);
    let check = store.check_ratings().await.unwrap();
    assert_eq!((check.games, check.mismatches), (finished, vec![]));

    let report = store.rebuild_ratings().await.unwrap();
    assert_eq!(report.games, finished);
    assert_eq!(report.players, incremental.ratings.len());
    assert_eq!(report.servers, 3);
    // Exactly equal: the same floats, bit for bit.
    assert_eq!(tables(&store).await, incremental);

    // Damaged ratings are found, and a rebuild repairs them.
    sqlx::query("UPDATE ratings SET mu = mu + 0.5 WHERE player = 'ai:strong' AND guild = $1")
        .bind(GUILD as i64)
        .execute(store.pool())
        .await
        .unwrap();
    sqlx::query("DELETE FROM seat_results WHERE game_id = $1")
        .bind(games[1].0)
        .execute(store.pool())
        .await
        .unwrap();
    sqlx::query("DELETE FROM rating_history WHERE game_id = $1 AND player = 'user:2'")
        .bind(games[0].0)
        .execute(store.pool())
        .await
        .unwrap();
    let lines = store.check_ratings().await.unwrap().mismatches;
    assert_eq!(lines.len(), 3, "{lines:#?}");
    assert!(
        lines[0].starts_with(&format!(
            "game {}: it is finished but has no stored results",
            games[1].0
        )),
        "{lines:#?}"
    );
    assert!(
        lines[1].starts_with(&format!(
            "game {}: no stored rating change for user:2",
            games[0].0
        )),
        "{lines:#?}"
    );
    assert!(
        lines[2].starts_with(&format!("server {GUILD}, ai:strong: stored mu")),
        "{lines:#?}"
    );
    let verify = store.verify_all().await.unwrap();
    assert_eq!(verify.len(), 3);
    assert!(verify.iter().all(|l| l.starts_with("ratings: ")));
    store.rebuild_ratings().await.unwrap();
    assert_eq!(tables(&store).await, incremental);
    assert!(store.check_ratings().await.unwrap().mismatches.is_empty());

    // A finished game that cannot be read stops a rebuild, which changes nothing.
    sqlx::query("UPDATE snapshots SET state = '{\"v\":1,\"game\":{}}' WHERE game_id = $1")
        .bind(games[4].0)
        .execute(store.pool())
        .await
        .unwrap();
    let err = store.rebuild_ratings().await.unwrap_err();
    assert!(
        matches!(&err, StoreError::Unrated(p) if p.len() == 1),
        "{err}"
    );
    assert!(
        err.to_string().starts_with(&format!(
            "The ratings were left as they were, because finished games cannot be read: game {}: damaged: the snapshot does not parse",
            games[4].0
        )),
        "{err}"
    );
    assert_eq!(tables(&store).await, incremental);
}
}

/// Two `strong` AI seats in one game, the winner and the last: the level is rated once, by
/// its winning seat against the other players' seats (never against its own last seat);
/// the humans are rated against every seat; the statistics count the game once, by the
/// winning seat; a rebuild gives the same, bit for bit.
#[tokio::test]
async fn an_ai_level_in_two_seats_is_rated_once_by_its_best_seat() {
    let seed = 21;
    // Where the seats finish does not depend on who sits in them: find the winning and
    // the last seat of the game first.
    let (_scratch, scratch) = temp_store().await;
    let humans = vec![ann(), bea(), cy(), dan()];
    let (_, probe, _) = play(&scratch, None, 1, &humans, seed, End::Finish { last: 1 }).await;
    let places = crate::ratings::game_places(&probe);
    let winner = probe.winner().unwrap().index();
    let last = (0..4).rev().max_by_key(|&s| places[s]).unwrap();
    assert_ne!(winner, last);

    let (_dir, store) = temp_store().await;
    let seats: Vec<SeatInfo> = (0..4)
        .map(|s| match s {
            _ if s == winner => bot("strong", "Magellan"),
            _ if s == last => bot("strong", "Drake"),
            _ => humans[s].clone(),
        })
        .collect();
    let (id, game, _) = play(
        &store,
        Some(GUILD),
        1,
        &seats,
        seed,
        End::Finish { last: 1 },
    )
    .await;
    assert_eq!(crate::ratings::game_places(&game), places);
    let who: Vec<Identity> = seats
        .iter()
        .map(|s| Identity::of_seat(s.user_id, s.ai.map(Level::name)))
        .collect();
    let strong = Identity::Ai("strong".into());

    // What the level should take: its winning seat's change at the table without its last
    // seat.
    let without_last: Vec<usize> = (0..4).filter(|&s| s != last).collect();
    let expected = crate::ratings::rate(
        without_last
            .iter()
            .map(|&s| (&who[s], places[s], s == winner)),
        |_| Rating::INITIAL,
    );
    let expected = expected.iter().find(|c| c.identity == strong).unwrap();
    // What the humans should take: every seat counts, as if two distinct AIs sat there.
    let (a, b) = (Identity::Ai("a".into()), Identity::Ai("b".into()));
    let apart: Vec<&Identity> = (0..4)
        .map(|s| match s {
            _ if s == winner => &a,
            _ if s == last => &b,
            _ => &who[s],
        })
        .collect();
    let apart = crate::ratings::rate((0..4).map(|s| (apart[s], places[s], s == winner)), |_| {
        Rating::INITIAL
    });

    let t = tables(&store).await;
    assert_eq!(
        t.history.len(),
        3,
        "one change for the level: {:?}",
        t.history
    );
    for h in &t.history {
        assert_eq!((h.mu_before, h.sigma_before), (25.0, 25.0 / 3.0));
        let want = match Identity::parse_key(&h.player).unwrap() {
            p if p == strong => expected.after,
            p => apart.iter().find(|c| c.identity == p).unwrap().after,
        };
        assert_eq!((h.mu, h.sigma), (want.mu, want.sigma), "{}", h.player);
    }
    let level = t.ratings.iter().find(|r| r.player == "ai:strong").unwrap();
    assert_eq!(
        (level.mu, level.sigma),
        (expected.after.mu, expected.after.sigma)
    );
    assert_eq!((level.games, level.wins), (1, 1));
    assert!(expected.after.shown() > Rating::INITIAL.shown());

    // The statistics count the game once, by the winning seat.
    let stats = store
        .player_stats(Some(GUILD), &strong)
        .await
        .unwrap()
        .unwrap();
    assert_eq!((stats.games, stats.wins), (1, 1));
    assert_eq!(
        stats.average_points,
        f64::from(game.total_vp(Seat(winner as u8)))
    );
    assert_eq!(
        stats.longest_road,
        game.player(Seat(winner as u8)).road_length
    );
    let first_settlements: u32 = stats.first_settlements.iter().map(|t| t.hexes).sum();
    assert_eq!(
        i64::from(first_settlements),
        t.seats[winner].first().iter().sum::<i64>()
    );
    assert_eq!(stats.trend.len(), 1);
    assert_eq!(stats.trend[0].after, expected.after);
    let (board, _) = store.leaderboard(Some(GUILD), 0, 0, 10).await.unwrap();
    let row = board.iter().find(|r| r.player == strong).unwrap();
    assert_eq!((row.rating, row.games, row.wins), (expected.after, 1, 1));

    // Recomputed, the same: `--check` and `db verify` find nothing, a rebuild changes nothing.
    assert!(store.check_ratings().await.unwrap().mismatches.is_empty());
    assert_eq!(store.verify_all().await.unwrap(), Vec::<String>::new());
    store.rebuild_ratings().await.unwrap();
    assert_eq!(tables(&store).await, t);
    let changes = store.game_rating_changes(id).await.unwrap();
    assert_eq!(changes.iter().filter(|c| c.0 == strong).count(), 1);
}

on_both! {
#[tokio::test]
async fn abandoned_games_change_nothing_and_a_finished_game_stays_finished(store, _url) {
    let (first, ..) = play(
        &store,
        Some(GUILD),
        1,
        &[ann(), bea(), cy()],
        1,
        End::Finish { last: 1 },
    )
    .await;
    let before = tables(&store).await;
    let (abandoned, game, _) = play(
        &store,
        Some(GUILD),
        1,
        &[ann(), bea(), cy()],
        2,
        End::Abandon { percent: 60 },
    )
    .await;
    assert_eq!(tables(&store).await, before);
    assert_rated_iff_finished(&store).await;
    let ended: Option<i64> = sqlx::query_scalar("SELECT ended_at FROM games WHERE id = $1")
        .bind(abandoned)
        .fetch_one(store.pool())
        .await
        .unwrap();
    assert!(ended.is_some());

    // It shows in the history with the points the table could see.
    let (page, total) = store.history(Some(GUILD), None, 0, 10).await.unwrap();
    assert_eq!(total, 2);
    assert_eq!(page[0].game, abandoned);
    assert_eq!(page[0].status, GameStatus::Abandoned);
    assert_eq!(page[0].winner, None);
    assert_eq!(page[0].winner_name(), None);
    for p in &page[0].players {
        assert_eq!(p.points, Some(game.public_vp(p.seat)));
    }
    assert_eq!(page[1].game, first);

    // A finished game's status never changes, and only play finishes a game.
    let err = store
        .set_status(first, GameStatus::Abandoned)
        .await
        .unwrap_err();
    assert!(matches!(err, StoreError::Over(g) if g == first), "{err}");
    assert_eq!(
        err.to_string(),
        format!("Game {first} is over; its result stands.")
    );
    let (open, ..) = {
        let id = store
            .create_lobby(NewTable { guild: Some(GUILD), channel: 9, options: Options::default(), map: crate::engine::MapKind::Random, turn_timer_minutes: None, language: Lang::En }, ann())
            .await
            .unwrap();
        (id, ())
    };
    let err = store
        .set_status(open, GameStatus::Finished)
        .await
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        format!("Game {open} can only finish with the action that ends it.")
    );
    assert!(matches!(
        store.set_status(4242, GameStatus::Abandoned).await,
        Err(StoreError::NotFound(4242))
    ));
    assert_eq!(
        store.game_row(first).await.unwrap().status,
        GameStatus::Finished
    );
    assert_eq!(tables(&store).await, before);
    // A cancelled lobby is not a game of the history.
    store.set_status(open, GameStatus::Abandoned).await.unwrap();
    assert_eq!(store.history(Some(GUILD), None, 0, 10).await.unwrap().1, 2);
}
}

on_both! {
#[tokio::test]
async fn stats_leaderboard_and_history_of_a_season(store, _url) {
    let games = season(&store).await;
    let t = tables(&store).await;

    // Bea: every finished game she played in GUILD, the last under the name "Bea B.".
    let bea_key = Identity::User(2);
    let stats = store
        .player_stats(Some(GUILD), &bea_key)
        .await
        .unwrap()
        .unwrap();
    let mine: Vec<_> = t
        .seats
        .iter()
        .filter(|s| s.guild == GUILD as i64 && s.player == "user:2")
        .collect();
    assert_eq!(mine.len(), 5);
    assert_eq!(stats.games, 5);
    assert_eq!(stats.name, "Bea B.");
    assert_eq!(stats.wins, mine.iter().filter(|s| s.won != 0).count() as u32);
    assert!((stats.win_rate - f64::from(stats.wins) / 5.0).abs() < 1e-12);
    let avg = mine.iter().map(|s| s.points as f64).sum::<f64>() / 5.0;
    assert!((stats.average_points - avg).abs() < 1e-9);
    assert_eq!(
        i64::from(stats.longest_road),
        mine.iter().map(|s| s.road_length).max().unwrap()
    );
    let longest = mine
        .iter()
        .find(|s| s.road_length == i64::from(stats.longest_road))
        .unwrap();
    assert_eq!(stats.longest_road_game, longest.game_id);
    // The trend ends at the current rating, and each game starts where the last ended.
    let now = t
        .ratings
        .iter()
        .find(|r| r.guild == GUILD as i64 && r.player == "user:2")
        .unwrap();
    assert_eq!(
        stats.rating,
        Some(Rating {
            mu: now.mu,
            sigma: now.sigma
        })
    );
    assert_eq!(stats.trend.len(), 5);
    assert_eq!(stats.trend[0].before, Rating::INITIAL);
    assert_eq!(stats.trend.last().unwrap().after, stats.rating.unwrap());
    for w in stats.trend.windows(2) {
        assert_eq!(w[0].after, w[1].before);
        assert!(w[0].game < w[1].game);
    }
    // First settlements: every resource counted, the most frequent first.
    let tallies: u32 = stats.first_settlements.iter().map(|r| r.hexes).sum();
    assert_eq!(
        i64::from(tallies),
        mine.iter()
            .map(|s| s.first().iter().sum::<i64>())
            .sum::<i64>()
    );
    assert!(stats
        .first_settlements
        .windows(2)
        .all(|w| (w[0].settlements, w[0].hexes) >= (w[1].settlements, w[1].hexes)));
    for r in &stats.first_settlements {
        let k = r.resource.index();
        assert_eq!(
            r.settlements as usize,
            mine.iter().filter(|s| s.first()[k] > 0).count()
        );
    }

    // The strong AIs: one identity, two seats in one game.
    let strong = Identity::Ai("strong".into());
    let s = store
        .player_stats(Some(GUILD), &strong)
        .await
        .unwrap()
        .unwrap();
    assert_eq!((s.games, s.name.as_str()), (2, "Strong AI"));
    assert_eq!(s.trend.len(), 2);

    // Never played here, or no games at all here: nothing, and no error.
    assert_eq!(
        store
            .player_stats(Some(GUILD), &Identity::User(6))
            .await
            .unwrap(),
        None
    );
    assert_eq!(store.player_stats(Some(77), &bea_key).await.unwrap(), None);
    assert!(store
        .player_stats(Some(OTHER_GUILD), &Identity::User(6))
        .await
        .unwrap()
        .is_some());
    assert!(store.player_stats(None, &strong).await.unwrap().is_some());

    // The leaderboard: by mu − 3σ, paged, with a minimum of games.
    let (all, total) = store.leaderboard(Some(GUILD), 0, 0, 100).await.unwrap();
    assert_eq!(total as usize, all.len());
    assert_eq!(
        all.len(),
        t.ratings.iter().filter(|r| r.guild == GUILD as i64).count()
    );
    assert!(all
        .windows(2)
        .all(|w| w[0].rating.conservative() >= w[1].rating.conservative()));
    assert!(all
        .windows(2)
        .all(|w| w[0].rating.shown() >= w[1].rating.shown()));
    for (i, row) in all.iter().enumerate() {
        assert_eq!(row.rank as usize, i + 1);
        let stored = t
            .ratings
            .iter()
            .find(|r| r.guild == GUILD as i64 && r.player == row.player.key())
            .unwrap();
        assert_eq!((row.rating.mu, row.rating.sigma), (stored.mu, stored.sigma));
        assert_eq!(
            (i64::from(row.games), i64::from(row.wins)),
            (stored.games, stored.wins)
        );
    }
    let name_of = |who: &Identity| all.iter().find(|r| &r.player == who).unwrap().name.clone();
    assert_eq!(name_of(&bea_key), "Bea B.");
    assert_eq!(name_of(&strong), "Strong AI");
    assert_eq!(name_of(&Identity::User(ann().user_id)), "Ann");
    let (page, total) = store.leaderboard(Some(GUILD), 0, 2, 2).await.unwrap();
    assert_eq!(total as usize, all.len());
    assert_eq!(page, all[2..4].to_vec());
    let (regulars, total) = store.leaderboard(Some(GUILD), 3, 0, 100).await.unwrap();
    assert_eq!(total as usize, regulars.len());
    assert!(regulars.iter().all(|r| r.games >= 3));
    assert!(regulars.len() < all.len() && !regulars.is_empty());
    assert_eq!(
        store.leaderboard(Some(GUILD), 0, 100, 10).await.unwrap(),
        (vec![], all.len() as u32)
    );
    assert_eq!(
        store.leaderboard(Some(77), 0, 0, 10).await.unwrap(),
        (vec![], 0)
    );
    let (outside, _) = store.leaderboard(None, 0, 0, 10).await.unwrap();
    assert_eq!(outside.len(), 3, "{outside:?}");
    assert!(outside.iter().all(|r| r.player.user().is_none()));
    // Two heuristic seats in one game: the level played one game.
    assert!(outside.iter().all(|r| r.games == 1));

    // History: the server's ended games, latest first, abandoned ones included.
    let (hist, total) = store.history(Some(GUILD), None, 0, 50).await.unwrap();
    let in_guild: Vec<GameId> = games
        .iter()
        .filter(|g| g.1 == Some(GUILD))
        .map(|g| g.0)
        .rev()
        .collect();
    assert_eq!(total as usize, in_guild.len());
    assert_eq!(hist.iter().map(|h| h.game).collect::<Vec<_>>(), in_guild);
    assert!(hist.windows(2).all(|w| w[0].ended_at >= w[1].ended_at));
    for h in &hist {
        let end = games.iter().find(|g| g.0 == h.game).unwrap().2;
        match end {
            End::Finish { .. } => {
                assert_eq!(h.status, GameStatus::Finished);
                let w = t
                    .seats
                    .iter()
                    .find(|s| s.game_id == h.game && s.won != 0)
                    .unwrap();
                assert_eq!(h.winner_name(), Some(w.name.as_str()));
                for p in &h.players {
                    let stored = t
                        .seats
                        .iter()
                        .find(|s| s.game_id == h.game && s.seat == i64::from(p.seat.0))
                        .unwrap();
                    assert_eq!(p.points.map(i64::from), Some(stored.points));
                    assert_eq!(p.player.key(), stored.player);
                }
            }
            End::Abandon { .. } => {
                assert_eq!(h.status, GameStatus::Abandoned);
                assert_eq!(h.winner, None);
            }
            End::OneShort => unreachable!("the season has no open game"),
        }
    }
    let (in_channel, total) = store.history(Some(GUILD), Some(2), 0, 50).await.unwrap();
    assert_eq!(total, 3);
    assert!(in_channel.iter().all(|h| h.channel == 2));
    let (second_page, _) = store.history(Some(GUILD), None, 2, 2).await.unwrap();
    assert_eq!(second_page, hist[2..4].to_vec());
    assert_eq!(store.history(None, None, 0, 10).await.unwrap().1, 1);
    assert_eq!(
        store.history(Some(77), None, 0, 10).await.unwrap(),
        (vec![], 0)
    );
    assert_eq!(
        store.history(Some(GUILD), Some(999), 0, 10).await.unwrap(),
        (vec![], 0)
    );
}
}

on_both! {
#[tokio::test]
async fn an_empty_database_answers_with_nothing(store, _url) {
    assert_eq!(
        store
            .player_stats(Some(GUILD), &Identity::User(1))
            .await
            .unwrap(),
        None
    );
    assert_eq!(
        store
            .player_stats(None, &Identity::Ai("strong".into()))
            .await
            .unwrap(),
        None
    );
    assert_eq!(
        store.leaderboard(Some(GUILD), 0, 0, 10).await.unwrap(),
        (vec![], 0)
    );
    assert_eq!(
        store.history(Some(GUILD), None, 0, 10).await.unwrap(),
        (vec![], 0)
    );
    assert_eq!(
        store.history(None, Some(5), 0, 10).await.unwrap(),
        (vec![], 0)
    );
    let check = store.check_ratings().await.unwrap();
    assert_eq!((check.games, check.mismatches.len()), (0, 0));
    let r = store.rebuild_ratings().await.unwrap();
    assert_eq!((r.games, r.players, r.servers), (0, 0, 0));
}
}

on_both! {
#[tokio::test]
async fn a_failure_while_rating_leaves_the_game_unfinished(store, _url) {
    let (id, game, log) = play(
        &store,
        Some(GUILD),
        1,
        &[ann(), bea(), cy()],
        3,
        End::OneShort,
    )
    .await;
    let loaded = store.load(id).await.unwrap();
    let last = *log.last().unwrap();
    let mut after = game.clone();
    after.apply(last.p, last.action).unwrap();
    assert_eq!(after.phase(), Phase::GameOver);

    // The database refuses the rating (as a full disk would): the winning action is not
    // stored either, and the game goes on.
    let refuse = match store.backend() {
        Backend::Sqlite => {
            "CREATE TRIGGER refuse BEFORE INSERT ON rating_history \
             BEGIN SELECT RAISE(ABORT, 'no room'); END"
        }
        Backend::Postgres => {
            "CREATE FUNCTION no_room() RETURNS trigger AS \
             $$ BEGIN RAISE EXCEPTION 'no room'; END $$ LANGUAGE plpgsql; \
             CREATE TRIGGER refuse BEFORE INSERT ON rating_history \
             FOR EACH ROW EXECUTE FUNCTION no_room()"
        }
    };
    sqlx::raw_sql(refuse).execute(store.pool()).await.unwrap();
    let err = store
        .commit_action(id, loaded.row.version, last.p, &last.action, &after)
        .await
        .unwrap_err();
    assert!(matches!(err, StoreError::Database(_)), "{err}");
    let now = store.load(id).await.unwrap();
    assert_eq!(now.row.status, GameStatus::Active);
    assert_eq!(
        (now.log_len, now.row.version),
        (loaded.log_len, loaded.row.version)
    );
    assert_eq!(now.game, game);
    let (ended, seq): (Option<i64>, Option<i64>) =
        sqlx::query_as("SELECT ended_at, finish_seq FROM games WHERE id = $1")
            .bind(id)
            .fetch_one(store.pool())
            .await
            .unwrap();
    assert_eq!((ended, seq), (None, None));
    assert_eq!(count(&store, "SELECT COUNT(*) FROM seat_results").await, 0);
    assert_eq!(count(&store, "SELECT COUNT(*) FROM ratings").await, 0);
    assert_rated_iff_finished(&store).await;

    // Once the database accepts it, the same action finishes and rates the game.
    let drop = match store.backend() {
        Backend::Sqlite => "DROP TRIGGER refuse",
        Backend::Postgres => "DROP TRIGGER refuse ON rating_history",
    };
    sqlx::query(drop).execute(store.pool()).await.unwrap();
    store
        .commit_action(id, loaded.row.version, last.p, &last.action, &after)
        .await
        .unwrap();
    assert_eq!(
        store.game_row(id).await.unwrap().status,
        GameStatus::Finished
    );
    assert_eq!(count(&store, "SELECT COUNT(*) FROM ratings").await, 3);
    assert_rated_iff_finished(&store).await;
}
}

on_both! {
#[tokio::test]
async fn a_record_that_starts_finished_is_rated_when_stored(store, _url) {
    let (id, ..) = play(
        &store,
        None,
        1,
        &[ann(), bea(), cy(), dan()],
        8,
        End::Finish { last: 0 },
    )
    .await;
    assert_eq!(
        store.game_row(id).await.unwrap().status,
        GameStatus::Finished
    );
    assert_eq!(count(&store, "SELECT COUNT(*) FROM seat_results").await, 4);
    assert_rated_iff_finished(&store).await;
    assert!(store.check_ratings().await.unwrap().mismatches.is_empty());
}
}

#[tokio::test]
async fn a_database_from_before_the_ratings_gets_end_times_and_a_finishing_order() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("old.db").display());
    // A database at migration 5 holding games stored by the previous version.
    let (finished, abandoned, later) = {
        let store = Store::open(&url).await.unwrap();
        let seats = [ann(), bea(), cy()];
        let (a, ..) = play(&store, Some(GUILD), 1, &seats, 5, End::Finish { last: 2 }).await;
        let (b, ..) = play(
            &store,
            Some(GUILD),
            1,
            &seats,
            6,
            End::Abandon { percent: 40 },
        )
        .await;
        let (c, ..) = play(&store, Some(GUILD), 2, &seats, 7, End::Finish { last: 1 }).await;
        store.close().await;
        (a, b, c)
    };
    {
        let options = SqliteConnectOptions::from_str(&url).unwrap();
        let pool = SqlitePoolOptions::new()
            .connect_with(options)
            .await
            .unwrap();
        for undo in [
            "DROP TABLE seat_results",
            "DROP TABLE ratings",
            "DROP TABLE rating_history",
            "DROP INDEX games_finish_seq",
            "DROP INDEX games_ended",
            "ALTER TABLE games DROP COLUMN ended_at",
            "ALTER TABLE games DROP COLUMN finish_seq",
            "DELETE FROM _sqlx_migrations WHERE version = 6",
        ] {
            sqlx::query(undo).execute(&pool).await.unwrap();
        }
        // The later game finished first, by its last change.
        for (id, t) in [(finished, 300), (abandoned, 200), (later, 100)] {
            sqlx::query("UPDATE games SET updated_at = $1 WHERE id = $2")
                .bind(t)
                .bind(id)
                .execute(&pool)
                .await
                .unwrap();
        }
        pool.close().await;
    }
    let store = Store::open(&url).await.unwrap();
    let rows: Vec<(GameId, Option<i64>, Option<i64>)> =
        sqlx::query_as("SELECT id, ended_at, finish_seq FROM games ORDER BY id")
            .fetch_all(store.pool())
            .await
            .unwrap();
    assert_eq!(
        rows,
        vec![
            (finished, Some(300), Some(2)),
            (abandoned, Some(200), None),
            (later, Some(100), Some(1)),
        ]
    );
    // Its finished games are not rated until a rebuild.
    let lines = store.check_ratings().await.unwrap().mismatches;
    assert!(lines.len() > 2, "{lines:#?}");
    assert_eq!(
        lines[0],
        format!("game {later}: it is finished but has no stored results")
    );
    assert_eq!(
        lines[1],
        format!("game {finished}: it is finished but has no stored results")
    );
    let report = store.rebuild_ratings().await.unwrap();
    assert_eq!((report.games, report.players, report.servers), (2, 3, 1));
    assert!(store.check_ratings().await.unwrap().mismatches.is_empty());
    let (hist, _) = store.history(Some(GUILD), None, 0, 10).await.unwrap();
    assert_eq!(
        hist.iter().map(|h| h.game).collect::<Vec<_>>(),
        vec![finished, abandoned, later]
    );
    let stats = store
        .player_stats(Some(GUILD), &Identity::User(2))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        stats.trend.iter().map(|p| p.game).collect::<Vec<_>>(),
        vec![later, finished]
    );
    // New games finish after them.
    let (next, ..) = play(
        &store,
        Some(GUILD),
        3,
        &[ann(), bea(), cy()],
        9,
        End::Finish { last: 1 },
    )
    .await;
    let seq: i64 = sqlx::query_scalar("SELECT finish_seq FROM games WHERE id = $1")
        .bind(next)
        .fetch_one(store.pool())
        .await
        .unwrap();
    assert_eq!(seq, 3);
    assert_eq!(store.verify_all().await.unwrap(), Vec::<String>::new());
}

on_both! {
/// Seasons (README, "Seasons"): a season rates only its server's games of its span, from
/// scratch; a player's season rating shows after their placement games; one season runs at
/// a time and a name is used once; its end is due at its time and posted once.
#[tokio::test]
async fn a_season_rates_its_own_games_and_ranks_players_past_their_placement(store, _url) {
    let t0 = 2_000_000_000;
    let mut ids = Vec::new();
    for k in 0..6u64 {
        let (id, ..) = play(&store, Some(GUILD), 1, &[ann(), bea(), cy()], 300 + k, End::Finish { last: 1 }).await;
        ids.push(id);
    }
    let (dan_game, ..) = play(&store, Some(GUILD), 1, &[ann(), dan(), cy()], 310, End::Finish { last: 1 }).await;
    ids.push(dan_game);
    let (elsewhere, ..) = play(&store, Some(OTHER_GUILD), 1, &[ann(), bea(), cy()], 311, End::Finish { last: 1 }).await;
    // Game 1 ended before the season; the others in it, one by one.
    for (k, id) in ids.iter().chain([&elsewhere]).enumerate() {
        let at = match k {
            0 => t0 - 100,
            k => t0 + 10 * k as i64,
        };
        sqlx::query("UPDATE games SET ended_at = $1 WHERE id = $2")
            .bind(at)
            .bind(*id)
            .execute(store.pool())
            .await
            .unwrap();
    }
    let season = store
        .start_season(GUILD, "Winter", 77, 1, Lang::De, t0, 1_000)
        .await
        .unwrap()
        .expect("the season starts");
    assert_eq!((season.name.as_str(), season.channel_id, season.language), ("Winter", 77, Lang::De));
    assert_eq!((season.started_at, season.ends_at, season.ended_at), (t0, t0 + 1_000, None));
    // One at a time, and a name once (whatever its case).
    assert_eq!(
        store.start_season(GUILD, "Spring", 77, 1, Lang::En, t0, 10).await.unwrap(),
        Err(SeasonRefusal::Running("Winter".into()))
    );
    let standings = store.season_standings(&season).await.unwrap();
    let who: Vec<(String, Option<u32>, u32)> = standings
        .iter()
        .map(|r| (r.name.clone(), r.rank, r.games))
        .collect();
    // Ann and Cy played 6 games in the season, Bea 5: all three are past their placement
    // games and ranked; Dan played 1 and is still placing, after them. Game 1 and the
    // other server's game do not count.
    assert_eq!(who.len(), 4, "{who:?}");
    assert_eq!(who[3], ("Dan".to_string(), None, 1));
    let ranked: Vec<(String, u32)> = who[..3].iter().map(|(n, r, g)| (n.clone(), r.map_or(0, |r| r * 10 + *g))).collect();
    let mut names: Vec<&str> = ranked.iter().map(|(n, _)| n.as_str()).collect();
    names.sort();
    assert_eq!(names, ["Ann", "Bea", "Cy"]);
    for (i, r) in standings[..3].iter().enumerate() {
        assert_eq!(r.rank, Some(i as u32 + 1));
        assert!(r.games >= PLACEMENT_GAMES);
    }
    assert!(standings[..3].windows(2).all(|w| w[0].rating.conservative() >= w[1].rating.conservative()));
    assert_eq!(standings.iter().find(|r| r.name == "Bea").unwrap().games, 5);
    // Season ratings start new: they are not the server's ratings, which count game 1.
    let overall = store.player_stats(Some(GUILD), &Identity::User(ann().user_id)).await.unwrap().unwrap();
    let ann = standings.iter().find(|r| r.name == "Ann").unwrap();
    assert_eq!((overall.games, ann.games), (7, 6));
    assert_ne!(overall.rating, Some(ann.rating));

    // Its time runs out at t0 + 1000: then it is due, and posted once.
    assert!(store.due_seasons(t0 + 999).await.unwrap().is_empty());
    let due = store.due_seasons(t0 + 1_000).await.unwrap();
    assert_eq!(due.iter().map(|s| s.id).collect::<Vec<_>>(), [season.id]);
    assert!(store.claim_season_post(&due[0]).await.unwrap());
    assert!(!store.claim_season_post(&due[0]).await.unwrap());
    assert!(store.running_season(GUILD).await.unwrap().is_none());
    let ended = store.season_named(GUILD, "winter").await.unwrap().unwrap();
    assert_eq!((ended.ended_at, ended.posted), (Some(t0 + 1_000), true));
    assert_eq!(store.season_standings(&ended).await.unwrap(), standings);
    assert_eq!(
        store.start_season(GUILD, "WINTER", 77, 1, Lang::En, t0 + 2_000, 10).await.unwrap(),
        Err(SeasonRefusal::NameTaken)
    );

    // A manager ends the next one early: it is due at once, its span cut at the end.
    assert!(store.end_season(GUILD, t0 + 2_000).await.unwrap().is_none(), "none runs");
    let spring = store
        .start_season(GUILD, "Spring", 78, 1, Lang::En, t0 + 2_000, 5_000)
        .await
        .unwrap()
        .unwrap();
    let ended = store.end_season(GUILD, t0 + 2_500).await.unwrap().unwrap();
    assert_eq!((ended.id, ended.ended_at, ended.end()), (spring.id, Some(t0 + 2_500), t0 + 2_500));
    assert_eq!(store.due_seasons(t0 + 2_500).await.unwrap().len(), 1);
    assert!(store.season_standings(&ended).await.unwrap().is_empty(), "no game in Spring");
    let listed: Vec<String> = store.seasons(GUILD).await.unwrap().into_iter().map(|s| s.name).collect();
    assert_eq!(listed, ["Spring", "Winter"]);
    assert!(store.seasons(OTHER_GUILD).await.unwrap().is_empty());
}
}

on_both! {
/// Tournaments in the store: one open at a time per server; sign-ups once each, taken back
/// before the start; a round starts once (a second start of the same round is refused, as
/// a second process or a catch-up would try), a table is scored once, and a game names its
/// table.
#[tokio::test]
async fn a_tournament_starts_each_round_once_and_scores_each_table_once(store, _url) {
    use crate::store::{NewTournament, TournamentStatus};
    use crate::table::tournament::TableResult;
    let new = NewTournament {
        guild: GUILD,
        channel_id: 9,
        organiser: 4,
        name: "Cup".into(),
        language: Lang::Fr,
        rounds: 3,
        final_table: true,
        points_to_win: 8,
        turn_timer_minutes: Some(60),
        seed: 77,
        now: 1_000,
    };
    let t = store.create_tournament(&new).await.unwrap().expect("created");
    assert_eq!((t.status, t.round, t.rounds, t.final_table, t.language), (TournamentStatus::Signup, 0, 3, true, Lang::Fr));
    assert_eq!(store.create_tournament(&new).await.unwrap(), Err("Cup".to_string()));
    for (k, (user, name)) in [(1, "Ann"), (2, "Bea"), (3, "Cy"), (5, "Eve")].into_iter().enumerate() {
        assert!(store.sign_up(&t, user, name, 1_000 + k as i64).await.unwrap());
    }
    assert!(!store.sign_up(&t, 2, "Bea", 1_100).await.unwrap(), "once");
    assert!(store.withdraw(&t, 5).await.unwrap());
    assert!(!store.withdraw(&t, 5).await.unwrap());
    let names: Vec<String> = store.entrants(&t).await.unwrap().into_iter().map(|e| e.name).collect();
    assert_eq!(names, ["Ann", "Bea", "Cy"]);

    let tables = vec![vec![2, 1, 3]];
    assert!(store.start_round(&t, 1, &tables).await.unwrap());
    assert!(!store.start_round(&t, 1, &tables).await.unwrap(), "a round starts once");
    let t = store.tournament(t.id).await.unwrap().unwrap();
    assert_eq!((t.status, t.round), (TournamentStatus::Running, 1));
    assert_eq!(store.running_tournaments().await.unwrap().len(), 1);
    let (game, ..) = play(&store, Some(GUILD), 9, &[bea(), ann(), cy()], 400, End::Finish { last: 1 }).await;
    store.set_table_game(&t, 1, 1, game).await.unwrap();
    let (of, table) = store.tournament_of_game(game).await.unwrap().expect("the game's table");
    assert_eq!((of.id, table.round, table.table_no, table.players.clone()), (t.id, 1, 1, vec![2, 1, 3]));
    assert_eq!(table.result, None);
    let r = |player, place| TableResult { player, place, table_size: 3, points: 9 - place, won: place == 1 };
    let results = [r(2, 1), r(1, 2), r(3, 3)];
    assert!(store.set_table_result(&t, 1, 1, &results).await.unwrap());
    assert!(!store.set_table_result(&t, 1, 1, &[r(1, 1), r(2, 2), r(3, 3)]).await.unwrap(), "scored once");
    let all = store.tournament_tables(&t).await.unwrap();
    assert_eq!(all.len(), 1);
    assert_eq!(all[0].result.as_deref(), Some(&results[..]));
    assert!(store.drop_entrant(&t, 3).await.unwrap());
    assert!(!store.drop_entrant(&t, 3).await.unwrap());
    assert!(store.entrants(&t).await.unwrap().iter().any(|e| e.user_id == 3 && e.dropped));
    store.set_tournament_status(&t, TournamentStatus::Finished).await.unwrap();
    assert!(store.open_tournament(GUILD).await.unwrap().is_none());
    assert!(store.running_tournaments().await.unwrap().is_empty());
    assert!(store.tournament_of_game(game + 1000).await.unwrap().is_none());
}
}
