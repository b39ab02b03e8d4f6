#!/usr/bin/env bash
# The README's library samples, compiled and run the way a user of the package would: in a
# package of their own whose Package.swift is the README's snippet ("Getting started"), with
# this repository's path in place of the URL, and whose main.swift is the README's `swift`
# blocks of "Use it from code" (both taken from README.md's text, not copied here by hand).
#
# A path dependency's package identity is its folder's last component, and the snippet names
# the package `BackStrategies` (`.product(name:package:)`): the repository is copied (without
# its build directories) to a temporary folder of that name, whatever this clone's folder is
# called. The samples read `my-trace.json` and `docs/examples/…` from the current directory,
# so they run in that copy, after the README's own command has written my-trace.json there.
#
# Fails (non-zero) if the snippet or the samples are missing, do not compile, or do not run.
# Usage: scripts/check-readme-package.sh   (from anywhere; KEEP=1 keeps the temporary folder)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
readme="$root/README.md"

work="$(mktemp -d "${TMPDIR:-/tmp}/readme-package.XXXXXX")"
if [[ "${KEEP:-}" == 1 ]]; then
  echo "check-readme-package: keeping $work"
else
  trap 'rm -rf "$work"' EXIT
fi

# The repository, as the package the snippet depends on: the files git knows (tracked, and
# untracked but not ignored), so a working tree's build directories are not copied.
copy="$work/BackStrategies"
mkdir -p "$copy"
if ! (cd "$root" && git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -xf - -C "$copy"); then
  echo "check-readme-package: cannot copy the repository (is it a git clone?)" >&2
  exit 1
fi

# The user's package: Package.swift is the README's one swift block holding `.package(url:`,
# with that URL replaced by the copy's path.
client="$work/MyTool"
mkdir -p "$client"
awk '/^```swift$/ { inside = 1; block = ""; next }
     inside && /^```$/ { inside = 0; if (block ~ /\.package\(url:/) { printf "%s", block; exit } next }
     inside { block = block $0 "\n" }' "$readme" > "$client/Package.swift"
if ! grep -q '\.package(url: "[^"]*", branch: "main")' "$client/Package.swift"; then
  echo "check-readme-package: README.md has no Package.swift snippet with .package(url: …, branch: \"main\")" >&2
  exit 1
fi
sed -i.orig -E "s#\.package\(url: \"[^\"]*\", branch: \"main\"\)#.package(path: \"$copy\")#" "$client/Package.swift"
rm -f "$client/Package.swift.orig"
target="$(awk '/\.executableTarget\(/ { want = 1 }
  want && match($0, /name: "[^"]+"/) { print substr($0, RSTART + 7, RLENGTH - 8); exit }' "$client/Package.swift")"
[[ -n "$target" ]] || { echo "check-readme-package: the snippet declares no executable target" >&2; exit 1; }

# main.swift: the "Use it from code" blocks in README order, their imports first (once each).
mkdir -p "$client/Sources/$target"
awk '/^## Use it from code/ { section = 1; next }
     section && /^## / { exit }
     section && /^```swift$/ { inside = 1; next }
     section && inside && /^```$/ { inside = 0; print ""; next }
     section && inside { print }' "$readme" > "$work/blocks.swift"
if [[ "$(grep -c . "$work/blocks.swift")" == 0 ]]; then
  echo "check-readme-package: README.md has no swift block under \"## Use it from code\"" >&2
  exit 1
fi
{ grep -E '^import ' "$work/blocks.swift" | sed -E 's/[[:space:]]*\/\/.*$//' | awk '!seen[$0]++'
  echo
  grep -v -E '^import ' "$work/blocks.swift"
} > "$client/Sources/$target/main.swift"

echo "check-readme-package: building the README's package ($client, depending on $copy)"
start=$SECONDS
if ! swift build --package-path "$client" > "$work/build.log" 2>&1; then
  tail -n 40 "$work/build.log" >&2
  echo "check-readme-package: the README's samples do not compile in a package of their own" >&2
  exit 1
fi
echo "check-readme-package: built in $((SECONDS - start)) s"

# The inputs, made as the README makes them: my-trace.json by its command (the repository's
# own build of the tool, already there in CI), the recording shipped in docs/examples.
swift run --package-path "$root" strategy-compare scenarios edge-swipe-past-half > "$copy/my-trace.json"
binary="$(swift build --package-path "$client" --show-bin-path)/$target"
if ! (cd "$copy" && "$binary") > "$work/output.txt"; then
  echo "check-readme-package: the README's samples fail when run (output: $work/output.txt)" >&2
  cat "$work/output.txt" >&2
  exit 1
fi
# What the samples print: the two presets' pops, four scorecards, EdgeFlick's own pop and
# UIKit's, and the import summary.
for expected in "system-edge:shipped pop" "system-edge:guarded pop" "edge-flick:80pt pop strategy" \
  "system-edge:shipped pop uikit" "imported 2 strokes"; do
  if ! grep -q -F "$expected" "$work/output.txt"; then
    echo "check-readme-package: the samples ran but did not print '$expected':" >&2
    cat "$work/output.txt" >&2
    exit 1
  fi
done
echo "check-readme-package: the README's samples compile and run in a package of their own ($(wc -l < "$work/output.txt") lines printed)"
