//! Pattern rules, the plain way: an anchor anywhere in the text, then each
//! regex in file order, passing over quoted mentions for a rule that names
//! a frame (`mentions`).

use crate::detect::{Check, Compiled};

/// For a pattern rule: when an anchor occurs in `text` (ASCII
/// case-insensitively), the leftmost-first match of the first pattern that
/// matches.
pub(crate) fn pattern_match(rule: &Compiled, text: &str) -> Option<(usize, usize)> {
    let Check::Pattern {
        anchors,
        regexes,
        frame,
        ..
    } = &rule.check
    else {
        return None;
    };
    let lowered = text.as_bytes().to_ascii_lowercase();
    let anchored = anchors.iter().any(|anchor| {
        lowered
            .windows(anchor.len())
            .any(|w| w == anchor.as_slice())
    });
    if !anchored {
        return None;
    }
    let Some(frame) = frame else {
        return regexes
            .iter()
            .find_map(|regex| regex.find(text.as_bytes()))
            .map(|m| (m.start(), m.end()));
    };
    // Every match of each pattern in turn, the first that is not a quoted
    // mention (the mentions found at the first match).
    let mut mentions: Option<Vec<(usize, usize)>> = None;
    for regex in regexes {
        let mut at = 0;
        while at <= text.len() {
            let Some(m) = regex.find_at(text.as_bytes(), at) else {
                break;
            };
            let mentions =
                mentions.get_or_insert_with(|| mcpsift_rules::quoted_mentions(text, frame));
            if !mcpsift_rules::is_mentioned(mentions, (m.start(), m.end())) {
                return Some((m.start(), m.end()));
            }
            at = mcpsift_rules::next_search(text, m.start(), m.end());
        }
    }
    None
}

/// Widens a byte range to the character boundaries around it.
pub(crate) fn snap_to_chars(text: &str, mut start: usize, mut end: usize) -> (usize, usize) {
    while !text.is_char_boundary(start) {
        start -= 1;
    }
    while !text.is_char_boundary(end) {
        end += 1;
    }
    (start, end)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snapping() {
        assert_eq!(snap_to_chars("aé", 2, 2), (1, 3));
        assert_eq!(snap_to_chars("aéb", 0, 2), (0, 3));
    }
}
