import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// The JSON contract, determinism, the 80-column matrix, and strategies registered from outside.
@Suite("Comparison output")
struct ComparisonOutputTests {
  @Test("run --format json follows backstrategies-comparison/1")
  func jsonSchema() throws {
    let output = StrategyCompare.execute(["run", "edge-swipe-past-half", "--format", "json", "--timeline"])
    #expect(output.status == .success)
    let document = try JSONParser.parse(output.standardOutput)
    #expect(document["format"]?.kind == .string("backstrategies-comparison/1"))
    let trace = try #require(document["trace"])
    #expect(trace["name"]?.kind == .string("edge-swipe-past-half"))
    #expect(trace["intent"]?.kind == .string("back"))
    guard case .number? = trace["samples"]?.kind, case .number? = trace["duration"]?.kind else {
      Issue.record("trace.samples and trace.duration must be numbers"); return
    }
    guard case .array(let results)? = document["results"]?.kind else { Issue.record("results must be an array"); return }
    #expect(results.count == StrategyCatalog.builtIn.entries.count)
    let keys = ["strategy", "outcome", "verdict", "reason", "stackBefore", "stackAfter", "transitions", "recognizedAt", "settledAt", "hazards", "metrics", "frames"]
    for result in results {
      guard case .object(let members) = result.kind else { Issue.record("result must be an object"); continue }
      let names = members.map(\.key)
      for key in keys { #expect(names.contains(key), "missing \(key)") }
      guard case .string(let strategy)? = result["strategy"]?.kind else { Issue.record("strategy"); continue }
      #expect(strategy.contains(":"))
      guard case .string(let outcome)? = result["outcome"]?.kind else { Issue.record("outcome"); continue }
      #expect(Outcome(rawValue: outcome) != nil)
      let metricNames = ["maxProgress", "trackedSamples", "scrolled", "screenshotBytes", "screenshotBytesAtEnd"]
      for name in metricNames {
        guard case .number? = result["metrics"]?[name]?.kind else { Issue.record("metrics.\(name)"); continue }
      }
      // trackingError is a number when samples were measured, null when none were.
      switch result["metrics"]?["trackingError"]?.kind {
      case .number?, .null?: break
      default: Issue.record("metrics.trackingError")
      }
      guard case .array(let frames)? = result["frames"]?.kind, let first = frames.first else { Issue.record("frames"); continue }
      for key in ["t", "progress", "topX", "underX", "overlay"] { #expect(first[key] != nil, "frame misses \(key)") }
    }
    let systemEdge = try #require(results.first)
    guard case .array(let transitions)? = systemEdge["transitions"]?.kind, let transition = transitions.first else {
      Issue.record("transitions"); return
    }
    for key in ["kind", "interactive", "result", "began", "decided", "settled"] { #expect(transition[key] != nil) }
  }

  @Test("the same run twice, or in parallel, gives identical JSON")
  func determinism() async throws {
    let arguments = ["run", "second-swipe-during-finish", "--strategies", "all", "--format", "json", "--timeline"]
    let first = StrategyCompare.execute(arguments).standardOutput
    #expect(StrategyCompare.execute(arguments).standardOutput == first)
    let parallel = await withTaskGroup(of: String.self) { group in
      for _ in 0..<4 { group.addTask { StrategyCompare.execute(arguments).standardOutput } }
      var outputs: [String] = []
      for await output in group { outputs.append(output) }
      return outputs
    }
    #expect(parallel.allSatisfy { $0 == first })
    // The first made once for this and VerdictCommandTests (SharedExecution); the second a
    // fresh run, so the comparison is still of two runs.
    let matrix = SharedExecution.shared.execute(["--format", "json"]).standardOutput
    #expect(StrategyCompare.execute(["--format", "json"]).standardOutput == matrix)
  }

  @Test("the default matrix covers every scenario and fits 80 columns, even with every preset")
  func matrixTable() {
    for arguments in [[String](), ["--strategies", "all"]] {
      let output = StrategyCompare.execute(arguments)
      #expect(output.status == .success)
      for line in output.standardOutput.split(separator: "\n") { #expect(line.count <= 80, "too wide: \(line)") }
      for scenario in Scenarios.all { #expect(output.standardOutput.contains(scenario.name)) }
      #expect(output.standardOutput.contains("Hazards (after +)"))
    }
  }

  @Test("run's table fits 80 columns for every scenario", arguments: Scenarios.all.map(\.name))
  func runTableWidth(scenario: String) {
    let output = StrategyCompare.execute(["run", scenario, "--strategies", "all"])
    #expect(output.status == .success)
    for line in output.standardOutput.split(separator: "\n") { #expect(line.count <= 80, "too wide: \(line)") }
  }

  @Test("CSV has a header and one row per trace × strategy")
  func csv() {
    let output = StrategyCompare.execute(["--format", "csv", "--strategies", "system-edge:shipped,system-edge:guarded"])
    let lines = output.standardOutput.split(separator: "\n")
    #expect(lines.first == Substring(ResultsCSV.columns.joined(separator: ",")))
    #expect(lines.count == 1 + Scenarios.all.count * 2)
    #expect(ResultsCSV.escape("a, \"b\"") == "\"a, \"\"b\"\"\"")
  }

  @Test("help, version, list, scenarios and explain print on stdout and exit 0")
  func informationalCommands() {
    for arguments in [["--help"], ["help", "run"], ["run", "--help"], ["--version"], ["list"], ["list", "--format", "json"], ["scenarios"], ["scenarios", "tap"], ["explain", "system-edge"]] {
      let output = StrategyCompare.execute(arguments)
      #expect(output.status == .success, "\(arguments)")
      #expect(!output.standardOutput.isEmpty)
      #expect(output.standardError.isEmpty)
    }
    let explain = StrategyCompare.execute(["explain", "system-edge"]).standardOutput
    for heading in ["HOW IT WORKS", "PRESETS", "PITFALLS", "WHEN TO CHOOSE IT", "187.5", "delegate-self"] {
      #expect(explain.contains(heading))
    }
  }

  @Test("a scenario printed as a trace file decodes back to the same trace")
  func scenarioRoundTrip() throws {
    for scenario in Scenarios.all {
      let text = StrategyCompare.execute(["scenarios", scenario.name]).standardOutput
      #expect(try TraceDecoder.decodeJSON(text).trace == scenario)
    }
  }
}

/// A strategy defined outside the module: a mid-screen "swipe right 80 pt" that pops.
struct SwipeRightPops: BackStrategy {
  struct Configuration: Hashable, Sendable { var travel = 80.0 }
  static let descriptor = StrategyDescriptor(
    id: "swipe-right-pops", title: "Swipe right pops", summary: "A full-screen pan that pops after 80 pt.",
    origin: "a test", rules: ["Pops after 80 pt of rightward travel."], pitfalls: [], whenToChoose: "in tests")
  static let presets = [StrategyPreset(name: "default", summary: "80 pt", configuration: Configuration())]
  let configuration: Configuration
  init(configuration: Configuration) { self.configuration = configuration }

  func install(in scene: SceneSpec, context: inout StrategyContext) -> GestureSetup {
    GestureSetup(systemBackGesture: .disabled, recognizers: [RecognizerSpec(id: "pan", kind: .pan, host: .topScreen)])
  }

  mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
    guard case .gesture(let gesture) = event, gesture.state == .ended else { return }
    if gesture.translation.x > configuration.travel {
      context.send(.explain("travelled \(gesture.translation.x) > \(configuration.travel)"))
      context.send(.pop(animated: true))
    }
  }
}

@Suite("Registration")
struct RegistrationTests {
  @Test("a strategy defined in the test target is registered and compared with a built-in")
  func registerAndCompare() throws {
    var catalog = StrategyCatalog.builtIn
    try catalog.register(SwipeRightPops.self)
    let selections = [try catalog.select("system-edge"), try catalog.select("swipe-right-pops")]
    let comparison = Comparison(trace: Scenarios.midScreenSwipe, selections: selections)
    #expect(comparison.results.map(\.strategy) == ["system-edge:shipped", "swipe-right-pops:default"])
    // On iOS 26 (the default) UIKit's content swipe begins the mid-screen swipe for system-edge,
    // and the swipe, braking before the lift, cancels; the registered pan begins first (10 pt
    // against the content swipe's 30) and pops.
    #expect(comparison.results.map(\.outcome) == [.cancel, .pop])
    let ios18 = Comparison(trace: Scenarios.midScreenSwipe, selections: selections, options: RunOptions(ios: .iOS18))
    #expect(ios18.results.map(\.outcome) == [.unchanged, .pop])
    let output = StrategyCompare.execute(["run", "mid-screen-swipe", "--strategies", "swipe-right-pops,system-edge"], catalog: catalog)
    #expect(output.status == .success)
    #expect(output.standardOutput.contains("swipe-right-pops:default"))
  }

  @Test("registration refuses a duplicate id")
  func duplicate() throws {
    var catalog = StrategyCatalog.builtIn
    try catalog.register(SwipeRightPops.self)
    #expect(throws: SelectionError("a strategy with id 'swipe-right-pops' is already registered")) {
      try catalog.register(SwipeRightPops.self)
    }
  }
}
