//! The game review, from a finished game's record and the win-chance model.
//!
//! - `review`: every seat's chance to win as it could judge it from its own view, at the end
//!   of set-up, at the end of each turn and at the end, for the recap's chart; and the three
//!   moves (a seat's own decisions: rolls are luck, and ending a turn only hands over the
//!   dice) that changed their maker's chance the most, up or down.
//! - `personal_review`: one seat's three costliest decisions, each compared with the move
//!   the model rates best in its place (every legal action tried one step ahead, judged
//!   from that seat's own view), with the chance each would have left it.

use crate::value::{Chances, Features, Model};
use catan_engine::{Action, Event, Game, Phase, Record, RecordError, Seat};

/// One move that swung the game.
#[derive(Debug, Clone, PartialEq)]
pub struct Swing {
    /// Its index among the record's actions.
    pub step: usize,
    pub seat: Seat,
    pub turn: u32,
    pub action: Action,
    /// What it did, as the game reported it (for its sentence).
    pub events: Vec<Event>,
    /// Its maker's chance just before and just after it.
    pub before: f32,
    pub after: f32,
    /// The chart's point it falls before (the turn it belongs to ends there).
    pub point: usize,
}

/// What the recap's win-chance chart and its swings show.
#[derive(Debug, Clone, PartialEq)]
pub struct Review {
    /// Each seat's chance at the chart's points: the end of set-up, each turn's end, and
    /// the end (a winner's 1 there).
    pub chances: Vec<Chances>,
    /// The turn of each point.
    pub turns: Vec<u32>,
    /// The three biggest swings, the biggest first.
    pub swings: Vec<Swing>,
}

/// A decision that cost its maker, with what the model would have played.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Costly {
    pub step: usize,
    pub turn: u32,
    pub played: Action,
    pub best: Action,
    /// The chance the played move left, and the one the best would have.
    pub played_chance: f32,
    pub best_chance: f32,
}

/// A decision, not luck: the moves a review weighs (not a roll, not taking one back).
fn is_decision(a: &Action) -> bool {
    !matches!(a, Action::Roll { .. } | Action::Undo)
}

/// The action as the legal listing has it: random outcomes (the stolen card) left open.
fn open(a: Action) -> Action {
    match a {
        Action::MoveRobber { to, steal_from, .. } => Action::MoveRobber {
            to,
            steal_from,
            card: None,
        },
        other => other,
    }
}

/// Each seat's chance as it could judge it from its own view (its own hand and hidden
/// points known, the others' not), scaled so that the seats' chances sum to 1: the game is
/// over when the review is made, so no one learns another's cards from it.
fn table_chances(model: &Model, game: &Game) -> Chances {
    if let Some(w) = game.winner() {
        let mut c = [0.0; catan_engine::MAX_PLAYERS];
        c[w.index()] = 1.0;
        return c;
    }
    let mut c = [0.0; catan_engine::MAX_PLAYERS];
    for s in game.seats() {
        c[s.index()] = model.evaluate(&Features::of(game, s))[s.index()];
    }
    let sum: f32 = c.iter().sum();
    c.map(|x| x / sum.max(1e-9))
}

/// The chart's chances and the game's three swings.
pub fn review(model: &Model, record: &Record) -> Result<Review, RecordError> {
    let (mut game, mut rng) = record.start()?;
    let mut out = Review {
        chances: Vec::new(),
        turns: Vec::new(),
        swings: Vec::new(),
    };
    let mut before = table_chances(model, &game);
    let mut turn = game.turn();
    let mut in_setup = game.phase() == Phase::Setup;
    let mut swings: Vec<Swing> = Vec::new();
    for (step, sa) in record.actions.iter().enumerate() {
        let action = game.complete(sa.action, &mut rng);
        let Ok(events) = game.apply(sa.p, action) else {
            continue;
        };
        let after = table_chances(model, &game);
        if is_decision(&action) && action != Action::EndTurn {
            swings.push(Swing {
                step,
                seat: sa.p,
                turn,
                action,
                events,
                before: before[sa.p.index()],
                after: after[sa.p.index()],
                point: out.chances.len(),
            });
        }
        let setup_over = in_setup && game.phase() != Phase::Setup;
        if setup_over || (!in_setup && game.turn() != turn) || game.phase() == Phase::GameOver {
            out.chances.push(after);
            out.turns.push(game.turn());
        }
        in_setup = game.phase() == Phase::Setup;
        turn = game.turn();
        before = after;
    }
    swings.sort_by(|a, b| {
        let d = |s: &Swing| (s.after - s.before).abs();
        d(b).total_cmp(&d(a)).then(a.step.cmp(&b.step))
    });
    swings.truncate(3);
    out.swings = swings;
    Ok(out)
}

