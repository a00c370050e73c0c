#!/usr/bin/env python3
"""Plays Tabula's Xiangqi Expert against Fairy-Stockfish and prints the score: an outside measure of strength.

Both engines speak UCI and are given the whole game each move (`position startpos moves ...`), so both know its
history (repetition, perpetual check and chase). Games come in pairs from a set of balanced openings, each opening
played once with each colour. Fairy-Stockfish's own rules (PyPI `pyffish`) referee: mate and stalemate, and its
repetition and move-count rules; a game still going after --max-plies is scored a draw.

    cargo build --release -p tabula     # or only the engine: cargo build --release -p xiangqi --example uci,
                                        # then --tabula target/release/examples/uci
    apt install fairy-stockfish && pip install pyffish     # the engine lands in /usr/games
    python3 tools/xiangqi/versus_fairy.py --depth 12 --games 40 [--tabula target/release/tabula] [--nodes N] [--jobs 2]
    python3 tools/xiangqi/versus_fairy.py --movetime 400 --games 40     # Fairy-Stockfish at a fixed time per move
    python3 tools/xiangqi/versus_fairy.py --depth 12 --games 100 --state d12.jsonl   # resumable: run it again

With --state, each finished game is appended to the file as a JSON line and a rerun plays only the games missing
from it (the summary covers them all), so a long match survives being stopped. --evaluation picks Tabula's
evaluation (the UCI option: `expert` by default, Expert's; `hce` for the handcrafted one alone, `hce+net:FILE` or
`net:FILE` for a candidate network).

Tabula writes ICCS (ranks 0-9); Fairy-Stockfish and pyffish count ranks from 1: the script converts.
"""

import argparse
import functools
import json
import math
import os
import multiprocessing
import subprocess
import time

import pyffish

VARIANT = "xiangqi"

# Balanced openings in ICCS (Red first): central cannon against the screen horses and against the same-direction
# cannon, the pawn, elephant and horse openings, and the cross-palace cannon.
OPENINGS = [
    "h2e2 h9g7",
    "h2e2 b7e7",
    "h2e2 h7e7",
    "h2e2 b9c7 h0g2 h9g7",
    "c3c4",
    "c3c4 g6g5",
    "g3g4 c6c5",
    "c0e2",
    "c0e2 h7e7",
    "b0c2",
    "h0g2 g6g5",
    "h2f2",
    "b2d2 h9g7",
    "h2e2 c6c5",
    "b2e2 b9c7",
    "g3g4 h9g7",
    "c3c4 b9c7",
    "h0g2 h9g7",
    "b0c2 b9c7",
    "c0e2 c6c5",
]


def to_fsf(move):
    """ICCS `h2e2` to Fairy-Stockfish's `h3e3`."""
    return "%s%d%s%d" % (move[0], int(move[1]) + 1, move[2], int(move[3]) + 1)


def from_fsf(move):
    """Fairy-Stockfish's `h10g8` to ICCS `h9g7`."""
    files = [i for i, c in enumerate(move) if c.isalpha()]
    first, second = move[files[0]:files[1]], move[files[1]:]
    return "%s%d%s%d" % (first[0], int(first[1:]) - 1, second[0], int(second[1:]) - 1)


class Engine:
    def __init__(self, command, options):
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")
        for name, value in options:
            self.send("setoption name %s value %s" % (name, value))
        self.send("isready")
        self.wait("readyok")

    def send(self, line):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def wait(self, prefix):
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError("engine closed its output")
            if line.startswith(prefix):
                return line.split()

    def best(self, moves, go):
        self.send("position startpos" + (" moves " + " ".join(moves) if moves else ""))
        self.send(go)
        return self.wait("bestmove")[1]

    def quit(self):
        self.send("quit")
        self.process.wait(timeout=10)


def result(moves):
    """The game's result for Red (1, 0.5, 0) if Fairy-Stockfish's rules end it here, else None."""
    fen = pyffish.start_fen(VARIANT)
    fsf = [to_fsf(m) for m in moves]
    red_to_move = len(moves) % 2 == 0
    if not pyffish.legal_moves(VARIANT, fen, fsf):
        value = pyffish.game_result(VARIANT, fen, fsf)
    else:
        over, value = pyffish.is_optional_game_end(VARIANT, fen, fsf)
        if not over:
            return None
    # `value` is for the side to move: negative a loss, zero a draw.
    mover = 0.5 if value == 0 else (1.0 if value > 0 else 0.0)
    return mover if red_to_move else 1.0 - mover


