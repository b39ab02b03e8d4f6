/// One way to call a command, as one line of its help's `USAGE`: what launches it, the
/// command's words, then its groups (``UsageElement``), laid out within ``HelpLayout/width``.
struct UsageForm: Sendable {
  /// Where the lines after the first hang when the form does not fit on one line.
  enum Hang: Sendable {
    /// Under the first optional group (`[`): the options line up.
    case firstOption
    /// Under the first group after the command's words (an argument such as `<FILE|->`), for
    /// a form whose first optional group is too far right to hang the others under.
    case firstArgument
  }

  /// The program as the form runs it.
  static let program = "strategy-compare"
  /// The indentation of a usage line in help.
  static let indent = "  "

  /// What runs the program: ``program``, or a longer command (`swift run -c release strategy-compare`).
  var launcher = UsageForm.program
  /// Its groups, after the command's words.
  var elements: [UsageElement]
  /// Where its continuation lines hang.
  var hang = Hang.firstOption

  /// A form of `elements`.
  init(launcher: String = UsageForm.program, _ elements: [UsageElement], hang: Hang = .firstOption) {
    self.launcher = launcher
    self.elements = elements
    self.hang = hang
  }

  /// The options it names itself, in order (without those ``UsageElement/everyOtherOption(values:)``
  /// stands for).
  var namedOptions: [CommandLineOption] { elements.flatMap(\.namedOptions) }

  /// Its lines for `command` (``CommandName/matrix``: no words), `others` being the options
  /// ``UsageElement/everyOtherOption(values:)`` stands for: one line when it fits, else groups
  /// filled greedily within `width`, the later lines hanging per ``hang``. A group is never split.
  func lines(for command: CommandName, others: [CommandLineOption], width: Int = HelpLayout.width) -> [String] {
    let head = Self.indent + ([launcher] + command.words).joined(separator: " ")
    let groups = elements.map { $0.text(others: others) }
    let words = groups.flatMap { $0 }
    let whole = ([head] + words).joined(separator: " ")
    guard whole.count > width else { return [whole] }
    let hangColumn: Int
    switch hang {
    case .firstOption:
      let column = whole.firstIndex(of: "[").map { whole.distance(from: whole.startIndex, to: $0) }
      hangColumn = column ?? head.count + 1
    case .firstArgument:
      hangColumn = head.count + 1
    }
    return HelpLayout.layOut(words, head: head + " ", hang: hangColumn, width: width)
  }
}
