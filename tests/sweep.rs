//! `mcpsift sweep` end to end, offline: a local HTTP server plays the
//! official registry API (paginated, in its `server.json` format, with a
//! malformed last page) and an npm registry holding small packages whose
//! programs are our test servers and hostile stand-ins (one crashes, one
//! hangs, one floods, one prints no JSON, one needs a key, one is missing).
//! A sweep, a new release of two servers, a second sweep that reports the
//! rug pull; resume; shards and merge.
//!
//! Needs `npm`, `tar` and `sh` (CI has them). Where `MCPSIFT_REAL_SERVERS`
//! is set (.ci/run), the registry also names the real npm server-memory
//! package, installed from npm's cache.

#[path = "binaries.rs"]
mod binaries;

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::{Arc, Mutex};

use serde_json::{Value, json};

/// A tiny HTTP server: path (with query) → body.
struct Site {
    port: u16,
    routes: Arc<Mutex<HashMap<String, Vec<u8>>>>,
}

impl Site {
    fn start() -> Site {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let routes: Arc<Mutex<HashMap<String, Vec<u8>>>> = Arc::default();
        let shared = Arc::clone(&routes);
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                let routes = Arc::clone(&shared);
                std::thread::spawn(move || serve(stream, &routes));
            }
        });
        Site { port, routes }
    }

    fn base(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    fn set(&self, path: &str, body: Vec<u8>) {
        self.routes.lock().unwrap().insert(path.to_owned(), body);
    }
}

fn serve(stream: TcpStream, routes: &Mutex<HashMap<String, Vec<u8>>>) {
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    let mut first = String::new();
    if reader.read_line(&mut first).is_err() {
        return;
    }
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).unwrap_or(0) == 0 || line == "\r\n" {
            break;
        }
    }
    let path = first.split_whitespace().nth(1).unwrap_or("/").to_owned();
    let found = routes.lock().unwrap().get(&path).cloned();
    let mut stream = stream;
    let (status, body) = match found {
        Some(b) => ("200 OK", b),
        None => ("404 Not Found", br#"{"error": "not found"}"#.to_vec()),
    };
    let head = format!(
        "HTTP/1.1 {status}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    let _ = stream.write_all(head.as_bytes());
    let _ = stream.write_all(&body);
}

/// Publishes an npm package whose bin is `script` (a shell script) into
/// the fake registry, one version at a time (the packument keeps them all).
fn publish(site: &Site, work: &Path, name: &str, versions: &[(&str, String)]) {
    let mut listed = serde_json::Map::new();
    for (version, script) in versions {
        let dir = work.join(format!("{name}-{version}"));
        std::fs::create_dir_all(dir.join("package/bin")).unwrap();
        std::fs::write(
            dir.join("package/package.json"),
            json!({"name": name, "version": version, "bin": {name: "bin/server.sh"}}).to_string(),
        )
        .unwrap();
        let bin = dir.join("package/bin/server.sh");
        std::fs::write(&bin, format!("#!/bin/sh\n{script}\n")).unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&bin, std::fs::Permissions::from_mode(0o755)).unwrap();
        }
        let tgz = dir.join("package.tgz");
        let status = Command::new("tar")
            .arg("-czf")
            .arg(&tgz)
            .arg("-C")
            .arg(&dir)
            .arg("package")
            .status()
            .expect("tar runs");
        assert!(status.success());
        let file = format!("/npm/{name}/-/{name}-{version}.tgz");
        site.set(&file, std::fs::read(&tgz).unwrap());
        listed.insert(
            (*version).to_owned(),
            json!({"name": name, "version": version, "bin": {name: "bin/server.sh"},
                   "dist": {"tarball": format!("{}{file}", site.base())}}),
        );
    }
    let latest = versions.last().unwrap().0;
    site.set(
        &format!("/npm/{name}"),
        json!({"name": name, "dist-tags": {"latest": latest}, "versions": listed})
            .to_string()
            .into_bytes(),
    );
}

fn npm_entry(site: &Site, name: &str, version: &str, env: Value) -> Value {
    json!({"server": {
        "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json",
        "name": format!("io.example.test/{name}"),
        "description": format!("The {name} test server."),
        "version": version,
        "packages": [{"registryType": "npm", "registryBaseUrl": format!("{}/npm/", site.base()),
                      "identifier": name, "version": version, "runtimeHint": "npx",
                      "transport": {"type": "stdio"}, "environmentVariables": env}]},
        "_meta": {"io.modelcontextprotocol.registry/official": {"status": "active", "isLatest": true}}})
}

