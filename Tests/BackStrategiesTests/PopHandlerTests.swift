import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

/// UIKit's pop handler, `-[_UINavigationInteractiveTransitionBase handleNavigationTransition:]`,
/// its statistics (`_updateStatistics:firstSample:finalSample:`) and its release decision
/// (`popGesture:withRemainingDuration:shouldPopWithVelocity:`), UIKit 26.1.
@Suite("UIKit's pop handler")
struct PopHandlerTests {
  /// An edge swipe at a constant `speed` (pt/s, 60 Hz) from x = 5 for `travel` points, lifted
  /// one frame after its last move. Constant speed keeps UIKit's acceleration at zero, so the
  /// projection is `p + v/W·T`.
  static func constantSwipe(speed: Double, travel: Double, rate: Double = 60, lift: TouchPhase = .ended) -> Trace {
    let step = speed / rate
    let moves = Int((travel / step).rounded(.up))
    var samples: [(Double, Double, Double, TouchPhase)] = [(0, 5, 400, .began)]
    for index in 1...moves { samples.append((Double(index) / rate, 5 + min(travel, Double(index) * step), 400, .moved)) }
    samples.append((Double(moves + 1) / rate, 5 + travel, 400, lift))
    return samplesTrace(samples)
  }

  static func events(_ result: RunResult) -> [RunEvent.Kind] { result.events?.map(\.kind) ?? [] }

  @Test("handleNavigationTransition: .began starts the pop without a percent; the first .changed sets it")
  func beganSetsNoPercent() throws {
    let result = try #require(Simulator.run(SystemEdgeStrategy.self, on: Self.constantSwipe(speed: 300, travel: 100), options: RunOptions(recordEvents: true)))
    let commands = Self.events(result).compactMap { kind -> StrategyCommand? in
      if case .command(let command, .uikit) = kind { return command }
      return nil
    }
    guard case .beginInteractivePop = commands.first else { Issue.record("the first command is \(String(describing: commands.first))"); return }
    guard case .updateInteractivePop = commands.dropFirst().first else { Issue.record("no update after the begin"); return }
    // The began callback is answered by the begin alone: the update follows the first .changed.
    let kinds = Self.events(result)
    let beganIndex = try #require(kinds.firstIndex { if case .callback(let g, _) = $0 { return g.state == .began }; return false })
    let changedIndex = try #require(kinds.firstIndex { if case .callback(let g, _) = $0 { return g.state == .changed }; return false })
    let firstUpdate = try #require(kinds.firstIndex { if case .command(.updateInteractivePop, _) = $0 { return true }; return false })
    #expect(beganIndex < changedIndex && changedIndex < firstUpdate)
  }

