//! Duplicate keys in one JSON object: a finding for every repeated key.

use mcpsift_rules::{Target, View};
use simd_json::Node;

use super::Scanner;
use super::clean_cache::fnv1a;
use super::spans::clip;
use super::walk::{ItemWalk, push_pointer_segment, render_pointer};
use crate::input::{as_str, members};
use crate::outcome::Finding;

impl Scanner {
    pub(super) fn check_duplicates(&self, walk: &mut ItemWalk<'_, '_, '_>, obj: usize) {
        let tape = walk.tape;
        let len = match tape[obj] {
            Node::Object { len, .. } => len,
            _ => 0,
        };
        if len < 2 {
            return;
        }
        if len <= 16 {
            for (n, (key_node, _)) in members(tape, obj).enumerate() {
                let key = as_str(tape, key_node);
                if members(tape, obj)
                    .take(n)
                    .any(|(other, _)| as_str(tape, other) == key)
                {
                    self.duplicate_finding(walk, key_node, false);
                }
            }
            return;
        }
        let mut sorted = std::mem::take(&mut walk.work.key_sort);
        sorted.clear();
        sorted.extend(
            members(tape, obj).map(|(k, _)| (fnv1a(as_str(tape, k).unwrap_or_default()), k)),
        );
        sorted.sort_unstable();
        for pair in sorted.windows(2) {
            if pair[0].0 == pair[1].0 && as_str(tape, pair[0].1) == as_str(tape, pair[1].1) {
                self.duplicate_finding(walk, pair[1].1, false);
            }
        }
        walk.work.key_sort = sorted;
    }

    pub(super) fn duplicate_finding(
        &self,
        walk: &mut ItemWalk<'_, '_, '_>,
        key_node: usize,
        container: bool,
    ) {
        let key = as_str(walk.tape, key_node).unwrap_or_default();
        for &rule in &self.compiled.duplicate_rules {
            let mut pointer = if container {
                String::new()
            } else {
                render_pointer(walk.tape, &walk.work.path)
            };
            push_pointer_segment(&mut pointer, key);
            let r = &self.compiled.rules[rule];
            walk.work.findings.push(Finding {
                rule_index: rule,
                code: r.code.clone(),
                name: r.name.clone(),
                severity: r.severity,
                preview: r.preview,
                pointer,
                role: Target::Key,
                view: View::Raw,
                span: (0, key.len()),
                evidence: clip(key, 0, key.len()).to_string(),
                points: 0,
            });
        }
    }
}
