import Testing

@testable import BackStrategies
@testable import BackStrategiesSupport

/// One screenshot of the standard 390 × 844 pt @3x screen: 1170 × 2532 pixels, 4 bytes each.
private let screenshotBytes = 390 * 3 * 844 * 3 * 4

private func stack(_ depth: Int) -> SceneSpec {
  SceneSpec(stack: (0..<depth).map { ScreenSpec(id: "screen-\($0)") })
}

private func drag(
  _ distance: Double, depth: Int = 2, duration: Double = 0.5, hold: Double = 0, lift: TouchPhase = .ended
) -> Trace {
  var touches = StrokeBuilder()
  touches.stroke(
    through: [Point(x: 120, y: 420), Point(x: 120 + distance, y: 424)], durations: [duration],
    holdBeforeLift: hold, lift: lift)
  return Trace(name: "drag-\(distance)", scene: stack(depth), touches: touches.samples)
}

/// A drag of `total` pt rightwards from x = 120 at 60 Hz whose first move is `firstMove` pt
/// (10 pt by default: the pan begins on it, at `|tx| >= 10`), then steps of at most 5 pt, lifted
/// one frame after the last move, where it stopped. MLNavigationController's `startTouch` is the
/// finger's location at `.began`, so the release reads `total − firstMove`.
private func measuredDrag(_ total: Double, firstMove: Double = 10, lift: TouchPhase = .ended) -> Trace {
  let step = 1.0 / 60
  var samples = [TouchSample(t: 0, x: 120, y: 420, phase: .began), TouchSample(t: step, x: 120 + firstMove, y: 420, phase: .moved)]
  let rest = total - firstMove
  let steps = max(1, Int((rest / 5).rounded(.up)))
  for index in 1...steps {
    samples.append(TouchSample(t: Double(index + 1) * step, x: 120 + firstMove + rest * Double(index) / Double(steps), y: 420, phase: .moved))
  }
  samples.append(TouchSample(t: Double(steps + 2) * step, x: 120 + total, y: 420, phase: lift))
  return Trace(name: "measured-drag-\(total)", scene: stack(2), touches: samples)
}

private func run(_ trace: Trace) throws -> RunResult {
  try #require(Simulator.run(ScreenshotStackStrategy.self, on: trace, options: RunOptions(recordTimeline: true)))
}

@Suite("Screenshot-stack strategy (seed 003, classic numbers)")
struct ScreenshotStackStrategyTests {
  let width = Device.standard.width

  @Test("seed 003: one screenshot per pushed screen: a stack of d screens holds d − 1", arguments: 1...6)
  func screenshotsAtInstall(depth: Int) throws {
    var touches = StrokeBuilder()
    touches.tap(at: Point(x: 200, y: 420))
    let result = try run(Trace(name: "tap", scene: stack(depth), touches: touches.samples))
    #expect(result.outcome == .unchanged)
    #expect(result.metrics.screenshotBytes == (depth - 1) * screenshotBytes)
    #expect(result.metrics.screenshotBytesAtEnd == (depth - 1) * screenshotBytes, "a tap releases none")
  }

  @Test("seed 003: each screenshot costs W·scale × H·scale × 4 bytes: 390·3 × 844·3 × 4")
  func screenshotSize() {
    #expect(screenshotBytes == 11_849_760)
  }

  @Test("deep-stack-swipe: five screens hold four screenshots (the peak); the pop releases one and three remain at the end")
  func deepStack() throws {
    let result = try run(Scenarios.deepStackSwipe)
    #expect(result.outcome == .pop)
    #expect(result.stackAfter == ["home", "catalog", "category", "product"])
    #expect(result.metrics.screenshotBytes == 4 * screenshotBytes)
    #expect(result.metrics.screenshotBytesAtEnd == 3 * screenshotBytes)
  }

