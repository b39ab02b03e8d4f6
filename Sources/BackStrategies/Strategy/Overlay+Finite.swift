extension Overlay {
  /// Whether every number of the overlay is finite: its path, fill, offset and icon. The
  /// simulator ignores a `showOverlay` command whose overlay is not, as it ignores every
  /// command carrying a position that is not a number, so results stay finite.
  var isFinite: Bool {
    let pathFinite = path.allSatisfy { element in
      switch element {
      case .move(let point), .line(let point): point.isFinite
      case .quadCurve(let point, let control): point.isFinite && control.isFinite
      case .close: true
      }
    }
    return pathFinite && fill.isFinite && (icon?.isFinite ?? true) && offsetX.isFinite
  }
}

extension Overlay.Icon {
  /// Whether the frame and the tint are finite (`setOverlayIcon` ignores an icon that is not).
  var isFinite: Bool { frame.isFinite && (tint?.isFinite ?? true) }
}

extension RGBA {
  /// Whether all four components are finite.
  var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }
}
