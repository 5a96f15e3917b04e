//! What the families' choosers are built of: the clicked turn-message button with the game
//! as it stands (`Clicked`), selects of at most 25 options (several, and pages, for long
//! lists), buttons that act, form fields, and the ephemeral chooser answer itself.

use super::TurnClick;
use crate::bot::components::{decode_action, encode_action, ChooserControl, Cid, TurnVerb};
use crate::bot::context::{Bot, Error, Reply};
use crate::bot::flow::{Ask, PostedFor};
use crate::bot::messages::truncate;
use crate::engine::*;
use crate::i18n::{self, Arg, Lang, Words};
use crate::narrate::refusal;
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateAttachment, CreateButton, CreateInputText,
    CreateInteractionResponse, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
    InputTextStyle,
};

/// Discord's limits on a message's components.
pub(super) const MAX_ROWS: usize = 5;
pub(super) const MAX_OPTIONS: usize = 25;

/// A chooser's own controls: a button that acts, or an action picked in a select.
pub(super) async fn click(c: &TurnClick<'_, '_>, control: ChooserControl) -> Result<(), Error> {
    match control {
        ChooserControl::Act(a) => c.act(a).await,
        ChooserControl::Pick(_) => match c.values.first().and_then(|v| decode_action(v)) {
            Some(a) => c.act(a).await,
            None => {
                c.ask
                    .say(&c.bot.http, c.ask.text("refused-choose-option"))
                    .await
            }
        },
    }
}

/// A turn-message button that opens a chooser, with the game as it stands for the seat
/// that clicked (loaded, and checked to be still on its moment).
#[derive(Clone, Copy)]
pub(super) struct Clicked<'a, 'b> {
    pub bot: &'a Bot,
    pub ask: &'a Ask<'b>,
    pub game_id: i64,
    /// The moment stamped on the button.
    pub turn: u32,
    pub guard: PostedFor,
    pub game: &'a Game,
    pub seat: Seat,
    pub legal: &'a Vec<Action>,
    /// The table's language (its buttons' labels).
    pub table: Lang,
}

impl Clicked<'_, '_> {
    /// The custom id of another turn-message component of the same moment.
    pub(super) fn id(&self, verb: impl Into<TurnVerb>) -> String {
        Cid::Turn {
            game: self.game_id,
            turn: self.turn,
            verb: verb.into(),
        }
        .encode()
    }
}

pub(super) fn option(label: String, a: &Action) -> CreateSelectMenuOption {
    CreateSelectMenuOption::new(truncate(&label, 100), encode_action(a))
}

/// One select per 25 options of each group, each with its own custom id (`Pick(n)`); the
/// placeholder says which part of a long list a select holds (in `lang`).
pub(super) fn pick_selects(
    lang: Lang,
    game: i64,
    turn: u32,
    groups: Vec<(String, Vec<CreateSelectMenuOption>)>,
) -> Vec<CreateActionRow> {
    let mut rows = Vec::new();
    for (title, opts) in groups {
        let parts = opts.len().div_ceil(MAX_OPTIONS);
        for (k, chunk) in opts.chunks(MAX_OPTIONS).enumerate() {
            let slot = rows.len() as u8;
            let id = Cid::Turn {
                game,
                turn,
                verb: ChooserControl::Pick(slot).into(),
            }
            .encode();
            let placeholder = match parts {
                1 => title.clone(),
                _ => i18n::text(
                    lang,
                    "chooser-part",
                    &[
                        ("title", Arg::Str(&title)),
                        ("part", Arg::Int(k as i64 + 1)),
                        ("parts", Arg::Int(parts as i64)),
                    ],
                ),
            };
            rows.push(select(&id, &placeholder, chunk.to_vec(), 1));
        }
    }
    rows
}

