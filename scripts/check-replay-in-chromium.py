#!/usr/bin/env python3
"""Looks at a replay the way a browser plays it: seeks the HTML report's CSS animations to
several times in headless Chromium, reads each phone's top-view x and the finger's position
from the computed styles, compares them with the run's timeline (`run --timeline --format
json`) and the trace, and saves a screenshot of the page at each time.

    scripts/check-replay-in-chromium.py SCENARIO [STRATEGIES] [TIMES] [OUTDIR]
    scripts/check-replay-in-chromium.py edge-swipe-past-half
    scripts/check-replay-in-chromium.py carousel-at-start system-edge,target-forwarding 0.2,0.6,1.0

STRATEGIES is a --strategies list (default: the default presets), TIMES seconds separated by
commas (default 0.1 to 1.1 in steps of 0.2), OUTDIR where the pages and screenshots go
(default /tmp/replay-check). Run it from the repository root after `swift build`; it uses
.build/debug/strategy-compare and `chromium` on PATH.

Seeking: a copy of the page gets one extra rule pausing every animation at a negative delay
(`animation-delay: -T`), and a script that writes the computed values into the page, which
`--dump-dom` prints. The report itself loads no script. Exit 0 when every phone's top view is
within the replay's tolerance of the timeline (half a pixel, plus a tenth for the printed
values and times), 1 otherwise, 2 when the tool or the browser is missing. Not part of the
test suite: the suite checks the same keyframes by parsing the output.
"""
import json
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOL = os.path.join(ROOT, ".build", "debug", "strategy-compare")
# Replay.screenHeight, in pixels, and the device height of the built-in scenarios, in points.
SCREEN_HEIGHT = 180.0
# ReplayTrack.tolerance plus half of the last printed digit of a value, plus as much again for
# the printed keyframe times.
ALLOWED = 0.5 + 0.05 + 0.1
# A busy machine sometimes prints the page before its first animation frame: try again.
ATTEMPTS = 3

PROBE = """<script>
function probe() {
  const out = [];
  for (const phone of document.querySelectorAll('g.phone')) {
    const row = {top: null, finger: null, fingerShown: null};
    for (const use of phone.querySelectorAll('use')) {
      const target = document.querySelector(use.getAttribute('href'));
      const first = target && target.firstElementChild;
      if (!first || first.tagName !== 'rect' || !first.classList.contains('top')) continue;
      const group = use.parentElement;
      let element = group, visible = true;
      while (element && element !== phone) {
        if (getComputedStyle(element).opacity === '0') visible = false;
        element = element.parentElement;
      }
      if (visible) row.top = getComputedStyle(group).translate;
    }
    const finger = phone.querySelector('circle.fi');
    if (finger) {
      row.finger = getComputedStyle(finger).translate;
      row.fingerShown = getComputedStyle(finger.parentElement).opacity;
    }
    out.push(row);
  }
  document.body.setAttribute('data-probe', JSON.stringify(out));
}
requestAnimationFrame(() => requestAnimationFrame(probe));
</script>"""


def pixels(translate, index):
    if translate in (None, "none"):
        return 0.0
    parts = translate.replace("px", "").split()
    return float(parts[index]) if index < len(parts) else 0.0


def finger_location(touches, t):
    """Trace.fingerLocation(at:): interpolated within a stroke, None while no finger is down."""
    if not touches or t < touches[0]["t"]:
        return None
    last = max(i for i, sample in enumerate(touches) if sample["t"] <= t)
    sample = touches[last]
    if sample["phase"] in ("ended", "cancelled"):
        return (sample["x"], sample["y"]) if sample["t"] == t else None
    if last + 1 >= len(touches) or touches[last + 1]["phase"] == "began":
        return (sample["x"], sample["y"])
    following = touches[last + 1]
    fraction = (t - sample["t"]) / (following["t"] - sample["t"])
    return (sample["x"] + (following["x"] - sample["x"]) * fraction, sample["y"] + (following["y"] - sample["y"]) * fraction)


def main():
    if len(sys.argv) < 2:
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    scenario = sys.argv[1]
    strategies = ["-s", sys.argv[2]] if len(sys.argv) > 2 and sys.argv[2] else []
    times = [float(t) for t in sys.argv[3].split(",")] if len(sys.argv) > 3 else [0.1, 0.3, 0.5, 0.7, 0.9, 1.1]
    outdir = sys.argv[4] if len(sys.argv) > 4 else "/tmp/replay-check"
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if not os.access(TOOL, os.X_OK) or browser is None:
        print("check-replay: needs .build/debug/strategy-compare (swift build) and chromium on PATH", file=sys.stderr)
        return 2
    os.makedirs(outdir, exist_ok=True)
    run = lambda *arguments: subprocess.run([TOOL, *arguments], capture_output=True, text=True, check=True).stdout
    html = run("run", scenario, "--format", "html", *strategies)
    timeline = json.loads(run("run", scenario, "--timeline", "--format", "json", *strategies))
    trace = json.loads(run("scenarios", scenario, "--format", "json"))
    device_height = trace.get("device", {}).get("height", 844)
    scale = SCREEN_HEIGHT / device_height
    worst = 0.0
    for t in times:
        seek = "<style>.rp [style]{animation-play-state:paused!important;animation-delay:-%.4fs!important}</style>" % t
        page = html.replace("</head>", seek + "</head>").replace("</body>", PROBE + "</body>")
        path = os.path.join(outdir, "%s-%.3f.html" % (scenario, t))
        with open(path, "w") as handle:
            handle.write(page)
        common = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=2000"]
        match = None
        for _ in range(ATTEMPTS):
            dom = subprocess.run(common + ["--dump-dom", "file://" + path], capture_output=True, text=True, timeout=120).stdout
            match = re.search(r'data-probe="([^"]*)"', dom)
            if match:
                break
        if not match:
            print("check-replay: the browser did not run the probe at t = %.3f" % t, file=sys.stderr)
            return 2
        rows = json.loads(match.group(1).replace("&quot;", '"'))
        subprocess.run(
            common + ["--hide-scrollbars", "--window-size=1000,560", "--screenshot=" + path.replace(".html", ".png"), "file://" + path],
            capture_output=True, timeout=120)
        finger = finger_location(trace["touches"], t)
        for row, result in zip(rows, timeline["results"]):
            frames = result["frames"]
            before = [frame for frame in frames if frame["t"] <= t + 1e-9][-1]
            after = [frame for frame in frames if frame["t"] > t + 1e-9]
            expected = before["topX"]
            if after and after[0]["stack"] == before["stack"]:
                following = after[0]
                expected += (following["topX"] - before["topX"]) * (t - before["t"]) / (following["t"] - before["t"])
            drawn = pixels(row["top"], 0)
            difference = abs(drawn - expected * scale)
            worst = max(worst, difference)
            finger_text = "up" if row["fingerShown"] == "0" else "(%.1f, %.1f)" % (pixels(row["finger"], 0), pixels(row["finger"], 1))
            trace_text = "up" if finger is None else "(%.1f, %.1f)" % (finger[0] * scale, finger[1] * scale)
            print("t=%.3f  %-32s top x drawn %6.2f  timeline %6.2f  |Δ| %.2f px   finger %s, trace %s" % (
                t, result["strategy"], drawn, expected * scale, difference, finger_text, trace_text))
    print("worst |top x drawn - timeline| = %.2f px (allowed %.2f); pages and screenshots in %s" % (worst, ALLOWED, outdir))
    return 0 if worst <= ALLOWED else 1


if __name__ == "__main__":
    sys.exit(main())
