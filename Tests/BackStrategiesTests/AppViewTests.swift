import Testing
import BackStrategiesTestSupport
@testable import BackStrategies

/// The app's own views against UIKit's back recognisers (docs/model.md, "The app's views"), each
/// rule with the UIKit method or the fix's source it comes from.
@Suite("App views against the back swipes")
struct AppViewTests: IOSVersionRuns {
  static func hazards(_ result: RunResult) -> [Hazard] { result.distinctHazards }

  static func failure(_ result: RunResult, _ id: RecognizerID) -> String? {
    (result.events ?? []).compactMap { event -> String? in
      if case .failed(let recognizer, let why) = event.kind, recognizer == id { return why }
      return nil
    }.first
  }

  /// `scene` with a rightward flick from (x0, y) to (x1, y) in 0.3 s, lifted at speed (a back
  /// swipe that pops whenever a back recogniser drives it).
  static func drag(_ scene: SceneSpec, from x0: Double, to x1: Double, y: Double = 420, intent: Intent = .noNavigation) -> Trace {
    var touches = StrokeBuilder()
    touches.flick(from: Point(x: x0, y: y), to: Point(x: x1, y: y + 6), duration: 0.3)
    return Trace(name: "drag", intent: intent, scene: scene, touches: touches.samples)
  }

  static func screen(_ views: [AppViewSpec], scrollViews: [ScrollViewSpec] = []) -> SceneSpec {
    SceneSpec(stack: [ScreenSpec(id: "home"), ScreenSpec(id: "top", scrollViews: scrollViews, views: views)])
  }

  static let fullFrame = Rect(x: 0, y: 100, width: 390, height: 744)

  // MARK: Pans

  @Test("-[UIGestureRecognizer _isExcludedByExcludable:]: a map's pan begins 10 pt in and fails the content swipe (30 pt)")
  func panExcludesContentSwipe() throws {
    let result = try Self.run("system-edge:shipped", Scenarios.mapDrag, .iOS26, events: true)
    #expect(result.outcome == .unchanged)
    #expect(Self.failure(result, .systemContentPan)?.contains("'app-pan:map' began first") == true)
    #expect(Self.hazards(result).isEmpty)
  }

  @Test("a pan that recognises simultaneously excludes nothing: the content swipe moves the page beside the map (app-view-cut)")
  func simultaneousPanConflicts() throws {
    let result = try Self.run("system-edge:shipped", Scenarios.sdkMapDrag, .iOS26)
    #expect(result.transitions.contains { $0.drivenBy?.recognizer == .systemContentPan })
    #expect(Self.hazards(result).contains(.appViewCut))
  }

  @Test("UIKit docs (interactiveContentPopGestureRecognizer, 'set up failure requirements'): waits-for-app-pan keeps the page still; the waiter fails when its requirement recognises")
  func waitsForAppPan() throws {
    let result = try Self.run("system-edge:waits-for-app-pan", Scenarios.sdkMapDrag, .iOS26, events: true)
    #expect(result.outcome == .unchanged)
    #expect(result.transitions.isEmpty)
    #expect(Self.failure(result, .systemContentPan)?.contains("which it had to see fail, began") == true)
  }

  @Test("from the edge strip the edge pan makes the map's pan wait (_needsDynamicDependentRequirementForGestureRecognizer:): an edge swipe over a map pops")
  func edgeSwipeOverMapPops() throws {
    let trace = Self.drag(Self.screen([Scenarios.map(.pan(recognizesSimultaneously: false))]), from: 5, to: 300, intent: .back)
    for ios in IOSVersion.allCases {
      #expect(try Self.run("system-edge:shipped", trace, ios).outcome == .pop, "iOS \(ios.number)")
    }
  }

  // MARK: Raw touches

  @Test("cancelsTouchesInView (-[UIGestureRecognizer _updateGestureForActiveEvents]): raw touches are cancelled when the content swipe recognises")
  func rawTouchesCancelled() throws {
    let result = try Self.run("system-edge:shipped", Scenarios.rawTouchMapDrag, .iOS26)
    #expect(result.transitions.contains { $0.drivenBy?.recognizer == .systemContentPan })
    let cut = try #require(result.hazards.first { $0.hazard == .appViewCut })
    #expect(cut.detail.contains("touchesCancelled"))
    // iOS 18 has no content swipe: the map keeps its drag.
    let old = try Self.run("system-edge:shipped", Scenarios.rawTouchMapDrag, .iOS18)
    #expect(old.transitions.isEmpty && old.hazards.isEmpty)
  }

