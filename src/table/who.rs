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
    Some(match s.ai {
        Some(level) => SeatKind::Ai(level),
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

/// Bits of a stamp above the turn number: which Special Build Phase of the turn it is.
const SBP_SHIFT: u32 = 24;

/// A moment of the game: the turn, and during a Special Build Phase (5–6 players; the turn
/// number does not change across them) which one, as the builder's distance in seats from
/// the turn's owner (1–5; 0 for the turn's own moves); during Settler 2's part of a paired
/// turn, likewise Settler 2's distance from Settler 1 (3). Turn-message components carry it
/// (as its [`stamp`](Moment::stamp)), so that a click from an earlier moment is refused
/// instead of acting on the new one; the turn message's page is keyed by it (publish).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Moment {
    pub turn: u32,
    pub builder: u32,
}

impl Moment {
    pub fn of(game: &Game) -> Moment {
        let n = game.players_count() as u32;
        let from = |owner: Seat| (game.current().0 as u32 + n - owner.0 as u32) % n;
        let builder = match (game.special_build(), game.settler_two_part()) {
            (Some(b), _) if game.phase() == Phase::SpecialBuild => from(b.owner),
            // Settler 2's part of a paired turn: a moment of its own, like a builder's.
            (_, Some(one)) => from(one),
            _ => 0,
        };
        Moment {
            turn: game.turn(),
            builder,
        }
    }

    /// As component ids carry it: the turn number, with the builder above bit 24 (so ids of
    /// the turn itself keep the bare turn number of older builds).
    pub fn stamp(self) -> u32 {
        self.turn | (self.builder << SBP_SHIFT)
    }

    pub fn from_stamp(stamp: u32) -> Moment {
        Moment {
            turn: stamp & ((1 << SBP_SHIFT) - 1),
            builder: stamp >> SBP_SHIFT,
        }
    }

    /// Whether this is a Special Build Phase (and not a turn's own moves).
    pub fn is_special_build(self) -> bool {
        self.builder != 0
    }
}

/// The stamp of `game`'s moment now ([`Moment::stamp`]).
pub fn stamp(game: &Game) -> u32 {
    Moment::of(game).stamp()
}

/// Whether `stamp` belongs to a Special Build Phase (and not to a turn's own moves).
pub fn stamp_is_special_build(stamp: u32) -> bool {
    Moment::from_stamp(stamp).is_special_build()
}

/// Human seats an AI plays for because their time ran out: at the moment `stamp` only
/// (see [`stamp`]), the current player's whole turn (or Special Build Phase) and anyone's
/// owed discard.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StandIn {
    pub seats: Vec<Seat>,
    pub stamp: u32,
}

