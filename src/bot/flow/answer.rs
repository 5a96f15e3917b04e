//! Answering one interaction: where it came from (`Source`: a slash command, a click, a
//! form) and `Ask`, which answers it exactly once within Discord's 3 s (a private sentence,
//! a deferral, an edit of the chooser it came from), then edits that answer.

use super::*;
use serenity::all::CreateAttachment;
/// The interaction being answered: a slash command, a component click or a modal submit.
#[derive(Clone, Copy)]
pub(crate) enum Source<'a> {
    Command(&'a CommandInteraction),
    Component(&'a ComponentInteraction),
    Modal(&'a ModalInteraction),
}

impl<'a> Source<'a> {
    pub(crate) fn user(&self) -> &'a User {
        match *self {
            Source::Command(i) => &i.user,
            Source::Component(i) => &i.user,
            Source::Modal(i) => &i.user,
        }
    }
    pub(crate) fn channel_id(&self) -> ChannelId {
        match *self {
            Source::Command(i) => i.channel_id,
            Source::Component(i) => i.channel_id,
            Source::Modal(i) => i.channel_id,
        }
    }
    pub(crate) fn guild_id(&self) -> Option<GuildId> {
        match *self {
            Source::Command(i) => i.guild_id,
            Source::Component(i) => i.guild_id,
            Source::Modal(i) => i.guild_id,
        }
    }
    /// The language of the member's Discord client, when the bot speaks it (else English):
    /// what their private answers are written in.
    pub(crate) fn lang(&self) -> Lang {
        let locale = match *self {
            Source::Command(i) => &i.locale,
            Source::Component(i) => &i.locale,
            Source::Modal(i) => &i.locale,
        };
        Lang::from_discord(locale).unwrap_or(Lang::En)
    }
    /// The server's language (`guild_locale`), when the bot speaks it: what a new table
    /// plays in unless its host chooses.
    pub(crate) fn guild_lang(&self) -> Option<Lang> {
        let locale = match *self {
            Source::Command(i) => &i.guild_locale,
            Source::Component(i) => &i.guild_locale,
            Source::Modal(i) => &i.guild_locale,
        };
        locale.as_deref().and_then(Lang::from_discord)
    }
    /// What the bot may do in the interaction's channel, as Discord says.
    pub(crate) fn app_permissions(&self) -> Option<Permissions> {
        match *self {
            Source::Command(i) => i.app_permissions,
            Source::Component(i) => i.app_permissions,
            Source::Modal(i) => i.app_permissions,
        }
    }
    /// Whether the interaction's channel is a thread.
    pub(crate) fn in_thread(&self) -> bool {
        let channel = match *self {
            Source::Command(i) => i.channel.as_ref(),
            Source::Component(i) => i.channel.as_ref(),
            Source::Modal(i) => i.channel.as_ref(),
        };
        channel.is_some_and(|c| {
            matches!(
                c.kind,
                ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
            )
        })
    }
    /// The message the component (or the modal's component) sits on.
    pub(crate) fn message_id(&self) -> Option<MessageId> {
        match *self {
            Source::Command(_) => None,
            Source::Component(i) => Some(i.message.id),
            Source::Modal(i) => i.message.as_ref().map(|m| m.id),
        }
    }
    /// Whether the component (or the modal's component) sits on an ephemeral message: a
    /// chooser, which the answer replaces.
    pub(crate) fn on_chooser(&self) -> bool {
        let flags = match *self {
            Source::Command(_) => None,
            Source::Component(i) => i.message.flags,
            Source::Modal(i) => i.message.as_ref().and_then(|m| m.flags),
        };
        flags.is_some_and(|f| f.contains(MessageFlags::EPHEMERAL))
    }
    pub(crate) fn member(&self) -> Option<&'a serenity::all::Member> {
        match *self {
            Source::Command(i) => i.member.as_deref(),
            Source::Component(i) => i.member.as_ref(),
            Source::Modal(i) => i.member.as_ref(),
        }
    }
    /// The name the table knows the user by: server nickname, display name, or user name.
    pub(crate) fn display_name(&self) -> String {
        let u = self.user();
        self.member()
            .and_then(|m| m.nick.clone())
            .or_else(|| u.global_name.clone())
            .unwrap_or_else(|| u.name.clone())
    }
    pub(crate) fn can_manage_channels(&self) -> bool {
        self.member()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.contains(Permissions::MANAGE_CHANNELS))
    }
    /// Discord's id of the interaction.
    pub(crate) fn interaction_id(&self) -> u64 {
        self.metric().0
    }
    /// The interaction's token, for answers after the first.
    pub(super) fn token(&self) -> &'a str {
        match *self {
            Source::Command(i) => &i.token,
            Source::Component(i) => &i.token,
            Source::Modal(i) => &i.token,
        }
    }
    /// Where answers to it go: its callback, and its token's webhook (the first answer's
    /// message, follow-ups).
    fn routes(&self) -> (String, String) {
        let (id, app) = match *self {
            Source::Command(i) => (i.id.get(), i.application_id.get()),
            Source::Component(i) => (i.id.get(), i.application_id.get()),
            Source::Modal(i) => (i.id.get(), i.application_id.get()),
        };
        let token = self.token();
        (
            format!("/interactions/{id}/{token}/callback"),
            format!("/webhooks/{app}/{token}"),
        )
    }
    /// Whether acknowledging shows the player a private "thinking…" that the answer must
    /// replace (a command, a form not sent from a message); else it is silent.
    pub(super) fn ack_thinks(&self) -> bool {
        match *self {
            Source::Command(_) => true,
            Source::Component(_) => false,
            Source::Modal(m) => m.message.is_none(),
        }
    }
    /// The interaction's id and kind, for the first-response metric.
    pub(super) fn metric(&self) -> (u64, crate::bot::ops::Kind) {
        use crate::bot::ops::Kind;
        match *self {
            Source::Command(i) => (i.id.get(), Kind::Command),
            Source::Component(i) => (i.id.get(), Kind::Component),
            Source::Modal(i) => (i.id.get(), Kind::Modal),
        }
    }
    async fn respond(&self, http: &Http, r: CreateInteractionResponse) -> serenity::Result<()> {
        match *self {
            Source::Command(i) => i.create_response(http, r).await,
            Source::Component(i) => i.create_response(http, r).await,
            Source::Modal(i) => i.create_response(http, r).await,
        }
    }
    async fn followup(
        &self,
        http: &Http,
        f: CreateInteractionResponseFollowup,
    ) -> serenity::Result<()> {
        match *self {
            Source::Command(i) => i.create_followup(http, f).await.map(|_| ()),
            Source::Component(i) => i.create_followup(http, f).await.map(|_| ()),
            Source::Modal(i) => i.create_followup(http, f).await.map(|_| ()),
        }
    }
    /// Deletes the answer of a command (or a form opened by one), its "thinking…", or the
    /// chooser a click was made on.
    async fn delete_original(&self, http: &Http) -> serenity::Result<()> {
        match *self {
            Source::Command(i) => i.delete_response(http).await,
            Source::Modal(i) => i.delete_response(http).await,
            // Only a chooser (private to the player) goes; a table message never does.
            Source::Component(i) if self.on_chooser() => i.delete_response(http).await,
            Source::Component(_) => Ok(()),
        }
    }
    async fn edit_original(&self, http: &Http, e: EditInteractionResponse) -> serenity::Result<()> {
        match *self {
            Source::Command(i) => i.edit_response(http, e).await.map(|_| ()),
            Source::Component(i) => i.edit_response(http, e).await.map(|_| ()),
            Source::Modal(i) => i.edit_response(http, e).await.map(|_| ()),
        }
    }
}

