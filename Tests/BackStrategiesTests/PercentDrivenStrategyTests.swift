import Testing

@testable import BackStrategies
@testable import BackStrategiesSupport

/// A finger moving at constant horizontal speeds, one segment after another, sampled at 60 Hz,
/// lifted one frame after its last move, at the same place.
///
/// The lift moves nothing (`touchesEnded:` does not call `_centroidMovedTo:`), so `.ended` reports
/// the last move's translation and velocity. UIKit's velocity is `0.2·v(last move) + 0.8·v(the move
/// before)` (`-[UIPanGestureRecognizer velocityInView:]`), which is exactly the last segment's speed
/// once that segment has lasted two moves. The pan's translation at the lift is the stroke's travel
/// minus the pan's 10 pt hysteresis (`_removeHysteresisFromTranslation` at `.began`). A segment with
/// `vx` 0 is a finger held still: stationary samples, which no recogniser hears.
private func steadyStroke(
  from start: Point, _ segments: [(seconds: Double, vx: Double)], lift: TouchPhase = .ended, startingAt t0: Double = 0
) -> [TouchSample] {
  let rate = 60.0
  var samples = [TouchSample(t: t0, x: start.x, y: start.y, phase: .began)]
  var x = start.x
  var step = 0
  for segment in segments {
    let count = Int((segment.seconds * rate).rounded())
    for _ in 0..<count {
      step += 1
      x += segment.vx / rate
      samples.append(TouchSample(t: t0 + Double(step) / rate, x: x, y: start.y, phase: .moved))
    }
  }
  samples.append(TouchSample(t: t0 + Double(step + 1) / rate, x: x, y: start.y, phase: lift))
  return samples
}

/// The pan's hysteresis (`ModelParameters.panHysteresis`, 10 pt): travel the translation never counts.
private let panHysteresis = ModelParameters.uikit26.panHysteresis

private func twoScreens(_ name: String, _ touches: [TouchSample]) -> Trace {
  Trace(name: name, scene: .twoScreens, touches: touches)
}

/// A minimum-jerk swipe of `distance` pt rightwards from x = 100 (and 5 pt down). The pan's
/// translation at the lift is `distance − 10`: it removes its 10 pt hysteresis at `.began`.
private func swipe(_ distance: Double, duration: Double = 0.6, lift: TouchPhase = .ended) -> Trace {
  var touches = StrokeBuilder()
  touches.stroke(
    through: [Point(x: 100, y: 420), Point(x: 100 + distance, y: 425)], durations: [duration], lift: lift)
  return twoScreens("swipe-\(distance)", touches.samples)
}

private func run(_ preset: String, _ trace: Trace) throws -> RunResult {
  try #require(
    Simulator.run(PercentDrivenStrategy.self, preset: preset, on: trace, options: RunOptions(recordTimeline: true, ios: .iOS18)))
}

