//! Scripted clients of a running Tabula server, over real HTTP and WebSockets: the players of live games
//! ([`live`]: rooms and ranked games) and the visitors of the lobby ([`lobby`]). The server's tests drive its API
//! with them, and the browser tests (`e2e`) use them for the seats no browser holds.

pub mod live;
pub mod lobby;
mod wire;