const NOT_ANSWERED: u8 = 0;
const DEFERRED: u8 = 1;
const ANSWERED: u8 = 2;
/// Deferred with a private "thinking…" (or a chooser) that the answer replaces.
const THINKING: u8 = 3;
/// Answered by someone else (Discord said so at our first try): nothing more is sent.
const ELSEWHERE: u8 = 4;

/// How long after Discord made an interaction its first answer may wait for work that must
/// come before it (the note of a move): half a second inside Discord's 3 s, for the answer's
/// own trip.
const ANSWER_BY_MS: u64 = 2_500;

/// Whether Discord refused a first answer because the interaction has one already (40060).
fn already_answered(e: &serenity::Error) -> bool {
    matches!(e, serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r))
        if r.error.code == 40060)
}

/// An interaction and how far its answer got: every path answers exactly once first, then
/// edits or follows up, so no answer is ever refused as a second initial response and no
/// "thinking…" is left without an end.
pub(crate) struct Ask<'a> {
    pub src: Source<'a>,
    state: AtomicU8,
    /// Whether this process serves the interaction's server: nothing is sent without it.
    lease: LeaseWatch,
    /// The publisher's HTTP client: answers go as its requests do, their bodies written only
    /// while this process serves the server (`send_answer`).
    client: reqwest::Client,
}

