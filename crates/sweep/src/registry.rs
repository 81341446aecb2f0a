//! Where servers come from: the official MCP Registry API (`GET
//! /v0/servers?cursor=…&limit=…`), a saved dump of it (one page, a file of
//! pages, or a directory of pages), or a plain list (`npm:PKG@VER`,
//! `pypi:PKG==VER`, `oci:IMAGE`, `url:https://…`).
//!
//! Every `server.json` schema in use is read (2025-07-09 with snake_case
//! members, 2025-09-16 onwards with camelCase); members no version defines
//! are listed on the entry, never dropped in silence. A page or entry that
//! cannot be read becomes an entry with an error: the sweep records it and
//! goes on.

use std::path::Path;
use std::time::Duration;

use serde_json::{Map, Value};

/// Largest registry page or list file read (32 MiB).
const MAX_PAGE_BYTES: u64 = 32 << 20;
/// Most pages followed from one API source.
const MAX_PAGES: usize = 10_000;
/// The schema versions of `server.json` this reader knows.
pub const KNOWN_SCHEMAS: &[&str] = &[
    "2025-07-09",
    "2025-09-16",
    "2025-09-29",
    "2025-10-17",
    "2025-12-11",
];

/// A named input: an environment variable or a header.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Input {
    /// Its name.
    pub name: String,
    /// A fixed value, when the registry gives one.
    pub value: Option<String>,
    /// A default value.
    pub default: Option<String>,
    /// The user must supply it.
    pub required: bool,
    /// It holds a secret.
    pub secret: bool,
}

/// A command-line argument the registry declares.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Argument {
    /// `--flag` for a named argument; `None` for a positional one.
    pub flag: Option<String>,
    /// A fixed value.
    pub value: Option<String>,
    /// A default value.
    pub default: Option<String>,
    /// What the value stands for (`allowed_dir`).
    pub hint: Option<String>,
    /// The user must supply it.
    pub required: bool,
    /// `filepath`, `string`, `number`, `boolean`.
    pub format: Option<String>,
}

/// An installable package.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Package {
    /// `npm`, `pypi`, `oci`, `nuget`, `mcpb`, …
    pub registry_type: String,
    /// The package name or image reference.
    pub identifier: String,
    /// The version.
    pub version: Option<String>,
    /// A registry other than the default one.
    pub registry_base_url: Option<String>,
    /// How it is run (`npx`, `uvx`, `docker`).
    pub runtime_hint: Option<String>,
    /// Arguments for the runtime.
    pub runtime_arguments: Vec<Argument>,
    /// Arguments for the package.
    pub package_arguments: Vec<Argument>,
    /// Environment variables it reads.
    pub environment: Vec<Input>,
    /// `stdio`, `streamable-http` or `sse`.
    pub transport: String,
}

/// How a server is reached.
#[derive(Clone, Debug, PartialEq)]
pub enum Target {
    /// A package to install and start.
    Package(Package),
    /// A remote endpoint.
    Remote {
        /// `streamable-http` or `sse`.
        transport: String,
        /// The endpoint.
        url: String,
        /// Headers it declares.
        headers: Vec<Input>,
    },
    /// The entry could not be read: why.
    Invalid(String),
}

/// One server to sweep.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    /// Its stable identity across sweeps (the registry name, or
    /// `npm:PKG` for a list line): what its pin is keyed by.
    pub server: String,
    /// Its version.
    pub version: Option<String>,
    /// Where it was read (a URL, a file and page, a list file and line).
    pub source: String,
    /// How to reach it.
    pub target: Target,
    /// Other packages and remotes the entry offers (not swept).
    pub alternatives: Vec<String>,
    /// What the registry publishes about it, scanned before anything runs.
    pub published: Value,
    /// Members no known schema version defines (JSON pointers).
    pub unknown_fields: Vec<String>,
    /// The `$schema` it declares.
    pub schema: Option<String>,
}

