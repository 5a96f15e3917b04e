//! Production (docs/RULES.md §"Production"): payouts, the robber's hex and bank shortages.

use super::*;

#[test]
fn production_pays_one_per_settlement_two_per_city() {
    let mut g = game4();
    // 8: L (mountains) and M (forest). Bea has 21 and 32 on L; Ada 29 and Cy 40 are on M.
    set_hand(&mut g, BEA, rc("3 ore, 2 grain"));
    roll_quiet(&mut g, ADA);
    end(&mut g, ADA);
    roll_quiet(&mut g, BEA);
    ok(&mut g, BEA, Action::BuildCity { at: i(32) });
    end(&mut g, BEA);
    let before = g.player(BEA).resources;
    let ev = roll(&mut g, CY, 4, 4);
    assert_eq!(
        g.player(BEA).resources[Resource::Ore],
        before[Resource::Ore] + 3
    );
    assert!(ev.iter().any(|e| matches!(e, Event::Produced { .. })));
    assert_eq!(g.player(ADA).resources[Resource::Lumber], 2 + 1);
}

#[test]
fn the_robber_blocks_production_of_its_hex() {
    let mut g = game4();
    g.robber = Some(h("L"));
    let ore = g.player(BEA).resources[Resource::Ore];
    let ev = roll(&mut g, ADA, 4, 4);
    assert_eq!(g.player(BEA).resources[Resource::Ore], ore);
    assert!(ev.contains(&Event::RobberBlocked { hex: h("L") }));
    // M (forest 8) still pays.
    assert_eq!(g.player(ADA).resources[Resource::Lumber], 3);
}

#[test]
fn bank_shortage_with_two_claimants_pays_nobody_that_resource() {
    let mut g = game4();
    // Leave 1 lumber in the bank: Ada and Cy are each owed 1 lumber on an 8.
    drain_bank(&mut g, DEE, Resource::Lumber, 1);
    let (ada, cy, bea_ore) = (
        g.player(ADA).resources,
        g.player(CY).resources,
        g.player(BEA).resources[Resource::Ore],
    );
    let ev = roll(&mut g, ADA, 4, 4);
    assert!(ev.contains(&Event::Shortage {
        resource: Resource::Lumber
    }));
    assert_eq!(g.player(ADA).resources, ada);
    assert_eq!(g.player(CY).resources, cy);
    assert_eq!(g.bank()[Resource::Lumber], 1);
    // Other resources are unaffected: Bea still gets her 2 ore.
    assert_eq!(g.player(BEA).resources[Resource::Ore], bea_ore + 2);
}

#[test]
fn bank_shortage_with_one_claimant_pays_what_is_left() {
    let mut g = game4();
    // Bea is owed 2 ore on an 8; leave 1 in the bank.
    drain_bank(&mut g, DEE, Resource::Ore, 1);
    let ore = g.player(BEA).resources[Resource::Ore];
    roll(&mut g, ADA, 4, 4);
    assert_eq!(g.player(BEA).resources[Resource::Ore], ore + 1);
    assert_eq!(g.bank()[Resource::Ore], 0);
}
