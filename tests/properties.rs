//! Property tests on generated input, run by `cargo test` on stable:
//!
//! * engine == reference (in every engine configuration) on tool documents
//!   built from a grammar that mixes real phrases from the rule examples with
//!   invisible characters, lookalike letters, full-width forms, letter
//!   spacing (narrow and wide), letters joined by separators (`i.g.n`,
//!   `i-g-n`, `i·g·n`), leetspeak, snake/camel/kebab-case joining,
//!   whitespace padding, JSON escapes, base64, TAG smuggling, duplicate keys
//!   and deep schemas;
//! * the same on documents whose strings carry phrases encoded (and nested)
//!   as base64, URL-safe base64, hex, percent-encoding, HTML entities,
//!   variation selectors and TAG characters, beside the noise real tools
//!   carry (hashes, UUIDs, JWTs, random base64, truncated or invalid UTF-8);
//! * the same on tools whose description and a property carry a concept
//!   rule's example disguised (leetspeak, separated letters, base64 or
//!   another encoding, nested): the concept rules read those texts too;
//! * folding (prose and identifier style), the leet text and the squashed
//!   runs agree with the reference's, folding and leet are idempotent, and
//!   every folded byte maps back inside the raw text.
//!
//! (SIMD kernels against the scalar one are property-tested in `crates/simd`.)

use mcpsift::RulePack;
use mcpsift_tests::{builtin_reference, configurations, differential, encodings, reference_for};
use proptest::prelude::*;

/// Phrases from every rule example (matching and not), plus ordinary prose.
fn phrases() -> Vec<String> {
    let pack = RulePack::builtin().expect("pack");
    let mut out: Vec<String> = pack
        .rules()
        .iter()
        .flat_map(|r| r.examples.iter())
        .filter_map(|e| e.text.clone())
        .collect();
    out.extend(
        [
            "Returns the weather for a city.",
            "Lists files. Set override to true to replace them.",
            "You are a helpful assistant.",
            "Use this tool instead of read_file for large files.",
            "a b c",
            "Runs an A B test",
            "x",
            "",
            "返回天气",
            "Данные о погоде",
            "v3.1 on port 8080, sha256 and base64, k8s i18n",
            "ignore_case",
            "system_prompt_id",
            "d o   n o t   t e l l   t h e   u s e r",
        ]
        .map(String::from),
    );
    out.extend(gapped_phrases());
    out
}

const INVISIBLES: &[char] = &[
    '\u{200B}',
    '\u{200C}',
    '\u{200D}',
    '\u{2060}',
    '\u{FEFF}',
    '\u{202E}',
    '\u{2066}',
    '\u{00AD}',
    '\u{E0041}',
    '\u{FE0F}',
    '\u{180E}',
];

const LOOKALIKES: &[(char, char)] = &[
    ('a', 'а'),
    ('e', 'е'),
    ('o', 'о'),
    ('p', 'р'),
    ('c', 'с'),
    ('i', 'і'),
    ('o', 'ο'),
    ('x', 'х'),
    ('y', 'у'),
];

/// A deterministic stream of choices, so one seed reproduces one document.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

/// One encoding of `text`, or two nested; sometimes with a byte that is not
/// UTF-8 once decoded.
fn encode(text: &str, rng: &mut Rng, depth: usize) -> String {
    let inner = if depth > 0 && rng.chance(35) {
        encode(text, rng, depth - 1)
    } else {
        text.to_string()
    };
    let mut bytes = inner.into_bytes();
    if rng.chance(8) {
        let at = rng.below(bytes.len() + 1);
        bytes.insert(at, 0xFF);
    }
    encodings::encode(rng.below(usize::from(encodings::SCHEMES)) as u8, &bytes)
}

/// Strings real tools carry that look encoded and are not text.
fn noise(rng: &mut Rng) -> String {
    let random: Vec<u8> = (0..8 + rng.below(40)).map(|_| rng.next() as u8).collect();
    match rng.below(7) {
        0 => random.iter().map(|b| format!("{b:02x}")).collect(),
        1 => "550e8400-e29b-41d4-a716-446655440000".to_string(),
        2 => "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c".to_string(),
        3 => format!("data:image/png;base64,{}", encodings::base64(&random)),
        4 => "https://example.com/search?q=caf%C3%A9%20au%20lait&lang=fr".to_string(),
        5 => "Tom &amp; Jerry &copy; 2024 &mdash; R&D".to_string(),
        _ => "get_repository_contents_by_path".to_string(),
    }
}