/// What a send of an answer fails with when this process no longer serves the
/// interaction's server (its lease or the server's shard is another process's, which
/// answers): nothing was sent.
const NOT_SERVED: &str = "this process no longer serves the interaction's server";

impl<'a> Ask<'a> {
    /// The answer to `src`, sent only while `lease` says this process serves its server.
    pub(crate) fn new(src: Source<'a>, lease: LeaseWatch, client: reqwest::Client) -> Ask<'a> {
        Ask {
            src,
            state: AtomicU8::new(NOT_ANSWERED),
            lease,
            client,
        }
    }

    /// Sends `json` (with `files` to upload) to `path`, its body guarded by the lease; None
    /// when the builder itself carries files.
    async fn send_guarded(
        &self,
        http: &Http,
        method: reqwest::Method,
        path: &str,
        json: serde_json::Value,
        files: Vec<CreateAttachment>,
    ) -> Option<serenity::Result<()>> {
        let (lease, guild) = (self.lease.clone(), self.src.guild_id().map(|g| g.get()));
        let may_send = move || lease.may_answer(guild);
        let answer = Answer {
            method,
            path,
            json,
            files,
        };
        send_answer(&self.client, http, answer, may_send).await
    }

    /// Nothing is sent for a server this process does not serve at the moment of sending
    /// (woken from a pause after another process took the server's shard over); a process
    /// that handed the shard over a moment ago still finishes what it took before.
    fn served(&self) -> bool {
        self.lease.may_answer(self.src.guild_id().map(|g| g.get()))
    }

    async fn send_first(
        &self,
        http: &Http,
        r: CreateInteractionResponse,
        files: Vec<CreateAttachment>,
    ) -> serenity::Result<()> {
        if !self.served() {
            return Err(serenity::Error::Other(NOT_SERVED));
        }
        let (callback, _) = self.src.routes();
        let json = serde_json::to_value(&r)?;
        match self
            .send_guarded(http, reqwest::Method::POST, &callback, json, files)
            .await
        {
            Some(sent) => self.unless_unserved(sent),
            None => self.src.respond(http, r).await,
        }
    }

    /// A send that failed because this process stopped serving the server meanwhile reads
    /// as such (nothing was sent).
    #[allow(clippy::result_large_err)] // serenity's error type, as its calls return it
    fn unless_unserved(&self, sent: serenity::Result<()>) -> serenity::Result<()> {
        match sent {
            Err(_) if !self.served() => Err(serenity::Error::Other(NOT_SERVED)),
            sent => sent,
        }
    }

    pub(super) async fn send_followup(
        &self,
        http: &Http,
        f: CreateInteractionResponseFollowup,
    ) -> serenity::Result<()> {
        if !self.served() {
            return Err(serenity::Error::Other(NOT_SERVED));
        }
        let (_, webhook) = self.src.routes();
        let json = serde_json::to_value(&f)?;
        match self
            .send_guarded(http, reqwest::Method::POST, &webhook, json, vec![])
            .await
        {
            Some(sent) => self.unless_unserved(sent),
            None => self.src.followup(http, f).await,
        }
    }

    async fn send_delete(&self, http: &Http) -> serenity::Result<()> {
        if !self.served() {
            return Err(serenity::Error::Other(NOT_SERVED));
        }
        self.src.delete_original(http).await
    }

    async fn send_edit(
        &self,
        http: &Http,
        e: EditInteractionResponse,
        files: Vec<CreateAttachment>,
    ) -> serenity::Result<()> {
        if !self.served() {
            return Err(serenity::Error::Other(NOT_SERVED));
        }
        let (_, webhook) = self.src.routes();
        let original = format!("{webhook}/messages/@original");
        let json = serde_json::to_value(&e)?;
        match self
            .send_guarded(http, reqwest::Method::PATCH, &original, json, files)
            .await
        {
            Some(sent) => self.unless_unserved(sent),
            None => self.src.edit_original(http, e).await,
        }
    }
    /// Whether Discord no longer takes a first answer to this interaction (older than its
    /// 3 s, e.g. replayed after a gateway RESUME or held up by a stalled host), judged by the
    /// time in its id: such an interaction must change nothing.
    pub(crate) fn expired(&self) -> bool {
        self.age_ms() > 3_000
    }

    /// How long a first answer may still wait: until `ANSWER_BY_MS` after Discord made the
    /// interaction (none left for one older).
    pub(crate) fn time_to_answer(&self) -> Duration {
        self.left_until(Duration::from_millis(ANSWER_BY_MS))
    }

    /// How long until this interaction is `age` old (none when it is older): a wait measured
    /// from the player's click, not from when this process got to it.
    pub(crate) fn left_until(&self, age: Duration) -> Duration {
        age.saturating_sub(Duration::from_millis(self.age_ms()))
    }

    /// Milliseconds since Discord made this interaction (the time in its id).
    fn age_ms(&self) -> u64 {
        let id = match self.src {
            Source::Command(i) => i.id,
            Source::Component(i) => i.id,
            Source::Modal(i) => i.id,
        };
        crate::bot::ops::age_ms(id.get())
    }

    fn state(&self) -> u8 {
        self.state.load(Ordering::SeqCst)
    }
    pub(crate) fn answered(&self) -> bool {
        self.state() != NOT_ANSWERED
    }

    /// For a first answer asked for once there is one: fine, unless someone else gave it.
    #[allow(clippy::result_large_err)] // the crate's one error type, as everywhere here
    fn taken(&self) -> Result<(), Error> {
        match self.state() {
            ELSEWHERE => {
                Err(serenity::Error::Other("the interaction was answered elsewhere").into())
            }
            _ => Ok(()),
        }
    }

    /// A further private message to the player, after the interaction was answered here.
    pub(crate) async fn follow_up_privately(&self, http: &Http, text: &Words) -> Result<(), Error> {
        if !self.answered() || self.state() == ELSEWHERE {
            return Ok(());
        }
        self.send_followup(http, Reply::followup(text.clone()))
            .await?;
        Ok(())
    }

    /// The first answer, made by the caller (a chooser, a modal, a lobby update).
    pub(crate) async fn respond(
        &self,
        http: &Http,
        r: CreateInteractionResponse,
    ) -> Result<(), Error> {
        self.first(http, r, ANSWERED, vec![]).await
    }

    /// `respond`, uploading `files` with the answer (a message's, listed in its `attachments`).
    pub(crate) async fn respond_with_files(
        &self,
        http: &Http,
        r: CreateInteractionResponse,
        files: Vec<CreateAttachment>,
    ) -> Result<(), Error> {
        self.first(http, r, ANSWERED, files).await
    }

    /// Sends the one first answer `r`, after which the answer is in `state`. Discord's
    /// passing errors (5xx, a lost connection) are tried again while the interaction may
    /// still be answered; when Discord acted on a try it then answered 5xx to, the next
    /// try gets 40060 (already answered), and the answer counts as given: never a second
    /// one. A 40060 at the first try means someone else answered: nothing more is sent.
    async fn first(
        &self,
        http: &Http,
        r: CreateInteractionResponse,
        state: u8,
        files: Vec<CreateAttachment>,
    ) -> Result<(), Error> {
        let mut tries: u64 = 0;
        let (ready_ms, sending) = (self.age_ms(), std::time::Instant::now());
        loop {
            tries += 1;
            match self.send_first(http, r.clone(), files.clone()).await {
                Ok(()) => {
                    let (id, kind) = self.src.metric();
                    crate::bot::ops::METRICS.first_response(kind, id);
                    tracing::debug!(
                        interaction = id,
                        ready_ms,
                        sent_in_ms = sending.elapsed().as_millis() as u64,
                        "first answer"
                    );
                    break;
                }
                Err(e) if already_answered(&e) && tries > 1 => {
                    tracing::info!(
                        "Discord had taken an answer it reported as failed; not answering again"
                    );
                    break;
                }
                Err(e) if already_answered(&e) => {
                    self.state.store(ELSEWHERE, Ordering::SeqCst);
                    return Err(e.into());
                }
                Err(e) if transient(&e) && tries < 4 && !self.expired() => {
                    tracing::warn!(error = %e, "a first answer failed; trying again");
                    tokio::time::sleep(std::time::Duration::from_millis(100 * tries)).await;
                }
                Err(e) => return Err(e.into()),
            }
        }
        self.state.store(state, Ordering::SeqCst);
        Ok(())
    }

    /// Acknowledges without a visible answer yet: a click is acknowledged silently (its
    /// result shows on the table, or replaces the chooser); a command shows a private
    /// "thinking…" that `done` replaces. Fails when Discord no longer takes the interaction.
    pub(crate) async fn ack(&self, http: &Http) -> Result<(), Error> {
        if self.answered() {
            return self.taken();
        }
        let r = match self.src.ack_thinks() {
            false => CreateInteractionResponse::Acknowledge,
            true => CreateInteractionResponse::Defer(
                CreateInteractionResponseMessage::new().ephemeral(true),
            ),
        };
        self.first(http, r, DEFERRED, vec![]).await
    }

    /// Answers at once before slow work (drawing a board) whose result replaces the
    /// answer: a private "thinking…" for a click on a table message, or a silent
    /// acknowledgement of a click on a chooser (which the result replaces).
    pub(crate) async fn think_privately(&self, http: &Http) -> Result<(), Error> {
        if self.answered() {
            return self.taken();
        }
        let r = match self.src.on_chooser() {
            true => CreateInteractionResponse::Acknowledge,
            false => CreateInteractionResponse::Defer(
                CreateInteractionResponseMessage::new().ephemeral(true),
            ),
        };
        self.first(http, r, THINKING, vec![]).await
    }

    /// Answers a command at once with a public "thinking…", which its answer then replaces
    /// (`replace`, `say`): for a public answer that waits on slow work.
    pub(crate) async fn think_publicly(&self, http: &Http) -> Result<(), Error> {
        if self.answered() {
            return self.taken();
        }
        let r = CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new());
        self.first(http, r, DEFERRED, vec![]).await
    }

