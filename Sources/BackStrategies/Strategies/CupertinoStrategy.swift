import BackStrategiesSupport

/// Flutter's `CupertinoPageRoute` back gesture (`cupertino`): Flutter's own imitation of iOS's
/// swipe back, as a strategy over the UIKit model.
///
/// A touch-down in a 20 pt strip at the leading edge (wider where the view padding is wider)
/// starts a horizontal drag. Alone in Flutter's gesture arena it wins at touch-down, so the page
/// follows the finger from the first move with no slop; only when a scroll view shares the
/// arena does it wait for 18 pt of horizontal travel, and then it swallows that travel.
/// The route's value `v` (1 = page shown) drops by `dx / W` per move, clamped to 0…1; the top
/// page sits at `W·(1 − v)` and the one under it at `−W/3·v`, linearly. At the lift Flutter's
/// least-squares `VelocityTracker` gives the speed: from 1 screen width per second the
/// direction decides; slower, `v ≤ 0.5` pops. The page settles in 350 ms with
/// `fastEaseInToSlowEaseOut` (`flutter`), or with the older distance-scaled durations
/// (`flutter-legacy`). Right-to-left layouts mirror all of it.
///
/// docs/strategies/cupertino.md teaches it; the configuration names each number's source.
public struct CupertinoStrategy: BackStrategy {
  /// The drag recogniser when it is alone in the arena (no scroll view under the touch-down):
  /// hysteresis 0, it takes the first move.
  public static let recognizerID: RecognizerID = "cupertino-back"
  /// The same recogniser when a scroll view under the touch-down shares the arena: it waits for
  /// Flutter's touch slop.
  public static let contestedRecognizerID: RecognizerID = "cupertino-back-contested"

  /// `flutter` (default), `flutter-legacy`.
  public static let presets: [StrategyPreset<Configuration>] = [
    StrategyPreset(
      name: "flutter",
      summary: "Flutter's newest CupertinoPageRoute: 20 pt strip widened by padding, no slop when alone, 1 width/s fling or half the width, 350 ms fastEaseInToSlowEaseOut.",
      configuration: .flutter),
    StrategyPreset(
      name: "flutter-legacy",
      summary: "The older release: pop in floor(800·v) ms, stay in min(floor(800·(1 − v)), 300) ms, fastLinearToSlowEaseIn.",
      configuration: .flutterLegacy),
    StrategyPreset(
      name: "pop-scope",
      summary: "PopScope(canPop: false) on a screen with unsaved changes: the back swipe never starts there, and onPopInvokedWithResult is not called, so no dialog (Flutter #138624).",
      configuration: .popScope),
  ]

  /// The configuration of this run.
  public let configuration: Configuration
  /// Whether this stroke drives the pop.
  private var driving = false
  /// The route's value: 1 with the page fully shown, 0 popped (`controller.value`).
  private var value = 1.0
  /// The recogniser's x translation the last callback reported.
  private var lastTranslationX = 0.0
  /// When the tracker last got a sample.
  private var lastSampleTime = 0.0
  /// Flutter's `VelocityTracker`, fed from the callbacks.
  private var tracker: LeastSquaresVelocityEstimator

  /// Creates the strategy.
  public init(configuration: Configuration) {
    self.configuration = configuration
    tracker = LeastSquaresVelocityEstimator(parameters: configuration.trackerParameters)
  }

  /// Two pans on the top screen (one per arena situation); UIKit's edge gesture is off (a
  /// Flutter app has no `UINavigationController`). Scroll views wait for them to fail, as a
  /// Flutter scrollable cannot win before the back drag has decided.
  public func install(in scene: SceneSpec, context: inout StrategyContext) -> GestureSetup {
    // Both pans begin only in the back edge's strip (shouldBegin), widened to the padding.
    let strip = TouchArea.backEdge(stripWidth(scene.device))
    return GestureSetup(
      systemBackGesture: .disabled, contentSwipe: .noNavigationController,
      recognizers: [
        RecognizerSpec(
          id: Self.recognizerID, kind: .pan, host: .topScreen, asksShouldBegin: true, scrollViews: .scrollViewsWait,
          hysteresis: 0, listensAt: strip),
        // The simulator begins a pan at `>= hysteresis`; Flutter accepts at `> kTouchSlop`: the
        // next representable distance above the slop is that strict inequality.
        RecognizerSpec(
          id: Self.contestedRecognizerID, kind: .pan, host: .topScreen, asksShouldBegin: true,
          scrollViews: .scrollViewsWait, hysteresis: configuration.touchSlop.nextUp, listensAt: strip),
      ])
  }

