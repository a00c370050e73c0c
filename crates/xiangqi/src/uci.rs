//! The UCI protocol, as xiangqi engines (Pikafish, Fairy-Stockfish) speak it: positions in xiangqi FEN, moves in
//! ICCS coordinates (`h2e2`).
//!
//! Supported: `uci`, `isready`, `ucinewgame`, `setoption name Nodes value N`, `setoption name Evaluation value
//! expert|hce|net:FILE|hce+net:FILE` (see [`Evaluation::load`]; by default `expert`, the Expert level's),
//! `position startpos|fen FEN [moves ...]`, `go [nodes N] [depth N] [movetime MS] [infinite]`, `stop`, `quit`.
//! Unknown commands are ignored, as the protocol asks.
//!
//! The search never reads a clock (see [`crate::ai`]), so it runs to completion inside `go` and answers
//! `bestmove` before reading the next command; `stop` therefore has nothing left to stop. `movetime` is turned
//! into a node budget at an assumed [`NODES_PER_MS`] (about what a native build does on one core), and `go`
//! with no limit (or `infinite`) searches [`DEFAULT_NODES`] or the `Nodes` option. Without `depth`, the search stops
//! early once its best move has settled, as Expert's does ([`Limits::settling`]).

use std::io::{self, BufRead, Write};

use boardgame::Level;

use crate::ai::{self, Evaluation, Iteration, Limits, MAX_PLY, WIN, WIN_BOUND};
use crate::{GameState, Position};

/// The node rate assumed to turn `go movetime` into a node budget.
pub const NODES_PER_MS: u64 = 1_000;
/// The budget of a `go` without limits: the Expert level's.
pub const DEFAULT_NODES: u64 = Limits::for_level(Level::Expert).nodes;

/// The engine's state between commands.
struct Engine {
    game: GameState,
    default_nodes: u64,
    evaluation: Evaluation,
}

/// Reads commands from `input` until `quit` or the end of input, answering on `output`.
pub fn run(input: impl BufRead, mut output: impl Write) -> io::Result<()> {
    let mut engine = Engine {
        game: GameState::new(),
        default_nodes: DEFAULT_NODES,
        evaluation: Evaluation::for_level(Level::Expert),
    };
    for line in input.lines() {
        let line = line?;
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.first().copied() {
            Some("uci") => {
                writeln!(output, "id name Tabula Xiangqi")?;
                writeln!(output, "id author the Tabula authors")?;
                writeln!(
                    output,
                    "option name Nodes type spin default {DEFAULT_NODES} min 1 max 1000000000"
                )?;
                writeln!(output, "option name Evaluation type string default expert")?;
                writeln!(output, "uciok")?;
            }
            Some("isready") => writeln!(output, "readyok")?,
            Some("ucinewgame") => engine.game = GameState::new(),
            Some("setoption") => {
                if let Err(message) = engine.set_option(&words[1..]) {
                    writeln!(output, "info string {message}")?;
                }
            }
            Some("position") => {
                if let Err(message) = engine.set_position(&words[1..]) {
                    writeln!(output, "info string {message}")?;
                }
            }
            Some("go") => engine.go(&words[1..], &mut output)?,
            Some("quit") => break,
            // "stop": the search has already answered (see the module docs).
            _ => {}
        }
        output.flush()?;
    }
    output.flush()
}

impl Engine {
    /// `setoption name Nodes value N` or `setoption name Evaluation value expert|hce|net:FILE|hce+net:FILE` (how two
    /// versions of the engine are told apart in outside matches; on an error the evaluation stays).
    fn set_option(&mut self, words: &[&str]) -> Result<(), String> {
        let Some(value_at) = words.iter().position(|&w| w == "value") else {
            return Ok(());
        };
        let name = words[1.min(value_at)..value_at].join(" ");
        let value = words[value_at + 1..].join(" ");
        if name.eq_ignore_ascii_case("nodes")
            && let Ok(nodes) = value.parse::<u64>()
        {
            self.default_nodes = nodes.max(1);
        } else if name.eq_ignore_ascii_case("evaluation") {
            self.evaluation = Evaluation::load(&value).map_err(|e| e.to_string())?;
        }
        Ok(())
    }