    /// Answers at once before slow work with a private "thinking…" of its own, also for a
    /// click on a chooser or a page, which stays as it is; the result replaces the
    /// "thinking…".
    pub(crate) async fn think_apart(&self, http: &Http) -> Result<(), Error> {
        if self.answered() {
            return self.taken();
        }
        let r = CreateInteractionResponse::Defer(
            CreateInteractionResponseMessage::new().ephemeral(true),
        );
        self.first(http, r, THINKING, vec![]).await
    }

    /// Whether the answer is a private message (or chooser) to be edited.
    pub(crate) fn thinking(&self) -> bool {
        self.state() == THINKING
    }

    /// Replaces the private "thinking…" (or the chooser) with `edit`; Discord's passing
    /// errors are tried again, so a "thinking…" always ends.
    pub(crate) async fn replace(
        &self,
        http: &Http,
        edit: EditInteractionResponse,
    ) -> Result<(), Error> {
        self.replace_with_files(http, edit, vec![]).await
    }

    /// `replace`, uploading `files` as the answer's attachments (in place of those it had).
    pub(crate) async fn replace_with_files(
        &self,
        http: &Http,
        edit: EditInteractionResponse,
        files: Vec<CreateAttachment>,
    ) -> Result<(), Error> {
        self.state.store(ANSWERED, Ordering::SeqCst);
        let mut tries = 0;
        loop {
            tries += 1;
            match self.send_edit(http, edit.clone(), files.clone()).await {
                Ok(()) => return Ok(()),
                Err(e) if transient(&e) && tries < 4 => {
                    tokio::time::sleep(std::time::Duration::from_millis(300 * tries)).await;
                }
                Err(e) => return Err(e.into()),
            }
        }
    }

