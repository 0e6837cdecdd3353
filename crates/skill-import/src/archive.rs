//! Reading `.zip` and `.tar.gz` archives held in memory into skills.
//!
//! Archives come from strangers, so nothing in one is trusted: entry names are
//! validated as [`FilePath`]s (no `..`, absolute paths, drive letters or
//! backslashes), links, devices and encrypted entries are skipped with a
//! finding, archives inside the archive stay plain files, and the bytes
//! actually decompressed are counted while streaming (declared sizes are never
//! believed), so a decompression bomb stops at the cap instead of filling
//! memory.

use std::borrow::Cow;
use std::cell::Cell;
use std::collections::HashSet;
use std::io::{self, Cursor, Read};
use std::path::{Path, PathBuf};

use skill_core::limits::human_bytes;
use skill_core::{ENTRY_FILE, FilePath, Finding, Limits, Severity, SkillSource, SourceFile};

use crate::ImportError;

/// Expansion below this many bytes never trips the ratio cap: a tiny archive
/// of repetitive text legitimately compresses far better than 100x.
pub const RATIO_GRACE_BYTES: u64 = 1024 * 1024;

/// The archive formats skill-mcp reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ArchiveKind {
    /// A `.zip` file (stored or deflate entries).
    Zip,
    /// A gzip-compressed tar file (`.tar.gz`, `.tgz`).
    TarGz,
}

impl ArchiveKind {
    /// The kind a file name announces (`.zip`, `.tar.gz`, `.tgz`; any case).
    pub fn from_file_name(name: &str) -> Option<Self> {
        let lower = name.to_ascii_lowercase();
        if lower.ends_with(".zip") {
            Some(Self::Zip)
        } else if lower.ends_with(".tar.gz") || lower.ends_with(".tgz") {
            Some(Self::TarGz)
        } else {
            None
        }
    }

    /// The kind the first bytes show (zip local or empty-archive header, gzip magic).
    pub fn sniff(bytes: &[u8]) -> Option<Self> {
        if bytes.starts_with(b"PK\x03\x04") || bytes.starts_with(b"PK\x05\x06") {
            Some(Self::Zip)
        } else if bytes.starts_with(&[0x1f, 0x8b]) {
            Some(Self::TarGz)
        } else {
            None
        }
    }

    /// The kind of an upload: its bytes decide, its name is the fallback.
    pub fn detect(file_name: Option<&str>, bytes: &[u8]) -> Option<Self> {
        Self::sniff(bytes).or_else(|| file_name.and_then(Self::from_file_name))
    }

    /// The conventional extension, for messages.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Zip => "zip",
            Self::TarGz => "tar.gz",
        }
    }

    /// The file name with this kind's extension removed (`pdf.tar.gz` -> `pdf`).
    pub fn stem(name: &str) -> &str {
        let lower = name.to_ascii_lowercase();
        for ext in [".tar.gz", ".tgz", ".zip"] {
            if lower.ends_with(ext) {
                return &name[..name.len() - ext.len()];
            }
        }
        name
    }
}

/// Caps on what one archive may expand to; each message names its field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ArchiveLimits {
    /// Most bytes the whole archive may decompress to.
    pub max_expanded_bytes: u64,
    /// Most times its own size the archive may decompress to (past [`RATIO_GRACE_BYTES`]).
    pub max_ratio: u64,
    /// Most entries (files, folders, links) the archive may list.
    pub max_entries: usize,
}

impl Default for ArchiveLimits {
    fn default() -> Self {
        Self {
            max_expanded_bytes: 200 * 1024 * 1024,
            max_ratio: 100,
            max_entries: 10_000,
        }
    }
}

/// One skill found in an archive.
#[derive(Debug, Clone)]
pub struct ArchiveSkill {
    /// The skill's folder inside the archive (`.` for the archive root).
    pub label: String,
    /// Its files and the findings made while reading them.
    pub source: SkillSource,
}