  @Test("handleNavigationTransition: percent = tx / W, and 1 or more becomes 0.999 on the classic branch (iOS 18)")
  func percentCap() throws {
    let result = try #require(
      Simulator.run(SystemEdgeStrategy.self, on: Self.constantSwipe(speed: 600, travel: 430), options: RunOptions(recordEvents: true, ios: .iOS18)))
    let percents = Self.events(result).compactMap { kind -> Double? in
      if case .command(.updateInteractivePop(let percent), .uikit) = kind { return percent }
      return nil
    }
    #expect(percents.max() == 0.999)
    #expect(result.metrics.maxProgress == 0.999)
  }

  // 100 pt/s for T = 0.35 s on 390 pt: v/W·T = 0.0897; threshold 187.5/390 = 0.4808. The edge pan
  // removes its 15 pt (the travel before the recognising move), so p = (travel − 15) / 390.
  @Test(
    "popGesture:…: a steady release pops when p + v̄·T > min(187.5 / W, 0.5)",
    arguments: [(165.0, false), (175.0, true)])
  func augmentedProjection(travel: Double, pops: Bool) throws {
    let result = try #require(Simulator.run(SystemEdgeStrategy.self, on: Self.constantSwipe(speed: 100, travel: travel)))
    #expect((result.outcome == .pop) == pops)
    let p = (travel - 15) / 390
    #expect((p + 100.0 / 390 * 0.35 > 187.5 / 390) == pops)
    #expect(result.reason.contains(pops ? "> 0.48" : "≤ 0.48"))
  }

  @Test("the issue's example: released at 160 pt moving at 100 pt/s, UIKit cancels ((160 − 15)/390 + 0.09 = 0.46 < 0.48)")
  func issueExample() throws {
    let result = try #require(Simulator.run(SystemEdgeStrategy.self, on: Self.constantSwipe(speed: 100, travel: 160)))
    #expect(result.outcome == .cancel)
    #expect(result.reason.hasPrefix("released with projected progress 0.46 ≤ 0.48"))
  }

  @Test("popGesture:…: a swipe that slows hard before the lift projects short: the acceleration term ½·ā·T²")
  func decelerationCancels() throws {
    // Fast to 230 pt, then braking to a stop over the last frames: still past half, it cancels.
    var samples: [(Double, Double, Double, TouchPhase)] = [(0, 5, 400, .began)]
    var x = 5.0
    var t = 0.0
    for step in [20.0, 20, 20, 20, 20, 20, 20, 20, 20, 20, 14, 9, 5, 2, 0.5] {
      t += 1 / 60
      x += step
      samples.append((t, x, 400, .moved))
    }
    samples.append((t + 1 / 60, x, 400, .ended))
    let result = try #require(Simulator.run(SystemEdgeStrategy.self, on: samplesTrace(samples)))
    #expect(result.metrics.maxProgress > 0.5)
    #expect(result.outcome == .cancel)
    // The legacy rule looks at the velocity's sign only and pops.
    let legacy = try #require(Simulator.run(SystemEdgeStrategy.self, on: samplesTrace(samples), options: RunOptions(parameters: .uikit26LegacyPopDecision)))
    #expect(legacy.outcome == .pop)
    #expect(legacy.reason.hasPrefix("released with velocity.x ≥ 0 (legacy rule"))
  }

  @Test("popGesture:…: released before any .changed, UIKit does not pop (state began)")
  func onlyBegan() throws {
    // Recognised on the last move, then lifted.
    let trace = samplesTrace([(0, 5, 400, .began), (0.016, 12, 400, .moved), (0.033, 40, 400, .moved), (0.05, 40, 400, .ended)])
    let result = try #require(Simulator.run(SystemEdgeStrategy.self, on: trace))
    #expect(result.outcome == .cancel)
    #expect(result.reason.hasPrefix("released before any .changed callback"))
  }

  @Test("popGesture:…: with fewer than 3 kept samples UIKit pops when the mean velocity points back")
  func fewerThanThreeSamples() throws {
    // began, one .changed, and a lift 5 ms later at the same place (skipped: < 0.01 s, no move).
    let trace = samplesTrace([(0, 5, 400, .began), (0.016, 40, 400, .moved), (0.033, 80, 400, .moved), (0.038, 80, 400, .ended)])
    let result = try #require(Simulator.run(SystemEdgeStrategy.self, on: trace))
    #expect(result.outcome == .pop)
    #expect(result.reason.hasPrefix("released with 2 samples, fewer than 3: mean velocity"))
  }

  @Test("handleNavigationTransition: on the classic branch (iOS 18) the run-out takes min(T, remaining distance / |v|)")
  func completionSpeed() throws {
    let classic = RunOptions(ios: .iOS18)
    // A flick: finishes faster than T = 0.35 s.
    let flick = try #require(Simulator.run(SystemEdgeStrategy.self, on: Self.constantSwipe(speed: 1200, travel: 150), options: classic))
    #expect(flick.outcome == .pop)
    let record = try #require(flick.transitions.first)
    let runOut = try #require(record.settled) - (try #require(record.decided))
    #expect(runOut < 0.35)
    // A slow release: the full T.
    let slow = try #require(Simulator.run(SystemEdgeStrategy.self, on: Self.constantSwipe(speed: 60, travel: 60), options: classic))
    let slowRecord = try #require(slow.transitions.first)
    #expect(abs(try #require(slowRecord.settled) - (try #require(slowRecord.decided)) - 0.35) < 1e-9)
  }

  @Test("fluid branch (iOS 26): the run-out is a spring from the release velocity; its time is the spring's settling time")
  func springRunOut() throws {
    let result = try #require(Simulator.run(SystemEdgeStrategy.self, on: Self.constantSwipe(speed: 600, travel: 250)))
    #expect(result.outcome == .pop)
    let record = try #require(result.transitions.first)
    let runOut = try #require(record.settled) - (try #require(record.decided))
    // The spring of damping 0.85 and response 0.3 s from the hand-off velocity the reason states
    // (rounded to 1 pt/s), settled at 0.1 %; p is the last tracked progress.
    let stated = try #require(result.reason.split(separator: "on a spring from ").last?.split(separator: " ").first.flatMap { Double($0) })
    let p = (250.0 - 15) / 390
    let spring = DampedSpring(dampingRatio: 0.85, response: 0.3, initialVelocity: stated / 390 / (1 - p))
    #expect(abs(runOut - spring.settlingDuration(fraction: 0.001)) < 0.005)
    #expect(result.reason.hasSuffix("in \(NumberFormatting.fixed(runOut, 3)) s"))
  }

  @Test("DampedSpring: starts at 0 with the given velocity, ends at 1, and its settling time bounds what is left")
  func dampedSpring() {
    for (damping, velocity) in [(0.85, 0.0), (0.85, 12.0), (1.0, 3.0), (1.4, -2.0)] {
      let spring = DampedSpring(dampingRatio: damping, response: 0.3, initialVelocity: velocity)
      #expect(abs(spring.remaining(at: 0) - 1) < 1e-12)
      let h = 1e-6
      #expect(abs((spring.remaining(at: 0) - spring.remaining(at: h)) / h - velocity) < 1e-3 * max(1, abs(velocity)))
      let settle = spring.settlingDuration(fraction: 0.001)
      #expect(settle > 0 && settle < DampedSpring.longestSettlingDuration)
      for step in 0...100 {
        let t = settle + Double(step) * 0.01
        #expect(abs(spring.remaining(at: t)) <= 0.001 + 1e-12)
      }
    }
  }

  @Test("the pan's translation, not the finger's: a forwarded full-screen pan starts at 0 % after its 10 pt")
  func forwardedPanProgress() throws {
    let spec = RecognizerSpec(id: "full", kind: .pan, host: .navigationView, target: .systemPopHandler)
    var samples: [(Double, Double, Double, TouchPhase)] = [(0, 100, 400, .began)]
    for step in 1...20 { samples.append((Double(step) / 60, 100 + 5 * Double(step), 400, .moved)) }
    samples.append((21 / 60.0, 200, 400, .ended))
    let (_, result) = probe(
      ProbeStrategy.Configuration(setup: GestureSetup(systemBackGesture: .disabled, contentSwipe: .disabled, recognizers: [spec])), on: samplesTrace(samples))
    // 100 pt of travel, 10 of them the hysteresis.
    #expect(abs(result.metrics.maxProgress - 90.0 / 390) < 1e-9)
  }
}

