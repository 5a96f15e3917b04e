//! Whole games among AI seats without Discord: the loop the arena and the demo share.
//! Each seat decides from its own `PlayerView` by the seat policy (`policy`), as the bot's
//! AI seats do; on its turn an AI may put one domestic offer to the table, which the other
//! AIs answer before it confirms or withdraws. With 5–6 players, after every action the
//! seats other than the current player's may ask for (or withdraw) a Special Build Phase.
//! Every action goes through `Game::apply`, and a refusal is an error: an AI never breaks a
//! rule.

use super::policy::{moves, pick, special_build_wishes};
use super::{Level, StrongConfig};
use catan_engine::fair::Key;
use catan_engine::Event;
use catan_engine::GameRng;
use catan_engine::Seat;
use catan_engine::{Action, RuleError};
use catan_engine::{Game, Phase};
use std::time::{Duration, Instant};
use thiserror::Error;

/// Games still running after this many turns are stopped without a winner.
pub(super) const TURN_CAP: u32 = 500;

/// An AI asked for something the engine refused: a bug in the AI, reported as such (for
/// the operator and the tests, with the engine's refusal as it is).
#[derive(Debug, Error)]
#[error("The {level} AI in seat {seat} chose {action:?}, which the rules refuse: {reason}")]
pub struct AiRefused {
    pub level: Level,
    pub seat: u8,
    pub action: Action,
    pub reason: RuleError,
}

/// How one game among AIs went.
#[derive(Debug, Clone, Default)]
pub struct GameOutcome {
    pub winner: Option<Seat>,
    pub turns: u32,
    pub actions: u32,
    /// Time of each decision (a chosen action, an offer or an answer to one), per seat.
    /// The Special Build requests polled after each action are not counted.
    pub decision_times: Vec<Vec<Duration>>,
    /// 5–6 players: Special Build Phases played (each builder counts once).
    pub special_builds: u32,
}

/// Plays `game` to its end among `levels` (one per seat), its dice, steals and cards drawn
/// from `rng`. `on_step` sees each applied action with its events and the game after it; an
/// error from it stops the game.
pub fn play_game<E>(
    game: &mut Game,
    levels: &[Level],
    rng: &mut GameRng,
    cfg: &StrongConfig,
    on_step: impl FnMut(&Game, Seat, &Action, &[Event]) -> Result<(), E>,
) -> Result<GameOutcome, E>
where
    E: From<AiRefused>,
{
    play_fair_game(game, levels, rng, None, cfg, on_step)
}

/// `play_game`, with the game's random outcomes drawn from a `catan-fair/1` key (as the
/// bot's tables draw them) when one is given; the AIs still decide with `rng`.
pub fn play_fair_game<E>(
    game: &mut Game,
    levels: &[Level],
    rng: &mut GameRng,
    key: Option<&Key>,
    cfg: &StrongConfig,
    on_step: impl FnMut(&Game, Seat, &Action, &[Event]) -> Result<(), E>,
) -> Result<GameOutcome, E>
where
    E: From<AiRefused>,
{
    let cfgs = vec![*cfg; levels.len()];
    play_seats(game, levels, &cfgs, rng, key, on_step)
}

