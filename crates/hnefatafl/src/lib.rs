//! The hnefatafl rules engine (in progress).
