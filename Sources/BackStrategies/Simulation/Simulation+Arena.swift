import BackStrategiesSupport

/// What the simulation does with the arena's effects (``GestureArena/apply(_:)``): asking
/// `gestureRecognizerShouldBegin:`, answering whether two members may recognise together and
/// which running member excludes a newcomer, sending the callbacks, and recording why back
/// recognisers failed.
extension Simulation {
  /// Member `index`'s test recognised: it begins unless a running member excludes it, its
  /// delegate refuses, or it must wait for a requirement to fail (then it is held).
  mutating func tryToBegin(_ index: Int, previous: Point) {
    if let running = runningMember(excluding: index) {
      perform(arena.apply(.reject(index, .runningMemberHadBegun(running: running))))
      return
    }
    let recognizer = recognizers[arena.members[index].recognizer]
    let translation = beganTranslation(of: index, previous: previous)
    _ = arena.apply(.measure(index, from: stroke.location - translation))
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
    perform(arena.apply(.accept(index, caughtContent: false)))
  }

  /// The first running member that may not recognise with member `index`, if any.
  // The recognisers are looked up only for a running member: most calls find none, and
  // copying a recogniser retains each of its fields.
  func runningMember(excluding index: Int) -> Int? {
    arena.runningMember(excluding: index, isSimultaneous: { simultaneous(arena.members[index].recognizer, arena.members[$0].recognizer) })
  }

  /// Member `index` fails for a rule of the simulation's. `why` is worded only when read
  /// (``noteFailure(_:_:)``): never for a scroll view's failure or a later refusal, and for the
  /// kept one only if a report reads the run's reason. It must capture copies, not the simulation.
  mutating func fail(_ index: Int, _ why: @escaping @autoclosure @Sendable () -> String) {
    perform(arena.apply(.reject(index, .rejected)), rejection: why)
  }

  /// Acts on the arena's effects in order. A decision that needs the simulation's answer
  /// (an exclusion, a release) is answered at once, and the effects of that answer are acted on
  /// before the next effect: a released member's `.began` reaches its target, which may move a
  /// scroll view, before the next exclusion is weighed. `rejection` words a failure the
  /// simulation asked for (``ArenaEffect/Cause/rejected``).
  mutating func perform(_ effects: ArenaEffects, rejection: (@Sendable () -> String)? = nil) {
    for effect in effects {
      switch effect {
      case .recognized:
        // Only a test recognises, and ``arbitrate(previous:)`` collects those itself.
        break
      case .began(let index):
        recordBeginning(of: index)
      case .mayExclude(let index, let cause):
        // What it had to see fail recognised instead (`requireGestureRecognizerToFail:`): it
        // fails, simultaneous or not.
        var together = false
        if cause.yieldsToSimultaneous, let winner = cause.winner {
          together = simultaneous(arena.members[winner].recognizer, arena.members[index].recognizer)
        }
        perform(arena.apply(.exclude(index, cause, simultaneous: together)))
      case .sendBegan(let index):
        notify(index, .began)
      case .failed(let index, let cause):
        recordFailure(of: index, cause, rejection: rejection)
      case .mayRelease(let index, let failed):
        let lifted: RecognizerState? = stroke.fingerDown ? nil : stroke.liftState
        let excludedBy = lifted == nil ? runningMember(excluding: index) : nil
        perform(arena.apply(.release(index, byFailureOf: failed, location: stroke.location, lifted: lifted, excludedBy: excludedBy)))
      case .heardOnlyTheEnd(let index, let state):
        notify(index, state)
      }
    }
  }

  /// Member `index` began: a back recogniser recognised, and a view under the finger loses
  /// its touches (``appViewSawBegin(of:)``).
  mutating func recordBeginning(of index: Int) {
    let recognizer = recognizers[arena.members[index].recognizer]
    if recognizer.isBackRecognizer && found.recognizedAt == nil {
      found.recognizedAt = now
      found.firstBackRecognizer = id(of: recognizer)
    }
    if recognizer.isBackRecognizer { dispatch.lastBeganBackRecognizer = id(of: recognizer) }
    if stroke.frontAppView != nil { appViewSawBegin(of: index) }
  }

  /// Member `index` failed for `cause`: a scroll view that yielded to the content swipe, a view
  /// whose touches the edge pans delayed, and a back recogniser's (or an app view's, in the
  /// event log) reason, worded only when read.
  mutating func recordFailure(of index: Int, _ cause: ArenaEffect.Cause, rejection: (@Sendable () -> String)?) {
    let recognizer = recognizers[arena.members[index].recognizer]
    // Whether a member ran is the same before and after its failure: only a possible member fails.
    if recognizer.scrollViewIndex != nil, waitsForContentSwipe(index), arena.hasRunningMember {
      found.scrollViewYieldedToContentSwipe = true
    }
    if stroke.frontAppView != nil { appViewDelayEnded() }
    if recognizer.isBackRecognizer {
      guard notesFailure(of: recognizer) else { return }
      let why = words(for: cause, failing: index, rejection: rejection)
      noteFailure(recognizer, words: why)
    } else if recognizer.appViewIndex != nil, recordsEvents {
      let why = words(for: cause, failing: index, rejection: rejection)
      let recognizerID = id(of: recognizer)
      log(.failed(recognizerID, reason: why()))
    }
  }

