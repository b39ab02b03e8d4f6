import BackStrategiesSupport

/// A known way a technique goes wrong, detected by the model during a run.
public enum Hazard: String, Hashable, Sendable, CaseIterable, Codable {
  /// An interactive pop began with one screen on the stack: UIKit's `_isTransitioning` stays
  /// set and later strokes can no longer navigate (SwipeBack #3, FDFullscreenPopGesture #131).
  case rootFreeze = "root-freeze"
  /// A pop was requested while a transition was running ("nested pop animation can result in
  /// corrupted navigation bar").
  case nestedTransition = "nested-transition"
  /// A scroll view moved during a stroke that also moved a back transition: content and page
  /// slide at once.
  case scrollConflict = "scroll-conflict"
  /// Animations or timers were still pending ``ModelParameters/settleLimit`` seconds after the
  /// last touch, or an interactive transition was left neither finished nor cancelled.
  case didNotSettle = "did-not-settle"
  /// The trace ended with the finger still down; the simulator lifted it one frame after the
  /// last sample.
  case unterminatedStroke = "unterminated-stroke"
  /// A touch landed on a screen whose view a strategy had left with user interaction off,
  /// outside any transition: none of that screen's recognisers or scroll views saw it (seed
  /// 001 turns interaction off for its transition and, after a cancelled touch, never back on).
  case deadScreen = "dead-screen"
  /// Two recognisers drove UIKit's pop handler (`handleNavigationTransition:`) for one running
  /// transition, or one began a pop while another's still ran: the handler keeps no note of
  /// which recogniser it serves, so the later one takes the transition over (iOS 26's content
  /// swipe beside a technique that forwards its own pan to the same handler).
  case handlerConflict = "handler-conflict"
  /// The technique's own code sent a message to an object that does not implement it
  /// (``StrategyCommand/unrecognizedSelector(_:)``): the Objective-C runtime raises
  /// `NSInvalidArgumentException` ("unrecognized selector sent to instance") and the app
  /// terminates, so nothing after it happens (seed 000 with a tab-bar root; seed 004's way 3
  /// installed after way 1).
  case crash = "crash"
  /// A view of the app lost the drag it was following to a back recogniser (`touchesCancelled:`,
  /// `cancelsTouchesInView`), or followed the finger while the page moved back: the map, slider,
  /// row or page under the finger jumps (docs/ios26-conflicts.md).
  case appViewCut = "app-view-cut"
  /// The app vetoed a pop on a screen that confirms leaving (``ScreenSpec/confirmsLeave``) and
  /// showed its dialog, yet the pop completed behind it: the screen the dialog asks about is
  /// gone, and its unsaved changes with it (WooCommerce iOS PR #17749: "UIKit completing the
  /// transition behind the discard dialog"; on iOS 26 a veto of the edge swipe alone leaves the
  /// content swipe, which waited for the edge swipe to fail, free to pop).
  case leftBehindDialog = "left-behind-dialog"
  /// A blocked swipe left the app's own navigation state and UIKit's stack apart (the screen
  /// removed natively, kept in the app's state), and the screen on display stops responding to
  /// touches (React Navigation #13072, react-native-screens #3885: `usePreventRemove` on Expo
  /// SDK 55, react-native-screens 4.23.0).
  case frozenAfterVeto = "frozen-after-veto"
  /// A touch landed while a zoom transition's interactive dismiss was running out and the
  /// outgoing screen still hit-tested (about 0.9 s, Evil-Project/Twinskaraoke PR #96): the tap
  /// meant for the screen underneath went elsewhere (docs/strategies/zoom.md).
  case strayTap = "stray-tap"
  /// A push or pop (a tap on the screen underneath) was refused because a zoom transition's
  /// interactive dismiss was still animating: UIKit begins no other navigation until it ends
  /// (Apple forums 789010, Twinskaraoke PR #96; docs/strategies/zoom.md).
  case navigationFrozen = "navigation-frozen"

  /// The letter that marks it in the matrix table.
  public var marker: Character {
    switch self {
    case .rootFreeze: "F"
    case .nestedTransition: "N"
    case .scrollConflict: "S"
    case .didNotSettle: "U"
    case .unterminatedStroke: "E"
    case .deadScreen: "D"
    case .handlerConflict: "H"
    case .crash: "X"
    case .appViewCut: "C"
    case .leftBehindDialog: "L"
    case .frozenAfterVeto: "V"
    case .strayTap: "T"
    case .navigationFrozen: "Z"
    }
  }

  /// One line saying what it means, for legends.
  public var meaning: String {
    switch self {
    case .rootFreeze: "interactive pop began on the root: navigation stuck"
    case .nestedTransition: "pop requested during a running transition"
    case .scrollConflict: "content scrolled while the page moved back"
    case .didNotSettle: "still animating after the settle limit (10 s by default)"
    case .unterminatedStroke: "trace ended with the finger down"
    case .deadScreen: "touch on a screen left with user interaction off"
    case .handlerConflict: "two recognisers drove UIKit's pop handler for one transition"
    case .crash: "unrecognised selector: the app terminates"
    case .appViewCut: "a view of the app lost its drag to the back gesture"
    case .leftBehindDialog: "the pop completed behind the app's leave dialog"
    case .frozenAfterVeto: "the screen stops responding after a blocked swipe"
    case .strayTap: "a tap during a zoom dismiss reached the wrong screen"
    case .navigationFrozen: "navigation refused while a zoom dismiss animated"
    }
  }
}

extension Hazard: CaseIndexHashable {
  // Why not the raw value: docs/performance.md#scoring
  /// The case's position in declaration order, which is what it hashes.
  public var caseIndex: Int {
    switch self {
    case .rootFreeze: 0
    case .nestedTransition: 1
    case .scrollConflict: 2
    case .didNotSettle: 3
    case .unterminatedStroke: 4
    case .deadScreen: 5
    case .handlerConflict: 6
    case .crash: 7
    case .appViewCut: 8
    case .leftBehindDialog: 9
    case .frozenAfterVeto: 10
    case .strayTap: 11
    case .navigationFrozen: 12
    }
  }
}


/// A hazard with when it happened and the details.
public struct HazardEvent: Hashable, Sendable, Codable {
  /// Which hazard.
  public var hazard: Hazard
  /// When it was detected, in seconds.
  public var time: Double
  /// What exactly happened.
  public var detail: String

  /// Creates a hazard event.
  public init(hazard: Hazard, time: Double, detail: String) {
    self.hazard = hazard
    self.time = time
    self.detail = detail
  }
}
