#!/usr/bin/env python3
"""Fails when the package's targets, or the folders of one target, use each other in a cycle.

Targets (Package.swift's modules) use each other through `import` lines: every target's .swift
files are read for them (`@testable import X`, `import struct X.Y` too). A target may import a
module of the package only when Package.swift lists it among the target's dependencies, and the
targets may not import each other round a loop. On success the library and executable targets
are printed in import order, lowest first.

Inside one target (Sources/NAME) there are no imports: a folder uses another when one of its
files names something the other declares:
- a type declared at the top level of one of its files (struct, enum, class, actor, protocol,
  typealias), or a top-level function, `let` or `var`;
- a member (func, var, let, enum case, nested type) that an `extension` in the other folder adds
  to a type declared elsewhere, or to a type of another module. `StrategyCatalog.builtIn` is
  declared by an extension in Strategies/ of a type of Catalog/, so a folder writing
  `StrategyCatalog.builtIn` (or `catalog: StrategyCatalog = .builtIn`) uses Strategies/. A
  member is recognised where it is written after its type (`Type.member`), or after any dot
  (`value.member`, `.member`) when no other declaration in the target has its name and the
  extension does not add a conformance (whose members fulfil another module's protocol, such
  as `description`, and share the names of that module's members).
Comments and string literals are left out. The layers inside a target read one way: no two
folders use each other, directly (A <-> B) or round a longer loop (A -> B -> C -> A). On
success it prints each target's folders in layer order, lowest first.

Usage: python3 scripts/check-layers.py [--graph] [--root DIR]
  --graph     prints every target's imports and every folder's uses, with what is named
  --root DIR  checks the package in DIR (default: this repository)
"""
import os
import re
import sys

TYPE_KEYWORDS = r"(?:struct|enum|class|actor|protocol|typealias)"
MODIFIERS = r"(?:(?:public|package|internal|fileprivate|private|open|final|indirect|nonisolated|static)\s+|@\w+(?:\([^)]*\))?\s+)*"
TOP_LEVEL_TYPE = re.compile(r"^" + MODIFIERS + TYPE_KEYWORDS + r"\s+([A-Z]\w*)", re.M)
TOP_LEVEL_VALUE = re.compile(r"^" + MODIFIERS + r"(?:func|let|var)\s+([A-Za-z_]\w*)", re.M)
# The header of a brace that opens a type or an extension: `public struct Name<T>: P where … {`.
SCOPE_HEADER = re.compile(r"\b(struct|enum|class|actor|protocol|extension)\s+([A-Z]\w*(?:\.[A-Z]\w*)*)([^;]*)$")
MEMBER = re.compile(r"\b(?:func|var|let|struct|enum|class|actor|protocol|typealias|associatedtype)\s+`?([A-Za-z_]\w*)`?")
CASE = re.compile(r"\bcase\s+([^\n]*)")
TYPE_WORD = re.compile(r"(?<![.\w])[A-Z]\w*\b")
QUALIFIED = re.compile(r"\b([A-Z]\w*)\s*\.\s*`?([A-Za-z_]\w*)")
DOTTED = re.compile(r"\.\s*`?([A-Za-z_]\w*)")
BARE_WORD = re.compile(r"(?<![.\w])[a-z_]\w*\b")
IMPORT = re.compile(
    r"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"
    r"(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?([A-Za-z_]\w*)", re.M)
TARGET = re.compile(r"\.(target|executableTarget|testTarget)\s*\(\s*name:\s*\"([^\"]+)\"")


def strip(code):
    """`code` without comments and with every string literal emptied (`""`)."""
    code = re.sub(r"/\*.*?\*/", "", code, flags=re.S)
    code = re.sub(r"//[^\n]*", "", code)
    code = re.sub(r'#*"""(?:.|\n)*?"""#*', '""', code)
    return re.sub(r'#*"(?:\\.|[^"\\\n])*"#*', '""', code)


def folder_of(target_dir, path):
    relative = os.path.relpath(os.path.dirname(path), target_dir)
    return "." if relative == "." else relative.split(os.sep)[0]


