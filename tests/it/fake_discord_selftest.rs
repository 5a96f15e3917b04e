//! Self-test of the fake Discord: a tiny poise bot defined here (not the product's bot) connects
//! through a REST proxy URL, registers a command, and answers a slash command (public, with a
//! button and a PNG), an autocomplete, a click (ephemeral, from the raw gateway event), a select
//! and a modal; plus unit tests of the spec validator and of the payload shapes.

use crate::fake_discord;

use fake_discord::{FakeDiscord, Opt};
use poise::serenity_prelude as serenity;
use serde_json::json;
use std::time::Duration;

struct Data;
type Error = Box<dyn std::error::Error + Send + Sync>;
type Ctx<'a> = poise::Context<'a, Data, Error>;

fn tiny_png() -> Vec<u8> {
    let img = image::RgbaImage::from_pixel(3, 2, image::Rgba([200, 30, 30, 255]));
    let mut out = std::io::Cursor::new(Vec::new());
    img.write_to(&mut out, image::ImageFormat::Png)
        .expect("encode png");
    out.into_inner()
}

async fn autocomplete_color(_ctx: Ctx<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let choices = ["red", "green", "blue"]
        .into_iter()
        .filter(|c| c.starts_with(partial))
        .map(|c| serenity::AutocompleteChoice::new(c, c))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Test command root.
#[poise::command(slash_command, subcommands("show"))]
async fn demo(_ctx: Ctx<'_>) -> Result<(), Error> {
    Ok(())
}

/// Shows a picture with a button.
#[poise::command(slash_command)]
async fn show(
    ctx: Ctx<'_>,
    #[description = "colour"]
    #[autocomplete = "autocomplete_color"]
    color: String,
    #[description = "size"] size: i64,
    #[description = "loud"] loud: Option<bool>,
    #[description = "friend"] friend: Option<serenity::User>,
) -> Result<(), Error> {
    let content = format!(
        "{color} {size} loud={} friend={}",
        loud.unwrap_or(false),
        friend.map(|u| u.name).unwrap_or_default()
    );
    let row = serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new("demo:poke").label("Poke"),
        serenity::CreateButton::new("demo:modal")
            .label("Ask")
            .style(serenity::ButtonStyle::Secondary),
    ]);
    let menu = serenity::CreateActionRow::SelectMenu(serenity::CreateSelectMenu::new(
        "demo:pick",
        serenity::CreateSelectMenuKind::String {
            options: vec![
                serenity::CreateSelectMenuOption::new("One", "1"),
                serenity::CreateSelectMenuOption::new("Two", "2"),
            ],
        },
    ));
    ctx.send(
        poise::CreateReply::default()
            .content(content)
            .components(vec![row, menu])
            .attachment(serenity::CreateAttachment::bytes(tiny_png(), "board.png")),
    )
    .await?;
    Ok(())
}

async fn on_event(
    fw: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    let ctx = fw.serenity_context;
    match event {
        serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Component(c),
        } => {
            // Discord forgets an interaction 3 s after it was made (its id says when): one
            // replayed after a RESUME may already be too old to answer.
            let made_ms = (c.id.get() >> 22) + 1_420_070_400_000;
            let now_ms = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_millis() as u64;
            if now_ms.saturating_sub(made_ms) >= 3000 {
                return Ok(());
            }
            let reply = match (c.data.custom_id.as_str(), &c.data.kind) {
                ("demo:modal", _) => {
                    let modal =
                        serenity::CreateModal::new("demo:form", "Tell me").components(vec![
                            serenity::CreateActionRow::InputText(serenity::CreateInputText::new(
                                serenity::InputTextStyle::Short,
                                "Word",
                                "word",
                            )),
                        ]);
                    c.create_response(ctx, serenity::CreateInteractionResponse::Modal(modal))
                        .await?;
                    return Ok(());
                }
                (_, serenity::ComponentInteractionDataKind::StringSelect { values }) => {
                    format!("{} picked {}", c.user.name, values.join(","))
                }
                (id, _) => format!("{} clicked {id}", c.user.name),
            };
            c.create_response(
                ctx,
                serenity::CreateInteractionResponse::Message(
                    serenity::CreateInteractionResponseMessage::new()
                        .content(reply)
                        .ephemeral(true),
                ),
            )
            .await?;
        }
        serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Modal(m),
        } => {
            let word = m
                .data
                .components
                .iter()
                .flat_map(|r| &r.components)
                .find_map(|c| match c {
                    serenity::ActionRowComponent::InputText(t) => t.value.clone(),
                    _ => None,
                })
                .unwrap_or_default();
            m.defer_ephemeral(ctx).await?;
            m.create_followup(
                ctx,
                serenity::CreateInteractionResponseFollowup::new()
                    .content(format!("you said {word}")),
            )
            .await?;
        }
        _ => {}
    }
    Ok(())
}