/// The rows of page `page` of a chooser: all of them when they fit one message, else four
/// per page and a row of ◀ ▶ buttons labelled in `lang` (`nav` makes their ids). Returns
/// the number of pages.
pub(super) fn paged(
    lang: Lang,
    rows: Vec<CreateActionRow>,
    page: u8,
    nav: impl Fn(u8) -> String,
) -> (Vec<CreateActionRow>, usize) {
    if rows.len() <= MAX_ROWS {
        return (rows, 1);
    }
    let per = MAX_ROWS - 1;
    let pages = rows.len().div_ceil(per);
    let page = (page as usize).min(pages - 1);
    let mut out: Vec<CreateActionRow> = rows.into_iter().skip(page * per).take(per).collect();
    out.push(page_buttons(lang, page, pages, nav));
    (out, pages)
}

/// ◀ ▶ between a chooser's `pages`, from `page`, labelled in `lang` (`nav` makes their ids).
pub(super) fn page_buttons(
    lang: Lang,
    page: usize,
    pages: usize,
    nav: impl Fn(u8) -> String,
) -> CreateActionRow {
    let mut buttons = Vec::new();
    if page > 0 {
        buttons.push(
            CreateButton::new(nav(page as u8 - 1))
                .label(i18n::words(lang, "btn-previous", &[]))
                .style(ButtonStyle::Secondary),
        );
    }
    if page + 1 < pages {
        buttons.push(
            CreateButton::new(nav(page as u8 + 1))
                .label(i18n::words(lang, "btn-more", &[]))
                .style(ButtonStyle::Secondary),
        );
    }
    CreateActionRow::Buttons(buttons)
}

/// What a chooser offers: what `nothing_reason` says there is none of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Offers {
    Build,
    Trade,
    PlayCard,
    MoveRobber,
}

/// Why a chooser would be empty, in the clicking member's language, in the engine's words
/// where possible.
pub(super) fn nothing_reason(c: &Clicked<'_, '_>, what: Offers) -> Words {
    let (game, seat, lang) = (c.game, c.seat, c.ask.src.lang());
    let rule = |e: RuleError| refusal(lang, &e, game.names());
    if game.phase() == Phase::GameOver {
        return rule(RuleError::GameOver);
    }
    if game.phase() == Phase::Discard && game.pending_discard(seat) == 0 {
        let first = game.seat_to_move();
        return rule(RuleError::WaitingForDiscards([first].into_iter().collect()));
    }
    if seat != game.seat_to_move() {
        return rule(RuleError::NotYourTurn(game.seat_to_move()));
    }
    let button = |id: &str| crate::bot::messages::table_button(c.table, lang, id);
    match (game.phase(), what) {
        (Phase::Roll, Offers::PlayCard) => {}
        (Phase::Roll, _) => return rule(RuleError::RollFirst),
        (Phase::MoveRobber, Offers::MoveRobber) => {}
        (Phase::MoveRobber, _) => return rule(RuleError::MoveRobberFirst),
        (Phase::RoadBuilding, Offers::Build) => {}
        (Phase::RoadBuilding, _) => return rule(RuleError::PlaceFreeRoadsFirst),
        (Phase::Discard, _) => {
            let args = [("button", Arg::Str(&button("btn-discard")))];
            return i18n::words(lang, "nothing-discard-first", &args);
        }
        _ => {}
    }
    match what {
        Offers::Build => {
            let args = [("button", Arg::Str(&button("btn-hand")))];
            i18n::words(lang, "nothing-to-build", &args)
        }
        Offers::PlayCard => i18n::words(lang, "nothing-to-play", &[]),
        Offers::Trade => i18n::words(lang, "nothing-to-trade", &[]),
        Offers::MoveRobber => i18n::words(lang, "nothing-robber-move", &[]),
    }
}

pub(super) fn select(
    id: &str,
    placeholder: &str,
    opts: Vec<CreateSelectMenuOption>,
    n: u8,
) -> CreateActionRow {
    CreateActionRow::SelectMenu(
        CreateSelectMenu::new(id, CreateSelectMenuKind::String { options: opts })
            .placeholder(truncate(placeholder, 150))
            .min_values(n)
            .max_values(n),
    )
}

pub(super) fn act_button(game: i64, turn: u32, a: &Action, label: &str) -> CreateButton {
    CreateButton::new(
        Cid::Turn {
            game,
            turn,
            verb: ChooserControl::Act(*a).into(),
        }
        .encode(),
    )
    .label(truncate(label, 80))
    .style(ButtonStyle::Primary)
}