def swift_files(directory, excluded=()):
    files = []
    for base, dirs, names in os.walk(directory):
        dirs[:] = sorted(d for d in dirs
                         if not d.endswith(".docc") and os.path.relpath(os.path.join(base, d), directory) not in excluded)
        files += [os.path.join(base, n) for n in sorted(names) if n.endswith(".swift")]
    return files


def scopes(text):
    """The braces of `text` that open a type or an extension, each as (keyword, type name, the
    header after the name, the text directly inside it: nested braces left out)."""
    found = []
    stack = [None]  # per open brace: None for code, else [keyword, name, rest, direct text]
    since = []
    for character in text:
        if character == "{":
            header = "".join(since)
            if stack[-1] is not None:
                stack[-1][3].append(header)
            match = SCOPE_HEADER.search(header)
            if match and not re.search(r"[=(]", match.group(3).split("where")[0]):
                scope = [match.group(1), match.group(2), match.group(3), []]
                found.append(scope)
                stack.append(scope)
            else:
                stack.append(None)
            since = []
        elif character == "}":
            if stack[-1] is not None:
                stack[-1][3].append("".join(since))
            if len(stack) > 1:
                stack.pop()
            since = []
        else:
            since.append(character)
    return [(keyword, name, rest, "".join(direct)) for keyword, name, rest, direct in found]


def members(direct):
    """The names a type's or extension's body declares directly."""
    names = set(MEMBER.findall(direct))
    for line in CASE.findall(direct):
        depth, items = 0, [""]
        for character in line:
            depth += character in "([" and 1 or character in ")]" and -1 or 0
            if character == "," and depth == 0:
                items.append("")
            else:
                items[-1] += character
        names |= {m.group(1) for m in (re.match(r"\s*`?([A-Za-z_]\w*)", item) for item in items) if m}
    return names


def analyse(target_dir):
    """Per folder of the target, the folders it uses and, for each, what it names of them."""
    texts = {path: strip(open(path, encoding="utf-8").read()) for path in swift_files(target_dir)}
    owner = {}       # a type, top-level function or value -> its folder
    extension_members = {}  # a member added by an extension -> [(folder, extended type, adds a conformance)]
    declared = {}    # every member name -> how many declarations of it the target has
    implicit = {}    # a member name written after any dot -> the one folder that declares it
    for path, text in sorted(texts.items()):
        folder = folder_of(target_dir, path)
        for name in TOP_LEVEL_TYPE.findall(text) + TOP_LEVEL_VALUE.findall(text):
            owner.setdefault(name, folder)
    for path, text in sorted(texts.items()):
        folder = folder_of(target_dir, path)
        for keyword, name, rest, direct in scopes(text):
            names = members(direct)
            for member in names:
                declared[member] = declared.get(member, 0) + 1
            extended = name.split(".")[0]
            if keyword != "extension" or owner.get(extended) == folder:
                continue
            conforms = rest.split("where")[0].strip().startswith(":")
            for member in names:
                extension_members.setdefault(member, []).append((folder, extended, conforms))
    for member, sites in extension_members.items():
        folders = {folder for folder, _, _ in sites}
        if len(folders) == 1 and declared.get(member) == len(sites) and not any(conforms for _, _, conforms in sites) \
                and member not in owner:
            implicit[member] = next(iter(folders))
    uses = {}

    def use(folder, other, what):
        if other and other != folder:
            uses.setdefault(folder, {}).setdefault(other, set()).add(what)

    for path, text in texts.items():
        folder = folder_of(target_dir, path)
        for word in set(TYPE_WORD.findall(text)):
            use(folder, owner.get(word), word)
        for word in set(BARE_WORD.findall(text)):
            if word in owner:
                use(folder, owner[word], word)
        for type_name, member in set(QUALIFIED.findall(text)):
            for other, extended, _ in extension_members.get(member, ()):
                if extended == type_name:
                    use(folder, other, f"{type_name}.{member}")
        for member in set(DOTTED.findall(text)):
            if member in implicit:
                extended = sorted(t for _, t, _ in extension_members[member])[0]
                use(folder, implicit[member], f"{extended}.{member}")
    return uses


