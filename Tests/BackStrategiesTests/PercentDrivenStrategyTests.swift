import Testing

@testable import BackStrategies

/// A finger moving at constant horizontal speeds, one segment after another, sampled at 60 Hz.
/// It lifts while still moving (the lift continues the last segment), so the velocity estimator's
/// fit over the last 100 ms reads exactly the last segment's speed.
private func steadyStroke(
  from start: Point, _ segments: [(seconds: Double, vx: Double)], lift: TouchPhase = .ended
) -> [TouchSample] {
  let rate = 60.0
  var samples = [TouchSample(t: 0, x: start.x, y: start.y, phase: .began)]
  var x = start.x
  var step = 0
  for (index, segment) in segments.enumerated() {
    let count = Int((segment.seconds * rate).rounded())
    for sample in 1...count {
      step += 1
      x += segment.vx / rate
      let last = index == segments.count - 1 && sample == count
      samples.append(TouchSample(t: Double(step) / rate, x: x, y: start.y, phase: last ? lift : .moved))
    }
  }
  return samples
}

private func twoScreens(_ name: String, _ touches: [TouchSample]) -> Trace {
  Trace(name: name, scene: .twoScreens, touches: touches)
}

private func swipe(_ distance: Double, duration: Double = 0.6, lift: TouchPhase = .ended) -> Trace {
  var touches = StrokeBuilder()
  touches.stroke(
    through: [Point(x: 100, y: 420), Point(x: 100 + distance, y: 425)], durations: [duration], lift: lift)
  return twoScreens("swipe-\(distance)", touches.samples)
}

private func run(_ preset: String, _ trace: Trace) throws -> RunResult {
  try #require(
    Simulator.run(PercentDrivenStrategy.self, preset: preset, on: trace, options: RunOptions(recordTimeline: true)))
}

/// A probe that reports, as its reason, the exact x velocity its pan saw at `.began`.
private struct BeganVelocityProbe: BackStrategy {
  struct Configuration: Hashable, Sendable {}
  static let descriptor = StrategyDescriptor(
    id: "began-velocity-probe", title: "probe", summary: "", origin: "test", rules: [], pitfalls: [], whenToChoose: "")
  static let presets = [StrategyPreset(name: "default", summary: "", configuration: Configuration())]
  init(configuration: Configuration) {}
  func install(in scene: Scene, context: inout StrategyContext) -> GestureSetup {
    GestureSetup(
      systemBackGesture: .disabled, recognizers: [RecognizerSpec(id: "probe", kind: .pan, host: .topScreen)])
  }
  mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
    if case .gesture(let gesture) = event, gesture.state == .began { context.send(.explain("\(gesture.velocity.x)")) }
  }
}

/// One release of seed 001's rule: a stroke and what it must decide.
struct Seed001Release: Sendable, CustomTestStringConvertible {
  var label: String
  var segments: [(seconds: Double, vx: Double)]
  var expected: Outcome
  var testDescription: String { label }
}

@Suite("Percent-driven strategy (seeds 001, 002, 004)")
struct PercentDrivenStrategyTests {
  let width = Device.standard.width

  // MARK: Installation

  @Test("every preset installs one full-screen pan on the top screen and disables the edge gesture (seed 002)")
  func installation() {
    for preset in PercentDrivenStrategy.presets {
      let strategy = PercentDrivenStrategy(configuration: preset.configuration)
      var context = StrategyContext(
        time: 0, device: .standard,
        navigation: NavigationSnapshot(count: 2, top: ScreenSpec(id: "detail"), isTransitioning: false, progress: 0))
      let setup = strategy.install(in: Scene.twoScreens, context: &context)
      #expect(setup.systemBackGesture == .disabled)
      #expect(setup.recognizers == [RecognizerSpec(id: "full-screen-pan", kind: .pan, host: .topScreen)])
      #expect(context.commands.isEmpty)
    }
  }

  @Test("the catalog selects it by id and preset; seed002 is the default")
  func catalog() throws {
    let catalog = StrategyCatalog.builtIn
    #expect(try catalog.select("percent-driven").label == "percent-driven:seed002")
    #expect(try catalog.select("percent-driven:seed001").label == "percent-driven:seed001")
    #expect(try catalog.select("percent-driven:seed004").label == "percent-driven:seed004")
    #expect(PercentDrivenStrategy.presets.map(\.name) == ["seed002", "seed001", "seed004"])
  }

