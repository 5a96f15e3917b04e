//! Issue 24: a whole game in German and another in Polish at the same time, through the
//! fake Discord, from `/catan new language:` to the rematch; at the German table two
//! members' Discord speaks German and one's French, and all three have the longest, most
//! hostile nicknames Discord allows. Every text the bot sent at each table
//! (each message and each edit of it, its buttons, selects and options, the forms) is
//! checked for English words: the public ones are in the table's language, the private
//! answers in the member's own.
//!
//! The players click by the buttons' custom ids, never by their labels, so the driver reads
//! no language; it decides from the game in the store (as `table` does).

use crate::fake_discord::{temp_db, FakeDiscord, FakeUser, InteractionHandle, Message, Opt};
use crate::table::{best_spot, choose, offered, poll, Seated};
use catan_bot::engine::*;
use catan_bot::i18n::{self, Arg, Lang};
use catan_bot::store::Store;
use catan_bot::table::who;
use std::time::Duration;

/// Words of English sentences and labels that no German or French text of the bot holds
/// (German's "was" and French's "a" and "points" left out); the capitalised ones are
/// English labels.
const ENGLISH: &[&str] = &[
    "the",
    "you",
    "your",
    "is",
    "with",
    "and",
    "not",
    "has",
    "have",
    "from",
    "this",
    "that",
    "turn",
    "roll",
    "rolled",
    "build",
    "built",
    "cards",
    "click",
    "trade",
    "offer",
    "wins",
    "players",
    "hand",
    "robber",
    "settlement",
    "road",
    "city",
    "bank",
    "nothing",
    "nobody",
    "which",
    "where",
    "choose",
    "game",
    "over",
    "of",
    "to",
    "for",
    "more",
    "left",
    "Roll",
    "Build",
    "End",
    "Watch",
    "Rematch",
    "Done",
    "Undo",
    "Join",
    "Leave",
    "Cancel",
    "Accept",
    "Decline",
    "Discard",
    "Your",
    "You",
    "The",
    "It",
    "Turn",
    "Game",
    "Trade",
    "Play",
    "Buy",
    "Move",
    "My",
    "Special",
    "Set-up",
    "Offer",
    "Steal",
    "More",
    "Previous",
    "Recap",
];

/// The English words of `text`, if any, outside its code spans (a command to type, like
/// `/catan export game:1`, is written as Discord takes it).
fn english_in(text: &str) -> Vec<&'static str> {
    let prose: String = text.split('`').step_by(2).collect::<Vec<_>>().join(" ");
    let words: Vec<&str> = prose
        .split(|c: char| !(c.is_alphabetic() || c == '-'))
        .filter(|w| !w.is_empty())
        .collect();
    ENGLISH
        .iter()
        .copied()
        .filter(|e| words.contains(e))
        .collect()
}

struct Table {
    at: Seated,
    /// The members in seat order.
    seats: Vec<FakeUser>,
    dice_file: String,
    /// The turn message as it stood at the last click on it: a move is shown once the
    /// message differs (set-up's placements share one stamp, and one player places twice
    /// in a row, so the old message pings them with live buttons until it is closed).
    clicked: std::sync::Mutex<Option<(u64, String)>>,
}

impl std::ops::Deref for Table {
    type Target = Seated;
    fn deref(&self) -> &Seated {
        &self.at
    }
}

