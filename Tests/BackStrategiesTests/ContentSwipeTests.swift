import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

/// iOS 26's content swipe (`system-edge:shipped` on iOS 26, the default release): `-[_UINavigationInteractiveTransitionBase
/// _createContentSwipeGestureRecognizer]` and `-[_UIParallaxTransitionPanGestureRecognizer
/// _shouldTryToBeginWithEvent:]`'s "complex hysteresis" path (UIKit 26.1).
@Suite("iOS 26 content swipe")
struct ContentSwipeTests {
  static func run(_ trace: Trace, events: Bool = true) throws -> RunResult {
    try #require(Simulator.run(SystemEdgeStrategy.self, preset: "shipped", on: trace, options: RunOptions(recordEvents: events, ios: .iOS26)))
  }

  static func callbacks(_ result: RunResult, _ id: RecognizerID) -> [GestureEvent] {
    (result.events ?? []).compactMap { event in
      if case .callback(let gesture, _) = event.kind, gesture.recognizer == id { return gesture }
      return nil
    }
  }

  static func failure(_ result: RunResult, _ id: RecognizerID) -> String? {
    (result.events ?? []).compactMap { event -> String? in
      if case .failed(let recognizer, let why) = event.kind, recognizer == id { return why }
      return nil
    }.first
  }

  /// A stroke from (x0, 400) through the given (dx, dy) offsets, 16 ms apart, then steadily on
  /// to 250 pt right so that the pop finishes when it began.
  static func stroke(from x0: Double, _ offsets: [(Double, Double)], y0: Double = 400) -> Trace {
    var samples: [(Double, Double, Double, TouchPhase)] = [(0, x0, y0, .began)]
    var t = 0.0
    for (dx, dy) in offsets {
      t += 0.016
      samples.append((t, x0 + dx, y0 + dy, .moved))
    }
    let last = offsets.last ?? (0, 0)
    for step in 1...10 {
      t += 0.016
      samples.append((t, x0 + last.0 + 22 * Double(step), y0 + last.1, .moved))
    }
    samples.append((t + 0.016, x0 + last.0 + 220, y0 + last.1, .ended))
    return samplesTrace(samples)
  }

  @Test("_shouldTryToBeginWithEvent: the content swipe begins at 30 pt towards back (>=), not at 29.9 pt", arguments: [(29.9, false), (30.0, true)])
  func hysteresis(travel: Double, beganThere: Bool) throws {
    let trace = Self.stroke(from: 150, [(10, 0), (20, 0), (travel, 0)])
    let result = try Self.run(trace)
    let began = try #require(Self.callbacks(result, .systemContentPan).first)
    #expect((began.time == 0.048) == beganThere)
    #expect(result.outcome == .pop)
  }

  @Test(
    "_shouldTryToBeginWithEvent: it fails when the vertical travel reaches min(0.8·|tx| + 10, 25) (exceededYTranslation)",
    arguments: [(5.0, 13.9, false), (5.0, 14.0, true), (20.0, 24.9, false), (20.0, 25.0, true)])
  func verticalLimit(tx: Double, ty: Double, fails: Bool) throws {
    let result = try Self.run(Self.stroke(from: 150, [(tx, ty)]))
    let why = Self.failure(result, .systemContentPan)
    #expect((why?.hasSuffix("(exceededYTranslation)") ?? false) == fails)
  }

  @Test("_shouldTryToBeginWithEvent: 30 pt away from back fails it (unsupportedEdge)")
  func awayFromBack() throws {
    let trace = samplesTrace([(0, 200, 400, .began), (0.016, 180, 400, .moved), (0.033, 170, 401, .moved), (0.05, 170, 401, .ended)])
    let result = try Self.run(trace)
    #expect(Self.failure(result, .systemContentPan) == "moved 30 pt away from back (unsupportedEdge)")
    #expect(result.outcome == .unchanged)
  }

  @Test("the complex path removes its 30 pt at .began, per axis (UIPanGestureRecognizer's _removeHysteresisFromTranslation)")
  func beganTranslation() throws {
    let result = try Self.run(Self.stroke(from: 150, [(12, 2), (36, 4)]))
    let began = try #require(Self.callbacks(result, .systemContentPan).first)
    #expect(began.state == .began)
    #expect(began.translation == Point(x: 6, y: 0))
  }

  @Test("[contentSwipe requireGestureRecognizerToFail:edgePan]: from the edge strip the edge swipe begins, not the content swipe")
  func edgeComesFirst() throws {
    let result = try Self.run(Self.stroke(from: 5, [(8, 0), (20, 0), (40, 0)]))
    #expect(Self.callbacks(result, .systemEdgePan).first?.state == .began)
    #expect(Self.callbacks(result, .systemContentPan).isEmpty)
    // It required the edge pan to fail; the edge pan recognised, so it fails.
    #expect(Self.failure(result, .systemContentPan)?.contains("'system-edge-pan', which it had to see fail, began") == true)
  }