  @Test("classic: a release more than 50 pt right of where the pan began pops, 50 pt or less slides back", arguments: [
    // Total finger travel; the pan begins on the first move, 10 pt from touch-down, and
    // MLNavigationController measures from there (`startTouch = touchPoint` at .began): 58 pt of
    // travel is 48 pt ≤ 50, 65 pt is 55 pt > 50.
    (30.0, Outcome.cancel), (45.0, .cancel), (58.0, .cancel), (65.0, .pop), (200.0, .pop),
  ])
  func releaseDistance(distance: Double, expected: Outcome) throws {
    let result = try run(measuredDrag(distance))
    #expect(result.outcome == expected)
    let moved = NumberFormatting.short(distance - 10, 1)
    #expect(
      result.reason
        == (expected == .pop
          ? "released \(moved) pt right of where the pan began > 50 pt: slides out in 0.3 s, then pops without animation"
          : "released \(moved) pt right of where the pan began ≤ 50 pt: slides back in 0.3 s"))
    #expect(result.metrics.screenshotBytes == screenshotBytes, "the peak: one screenshot held from install")
    #expect(result.metrics.screenshotBytesAtEnd == (expected == .pop ? 0 : screenshotBytes))
  }

  @Test("classic: the 50 pt count starts where the pan began (startTouch = touchPoint at .began), not at touch-down")
  func measuredFromWhereThePanBegan() throws {
    // The same 65 pt of travel: a first move of 10 pt leaves 55 pt > 50 (pops); a first move of
    // 16 pt (the pan begins on it too) leaves 49 pt ≤ 50 (slides back).
    #expect(try run(measuredDrag(65)).outcome == .pop)
    let late = try run(measuredDrag(65, firstMove: 16))
    #expect(late.outcome == .cancel)
    #expect(late.reason == "released 49 pt right of where the pan began ≤ 50 pt: slides back in 0.3 s")
    // While dragging the view sits at location.x − startTouch.x: 16 pt behind the finger's travel.
    let frames = try #require(try run(measuredDrag(65, firstMove: 16)).frames)
    #expect(frames.contains { abs($0.topX - 49) < 1e-9 })
    #expect(frames.allSatisfy { $0.topX <= 49 + 1e-9 })
  }

  @Test("classic: velocity is not used: a fast 40 pt flick slides back, a slow 70 pt drag pops")
  func velocityIgnored() throws {
    var flick = StrokeBuilder()
    flick.flick(from: Point(x: 120, y: 420), to: Point(x: 160, y: 421), duration: 0.06)
    #expect(try run(Trace(name: "flick", scene: stack(2), touches: flick.samples)).outcome == .cancel)
    // 70 pt over 1.5 s: the pan begins less than 1 pt past its 10 pt hysteresis (the finger moves
    // under 1 pt per frame there), so about 59 pt count, > 50.
    let slow = try run(drag(70, duration: 1.5))
    #expect(slow.outcome == .pop)
    #expect(slow.reason.hasPrefix("released 59"), "\(slow.reason)")
  }

  @Test("classic: the slide out takes 0.3 s (ease-in-out), then an unanimated pop")
  func slideOutThenPop() throws {
    // 200 pt of travel from a 10 pt first move: the view is at 190 pt when the finger lifts.
    let trace = measuredDrag(200)
    let result = try run(trace)
    let lift = try #require(trace.touches.last?.t)
    let transition = try #require(result.transitions.first)
    #expect(result.transitions.count == 1)
    #expect(!transition.interactive)
    #expect(transition.result == .finished)
    #expect(abs(transition.began - (lift + 0.3)) < 1e-9)
    #expect(transition.began == transition.decided && transition.decided == transition.settled)
    let frames = try #require(result.frames)
    let middle = try #require(frames.first { $0.t >= lift + 0.15 })
    let expected = 190 + (width - 190) * TimingCurve.easeInOut.value(at: (middle.t - lift) / 0.3)
    #expect(abs(middle.topX - expected) < 1e-6)
    #expect(middle.stack == ["screen-0", "screen-1"])
    #expect(frames.last?.stack == ["screen-0"])
    #expect(frames.last?.topX == 0)
  }

  @Test("classic: a short release slides back over 0.3 s and leaves the stack")
  func slideBack() throws {
    let trace = drag(40)
    let result = try run(trace)
    let lift = try #require(trace.touches.last?.t)
    #expect(result.outcome == .cancel)
    #expect(result.transitions.isEmpty)
    #expect(abs(result.settledAt - (lift + 0.3)) < 1e-9)
    #expect(result.frames?.last?.topX == 0)
  }

  @Test("classic: a cancelled touch slides back even past 50 pt")
  func cancelledTouch() throws {
    let result = try run(drag(200, lift: .cancelled))
    #expect(result.outcome == .cancel)
    #expect(result.reason == "the touch was cancelled: slides back in 0.3 s")
    #expect(result.stackAfter == ["screen-0", "screen-1"])
  }

  @Test("seed 003: the top view itself follows the finger 1:1 (from where the pan began) over the screenshot, with its left shadow")
  func dragFrames() throws {
    let trace = measuredDrag(200)
    let result = try run(trace)
    let lift = try #require(trace.touches.last?.t)
    let frames = try #require(result.frames).filter { $0.t < lift && $0.topX > 0 }
    #expect(frames.count > 20)
    for frame in frames {
      #expect(frame.shadow)
      #expect(frame.underX == 0)
      #expect(abs(frame.progress - frame.topX / width) < 1e-9)
    }
    // No UIKit transition while dragging: nothing is recorded until the pop.
    #expect(result.transitions.count == 1)
    #expect(try #require(result.transitions.first?.began) > lift)
    // 200 pt of travel, 190 pt from where the pan began (10 pt from touch-down).
    #expect(result.metrics.maxProgress == 190 / width)
  }

  @Test("seed 003: nothing on the root, and no screenshot to hold")
  func root() throws {
    let result = try run(Scenarios.swipeOnRoot)
    #expect(result.outcome == .unchanged)
    #expect(result.metrics.screenshotBytes == 0)
    #expect(result.reason == "the stack holds one screen: no screenshot to show, nothing happens")
  }

  @Test("pre-iOS 7: UIKit's edge gesture is disabled; the pan sits on the navigation controller's view")
  func installation() {
    var strategy = ScreenshotStackStrategy(configuration: .classic)
    var context = StrategyContext(
      time: 0, device: .standard,
      navigation: NavigationSnapshot(count: 3, top: ScreenSpec(id: "c"), isTransitioning: false, progress: 0))
    let setup = strategy.install(in: stack(3), context: &context)
    #expect(setup.systemBackGesture == .disabled)
    #expect(setup.recognizers == [RecognizerSpec(id: "screenshot-pan", kind: .pan, host: .navigationView)])
    #expect(context.commands == [.captureScreenshot, .captureScreenshot])
  }

  @Test("a stroke during the 0.3 s slide is ignored: one pop, not two")
  func strokeDuringSlide() throws {
    let result = try run(Scenarios.secondSwipeDuringFinish)
    #expect(result.outcome == .pop)
    #expect(result.transitions.count == 1)
    #expect(result.stackAfter == ["home", "list"])
    #expect(result.hazards.isEmpty)
    #expect(result.metrics.screenshotBytes == 2 * screenshotBytes, "three screens held two screenshots")
    #expect(result.metrics.screenshotBytesAtEnd == screenshotBytes)
  }

  @Test("a leftward swipe never moves the page")
  func leftward() throws {
    let result = try run(Scenarios.leftwardSwipe)
    #expect(result.outcome == .unchanged)
    #expect(result.metrics.maxProgress == 0)
  }

  @Test("the catalog lists it with one preset, classic")
  func catalog() throws {
    #expect(try StrategyCatalog.builtIn.select("screenshot-stack").label == "screenshot-stack:classic")
    #expect(ScreenshotStackStrategy.presets.map(\.name) == ["classic"])
  }
}
