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
