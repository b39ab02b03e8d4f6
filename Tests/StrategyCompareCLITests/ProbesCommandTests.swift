import Foundation
import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// `strategy-compare probes`: every probe with each reading's computed prediction, as a table
/// within 80 columns or as JSON; `--choice` and `--ios` narrow it; an unknown choice is a usage
/// error with a suggestion. The outputs are fixed by golden files
/// (`Fixtures/cli-golden/probes.txt`, `probes.json`; `CLI_GOLDEN_RECORD=1` rewrites them).
@Suite("Probes command")
struct ProbesCommandTests {
  @Test("the table lists every probe under its choice, each reading's outcome, and fits 80 columns")
  func table() {
    let output = StrategyCompare.execute(["probes"])
    #expect(output.status == .success)
    #expect(output.standardError.isEmpty)
    let text = output.standardOutput
    for probe in Scenarios.probes {
      #expect(text.contains("  \(probe.name)\n"))
    }
    for choice in OpenChoice.allCases {
      #expect(text.contains("\n\(choice.rawValue) ("), "\(choice.rawValue)")
    }
    #expect(text.contains("none: it is met only by a second swipe"))
    #expect(text.contains("Separable on iOS 18 only"))
    for line in text.split(separator: "\n") {
      #expect(TextWrapping.displayWidth(line) <= TextWrapping.terminalWidth, "\(line)")
    }
  }

  @Test("each table row of a prediction gives the computed outcome of that reading")
  func tableRowsAreComputed() throws {
    let text = StrategyCompare.execute(["probes", "--choice", "release-procedure", "--ios", "18"]).standardOutput
    let probe = try #require(Scenarios.probe(named: "probe-release-slow-third"))
    let section = try #require(text.components(separatedBy: "  probe-release-slow-third\n").last)
    for prediction in probe.predictions(on: .iOS18) {
      #expect(section.contains("  \(prediction.reading)") && section.contains(prediction.outcome.rawValue))
    }
    #expect(!text.contains("iOS 26 (margins"))
    #expect(!text.contains("probe-release-content-slow-peek"), "a mid-screen probe separates on iOS 26 only")
  }

  @Test("JSON has stable fields: per choice its readings and probes, each with its gesture and every reading per release")
  func json() throws {
    let output = StrategyCompare.execute(["probes", "--format", "json", "--choice", "who-waits"])
    #expect(output.status == .success)
    let document = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
    #expect(document["format"] as? String == ProbesCommand.jsonFormat)
    #expect(document["strategy"] as? String == "system-edge:shipped")
    let choices = try #require(document["choices"] as? [[String: Any]])
    #expect(choices.count == 1)
    #expect(choices[0]["choice"] as? String == "who-waits")
    #expect(choices[0]["readings"] as? [String] == ["active-touches", "scroll-view-branch"])
    let probes = try #require(choices[0]["probes"] as? [[String: Any]])
    #expect(probes.map { $0["name"] as? String } == Scenarios.probes(for: .whoWaits).map(\.name))
    for (entry, probe) in zip(probes, Scenarios.probes(for: .whoWaits)) {
      let gesture = try #require(entry["gesture"] as? [String: Any])
      #expect(Set(gesture.keys) == ["start", "end", "duration", "velocity", "speed", "pressDuration", "holdBeforeLift", "edgeStart"])
      #expect(gesture["edgeStart"] as? Bool == probe.startsAtEdge)
      let predictions = try #require(entry["predictions"] as? [[String: Any]])
      #expect(predictions.map { $0["ios"] as? Int } == probe.releases.map(\.number))
      for (release, ios) in zip(predictions, probe.releases) {
        let readings = try #require(release["readings"] as? [[String: Any]])
        #expect(readings.map { $0["outcome"] as? String } == probe.predictions(on: ios).map(\.outcome.rawValue))
        #expect(Set(readings.compactMap { $0["popped"] as? Bool }).count == 2)
        #expect(release["liftMarginPoints"] is Double || release["liftMarginPoints"] is Int)
      }
    }
  }

  @Test("a choice no plain drag separates lists no probe and says why")
  func choiceWithoutProbes() throws {
    let table = StrategyCompare.execute(["probes", "--choice", "parallax-branch"])
    #expect(table.status == .success)
    #expect(table.standardOutput.contains("parallax-branch (fluid, classic)\n  none: the fluid and classic branches differ"))
    let json = StrategyCompare.execute(["probes", "--choice", "edge-strip", "--ios", "26", "--format", "json"])
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let choice = try #require((document["choices"] as? [[String: Any]])?.first)
    #expect((choice["probes"] as? [Any])?.isEmpty == true)
    #expect((choice["whyNoProbe"] as? String)?.contains("content swipe") == true)
    #expect(choice["separatedOnlyOn"] as? Int == 18)
  }

  @Test("an unknown --choice is a usage error naming the choices, with a suggestion", arguments: [
    ("who-wait", "who-waits"), ("edgestrip", "edge-strip"), ("release", nil),
  ])
  func unknownChoice(_ given: String, _ suggestion: String?) {
    let output = StrategyCompare.execute(["probes", "--choice", given])
    #expect(output.status == .usage)
    #expect(output.standardOutput.isEmpty)
    #expect(output.standardError.hasPrefix("strategy-compare: error: --choice: unknown open choice '\(given)'"))
    #expect(output.standardError.split(separator: "\n").count == 1)
    if let suggestion { #expect(output.standardError.contains("did you mean '\(suggestion)'?")) }
  }

  @Test("other usage errors: an argument, a format probes cannot print, a release not modelled", arguments: [
    ["probes", "x"], ["probes", "--format", "csv"], ["probes", "--ios", "27"], ["probes", "--strategies", "system-edge"],
  ])
  func usageErrors(_ arguments: [String]) {
    let output = StrategyCompare.execute(arguments)
    #expect(output.status == .usage)
    #expect(output.standardOutput.isEmpty)
    #expect(output.standardError.hasPrefix("strategy-compare: error: "))
  }

  @Test("a probe runs by name, and prints as its trace file")
  func runsByName() throws {
    let run = StrategyCompare.execute(["run", "probe-edge-strip-touch-down-40"])
    #expect(run.status == .success)
    #expect(run.standardOutput.contains("iOS 18"))
    let file = StrategyCompare.execute(["scenarios", "probe-release-slow-peek"])
    #expect(try TraceDecoder.decodeJSON(file.standardOutput).trace == Scenarios.probe(named: "probe-release-slow-peek")?.trace)
    #expect(!StrategyCompare.execute(["scenarios"]).standardOutput.contains("probe-"))
  }

  // MARK: Golden files

  /// The golden files, beside the tests.
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/cli-golden")

  @Test("probes' table and JSON match their golden files (CLIGolden: CLI_GOLDEN_RECORD=1 rewrites them)", arguments: [
    ("probes.txt", ["probes"]), ("probes.json", ["probes", "--format", "json"]),
  ])
  func matchesCLIGolden(_ file: String, _ arguments: [String]) throws {
    let output = StrategyCompare.execute(arguments)
    #expect(output.status == .success)
    let path = Self.directory.appendingPathComponent(file).path
    if ProcessInfo.processInfo.environment["CLI_GOLDEN_RECORD"] == "1" {
      try output.standardOutput.write(toFile: path, atomically: true, encoding: .utf8)
      return
    }
    let golden = try String(contentsOfFile: path, encoding: .utf8)
    #expect(output.standardOutput == golden, "strategy-compare \(arguments.joined(separator: " ")) differs from \(file)")
  }
}
