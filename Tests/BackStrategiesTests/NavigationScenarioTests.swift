import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import BackStrategiesSupport

/// The way back meeting a transition UIKit already runs: two taps on the back
/// button, and a back swipe during a push. Each test names the UIKit method it checks
/// (docs/model.md, "Back-button taps" and "A push still animating").
@Suite("Back-button taps and a swipe during a push")
struct NavigationScenarioTests: IOSVersionRuns {
  /// The pops a run recorded (pushes left out).
  static func pops(_ result: RunResult) -> [TransitionRecord] { result.transitions.filter { $0.kind != .push } }

  /// Taps at `points` on `screens` (the last on top), 0.5 s apart: past the pop the first starts.
  static func taps(at points: [Point], on screens: [ScreenSpec]) -> Trace {
    var touches = StrokeBuilder()
    for point in points {
      touches.tap(at: point)
      touches.pause(0.5)
    }
    return Trace(name: "taps", scene: SceneSpec(stack: screens), touches: touches.samples)
  }

  static let threeScreens = [ScreenSpec(id: "home"), ScreenSpec(id: "list"), ScreenSpec(id: "detail")]

  @Test("-[UINavigationBar _sendNavigationPopForBackBarButtonItem:]: a tap on the back button pops one screen, animated and non-interactive, on both releases")
  func oneTapPopsOne() throws {
    let trace = Self.taps(at: [Scenarios.backButtonCentre], on: Self.threeScreens)
    for ios in IOSVersion.allCases {
      let result = try Self.run("system-edge:shipped", trace, ios)
      #expect(result.stackAfter == ["home", "list"], "\(ios)")
      let pops = Self.pops(result)
      #expect(pops.count == 1 && pops.first?.interactive == false && pops.first?.drivenBy == nil, "\(ios)")
      #expect(result.reason.contains("_sendNavigationPopForBackBarButtonItem:"), "\(ios)")
    }
  }

  @Test("-[UINavigationBar _popNavigationItemWithTransitionAssistant:] turns the bar's user interaction off: on iOS 18 double-back-tap pops exactly one screen and the second tap is ignored")
  func doubleTapOnIOS18() throws {
    let result = try Self.run("system-edge:shipped", Scenarios.doubleBackTap, .iOS18)
    #expect(result.stackAfter == ["home", "list"])
    #expect(Self.pops(result).count == 1)
    #expect(result.hazards.isEmpty)
    #expect(result.reason.contains("was ignored: the navigation bar takes no touches while a transition runs"))
  }

  @Test("_UINavigationBarVisualProviderModernIOSSwift allowsUserInteractionDuringTransitions (= _canPreemptTransition): on iOS 26 the second tap preempts the first pop and a second screen goes, as react-native-screens#3093 reports")
  func doubleTapOnIOS26() throws {
    let result = try Self.run("system-edge:shipped", Scenarios.doubleBackTap, .iOS26)
    #expect(result.stackAfter == ["home"])
    let pops = Self.pops(result)
    #expect(pops.count == 2)
    #expect(pops.allSatisfy { $0.result == .finished })
    // The first pop was stopped at its end when the second tap came (preemptWithContext:).
    #expect(pops.first?.settled == pops.last?.began)
    #expect(result.caughtRunningTransition)
    #expect(result.hazards.isEmpty)
    #expect(result.reason.contains("stopped the running pop at its end"))
  }

  @Test("react-native-screens#3093 turns the back button off during transitions: one pop on both releases")
  func reactNativeScreensDisablesTheButton() throws {
    for ios in IOSVersion.allCases {
      let result = try Self.run("rn-screens:native", Scenarios.doubleBackTap, ios)
      #expect(result.stackAfter == ["home", "list"], "\(ios)")
      #expect(Self.pops(result).count == 1, "\(ios)")
    }
  }

  @Test("the classic parallax on iOS 26 (uikit26-classic-parallax): _isCurrentTransitionPreemptable is NO, the bar ignores the second tap")
  func classicParallaxIgnoresTheSecondTap() throws {
    let options = RunOptions(parameters: .uikit26ClassicParallax, ios: .iOS26)
    let result = try Self.catalog.select("system-edge:shipped").run(on: Scenarios.doubleBackTap, options: options)
    #expect(result.stackAfter == ["home", "list"])
  }

  @Test(
    "-[UINavigationBar _hasBackButton] and a custom left item: no UIKit pop on a hidden, replaced or absent back button",
    arguments: [BackButtonStyle.hidden, .custom])
  func noBackButtonNoPop(style: BackButtonStyle) throws {
    let screens = [ScreenSpec(id: "home"), ScreenSpec(id: "editor", backButton: style)]
    let result = try Self.run("system-edge:shipped", Self.taps(at: [Scenarios.backButtonCentre], on: screens), .iOS26)
    #expect(result.outcome == .unchanged)
    #expect(result.reason.contains("did nothing"))
  }

  @Test("a supplementing custom item keeps the back button: the tap pops")
  func supplementingItemKeepsTheButton() throws {
    let screens = [ScreenSpec(id: "home"), ScreenSpec(id: "editor", backButton: .customSupplementing)]
    let result = try Self.run("system-edge:shipped", Self.taps(at: [Scenarios.backButtonCentre], on: screens), .iOS18)
    #expect(result.outcome == .pop)
  }

