//! What a zip declares in its end records (end of central directory, and
//! the zip64 locator and record), checked before the zip crate reads the
//! central directory: the crate parses every entry the directory lists
//! before any of them can be counted, so a 55 MiB upload listing 1.1 million
//! entries cost ~295 MB. Here the declared count is refused first.
//!
//! The zip crate falls back to an earlier end record when a later one does
//! not parse, so every candidate it could use is checked: each end-record
//! signature in the last 64 KiB (the longest comment), and each zip64 record
//! in the archive when a candidate points at one.

/// An end-of-central-directory record's signature and fixed size.
const EOCD_SIG: &[u8; 4] = b"PK\x05\x06";
const EOCD_LEN: usize = 22;
/// The zip64 locator, just before the end record.
const LOCATOR_SIG: &[u8; 4] = b"PK\x06\x07";
const LOCATOR_LEN: usize = 20;
/// The zip64 end record.
const EOCD64_SIG: &[u8; 4] = b"PK\x06\x06";
const EOCD64_LEN: usize = 56;
/// The smallest central directory header.
const CENTRAL_HEADER_LEN: u64 = 46;
/// The longest archive comment.
const MAX_COMMENT: usize = u16::MAX as usize;

/// Why a zip is refused from its end records.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Refusal {
    /// It declares more entries than allowed.
    TooMany { declared: u64 },
    /// Its end records contradict themselves.
    Invalid(String),
}

fn u16_at(b: &[u8], at: usize) -> Option<u64> {
    Some(u64::from(u16::from_le_bytes(
        b.get(at..at + 2)?.try_into().ok()?,
    )))
}

fn u32_at(b: &[u8], at: usize) -> Option<u64> {
    Some(u64::from(u32::from_le_bytes(
        b.get(at..at + 4)?.try_into().ok()?,
    )))
}

fn u64_at(b: &[u8], at: usize) -> Option<u64> {
    Some(u64::from_le_bytes(b.get(at..at + 8)?.try_into().ok()?))
}

/// One end record: where it is and what it says.
struct End {
    at: usize,
    entries: u64,
    cd_size: u64,
    cd_offset: u64,
    comment_len: usize,
    /// Some field is saturated: the real values are in a zip64 record.
    zip64: bool,
}

fn end_at(b: &[u8], at: usize) -> Option<End> {
    let on_disk = u16_at(b, at + 8)?;
    let total = u16_at(b, at + 10)?;
    let cd_size = u32_at(b, at + 12)?;
    let cd_offset = u32_at(b, at + 16)?;
    Some(End {
        at,
        entries: on_disk.max(total),
        cd_size,
        cd_offset,
        comment_len: usize::try_from(u16_at(b, at + 20)?).ok()?,
        zip64: on_disk == 0xFFFF
            || total == 0xFFFF
            || cd_size == 0xFFFF_FFFF
            || cd_offset == 0xFFFF_FFFF,
    })
}

/// Every offset where `needle` starts in `hay`.
fn positions<'a>(hay: &'a [u8], needle: &'a [u8; 4]) -> impl Iterator<Item = usize> + 'a {
    memchr::memmem::find_iter(hay, needle)
}

/// Checks the entry count every end record of `bytes` declares against
/// `max_entries`, and the bounds of the central directory the last one
/// describes.
pub(crate) fn check(bytes: &[u8], max_entries: usize) -> Result<(), Refusal> {
    let max = max_entries as u64;
    if bytes.len() < EOCD_LEN {
        return Err(Refusal::Invalid(
            "it has no end-of-central-directory record".into(),
        ));
    }
    let window = bytes.len().saturating_sub(EOCD_LEN + MAX_COMMENT);
    let mut ends: Vec<End> = positions(&bytes[window..], EOCD_SIG)
        .filter_map(|i| end_at(bytes, window + i))
        .collect();
    // The one other readers use: the last whose comment fits the file.
    ends.retain(|e| e.at + EOCD_LEN + e.comment_len <= bytes.len());
    let Some(last) = ends.last() else {
        return Err(Refusal::Invalid(
            "it has no end-of-central-directory record".into(),
        ));
    };
    let mut zip64_records: Option<Vec<usize>> = None;
    for end in &ends {
        if !end.zip64 {
            if end.entries > max {
                return Err(Refusal::TooMany {
                    declared: end.entries,
                });
            }
            continue;
        }
        // A zip64 record may be looked for anywhere before the locator:
        // check them all (found once, in one pass).
        let records = zip64_records.get_or_insert_with(|| positions(bytes, EOCD64_SIG).collect());
        let locator = end.at.checked_sub(LOCATOR_LEN);
        for &at in records
            .iter()
            .filter(|&&at| locator.is_some_and(|l| at < l))
        {
            let declared = u64_at(bytes, at + 24)
                .zip(u64_at(bytes, at + 32))
                .map(|(disk, total)| disk.max(total));
            if let Some(declared) = declared
                && declared > max
            {
                return Err(Refusal::TooMany { declared });
            }
        }
    }
    check_bounds(bytes, last)
}

