/// One item of a corpus before it is read: where it comes from (for messages) and how to get
/// its trace. Reading happens in ``CorpusScorer/evaluate(_:)-(CorpusEntry)``, so a batch of entries can be
/// decoded or generated in parallel.
public struct CorpusEntry: Sendable {
  /// Where a trace comes from.
  public enum Source: Sendable {
    /// A trace already in memory (validated when evaluated).
    case trace(Trace)
    /// One line of a JSON Lines file: a whole `backstrategies-trace/1` document on one line.
    case jsonLine([UInt8])
    /// A whole JSON file holding one `backstrategies-trace/1` document.
    case jsonDocument([UInt8])
    /// Trace `index` of a generator.
    case generated(CorpusGenerator, index: Int)
    /// An item that could not be read at all (a line too long to hold, a read error).
    case unreadable(TraceError)
  }

  /// Where the entry is, as messages name it: `corpus.jsonl: line 12`, `traces/a.json`,
  /// `generated trace 17`.
  public var location: String
  /// How to get the trace.
  public var source: Source

  /// Creates an entry.
  public init(location: String, source: Source) {
    self.location = location
    self.source = source
  }

  /// Trace `index` of `generator`.
  public static func generated(_ generator: CorpusGenerator, index: Int) -> CorpusEntry {
    CorpusEntry(location: "generated trace \(index)", source: .generated(generator, index: index))
  }

  /// The trace, decoded and validated.
  ///
  /// - Throws: the decoder's ``TraceError``. For a JSON line, a syntax error's place names the
  ///   column only (`column 40`), since ``location`` already names the line;
  ///   ``CorpusError/description`` joins them as `line 12, column 40`.
  public func trace() throws(TraceError) -> Trace {
    switch source {
    case .trace(let trace):
      try trace.validate()
      return trace
    case .jsonDocument(let bytes):
      return try TraceDecoder.decodeJSON(bytes).trace
    case .jsonLine(let bytes):
      do throws(TraceError) {
        return try TraceDecoder.decodeJSON(bytes).trace
      } catch {
        var error = error
        let firstLine = SourcePosition.line(1) + ", "
        if error.place.hasPrefix(firstLine) { error.place.removeFirst(firstLine.count) }
        throw error
      }
    case .generated(let generator, let index):
      return generator.trace(at: index)
    case .unreadable(let error):
      throw error
    }
  }
}

/// An entry that could not be read: where, and why.
public struct CorpusError: Error, Hashable, Sendable, CustomStringConvertible, Codable {
  /// The entry's ``CorpusEntry/location``.
  public var location: String
  /// What is wrong with it.
  public var error: TraceError

  /// Creates an error.
  public init(location: String, error: TraceError) {
    self.location = location
    self.error = error
  }

  /// `corpus.jsonl: line 12: touches[3].t: time goes backwards (0.180 after 0.196)`, or for a
  /// syntax error `corpus.jsonl: line 12, column 40: …` (`SourcePosition.joined`).
  public var description: String { SourcePosition.joined(location, error.description) }
}

/// A trace read and run through every selection.
public struct EvaluatedTrace: Sendable {
  /// The trace (kept only while its batch is folded).
  public var trace: Trace
  /// Its intent, family and facets.
  public var label: TraceLabel
  /// One run summary per selection, in selection order.
  public var summaries: [RunSummary]
  /// Per selection, the regions it listened in for this trace's scene.
  public var regions: [Set<StartRegion>]
  /// Per selection, the open choices its run rests on (``OtherReading``), when the scorer
  /// weighed them (``CorpusScorer/weighsOpenChoices``); `nil` when it did not.
  public var restsOn: [[OpenChoice]]? = nil
  /// With a ``CorpusScorer/readingCheck``, the same trace under the other reading of each of
  /// its choices, in its order (each of the check's selections only, no ``restsOn``); `nil`
  /// without one.
  package var underOtherReadings: [EvaluatedTrace]? = nil

  /// Creates an evaluated trace from its parts. `package`, not internal, for this package's
  /// code outside the core: the tests' hand-made scores (Tests/BackStrategiesTestSupport)
  /// import the core without `@testable`, so that `swift build -c release` builds them.
  package init(
    trace: Trace, label: TraceLabel, summaries: [RunSummary], regions: [Set<StartRegion>],
    restsOn: [[OpenChoice]]? = nil
  ) {
    self.trace = trace
    self.label = label
    self.summaries = summaries
    self.regions = regions
    self.restsOn = restsOn
  }
}

/// The evaluation of one entry: its run summaries, or why it could not be read.
public struct TraceEvaluation: Sendable {
  /// The entry's location.
  public var location: String
  /// The evaluated trace, or the reading error.
  public var result: Result<EvaluatedTrace, TraceError>

  /// Creates an evaluation.
  public init(location: String, result: Result<EvaluatedTrace, TraceError>) {
    self.location = location
    self.result = result
  }
}