/// `_updateStatistics:firstSample:finalSample:` on its own.
@Suite("Pop gesture statistics")
struct PopGestureStatisticsTests {
  @Test("samples closer than 0.01 s are skipped unless the progress changed and more than 0.001 s passed")
  func skipping() {
    var statistics = PopGestureStatistics(parameters: .uikit26, distance: 100, time: 0, translation: 0, velocity: 100)
    statistics.add(time: 0.005, translation: 0, velocity: 100)  // 5 ms, no move: skipped
    #expect(statistics.samples == 1)
    statistics.add(time: 0.0055, translation: 1, velocity: 100)  // 0.5 ms since the last call: skipped
    #expect(statistics.samples == 1)
    statistics.add(time: 0.008, translation: 2, velocity: 100)  // 2.5 ms and moved: kept
    #expect(statistics.samples == 2)
    statistics.add(time: 0.019, translation: 2, velocity: 100)  // 11 ms: kept even without moving
    #expect(statistics.samples == 3)
  }

  @Test("the means are cumulative until three samples, then over the last three")
  func runningMean() {
    var statistics = PopGestureStatistics(parameters: .uikit26, distance: 100, time: 0, translation: 0, velocity: 100)
    statistics.add(time: 0.02, translation: 10, velocity: 200)
    #expect(abs(statistics.averageVelocity - 1.5) < 1e-12)  // (1 + 2) / 2, in progress per second
    statistics.add(time: 0.04, translation: 20, velocity: 300)
    #expect(abs(statistics.averageVelocity - 2) < 1e-12)  // (1 + 2 + 3) / 3
    statistics.add(time: 0.06, translation: 30, velocity: 600)
    #expect(abs(statistics.averageVelocity - (2 + 3 + 6) / 3.0) < 1e-12)  // the first drops out
  }

