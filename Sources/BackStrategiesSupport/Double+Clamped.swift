extension Double {
  /// The value limited to `range`. Inlinable, so the model's hot loops in other modules keep it
  /// as two comparisons.
  @inlinable package func clamped(to range: ClosedRange<Double>) -> Double {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
