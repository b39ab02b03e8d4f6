import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// The text of `--help` and `help <command>`.
enum HelpText {
  /// `--version`'s line (``ToolVersion/text``).
  static var version: String { ToolVersion.text }

  /// The overview (`--help`, `help`): every command's usage and summary, then the options of
  /// the matrix.
  static var overview: String {
    let matrix = CommandSpec.matrix
    let usage = CommandSpec.all.flatMap(\.overviewLines).joined(separator: "\n")
    return """
      \(UsageForm.program): \(matrix.title)

      USAGE
      \(usage)

      With no command, runs every built-in scenario through every strategy's default preset and
      prints a matrix of outcomes.

      COMMANDS
      \(commands)

      OPTIONS
      \(OptionHelpBlock.render(.matrix))

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
  }

  /// The overview's `COMMANDS`: each listed command's name and summary, the summaries from a
  /// column two spaces past the longest name.
  static var commands: String {
    let listed = CommandSpec.listed
    let column = OptionHelpBlock.indent + (listed.map(\.name.rawValue.count).max() ?? 0) + OptionHelpBlock.minimumGap
    return listed.map { OptionHelpBlock.lines(label: $0.name.rawValue, description: $0.summary, column: column) }
      .joined(separator: "\n")
  }

  /// `run`'s help after its usage: its input and options.
  static let run = """
    INPUT
      A path to a trace file: JSON in the backstrategies-trace/1 format (docs/trace-format.md),
      or CSV ('t,x,y,phase' lines; a .csv extension, or content not starting with '{').
      A built-in scenario name (see 'strategy-compare scenarios').
      '-' reads the trace from standard input.
      One trace: a JSON Lines file of several is refused with a pointer to 'corpus'.
      Where a finger lifts is ignored (recognisers report the last move): a lift more
      than \(NumberFormatting.short(LiftDistance.noticedDistance)) pt from the sample before it gets a note on stderr.

    OPTIONS
    \(OptionHelpBlock.render(.run))

    """

  /// `list`'s help after its usage.
  static let list = """
    The first preset of each strategy is its default (marked *). Select one with 'id:preset'.

    """

  /// `scenarios`' help after its usage.
  static let scenarios = """
    Without a name, lists every scenario with its intent and what it shows. With a name, prints
    that scenario as a backstrategies-trace/1 JSON file, a starting point for your own traces.

    """

  /// `explain`'s help after its usage.
  static let explain = """
    Prints the technique's idea, where it comes from, its rules with their numbers, its presets
    and how they differ, its pitfalls and when to choose it. ID:PRESET marks that preset
    in the list and uses it in the commands to try; an unknown preset is refused (exit 64).
    For a content-swipe fix (system-edge:content-swipe-off, rn-screens:edge-only, ...)
    it also prints THE CODE that applies it: where it goes, its guard, its cost.
    explain takes no other option: it prints text only.

    """

  /// `bench`'s help after its usage: its sections and how figures are taken.
  static let bench = """
    SECTIONS (--only runs the comma-separated ones named)
      decode       trace samples decoded per second, JSON and CSV, and the targets
      reference    the same bytes decoded by the precise paths alone, and by
                   Foundation's JSONDecoder into Codable structs; the ratios
      floor        decoding plus one pass over the touches, no strategy: the cost
                   of reading
      strategy     touch events simulated per second by each strategy and preset,
                   one run per trace, timeline off, and its time divided by the
                   floor's (the two timed in alternation); then a 'weighed' row:
                   all of them with the open choices weighed, against the same
                   runs without, in alternation
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
    corpus rate with this build's, per trace and strategy (a build with fewer
    strategies runs fewer per trace). Under the table: each speed target and its
    verdict (docs/performance.md says where each comes from).

    While it runs, a line on stderr (on a terminal only) names the section and
    estimates the time left.

    Each figure is the median of several runs after a warm-up, with the spread;
    figures compared as a ratio are timed in alternation, so a machine that slows
    partway weighs on both alike.
    --quick does little work, to check that every section runs; quote figures
    from a full release run.

    """

  /// `docs`' help after its usage.
  static let docs = """
    Runs the scenarios the pages in docs/ illustrate and writes each as an SVG into DIR
    (default docs/images of the repository: without DIR it runs only from the repository
    root, and elsewhere exits 64 writing nothing). Files whose content would not change
    are left alone. Besides the still pictures, each teaching page (docs/strategies) gets
    replay-PAGE.svg: its most telling scenario replayed, animated, above the filmstrips.

    \(OptionHelpBlock.render(.docs, column: OptionHelpBlock.docsColumn))

    """

  /// The help for `topic` (`nil`: the overview), laid out within ``HelpLayout/width`` columns.
  static func text(for topic: String?) -> String? {
    source(for: topic).map { HelpLayout.fit($0) }
  }

  /// The help as written, before ``HelpLayout`` lays it out.
  static func source(for topic: String?) -> String? {
    guard let topic else { return overview }
    return CommandSpec.topic(topic)?.helpSource
  }
}
