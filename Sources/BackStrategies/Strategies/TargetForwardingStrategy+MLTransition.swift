/// MLTransition 2.1.3 in pan mode (molon/MLTransition, tag 2.1.3 = commit 5931178202024b2b,
/// `Classes/MLTransition.m`; unchanged at f3135b885fc7) as named values.
///
/// In the navigation controller's `viewDidLoad` (lines 166–194) it creates a
/// `UIPanGestureRecognizer` whose target is `interactivePopGestureRecognizer.delegate` and whose
/// action is `handleNavigationTransition:` (spelt rot13 + base64, line 177), adds it to the
/// navigation controller's view and disables the edge recogniser (line 190). Its
/// `gestureRecognizerShouldBegin:` is lines 197–251; its `UIScrollView` category (lines 294–335)
/// decides which scroll views wait for it.
extension TargetForwardingStrategy.Configuration {
  /// MLTransition.m line 244: a downward pan (`ty > 0`) is refused when `|ty / tx| > 0.618`
  /// (about 31.7° below the horizontal).
  public static let mlTransitionDownwardRatio = 0.618

  /// MLTransition.m line 244: an upward pan (`ty < 0`) is refused when `|ty / tx| > 0.2`
  /// (about 11.3°): "因为上滑的操作相对会比较频繁，所以角度限制少点" (upward swipes are more
  /// frequent, so the limit is tighter).
  public static let mlTransitionUpwardRatio = 0.2

  /// MLTransition's guards in its order (lines 204–247): `transitionCoordinator.isAnimated`,
  /// `viewControllers.count < 2`, `disableMLTransition` on the views under the finger,
  /// `velocity.x <= 0`, the asymmetric cone. None is mirrored for right-to-left layouts.
  public static let mlTransitionGuards: [TargetForwardingStrategy.ForwardingGuard] = [
    .transitioning(.transitionCoordinatorIsAnimated), .root, .screenSwitch(.disableMLTransition), .rightwardVelocity,
    .angleCone(downward: mlTransitionDownwardRatio, upward: mlTransitionUpwardRatio),
  ]

  /// MLTransition 2.1.3 in pan mode: its guards on a full-screen forwarded pan installed at
  /// launch, and its `UIScrollView` category (``ScrollViewPolicy/scrollViewsWaitUnlessHorizontal``).
  public static let mlTransition = TargetForwardingStrategy.Configuration {
    $0.guards = mlTransitionGuards
    $0.scrollViews = .scrollViewsWaitUnlessHorizontal
    $0.installation = .atLaunch
  }
}
