//! Development cards (docs/RULES.md §"Development cards"): buying, when a card may be played,
//! and each card's effect.

use super::*;

#[test]
fn buying_a_card_costs_ore_wool_grain_and_draws_the_top() {
    let mut g = game4();
    roll_quiet(&mut g, ADA);
    set_hand(&mut g, ADA, rc("1 ore, 1 wool"));
    let e = refuse(&mut g, ADA, Action::BuyDevCard);
    assert_eq!(
        e,
        RuleError::CannotAfford {
            missing: rc("1 grain"),
            what: Purchase::DevelopmentCard,
        }
    );
    set_hand(&mut g, ADA, rc("1 ore, 1 wool, 1 grain"));
    let ev = ok(&mut g, ADA, Action::BuyDevCard);
    assert!(ev.contains(&Event::BoughtDevCard {
        seat: ADA,
        card: Some(DevCard::Knight)
    }));
    assert_eq!(g.player(ADA).resources.total(), 0);
    assert_eq!(g.dev_deck_left(), 24);
    // Others learn only that a card was bought.
    assert_eq!(
        ev[0].redact_for(Some(BEA)),
        Event::BoughtDevCard {
            seat: ADA,
            card: None
        }
    );
    assert_eq!(
        ev[0].redact_for(None),
        Event::BoughtDevCard {
            seat: ADA,
            card: None
        }
    );
}

#[test]
fn an_empty_deck_cannot_be_bought_from() {
    let mut g = game4();
    roll_quiet(&mut g, ADA);
    g.deck_pos = 25;
    set_hand(&mut g, ADA, rc("1 ore, 1 wool, 1 grain"));
    assert_eq!(refuse(&mut g, ADA, Action::BuyDevCard).code(), "deck_empty");
}

#[test]
fn a_card_bought_this_turn_cannot_be_played_until_next_turn() {
    let mut g = game4();
    roll_quiet(&mut g, ADA);
    set_hand(&mut g, ADA, rc("1 ore, 1 wool, 1 grain"));
    ok(&mut g, ADA, Action::BuyDevCard); // a knight (standard order)
    let e = refuse(&mut g, ADA, Action::PlayKnight);
    assert_eq!(e.code(), "card_bought_this_turn");
    for s in [ADA, BEA, CY, DEE] {
        if s != ADA {
            roll_quiet(&mut g, s);
        }
        end(&mut g, s);
    }
    ok(&mut g, ADA, Action::PlayKnight);
}

#[test]
fn at_most_one_card_per_turn() {
    let mut g = game4();
    give_card(&mut g, ADA, DevCard::Monopoly);
    give_card(&mut g, ADA, DevCard::YearOfPlenty);
    roll_quiet(&mut g, ADA);
    ok(
        &mut g,
        ADA,
        Action::PlayMonopoly {
            resource: Resource::Wool,
        },
    );
    let e = refuse(
        &mut g,
        ADA,
        Action::PlayYearOfPlenty {
            take: [Resource::Ore, Resource::Ore],
        },
    );
    assert_eq!(e.code(), "already_played_card");
    end(&mut g, ADA);
    assert_eq!(
        refuse(&mut g, ADA, Action::PlayKnight).code(),
        "not_your_turn"
    );
}

#[test]
fn victory_point_cards_count_at_once_and_are_never_played() {
    let mut deck = DevCard::standard_deck(Island::Base);
    deck.swap(0, 14); // two victory point cards on top
    deck.swap(1, 15);
    let mut g = new_game_with(
        Options {
            players: 4,
            points_to_win: 5,
            ..Options::default()
        },
        deck,
    );
    setup(&mut g, &SPOTS4);
    roll_quiet(&mut g, ADA);
    set_hand(&mut g, ADA, rc("3 ore, 2 grain"));
    ok(&mut g, ADA, Action::BuildCity { at: i(19) });
    assert_eq!(g.total_vp(ADA), 3);
    set_hand(&mut g, ADA, rc("2 ore, 2 wool, 2 grain"));
    ok(&mut g, ADA, Action::BuyDevCard);
    assert_eq!((g.total_vp(ADA), g.public_vp(ADA)), (4, 3));
    // Winning right after buying a VP card, on one's own turn.
    let ev = ok(&mut g, ADA, Action::BuyDevCard);
    assert_eq!(g.phase(), Phase::GameOver);
    assert!(ev.contains(&Event::GameWon { seat: ADA, vp: 5 }));
    // Revealed at the end.
    assert_eq!(g.public_vp(ADA), 5);
    assert_eq!(g.public_view().player(ADA).revealed_vp_cards, Some(2));
}

#[test]
fn a_knight_moves_the_robber_and_steals_without_discards() {
    let mut g = game4();
    give_card(&mut g, ADA, DevCard::Knight);
    set_hand(&mut g, BEA, rc("5 ore, 5 wool"));
    roll_quiet(&mut g, ADA);
    ok(&mut g, ADA, Action::PlayKnight);
    assert_eq!(g.phase(), Phase::MoveRobber);
    assert_eq!(g.pending_discard(BEA), 0);
    ok(
        &mut g,
        ADA,
        Action::MoveRobber {
            to: h("K"),
            steal_from: Some(BEA),
            card: Some(Resource::Wool),
        },
    );
    assert_eq!(g.phase(), Phase::Main);
    assert_eq!(g.player(ADA).knights_played, 1);
    assert_eq!(g.player(BEA).resources.total(), 9);
}

