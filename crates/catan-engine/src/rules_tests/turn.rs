//! A turn (docs/RULES.md §"A turn"): what comes before the roll, whose turn it is, the dice.

use super::*;

#[test]
fn no_trading_or_building_before_the_roll() {
    let mut g = game4();
    set_hand(&mut g, ADA, rc("4 ore, 2 lumber, 2 brick, 1 wool, 1 grain"));
    assert_eq!(
        refuse(&mut g, ADA, Action::BuildRoad { at: p("24-30") }).code(),
        "roll_first"
    );
    assert_eq!(refuse(&mut g, ADA, Action::BuyDevCard).code(), "roll_first");
    let e = refuse(
        &mut g,
        ADA,
        Action::BankTrade {
            give: rc("4 ore"),
            get: rc("1 wool"),
        },
    );
    assert_eq!(e.code(), "trade_not_now");
    let e = refuse(
        &mut g,
        ADA,
        Action::OfferTrade {
            give: rc("1 ore"),
            get: rc("1 wool"),
            to: None,
        },
    );
    assert_eq!(e.code(), "trade_not_now");
    assert_eq!(refuse(&mut g, ADA, Action::EndTurn).code(), "roll_first");
    roll_quiet(&mut g, ADA);
    ok(&mut g, ADA, Action::BuildRoad { at: p("24-30") });
}

#[test]
fn a_development_card_may_be_played_before_the_roll() {
    let mut g = game4();
    give_card(&mut g, ADA, DevCard::Knight);
    ok(&mut g, ADA, Action::PlayKnight);
    assert_eq!(g.phase(), Phase::MoveRobber);
    ok(
        &mut g,
        ADA,
        Action::MoveRobber {
            to: h("D"),
            steal_from: None,
            card: None,
        },
    );
    // Back to the roll, and no second card this turn.
    assert_eq!(g.phase(), Phase::Roll);
    give_card(&mut g, ADA, DevCard::Monopoly);
    assert_eq!(
        refuse(
            &mut g,
            ADA,
            Action::PlayMonopoly {
                resource: Resource::Ore
            }
        )
        .code(),
        "already_played_card"
    );
    roll_quiet(&mut g, ADA);
}

#[test]
fn the_turn_passes_to_the_next_seat_and_only_that_seat_acts() {
    let mut g = game4();
    let e = refuse(&mut g, BEA, Action::Roll { dice: Some([3, 4]) });
    assert_eq!(e.code(), "not_your_turn");
    assert_eq!(e, RuleError::NotYourTurn(ADA));
    roll_quiet(&mut g, ADA);
    assert_eq!(
        refuse(&mut g, ADA, Action::Roll { dice: Some([1, 1]) }).code(),
        "already_rolled"
    );
    end(&mut g, ADA);
    assert_eq!((g.current(), g.turn(), g.phase()), (BEA, 2, Phase::Roll));
    roll_quiet(&mut g, BEA);
    end(&mut g, BEA);
    roll_quiet(&mut g, CY);
    end(&mut g, CY);
    roll_quiet(&mut g, DEE);
    end(&mut g, DEE);
    assert_eq!(g.current(), ADA);
}

#[test]
fn dice_must_be_real_dice() {
    let mut g = game4();
    assert_eq!(
        refuse(&mut g, ADA, Action::Roll { dice: Some([0, 6]) }).code(),
        "bad_dice"
    );
    assert_eq!(
        refuse(&mut g, ADA, Action::Roll { dice: Some([7, 1]) }).code(),
        "bad_dice"
    );
    assert_eq!(
        refuse(&mut g, ADA, Action::Roll { dice: None }).code(),
        "missing_dice"
    );
}
