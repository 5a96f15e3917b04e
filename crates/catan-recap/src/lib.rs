//! The game-over recap: statistics of one game counted from its events (`GameStats`), a
//! timelapse of its boards as a GIF (`timelapse`) and charts of its statistics as one PNG
//! (`charts`). Everything here is pure and synchronous and reads only a record, its replay
//! steps and the public view at the end, so it works for any record (the replay CLI) and for
//! the bot at game over. Only public facts are counted: a theft is counted, never which card
//! it took; victory point cards count once the game is over and reveals them.
//!
//! The recap samples the game at the same *points* everywhere: when set-up is over, at the
//! end of each turn (with 5–6 players, after that turn's Special Build Phases), and at the
//! end. The VP series of `GameStats` and the frames of the timelapse are taken at exactly
//! these points, so point `k` is frame `k`.

pub mod chances;
pub mod charts;
pub mod pace;
pub mod timelapse;
pub mod trend;

use catan_engine::{Event, PublicView, Seat};
use catan_engine::{Record, RecordError, Step};

/// Ways two dice make each total (index = total): 36 in all.
pub const DICE_WAYS: [u32; 13] = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];

/// What one seat gained, lost and traded over a game, in resource cards.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SeatStats {
    /// Cards received from production rolls.
    pub produced: u32,
    /// The starting cards of the second set-up settlement.
    pub starting: u32,
    /// Cards taken with Year of Plenty and Monopoly.
    pub from_dev_cards: u32,
    /// Cards this seat stole with the robber (after a 7 or a knight).
    pub stole: u32,
    /// Cards this seat discarded after a 7.
    pub discarded: u32,
    /// Cards stolen from this seat.
    pub robbed: u32,
    /// Cards taken from this seat by others' Monopoly.
    pub monopolized: u32,
    /// Cards given to and received from other players in trades.
    pub given_to_players: u32,
    pub received_from_players: u32,
    /// Cards given to and received from the bank in maritime trades.
    pub given_to_bank: u32,
    pub received_from_bank: u32,
}

impl SeatStats {
    /// Every card gained other than by trade: production, starting cards, development
    /// cards and thefts.
    pub fn gained(&self) -> u32 {
        self.produced + self.starting + self.from_dev_cards + self.stole
    }

    /// Cards lost to the robber: discards after a 7 and cards stolen from this seat.
    pub fn lost_to_robber(&self) -> u32 {
        self.discarded + self.robbed
    }

    /// Cards given away in trades, with players and with the bank.
    pub fn traded_away(&self) -> u32 {
        self.given_to_players + self.given_to_bank
    }

    /// Cards received in trades, from players and from the bank.
    pub fn traded_for(&self) -> u32 {
        self.received_from_players + self.received_from_bank
    }
}

/// Counts over a whole game (or the part of it a record holds).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GameStats {
    /// How often each total 2..=12 was rolled (index = total).
    pub rolls: [u32; 13],
    /// Per seat (index = seat).
    pub seats: Vec<SeatStats>,
    /// Completed trades between players, and trades with the bank.
    pub domestic_trades: u32,
    pub bank_trades: u32,
    pub dev_cards_bought: u32,
    /// Public victory points of each seat at each point of the game (`vp[k][seat]`): `k = 0`
    /// when set-up is over, `k` at the end of turn `k`, and the last at the end (at game
    /// over, revealed VP cards included). The same points as the timelapse's frames.
    pub vp: Vec<Vec<u8>>,
    /// The winner, when the game is over.
    pub winner: Option<Seat>,
}

impl GameStats {
    /// The statistics of the accepted steps of a replay; `end` is the public view after the
    /// last step (it gives the last point, with the VP cards revealed at game over).
    pub fn of(steps: &[Step], end: &PublicView) -> GameStats {
        let mut tally = Tally::new(end.players.len());
        for step in steps {
            if let Ok(events) = &step.result {
                tally.add(events);
            }
        }
        tally.finish(end)
    }

    /// Replays `record` and counts its game.
    pub fn of_record(record: &Record) -> Result<GameStats, RecordError> {
        let (game, steps) = record.replay()?;
        Ok(GameStats::of(&steps, &game.public_view()))
    }

    /// How many seats the game has.
    pub fn players(&self) -> usize {
        self.seats.len()
    }

    /// Dice rolls counted.
    pub fn total_rolls(&self) -> u32 {
        self.rolls.iter().sum()
    }

    /// How often each total is expected in as many rolls of two fair dice (index = total).
    pub fn expected_rolls(&self) -> [f64; 13] {
        let n = f64::from(self.total_rolls());
        DICE_WAYS.map(|w| n * f64::from(w) / 36.0)
    }
}

/// Where the points of the recap fall: `after` says for each accepted action whether a
/// point is taken after it, `final_due` whether the end needs a point of its own.
#[derive(Debug, Clone, Default)]
pub(crate) struct Points {
    /// An accepted action since the last point.
    moved: bool,
    taken: usize,
}

impl Points {
    /// After one accepted action with these events: true when set-up just ended or a turn
    /// just ended (the next one started; Special Build Phases belong to the turn before).
    pub(crate) fn after(&mut self, events: &[Event]) -> bool {
        let ends = events.iter().any(|e| {
            matches!(e, Event::SetupFinished { .. })
                || matches!(e, Event::TurnStarted { turn, .. } if *turn >= 2)
        });
        if ends {
            self.moved = false;
            self.taken += 1;
        } else {
            self.moved = true;
        }
        ends
    }

