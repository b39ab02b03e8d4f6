import BackStrategies
import Foundation
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// `strategy-compare corpus merge PART.json…`: reads the parts that the shards of one corpus run
/// wrote (`corpus --shard K/N --emit-scores PART.json`), checks that they are every shard of one
/// run, and prints what the unsplit run prints.
///
/// Refused with exit 65 and the file at fault: a part that is not a readable
/// `backstrategies-score-state/1` document; parts of another tool version, strategy set,
/// model, `--skip-invalid`, `--scene`, `--intent` or `--doubt`; parts of another corpus (entries, bytes,
/// digest); a different shard count, a shard given twice, a shard missing; one of several
/// shards that saw more than ``CorpusScores/maximumFamilies`` families (its later family
/// names are lost); parts in which no shard scored a trace (``CorpusCommand/nothingScored(_:source:)``,
/// as the unsplit run refuses).
struct CorpusMergeCommand {
  let options: CorpusMergeOptions
  /// Reads standard input, for a part named `-`.
  let readStandardInput: () -> [UInt8]
  /// The columns the table may use.
  var width = TextWrapping.terminalWidth

  /// Largest part read, in bytes: the limit of a trace file. A part of the default strategies
  /// over a generated corpus is about 100 KiB; its size grows with strategies and families,
  /// not with traces.
  static let maximumPartSize = TraceLoader.maximumFileSize
  /// How standard input is named in messages.
  static let standardInputName = "<stdin>"
  /// What a `-` part is, in the line said before reading it on a terminal.
  static let partSubject = "a scores part"

  /// What it prints, and notes for standard error.
  func run() throws(CLIError) -> (text: String, notes: [String]) {
    var parts: [(name: String, state: ScoreState)] = []
    for path in options.parts {
      let name = path == "-" ? Self.standardInputName : path
      parts.append((name, try read(path, name: name)))
    }
    try Self.check(parts)
    let ordered = parts.sorted { $0.state.shard.index < $1.state.shard.index }
    let scores = CorpusScores.merged(ordered.map(\.state.scores))
    let source = ordered[0].state.corpus.source
    // What the unsplit run refuses, the merge refuses: no shard scored a trace.
    if let error = CorpusCommand.nothingScored(scores, source: "\(source) (merged from \(parts.count) parts)") { throw error }
    var notes: [String] = []
    if let other = ordered.first(where: { $0.state.corpus.source != source }) {
      notes.append(
        "the parts name their corpus differently ('\(source)', '\(other.state.corpus.source)'); its entries, bytes and digest agree; the scores name shard 1's, '\(source)'")
    }
    let run = ordered[0].state.run
    let ios = run.ios.flatMap { IOSVersion(rawValue: $0) }
    // What made the scores: the tool and model of the runs that wrote the parts (``check(_:)``
    // made sure they agree).
    let provenance = Provenance(tool: run.tool, model: run.model, ios: ios.map { [$0] } ?? [])
    let text = CorpusCommand.render(
      scores, source: source, format: options.format, byFamily: options.byFamily, width: width, ios: ios, provenance: provenance,
      csvComments: options.csvComments)
    return (text, notes)
  }

  /// One part, read and decoded.
  func read(_ path: String, name: String) throws(CLIError) -> ScoreState {
    let bytes: [UInt8]
    if path == "-" {
      bytes = readStandardInput()
    } else {
      let handle = try InputFile.openForReading(path, kind: "a scores part")
      defer { try? handle.close() }
      do {
        bytes = try BoundedRead.bytes(from: handle, atMost: Self.maximumPartSize + 1)
      } catch {
        throw CLIError(.noInput, "\(path): cannot be read (\(error.localizedDescription))")
      }
    }
    guard bytes.count <= Self.maximumPartSize else {
      throw CLIError(.dataError, "\(name): is larger than the \(Self.maximumPartSize / (1024 * 1024)) MiB a part may be")
    }
    do throws(StateReader.Failure) {
      return try ScoreStateJSON.decode(bytes)
    } catch {
      let place = error.place.isEmpty ? "" : "\(error.place): "
      throw CLIError(.dataError, "\(name): \(place)\(error.message)")
    }
  }