    /// `position startpos|fen FEN [moves m1 m2 ...]`; on an error the previous position stays.
    fn set_position(&mut self, words: &[&str]) -> Result<(), String> {
        let moves_at = words
            .iter()
            .position(|&w| w == "moves")
            .unwrap_or(words.len());
        let start = match words.first().copied() {
            Some("startpos") => Position::start(),
            Some("fen") => {
                let fen = words[1..moves_at].join(" ");
                fen.parse()
                    .map_err(|e| format!("invalid FEN {fen:?}: {e}"))?
            }
            _ => return Err("position needs startpos or fen".to_owned()),
        };
        let mut game = GameState::from_position(start);
        for text in words.iter().skip(moves_at + 1) {
            game.play_iccs(text)
                .map_err(|e| format!("move {text}: {e}"))?;
        }
        self.game = game;
        Ok(())
    }

    /// `go ...`: searches, reporting each iteration, then answers `bestmove`.
    fn go(&self, words: &[&str], output: &mut impl Write) -> io::Result<()> {
        let limits = self.limits(words);
        if self.game.outcome().is_some() {
            return writeln!(output, "bestmove (none)");
        }
        let mut result = Ok(());
        let thought = ai::search_with(&self.game, limits, &self.evaluation, |iteration| {
            if result.is_ok() {
                result = writeln!(output, "{}", info_line(iteration));
            }
        });
        result?;
        writeln!(output, "bestmove {}", thought.best)
    }

    /// The limits a `go` command asks for.
    fn limits(&self, words: &[&str]) -> Limits {
        let value = |name: &str| {
            words
                .iter()
                .position(|&w| w == name)
                .and_then(|i| words.get(i + 1))
                .and_then(|v| v.parse::<u64>().ok())
        };
        let nodes = value("nodes")
            .or_else(|| value("movetime").map(|ms| ms.saturating_mul(NODES_PER_MS)))
            .unwrap_or(self.default_nodes)
            .max(1);
        // A search to a depth goes there; a budget alone is Expert's, which stops once its move has settled.
        match value("depth") {
            Some(depth) => Limits {
                nodes,
                depth: depth.clamp(1, MAX_PLY as u64 - 4) as i32,
                settle: u64::MAX,
            },
            None => Limits::settling(nodes),
        }
    }
}

