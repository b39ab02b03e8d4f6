import BackStrategiesSupport

/// What a ``StrategyHarness`` found different from what the test said: the step it was
/// checking and, field by field, what was expected and what happened. It is an `Error`: a test
/// that `try`s ``StrategyHarness/receive(_:sending:navigation:)`` or
/// ``StrategyHarness/finish()`` fails with its ``description`` as the issue, like TCA's
/// `TestStore` failing a test.
///
///     step 3 (0.317 s gesture pan .ended): it differs from what the test expected
///       − navigation.isTransitioning: false
///       + navigation.isTransitioning: true
public struct HarnessMismatch: Error, Hashable, Sendable, CustomStringConvertible {
  /// One field that differs: its name and both values as text.
  public struct Difference: Hashable, Sendable {
    /// The field (`event`, `commands`, `navigation.progress`, `unreceived`).
    public var field: String
    /// What the test expected.
    public var expected: String
    /// What the strategy was handed, saw or sent.
    public var actual: String

    /// Creates a difference.
    public init(field: String, expected: String, actual: String) {
      self.field = field
      self.expected = expected
      self.actual = actual
    }
  }

  /// Which step, or what the harness was doing (`finish()`), and what went wrong.
  public var summary: String
  /// The fields that differ; empty when the message says it all.
  public var differences: [Difference]

  /// Creates a mismatch.
  public init(_ summary: String, differences: [Difference] = []) {
    self.summary = summary
    self.differences = differences
  }

  /// The summary, then each difference as a pair of `−` expected / `+` actual lines.
  public var description: String {
    differences.reduce(summary) { text, difference in
      text + "\n  − \(difference.field): \(difference.expected)\n  + \(difference.field): \(difference.actual)"
    }
  }

  /// How far apart two navigation progresses may be and still be the same, **[estimate]**
  /// 1e-9: a running transition's progress is computed (a tween's value at the event's time),
  /// so a test's `0.65` and the model's `0.6500000000000001` are one state; a real difference
  /// (a frame, a point of travel) is a thousandth or more.
  public static let progressTolerance = 1e-9

  /// The fields of navigation that differ, `expected` against `actual`. Progress is equal
  /// within ``progressTolerance``.
  static func differences(expected: NavigationSnapshot, actual: NavigationSnapshot) -> [Difference] {
    var found: [Difference] = []
    func compare<Value: Equatable>(_ name: String, _ a: Value, _ b: Value) {
      if a != b { found.append(Difference(field: "navigation.\(name)", expected: "\(a)", actual: "\(b)")) }
    }
    compare("count", expected.count, actual.count)
    compare("top", expected.top.id, actual.top.id)
    if expected.top.id == actual.top.id { compare("top (the screen's spec)", expected.top, actual.top) }
    compare("underID", expected.underID ?? "nil", actual.underID ?? "nil")
    compare("isTransitioning", expected.isTransitioning, actual.isTransitioning)
    if abs(expected.progress - actual.progress) > progressTolerance {
      found.append(
        Difference(
          field: "navigation.progress", expected: NumberFormatting.short(expected.progress, 9),
          actual: NumberFormatting.short(actual.progress, 9)))
    }
    return found
  }
}