async fn start_bot(fake: &FakeDiscord) {
    let guild = serenity::GuildId::new(fake.guild_id());
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: vec![demo()],
            event_handler: |fw, ev| Box::pin(on_event(fw, ev)),
            initialize_owners: false,
            ..Default::default()
        })
        .setup(move |ctx, _ready, fw| {
            Box::pin(async move {
                poise::builtins::register_in_guild(ctx, &fw.options().commands, guild).await?;
                Ok(Data)
            })
        })
        .build();
    let http = serenity::HttpBuilder::new("fake-token")
        .proxy(fake.api_url())
        .ratelimiter_disabled(true)
        .build();
    let mut client = serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::GUILDS)
        .framework(framework)
        .await
        .expect("client builds");
    tokio::spawn(async move { client.start().await });
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn poise_bot_round_trip_through_the_fake() {
    let fake = FakeDiscord::start().await;
    start_bot(&fake).await;
    fake.wait_ready(Duration::from_secs(10)).await;
    let cmds = fake.wait_commands(1, Duration::from_secs(10)).await;
    assert_eq!(cmds[0]["name"], "demo");
    let ada = fake.user("Ada");
    let bea = fake.user("Bea");

    // Autocomplete of the focused option, filtered by what was typed.
    let choices = fake
        .autocomplete(&ada, "demo", "show", &[("size", Opt::Int(2))], "color", "g")
        .await;
    assert_eq!(
        choices.iter().map(|c| c.name.as_str()).collect::<Vec<_>>(),
        ["green"]
    );

    // Slash command with string, integer, boolean and user options: public reply with a PNG.
    let h = fake.slash(
        &ada,
        "demo",
        "show",
        &[
            ("color", Opt::Str("red".into())),
            ("size", Opt::Int(7)),
            ("loud", Opt::Bool(true)),
            ("friend", Opt::User(bea.id)),
        ],
    );
    let r = h.response().await;
    assert_eq!(r.kind, 4);
    assert!(!r.ephemeral);
    assert_eq!(r.content, "red 7 loud=true friend=bea");
    assert_eq!(r.button("Poke").as_deref(), Some("demo:poke"));
    let png = &r
        .attachments
        .iter()
        .find(|a| a.filename == "board.png")
        .expect("board.png attached")
        .bytes;
    assert_eq!(png, &tiny_png());
    let msg = h.message().await;
    assert_eq!(msg.channel_id, fake.channel().id);
    assert!(msg.visible_to.is_none());
    assert_eq!(
        msg.selects()[0].options,
        [
            ("One".to_owned(), "1".to_owned()),
            ("Two".to_owned(), "2".to_owned())
        ]
    );
    assert_eq!(fake.public_messages(fake.channel().id).len(), 1);

    // A click, answered ephemerally from the gateway event handler.
    let poke = msg.button("Poke").unwrap();
    let r = fake.click(&bea, &msg, &poke).response().await;
    assert_eq!(
        (r.kind, r.ephemeral, r.content.as_str()),
        (4, true, "bea clicked demo:poke")
    );
    let eph = fake
        .messages(fake.channel().id)
        .into_iter()
        .find(|m| m.content.starts_with("bea clicked"))
        .unwrap();
    assert_eq!(eph.visible_to, Some(bea.id));
    assert!(eph.is_ephemeral());

    // A select menu.
    let r = fake
        .select(&ada, &msg, "demo:pick", &["2"])
        .response()
        .await;
    assert_eq!((r.ephemeral, r.content.as_str()), (true, "ada picked 2"));

    // A button opening a modal, then the modal's submission: deferred ephemerally, then a follow-up.
    let r = fake.click(&ada, &msg, "demo:modal").response().await;
    assert_eq!(r.kind, 9);
    assert_eq!(r.modal.as_ref().unwrap()["custom_id"], "demo:form");
    let h = fake.submit_modal(&ada, "demo:form", &[("word", "sheep")]);
    let r = h.response().await;
    assert_eq!((r.kind, r.ephemeral), (5, true));
    let filled = h.message().await;
    assert_eq!(filled.content, "you said sheep");
    assert!(
        filled.is_ephemeral(),
        "a follow-up after an ephemeral defer stays ephemeral"
    );

    // A dropped gateway: serenity resumes (or re-identifies) and interactions still arrive.
    let before = fake.sessions_started();
    fake.drop_gateway(4000);
    fake.wait_until(Duration::from_secs(10), |s| {
        ((s.ready_count, s.resume_count) != before).then_some(())
    })
    .await
    .expect("serenity reconnected after the gateway dropped");
    let r = fake.click(&fake.user("Cy"), &msg, &poke).response().await;
    assert_eq!(r.content, "cy clicked demo:poke");

    // A click made during an outage is replayed after the RESUME, 5 s old: the bot tells its
    // age from the id and leaves it alone, which is all Discord allows.
    let (_, resumes) = fake.sessions_started();
    let stale = fake.click_during_outage(&ada, &msg, &poke, Duration::from_secs(5));
    fake.wait_until(Duration::from_secs(10), |s| {
        (s.resume_count > resumes).then_some(())
    })
    .await
    .expect("serenity resumed");
    let r = fake.click(&bea, &msg, &poke).response().await;
    assert_eq!(r.content, "bea clicked demo:poke");
    let rec = stale.record();
    assert!(rec.dead_on_arrival() && rec.response.is_none(), "{rec:?}");

    fake.assert_no_violations();
    fake.assert_response_times();
    assert_eq!(fake.response_times().len(), 8);
}

