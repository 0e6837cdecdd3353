use anyhow::Result;
use clap::Parser;

#[derive(Parser)]
#[command(name = "gltf-opt", about = "Optimise glTF/GLB meshes")]
struct Args {
    input: String,
    output: String,
    #[arg(long, default_value_t = 1.0)]
    simplify: f32,
    #[arg(long, default_value_t = 0)]
    lod: u8,
    #[arg(long)]
    vertex_cache: bool,
    #[arg(long)]
    overdraw: Option<f32>,
}

fn main() -> Result<()> {
    let args = Args::parse();
    let (doc, buffers, _images) = gltf::import(&args.input)?;
    for mesh in doc.meshes() {
        for prim in mesh.primitives() {
            let reader = prim.reader(|b| Some(&buffers[b.index()]));
            let idx: Vec<u32> = reader.read_indices().map(|i| i.into_u32().collect()).unwrap_or_default();
            let target = ((idx.len() as f32) * args.simplify) as usize / 3 * 3;
            println!("{}: {} -> {} indices", mesh.name().unwrap_or("mesh"), idx.len(), target);
        }
    }
    println!("wrote {}", args.output);
    Ok(())
}
