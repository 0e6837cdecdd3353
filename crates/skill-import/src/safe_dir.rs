//! Folders opened by descriptor, and everything in them opened relative to
//! that descriptor without following links, so that what was checked is
//! what is read: a file swapped for a symlink (`renameat2(RENAME_EXCHANGE)`)
//! between the listing and the read is refused, not followed.
//!
//! On Unix (Linux, macOS, the BSDs) every child is opened with `openat` and
//! `O_NOFOLLOW` (folders also `O_DIRECTORY`), and the opened descriptor is
//! checked with `fstat`. Elsewhere the best the standard library offers is
//! used: the entry is checked with `symlink_metadata`, then opened by path
//! and checked again; a link swapped in between those two calls is followed.

use std::ffi::{OsStr, OsString};
use std::fs::File;
use std::io;
use std::path::Path;

/// What a folder entry is, seen without following it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// A folder.
    Dir,
    /// A regular file.
    File,
    /// A symbolic link.
    Symlink,
    /// A device, pipe or socket, named for messages.
    Special(&'static str),
}

/// An entry of a folder listing.
#[derive(Debug, Clone)]
pub(crate) struct Child {
    /// Its name in the folder.
    pub name: OsString,
    /// What the listing says it is (the open checks again).
    pub kind: Kind,
}

/// The metadata of an entry, seen without following it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Meta {
    pub kind: Kind,
    pub len: u64,
    /// Modification time, nanoseconds since the epoch.
    pub modified_ns: i128,
    /// Number of hard links.
    pub nlink: u64,
}

/// A regular file, opened and checked on its descriptor.
#[derive(Debug)]
pub(crate) struct OpenFile {
    pub file: File,
    pub meta: Meta,
}

/// Why a child could not be opened as what it was listed as.
#[derive(Debug)]
pub(crate) enum Refused {
    /// It is (now) a symbolic link.
    Symlink,
    /// It is (now) something else: a folder where a file was listed, a device, ...
    Changed(Kind),
    /// It no longer exists.
    Gone,
    /// The system refused (permissions, I/O error).
    Io(io::Error),
}

/// Most entries one folder listing may hold; a bigger folder is refused
/// (and reported as unreadable). Small in unit tests, to test that.
pub(crate) const MAX_LISTING: usize = if cfg!(test) { 64 } else { 100_000 };

#[cfg(unix)]
mod imp {
    use std::os::fd::OwnedFd;

    use rustix::fs::{AtFlags, FileType, Mode, OFlags};
    use rustix::io::Errno;

    use super::*;

    /// An open folder.
    #[derive(Debug)]
    pub(crate) struct SafeDir {
        fd: OwnedFd,
    }

    fn kind_of(t: FileType) -> Kind {
        match t {
            FileType::Directory => Kind::Dir,
            FileType::RegularFile => Kind::File,
            FileType::Symlink => Kind::Symlink,
            FileType::CharacterDevice => Kind::Special("character device"),
            FileType::BlockDevice => Kind::Special("block device"),
            FileType::Fifo => Kind::Special("named pipe (FIFO)"),
            FileType::Socket => Kind::Special("socket"),
            FileType::Unknown => Kind::Special("file of unknown type"),
        }
    }

    // The stat field types differ between targets (nlink_t is u32 on some).
    #[allow(clippy::unnecessary_cast, clippy::useless_conversion)]
    fn meta_of(st: &rustix::fs::Stat) -> Meta {
        Meta {
            kind: kind_of(FileType::from_raw_mode(st.st_mode)),
            len: u64::try_from(st.st_size).unwrap_or(0),
            modified_ns: i128::from(st.st_mtime) * 1_000_000_000
                + i128::from(st.st_mtime_nsec as i64),
            nlink: st.st_nlink as u64,
        }
    }

    fn refused(e: Errno) -> Refused {
        match e {
            // O_NOFOLLOW on a link; FreeBSD says EMLINK.
            Errno::LOOP | Errno::MLINK => Refused::Symlink,
            Errno::NOTDIR => Refused::Changed(Kind::File),
            Errno::NOENT => Refused::Gone,
            other => Refused::Io(other.into()),
        }
    }

