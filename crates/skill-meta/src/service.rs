//! The service behind `agentkey_skill_meta`: answers from memory, refreshes behind the caller.
//!
//! How a call is answered:
//! - The last lookup lives in memory (loaded from the cache file at start-up),
//!   so a steady-state call does no I/O at all.
//! - A fresh entry is answered as is. A stale one is answered at once and a
//!   refresh is started in the background.
//! - Only the very first call with nothing known (no cache file) waits for a
//!   lookup, bounded by the timeout; if that lookup fails, later calls answer
//!   an unknown version at once and retry in the background.
//! - At most one lookup is in flight per service: callers that arrive while one
//!   runs wait for it (first call) or go on with what is known (stale).
//! - A failed lookup (offline, 403/429 rate limit, 5xx, bad body) is not retried
//!   for `failure_backoff_secs` (60 s by default); meanwhile calls are answered
//!   from the stale entry, or with an unknown version when there is none.
//! - Every answer is validated against the vendored schema; one that fails is
//!   replaced by the minimal valid answer and logged.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::SkillMetaError;
use crate::cache::{self, CacheEntry, Loaded, now_unix};
use crate::client::{ClientIdentity, UNKNOWN_CLIENT, detect_client_str};
use crate::config::SkillMetaConfig;
use crate::github::{FetchError, FetchOutcome, ReleaseSource};
use crate::recipe::{RecipeBook, is_client_value};
use crate::response::{PROTOCOL_VERSION, SkillMetaResponse};
use crate::schema::ResponseValidator;
use crate::version::version_from_tag;

/// Extra time a first call waits beyond the network timeout (cache file write, scheduling).
const WAIT_GRACE: Duration = Duration::from_millis(250);

/// Answers `agentkey_skill_meta` calls; clones share one cache and one lookup.
#[derive(Clone, Debug)]
pub struct SkillMetaService {
    inner: Arc<Inner>,
}

#[derive(Debug)]
struct Inner {
    config: SkillMetaConfig,
    doc_url: String,
    cache_path: Option<PathBuf>,
    recipes: RecipeBook,
    validator: ResponseValidator,
    /// `None` when the user opted out: nothing is ever looked up.
    source: Option<ReleaseSource>,
    timeout: Duration,
    failure_backoff: Duration,
    state: Mutex<State>,
    /// Held for the whole of a lookup: the one-in-flight guarantee.
    lookup: Arc<tokio::sync::Mutex<()>>,
    /// Lookups started, counted when the task is spawned (inside the call
    /// that starts it), so "this call started none" is observable at once.
    lookups_started: AtomicU64,
}

/// What is known, shared by every call. The lock is held only to copy or
/// replace these few fields, never across an `.await`.
#[derive(Debug, Default)]
struct State {
    known: Option<Arc<Known>>,
    /// No lookup before this instant (set after a failure).
    retry_at: Option<Instant>,
    /// Completed lookups; lets a waiting caller see that someone else's finished.
    attempts: u64,
}

/// A cache entry with what every answer derives from it, computed once.
#[derive(Debug)]
struct Known {
    entry: CacheEntry,
    version: Option<String>,
    release_notes_url: Option<String>,
}

/// A consistent copy of [`State`] for one call.
struct Snapshot {
    known: Option<Arc<Known>>,
    backing_off: bool,
    attempts: u64,
}

