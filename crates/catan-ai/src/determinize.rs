//! Determinization: a complete `Game` rebuilt from one seat's `PlayerView`, with every
//! hidden fact (opponents' resource identities and development cards, the deck order)
//! sampled uniformly from what is consistent with the view. Always: the sample's public
//! view equals the input's public view, the seat's own hand is exact, and nothing hidden
//! from the seat is read — the view is the only input.

use catan_engine::GameRng;
use catan_engine::PlayerView;
use catan_engine::{bank_per_resource, Game, Phase};
use catan_engine::{DevCard, DevCounts};
use catan_engine::{Hidden, RestoreError};
use catan_engine::{Resource, ResourceCounts};
use thiserror::Error;

/// Why a view cannot be turned into a game (a view no real game produces).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DeterminizeError {
    #[error("The view cannot be rebuilt into a game: {0}")]
    Restore(#[from] RestoreError),
    #[error("The view's card counts do not add up to a real game.")]
    Inconsistent,
}

/// Shuffles `v` in place (Fisher–Yates).
fn shuffle<T>(v: &mut [T], rng: &mut GameRng) {
    for i in (1..v.len()).rev() {
        let j = rng.below(i as u32 + 1) as usize;
        v.swap(i, j);
    }
}

/// Deals `pool` (shuffled) into hands of the given sizes; returns the hands and what is left.
fn deal<T: Copy>(
    pool: &mut [T],
    sizes: impl Iterator<Item = usize>,
    rng: &mut GameRng,
) -> (Vec<Vec<T>>, Vec<T>) {
    shuffle(pool, rng);
    let mut k = 0;
    let hands = sizes
        .map(|n| {
            let hand = pool[k..k + n].to_vec();
            k += n;
            hand
        })
        .collect();
    (hands, pool[k..].to_vec())
}

