//! What the console renders that is not plain escaped text: a skill's
//! markdown (rendered, then sanitised so that none of its HTML can run) and
//! the activity chart (an SVG built here, from numbers only).

use std::collections::HashSet;
use std::fmt::Write;

use maud::{Markup, PreEscaped, html};
use pulldown_cmark::{Options, Parser};
use skill_store::DayCount;

/// Longest line the console lays out; longer lines are cut with a note (a
/// browser can take minutes to lay out one 1 MB word).
pub const MAX_LINE_CHARS: usize = 5_000;

/// `text` with every line longer than `max` characters cut to `max`, followed
/// by a note of how much was left out; whether anything was cut.
pub fn cap_lines(text: &str, max: usize) -> (std::borrow::Cow<'_, str>, bool) {
    if text.lines().all(|l| l.len() <= max) {
        return (std::borrow::Cow::Borrowed(text), false);
    }
    let mut out = String::with_capacity(text.len().min(4 * 1024 * 1024));
    let mut cut = false;
    for line in text.split_inclusive('\n') {
        let (content, end) = match line.strip_suffix('\n') {
            Some(c) => (c, "\n"),
            None => (line, ""),
        };
        let chars = content.chars().count();
        if chars > max {
            cut = true;
            out.extend(content.chars().take(max));
            let _ = write!(out, " … [line cut: {} more characters]{end}", chars - max);
        } else {
            out.push_str(line);
        }
    }
    (std::borrow::Cow::Owned(out), cut)
}

/// Renders a skill's markdown to HTML that is safe to put in a page: raw
/// HTML in the markdown goes through an allow-list sanitiser, so script,
/// style, event-handler attributes, `javascript:` and other non-web links,
/// forms, frames and images (which would make requests leave the page) are
/// removed; links get `rel="noopener noreferrer nofollow"`. Lines longer
/// than [`MAX_LINE_CHARS`] are cut first.
pub fn markdown(source: &str) -> Markup {
    let (source, _) = cap_lines(source, MAX_LINE_CHARS);
    let source = source.as_ref();
    let mut options = Options::empty();
    options.insert(Options::ENABLE_TABLES);
    options.insert(Options::ENABLE_STRIKETHROUGH);
    options.insert(Options::ENABLE_TASKLISTS);
    let mut html_out = String::with_capacity(source.len() + source.len() / 4);
    pulldown_cmark::html::push_html(&mut html_out, Parser::new_ext(source, options));
    let schemes: HashSet<&str> = ["http", "https", "mailto"].into_iter().collect();
    let clean = ammonia::Builder::default()
        .rm_tags(["img"])
        .url_schemes(schemes)
        .url_relative(ammonia::UrlRelative::Deny)
        .link_rel(Some("noopener noreferrer nofollow"))
        .clean(&html_out)
        .to_string();
    PreEscaped(clean)
}

/// Days since the Unix epoch as `YYYY-MM-DD`.
pub fn day_label(day: i64) -> String {
    time::OffsetDateTime::from_unix_timestamp(day * 86_400)
        .map(|t| format!("{:04}-{:02}-{:02}", t.year(), u8::from(t.month()), t.day()))
        .unwrap_or_else(|_| day.to_string())
}

/// Milliseconds since the epoch as `YYYY-MM-DD HH:MM UTC`.
pub fn when(millis: i64) -> String {
    time::OffsetDateTime::from_unix_timestamp(millis.div_euclid(1000))
        .map(|t| {
            format!(
                "{:04}-{:02}-{:02} {:02}:{:02} UTC",
                t.year(),
                u8::from(t.month()),
                t.day(),
                t.hour(),
                t.minute()
            )
        })
        .unwrap_or_else(|_| millis.to_string())
}

/// A byte count for a person.
pub fn size(bytes: i64) -> String {
    match bytes {
        b if b < 1024 => format!("{b} B"),
        b if b < 1024 * 1024 => format!("{:.1} KiB", b as f64 / 1024.0),
        b => format!("{:.1} MiB", b as f64 / (1024.0 * 1024.0)),
    }
}

