import BackStrategiesSupport

/// The gesture system as UIKit 26.1 runs it for one finger: installing recognisers,
/// hit-testing the touch-down, each recogniser's own begin test, the translation and velocity
/// it reports, and the arena (failure requirements, `gestureRecognizerShouldBegin:`,
/// simultaneity, the first to begin excludes the others; same-move ties go to the deepest view).
/// docs/model.md states every rule with its source.
extension Simulation {
  mutating func install() {
    refreshContext()
    let setup = strategy.install(in: trace.scene, context: &context)
    if setup.hidesBackButton {
      // The app hides the back button on every pushed screen (the root has none).
      for index in navigation.screens.indices.dropFirst() { navigation.screens[index].backButton = .hidden }
      hidesBackButton = true
    }
    applyPendingCommands()
    for spec in setup.recognizers {
      recognizers.append(
        RuntimeRecognizer(
          id: spec.id, kind: spec.kind, depth: spec.host.depth, host: spec.host, role: .strategy, target: spec.target,
          asksShouldBegin: spec.asksShouldBegin, scrollPolicy: spec.scrollViews,
          hysteresis: spec.hysteresis ?? defaultHysteresis(for: spec.kind), othersWaitForFailure: spec.othersWaitForFailure,
          firstMoveDirection: spec.firstMoveDirection))
    }
    if setup.systemBackGesture != .disabled && setup.contentSwipe != .noNavigationController {
      let kind = RecognizerKind.screenEdge(.backEdge(for: device.layoutDirection))
      recognizers.append(
        RuntimeRecognizer(
          id: .systemEdgePan, kind: kind, depth: HostView.navigationView.depth, host: .navigationView,
          role: .systemEdge(strategyDelegate: setup.systemBackGesture == .enabledWithStrategyDelegate),
          target: .systemPopHandler, asksShouldBegin: true, scrollPolicy: .exclusive,
          hysteresis: parameters.edgeHysteresis))
    }
    if setup.installsContentSwipe(on: device.ios) {
      // `-[_UINavigationInteractiveTransitionBase _createContentSwipeGestureRecognizer]`: the same
      // class with `_setRecognizesWithoutEdge:YES`, on the navigation view, the same target. Every
      // navigation controller on iOS 26 has it, whatever the strategy did to the edge swipe:
      // its `enabled` flag is its own.
      var contentSwipe = RuntimeRecognizer(
        id: .systemContentPan, kind: .pan, depth: HostView.navigationView.depth, host: .navigationView,
        role: .systemContent, target: .systemPopHandler, asksShouldBegin: true, scrollPolicy: .exclusive,
        hysteresis: parameters.contentSwipeHysteresis)
      if setup.contentSwipe.hasStrategyDelegate { contentSwipe.contentSwipeDelegate = setup.contentSwipe.waitsForHorizontalScrollViews }
      recognizers.append(contentSwipe)
    }
    for (screenIndex, screen) in trace.scene.stack.enumerated() {
      for (scrollIndex, spec) in screen.scrollViews.enumerated() {
        scrollViews.append(ScrollViewModel(spec: spec, screen: screenIndex, parameters: parameters))
        recognizers.append(
          RuntimeRecognizer(
            id: RecognizerID("scroll-view:\(spec.id)"), kind: .pan, depth: HostView.topScreen.depth + 1 + scrollIndex,
            host: .topScreen, role: .scrollView(scrollViews.count - 1), target: nil, asksShouldBegin: false,
            scrollPolicy: .exclusive, hysteresis: parameters.panHysteresis))
      }
    }
  }

  func defaultHysteresis(for kind: RecognizerKind) -> Double {
    kind.isEdge ? parameters.edgeHysteresis : parameters.panHysteresis
  }

  // MARK: Touches

