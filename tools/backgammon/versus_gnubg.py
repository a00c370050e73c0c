#!/usr/bin/env python3
"""Plays Tabula's backgammon AI against GNU Backgammon (PyPI's `gnubg`) and prints the score: an outside measure of
strength. Games come in duplicate pairs (the same dice, sides swapped), cubeless, played to the end.

    cargo build --release -p tabula
    python3 tools/backgammon/versus_gnubg.py --level expert --plies 0 --games 200 [--tabula target/release/tabula]
        [--jobs 2] [--state pairs.jsonl] [--compare other.jsonl]

Tabula moves come from one `tabula bestmove backgammon --lines` process per job (a position and the dice per line, a
play per answer); gnubg's best `hint` at the given evaluation depth. The pairs are the same whatever the jobs. Boards are gnubg's: (player not on roll, player on roll), each 25 counts in that player's own point
numbering, the bar last.

With `--state`, each finished pair is appended to a JSON-lines file and a rerun plays only the missing pairs. The
interval is the duplicate pairs' (each pair's mean is one sample: the dice's luck cancels within a pair). `--compare`
takes another run's state file (another build, the same seed) and prints the difference pair by pair over the pairs
both played: far less noisy than either score.
"""

import argparse
import fcntl
import json
import math
import os
import multiprocessing
import random
import subprocess

import gnubg

import gnubg_data
from gnubg_data import apply_notation, legal_notations, quiet, setup

START = "4HPwATDgc/ABMA"


class Tabula:
    """A `tabula bestmove backgammon --lines` process: the bear-off database is built once, not once a move."""

    def __init__(self, args):
        self.process = subprocess.Popen(
            [args.tabula, "bestmove", "backgammon", "--level", args.level, "--lines"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def play(self, board, dice, seed):
        self.process.stdin.write("%s %d,%d %d\n" % (gnubg.positionid(board), dice[0], dice[1], seed))
        self.process.stdin.flush()
        out = self.process.stdout.readline().strip()
        if not out:
            raise RuntimeError("tabula stopped answering (exit status %s)" % self.process.poll())
        return board if out == "dance" else apply_notation(board, out)


def gnubg_play(board, dice):
    # `hint` lists gnubg's plays best first, in full notation (findbestmove's tuples stop at the first bear-off).
    plays = legal_notations(board, dice)
    return apply_notation(board, plays[0]) if plays else board


def game(tabula, seed, tabula_first, watch=None):
    """One game; returns the points Tabula won (negative when it lost). `watch(board, dice, after, tabula_moved)` is
    told every play (the board with the mover on roll, the dice, the board after the play)."""
    rng = random.Random(seed)
    board = gnubg.positionfromid(START)
    tabula_to_move = tabula_first
    for turn in range(1000):
        dice = tuple(sorted((rng.randint(1, 6), rng.randint(1, 6)), reverse=True))
        if turn == 0:
            while dice[0] == dice[1]:
                dice = tuple(sorted((rng.randint(1, 6), rng.randint(1, 6)), reverse=True))
        before = board
        board = tabula.play(board, dice, turn) if tabula_to_move else gnubg_play(board, dice)
        if watch:
            watch(before, dice, board, tabula_to_move)
        opp, me = board
        if sum(me) == 0:
            gammon = sum(opp) == 15
            backgammon = gammon and (opp[24] > 0 or any(opp[18:24]))
            points = 3 if backgammon else 2 if gammon else 1
            return points if tabula_to_move else -points
        board = (me, opp)
        tabula_to_move = not tabula_to_move
    raise RuntimeError("a game of 1000 turns")


def start(args):
    """A job's own gnubg settings and Tabula process (each job is a process of its own)."""
    global TABULA, SEED
    setup()
    gnubg_data.CUBE = gnubg.cubeinfo()
    quiet("set evaluation chequerplay evaluation plies %d" % args.plies)
    TABULA = Tabula(args)
    SEED = args.seed


def play_pair(pair):
    """A duplicate pair: the same dice with Tabula first, then second."""
    return pair, [game(TABULA, SEED * 1_000_003 + pair, tabula_first) for tabula_first in (True, False)]


def read_state(path):
    """Finished pairs of a state file: {pair: [points with Tabula first, points with Tabula second]}."""
    if not path or not os.path.exists(path):
        return {}
    with open(path) as f:
        return {line["pair"]: line["points"] for line in map(json.loads, f) if line}


def interval(samples):
    """The mean of per-pair samples and its 95 % half-interval."""
    n = len(samples)
    mean = sum(samples) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in samples) / n)
    return mean, 1.96 * sd / math.sqrt(n)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tabula", default="target/release/tabula")
    parser.add_argument("--level", default="expert")
    parser.add_argument("--plies", type=int, default=0, help="gnubg's evaluation depth")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="processes playing pairs side by side")
    parser.add_argument("--state", help="JSON-lines file of finished pairs: appended to, and read to resume")
    parser.add_argument("--compare", help="another run's state file: the difference pair by pair")
    parser.add_argument("--summary", action="store_true", help="only print the score of the pairs already played")
    args = parser.parse_args()
    pairs = read_state(args.state)
    todo = [] if args.summary else [k for k in range(args.games // 2) if k not in pairs]
    state = open(args.state, "a") if args.state and todo else None
    if state:
        try:
            fcntl.flock(state, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            parser.error("another run is playing into %s (--summary reads it)" % args.state)
    if todo:
        with multiprocessing.Pool(args.jobs, initializer=start, initargs=(args,)) as pool:
            for pair, points in pool.imap(play_pair, todo):
                pairs[pair] = points
                if state:
                    state.write(json.dumps({"pair": pair, "points": points}) + "\n")
                    state.flush()
                if len(pairs) % 10 == 0:
                    results = [r for p in pairs.values() for r in p]
                    print("after %d games: %d won, %+d points" % (len(results), sum(r > 0 for r in results),
                                                                  sum(results)), flush=True)
    played = [pairs[k] for k in range(args.games // 2) if k in pairs]
    if not played:
        parser.error("no pairs played")
    results = [r for p in played for r in p]
    n = len(results)
    wins = sum(r > 0 for r in results)
    share = wins / n
    margin = 1.96 * math.sqrt(share * (1 - share) / n)
    ppg, half = interval([sum(p) / 2 for p in played])
    print("Tabula %s vs gnubg %d-ply, %d games: won %d (%.1f%% ± %.1f%%), %+.3f ± %.3f points per game"
          % (args.level, args.plies, n, wins, 100 * share, 100 * margin, ppg, half))
    if args.compare:
        other = read_state(args.compare)
        common = [k for k in range(args.games // 2) if k in pairs and k in other]
        diff, half = interval([(sum(pairs[k]) - sum(other[k])) / 2 for k in common])
        print("against %s over the same %d pairs: %+.3f ± %.3f points per game" % (args.compare, len(common), diff,
                                                                                    half))


if __name__ == "__main__":
    main()
