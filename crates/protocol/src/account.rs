//! Accounts: `POST /api/auth/signup` and `/api/auth/login` take [`Credentials`]; `GET /api/me` answers [`Me`].

use serde::{Deserialize, Serialize};

/// A username and password.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Credentials {
    /// 3–24 letters, digits, `_` or `-`; unique whatever the case.
    #[cfg_attr(feature = "openapi", schema(pattern = "^[A-Za-z0-9_-]{3,24}$"))]
    pub username: String,
    /// 10–256 characters, at least 5 different ones, not containing the username.
    #[cfg_attr(feature = "openapi", schema(min_length = 10, max_length = 256))]
    pub password: String,
}

/// The logged-in player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Me {
    /// The name as chosen.
    pub username: String,
    /// When the account was made (unix seconds).
    pub created_at: i64,
    /// The interface language the player chose (`en`, `km`, `th`, `kk`, `zh-Hans` or `zh-Hant`); `null` until then.
    #[serde(default)]
    pub locale: Option<String>,
}

/// The account's interface language (`PUT /api/me/locale`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct LocaleSetting {
    /// `en`, `km`, `th`, `kk`, `zh-Hans` or `zh-Hant` (a [`crate::locale::Locale`]'s tag, in any case); `null`
    /// forgets the choice.
    #[cfg_attr(
        feature = "openapi",
        schema(pattern = "^(en|km|th|kk|zh-Hans|zh-Hant)$")
    )]
    pub locale: Option<String>,
}

/// A password change (`POST /api/me/password`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PasswordChange {
    /// The password now.
    pub current_password: String,
    /// The new password (same rules as at sign-up).
    #[cfg_attr(feature = "openapi", schema(min_length = 10, max_length = 256))]
    pub new_password: String,
}

/// The password, to confirm deleting the account (`DELETE /api/me`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Confirm {
    /// The account's password.
    pub password: String,
}
