import Testing

@testable import BackStrategies
@testable import BackStrategiesSupport

/// Pins seed 000 rule by rule (seed 000 in docs/sources.md). Traces sit clearly on each side
/// of every threshold: 10 pt vs 30 pt against the 20 pt retreat limit, 2.5 pt vs 5 pt against
/// the 3 pt tolerance, 0.6 s vs 1.2 s against the 1.0 s dwell.
@Suite("EdgeBulge")
struct EdgeBulgeStrategyTests {
  static let presetNames = ["as-published", "corrected"]
  static let screen = Size(width: 390, height: 844)
  static let step = 1.0 / 60

  // MARK: Helpers

  /// A trace from hand-made samples `(t, x, y, phase)` on a stack of `screens`.
  static func trace(_ screens: [String], _ samples: [(Double, Double, Double, TouchPhase)]) -> Trace {
    Trace(
      name: "test", scene: SceneSpec(device: .standard, stack: screens.map { ScreenSpec(id: $0) }),
      touches: samples.map { TouchSample(t: $0.0, x: $0.1, y: $0.2, phase: $0.3) })
  }

  /// A stroke through `xs` (one sample per frame, at `y`), starting at `start` seconds, lifted
  /// with `lift` one frame after the last point.
  static func stroke(
    _ xs: [Double], y: Double = 420, start: Double = 0, lift: TouchPhase = .ended
  ) -> [(Double, Double, Double, TouchPhase)] {
    var samples: [(Double, Double, Double, TouchPhase)] = []
    for (index, x) in xs.enumerated() {
      samples.append((start + Double(index) * step, x, y, index == 0 ? .began : .moved))
    }
    samples.append((start + Double(xs.count) * step, xs[xs.count - 1], y, lift))
    return samples
  }