    /// Whether the end is a point of its own: always at game over (the final position,
    /// held longer), otherwise when something happened since the last point or no point
    /// was taken yet.
    pub(crate) fn final_due(&self, game_over: bool) -> bool {
        game_over || self.moved || self.taken == 0
    }
}

/// Counts a game event by event; `finish` adds the last point.
#[derive(Debug, Clone)]
pub struct Tally {
    stats: GameStats,
    /// Public VP now, from the events: buildings, Longest Road, Largest Army.
    vp: Vec<u8>,
    longest_road: Option<Seat>,
    largest_army: Option<Seat>,
    points: Points,
}

impl Tally {
    pub fn new(players: usize) -> Tally {
        Tally {
            stats: GameStats {
                seats: vec![SeatStats::default(); players],
                ..GameStats::default()
            },
            vp: vec![0; players],
            longest_road: None,
            largest_army: None,
            points: Points::default(),
        }
    }

    fn seat(&mut self, s: Seat) -> Option<&mut SeatStats> {
        self.stats.seats.get_mut(s.index())
    }

    fn add_vp(&mut self, s: Seat, delta: i8) {
        if let Some(v) = self.vp.get_mut(s.index()) {
            *v = v.saturating_add_signed(delta);
        }
    }

    /// Counts the events of one accepted action; true when a point was taken after it.
    pub fn add(&mut self, events: &[Event]) -> bool {
        for e in events {
            self.event(e);
        }
        let point = self.points.after(events);
        if point {
            self.stats.vp.push(self.vp.clone());
        }
        point
    }

    fn event(&mut self, e: &Event) {
        match e {
            Event::Rolled { dice, .. } => {
                let total = usize::from(dice[0].saturating_add(dice[1]));
                if let Some(n) = self.stats.rolls.get_mut(total) {
                    *n += 1;
                }
            }
            Event::Produced { gains } => {
                for (s, g) in self.stats.seats.iter_mut().zip(gains) {
                    s.produced += g.total();
                }
            }
            Event::StartingResources { seat, cards } => {
                if let Some(s) = self.seat(*seat) {
                    s.starting += cards.total();
                }
            }
            Event::TookFromBank { seat, cards } => {
                if let Some(s) = self.seat(*seat) {
                    s.from_dev_cards += cards.total();
                }
            }
            Event::Monopolized { seat, taken, .. } => {
                let mut total = 0;
                for &(victim, k) in taken {
                    total += u32::from(k);
                    if let Some(v) = self.seat(victim) {
                        v.monopolized += u32::from(k);
                    }
                }
                if let Some(s) = self.seat(*seat) {
                    s.from_dev_cards += total;
                }
            }
            Event::Stole { thief, victim, .. } => {
                if let Some(t) = self.seat(*thief) {
                    t.stole += 1;
                }
                if let Some(v) = self.seat(*victim) {
                    v.robbed += 1;
                }
            }
            Event::Discarded { seat, cards } => {
                if let Some(s) = self.seat(*seat) {
                    s.discarded += cards.total();
                }
            }
            Event::Traded {
                offerer,
                partner,
                gave,
                got,
            } => {
                self.stats.domestic_trades += 1;
                if let Some(o) = self.seat(*offerer) {
                    o.given_to_players += gave.total();
                    o.received_from_players += got.total();
                }
                if let Some(p) = self.seat(*partner) {
                    p.given_to_players += got.total();
                    p.received_from_players += gave.total();
                }
            }
            Event::BankTraded { seat, give, get } => {
                self.stats.bank_trades += 1;
                if let Some(s) = self.seat(*seat) {
                    s.given_to_bank += give.total();
                    s.received_from_bank += get.total();
                }
            }
            Event::BoughtDevCard { .. } => self.stats.dev_cards_bought += 1,
            Event::SettlementPlaced { seat, .. } | Event::CityBuilt { seat, .. } => {
                self.add_vp(*seat, 1)
            }
            Event::LongestRoad { seat, .. } => {
                if let Some(old) = std::mem::replace(&mut self.longest_road, *seat) {
                    self.add_vp(old, -2);
                }
                if let Some(new) = seat {
                    self.add_vp(*new, 2);
                }
            }
            Event::LargestArmy { seat, .. } => {
                if let Some(old) = self.largest_army.replace(*seat) {
                    self.add_vp(old, -2);
                }
                self.add_vp(*seat, 2);
            }
            Event::GameWon { seat, .. } => self.stats.winner = Some(*seat),
            // A move taken back counts as never made (Longest Road has its own event).
            Event::Undone { seat, action, .. } => match action {
                catan_engine::Action::BuildSettlement { .. }
                | catan_engine::Action::BuildCity { .. } => self.add_vp(*seat, -1),
                catan_engine::Action::BankTrade { give, get } => {
                    self.stats.bank_trades -= 1;
                    if let Some(s) = self.seat(*seat) {
                        s.given_to_bank -= give.total();
                        s.received_from_bank -= get.total();
                    }
                }
                _ => {}
            },
            _ => {}
        }
    }

    /// The statistics, with the last point taken from `end`, the public view after the last
    /// action counted (at game over it shows the VP cards).
    pub fn finish(mut self, end: &PublicView) -> GameStats {
        let game_over = self.stats.winner.is_some() || end.winner.is_some();
        if self.points.final_due(game_over) {
            let last = if end.players.len() == self.vp.len() {
                end.players.iter().map(|p| p.public_vp).collect()
            } else {
                self.vp.clone()
            };
            self.stats.vp.push(last);
        }
        self.stats.winner = self.stats.winner.or(end.winner);
        self.stats
    }
}

#[cfg(test)]
mod tests;
