extension RecorderPage {
  /// The page's JavaScript: records the first finger's touches (touch events; pointer events
  /// where touch events are missing), keeps one stroke per trace with its intent and scene,
  /// and exports `backstrategies-trace/1` JSON and JSON Lines that always pass the decoder's
  /// rules (docs/trace-format.md): times from 0, never backwards, at most the longest trace;
  /// positions within one screen of the screen; the device's numbers within their limits.
  ///
  /// `window.backStrategiesExport()` returns the JSON Lines text of every stroke, for tests
  /// and tools.
  static let script = #"""
"use strict";
(() => {
  const CONFIG = JSON.parse(document.getElementById("recorder-config").textContent);
  const LIMITS = CONFIG.limits;

  /** Milliseconds in a second: event.timeStamp is in milliseconds, trace times in seconds. */
  const MS_PER_SECOND = 1000;
  /** Decimals kept for positions and sizes in points: 0.01 pt, finer than a pixel at @3x. */
  const POSITION_DECIMALS = 2;
  /** Decimals kept for times in seconds: 1 µs; browsers report timeStamp no finer than 5 µs. */
  const TIME_DECIMALS = 6;
  /** Animation frames timed to estimate the display's refresh rate. */
  const RATE_PROBE_FRAMES = 61;
  /** Usual display rates (Hz) a measured rate snaps to when within RATE_SNAP_TOLERANCE. */
  const USUAL_RATES = [60, 90, 120];
  /** Relative distance within which a measured rate snaps to a usual one. */
  const RATE_SNAP_TOLERANCE = 0.1;
  /** Cards in the mock carousel (its content is that many cards wide). */
  const CAROUSEL_CARDS = 5;
  /** Rows in the mock list. */
  const LIST_ROWS = 40;
  /** How long a message stays on screen, in milliseconds. */
  const TOAST_MS = 2200;
  /** Where strokes and the scene are kept between visits (this browser, this phone). */
  const STORAGE_KEY = "backstrategies-recorder/1";
  /** Trace names: this prefix and the stroke's number, zero-padded to NAME_DIGITS. */
  const NAME_PREFIX = "recorded-";
  const NAME_DIGITS = 3;

  /** The screens of a stack of each depth, root first: trace ids and bar titles. */
  const SCREENS = [
    { id: "home", title: "Home" },
    { id: "list", title: "List" },
    { id: "detail", title: "Detail" },
  ];
  /** Screens on the stack until the user chooses: home and detail, so there is one to pop. */
  const DEFAULT_DEPTH = 2;
  const TOUCH_PHASES = { touchstart: "began", touchmove: "moved", touchend: "ended", touchcancel: "cancelled" };
  const POINTER_PHASES = { pointerdown: "began", pointermove: "moved", pointerup: "ended", pointercancel: "cancelled" };

  const $ = (id) => document.getElementById(id);
  const stage = $("stage");

  const state = {
    scene: { depth: DEFAULT_DEPTH, backButton: "system", carousel: false, list: false, direction: "leftToRight", rate: "auto" },
    intent: CONFIG.intents[0],
    strokes: [],
    nextNumber: 1,
    active: null,
    measuredRate: null,
  };

  // ---- numbers ---------------------------------------------------------------------------

  function round(value, decimals) {
    const factor = 10 ** decimals;
    const rounded = Math.round(value * factor) / factor;
    return Object.is(rounded, -0) ? 0 : rounded;
  }
  function clamp(value, low, high) { return Math.min(high, Math.max(low, value)); }
  /** A finite number, or `fallback`. */
  function finite(value, fallback) { return Number.isFinite(value) ? value : fallback; }
  /** A length in points as a trace holds it: finite, rounded, within ±maximumLength. */
  function length(value) {
    return round(clamp(finite(value, 0), -LIMITS.maximumLength, LIMITS.maximumLength), POSITION_DECIMALS);
  }
  /** A positive size within the limits, or `fallback` when the browser reports none. */
  function positive(value, fallback, maximum) {
    const number = finite(value, 0);
    return number > 0 ? Math.min(number, maximum) : fallback;
  }

  // ---- the scene -------------------------------------------------------------------------

  function safeArea() {
    const style = getComputedStyle($("safe-probe"));
    const inset = (side) => length(Math.max(0, parseFloat(style["padding" + side]) || 0));
    return { top: inset("Top"), left: inset("Left"), bottom: inset("Bottom"), right: inset("Right") };
  }

  function refreshRate() {
    const chosen = state.scene.rate === "auto" ? state.measuredRate : Number(state.scene.rate);
    return clamp(finite(chosen, CONFIG.defaultDevice.refreshRate), LIMITS.minimumRefreshRate, LIMITS.maximumRefreshRate);
  }

  /** The device as the page sees it now: CSS pixels are points on a device-width page. */
  function device() {
    const defaults = CONFIG.defaultDevice;
    const direction = getComputedStyle($("screen")).direction === "rtl" ? "rightToLeft" : "leftToRight";
    return {
      width: round(positive(window.innerWidth, defaults.width, LIMITS.maximumLength), POSITION_DECIMALS),
      height: round(positive(window.innerHeight, defaults.height, LIMITS.maximumLength), POSITION_DECIMALS),
      scale: positive(window.devicePixelRatio, 1, LIMITS.maximumScale),
      refreshRate: refreshRate(),
      layoutDirection: direction,
      safeArea: safeArea(),
    };
  }

  /** A scroll view's spec from its element, or null when it is not on screen. */
  function scrollView(id, element, horizontal, rtl) {
    if (element.hidden) return null;
    const rect = element.getBoundingClientRect();
    if (!(rect.width > 0 && rect.height > 0)) return null;
    const contentWidth = horizontal ? Math.max(rect.width, element.scrollWidth) : rect.width;
    const contentHeight = horizontal ? rect.height : Math.max(rect.height, element.scrollHeight);
    // UIKit's offset counts from the content's left edge; a right-to-left carousel starts at its right end.
    const offsetX = horizontal && rtl ? contentWidth - rect.width + element.scrollLeft : element.scrollLeft;
    const spec = {
      id,
      frame: { x: length(rect.left), y: length(rect.top), width: length(rect.width), height: length(rect.height) },
      contentSize: { width: length(contentWidth), height: length(contentHeight) },
    };
    if (offsetX !== 0 || element.scrollTop !== 0) spec.contentOffset = { x: length(offsetX), y: length(element.scrollTop) };
    return spec;
  }

  /** The screens of the chosen stack, root first: home; home, detail; home, list, detail. */
  function screens() {
    const depth = clamp(Math.round(finite(Number(state.scene.depth), DEFAULT_DEPTH)), 1, SCREENS.length);
    return depth === 1 ? [SCREENS[0]] : [...SCREENS.slice(0, depth - 1), SCREENS[SCREENS.length - 1]];
  }

  /** The navigation stack at this moment, root first; the top screen holds the options. */
  function stack() {
    const result = screens().map((screen) => ({ id: screen.id }));
    const top = result[result.length - 1];
    if (result.length > 1 && state.scene.backButton !== "system") top.backButton = state.scene.backButton;
    const rtl = getComputedStyle($("screen")).direction === "rtl";
    // Back to front: the carousel lies over nothing else, the list below it; the last is hit first.
    const views = [scrollView("list", $("list"), false, rtl), scrollView("carousel", $("carousel"), true, rtl)].filter(Boolean);
    if (views.length > 0) top.scrollViews = views;
    return result;
  }

  // ---- recording -------------------------------------------------------------------------

  function begin(source, id, timeStamp, x, y) {
    if (state.active) return;
    const stroke = {
      number: state.nextNumber++, intent: state.intent, source,
      device: device(), stack: stack(), touches: [], startMs: timeStamp, truncated: false,
    };
    state.strokes.push(stroke);
    state.active = { stroke, source, id };
    append(stroke, timeStamp, x, y, "began");
    render();
  }

  /** Adds one sample, keeping the trace's rules: time never backwards, at most the longest
   *  trace (later samples are dropped and the stroke stays open), position near the screen. */
  function append(stroke, timeStamp, x, y, phase) {
    const last = stroke.touches[stroke.touches.length - 1];
    let t = round(Math.max(0, finite((timeStamp - stroke.startMs) / MS_PER_SECOND, 0)), TIME_DECIMALS);
    if (last && t < last.t) t = last.t;
    if (t > LIMITS.maximumDuration) { stroke.truncated = true; return; }
    const { width, height } = stroke.device;
    stroke.touches.push({
      t,
      x: round(clamp(finite(x, 0), -width, 2 * width), POSITION_DECIMALS),
      y: round(clamp(finite(y, 0), -height, 2 * height), POSITION_DECIMALS),
      phase,
    });
  }

  function move(source, id, timeStamp, x, y, phase) {
    const active = state.active;
    if (!active || active.source !== source || active.id !== id) return;
    append(active.stroke, timeStamp, x, y, phase);
    if (phase === "ended" || phase === "cancelled") {
      state.active = null;
      save();
    }
    scheduleRender();
  }

  function onTouch(event) {
    event.preventDefault(); // no scrolling, zooming, selection or emulated mouse events
    const phase = TOUCH_PHASES[event.type];
    if (phase === "began") {
      const touch = event.changedTouches[0];
      if (touch) begin("touch", touch.identifier, event.timeStamp, touch.clientX, touch.clientY);
      return;
    }
    const active = state.active;
    if (!active || active.source !== "touch") return;
    for (const touch of event.changedTouches) {
      if (touch.identifier === active.id) move("touch", touch.identifier, event.timeStamp, touch.clientX, touch.clientY, phase);
    }
  }

  /** Touch events where the browser has them; pointer events (mouse, pen, or touch in a
   *  browser without touch events) otherwise, so a touch is never recorded twice. */
  const touchEventsAvailable = "ontouchstart" in window;
  function wantsPointer(event) {
    return event.isPrimary && (!touchEventsAvailable || event.pointerType === "mouse");
  }

  function onPointer(event) {
    const phase = POINTER_PHASES[event.type];
    if (phase === "began") {
      if (!wantsPointer(event) || state.active || (event.pointerType === "mouse" && event.button !== 0)) return;
      event.preventDefault();
      try { stage.setPointerCapture(event.pointerId); } catch (error) { /* capture is a convenience */ }
      begin("pointer", event.pointerId, event.timeStamp, event.clientX, event.clientY);
      return;
    }
    const active = state.active;
    if (!active || active.source !== "pointer" || active.id !== event.pointerId) return;
    if (phase === "moved") {
      const coalesced = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
      for (const sample of coalesced.length > 0 ? coalesced : [event]) {
        move("pointer", event.pointerId, sample.timeStamp, sample.clientX, sample.clientY, "moved");
      }
    } else {
      move("pointer", event.pointerId, event.timeStamp, event.clientX, event.clientY, phase);
    }
  }

  for (const type of Object.keys(TOUCH_PHASES)) stage.addEventListener(type, onTouch, { passive: false });
  if (window.PointerEvent) for (const type of Object.keys(POINTER_PHASES)) stage.addEventListener(type, onPointer);

  // ---- traces ----------------------------------------------------------------------------

  function name(stroke) { return NAME_PREFIX + String(stroke.number).padStart(NAME_DIGITS, "0"); }

  function summaryOf(stroke) {
    const count = stroke.touches.length;
    const last = stroke.touches[count - 1];
    const how = stroke.source === "touch" ? "touch events" : "pointer events";
    const end = !last ? "" : last.phase === "ended" ? "" : last.phase === "cancelled" ? ", cancelled by the browser" : ", left open";
    return `Recorded on the strategy-compare recorder page (${how}): ${count} samples${end}.`;
  }

  /** One stroke as a backstrategies-trace/1 object, in the format's field order. */
  function traceOf(stroke) {
    return {
      format: CONFIG.format,
      name: name(stroke),
      summary: summaryOf(stroke),
      intent: stroke.intent,
      device: stroke.device,
      stack: stroke.stack,
      touches: stroke.touches,
    };
  }

  /** JSON Lines: one trace per stroke, each on its own line, ending with a newline. */
  function exportJSONL() {
    return state.strokes.map((stroke) => JSON.stringify(traceOf(stroke)) + "\n").join("");
  }

  /** One trace as a readable JSON document: one member per line, one touch per line. */
  function exportJSON(stroke) {
    const trace = traceOf(stroke);
    const members = Object.keys(trace).filter((key) => key !== "touches")
      .map((key) => `  ${JSON.stringify(key)}: ${JSON.stringify(trace[key])}`);
    const touches = trace.touches.map((touch) => "    " + JSON.stringify(touch)).join(",\n");
    members.push(`  "touches": [${touches ? "\n" + touches + "\n  " : ""}]`);
    return "{\n" + members.join(",\n") + "\n}\n";
  }

  window.backStrategiesExport = exportJSONL;

  // ---- storage (this browser only) -----------------------------------------------------

  function save() {
    try {
      const strokes = state.strokes.filter((stroke) => stroke !== (state.active && state.active.stroke));
      localStorage.setItem(STORAGE_KEY, JSON.stringify({ scene: state.scene, intent: state.intent, strokes, nextNumber: state.nextNumber }));
    } catch (error) { /* private browsing or storage off: keep the session in memory */ }
  }

  function load() {
    try {
      const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) || "null");
      if (!saved || !Array.isArray(saved.strokes)) return;
      Object.assign(state.scene, saved.scene || {});
      if (CONFIG.intents.includes(saved.intent)) state.intent = saved.intent;
      state.strokes = saved.strokes.filter((stroke) => stroke && Array.isArray(stroke.touches) && stroke.touches.length > 0);
      state.nextNumber = Math.max(Number(saved.nextNumber) || 1, ...state.strokes.map((stroke) => stroke.number + 1));
    } catch (error) { /* unreadable storage: start afresh */ }
  }