impl Entry {
    fn invalid(server: String, source: String, why: String) -> Entry {
        Entry {
            server,
            version: None,
            source,
            target: Target::Invalid(why),
            alternatives: Vec::new(),
            published: Value::Null,
            unknown_fields: Vec::new(),
            schema: None,
        }
    }

    /// `npm:@scope/pkg@1.2.3`, `pypi:name==1.0`, `oci:image`, the URL.
    pub fn target_label(&self) -> String {
        match &self.target {
            Target::Package(p) => package_label(p),
            Target::Remote { url, .. } => url.clone(),
            Target::Invalid(_) => "(unreadable)".into(),
        }
    }
}

fn package_label(p: &Package) -> String {
    match (p.registry_type.as_str(), &p.version) {
        ("pypi", Some(v)) => format!("pypi:{}=={v}", p.identifier),
        ("oci", _) => format!("oci:{}", p.identifier),
        (kind, Some(v)) => format!("{kind}:{}@{v}", p.identifier),
        (kind, None) => format!("{kind}:{}", p.identifier),
    }
}

/// Reads every entry of one SOURCE: an `http(s)://` registry base URL, a
/// `.txt` list, a JSON page (or JSON Lines of pages), or a directory of
/// pages (read in name order). `Err` only when the source itself cannot be
/// opened at all; a bad page inside it is an entry with an error.
pub fn load_source(source: &str, timeout: Duration) -> Result<Vec<Entry>, String> {
    if source.starts_with("http://") || source.starts_with("https://") {
        return Ok(fetch_api(source, timeout));
    }
    let path = Path::new(source);
    if path.is_dir() {
        let mut files: Vec<_> = std::fs::read_dir(path)
            .map_err(|e| format!("cannot read the directory {source}: {e}"))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| {
                p.extension()
                    .is_some_and(|x| x == "json" || x == "jsonl" || x == "txt")
            })
            .collect();
        files.sort();
        if files.is_empty() {
            return Err(format!(
                "{source} holds no .json, .jsonl or .txt registry pages"
            ));
        }
        let mut out = Vec::new();
        for file in files {
            out.extend(load_file(&file)?);
        }
        return Ok(out);
    }
    load_file(path)
}

fn read_text(path: &Path) -> Result<String, String> {
    let bytes = mcpsift::manifest::read_limited_path(path, MAX_PAGE_BYTES)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    String::from_utf8(bytes).map_err(|_| format!("{} is not UTF-8 text", path.display()))
}

fn load_file(path: &Path) -> Result<Vec<Entry>, String> {
    let text = read_text(path)?;
    let name = path.display().to_string();
    if path.extension().is_some_and(|x| x == "txt") {
        return Ok(parse_list(&text, &name));
    }
    if path.extension().is_some_and(|x| x == "jsonl") {
        let mut out = Vec::new();
        for (i, line) in text.lines().enumerate() {
            if !line.trim().is_empty() {
                out.extend(parse_page(line, &format!("{name}:{}", i + 1)).0);
            }
        }
        return Ok(out);
    }
    Ok(parse_page(&text, &name).0)
}

/// Fetches every page of a registry API, following `nextCursor`.
fn fetch_api(base: &str, timeout: Duration) -> Vec<Entry> {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .timeout_global(Some(timeout))
        .http_status_as_error(false)
        .build()
        .into();
    let base = base.trim_end_matches('/');
    let list = if base.ends_with("/v0/servers") || base.ends_with("/v0.1/servers") {
        base.to_owned()
    } else {
        format!("{base}/v0/servers")
    };
    let mut out = Vec::new();
    let mut cursor: Option<String> = None;
    let mut seen = std::collections::HashSet::new();
    for page in 1..=MAX_PAGES {
        let url = match &cursor {
            Some(c) => format!("{list}?limit=100&cursor={}", encode_query(c)),
            None => format!("{list}?limit=100"),
        };
        let where_ = format!("{list} page {page}");
        let text = match get_text(&agent, &url) {
            Ok(t) => t,
            Err(e) => {
                out.push(Entry::invalid(where_.clone(), where_, e));
                return out;
            }
        };
        let (entries, next) = parse_page(&text, &where_);
        out.extend(entries);
        match next {
            Some(c) if seen.insert(c.clone()) => cursor = Some(c),
            Some(_) => {
                out.push(Entry::invalid(
                    where_.clone(),
                    where_,
                    "the registry repeated a cursor (a pagination loop); the rest of the registry was not read".into(),
                ));
                return out;
            }
            None => return out,
        }
    }
    out.push(Entry::invalid(
        list.clone(),
        list,
        format!("more than {MAX_PAGES} pages; the rest of the registry was not read"),
    ));
    out
}

