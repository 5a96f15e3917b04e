//! The AI seat's policy, in one place: what the AI in a seat does when it is its move (the
//! answer to an offer, an offer of its own, or one of its legal actions) and when it asks
//! for a Special Build Phase. The bot's AI seats and stand-ins (`bot::autoplay`), the games
//! among AIs of the arena and the demo (`play`) and the hint (`hint`, which follows the same
//! order with its reasons) all decide through it.

use super::{
    choose_with, propose_offer_with, respond_to_offer_with, special_build_request, Level,
    StrongConfig,
};
use catan_engine::{Action, Event, Game, GameRng, Offer, PlayerView, Seat};

/// After this many actions in one turn (or one Special Build Phase) an AI ends it (a guard
/// against trade loops).
pub const ACTIONS_PER_TURN_CAP: u32 = 60;

/// The moves open to `seat` in `game`: its legal actions but asking for (or withdrawing) a
/// Special Build Phase, which is not a move: `special_build_wishes` asks the AI about it
/// apart, so a seat that must act never spends its move on it.
pub(super) fn moves(game: &Game, seat: Seat) -> Vec<Action> {
    game.legal_actions(seat)
        .into_iter()
        .filter(|a| !matches!(a, Action::AskSpecialBuild | Action::WithdrawSpecialBuild))
        .collect()
}

/// Whether `seat` has `offer` (made by `current`) to answer: it is addressed to the seat,
/// which has not answered yet.
pub(super) fn must_answer(offer: Option<&Offer>, current: Seat, seat: Seat) -> bool {
    offer.is_some_and(|o| {
        seat != current && o.to.contains(seat) && o.responses[seat.index()].is_none()
    })
}

/// What the AI at `level` in `view.seat` picks among `legal` (its `moves`): the answer to an
/// open offer addressed to it; else, when `may_offer` (once a turn, on its own turn after the
/// roll, with no offer open), an offer if it would make one; else, after
/// `ACTIONS_PER_TURN_CAP` actions this turn, the end of the turn; else one of `legal`. The
/// pick may still need `Game::complete` (dice, a stolen card).
pub(super) fn pick(
    level: Level,
    view: &PlayerView,
    legal: &[Action],
    actions_this_turn: u32,
    may_offer: bool,
    rng: &mut GameRng,
    cfg: &StrongConfig,
) -> Action {
    let answering = must_answer(view.public.offer.as_ref(), view.public.current, view.seat);
    let proposal = match may_offer && !answering {
        true => propose_offer_with(level, view, rng, cfg),
        false => None,
    };
    if answering {
        respond_to_offer_with(level, view, rng, cfg)
    } else if let Some(offer) = proposal {
        offer
    } else if actions_this_turn >= ACTIONS_PER_TURN_CAP && legal.contains(&Action::EndTurn) {
        Action::EndTurn
    } else {
        choose_with(level, view, legal, rng, cfg)
    }
}

/// What the AI in `seat` does now (`pick` from the seat's own view), completed (dice, stolen
/// card) and applied to a copy of `game`.
/// An AI never breaks a rule, but if the engine refuses its pick anyway, it falls back to
/// declining, ending the turn or the first legal action, and the refusal is logged.
pub fn decide(
    game: &Game,
    seat: Seat,
    level: Level,
    actions_this_turn: u32,
    may_offer: bool,
    rng: &mut GameRng,
    cfg: &StrongConfig,
) -> (Action, Game, Vec<Event>) {
    let view = game.player_view(seat);
    let legal = moves(game, seat);
    let answering = must_answer(game.offer(), game.current(), seat);
    let pick = pick(level, &view, &legal, actions_this_turn, may_offer, rng, cfg);
    let mut fallbacks = vec![pick];
    if answering {
        fallbacks.push(Action::DeclineTrade);
    }
    if legal.contains(&Action::EndTurn) {
        fallbacks.push(Action::EndTurn);
    }
    fallbacks.extend(legal.first().copied());
    for (i, a) in fallbacks.into_iter().enumerate() {
        let a = game.complete(a, rng);
        let mut after = game.clone();
        match after.apply(seat, a) {
            Ok(events) => return (a, after, events),
            Err(e) if i == 0 => {
                tracing::error!(seat = seat.0, ?level, action = ?a, error = %e, "the AI chose a refused action")
            }
            Err(_) => {}
        }
    }
    unreachable!("a seat that must act always has a legal action")
}

/// 5–6 players: which of the AI seats `candidates` (seat and level, in seat order) want to
/// ask for (or withdraw) a Special Build Phase in the position `game`, as the actions to
/// apply in order. A seat that may not ask now is not asked.
pub fn special_build_wishes(
    game: &Game,
    candidates: &[(Seat, Level)],
    rng: &mut GameRng,
) -> Vec<(Seat, Action)> {
    candidates
        .iter()
        .filter_map(|&(seat, level)| {
            let legal = game.legal_actions(seat);
            let view = game.player_view(seat);
            special_build_request(level, &view, &legal, rng).map(|a| (seat, a))
        })
        .collect()
}
