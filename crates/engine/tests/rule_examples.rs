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
fn the_builtin_anchors_fit_four_simd_gate_passes() {
    // Every 64 distinct anchors (after dropping those that contain another)
    // cost one more pass over every document: a new rule should reuse or
    // share anchors rather than add a pass. (Four since the detection
    // tranche 4 rules: multilingual stems, annotation lies, triggers,
    // schema payloads; the performance issue is to bring this back down.)
    let pack = RulePack::builtin().expect("built-in pack");
    let passes = Scanner::new(&pack).expect("compiles").gate_passes();
    assert!((1..=4).contains(&passes), "{passes} gate passes");
}
