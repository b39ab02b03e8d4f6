/// The gesture system: installing recognisers, hit-testing touch-down, thresholds, and the
/// arena's rules (require-to-fail, `shouldBegin`, simultaneity, first across its threshold wins;
/// ties go to edge pans, then to the deepest view).
extension Simulation {
  mutating func install() {
    refreshContext()
    let setup = strategy.install(in: trace.scene, context: &context)
    applyPendingCommands()
    for spec in setup.recognizers {
      recognizers.append(
        RuntimeRecognizer(
          id: spec.id, kind: spec.kind, depth: spec.host.depth, role: .strategy, target: spec.target,
          asksShouldBegin: spec.asksShouldBegin, scrollPolicy: spec.scrollViews,
          hysteresis: spec.hysteresis ?? defaultHysteresis(for: spec.kind)))
    }
    if setup.systemBackGesture != .disabled {
      let kind = RecognizerKind.screenEdge(.backEdge(for: device.layoutDirection))
      recognizers.append(
        RuntimeRecognizer(
          id: .systemEdgePan, kind: kind, depth: HostView.navigationView.depth,
          role: .systemEdge(strategyDelegate: setup.systemBackGesture == .enabledWithStrategyDelegate),
          target: .systemPopHandler, asksShouldBegin: true, scrollPolicy: .exclusive,
          hysteresis: parameters.edgeHysteresis))
    }
    for (screenIndex, screen) in trace.scene.stack.enumerated() {
      for (scrollIndex, spec) in screen.scrollViews.enumerated() {
        scrollViews.append(ScrollViewModel(spec: spec, screen: screenIndex, parameters: parameters))
        recognizers.append(
          RuntimeRecognizer(
            id: RecognizerID("scroll-view:\(spec.id)"), kind: .pan, depth: HostView.topScreen.depth + 1 + scrollIndex,
            role: .scrollView(scrollViews.count - 1), target: nil, asksShouldBegin: false, scrollPolicy: .exclusive,
            hysteresis: parameters.panHysteresis))
      }
    }
  }

  func defaultHysteresis(for kind: RecognizerKind) -> Double {
    kind.isEdge ? parameters.edgeHysteresis : parameters.panHysteresis
  }

  // MARK: Touches

  mutating func addVelocitySample(_ sample: TouchSample) {
    velocity.add(time: sample.t, position: sample.location)
    cachedVelocity = nil
  }

  /// The finger's velocity at the current sample (estimated once per sample).
  mutating func currentVelocity() -> Vector {
    if let cachedVelocity { return cachedVelocity }
    let estimate = velocity.velocity
    cachedVelocity = estimate
    return estimate
  }

  mutating func handleTouch(_ sample: TouchSample) {
    switch sample.phase {
    case .began: touchDown(sample)
    case .moved: touchMoved(sample)
    case .ended, .cancelled: touchUp(sample)
    }
  }

  mutating func touchDown(_ sample: TouchSample) {
    fingerDown = true
    strokeStart = sample.location
    strokeLocation = sample.location
    strokeScrolled = false
    strokeMovedBack = false
    strokeConflictReported = false
    velocity.reset()
    addVelocitySample(sample)
    participants.removeAll(keepingCapacity: true)
    let top = navigation.stack[navigation.stack.count - 1]
    let frontScrollView = scrollViews.indices.last {
      scrollViews[$0].screen == top && scrollViews[$0].spec.frame.contains(sample.location)
    }
    for index in scrollViews.indices where scrollViews[index].screen == top && scrollViews[index].spec.frame.contains(sample.location) {
      scrollViews[index].touchDown(at: now)
    }
    for (index, recognizer) in recognizers.enumerated() {
      if let refusal = hitTestRefusal(recognizer, at: sample.location, frontScrollView: frontScrollView) {
        if recognizer.isBackRecognizer { noteRefusal(recognizer, refusal) }
        continue
      }
      participants.append(Participant(recognizer: index, state: .possible))
    }
  }