def find_cycle(uses):
    """A cycle (a list whose last element repeats the first), or None."""
    state = {}

    def visit(node, path):
        state[node] = "open"
        path.append(node)
        for other in sorted(uses.get(node, {})):
            if state.get(other) == "open":
                return path[path.index(other):] + [other]
            if other not in state:
                found = visit(other, path)
                if found:
                    return found
        path.pop()
        state[node] = "done"
        return None

    for node in sorted(uses):
        if node not in state:
            found = visit(node, [])
            if found:
                return found
    return None


def layer_order(uses, nodes=()):
    """The nodes, each after every node it uses (ties alphabetical)."""
    nodes = set(nodes) | set(uses) | {b for a in uses for b in uses[a]}
    placed, order = set(), []
    while len(order) < len(nodes):
        ready = sorted(n for n in nodes - placed if set(uses.get(n, {})) <= placed)
        order += ready
        placed |= set(ready)
    return order


def package_targets(root):
    """Package.swift's targets: name -> (kind, directory, declared dependencies, excluded paths)."""
    manifest = open(os.path.join(root, "Package.swift"), encoding="utf-8").read()
    manifest = re.sub(r'("(?:\\.|[^"\\\n])*")|//[^\n]*', lambda m: m.group(1) or "", manifest)
    starts = [m for m in TARGET.finditer(manifest)]
    targets = {}
    for index, match in enumerate(starts):
        end = starts[index + 1].start() if index + 1 < len(starts) else len(manifest)
        body = manifest[match.end():end]
        kind, name = match.group(1), match.group(2)
        dependencies = re.search(r"dependencies:\s*\[([^\]]*)\]", body)
        path = re.search(r"path:\s*\"([^\"]+)\"", body)
        exclude = re.search(r"exclude:\s*\[([^\]]*)\]", body)
        directory = path.group(1) if path else os.path.join("Tests" if kind == "testTarget" else "Sources", name)
        targets[name] = (
            kind, directory,
            set(re.findall(r"\"([^\"]+)\"", dependencies.group(1))) if dependencies else set(),
            set(re.findall(r"\"([^\"]+)\"", exclude.group(1))) if exclude else set())
    return targets


def check_imports(root, graph):
    """Checks every target's imports against Package.swift; returns (failed, printed order)."""
    targets = package_targets(root)
    failed = False
    imports = {}
    for name, (kind, directory, dependencies, excluded) in sorted(targets.items()):
        for path in swift_files(os.path.join(root, directory), excluded):
            for module in IMPORT.findall(strip(open(path, encoding="utf-8").read())):
                if module not in targets or module == name:
                    continue
                imports.setdefault(name, {}).setdefault(module, set()).add(os.path.relpath(path, root))
                if module not in dependencies:
                    print(f"check-layers: error: {os.path.relpath(path, root)}: imports {module}, which Package.swift "
                          f"does not list among {name}'s dependencies")
                    failed = True
    if graph:
        for name in sorted(imports):
            print(f"{name} imports " + ", ".join(sorted(imports[name])))
    cycle = find_cycle(imports)
    if cycle:
        steps = [f"{a} imports {b} ({sorted(imports[a][b])[0]})" for a, b in zip(cycle, cycle[1:])]
        print("check-layers: error: targets import each other in a cycle: " + "; ".join(steps))
        return True, None
    products = [name for name, (kind, *_rest) in targets.items() if kind != "testTarget"]
    order = [name for name in layer_order(imports, targets) if name in products]
    return failed, order


def main(arguments):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if "--root" in arguments:
        root = os.path.abspath(arguments[arguments.index("--root") + 1])
    graph = "--graph" in arguments
    failed, order = check_imports(root, graph)
    if order:
        print("check-layers: targets: " + " < ".join(order))
    sources = os.path.join(root, "Sources")
    for target in sorted(os.listdir(sources)):
        target_dir = os.path.join(sources, target)
        if not os.path.isdir(target_dir):
            continue
        uses = analyse(target_dir)
        if graph:
            for folder in sorted(uses):
                named = "; ".join(f"{other} ({', '.join(sorted(uses[folder][other]))})" for other in sorted(uses[folder]))
                print(f"{target}/{folder} -> {named}")
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
    sys.exit(main(sys.argv[1:]))
