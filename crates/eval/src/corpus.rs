//! Reading labelled cases (`docs/output.md`, "Labelled corpus lines").

use std::fmt;
use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};

use serde::Serialize;

/// The ground truth of a case.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Label {
    /// Should be allowed.
    Benign,
    /// Should be withheld.
    Malicious,
}

/// One labelled case.
#[derive(Clone, Debug)]
pub struct Case {
    /// The case's `id`, or `FILE:LINE` when it has none.
    pub id: String,
    /// Ground truth.
    pub label: Label,
    /// `category`, when given.
    pub category: Option<String>,
    /// `evasion`, when given.
    pub evasion: Option<String>,
    /// `attack_surface`, when given.
    pub surface: Option<String>,
    /// The line as read: the document the scanner sees.
    pub line: String,
}

impl Case {
    /// True when a static scanner of definitions can reach the attack: its
    /// surface (or one part of a `+` combination) is `tool_metadata`,
    /// `input_schema`, `output_schema` or `naming` (all of them are in the
    /// definition the scanner reads), or no surface is given.
    pub fn in_reach(&self) -> bool {
        match &self.surface {
            None => true,
            Some(s) => s.split('+').any(|part| {
                matches!(
                    part,
                    "tool_metadata" | "input_schema" | "output_schema" | "naming"
                )
            }),
        }
    }
}

/// A line that could not be read as a case.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LoadError {
    /// `FILE:LINE`.
    pub at: String,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.at, self.message)
    }
}

/// The label a path implies: a `benign` folder, or an `attacks` folder.
fn label_from_path(path: &Path) -> Option<Label> {
    path.components().rev().find_map(|c| {
        match c.as_os_str().to_str()?.to_ascii_lowercase().as_str() {
            "benign" => Some(Label::Benign),
            "attacks" | "attack" | "malicious" => Some(Label::Malicious),
            _ => None,
        }
    })
}

/// Every `*.jsonl` file under `path` (or `path` itself), sorted.
pub fn jsonl_files(path: &Path) -> std::io::Result<Vec<PathBuf>> {
    if !path.is_dir() {
        return Ok(vec![path.to_path_buf()]);
    }
    let mut out = Vec::new();
    let mut stack = vec![path.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir)? {
            let p = entry?.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|e| e == "jsonl") {
                out.push(p);
            }
        }
    }
    out.sort();
    Ok(out)
}

/// Reads cases from `reader`; `name` is used in ids and errors, and `hint`
/// labels lines that carry no `label` of their own.
pub fn read_cases(
    name: &str,
    reader: impl Read,
    hint: Option<Label>,
    cases: &mut Vec<Case>,
    errors: &mut Vec<LoadError>,
) -> std::io::Result<()> {
    let reader = BufReader::new(reader);
    for (n, line) in reader.split(b'\n').enumerate() {
        let line = line?;
        let at = format!("{name}:{}", n + 1);
        if line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        let text = match String::from_utf8(line) {
            Ok(t) => t,
            Err(_) => {
                errors.push(LoadError {
                    at,
                    message: "not valid UTF-8".into(),
                });
                continue;
            }
        };
        let value: serde_json::Value = match serde_json::from_str(&text) {
            Ok(v) => v,
            Err(e) => {
                errors.push(LoadError {
                    at,
                    message: format!("not a JSON case line: {e}"),
                });
                continue;
            }
        };
        let field = |k: &str| value.get(k).and_then(|v| v.as_str()).map(str::to_string);
        let label = match field("label").as_deref() {
            Some("malicious") | Some("attack") => Label::Malicious,
            Some("benign") => Label::Benign,
            Some(other) => {
                errors.push(LoadError {
                    at,
                    message: format!("label {other:?} is neither \"malicious\" nor \"benign\""),
                });
                continue;
            }
            None => match hint {
                Some(label) => label,
                None => {
                    errors.push(LoadError {
                        at,
                        message:
                            "no \"label\", and the file is not under a benign/ or attacks/ folder"
                                .into(),
                    });
                    continue;
                }
            },
        };
        cases.push(Case {
            id: field("id").unwrap_or(at),
            label,
            category: field("category"),
            evasion: field("evasion"),
            surface: field("attack_surface"),
            line: text.trim_end_matches('\r').to_string(),
        });
    }
    Ok(())
}

/// Reads every case under `paths` (files or folders; `-` is stdin).
pub fn load(paths: &[PathBuf]) -> Result<(Vec<Case>, Vec<LoadError>), LoadError> {
    let mut cases = Vec::new();
    let mut errors = Vec::new();
    for path in paths {
        if path.as_os_str() == "-" {
            read_cases("-", std::io::stdin(), None, &mut cases, &mut errors).map_err(|e| {
                LoadError {
                    at: "-".into(),
                    message: format!("cannot read stdin: {e}"),
                }
            })?;
            continue;
        }
        let files = jsonl_files(path).map_err(|e| LoadError {
            at: path.display().to_string(),
            message: format!("cannot read: {e}"),
        })?;
        for file in files {
            let name = file.display().to_string();
            let reader = std::fs::File::open(&file).map_err(|e| LoadError {
                at: name.clone(),
                message: format!("cannot open: {e}"),
            })?;
            read_cases(
                &name,
                reader,
                label_from_path(&file),
                &mut cases,
                &mut errors,
            )
            .map_err(|e| LoadError {
                at: name.clone(),
                message: format!("cannot read: {e}"),
            })?;
        }
    }
    Ok((cases, errors))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_come_from_the_line_or_the_folder() {
        let input = b"{\"id\":\"a\",\"label\":\"benign\",\"tool\":{}}\n{\"id\":\"b\",\"tool\":{}}\n\n{\"id\":\"c\",\"label\":\"weird\"}\nnot json\n";
        let mut cases = Vec::new();
        let mut errors = Vec::new();
        read_cases(
            "f",
            &input[..],
            Some(Label::Malicious),
            &mut cases,
            &mut errors,
        )
        .unwrap();
        assert_eq!(cases.len(), 2);
        assert_eq!(cases[0].label, Label::Benign);
        assert_eq!(cases[1].label, Label::Malicious);
        assert_eq!(errors.len(), 2);
        assert_eq!(errors[0].at, "f:4");
    }

    #[test]
    fn folders_imply_labels() {
        assert_eq!(
            label_from_path(Path::new("../shared/corpus/benign/x.jsonl")),
            Some(Label::Benign)
        );
        assert_eq!(
            label_from_path(Path::new("corpus/attacks/y.jsonl")),
            Some(Label::Malicious)
        );
        assert_eq!(label_from_path(Path::new("cases.jsonl")), None);
    }

    #[test]
    fn reach_follows_the_surface() {
        let mut case = Case {
            id: "x".into(),
            label: Label::Malicious,
            category: None,
            evasion: None,
            surface: None,
            line: String::new(),
        };
        assert!(case.in_reach());
        for (surface, reach) in [
            ("tool_metadata", true),
            ("naming+annotations", true),
            ("tool_metadata+implementation", true),
            ("output_schema", true),
            ("implementation", false),
            ("tool_output", false),
            ("rug_pull_initial", false),
        ] {
            case.surface = Some(surface.into());
            assert_eq!(case.in_reach(), reach, "{surface}");
        }
    }
}
