#!/usr/bin/env python3
"""Writes crates/backgammon/tests/data/gnubg_plays.txt: legal plays according to GNU Backgammon.

Uses PyPI's `gnubg` module (1.1.0a16 was used). For each (position, dice) it asks gnubg's `hint` command at 0-ply
for every legal play, as gnubg prints it, and applies that notation to the board to get the resulting position.
(`gnubg.findbestmoves` would be simpler, but its move tuples stop at the first bear-off, so they cannot rebuild
bear-off plays.) Positions come from seeded random games played with gnubg's own move lists, plus hand-made positions
for each rule category. Run from the repository root:

    python3 tools/backgammon/gnubg_data.py
    python3 tools/backgammon/gnubg_data.py --perft   # perft counts (a few minutes)

File format (read by crates/backgammon/tests/gnubg.rs):
    P <position id> <die> <die> <label>      a position, the side to move on roll (gnubg's second half)
    M <resulting position id> <notation>     one legal play; the result has the *opponent* on roll
    M - dance                                gnubg reports "There are no legal moves."
"""

import os
import random
import re
import sys
import tempfile

import gnubg

OUT = "crates/backgammon/tests/data/gnubg_plays.txt"
PERFT_OUT = "crates/backgammon/tests/data/gnubg_perft.txt"
SEED = 20240604
RANDOM_SAMPLES = 400


def quiet(command):
    """Runs a gnubg command, returning what it printed to the C-level stdout."""
    sys.stdout.flush()
    saved = os.dup(1)
    with tempfile.TemporaryFile(mode="w+") as f:
        os.dup2(f.fileno(), 1)
        try:
            gnubg.command(command)
        finally:
            sys.stdout.flush()
            os.dup2(saved, 1)
            os.close(saved)
        f.seek(0)
        return f.read()


def setup():
    for command in ["set player 0 human", "set player 1 human", "set threads 1",
                    "set evaluation chequerplay evaluation plies 0",
                    "set evaluation cubedecision evaluation plies 0"]:
        quiet(command)


CUBE = None


def legal_notations(board, dice):
    """gnubg's legal plays for board = (opponent, on roll) and dice, in its notation ([] for no legal move)."""
    position_id = gnubg.positionid(board)
    match_id = gnubg.matchid(CUBE, gnubg.posinfo(1, 0, 0, 1, dice))
    quiet("set gnubgid %s:%s" % (position_id, match_id))
    out = quiet("hint 10000")
    if "There are no legal moves" in out:
        return []
    plays = re.findall(r"^\s*\d+\. .*?-ply\s+(.*?)\s+Eq\.", out, re.M)
    if not plays:
        raise RuntimeError("unexpected hint output:\n" + out)
    return plays


def point(text):
    return {"bar": 25, "off": 0}.get(text, None) if text in ("bar", "off") else int(text)


def apply_notation(board, notation):
    """Applies gnubg notation mechanically; every written point is a landing point (hits a lone enemy checker)."""
    opp, me = list(board[0]), list(board[1])
    for token in notation.split():
        m = re.fullmatch(r"([^(]*)(?:\((\d)\))?", token)
        points = [point(p.rstrip("*")) for p in m.group(1).split("/")]
        for _ in range(int(m.group(2) or 1)):
            for a, b in zip(points, points[1:]):
                assert me[a - 1] > 0, (board, notation)
                me[a - 1] -= 1
                if b > 0:
                    if opp[24 - b] == 1:
                        opp[24 - b] = 0
                        opp[24] += 1
                    assert opp[24 - b] == 0, (board, notation)
                    me[b - 1] += 1
    return tuple(opp), tuple(me)


def side(counts):
    """25 slots from a {point: count} dict in that side's own numbering (25 = bar)."""
    slots = [0] * 25
    for p, n in counts.items():
        slots[p - 1] += n
    return tuple(slots)


def mine_theirs(mine, theirs):
    """A board from the mover's numbering for both sides (theirs: my point numbers, 0 = their bar)."""
    return side({25 - p: n for p, n in theirs.items()}), side(mine)


