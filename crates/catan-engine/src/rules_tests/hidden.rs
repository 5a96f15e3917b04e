//! Hidden information (docs/RULES.md §"Hidden information"): what the public view and the
//! events show.

use super::*;

#[test]
fn the_public_view_carries_no_hidden_information() {
    let mut a = game4();
    let mut b = a.clone();
    // Same public facts, different hidden facts: hand identities, dev card kinds, deck order.
    set_hand(&mut a, BEA, rc("2 ore, 1 wool"));
    set_hand(&mut b, BEA, rc("1 brick, 1 grain, 1 lumber"));
    give_card(&mut a, CY, DevCard::VictoryPoint);
    give_card(&mut b, CY, DevCard::Knight);
    b.deck[20..].reverse();
    // The bank differs by identity too; compare the public views with the bank set equal.
    let (mut va, vb) = (a.public_view(), b.public_view());
    assert_ne!(va.bank, vb.bank);
    va.bank = vb.bank;
    assert_eq!(va, vb);
    // A player's own view shows their hand, and nobody else's.
    let pa = a.player_view(ADA);
    assert_eq!(pa.resources, a.player(ADA).resources);
    let pb = b.player_view(ADA);
    assert_eq!(pa.resources, pb.resources);
    assert_eq!(a.player_view(BEA).resources, rc("2 ore, 1 wool"));
    assert_eq!(a.player_view(CY).dev_cards[DevCard::VictoryPoint], 1);
    assert_eq!(a.player_view(CY).vp, 3);
    assert_eq!(a.public_view().player(CY).public_vp, 2);
}

#[test]
fn stolen_cards_are_hidden_from_everyone_but_thief_and_victim() {
    let e = Event::Stole {
        thief: ADA,
        victim: BEA,
        card: Some(Resource::Ore),
    };
    assert_eq!(e.redact_for(Some(ADA)), e);
    assert_eq!(e.redact_for(Some(BEA)), e);
    assert_eq!(
        e.redact_for(Some(CY)),
        Event::Stole {
            thief: ADA,
            victim: BEA,
            card: None
        }
    );
    assert_eq!(
        e.redact_for(None),
        Event::Stole {
            thief: ADA,
            victim: BEA,
            card: None
        }
    );
}
