//! The web bundle compiled into the binary: `tabula serve` needs nothing beside it, and rebuilding the bundle on
//! disk never blanks a running site. Built from the bundle `cargo xtask site` left in the target directory (see
//! `build.rs`); a binary built before any bundle serves a page that says so.

use rust_embed::Embed;

#[derive(Embed)]
#[folder = "$TABULA_SITE_DIR"]
#[allow_missing = true]
struct Files;

/// The compiled-in bundle.
pub struct Embedded;

impl server::Bundle for Embedded {
    fn file(&self, path: &str) -> Option<server::File> {
        let file = Files::get(path)?;
        Some(server::File {
            digest: file.metadata.sha256_hash(),
            data: file.data,
        })
    }
}
