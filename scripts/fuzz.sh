#!/usr/bin/env bash
# Fuzzes the trace decoders and every strategy with libFuzzer (docs/robustness.md).
#
#   scripts/fuzz.sh [SECONDS] [LIBFUZZER-FLAGS...]   build Fuzz/ and fuzz for SECONDS (default 60)
#   scripts/fuzz.sh --replay FILE...                 build and run the harness on saved inputs
#   scripts/fuzz.sh --seeds                          rewrite Fuzz/seeds/ from the built-in scenarios
#   scripts/fuzz.sh --smoke                          CI's smoke test: replay every seed, then a fixed
#                                                    number of executions (FUZZ_SMOKE_RUNS, default
#                                                    20000) with libFuzzer's -seed=1 from an empty
#                                                    corpus; exits non-zero on any finding, whose
#                                                    input is kept in .build/fuzz/artifacts/
#
# The harness (Fuzz/TraceFuzzer.swift) is compiled with swiftc together with the library's
# sources and the tests' law checker, fuzz checks and scripted strategy (Tests/
# BackStrategiesTests/Support/RunLaws.swift, FuzzChecks.swift, ScriptedStrategy.swift), as
# one module (with -package-name, which the library's `package` declarations need and SwiftPM
# passes itself), with -sanitize=fuzzer,address
# (FUZZ_SANITIZERS overrides the list after 'fuzzer': empty for none, which runs about three
# times faster; FUZZ_OPTIMIZATION, default -O, the optimisation level). It is not a target of Package.swift, so 'swift build' and
# 'swift test' never see it. Build products, the growing corpus and crashing inputs go to
# .build/fuzz/ (crashes: .build/fuzz/artifacts/crash-*).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
build="$root/.build/fuzz"
seeds="$root/Fuzz/seeds"

if [[ "${1:-}" == "--seeds" ]]; then
  (cd "$root" && swift build --product strategy-compare >/dev/null)
  tool="$(cd "$root" && swift build --show-bin-path)/strategy-compare"
  mkdir -p "$seeds"
  rm -f "$seeds"/*.json "$seeds"/*.csv
  for name in $("$tool" scenarios --format json | sed -n 's/^ *"name": "\(.*\)",$/\1/p'); do
    "$tool" scenarios "$name" >"$seeds/$name.json"
  done
  # CSV seeds: the touches of a few scenarios, one 't,x,y,phase' line each.
  for name in edge-swipe-past-half tap dwell-to-home; do
    {
      echo "# $name"
      echo "t,x,y,phase"
      sed -n 's/^ *{ "t": \([^,]*\), "x": \([^,]*\), "y": \([^,]*\), "phase": "\([a-z]*\)" },\{0,1\}$/\1,\2,\3,\4/p' "$seeds/$name.json"
    } >"$seeds/$name.csv"
  done
  echo "wrote $(ls "$seeds" | wc -l) seeds to $seeds"
  exit 0
fi

mkdir -p "$build/corpus" "$build/artifacts"
# Compile a snapshot of the sources, so that editing the tree during the (slow) build is safe.
rm -rf "$build/src"
mkdir -p "$build/src"
cp -R "$root/Sources/BackStrategies" "$build/src/BackStrategies"
# The fuzzer is one module: the support target's sources join the core's, and the imports of
# it go (perl, for an in-place edit that reads the same on Linux and macOS).
cp -R "$root/Sources/BackStrategiesSupport" "$build/src/BackStrategiesSupport"
find "$build/src" -name '*.swift' -exec perl -ni -e 'print unless /^\s*(\@testable )?import BackStrategiesSupport$/' {} +
cp "$root/Tests/BackStrategiesTests/Support/RunLaws.swift" "$root/Tests/BackStrategiesTests/Support/FuzzChecks.swift" \
  "$root/Tests/BackStrategiesTests/Support/ScriptedStrategy.swift" "$root/Fuzz/TraceFuzzer.swift" "$build/src/"
sources=()
while IFS= read -r file; do sources+=("$file"); done < <(find "$build/src" -name '*.swift' | sort)
sanitizers="${FUZZ_SANITIZERS-address}"
binary="$build/trace-fuzzer-${sanitizers:-none}"
echo "building $binary ..." >&2
swiftc "${FUZZ_OPTIMIZATION:--O}" -g -sanitize="fuzzer${sanitizers:+,$sanitizers}" -parse-as-library \
  -module-name BackStrategies -package-name BackStrategies -D BACKSTRATEGIES_FUZZ -use-ld=lld "${sources[@]}" -o "$binary"
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"

if [[ "${1:-}" == "--replay" ]]; then
  shift
  exec "$binary" "$@"
fi

if [[ "${1:-}" == "--smoke" ]]; then
  smoke="$build/smoke-corpus"
  rm -rf "$smoke"
  mkdir -p "$smoke"
  # -timeout is generous: a shared CI machine can pause a process mid-input (docs/robustness.md).
  exec "$binary" -seed=1 -runs="${FUZZ_SMOKE_RUNS:-20000}" -max_len=16384 -timeout=120 -rss_limit_mb=2048 \
    -dict="$root/Fuzz/trace.dict" -artifact_prefix="$build/artifacts/" -print_final_stats=1 "$smoke" "$seeds"
fi

seconds="${1:-60}"
shift || true
# The largest seed is under 10 KB; inputs up to 16 KB leave room to grow. A run longer than
# 10 s is a hang. The dictionary holds the format's field names and values.
exec "$binary" -max_total_time="$seconds" -max_len=16384 -timeout=10 -rss_limit_mb=2048 \
  -dict="$root/Fuzz/trace.dict" -artifact_prefix="$build/artifacts/" -print_final_stats=1 "$@" \
  "$build/corpus" "$seeds"
