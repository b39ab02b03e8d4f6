#!/usr/bin/env bash
# Runs the same commands through two builds of strategy-compare and fails on any difference in
# their standard output, standard error or exit status: a refactoring (issue 27) or a speed-up
# (issue 28) must leave every output byte for byte the same.
#
#   scripts/compare-builds.sh OLD_BINARY NEW_BINARY
#
# The commands: the matrix in every format and on both releases, every preset, run with its
# timeline and event log, list, explain for every strategy, help, corpus and recommend over
# generated corpora of fixed seeds (table, JSON, CSV; scores documents), and an import of a
# recording from Tests/StrategyCompareCLITests/Fixtures.
set -euo pipefail
if [[ $# -ne 2 ]]; then
  echo "usage: scripts/compare-builds.sh OLD_BINARY NEW_BINARY" >&2
  exit 64
fi
old=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
new=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

commands=(
  ""
  "--format json"
  "--format csv --ios 18,26"
  "--format html"
  "-s all --format csv"
  "-s all --ios 18,26"
  "-s all --model uikit26-legacy-pop --format csv"
  "list"
  "list --format json"
  "scenarios"
  "--help"
  "help corpus"
  "run edge-swipe-past-half -s all --format json --timeline --events"
  "run touch-cancelled-then-swipe -s all --ios 18,26 --format json --events"
  "run pop-then-peek -s all --events"
  "run second-swipe-during-finish -s all --ios 18,26"
  "corpus --generate 400 --seed 3"
  "corpus --generate 400 --seed 3 --format json --ios 18,26"
  "corpus --generate 300 --seed 5 -s all --format csv"
  "recommend --generate 300 --seed 2 --needs full-screen,scroll-views"
  "recommend --generate 300 --seed 2 --format json"
)
for id in $("$new" list --format json | python3 -c 'import json,sys; print(" ".join(s["id"] for s in json.load(sys.stdin)))'); do
  commands+=("explain $id")
done
fixtures="$root/Tests/StrategyCompareCLITests/Fixtures"
for recording in "$fixtures"/evemu/*.events; do
  commands+=("import $recording --from evemu --raw-range 0:4095,0:4095")
done
for recording in "$fixtures"/getevent/*.txt "$fixtures"/csv/*.csv; do
  [[ -e "$recording" ]] || continue
  format=getevent
  [[ $recording == *.csv ]] && format=csv
  commands+=("import $recording --from $format")
done

differences=0
for command in "${commands[@]}"; do
  # shellcheck disable=SC2086
  (cd "$work" && "$old" $command >old.out 2>old.err; echo $? >old.status) || true
  # shellcheck disable=SC2086
  (cd "$work" && "$new" $command >new.out 2>new.err; echo $? >new.status) || true
  for part in out err status; do
    if ! cmp -s "$work/old.$part" "$work/new.$part"; then
      echo "compare-builds: '$command': std$part differs" >&2
      diff <(head -c 2000 "$work/old.$part") <(head -c 2000 "$work/new.$part") | head -n 10 >&2 || true
      differences=$((differences + 1))
    fi
  done
done
echo "compare-builds: ${#commands[@]} commands, $differences difference(s)"
[[ $differences -eq 0 ]]