  @Test("with a ring of any size, the means are over the last that many kept samples", arguments: 1...5)
  func ringOfAnySize(size: Int) {
    var parameters = ModelParameters.uikit26
    parameters.popAveragedSamples = size
    // Speeds whose accelerations change by 0.5 progress/s² a sample: under the 5 /s² limit,
    // so every acceleration is the raw one.
    let speeds: [Double] = [100, 101, 103, 106, 110, 115, 121, 128, 136, 145, 155, 166]
    var statistics = PopGestureStatistics(parameters: parameters, distance: 100, time: 0, translation: 0, velocity: speeds[0])
    var rates = [speeds[0] / 100]
    var accelerations = [0.0]
    for index in 1..<speeds.count {
      let time = 0.02 * Double(index)
      statistics.add(time: time, translation: Double(index), velocity: speeds[index])
      rates.append(speeds[index] / 100)
      accelerations.append((rates[index] - rates[index - 1]) / 0.02)
      // The reference: a plain mean over the last `size` samples (all of them until then).
      let window = max(0, rates.count - size)..<rates.count
      let meanRate = rates[window].reduce(0, +) / Double(window.count)
      let meanAcceleration = accelerations[window].reduce(0, +) / Double(window.count)
      #expect(abs(statistics.averageVelocity - meanRate) < 1e-9, "size \(size), sample \(index)")
      #expect(abs(statistics.averageAcceleration - meanAcceleration) < 1e-9, "size \(size), sample \(index)")
    }
    #expect(statistics.samples == speeds.count)
  }

  @Test("each acceleration may differ from the previous one by at most 5 progress/s²")
  func accelerationChangeLimit() {
    var statistics = PopGestureStatistics(parameters: .uikit26, distance: 100, time: 0, translation: 0, velocity: 0)
    // Δv = 1 progress/s over 0.02 s: 50 /s², limited to 0 + 5.
    statistics.add(time: 0.02, translation: 1, velocity: 100)
    #expect(abs(statistics.averageAcceleration - (0 + 5) / 2) < 1e-12)
    // Again 50 /s² raw: limited to 5 + 5 = 10.
    statistics.add(time: 0.04, translation: 3, velocity: 200)
    #expect(abs(statistics.averageAcceleration - (0 + 5 + 10) / 3) < 1e-12)
  }

  @Test("decide: the projection p + v̄·T + ½·ā·T² against min(187.5 / W, 0.5), strictly")
  func projection() {
    var statistics = PopGestureStatistics(parameters: .uikit26, distance: 375, time: 0, translation: 0, velocity: 0)
    statistics.add(time: 0.02, translation: 10, velocity: 0)
    statistics.add(time: 0.04, translation: 20, velocity: 0)
    // No velocity, no acceleration: the projection is the percent itself; threshold 0.5 at 375 pt.
    #expect(!statistics.decide(percent: 0.5, velocityX: 0, changed: true).pops)
    #expect(statistics.decide(percent: 0.5001, velocityX: 0, changed: true).pops)
    #expect(!statistics.decide(percent: 0.9, velocityX: 0, changed: false).pops)
  }
}
