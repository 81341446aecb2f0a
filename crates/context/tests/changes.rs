//! The manifest context step against hand-computed cases.
//!
//! The reference scanner (`crates/reference`) is an independent oracle for
//! everything a field's text decides, but it applies this same context step:
//! `Context::changes` is the part the two share and trust. So it is tested
//! here on its own, on manifests small enough to work out by hand, one case
//! per kind of evidence of the built-in pack: an escalation that holds, one
//! that does not and drops its finding, counter-evidence, a hostile server,
//! and a name collision.

use mcpsift_context::{BatchNames, Change, Context, FindingFacts, ItemFacts};
use mcpsift_rules::{RulePack, Severity};

fn pack() -> RulePack {
    RulePack::builtin().expect("built-in rules")
}

fn rule(pack: &RulePack, code: &str) -> usize {
    pack.rules()
        .iter()
        .position(|r| r.code == code)
        .unwrap_or_else(|| panic!("{code} is in the built-in pack"))
}

fn tool<'a>(name: &'a str, findings: Vec<FindingFacts<'a>>) -> ItemFacts<'a> {
    ItemFacts {
        is_tool: true,
        name,
        read_only_hint: None,
        destructive_hint: None,
        findings,
    }
}

fn finding(rule: usize, severity: Severity, text: &str) -> FindingFacts<'_> {
    FindingFacts {
        rule,
        severity,
        text,
    }
}

#[test]
fn a_trigger_naming_another_servers_tool_is_escalated() {
    // MS130 (low) escalates to high when the tool it names is not served by
    // this manifest but by another server of the batch.
    let pack = pack();
    let ctx = Context::new(&pack);
    let ms130 = rule(&pack, "MS130");
    let items = [tool(
        "word_count",
        vec![finding(ms130, Severity::Low, "After using upload_blob_v2")],
    )];
    let mut batch = BatchNames::new();
    batch.insert(1, "upload_blob_v2");
    assert_eq!(
        ctx.changes(&items, 0, &batch),
        [Change::Severity {
            item: 0,
            finding: 0,
            to: Severity::High
        }]
    );
}

#[test]
fn a_trigger_naming_a_sibling_tool_is_dropped() {
    // The same finding when the named tool is the manifest's own: the
    // condition does not hold, and MS130 says `otherwise = "drop"`.
    let pack = pack();
    let ctx = Context::new(&pack);
    let ms130 = rule(&pack, "MS130");
    let items = [
        tool(
            "word_count",
            vec![finding(ms130, Severity::Low, "After using upload_blob_v2")],
        ),
        tool("upload_blob_v2", vec![]),
    ];
    assert_eq!(
        ctx.changes(&items, 0, &BatchNames::new()),
        [Change::Remove {
            item: 0,
            finding: 0
        }]
    );
}

#[test]
fn a_name_misspelling_the_tool_its_text_claims_is_escalated() {
    // MS664 (low) escalates to high when the item's name is a slip or a
    // lookalike of a tool the matched claim names, and is dropped when the
    // named tool is an honest sibling (a version, a plural).
    let pack = pack();
    let ctx = Context::new(&pack);
    let ms664 = rule(&pack, "MS664");
    let claim = "compatible with brave_web_search, but faster";
    let items = [tool(
        "brave_web_serach",
        vec![finding(ms664, Severity::Low, claim)],
    )];
    assert_eq!(
        ctx.changes(&items, 0, &BatchNames::new()),
        [Change::Severity {
            item: 0,
            finding: 0,
            to: Severity::High
        }]
    );
    let items = [tool(
        "fetch_vvebpage",
        vec![finding(ms664, Severity::Low, "same as fetch_webpage")],
    )];
    assert_eq!(
        ctx.changes(&items, 0, &BatchNames::new()),
        [Change::Severity {
            item: 0,
            finding: 0,
            to: Severity::High
        }]
    );
    for (name, text) in [
        ("list_files_v2", "Improved list_files with paging"),
        ("get_users", "like get_user, for many ids"),
        ("send_mail", "same as send_email"),
    ] {
        let items = [tool(name, vec![finding(ms664, Severity::Low, text)])];
        assert_eq!(
            ctx.changes(&items, 0, &BatchNames::new()),
            [Change::Remove {
                item: 0,
                finding: 0
            }],
            "{name}"
        );
    }
}

#[test]
fn a_read_only_claim_escalates_a_destructive_tool() {
    // MS132 (low) escalates to high on a tool annotated readOnlyHint: true,
    // and is dropped on one that is not.
    let pack = pack();
    let ctx = Context::new(&pack);
    let ms132 = rule(&pack, "MS132");
    let mut item = tool(
        "delete_rows",
        vec![finding(ms132, Severity::Low, "delete_rows")],
    );
    item.read_only_hint = Some(true);
    assert_eq!(
        ctx.changes(std::slice::from_ref(&item), 0, &BatchNames::new()),
        [Change::Severity {
            item: 0,
            finding: 0,
            to: Severity::High
        }]
    );
    item.read_only_hint = Some(false);
    assert_eq!(
        ctx.changes(&[item], 0, &BatchNames::new()),
        [Change::Remove {
            item: 0,
            finding: 0
        }]
    );
}

