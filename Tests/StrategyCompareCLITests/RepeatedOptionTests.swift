import Foundation
import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// #26 item 8: list options accumulate when repeated, a single-valued option given twice is a
/// usage error, `run` on a JSON Lines corpus points to `corpus`, and `run --intent` gives a CSV
/// trace a verdict.
@Suite("Repeated options and run's input")
struct RepeatedOptionTests {
  @Test("-s and --strategies given again add to the list, in the matrix and in run")
  func strategiesAccumulate() throws {
    let repeated = try ParsedCommand.parse(["run", "tap", "-s", "cupertino", "--strategies", "predictive-back"])
    #expect(repeated == (try ParsedCommand.parse(["run", "tap", "-s", "cupertino,predictive-back"])))
    let matrix = try ParsedCommand.parse(["-s", "system-edge", "--strategies=cupertino"])
    #expect(matrix == .matrix(strategies: "system-edge,cupertino", format: .table))
    let output = StrategyCompare.execute(["run", "tap", "-s", "cupertino", "-s", "predictive-back"]).standardOutput
    #expect(output.contains("cupertino:flutter") && output.contains("predictive-back:android"))
  }

  @Test("--needs, --allow, --families, -s and --ios accumulate in corpus and recommend")
  func corpusListsAccumulate() throws {
    guard case .recommend(let options, _) = try ParsedCommand.parse([
      "recommend", "--needs", "full-screen", "--needs", "scroll-views", "--allow", "private-api", "--allow", "root-freeze",
      "-s", "system-edge", "-s", "cupertino",
    ]) else {
      Issue.record("not a recommendation")
      return
    }
    #expect(options.needs == [.fullScreen, .scrollViews])
    #expect(options.allowed == [.privateAPI, .rootFreeze])
    #expect(options.strategies == "system-edge,cupertino")
    guard case .corpus(let corpus) = try ParsedCommand.parse([
      "corpus", "--generate", "10", "--families", "tap", "--families", "edge-slow", "--ios", "18", "--ios", "26",
    ]) else {
      Issue.record("not a corpus")
      return
    }
    #expect(corpus.families.map(\.rawValue) == ["tap", "edge-slow"])
    #expect(corpus.ios == [.iOS18, .iOS26])
  }

  @Test(
    "a single-valued option given twice is a usage error naming it (exit 64)",
    arguments: [
      ["run", "tap", "--format", "json", "--format", "csv"],
      ["run", "tap", "--intent", "back", "--intent=stay"],
      ["--model", "uikit26", "--model", "uikit26"],
      ["corpus", "--generate", "5", "--seed", "1", "--seed", "2"],
      ["corpus", "--generate", "5", "-j", "1", "--jobs", "2"],
      ["recommend", "--format", "json", "--format", "table"],
      ["import", "x.txt", "--from", "evemu", "--from", "getevent"],
      ["corpus", "merge", "a.json", "--by", "family", "--by", "family"],
    ])
  func singleValuedTwice(arguments: [String]) {
    let output = StrategyCompare.execute(arguments)
    #expect(output.status == .usage)
    #expect(output.standardError.contains("is given twice"), "\(output.standardError)")
    #expect(output.standardError.split(separator: "\n").count == 1)
  }

  @Test("run on a JSON Lines file of several traces says, in one line, to use corpus")
  func runOnACorpus() throws {
    let path = ReportTests.repositoryRoot + "/docs/examples/real-vertical-scrolls.jsonl"
    let output = StrategyCompare.execute(["run", path])
    #expect(output.status == .usage)
    #expect(output.standardError.split(separator: "\n").count == 1)
    #expect(output.standardError.contains("holds 15 traces, one per line"))
    #expect(output.standardError.contains("strategy-compare corpus \(path)"))
    #expect(!output.standardError.contains("extra data"))
    let stdin = StrategyCompare.execute(["run", "-"]) { Array((try! String(contentsOfFile: path, encoding: .utf8)).utf8) }
    #expect(stdin.standardError.contains("'strategy-compare corpus -'"))
    let broken = StrategyCompare.execute(["run", "-"]) { Array("{\"format\": 1}\n{}\n".utf8) }
    #expect(broken.status == .dataError, "a first line that is not a trace keeps the decoder's message")
  }

  @Test("run --intent gives a CSV trace a verdict, in every format; without it there is none")
  func intentForCSV() throws {
    let csv = Array("t,x,y,phase\n0,5,420,began\n0.1,60,421,moved\n0.3,200,425,moved\n0.5,260,430,ended\n".utf8)
    let judged = StrategyCompare.execute(["run", "-", "-s", "system-edge", "--intent", "back", "--format", "json"]) { csv }
    #expect(judged.status == .success)
    #expect(judged.standardOutput.contains("\"verdict\" : \"right\"") || judged.standardOutput.contains("\"verdict\": \"right\""))
    let table = StrategyCompare.execute(["run", "-", "-s", "system-edge", "--intent", "stay"]) { csv }
    #expect(table.standardOutput.contains("✗ wrong"))
    let unjudged = StrategyCompare.execute(["run", "-", "-s", "system-edge", "--format", "csv"]) { csv }
    #expect(unjudged.standardOutput.split(separator: "\n")[1].split(separator: ",", omittingEmptySubsequences: false)[5] == "")
    #expect(StrategyCompare.execute(["--intent", "back"]).status == .usage, "the matrix's scenarios have their own intents")
    #expect(StrategyCompare.execute(["run", "tap", "--intent", "forward"]).standardError.contains("intent"))
  }
}
