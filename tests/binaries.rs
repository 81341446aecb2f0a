//! Locating (and building) the workspace binaries the end-to-end tests
//! run: `mcpsift` and `mcpsift-testserver`. Included with
//! `#[path = "binaries.rs"] mod binaries;` by the test files that need it.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

/// The `mcpsift` binary (override with `MCPSIFT_BIN`).
pub fn mcpsift() -> &'static Path {
    static BIN: OnceLock<PathBuf> = OnceLock::new();
    BIN.get_or_init(|| locate("mcpsift", "MCPSIFT_BIN"))
}

/// The offline MCP test server (override with `MCPSIFT_TESTSERVER_BIN`).
pub fn testserver() -> &'static Path {
    static BIN: OnceLock<PathBuf> = OnceLock::new();
    BIN.get_or_init(|| locate("mcpsift-testserver", "MCPSIFT_TESTSERVER_BIN"))
}

fn locate(name: &str, env: &str) -> PathBuf {
    if let Some(bin) = std::env::var_os(env) {
        let bin = PathBuf::from(bin);
        assert!(bin.is_file(), "{env}={} is not a file", bin.display());
        return bin;
    }
    let file = format!("{name}{}", std::env::consts::EXE_SUFFIX);
    // Tests run as target/<profile>/deps/<test>-<hash>; binaries of the
    // same profile sit in target/<profile>/.
    let exe = std::env::current_exe().expect("the test knows its own path");
    let profile_dir = exe
        .parent()
        .and_then(Path::parent)
        .expect("test binary sits in <target>/<profile>/deps")
        .to_path_buf();
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let built = build(&workspace, &profile_dir);
    let candidate = profile_dir.join(&file);
    if candidate.is_file() {
        return candidate;
    }
    let fallback = workspace.join("target").join("debug").join(&file);
    assert!(
        fallback.is_file(),
        "cannot find {name} at {} or {} (build: {built}); run `cargo build -p mcpsift-cli -p mcpsift-testserver` or set {env}",
        candidate.display(),
        fallback.display()
    );
    fallback
}

/// Builds both binaries once per test process, in the test's profile, so a
/// changed binary is never tested stale.
fn build(workspace: &Path, profile_dir: &Path) -> String {
    static BUILT: OnceLock<String> = OnceLock::new();
    BUILT
        .get_or_init(|| {
            let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
            let mut cmd = Command::new(cargo);
            cmd.args([
                "build",
                "--quiet",
                "-p",
                "mcpsift-cli",
                "-p",
                "mcpsift-testserver",
                "--manifest-path",
            ])
            .arg(workspace.join("Cargo.toml"));
            match profile_dir.file_name().and_then(|n| n.to_str()) {
                Some("debug") | None => {}
                Some("release") => {
                    cmd.arg("--release");
                }
                Some(other) => {
                    cmd.arg("--profile").arg(other);
                }
            }
            if let Some(target_dir) = profile_dir.parent() {
                cmd.arg("--target-dir").arg(target_dir);
            }
            match cmd.stdin(Stdio::null()).output() {
                Ok(out) if out.status.success() => "ok".to_owned(),
                Ok(out) => format!(
                    "cargo build failed: {}",
                    String::from_utf8_lossy(&out.stderr)
                ),
                Err(e) => format!("cannot run cargo: {e}"),
            }
        })
        .clone()
}
