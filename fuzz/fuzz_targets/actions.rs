//! Each game's action text (ICCS, a backgammon play or roll, a flip or a capture, a tafl move).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| tabula_fuzz::for_game(data, &tabula_fuzz::Actions));
