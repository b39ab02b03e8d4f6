import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import BackStrategiesSupport

/// `compose-mp`: Compose Multiplatform on iOS (source keys "CMP UserInputView",
/// "CMP UIKitNavigationEventInput", "CMP #3116" and the PRs in docs/sources.md). Each test names
/// the rule it checks and where the rule is read.
@Suite("Compose Multiplatform")
struct ComposeMultiplatformStrategyTests {
  enum Runs: IOSVersionRuns {}

  static let pager = Scenarios.composePagerSwipe
  static let outside = Scenarios.composeOutsidePagerSwipe
  static let edge = Scenarios.composePagerEdgeSwipe

  /// A slow rightward drag on the Compose scene from `x` over `distance` points at `y`, then
  /// held still before the release (`handleEdgePan` reads a velocity of zero).
  static func drag(from x: Double, _ distance: Double, y: Double = 720, duration: Double = 0.8, scene: SceneSpec = Scenarios.composePagerScene)
    -> Trace
  {
    var touches = StrokeBuilder()
    touches.swipe(from: Point(x: x, y: y), to: Point(x: x + distance, y: y + 4), duration: duration)
    return Trace(name: "compose-drag-\(x)-\(distance)", intent: .back, scene: scene, touches: touches.samples)
  }

  /// Whether the log shows recogniser `id` reaching `.began`.
  static func began(_ result: RunResult, _ id: RecognizerID) -> Bool {
    (result.events ?? []).contains {
      if case .callback(let gesture, _) = $0.kind { return gesture.recognizer == id && gesture.state == .began }
      return false
    }
  }

  @Test("Configuration() is hosted-1.12, the first preset; hosted-1.11 differs only in preventsContentSwipe")
  func presets() {
    #expect(ComposeMultiplatformStrategy.Configuration() == .hosted112)
    #expect(ComposeMultiplatformStrategy.presets.first?.configuration == ComposeMultiplatformStrategy.Configuration())
    var before = ComposeMultiplatformStrategy.Configuration.hosted112
    before.preventsContentSwipe = false
    #expect(before == .hosted111)
    #expect(ComposeMultiplatformStrategy.presets.map(\.name) == ["hosted-1.12", "hosted-1.11", "back-handler", "back-handler-end-edge"])
  }

  @Test("PR #3116's test (UIKitNavigationContentSwipeTest), hosted-1.12 on iOS 26: a swipe over the HorizontalPager does not pop, one outside it pops")
  func test3116Claim() throws {
    let over = try Runs.run("compose-mp:hosted-1.12", Self.pager, .iOS26, events: true)
    #expect(over.outcome == .unchanged)
    #expect(!Self.began(over, .systemContentPan))
    #expect(over.verdict == .right)
    let out = try Runs.run("compose-mp:hosted-1.12", Self.outside, .iOS26)
    #expect(out.outcome == .pop)
    #expect(out.drivenBy == DrivenBy(recognizer: .systemContentPan, owner: .uikit))
  }

  @Test("hosted-1.11 (before #3116) on iOS 26: TouchesGestureRecognizer.canPreventGestureRecognizer answers NO to a screen-edge pan and canBePreventedByGestureRecognizer NO while ongoing, so the pager and the content swipe both run: the screen pops under the paging finger")
  func fightBefore3116() throws {
    let over = try Runs.run("compose-mp:hosted-1.11", Self.pager, .iOS26, events: true)
    #expect(over.outcome == .pop)
    #expect(Self.began(over, .systemContentPan))
    #expect(Self.began(over, "app-pan:horizontal-pager"), "the pager began too")
    #expect(over.verdict == .wrong)
    #expect(over.hazards.contains { $0.hazard == .appViewCut }, "the pager followed the finger while the page moved back")
  }

  @Test("canBePreventedByGestureRecognizer answers YES while Compose is still possible: outside the pager the content swipe pops before and after #3116", arguments: ["compose-mp:hosted-1.11", "compose-mp:hosted-1.12"])
  func outsidePops(label: String) throws {
    let result = try Runs.run(label, Self.outside, .iOS26)
    #expect(result.outcome == .pop)
    #expect(result.drivenBy == DrivenBy(recognizer: .systemContentPan, owner: .uikit))
  }

  @Test("iOS 18 has no content swipe: swipes from mid-screen do nothing, over the pager or not, and the edge swipe over the pager pops, on both hosted presets", arguments: ["compose-mp:hosted-1.11", "compose-mp:hosted-1.12"])
  func iOS18(label: String) throws {
    #expect(try Runs.run(label, Self.pager, .iOS18).outcome == .unchanged)
    #expect(try Runs.run(label, Self.outside, .iOS18).outcome == .unchanged)
    let edge = try Runs.run(label, Self.edge, .iOS18)
    #expect(edge.outcome == .pop)
    #expect(edge.drivenBy == DrivenBy(recognizer: .systemEdgePan, owner: .uikit))
  }

