import Testing
import BackStrategies
import BackStrategiesReport
import BackStrategiesSupport
import BackStrategiesTestSupport

/// Small comparisons and corpora built in the test, for the report's public writers.
enum SmallRuns {
  /// An edge swipe past half the screen on two screens, meant as back, named `name`.
  static func swipe(named name: String, intent: Intent? = .back) -> Trace {
    Trace(
      name: name, intent: intent, scene: .twoScreens,
      touches: [
        TouchSample(t: 0, x: 5, y: 420, phase: .began), TouchSample(t: 0.05, x: 60, y: 421, phase: .moved),
        TouchSample(t: 0.1, x: 150, y: 422, phase: .moved), TouchSample(t: 0.15, x: 260, y: 423, phase: .moved),
        TouchSample(t: 0.2, x: 300, y: 423, phase: .ended),
      ])
  }

  static let labels = ["system-edge", "cupertino:flutter"]

  static func selections() throws -> [StrategySelection] {
    try labels.map { try StrategyCatalog.builtIn.select($0) }
  }

  static func comparison(_ trace: Trace, timeline: Bool = false) throws -> Comparison {
    Comparison(trace: trace, selections: try selections(), options: RunOptions(recordTimeline: timeline))
  }

  /// Scores of ``labels`` over `count` generated traces.
  static func scores(count: Int, doubt: Bool = false) throws -> CorpusScores {
    try CorpusScorer(selections: try selections(), weighsOpenChoices: doubt).score(CorpusGenerator(seed: 3).traces(count: count))
  }

  /// The fields of one CSV line as RFC 4180 reads them: a quoted field may hold commas, and
  /// `""` in it is one quote.
  static func fields(_ line: Substring) -> [Substring] {
    var fields: [Substring] = []
    var field = ""
    var quoted = false
    var index = line.startIndex
    while index < line.endIndex {
      let character = line[index]
      let next = line.index(after: index)
      if quoted {
        if character == "\"" {
          if next < line.endIndex && line[next] == "\"" {
            field.append("\"")
            index = line.index(after: next)
            continue
          }
          quoted = false
        } else {
          field.append(character)
        }
      } else if character == "\"" {
        quoted = true
      } else if character == "," {
        fields.append(Substring(field))
        field = ""
      } else {
        field.append(character)
      }
      index = next
    }
    fields.append(Substring(field))
    return fields
  }
}

/// ``ResultsCSV``: RFC 4180 quoting, the header, and one row per trace and strategy whose cells
/// are the results' own (Sources/BackStrategiesReport/Documents/ResultsCSV.swift).
@Suite("Results as CSV")
struct ResultsCSVTests {
  @Test("a field with a comma, a quote or a line break is quoted, inner quotes doubled; others are left alone", arguments: [
    ("plain", "plain"), ("", ""), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""), ("two\nlines", "\"two\nlines\""),
    ("cr\rlf", "\"cr\rlf\""), ("semi;colon 'single'", "semi;colon 'single'"),
  ])
  func escape(field: String, expected: String) {
    #expect(ResultsCSV.escape(field) == expected)
  }

  @Test("no comparison: the header alone, ending in a newline")
  func empty() {
    #expect(ResultsCSV.render([]) == ResultsCSV.columns.joined(separator: ",") + "\n")
  }

  @Test("one row per trace and strategy, in order, each cell the result's own; the trace name quoted")
  func rows() throws {
    let plain = try SmallRuns.comparison(SmallRuns.swipe(named: "swipe"))
    let odd = try SmallRuns.comparison(SmallRuns.swipe(named: "swipe, \"odd\"", intent: nil))
    let lines = ResultsCSV.render([plain, odd]).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 1 + 4 + 1, "header, 2 × 2 rows, and the empty string after the last newline")
    #expect(lines.last == "")
    for (index, result) in plain.results.enumerated() {
      let fields = SmallRuns.fields(lines[1 + index])
      #expect(fields.count == ResultsCSV.columns.count)
      let cell = { (column: String) in fields[ResultsCSV.columns.firstIndex(of: column)!] }
      #expect(cell("trace") == "swipe" && cell("intent") == "back")
      #expect(cell("strategy") == Substring(result.strategy))
      #expect(cell("ios") == Substring(String(result.ios.number)))
      #expect(cell("outcome") == Substring(result.outcome.rawValue))
      #expect(cell("verdict") == Substring(result.verdict?.rawValue ?? ""))
      #expect(cell("stackBefore") == Substring(result.stackBefore.joined(separator: ";")))
      #expect(cell("transitions") == Substring(String(result.transitions.count)))
    }
    #expect(lines[3].hasPrefix("\"swipe, \"\"odd\"\"\",,\(odd.results[0].strategy),"), "quoted name, empty intent")
    #expect(lines[4].hasPrefix("\"swipe, \"\"odd\"\"\",,\(odd.results[1].strategy),"))
    #expect(SmallRuns.fields(lines[3]).prefix(2) == ["swipe, \"odd\"", ""])
  }
}

