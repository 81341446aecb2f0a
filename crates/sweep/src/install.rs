//! Getting a package onto the machine: `npm install` into a per-server
//! prefix, a Python venv and `pip install`, or `docker pull`, each with a
//! bounded time, its own process group and a scrubbed environment. The
//! per-server cache keeps an install for the next sweep.
//!
//! Nothing a package ships runs at install time: npm runs with
//! `--ignore-scripts` and pip installs wheels only (`--only-binary`), so
//! a package's code first runs when the server starts, confined.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::record::Status;
use crate::registry::{Argument, Package};

/// Where the cache marker of a finished install lives, inside its directory.
const MARKER: &str = ".mcpsift-installed.json";
/// How much of an installer's output is kept (the tail).
const OUTPUT_TAIL: usize = 16 << 10;

/// A server ready to start.
#[derive(Clone, Debug, Default)]
pub struct Installed {
    /// The program.
    pub program: String,
    /// Its arguments (package arguments included).
    pub args: Vec<String>,
    /// Variables to set (declared defaults and fixed values).
    pub env: Vec<(String, String)>,
    /// The isolation is the container's, not ours (`docker --network none`).
    pub container: bool,
    /// The cache had it.
    pub cached: bool,
    /// Configuration the registry says it needs and the sweep does not have.
    pub needs: Vec<String>,
    /// The server's scratch directory (its HOME and working directory).
    pub home: PathBuf,
}

/// Why a package is not ready.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotInstalled {
    /// `failed` or `skipped`.
    pub status: Status,
    /// `install`, `needs_runner`, `unsupported`.
    pub cause: &'static str,
    /// What went wrong.
    pub message: String,
}

fn not_installed(status: Status, cause: &'static str, message: impl Into<String>) -> NotInstalled {
    NotInstalled {
        status,
        cause,
        message: message.into(),
    }
}

/// What a bounded command did.
#[derive(Debug)]
pub struct Output {
    /// It exited 0.
    pub success: bool,
    /// How it ended (`exit status: 1`, `killed after 300 s`).
    pub how: String,
    /// The tail of its stdout and stderr, together.
    pub tail: String,
}

/// Installer environment: the usual allow-list plus package-manager and
/// proxy settings (an installer needs the network; a server never gets
/// these).
fn installer_command(program: &str) -> Command {
    let mut cmd = Command::new(program);
    cmd.env_clear();
    for (name, value) in std::env::vars_os() {
        let keep = name.to_str().is_some_and(|n| {
            mcpsift_mcp::transport::ENV_ALLOW_LIST.contains(&n)
                || n.starts_with("npm_config_")
                || n.starts_with("NPM_CONFIG_")
                || n.starts_with("PIP_")
                || n.starts_with("PYENV")
                || matches!(
                    n,
                    "HTTP_PROXY"
                        | "HTTPS_PROXY"
                        | "NO_PROXY"
                        | "http_proxy"
                        | "https_proxy"
                        | "no_proxy"
                        | "SSL_CERT_FILE"
                        | "SSL_CERT_DIR"
                        | "DOCKER_HOST"
                        | "NODE_EXTRA_CA_CERTS"
                        | "REQUESTS_CA_BUNDLE"
                        | "CURL_CA_BUNDLE"
                )
        });
        if keep {
            cmd.env(name, value);
        }
    }
    cmd
}

