//! Console sessions: an admin signs in once with an admin API key (or an
//! OAuth access token with the admin scope) and is then known
//! by a random session id in an `HttpOnly`, `SameSite=Strict` cookie. The
//! store of sessions is in memory, bounded, and forgets a session after an
//! idle period and after an absolute lifetime; ids are kept only as hashes.
//! Every session has its own CSRF token, which every form carries.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use base64::Engine;
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;
use uuid::Uuid;

/// Name of the session cookie.
pub const SESSION_COOKIE: &str = "skm_console";
/// Name of the cookie that guards the sign-in form (double submit: there is
/// no session yet to hold its CSRF token).
pub const SIGN_IN_COOKIE: &str = "skm_console_signin";
/// Most sessions held at once; signing in beyond it ends the least recently used.
pub const MAX_SESSIONS: usize = 256;
/// A session unused for this long is over.
pub const IDLE_TIMEOUT: Duration = Duration::from_secs(60 * 60);
/// A session is over this long after sign-in, however busy.
pub const MAX_LIFETIME: Duration = Duration::from_secs(12 * 60 * 60);

/// The credential a session was started with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SignedInWith {
    /// An admin API key.
    Key {
        /// The key's id.
        id: Uuid,
        /// Its name, if it has one.
        name: Option<String>,
        /// Hex SHA-256 of the key's token, to check that it is still unrevoked.
        hash: String,
    },
    /// An OAuth access token with the admin scope; the session ends when
    /// the token expires (it cannot be revoked here).
    Token {
        /// The token's subject (`sub`, else its client).
        subject: String,
    },
}

/// What a signed-in request knows about its admin.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionView {
    /// What the admin signed in with.
    pub with: SignedInWith,
    /// The token every form of this session must carry.
    pub csrf: String,
}

impl SessionView {
    /// Who this admin is in the audit log and the version history: the
    /// key's name (or `key <id>`), or the token's subject, through the console.
    pub fn actor(&self) -> skill_store::Actor {
        skill_store::Actor::new(self.who(), "console")
    }

    /// The admin's name as the console shows it.
    pub fn who(&self) -> String {
        match &self.with {
            SignedInWith::Key { name: Some(n), .. } => n.clone(),
            SignedInWith::Key { id, name: None, .. } => format!("key {id}"),
            SignedInWith::Token { subject } => subject.clone(),
        }
    }
}

#[derive(Debug)]
struct Session {
    view: SessionView,
    created: Instant,
    last_seen: Instant,
    /// When the credential expires (an access token's `exp`).
    expires: Option<Instant>,
}

/// Why a random value could not be made.
#[derive(Debug, thiserror::Error)]
#[error("cannot read random bytes from the operating system: {0}")]
pub struct RandomError(String);

/// A fresh random token (32 bytes, URL-safe base64).
pub fn random_token() -> Result<String, RandomError> {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes).map_err(|e| RandomError(e.to_string()))?;
    Ok(base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes))
}

/// Compares a submitted token with the expected one in constant time; an
/// empty expectation never matches.
pub fn tokens_match(expected: &str, given: &str) -> bool {
    !expected.is_empty() && bool::from(expected.as_bytes().ct_eq(given.as_bytes()))
}

fn id_hash(id: &str) -> String {
    hex::encode(Sha256::digest(id.as_bytes()))
}

/// The server-side store of console sessions.
#[derive(Debug)]
pub struct Sessions {
    inner: Mutex<HashMap<String, Session>>,
    max: usize,
    idle: Duration,
    lifetime: Duration,
}

impl Default for Sessions {
    fn default() -> Self {
        Self::new(MAX_SESSIONS, IDLE_TIMEOUT, MAX_LIFETIME)
    }
}

