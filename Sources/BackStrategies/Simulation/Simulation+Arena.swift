import BackStrategiesSupport

/// What the simulation does with the arena's decisions (``GestureArena``): asking
/// `gestureRecognizerShouldBegin:`, beginning a member and excluding the others, failing one
/// and letting go of those that waited for it, and recording why back recognisers failed.
extension Simulation {
  /// Member `index`'s test recognised: it begins unless a running member excludes it, its
  /// delegate refuses, or it must wait for a requirement to fail (then it is held).
  mutating func tryToBegin(_ index: Int, previous: Point) {
    let recognizer = recognizers[arena.members[index].recognizer]
    if let running = arena.runningMember(
      excluding: index, isSimultaneous: { simultaneous(recognizer, recognizers[arena.members[$0].recognizer]) })
    {
      let (runner, scrollViews) = (recognizers[arena.members[running].recognizer], scrollViews)
      fail(index, "\(Self.describe(runner, among: scrollViews)) had already begun")
      return
    }
    let translation = beganTranslation(of: index, previous: previous)
    arena.members[index].origin = stroke.location - translation
    switch askShouldBegin(recognizer, translation: translation) {
    case .begin:
      break
    case .reject(let why):
      fail(index, "shouldBegin said no: \(why)")
      return
    case .rejectShowingLeaveDialog(let why):
      showLeaveDialog(over: navigation.top.id)
      fail(index, "shouldBegin said no: \(why)")
      return
    }
    if arena.holdIfWaiting(index) { return }
    begin(index, because: nil)
  }

  /// The member begins: it excludes every other one still possible that may not recognise
  /// with it, then its target hears `.began`.
  mutating func begin(_ index: Int, because reason: String?) {
    let recognizer = recognizers[arena.members[index].recognizer]
    arena.accept(index)
    if recognizer.isBackRecognizer && found.recognizedAt == nil {
      found.recognizedAt = now
      found.firstBackRecognizer = recognizer.id
    }
    if recognizer.isBackRecognizer { dispatch.lastBeganBackRecognizer = recognizer.id }
    if stroke.frontAppView != nil { appViewSawBegin(of: index) }
    var next = 0
    while let (other, why) = arena.nextExcluded(by: index, from: next) {
      next = other + 1
      let scrollViews = scrollViews
      switch why {
      case .requiredItToFail:
        // What it had to see fail recognised instead (`requireGestureRecognizerToFail:`).
        fail(other, "\(Self.describe(recognizer, among: scrollViews)), which it had to see fail, began")
      case .unlessSimultaneous:
        let otherRecognizer = recognizers[arena.members[other].recognizer]
        if simultaneous(recognizer, otherRecognizer) { continue }
        let deeper = arena.members[index].depth > arena.members[other].depth
        fail(
          other,
          reason
            ?? "\(Self.describe(recognizer, among: scrollViews)) began first (\(Self.whyFirst(recognizer, over: otherRecognizer, deeper: deeper)))")
      }
    }
    notify(index, .began)
  }

  /// Whether `a` and `b` may recognise at the same time (``GestureArena/mayRecognizeTogether(_:_:)``).
  func simultaneous(_ a: RuntimeRecognizer, _ b: RuntimeRecognizer) -> Bool {
    switch GestureArena.mayRecognizeTogether(a.pairing, b.pairing) {
    case .yes: return true
    case .no: return false
    case .whileAtLeadingEdge(let index):
      return scrollViews[index].canScroll(horizontal: true) && scrollViews[index].isAtLeadingEnd(for: device.layoutDirection, at: now)
    }
  }

  /// Why `winner` began before `loser`.
  static func whyFirst(_ winner: RuntimeRecognizer, over loser: RuntimeRecognizer, deeper: Bool) -> String {
    if winner.kind.isEdge != loser.kind.isEdge || winner.hysteresis != loser.hysteresis {
      return "it passed its \(NumberFormatting.short(winner.hysteresis)) pt threshold before this one passed its \(NumberFormatting.short(loser.hysteresis)) pt"
    }
    if deeper { return "both passed their threshold on the same move and the deeper view goes first" }
    return "it passed its threshold first"
  }

