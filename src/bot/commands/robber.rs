//! A 7 and the robber: discarding (`/catan discard`, the **Discard** select or form),
//! moving the robber and stealing (`/catan robber`, the **Move robber** chooser), also after
//! a knight.

use super::chooser::{
    act_button, chooser, nothing_reason, select, text_input, Clicked, Offers, MAX_OPTIONS, MAX_ROWS,
};
use super::{act_now, ask, finish, play_action, seated_here, Context};
use super::{TurnClick, Works};
use crate::bot::autocomplete;
use crate::bot::components::RobberButton;
use crate::bot::components::{Cid, Form};
use crate::bot::context::{Bot, Error};
use crate::bot::flow::{act, Ask, PostedFor};
use crate::bot::messages::{escape, hex_label, truncate};
use crate::engine::*;
use crate::i18n::{self, Arg, Words};
use crate::narrate::refusal;
use crate::render::{Renderer, Spot};
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateAutocompleteResponse, CreateButton,
    CreateInteractionResponse, CreateModal, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption,
};

async fn ac_robber(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    match ctx {
        poise::Context::Application(app) => {
            autocomplete::robber_hexes(ctx.data(), app.interaction, partial).await
        }
        poise::Context::Prefix(_) => CreateAutocompleteResponse::new(),
    }
}

async fn ac_victim(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    match ctx {
        poise::Context::Application(app) => {
            autocomplete::robber_victims(ctx.data(), app.interaction, partial).await
        }
        poise::Context::Prefix(_) => CreateAutocompleteResponse::new(),
    }
}

/// Move the robber (after a 7 or a knight) and steal.
#[poise::command(slash_command)]
pub(crate) async fn robber(
    ctx: Context<'_>,
    #[description = "The hex (its letter, A to S; AD on the 5–6 player island)"]
    #[autocomplete = "ac_robber"]
    hex: String,
    #[description = "Whom to steal from, when several players there can be robbed"]
    #[autocomplete = "ac_victim"]
    victim: Option<String>,
) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> = async {
        let Some((loaded, seat)) = seated_here(ctx, &ask).await? else {
            return Ok(());
        };
        let game = &loaded.game;
        let lang = ask.src.lang();
        let letter = hex.split(' ').next().unwrap_or("");
        let Some(to) = Hex::parse(letter) else {
            let last = game.topology().hexes().last().map(Hex::name);
            let why = i18n::words(
                lang,
                "robber-not-a-hex",
                &[
                    ("hex", Arg::Str(&escape(letter))),
                    ("last", Arg::Str(last.unwrap_or("S"))),
                ],
            );
            return ask.say(ctx.http(), why).await;
        };
        // As the Move robber chooser: the legal moves there, one per possible victim; the
        // stolen card is drawn when the move is made.
        let moves = robber_moves(&game.legal_actions(seat), to);
        let victims: Vec<Seat> = moves
            .iter()
            .filter_map(|a| match a {
                Action::MoveRobber {
                    steal_from: Some(v),
                    ..
                } => Some(*v),
                _ => None,
            })
            .collect();
        let names = |seats: &[Seat]| -> String {
            let names: Vec<String> = seats.iter().map(|&v| escape(game.name(v))).collect();
            i18n::or_list(lang, &names)
        };
        let hex_name = to.to_string();
        // Whom the caller may rob at `to`, for a sentence that refuses another.
        let who_then = || match victims.as_slice() {
            [] => i18n::words(lang, "robber-nobody-there", &[("hex", Arg::Str(&hex_name))]),
            v => i18n::words(
                lang,
                "robber-can-steal-from",
                &[("hex", Arg::Str(&hex_name)), ("names", Arg::Str(&names(v)))],
            ),
        };
        let typed = victim.as_deref().map(str::trim).filter(|v| !v.is_empty());
        let action = match typed {
            // A lone victim is robbed without being named, as by the chooser.
            None => match moves.as_slice() {
                [one] => *one,
                // The engine says why the robber cannot go there.
                [] => Action::MoveRobber {
                    to,
                    steal_from: None,
                    card: None,
                },
                _ => {
                    let why = i18n::words(
                        lang,
                        "robber-choose-victim",
                        &[
                            ("hex", Arg::Str(&hex_name)),
                            ("names", Arg::Str(&names(&victims))),
                        ],
                    );
                    return ask.say(ctx.http(), why).await;
                }
            },
            Some(typed) => {
                let Some(v) = autocomplete::victim_named(game, typed) else {
                    let args = [("name", Arg::Str(&escape(typed)))];
                    let why = i18n::words(lang, "nobody-called", &args);
                    let why = match moves.is_empty() {
                        true => why,
                        false => why.then(who_then()),
                    };
                    return ask.say(ctx.http(), why).await;
                };
                let named = Action::MoveRobber {
                    to,
                    steal_from: Some(v),
                    card: None,
                };
                match moves.iter().find(
                    |a| matches!(a, Action::MoveRobber { steal_from: Some(s), .. } if *s == v),
                ) {
                    Some(a) => *a,
                    // Not the caller's robber to move, or not there: the engine says why.
                    None if moves.is_empty() => named,
                    // The robber may go there, but not to rob them: why, and whom instead.
                    None => {
                        let why = match game.clone().apply(seat, named) {
                            Err(e) => refusal(lang, &e, game.names()),
                            Ok(_) => {
                                let args = [("name", Arg::Str(&escape(game.name(v))))];
                                i18n::words(lang, "robber-cannot-rob", &args)
                            }
                        };
                        return ask.say(ctx.http(), why.then(who_then())).await;
                    }
                }
            }
        };
        act_now(ctx, &ask, loaded.row.id, action).await
    }
    .await;
    finish(ctx, &ask, result).await
}

