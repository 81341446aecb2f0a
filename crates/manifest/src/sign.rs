//! ed25519 keys and signatures for lockfiles and manifests.
//!
//! Text formats, one line each so they paste into CI secrets:
//! a secret key is `ed25519-secret:<base64 of the 32-byte seed>`, a public
//! key `ed25519:<base64 of the 32-byte key>`, a signature base64.

use std::fmt;

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD as BASE64;
use ed25519_dalek::{Signature, Signer, SigningKey, VerifyingKey};

const SECRET_PREFIX: &str = "ed25519-secret:";
const PUBLIC_PREFIX: &str = "ed25519:";

/// Domain separation: a lockfile signature can never pass as a manifest
/// signature or the other way round.
pub(crate) const LOCK_CONTEXT: &[u8] = b"mcpsift lock v1\n";
pub(crate) const MANIFEST_CONTEXT: &[u8] = b"mcpsift manifest v1\n";

/// Why a key or signature could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyError {
    message: String,
}

impl KeyError {
    fn new(message: impl Into<String>) -> KeyError {
        KeyError {
            message: message.into(),
        }
    }

    /// What was wrong, in one line.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for KeyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for KeyError {}

/// A signing key (secret).
pub struct SecretKey(SigningKey);

impl fmt::Debug for SecretKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Never print the secret.
        write!(f, "SecretKey({})", self.public())
    }
}

impl SecretKey {
    /// A fresh key from the operating system's random source.
    pub fn generate() -> Result<SecretKey, KeyError> {
        let mut seed = [0u8; 32];
        getrandom::fill(&mut seed)
            .map_err(|e| KeyError::new(format!("no randomness for a new key: {e}")))?;
        Ok(SecretKey(SigningKey::from_bytes(&seed)))
    }

    /// Parses the `ed25519-secret:…` text form (surrounding whitespace
    /// ignored).
    pub fn parse(text: &str) -> Result<SecretKey, KeyError> {
        let body = text.trim().strip_prefix(SECRET_PREFIX).ok_or_else(|| {
            KeyError::new("not an mcpsift secret key: expected `ed25519-secret:<base64>` (make one with `mcpsift keygen`)")
        })?;
        let seed: [u8; 32] = BASE64
            .decode(body)
            .ok()
            .and_then(|b| b.try_into().ok())
            .ok_or_else(|| KeyError::new("secret key is not 32 bytes of base64"))?;
        Ok(SecretKey(SigningKey::from_bytes(&seed)))
    }

    /// The text form.
    pub fn to_text(&self) -> String {
        format!("{SECRET_PREFIX}{}", BASE64.encode(self.0.to_bytes()))
    }

    /// The matching public key.
    pub fn public(&self) -> PublicKey {
        PublicKey(self.0.verifying_key())
    }

    pub(crate) fn sign(&self, context: &[u8], message: &[u8]) -> String {
        let mut bytes = context.to_vec();
        bytes.extend_from_slice(message);
        BASE64.encode(self.0.sign(&bytes).to_bytes())
    }
}

/// A verifying key (public).
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct PublicKey(VerifyingKey);

impl fmt::Debug for PublicKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PublicKey({self})")
    }
}

impl fmt::Display for PublicKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{PUBLIC_PREFIX}{}", BASE64.encode(self.0.to_bytes()))
    }
}

impl PublicKey {
    /// Parses the `ed25519:…` text form.
    pub fn parse(text: &str) -> Result<PublicKey, KeyError> {
        let body = text.trim().strip_prefix(PUBLIC_PREFIX).ok_or_else(|| {
            KeyError::new("not an mcpsift public key: expected `ed25519:<base64>` (the `.pub` file `mcpsift keygen` writes)")
        })?;
        let bytes: [u8; 32] = BASE64
            .decode(body)
            .ok()
            .and_then(|b| b.try_into().ok())
            .ok_or_else(|| KeyError::new("public key is not 32 bytes of base64"))?;
        VerifyingKey::from_bytes(&bytes)
            .map(PublicKey)
            .map_err(|_| KeyError::new("public key is not a valid ed25519 point"))
    }