fn get_text(agent: &ureq::Agent, url: &str) -> Result<String, String> {
    let mut response = agent
        .get(url)
        .header("Accept", "application/json")
        .call()
        .map_err(|e| format!("GET {url} failed: {e}"))?;
    let status = response.status().as_u16();
    let text = response
        .body_mut()
        .with_config()
        .limit(MAX_PAGE_BYTES)
        .read_to_string()
        .map_err(|e| format!("cannot read the answer to GET {url}: {e}"))?;
    if !(200..300).contains(&status) {
        return Err(format!(
            "GET {url} answered HTTP {status}: {}",
            crate::one_line(&text, 200)
        ));
    }
    Ok(text)
}

fn encode_query(text: &str) -> String {
    let mut out = String::new();
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Reads one API page: its entries and its `nextCursor`. A page that is
/// not JSON, or not a page, is one invalid entry naming it.
pub fn parse_page(text: &str, source: &str) -> (Vec<Entry>, Option<String>) {
    let root: Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => {
            return (
                vec![Entry::invalid(
                    source.to_owned(),
                    source.to_owned(),
                    format!(
                        "the registry page is not JSON ({e}); its servers, and any pages after it, were not read"
                    ),
                )],
                None,
            );
        }
    };
    let Some(servers) = root.get("servers").and_then(Value::as_array) else {
        // A single server.json is accepted too.
        if root.get("name").is_some() && root.get("servers").is_none() {
            return (
                vec![parse_server(&root, None, &format!("{source}#0"))],
                None,
            );
        }
        return (
            vec![Entry::invalid(
                source.to_owned(),
                source.to_owned(),
                "the registry page has no `servers` array; its servers were not read".into(),
            )],
            None,
        );
    };
    let mut out = Vec::new();
    for (i, wrapped) in servers.iter().enumerate() {
        let where_ = format!("{source}#{i}");
        // Since 2025-09 each element is {"server": {…}, "_meta": {…}}; before,
        // the server.json was the element itself.
        let (server, meta) = match wrapped.get("server") {
            Some(s) if s.is_object() => (s, wrapped.get("_meta")),
            _ => (wrapped, None),
        };
        let mut entry = parse_server(server, meta, &where_);
        if let Some(obj) = wrapped
            .as_object()
            .filter(|_| wrapped.get("server").is_some())
        {
            for key in obj.keys() {
                if key != "server" && key != "_meta" {
                    entry
                        .unknown_fields
                        .push(format!("/{}", escape_pointer(key)));
                }
            }
        }
        out.push(entry);
    }
    let next = root
        .get("metadata")
        .and_then(|m| m.get("nextCursor").or_else(|| m.get("next_cursor")))
        .and_then(Value::as_str)
        .filter(|c| !c.is_empty())
        .map(str::to_owned);
    (out, next)
}

fn escape_pointer(key: &str) -> String {
    key.replace('~', "~0").replace('/', "~1")
}

