//! Trade (docs/RULES.md §"Trade"): domestic offers, counters and confirmation, and maritime trade
//! at 4:1, 3:1 and 2:1.

use super::*;

fn trade_game() -> Game {
    let mut g = game4();
    set_hand(&mut g, ADA, rc("2 brick, 1 ore"));
    set_hand(&mut g, BEA, rc("2 wool, 1 grain"));
    set_hand(&mut g, CY, rc("1 wool"));
    set_hand(&mut g, DEE, rc("3 lumber"));
    roll_quiet(&mut g, ADA);
    g
}

#[test]
fn a_domestic_offer_accepted_and_confirmed_swaps_the_cards() {
    let mut g = trade_game();
    ok(
        &mut g,
        ADA,
        Action::OfferTrade {
            give: rc("1 brick"),
            get: rc("1 wool"),
            to: None,
        },
    );
    ok(&mut g, BEA, Action::AcceptTrade);
    ok(&mut g, CY, Action::AcceptTrade);
    assert_eq!(
        refuse(&mut g, DEE, Action::AcceptTrade).code(),
        "not_enough_cards"
    );
    ok(&mut g, DEE, Action::DeclineTrade);
    assert_eq!(
        refuse(&mut g, ADA, Action::ConfirmTrade { with: DEE }).code(),
        "partner_not_ready"
    );
    assert_eq!(
        refuse(&mut g, BEA, Action::ConfirmTrade { with: CY }).code(),
        "not_the_offerer"
    );
    ok(&mut g, ADA, Action::ConfirmTrade { with: CY });
    assert_eq!(g.player(ADA).resources, rc("1 brick, 1 ore, 1 wool"));
    assert_eq!(g.player(CY).resources, rc("1 brick"));
    // Exactly one partner: the offer is closed now.
    assert_eq!(
        refuse(&mut g, ADA, Action::ConfirmTrade { with: BEA }).code(),
        "no_open_offer"
    );
}

#[test]
fn offers_need_two_real_sides() {
    let mut g = trade_game();
    let e = refuse(
        &mut g,
        ADA,
        Action::OfferTrade {
            give: ResourceCounts::ZERO,
            get: rc("1 wool"),
            to: None,
        },
    );
    assert_eq!(e.code(), "empty_trade_side");
    let e = refuse(
        &mut g,
        ADA,
        Action::OfferTrade {
            give: rc("1 brick, 1 wool"),
            get: rc("1 wool"),
            to: None,
        },
    );
    assert_eq!(e.code(), "same_resource_both_sides");
    let e = refuse(
        &mut g,
        ADA,
        Action::OfferTrade {
            give: rc("3 brick"),
            get: rc("1 wool"),
            to: None,
        },
    );
    assert_eq!(
        e,
        RuleError::NotEnoughCards {
            resource: Resource::Brick,
            has: 2,
        }
    );
    let e = refuse(
        &mut g,
        ADA,
        Action::OfferTrade {
            give: rc("1 brick"),
            get: rc("1 wool"),
            to: Some(SeatSet::default()),
        },
    );
    assert_eq!(e.code(), "nobody_addressed");
    let e = refuse(
        &mut g,
        ADA,
        Action::OfferTrade {
            give: rc("1 brick"),
            get: rc("1 wool"),
            to: Some([ADA].into_iter().collect()),
        },
    );
    assert_eq!(e.code(), "trade_with_self");
}

#[test]
fn only_the_active_player_trades_and_only_with_addressed_players() {
    let mut g = trade_game();
    let e = refuse(
        &mut g,
        BEA,
        Action::OfferTrade {
            give: rc("1 wool"),
            get: rc("1 brick"),
            to: None,
        },
    );
    assert_eq!(e.code(), "not_your_turn");
    ok(
        &mut g,
        ADA,
        Action::OfferTrade {
            give: rc("1 brick"),
            get: rc("1 wool"),
            to: Some([CY].into_iter().collect()),
        },
    );
    assert_eq!(
        refuse(&mut g, BEA, Action::AcceptTrade).code(),
        "not_addressed"
    );
    assert_eq!(
        refuse(&mut g, ADA, Action::AcceptTrade).code(),
        "trade_with_self"
    );
    ok(&mut g, CY, Action::AcceptTrade);
}

