//! Error codes: stable ids the interface translates, never the server's English text.

use std::fmt;

use serde::{Deserialize, Serialize};

/// Declares [`ErrorCode`] with each code's wire name written once.
macro_rules! codes {
    ($($(#[$doc:meta])* $variant:ident = $name:literal,)*) => {
        /// Why a request or a live-game message was refused. Serialised in `snake_case` (`rate_limited`); an unknown
        /// code from a newer server reads as [`ErrorCode::Unknown`].
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
        #[non_exhaustive]
        pub enum ErrorCode {
            $($(#[$doc])* #[serde(rename = $name)] #[cfg_attr(feature = "openapi", schema(rename = $name))] $variant,)*
            /// A code this client does not know (sent by a newer server).
            #[serde(other, rename = "unknown")]
            #[cfg_attr(feature = "openapi", schema(rename = "unknown"))]
            Unknown,
        }

        impl ErrorCode {
            /// Every code this build knows, [`ErrorCode::Unknown`] aside.
            pub const ALL: &[ErrorCode] = &[$(ErrorCode::$variant,)*];

            /// The code as sent on the wire (`rate_limited`).
            #[must_use]
            pub fn as_str(self) -> &'static str {
                match self {
                    $(ErrorCode::$variant => $name,)*
                    ErrorCode::Unknown => "unknown",
                }
            }
        }
    };
}

codes! {
    // The request itself.
    /// The body is not JSON.
    MalformedJson = "malformed_json",
    /// The body is JSON of the wrong shape, or names an unknown game or level.
    InvalidBody = "invalid_body",
    /// A query parameter is wrong.
    InvalidQuery = "invalid_query",
    /// A path parameter is wrong.
    InvalidPath = "invalid_path",
    /// Content that breaks a rule of its own (see the message).
    InvalidInput = "invalid_input",
    /// No JSON content type on a state-changing request.
    UnsupportedMediaType = "unsupported_media_type",
    /// The body is too large.
    TooLarge = "too_large",
    /// A cross-site request.
    CrossSite = "cross_site",
    /// A request for a host this server does not answer for (it knows its public origin).
    WrongHost = "wrong_host",
    /// No such thing (or not yours).
    NotFound = "not_found",
    /// The endpoint does not take that method.
    MethodNotAllowed = "method_not_allowed",
    /// Too many requests or messages: try again later.
    RateLimited = "rate_limited",
    /// The request took too long to arrive (a body sent too slowly).
    RequestTimeout = "request_timeout",
    /// This address holds as many live-game connections as it may: close one first.
    TooManyConnections = "too_many_connections",
    /// The server failed; the cause is in its log.
    Internal = "internal",
    /// The server cannot answer now (its database is down).
    Unavailable = "unavailable",
    /// The client is older than the server: reload the app.
    UpdateRequired = "update_required",
    // Accounts.
    /// Not logged in.
    Unauthorized = "unauthorized",
    /// Wrong username or password.
    InvalidCredentials = "invalid_credentials",
    /// The username breaks the rules (3–24 letters, digits, `_`, `-`).
    InvalidUsername = "invalid_username",
    /// The username is taken.
    UsernameTaken = "username_taken",
    /// The password breaks the rules.
    WeakPassword = "weak_password",
    /// Not one of the interface's languages.
    UnknownLocale = "unknown_locale",
    // Ranked games and leaderboards.
    /// An unknown game name.
    UnknownGame = "unknown_game",
    /// Not in a ranked game: a started one always counts (resign to end it), the computer takes no draw and never
    /// leaves.
    NotInRanked = "not_in_ranked",
    // Rooms and live games.
    /// The invitation expired before anyone joined.
    RoomExpired = "room_expired",
    /// Both seats are taken: you may watch.
    RoomFull = "room_full",
    /// Too many watchers already.
    TooManySpectators = "too_many_spectators",
    /// The game is over.
    GameOver = "game_over",
    /// You are watching, not playing.
    NotAPlayer = "not_a_player",
    /// It is not your turn (or not your decision to make).
    NotYourTurn = "not_your_turn",
    /// The action does not parse or is not legal here.
    IllegalAction = "illegal_action",
    /// The message is not one this server understands.
    BadMessage = "bad_message",
    /// This game does not allow draws (Backgammon, Hnefatafl).
    DrawsNotAllowed = "draws_not_allowed",
    /// You offered a draw too recently.
    DrawOfferTooSoon = "draw_offer_too_soon",
    /// No draw offer is waiting for your answer.
    NoDrawOffer = "no_draw_offer",
    /// Both players have moved: the game can no longer be aborted.
    TooLateToAbort = "too_late_to_abort",
    /// The opponent is not gone long enough to claim the game.
    ClaimTooEarly = "claim_too_early",
    /// A rematch needs a finished game.
    NoRematch = "no_rematch",
    /// The game reached its length limit.
    TooLong = "too_long",
    /// A rated game is between accounts: log in to create or join one.
    AccountRequired = "account_required",
    // Greetings.
    /// Not one of the preset greetings (a room has no free text).
    UnknownGreeting = "unknown_greeting",
    /// Too many greetings in a short time: wait a little.
    TooManyGreetings = "too_many_greetings",
    // The lobby.
    /// You cannot join your own seek.
    OwnSeek = "own_seek",
    /// You already offer a game of this kind: one open seek per game.
    SeekExists = "seek_exists",
    /// You already offer as many games as one may (three).
    TooManySeeks = "too_many_seeks",
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The body of every API error: `{"error": code, "message": text}` (the text is English, for logs and developers).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ErrorBody {
    /// The stable code.
    pub error: ErrorCode,
    /// An explanation in English.
    pub message: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_serialise_as_their_names_and_unknown_ones_are_tolerated() {
        for &code in ErrorCode::ALL {
            let json = serde_json::to_string(&code).unwrap();
            assert_eq!(json, format!("\"{}\"", code.as_str()));
            assert_eq!(serde_json::from_str::<ErrorCode>(&json).unwrap(), code);
        }
        let future: ErrorCode = serde_json::from_str("\"brand_new_code\"").unwrap();
        assert_eq!(future, ErrorCode::Unknown);
    }
}
