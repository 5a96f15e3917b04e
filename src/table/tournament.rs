//! A tournament's rules above its games (README, "Tournaments"), without Discord or SQL:
//! how many tables of which size a round has, who sits where (Swiss pairing: players of
//! like standing together, players who met before apart as far as the count allows), the
//! tournament points a place earns, and the standings.
//!
//! - **Tables**: of four, and of three where the count needs it (6 = 3 + 3, 7 = 4 + 3, 9 =
//!   3 + 3 + 3, …); three or four players play one table, and five, which no mix of threes
//!   and fours makes, one table of five.
//! - **Pairing**: round 1 seats the players in an order drawn from the tournament's seed;
//!   later rounds order them by standings. Each table is filled from the top of that order:
//!   its first player is the best placed one left, and each next seat goes to the player
//!   left who has met the table's players least (each earlier meeting of a pair weighing its
//!   count squared, so a third meeting weighs more than two second ones), the better placed
//!   on a tie; then, while swapping two players of different tables lowers that weight, the
//!   best such swap is made.
//! - **Points**: by place at the table, 4 for the winner, 2 for the second, 1 for the third
//!   of four or five, nothing for the last; equal points at a table share the better place
//!   (as the ratings place them). **Standings**: by tournament points, then victory points
//!   over all games, then games won, then sign-up order.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use std::collections::HashMap;

/// The tournament points of `place` (1-based) at a table of `size`.
pub fn points_for(place: u8, size: usize) -> u32 {
    match (place, size) {
        (1, _) => 4,
        (p, s) if usize::from(p) >= s => 0,
        (2, _) => 2,
        _ => 1,
    }
}

/// The table sizes of a round of `n` players: fours, and threes where the count needs it
/// (largest first); one table of `n` for 3 to 5 players; none below 3.
pub fn table_sizes(n: usize) -> Vec<usize> {
    match n {
        0..=2 => vec![],
        3..=5 => vec![n],
        _ => {
            let tables = n.div_ceil(4);
            let threes = 4 * tables - n;
            let mut sizes = vec![4; tables - threes];
            sizes.extend(std::iter::repeat_n(3, threes));
            sizes
        }
    }
}

/// How often each pair of players met in earlier rounds.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Meetings(HashMap<(u64, u64), u32>);

impl Meetings {
    fn key(a: u64, b: u64) -> (u64, u64) {
        (a.min(b), a.max(b))
    }

    /// Counts every pair at `table` as having met once more.
    pub fn add_table(&mut self, table: &[u64]) {
        for (i, &a) in table.iter().enumerate() {
            for &b in &table[i + 1..] {
                *self.0.entry(Self::key(a, b)).or_default() += 1;
            }
        }
    }

    pub fn between(&self, a: u64, b: u64) -> u32 {
        self.0.get(&Self::key(a, b)).copied().unwrap_or(0)
    }

    /// Pairs at `tables` who had met before (each pair once per extra meeting).
    pub fn repeats(&self, tables: &[Vec<u64>]) -> u32 {
        self.weigh(tables, |k| k)
    }

    /// What `pair` keeps low: each pair at `tables` that met k times before weighs k², so a
    /// third meeting weighs more than two second ones.
    fn cost(&self, tables: &[Vec<u64>]) -> u32 {
        self.weigh(tables, |k| k * k)
    }

    fn weigh(&self, tables: &[Vec<u64>], weight: impl Fn(u32) -> u32) -> u32 {
        tables
            .iter()
            .map(|t| {
                let mut n = 0;
                for (i, &a) in t.iter().enumerate() {
                    for &b in &t[i + 1..] {
                        n += weight(self.between(a, b));
                    }
                }
                n
            })
            .sum()
    }
}

/// Round 1's order: the players (in sign-up order) shuffled by `seed`.
pub fn first_round_order(players: &[u64], seed: u64) -> Vec<u64> {
    let mut order = players.to_vec();
    order.shuffle(&mut rand::rngs::StdRng::seed_from_u64(seed));
    order
}