/// `play_fair_game` with a search budget (and win-chance model) of its own for each seat:
/// how two strong players of different make-up meet (`catan-bot train`'s arena).
pub fn play_seats<E>(
    game: &mut Game,
    levels: &[Level],
    cfgs: &[StrongConfig],
    rng: &mut GameRng,
    key: Option<&Key>,
    mut on_step: impl FnMut(&Game, Seat, &Action, &[Event]) -> Result<(), E>,
) -> Result<GameOutcome, E>
where
    E: From<AiRefused>,
{
    let n = game.players_count();
    assert_eq!(levels.len(), n, "one level per seat");
    assert_eq!(cfgs.len(), n, "one search budget per seat");
    let mut out = GameOutcome {
        decision_times: vec![Vec::new(); n],
        ..GameOutcome::default()
    };
    let mut offered_turn = u32::MAX;
    // A turn, or one Special Build Phase after it: (turn, seat building).
    let mut turn = (game.turn(), game.current());
    let mut actions_this_turn = 0u32;
    while game.phase() != Phase::GameOver && game.turn() <= TURN_CAP {
        if (game.turn(), game.current()) != turn {
            turn = (game.turn(), game.current());
            actions_this_turn = 0;
        }
        let seat = game.seat_to_move();
        let level = levels[seat.index()];
        // A domestic offer, at most once per turn, answered by the addressed AIs.
        let may_offer = game.phase() == Phase::Main
            && seat == game.current()
            && game.offer().is_none()
            && offered_turn != game.turn();
        if may_offer {
            offered_turn = game.turn();
        }
        let view = game.player_view(seat);
        let legal = moves(game, seat);
        let t = Instant::now();
        let cfg = &cfgs[seat.index()];
        let action = pick(level, &view, &legal, actions_this_turn, may_offer, rng, cfg);
        out.decision_times[seat.index()].push(t.elapsed());
        let events = step(game, seat, level, action, (&mut *rng, key), &mut on_step)?;
        out.actions += 1;
        if matches!(action, Action::OfferTrade { .. }) {
            let to = game.offer().map(|o| o.to).unwrap_or_default();
            for o in to.iter() {
                let level = levels[o.index()];
                let view = game.player_view(o);
                let legal = moves(game, o);
                let t = Instant::now();
                let answer = pick(level, &view, &legal, 0, false, rng, &cfgs[o.index()]);
                out.decision_times[o.index()].push(t.elapsed());
                step(game, o, level, answer, (&mut *rng, key), &mut on_step)?;
                out.actions += 1;
            }
            continue;
        }
        actions_this_turn += 1;
        out.special_builds += events
            .iter()
            .filter(|e| matches!(e, Event::SpecialBuildStarted { .. }))
            .count() as u32;
        poll_special_builds(game, levels, (&mut *rng, key), &mut out, &mut on_step)?;
    }
    out.winner = game.winner();
    out.turns = game.turn();
    Ok(out)
}

/// 5–6 players: the seats other than the current player's that want to ask for (or
/// withdraw) a Special Build Phase now (`policy::special_build_wishes`) do so.
fn poll_special_builds<E: From<AiRefused>>(
    game: &mut Game,
    levels: &[Level],
    (rng, key): Draws<'_>,
    out: &mut GameOutcome,
    on_step: &mut impl FnMut(&Game, Seat, &Action, &[Event]) -> Result<(), E>,
) -> Result<(), E> {
    if game.players_count() < 5 || game.phase() == Phase::GameOver {
        return Ok(());
    }
    let candidates: Vec<(Seat, Level)> = game
        .seats()
        .filter(|&s| s != game.current())
        .map(|s| (s, levels[s.index()]))
        .collect();
    for (s, a) in special_build_wishes(game, &candidates, rng) {
        step(game, s, levels[s.index()], a, (&mut *rng, key), on_step)?;
        out.actions += 1;
    }
    Ok(())
}

/// Where an action's random outcomes come from: the key when there is one, else the stream.
type Draws<'a> = (&'a mut GameRng, Option<&'a Key>);

/// Completes and applies one AI action, then reports it; returns its events.
fn step<E: From<AiRefused>>(
    game: &mut Game,
    seat: Seat,
    level: Level,
    action: Action,
    (rng, key): Draws<'_>,
    on_step: &mut impl FnMut(&Game, Seat, &Action, &[Event]) -> Result<(), E>,
) -> Result<Vec<Event>, E> {
    let action = match key {
        Some(key) => game.complete_fair(action, key),
        None => game.complete(action, rng),
    };
    match game.apply(seat, action) {
        Ok(events) => on_step(game, seat, &action, &events).map(|()| events),
        Err(e) => Err(AiRefused {
            level,
            seat: seat.0,
            action,
            reason: e,
        }
        .into()),
    }
}
