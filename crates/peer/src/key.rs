//! The host's key, kept in a file so that an invitation (which names the
//! key) still reaches the same program after it restarts.

use std::path::Path;

use iroh::SecretKey;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// A host's secret key; its public half is what invitations name.
#[derive(Clone, Serialize, Deserialize)]
pub struct HostKey {
    secret: [u8; 32],
}

impl std::fmt::Debug for HostKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never written out where a log might show it.
        f.write_str("HostKey(…)")
    }
}

/// Why the key's file cannot be used.
#[derive(Debug, Error)]
pub enum KeyError {
    /// It cannot be read or written.
    #[error("the host key at {path}: {error}")]
    Io {
        /// The file.
        path: String,
        /// What went wrong.
        error: std::io::Error,
    },
    /// It holds something that is not a key.
    #[error("the host key at {0} does not read as one")]
    Unreadable(String),
}

impl HostKey {
    /// A new key, never used before.
    pub fn fresh() -> HostKey {
        HostKey {
            secret: SecretKey::generate().to_bytes(),
        }
    }

    /// The key kept at `path`, made and written there first if there is
    /// none yet.
    ///
    /// # Errors
    /// The file cannot be read or written, or holds something else.
    pub fn kept_at(path: &Path) -> Result<HostKey, KeyError> {
        let io = |error| KeyError::Io {
            path: path.display().to_string(),
            error,
        };
        match std::fs::read_to_string(path) {
            Ok(text) => {
                ron::from_str(&text).map_err(|_| KeyError::Unreadable(path.display().to_string()))
            }
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
                let key = HostKey::fresh();
                if let Some(folder) = path.parent() {
                    std::fs::create_dir_all(folder).map_err(io)?;
                }
                let text = ron::to_string(&key).expect("a key writes as RON");
                std::fs::write(path, text).map_err(io)?;
                Ok(key)
            }
            Err(error) => Err(io(error)),
        }
    }

    /// The key as the engine takes it.
    pub(crate) fn secret_key(&self) -> SecretKey {
        SecretKey::from_bytes(&self.secret)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_key_is_the_same_after_a_restart() {
        let folder = std::env::temp_dir().join(format!("tabletop-key-{}", std::process::id()));
        let path = folder.join("keys").join("host.ron");
        let first = HostKey::kept_at(&path).expect("made");
        let again = HostKey::kept_at(&path).expect("read");
        assert_eq!(
            first.secret_key().public(),
            again.secret_key().public(),
            "the same key after a restart"
        );
        assert_ne!(
            HostKey::fresh().secret_key().public(),
            first.secret_key().public()
        );
        std::fs::write(&path, "not a key").expect("written");
        assert!(matches!(
            HostKey::kept_at(&path),
            Err(KeyError::Unreadable(_))
        ));
        std::fs::remove_dir_all(&folder).expect("cleaned");
    }
}