impl SkillMetaService {
    /// Validates `config`, compiles the schema and loads the cache file (unless disabled).
    pub fn new(config: SkillMetaConfig) -> Result<Self, SkillMetaError> {
        config.validate()?;
        let validator = ResponseValidator::new()?;
        let recipes = RecipeBook::new(&config.recipes, &config.skill)?;
        let doc_url = config.doc_url();
        // The minimal answer is the fallback of every other; it must be valid.
        if let Err(reasons) = validator.check(&minimal_value(UNKNOWN_CLIENT, &doc_url)) {
            return Err(SkillMetaError::config("update_doc_url", reasons));
        }
        let timeout = Duration::from_millis(config.timeout_ms);
        let (source, cache_path) = if config.disabled {
            // The opt-out covers the cache file too: it is neither read nor written.
            (None, None)
        } else {
            let path = config
                .cache_path
                .clone()
                .or_else(|| cache::default_cache_path(|k| std::env::var(k).ok()));
            let source = ReleaseSource::new(&config.api_base, &config.repo, timeout)?;
            (Some(source), path)
        };
        let known = cache_path.as_deref().and_then(load_logged);
        let inner = Inner {
            failure_backoff: Duration::from_secs(config.failure_backoff_secs),
            state: Mutex::new(State {
                known: known.map(|entry| Arc::new(Known::new(entry, &config))),
                ..State::default()
            }),
            config,
            doc_url,
            cache_path,
            recipes,
            validator,
            source,
            timeout,
            lookup: Arc::new(tokio::sync::Mutex::new(())),
            lookups_started: AtomicU64::new(0),
        };
        if let Some(source) = &inner.source {
            tracing::debug!(url = source.url(), cache = ?inner.cache_path, "skill-meta service ready");
        }
        Ok(Self {
            inner: Arc::new(inner),
        })
    }

    /// The validated response for this client. Never fails, never waits on the network in the steady state.
    pub async fn respond(&self, client: &ClientIdentity) -> Value {
        self.answer(client).await.1
    }

    /// The same, as the compact JSON text that goes into `content[0].text` (fields in protocol order).
    pub async fn respond_text(&self, client: &ClientIdentity) -> String {
        let (response, value) = self.answer(client).await;
        // A struct of strings always serialises; the map fallback only loses the field order.
        serde_json::to_string(&response).unwrap_or_else(|_| value.to_string())
    }

    /// The same, typed.
    pub async fn response(&self, client: &ClientIdentity) -> SkillMetaResponse {
        self.answer(client).await.0
    }

    /// The cache file in use (`None` when disabled or no cache directory is known).
    pub fn cache_path(&self) -> Option<&Path> {
        self.inner.cache_path.as_deref()
    }

    /// What the last lookup said, as held in memory.
    pub fn cached_entry(&self) -> Option<CacheEntry> {
        self.inner.snapshot().known.map(|k| k.entry.clone())
    }

    /// Lookups this service has started (in the background or waited for),
    /// counted by the call that starts one: with [`Self::respond`] returned,
    /// a lookup it started is already counted.
    pub fn lookups_started(&self) -> u64 {
        self.inner.lookups_started.load(Ordering::SeqCst)
    }

    /// The configuration in effect.
    pub fn config(&self) -> &SkillMetaConfig {
        &self.inner.config
    }

    async fn answer(&self, client: &ClientIdentity) -> (SkillMetaResponse, Value) {
        let detected = detect_client_str(client);
        let known = self.inner.known().await;
        let response = self.inner.build(detected, known.as_deref());
        self.inner.checked(response)
    }
}

