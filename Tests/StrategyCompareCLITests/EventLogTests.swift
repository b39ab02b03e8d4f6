import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// `strategy-compare run … --events`: the numbers every rule used.
@Suite("Event log")
struct EventLogTests {
  /// A terminal wide enough for every entry on one line.
  static let wide = 400

  @Test("--events lists UIKit's callbacks with their translation and velocity, its questions and its commands, in order")
  func tableForSystemEdge() {
    // A wide terminal: an entry on one line (TerminalFitTests checks the wrapping at 80 columns).
    let output = StrategyCompare.execute(["run", "carousel-at-start", "--strategies", "system-edge", "--events"], terminalWidth: Self.wide)
    #expect(output.status == .success)
    let lines = output.standardOutput.split(separator: "\n").map(String.init)
    let question = lines.firstIndex { $0.contains("question  system-edge-pan shouldBegin? UIKit: yes") }
    let began = lines.firstIndex { $0.contains("callback  system-edge-pan began → UIKit") && $0.contains("translation (") && $0.contains("pt/s") }
    let start = lines.firstIndex { $0.contains("command   UIKit: beginInteractivePop(parallax linear, 0.35 s)") }
    let ended = lines.firstIndex { $0.contains("callback  system-edge-pan ended → UIKit") }
    let finish = lines.firstIndex { $0.contains("command   UIKit: finishInteractivePop(") }
    let end = lines.firstIndex { $0.contains("event     pop transition ended (finished)") }
    let order = [question, began, start, ended, finish, end]
    #expect(order.allSatisfy { $0 != nil }, "\(output.standardOutput)")
    let indices = order.compactMap { $0 }
    #expect(indices == indices.sorted())
  }

  @Test("--events shows a strategy's own commands and the failures of back recognisers")
  func strategyCommandsAndFailures() {
    let output = StrategyCompare.execute(["run", "mid-screen-swipe", "--strategies", "system-edge,percent-driven:seed001", "--events"], terminalWidth: Self.wide)
    #expect(output.status == .success)
    #expect(output.standardOutput.contains("failed    system-edge-pan: touch-down at x = 150 is not within 33 pt of the left edge"))
    #expect(output.standardOutput.contains("callback  full-screen-pan began → strategy"))
    #expect(output.standardOutput.contains("command   strategy: setUserInteraction(off, 'detail')"))
    #expect(output.standardOutput.contains("command   strategy: beginInteractivePop(direct, 0.4 s)"))
  }

  @Test("--events in JSON: one object per entry, typed, with the numbers")
  func json() throws {
    let output = StrategyCompare.execute(["run", "edge-swipe-past-half", "--strategies", "system-edge", "--events", "--format", "json"])
    #expect(output.status == .success)
    let document = try JSONParser.parse(output.standardOutput)
    guard case .array(let results)? = document["results"]?.kind, let result = results.first,
      case .array(let events)? = result["events"]?.kind
    else { Issue.record("no events array"); return }
    let callbacks = events.filter { $0["type"]?.kind == .string("callback") }
    let first = try #require(callbacks.first)
    #expect(first["recognizer"]?.kind == .string("system-edge-pan"))
    #expect(first["state"]?.kind == .string("began"))
    #expect(first["target"]?.kind == .string("uikit"))
    guard case .number? = first["translation"]?["x"]?.kind, case .number? = first["velocity"]?["x"]?.kind, case .number? = first["t"]?.kind
    else { Issue.record("a callback carries t, translation and velocity"); return }
    #expect(events.contains { $0["type"]?.kind == .string("question") && $0["answer"]?.kind == .string("begin") && $0["askedOf"]?.kind == .string("uikit") })
    #expect(events.contains { $0["type"]?.kind == .string("command") && $0["from"]?.kind == .string("uikit") })
  }

  @Test("without --events there is no log; --events with csv or a drawing is a usage error (exit 64)", arguments: ["csv", "svg"])
  func refusedFormats(format: String) {
    let output = StrategyCompare.execute(["run", "tap", "--events", "--format", format])
    #expect(output.status == .usage)
    #expect(output.standardError.contains("--events cannot be"))
    let plain = StrategyCompare.execute(["run", "tap", "--format", "json"])
    #expect(!plain.standardOutput.contains("\"events\""))
  }

  @Test("--events applies to run only")
  func onlyRun() {
    let output = StrategyCompare.execute(["--events"])
    #expect(output.status == .usage)
    #expect(output.standardError.contains("--events applies to 'run' only"))
  }
}