    impl OpenFile {
        /// Opens the regular file at `path`, following links in it: the caller chose it.
        pub(crate) fn open_root(path: &Path) -> io::Result<Self> {
            let fd = rustix::fs::open(
                path,
                OFlags::RDONLY | OFlags::CLOEXEC | OFlags::NONBLOCK | OFlags::NOCTTY,
                Mode::empty(),
            )?;
            let meta = meta_of(&rustix::fs::fstat(&fd)?);
            if meta.kind != Kind::File {
                return Err(io::Error::other(format!(
                    "{} is a {}, not a regular file",
                    path.display(),
                    kind_name(meta.kind)
                )));
            }
            Ok(Self {
                file: File::from(fd),
                meta,
            })
        }
    }

    impl SafeDir {
        /// Opens the folder at `path`, following links in it: the caller chose it.
        pub(crate) fn open_root(path: &Path) -> io::Result<Self> {
            let fd = rustix::fs::open(
                path,
                OFlags::RDONLY | OFlags::DIRECTORY | OFlags::CLOEXEC,
                Mode::empty(),
            )?;
            Ok(Self { fd })
        }

        /// Opens the child folder `name`, refusing a link.
        pub(crate) fn open_dir(&self, name: &OsStr) -> Result<Self, Refused> {
            match rustix::fs::openat(
                &self.fd,
                name,
                OFlags::RDONLY | OFlags::DIRECTORY | OFlags::NOFOLLOW | OFlags::CLOEXEC,
                Mode::empty(),
            ) {
                Ok(fd) => Ok(Self { fd }),
                // Linux answers a link with ENOTDIR here: say which it is.
                Err(Errno::NOTDIR) => match self.stat(name)?.kind {
                    Kind::Symlink => Err(Refused::Symlink),
                    other => Err(Refused::Changed(other)),
                },
                Err(e) => Err(refused(e)),
            }
        }

        /// Opens the child `name` for reading if it is a regular file, refusing
        /// a link; the kind, size and link count are those of the opened file.
        pub(crate) fn open_file(&self, name: &OsStr) -> Result<OpenFile, Refused> {
            // NONBLOCK: opening a FIFO swapped in must not wait for a writer.
            // NOCTTY: a terminal swapped in must not become ours.
            let fd = rustix::fs::openat(
                &self.fd,
                name,
                OFlags::RDONLY
                    | OFlags::NOFOLLOW
                    | OFlags::CLOEXEC
                    | OFlags::NONBLOCK
                    | OFlags::NOCTTY,
                Mode::empty(),
            )
            .map_err(refused)?;
            let meta = meta_of(&rustix::fs::fstat(&fd).map_err(refused)?);
            if meta.kind != Kind::File {
                return Err(Refused::Changed(meta.kind));
            }
            Ok(OpenFile {
                file: File::from(fd),
                meta,
            })
        }

        /// The metadata of the child `name`, not following a link.
        pub(crate) fn stat(&self, name: &OsStr) -> Result<Meta, Refused> {
            rustix::fs::statat(&self.fd, name, AtFlags::SYMLINK_NOFOLLOW)
                .map(|st| meta_of(&st))
                .map_err(refused)
        }

        /// The folder's entries, sorted by name; more than [`MAX_LISTING`] is an error.
        pub(crate) fn children(&self) -> io::Result<Vec<Child>> {
            let mut dir = rustix::fs::Dir::read_from(&self.fd)?;
            let mut out = Vec::new();
            while let Some(entry) = dir.read() {
                let entry = entry?;
                let bytes = entry.file_name().to_bytes();
                if bytes == b"." || bytes == b".." {
                    continue;
                }
                if out.len() >= MAX_LISTING {
                    return Err(too_many());
                }
                let name =
                    OsString::from(std::os::unix::ffi::OsStrExt::from_bytes(bytes) as &OsStr);
                let kind = match entry.file_type() {
                    // Some file systems do not fill in the type.
                    FileType::Unknown => match self.stat(&name) {
                        Ok(meta) => meta.kind,
                        Err(Refused::Gone) => continue,
                        Err(_) => Kind::Special("file of unknown type"),
                    },
                    t => kind_of(t),
                };
                out.push(Child { name, kind });
            }
            out.sort_by(|a, b| a.name.cmp(&b.name));
            Ok(out)
        }
    }
}

#[cfg(not(unix))]
mod imp {
    use std::path::PathBuf;

    use super::*;