/// A probe that reports, as its reason, the exact x velocity its pan saw at `.began`.
private struct BeganVelocityProbe: BackStrategy {
  struct Configuration: Hashable, Sendable {}
  static let descriptor = StrategyDescriptor(
    id: "began-velocity-probe", title: "probe", summary: "", origin: "test", rules: [], pitfalls: [], whenToChoose: "")
  static let presets = [StrategyPreset(name: "default", summary: "", configuration: Configuration())]
  init(configuration: Configuration) {}
  func install(in scene: SceneSpec, context: inout StrategyContext) -> GestureSetup {
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

/// Runs on iOS 18 (`RunOptions(ios: .iOS18)`): the technique beside UIKit's edge swipe alone, as
/// its source was written. `IOS26TechniqueTests` puts it beside iOS 26's content swipe.
@Suite("Percent-driven strategy (seeds 001, 002, 004)")
struct PercentDrivenStrategyTests {
  let width = Device.standard.width

  // MARK: Installation

  @Test("every preset installs one full-screen pan on the top screen and disables the edge gesture (seed 002); seed 002's pan lives on the pushed screen only (002.md: 'In the demo only this screen has the pan'), seed 004's on every screen (its BaseViewController)")
  func installation() {
    for preset in PercentDrivenStrategy.presets {
      let strategy = PercentDrivenStrategy(configuration: preset.configuration)
      var context = StrategyContext(
        time: 0, device: .standard,
        navigation: NavigationSnapshot(count: 2, top: ScreenSpec(id: "detail"), isTransitioning: false, progress: 0))
      let setup = strategy.install(in: SceneSpec.twoScreens, context: &context)
      #expect(setup.systemBackGesture == .disabled)
      var pan = RecognizerSpec(id: "full-screen-pan", kind: .pan, host: preset.configuration.panHost)
      if preset.configuration.panScreens == .pushedScreenOnly { pan.onlyOnScreens = ["detail"] }
      #expect(setup.recognizers == [pan], "\(preset.name)")
      #expect(context.commands.isEmpty)
    }
  }

  @Test("the catalog selects it by id and preset; seed002 is the default")
  func catalog() throws {
    let catalog = StrategyCatalog.builtIn
    #expect(try catalog.select("percent-driven").label == "percent-driven:seed002")
    #expect(try catalog.select("percent-driven:seed001").label == "percent-driven:seed001")
    #expect(try catalog.select("percent-driven:seed004").label == "percent-driven:seed004")
    #expect(try catalog.select("percent-driven:seed001-fixed").label == "percent-driven:seed001-fixed")
    #expect(PercentDrivenStrategy.presets.map(\.name) == [
        "seed002", "seed001", "seed004", "property-animator", "seed001-fixed", "textbook", "textbook-interruptible",
        "seed004-published",
      ])
    #expect(PercentDrivenStrategy.Configuration.seed002.panScreens == .pushedScreenOnly)
    #expect(PercentDrivenStrategy.Configuration.seed004.panScreens == .everyScreen)
    // seed001-fixed differs from seed001 only in when user interaction comes back.
    var fixed = PercentDrivenStrategy.Configuration.seed001
    fixed.transitionInteraction = .offDuringTransition
    #expect(fixed == .seed001Fixed)
  }

  @Test(
    "seed 002: with one screen on the stack nothing happens (no root freeze)",
    arguments: ["seed002", "seed001", "seed004", "seed001-fixed"])
  func root(preset: String) throws {
    let result = try run(preset, Scenarios.swipeOnRoot)
    #expect(result.outcome == .unchanged)
    #expect(result.transitions.isEmpty)
    #expect(result.hazards.isEmpty)
    #expect(result.reason == "the stack holds one screen: nothing to pop")
  }

  // MARK: seed 002 / 004

  @Test("seed 002: tx / W past half the width finishes, short of half cancels; tx is the travel after the pan's 10 pt hysteresis", arguments: [
    // Half of 390 pt is 195 pt of translation, so 205 pt of finger travel. 200 pt of travel
    // (190 pt of translation, 48.7 %) cancels although the finger passed half the width.
    (120.0, Outcome.cancel), (170.0, .cancel), (200.0, .cancel), (215.0, .pop), (300.0, .pop),
  ])
  func halfWidth(distance: Double, expected: Outcome) throws {
    let result = try run("seed002", swipe(distance))
    #expect(result.outcome == expected)
    let percent = PercentDrivenStrategy.percentText((distance - panHysteresis) / width)
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
    // 260 pt of travel, 250 pt of translation after the hysteresis: 64.1 % of 390 pt.
    let result = try run("seed002", swipe(260, lift: .cancelled))
    #expect(result.outcome == .pop)
    #expect(result.reason.hasPrefix("the touch was cancelled at 64.1 % > 50 %: finish"))
  }

  @Test("seed 002 / 004: the rest runs over (1 − p)·D or p·D: a cancel at 30 % takes 0.3 s of a 1.0 s animation", arguments: [
    // Travel 127 pt and 244 pt: translations 117 pt (30 %) and 234 pt (60 %) after the 10 pt hysteresis.
    ("seed002", 127.0, 0.3), ("seed002", 244.0, 0.4), ("seed004", 127.0, 0.075), ("seed004", 244.0, 0.1),
  ])
  func completionTime(preset: String, distance: Double, seconds: Double) throws {
    let result = try run(preset, swipe(distance))
    let transition = try #require(result.transitions.first)
    let decided = try #require(transition.decided)
    let settled = try #require(transition.settled)
    #expect(transition.interactive)
    #expect(transition.result == ((distance - panHysteresis) / width > 0.5 ? .finished : .cancelled))
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
    #expect(result.outcome == .unchanged)
    #expect(result.metrics.scrolled > 0)
  }

