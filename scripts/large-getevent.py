#!/usr/bin/env python3
"""Writes a large `getevent -lt` recording for measuring `strategy-compare import`.

Usage: scripts/large-getevent.py [MEGABYTES] [FIXTURE] > big.txt

Keeps FIXTURE's `getevent -lp` header, then repeats its event lines, each copy shifted one
second after the previous one ends, until the output holds MEGABYTES (default 50) million
bytes. FIXTURE defaults to Tests/StrategyCompareCLITests/Fixtures/getevent/protocol-b-labelled.txt.
docs/recording.md ("Large recordings") quotes the memory `import` takes on the result.
"""
import re
import sys

EVENT = re.compile(r"^\[\s*(\d+)\.(\d{6})\](.*)$")
MICROSECONDS_PER_SECOND = 1_000_000
GAP_BETWEEN_COPIES = MICROSECONDS_PER_SECOND  # one second: every copy's strokes stay apart


def main() -> None:
    megabytes = float(sys.argv[1]) if len(sys.argv) > 1 else 50
    fixture = sys.argv[2] if len(sys.argv) > 2 else "Tests/StrategyCompareCLITests/Fixtures/getevent/protocol-b-labelled.txt"
    header, events = [], []
    with open(fixture, encoding="utf-8") as file:
        for line in file:
            match = EVENT.match(line.rstrip("\n"))
            if match:
                events.append((int(match.group(1)) * MICROSECONDS_PER_SECOND + int(match.group(2)), match.group(3)))
            elif not events:
                header.append(line)
    if not events:
        sys.exit(f"{fixture}: no event line")
    first, last = events[0][0], events[-1][0]
    span = last - first + GAP_BETWEEN_COPIES
    limit = int(megabytes * 1_000_000)
    out = sys.stdout
    written = sum(len(line.encode()) for line in header)
    out.writelines(header)
    copy = 0
    while written < limit:
        lines = []
        for time, rest in events:
            shifted = time + copy * span
            lines.append(f"[{shifted // MICROSECONDS_PER_SECOND:8d}.{shifted % MICROSECONDS_PER_SECOND:06d}]{rest}\n")
        text = "".join(lines)
        out.write(text)
        written += len(text.encode())
        copy += 1


if __name__ == "__main__":
    main()
