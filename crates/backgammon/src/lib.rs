//! The backgammon rules engine (in progress).
