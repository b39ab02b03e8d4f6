/// Synthesises a labelled corpus of gestures: trace `i` is drawn from family
/// `families[i % families.count]` with its own seeded generator, so the same seed always gives
/// the same corpus, byte for byte, any trace can be regenerated alone, and traces can be drawn
/// in parallel and in any order.
///
///     let generator = CorpusGenerator(seed: 1)
///     let trace = generator.trace(at: 17)               // "mid-screen-back-17", intent back
///     for trace in generator.traces(count: 2_000) { … }  // lazy: one trace at a time
///
/// Families cycle in order, so each gets the same share of the corpus (the overall scores are
/// a family-balanced average, not an estimate of how often people make each gesture).
public struct CorpusGenerator: Hashable, Sendable {
  /// The seed of the `--seed` default.
  public static let defaultSeed: UInt64 = 1

  /// The seed every trace's generator is derived from.
  public var seed: UInt64
  /// The families drawn, in the order they cycle; never empty.
  public var families: [GestureFamily]

  /// Creates a generator; `families` defaults to every family (an empty list means every family).
  public init(seed: UInt64 = CorpusGenerator.defaultSeed, families: [GestureFamily] = GestureFamily.allCases) {
    self.seed = seed
    self.families = families.isEmpty ? GestureFamily.allCases : families
  }

  /// The family of trace `index`.
  public func family(at index: Int) -> GestureFamily {
    families[index % families.count]
  }

  /// Trace `index` of the corpus: named `<family>-<index>`, labelled with the family's intent,
  /// valid (``Trace/validate()`` passes).
  public func trace(at index: Int) -> Trace {
    var draw = FamilyDraw(family: family(at: index), random: SeededRandom(seed: seed, index: index))
    return draw.trace(name: family(at: index).traceName(index: index))
  }

  /// The first `count` traces, drawn one at a time as the sequence is iterated (nothing is kept).
  public func traces(count: Int) -> LazyMapSequence<Range<Int>, Trace> {
    (0..<max(0, count)).lazy.map { self.trace(at: $0) }
  }
}
