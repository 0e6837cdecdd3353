//! API keys: random 32-byte tokens shown once, stored only as SHA-256 hashes,
//! checked in constant time, each granting a [`Role`].

use std::collections::HashMap;
use std::sync::Mutex;

use base64::Engine;
use sha2::{Digest, Sha256};
use skill_core::Groups;
use skill_store::{Actor, ApiKeyRecord, Role, Store, StoreError, now_millis};
use subtle::ConstantTimeEq;
use uuid::Uuid;

/// Every token starts with this, so a leaked one is easy to recognise (and grep for).
pub const TOKEN_PREFIX: &str = "skm_";

/// Random bytes in a token.
const TOKEN_BYTES: usize = 32;

/// Length of a token: the prefix plus 32 bytes in unpadded base64url.
const TOKEN_LEN: usize = TOKEN_PREFIX.len() + 43;

/// Why a key could not be made or checked.
#[derive(Debug, thiserror::Error)]
pub enum ApiKeyError {
    #[error("cannot read random bytes from the operating system: {0}")]
    Random(String),
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// A key just created: the token is in memory here and nowhere else.
#[derive(Debug, Clone)]
pub struct CreatedKey {
    /// What was stored (hash only).
    pub record: ApiKeyRecord,
    /// The token to hand to the user, once.
    pub token: String,
}

/// Hex SHA-256 of a token: the only form in which it is stored.
pub fn hash_token(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

/// True when `token` has the shape of a key this module makes: such a
/// credential is looked up as an API key, anything else may be an OAuth
/// access token.
pub fn is_key_shaped(token: &str) -> bool {
    well_formed(token)
}

/// True when `token` has the shape of a token this module makes; anything
/// else is refused without a database round trip.
fn well_formed(token: &str) -> bool {
    token.len() == TOKEN_LEN
        && token.starts_with(TOKEN_PREFIX)
        && token[TOKEN_PREFIX.len()..]
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// A fresh random token.
fn new_token() -> Result<String, ApiKeyError> {
    let mut bytes = [0u8; TOKEN_BYTES];
    getrandom::fill(&mut bytes).map_err(|e| ApiKeyError::Random(e.to_string()))?;
    Ok(format!(
        "{TOKEN_PREFIX}{}",
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
    ))
}

/// Creates and stores a key (a reader limited to `groups` when there are
/// any); the returned token is never retrievable again.
pub async fn create(
    store: &dyn Store,
    role: Role,
    name: Option<String>,
    groups: Groups,
    actor: &Actor,
) -> Result<CreatedKey, ApiKeyError> {
    let token = new_token()?;
    let record = ApiKeyRecord {
        id: Uuid::new_v4(),
        name,
        role,
        groups,
        key_hash: hash_token(&token),
        created_at: now_millis(),
        revoked_at: None,
    };
    store.create_api_key(&record, actor).await?;
    Ok(CreatedKey { record, token })
}

/// The unrevoked key a presented token belongs to, if any.
pub async fn authenticate(
    store: &dyn Store,
    token: &str,
) -> Result<Option<ApiKeyRecord>, ApiKeyError> {
    if !well_formed(token) {
        return Ok(None);
    }
    let hash = hash_token(token);
    // The lookup is by hash, so its timing says nothing about the token; the
    // final comparison is constant-time all the same, so that no code path
    // compares secret-derived bytes with an early exit.
    let found = store.find_api_key(&hash).await?;
    Ok(found.filter(|k| bool::from(k.key_hash.as_bytes().ct_eq(hash.as_bytes()))))
}

/// Keys this replica has verified, kept so that it can go on serving when its
/// database is unreachable. The store stays the authority: every request asks
/// it first, so a revocation takes effect at once; the cache answers only when
/// the store cannot.
#[derive(Debug, Default)]
pub struct KeyCache {
    verified: Mutex<HashMap<String, ApiKeyRecord>>,
}

impl KeyCache {
    /// An empty cache.
    pub fn new() -> Self {
        Self::default()
    }

    /// Like [`authenticate`], falling back to the last verdict for this token
    /// when the store fails.
    pub async fn authenticate(
        &self,
        store: &dyn Store,
        token: &str,
    ) -> Result<Option<ApiKeyRecord>, ApiKeyError> {
        if !well_formed(token) {
            return Ok(None);
        }
        let hash = hash_token(token);
        match authenticate(store, token).await {
            Ok(found) => {
                let mut verified = self.lock();
                match &found {
                    Some(key) => {
                        verified.insert(hash, key.clone());
                    }
                    None => {
                        verified.remove(&hash);
                    }
                }
                Ok(found)
            }
            Err(e) => match self.lock().get(&hash) {
                Some(key) if bool::from(key.key_hash.as_bytes().ct_eq(hash.as_bytes())) => {
                    tracing::warn!(error = %e, key = %key.id, "key store unreachable; accepting a key verified before");
                    Ok(Some(key.clone()))
                }
                _ => Err(e),
            },
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, ApiKeyRecord>> {
        self.verified
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    async fn store() -> (Arc<skill_store::SqlStore>, tempfile::TempDir) {
        let dir = tempfile::tempdir().unwrap();
        let store = skill_store::SqlStore::open(&skill_store::sqlite_url_in(dir.path()))
            .await
            .unwrap();
        (store, dir)
    }

    #[test]
    fn tokens_are_prefixed_random_and_well_formed() {
        let a = new_token().unwrap();
        let b = new_token().unwrap();
        assert_ne!(a, b);
        assert_eq!(a.len(), TOKEN_LEN);
        assert!(well_formed(&a), "{a}");
        assert!(!well_formed("skm_short"));
        assert!(!well_formed(&a.replacen("skm_", "xyz_", 1)));
        assert!(!well_formed(&format!("{}!", &a[..a.len() - 1])));
    }

    #[test]
    fn hash_is_hex_sha256() {
        assert_eq!(
            hash_token("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[tokio::test]
    async fn created_keys_authenticate_until_revoked() {
        let (store, _dir) = store().await;
        let created = create(
            store.as_ref(),
            Role::Reader,
            Some("ci".into()),
            Groups::none(),
            &Actor::default(),
        )
        .await
        .unwrap();
        assert_ne!(created.record.key_hash, created.token);
        let found = authenticate(store.as_ref(), &created.token)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(found.id, created.record.id);
        assert_eq!(found.role, Role::Reader);
        assert_eq!(found.name.as_deref(), Some("ci"));

        let other = new_token().unwrap();
        assert!(
            authenticate(store.as_ref(), &other)
                .await
                .unwrap()
                .is_none()
        );
        assert!(authenticate(store.as_ref(), "").await.unwrap().is_none());

        assert!(
            store
                .revoke_api_key(created.record.id, &Actor::default())
                .await
                .unwrap()
        );
        assert!(
            authenticate(store.as_ref(), &created.token)
                .await
                .unwrap()
                .is_none()
        );
    }

    #[tokio::test]
    async fn cache_answers_only_when_the_store_cannot() {
        let (store, _dir) = store().await;
        let cache = KeyCache::new();
        let kept = create(
            store.as_ref(),
            Role::Admin,
            None,
            Groups::none(),
            &Actor::default(),
        )
        .await
        .unwrap();
        let revoked = create(
            store.as_ref(),
            Role::Reader,
            None,
            Groups::none(),
            &Actor::default(),
        )
        .await
        .unwrap();
        let never_seen = create(
            store.as_ref(),
            Role::Reader,
            None,
            Groups::none(),
            &Actor::default(),
        )
        .await
        .unwrap();
        for k in [&kept, &revoked] {
            assert!(
                cache
                    .authenticate(store.as_ref(), &k.token)
                    .await
                    .unwrap()
                    .is_some()
            );
        }
        // A revocation is seen at once while the store answers.
        store
            .revoke_api_key(revoked.record.id, &Actor::default())
            .await
            .unwrap();
        assert!(
            cache
                .authenticate(store.as_ref(), &revoked.token)
                .await
                .unwrap()
                .is_none()
        );

        // The database goes away: verified keys still work, nothing else does.
        store.pool().close().await;
        let found = cache
            .authenticate(store.as_ref(), &kept.token)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(found.id, kept.record.id);
        assert!(
            cache
                .authenticate(store.as_ref(), &revoked.token)
                .await
                .is_err()
        );
        assert!(
            cache
                .authenticate(store.as_ref(), &never_seen.token)
                .await
                .is_err()
        );
        assert!(
            cache
                .authenticate(store.as_ref(), "not-a-token")
                .await
                .unwrap()
                .is_none()
        );
    }
}
