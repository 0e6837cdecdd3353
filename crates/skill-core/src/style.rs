//! Authoring style profiles: conventions some skill libraries follow beyond
//! the Agent Skills format, checked only when asked (`lint --style`).
//!
//! The format sets no body structure, so a style finding says nothing about
//! whether a skill can be served; real published skills rarely follow any
//! one profile, which is why none is applied at import.

use crate::finding::{Finding, Severity};
use crate::package::SkillPackage;
use crate::skill_md::ENTRY_FILE;

/// A named set of authoring conventions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StyleProfile {
    /// The seed's convention: every body has the sections "Trigger
    /// Conditions", "Execution Steps" and "Known Pitfalls".
    Seed,
}

/// The seed's sections, each expected in some heading of the body.
const SEED_SECTIONS: &[&str] = &["Trigger Conditions", "Execution Steps", "Known Pitfalls"];

impl StyleProfile {
    /// The profile's findings on a validated skill (`missing-section`, ...).
    pub fn findings(self, package: &SkillPackage) -> Vec<Finding> {
        match self {
            StyleProfile::Seed => seed_sections(&package.body),
        }
    }
}

/// One `missing-section` finding per seed section no heading names.
fn seed_sections(body: &str) -> Vec<Finding> {
    if body.is_empty() {
        // `empty-body` already says so.
        return Vec::new();
    }
    let headings: Vec<String> = body
        .lines()
        .filter(|l| l.trim_start().starts_with('#'))
        .map(|l| l.to_lowercase())
        .collect();
    SEED_SECTIONS
        .iter()
        .filter(|section| {
            let wanted = section.to_lowercase();
            !headings.iter().any(|h| h.contains(&wanted))
        })
        .map(|section| {
            Finding::new(
                "missing-section",
                Severity::Low,
                format!("body has no '{section}' section"),
            )
            .at(ENTRY_FILE, None)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Limits, SkillSource, SourceFile};

    fn package(body: &str) -> SkillPackage {
        let md = format!("---\nname: demo\ndescription: A demo.\n---\n{body}");
        let source = SkillSource {
            folder_name: Some("demo".into()),
            files: vec![SourceFile {
                path: ENTRY_FILE.into(),
                bytes: md.into_bytes(),
            }],
            findings: vec![],
        };
        crate::package::build(source, &Limits::default()).unwrap()
    }

    fn missing(body: &str) -> Vec<String> {
        StyleProfile::Seed
            .findings(&package(body))
            .into_iter()
            .map(|f| f.to_string())
            .collect()
    }

    #[test]
    fn the_seed_profile_wants_its_three_sections() {
        assert_eq!(
            missing("# Demo\nDo the thing."),
            [
                "[low] missing-section SKILL.md: body has no 'Trigger Conditions' section",
                "[low] missing-section SKILL.md: body has no 'Execution Steps' section",
                "[low] missing-section SKILL.md: body has no 'Known Pitfalls' section",
            ]
        );
        assert_eq!(
            missing(
                "# Demo\n## Trigger conditions\n### Execution Steps (strictly)\n## known pitfalls\n"
            ),
            Vec::<String>::new()
        );
        // A section named in the text but not in a heading does not count.
        assert_eq!(
            missing("## Trigger Conditions\n## Execution Steps\nKnown Pitfalls: none").len(),
            1
        );
    }

    #[test]
    fn no_style_finding_is_made_at_build() {
        let p = package("# Demo\nDo the thing.");
        assert!(
            p.findings.iter().all(|f| f.rule != "missing-section"),
            "{:?}",
            p.findings
        );
    }
}
