import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// The text of `--help` and `help <command>`.
enum HelpText {
  /// `--version`'s line (``ToolVersion/text``).
  static var version: String { ToolVersion.text }

  static let overview = """
    strategy-compare: run iOS swipe-back techniques side by side on the same touch trace.

    USAGE
      strategy-compare [--strategies LIST] [--format table|json|csv|html] [--output FILE]
      strategy-compare run <TRACE|SCENARIO|-> [--strategies LIST] [--format FORMAT] [--timeline]
                                              [--events] [--scene FILE] [--strict] [--output FILE]
      strategy-compare list [--format table|json]
      strategy-compare scenarios [NAME] [--format table|json]
      strategy-compare explain <ID>
      strategy-compare corpus <FILE.jsonl|DIR | --generate N> [--by family] [--format FORMAT]
                              [--shard K/N --emit-scores PART.json]
      strategy-compare corpus merge PART.json... [--by family] [--format FORMAT]
      strategy-compare recommend [--needs LIST] [--corpus FILE.jsonl]
      strategy-compare recommend --screen KIND|FILE.json
      strategy-compare bench [--quick] [--only LIST] [--baseline PATH] [--format table|json]
      strategy-compare docs [--check] [DIR]
      strategy-compare recorder [--output recorder.html]
      strategy-compare import <FILE|-> --from getevent|evemu|csv [OPTIONS] [--output FILE.jsonl]
      strategy-compare help [COMMAND]

    With no command, runs every built-in scenario through every strategy's default preset and
    prints a matrix of outcomes.

    COMMANDS
      run        Run one trace through the strategies and show what each did.
      list       List the strategies and their presets.
      scenarios  List the built-in scenarios, or print one as a trace file.
      explain    Teach one technique: its rules with numbers, presets and pitfalls.
      corpus     Score the strategies over a labelled corpus (generated or read);
                 split it into shards and merge their scores exactly (docs/scale.md).
      recommend  Rank the strategies for stated needs, with the scores behind each rank;
                 with --screen, the iOS 26 content-swipe fix for a kind of screen.
      bench      Measure decoding and simulation speed (use a release build).
      docs       Draw the documentation's pictures into docs/images (or check them).
      recorder   Write the recorder page: record your own traces on an iPhone.
      import     Turn a touch recording (getevent, evemu, CSV) into traces, one per stroke.
      help       Show help for a command.

    OPTIONS
    \(OptionHelpBlock.render(.matrix, options: [OptionCatalog.strategies, OptionCatalog.format, OptionCatalog.ios, OptionCatalog.model, OptionCatalog.output, OptionCatalog.help, OptionCatalog.version]))

      Given again, a list option (--strategies, --needs, --allow, --families, --ios, --only)
      adds to its list: '-s cupertino -s predictive-back' is '-s cupertino,predictive-back'.
      Any other option that takes a value, given twice, is a usage error (exit 64).

    EXIT STATUS
      0 success, 64 usage error, 65 invalid trace or data, 66 input missing or unreadable,
      73 an --output or --emit file or a docs picture cannot be written, or --output names
      an input, 1 anything else (such as 'docs --check' finding a stale picture). Errors go
      to stderr as one line starting 'strategy-compare: error:'.

    EXAMPLES
      strategy-compare
      strategy-compare run custom-back-button -s system-edge,system-edge:guarded
      strategy-compare run my-trace.json --format json --timeline
      strategy-compare run carousel-at-start --format svg --output carousel.svg
      strategy-compare --format html --output report.html
      cat recording.csv | strategy-compare run - --scene scene.json
      strategy-compare explain system-edge

    """

