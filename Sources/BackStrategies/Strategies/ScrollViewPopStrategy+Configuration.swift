extension ScrollViewPopStrategy {
  /// One test of the pan delegate's `gestureRecognizerShouldBegin:`
  /// (`UINavigationController+TZPopGesture.m`, commit fecb8f13eb11, lines 59–79), in the order
  /// the source evaluates them: the first that refuses is the reason.
  public enum PopGuard: Hashable, Sendable {
    /// `[[self valueForKey:@"_isTransitioning"] boolValue] → NO` (lines 60–62).
    case transitioning
    /// `self.childViewControllers.count <= 1 → NO` (lines 66–68).
    case root
    /// `topViewController.tz_interactivePopDisabled → NO` (lines 69–72). In a trace it is the
    /// screen's ``ScreenSpec/backGestureDisabled``.
    case interactivePopDisabled
    /// `0 < translation.x && location.x <= width` (lines 74–76): the pan must point right
    /// (strictly, after UIKit removed the 10 pt hysteresis) and the finger must be within
    /// `width` points of the left edge of the navigation controller's view **when the pan is
    /// recognised** (`locationInView:` inside `gestureRecognizerShouldBegin:`), not at
    /// touch-down. Not mirrored for right-to-left layouts.
    case leftEdgeStrip(width: Double)
  }

  /// What becomes of UIKit's edge recogniser.
  public enum SystemEdgeHandling: Hashable, Sendable {
    /// TZ's `navigationController:didShowViewController:animated:` (lines 88–104): it sets
    /// `interactivePopGestureRecognizer.enabled = YES` ("让系统的侧滑返回生效", line 96) and its
    /// `delegate` to `nil` on every screen but the root ("支持侧滑", line 101), and gives the
    /// root UIKit's own delegate back (line 99). With no delegate none of UIKit's rules apply to
    /// the edge recogniser (no `_isTransitioning` check, no back-button or bar rules): in the
    /// model the strategy is its delegate and says yes, except on the root, where UIKit's
    /// delegate refuses. This assumes the app has no navigation delegate of its own: TZ makes the
    /// navigation controller its own delegate in `viewWillAppear:` and, 0.2 s later, restores
    /// the app's one, or itself when the app had none (lines 25–35, 46–55), so with an app
    /// delegate only the first `didShow…` reaches TZ.
    case enabledWithoutDelegateOnPushedScreens
    /// `interactivePopGestureRecognizer.enabled = NO`, as TZ's own `tz_popGestureRecognizer`
    /// getter does before `didShow…` turns it back on (line 149).
    case disabled
  }

  /// The strategy's tunables. The defaults are TZScrollViewPopGesture 1.0.6's code
  /// (banchichen/TZScrollViewPopGesture, commit fecb8f13eb11,
  /// `TZScrollViewPopGesture/TZScrollViewPopGesture/UINavigationController+TZPopGesture.m`).
  public struct Configuration: StrategyConfiguration {
    /// The tests of `gestureRecognizerShouldBegin:`, in order. Default TZScrollViewPopGesture's
    /// guards in its order (lines 60–76), the strip ``tzEdgeStripWidth`` wide. The second test of
    /// the source, `[self.navigationController.transitionCoordinator isAnimated]` (lines 63–65),
    /// asks a navigation controller for *its* navigation controller, which is nil: it never
    /// refuses and is left out.
    public var guards: [PopGuard] = [
      .transitioning, .root, .interactivePopDisabled, .leftEdgeStrip(width: Configuration.tzEdgeStripWidth),
    ]
    /// Whether every other recogniser waits for the pan to fail. Default yes:
    /// `gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:` returns YES for any other
    /// recogniser (lines 81–84: "只有当系统侧滑手势失败了，才去触发ScrollView的滑动", the scroll view
    /// scrolls only once the swipe back has failed).
    public var othersWaitForFailure: Bool = true
    /// UIKit's edge recogniser. Default on, without a delegate on pushed screens (lines 96–101).
    public var systemEdge: SystemEdgeHandling = .enabledWithoutDelegateOnPushedScreens

    /// TZScrollViewPopGesture 1.0.6 as published (``tz``).
    public init() {}
  }
}

// MARK: - Named numbers, with their sources

extension ScrollViewPopStrategy.Configuration {
  /// `location.x <= 40` (line 76): the strip at the left edge, in points of the navigation
  /// controller's view, where the pan may begin; fixed in the library (no setting).
  public static let tzEdgeStripWidth = 40.0

  /// TZScrollViewPopGesture 1.0.6 as published.
  public static let tz = ScrollViewPopStrategy.Configuration()
}

extension ScrollViewPopStrategy.Configuration {
  /// Where the pan can start a pop, for reach (``TouchArea``): on the top screen's scroll views,
  /// within the narrowest ``PopGuard/leftEdgeStrip(width:)`` of the guards (TZ's 40 pt; the
  /// guard reads `location.x` when the pan is recognised, so the touch-down is that far or
  /// nearer), or anywhere on them without one.
  public var listeningArea: TouchArea {
    let strips = guards.compactMap { guardRule -> Double? in
      if case .leftEdgeStrip(let width) = guardRule { return width }
      return nil
    }
    guard let width = strips.min() else { return TouchArea(side: nil, onScrollViewsOnly: true) }
    return TouchArea(side: .left, width: width, onScrollViewsOnly: true)
  }
}