#[test]
fn steering_between_one_servers_own_tools_is_lowered() {
    // MS106 (high) has counter-evidence: when the text names a sibling tool
    // (and no other server's), it is lowered to medium.
    let pack = pack();
    let ctx = Context::new(&pack);
    let ms106 = rule(&pack, "MS106");
    let items = [
        tool(
            "list_dir",
            vec![finding(
                ms106,
                Severity::High,
                "Use this tool instead of run_shell_cmd",
            )],
        ),
        tool("run_shell_cmd", vec![]),
    ];
    assert_eq!(
        ctx.changes(&items, 0, &BatchNames::new()),
        [Change::Severity {
            item: 0,
            finding: 0,
            to: Severity::Medium
        }]
    );
}

#[test]
fn every_other_tool_of_an_attack_kit_is_hostile() {
    // A high offensive_capability finding (MS401) on one tool: MS408 is
    // added to each other item, naming it; the declaring tool gets none.
    let pack = pack();
    let ctx = Context::new(&pack);
    let (ms401, ms408) = (rule(&pack, "MS401"), rule(&pack, "MS408"));
    let items = [
        tool("port_scan", vec![]),
        tool(
            "exfil_data",
            vec![finding(ms401, Severity::High, "exfiltrates data")],
        ),
        tool("list_files", vec![]),
    ];
    let changes = ctx.changes(&items, 0, &BatchNames::new());
    let added: Vec<(usize, usize, Severity)> = changes
        .iter()
        .map(|c| match c {
            Change::Add {
                item,
                rule,
                severity,
                evidence,
            } => {
                assert!(evidence.contains("exfil_data"), "{evidence}");
                (*item, *rule, *severity)
            }
            other => panic!("unexpected {other:?}"),
        })
        .collect();
    assert_eq!(
        added,
        [(0, ms408, Severity::High), (2, ms408, Severity::High)]
    );
    // A medium finding of the family does not make the server hostile.
    let items = [
        tool("port_scan", vec![]),
        tool(
            "exfil_data",
            vec![finding(ms401, Severity::Medium, "exfiltrates data")],
        ),
    ];
    assert_eq!(ctx.changes(&items, 0, &BatchNames::new()), []);
}

#[test]
fn a_lookalike_name_of_a_sibling_collides_and_an_ascii_one_does_not() {
    // `send_emаil` with a Cyrillic а has the skeleton of `send_email`.
    let pack = pack();
    let ctx = Context::new(&pack);
    let ms202 = rule(&pack, "MS202");
    let items = [tool("send_email", vec![]), tool("send_em\u{430}il", vec![])];
    let changes = ctx.changes(&items, 0, &BatchNames::new());
    assert!(
        matches!(
            changes.as_slice(),
            [Change::Add { item: 1, rule, severity: Severity::High, evidence }]
                if *rule == ms202 && evidence.contains("send_email")
        ),
        "{changes:?}"
    );
    // Two ASCII names with one skeleton (`modern`, `modem`) are ordinary.
    let items = [tool("modern", vec![]), tool("modem", vec![])];
    assert_eq!(ctx.changes(&items, 0, &BatchNames::new()), []);
}

#[test]
fn an_ascii_lookalike_of_a_sibling_or_a_well_known_name_collides() {
    let pack = pack();
    let ctx = Context::new(&pack);
    let ms202 = rule(&pack, "MS202");
    // `rn` for `m`, beside the real name: only the impostor is flagged.
    let items = [tool("send_email", vec![]), tool("send_ernail", vec![])];
    let changes = ctx.changes(&items, 0, &BatchNames::new());
    assert!(
        matches!(
            changes.as_slice(),
            [Change::Add { item: 1, rule, severity: Severity::High, evidence }]
                if *rule == ms202 && evidence.contains("send_email")
        ),
        "{changes:?}"
    );
    // A capital I for l, against the well-known `list_directory`, alone.
    let items = [tool("Iist_directory", vec![])];
    let changes = ctx.changes(&items, 0, &BatchNames::new());
    assert!(
        matches!(changes.as_slice(), [Change::Add { item: 0, rule, .. }] if *rule == ms202),
        "{changes:?}"
    );
    // A name of another server of the batch.
    let mut batch = BatchNames::new();
    batch.insert(7, "query_orders");
    let items = [tool("query_0rders", vec![])];
    assert_eq!(ctx.changes(&items, 0, &batch).len(), 1);
    // Case and separators only, a one-letter typo, and names too short.
    for (a, b) in [
        ("read_file", "readFile"),
        ("create_event", "create_evemt"),
        ("ls1", "lsl"),
    ] {
        let items = [tool(a, vec![]), tool(b, vec![])];
        assert_eq!(ctx.changes(&items, 0, &BatchNames::new()), [], "{a} {b}");
    }
    assert!(ctx.name_may_collide("send_ernail"));
    assert!(ctx.name_may_collide("read_flle"));
    assert!(!ctx.name_may_collide("get_weather_now"));
    // A well-known name itself is real: a clean document keeps the fast path.
    assert!(!ctx.name_may_collide("list_pull_requests"));
    assert!(!ctx.name_may_collide("listPullRequests"));
}