  @Test("seed 002: with one screen on the stack nothing happens (no root freeze)", arguments: ["seed002", "seed001", "seed004"])
  func root(preset: String) throws {
    let result = try run(preset, Scenarios.swipeOnRoot)
    #expect(result.outcome == .none)
    #expect(result.transitions.isEmpty)
    #expect(result.hazards.isEmpty)
    #expect(result.reason == "the stack holds one screen: nothing to pop")
  }

  // MARK: seed 002 / 004

  @Test("seed 002: released past half the width finishes, short of half cancels", arguments: [
    (120.0, Outcome.cancel), (170.0, .cancel), (220.0, .pop), (300.0, .pop),
  ])
  func halfWidth(distance: Double, expected: Outcome) throws {
    let result = try run("seed002", swipe(distance))
    #expect(result.outcome == expected)
    let percent = PercentDrivenStrategy.percentText(distance / width)
    let rule = expected == .pop ? "released at \(percent) > 50 %: finish" : "released at \(percent) ≤ 50 %: cancel"
    #expect(result.reason.hasPrefix(rule))
  }

  @Test("seed 002: velocity is ignored: a fast flick short of half cancels")
  func fastFlickCancels() throws {
    var touches = StrokeBuilder()
    touches.flick(from: Point(x: 100, y: 420), to: Point(x: 270, y: 422), duration: 0.12)
    let result = try run("seed002", twoScreens("fast-flick", touches.samples))
    #expect(result.outcome == .cancel)
    #expect(result.reason.contains("velocity ignored"))
  }

  @Test("seed 002: a cancelled touch past half still finishes (Ended and Cancelled share one branch)")
  func cancelledTouchFinishes() throws {
    let result = try run("seed002", swipe(260, lift: .cancelled))
    #expect(result.outcome == .pop)
    #expect(result.reason.hasPrefix("the touch was cancelled at 66.7 % > 50 %: finish"))
  }

  @Test("seed 002 / 004: the rest runs over (1 − p)·D or p·D: a cancel at 30 % takes 0.3 s of a 1.0 s animation", arguments: [
    ("seed002", 117.0, 0.3), ("seed002", 234.0, 0.4), ("seed004", 117.0, 0.075), ("seed004", 234.0, 0.1),
  ])
  func completionTime(preset: String, distance: Double, seconds: Double) throws {
    let result = try run(preset, swipe(distance))
    let transition = try #require(result.transitions.first)
    let decided = try #require(transition.decided)
    let settled = try #require(transition.settled)
    #expect(transition.interactive)
    #expect(transition.result == (distance / width > 0.5 ? .finished : .cancelled))
    #expect(abs(settled - decided - seconds) < 1e-9)
  }

  @Test("seed 002: the page sits at easeInOut(p)·W, behind the finger below half and ahead above it")
  func scrubbingLag() throws {
    let result = try run("seed002", swipe(300))
    #expect(result.metrics.trackingError > 10)
    let frames = try #require(result.frames)
    let dragging = frames.filter { $0.underX != nil && $0.t < (result.transitions.first?.decided ?? 0) && $0.progress > 0 }
    #expect(dragging.count > 10)
    for frame in dragging {
      #expect(abs(frame.topX - TimingCurve.easeInOut.value(at: frame.progress) * width) < 1e-9)
      #expect(frame.underX == 0)
    }
    let quarter = try #require(dragging.first { $0.progress > 0.2 && $0.progress < 0.3 })
    #expect(quarter.topX < quarter.progress * width - 20)
    let late = try #require(dragging.last { $0.progress > 0.7 })
    #expect(late.topX > late.progress * width + 20)
  }

  @Test("seed 002: a second swipe during the slow 1.0 s finish is a nested pop")
  func nestedPop() throws {
    let result = try run("seed002", Scenarios.secondSwipeDuringFinish)
    #expect(result.distinctHazards == [.nestedTransition])
    #expect(result.transitions.count == 1)
    #expect(result.stackAfter == ["home", "list"])
  }

  @Test("seed 002: every pan begins a pop, even a leftward one, which cancels at 0 %")
  func leftwardPanStartsAPop() throws {
    let result = try run("seed002", Scenarios.leftwardSwipe)
    #expect(result.outcome == .cancel)
    #expect(result.transitions.count == 1)
    #expect(result.reason.hasPrefix("released at 0 % ≤ 50 %: cancel"))
  }