fn remote_entry(name: &str, url: &str) -> Value {
    json!({"server": {"name": name, "description": "A remote test server.", "version": "1.0.0",
                      "remotes": [{"type": "streamable-http", "url": url}]}})
}

/// Serves the servers as the API does: pages of three, then a malformed page.
fn publish_pages(site: &Site, servers: &[Value]) {
    let pages: Vec<&[Value]> = servers.chunks(3).collect();
    for (i, page) in pages.iter().enumerate() {
        let path = if i == 0 {
            "/v0/servers?limit=100".to_owned()
        } else {
            format!("/v0/servers?limit=100&cursor=c{i}")
        };
        let body = json!({"servers": page, "metadata": {"nextCursor": format!("c{}", i + 1), "count": page.len()}});
        site.set(&path, body.to_string().into_bytes());
    }
    site.set(
        &format!("/v0/servers?limit=100&cursor=c{}", pages.len()),
        b"{\"servers\": [ this page is cut short".to_vec(),
    );
}

fn sweep(args: &[&str]) -> Output {
    Command::new(binaries::mcpsift())
        .arg("sweep")
        .args(args)
        .arg("-q")
        .stdin(Stdio::null())
        .output()
        .expect("mcpsift runs")
}

/// The records of a results directory, each checked against
/// `docs/schema/sweep.schema.json`.
fn records(dir: &Path) -> HashMap<String, Value> {
    let schema: Value = serde_json::from_slice(
        &std::fs::read(
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/schema/sweep.schema.json"),
        )
        .unwrap(),
    )
    .unwrap();
    let validator = jsonschema::options()
        .build(&schema)
        .expect("a valid schema");
    let text = std::fs::read_to_string(dir.join("servers.jsonl")).unwrap();
    text.lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .inspect(|v| {
            let errors: Vec<String> = validator.iter_errors(v).map(|e| e.to_string()).collect();
            assert!(errors.is_empty(), "{errors:?}\n{v}");
        })
        .map(|v| (v["server"].as_str().unwrap().to_owned(), v))
        .collect()
}

fn field<'a>(records: &'a HashMap<String, Value>, server: &str) -> &'a Value {
    records
        .get(server)
        .unwrap_or_else(|| panic!("no record for {server}: {:?}", records.keys()))
}