    /// An open folder (by path: this platform has no `openat`).
    #[derive(Debug)]
    pub(crate) struct SafeDir {
        path: PathBuf,
    }

    fn meta_of(m: &std::fs::Metadata) -> Meta {
        let t = m.file_type();
        let kind = if t.is_symlink() {
            Kind::Symlink
        } else if t.is_dir() {
            Kind::Dir
        } else if t.is_file() {
            Kind::File
        } else {
            Kind::Special("special file")
        };
        Meta {
            kind,
            len: m.len(),
            modified_ns: m
                .modified()
                .ok()
                .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
                .map(|d| d.as_nanos() as i128)
                .unwrap_or_default(),
            nlink: 1,
        }
    }

    fn refused(e: io::Error) -> Refused {
        if e.kind() == io::ErrorKind::NotFound {
            Refused::Gone
        } else {
            Refused::Io(e)
        }
    }

    impl OpenFile {
        pub(crate) fn open_root(path: &Path) -> io::Result<Self> {
            let file = File::open(path)?;
            let meta = meta_of(&file.metadata()?);
            if meta.kind != Kind::File {
                return Err(io::Error::other(format!(
                    "{} is a {}, not a regular file",
                    path.display(),
                    kind_name(meta.kind)
                )));
            }
            Ok(Self { file, meta })
        }
    }

    impl SafeDir {
        pub(crate) fn open_root(path: &Path) -> io::Result<Self> {
            if !std::fs::metadata(path)?.is_dir() {
                return Err(io::Error::other("not a folder"));
            }
            Ok(Self {
                path: path.to_owned(),
            })
        }

        pub(crate) fn open_dir(&self, name: &OsStr) -> Result<Self, Refused> {
            let meta = self.stat(name)?;
            match meta.kind {
                Kind::Dir => Ok(Self {
                    path: self.path.join(name),
                }),
                Kind::Symlink => Err(Refused::Symlink),
                other => Err(Refused::Changed(other)),
            }
        }

        pub(crate) fn open_file(&self, name: &OsStr) -> Result<OpenFile, Refused> {
            match self.stat(name)?.kind {
                Kind::File => {}
                Kind::Symlink => return Err(Refused::Symlink),
                other => return Err(Refused::Changed(other)),
            }
            let file = File::open(self.path.join(name)).map_err(refused)?;
            let meta = meta_of(&file.metadata().map_err(refused)?);
            if meta.kind != Kind::File {
                return Err(Refused::Changed(meta.kind));
            }
            Ok(OpenFile { file, meta })
        }

        pub(crate) fn stat(&self, name: &OsStr) -> Result<Meta, Refused> {
            std::fs::symlink_metadata(self.path.join(name))
                .map(|m| meta_of(&m))
                .map_err(refused)
        }

        pub(crate) fn children(&self) -> io::Result<Vec<Child>> {
            let mut out = Vec::new();
            for entry in std::fs::read_dir(&self.path)? {
                let entry = entry?;
                if out.len() >= MAX_LISTING {
                    return Err(too_many());
                }
                let kind = match entry.metadata() {
                    Ok(m) => meta_of(&m).kind,
                    Err(_) => continue,
                };
                out.push(Child {
                    name: entry.file_name(),
                    kind,
                });
            }
            out.sort_by(|a, b| a.name.cmp(&b.name));
            Ok(out)
        }
    }
}

pub(crate) use imp::SafeDir;

fn too_many() -> io::Error {
    io::Error::other(format!(
        "the folder has more than {MAX_LISTING} entries; skill-mcp does not list folders that large"
    ))
}

impl OpenFile {
    /// Reads the file, at most `cap` + 1 bytes: whatever the size said when
    /// it was opened, a file that grows (or never ends) stops there.
    pub(crate) fn read_capped(self, cap: u64) -> io::Result<Vec<u8>> {
        use std::io::Read;
        let mut bytes = Vec::with_capacity(self.meta.len.min(cap).min(1 << 20) as usize);
        self.file
            .take(cap.saturating_add(1))
            .read_to_end(&mut bytes)?;
        Ok(bytes)
    }
}

