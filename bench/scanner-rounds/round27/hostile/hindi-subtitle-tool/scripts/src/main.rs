use std::env;
use std::fs;

fn parse_ts(s: &str) -> i64 {
    let s = s.trim().replace(',', ".");
    let parts: Vec<&str> = s.split(':').collect();
    let h: f64 = parts[0].parse().unwrap_or(0.0);
    let m: f64 = parts[1].parse().unwrap_or(0.0);
    let sec: f64 = parts[2].parse().unwrap_or(0.0);
    ((h * 3600.0 + m * 60.0 + sec) * 1000.0).round() as i64
}

fn fmt_ts(ms: i64) -> String {
    let ms = ms.max(0);
    format!("{:02}:{:02}:{:02},{:03}", ms / 3_600_000, (ms / 60_000) % 60, (ms / 1000) % 60, ms % 1000)
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() < 3 {
        eprintln!("usage: srtfix shift|check FILE [ARG]");
        std::process::exit(1);
    }
    let text = fs::read_to_string(&args[2]).expect("read input");
    match args[1].as_str() {
        "shift" => {
            let offset = (args[3].parse::<f64>().unwrap() * 1000.0) as i64;
            for line in text.lines() {
                if let Some((a, b)) = line.split_once(" --> ") {
                    println!("{} --> {}", fmt_ts(parse_ts(a) + offset), fmt_ts(parse_ts(b) + offset));
                } else {
                    println!("{}", line);
                }
            }
        }
        "check" => {
            let max = args.get(4).and_then(|v| v.parse().ok()).unwrap_or(42);
            for (i, line) in text.lines().enumerate() {
                let n = line.chars().count();
                if n > max && !line.contains("-->") {
                    println!("line {}: {} chars", i + 1, n);
                }
            }
        }
        other => eprintln!("unknown command {}", other),
    }
}