/// A seat of a round's pairing: its table, and its place at the table.
type Seat = (usize, usize);

/// The tables of a round: `order` is the players best placed first (or round 1's drawn
/// order); see the module's "Pairing".
pub fn pair(order: &[u64], met: &Meetings) -> Vec<Vec<u64>> {
    let mut left: Vec<u64> = order.to_vec();
    let mut tables = Vec::new();
    for size in table_sizes(order.len()) {
        let mut table = vec![left.remove(0)];
        while table.len() < size {
            let (best, _) = left
                .iter()
                .enumerate()
                .min_by_key(|&(i, &p)| {
                    let k: u32 = table.iter().map(|&q| met.between(p, q).pow(2)).sum();
                    (k, i)
                })
                .expect("enough players for the table's seats");
            table.push(left.remove(best));
        }
        tables.push(table);
    }
    // Then, while swapping two players of different tables means fewer repeat meetings,
    // the best such swap (the first found on a tie, so the pairing stays as the standings
    // put it where it can).
    loop {
        let now = met.cost(&tables);
        // (the weight after, and the two seats: table and place at it)
        let mut best: Option<(u32, Seat, Seat)> = None;
        for a in 0..tables.len() {
            for b in a + 1..tables.len() {
                for i in 0..tables[a].len() {
                    for j in 0..tables[b].len() {
                        let mut t = tables.clone();
                        let (x, y) = (t[a][i], t[b][j]);
                        t[a][i] = y;
                        t[b][j] = x;
                        let after = met.cost(&t);
                        if after < now && best.is_none_or(|(c, ..)| after < c) {
                            best = Some((after, (a, i), (b, j)));
                        }
                    }
                }
            }
        }
        let Some((_, (a, i), (b, j))) = best else {
            break;
        };
        let (x, y) = (tables[a][i], tables[b][j]);
        tables[a][i] = y;
        tables[b][j] = x;
    }
    tables
}

/// One player's result at one table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct TableResult {
    pub player: u64,
    pub place: u8,
    pub table_size: usize,
    /// Victory points at the end (or when the table was ended).
    pub points: u8,
    pub won: bool,
}

/// A player's line of the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    pub player: u64,
    pub points: u32,
    pub victory_points: u32,
    pub wins: u32,
    pub games: u32,
    /// Left, or removed by the organiser: no later round seats them.
    pub dropped: bool,
}

/// The standings of `players` (in sign-up order, each with whether they dropped) from
/// `results`: by tournament points, victory points, wins, then sign-up order.
pub fn standings(players: &[(u64, bool)], results: &[TableResult]) -> Vec<Standing> {
    let mut out: Vec<Standing> = players
        .iter()
        .map(|&(player, dropped)| Standing {
            player,
            points: 0,
            victory_points: 0,
            wins: 0,
            games: 0,
            dropped,
        })
        .collect();
    for r in results {
        if let Some(s) = out.iter_mut().find(|s| s.player == r.player) {
            s.points += points_for(r.place, r.table_size);
            s.victory_points += u32::from(r.points);
            s.wins += u32::from(r.won);
            s.games += 1;
        }
    }
    // A stable sort keeps sign-up order on a full tie.
    out.sort_by(|a, b| {
        (b.points, b.victory_points, b.wins).cmp(&(a.points, a.victory_points, a.wins))
    });
    out
}