/// Reads every skill in an archive: each outermost folder holding a
/// `SKILL.md` (the archive root may itself be one). Hostile entries are
/// skipped with a finding on the skill they would have joined (or on every
/// skill when they are outside all of them); a limit violation refuses the
/// whole archive with an error naming the limit, the value and the entry.
pub fn read_archive(
    bytes: &[u8],
    kind: ArchiveKind,
    limits: &Limits,
    archive: &ArchiveLimits,
) -> Result<Vec<ArchiveSkill>, ImportError> {
    let meter = Meter::new(bytes.len() as u64, archive);
    let mut entries = Entries::new(limits, archive, kind);
    match kind {
        ArchiveKind::Zip => read_zip(bytes, &meter, &mut entries)?,
        ArchiveKind::TarGz => read_tar_gz(bytes, &meter, &mut entries)?,
    }
    entries.into_skills()
}

/// The archive kind of a path on disk: a regular file named `.zip`,
/// `.tar.gz` or `.tgz` (a folder of that name is still a folder).
pub fn kind_of_path(path: &Path) -> Option<ArchiveKind> {
    let kind = ArchiveKind::from_file_name(&path.file_name()?.to_string_lossy())?;
    std::fs::metadata(path).ok()?.is_file().then_some(kind)
}

/// Reads an archive file into memory, refusing one larger than the archive
/// may expand to (a bigger file cannot be a valid import). Below the
/// source's anchor no link is followed, and never more than the cap is read.
pub fn read_file(
    source: &crate::SourcePath,
    archive: &ArchiveLimits,
) -> Result<Vec<u8>, ImportError> {
    let path = source.path();
    let io = |source| ImportError::Io {
        path: path.clone(),
        source,
    };
    let file = source.open_file().map_err(io)?;
    let too_big = |size: u64| ImportError::Limit {
        path: path.clone(),
        message: format!(
            "the archive is {}, over the limit of {} (max_expanded_bytes)",
            human_bytes(size),
            human_bytes(archive.max_expanded_bytes)
        ),
    };
    if file.meta.len > archive.max_expanded_bytes {
        return Err(too_big(file.meta.len));
    }
    // The file may grow while it is read: never read past the cap.
    let bytes = file.read_capped(archive.max_expanded_bytes).map_err(io)?;
    if bytes.len() as u64 > archive.max_expanded_bytes {
        return Err(too_big(bytes.len() as u64));
    }
    Ok(bytes)
}

/// Counts the bytes decompressed so far against the archive's caps.
struct Meter {
    used: Cell<u64>,
    cap: u64,
    /// The message for when the cap is passed, naming the limit that set it.
    over: String,
}

impl Meter {
    fn new(archive_len: u64, limits: &ArchiveLimits) -> Self {
        let ratio_cap = limits
            .max_ratio
            .saturating_mul(archive_len)
            .max(RATIO_GRACE_BYTES);
        let (cap, over) = if limits.max_expanded_bytes <= ratio_cap {
            (
                limits.max_expanded_bytes,
                format!(
                    "the archive expands past {} (max_expanded_bytes) at this entry; refused as a likely decompression bomb",
                    human_bytes(limits.max_expanded_bytes)
                ),
            )
        } else {
            (
                ratio_cap,
                format!(
                    "the archive expands past {}x its size of {} (max_ratio) at this entry; refused as a likely decompression bomb",
                    limits.max_ratio,
                    human_bytes(archive_len)
                ),
            )
        };
        Self {
            used: Cell::new(0),
            cap,
            over,
        }
    }

    fn tripped(&self) -> bool {
        self.used.get() > self.cap
    }

    fn error(&self, entry: &str) -> ImportError {
        ImportError::Limit {
            path: PathBuf::from(entry),
            message: self.over.clone(),
        }
    }
}

/// A reader that stops with an error once the meter passes its cap.
struct Metered<'m, R> {
    inner: R,
    meter: &'m Meter,
}

impl<R: Read> Read for Metered<'_, R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.meter.tripped() {
            return Err(io::Error::other("decompression cap reached"));
        }
        let n = self.inner.read(buf)?;
        self.meter.used.set(self.meter.used.get() + n as u64);
        if self.meter.tripped() {
            return Err(io::Error::other("decompression cap reached"));
        }
        Ok(n)
    }
}

