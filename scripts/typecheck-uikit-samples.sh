#!/usr/bin/env bash
# Type-checks the UIKit Swift the teaching pages show against the iOS SDK.
#
# Every ```swift block of docs/learn.md, docs/seeds/*.md and docs/strategies/*.md is extracted
# and wrapped into a file of its own:
#   - a block that declares its own types (a line starting `class`, `final class`, `struct`,
#     `extension`, `enum`, `protocol`, or `import`) is kept whole, at top level;
#   - any other block is a fragment: a block of declarations (methods, properties) goes into the
#     body of a harness class, a block of statements into a method of one. The class is
#     `SampleNavigationController` (a UINavigationController subclass) when the fragment talks
#     to the navigation controller as `self` (`viewControllers`, `interactivePopGestureRecognizer`
#     without a receiver, or a comment saying "UINavigationController subclass"), otherwise
#     `SampleViewController`.
# scripts/uikit-sample-harness.swift declares those classes and the names the fragments assume
# (an `interaction`, an `animator`, a `pan`, ...). Each wrapped file is type-checked with the
# harness, alone, so that two samples never collide.
#
# On a Mac with Xcode (`xcrun --sdk iphoneos --show-sdk-path` answers) it runs
#   swiftc -typecheck -target arm64-apple-ios16.0 -sdk <SDK> harness.swift sample.swift
# for each sample and exits 1 if any fails, naming the page and line. Elsewhere (Linux, or a Mac
# without the iOS SDK) it says it skipped and why, and exits 0: no Apple SDK may be copied onto
# another machine (Apple's licence), so only a Mac can run this check. Run it there before a
# release (docs/testing.md).
#
# Usage:
#   scripts/typecheck-uikit-samples.sh                    type-check (on a Mac), or skip
#   scripts/typecheck-uikit-samples.sh --list             list the samples and how each is wrapped
#   scripts/typecheck-uikit-samples.sh --extract-only DIR write the wrapped files and the harness
#                                                         to DIR (any platform), check nothing
# Exit status: 0 checked clean or skipped; 1 a sample failed to type-check; 64 bad usage;
# 73 DIR cannot be created.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
HARNESS="$ROOT/scripts/uikit-sample-harness.swift"
# The oldest release the package supports (Package.swift: iOS 16).
TARGET="arm64-apple-ios16.0"
ME="typecheck-uikit-samples"

usage() {
  echo "usage: scripts/typecheck-uikit-samples.sh [--list | --extract-only DIR]" >&2
  exit 64
}

MODE=check
OUT=""
case "${1:-}" in
  "") ;;
  --list) MODE=list; [ $# -eq 1 ] || usage ;;
  --extract-only) MODE=extract; [ $# -eq 2 ] || usage; OUT="$2" ;;
  -h|--help) sed -n '2,33p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  *) usage ;;
esac

