//! Archives built by hand, hostile ones included: every class of bad entry is
//! refused or skipped with the exact finding or error a user sees.

use std::io::{Cursor, Write};

use proptest::prelude::*;
use skill_core::{FilePath, Limits, Severity};
use skill_import::archive::normalize;
use skill_import::{ArchiveKind, ArchiveLimits, ArchiveSkill, ImportError, read_archive};
use zip::write::SimpleFileOptions;

const SKILL: &[u8] = b"---\nname: demo\ndescription: A demo skill.\n---\n# Demo\n";

fn zip_of(entries: &[(&str, &[u8])]) -> Vec<u8> {
    let mut w = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let opts = SimpleFileOptions::default().compression_method(zip::CompressionMethod::Deflated);
    for (name, bytes) in entries {
        w.start_file(*name, opts).unwrap();
        w.write_all(bytes).unwrap();
    }
    w.finish().unwrap().into_inner()
}

/// Replaces every occurrence of `from` by `to` (same length): how the tests
/// write names and fields that the zip writer refuses to produce.
fn patch(bytes: &mut [u8], from: &[u8], to: &[u8]) {
    assert_eq!(from.len(), to.len());
    let mut hits = 0;
    let mut i = 0;
    while i + from.len() <= bytes.len() {
        if &bytes[i..i + from.len()] == from {
            bytes[i..i + from.len()].copy_from_slice(to);
            hits += 1;
            i += from.len();
        } else {
            i += 1;
        }
    }
    assert!(hits > 0, "nothing to patch");
}

/// Offsets of the local and central headers whose name is `name`.
fn headers_of(bytes: &[u8], name: &[u8]) -> (Vec<usize>, Vec<usize>) {
    let (mut local, mut central) = (vec![], vec![]);
    for i in 0..bytes.len().saturating_sub(46) {
        if &bytes[i..i + 4] == b"PK\x03\x04" && bytes.get(i + 30..i + 30 + name.len()) == Some(name)
        {
            local.push(i);
        }
        if &bytes[i..i + 4] == b"PK\x01\x02" && bytes.get(i + 46..i + 46 + name.len()) == Some(name)
        {
            central.push(i);
        }
    }
    (local, central)
}

fn set_u32(bytes: &mut [u8], at: usize, v: u32) {
    bytes[at..at + 4].copy_from_slice(&v.to_le_bytes());
}

struct TarEntry<'a> {
    name: &'a [u8],
    kind: tar::EntryType,
    link: Option<&'a [u8]>,
    data: &'a [u8],
}

fn file<'a>(name: &'a str, data: &'a [u8]) -> TarEntry<'a> {
    TarEntry {
        name: name.as_bytes(),
        kind: tar::EntryType::Regular,
        link: None,
        data,
    }
}

/// A tar.gz written header by header, so names like `../x` (which the tar
/// builder refuses) can be written raw.
fn tgz(entries: &[TarEntry<'_>]) -> Vec<u8> {
    let mut b = tar::Builder::new(Vec::new());
    for e in entries {
        let mut h = tar::Header::new_gnu();
        {
            let raw = &mut h.as_old_mut().name;
            raw.fill(0);
            raw[..e.name.len()].copy_from_slice(e.name);
        }
        if let Some(link) = e.link {
            h.as_old_mut().linkname[..link.len()].copy_from_slice(link);
        }
        h.set_entry_type(e.kind);
        h.set_size(e.data.len() as u64);
        h.set_mode(0o644);
        h.set_cksum();
        b.append(&h, e.data).unwrap();
    }
    let tar = b.into_inner().unwrap();
    gzip(&tar)
}

fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    gz.write_all(bytes).unwrap();
    gz.finish().unwrap()
}

fn read(bytes: &[u8], kind: ArchiveKind) -> Result<Vec<ArchiveSkill>, ImportError> {
    read_archive(bytes, kind, &Limits::default(), &ArchiveLimits::default())
}

fn paths(s: &ArchiveSkill) -> Vec<&str> {
    let mut p: Vec<_> = s.source.files.iter().map(|f| f.path.as_str()).collect();
    p.sort_unstable();
    p
}