/// What an archive entry is, as far as import cares.
enum EntryKind {
    File,
    Folder,
    Symlink(Option<String>),
    HardLink(Option<String>),
    Special(&'static str),
    Encrypted,
    Unsupported(String),
    /// Format bookkeeping (tar global headers) with nothing for a skill.
    Meta,
}

/// The entries accepted so far and the findings about those skipped.
struct Entries<'a> {
    limits: &'a Limits,
    archive: &'a ArchiveLimits,
    kind: ArchiveKind,
    count: usize,
    files: Vec<SourceFile>,
    seen: HashSet<String>,
    /// Findings whose `file` is the entry's full path inside the archive.
    findings: Vec<Finding>,
}

impl<'a> Entries<'a> {
    fn new(limits: &'a Limits, archive: &'a ArchiveLimits, kind: ArchiveKind) -> Self {
        Self {
            limits,
            archive,
            kind,
            count: 0,
            files: Vec::new(),
            seen: HashSet::new(),
            findings: Vec::new(),
        }
    }

    fn invalid(&self, reason: impl std::fmt::Display) -> ImportError {
        ImportError::InvalidArchive {
            kind: self.kind.as_str(),
            reason: reason.to_string(),
        }
    }

    fn count(&mut self, name: &str) -> Result<(), ImportError> {
        self.count += 1;
        if self.count > self.archive.max_entries {
            return Err(ImportError::Limit {
                path: PathBuf::from(name),
                message: format!(
                    "the archive has more than {} entries (max_entries)",
                    self.archive.max_entries
                ),
            });
        }
        Ok(())
    }

    fn skip(&mut self, name: &str, rule: &str, severity: Severity, message: String) {
        self.findings
            .push(Finding::new(rule, severity, message).at(name, None));
    }

    /// Decides what to do with an entry; `Some(path)` when its bytes should be read.
    fn admit(&mut self, name: &str, kind: EntryKind) -> Result<Option<String>, ImportError> {
        self.count(name)?;
        let path = match kind {
            EntryKind::Meta | EntryKind::Folder => return Ok(None),
            EntryKind::File => match normalize(name) {
                Ok(Some(path)) => path,
                // The archive root itself ("./"): nothing to read.
                Ok(None) => return Ok(None),
                Err(reason) => {
                    self.skip(
                        name,
                        "archive-path",
                        Severity::High,
                        format!("skipped an entry that would land outside the skill: {reason}"),
                    );
                    return Ok(None);
                }
            },
            EntryKind::Symlink(target) => {
                let to = target.map(|t| format!(" to '{t}'")).unwrap_or_default();
                self.skip(
                    name,
                    "symlink",
                    Severity::Medium,
                    format!(
                        "skipped a symbolic link{to}; archives may only hold files and folders"
                    ),
                );
                return Ok(None);
            }
            EntryKind::HardLink(target) => {
                let to = target.map(|t| format!(" to '{t}'")).unwrap_or_default();
                self.skip(
                    name,
                    "hardlink",
                    Severity::Medium,
                    format!("skipped a hard link{to}; archives may only hold files and folders"),
                );
                return Ok(None);
            }
            EntryKind::Special(what) => {
                self.skip(
                    name,
                    "special-file",
                    Severity::Medium,
                    format!("skipped a {what}; archives may only hold files and folders"),
                );
                return Ok(None);
            }
            EntryKind::Encrypted => {
                self.skip(
                    name,
                    "encrypted-entry",
                    Severity::Medium,
                    "skipped an encrypted entry; import skills unencrypted".into(),
                );
                return Ok(None);
            }
            EntryKind::Unsupported(why) => {
                self.skip(
                    name,
                    "unsupported-entry",
                    Severity::Medium,
                    format!("skipped: {why}"),
                );
                return Ok(None);
            }
        };
        if !self.seen.insert(path.clone()) {
            self.skip(
                &path,
                "duplicate-entry",
                Severity::Medium,
                "skipped a second entry with the same path; the first one is kept".into(),
            );
            return Ok(None);
        }
        Ok(Some(path))
    }

