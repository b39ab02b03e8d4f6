extension RecorderPage {
  /// The page's HTML, with three placeholders ``html`` fills: the style, the configuration
  /// JSON and the script. The Content-Security-Policy forbids every network request, so the
  /// page cannot send anything anywhere; exports are local downloads, the clipboard, or the
  /// system share sheet.
  static let markup = #"""
<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'">
<meta name="apple-mobile-web-app-capable" content="yes">
<meta name="mobile-web-app-capable" content="yes">
<meta name="apple-mobile-web-app-status-bar-style" content="black-translucent">
<meta name="apple-mobile-web-app-title" content="Swipe recorder">
<meta name="color-scheme" content="light dark">
<title>Swipe recorder · BackStrategies</title>
<style>
/*STYLE*/
</style>
</head>
<body>
<div id="stage" class="stage" aria-label="Recording surface: swipe here">
  <div id="screen" class="screen" dir="ltr">
    <header class="bar">
      <div class="bar-inner">
        <span id="bar-left" class="bar-left"><span class="chevron" aria-hidden="true"></span><span id="back-title">Home</span></span>
        <h1 id="screen-title">Detail</h1>
        <span class="bar-right"></span>
      </div>
    </header>
    <main class="content">
      <p class="lede">Swipe as you would in an app: back from the edge, back from anywhere, scroll, or start back and change your mind. Every stroke of the first finger is recorded.</p>
      <section id="carousel" class="carousel" aria-label="Horizontal carousel" hidden><div id="cards" class="cards"></div></section>
      <section id="list" class="list" aria-label="Vertical list" hidden></section>
    </main>
  </div>
  <svg id="ink" class="ink" aria-hidden="true">
    <polyline id="ink-line" points=""></polyline>
    <circle id="ink-start" r="7" cx="-99" cy="-99"></circle>
    <circle id="ink-end" r="7" cx="-99" cy="-99"></circle>
  </svg>
</div>

<div id="dock" class="dock">
  <p id="summary" class="summary" aria-live="polite">Swipe above. Nothing leaves this phone unless you export it.</p>
  <p class="intents-label" id="intents-label">Intent of the next strokes</p>
  <div class="intents" role="group" aria-labelledby="intents-label">
    <button type="button" class="chip" data-intent="back">Back</button>
    <button type="button" class="chip" data-intent="backToRoot">To root</button>
    <button type="button" class="chip" data-intent="stay">Stay</button>
    <button type="button" class="chip" data-intent="scroll">Scroll</button>
    <button type="button" class="chip" data-intent="none">None</button>
  </div>
  <div class="actions">
    <button type="button" id="undo" class="action">Undo</button>
    <span id="count" class="count">0 strokes</span>
    <button type="button" id="open-sheet" class="action primary">Scene &amp; export</button>
  </div>
</div>

<div id="sheet" class="sheet" role="dialog" aria-modal="true" aria-labelledby="sheet-title">
  <div class="sheet-head">
    <h2 id="sheet-title">Swipe recorder</h2>
    <button type="button" id="close-sheet" class="action primary">Record</button>
  </div>
  <div class="sheet-body">
    <p>Record your own swipes as <code>backstrategies-trace/1</code> traces and compare the iOS swipe-back techniques on them with <code>strategy-compare run</code> and <code>strategy-compare corpus</code>.</p>
    <p class="privacy"><strong>Nothing leaves this phone unless you export it.</strong> The page has no network code (its security policy forbids every request); strokes are kept in this browser's storage on this phone until you clear them.</p>

    <h3>1. Open it as an app</h3>
    <p>In a Safari tab, a swipe from the edge can go back in Safari's history, and Safari then takes the touch away (the stroke ends as <em>cancelled</em>). Added to the Home Screen, the page runs on its own, full screen, without Safari's toolbar or history swipes:</p>
    <ol>
      <li>Open this page in Safari (from any web server; see docs/recording-iphone.md).</li>
      <li>Tap the Share button, then <strong>Add to Home Screen</strong>, then <strong>Add</strong>.</li>
      <li>Open <strong>Swipe recorder</strong> from the Home Screen.</li>
    </ol>
    <p id="mode-note" class="note"></p>

    <h3>2. Set the scene</h3>
    <div class="form">
      <label>Screens on the stack
        <select id="opt-depth">
          <option value="1">1 (root only: nothing to pop)</option>
          <option value="2" selected>2 (home, detail)</option>
          <option value="3">3 (home, list, detail)</option>
        </select>
      </label>
      <label>Back button
        <select id="opt-back">
          <option value="system" selected>System back button</option>
          <option value="custom">Custom left item (turns UIKit's edge swipe off)</option>
          <option value="customSupplementing">Custom items beside the back button</option>
          <option value="hidden">Hidden back button (turns the edge swipe off)</option>
        </select>
      </label>
      <label class="check"><input type="checkbox" id="opt-carousel"> Horizontal carousel</label>
      <label class="check"><input type="checkbox" id="opt-list"> Vertical list</label>
      <label>Layout direction
        <select id="opt-direction">
          <option value="leftToRight" selected>Left to right</option>
          <option value="rightToLeft">Right to left (back edge on the right)</option>
        </select>
      </label>
      <label>Display refresh rate
        <select id="opt-rate">
          <option value="auto" selected id="opt-rate-auto">Measured</option>
          <option value="60">60 Hz</option>
          <option value="120">120 Hz (ProMotion)</option>
        </select>
      </label>
    </div>
    <p class="note">The scene is written into every trace: the device from this page (its width, height and pixel ratio, the direction, the safe area) and the stack above, with the carousel's and the list's frames in points.</p>

    <h3>3. Label and swipe</h3>
    <p>Pick the intent of the next strokes at the bottom (<em>Back</em>, <em>To root</em>, <em>Stay</em>: started back and changed your mind, <em>Scroll</em>, <em>None</em>), then swipe. The stroke you made is drawn on the screen. <em>Undo</em> deletes the last one; change any label below.</p>
    <ol id="strokes" class="strokes"></ol>

    <h3>4. Export</h3>
    <p>One trace per stroke, its times in seconds from the stroke's first touch.</p>
    <div class="buttons">
      <button type="button" id="download-jsonl" class="action">Download corpus (.jsonl)</button>
      <button type="button" id="copy-jsonl" class="action">Copy corpus</button>
      <button type="button" id="share-jsonl" class="action" hidden>Share corpus…</button>
      <button type="button" id="download-json" class="action">Download last stroke (.json)</button>
      <button type="button" id="copy-json" class="action">Copy last stroke</button>
    </div>
    <pre id="preview" class="preview" aria-label="The last stroke as it is exported"></pre>
    <p class="note">Then, on a computer: <code>strategy-compare run recorded-001.json</code>, or <code>strategy-compare corpus recording.jsonl</code>.</p>

    <div class="buttons danger-zone">
      <button type="button" id="clear" class="action danger">Delete all strokes</button>
    </div>
    <p class="note">Written by <code>strategy-compare recorder</code>. Format: docs/trace-format.md.</p>
  </div>
</div>

<div id="toast" class="toast" role="status" aria-live="polite"></div>
<div id="safe-probe" class="safe-probe" aria-hidden="true"></div>
<script type="application/json" id="recorder-config">/*CONFIG*/</script>
<script>
/*SCRIPT*/
</script>
</body>
</html>

"""#
}