fn findings(s: &ArchiveSkill) -> Vec<String> {
    s.source.findings.iter().map(ToString::to_string).collect()
}

#[test]
fn kinds_by_name_and_magic() {
    assert_eq!(ArchiveKind::from_file_name("a.ZIP"), Some(ArchiveKind::Zip));
    assert_eq!(
        ArchiveKind::from_file_name("a.tar.gz"),
        Some(ArchiveKind::TarGz)
    );
    assert_eq!(
        ArchiveKind::from_file_name("a.tgz"),
        Some(ArchiveKind::TarGz)
    );
    assert_eq!(ArchiveKind::from_file_name("a.tar"), None);
    assert_eq!(ArchiveKind::sniff(&zip_of(&[])), Some(ArchiveKind::Zip));
    assert_eq!(ArchiveKind::sniff(&tgz(&[])), Some(ArchiveKind::TarGz));
    assert_eq!(ArchiveKind::sniff(b"---\nname: x"), None);
    // Content wins over a misleading name.
    assert_eq!(
        ArchiveKind::detect(Some("x.zip"), &tgz(&[])),
        Some(ArchiveKind::TarGz)
    );
    assert_eq!(
        ArchiveKind::detect(Some("x.zip"), b""),
        Some(ArchiveKind::Zip)
    );
    assert_eq!(ArchiveKind::stem("pdf-tools.tar.gz"), "pdf-tools");
    assert_eq!(ArchiveKind::stem("pdf.zip"), "pdf");
}

#[test]
fn a_single_top_level_folder_is_one_skill() {
    let z = zip_of(&[
        ("demo/SKILL.md", SKILL),
        ("demo/references/a.md", b"a"),
        ("README.md", b"outside every skill"),
    ]);
    let skills = read(&z, ArchiveKind::Zip).unwrap();
    assert_eq!(skills.len(), 1);
    assert_eq!(skills[0].label, "demo");
    assert_eq!(skills[0].source.folder_name.as_deref(), Some("demo"));
    assert_eq!(paths(&skills[0]), ["SKILL.md", "references/a.md"]);
    assert!(skills[0].source.findings.is_empty());
}

#[test]
fn the_root_can_be_the_skill_and_inner_skills_are_its_files() {
    let t = tgz(&[
        file("./", b""),
        file("./SKILL.md", SKILL),
        file("./sub/SKILL.md", SKILL),
    ]);
    let skills = read(&t, ArchiveKind::TarGz).unwrap();
    assert_eq!(skills.len(), 1);
    assert_eq!(skills[0].label, ".");
    assert_eq!(skills[0].source.folder_name, None);
    assert_eq!(paths(&skills[0]), ["SKILL.md", "sub/SKILL.md"]);
}

#[test]
fn several_skills_and_hidden_folders() {
    let z = zip_of(&[
        ("lib/a/SKILL.md", SKILL),
        ("lib/b/SKILL.md", SKILL),
        ("lib/b/x.md", b"x"),
        (".git/c/SKILL.md", SKILL),
        ("__MACOSX/lib/a/._SKILL.md", b"junk"),
    ]);
    let skills = read(&z, ArchiveKind::Zip).unwrap();
    let labels: Vec<_> = skills.iter().map(|s| s.label.as_str()).collect();
    assert_eq!(labels, ["lib/a", "lib/b"]);
    assert_eq!(paths(&skills[1]), ["SKILL.md", "x.md"]);
}

