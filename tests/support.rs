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

/// The engine configurations that must all agree with each other and with
/// the reference scanner: every shortcut on, the scalar kernel, and every
/// shortcut off.
pub fn configurations(pack: &RulePack) -> Vec<(&'static str, Scanner)> {
    use mcpsift::Kernel;
    vec![
        ("default", Scanner::new(pack).expect("compiles")),
        (
            "scalar kernel",
            Scanner::builder()
                .kernel(Kernel::Scalar)
                .build(pack)
                .expect("compiles"),
        ),
        (
            "exhaustive",
            Scanner::builder()
                .exhaustive(true)
                .build(pack)
                .expect("compiles"),
        ),
    ]
}

/// A comparable summary of one document's scan: per item `(kind, name,
/// index, verdict, sorted findings as "CODE POINTER ROLE VIEW START..END")`,
/// or the error kind.
pub type Outcome = Result<Vec<(String, String, Option<usize>, String, Vec<String>)>, String>;

/// The engine's outcome for `json`.
pub fn engine_outcome(scanner: &Scanner, scratch: &mut mcpsift::Scratch, json: &[u8]) -> Outcome {
    match scanner.scan_document(json, scratch) {
        Ok(report) => Ok(report
            .items
            .iter()
            .map(|item| {
                let mut findings: Vec<String> = item
                    .findings
                    .iter()
                    .map(|f| {
                        format!(
                            "{} {} {} {} {}..{}",
                            f.code,
                            f.pointer,
                            f.role.as_str(),
                            f.view.as_str(),
                            f.span.0,
                            f.span.1
                        )
                    })
                    .collect();
                findings.sort();
                (
                    item.kind.as_str().to_string(),
                    item.name.clone(),
                    item.index,
                    item.verdict.as_str().to_string(),
                    findings,
                )
            })
            .collect()),
        Err(e) => Err(e.kind().as_str().to_string()),
    }
}

/// The reference scanner's outcome for `json`.
pub fn reference_outcome(reference: &mcpsift_reference::Reference, json: &[u8]) -> Outcome {
    match reference.scan_document(json) {
        Ok(items) => Ok(items
            .iter()
            .map(|item| {
                let mut findings: Vec<String> = item
                    .findings
                    .iter()
                    .map(|f| {
                        format!(
                            "{} {} {} {} {}..{}",
                            f.code,
                            f.pointer,
                            f.role.as_str(),
                            f.view.as_str(),
                            f.span.0,
                            f.span.1
                        )
                    })
                    .collect();
                findings.sort();
                (
                    item.kind.to_string(),
                    item.name.clone(),
                    item.index,
                    item.verdict.to_string(),
                    findings,
                )
            })
            .collect()),
        Err(e) => Err(e.kind.to_string()),
    }
}

/// Scans `json` with every configuration and the reference; returns the
/// agreed outcome, or a description of the first disagreement.
pub fn differential(
    configs: &[(&'static str, Scanner)],
    scratches: &mut [mcpsift::Scratch],
    reference: &mcpsift_reference::Reference,
    json: &[u8],
) -> Result<Outcome, String> {
    let expected = reference_outcome(reference, json);
    for ((name, scanner), scratch) in configs.iter().zip(scratches.iter_mut()) {
        let got = engine_outcome(scanner, scratch, json);
        if got != expected {
            return Err(format!(
                "engine ({name}) disagrees with the reference on {}\n  engine:    {got:?}\n  reference: {expected:?}",
                String::from_utf8_lossy(json)
            ));
        }
    }
    Ok(expected)
}

/// The reference scanner over the built-in rules.
pub fn builtin_reference() -> mcpsift_reference::Reference {
    mcpsift_reference::Reference::new(
        &RulePack::builtin().expect("pack"),
        mcpsift::Severity::High,
        mcpsift_reference::RefLimits::default(),
    )
    .expect("reference compiles")
}