    /// Reads an admitted file within the per-file cap and the archive's meter.
    fn read_file(
        &mut self,
        path: String,
        declared: u64,
        reader: impl Read,
        meter: &Meter,
    ) -> Result<(), ImportError> {
        let cap = self.limits.max_file_bytes;
        let mut bytes = Vec::with_capacity(declared.min(cap).min(64 * 1024) as usize);
        let read = reader.take(cap.saturating_add(1)).read_to_end(&mut bytes);
        if meter.tripped() {
            return Err(meter.error(&path));
        }
        if let Err(e) = read {
            return Err(self.invalid(format!("entry '{path}' cannot be read: {e}")));
        }
        if bytes.len() as u64 > cap {
            let message = if declared > cap {
                format!(
                    "{} is over the per-file limit of {} (max_file_bytes)",
                    human_bytes(declared),
                    human_bytes(cap)
                )
            } else {
                format!(
                    "expands past the per-file limit of {} (max_file_bytes) though it declares {}",
                    human_bytes(cap),
                    human_bytes(declared)
                )
            };
            return Err(ImportError::Limit {
                path: PathBuf::from(path),
                message,
            });
        }
        if is_archive(&path, &bytes) {
            self.skip(
                &path,
                "nested-archive",
                Severity::Low,
                "kept as a plain file; archives inside an archive are never expanded".into(),
            );
        }
        self.files.push(SourceFile { path, bytes });
        Ok(())
    }

    /// Groups the accepted files into skills: every outermost folder holding
    /// a `SKILL.md`, outside metadata folders (`.git`, macOS `__MACOSX`, ...).
    fn into_skills(self) -> Result<Vec<ArchiveSkill>, ImportError> {
        let mut folders: Vec<&str> = self
            .files
            .iter()
            .filter_map(|f| skill_folder_of(&f.path))
            .collect();
        folders.sort_unstable();
        folders.dedup();
        let mut roots: Vec<String> = Vec::new();
        for folder in folders {
            if !roots.iter().any(|r| is_within(folder, r)) {
                roots.push(folder.to_owned());
            }
        }
        if roots.is_empty() {
            return Err(ImportError::NoSkillInArchive {
                skipped: self.findings,
            });
        }
        let mut skills: Vec<ArchiveSkill> = roots
            .iter()
            .map(|root| ArchiveSkill {
                label: if root.is_empty() {
                    ".".to_owned()
                } else {
                    root.clone()
                },
                source: SkillSource {
                    folder_name: root
                        .rsplit('/')
                        .next()
                        .filter(|n| !n.is_empty())
                        .map(str::to_owned),
                    ..SkillSource::default()
                },
            })
            .collect();
        let owner = |path: &str| roots.iter().position(|r| is_within(path, r));
        for file in self.files {
            // Files outside every skill (a README beside the skill folders) are ignored,
            // as a folder import ignores them.
            if let Some(i) = owner(&file.path) {
                let rel = relative(&file.path, &roots[i]).to_owned();
                skills[i].source.files.push(SourceFile {
                    path: rel,
                    bytes: file.bytes,
                });
            }
        }
        for finding in self.findings {
            let file = finding.file.clone().unwrap_or_default();
            match owner(&file) {
                Some(i) => {
                    // A name that failed validation is shown as written, not cut.
                    let rel = if matches!(normalize(&file), Ok(Some(_))) {
                        relative(&file, &roots[i]).to_owned()
                    } else {
                        file
                    };
                    skills[i].source.findings.push(Finding {
                        file: Some(rel),
                        ..finding
                    });
                }
                // An entry outside every skill (`../x`, `/etc/x`) concerns the whole upload.
                None => {
                    for s in &mut skills {
                        s.source.findings.push(finding.clone());
                    }
                }
            }
        }
        Ok(skills)
    }
}

/// The folder (`""` for the root) of a `SKILL.md` path that can start a skill.
fn skill_folder_of(path: &str) -> Option<&str> {
    let folder = match path.rsplit_once('/') {
        Some((folder, ENTRY_FILE)) => folder,
        None if path == ENTRY_FILE => "",
        _ => return None,
    };
    let metadata = folder
        .split('/')
        .any(|seg| skill_core::Metadata::of_name(seg).is_some());
    (!metadata).then_some(folder)
}