impl Sessions {
    /// A store of at most `max` sessions with the given expiry.
    pub fn new(max: usize, idle: Duration, lifetime: Duration) -> Self {
        Self {
            inner: Mutex::new(HashMap::new()),
            max: max.max(1),
            idle,
            lifetime,
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Session>> {
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn live(&self, s: &Session, now: Instant) -> bool {
        now.saturating_duration_since(s.last_seen) < self.idle
            && now.saturating_duration_since(s.created) < self.lifetime
            && s.expires.is_none_or(|e| now < e)
    }

    /// Starts a session; returns its id (for the cookie) and view. It ends
    /// at `expires` at the latest (an access token's expiry). Expired
    /// sessions are dropped first; when the store is still full, the least
    /// recently used session ends.
    pub fn create(
        &self,
        with: SignedInWith,
        expires: Option<Instant>,
        now: Instant,
    ) -> Result<(String, SessionView), RandomError> {
        let id = random_token()?;
        let view = SessionView {
            with,
            csrf: random_token()?,
        };
        let mut map = self.lock();
        map.retain(|_, s| self.live(s, now));
        while map.len() >= self.max {
            let Some(oldest) = map
                .iter()
                .min_by_key(|(_, s)| s.last_seen)
                .map(|(k, _)| k.clone())
            else {
                break;
            };
            map.remove(&oldest);
        }
        map.insert(
            id_hash(&id),
            Session {
                view: view.clone(),
                created: now,
                last_seen: now,
                expires,
            },
        );
        Ok((id, view))
    }

    /// The live session with this id, marking it used; an expired one is dropped.
    pub fn get(&self, id: &str, now: Instant) -> Option<SessionView> {
        let key = id_hash(id);
        let mut map = self.lock();
        let live = self.live(map.get(&key)?, now);
        if !live {
            map.remove(&key);
            return None;
        }
        let s = map.get_mut(&key)?;
        s.last_seen = now;
        Some(s.view.clone())
    }

    /// Ends a session (sign-out).
    pub fn remove(&self, id: &str) {
        self.lock().remove(&id_hash(id));
    }

    /// Ends every session signed in with a key (the key was revoked).
    pub fn remove_key(&self, key_id: Uuid) {
        self.lock()
            .retain(|_, s| !matches!(&s.view.with, SignedInWith::Key { id, .. } if *id == key_id));
    }

    /// Sessions held (expired ones not yet dropped included).
    pub fn len(&self) -> usize {
        self.lock().len()
    }

    /// True when no session is held.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The value of cookie `name` in a `Cookie` header.
pub fn cookie<'a>(header: &'a str, name: &str) -> Option<&'a str> {
    header.split(';').find_map(|pair| {
        let (k, v) = pair.trim().split_once('=')?;
        (k == name).then_some(v).filter(|v| !v.is_empty())
    })
}

/// A `Set-Cookie` value for a console cookie: `Path=/console`, `HttpOnly`,
/// `SameSite=Strict`, `Secure` when the console is reached over HTTPS.
/// `max_age` of zero deletes the cookie.
pub fn set_cookie(name: &str, value: &str, max_age: Duration, secure: bool) -> String {
    format!(
        "{name}={value}; Path=/console; Max-Age={}; HttpOnly; SameSite=Strict{}",
        max_age.as_secs(),
        if secure { "; Secure" } else { "" }
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn start(s: &Sessions, now: Instant) -> (String, SessionView) {
        s.create(key(Uuid::new_v4()), None, now).unwrap()
    }

    fn key(id: Uuid) -> SignedInWith {
        SignedInWith::Key {
            id,
            name: None,
            hash: "h".into(),
        }
    }

    #[test]
    fn a_session_is_found_by_its_id_only() {
        let s = Sessions::default();
        let now = Instant::now();
        let (id, view) = start(&s, now);
        assert_eq!(s.get(&id, now), Some(view.clone()));
        assert_eq!(s.get("not-the-id", now), None);
        assert_ne!(id, view.csrf, "the CSRF token is not the session id");
        assert_eq!(id.len(), 43, "32 random bytes");
        s.remove(&id);
        assert_eq!(s.get(&id, now), None, "signed out");
    }

    #[test]
    fn idle_sessions_expire_and_use_keeps_them_alive() {
        let s = Sessions::new(8, Duration::from_secs(10), Duration::from_secs(100));
        let t0 = Instant::now();
        let (id, _) = start(&s, t0);
        assert!(s.get(&id, t0 + Duration::from_secs(9)).is_some());
        assert!(
            s.get(&id, t0 + Duration::from_secs(18)).is_some(),
            "used at 9 s"
        );
        assert!(
            s.get(&id, t0 + Duration::from_secs(29)).is_none(),
            "idle 11 s"
        );
        assert!(s.is_empty(), "an expired session is dropped when met");
    }

    #[test]
    fn sessions_end_at_their_lifetime_however_busy() {
        let s = Sessions::new(8, Duration::from_secs(10), Duration::from_secs(25));
        let t0 = Instant::now();
        let (id, _) = start(&s, t0);
        for t in [5, 10, 15, 20] {
            assert!(s.get(&id, t0 + Duration::from_secs(t)).is_some());
        }
        assert!(s.get(&id, t0 + Duration::from_secs(25)).is_none());
    }

    #[test]
    fn the_number_of_sessions_is_bounded_and_the_least_recently_used_goes() {
        let s = Sessions::new(3, IDLE_TIMEOUT, MAX_LIFETIME);
        let t0 = Instant::now();
        let (a, _) = start(&s, t0);
        let (b, _) = start(&s, t0 + Duration::from_secs(1));
        let (c, _) = start(&s, t0 + Duration::from_secs(2));
        assert!(
            s.get(&a, t0 + Duration::from_secs(3)).is_some(),
            "a used last"
        );
        let (d, _) = start(&s, t0 + Duration::from_secs(4));
        assert_eq!(s.len(), 3);
        let now = t0 + Duration::from_secs(5);
        assert!(s.get(&b, now).is_none(), "b was the least recently used");
        for id in [&a, &c, &d] {
            assert!(s.get(id, now).is_some());
        }
    }

    #[test]
    fn revoking_a_key_ends_its_sessions() {
        let s = Sessions::default();
        let now = Instant::now();
        let key = Uuid::new_v4();
        let (a, _) = s.create(self::key(key), None, now).unwrap();
        let (b, _) = start(&s, now);
        let token = SignedInWith::Token {
            subject: "alice".into(),
        };
        let (c, _) = s.create(token, None, now).unwrap();
        s.remove_key(key);
        assert!(s.get(&a, now).is_none());
        assert!(s.get(&b, now).is_some());
        assert!(s.get(&c, now).is_some(), "a token's session is not a key's");
    }

    #[test]
    fn a_token_session_ends_when_the_token_expires() {
        let s = Sessions::default();
        let t0 = Instant::now();
        let token = SignedInWith::Token {
            subject: "alice".into(),
        };
        let (id, view) = s
            .create(token, Some(t0 + Duration::from_secs(30)), t0)
            .unwrap();
        assert_eq!(view.who(), "alice");
        assert_eq!(view.actor().transport, "console");
        assert!(s.get(&id, t0 + Duration::from_secs(29)).is_some());
        assert!(
            s.get(&id, t0 + Duration::from_secs(30)).is_none(),
            "never later than the token's expiry, though well within the idle time"
        );
    }

    #[test]
    fn csrf_tokens_must_match_exactly() {
        assert!(tokens_match("abc", "abc"));
        assert!(!tokens_match("abc", "abd"));
        assert!(!tokens_match("abc", "ab"));
        assert!(!tokens_match("abc", ""));
        assert!(!tokens_match("", ""), "no expectation, no match");
    }

    #[test]
    fn cookies_are_read_by_name_and_written_strict() {
        let h = "a=1; skm_console=xyz; skm_console_signin=pre";
        assert_eq!(cookie(h, SESSION_COOKIE), Some("xyz"));
        assert_eq!(cookie(h, SIGN_IN_COOKIE), Some("pre"));
        assert_eq!(cookie(h, "missing"), None);
        assert_eq!(cookie("skm_console=", SESSION_COOKIE), None);
        let plain = set_cookie(SESSION_COOKIE, "v", Duration::from_secs(60), false);
        assert_eq!(
            plain,
            "skm_console=v; Path=/console; Max-Age=60; HttpOnly; SameSite=Strict"
        );
        assert!(set_cookie(SESSION_COOKIE, "v", Duration::ZERO, true).ends_with("; Secure"));
    }
}
