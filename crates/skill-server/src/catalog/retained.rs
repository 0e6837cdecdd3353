//! Superseded versions the catalog keeps for a while, so that a client that
//! viewed one version can still read that version's files after a newer one
//! is published (`skill_view` and `skill_file` are separate calls).

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;
use std::time::{Duration, Instant};

use skill_core::{ContentHash, SkillSlug};
use uuid::Uuid;

use super::CatalogSkill;

/// How long, and how many, superseded versions are kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RetainPolicy {
    /// How long a version stays readable after it was superseded.
    pub grace: Duration,
    /// At most this many superseded versions per skill (the newest win).
    pub per_skill: usize,
    /// At most this many bytes of files over all kept versions (the newest win).
    pub max_bytes: u64,
}

impl Default for RetainPolicy {
    fn default() -> Self {
        // Long enough for a model to read a skill's instructions and ask for
        // its files; the byte budget bounds what a burst of re-imports of a
        // large library can hold in memory meanwhile.
        Self {
            grace: Duration::from_secs(600),
            per_skill: 8,
            max_bytes: 256 * 1024 * 1024,
        }
    }
}

#[derive(Debug, Clone)]
struct Retained {
    skill: Arc<CatalogSkill>,
    superseded_at: Instant,
}

/// Superseded versions by slug, newest first. Values share their metadata
/// with the snapshot they came from (`Arc`), so keeping one costs no copy;
/// their files stay readable because the store keeps the blobs of the
/// revisions superseded within the same grace period.
#[derive(Debug, Clone, Default)]
pub struct RetainedVersions {
    by_slug: HashMap<SkillSlug, Vec<Retained>>,
}

impl RetainedVersions {
    /// What to keep once `previous` (the published skills and what they
    /// kept) is replaced by `current`: every version of `previous` that
    /// `current` replaced with another version, plus what `previous` kept
    /// that is still within the grace period and not current again. A skill
    /// that is no longer published at all (removed, unpublished, held back
    /// by the scanner) keeps nothing: taking a skill down takes effect at once.
    pub fn succeed(
        previous_published: &BTreeMap<SkillSlug, Arc<CatalogSkill>>,
        previous_retained: &RetainedVersions,
        current: &BTreeMap<SkillSlug, Arc<CatalogSkill>>,
        policy: RetainPolicy,
        now: Instant,
    ) -> Self {
        let is_current = |slug: &SkillSlug, hash: &ContentHash| {
            current.get(slug).is_some_and(|c| &c.content_hash == hash)
        };
        let mut by_slug: HashMap<SkillSlug, Vec<Retained>> = HashMap::new();
        for (slug, skill) in previous_published {
            if current.contains_key(slug) && !is_current(slug, &skill.content_hash) {
                by_slug.entry(slug.clone()).or_default().push(Retained {
                    skill: Arc::clone(skill),
                    superseded_at: now,
                });
            }
        }
        for (slug, kept) in &previous_retained.by_slug {
            if !current.contains_key(slug) {
                continue;
            }
            let list = by_slug.entry(slug.clone()).or_default();
            for r in kept {
                let hash = &r.skill.content_hash;
                let live = now.saturating_duration_since(r.superseded_at) < policy.grace;
                let duplicate = list.iter().any(|k| &k.skill.content_hash == hash);
                if live && !duplicate && !is_current(slug, hash) {
                    list.push(r.clone());
                }
            }
        }
        by_slug.retain(|_, list| {
            // Newest first; entries superseded together keep their order.
            list.sort_by_key(|r| std::cmp::Reverse(r.superseded_at));
            list.truncate(policy.per_skill);
            !list.is_empty()
        });
        let mut kept = Self { by_slug };
        kept.fit(policy.max_bytes);
        kept
    }

    /// Drops the oldest kept versions until their files fit in `max_bytes`.
    fn fit(&mut self, max_bytes: u64) {
        let mut all: Vec<(Instant, SkillSlug, ContentHash, u64)> = self
            .by_slug
            .iter()
            .flat_map(|(slug, list)| {
                list.iter().map(move |r| {
                    let bytes = r.skill.file_bytes();
                    (
                        r.superseded_at,
                        slug.clone(),
                        r.skill.content_hash.clone(),
                        bytes,
                    )
                })
            })
            .collect();
        let total: u64 = all.iter().map(|e| e.3).sum();
        if total <= max_bytes {
            return;
        }
        all.sort_by_key(|e| std::cmp::Reverse(e.0));
        let mut used = 0u64;
        for (_, slug, hash, bytes) in all {
            used = used.saturating_add(bytes);
            if used > max_bytes
                && let Some(list) = self.by_slug.get_mut(&slug)
            {
                list.retain(|r| r.skill.content_hash != hash);
            }
        }
        self.by_slug.retain(|_, list| !list.is_empty());
    }

    /// The same set without what has outlived the grace period.
    pub fn pruned(&self, policy: RetainPolicy, now: Instant) -> Self {
        let mut by_slug = self.by_slug.clone();
        by_slug.retain(|_, list| {
            list.retain(|r| now.saturating_duration_since(r.superseded_at) < policy.grace);
            !list.is_empty()
        });
        Self { by_slug }
    }

    /// The superseded version of `slug` with this content hash, if kept and
    /// still within the grace period.
    pub fn by_slug(
        &self,
        slug: &SkillSlug,
        content_hash: &ContentHash,
        policy: RetainPolicy,
        now: Instant,
    ) -> Option<&Arc<CatalogSkill>> {
        self.by_slug
            .get(slug)?
            .iter()
            .find(|r| {
                &r.skill.content_hash == content_hash
                    && now.saturating_duration_since(r.superseded_at) < policy.grace
            })
            .map(|r| &r.skill)
    }

    /// As [`Self::by_slug`], for a skill named by id (it may have been removed
    /// since, so the current catalog may not know the id any more).
    pub fn by_id(
        &self,
        id: &Uuid,
        content_hash: &ContentHash,
        policy: RetainPolicy,
        now: Instant,
    ) -> Option<&Arc<CatalogSkill>> {
        let slug = self
            .by_slug
            .iter()
            .find(|(_, list)| list.iter().any(|r| &r.skill.summary.id == id))
            .map(|(slug, _)| slug)?;
        self.by_slug(slug, content_hash, policy, now)
    }

    /// When the oldest kept version runs out of grace; `None` when nothing is kept.
    pub fn next_expiry(&self, policy: RetainPolicy) -> Option<Instant> {
        self.by_slug
            .values()
            .flatten()
            .map(|r| r.superseded_at + policy.grace)
            .min()
    }

    /// Number of versions kept.
    pub fn len(&self) -> usize {
        self.by_slug.values().map(Vec::len).sum()
    }

    /// True when nothing is kept.
    pub fn is_empty(&self) -> bool {
        self.by_slug.is_empty()
    }
}