  // MARK: seed 001

  @Test("seed 001: the began callback of flick-zero-velocity-at-began has velocity.x exactly 0")
  func zeroVelocityAtBeganIsExact() throws {
    let result = try #require(Simulator.run(BeganVelocityProbe.self, on: Scenarios.flickZeroVelocityAtBegan, options: RunOptions(ios: .iOS18)))
    #expect(result.reason == "0.0")
  }

  @Test("seed 001: a began with zero x velocity does nothing")
  func zeroVelocityAtBegan() throws {
    let result = try run("seed001", Scenarios.flickZeroVelocityAtBegan)
    #expect(result.outcome == .unchanged)
    #expect(result.transitions.isEmpty)
    #expect(result.reason == "seed 001: began with velocity.x = 0: recognizer reset, nothing happens")
    let seed002 = try run("seed002", Scenarios.flickZeroVelocityAtBegan)
    #expect(seed002.outcome == .pop)
  }

  @Test("seed 001: .began reads UIKit's velocity, which is not zero after one move: a stroke that begins on its first move pops")
  func beganOnFirstMove() throws {
    // The example: 120 Hz, x = 100, 120, 140 … 220 over 50 ms. The first 20 pt move passes
    // the 10 pt hysteresis, so the pan begins on it and reads that move's velocity, 20 pt / (1/120 s)
    // = 2400 pt/s (`-[UIPanGestureRecognizer velocityInView:]` with one sample is that sample).
    var samples = (0...6).map { TouchSample(t: Double($0) / 120, x: 100 + 20 * Double($0), y: 420, phase: $0 == 0 ? .began : .moved) }
    samples.append(TouchSample(t: 7 / 120, x: 220, y: 420, phase: .ended))
    let trace = twoScreens("began-on-first-move", samples)
    try trace.validate()
    let probe = try #require(Simulator.run(BeganVelocityProbe.self, on: trace, options: RunOptions(ios: .iOS18)))
    #expect(abs(try #require(Double(probe.reason)) - 2400) < 1e-6)
    let result = try run("seed001", trace)
    #expect(result.outcome == .pop)
    #expect(result.transitions.count == 1)
    // 120 pt of travel, 110 pt after the hysteresis: 55 % of seed 001's 200 pt scale.
    #expect(result.reason.hasPrefix("released with vx = 2400 pt/s > 100: finish (at 55 %)"), "\(result.reason)")
  }

  @Test("seed 001: finish if (percent > 0.1 and vx > 0) or vx > 100, else cancel", arguments: [
    // Every stroke is still moving at its last segment's speed when it lifts; percent counts the
    // travel after the pan's 10 pt hysteresis, over 200 pt.
    Seed001Release(label: "20 % (50 pt of travel) moving right at 50 pt/s: finish", segments: [(1.0, 50)], expected: .pop),
    Seed001Release(label: "7.5 % (25 pt) moving right at 50 pt/s: cancel", segments: [(0.5, 50)], expected: .cancel),
    Seed001Release(label: "7.5 % (25 pt) at 150 pt/s > 100: finish", segments: [(1.0 / 6, 150)], expected: .pop),
    Seed001Release(label: "9 % (28 pt) at 80 pt/s ≤ 100: cancel", segments: [(0.35, 80)], expected: .cancel),
    Seed001Release(label: "37 % (84 pt) moving left at 30 pt/s: cancel", segments: [(0.45, 200), (0.2, -30)], expected: .cancel),
    Seed001Release(label: "40 % (90 pt) at 200 pt/s > 100: finish", segments: [(0.45, 200)], expected: .pop),
    // A finger held still sends no touchesMoved: (stationary), so the velocity stays that of its
    // last two moves, 200 pt/s, until the lift.
    Seed001Release(
      label: "50 % held still 0.2 s before the lift: still reads its last moves' 200 pt/s > 100: finish",
      segments: [(0.55, 200), (0.2, 0)], expected: .pop),
  ])
  func seed001Release(release: Seed001Release) throws {
    let trace = twoScreens("seed001-release", steadyStroke(from: Point(x: 150, y: 420), release.segments))
    try trace.validate()
    let result = try run("seed001", trace)
    #expect(result.outcome == release.expected, "\(result.reason)")
    #expect(result.reason.contains(release.expected == .pop ? ": finish" : ": cancel"))
  }

