//! Noticing changes in a `--skills-dir`: the operating system's change
//! notification (inotify, FSEvents, ReadDirectoryChangesW, through the
//! `notify` crate), debounced, then the folder's fingerprint decides whether
//! anything an import reads changed. Polling the fingerprint (a walk of
//! every file) is only the fallback: when no watch can be set up (too many
//! watches, a file system without notification) or a watch breaks.

use std::path::{Component, Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use notify::event::{AccessKind, AccessMode};
use notify::{Event, EventKind, RecommendedWatcher, RecursiveMode, Watcher};
use tokio::sync::Notify;
use tokio::time::Instant;

use crate::folder_sync::FolderSync;

/// Quiet time after the last change before the folder is looked at: an
/// editor's save or a `git checkout` is many events.
pub const DEBOUNCE: Duration = Duration::from_millis(100);
/// Longest a stream of changes delays a look.
pub const MAX_DEBOUNCE: Duration = Duration::from_millis(500);

/// How the watch learns of changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// The operating system's notification, polling if it cannot be set up.
    Notify,
    /// Polling the fingerprint only.
    Poll,
}

/// What the notification thread tells the watch task.
#[derive(Default)]
struct Signal {
    wake: Notify,
    /// A watch failed (events may have been lost): fall back to polling.
    broken: AtomicBool,
}

/// True when `event` may change what an import of `root` reads: not a mere
/// open or read (the import's own), not only metadata (`.git`, swap files).
fn matters(root: &Path, event: &Event) -> bool {
    if let EventKind::Access(kind) = event.kind
        && kind != AccessKind::Close(AccessMode::Write)
    {
        return false;
    }
    event.need_rescan() || event.paths.is_empty() || event.paths.iter().any(|p| !ignored(root, p))
}

/// True for a path inside metadata the import skips.
fn ignored(root: &Path, path: &Path) -> bool {
    path.strip_prefix(root).is_ok_and(|rel| {
        rel.components().any(|c| match c {
            Component::Normal(name) => name.to_str().is_some_and(skill_import::is_ignored_name),
            _ => false,
        })
    })
}

/// Sets up a recursive watch of `folder` whose events wake `signal`.
fn watch(folder: PathBuf, signal: Arc<Signal>) -> notify::Result<RecommendedWatcher> {
    let root = folder.clone();
    let handler = move |event: notify::Result<Event>| match event {
        Ok(event) if matters(&root, &event) => signal.wake.notify_one(),
        Ok(_) => {}
        Err(e) => {
            tracing::warn!(error = %e, "the skills folder watch reported an error");
            signal.broken.store(true, Ordering::SeqCst);
            signal.wake.notify_one();
        }
    };
    // Links are not followed by the import, so not by the watch either.
    let config = notify::Config::default().with_follow_symlinks(false);
    let mut watcher = RecommendedWatcher::new(handler, config)?;
    watcher.watch(&folder, RecursiveMode::Recursive)?;
    Ok(watcher)
}

/// Waits until no change has come for [`DEBOUNCE`] (at most [`MAX_DEBOUNCE`]).
async fn settle(signal: &Signal) {
    let start = Instant::now();
    while start.elapsed() < MAX_DEBOUNCE
        && tokio::time::timeout(DEBOUNCE, signal.wake.notified())
            .await
            .is_ok()
    {}
}

/// Keeps the library in step with the folder of `sync` until the task is
/// dropped or aborted: on each change (or every `poll` when polling), the
/// folder is synced if its fingerprint moved from `synced`.
pub fn spawn(
    sync: FolderSync,
    mode: Mode,
    poll: Duration,
    synced: Option<u64>,
) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let signal = Arc::new(Signal::default());
        let mut watcher = match mode {
            Mode::Poll => None,
            Mode::Notify => {
                let (folder, sig) = (sync.folder().to_owned(), Arc::clone(&signal));
                // Setting up a recursive watch walks the folder: off the async threads.
                match tokio::task::spawn_blocking(move || watch(folder, sig)).await {
                    Ok(Ok(w)) => {
                        // A change made before the watch was in place has no
                        // event: look once now (the fingerprint decides).
                        signal.wake.notify_one();
                        Some(w)
                    }
                    Ok(Err(e)) => {
                        warn_polling(sync.folder(), &e.to_string(), poll);
                        None
                    }
                    Err(e) => {
                        warn_polling(sync.folder(), &e.to_string(), poll);
                        None
                    }
                }
            }
        };
        let mut last = synced;
        loop {
            if watcher.is_some() && signal.broken.load(Ordering::SeqCst) {
                warn_polling(sync.folder(), "a watch failed", poll);
                watcher = None;
            }
            if watcher.is_some() {
                signal.wake.notified().await;
                settle(&signal).await;
            } else {
                tokio::time::sleep(poll).await;
            }
            let now = sync.fingerprint().await;
            if now.is_none() || now == last {
                continue;
            }
            match sync.sync_once(|_| {}).await {
                Ok(r) => {
                    last = now;
                    tracing::info!(
                        folder = %sync.folder().display(),
                        imported = r.imported,
                        failed = r.failed,
                        removed = r.removed.len(),
                        "skills folder changed; library updated"
                    );
                }
                Err(e) => tracing::warn!(error = %e, "cannot sync the skills folder; retrying"),
            }
        }
    })
}