/// Runs a command to its end or `limit`, in its own process group (killed
/// whole on time-out), keeping the tail of what it printed.
pub fn run_bounded(mut cmd: Command, limit: Duration) -> std::io::Result<Output> {
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        cmd.process_group(0);
    }
    cmd.stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn()?;
    let tail = Arc::new(Mutex::new(Vec::<u8>::new()));
    let readers: Vec<_> = [
        child
            .stdout
            .take()
            .map(|s| Box::new(s) as Box<dyn Read + Send>),
        child
            .stderr
            .take()
            .map(|s| Box::new(s) as Box<dyn Read + Send>),
    ]
    .into_iter()
    .flatten()
    .map(|mut pipe| {
        let tail = Arc::clone(&tail);
        std::thread::spawn(move || {
            let mut buf = [0u8; 8192];
            while let Ok(n) = pipe.read(&mut buf) {
                if n == 0 {
                    break;
                }
                let mut t = tail.lock().unwrap_or_else(|e| e.into_inner());
                t.extend_from_slice(&buf[..n]);
                if t.len() > 2 * OUTPUT_TAIL {
                    let cut = t.len() - OUTPUT_TAIL;
                    t.drain(..cut);
                }
            }
        })
    })
    .collect();
    let start = Instant::now();
    let how = loop {
        if let Some(status) = child.try_wait()? {
            break status.to_string();
        }
        if start.elapsed() > limit {
            kill_group(child.id());
            let _ = child.wait();
            break format!("killed after {} s", limit.as_secs());
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    // The group may hold the pipes open; it is gone now.
    kill_group(child.id());
    for r in readers {
        let _ = r.join();
    }
    let status_ok = how == "exit status: 0";
    let bytes = tail.lock().unwrap_or_else(|e| e.into_inner()).clone();
    let text = String::from_utf8_lossy(&bytes);
    let start = text.len().saturating_sub(OUTPUT_TAIL);
    let start = (start..text.len())
        .find(|&i| text.is_char_boundary(i))
        .unwrap_or(text.len());
    Ok(Output {
        success: status_ok,
        how,
        tail: text[start..].to_owned(),
    })
}

fn kill_group(pid: u32) {
    #[cfg(unix)]
    let _ = nix::sys::signal::killpg(
        nix::unistd::Pid::from_raw(pid as i32),
        nix::sys::signal::Signal::SIGKILL,
    );
}

/// The cache directory of one package: readable name plus a hash.
pub fn cache_dir(cache: &Path, label: &str) -> PathBuf {
    let readable: String = label
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '.' || c == '-' {
                c
            } else {
                '_'
            }
        })
        .take(60)
        .collect();
    cache.join(format!(
        "{readable}-{}",
        &crate::sha256_hex(label.as_bytes())[..12]
    ))
}

fn last_lines(text: &str) -> String {
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    let from = lines.len().saturating_sub(6);
    crate::one_line(&lines[from..].join("\n"), 600)
}

fn installer(cmd: Command, what: &str, limit: Duration) -> Result<(), NotInstalled> {
    let out = run_bounded(cmd, limit).map_err(|e| {
        not_installed(
            Status::Skipped,
            "needs_runner",
            format!("cannot run {what}: {e}"),
        )
    })?;
    if out.success {
        Ok(())
    } else {
        Err(not_installed(
            Status::Failed,
            "install",
            format!("{what} failed ({}): {}", out.how, last_lines(&out.tail)),
        ))
    }
}

