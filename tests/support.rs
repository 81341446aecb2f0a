//! Helpers shared by the workspace-level tests.
#![forbid(unsafe_code)]

use std::path::PathBuf;

use mcpsift::{RulePack, Scanner};

/// The shared corpus (`../shared/corpus` beside the checkout), when present.
/// Tests that need it print why they skip and pass when it is absent (a
/// user's machine); CI always has it.
pub fn shared_corpus() -> Option<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus");
    if dir.is_dir() {
        Some(dir)
    } else {
        eprintln!(
            "skipped: {} not found (the shared corpus sits beside the checkout in CI)",
            dir.display()
        );
        None
    }
}

/// The project's own corpus directory.
pub fn project_corpus() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../corpus")
}

/// A scanner over the built-in rules with default settings.
pub fn builtin() -> Scanner {
    Scanner::new(&RulePack::builtin().expect("built-in rules load"))
        .expect("built-in rules compile")
}

/// The `.jsonl` files of a directory, sorted.
pub fn jsonl_files(dir: &std::path::Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("corpus directory readable")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "jsonl"))
        .collect();
    files.sort();
    files
}