#[test]
fn validator_rejects_bad_bodies() {
    let spec = fake_discord::schema::spec();
    let good = json!({"type": 4, "data": {"content": "hi", "components": [
        {"type": 1, "components": [{"type": 2, "style": 1, "label": "Go", "custom_id": "go"}]}]}});
    let direct = fake_discord::schema::validate(
        &json!({"$ref": "#/components/schemas/CreateMessageInteractionCallbackRequest"}),
        &good,
    );
    assert_eq!(direct, Vec::<String>::new());
    assert_eq!(
        spec.validate_request("POST", "/interactions/1/tok/callback", Some(&good)),
        Some(vec![])
    );

    let long_id = json!({"type": 4, "data": {"components": [
        {"type": 1, "components": [{"type": 2, "style": 1, "label": "Go", "custom_id": "x".repeat(101)}]}]}});
    let errs = spec
        .validate_request("POST", "/interactions/1/tok/callback", Some(&long_id))
        .unwrap();
    assert!(
        errs.iter().any(|e| e.contains("longer than 100")),
        "{errs:?}"
    );

    let bad_type = json!({"content": "x", "flags": "64"});
    let errs = spec
        .validate_request("POST", "/channels/5/messages", Some(&bad_type))
        .unwrap();
    assert!(
        errs.iter()
            .any(|e| e.contains("$.flags") && e.contains("integer")),
        "{errs:?}"
    );

    let bad_snowflake = json!({"content": "x", "message_reference": {"message_id": "12a"}});
    let errs = spec
        .validate_request("POST", "/channels/5/messages", Some(&bad_snowflake))
        .unwrap();
    assert!(!errs.is_empty());

    assert_eq!(
        spec.match_path("/webhooks/1/tok/messages/@original"),
        Some("/webhooks/{webhook_id}/{webhook_token}/messages/@original")
    );
    assert_eq!(spec.match_path("/no/such/route"), None);
    assert_eq!(spec.validate_request("GET", "/no/such/route", None), None);
}

#[tokio::test]
async fn payloads_deserialize_into_serenity_models() {
    use fake_discord::payloads;
    let fake = FakeDiscord::start().await;
    let bot = fake.bot_user();
    let ready = payloads::ready(&bot, fake.app_id(), fake.guild_id(), "s", "ws://x");
    serde_json::from_value::<serenity::Ready>(ready).expect("READY");
    let g = payloads::guild(
        fake.guild_id(),
        "g",
        fake.users()[0].id,
        &fake.channels(),
        &fake.users(),
        &fake.roles(),
    );
    serde_json::from_value::<serenity::Guild>(g).expect("GUILD_CREATE");
    let ch = &fake.channels()[0];
    let data = json!({"id": "5", "name": "demo", "type": 1, "options": []});
    let i = payloads::interaction(
        9,
        fake.app_id(),
        2,
        data,
        fake.guild_id(),
        ch,
        &fake.users()[0],
        "tok",
    );
    let i = serde_json::from_value::<serenity::Interaction>(i).expect("INTERACTION_CREATE");
    assert_eq!(i.as_command().unwrap().user.id.get(), fake.users()[0].id);

    // Threads (THREAD_CREATE, an interaction from one) and hostile members.
    let thread = fake_discord::FakeChannel {
        id: 77,
        name: "table".into(),
        kind: 11,
        parent_id: Some(ch.id),
        members: vec![bot.id],
    };
    let t = serde_json::from_value::<serenity::GuildChannel>(payloads::channel(
        &thread,
        fake.guild_id(),
        0,
    ))
    .expect("THREAD_CREATE");
    assert_eq!(t.parent_id.map(|p| p.get()), Some(ch.id));
    let mallory = fake.user("Mallory");
    let data = json!({"id": "5", "name": "demo", "type": 1, "options": []});
    let i = payloads::interaction(
        9,
        fake.app_id(),
        2,
        data,
        fake.guild_id(),
        &thread,
        &mallory,
        "tok",
    );
    let i = serde_json::from_value::<serenity::Interaction>(json!(i)).expect("thread command");
    let command = i.as_command().unwrap();
    assert_eq!(
        command.channel.as_ref().unwrap().kind,
        serenity::ChannelType::PublicThread
    );
    let member = command.member.clone().unwrap();
    assert_eq!(member.nick, mallory.nick);
    assert_eq!(member.user.global_name, mallory.global_name);
}
