#!/usr/bin/env python3
"""How large must the default generated corpus be for `recommend` to give the same ranking
across generator seeds? (issue 26, item 2; the result is in docs/choosing.md.)

For each corpus size (traces per family) and each set of needs, runs

    strategy-compare recommend --generate N --seed S [--needs …] --format json

for seeds 1–5 and compares the rankings. Two rankings are the same when they have the same
ranks in the same order, each rank holding the same strategies (candidates that share a rank
are tied: their order inside it is not evidence), and the same strategies excluded.

    swift build -c release --product strategy-compare
    scripts/ranking-stability.py .build/release/strategy-compare 100 150 200

Prints one line per size and needs: how many distinct rankings the five seeds gave, the time
per run, and for an unstable size where the rankings differ.
"""

import json
import subprocess
import sys
import time

SEEDS = [1, 2, 3, 4, 5]
NEEDS = [[], ["full-screen", "scroll-views"]]


def families(tool):
    """The number of generated families: those of a 200-trace corpus (more than there are)."""
    command = [tool, "corpus", "--generate", "200", "--strategies", "system-edge:shipped", "--format", "json"]
    out = subprocess.run(command, check=True, capture_output=True, text=True)
    return len(json.loads(out.stdout)["corpus"]["families"])


def ranking(tool, count, seed, needs):
    """The ranking of one run: a tuple of rank groups (frozensets) and the excluded set."""
    command = [tool, "recommend", "--generate", str(count), "--seed", str(seed), "--format", "json"]
    if needs:
        command += ["--needs", ",".join(needs)]
    out = subprocess.run(command, check=True, capture_output=True, text=True)
    document = json.loads(out.stdout)
    groups = []
    for candidate in document["ranked"]:
        if groups and groups[-1][0] == candidate["rank"]:
            groups[-1][1].add(candidate["strategy"])
        else:
            groups.append((candidate["rank"], {candidate["strategy"]}))
    ranks = tuple(frozenset(members) for _, members in groups)
    excluded = frozenset(exclusion["strategy"] for exclusion in document["excluded"])
    return ranks, excluded


def describe(result):
    ranks, _ = result
    return " > ".join("(" + ", ".join(sorted(group)) + ")" if len(group) > 1 else next(iter(group)) for group in ranks)


def main():
    tool = sys.argv[1]
    per_family = [int(argument) for argument in sys.argv[2:]] or [100]
    family_count = families(tool)
    for size in per_family:
        count = size * family_count
        for needs in NEEDS:
            started = time.monotonic()
            results = [ranking(tool, count, seed, needs) for seed in SEEDS]
            seconds = (time.monotonic() - started) / len(SEEDS)
            distinct = len(set(results))
            label = ",".join(needs) or "(no needs)"
            print(f"{size} per family ({count} traces), needs {label}: {distinct} distinct ranking(s) over seeds 1-5, {seconds:.1f} s per run")
            if distinct > 1:
                for seed, result in zip(SEEDS, results):
                    print(f"  seed {seed}: {describe(result)}")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
