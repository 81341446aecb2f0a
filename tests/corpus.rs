//! The real corpora in `../shared/corpus`: the benign tools must stay clean
//! (every withheld one is listed, with a reason, in
//! `corpus/accepted-false-positives.toml`), and recall on the statically
//! reachable attacks must not fall.

use std::collections::{BTreeMap, BTreeSet};
use std::fs::File;

use mcpsift::{BatchOptions, RecordOutcome, Verdict, scan_source};
use mcpsift_tests::{builtin, jsonl_files, project_corpus, shared_corpus};
use serde::Deserialize;

#[derive(Deserialize)]
struct Accepted {
    accepted: Vec<AcceptedEntry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AcceptedEntry {
    id: String,
    rule: String,
    reason: String,
}

/// `(id, verdict, rule codes at or above the threshold, all codes)` per item.
fn scan_dir(dir: &std::path::Path) -> Vec<(String, Verdict, Vec<String>, Vec<String>)> {
    let scanner = builtin();
    let mut out = Vec::new();
    for file in jsonl_files(dir) {
        let name = file.display().to_string();
        scan_source(
            &scanner,
            &name,
            File::open(&file).expect("corpus file opens"),
            &BatchOptions::default(),
            None,
            |record| match record.outcome {
                RecordOutcome::Item(item) => {
                    let withholding = item
                        .findings
                        .iter()
                        .filter(|f| f.severity >= scanner.threshold())
                        .map(|f| f.code.to_string())
                        .collect();
                    let all = item.findings.iter().map(|f| f.code.to_string()).collect();
                    out.push((record.id, item.verdict, withholding, all));
                }
                RecordOutcome::Error(e) => {
                    panic!("{}: corpus line could not be scanned: {e}", record.id)
                }
            },
            |_| {},
        )
        .expect("corpus file reads");
    }
    out
}

#[test]
fn benign_corpus_withholds_only_accepted_tools() {
    let Some(corpus) = shared_corpus() else {
        return;
    };
    let results = scan_dir(&corpus.join("benign"));
    assert!(
        results.len() > 10_000,
        "expected the ~14k benign tools, got {}",
        results.len()
    );

    let text = std::fs::read_to_string(project_corpus().join("accepted-false-positives.toml"))
        .expect("accepted-false-positives.toml");
    let accepted: Accepted = toml::from_str(&text).expect("accepted-false-positives.toml parses");
    let mut allowed: BTreeSet<(String, String)> = BTreeSet::new();
    for entry in &accepted.accepted {
        assert!(entry.reason.len() > 20, "{}: give a real reason", entry.id);
        allowed.insert((entry.id.clone(), entry.rule.clone()));
    }

    let mut unexpected = Vec::new();
    let mut seen = BTreeSet::new();
    let mut withheld = 0usize;
    for (id, verdict, codes, _) in &results {
        if *verdict != Verdict::Withhold {
            continue;
        }
        withheld += 1;
        for code in codes {
            let key = (id.clone(), code.clone());
            if allowed.contains(&key) {
                seen.insert(key);
            } else {
                unexpected.push(format!("{id} ({code})"));
            }
        }
    }
    let stale: Vec<_> = allowed.difference(&seen).collect();
    let rate = withheld as f64 / results.len() as f64;
    eprintln!(
        "benign corpus: {} tools, {withheld} withheld ({:.3}%), {} accepted entries",
        results.len(),
        rate * 100.0,
        allowed.len()
    );
    assert!(
        unexpected.is_empty(),
        "benign tools withheld but not in corpus/accepted-false-positives.toml:\n{}",
        unexpected.join("\n")
    );
    assert!(
        stale.is_empty(),
        "accepted entries that no longer fire (remove them): {stale:?}"
    );
    assert!(
        rate <= 0.005,
        "withheld {:.3}% of benign tools; the budget is 0.5%",
        rate * 100.0
    );
}

/// The attack surfaces a static scanner of definitions can reach (the
/// `attack_surface` labels of the shared corpus's attack lines).
const STATIC_SURFACES: [&str; 5] = [
    "tool_metadata",
    "input_schema",
    "naming",
    "naming+annotations",
    "tool_metadata+implementation",
];

#[test]
fn attack_recall_on_static_surfaces_does_not_fall() {
    let Some(corpus) = shared_corpus() else {
        return;
    };
    let dir = corpus.join("attacks");
    let verdicts: BTreeMap<String, (Verdict, usize)> = scan_dir(&dir)
        .into_iter()
        .map(|(id, verdict, _, all)| (id, (verdict, all.len())))
        .collect();

    let mut per_surface: BTreeMap<String, (usize, usize, usize)> = BTreeMap::new();
    for file in jsonl_files(&dir) {
        for line in std::fs::read_to_string(&file).expect("attack file").lines() {
            let case: serde_json::Value = serde_json::from_str(line).expect("attack line is JSON");
            let surface = case["attack_surface"].as_str().unwrap_or("").to_string();
            if !STATIC_SURFACES.contains(&surface.as_str()) {
                continue;
            }
            let id = case["id"].as_str().expect("attack id");
            let (verdict, findings) = verdicts[id];
            let entry = per_surface.entry(surface).or_default();
            entry.0 += 1;
            entry.1 += usize::from(verdict == Verdict::Withhold);
            entry.2 += usize::from(findings > 0);
        }
    }
    let (total, withheld, detected) = per_surface
        .values()
        .fold((0, 0, 0), |a, v| (a.0 + v.0, a.1 + v.1, a.2 + v.2));
    for (surface, (n, w, d)) in &per_surface {
        eprintln!("  {surface:<30} {n:>4} cases, {w:>3} withheld, {d:>3} with any finding");
    }
    let recall = withheld as f64 / total as f64;
    eprintln!(
        "attack recall (withheld at high) on static surfaces: {withheld}/{total} = {:.1}%; any finding: {detected}",
        recall * 100.0
    );
    assert_eq!(
        total, 374,
        "the shared corpus holds 374 static-surface attack lines"
    );
    // A floor, not a target (measured: 358 of 374 with `mcpsift eval`,
    // which sees every file as one batch; this test scans each attack file
    // on its own). The detection target is 90% (337). What is left: tools
    // whose description is neutral on a server that declares nothing
    // (`get_user_roles`, enkrypt's "bad" server whose annotations are
    // merely optimistic), parameters without descriptions (mcp-shield's
    // feedback/debug/extra), `tools_list` (flagged medium), a loopback
    // admin URL default, and name squats of plain words (`compute_`).
    assert!(withheld >= 337, "recall fell: {withheld} withheld, was 358");
}

/// Every shortcut (line gate, prefilter, SIMD kernel) must be invisible in
/// the results: the exhaustive configuration folds and matches every field.
#[test]
fn engine_configurations_agree_on_the_real_corpus() {
    use mcpsift::{Kernel, RulePack, Scanner};
    let Some(corpus) = shared_corpus() else {
        return;
    };
    let pack = RulePack::builtin().expect("pack");
    let configs = [
        ("default", Scanner::new(&pack).expect("builds")),
        (
            "scalar",
            Scanner::builder()
                .kernel(Kernel::Scalar)
                .build(&pack)
                .expect("builds"),
        ),
        (
            "exhaustive",
            Scanner::builder()
                .exhaustive(true)
                .build(&pack)
                .expect("builds"),
        ),
    ];
    let mut scratches: Vec<_> = configs.iter().map(|(_, s)| s.scratch()).collect();
    let mut lines = 0usize;
    for sub in ["benign", "attacks"] {
        for file in jsonl_files(&corpus.join(sub)) {
            for line in std::fs::read_to_string(&file).expect("reads").lines() {
                lines += 1;
                let results: Vec<_> = configs
                    .iter()
                    .zip(scratches.iter_mut())
                    .map(|((_, scanner), scratch)| scanner.scan_document(line.as_bytes(), scratch))
                    .collect();
                for ((name, _), result) in configs.iter().zip(&results).skip(1) {
                    assert_eq!(
                        result,
                        &results[0],
                        "{name} disagrees with default on {}: {line}",
                        file.display()
                    );
                }
            }
        }
    }
    assert!(lines > 14_000);
}

/// The clean-field cache a scratch keeps must be invisible: our own corpus
/// (hard negatives beside attacks, the same short words in every role)
/// scanned with one long-lived scratch, and with a fresh one per line.
#[test]
fn a_warm_scratch_agrees_with_a_fresh_one_on_our_corpus() {
    let scanner = builtin();
    let mut warm = scanner.scratch();
    let mut lines = 0usize;
    // Twice round, so the second pass meets every short field cached.
    for _ in 0..2 {
        for file in jsonl_files(&project_corpus().join("cases")) {
            for line in std::fs::read_to_string(&file).expect("reads").lines() {
                lines += 1;
                let cached = scanner.scan_document(line.as_bytes(), &mut warm);
                let fresh = scanner.scan_document(line.as_bytes(), &mut scanner.scratch());
                assert_eq!(cached, fresh, "{}: {line}", file.display());
            }
        }
    }
    assert!(lines > 800, "our corpus was not read ({lines} lines)");
}
