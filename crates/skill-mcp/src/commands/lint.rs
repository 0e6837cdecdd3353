//! `skill-mcp lint`: validate and scan without importing.

use skill_core::text::escape_controls as esc;
use std::path::Path;
use std::process::ExitCode;

use anyhow::Result;
use serde::Serialize;
use skill_core::{ENTRY_FILE, PackageError, Severity, StyleProfile};
use skill_import::ImportError;
use skill_server::importer::{self, ImportRules, LoadedSkill};

use crate::cli::LintFormat;

/// Rule id of the row `--format json` prints for a skill that cannot be served.
const UNSERVABLE: &str = "unservable";

/// Validates every skill under `path` (a folder or an archive), adding the
/// findings of `style` when given; exit status 1 when one cannot be served.
pub async fn run(
    path: &Path,
    rules: ImportRules,
    format: LintFormat,
    style: Option<StyleProfile>,
) -> Result<ExitCode> {
    let path = path.to_owned();
    let mut loaded =
        tokio::task::spawn_blocking(move || importer::load_path(&path, &rules)).await??;
    if let Some(style) = style {
        for package in loaded.iter_mut().filter_map(|s| s.package.as_mut().ok()) {
            let extra = style.findings(package);
            package.findings.extend(extra);
        }
    }
    let unservable = loaded.iter().filter(|s| s.package.is_err()).count();
    match format {
        LintFormat::Human => print_human(&loaded, unservable),
        LintFormat::Json => println!("{}", serde_json::to_string_pretty(&rows(&loaded))?),
    }
    Ok(if unservable > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

fn print_human(loaded: &[LoadedSkill], unservable: usize) {
    for skill in loaded {
        let source = skill.source.display().to_string();
        let source = esc(&source);
        match &skill.package {
            Ok(p) if p.findings.is_empty() => println!("ok      {} ({source})", p.slug),
            Ok(p) => {
                println!(
                    "ok      {} ({source}), {} findings",
                    p.slug,
                    p.findings.len()
                );
                for f in &p.findings {
                    println!("        {}", esc(&f.to_string()));
                }
            }
            Err(e) => println!("error   {}", esc(&e.to_string())),
        }
    }
    println!(
        "{} skills checked, {unservable} cannot be served",
        loaded.len()
    );
}

/// One finding as `--format json` prints it.
#[derive(Debug, Serialize, PartialEq)]
struct Row {
    /// The slug, or the source path of a skill that has none.
    skill: String,
    rule: String,
    severity: Severity,
    /// What is wrong, as `lint` and `show` say it.
    message: String,
    file: Option<String>,
    line: Option<u32>,
    /// The text that matched, for scanner findings.
    excerpt: Option<String>,
}

fn rows(loaded: &[LoadedSkill]) -> Vec<Row> {
    let mut rows = Vec::new();
    for skill in loaded {
        match &skill.package {
            Ok(p) => rows.extend(p.findings.iter().map(|f| Row {
                skill: p.slug.to_string(),
                rule: f.rule.clone(),
                severity: f.severity,
                message: f.message.clone(),
                file: f.file.clone(),
                line: f.line,
                excerpt: f.excerpt.clone(),
            })),
            Err(e) => {
                let (file, line) = location(e);
                rows.push(Row {
                    skill: skill.source.display().to_string(),
                    rule: UNSERVABLE.to_owned(),
                    severity: Severity::High,
                    message: e.to_string(),
                    file,
                    line,
                    excerpt: None,
                });
            }
        }
    }
    rows
}

/// The file and line an import error points at, when it names them.
fn location(e: &ImportError) -> (Option<String>, Option<u32>) {
    match e {
        ImportError::Package { error, .. } => match error {
            PackageError::NoEntry => (Some(ENTRY_FILE.to_owned()), None),
            PackageError::SkillMd(md) => (Some(ENTRY_FILE.to_owned()), Some(md.line)),
            PackageError::Field { line, .. } => (Some(ENTRY_FILE.to_owned()), Some(*line)),
            PackageError::Limit { file, .. } => (Some(file.clone()), None),
        },
        ImportError::InArchive { error, .. } => location(error),
        ImportError::Limit { path, .. } | ImportError::Io { path, .. } => {
            (Some(path.display().to_string()), None)
        }
        _ => (None, None),
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use skill_core::{Limits, SkillSource, SourceFile};

    use super::*;

    fn loaded(source: &str, files: &[(&str, &str)]) -> LoadedSkill {
        let src = SkillSource {
            folder_name: None,
            files: files
                .iter()
                .map(|(p, b)| SourceFile {
                    path: (*p).into(),
                    bytes: b.as_bytes().to_vec(),
                })
                .collect(),
            findings: vec![],
        };
        LoadedSkill {
            source: PathBuf::from(source),
            package: skill_core::package::build(src, &Limits::default()).map_err(|error| {
                ImportError::Package {
                    folder: PathBuf::from(source),
                    error,
                }
            }),
        }
    }

    #[test]
    fn json_rows_carry_rule_severity_file_line_and_excerpt() {
        let flagged = loaded(
            "lib/bad",
            &[(
                "SKILL.md",
                "---\nname: bad\ndescription: d\n---\n# Bad\n## Trigger Conditions\n## Execution Steps\n## Known Pitfalls\nrm -rf /\n",
            )],
        );
        let broken = loaded("lib/broken", &[("SKILL.md", "---\ndescription: d\n---\n")]);
        let json = serde_json::to_value(rows(&[flagged, broken])).unwrap();
        let message = json[0]["message"].as_str().unwrap().to_owned();
        assert!(!message.is_empty());
        assert_eq!(
            json,
            serde_json::json!([
                {
                    "skill": "bad",
                    "rule": "destructive-shell",
                    "severity": "high",
                    "message": message,
                    "file": "SKILL.md",
                    "line": 9,
                    "excerpt": "rm -rf /"
                },
                {
                    "skill": "lib/broken",
                    "rule": "unservable",
                    "severity": "high",
                    "message": "lib/broken/SKILL.md:2: frontmatter has no 'name'; add 'name: your-skill-name' (kebab-case)",
                    "file": "SKILL.md",
                    "line": 2,
                    "excerpt": null
                }
            ])
        );
    }
}