/// Every seat's `personal_review`, by seat: what the game stores when it ends.
pub fn personal_reviews(model: &Model, record: &Record) -> Result<Vec<Vec<Costly>>, RecordError> {
    let (start, _) = record.start()?;
    start
        .seats()
        .map(|s| personal_review(model, record, s))
        .collect()
}

/// The chance `seat` would have, judging from its own view, after `action` in `game`.
fn one_step(model: &Model, game: &Game, seat: Seat, action: Action, seed: u64) -> Option<f32> {
    let mut g = game.clone();
    let mut rng = catan_engine::GameRng::new(seed);
    let a = g.complete(action, &mut rng);
    g.apply(seat, a).ok()?;
    Some(model.chances(&g, seat)[seat.index()])
}

/// `seat`'s three costliest decisions of the game, the costliest first (fewer when it
/// made fewer decisions with a better alternative).
pub fn personal_review(
    model: &Model,
    record: &Record,
    seat: Seat,
) -> Result<Vec<Costly>, RecordError> {
    let (mut game, mut rng) = record.start()?;
    let mut costly = Vec::new();
    for (step, sa) in record.actions.iter().enumerate() {
        let played_move = open(sa.action);
        if sa.p == seat && is_decision(&sa.action) {
            let legal = game.legal_actions(seat);
            // Moves the listing offers (not offers and answers, weighed by others' replies).
            if legal.len() > 1 && legal.contains(&played_move) {
                let seed = step as u64;
                let played = one_step(model, &game, seat, played_move, seed);
                let best = legal
                    .iter()
                    .filter_map(|&a| one_step(model, &game, seat, a, seed).map(|c| (a, c)))
                    .max_by(|x, y| x.1.total_cmp(&y.1));
                if let (Some(p), Some((b, c))) = (played, best) {
                    if c > p && b != played_move {
                        costly.push(Costly {
                            step,
                            turn: game.turn(),
                            played: played_move,
                            best: b,
                            played_chance: p,
                            best_chance: c,
                        });
                    }
                }
            }
        }
        let action = game.complete(sa.action, &mut rng);
        let _ = game.apply(sa.p, action);
    }
    costly.sort_by(|a, b| {
        let d = |c: &Costly| c.best_chance - c.played_chance;
        d(b).total_cmp(&d(a)).then(a.step.cmp(&b.step))
    });
    costly.truncate(3);
    Ok(costly)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn demo() -> Record {
        serde_json::from_str(include_str!(
            "../../../tests/records/demo_four_players.json"
        ))
        .expect("the demo record reads")
    }

    #[test]
    fn the_review_follows_the_game_to_its_winner_and_names_three_real_swings() {
        let record = demo();
        let end = record.final_state().unwrap();
        let winner = end.winner().expect("the demo game ends");
        let r = review(Model::shipped(), &record).unwrap();
        assert!(r.chances.len() > 10, "{}", r.chances.len());
        assert_eq!(r.chances.len(), r.turns.len());
        for c in &r.chances {
            let sum: f32 = c[..4].iter().sum();
            assert!((sum - 1.0).abs() < 1e-4, "{c:?}");
        }
        assert_eq!(r.chances.last().unwrap()[winner.index()], 1.0);
        assert!(r.turns.windows(2).all(|w| w[0] <= w[1]));
        assert_eq!(r.swings.len(), 3);
        let size = |s: &Swing| (s.after - s.before).abs();
        assert!(r.swings.windows(2).all(|w| size(&w[0]) >= size(&w[1])));
        for s in &r.swings {
            assert!(!matches!(s.action, Action::Roll { .. }), "{s:?}");
            assert_eq!(record.actions[s.step].p, s.seat);
            assert!(!s.events.is_empty() && s.point <= r.chances.len());
            assert!(size(s) > 0.0);
        }
    }

    #[test]
    fn a_personal_review_names_moves_the_model_would_have_bettered() {
        let record = demo();
        let (start, _) = record.start().unwrap();
        for seat in start.seats() {
            let costly = personal_review(Model::shipped(), &record, seat).unwrap();
            assert!(!costly.is_empty() && costly.len() <= 3, "{costly:?}");
            let cost = |c: &Costly| c.best_chance - c.played_chance;
            assert!(costly.windows(2).all(|w| cost(&w[0]) >= cost(&w[1])));
            for c in &costly {
                assert!(cost(c) > 0.0 && c.best != c.played, "{c:?}");
                assert_eq!(open(record.actions[c.step].action), c.played);
                assert_eq!(record.actions[c.step].p, seat);
            }
        }
    }
}
