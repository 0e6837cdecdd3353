//! Packs a folder of skills (or one skill) into a `.tar.gz` in memory for
//! `import --server`: read with the import layer's race-free walk (no link
//! below the folder is followed), validated as a local import would, and
//! refused before upload when a skill cannot be read or the archive would
//! break the server's archive limits.

use std::io::Write;
use std::path::{Path, PathBuf};

use flate2::Compression;
use flate2::write::GzEncoder;
use skill_core::SkillPackage;
use skill_server::importer::{self, ImportRules};

/// Findings about entries the walk skipped that would otherwise vanish from
/// the upload without the user noticing: links (which may point out of the
/// folder), hard links and special files.
const REFUSED_SKIPS: &[&str] = &["symlink", "hardlink", "special-file"];

/// A packed folder.
#[derive(Debug)]
pub struct Packed {
    /// The `.tar.gz` bytes.
    pub bytes: Vec<u8>,
    /// Skills in it.
    pub skills: usize,
    /// Files in it.
    pub files: usize,
    /// Bytes of all files.
    pub expanded: u64,
}

/// Why a folder was not packed: one line per problem, each naming the skill folder.
#[derive(Debug)]
pub struct PackRefused {
    /// What is wrong, one line each.
    pub problems: Vec<String>,
}

impl std::fmt::Display for PackRefused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.problems.join("\n"))
    }
}

impl std::error::Error for PackRefused {}

fn refused(problem: String) -> PackRefused {
    PackRefused {
        problems: vec![problem],
    }
}

/// Packs every skill under `folder`. Blocking: call it off the async threads.
pub fn pack_folder(folder: &Path, rules: &ImportRules) -> Result<Packed, PackRefused> {
    let loaded = importer::load_path(folder, rules).map_err(|e| refused(e.to_string()))?;
    let mut problems = Vec::new();
    let mut packages: Vec<(PathBuf, SkillPackage)> = Vec::new();
    for skill in loaded {
        match skill.package {
            Err(e) => problems.push(e.to_string()),
            Ok(package) => {
                for f in package
                    .findings
                    .iter()
                    .filter(|f| REFUSED_SKIPS.contains(&f.rule.as_str()))
                {
                    problems.push(format!(
                        "{}/{}: {}; remove it or put the file itself there",
                        skill.source.display(),
                        f.file.as_deref().unwrap_or(""),
                        f.message
                    ));
                }
                packages.push((skill.source, package));
            }
        }
    }
    if !problems.is_empty() {
        return Err(PackRefused { problems });
    }
    let files: usize = packages.iter().map(|(_, p)| p.files.len()).sum();
    let expanded: u64 = packages.iter().map(|(_, p)| p.total_bytes()).sum();
    let limits = &rules.archive;
    if files > limits.max_entries {
        return Err(refused(format!(
            "{}: {files} files are more than one archive may hold (--max-entries {})",
            folder.display(),
            limits.max_entries
        )));
    }
    if expanded > limits.max_expanded_bytes {
        return Err(refused(format!(
            "{}: {expanded} bytes of files are more than one archive may expand to (--max-expanded-bytes {})",
            folder.display(),
            limits.max_expanded_bytes
        )));
    }
    let bytes = write_tar_gz(folder, &packages).map_err(|e| {
        refused(format!(
            "{}: cannot pack it in memory: {e}",
            folder.display()
        ))
    })?;
    // The server refuses an archive that expands past --max-ratio times its size.
    if expanded > (bytes.len() as u64).saturating_mul(limits.max_ratio) {
        return Err(refused(format!(
            "{}: the packed archive ({} bytes) expands {}-fold, more than --max-ratio {} allows",
            folder.display(),
            bytes.len(),
            expanded / (bytes.len() as u64).max(1),
            limits.max_ratio
        )));
    }
    Ok(Packed {
        bytes,
        skills: packages.len(),
        files,
        expanded,
    })
}

/// The folder a skill gets in the archive: its path below `root`, or the
/// root's own name when the root is the skill (the server compares a
/// skill's `name` with its folder's name, as a local import does).
fn archive_folder(root: &Path, source: &Path, package: &SkillPackage) -> String {
    let rel = source.strip_prefix(root).unwrap_or(source);
    let parts: Vec<String> = rel
        .components()
        .filter_map(|c| match c {
            std::path::Component::Normal(n) => Some(n.to_string_lossy().into_owned()),
            _ => None,
        })
        .collect();
    if !parts.is_empty() {
        return parts.join("/");
    }
    root.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .filter(|n| !n.is_empty() && n != "." && n != "..")
        .unwrap_or_else(|| package.slug.to_string())
}

