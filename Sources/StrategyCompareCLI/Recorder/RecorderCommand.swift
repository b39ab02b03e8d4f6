/// `strategy-compare recorder [--output FILE]`: prints the recorder page (``RecorderPage``),
/// or writes it atomically with `--output` like every command's output.
enum RecorderCommand {
  /// The page's text.
  static func run() -> String { RecorderPage.html }
}