  // ---- drawing ---------------------------------------------------------------------------

  let renderPending = false;
  function scheduleRender() {
    if (renderPending) return;
    renderPending = true;
    requestAnimationFrame(() => { renderPending = false; render(); });
  }

  function describe(stroke) {
    const touches = stroke.touches;
    const first = touches[0];
    const last = touches[touches.length - 1];
    const duration = last.t - first.t;
    const rate = duration > 0 ? Math.round((touches.length - 1) / duration) : 0;
    const dx = Math.round(last.x - first.x);
    const dy = Math.round(last.y - first.y);
    const signed = (value) => (value > 0 ? "+" : value < 0 ? "\u2212" : "") + Math.abs(value);
    return `#${stroke.number} ${stroke.intent} · ${touches.length} samples · ${duration.toFixed(2)} s` +
      (rate > 0 ? ` · ${rate}/s` : "") + ` · \u0394x ${signed(dx)} \u0394y ${signed(dy)} pt` +
      (last.phase === "cancelled" ? " · cancelled" : stroke === (state.active && state.active.stroke) ? " · recording" : "");
  }

  function drawInk(stroke) {
    const line = $("ink-line"), start = $("ink-start"), end = $("ink-end");
    const touches = stroke ? stroke.touches : [];
    line.setAttribute("points", touches.map((touch) => `${touch.x},${touch.y}`).join(" "));
    const place = (circle, touch) => {
      circle.setAttribute("cx", touch ? touch.x : -99);
      circle.setAttribute("cy", touch ? touch.y : -99);
    };
    place(start, touches[0]);
    const last = touches[touches.length - 1];
    const finished = last && (last.phase === "ended" || last.phase === "cancelled");
    place(end, finished ? last : null);
    end.classList.toggle("cancelled", Boolean(last && last.phase === "cancelled"));
  }

