import BackStrategiesSupport

/// The app's own views in a touch (``ScreenSpec/views``): installing their recognisers and
/// scroll views, hit-testing them, their raw touches and UIControl tracking, what they answer
/// when asked, and what UIKit does to them when a back recogniser wins. docs/model.md, "The
/// app's views", states every rule with its source; docs/ios26-conflicts.md shows the fixes.
extension Simulation {
  // MARK: Installing

  /// Adds each screen's app views: a pager's scroll view, a recogniser for a pan, a swipe row
  /// and a web view, nothing for raw touches and sliders (they are not recognisers). Applies
  /// the strategy's ``GestureSetup/contentSwipeConflictFix`` where it changes the scene.
  mutating func installAppViews() {
    let fix = installedSetup.contentSwipeConflictFix
    for (screenIndex, screen) in trace.scene.stack.enumerated() {
      if fix == .contentSwipeOff, screenIndex < navigation.screens.count,
        !screen.views.isEmpty || screen.scrollViews.contains(where: \.scrollsHorizontally)
      {
        // `interactiveContentPopGestureRecognizer.isEnabled = false` while this screen shows.
        applyNavigation(.disableContentSwipe(screen: screenIndex))
      }
      for (viewIndex, view) in screen.views.enumerated() {
        // In front of every scroll view of its screen, back to front among themselves. Under the
        // other reading of ``OpenChoice/webViewEdge`` a web view's back swipe is tried after the
        // navigation controller's edge pan when both recognise on one move.
        var depth = HostView.topScreen.depth + 1 + screen.scrollViews.count + viewIndex
        if case .webView = view.kind {
          if !parameters.webViewEdgeSwipeFirst { depth = HostView.window.depth }
          // Another reading orders this web view's back swipe otherwise for the whole run.
          if let alternatives, alternatives.webViewEdgeSwipeFirst.contains(where: { $0 != parameters.webViewEdgeSwipeFirst }) {
            found.openChoicesInPlay.insert(.webViewEdge)
          }
        }
        let handling: AppViewModel.Handling
        switch view.kind {
        case .pager(_, let page):
          // `_UIQueuingScrollView`: three pages of content, the shown one in the middle.
          let spec = ScrollViewSpec(
            id: view.id, frame: view.frame,
            contentSize: Size(width: view.frame.width * Double(Self.pagerContentPages), height: view.frame.height),
            contentOffset: Point(x: view.frame.width, y: 0))
          var scrollView = ScrollViewModel(spec: spec, screen: screenIndex, sharedParameters: sharedParameters)
          scrollView.pageViewControllerPage = page
          scrollViews.append(scrollView)
          appendRecognizer(
            RuntimeRecognizer(
              kind: .pan, depth: depth, host: .topScreen,
              role: .scrollView(scrollViews.count - 1), target: nil, asksShouldBegin: false, scrollPolicy: .exclusive,
              hysteresis: parameters.panHysteresis),
            id: RecognizerID("scroll-view:\(view.id)"))
          handling = .scrollView(scrollViews.count - 1)
        case .touches where fix != .recognizersNotTouches:
          handling = .touches
        case .slider:
          handling = .slider
        case .pan, .touches, .swipeRow, .webView:
          var kind = RecognizerKind.pan
          var hysteresis = parameters.panHysteresis
          var simultaneous = false
          if case .webView = view.kind {
            // WebKit's back swipe: `_UINavigationInteractiveTransitionBase`'s edge recogniser
            // on the web view, from the back edge (ViewGestureControllerIOS.mm).
            kind = .screenEdge(.backEdge(for: device.layoutDirection))
            hysteresis = parameters.edgeHysteresis
          }
          if case .pan(let recognizesSimultaneously) = view.kind { simultaneous = recognizesSimultaneously }
          // Compose Multiplatform up to 1.11: its pans run beside the back recognisers.
          if case .pan = view.kind, fix == .appPansBesideBackGestures { simultaneous = true }
          var recognizer = RuntimeRecognizer(
            kind: kind, depth: depth, host: .topScreen,
            role: .appView(appViews.count), target: nil, asksShouldBegin: true, scrollPolicy: .exclusive, hysteresis: hysteresis)
          recognizer.recognizesSimultaneously = simultaneous
          appendRecognizer(recognizer, id: RecognizerID("\(view.kind.recognizerPrefix):\(view.id)"))
          handling = .recognizer(recognizers.count - 1)
        }
        appViews.append(AppViewModel(spec: view, screen: screenIndex, handling: handling))
      }
    }
  }