/// Installs `package` (or finds it in the cache) and says how to start it.
pub fn install(
    package: &Package,
    cache: &Path,
    limit: Duration,
) -> Result<Installed, NotInstalled> {
    if package.transport != "stdio" {
        return Err(not_installed(
            Status::Skipped,
            "unsupported",
            format!(
                "the package serves MCP over {} when started; the sweep starts stdio packages (list its remote endpoint instead)",
                package.transport
            ),
        ));
    }
    let label = format!(
        "{}:{}@{}",
        package.registry_type,
        package.identifier,
        package.version.as_deref().unwrap_or("latest")
    );
    let dir = cache_dir(cache, &label);
    let home = dir.join("home");
    let marker = dir.join(MARKER);
    let mut installed = match read_marker(&marker) {
        Some(found) => found,
        None => {
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(&dir).map_err(|e| {
                not_installed(
                    Status::Failed,
                    "install",
                    format!("cannot create {}: {e}", dir.display()),
                )
            })?;
            let found = match package.registry_type.as_str() {
                "npm" => install_npm(package, &dir, limit)?,
                "pypi" => install_pypi(package, &dir, limit)?,
                "oci" => install_oci(package, limit)?,
                other => {
                    return Err(not_installed(
                        Status::Skipped,
                        "unsupported",
                        format!(
                            "{other} packages are not installed by the sweep (npm, pypi and oci are)"
                        ),
                    ));
                }
            };
            let text =
                json!({"program": found.program, "args": found.args, "container": found.container});
            let _ = std::fs::write(&marker, text.to_string());
            found
        }
    };
    std::fs::create_dir_all(&home).map_err(|e| {
        not_installed(
            Status::Failed,
            "install",
            format!("cannot create {}: {e}", home.display()),
        )
    })?;
    installed.home = home.clone();
    let (args, mut needs) = arguments(&package.package_arguments, &home);
    if installed.container {
        // docker run [runtime args] IMAGE [package args]: the image is last.
        let image = installed.args.pop().unwrap_or_default();
        for (name, value) in env_values(package, &mut needs) {
            installed.args.push("-e".into());
            installed.args.push(format!("{name}={value}"));
        }
        let (runtime, runtime_needs) = arguments(&package.runtime_arguments, &home);
        installed.args.extend(runtime);
        needs.extend(runtime_needs);
        installed.args.push(image);
    } else {
        installed.env = env_values(package, &mut needs);
    }
    installed.args.extend(args);
    installed.needs = needs;
    Ok(installed)
}

fn read_marker(marker: &Path) -> Option<Installed> {
    let text = std::fs::read_to_string(marker).ok()?;
    let v: Value = serde_json::from_str(&text).ok()?;
    Some(Installed {
        program: v.get("program")?.as_str()?.to_owned(),
        args: v
            .get("args")?
            .as_array()?
            .iter()
            .filter_map(|a| a.as_str().map(str::to_owned))
            .collect(),
        container: v.get("container").and_then(Value::as_bool).unwrap_or(false),
        cached: true,
        ..Installed::default()
    })
}

fn env_values(package: &Package, needs: &mut Vec<String>) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for var in &package.environment {
        match var.value.as_ref().or(var.default.as_ref()) {
            // A value with `{placeholders}` is a template for the user to fill.
            Some(v) if !v.contains('{') => out.push((var.name.clone(), v.clone())),
            _ if var.required => needs.push(format!("env {}", var.name)),
            _ => {}
        }
    }
    out
}

/// The command-line arguments the registry declares, filled from fixed
/// values and defaults; a required path gets an empty scratch directory;
/// other required values are missing (returned as needs).
fn arguments(declared: &[Argument], home: &Path) -> (Vec<String>, Vec<String>) {
    let mut args = Vec::new();
    let mut needs = Vec::new();
    for (i, a) in declared.iter().enumerate() {
        let label = a
            .flag
            .clone()
            .or_else(|| a.hint.clone())
            .unwrap_or_else(|| format!("argument {}", i + 1));
        let value = match a.value.as_ref().or(a.default.as_ref()) {
            Some(v) if !v.contains('{') => Some(v.clone()),
            _ if a.required => {
                let pathlike = a.format.as_deref() == Some("filepath")
                    || label.to_ascii_lowercase().contains("dir")
                    || label.to_ascii_lowercase().contains("path");
                if pathlike {
                    let dir = home.join(format!("arg{}", i + 1));
                    let _ = std::fs::create_dir_all(&dir);
                    Some(dir.display().to_string())
                } else {
                    needs.push(format!("argument {label}"));
                    None
                }
            }
            _ => None,
        };
        match (&a.flag, value) {
            (Some(flag), Some(v)) => {
                args.push(flag.clone());
                args.push(v);
            }
            (None, Some(v)) => args.push(v),
            _ => {}
        }
    }
    (args, needs)
}