  /// `route.popGestureEnabled`, the edge strip and the arena's rules.
  public func shouldBegin(_ query: BeginQuery, context: StrategyContext) -> BeginDecision {
    if context.navigation.count < 2 { return .reject("the route is the first: popGestureEnabled is false") }
    if configuration.popScope, context.navigation.top.confirmsLeave {
      let route = context.navigation.top.id
      return .reject(
        "PopScope(canPop: false) on route '\(route)': popDisposition is doNotPop, so popGestureEnabled is false; the swipe never starts and onPopInvokedWithResult is not called (Flutter #138624)")
    }
    if context.navigation.isTransitioning {
      return .reject("a transition is running: popGestureEnabled is false (the route's animation is not completed)")
    }
    let device = context.device
    let contested = query.recognizer == Self.contestedRecognizerID
    let downX: Double
    if contested {
      // The simulator removed the slop from the translation; Flutter's horizontal drag accepts
      // only on horizontal travel, so a zero x means vertical travel passed the slop first.
      let touchSlop = configuration.touchSlop
      guard query.translation.x != 0 else {
        return .reject(
          "vertical travel passed the \(NumberFormatting.short(touchSlop)) pt slop first: the scroll view's vertical drag takes the arena")
      }
      let slop = touchSlop.nextUp
      downX = query.location.x - (query.translation.x + (query.translation.x > 0 ? slop : -slop))
    } else {
      downX = query.location.x - query.translation.x
      let down = Point(x: downX, y: query.location.y - query.translation.y)
      if context.navigation.top.scrollViews.contains(where: { $0.frame.contains(down) }) {
        return .reject("a scroll view under the touch-down shares the arena: the drag waits for the slop (\(Self.contestedRecognizerID))")
      }
    }
    let strip = stripWidth(device)
    let inside =
      device.layoutDirection == .leftToRight ? downX >= 0 && downX < strip : downX >= device.width - strip && downX < device.width
    if !inside {
      let edge = device.layoutDirection == .leftToRight ? "left" : "right"
      return .reject(
        "touch-down at x = \(NumberFormatting.short(downX, 1)) is outside the \(NumberFormatting.short(strip, 1)) pt strip at the \(edge) edge")
    }
    return .begin
  }

