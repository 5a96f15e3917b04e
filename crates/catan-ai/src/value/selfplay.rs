//! Training positions from games among the project's own AIs: every few actions one
//! position is kept, seen by a seat drawn at random (so the viewer's own hand is known and
//! the others' are not, as in play), and labelled with the game's winner. A game is fixed by
//! the run's seed and its index, so a run (and the held-out set a model's figures are
//! measured on) is the same on every machine. Tables of 3–6 seats: 3 in a fifth of the
//! games, 4 in half, 5 and 6 in the rest.

use super::features::Features;
use super::fit::Sample;
use crate::play::{play_seats, AiRefused};
use crate::{Level, StrongConfig};
use catan_engine::{BoardSpec, Game, GameRng, GameSetup, Island, Options, Phase, MAX_PLAYERS};

/// How self-play games are played and sampled.
#[derive(Clone, Copy, Debug)]
pub struct SelfPlay {
    /// The level of every seat.
    pub level: Level,
    /// Its search budget (and model), for the strong levels.
    pub cfg: StrongConfig,
    /// One position in this many is kept.
    pub every: u32,
}

/// A run's game `index`: a number that fixes its table, board and play.
fn game_seed(seed: u64, index: u64) -> u64 {
    let mut x = seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x ^= x >> 31;
    x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x ^ (x >> 29)
}

/// Seats at game `index`'s table: 3 (20%), 4 (50%), 5 or 6 (15% each).
fn players_of(game_seed: u64) -> u8 {
    match game_seed % 20 {
        0..=3 => 3,
        4..=13 => 4,
        14..=16 => 5,
        _ => 6,
    }
}

/// Plays game `index` of the run `seed` and returns its sampled positions (none when the
/// game stopped at the turn cap without a winner).
pub fn self_play(seed: u64, index: u64, how: &SelfPlay) -> Result<Vec<Sample>, AiRefused> {
    let gs = game_seed(seed, index);
    let players = players_of(gs);
    let options = Options {
        players,
        ..Options::default()
    };
    let mut rng = GameRng::new(gs);
    let mut pick = GameRng::new(gs ^ 0x5A5A_5A5A);
    let board = BoardSpec::Random(gs)
        .build_for(Island::for_players(players))
        .expect("a random board for 3–6 players");
    let mut game = Game::new(GameSetup::random(options, board, &mut rng))
        .expect("a game of 3–6 players sets up");
    let levels = vec![how.level; players as usize];
    let cfgs = vec![how.cfg; players as usize];
    let mut kept: Vec<Features> = Vec::new();
    let outcome =
        play_seats::<AiRefused>(&mut game, &levels, &cfgs, &mut rng, None, |g, _, _, _| {
            if g.phase() != Phase::GameOver && pick.below(how.every.max(1)) == 0 {
                let viewer = catan_engine::Seat(pick.below(players as u32) as u8);
                kept.push(Features::of(g, viewer));
            }
            Ok(())
        })?;
    let Some(winner) = outcome.winner else {
        return Ok(Vec::new());
    };
    let mut target = [0f32; MAX_PLAYERS];
    target[winner.index()] = 1.0;
    Ok(kept
        .into_iter()
        .map(|features| Sample { features, target })
        .collect())
}

/// The held-out positions a model's recorded figures are measured on: `games` games of
/// heuristic players from the run `seed`, one position in 8.
pub fn test_positions(seed: u64, games: u64) -> Vec<Sample> {
    let how = SelfPlay {
        level: Level::Heuristic,
        cfg: StrongConfig::default(),
        every: 8,
    };
    (0..games)
        .flat_map(|i| self_play(seed, i, &how).expect("heuristic players keep the rules"))
        .collect()
}
