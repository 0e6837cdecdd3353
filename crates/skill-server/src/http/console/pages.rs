//! The console's pages, as maud templates: every value spliced in is
//! HTML-escaped by maud, so a skill's names, descriptions, findings and files
//! are shown as text; only [`render::markdown`]'s sanitised output is spliced raw.

use maud::{DOCTYPE, Markup, html};
use percent_encoding::{AsciiSet, CONTROLS, utf8_percent_encode};
use skill_core::FileClass;
use skill_core::text::escape_controls_in_text;
use skill_store::{
    ApiKeyRecord, RevisionInfo, SkillRecord, SkillStatus, StoredFile, StoredSkill, UsageSummary,
};

use super::library::{Filter, LibraryView, MAX_RANKED, PAGE_SIZE};
use super::render::{self, calls_chart, size, when};
use super::session::SessionView;
use super::{MAX_VIEWED_BYTES, USAGE_DAYS, is_image};
use crate::api_keys::CreatedKey;
use crate::http::wire::revisions::{FileChange, RevisionDiff};
use crate::importer::ImportItem;

/// The console's style sheet.
pub const CONSOLE_CSS: &str = include_str!("assets/console.css");
/// The console's script (progressive enhancement only: every page works without it).
pub const CONSOLE_JS: &str = include_str!("assets/console.js");

/// Characters escaped in a URL path segment.
const SEGMENT: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b'#')
    .add(b'%')
    .add(b'<')
    .add(b'>')
    .add(b'?')
    .add(b'`')
    .add(b'{')
    .add(b'}')
    .add(b'\'')
    .add(b'\\')
    .add(b'&');

/// The console URL of a file of a skill (`kind` is `files` or `raw`).
pub fn file_url(slug: &str, kind: &str, path: &str) -> String {
    let encoded: Vec<String> = path
        .split('/')
        .map(|s| utf8_percent_encode(s, SEGMENT).to_string())
        .collect();
    format!("/console/skills/{slug}/{kind}/{}", encoded.join("/"))
}

/// The pages of the navigation bar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Nav {
    /// Library.
    Library,
    /// Review queue.
    Review,
    /// Import.
    Import,
    /// Keys.
    Keys,
    /// Activity.
    Activity,
}

const NAV: [(Nav, &str, &str); 5] = [
    (Nav::Library, "/console/library", "Library"),
    (Nav::Review, "/console/review", "Review queue"),
    (Nav::Import, "/console/import", "Import"),
    (Nav::Keys, "/console/keys", "Keys"),
    (Nav::Activity, "/console/activity", "Activity"),
];

fn head(title: &str) -> Markup {
    html! {
        head {
            meta charset="utf-8";
            meta name="viewport" content="width=device-width, initial-scale=1";
            title { (title) " · skill-mcp console" }
            link rel="stylesheet" href="/console/assets/console.css";
            script src="/console/assets/console.js" defer {}
        }
    }
}

/// A page of a signed-in admin.
fn layout(session: &SessionView, nav: Option<Nav>, title: &str, body: Markup) -> Markup {
    html! {
        (DOCTYPE)
        html lang="en" {
            (head(title))
            body {
                a.skip href="#main" { "Skip to content" }
                header.top {
                    span.brand { "skill-mcp console" }
                    nav aria-label="Console" {
                        ul {
                            @for (n, href, label) in NAV {
                                li {
                                    @if Some(n) == nav {
                                        a href=(href) aria-current="page" { (label) }
                                    } @else {
                                        a href=(href) { (label) }
                                    }
                                }
                            }
                        }
                    }
                    form.signout method="post" action="/console/sign-out" {
                        (csrf(session))
                        span.who { "Signed in as " (session.who()) }
                        " "
                        button type="submit" { "Sign out" }
                    }
                }
                main id="main" {
                    h1 { (title) }
                    (body)
                }
            }
        }
    }
}

fn csrf(session: &SessionView) -> Markup {
    html! { input type="hidden" name="csrf" value=(session.csrf); }
}

/// A page for someone not signed in (sign-in and errors).
fn bare(title: &str, body: Markup) -> Markup {
    html! {
        (DOCTYPE)
        html lang="en" {
            (head(title))
            body {
                main id="main" .narrow {
                    h1 { (title) }
                    (body)
                }
            }
        }
    }
}

/// An error page.
pub fn error(title: &str, message: &str) -> Markup {
    bare(
        title,
        html! {
            p.error role="alert" { (message) }
            p { a href="/console/library" { "Back to the console" } }
        },
    )
}

