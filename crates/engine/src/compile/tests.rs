//! Tests of rule compilation: patterns changed after loading, the grouping
//! of rules into engines, overlapping anchors.

use std::sync::Arc;

use mcpsift_rules::{Detect, RulePack};
use regex_syntax::hir::Hir;

use super::compile;
use super::groups::{SHARED_ENGINE_MAX_STATES, SHARED_GROUP_MAX_STATES, rule_nfa};
use crate::Scanner;

fn rule(code: &str, anchors: &str, pattern: &str, example: &str) -> (String, String) {
    let text = format!(
        "code = \"{code}\"\nname = \"rule-{}\"\nfamily = \"test\"\nseverity = \"high\"\n\
         summary = \"a test\"\ntargets = [\"prose\"]\nviews = [\"raw\", \"folded\"]\n\
         [detect]\nkind = \"pattern\"\nanchors = [{anchors}]\npatterns = ['''{pattern}''']\n\
         [[example]]\ntext = \"{example}\"\nmatches = true\n\
         [[example]]\ntext = \"nothing here\"\nmatches = false\n",
        code.to_ascii_lowercase()
    );
    (format!("{code}.toml"), text)
}

#[test]
fn a_pattern_changed_after_loading_is_compiled_as_changed() {
    let loaded = RulePack::from_sources([rule(
        "MS901",
        "\"alpha\"",
        r"\balpha\s+beta\b",
        "alpha beta",
    )])
    .expect("pack");
    let mut changed = loaded.rules()[0].clone();
    if let Detect::Pattern { patterns, .. } = &mut changed.detect {
        patterns[0] = r"\balpha\s+gamma\b".to_string();
    }
    let scanner = Scanner::new(&RulePack::from_rules(vec![changed])).expect("compiles");
    let mut scratch = scanner.scratch();
    let finds = |doc: &[u8], scratch: &mut crate::Scratch| {
        !scanner
            .scan_tool(doc, scratch)
            .expect("scans")
            .findings
            .is_empty()
    };
    assert!(finds(
        br#"{"name":"t","description":"alpha gamma"}"#,
        &mut scratch
    ));
    assert!(!finds(
        br#"{"name":"t","description":"alpha beta"}"#,
        &mut scratch
    ));
}

#[test]
fn a_rule_with_a_large_automaton_has_an_engine_of_its_own() {
    let words: Vec<String> = (0..400).map(|i| format!("w{i}x{}", i * 7)).collect();
    let large = format!(r"\bzork\s+({})\b", words.join("|"));
    let pack = RulePack::from_sources([
        rule("MS901", "\"alpha\"", r"\balpha\s+beta\b", "alpha beta"),
        rule("MS902", "\"gamma\"", r"\bgamma\s+delta\b", "gamma delta"),
        rule("MS903", "\"zork\"", &large, "zork w3x21"),
    ])
    .expect("pack");
    let compiled = compile(&pack).expect("compiles");
    assert_eq!(
        compiled.patterns.groups.len(),
        2,
        "the small rules share one engine"
    );
    let scanner = Scanner::new(&pack).expect("compiles");
    let mut scratch = scanner.scratch();
    let doc = br#"{"name":"t","description":"alpha beta, gamma delta and zork w3x21"}"#;
    let report = scanner.scan_tool(doc, &mut scratch).expect("scans");
    let codes: Vec<&str> = report.findings.iter().map(|f| f.code.as_ref()).collect();
    assert_eq!(codes, ["MS901", "MS902", "MS903"]);
}

#[test]
fn small_rules_fill_shared_engines_up_to_their_budget() {
    // Sixteen small rules of about 700 NFA states each: more than
    // one shared engine holds, so they fill two, and every rule still
    // reports from its own.
    let sources: Vec<(String, String)> = (0..16)
        .map(|r| {
            let words: Vec<String> = (0..60).map(|i| format!("v{r}q{i}z")).collect();
            let words = words.join("|");
            let pattern = format!(r"\bkey{r}\s+(({words})\s+){{0,3}}({words})\b");
            rule(
                &format!("MS9{r:02}"),
                &format!("\"key{r}\""),
                &pattern,
                &format!("key{r} v{r}q7z"),
            )
        })
        .collect();
    let pack = RulePack::from_sources(sources).expect("pack");
    let compiled = compile(&pack).expect("compiles");
    let (patterns, rules): (Vec<_>, Vec<_>) = pack
        .rules()
        .iter()
        .enumerate()
        .map(|(i, r)| match &r.detect {
            Detect::Pattern { patterns, .. } => (patterns[0].clone(), i),
            _ => unreachable!("pattern rules"),
        })
        .unzip();
    let hirs: Vec<Arc<Hir>> = patterns
        .iter()
        .map(|p| Arc::new(mcpsift_rules::pattern_parser().parse(p).expect("parses")))
        .collect();
    let sizes: Vec<usize> = rules
        .iter()
        .map(|&r| rule_nfa(&hirs, &rules, r).expect("compiles").states().len())
        .collect();
    assert!(
        sizes.iter().all(|&n| n <= SHARED_ENGINE_MAX_STATES),
        "{sizes:?}"
    );
    assert!(
        sizes.iter().sum::<usize>() > SHARED_GROUP_MAX_STATES,
        "{sizes:?}"
    );
    assert_eq!(compiled.patterns.groups.len(), 2, "{sizes:?}");
    let scanner = Scanner::new(&pack).expect("compiles");
    let mut scratch = scanner.scratch();
    let text: Vec<String> = (0..16).map(|r| format!("key{r} v{r}q7z")).collect();
    let doc = format!(r#"{{"name":"t","description":"{}"}}"#, text.join(", "));
    let report = scanner
        .scan_tool(doc.as_bytes(), &mut scratch)
        .expect("scans");
    assert_eq!(report.findings.len(), 16, "{:?}", report.findings);
}

#[test]
fn overlapping_anchors_each_reach_their_rule() {
    // The gate reports a literal at every position where one starts: a
    // search that resumed after "abcd" would never see "cdef".
    let pack = RulePack::from_sources([
        rule("MS901", "\"abcd\"", r"abcdef", "abcdef"),
        rule("MS902", "\"cdef\"", r"cdefgh", "cdefgh"),
    ])
    .expect("pack");
    let fast = Scanner::new(&pack).expect("compiles");
    let exhaustive = Scanner::builder()
        .exhaustive(true)
        .build(&pack)
        .expect("compiles");
    let doc = br#"{"name":"t","description":"xx abcdefgh yy"}"#;
    let a = fast.scan_tool(doc, &mut fast.scratch()).expect("scans");
    let b = exhaustive
        .scan_tool(doc, &mut exhaustive.scratch())
        .expect("scans");
    assert_eq!(a, b);
    let codes: Vec<&str> = a.findings.iter().map(|f| f.code.as_ref()).collect();
    assert_eq!(codes, ["MS901", "MS902"]);
}
