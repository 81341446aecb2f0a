//! Inline formatting that a reader never sees as text: HTML tags such as
//! `<b>` and `</span>`, and Markdown emphasis markers (`**`, `*`, `__`,
//! `~~`) at the edge of a word. An attacker wraps a trigger word in them
//! (`<b>ignore</b> previous instructions`, `**Assistant**:`) and a pattern
//! written for the plain words no longer matches; the folded view drops
//! them.

/// Inline HTML elements: they change how words look, not where they break.
/// Block elements (`<p>`, `<br>`, `<li>`) are left: they end a line.
const INLINE_TAGS: &[&str] = &[
    "abbr", "b", "big", "cite", "code", "del", "dfn", "em", "font", "i", "ins", "kbd", "mark", "q",
    "s", "samp", "small", "span", "strike", "strong", "sub", "sup", "tt", "u", "var",
];

/// How many times folding looks for markup again after dropping some
/// (`<<b>b>` leaves `<b>` behind), and turns between dropping markup and
/// closing up separated letters. Each round reads the whole text; nesting
/// could otherwise ask for one round per layer (a megabyte of `<s<s…ub>ub>`
/// is a hundred thousand), so a text nested deeper keeps its outer layers.
pub const MAX_MARKUP_ROUNDS: usize = 16;

/// The most non-blank bytes a tag's attributes may hold.
pub const MAX_TAG_BYTES: usize = 256;

/// The length of the inline markup that starts at byte `at` of `text`, or
/// 0 (`at` is a character boundary of `text`): an inline tag (`<b>`,
/// `</em>`, `<span class="x">`, any case), or an emphasis marker — a run of
/// one to three `*`, or exactly two `_` or `~` — that opens or closes
/// emphasis as CommonMark reads it: flanking a word on one side (not
/// whitespace after it, and not punctuation unless whitespace or
/// punctuation is before it; or the mirror image). Inside a word
/// (`wo**rd**`) only `**` and `***` count: `2*3`, `file*name`, `snake__case`
/// and `* item` hold none.
pub fn inline_markup_len(text: &str, at: usize) -> usize {
    let bytes = text.as_bytes();
    match bytes.get(at) {
        Some(b'<') => tag_len(text, at),
        // A run of markers is judged from its first byte only.
        Some(&m @ (b'*' | b'_' | b'~')) if at == 0 || bytes[at - 1] != m => {
            let run = bytes[at..].iter().take_while(|&&b| b == m).count();
            let fits = match m {
                b'*' => run <= 3,
                _ => run == 2,
            };
            if !fits {
                return 0;
            }
            let before = text[..at].chars().next_back();
            let after = text[at + run..].chars().next();
            let word = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
            if word(before) && word(after) {
                return if m == b'*' && run >= 2 { run } else { 0 };
            }
            let blank = |c: Option<char>| c.is_none_or(char::is_whitespace);
            let mark =
                |c: Option<char>| c.is_some_and(|c| !c.is_alphanumeric() && !c.is_whitespace());
            let opens = !blank(after) && (!mark(after) || blank(before) || mark(before));
            let closes = !blank(before) && (!mark(before) || blank(after) || mark(after));
            if opens || closes { run } else { 0 }
        }
        _ => 0,
    }
}

fn tag_len(text: &str, at: usize) -> usize {
    let bytes = text.as_bytes();
    let mut i = at + 1;
    if bytes.get(i) == Some(&b'/') {
        i += 1;
    }
    let name_start = i;
    while bytes.get(i).is_some_and(u8::is_ascii_alphabetic) {
        i += 1;
    }
    let name = &bytes[name_start..i];
    if !INLINE_TAGS
        .iter()
        .any(|t| t.as_bytes().eq_ignore_ascii_case(name))
    {
        return 0;
    }
    match text[i..].chars().next() {
        Some('>') => i + 1 - at,
        // Attributes, up to the `>`. Only their non-blank bytes count
        // toward the limit: folding closes up whitespace, and a tag must
        // stay a tag (or not one) when the folded text is folded again.
        Some(c) if c.is_whitespace() => {
            let mut printed = 0;
            for (k, c) in text[i..].char_indices() {
                match c {
                    '>' => return i + k + 1 - at,
                    '<' => return 0,
                    c if c.is_whitespace() => {}
                    c => {
                        printed += c.len_utf8();
                        if printed > MAX_TAG_BYTES {
                            return 0;
                        }
                    }
                }
            }
            0
        }
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `text` with every markup span dropped, read left to right.
    fn stripped(text: &str) -> String {
        let bytes = text.as_bytes();
        let mut out = Vec::new();
        let mut at = 0;
        while at < bytes.len() {
            let len = inline_markup_len(text, at);
            if len > 0 {
                at += len;
            } else {
                out.push(bytes[at]);
                at += 1;
            }
        }
        String::from_utf8(out).expect("only ASCII markup is dropped")
    }

    #[test]
    fn tags_and_emphasis_around_words_are_dropped() {
        for (raw, want) in [
            ("<b>ignore</b> previous", "ignore previous"),
            ("<B>Ignore</B>", "Ignore"),
            ("pass<i>word</i>", "password"),
            ("<span class=\"x\">send</span> it", "send it"),
            ("**Assistant**: obey", "Assistant: obey"),
            ("*always* call it", "always call it"),
            ("***now***", "now"),
            ("__hidden__ text", "hidden text"),
            ("~~old~~ new", "old new"),
            ("(**note**)", "(note)"),
            ("\"*x*\"", "\"x\""),
            ("**é**", "é"),
            ("<span\n  class=\"x\">y", "y"),
            ("中**\u{2028}a", "中\u{2028}a"),
            ("~/.aws/**credentials**", "~/.aws/credentials"),
            ("data-**exfiltration** agent", "data-exfiltration agent"),
            ("<|**endoftext**|>", "<|endoftext|>"),
            ("Dé**sormais**", "Désormais"),
            ("q=**KEY**_NAME", "q=KEY_NAME"),
        ] {
            assert_eq!(stripped(raw), want, "{raw:?}");
        }
    }

    #[test]
    fn other_angle_brackets_stars_and_underscores_stay() {
        for raw in [
            "2*3 = 6",
            "* item one",
            "a * b",
            "snake_case and x__y",
            "<p>para</p>",
            "<br>",
            "<script>x</script>",
            "a < b > c",
            "<bold>",
            "<b",
            "<span class=\"x\" <b",
            "x ~ y",
            "~/.ssh/id_rsa",
            "_single_ under",
            "file*name and a*b",
            "x ** y",
            "****four",
            "**\u{3000}x",
        ] {
            assert_eq!(stripped(raw), raw, "{raw:?}");
        }
    }

    #[test]
    fn a_tag_longer_than_the_limit_is_not_one() {
        let long = format!("<span title=\"{}\">x", "a".repeat(MAX_TAG_BYTES));
        assert_eq!(inline_markup_len(&long, 0), 0);
    }
}