  @Test("when the edge pan fails near the edge, the waiting content swipe takes the swipe from translation zero")
  func contentAfterEdgeFails() throws {
    // Touch-down 20 pt in, creeping: the first move mirrors to 38 pt, outside the 13 pt strip.
    let result = try Self.run(Self.stroke(from: 20, [(1, 0), (12, 0), (35, 0)]))
    #expect(Self.failure(result, .systemEdgePan)?.contains("mirrored through the touch-down") == true)
    let began = try #require(Self.callbacks(result, .systemContentPan).first)
    #expect(began.translation == Point(x: 5, y: 0))
    #expect(result.outcome == .pop)
  }

  @Test("-[_UINavigationInteractiveTransition gestureRecognizer:shouldReceiveTouch:]: the content swipe also starts on the navigation bar")
  func navigationBar() throws {
    let result = try Self.run(Self.stroke(from: 150, [(10, 0), (20, 0), (40, 0)], y0: 70))
    #expect(Self.callbacks(result, .systemContentPan).first?.state == .began)
    #expect(result.outcome == .pop)
  }

  @Test("_shouldInteractivePopGestureBeEnabled: the content swipe keeps the edge swipe's rules: off with a custom back button and on the root")
  func delegateRules() throws {
    var custom = Self.stroke(from: 150, [(10, 0), (20, 0), (40, 0)])
    custom.scene.stack[1].backButton = .custom
    #expect(Self.failure(try Self.run(custom), .systemContentPan)?.contains("custom left bar button item") == true)
    var root = custom
    root.scene = SceneSpec(stack: [ScreenSpec(id: "home")])
    #expect(Self.failure(try Self.run(root), .systemContentPan)?.contains("on the root screen") == true)
  }

  @Test("_needsDynamicDependentRequirementForGestureRecognizer: a vertical list does not wait for the content swipe (its delegate, -[_UINavigationInteractiveTransitionBase _gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:], answers NO); under the scroll-view branch it waits, then scrolls from zero")
  func verticalListWaits() throws {
    let scene = SceneSpec(stack: [
      ScreenSpec(id: "home"),
      ScreenSpec(
        id: "list",
        scrollViews: [ScrollViewSpec(id: "table", frame: Rect(x: 0, y: 0, width: 390, height: 844), contentSize: Size(width: 390, height: 3000))]),
    ])
    // The list passes 10 pt at (8, −12) while the content swipe still allows 16.4 pt; at
    // (8, −20) the content swipe fails and the list begins there, from zero.
    var trace = samplesTrace(
      [(0, 150, 600, .began), (0.016, 158, 588, .moved), (0.033, 158, 580, .moved), (0.05, 158, 540, .moved), (0.1, 158, 540, .ended)],
      scene: scene)
    var branch = ModelParameters.uikit26
    branch.backGestureDependencies = .scrollViewBranch
    let options = RunOptions(parameters: branch, recordTimeline: true)
    let ios26 = try #require(Simulator.run(SystemEdgeStrategy.self, preset: "shipped", on: trace, options: options.on(.iOS26)))
    let delegateBranch = try #require(Simulator.run(SystemEdgeStrategy.self, preset: "shipped", on: trace, options: RunOptions(recordTimeline: true)))
    let shipped = try #require(Simulator.run(SystemEdgeStrategy.self, preset: "shipped", on: trace, options: options.on(.iOS18)))
    func offsetAfterDrag(_ result: RunResult) -> Double? {
      result.frames?.first { $0.t > 0.06 && $0.t < 0.09 }?.scrollOffsets.first?.offset.y
    }
    // iOS 18 (no content swipe): the list began at −12 (2 pt left after its 10 pt hysteresis) and followed the
    // finger from there: 60 − 10 = 50 pt.
    #expect(offsetAfterDrag(shipped) == 50)
    // iOS 26, scroll-view branch: it began at −20 from zero and followed the last 40.
    #expect(offsetAfterDrag(ios26) == 40)
    // iOS 26, the default: it does not wait, and scrolls as on iOS 18.
    #expect(offsetAfterDrag(delegateBranch) == 50)
    trace.scene.stack[1].scrollViews[0].contentSize = Size(width: 1200, height: 3000)
    trace.scene.stack[1].scrollViews[0].contentOffset = Point(x: 300, y: 0)
    // A list that scrolls horizontally, away from its leading end, does not wait.
    #expect(offsetAfterDrag(try #require(Simulator.run(SystemEdgeStrategy.self, preset: "shipped", on: trace, options: options.on(.iOS26)))) == 50)
  }
}
