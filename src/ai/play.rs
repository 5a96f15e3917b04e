//! Whole games among AI seats without Discord: the loop the arena and the demo share.
//! Each seat decides from its own `PlayerView` only; on its turn an AI may put one domestic
//! offer to the table, which the other AIs answer before it confirms or withdraws. With 5–6
//! players, after every action each seat that is not the one to move may ask for (or
//! withdraw) a Special Build Phase. Every action goes through `Game::apply`, so an AI can
//! never break a rule.

use super::{
    choose_with, propose_offer_with, respond_to_offer_with, special_build_request, Level,
    StrongConfig,
};
use crate::engine::event::Event;
use crate::engine::game::{Game, Phase};
use crate::engine::rng::GameRng;
use crate::engine::seat::Seat;
use crate::engine::Action;
use std::time::{Duration, Instant};
use thiserror::Error;

/// Games still running after this many turns are stopped without a winner.
pub const TURN_CAP: u32 = 500;
/// After this many actions in one turn (or one Special Build Phase) an AI ends it (guards
/// against trade loops).
pub const ACTIONS_PER_TURN_CAP: u32 = 60;

/// An AI asked for something the engine refused: a bug in the AI, reported as such.
#[derive(Debug, Error)]
#[error("The {level} AI in seat {seat} chose {action:?}, which the rules refuse: {reason}")]
pub struct AiRefused {
    pub level: Level,
    pub seat: u8,
    pub action: Action,
    pub reason: String,
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

/// Plays `game` to its end among `levels` (one per seat). `on_step` sees each applied action
/// with its events and the game after it; an error from it stops the game.
pub fn play_game<E>(
    game: &mut Game,
    levels: &[Level],
    rng: &mut GameRng,
    cfg: &StrongConfig,
    mut on_step: impl FnMut(&Game, Seat, &Action, &[Event]) -> Result<(), E>,
) -> Result<GameOutcome, E>
where
    E: From<AiRefused>,
{
    let n = game.players_count();
    assert_eq!(levels.len(), n, "one level per seat");
    let mut out = GameOutcome {
        decision_times: vec![Vec::new(); n],
        ..GameOutcome::default()
    };
    let mut offered_turn = u32::MAX;
    // A turn, or one Special Build Phase after it: (turn, seat building).
    let mut turn = (game.turn(), game.current());
    let mut actions_this_turn = 0u32;
    let mut legal = Vec::with_capacity(64);
    while game.phase() != Phase::GameOver && game.turn() <= TURN_CAP {
        if (game.turn(), game.current()) != turn {
            turn = (game.turn(), game.current());
            actions_this_turn = 0;
        }
        let seat = game.seat_to_move();
        let level = levels[seat.index()];
        // A domestic offer, at most once per turn, answered by the addressed AIs.
        if game.phase() == Phase::Main
            && seat == game.current()
            && game.offer().is_none()
            && offered_turn != game.turn()
        {
            offered_turn = game.turn();
            let view = game.player_view(seat);
            let t = Instant::now();
            let offer = propose_offer_with(level, &view, rng, cfg);
            out.decision_times[seat.index()].push(t.elapsed());
            if let Some(offer) = offer {
                step(game, seat, level, offer, rng, &mut on_step)?;
                out.actions += 1;
                let to = game.offer().map(|o| o.to).unwrap_or_default();
                for o in to.iter() {
                    let view = game.player_view(o);
                    let t = Instant::now();
                    let answer = respond_to_offer_with(levels[o.index()], &view, rng, cfg);
                    out.decision_times[o.index()].push(t.elapsed());
                    step(game, o, levels[o.index()], answer, rng, &mut on_step)?;
                    out.actions += 1;
                }
                continue;
            }
        }
        game.legal_actions_into(seat, &mut legal);
        let action =
            if actions_this_turn >= ACTIONS_PER_TURN_CAP && legal.contains(&Action::EndTurn) {
                Action::EndTurn
            } else {
                let view = game.player_view(seat);
                let t = Instant::now();
                let a = choose_with(level, &view, &legal, rng, cfg);
                out.decision_times[seat.index()].push(t.elapsed());
                a
            };
        let events = step(game, seat, level, action, rng, &mut on_step)?;
        actions_this_turn += 1;
        out.actions += 1;
        out.special_builds += events
            .iter()
            .filter(|e| matches!(e, Event::SpecialBuildStarted { .. }))
            .count() as u32;
        poll_special_builds(game, levels, rng, &mut legal, &mut out, &mut on_step)?;
    }
    out.winner = game.winner();
    out.turns = game.turn();
    Ok(out)
}

/// 5–6 players: each seat that is not the one to move and may ask for (or withdraw) a
/// Special Build Phase now is asked whether it wants to (`special_build_request`).
fn poll_special_builds<E: From<AiRefused>>(
    game: &mut Game,
    levels: &[Level],
    rng: &mut GameRng,
    legal: &mut Vec<Action>,
    out: &mut GameOutcome,
    on_step: &mut impl FnMut(&Game, Seat, &Action, &[Event]) -> Result<(), E>,
) -> Result<(), E> {
    if game.players_count() < 5 {
        return Ok(());
    }
    for k in 0..game.players_count() as u8 {
        let s = Seat(k);
        if s == game.seat_to_move() || game.phase() == Phase::GameOver {
            continue;
        }
        game.legal_actions_into(s, legal);
        if !legal
            .iter()
            .any(|a| matches!(a, Action::AskSpecialBuild | Action::WithdrawSpecialBuild))
        {
            continue;
        }
        let level = levels[s.index()];
        let view = game.player_view(s);
        if let Some(a) = special_build_request(level, &view, legal, rng) {
            step(game, s, level, a, rng, on_step)?;
            out.actions += 1;
        }
    }
    Ok(())
}

/// Completes and applies one AI action, then reports it; returns its events.
fn step<E: From<AiRefused>>(
    game: &mut Game,
    seat: Seat,
    level: Level,
    action: Action,
    rng: &mut GameRng,
    on_step: &mut impl FnMut(&Game, Seat, &Action, &[Event]) -> Result<(), E>,
) -> Result<Vec<Event>, E> {
    let action = game.complete(action, rng);
    match game.apply(seat, action) {
        Ok(events) => on_step(game, seat, &action, &events).map(|()| events),
        Err(e) => Err(AiRefused {
            level,
            seat: seat.0,
            action,
            reason: e.to_string(),
        }
        .into()),
    }
}
