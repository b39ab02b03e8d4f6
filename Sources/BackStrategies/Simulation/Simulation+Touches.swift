import BackStrategiesSupport

/// The touch as UIKit 26.1 delivers it to one finger's recognisers: hit-testing the touch-down
/// and admitting the recognisers that receive it, the failure requirements of the touch, each
/// move's begin tests, and the lift. docs/model.md states every rule with its source.
extension Simulation {
  /// The finger's velocity now (`velocityInView:`), estimated once per move.
  @inline(__always)
  mutating func currentVelocity() -> Vector {
    // Read while sample `nextTouchIndex - 1` is handled (after its feed) or after it: the
    // estimate once `nextTouchIndex` samples have been handled.
    // Read in place (`?.`): binding the table with `if let` copied it at every read.
    if let estimate = sharedVelocities?.velocity(afterHandling: nextTouchIndex) { return estimate }
    return velocity.current()
  }

  /// Applies `action` to the stroke (``StrokeState/apply(_:)``) and reports the conflict it
  /// answers with, if any. The only way the simulation changes the stroke; inlined, so a move
  /// costs what setting the location costs.
  @inline(__always)
  mutating func applyStroke(_ action: StrokeAction) {
    guard let effect = stroke.apply(action) else { return }
    reportStrokeConflict(effect)
  }

  /// Reports the stroke's conflict (``StrokeEffect``): rare, so kept out of line.
  @inline(never)
  mutating func reportStrokeConflict(_ effect: StrokeEffect) {
    switch effect {
    case .scrollConflict:
      report(.scrollConflict, "content scrolled while the page moved back in the same stroke")
    case .appViewConflict(let index):
      report(.appViewCut, "view '\(appViews[index].spec.id)' followed the finger while the page moved back in the same stroke")
    }
  }

  mutating func handleTouch(_ sample: TouchSample) {
    switch sample.phase {
    case .began: touchDown(sample)
    case .moved: touchMoved(sample)
    case .ended, .cancelled: touchUp(sample)
    }
  }

  // MARK: Touch-down

