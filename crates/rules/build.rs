//! Embeds every `builtin/**/*.toml` rule file (and `builtin/models/*.tsv`) into the crate, sorted by path,
//! so the built-in pack needs no files at run time.
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).expect("builtin/ must be readable");
    for entry in entries {
        let path = entry.expect("builtin/ entry").path();
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "toml")
            || (path.extension().is_some_and(|e| e == "tsv")
                && path
                    .parent()
                    .and_then(|p| p.file_name())
                    .is_some_and(|d| d == "models"))
        {
            out.push(path);
        }
    }
}

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("manifest dir"));
    let builtin = root.join("builtin");
    println!("cargo:rerun-if-changed={}", builtin.display());
    let mut files = Vec::new();
    collect(&builtin, &mut files);
    files.sort();
    let mut code = String::from("pub(crate) static BUILTIN_FILES: &[(&str, &str)] = &[\n");
    for file in &files {
        println!("cargo:rerun-if-changed={}", file.display());
        let rel = file
            .strip_prefix(&root)
            .expect("under the crate")
            .display()
            .to_string();
        writeln!(
            code,
            "    ({rel:?}, include_str!({:?})),",
            file.display().to_string()
        )
        .expect("write");
    }
    code.push_str("];\n");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("out dir")).join("builtin_files.rs");
    std::fs::write(out, code).expect("write builtin_files.rs");
}