/// The sign-in page.
/// With `oauth`, an access token is accepted too.
pub fn sign_in(token: &str, oauth: bool, notice: Option<&str>, refusal: Option<&str>) -> Markup {
    bare(
        "Sign in",
        html! {
            @if let Some(n) = notice { p.notice role="status" { (n) } }
            @if let Some(r) = refusal { p.error role="alert" { (r) } }
            @if oauth {
                p { "Sign in with an admin API key or an access token with the admin scope. Reader keys and tokens cannot sign in." }
            } @else {
                p { "Sign in with an admin API key. Reader keys cannot sign in." }
            }
            form method="post" action="/console/sign-in" {
                input type="hidden" name="csrf" value=(token);
                label for="key" { @if oauth { "Admin API key or access token" } @else { "Admin API key" } }
                input #key type="password" name="key" required autocomplete="off" autofocus;
                button type="submit" { "Sign in" }
            }
        },
    )
}

/// The sentence for a `done=` notice after a form, from a fixed set.
pub fn notice(done: Option<&str>) -> Option<&'static str> {
    Some(match done? {
        "published" => "Published: agents are served this skill.",
        "draft" => "Unpublished: the skill is kept as a draft and not served.",
        "saved" => "Category, tags and groups saved.",
        "approved" => "Approved: the skill is published.",
        "rejected" => "Rejected: the skill was deleted.",
        "revoked" => "Key revoked: it no longer works, and its console sessions ended.",
        "rolled-back" => "Rolled back: the earlier content is published as a new revision.",
        _ => return None,
    })
}

fn status_badge(status: SkillStatus) -> Markup {
    html! { span class={ "badge " (status.as_str()) } { (status.as_str()) } }
}

/// The Library page.
pub fn library(
    session: &SessionView,
    view: &LibraryView,
    filter: &Filter,
    selected: &[&SkillRecord],
) -> Markup {
    let page = filter.page();
    let pages = selected.len().div_ceil(PAGE_SIZE).max(1);
    let page = page.min(pages);
    let shown = selected.iter().skip((page - 1) * PAGE_SIZE).take(PAGE_SIZE);
    let value = |v: &Option<String>| v.clone().unwrap_or_default();
    let status = value(&filter.status);
    let category = value(&filter.category);
    let group = value(&filter.group);
    layout(
        session,
        Some(Nav::Library),
        "Library",
        html! {
            p.counts {
                (view.skills.len()) " skills: "
                @for (s, n) in &view.counts { (n) " " (s.as_str()) ", " }
                a href="/console/review" { (view.held) " held for review" }
            }
            form.filters method="get" action="/console/library" role="search" {
                div {
                    label for="q" { "Search" }
                    input #q type="search" name="q" value=(value(&filter.query)) placeholder="words, ranked like skill_search";
                }
                (filter_select("status", "Status", &status, ["published", "draft"]))
                (filter_select("category", "Category", &category, view.categories.iter().map(String::as_str)))
                (filter_select("group", "Group", &group, view.groups.iter().map(String::as_str)))
                div {
                    label for="tag" { "Tag" }
                    input #tag type="text" name="tag" value=(value(&filter.tag));
                }
                div.check {
                    input #findings type="checkbox" name="findings" value="1" checked[filter.findings.is_some()];
                    label for="findings" { "Has findings" }
                }
                button type="submit" { "Apply" }
            }
            p role="status" {
                (selected.len()) " matching; page " (page) " of " (pages) "."
                @if filter.query.as_deref().is_some_and(|q| !q.trim().is_empty()) {
                    " Published skills are ranked like skill_search (the best " (MAX_RANKED) " at most); drafts that contain every word follow."
                }
            }
            table.skills {
                caption.visually-hidden { "Skills" }
                thead { tr { th scope="col" { "Skill" } th scope="col" { "Status" } th scope="col" { "Category" } th scope="col" { "Tags" } th scope="col" { "Groups" } th scope="col" { "Findings" } th scope="col" { "Updated" } } }
                tbody {
                    @for s in shown {
                        tr {
                            td {
                                a href={ "/console/skills/" (s.slug) } { (s.name) }
                                br;
                                span.slug { (s.slug) }
                                p.desc { (truncate(&s.description, 200)) }
                            }
                            td { (status_badge(s.status)) }
                            td { (s.category.as_deref().unwrap_or("")) }
                            td { (s.tags.join(", ")) }
                            td { (s.groups.iter().map(|g| g.as_str()).collect::<Vec<_>>().join(", ")) }
                            td { (s.findings.len()) }
                            td { (when(s.updated_at)) }
                        }
                    }
                }
            }
            nav.pager aria-label="Pages" {
                @if page > 1 {
                    a rel="prev" href={ "/console/library?" (filter.query_string(page - 1)) } { "Previous page" }
                }
                @if page < pages {
                    a rel="next" href={ "/console/library?" (filter.query_string(page + 1)) } { "Next page" }
                }
            }
        },
    )
}

