//! The banqi rules engine (in progress).
