#!/usr/bin/env bash
# Compares two builds of strategy-compare by the instructions they execute per run (a trace ×
# a strategy), counted by valgrind's callgrind: instruction counts do not depend on how busy
# the machine is, so two builds can be compared on a shared machine where wall time cannot.
#
#   scripts/callgrind-compare.sh OLD_BINARY NEW_BINARY [options]
#
# What it does:
#   1. One fixed corpus: NEW's generator writes `--traces N` traces of `--seed S` to a JSON Lines
#      file (`corpus --generate N --seed S --emit FILE`), or `--corpus FILE` names an existing
#      one (a fixture corpus: its first N lines are used). Its first K lines (`--small K`) are a
#      second, smaller corpus. Both builds read the SAME two files.
#   2. The strategies: those both builds have (`list --format json` of each, the ids in
#      common, each with OLD's default preset when NEW has it too; against c679623, nine), or
#      `--strategies LIST`.
#   3. For each strategy and each build, the two corpora scored by that strategy alone under
#      `valgrind --tool=callgrind`, with `corpus FILE --jobs 1 -s STRATEGY` (the report thrown
#      away); then, unless `--no-together`, all of them at once (`-s A,B,...`), which is how a
#      corpus runs and where work shared across a trace's strategies shows.
#
# Start-up: a process costs a fixed number of instructions before the first trace and after
# the last (the runtime, the catalog, the report), and a corpus of no trace is refused, so
# this cost is not measured by a run of 0 traces: it is subtracted by difference. Per run,
#
#     (instructions scoring N traces − instructions scoring the first K of them) / (N − K)
#
# per strategy (divided by the strategy count too for the run of all together): what one
# more trace costs, reading and decoding it included, the start-up cancelled. The K-trace
# run's count is printed too (`start-up + K traces`), so the share it takes is visible.
#
# Output: one row per strategy (instructions per run in OLD and in NEW, and OLD ÷ NEW, the
# factor by which NEW runs fewer instructions), the overall ratio (the sum of OLD's rows over
# the sum of NEW's: every strategy weighed by its cost), the geometric mean of the rows'
# ratios, and the row of all strategies in one process.
#
# Which figure to quote: the row of all strategies in one process is "instructions per trace
# and strategy" as a corpus run spends them (reading and decoding a trace once for all its
# strategies). A row of one strategy alone charges that strategy the whole reading and
# decoding of each trace (about 78,000 instructions a trace in both c679623 and 490f470, over 40 %
# of a system-edge run), which no change to the simulation can shrink: its ratio understates
# what the simulation gained, and shows which strategy gained what.
#
# Options:
#   --traces N        traces in the larger corpus (default 1000)
#   --small K         traces in the smaller corpus, its first K (default N / 10, at least 1)
#   --seed S          the generator's seed (default 1)
#   --corpus FILE     a JSON Lines corpus to read instead of generating one
#   --strategies LIST comma-separated ids or id:preset, instead of the ones both builds have
#   --no-together     skip the run of every strategy in one process
#   --together-only   only the run of every strategy in one process (4 counts, not 4 a strategy)
#   --keep DIR        keep the corpora, the callgrind outputs and logs in DIR (for
#                     `callgrind_annotate DIR/NEW.together.large.out`), created if needed
#
# Runs are sequential and take minutes: each build scores 2 corpora per strategy under
# callgrind, which runs a program about 50 times slower than natively. docs/performance.md
# ("Instructions per run against another build") has the figures this measured.
set -euo pipefail

usage() {
  echo "usage: scripts/callgrind-compare.sh OLD_BINARY NEW_BINARY [--traces N] [--small K] [--seed S] [--corpus FILE] [--strategies LIST] [--no-together | --together-only] [--keep DIR]" >&2
  exit 64
}
fail() { # message [exit status, default 1]
  echo "callgrind-compare: error: $1" >&2
  exit "${2:-1}"
}

if [[ ${1:-} == -h || ${1:-} == --help ]]; then
  sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
  exit 0
