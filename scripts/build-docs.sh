#!/usr/bin/env bash
# Builds the library's API documentation with DocC (docc ships with the Swift toolchain; no
# package plugin is needed) and fails on any DocC warning (an unresolved symbol link, a
# documented parameter that does not exist or an undocumented one) and on any public symbol
# without a doc comment.
#
#   scripts/build-docs.sh [OUTPUT]    OUTPUT defaults to .build/docs/BackStrategies.doccarchive;
#                                     BackStrategiesReport's and BackStrategiesImport's archives
#                                     are written beside it
#
# Steps: `swift package dump-symbol-graph` (public symbols of every target), a copy of
# Sources/BackStrategies/BackStrategies.docc with the teaching pages of docs/strategies/ added
# as articles (their pictures as resources; links to other docs/ pages become plain text naming
# the file), then `docc convert --warnings-as-errors`. Open the archive in Xcode, or serve it
# with `docc preview`.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
output="${1:-$root/.build/docs/BackStrategies.doccarchive}"
work="$root/.build/docs/work"
rm -rf "$work"
mkdir -p "$work/symbol-graphs" "$(dirname "$output")"

cd "$root"
# dump-symbol-graph loads every module of the package, BackStrategiesPackageTests included, and
# fails on a fresh clone where the tests were never built: build them first.
echo "building ..." >&2
swift build --build-tests >"$work/build.log" 2>&1 || {
  cat "$work/build.log" >&2
  exit 1
}
echo "dumping symbol graphs ..." >&2
swift package dump-symbol-graph --minimum-access-level public >"$work/dump.log" 2>&1 || {
  cat "$work/dump.log" >&2
  exit 1
}
bin="$(swift build --show-bin-path)"

# copy_symbol_graphs MODULE DIR: the module's symbol graph, and those of its extensions of
# other modules' types (MODULE@Swift.symbols.json), if any, into DIR.
copy_symbol_graphs() {
  mkdir -p "$2"
  cp "$bin/../symbolgraph/$1.symbols.json" "$2/"
  for extra in "$bin"/../symbolgraph/"$1"@*.symbols.json; do
    if [[ -e "$extra" ]]; then cp "$extra" "$2/"; fi
  done
}

# require_doc_comments GRAPH: every public symbol written in the sources has a doc comment
# (the compiler's synthesized members, such as an enum's hashValue, have no source location
# and need none).
require_doc_comments() {
  python3 - "$1" <<'PY'
import json, sys
graph = json.load(open(sys.argv[1], encoding="utf-8"))
bare = [s for s in graph["symbols"] if s.get("accessLevel") == "public" and "location" in s and "docComment" not in s]
for symbol in bare:
    where = symbol["location"]["uri"].split("/Sources/")[-1]
    print(f"build-docs: Sources/{where}:{symbol['location']['position']['line'] + 1}: public "
          f"{'.'.join(symbol['pathComponents'])} has no doc comment", file=sys.stderr)
sys.exit(1 if bare else 0)
PY
}

copy_symbol_graphs BackStrategies "$work/symbol-graphs"
require_doc_comments "$work/symbol-graphs/BackStrategies.symbols.json"

catalog="$work/BackStrategies.docc"
cp -R "$root/Sources/BackStrategies/BackStrategies.docc" "$catalog"
mkdir -p "$catalog/Resources"
python3 - "$root" "$catalog" <<'PY'
import pathlib, re, shutil, sys
root, catalog = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
for page in sorted((root / "docs" / "strategies").glob("*.md")):
    text = page.read_text(encoding="utf-8")
    def image(match):
        name = pathlib.Path(match.group(2)).name
        shutil.copy(root / "docs" / "images" / name, catalog / "Resources" / name)
        return f"![{match.group(1)}]({pathlib.Path(name).stem})"
    text = re.sub(r"!\[([^\]]*)\]\(\.\./images/([^)]+)\)", image, text)
    # Links to the other teaching pages become DocC links; links elsewhere in docs/ name the file.
    text = re.sub(r"\[([^\]]+)\]\(([a-z0-9-]+)\.md(#[^)]*)?\)", lambda m: f"<doc:{m.group(2)}>", text)
    text = re.sub(r"\[([^\]]+)\]\((\.\./)?([^)#]+\.md)(#[^)]*)?\)", lambda m: f"{m.group(1)} (`docs/{m.group(3)}`)", text)
    text = re.sub(r"\[([^\]]+)\]\(\.\./images/README\.md\)", r"\1", text)
    # The page's own table of contents goes (DocC draws the outline); other in-page anchors
    # (`[rules](#the-rules)`) become plain text.
    text = re.sub(r"(?m)^- \[[^\]]+\]\(#[^)]*\)\n", "", text)
    text = re.sub(r"\[([^\]]+)\]\(#[^)]*\)", r"\1", text)
    # DocC shows a title's code spans as literal backticks.
    title, _, body = text.partition("\n")
    text = title.replace("`", "") + "\n" + body
    # A line starting with "@" would be a DocC directive: join it to the line before.
    text = re.sub(r"\n@", " @", text)
    (catalog / page.name).write_text(text, encoding="utf-8")
PY

echo "converting with docc ..." >&2
docc convert "$catalog" --additional-symbol-graph-dir "$work/symbol-graphs" \
  --fallback-display-name BackStrategies --fallback-bundle-identifier org.backstrategies.BackStrategies \
  --output-path "$output" --warnings-as-errors >"$work/docc.log" 2>&1 || {
  grep -E "warning|error" "$work/docc.log" >&2 || cat "$work/docc.log" >&2
  echo "build-docs: docc reported the problems above" >&2
  exit 1
}
echo "wrote $output" >&2

# The report and import libraries: each its own archive beside the core's, with the same checks
# (every public symbol documented, no DocC warning). Links to the core's types are code, not
# symbol links: each archive resolves only its own module.
for module in BackStrategiesReport BackStrategiesImport; do
  graphs="$work/$module-symbol-graphs"
  copy_symbol_graphs "$module" "$graphs"
  require_doc_comments "$graphs/$module.symbols.json"
  archive="$(dirname "$output")/$module.doccarchive"
  docc convert "$root/Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.backstrategies.$module" \
    --output-path "$archive" --warnings-as-errors >"$work/$module-docc.log" 2>&1 || {
    grep -E "warning|error" "$work/$module-docc.log" >&2 || cat "$work/$module-docc.log" >&2
    echo "build-docs: docc reported the problems above ($module)" >&2
    exit 1
  }
  echo "wrote $archive" >&2
done