  mutating func touchDown(_ sample: TouchSample) {
    let location = sample.location
    applyStroke(.touchDown(at: location, time: sample.t))
    if sharedVelocities == nil { velocity.touchDown(at: location, time: sample.t) }
    _ = arena.apply(.open)
    // A touch during a transition asks what it may do to it (the receive gate, the back button).
    if navigation.isTransitioning { noteParallaxBranchIfAccessDiffers(atBegan: false) }
    if zoomDismiss != nil { noteTouchDuringZoomDismiss(at: location) }
    let top = navigation.stack[navigation.stack.count - 1]
    let topInteractive = !navigation.interactionDisabled.contains(top)
    if !topInteractive && !navigation.isTransitioning {
      report(
        .deadScreen,
        "the touch landed on screen '\(navigation.top.id)', whose view has user interaction off: none of its recognisers or scroll views saw it")
    }
    // Hit-testing picks the frontmost scroll view under the finger; a screen whose view has
    // user interaction off is skipped with everything on it.
    // (Loops, not closures: a closure over the simulation looks up its generic type's metadata
    // each time it is made, and this runs once per trace and strategy.)
    // App views sit in front of the scroll views; a pager's scroll view is its own.
    var frontScrollView: Int?
    if topInteractive {
      if !appViews.isEmpty { applyStroke(.landedOnAppView(appViewUnderFinger(location))) }
      if let frontAppView = stroke.frontAppView {
        if case .scrollView(let scrollIndex) = appViews[frontAppView].handling { frontScrollView = scrollIndex }
      } else {
        for index in scrollViews.indices.reversed() where scrollViews[index].screen == top && scrollViews[index].spec.frame.contains(location) {
          frontScrollView = index
          break
        }
      }
    }
    // Whether the content under the finger is still moving, read before the touch stops it.
    var caught: Int?
    var atRest = false
    if let frontScrollView {
      let moving = scrollViews[frontScrollView].isMoving(at: now)
      if parameters.scrollViewCatchesMovingContent && moving { caught = frontScrollView }
      atRest = !moving && !scrollViews[frontScrollView].isPastAnEnd(at: now)
      scrollViews[frontScrollView].touchDown(at: now)
    }
    // The recognisers are read from a local array (one retain): iterating `self.recognizers`
    // copied each recogniser, retaining every one of its fields, while the loop changed the
    // simulation. Nothing below changes the recognisers.
    let recognizers = self.recognizers
    for index in recognizers.indices {
      let recognizer = recognizers[index]
      if let refusal = receiveRefusal(recognizer, at: location, frontScrollView: frontScrollView, topInteractive: topInteractive) {
        if recognizer.isBackRecognizer, notesFailure(of: recognizer) { noteFailure(recognizer, words: refusal.words) }
        continue
      }
      var depth = recognizer.depth
      if recognizer.host == .scrollViews, recognizer.scrollViewIndex == nil, let frontScrollView,
        let scrollPan = recognizers.first(where: { $0.scrollViewIndex == frontScrollView })
      {
        // Added to the scroll view itself: as deep as that scroll view's own pan.
        depth = scrollPan.depth
      }
      var edge: ScreenEdgePanFeature?
      if case .screenEdge(let side) = recognizer.kind {
        noteEdgeStripAtTouchDown(side, at: location)
        if let refusal = ScreenEdgePanFeature.touchDownRefusal(edge: side, at: location, width: device.width, parameters: parameters) {
          if recognizer.isBackRecognizer, notesFailure(of: recognizer) { noteFailure(recognizer, words: refusal) }
          continue
        }
        edge = ScreenEdgePanFeature(edge: side, down: location, time: now, width: device.width, parameters: parameters)
        if let limit = parameters.edgeMaximumSwipeDuration, limit.isFinite, limit >= 0 { applyStroke(.edgePansMustBeginBy(now + limit)) }
      }
      _ = arena.apply(
        .admit(GestureArena.Member(recognizer: index, depth: depth, beginTest: beginTest(for: recognizer, edge: edge), origin: location)))
    }
    // Failure requirements for this touch: a scroll view's pan waits for the strategy's
    // recogniser (`requireGestureRecognizerToFail:`) or for UIKit's back recogniser (its
    // dynamic dependent requirement).
    for waiter in arena.members.indices {
      for other in arena.members.indices where other != waiter {
        let (waiterRecognizer, otherRecognizer) = (recognizers[arena.members[waiter].recognizer], recognizers[arena.members[other].recognizer])
        let requires = requiresFailure(
          waiterRecognizer, of: otherRecognizer, atRest: atRest, touchDown: location, dependencies: parameters.backGestureDependencies)
        if let alternatives, !found.openChoicesInPlay.contains(.whoWaits),
          alternatives.backGestureDependencies.contains(where: {
            requiresFailure(waiterRecognizer, of: otherRecognizer, atRest: atRest, touchDown: location, dependencies: $0) != requires
          })
        {
          found.openChoicesInPlay.insert(.whoWaits)
        }
        if requires { _ = arena.apply(.require(waiter, toSeeFail: other)) }
      }
    }
    appViewTouchDown(at: location)
    if let caught,
      let index = arena.members.indices.first(where: { recognizers[arena.members[$0].recognizer].scrollViewIndex == caught })
    {
      // `-[UIScrollViewPanGestureRecognizer touchesBegan:withEvent:]`: a touch on moving content
      // begins the pan at once; it reads zero translation until the finger passes its hysteresis.
      // That `setState:` comes before the gesture environment's update, which builds the dynamic
      // requirements; the update then holds a recogniser that has begun with a requirement still
      // unmet (`-[UIGestureRecognizer _updateGestureForActiveEvents]`, UIKit 26.1:
      // `_hasUnmetFailureRequirements` → it delays the touches and sends no action). So a
      // scroll view that must wait for the edge pan (``requiresFailure(_:of:atRest:touchDown:dependencies:)``)
      // is held, and begins, from where the finger is, only if the edge pan fails.
      perform(arena.apply(.accept(index, caughtContent: true)))
    }
    backButtonTouchDown(at: location)
  }