  /// Refuses parts that are not every shard of one run over one corpus.
  static func check(_ parts: [(name: String, state: ScoreState)]) throws(CLIError) {
    let first = parts[0]
    var seen: [Int: String] = [:]
    for part in parts {
      let (name, state) = part
      let run = state.run
      func refuse(_ what: String, _ mine: String, _ theirs: String) -> CLIError {
        CLIError(.dataError, "\(name): \(what) \(mine), but \(first.name) has \(theirs); parts of different runs cannot be merged")
      }
      if run.tool != first.state.run.tool { throw refuse("was written by", "'\(run.tool)'", "'\(first.state.run.tool)'") }
      if run.strategies != first.state.run.strategies {
        throw refuse("scores the strategies", run.strategies.joined(separator: ","), first.state.run.strategies.joined(separator: ","))
      }
      if run.model != first.state.run.model { throw refuse("uses the model", run.model, first.state.run.model) }
      if run.skipsInvalid != first.state.run.skipsInvalid {
        throw refuse("has --skip-invalid", run.skipsInvalid ? "on" : "off", first.state.run.skipsInvalid ? "it on" : "it off")
      }
      if run.scene != first.state.run.scene {
        throw refuse("has", run.scene == nil ? "no --scene" : "a --scene", first.state.run.scene == nil ? "none" : run.scene == nil ? "one" : "another")
      }
      if run.ios != first.state.run.ios {
        throw refuse("runs on", run.ios.map { "iOS \($0)" } ?? "each trace's iOS", first.state.run.ios.map { "iOS \($0)" } ?? "each trace's iOS")
      }
      if run.intent != first.state.run.intent {
        throw refuse("has --intent", run.intent ?? "none", first.state.run.intent ?? "none")
      }
      if run.doubt != first.state.run.doubt {
        throw refuse("has --doubt", run.doubt ? "on" : "off", first.state.run.doubt ? "it on" : "it off")
      }
      if !state.corpus.sameCorpus(as: first.state.corpus) {
        func describe(_ corpus: ScoreState.CorpusIdentity) -> String {
          "'\(corpus.source)' (\(corpus.entries) entries, \(corpus.bytes) bytes, digest \(corpus.digest))"
        }
        throw CLIError(
          .dataError,
          "\(name): scores the corpus \(describe(state.corpus)), but \(first.name) scores \(describe(first.state.corpus)); shards of different corpora cannot be merged")
      }
      if state.shard.count != first.state.shard.count {
        throw CLIError(.dataError, "\(name): is shard \(state.shard) but \(first.name) is shard \(first.state.shard); parts must split the corpus the same way")
      }
      if let other = seen[state.shard.index] {
        throw CLIError(.dataError, "\(name): is shard \(state.shard), as is \(other); each shard is merged once")
      }
      seen[state.shard.index] = name
      if state.scores.familiesOverflowed && state.shard.count > 1 {
        throw CLIError(
          .dataError,
          "\(name): its shard saw more than \(CorpusScores.maximumFamilies) families, and traces of later ones lost their family name; score this corpus unsplit")
      }
    }
    let count = first.state.shard.count
    let missing = (1...count).filter { seen[$0] == nil }
    if !missing.isEmpty {
      let shown = missing.prefix(maximumListedMissing).map { "\($0)/\(count)" }.joined(separator: ", ")
      let more = missing.count > maximumListedMissing ? " and \(missing.count - maximumListedMissing) more" : ""
      throw CLIError(.dataError, "shard\(missing.count == 1 ? "" : "s") \(shown)\(more) missing: a merge needs all \(count) parts of the corpus")
    }
  }

  /// Missing shards named in the error; the rest are counted.
  static let maximumListedMissing = 10
}
