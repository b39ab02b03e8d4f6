/// The usage error for an option that a parse reads for several commands (the matrix, `run`,
/// `list`, `scenarios`, `explain`, `bench` and `help` share one) but that only some of them
/// take: `--timeline applies to 'run' only, not list`.
struct OptionMisuse: Sendable {
  /// When the check runs; checks run stage by stage, each stage in catalog order.
  enum Stage: Int, Sendable, Comparable, CaseIterable {
    /// Before `--help` and `--version` are answered (`--intent`).
    case beforeHelp
    /// After them: the options of `bench` (`--quick`, `--memory-probe`, `--only`).
    case benchOptions
    /// `run`'s `--strict`.
    case strictness
    /// The model and the releases (`--model`, `--ios`).
    case runSettings
    /// In the command's own check, after its arguments: what `run` adds to its output.
    case runOutputs
    /// Last: the strategy selection.
    case selection

    static func < (lhs: Stage, rhs: Stage) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// How the message reads.
  enum Wording: Sendable {
    /// `--strict applies to 'run' only, not list`.
    case namingOffender
    /// `--quick applies to 'bench' only`.
    case withoutOffender
    /// `--strategies does not apply to list`.
    case doesNotApply
  }

  /// The check of an option that declares none: refused last, as `--format does not apply to
  /// explain` (`explain` prints text only, `--version` takes no command).
  static let unlisted = OptionMisuse(stage: .selection, wording: .doesNotApply)

  /// When the check runs.
  var stage: Stage
  /// How the message reads.
  var wording: Wording = .namingOffender
  /// The commands the message lists, when not all those the option applies to (`--scene` is
  /// `run`'s only, among the commands of its parse).
  var listed: [CommandName]? = nil

  /// The message for `option` given to `command` (`nil`: the matrix).
  func message(for option: CommandLineOption, command: String?) -> String {
    let offender = command ?? CommandName.matrix.quoted
    if wording == .doesNotApply { return "\(option.long) does not apply to \(offender)" }
    let names = (listed ?? option.commands).map(\.quoted)
    let list = names.count == 1 ? "\(names[0]) only" : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    return "\(option.long) applies to \(list)" + (wording == .namingOffender ? ", not \(offender)" : "")
  }
}