impl SafeDir {
    /// Opens `anchor` (following links in it: the caller chose it), then each
    /// folder of `below` in turn without following links.
    pub(crate) fn open_below(anchor: &Path, below: &[OsString]) -> io::Result<Self> {
        let mut dir = Self::open_root(anchor)?;
        for (i, name) in below.iter().enumerate() {
            dir = dir.open_dir(name).map_err(|why| {
                let at = below[..=i]
                    .iter()
                    .fold(anchor.to_path_buf(), |p, n| p.join(n));
                refusal_error(&at, why)
            })?;
        }
        Ok(dir)
    }
}

/// An I/O error for a refused open, naming the path.
pub(crate) fn refusal_error(at: &Path, why: Refused) -> io::Error {
    match why {
        Refused::Symlink => io::Error::other(format!(
            "{} is a symbolic link; links below the source are not followed",
            at.display()
        )),
        Refused::Changed(kind) => io::Error::other(format!(
            "{} is not a folder (it is a {}); it may have changed while being read",
            at.display(),
            kind_name(kind)
        )),
        Refused::Gone => io::Error::new(io::ErrorKind::NotFound, "no such file or folder"),
        Refused::Io(e) => e,
    }
}

/// A kind in words.
pub(crate) fn kind_name(kind: Kind) -> &'static str {
    match kind {
        Kind::Dir => "folder",
        Kind::File => "regular file",
        Kind::Symlink => "symbolic link",
        Kind::Special(what) => what,
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn links_are_refused_and_files_are_checked_on_the_descriptor() {
        let d = tempfile::tempdir().unwrap();
        std::fs::write(d.path().join("a.md"), "hello").unwrap();
        std::fs::create_dir(d.path().join("sub")).unwrap();
        std::os::unix::fs::symlink("/etc/passwd", d.path().join("link")).unwrap();
        std::os::unix::fs::symlink("sub", d.path().join("dirlink")).unwrap();
        rustix::fs::mknodat(
            rustix::fs::CWD,
            d.path().join("fifo"),
            rustix::fs::FileType::Fifo,
            Mode::from_raw_mode(0o600),
            0,
        )
        .unwrap();
        let dir = SafeDir::open_root(d.path()).unwrap();
        let kinds: Vec<_> = dir
            .children()
            .unwrap()
            .into_iter()
            .map(|c| (c.name.into_string().unwrap(), c.kind))
            .collect();
        assert_eq!(
            kinds,
            [
                ("a.md".to_owned(), Kind::File),
                ("dirlink".to_owned(), Kind::Symlink),
                ("fifo".to_owned(), Kind::Special("named pipe (FIFO)")),
                ("link".to_owned(), Kind::Symlink),
                ("sub".to_owned(), Kind::Dir),
            ]
        );
        let f = dir.open_file(OsStr::new("a.md")).unwrap();
        assert_eq!((f.meta.len, f.meta.nlink), (5, 1));
        assert_eq!(f.read_capped(3).unwrap(), b"hell");
        assert!(matches!(
            dir.open_file(OsStr::new("link")),
            Err(Refused::Symlink)
        ));
        assert!(matches!(
            dir.open_dir(OsStr::new("dirlink")),
            Err(Refused::Symlink)
        ));
        // Opening a FIFO does not wait for a writer, and is refused.
        assert!(matches!(
            dir.open_file(OsStr::new("fifo")),
            Err(Refused::Changed(Kind::Special("named pipe (FIFO)")))
        ));
        assert!(matches!(
            dir.open_file(OsStr::new("sub")),
            Err(Refused::Changed(Kind::Dir))
        ));
        assert!(matches!(
            dir.open_dir(OsStr::new("a.md")),
            Err(Refused::Changed(Kind::File))
        ));
        assert!(matches!(
            dir.open_file(OsStr::new("missing")),
            Err(Refused::Gone)
        ));
    }

    #[test]
    fn a_file_that_grows_after_it_was_opened_is_read_to_the_cap_plus_one() {
        let d = tempfile::tempdir().unwrap();
        std::fs::write(d.path().join("grows.md"), "12345").unwrap();
        let dir = SafeDir::open_root(d.path()).unwrap();
        let f = dir.open_file(OsStr::new("grows.md")).unwrap();
        assert_eq!(f.meta.len, 5);
        std::fs::write(d.path().join("grows.md"), vec![b'x'; 4096]).unwrap();
        assert_eq!(f.read_capped(10).unwrap().len(), 11);
    }

    use rustix::fs::Mode;
}
