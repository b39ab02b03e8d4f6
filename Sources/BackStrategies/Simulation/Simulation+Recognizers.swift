/// Installing the recognisers of a run: the strategy's, UIKit's edge swipe and iOS 26's content
/// swipe, and every scroll view's pan; and making each one's begin test when a touch lands.
extension Simulation {
  mutating func install() {
    refreshContext()
    let setup = strategy.install(in: trace.scene, context: &context)
    installedSetup = setup
    if setup.hidesBackButton {
      // The app hides the back button on every pushed screen (the root has none).
      applyNavigation(.hideBackButtons)
    }
    applyPendingCommands()
    // Sized once: the strategy's recognisers, UIKit's edge and content swipes, every scroll view.
    // (Loops over indices, not `for screen in stack` or a closure: each of those copies every
    // screen, strings and all, in every run.)
    var scrollViewCount = 0
    var hasAppViews = false
    for screenIndex in trace.scene.stack.indices {
      scrollViewCount += trace.scene.stack[screenIndex].scrollViews.count
      if !trace.scene.stack[screenIndex].views.isEmpty { hasAppViews = true }
    }
    recognizers.reserveCapacity(setup.recognizers.count + 2 + scrollViewCount)
    recognizerIDs.reserveCapacity(setup.recognizers.count + 2 + scrollViewCount)
    scrollViews.reserveCapacity(scrollViewCount)
    // The strategy's first, in the setup's order: a strategy's recogniser's slot is its spec's
    // index in ``installedSetup`` (``RuntimeRecognizer/slot``).
    for spec in setup.recognizers {
      appendRecognizer(
        RuntimeRecognizer(
          kind: spec.kind, depth: spec.host.depth, host: spec.host, role: .strategy, target: spec.target,
          asksShouldBegin: spec.asksShouldBegin, scrollPolicy: spec.scrollViews,
          hysteresis: spec.hysteresis ?? defaultHysteresis(for: spec.kind), hysteresisMeasure: spec.hysteresisMeasure,
          othersWaitForFailure: spec.othersWaitForFailure, pagersYieldGoingBack: spec.pagersYieldGoingBack,
          firstMoveDirection: spec.firstMoveDirection),
        id: spec.id)
    }
    if setup.systemBackGesture != .disabled && setup.contentSwipe != .noNavigationController {
      let kind = RecognizerKind.screenEdge(.backEdge(for: device.layoutDirection))
      let strategyDelegate = setup.systemBackGesture == .enabledWithStrategyDelegate
      // With the strategy as its delegate, `shouldBeRequiredToFailByGestureRecognizer:` may make
      // every scroll view wait for it (``GestureSetup/scrollViewsWaitForSystemBackGesture``).
      let scrollPolicy: ScrollViewPolicy = strategyDelegate && setup.scrollViewsWaitForSystemBackGesture ? .scrollViewsWait : .exclusive
      appendRecognizer(
        RuntimeRecognizer(
          kind: kind, depth: HostView.navigationView.depth, host: .navigationView,
          role: .systemEdge(strategyDelegate: strategyDelegate),
          target: .systemPopHandler, asksShouldBegin: true, scrollPolicy: scrollPolicy,
          hysteresis: parameters.edgeHysteresis),
        id: .systemEdgePan)
    }
    if setup.installsContentSwipe(on: device.ios) {
      // `-[_UINavigationInteractiveTransitionBase _createContentSwipeGestureRecognizer]`: the same
      // class with `_setRecognizesWithoutEdge:YES`, on the navigation view, the same target. Every
      // navigation controller on iOS 26 has it, whatever the strategy did to the edge swipe:
      // its `enabled` flag is its own.
      var contentSwipe = RuntimeRecognizer(
        kind: .pan, depth: HostView.navigationView.depth, host: .navigationView,
        role: .systemContent, target: .systemPopHandler, asksShouldBegin: true, scrollPolicy: .exclusive,
        hysteresis: parameters.contentSwipeHysteresis)
      if setup.contentSwipe.hasStrategyDelegate { contentSwipe.contentSwipeDelegate = setup.contentSwipe.horizontalScrollViewRule }
      appendRecognizer(contentSwipe, id: .systemContentPan)
    }
    for screenIndex in trace.scene.stack.indices {
      for scrollIndex in trace.scene.stack[screenIndex].scrollViews.indices {
        let spec = trace.scene.stack[screenIndex].scrollViews[scrollIndex]
        scrollViews.append(ScrollViewModel(spec: spec, screen: screenIndex, sharedParameters: sharedParameters))
        appendRecognizer(
          RuntimeRecognizer(
            kind: .pan, depth: HostView.topScreen.depth + 1 + scrollIndex,
            host: .topScreen, role: .scrollView(scrollViews.count - 1), target: nil, asksShouldBegin: false,
            scrollPolicy: .exclusive, hysteresis: parameters.panHysteresis),
          id: scrollViewRecognizerID(scrollViews.count - 1, of: spec))
      }
    }
    if hasAppViews || setup.contentSwipeConflictFix == .contentSwipeOff { installAppViews() }
  }