  function drawScreen() {
    const scene = state.scene;
    // Only the mock app is mirrored; the recorder's own controls stay left to right.
    $("screen").dir = scene.direction === "rightToLeft" ? "rtl" : "ltr";
    const shown = screens();
    const top = shown[shown.length - 1];
    const previous = shown.length > 1 ? shown[shown.length - 2] : null;
    $("screen-title").textContent = top.title;
    const left = $("bar-left");
    const labels = { system: previous && previous.title, customSupplementing: previous && previous.title + "   Edit", custom: "Close", hidden: "" };
    left.hidden = !previous || scene.backButton === "hidden";
    left.classList.toggle("no-chevron", scene.backButton === "custom");
    $("back-title").textContent = labels[scene.backButton] || "";
    $("carousel").hidden = !scene.carousel;
    $("list").hidden = !scene.list;
  }

  function render() {
    const strokes = state.strokes;
    const last = strokes[strokes.length - 1];
    drawInk(last);
    $("summary").textContent = last ? describe(last) : "Swipe above. Nothing leaves this phone unless you export it.";
    $("count").textContent = strokes.length === 1 ? "1 stroke" : `${strokes.length} strokes`;
    for (const chip of document.querySelectorAll(".chip")) chip.setAttribute("aria-pressed", String(chip.dataset.intent === state.intent));
    $("undo").disabled = strokes.length === 0 || Boolean(state.active);
  }

