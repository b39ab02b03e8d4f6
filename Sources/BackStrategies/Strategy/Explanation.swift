/// The words that explain a decision, written only when a result is reported.
///
/// Strategies explain every decision with its numbers ("released at 62 % > 50 %: finish").
/// Most explanations are replaced by a later one before anyone reads them, so a strategy can
/// hand over a closure that writes the text on demand: `context.send(.explain { "released at \(p) > 0.5" })`.
public struct Explanation: Sendable, Hashable, CustomStringConvertible, Codable {
  private let write: @Sendable () -> String

  /// Text written when first read.
  public init(_ write: @escaping @Sendable () -> String) {
    self.write = write
  }

  /// Text already written.
  public init(text: String) {
    self.write = { text }
  }

  /// The text.
  public var description: String { write() }

  /// What writes the text, for a holder that words it later still (a kept refusal): handed on
  /// as it is, where `{ explanation.description }` would be a closure more to allocate.
  var words: @Sendable () -> String { write }

  /// Explanations are equal when their texts are.
  public static func == (lhs: Explanation, rhs: Explanation) -> Bool { lhs.description == rhs.description }

  /// Hashes the text.
  public func hash(into hasher: inout Hasher) { hasher.combine(description) }

  /// Decodes the text, written already.
  public init(from decoder: any Decoder) throws {
    self.init(text: try decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes the text (writing it, if it was not yet).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}

extension StrategyCommand {
  /// Explains a decision in words with its numbers (the run's `reason`).
  public static func explain(_ text: String) -> StrategyCommand {
    .explain(Explanation(text: text))
  }

  /// Explains a decision with text written only if the run's reason is read: a decision that a
  /// later one may replace need not word itself.
  public static func explain(_ write: @escaping @Sendable () -> String) -> StrategyCommand {
    .explain(Explanation(write))
  }
}
