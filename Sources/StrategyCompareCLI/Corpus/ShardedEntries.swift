import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// The entries of one shard of a corpus (`corpus --shard K/N`), pulled lazily from the whole
/// corpus: every entry is read (to count it and, for `--emit-scores`, to digest it) but only
/// the shard's own entries are passed on, so the others are never decoded or run.
///
/// An entry is one item of ``CorpusInput/entries``: a non-blank line of a JSON Lines file, a
/// `.json` file or a non-blank line of a `.jsonl` file of a directory (in name order), a
/// generated trace. Its index is its 0-based position among them; blank lines are not entries.
final class ShardedEntries: Sequence {
  /// The shard kept.
  let shard: CorpusShard
  /// Entries seen so far, the shard's and the others'.
  private(set) var entriesSeen = 0
  /// The digest of every entry seen, when asked for (else it stays at its initial value).
  private(set) var digest = CorpusDigest()
  private let source: AnySequence<CorpusEntry>
  private let digests: Bool

  /// The shard `shard` of `entries`; `digests` mixes each entry into ``digest``.
  init(_ entries: AnySequence<CorpusEntry>, shard: CorpusShard, digests: Bool) {
    source = entries
    self.shard = shard
    self.digests = digests
  }

  func makeIterator() -> AnyIterator<CorpusEntry> {
    let iterator = source.makeIterator()
    return AnyIterator { [self] in
      while let entry = iterator.next() {
        let index = entriesSeen
        entriesSeen += 1
        if digests { digest.add(entry) }
        if shard.contains(entryIndex: index) { return entry }
      }
      return nil
    }
  }
}

extension CorpusDigest {
  /// Mixes in what identifies one entry: its bytes as read, or for a generated trace or an
  /// unreadable item, its reason (not its location, which names the path).
  mutating func add(_ entry: CorpusEntry) {
    switch entry.source {
    case .jsonLine(let bytes), .jsonDocument(let bytes): add(bytes)
    case .generated(let generator, let index): add("generated \(generator.seed) \(index)")
    case .unreadable(let error): add("unreadable: \(error)")
    case .trace(let trace): add(TraceEncoder.encodeJSON(trace, pretty: false))
    }
  }
}