#[test]
fn zip_entries_escaping_the_root_are_skipped_with_a_finding() {
    // The zip writer accepts these names as given; the reader must not.
    let z = zip_of(&[
        ("demo/SKILL.md", SKILL),
        ("../evil.md", b"e"),
        ("/etc/cron.d/x", b"e"),
        ("C:/Windows/x.md", b"e"),
        ("demo\\win.md", b"e"),
        ("demo/../../up.md", b"e"),
    ]);
    let skills = read(&z, ArchiveKind::Zip).unwrap();
    assert_eq!(paths(&skills[0]), ["SKILL.md"]);
    assert_eq!(
        findings(&skills[0]),
        [
            "[high] archive-path ../evil.md: skipped an entry that would land outside the skill: file path '../evil.md' has a '..' or '.' segment; paths may not leave or re-enter the skill folder",
            "[high] archive-path /etc/cron.d/x: skipped an entry that would land outside the skill: file path '/etc/cron.d/x' is absolute; give it relative to the skill folder",
            "[high] archive-path C:/Windows/x.md: skipped an entry that would land outside the skill: file path 'C:/Windows/x.md' has a drive letter; give it relative to the skill folder",
            "[high] archive-path demo\\win.md: skipped an entry that would land outside the skill: file path 'demo\\win.md' uses a backslash; separate folders with '/'",
            "[high] archive-path demo/../../up.md: skipped an entry that would land outside the skill: file path 'demo/../../up.md' has a '..' or '.' segment; paths may not leave or re-enter the skill folder",
        ]
    );
    assert!(
        skills[0]
            .source
            .findings
            .iter()
            .all(|f| f.severity == Severity::High)
    );
}

#[test]
fn tar_entries_escaping_the_root_are_skipped_with_a_finding() {
    let t = tgz(&[
        file("demo/SKILL.md", SKILL),
        file("../../etc/passwd", b"root"),
        file("/abs.md", b"x"),
    ]);
    let skills = read(&t, ArchiveKind::TarGz).unwrap();
    assert_eq!(paths(&skills[0]), ["SKILL.md"]);
    assert_eq!(
        findings(&skills[0]),
        [
            "[high] archive-path ../../etc/passwd: skipped an entry that would land outside the skill: file path '../../etc/passwd' has a '..' or '.' segment; paths may not leave or re-enter the skill folder",
            "[high] archive-path /abs.md: skipped an entry that would land outside the skill: file path '/abs.md' is absolute; give it relative to the skill folder",
        ]
    );
}

#[test]
fn tar_links_and_devices_are_skipped_with_a_finding() {
    use tar::EntryType as T;
    let link = |name: &'static str, kind, target: &'static str| TarEntry {
        name: name.as_bytes(),
        kind,
        link: Some(target.as_bytes()),
        data: b"",
    };
    let t = tgz(&[
        file("demo/SKILL.md", SKILL),
        link("demo/passwd", T::Symlink, "/etc/passwd"),
        link("demo/hard", T::Link, "demo/SKILL.md"),
        link("demo/tty", T::Char, ""),
        link("demo/sda", T::Block, ""),
        link("demo/pipe", T::Fifo, ""),
    ]);
    let skills = read(&t, ArchiveKind::TarGz).unwrap();
    assert_eq!(paths(&skills[0]), ["SKILL.md"]);
    assert_eq!(
        findings(&skills[0]),
        [
            "[medium] symlink passwd: skipped a symbolic link to '/etc/passwd'; archives may only hold files and folders",
            "[medium] hardlink hard: skipped a hard link to 'demo/SKILL.md'; archives may only hold files and folders",
            "[medium] special-file tty: skipped a character device; archives may only hold files and folders",
            "[medium] special-file sda: skipped a block device; archives may only hold files and folders",
            "[medium] special-file pipe: skipped a named pipe (FIFO); archives may only hold files and folders",
        ]
    );
}

#[test]
fn zip_symlinks_and_devices_are_skipped_with_a_finding() {
    let mut w = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let opts = SimpleFileOptions::default();
    w.start_file("demo/SKILL.md", opts).unwrap();
    w.write_all(SKILL).unwrap();
    w.add_symlink("demo/link", "/etc/shadow", opts).unwrap();
    w.start_file("demo/dev", opts.unix_permissions(0o644))
        .unwrap();
    w.write_all(b"x").unwrap();
    let mut z = w.finish().unwrap().into_inner();
    // Make "demo/dev" a character device: mode in the high half of the external attributes.
    let (_, central) = headers_of(&z, b"demo/dev");
    set_u32(&mut z, central[0] + 38, (0o020_644u32) << 16);

    let skills = read(&z, ArchiveKind::Zip).unwrap();
    assert_eq!(paths(&skills[0]), ["SKILL.md"]);
    assert_eq!(
        findings(&skills[0]),
        [
            "[medium] symlink link: skipped a symbolic link; archives may only hold files and folders",
            "[medium] special-file dev: skipped a character device; archives may only hold files and folders",
        ]
    );
}

