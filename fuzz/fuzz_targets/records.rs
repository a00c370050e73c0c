//! Game records as JSON, replayed: whatever replays, replays the same again, and the computer answers in it.
#![no_main]

use boardgame::{GameKind, GameRecord, Level};

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let Ok(record) = serde_json::from_slice::<GameRecord>(data) else {
        return;
    };
    if record.actions.len() > 200 {
        return;
    }
    let replayed = match record.game {
        GameKind::Xiangqi => games::replay::<xiangqi::Xiangqi>(&record).map(|l| l.len()),
        GameKind::Banqi => games::replay::<banqi::Banqi>(&record).map(|l| l.len()),
        GameKind::Backgammon => games::replay::<backgammon::Backgammon>(&record).map(|l| l.len()),
        GameKind::Hnefatafl => games::replay::<hnefatafl::Hnefatafl>(&record).map(|l| l.len()),
    };
    if let Ok(plies) = replayed {
        assert_eq!(plies, record.actions.len());
        // The computer's answer (or a typed refusal) for what replays, never a panic.
        let _ = games::computer_move(&record, Level::Easy, Some(1));
        let _ = games::chance_move(&record);
    }
    let written = serde_json::to_string(&record).unwrap();
    assert_eq!(
        serde_json::from_str::<GameRecord>(&written).unwrap(),
        record
    );
});