/// Discard cards after a 7.
#[poise::command(slash_command)]
pub(crate) async fn discard(
    ctx: Context<'_>,
    #[description = "How many brick cards to discard"]
    #[min = 0]
    #[max = 95]
    brick: Option<u8>,
    #[description = "How many lumber cards to discard"]
    #[min = 0]
    #[max = 95]
    lumber: Option<u8>,
    #[description = "How many wool cards to discard"]
    #[min = 0]
    #[max = 95]
    wool: Option<u8>,
    #[description = "How many grain cards to discard"]
    #[min = 0]
    #[max = 95]
    grain: Option<u8>,
    #[description = "How many ore cards to discard"]
    #[min = 0]
    #[max = 95]
    ore: Option<u8>,
) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> = async {
        let cards = ResourceCounts::new(
            brick.unwrap_or(0),
            lumber.unwrap_or(0),
            wool.unwrap_or(0),
            grain.unwrap_or(0),
            ore.unwrap_or(0),
        );
        play_action(ctx, &ask, Action::Discard { cards }).await
    }
    .await;
    finish(ctx, &ask, result).await
}

/// The family's controls on the turn message: **Discard** (its select and its typed form),
/// **Move robber** (the hex select, then whom to rob).
pub(super) async fn click(c: &TurnClick<'_, '_>, verb: RobberButton) -> Result<(), Error> {
    match verb {
        // The discard select acts; the others open a chooser or a form.
        RobberButton::DiscardPick => c.act(picked_discard(c.values)).await,
        RobberButton::Discard => match c.open(Works::AtItsMoment).await? {
            Some(opened) => discard_chooser(&opened.clicked(c)).await,
            None => Ok(()),
        },
        RobberButton::DiscardTyped => match c.open(Works::AtItsMoment).await? {
            Some(opened) => discard_typed(&opened.clicked(c)).await,
            None => Ok(()),
        },
        RobberButton::Robber => match c.open(Works::AtItsMoment).await? {
            Some(opened) => hex_chooser(&opened.clicked(c)).await,
            None => Ok(()),
        },
        RobberButton::RobberHex => match c.open(Works::AtItsMoment).await? {
            Some(opened) => victim_chooser(&opened.clicked(c), c.values).await,
            None => Ok(()),
        },
    }
}