#[test]
fn a_symlinked_skill_md_leaves_no_skill_and_the_error_says_why() {
    let t = tgz(&[TarEntry {
        name: b"demo/SKILL.md",
        kind: tar::EntryType::Symlink,
        link: Some(b"/etc/passwd"),
        data: b"",
    }]);
    let e = read(&t, ArchiveKind::TarGz).unwrap_err();
    assert_eq!(
        e.to_string(),
        "no skill found in the archive (no SKILL.md at its root or in any folder inside it); 1 entries were skipped: [medium] symlink demo/SKILL.md: skipped a symbolic link to '/etc/passwd'; archives may only hold files and folders"
    );
}

#[test]
fn tar_duplicate_entries_keep_the_first() {
    let t = tgz(&[
        file("demo/SKILL.md", SKILL),
        file("demo/a.md", b"first"),
        file("demo/./a.md", b"second"),
        file("./demo/a.md", b"third"),
    ]);
    let skills = read(&t, ArchiveKind::TarGz).unwrap();
    let a = skills[0]
        .source
        .files
        .iter()
        .find(|f| f.path == "a.md")
        .unwrap();
    assert_eq!(a.bytes, b"first");
    assert_eq!(
        findings(&skills[0]),
        [
            "[high] archive-path demo/./a.md: skipped an entry that would land outside the skill: file path 'demo/./a.md' has a '..' or '.' segment; paths may not leave or re-enter the skill folder",
            "[medium] duplicate-entry a.md: skipped a second entry with the same path; the first one is kept",
        ]
    );
}

#[test]
fn zip_listing_a_name_twice_is_refused() {
    let mut z = zip_of(&[
        ("demo/SKILL.md", SKILL),
        ("demo/a.md", b"1"),
        ("demo/b.md", b"2"),
    ]);
    patch(&mut z, b"demo/b.md", b"demo/a.md");
    let e = read(&z, ArchiveKind::Zip).unwrap_err();
    assert_eq!(
        e.to_string(),
        "not a readable zip archive: it lists 'demo/a.md' more than once; an archive whose entries can be read two ways is refused"
    );
}

#[test]
fn encrypted_zip_entries_are_skipped_with_a_finding() {
    let mut z = zip_of(&[("demo/SKILL.md", SKILL), ("demo/secret.md", b"s")]);
    let (local, central) = headers_of(&z, b"demo/secret.md");
    // General purpose flag bit 0: "encrypted".
    z[local[0] + 6] |= 1;
    z[central[0] + 8] |= 1;
    let skills = read(&z, ArchiveKind::Zip).unwrap();
    assert_eq!(paths(&skills[0]), ["SKILL.md"]);
    assert_eq!(
        findings(&skills[0]),
        [
            "[medium] encrypted-entry secret.md: skipped an encrypted entry; import skills unencrypted"
        ]
    );
}

#[test]
fn nested_archives_stay_plain_files() {
    let inner = zip_of(&[("inner/SKILL.md", SKILL)]);
    let inner_tgz = tgz(&[file("x/SKILL.md", SKILL)]);
    let z = zip_of(&[
        ("demo/SKILL.md", SKILL),
        ("demo/assets/inner.zip", &inner),
        ("demo/assets/data.bin", &inner_tgz),
    ]);
    let skills = read(&z, ArchiveKind::Zip).unwrap();
    assert_eq!(
        skills.len(),
        1,
        "the inner archives' skills are not expanded"
    );
    assert_eq!(
        paths(&skills[0]),
        ["SKILL.md", "assets/data.bin", "assets/inner.zip"]
    );
    let kept = skills[0]
        .source
        .files
        .iter()
        .find(|f| f.path == "assets/inner.zip")
        .unwrap();
    assert_eq!(kept.bytes, inner);
    assert_eq!(
        findings(&skills[0]),
        [
            "[low] nested-archive assets/inner.zip: kept as a plain file; archives inside an archive are never expanded",
            "[low] nested-archive assets/data.bin: kept as a plain file; archives inside an archive are never expanded",
        ]
    );
}