  /// Adds `recognizer` to the run's recognisers, its id beside it (``recognizerIDs``).
  mutating func appendRecognizer(_ recognizer: RuntimeRecognizer, id: RecognizerID) {
    var recognizer = recognizer
    recognizer.slot = recognizers.count
    recognizers.append(recognizer)
    recognizerIDs.append(id)
  }

  /// The id of the pan of the run's scroll view number `index`, whose spec is `spec`:
  /// `scroll-view:` and the spec's id. Taken from ``scrollViewIDs`` when it holds the id made
  /// for the same spec id (an earlier strategy's run on the same trace made it), so that the
  /// string is not made again in every run; made and kept there otherwise.
  mutating func scrollViewRecognizerID(_ index: Int, of spec: ScrollViewSpec) -> RecognizerID {
    if index < scrollViewIDs.count, scrollViewIDs[index].specID == spec.id { return scrollViewIDs[index].id }
    // Concatenated, not interpolated: the same string without the interpolation's work.
    let made = RecognizerID("scroll-view:" + spec.id)
    if index < scrollViewIDs.count {
      scrollViewIDs[index] = (spec.id, made)
    } else {
      scrollViewIDs.append((spec.id, made))
    }
    return made
  }

  /// The id of `recognizer`, one of the run's.
  func id(of recognizer: RuntimeRecognizer) -> RecognizerID { recognizerIDs[recognizer.slot] }

  /// The screens a recogniser is limited to (``RecognizerSpec/onlyOnScreens``): only a
  /// strategy's recogniser may be, and its spec is at its slot in the installed setup.
  func onlyOnScreens(of recognizer: RuntimeRecognizer) -> [String]? {
    recognizer.role == .strategy ? installedSetup.recognizers[recognizer.slot].onlyOnScreens : nil
  }

  func defaultHysteresis(for kind: RecognizerKind) -> Double {
    kind.isEdge ? parameters.edgeHysteresis : parameters.panHysteresis
  }

  /// The begin test `recognizer` runs during a touch that landed at `location`: its kind's own
  /// test (``RecognizerBeginTest``). `edge` is the feature tree made at touch-down for a
  /// screen-edge pan.
  func beginTest(for recognizer: RuntimeRecognizer, edge: ScreenEdgePanFeature?) -> RecognizerBeginTest {
    let threshold: RecognizerBeginTest.Threshold
    if let edge {
      threshold = .screenEdge(edge)
    } else if case .systemContent = recognizer.role {
      threshold = .contentSwipe(ContentSwipeBeginTest(parameters: parameters, direction: device.layoutDirection))
    } else {
      threshold = .pan(panTest(for: recognizer))
    }
    return RecognizerBeginTest(threshold, firstMoveDirection: recognizer.firstMoveDirection)
  }

  /// The hysteresis test of a pan: a plain pan's counts both axes, a scroll view's only the axes
  /// its content scrolls.
  func panTest(for recognizer: RuntimeRecognizer) -> PanHysteresisTest {
    guard let scrollIndex = recognizer.scrollViewIndex else {
      var test = PanHysteresisTest(hysteresis: recognizer.hysteresis)
      test.measure = recognizer.hysteresisMeasure
      return test
    }
    let scrollView = scrollViews[scrollIndex]
    return PanHysteresisTest(
      hysteresis: recognizer.hysteresis, horizontal: scrollView.canScroll(horizontal: true),
      vertical: scrollView.canScroll(horizontal: false))
  }
}