/// `info depth D score cp S|mate M nodes N pv ...` for one iteration.
fn info_line(iteration: &Iteration) -> String {
    let score = if iteration.score >= WIN_BOUND {
        format!("mate {}", (WIN - iteration.score + 1) / 2)
    } else if iteration.score <= -WIN_BOUND {
        format!("mate -{}", (WIN + iteration.score) / 2)
    } else {
        format!("cp {}", iteration.score)
    };
    let pv: Vec<String> = iteration.pv.iter().map(ToString::to_string).collect();
    format!(
        "info depth {} score {score} nodes {} pv {}",
        iteration.depth,
        iteration.nodes,
        pv.join(" ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(input: &str) -> Vec<String> {
        let mut output = Vec::new();
        run(input.as_bytes(), &mut output).expect("in-memory I/O does not fail");
        String::from_utf8(output)
            .expect("UTF-8")
            .lines()
            .map(str::to_owned)
            .collect()
    }

    #[test]
    fn uci_and_isready_are_answered() {
        let lines = session("uci\nisready\nquit\n");
        assert!(lines[0].starts_with("id name "));
        assert!(lines.iter().any(|l| l.starts_with("option name Nodes")));
        assert_eq!(lines[lines.len() - 2], "uciok");
        assert_eq!(lines[lines.len() - 1], "readyok");
    }

    #[test]
    fn an_unreadable_evaluation_is_reported_and_the_old_one_stays() {
        let lines = session(
            "setoption name Evaluation value net:/nonexistent.bin\nposition startpos\ngo depth 1\n",
        );
        assert!(
            lines[0].starts_with("info string reading /nonexistent.bin"),
            "{lines:?}"
        );
        assert!(lines.last().is_some_and(|l| l.starts_with("bestmove ")));
    }

    #[test]
    fn the_default_evaluation_is_experts() {
        let lines = session(
            "position startpos\ngo depth 3\nsetoption name Evaluation value hce\ngo depth 3\n",
        );
        let reported: Vec<u64> = lines
            .iter()
            .filter(|l| l.starts_with("info depth 3 "))
            .map(|l| {
                let mut words = l.split_whitespace().skip_while(|&w| w != "nodes");
                words.nth(1).and_then(|n| n.parse().ok()).expect("nodes")
            })
            .collect();
        let nodes = |evaluation| {
            let limits = Limits {
                nodes: DEFAULT_NODES,
                depth: 3,
                settle: u64::MAX,
            };
            ai::search_with(&GameState::new(), limits, &evaluation, |_| {}).nodes
        };
        let expected = [
            nodes(Evaluation::for_level(Level::Expert)),
            nodes(Evaluation::Handcrafted),
        ];
        assert_eq!(reported, expected);
        assert_ne!(expected[0], expected[1]);
    }

    #[test]
    fn go_nodes_reports_iterations_then_a_legal_bestmove() {
        let lines = session("position startpos moves h2e2 h9g7\ngo nodes 5000\n");
        let best = lines.last().expect("an answer");
        let mv = best.strip_prefix("bestmove ").expect("bestmove last");
        let mut game = GameState::new();
        game.play_iccs("h2e2").expect("legal");
        game.play_iccs("h9g7").expect("legal");
        assert!(game.play_iccs(mv).is_ok(), "{mv} is legal for Red");
        assert!(lines[0].starts_with("info depth 1 score cp "), "{lines:?}");
        assert!(lines[0].contains(" nodes ") && lines[0].contains(" pv "));
    }

    #[test]
    fn a_fen_position_is_searched_and_mate_is_reported() {
        let lines = session("position fen 3k5/9/9/9/9/9/9/9/R8/1R2K4 w - - 0 1\ngo depth 3\n");
        assert!(
            lines.iter().any(|l| l.contains("score mate 1")),
            "{lines:?}"
        );
        // b0b9 mates; b0b8 leaves Black no move (also a win in xiangqi).
        let mv = lines
            .last()
            .and_then(|l| l.strip_prefix("bestmove "))
            .expect("bestmove");
        let mut game =
            GameState::from_position("3k5/9/9/9/9/9/9/9/R8/1R2K4 w - - 0 1".parse().expect("FEN"));
        game.play_iccs(mv).expect("legal");
        assert_eq!(
            game.outcome().and_then(|end| end.winner()),
            Some(crate::Color::Red)
        );
    }

    #[test]
    fn limits_follow_the_go_arguments() {
        let engine = Engine {
            game: GameState::new(),
            default_nodes: DEFAULT_NODES,
            evaluation: Evaluation::Handcrafted,
        };
        assert_eq!(engine.limits(&["nodes", "1234"]).nodes, 1234);
        assert_eq!(engine.limits(&["movetime", "50"]).nodes, 50 * NODES_PER_MS);
        assert_eq!(engine.limits(&["depth", "3"]).depth, 3);
        assert_eq!(engine.limits(&["depth", "3"]).settle, u64::MAX);
        assert_eq!(engine.limits(&[]), Limits::for_level(Level::Expert));
    }

    #[test]
    fn a_bad_position_is_reported_and_the_old_one_kept() {
        let lines = session(
            "position startpos moves h2e2\nposition fen nonsense\nposition startpos moves a0a5\ngo depth 1\n",
        );
        assert!(lines[0].starts_with("info string invalid FEN"), "{lines:?}");
        assert!(lines[1].starts_with("info string move a0a5"), "{lines:?}");
        // Still after h2e2: Black is to move, so the answer is a Black move (ranks 5-9 at the start).
        let mv = lines
            .last()
            .and_then(|l| l.strip_prefix("bestmove "))
            .expect("bestmove");
        let mut game = GameState::new();
        game.play_iccs("h2e2").expect("legal");
        assert!(game.play_iccs(mv).is_ok(), "{mv}");
    }

    #[test]
    fn stop_and_unknown_commands_are_harmless_and_quit_ends() {
        let lines = session("stop\nfoo bar\nquit\nisready\n");
        assert!(lines.is_empty(), "{lines:?}");
    }
}