#[test]
fn zip_bomb_stops_at_the_ratio_cap() {
    let zeros = vec![0u8; 4 * 1024 * 1024];
    let z = zip_of(&[("demo/SKILL.md", SKILL), ("demo/zeros.txt", &zeros)]);
    assert!(z.len() < 40 * 1024, "the bomb compresses well");
    let e = read(&z, ArchiveKind::Zip).unwrap_err();
    let msg = e.to_string();
    assert!(
        msg.starts_with("demo/zeros.txt: the archive expands past 100x its size of "),
        "{msg}"
    );
    assert!(
        msg.ends_with("(max_ratio) at this entry; refused as a likely decompression bomb"),
        "{msg}"
    );
}

#[test]
fn zip_bomb_stops_at_the_expanded_cap() {
    let zeros = vec![0u8; 3 * 1024 * 1024];
    let z = zip_of(&[("demo/SKILL.md", SKILL), ("demo/zeros.txt", &zeros)]);
    let archive = ArchiveLimits {
        max_expanded_bytes: 1024 * 1024,
        max_ratio: 100_000,
        ..ArchiveLimits::default()
    };
    let e = read_archive(&z, ArchiveKind::Zip, &Limits::default(), &archive).unwrap_err();
    assert_eq!(
        e.to_string(),
        "demo/zeros.txt: the archive expands past 1.0 MiB (max_expanded_bytes) at this entry; refused as a likely decompression bomb"
    );
}

#[test]
fn zip_entries_whose_declared_size_lies_are_refused() {
    let zeros = vec![0u8; 3 * 1024 * 1024];
    let mut z = zip_of(&[("demo/SKILL.md", SKILL), ("demo/zeros.txt", &zeros)]);
    // Declare 10 bytes in both headers: the reader counts what it inflates.
    let (local, central) = headers_of(&z, b"demo/zeros.txt");
    set_u32(&mut z, local[0] + 22, 10);
    set_u32(&mut z, central[0] + 24, 10);
    let e = read(&z, ArchiveKind::Zip).unwrap_err();
    assert_eq!(
        e.to_string(),
        "not a readable zip archive: entry 'demo/zeros.txt' cannot be read: File is larger than its declared uncompressed size"
    );
}

#[test]
fn tar_gz_bomb_stops_at_the_cap_even_inside_skipped_entries() {
    // A symlink whose (skipped) data is 8 MiB of zeros: still inflated, still counted.
    let zeros = vec![0u8; 8 * 1024 * 1024];
    let t = tgz(&[
        file("demo/SKILL.md", SKILL),
        TarEntry {
            name: b"demo/link",
            kind: tar::EntryType::Symlink,
            link: Some(b"x"),
            data: &zeros,
        },
    ]);
    let e = read(&t, ArchiveKind::TarGz).unwrap_err();
    let msg = e.to_string();
    assert!(
        msg.starts_with("(after 'demo/link'): the archive expands past 100x its size of "),
        "{msg}"
    );
    assert!(msg.contains("(max_ratio)"), "{msg}");
}

#[test]
fn a_file_over_the_per_file_limit_names_limit_value_and_file() {
    let limits = Limits {
        max_file_bytes: 1000,
        ..Limits::default()
    };
    let big: Vec<u8> = (0..5000u32).map(|i| (i * 7 % 251) as u8).collect();
    let t = tgz(&[file("demo/SKILL.md", SKILL), file("demo/big.bin", &big)]);
    let e = read_archive(&t, ArchiveKind::TarGz, &limits, &ArchiveLimits::default()).unwrap_err();
    assert_eq!(
        e.to_string(),
        "demo/big.bin: 4.9 KiB is over the per-file limit of 1000 bytes (max_file_bytes)"
    );

    let z = zip_of(&[("demo/SKILL.md", SKILL), ("demo/big.bin", &big)]);
    let e = read_archive(&z, ArchiveKind::Zip, &limits, &ArchiveLimits::default()).unwrap_err();
    assert_eq!(
        e.to_string(),
        "demo/big.bin: 4.9 KiB is over the per-file limit of 1000 bytes (max_file_bytes)"
    );
}