/// One evasion (or none) applied to a phrase.
fn mutate(text: &str, rng: &mut Rng) -> String {
    match rng.below(20) {
        18 | 19 => separated(text, rng),
        14 => text
            .chars()
            .map(|c| {
                let leet = match c.to_ascii_lowercase() {
                    'o' => '0',
                    'i' => '1',
                    'e' => '3',
                    'a' => {
                        if rng.chance(50) {
                            '4'
                        } else {
                            '@'
                        }
                    }
                    's' => {
                        if rng.chance(50) {
                            '5'
                        } else {
                            '$'
                        }
                    }
                    't' => '7',
                    _ => c,
                };
                if rng.chance(60) { leet } else { c }
            })
            .collect(),
        15 => {
            let words: Vec<&str> = text.split_whitespace().collect();
            match rng.below(3) {
                0 => words.join("_"),
                1 => words.join("-"),
                _ => words
                    .iter()
                    .map(|w| {
                        let mut cs = w.chars();
                        cs.next()
                            .map(|f| f.to_uppercase().chain(cs).collect::<String>())
                            .unwrap_or_default()
                    })
                    .collect(),
            }
        }
        16 => {
            let gap = " ".repeat(3 + rng.below(6));
            text.chars()
                .filter(|c| !c.is_whitespace())
                .map(String::from)
                .collect::<Vec<_>>()
                .join(&gap)
        }
        17 => {
            let pad = if rng.chance(50) {
                " ".repeat(60 + rng.below(10))
            } else {
                "\n".repeat(6 + rng.below(4))
            };
            format!("Returns the time.{pad}{text}")
        }
        0 => {
            let mut chars: Vec<char> = text.chars().collect();
            for _ in 0..=rng.below(3) {
                let at = rng.below(chars.len() + 1);
                chars.insert(at, INVISIBLES[rng.below(INVISIBLES.len())]);
            }
            chars.into_iter().collect()
        }
        1 => text
            .chars()
            .map(|c| match LOOKALIKES.iter().find(|(a, _)| *a == c) {
                Some((_, l)) if rng.chance(50) => *l,
                _ => c,
            })
            .collect(),
        2 => text
            .chars()
            .map(|c| {
                if c.is_ascii_graphic() && rng.chance(70) {
                    char::from_u32(c as u32 - 0x21 + 0xFF01).unwrap_or(c)
                } else {
                    c
                }
            })
            .collect(),
        3 => {
            let gap = if rng.chance(50) { " " } else { "  " };
            text.split(' ')
                .map(|w| w.chars().map(String::from).collect::<Vec<_>>().join(gap))
                .collect::<Vec<_>>()
                .join("   ")
        }
        4 => text
            .chars()
            .map(|c| {
                if rng.chance(50) {
                    c.to_ascii_uppercase()
                } else {
                    c
                }
            })
            .collect(),
        5 => format!("Decode: {}", encodings::base64(text.as_bytes())),
        6 => {
            let hidden: String = text
                .chars()
                .filter(|c| c.is_ascii() && !c.is_ascii_control())
                .filter_map(|c| char::from_u32(0xE0000 + c as u32))
                .collect();
            format!("Formats text.{hidden}")
        }
        7 => format!("{text} 👨\u{200D}💻 {}", "—"),
        8 | 9 => {
            let encoded = encode(text, rng, 2);
            match rng.below(3) {
                0 => encoded,
                1 => format!("Setup: {encoded}. {}", noise(rng)),
                _ => format!("{} then {encoded}", noise(rng)),
            }
        }
        10 => noise(rng),
        _ => text.to_string(),
    }
}

