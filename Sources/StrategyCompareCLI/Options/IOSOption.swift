import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// `--ios 18`, `--ios 26` or `--ios 18,26`: the iOS releases a command runs on, overriding
/// each trace's `device.ios`. Two releases run side by side, oldest first.
enum IOSOption {
  /// The releases `text` names, each once, oldest first.
  ///
  /// - Throws: ``CLIError`` (usage) for an empty entry, a release that is not modelled, or one
  ///   named twice.
  static func parse(_ text: String, command: String?) throws(CLIError) -> [IOSVersion] {
    let expected = IOSVersion.allCases.map { String($0.number) }
    var releases: [IOSVersion] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let item = String(part.filter { $0 != " " })
      guard !item.isEmpty else { throw CLIError.usage("--ios has an empty entry in '\(Excerpt.of(text))'", command: command) }
      if let number = Int(item), let why = IOSVersion.whyNotModelled(number) {
        throw CLIError.usage("--ios \(number): \(why)", command: command)
      }
      guard let number = Int(item), let release = IOSVersion(rawValue: number) else {
        throw CLIError.usage(
          "--ios: unknown iOS release '\(Excerpt.of(item))' (expected \(expected.joined(separator: ", ")), or both: \(expected.joined(separator: ",")))",
          command: command)
      }
      guard !releases.contains(release) else {
        throw CLIError.usage("--ios names iOS \(number) twice in '\(Excerpt.of(text))'", command: command)
      }
      releases.append(release)
    }
    return releases.sorted()
  }
}
