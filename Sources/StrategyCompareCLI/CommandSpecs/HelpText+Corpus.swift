import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

extension HelpText {
  /// `corpus`' help after its usage: its input, options, sharding and scores.
  static let corpus = """
    INPUT
      FILE.jsonl        JSON Lines: one backstrategies-trace/1 object per line, with its intent.
      DIR               Every .json (one trace) and .jsonl file in it, in name order.
      -                 JSON Lines from standard input, read as it arrives.
    \(OptionHelpBlock.render(.corpus, .input, column: OptionHelpBlock.narrowColumn))

    OPTIONS
    \(OptionHelpBlock.render(.corpus))

    SPLIT AND MERGE (docs/scale.md: GNU parallel, Slurm, Spark)
    \(OptionHelpBlock.render(.corpus, .splitAndMerge))
      strategy-compare corpus merge PART.json... prints what the unsplit run prints;
      see 'strategy-compare help corpus merge'.

    SCORES (docs/choosing.md explains how to read them)
      back recall, home recall, false-back rate, cancel correctness, hazards per 1000 traces,
      median time to decision, mean tracking error, screenshot memory; per family, the share
      of gestures in reach and the share that did what the intent asked.

    A progress line (count, rate, ETA) is drawn on stderr when it is a terminal.

    """

  /// `corpus merge`'s help after its usage: its parts and what is refused.
  static let corpusMerge = """
    Each PART.json is written by one shard of the same run:
      strategy-compare corpus FILE.jsonl --shard K/N --emit-scores PART.json ...
    The merge prints exactly what 'strategy-compare corpus FILE.jsonl ...' (the
    same options) prints, in any order of the parts: they hold whole-number counts,
    sums and histograms, so adding them is exact (docs/scale.md).

    OPTIONS
    \(OptionHelpBlock.render(.corpusMerge, column: OptionHelpBlock.narrowColumn))
      -                 As a part: read that part from standard input (at most one).

    REFUSED (exit 65, naming the part at fault)
      Parts written by another version of the tool, or with other strategies,
      --model, --skip-invalid, --scene, --intent or --doubt; parts of another corpus (entry
      count, bytes or digest differ); another N, a shard given twice, a shard
      missing (every shard 1/N ... N/N is needed); one of several shards that
      saw more than \(CorpusScores.maximumFamilies) families (later families lost their name); parts
      in which no shard scored a trace (the unsplit run refuses that corpus too).

    """

  /// `recommend`'s help after its usage: the needs, options and advice per screen.
  static let recommend = """
    NEEDS (comma-separated; --needs, --allow and -s may be repeated, each adding to its list)
    \(Need.allCases.map { "  " + $0.rawValue.padding(toLength: 20) + $0.summary }.joined(separator: "\n"))

    Only the gestures of the stated needs count. \(RecommendationText.scoreRule)
    \(RecommendationText.exclusionRule([]))
    Each rank says why, with the numbers; the exclusions are grouped, one line per reason with how to allow it. --framework ranks one framework's techniques; the others are excluded unless allowed.

    OPTIONS
    \(OptionHelpBlock.render(.recommend, column: OptionHelpBlock.narrowColumn))

    ADVICE PER SCREEN (docs/ios26-conflicts.md)
      strategy-compare recommend --screen KIND|FILE [--ios 18,26] [--format json]
    \(OptionHelpBlock.render(.recommend, .screenAdvice, column: OptionHelpBlock.narrowColumn))
      Runs UIKit as it ships and the six content-swipe fixes (system-edge
      presets), then react-native-screens' presets (--framework react-native:
      those only; swiftui, flutter, android, compose-mp, maui: that
      framework's presets), on the kind's own conflicts, on the back swipes
      that must still work on such a screen and on the stack's other screens
      (right where a fix does what the stack as it ships does), on iOS 18 and
      26 (--ios narrows); a zoom screen runs the zoom transition's presets on
      its dismiss strokes instead. A trace
      file's kinds run on its device: its width, its layout direction
      (mirrored scenarios when right-to-left) and its iOS release; a file that
      exists wins over a kind of the same name. A fix that cannot be applied on
      the kind is ranked out; then the fewest conflict runs not right, then the
      fewest other runs not right, then the fewest wrong runs win; ties go to
      the narrower change. Prints the recommended fix's code, the runs that
      decide it (~: an open choice of the model would change the run, and
      under the matrix what the recommendation would be under the other
      reading) and what each other fix costs. --corpus, --generate, --needs,
      --allow, -s, --jobs and --skip-invalid do not apply.

    """
}

extension String {
  /// The string padded with spaces to `length` characters (never cut).
  fileprivate func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