#[test]
fn a_counter_offer_is_confirmed_on_its_own_terms() {
    let mut g = trade_game();
    ok(
        &mut g,
        ADA,
        Action::OfferTrade {
            give: rc("1 brick"),
            get: rc("1 wool"),
            to: None,
        },
    );
    // Bea counters: she gives 2 wool for 1 brick and 1 ore.
    let e = refuse(
        &mut g,
        BEA,
        Action::CounterTrade {
            give: rc("3 wool"),
            get: rc("1 brick"),
        },
    );
    assert_eq!(e.code(), "not_enough_cards");
    ok(
        &mut g,
        BEA,
        Action::CounterTrade {
            give: rc("2 wool"),
            get: rc("1 brick, 1 ore"),
        },
    );
    ok(&mut g, ADA, Action::ConfirmTrade { with: BEA });
    assert_eq!(g.player(ADA).resources, rc("1 brick, 2 wool"));
    assert_eq!(g.player(BEA).resources, rc("1 brick, 1 grain, 1 ore"));
}

#[test]
fn both_sides_must_still_hold_the_cards_at_confirmation() {
    let mut g = trade_game();
    ok(
        &mut g,
        ADA,
        Action::OfferTrade {
            give: rc("1 ore"),
            get: rc("1 wool"),
            to: None,
        },
    );
    ok(&mut g, CY, Action::AcceptTrade);
    // Cy loses her wool (to a monopoly) before Ada confirms.
    give_card(&mut g, ADA, DevCard::Monopoly);
    ok(
        &mut g,
        ADA,
        Action::PlayMonopoly {
            resource: Resource::Wool,
        },
    );
    let e = refuse(&mut g, ADA, Action::ConfirmTrade { with: CY });
    assert_eq!(e, RuleError::PartnerLacks(CY));
    ok(
        &mut g,
        ADA,
        Action::OfferTrade {
            give: rc("2 brick"),
            get: rc("1 lumber"),
            to: None,
        },
    );
    ok(&mut g, DEE, Action::AcceptTrade);
    set_hand(&mut g, ADA, rc("1 brick"));
    assert_eq!(
        refuse(&mut g, ADA, Action::ConfirmTrade { with: DEE }).code(),
        "not_enough_cards"
    );
}

#[test]
fn an_offer_expires_at_the_end_of_the_turn_and_can_be_replaced_or_cancelled() {
    let mut g = trade_game();
    ok(
        &mut g,
        ADA,
        Action::OfferTrade {
            give: rc("1 brick"),
            get: rc("1 wool"),
            to: None,
        },
    );
    ok(
        &mut g,
        ADA,
        Action::OfferTrade {
            give: rc("1 ore"),
            get: rc("1 lumber"),
            to: None,
        },
    );
    assert_eq!(g.offer().unwrap().give, rc("1 ore"));
    ok(&mut g, ADA, Action::CancelTrade);
    assert_eq!(
        refuse(&mut g, BEA, Action::AcceptTrade).code(),
        "no_open_offer"
    );
    ok(
        &mut g,
        ADA,
        Action::OfferTrade {
            give: rc("1 brick"),
            get: rc("1 wool"),
            to: None,
        },
    );
    end(&mut g, ADA);
    assert!(g.offer().is_none());
    assert_eq!(
        refuse(&mut g, CY, Action::AcceptTrade).code(),
        "no_open_offer"
    );
}

#[test]
fn maritime_trade_is_4_to_1_without_a_harbor() {
    // Benny returns 4 ore and takes 1 lumber.
    let mut g = game4();
    set_hand(&mut g, ADA, rc("8 ore"));
    roll_quiet(&mut g, ADA);
    let e = refuse(
        &mut g,
        ADA,
        Action::BankTrade {
            give: rc("3 ore"),
            get: rc("1 lumber"),
        },
    );
    assert_eq!(
        e,
        RuleError::BadBankRate {
            resource: Resource::Ore,
            rate: 4,
        }
    );
    let e = refuse(
        &mut g,
        ADA,
        Action::BankTrade {
            give: rc("4 ore"),
            get: rc("2 lumber"),
        },
    );
    assert_eq!(e.code(), "bank_trade_units");
    let e = refuse(
        &mut g,
        ADA,
        Action::BankTrade {
            give: rc("4 ore"),
            get: rc("1 ore"),
        },
    );
    assert_eq!(e.code(), "same_resource_both_sides");
    ok(
        &mut g,
        ADA,
        Action::BankTrade {
            give: rc("4 ore"),
            get: rc("1 lumber"),
        },
    );
    assert_eq!(g.player(ADA).resources, rc("4 ore, 1 lumber"));
}

