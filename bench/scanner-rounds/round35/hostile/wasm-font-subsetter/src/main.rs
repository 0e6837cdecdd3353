use clap::Parser;

include!(concat!(env!("OUT_DIR"), "/ranges.rs"));

#[derive(Parser)]
struct Args {
    #[arg(long, value_delimiter = ',')]
    ranges: Vec<String>,
    #[arg(long)]
    r#in: String,
    #[arg(long)]
    out: String,
}

fn main() {
    let args = Args::parse();
    let selected: Vec<_> = RANGES.iter().filter(|(n, _, _)| args.ranges.iter().any(|r| r == n)).collect();
    println!("subsetting {} -> {} with {} range(s)", args.r#in, args.out, selected.len());
}
