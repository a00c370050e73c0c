//! The xiangqi rules engine (in progress).
