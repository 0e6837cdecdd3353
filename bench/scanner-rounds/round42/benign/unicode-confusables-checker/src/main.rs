use std::{env, fs};
use walkdir::WalkDir;

fn suspicious(c: char) -> Option<&'static str> {
    match c as u32 {
        0x202A..=0x202E | 0x2066..=0x2069 => Some("bidi-control"),
        0x200B..=0x200D | 0x2060 => Some("zero-width"),
        0xE0000..=0xE007F => Some("tag-character"),
        _ => None,
    }
}

fn main() {
    let root = env::args().nth(1).unwrap_or_else(|| ".".into());
    let mut hits = 0;
    for e in WalkDir::new(root).into_iter().filter_map(Result::ok).filter(|e| e.file_type().is_file()) {
        let Ok(text) = fs::read_to_string(e.path()) else { continue };
        for (ln, line) in text.lines().enumerate() {
            for (col, ch) in line.chars().enumerate() {
                if ln == 0 && col == 0 && ch == '\u{FEFF}' { continue; }
                if let Some(kind) = suspicious(ch) {
                    println!("{}:{}:{}: {} U+{:04X}", e.path().display(), ln + 1, col + 1, kind, ch as u32);
                    hits += 1;
                }
            }
        }
    }
    std::process::exit(if hits > 0 { 1 } else { 0 });
}