#[test]
fn too_many_entries_names_the_limit() {
    let names: Vec<String> = (0..6).map(|i| format!("demo/f{i}.md")).collect();
    let mut entries: Vec<(&str, &[u8])> = vec![("demo/SKILL.md", SKILL)];
    entries.extend(names.iter().map(|n| (n.as_str(), b"x" as &[u8])));
    let z = zip_of(&entries);
    let archive = ArchiveLimits {
        max_entries: 5,
        ..ArchiveLimits::default()
    };
    let e = read_archive(&z, ArchiveKind::Zip, &Limits::default(), &archive).unwrap_err();
    // Refused from the count the zip declares, before its directory is parsed.
    assert_eq!(
        e.to_string(),
        "(central directory): the archive lists 7 entries, more than 5 (max_entries)"
    );
}

/// The end-of-central-directory record of a zip written by `zip_of`.
fn end_record(z: &[u8]) -> usize {
    z.len() - 22
}

#[test]
fn a_declared_entry_count_over_the_cap_is_refused_before_parsing() {
    let mut z = zip_of(&[("demo/SKILL.md", SKILL)]);
    let end = end_record(&z);
    assert_eq!(&z[end..end + 4], b"PK\x05\x06");
    // 60,000 entries declared (the directory holds one): refused on the count.
    z[end + 8..end + 10].copy_from_slice(&60_000u16.to_le_bytes());
    z[end + 10..end + 12].copy_from_slice(&60_000u16.to_le_bytes());
    let e = read(&z, ArchiveKind::Zip).unwrap_err();
    assert_eq!(
        e.to_string(),
        "(central directory): the archive lists 60000 entries, more than 10000 (max_entries)"
    );
    // Under the cap, the count must still fit the directory's size.
    let archive = ArchiveLimits {
        max_entries: 100_000,
        ..ArchiveLimits::default()
    };
    let e = read_archive(&z, ArchiveKind::Zip, &Limits::default(), &archive).unwrap_err();
    let size = u32::from_le_bytes(z[end + 12..end + 16].try_into().unwrap());
    assert_eq!(
        e.to_string(),
        format!(
            "not a readable zip archive: its end record declares 60000 entries in a central directory of {size} bytes, too small for them"
        )
    );
}

#[test]
fn a_central_directory_past_its_end_record_is_refused() {
    let mut z = zip_of(&[("demo/SKILL.md", SKILL)]);
    let end = end_record(&z);
    let offset = u32::try_from(end).unwrap();
    set_u32(&mut z, end + 16, offset);
    let size = u32::from_le_bytes(z[end + 12..end + 16].try_into().unwrap());
    let e = read(&z, ArchiveKind::Zip).unwrap_err();
    assert_eq!(
        e.to_string(),
        format!(
            "not a readable zip archive: its end record puts the central directory ({size} bytes at offset {offset}) past the record itself"
        )
    );
}

#[test]
fn garbage_is_not_an_archive() {
    let e = read(b"PK\x03\x04 this is not a zip", ArchiveKind::Zip).unwrap_err();
    assert!(
        e.to_string().starts_with("not a readable zip archive: "),
        "{e}"
    );
    let e = read(&[0x1f, 0x8b, 0, 1, 2, 3], ArchiveKind::TarGz).unwrap_err();
    assert!(
        e.to_string().starts_with("not a readable tar.gz archive: "),
        "{e}"
    );
    let e = read(&zip_of(&[("notes.md", b"x")]), ArchiveKind::Zip).unwrap_err();
    assert_eq!(
        e.to_string(),
        "no skill found in the archive (no SKILL.md at its root or in any folder inside it)"
    );
}

#[test]
fn leading_dot_slash_is_not_an_escape() {
    assert_eq!(normalize("./a/b.md"), Ok(Some("a/b.md".into())));
    assert_eq!(normalize("././a"), Ok(Some("a".into())));
    assert_eq!(normalize("./"), Ok(None));
    assert!(normalize("a/./b").is_err());
    assert!(normalize("../a").is_err());
}