/// The **Discard** select: how many of each resource, one option per count ("2 lumber"),
/// one pick per resource held and as many cards as owed in all (typed in a form when the
/// counts do not fit in a select).
async fn discard_chooser(c: &Clicked<'_, '_>) -> Result<(), Error> {
    let Clicked {
        bot,
        ask,
        game_id,
        turn: _,
        guard: _,
        game,
        seat,
        legal: _,
        table: _,
    } = *c;
    let http = &bot.http;
    let id = |verb| c.id(verb);
    let owed = game.pending_discard(seat);
    if owed == 0 {
        return ask
            .say(
                http,
                nothing_to_discard(bot, ask, game_id, game, seat).await?,
            )
            .await;
    }
    let lang = ask.src.lang();
    let hand = game.player(seat).resources;
    let (options, most) = discard_options(lang, &hand, owed);
    let opts: Vec<CreateSelectMenuOption> = options
        .into_iter()
        .map(|(label, value)| CreateSelectMenuOption::new(label, value))
        .collect();
    let mut rows = Vec::new();
    if opts.len() <= MAX_OPTIONS {
        let menu = CreateSelectMenu::new(
            id(RobberButton::DiscardPick),
            CreateSelectMenuKind::String { options: opts },
        )
        .placeholder(i18n::words(
            lang,
            "discard-placeholder",
            &[("count", Arg::Int(owed.into()))],
        ))
        .min_values(1)
        .max_values(most);
        rows.push(CreateActionRow::SelectMenu(menu));
    }
    rows.push(CreateActionRow::Buttons(vec![CreateButton::new(id(
        RobberButton::DiscardTyped,
    ))
    .label(i18n::words(lang, "btn-type-cards", &[]))
    .style(ButtonStyle::Secondary)]));
    chooser(
        ask,
        http,
        &i18n::words(
            lang,
            "discard-chooser",
            &[
                ("hand", Arg::Str(&crate::narrate::cards(lang, &hand))),
                ("count", Arg::Int(owed.into())),
            ],
        ),
        rows,
        None,
    )
    .await
}

/// The discard select's options for `hand` when `owed` cards are due, as (label, value):
/// one per count of each resource held, up to what is owed ("1 lumber", "2 lumber"); and
/// how many may be picked (one per resource held, no more than owed).
fn discard_options(
    lang: i18n::Lang,
    hand: &ResourceCounts,
    owed: u8,
) -> (Vec<(String, String)>, u8) {
    let mut opts = Vec::new();
    for (r, n) in hand.nonzero() {
        for k in 1..=n.min(owed) {
            let mut one = ResourceCounts::ZERO;
            one[r] = k;
            opts.push((
                crate::narrate::cards(lang, &one),
                crate::bot::components::discard_option(r, k),
            ));
        }
    }
    let kinds = hand.nonzero().count() as u8;
    (opts, kinds.min(owed))
}

/// Why a player with nothing to discard clicked **Discard**: their discard is in, or they
/// did not have to (no more than the limit in hand); and whom the table waits for.
async fn nothing_to_discard(
    bot: &Bot,
    ask: &Ask<'_>,
    game_id: i64,
    game: &Game,
    seat: Seat,
) -> Result<Words, Error> {
    let lang = ask.src.lang();
    if game.discarding_seats().next().is_none() {
        return Ok(nothing_to_discard_text(lang, game, &[], seat));
    }
    let record = bot.store.record(game_id).await?;
    Ok(nothing_to_discard_text(lang, game, &record.actions, seat))
}

/// [`nothing_to_discard`]'s sentence, from the game's log (`actions`, oldest first).
fn nothing_to_discard_text(
    lang: i18n::Lang,
    game: &Game,
    actions: &[SeatAction],
    seat: Seat,
) -> Words {
    let names: Vec<String> = game
        .discarding_seats()
        .map(|s| crate::bot::messages::escape(game.name(s)))
        .collect();
    if names.is_empty() {
        return refusal(lang, &RuleError::NoDiscardOwed, game.names());
    }
    // Since this turn's roll: did this seat discard?
    let discarded = actions
        .iter()
        .rev()
        .take_while(|a| !matches!(a.action, Action::Roll { .. }))
        .any(|a| a.p == seat && matches!(a.action, Action::Discard { .. }));
    let id = match discarded {
        true => "discard-already-in",
        false => "discard-not-owed",
    };
    let names = i18n::and_list(lang, &names);
    i18n::words(lang, id, &[("names", Arg::Str(&names))])
}

/// **Type the cards…**: the discard form.
async fn discard_typed(c: &Clicked<'_, '_>) -> Result<(), Error> {
    let Clicked {
        bot,
        ask,
        game_id,
        turn,
        guard: _,
        game,
        seat,
        legal: _,
        table: _,
    } = *c;
    let http = &bot.http;
    let owed = game.pending_discard(seat);
    if owed == 0 {
        return ask
            .say(
                http,
                refusal(ask.src.lang(), &RuleError::NoDiscardOwed, game.names()),
            )
            .await;
    }
    let modal = CreateModal::new(
        Cid::Form {
            game: game_id,
            turn,
            form: Form::Discard,
        }
        .encode(),
        i18n::words(
            ask.src.lang(),
            "discard-form-title",
            &[("count", Arg::Int(owed.into()))],
        ),
    )
    .components(vec![text_input(
        "cards",
        &i18n::words(ask.src.lang(), "discard-form-field", &[]),
        true,
    )]);
    ask.respond(http, CreateInteractionResponse::Modal(modal))
        .await
}