  static let run = """
    strategy-compare run: run one trace through the strategies.

    USAGE
      strategy-compare run <TRACE|SCENARIO|-> [--strategies LIST] [--format table|json|csv|svg|html]
                                              [--timeline] [--events] [--scene FILE.json] [--strict]
                                              [--intent INTENT] [--output FILE]

    INPUT
      A path to a trace file: JSON in the backstrategies-trace/1 format (docs/trace-format.md),
      or CSV ('t,x,y,phase' lines; a .csv extension, or content not starting with '{').
      A built-in scenario name (see 'strategy-compare scenarios').
      '-' reads the trace from standard input.
      One trace: a JSON Lines file of several is refused with a pointer to 'corpus'.

    OPTIONS
    \(OptionHelpBlock.render(.run, options: [OptionCatalog.strategies, OptionCatalog.format, OptionCatalog.timeline, OptionCatalog.events, OptionCatalog.scene, OptionCatalog.strict, OptionCatalog.intent, OptionCatalog.ios, OptionCatalog.model, OptionCatalog.output]))

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

  static let bench = """
    strategy-compare bench: measure decoding and simulation speed.

    USAGE
      swift run -c release strategy-compare bench [--quick] [--only LIST]
                                                  [--baseline PATH]
                                                  [--format table|json]

    SECTIONS (--only runs the comma-separated ones named)
      decode       trace samples decoded per second, JSON and CSV, and the targets
      reference    the same bytes decoded by the precise paths alone, and by
                   Foundation's JSONDecoder into Codable structs; the ratios
      floor        decoding plus one pass over the touches, no strategy: the cost
                   of reading
      strategy     touch events simulated per second by each strategy and preset,
                   timeline off, and its time divided by the floor's (the two
                   timed in alternation)
      matrix       wall time of the default run (every scenario x every default
                   strategy)
      corpus       a generated corpus scored with 1 job and with every core, in
                   alternation
      corpus-file  the same corpus read from a .jsonl file on disk, decoding
                   included, and the targets
      doubt        a tenth of that corpus scored with 1 job without and with
                   --doubt, in alternation: what weighing the open choices costs
      memory       peak memory of corpus runs of two sizes, in child processes

    --baseline PATH also runs another build's strategy-compare (a previous release
    built in a clone) before and after the corpus section, and compares its one-job
    corpus rate with this build's. Under the table: each speed target and its verdict.

    Each figure is the median of several runs after a warm-up, with the spread;
    figures compared as a ratio are timed in alternation, so a machine that slows
    partway weighs on both alike.
    --quick does little work, to check that every section runs; quote figures
    from a full release run.

    """

  static let docs = """
    strategy-compare docs: draw the pictures the documentation shows.

    USAGE
      strategy-compare docs [--check] [DIR]

    Runs the scenarios the pages in docs/ illustrate and writes each as an SVG into DIR
    (default docs/images, relative to the current directory: run it from the repository
    root). Files whose content would not change are left alone. Besides the still
    pictures, each teaching page (docs/strategies) gets replay-PAGE.svg: its most
    telling scenario replayed, animated, above the filmstrips.

    \(OptionHelpBlock.render(.docs, column: OptionHelpBlock.docsColumn, options: [OptionCatalog.check]))

    """

  static let help = """
    strategy-compare help: show help.

    USAGE
      strategy-compare help [COMMAND]

    """

  /// Help for `topic`, or `nil` when there is no such command.
  /// The help for `topic` (`nil`: the overview), laid out within ``HelpLayout/width`` columns.
  static func text(for topic: String?) -> String? {
    source(for: topic).map { HelpLayout.fit($0) }
  }

  /// The help as written, before ``HelpLayout`` lays it out.
  static func source(for topic: String?) -> String? {
    switch topic {
    case nil: overview
    case "run": run
    case "list": list
    case "scenarios": scenarios
    case "explain": explain
    case "corpus": corpus
    case CorpusMergeOptions.command: corpusMerge
    case "recommend": recommend
    case "bench": bench
    case "docs": docs
    case "recorder": recorder
    case "import": importing
    case "help": help
    default: nil
    }
  }
}