/// The central directory the end record describes must lie before the
/// record and be large enough for the entries it declares.
fn check_bounds(bytes: &[u8], end: &End) -> Result<(), Refusal> {
    let (entries, cd_size, cd_offset, limit) = if end.zip64 {
        let Some(record) = zip64_record(bytes, end) else {
            return Err(Refusal::Invalid(
                "its end record points to a zip64 record that is not there".into(),
            ));
        };
        (
            u64_at(bytes, record + 32).unwrap_or(u64::MAX),
            u64_at(bytes, record + 40).unwrap_or(u64::MAX),
            u64_at(bytes, record + 48).unwrap_or(u64::MAX),
            record as u64,
        )
    } else {
        (end.entries, end.cd_size, end.cd_offset, end.at as u64)
    };
    if cd_offset.checked_add(cd_size).is_none_or(|e| e > limit) {
        return Err(Refusal::Invalid(format!(
            "its end record puts the central directory ({cd_size} bytes at offset {cd_offset}) past the record itself"
        )));
    }
    if entries.saturating_mul(CENTRAL_HEADER_LEN) > cd_size {
        return Err(Refusal::Invalid(format!(
            "its end record declares {entries} entries in a central directory of {cd_size} bytes, too small for them"
        )));
    }
    Ok(())
}

/// Where the zip64 record of `end` is: at the locator's offset, or further
/// on when data was prepended to the archive.
fn zip64_record(bytes: &[u8], end: &End) -> Option<usize> {
    let locator = end.at.checked_sub(LOCATOR_LEN)?;
    if bytes.get(locator..locator + 4)? != LOCATOR_SIG {
        return None;
    }
    let declared = usize::try_from(u64_at(bytes, locator + 8)?).ok()?;
    let from = declared.min(locator);
    positions(&bytes[from..locator], EOCD64_SIG)
        .map(|i| from + i)
        .find(|&at| at + EOCD64_LEN <= locator)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An empty zip: only an end record (with an optional comment).
    fn empty(comment: &[u8]) -> Vec<u8> {
        let mut z = EOCD_SIG.to_vec();
        z.extend([0u8; 16]);
        z.extend((comment.len() as u16).to_le_bytes());
        z.extend(comment);
        z
    }

    fn end(entries: u16, cd_size: u32, cd_offset: u32) -> Vec<u8> {
        let mut z = EOCD_SIG.to_vec();
        z.extend([0u8; 4]);
        z.extend(entries.to_le_bytes());
        z.extend(entries.to_le_bytes());
        z.extend(cd_size.to_le_bytes());
        z.extend(cd_offset.to_le_bytes());
        z.extend([0u8; 2]);
        z
    }

    #[test]
    fn counts_and_bounds() {
        assert_eq!(check(&empty(b""), 10), Ok(()));
        // 46 bytes of "directory" before an end record declaring one entry.
        let mut one = vec![0u8; 46];
        one.extend(end(1, 46, 0));
        assert_eq!(check(&one, 10), Ok(()));
        assert_eq!(check(&one, 0), Err(Refusal::TooMany { declared: 1 }));
        let mut many = vec![0u8; 46];
        many.extend(end(60_000, 46, 0));
        assert_eq!(check(&many, 10), Err(Refusal::TooMany { declared: 60_000 }));
        assert_eq!(
            check(&many, 100_000),
            Err(Refusal::Invalid(
                "its end record declares 60000 entries in a central directory of 46 bytes, too small for them".into()
            ))
        );
        let mut past = vec![0u8; 10];
        past.extend(end(0, 46, 5));
        assert_eq!(
            check(&past, 10),
            Err(Refusal::Invalid(
                "its end record puts the central directory (46 bytes at offset 5) past the record itself".into()
            ))
        );
        assert_eq!(
            check(b"PK\x03\x04 not a zip at all", 10),
            Err(Refusal::Invalid(
                "it has no end-of-central-directory record".into()
            ))
        );
    }

    #[test]
    fn an_earlier_record_the_reader_may_fall_back_to_is_checked_too() {
        // A record declaring many entries, then a "valid" one in the comment.
        let mut z = vec![0u8; 46];
        let mut first = end(60_000, 46, 0);
        let tail = empty(b"");
        first.truncate(EOCD_LEN - 2);
        first.extend((tail.len() as u16).to_le_bytes());
        z.extend(first);
        z.extend(tail);
        assert_eq!(check(&z, 10), Err(Refusal::TooMany { declared: 60_000 }));
    }

    #[test]
    fn zip64_counts_are_checked() {
        let mut z = vec![0u8; 46];
        let record_at = z.len() as u64;
        z.extend(EOCD64_SIG);
        z.extend(44u64.to_le_bytes()); // size of the rest of the record
        z.extend([0u8; 12]); // versions, disk numbers
        z.extend((1u64 << 40).to_le_bytes()); // entries on this disk
        z.extend((1u64 << 40).to_le_bytes()); // entries
        z.extend(46u64.to_le_bytes()); // directory size
        z.extend(0u64.to_le_bytes()); // directory offset
        z.extend(LOCATOR_SIG);
        z.extend(0u32.to_le_bytes());
        z.extend(record_at.to_le_bytes());
        z.extend(1u32.to_le_bytes());
        z.extend(end(0xFFFF, 0xFFFF_FFFF, 0xFFFF_FFFF));
        assert_eq!(
            check(&z, 10_000),
            Err(Refusal::TooMany { declared: 1 << 40 })
        );
    }
}