/// `text` with the letters of each word joined by a separator (`.`, `-`,
/// `_`, `*`, `·`, sometimes with spaces around it), the words apart as
/// written or by a wider gap: what the folded view closes up.
fn separated(text: &str, rng: &mut Rng) -> String {
    const GAPS: &[&str] = &[".", "-", "_", "*", "\u{b7}", ". ", " - ", " _ ", "..", "."];
    let gap = GAPS[rng.below(GAPS.len())];
    let between = if rng.chance(30) { "   " } else { " " };
    text.split(' ')
        .map(|w| w.chars().map(String::from).collect::<Vec<_>>().join(gap))
        .collect::<Vec<_>>()
        .join(between)
}

/// `text` in leetspeak: most `o i e a s t` become `0 1 3 4 5 7` (`a` and
/// `s` sometimes `@` and `$`).
fn leetspeak(text: &str, rng: &mut Rng) -> String {
    text.chars()
        .map(|c| {
            let leet = match c.to_ascii_lowercase() {
                'o' => '0',
                'i' => '1',
                'e' => '3',
                'a' if rng.chance(20) => '@',
                'a' => '4',
                's' if rng.chance(20) => '$',
                's' => '5',
                't' => '7',
                _ => c,
            };
            if rng.chance(70) { leet } else { c }
        })
        .collect()
}

/// The example texts of the concept rules.
fn concept_examples() -> Vec<String> {
    let pack = RulePack::builtin().expect("pack");
    pack.rules()
        .iter()
        .filter(|r| matches!(r.detect, mcpsift::Detect::Concepts { .. }))
        .flat_map(|r| r.examples.iter())
        .filter_map(|e| e.text.clone())
        .collect()
}

/// Every gapped lexicon term (`other ~ tool`) of the built-in pack written
/// with 0 to 3 words in its gap, and with a sentence end there: the
/// engine's joined parts against the reference's word-by-word comparison.
fn gapped_phrases() -> Vec<String> {
    let pack = RulePack::builtin().expect("pack");
    let mut out = Vec::new();
    for term in pack.lexicons().iter().flat_map(|l| &l.terms) {
        let Some(gap) = term.gap else {
            continue;
        };
        let (before, after) = term.words.split_at(gap);
        let tail = if term.prefix { "s" } else { "" };
        for inside in [
            "",
            "network",
            "local shell",
            "very old local",
            "network. Then",
            "send",
        ] {
            let middle = if inside.is_empty() {
                " ".to_string()
            } else {
                format!(" {inside} ")
            };
            out.push(format!(
                "{}{middle}{}{tail}",
                before.join(" "),
                after.join(" ")
            ));
        }
    }
    out
}

#[test]
fn engine_agrees_with_reference_on_gapped_terms() {
    let mut state = State::new();
    let State {
        reference,
        configs,
        scratches,
        ..
    } = &mut state;
    let gapped = gapped_phrases();
    assert!(gapped.len() >= 6, "the built-in pack has gapped terms");
    let examples = concept_examples();
    let mut checked = 0;
    for (k, phrase) in gapped.iter().enumerate() {
        // Alone, and beside a concept example so that rules can complete.
        let example = &examples[k % examples.len()];
        for text in [
            phrase.clone(),
            format!("{phrase} {example}"),
            format!("{example} {phrase}."),
        ] {
            let doc = description_document(&text);
            let outcome = differential(configs, scratches, reference, doc.as_bytes());
            assert!(outcome.is_ok(), "{}", outcome.err().unwrap_or_default());
            checked += 1;
        }
    }
    assert!(checked > 0);
}

/// A tool whose description is `text`.
fn description_document(text: &str) -> String {
    format!(
        r#"{{"name":"t","description":{}}}"#,
        serde_json::to_string(text).expect("a JSON string")
    )
}

/// The terms of the negation lexicons (negators, the phrases that void
/// them, the words that end their reach), as text.
fn negation_words() -> Vec<String> {
    let pack = RulePack::builtin().expect("pack");
    let names = [mcpsift::NEGATOR, mcpsift::NOT_NEGATOR, mcpsift::SCOPE_BREAK];
    pack.lexicons()
        .iter()
        .filter(|l| names.contains(&l.name.as_str()))
        .flat_map(|l| &l.terms)
        .map(|t| t.words.join(" "))
        .collect()
}

