import BackStrategies

/// The `strategy-compare` command-line tool.
public enum StrategyCompare {
  /// Runs the tool with the process's arguments and exits with its status.
  public static func main() {}
}