impl Table {
    /// The turn message once it shows the moment of `g`, and the id of its button `verb`.
    async fn turn_button(&self, g: &Game, verb: &str) -> (Message, String) {
        let want = format!("t:{}:{}:{verb}", self.game, who::stamp(g));
        // The message of this move pings whom it waits for: set-up's placements share one
        // stamp, and the previous placement's message keeps its buttons until the next
        // one is posted.
        let waits = match g.phase() {
            Phase::Discard => g.seats().find(|&s| g.pending_discard(s) > 0),
            _ => Some(g.seat_to_move()),
        };
        let ping = waits.map(|s| format!("<@{}>", self.seats[s.index()].id));
        for _ in 0..1500 {
            let current = self.turn_msg().await;
            if let Some(m) = current.filter(|m| ping.as_ref().is_none_or(|p| m.content.contains(p)))
            {
                let found = m.buttons().into_iter().find_map(|b| {
                    let id = b.custom_id.filter(|c| {
                        !b.disabled && (*c == want || c.starts_with(&format!("{want}:")))
                    })?;
                    Some(id)
                });
                if let Some(id) = found {
                    return (m, id);
                }
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        panic!("no {want} on the turn message")
    }

    /// Clicks the turn message's button `verb` as the seat's member.
    async fn click(&self, g: &Game, seat: Seat, verb: &str) -> InteractionHandle {
        let (m, id) = self.turn_button(g, verb).await;
        *self.clicked.lock().unwrap() = Some((m.id, m.content.clone()));
        self.fake.click(&self.seats[seat.index()], &m, &id)
    }

    /// Waits until the game is past `version`.
    /// Waits until the game is past `version`, and the table shows it: the turn message is
    /// no longer as it was clicked (or 2 s passed: a move the message does not tell).
    async fn past(&self, version: i64) {
        let mut passed = false;
        for _ in 0..1500 {
            passed = passed || self.game().await.1 > version;
            if passed {
                break;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        assert!(passed, "the game never passed version {version}");
        let clicked = self.clicked.lock().unwrap().clone();
        for _ in 0..200 {
            let now = self.turn_msg().await.map(|m| (m.id, m.content));
            if now != clicked {
                return;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    /// Makes `a` for `seat` through the chooser that `verb` opens, and waits for it.
    async fn through(&self, g: &Game, v: i64, seat: Seat, verb: &str, a: Action) {
        let chooser = self.click(g, seat, verb).await.message().await;
        let user = &self.seats[seat.index()];
        let chooser = crate::table::page_with(&self.fake, user, &chooser, &a).await;
        let r = choose(&self.fake, user, &chooser, &a).response().await;
        assert!(matches!(r.kind, 5..=7), "{a:?} made: {r:?}");
        self.past(v).await;
    }
}

/// The open game of `channel` once `ok` holds for it.
async fn game_row(
    store: &Store,
    channel: u64,
    ok: impl Fn(&catan_bot::store::GameRow) -> bool,
) -> catan_bot::store::GameRow {
    for _ in 0..1500 {
        if let Some(r) = store.open_game_in_channel(channel).await.unwrap() {
            if ok(&r) {
                return r;
            }
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("no such game in channel {channel}");
}

/// The language of a member's client.
fn lang_of(u: &FakeUser) -> Lang {
    Lang::from_discord(u.locale).unwrap_or(Lang::En)
}

/// The word of a resource in `lang`, as a member types it.
fn word(lang: Lang, r: Resource) -> String {
    i18n::text(lang, "resource-name", &[("resource", Arg::Str(r.name()))])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_german_and_a_polish_game_at_once_say_no_english_word() {
    let (_dir, db) = temp_db();
    let fake = FakeDiscord::start_with_players(3).await;
    fake.set_rate_scale(crate::fake_discord::FAST_RATE_SCALE);
    let dice_file = format!("{}.dice", db.trim_start_matches("sqlite://"));
    let _bot = fake.spawn_bot(
        &db,
        &[
            ("CATAN_TEST_SEED", "24".to_string()),
            ("CATAN_TEST_DICE_FILE", dice_file.clone()),
        ],
    );
    fake.wait_online().await;
    let store = Store::open(&db).await.unwrap();
    fake.set_guild_locale(fake.guild_id(), "de");
    let tables = fake.add_channels_in(fake.guild_id(), "tisch", 2);
    let (german, polish) = (tables[0].id, tables[1].id);
    // At the German table, the longest names Discord allows, full of markdown and mentions
    // (Mallory, Trent and Oscar's nicknames): every message kind, button and option must
    // fit Discord's limits with them, in German. Oscar's Discord speaks French.
    let hostile = fake.hostile_users();
    let de = [
        hostile[0].clone().speaking("de"),
        hostile[1].clone().speaking("de"),
        hostile[2].clone().speaking("fr"),
    ];
    // "Player 1" … "Player 3", whose Discord speaks Polish.
    let pl: [FakeUser; 3] = fake
        .players()
        .into_iter()
        .map(|u| u.speaking("pl"))
        .collect::<Vec<_>>()
        .try_into()
        .unwrap();
    let (bea, cy) = (de[1].clone(), de[2].clone());
    // Two tables at the same time: German (the server's language, chosen all the same) and
    // Polish.
    tokio::join!(
        play(&fake, &store, &dice_file, german, de, (1, Lang::De)),
        play(&fake, &store, &dice_file, polish, pl, (4, Lang::Pl)),
    );
    // Every text the bot sent at each table: no English word, public or private (Polish
    // has words of its own that English has too: "to", "bank").
    for (channel, own) in [(german, &[][..]), (polish, &["to", "bank"][..])] {
        let said = fake.said(channel);
        assert!(said.len() > 500, "only {} texts", said.len());
        let mut english = Vec::new();
        for s in &said {
            let found: Vec<&str> = english_in(&s.text)
                .into_iter()
                .filter(|w| !own.contains(w))
                .collect();
            if !found.is_empty() {
                english.push(format!("{found:?} in {:?} (to {:?})", s.text, s.to));
            }
        }
        english.dedup();
        assert!(
            english.is_empty(),
            "{} English texts, the first: {:#?}",
            english.len(),
            &english[..english.len().min(15)]
        );
    }
    let said = fake.said(german);
    // Cy's private answers are French, the others' German.
    let to = |u: &FakeUser| -> Vec<String> {
        said.iter()
            .filter(|s| s.to == Some(u.id))
            .map(|s| s.text.clone())
            .collect()
    };
    let cy_said = to(&cy).join("\n");
    assert!(
        cy_said.contains("Vous") || cy_said.contains("vous"),
        "{cy_said}"
    );
    let bea_said = to(&bea).join("\n");
    assert!(!bea_said.contains("vous"), "{bea_said}");
    fake.assert_no_violations();
}

/// Plays a whole game at `channel` by buttons, in the table's language `lang` (the
/// `language:` choice `choice`), from `/catan new` to the rematch: `users[0]` hosts.
async fn play(
    fake: &FakeDiscord,
    store: &Store,
    dice_file: &str,
    channel: u64,
    users: [FakeUser; 3],
    (choice, lang): (i64, Lang),
) {
    let [ada, bea, cy] = users;

    // /catan new language:…, three seats, 6 points.
    let h = fake.slash_in(
        channel,
        &ada,
        "catan",
        "new",
        &[
            ("thread", Opt::Bool(false)),
            ("players", Opt::Int(3)),
            ("points", Opt::Int(6)),
            ("language", Opt::Int(choice)),
        ],
    );
    let lobby = h.message().await;
    let join = |m: &Message| {
        m.buttons()
            .into_iter()
            .find_map(|b| b.custom_id.filter(|c| c.ends_with(":join")))
            .expect("a join button")
    };
    for u in [&bea, &cy] {
        let r = fake.click(u, &lobby, &join(&lobby)).response().await;
        assert_eq!(r.kind, 7, "{r:?}");
    }
    let lobby = fake.message(lobby.id).unwrap();
    let start = lobby
        .buttons()
        .into_iter()
        .find_map(|b| b.custom_id.filter(|c| c.ends_with(":start")))
        .expect("a start button");
    fake.click(&ada, &lobby, &start).response().await;
    let row = game_row(store, channel, |r| {
        r.status == catan_bot::store::GameStatus::Active
    })
    .await;
    assert_eq!(row.language, lang);
    let seats: Vec<FakeUser> = row
        .seats
        .iter()
        .map(|s| {
            [&ada, &bea, &cy]
                .into_iter()
                .find(|u| u.id == s.user_id)
                .unwrap()
                .clone()
        })
        .collect();
    let t = Table {
        at: Seated {
            fake: fake.clone(),
            store: store.clone(),
            game: row.id,
            channel,
        },
        seats,
        dice_file: dice_file.to_string(),
        clicked: Default::default(),
    };

    let mut sevens = 0;
    let mut offered_once = false;
    let mut bank_traded_at = None;
    let mut refused_once = false;
    for step in 0..3000 {
        let (g, v) = t.game().await;
        if g.phase() == Phase::GameOver {
            break;
        }
        assert!(step < 2999, "the game did not end");
        // Who acts: a discarder first, else the seat to move.
        let seat = match g.phase() {
            Phase::Discard => g
                .seats()
                .find(|&s| g.pending_discard(s) > 0)
                .expect("someone discards"),
            _ => g.seat_to_move(),
        };
        let user = t.seats[seat.index()].clone();
        let legal = g.legal_actions(seat);
        match g.phase() {
            Phase::Setup | Phase::RoadBuilding => {
                t.through(&g, v, seat, "build", best_spot(&g, &legal)).await;
            }
            Phase::Roll => {
                // A wrong member's click is refused, in their language.
                if !refused_once && g.turn() >= 2 {
                    let other = Seat((seat.0 + 1) % 3);
                    let r = t.click(&g, other, "roll").await.response().await;
                    assert!(r.ephemeral, "{r:?}");
                    refused_once = true;
                }
                // Three sevens in the game: discards and the robber.
                let dice = match g.turn() % 9 == 4 && sevens < 3 {
                    true => {
                        sevens += 1;
                        "3,4"
                    }
                    false => "",
                };
                std::fs::write(&t.dice_file, dice).unwrap();
                let r = t.click(&g, seat, "roll").await.response().await;
                assert!(matches!(r.kind, 5 | 6), "{r:?}");
                t.past(v).await;
            }
            Phase::Discard => {
                let chooser = t.click(&g, seat, "discard").await.message().await;
                let owed = g.pending_discard(seat) as usize;
                let select = chooser
                    .selects()
                    .into_iter()
                    .next()
                    .expect("the discard select");
                let (values, _) = crate::table::pick_discard(&select.options, owed as u8);
                let values: Vec<&str> = values.iter().map(String::as_str).collect();
                let r = fake
                    .select(&user, &chooser, &select.custom_id, &values)
                    .response()
                    .await;
                assert!(matches!(r.kind, 5..=7), "{r:?}");
                t.past(v).await;
            }
            Phase::MoveRobber => {
                let chooser = t.click(&g, seat, "robber").await.message().await;
                let select = chooser
                    .selects()
                    .into_iter()
                    .next()
                    .expect("the hex select");
                let (_, hex) = select.options.last().expect("a hex").clone();
                let h = fake.select(&user, &chooser, &select.custom_id, &[&hex]);
                let r = h.response().await;
                if r.kind == 7 && !r.components.is_empty() {
                    // Several players there: whom to rob, by button.
                    let victims = r.as_message();
                    let button = victims.buttons()[0].custom_id.clone().unwrap();
                    let chooser = h.message().await;
                    fake.click(&user, &chooser, &button).response().await;
                }
                t.past(v).await;
            }
            Phase::Main | Phase::SpecialBuild => {
                let has = |f: &dyn Fn(&Action) -> bool| legal.iter().find(|a| f(a)).copied();
                let build = has(&|a| matches!(a, Action::BuildCity { .. }))
                    .or_else(|| has(&|a| matches!(a, Action::BuildSettlement { .. })))
                    .map(|_| best_spot(&g, &legal))
                    .or_else(|| {
                        (g.player(seat).roads_left() > 8)
                            .then(|| has(&|a| matches!(a, Action::BuildRoad { .. })))
                            .flatten()
                    });
                let play = has(&|a| {
                    matches!(
                        a,
                        Action::PlayKnight
                            | Action::PlayMonopoly { .. }
                            | Action::PlayYearOfPlenty { .. }
                            | Action::PlayRoadBuilding
                    )
                });
                let bank = has(&|a| matches!(a, Action::BankTrade { .. }));
                if !offered_once && seat.0 == 0 && g.turn() >= 4 {
                    offered_once = true;
                    offer_answered_and_withdrawn(&t, &g, seat).await;
                    continue;
                }
                if let Some(a) = build {
                    t.through(&g, v, seat, "build", a).await;
                } else if legal.contains(&Action::BuyDevCard) {
                    t.click(&g, seat, "buy").await.response().await;
                    t.past(v).await;
                } else if let Some(a) = play {
                    t.through(&g, v, seat, "play", a).await;
                } else if let (Some(_), true) = (bank, bank_traded_at != Some(g.turn())) {
                    bank_traded_at = Some(g.turn());
                    let chooser = t.click(&g, seat, "trade").await.message().await;
                    let a = offered(&chooser)[0];
                    let r = choose(fake, &user, &chooser, &a).response().await;
                    assert!(matches!(r.kind, 5..=7), "{r:?}");
                    t.past(v).await;
                } else {
                    // My hand, now and then; then end the turn (or the Special Build Phase).
                    if g.turn() % 5 == 0 {
                        let r = t.click(&g, seat, "hand").await.response().await;
                        assert!(r.ephemeral, "{r:?}");
                    }
                    t.click(&g, seat, "end").await.response().await;
                    t.past(v).await;
                }
            }
            Phase::GameOver => unreachable!(),
        }
    }

    // The game-over message, then the rematch, asked for and answered in the table's language.
    let over = poll(Duration::from_secs(90), || {
        fake.public_messages(channel).into_iter().find(|m| {
            m.buttons().iter().any(|b| {
                b.custom_id
                    .as_deref()
                    .is_some_and(|c| c.ends_with(":rematch"))
            })
        })
    })
    .await
    .expect("the game-over message with its Rematch button");
    let rematch = over
        .buttons()
        .into_iter()
        .find_map(|b| b.custom_id.filter(|c| c.ends_with(":rematch")))
        .unwrap();
    let r = fake.click(&bea, &over, &rematch).response().await;
    assert!(matches!(r.kind, 4..=7), "{r:?}");
    let again = game_row(store, channel, |r| r.id != row.id).await;
    assert_eq!(
        again.language, lang,
        "the rematch plays in the table's language too"
    );
    tokio::time::sleep(Duration::from_millis(500)).await;
    fake.dump_transcript(channel, &format!("a_whole_game_in_{}", lang.code()));
}

/// Ada offers a trade by the form, in German words; Bea declines, Cy counters in French
/// words through the counter form (prefilled in French), and Ada withdraws the offer.
async fn offer_answered_and_withdrawn(t: &Table, g: &Game, seat: Seat) {
    let fake = &t.fake;
    let ada = &t.seats[seat.index()];
    let hand = g.player(seat).resources;
    let Some((give, _)) = hand.nonzero().next() else {
        return;
    };
    let get = Resource::ALL.into_iter().find(|&r| r != give).unwrap();
    let chooser = t.click(g, seat, "trade").await.message().await;
    let offer = chooser
        .buttons()
        .into_iter()
        .find_map(|b| b.custom_id.filter(|c| c.ends_with(":offer")))
        .expect("Offer to players");
    let r = fake.click(ada, &chooser, &offer).response().await;
    assert_eq!(r.kind, 9, "the offer form: {r:?}");
    let form = r.modal.unwrap()["custom_id"].as_str().unwrap().to_string();
    let (_, v) = t.game().await;
    let r = fake
        .submit_modal(
            ada,
            &form,
            &[
                ("give", &format!("1 {}", word(lang_of(ada), give))),
                ("get", &format!("1 {}", word(lang_of(ada), get))),
                ("to", ""),
            ],
        )
        .response()
        .await;
    assert!(matches!(r.kind, 5..=7), "{r:?}");
    t.past(v).await;
    let open = |verb: &'static str| {
        let fake = fake.clone();
        let game = t.game;
        move || {
            fake.public_messages(t.channel)
                .into_iter()
                .rev()
                .find_map(|m| {
                    let id = m.buttons().into_iter().find_map(|b| {
                        b.custom_id.filter(|c| {
                            c.starts_with(&format!("o:{game}:")) && c.ends_with(&format!(":{verb}"))
                        })
                    })?;
                    Some((m, id))
                })
        }
    };
    let (m, decline) = poll(Duration::from_secs(10), open("decline"))
        .await
        .expect("the offer");
    let others: Vec<&FakeUser> = t.seats.iter().filter(|u| u.id != ada.id).collect();
    let (_, v) = t.game().await;
    fake.click(others[0], &m, &decline).response().await;
    t.past(v).await;
    let (m, counter) = poll(Duration::from_secs(10), open("counter"))
        .await
        .unwrap();
    let r = fake.click(others[1], &m, &counter).response().await;
    assert_eq!(r.kind, 9, "the counter form: {r:?}");
    let modal = r.modal.unwrap();
    let form = modal["custom_id"].as_str().unwrap().to_string();
    let lang = lang_of(others[1]);
    let (now, v) = t.game().await;
    let theirs = t.seats.iter().position(|u| u.id == others[1].id).unwrap();
    // A card they hold that is not the one they ask for (one resource per side).
    let hand = now.player(Seat(theirs as u8)).resources;
    // (Without one, the form is left unsent, as a player may.)
    if let Some((held, _)) = hand.nonzero().find(|&(r, _)| r != give) {
        let counter_give = format!("1 {}", word(lang, held));
        let counter_get = format!("1 {}", word(lang, give));
        let r = fake
            .submit_modal(
                others[1],
                &form,
                &[("give", &counter_give), ("get", &counter_get)],
            )
            .response()
            .await;
        assert!(matches!(r.kind, 5..=7), "{r:?}");
        t.past(v).await;
    }
    let (m, cancel) = poll(Duration::from_secs(10), open("cancel")).await.unwrap();
    let (_, v) = t.game().await;
    fake.click(ada, &m, &cancel).response().await;
    t.past(v).await;
}

/// Every refusal of the rules (each `RuleError`), of a table's set-up (each `SetupError`),
/// of the bot before the rules are asked (each `bot::Refusal`), of the store, of a hint,
/// of typed cards, and the apologies for our own failures: in every language a sentence of
/// the catalogues, and in German, French, Spanish and Polish without an English word (Polish
/// shares "to" and "bank" with English, Spanish "has").
#[test]
fn every_refusal_and_error_the_bot_answers_with_is_in_the_readers_language() {
    use catan_bot::ai::HintError;
    use catan_bot::bot::PublishError;
    use catan_bot::bot::{self, Refusal};
    use catan_bot::narrate;
    use catan_bot::store::StoreError;

    let names: Vec<String> = ["Ada", "Bea", "Cy", "Dee"].map(String::from).to_vec();
    /// What an answer is of, and the answer in a language: `Words`, which only the
    /// catalogues make (a reply cannot be made from a `String`).
    type Answer = (String, Box<dyn Fn(Lang) -> catan_bot::i18n::Words>);
    let mut answers: Vec<Answer> = Vec::new();
    for e in every_rule_error() {
        let names = names.clone();
        answers.push((
            format!("{e:?}"),
            Box::new(move |l| narrate::refusal(l, &e, names.as_slice())),
        ));
    }
    for e in every_setup_error() {
        answers.push((
            format!("{e:?}"),
            Box::new(move |l| narrate::setup_error(l, &e)),
        ));
    }
    let refusals = || {
        [
            Refusal::NoGameHere,
            Refusal::GameGone,
            Refusal::NotSeated,
            Refusal::NotStarted,
            Refusal::Over,
            Refusal::TurnOver,
            Refusal::SpecialBuildOver,
            Refusal::PartOver,
            Refusal::OfferClosed,
            Refusal::Store(StoreError::ChannelBusy),
        ]
    };
    for (k, r) in refusals().into_iter().enumerate() {
        // (Each variant listed: a new one fails to compile here until it is added above.)
        match r {
            Refusal::NoGameHere
            | Refusal::GameGone
            | Refusal::NotSeated
            | Refusal::NotStarted
            | Refusal::Over
            | Refusal::TurnOver
            | Refusal::SpecialBuildOver
            | Refusal::PartOver
            | Refusal::OfferClosed
            | Refusal::Store(_) => {}
        }
        answers.push((
            format!("{r:?}"),
            Box::new(move |l| refusals()[k].sentence(l)),
        ));
    }
    let store_errors = || {
        [
            StoreError::Conflict(1),
            StoreError::ChannelBusy,
            StoreError::NotFound(1),
            StoreError::Over(1),
        ]
    };
    for k in 0..store_errors().len() {
        answers.push((
            format!("{:?}", store_errors()[k]),
            Box::new(move |l| bot::store_sentence(l, &store_errors()[k])),
        ));
    }
    for committed in [false, true] {
        answers.push((
            format!("apology (committed: {committed})"),
            Box::new(move |l| bot::apology(l, committed)),
        ));
    }
    for code in [50001, 50013] {
        answers.push((
            format!("Forbidden {code}"),
            Box::new(move |l| {
                let e = PublishError::Forbidden {
                    code,
                    message: "Missing Access".into(),
                };
                e.for_players(l).expect("a refusal to post is told")
            }),
        ));
    }
    let hint_errors = || {
        [
            HintError::GameOver {
                winner: Some("Ada".into()),
            },
            HintError::GameOver { winner: None },
            HintError::NotYourTurn {
                current: "Ada".into(),
            },
            HintError::NotYourSpecialBuild {
                builder: "Bea".into(),
            },
            HintError::WaitingForDiscards {
                discarding: vec!["Bea".into(), "Cy".into()],
            },
            HintError::OfferAnswered {
                offerer: "Ada".into(),
            },
            HintError::WaitingForAnswers {
                waiting: vec!["Cy".into()],
            },
        ]
    };
    for k in 0..hint_errors().len() {
        answers.push((
            format!("{:?}", hint_errors()[k]),
            Box::new(move |l| hint_errors()[k].sentence(l)),
        ));
    }
    for typed in ["x brick", "3", "2 gold"] {
        answers.push((
            format!("typed cards {typed:?}"),
            Box::new(move |l| narrate::typed_cards(l, typed).expect_err("not cards")),
        ));
    }

    let mut english = Vec::new();
    for (what, say) in &answers {
        let en = say(Lang::En);
        assert!(
            !en.is_empty() && !en.contains("{") && !en.starts_with(char::is_lowercase),
            "{what} in English: {en:?}"
        );
        for lang in [Lang::De, Lang::Fr, Lang::Es, Lang::Pl] {
            let said = say(lang);
            assert!(!said.is_empty() && !said.contains("{"), "{what}: {said:?}");
            let shared: &[&str] = match lang {
                Lang::Pl => &["to", "bank"],
                Lang::Es => &["has"],
                _ => &[],
            };
            let found: Vec<&str> = english_in(&said)
                .into_iter()
                .filter(|w| !shared.contains(w))
                .collect();
            if !found.is_empty() || said == en {
                english.push(format!("{what} in {lang:?}: {found:?} in {said:?}"));
            }
        }
    }
    assert!(answers.len() > 100, "{} answers", answers.len());
    assert!(english.is_empty(), "{:#?}", english);
}

/// One of each `RuleError`, with arguments a game could give it.
fn every_rule_error() -> Vec<RuleError> {
    use RuleError::*;
    let i = |n: u32| Intersection::from_number(n).unwrap();
    let p = |s: &str| Path::parse(s).unwrap();
    let h = |s: &str| Hex::parse(s).unwrap();
    let rc = |s: &str| ResourceCounts::parse_list(s).unwrap();
    let seats = |s: &[u8]| s.iter().map(|&k| Seat(k)).collect::<SeatSet>();
    let all = vec![
        GameOver,
        NoSuchSeat(5),
        NotYourTurn(Seat(0)),
        WaitingForDiscards(seats(&[1, 2])),
        PlaceSettlementFirst,
        PlaceRoadFirst,
        NotSetup,
        RollFirst,
        AlreadyRolled,
        MoveRobberFirst,
        PlaceFreeRoadsFirst,
        NoRobberToMove,
        NoDiscardPending,
        NoDiscardOwed,
        WrongDiscardCount { owed: 4, given: 2 },
        BadDice,
        MissingDice,
        IntersectionOccupied {
            at: i(19),
            owner: Seat(1),
            what: Building::City,
        },
        TooClose {
            at: i(19),
            owner: Seat(0),
            what: Building::Settlement,
        },
        NotConnectedSettlement(i(30)),
        PathOccupied {
            at: p("30-36"),
            owner: Seat(2),
        },
        NotConnectedRoad(p("30-36")),
        BlockedByBuilding {
            at: p("30-36"),
            owner: Seat(1),
            what: Building::Settlement,
            through: i(30),
        },
        SetupRoadNotAdjacent(i(19)),
        NoSettlementToUpgrade(i(19)),
        NoPiecesLeft(Piece::Road),
        NoPiecesLeft(Piece::Settlement),
        NoPiecesLeft(Piece::City),
        CannotAfford {
            missing: rc("1 brick"),
            what: Purchase::Road,
        },
        CannotAfford {
            missing: rc("1 brick, 1 lumber"),
            what: Purchase::Settlement,
        },
        CannotAfford {
            missing: rc("2 ore"),
            what: Purchase::City,
        },
        CannotAfford {
            missing: rc("1 grain"),
            what: Purchase::DevelopmentCard,
        },
        DeckEmpty,
        NoSuchCard(DevCard::Monopoly),
        CardBoughtThisTurn(DevCard::Knight),
        AlreadyPlayedCard,
        NoRoadPossible,
        BankLacks(Resource::Brick),
        BankShort {
            resource: Resource::Ore,
            has: 1,
        },
        RobberMustMove(h("J")),
        FriendlyRobber(Seat(1)),
        VictimRequired(seats(&[1, 3])),
        NotAVictim {
            victim: Seat(2),
            hex: h("J"),
        },
        VictimHasNoCards(Seat(2)),
        NobodyToRob(h("J")),
        StealFromSelf,
        StolenCardNotHeld {
            victim: Seat(1),
            card: Resource::Wool,
        },
        MissingStolenCard,
        NotEnoughCards {
            resource: Resource::Brick,
            has: 2,
        },
        EmptyTradeSide,
        SameResourceBothSides(Resource::Grain),
        BankTradeUnits {
            give: rc("4 wool"),
            units: 1,
            asked: 2,
        },
        BadBankRate {
            resource: Resource::Ore,
            rate: 4,
        },
        TradeNotNow,
        NoOpenOffer,
        NotAddressed,
        TradeWithSelf,
        NotTheOfferer,
        PartnerNotReady(Seat(2)),
        PartnerLacks(Seat(2)),
        NobodyAddressed,
        NoCardsInSetup,
        VictoryPointNotPlayable,
        NoSuchHex(h("J")),
        NoSuchIntersection(i(60)),
        NoSuchPath(p("47-53")),
        SpecialBuildNotInGame,
        SpecialBuildOwnTurn,
        SpecialBuildNotNow,
        SpecialBuildAlreadyAsked,
        SpecialBuildNotAsked,
        NoTradeInSpecialBuild,
        NoCardsInSpecialBuild,
        SpecialBuildOnlyBuilds,
        SpecialBuildPairedTurns,
        SettlerTwoTradesWithTheBank,
        UndoOff,
        UndoLimit(1),
        NothingToUndo,
    ];
    // Each variant listed: a new one fails to compile here until it is added above.
    for e in &all {
        match e {
            GameOver
            | NoSuchSeat(_)
            | NotYourTurn(_)
            | WaitingForDiscards(_)
            | PlaceSettlementFirst
            | PlaceRoadFirst
            | NotSetup
            | RollFirst
            | AlreadyRolled
            | MoveRobberFirst
            | PlaceFreeRoadsFirst
            | NoRobberToMove
            | NoDiscardPending
            | NoDiscardOwed
            | WrongDiscardCount { .. }
            | BadDice
            | MissingDice
            | IntersectionOccupied { .. }
            | TooClose { .. }
            | NotConnectedSettlement(_)
            | PathOccupied { .. }
            | NotConnectedRoad(_)
            | BlockedByBuilding { .. }
            | SetupRoadNotAdjacent(_)
            | NoSettlementToUpgrade(_)
            | NoPiecesLeft(_)
            | CannotAfford { .. }
            | DeckEmpty
            | NoSuchCard(_)
            | CardBoughtThisTurn(_)
            | AlreadyPlayedCard
            | NoRoadPossible
            | BankLacks(_)
            | BankShort { .. }
            | RobberMustMove(_)
            | FriendlyRobber(_)
            | VictimRequired(_)
            | NotAVictim { .. }
            | VictimHasNoCards(_)
            | NobodyToRob(_)
            | StealFromSelf
            | StolenCardNotHeld { .. }
            | MissingStolenCard
            | NotEnoughCards { .. }
            | EmptyTradeSide
            | SameResourceBothSides(_)
            | BankTradeUnits { .. }
            | BadBankRate { .. }
            | TradeNotNow
            | NoOpenOffer
            | NotAddressed
            | TradeWithSelf
            | NotTheOfferer
            | PartnerNotReady(_)
            | PartnerLacks(_)
            | NobodyAddressed
            | NoCardsInSetup
            | VictoryPointNotPlayable
            | NoSuchHex(_)
            | NoSuchIntersection(_)
            | NoSuchPath(_)
            | SpecialBuildNotInGame
            | SpecialBuildOwnTurn
            | SpecialBuildNotNow
            | SpecialBuildAlreadyAsked
            | SpecialBuildNotAsked
            | NoTradeInSpecialBuild
            | NoCardsInSpecialBuild
            | SpecialBuildOnlyBuilds
            | SpecialBuildPairedTurns
            | SettlerTwoTradesWithTheBank
            | UndoOff
            | UndoLimit(_)
            | NothingToUndo => {}
        }
    }
    all
}

/// One of each `SetupError`.
fn every_setup_error() -> Vec<SetupError> {
    use SetupError::*;
    let all = vec![
        Players(7),
        Points(30),
        DiscardLimit(5),
        UndoLimit(12),
        FirstPlayer {
            seat: 5,
            players: 4,
        },
        DevDeck(Island::Base),
        DevDeck(Island::Large),
        BoardSize {
            players: 5,
            want: 30,
            got: 19,
        },
        BeginnerMapOnLargeIsland,
        ExplicitBoardTiles(19),
        SevensWithoutDeck,
        PairedNeedsFive(4),
    ];
    for e in &all {
        match e {
            Players(_)
            | Points(_)
            | DiscardLimit(_)
            | UndoLimit(_)
            | FirstPlayer { .. }
            | DevDeck(_)
            | BoardSize { .. }
            | BeginnerMapOnLargeIsland
            | ExplicitBoardTiles(_)
            | SevensWithoutDeck
            | PairedNeedsFive(_) => {}
        }
    }
    all
}
