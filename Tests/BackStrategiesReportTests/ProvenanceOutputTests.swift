import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import BackStrategiesReport
@testable import BackStrategiesSupport

/// Issue #50 item 3, in the Report library: the renderers print the ``Provenance`` they are
/// given, where they are given it, and nothing without one.
@Suite("Provenance in the Report library's outputs")
struct ProvenanceOutputTests: IOSVersionRuns {
  static let provenance = Provenance(tool: "my-tool 2.0", model: "uikit26-legacy-pop", ios: [.iOS26, .iOS18, .iOS26])

  @Test("the value: releases sorted once, the line, the CSV comment, the JSON member")
  func value() {
    let provenance = Self.provenance
    #expect(provenance.ios == [.iOS18, .iOS26])
    #expect(provenance.line == "Made by my-tool 2.0 on iOS 18 and iOS 26, model uikit26-legacy-pop.")
    #expect(provenance.csvComment == "# " + provenance.line)
    #expect(provenance.json.render(pretty: false) == #"{"tool":"my-tool 2.0","model":"uikit26-legacy-pop","ios":[18,26]}"#)
    let bare = Provenance(parameters: .uikit26ClassicParallax)
    #expect(bare.line == "Made on each trace's own iOS, model uikit26-classic-parallax.")
    #expect(bare.json.render(pretty: false) == #"{"tool":null,"model":"uikit26-classic-parallax","ios":null}"#)
  }

  @Test("ran(_:) takes the releases from the results")
  func ran() throws {
    let results = [try Self.run("system-edge", Scenarios.tap, .iOS26), try Self.run("system-edge", Scenarios.tap, .iOS18)]
    #expect(Provenance(model: "x").ran(results).ios == [.iOS18, .iOS26])
  }

  @Test("JSON documents: madeBy right after format when given, absent when not")
  func json() throws {
    let comparison = Comparison(trace: Scenarios.tap, results: [try Self.run("system-edge", Scenarios.tap)])
    let matrix = ComparisonMatrix(strategies: ["system-edge:shipped"], rows: [comparison])
    let documents: [(with: JSONOutput, without: JSONOutput)] = [
      (ResultJSON.comparison(comparison, provenance: Self.provenance), ResultJSON.comparison(comparison)),
      (ResultJSON.matrix(matrix, provenance: Self.provenance), ResultJSON.matrix(matrix)),
      (ResultJSON.matrix(older: matrix, newer: matrix, provenance: Self.provenance), ResultJSON.matrix(older: matrix, newer: matrix)),
      (ScoresJSON.document(CorpusScores(strategies: ["a"]), source: "s", provenance: Self.provenance), ScoresJSON.document(CorpusScores(strategies: ["a"]), source: "s")),
    ]
    for (with, without) in documents {
      guard case .object(let members) = with, case .object(let plain) = without else {
        Issue.record("not an object")
        continue
      }
      #expect(members.map(\.key) == [plain[0].key, Provenance.jsonKey] + plain.dropFirst().map(\.key))
      #expect(members[1].value.render(pretty: false) == Self.provenance.json.render(pretty: false))
      #expect(!without.render(pretty: false).contains(Provenance.jsonKey))
    }
  }

  @Test("CSV: the comment line only when provenance is given")
  func csv() throws {
    let comparison = Comparison(trace: Scenarios.tap, results: [try Self.run("system-edge", Scenarios.tap)])
    #expect(ResultsCSV.render([comparison], provenance: Self.provenance) == Self.provenance.csvComment + "\n" + ResultsCSV.render([comparison]))
    #expect(!ResultsCSV.render([comparison]).contains("#"))
    let scores = CorpusScores(strategies: ["a"])
    #expect(ScoresCSV.render(scores, provenance: Self.provenance).hasPrefix(Self.provenance.csvComment + "\n" + ScoresCSV.columns[0]))
    #expect(ScoresCSV.render(releases: [(.iOS18, scores)], provenance: Self.provenance).hasPrefix(Self.provenance.csvComment + "\nios,"))
  }

  @Test("tables: the line under the title, none without provenance")
  func tables() throws {
    let comparison = Comparison(trace: Scenarios.tap, results: [try Self.run("system-edge", Scenarios.tap)])
    let table = ComparisonTable.render(comparison, width: 200, provenance: Self.provenance).split(separator: "\n")
    #expect(table[2] == Self.provenance.line)
    #expect(!ComparisonTable.render(comparison, width: 200).contains("Made by"))
    let matrix = ComparisonMatrix(strategies: ["system-edge:shipped"], rows: [comparison])
    #expect(MatrixTable.render(matrix, width: 200, provenance: Self.provenance).hasPrefix(Self.provenance.line + "\n\n"))
    #expect(!MatrixTable.render(matrix).contains("Made by"))
    let scores = ScoresTable.render(CorpusScores(strategies: ["a"]), source: "s", width: 200, provenance: Self.provenance)
    #expect(scores.split(separator: "\n")[1] == Self.provenance.line)
  }

  @Test("HTML and SVG: a visible line under the title")
  func drawings() throws {
    let trace = Scenarios.tap
    let comparison = Comparison(
      trace: trace, selections: [try StrategyCatalog.builtIn.select("system-edge")], options: RunOptions(recordTimeline: true))
    #expect(ReportHTML.render(comparison, provenance: Self.provenance).contains(#"<p class="note made-by">"# + Self.provenance.line + "</p>"))
    #expect(!ReportHTML.render(comparison).contains("made-by"))
    #expect(ReportSVG.render(comparison, provenance: Self.provenance).contains(Self.provenance.line))
    #expect(!ReportSVG.render(comparison).contains("Made by"))
  }

  @Test("run's table explains '-' verdicts when the trace has no intent, and suggests --intent; not when it has one")
  func noIntent() throws {
    var trace = Scenarios.edgeSwipePastHalf
    trace.intent = nil
    let unlabelled = ComparisonTable.render(Comparison(trace: trace, results: [try Self.run("system-edge", trace)]), width: 200)
    #expect(unlabelled.contains("system-edge:shipped") && unlabelled.contains(ComparisonTable.noIntentNote))
    #expect(ComparisonTable.noIntentNote.contains("--intent back|backToRoot|stay|scroll|none"))
    let labelled = ComparisonTable.render(
      Comparison(trace: Scenarios.edgeSwipePastHalf, results: [try Self.run("system-edge", Scenarios.edgeSwipePastHalf)]), width: 200)
    #expect(!labelled.contains(ComparisonTable.noIntentNote))
  }
}
