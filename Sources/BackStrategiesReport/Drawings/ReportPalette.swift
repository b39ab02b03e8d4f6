import BackStrategies
import BackStrategiesSupport

/// The report's colours, dash patterns and markers, as named constants.
///
/// Strategy colours are the Okabe–Ito palette (distinguishable with the common colour-vision
/// deficiencies), minus its yellow and sky blue, which are too pale on white; each colour has
/// a lighter twin for dark mode.
package enum ReportPalette {
  /// The base styles: the first strategies' in selection order, one entry each; further
  /// strategies combine a colour, a dash and a marker of different entries (``style(_:)``).
  package static let series: [SeriesStyle] = [
    SeriesStyle(light: "#0072b2", dark: "#5aaeea", dashArray: nil, marker: .circle),
    SeriesStyle(light: "#d55e00", dark: "#ff8a4c", dashArray: "8 4", marker: .square),
    SeriesStyle(light: "#009e73", dark: "#33d6a6", dashArray: "2 3", marker: .triangle),
    SeriesStyle(light: "#cc79a7", dark: "#eba8cf", dashArray: "10 3 2 3", marker: .diamond),
    SeriesStyle(light: "#b07800", dark: "#f2c14e", dashArray: "5 2", marker: .triangleDown),
    SeriesStyle(light: "#6a3d9a", dark: "#bfa0e6", dashArray: "12 3 2 3 2 3", marker: .plus),
    SeriesStyle(light: "#8c564b", dark: "#d9a596", dashArray: "1 3", marker: .cross),
    SeriesStyle(light: "#4d4d4d", dark: "#c4c4c4", dashArray: "6 2 1 2", marker: .star),
  ]

  /// The colour entry of the strategy at `index`: the entries in turn.
  package static func slot(_ index: Int) -> Int { index % series.count }

  /// The style of the strategy at `index`: ``series``' entry for the first ones; after them,
  /// with *n* entries, the colour of entry `i mod n`, the dash of `(i + i / n) mod n` and the
  /// marker of `(i + 2·(i / n) + i / n²) mod n`. The colour and the dash give every index below
  /// *n²* its own pair (the dash's offset is the round), the marker every index below *n³* its
  /// own triple, and a strategy of a later round differs from the one of the same colour in
  /// the first round by its dash and, but in the middle round, by its marker too: 512 styles
  /// for eight entries, none drawn like another.
  package static func style(_ index: Int) -> SeriesStyle {
    let count = series.count
    let index = max(0, index)
    let round = index / count
    let colour = index % count
    let dash = (index + round) % count
    let marker = (index + 2 * round + index / (count * count)) % count
    var style = series[colour]
    style.dashArray = series[dash].dashArray
    style.marker = series[marker].marker
    style.colourSlot = colour
    style.dashSlot = dash
    style.markerSlot = marker
    return style
  }

  /// A named colour of the page and its drawings, light and dark (CSS custom properties).
  package struct Swatch: Hashable, Sendable {
    /// The custom property's name without `--`.
    package var name: String
    /// Value on a light background.
    package var light: String
    /// Value on a dark background.
    package var dark: String
  }

  /// The page's colours. The screen colours keep the top view lighter than the view under it
  /// in both schemes, as on a device in either appearance.
  package static let swatches: [Swatch] = [
    Swatch(name: "bg", light: "#ffffff", dark: "#15181c"),  // page background
    Swatch(name: "fg", light: "#1b1f24", dark: "#e6e8eb"),  // text, axes, the finger
    Swatch(name: "mu", light: "#59636e", dark: "#a3adb8"),  // secondary text, outlines
    Swatch(name: "gr", light: "#dde1e6", dark: "#333a42"),  // grid lines, table rules
    Swatch(name: "pn", light: "#f3f5f7", dark: "#1d2227"),  // panels
    Swatch(name: "vo", light: "#2b3036", dark: "#000000"),  // the window behind every view
    Swatch(name: "tv", light: "#ffffff", dark: "#454f5a"),  // top view
    Swatch(name: "nb", light: "#e4e8ed", dark: "#4a545f"),  // navigation bar
    Swatch(name: "uv", light: "#b9c6d4", dark: "#232a32"),  // the view under the top view
    Swatch(name: "ss", light: "#e3cf9f", dark: "#5b4b2a"),  // a screenshot under the top view
    Swatch(name: "eg", light: "rgba(230,159,0,.3)", dark: "rgba(242,193,78,.28)"),  // edge regions
    Swatch(name: "sv", light: "rgba(0,114,178,.12)", dark: "rgba(90,174,234,.2)"),  // scroll view frames
    Swatch(name: "pa", light: "#cfe3f3", dark: "#2d4a63"),  // scroll content, odd pages
    Swatch(name: "pb", light: "#a9cbe6", dark: "#3d6283"),  // scroll content, even pages
    Swatch(name: "ok", light: "#e3f4ea", dark: "#1e3a2a"),  // matrix cell: verdict right
    Swatch(name: "wa", light: "#fdf0d5", dark: "#403417"),  // matrix cell: verdict hazard
    Swatch(name: "wr", light: "#f9dedc", dark: "#4a2423"),  // matrix cell: verdict wrong
    Swatch(name: "na", light: "#eceff1", dark: "#2b2f33"),  // matrix cell: verdict n/a
    Swatch(name: "hz", light: "#b3261e", dark: "#ff8a80"),  // hazard text and marks
  ]
}

extension ReportPalette {
  /// CSS classes that colour and dash a line of the strategy at `index` (`c1 d1`).
  package static func lineClasses(_ index: Int) -> String {
    let style = style(index)
    return style.dashArray == nil ? "c\(style.colourSlot)" : "c\(style.colourSlot) d\(style.dashSlot)"
  }

  /// CSS class that fills with the colour of the strategy at `index` (`f1`).
  package static func fillClass(_ index: Int) -> String { "f\(slot(index))" }

  /// CSS class that strokes with the colour of the strategy at `index` (`c1`).
  package static func strokeClass(_ index: Int) -> String { "c\(slot(index))" }
}