  /// Why `recognizer` does not take part in a touch at `location`, or `nil` if it does; worded
  /// when read (most refusals of a corpus run are never read). Each wording captures the
  /// values it prints, never the simulation.
  mutating func receiveRefusal(_ recognizer: RuntimeRecognizer, at location: Point, frontScrollView: Int?, topInteractive: Bool) -> Explanation? {
    if let scrollIndex = recognizer.scrollViewIndex {
      return scrollIndex == frontScrollView ? nil : Explanation { "not under the finger" }
    }
    if let viewIndex = recognizer.appViewIndex {
      return viewIndex == stroke.frontAppView ? nil : Explanation { "not under the finger" }
    }
    let topID = navigation.top.id
    if recognizer.host == .scrollViews && frontScrollView == nil {
      return Explanation { [topID] in "the touch-down is not on one of screen '\(topID)''s scroll views, where it is added" }
    }
    if let screens = onlyOnScreens(of: recognizer), !screens.contains(topID) {
      return Explanation { [topID] in "screen '\(topID)' does not add it (only \(screens.map { "'\($0)'" }.joined(separator: ", ")) does)" }
    }
    if recognizer.host == .topScreen && !topInteractive {
      return Explanation { [topID] in
        "screen '\(topID)' has user interaction off (view.userInteractionEnabled = NO), so its recognisers get no touches"
      }
    }
    let strategyDelegate: Bool
    switch recognizer.role {
    case .systemEdge(let byStrategy): strategyDelegate = byStrategy
    case .systemContent: strategyDelegate = recognizer.contentSwipeDelegate != nil
    case .strategy, .scrollView, .appView: return nil
    }
    // Each recogniser has its own `enabled` flag: the edge swipe's switch leaves the content
    // swipe on, and the content swipe's leaves the edge swipe on.
    if case .systemEdge = recognizer.role, navigation.top.backGestureDisabled {
      return Explanation { [topID] in "screen '\(topID)' switched the edge swipe off (interactivePopGestureRecognizer.isEnabled = false)" }
    }
    if recognizer.role == .systemContent, navigation.top.contentSwipeDisabled {
      return Explanation { [topID] in
        "screen '\(topID)' switched the content swipe off (interactiveContentPopGestureRecognizer.isEnabled = false)"
      }
    }
    // UIKit's own delegate; an app's delegate (`delegate = self`) replaces it and with it these rules.
    guard !strategyDelegate else { return nil }
    if let refusal = customTransitionRefusal(recognizer, at: location) { return refusal }
    return uikitDelegateReceiveRefusal(recognizer, at: location)
  }

  /// The rules of UIKit's delegate after its custom-transition gate: a running transition, the
  /// bar, the back button, the root (``systemReceiveRefusal()``), and the bar's area for the edge
  /// recogniser (`gestureRecognizer:shouldReceiveTouch:`).
  func uikitDelegateReceiveRefusal(_ recognizer: RuntimeRecognizer, at location: Point) -> Explanation? {
    if let refusal = systemReceiveRefusal() { return refusal }
    // `gestureRecognizer:shouldReceiveTouch:` refuses the bar to the edge recogniser only.
    if case .systemEdge = recognizer.role, !navigation.top.navigationBarHidden {
      let barTop = device.safeArea.top
      let barBottom = barTop + parameters.navigationBarHeight(largeTitle: navigation.top.largeTitle)
      if location.y >= barTop && location.y < barBottom {
        let (y, largeTitle) = (location.y, navigation.top.largeTitle)
        return Explanation { [y, barTop, barBottom, largeTitle] in
          "touch-down at y = \(NumberFormatting.short(y, 1)) is on the navigation bar (\(NumberFormatting.short(barTop))–\(NumberFormatting.short(barBottom)) pt\(largeTitle ? ", with a large title" : ""))"
        }
      }
    }
    return nil
  }