/// Rebuilds a game consistent with `view`, sampling what the seat cannot see: opponents'
/// resource cards are dealt from the unknown pool (19 of each resource, 24 with 5–6 players,
/// minus the bank and the seat's own hand) to match their card counts; their development
/// cards and the deck from the unknown deck (the standard 25 or 34 minus the seat's own cards
/// and every card played).
/// The engine's `Game::from_public` builds and checks the game.
pub fn determinize(view: &PlayerView, rng: &mut GameRng) -> Result<Game, DeterminizeError> {
    let p = &view.public;
    let me = view.seat;
    let opponents: Vec<usize> = (0..p.players.len()).filter(|&k| k != me.index()).collect();

    let island = p.board.island();
    let mut pool: Vec<Resource> = Vec::with_capacity(5 * bank_per_resource(island) as usize);
    for r in Resource::ALL {
        let known = p.bank[r] as u32 + view.resources[r] as u32;
        let unknown = (bank_per_resource(island) as u32)
            .checked_sub(known)
            .ok_or(DeterminizeError::Inconsistent)?;
        pool.extend(std::iter::repeat_n(r, unknown as usize));
    }
    // An open offer shows cards: its author holds what it offers, and an opponent who
    // accepted or countered holds what it would give. Those are dealt first, the rest at
    // random.
    let mut shown = vec![ResourceCounts::ZERO; p.players.len()];
    if let Some(offer) = &p.offer {
        if p.current != me {
            shown[p.current.index()] = offer.give;
        }
        for &k in &opponents {
            if let Some((_, they_give)) = offer.terms_with(p.players[k].seat) {
                shown[k] = they_give;
            }
        }
    }
    for &k in &opponents {
        if shown[k].total() > p.players[k].resource_cards {
            return Err(DeterminizeError::Inconsistent);
        }
        for (r, n) in shown[k].nonzero() {
            for _ in 0..n {
                let at = pool
                    .iter()
                    .position(|&x| x == r)
                    .ok_or(DeterminizeError::Inconsistent)?;
                pool.swap_remove(at);
            }
        }
    }
    let wanted: usize = opponents
        .iter()
        .map(|&k| (p.players[k].resource_cards - shown[k].total()) as usize)
        .sum();
    if wanted != pool.len() {
        return Err(DeterminizeError::Inconsistent);
    }
    let (res_hands, _) = deal(
        &mut pool,
        opponents
            .iter()
            .map(|&k| (p.players[k].resource_cards - shown[k].total()) as usize),
        rng,
    );

    let mut unknown = DevCard::standard_counts(island);
    for pl in &p.players {
        for c in DevCard::ALL {
            let mine = if pl.seat == me { view.dev_cards[c] } else { 0 };
            unknown[c] = unknown[c]
                .checked_sub(mine + pl.played[c])
                .ok_or(DeterminizeError::Inconsistent)?;
        }
    }
    let mut cards: Vec<DevCard> = Vec::with_capacity(unknown.total() as usize);
    for c in DevCard::ALL {
        cards.extend(std::iter::repeat_n(c, unknown[c] as usize));
    }
    let held: usize = opponents
        .iter()
        .map(|&k| p.players[k].dev_cards as usize)
        .sum();
    if cards.len() != held + p.dev_deck_left as usize {
        return Err(DeterminizeError::Inconsistent);
    }
    let (dev_hands, deck) = deal(
        &mut cards,
        opponents.iter().map(|&k| p.players[k].dev_cards as usize),
        rng,
    );

    let mut resources = vec![ResourceCounts::ZERO; p.players.len()];
    let mut dev_cards = vec![DevCounts::default(); p.players.len()];
    resources[me.index()] = view.resources;
    dev_cards[me.index()] = view.dev_cards;
    for (j, &k) in opponents.iter().enumerate() {
        resources[k] = shown[k];
        for &r in &res_hands[j] {
            resources[k][r] += 1;
        }
        for &c in &dev_hands[j] {
            dev_cards[k][c] += 1;
        }
    }
    // Cards bought this turn are the ones not playable now (known only for my own turn;
    // an opponent mid-turn is assumed to hold no new cards).
    let mut bought_this_turn = DevCounts::default();
    let can_play = me == p.current
        && !p.dev_card_played_this_turn
        && matches!(p.phase, Phase::Roll | Phase::Main);
    if can_play {
        for c in DevCard::ALL {
            if c != DevCard::VictoryPoint {
                bought_this_turn[c] = view.dev_cards[c].saturating_sub(view.playable_now[c]);
            }
        }
    }
    Ok(Game::from_public(
        p,
        Hidden {
            resources,
            dev_cards,
            bought_this_turn,
            deck,
        },
    )?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use catan_engine::random_playout;
    use catan_engine::BoardSpec;
    use catan_engine::{GameSetup, Options};

    /// Real games stopped at many points: (game, seat to check).
    fn sample_states(count: usize, seed: u64) -> Vec<Game> {
        let mut rng = GameRng::new(seed);
        let mut out = Vec::new();
        for k in 0..count {
            let board = BoardSpec::Random(k as u64).build();
            let setup = GameSetup::random(Options::default(), board, &mut rng);
            let mut g = Game::new(setup).unwrap();
            let stop = 1 + rng.below(60);
            random_playout(&mut g, &mut rng, stop, |_, _, _| {});
            out.push(g);
        }
        out
    }

    #[test]
    fn public_part_and_own_hand_are_exact() {
        let mut rng = GameRng::new(5);
        for g in sample_states(60, 1) {
            for s in g.seats() {
                let view = g.player_view(s);
                let d = determinize(&view, &mut rng).unwrap();
                let back = d.player_view(s);
                assert_eq!(back, view, "phase {:?}", g.phase());
                assert_eq!(d.public_view(), g.public_view());
                if g.phase() != Phase::GameOver {
                    // The sampled game plays on under the engine's own rules.
                    let seat = d.seat_to_move();
                    assert!(!d.legal_actions(seat).is_empty());
                }
            }
        }
    }

    #[test]
    fn opponents_hands_are_sampled_not_copied() {
        let mut rng = GameRng::new(9);
        let mut differed = 0;
        let mut checked = 0;
        for g in sample_states(40, 2) {
            let me = g.current();
            let view = g.player_view(me);
            for o in g.seats().filter(|&o| o != me) {
                let real = g.player(o).resources;
                if real.total() < 3 {
                    continue;
                }
                checked += 1;
                let mut seen_other = false;
                for _ in 0..30 {
                    let d = determinize(&view, &mut rng).unwrap();
                    let got = d.player(o).resources;
                    assert_eq!(got.total(), real.total());
                    if got != real {
                        seen_other = true;
                    }
                }
                if seen_other {
                    differed += 1;
                }
            }
        }
        assert!(checked > 10, "too few opponents with cards ({checked})");
        // A hand that is the only possibility (e.g. all of one resource out) may repeat.
        assert!(differed * 10 >= checked * 8, "{differed}/{checked}");
    }

    #[test]
    fn resource_and_card_totals_are_conserved() {
        let mut rng = GameRng::new(11);
        for g in sample_states(40, 3) {
            let view = g.player_view(g.current());
            let d = determinize(&view, &mut rng).unwrap();
            for r in Resource::ALL {
                let held: u32 = d.seats().map(|s| d.player(s).resources[r] as u32).sum();
                assert_eq!(held + d.bank()[r] as u32, 19);
            }
            let mut total = DevCounts::default();
            for s in d.seats() {
                for c in DevCard::ALL {
                    total[c] += d.player(s).dev_cards[c] + d.player(s).played[c];
                }
            }
            for c in d.undrawn_deck() {
                total[*c] += 1;
            }
            assert_eq!(total.0, [14, 5, 2, 2, 2]);
        }
    }

    /// 5–6 player games stopped at many points, Special Build Phases among them.
    fn large_states(count: usize, seed: u64) -> Vec<Game> {
        use catan_engine::Action;
        use catan_engine::Island;
        use catan_engine::Seat;
        let mut rng = GameRng::new(seed);
        (0..count)
            .map(|k| {
                let players = 5 + (k % 2) as u8;
                let options = Options {
                    players,
                    ..Options::default()
                };
                let board = BoardSpec::Random(k as u64)
                    .build_for(Island::for_players(players))
                    .unwrap();
                let mut g = Game::new(GameSetup::random(options, board, &mut rng)).unwrap();
                let stop = 1 + rng.below(60);
                random_playout(&mut g, &mut rng, stop, |_, _, _| {});
                // Random play stops between turns: on into the turn, with requests for
                // Special Builds, and often stopping in one.
                for _ in 0..rng.below(40) {
                    if g.phase() == Phase::GameOver
                        || (g.phase() == Phase::SpecialBuild && rng.below(6) == 0)
                    {
                        break;
                    }
                    let other = Seat(rng.below(players as u32) as u8);
                    if rng.below(3) == 0
                        && g.legal_actions(other).contains(&Action::AskSpecialBuild)
                    {
                        g.apply(other, Action::AskSpecialBuild).unwrap();
                    }
                    let seat = g.seat_to_move();
                    let legal = g.legal_actions(seat);
                    let a = g.complete(legal[rng.below(legal.len() as u32) as usize], &mut rng);
                    g.apply(seat, a).unwrap();
                }
                g
            })
            .collect()
    }

    #[test]
    fn five_and_six_player_samples_are_exact_and_conserve_24_and_34() {
        let mut rng = GameRng::new(15);
        let mut special_builds = 0;
        for g in large_states(80, 6) {
            special_builds += (g.phase() == Phase::SpecialBuild) as u32;
            for s in g.seats() {
                let view = g.player_view(s);
                let d = determinize(&view, &mut rng).unwrap();
                assert_eq!(d.player_view(s), view, "phase {:?}", g.phase());
                assert_eq!(d.public_view(), g.public_view());
                assert_eq!(d.special_build(), g.special_build());
                assert_eq!(d.special_build_requests(), g.special_build_requests());
                for r in Resource::ALL {
                    let held: u32 = d.seats().map(|s| d.player(s).resources[r] as u32).sum();
                    assert_eq!(held + d.bank()[r] as u32, 24);
                }
                let mut total = DevCounts::default();
                for o in d.seats() {
                    for c in DevCard::ALL {
                        total[c] += d.player(o).dev_cards[c] + d.player(o).played[c];
                    }
                }
                for c in d.undrawn_deck() {
                    total[*c] += 1;
                }
                assert_eq!(total.0, [20, 5, 3, 3, 3]);
                if g.phase() != Phase::GameOver {
                    // The sample plays on: the seat to move has the same choices.
                    let m = g.seat_to_move();
                    if m == s {
                        assert_eq!(d.legal_actions(m), g.legal_actions(m));
                    }
                }
            }
        }
        assert!(
            special_builds >= 10,
            "{special_builds} states in a Special Build Phase"
        );
    }

    #[test]
    fn cards_shown_by_an_open_offer_are_in_every_sample() {
        use catan_engine::Action;
        use catan_engine::SeatSet;
        let mut rng = GameRng::new(13);
        let mut tried = 0;
        for mut g in sample_states(80, 4) {
            if g.phase() != Phase::Roll {
                continue;
            }
            let c = g.current();
            g.apply(c, Action::Roll { dice: Some([2, 3]) }).unwrap();
            // The offerer gives one card of its own for one card of a partner's, of another kind.
            let Some(o) = g
                .seats()
                .find(|&o| o != c && g.player(o).resources.total() >= 2)
            else {
                continue;
            };
            let (theirs, mine) = (g.player(o).resources, g.player(c).resources);
            let Some((give, get)) = Resource::ALL.into_iter().find_map(|r| {
                let s = Resource::ALL
                    .into_iter()
                    .find(|&s| s != r && theirs[s] > 0 && mine[s] == 0)?;
                (mine[r] > 0).then_some((r, s))
            }) else {
                continue;
            };
            let to: SeatSet = [o].into_iter().collect();
            g.apply(
                c,
                Action::OfferTrade {
                    give: ResourceCounts::one(give, 1),
                    get: ResourceCounts::one(get, 1),
                    to: Some(to),
                },
            )
            .unwrap();
            g.apply(o, Action::AcceptTrade).unwrap();
            tried += 1;
            for _ in 0..20 {
                // The offerer may always confirm: the partner holds the card in every sample.
                let d = determinize(&g.player_view(c), &mut rng).unwrap();
                assert!(d.player(o).resources[get] >= 1);
                assert!(d
                    .legal_actions(c)
                    .contains(&Action::ConfirmTrade { with: o }));
                // A third seat sees both sides hold their cards.
                let third = g.seats().find(|&t| t != c && t != o).unwrap();
                let d = determinize(&g.player_view(third), &mut rng).unwrap();
                assert!(d.player(o).resources[get] >= 1);
                assert!(d.player(c).resources[give] >= 1);
            }
        }
        assert!(tried >= 5, "only {tried} offers tried");
    }
}
