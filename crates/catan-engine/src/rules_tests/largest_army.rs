//! Largest Army (docs/RULES.md §"Largest Army").

use super::*;

#[test]
fn largest_army_goes_to_the_first_with_three_knights_then_only_to_more() {
    let mut g = game4();
    for _ in 0..4 {
        give_card(&mut g, ADA, DevCard::Knight);
        give_card(&mut g, BEA, DevCard::Knight);
    }
    let mut rng = crate::rng::GameRng::new(5);
    let mut knight = |g: &mut Game, s: Seat| {
        pass_to(g, s);
        ok(g, s, Action::PlayKnight);
        let a = g.complete(g.legal_actions(s)[0], &mut rng);
        ok(g, s, a);
        end(g, s);
    };
    knight(&mut g, ADA);
    knight(&mut g, BEA);
    knight(&mut g, ADA);
    knight(&mut g, BEA);
    assert_eq!(g.largest_army(), None);
    knight(&mut g, ADA);
    assert_eq!(g.largest_army(), Some(ADA));
    assert_eq!(g.public_vp(ADA), 4);
    knight(&mut g, BEA);
    assert_eq!(
        g.largest_army(),
        Some(ADA),
        "3 knights tie, the holder keeps it"
    );
    knight(&mut g, BEA);
    assert_eq!(g.largest_army(), Some(BEA));
    assert_eq!(g.public_vp(ADA), 2);
}