  @Test("open choice compose-pager-at-start: #3116's code was not read, so whether a pager on its first page keeps a backward swipe is a choice; hosted-1.12's pager swipe rests on it, hosted-1.11's does not")
  func pagerAtStartIsOpen() throws {
    let after = try Runs.run("compose-mp:hosted-1.12", Self.pager, .iOS26)
    let other = try #require(after.restsOn.first { $0.choice == .composePagerAtStart })
    #expect(other.other == "yields")
    var yields = ModelParameters.uikit26
    yields.composeScrollableYieldsAtStart = true
    let selection = try StrategyCatalog.builtIn.select("compose-mp:hosted-1.12")
    #expect(selection.run(on: Self.pager, options: RunOptions(parameters: yields, ios: .iOS26)).outcome == .pop)
    let before = try Runs.run("compose-mp:hosted-1.11", Self.pager, .iOS26)
    #expect(!before.restsOn.contains { $0.choice == .composePagerAtStart })
    // A leftward swipe over the pager goes forward, not back: the choice is not met.
    var touches = StrokeBuilder()
    touches.swipe(from: Point(x: 300, y: 320), to: Point(x: 100, y: 326), duration: 0.45)
    let leftward = Trace(name: "compose-pager-leftward", intent: .noNavigation, scene: Scenarios.composePagerScene, touches: touches.samples)
    #expect(try !Runs.run("compose-mp:hosted-1.12", leftward, .iOS26).restsOn.contains { $0.choice == .composePagerAtStart })
  }

  @Test("back-handler (PR #1771, UIKitNavigationEventInput): no navigation controller, so no content swipe on iOS 26 and no UIKit recogniser; a mid-screen swipe does nothing", arguments: [IOSVersion.iOS18, .iOS26])
  func backHandlerHasNoContentSwipe(ios: IOSVersion) throws {
    let result = try Runs.run("compose-mp:back-handler", Self.outside, ios, events: true)
    #expect(result.outcome == .unchanged)
    #expect(!Self.began(result, .systemContentPan))
    #expect(!Self.began(result, .systemEdgePan))
  }

  @Test("back-handler: UIKitBackGestureRecognizer on the leading edge wins over the pager: TouchesGestureRecognizer requires it to fail (PR #1916) and it cancels Compose's touches when it begins (PR #1898)", arguments: [IOSVersion.iOS18, .iOS26])
  func backHandlerEdgeOverPager(ios: IOSVersion) throws {
    let result = try Runs.run("compose-mp:back-handler", Self.edge, ios, events: true)
    #expect(result.outcome == .pop)
    #expect(result.drivenBy?.recognizer == ComposeMultiplatformStrategy.startEdgeRecognizerID)
    #expect(!Self.began(result, "app-pan:horizontal-pager"))
  }

  @Test("handleEdgePan: a slow release completes at |translation.x| ≥ 0.3 · width (BACK_GESTURE_SCREEN_SIZE) and cancels below it")
  func backHandlerDistanceRule() throws {
    let width = Scenarios.device.width
    let past = try Runs.run("compose-mp:back-handler", Self.drag(from: 4, width * 0.3 + 20), .iOS26)
    #expect(past.outcome == .pop)
    let short = try Runs.run("compose-mp:back-handler", Self.drag(from: 4, width * 0.3 - 30), .iOS26)
    #expect(short.outcome == .cancel)
  }

  @Test("handleEdgePan: a release faster than 100 pt/s towards the middle (BACK_GESTURE_VELOCITY) completes even short of 30 % of the width")
  func backHandlerVelocityRule() throws {
    var touches = StrokeBuilder()
    touches.swipe(from: Point(x: 4, y: 720), to: Point(x: 80, y: 722), duration: 0.12)
    let flick = Trace(name: "compose-flick", intent: .back, scene: Scenarios.composePagerScene, touches: touches.samples)
    #expect(try Runs.run("compose-mp:back-handler", flick, .iOS26).outcome == .pop)
  }

  @Test("updateRecognizers: the recognisers are enabled only while a back handler is enabled; on a NavHost of one screen the edge swipe does nothing")
  func backHandlerRoot() throws {
    let result = try Runs.run("compose-mp:back-handler", Scenarios.swipeOnRoot, .iOS26)
    #expect(result.outcome == .unchanged)
    #expect(result.hazards.isEmpty)
  }

  @Test("EndEdgeGestureBehavior (PR #2519): the trailing edge is off by default and goes back with .Back")
  func endEdge() throws {
    let trace = Scenarios.rightEdgeSwipe
    #expect(try Runs.run("compose-mp:back-handler", trace, .iOS26).outcome == .unchanged)
    let back = try Runs.run("compose-mp:back-handler-end-edge", trace, .iOS26)
    #expect(back.outcome == .pop)
    #expect(back.drivenBy?.recognizer == ComposeMultiplatformStrategy.endEdgeRecognizerID)
  }

  @Test("the descriptor cites every source it rests on, and names its open choices")
  func descriptorCites() {
    let descriptor = ComposeMultiplatformStrategy.descriptor
    for key in ["#3116", "#1695", "#1771", "#1898", "#1916", "#2134", "#2519", "UserInputView.uikit.kt", "UIKitNavigationEventInput.kt"] {
      #expect(descriptor.origin.contains(key) || descriptor.rules.contains { $0.contains(key) }, "\(key)")
    }
    #expect(descriptor.rules.contains { $0.hasPrefix("Open choice") })
    #expect(descriptor.facts.framework == .composeMultiplatform)
  }
}