  /// The words of `cause`, the failure of member `index`, written when called; `rejection`
  /// words one the simulation asked for. They capture copies, not the simulation.
  func words(for cause: ArenaEffect.Cause, failing index: Int, rejection: (@Sendable () -> String)?) -> @Sendable () -> String {
    let scrollViews = scrollViews
    switch cause {
    case .rejected:
      return rejection ?? { "" }
    case .testFailed:
      return arena.members[index].refusal ?? { "" }
    case .runningMemberHadBegun(let running):
      let runner = recognizers[arena.members[running].recognizer]
      let runnerID = id(of: runner)
      return { "\(Self.describe(runner, id: runnerID, among: scrollViews)) had already begun" }
    case .requiredWinnerToFail(let winner):
      // What it had to see fail recognised instead (`requireGestureRecognizerToFail:`).
      let recognizer = recognizers[arena.members[winner].recognizer]
      let winnerID = id(of: recognizer)
      return { "\(Self.describe(recognizer, id: winnerID, among: scrollViews)), which it had to see fail, began" }
    case .beganFirst(let winner, let deeper):
      let recognizer = recognizers[arena.members[winner].recognizer]
      let loser = recognizers[arena.members[index].recognizer]
      let winnerID = id(of: recognizer)
      return { "\(Self.describe(recognizer, id: winnerID, among: scrollViews)) began first (\(Self.whyFirst(recognizer, over: loser, deeper: deeper)))" }
    case .caughtTheTouch(let winner):
      let id = recognizers[arena.members[winner].recognizer].scrollViewIndex.map { scrollViews[$0].spec.id } ?? ""
      return { "scroll view '\(id)' caught the touch while its content was still moving" }
    }
  }

  /// Whether recognisers `a` and `b` (indices into ``recognizers``) may recognise at the same
  /// time (``GestureArena/mayRecognizeTogether(_:_:)``).
  func simultaneous(_ a: Int, _ b: Int) -> Bool {
    switch GestureArena.mayRecognizeTogether(recognizers[a].pairing, recognizers[b].pairing) {
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
  static func describe(_ recognizer: RuntimeRecognizer, id: RecognizerID, among scrollViews: [ScrollViewModel]) -> String {
    if let scrollIndex = recognizer.scrollViewIndex { return "scroll view '\(scrollViews[scrollIndex].spec.id)'" }
    return "'\(id)'"
  }

  /// Whether ``noteFailure(_:_:)`` keeps or logs a failure of `recognizer` now: its refusal is
  /// the run's first (iOS 26's content swipe's, its first of its own), or the run records its
  /// events. Asked before the failure's words are made: each is a closure, an allocation, and
  /// most failures of a run are neither kept nor logged.
  func notesFailure(of recognizer: RuntimeRecognizer) -> Bool {
    guard !recordsEvents else { return true }
    if case .systemContent = recognizer.role { return found.contentSwipeRefusal == nil }
    return found.firstRefusal == nil
  }

  /// Records a back recogniser's failure: the first one is the run's reason when nothing else
  /// explains it (the content swipe's only when no other back recogniser failed).
  /// `why` is worded only when read: at once for a recorded event, and for the kept refusal
  /// (the first of its kind) only if it becomes the run's reason and somebody reads it, which a
  /// corpus never does.
  mutating func noteFailure(_ recognizer: RuntimeRecognizer, _ why: @escaping @autoclosure @Sendable () -> String) {
    noteFailure(recognizer, words: why)
  }

  /// ``noteFailure(_:_:)`` with words already made, which are kept as they are (an autoclosure
  /// around a call of them would be one more closure to allocate).
  mutating func noteFailure(_ recognizer: RuntimeRecognizer, words why: @escaping @Sendable () -> String) {
    // iOS 26's content swipe sits beside every technique: its refusal explains a run only when
    // no other back recogniser's does.
    let isContentSwipe = if case .systemContent = recognizer.role { true } else { false }
    guard notesFailure(of: recognizer) else { return }
    let keepsIt = isContentSwipe ? found.contentSwipeRefusal == nil : found.firstRefusal == nil
    let recognizerID = id(of: recognizer)
    let refusal: RecognizerRefusal
    if recordsEvents {
      let text = why()
      log(.failed(recognizerID, reason: text))
      refusal = RecognizerRefusal(recognizer: recognizerID, why: { text })
    } else {
      refusal = RecognizerRefusal(recognizer: recognizerID, why: why)
    }
    guard keepsIt else { return }
    if isContentSwipe { found.contentSwipeRefusal = refusal } else { found.firstRefusal = refusal }
  }

  mutating func askShouldBegin(_ recognizer: RuntimeRecognizer, translation: Vector) -> BeginDecision {
    let query = BeginQuery(
      recognizer: id(of: recognizer), location: stroke.location, translation: translation, velocity: currentVelocity(), touchDown: stroke.start)
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
    let id = recognizerIDs[arena.members[yieldsTo].recognizer]
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
