//! Each game's position strings (Xiangqi FEN, GNU Backgammon Position ID, Banqi's and Hnefatafl's own).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| tabula_fuzz::for_game(data, &tabula_fuzz::Positions));