    /// What the member reads when `r` refused them, in their language. "No game here" says
    /// how to start one only where one could start: with the thread option that works, or
    /// what the bot is missing in this channel.
    pub(crate) fn refusal(&self, r: &Refusal) -> Words {
        let lang = self.src.lang();
        if !matches!(r, Refusal::NoGameHere) {
            return r.sentence(lang);
        }
        let here = missing_permissions(self.src, false);
        if here.is_empty() {
            return r.sentence(lang);
        }
        let threads = !self.src.in_thread()
            && missing_permissions(self.src, true).is_empty()
            && self
                .src
                .app_permissions()
                .is_some_and(|p| p.contains(Permissions::CREATE_PUBLIC_THREADS));
        let names: Vec<String> = here.iter().map(|m| permission_name(lang, m)).collect();
        let id = match threads {
            true => "refused-no-game-here-thread",
            false => "refused-no-game-cannot",
        };
        i18n::words(
            lang,
            id,
            &[
                ("permissions", Arg::Str(&i18n::and_list(lang, &names))),
                ("count", Arg::Int(names.len() as i64)),
            ],
        )
    }

    /// The catalogue's sentence `id` (one without arguments) in the member's language.
    pub(crate) fn text(&self, id: &str) -> Words {
        i18n::words(self.src.lang(), id, &[])
    }

