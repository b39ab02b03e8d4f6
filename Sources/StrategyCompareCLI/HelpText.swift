import BackStrategies

/// The text of `--help` and `help <command>`.
enum HelpText {
  static let version = "strategy-compare 0.1.0 (BackStrategies)"

  static let overview = """
    strategy-compare: run iOS swipe-back techniques side by side on the same touch trace.

    USAGE
      strategy-compare [--strategies LIST] [--format table|json|csv]
      strategy-compare run <TRACE|SCENARIO|-> [--strategies LIST] [--format FORMAT] [--timeline] [--scene FILE] [--strict]
      strategy-compare list [--format table|json]
      strategy-compare scenarios [NAME] [--format table|json]
      strategy-compare explain <ID>
      strategy-compare help [COMMAND]

    With no command, runs every built-in scenario through every strategy's default preset and
    prints a matrix of outcomes.

    COMMANDS
      run        Run one trace through the strategies and show what each did.
      list       List the strategies and their presets.
      scenarios  List the built-in scenarios, or print one as a trace file.
      explain    Teach one technique: its rules with numbers, presets and pitfalls.
      help       Show help for a command.

    OPTIONS
      -s, --strategies LIST  Comma-separated ids, each 'id' or 'id:preset'; 'all' selects every
                             preset of every strategy. Default: each strategy's default preset.
      --format FORMAT        table (default), json or csv.
      -h, --help             Show this help.
      --version              Show the version.

    EXIT STATUS
      0 success, 64 usage error, 65 invalid trace or data, 66 input missing or unreadable,
      1 anything else. Errors go to stderr as one line starting 'strategy-compare: error:'.

    EXAMPLES
      strategy-compare
      strategy-compare run edge-swipe-past-half --strategies system-edge:shipped,system-edge:delegate-self
      strategy-compare run my-trace.json --format json --timeline
      cat recording.csv | strategy-compare run - --scene scene.json
      strategy-compare explain system-edge

    """

  static let run = """
    strategy-compare run: run one trace through the strategies.

    USAGE
      strategy-compare run <TRACE|SCENARIO|-> [--strategies LIST] [--format table|json|csv]
                                              [--timeline] [--scene FILE.json] [--strict]

    INPUT
      A path to a trace file: JSON in the backstrategies-trace/1 format (docs/trace-format.md),
      or CSV ('t,x,y,phase' lines; a .csv extension, or content not starting with '{').
      A built-in scenario name (see 'strategy-compare scenarios').
      '-' reads the trace from standard input.

    OPTIONS
      -s, --strategies LIST  Comma-separated 'id' or 'id:preset'; 'all' for every preset.
      --format FORMAT        table (default), json (backstrategies-comparison/1) or csv.
      --timeline             Add each strategy's frames, sampled at the device's refresh rate:
                             progress, top and under view x, dimming, shadow, overlay
                             (refused when it could pass \(RunOptions.maximumTimelineFrames) frames per strategy).
      --scene FILE.json      For CSV input: a backstrategies-trace/1 file whose device and
                             stack are used (its touches are ignored). Default: a 390 x 844 pt
                             phone with the stack root > detail.
      --strict               Reject fields the trace format does not define (exit 65);
                             without it they are ignored, with one note on stderr.

    """

  static let list = """
    strategy-compare list: list the strategies and their presets.

    USAGE
      strategy-compare list [--format table|json]

    The first preset of each strategy is its default (marked *). Select one with 'id:preset'.

    """

  static let scenarios = """
    strategy-compare scenarios: the built-in scenarios.

    USAGE
      strategy-compare scenarios [--format table|json]
      strategy-compare scenarios NAME

    Without a name, lists every scenario with its intent and what it shows. With a name, prints
    that scenario as a backstrategies-trace/1 JSON file, a starting point for your own traces.

    """

  static let explain = """
    strategy-compare explain: how a technique works.

    USAGE
      strategy-compare explain <ID>

    Prints the technique's idea, where it comes from, its rules with their numbers, its presets
    and how they differ, its pitfalls and when to choose it.

    """

  static let help = """
    strategy-compare help: show help.

    USAGE
      strategy-compare help [COMMAND]

    """

  /// Help for `topic`, or `nil` when there is no such command.
  static func text(for topic: String?) -> String? {
    switch topic {
    case nil: overview
    case "run": run
    case "list": list
    case "scenarios": scenarios
    case "explain": explain
    case "help": help
    default: nil
    }
  }
}