const SERVER_FIELDS: &[&str] = &[
    "$schema",
    "name",
    "description",
    "title",
    "version",
    "version_detail",
    "status",
    "websiteUrl",
    "website_url",
    "repository",
    "icons",
    "packages",
    "remotes",
    "_meta",
    "id",
];
const PACKAGE_FIELDS: &[&str] = &[
    "registryType",
    "registry_type",
    "registry_name",
    "registryBaseUrl",
    "registry_base_url",
    "identifier",
    "name",
    "version",
    "fileSha256",
    "file_sha256",
    "runtimeHint",
    "runtime_hint",
    "runtimeArguments",
    "runtime_arguments",
    "packageArguments",
    "package_arguments",
    "environmentVariables",
    "environment_variables",
    "transport",
];
const INPUT_FIELDS: &[&str] = &[
    "name",
    "type",
    "description",
    "value",
    "default",
    "isRequired",
    "is_required",
    "isSecret",
    "is_secret",
    "isRepeated",
    "is_repeated",
    "valueHint",
    "value_hint",
    "format",
    "choices",
    "placeholder",
    "variables",
];
const TRANSPORT_FIELDS: &[&str] = &["type", "url", "headers", "variables"];
const META_FIELDS: &[&str] = &[
    "io.modelcontextprotocol.registry/official",
    "io.modelcontextprotocol.registry/publisher-provided",
];

fn note_unknown(value: &Value, known: &[&str], at: &str, out: &mut Vec<String>) {
    if let Some(obj) = value.as_object() {
        for key in obj.keys() {
            if !known.contains(&key.as_str()) {
                out.push(format!("{at}/{}", escape_pointer(key)));
            }
        }
    }
}

/// Either spelling of a member (camelCase since 2025-09-16, snake_case before).
fn member<'a>(obj: &'a Value, camel: &str, snake: &str) -> Option<&'a Value> {
    obj.get(camel).or_else(|| obj.get(snake))
}

fn string(obj: &Value, camel: &str, snake: &str) -> Option<String> {
    member(obj, camel, snake)
        .and_then(Value::as_str)
        .map(str::to_owned)
}

fn flag(obj: &Value, camel: &str, snake: &str) -> bool {
    member(obj, camel, snake)
        .and_then(Value::as_bool)
        .unwrap_or(false)
}

fn parse_input(v: &Value, at: &str, unknown: &mut Vec<String>) -> Input {
    note_unknown(v, INPUT_FIELDS, at, unknown);
    Input {
        name: string(v, "name", "name").unwrap_or_default(),
        value: string(v, "value", "value"),
        default: string(v, "default", "default"),
        required: flag(v, "isRequired", "is_required"),
        secret: flag(v, "isSecret", "is_secret"),
    }
}

fn parse_argument(v: &Value, at: &str, unknown: &mut Vec<String>) -> Argument {
    note_unknown(v, INPUT_FIELDS, at, unknown);
    let named = v.get("type").and_then(Value::as_str) == Some("named");
    Argument {
        flag: if named {
            string(v, "name", "name")
        } else {
            None
        },
        value: string(v, "value", "value"),
        default: string(v, "default", "default"),
        hint: string(v, "valueHint", "value_hint").or_else(|| {
            if named {
                None
            } else {
                string(v, "name", "name")
            }
        }),
        required: flag(v, "isRequired", "is_required"),
        format: string(v, "format", "format"),
    }
}

fn list<'a>(obj: &'a Value, camel: &str, snake: &str) -> (&'static str, &'a [Value]) {
    let found = member(obj, camel, snake)
        .and_then(Value::as_array)
        .map(Vec::as_slice)
        .unwrap_or(&[]);
    let name = if obj.get(camel).is_some() { "c" } else { "s" };
    (name, found)
}