  @Test(
    "maps-core#879 and mobile-air#481: a recogniser instead of raw touches, or the content swipe off, keeps the drag on iOS 26",
    arguments: ["system-edge:recogniser-not-touches", "system-edge:content-swipe-off"])
  func rawTouchFixes(label: String) throws {
    for trace in [Scenarios.rawTouchMapDrag, Scenarios.swipeToReply, Scenarios.videoScrub] {
      let result = try Self.run(label, trace, .iOS26)
      #expect(result.transitions.isEmpty, "\(label) on \(trace.name)")
      #expect(result.hazards.isEmpty, "\(label) on \(trace.name)")
    }
  }

  @Test("content-swipe-off costs reach: a mid-screen back swipe on a screen with a map no longer pops; the edge swipe still does")
  func contentSwipeOffCostsReach() throws {
    let scene = Self.screen([AppViewSpec(id: "map", frame: Rect(x: 0, y: 500, width: 390, height: 344), kind: .touches)])
    let midScreen = Self.drag(scene, from: 120, to: 380, y: 300, intent: .back)
    #expect(try Self.run("system-edge:shipped", midScreen, .iOS26).outcome == .pop)
    #expect(try Self.run("system-edge:content-swipe-off", midScreen, .iOS26).outcome == .unchanged)
    let edge = Self.drag(scene, from: 5, to: 300, y: 300, intent: .back)
    #expect(try Self.run("system-edge:content-swipe-off", edge, .iOS26).outcome == .pop)
  }

  @Test("delaysTouchesBegan (-[UIScreenEdgePanGestureRecognizer initWithTarget:action:]): a raw-touch view under the edge strip gets no touches while the edge pan may recognise, so it is never cut")
  func edgeDelaysTouches() throws {
    let trace = Self.drag(Self.screen([Scenarios.map(.touches)]), from: 5, to: 300, intent: .back)
    let result = try Self.run("system-edge:shipped", trace, .iOS26)
    #expect(result.outcome == .pop)
    #expect(!Self.hazards(result).contains(.appViewCut))
  }

  // MARK: Sliders

  @Test("-[_UISlideriOSVisualElement gestureRecognizerShouldBegin:]: a slider tracking its thumb refuses every other recogniser, so slider-drag never pops")
  func sliderRefuses() throws {
    let result = try Self.run("system-edge:shipped", Scenarios.sliderDrag, .iOS26, events: true)
    #expect(result.outcome == .unchanged)
    #expect(Self.failure(result, .systemContentPan)?.contains("slider 'volume' is tracking its thumb") == true)
    #expect(result.hazards.isEmpty)
  }

  @Test(
    "-[_UISlideriOSVisualElement gestureRecognizerShouldBegin:] returns NO while the slider tracks, whatever the asking pan's translation: a fast drag straight right from the thumb does not pop",
    arguments: [0.1, 0.5, 0.9])
  func trackingSliderRefusesWhateverTheTranslation(value: Double) throws {
    let slider = AppViewSpec(id: "volume", frame: Rect(x: 20, y: 400, width: 350, height: 40), kind: .slider(value: value))
    let thumb = AppViewModel.sliderThumbHitRect(frame: slider.frame, value: value, direction: .leftToRight, parameters: .uikit26)
    let x0 = thumb.x + thumb.width / 2
    let trace = Self.drag(Self.screen([slider]), from: x0, to: min(x0 + 150, 389), y: 420)
    for ios in IOSVersion.allCases {
      let result = try Self.run("system-edge:shipped", trace, ios)
      #expect(result.outcome == .unchanged, "value \(value) on \(ios)")
      #expect(result.hazards.isEmpty, "value \(value) on \(ios)")
    }
  }

  @Test("-[_UISlideriOSVisualElement gestureRecognizerShouldBegin:] before tracking: a thumb in the edge strip delays its touches behind the edge pan, and refuses that pan when it moves sideways")
  func thumbInTheEdgeStripRefusesTheEdgePan() throws {
    let slider = AppViewSpec(id: "volume", frame: Rect(x: 0, y: 400, width: 350, height: 40), kind: .slider(value: 0))
    let trace = Self.drag(Self.screen([slider]), from: 8, to: 300, y: 420)
    for ios in IOSVersion.allCases {
      let result = try Self.run("system-edge:shipped", trace, ios, events: true)
      #expect(result.outcome == .unchanged, "\(ios)")
      #expect(Self.failure(result, .systemEdgePan)?.contains("refused a horizontal pan that started on its thumb") == true, "\(ios)")
    }
  }

