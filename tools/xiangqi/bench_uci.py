#!/usr/bin/env python3
"""Searches the twenty benchmark positions (`crates/xiangqi/src/ai/bench.rs`) at a node budget with one or more UCI
builds of the engine, alternating build by build position by position (so a load that comes and goes touches them
alike), and prints for each the depth it completed on average and its wall-clock time a move.

    cargo build --release -p xiangqi --example uci && cp target/release/examples/uci /work/xq-bin/NEW/uci
    python3 tools/xiangqi/bench_uci.py --nodes 100000 /work/xq-bin/OLD/uci /work/xq-bin/NEW/uci

Depth is how a search change shows before its SPRT (more depth at the same nodes is not yet more strength); times
are only worth comparing on a quiet machine and between builds of the same run. The engine is the match script's
(`versus_fairy.py`, which needs `pip install pyffish`).
"""

import argparse
import pathlib
import re
import time

from versus_fairy import Engine

BENCH = pathlib.Path(__file__).resolve().parents[2] / "crates/xiangqi/src/ai/bench.rs"
START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"


def positions():
    # The first entry is `crate::START_FEN`, the rest are FEN strings.
    fens = re.findall(r'"([^"]+ [wb] - - \d+ \d+)"', BENCH.read_text())
    return [START] + fens


class Bench(Engine):
    """The match's UCI engine, asked for one position at a time."""

    def search(self, fen, nodes):
        """The depth completed and the seconds taken."""
        self.send("ucinewgame")
        self.send("position fen " + fen)
        self.send("isready")
        self.wait("readyok")
        depth, start = 0, time.perf_counter()
        self.send("go nodes %d" % nodes)
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError("engine closed its output")
            if line.startswith("info") and " depth " in line:
                depth = int(line.split(" depth ")[1].split()[0])
            if line.startswith("bestmove"):
                return depth, time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("programs", nargs="+", help="UCI programs (the `uci` example of each build)")
    parser.add_argument("--nodes", type=int, default=100_000)
    parser.add_argument("--evaluation", help="the UCI option Evaluation (default: each program's own)")
    args = parser.parse_args()
    options = [("Evaluation", args.evaluation)] if args.evaluation else []
    engines = [Bench([program], options) for program in args.programs]
    results = [[] for _ in engines]
    for fen in positions():
        for engine, result in zip(engines, results):
            result.append(engine.search(fen, args.nodes))
    for program, engine, result in zip(args.programs, engines, results):
        engine.quit()
        depths = [depth for depth, _ in result]
        times = sorted(1000 * seconds for _, seconds in result)
        p95 = times[-(-len(times) * 95 // 100) - 1]
        print("%s: depth %.2f on average %s; a move p50 %.0f ms, p95 %.0f ms, max %.0f ms" % (
            program, sum(depths) / len(depths), depths, times[len(times) // 2], p95, times[-1]))


if __name__ == "__main__":
    main()
