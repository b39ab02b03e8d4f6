import Foundation
import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// `corpus --doubt` and `recommend`'s line on the other readings, end to end: the share of runs
/// resting on an open choice in the table, JSON and CSV, the same for any `--jobs` and through
/// shards and `corpus merge`; nothing of it without the flag; the check of the first pick.
@Suite("Corpus doubt CLI")
struct CorpusDoubtCLITests {

  static let generated = ["corpus", "--generate", "72", "--seed", "2"]

  @Test("--doubt adds an OPEN CHOICES table, JSON restsOn and CSV columns that agree with the library's counts")
  func outputs() throws {
    let table = StrategyCompare.execute(Self.generated + ["--doubt"])
    #expect(table.status == .success, "\(table.standardError)")
    let traces = Array(CorpusGenerator(seed: 2).traces(count: 72))
    let scores = try CorpusScorer(selections: StrategyCatalog.builtIn.defaultSelections, weighsOpenChoices: true).score(traces)
    #expect(table.standardOutput.contains("\nOPEN CHOICES\n"))
    #expect(table.standardOutput.contains("rests on a choice (--doubt): share of the runs"))
    for card in scores.scorecards {
      let tally = try #require(card.restsOn)
      let row = "\(card.strategy) "
      let line = try #require(table.standardOutput.split(separator: "\n").last { $0.hasPrefix(row) && $0.contains("%") && $0.hasSuffix(ScoresTable.choiceBreakdown(tally)) })
      #expect(line.contains(ScoreFormatting.rate(tally.proportion)))
    }
    let json = try JSONParser.parse(Array(StrategyCompare.execute(Self.generated + ["--doubt", "--format", "json"]).standardOutput.utf8))
    guard case .array(let strategies)? = json["strategies"]?.kind else { Issue.record("strategies"); return }
    for (card, strategy) in zip(scores.scorecards, strategies) {
      let tally = try #require(card.restsOn)
      let restsOn = try #require(strategy["restsOn"])
      #expect(restsOn["runs"]?.kind == .number(Double(tally.restingRuns)))
      #expect(restsOn["of"]?.kind == .number(Double(tally.runs)))
      #expect(restsOn["share"]?["count"]?.kind == .number(Double(tally.restingRuns)))
      for choice in OpenChoice.allCases {
        #expect(restsOn["byChoice"]?[choice.rawValue]?["count"]?.kind == .number(Double(tally.byChoice[choice] ?? 0)))
      }
    }
    let csv = StrategyCompare.execute(Self.generated + ["--doubt", "--format", "csv", "--by", "family"]).standardOutput
    let rows = csv.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
    #expect(rows[0].map(String.init) == ScoresCSV.columns + ScoresCSV.openChoiceColumns)
    #expect(rows.allSatisfy { $0.count == rows[0].count })
    let first = try #require(rows.first { $0.first.map(String.init) == scores.scorecards[0].strategy })
    let share = try #require(scores.scorecards[0].restsOn?.proportion.value)
    #expect(String(first[ScoresCSV.columns.count]) == NumberFormatting.short(share, 6))
  }

  @Test("without --doubt nothing of it is printed, and the part written holds no doubt")
  func absentWithoutTheFlag() throws {
    let table = StrategyCompare.execute(Self.generated).standardOutput
    #expect(!table.contains("OPEN CHOICES") && !table.contains("--doubt"))
    #expect(!StrategyCompare.execute(Self.generated + ["--format", "json"]).standardOutput.contains("restsOn"))
    let csv = StrategyCompare.execute(Self.generated + ["--format", "csv"]).standardOutput
    #expect(csv.hasPrefix(ScoresCSV.columns.joined(separator: ",") + "\n"))
    let directory = TemporaryDirectory()
    let path = directory.path + "/plain.json"
    #expect(StrategyCompare.execute(Self.generated + ["--emit-scores", path]).status == .success)
    let part = try String(contentsOfFile: path, encoding: .utf8)
    #expect(!part.contains("doubt") && !part.contains("restsOn"))
  }