struct Killed(Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn http_testserver(mode: &str) -> (Killed, String) {
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let child = Command::new(binaries::testserver())
        .args([mode, "--http", &port.to_string()])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let url = format!("http://127.0.0.1:{port}/mcp");
    for _ in 0..100 {
        if TcpStream::connect(("127.0.0.1", port)).is_ok() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    (Killed(child), url)
}

fn tempdir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mcpsift-sweep-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn have(program: &str) -> bool {
    Command::new(program)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

#[test]
fn a_registry_sweep_then_a_rug_pull_then_resume() {
    if !(have("npm") && have("tar")) {
        assert!(
            std::env::var_os("CI").is_none(),
            "npm and tar are needed for the sweep test in CI"
        );
        eprintln!("skipped: npm or tar is not installed");
        return;
    }
    let work = tempdir("e2e");
    let out = work.join("out");
    let site = Site::start();
    let ts = binaries::testserver().display().to_string();
    publish(
        &site,
        &work,
        "sweep-clean",
        &[
            ("1.0.0", format!("exec {ts} benign")),
            ("1.1.0", format!("exec {ts} benign --changed")),
        ],
    );
    publish(
        &site,
        &work,
        "sweep-rug",
        &[
            ("1.0.0", format!("exec {ts} rugpull")),
            ("1.1.0", format!("exec {ts} rugpull --changed")),
        ],
    );
    publish(
        &site,
        &work,
        "sweep-poisoned",
        &[("1.0.0", format!("exec {ts} poisoned"))],
    );
    publish(
        &site,
        &work,
        "sweep-crash",
        &[(
            "1.0.0",
            "echo 'Error: segmentation fault in the native module' >&2; exit 139".into(),
        )],
    );
    publish(
        &site,
        &work,
        "sweep-hang",
        &[("1.0.0", "exec sleep 600".into())],
    );
    publish(
        &site,
        &work,
        "sweep-flood",
        &[("1.0.0", "exec yes 'this is not JSON'".into())],
    );
    publish(
        &site,
        &work,
        "sweep-chatter",
        &[(
            "1.0.0",
            "while read line; do echo 'hello, this is not JSON'; done".into(),
        )],
    );
    publish(
        &site,
        &work,
        "sweep-needs-key",
        &[(
            "1.0.0",
            "echo 'Error: WIDGET_API_KEY environment variable is required' >&2; exit 1".into(),
        )],
    );
    let (_remote, remote_url) = http_testserver("benign");

    let needs_key_env = json!([{"name": "WIDGET_API_KEY", "isRequired": true, "isSecret": true}]);
    let mut clean = npm_entry(&site, "sweep-clean", "1.0.0", json!([]));
    clean["server"]["x-frobnicate"] = json!("a member no schema defines");
    let mut first = vec![
        clean,
        npm_entry(&site, "sweep-rug", "1.0.0", json!([])),
        npm_entry(&site, "sweep-poisoned", "1.0.0", json!([])),
        npm_entry(&site, "sweep-crash", "1.0.0", json!([])),
        npm_entry(&site, "sweep-hang", "1.0.0", json!([])),
        npm_entry(&site, "sweep-flood", "1.0.0", json!([])),
        npm_entry(&site, "sweep-chatter", "1.0.0", json!([])),
        npm_entry(&site, "sweep-needs-key", "1.0.0", needs_key_env),
        npm_entry(&site, "sweep-missing", "1.0.0", json!([])),
        remote_entry("io.example.test/remote", &remote_url),
    ];
    let real = std::env::var_os("MCPSIFT_REAL_SERVERS").is_some();
    if real {
        first.push(json!({"server": {"name": "io.github.modelcontextprotocol/memory", "description": "Knowledge-graph memory.",
            "version": "2026.8.31", "packages": [{"registryType": "npm", "registryBaseUrl": "https://registry.npmjs.org",
            "identifier": "@modelcontextprotocol/server-memory", "version": "2026.8.31", "transport": {"type": "stdio"}}]}}));
    } else {
        eprintln!(
            "note: MCPSIFT_REAL_SERVERS is not set; the real npm package is left out of the sweep"
        );
    }
    publish_pages(&site, &first);

    let out_s = out.display().to_string();
    let base = site.base();
    let cache = work.join("cache").display().to_string();
    let common = [
        base.as_str(),
        "--out",
        &out_s,
        "--cache",
        &cache,
        "--timeout",
        "4",
        "--jobs",
        "2",
    ];
    let run = sweep(&common);
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert_eq!(
        run.status.code(),
        Some(1),
        "a poisoned server is withheld: {stderr}"
    );
    let r = records(&out);
    let status = |s: &str| field(&r, s)["status"].as_str().unwrap().to_owned();
    let cause = |s: &str| field(&r, s)["cause"].as_str().unwrap_or("").to_owned();
    let t = |n: &str| format!("io.example.test/{n}");

    let c = field(&r, &t("sweep-clean"));
    assert_eq!(
        (c["status"].as_str(), c["verdict"].as_str()),
        (Some("scanned"), Some("allow")),
        "{c}"
    );
    assert!(c["isolation"].as_str().unwrap().starts_with("netns"), "{c}");
    assert_eq!(c["drift"]["status"], "new");
    assert!(c["items"]["tools"].as_u64().unwrap() > 0);
    assert!(
        c["unknown_fields"]
            .to_string()
            .contains("/server/x-frobnicate"),
        "{c}"
    );
    assert!(
        out.join("manifests")
            .join(format!("{}.json", c["manifest"].as_str().unwrap()))
            .is_file()
    );
    let p = field(&r, &t("sweep-poisoned"));
    assert_eq!(p["verdict"], "withhold");
    assert!(p["findings"].as_array().unwrap().len() > 5, "{p}");
    assert_eq!(
        (status(&t("sweep-crash")), cause(&t("sweep-crash"))),
        ("failed".into(), "crash".into())
    );
    assert!(
        field(&r, &t("sweep-crash"))["message"]
            .as_str()
            .unwrap()
            .contains("segmentation fault")
    );
    assert_eq!(
        (status(&t("sweep-hang")), cause(&t("sweep-hang"))),
        ("failed".into(), "timeout".into())
    );
    assert_eq!(
        (status(&t("sweep-flood")), cause(&t("sweep-flood"))),
        ("failed".into(), "flood".into())
    );
    assert_eq!(
        (status(&t("sweep-chatter")), cause(&t("sweep-chatter"))),
        ("failed".into(), "non_json".into())
    );
    let k = field(&r, &t("sweep-needs-key"));
    assert_eq!(k["status"], "needs_config", "{k}");
    assert_eq!(k["needs"], json!(["env WIDGET_API_KEY"]));
    assert!(
        k["message"]
            .as_str()
            .unwrap()
            .contains("WIDGET_API_KEY environment variable is required")
    );
    assert_eq!(
        (status(&t("sweep-missing")), cause(&t("sweep-missing"))),
        ("failed".into(), "install".into())
    );
    let remote = field(&r, &t("remote"));
    assert_eq!(
        (remote["status"].as_str(), remote["isolation"].as_str()),
        (Some("scanned"), Some("remote"))
    );
    let page = r
        .values()
        .find(|v| v["cause"] == "registry")
        .expect("the malformed page has a record");
    assert!(
        page["message"].as_str().unwrap().contains("not JSON"),
        "{page}"
    );
    if real {
        let m = field(&r, "io.github.modelcontextprotocol/memory");
        assert_eq!(m["status"], "scanned", "{m}");
        assert!(m["items"]["tools"].as_u64().unwrap() >= 5, "{m}");
    }
    let html = std::fs::read_to_string(out.join("report.html")).unwrap();
    assert!(html.contains("Totals") && !html.contains("<script") && !html.contains("src=\"http"));
    let sarif: Value =
        serde_json::from_str(&std::fs::read_to_string(out.join("report.sarif")).unwrap()).unwrap();
    assert!(sarif["runs"][0]["results"].as_array().unwrap().len() > 5);

    // The same command again resumes: nothing runs, the records stay.
    let again = sweep(&common);
    let again_err = String::from_utf8_lossy(&again.stderr);
    assert_eq!(again.status.code(), Some(1));
    assert!(again_err.contains("(0 run now"), "{again_err}");
    assert_eq!(records(&out).len(), r.len());

    // A new release of two servers (one a rug pull), one server gone.
    let mut second = first.clone();
    second[0] = npm_entry(&site, "sweep-clean", "1.1.0", json!([]));
    second[1] = npm_entry(&site, "sweep-rug", "1.1.0", json!([]));
    second.remove(2);
    publish_pages(&site, &second);
    let mut refresh = common.to_vec();
    refresh.push("--refresh");
    let run = sweep(&refresh);
    assert_eq!(
        run.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let r2 = records(&out);
    let drift = |s: &str| field(&r2, s)["drift"].clone();
    let rug = drift(&t("sweep-rug"));
    assert_eq!(rug["status"], "rejected", "{rug}");
    let kinds: Vec<&str> = rug["changes"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| c["kind"].as_str())
        .collect();
    assert!(kinds.contains(&"tool_added"), "{kinds:?}");
    assert_eq!(field(&r2, &t("sweep-rug"))["version"], "1.1.0");
    assert_eq!(
        drift(&t("sweep-clean"))["status"],
        "admitted",
        "{}",
        drift(&t("sweep-clean"))
    );
    assert_eq!(drift(&t("remote"))["status"], "unchanged");
    assert_eq!(drift(&t("sweep-poisoned"))["status"], "gone");
    assert!(
        drift(&t("sweep-crash")).is_null(),
        "a server not scanned is not compared"
    );
    let html = std::fs::read_to_string(out.join("report.html")).unwrap();
    assert!(html.contains("rejected"));
    assert!(
        html.contains("<code>tool_added</code> tool <code>export_env</code>"),
        "the report names the tool the rug pull added"
    );
    let sarif = std::fs::read_to_string(out.join("report.sarif")).unwrap();
    assert!(sarif.contains("MSDRIFT"));
    let _ = std::fs::remove_dir_all(&work);
}

#[test]
fn shards_split_deterministically_and_merge_joins_them() {
    let work = tempdir("shards");
    let (_server, url) = http_testserver("benign");
    let servers: Vec<Value> = (0..8)
        .map(|i| remote_entry(&format!("io.example.shard/s{i}"), &url))
        .collect();
    let dump = work.join("dump.json");
    std::fs::write(
        &dump,
        json!({"servers": servers, "metadata": {"count": 8}}).to_string(),
    )
    .unwrap();
    let dump = dump.display().to_string();
    let dirs: Vec<String> = ["a1", "a2", "b1"]
        .iter()
        .map(|d| work.join(d).display().to_string())
        .collect();
    for (dir, shard) in [(&dirs[0], "1/2"), (&dirs[1], "2/2"), (&dirs[2], "1/2")] {
        let run = sweep(&[&dump, "--out", dir, "--shard", shard, "--timeout", "5"]);
        assert_eq!(
            run.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&run.stderr)
        );
    }
    let one = records(Path::new(&dirs[0]));
    let two = records(Path::new(&dirs[1]));
    let again = records(Path::new(&dirs[2]));
    let mut keys_one: Vec<_> = one.keys().collect();
    let mut keys_again: Vec<_> = again.keys().collect();
    keys_one.sort();
    keys_again.sort();
    assert_eq!(
        keys_one, keys_again,
        "the same shard twice is the same servers"
    );
    assert!(
        one.keys().all(|k| !two.contains_key(k)),
        "shards are disjoint"
    );
    assert_eq!(one.len() + two.len(), 8);
    assert!(!one.is_empty() && !two.is_empty());
    let merged = work.join("merged").display().to_string();
    let run = Command::new(binaries::mcpsift())
        .args(["sweep", "merge", &dirs[0], &dirs[1], "--out", &merged])
        .output()
        .unwrap();
    assert_eq!(
        run.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert_eq!(records(Path::new(&merged)).len(), 8);
    assert!(Path::new(&merged).join("report.html").is_file());
    let pins = std::fs::read_to_string(Path::new(&merged).join("pins.lock")).unwrap();
    assert_eq!(
        pins.matches("io.example.shard/").count(),
        8,
        "every shard's pins are merged"
    );
    // Usage errors exit 2.
    assert_eq!(sweep(&[&dump]).status.code(), Some(2), "--out is required");
    let bad_shard = sweep(&[&dump, "--out", &merged, "--shard", "3/2"]);
    assert_eq!(bad_shard.status.code(), Some(2));
    // The library says what is wrong with the value; the command names
    // the flag (once).
    let stderr = String::from_utf8_lossy(&bad_shard.stderr);
    assert!(
        stderr.contains(r#"--shard "3/2": expected I/N"#) && stderr.matches("--shard").count() == 1,
        "{stderr}"
    );
    let _ = std::fs::remove_dir_all(&work);
}

/// Two runs never write one results directory at once: while another
/// process holds it, a sweep (and a merge) into it stops at once and says
/// why, and touches nothing; once it is free, the same command runs.
#[test]
fn a_results_directory_in_use_is_refused() {
    let dir = tempdir("sweep-held");
    let list = dir.join("list.txt");
    std::fs::write(&list, "# nothing to sweep\n").expect("list");
    let out = dir.join("out");
    std::fs::create_dir_all(&out).expect("out");
    let held = mcpsift::manifest::LockfileGuard::acquire(
        &out.join("pins.lock"),
        std::time::Duration::ZERO,
    )
    .expect("the test holds the directory");
    let merge = || {
        Command::new(binaries::mcpsift())
            .args(["sweep", "merge", out.to_str().unwrap(), "--out"])
            .arg(&out)
            .stdin(Stdio::null())
            .output()
            .expect("mcpsift runs")
    };
    for run in [
        sweep(&[list.to_str().unwrap(), "--out", out.to_str().unwrap()]),
        merge(),
    ] {
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert_ne!(run.status.code(), Some(0), "{stderr}");
        assert!(stderr.contains("in use by another sweep"), "{stderr}");
        assert!(!out.join("servers.jsonl").exists(), "nothing written");
    }
    drop(held);
    let run = sweep(&[list.to_str().unwrap(), "--out", out.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(!stderr.contains("in use by another sweep"), "{stderr}");
}
