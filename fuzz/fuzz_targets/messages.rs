//! What clients send the server as JSON: live games' messages and the API's bodies. What reads writes back to JSON
//! that reads the same.
#![no_main]

use protocol::account::{Credentials, LocaleSetting, PasswordChange};
use protocol::live::{ClientMessage, CreateRoom, JoinRoom, ServerMessage};
use protocol::ranked::NewRanked;
use serde::{Serialize, de::DeserializeOwned};

fn round_trip<T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(data: &[u8]) {
    if let Ok(value) = serde_json::from_slice::<T>(data) {
        let written = serde_json::to_vec(&value).unwrap();
        assert_eq!(serde_json::from_slice::<T>(&written).unwrap(), value);
    }
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    round_trip::<ClientMessage>(data);
    round_trip::<ServerMessage>(data);
    round_trip::<CreateRoom>(data);
    round_trip::<JoinRoom>(data);
    round_trip::<NewRanked>(data);
    round_trip::<Credentials>(data);
    round_trip::<LocaleSetting>(data);
    round_trip::<PasswordChange>(data);
});