  /// Pages of content a `UIPageViewController`'s scroll view holds: the shown page and one on
  /// each side (`_UIQueuingScrollView`), so it sits mid-content even on its first page.
  static var pagerContentPages: Int { 3 }

  // MARK: Hit-testing and raw touches

  /// The frontmost app view of the top screen under `location`, if any.
  func appViewUnderFinger(_ location: Point) -> Int? {
    let top = navigation.stack[navigation.stack.count - 1]
    for index in appViews.indices.reversed() where appViews[index].screen == top && appViews[index].spec.frame.contains(location) {
      return index
    }
    return nil
  }

  /// After the touch-down's recognisers are admitted: a raw-touch view gets `touchesBegan:` at
  /// once, or, while a screen-edge pan of the touch may still recognise, once it fails (that
  /// recogniser's `delaysTouchesBegan`, YES from `-[UIScreenEdgePanGestureRecognizer
  /// initWithTarget:action:]`; WebKit's back swipe sets it NO). A slider tracks only a touch
  /// on its thumb.
  mutating func appViewTouchDown(at location: Point) {
    guard let front = stroke.frontAppView else { return }
    switch appViews[front].handling {
    case .touches: break
    case .slider:
      guard case .slider(let value) = appViews[front].spec.kind,
        AppViewModel.sliderThumbHitRect(
          frame: appViews[front].spec.frame, value: value, direction: device.layoutDirection, parameters: parameters).contains(location)
      else { return }
    case .recognizer, .scrollView: return
    }
    appViews[front].travelled = 0
    if arenaHasDelayingEdgePan() {
      appViews[front].delayed = true
    } else {
      appViews[front].tracking = true
      appViews[front].trackingOrigin = location
    }
  }

  /// Whether an undecided screen-edge pan that delays touches takes part in the touch.
  func arenaHasDelayingEdgePan() -> Bool {
    for index in 0..<arena.members.count where arena.isUndecided(index) {
      let recognizer = recognizers[arena.members[index].recognizer]
      if recognizer.kind.isEdge && recognizer.appViewIndex == nil { return true }
    }
    return false
  }

  /// A member failed: a raw-touch view whose `touchesBegan:` the edge pans delayed gets it now
  /// if none of them can still recognise.
  mutating func appViewDelayEnded() {
    guard let front = stroke.frontAppView, appViews[front].delayed, stroke.fingerDown, !arenaHasDelayingEdgePan() else { return }
    appViews[front].delayed = false
    appViews[front].tracking = true
    appViews[front].trackingOrigin = stroke.location
  }

  /// The finger moved: a tracking view follows it; a view and a back transition that both
  /// move in one stroke are a conflict.
  mutating func appViewMoved() {
    guard let front = stroke.frontAppView, appViews[front].tracking else { return }
    appViews[front].travelled = stroke.location.distance(to: appViews[front].trackingOrigin)
    checkAppViewConflict(front)
  }