  function renderSheet() {
    const list = $("strokes");
    list.textContent = "";
    for (const stroke of state.strokes) {
      const item = document.createElement("li");
      const what = document.createElement("span");
      what.className = "what";
      const last = stroke.touches[stroke.touches.length - 1];
      what.textContent = `${name(stroke)} · ${stroke.touches.length} samples · ${last.t.toFixed(2)} s`;
      const select = document.createElement("select");
      select.setAttribute("aria-label", `Intent of ${name(stroke)}`);
      for (const intent of CONFIG.intents) select.add(new Option(intent, intent, false, intent === stroke.intent));
      select.addEventListener("change", () => { stroke.intent = select.value; save(); render(); renderPreview(); });
      const remove = document.createElement("button");
      remove.type = "button";
      remove.textContent = "Delete";
      remove.addEventListener("click", () => { state.strokes.splice(state.strokes.indexOf(stroke), 1); save(); render(); renderSheet(); });
      item.append(what, select, remove);
      list.append(item);
    }
    const measured = state.measuredRate ? `Measured (${state.measuredRate} Hz)` : "Measured (measuring…)";
    $("opt-rate-auto").textContent = measured;
    renderPreview();
  }

  function renderPreview() {
    const last = state.strokes[state.strokes.length - 1];
    $("preview").textContent = last ? exportJSON(last) : "";
  }