/// An ephemeral chooser (with a board image when one helps to choose); a page turn of a
/// chooser replaces it.
pub(super) async fn chooser(
    ask: &Ask<'_>,
    http: &serenity::all::Http,
    text: &Words,
    rows: Vec<CreateActionRow>,
    board: Option<Vec<u8>>,
) -> Result<(), Error> {
    // (Uploaded by `Ask`, whose answers leave only while this process serves the server.)
    let files: Vec<CreateAttachment> = board
        .map(|png| CreateAttachment::bytes(png, "places.png"))
        .into_iter()
        .collect();
    if ask.thinking() {
        // The board, if any, in place of the attachments the chooser had.
        let edit = Reply::edit(text.clone())
            .components(rows)
            .clear_attachments();
        return ask.replace_with_files(http, edit, files).await;
    }
    let msg = Reply::message(text.clone()).components(rows);
    let r = match ask.src.on_chooser() {
        true => CreateInteractionResponse::UpdateMessage(msg),
        false => CreateInteractionResponse::Message(msg.ephemeral(true)),
    };
    ask.respond_with_files(http, r, files).await
}

pub(super) fn text_input(id: &str, label: &str, required: bool) -> CreateActionRow {
    CreateActionRow::InputText(
        CreateInputText::new(InputTextStyle::Short, label, id)
            .required(required)
            .max_length(100),
    )
}

pub(super) fn text_input_with(id: &str, label: &str, value: &str) -> CreateActionRow {
    CreateActionRow::InputText(
        CreateInputText::new(InputTextStyle::Short, label, id)
            .value(value)
            .max_length(100),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts(n: usize) -> Vec<CreateSelectMenuOption> {
        (0..n)
            .map(|i| CreateSelectMenuOption::new(format!("o{i}"), format!("{i}")))
            .collect()
    }

    fn ids(rows: &[CreateActionRow]) -> Vec<String> {
        let v = serde_json::to_value(rows).unwrap();
        let mut out = Vec::new();
        for row in v.as_array().unwrap() {
            for c in row["components"].as_array().unwrap() {
                out.push(c["custom_id"].as_str().unwrap().to_string());
            }
        }
        out
    }

    /// 54 set-up spots and a long road list: every option is offered, in selects of at most
    /// 25 with distinct ids, on pages of at most five rows.
    #[test]
    fn long_lists_become_several_selects_with_distinct_ids_and_pages() {
        let rows = pick_selects(
            Lang::En,
            7,
            3,
            vec![
                ("Place a settlement".into(), opts(54)),
                ("Roads".into(), opts(60)),
            ],
        );
        assert_eq!(rows.len(), 3 + 3);
        let all = ids(&rows);
        let mut dedup = all.clone();
        dedup.sort();
        dedup.dedup();
        assert_eq!(dedup.len(), all.len(), "{all:?}");
        let v = serde_json::to_value(&rows).unwrap();
        let offered: usize = v
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["components"][0]["options"].as_array().unwrap().len())
            .sum();
        assert_eq!(offered, 114);
        let nav = |p: u8| {
            Cid::Turn {
                game: 7,
                turn: 3,
                verb: crate::bot::components::TurnButton::Build(p).into(),
            }
            .encode()
        };
        let (first, pages) = paged(Lang::En, rows.clone(), 0, nav);
        assert_eq!(pages, 2);
        assert_eq!(first.len(), 5);
        let (second, _) = paged(Lang::En, rows.clone(), 1, nav);
        assert_eq!(second.len(), 3);
        let (beyond, _) = paged(Lang::En, rows, 9, nav);
        assert_eq!(beyond.len(), 3, "a page past the end shows the last");
        let (small, pages) = paged(
            Lang::En,
            pick_selects(Lang::En, 7, 3, vec![("x".into(), opts(3))]),
            0,
            nav,
        );
        assert_eq!((small.len(), pages), (1, 1));
    }
}
