import BackStrategies
import BackStrategiesSupport

/// The CSS of the reports: one set of rules for the drawings (embedded in each standalone SVG
/// and once in an HTML page) and one for the HTML page around them.
///
/// Rules name colours as `$name` (a ``ReportPalette/swatches`` entry, or `$s0`… for a
/// strategy). The light values are written into the rules themselves, so a renderer without
/// CSS custom properties or media queries still draws the light scheme; a
/// `prefers-color-scheme: dark` block repeats the rules that use a colour with the dark values.
/// The text contains no `<`, `>` or `&`, so it is the same in XML and in HTML.
package enum ReportStyleSheet {
  /// The system font stack: no font is downloaded or embedded.
  static let fontStack = "system-ui,-apple-system,\"Segoe UI\",Roboto,\"Helvetica Neue\",Arial,sans-serif"

  /// Rules of the drawings: selector and declarations.
  static let drawingRules: [(String, String)] = [
    ("svg text", "font-family:\(fontStack);font-size:11px;fill:$fg"),
    (".bg", "fill:$bg"),
    (".mu", "fill:$mu"),
    (".sm", "font-size:9px"),
    (".h", "font-size:13px;font-weight:600"),
    (".t", "font-size:18px;font-weight:600"),
    (".b", "font-weight:600"),
    (".lb", "font-size:9px;font-weight:600;text-anchor:middle"),
    (".e", "text-anchor:end"),
    (".m", "text-anchor:middle"),
    (".gr", "stroke:$gr;stroke-width:1"),
    (".ax", "stroke:$fg;stroke-width:1;fill:none"),
    (".ph", "fill:$pn;stroke:$mu;stroke-width:1.5"),
    (".fo", "fill:none;stroke:$mu;stroke-width:1"),
    (".vo", "fill:$vo"),
    (".tv", "fill:$tv"),
    (".uv", "fill:$uv"),
    (".ss", "fill:$ss"),
    (".nb", "fill:$nb"),
    (".dm", "fill:#000"),
    (".sh", "fill:#000;fill-opacity:.18"),
    (".scr", "fill:$vo;stroke:$mu;stroke-width:2"),
    (".eg", "fill:$eg"),
    (".sv", "fill:$sv;stroke:$s0;stroke-width:1;stroke-dasharray:3 2"),
    (".so", "fill:none;stroke:$s0;stroke-width:.75"),
    (".pa", "fill:$pa"),
    (".pb", "fill:$pb"),
    (".fp", "fill:none;stroke:$fg;stroke-width:2;stroke-linejoin:round;stroke-linecap:round"),
    (".fd", "fill:$fg"),
    (".fr", "fill:$bg;stroke:$fg;stroke-width:1.5"),
    (".fi", "fill:$fg;fill-opacity:.2;stroke:$fg;stroke-width:1"),
    (".ft", "fill:none;stroke:$fg;stroke-opacity:.45;stroke-width:1.5;stroke-linejoin:round;stroke-linecap:round"),
    (".cv", "fill:none;stroke-width:2;stroke-linejoin:round"),
    (".rl", "stroke:$mu;stroke-width:1;stroke-dasharray:4 3"),
    (".hm", "fill:$bg;stroke-width:1.5"),
    (".mk", "stroke:$bg;stroke-width:1"),
    (".ol", "stroke:$fg;stroke-width:.75;stroke-opacity:.8"),
    (".ic", "fill:none;stroke:$fg;stroke-width:1.25;stroke-linecap:round;stroke-linejoin:round"),
    (".hz", "fill:$hz"),
    (".hl", "stroke:$hz;stroke-width:1.5"),
  ]

  /// Rules of a replay's drawing (``Replay``): its time bar and cursor. Kept apart from
  /// ``drawingRules`` so the still pictures' files do not change.
  static let replayDrawingRules: [(String, String)] = [
    // A `<use>`d drawing's text has no `svg` ancestor in the browser's copy, so `svg text`
    // does not reach it; class rules still do, and win over this one.
    ("text", "font-family:\(fontStack);font-size:11px;fill:$fg"),
    (".rb", "fill:$gr"),
    (".rc", "fill:$fg"),
  ]

  /// Rules of a replay in an HTML page: CSS animations on one clock (`--n` for one loop,
  /// `--q` at ¼ speed, set on the replay's box) on every element that names one in its
  /// `style`, step timing for those whose name ends in `_`, the pause and ¼-speed radio
  /// buttons, and the note shown instead when the reader asks for reduced motion.
  static let replayPageRules: [(String, String)] = [
    (".rp [style]", "animation:var(--n) linear infinite"),
    (".rp [style$=\"_\"]", "animation-timing-function:step-end"),
    (".rpz:checked~.rp [style]", "animation-play-state:paused"),
    (".rpq:checked~.rp [style]", "animation-duration:var(--q)"),
    (".replay", "margin:.4em 0 .8em"),
    (".replay label", "font-size:.85em;margin-right:.8em"),
    (".replay input", "margin:0 .2em 0 0;vertical-align:middle"),
    (".rp svg", "display:block"),
    (".rm", "display:none"),
  ]

  /// Under `prefers-reduced-motion: reduce` a page hides its replays and says the filmstrips
  /// show the key moments instead.
  static let reducedMotionPageRules: [(String, String)] = [
    (".replay", "display:none"),
    (".rm", "display:block"),
  ]

  /// The stylesheet a standalone replay SVG adds to ``drawing``: the replay's rules and, under
  /// reduced motion, the replay hidden and the still pictures below it (group `.st`) moved up
  /// by `stillsShift` pixels into its place.
  static func replayDocument(stillsShift: Double) -> String {
    css(replayDrawingRules, series: false) + "@media (prefers-reduced-motion: reduce) {\n.rp{display:none}\n.st{transform:translate(0px,"
      + SVGNumber.format(-stillsShift) + "px)}\n}\n"
  }

  /// Rules of the HTML page around the drawings.
  static let pageRules: [(String, String)] = [
    (":root", "color-scheme:light dark"),
    ("body", "margin:0;background:$bg;color:$fg;font:15px/1.45 \(fontStack)"),
    ("main, header, footer", "max-width:1120px;margin:0 auto;padding:0 16px"),
    ("h1", "font-size:1.5em;margin:.8em 0 .2em"),
    ("h2", "font-size:1.25em;margin:0 0 .2em"),
    ("h3", "font-size:1em;margin:1em 0 .3em"),
    ("a", "color:$s0"),
    ("section", "border-top:1px solid $gr;padding:1.2em 0 .6em"),
    ("figure", "margin:0"),
    ("figcaption", "color:$mu;font-size:.85em"),
    ("code", "font-size:.9em"),
    (".facts, .note", "color:$mu;font-size:.9em;margin:.2em 0 .8em"),
    (".figs", "display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start"),
    (".trace-path", "flex:0 0 auto"),
    (".progress-chart", "flex:1 1 520px;min-width:0;max-width:720px"),
    (".progress-chart .wide svg", "width:100%;min-width:520px;height:auto"),
    ("ul.legend", "list-style:none;padding:0;margin:.2em 0;font-size:.85em"),
    (".wide", "overflow-x:auto"),
    (".strip svg", "display:block"),
    ("table", "border-collapse:collapse;font-size:.85em;margin:.4em 0"),
    ("th, td", "border-bottom:1px solid $gr;padding:.25em .5em;text-align:left;vertical-align:top"),
    ("th", "background:$pn;font-weight:600"),
    ("td.n, td.s", "white-space:nowrap"),
    ("td.n", "text-align:right"),
    ("tr.why td", "color:$mu;border-bottom-width:2px"),
    (".k", "display:inline-block;width:28px;height:10px;vertical-align:middle;margin-right:6px"),
    (".defs", "position:absolute;overflow:hidden"),
    (".matrix td.ok", "background:$ok"),
    (".matrix td.wa", "background:$wa"),
    (".matrix td.wr", "background:$wr"),
    (".matrix td.na", "background:$na;color:$mu"),
    (".matrix th .sn", "display:block;font-weight:normal;font-size:.72em;line-height:1.15;max-width:8em"),
    (".verdicts span.ok", "background:$ok;padding:0 .3em"),
    (".verdicts span.wa", "background:$wa;padding:0 .3em"),
    (".verdicts span.wr", "background:$wr;padding:0 .3em"),
    (".verdicts span.na", "background:$na;padding:0 .3em"),
    (".hzt", "color:$hz;font-weight:600"),
    ("ol.keys", "padding-left:1.6em;margin:.3em 0"),
  ]

  /// The widest screen, in CSS pixels, that gets the phone layout.
  static let phoneMaximumWidth = 640

  /// Rules for phones: each row of the outcome table becomes a card of labelled values.
  static let phoneRules: [(String, String)] = [
    ("table.outcomes, table.outcomes tbody, table.outcomes tr, table.outcomes td", "display:block;width:auto"),
    ("table.outcomes thead", "display:none"),
    ("table.outcomes tr", "border-top:1px solid $gr;padding:.3em 0"),
    ("table.outcomes td", "display:inline-block;border:0;padding:.05em .3em;margin-right:.6em;text-align:left"),
    ("table.outcomes td.s, table.outcomes tr.why td", "display:block"),
    ("table.outcomes td[data-label]::before", "content:attr(data-label) \": \";color:$mu"),
    ("table.outcomes tr.why", "border-top:0"),
  ]

  /// The stylesheet of a standalone SVG: the drawing rules only.
  package static var drawing: String { css(drawingRules) }

  /// The stylesheet of an HTML page: the page rules and the drawing rules, then the phone layout.
  package static var page: String {
    css(pageRules + drawingRules + replayDrawingRules + replayPageRules) + "@media (max-width: \(phoneMaximumWidth)px) {\n"
      + css(phoneRules, series: false) + "}\n" + "@media (prefers-reduced-motion: reduce) {\n" + css(reducedMotionPageRules, series: false) + "}\n"
  }

  /// Colour slots of the strategies: `.c0` strokes, `.f0` fills, `.d0` dashes.
  static var seriesRules: [(String, String)] {
    ReportPalette.series.indices.flatMap { index -> [(String, String)] in
      var rules = [(".c\(index)", "stroke:$s\(index)"), (".f\(index)", "fill:$s\(index)")]
      if let dash = ReportPalette.series[index].dashArray { rules.append((".d\(index)", "stroke-dasharray:\(dash)")) }
      return rules
    }
  }

  /// The rules (and the strategies' colour rules) in light values, then a dark-scheme block
  /// repeating those that use a colour.
  static func css(_ rules: [(String, String)], series: Bool = true) -> String {
    let all = rules + (series ? seriesRules : [])
    var light = ""
    var dark = ""
    for (selector, declarations) in all {
      light += selector + "{" + substitute(declarations, dark: false) + "}\n"
      if declarations.contains("$") { dark += selector + "{" + substitute(declarations, dark: true) + "}\n" }
    }
    return light + "@media (prefers-color-scheme: dark) {\n" + dark + "}\n"
  }

  /// `declarations` with every `$name` replaced by its light or dark value.
  static func substitute(_ declarations: String, dark: Bool) -> String {
    var output = ""
    var name = ""
    var inName = false
    func flush() {
      if inName { output += value(of: name, dark: dark) }
      name = ""
      inName = false
    }
    for character in declarations {
      if character == "$" {
        flush()
        inName = true
      } else if inName && (character.isLetter || character.isNumber) {
        name.append(character)
      } else {
        flush()
        output.append(character)
      }
    }
    flush()
    return output
  }

  /// The light or dark value of a colour name.
  static func value(of name: String, dark: Bool) -> String {
    if name.hasPrefix("s"), let index = Int(name.dropFirst()), ReportPalette.series.indices.contains(index) {
      let style = ReportPalette.series[index]
      return dark ? style.dark : style.light
    }
    guard let swatch = ReportPalette.swatches.first(where: { $0.name == name }) else {
      preconditionFailure("unknown colour $\(name) in the report stylesheet")
    }
    return dark ? swatch.dark : swatch.light
  }
}
