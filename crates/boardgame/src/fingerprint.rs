//! A short stable fingerprint of a text: how an AI's version names its determinism signature.

/// The 32-bit FNV-1a hash of `text`, as eight hex digits. Stable across platforms and Rust versions (unlike
/// `std`'s hashers), so a version written in the source can be checked against a signature computed in a test.
///
/// ```
/// assert_eq!(boardgame::fingerprint(""), "811c9dc5");
/// assert_ne!(boardgame::fingerprint("a"), boardgame::fingerprint("b"));
/// ```
#[must_use]
pub fn fingerprint(text: &str) -> String {
    let hash = text.bytes().fold(0x811c_9dc5_u32, |hash, byte| {
        (hash ^ u32::from(byte)).wrapping_mul(0x0100_0193)
    });
    format!("{hash:08x}")
}

/// Checks that an AI `version` (`"<revision>.<fingerprint>"`) names the determinism signature `signature`. The
/// test that computes the signature calls it, so the version must change whenever the AI's choices do.
pub fn check_version(version: &str, signature: &str) -> Result<(), VersionMismatch> {
    let names = version.split_once('.').is_some_and(|(revision, print)| {
        !revision.is_empty()
            && revision.bytes().all(|b| b.is_ascii_digit())
            && print == fingerprint(signature)
    });
    if names {
        Ok(())
    } else {
        Err(VersionMismatch {
            version: version.to_owned(),
            wanted: fingerprint(signature),
        })
    }
}

/// An AI version that does not name its signature.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "the AI's version {version:?} does not name its signature: bump it to \"<revision>.{wanted}\""
)]
pub struct VersionMismatch {
    /// The version found.
    pub version: String,
    /// The signature's fingerprint.
    pub wanted: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_version_names_only_its_own_signature() {
        let version = format!("3.{}", fingerprint("279268 b2e2"));
        assert_eq!(check_version(&version, "279268 b2e2"), Ok(()));
        let changed = check_version(&version, "279269 b2e2").unwrap_err();
        assert!(
            changed.to_string().contains(&fingerprint("279269 b2e2")),
            "{changed}"
        );
        assert!(check_version(&fingerprint("279268 b2e2"), "279268 b2e2").is_err());
        assert!(check_version(&format!("x.{}", fingerprint("s")), "s").is_err());
    }
}
