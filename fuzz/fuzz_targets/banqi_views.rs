//! Banqi's view strings (what a player may see: face-down squares and the bag of pieces still hidden), and the
//! Expert's answer in what parses.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(view) = text.parse::<banqi::View>() else {
        return;
    };
    let written = view.to_string();
    let again: banqi::View = written
        .parse()
        .unwrap_or_else(|e| panic!("{written:?}: {e}"));
    assert_eq!(again.to_string(), written);
    if view.legal_actions().is_empty() {
        return;
    }
    let _ = banqi::ai::choose(&view, boardgame::Level::Easy, 1);
});