fn parse_package(p: &Value, at: &str, unknown: &mut Vec<String>) -> Result<Package, String> {
    if !p.is_object() {
        return Err(format!("{at} is not an object"));
    }
    note_unknown(p, PACKAGE_FIELDS, at, unknown);
    let registry_type = string(p, "registryType", "registry_type")
        .or_else(|| string(p, "registry_name", "registry_name"))
        .ok_or_else(|| format!("{at} names no registryType"))?;
    let identifier = string(p, "identifier", "name")
        .filter(|s| !s.is_empty())
        .ok_or_else(|| format!("{at} names no package (identifier)"))?;
    let transport = match p.get("transport") {
        Some(t) => {
            note_unknown(t, TRANSPORT_FIELDS, &format!("{at}/transport"), unknown);
            t.get("type")
                .and_then(Value::as_str)
                .unwrap_or("stdio")
                .to_owned()
        }
        None => "stdio".to_owned(),
    };
    let mut args = |camel: &str, snake: &str| -> Vec<Argument> {
        let (spelling, items) = list(p, camel, snake);
        let member_name = if spelling == "c" { camel } else { snake };
        items
            .iter()
            .enumerate()
            .map(|(i, a)| parse_argument(a, &format!("{at}/{member_name}/{i}"), unknown))
            .collect()
    };
    let runtime_arguments = args("runtimeArguments", "runtime_arguments");
    let package_arguments = args("packageArguments", "package_arguments");
    let (spelling, envs) = list(p, "environmentVariables", "environment_variables");
    let env_member = if spelling == "c" {
        "environmentVariables"
    } else {
        "environment_variables"
    };
    let environment = envs
        .iter()
        .enumerate()
        .map(|(i, e)| parse_input(e, &format!("{at}/{env_member}/{i}"), unknown))
        .collect();
    Ok(Package {
        registry_type,
        identifier,
        version: string(p, "version", "version"),
        registry_base_url: string(p, "registryBaseUrl", "registry_base_url"),
        runtime_hint: string(p, "runtimeHint", "runtime_hint"),
        runtime_arguments,
        package_arguments,
        environment,
        transport,
    })
}

/// Which package the sweep runs when a server offers several: npm, then
/// PyPI, then OCI, then anything else (reported as unsupported).
fn preference(p: &Package) -> usize {
    match (p.registry_type.as_str(), p.transport.as_str()) {
        ("npm", "stdio") => 0,
        ("pypi", "stdio") => 1,
        ("oci", "stdio") => 2,
        ("npm" | "pypi" | "oci", _) => 3,
        _ => 4,
    }
}

