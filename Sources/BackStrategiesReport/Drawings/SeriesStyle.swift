import BackStrategies
import BackStrategiesSupport

/// How one strategy is drawn in every figure of a report: its colour (one for light, one for
/// dark backgrounds), its dash pattern and its marker shape. Dashes and markers differ for
/// every entry of ``ReportPalette/series``, so the curves stay apart when printed in grey;
/// past those entries ``ReportPalette/style(_:)`` combines a colour, a dash and a marker of
/// different entries, so no two strategies of a report share all three.
package struct SeriesStyle: Hashable, Sendable {
  /// CSS colour on a light background.
  package var light: String
  /// CSS colour on a dark background (lighter, to keep the contrast).
  package var dark: String
  /// SVG `stroke-dasharray`, or `nil` for a solid line.
  package var dashArray: String?
  /// Marker of the strategy's points (recognition, decision).
  package var marker: MarkerShape
  /// The ``ReportPalette/series`` entry whose colour this is: its CSS classes (`c3`, `f3`).
  package var colourSlot = 0
  /// The ``ReportPalette/series`` entry whose dash this is: its CSS class (`d5`).
  package var dashSlot = 0
  /// The ``ReportPalette/series`` entry whose marker this is.
  package var markerSlot = 0

  /// Creates a style.
  package init(light: String, dark: String, dashArray: String?, marker: MarkerShape) {
    self.light = light
    self.dark = dark
    self.dashArray = dashArray
    self.marker = marker
  }
}
