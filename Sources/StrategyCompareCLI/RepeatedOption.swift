/// What the command line does with an option given more than once.
///
/// - A **list** option's values accumulate: `--needs full-screen --needs scroll-views` is
///   `--needs full-screen,scroll-views`, and so are `-s`/`--strategies`, `--allow`,
///   `--families`, `--ios` and `--only` (``joined(_:_:)``).
/// - A **single-valued** option (`--format`, `--seed`, `--scene`, `--intent`…) given twice is a
///   usage error naming it, as `--output` is (``note(_:)``): the tool does not guess which one
///   was meant. A flag without a value (`--timeline`) may be repeated; it stays on.
struct RepeatedOption: Sendable {
  /// The single-valued options of one command, by their long names.
  let singleValued: Set<String>
  /// Short names and their long names (`-j` → `--jobs`).
  let aliases: [String: String]
  /// The command whose help a usage error points to.
  let command: String?
  /// The single-valued options seen so far, by long name.
  private var seen: Set<String> = []

  /// A tracker for one parse of `command`'s arguments.
  init(singleValued: Set<String>, aliases: [String: String] = [:], command: String?) {
    self.singleValued = singleValued
    self.aliases = aliases
    self.command = command
  }

  /// Notes that `flag` was given; a single-valued one given before is a usage error pointing
  /// to the help of `command` (the tracker's own when `nil`: a parser that learns its command
  /// from the arguments passes it as it stands).
  mutating func note(_ flag: String, command: String? = nil) throws(CLIError) {
    let name = aliases[flag] ?? flag
    guard singleValued.contains(name) else { return }
    guard seen.insert(name).inserted else {
      throw CLIError.usage("\(name) is given twice; it takes one value (list options such as --strategies accumulate)", command: command ?? self.command)
    }
  }

  /// A list option's text so far with one more occurrence's value after a comma.
  static func joined(_ earlier: String?, _ value: String) -> String {
    earlier.map { $0 + "," + value } ?? value
  }
}