def game(args, tabula, fairy, opening, tabula_red):
    """One game; returns Tabula's points and the seconds Tabula spent per move."""
    moves = opening.split()
    spent, count = 0.0, 0
    for _ in range(args.max_plies):
        outcome = result(moves)
        if outcome is not None:
            return (outcome if tabula_red else 1.0 - outcome), spent / max(count, 1)
        tabula_to_move = (len(moves) % 2 == 0) == tabula_red
        if tabula_to_move:
            start = time.monotonic()
            moves.append(tabula.best(moves, "go"))
            spent += time.monotonic() - start
            count += 1
        else:
            go = "go movetime %d" % args.movetime if args.movetime else "go depth %d" % args.depth
            moves.append(from_fsf(fairy.best([to_fsf(m) for m in moves], go)))
        legal = pyffish.legal_moves(VARIANT, pyffish.start_fen(VARIANT), [to_fsf(m) for m in moves[:-1]])
        if to_fsf(moves[-1]) not in legal:
            raise RuntimeError("illegal move %s after %s" % (moves[-1], " ".join(moves[:-1])))
    return 0.5, spent / max(count, 1)


def play(args, index):
    """Game `index` of the set (its opening and Tabula's colour follow from it), with engines of this process's own."""
    global ENGINES
    if ENGINES is None:
        budget = [("Nodes", args.nodes)] if args.nodes else []
        ENGINES = (Engine([args.tabula, "uci"], budget + [("Evaluation", args.evaluation)]),
                   Engine([args.fairy], [("UCI_Variant", VARIANT), ("Threads", 1), ("Hash", 64)]))
    tabula, fairy = ENGINES
    opening = OPENINGS[(index // 2) % len(OPENINGS)]
    tabula.send("ucinewgame")
    fairy.send("ucinewgame")
    score, per_move = game(args, tabula, fairy, opening, tabula_red=index % 2 == 0)
    return index, opening, score, per_move


ENGINES = None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tabula", default="target/release/tabula")
    parser.add_argument("--fairy", default="/usr/games/fairy-stockfish")
    parser.add_argument("--nodes", type=int, help="Tabula's node budget (by default the engine's own: Expert's)")
    parser.add_argument("--evaluation", default="expert",
                        help="Tabula's evaluation (UCI option Evaluation: expert, hce, hce+net:FILE, net:FILE)")
    parser.add_argument("--depth", type=int, default=10, help="Fairy-Stockfish's search depth")
    parser.add_argument("--movetime", type=int, default=0, help="Fairy-Stockfish's milliseconds per move instead")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--max-plies", type=int, default=300)
    parser.add_argument("--jobs", type=int, default=1,
                        help="games played at once, each process with its own pair of engines (same games, same "
                             "result; with --movetime, one job per core keeps the time fair)")
    parser.add_argument("--state", help="a JSON-lines file of finished games: appended to, and read to resume")
    args = parser.parse_args()
    points, times, done = [], [], set()
    if args.state and os.path.exists(args.state):
        with open(args.state) as state:
            for line in state:
                if line.strip():
                    record = json.loads(line)
                    if record["index"] < args.games and record["index"] not in done:
                        done.add(record["index"])
                        points.append(record["score"])
                        times.append(record["per_move"])
        print("resuming: %d games already played" % len(done), flush=True)
    todo = [index for index in range(args.games) if index not in done]
    with multiprocessing.Pool(args.jobs) as pool:
        games = pool.imap_unordered(functools.partial(play, args), todo)
        for index, opening, score, per_move in games:
            points.append(score)
            times.append(per_move)
            if args.state:
                with open(args.state, "a") as state:
                    state.write(json.dumps({"index": index, "opening": opening, "score": score,
                                            "per_move": per_move}) + "\n")
            print("game %d (%s, Tabula %s): %.1f  — total %.1f/%d, Tabula %.2f s a move"
                  % (index + 1, opening, "red" if index % 2 == 0 else "black", score, sum(points), len(points),
                     per_move), flush=True)
    n = len(points)
    share = sum(points) / n
    sd = math.sqrt(sum((p - share) ** 2 for p in points) / n)
    wins, draws = sum(p == 1.0 for p in points), sum(p == 0.5 for p in points)
    against = "%d ms a move" % args.movetime if args.movetime else "depth %d" % args.depth
    print("Tabula %s (%s) vs Fairy-Stockfish %s, %d games: W/D/L %d/%d/%d, score %.1f%% ± %.1f%%, "
          "Tabula %.2f s a move"
          % ("%d nodes" % args.nodes if args.nodes else "Expert's budget", args.evaluation, against, n, wins, draws, n - wins - draws, 100 * share,
             196 * sd / math.sqrt(n), sum(times) / n))


if __name__ == "__main__":
    main()