  // ---- controls --------------------------------------------------------------------------

  function toast(message) {
    const element = $("toast");
    element.textContent = message;
    element.classList.add("shown");
    clearTimeout(toast.timer);
    toast.timer = setTimeout(() => element.classList.remove("shown"), TOAST_MS);
  }

  function stamp() {
    const now = new Date();
    const two = (value) => String(value).padStart(2, "0");
    return `${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}-${two(now.getHours())}${two(now.getMinutes())}`;
  }

  function download(text, filename) {
    const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), TOAST_MS);
  }

  async function copy(text, what) {
    let copied = false;
    try {
      await navigator.clipboard.writeText(text);
      copied = true;
    } catch (error) {
      // Not a secure context (plain http) or no permission: the old way.
      const area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.append(area);
      area.select();
      area.setSelectionRange(0, text.length);
      try { copied = document.execCommand("copy"); } catch (ignored) { copied = false; }
      area.remove();
    }
    toast(copied ? `Copied ${what}.` : "Could not copy: select the text in the preview instead.");
  }

  function needStrokes() {
    if (state.strokes.length > 0) return true;
    toast("No strokes yet: swipe on the screen first.");
    return false;
  }

  function corpusFile() { return new File([exportJSONL()], `recording-${stamp()}.jsonl`, { type: "application/json" }); }

  $("download-jsonl").addEventListener("click", () => { if (needStrokes()) download(exportJSONL(), `recording-${stamp()}.jsonl`); });
  $("copy-jsonl").addEventListener("click", () => { if (needStrokes()) copy(exportJSONL(), `${state.strokes.length} traces`); });
  $("download-json").addEventListener("click", () => {
    if (needStrokes()) { const last = state.strokes[state.strokes.length - 1]; download(exportJSON(last), name(last) + ".json"); }
  });
  $("copy-json").addEventListener("click", () => {
    if (needStrokes()) { const last = state.strokes[state.strokes.length - 1]; copy(exportJSON(last), name(last)); }
  });
  try {
    if (navigator.canShare && navigator.canShare({ files: [corpusFile()] })) $("share-jsonl").hidden = false;
  } catch (error) { /* no file sharing here */ }
  $("share-jsonl").addEventListener("click", () => {
    if (needStrokes()) navigator.share({ files: [corpusFile()], title: "Swipe recording" }).catch(() => {});
  });
  $("clear").addEventListener("click", () => {
    if (state.strokes.length === 0 || !confirm(`Delete all ${state.strokes.length} strokes?`)) return;
    state.strokes = [];
    state.nextNumber = 1;
    save();
    render();
    renderSheet();
  });
  $("undo").addEventListener("click", () => {
    if (state.active || state.strokes.length === 0) return;
    state.strokes.pop();
    save();
    render();
  });
  for (const chip of document.querySelectorAll(".chip")) {
    chip.addEventListener("click", () => { state.intent = chip.dataset.intent; save(); render(); });
  }

  const options = {
    "opt-depth": ["depth", (element) => Number(element.value)],
    "opt-back": ["backButton", (element) => element.value],
    "opt-carousel": ["carousel", (element) => element.checked],
    "opt-list": ["list", (element) => element.checked],
    "opt-direction": ["direction", (element) => element.value],
    "opt-rate": ["rate", (element) => element.value],
  };
  for (const [id, [key, read]] of Object.entries(options)) {
    const element = $(id);
    element.addEventListener("change", () => { state.scene[key] = read(element); save(); drawScreen(); });
  }
  function showOptions() {
    for (const [id, [key]] of Object.entries(options)) {
      const element = $(id);
      if (element.type === "checkbox") element.checked = Boolean(state.scene[key]); else element.value = String(state.scene[key]);
    }
  }

  function openSheet() { renderSheet(); $("sheet").classList.remove("closed"); }
  function closeSheet() { $("sheet").classList.add("closed"); render(); }
  $("open-sheet").addEventListener("click", openSheet);
  $("close-sheet").addEventListener("click", closeSheet);

  // ---- start -----------------------------------------------------------------------------

  function probeRefreshRate() {
    const times = [];
    const step = (time) => {
      times.push(time);
      if (times.length < RATE_PROBE_FRAMES) { requestAnimationFrame(step); return; }
      const intervals = times.slice(1).map((time, index) => time - times[index]).sort((a, b) => a - b);
      const median = intervals[Math.floor(intervals.length / 2)];
      if (!(median > 0)) return;
      const measured = MS_PER_SECOND / median;
      const usual = USUAL_RATES.find((rate) => Math.abs(measured - rate) <= rate * RATE_SNAP_TOLERANCE);
      state.measuredRate = clamp(usual || Math.round(measured), LIMITS.minimumRefreshRate, LIMITS.maximumRefreshRate);
      $("opt-rate-auto").textContent = `Measured (${state.measuredRate} Hz)`;
    };
    requestAnimationFrame(step);
  }

  const cards = $("cards");
  for (let index = 1; index <= CAROUSEL_CARDS; index += 1) {
    const card = document.createElement("div");
    card.className = "card";
    card.textContent = `Card ${index}`;
    cards.append(card);
  }
  const rows = $("list");
  for (let index = 1; index <= LIST_ROWS; index += 1) {
    const row = document.createElement("div");
    row.className = "row";
    row.textContent = `Row ${index}`;
    rows.append(row);
  }
  const standalone = window.navigator.standalone === true || matchMedia("(display-mode: standalone)").matches;
  $("mode-note").textContent = standalone
    ? "You are running it from the Home Screen: Safari's history swipes are off."
    : "You are in a browser tab: add the page to the Home Screen before recording edge swipes.";

  load();
  showOptions();
  drawScreen();
  render();
  if (state.strokes.length === 0) openSheet(); else closeSheet();
  probeRefreshRate();
})();
"""#
}
