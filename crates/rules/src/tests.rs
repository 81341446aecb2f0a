//! Unit tests of the rule format and its validation.

use crate::*;

const MINIMAL: &str = r#"
code = "MS999"
name = "test-rule"
family = "test"
severity = "high"
summary = "a test"
targets = ["prose"]
views = ["raw", "folded"]
[detect]
kind = "pattern"
anchors = ["secret"]
patterns = ['secret\s+word']
[[example]]
text = "the secret word"
matches = true
[[example]]
text = "no word"
matches = false
"#;

#[test]
fn builtin_pack_loads() {
    let pack = RulePack::builtin().expect("valid");
    assert!(pack.len() >= 10, "{} rules", pack.len());
}

#[test]
fn loaded_patterns_keep_their_parse_and_changed_ones_do_not() {
    let pack = RulePack::builtin().expect("valid");
    let mut checked = 0;
    for rule in pack.rules() {
        if let Detect::Pattern { patterns, .. } = &rule.detect {
            for pattern in patterns {
                let fresh = pattern_parser().parse(pattern).expect("parses");
                assert_eq!(
                    rule.parsed_pattern(pattern).as_deref(),
                    Some(&fresh),
                    "{}",
                    rule.code
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 100, "{checked} patterns");

    // A rule changed after loading (as the benchmark's grown packs do)
    // has no parse for its new pattern: the engine parses that one.
    let mut rule = Rule::from_toml("t.toml", MINIMAL).expect("valid");
    assert!(rule.parsed_pattern(r"secret\s+word").is_some());
    if let Detect::Pattern { patterns, .. } = &mut rule.detect {
        patterns[0] = r"secret\s+phrase".to_string();
    }
    assert!(rule.parsed_pattern(r"secret\s+phrase").is_none());
    assert!(rule.parsed_pattern("secret").is_none());
}

#[test]
fn minimal_rule_parses() {
    let rule = Rule::from_toml("t.toml", MINIMAL).expect("valid");
    assert_eq!(rule.code, "MS999");
    assert!(rule.targets.contains(Target::Prose));
    assert!(!rule.targets.contains(Target::Name));
}

#[test]
fn severity_parsing_is_strict() {
    assert_eq!("HIGH".parse::<Severity>(), Ok(Severity::High));
    let e = "severe".parse::<Severity>().expect_err("not a severity");
    assert!(e.to_string().contains("low, medium, high, critical"));
    assert!("".parse::<Severity>().is_err());
}

#[test]
fn unknown_keys_are_rejected() {
    let text = MINIMAL.replace("family = \"test\"", "family = \"test\"\nfamliy = 1");
    let e = Rule::from_toml("t.toml", &text).expect_err("unknown key");
    assert!(e.message().contains("famliy"), "{e}");
}

#[test]
fn bad_regex_and_bad_anchor_are_rejected() {
    let text = MINIMAL.replace(r"secret\s+word", r"secret(");
    assert!(Rule::from_toml("t.toml", &text).is_err());
    let text = MINIMAL.replace(r#"anchors = ["secret"]"#, r#"anchors = ["a/b"]"#);
    assert!(Rule::from_toml("t.toml", &text).is_err());
}

#[test]
fn empty_matches_and_case_sensitive_groups_are_rejected() {
    for bad in [r"(secret)?x*", r"(?-i:secret)", r"(?s-i)secret", r"x*"] {
        let text = MINIMAL.replace(r"secret\s+word", bad);
        assert!(Rule::from_toml("t.toml", &text).is_err(), "{bad}");
    }
    for good in [r"(?i)secret", r"\(\?-i", r"(?:secret)\s+word"] {
        let text = MINIMAL.replace(r"secret\s+word", good);
        let text = text.replace("the secret word", "the secret word (?-i");
        assert!(Rule::from_toml("t.toml", &text).is_ok(), "{good}");
    }
}

#[test]
fn squashed_phrases_are_checked() {
    let with = |list: &str, views: &str| {
        let text = MINIMAL
            .replace(
                r"patterns = ['secret\s+word']",
                &format!("patterns = ['secret\\s+word']\nsquashed = [{list}]"),
            )
            .replace(r#"views = ["raw", "folded"]"#, views);
        Rule::from_toml("t.toml", &text)
    };
    let folded = r#"views = ["raw", "folded"]"#;
    let rule = with(r#""secretword""#, folded).expect("valid");
    assert!(
        matches!(&rule.detect, Detect::Pattern { squashed, .. } if squashed == &["secretword"])
    );
    for bad in [r#""abc""#, r#""secret word""#, r#""SecretWord""#] {
        assert!(with(bad, folded).is_err(), "{bad}");
    }
    let e = with(r#""secretword""#, r#"views = ["raw"]"#).expect_err("raw only");
    assert!(e.message().contains("folded"), "{e}");
}

#[test]
fn padding_rules_parse_and_are_bounded() {
    let text = MINIMAL
        .replace(
            "kind = \"pattern\"\nanchors = [\"secret\"]\npatterns = ['secret\\s+word']",
            "kind = \"padding\"\nmin_spaces = 64\nmin_newlines = 8",
        )
        .replace(r#"views = ["raw", "folded"]"#, r#"views = ["raw"]"#);
    let rule = Rule::from_toml("t.toml", &text).expect("valid");
    assert_eq!(rule.detect.kind(), "padding");
    let bad = text.replace("min_spaces = 64", "min_spaces = 2");
    assert!(Rule::from_toml("t.toml", &bad).is_err());
    let folded = text.replace(r#"views = ["raw"]"#, r#"views = ["raw", "folded"]"#);
    assert!(Rule::from_toml("t.toml", &folded).is_err());
}

#[test]
fn missing_negative_example_is_rejected() {
    let text = MINIMAL.replace(
        "text = \"no word\"\nmatches = false",
        "text = \"x\"\nmatches = true",
    );
    let e = Rule::from_toml("t.toml", &text).expect_err("no negative");
    assert!(e.message().contains("matches = false"));
}

#[test]
fn duplicate_codes_are_rejected() {
    let other = MINIMAL.replace("test-rule", "other-rule");
    let e = RulePack::from_sources([
        ("a.toml".to_string(), MINIMAL.to_string()),
        ("b.toml".to_string(), other),
    ])
    .expect_err("duplicate");
    assert!(e.message().contains("already used"));
}

#[test]
fn char_ranges_parse() {
    assert_eq!(parse_char_range("U+200B"), Ok(('\u{200B}', '\u{200B}')));
    assert_eq!(
        parse_char_range("U+202A..U+202E"),
        Ok(('\u{202A}', '\u{202E}'))
    );
    assert!(parse_char_range("200B").is_err());
    assert!(parse_char_range("U+D800").is_err());
}

/// A rule directory of our own under the system temp directory.
fn rule_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("mcpsift-rules-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    std::fs::write(dir.join("rule.toml"), MINIMAL).expect("rule");
    dir
}

#[test]
fn a_rule_directory_loads_plain_files_only_and_bounded() {
    let dir = rule_dir("bounded");
    assert!(RulePack::from_dir(&dir).is_ok());

    // Past the limit: refused, naming the file, before reading it all.
    let big = dir.join("scoring.toml");
    std::fs::write(&big, vec![b'#'; MAX_RULE_FILE_BYTES as usize + 1]).expect("big");
    let e = RulePack::from_dir(&dir).expect_err("too large");
    assert!(e.to_string().contains("scoring.toml"), "{e}");
    assert!(e.to_string().contains("larger than"), "{e}");
    std::fs::remove_file(&big).expect("rm");

    // A FIFO would block the loader for ever: refused without opening it.
    #[cfg(unix)]
    {
        let fifo = dir.join("fifo.toml");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if made.is_ok_and(|s| s.success()) {
            let e = RulePack::from_dir(&dir).expect_err("fifo");
            assert!(e.to_string().contains("not a regular file"), "{e}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A rule's `mentions` must name lexicons of the pack, as a list, and an
/// item-scope concept rule may not have one: each is refused on load with
/// the rule's file and what to fix.
#[test]
fn mentions_are_checked_on_load() {
    let with = |extra: &str| {
        let text = MINIMAL.replace(
            "patterns = ['secret\\s+word']",
            &format!("patterns = ['secret\\s+word']\n{extra}"),
        );
        RulePack::from_sources([("MS999-test.toml".to_string(), text)])
    };
    assert!(with(r#"mentions = ["mention_frame", "example_marker"]"#).is_ok());
    let unknown = with(r#"mentions = ["no_such_lexicon"]"#).expect_err("refused");
    assert!(unknown.to_string().contains("MS999-test.toml"), "{unknown}");
    assert!(
        unknown
            .to_string()
            .contains("\"no_such_lexicon\" is not a lexicon"),
        "{unknown}"
    );
    let not_a_list = with(r#"mentions = "mention_frame""#).expect_err("refused");
    assert!(
        not_a_list
            .to_string()
            .contains("\"mention_frame\", expected a sequence"),
        "{not_a_list}"
    );

    let item = MINIMAL
        .replace(
            "kind = \"pattern\"\nanchors = [\"secret\"]\npatterns = ['secret\\s+word']",
            "kind = \"concepts\"\nscope = \"item\"\nall = [\"secret\"]\nmentions = [\"mention_frame\"]",
        )
        .replace("views = [\"raw\", \"folded\"]", "views = [\"folded\"]")
        .replace("targets = [\"prose\"]", "targets = [\"name\", \"prose\", \"schema_key\", \"schema_text\", \"key\"]");
    let item =
        RulePack::from_sources([("MS999-test.toml".to_string(), item)]).expect_err("refused");
    assert!(
        item.to_string().contains("only for a rule with scope"),
        "{item}"
    );
}

#[test]
fn fragments_are_expanded_on_load_and_their_mistakes_named() {
    let with = |patterns: &str, table: &str| {
        let text = MINIMAL.replace(
            "patterns = ['secret\\s+word']",
            &format!("patterns = {patterns}\n[detect.fragments]\n{table}"),
        );
        RulePack::from_sources([("MS999-test.toml".to_string(), text)])
    };
    let pack = with(
        r"['secret {noun}', '{noun} secret']",
        "noun = 'word|phrase'",
    )
    .expect("loads");
    let Detect::Pattern { patterns, .. } = &pack.get("MS999").expect("there").detect else {
        panic!("a pattern rule");
    };
    assert_eq!(
        patterns,
        &[r"secret\s+(?:word|phrase)", r"(?:word|phrase)\s+secret"]
    );
    let unknown = with("['secret {nouns}']", "noun = 'word'").expect_err("refused");
    let unknown = unknown.to_string();
    assert!(
        unknown.contains("MS999-test.toml")
            && unknown.contains("pattern 1: {nouns} names no fragment"),
        "{unknown}"
    );
    let unused = with("['secret {noun}']", "noun = 'word'\nverb = 'tell'").expect_err("refused");
    assert!(
        unused
            .to_string()
            .contains("\"verb\" is used by no pattern"),
        "{unused}"
    );
    let cycle = with("['secret {a}']", "a = '{b}'\nb = '{a}'").expect_err("refused");
    assert!(cycle.to_string().contains("uses itself"), "{cycle}");
    // An expansion that breaks the regex is reported as the pattern it made.
    let broken = with("['secret {noun}']", "noun = '(word'").expect_err("refused");
    assert!(broken.to_string().contains("does not parse"), "{broken}");
}

#[test]
fn builtin_rules_that_name_fragments_load_them_expanded() {
    let pack = RulePack::builtin().expect("valid");
    let named = pack
        .rules()
        .iter()
        .filter(|r| matches!(&r.detect, Detect::Pattern { fragments, .. } if !fragments.is_empty()))
        .count();
    assert!(named >= 5, "{named} rules name fragments");
    for rule in pack.rules() {
        if let Detect::Pattern { patterns, .. } = &rule.detect {
            for p in patterns {
                assert!(
                    !p.contains("{verb") && !p.contains("{word_start}"),
                    "{}: {p}",
                    rule.code
                );
            }
        }
    }
}
