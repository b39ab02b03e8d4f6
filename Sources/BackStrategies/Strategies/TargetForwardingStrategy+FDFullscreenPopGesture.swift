/// FDFullscreenPopGesture 1.1 (forkingdog/FDFullscreenPopGesture, commit 44ddc103fd7c,
/// `FDFullscreenPopGesture/UINavigationController+FDFullscreenPopGesture.m`) as named values.
///
/// The library is target forwarding done carefully: in its swizzled `pushViewController:animated:`
/// it adds a plain `UIPanGestureRecognizer` (`maximumNumberOfTouches = 1`, lines 219–230) to the
/// view that holds `interactivePopGestureRecognizer`, points it at that recogniser's private
/// target and `handleNavigationTransition:` (lines 162–167) and disables the edge recogniser
/// ("Disable the onboard gesture recognizer.", line 170). Its delegate's
/// `gestureRecognizerShouldBegin:` (lines 34–68) is the only decision it makes; it has no
/// scroll-view handling (the README asks you to subclass your scroll views).
extension TargetForwardingStrategy.Configuration {
  /// `fd_interactivePopMaxAllowedInitialDistanceToLeftEdge`'s default: an unset associated
  /// object reads 0 (lines 273–280), and `maxAllowedInitialDistance > 0 && …` (line 50) makes 0
  /// "no limit". The setter clamps negative values to 0 (`MAX(0, distance)`, line 285).
  public static let fdUnlimitedInitialDistance = 0.0

  /// The maximum initial distance of the `fd-max-100` preset: 100 pt, a value a screen sets with
  /// `fd_interactivePopMaxAllowedInitialDistanceToLeftEdge = 100` (not a library default; the
  /// demo's `FDDemoCompletionDistanceVC` and pull request #53's `MIN(100, maxDistance)` use the
  /// knob this way) to keep the right part of the screen for its own horizontal gestures.
  public static let fdExampleInitialDistance = 100.0

  /// FDFullscreenPopGesture's guards in its order (lines 36–65): `viewControllers.count <= 1`,
  /// `fd_interactivePopDisabled`, the maximum initial distance (`0` = unlimited),
  /// `_isTransitioning`, `translation.x × multiplier <= 0` with the multiplier −1 in
  /// right-to-left layouts (pull request #138).
  public static func fdGuards(maximumInitialDistance: Double = fdUnlimitedInitialDistance)
    -> [TargetForwardingStrategy.ForwardingGuard]
  {
    [
      .root, .screenSwitch(.fdInteractivePopDisabled), .maximumInitialDistance(max(0, maximumInitialDistance)),
      .transitioning(.isTransitioning), .backwardTranslation(mirrored: true),
    ]
  }

  /// FDFullscreenPopGesture 1.1 as published: installed on the first push, the edge recogniser
  /// disabled, its five guards, and no scroll-view handling (UIKit's default: a scroll view
  /// under the finger that can scroll that way wins).
  public static let fd = TargetForwardingStrategy.Configuration {
    $0.guards = fdGuards()
    $0.scrollViews = .exclusive
    $0.installation = .onFirstPush
  }

  /// FDFullscreenPopGesture with `fd_interactivePopMaxAllowedInitialDistanceToLeftEdge = 100` on
  /// the pushed screens: a pan recognised more than 100 pt from the left edge is refused.
  public static let fdMax100 = TargetForwardingStrategy.Configuration {
    $0.guards = fdGuards(maximumInitialDistance: fdExampleInitialDistance)
    $0.scrollViews = .exclusive
    $0.installation = .onFirstPush
  }

  /// FDFullscreenPopGesture with its README's scroll-view subclass (`FDDemoScrollView`:
  /// `contentOffset.x <= 0` → recognise simultaneously with the FD pan): the library's guards,
  /// together with a horizontal scroll view only at its leading end.
  public static let fdRecipe = TargetForwardingStrategy.Configuration {
    $0.guards = fdGuards()
    $0.scrollViews = .simultaneousAtLeadingEdge
    $0.installation = .onFirstPush
  }
}