/// The next round's order: the players still in, best placed first.
pub fn order_of(standings: &[Standing]) -> Vec<u64> {
    standings
        .iter()
        .filter(|s| !s.dropped)
        .map(|s| s.player)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounds_have_tables_of_four_and_three_where_the_count_needs_it() {
        let sizes = |n| table_sizes(n);
        assert_eq!(sizes(2), Vec::<usize>::new());
        assert_eq!(sizes(3), [3]);
        assert_eq!(sizes(4), [4]);
        assert_eq!(sizes(5), [5]);
        assert_eq!(sizes(6), [3, 3]);
        assert_eq!(sizes(7), [4, 3]);
        assert_eq!(sizes(9), [3, 3, 3]);
        assert_eq!(sizes(11), [4, 4, 3]);
        assert_eq!(sizes(12), [4, 4, 4]);
        for n in 6..=40 {
            let s = sizes(n);
            assert_eq!(s.iter().sum::<usize>(), n);
            assert!(s.iter().all(|&k| k == 3 || k == 4), "{n}: {s:?}");
            assert_eq!(s.len(), n.div_ceil(4), "{n}: as few tables as fit");
        }
    }

    #[test]
    fn points_by_place_and_table_size() {
        assert_eq!([1, 2, 3, 4].map(|p| points_for(p, 4)), [4, 2, 1, 0]);
        assert_eq!([1, 2, 3].map(|p| points_for(p, 3)), [4, 2, 0]);
        assert_eq!([1, 2, 3, 4, 5].map(|p| points_for(p, 5)), [4, 2, 1, 1, 0]);
        // Two second places at a table of four: both earn the second's points.
        assert_eq!(points_for(2, 4), 2);
    }

    #[test]
    fn swiss_pairing_keeps_players_apart_who_met_as_far_as_the_count_allows() {
        let players: Vec<u64> = (1..=12).collect();
        let order = first_round_order(&players, 7);
        assert_ne!(order, players);
        let mut met = Meetings::default();
        let round1 = pair(&order, &met);
        assert_eq!(round1.iter().map(Vec::len).collect::<Vec<_>>(), [4, 4, 4]);
        for t in &round1 {
            met.add_table(t);
        }
        // Round 2 in standings order (here round 1's order again, the hardest case): three
        // tables of four from three tables of four put two of one earlier table together
        // at each (pigeonhole), so three repeat pairs is the fewest there are; no more.
        let round2 = pair(&order, &met);
        assert_eq!(met.repeats(&round2), 3, "{round1:?} then {round2:?}");
        for t in &round2 {
            met.add_table(t);
        }
        let round3 = pair(&order, &met);
        let repeats = met.repeats(&round3);
        for t in &round3 {
            met.add_table(t);
        }
        // Nobody meets anyone a third time.
        for a in 1..=12 {
            for b in a + 1..=12 {
                assert!(met.between(a, b) <= 2, "{a} and {b}: {round3:?}");
            }
        }
        assert!(repeats <= 6, "{repeats}: {round3:?}");
        // Every player sits once a round.
        for r in [&round1, &round2, &round3] {
            let mut all: Vec<u64> = r.iter().flatten().copied().collect();
            all.sort();
            assert_eq!(all, players);
        }
    }

    #[test]
    fn standings_order_by_points_then_victory_points_then_wins_then_signup() {
        let r = |player, place, size, points, won| TableResult {
            player,
            place,
            table_size: size,
            points,
            won,
        };
        let players = [(1, false), (2, false), (3, true), (4, false)];
        let results = [
            r(1, 1, 4, 10, true),
            r(2, 2, 4, 8, false),
            r(3, 3, 4, 6, false),
            r(4, 4, 4, 4, false),
            r(2, 1, 3, 10, true),
            r(4, 2, 3, 9, false),
            r(1, 3, 3, 5, false),
        ];
        let s = standings(&players, &results);
        let got: Vec<(u64, u32, u32)> = s
            .iter()
            .map(|s| (s.player, s.points, s.victory_points))
            .collect();
        // 2: 2 + 4 = 6; 1: 4 + 0 = 4; 4: 0 + 2 = 2; 3: 1.
        assert_eq!(got, [(2, 6, 18), (1, 4, 15), (4, 2, 13), (3, 1, 6)]);
        assert_eq!(order_of(&s), [2, 1, 4], "the dropped player sits no more");
        // Equal on everything: sign-up order.
        let tie = standings(
            &[(5, false), (6, false)],
            &[r(6, 1, 3, 5, true), r(5, 1, 3, 5, true)],
        );
        assert_eq!(tie.iter().map(|s| s.player).collect::<Vec<_>>(), [5, 6]);
    }
}
