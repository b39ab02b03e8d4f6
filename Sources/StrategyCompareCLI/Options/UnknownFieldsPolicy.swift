import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// What `run` does with fields a trace file has that `backstrategies-trace/1` does not
/// define (`recordedBy`, `touches[3].force`), or defines in another object (`views` at the top
/// level, which belongs in `stack[i].views`: ``MisplacedField``).
///
/// By default they are accepted, and one note on stderr names them, so that a misspelt
/// optional field (`"intnet": "back"`) does not go unnoticed; a misplaced field gets a
/// warning of its own saying where it belongs, since what it means to say is ignored. stdout
/// and the exit status are unaffected. With `--strict` they are an error (exit 65), which
/// says where the misplaced ones belong.
enum UnknownFieldsPolicy {
  /// How many paths a note or an error lists before `and N more`, and how many misplaced
  /// fields get a warning of their own (the others are listed in the note).
  static let listedLimit = 5

  /// How many characters of one path are shown (paths quote the trace's own keys).
  static let pathLimit = 80

  /// What to print for `files`' unknown fields: a warning per misplaced field, then a note
  /// for the others; with `strict`, the error.
  static func check(_ files: [(file: String, paths: [String])], strict: Bool) throws(CLIError) -> (warnings: [String], notes: [String]) {
    var warnings: [String] = []
    var notes: [String] = []
    for (file, paths) in files where !paths.isEmpty {
      let misplaced = paths.compactMap(TraceFieldPlace.misplacement(ofUnknownField:))
      let count = paths.count == 1 ? "1 unknown field" : "\(paths.count) unknown fields"
      if strict {
        let homes = misplaced.prefix(listedLimit).map { "; \($0.found) belongs \($0.home)" }.joined()
        throw CLIError(.dataError, "\(file): \(count), rejected by --strict: \(list(paths))\(homes)")
      }
      let warned = misplaced.prefix(listedLimit)
      for field in warned {
        // A misplaced field's path is made of the format's own names and indices: nothing to escape.
        warnings.append("\(file): \(field) (--strict rejects it)")
      }
      let warnedPaths = Set(warned.map(\.path))
      let others = paths.filter { !warnedPaths.contains($0) }
      guard !others.isEmpty else { continue }
      let other = warned.isEmpty ? "" : "other "
      let otherCount = others.count == 1 ? "1 \(other)unknown field" : "\(others.count) \(other)unknown fields"
      notes.append("\(file): ignored \(otherCount): \(list(others)) (--strict rejects them)")
    }
    return (warnings, notes)
  }

  /// `a, b, c, d, e and 7 more`.
  static func list(_ paths: [String]) -> String {
    let shown = paths.prefix(listedLimit).map { Excerpt.of($0, limit: pathLimit) }.joined(separator: ", ")
    return paths.count > listedLimit ? "\(shown) and \(paths.count - listedLimit) more" : shown
  }
}