/// Reads one `server.json` (and the registry's `_meta` beside it).
pub fn parse_server(server: &Value, meta: Option<&Value>, source: &str) -> Entry {
    let Some(obj) = server.as_object() else {
        return Entry::invalid(
            source.to_owned(),
            source.to_owned(),
            "the registry entry is not an object".into(),
        );
    };
    let Some(name) = obj
        .get("name")
        .and_then(Value::as_str)
        .filter(|n| !n.is_empty())
    else {
        return Entry::invalid(
            source.to_owned(),
            source.to_owned(),
            "the registry entry has no `name`".into(),
        );
    };
    let mut unknown = Vec::new();
    note_unknown(server, SERVER_FIELDS, "/server", &mut unknown);
    if let Some(meta) = meta {
        note_unknown(meta, META_FIELDS, "/_meta", &mut unknown);
    }
    let schema = obj
        .get("$schema")
        .and_then(Value::as_str)
        .map(str::to_owned);
    if let Some(s) = &schema {
        if !KNOWN_SCHEMAS.iter().any(|k| s.contains(k)) {
            unknown.push(format!("/server/$schema ({})", crate::one_line(s, 120)));
        }
    }
    let version = obj
        .get("version")
        .and_then(Value::as_str)
        .map(str::to_owned)
        .or_else(|| {
            obj.get("version_detail")
                .and_then(|v| v.get("version"))
                .and_then(Value::as_str)
                .map(str::to_owned)
        });
    let mut packages = Vec::new();
    let mut errors = Vec::new();
    if let Some(list) = obj.get("packages").and_then(Value::as_array) {
        for (i, p) in list.iter().enumerate() {
            match parse_package(p, &format!("/server/packages/{i}"), &mut unknown) {
                Ok(p) => packages.push(p),
                Err(e) => errors.push(e),
            }
        }
    }
    let mut remotes = Vec::new();
    if let Some(list) = obj.get("remotes").and_then(Value::as_array) {
        for (i, r) in list.iter().enumerate() {
            let at = format!("/server/remotes/{i}");
            note_unknown(r, TRANSPORT_FIELDS, &at, &mut unknown);
            let Some(url) = r.get("url").and_then(Value::as_str) else {
                errors.push(format!("{at} has no url"));
                continue;
            };
            let headers = r
                .get("headers")
                .and_then(Value::as_array)
                .map(|h| {
                    h.iter()
                        .enumerate()
                        .map(|(j, h)| parse_input(h, &format!("{at}/headers/{j}"), &mut unknown))
                        .collect()
                })
                .unwrap_or_default();
            remotes.push(Target::Remote {
                transport: r
                    .get("type")
                    .or_else(|| r.get("transport_type"))
                    .and_then(Value::as_str)
                    .unwrap_or("streamable-http")
                    .to_owned(),
                url: url.to_owned(),
                headers,
            });
        }
    }
    packages.sort_by_key(preference);
    let mut targets: Vec<Target> = packages.into_iter().map(Target::Package).collect();
    targets.extend(remotes);
    let alternatives = targets
        .iter()
        .skip(1)
        .map(|t| match t {
            Target::Package(p) => package_label(p),
            Target::Remote { url, .. } => url.clone(),
            Target::Invalid(e) => e.clone(),
        })
        .collect();
    let target = if targets.is_empty() {
        Target::Invalid(if errors.is_empty() {
            "the registry entry has neither packages nor remotes".into()
        } else {
            format!("no usable package or remote: {}", errors.join("; "))
        })
    } else {
        targets.swap_remove(0)
    };
    let mut published = Map::new();
    for (k, v) in obj {
        if k != "_meta" {
            published.insert(k.clone(), v.clone());
        }
    }
    Entry {
        server: name.to_owned(),
        version,
        source: source.to_owned(),
        target,
        alternatives,
        published: Value::Object(published),
        unknown_fields: unknown,
        schema,
    }
}

/// Reads a list file: one entry a line, `#` comments.
pub fn parse_list(text: &str, source: &str) -> Vec<Entry> {
    let mut out = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let where_ = format!("{source}:{}", i + 1);
        out.push(parse_list_line(line, &where_));
    }
    out
}

