/// `strategy-compare recorder [--output FILE]`: prints the recorder page (``RecorderPage``),
/// or writes it atomically with `--output` like every command's output.
enum RecorderCommand {
  /// Parses the arguments after `recorder` (`--output` is already taken out).
  static func parse(_ arguments: [String]) throws(CLIError) -> ParsedCommand {
    for argument in arguments {
      switch argument {
      case "--help", "-h": return .help(topic: "recorder")
      default:
        if argument.hasPrefix("-") {
          throw CLIError.usage("unknown option '\(argument)' for recorder (it takes only --output FILE)", command: "recorder")
        }
        throw CLIError.usage("recorder takes no argument, got '\(argument)'; write the page with --output FILE", command: "recorder")
      }
    }
    return .recorder
  }

  /// The page's text.
  static func run() -> String { RecorderPage.html }
}