PAGES=("$ROOT/docs/learn.md")
for page in "$ROOT"/docs/seeds/*.md "$ROOT"/docs/strategies/*.md; do
  [ -e "$page" ] && PAGES+=("$page")
done

# Writes one file per swift block into $1, named NNN-<page>-L<line>.swift, and prints a line
# "file<TAB>page:line<TAB>wrapping" for each.
extract() {
  local dir="$1"
  local index=0
  for page in "${PAGES[@]}"; do
    local relative="${page#"$ROOT"/}"
    local slug
    slug="$(echo "$relative" | sed 's|^docs/||; s|\.md$||; s|[/.]|-|g')"
    # awk prints each block as: a line "@@@ <first line number>", then its lines.
    awk '
      /^```swift[[:space:]]*$/ { inside = 1; print "@@@ " NR + 1; next }
      inside && /^```/ { inside = 0; print "@@@ end"; next }
      inside { print }
    ' "$page" > "$dir/.blocks"
    local line="" body=""
    while IFS= read -r text || [ -n "$text" ]; do
      if [[ "$text" == "@@@ end" ]]; then
        index=$((index + 1))
        local name
        name="$(printf '%03d' "$index")-$slug-L$line.swift"
        wrap "$body" "$relative" "$line" > "$dir/$name"
        local wrapping
        wrapping="$(classify "$body")"
        printf '%s\t%s:%s\t%s\n' "$name" "$relative" "$line" "$wrapping"
        body=""
      elif [[ "$text" == "@@@ "* ]]; then
        line="${text#@@@ }"
        body=""
      else
        body+="$text"$'\n'
      fi
    done < "$dir/.blocks"
    rm -f "$dir/.blocks"
  done
}

# How a block is wrapped: library (this package's own API, not UIKit: not checked), top-level,
# class-body (declarations) or method-body (statements), and in which harness class.
classify() {
  local body="$1"
  if echo "$body" | grep -Eq '\b(GestureSetup|StrategyContext|SceneSpec|BackStrategy|StrategyCatalog|Simulator)\b'; then
    echo "library"
    return
  fi
  if echo "$body" | grep -Eq '^(import |(public |private |fileprivate |internal )?(final )?(class|struct|enum|protocol|extension|actor) |@main)'; then
    echo "top-level"
    return
  fi
  local host=SampleViewController
  if echo "$body" | grep -Eq '(^|[^.[:alnum:]_])(viewControllers|interactivePopGestureRecognizer|interactiveContentPopGestureRecognizer|popViewController\(|topViewController)|UINavigationController subclass'; then
    host=SampleNavigationController
  fi
  # Declarations when every line of the block's outer level (no indentation; blank lines,
  # comments, attributes and closing braces aside) declares something; statements otherwise.
  local outer
  outer="$(echo "$body" | grep -E '^[^[:space:]]' | grep -Ev '^(//|@objc[[:space:]]*$|\}|\)|$)' || true)"
  if [ -n "$outer" ] && ! echo "$outer" | grep -Evq '^(@[[:alnum:]_]+(\([^)]*\))? +)*((public|private|fileprivate|internal|override|final|static|class|lazy|weak|unowned|required|convenience|mutating|nonisolated|dynamic|open) +)*(func|var|let|init|deinit|subscript|typealias)\b'; then
    echo "class-body $host"
  else
    echo "method-body $host"
  fi
}

# Prints the wrapped file for a block.
wrap() {
  local body="$1" page="$2" line="$3"
  local wrapping
  wrapping="$(classify "$body")"
  echo "// $page, the swift block at line $line ($wrapping). Made by scripts/typecheck-uikit-samples.sh."
  echo "import UIKit"
  echo "import SwiftUI"
  case "$wrapping" in
    library)
      echo "// This package's own API, not UIKit: not type-checked here (ReadmeCodeTests and"
      echo "// DocCodeSampleTests cover it)."
      ;;
    top-level)
      printf '%s' "$body"
      ;;
    class-body*)
      echo "final class Sample_L$line: ${wrapping#class-body } {"
      printf '%s' "$body"
      echo "}"
      ;;
    method-body*)
      echo "extension ${wrapping#method-body } {"
      echo "  func sample_L$line() {"
      printf '%s' "$body"
      echo "  }"
      echo "}"
      ;;
  esac
}

case "$MODE" in
  list)
    scratch="$(mktemp -d)"
    trap 'rm -rf "$scratch"' EXIT
    extract "$scratch" | cut -f2,3
    exit 0
    ;;
  extract)
    mkdir -p "$OUT" 2>/dev/null || { echo "$ME: error: $OUT: cannot create the directory" >&2; exit 73; }
    [ -w "$OUT" ] || { echo "$ME: error: $OUT: not writable" >&2; exit 73; }
    extract "$OUT" > "$OUT/samples.tsv"
    cp "$HARNESS" "$OUT/harness.swift"
    echo "$ME: wrote $(wc -l < "$OUT/samples.tsv" | tr -d ' ') samples, harness.swift and samples.tsv to $OUT"
    exit 0
    ;;
esac

# check
if [ "$(uname -s)" != Darwin ]; then
  echo "$ME: skipped: this is $(uname -s), not macOS; the iOS SDK exists only in Xcode on a Mac and may not be copied here (Apple's licence). Run it on a Mac before a release (docs/testing.md)."
  exit 0
fi
if ! SDK="$(xcrun --sdk iphoneos --show-sdk-path 2>/dev/null)" || [ -z "$SDK" ]; then
  echo "$ME: skipped: xcrun --sdk iphoneos --show-sdk-path found no iOS SDK (install Xcode and run xcode-select -s)."
  exit 0
fi
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
extract "$scratch" > "$scratch/samples.tsv"
failed=0
total=0
while IFS=$'\t' read -r file place wrapping; do
  [ "$wrapping" = library ] && continue
  total=$((total + 1))
  if ! output="$(xcrun swiftc -typecheck -target "$TARGET" -sdk "$SDK" "$HARNESS" "$scratch/$file" 2>&1)"; then
    failed=$((failed + 1))
    echo "$ME: $place ($wrapping) does not type-check:"
    echo "$output" | sed 's/^/    /'
  fi
done < "$scratch/samples.tsv"
echo "$ME: $((total - failed)) of $total samples type-check against $(basename "$SDK") for $TARGET"
[ "$failed" -eq 0 ]
