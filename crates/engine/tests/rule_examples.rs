//! Every `[[example]]` of every built-in rule, through the real engine, in
//! every engine configuration.

use mcpsift_engine::{Kernel, Scanner, run_examples};
use mcpsift_rules::RulePack;

fn check(scanner: &Scanner, pack: &RulePack, label: &str) {
    let results = run_examples(scanner, pack);
    assert!(
        results.len() > 30,
        "expected many examples, got {}",
        results.len()
    );
    let failures: Vec<String> = results
        .iter()
        .filter(|r| !r.passed())
        .map(|r| {
            format!(
                "{} example {}: expected {}, fired {:?} ({})",
                r.code, r.number, r.expected, r.fired, r.note
            )
        })
        .collect();
    assert!(failures.is_empty(), "[{label}]\n{}", failures.join("\n"));
}

#[test]
fn builtin_examples_pass_in_every_configuration() {
    let pack = RulePack::builtin().expect("built-in pack");
    check(&Scanner::new(&pack).expect("compiles"), &pack, "default");
    check(
        &Scanner::builder()
            .kernel(Kernel::Scalar)
            .build(&pack)
            .expect("compiles"),
        &pack,
        "scalar kernel",
    );
    check(
        &Scanner::builder()
            .exhaustive(true)
            .build(&pack)
            .expect("compiles"),
        &pack,
        "exhaustive",
    );
}

#[test]
fn the_builtin_anchors_gate_documents_in_one_pass() {
    // One Aho-Corasick DFA reads each document once for every anchor,
    // whatever their number (the Teddy gate it replaced needed a pass per
    // 64 anchors).
    let pack = RulePack::builtin().expect("built-in pack");
    let passes = Scanner::new(&pack).expect("compiles").gate_passes();
    assert_eq!(passes, 1, "{passes} gate passes");
}