fn parse_list_line(line: &str, source: &str) -> Entry {
    let Some((kind, rest)) = line.split_once(':') else {
        return Entry::invalid(
            line.to_owned(),
            source.to_owned(),
            format!(
                "`{line}`: expected npm:PKG[@VER], pypi:PKG[==VER], oci:IMAGE or url:https://…"
            ),
        );
    };
    let package = |registry_type: &str, identifier: &str, version: Option<&str>| Package {
        registry_type: registry_type.to_owned(),
        identifier: identifier.to_owned(),
        version: version.map(str::to_owned),
        transport: "stdio".into(),
        ..Package::default()
    };
    let (server, version, target) = match kind {
        "npm" => {
            // The version's `@` is the last one after the first character
            // (a scope starts with `@`).
            let (name, ver) = match rest[1.min(rest.len())..].rfind('@') {
                Some(at) => (&rest[..at + 1], Some(&rest[at + 2..])),
                None => (rest, None),
            };
            (
                format!("npm:{name}"),
                ver,
                Target::Package(package("npm", name, ver)),
            )
        }
        "pypi" => {
            let (name, ver) = match rest.split_once("==") {
                Some((n, v)) => (n, Some(v)),
                None => (rest, None),
            };
            (
                format!("pypi:{name}"),
                ver,
                Target::Package(package("pypi", name, ver)),
            )
        }
        "oci" => (
            format!("oci:{}", rest.split(['@', ':']).next().unwrap_or(rest)),
            None,
            Target::Package(package("oci", rest, None)),
        ),
        "url" if rest.starts_with("http://") || rest.starts_with("https://") => (
            rest.to_owned(),
            None,
            Target::Remote {
                transport: "streamable-http".into(),
                url: rest.to_owned(),
                headers: Vec::new(),
            },
        ),
        _ => {
            return Entry::invalid(
                line.to_owned(),
                source.to_owned(),
                format!(
                    "`{line}`: expected npm:PKG[@VER], pypi:PKG[==VER], oci:IMAGE or url:https://…"
                ),
            );
        }
    };
    if server.ends_with(':') || rest.is_empty() {
        return Entry::invalid(
            line.to_owned(),
            source.to_owned(),
            format!("`{line}`: no package name"),
        );
    }
    Entry {
        server,
        version: version.filter(|v| !v.is_empty()).map(str::to_owned),
        source: source.to_owned(),
        target,
        alternatives: Vec::new(),
        published: Value::Null,
        unknown_fields: Vec::new(),
        schema: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_spellings_and_unknown_fields() {
        let page = r#"{"servers": [
          {"server": {"$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json",
            "name": "io.github.a/b", "description": "d", "version": "1.0.0", "frobnicate": 1,
            "packages": [{"registryType": "pypi", "identifier": "b", "version": "1.0.0", "transport": {"type": "stdio"},
                          "environmentVariables": [{"name": "KEY", "isRequired": true, "isSecret": true}]},
                         {"registryType": "npm", "identifier": "@a/b", "version": "1.0.0", "transport": {"type": "stdio"}}]},
           "_meta": {"io.modelcontextprotocol.registry/official": {"status": "active"}}, "extra": true},
          {"name": "old/style", "version_detail": {"version": "0.1"},
           "packages": [{"registry_name": "npm", "name": "old", "version": "0.1",
                         "environment_variables": [{"name": "T", "is_required": true}]}]},
          {"description": "no name"}
        ], "metadata": {"nextCursor": "abc", "count": 3}}"#;
        let (entries, next) = parse_page(page, "p");
        assert_eq!(next.as_deref(), Some("abc"));
        assert_eq!(entries.len(), 3);
        let Target::Package(p) = &entries[0].target else {
            panic!()
        };
        assert_eq!(p.registry_type, "npm", "npm is preferred");
        assert_eq!(entries[0].alternatives, vec!["pypi:b==1.0.0".to_owned()]);
        assert!(
            entries[0]
                .unknown_fields
                .contains(&"/server/frobnicate".to_owned())
        );
        assert!(entries[0].unknown_fields.contains(&"/extra".to_owned()));
        let Target::Package(old) = &entries[1].target else {
            panic!()
        };
        assert_eq!(old.identifier, "old");
        assert!(old.environment[0].required);
        assert_eq!(entries[1].version.as_deref(), Some("0.1"));
        assert!(matches!(entries[2].target, Target::Invalid(_)));
        let (bad, next) = parse_page("{not json", "q");
        assert!(next.is_none() && matches!(bad[0].target, Target::Invalid(_)));
    }

    #[test]
    fn list_lines() {
        let e = parse_list(
            "npm:@scope/pkg@1.2.3\nnpm:plain\npypi:mcp-server-time==1.0 # c\noci:ghcr.io/a/b:1\nurl:https://x.example/mcp\nbogus\n",
            "l.txt",
        );
        assert_eq!(e.len(), 6);
        assert_eq!(e[0].server, "npm:@scope/pkg");
        assert_eq!(e[0].version.as_deref(), Some("1.2.3"));
        assert_eq!(e[1].server, "npm:plain");
        assert_eq!(e[2].target_label(), "pypi:mcp-server-time==1.0");
        assert_eq!(e[3].server, "oci:ghcr.io/a/b");
        assert!(matches!(e[4].target, Target::Remote { .. }));
        assert!(matches!(e[5].target, Target::Invalid(_)));
    }
}