/// ``ScoresCSV``: a row per strategy (and per family) whose cells fill the header's columns, the
/// `ios` column of several releases, the open-choice columns with `--doubt`
/// (Sources/BackStrategiesReport/Documents/ScoresCSV.swift).
@Suite("Corpus scores as CSV")
struct ScoresCSVTests {
  @Test("scores over no trace: one row per strategy, group all, 0 traces, nothing measured")
  func noTraces() {
    let text = ScoresCSV.render(CorpusScores(strategies: ["a", "b"]))
    let lines = text.split(separator: "\n")
    #expect(lines.first == Substring(ScoresCSV.columns.joined(separator: ",")))
    #expect(lines.count == 3)
    for (line, strategy) in zip(lines.dropFirst(), ["a", "b"]) {
      let fields = SmallRuns.fields(line)
      #expect(fields.count == ScoresCSV.columns.count)
      #expect(fields.prefix(3) == [Substring(strategy), Substring(ScoresCSV.overallGroup), "0"])
      #expect(fields[ScoresCSV.columns.firstIndex(of: "accuracy")!] == "", "no share of nothing")
    }
  }

  @Test("a scored corpus: trace counts and shares of each strategy; by family, a row per family adding up to the whole")
  func scored() throws {
    let scores = try SmallRuns.scores(count: 12)
    let lines = ScoresCSV.render(scores, byFamily: true).split(separator: "\n").dropFirst().map(SmallRuns.fields)
    let traces = ScoresCSV.columns.firstIndex(of: "traces")!
    for card in scores.scorecards {
      let rows = lines.filter { $0[0] == Substring(card.strategy) }
      let whole = try #require(rows.first { $0[1] == Substring(ScoresCSV.overallGroup) })
      #expect(whole[traces] == "12")
      let families = rows.filter { $0[1] != Substring(ScoresCSV.overallGroup) }
      #expect(families.count == scores.families.filter { card.byFamily[$0] != nil }.count)
      #expect(families.map { Int($0[traces])! }.reduce(0, +) == 12)
      let accuracy = try #require(Double(whole[ScoresCSV.columns.firstIndex(of: "accuracy")!]))
      #expect((0...1).contains(accuracy))
      #expect(lines.allSatisfy { $0.count == ScoresCSV.columns.count })
    }
    #expect(ScoresCSV.render(scores).split(separator: "\n").count == 1 + scores.scorecards.count, "no family rows")
  }

  @Test("several releases: an ios column first, each release's rows in the order given; --doubt adds its columns")
  func releasesAndDoubt() throws {
    let scores = try SmallRuns.scores(count: 4)
    let text = ScoresCSV.render(releases: [(.iOS18, scores), (.iOS26, scores)])
    let lines = text.split(separator: "\n")
    #expect(lines[0] == Substring((["ios"] + ScoresCSV.columns).joined(separator: ",")))
    #expect(lines.dropFirst().map { SmallRuns.fields($0)[0] } == ["18", "18", "26", "26"])
    let doubt = ScoresCSV.render(try SmallRuns.scores(count: 4, doubt: true)).split(separator: "\n")
    #expect(doubt[0] == Substring((ScoresCSV.columns + ScoresCSV.openChoiceColumns).joined(separator: ",")))
    #expect(doubt.dropFirst().allSatisfy { SmallRuns.fields($0).count == ScoresCSV.columns.count + ScoresCSV.openChoiceColumns.count })
  }
}