  /// Member `index` fails. A member held only by it begins now, from translation zero
  /// (`_willBeginAfterSatisfyingFailureRequirements`), unless a running one excludes it; after
  /// the lift it hears only the end. `why` is worded only when read (``noteFailure(_:_:)``):
  /// never for a scroll view's failure or a later refusal, and for the kept one only if a
  /// report reads the run's reason. It must capture copies, not the simulation.
  mutating func fail(_ index: Int, _ why: @escaping @autoclosure @Sendable () -> String) {
    if recognizers[arena.members[index].recognizer].scrollViewIndex != nil, waitsForContentSwipe(index), arena.hasRunningMember {
      found.scrollViewYieldedToContentSwipe = true
    }
    arena.reject(index)
    if stroke.frontAppView != nil { appViewDelayEnded() }
    let recognizer = recognizers[arena.members[index].recognizer]
    if recognizer.isBackRecognizer {
      noteFailure(recognizer, why())
    } else if recognizer.appViewIndex != nil, options.recordEvents {
      log(.failed(recognizer.id, reason: why()))
    }
    var next = 0
    while let (other, release) = arena.nextReleased(byFailureOf: index, from: next, fingerDown: stroke.fingerDown) {
      next = other + 1
      arena.members[other].origin = stroke.location
      switch release {
      case .beginsUnlessExcluded:
        let released = recognizers[arena.members[other].recognizer]
        if let running = arena.runningMember(
          excluding: other, isSimultaneous: { simultaneous(released, recognizers[arena.members[$0].recognizer]) })
        {
          let (runner, scrollViews) = (recognizers[arena.members[running].recognizer], scrollViews)
          fail(other, "\(Self.describe(runner, among: scrollViews)) had already begun")
        } else {
          begin(other, because: nil)
        }
      case .hearsOnlyTheEnd:
        arena.finish(other, in: stroke.liftState)
        notify(other, stroke.liftState)
      }
    }
  }

  /// Whether member `index` waits for iOS 26's content swipe to fail.
  // A loop, not a closure: docs/performance.md#why-the-code-is-shaped-this-way.
  func waitsForContentSwipe(_ index: Int) -> Bool {
    for required in arena.members[index].requirements where recognizers[arena.members[required].recognizer].role == .systemContent {
      return true
    }
    return false
  }

  /// How a refusal names `recognizer`: a scroll view by its id, anything else by its own.
  /// Static, so that a reason worded lazily (``fail(_:_:)``) captures copies, not the simulation.
  static func describe(_ recognizer: RuntimeRecognizer, among scrollViews: [ScrollViewModel]) -> String {
    if let scrollIndex = recognizer.scrollViewIndex { return "scroll view '\(scrollViews[scrollIndex].spec.id)'" }
    return "'\(recognizer.id)'"
  }

  /// Records a back recogniser's failure: the first one is the run's reason when nothing else
  /// explains it (the content swipe's only when no other back recogniser failed).
  /// `why` is worded only when read: at once for a recorded event, and for the kept refusal
  /// (the first of its kind) only if it becomes the run's reason and somebody reads it, which a
  /// corpus never does.
  mutating func noteFailure(_ recognizer: RuntimeRecognizer, _ why: @escaping @autoclosure @Sendable () -> String) {
    // iOS 26's content swipe sits beside every technique: its refusal explains a run only when
    // no other back recogniser's does.
    let isContentSwipe = if case .systemContent = recognizer.role { true } else { false }
    let keepsIt = isContentSwipe ? found.contentSwipeRefusal == nil : found.firstRefusal == nil
    guard keepsIt || options.recordEvents else { return }
    let id = recognizer.id
    let refusal: Explanation
    if options.recordEvents {
      let text = why()
      log(.failed(id, reason: text))
      refusal = Explanation(text: "\(id): \(text)")
    } else {
      refusal = Explanation { "\(id): \(why())" }
    }
    guard keepsIt else { return }
    if isContentSwipe { found.contentSwipeRefusal = refusal } else { found.firstRefusal = refusal }
  }

