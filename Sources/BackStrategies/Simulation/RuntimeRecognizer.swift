/// A recogniser as the simulator tracks it during a run.
///
/// Plain data, with no reference in it: the simulation copies recognisers on every touch-down
/// and in the arena's decisions, and a field holding a reference (a string, an array) made each
/// copy a value-witness call with a retain per such field, and each end of a copy a release.
/// Its id is kept beside it, in ``Simulation/recognizerIDs`` at ``slot``; the screens a
/// strategy's recogniser is limited to stay in the installed setup
/// (``RecognizerSpec/onlyOnScreens``).
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
    /// The recogniser of a view of the app (index into the simulation's app views): a map's
    /// pan, a row's swipe-action pan, a web view's back swipe.
    case appView(Int)
  }

  /// Its index in the run's recognisers, where ``Simulation/recognizerIDs`` holds its id; for a
  /// strategy's recogniser, also the index of its spec in the installed setup's recognisers.
  var slot = 0
  var kind: RecognizerKind
  var depth: Int
  var host: HostView
  var role: Role
  var target: RecognizerSpec.Target?
  var asksShouldBegin: Bool
  var scrollPolicy: ScrollViewPolicy
  var hysteresis: Double
  /// ``RecognizerSpec/hysteresisMeasure``.
  var hysteresisMeasure: RecognizerSpec.HysteresisMeasure = .perAxis
  /// ``RecognizerSpec/othersWaitForFailure``.
  var othersWaitForFailure = false
  /// ``RecognizerSpec/pagersYieldGoingBack``.
  var pagersYieldGoingBack = false
  /// ``RecognizerSpec/firstMoveDirection``.
  var firstMoveDirection: PanDirection?
  /// For the content swipe: ``GestureSetup/ContentSwipe/enabledWithStrategyDelegate(horizontalScrollViews:)``,
  /// whose rule this holds; `nil` with UIKit's own delegate.
  var contentSwipeDelegate: GestureSetup.HorizontalScrollViewRule?
  /// For an app view's pan: its delegate answers YES to
  /// `gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:` for every other
  /// recogniser (``AppViewKind/pan(recognizesSimultaneously:)``).
  var recognizesSimultaneously = false

  var scrollViewIndex: Int? {
    if case .scrollView(let index) = role { return index }
    return nil
  }

  /// The app view it belongs to, if it is an app view's recogniser.
  var appViewIndex: Int? {
    if case .appView(let index) = role { return index }
    return nil
  }

  /// Whether its callbacks concern going back (the strategy's or the system's recognisers).
  var isBackRecognizer: Bool {
    switch role {
    case .strategy, .systemEdge, .systemContent: true
    case .scrollView, .appView: false
    }
  }

  /// Whether it is one of UIKit's own back recognisers (edge or content swipe).
  var isUIKitBackRecognizer: Bool {
    switch role {
    case .systemEdge, .systemContent: true
    case .strategy, .scrollView, .appView: false
    }
  }

  /// What the arena reads of it to decide simultaneity.
  var pairing: GestureArena.Pairing {
    GestureArena.Pairing(scrollViewIndex: scrollViewIndex, scrollPolicy: scrollPolicy, recognizesSimultaneously: recognizesSimultaneously)
  }
}