  /// Member `index` began. Every recogniser modelled cancels touches in its view
  /// (`cancelsTouchesInView`, YES by default and never set NO for UIKit's back recognisers:
  /// `-[UIGestureRecognizer _updateGestureForActiveEvents]` then sends `touchesCancelled:`),
  /// so a raw-touch view or a tracking slider under the finger loses the touch, unless the
  /// recogniser is a scroll view's pan (not an ancestor of a view in front of it) or the
  /// view's own.
  mutating func appViewSawBegin(of index: Int) {
    guard let front = stroke.frontAppView, appViews[front].tracking || appViews[front].delayed else { return }
    switch appViews[front].handling {
    case .touches, .slider: break
    case .recognizer, .scrollView: return
    }
    let recognizer = recognizers[arena.members[index].recognizer]
    if recognizer.scrollViewIndex != nil || recognizer.appViewIndex == front { return }
    let wasTracking = appViews[front].tracking
    appViews[front].tracking = false
    appViews[front].delayed = false
    guard wasTracking else { return }
    let (id, travel, winner) = (appViews[front].spec.id, appViews[front].travelled, id(of: recognizer))
    report(
      .appViewCut,
      "view '\(id)' got touchesCancelled after following the finger \(NumberFormatting.short(travel, 0)) pt: '\(winner)' recognised (cancelsTouchesInView)")
  }

  /// The view under the finger and a back transition both moved in this stroke.
  mutating func checkAppViewConflict(_ front: Int) {
    guard appViews[front].travelled > 0 else { return }
    applyStroke(.appViewFollowedFinger(front))
  }

  /// The callback of an app view's own recogniser.
  mutating func driveAppView(_ viewIndex: Int, state: RecognizerState, translation: Vector) {
    switch state {
    case .began:
      appViews[viewIndex].tracking = true
      appViews[viewIndex].trackingOrigin = stroke.location - translation
      appViews[viewIndex].travelled = Point.zero.distance(to: translation)
      checkAppViewConflict(viewIndex)
    case .changed:
      appViews[viewIndex].travelled = Point.zero.distance(to: translation)
      checkAppViewConflict(viewIndex)
    case .ended, .cancelled:
      appViews[viewIndex].tracking = false
    case .possible, .failed:
      break
    }
  }

  // MARK: What the views answer

  /// `-[UIView gestureRecognizerShouldBegin:]` of the view under the finger, asked of every
  /// recogniser but its own before its delegate (`-[UIGestureRecognizer _shouldBegin]` gathers
  /// the touches' views). A slider answers through its visual element,
  /// `-[_UISlideriOSVisualElement gestureRecognizerShouldBegin:]` (UIKit 26.1 and 18.2): while
  /// the slider is tracking it refuses every recogniser that is not its own; before it tracks, a
  /// touch-down on the thumb (`_shouldBeginTrackingAtPoint:`) refuses a one-finger pan whose
  /// `translationInView:` is more horizontal than vertical (`|tx| > |ty|`). iOS 26's Liquid
  /// Glass slider answers in Swift the decompile does not show (`_UISliderFluidVisualElement`):
  /// the open choice `slider-thumb` (``ModelParameters/glassSliderAnswersAsClassic``) takes it
  /// as the classic element's rule (iOS 18 has only the classic one). Returns why, or `nil`.
  func appViewRefusal(of recognizer: RuntimeRecognizer, translation: Vector) -> String? {
    appViewRefusal(of: recognizer, translation: translation, glassSliderAnswersAsClassic: parameters.glassSliderAnswersAsClassic)
  }

  /// ``appViewRefusal(of:translation:)`` under a reading of ``OpenChoice/sliderThumb``.
  func appViewRefusal(of recognizer: RuntimeRecognizer, translation: Vector, glassSliderAnswersAsClassic: Bool) -> String? {
    guard glassSliderAnswersAsClassic || device.ios != .iOS26, let front = stroke.frontAppView, appViews[front].handling == .slider
    else { return nil }
    if appViews[front].tracking {
      return "slider '\(appViews[front].spec.id)' is tracking its thumb and refuses every other recogniser (-[_UISlideriOSVisualElement gestureRecognizerShouldBegin:])"
    }
    guard appViews[front].delayed, abs(translation.x) > abs(translation.y) else { return nil }
    return "slider '\(appViews[front].spec.id)' refused a horizontal pan that started on its thumb (-[_UISlideriOSVisualElement gestureRecognizerShouldBegin:])"
  }

