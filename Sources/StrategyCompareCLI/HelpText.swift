import BackStrategies

/// The text of `--help` and `help <command>`.
enum HelpText {
  static let version = "strategy-compare 0.1.0 (BackStrategies)"

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
      strategy-compare bench [--quick] [--only LIST] [--format table|json]
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
      recommend  Rank the strategies for stated needs, with the scores behind each rank.
      bench      Measure decoding and simulation speed (use a release build).
      docs       Draw the documentation's pictures into docs/images (or check them).
      recorder   Write the recorder page: record your own traces on an iPhone.
      import     Turn a touch recording (getevent, evemu, CSV) into traces, one per stroke.
      help       Show help for a command.

    OPTIONS
      -s, --strategies LIST  Comma-separated ids, each 'id' or 'id:preset'; 'all' selects every
                             preset of every strategy. Default: each strategy's default preset.
      --format FORMAT        table (default), json, csv, or html (a drawn report of every
                             scenario: one self-contained page, about 3 MiB,
                             with an animated replay per scenario).
      --ios 18|26|18,26      The iOS release, overriding each trace's device.ios (default 26:
                             every navigation controller has the content swipe). 18,26 runs
                             both and marks every cell that changes, with the rule responsible.
      --model NAME           The UIKit model: uikit26 (default), uikit26-legacy-pop (UIKit's
                             legacy release rule: pops whenever the finger moves back or rests)
                             or uikit26-classic-parallax (iOS 18's pop on iOS 26).
      -o, --output FILE      Write what would be printed to FILE instead, atomically (a
                             temporary file beside it, then renamed; links are followed,
                             devices and FIFOs written through, permissions kept, an input
                             never overwritten); '-' is stdout.
      -h, --help             Show this help.
      --version              Show the version.

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
      -s, --strategies LIST  Comma-separated 'id' or 'id:preset'; 'all' for every preset;
                             repeat it to add more.
      --format FORMAT        table (default), json (backstrategies-comparison/1), csv, or a
                             drawing: svg (one standalone picture) or html (a self-contained
                             page). Drawings show the finger's path, progress against time for
                             every strategy, each strategy's screen at its key moments and the
                             outcome table, all drawn from the runs' timeline frames.
                             Both open with a replay: a phone per strategy,
                             one finger and one clock, looping (SMIL in svg;
                             CSS in html, with pause and 1/4-speed buttons).
      --timeline             Add each strategy's frames, sampled at the device's refresh rate:
                             progress, top and under view x, dimming, shadow, overlay
                             (refused when it could pass \(RunOptions.maximumTimelineFrames) frames per strategy).
      --events               Add each strategy's event log, in order: every recogniser callback
                             (time, state, location, translation, velocity) and who got it, every
                             shouldBegin question with its answer, every failure and why, every
                             command the strategy or UIKit's pop handler sent (table or json).
      --scene FILE.json      For CSV input: a backstrategies-trace/1 file whose device and
                             stack are used (its touches are ignored). Default: a 390 x 844 pt
                             phone with the stack root > detail.
      --strict               Reject fields the trace format does not define (exit 65);
                             without it they are ignored, with one note on stderr.
      --intent INTENT        What the person meant (back, backToRoot, stay, scroll, none),
                             replacing the trace's own: a CSV trace, which has none, then
                             gets a verdict per strategy.
      --ios 18|26|18,26      The iOS release, overriding the trace's device.ios; 18,26 shows
                             both rows per strategy and marks (≠) the one that changes.
      --model NAME           The UIKit model: uikit26 (default), uikit26-legacy-pop (UIKit's
                             legacy release rule: pops whenever the finger moves back or rests)
                             or uikit26-classic-parallax (iOS 18's pop on iOS 26).
      -o, --output FILE      Write to FILE instead of stdout, atomically.

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
                                                  [--format table|json]

    SECTIONS (--only runs the comma-separated ones named)
      decode       trace samples decoded per second, JSON and CSV, and the targets
      reference    the same bytes decoded by the precise paths alone, and by
                   Foundation's JSONDecoder into Codable structs; the ratios
      floor        decoding plus one pass over the touches, no strategy: the cost
                   of reading
      strategy     touch events simulated per second by each strategy and preset,
                   timeline off, and its time divided by the floor's
      matrix       wall time of the default run (every scenario x every default
                   strategy)
      corpus       a generated corpus scored with 1 job and with every core
      corpus-file  the same corpus read from a .jsonl file on disk, decoding
                   included, and the targets
      memory       peak memory of corpus runs of two sizes, in child processes

    Each figure is the median of several runs after a warm-up, with the spread.
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

      --check   Write nothing; exit 1 naming every picture that is missing or differs from
                what the tool draws now. The test suite does the same check.

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