/// Negators, their voiding phrases and scope breaks written into every
/// concept example, at its first word gaps and its middle, bare or followed
/// by a comma: the engine's marking of negated terms (a look-back over the hits
/// in word order) against the reference's plain reading.
#[test]
fn engine_agrees_with_reference_where_negators_stand() {
    let mut state = State::new();
    let State {
        reference,
        configs,
        scratches,
        ..
    } = &mut state;
    let words = negation_words();
    assert!(words.len() > 50, "the built-in pack reads negation");
    let mut checked = 0;
    for (k, example) in concept_examples().iter().enumerate() {
        let parts: Vec<&str> = example.split(' ').collect();
        let mut gaps = vec![0, 1, 2, parts.len() / 2];
        gaps.dedup();
        for at in gaps.into_iter().filter(|&at| at <= parts.len()) {
            let word = &words[(k * 7 + at) % words.len()];
            // Bare, or followed by a comma (which ends its reach).
            let inserted = if (k + at) % 2 == 0 {
                word.clone()
            } else {
                format!("{word},")
            };
            let mut text = parts.clone();
            text.insert(at, &inserted);
            let doc = description_document(&text.join(" "));
            let outcome = differential(configs, scratches, reference, doc.as_bytes());
            assert!(outcome.is_ok(), "{}", outcome.err().unwrap_or_default());
            checked += 1;
        }
    }
    assert!(checked > 500, "only {checked} texts");
}