  /// What an app view's own recogniser's delegate answers to `gestureRecognizerShouldBegin:`.
  func appViewShouldBegin(_ viewIndex: Int, translation: Vector) -> BeginDecision {
    appViewShouldBegin(
      viewIndex, translation: translation, closedRowBeginsWithoutActions: parameters.closedRowBeginsWithoutActions,
      composeScrollableYieldsAtStart: parameters.composeScrollableYieldsAtStart)
  }

  /// ``appViewShouldBegin(_:translation:)`` under a reading of ``OpenChoice/swipeRowBegin`` and
  /// of ``OpenChoice/composePagerAtStart``.
  func appViewShouldBegin(
    _ viewIndex: Int, translation: Vector, closedRowBeginsWithoutActions: Bool, composeScrollableYieldsAtStart: Bool
  ) -> BeginDecision {
    let spec = appViews[viewIndex].spec
    switch spec.kind {
    case .pan:
      // **[choice]** Compose Multiplatform 1.12 (PR #3116): a horizontal scrollable at its start
      // keeps a backward swipe (the default) or lets the content swipe have it (the other
      // reading of ``OpenChoice/composePagerAtStart``). The scenes' Compose pagers show their
      // first page.
      if composeScrollableYieldsAtStart, installedSetup.contentSwipeConflictFix == .composeScrollablesKeepSwipe,
        device.ios.hasContentSwipe, translation.x * device.layoutDirection.backwardSign > 0
      {
        return .reject(
          "Compose scrollable '\(spec.id)' is at its start and the swipe goes back: it lets iOS 26's content swipe have it (open choice compose-pager-at-start)")
      }
      return .begin
    case .touches, .slider, .pager:
      return .begin
    case .webView(let backHistory):
      // `canSwipeInDirection`: WebKit's back swipe begins only with a page to go back to.
      return backHistory > 0 ? .begin : .reject("web view '\(spec.id)' has no page to go back to (canGoBack is NO)")
    case .swipeRow(let row):
      // `-[_UISwipeActionPanGestureRecognizer setState:]` fails a mostly vertical pan.
      if abs(translation.x) < abs(translation.y) {
        return .reject("row '\(spec.id)': the pan is more vertical than horizontal (_UISwipeActionPanGestureRecognizer)")
      }
      // **[choice]** The swipe handler begins when the row is open (the swipe moves it) or
      // the swipe reveals actions on the side it uncovers; the decompile does not show its
      // delegate (docs/model.md).
      if row.open != nil || closedRowBeginsWithoutActions { return .begin }
      let towardsTrailing = translation.x * device.layoutDirection.backwardSign > 0
      let reveals = towardsTrailing ? row.leadingActions : row.trailingActions
      if reveals { return .begin }
      return .reject("row '\(spec.id)' is closed and has no \(towardsTrailing ? "leading" : "trailing") actions for this swipe to reveal")
    }
  }

  // MARK: Who waits

  /// The failure requirements app views add: the content swipe with UIKit's delegate waits for
  /// swipe-action pans (`-[_UINavigationInteractiveTransitionBase _gestureRecognizer:shouldRequireFailureOfGestureRecognizer:]`,
  /// `[other _isGestureType:21]`), and for the screen's pans under
  /// ``GestureSetup/ContentSwipeConflictFix/waitsForAppPans``.
  func contentSwipeWaitsForAppView(_ waiter: RuntimeRecognizer, _ other: RuntimeRecognizer) -> Bool {
    guard case .systemContent = waiter.role, let viewIndex = other.appViewIndex else { return false }
    switch appViews[viewIndex].spec.kind {
    case .swipeRow: return waiter.contentSwipeDelegate == nil
    case .pan, .touches: return installedSetup.contentSwipeConflictFix == .waitsForAppPans
    case .slider, .pager, .webView: return false
    }
  }
}

extension AppViewKind {
  /// The prefix of its recogniser's id in timelines (`app-pan:map`, `swipe-row:inbox`, `web-view:page`).
  var recognizerPrefix: String {
    switch self {
    case .pan, .touches: "app-pan"
    case .swipeRow: "swipe-row"
    case .webView: "web-view"
    case .slider: "slider"
    case .pager: "pager"
    }
  }
}
