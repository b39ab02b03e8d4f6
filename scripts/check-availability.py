#!/usr/bin/env python3
"""Fails when the package's sources use a standard-library type or function newer than the
platforms Package.swift declares: the mistake a Mac build would catch and a Linux build does not.

The toolchain's own interfaces carry Apple availability even on Linux (for example
`@available(macOS 15.0, iOS 18.0, ...) public struct Mutex`). This script reads those
annotations for top-level declarations of the modules the sources can see (Swift,
_Concurrency, Synchronization, _StringProcessing, Dispatch when present), reads the minimum
macOS and iOS versions from Package.swift's `platforms:`, strips comments and string
literals from every .swift file under Sources/ and Tests/ (both build on a Mac), and reports each identifier whose declaration
needs a newer OS, unless the use sits inside an `if #available` / `@available` scope (a
line-level check: the line or one of the ten before it names `#available` or `@available`).

    scripts/check-availability.py            # exit 0: clean; 1: findings (one line each); 2: setup error

Member-level availability (methods, properties) is not checked: names like `read` are too
common to attribute without a type checker. The declared platforms cover what remains.
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = ["Swift", "_Concurrency", "Synchronization", "_StringProcessing", "Dispatch"]
DECLARATION = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public\s+|open\s+)(?:final\s+|frozen\s+|indirect\s+)*"
    r"(struct|class|enum|protocol|actor|typealias|func)\s+([A-Za-z_][A-Za-z0-9_]*)"
)
AVAILABLE = re.compile(r"@available\(([^)]*)\)")
VERSION = re.compile(r"\b(macOS|iOS)\s+(\d+)(?:\.(\d+))?")


def fail(message, status=2):
    print(f"check-availability: error: {message}", file=sys.stderr)
    sys.exit(status)


def toolchain_interfaces():
    try:
        info = subprocess.run(["swift", "-print-target-info"], capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError) as error:
        fail(f"cannot ask the toolchain for its paths ({error})")
    match = re.search(r'"runtimeResourcePath"\s*:\s*"([^"]+)"', info)
    if not match:
        fail("swift -print-target-info names no runtimeResourcePath")
    base = os.path.dirname(match.group(1))
    found = {}
    for top, _, files in os.walk(base):
        for name in files:
            if not name.endswith(".swiftinterface") or name.endswith(".private.swiftinterface"):
                continue
            module = os.path.basename(top).removesuffix(".swiftmodule")
            if module in MODULES and module not in found:
                found[module] = os.path.join(top, name)
    if "Swift" not in found:
        fail(f"no Swift.swiftinterface under {base}")
    return found


def versions(text):
    result = {}
    for platform, major, minor in VERSION.findall(text):
        result[platform] = (int(major), int(minor or 0))
    return result


def declared_availability(path):
    """Top-level (unindented) declarations preceded by an @available naming macOS or iOS."""
    table = {}
    pending = None
    with open(path, encoding="utf-8") as interface:
        for line in interface:
            match = DECLARATION.match(line)
            if line.startswith("@") and not match:
                # An attribute line of its own: availability accumulates until the declaration.
                found = versions(" ".join(AVAILABLE.findall(line)))
                if found:
                    pending = found if pending is None else {**pending, **found}
                continue
            if match:
                found = versions(" ".join(AVAILABLE.findall(line)))
                if found:
                    pending = found if pending is None else {**pending, **found}
            if match and not line.startswith((" ", "\t")):
                name = match.group(2)
                if pending:
                    # Keep the newest requirement seen for a name (overloads, extensions).
                    old = table.get(name, {})
                    table[name] = {p: max(pending.get(p, (0, 0)), old.get(p, (0, 0))) for p in set(pending) | set(old)}
            pending = None
    return table


def declared_platforms():
    with open(os.path.join(ROOT, "Package.swift"), encoding="utf-8") as manifest:
        text = manifest.read()
    block = re.search(r"platforms:\s*\[(.*?)\]", text, re.S)
    if not block:
        fail("Package.swift declares no platforms:")
    result = {}
    for platform, major in re.findall(r"\.(macOS|iOS)\(\.v(\d+)", block.group(1)):
        result[platform] = (int(major), 0)
    for platform in ("macOS", "iOS"):
        if platform not in result:
            fail(f"Package.swift's platforms: has no {platform}")
    return result


def code_lines(path):
    """The file's lines with comments and string literals blanked (positions kept)."""
    with open(path, encoding="utf-8") as source:
        text = source.read()
    text = re.sub(r'"""(?:.|\n)*?"""', lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)
    text = re.sub(r"/\*(?:.|\n)*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)
    lines = []
    for line in text.split("\n"):
        line = re.sub(r'"(?:\\.|[^"\\])*"', lambda m: " " * len(m.group(0)), line)
        line = line.split("//", 1)[0]
        lines.append(line)
    return lines


def main():
    interfaces = toolchain_interfaces()
    table = {}
    for module, path in interfaces.items():
        for name, needs in declared_availability(path).items():
            table.setdefault(name, needs)
    minimum = declared_platforms()
    findings = []
    for top, _, files in [entry for folder in ("Sources", "Tests") for entry in os.walk(os.path.join(ROOT, folder))]:
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(top, name)
            lines = code_lines(path)
            for number, line in enumerate(lines, start=1):
                for identifier in set(re.findall(r"\b[A-Za-z_][A-Za-z0-9_]*\b", line)):
                    needs = table.get(identifier)
                    if not needs:
                        continue
                    window = "\n".join(lines[max(0, number - 11):number])
                    if "#available" in window or "@available" in window:
                        continue
                    for platform, version in needs.items():
                        if platform in minimum and version > minimum[platform]:
                            relative = os.path.relpath(path, ROOT)
                            findings.append(
                                f"{relative}:{number}: '{identifier}' needs {platform} {version[0]}.{version[1]}, "
                                f"Package.swift declares {platform} {minimum[platform][0]}"
                            )
    for finding in sorted(set(findings)):
        print(finding)
    checked = ", ".join(f"{p} {v[0]}" for p, v in sorted(minimum.items()))
    print(f"check-availability: {len(table)} declarations of {', '.join(sorted(interfaces))}; "
          f"{len(set(findings))} uses newer than {checked}", file=sys.stderr)
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