  /// Why `recognizer` does not receive a touch at `location`, or `nil` if it does.
  func hitTestRefusal(_ recognizer: RuntimeRecognizer, at location: Point, frontScrollView: Int?) -> String? {
    if let scrollIndex = recognizer.scrollViewIndex {
      return scrollIndex == frontScrollView ? nil : "not under the finger"
    }
    if case .systemEdge = recognizer.role, navigation.top.backGestureDisabled {
      return "screen '\(navigation.top.id)' switched the back gesture off (interactivePopGestureRecognizer.enabled = NO)"
    }
    if case .screenEdge(let edge) = recognizer.kind {
      let region = parameters.edgeRegionWidth
      let distance = edge == .left ? location.x : device.width - location.x
      if distance > region {
        return "touch-down at x = \(NumberFormatting.short(location.x, 1)) is outside the \(NumberFormatting.short(region)) pt \(edge.rawValue) edge region"
      }
      // UIKit's own delegate refuses touches on a visible bar (`gestureRecognizer:shouldReceiveTouch:`);
      // an app delegate that replaces it does not.
      if case .systemEdge(strategyDelegate: false) = recognizer.role, !navigation.top.navigationBarHidden {
        let barBottom = device.safeArea.top + parameters.navigationBarHeight
        if location.y < barBottom {
          return "touch-down at y = \(NumberFormatting.short(location.y, 1)) is on the navigation bar (above \(NumberFormatting.short(barBottom)) pt)"
        }
      }
    }
    return nil
  }

  mutating func touchMoved(_ sample: TouchSample) {
    guard fingerDown else { return }
    addVelocitySample(sample)
    // A sample where the finger has not moved is UIKit's `UITouch.Phase.stationary`: no
    // `touchesMoved`, so no recogniser hears of it (the velocity estimator still learns that
    // the finger rests).
    if sample.location == strokeLocation { return }
    strokeLocation = sample.location
    // Recognisers already running get `.changed` first, as UIKit delivers to them in order.
    for index in participants.indices where participants[index].state == .began || participants[index].state == .changed {
      participants[index].state = .changed
      notify(participants[index].recognizer, .changed)
    }
    arbitrate()
    measureTracking()
  }

  mutating func touchUp(_ sample: TouchSample) {
    guard fingerDown else { return }
    strokeLocation = sample.location
    addVelocitySample(sample)
    fingerDown = false
    let final: RecognizerState = sample.phase == .ended ? .ended : .cancelled
    for index in participants.indices {
      switch participants[index].state {
      case .began, .changed:
        participants[index].state = final
        notify(participants[index].recognizer, final)
      case .possible:
        participants[index].state = .failed
        let recognizer = recognizers[participants[index].recognizer]
        if recognizer.isBackRecognizer {
          noteRefusal(recognizer, "the finger lifted before it crossed its \(NumberFormatting.short(recognizer.hysteresis)) pt threshold")
        }
      default:
        break
      }
    }
  }

  // MARK: Arena

  /// Evaluates thresholds of every waiting recogniser and resolves who begins.
  mutating func arbitrate() {
    let translation = Vector(x: strokeLocation.x - strokeStart.x, y: strokeLocation.y - strokeStart.y)
    var ready: [Int] = []
    for index in participants.indices where participants[index].state == .possible && !participants[index].waiting {
      let recognizer = recognizers[participants[index].recognizer]
      switch thresholdCheck(recognizer, translation: translation) {
      case .notYet: continue
      case .ready: ready.append(index)
      case .fail(let why):
        fail(index, why)
      }
    }
    guard !ready.isEmpty else { return }
    // Ties: edge pans first, then the deepest view, then installation order.
    ready.sort { lhs, rhs in
      let a = recognizers[participants[lhs].recognizer]
      let b = recognizers[participants[rhs].recognizer]
      if a.kind.isEdge != b.kind.isEdge { return a.kind.isEdge }
      if a.depth != b.depth { return a.depth > b.depth }
      return participants[lhs].recognizer < participants[rhs].recognizer
    }
    for index in ready where participants[index].state == .possible {
      tryToBegin(index)
    }
  }

  enum ThresholdCheck {
    case notYet, ready, fail(String)
  }

