//! What players paste from other programs, read as each game: a typed refusal or a record that replays, and what
//! is read is written back in every format its game has and read again to the same game.
#![no_main]

use boardgame::GameKind;
use games::formats::{Format, export_as, import};

/// The first byte picks the game, as in the other targets.
const GAMES: [GameKind; 4] = [
    GameKind::Xiangqi,
    GameKind::Banqi,
    GameKind::Backgammon,
    GameKind::Hnefatafl,
];

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let Some((&which, text)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(text) else {
        return;
    };
    let game = GAMES[usize::from(which) % GAMES.len()];
    let Ok(record) = import(game, text) else {
        return;
    };
    assert_eq!(record.game, game);
    for format in Format::for_game(game) {
        // A format that cannot hold the record (a .mat of a set-up position) refuses it.
        let Ok(written) = export_as(&record, format) else {
            continue;
        };
        // A move list of a game with no moves, from the standard start, is blank: nothing to read back.
        if written.trim().is_empty() {
            assert!(
                record.actions.is_empty() && record.start.is_none(),
                "{format}"
            );
            continue;
        }
        let again = import(game, &written).unwrap_or_else(|e| {
            panic!("{format} of an imported record does not read back: {e}\n{written}")
        });
        assert_eq!(again.game, game);
    }
});
