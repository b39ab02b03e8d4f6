/// A command of the tool: the one place its name is spelt. The option table names the commands
/// an option applies to with it; ``CommandSpec`` declares each one.
///
/// ``matrix`` is the run with no command; it is named "the matrix" in messages.
enum CommandName: String, Sendable, CaseIterable {
  /// No command: every built-in scenario × the selected strategies.
  case matrix
  /// `run`.
  case run
  /// `list`.
  case list
  /// `scenarios`.
  case scenarios
  /// `explain`.
  case explain
  /// `corpus`.
  case corpus
  /// `corpus merge`.
  case corpusMerge = "corpus merge"
  /// `recommend`.
  case recommend
  /// `bench`.
  case bench
  /// `docs`.
  case docs
  /// `recorder`.
  case recorder
  /// `import`.
  case importing = "import"
  /// `help`.
  case help
  /// `export`.
  case export
  /// `check`.
  case check
  /// `probes`.
  case probes

  /// Whether `command`, as a parse learnt it (`nil`: no command, the matrix), is this one.
  func matches(_ command: String?) -> Bool {
    self == .matrix ? command == nil : command == rawValue
  }

  /// The words that name it on the command line (`corpus merge`: two; the matrix: none).
  var words: [String] { self == .matrix ? [] : rawValue.split(separator: " ").map(String.init) }

  /// How a usage error lists it: `'run'`, or `the matrix`.
  var quoted: String { self == .matrix ? "the matrix" : "'\(rawValue)'" }
}
