#!/usr/bin/env python3
"""Fails when two folders of one target use each other (a two-way dependency).

For each target under Sources/, every type declared at the top level of a file (struct, enum,
class, actor, protocol, typealias) belongs to the file's folder. A folder uses another when one
of its files names a type of the other (comments and string literals left out). A pair of
folders that use each other is a cycle: the layers inside a target read one way.

Pairs listed in scripts/layer-exceptions.txt (`Target: FolderA <-> FolderB`, one per line) are
known and reported, not failed on: each is work still to do. A listed pair that no longer
exists fails too, so the list only shrinks.

Usage: python3 scripts/check-layers.py [--graph]   (--graph prints every folder's uses)
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = os.path.join(ROOT, "Sources")
EXCEPTIONS = os.path.join(ROOT, "scripts", "layer-exceptions.txt")
DECLARATION = re.compile(
    r"^(?:public |package |internal |fileprivate |private |final |indirect |@\w+(?:\([^)]*\))? )*"
    r"(?:struct|enum|class|actor|protocol|typealias)\s+([A-Z]\w*)", re.M)
WORD = re.compile(r"\b[A-Z]\w*\b")


def strip(code):
    code = re.sub(r"/\*.*?\*/", "", code, flags=re.S)
    code = re.sub(r"//[^\n]*", "", code)
    code = re.sub(r'"""(?:.|\n)*?"""', '""', code)
    return re.sub(r'"(?:\\.|[^"\\\n])*"', '""', code)


def folder_of(target_dir, path):
    relative = os.path.relpath(os.path.dirname(path), target_dir)
    return "." if relative == "." else relative.split(os.sep)[0]


def analyse(target_dir):
    files = []
    for base, dirs, names in os.walk(target_dir):
        dirs[:] = [d for d in dirs if not d.endswith(".docc")]
        files += [os.path.join(base, n) for n in names if n.endswith(".swift")]
    owner = {}
    texts = {}
    for path in files:
        text = strip(open(path, encoding="utf-8").read())
        texts[path] = text
        for name in DECLARATION.findall(text):
            owner.setdefault(name, folder_of(target_dir, path))
    uses = {}
    for path, text in texts.items():
        folder = folder_of(target_dir, path)
        for word in set(WORD.findall(text)):
            other = owner.get(word)
            if other and other != folder:
                uses.setdefault(folder, {}).setdefault(other, set()).add(word)
    return uses


def main():
    exceptions = set()
    if os.path.exists(EXCEPTIONS):
        for line in open(EXCEPTIONS, encoding="utf-8"):
            line = line.split("#")[0].strip()
            if line:
                target, pair = line.split(":", 1)
                a, b = [part.strip() for part in pair.split("<->")]
                exceptions.add((target.strip(), tuple(sorted((a, b)))))
    found = set()
    failed = False
    for target in sorted(os.listdir(SOURCES)):
        target_dir = os.path.join(SOURCES, target)
        if not os.path.isdir(target_dir):
            continue
        uses = analyse(target_dir)
        if "--graph" in sys.argv:
            for folder in sorted(uses):
                print(f"{target}/{folder} -> " + ", ".join(sorted(uses[folder])))
        for a in sorted(uses):
            for b in sorted(uses[a]):
                if a < b and a in uses.get(b, {}):
                    pair = (target, (a, b))
                    found.add(pair)
                    names = f"{a} uses {', '.join(sorted(uses[a][b])[:3])}; {b} uses {', '.join(sorted(uses[b][a])[:3])}"
                    if pair in exceptions:
                        print(f"check-layers: known: {target}: {a} <-> {b} ({names})")
                    else:
                        print(f"check-layers: error: {target}: {a} <-> {b} use each other ({names})")
                        failed = True
    for target, (a, b) in sorted(exceptions - found):
        print(f"check-layers: error: {target}: {a} <-> {b} is listed in scripts/layer-exceptions.txt but no longer a cycle: remove it")
        failed = True
    known = len(found & exceptions)
    print(f"check-layers: {len(found)} two-way pair(s), {known} known; {'FAILED' if failed else 'ok'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