  /// The first gate of `-[_UINavigationInteractiveTransition _gestureRecognizer:shouldReceiveEvent:]`:
  /// with a navigation delegate that supplies its own transitions (``GestureSetup/NavigationDelegate/customTransitions``)
  /// and the last transition run by its animator, `-[UINavigationController
  /// _shouldUseBuiltinInteractionController]` is NO, and UIKit's back recognisers get no event.
  /// (Failure links an app adds to them would lift the gate; no technique modelled adds any.)
  ///
  /// `_usingBuiltinAnimator` is read under the run's ``ModelParameters/builtinAnimatorFlagTiming``;
  /// ``OpenChoice/builtinAnimatorTiming`` is noted where another reading would open or shut the
  /// gate for `recognizer`'s touch-down at `location` and every later rule of the touch-down
  /// would let it in (UIKit's delegate, ``uikitDelegateReceiveRefusal(_:at:)``; an edge
  /// recogniser's strip): elsewhere the gate's answer changes nothing.
  mutating func customTransitionRefusal(_ recognizer: RuntimeRecognizer, at location: Point) -> Explanation? {
    guard parameters.customTransitionDelegateGate, installedSetup.navigationDelegate == .customTransitions else { return nil }
    let builtin = navigation.usingBuiltinAnimator
    if let alternatives, !found.openChoicesInPlay.contains(.builtinAnimatorTiming),
      alternatives.builtinAnimatorFlagTimings.contains(where: { navigation.usingBuiltinAnimator(under: $0) != builtin }),
      uikitDelegateReceiveRefusal(recognizer, at: location) == nil, edgeStripAdmits(recognizer, at: location)
    {
      found.openChoicesInPlay.insert(.builtinAnimatorTiming)
    }
    guard !builtin else { return nil }
    let atRest = parameters.builtinAnimatorFlagTiming == .resetAtTransitionEnd && navigation.transition == nil
    return Explanation {
      let why =
        atRest
        ? "no transition of UIKit's animator is running (_usingBuiltinAnimator is NO at rest: each transition's end resets it)"
        : "the last transition ran its animator, not UIKit's"
      return "the navigation controller's delegate supplies its own transitions (animationControllerForOperation:…) and \(why): _shouldUseBuiltinInteractionController is NO, so UIKit's back recognisers get no events"
    }
  }

  /// Whether an edge recogniser's touch-down strip admits a touch-down at `location`
  /// (`ScreenEdgePanFeature.touchDownRefusal(edge:at:width:parameters:)`); any other recogniser
  /// has no strip.
  func edgeStripAdmits(_ recognizer: RuntimeRecognizer, at location: Point) -> Bool {
    guard case .screenEdge(let side) = recognizer.kind else { return true }
    return ScreenEdgePanFeature.touchDownRefusal(edge: side, at: location, width: device.width, parameters: parameters) == nil
  }

  /// Whether `waiter` must see `other` fail before it may begin.
  /// `dependencies` is the reading of ``OpenChoice/whoWaits`` asked (the run's own, or another
  /// one to see whether it would decide differently).
  func requiresFailure(
    _ waiter: RuntimeRecognizer, of other: RuntimeRecognizer, atRest: Bool, touchDown: Point,
    dependencies: BackGestureDependencyReading
  ) -> Bool {
    // `gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:` answering YES: every other
    // recogniser waits for this one (TZScrollViewPopGesture).
    if other.othersWaitForFailure && !waiter.othersWaitForFailure { return true }
    // `[contentSwipe requireGestureRecognizerToFail:edgePan]`: the edge swipe comes first.
    if case .systemContent = waiter.role, case .systemEdge = other.role { return true }
    // UIKit's edge recogniser, while it has the touch, makes everyone wait for it.
    if edgeDelegateRequires(waiter, toWaitFor: other, dependencies: dependencies) { return true }
    // The content swipe waiting for swipe-action pans (UIKit's delegate) or the app's pans (a fix).
    if contentSwipeWaitsForAppView(waiter, other) { return true }
    // The content swipe's delegate requiring horizontal scroll views' pans to fail
    // (react-native-screens' `shouldRequireFailureOfGestureRecognizer:`), or, under t3code's
    // rule, those not at their leading edge, while those at it wait for the content swipe.
    if case .systemContent = waiter.role, let rule = waiter.contentSwipeDelegate, let scrollIndex = other.scrollViewIndex,
      scrollViews[scrollIndex].spec.scrollsHorizontally
    {
      switch rule {
      case .none: break
      case .waitsForAll: return true
      case .waitsUnlessAtLeadingEdge: return !scrollViews[scrollIndex].isAtLeadingEnd(for: device.layoutDirection, at: now)
      }
    }
    if case .systemContent = other.role, other.contentSwipeDelegate == .waitsUnlessAtLeadingEdge, let scrollIndex = waiter.scrollViewIndex,
      scrollViews[scrollIndex].spec.scrollsHorizontally, scrollViews[scrollIndex].isAtLeadingEnd(for: device.layoutDirection, at: now)
    {
      return true
    }
    guard let scrollIndex = waiter.scrollViewIndex, other.scrollViewIndex == nil else { return false }
    // The strategy as UIKit's edge recogniser's delegate, answering YES to
    // `shouldBeRequiredToFailByGestureRecognizer:` for every scroll view (react-native-screens).
    if case .systemEdge(strategyDelegate: true) = other.role, other.scrollPolicy == .scrollViewsWait { return true }
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
    return scrollViewBranchRequires(scrollIndex, toWaitFor: other, atRest: atRest, dependencies: dependencies)
  }