    /// A private sentence for the player (a refusal, information): it replaces a chooser,
    /// or comes as an ephemeral message.
    pub(crate) async fn say(&self, http: &Http, text: Words) -> Result<(), Error> {
        let chooser = self.src.on_chooser();
        match self.state() {
            ELSEWHERE => Ok(()),
            NOT_ANSWERED => {
                let msg = Reply::message(text);
                let r = match chooser {
                    true => CreateInteractionResponse::UpdateMessage(msg.components(vec![])),
                    false => CreateInteractionResponse::Message(msg.ephemeral(true)),
                };
                self.respond(http, r).await
            }
            // The answer replaces what the player sees privately: their "thinking…" or the
            // chooser (whose board, if any, goes with it).
            state
                if state == THINKING
                    || (state == DEFERRED
                        && (chooser || matches!(self.src, Source::Command(_)))) =>
            {
                let edit = Reply::edit(text).components(vec![]);
                let edit = match chooser || state == THINKING {
                    true => edit.clear_attachments(),
                    false => edit,
                };
                self.replace(http, edit).await
            }
            _ => {
                let f = Reply::followup(text);
                // Tried again on Discord's passing errors, so the sentence arrives.
                let mut tries = 0;
                loop {
                    tries += 1;
                    match self.send_followup(http, f.clone()).await {
                        Ok(()) => return Ok(()),
                        Err(e) if transient(&e) && tries < 4 => {
                            tokio::time::sleep(std::time::Duration::from_millis(300 * tries)).await;
                        }
                        Err(e) => return Err(e.into()),
                    }
                }
            }
        }
    }

    /// After a commit: the player's confirmation (`text`, private) where one is due — a
    /// command's answer or a chooser replaced by private news (a card bought, a card
    /// stolen), private news after a click. A command's "thinking…" or a chooser with
    /// nothing private to say is taken away: the table shows the move, and a private copy
    /// of it would only say it twice.
    pub(crate) async fn done(&self, http: &Http, text: Words) -> Result<(), Error> {
        let chooser = self.src.on_chooser();
        let command = matches!(self.src, Source::Command(_))
            || matches!(self.src, Source::Modal(m) if m.message.is_none());
        // (A chooser's original is the chooser itself, private to the player; a click on
        // the table's message is acknowledged without a message of its own to take away.)
        if (command || chooser) && text.is_empty() && self.state() == DEFERRED {
            self.state.store(ANSWERED, Ordering::SeqCst);
            return Ok(self.send_delete(http).await?);
        }
        if chooser || command || !text.is_empty() {
            let text = match text.is_empty() {
                true => self.text("move-done"),
                false => text,
            };
            return self.say(http, text).await;
        }
        Ok(())
    }

