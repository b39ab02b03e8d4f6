#!/usr/bin/env python3
"""How long docs/learn.md takes, measured from the file (issue 55, "Honest time").

Usage (from the repository root, after `swift build`):

    python3 scripts/learn-time.py            # print the breakdown
    python3 scripts/learn-time.py --write    # rewrite the marked spans of docs/learn.md
    python3 scripts/learn-time.py --check    # exit 1 if the page states other times

Options: --tool PATH (the built strategy-compare, default .build/debug/strategy-compare),
--page PATH (default docs/learn.md).

What it counts, per section of the page (a `## ` heading up to the next one; a section whose
heading ends with "(optional)" is an optional extra, every other one, and the text above the
first `## `, is the core path):

- prose: the words (runs of non-whitespace, as `wc -w` counts them) outside code fences, HTML
  comments, tags and image lines, at READING_WPM (and at SLOW_WPM for the second figure);
- Swift: the words of ```swift blocks, CODE_WORD_WEIGHT times each (code is read slower);
- outputs: each `<!-- output: strategy-compare … -->` block is a command to type and run
  (COMMAND_SECONDS) and its printed words, read at the reading rate;
- figures: each `![…](images/….svg)` costs FIGURE_SECONDS plus FIGURE_SECONDS_PER_SCREEN for
  every SCREEN_PX of the SVG's height (its `height` attribute);
- exercises: each paragraph that starts with `**Exercise` costs PREDICT_SECONDS (write down a
  prediction), COMMAND_SECONDS for every `strategy-compare …` command in it (before its folded
  answer), and the words that command prints (the script runs it with --tool) at the reading
  rate; an exercise that changes code (a ```swift block in it or in its answer, or the words
  "change the code") adds CODE_EDIT_SECONDS. Its question and answer are prose, counted above;
- the first build: BUILD_SECONDS, on the core path;
- "Read:" paragraphs: the sections they link (a section of a long page, from its heading to the
  next heading of the same or a higher level; a page without an anchor whole), each counted
  once, at the reading rate, as optional extras: they are where to go deeper.

The page states the result in spans marked `<!-- learn-time:KEY -->…<!-- /learn-time -->`
(KEY: core, optional, whole, whole-slow, core-slow, table); --write fills them in, --check
compares what they say with the measure (within CHECK_TOLERANCE, since linked pages change) and
fails if the core path is longer than CORE_LIMIT_MINUTES or a command of the page does not run
(the other modes only warn). It is robust to edits of the page: it reads whatever steps,
outputs, figures and exercises are there; mark a section optional by ending its heading with
"(optional)" (its anchor changes: fix the links to it).
"""

import argparse
import os
import re
import subprocess
import sys

# Reading speed for prose, words a minute: the usual figure for technical prose read with care
# (issue 55 asks for 200, and for what 150 gives). [estimate]
READING_WPM = 200
# The slower rate the page also states, for a reader who works through every sentence. [estimate]
SLOW_WPM = 150
# A word of Swift counts as this many words of prose: code is read token by token. [estimate]
CODE_WORD_WEIGHT = 2
# Typing (or pasting) one command and running it; the run itself takes well under a second
# once the tool is built. [estimate]
COMMAND_SECONDS = 30
# Thinking out and writing down a prediction before running an exercise's command. [estimate]
PREDICT_SECONDS = 60
# Making an exercise's change to the step's Swift (moving a line, adding a guard). [estimate]
CODE_EDIT_SECONDS = 120
# Taking in one figure (a filmstrip or a diagram) at a glance. [estimate]
FIGURE_SECONDS = 20
# And for every screenful of its height: the filmstrips are up to 2,325 px tall. [estimate]
FIGURE_SECONDS_PER_SCREEN = 20
# A screenful, in the SVG's pixels (a laptop browser window at 100 %). [estimate]
SCREEN_PX = 800
# The first `swift build` of the package: 158 s, the measure this page stated before (a
# two-core Linux machine, 2026-12); a busy machine is slower (5 to 10 min with five other
# builds running). [measured]
BUILD_SECONDS = 158
# How far a stated time may drift from the measure before --check fails (linked pages and
# outputs change a little between refreshes).
CHECK_TOLERANCE = 0.05
# Issue 55: a core path longer than 2 h 30 must be split.
CORE_LIMIT_MINUTES = 150

