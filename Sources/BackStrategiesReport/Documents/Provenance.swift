import BackStrategies
import BackStrategiesSupport

/// What made an output, so that a saved result can be reproduced: the program and its version,
/// the model of UIKit the runs used (by the name `--model` takes) and the iOS releases they ran on.
///
/// The core library cannot know which program renders its results, nor that program's version:
/// the program builds this value (`strategy-compare` does from its version, `--model` and
/// `--ios`) and passes it to the renderers, which print what they are given: a line under a
/// table's title (``line``), a `madeBy` member at the top of a JSON document (``json``), a line
/// under an HTML page's or SVG picture's title, and in CSV a first `#` comment line
/// (``csvComment``) only when the caller asks for it (not every CSV reader skips comments).
/// A renderer given no provenance prints none.
public struct Provenance: Hashable, Sendable {
  /// The program that made the output, with its version
  /// (`strategy-compare 0.1.0 (BackStrategies)`); `nil` when the caller names none.
  public var tool: String?
  /// The name of the model parameters the runs used (`ModelParameters.name`): the name
  /// `--model` takes to make the same runs again (`uikit26`).
  public var model: String
  /// The iOS releases the runs used, oldest first; empty when each trace ran on its own
  /// `device.ios` and the releases were not gathered (a corpus without `--ios`).
  public var ios: [IOSVersion]

  /// Provenance from its parts; `ios` is sorted and each release kept once.
  public init(tool: String? = nil, model: String = ModelParameters.uikit26.name, ios: [IOSVersion] = []) {
    self.tool = tool
    self.model = model
    self.ios = Array(Set(ios)).sorted()
  }

  /// Provenance of runs made with `parameters`: their `ModelParameters.name`.
  public init(tool: String? = nil, parameters: ModelParameters, ios: [IOSVersion] = []) {
    self.init(tool: tool, model: parameters.name, ios: ios)
  }

  /// The same provenance with the releases `results` ran on (`RunResult.ios`).
  public func ran(_ results: [RunResult]) -> Provenance {
    var copy = self
    copy.ios = Array(Set(results.map(\.ios))).sorted()
    return copy
  }

  /// The same provenance with the releases every result of `matrix` ran on.
  public func ran(_ matrix: ComparisonMatrix) -> Provenance {
    ran(matrix.rows.flatMap(\.results))
  }

  /// The same provenance with the releases of `comparisons` ran on.
  public func ran(_ comparisons: [Comparison]) -> Provenance {
    ran(comparisons.flatMap(\.results))
  }

  /// The name of the member JSON documents carry it in.
  public static let jsonKey = "madeBy"

  /// The releases in words: `iOS 26`, `iOS 18 and iOS 26`, or `each trace's own iOS`.
  public var releasesText: String {
    ios.isEmpty ? "each trace's own iOS" : ios.map(\.label).joined(separator: " and ")
  }

  /// The line under a table's or a page's title:
  /// `Made by strategy-compare 0.1.0 (BackStrategies) on iOS 26, model uikit26.` (the releases
  /// before the model, so that a line too long for a terminal breaks before the model's name,
  /// not inside a release).
  public var line: String {
    "Made" + (tool.map { " by \($0)" } ?? "") + " on \(releasesText), model \(model)."
  }

  /// The first line of a CSV with comments: ``line`` after `# `.
  public var csvComment: String { "# " + line }

  /// The `madeBy` member's value: `{"tool": "strategy-compare 0.1.0 (BackStrategies)",
  /// "model": "uikit26", "ios": [26]}`; `tool` is `null` when none was named, `ios` `null` when
  /// each trace ran on its own release.
  public var json: JSONOutput {
    .object([
      ("tool", tool.map { .string($0) } ?? .null),
      ("model", .string(model)),
      ("ios", ios.isEmpty ? .null : .array(ios.map { .number(Double($0.number)) })),
    ])
  }

  /// `members` with the `madeBy` member after the first (the `format`) when `provenance` is
  /// given, unchanged when it is `nil`.
  static func members(
    _ members: [(key: String, value: JSONOutput)], madeBy provenance: Provenance?
  ) -> [(key: String, value: JSONOutput)] {
    guard let provenance else { return members }
    var members = members
    members.insert((jsonKey, provenance.json), at: min(1, members.count))
    return members
  }

  /// `csv` with ``csvComment`` as its first line when `provenance` is given.
  static func commented(_ csv: String, _ provenance: Provenance?) -> String {
    guard let provenance else { return csv }
    return provenance.csvComment + "\n" + csv
  }
}
