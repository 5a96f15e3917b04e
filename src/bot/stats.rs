//! A few statistics of a finished game for the game-over message, computed by replaying its
//! record: what the dice did, who produced most, trades and thefts. Only public facts are
//! counted (a theft is counted, never which card it took), so the lines are safe to post.

use super::messages::{plural, Names};
use crate::engine::record::Step;
use crate::engine::*;

/// Counts over a whole game.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GameStats {
    /// How often each total 2..=12 was rolled (index = total).
    pub rolls: [u32; 13],
    /// Resource cards each seat received from production (not the starting cards).
    pub produced: Vec<u32>,
    /// Cards each seat stole (robber moves after a 7 or a knight).
    pub stolen: Vec<u32>,
    /// Completed trades between players, and trades with the bank.
    pub domestic_trades: u32,
    pub bank_trades: u32,
    pub dev_cards_bought: u32,
}

impl GameStats {
    /// The statistics of the accepted steps of a replay.
    pub fn of(steps: &[Step], players: usize) -> GameStats {
        let mut st = GameStats {
            produced: vec![0; players],
            stolen: vec![0; players],
            ..GameStats::default()
        };
        let events = steps
            .iter()
            .filter_map(|s| s.result.as_ref().ok())
            .flatten();
        for e in events {
            match e {
                Event::Rolled { dice, .. } => {
                    st.rolls[usize::from(dice[0] + dice[1]).min(12)] += 1;
                }
                Event::Produced { gains } => {
                    for (seat, g) in gains.iter().enumerate() {
                        if let Some(p) = st.produced.get_mut(seat) {
                            *p += g.total();
                        }
                    }
                }
                Event::Stole { thief, .. } => {
                    if let Some(n) = st.stolen.get_mut(thief.index()) {
                        *n += 1;
                    }
                }
                Event::Traded { .. } => st.domestic_trades += 1,
                Event::BankTraded { .. } => st.bank_trades += 1,
                Event::BoughtDevCard { .. } => st.dev_cards_bought += 1,
                _ => {}
            }
        }
        st
    }

    /// The lines of the game-over message; `minutes` is how long the game ran.
    pub fn lines(&self, names: &Names, minutes: i64) -> Vec<String> {
        let mut out = Vec::new();
        let total: u32 = self.rolls.iter().sum();
        if total > 0 {
            // The most frequent total; ties go to the one closest to 7, then the smaller.
            let (top, times) = (2..=12usize)
                .map(|t| (t, self.rolls[t]))
                .max_by_key(|&(t, n)| (n, std::cmp::Reverse(t.abs_diff(7)), std::cmp::Reverse(t)))
                .expect("2..=12 is not empty");
            out.push(format!(
                "🎲 {}; most often {top} ({}); 7 came up {}.",
                plural(total, "roll", "rolls"),
                plural(times, "time", "times"),
                plural(self.rolls[7], "time", "times"),
            ));
        }
        let per_seat = |counts: &[u32]| -> String {
            counts
                .iter()
                .enumerate()
                .map(|(s, n)| format!("{} {n}", names.of(Seat(s as u8))))
                .collect::<Vec<_>>()
                .join(" · ")
        };
        out.push(format!("🌾 Cards produced: {}.", per_seat(&self.produced)));
        let mut deals = vec![
            format!(
                "{} between players",
                plural(self.domestic_trades, "trade", "trades")
            ),
            format!("{} with the bank", self.bank_trades),
            plural(
                self.dev_cards_bought,
                "development card bought",
                "development cards bought",
            ),
        ];
        if self.stolen.iter().any(|&n| n > 0) {
            deals.push(format!("cards stolen: {}", per_seat(&self.stolen)));
        }
        out.push(format!("🤝 {}.", deals.join(" · ")));
        if minutes > 0 {
            let duration = if minutes >= 60 {
                format!("{} h {:02} min", minutes / 60, minutes % 60)
            } else {
                format!("{minutes} min")
            };
            out.push(format!("⏱ Played in {duration}."));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_what_the_replay_shows() {
        let mut rng = GameRng::new(21);
        let setup = GameSetup::random(Options::default(), Board::beginner(), &mut rng);
        let mut game = Game::new(setup).unwrap();
        let mut steps = Vec::new();
        let mut expected = GameStats {
            produced: vec![0; 4],
            stolen: vec![0; 4],
            ..GameStats::default()
        };
        while game.phase() != Phase::GameOver && game.turn() <= 3_000 {
            let seat = game.seat_to_move();
            let legal = game.legal_actions(seat);
            let pick = legal[rng.below(legal.len() as u32) as usize];
            let action = game.complete(pick, &mut rng);
            let events = game.apply(seat, action).unwrap();
            for e in &events {
                match e {
                    Event::Rolled { dice, .. } => {
                        expected.rolls[usize::from(dice[0] + dice[1])] += 1
                    }
                    Event::Stole { thief, .. } => expected.stolen[thief.index()] += 1,
                    Event::BankTraded { .. } => expected.bank_trades += 1,
                    Event::BoughtDevCard { .. } => expected.dev_cards_bought += 1,
                    Event::Produced { gains } => {
                        for (s, g) in gains.iter().enumerate() {
                            expected.produced[s] += g.total();
                        }
                    }
                    _ => {}
                }
            }
            steps.push(Step {
                i: steps.len(),
                seat,
                action,
                result: Ok(events),
            });
        }
        // A refused step counts for nothing.
        steps.push(Step {
            i: steps.len(),
            seat: Seat(0),
            action: Action::Roll { dice: Some([6, 6]) },
            result: Err(RuleError::GameOver),
        });
        let stats = GameStats::of(&steps, 4);
        assert_eq!(stats, expected);
        assert!(stats.rolls.iter().sum::<u32>() > 20);

        let names: Vec<String> = ["Ada", "Bea", "Cy", "Dee"].map(String::from).to_vec();
        let lines = stats.lines(&Names(&names), 75);
        let text = lines.join("\n");
        assert!(
            text.contains(&format!("7 came up {}", stats.rolls[7])),
            "{text}"
        );
        assert!(
            text.contains(&format!("Ada {}", stats.produced[0])),
            "{text}"
        );
        assert!(text.ends_with("Played in 1 h 15 min."), "{text}");
    }

    #[test]
    fn the_most_frequent_roll_and_plurals() {
        let mut st = GameStats {
            produced: vec![3, 1, 0],
            stolen: vec![0, 0, 0],
            domestic_trades: 1,
            ..GameStats::default()
        };
        st.rolls[6] = 4;
        st.rolls[8] = 4;
        st.rolls[7] = 1;
        st.rolls[2] = 1;
        let names: Vec<String> = ["Ada", "Bea", "Cy"].map(String::from).to_vec();
        let lines = st.lines(&Names(&names), 0);
        assert_eq!(
            lines[0],
            "🎲 10 rolls; most often 6 (4 times); 7 came up 1 time."
        );
        assert_eq!(lines[1], "🌾 Cards produced: Ada 3 · Bea 1 · Cy 0.");
        assert_eq!(
            lines[2],
            "🤝 1 trade between players · 0 with the bank · 0 development cards bought."
        );
        assert_eq!(lines.len(), 3, "no duration under a minute");
    }
}
