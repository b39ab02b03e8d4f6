import BackStrategies
import BackStrategiesSupport

/// The parsers behind ``OptionConversions`` that read a value's text: a model's name, a shard,
/// comma-separated lists of families and needs, and the largest corpus `--generate` takes.
enum OptionValues {
  /// Largest corpus `--generate` accepts: ten million traces (a few hours of work; the memory
  /// used does not depend on it).
  static let maximumGenerated = 10_000_000

  /// The named model parameters, or a usage error listing the names.
  static func model(named name: String, command: String?) throws(CLIError) -> ModelParameters {
    guard let found = ModelParameters.named(name) else {
      throw CLIError.usage(
        "unknown model '\(Excerpt.of(name))' (expected one of: \(ModelParameters.named.map(\.name).joined(separator: ", ")))", command: command)
    }
    return found
  }

  /// `2/4` → shard 2 of 4, refusing anything but whole numbers with 1 ≤ K ≤ N.
  static func shard(_ text: String) throws(CLIError) -> CorpusShard {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
      throw CLIError.usage("--shard takes K/N (shard K of N, e.g. 2/4), got '\(Excerpt.of(text))'", command: .corpus)
    }
    guard let shard = CorpusShard(index: index, count: count) else {
      throw CLIError.usage("--shard \(Excerpt.of(text)): K must be from 1 to N and N at least 1", command: .corpus)
    }
    return shard
  }

  /// `edge-slow,tap` → families, with a suggestion for a misspelt one.
  static func families(_ text: String) throws(CLIError) -> [GestureFamily] {
    try commaList(text, flag: "--families", kind: "family", command: CommandName.corpus.rawValue)
  }

  /// `full-screen,scroll-views` → needs, with a suggestion for a misspelt one.
  static func needs(_ text: String) throws(CLIError) -> [Need] {
    try commaList(text, flag: "--needs", kind: "need", command: CommandName.recommend.rawValue)
  }

  /// A comma-separated list of names of `Value`, refusing an empty entry or an unknown name
  /// (with a suggestion for a misspelt one).
  static func commaList<Value: RawRepresentable & CaseIterable>(
    _ text: String, flag: String, kind: String, command: String
  ) throws(CLIError) -> [Value] where Value.RawValue == String {
    var values: [Value] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let name = String(part.filter { $0 != " " })
      guard let value = Value(rawValue: name) else {
        let message = name.isEmpty
          ? "\(flag) has an empty entry in '\(text)'"
          : Suggestion.unknownNameMessage(kind, name, expected: Value.allCases.map(\.rawValue))
        throw CLIError.usage(message, command: command)
      }
      values.append(value)
    }
    return values
  }
}
