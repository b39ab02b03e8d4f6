extension Point {
  /// Whether both coordinates are finite.
  var isFinite: Bool { x.isFinite && y.isFinite }
}

extension Rect {
  /// Whether the origin and the size are finite.
  var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}