  /// The finger's velocity now (`velocityInView:`), estimated once per move.
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
    let location = sample.location
    fingerDown = true
    strokeStart = location
    strokeStartTime = sample.t
    strokeLocation = location
    strokeScrolled = false
    strokeMovedBack = false
    strokeConflictReported = false
    velocity.touchDown(at: location, time: sample.t)
    cachedVelocity = nil
    participants.removeAll(keepingCapacity: true)
    edgeDeadline = nil
    let top = navigation.stack[navigation.stack.count - 1]
    let topInteractive = !navigation.interactionDisabled.contains(top)
    if !topInteractive && !navigation.isTransitioning {
      report(
        .deadScreen,
        "the touch landed on screen '\(navigation.top.id)', whose view has user interaction off: none of its recognisers or scroll views saw it")
    }
    // Hit-testing picks the frontmost scroll view under the finger; a screen whose view has
    // user interaction off is skipped with everything on it.
    let frontScrollView =
      topInteractive
      ? scrollViews.indices.last { scrollViews[$0].screen == top && scrollViews[$0].spec.frame.contains(location) } : nil
    // Whether the content under the finger is still moving, read before the touch stops it.
    let caught = frontScrollView.flatMap { index in
      parameters.scrollViewCatchesMovingContent && scrollViews[index].isMoving(at: now) ? index : nil
    }
    let atRest = frontScrollView.map { !scrollViews[$0].isMoving(at: now) && !scrollViews[$0].isPastAnEnd(at: now) } ?? false
    if let frontScrollView { scrollViews[frontScrollView].touchDown(at: now) }
    for (index, recognizer) in recognizers.enumerated() {
      if let refusal = receiveRefusal(recognizer, at: location, frontScrollView: frontScrollView, topInteractive: topInteractive) {
        if recognizer.isBackRecognizer { noteFailure(recognizer, refusal) }
        continue
      }
      var participant = Participant(recognizer: index, state: .possible, origin: location)
      participant.depth = recognizer.depth
      if recognizer.host == .scrollViews, recognizer.scrollViewIndex == nil, let frontScrollView,
        let scrollPan = recognizers.first(where: { $0.scrollViewIndex == frontScrollView })
      {
        // Added to the scroll view itself: as deep as that scroll view's own pan.
        participant.depth = scrollPan.depth
      }
      if case .screenEdge(let edge) = recognizer.kind {
        if let refusal = ScreenEdgePanFeature.touchDownRefusal(edge: edge, at: location, width: device.width, parameters: parameters) {
          if recognizer.isBackRecognizer { noteFailure(recognizer, refusal) }
          continue
        }
        participant.edge = ScreenEdgePanFeature(edge: edge, down: location, time: now, width: device.width, parameters: parameters)
        if let limit = parameters.edgeMaximumSwipeDuration, limit.isFinite, limit >= 0 { edgeDeadline = now + limit }
      }
      participants.append(participant)
    }
    // Failure requirements for this touch: a scroll view's pan waits for the strategy's
    // recogniser (`requireGestureRecognizerToFail:`) or for UIKit's back recogniser (its
    // dynamic dependent requirement).
    for waiter in participants.indices {
      for other in participants.indices where other != waiter {
        if requiresFailure(
          recognizers[participants[waiter].recognizer], of: recognizers[participants[other].recognizer], atRest: atRest,
          touchDown: location)
        {
          participants[waiter].requirements.append(other)
        }
      }
    }
    if let caught, let index = participants.indices.first(where: { recognizers[participants[$0].recognizer].scrollViewIndex == caught }) {
      // `-[UIScrollViewPanGestureRecognizer touchesBegan:withEvent:]`: a touch on moving content
      // begins the pan at once; it reads zero translation until the finger passes its hysteresis.
      participants[index].caught = true
      begin(index, because: "scroll view '\(scrollViews[caught].spec.id)' caught the touch while its content was still moving")
    }
  }

  /// Why `recognizer` does not take part in a touch at `location`, or `nil` if it does.
  func receiveRefusal(_ recognizer: RuntimeRecognizer, at location: Point, frontScrollView: Int?, topInteractive: Bool) -> String? {
    if let scrollIndex = recognizer.scrollViewIndex {
      return scrollIndex == frontScrollView ? nil : "not under the finger"
    }
    if recognizer.host == .scrollViews && frontScrollView == nil {
      return "the touch-down is not on one of screen '\(navigation.top.id)''s scroll views, where it is added"
    }
    if recognizer.host == .topScreen && !topInteractive {
      return "screen '\(navigation.top.id)' has user interaction off (view.userInteractionEnabled = NO), so its recognisers get no touches"
    }
    let strategyDelegate: Bool
    switch recognizer.role {
    case .systemEdge(let byStrategy): strategyDelegate = byStrategy
    case .systemContent: strategyDelegate = recognizer.contentSwipeDelegate != nil
    case .strategy, .scrollView: return nil
    }
    // Each recogniser has its own `enabled` flag: the edge swipe's switch leaves the content
    // swipe on, and the content swipe's leaves the edge swipe on.
    if case .systemEdge = recognizer.role, navigation.top.backGestureDisabled {
      return "screen '\(navigation.top.id)' switched the edge swipe off (interactivePopGestureRecognizer.isEnabled = false)"
    }
    if recognizer.role == .systemContent, navigation.top.contentSwipeDisabled {
      return "screen '\(navigation.top.id)' switched the content swipe off (interactiveContentPopGestureRecognizer.isEnabled = false)"
    }
    // UIKit's own delegate; an app's delegate (`delegate = self`) replaces it and with it these rules.
    guard !strategyDelegate else { return nil }
    if let refusal = systemReceiveRefusal() { return refusal }
    // `gestureRecognizer:shouldReceiveTouch:` refuses the bar to the edge recogniser only.
    if case .systemEdge = recognizer.role, !navigation.top.navigationBarHidden {
      let barTop = device.safeArea.top
      let barBottom = barTop + parameters.navigationBarHeight(largeTitle: navigation.top.largeTitle)
      if location.y >= barTop && location.y < barBottom {
        return "touch-down at y = \(NumberFormatting.short(location.y, 1)) is on the navigation bar (\(NumberFormatting.short(barTop))–\(NumberFormatting.short(barBottom)) pt\(navigation.top.largeTitle ? ", with a large title" : ""))"
      }
    }
    return nil
  }

  /// Whether `waiter` must see `other` fail before it may begin.
  func requiresFailure(_ waiter: RuntimeRecognizer, of other: RuntimeRecognizer, atRest: Bool, touchDown: Point) -> Bool {
    // `gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:` answering YES: every other
    // recogniser waits for this one (TZScrollViewPopGesture).
    if other.othersWaitForFailure && !waiter.othersWaitForFailure { return true }
    // `[contentSwipe requireGestureRecognizerToFail:edgePan]`: the edge swipe comes first.
    if case .systemContent = waiter.role, case .systemEdge = other.role { return true }
    // The content swipe's delegate requiring horizontal scroll views' pans to fail
    // (react-native-screens' `shouldRequireFailureOfGestureRecognizer:`).
    if case .systemContent = waiter.role, waiter.contentSwipeDelegate == true, let scrollIndex = other.scrollViewIndex {
      return scrollViews[scrollIndex].spec.scrollsHorizontally
    }
    guard let scrollIndex = waiter.scrollViewIndex, other.scrollViewIndex == nil else { return false }
    if case .strategy = other.role {
      switch other.scrollPolicy {
      case .scrollViewsWait: return true
      case .scrollViewsWaitUnlessHorizontal:
        // MLTransition's UIScrollView category: the edge strip always waits; beyond it only a
        // scroll view that is not horizontal does.
        if touchDown.x <= ScrollViewPolicy.edgeStripWhereScrollViewsWait { return true }
        return !scrollViews[scrollIndex].spec.scrollsHorizontally
      case .exclusive, .simultaneous, .simultaneousAtLeadingEdge: return false
      }
    }
    // `-[_UIParallaxTransitionPanGestureRecognizer _needsDynamicDependentRequirementForGestureRecognizer:]`:
    // a scroll view at rest that cannot scroll horizontally, or sits at the end the back swipe
    // pulls from, waits for UIKit's back recogniser (the edge swipe and the content swipe alike).
    guard parameters.backGestureScrollViewPriority, atRest, other.isUIKitBackRecognizer else { return false }
    // Where the delegate already makes the content swipe wait for this scroll view, the scroll
    // view does not also wait for it: the two would wait for each other. **[choice]** the
    // delegate's explicit requirement holds, as reported on devices (react-native-pager-view#1050:
    // "UIKit still hands the touch to the scroll view").
    if other.contentSwipeDelegate == true, scrollViews[scrollIndex].spec.scrollsHorizontally { return false }
    let scrollView = scrollViews[scrollIndex]
    let edge = ScreenEdge.backEdge(for: device.layoutDirection)
    return !scrollView.canScroll(horizontal: true) || scrollView.isAtEnd(pulledFrom: edge, at: now)
  }

  mutating func touchMoved(_ sample: TouchSample) {
    guard fingerDown else { return }
    // A sample where the finger has not moved is UIKit's `UITouch.Phase.stationary`: no
    // `touchesMoved:`, so no recogniser and no velocity estimator hears of it.
    if sample.location == strokeLocation { return }
    let previous = strokeLocation
    strokeLocation = sample.location
    velocity.moved(to: sample.location, time: sample.t)
    cachedVelocity = nil
    releaseCaughtScrollViews()
    // Recognisers already running get `.changed` first, as UIKit delivers to them in order.
    for index in participants.indices where participants[index].state == .began || participants[index].state == .changed {
      participants[index].state = .changed
      notify(index, .changed)
    }
    arbitrate(previous: previous)
    measureTracking()
  }

  /// A scroll view that caught moving content follows the finger only once it passes its
  /// hysteresis; until then its translation stays zero.
  mutating func releaseCaughtScrollViews() {
    for index in participants.indices where participants[index].caught {
      let recognizer = recognizers[participants[index].recognizer]
      let travel = strokeLocation - strokeStart
      if panWouldBegin(recognizer, translation: travel) {
        participants[index].caught = false
        participants[index].origin = strokeLocation - removingHysteresis(travel, recognizer.hysteresis)
      } else {
        participants[index].origin = strokeLocation
      }
    }
  }

  mutating func touchUp(_ sample: TouchSample) {
    guard fingerDown else { return }
    // `touchesEnded:` moves neither the pan's location nor its velocity samples: `.ended`
    // reports what the last move left.
    fingerDown = false
    edgeDeadline = nil
    let final: RecognizerState = sample.phase == .ended ? .ended : .cancelled
    liftState = final
    for index in participants.indices {
      switch participants[index].state {
      case .began, .changed:
        participants[index].state = final
        notify(index, final)
      case .possible where !participants[index].blocked:
        let recognizer = recognizers[participants[index].recognizer]
        fail(index, "the finger lifted before it passed its \(NumberFormatting.short(recognizer.hysteresis)) pt threshold")
      default:
        break
      }
    }
    for index in participants.indices where participants[index].blocked {
      fail(index, "what it waited for never failed")
    }
  }

  /// The edge pans' deadline (``ModelParameters/edgeMaximumSwipeDuration``) passed.
  mutating func edgeDeadlinePassed() {
    edgeDeadline = nil
    guard fingerDown, let limit = parameters.edgeMaximumSwipeDuration else { return }
    for index in participants.indices where participants[index].state == .possible && participants[index].edge != nil {
      fail(index, "it had not begun \(NumberFormatting.short(limit)) s after touch-down (maximumSwipeDuration)")
    }
  }

  // MARK: Begin tests

  /// Evaluates every waiting recogniser's own begin test for this move and resolves who begins.
  mutating func arbitrate(previous: Point) {
    var ready: [Int] = []
    for index in participants.indices where participants[index].state == .possible && !participants[index].blocked {
      let recognizer = recognizers[participants[index].recognizer]
      if let direction = recognizer.firstMoveDirection, !participants[index].directionChecked {
        // A directional pan's own `touchesMoved:`, after the pan's: once, on the first move
        // whose `velocityInView:` is not zero, it fails unless that velocity points its way.
        let velocity = currentVelocity()
        if velocity != .zero {
          participants[index].directionChecked = true
          if !direction.dominates(velocity) {
            fail(index, directionRefusal(direction, velocity))
            continue
          }
        }
      }
      if participants[index].edge != nil {
        switch participants[index].edge!.moved(to: strokeLocation, time: now) {
        case .waiting: continue
        case .recognized: ready.append(index)
        case .failed(let why): fail(index, why)
        }
      } else if case .systemContent = recognizer.role {
        switch contentSwipeTest(strokeLocation - participants[index].origin) {
        case .waiting: continue
        case .recognized: ready.append(index)
        case .failed(let why): fail(index, why)
        }
      } else if panWouldBegin(recognizer, translation: strokeLocation - participants[index].origin) {
        ready.append(index)
      }
    }
    guard !ready.isEmpty else { return }
    // Ties on one move: the deepest view first, then installation order (`_depthFirstCompare:`).
    ready.sort { lhs, rhs in
      let a = participants[lhs].depth
      let b = participants[rhs].depth
      if a != b { return a > b }
      return participants[lhs].recognizer < participants[rhs].recognizer
    }
    for index in ready where participants[index].state == .possible {
      tryToBegin(index, previous: previous)
    }
  }

  /// Why a directional pan failed its first-move test.
  func directionRefusal(_ direction: PanDirection, _ velocity: Vector) -> String {
    let components = PanDirection.allCases.map { "\($0.rawValue) \(NumberFormatting.short($0.component(of: velocity), 1))" }
    return "its first move's velocity (\(NumberFormatting.short(velocity.x, 1)), \(NumberFormatting.short(velocity.y, 1))) pt/s does not point \(direction.rawValue) more than any other way (\(components.joined(separator: ", ")))"
  }

  /// `-[UIPanGestureRecognizer _shouldTryToBeginWithEvent:]`: a plain pan begins when the
  /// translation along either axis reaches its hysteresis (`_willScrollX` / `_willScrollY`,
  /// `>=`); a scroll view's only along an axis it can scroll
  /// (`-[UIScrollViewPanGestureRecognizer _shouldTryToBeginWithEvent:]`), and otherwise it
  /// keeps waiting rather than failing.
  func panWouldBegin(_ recognizer: RuntimeRecognizer, translation: Vector) -> Bool {
    let h = recognizer.hysteresis
    let willX = abs(translation.x) >= h
    let willY = abs(translation.y) >= h
    guard let scrollIndex = recognizer.scrollViewIndex else { return willX || willY }
    let scrollView = scrollViews[scrollIndex]
    return (willX && scrollView.canScroll(horizontal: true)) || (willY && scrollView.canScroll(horizontal: false))
  }

  /// iOS 26's content swipe: `-[_UIParallaxTransitionPanGestureRecognizer _shouldTryToBeginWithEvent:]`
  /// on its "complex hysteresis" path, from the translation since touch-down: fails when the
  /// vertical travel reaches `min(0.8·|tx| + 10, 25)`, or when it moves 30 pt away from back;
  /// begins at 30 pt towards back.
  func contentSwipeTest(_ translation: Vector) -> ScreenEdgePanFeature.Step {
    let h = parameters.contentSwipeHysteresis
    let towardsBack = device.layoutDirection.backwardSign * translation.x
    let slope = (h - parameters.contentSwipeVerticalIntercept) / parameters.contentSwipeSlopeRun
    let limit = min(slope * abs(translation.x) + parameters.contentSwipeVerticalIntercept, parameters.contentSwipeVerticalCap)
    if abs(translation.y) >= limit {
      return .failed(
        "moved \(NumberFormatting.short(abs(translation.y), 1)) pt vertically, at least min(\(NumberFormatting.short(slope))·|tx| + \(NumberFormatting.short(parameters.contentSwipeVerticalIntercept)), \(NumberFormatting.short(parameters.contentSwipeVerticalCap))) = \(NumberFormatting.short(limit, 1)) pt (exceededYTranslation)")
    }
    if towardsBack >= h { return .recognized }
    if towardsBack <= -h {
      return .failed("moved \(NumberFormatting.short(h)) pt away from back (unsupportedEdge)")
    }
    return .waiting
  }

  /// `-[UIPanGestureRecognizer _removeHysteresisFromTranslation]`: each axis moves toward zero
  /// by the hysteresis, stopping at zero.
  func removingHysteresis(_ translation: Vector, _ h: Double) -> Vector {
    func shrink(_ t: Double) -> Double { t > 0 ? max(t - h, 0) : min(t + h, 0) }
    return Vector(x: shrink(translation.x), y: shrink(translation.y))
  }

  /// The translation a recogniser reports at `.began`. A pan removes its hysteresis after the
  /// move that crossed it; a screen-edge pan removes it from the translation before that move,
  /// because `-[UIScreenEdgePanGestureRecognizer featureDidChangeState:]` runs before the pan
  /// records the move: `shrink(previous − down) + (current − previous)`.
  func beganTranslation(of index: Int, previous: Point) -> Vector {
    let participant = participants[index]
    let h = recognizers[participant.recognizer].hysteresis
    if participant.edge != nil {
      return removingHysteresis(previous - participant.origin, h) + (strokeLocation - previous)
    }
    return removingHysteresis(strokeLocation - participant.origin, h)
  }

  // MARK: Arena

  mutating func tryToBegin(_ index: Int, previous: Point) {
    let recognizer = recognizers[participants[index].recognizer]
    if let running = participants.indices.first(where: {
      $0 != index && (participants[$0].state == .began || participants[$0].state == .changed)
        && !simultaneous(recognizer, recognizers[participants[$0].recognizer])
    }) {
      fail(index, "\(describe(recognizers[participants[running].recognizer])) had already begun")
      return
    }
    let translation = beganTranslation(of: index, previous: previous)
    participants[index].origin = strokeLocation - translation
    if case .reject(let why) = askShouldBegin(recognizer, translation: translation) {
      fail(index, "shouldBegin said no: \(why)")
      return
    }
    if participants[index].requirements.contains(where: { participants[$0].state == .possible }) {
      // It has begun as far as it knows, but sends nothing until what it waits for fails.
      participants[index].blocked = true
      return
    }
    begin(index, because: nil)
  }

  /// The recogniser begins: it excludes every other one still possible that may not recognise
  /// with it, then its target hears `.began`.
  mutating func begin(_ index: Int, because reason: String?) {
    let recognizer = recognizers[participants[index].recognizer]
    participants[index].state = .began
    participants[index].blocked = false
    if recognizer.isBackRecognizer && recognizedAt == nil {
      recognizedAt = now
      firstBackRecognizer = recognizer.id
    }
    if recognizer.isBackRecognizer { lastBeganBackRecognizer = recognizer.id }
    for other in participants.indices where other != index && participants[other].state == .possible {
      let otherRecognizer = recognizers[participants[other].recognizer]
      if !simultaneous(recognizer, otherRecognizer) {
        fail(
          other,
          reason
            ?? "\(describe(recognizer)) began first (\(whyFirst(recognizer, over: otherRecognizer, deeper: participants[index].depth > participants[other].depth)))")
      }
    }
    notify(index, .began)
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
    case .exclusive, .scrollViewsWait, .scrollViewsWaitUnlessHorizontal: return false
    }
  }

  /// Why `winner` began before `loser`.
  func whyFirst(_ winner: RuntimeRecognizer, over loser: RuntimeRecognizer, deeper: Bool) -> String {
    if winner.kind.isEdge != loser.kind.isEdge || winner.hysteresis != loser.hysteresis {
      return "it passed its \(NumberFormatting.short(winner.hysteresis)) pt threshold before this one passed its \(NumberFormatting.short(loser.hysteresis)) pt"
    }
    if deeper { return "both passed their threshold on the same move and the deeper view goes first" }
    return "it passed its threshold first"
  }

  mutating func fail(_ index: Int, _ why: String) {
    if recognizers[participants[index].recognizer].scrollViewIndex != nil,
      participants[index].requirements.contains(where: { recognizers[participants[$0].recognizer].role == .systemContent }),
      participants.contains(where: { $0.state == .began || $0.state == .changed })
    {
      scrollViewYieldedToContentSwipe = true
    }
    participants[index].state = .failed
    participants[index].blocked = false
    participants[index].caught = false
    let recognizer = recognizers[participants[index].recognizer]
    if recognizer.isBackRecognizer { noteFailure(recognizer, why) }
    // `_willBeginAfterSatisfyingFailureRequirements`: a recogniser that had begun and waited
    // for this one begins now, from translation zero.
    for other in participants.indices where participants[other].blocked && participants[other].requirements.contains(index) {
      guard !participants[other].requirements.contains(where: { participants[$0].state == .possible }) else { continue }
      participants[other].origin = strokeLocation
      if fingerDown {
        participants[other].blocked = false
        if let running = participants.indices.first(where: {
          (participants[$0].state == .began || participants[$0].state == .changed)
            && !simultaneous(recognizers[participants[other].recognizer], recognizers[participants[$0].recognizer])
        }) {
          fail(other, "\(describe(recognizers[participants[running].recognizer])) had already begun")
        } else {
          begin(other, because: nil)
        }
      } else {
        // Unblocked by the lift itself: its target hears only the end.
        participants[other].blocked = false
        participants[other].state = liftState
        notify(other, liftState)
      }
    }
  }

  func describe(_ recognizer: RuntimeRecognizer) -> String {
    if let scrollIndex = recognizer.scrollViewIndex { return "scroll view '\(scrollViews[scrollIndex].spec.id)'" }
    return "'\(recognizer.id)'"
  }

  /// Records a back recogniser's failure: the first one is the run's reason when nothing else
  /// explains it (the content swipe's only when no other back recogniser failed).
  mutating func noteFailure(_ recognizer: RuntimeRecognizer, _ why: String) {
    // iOS 26's content swipe sits beside every technique: its refusal explains a run only when
    // no other back recogniser's does.
    if case .systemContent = recognizer.role {
      if contentSwipeRefusal == nil { contentSwipeRefusal = "\(recognizer.id): \(why)" }
    } else if firstRefusal == nil {
      firstRefusal = "\(recognizer.id): \(why)"
    }
    log(.failed(recognizer.id, reason: why))
  }

  mutating func askShouldBegin(_ recognizer: RuntimeRecognizer, translation: Vector) -> BeginDecision {
    let query = BeginQuery(
      recognizer: recognizer.id, location: strokeLocation, translation: translation, velocity: currentVelocity(), touchDown: strokeStart)
    let decision: BeginDecision
    let party: RunEvent.Party
    switch recognizer.role {
    case .scrollView: return .begin
    case .systemEdge(let strategyDelegate):
      refreshContext()
      party = strategyDelegate ? .strategy : .uikit
      decision = strategyDelegate ? strategy.shouldBegin(query, context: context) : systemShouldBegin(query)
    case .systemContent:
      let strategyDelegate = recognizer.contentSwipeDelegate != nil
      if strategyDelegate { refreshContext() }
      party = strategyDelegate ? .strategy : .uikit
      decision = strategyDelegate ? strategy.shouldBegin(query, context: context) : systemShouldBegin(query)
    case .strategy:
      guard recognizer.asksShouldBegin else { return .begin }
      refreshContext()
      party = .strategy
      decision = strategy.shouldBegin(query, context: context)
    }
    log(.question(query, askedOf: party, answer: decision))
    return decision
  }

  // MARK: Callbacks

  /// Sends a state callback to the target of participant `index`.
  mutating func notify(_ index: Int, _ state: RecognizerState) {
    let participant = participants[index]
    let recognizer = recognizers[participant.recognizer]
    let translation = strokeLocation - participant.origin
    if let scrollIndex = recognizer.scrollViewIndex {
      // While it holds caught content, `velocityInView:` reads zero.
      driveScrollView(scrollIndex, state: state, translation: translation, velocity: participant.caught ? .zero : currentVelocity())
      return
    }
    let event = GestureEvent(
      recognizer: recognizer.id, state: state, time: now, location: strokeLocation, translation: translation,
      velocity: currentVelocity(), startLocation: strokeStart, startTime: strokeStartTime)
    let outer = callbackRecognizer
    callbackRecognizer = recognizer.id
    switch recognizer.target {
    case .systemPopHandler?:
      log(.callback(event, target: .uikit))
      handleSystemPop(event)
    case .strategy?, nil:
      log(.callback(event, target: .strategy))
      deliver(.gesture(event))
    }
    callbackRecognizer = outer
    noteBackMovement()
  }

  mutating func driveScrollView(_ index: Int, state: RecognizerState, translation: Vector, velocity: Vector) {
    switch state {
    case .began:
      scrollViews[index].beginDrag(at: now)
      dragScrollView(index, translation: translation)
    case .changed:
      dragScrollView(index, translation: translation)
    case .ended, .cancelled:
      scrollViews[index].release(velocity: state == .ended ? velocity : .zero, at: now)
    case .possible, .failed:
      break
    }
    checkScrollConflict()
  }

  private mutating func dragScrollView(_ index: Int, translation: Vector) {
    let before = scrollViews[index].travelled
    scrollViews[index].drag(translation: translation)
    if scrollViews[index].travelled > before { strokeScrolled = true }
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
    maxProgress = max(maxProgress, min(1, progress))
    if progress > 0 { strokeMovedBack = true }
    checkScrollConflict()
  }

  mutating func checkScrollConflict() {
    if strokeScrolled && strokeMovedBack && !strokeConflictReported {
      strokeConflictReported = true
      report(.scrollConflict, "content scrolled while the page moved back in the same stroke")
    }
  }

  /// Adds |top view x − finger's x travel| to the tracking error while an interactive back
  /// transition holds the page moved in the back direction (``RunMetrics/trackingError``).
  mutating func measureTracking() {
    guard let topX = navigation.interactiveTopX(), device.layoutDirection.backwardSign * topX > 0 else { return }
    trackingErrorSum += abs(topX - (strokeLocation.x - strokeStart.x))
    trackingErrorCount += 1
  }
}