  @Test("scroll views under the finger win: a carousel swallows the full-screen pan", arguments: ["seed002", "seed001"])
  func carousel(preset: String) throws {
    let result = try run(preset, Scenarios.carouselAtStart)
    #expect(result.outcome == .none)
    #expect(result.metrics.scrolled > 0)
  }

  // MARK: seed 001

  @Test("seed 001: the began callback of flick-zero-velocity-at-began has velocity.x exactly 0")
  func zeroVelocityAtBeganIsExact() throws {
    let result = try #require(Simulator.run(BeganVelocityProbe.self, on: Scenarios.flickZeroVelocityAtBegan))
    #expect(result.reason == "0.0")
  }

  @Test("seed 001: a began with zero x velocity does nothing")
  func zeroVelocityAtBegan() throws {
    let result = try run("seed001", Scenarios.flickZeroVelocityAtBegan)
    #expect(result.outcome == .none)
    #expect(result.transitions.isEmpty)
    #expect(result.reason == "seed 001: began with velocity.x = 0: recognizer reset, nothing happens")
    let seed002 = try run("seed002", Scenarios.flickZeroVelocityAtBegan)
    #expect(seed002.outcome == .pop)
  }

  @Test("seed 001: finish if (percent > 0.1 and vx > 0) or vx > 100, else cancel", arguments: [
    Seed001Release(label: "20 % moving right at 50 pt/s: finish", segments: [(0.8, 50)], expected: .pop),
    Seed001Release(label: "7.5 % moving right at 50 pt/s: cancel", segments: [(0.3, 50)], expected: .cancel),
    Seed001Release(label: "7.5 % at 150 pt/s > 100: finish", segments: [(0.1, 150)], expected: .pop),
    Seed001Release(label: "8 % at 80 pt/s ≤ 100: cancel", segments: [(0.2, 80)], expected: .cancel),
    Seed001Release(label: "37 % moving left at 30 pt/s: cancel", segments: [(0.4, 200), (0.2, -30)], expected: .cancel),
    Seed001Release(label: "50 % held still before the lift (vx = 0): cancel", segments: [(0.5, 200), (0.2, 0)], expected: .cancel),
    Seed001Release(label: "40 % at 120 pt/s: finish", segments: [(0.4, 200)], expected: .pop),
  ])
  func seed001Release(release: Seed001Release) throws {
    let trace = twoScreens("seed001-release", steadyStroke(from: Point(x: 150, y: 420), release.segments))
    try trace.validate()
    let result = try run("seed001", trace)
    #expect(result.outcome == release.expected, "\(result.reason)")
    #expect(result.reason.contains(release.expected == .pop ? ": finish" : ": cancel"))
  }

  @Test("seed 001: the reason names the velocity rule with its numbers")
  func seed001Reasons() throws {
    let flick = try run("seed001", twoScreens("flick", steadyStroke(from: Point(x: 150, y: 420), [(0.1, 150)])))
    #expect(flick.reason.hasPrefix("released with vx = 150 pt/s > 100: finish (at 7.5 %)"))
    let slow = try run("seed001", twoScreens("slow", steadyStroke(from: Point(x: 150, y: 420), [(0.3, 50)])))
    #expect(slow.reason.hasPrefix("released at 7.5 % ≤ 10 % with vx = 50 pt/s ≤ 100: cancel"))
  }

  @Test("seed 001: short-fast-mid-swipe pops (vx > 100), seed 002 and 004 cancel (15 % ≤ 50 %)", arguments: [
    ("seed001", Outcome.pop), ("seed002", .cancel), ("seed004", .cancel),
  ])
  func shortFastMidSwipe(preset: String, expected: Outcome) throws {
    #expect(try run(preset, Scenarios.shortFastMidSwipe).outcome == expected)
  }

  @Test("seed 001: a cancelled touch cancels")
  func seed001CancelledTouch() throws {
    let result = try run("seed001", swipe(260, lift: .cancelled))
    #expect(result.outcome == .cancel)
    #expect(result.reason.hasPrefix("the touch was cancelled at 100 %: cancel"))
  }

