//! GNU Backgammon's Position ID and Position ID:Match ID, and plays written against a position and a roll.
#![no_main]

use backgammon::{Dice, GameState, Position};

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let Some((&dice, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    if let Ok(position) = Position::from_position_id(text) {
        let id = position.position_id();
        assert_eq!(Position::from_position_id(&id).unwrap().position_id(), id);
        if let Ok(dice) = Dice::new(dice % 6 + 1, dice / 6 % 6 + 1) {
            for play in backgammon::legal_plays(&position, dice).iter().take(32) {
                let written = backgammon::format_play(&position, play);
                let back = backgammon::parse_play(&position, dice, &written).unwrap();
                assert_eq!(&back, play, "{written}");
            }
            let _ = backgammon::parse_play(&position, dice, text);
        }
    }
    if let Ok(state) = GameState::from_gnubg_id(text) {
        let id = state.gnubg_id();
        assert_eq!(GameState::from_gnubg_id(&id).unwrap().gnubg_id(), id);
    }
});