  static func run(_ trace: Trace, _ preset: String, timeline: Bool = false) throws -> RunResult {
    try #require(
      Simulator.run(EdgeBulgeStrategy.self, preset: preset, on: trace, options: RunOptions(recordTimeline: timeline)))
  }

  static func run(
    _ trace: Trace, configuration: EdgeBulgeStrategy.Configuration, timeline: Bool = false
  ) -> RunResult {
    Simulator.run(
      EdgeBulgeStrategy.self, configuration: configuration, label: "edge-bulge:test", on: trace,
      options: RunOptions(recordTimeline: timeline))
  }

  /// The last recorded frame at or before `time`.
  static func frame(at time: Double, in result: RunResult) throws -> Frame {
    try #require(result.frames?.last { $0.t <= time + 1e-9 })
  }

  // MARK: Geometry

  struct OutlineCase: Sendable, CustomTestStringConvertible {
    var finger: Point
    var path: [PathElement]
    var icon: Rect
    var testDescription: String { "finger (\(finger.x), \(finger.y))" }
  }

  static let outlines: [OutlineCase] = [
    // Fully pulled: anchor (350, 420), k = 1, tip x = 360.
    OutlineCase(
      finger: Point(x: 300, y: 420),
      path: [
        .move(to: Point(x: 390, y: 320)),
        .quadCurve(to: Point(x: 360, y: 400), control: Point(x: 390, y: 350)),
        .quadCurve(to: Point(x: 360, y: 440), control: Point(x: 350, y: 420)),
        .quadCurve(to: Point(x: 390, y: 520), control: Point(x: 390, y: 490)),
        .close,
      ],
      icon: Rect(x: 360, y: 405, width: 30, height: 30)),
    // Half pulled: anchor (370, 600), k = 0.5, tip x = 375.
    OutlineCase(
      finger: Point(x: 370, y: 600),
      path: [
        .move(to: Point(x: 390, y: 500)),
        .quadCurve(to: Point(x: 375, y: 580), control: Point(x: 390, y: 530)),
        .quadCurve(to: Point(x: 375, y: 620), control: Point(x: 370, y: 600)),
        .quadCurve(to: Point(x: 390, y: 700), control: Point(x: 390, y: 670)),
        .close,
      ],
      icon: Rect(x: 380, y: 585, width: 30, height: 30)),
  ]

  @Test("seed 000: the bulge is three quadratic curves through the listed end and control points", arguments: outlines)
  func outline(_ example: OutlineCase) {
    let shape = EdgeBulgeGeometry().shape(for: example.finger, screen: Self.screen)
    #expect(shape.path == example.path)
    #expect(shape.iconFrame == example.icon)
  }

  /// The outline's finiteness is worked out from its numbers (a run that draws nothing never
  /// builds the path): it must agree with the path's points, also where one number is endless.
  @Test(
    "seed 000: the outline is finite exactly when every point of its path is",
    arguments: [
      EdgeBulgeGeometry(), EdgeBulgeGeometry(halfHeight: .infinity), EdgeBulgeGeometry(shoulderControlOffset: .infinity),
      EdgeBulgeGeometry(tipHalfHeight: .nan), EdgeBulgeGeometry(tipOutset: .infinity), EdgeBulgeGeometry(middleControlInset: .infinity),
      EdgeBulgeGeometry(maximumDisplacement: .infinity),
    ])
  func outlineFiniteness(geometry: EdgeBulgeGeometry) {
    for finger in [Point(x: 300, y: 420), Point(x: 389, y: 20), Point(x: 370, y: 830)] {
      let outline = geometry.outline(for: finger, screen: Self.screen)
      let pathFinite = outline.path.allSatisfy { element in
        switch element {
        case .move(let point), .line(let point): point.isFinite
        case .quadCurve(let point, let control): point.isFinite && control.isFinite
        case .close: true
        }
      }
      #expect(outline.isFinite == pathFinite)
      // (A number that is not a number equals nothing, itself included.)
      if pathFinite { #expect(geometry.shape(for: finger, screen: Self.screen).path == outline.path) }
    }
  }

  @Test("seed 000: x clamp tempPoint.x = max(x, W − 40)", arguments: [(300.0, 350.0), (349, 350), (350, 350), (365, 365), (388, 388)])
  func xClamp(finger: Double, anchor: Double) {
    #expect(EdgeBulgeGeometry().anchor(for: Point(x: finger, y: 420), screen: Self.screen).x == anchor)
  }

  @Test("seed 000: y clamp tempPoint.y in [100, H − 100]", arguments: [(20.0, 100.0), (100, 100), (420, 420), (744, 744), (830, 744)])
  func yClamp(finger: Double, anchor: Double) {
    #expect(EdgeBulgeGeometry().anchor(for: Point(x: 360, y: finger), screen: Self.screen).y == anchor)
  }

  @Test("seed 000: isFollowGesturePosition off centres the bulge at H / 2", arguments: [30.0, 420, 830])
  func centred(finger: Double) {
    let geometry = EdgeBulgeGeometry(followsFinger: false)
    #expect(geometry.anchor(for: Point(x: 360, y: finger), screen: Self.screen) == Point(x: 360, y: 422))
  }

  @Test("seed 000: the code puts the tip's control point at (tempPoint.x, y), the prose at tempPoint.x − 10·k")
  func middleControl() {
    let finger = Point(x: 300, y: 420)
    let code = EdgeBulgeGeometry().shape(for: finger, screen: Self.screen)
    let prose = EdgeBulgeGeometry(middleControlInset: 10).shape(for: finger, screen: Self.screen)
    #expect(code.path[2] == .quadCurve(to: Point(x: 360, y: 440), control: Point(x: 350, y: 420)))
    #expect(prose.path[2] == .quadCurve(to: Point(x: 360, y: 440), control: Point(x: 340, y: 420)))
  }

  @Test("seed 000: each .changed redraws the bulge around the finger: even-odd, 0x999999 at 0.3, icon 'back'", arguments: presetNames)
  func redrawnOnEachMove(preset: String) throws {
    // Began at 370 (16 pt past the 15 pt hysteresis), then moves 20 pt apart, well over 3 pt.
    let xs = [386.0, 370, 350, 330, 310]
    let ys = [420.0, 420, 430, 60, 800]
    var samples = Self.stroke(xs)
    for index in xs.indices { samples[index].2 = ys[index] }
    let trace = Self.trace(["home", "detail"], samples)
    let result = try Self.run(trace, preset, timeline: true)
    for index in 2..<xs.count {
      let time = samples[index].0
      let overlay = try #require(try Self.frame(at: time, in: result).overlay)
      let shape = EdgeBulgeGeometry().shape(for: Point(x: xs[index], y: ys[index]), screen: Self.screen)
      #expect(overlay.path == shape.path)
      #expect(overlay.icon == Overlay.Icon(name: "back", frame: shape.iconFrame))
      #expect(overlay.fillRule == .evenOdd)
      #expect(overlay.fill.hex == 0x999999 && overlay.fill.alpha == 0.3)
      #expect(overlay.offsetX == 0)
    }
    // The began callback draws nothing.
    #expect(try Self.frame(at: samples[1].0, in: result).overlay == nil)
  }

  // MARK: Recogniser

  @Test("seed 000: a right-edge pan on the key window; UIKit's edge gesture stays as it ships")
  func installs() {
    var context = StrategyContext(
      time: 0, device: .standard,
      navigation: NavigationSnapshot(count: 2, top: ScreenSpec(id: "detail"), isTransitioning: false, progress: 0))
    let setup = EdgeBulgeStrategy(configuration: .asPublished).install(
      in: Scenarios.rightEdgePull.scene, context: &context)
    #expect(setup.systemBackGesture == .enabled)
    #expect(setup.recognizers == [RecognizerSpec(id: "right-edge-pan", kind: .screenEdge(.right), host: .window)])
    #expect(context.commands.isEmpty)
  }

  @Test("seed 000: with one screen on the stack the handler returns at once: no bulge, no pop", arguments: presetNames)
  func root(preset: String) throws {
    let trace = Self.trace(["home"], Self.stroke([386, 370, 350, 330]))
    let result = try Self.run(trace, preset, timeline: true)
    #expect(result.outcome == .unchanged)
    #expect(result.transitions.isEmpty)
    #expect(result.frames?.allSatisfy { $0.overlay == nil } == true)
    #expect(result.reason.contains("one screen"))
  }

  // MARK: Release

  struct ReleaseCase: Sendable, CustomTestStringConvertible {
    var preset: String
    var releaseX: Double
    var outcome: Outcome
    var testDescription: String { "\(preset), released at x = \(releaseX)" }
  }

  static let releases: [ReleaseCase] = presetNames.flatMap { preset in
    [
      // Leftmost 320: back 10 pt (330 < 340) pops, back 30 pt (350 ≥ 340) does not.
      ReleaseCase(preset: preset, releaseX: 330, outcome: .pop),
      ReleaseCase(preset: preset, releaseX: 350, outcome: .cancel),
    ]
  }

  @Test("seed 000: release rule x < farPoint.x + 20", arguments: releases)
  func releaseRule(_ example: ReleaseCase) throws {
    let trace = Self.trace(["home", "detail"], Self.stroke([386, 370, 350, 320, example.releaseX]))
    let result = try Self.run(trace, example.preset)
    #expect(result.outcome == example.outcome)
    if example.outcome == .pop {
      #expect(result.reason.hasPrefix("released at x = 330 < farPoint.x 320 + 20: pop"))
      #expect(result.stackAfter == ["home"])
    } else {
      #expect(result.reason.hasPrefix("released at x = 350 ≥ farPoint.x 320 + 20 (retreated 30 pt"))
      #expect(result.stackAfter == ["home", "detail"])
    }
  }

  @Test("seed 000: a release pops one screen; a release in home mode pops to root", arguments: presetNames)
  func popVersusPopToRoot(preset: String) throws {
    let quick = Self.trace(["home", "list", "detail"], Self.stroke([386, 370, 355, 340]))
    let popped = try Self.run(quick, preset)
    #expect(popped.outcome == .pop)
    #expect(popped.transitions.map(\.kind) == [.pop])
    #expect(popped.stackAfter == ["home", "list"])

    let dwelt = try Self.run(Scenarios.dwellToHome, preset)
    #expect(dwelt.outcome == .popToRoot)
    #expect(dwelt.transitions.map(\.kind) == [.popToRoot])
    #expect(dwelt.stackAfter == ["home"])
    #expect(dwelt.reason.contains("in home mode (dwell at x = 340): pop to root"))
  }

  @Test("seed 000: .cancelled does nothing: no retreat, no navigation", arguments: presetNames)
  func cancelled(preset: String) throws {
    let trace = Self.trace(["home", "detail"], Self.stroke([386, 370, 350, 320], lift: .cancelled))
    let result = try Self.run(trace, preset, timeline: true)
    #expect(result.outcome == .cancel)
    #expect(result.transitions.isEmpty)
    let last = try #require(result.frames?.last?.overlay)
    #expect(last.offsetX == 0)
  }

  @Test("seed 000: no minimum travel: a pan released where it was recognised still pops")
  func noMinimumTravel() throws {
    // 386 → 370 crosses the 15 pt hysteresis (began), released there without another move.
    let trace = Self.trace(["home", "detail"], Self.stroke([386, 370]))
    #expect(try Self.run(trace, "as-published").outcome == .pop)
    #expect(try Self.run(trace, "corrected").outcome == .pop)
    var configuration = EdgeBulgeStrategy.Configuration.corrected
    configuration.minimumTravel = 30
    let guarded = Self.run(trace, configuration: configuration)
    #expect(guarded.outcome == .unchanged)
    #expect(guarded.reason.contains("minimum travel 30"))
  }

  @Test("seed 000: minimumTravel 0 (as published) means no check: a release right of the touch-down point still pops if x < farPoint.x + 20")
  func releaseRightOfTouchDown() throws {
    // Touch-down at 386; 370 is 16 pt out (> 15): began, farPoint 370; then back to 388, 2 pt right
    // of the touch-down point but 18 pt from farPoint (< 20): released there.
    let trace = Self.trace(["home", "detail"], Self.stroke([386, 370, 388]))
    for preset in Self.presetNames {
      let result = try Self.run(trace, preset)
      #expect(result.outcome == .pop, "\(preset)")
      #expect(result.reason.hasPrefix("released at x = 388 < farPoint.x 370 + 20: pop"), "\(preset): \(result.reason)")
      #expect(result.stackAfter == ["home"])
    }
    // A positive minimum travel measures leftward travel from touch-down: 386 − 388 = −2 pt < 5.
    var configuration = EdgeBulgeStrategy.Configuration.asPublished
    configuration.minimumTravel = 5
    let guarded = Self.run(trace, configuration: configuration)
    #expect(guarded.outcome == .cancel)
    #expect(guarded.transitions.isEmpty)
    #expect(guarded.reason.contains("but only -2 pt left of touch-down (minimum travel 5): no pop"), "\(guarded.reason)")
  }

  @Test("seed 000: on every release the bulge slides +55 pt over 0.5 s, linearly, and stays", arguments: presetNames)
  func retreat(preset: String) throws {
    let samples = Self.stroke([386, 370, 350, 320])
    let release = samples[samples.count - 1].0
    let result = try Self.run(Self.trace(["home", "detail"], samples), preset, timeline: true)
    let frames = try #require(result.frames)
    #expect(try Self.frame(at: release - 0.001, in: result).overlay?.offsetX == 0)
    let sliding = frames.filter { $0.t >= release && $0.t <= release + 0.5 }
    #expect(sliding.count >= 25)
    for frame in sliding {
      let offset = try #require(frame.overlay?.offsetX)
      #expect(abs(offset - 55 * (frame.t - release) / 0.5) < 1e-9)
    }
    // It is not removed: the run's last frame (the slide's end, or the late timer as published) still shows it.
    let after = frames.filter { $0.t >= release + 0.5 }
    #expect(!after.isEmpty)
    #expect(after.allSatisfy { $0.overlay?.offsetX == 55 })
  }

  @Test("seed 000: the delegate's veto as a policy: appHandles reports the request and does not navigate")
  func appHandles() throws {
    var configuration = EdgeBulgeStrategy.Configuration.corrected
    configuration.popPolicy = .appHandles
    let pull = Self.run(Scenarios.rightEdgePull, configuration: configuration)
    #expect(pull.outcome == .cancel)
    #expect(pull.transitions.isEmpty)
    #expect(pull.stackAfter == ["home", "detail"])
    #expect(pull.reason.contains("pop of 'detail' requested; popPolicy appHandles"))

    configuration = .corrected
    configuration.homePolicy = .appHandles
    let dwell = Self.run(Scenarios.dwellToHome, configuration: configuration)
    #expect(dwell.outcome == .cancel)
    #expect(dwell.stackAfter == ["home", "list", "detail"])
    #expect(dwell.reason.contains("pop to root requested; homePolicy appHandles"))
  }

  // MARK: Dwell-to-home

  @Test("seed 000: a finger still for more than returnHomeTime 1.0 s enters home mode; the icon turns to 'home'", arguments: presetNames)
  func dwellReachesHome(preset: String) throws {
    let result = try Self.run(Scenarios.dwellToHome, preset, timeline: true)
    #expect(result.outcome == .popToRoot)
    // The last move (x = 340) is at 0.2 s; the timer fires at 1.2 s; the lift is at 1.5 s.
    #expect(try Self.frame(at: 1.15, in: result).overlay?.icon?.name == "back")
    #expect(try Self.frame(at: 1.25, in: result).overlay?.icon?.name == "home")
  }

  struct ToleranceCase: Sendable, CustomTestStringConvertible {
    var preset: String
    var step: Double
    var outcome: Outcome
    var testDescription: String { "\(preset), a \(step) pt move mid-dwell" }
  }

  static let tolerances: [ToleranceCase] = [
    ToleranceCase(preset: "corrected", step: 2.5, outcome: .popToRoot),
    ToleranceCase(preset: "corrected", step: 5, outcome: .pop),
    // As published, homeLeftPoint is still (0, 0): even 2.5 pt restarts the dwell.
    ToleranceCase(preset: "as-published", step: 2.5, outcome: .pop),
  ]

  @Test("seed 000: a move of more than 3 pt in x restarts the 1.0 s dwell", arguments: tolerances)
  func tolerance(_ example: ToleranceCase) throws {
    // Still at 340 for 0.6 s, one move, still for 0.6 s: 1.2 s in all, only 0.6 s after a restart.
    let trace = Self.trace(
      ["home", "list", "detail"],
      [
        (0, 386, 420, .began), (0.017, 370, 420, .moved), (0.033, 355, 420, .moved), (0.05, 340, 420, .moved),
        (0.65, 340 + example.step, 420, .moved), (1.25, 340 + example.step, 420, .ended),
      ])
    #expect(try Self.run(trace, example.preset).outcome == example.outcome)
  }

  @Test(
    "seed 000: before home mode every .changed restarts the timer: a trembling finger never reaches home as published",
    arguments: [("as-published", Outcome.pop, ["home", "list"]), ("corrected", .popToRoot, ["home"])])
  func jitter(preset: String, outcome: Outcome, stack: [String]) throws {
    let result = try Self.run(Scenarios.dwellWithJitter, preset)
    #expect(result.outcome == outcome)
    #expect(result.stackAfter == stack)
  }

  @Test(
    "seed 000: the dwell timer is not cancelled at release; home mode carries into the next gesture as published",
    arguments: [
      ("as-published", [TransitionKind.pop, .popToRoot], ["a"], "home"),
      ("corrected", [.pop, .pop], ["a", "b"], "back"),
    ])
  func timerAfterLift(preset: String, kinds: [TransitionKind], stack: [String], iconAfterLift: String) throws {
    // First pull: last move at x = 340 (0.05 s), lifted at once (0.067 s): a pop.
    // Second pull at 2 s: begins at 360, then stays within ±3 pt of 340 until the lift.
    let first = Self.stroke([386, 370, 355, 340])
    let second = Self.stroke([386, 360, 341, 339.5, 341], start: 2)
    let trace = Self.trace(["a", "b", "c", "d"], first + second)
    let result = try Self.run(trace, preset, timeline: true)
    #expect(result.transitions.map(\.kind) == kinds)
    #expect(result.stackAfter == stack)
    // 1.0 s after the last move the finger is up; as published the timer fires anyway.
    #expect(try Self.frame(at: 1.5, in: result).overlay?.icon?.name == iconAfterLift)
  }

  @Test("seed 000: the late timer is part of the run's reason as published", arguments: [
    ("as-published", "released at x = 300 < farPoint.x 300 + 20: pop; then the dwell timer, not cancelled at release, fired 1.0 s after the dwell began at x = 300: home mode is on for the next gesture"),
    ("corrected", "released at x = 300 < farPoint.x 300 + 20: pop"),
  ])
  func lateTimerReason(preset: String, reason: String) throws {
    #expect(try Self.run(Scenarios.rightEdgePull, preset).reason == reason)
  }

  // MARK: Presets and scenarios

  @Test("seed 000: presets as-published (default) and corrected differ only in the three quirk flags")
  func presetDifferences() throws {
    let catalog = StrategyCatalog.builtIn
    #expect(try catalog.select("edge-bulge").label == "edge-bulge:as-published")
    #expect(try catalog.select("edge-bulge:corrected").label == "edge-bulge:corrected")
    var fixed = EdgeBulgeStrategy.Configuration.asPublished
    fixed.dwellAnchor = .dwellStart
    fixed.cancelsDwellTimerAtRelease = true
    fixed.resetsStateAtGestureStart = true
    #expect(fixed == EdgeBulgeStrategy.Configuration.corrected)
    #expect(EdgeBulgeStrategy.presets.first?.configuration == .asPublished)
  }

  @Test(
    "seed 000: built-in right-edge scenarios",
    arguments: [
      ("right-edge-pull", "as-published", Outcome.pop),
      ("right-edge-pull", "corrected", .pop),
      ("dwell-to-home", "as-published", .popToRoot),
      ("dwell-to-home", "corrected", .popToRoot),
      ("dwell-with-jitter", "as-published", .pop),
      ("dwell-with-jitter", "corrected", .popToRoot),
      ("pull-and-retreat", "as-published", .cancel),
      ("pull-and-retreat", "corrected", .cancel),
    ])
  func scenarios(name: String, preset: String, outcome: Outcome) throws {
    let trace = try #require(Scenarios.named(name))
    try trace.validate()
    #expect(trace.intent != nil)
    let result = try StrategyCatalog.builtIn.select("edge-bulge:\(preset)").run(on: trace)
    #expect(result.outcome == outcome)
    #expect(result.hazards.isEmpty)
  }

  /// Seed 000 draws a new bulge at every `.changed`; a run that draws nothing sends a stand-in
  /// with no outline, and none while a finite one shows at the model position (a retreat or an
  /// icon change ends that). Every stroke ends as in a run that draws (the same result but the
  /// timeline): a pop, a release that retreats (alone, then with a second gesture), a dwell into
  /// home mode, a cancel; with the seed's bulge and with one that is not finite (its shoulders'
  /// control points endlessly far, or an icon tint that is not a number: no overlay is taken).
  @Test(
    "seed 000: a run that draws nothing ends as one that draws: pop, retreats, home mode, cancel, a bulge that is not finite",
    arguments: ["finite", "endless outline", "icon not a number"])
  func drawingChangesNothingElse(bulge: String) throws {
    var configuration = try #require(EdgeBulgeStrategy.preset(named: "corrected")).configuration
    switch bulge {
    case "endless outline": configuration.geometry.shoulderControlOffset = .infinity
    case "icon not a number": configuration.imageColor = RGBA(red: .nan, green: 0, blue: 0, alpha: 1)
    default: break
    }
    let retreatThenPop = Self.stroke([386, 370, 350, 320, 360]) + Self.stroke([386, 372, 356, 340], start: 0.8)
    // The second gesture starts while the first's retreat runs (0.5 s) and is cancelled: its
    // bulge drawn anew ends that animation, so the run settles with the cancel.
    let retreatThenCancel = Self.stroke([386, 370, 350, 320, 360]) + Self.stroke([386, 372, 356, 340, 330], start: 0.2, lift: .cancelled)
    let traces = [
      Self.trace(["home", "list", "detail"], Self.stroke([386, 370, 355, 340])),
      Self.trace(["home", "detail"], Self.stroke([386, 370, 350, 320, 360])),
      Self.trace(["home", "list", "detail"], retreatThenPop),
      Self.trace(["home", "list", "detail"], retreatThenCancel),
      Self.trace(["home", "detail"], Self.stroke([386, 370, 350, 320], lift: .cancelled)),
      Scenarios.dwellToHome,
    ]
    // Without home mode no dwell timer outlasts the strokes, so an overlay animation left
    // running would show in the time the run settles at.
    var withoutHomeMode = configuration
    withoutHomeMode.canPopToRoot = false
    for configuration in [configuration, withoutHomeMode] {
      for (index, trace) in traces.enumerated() {
        let drawn = Simulator.run(EdgeBulgeStrategy.self, configuration: configuration, label: "b", on: trace, options: RunOptions(recordTimeline: true))
        var bare = Simulator.run(EdgeBulgeStrategy.self, configuration: configuration, label: "b", on: trace, options: RunOptions())
        #expect(bare.frames == nil)
        bare.frames = drawn.frames
        #expect(bare == drawn, "trace \(index), home mode \(configuration.canPopToRoot)")
      }
    }
  }
}