/// The cards picked in the discard select (one option per card, "brick:0").
fn picked_discard(values: &[String]) -> Action {
    let mut cards = ResourceCounts::ZERO;
    for (r, n) in values
        .iter()
        .filter_map(|v| crate::bot::components::discard_option_cards(v))
    {
        cards[r] = cards[r].saturating_add(n);
    }
    Action::Discard { cards }
}

/// A sent **Discard** form: the cards typed.
pub(super) async fn discard_form_sent(
    bot: &Bot,
    ask: &Ask<'_>,
    game: i64,
    turn: u32,
    field: impl Fn(&str) -> String,
) -> Result<(), Error> {
    let http = &bot.http;
    match crate::narrate::typed_cards(ask.src.lang(), &field("cards")) {
        Ok(cards) => {
            act(
                bot,
                ask,
                game,
                PostedFor::Turn(turn),
                Action::Discard { cards },
            )
            .await
        }
        Err(e) => ask.say(http, e).await,
    }
}

/// The **Move robber** chooser: the hexes the robber may go to, with whom it would rob.
async fn hex_chooser(c: &Clicked<'_, '_>) -> Result<(), Error> {
    let Clicked {
        bot,
        ask,
        game_id: _,
        turn: _,
        guard: _,
        game,
        seat,
        legal,
        table: _,
    } = *c;
    let http = &bot.http;
    let id = |verb| c.id(verb);
    let mut hexes: Vec<Hex> = Vec::new();
    for a in legal {
        if let Action::MoveRobber { to, .. } = a {
            if !hexes.contains(to) {
                hexes.push(*to);
            }
        }
    }
    if hexes.is_empty() {
        return ask.say(http, nothing_reason(c, Offers::MoveRobber)).await;
    }
    let opts: Vec<CreateSelectMenuOption> = hexes
        .iter()
        .map(|&h| {
            let victims: Vec<String> = game
                .steal_candidates(seat, h)
                .iter()
                .map(|v| game.name(v).to_string())
                .collect();
            CreateSelectMenuOption::new(
                truncate(&hex_label(ask.src.lang(), game, h, &victims), 100),
                h.name().to_string(),
            )
        })
        .collect();
    let rows: Vec<CreateActionRow> = opts
        .chunks(MAX_OPTIONS)
        .enumerate()
        .map(|(i, chunk)| {
            // Each select of the message needs its own id; all read a hex letter.
            let cid = match i {
                0 => id(RobberButton::RobberHex),
                _ => format!("{}:{i}", id(RobberButton::RobberHex)),
            };
            select(&cid, &ask.text("robber-placeholder"), chunk.to_vec(), 1)
        })
        .collect();
    // The island with the hexes' letters enlarged, for a phone: only the chooser's owner
    // sees it. Drawing it may wait behind other tables' boards: answer first.
    ask.think_privately(http).await?;
    let view = game.public_view();
    let places: Vec<Vec<Spot>> = hexes.iter().map(|&h| vec![Spot::Hex(h)]).collect();
    let png = bot
        .heavy
        .draw_now(move || Renderer::global().close_up_png(&view, None, &places, 0))
        .await?;
    chooser(ask, http, &ask.text("robber-where"), rows, Some(png)).await
}

/// A hex chosen for the robber: the move, or whom to rob when several can be.
async fn victim_chooser(c: &Clicked<'_, '_>, values: &[String]) -> Result<(), Error> {
    let Clicked {
        bot,
        ask,
        game_id,
        turn,
        guard,
        game,
        seat: _,
        legal,
        table: _,
    } = *c;
    let http = &bot.http;
    let Some(hex) = values.first().and_then(|v| Hex::parse(v)) else {
        return ask.say(http, ask.text("robber-choose-hex")).await;
    };
    let options = robber_moves(legal, hex);
    match options.as_slice() {
        [] => ask.say(http, ask.text("robber-cannot-go")).await,
        [one] => act(bot, ask, game_id, guard, *one).await,
        many => {
            let buttons: Vec<CreateButton> = many
                .iter()
                // Several moves to one hex are one per victim: the engine lets nobody
                // leave a victim unrobbed.
                .filter_map(|a| match a {
                    Action::MoveRobber {
                        steal_from: Some(v),
                        ..
                    } => {
                        let args = [("name", Arg::Str(game.name(*v)))];
                        let label = i18n::words(ask.src.lang(), "btn-steal-from", &args);
                        Some(act_button(game_id, turn, a, &label))
                    }
                    _ => None,
                })
                .collect();
            let rows = buttons
                .chunks(5)
                .map(|c| CreateActionRow::Buttons(c.to_vec()))
                .take(MAX_ROWS)
                .collect();
            chooser(
                ask,
                http,
                &i18n::words(
                    ask.src.lang(),
                    "robber-whom",
                    &[("hex", Arg::Str(&hex.to_string()))],
                ),
                rows,
                None,
            )
            .await
        }
    }
}