  @Test("seed 001: past 10 % with vx exactly 0 cancels: the last two moves were purely vertical")
  func seed001ZeroVelocityRelease() throws {
    // 110 pt right at 200 pt/s (50 % after the hysteresis), then two 5 pt moves straight down:
    // UIKit's velocity is 0.2·v(last) + 0.8·v(previous), both with vx = 0.
    var samples = steadyStroke(from: Point(x: 150, y: 420), [(0.55, 200)])
    let lift = samples.removeLast()
    let x = lift.location.x
    samples.append(TouchSample(t: lift.t, x: x, y: 425, phase: .moved))
    samples.append(TouchSample(t: lift.t + 1.0 / 60, x: x, y: 430, phase: .moved))
    samples.append(TouchSample(t: lift.t + 2.0 / 60, x: x, y: 430, phase: .ended))
    let trace = twoScreens("vertical-end", samples)
    try trace.validate()
    let result = try run("seed001", trace)
    #expect(result.outcome == .cancel)
    #expect(result.reason.hasPrefix("released at 50 % > 10 % but vx = 0 pt/s ≤ 0, not moving right: cancel"), "\(result.reason)")
  }

  @Test("seed 001: the reason names the velocity rule with its numbers")
  func seed001Reasons() throws {
    // 25 pt of travel each: 15 pt after the pan's hysteresis, 7.5 % of 200 pt.
    let flick = try run("seed001", twoScreens("flick", steadyStroke(from: Point(x: 150, y: 420), [(1.0 / 6, 150)])))
    #expect(flick.reason.hasPrefix("released with vx = 150 pt/s > 100: finish (at 7.5 %)"), "\(flick.reason)")
    let slow = try run("seed001", twoScreens("slow", steadyStroke(from: Point(x: 150, y: 420), [(0.5, 50)])))
    #expect(slow.reason.hasPrefix("released at 7.5 % ≤ 10 % with vx = 50 pt/s ≤ 100: cancel"), "\(slow.reason)")
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

  @Test("seed 001: after a cancelled touch the screen stays dead (dead-screen); seed001-fixed pops on the same trace")
  func deadScreenAfterCancelledTouch() throws {
    // A stroke whose touch is cancelled, then, 1 s later (well after the 0.4 s spring), a swipe
    // still moving right at 200 pt/s over 90 pt of translation (45 %).
    let first = steadyStroke(from: Point(x: 150, y: 420), [(0.3, 200)], lift: .cancelled)
    let second = steadyStroke(from: Point(x: 150, y: 420), [(0.5, 200)], startingAt: 1.5)
    let trace = twoScreens("cancelled-then-swipe", first + second)
    try trace.validate()

    // As published, only the .ended branch's completion turns user interaction back on.
    let dead = try run("seed001", trace)
    #expect(dead.distinctHazards == [.deadScreen])
    let hazard = try #require(dead.hazards.first)
    #expect(hazard.time == 1.5, "reported at the second touch-down")
    #expect(dead.transitions.map(\.result) == [.cancelled], "the second stroke reaches no recogniser")
    #expect(dead.stackAfter == ["root", "detail"])

    let fixed = try run("seed001-fixed", trace)
    #expect(fixed.hazards.isEmpty)
    #expect(fixed.transitions.map(\.result) == [.cancelled, .finished])
    #expect(fixed.outcome == .pop)
    #expect(fixed.stackAfter == ["root"])
  }

  @Test("seed 001: during the 0.4 s spring a second stroke reaches nothing: no nested transition")
  func strokeDuringSpring() throws {
    // Three screens. A swipe released moving at 200 pt/s (finish), then a second swipe 0.1 s
    // after the lift, while both views still have user interaction off for the spring.
    let first = steadyStroke(from: Point(x: 150, y: 420), [(0.5, 200)])
    let lift = try #require(first.last?.t)
    let second = steadyStroke(from: Point(x: 150, y: 420), [(0.5, 200)], startingAt: lift + 0.1)
    let trace = Trace(
      name: "swipe-during-spring", scene: SceneSpec(stack: ["home", "list", "detail"].map { ScreenSpec(id: $0) }),
      touches: first + second)
    try trace.validate()
    let result = try run("seed001", trace)
    #expect(result.hazards.isEmpty, "no nested-transition, and no dead-screen while the transition runs")
    #expect(result.transitions.map(\.result) == [.finished])
    #expect(result.stackAfter == ["home", "list"])
    // seed 002 leaves interaction alone: the same trace asks for a nested pop.
    #expect(try run("seed002", trace).distinctHazards == [.nestedTransition])
  }

  @Test("seed 001: 200 pt of travel is 100 %")
  func twoHundredPointScale() throws {
    // 250 pt at 200 pt/s: the translation reaches 240 pt (the pan's 10 pt hysteresis removed),
    // 100 % at 200 pt, while the page goes on to 240 pt.
    let result = try run("seed001", twoScreens("scale", steadyStroke(from: Point(x: 100, y: 420), [(1.25, 200)])))
    let frames = try #require(result.frames)
    let decided = try #require(result.transitions.first?.decided)
    for frame in frames where frame.underX != nil && frame.t < decided && frame.topX > 0 {
      #expect(abs(frame.progress - min(1, frame.topX / 200)) < 1e-9)
    }
    #expect(result.metrics.maxProgress == 1)
    #expect(frames.contains { $0.progress == 1 && abs($0.topX - 240) < 1e-6 && $0.t < decided })
  }

  @Test("seed 001: the from-view follows the finger 1:1 (10 pt behind it), the view under it from −W/4 at a quarter speed")
  func seed001Frames() throws {
    let trace = swipe(220)
    let result = try #require(
      Simulator.run(PercentDrivenStrategy.self, preset: "seed001", on: trace, options: RunOptions(recordTimeline: true, recordEvents: true, ios: .iOS18)))
    // Every .changed puts the top view at tx = finger travel − 10 (the translation with the pan's
    // hysteresis removed at .began) and the view under it at −W/4 + tx/4.
    let start = try #require(trace.touches.first?.location)
    let events = try #require(result.events)
    var checked = 0
    for (index, event) in events.enumerated() {
      guard case .callback(let gesture, _) = event.kind, gesture.state == .changed else { continue }
      let command = events[(index + 1)...].lazy.compactMap { entry -> (Double, Double)? in
        if case .command(.setTransitionViews(let topX, let underX), _) = entry.kind { return (topX, underX) }
        return nil
      }.first
      let (topX, underX) = try #require(command)
      let tx = gesture.location.x - start.x - panHysteresis
      #expect(abs(topX - tx) < 1e-9)
      #expect(abs(underX - (-width / 4 + tx / 4)) < 1e-9)
      checked += 1
    }
    #expect(checked > 20)
    // So the tracking error (top view against the finger's travel from touch-down) is the 10 pt
    // hysteresis, a little more on average for the .began move, where seed 001 leaves the view at 0.
    #expect(result.metrics.trackingError >= panHysteresis)
    #expect(result.metrics.trackingError < panHysteresis + 1)
    let frames = try #require(result.frames).filter { $0.underX != nil }
    #expect(frames.count > 30)
    for frame in frames {
      let underX = try #require(frame.underX)
      #expect(abs(underX - (-width / 4 + frame.topX / 4)) < 1e-9)
    }
  }

  @Test("seed 001: finish and cancel end with a 0.4 s critically damped spring, at seed 001's own end positions", arguments: [
    (Outcome.pop, 0.5, 200.0), (Outcome.cancel, 0.5, -50.0),
  ])
  func springEnding(expected: Outcome, seconds: Double, finalSpeed: Double) throws {
    // 100 pt at 200 pt/s, then 0.2 s more at `finalSpeed`: still moving right at the lift finishes
    // (130 pt after the hysteresis, 65 % > 10 %, vx = 200); moving left cancels (40 %, vx = −50 ≤ 0).
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
        Simulator.run(PercentDrivenStrategy.self, preset: preset, on: Scenarios.midScreenSwipe, options: RunOptions(recordTimeline: true, ios: .iOS18)))
      let frames = try #require(result.frames)
      #expect(frames.contains { $0.underX != nil })
      #expect(frames.allSatisfy { !$0.shadow && $0.dim == 0 })
    }
    let system = try #require(
      Simulator.run(SystemEdgeStrategy.self, on: Scenarios.edgeSwipePastHalf, options: RunOptions(recordTimeline: true, ios: .iOS18)))
    #expect(system.frames!.contains { $0.shadow && $0.dim > 0 })
  }
}