    pub(crate) fn verify(&self, context: &[u8], message: &[u8], signature: &str) -> bool {
        let Some(bytes) = BASE64
            .decode(signature.trim())
            .ok()
            .and_then(|b| <[u8; 64]>::try_from(b).ok())
        else {
            return false;
        };
        let mut signed = context.to_vec();
        signed.extend_from_slice(message);
        self.0
            .verify_strict(&signed, &Signature::from_bytes(&bytes))
            .is_ok()
    }
}

/// A publisher's detached signature over a manifest hash
/// (`mcpsift.signature/v1`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ManifestSignature {
    /// The manifest hash that was signed.
    pub manifest_sha256: String,
    /// The key that signed it.
    pub public_key: PublicKey,
    /// base64 ed25519 signature.
    pub signature: String,
}

impl ManifestSignature {
    /// Signs a manifest hash.
    pub fn sign(key: &SecretKey, manifest_sha256: &str) -> ManifestSignature {
        ManifestSignature {
            manifest_sha256: manifest_sha256.to_owned(),
            public_key: key.public(),
            signature: key.sign(MANIFEST_CONTEXT, manifest_sha256.as_bytes()),
        }
    }

    /// True when the signature covers `manifest_sha256` and verifies under
    /// `key` (not merely under the key it names).
    pub fn verifies(&self, key: &PublicKey, manifest_sha256: &str) -> bool {
        self.manifest_sha256 == manifest_sha256
            && key.verify(
                MANIFEST_CONTEXT,
                manifest_sha256.as_bytes(),
                &self.signature,
            )
    }

    /// The JSON document form.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({
            "schema": "mcpsift.signature/v1",
            "manifest_sha256": self.manifest_sha256,
            "public_key": self.public_key.to_string(),
            "signature": self.signature,
        })
    }

    /// Parses [`ManifestSignature::to_json`].
    pub fn from_json(value: &serde_json::Value) -> Result<ManifestSignature, KeyError> {
        let field = |name: &str| {
            value
                .get(name)
                .and_then(serde_json::Value::as_str)
                .ok_or_else(|| KeyError::new(format!("signature file has no string `{name}`")))
        };
        if field("schema")? != "mcpsift.signature/v1" {
            return Err(KeyError::new(
                "signature file is not `mcpsift.signature/v1`",
            ));
        }
        Ok(ManifestSignature {
            manifest_sha256: field("manifest_sha256")?.to_owned(),
            public_key: PublicKey::parse(field("public_key")?)?,
            signature: field("signature")?.to_owned(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_round_trip_and_sign() {
        let key = SecretKey::generate().unwrap();
        let again = SecretKey::parse(&key.to_text()).unwrap();
        assert_eq!(key.public(), again.public());
        let public = PublicKey::parse(&key.public().to_string()).unwrap();
        let sig = ManifestSignature::sign(&key, "abc");
        assert!(sig.verifies(&public, "abc"));
        assert!(!sig.verifies(&public, "abd"));
        let other = SecretKey::generate().unwrap().public();
        assert!(!sig.verifies(&other, "abc"));
        let parsed = ManifestSignature::from_json(&sig.to_json()).unwrap();
        assert_eq!(parsed, sig);
    }

    #[test]
    fn contexts_separate_lock_and_manifest_signatures() {
        let key = SecretKey::generate().unwrap();
        let s = key.sign(LOCK_CONTEXT, b"abc");
        assert!(!key.public().verify(MANIFEST_CONTEXT, b"abc", &s));
        assert!(key.public().verify(LOCK_CONTEXT, b"abc", &s));
    }

    #[test]
    fn bad_keys_say_what_to_do() {
        assert!(
            SecretKey::parse("hello")
                .unwrap_err()
                .message()
                .contains("keygen")
        );
        assert!(PublicKey::parse("ed25519:AAAA").is_err());
        let debug = format!("{:?}", SecretKey::generate().unwrap());
        assert!(debug.starts_with("SecretKey(ed25519:"));
    }
}