fn warn_polling(folder: &Path, why: &str, poll: Duration) {
    tracing::warn!(
        folder = %folder.display(),
        reason = why,
        poll_ms = poll.as_millis() as u64,
        "cannot watch the skills folder for changes; checking it by polling instead"
    );
}

#[cfg(test)]
mod tests {
    use notify::event::{CreateKind, ModifyKind};
    use skill_store::{SqlStore, Store, sqlite_url_in};

    use super::*;
    use crate::importer::ImportRules;

    fn event(kind: EventKind, path: &Path) -> Event {
        Event::new(kind).add_path(path.to_owned())
    }

    #[test]
    fn opens_reads_and_metadata_do_not_matter() {
        let root = Path::new("/lib");
        let create = EventKind::Create(CreateKind::File);
        assert!(matters(root, &event(create, Path::new("/lib/a/SKILL.md"))));
        assert!(matters(
            root,
            &event(EventKind::Modify(ModifyKind::Any), Path::new("/lib/a/.env"))
        ));
        assert!(matters(
            root,
            &event(
                EventKind::Access(AccessKind::Close(AccessMode::Write)),
                Path::new("/lib/a/SKILL.md")
            )
        ));
        // The import's own reads.
        assert!(!matters(
            root,
            &event(
                EventKind::Access(AccessKind::Open(AccessMode::Any)),
                Path::new("/lib/a/SKILL.md")
            )
        ));
        assert!(!matters(
            root,
            &event(
                EventKind::Access(AccessKind::Close(AccessMode::Read)),
                Path::new("/lib/a/SKILL.md")
            )
        ));
        assert!(!matters(
            root,
            &event(create, Path::new("/lib/.git/index.lock"))
        ));
        assert!(!matters(
            root,
            &event(create, Path::new("/lib/a/.SKILL.md.swp"))
        ));
    }

    fn skill(root: &Path, name: &str) {
        let d = root.join(name);
        std::fs::create_dir_all(&d).unwrap();
        std::fs::write(
            d.join("SKILL.md"),
            format!("---\nname: {name}\ndescription: The {name} skill.\n---\n# {name}\n"),
        )
        .unwrap();
    }

    /// Waits (a bound, not a measurement) until the store holds `slug`.
    async fn stored(store: &Arc<dyn Store>, slug: &str) -> bool {
        let slug = skill_core::SkillSlug::parse(slug).unwrap();
        for _ in 0..600 {
            if store.skill(&slug).await.unwrap().is_some() {
                return true;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        false
    }

    async fn follows_the_folder(mode: Mode) {
        let data = tempfile::tempdir().unwrap();
        let folder = tempfile::tempdir().unwrap();
        skill(folder.path(), "first");
        let store: Arc<dyn Store> = SqlStore::open(&sqlite_url_in(data.path())).await.unwrap();
        let sync = FolderSync::new(
            Arc::clone(&store),
            folder.path(),
            ImportRules::default(),
            data.path().join("state.json"),
        )
        .unwrap();
        let before = sync.fingerprint().await;
        sync.sync_once(|_| {}).await.unwrap();
        let task = spawn(sync, mode, Duration::from_millis(100), before);
        skill(folder.path(), "second");
        assert!(
            stored(&store, "second").await,
            "{mode:?}: second never imported"
        );
        skill(&folder.path().join("group/deeper"), "third");
        assert!(
            stored(&store, "third").await,
            "{mode:?}: a new folder is watched too"
        );
        task.abort();
    }

    #[tokio::test]
    async fn the_watch_imports_new_skills() {
        follows_the_folder(Mode::Notify).await;
    }

    #[tokio::test]
    async fn polling_imports_new_skills() {
        follows_the_folder(Mode::Poll).await;
    }
}
