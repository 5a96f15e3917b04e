//! What the win-chance model looks at: one row of numbers per seat, read off a game as one
//! seat (the viewer) may know it. Another seat's hidden cards are never read: only their
//! counts, what they have played, and what lies on the board. The viewer's own hand is read
//! in full. Every feature is scaled to about 0..1, so one set of weights serves 3–6 players
//! and 10–15 points to win.
//!
//! Per seat: victory points (the viewer's own count includes its hidden point cards;
//! others' only what is public) and the distance to the win; expected production by
//! resource in pips (robbed hex excluded), in total and by how many kinds; pips the robber
//! blocks; pieces on the board and in supply; road length, the longest road and largest
//! army and the margin to the best rival road; knights; hand size (and, for the viewer, its
//! composition); development cards held; harbors; how many free, road-connected settlement
//! spots the seat has and the best of them; whether it is the seat to play and how many
//! seats play before it; its lead in points and production over the others. Then, the same
//! for every seat: the turn, the table's size, points to win, the development deck left and
//! whether the game is still in set-up.

use catan_engine::{intersections_in, Game, Phase, Resource, Seat, MAX_PLAYERS};

/// Numbers per seat.
pub const FEATURES: usize = 45;

/// The model's input: one row per seat at the table (`n` rows used).
#[derive(Clone, Debug, PartialEq)]
pub struct Features {
    pub n: usize,
    pub rows: [[f32; FEATURES]; MAX_PLAYERS],
}

/// Production of `seat` in pips: per resource, and pips the robber takes.
fn production(game: &Game, seat: Seat) -> ([f32; 5], f32) {
    let p = game.player(seat);
    let topo = game.topology();
    let mut prod = [0f32; 5];
    let mut blocked = 0.0;
    for c in intersections_in(p.settlements | p.cities) {
        let k = if p.cities & c.bit() != 0 { 2.0 } else { 1.0 };
        for h in topo.hexes_at(c) {
            let t = game.board().tile(h);
            if let Some(r) = t.terrain.resource() {
                if Some(h) == game.robber() {
                    blocked += k * t.pips() as f32;
                } else {
                    prod[r.index()] += k * t.pips() as f32;
                }
            }
        }
    }
    (prod, blocked)
}

/// How many free settlement spots `seat`'s roads reach, and the pips of the best.
fn spots(game: &Game, seat: Seat) -> (u32, u32) {
    let topo = game.topology();
    let mask = if game.phase() == Phase::Setup {
        game.setup_spots()
    } else {
        game.settlement_spots(seat)
    };
    let mut best = 0;
    for i in intersections_in(mask) {
        let pips: u32 = topo
            .hexes_at(i)
            .map(|h| game.board().tile(h).pips() as u32)
            .sum();
        best = best.max(pips);
    }
    (mask.count_ones(), best)
}

impl Features {
    /// The rows of every seat, as `viewer` may know the table. Only the viewer's own hidden
    /// cards are read, so a determinized sample of the viewer's view gives the same rows as
    /// the real game.
    pub fn of(game: &Game, viewer: Seat) -> Features {
        let n = game.players_count();
        let ptw = game.options().points_to_win.max(1) as f32;
        let limit = game.options().discard_limit as u32;
        let mut rows = [[0f32; FEATURES]; MAX_PLAYERS];
        let mut vp = [0f32; MAX_PLAYERS];
        let mut pips = [0f32; MAX_PLAYERS];
        let mut road = [0u8; MAX_PLAYERS];
        for s in game.seats() {
            vp[s.index()] = if s == viewer {
                game.total_vp(s)
            } else {
                game.public_vp(s)
            } as f32;
            road[s.index()] = game.player(s).road_length;
        }
        let current = game.current();
        let setup = game.phase() == Phase::Setup;
        for s in game.seats() {
            let i = s.index();
            let p = game.player(s);
            let (prod, blocked) = production(game, s);
            let total: f32 = prod.iter().sum();
            pips[i] = total;
            let (spot_count, best_spot) = spots(game, s);
            let hand = p.resources.total();
            let best_rival_vp = game
                .seats()
                .filter(|&o| o != s)
                .map(|o| vp[o.index()])
                .fold(0.0, f32::max);
            let best_rival_road = game
                .seats()
                .filter(|&o| o != s)
                .map(|o| road[o.index()])
                .max()
                .unwrap_or(0);
            let r = &mut rows[i];
            r[0] = vp[i] / ptw;
            r[1] = ((ptw - vp[i]).max(0.0)) / ptw;
            for k in 0..5 {
                r[2 + k] = prod[k] / 10.0;
            }
            r[7] = total / 30.0;
            r[8] = prod.iter().filter(|&&x| x > 0.0).count() as f32 / 5.0;
            r[9] = blocked / 10.0;
            r[10] = p.settlements.count_ones() as f32 / 5.0;
            r[11] = p.cities.count_ones() as f32 / 4.0;
            r[12] = p.roads.count_ones() as f32 / 15.0;
            r[13] = p.road_length as f32 / 10.0;
            r[14] = (game.longest_road() == Some(s)) as u8 as f32;
            r[15] = (game.largest_army() == Some(s)) as u8 as f32;
            r[16] = p.knights_played as f32 / 5.0;
            r[17] = hand as f32 / 10.0;
            r[18] = (hand > limit) as u8 as f32;
            if s == viewer {
                for res in Resource::ALL {
                    r[19 + res.index()] = p.resources[res] as f32 / 5.0;
                }
                r[24] = 1.0;
            }
            r[25] = p.dev_cards.total() as f32 / 5.0;
            r[26] = (p.harbors & catan_engine::HarborKind::Generic.bit() != 0) as u8 as f32;
            for res in Resource::ALL {
                let kind = catan_engine::HarborKind::Special(res);
                r[27 + res.index()] = (p.harbors & kind.bit() != 0) as u8 as f32;
            }
            r[32] = (spot_count as f32 / 5.0).min(2.0);
            r[33] = best_spot as f32 / 13.0;
            r[34] = (s == current) as u8 as f32;
            r[35] = ((s.index() + n - current.index()) % n) as f32 / n as f32;
            r[36] = (vp[i] - best_rival_vp) / ptw;
            r[37] = p.settlements_left() as f32 / 5.0;
            r[38] = p.cities_left() as f32 / 4.0;
            r[39] = (p.road_length as f32 - best_rival_road as f32) / 5.0;
            // The table, the same in every row.
            r[40] = (game.turn() as f32 / 100.0).min(2.0);
            r[41] = n as f32 / 6.0;
            r[42] = game.dev_deck_left() as f32 / 25.0;
            r[43] = setup as u8 as f32;
        }
        // Production against the table's mean, once every seat's is known.
        let mean = pips[..n].iter().sum::<f32>() / n as f32;
        for (row, p) in rows.iter_mut().zip(pips).take(n) {
            row[44] = (p - mean) / 30.0;
        }
        Features { n, rows }
    }
}
