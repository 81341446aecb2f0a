//! Byte spans on character boundaries, and short evidence.

/// The largest char boundary of `text` at or below `at`.
pub(super) fn floor_char_boundary(text: &str, mut at: usize) -> usize {
    if at >= text.len() {
        return text.len();
    }
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// Widens a byte range to character boundaries.
pub(super) fn snap(text: &str, start: usize, mut end: usize) -> (usize, usize) {
    end = end.clamp(start.min(text.len()), text.len());
    let start = floor_char_boundary(text, start);
    while !text.is_char_boundary(end) {
        end += 1;
    }
    (start, end)
}

/// Evidence is kept short: at most 256 bytes from `start` (on a character
/// boundary). Renderers escape and cut it further.
pub(super) fn clip(text: &str, start: usize, end: usize) -> &str {
    let (start, end) = snap(text, start, end);
    let (_, cut) = snap(text, start, (start + 256).min(end));
    &text[start..cut]
}

/// The evidence for a span found by a character-level check: the span with
/// up to 24 bytes of context either side, [`clip`]ped.
pub(super) fn clip_around(text: &str, (start, end): (usize, usize)) -> &str {
    clip(text, start.saturating_sub(24), (end + 24).min(text.len()))
}