SPECIAL = [
    ("bar-entry", mine_theirs({25: 2, 6: 5, 8: 3, 13: 5}, {1: 2, 12: 5, 17: 3, 19: 4, 20: 1}), [(4, 2), (6, 6), (3, 3)]),
    ("dance", mine_theirs({25: 1, 6: 14}, {19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 24: 2, 12: 3}), [(6, 5), (2, 2)]),
    ("enter-one-of-two", mine_theirs({25: 2, 6: 13}, {19: 2, 20: 2, 21: 2, 22: 2, 24: 2, 12: 5}), [(3, 2), (3, 3), (6, 3)]),
    ("forced-larger-die", mine_theirs({13: 1, 1: 14}, {3: 2, 20: 13}), [(6, 4)]),
    ("only-smaller-die", mine_theirs({13: 1, 1: 14}, {3: 2, 7: 2, 20: 11}), [(6, 4)]),
    ("must-use-both", mine_theirs({13: 1, 1: 14}, {7: 2, 20: 13}), [(6, 4)]),
    ("must-use-both", mine_theirs({25: 1, 10: 1, 1: 13}, {15: 2, 4: 2, 12: 11}), [(6, 4)]),
    ("double-partly-playable", mine_theirs({13: 1, 1: 14}, {3: 2, 20: 13}), [(5, 5)]),
    ("double-partly-playable", mine_theirs({24: 2, 13: 13}, {18: 2, 12: 2, 6: 11}), [(6, 6), (3, 3)]),
    ("bear-off-high-die", mine_theirs({4: 2, 3: 3, 2: 5, 1: 5}, {20: 15}), [(6, 5), (6, 6), (5, 1)]),
    ("bear-off-blocked-by-higher", mine_theirs({6: 1, 2: 14}, {20: 15}), [(5, 4), (5, 5)]),
    ("bear-off-blocked-by-higher", mine_theirs({6: 2, 3: 1}, {20: 15}), [(5, 4), (4, 4)]),
    ("hit-during-bear-off", mine_theirs({6: 5, 5: 5, 4: 5}, {1: 1, 2: 1, 20: 13}), [(6, 4), (5, 3), (4, 4)]),
    ("hit-during-bear-off", mine_theirs({6: 2, 4: 3, 3: 3}, {2: 1, 5: 1, 0: 1, 20: 12}), [(3, 1), (2, 1), (6, 3)]),
    ("start", mine_theirs({24: 2, 13: 5, 8: 3, 6: 5}, {1: 2, 12: 5, 17: 3, 19: 5}), [(6, 5), (3, 1), (6, 6), (2, 1)]),
]


def random_samples(rng, count):
    """(label, board, dice) from seeded games where each side plays a random legal play."""
    samples = []
    while len(samples) < count:
        board = gnubg.positionfromid("4HPwATDgc/ABMA")
        while True:
            dice = tuple(sorted((rng.randint(1, 6), rng.randint(1, 6)), reverse=True))
            plays = legal_notations(board, dice)
            samples.append(("random", board, dice))
            if plays:
                board = apply_notation(board, rng.choice(plays))
            if sum(board[1]) == 0 or len(samples) >= count:
                break
            board = (board[1], board[0])
    return samples


ROLLS = [(high, low) for high in range(1, 7) for low in range(1, high + 1)]


def perft(board, depth):
    """Leaves of the play tree over the 21 distinct rolls (unweighted); a dance is one leaf, a win ends a branch."""
    if depth == 0:
        return 1
    total = 0
    for dice in ROLLS:
        plays = legal_notations(board, dice)
        if not plays:
            total += 1 if depth == 1 else perft((board[1], board[0]), depth - 1)
        for notation in plays:
            after = apply_notation(board, notation)
            total += 1 if depth == 1 or sum(after[1]) == 0 else perft((after[1], after[0]), depth - 1)
    return total


def write_perft():
    lines = ["# perft from GNU Backgammon %s's legal plays via tools/backgammon/gnubg_data.py --perft" % gnubg.version]
    cases = [("4HPwATDgc/ABMA", 2), ("0HPwATDgc/ABYA", 1), ("27YBBwDg/wcAQA", 1), ("AMb/AQb/H0AAQA", 1)]
    for position_id, depth in cases:
        board = gnubg.positionfromid(position_id)
        for d in range(1, depth + 1):
            lines.append("%s %d %d" % (position_id, d, perft(board, d)))
    with open(PERFT_OUT, "w") as f:
        f.write("\n".join(lines) + "\n")


def main():
    global CUBE
    setup()
    CUBE = gnubg.cubeinfo()
    if "--perft" in sys.argv:
        write_perft()
        sys.stdout.flush()
        os._exit(0)
    rng = random.Random(SEED)
    samples = [(label, board, dice) for label, board, rolls in SPECIAL for dice in rolls]
    samples += random_samples(rng, RANDOM_SAMPLES)
    lines = ["# Legal plays from GNU Backgammon %s via tools/backgammon/gnubg_data.py; do not edit." % gnubg.version]
    for label, board, dice in samples:
        lines.append("P %s %d %d %s" % (gnubg.positionid(board), dice[0], dice[1], label))
        plays = legal_notations(board, dice)
        results = set()
        for notation in plays:
            after = apply_notation(board, notation)
            result_id = gnubg.positionid((after[1], after[0]))
            results.add(result_id)
            lines.append("M %s %s" % (result_id, notation))
        assert len(results) == len(plays), ("gnubg lists each resulting position once", board, dice)
        if not plays:
            lines.append("M - dance")
    with open(OUT, "w") as f:
        f.write("\n".join(lines) + "\n")
    print("wrote %d positions to %s" % (len(samples), OUT), file=sys.stderr)
    sys.stderr.flush()
    sys.stdout.flush()
    os._exit(0)  # the module can crash while shutting down


if __name__ == "__main__":
    main()