impl StandIn {
    pub fn covers(&self, seat: Seat, game: &Game) -> bool {
        self.stamp == stamp(game)
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
    window_open && ai_level(row, game.current()).is_some() && !offer_waits_on(row, game).is_empty()
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

/// The humans an open offer still waits for (addressed, not the offerer, no answer yet). An
/// AI's offer asks only those who could accept it (who hold what it asks for): the others
/// are not asked, nor waited for.
pub fn offer_waits_on(row: &GameRow, game: &Game) -> Vec<Seat> {
    let Some(offer) = game.offer() else {
        return vec![];
    };
    // Of the seats the message lists, the humans yet to answer.
    offer_lists(row, game)
        .iter()
        .filter(|s| *s != game.current())
        .filter(|s| offer.responses[s.index()].is_none() && ai_level(row, *s).is_none())
        .collect()
}

/// The seats whose answers an open offer's message lists: everyone it is made to, except,
/// for an AI's offer, the humans it does not ask (who cannot pay it) and who have not
/// answered: a name listed as "thinking…" is a name the offer waits for.
pub fn offer_lists(row: &GameRow, game: &Game) -> SeatSet {
    let Some(offer) = game.offer() else {
        return SeatSet::EMPTY;
    };
    let by_ai = ai_level(row, game.current()).is_some();
    offer
        .to
        .iter()
        .filter(|&s| {
            !by_ai
                || offer.responses[s.index()].is_some()
                || ai_level(row, s).is_some()
                || could_accept(game, s)
        })
        .collect()
}

/// Whether `seat` holds what the open offer asks for, so that it could accept it.
pub fn could_accept(game: &Game, seat: Seat) -> bool {
    game.offer()
        .is_some_and(|o| game.player(seat).resources.covers(&o.get))
}

/// 5–6 players: the AI seats that may ask for (or withdraw) a Special Build Phase now —
/// every AI seat but the one whose turn it is, while asking is allowed. Whether each wants
/// to is the AI's call (`ai::special_build_request`).
pub fn special_build_candidates(row: &GameRow, game: &Game) -> Vec<(Seat, Level)> {
    if !special_build_open(game) {
        return vec![];
    }
    game.seats()
        .filter(|&s| s != game.current())
        .filter_map(|s| ai_level(row, s).map(|l| (s, l)))
        .collect()
}

/// Whether players other than the current one may ask for a Special Build Phase now.
pub fn special_build_open(game: &Game) -> bool {
    game.players_count() >= 5
        && !matches!(
            game.phase(),
            Phase::Setup | Phase::SpecialBuild | Phase::GameOver
        )
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

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::store::{GameStatus, SeatInfo};

    pub(in crate::table) fn six(seed: u64) -> Game {
        let options = Options {
            players: 6,
            ..Options::default()
        };
        let mut rng = GameRng::new(seed);
        let board = BoardSpec::Random(seed).build_for(Island::Large).unwrap();
        let mut game = Game::new(GameSetup::random(options, board, &mut rng)).unwrap();
        while game.phase() != Phase::Main {
            let s = game.seat_to_move();
            let a = game.complete(game.legal_actions(s)[0], &mut rng);
            game.apply(s, a).unwrap();
        }
        game
    }

    pub(in crate::table) fn row(ai: [bool; 6]) -> GameRow {
        GameRow {
            id: 1,
            guild_id: None,
            channel_id: 1,
            host_id: 10,
            options: Options {
                players: 6,
                ..Options::default()
            },
            map: crate::engine::MapKind::Random,
            turn_timer_minutes: Some(1),
            status: GameStatus::Active,
            seats: ai
                .iter()
                .enumerate()
                .map(|(i, &a)| SeatInfo {
                    user_id: if a { 0 } else { 10 + i as u64 },
                    name: format!("P{i}"),
                    ai: a.then_some(Level::Heuristic),
                })
                .collect(),
            version: 0,
            created_at: 0,
            updated_at: 0,
            fair: None,
            rematch: None,
            language: Default::default(),
        }
    }

    /// The turn number stays during the Special Build Phases after a turn; the stamp tells
    /// each of them from the turn and from one another, so a button of one is stale in the
    /// next, and a stand-in of one covers nothing after it.
    #[test]
    fn each_special_build_phase_has_its_own_stamp() {
        let mut g = six(7);
        let owner = g.current();
        let turn = g.turn();
        assert_eq!(stamp(&g), turn);
        assert!(!stamp_is_special_build(stamp(&g)));
        let (b1, b2) = (Seat((owner.0 + 1) % 6), Seat((owner.0 + 3) % 6));
        g.apply(b2, Action::AskSpecialBuild).unwrap();
        g.apply(b1, Action::AskSpecialBuild).unwrap();
        assert_eq!(stamp(&g), turn, "asking does not move the moment on");
        g.apply(owner, Action::EndTurn).unwrap();
        assert_eq!(
            (g.phase(), g.current(), g.turn()),
            (Phase::SpecialBuild, b1, turn)
        );
        let first = stamp(&g);
        assert!(stamp_is_special_build(first));
        assert_eq!(first & 0xFF_FFFF, turn);
        assert_eq!(Moment::from_stamp(first), Moment { turn, builder: 1 });
        // The late builder's stand-in covers this phase only.
        let stand_in = StandIn {
            seats: vec![b1, b2],
            stamp: first,
        };
        assert!(stand_in.covers(b1, &g));
        assert!(!stand_in.covers(b2, &g), "not b2's phase yet");
        g.apply(b1, Action::EndTurn).unwrap();
        assert_eq!(g.current(), b2);
        let second = stamp(&g);
        assert!(stamp_is_special_build(second));
        assert_eq!(Moment::from_stamp(second), Moment { turn, builder: 3 });
        assert_ne!(first, second);
        assert!(
            !stand_in.covers(b2, &g),
            "a stand-in of b1's phase is not b2's"
        );
        assert_eq!(must_act(&g), vec![b2]);
        g.apply(b2, Action::EndTurn).unwrap();
        assert_eq!(g.turn(), turn + 1);
        assert_eq!(stamp(&g), turn + 1);
        assert!(!stamp_is_special_build(stamp(&g)));
    }

    #[test]
    fn ai_seats_but_the_current_one_may_ask_and_an_ai_builder_plays_its_phase() {
        let mut g = six(9);
        let owner = g.current();
        let mut ai = [true; 6];
        ai[owner.index()] = false;
        let r = row(ai);
        let candidates = special_build_candidates(&r, &g);
        assert_eq!(candidates.len(), 5);
        assert!(candidates.iter().all(|(s, _)| *s != owner));
        assert!(special_build_open(&g));
        // The human owner moves; nobody plays by itself meanwhile.
        assert_eq!(next_auto_move(&r, &g, &StandIn::default()), None);
        let builder = Seat((owner.0 + 2) % 6);
        g.apply(builder, Action::AskSpecialBuild).unwrap();
        g.apply(owner, Action::EndTurn).unwrap();
        assert!(!special_build_open(&g));
        assert!(special_build_candidates(&r, &g).is_empty());
        assert_eq!(
            next_auto_move(&r, &g, &StandIn::default()).map(|x| x.0),
            Some(builder)
        );
        assert!(humans_to_act(&r, &g).is_empty());
        // On a 3–4 player island nobody asks.
        let r4 = GameRow {
            options: Options::default(),
            ..row([true; 6])
        };
        let mut rng = GameRng::new(1);
        let g4 = Game::new(GameSetup::random(
            Options::default(),
            Board::beginner(),
            &mut rng,
        ))
        .unwrap();
        assert!(special_build_candidates(&r4, &g4).is_empty());
    }
}