  /// Whether `waiter` must wait for UIKit's edge recogniser `other` by the delegate branch of
  /// `-[_UIParallaxTransitionPanGestureRecognizer _needsDynamicDependentRequirementForGestureRecognizer:]`
  /// (``BackGestureDependencyReading/activeTouches``): with touches active and its root feature
  /// not failed (it took the touch-down), the edge recogniser asks UIKit's
  /// `-[_UINavigationInteractiveTransition _gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:]`,
  /// which answers YES for every other recogniser but another parallax recogniser (the content
  /// swipe, which waits for it anyway) and force, hover, passthrough-scroll or sidebar recognisers
  /// (none of which the model has). An app that made itself the edge recogniser's delegate
  /// (`delegate = self`) replaces that private method: its delegate answers NO.
  func edgeDelegateRequires(
    _ waiter: RuntimeRecognizer, toWaitFor other: RuntimeRecognizer, dependencies: BackGestureDependencyReading
  ) -> Bool {
    guard dependencies == .activeTouches, case .systemEdge(strategyDelegate: false) = other.role else { return false }
    if case .systemContent = waiter.role { return false }
    if case .systemEdge = waiter.role { return false }
    // WebKit's back swipe is a parallax recogniser too (`_isGestureType:16`): it does not wait.
    if let viewIndex = waiter.appViewIndex, case .webView = appViews[viewIndex].spec.kind { return false }
    // A recogniser whose own delegate makes everyone wait for it (TZScrollViewPopGesture) and
    // the edge recogniser would wait for each other: neither waits, as for two such recognisers.
    return !waiter.othersWaitForFailure
  }

  /// The scroll-view branch of `-[_UIParallaxTransitionPanGestureRecognizer
  /// _needsDynamicDependentRequirementForGestureRecognizer:]` (``BackGestureDependencyReading/scrollViewBranch``):
  /// a scroll view at rest that cannot scroll horizontally, or sits at the end the back swipe
  /// pulls from, waits for UIKit's back recogniser (the edge swipe and the content swipe alike).
  func scrollViewBranchRequires(
    _ scrollIndex: Int, toWaitFor other: RuntimeRecognizer, atRest: Bool, dependencies: BackGestureDependencyReading
  ) -> Bool {
    guard dependencies == .scrollViewBranch, atRest, other.isUIKitBackRecognizer else { return false }
    // Where the delegate already makes the content swipe wait for this scroll view, the scroll
    // view does not also wait for it: the two would wait for each other. **[choice]** the
    // delegate's explicit requirement holds, as reported on devices (react-native-pager-view#1050:
    // "UIKit still hands the touch to the scroll view").
    if let rule = other.contentSwipeDelegate, rule != .none, scrollViews[scrollIndex].spec.scrollsHorizontally { return false }
    let scrollView = scrollViews[scrollIndex]
    let edge = ScreenEdge.backEdge(for: device.layoutDirection)
    return !scrollView.canScroll(horizontal: true) || scrollView.isAtEnd(pulledFrom: edge, at: now)
  }