  @Test("--doubt gives the same output for any --jobs", arguments: [OutputFormat.table, .json, .csv])
  func serialEqualsParallel(format: OutputFormat) {
    let base = Self.generated + ["--doubt", "--by", "family", "--format", format.rawValue]
    let serial = StrategyCompare.execute(base + ["--jobs", "1"])
    let parallel = StrategyCompare.execute(base + ["--jobs", "4"])
    #expect(serial.status == .success)
    #expect(serial.standardOutput == parallel.standardOutput)
  }

  @Test("shards scored with --doubt merge into exactly the unsplit run; a part without --doubt is refused beside them")
  func shardsMerge() {
    let directory = TemporaryDirectory()
    func part(_ k: Int, _ extra: [String]) -> String {
      let path = directory.path + "/p\(k)\(extra.isEmpty ? "" : "d").json"
      let output = StrategyCompare.execute(Self.generated + ["--shard", "\(k)/3", "--emit-scores", path] + extra)
      #expect(output.status == .success, "\(output.standardError)")
      return path
    }
    let parts = (1...3).map { part($0, ["--doubt"]) }
    for format in ["table", "json", "csv"] {
      let whole = StrategyCompare.execute(Self.generated + ["--doubt", "--format", format, "--by", "family"])
      let merged = StrategyCompare.execute(["corpus", "merge"] + parts.reversed() + ["--format", format, "--by", "family"])
      #expect(merged.status == .success, "\(merged.standardError)")
      #expect(merged.standardOutput == whole.standardOutput, "\(format) differs")
    }
    let mixed = StrategyCompare.execute(["corpus", "merge", parts[0], parts[1], part(3, [])])
    #expect(mixed.status == .dataError)
    #expect(mixed.standardError.contains("has --doubt off"), "\(mixed.standardError)")
  }

  @Test("--doubt applies to scoring: refused with --describe")
  func refusedWithDescribe() {
    let output = StrategyCompare.execute(["corpus", "--generate", "5", "--describe", "--doubt"])
    #expect(output.status == .usage)
    #expect(output.standardError.contains("--describe prints no scores; --doubt weighs the runs of scoring"))
  }

  @Test("recommend says whether its first pick holds under another reading, in text and JSON; on standard input it says it did not check")
  func recommendLine() throws {
    let arguments = ["recommend", "--generate", "48", "--strategies", "system-edge,edge-bulge,percent-driven"]
    let text = StrategyCompare.execute(arguments)
    #expect(text.status == .success)
    #expect(text.standardOutput.contains("\nUnder another reading: "))
    let json = try JSONParser.parse(Array(StrategyCompare.execute(arguments + ["--format", "json"]).standardOutput.utf8))
    let check = try #require(json["otherReadings"])
    guard case .array(let picks)? = check["picks"]?.kind else { Issue.record("picks"); return }
    #expect(picks.count == OpenChoice.askedOfEveryTrace.count)
    guard case .array(let ranked)? = json["ranked"]?.kind, case .string(let first)? = ranked.first?["strategy"]?.kind else {
      Issue.record("ranked")
      return
    }
    #expect(check["firstPick"]?.kind == .string(first))
    let holds = picks.allSatisfy { $0["firstPick"]?.kind == .string(first) }
    #expect(check["holds"]?.kind == .bool(holds))
    // The text says the same.
    #expect(text.standardOutput.contains("the first pick holds (") == holds)
    let lines = CorpusCLITests.lines(count: 24).joined(separator: "\n") + "\n"
    if let piped = try CorpusCLITests.runTool(["recommend", "--corpus", "-", "--strategies", "system-edge"], input: Array(lines.utf8)) {
      #expect(piped.status == 0)
      #expect(piped.output.contains("Under another reading: not checked: the corpus came from standard input"))
    }
  }
}
