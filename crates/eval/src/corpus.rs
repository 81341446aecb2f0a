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
    /// Where the case comes from: its file's name without `.jsonl`
    /// (`cisco-mcp-scanner`, `half-b`), or `-` for stdin.
    pub source: String,
    /// Whether the rules were tuned on the case's corpus (see [`Role`]).
    pub role: Role,
}

/// What a corpus is for, declared in a `corpus.toml` beside its files.
/// Figures on a tuning corpus are regression checks; only blind corpora
/// say how well the rules generalise.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// Rule authors read these cases and tuned the rules on them.
    Tuning,
    /// No rule author has read these cases.
    Blind,
    /// No `corpus.toml` says: treat as tuning.
    #[default]
    Unlabelled,
}

impl Role {
    /// The lowercase name used in tables and JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Tuning => "tuning",
            Role::Blind => "blind",
            Role::Unlabelled => "unlabelled",
        }
    }

    fn parse(text: &str) -> Option<Role> {
        match text {
            "tuning" => Some(Role::Tuning),
            "blind" => Some(Role::Blind),
            _ => None,
        }
    }
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

/// Where the cases of one file come from and what they are for.
#[derive(Clone, Debug)]
pub struct Origin {
    /// Used in ids and errors (`FILE:LINE`).
    pub name: String,
    /// Labels lines that carry no `label` of their own.
    pub hint: Option<Label>,
    /// [`Case::source`].
    pub source: String,
    /// [`Case::role`].
    pub role: Role,
}

/// Reads cases from `reader`, tagging each with `origin`.
pub fn read_cases(
    origin: &Origin,
    reader: impl Read,
    cases: &mut Vec<Case>,
    errors: &mut Vec<LoadError>,
) -> std::io::Result<()> {
    let (name, hint) = (origin.name.as_str(), origin.hint);
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
            source: origin.source.clone(),
            role: origin.role,
        });
    }
    Ok(())
}

/// A file's source name: its name without `.jsonl`.
fn source_name(file: &Path) -> String {
    file.file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| file.display().to_string())
}

/// The declaration file that says what a corpus folder is for.
pub const ROLE_FILE: &str = "corpus.toml";

/// The role of `file`, from the nearest `corpus.toml` in its folder or a
/// folder above it: `role = "tuning"|"blind"` for every file below it, and
/// `[files]` entries (`"half-b.jsonl" = "blind"`) for files beside it.
fn role_of(file: &Path) -> Result<Role, LoadError> {
    let name = file.file_name().map(|n| n.to_string_lossy().into_owned());
    let mut dir = file.parent();
    let mut beside = true;
    while let Some(d) = dir {
        let decl = if d.as_os_str().is_empty() {
            Path::new(ROLE_FILE).to_path_buf()
        } else {
            d.join(ROLE_FILE)
        };
        if decl.is_file() {
            return read_role(&decl, name.as_deref().filter(|_| beside));
        }
        if d.as_os_str().is_empty() {
            break;
        }
        dir = d.parent();
        beside = false;
    }
    Ok(Role::Unlabelled)
}

fn read_role(decl: &Path, file: Option<&str>) -> Result<Role, LoadError> {
    let err = |message: String| LoadError {
        at: decl.display().to_string(),
        message,
    };
    let text = std::fs::read_to_string(decl).map_err(|e| err(format!("cannot read: {e}")))?;
    let table: toml::Table = text
        .parse()
        .map_err(|e| err(format!("not valid TOML: {e}")))?;
    let role_at = |value: &toml::Value, key: &str| -> Result<Role, LoadError> {
        value.as_str().and_then(Role::parse).ok_or_else(|| {
            err(format!(
                "`{key}` must be \"tuning\" or \"blind\", found {value}"
            ))
        })
    };
    for key in table.keys() {
        if key != "role" && key != "files" && key != "note" {
            return Err(err(format!(
                "unknown key `{key}` (expected `role`, `files`, `note`)"
            )));
        }
    }
    if let (Some(name), Some(files)) = (file, table.get("files")) {
        let files = files
            .as_table()
            .ok_or_else(|| err("`files` must be a table of file name = role".into()))?;
        if let Some(value) = files.get(name) {
            return role_at(value, &format!("files.\"{name}\""));
        }
    }
    match table.get("role") {
        Some(value) => role_at(value, "role"),
        None => Ok(Role::Unlabelled),
    }
}

