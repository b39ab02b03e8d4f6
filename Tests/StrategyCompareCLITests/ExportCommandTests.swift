import Foundation
import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesSupport

/// `strategy-compare export` (issue 52 item 2): each tool's output for a built-in scenario and a
/// JSON Lines file of several traces against golden files in `Fixtures/export/` (rewritten with
/// `CLI_GOLDEN_RECORD=1 swift test --filter ExportCommand`), the Swift output through
/// `swiftc -parse`, the warnings, `--output`, and the errors.
@Suite("Export command")
struct ExportCommandTests {
  /// `Tests/StrategyCompareCLITests/Fixtures/export/<name>`.
  static func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/export/" + name).path
  }

  /// The file name ending of each tool's output.
  static func suffix(_ target: ExportTarget) -> String {
    switch target {
    case .xcuitest: "swift"
    case .maestro: "yaml"
    case .w3cActions: "json"
    }
  }

  /// The inputs with golden files: a built-in scenario, and a file of three traces (a renamed
  /// edge swipe, the right-to-left edge swipe, and the double back tap of two strokes).
  static let inputs: [(label: String, input: String)] = [
    ("edge-swipe-past-half", "edge-swipe-past-half"), ("three-traces", fixture("three-traces.jsonl")),
  ]

  static let cases: [(label: String, input: String, target: ExportTarget)] = inputs.flatMap { input in
    ExportTarget.allCases.map { (input.label, input.input, $0) }
  }

  @Test("each tool's output and warnings match the golden files", arguments: 0..<cases.count)
  func golden(_ index: Int) throws {
    let (label, input, target) = Self.cases[index]
    let output = StrategyCompare.execute(["export", input, "--to", target.rawValue])
    #expect(output.status == .success, "\(output.standardError)")
    let base = Self.fixture("\(label).\(target.rawValue)")
    let textPath = base + "." + Self.suffix(target)
    // The warnings name the input as given: the fixture's absolute path differs per checkout.
    let warnings = output.standardError.replacingOccurrences(of: Self.fixture(""), with: "Fixtures/export/")
    if ProcessInfo.processInfo.environment["CLI_GOLDEN_RECORD"] == "1" {
      try output.standardOutput.write(toFile: textPath, atomically: true, encoding: .utf8)
      try warnings.write(toFile: base + ".stderr", atomically: true, encoding: .utf8)
      return
    }
    #expect(output.standardOutput == (try String(contentsOfFile: textPath, encoding: .utf8)))
    #expect(warnings == (try String(contentsOfFile: base + ".stderr", encoding: .utf8)))
  }

  @Test("the same input gives the same bytes every time")
  func deterministic() {
    for target in ExportTarget.allCases {
      let first = StrategyCompare.execute(["export", Self.fixture("three-traces.jsonl"), "--to", target.rawValue])
      let second = StrategyCompare.execute(["export", Self.fixture("three-traces.jsonl"), "--to", target.rawValue])
      #expect(first == second)
    }
  }

  @Test(
    "the XCUITest output parses as Swift (swiftc -parse)",
    .enabled(if: SwiftParse.compiler != nil, "swiftc is not on PATH; CI has it"),
    arguments: ["edge-swipe-past-half", "right-to-left-edge-swipe", "double-back-tap", "three-traces"])
  func parsesAsSwift(_ input: String) throws {
    let compiler = try #require(SwiftParse.compiler)
    let given = input == "three-traces" ? Self.fixture("three-traces.jsonl") : input
    let output = StrategyCompare.execute(["export", given, "--to", "xcuitest", "--top-id", "screen \"two\"\\"])
    #expect(output.status == .success)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("export-parse-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("BackStrategiesGestureTests.swift")
    try output.standardOutput.write(to: file, atomically: true, encoding: .utf8)
    let error = try SwiftParse.error(in: file, compiler: compiler)
    #expect(error == nil, "\(error ?? "")")
  }

  @Test("the XCUITest output prints an observation line per test, the built-in scenario by name")
  func observationLine() {
    let text = StrategyCompare.execute(["export", "edge-swipe-past-half", "--to", "xcuitest"]).standardOutput
    #expect(text.contains(#"observe(gesture: "{\"scenario\":\"edge-swipe-past-half\"}", test: "testEdgeSwipePastHalf")"#))
    #expect(text.contains("backstrategies-observation/1"))
    #expect(text.contains(".press(\n      forDuration: 0.033, thenDragTo: origin.withOffset("))
    #expect(text.contains("thenHoldForDuration: 0.05)"))
    #expect(text.contains("/// The default model (UIKit's edge swipe as it ships) expects: popped."))
    #expect(text.contains(#"static let topID = "detail""#) && text.contains(#"static let previousID = "home""#))
    // A trace that is no built-in scenario is embedded whole.
    let file = StrategyCompare.execute(["export", Self.fixture("three-traces.jsonl"), "--to", "xcuitest"]).standardOutput
    #expect(file.contains(#"{\"trace\":{\"format\":\"backstrategies-trace/1\""#))
  }

  @Test("--probes exports every probe, or --choice's, one gesture each, by name")
  func probes() throws {
    let all = StrategyCompare.execute(["export", "--probes", "--to", "w3c-actions"])
    #expect(all.status == .success, "\(all.standardError)")
    for probe in Scenarios.probes { #expect(all.standardOutput.contains("\"\(probe.trace.name)\"")) }
    let one = StrategyCompare.execute(["export", "--probes", "--choice", "edge-strip", "--to", "xcuitest"])
    #expect(one.status == .success)
    let edgeStrip = Scenarios.probes(for: .edgeStrip)
    #expect(!edgeStrip.isEmpty)
    #expect(one.standardOutput.components(separatedBy: "func test").count - 1 == edgeStrip.count)
    for probe in Scenarios.probes where probe.choice != .edgeStrip { #expect(!one.standardOutput.contains(probe.trace.name)) }
  }

  @Test(
    "--probes refuses an input, --choice needs --probes and a choice with probes",
    arguments: [
      ["export", "--probes", "tap", "--to", "maestro"], ["export", "tap", "--choice", "edge-strip", "--to", "maestro"],
      ["export", "--probes", "--choice", "edge-strpi", "--to", "maestro"],
      ["export", "--probes", "--choice", "parallax-branch", "--to", "maestro"],
    ])
  func probesMisuse(arguments: [String]) {
    let output = StrategyCompare.execute(arguments)
    #expect(output.status == .usage)
    #expect(output.standardOutput.isEmpty)
    #expect(output.standardError.split(separator: "\n").count == 1, "\(output.standardError)")
  }

  @Test("--top-id, --previous-id and --app-id reach the output")
  func identifiers() {
    let maestro = StrategyCompare.execute([
      "export", "tap", "--to", "maestro", "--top-id", "Detail", "--previous-id", "Home", "--app-id", "org.example.app",
    ])
    #expect(maestro.status == .success)
    #expect(maestro.standardOutput.contains(#"appId: "org.example.app""#))
    #expect(maestro.standardOutput.contains(#"id: "Detail""#))
    let same = StrategyCompare.execute(["export", "tap", "--to", "maestro", "--top-id", "home"])
    #expect(same.status == .usage)
    #expect(same.standardError.contains("--top-id and --previous-id are both 'home'"))
  }

  @Test("--output writes the file atomically and says so; the warnings still go to stderr")
  func output() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("export-output-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("flow.yaml").path
    let output = StrategyCompare.execute(["export", "edge-swipe-past-half", "--to", "maestro", "--output", path])
    #expect(output.status == .success)
    #expect(output.standardOutput.isEmpty)
    #expect(output.standardError.contains("strategy-compare: warning: edge-swipe-past-half: starts 5 pt from the left edge"))
    #expect(output.standardError.contains("strategy-compare: wrote \(path) ("))
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written == StrategyCompare.execute(["export", "edge-swipe-past-half", "--to", "maestro"]).standardOutput)
    // A failing export leaves the file as it was.
    let failed = StrategyCompare.execute(["export", "no-such-scenario", "--to", "maestro", "--output", path])
    #expect(failed.status == .usage)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == written)
  }

  @Test("errors: an unknown tool, no tool, no input, an unknown scenario, a missing file, a bad line")
  func errors() throws {
    let unknown = StrategyCompare.execute(["export", "tap", "--to", "xcuitst"])
    #expect(unknown.status == .usage)
    #expect(unknown.standardError.contains("unknown tool 'xcuitst' for --to; did you mean 'xcuitest'?"))
    #expect(unknown.standardError.split(separator: "\n").count == 1)
    let none = StrategyCompare.execute(["export", "tap"])
    #expect(none.status == .usage)
    #expect(none.standardError.contains("export needs --to xcuitest, maestro or w3c-actions"))
    let noInput = StrategyCompare.execute(["export", "--to", "maestro"])
    #expect(noInput.status == .usage)
    let scenario = StrategyCompare.execute(["export", "edge-swipe-past-hlaf", "--to", "maestro"])
    #expect(scenario.status == .usage)
    #expect(scenario.standardError.contains("did you mean 'edge-swipe-past-half'?"))
    let missing = StrategyCompare.execute(["export", "no/such/file.json", "--to", "maestro"])
    #expect(missing.status == .noInput)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("export-bad-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let lines = try String(contentsOfFile: Self.fixture("three-traces.jsonl"), encoding: .utf8).split(separator: "\n")
    let bad = directory.appendingPathComponent("bad.jsonl").path
    try (lines[0] + "\n" + lines[1].replacingOccurrences(of: "\"t\":0,", with: "\"t\":-5,") + "\n").write(
      toFile: bad, atomically: true, encoding: .utf8)
    let badLine = StrategyCompare.execute(["export", bad, "--to", "w3c-actions"])
    #expect(badLine.status == .dataError)
    #expect(badLine.standardError.hasPrefix("strategy-compare: error: \(bad): line 2: "), "\(badLine.standardError)")
    #expect(badLine.standardOutput.isEmpty)
  }

  @Test("one trace from standard input exports like the same trace by name")
  func standardInput() {
    let json = TraceEncoder.encodeJSON(Scenarios.edgeFlickShort)
    let piped = StrategyCompare.execute(["export", "-", "--to", "w3c-actions"], readStandardInput: { Array(json.utf8) })
    let named = StrategyCompare.execute(["export", "edge-flick-short", "--to", "w3c-actions"])
    #expect(piped.status == .success)
    #expect(piped.standardOutput == named.standardOutput)
  }

  @Test("a list of traces exports in one call, in order")
  func list() throws {
    let traces = try ExportCommand.traces(Self.fixture("three-traces.jsonl"), loader: TraceLoader(readStandardInput: { [] }))
    #expect(traces.map(\.name) == ["my-edge-swipe", "right-to-left-edge-swipe", "double-back-tap"])
  }
}
