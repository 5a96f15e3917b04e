//! The statistics lines of the game-over message: what the dice did, who produced most,
//! trades and thefts. The counting is `recap::GameStats`, which holds only public facts (a
//! theft is counted, never which card it took), so the lines are safe to post.

use super::messages::{plural, Names};
use crate::engine::*;
use crate::recap::GameStats;

impl GameStats {
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
        let produced: Vec<u32> = self.seats.iter().map(|s| s.produced).collect();
        out.push(format!("🌾 Cards produced: {}.", per_seat(&produced)));
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
        let stolen: Vec<u32> = self.seats.iter().map(|s| s.stole).collect();
        if stolen.iter().any(|&n| n > 0) {
            deals.push(format!("cards stolen: {}", per_seat(&stolen)));
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
    use crate::engine::record::Step;

    #[test]
    fn tells_what_the_replay_shows() {
        let mut rng = GameRng::new(21);
        let setup = GameSetup::random(Options::default(), Board::beginner(), &mut rng);
        let mut game = Game::new(setup).unwrap();
        let mut steps = Vec::new();
        let mut expected = GameStats {
            seats: vec![Default::default(); 4],
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
                    Event::Stole { thief, .. } => expected.seats[thief.index()].stole += 1,
                    Event::BankTraded { .. } => expected.bank_trades += 1,
                    Event::BoughtDevCard { .. } => expected.dev_cards_bought += 1,
                    Event::Produced { gains } => {
                        for (s, g) in gains.iter().enumerate() {
                            expected.seats[s].produced += g.total();
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
        let stats = GameStats::of(&steps, &game.public_view());
        assert_eq!(stats.rolls, expected.rolls);
        assert_eq!(
            (stats.bank_trades, stats.dev_cards_bought),
            (expected.bank_trades, expected.dev_cards_bought)
        );
        for (got, want) in stats.seats.iter().zip(&expected.seats) {
            assert_eq!((got.produced, got.stole), (want.produced, want.stole));
        }
        assert!(stats.rolls.iter().sum::<u32>() > 20);

        let names: Vec<String> = ["Ada", "Bea", "Cy", "Dee"].map(String::from).to_vec();
        let lines = stats.lines(&Names(&names), 75);
        let text = lines.join("\n");
        assert!(
            text.contains(&format!("7 came up {}", stats.rolls[7])),
            "{text}"
        );
        assert!(
            text.contains(&format!("Ada {}", stats.seats[0].produced)),
            "{text}"
        );
        assert!(text.ends_with("Played in 1 h 15 min."), "{text}");
    }

    #[test]
    fn the_most_frequent_roll_and_plurals() {
        let seat = |produced| crate::recap::SeatStats {
            produced,
            ..Default::default()
        };
        let mut st = GameStats {
            seats: vec![seat(3), seat(1), seat(0)],
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