FENCE = re.compile(r"^```")
OUTPUT_MARK = re.compile(r"^<!-- output: strategy-compare (.*?) -->\s*$")
IMAGE = re.compile(r"!\[[^\]]*\]\((images/[^)\s]+\.svg)\)")
COMMAND = re.compile(r"`strategy-compare ([^`]+)`")
SPAN = re.compile(r"<!-- learn-time:([a-z-]+) -->(.*?)<!-- /learn-time -->", re.S)
LINK = re.compile(r"\]\(([^)\s]+)\)")


def words(text):
    return len(text.split())


def slug(heading):
    """GitHub's anchor: lower case, punctuation dropped, spaces to hyphens."""
    kept = "".join(c for c in heading.lower() if c.isalnum() or c in "-_ ")
    return kept.replace(" ", "-")


def section_of(markdown, anchor):
    """The section under the heading with `anchor`, to the next heading of its level or higher."""
    lines, level, in_fence = [], None, False
    for line in markdown.split("\n"):
        if line.startswith("```"):
            in_fence = not in_fence
        hashes = len(line) - len(line.lstrip("#"))
        is_heading = not in_fence and hashes > 0 and line[hashes:hashes + 1] == " "
        if is_heading and level is not None and hashes <= level:
            break
        if level is None and is_heading and slug(line[hashes + 1:]) == anchor:
            level = hashes
        if level is not None:
            lines.append(line)
    return None if level is None else "\n".join(lines)


def split_sections(markdown):
    """[(heading, text)] for the part above the first `## ` and each `## ` section."""
    sections, heading, lines, in_fence = [], "(top)", [], False
    for line in markdown.split("\n"):
        if line.startswith("```"):
            in_fence = not in_fence
        if not in_fence and line.startswith("## "):
            sections.append((heading, "\n".join(lines)))
            heading, lines = line[3:].strip(), []
        lines.append(line)
    sections.append((heading, "\n".join(lines)))
    return sections


def is_optional(heading):
    return heading.rstrip().lower().endswith("(optional)")


def svg_height(path):
    with open(path, encoding="utf-8") as handle:
        head = handle.read(2000)
    match = re.search(r'<svg[^>]*\sheight="([0-9.]+)"', head)
    if not match:
        sys.exit(f"learn-time: error: {path}: no height on its <svg> element")
    return float(match.group(1))


class Measure:
    """Seconds and counts of one part of the path (core or optional)."""

    def __init__(self):
        self.prose = 0
        self.swift = 0
        self.outputs = 0
        self.output_words = 0
        self.figures = 0
        self.figure_px = 0.0
        self.exercises = 0
        self.code_exercises = 0
        self.exercise_commands = 0
        self.exercise_words = 0
        self.read_words = 0
        self.build = 0
        self.sections = []

    def reading_words(self):
        return self.prose + CODE_WORD_WEIGHT * self.swift + self.output_words + self.exercise_words + self.read_words

    def fixed_seconds(self):
        return (COMMAND_SECONDS * (self.outputs + self.exercise_commands)
                + PREDICT_SECONDS * self.exercises + CODE_EDIT_SECONDS * self.code_exercises
                + FIGURE_SECONDS * self.figures + FIGURE_SECONDS_PER_SCREEN * self.figure_px / SCREEN_PX
                + self.build)

    def minutes(self, wpm):
        return self.reading_words() / wpm + self.fixed_seconds() / 60


# Commands of the page that did not run, as (command, why): --check fails on any, the other
# modes warn and count them as printing nothing (so an unfinished edit of a step still measures).
FAILED = []


def run_tool(tool, arguments):
    try:
        done = subprocess.run([tool] + arguments.split(), capture_output=True, text=True, timeout=120)
    except OSError as error:
        sys.exit(f"learn-time: error: cannot run {tool} ({error.strerror}); build it with 'swift build' or pass --tool")
    except subprocess.TimeoutExpired:
        FAILED.append((arguments, "took more than 120 s"))
        return ""
    if done.returncode != 0:
        FAILED.append((arguments, f"exited {done.returncode}: {done.stderr.strip()}"))
        return ""
    return done.stdout


