//! The lobby's rules, without Discord: who may take or leave a seat, add or remove an AI
//! seat, cancel or start the table, and answer a rematch. `Lobby::decide` turns one member's
//! click into the `Change` to store, or a typed `LobbyRefusal` (worded by the Discord layer
//! in the reader's language), the way `Game::apply` does for a move.

use crate::ai::Level;
use crate::store::SeatInfo;

/// Names for AI players, after famous navigators; the first one not at the table is used.
const AI_NAMES: [&str; 8] = [
    "Nansen",
    "Magellan",
    "Zheng He",
    "Ibn Battuta",
    "Amundsen",
    "Tasman",
    "Bering",
    "Cabot",
];

/// A name for a new AI seat that nobody at the table has.
pub fn ai_name(seats: &[SeatInfo]) -> String {
    let taken = |n: &str| seats.iter().any(|s| s.name.eq_ignore_ascii_case(n));
    AI_NAMES
        .iter()
        .find(|n| !taken(n))
        .map(|n| n.to_string())
        .unwrap_or_else(|| format!("AI {}", seats.len() + 1))
}

/// A lobby as its rules see it: the seats in order, the host, the table's size, and (a
/// rematch) the seated members it still waits for.
#[derive(Debug, Clone, Copy)]
pub struct Lobby<'a> {
    pub seats: &'a [SeatInfo],
    pub host: u64,
    pub players: u8,
    pub waiting: &'a [u64],
}

/// What a member asks of a lobby.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Click {
    /// Take a seat, under this name.
    Join {
        name: String,
    },
    Leave,
    /// Cancel the table (the host, or a member who may manage the channel).
    Cancel {
        manages_channel: bool,
    },
    Start,
    /// Open the chooser of AI seats.
    ChooseAi,
    /// Seat an AI of this level.
    AddAi(Level),
    /// Remove the last AI seat.
    RemoveAi,
    /// Agree to play the rematch.
    Accept,
    /// Give up the seat at the rematch (the lobby becomes an ordinary one).
    Decline,
}

/// What a click changes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Change {
    /// The seats are now these.
    Seats(Vec<SeatInfo>),
    /// The rematch's seats and who it still waits for; `declined`: the member gave up their
    /// seat, so it is an ordinary lobby now. When it waits for nobody and nobody declined,
    /// the game starts.
    Rematch {
        seats: Vec<SeatInfo>,
        waiting: Vec<u64>,
        declined: bool,
    },
    /// The table is cancelled.
    Cancel,
    /// The game starts.
    Start,
    /// The host chooses an AI seat (nothing changes yet).
    ChooseAi,
}

/// Why a lobby refuses a click: nothing changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LobbyRefusal {
    SeatedAlready,
    TableFull,
    NotSeated,
    /// The host cancels the table rather than leaving it.
    HostCannotLeave,
    OnlyHostCancels,
    OnlyHostStarts,
    OnlyHostAddsAi,
    /// There is no AI seat to remove.
    NoAi,
    /// Seats this many short of the table's size.
    WaitingForPlayers(usize),
    /// A rematch that waits for its players takes no AI seat and does not start.
    RematchWaits,
    /// Only the seated players answer a rematch.
    RematchNotSeated,
    /// The host of a waiting rematch cancels it rather than declining.
    RematchHostDeclines,
    /// The member answered already; it waits for the others.
    RematchAnsweredAlready,
    /// No rematch is waiting for anyone.
    RematchNobody,
}

