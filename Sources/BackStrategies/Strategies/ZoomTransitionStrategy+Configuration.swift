import BackStrategiesSupport

extension ZoomTransitionStrategy {
  /// A zoom transition's interactive dismiss as an app sets it up: UIKit's
  /// `preferredTransition = .zoom(sourceViewProvider:)` or SwiftUI's
  /// `.navigationTransition(.zoom(sourceID:in:))`, and what its
  /// `UIViewController.Transition.ZoomOptions.interactiveDismissShouldBegin` answers.
  public struct Configuration: StrategyConfiguration {
    /// What `interactiveDismissShouldBegin` answers. UIKit asks it from
    /// `-[_UIZoomTransitionController dismissInteraction:shouldBeginWithAxis:location:velocity:proposal:]`
    /// (UIKit 18.2 and 26.1), with UIKit's own answer as the proposal (`context.willBegin`), the
    /// location and the velocity.
    public enum DismissGate: String, Hashable, Sendable {
      /// No closure (or one returning `context.willBegin`): UIKit's own answer.
      case systemAnswer = "system-answer"
      /// Begins only where the location it is asked at is within ``edgeOnlyLimit`` of the back
      /// edge: the closure an app writes to keep the dismiss to the edge.
      case edgeOnly = "edge-only"
      /// Refuses a dismiss whose velocity is more horizontal than vertical (KMReader PR #322's
      /// check, so that a `UIPageViewController`'s page swipe stays a page swipe): only the
      /// pull-down dismisses.
      case refusesHorizontal = "refuses-horizontal"
    }

    /// What `interactiveDismissShouldBegin` answers. Default ``DismissGate/systemAnswer``.
    public var gate: DismissGate = .systemAnswer
    /// How far from the back edge, in points, the location `interactiveDismissShouldBegin` is
    /// asked at may be for ``DismissGate/edgeOnly`` to answer YES. Default 44 pt
    /// **[estimate]**: the closure sees the location after the recogniser's hysteresis, not the
    /// touch-down, so an edge swipe from 5 pt is asked 15–25 pt in; 44 pt (a touch target's
    /// width) keeps every edge swipe and refuses a swipe that starts 80 pt in (Twinskaraoke PR #96's).
    public var edgeOnlyLimit: Double = 44
    /// The content-swipe dismiss (`_UIContentSwipeDismissGestureRecognizer`) on iOS 26: a
    /// horizontal swipe back from anywhere on the zoomed screen ("the new default behavior in
    /// 26", feedback-assistant/reports #648, FB17348399; a swipe 80 pt in dismissed, Twinskaraoke
    /// PR #96). Default on; it does not exist before iOS 26.
    public var contentSwipeDismiss: Bool = true
    /// The pull-down dismiss: a downward drag anywhere dismisses (iOS 18 and 26; Transmission
    /// #90: "a downward drag always starts the dismiss"). Default on.
    public var pullDownDismiss: Bool = true
    /// How much of the release velocity counts towards the dismiss, as seconds of travel. Default
    /// 0.15 s **[estimate]**: `_UIDismissInteraction` decides in Swift the decompile does not
    /// show; a flick dismisses, a slow short drag springs back.
    public var releaseProjection: Double = 0.15
    /// The projected travel, as a fraction of the screen's extent along the drag, past which the
    /// release dismisses. Default 0.25 **[estimate]**, as ``releaseProjection``.
    public var releaseFraction: Double = 0.25
    /// The dismiss's run-out after a release with no drag, in seconds. Default 0.5 s
    /// **[estimate]**: a UIKit transition's length.
    public var runOutBase: Double = 0.5
    /// How much longer the run-out lasts per point dragged, in seconds. Default 1/150 s
    /// **[fitted]** to Apple forums 789010 and Twinskaraoke PR #96: the run-out grows with the
    /// drag, about 1.5 s after a moderate (150 pt) one.
    public var runOutPerPoint: Double = 1.0 / 150
    /// How long after the release the outgoing screen keeps hit-testing, in seconds. Default
    /// 0.9 s **[measured]**, Twinskaraoke PR #96 (iOS 26.5).
    public var strayTapWindow: Double = 0.9

    /// Every option left at its default (``uikit``).
    public init() {}

    /// `uikit`: `preferredTransition = .zoom(sourceViewProvider:)` with no dismiss closure.
    public static let uikit = Configuration()
    /// `swiftui`: `.navigationTransition(.zoom(sourceID:in:))` with `.matchedTransitionSource`:
    /// SwiftUI hosts UIKit's zoom transition and has no per-location dismiss gate, so the
    /// recognisers and their answers are UIKit's.
    public static let swiftUI = Configuration()
    /// `edge-only`: `interactiveDismissShouldBegin` allows only starts in the edge strip.
    public static let edgeOnly = Configuration { $0.gate = .edgeOnly }
    /// `refuses-horizontal-content`: KMReader PR #322's direction check.
    public static let refusesHorizontalContent = Configuration { $0.gate = .refusesHorizontal }

    /// How long the run-out lasts after a drag of `travel` points, in seconds.
    package func runOut(afterTravel travel: Double) -> Double {
      let duration = runOutBase + max(0, travel) * runOutPerPoint
      return duration.isFinite ? max(0, duration) : 0
    }
  }
}
