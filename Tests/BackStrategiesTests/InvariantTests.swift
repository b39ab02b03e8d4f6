import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

/// The laws of ``RunLaws`` on every strategy and preset, over seeded random traces and the
/// built-in scenarios; and determinism: the same input gives identical output twice and in
/// parallel. A failure names the seed, so `RandomTraceGenerator(seed:)` replays it.
@Suite("Invariants on random traces")
struct InvariantTests {
  /// Every preset of every built-in strategy, by label (selections are not test-describable).
  static let labels = StrategyCatalog.builtIn.allSelections.map(\.label)

  /// Random traces per strategy and preset.
  static let traceCount = 300

  /// The first seed; trace *i* comes from seed `firstSeed + i`.
  static let firstSeed: UInt64 = 0x6261_636B_0000_0000  // "back"

  /// The random traces, made once.
  static let traces: [(seed: UInt64, trace: Trace)] = (0..<UInt64(traceCount)).map { offset in
    var generator = RandomTraceGenerator(seed: firstSeed + offset)
    return (firstSeed + offset, generator.next(name: "random-\(offset)"))
  }

  /// Records the timeline whenever it fits, so the frames are checked too.
  static func options(for trace: Trace) -> RunOptions {
    RunOptions(recordTimeline: trace.timelineFrameBound() <= RunOptions.maximumTimelineFrames)
  }

  @Test("the generator is deterministic and makes valid, varied traces")
  func generator() throws {
    var first = RandomTraceGenerator(seed: 42)
    var second = RandomTraceGenerator(seed: 42)
    for _ in 0..<20 { #expect(first.next() == second.next()) }
    for (seed, trace) in Self.traces {
      #expect(throws: Never.self, "seed \(seed)") { try trace.validate() }
    }
    let all = Self.traces.map(\.trace)
    #expect(all.contains { $0.scene.device.layoutDirection == .rightToLeft })
    #expect(all.contains { $0.scene.stack.count == 1 })
    #expect(all.contains { $0.touches.isEmpty })
    #expect(all.contains { $0.touches.last?.phase == .moved })  // open at the end
    #expect(all.contains { $0.touches.contains { $0.phase == .cancelled } })
    #expect(all.contains { trace in zip(trace.touches, trace.touches.dropFirst()).contains { $0.t == $1.t } })
    #expect(all.contains { $0.touches.contains { $0.location.x < 0 } })
    #expect(all.contains { trace in
      trace.scene.stack.contains { $0.scrollViews.contains { $0.contentOffset.x < 0 || $0.contentOffset.x > $0.maximumOffset.x } }
    })
  }

  @Test("the law checker catches each kind of broken result")
  func lawCheckerCatchesBreaks() throws {
    let trace = try #require(Scenarios.named("edge-swipe-past-half"))
    let options = RunOptions(recordTimeline: true)
    let good = try StrategyCatalog.builtIn.select("system-edge:shipped").run(on: trace, options: options)
    #expect(good.outcome == .pop)
    #expect(RunLaws.violations(of: good, trace: trace, options: options).isEmpty)
    let breaks: [(String, (inout RunResult) -> Void)] = [
      ("progress above 1", { $0.metrics.maxProgress = 1.5 }),
      ("frame progress below 0", { $0.frames![3].progress = -0.2 }),
      ("empty stack", { $0.stackAfter = [] }),
      ("root lost", { $0.stackAfter = ["detail"] }),
      ("NaN", { $0.settledAt = .nan }),
      ("infinite frame", { $0.frames![2].topX = .infinity }),
      ("two transitions at once", {
        $0.transitions.append(
          TransitionRecord(kind: .pop, interactive: false, result: .finished, began: $0.transitions[0].began, decided: nil, settled: $0.settledAt))
      }),
      ("outcome disagrees", { $0.outcome = .cancel }),
      ("stack disagrees", { $0.stackAfter = $0.stackBefore }),
      ("past the settle deadline", { $0.settledAt += 100 }),
      ("unsettled without did-not-settle", { $0.transitions[0].settled = nil }),
      ("unterminated stroke invented", { $0.hazards.append(HazardEvent(hazard: .unterminatedStroke, time: 0.2, detail: "")) }),
      ("hazards out of order", {
        $0.hazards = [HazardEvent(hazard: .scrollConflict, time: 0.3, detail: ""), HazardEvent(hazard: .scrollConflict, time: 0.1, detail: "")]
      }),
    ]
    for (name, doctor) in breaks {
      var bad = good
      doctor(&bad)
      #expect(!RunLaws.violations(of: bad, trace: trace, options: options).isEmpty, "\(name) was not caught")
    }
  }

  @Test("every law holds for every strategy and preset on random traces", arguments: labels)
  func lawsOnRandomTraces(label: String) throws {
    let selection = try StrategyCatalog.builtIn.select(label)
    var hazards: Set<Hazard> = []
    for (seed, trace) in Self.traces {
      let options = Self.options(for: trace)
      let result = selection.run(on: trace, options: options)
      hazards.formUnion(result.hazards.map(\.hazard))
      let broken = RunLaws.violations(of: result, trace: trace, options: options)
      #expect(broken.isEmpty, "seed \(seed):\n\(broken.prefix(5).joined(separator: "\n"))")
    }
    // The generator reaches the model's corners: open strokes at least.
    #expect(hazards.contains(.unterminatedStroke))
  }

  @Test("every law holds for every strategy and preset on the built-in scenarios", arguments: labels)
  func lawsOnScenarios(label: String) throws {
    let selection = try StrategyCatalog.builtIn.select(label)
    for trace in Scenarios.all {
      let options = RunOptions(recordTimeline: true)
      let broken = RunLaws.violations(of: selection.run(on: trace, options: options), trace: trace, options: options)
      #expect(broken.isEmpty, "\(trace.name):\n\(broken.prefix(5).joined(separator: "\n"))")
    }
  }

  /// Random scripts for ``ScriptedStrategy``, one per random trace.
  static let scriptsPerTrace = 4

  @Test("every law holds for a plugin strategy that sends any command with any numbers")
  func lawsForScriptedStrategy() {
    for (seed, trace) in Self.traces {
      var random = SplitMix64(seed: seed ^ 0x5C41_97ED)
      for _ in 0..<Self.scriptsPerTrace {
        let script = (0..<random.integer(1...300)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let options = RunOptions(recordTimeline: trace.timelineFrameBound() <= RunOptions.maximumTimelineFrames)
        let result = Simulator.run(ScriptedStrategy.self, configuration: .init(script: script), label: "scripted", on: trace, options: options)
        let broken = RunLaws.violations(of: result, trace: trace, options: options)
        #expect(broken.isEmpty, "seed \(seed), script \(script):\n\(broken.prefix(5).joined(separator: "\n"))")
      }
    }
  }

  @Test("the same input gives identical output twice and in parallel", arguments: labels)
  func determinism(label: String) async throws {
    let selection = try StrategyCatalog.builtIn.select(label)
    let sample = Self.traces.prefix(40).map(\.trace)
    let first = sample.map { selection.run(on: $0, options: Self.options(for: $0)) }
    let second = sample.map { selection.run(on: $0, options: Self.options(for: $0)) }
    #expect(first == second)
    let parallel = await withTaskGroup(of: (Int, [RunResult]).self) { group in
      for task in 0..<4 {
        group.addTask { (task, sample.map { selection.run(on: $0, options: Self.options(for: $0)) }) }
      }
      var outputs: [[RunResult]] = []
      for await (_, output) in group { outputs.append(output) }
      return outputs
    }
    #expect(parallel.count == 4)
    for output in parallel { #expect(output == first) }
  }
}
