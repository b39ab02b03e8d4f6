import BackStrategies

extension HelpText {
  static let corpus = """
    strategy-compare corpus: score the strategies over a labelled corpus of gestures.

    USAGE
      strategy-compare corpus FILE.jsonl|DIR|- [OPTIONS]
      strategy-compare corpus --generate N [--seed S] [--families LIST] [--emit FILE.jsonl] [OPTIONS]

    INPUT
      FILE.jsonl        JSON Lines: one backstrategies-trace/1 object per line, with its intent.
      DIR               Every .json (one trace) and .jsonl file in it, in name order.
      -                 JSON Lines from standard input, read as it arrives.
      --generate N      Synthesise N labelled traces (docs/corpus.md lists the families).
      --seed S          The generator's seed (default \(CorpusGenerator.defaultSeed)); the same seed gives the same
                        corpus, byte for byte.
      --families LIST   Generate only these families (comma-separated; default: all \(GestureFamily.allCases.count)).
      --emit FILE.jsonl Also write the generated corpus there, one trace per line.

    OPTIONS
      -s, --strategies LIST  Comma-separated 'id' or 'id:preset'; 'all' for every preset.
      --by family            Add one table per gesture family (and family rows to CSV).
      --format FORMAT        table (default), json (\(ScoresJSON.format)) or csv.
      -j, --jobs N           Threads (default: every core). Results are identical for any N.
      --skip-invalid         Skip traces that fail to decode or validate, and list them;
                             without it the first one stops the run (exit 65).
      --scene FILE.json      Run every trace in this scene (a backstrategies-trace/1 file's
                             device and stack): recordings carry none.
      --intent INTENT        Score every trace against this intent (back, scroll, none, ...).
      --describe             Print each family's stroke motion instead of scores: duration,
                             main-axis travel, mean and peak speed, drift, sample interval
                             (p10 / p50 / p90), to compare a corpus with real strokes.
      --ios 18|26|18,26      The iOS release, overriding each trace's device.ios; 18,26 scores
                             the corpus once per release (not with --shard, --emit-scores,
                             --emit or a corpus on standard input).
      --model NAME           The UIKit model: uikit26 (default), uikit26-legacy-pop (UIKit's
                             legacy release rule: pops whenever the finger moves back or rests)
                             or uikit26-classic-parallax (iOS 18's pop on iOS 26).

    SPLIT AND MERGE (docs/scale.md: GNU parallel, Slurm, Spark)
      --shard K/N            Score only the entries whose index i has i mod N = K-1.
                             The index counts entries from 0: non-blank lines of a
                             .jsonl file (blank lines are not entries), the files and
                             lines of a directory in name order, generated traces.
                             Each shard reads all the input, decodes only its own.
      --emit-scores PART.json
                             Also write the exact state of the scores (every count,
                             sum and histogram; backstrategies-score-state/1, one line).
      strategy-compare corpus merge PART.json... prints what the unsplit run prints;
      see 'strategy-compare help corpus merge'.

    SCORES (docs/choosing.md explains how to read them)
      back recall, home recall, false-back rate, cancel correctness, hazards per 1000 traces,
      median time to decision, mean tracking error, screenshot memory; per family, the share
      of gestures in reach and the share that did what the intent asked.

    A progress line (count, rate, ETA) is drawn on stderr when it is a terminal.

    """

  static let corpusMerge = """
    strategy-compare corpus merge: the scores of a corpus from its shards' parts.

    USAGE
      strategy-compare corpus merge PART.json... [--format FORMAT] [--by family]

    Each PART.json is written by one shard of the same run:
      strategy-compare corpus FILE.jsonl --shard K/N --emit-scores PART.json ...
    The merge prints exactly what 'strategy-compare corpus FILE.jsonl ...' (the
    same options) prints, in any order of the parts: they hold whole-number counts,
    sums and histograms, so adding them is exact (docs/scale.md).

    OPTIONS
      --format FORMAT   table (default), json (\(ScoresJSON.format)) or csv.
      --by family       Add one table per gesture family (and family rows to CSV).
      -                 As a part: read that part from standard input (at most one).

    REFUSED (exit 65, naming the part at fault)
      Parts written by another version of the tool, or with other strategies,
      --model, --skip-invalid, --scene or --intent; parts of another corpus (entry
      count, bytes or digest differ); another N, a shard given twice, a shard
      missing (every shard 1/N ... N/N is needed); one of several shards that
      saw more than \(CorpusScores.maximumFamilies) families (later families lost their name).

    """

  static let recommend = """
    strategy-compare recommend: rank the strategies for stated needs.

    USAGE
      strategy-compare recommend [--needs LIST] [--allow LIST] [--corpus FILE.jsonl|DIR]
                                 [--generate N] [--seed S] [--strategies LIST] [--format table|json]

    NEEDS (comma-separated; --needs, --allow and -s may be repeated, each adding to its list)
    \(Need.allCases.map { "  " + $0.rawValue.padding(toLength: 20) + $0.summary }.joined(separator: "\n"))

    Only the gestures of the stated needs count. \(RecommendationText.scoreRule)
    \(RecommendationText.exclusionRule([]))
    Each rank says why, with the numbers; each exclusion says what excluded it and how to allow it.

    OPTIONS
      --allow LIST      Lift exclusions: \(Recommendation.Allowance.allCases.map(\.rawValue).joined(separator: ", ")).
      --corpus FILE     Judge on this corpus (JSON Lines, a directory of traces, or '-'
                        for JSON Lines on standard input).
      --generate N      Judge on N generated traces (default \(Recommendation.defaultCorpusSize)), seeded by --seed (default \(CorpusGenerator.defaultSeed)).
      -s, --strategies  The candidates (default: every preset of every strategy).
      -j, --jobs N      Threads (default: every core).
      --skip-invalid    Skip invalid traces of --corpus instead of stopping.
      --ios 18|26|18,26 The iOS release (default: each trace's device.ios, 26 for generated
                        traces); 18,26 recommends for each.
      --model NAME      The UIKit model: uikit26, uikit26-legacy-pop or uikit26-classic-parallax.

    """
}

extension String {
  /// The string padded with spaces to `length` characters (never cut).
  fileprivate func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
