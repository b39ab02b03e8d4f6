#!/usr/bin/env python3
"""Counts the instructions of `bench`'s strategy rows, each against the floor's, with callgrind.

    scripts/callgrind-bench-rows.py BINARY [--keep DIR] [--sort]
    scripts/callgrind-bench-rows.py --from DIR [--sort]

Why: `strategy-compare bench` times each strategy row against the floor (decode + one pass) in
alternation, but on a shared 2-core machine a row's spread reaches 100-190 ms, so a row near the
1.5x target goes either way from run to run. Instructions do not depend on how busy the machine
is: this script runs `BINARY bench --quick --only floor,strategy --format json` (the 66 built-in
scenarios once, two timed runs of each piece of work, no warm-up) under
`valgrind --tool=callgrind --dump-before='*takeInterleaved*'`, so that callgrind writes one
profile part each time `Measurement.takeInterleaved` starts and each time it starts a piece of
work (a closure inside it). Each piece of work is then the part that follows its start.

For each strategy row (in the bench's order, named from its JSON report): the fewer instructions
of its two runs over the 66 traces, per trace (`instructions a run`), the floor's likewise, taken
in the same row, and their ratio. The fewer of two runs, because the first run of a row pays once
for what the process initialises lazily (a type's metadata, a conformance looked up).

What the ratio is not: the bench's target is on wall time, and a run's time is not proportional
to its instructions (allocations, cache misses and branch mispredictions weigh differently in the
floor's decoding and in a simulation). On this machine, 2026-12-07, one build's 65 rows had an
instruction ratio a median 0.10 above the bench's wall-time ratio (quartiles 0.00 and 0.15;
correlation 0.79), the widest gaps where a row's wall time ran high (docs/performance.md, "The
bench's rows counted in instructions"). Use it to see which rows cost what, and whether a change
helped a row.

Options: `--keep DIR` keeps the bench's JSON report, its log and callgrind's parts in DIR
(created if needed; its earlier parts are removed first); `--from DIR` reads a run kept so
instead of running one; `--sort` lists the rows by ratio, highest first (default: the bench's
order).

Exit status (as scripts/callgrind-compare.sh's): 0 on success; 64 for bad usage; 66 when BINARY
is not an executable file; 1 when the bench fails under valgrind, or when the profile parts do
not have the shape described above (the bench's measuring code changed: this script must follow
it). Errors are one line on standard error, starting `callgrind-bench-rows: error:`.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile


USAGE = "usage: scripts/callgrind-bench-rows.py BINARY [--keep DIR] [--sort] | --from DIR [--sort]"


def usage(message=None):
    """Bad usage: the fault, then the usage line; exit 64."""
    if message:
        print(f"callgrind-bench-rows: error: {message}", file=sys.stderr)
    print(USAGE, file=sys.stderr)
    sys.exit(64)


def fail(message, status=1):
    """A one-line error naming the fault; exit `status`."""
    print(f"callgrind-bench-rows: error: {message}", file=sys.stderr)
    sys.exit(status)


def parse_arguments(argv):
    binary, keep, source, sort = None, None, None, False
    index = 0
    while index < len(argv):
        argument = argv[index]
        if argument in ("--keep", "--from"):
            if index + 1 >= len(argv):
                usage(f"{argument} needs a directory")
            if argument == "--keep":
                keep = argv[index + 1]
            else:
                source = argv[index + 1]
            index += 2
            continue
        if argument == "--sort":
            sort = True
        elif argument in ("-h", "--help"):
            print(__doc__)
            sys.exit(0)
        elif argument.startswith("-"):
            usage(f"unknown option '{argument}'")
        elif binary is None:
            binary = argument
        else:
            usage(f"unexpected argument '{argument}'")
        index += 1
    if source is not None:
        if binary is not None or keep is not None:
            usage("--from reads a kept run: give no BINARY and no --keep")
        if not os.path.isdir(source):
            fail(f"{source}: not a directory", 66)
        return None, None, source, sort
    if binary is None:
        usage("no BINARY given")
    if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
        fail(f"{binary}: not an executable file", 66)
    if shutil.which("valgrind") is None:
        fail("valgrind is not installed (Debian: apt-get install valgrind)")
    return binary, keep, None, sort


def read_parts(directory):
    """The profile parts in order: (trigger, instructions). Callgrind writes `cg.out.N` at each
    dump and `cg.out` at the program's end (the last part); each names its part number."""
    parts = []
    for name in os.listdir(directory):
        if not re.fullmatch(r"cg\.out(\.\d+)?", name):
            continue
        number, trigger, total = None, None, None
        with open(os.path.join(directory, name), encoding="utf-8", errors="replace") as part:
            for line in part:
                if line.startswith("part:"):
                    number = int(line.split()[1])
                elif line.startswith("desc: Trigger:"):
                    trigger = line.split(":", 2)[-1].strip()
                elif line.startswith("summary:"):
                    total = int(line.split()[1])
                    break
        if number is None or trigger is None or total is None:
            raise ValueError(f"{name}: no part number, trigger or summary line")
        parts.append((number, trigger, total))
    parts.sort()
    return [(trigger, total) for _, trigger, total in parts]


