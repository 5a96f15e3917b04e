//! How long each player takes over a turn, from the times its moves were made: the
//! game-over message's turn times and `/catan stats`.

use catan_engine::{Action, SeatAction};

/// Each seat's turn durations in seconds, in the order played (`seats` seats). A turn runs
/// from the end of the one before (for the first, from the last set-up move) to the seat's
/// **End turn**; a turn not ended (the game was won in it) is not counted. `times[i]` is
/// when `actions[i]` was made (unix seconds).
pub fn turn_durations(actions: &[SeatAction], times: &[i64], seats: usize) -> Vec<Vec<i64>> {
    let mut out = vec![Vec::new(); seats];
    let Some(first) = actions
        .iter()
        .position(|a| matches!(a.action, Action::Roll { .. }))
    else {
        return out;
    };
    let mut start = times.get(first.saturating_sub(1)).copied();
    for (i, a) in actions.iter().enumerate().skip(first) {
        if a.action != Action::EndTurn {
            continue;
        }
        let Some(&end) = times.get(i) else { break };
        if let (Some(begun), Some(turns)) = (start, out.get_mut(a.p.index())) {
            turns.push((end - begun).max(0));
        }
        start = Some(end);
    }
    out
}

/// The median and the longest of `durations` (seconds); None without any.
pub fn median_and_longest(durations: &[i64]) -> Option<(i64, i64)> {
    let mut d = durations.to_vec();
    d.sort_unstable();
    let longest = *d.last()?;
    let median = match d.len() % 2 {
        1 => d[d.len() / 2],
        _ => (d[d.len() / 2 - 1] + d[d.len() / 2]) / 2,
    };
    Some((median, longest))
}

#[cfg(test)]
mod tests {
    use super::*;
    use catan_engine::{Intersection, Seat};

    fn at(p: u8, action: Action) -> SeatAction {
        SeatAction { p: Seat(p), action }
    }

    #[test]
    fn a_turn_runs_from_the_end_of_the_one_before_to_its_end_turn() {
        let place = Action::PlaceSettlement {
            at: Intersection::from_number(1).unwrap(),
        };
        let roll = Action::Roll { dice: Some([3, 4]) };
        let actions = [
            at(0, place),
            at(1, place),
            at(0, roll),
            at(0, Action::EndTurn),
            at(1, roll),
            at(1, Action::BuyDevCard),
            at(1, Action::EndTurn),
            at(0, roll),
            at(0, Action::EndTurn),
            at(1, roll),
        ];
        let times = [0, 100, 130, 141, 500, 3_000, 3_700, 3_720, 3_780, 9_999];
        let d = turn_durations(&actions, &times, 2);
        // Ada: 41 s (from the last set-up move), then 80 s; Bea: 1 h; her last turn is
        // not over.
        assert_eq!(d, vec![vec![41, 80], vec![3_559]]);
        assert_eq!(median_and_longest(&d[0]), Some((60, 80)));
        assert_eq!(median_and_longest(&d[1]), Some((3_559, 3_559)));
        assert_eq!(median_and_longest(&[5, 1, 9]), Some((5, 9)));
        assert_eq!(median_and_longest(&[]), None);
        let none: Vec<Vec<i64>> = vec![vec![]; 2];
        assert_eq!(turn_durations(&actions[..2], &times[..2], 2), none);
    }
}
