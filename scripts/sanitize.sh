#!/usr/bin/env bash
# Runs the whole test suite under a sanitizer (docs/robustness.md, "Sanitizers").
#
#   scripts/sanitize.sh address    AddressSanitizer (with LeakSanitizer)
#   scripts/sanitize.sh thread     ThreadSanitizer
#
# Each sanitizer builds into its own scratch path (.build/address, .build/thread), so the
# normal .build stays as it is. Extra arguments go to 'swift test' (--filter, --parallel …).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
sanitizer="${1:?usage: scripts/sanitize.sh address|thread [swift test arguments]}"
shift
case "$sanitizer" in
  address)
    export LSAN_OPTIONS="suppressions=$root/scripts/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
    ;;
  thread)
    export TSAN_OPTIONS="halt_on_error=1${TSAN_OPTIONS:+:$TSAN_OPTIONS}"
    ;;
  *)
    echo "unknown sanitizer '$sanitizer' (address or thread)" >&2
    exit 64
    ;;
esac
cd "$root"
exec swift test --sanitize="$sanitizer" --scratch-path ".build/$sanitizer" "$@"
