/// `strategy-compare recorder [--output FILE]`: prints the recorder page (``RecorderPage``),
/// or writes it atomically with `--output` like every command's output.
enum RecorderCommand {
  /// The build step of `recorder` (`--output` is already taken out; ``OptionParser`` refused
  /// any other argument).
  static func build(_ parsed: ParsedOptions) throws(CLIError) -> ParsedCommand {
    parsed.wantsHelp ? .help(topic: CommandName.recorder.rawValue) : .recorder
  }

  /// The page's text.
  static func run() -> String { RecorderPage.html }
}