impl Inner {
    fn state(&self) -> MutexGuard<'_, State> {
        // A panic elsewhere while holding the lock cannot leave these plain
        // fields half-written, so a poisoned lock is still usable.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn snapshot(&self) -> Snapshot {
        let state = self.state();
        Snapshot {
            known: state.known.clone(),
            backing_off: state.retry_at.is_some_and(|t| Instant::now() < t),
            attempts: state.attempts,
        }
    }

    /// What to answer with, starting or awaiting a lookup as the module docs describe.
    async fn known(self: &Arc<Self>) -> Option<Arc<Known>> {
        self.source.as_ref()?;
        let snap = self.snapshot();
        if tokio::runtime::Handle::try_current().is_err() {
            // Not on a Tokio runtime: nothing can be spawned or awaited safely.
            return snap.known;
        }
        match snap.known {
            Some(known) => {
                if !snap.backing_off && !known.entry.is_fresh(now_unix(), self.config.ttl_secs) {
                    self.spawn_refresh(snap.attempts);
                }
                Some(known)
            }
            None if snap.backing_off => None,
            // Only the very first lookup is waited for; after a failure a call
            // answers "unknown" at once and retries behind the caller.
            None if snap.attempts > 0 => {
                self.spawn_refresh(snap.attempts);
                None
            }
            None => {
                self.refresh_and_wait(snap.attempts).await;
                self.snapshot().known
            }
        }
    }

    /// Starts a background refresh unless one is in flight or one finished since `seen`.
    fn spawn_refresh(self: &Arc<Self>, seen: u64) {
        let Ok(guard) = Arc::clone(&self.lookup).try_lock_owned() else {
            return;
        };
        if self.snapshot().attempts != seen {
            return;
        }
        let inner = Arc::clone(self);
        self.lookups_started.fetch_add(1, Ordering::SeqCst);
        tokio::spawn(async move {
            let _guard = guard;
            inner.refresh().await;
        });
    }

    /// First call with nothing known: wait (bounded) for the one lookup in flight.
    async fn refresh_and_wait(self: &Arc<Self>, seen: u64) {
        let inner = Arc::clone(self);
        let wait = async move {
            let guard = Arc::clone(&inner.lookup).lock_owned().await;
            if inner.snapshot().attempts != seen {
                // Another caller's lookup completed while we queued: use its result.
                return;
            }
            // Spawned, so a caller that gives up or is cancelled does not cancel
            // the lookup the others are waiting for.
            let task = Arc::clone(&inner);
            inner.lookups_started.fetch_add(1, Ordering::SeqCst);
            let _ = tokio::spawn(async move {
                let _guard = guard;
                task.refresh().await;
            })
            .await;
        };
        if tokio::time::timeout(self.timeout + WAIT_GRACE, wait)
            .await
            .is_err()
        {
            tracing::debug!("skill-meta: gave up waiting for the first lookup");
        }
    }

    /// One lookup; the caller holds `lookup`.
    async fn refresh(self: &Arc<Self>) {
        let Some(source) = &self.source else {
            return;
        };
        let memory = self.snapshot().known.map(|k| k.entry.clone());
        // Another process sharing the file may have refreshed it already.
        let base = newest(memory, self.load_disk().await);
        if let Some(entry) = base.as_ref()
            && entry.is_fresh(now_unix(), self.config.ttl_secs)
        {
            self.succeeded(entry.clone());
            return;
        }
        let etag = base.as_ref().and_then(|b| b.etag.as_deref());
        let outcome = source.fetch(etag).await;
        let now = now_unix();
        let result = match (outcome, base.clone()) {
            (
                Ok(FetchOutcome::Release {
                    tag,
                    html_url,
                    etag,
                }),
                _,
            ) => Ok(CacheEntry {
                tag,
                fetched_at: now,
                etag,
                html_url,
            }),
            // Still the latest: only the confirmation time moves on.
            (Ok(FetchOutcome::NotModified { etag }), Some(old)) => Ok(CacheEntry {
                fetched_at: now,
                etag: etag.or(old.etag),
                tag: old.tag,
                html_url: old.html_url,
            }),
            (Ok(FetchOutcome::NotModified { .. }), None) => Err(FetchError::UnexpectedNotModified),
            (Err(e), _) => Err(e),
        };
        match result {
            Ok(entry) => {
                tracing::debug!(tag = %entry.tag, "skill-meta: latest release looked up");
                self.store_disk(entry.clone()).await;
                self.succeeded(entry);
            }
            Err(error) => {
                tracing::warn!(
                    url = source.url(),
                    %error,
                    retry_in_secs = self.failure_backoff.as_secs(),
                    "skill-meta: latest release lookup failed; answering with what is known"
                );
                self.failed(base);
            }
        }
    }

    fn succeeded(&self, entry: CacheEntry) {
        let known = Arc::new(Known::new(entry, &self.config));
        let mut state = self.state();
        state.known = Some(known);
        state.retry_at = None;
        state.attempts += 1;
    }

    fn failed(&self, base: Option<CacheEntry>) {
        let mut state = self.state();
        if state.known.is_none()
            && let Some(entry) = base
        {
            // A stale answer beats none.
            state.known = Some(Arc::new(Known::new(entry, &self.config)));
        }
        state.retry_at = Instant::now().checked_add(self.failure_backoff);
        state.attempts += 1;
    }

    async fn load_disk(&self) -> Option<CacheEntry> {
        let path = self.cache_path.clone()?;
        tokio::task::spawn_blocking(move || load_logged(&path))
            .await
            .ok()
            .flatten()
    }

    async fn store_disk(&self, entry: CacheEntry) {
        let Some(path) = self.cache_path.clone() else {
            return;
        };
        let stored =
            tokio::task::spawn_blocking(move || cache::store(&path, &entry).map_err(|e| (path, e)))
                .await;
        if let Ok(Err((path, error))) = stored {
            // Not fatal: the answer is kept in memory; the file is rewritten next time.
            tracing::warn!(path = %path.display(), %error, "skill-meta: cannot write the version cache");
        }
    }

    /// The answer before validation.
    fn build(&self, client: &str, known: Option<&Known>) -> SkillMetaResponse {
        let mut response = SkillMetaResponse::minimal(client, &self.doc_url);
        // Unknown version: nothing optional (the seed's offline fixture).
        let Some((known, version)) = known.and_then(|k| Some((k, k.version.as_ref()?))) else {
            return response;
        };
        response.skill_version_latest = version.clone();
        // The seed's unknown-client fixture carries no release notes: an
        // unidentified client gets the version and the doc URL only.
        if client != UNKNOWN_CLIENT {
            response.release_notes_url = known.release_notes_url.clone();
        }
        if let Some(recipe) = self.recipes.get(client) {
            response.update_command = Some(recipe.command.clone());
            response.update_command_kind = Some(recipe.kind);
        }
        response
    }

    /// `response` and its JSON if it passes the schema, else the minimal answer.
    fn checked(&self, response: SkillMetaResponse) -> (SkillMetaResponse, Value) {
        let failure = match serde_json::to_value(&response) {
            Ok(value) => match self.validator.check(&value) {
                Ok(()) => return (response, value),
                Err(reasons) => format!("{reasons}; response: {value}"),
            },
            Err(e) => e.to_string(),
        };
        tracing::warn!(
            %failure,
            "skill-meta: response failed schema validation; answering the minimal one"
        );
        self.minimal(&response.client_detected)
    }

    /// The answer that is always valid (checked in `new`).
    fn minimal(&self, client: &str) -> (SkillMetaResponse, Value) {
        let client = if is_client_value(client) {
            client
        } else {
            UNKNOWN_CLIENT
        };
        (
            SkillMetaResponse::minimal(client, &self.doc_url),
            minimal_value(client, &self.doc_url),
        )
    }
}