/// ``ResultJSON``: the trace summary and the comparison and matrix documents carry their
/// format and the input's own values (Sources/BackStrategiesReport/Documents/ResultJSON.swift).
@Suite("Results as JSON")
struct ResultJSONTests {
  @Test("a trace's summary: name, duration, sample count, intent and its rule, convention")
  func traceSummary() {
    let trace = SmallRuns.swipe(named: "swipe")
    #expect(
      ResultJSON.traceSummary(trace)
        == .object([
          ("name", "swipe"), ("duration", .number(trace.duration)), ("samples", 5), ("intent", "back"),
          ("verdictRule", .string(Intent.back.rule)), ("convention", .string(trace.convention.rawValue)),
        ]))
    let unlabelled = ResultJSON.traceSummary(SmallRuns.swipe(named: "x", intent: nil))
    #expect(unlabelled.render(pretty: false).contains(#""intent":null,"verdictRule":null"#))
  }

  @Test("a comparison: its format, the trace, one result per strategy in order; a quote in the name escaped")
  func comparison() throws {
    let comparison = try SmallRuns.comparison(SmallRuns.swipe(named: "say \"back\""))
    let text = ResultJSON.comparison(comparison).render(pretty: false)
    #expect(text.hasPrefix(#"{"format":"backstrategies-comparison/1","trace":{"name":"say \"back\"","#))
    for result in comparison.results { #expect(text.contains(#""strategy":"\#(result.strategy)""#)) }
    guard case .object(let members) = ResultJSON.comparison(comparison), let results = members.first(where: { $0.key == "results" })?.value,
      case .array(let items) = results
    else {
      Issue.record("no results array")
      return
    }
    #expect(items == comparison.results.map(ResultJSON.result))
  }

  @Test("a matrix: its format, the strategies, one comparison per trace")
  func matrix() throws {
    let matrix = ComparisonMatrix(
      traces: [SmallRuns.swipe(named: "one"), SmallRuns.swipe(named: "two")], selections: try SmallRuns.selections())
    let text = ResultJSON.matrix(matrix).render(pretty: false)
    #expect(text.hasPrefix(#"{"format":"backstrategies-matrix/1","strategies":["system-edge:"#))
    #expect(text.contains(#""name":"one""#) && text.contains(#""name":"two""#))
    #expect(text.split(separator: #""trace":"#).count == 3)
  }
}

/// ``ComparisonTable`` and ``MatrixTable``: the byte unit, the rows of the input's strategies, and
/// the totals of a matrix counted from its verdicts (Sources/BackStrategiesReport/Tables).
@Suite("Comparison and matrix tables")
struct ResultTablesTests {
  @Test("bytes print in B below 1 KiB, then KiB, then MiB, one decimal", arguments: [
    (0, "0 B"), (1023, "1023 B"), (1024, "1 KiB"), (1536, "1.5 KiB"), (1024 * 1024 - 1, "1024 KiB"), (1024 * 1024, "1 MiB"),
    (11 * 1024 * 1024 + 300 * 1024, "11.3 MiB"),
  ])
  func byteCount(bytes: Int, text: String) {
    #expect(ComparisonTable.byteCount(bytes) == text)
  }

