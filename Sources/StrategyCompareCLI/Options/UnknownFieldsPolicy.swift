import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// What `run` does with fields a trace file has that `backstrategies-trace/1` does not
/// define (`recordedBy`, `touches[3].force`).
///
/// By default they are accepted, and one note on stderr names them, so that a misspelt
/// optional field (`"intnet": "back"`) does not go unnoticed; stdout and the exit status
/// are unaffected. With `--strict` they are an error (exit 65).
enum UnknownFieldsPolicy {
  /// How many paths a note or an error lists before `and N more`.
  static let listedLimit = 5

  /// How many characters of one path are shown (paths quote the trace's own keys).
  static let pathLimit = 80

  /// The notes to print for `files`' unknown fields, or, with `strict`, the error.
  static func check(_ files: [(file: String, paths: [String])], strict: Bool) throws(CLIError) -> [String] {
    var notes: [String] = []
    for (file, paths) in files where !paths.isEmpty {
      let count = paths.count == 1 ? "1 unknown field" : "\(paths.count) unknown fields"
      if strict {
        throw CLIError(.dataError, "\(file): \(count), rejected by --strict: \(list(paths))")
      }
      notes.append("\(file): ignored \(count): \(list(paths)) (--strict rejects them)")
    }
    return notes
  }

  /// `a, b, c, d, e and 7 more`.
  static func list(_ paths: [String]) -> String {
    let shown = paths.prefix(listedLimit).map { Excerpt.of($0, limit: pathLimit) }.joined(separator: ", ")
    return paths.count > listedLimit ? "\(shown) and \(paths.count - listedLimit) more" : shown
  }
}
