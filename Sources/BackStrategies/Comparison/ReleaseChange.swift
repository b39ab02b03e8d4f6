/// Why one strategy's result on one trace changed between two iOS releases: the rule of the
/// newer release responsible, named by the UIKit method it comes from. The side-by-side matrix
/// (`--ios 18,26`) lists one per changed cell; docs/ios26.md is made of them.
public enum ReleaseChange: Hashable, Sendable, CaseIterable {
  /// Two recognisers drove UIKit's pop handler for one transition (``Hazard/handlerConflict``).
  case handlerConflict
  /// A swipe caught a cancelling pop or preempted a running one (iOS 26's interruptible pop).
  case interruptiblePop
  /// iOS 26's content swipe began where no back recogniser of the older release did.
  case contentSwipeBegan
  /// A scroll view waited for the content swipe, and another recogniser took the touch.
  case scrollViewWaitedForContentSwipe
  /// Something else: the fluid pop's numbers (rubber band, edge-flick boost, spring run-out).
  case fluidPop

  /// The rule that explains `newer` against `older`, or `nil` when their cells agree.
  public init?(older: RunResult, newer: RunResult) {
    guard older.cellText != newer.cellText else { return nil }
    if newer.distinctHazards.contains(.handlerConflict) && !older.distinctHazards.contains(.handlerConflict) {
      self = .handlerConflict
    } else if newer.caughtRunningTransition && !older.caughtRunningTransition {
      self = .interruptiblePop
    } else if newer.firstBackRecognizer == .systemContentPan && older.firstBackRecognizer != .systemContentPan {
      self = .contentSwipeBegan
    } else if newer.scrollViewYieldedToContentSwipe && !older.scrollViewYieldedToContentSwipe {
      self = .scrollViewWaitedForContentSwipe
    } else {
      self = .fluidPop
    }
  }

  /// The rule in one sentence, with its method.
  public var rule: String {
    switch self {
    case .handlerConflict:
      "handler-conflict: the content swipe took over a pop the technique's recogniser drove (-[_UINavigationInteractiveTransitionBase handleNavigationTransition:] keeps no note of its recogniser)"
    case .interruptiblePop:
      "interruptible pop: a swipe caught the cancelling pop or preempted the finishing one (_shouldPauseRunningTransition, _isCurrentTransitionPreemptable)"
    case .contentSwipeBegan:
      "the content swipe began (interactiveContentPopGestureRecognizer, -[_UINavigationInteractiveTransitionBase _createContentSwipeGestureRecognizer]: 30 pt towards back, nearly horizontal, anywhere)"
    case .scrollViewWaitedForContentSwipe:
      "the scroll view waited for the content swipe (-[_UIParallaxTransitionPanGestureRecognizer _needsDynamicDependentRequirementForGestureRecognizer:]) and another recogniser took the touch"
    case .fluidPop:
      "the fluid pop: rubber-banded percent, edge-flick boost, spring run-out (handleNavigationTransition:, popGesture:withRemainingDuration:shouldPopWithVelocity:)"
    }
  }
}