  // MARK: Open choices met

  /// An edge pan on `side` tests a touch-down at `location`: notes ``OpenChoice/edgeStrip`` when
  /// another strip width would admit or refuse it otherwise; when every width admits it, the
  /// first move's back-projection is compared next (``noteEdgeStripAtFirstMove(to:)``).
  mutating func noteEdgeStripAtTouchDown(_ side: ScreenEdge, at location: Point) {
    guard let alternatives, !alternatives.edgeRegionWidths.isEmpty, !found.openChoicesInPlay.contains(.edgeStrip) else { return }
    let slack = parameters.edgeTouchDownSlack
    func admits(_ width: Double) -> Bool {
      ScreenEdgePanFeature.touchDownAdmits(edge: side, x: location.x, screenWidth: device.width, regionWidth: width, slack: slack)
    }
    let own = admits(parameters.edgeRegionWidth)
    if alternatives.edgeRegionWidths.contains(where: { admits($0) != own }) {
      found.openChoicesInPlay.insert(.edgeStrip)
    } else if own {
      applyStroke(.edgeAwaitsFirstMove(side))
    }
  }

  /// The first move of a touch the edge pans took: notes ``OpenChoice/edgeStrip`` when another
  /// strip width would judge its back-projection otherwise.
  mutating func noteEdgeStripAtFirstMove(to location: Point) {
    let sides = stroke.edgeSidesAwaitingFirstMove
    applyStroke(.firstMoveTested)
    guard let alternatives, !found.openChoicesInPlay.contains(.edgeStrip) else { return }
    let down = stroke.start.x
    for side in sides {
      func admits(_ width: Double) -> Bool {
        ScreenEdgePanFeature.backProjectionAdmits(edge: side, downX: down, firstX: location.x, screenWidth: device.width, regionWidth: width)
      }
      let own = admits(parameters.edgeRegionWidth)
      if alternatives.edgeRegionWidths.contains(where: { admits($0) != own }) {
        found.openChoicesInPlay.insert(.edgeStrip)
        return
      }
    }
  }

  // MARK: Moves

  /// A move of the finger: the recognisers already running hear `.changed`, then the undecided
  /// ones run their begin tests. Inlined into ``handleTouch(_:)``, its one caller: a run makes
  /// dozens of moves.
  @inline(__always)
  mutating func touchMoved(_ sample: TouchSample) {
    guard stroke.fingerDown else { return }
    // A sample where the finger has not moved is UIKit's `UITouch.Phase.stationary`: no
    // `touchesMoved:`, so no recogniser and no velocity estimator hears of it.
    if sample.location == stroke.location { return }
    let previous = stroke.location
    applyStroke(.moved(to: sample.location))
    // `count != 0`, not `isEmpty`, in the per-sample checks: a debug build calls the generic
    // `Collection.isEmpty` (docs/performance.md#the-simulation-run).
    if stroke.edgeSidesAwaitingFirstMove.count != 0 { noteEdgeStripAtFirstMove(to: sample.location) }
    if sharedVelocities == nil { velocity.moved(to: sample.location, time: sample.t) }
    releaseCaughtScrollViews()
    if stroke.frontAppView != nil { appViewMoved() }
    // Recognisers already running get `.changed` first, as UIKit delivers to them in order.
    // `0..<count`, not `indices`, in the per-sample loops: docs/performance.md#the-simulation-run.
    for index in 0..<arena.members.count where arena.isRunning(index) {
      _ = arena.apply(.track(index))
      notify(index, .changed)
    }
    arbitrate(previous: previous)
    measureTracking()
  }

  /// A scroll view that caught moving content follows the finger only once it passes its
  /// hysteresis; until then its translation stays zero. Inlined into its one caller, the move.
  @inline(__always)
  mutating func releaseCaughtScrollViews() {
    guard arena.hasCaughtMember else { return }
    for index in 0..<arena.members.count where arena.members[index].caught {
      let recognizer = recognizers[arena.members[index].recognizer]
      let travel = stroke.location - stroke.start
      if panTest(for: recognizer).passes(travel) {
        _ = arena.apply(.releaseCaughtContent(index, origin: stroke.location - PanHysteresisTest.removingHysteresis(travel, recognizer.hysteresis)))
      } else {
        _ = arena.apply(.measure(index, from: stroke.location))
      }
    }
  }