def calls_of(parts):
    """Groups the parts into calls of `takeInterleaved`: for each, the instructions of each piece
    of work it ran, in order. A part is what ran after the trigger of the part before it."""
    calls = []
    for previous, (_, total) in zip(parts, parts[1:]):
        trigger = previous[0]
        # A closure's mangled name has `XE` (a non-escaping closure) and `fU_` in it; the
        # function's own does not.
        if re.search(r"XEfU\d*_", trigger):
            if not calls:
                raise ValueError("a piece of work started before any call of takeInterleaved")
            calls[-1].append(total)
        else:
            calls.append([])
    return calls


def run_bench(binary, directory):
    """Runs the bench under callgrind, its report and parts written to `directory`."""
    os.makedirs(directory, exist_ok=True)
    for name in os.listdir(directory):
        if re.fullmatch(r"cg\.out(\.\d+)?", name):
            os.remove(os.path.join(directory, name))
    print(f"running {binary} bench --quick --only floor,strategy under callgrind (about a minute)...", file=sys.stderr)
    with open(os.path.join(directory, "bench.json"), "w") as report, open(os.path.join(directory, "bench.log"), "w") as log:
        status = subprocess.run(
            ["valgrind", "--tool=callgrind", "--dump-before=*takeInterleaved*",
             f"--callgrind-out-file={os.path.join(directory, 'cg.out')}",
             binary, "bench", "--quick", "--only", "floor,strategy", "--format", "json"],
            stdout=report, stderr=log).returncode
    if status != 0:
        fail(f"the bench exited with status {status} under valgrind (its output: {directory}/bench.log)")


def main():
    binary, keep, source, sort = parse_arguments(sys.argv[1:])
    directory = source or keep or tempfile.mkdtemp(prefix="bench-rows.")
    if source is None:
        run_bench(binary, directory)
    try:
        with open(os.path.join(directory, "bench.json")) as report:
            bench = json.load(report)
        labels = [row["name"] for row in bench["rows"] if row["section"] == "strategy"]
        traces = int(re.match(r"(\d+) traces", bench["workload"]).group(1))
        works = bench["warmUps"] + bench["repetitions"]
        # The bench's own target for these rows (`BenchTargets.strategyToFloorRatio`), as its
        # report states it: the one target a floor-and-strategy run has.
        goal = next(target["target"] for target in bench["targets"] if target["name"].endswith("the floor"))
    except (OSError, ValueError, KeyError, TypeError, AttributeError, StopIteration) as error:
        fail(f"{directory}/bench.json: not a bench report in JSON ({error})")
    try:
        calls = calls_of(read_parts(directory))
    except ValueError as error:
        fail(f"{directory}: {error}")
    # The floor row (one piece of work), then one call a strategy row (the floor and the
    # strategy in alternation), then the weighed row.
    expected = [works] + [2 * works] * len(labels) + [2 * works]
    if [len(call) for call in calls] != expected:
        fail(
            f"{directory}: {len(calls)} calls of takeInterleaved with {[len(call) for call in calls]} pieces "
            f"of work, expected {expected}: the bench's measuring changed")
    rows = []
    for label, call in zip(labels, calls[1:]):
        floor = min(call[0::2]) / traces
        strategy = min(call[1::2]) / traces
        rows.append((label, strategy, floor, strategy / floor))
    if sort:
        rows.sort(key=lambda row: -row[3])
    print(f"{bench['tool']}, {bench['workload']}; instructions a run: the fewer of {works} runs, per trace")
    print(f"{'strategy':<45}{'a run':>10}{'floor':>10}{'ratio':>8}")
    for label, strategy, floor, ratio in rows:
        print(f"{label:<45}{strategy:>10,.0f}{floor:>10,.0f}{ratio:>8.2f}")
    over = [row for row in rows if row[3] > goal]
    print(f"{len(rows) - len(over)} of {len(rows)} rows within {goal:g}x the floor in instructions")
    if source is None and keep is None:
        shutil.rmtree(directory)
    return 0


if __name__ == "__main__":
    sys.exit(main())
