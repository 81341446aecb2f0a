//! How a server child is confined: a new network namespace with no
//! interfaces up (`unshare -n`, or `unshare -rn` in a user namespace when
//! not root) and a data-segment limit (`prlimit --data`), wrapped around
//! the command so no code of ours runs between fork and exec. Where the
//! platform has no network namespaces, servers run only when the limits
//! allow the network ([`Limits::allow_network`]), and the record says so.

use std::process::{Command, Stdio};
use std::sync::OnceLock;

use mcpsift_mcp::StdioCommand;

/// What this machine allows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Platform {
    /// The `unshare` flags that give a process no network, when they work.
    pub netns: Result<Vec<String>, String>,
    /// `prlimit` works.
    pub prlimit: bool,
}

fn works(program: &str, args: &[&str]) -> Result<(), String> {
    match Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
    {
        Ok(out) if out.status.success() => Ok(()),
        Ok(out) => Err(format!(
            "`{program} {}` failed: {}",
            args.join(" "),
            crate::one_line(&String::from_utf8_lossy(&out.stderr), 200)
        )),
        Err(e) => Err(format!("`{program}` cannot run: {e}")),
    }
}

/// Probes the platform once.
pub fn platform() -> &'static Platform {
    static PLATFORM: OnceLock<Platform> = OnceLock::new();
    PLATFORM.get_or_init(|| {
        let netns = if !cfg!(target_os = "linux") {
            Err("network namespaces are a Linux feature".to_owned())
        } else {
            match works("unshare", &["-n", "true"]) {
                Ok(()) => Ok(vec!["-n".to_owned()]),
                Err(first) => match works("unshare", &["-rn", "true"]) {
                    Ok(()) => Ok(vec!["-rn".to_owned()]),
                    Err(second) => Err(format!("{first}; {second}")),
                },
            }
        };
        Platform {
            netns,
            prlimit: works("prlimit", &["--version"]).is_ok(),
        }
    })
}

/// Limits for one server.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Run even where no network namespace can be had (then with network).
    pub allow_network: bool,
    /// Data-segment limit in MiB (0: none).
    pub memory_mib: u64,
}

/// Wraps `command` in the isolation the platform and limits allow, and
/// says which it got; `Err` when the server must not run (no namespace and
/// the network not allowed).
pub fn confine(command: StdioCommand, limits: Limits) -> Result<(StdioCommand, String), String> {
    confine_on(platform(), command, limits)
}

fn confine_on(
    platform: &Platform,
    command: StdioCommand,
    limits: Limits,
) -> Result<(StdioCommand, String), String> {
    let mut prefix: Vec<String> = Vec::new();
    let mut parts = Vec::new();
    match (&platform.netns, limits.allow_network) {
        (_, true) => parts.push("network allowed"),
        (Ok(flags), false) => {
            prefix.push("unshare".into());
            prefix.extend(flags.iter().cloned());
            prefix.push("--".into());
            parts.push("netns");
        }
        (Err(why), false) => {
            return Err(format!(
                "no network namespace can be made here ({why}); without one a server runs only \
                 when the network is allowed"
            ));
        }
    }
    if limits.memory_mib > 0 && platform.prlimit {
        prefix.push("prlimit".into());
        prefix.push(format!("--data={}", limits.memory_mib << 20));
        prefix.push("--".into());
        parts.push("rlimit");
    }
    let label = parts.join("+");
    if prefix.is_empty() {
        return Ok((command, label));
    }
    let mut args: Vec<String> = prefix[1..].to_vec();
    args.push(command.program.clone());
    args.extend(command.args.iter().cloned());
    Ok((
        StdioCommand {
            program: prefix[0].clone(),
            args,
            ..command
        },
        label,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn server() -> StdioCommand {
        StdioCommand {
            program: "server".into(),
            args: vec!["stdio".into()],
            env: Vec::new(),
            pass_env: Vec::new(),
            cwd: None,
        }
    }

    #[test]
    fn without_a_namespace_a_server_runs_only_when_the_network_is_allowed() {
        let bare = Platform {
            netns: Err("unshare: not permitted".into()),
            prlimit: false,
        };
        let closed = Limits {
            allow_network: false,
            memory_mib: 0,
        };
        let why = confine_on(&bare, server(), closed).unwrap_err();
        assert!(why.contains("unshare: not permitted"), "{why}");
        // The library says what is missing; the command line names its flag.
        assert!(!why.contains("--"), "{why}");
        let open = Limits {
            allow_network: true,
            ..closed
        };
        let (command, label) = confine_on(&bare, server(), open).unwrap();
        assert_eq!(
            (command.program.as_str(), label.as_str()),
            ("server", "network allowed")
        );
    }

    #[test]
    fn a_namespace_and_a_memory_limit_wrap_the_command() {
        let linux = Platform {
            netns: Ok(vec!["-rn".into()]),
            prlimit: true,
        };
        let limits = Limits {
            allow_network: false,
            memory_mib: 2,
        };
        let (command, label) = confine_on(&linux, server(), limits).unwrap();
        assert_eq!(label, "netns+rlimit");
        assert_eq!(command.program, "unshare");
        assert_eq!(
            command.args,
            [
                "-rn",
                "--",
                "prlimit",
                "--data=2097152",
                "--",
                "server",
                "stdio"
            ]
        );
    }
}