/// The legal ways for the robber to go to `hex`, out of `legal`: one per player who can be
/// robbed there, or one stealing nothing; none when it cannot go there now. The stolen
/// card is left open: `flow::act` draws it. The Move robber chooser and `/catan robber`
/// both act on these.
pub(super) fn robber_moves(legal: &[Action], hex: Hex) -> Vec<Action> {
    legal
        .iter()
        .filter(|a| matches!(a, Action::MoveRobber { to, .. } if *to == hex))
        .copied()
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::decide;
    use crate::ai::{Level, StrongConfig};
    use crate::i18n::Lang;

    /// A 4-player game played by heuristic AIs (seats "Ada", "Bea", "Cy", "Dee") from the
    /// first seed that rolls a 7 where two seats or more owe a discard and one owes none:
    /// the game at that moment and its log so far.
    fn at_a_seven() -> (Game, Vec<SeatAction>) {
        let cfg = StrongConfig::default();
        let options = Options {
            players: 4,
            ..Options::default()
        };
        for seed in 1..300u64 {
            let mut rng = GameRng::new(seed);
            let board = BoardSpec::Random(seed).build_for(Island::Base).unwrap();
            let mut setup = GameSetup::random(options, board, &mut rng);
            setup.names = ["Ada", "Bea", "Cy", "Dee"].map(String::from).to_vec();
            let mut game = Game::new(setup).unwrap();
            let mut log = Vec::new();
            while game.phase() != Phase::GameOver && game.turn() < 300 {
                if game.phase() == Phase::Discard
                    && game.discarding_seats().count() >= 2
                    && game.seats().any(|s| game.pending_discard(s) == 0)
                {
                    return (game, log);
                }
                let seat = game.seat_to_move();
                let (action, after, _) =
                    decide(&game, seat, Level::Heuristic, 0, false, &mut rng, &cfg);
                log.push(SeatAction { p: seat, action });
                game = after;
            }
        }
        panic!("no seed rolls such a 7");
    }

    /// `seat`'s discard (the heuristic's) applied to `game` and logged.
    fn discard(game: &mut Game, log: &mut Vec<SeatAction>, seat: Seat) {
        let (action, after, _) = decide(
            game,
            seat,
            Level::Heuristic,
            0,
            false,
            &mut GameRng::new(1),
            &StrongConfig::default(),
        );
        assert!(matches!(action, Action::Discard { .. }), "{action:?}");
        log.push(SeatAction { p: seat, action });
        *game = after;
    }

    fn waiting(game: &Game) -> String {
        let names: Vec<String> = game
            .discarding_seats()
            .map(|s| game.name(s).to_string())
            .collect();
        i18n::and_list(Lang::En, &names)
    }

    /// Issue 43, item 13: **Discard** clicked after one's discard is in says it is in (not
    /// "You do not have to discard."), and whom the table still waits for; clicked by one who
    /// never owed, it says they did not have to; once every discard is in, the plain refusal.
    #[test]
    fn discard_clicked_after_discarding_says_the_discard_is_in() {
        let (mut game, mut log) = at_a_seven();
        let plain = refusal(Lang::En, &RuleError::NoDiscardOwed, game.names());
        let first = game.discarding_seats().next().unwrap();
        let idle = game
            .seats()
            .find(|&s| game.pending_discard(s) == 0)
            .unwrap();
        // Before any discard: the one who owes nothing did not have to.
        let not_owed = nothing_to_discard_text(Lang::En, &game, &log, idle);
        let names = waiting(&game);
        assert_eq!(
            not_owed,
            i18n::text(Lang::En, "discard-not-owed", &[("names", Arg::Str(&names))])
        );
        assert_ne!(not_owed, plain);
        assert!(not_owed.contains(game.name(first)), "{not_owed}");
        // A discard at an earlier 7 is not this one's.
        let roll = log
            .iter()
            .rposition(|a| matches!(a.action, Action::Roll { .. }))
            .expect("the 7 is in the log");
        let mut older = log.clone();
        older.insert(
            roll,
            SeatAction {
                p: idle,
                action: Action::Discard {
                    cards: ResourceCounts::one(Resource::Ore, 4),
                },
            },
        );
        assert_eq!(
            nothing_to_discard_text(Lang::En, &game, &older, idle),
            not_owed
        );

        // The first discarder's discard is in; the others still owe.
        discard(&mut game, &mut log, first);
        assert_eq!(game.phase(), Phase::Discard);
        assert_eq!(game.pending_discard(first), 0);
        let names = waiting(&game);
        let done = nothing_to_discard_text(Lang::En, &game, &log, first);
        assert_eq!(
            done,
            i18n::text(
                Lang::En,
                "discard-already-in",
                &[("names", Arg::Str(&names))]
            )
        );
        assert_ne!(done, plain);
        assert_ne!(done, nothing_to_discard_text(Lang::En, &game, &log, idle));
        assert!(!done.contains(game.name(first)), "{done}");
        for s in game.discarding_seats() {
            assert!(done.contains(game.name(s)), "{done}");
        }

        // Every discard in: nobody is waited for, and the refusal is the plain one.
        loop {
            let Some(s) = game.discarding_seats().next() else {
                break;
            };
            discard(&mut game, &mut log, s);
        }
        assert_ne!(game.phase(), Phase::Discard);
        assert_eq!(nothing_to_discard_text(Lang::En, &game, &log, first), plain);
    }

    /// Issue 43, item 17: the discard select offers one option per count of each resource
    /// held, up to what is owed ("2 lumber", never "lumber #2"); a pick per resource held,
    /// at most as many as owed; and its values read back as those counts.
    #[test]
    fn the_discard_chooser_offers_counts_per_resource() {
        let hand = ResourceCounts::new(2, 5, 0, 0, 1);
        let (options, most) = discard_options(Lang::En, &hand, 4);
        let labels: Vec<&str> = options.iter().map(|(l, _)| l.as_str()).collect();
        assert_eq!(
            labels,
            ["1 brick", "2 brick", "1 lumber", "2 lumber", "3 lumber", "4 lumber", "1 ore"]
        );
        assert!(labels.iter().all(|l| !l.contains('#')), "{labels:?}");
        assert_eq!(most, 3, "one pick per resource held");
        let values: Vec<String> = options.iter().map(|(_, v)| v.clone()).collect();
        let mut distinct = values.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), values.len(), "{values:?}");
        for ((label, value), want) in options.iter().zip([
            (Resource::Brick, 1),
            (Resource::Brick, 2),
            (Resource::Lumber, 1),
            (Resource::Lumber, 2),
            (Resource::Lumber, 3),
            (Resource::Lumber, 4),
            (Resource::Ore, 1),
        ]) {
            assert_eq!(
                crate::bot::components::discard_option_cards(value),
                Some(want),
                "{label}"
            );
        }
        // Owing fewer cards than kinds held: no more picks than cards owed.
        let (options, most) = discard_options(Lang::En, &hand, 2);
        assert_eq!(most, 2);
        assert_eq!(options.len(), 2 + 2 + 1);
        // Other languages count the same way.
        let (de, _) = discard_options(Lang::De, &hand, 4);
        assert_eq!(de.len(), 7);
        assert!(
            de.iter().all(|(l, _)| l.starts_with(char::is_numeric)),
            "{de:?}"
        );

        // The picks are the cards discarded: a count per resource.
        let picked =
            |v: &[&str]| picked_discard(&v.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        let two_lumber = crate::bot::components::discard_option(Resource::Lumber, 2);
        let one_ore = crate::bot::components::discard_option(Resource::Ore, 1);
        let one_brick = crate::bot::components::discard_option(Resource::Brick, 1);
        assert_eq!(
            picked(&[&two_lumber, &one_ore, &one_brick]),
            Action::Discard {
                cards: ResourceCounts::new(1, 2, 0, 0, 1)
            }
        );
        // Two counts of one resource picked together add up (Discord lets a member pick
        // them; the engine then checks the total owed).
        let one_lumber = crate::bot::components::discard_option(Resource::Lumber, 1);
        assert_eq!(
            picked(&[&one_lumber, &two_lumber]),
            Action::Discard {
                cards: ResourceCounts::one(Resource::Lumber, 3)
            }
        );
    }
}
