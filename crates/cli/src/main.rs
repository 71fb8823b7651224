//! The `tabletop-cli` program: see the library for what it does.

fn main() -> std::process::ExitCode {
    tabletop_cli::run_from_arguments()
}
