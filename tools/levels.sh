#!/bin/sh
# Measures the level separation of the four games' computers: Expert against Normal in `tabula arena`, duplicate
# pairs, one thread at the lowest priority (the machine is shared), each game's summary appended to one log.
# The arena prints W/D/L, the score with its 95 % interval, and each side's share ("moving first" is Banqi's first
# flipper, Xiangqi's Red, Hnefatafl's attackers), so Banqi's draw share and Hnefatafl per side are read off it.
#
#   cargo build --release -p tabula
#   tools/levels.sh [GAMES] [GAME...] > levels.log      # default: 200 games of each of the four
set -eu
tabula=${TABULA:-target/release/tabula}
games=${1:-200}
[ $# -gt 0 ] && shift
for game in ${*:-banqi backgammon xiangqi hnefatafl}; do
  echo "== $game: expert vs normal, $games games"
  nice -n 19 "$tabula" arena --game "$game" --a expert --b normal --games "$games" --threads 1
done
