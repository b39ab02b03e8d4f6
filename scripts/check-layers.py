#!/usr/bin/env python3
"""Fails when the folders of one target use each other in a cycle.

For each target under Sources/, every type declared at the top level of a file (struct, enum,
class, actor, protocol, typealias) belongs to the file's folder. A folder uses another when one
of its files names a type of the other (comments and string literals left out). The layers
inside a target read one way: no two folders use each other, directly (A <-> B) or round a
longer loop (A -> B -> C -> A). On success it prints each target's folders in layer order,
lowest first.

Usage: python3 scripts/check-layers.py [--graph]   (--graph prints every folder's uses)
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = os.path.join(ROOT, "Sources")
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


def find_cycle(uses):
    """A cycle of folders (a list whose last element repeats the first), or None."""
    state = {}

    def visit(folder, path):
        state[folder] = "open"
        path.append(folder)
        for other in sorted(uses.get(folder, {})):
            if state.get(other) == "open":
                return path[path.index(other):] + [other]
            if other not in state:
                found = visit(other, path)
                if found:
                    return found
        path.pop()
        state[folder] = "done"
        return None

    for folder in sorted(uses):
        if folder not in state:
            found = visit(folder, [])
            if found:
                return found
    return None


def layer_order(uses):
    """The folders, each after every folder it uses (ties alphabetical)."""
    folders = set(uses) | {b for a in uses for b in uses[a]}
    placed, order = set(), []
    while len(order) < len(folders):
        ready = sorted(f for f in folders - placed if set(uses.get(f, {})) <= placed)
        order += ready
        placed |= set(ready)
    return order


def main():
    failed = False
    for target in sorted(os.listdir(SOURCES)):
        target_dir = os.path.join(SOURCES, target)
        if not os.path.isdir(target_dir):
            continue
        uses = analyse(target_dir)
        if "--graph" in sys.argv:
            for folder in sorted(uses):
                print(f"{target}/{folder} -> " + ", ".join(sorted(uses[folder])))
        cycle = find_cycle(uses)
        if cycle:
            steps = [f"{a} uses {b} ({', '.join(sorted(uses[a][b])[:3])})" for a, b in zip(cycle, cycle[1:])]
            print(f"check-layers: error: {target}: folders use each other in a cycle: " + "; ".join(steps))
            failed = True
        elif len(uses) > 0:
            print(f"check-layers: {target}: " + " < ".join(layer_order(uses)))
    print(f"check-layers: {'FAILED' if failed else 'ok'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