  /// Reacts to the drag's callbacks.
  public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
    // The callback handed on as it is: bound by a `guard case` and read through the whole
    // handler, the event was copied first (docs/performance.md).
    if case .gesture(let gesture) = event { handleGesture(gesture, context: &context) }
  }

  /// A callback of one of the two drags.
  private mutating func handleGesture(_ gesture: GestureEvent, context: inout StrategyContext) {
    guard gesture.recognizer == Self.recognizerID || gesture.recognizer == Self.contestedRecognizerID else { return }
    switch gesture.state {
    case .began: began(gesture, context: &context)
    case .changed: if driving { follow(gesture, context: &context) }
    case .ended: if driving { release(releaseVelocity(gesture, width: context.device.width), gesture, context: &context) }
    // `_handleDragCancel`: `dragEnd(0.0)`.
    case .cancelled: if driving { release((0, { "the touch was cancelled: dragEnd(0.0)" }), gesture, context: &context) }
    case .possible, .failed: break
    }
  }

  // MARK: Steps

  private mutating func began(_ gesture: GestureEvent, context: inout StrategyContext) {
    driving = true
    value = 1
    tracker.reset()
    if gesture.recognizer == Self.recognizerID {
      // Accepted at touch-down (arena.dart: a lone member wins): the first move is an update,
      // and the tracker holds the pointer-down sample.
      lastTranslationX = 0
      if let startTime = gesture.startTime { tracker.add(time: startTime, position: gesture.startLocation) }
    } else {
      // DragStartBehavior.start: the travel up to acceptance is swallowed.
      lastTranslationX = gesture.translation.x
    }
    context.send(.beginInteractivePop(animation: .direct, duration: configuration.transitionDuration))
    follow(gesture, context: &context)
  }

  private mutating func follow(_ gesture: GestureEvent, context: inout StrategyContext) {
    tracker.add(time: gesture.time, position: gesture.location)
    lastSampleTime = gesture.time
    let device = context.device
    let sign = device.layoutDirection.backwardSign
    // `dragUpdate(_convertToLogical(primaryDelta / width))`: `controller.value -= delta`,
    // which the AnimationController clamps to 0…1.
    let delta = gesture.translation.x - lastTranslationX
    lastTranslationX = gesture.translation.x
    guard device.width > 0 else { return }
    value = (value - sign * delta / device.width).clamped(to: 0...1)
    sendPositions(context: &context)
  }

  /// Inlined: called out of line from a mutating method, it was given a copy of the whole
  /// strategy at every move (a `memcpy` a callback).
  @inline(__always)
  private func sendPositions(context: inout StrategyContext) {
    let width = context.device.width
    let sign = context.device.layoutDirection.backwardSign
    context.send(.setTransitionViews(topX: sign * width * (1 - value), underX: -sign * configuration.parallax * width * value))
    context.send(.updateInteractivePop(percent: 1 - value))
  }

  /// The velocity `_handleDragEnd` passes, in screen widths per second, with a sentence.
  private func releaseVelocity(_ gesture: GestureEvent, width: Double) -> (Double, @Sendable () -> String) {
    let idle = gesture.time - lastSampleTime
    if idle > configuration.velocityStopGap {
      return (0, { "the finger rested \(NumberFormatting.short(idle * 1000, 0)) ms > 40 ms before the lift: VelocityTracker reads 0" })
    }
    let estimate = tracker.velocity.x
    let offset = tracker.windowOffset.x
    let minimumVelocity = configuration.minimumFlingVelocity
    let slop = configuration.touchSlop
    guard abs(estimate) > minimumVelocity, abs(offset) > slop else {
      return (0, { "not a fling (vx = \(NumberFormatting.short(estimate, 0)) pt/s, \(NumberFormatting.short(offset, 1)) pt over the window; a fling needs > \(NumberFormatting.short(minimumVelocity, 0)) pt/s and > \(NumberFormatting.short(slop, 0)) pt): velocity 0" })
    }
    let maximum = configuration.maximumFlingVelocity
    let clamped = estimate.clamped(to: -maximum...maximum)
    guard width > 0 else { return (0, { "zero width" }) }
    return (clamped / width, { "vx = \(NumberFormatting.short(clamped, 0)) pt/s" })
  }

  /// `_CupertinoBackGestureController.dragEnd`.
  private mutating func release(
    _ measured: (Double, @Sendable () -> String), _ gesture: GestureEvent, context: inout StrategyContext
  ) {
    driving = false
    let device = context.device
    // `_convertToLogical`: right-to-left flips the sign.
    let velocity = measured.0 * device.layoutDirection.backwardSign
    let value = self.value
    let threshold = configuration.minimumFlingWidthsPerSecond
    let stays: Bool
    let why: @Sendable () -> String
    let velocityText = measured.1
    if abs(velocity) >= threshold {
      stays = velocity <= 0
      why = { "\(velocityText()) = \(NumberFormatting.short(velocity, 2)) widths/s, |v| ≥ \(NumberFormatting.short(threshold)): \(stays ? "toward the edge, stay" : "away from the edge, pop")" }
    } else {
      stays = value > 0.5
      why = { "\(velocityText()); \(NumberFormatting.short(abs(velocity), 2)) widths/s < \(NumberFormatting.short(threshold)), so position decides: route value \(NumberFormatting.short(value, 3)) \(stays ? "> 0.5: stay" : "≤ 0.5: pop")" }
    }
    let (duration, curve) = settle(staying: stays)
    let width = device.width
    let sign = device.layoutDirection.backwardSign
    if stays {
      context.send(.cancelInteractivePop(.timedTo(topX: 0, underX: -sign * configuration.parallax * width, duration: duration, curve: curve)))
    } else {
      context.send(.finishInteractivePop(.timedTo(topX: sign * width, underX: 0, duration: duration, curve: curve)))
    }
    context.send(.explain { why() + "; settles in \(NumberFormatting.short(duration * 1000, 0)) ms (\(curve.name))" })
  }

  /// The settle's duration and curve from the route value at the lift.
  private func settle(staying: Bool) -> (Double, TimingCurve) {
    switch configuration.settle {
    case .fixed(let duration, let curve):
      // `animateTo` with an explicit duration runs it in full, unless already at the target.
      let atTarget = staying ? value >= 1 : value <= 0
      return (atTarget ? 0 : duration, curve)
    case .scaledByValue(let longest, let longestStay, let curve):
      let millisecond = 0.001
      let longestMs = longest / millisecond
      if staying {
        return (min(((1 - value) * longestMs).rounded(.down), longestStay / millisecond) * millisecond, curve)
      }
      return ((value * longestMs).rounded(.down) * millisecond, curve)
    }
  }

  /// `max(padding on the leading side, _kBackGestureWidth)`.
  func stripWidth(_ device: Device) -> Double {
    guard configuration.widensByViewPadding else { return configuration.backGestureWidth }
    let padding = device.layoutDirection == .leftToRight ? device.safeArea.left : device.safeArea.right
    return max(padding, configuration.backGestureWidth)
  }
}

extension BuiltInStrategy where Strategy == CupertinoStrategy {
  /// `flutter`: Flutter's newest CupertinoPageRoute: 20 pt strip widened by padding, no slop when alone, 1 width/s
  /// fling or half the width, 350 ms fastEaseInToSlowEaseOut.
  public var flutter: StrategySelection { preset("flutter") }

  /// `flutter-legacy`: The older release: pop in floor(800·v) ms, stay in min(floor(800·(1 − v)), 300) ms,
  /// fastLinearToSlowEaseIn.
  public var flutterLegacy: StrategySelection { preset("flutter-legacy") }

  /// `pop-scope`: `PopScope(canPop: false)` on a screen with unsaved changes: no back swipe
  /// there, and no dialog (Flutter #138624).
  public var popScope: StrategySelection { preset("pop-scope") }
}