/// True when `path` is `root` or inside it (`""` is the archive root).
fn is_within(path: &str, root: &str) -> bool {
    root.is_empty()
        || path == root
        || (path.starts_with(root) && path.as_bytes().get(root.len()) == Some(&b'/'))
}

fn relative<'p>(path: &'p str, root: &str) -> &'p str {
    if root.is_empty() {
        path
    } else {
        path.get(root.len() + 1..).unwrap_or(path)
    }
}

/// The path of an entry inside the archive: leading `./` dropped (as `tar -C
/// dir .` writes them), then validated. `Ok(None)` for the root itself.
pub fn normalize(name: &str) -> Result<Option<String>, String> {
    let mut rest = name;
    while let Some(r) = rest.strip_prefix("./") {
        rest = r;
    }
    if rest.is_empty() || rest == "." {
        return Ok(None);
    }
    FilePath::parse(rest)
        .map(|p| Some(p.as_str().to_owned()))
        .map_err(|e| e.to_string())
}

/// True for a file that is itself an archive, by name or by magic bytes.
fn is_archive(path: &str, bytes: &[u8]) -> bool {
    const EXTENSIONS: &[&str] = &[
        ".zip", ".tar", ".gz", ".tgz", ".bz2", ".xz", ".zst", ".7z", ".rar", ".jar",
    ];
    let lower = path.to_ascii_lowercase();
    EXTENSIONS.iter().any(|e| lower.ends_with(e))
        || ArchiveKind::sniff(bytes).is_some()
        || bytes.starts_with(b"BZh")
        || bytes.starts_with(b"7z\xbc\xaf\x27\x1c")
        || bytes.starts_with(b"\xfd7zXZ\x00")
        || bytes.starts_with(b"Rar!")
        || bytes.get(257..262) == Some(b"ustar")
}

fn lossy(bytes: &[u8]) -> Cow<'_, str> {
    String::from_utf8_lossy(bytes)
}

fn read_zip(bytes: &[u8], meter: &Meter, entries: &mut Entries<'_>) -> Result<(), ImportError> {
    // The zip crate reads the whole central directory before any entry can
    // be counted: the count it declares is refused first.
    match crate::zip_end::check(bytes, entries.archive.max_entries) {
        Ok(()) => {}
        Err(crate::zip_end::Refusal::TooMany { declared }) => {
            return Err(ImportError::Limit {
                path: PathBuf::from("(central directory)"),
                message: format!(
                    "the archive lists {declared} entries, more than {} (max_entries)",
                    entries.archive.max_entries
                ),
            });
        }
        Err(crate::zip_end::Refusal::Invalid(reason)) => return Err(entries.invalid(reason)),
    }
    let mut zip = zip::ZipArchive::new(Cursor::new(bytes)).map_err(|e| entries.invalid(e))?;
    if zip.has_duplicate_names() {
        // The zip reader keeps one of the copies silently; which one differs
        // between tools, so an archive that can be read two ways is refused.
        let name = duplicate_central_name(bytes, zip.central_directory_start())
            .unwrap_or_else(|| "an entry".to_owned());
        return Err(entries.invalid(format!(
            "it lists '{name}' more than once; an archive whose entries can be read two ways is refused"
        )));
    }
    if zip
        .has_overlapping_entries()
        .map_err(|e| entries.invalid(e))?
    {
        return Err(entries
            .invalid("entries share compressed data (overlapping entries, a zip-bomb technique)"));
    }
    for i in 0..zip.len() {
        let (name, kind, declared) = {
            let e = zip.by_index_data(i).map_err(|e| entries.invalid(e))?;
            let name = match e.name() {
                Ok(n) => n.into_owned(),
                Err(_) => lossy(e.name_raw()).into_owned(),
            };
            (name, zip_entry_kind(&e), e.size())
        };
        let Some(path) = entries.admit(&name, kind)? else {
            continue;
        };
        match zip.by_index(i) {
            Ok(file) => entries.read_file(path, declared, Metered { inner: file, meter }, meter)?,
            Err(zip::result::ZipError::UnsupportedArchive(why)) => entries.skip(
                &path,
                "unsupported-entry",
                Severity::Medium,
                format!("skipped: {why}"),
            ),
            Err(zip::result::ZipError::CompressionMethodNotSupported(m)) => entries.skip(
                &path,
                "unsupported-entry",
                Severity::Medium,
                format!(
                    "skipped: compression method {m} is not supported; re-pack the archive with deflate"
                ),
            ),
            Err(e) => return Err(entries.invalid(format!("entry '{path}': {e}"))),
        }
    }
    Ok(())
}