fn write_tar_gz(root: &Path, packages: &[(PathBuf, SkillPackage)]) -> std::io::Result<Vec<u8>> {
    let gz = GzEncoder::new(Vec::new(), Compression::default());
    let mut tar = tar::Builder::new(gz);
    for (source, package) in packages {
        let folder = archive_folder(root, source, package);
        for file in &package.files {
            let mut header = tar::Header::new_gnu();
            header.set_size(file.bytes.len() as u64);
            header.set_mode(0o644);
            header.set_mtime(0);
            header.set_entry_type(tar::EntryType::Regular);
            // append_data writes a GNU long-name entry for paths over 100 bytes.
            tar.append_data(
                &mut header,
                format!("{folder}/{}", file.path.as_str()),
                file.bytes.as_slice(),
            )?;
        }
    }
    let mut gz = tar.into_inner()?;
    gz.flush()?;
    gz.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    fn rules() -> ImportRules {
        ImportRules {
            limits: skill_core::Limits::default(),
            archive: skill_import::ArchiveLimits::default(),
            scan: Default::default(),
        }
    }

    fn skill(dir: &Path, name: &str) {
        std::fs::create_dir_all(dir.join("references")).unwrap();
        std::fs::write(
            dir.join("SKILL.md"),
            format!("---\nname: {name}\ndescription: Packs {name}.\n---\n# {name}\n"),
        )
        .unwrap();
        std::fs::write(dir.join("references/notes.txt"), b"notes\n").unwrap();
    }

    fn entries(bytes: &[u8]) -> Vec<(String, Vec<u8>)> {
        let mut tar = tar::Archive::new(flate2::read::GzDecoder::new(bytes));
        tar.entries()
            .unwrap()
            .map(|e| {
                let mut e = e.unwrap();
                let path = e.path().unwrap().to_string_lossy().into_owned();
                let mut data = Vec::new();
                e.read_to_end(&mut data).unwrap();
                (path, data)
            })
            .collect()
    }

    #[test]
    fn a_folder_of_skills_packs_every_file_under_its_folder() {
        let dir = tempfile::tempdir().unwrap();
        skill(&dir.path().join("alpha"), "alpha");
        skill(&dir.path().join("team/beta"), "beta");
        let packed = pack_folder(dir.path(), &rules()).unwrap();
        assert_eq!((packed.skills, packed.files), (2, 4));
        let mut names: Vec<String> = entries(&packed.bytes).into_iter().map(|e| e.0).collect();
        names.sort();
        assert_eq!(
            names,
            [
                "alpha/SKILL.md",
                "alpha/references/notes.txt",
                "team/beta/SKILL.md",
                "team/beta/references/notes.txt"
            ]
        );
        // The server reads it back as the same two skills.
        let read = skill_import::read_archive(
            &packed.bytes,
            skill_import::ArchiveKind::TarGz,
            &rules().limits,
            &rules().archive,
        )
        .unwrap();
        assert_eq!(read.len(), 2);
    }

    #[test]
    fn one_skill_folder_keeps_its_own_name_and_bytes() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("gamma");
        skill(&root, "gamma");
        let packed = pack_folder(&root, &rules()).unwrap();
        let files = entries(&packed.bytes);
        let notes = files
            .iter()
            .find(|(p, _)| p == "gamma/references/notes.txt")
            .unwrap();
        assert_eq!(notes.1, b"notes\n");
        assert_eq!(
            packed.expanded,
            files.iter().map(|f| f.1.len() as u64).sum::<u64>()
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_link_out_of_the_folder_is_refused_not_followed() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("secret.txt"), b"secret").unwrap();
        let root = dir.path().join("lib");
        skill(&root.join("delta"), "delta");
        std::os::unix::fs::symlink(
            dir.path().join("secret.txt"),
            root.join("delta/references/leak.txt"),
        )
        .unwrap();
        let e = pack_folder(&root, &rules()).unwrap_err();
        assert_eq!(e.problems.len(), 1, "{e}");
        assert!(e.problems[0].contains("references/leak.txt"), "{e}");
        assert!(e.problems[0].contains("symbolic link"), "{e}");
    }

    #[test]
    fn archive_limits_are_enforced_before_upload() {
        let dir = tempfile::tempdir().unwrap();
        skill(&dir.path().join("alpha"), "alpha");
        skill(&dir.path().join("beta"), "beta");
        let mut tight = rules();
        tight.archive.max_entries = 3;
        let e = pack_folder(dir.path(), &tight).unwrap_err().to_string();
        assert!(
            e.contains("4 files are more than one archive may hold (--max-entries 3)"),
            "{e}"
        );
        let mut tight = rules();
        tight.archive.max_expanded_bytes = 10;
        let e = pack_folder(dir.path(), &tight).unwrap_err().to_string();
        assert!(e.contains("--max-expanded-bytes 10"), "{e}");
        let mut tight = rules();
        tight.archive.max_ratio = 1;
        std::fs::write(dir.path().join("alpha/big.txt"), vec![b'a'; 100_000]).unwrap();
        let e = pack_folder(dir.path(), &tight).unwrap_err().to_string();
        assert!(e.contains("more than --max-ratio 1 allows"), "{e}");
    }

    #[test]
    fn a_skill_that_cannot_be_served_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        skill(&dir.path().join("alpha"), "alpha");
        std::fs::create_dir_all(dir.path().join("broken")).unwrap();
        std::fs::write(dir.path().join("broken/SKILL.md"), b"no frontmatter").unwrap();
        let e = pack_folder(dir.path(), &rules()).unwrap_err();
        assert_eq!(e.problems.len(), 1, "{e}");
        assert!(e.problems[0].contains("broken"), "{e}");
    }
}
