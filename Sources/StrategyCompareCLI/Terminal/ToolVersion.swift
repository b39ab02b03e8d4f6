/// The tool's name and version, as `--version` prints it and the scores documents record it.
enum ToolVersion {
  /// `strategy-compare 0.1.0 (BackStrategies)`.
  static let text = "strategy-compare 0.1.0 (BackStrategies)"
}