  @Test("the comparison table names the trace and has a row for each strategy, in order")
  func comparisonTable() throws {
    let comparison = try SmallRuns.comparison(SmallRuns.swipe(named: "held-swipe"))
    let text = ComparisonTable.render(comparison, width: 100)
    #expect(text.contains("held-swipe"))
    let rows = comparison.results.compactMap { result in text.split(separator: "\n").firstIndex { $0.hasPrefix(result.strategy + " ") } }
    #expect(rows.count == comparison.results.count && rows == rows.sorted())
    for result in comparison.results where result.restsOn.isEmpty { #expect(ComparisonTable.restsOnLine(result) == nil) }
  }

  @Test("a matrix' totals count each strategy's verdicts: every labelled row judged once, none of the unlabelled")
  func totals() throws {
    let traces = [SmallRuns.swipe(named: "a"), SmallRuns.swipe(named: "b"), SmallRuns.swipe(named: "c", intent: nil)]
    let matrix = ComparisonMatrix(traces: traces, selections: try SmallRuns.selections())
    let totals = MatrixTable.totals(matrix)
    #expect(totals.count == SmallRuns.labels.count)
    for (column, total) in totals.enumerated() {
      let verdicts = matrix.rows.compactMap { $0.results[column].verdict }
      #expect(verdicts.count == 2)
      #expect(total.right == verdicts.filter { $0 == .right }.count)
      #expect(total.right + total.wrong + total.hazard + total.notApplicable == 2)
      #expect(total.judged == total.right + total.wrong + total.hazard)
    }
    let text = MatrixTable.render(matrix, width: 120)
    for trace in traces { #expect(text.contains(trace.name)) }
    for row in matrix.rows {
      for result in row.results { #expect(text.contains(MatrixTable.cellText(result))) }
    }
  }
}

/// The drawings escape what they quote from the input: a trace name with markup characters is
/// text in the SVG and the page, never markup (Sources/BackStrategiesReport/Drawings).
@Suite("Drawings escape their input")
struct DrawingEscapingTests {
  static let name = "<b>swipe</b> & \"more\""

  @Test("the SVG parses as XML and its text holds the name as written")
  func svg() throws {
    let comparison = try SmallRuns.comparison(SmallRuns.swipe(named: Self.name), timeline: true)
    let svg = ReportSVG.render(comparison, replay: false)
    #expect(!svg.contains("<b>swipe"))
    let tree = try XMLTree(svg)
    #expect(tree.root.map { $0.localName ?? $0.name } == "svg")
    #expect(tree.root?.stringValue?.contains(Self.name) == true)
  }

  @Test("the page's title and heading hold the name escaped")
  func page() throws {
    let comparison = try SmallRuns.comparison(SmallRuns.swipe(named: Self.name), timeline: true)
    let page = ReportHTML.render(comparison)
    #expect(!page.contains("<b>swipe"))
    #expect(page.contains("<title>&lt;b&gt;swipe&lt;/b&gt; &amp; "))
    #expect(page.contains("<h1>&lt;b&gt;swipe&lt;/b&gt; &amp; "))
  }
}

/// ``ReportHTML/render(matrix:parameters:)``: one section per trace under ids made from the
/// names, unique even when two traces share a name, and the summary counting the input; an
/// empty matrix still gives a page (Sources/BackStrategiesReport/Drawings/ReportHTML.swift).
@Suite("Matrix page")
struct MatrixPageTests {
  @Test("a section per trace, ids from the names made unique, the counts of traces and strategies in the note")
  func sections() throws {
    let traces = [SmallRuns.swipe(named: "Edge Swipe"), SmallRuns.swipe(named: "Edge Swipe"), SmallRuns.swipe(named: "tap")]
    let matrix = ComparisonMatrix(traces: traces, selections: try SmallRuns.selections(), options: RunOptions(recordTimeline: true))
    let page = ReportHTML.render(matrix: matrix)
    #expect(page.contains("<title>Swipe-back strategies compared</title>"))
    #expect(page.contains("3 traces × 2 strategies."))
    for id in ["trace-edge-swipe", "trace-edge-swipe-2", "trace-tap"] {
      #expect(page.contains(#"id="\#(id)""#), "\(id)")
    }
    #expect(!page.contains(#"id="trace-edge-swipe-3""#))
    #expect(page.hasSuffix("</html>\n"))
  }

  @Test("no trace: the page, the JSON, the CSV and the totals still render, with no row")
  func emptyMatrix() throws {
    let matrix = ComparisonMatrix(traces: [], selections: try SmallRuns.selections())
    let page = ReportHTML.render(matrix: matrix)
    #expect(page.contains("0 traces × 2 strategies."))
    #expect(!page.contains(#"id="trace-"#))
    #expect(
      ResultJSON.matrix(matrix).render(pretty: false)
        == #"{"format":"backstrategies-matrix/1","strategies":["\#(matrix.strategies[0])","\#(matrix.strategies[1])"],"comparisons":[]}"#)
    #expect(MatrixTable.totals(matrix).map(\.judged) == [0, 0])
    #expect(ResultsCSV.render(matrix.rows) == ResultsCSV.columns.joined(separator: ",") + "\n")
  }
}