  @Test("a tap beside the back button's 44 pt region, a hidden bar, the root: nothing pops")
  func tapsThatMissTheButton() throws {
    let beside = Point(x: BackButtonArea.width + 10, y: Scenarios.backButtonCentre.y)
    #expect(try Self.run("system-edge:shipped", Self.taps(at: [beside], on: Self.threeScreens), .iOS26).outcome == .unchanged)
    let hidden = [ScreenSpec(id: "home"), ScreenSpec(id: "detail", navigationBarHidden: true)]
    #expect(try Self.run("system-edge:shipped", Self.taps(at: [Scenarios.backButtonCentre], on: hidden), .iOS26).outcome == .unchanged)
    let root = [ScreenSpec(id: "home")]
    #expect(try Self.run("system-edge:shipped", Self.taps(at: [Scenarios.backButtonCentre], on: root), .iOS26).outcome == .unchanged)
  }

  @Test("no UINavigationController, no UIKit bar: Flutter's and Android's hosts ignore the tap, alike on both releases")
  func hostlessStacksHaveNoBar() throws {
    for label in ["cupertino:flutter", "predictive-back:android"] {
      var ios18 = try Self.run(label, Scenarios.doubleBackTap, .iOS18)
      let ios26 = try Self.run(label, Scenarios.doubleBackTap, .iOS26)
      #expect(ios26.outcome == .unchanged, "\(label)")
      ios18.ios = .iOS26
      #expect(ios18 == ios26, "\(label)")
    }
  }

  @Test("-[_UINavigationInteractiveTransition _gestureRecognizer:shouldReceiveEvent:] refuses a touch during the push on iOS 18: nothing pops, the push completes")
  func swipeDuringPushOnIOS18() throws {
    let result = try Self.run("system-edge:shipped", Scenarios.swipeDuringPush, .iOS18)
    #expect(result.outcome == .unchanged)
    #expect(result.stackAfter == ["home", "list", "detail"])
    #expect(result.reason.contains("_isTransitioning"))
    let push = result.transitions.first { $0.kind == .push }
    #expect(push?.result == .finished && push?.began == 0)
    #expect(push?.settled == ModelParameters.uikit26.resolved(for: .iOS18).transitionDuration)
  }

  @Test("-[UINavigationController _isCurrentTransitionPreemptable] on iOS 26: the swipe stops the push at its end and pops the pushed screen, exactly one pop")
  func swipeDuringPushOnIOS26() throws {
    let result = try Self.run("system-edge:shipped", Scenarios.swipeDuringPush, .iOS26)
    #expect(result.outcome == .pop)
    #expect(result.stackAfter == ["home", "list"])
    #expect(Self.pops(result).count == 1)
    #expect(result.caughtRunningTransition)
    #expect(result.hazards.isEmpty)
  }

  @Test("swipe-during-push never leaves a broken stack: every preset pops at most one screen (but the one that reproduces navigating twice) and leaves no transition open, on both releases")
  func swipeDuringPushNeverBreaksTheStack() throws {
    // `maui:shell-before-pr-28485` reproduces dotnet/maui#28485, "swipe back navigates twice":
    // its second pop is the bug it stands for (MauiStrategyTests).
    let navigatesTwice = "maui:shell-before-pr-28485"
    for label in StrategyCatalog.builtIn.allSelections.map(\.label) {
      for ios in IOSVersion.allCases {
        let result = try Self.run(label, Scenarios.swipeDuringPush, ios)
        #expect(result.stackBefore.count - result.stackAfter.count <= (label == navigatesTwice ? 2 : 1), "\(label) \(ios)")
        #expect(!result.transitions.contains { $0.result == .stuck }, "\(label) \(ios)")
      }
    }
  }

  @Test(
    "a bad pushedAt is a one-line error naming its place",
    arguments: [
      (#"[{"id": "home"}, {"id": "list", "pushedAt": 0}, {"id": "detail"}]"#, "stack[1].pushedAt: only the top screen (stack[2]) can still be animating its push at the first touch"),
      (#"[{"id": "home", "pushedAt": 0}]"#, "stack[0].pushedAt: the root screen is never pushed (a push needs a screen under it)"),
      (#"[{"id": "home"}, {"id": "detail", "pushedAt": -0.5}]"#, "stack[1].pushedAt: time must not be negative (-0.500)"),
      (#"[{"id": "home"}, {"id": "detail", "pushedAt": 0.5}]"#, "stack[1].pushedAt: the push must begin no later than the first touch (0.100 s; got 0.500)"),
      (#"[{"id": "home"}, {"id": "detail", "pushedAt": "soon"}]"#, "stack[1].pushedAt"),
    ])
  func badPushedAt(stack: String, expected: String) {
    let text = #"{"format": "backstrategies-trace/1", "stack": \#(stack), "touches": [{"t": 0.1, "x": 5, "y": 400, "phase": "began"}, {"t": 0.2, "x": 5, "y": 400, "phase": "ended"}]}"#
    do {
      _ = try TraceDecoder.decodeJSON(text)
      Issue.record("decoded a bad pushedAt: \(stack)")
    } catch {
      #expect(error.description.hasPrefix(expected), "\(error.description)")
      #expect(!error.description.contains("\n"))
    }
  }

  @Test("pushedAt survives a JSON round trip, and a screen without it writes none")
  func pushedAtRoundTrip() throws {
    let json = TraceEncoder.encodeJSON(Scenarios.swipeDuringPush)
    #expect(json.components(separatedBy: "pushedAt").count == 2)
    let decoded = try TraceDecoder.decodeJSON(json)
    #expect(decoded.trace.scene == Scenarios.swipeDuringPush.scene)
    #expect(decoded.unknownFields.isEmpty)
    #expect(!TraceEncoder.encodeJSON(Scenarios.doubleBackTap).contains("pushedAt"))
  }
}