impl Lobby<'_> {
    /// What `user`'s `click` changes, or why the lobby refuses it.
    pub fn decide(&self, user: u64, click: Click) -> Result<Change, LobbyRefusal> {
        use LobbyRefusal::*;
        let seated = self.is_seated(user);
        let is_host = user == self.host;
        let full = self.seats.len() >= self.players as usize;
        let waits = !self.waiting.is_empty();
        // A rematch that waits: leaving is declining, and the seats stay as they were.
        let click = match click {
            Click::Leave if waits && seated && !is_host => Click::Decline,
            Click::ChooseAi | Click::AddAi(_) | Click::RemoveAi | Click::Start if waits => {
                return Err(RematchWaits)
            }
            c => c,
        };
        let mut seats = self.seats.to_vec();
        match click {
            Click::Accept | Click::Decline => {
                if !self.waiting.contains(&user) {
                    return Err(match (seated, waits) {
                        (false, _) => RematchNotSeated,
                        (true, true) if is_host && click == Click::Decline => RematchHostDeclines,
                        (true, true) => RematchAnsweredAlready,
                        (true, false) => RematchNobody,
                    });
                }
                let declined = click == Click::Decline;
                let mut waiting: Vec<u64> = self.waiting.to_vec();
                waiting.retain(|&u| u != user);
                if declined {
                    // An ordinary lobby now: the seat is free for anyone.
                    waiting.clear();
                    seats.retain(|s| s.user_id != user || s.ai.is_some());
                }
                Ok(Change::Rematch {
                    seats,
                    waiting,
                    declined,
                })
            }
            Click::Join { name } => match (seated, full) {
                (true, _) => Err(SeatedAlready),
                (_, true) => Err(TableFull),
                _ => {
                    seats.push(SeatInfo {
                        user_id: user,
                        name,
                        ai: None,
                    });
                    Ok(Change::Seats(seats))
                }
            },
            Click::Leave => match (seated, is_host) {
                (false, _) => Err(NotSeated),
                (_, true) => Err(HostCannotLeave),
                _ => {
                    seats.retain(|s| s.user_id != user || s.ai.is_some());
                    Ok(Change::Seats(seats))
                }
            },
            Click::Cancel { manages_channel } => match is_host || manages_channel {
                true => Ok(Change::Cancel),
                false => Err(OnlyHostCancels),
            },
            Click::Start => match (is_host, self.missing()) {
                (false, _) => Err(OnlyHostStarts),
                (_, 0) => Ok(Change::Start),
                (_, missing) => Err(WaitingForPlayers(missing)),
            },
            Click::ChooseAi | Click::AddAi(_) | Click::RemoveAi if !is_host => Err(OnlyHostAddsAi),
            Click::ChooseAi | Click::AddAi(_) if full => Err(TableFull),
            Click::ChooseAi => Ok(Change::ChooseAi),
            Click::AddAi(level) => {
                seats.push(SeatInfo {
                    user_id: 0,
                    name: ai_name(&seats),
                    ai: Some(level),
                });
                Ok(Change::Seats(seats))
            }
            Click::RemoveAi => match seats.iter().rposition(|s| s.ai.is_some()) {
                Some(i) => {
                    seats.remove(i);
                    Ok(Change::Seats(seats))
                }
                None => Err(NoAi),
            },
        }
    }

    /// Whether `user` holds a seat (AI seats are nobody's).
    pub fn is_seated(&self, user: u64) -> bool {
        self.seats
            .iter()
            .any(|s| s.user_id == user && s.ai.is_none())
    }

    /// How many seats are still empty.
    pub fn missing(&self) -> usize {
        (self.players as usize).saturating_sub(self.seats.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOST: u64 = 10;
    const BEA: u64 = 20;
    const CY: u64 = 30;

    fn human(user_id: u64, name: &str) -> SeatInfo {
        SeatInfo {
            user_id,
            name: name.into(),
            ai: None,
        }
    }

    fn ai(name: &str) -> SeatInfo {
        SeatInfo {
            user_id: 0,
            name: name.into(),
            ai: Some(Level::Heuristic),
        }
    }

    fn lobby<'a>(seats: &'a [SeatInfo], waiting: &'a [u64]) -> Lobby<'a> {
        Lobby {
            seats,
            host: HOST,
            players: 3,
            waiting,
        }
    }

    #[test]
    fn members_take_and_leave_seats_until_the_table_is_full() {
        let seats = [human(HOST, "Ada")];
        let l = lobby(&seats, &[]);
        let join = |name: &str| Click::Join { name: name.into() };
        let Ok(Change::Seats(two)) = l.decide(BEA, join("Bea")) else {
            panic!("Bea joins")
        };
        assert_eq!(two, vec![human(HOST, "Ada"), human(BEA, "Bea")]);
        assert_eq!(
            l.decide(HOST, join("Ada")),
            Err(LobbyRefusal::SeatedAlready)
        );
        let full = [human(HOST, "Ada"), human(BEA, "Bea"), ai("Nansen")];
        let l = lobby(&full, &[]);
        assert_eq!(l.decide(CY, join("Cy")), Err(LobbyRefusal::TableFull));
        assert_eq!(
            l.decide(BEA, Click::Leave),
            Ok(Change::Seats(vec![human(HOST, "Ada"), ai("Nansen")]))
        );
        assert_eq!(l.decide(CY, Click::Leave), Err(LobbyRefusal::NotSeated));
        assert_eq!(
            l.decide(HOST, Click::Leave),
            Err(LobbyRefusal::HostCannotLeave)
        );
    }

    #[test]
    fn the_host_seats_and_removes_ai_players_and_starts_a_full_table() {
        let seats = [human(HOST, "Ada"), ai("Nansen")];
        let l = lobby(&seats, &[]);
        assert_eq!(l.decide(HOST, Click::ChooseAi), Ok(Change::ChooseAi));
        assert_eq!(
            l.decide(HOST, Click::AddAi(Level::Strong)),
            Ok(Change::Seats(vec![
                human(HOST, "Ada"),
                ai("Nansen"),
                SeatInfo {
                    user_id: 0,
                    name: "Magellan".into(),
                    ai: Some(Level::Strong),
                },
            ]))
        );
        assert_eq!(
            l.decide(HOST, Click::RemoveAi),
            Ok(Change::Seats(vec![human(HOST, "Ada")]))
        );
        for click in [
            Click::ChooseAi,
            Click::AddAi(Level::Random),
            Click::RemoveAi,
        ] {
            assert_eq!(l.decide(BEA, click), Err(LobbyRefusal::OnlyHostAddsAi));
        }
        assert_eq!(
            l.decide(BEA, Click::Start),
            Err(LobbyRefusal::OnlyHostStarts)
        );
        assert_eq!(
            l.decide(HOST, Click::Start),
            Err(LobbyRefusal::WaitingForPlayers(1))
        );
        let alone = [human(HOST, "Ada")];
        assert_eq!(
            lobby(&alone, &[]).decide(HOST, Click::RemoveAi),
            Err(LobbyRefusal::NoAi)
        );
        let full = [human(HOST, "Ada"), ai("Nansen"), ai("Magellan")];
        let l = lobby(&full, &[]);
        assert_eq!(l.decide(HOST, Click::Start), Ok(Change::Start));
        assert_eq!(
            l.decide(HOST, Click::ChooseAi),
            Err(LobbyRefusal::TableFull)
        );
        assert_eq!(
            l.decide(HOST, Click::AddAi(Level::Random)),
            Err(LobbyRefusal::TableFull)
        );
    }

    #[test]
    fn the_host_or_a_channel_manager_cancels() {
        let seats = [human(HOST, "Ada"), human(BEA, "Bea")];
        let l = lobby(&seats, &[]);
        let cancel = |manages_channel| Click::Cancel { manages_channel };
        assert_eq!(l.decide(HOST, cancel(false)), Ok(Change::Cancel));
        assert_eq!(l.decide(CY, cancel(true)), Ok(Change::Cancel));
        assert_eq!(
            l.decide(BEA, cancel(false)),
            Err(LobbyRefusal::OnlyHostCancels)
        );
    }

    #[test]
    fn a_rematch_waits_for_its_players_and_a_decline_frees_the_seat() {
        let seats = [human(HOST, "Ada"), human(BEA, "Bea"), human(CY, "Cy")];
        let l = lobby(&seats, &[BEA, CY]);
        assert_eq!(
            l.decide(BEA, Click::Accept),
            Ok(Change::Rematch {
                seats: seats.to_vec(),
                waiting: vec![CY],
                declined: false,
            })
        );
        // Leaving a rematch that waits is declining it: an ordinary lobby then.
        assert_eq!(
            l.decide(CY, Click::Leave),
            Ok(Change::Rematch {
                seats: seats[..2].to_vec(),
                waiting: vec![],
                declined: true,
            })
        );
        assert_eq!(
            l.decide(HOST, Click::Decline),
            Err(LobbyRefusal::RematchHostDeclines)
        );
        assert_eq!(
            l.decide(HOST, Click::Accept),
            Err(LobbyRefusal::RematchAnsweredAlready)
        );
        assert_eq!(
            l.decide(99, Click::Accept),
            Err(LobbyRefusal::RematchNotSeated)
        );
        for click in [
            Click::ChooseAi,
            Click::AddAi(Level::Random),
            Click::RemoveAi,
            Click::Start,
        ] {
            assert_eq!(l.decide(HOST, click), Err(LobbyRefusal::RematchWaits));
        }
        assert_eq!(
            lobby(&seats, &[]).decide(BEA, Click::Accept),
            Err(LobbyRefusal::RematchNobody)
        );
        // The last to accept: it waits for nobody, and the game starts.
        let l = lobby(&seats, &[CY]);
        let Ok(Change::Rematch {
            waiting, declined, ..
        }) = l.decide(CY, Click::Accept)
        else {
            panic!("Cy accepts")
        };
        assert!(waiting.is_empty() && !declined);
    }

    #[test]
    fn ai_seats_are_named_after_navigators_nobody_at_the_table_has() {
        assert_eq!(ai_name(&[human(HOST, "Ada")]), "Nansen");
        assert_eq!(ai_name(&[human(HOST, "nansen")]), "Magellan");
        let all: Vec<SeatInfo> = AI_NAMES.iter().map(|n| ai(n)).collect();
        assert_eq!(ai_name(&all), "AI 9");
    }
}