def measure_section(text, part, tool, docs):
    lines = text.split("\n")
    prose_lines, in_fence, fence_kind, after_output = [], False, None, False
    for line in lines:
        if FENCE.match(line):
            if not in_fence:
                in_fence, fence_kind = True, ("output" if after_output else line[3:].strip())
                after_output = False
            else:
                in_fence = False
            continue
        if in_fence:
            if fence_kind == "swift":
                part.swift += words(line)
            elif fence_kind == "output":
                pass  # counted from the tool below
            else:
                prose_lines.append(line)
            continue
        mark = OUTPUT_MARK.match(line)
        if mark:
            part.outputs += 1
            part.output_words += words(run_tool(tool, mark.group(1)))
            after_output = True
            continue
        for image in IMAGE.findall(line):
            part.figures += 1
            part.figure_px += svg_height(os.path.join(docs, image))
        if IMAGE.search(line):
            continue
        prose_lines.append(line)
    prose = "\n".join(prose_lines)
    prose = re.sub(r"<!--.*?-->", " ", prose, flags=re.S)
    prose = re.sub(r"</?(details|summary)>", " ", prose)
    part.prose += words(prose)

    # Exercises: from "**Exercise" to the end of its folded answer.
    for match in re.finditer(r"\*\*Exercise.*?(?:</details>|\Z)", text, re.S):
        exercise = match.group(0)
        question = exercise.split("<details>")[0]
        part.exercises += 1
        if "```swift" in exercise or "change the code" in question.lower():
            part.code_exercises += 1
        for command in COMMAND.findall(question):
            part.exercise_commands += 1
            part.exercise_words += words(run_tool(tool, command))


def measure(page, tool):
    docs = os.path.dirname(page)
    with open(page, encoding="utf-8") as handle:
        markdown = handle.read()
    core, optional = Measure(), Measure()
    core.build = BUILD_SECONDS
    seen = set()
    for heading, text in split_sections(markdown):
        part = optional if is_optional(heading) else core
        part.sections.append(heading)
        measure_section(text, part, tool, docs)
        for paragraph in text.split("\n\n"):
            if not paragraph.startswith("Read:"):
                continue
            for link in LINK.findall(paragraph):
                if link in seen or link.startswith("http"):
                    continue
                seen.add(link)
                file, _, anchor = link.partition("#")
                with open(os.path.join(docs, file), encoding="utf-8") as handle:
                    linked = handle.read()
                text_linked = section_of(linked, anchor) if anchor else linked
                if text_linked is None:
                    sys.exit(f"learn-time: error: {page}: 'Read:' links {link}, which has no such heading")
                optional.read_words += words(text_linked)
    return markdown, core, optional


def hm(minutes):
    whole = round(minutes)
    return f"{whole // 60} h {whole % 60:02d} min" if whole >= 60 else f"{whole} min"


def table(core, optional):
    def row(label, core_value, optional_value):
        return f"| {label} | {core_value} | {optional_value} |"

    def sec(seconds):
        return f"{seconds / 60:.1f}"

    lines = [
        "| what | core | optional |",
        "|---|---|---|",
        row("sections", len(core.sections), len(optional.sections)),
        row("prose, words (at 200 wpm)", f"{core.prose:,}", f"{optional.prose:,}"),
        row(f"Swift, words (each counts {CODE_WORD_WEIGHT})", f"{core.swift:,}", f"{optional.swift:,}"),
        row("outputs shown: commands", core.outputs, optional.outputs),
        row("outputs shown: words printed", f"{core.output_words:,}", f"{optional.output_words:,}"),
        row("figures (height, px)", f"{core.figures} ({core.figure_px:,.0f})", f"{optional.figures} ({optional.figure_px:,.0f})"),
        row("exercises (of which change code)", f"{core.exercises} ({core.code_exercises})", f"{optional.exercises} ({optional.code_exercises})"),
        row("exercises: commands, words printed", f"{core.exercise_commands}, {core.exercise_words:,}", f"{optional.exercise_commands}, {optional.exercise_words:,}"),
        row("sections linked from \"Read:\", words", "—", f"{optional.read_words:,}"),
        row("first build, minutes", sec(core.build), "—"),
        row("commands, predictions, edits, figures, build: minutes", sec(core.fixed_seconds()), sec(optional.fixed_seconds())),
        row("**minutes at 200 wpm**", f"**{core.minutes(READING_WPM):.1f}**", f"**{optional.minutes(READING_WPM):.1f}**"),
        row("**minutes at 150 wpm**", f"**{core.minutes(SLOW_WPM):.1f}**", f"**{optional.minutes(SLOW_WPM):.1f}**"),
    ]
    return "\n\n" + "\n".join(lines) + "\n\n"


