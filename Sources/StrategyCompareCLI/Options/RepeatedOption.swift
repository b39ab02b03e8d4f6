/// What the command line does with an option given more than once (``OptionArity``).
///
/// - A **list** option's values accumulate: `--needs full-screen --needs scroll-views` is
///   `--needs full-screen,scroll-views`, and so are `-s`/`--strategies`, `--allow`,
///   `--families`, `--ios` and `--only` (``joined(_:_:)``).
/// - A **single-valued** option (`--format`, `--seed`, `--scene`, `--intent`…) given twice is a
///   usage error naming it, as `--output` is (``note(_:command:)``): the tool does not guess which one
///   was meant. A flag without a value (`--timeline`) may be repeated; it stays on.
struct RepeatedOption: Sendable {
  /// The single-valued options of one parse, by their long names.
  let singleValued: Set<String>
  /// The single-valued options seen so far, by long name.
  private var seen: Set<String> = []

  /// A tracker for one parse.
  init(singleValued: Set<String>) {
    self.singleValued = singleValued
  }

  /// Notes that the option named `name` (its long name) was given; a single-valued one given
  /// before is a usage error pointing to the help of `command`.
  mutating func note(_ name: String, command: String?) throws(CLIError) {
    guard singleValued.contains(name) else { return }
    guard seen.insert(name).inserted else {
      throw CLIError.usage("\(name) is given twice; it takes one value (list options such as --strategies accumulate)", command: command)
    }
  }

  /// A list option's text so far with one more occurrence's value after a comma.
  static func joined(_ earlier: String?, _ value: String) -> String {
    earlier.map { $0 + "," + value } ?? value
  }
}