/// The corpus files under `path` (a file, or a folder's `.jsonl` files).
fn files_under(path: &Path) -> Result<Vec<PathBuf>, LoadError> {
    jsonl_files(path).map_err(|e| LoadError {
        at: path.display().to_string(),
        message: format!("cannot read: {e}"),
    })
}

/// The files under `paths` (files or folders) whose declared role is
/// blind, found from the `corpus.toml` declarations alone: no case of them is
/// read. `-` (stdin) has no declared role and is listed too, as `-`.
pub fn blind_files(paths: &[PathBuf]) -> Result<Vec<String>, LoadError> {
    let mut blind = Vec::new();
    for path in paths {
        if path.as_os_str() == "-" {
            blind.push("-".to_string());
            continue;
        }
        let files = files_under(path)?;
        for file in files {
            if role_of(&file)? == Role::Blind {
                blind.push(file.display().to_string());
            }
        }
    }
    Ok(blind)
}

/// Reads every case under `paths` (files or folders; `-` is stdin).
pub fn load(paths: &[PathBuf]) -> Result<(Vec<Case>, Vec<LoadError>), LoadError> {
    let mut cases = Vec::new();
    let mut errors = Vec::new();
    for path in paths {
        if path.as_os_str() == "-" {
            let origin = Origin {
                name: "-".into(),
                hint: None,
                source: "-".into(),
                role: Role::Unlabelled,
            };
            read_cases(&origin, std::io::stdin(), &mut cases, &mut errors).map_err(|e| {
                LoadError {
                    at: "-".into(),
                    message: format!("cannot read stdin: {e}"),
                }
            })?;
            continue;
        }
        let files = files_under(path)?;
        for file in files {
            let name = file.display().to_string();
            let reader = std::fs::File::open(&file).map_err(|e| LoadError {
                at: name.clone(),
                message: format!("cannot open: {e}"),
            })?;
            let origin = Origin {
                hint: label_from_path(&file),
                source: source_name(&file),
                role: role_of(&file)?,
                name: name.clone(),
            };
            read_cases(&origin, reader, &mut cases, &mut errors).map_err(|e| LoadError {
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
        let origin = Origin {
            name: "f".into(),
            hint: Some(Label::Malicious),
            source: "f".into(),
            role: Role::Blind,
        };
        read_cases(&origin, &input[..], &mut cases, &mut errors).unwrap();
        assert_eq!(cases.len(), 2);
        assert_eq!(cases[0].label, Label::Benign);
        assert_eq!(cases[1].label, Label::Malicious);
        assert_eq!(errors.len(), 2);
        assert_eq!(errors[0].at, "f:4");
        assert!(
            cases
                .iter()
                .all(|c| c.role == Role::Blind && c.source == "f")
        );
    }

    #[test]
    fn roles_come_from_the_nearest_declaration() {
        let root = std::env::temp_dir().join(format!("mcpsift-eval-roles-{}", std::process::id()));
        let sub = root.join("blind");
        std::fs::create_dir_all(&sub).unwrap();
        std::fs::write(root.join(ROLE_FILE), "role = \"tuning\"\n").unwrap();
        std::fs::write(
            sub.join(ROLE_FILE),
            "role = \"tuning\"\n[files]\n\"b.jsonl\" = \"blind\"\n",
        )
        .unwrap();
        assert_eq!(role_of(&root.join("x.jsonl")).unwrap(), Role::Tuning);
        assert_eq!(role_of(&sub.join("a.jsonl")).unwrap(), Role::Tuning);
        assert_eq!(role_of(&sub.join("b.jsonl")).unwrap(), Role::Blind);
        std::fs::write(sub.join(ROLE_FILE), "role = \"secret\"\n").unwrap();
        let e = role_of(&sub.join("a.jsonl")).unwrap_err();
        assert!(e.message.contains("\"tuning\" or \"blind\""), "{e}");
        std::fs::write(sub.join(ROLE_FILE), "roles = \"blind\"\n").unwrap();
        assert!(role_of(&sub.join("a.jsonl")).is_err());
        std::fs::remove_dir_all(&root).unwrap();
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
            source: "x".into(),
            role: Role::Unlabelled,
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