fi
[[ $# -ge 2 ]] || usage
absolute() { echo "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"; }
for binary in "$1" "$2"; do
  [[ -f $binary && -x $binary ]] || fail "$binary: not an executable file" 66
done
old=$(absolute "$1")
new=$(absolute "$2")
shift 2

traces=1000
small=""
seed=1
corpus=""
strategies=""
together=1
single=1
keep=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --traces) [[ $# -ge 2 ]] || usage; traces=$2; shift 2 ;;
    --small) [[ $# -ge 2 ]] || usage; small=$2; shift 2 ;;
    --seed) [[ $# -ge 2 ]] || usage; seed=$2; shift 2 ;;
    --corpus) [[ $# -ge 2 ]] || usage; corpus=$2; shift 2 ;;
    --strategies) [[ $# -ge 2 ]] || usage; strategies=$2; shift 2 ;;
    --no-together) together=0; shift ;;
    --together-only) single=0; shift ;;
    --keep) [[ $# -ge 2 ]] || usage; keep=$2; shift 2 ;;
    -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "callgrind-compare: error: unknown option '$1'" >&2; usage ;;
  esac
done
[[ $traces =~ ^[0-9]+$ && $traces -ge 2 ]] || fail "--traces needs a whole number of at least 2, got '$traces'" 64
[[ -n $small ]] || small=$((traces / 10 > 0 ? traces / 10 : 1))
[[ $small =~ ^[0-9]+$ && $small -ge 1 && $small -lt $traces ]] || fail "--small needs a whole number from 1 to $((traces - 1)), got '$small'" 64
[[ $seed =~ ^[0-9]+$ ]] || fail "--seed needs a whole number, got '$seed'" 64
[[ $single -eq 1 || $together -eq 1 ]] || fail "--no-together and --together-only leave nothing to measure" 64
command -v valgrind > /dev/null || fail "valgrind is not installed (it provides callgrind)" 69
command -v python3 > /dev/null || fail "python3 is needed to read the builds' strategy lists" 69

if [[ -n $keep ]]; then
  mkdir -p "$keep"
  work=$(cd "$keep" && pwd)
else
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi

# 1. The corpora: N traces, and their first K.
if [[ -n $corpus ]]; then
  [[ -f $corpus ]] || fail "--corpus $corpus: no such file" 66
  available=$(grep -c . "$corpus" || true)
  [[ $available -ge $traces ]] || fail "--corpus $corpus: holds $available traces, fewer than --traces $traces" 65
  head -n "$traces" "$corpus" > "$work/large.jsonl"
  source="the first $traces traces of $corpus"
else
  "$new" corpus --generate "$traces" --seed "$seed" --emit "$work/large.jsonl" > /dev/null \
    || fail "NEW could not generate the corpus (corpus --generate $traces --seed $seed --emit FILE)"
  source="$traces traces generated by NEW (corpus --generate $traces --seed $seed --emit FILE)"
  generated=$(grep -c . "$work/large.jsonl" 2> /dev/null || true)
  [[ $generated -eq $traces ]] || fail "NEW wrote ${generated:-no} traces where $traces were asked (corpus --generate $traces --seed $seed --emit FILE)"
fi
head -n "$small" "$work/large.jsonl" > "$work/small.jsonl"

# 2. The strategies both builds have, each with OLD's default preset where NEW has that preset.
if [[ -z $strategies ]]; then
  "$old" list --format json > "$work/old-list.json" || fail "OLD list --format json failed"
  "$new" list --format json > "$work/new-list.json" || fail "NEW list --format json failed"
  strategies=$(python3 - "$work/old-list.json" "$work/new-list.json" << 'EOF'
import json, sys
old = json.load(open(sys.argv[1]))
new = {entry["id"]: entry for entry in json.load(open(sys.argv[2]))}
chosen = []
for entry in old:
    other = new.get(entry["id"])
    if other is None:
        continue
    default = next((p["name"] for p in entry.get("presets", []) if p.get("default")), None)
    names = {p["name"] for p in other.get("presets", [])}
    chosen.append(f'{entry["id"]}:{default}' if default in names else entry["id"])
print(",".join(chosen))
EOF
  )
  [[ -n $strategies ]] || fail "the two builds have no strategy in common"
fi
IFS=',' read -r -a selections <<< "$strategies"

# 3. One count: instructions of BINARY scoring CORPUS with STRATEGIES, one job.
count() { # build-name binary corpus-name strategies tag
  local log="$work/$1.$5.$3.log"
  valgrind --tool=callgrind --callgrind-out-file="$work/$1.$5.$3.out" \
    "$2" corpus "$work/$3.jsonl" --jobs 1 -s "$4" > /dev/null 2> "$log" \
    || fail "$1 failed on corpus $3 -s $4 (see $log; run with --keep DIR to keep it)"
  local collected
  collected=$(sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p' "$log" | tail -n 1)
  [[ -n $collected ]] || fail "no instruction count in $log"
  [[ -n $keep ]] || rm -f "$work/$1.$5.$3.out"
  echo "$collected"
}

echo "callgrind-compare: instructions per run (a trace × a strategy), --jobs 1"
echo "OLD: $old"
echo "NEW: $new"
echo "corpus: $source; start-up cancelled by difference with its first $small"
echo "per run: (instructions for $traces traces − for the first $small) / $((traces - small)), per strategy;"
echo "the last two columns: each build's whole count for the first $small traces (start-up included)"
echo ""
results="$work/results.tsv"
: > "$results"
printf '%-36s %14s %14s %11s %16s %16s\n' "strategy" "OLD / run" "NEW / run" "OLD ÷ NEW" "OLD, $small" "NEW, $small"
measure_row() { # label strategies strategy-count tag kind(single|together)
  local old_small old_large new_small new_large
  old_small=$(count OLD "$old" small "$2" "$4")
  old_large=$(count OLD "$old" large "$2" "$4")
  new_small=$(count NEW "$new" small "$2" "$4")
  new_large=$(count NEW "$new" large "$2" "$4")
  python3 - "$results" "$1" "$3" "$old_small" "$old_large" "$new_small" "$new_large" "$traces" "$small" "$5" << 'EOF'
import sys
results, label, n, old_small, old_large, new_small, new_large, traces, small, kind = sys.argv[1:]
runs = (int(traces) - int(small)) * int(n)
old_run = (int(old_large) - int(old_small)) / runs
new_run = (int(new_large) - int(new_small)) / runs
with open(results, "a") as out:
    print(f"{kind}\t{label}\t{old_run:.1f}\t{new_run:.1f}\t{old_small}\t{new_small}", file=out)
print(f"{label:36s} {old_run:14,.0f} {new_run:14,.0f} {'×%.3f' % (old_run / new_run):>10s} {int(old_small):16,d} {int(new_small):16,d}")
EOF
}
for selection in "${selections[@]}"; do
  [[ $single -eq 1 ]] || break
  measure_row "$selection" "$selection" 1 "${selection//[^A-Za-z0-9-]/_}" single
done
if [[ $together -eq 1 && ( ${#selections[@]} -gt 1 || $single -eq 0 ) ]]; then
  measure_row "all ${#selections[@]} in one process" "$strategies" "${#selections[@]}" together together
fi
python3 - "$results" << 'EOF'
import math, sys
rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1])]
single = [(float(r[2]), float(r[3])) for r in rows if r[0] == "single"]
if single:
    old, new = sum(o for o, _ in single), sum(n for _, n in single)
    geometric = math.exp(sum(math.log(o / n) for o, n in single) / len(single))
    ratios = [o / n for o, n in single]
    print(f"{'overall (sum of the rows)':36s} {old:14,.0f} {new:14,.0f} {'×%.3f' % (old / new):>10s}")
    print(f"{'geometric mean of the rows':36s} {'':14s} {'':14s} {'×%.3f' % geometric:>10s}")
    print(f"rows' ratios from ×{min(ratios):.3f} to ×{max(ratios):.3f}")
EOF