fn install_npm(package: &Package, dir: &Path, limit: Duration) -> Result<Installed, NotInstalled> {
    let spec = match &package.version {
        Some(v) => format!("{}@{v}", package.identifier),
        None => package.identifier.clone(),
    };
    let mut cmd = installer_command("npm");
    cmd.args([
        "install",
        "--no-audit",
        "--no-fund",
        "--ignore-scripts",
        "--prefer-offline",
        "--loglevel=error",
    ])
    .arg("--prefix")
    .arg(dir);
    if let Some(base) = package
        .registry_base_url
        .as_deref()
        .filter(|b| !b.trim_end_matches('/').ends_with("registry.npmjs.org"))
    {
        cmd.arg("--registry").arg(base);
    }
    cmd.arg(&spec);
    installer(cmd, &format!("npm install {spec}"), limit)?;
    let manifest = dir
        .join("node_modules")
        .join(&package.identifier)
        .join("package.json");
    let text = std::fs::read_to_string(&manifest).map_err(|e| {
        not_installed(
            Status::Failed,
            "install",
            format!(
                "npm installed {spec} but {} cannot be read: {e}",
                manifest.display()
            ),
        )
    })?;
    let pkg: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
    let unscoped = package
        .identifier
        .rsplit('/')
        .next()
        .unwrap_or(&package.identifier);
    let bin = match pkg.get("bin") {
        Some(Value::String(_)) => Some(unscoped.to_owned()),
        Some(Value::Object(map)) => {
            let mut names: Vec<&String> = map.keys().collect();
            names.sort();
            names
                .iter()
                .find(|n| n.as_str() == unscoped)
                .or_else(|| names.first())
                .map(|n| (*n).clone())
        }
        _ => None,
    };
    let Some(bin) = bin else {
        return Err(not_installed(
            Status::Failed,
            "install",
            format!("{spec} declares no `bin` in its package.json: nothing to start"),
        ));
    };
    let program = dir.join("node_modules").join(".bin").join(&bin);
    if !program.exists() {
        return Err(not_installed(
            Status::Failed,
            "install",
            format!("{spec}: npm made no {} link", program.display()),
        ));
    }
    Ok(Installed {
        program: program.display().to_string(),
        ..Installed::default()
    })
}

const ENTRY_POINTS: &str = "import importlib.metadata as m, sys\n\
d = m.distribution(sys.argv[1])\n\
print('\\n'.join(sorted(e.name for e in d.entry_points if e.group == 'console_scripts')))";

fn normalize(name: &str) -> String {
    name.to_ascii_lowercase().replace(['_', '.'], "-")
}

fn install_pypi(package: &Package, dir: &Path, limit: Duration) -> Result<Installed, NotInstalled> {
    let spec = match &package.version {
        Some(v) => format!("{}=={v}", package.identifier),
        None => package.identifier.clone(),
    };
    let venv = dir.join("venv");
    let mut cmd = installer_command("python3");
    cmd.args(["-m", "venv"]).arg(&venv);
    installer(cmd, "python3 -m venv", limit)?;
    let mut cmd = installer_command(&venv.join("bin/pip").display().to_string());
    cmd.args([
        "install",
        "--quiet",
        "--disable-pip-version-check",
        "--no-input",
        "--only-binary=:all:",
    ]);
    if let Some(base) = package
        .registry_base_url
        .as_deref()
        .filter(|b| !b.trim_end_matches('/').ends_with("pypi.org"))
    {
        cmd.arg("--index-url")
            .arg(format!("{}/simple", base.trim_end_matches('/')));
    }
    cmd.arg(&spec);
    installer(cmd, &format!("pip install {spec}"), limit)?;
    let mut cmd = installer_command(&venv.join("bin/python").display().to_string());
    cmd.args(["-c", ENTRY_POINTS, &package.identifier]);
    let out = run_bounded(cmd, Duration::from_secs(60)).map_err(|e| {
        not_installed(
            Status::Failed,
            "install",
            format!("cannot read {spec}'s entry points: {e}"),
        )
    })?;
    let scripts: Vec<&str> = out
        .tail
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    if !out.success || scripts.is_empty() {
        return Err(not_installed(
            Status::Failed,
            "install",
            format!(
                "{spec} declares no console script: nothing to start ({})",
                last_lines(&out.tail)
            ),
        ));
    }
    let wanted = normalize(&package.identifier);
    let script = scripts
        .iter()
        .find(|s| normalize(s) == wanted)
        .unwrap_or(&scripts[0]);
    Ok(Installed {
        program: venv.join("bin").join(script).display().to_string(),
        ..Installed::default()
    })
}

