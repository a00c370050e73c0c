#!/usr/bin/env python3
"""Where Tabula's backgammon AI loses: plays games against GNU Backgammon as `versus_gnubg.py` does and has gnubg, at
a deeper look (`--referee` plies), rate every play of both sides with a choice: the cubeless equity the play gives
away against the referee's best. Prints the mean error a decision (thousandths of a point) by kind of position —
contact, crashed, race — for Tabula and for gnubg's player, so a weakness shows in a few hundred games where a match
score needs thousands. The referee only judges; nothing learns from its numbers.

    cargo build --release -p tabula
    python3 tools/backgammon/error_rate.py --games 100 --referee 2 [--jobs 2] [--plays plays.jsonl]

`--plays` writes every rated play (position id, dice, both notations, the error) as JSON lines, worst first.
`--replay` takes such a file instead of playing and rates each of several builds on its positions: the same
decisions for every build, so two builds compare with far less noise than in games of their own; each build after
the first gets its mean difference from the first a decision with the 95 % interval.

    python3 tools/backgammon/error_rate.py --replay plays.jsonl --tabula OLD/tabula NEW/tabula [--jobs 2]
"""

import argparse
import json
import multiprocessing
import re
from collections import defaultdict

import gnubg

import gnubg_data
import versus_gnubg
from gnubg_data import apply_notation, quiet

# gnubg's position classes (eval.h): below CRASHED is a race or a bear-off.
CONTACT, CRASHED = 10, 9
# A play of `hint`'s list: its depth, its notation, then (next line) its six probabilities, which gnubg may print as
# "-0.000".
NUMBER = r"(-?[\d.]+)"
PLAY = re.compile(r"^\s*\d+\. .*?(\d)-ply\s+(.*?)\s+Eq\.[^\n]*\n\s*" + " ".join([NUMBER] * 3) + " - "
                  + " ".join([NUMBER] * 3), re.M)


def kind(board):
    cls = gnubg.classify(board)
    return "contact" if cls >= CONTACT else "crashed" if cls == CRASHED else "race"


def rated_plays(board, dice, plies):
    """gnubg's plays at `plies` for board (opponent, on roll) and dice: [(cubeless equity, notation, ply used)]."""
    match_id = gnubg.matchid(gnubg_data.CUBE, gnubg.posinfo(1, 0, 0, 1, dice))
    quiet("set gnubgid %s:%s" % (gnubg.positionid(board), match_id))
    quiet("set evaluation chequerplay evaluation plies %d" % plies)
    try:
        out = quiet("hint 10000")
    finally:
        quiet("set evaluation chequerplay evaluation plies %d" % ARGS.plies)
    plays = []
    for ply, notation, *p in PLAY.findall(out):
        w, wg, wbg, l, lg, lbg = map(float, p)
        plays.append((w - l + wg - lg + wbg - lbg, notation, int(ply)))
    return plays


def best_of(plays):
    """The referee's best play: the best of those it looked at deepest (its filter looks at the rest less deep)."""
    deepest = max(p[2] for p in plays)
    return max(p for p in plays if p[2] == deepest)


def referee(record):
    def watch(board, dice, after, tabula_moved):
        plays = rated_plays(board, dice, ARGS.referee)
        if len(plays) < 2:
            return
        best = best_of(plays)
        chosen = next((p for p in plays if apply_notation(board, p[1]) == after), None)
        if chosen is None:
            raise RuntimeError("a play gnubg does not list: %s %s" % (gnubg.positionid(board), dice))
        record.append({"who": "tabula" if tabula_moved else "gnubg", "kind": kind(board),
                       "error": round(max(0.0, best[0] - chosen[0]), 4), "position": gnubg.positionid(board),
                       "dice": list(dice), "played": chosen[1], "best": best[1]})
    return watch


def start(args):
    global ARGS
    ARGS = args
    versus_gnubg.start(args)


def start_replay(args):
    global ARGS, BUILDS
    ARGS = args
    gnubg_data.setup()
    gnubg_data.CUBE = gnubg.cubeinfo()
    BUILDS = [versus_gnubg.Tabula(argparse.Namespace(tabula=path, level=args.level)) for path in args.tabula]


