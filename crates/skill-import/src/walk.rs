//! The one folder walk that discovery, reading a skill and the watched
//! folder's fingerprint all use, so that they agree on what a folder holds:
//! entries in name order, links and special files never followed,
//! version-control and OS metadata never entered, a depth limit, and a
//! folder that cannot be read reported rather than aborting the walk.

use std::ffi::OsStr;
use std::io;

use skill_core::Metadata;

use crate::safe_dir::{Child, Kind, SafeDir};

/// Why the walk passed an entry by.
#[derive(Debug)]
pub(crate) enum Skipped {
    /// A symbolic link (never followed).
    Symlink,
    /// A device, pipe or socket.
    Special(&'static str),
    /// Version-control or OS metadata, or an editor's temporary file.
    Metadata(Metadata),
    /// A name that is not valid UTF-8.
    BadName,
    /// A folder deeper than the walk's limit: `depth` is its nesting.
    TooDeep { depth: usize },
    /// A folder that could not be opened or listed.
    Unreadable(io::Error),
}

/// What a walk reports to its visitor. `rel` is the `/`-separated path
/// from the walk's root (`""` for the root itself).
pub(crate) trait Visitor {
    /// What stops the walk.
    type Error;

    /// A folder, opened, with its entries; `Ok(true)` walks into it.
    fn folder(&mut self, rel: &str, dir: &SafeDir, children: &[Child])
    -> Result<bool, Self::Error>;

    /// A regular file (as listed: open it with `parent.open_file(name)`,
    /// which checks again).
    fn file(&mut self, rel: &str, parent: &SafeDir, name: &OsStr) -> Result<(), Self::Error>;

    /// An entry passed by.
    fn skipped(&mut self, rel: &str, why: Skipped) -> Result<(), Self::Error>;
}

/// Walks `root` (already open) down to folders `max_depth` levels below it.
/// Only an unreadable root is an error; everything below is reported.
pub(crate) fn walk<V: Visitor>(
    root: &SafeDir,
    max_depth: usize,
    visitor: &mut V,
) -> Result<Result<(), V::Error>, io::Error> {
    let children = root.children()?;
    Ok(walk_in(root, "", 0, &children, max_depth, visitor))
}

fn join(rel: &str, name: &str) -> String {
    if rel.is_empty() {
        name.to_owned()
    } else {
        format!("{rel}/{name}")
    }
}

fn walk_in<V: Visitor>(
    dir: &SafeDir,
    rel: &str,
    depth: usize,
    children: &[Child],
    max_depth: usize,
    visitor: &mut V,
) -> Result<(), V::Error> {
    if !visitor.folder(rel, dir, children)? {
        return Ok(());
    }
    for child in children {
        let Some(name) = child.name.to_str() else {
            let shown = join(rel, &child.name.to_string_lossy());
            visitor.skipped(&shown, Skipped::BadName)?;
            continue;
        };
        let path = join(rel, name);
        if let Some(kind) = Metadata::of_name(name) {
            visitor.skipped(&path, Skipped::Metadata(kind))?;
            continue;
        }
        match child.kind {
            Kind::File => visitor.file(&path, dir, &child.name)?,
            Kind::Symlink => visitor.skipped(&path, Skipped::Symlink)?,
            Kind::Special(what) => visitor.skipped(&path, Skipped::Special(what))?,
            Kind::Dir if depth + 1 > max_depth => {
                visitor.skipped(&path, Skipped::TooDeep { depth: depth + 1 })?
            }
            Kind::Dir => {
                use crate::safe_dir::Refused;
                let sub = match dir.open_dir(&child.name) {
                    Ok(sub) => sub,
                    Err(Refused::Symlink) => {
                        visitor.skipped(&path, Skipped::Symlink)?;
                        continue;
                    }
                    // Gone since the listing: nothing to report.
                    Err(Refused::Gone) => continue,
                    Err(Refused::Changed(Kind::File)) => {
                        // Swapped for a file since the listing: the open checks it.
                        visitor.file(&path, dir, &child.name)?;
                        continue;
                    }
                    Err(Refused::Changed(other)) => {
                        visitor
                            .skipped(&path, Skipped::Special(crate::safe_dir::kind_name(other)))?;
                        continue;
                    }
                    Err(Refused::Io(e)) => {
                        visitor.skipped(&path, Skipped::Unreadable(e))?;
                        continue;
                    }
                };
                match sub.children() {
                    Ok(grand) => walk_in(&sub, &path, depth + 1, &grand, max_depth, visitor)?,
                    Err(e) => visitor.skipped(&path, Skipped::Unreadable(e))?,
                }
            }
        }
    }
    Ok(())
}