impl Known {
    fn new(entry: CacheEntry, config: &SkillMetaConfig) -> Self {
        let version = version_from_tag(&entry.tag).map(str::to_owned);
        let release_notes_url = version
            .as_deref()
            .map(|v| config.release_notes_url(&entry.tag, v, entry.html_url.as_deref()));
        Self {
            entry,
            version,
            release_notes_url,
        }
    }
}

/// The minimal answer as JSON, built without a fallible step.
fn minimal_value(client: &str, doc_url: &str) -> Value {
    json!({
        "protocol_version": PROTOCOL_VERSION,
        "skill_version_latest": "",
        "client_detected": client,
        "update_doc_url": doc_url,
    })
}

/// The entry confirmed most recently (memory wins a tie).
fn newest(memory: Option<CacheEntry>, disk: Option<CacheEntry>) -> Option<CacheEntry> {
    match (memory, disk) {
        (Some(m), Some(d)) if d.fetched_at > m.fetched_at => Some(d),
        (Some(m), _) => Some(m),
        (None, d) => d,
    }
}

/// Reads the cache file, logging (and, inside `cache::load`, deleting) a corrupted one.
fn load_logged(path: &Path) -> Option<CacheEntry> {
    match cache::load(path) {
        Loaded::Entry(entry) => Some(entry),
        Loaded::Missing => None,
        Loaded::Corrupted(reason) => {
            tracing::warn!(path = %path.display(), %reason, "skill-meta: deleted a corrupted version cache");
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::CommandKind;

    fn service(config: SkillMetaConfig) -> SkillMetaService {
        SkillMetaService::new(config).expect("valid config")
    }

    fn offline_config(dir: &Path) -> SkillMetaConfig {
        SkillMetaConfig {
            cache_path: Some(dir.join("skill-version.json")),
            // Nothing listens on port 9 of loopback in a test sandbox; every
            // test here answers from memory before a lookup could matter.
            api_base: "http://127.0.0.1:9".into(),
            ..SkillMetaConfig::default()
        }
    }

    #[test]
    fn an_invalid_answer_is_replaced_by_the_minimal_one() {
        let dir = tempfile::tempdir().expect("tempdir");
        let s = service(offline_config(dir.path()));
        let mut bad = SkillMetaResponse::minimal("cursor", s.inner.doc_url.clone());
        bad.skill_version_latest = "not-semver".into();
        bad.update_command = Some("x".into());
        let (response, value) = s.inner.checked(bad);
        assert_eq!(
            response,
            SkillMetaResponse::minimal("cursor", s.inner.doc_url.clone())
        );
        assert_eq!(value, minimal_value("cursor", &s.inner.doc_url));

        let mut worse = SkillMetaResponse::minimal("Not A Client", s.inner.doc_url.clone());
        worse.update_command_kind = Some(CommandKind::Shell);
        let (response, _) = s.inner.checked(worse);
        assert_eq!(response.client_detected, "unknown");
    }

    #[test]
    fn a_doc_url_the_schema_refuses_is_a_config_error() {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut config = offline_config(dir.path());
        config.update_doc_url = Some("mailto:x".into());
        assert!(SkillMetaService::new(config).is_err());
    }

    #[test]
    fn build_follows_the_fixtures_rules() {
        let dir = tempfile::tempdir().expect("tempdir");
        let s = service(offline_config(dir.path()));
        let known = Known::new(
            CacheEntry {
                tag: "v1.3.0".into(),
                fetched_at: 0,
                etag: None,
                html_url: None,
            },
            &s.inner.config,
        );
        let code = s.inner.build("claude-code", Some(&known));
        assert_eq!(code.skill_version_latest, "1.3.0");
        assert_eq!(
            code.update_command.as_deref(),
            Some("npx -y skills update -g agentkey")
        );
        assert!(code.release_notes_url.is_some());
        let unknown = s.inner.build("unknown", Some(&known));
        assert_eq!(unknown.release_notes_url, None);
        assert_eq!(unknown.update_command, None);
        let offline = s.inner.build("claude-code", None);
        assert_eq!(
            offline,
            SkillMetaResponse::minimal("claude-code", s.inner.doc_url.clone())
        );
        let nightly = Known::new(
            CacheEntry {
                tag: "nightly".into(),
                fetched_at: 0,
                etag: None,
                html_url: None,
            },
            &s.inner.config,
        );
        assert_eq!(
            s.inner.build("cursor", Some(&nightly)),
            SkillMetaResponse::minimal("cursor", s.inner.doc_url.clone())
        );
    }

    #[test]
    fn newest_prefers_the_later_confirmation() {
        let e = |t: u64| CacheEntry {
            tag: format!("v{t}.0.0"),
            fetched_at: t,
            etag: None,
            html_url: None,
        };
        assert_eq!(newest(Some(e(2)), Some(e(1))), Some(e(2)));
        assert_eq!(newest(Some(e(1)), Some(e(2))), Some(e(2)));
        assert_eq!(newest(None, Some(e(1))), Some(e(1)));
        assert_eq!(newest(Some(e(1)), None), Some(e(1)));
        assert_eq!(newest(None, None), None);
    }

    #[test]
    fn without_a_runtime_the_answer_comes_from_memory() {
        let dir = tempfile::tempdir().expect("tempdir");
        let s = service(offline_config(dir.path()));
        // A plain executor, no Tokio: must not panic, must not wait.
        let value = futures_lite_block_on(s.respond(&ClientIdentity::named("claude-code")));
        assert_eq!(value["skill_version_latest"], "");
    }

    /// Polls a future to completion on this thread (enough for futures that never park).
    fn futures_lite_block_on<F: std::future::Future>(fut: F) -> F::Output {
        use std::task::{Context, Poll, Waker};
        let mut fut = std::pin::pin!(fut);
        let mut cx = Context::from_waker(Waker::noop());
        loop {
            if let Poll::Ready(v) = fut.as_mut().poll(&mut cx) {
                return v;
            }
        }
    }
}