/// `docker` or `podman`, whichever answers `info`.
fn container_runtime() -> Result<&'static str, String> {
    let mut why = Vec::new();
    for runtime in ["docker", "podman"] {
        let mut cmd = installer_command(runtime);
        cmd.arg("info");
        match run_bounded(cmd, Duration::from_secs(20)) {
            Ok(out) if out.success => return Ok(runtime),
            Ok(out) => why.push(format!("{runtime} info: {}", last_lines(&out.tail))),
            Err(_) => why.push(format!("{runtime} is not installed")),
        }
    }
    Err(why.join("; "))
}

fn install_oci(package: &Package, limit: Duration) -> Result<Installed, NotInstalled> {
    let runtime = container_runtime().map_err(|why| {
        not_installed(
            Status::Skipped,
            "needs_runner",
            format!("needs docker or podman: {why}"),
        )
    })?;
    let mut cmd = installer_command(runtime);
    cmd.args(["pull", &package.identifier]);
    installer(
        cmd,
        &format!("{runtime} pull {}", package.identifier),
        limit,
    )?;
    Ok(Installed {
        program: runtime.into(),
        args: vec![
            "run".into(),
            "-i".into(),
            "--rm".into(),
            "--network".into(),
            "none".into(),
            package.identifier.clone(),
        ],
        container: true,
        ..Installed::default()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::Input;

    #[test]
    fn declared_configuration_is_filled_or_listed() {
        let home = std::env::temp_dir().join(format!("mcpsift-sweep-args-{}", std::process::id()));
        let declared = [
            Argument {
                hint: Some("allowed_dir".into()),
                required: true,
                format: Some("filepath".into()),
                ..Argument::default()
            },
            Argument {
                flag: Some("--port".into()),
                default: Some("8080".into()),
                ..Argument::default()
            },
            Argument {
                hint: Some("database_url".into()),
                required: true,
                ..Argument::default()
            },
            Argument {
                flag: Some("--verbose".into()),
                ..Argument::default()
            },
            Argument {
                value: Some("stdio".into()),
                ..Argument::default()
            },
        ];
        let (args, needs) = arguments(&declared, &home);
        assert_eq!(args.len(), 4, "{args:?}");
        assert!(args[0].ends_with("arg1") && Path::new(&args[0]).is_dir());
        assert_eq!(&args[1..], ["--port", "8080", "stdio"]);
        assert_eq!(needs, ["argument database_url"]);
        let package = Package {
            environment: vec![
                Input {
                    name: "KEY".into(),
                    required: true,
                    secret: true,
                    ..Input::default()
                },
                Input {
                    name: "LEVEL".into(),
                    default: Some("info".into()),
                    ..Input::default()
                },
                Input {
                    name: "URL".into(),
                    value: Some("https://{host}/x".into()),
                    required: true,
                    ..Input::default()
                },
            ],
            ..Package::default()
        };
        let mut needs = Vec::new();
        assert_eq!(
            env_values(&package, &mut needs),
            [("LEVEL".to_owned(), "info".to_owned())]
        );
        assert_eq!(needs, ["env KEY", "env URL"]);
        let _ = std::fs::remove_dir_all(&home);
    }
}
