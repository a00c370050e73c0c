#!/usr/bin/env python3
"""Checks that GNU Backgammon reads Tabula's .mat match files as the games Tabula played.

Plays a few seeded games with `tabula bestmove` (the dice drawn here, from a seeded generator), writes each record's
.mat file with `tabula convert --to mat`, imports it into GNU Backgammon (PyPI's `gnubg` module, 1.1.0a16 was used)
and compares, for every play, the board gnubg shows before it (its Position ID), the dice and the player with
Tabula's; then the number of plays, the winner and the points. Exit status 1 on any difference.

    python3 tools/backgammon/gnubg_reads_mat.py [path/to/tabula]
"""

import json
import os
import random
import subprocess
import sys
import tempfile

import gnubg

from gnubg_data import quiet

SEED = 20261202
GAMES = 8
POINTS = {"single": 1, "gammon": 2, "backgammon": 3}


class Tabula:
    def __init__(self, binary, directory):
        self.binary = binary
        self.directory = directory

    def run(self, *args, record=None):
        """Runs `tabula ARGS` (with the record's file as the last argument, if given); its output, stripped."""
        args = list(args)
        if record is not None:
            path = os.path.join(self.directory, "record.json")
            with open(path, "w") as f:
                json.dump(record, f)
            args.append(path)
        done = subprocess.run([self.binary, *args], capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError("tabula %s failed: %s" % (" ".join(args), done.stderr))
        return done.stdout.strip()

    def verdict(self, record):
        return self.run("replay", record=record)


def record_of(actions):
    return {"game": "backgammon", "players": [{"kind": "human"}, {"kind": "human"}], "actions": actions}


def play_game(tabula, rng, seed):
    """A whole game between Tabula's Easy computers, with dice from `rng`: its actions and the replay's verdict."""
    white, black = rng.sample(range(1, 7), 2)
    actions = ["opening %d %d" % (white, black)]
    while True:
        file_args = ["bestmove", "backgammon", "--level", "easy", "--seed", str(seed + len(actions)), "--record"]
        actions.append(tabula.run(*file_args, record=record_of(actions)))
        verdict = tabula.verdict(record_of(actions))
        if " won — " in verdict:
            return actions, verdict
        a, b = rng.randint(1, 6), rng.randint(1, 6)
        actions.append("roll %d %d" % (max(a, b), min(a, b)))


def tabula_plays(tabula, actions):
    """For each play: (Position ID before it, its dice high first, 'O' for White or 'X' for Black, who made it)."""
    plays = []
    dice = None
    _, white, black = actions[0].split()
    mover = "O" if int(white) > int(black) else "X"
    for i, action in enumerate(actions):
        words = action.split()
        if words[0] in ("opening", "roll"):
            a, b = int(words[1]), int(words[2])
            dice = (max(a, b), min(a, b))
            continue
        gnubg_id = tabula.run("convert", "--to", "gnubg-id", record=record_of(actions[:i]))
        plays.append((gnubg_id.split(":")[0], dice, mover))
        mover = "X" if mover == "O" else "O"
    return plays


def check_game(tabula, number, actions, verdict):
    """Imports the game's .mat file into gnubg; the differences found (none when gnubg reads it as Tabula played)."""
    problems = []
    path = os.path.join(tabula.directory, "game%d.mat" % number)
    with open(path, "w") as f:
        f.write(tabula.run("convert", "--to", "mat", record=record_of(actions)) + "\n")
    out = quiet("import mat %s" % path)
    if "WARNING" in out or "nrecognised" in out:
        problems.append("gnubg warned while importing:\n" + out)
    match = gnubg.match()
    gnubg_moves = [m for m in match["games"][0]["game"] if m["action"] == "move"]
    expected = tabula_plays(tabula, actions)
    if len(gnubg_moves) != len(expected):
        problems.append("gnubg read %d plays, Tabula played %d" % (len(gnubg_moves), len(expected)))
    for i, (move, wanted) in enumerate(zip(gnubg_moves, expected)):
        seen = (move["board"], tuple(sorted(move["dice"], reverse=True)), move["player"])
        if seen != wanted:
            problems.append("play %d: gnubg has %s, Tabula %s" % (i + 1, seen, wanted))
            break
    info = match["games"][0]["info"]
    # `tabula replay` in words: "White won — a gammon: the loser bore off no checker, after 97 actions".
    kind = verdict.split(" — a ")[1].split()[0].rstrip(":,")
    winner = "O" if verdict.startswith("White won") else "X"
    if (info["winner"], info["points-won"]) != (winner, POINTS[kind]):
        problems.append("gnubg's result %s %s, Tabula's %s" % (info["winner"], info["points-won"], verdict))
    return problems, len(expected), verdict


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else "target/debug/tabula"
    for command in ["set player 0 human", "set player 1 human", "set jacoby off", "set confirm new off"]:
        quiet(command)
    rng = random.Random(SEED)
    failed = False
    with tempfile.TemporaryDirectory() as directory:
        tabula = Tabula(binary, directory)
        for number in range(1, GAMES + 1):
            actions, verdict = play_game(tabula, rng, SEED + 1000 * number)
            problems, plays, verdict = check_game(tabula, number, actions, verdict)
            status = "ok" if not problems else "MISMATCH"
            print("game %d: %d plays, %s: %s" % (number, plays, verdict, status), file=sys.stderr)
            for problem in problems:
                print("  " + problem, file=sys.stderr)
            failed = failed or bool(problems)
    sys.stderr.flush()
    sys.stdout.flush()
    os._exit(1 if failed else 0)  # the module can crash while shutting down


if __name__ == "__main__":
    main()
