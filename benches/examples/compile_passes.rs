//! Builds a scanner for the built-in pack `N` times (the pack itself is
//! loaded once): run it under an instruction counter for two values of `N`,
//! and the difference divided by the difference in `N` is the cost of one
//! `Scanner::new`, whatever else the machine is doing. With `load`, each
//! build also loads the pack (`RulePack::builtin()`): loading parses the
//! patterns, which `Scanner::new` then reuses, so that is what a process
//! pays at start.
//!
//! ```text
//! valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
//!     target/release/examples/compile_passes 1 [load]
//! ```

fn main() {
    let builds: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1);
    let load = std::env::args().nth(2).as_deref() == Some("load");
    let pack = mcpsift::RulePack::builtin().expect("built-in rules");
    for _ in 0..builds {
        let loaded = load.then(|| mcpsift::RulePack::builtin().expect("built-in rules"));
        let scanner = mcpsift::Scanner::new(loaded.as_ref().unwrap_or(&pack)).expect("compiles");
        std::hint::black_box(&scanner);
    }
    eprintln!("{} rules, {builds} builds", pack.len());
}
