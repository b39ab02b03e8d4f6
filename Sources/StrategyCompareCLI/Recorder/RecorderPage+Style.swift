extension RecorderPage {
  /// The page's CSS: an iOS-like navigation screen (system colours, light and dark), the
  /// recording dock, and the scene-and-export sheet. Sizes are CSS pixels, which on a
  /// `width=device-width` page are UIKit points.
  static let style = #"""
:root {
  color-scheme: light dark;
  --bg: #ffffff; --grouped: #f2f2f7; --cell: #ffffff; --bar: rgba(249, 249, 249, 0.94);
  --label: #000000; --secondary: rgba(60, 60, 67, 0.6); --separator: rgba(60, 60, 67, 0.29);
  --tint: #007aff; --danger: #ff3b30; --ink: #ff2d55; --ink-end: #34c759;
  --dock: #f2f2f7; --chip: rgba(118, 118, 128, 0.12);
  --bar-height: 44px; --row-height: 44px;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #000000; --grouped: #000000; --cell: #1c1c1e; --bar: rgba(22, 22, 24, 0.94);
    --label: #ffffff; --secondary: rgba(235, 235, 245, 0.6); --separator: rgba(84, 84, 88, 0.65);
    --tint: #0a84ff; --danger: #ff453a; --ink: #ff375f; --ink-end: #30d158;
    --dock: #1c1c1e; --chip: rgba(118, 118, 128, 0.24);
  }
}
* { box-sizing: border-box; }
[hidden] { display: none !important; }
html, body {
  margin: 0; height: 100%; overflow: hidden; overscroll-behavior: none;
  background: var(--bg); color: var(--label);
  font: 17px/1.3 -apple-system, BlinkMacSystemFont, "SF Pro Text", "Helvetica Neue", system-ui, sans-serif;
  -webkit-text-size-adjust: 100%; -webkit-tap-highlight-color: transparent;
}
.stage, .dock { -webkit-user-select: none; user-select: none; -webkit-touch-callout: none; }
.stage { position: fixed; inset: 0; overflow: hidden; touch-action: none; }
.screen { position: absolute; inset: 0; display: flex; flex-direction: column; background: var(--bg); }

.bar { flex: none; padding-top: env(safe-area-inset-top); background: var(--bar); border-bottom: 0.5px solid var(--separator); }
.bar-inner {
  height: var(--bar-height); display: grid; grid-template-columns: 1fr auto 1fr; align-items: center;
  padding: 0 8px; padding-left: max(8px, env(safe-area-inset-left)); padding-right: max(8px, env(safe-area-inset-right));
}
.bar-left { justify-self: start; display: flex; align-items: center; gap: 3px; color: var(--tint); white-space: nowrap; }
.chevron { width: 12px; height: 12px; border: solid var(--tint); border-width: 0 0 3px 3px; border-radius: 1px; transform: rotate(45deg); margin: 0 2px 0 6px; }
.screen[dir="rtl"] .chevron { transform: rotate(-135deg); }
.bar-left.no-chevron .chevron { display: none; }
.bar-right { justify-self: end; }
h1 { margin: 0; font-size: 17px; font-weight: 600; }

