//! Random legal play: a whole game where each step picks uniformly among `legal_actions`
//! of the seat to move (domestic offers never arise); with 5–6 players, now and then another
//! seat asks for (or withdraws) a Special Build Phase. Used by the benchmark, the property
//! tests and the AI's playouts.

use super::action::Action;
use super::game::{Game, Phase};
use super::rng::GameRng;
use super::seat::Seat;

/// How a random playout ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayoutStats {
    pub actions: u32,
    pub turns: u32,
    pub capped: bool,
}

/// Plays `game` on with uniformly random legal actions until it is over or `turn_cap`
/// turns have been played. `on_step` sees every applied action.
pub fn random_playout(
    game: &mut Game,
    rng: &mut GameRng,
    turn_cap: u32,
    mut on_step: impl FnMut(&Game, Seat, &Action),
) -> PlayoutStats {
    let mut actions = 0u32;
    let mut buf = Vec::with_capacity(64);
    let mut events = Vec::with_capacity(16);
    let n = game.players_count() as u32;
    while game.phase() != Phase::GameOver && game.turn() <= turn_cap {
        if n >= 5 && rng.below(8) == 0 {
            let other = Seat(rng.below(n) as u8);
            game.legal_actions_into(other, &mut buf);
            let ask = buf
                .iter()
                .copied()
                .find(|a| matches!(a, Action::AskSpecialBuild | Action::WithdrawSpecialBuild));
            if let Some(a) = ask {
                events.clear();
                if let Err(e) = game.apply_into(other, a, &mut events) {
                    panic!("listed action {a:?} refused: {e}");
                }
                on_step(game, other, &a);
                actions += 1;
            }
        }
        let seat = game.seat_to_move();
        // A discard is drawn among the ways to make it without listing them all (a large
        // hand has hundreds): the same draw, and the same discard, as from the list.
        // (With 5–6 players a seat discarding in another's turn may also ask for a Special
        // Build Phase: that list is drawn from as it is.)
        let listed_only = n >= 5 && seat != game.current();
        let pick =
            if game.phase() == Phase::Discard && game.pending_discard(seat) > 0 && !listed_only {
                game.discard_drawn(seat, |ways| rng.below(ways))
            } else {
                game.legal_actions_into(seat, &mut buf);
                debug_assert!(!buf.is_empty(), "no legal action in {:?}", game.phase());
                buf[rng.below(buf.len() as u32) as usize]
            };
        let action = game.complete(pick, rng);
        events.clear();
        if let Err(e) = game.apply_into(seat, action, &mut events) {
            panic!("listed action {action:?} refused: {e}");
        }
        on_step(game, seat, &action);
        actions += 1;
    }
    PlayoutStats {
        actions,
        turns: game.turn(),
        capped: game.phase() != Phase::GameOver,
    }
}