    /// Tells the player that something failed on our side, saying whether anything changed.
    pub(crate) async fn apologize(&self, http: &Http, err: &Error, committed: bool) {
        tracing::error!(error = %err, committed, "interaction failed");
        if let Err(e) = self.say(http, apology(self.src.lang(), committed)).await {
            tracing::error!(error = %e, "could not send the apology");
        }
    }
}

/// An answer to an interaction as it goes to Discord: `path` under the API (its callback,
/// or its token's webhook), its JSON, and the files it uploads.
struct Answer<'p> {
    method: reqwest::Method,
    path: &'p str,
    json: serde_json::Value,
    files: Vec<CreateAttachment>,
}

/// Sends an answer to an interaction the way the publisher sends: its body leaves only if
/// `may_send` still says so as the connection writes it (`pacing::guarded_body`), so an answer
/// prepared before the process was frozen and written after it woke, its server's shard
/// another's by then, is not sent. Files go as `multipart/form-data`, listed in the
/// message's `attachments` (a callback's message is its `data`). None, sending nothing, when
/// the builder's JSON itself names files to upload (serenity sends those).
async fn send_answer(
    client: &reqwest::Client,
    http: &Http,
    answer: Answer<'_>,
    may_send: impl Fn() -> bool + Send + Sync + 'static,
) -> Option<serenity::Result<()>> {
    use crate::bot::pacing::{guarded_body, multipart, Rest};
    use serenity::all::{ErrorResponse, HttpError};
    let Answer {
        method,
        path,
        mut json,
        files,
    } = answer;
    let uploads = |v: &serde_json::Value| {
        v.get("attachments")
            .and_then(|a| a.as_array())
            .is_some_and(|a| a.iter().any(|f| f.get("filename").is_some()))
    };
    if files.is_empty() && (uploads(&json) || json.get("data").is_some_and(uploads)) {
        return None;
    }
    let base = http
        .proxy
        .as_deref()
        .unwrap_or("https://discord.com")
        .trim_end_matches('/');
    let (content_type, body) = match (files.is_empty(), json.is_null()) {
        (true, true) => ("application/json".to_string(), Vec::new()),
        (true, false) => (
            "application/json".to_string(),
            json.to_string().into_bytes(),
        ),
        (false, _) => {
            let listed: Vec<serde_json::Value> = files
                .iter()
                .enumerate()
                .map(|(i, f)| serde_json::json!({"id": i, "filename": f.filename}))
                .collect();
            match json.get_mut("data") {
                Some(message) => message["attachments"] = listed.into(),
                None => json["attachments"] = listed.into(),
            }
            let rest = Rest::new(method.clone(), path.to_string(), json);
            multipart(&Rest { files, ..rest })
        }
    };
    let req = client
        .request(method.clone(), format!("{base}/api/v10{path}"))
        .header(reqwest::header::USER_AGENT, serenity::constants::USER_AGENT)
        .header(reqwest::header::AUTHORIZATION, http.token())
        .header(reqwest::header::CONTENT_TYPE, content_type)
        .header(reqwest::header::CONTENT_LENGTH, body.len())
        .body(guarded_body(body, may_send));
    let sent = match req.send().await {
        Ok(a) => a,
        Err(e) => return Some(Err(serenity::Error::Http(HttpError::Request(e)))),
    };
    if sent.status().is_success() {
        return Some(Ok(()));
    }
    let e = ErrorResponse::from_response(sent, method).await;
    Some(Err(serenity::Error::Http(HttpError::UnsuccessfulRequest(
        e,
    ))))
}