.content {
  flex: 1; min-height: 0; display: flex; flex-direction: column; overflow: hidden;
  padding-left: env(safe-area-inset-left); padding-right: env(safe-area-inset-right);
}
.lede { margin: 16px; color: var(--secondary); font-size: 15px; unicode-bidi: plaintext; text-align: start; }
.carousel { flex: none; height: 168px; overflow: hidden; margin-bottom: 16px; }
.cards { display: flex; gap: 12px; padding: 0 16px; height: 100%; width: max-content; }
.card {
  width: calc(100vw - 64px); height: 100%; border-radius: 14px; padding: 14px 16px;
  display: flex; align-items: flex-end; color: #ffffff; font-size: 28px; font-weight: 700;
}
.card:nth-child(5n + 1) { background: linear-gradient(135deg, #ff9500, #ff2d55); }
.card:nth-child(5n + 2) { background: linear-gradient(135deg, #5856d6, #007aff); }
.card:nth-child(5n + 3) { background: linear-gradient(135deg, #34c759, #30b0c7); }
.card:nth-child(5n + 4) { background: linear-gradient(135deg, #af52de, #ff2d55); }
.card:nth-child(5n + 5) { background: linear-gradient(135deg, #ffcc00, #ff9500); }
.list { flex: 1; min-height: 0; overflow: hidden; background: var(--cell); border-top: 0.5px solid var(--separator); }
.row {
  height: var(--row-height); display: flex; align-items: center; justify-content: space-between;
  padding: 0 16px; border-bottom: 0.5px solid var(--separator);
}
.row::after { content: ""; width: 8px; height: 8px; border: solid var(--secondary); border-width: 2px 2px 0 0; transform: rotate(45deg); }
.screen[dir="rtl"] .row::after { transform: rotate(-135deg); }

.ink { position: absolute; inset: 0; width: 100%; height: 100%; pointer-events: none; overflow: visible; }
#ink-line { fill: none; stroke: var(--ink); stroke-width: 4; stroke-linecap: round; stroke-linejoin: round; opacity: 0.85; }
#ink-start { fill: var(--ink); }
#ink-end { fill: var(--ink-end); stroke: var(--bg); stroke-width: 2; }
#ink-end.cancelled { fill: none; stroke: var(--ink); stroke-dasharray: 3 3; }

.dock {
  position: fixed; left: 0; right: 0; bottom: 0; z-index: 2;
  padding: 8px max(12px, env(safe-area-inset-right)) calc(8px + env(safe-area-inset-bottom)) max(12px, env(safe-area-inset-left));
  background: var(--dock); border-top: 0.5px solid var(--separator);
  -webkit-backdrop-filter: blur(20px); backdrop-filter: blur(20px);
}
.summary { margin: 0 0 6px; font-size: 13px; color: var(--label); font-variant-numeric: tabular-nums; min-height: 1.3em; }
.intents { display: flex; gap: 4px; padding: 2px; border-radius: 10px; background: var(--chip); }
.intents-label { margin: 0 0 4px; font-size: 11px; letter-spacing: 0.02em; text-transform: uppercase; color: var(--secondary); }
button { font: inherit; color: inherit; }
.chip {
  flex: 1; min-width: 0; border: 0; border-radius: 8px; padding: 6px 2px; font-size: 14px;
  background: transparent; color: var(--label); white-space: nowrap;
}
.chip[aria-pressed="true"] { background: var(--tint); color: #ffffff; font-weight: 600; }
.actions { display: flex; align-items: center; gap: 8px; margin-top: 8px; }
.count { flex: 1; text-align: center; font-size: 13px; color: var(--secondary); }
.action {
  border: 0; border-radius: 10px; padding: 8px 14px; font-size: 15px;
  background: var(--chip); color: var(--tint);
}
.action.primary { background: var(--tint); color: #ffffff; font-weight: 600; }
.action.danger { color: var(--danger); }
.action:disabled { opacity: 0.4; }

.sheet {
  position: fixed; inset: 0; z-index: 3; display: flex; flex-direction: column;
  background: var(--grouped); color: var(--label);
}
.sheet.closed { display: none; }
.sheet-head {
  flex: none; display: flex; align-items: center; justify-content: space-between; gap: 12px;
  padding: calc(10px + env(safe-area-inset-top)) max(16px, env(safe-area-inset-right)) 10px max(16px, env(safe-area-inset-left));
  background: var(--bar); border-bottom: 0.5px solid var(--separator);
}
.sheet-head h2 { margin: 0; font-size: 20px; }
.sheet-body {
  flex: 1; overflow-y: auto; -webkit-overflow-scrolling: touch; overscroll-behavior: contain;
  padding: 4px max(16px, env(safe-area-inset-right)) calc(24px + env(safe-area-inset-bottom)) max(16px, env(safe-area-inset-left));
  font-size: 15px; line-height: 1.4;
}
.sheet-body h3 { font-size: 17px; margin: 22px 0 6px; }
.sheet-body ol { padding-inline-start: 22px; margin: 6px 0; }
.sheet-body code { font: 13px ui-monospace, "SF Mono", Menlo, monospace; word-break: break-word; }
.privacy { background: var(--cell); border-radius: 10px; padding: 10px 12px; }
.note { color: var(--secondary); font-size: 13px; }
.form { display: flex; flex-direction: column; background: var(--cell); border-radius: 10px; overflow: hidden; }
.form label {
  display: flex; flex-direction: column; gap: 4px; padding: 10px 12px; border-bottom: 0.5px solid var(--separator);
  font-size: 13px; color: var(--secondary);
}
.form label:last-child { border-bottom: 0; }
.form label.check { flex-direction: row; align-items: center; gap: 10px; font-size: 16px; color: var(--label); }
.form select { font: inherit; font-size: 16px; color: var(--label); background: transparent; border: 0; padding: 2px 0; max-width: 100%; }
.form input[type="checkbox"] { width: 20px; height: 20px; accent-color: var(--tint); margin: 0; }
.strokes { list-style: none; padding: 0 !important; margin: 6px 0; background: var(--cell); border-radius: 10px; }
.strokes:empty { display: none; }
.strokes li { display: flex; align-items: center; gap: 8px; padding: 8px 12px; border-bottom: 0.5px solid var(--separator); font-size: 14px; font-variant-numeric: tabular-nums; }
.strokes li:last-child { border-bottom: 0; }
.strokes .what { flex: 1; min-width: 0; }
.strokes select { flex: none; font: inherit; color: var(--label); background: transparent; border: 0; }
.strokes button { border: 0; background: transparent; color: var(--danger); font-size: 14px; padding: 4px; }
.buttons { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
.buttons .action { padding: 10px 8px; }
.danger-zone { margin-top: 22px; }
.preview {
  max-height: 150px; overflow: auto; margin: 10px 0 0; padding: 8px 10px; border-radius: 10px;
  background: var(--cell); font: 11px/1.35 ui-monospace, "SF Mono", Menlo, monospace; white-space: pre-wrap; word-break: break-all; color: var(--secondary);
  -webkit-user-select: text; user-select: text;
}
.preview:empty { display: none; }
.toast {
  position: fixed; left: 50%; top: calc(56px + env(safe-area-inset-top)); transform: translateX(-50%); z-index: 4;
  max-width: calc(100vw - 32px); padding: 8px 14px; border-radius: 18px; font-size: 14px;
  background: rgba(0, 0, 0, 0.8); color: #ffffff; opacity: 0; transition: opacity 0.2s; pointer-events: none;
}
.toast.shown { opacity: 1; }
.safe-probe {
  position: fixed; visibility: hidden; pointer-events: none; left: 0; top: 0; width: 0; height: 0;
  padding: env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left);
}
"""#
}
