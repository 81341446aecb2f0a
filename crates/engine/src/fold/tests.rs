//! Tests of folding: the steps on examples, and the quick checks against the
//! tokenizer on random text.

use super::*;
use proptest::prelude::*;

proptest! {
    /// The quick check agrees with the tokenizer on texts full of
    /// single letters and whitespace of every kind.
    #[test]
    fn the_quick_check_finds_every_spaced_run(
        text in proptest::string::string_regex("[ab1é\\- \t\u{3000}\u{a0}]{0,24}").unwrap()
    ) {
        let arena = Bump::new();
        prop_assert_eq!(has_spaced_run(&text), spaced_runs(&text, &arena).is_some());
    }

    /// The prefilter's `SEPARATED` flag is set on every ASCII text that
    /// holds a separated run (the scan skips the check without it).
    #[test]
    fn every_separated_run_in_ascii_has_the_prefilter_flag(
        prefix in proptest::collection::vec(ascii_token(), 0..8),
        letters in proptest::collection::vec(proptest::sample::select(vec!["a", "b", "Z"]), 1..5),
        gap in proptest::sample::select(vec![
            ".", "-", "_", "*", " . ", "  -  ", ". ", " *", "\t_\t ", "\n.\x0b", " ", "..",
        ]),
        suffix in proptest::collection::vec(ascii_token(), 0..8),
    ) {
        let text = format!("{}{}{}", prefix.concat(), letters.join(gap), suffix.concat());
        let flags = mcpsift_simd::classify_scalar(text.as_bytes(), 20);
        if has_separated_run(&text) {
            prop_assert!(flags.contains(mcpsift_simd::Flags::SEPARATED), "{:?}", text);
        }
        let avx2 = mcpsift_simd::Prefilter::new(20).classify(text.as_bytes());
        prop_assert_eq!(avx2, flags);
    }
}

#[test]
fn separated_runs_carry_the_prefilter_flag() {
    for text in [
        "i.g.n.o.r.e",
        "i - g - n",
        "x  *  y  *  z",
        "say c_r_e_d now",
    ] {
        assert!(has_separated_run(text), "{text}");
        let flags = mcpsift_simd::Prefilter::new(20).classify(text.as_bytes());
        assert!(flags.contains(mcpsift_simd::Flags::SEPARATED), "{text}");
    }
}

/// Pieces of ASCII text around a separated run: letters, digits,
/// separators, whitespace, punctuation.
fn ascii_token() -> impl Strategy<Value = &'static str> {
    proptest::sample::select(vec![
        "a", "b", "Z", "1", "ab", ".", "-", "_", "*", ":", " ", "\t", "\n", " . ", ". ",
    ])
}

fn f(s: &str) -> String {
    let arena = Bump::new();
    fold(s, &arena).text.to_string()
}

#[test]
fn fullwidth_and_case() {
    assert_eq!(f("ＩＧＮＯＲＥ Previous"), "ignore previous");
}

#[test]
fn lookalikes_are_mapped() {
    assert_eq!(f("ign\u{43e}re"), "ignore");
    assert_eq!(f("\u{420}\u{430}y"), "pay");
}

#[test]
fn invisibles_are_removed() {
    assert_eq!(f("ig\u{200b}no\u{200d}re"), "ignore");
    assert_eq!(f("a\u{e0041}b"), "ab");
}

#[test]
fn letter_spacing_follows_the_seed_boundary_rule() {
    assert_eq!(
        f("i g n o r e   p r e v i o u s"),
        "ignore previous",
        "three-space gaps separate words"
    );
    assert_eq!(f("i  g  n  o  r  e"), "ignore");
    assert_eq!(f("Runs an A B test"), "runs an a b test");
    assert_eq!(f("sorts by column a b c"), "sorts by column abc");
    assert_eq!(
        f("i   g   n"),
        "i   g   n",
        "uniform wide gaps are left alone"
    );
    assert_eq!(f("  x y z  "), "  xyz  ");
}

#[test]
fn map_points_back_into_raw() {
    let arena = Bump::new();
    let raw = "say ｈｉ to i g n o r e";
    let folded = fold(raw, &arena);
    assert_eq!(folded.map.len(), folded.text.len());
    let at = folded.text.find("ignore").expect("collapsed");
    let (s, e) = folded.raw_span(raw, at, at + "ignore".len());
    assert_eq!(&raw[s..e], "i g n o r e");
    let at = folded.text.find("hi").expect("folded");
    let (s, e) = folded.raw_span(raw, at, at + 2);
    assert_eq!(&raw[s..e], "ｈｉ");
}