  func thresholdCheck(_ recognizer: RuntimeRecognizer, translation: Vector) -> ThresholdCheck {
    let distance = (translation.x * translation.x + translation.y * translation.y).squareRoot()
    guard distance > recognizer.hysteresis else { return .notYet }
    switch recognizer.kind {
    case .pan:
      if let scrollIndex = recognizer.scrollViewIndex {
        let horizontal = abs(translation.x) >= abs(translation.y)
        if !scrollViews[scrollIndex].canScroll(horizontal: horizontal) {
          return .fail("cannot scroll \(horizontal ? "horizontally" : "vertically")")
        }
      }
      return .ready
    case .screenEdge(let edge):
      let inward = edge.inwardSign * translation.x
      let halfWindow = parameters.edgeAngleWindow / 2
      let angle = Math.angle(y: abs(translation.y), x: inward)
      if inward <= 0 {
        return .fail("moved toward the \(edge.rawValue) edge, not away from it")
      }
      if angle > halfWindow {
        return .fail("moved too steeply (\(NumberFormatting.short(angle * 180 / Double.pi, 0))° from horizontal, limit \(NumberFormatting.short(halfWindow * 180 / Double.pi, 1))°)")
      }
      return .ready
    }
  }

  /// Whether `a` and `b` may recognise at the same time.
  func simultaneous(_ a: RuntimeRecognizer, _ b: RuntimeRecognizer) -> Bool {
    let pair: (scroll: RuntimeRecognizer, other: RuntimeRecognizer)
    if a.scrollViewIndex != nil, b.scrollViewIndex == nil {
      pair = (a, b)
    } else if b.scrollViewIndex != nil, a.scrollViewIndex == nil {
      pair = (b, a)
    } else {
      return false
    }
    switch pair.other.scrollPolicy {
    case .simultaneous: return true
    case .simultaneousAtLeadingEdge:
      let scrollView = scrollViews[pair.scroll.scrollViewIndex!]
      return scrollView.canScroll(horizontal: true) && scrollView.isAtLeadingEnd(for: device.layoutDirection, at: now)
    case .exclusive, .scrollViewsWait: return false
    }
  }

  /// Whether `waiter` must wait for `other` to fail (`requireGestureRecognizerToFail:`).
  func requiresFailure(_ waiter: RuntimeRecognizer, of other: RuntimeRecognizer) -> Bool {
    waiter.scrollViewIndex != nil && other.scrollViewIndex == nil && other.scrollPolicy == .scrollViewsWait
  }

  mutating func tryToBegin(_ index: Int) {
    let recognizer = recognizers[participants[index].recognizer]
    for other in participants.indices where other != index {
      let otherRecognizer = recognizers[participants[other].recognizer]
      let state = participants[other].state
      if (state == .began || state == .changed) && !simultaneous(recognizer, otherRecognizer) {
        fail(index, "\(describe(otherRecognizer)) had already begun")
        return
      }
      if state == .possible && requiresFailure(recognizer, of: otherRecognizer) {
        participants[index].waiting = true
        return
      }
    }
    participants[index].waiting = false
    if case .reject(let why) = askShouldBegin(recognizer) {
      fail(index, "shouldBegin said no: \(why)")
      return
    }
    participants[index].state = .began
    if recognizer.isBackRecognizer && recognizedAt == nil { recognizedAt = now }
    for other in participants.indices where other != index && participants[other].state == .possible {
      let otherRecognizer = recognizers[participants[other].recognizer]
      if !simultaneous(recognizer, otherRecognizer) {
        fail(other, "\(describe(recognizer)) began first (\(whyFirst(recognizer, over: otherRecognizer)))")
      }
    }
    notify(participants[index].recognizer, .began)
  }

  /// Why `winner` began before `loser`: a smaller threshold, or the tie rule.
  func whyFirst(_ winner: RuntimeRecognizer, over loser: RuntimeRecognizer) -> String {
    if winner.hysteresis < loser.hysteresis {
      return "its \(NumberFormatting.short(winner.hysteresis)) pt threshold was crossed before this one's \(NumberFormatting.short(loser.hysteresis)) pt"
    }
    if winner.kind.isEdge && !loser.kind.isEdge { return "edge pans win ties" }
    if winner.depth > loser.depth { return "both crossed their threshold on the same touch and the deeper view wins ties" }
    return "it crossed its threshold first"
  }

  mutating func fail(_ index: Int, _ why: String) {
    participants[index].state = .failed
    participants[index].waiting = false
    let recognizer = recognizers[participants[index].recognizer]
    if recognizer.isBackRecognizer { noteRefusal(recognizer, why) }
    // Recognisers that waited for this one to fail may now begin.
    for other in participants.indices where participants[other].waiting {
      if requiresFailure(recognizers[participants[other].recognizer], of: recognizer) {
        participants[other].waiting = false
        tryToBegin(other)
      }
    }
  }