def spans(core, optional):
    return {
        "core": hm(core.minutes(READING_WPM)),
        "core-slow": hm(core.minutes(SLOW_WPM)),
        "optional": hm(optional.minutes(READING_WPM)),
        "whole": hm(core.minutes(READING_WPM) + optional.minutes(READING_WPM)),
        "whole-slow": hm(core.minutes(SLOW_WPM) + optional.minutes(SLOW_WPM)),
        "table": table(core, optional),
    }


def stated_minutes(text):
    match = re.fullmatch(r"\s*(?:(\d+) h )?(\d+) min\s*", text)
    return None if not match else int(match.group(1) or 0) * 60 + int(match.group(2))


def main():
    parser = argparse.ArgumentParser(description="How long docs/learn.md takes, measured from the file.")
    parser.add_argument("--tool", default=".build/debug/strategy-compare")
    parser.add_argument("--page", default="docs/learn.md")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--write", action="store_true", help="rewrite the page's learn-time spans")
    mode.add_argument("--check", action="store_true", help="exit 1 if the page states other times")
    options = parser.parse_args()
    if not os.path.isfile(options.page):
        sys.exit(f"learn-time: error: {options.page}: no such file (run from the repository root)")

    markdown, core, optional = measure(options.page, options.tool)
    wanted = spans(core, optional)
    for command, why in FAILED:
        level = "error" if options.check else "warning"
        print(f"learn-time: {level}: {options.page}: 'strategy-compare {command}' {why}; counted as printing nothing", file=sys.stderr)
    if options.write:
        updated = SPAN.sub(lambda m: f"<!-- learn-time:{m.group(1)} -->{wanted.get(m.group(1), m.group(2))}<!-- /learn-time -->", markdown)
        if updated != markdown:
            with open(options.page, "w", encoding="utf-8") as handle:
                handle.write(updated)
        print(f"learn-time: {options.page}: core {wanted['core']}, optional {wanted['optional']}")
        return 0
    if options.check:
        problems = []
        found = {m.group(1): m.group(2) for m in SPAN.finditer(markdown)}
        for key in ("core", "optional", "whole", "whole-slow", "core-slow", "table"):
            if key not in found:
                problems.append(f"no <!-- learn-time:{key} --> span")
        for key in ("core", "optional", "whole", "whole-slow", "core-slow"):
            if key in found:
                stated, measured = stated_minutes(found[key]), stated_minutes(wanted[key])
                if stated is None or abs(stated - measured) > max(1, CHECK_TOLERANCE * measured):
                    problems.append(f"states {key} '{found[key]}', measured {wanted[key]}")
        if FAILED:
            problems.append(f"{len(FAILED)} command(s) of the page did not run")
        if core.minutes(READING_WPM) > CORE_LIMIT_MINUTES:
            problems.append(f"the core path takes {wanted['core']}, over {hm(CORE_LIMIT_MINUTES)}: mark sections '(optional)'")
        for problem in problems:
            print(f"learn-time: error: {options.page}: {problem}; run python3 scripts/learn-time.py --write", file=sys.stderr)
        return 1 if problems else 0
    print(f"core path: {wanted['core']} at {READING_WPM} wpm, {wanted['core-slow']} at {SLOW_WPM} wpm")
    print(f"optional extras: {wanted['optional']} at {READING_WPM} wpm")
    print(f"whole: {wanted['whole']} at {READING_WPM} wpm, {wanted['whole-slow']} at {SLOW_WPM} wpm")
    print("core sections: " + "; ".join(core.sections))
    print("optional sections: " + "; ".join(optional.sections))
    print(wanted["table"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