fn ident(s: &str) -> String {
    let arena = Bump::new();
    fold_parts(s, Style::Identifier, &arena).1.text.to_string()
}

fn l(s: &str) -> String {
    let arena = Bump::new();
    let folded = fold(s, &arena);
    leet(&folded, &arena).map_or(folded.text.to_string(), |f| f.text.to_string())
}

fn sq(s: &str) -> Option<String> {
    let arena = Bump::new();
    let pre = fold_parts(s, Style::Prose, &arena).0;
    squash(&pre, &arena).map(|f| f.text.to_string())
}

#[test]
fn identifiers_split_into_words() {
    assert_eq!(
        ident("ignore_all_previous_instructions"),
        "ignore all previous instructions"
    );
    assert_eq!(
        ident("IgnorePreviousInstructions"),
        "ignore previous instructions"
    );
    assert_eq!(ident("do-not-tell-the-user"), "do not tell the user");
    assert_eq!(ident("getURL"), "get url");
    assert_eq!(ident("XMLHttpRequest"), "xmlhttp request");
    assert_eq!(ident("v2Api"), "v2api");
    assert_eq!(ident("ｉｇｎｏｒｅＰｒｅｖｉｏｕｓ"), "ignore previous");
    assert_eq!(ident("a_b_c"), "abc", "then letter spacing collapses");
    assert_eq!(f("ignore_all"), "ignore_all", "prose keeps underscores");
}

#[test]
fn leet_maps_only_mixed_tokens() {
    assert_eq!(
        l("1gn0r3 4ll pr3v10us 1nstruct10ns"),
        "ignore all previous instructions"
    );
    assert_eq!(l("d1sr3g4rd"), "disregard");
    assert_eq!(l("$end the k3y"), "send the key");
    assert_eq!(l("us3r@host"), "userahost");
    for plain in [
        "version 3.1",
        "port 8080",
        "5 items",
        "$100",
        "@ 4 pm",
        "12 + 34",
    ] {
        assert_eq!(l(plain), plain, "no letter in the token");
    }
    assert_eq!(l("utf8 k8s x86_64"), "utf8 k8s x86_64", "nothing to map");
    assert_eq!(l("sha256"), "sha2s6", "mapped, and no word comes of it");
    assert_eq!(l("0x1f3a"), "oxifea");
    let arena = Bump::new();
    let folded = fold("plain words", &arena);
    assert!(leet(&folded, &arena).is_none());
}

#[test]
fn squash_closes_every_single_letter_run() {
    assert_eq!(
        sq("d o   n o t   t e l l   t h e   u s e r").as_deref(),
        Some("donottelltheuser")
    );
    assert_eq!(sq("i    g    n    o    r    e").as_deref(), Some("ignore"));
    assert_eq!(sq("a b c and x y z").as_deref(), Some("abc xyz"));
    assert_eq!(sq("Press A or B"), None);
    assert_eq!(sq("a b"), None);
    assert_eq!(
        sq("a b c").as_deref(),
        Some("abc"),
        "squash reads the text before collapse"
    );
    let gap = " ".repeat(SQUASH_MAX_GAP + 1);
    assert_eq!(sq(&format!("a{gap}b{gap}c")), None);
}

#[test]
fn squash_map_points_at_the_letters() {
    let arena = Bump::new();
    let raw = "xy d o   n o t";
    let pre = fold_parts(raw, Style::Prose, &arena).0;
    let squashed = squash(&pre, &arena).expect("a run");
    assert_eq!(squashed.text, "donot");
    let (s, e) = squashed.raw_span(raw, 0, 5);
    assert_eq!(&raw[s..e], "d o   n o t");
}

#[test]
fn folding_is_idempotent_on_examples() {
    for s in [
        "ＩＧＮＯＲＥ Previous",
        "i g n o r e   p r e v i o u s",
        "a b c d e",
        "x\u{200b} y z",
        "Ǆ ǅ ǆ",
    ] {
        let once = f(s);
        assert_eq!(f(&once), once, "{s:?}");
    }
}
