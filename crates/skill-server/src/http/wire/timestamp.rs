//! Timestamps as the REST API writes them.

use skill_store::UnixMillis;
use time::OffsetDateTime;
use time::format_description::BorrowedFormatItem;
use time::macros::format_description;

/// Milliseconds since the epoch as RFC 3339 in UTC, always with three
/// fraction digits (`2026-04-29T10:00:00.000Z`: the seed's form, which a
/// client may parse with a fixed pattern).
const RFC3339_MILLIS: &[BorrowedFormatItem<'static>] =
    format_description!("[year]-[month]-[day]T[hour]:[minute]:[second].[subsecond digits:3]Z");

/// Milliseconds since the epoch as RFC 3339 (UTC, millisecond precision).
pub fn rfc3339(millis: UnixMillis) -> String {
    let nanos = i128::from(millis) * 1_000_000;
    OffsetDateTime::from_unix_timestamp_nanos(nanos)
        .ok()
        .and_then(|t| t.format(RFC3339_MILLIS).ok())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timestamps_are_rfc3339_utc_with_milliseconds() {
        assert_eq!(rfc3339(0), "1970-01-01T00:00:00.000Z");
        assert_eq!(rfc3339(1_777_456_800_000), "2026-04-29T10:00:00.000Z");
        assert_eq!(rfc3339(1_777_456_800_120), "2026-04-29T10:00:00.120Z");
        assert_eq!(rfc3339(1_777_456_800_123), "2026-04-29T10:00:00.123Z");
        // Whatever the instant, the same shape (a client may parse it with a fixed pattern).
        for millis in [1, 999, 1_000, 86_399_999, 253_402_300_799_999] {
            let text = rfc3339(millis);
            assert_eq!(text.len(), 24, "{text}");
            assert!(
                OffsetDateTime::parse(&text, &time::format_description::well_known::Rfc3339)
                    .is_ok(),
                "{text}"
            );
        }
    }
}