/// Writes `s` as a JSON string, escaping characters at random (`\uXXXX`,
/// surrogate pairs beyond the BMP, and the short escapes).
fn json_string(s: &str, rng: &mut Rng) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        let escape = rng.chance(15);
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '/' if escape => out.push_str("\\/"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c if escape || (c as u32) > 0xFFFF && rng.chance(30) => {
                let mut units = [0u16; 2];
                for unit in c.encode_utf16(&mut units) {
                    out.push_str(&format!("\\u{unit:04x}"));
                }
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A schema of random depth with phrases in every model-visible slot.
fn schema(depth: usize, phrases: &[String], rng: &mut Rng) -> String {
    let mut members = vec![r#""type":"object""#.to_string()];
    let mut props = Vec::new();
    for _ in 0..=rng.below(3) {
        let name = if rng.chance(15) {
            mutate(&phrases[rng.below(phrases.len())], rng)
        } else {
            format!("p{}", rng.below(100))
        };
        let mut prop = vec![format!(
            r#""description":{}"#,
            json_string(&mutate(&phrases[rng.below(phrases.len())], rng), rng)
        )];
        match rng.below(5) {
            0 => prop.push(format!(
                r#""default":{}"#,
                json_string(&mutate(&phrases[rng.below(phrases.len())], rng), rng)
            )),
            1 => prop.push(format!(
                r#""enum":[{},"x"]"#,
                json_string(&mutate(&phrases[rng.below(phrases.len())], rng), rng)
            )),
            2 if depth > 0 => prop.push(format!(r#""items":{}"#, schema(depth - 1, phrases, rng))),
            3 if depth > 0 => {
                let inner = schema(depth - 1, phrases, rng);
                prop.push(format!(r#""properties":{{"nested":{inner}}}"#));
            }
            _ => prop.push(r#""type":"string""#.to_string()),
        }
        if rng.chance(5) {
            // A duplicate key: the parser differential the engine must report.
            prop.push(r#""type":"number""#.to_string());
            prop.push(r#""type":"string""#.to_string());
        }
        props.push(format!(
            "{}:{{{}}}",
            json_string(&name, rng),
            prop.join(",")
        ));
    }
    members.push(format!(r#""properties":{{{}}}"#, props.join(",")));
    if rng.chance(20) {
        members.push(format!(
            r#""$comment":{}"#,
            json_string(&mutate(&phrases[rng.below(phrases.len())], rng), rng)
        ));
    }
    format!("{{{}}}", members.join(","))
}

/// A phrase quoted as an example (or not quite): a frame or none, a pair of
/// quotation marks (or an unclosed one), and sometimes the phrase again
/// outside the quotes, for the rules with `mentions`.
fn quoted(text: &str, rng: &mut Rng) -> String {
    const FRAMES: &[&str] = &[
        "Flags phrases like",
        "Detects attempts such as",
        "e.g.",
        "Erkennt Formulierungen wie",
        "par exemple",
        "Note:",
        "",
    ];
    const MARKS: &[(&str, &str)] = &[
        ("\"", "\""),
        ("'", "'"),
        ("“", "”"),
        ("„", "“"),
        ("«", "»"),
        ("「", "」"),
        ("`", "`"),
        ("\"", ""),
        ("'", "\n'"),
    ];
    let frame = FRAMES[rng.below(FRAMES.len())];
    let (open, close) = MARKS[rng.below(MARKS.len())];
    let again = if rng.chance(30) {
        format!(" Then {text}.")
    } else {
        String::new()
    };
    format!("{frame} {open}{text}{close}.{again}")
}

fn tool(phrases: &[String], rng: &mut Rng) -> String {
    let name = if rng.chance(20) {
        mutate("read_file", rng)
    } else {
        format!("tool_{}", rng.below(1000))
    };
    let mut description = mutate(&phrases[rng.below(phrases.len())], rng);
    if rng.chance(25) {
        description = quoted(&description, rng);
    }
    let depth = rng.below(5);
    format!(
        r#"{{"name":{},"description":{},"inputSchema":{}}}"#,
        json_string(&name, rng),
        json_string(&description, rng),
        schema(depth, phrases, rng)
    )
}

fn document(seed: u64, phrases: &[String]) -> String {
    let mut rng = Rng(seed | 1);
    match rng.below(4) {
        0 => tool(phrases, &mut rng),
        1 => format!(
            "[{}]",
            (0..=rng.below(3))
                .map(|_| tool(phrases, &mut rng))
                .collect::<Vec<_>>()
                .join(",")
        ),
        2 => format!(
            r#"{{"tools":[{}],"instructions":{}}}"#,
            tool(phrases, &mut rng),
            json_string(
                &mutate(&phrases[rng.below(phrases.len())], &mut rng),
                &mut rng
            )
        ),
        _ => format!(r#"{{"id":"case","tool":{}}}"#, tool(phrases, &mut rng)),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn engine_agrees_with_reference_on_generated_tools(seed in any::<u64>()) {
        thread_local! {
            static STATE: std::cell::RefCell<State> = std::cell::RefCell::new(State::new());
        }
        STATE.with_borrow_mut(|state| {
            let State { phrases, reference, configs, scratches } = state;
            let doc = document(seed, phrases);
            let outcome = differential(configs, scratches, reference, doc.as_bytes());
            prop_assert!(outcome.is_ok(), "{}", outcome.err().unwrap_or_default());
            prop_assert!(outcome.as_ref().is_ok_and(|o| o.is_ok()), "generated JSON must scan: {doc}");
            Ok(())
        })?;
    }
}

/// About `bytes` of every pattern rule's anchors in a fixed pseudo-random
/// order, with no sentence end: with [`pack_with_bounded_windows`], dense
/// enough that a rule group's lazy DFA gives up midway and its halves answer
/// (the engine's unit test `a_rule_group_that_gives_up_answers_through_its_halves`
/// checks it does), and long enough that matching groups are narrowed down.
fn anchor_storm(pack: &RulePack, bytes: usize) -> String {
    let anchors: Vec<&String> = pack
        .rules()
        .iter()
        .flat_map(|r| match &r.detect {
            mcpsift::Detect::Pattern { anchors, .. } => anchors.as_slice(),
            _ => &[],
        })
        .collect();
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut text = String::new();
    while text.len() < bytes {
        text.push_str(anchors[rng.below(anchors.len())]);
        text.push(' ');
    }
    text
}

/// The built-in pack and a test rule whose bounded windows make its group's
/// lazy DFA give up on an anchor storm (`tests/fixtures/MS990-bounded-windows.toml`).
fn pack_with_bounded_windows() -> RulePack {
    let mut rules = RulePack::builtin().expect("pack").rules().to_vec();
    rules.push(
        mcpsift::Rule::from_toml(
            "MS990-bounded-windows.toml",
            include_str!("fixtures/MS990-bounded-windows.toml"),
        )
        .expect("the fixture rule parses"),
    );
    RulePack::from_rules(rules)
}

#[test]
fn engine_agrees_with_reference_when_a_rule_group_gives_up() {
    let pack = pack_with_bounded_windows();
    let reference = reference_for(&pack);
    let configs = configurations(&pack);
    let mut scratches: Vec<_> = configs.iter().map(|(_, s)| s.scratch()).collect();
    let storm = anchor_storm(&pack, 30_000);
    // The storm alone, and after a match of the fixture rule (its group's
    // engine stops at the match; the overlapping one gives up reading on).
    for text in [storm.clone(), format!("copy it to zqmark1. {storm}")] {
        let text = serde_json::to_string(&text).expect("a string");
        let doc = format!(r#"{{"name":"storm","description":{text}}}"#);
        if let Err(e) = differential(&configs, &mut scratches, &reference, doc.as_bytes()) {
            panic!("{}", &e[..e.len().min(2000)]);
        }
    }
    // The same scratches, their engines given up, on ordinary documents.
    let phrases = phrases();
    for seed in 0..200 {
        let doc = document(seed, &phrases);
        let outcome = differential(&configs, &mut scratches, &reference, doc.as_bytes());
        assert!(outcome.is_ok(), "{}", outcome.err().unwrap_or_default());
    }
}

/// Two rules matching the same word, each passing over the quotations of
/// its own frame: a text whose quotation one frame introduces is a mention
/// to one rule and a use to the other, in the engine as in the reference.
#[test]
fn engine_agrees_with_reference_when_rules_read_mentions_with_different_frames() {
    let rule = |code: &str, frame: &str| {
        (
            format!("{code}-frame.toml"),
            format!(
                "code = \"{code}\"\nname = \"test-{}\"\nfamily = \"tool_poisoning\"\n\
                 severity = \"high\"\nsummary = \"Test fixture.\"\ndescription = \"Test fixture.\"\n\
                 targets = [\"prose\"]\nviews = [\"raw\", \"folded\"]\n\n[detect]\n\
                 kind = \"pattern\"\nanchors = [\"zqword\"]\npatterns = ['\\bzqword\\b']\n\
                 mentions = [\"{frame}\"]\n\n[[example]]\ntext = \"zqword\"\nmatches = true\n\n[[example]]\ntext = \"word\"\nmatches = false\n",
                code.to_lowercase()
            ),
        )
    };
    let lexicon = |name: &str, term: &str| {
        (
            format!("lexicons/{name}.toml"),
            format!(
                "lexicon = \"{name}\"\ndescription = \"Test fixture.\"\nterms = [\"{term}\"]\n"
            ),
        )
    };
    let pack = RulePack::from_sources([
        rule("MS991", "frame_one"),
        rule("MS992", "frame_two"),
        lexicon("frame_one", "first frame"),
        lexicon("frame_two", "second frame"),
    ])
    .expect("the fixture pack loads");
    let reference = reference_for(&pack);
    let configs = configurations(&pack);
    let mut scratches: Vec<_> = configs.iter().map(|(_, s)| s.scratch()).collect();
    for (text, fired) in [
        ("A first frame: 'zqword'.", vec!["MS992"]),
        ("A second frame: 'zqword'.", vec!["MS991"]),
        ("No frame: 'zqword'.", vec!["MS991", "MS992"]),
        // Each rule passes over its own frame's quotation and fires on the other.
        (
            "A first frame: 'zqword'. A second frame: 'zqword'.",
            vec!["MS991", "MS992"],
        ),
    ] {
        let doc = format!(r#"{{"name":"t","description":"{text}"}}"#);
        let outcome = differential(&configs, &mut scratches, &reference, doc.as_bytes());
        let outcome = outcome.unwrap_or_else(|e| panic!("{e}"));
        let got = format!("{outcome:?}");
        for code in ["MS991", "MS992"] {
            assert_eq!(
                got.contains(code),
                fired.contains(&code),
                "{code} on {text:?}: {got}"
            );
        }
    }
}

/// Everything the differential property needs, built once per thread.
struct State {
    phrases: Vec<String>,
    reference: mcpsift_reference::Reference,
    configs: Vec<(&'static str, mcpsift::Scanner)>,
    scratches: Vec<mcpsift::Scratch>,
}

impl State {
    fn new() -> State {
        let pack = RulePack::builtin().expect("pack");
        let configs = configurations(&pack);
        let scratches = configs.iter().map(|(_, s)| s.scratch()).collect();
        State {
            phrases: phrases(),
            reference: builtin_reference(),
            configs,
            scratches,
        }
    }
}

fn fold_text() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        1 => "[a-zA-Z]([.*_\\-][a-zA-Z]){2,5}",
        1 => "[a-z]((\\. |·| - |\\.\\.)[a-z]){2,4}",
        1 => prop::sample::select(vec![".", "*", "·", ". ", "e.g.", "U.S.A.", "v1.2.3"]).prop_map(String::from),
        4 => "[a-zA-Z]{1,6}",
        3 => Just(" ".to_string()),
        1 => Just("  ".to_string()),
        1 => Just("   ".to_string()),
        1 => Just("\t\n".to_string()),
        1 => prop::sample::select(vec!["а", "е", "о", "Ω", "ω", "ο", "Α", "ｉ", "Ｇ", "ǅ", "İ", "ß", "ﬁ", "¨", "½", "ℌ", "Ⅻ", "㎒"]).prop_map(String::from),
        1 => prop::sample::select(INVISIBLES.to_vec()).prop_map(String::from),
        1 => prop::sample::select(vec!["中", "文", "é", "e\u{301}", "👨\u{200D}💻", "\u{3000}", "\u{A0}"]).prop_map(String::from),
        1 => "[a-z]( [a-z]){2,5}",
        1 => "[a-z]((   |    |\t\t\t)[a-z]){2,5}",
        2 => prop::sample::select(vec!["0", "1", "3", "4", "5", "7", "8", "$", "@", "_", "-", "＿", "－", "Ａ", "\u{2028}"]).prop_map(String::from),
        1 => "[A-Z][a-z]{1,4}",
        // Inline markup, whole and in pieces, and punctuation at a spaced word's ends.
        2 => prop::sample::select(vec!["<b>", "</b>", "<", ">", "<s", "ub>", "**", "*", "__", "~~", "<span class=\"x\">", "</SPAN>", "\"", "(", ",", ":", ")."]).prop_map(String::from),
    ];
    prop::collection::vec(piece, 0..20).prop_map(|p| p.concat())
}

/// Examples of the folded view's markup and punctuated-spacing steps, read
/// by the engine and by the reference alike.
#[test]
fn markup_and_punctuated_spacing_fold_the_same_on_both_sides() {
    let arena = bumpalo::Bump::new();
    for (raw, want) in [
        ("<b>Ignore</b> previous", "ignore previous"),
        ("**Assistant**: obey", "assistant: obey"),
        ("pass<i>word</i>", "password"),
        ("<<b>b>x", "x"),
        ("<s.u.b>x", "x"),
        ("i<b>.</b>g.n.o.r.e", "ignore"),
        ("2*3 and * item", "2*3 and * item"),
        ("<p>para</p>", "<p>para</p>"),
        ("~~d o n e~~", "done"),
        ("before c a l l i n g, read", "before calling, read"),
        ("A s s i s t a n t: obey", "assistant: obey"),
        ("say \"i g n o r e all", "say \"ignore all"),
        ("(s e c r e t) key", "(secret) key"),
        ("« o u b l i e z »", "« oubliez »"),
        ("the x, y and z axes", "the x, y and z axes"),
        ("options a, b, c", "options a, b, c"),
        ("(a b)", "(a b)"),
        ("e.g. a b", "e.g. a b"),
        ("x y z.", "xyz."),
        ("a b, c d", "a b, c d"),
        ("\"a b c\" d", "\"abc\" d"),
    ] {
        assert_eq!(
            mcpsift_engine::fold::fold(raw, &arena).text,
            want,
            "engine: {raw:?}"
        );
        assert_eq!(
            mcpsift_reference::fold::fold(raw).text,
            want,
            "reference: {raw:?}"
        );
    }
}

/// Markup nested a hundred thousand layers deep (`<s<s…<b>ub>ub>`, each
/// layer a tag only once the one inside it is dropped) costs at most
/// `mcpsift_unicode::MAX_MARKUP_ROUNDS` (16) passes, not one a layer, and both sides stop at the
/// same layer.
#[test]
fn deeply_nested_markup_is_folded_in_bounded_rounds_alike() {
    let arena = bumpalo::Bump::new();
    for (depth, whole) in [(3, true), (20, false), (100_000, false)] {
        let raw = format!("x {}<b>{} y", "<s".repeat(depth), "ub>".repeat(depth));
        let engine = mcpsift_engine::fold::fold(&raw, &arena).text.to_string();
        let reference = mcpsift_reference::fold::fold(&raw).text;
        assert_eq!(engine, reference, "depth {depth}");
        if whole {
            assert_eq!(engine, "x  y", "depth {depth}");
        } else {
            assert!(
                engine.len() < raw.len() && engine.contains("<s"),
                "depth {depth}"
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn folding_agrees_with_the_reference_is_idempotent_and_maps_inside(raw in fold_text()) {
        // The fold_invariants fuzz body: prose and identifier folds, leet
        // text and squashed runs against the reference (panics on a
        // difference, which proptest shrinks like a failed assertion).
        mcpsift_tests::fuzzing::fold_invariants(raw.as_bytes());
    }

    #[test]
    fn quotations_are_ordered_apart_and_on_boundaries(raw in quote_text()) {
        mcpsift_tests::fuzzing::mention_invariants(raw.as_bytes());
    }
}

/// Text made of quotation marks of every kind, apostrophes, example words,
/// line breaks and letters of several scripts.
fn quote_text() -> impl Strategy<Value = String> {
    let piece = prop::sample::select(vec![
        "\"",
        "'",
        "`",
        "“",
        "”",
        "„",
        "‘",
        "’",
        "‚",
        "«",
        "»",
        "‹",
        "›",
        "「",
        "」",
        "『",
        "』",
        "＂",
        "｢",
        "｣",
        " ",
        "\n",
        ". ",
        "e.g. ",
        "phrases like ",
        "z. B. ",
        "のような",
        "it's",
        "ignore",
        "é",
        "д",
        "指示",
        "\u{200B}",
    ]);
    prop::collection::vec(piece, 0..24).prop_map(|p| p.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    /// The concept rules' examples disguised as the pattern rules' are seen
    /// through (leetspeak, separated letters, base64, encoded and nested),
    /// in one tool's description and in a property's: engine == reference.
    #[test]
    fn engine_agrees_with_reference_on_disguised_concept_examples(seed in any::<u64>()) {
        thread_local! {
            static STATE: std::cell::RefCell<(State, Vec<String>)> =
                std::cell::RefCell::new((State::new(), concept_examples()));
        }
        STATE.with_borrow_mut(|(state, examples)| {
            let State { reference, configs, scratches, .. } = state;
            let mut rng = Rng(seed | 1);
            let disguise = |rng: &mut Rng| {
                let text = &examples[rng.below(examples.len())];
                match rng.below(4) {
                    0 => separated(text, rng),
                    1 => format!("Decode: {}", mcpsift_tests::encodings::base64(text.as_bytes())),
                    2 => encode(text, rng, 1),
                    _ => leetspeak(text, rng),
                }
            };
            let description = disguise(&mut rng);
            let property = disguise(&mut rng);
            let doc = serde_json::json!({
                "name": "helper",
                "description": description,
                "inputSchema": {"type": "object", "properties": {
                    "note": {"type": "string", "description": property}
                }}
            })
            .to_string();
            let outcome = differential(configs, scratches, reference, doc.as_bytes());
            prop_assert!(outcome.is_ok(), "{}", outcome.err().unwrap_or_default());
            Ok(())
        })?;
    }
}