#[test]
fn generic_harbor_trades_3_to_1_almanac_olivia() {
    // Olivia has a settlement at a generic harbor and trades 3 lumber for 1 wool.
    let mut g = new_game(3);
    setup(
        &mut g,
        &[
            (1, "1-5"),
            (21, "21-27"),
            (40, "40-45"),
            (46, "46-50"),
            (32, "32-38"),
            (19, "19-24"),
        ],
    );
    set_hand(&mut g, ADA, rc("3 lumber, 3 grain"));
    roll_quiet(&mut g, ADA);
    ok(
        &mut g,
        ADA,
        Action::BankTrade {
            give: rc("3 lumber"),
            get: rc("1 wool"),
        },
    );
    // Several kinds at once: each at its rate.
    set_hand(&mut g, ADA, rc("3 lumber, 3 grain"));
    ok(
        &mut g,
        ADA,
        Action::BankTrade {
            give: rc("3 lumber, 3 grain"),
            get: rc("1 ore, 1 brick"),
        },
    );
    assert_eq!(g.player(ADA).resources, rc("1 ore, 1 brick"));
}

#[test]
fn special_harbor_trades_only_its_resource_2_to_1_almanac_nick() {
    // Nick has a settlement on the ore harbor (12-17) and no other harbor.
    let mut g = new_game(3);
    setup(
        &mut g,
        &[
            (17, "17-23"),
            (21, "21-27"),
            (40, "40-45"),
            (46, "46-50"),
            (32, "32-38"),
            (19, "19-24"),
        ],
    );
    set_hand(&mut g, ADA, rc("6 ore, 4 wool"));
    roll_quiet(&mut g, ADA);
    ok(
        &mut g,
        ADA,
        Action::BankTrade {
            give: rc("2 ore"),
            get: rc("1 grain"),
        },
    );
    // 4 ore for any 2 other cards.
    ok(
        &mut g,
        ADA,
        Action::BankTrade {
            give: rc("4 ore"),
            get: rc("1 brick, 1 lumber"),
        },
    );
    // 4 wool buys only 1 card: the ore harbor gives no better rate for wool (not even 3:1).
    let e = refuse(
        &mut g,
        ADA,
        Action::BankTrade {
            give: rc("4 wool"),
            get: rc("2 brick"),
        },
    );
    assert_eq!(
        e,
        RuleError::BankTradeUnits {
            give: rc("4 wool"),
            units: 1,
            asked: 2,
        }
    );
    assert_eq!(
        refuse(
            &mut g,
            ADA,
            Action::BankTrade {
                give: rc("3 wool"),
                get: rc("1 brick")
            }
        )
        .code(),
        "bad_bank_rate"
    );
    ok(
        &mut g,
        ADA,
        Action::BankTrade {
            give: rc("4 wool"),
            get: rc("1 brick"),
        },
    );
    assert_eq!(g.player(ADA).trade_rate(Resource::Ore), 2);
    assert_eq!(g.player(ADA).trade_rate(Resource::Wool), 4);
}

#[test]
fn the_bank_must_hold_the_card_asked_for() {
    let mut g = game4();
    set_hand(&mut g, ADA, rc("4 ore"));
    drain_bank(&mut g, DEE, Resource::Brick, 0);
    roll_quiet(&mut g, ADA);
    let e = refuse(
        &mut g,
        ADA,
        Action::BankTrade {
            give: rc("4 ore"),
            get: rc("1 brick"),
        },
    );
    assert_eq!(e, RuleError::BankLacks(Resource::Brick));
}