fn truncate(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        s.to_owned()
    } else {
        let cut: String = s.chars().take(max).collect();
        format!("{cut}…")
    }
}

fn findings_table(findings: &[skill_core::Finding]) -> Markup {
    html! {
        @if findings.is_empty() {
            p { "No findings." }
        } @else {
            table.findings {
                thead { tr { th scope="col" { "Severity" } th scope="col" { "Rule" } th scope="col" { "Where" } th scope="col" { "Message and excerpt" } } }
                tbody {
                    @for f in findings {
                        tr {
                            td { span class={ "sev " (f.severity.to_string()) } { (f.severity.to_string()) } }
                            td { code { (f.rule) } }
                            td {
                                @if let Some(file) = &f.file {
                                    (file)
                                    @if let Some(line) = f.line { ":" (line) }
                                }
                            }
                            td {
                                (f.message)
                                @if let Some(x) = &f.excerpt { pre.excerpt { code { (truncate(x, 400)) } } }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The Skill page.
pub fn skill(
    session: &SessionView,
    skill: &StoredSkill,
    usage: &UsageSummary,
    revisions: &[RevisionInfo],
    notice: Option<&str>,
) -> Markup {
    let r = &skill.record;
    let slug = r.slug.as_str();
    layout(
        session,
        Some(Nav::Library),
        &r.name,
        html! {
            @if let Some(n) = notice { p.notice role="status" { (n) } }
            p.meta {
                (status_badge(r.status)) " "
                span.slug { (slug) }
                " · revision " (r.revision)
                @if let Some(v) = &r.version { " · version " (v) }
                " · " (r.file_count) " files, " (size(r.total_bytes))
                " · updated " (when(r.updated_at))
            }
            p.desc { (truncate(&r.description, render::MAX_LINE_CHARS)) }
            section aria-labelledby="actions-h" {
                h2 #actions-h { "Actions" }
                div.actions {
                    form method="post" action={ "/console/skills/" (slug) "/status" } {
                        (csrf(session))
                        @if r.status == SkillStatus::Published {
                            input type="hidden" name="status" value="draft";
                            button type="submit" { "Unpublish" }
                        } @else {
                            input type="hidden" name="status" value="published";
                            button type="submit" { "Publish" }
                        }
                    }
                    a.button.danger href={ "/console/skills/" (slug) "/delete" } { "Delete…" }
                }
                (metadata_form(session, r))
            }
            section aria-labelledby="findings-h" {
                h2 #findings-h { "Findings (" (r.findings.len()) ")" }
                (findings_table(&r.findings))
            }
            section aria-labelledby="instructions-h" {
                h2 #instructions-h { "Instructions (SKILL.md, rendered)" }
                div.markdown { (render::markdown(&r.body)) }
            }
            section aria-labelledby="frontmatter-h" {
                h2 #frontmatter-h { "Frontmatter" }
                table.kv {
                    tbody {
                        @for (k, v) in &r.frontmatter {
                            tr {
                                th scope="row" { (k) }
                                td { code { (match v { serde_json::Value::String(s) => truncate(s, 2000), other => truncate(&other.to_string(), 2000) }) } }
                            }
                        }
                    }
                }
            }
            section aria-labelledby="files-h" {
                h2 #files-h { "Files" }
                (tree(slug, &crate::http::wire::file_tree(&skill.files)))
            }
            section aria-labelledby="usage-h" {
                h2 #usage-h { "Usage (last " (USAGE_DAYS) " days)" }
                (calls_chart(&usage.per_day, super::today(), USAGE_DAYS, "Calls per day"))
                (named_table("Calls by client", "Client", &usage.by_client, None))
            }
            (history_section(slug, Some(r.revision), revisions))
        },
    )
}

/// The file tree: folders first, each file a link to the viewer.
fn tree(slug: &str, nodes: &[crate::http::wire::TreeNode]) -> Markup {
    html! {
        ul.tree {
            @for n in nodes {
                li {
                    @if let Some(children) = &n.children {
                        span.folder { (n.name) "/" }
                        (tree(slug, children))
                    } @else {
                        a href=(file_url(slug, "files", &n.path)) { (n.path) }
                        " " span.dim { (n.mime.as_deref().unwrap_or("")) ", " (size(n.size.unwrap_or(0) as i64)) }
                    }
                }
            }
        }
    }
}

/// The form for category, tags and groups.
pub fn metadata_form(session: &SessionView, r: &SkillRecord) -> Markup {
    html! {
        form.metadata method="post" action={ "/console/skills/" (r.slug) "/metadata" } {
            (csrf(session))
            div {
                label for="category-edit" { "Category" }
                input #category-edit type="text" name="category" value=(r.category.as_deref().unwrap_or("")) maxlength="64";
            }
            div {
                label for="tags-edit" { "Tags (comma-separated)" }
                input #tags-edit type="text" name="tags" value=(r.tags.join(", "));
            }
            div {
                label for="groups-edit" { "Groups (comma-separated; none: every reader)" }
                input #groups-edit type="text" name="groups" value=(r.groups.iter().map(|g| g.as_str()).collect::<Vec<_>>().join(", "));
            }
            button type="submit" { "Save category, tags and groups" }
        }
    }
}

/// Most revisions listed on the Skill page, newest first (history only
/// grows; older ones are in `skill-mcp history` and the admin API).
pub const HISTORY_ROWS: usize = 50;
/// Most changed paths named in one history row.
pub const CHANGED_PATHS_SHOWN: usize = 8;

/// The console URL of a skill's diff between two revisions.
pub fn diff_url(slug: &str, from: i64, to: i64) -> String {
    format!("/console/skills/{slug}/diff?from={from}&to={to}")
}

/// A skill's history: revisions newest first (revision, content hash,
/// version, when, who, files changed), a form to compare any two kept
/// revisions, and a roll-back link for each kept revision but the current
/// one (`current` is `None` for a removed skill: every kept revision can
/// restore it).
pub fn history_section(slug: &str, current: Option<i64>, revisions: &[RevisionInfo]) -> Markup {
    let restore = if current.is_some() {
        "Roll back to "
    } else {
        "Restore revision "
    };
    let kept = kept_revisions(revisions);
    html! {
        section aria-labelledby="history-h" {
            h2 #history-h { "History (" (revisions.len()) " revisions)" }
            @if kept.len() >= 2 {
                (compare_form(slug, &kept, kept[1], kept[0]))
            }
            table.history {
                caption.visually-hidden { "Revisions, newest first" }
                thead { tr {
                    th scope="col" { "Revision" } th scope="col" { "Content hash" } th scope="col" { "Version" }
                    th scope="col" { "When" } th scope="col" { "Who" } th scope="col" { "Files changed" } th scope="col" { "Actions" }
                } }
                tbody {
                    @for (n, info) in revisions.iter().rev().take(HISTORY_ROWS).enumerate() {
                        @let v = &info.version;
                        @let current = Some(v.revision) == current;
                        tr {
                            td { (v.revision) @if current { " " span.badge.published { "current" } } }
                            td { code title=(v.content_hash) { (short_hash(v.content_hash.as_str())) } }
                            td { (v.version.as_deref().unwrap_or("")) }
                            td { (when(v.imported_at)) }
                            td { (v.actor.who) " (" (v.actor.transport) ")" }
                            td { (changed_paths(info)) }
                            td {
                                @if info.kept && !current {
                                    a href={ "/console/skills/" (slug) "/rollback?revision=" (v.revision) } { (restore) (v.revision) "…" }
                                    @if let Some(prev) = revisions.iter().rev().skip(n + 1).find(|i| i.kept) {
                                        " · " a href=(diff_url(slug, prev.version.revision, v.revision)) { "Changes in " (v.revision) }
                                    }
                                } @else if !info.kept {
                                    span.dim { "files no longer kept" }
                                } @else if let Some(prev) = revisions.iter().rev().skip(n + 1).find(|i| i.kept) {
                                    a href=(diff_url(slug, prev.version.revision, v.revision)) { "Changes in " (v.revision) }
                                }
                            }
                        }
                    }
                }
            }
            @if revisions.len() > HISTORY_ROWS {
                p.dim { "The " (revisions.len() - HISTORY_ROWS) " older revisions are listed by skill-mcp history " (slug) "." }
            }
        }
    }
}

/// One of the Library's drop-down filters: "any", then `values`, the one
/// `chosen` selected; a change submits the form (the console's script).
fn filter_select<'a>(
    name: &str,
    label: &str,
    chosen: &str,
    values: impl IntoIterator<Item = &'a str>,
) -> Markup {
    html! {
        div {
            label for=(name) { (label) }
            select id=(name) name=(name) data-autosubmit {
                option value="" selected[chosen.is_empty()] { "any" }
                @for v in values {
                    option value=(v) selected[chosen == v] { (v) }
                }
            }
        }
    }
}

/// The revisions whose content is kept (the ones a diff or a rollback can
/// name), newest first.
pub fn kept_revisions(revisions: &[RevisionInfo]) -> Vec<i64> {
    revisions
        .iter()
        .rev()
        .filter(|i| i.kept)
        .map(|i| i.version.revision)
        .collect()
}

/// The history page of a skill, stored or removed: a removed skill's
/// history stays (as `skill-mcp history` shows it), and restoring a kept
/// revision brings the skill back.
pub fn history(
    session: &SessionView,
    slug: &str,
    record: Option<&SkillRecord>,
    revisions: &[RevisionInfo],
) -> Markup {
    let title = match record {
        Some(r) => format!("History of {}", r.name),
        None => format!("History of {slug} (removed)"),
    };
    layout(
        session,
        Some(Nav::Library),
        &title,
        html! {
            @match record {
                Some(r) => p { a href={ "/console/skills/" (slug) } { "Back to " (r.name) } " · " (status_badge(r.status)) " · revision " (r.revision) " is current." },
                None => p.notice role="status" {
                    "Skill " strong { (slug) } " was removed. Its history is kept: restore a kept revision to publish that content again as a new revision."
                },
            }
            (history_section(slug, record.map(|r| r.revision), revisions))
        },
    )
}

/// The first 12 hex digits of a content hash (the full one is its title).
fn short_hash(hash: &str) -> &str {
    let digits = hash.split_once(':').map_or(hash, |(_, d)| d);
    digits.get(..12).unwrap_or(digits)
}

fn changed_paths(info: &RevisionInfo) -> Markup {
    html! {
        @match &info.changed {
            None if !info.kept => span.dim { "files no longer kept" },
            None => span.dim { "previous revision not kept" },
            Some(paths) if paths.is_empty() => span.dim { "none" },
            Some(paths) => {
                (paths.iter().take(CHANGED_PATHS_SHOWN).map(String::as_str).collect::<Vec<_>>().join(", "))
                @if paths.len() > CHANGED_PATHS_SHOWN { " and " (paths.len() - CHANGED_PATHS_SHOWN) " more" }
            },
        }
    }
}

/// The form choosing two kept revisions (`kept` newest first) to compare.
fn compare_form(slug: &str, kept: &[i64], from: i64, to: i64) -> Markup {
    html! {
        form.compare method="get" action={ "/console/skills/" (slug) "/diff" } {
            div {
                label for="diff-from" { "Compare revision" }
                select #diff-from name="from" {
                    @for k in kept { option value=(k) selected[*k == from] { (k) } }
                }
            }
            div {
                label for="diff-to" { "with revision" }
                select #diff-to name="to" {
                    @for k in kept { option value=(k) selected[*k == to] { (k) } }
                }
            }
            button type="submit" { "Show changes" }
        }
    }
}

/// The diff between two revisions of a skill: one unified diff per text
/// file, sizes and digests for binary files. Every line is escaped text.
/// `record` is `None` for a removed skill.
pub fn diff(
    session: &SessionView,
    slug: &str,
    record: Option<&SkillRecord>,
    kept: &[i64],
    d: &RevisionDiff,
) -> Markup {
    let name = record.map_or(slug, |r| r.name.as_str());
    let current = record.map(|r| r.revision);
    layout(
        session,
        Some(Nav::Library),
        &format!("Changes in {name}: revision {} to {}", d.from, d.to),
        html! {
            p {
                a href={ "/console/skills/" (slug) "/history" } { "Back to the history of " (name) }
                " · revision " (d.from) " (" code { (short_hash(d.from_hash.as_str())) } ") to revision " (d.to) " (" code { (short_hash(d.to_hash.as_str())) } ")"
            }
            @if kept.len() >= 2 { (compare_form(slug, kept, d.from, d.to)) }
            @if Some(d.from) != current && kept.contains(&d.from) {
                p { a href={ "/console/skills/" (slug) "/rollback?revision=" (d.from) } {
                    @if current.is_some() { "Roll back to revision " } @else { "Restore revision " }
                    (d.from) "…"
                } }
            }
            @if d.files.is_empty() {
                p role="status" { "No differences: the two revisions have the same files." }
            } @else {
                p role="status" { (d.files.len()) " files differ." }
            }
            @for (n, f) in d.files.iter().enumerate() {
                section.filediff aria-labelledby={ "diff-" (n) } {
                    h2 #{ "diff-" (n) } { (f.path) " " span.dim { "(" (change_word(f.change)) ")" } }
                    @if let Some(u) = &f.unified {
                        (unified(&f.path, u))
                    } @else {
                        p { "Binary file: " (side(f.from_size, f.from_sha256.as_deref())) " → " (side(f.to_size, f.to_sha256.as_deref())) }
                    }
                }
            }
        },
    )
}

fn change_word(c: FileChange) -> &'static str {
    match c {
        FileChange::Added => "added",
        FileChange::Removed => "removed",
        FileChange::Modified => "modified",
    }
}

fn side(size_of: Option<i64>, sha: Option<&str>) -> String {
    match (size_of, sha) {
        (Some(n), Some(sha)) => format!("{}, sha256 {}", size(n), sha.get(..12).unwrap_or(sha)),
        _ => "absent".to_owned(),
    }
}

/// One file's unified diff: control characters escaped as in the CLI,
/// long lines and long diffs cut, each line a span classed by its kind.
fn unified(path: &str, text: &str) -> Markup {
    let escaped = escape_controls_in_text(text);
    let cut = escaped.len() > MAX_VIEWED_BYTES;
    let shown = if cut {
        &escaped[..escaped.floor_char_boundary_compat(MAX_VIEWED_BYTES)]
    } else {
        &escaped[..]
    };
    let (shown, lines_cut) = render::cap_lines(shown, render::MAX_LINE_CHARS);
    html! {
        @if cut { p.notice { "Showing the first " (size(MAX_VIEWED_BYTES as i64)) " of this diff." } }
        @if lines_cut { p.notice { "Lines longer than " (render::MAX_LINE_CHARS) " characters are cut here." } }
        pre.diff tabindex="0" aria-label={ "Changes to " (path) } {
            code {
                @for line in shown.split_inclusive('\n') {
                    @let class = if line.starts_with("+++") || line.starts_with("---") {
                        "file"
                    } else if line.starts_with('+') {
                        "ins"
                    } else if line.starts_with('-') {
                        "del"
                    } else if line.starts_with("@@") {
                        "hunk"
                    } else {
                        "ctx"
                    };
                    span class=(class) { (line) }
                }
            }
        }
    }
}

/// The confirmation before rolling a skill back to `revision` (or, when
/// `record` is `None`, restoring a removed skill from it) as revision `next`.
pub fn rollback(
    session: &SessionView,
    slug: &str,
    record: Option<&SkillRecord>,
    next: i64,
    revision: i64,
) -> Markup {
    let title = match record {
        Some(r) => format!("Roll {} back to revision {revision}?", r.name),
        None => format!("Restore {slug} from revision {revision}?"),
    };
    let button = match record {
        Some(_) => format!("Roll back to revision {revision}"),
        None => format!("Restore revision {revision}"),
    };
    layout(
        session,
        Some(Nav::Library),
        &title,
        html! {
            @match record {
                Some(r) => p {
                    "Rolling back publishes the content of revision " (revision) " of " strong { (slug) }
                    " again, as a new revision (" (next) "); agents are served it at once. Category, tags and groups stay as they are. "
                    "History only grows: the current revision " (r.revision) " stays in it and can be restored the same way."
                },
                None => p {
                    strong { (slug) } " was removed. Restoring publishes the content of revision " (revision)
                    " again, as a new revision (" (next) "); agents are served it at once."
                },
            }
            @if let Some(r) = record {
                p { a href=(diff_url(slug, r.revision, revision)) { "See what changes" } }
            }
            form method="post" action={ "/console/skills/" (slug) "/rollback" } {
                (csrf(session))
                input type="hidden" name="revision" value=(revision);
                input type="hidden" name="confirm" value="yes";
                button type="submit" { (button) }
                " "
                a href={ "/console/skills/" (slug) "/history" } { "Cancel" }
            }
        },
    )
}

fn named_table(
    caption: &str,
    what: &str,
    rows: &[skill_store::NamedCount],
    link: Option<&str>,
) -> Markup {
    html! {
        table.counts {
            caption { (caption) }
            thead { tr { th scope="col" { (what) } th scope="col" { "Calls" } } }
            tbody {
                @if rows.is_empty() { tr { td colspan="2" { "No calls." } } }
                @for row in rows {
                    tr {
                        td {
                            @match (&row.name, link) {
                                (Some(n), Some(prefix)) => { a href={ (prefix) (n) } { (n) } },
                                (Some(n), None) => { (n) },
                                (None, _) => { span.dim { "(unnamed)" } },
                            }
                        }
                        td { (row.calls) }
                    }
                }
            }
        }
    }
}

/// The viewer of one file.
pub fn file(session: &SessionView, skill: &StoredSkill, file: &StoredFile) -> Markup {
    let slug = skill.record.slug.as_str();
    let path = file.path.as_str();
    layout(
        session,
        Some(Nav::Library),
        path,
        html! {
            p { a href={ "/console/skills/" (slug) } { "Back to " (skill.record.name) } " · " (file.mime) ", " (size(file.bytes.len() as i64)) }
            @if is_image(&file.mime) {
                img.shown src=(file_url(slug, "raw", path)) alt={ "Image " (path) " of skill " (slug) };
            } @else if file.class == FileClass::Text {
                @let text = String::from_utf8_lossy(&file.bytes);
                @let cut = text.len() > MAX_VIEWED_BYTES;
                @let shown = if cut { &text[..text.floor_char_boundary_compat(MAX_VIEWED_BYTES)] } else { &text[..] };
                @let (shown, lines_cut) = render::cap_lines(shown, render::MAX_LINE_CHARS);
                @if cut { p.notice { "Showing the first " (size(MAX_VIEWED_BYTES as i64)) " of " (size(file.bytes.len() as i64)) "." } }
                @if lines_cut { p.notice { "Lines longer than " (render::MAX_LINE_CHARS) " characters are cut here; agents are served the file whole." } }
                pre.viewer tabindex="0" aria-label={ "Contents of " (path) } { code { (shown) } }
            } @else {
                p { "A binary file; it is not shown." }
            }
        },
    )
}

trait FloorCharBoundary {
    fn floor_char_boundary_compat(&self, index: usize) -> usize;
}

impl FloorCharBoundary for str {
    fn floor_char_boundary_compat(&self, index: usize) -> usize {
        let mut i = index.min(self.len());
        while !self.is_char_boundary(i) {
            i -= 1;
        }
        i
    }
}

/// The confirmation before deleting a skill.
pub fn delete(session: &SessionView, r: &SkillRecord) -> Markup {
    layout(
        session,
        Some(Nav::Library),
        &format!("Delete {}?", r.name),
        html! {
            p { "Deleting " strong { (r.slug) } " removes it and its files from the library; agents stop being served it at once. This cannot be undone from the console." }
            form method="post" action={ "/console/skills/" (r.slug) "/delete" } {
                (csrf(session))
                input type="hidden" name="confirm" value="yes";
                button.danger type="submit" { "Delete " (r.slug) }
                " "
                a href={ "/console/skills/" (r.slug) } { "Cancel" }
            }
        },
    )
}

/// The review queue.
pub fn review(session: &SessionView, held: &[&SkillRecord], notice: Option<&str>) -> Markup {
    layout(
        session,
        Some(Nav::Review),
        "Review queue",
        html! {
            @if let Some(n) = notice { p.notice role="status" { (n) } }
            p { "Skills the scanner held back as drafts (--scan-policy block): a high-severity finding. Approve publishes the skill; reject deletes it." }
            @if held.is_empty() { p { "Nothing is waiting for review." } }
            @for s in held {
                article.held aria-labelledby={ "held-" (s.slug) } {
                    h2 #{ "held-" (s.slug) } { a href={ "/console/skills/" (s.slug) } { (s.name) } " " span.slug { (s.slug) } }
                    p.desc { (truncate(&s.description, render::MAX_LINE_CHARS)) }
                    (findings_table(&s.findings))
                    div.actions {
                        form method="post" action={ "/console/skills/" (s.slug) "/status" } {
                            (csrf(session))
                            input type="hidden" name="status" value="published";
                            input type="hidden" name="back" value="review";
                            button type="submit" { "Approve " (s.slug) }
                        }
                        form method="post" action={ "/console/skills/" (s.slug) "/delete" } {
                            (csrf(session))
                            input type="hidden" name="confirm" value="yes";
                            input type="hidden" name="back" value="review";
                            button.danger type="submit" data-confirm={ "Delete " (s.slug) "? This cannot be undone." } { "Reject " (s.slug) }
                        }
                    }
                }
            }
        },
    )
}

/// The Import page, with the report of an upload when there was one.
pub fn import(
    session: &SessionView,
    report: Option<(&str, &[ImportItem])>,
    max_bytes: usize,
) -> Markup {
    layout(
        session,
        Some(Nav::Import),
        "Import",
        html! {
            p { "Upload a .zip or .tar.gz of skill folders (at most " (size(max_bytes as i64)) "). Each skill is imported whole or not at all; identical content changes nothing." }
            form.upload method="post" action="/console/import" enctype="multipart/form-data" {
                (csrf(session))
                div.dropzone {
                    label for="file" { "Archive" }
                    input #file type="file" name="file" accept=".zip,.tar.gz,.tgz" required;
                    p.hint { "Or drop the archive here." }
                }
                button type="submit" { "Import" }
            }
            @if let Some((name, items)) = report {
                h2 { "Report for " (name) }
                table.report {
                    thead { tr { th scope="col" { "Skill" } th scope="col" { "Result" } th scope="col" { "Status" } th scope="col" { "Findings or error" } } }
                    tbody {
                        @for item in items { (import_row(item)) }
                    }
                }
            }
        },
    )
}

fn import_row(item: &ImportItem) -> Markup {
    match item {
        ImportItem::Imported {
            source,
            outcome,
            findings,
        } => {
            let change = match outcome.change {
                skill_store::ImportChange::Created => "created",
                skill_store::ImportChange::Updated => "updated",
                skill_store::ImportChange::Unchanged => "unchanged",
            };
            html! {
                tr {
                    td { a href={ "/console/skills/" (outcome.slug) } { (outcome.slug) } br; span.dim { (source.display().to_string()) } }
                    td { (change) }
                    td { (status_badge(outcome.status)) }
                    td {
                        @if findings.is_empty() { "none" }
                        ul { @for f in findings { li { (f.severity.to_string()) " " code { (f.rule) } ": " (f.message) } } }
                    }
                }
            }
        }
        ImportItem::Failed { source, error } => html! {
            tr { td { (source.display().to_string()) } td { "refused" } td {} td.error { (error) } }
        },
        ImportItem::Skipped { source, finding } => html! {
            tr { td { (source.display().to_string()) } td { "skipped" } td {} td { (finding.message) } }
        },
    }
}

/// The Keys page; `created` is shown once, right after creation.
pub fn keys(
    session: &SessionView,
    keys: &[ApiKeyRecord],
    created: Option<&CreatedKey>,
    notice: Option<&str>,
) -> Markup {
    layout(
        session,
        Some(Nav::Keys),
        "Keys",
        html! {
            @if let Some(n) = notice { p.notice role="status" { (n) } }
            @if let Some(k) = created {
                section.created aria-labelledby="created-h" {
                    h2 #created-h { "New " (k.record.role.as_str()) " key" }
                    p { "Copy it now: it is shown this once and cannot be shown again." }
                    p { code #new-key { (k.token) } " " button type="button" data-copy="new-key" { "Copy" } }
                }
            }
            h2 { "Create a key" }
            form.create method="post" action="/console/keys" {
                (csrf(session))
                div { label for="key-name" { "Name" } input #key-name type="text" name="name" maxlength="64"; }
                div {
                    label for="key-role" { "Role" }
                    select #key-role name="role" {
                        option value="reader" selected { "reader (read skills: MCP, gateway API)" }
                        option value="admin" { "admin (everything, the console included)" }
                    }
                }
                button type="submit" { "Create key" }
            }
            h2 { "Keys" }
            table.keys {
                thead { tr { th scope="col" { "Name" } th scope="col" { "Role" } th scope="col" { "Id" } th scope="col" { "Created" } th scope="col" { "State" } } }
                tbody {
                    @for k in keys {
                        tr {
                            td { (k.name.as_deref().unwrap_or("(unnamed)")) }
                            td { (k.role.as_str()) }
                            td { code { (k.id) } }
                            td { (when(k.created_at)) }
                            td {
                                @if let Some(at) = k.revoked_at {
                                    "revoked " (when(at))
                                } @else {
                                    form method="post" action={ "/console/keys/" (k.id) "/revoke" } {
                                        (csrf(session))
                                        button.danger type="submit" data-confirm="Revoke this key? Clients using it stop working." { "Revoke " (k.name.as_deref().unwrap_or("key")) }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        },
    )
}

/// The Activity page.
pub fn activity(
    session: &SessionView,
    usage: &UsageSummary,
    audit: &[skill_store::AuditEntry],
    today: i64,
) -> Markup {
    layout(
        session,
        Some(Nav::Activity),
        "Activity",
        html! {
            p { "Tool and API calls from the access log, last " (USAGE_DAYS) " days (UTC)." }
            (calls_chart(&usage.per_day, today, USAGE_DAYS, "Calls per day"))
            div.columns {
                (named_table("Top skills", "Skill", &usage.by_skill, Some("/console/skills/")))
                (named_table("Top clients", "Client", &usage.by_client, None))
            }
            table.errors {
                caption { "Errors" }
                thead { tr { th scope="col" { "Action" } th scope="col" { "Outcome" } th scope="col" { "Calls" } } }
                tbody {
                    @if usage.errors.is_empty() { tr { td colspan="3" { "No errors." } } }
                    @for e in &usage.errors {
                        tr { td { code { (e.action) } } td { (e.outcome) } td { (e.calls) } }
                    }
                }
            }
            table.audit {
                caption { "Audit trail of writes (newest " (audit.len()) ")" }
                thead { tr { th scope="col" { "When" } th scope="col" { "Who" } th scope="col" { "Action" } th scope="col" { "Target" } th scope="col" { "Detail" } } }
                tbody {
                    @if audit.is_empty() { tr { td colspan="5" { "No writes recorded." } } }
                    @for a in audit {
                        tr {
                            td { (when(a.at)) }
                            td { (a.actor.who) " (" (a.actor.transport) ")" }
                            td { (a.action) }
                            td {
                                @if let Some(slug) = audit_skill(a) {
                                    a href={ "/console/skills/" (slug) "/history" } { code { (slug) } }
                                } @else {
                                    code { (truncate(&a.target, 200)) }
                                }
                            }
                            td { (truncate(&a.detail, 400)) }
                        }
                    }
                }
            }
        },
    )
}

/// The skill an audit row is about, when it is one (not a key) and its
/// target is a valid slug: linked to the skill's history, which a removed
/// skill keeps.
fn audit_skill(a: &skill_store::AuditEntry) -> Option<skill_core::SkillSlug> {
    if a.action.starts_with("key-") {
        return None;
    }
    skill_core::SkillSlug::parse(&a.target).ok()
}
