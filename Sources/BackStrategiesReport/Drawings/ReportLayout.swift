import BackStrategies
import BackStrategiesSupport

/// Layout numbers the drawings share, in pixels.
enum ReportLayout {
  /// Baseline of a 13 px heading at the top of a figure, its ascenders just inside.
  static let headingBaseline = 14.0
  /// Baseline of the small line under such a heading.
  static let subheadingBaseline = 28.0
  /// Drop from a line's centre to the baseline of 11 px text centred on it: about half the
  /// height of its lower-case letters, so the text sits on the line's middle.
  static let centredTextDrop = 4.0
  /// Drop for 9 px text (the same proportion).
  static let smallCentredTextDrop = 3.0
  /// Radius of a strategy's marker next to its name (legends, headings, tables).
  static let keyMarkerRadius = 4.0
  /// Length of a strategy's line sample next to its name in a heading.
  static let keyLineLength = 26.0
  /// Space between a line sample and the text after it.
  static let keyTextGap = 8.0
  /// Indent of the lines under a table row (reason, metrics).
  static let indent = 14.0
  /// Space between a label and the edge or line it names.
  static let labelGap = 4.0
}