fn zip_entry_kind(e: &zip::read::ZipFileEntry<'_>) -> EntryKind {
    const S_IFMT: u32 = 0o170_000;
    if e.encrypted() {
        return EntryKind::Encrypted;
    }
    if e.is_dir() {
        return EntryKind::Folder;
    }
    match e.unix_mode().map(|m| m & S_IFMT) {
        Some(0o120_000) => EntryKind::Symlink(None),
        Some(0o020_000) => EntryKind::Special("character device"),
        Some(0o060_000) => EntryKind::Special("block device"),
        Some(0o010_000) => EntryKind::Special("named pipe (FIFO)"),
        Some(0o140_000) => EntryKind::Special("socket"),
        Some(0o040_000) => EntryKind::Folder,
        _ => match e.compression() {
            zip::CompressionMethod::Stored | zip::CompressionMethod::Deflated => EntryKind::File,
            other => EntryKind::Unsupported(format!(
                "compressed with {other}, which is not supported; re-pack the archive with deflate"
            )),
        },
    }
}

/// The first name listed twice in a zip's central directory.
fn duplicate_central_name(bytes: &[u8], start: u64) -> Option<String> {
    const HEADER: usize = 46;
    let mut pos = usize::try_from(start).ok()?;
    let mut seen = HashSet::new();
    while bytes.get(pos..pos + 4) == Some(b"PK\x01\x02") {
        let field = |at: usize| -> Option<usize> {
            let b = bytes.get(pos + at..pos + at + 2)?;
            Some(u16::from_le_bytes([b[0], b[1]]) as usize)
        };
        let (name_len, extra_len, comment_len) = (field(28)?, field(30)?, field(32)?);
        let name = bytes.get(pos + HEADER..pos + HEADER + name_len)?;
        if !seen.insert(name) {
            return Some(lossy(name).into_owned());
        }
        pos += HEADER + name_len + extra_len + comment_len;
    }
    None
}

fn read_tar_gz(bytes: &[u8], meter: &Meter, entries: &mut Entries<'_>) -> Result<(), ImportError> {
    let gz = flate2::read::GzDecoder::new(bytes);
    let mut tar = tar::Archive::new(Metered { inner: gz, meter });
    let mut last = String::from("(the first entry)");
    let iter = tar.entries().map_err(|e| entries.invalid(e))?;
    for entry in iter {
        let mut entry = match entry {
            Ok(e) => e,
            Err(_) if meter.tripped() => return Err(meter.error(&format!("(after '{last}')"))),
            Err(e) => return Err(entries.invalid(e)),
        };
        let name = lossy(&entry.path_bytes()).into_owned();
        last.clone_from(&name);
        let link = entry.link_name_bytes().map(|l| lossy(&l).into_owned());
        use tar::EntryType as T;
        let kind = match entry.header().entry_type() {
            T::Regular | T::Continuous if name.ends_with('/') => EntryKind::Folder,
            T::Regular | T::Continuous => EntryKind::File,
            T::Directory => EntryKind::Folder,
            T::Symlink => EntryKind::Symlink(link),
            T::Link => EntryKind::HardLink(link),
            T::Char => EntryKind::Special("character device"),
            T::Block => EntryKind::Special("block device"),
            T::Fifo => EntryKind::Special("named pipe (FIFO)"),
            T::XGlobalHeader => EntryKind::Meta,
            other => EntryKind::Unsupported(format!(
                "a tar entry of type '{}' is not supported",
                char::from(other.as_byte()).escape_default()
            )),
        };
        let declared = entry.size();
        if let Some(path) = entries.admit(&name, kind)? {
            entries.read_file(path, declared, &mut entry, meter)?;
        }
    }
    Ok(())
}
