/// A recogniser as the simulator tracks it during a run.
struct RuntimeRecognizer: Sendable {
  enum Role: Sendable, Equatable {
    /// Installed by the strategy.
    case strategy
    /// UIKit's `interactivePopGestureRecognizer`.
    case systemEdge(strategyDelegate: Bool)
    /// UIKit's `interactiveContentPopGestureRecognizer` (iOS 26), with UIKit's delegate unless
    /// the strategy set itself as its delegate (``contentSwipeDelegate``); `delegate = self` on
    /// the edge recogniser does not replace it.
    case systemContent
    /// The pan of a scroll view (index into the simulation's scroll views).
    case scrollView(Int)
  }

  var id: RecognizerID
  var kind: RecognizerKind
  var depth: Int
  var host: HostView
  var role: Role
  var target: RecognizerSpec.Target?
  var asksShouldBegin: Bool
  var scrollPolicy: ScrollViewPolicy
  var hysteresis: Double
  /// ``RecognizerSpec/othersWaitForFailure``.
  var othersWaitForFailure = false
  /// ``RecognizerSpec/firstMoveDirection``.
  var firstMoveDirection: PanDirection?
  /// For the content swipe: ``GestureSetup/ContentSwipe/enabledWithStrategyDelegate(waitsForHorizontalScrollViews:)``,
  /// whose `waitsForHorizontalScrollViews` this holds; `nil` with UIKit's own delegate.
  var contentSwipeDelegate: Bool?

  var scrollViewIndex: Int? {
    if case .scrollView(let index) = role { return index }
    return nil
  }

  /// Whether its callbacks concern going back (the strategy's or the system's recognisers).
  var isBackRecognizer: Bool { scrollViewIndex == nil }

  /// Whether it is one of UIKit's own back recognisers (edge or content swipe).
  var isUIKitBackRecognizer: Bool {
    switch role {
    case .systemEdge, .systemContent: true
    case .strategy, .scrollView: false
    }
  }
}

/// One recogniser's part in the current stroke.
struct Participant: Sendable {
  var recognizer: Int
  var state: RecognizerState
  /// Where its translation is measured from (UIKit's `_firstSceneReferenceLocation`): the
  /// touch-down, moved when the hysteresis is removed at `.began`, or to the finger when it
  /// begins after waiting for another recogniser to fail.
  var origin: Point
  /// Other participants (indices) it must see fail before it may begin.
  var requirements: [Int] = []
  /// It passed its threshold and its delegate said yes, but it waits for a requirement.
  var blocked = false
  /// A scroll view's pan that caught moving content at touch-down and has not yet passed its
  /// hysteresis: translation and velocity read zero.
  var caught = false
  /// The edge test of a screen-edge pan.
  var edge: ScreenEdgePanFeature?
  /// Its depth in this touch: its recogniser's, or for one hosted on the top screen's scroll
  /// views (``HostView/scrollViews``) the depth of the scroll view the touch landed on.
  var depth = 0
  /// Whether its ``RecognizerSpec/firstMoveDirection`` test has run (on the first move with a
  /// non-zero velocity).
  var directionChecked = false
}