def replay(decision):
    """Each build's error on one recorded decision: [(kind, error) per build]."""
    board, dice = gnubg.positionfromid(decision["position"]), tuple(decision["dice"])
    plays = rated_plays(board, dice, ARGS.referee)
    best = best_of(plays)
    by_board = {apply_notation(board, p[1]): p[0] for p in plays}
    return kind(board), [max(0.0, best[0] - by_board[build.play(board, dice, 0)]) for build in BUILDS]


def main_replay(args):
    with open(args.replay) as f:
        decisions = [json.loads(line) for line in f if line.strip()]
    errors = defaultdict(lambda: [[] for _ in args.tabula])
    every = []  # each decision's errors, one per build, for the paired differences
    with multiprocessing.Pool(args.jobs, initializer=start_replay, initargs=(args,)) as pool:
        for k, build_errors in pool.imap(replay, decisions, chunksize=8):
            every.append(build_errors)
            for mine, error in zip(errors[k], build_errors):
                mine.append(error)
    print("%d decisions of %s, errors by gnubg %d-ply (cubeless, thousandths of a point a decision)"
          % (len(decisions), args.replay, args.referee))
    for i, path in enumerate(args.tabula):
        total = sum(sum(e[i]) for e in errors.values())
        print("%-40s all %.2f" % (path, 1000 * total / len(decisions)), end="")
        for k in ("contact", "crashed", "race"):
            if k in errors:
                print(" | %s (%d) %.2f" % (k, len(errors[k][i]), 1000 * sum(errors[k][i]) / len(errors[k][i])),
                      end="")
        if i > 0:
            # The same decisions for both builds: the interval of the mean difference a decision.
            print(" | minus the first %+.2f ± %.2f" % versus_gnubg.interval([1000 * (e[i] - e[0]) for e in every]),
                  end="")
        print()


def play_pair(pair):
    record = []
    points = [versus_gnubg.game(versus_gnubg.TABULA, ARGS.seed * 1_000_003 + pair, first, referee(record))
              for first in (True, False)]
    return points, record


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tabula", nargs="+", default=["target/release/tabula"],
                        help="the build (several with --replay)")
    parser.add_argument("--level", default="expert")
    parser.add_argument("--plies", type=int, default=0, help="gnubg's playing depth")
    parser.add_argument("--referee", type=int, default=2, help="gnubg's judging depth")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--plays", help="write every rated play here (JSON lines, worst first)")
    parser.add_argument("--replay", help="rate the builds on the decisions of a --plays file instead of playing")
    args = parser.parse_args()
    if args.replay:
        return main_replay(args)
    if len(args.tabula) != 1:
        parser.error("one --tabula plays games (several only with --replay)")
    args.tabula = args.tabula[0]
    errors = defaultdict(list)
    everything, points = [], []
    with multiprocessing.Pool(args.jobs, initializer=start, initargs=(args,)) as pool:
        for pair_points, record in pool.imap(play_pair, range(args.games // 2)):
            points += pair_points
            everything += record
            for r in record:
                errors[r["who"], r["kind"]].append(r["error"])
    games = len(points)
    print("%d games, Tabula %s %+d points; errors by gnubg %d-ply (cubeless, thousandths of a point)"
          % (games, args.level, sum(points), args.referee))
    for who in ("tabula", "gnubg"):
        total = sum(sum(errors[who, k]) for k in ("contact", "crashed", "race"))
        print("%-7s %6.1f a game" % (who, 1000 * total / games), end="")
        for k in ("contact", "crashed", "race"):
            e = errors[who, k]
            if e:
                print(" | %s: %d decisions, %.1f each, %.1f a game" % (k, len(e), 1000 * sum(e) / len(e),
                                                                        1000 * sum(e) / games), end="")
        print()
    if args.plays:
        with open(args.plays, "w") as f:
            for r in sorted(everything, key=lambda r: -r["error"]):
                f.write(json.dumps(r) + "\n")


if __name__ == "__main__":
    main()
