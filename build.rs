//! On Windows the game's executable carries its icon and version (what
//! Explorer and the taskbar show); nothing to do elsewhere.

fn main() {
    // Without this cargo would run the script again whenever any file of
    // the repository changed (the game is the root package).
    println!("cargo::rerun-if-changed=build.rs");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return;
    }
    println!("cargo::rerun-if-changed=assets/icon/tabletop.ico");
    // The name, description and version come from the package.
    let mut resource = winresource::WindowsResource::new();
    resource
        .set_icon("assets/icon/tabletop.ico")
        .set("CompanyName", "tabletop")
        .set("LegalCopyright", "MIT OR Apache-2.0");
    if let Err(error) = resource.compile_for("tabletop") {
        panic!("the Windows resources (icon, version) could not be compiled: {error}");
    }
}