  func describe(_ recognizer: RuntimeRecognizer) -> String {
    if let scrollIndex = recognizer.scrollViewIndex { return "scroll view '\(scrollViews[scrollIndex].spec.id)'" }
    return "'\(recognizer.id)'"
  }

  mutating func noteRefusal(_ recognizer: RuntimeRecognizer, _ why: String) {
    if firstRefusal == nil { firstRefusal = "\(recognizer.id): \(why)" }
  }

  mutating func currentQuery(for recognizer: RuntimeRecognizer) -> BeginQuery {
    BeginQuery(
      recognizer: recognizer.id, location: strokeLocation,
      translation: Vector(x: strokeLocation.x - strokeStart.x, y: strokeLocation.y - strokeStart.y),
      velocity: currentVelocity())
  }

  mutating func askShouldBegin(_ recognizer: RuntimeRecognizer) -> BeginDecision {
    switch recognizer.role {
    case .scrollView: return .begin
    case .systemEdge(let strategyDelegate):
      refreshContext()
      return strategyDelegate
        ? strategy.shouldBegin(currentQuery(for: recognizer), context: context)
        : systemShouldBegin(currentQuery(for: recognizer))
    case .strategy:
      guard recognizer.asksShouldBegin else { return .begin }
      refreshContext()
      return strategy.shouldBegin(currentQuery(for: recognizer), context: context)
    }
  }

  // MARK: Callbacks

  /// Sends a state callback to the recogniser's target.
  mutating func notify(_ recognizerIndex: Int, _ state: RecognizerState) {
    let recognizer = recognizers[recognizerIndex]
    let translation = Vector(x: strokeLocation.x - strokeStart.x, y: strokeLocation.y - strokeStart.y)
    if let scrollIndex = recognizer.scrollViewIndex {
      driveScrollView(scrollIndex, state: state, translation: translation)
      return
    }
    let event = GestureEvent(
      recognizer: recognizer.id, state: state, time: now, location: strokeLocation, translation: translation,
      velocity: currentVelocity(), startLocation: strokeStart)
    switch recognizer.target {
    case .systemPopHandler?:
      handleSystemPop(event)
    case .strategy?, nil:
      deliver(.gesture(event))
    }
    noteBackMovement()
  }

  mutating func driveScrollView(_ index: Int, state: RecognizerState, translation: Vector) {
    switch state {
    case .began:
      scrollViews[index].beginDrag(at: now)
      scrollStartTranslation = translation
    case .changed:
      let before = scrollViews[index].travelled
      scrollViews[index].drag(
        translation: Vector(x: translation.x - scrollStartTranslation.x, y: translation.y - scrollStartTranslation.y))
      if scrollViews[index].travelled > before { strokeScrolled = true }
    case .ended, .cancelled:
      scrollViews[index].release(velocity: state == .ended ? currentVelocity() : .zero, at: now)
    case .possible, .failed:
      break
    }
    checkScrollConflict()
  }

  /// Records back progress made during the stroke, for `maxProgress` and `scroll-conflict`.
  mutating func noteBackMovement() {
    let progress: Double
    if navigation.isDrivenInteractively {
      progress = navigation.transition?.progress ?? 0
    } else if let manual = navigation.manualTop, navigation.manualTopTag == nil {
      progress = min(1, max(0, device.layoutDirection.backwardSign * manual.to / device.width))
    } else {
      checkScrollConflict()
      return
    }
    maxProgress = max(maxProgress, progress)
    if progress > 0 { strokeMovedBack = true }
    checkScrollConflict()
  }

  mutating func checkScrollConflict() {
    if strokeScrolled && strokeMovedBack && !strokeConflictReported {
      strokeConflictReported = true
      report(.scrollConflict, "content scrolled while the page moved back in the same stroke")
    }
  }

  /// Adds |top view x − finger's x travel| to the tracking error while a transition is interactive.
  mutating func measureTracking() {
    guard let topX = navigation.interactiveTopX() else { return }
    trackingErrorSum += abs(topX - (strokeLocation.x - strokeStart.x))
    trackingErrorCount += 1
  }
}
