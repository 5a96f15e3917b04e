//! Who must act now, and who plays by itself: pure functions of a game's seats and state,
//! shared by the interaction path, the AI driver, the timers and the publisher.

use crate::ai::Level;
use crate::engine::*;
use crate::store::GameRow;

/// Who sits in a seat, parsed once from the stored seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeatKind {
    /// A Discord user.
    Human(u64),
    /// An AI player added in the lobby.
    Ai(Level),
}

/// The kind of `seat` at `row`'s table (None for a seat the table does not have).
pub fn seat_kind(row: &GameRow, seat: Seat) -> Option<SeatKind> {
    let s = row.seats.get(seat.index())?;
    Some(match s.ai.as_deref() {
        Some(level) => SeatKind::Ai(Level::parse(level).unwrap_or(Level::Heuristic)),
        None => SeatKind::Human(s.user_id),
    })
}

/// The AI level of a seat filled by an AI in the lobby.
pub fn ai_level(row: &GameRow, seat: Seat) -> Option<Level> {
    match seat_kind(row, seat)? {
        SeatKind::Ai(l) => Some(l),
        SeatKind::Human(_) => None,
    }
}

/// The Discord user in `seat`, when a human sits there.
pub fn user_of(row: &GameRow, seat: Seat) -> Option<u64> {
    match seat_kind(row, seat)? {
        SeatKind::Human(u) if u != 0 => Some(u),
        _ => None,
    }
}

/// The seat of Discord user `user` in `row`, if seated.
pub fn seat_of(row: &GameRow, user: u64) -> Option<Seat> {
    (0..row.seats.len() as u8)
        .map(Seat)
        .find(|&s| user_of(row, s) == Some(user))
}

/// Human seats an AI plays for because their time ran out: during turn `turn` only, the
/// current player's whole turn and anyone's owed discard.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StandIn {
    pub seats: Vec<Seat>,
    pub turn: u32,
}

impl StandIn {
    pub fn covers(&self, seat: Seat, game: &Game) -> bool {
        self.turn == game.turn()
            && self.seats.contains(&seat)
            && (seat == game.current() || game.phase() == Phase::Discard)
    }
}

/// The seats that must act before the game can go on (the discarders, or the seat to move).
pub fn must_act(game: &Game) -> Vec<Seat> {
    match game.phase() {
        Phase::GameOver => vec![],
        Phase::Discard => game.discarding_seats().collect(),
        _ => vec![game.seat_to_move()],
    }
}

/// The human seats that must act now: whom to ping, and whose timer runs.
pub fn humans_to_act(row: &GameRow, game: &Game) -> Vec<Seat> {
    must_act(game)
        .into_iter()
        .filter(|s| ai_level(row, *s).is_none())
        .collect()
}

/// The next seat that moves by itself, and at what level: an AI that owes a discard or an
/// answer to the open offer, or the seat to move when an AI (or a stand-in) plays it.
pub fn next_auto_move(row: &GameRow, game: &Game, stand_in: &StandIn) -> Option<(Seat, Level)> {
    let auto =
        |s: Seat| ai_level(row, s).or_else(|| stand_in.covers(s, game).then_some(Level::Heuristic));
    match game.phase() {
        Phase::GameOver => None,
        Phase::Discard => game
            .discarding_seats()
            .find_map(|s| auto(s).map(|l| (s, l))),
        _ => {
            if let Some(offer) = game.offer() {
                let unanswered = offer
                    .to
                    .iter()
                    .filter(|s| offer.responses[s.index()].is_none());
                for s in unanswered {
                    if let Some(l) = ai_level(row, s) {
                        return Some((s, l));
                    }
                }
            }
            let s = game.seat_to_move();
            auto(s).map(|l| (s, l))
        }
    }
}

/// Whether the open offer is an AI's that still waits: a human it addresses has not
/// answered and its window (`window_open`) has not closed.
pub fn offer_waits_for_humans(row: &GameRow, game: &Game, window_open: bool) -> bool {
    let Some(offer) = game.offer() else {
        return false;
    };
    window_open
        && ai_level(row, game.current()).is_some()
        && offer
            .to
            .iter()
            .any(|s| offer.responses[s.index()].is_none() && ai_level(row, s).is_none())
}

/// The automatic move to make now: `next_auto_move`, except that an AI whose offer still
/// waits for human answers (`window_open`) does not close it yet.
pub fn next_due(
    row: &GameRow,
    game: &Game,
    stand_in: &StandIn,
    window_open: bool,
) -> Option<(Seat, Level)> {
    next_auto_move(row, game, stand_in)
        .filter(|&(s, _)| s != game.current() || !offer_waits_for_humans(row, game, window_open))
}

/// The humans an open offer still waits for (addressed, not the offerer, no answer yet).
pub fn offer_waits_on(row: &GameRow, game: &Game) -> Vec<Seat> {
    let Some(offer) = game.offer() else {
        return vec![];
    };
    offer
        .to
        .iter()
        .filter(|s| *s != game.current())
        .filter(|s| offer.responses[s.index()].is_none() && ai_level(row, *s).is_none())
        .collect()
}

/// An action that only answers (or withdraws) the open offer: shown on the offer message,
/// not as a change of the table.
pub fn is_offer_answer(a: &Action) -> bool {
    matches!(
        a,
        Action::AcceptTrade
            | Action::DeclineTrade
            | Action::CounterTrade { .. }
            | Action::CancelTrade
    )
}
