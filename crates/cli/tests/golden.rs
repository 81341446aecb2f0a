//! Golden output: `mcpsift scan` in every format, byte for byte, for the
//! README's example server and for a manifest with every item kind
//! (`tests/golden/all-kinds.input.json`); and the README's sample output checked
//! against what the binary prints.
//!
//! When a change to the output is intended, regenerate the files and review
//! the diff:
//!
//! ```sh
//! MCPSIFT_BLESS=1 cargo test -p mcpsift-cli --test golden
//! git diff crates/cli/tests/golden
//! ```
//!
//! SARIF carries a description of every rule in the pack; the golden copy
//! keeps only the rules its results name, so an edit to an unrelated rule's
//! summary does not change it.

use std::path::PathBuf;
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn golden_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

/// `mcpsift scan --format FORMAT INPUT`, run from the repository root so the
/// input's path (which the output names) is the same on every machine.
fn scan(input: &str, format: &str) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_mcpsift"))
        .current_dir(root())
        .args(["scan", "--format", format, input])
        .output()
        .expect("mcpsift runs");
    let stdout = String::from_utf8(out.stdout).expect("UTF-8 output");
    (out.status.code(), stdout)
}

/// SARIF with only the rules its results name.
fn trim_sarif(sarif: &str) -> String {
    let mut doc: serde_json::Value = serde_json::from_str(sarif).expect("SARIF is JSON");
    let run = &mut doc["runs"][0];
    let used: Vec<String> = run["results"]
        .as_array()
        .expect("results")
        .iter()
        .map(|r| r["ruleId"].as_str().expect("ruleId").to_string())
        .collect();
    let rules = run["tool"]["driver"]["rules"]
        .as_array_mut()
        .expect("rules");
    rules.retain(|r| used.iter().any(|u| r["id"] == u.as_str()));
    // Results point at rules by index too: renumber them.
    let ids: Vec<String> = rules
        .iter()
        .map(|r| r["id"].as_str().expect("id").to_string())
        .collect();
    for result in run["results"].as_array_mut().expect("results") {
        if result.get("ruleIndex").is_some() {
            let id = result["ruleId"].as_str().expect("ruleId").to_string();
            result["ruleIndex"] = ids.iter().position(|i| *i == id).expect("kept").into();
        }
    }
    serde_json::to_string_pretty(&doc).expect("serializes") + "\n"
}

/// Compares `actual` with the golden file `name`, or writes it with
/// `MCPSIFT_BLESS=1`. Returns a description of the difference.
fn check(name: &str, actual: &str) -> Option<String> {
    let path = golden_dir().join(name);
    if std::env::var_os("MCPSIFT_BLESS").is_some_and(|v| v == "1") {
        std::fs::write(&path, actual).expect("write golden file");
        return None;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_default();
    if expected == actual {
        return None;
    }
    let line = expected
        .lines()
        .zip(actual.lines())
        .position(|(e, a)| e != a)
        .unwrap_or_else(|| expected.lines().count().min(actual.lines().count()));
    Some(format!(
        "{name}: output differs from the golden file at line {} (expected {:?}, got {:?}); \
         if the change is intended, run MCPSIFT_BLESS=1 cargo test -p mcpsift-cli --test golden \
         and review the diff",
        line + 1,
        expected.lines().nth(line).unwrap_or("<end>"),
        actual.lines().nth(line).unwrap_or("<end>"),
    ))
}

fn golden_outputs(input: &str, stem: &str) {
    let mut failures = Vec::new();
    for format in ["text", "json", "jsonl", "sarif"] {
        let (code, out) = scan(input, format);
        assert_eq!(
            code,
            Some(1),
            "{input} --format {format}: something is withheld"
        );
        let out = if format == "sarif" {
            trim_sarif(&out)
        } else {
            out
        };
        failures.extend(check(&format!("{stem}.scan.{format}"), &out));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_readme_example_in_every_format() {
    golden_outputs("corpus/examples/poisoned-server.json", "poisoned-server");
}

#[test]
fn a_manifest_with_every_item_kind_in_every_format() {
    let input = "crates/cli/tests/golden/all-kinds.input.json";
    // Every kind of item is in it, and each kind has a withheld item.
    let (_, jsonl) = scan(input, "jsonl");
    let mut kinds: Vec<(String, String)> = jsonl
        .lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).expect("JSON line");
            (
                v["kind"].as_str().expect("kind").to_string(),
                v["verdict"].as_str().expect("verdict").to_string(),
            )
        })
        .filter(|(_, verdict)| verdict == "withhold")
        .collect();
    kinds.sort();
    kinds.dedup();
    let kinds: Vec<&str> = kinds.iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(
        kinds,
        [
            "instructions",
            "prompt",
            "resource",
            "resource_template",
            "server",
            "tool"
        ]
    );
    golden_outputs(input, "all-kinds");
}

/// The ```text block after the README's first command: its sample output.
fn readme_sample(readme: &str) -> Vec<&str> {
    let after = readme
        .split_once("prints:\n\n```text\n")
        .expect("the README introduces its sample output with \"prints:\" and a text block")
        .1;
    after
        .split_once("\n```")
        .expect("the sample output block ends")
        .0
        .lines()
        .collect()
}

/// True when `sample` matches `actual` line for line, where a sample line
/// `...` stands for any number of lines.
fn matches_with_elisions(sample: &[&str], actual: &[&str]) -> bool {
    match sample.split_first() {
        None => actual.is_empty(),
        Some((&"...", rest)) => {
            (0..=actual.len()).any(|skip| matches_with_elisions(rest, &actual[skip..]))
        }
        Some((line, rest)) => actual
            .split_first()
            .is_some_and(|(a, more)| a == line && matches_with_elisions(rest, more)),
    }
}

#[test]
fn the_readme_sample_output_is_what_the_binary_prints() {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    assert!(
        readme.contains("cargo run --release -- scan corpus/examples/poisoned-server.json"),
        "the README's first command changed: update this test with it"
    );
    let sample = readme_sample(&readme);
    let (code, text) = scan("corpus/examples/poisoned-server.json", "text");
    assert_eq!(code, Some(1));
    let actual: Vec<&str> = text.lines().collect();
    assert!(
        matches_with_elisions(&sample, &actual),
        "README.md's sample output is not what `mcpsift scan corpus/examples/poisoned-server.json` \
         prints; the binary prints:\n{text}"
    );
}

#[test]
fn elisions_match_any_number_of_lines_and_nothing_else() {
    let actual = ["a", "b", "c", "d"];
    assert!(matches_with_elisions(&["a", "...", "d"], &actual));
    assert!(matches_with_elisions(&["...", "b", "...", "d"], &actual));
    assert!(matches_with_elisions(&["a", "b", "...", "c", "d"], &actual));
    assert!(!matches_with_elisions(&["a", "...", "c"], &actual));
    assert!(!matches_with_elisions(&["a", "c", "...", "d"], &actual));
    assert!(!matches_with_elisions(&["a", "b", "c"], &actual));
}