/// Calls per day over `days` days ending on `last_day`, as a bar chart (SVG,
/// numbers only; days without calls drawn as zero), with a text alternative.
pub fn calls_chart(per_day: &[DayCount], last_day: i64, days: i64, title: &str) -> Markup {
    const W: i64 = 720;
    const H: i64 = 180;
    const PAD: i64 = 28;
    let first = last_day - days + 1;
    let counts: Vec<(i64, i64, i64)> = (first..=last_day)
        .map(|d| {
            per_day
                .iter()
                .find(|c| c.day == d)
                .map_or((d, 0, 0), |c| (d, c.calls, c.errors))
        })
        .collect();
    let peak = counts.iter().map(|c| c.1).max().unwrap_or(0);
    let max = peak.max(1);
    let total: i64 = counts.iter().map(|c| c.1).sum();
    let slot = (W - 2 * PAD) / days.max(1);
    let mut bars = String::new();
    for (i, (day, calls, errors)) in counts.iter().enumerate() {
        let x = PAD + i as i64 * slot;
        let h = calls * (H - 2 * PAD) / max;
        let eh = errors * (H - 2 * PAD) / max;
        let _ = write!(
            bars,
            r#"<rect class="bar" x="{x}" y="{}" width="{}" height="{h}"><title>{}: {calls} calls, {errors} errors</title></rect>"#,
            H - PAD - h,
            (slot - 2).max(1),
            day_label(*day),
        );
        if eh > 0 {
            let _ = write!(
                bars,
                r#"<rect class="err" x="{x}" y="{}" width="{}" height="{eh}"/>"#,
                H - PAD - eh,
                (slot - 2).max(1)
            );
        }
    }
    let summary = format!(
        "{title}: {total} calls from {} to {}, at most {peak} on one day",
        day_label(first),
        day_label(last_day)
    );
    html! {
        figure.chart {
            svg xmlns="http://www.w3.org/2000/svg" viewBox=(format!("0 0 {W} {H}")) role="img" aria-label=(summary) {
                line.axis x1=(PAD) y1=(H - PAD) x2=(W - PAD) y2=(H - PAD) {}
                text x=(PAD) y=(H - 8) { (day_label(first)) }
                text x=(W - PAD) y=(H - 8) text-anchor="end" { (day_label(last_day)) }
                text x=(PAD) y=(PAD - 8) { (peak) " calls" }
                (PreEscaped(bars))
            }
            figcaption { (summary) "." }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hostile_markdown_renders_inert() {
        let hostile = concat!(
            "# Title\n\n",
            "<script>alert(1)</script>\n\n",
            "[click](javascript:alert(2)) [data](data:text/html,x) [ok](https://example.com/a)\n\n",
            "<a href=\"JaVaScRiPt:alert(3)\" onclick=\"alert(4)\">x</a>\n\n",
            "<img src=x onerror=\"alert(5)\">\n\n",
            "<svg><script>alert(6)</script><circle onload=\"alert(7)\"/></svg>\n\n",
            "<iframe src=\"https://evil.example\"></iframe><style>body{}</style>\n\n",
            "<form action=\"https://evil.example\"><input name=a></form>\n\n",
            "<div style=\"background:url(https://evil.example)\">s</div>\n\n",
            "![img](https://evil.example/pixel.png)\n",
        );
        let out = markdown(hostile).into_string();
        let lower = out.to_lowercase();
        for bad in [
            "<script",
            "javascript:",
            "onclick",
            "onerror",
            "onload",
            "<img",
            "<svg",
            "<iframe",
            "<style",
            "<form",
            "<input",
            "style=",
            "evil.example",
            "data:",
        ] {
            assert!(!lower.contains(bad), "{bad} survived in {out}");
        }
        assert!(out.contains("<h1>Title</h1>"));
        assert!(out.contains("href=\"https://example.com/a\""));
        assert!(out.contains("rel=\"noopener noreferrer nofollow\""));
    }

    #[test]
    fn markdown_text_is_escaped_not_interpreted() {
        let out = markdown("`<b>x</b>` and 1 < 2 & 3").into_string();
        assert!(out.contains("<code>&lt;b&gt;x&lt;/b&gt;</code>"), "{out}");
        assert!(out.contains("1 &lt; 2 &amp; 3"), "{out}");
    }

    #[test]
    fn a_long_line_is_cut_with_a_note() {
        let line = "a".repeat(1024 * 1024);
        let out = markdown(&format!("{line}\n\nafter")).into_string();
        assert!(out.len() < 6_000, "{}", out.len());
        assert!(
            out.contains(&format!(
                " … [line cut: {} more characters]",
                1024 * 1024 - MAX_LINE_CHARS
            )),
            "{}",
            &out[out.len() - 200..]
        );
        assert!(out.contains("after"));
        let (same, cut) = cap_lines("short\nlines\n", 10);
        assert_eq!((same.as_ref(), cut), ("short\nlines\n", false));
        let (cut_text, cut) = cap_lines("éééé\nok", 2);
        assert_eq!(
            (cut_text.as_ref(), cut),
            ("éé … [line cut: 2 more characters]\nok", true)
        );
    }

    #[test]
    fn the_chart_draws_every_day_and_says_what_it_shows() {
        let per_day = [
            DayCount {
                day: 100,
                calls: 4,
                errors: 1,
            },
            DayCount {
                day: 102,
                calls: 2,
                errors: 0,
            },
        ];
        let out = calls_chart(&per_day, 102, 3, "Calls").into_string();
        assert_eq!(out.matches(r#"class="bar""#).count(), 3);
        assert_eq!(out.matches(r#"class="err""#).count(), 1);
        assert!(out.contains("Calls: 6 calls from 1970-04-11 to 1970-04-13, at most 4 on one day"));
        assert!(!out.contains("<script"));
    }

    #[test]
    fn dates_and_sizes_read_well() {
        assert_eq!(day_label(0), "1970-01-01");
        assert_eq!(when(86_400_000 + 61_000), "1970-01-02 00:01 UTC");
        assert_eq!(size(10), "10 B");
        assert_eq!(size(2048), "2.0 KiB");
        assert_eq!(size(3 * 1024 * 1024), "3.0 MiB");
    }
}