  /// Runs every undecided member's own begin test for this move, then tries the ready ones in
  /// the arena's order. Inlined into ``touchMoved(_:)``, its one caller.
  @inline(__always)
  mutating func arbitrate(previous: Point) {
    // Most moves recognise nothing, and most that do recognise one member: the first is kept
    // apart, and a list is made only when a second recognises on the same move (an array,
    // even of one, is an allocation in each run that recognises).
    var firstReady: Int?
    var ready: [Int]?
    for index in 0..<arena.members.count where arena.isUndecided(index) {
      let velocity = arena.members[index].beginTest.needsVelocity ? currentVelocity() : nil
      let effects = arena.apply(.test(index, location: stroke.location, time: now, velocity: velocity))
      // Waiting: no effect. Recognised: tried below. Failed: the arena rejected it.
      if effects.isEmpty { continue }
      if case .recognized? = effects.head {
        if let first = firstReady {
          if ready == nil { ready = [first, index] } else { ready?.append(index) }
        } else {
          firstReady = index
        }
      } else {
        perform(effects)
      }
    }
    guard let firstReady else { return }
    guard let ready else {
      // One member alone is its own order (``GestureArena/triedInOrder(_:)``).
      if arena.members[firstReady].state == .possible { tryToBegin(firstReady, previous: previous) }
      return
    }
    for index in arena.triedInOrder(ready) where arena.members[index].state == .possible {
      tryToBegin(index, previous: previous)
    }
  }

  /// The translation a recogniser reports at `.began`. A pan removes its hysteresis after the
  /// move that crossed it; a screen-edge pan removes it from the translation before that move,
  /// because `-[UIScreenEdgePanGestureRecognizer featureDidChangeState:]` runs before the pan
  /// records the move: `shrink(previous − down) + (current − previous)`.
  func beganTranslation(of index: Int, previous: Point) -> Vector {
    let h = recognizers[arena.members[index].recognizer].hysteresis
    let origin = arena.members[index].origin
    if arena.members[index].beginTest.isScreenEdge {
      return PanHysteresisTest.removingHysteresis(previous - origin, h) + (stroke.location - previous)
    }
    return PanHysteresisTest.removingHysteresis(stroke.location - origin, h)
  }

  // MARK: Lift and deadline

  mutating func touchUp(_ sample: TouchSample) {
    guard stroke.fingerDown else { return }
    backButtonTouchUp(sample)
    // `touchesEnded:` moves neither the pan's location nor its velocity samples: `.ended`
    // reports what the last move left.
    let final: RecognizerState = sample.phase == .ended ? .ended : .cancelled
    applyStroke(.lifted(final))
    for index in arena.members.indices {
      if arena.isRunning(index) {
        _ = arena.apply(.finish(index, in: final))
        notify(index, final)
      } else if arena.isUndecided(index) {
        let recognizer = recognizers[arena.members[index].recognizer]
        fail(index, "the finger lifted before it passed its \(NumberFormatting.short(recognizer.hysteresis)) pt threshold")
      }
    }
    for index in arena.members.indices where arena.members[index].isHeld {
      fail(index, "what it waited for never failed")
    }
    if let frontAppView = stroke.frontAppView {
      appViews[frontAppView].tracking = false
      appViews[frontAppView].delayed = false
    }
  }

  /// The edge pans' deadline (``ModelParameters/edgeMaximumSwipeDuration``) passed.
  mutating func edgeDeadlinePassed() {
    applyStroke(.edgeDeadlinePassed)
    guard stroke.fingerDown, let limit = parameters.edgeMaximumSwipeDuration else { return }
    for index in arena.members.indices where arena.members[index].state == .possible && arena.members[index].beginTest.isScreenEdge {
      fail(index, "it had not begun \(NumberFormatting.short(limit)) s after touch-down (maximumSwipeDuration)")
    }
  }
}