#[test]
fn road_building_places_two_free_roads() {
    let mut g = game4();
    give_card(&mut g, ADA, DevCard::RoadBuilding);
    set_hand(&mut g, ADA, ResourceCounts::ZERO);
    roll_quiet(&mut g, ADA);
    let bank = *g.bank();
    ok(&mut g, ADA, Action::PlayRoadBuilding);
    assert_eq!(g.phase(), Phase::RoadBuilding);
    assert_eq!(
        refuse(&mut g, ADA, Action::EndTurn).code(),
        "place_free_roads_first"
    );
    ok(&mut g, ADA, Action::BuildRoad { at: p("24-30") });
    assert_eq!(g.phase(), Phase::RoadBuilding);
    ok(&mut g, ADA, Action::BuildRoad { at: p("30-35") });
    assert_eq!(g.phase(), Phase::Main);
    assert_eq!(g.player(ADA).roads_left(), 11);
    assert_eq!(*g.bank(), bank, "free roads cost nothing");
    assert_eq!(g.player(ADA).resources, ResourceCounts::ZERO);
}

#[test]
fn road_building_places_one_road_with_one_piece_left() {
    let mut g = new_game_with(
        Options {
            players: 4,
            points_to_win: 20,
            ..Options::default()
        },
        DevCard::standard_deck(Island::Base),
    );
    setup(&mut g, &SPOTS4);
    roll_quiet(&mut g, ADA);
    // Build Ada's roads until one piece is left.
    while g.player(ADA).roads_left() > 1 {
        set_hand(&mut g, ADA, rc("1 lumber, 1 brick"));
        let at = g
            .topology()
            .paths_in(g.road_spots(ADA))
            .next()
            .expect("a road spot");
        ok(&mut g, ADA, Action::BuildRoad { at });
    }
    give_card(&mut g, ADA, DevCard::RoadBuilding);
    ok(&mut g, ADA, Action::PlayRoadBuilding);
    let at = g.topology().paths_in(g.road_spots(ADA)).next().unwrap();
    ok(&mut g, ADA, Action::BuildRoad { at });
    assert_eq!(g.phase(), Phase::Main);
    assert_eq!(g.player(ADA).roads_left(), 0);
    // With no piece left the card cannot be played at all.
    give_card(&mut g, ADA, DevCard::RoadBuilding);
    end(&mut g, ADA);
    pass_to(&mut g, ADA);
    assert_eq!(
        refuse(&mut g, ADA, Action::PlayRoadBuilding).code(),
        "no_road_possible"
    );
    assert!(!g.legal_actions(ADA).contains(&Action::PlayRoadBuilding));
}

#[test]
fn year_of_plenty_takes_two_cards_the_bank_holds() {
    let mut g = game4();
    give_card(&mut g, ADA, DevCard::YearOfPlenty);
    roll_quiet(&mut g, ADA);
    drain_bank(&mut g, BEA, Resource::Ore, 1);
    let e = refuse(
        &mut g,
        ADA,
        Action::PlayYearOfPlenty {
            take: [Resource::Ore, Resource::Ore],
        },
    );
    assert_eq!(
        e,
        RuleError::BankShort {
            resource: Resource::Ore,
            has: 1,
        }
    );
    let before = g.player(ADA).resources;
    ok(
        &mut g,
        ADA,
        Action::PlayYearOfPlenty {
            take: [Resource::Ore, Resource::Brick],
        },
    );
    assert_eq!(
        g.player(ADA).resources[Resource::Ore],
        before[Resource::Ore] + 1
    );
    assert_eq!(
        g.player(ADA).resources[Resource::Brick],
        before[Resource::Brick] + 1
    );
    assert_eq!(g.bank()[Resource::Ore], 0);
}

#[test]
fn monopoly_takes_every_card_of_the_named_resource() {
    let mut g = game4();
    give_card(&mut g, ADA, DevCard::Monopoly);
    set_hand(&mut g, ADA, rc("1 wool"));
    set_hand(&mut g, BEA, rc("2 wool, 1 ore"));
    set_hand(&mut g, CY, rc("3 wool"));
    set_hand(&mut g, DEE, rc("1 grain"));
    roll_quiet(&mut g, ADA);
    let ev = ok(
        &mut g,
        ADA,
        Action::PlayMonopoly {
            resource: Resource::Wool,
        },
    );
    assert_eq!(g.player(ADA).resources, rc("6 wool"));
    assert_eq!(g.player(BEA).resources, rc("1 ore"));
    assert!(ev.contains(&Event::Monopolized {
        seat: ADA,
        resource: Resource::Wool,
        taken: SeatCounts::of(&[(BEA, 2), (CY, 3), (DEE, 0)])
    }));
}

#[test]
fn development_cards_are_never_stolen_or_discarded() {
    let mut g = game3();
    give_card(&mut g, BEA, DevCard::Knight);
    give_card(&mut g, BEA, DevCard::Monopoly);
    set_hand(&mut g, BEA, ResourceCounts::ZERO);
    set_hand(&mut g, CY, rc("7 brick"));
    for _ in 0..5 {
        give_card(&mut g, CY, DevCard::Knight);
    }
    roll(&mut g, ADA, 5, 2);
    // Cy holds 7 resource cards (and 5 development cards): no discard.
    assert_eq!(g.phase(), Phase::MoveRobber);
    // Bea holds only development cards: nothing to steal.
    let e = refuse(
        &mut g,
        ADA,
        Action::MoveRobber {
            to: h("K"),
            steal_from: Some(BEA),
            card: None,
        },
    );
    assert_eq!(e.code(), "victim_has_no_cards");
    ok(
        &mut g,
        ADA,
        Action::MoveRobber {
            to: h("K"),
            steal_from: None,
            card: None,
        },
    );
}