  mutating func askShouldBegin(_ recognizer: RuntimeRecognizer, translation: Vector) -> BeginDecision {
    let query = BeginQuery(
      recognizer: recognizer.id, location: stroke.location, translation: translation, velocity: currentVelocity(), touchDown: stroke.start)
    let decision: BeginDecision
    let party: RunEvent.Party
    if stroke.frontAppView != nil, recognizer.appViewIndex == nil {
      let why = appViewRefusal(of: recognizer, translation: translation)
      if let alternatives, !found.openChoicesInPlay.contains(.sliderThumb),
        alternatives.glassSliderAnswersAsClassic.contains(where: {
          (appViewRefusal(of: recognizer, translation: translation, glassSliderAnswersAsClassic: $0) == nil) != (why == nil)
        })
      {
        found.openChoicesInPlay.insert(.sliderThumb)
      }
      if let why { return .reject(why) }
    }
    switch recognizer.role {
    case .appView(let viewIndex):
      party = .app
      decision = appViewShouldBegin(viewIndex, translation: translation)
      if let alternatives, !found.openChoicesInPlay.contains(.swipeRowBegin),
        alternatives.closedRowBeginsWithoutActions.contains(where: {
          appViewShouldBegin(
            viewIndex, translation: translation, closedRowBeginsWithoutActions: $0,
            composeScrollableYieldsAtStart: parameters.composeScrollableYieldsAtStart
          ).begins != decision.begins
        })
      {
        found.openChoicesInPlay.insert(.swipeRowBegin)
      }
      if let alternatives, !found.openChoicesInPlay.contains(.composePagerAtStart),
        alternatives.composeScrollableYieldsAtStart.contains(where: {
          appViewShouldBegin(
            viewIndex, translation: translation, closedRowBeginsWithoutActions: parameters.closedRowBeginsWithoutActions,
            composeScrollableYieldsAtStart: $0
          ).begins != decision.begins
        })
      {
        found.openChoicesInPlay.insert(.composePagerAtStart)
      }
    case .scrollView(let scrollIndex):
      guard let why = pagerYields(scrollIndex) ?? carouselYields(scrollIndex, translation: translation) else { return .begin }
      return .reject(why)
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
}

extension Simulation {
  /// react-native-pager-view's rule for react-native-screens' `RNSPanGestureRecognizer`
  /// (``RecognizerSpec/pagersYieldGoingBack``): a pager (``ScrollViewSpec/pagerPage``) on page 0
  /// switches its own pan off when that recogniser takes part in the touch (an arena member that
  /// has not failed) and the finger's velocity (`velocityInView:`) points back, so its pan does
  /// not begin. Source: react-native-pager-view's `shouldRecognizeSimultaneouslyWithGestureRecognizer:`
  /// (`currentIndex == 0 && isBackGesture` turns `scrollView.panGestureRecognizer.enabled` off,
  /// PR #705), moved into `gestureRecognizerShouldBegin:` by the patch in
  /// react-native-pager-view#1050. Returns why it refuses, or `nil`.
  mutating func pagerYields(_ scrollIndex: Int) -> String? {
    let spec = scrollViews[scrollIndex].spec
    if installedSetup.contentSwipeConflictFix == .pagersYieldAtStart, (scrollViews[scrollIndex].pageViewControllerPage ?? spec.pagerPage) == 0,
      let why = pageViewControllerYields(scrollIndex)
    {
      return why
    }
    guard spec.pagerPage == 0 else { return nil }
    let yieldsTo = arena.members.indices.first { index in
      recognizers[arena.members[index].recognizer].pagersYieldGoingBack && arena.members[index].state != .failed
    }
    guard let yieldsTo else { return nil }
    let velocity = currentVelocity()
    let back = velocity.x * device.layoutDirection.backwardSign
    guard back > 0 else { return nil }
    let id = recognizers[arena.members[yieldsTo].recognizer].id
    return
      "pager '\(spec.id)' is on page 0 and the velocity points back (vx \(NumberFormatting.short(velocity.x, 0)) pt/s): it switches its pan off for \(id) (react-native-pager-view)"
  }
}

extension Simulation {
  /// Bluesky's rule (social-app #9659, a patch of react-native-pager-view), asked as
  /// react-native-pager-view#1050 asks it, when the pager's pan would begin
  /// (`gestureRecognizerShouldBegin:`; ``GestureSetup/ContentSwipeConflictFix/pagersYieldAtStart``):
  /// a `UIPageViewController` on its first page refuses its scroll view's pan when the
  /// finger's velocity points back and the content swipe takes part in the touch, so the
  /// content swipe gets it. The refusal holds for this touch; the next one asks again (the pan
  /// is re-enabled once the content swipe failed or ended). Returns why it refuses, or `nil`.
  mutating func pageViewControllerYields(_ scrollIndex: Int) -> String? {
    let live = arena.members.indices.contains { index in
      recognizers[arena.members[index].recognizer].role == .systemContent && arena.members[index].state != .failed
    }
    guard live else { return nil }
    let velocity = currentVelocity()
    guard velocity.x * device.layoutDirection.backwardSign > 0 else { return nil }
    return
      "pager '\(scrollViews[scrollIndex].spec.id)' is on its first page and the velocity points back (vx \(NumberFormatting.short(velocity.x, 0)) pt/s): it switches its pan off for the content swipe (social-app#9659)"
  }
}

extension Simulation {
  /// The carousel's rule (``GestureSetup/ContentSwipeConflictFix/carouselsYieldAtStart``): a
  /// horizontal scroll view at its leading edge refuses to begin its pan when the drag points
  /// back (`translation` towards back: rightward, leftward right to left), on a release with
  /// the content swipe, so the content swipe takes the drag. A `UIPageViewController`'s scroll
  /// view never is at its leading edge (it sits mid-content on every page). Returns why it
  /// refuses, or `nil`.
  func carouselYields(_ scrollIndex: Int, translation: Vector) -> String? {
    guard installedSetup.contentSwipeConflictFix == .carouselsYieldAtStart else { return nil }
    let scrollView = scrollViews[scrollIndex]
    guard scrollView.spec.scrollsHorizontally, recognizers.contains(where: { $0.role == .systemContent }),
      scrollView.isAtLeadingEnd(for: device.layoutDirection, at: now),
      translation.x * device.layoutDirection.backwardSign > 0
    else { return nil }
    return
      "scroll view '\(scrollView.spec.id)' is at its leading edge and the drag points back (tx \(NumberFormatting.short(translation.x, 0)) pt): it refuses to begin, leaving the drag to the content swipe (carousel-yields-at-start)"
  }
}