  @Test("seed 001: 200 pt of travel is 100 %")
  func twoHundredPointScale() throws {
    // 250 pt at 200 pt/s: 100 % at 200 pt, while the page goes on to 250 pt.
    let result = try run("seed001", twoScreens("scale", steadyStroke(from: Point(x: 100, y: 420), [(1.25, 200)])))
    let frames = try #require(result.frames)
    let decided = try #require(result.transitions.first?.decided)
    for frame in frames where frame.underX != nil && frame.t < decided && frame.topX > 0 {
      #expect(abs(frame.progress - min(1, frame.topX / 200)) < 1e-9)
    }
    #expect(result.metrics.maxProgress == 1)
    #expect(frames.contains { $0.progress == 1 && $0.topX > 240 && $0.t < decided })
  }

  @Test("seed 001: the from-view follows the finger 1:1, the view under it from −W/4 at a quarter speed")
  func seed001Frames() throws {
    let result = try run("seed001", swipe(220))
    // Only the `.began` sample lags, by the pan's 10 pt threshold: seed 001 sets frames from the
    // first `.changed` on.
    #expect(result.metrics.trackingError < 1)
    let seed002 = try run("seed002", swipe(220))
    #expect(seed002.metrics.trackingError > 10 * result.metrics.trackingError)
    let frames = try #require(result.frames).filter { $0.underX != nil }
    #expect(frames.count > 30)
    for frame in frames {
      let underX = try #require(frame.underX)
      #expect(abs(underX - (-width / 4 + frame.topX / 4)) < 1e-9)
    }
  }

  @Test("seed 001: finish and cancel end with a 0.4 s critically damped spring, at seed 001's own end positions", arguments: [
    (Outcome.pop, 0.5, 200.0), (Outcome.cancel, 0.5, 0.0),
  ])
  func springEnding(expected: Outcome, seconds: Double, finalSpeed: Double) throws {
    // 100 pt at 200 pt/s, then 0.2 s more at `finalSpeed`: moving right finishes (50 % > 10 %),
    // held still (vx = 0) cancels.
    let trace = twoScreens(
      "spring", steadyStroke(from: Point(x: 100, y: 420), [(seconds, 200), (0.2, finalSpeed)]))
    let result = try run("seed001", trace)
    #expect(result.outcome == expected, "\(result.reason)")
    #expect(result.reason.hasSuffix("in 0.4 s (spring)"))
    let transition = try #require(result.transitions.first)
    let decided = try #require(transition.decided)
    let settled = try #require(transition.settled)
    #expect(abs(settled - decided - 0.4) < 1e-9)
    let frames = try #require(result.frames)
    let start = try #require(frames.last { $0.t <= decided })
    let (endTop, endUnder) = expected == .pop ? (width, 0.0) : (0.0, -width / 4)
    // Halfway through, the spring has covered `CriticallyDampedSpring.value(at: 0.5)` of the way.
    let middle = try #require(frames.first { $0.t >= decided + 0.2 })
    let fraction = CriticallyDampedSpring.value(at: (middle.t - decided) / 0.4)
    #expect(abs(middle.topX - (start.topX + (endTop - start.topX) * fraction)) < 1)
    // Just before 0.4 s the views are at their ends (within the spring's settling tolerance).
    let last = try #require(frames.last { $0.t < settled && $0.underX != nil })
    #expect(abs(last.topX - endTop) < 0.5)
    #expect(abs((last.underX ?? .nan) - endUnder) < 0.5)
    #expect(CriticallyDampedSpring.value(at: 1) == 1)
  }
}

@Suite("Percent-driven presentation")
struct PercentDrivenPresentationTests {
  @Test("seeds 001, 002 and 004 draw no dimming and no edge shadow: those belong to UIKit's parallax pop")
  func noDimOrShadow() throws {
    for preset in ["seed002", "seed001", "seed004"] {
      let result = try #require(
        Simulator.run(PercentDrivenStrategy.self, preset: preset, on: Scenarios.midScreenSwipe, options: RunOptions(recordTimeline: true)))
      let frames = try #require(result.frames)
      #expect(frames.contains { $0.underX != nil })
      #expect(frames.allSatisfy { !$0.shadow && $0.dim == 0 })
    }
    let system = try #require(
      Simulator.run(SystemEdgeStrategy.self, on: Scenarios.edgeSwipePastHalf, options: RunOptions(recordTimeline: true)))
    #expect(system.frames!.contains { $0.shadow && $0.dim > 0 })
  }
}