  @Test("slider-thumb is an iOS 26 question (the glass slider's answer is Swift the decompile does not show); iOS 18 has only the classic slider, whatever the parameter says")
  func sliderThumbIsAskedOnIOS26Only() throws {
    var trace = Scenarios.sliderDrag
    trace.scene.device.ios = .iOS18
    #expect(!OpenChoice.sliderThumb.isAsked(on: trace))
    #expect(OpenChoice.sliderThumb.otherReading(of: .uikit26, on: .iOS18, screenWidth: 390) == nil)
    let classicOn18 = try #require(
      Simulator.run(SystemEdgeStrategy.self, on: Self.drag(Self.screen([Scenarios.volumeSlider]), from: 131, to: 300, y: 620),
        options: RunOptions(parameters: .uikit26SliderTracksOnly, ios: .iOS18)))
    #expect(classicOn18.outcome == .unchanged)
    trace.scene.device.ios = .iOS26
    #expect(OpenChoice.sliderThumb.isAsked(on: trace))
    let glass = try #require(Simulator.run(SystemEdgeStrategy.self, on: trace, options: RunOptions(parameters: .uikit26SliderTracksOnly, ios: .iOS26)))
    // The content swipe takes the drag 30 pt in and cuts the slider's tracking.
    #expect(glass.outcome != .unchanged)
    #expect(glass.distinctHazards.contains(.appViewCut))
  }

  @Test("off the thumb the slider does not track and refuses nothing: the content swipe pops")
  func sliderOffThumb() throws {
    let trace = Self.drag(Self.screen([Scenarios.volumeSlider]), from: 250, to: 385, y: 620, intent: .back)
    #expect(try Self.run("system-edge:shipped", trace, .iOS26).outcome == .pop)
  }

  // MARK: Swipe rows

  static func row(_ row: AppViewKind.SwipeRow) -> SceneSpec {
    screen([AppViewSpec(id: "row", frame: Rect(x: 0, y: 300, width: 390, height: 80), kind: .swipeRow(row))])
  }

  @Test("_gestureRecognizer:shouldRequireFailureOfGestureRecognizer: (type 21): the content swipe waits for an open row's swipe, which closes it")
  func openRowCloses() throws {
    let result = try Self.run("system-edge:shipped", Scenarios.swipeRowClose, .iOS26, events: true)
    #expect(result.outcome == .unchanged)
    #expect(result.hazards.isEmpty)
  }

  @Test(
    "a closed row's swipe pan begins only where the swipe uncovers actions; otherwise it fails and the content swipe goes back",
    arguments: [(false, Outcome.pop), (true, Outcome.unchanged)])
  func closedRow(leadingActions: Bool, expected: Outcome) throws {
    let trace = Self.drag(Self.row(.init(leadingActions: leadingActions, trailingActions: true)), from: 150, to: 380, y: 340)
    #expect(try Self.run("system-edge:shipped", trace, .iOS26).outcome == expected)
  }

  @Test("an app that takes over the content swipe's delegate loses the type-21 wait: leading-edge-rule's content swipe does not wait for the row")
  func appDelegateLosesRowWait() throws {
    let trace = Self.drag(Self.row(.init(trailingActions: true, open: .trailing)), from: 150, to: 380, y: 340)
    let result = try Self.run("system-edge:leading-edge-rule", trace, .iOS26, events: true)
    // The row's pan still begins first (10 pt) and excludes it; only the requirement is gone.
    #expect(result.outcome == .unchanged)
    #expect(Self.failure(result, .systemContentPan)?.contains("'swipe-row:row' began first") == true)
  }

  // MARK: Web views

  @Test("WebKit ViewGestureControllerIOS: an edge swipe on a web view with history goes back in the web view, on both releases")
  func webBack() throws {
    for ios in IOSVersion.allCases {
      let result = try Self.run("system-edge:shipped", Scenarios.webViewHistorySwipe, ios, events: true)
      #expect(result.outcome == .unchanged, "iOS \(ios.number)")
      #expect(Self.failure(result, .systemEdgePan)?.contains("'web-view:page' began first") == true, "iOS \(ios.number)")
    }
  }

  @Test("canSwipeInDirection: without history the web view's swipe never begins, and the screen pops")
  func webWithoutHistory() throws {
    var trace = Scenarios.webViewHistorySwipe
    trace.scene.stack[1].views[0].kind = .webView(backHistory: 0)
    let result = try Self.run("system-edge:shipped", trace, .iOS26, events: true)
    #expect(result.outcome == .pop)
    #expect(result.transitions.first?.drivenBy?.recognizer == .systemEdgePan)
  }

  // MARK: Pagers and horizontal scroll views

  @Test("a UIPageViewController sits mid-content: on its first page its pan takes a back swipe (no pop), a later page scrolls back, a leftward swipe turns the page")
  func pagers() throws {
    var firstPage = Scenarios.pagerSecondPageSwipe
    firstPage.scene.stack[1].views[0].kind = .pager(pages: 3, page: 0)
    #expect(try Self.run("system-edge:shipped", firstPage, .iOS26).outcome == .unchanged)
    for trace in [Scenarios.pagerSecondPageSwipe, Scenarios.pagerFirstPageLeftward] {
      let result = try Self.run("system-edge:shipped", trace, .iOS26)
      #expect(result.outcome == .unchanged && result.metrics.scrolled > 0, "\(trace.name)")
    }
  }

  @Test("social-app#9659: pager-yields-at-start pops from a pager's first page, and only there")
  func pagerYields() throws {
    var firstPage = Scenarios.pagerSecondPageSwipe
    firstPage.scene.stack[1].views[0].kind = .pager(pages: 3, page: 0)
    #expect(try Self.run("system-edge:pager-yields-at-start", firstPage, .iOS26).outcome == .pop)
    #expect(try Self.run("system-edge:pager-yields-at-start", Scenarios.pagerFirstPageSwipe, .iOS26).outcome == .pop)
    #expect(try Self.run("system-edge:pager-yields-at-start", Scenarios.pagerSecondPageSwipe, .iOS26).outcome == .unchanged)
    #expect(try Self.run("system-edge:pager-yields-at-start", Scenarios.pagerFirstPageLeftward, .iOS26).outcome == .unchanged)
  }

  @Test("social-app#9659, mirrored: in a right-to-left layout the first-page pager yields to a leftward (back) drag and keeps a rightward (forward) one")
  func pagerYieldsRightToLeft() throws {
    func mirrored(_ trace: Trace) -> Trace {
      var trace = trace
      let width = trace.scene.device.width
      trace.scene.device.layoutDirection = .rightToLeft
      trace.touches = trace.touches.map { sample in
        var sample = sample
        sample.location.x = width - sample.location.x
        return sample
      }
      for index in trace.scene.stack[1].views.indices {
        let frame = trace.scene.stack[1].views[index].frame
        trace.scene.stack[1].views[index].frame.x = width - frame.x - frame.width
      }
      return trace
    }
    let back = mirrored(Scenarios.pagerFirstPageSwipe)
    let forward = mirrored(Scenarios.pagerFirstPageLeftward)
    #expect(try Self.run("system-edge:pager-yields-at-start", back, .iOS26).outcome == .pop)
    #expect(try Self.run("system-edge:shipped", back, .iOS26).outcome == .unchanged)
    #expect(try Self.run("system-edge:pager-yields-at-start", forward, .iOS26).outcome == .unchanged)
  }

  @Test("t3code#9493: the leading-edge rule pops over a horizontal list at its start, but not over a pager, whose scroll view is never at its leading edge")
  func leadingEdgeRule() throws {
    for label in ["system-edge:leading-edge-rule", "rn-screens:leading-edge-rule"] {
      #expect(try Self.run(label, Scenarios.horizontalListSwipe, .iOS26).outcome == .pop, "\(label)")
      #expect(try Self.run(label, Scenarios.pagerFirstPageSwipe, .iOS26).outcome == .unchanged, "\(label)")
      var list = Scenarios.horizontalList
      list.contentOffset = Point(x: 300, y: 0)
      let midList = Self.drag(Self.screen([], scrollViews: [list]), from: 120, to: 360, y: 420, intent: .scroll)
      let result = try Self.run(label, midList, .iOS26)
      #expect(result.outcome == .unchanged && result.metrics.scrolled > 0, "\(label)")
    }
    // react-native-screens' own rule (#3420) waits for every horizontal scroll view.
    #expect(try Self.run("rn-screens:native", Scenarios.horizontalListSwipe, .iOS26).outcome == .unchanged)
  }

  @Test("no view in a touch changes nothing: a scene without views runs as before under every fix", arguments: ["system-edge:waits-for-app-pan", "system-edge:recogniser-not-touches", "system-edge:pager-yields-at-start"])
  func fixesNeedViews(label: String) throws {
    for trace in [Scenarios.midScreenSwipe, Scenarios.edgeSwipePastHalf, Scenarios.carouselAtStart] {
      let fixed = try Self.run(label, trace, .iOS26)
      let shipped = try Self.run("system-edge:shipped", trace, .iOS26)
      #expect(fixed.outcome == shipped.outcome && fixed.hazards == shipped.hazards, "\(label) on \(trace.name)")
    }
  }

  // MARK: Taps

  @Test("forums 771725: a tap with 1.5 pt of jitter begins no recogniser under any strategy's default preset")
  func tapWithJitter() throws {
    for selection in StrategyCatalog.builtIn.defaultSelections {
      for ios in IOSVersion.allCases {
        let result = selection.run(on: Scenarios.tapWithJitter, options: RunOptions(ios: ios))
        #expect(result.transitions.filter { $0.kind != .push }.isEmpty, "\(selection.label) on iOS \(ios.number)")
      }
    }
  }
}