/// Characters that make paths interesting: separators, dots, drive colons.
fn hostile_name() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            Just("../".to_owned()),
            Just("./".to_owned()),
            Just("/".to_owned()),
            Just("\\".to_owned()),
            Just("C:".to_owned()),
            Just("..".to_owned()),
            Just(".".to_owned()),
            "[a-z]{1,3}".prop_map(String::from),
        ],
        1..8,
    )
    .prop_map(|parts| parts.concat())
    .prop_filter("fits a tar name field", |s| s.len() < 100)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// Whatever the entry names, every file read lands inside its skill.
    #[test]
    fn archive_entries_never_land_outside_the_root(names in proptest::collection::vec(hostile_name(), 1..6)) {
        let mut entries = vec![file("SKILL.md", SKILL)];
        entries.extend(names.iter().map(|n| file(n, b"x")));
        let skills = read(&tgz(&entries), ArchiveKind::TarGz).unwrap();
        for skill in &skills {
            for f in &skill.source.files {
                let p = FilePath::parse(&f.path);
                prop_assert!(p.is_ok(), "{} is not a valid path", f.path);
                let root = std::path::Path::new("/skill-root");
                let joined = root.join(&f.path);
                prop_assert!(joined.starts_with(root));
                prop_assert!(joined.components().all(|c| !matches!(c, std::path::Component::ParentDir)));
            }
        }
    }
}

#[test]
fn unsupported_compression_and_entry_types_are_skipped_with_a_finding() {
    let mut z = zip_of(&[("demo/SKILL.md", SKILL), ("demo/packed.bin", b"data")]);
    // Compression method 12 (bzip2), which this server does not read.
    let (local, central) = headers_of(&z, b"demo/packed.bin");
    z[local[0] + 8..local[0] + 10].copy_from_slice(&12u16.to_le_bytes());
    z[central[0] + 10..central[0] + 12].copy_from_slice(&12u16.to_le_bytes());
    let skills = read(&z, ArchiveKind::Zip).unwrap();
    assert_eq!(paths(&skills[0]), ["SKILL.md"]);
    assert_eq!(
        findings(&skills[0]),
        [
            "[medium] unsupported-entry packed.bin: skipped: compressed with Bzip2, which is not supported; re-pack the archive with deflate"
        ]
    );

    let t = tgz(&[
        file("demo/SKILL.md", SKILL),
        TarEntry {
            name: b"demo/volume",
            kind: tar::EntryType::new(b'V'),
            link: None,
            data: b"",
        },
    ]);
    let skills = read(&t, ArchiveKind::TarGz).unwrap();
    assert_eq!(paths(&skills[0]), ["SKILL.md"]);
    assert_eq!(
        findings(&skills[0]),
        ["[medium] unsupported-entry volume: skipped: a tar entry of type 'V' is not supported"]
    );
}

#[test]
fn archives_keep_dotfiles_and_refuse_twins_like_folders() {
    let z = zip_of(&[
        ("demo/SKILL.md", SKILL),
        ("demo/skill.md", b"a twin of the entry"),
        ("demo/assets/.env.example", b"KEY=value\n"),
        ("demo/.git/config", b"[core]"),
        ("demo/__MACOSX/._SKILL.md", b"\0\0"),
        ("demo/graph.dot", b"digraph { a -> b }\n"),
    ]);
    let skills = read(&z, ArchiveKind::Zip).unwrap();
    let package = skill_core::package::build(skills[0].source.clone(), &Limits::default()).unwrap();
    let files: Vec<_> = package
        .files
        .iter()
        .map(|f| (f.path.as_str(), f.mime.as_str()))
        .collect();
    assert_eq!(
        files,
        [
            ("SKILL.md", "text/markdown"),
            ("assets/.env.example", "text/plain; charset=utf-8"),
            ("graph.dot", "text/vnd.graphviz"),
        ]
    );
    let findings: Vec<_> = package
        .findings
        .iter()
        .filter(|f| f.rule != "missing-section")
        .map(ToString::to_string)
        .collect();
    assert_eq!(
        findings,
        [
            "[low] metadata-skipped .git: skipped version-control metadata; it is not part of the skill",
            "[low] metadata-skipped __MACOSX: skipped operating-system metadata; it is not part of the skill",
            "[medium] name-collision skill.md: skipped: differs from 'SKILL.md' only in letter case or Unicode normalisation, so the two would be one file on a case-insensitive or normalising file system; 'SKILL.md' is kept",
        ]
    );
}
