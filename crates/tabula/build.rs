//! Tells the compiler where the web bundle is, so `tabula serve` can carry it (`src/site.rs`): `TABULA_SITE` when
//! set, else `site/` in the target directory, where `cargo xtask site` writes it. The binary is built again when
//! the bundle changes.

use std::path::PathBuf;

fn main() {
    let site = std::env::var_os("TABULA_SITE").map_or_else(
        || {
            // OUT_DIR is <target>/<profile>/build/tabula-<hash>/out.
            let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
            out.ancestors()
                .nth(4)
                .expect("OUT_DIR is inside the target directory")
                .join("site")
        },
        PathBuf::from,
    );
    println!("cargo:rustc-env=TABULA_SITE_DIR={}", site.display());
    println!("cargo:rerun-if-env-changed=TABULA_SITE");
    println!("cargo:rerun-if-changed={}", site.display());
}
