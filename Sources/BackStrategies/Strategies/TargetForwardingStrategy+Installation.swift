extension TargetForwardingStrategy {
  /// When the forwarded pan is added and UIKit's edge recogniser disabled.
  public enum Installation: String, Hashable, Sendable {
    /// Before the first touch, whatever the stack: the root already has the forwarded pan and no
    /// edge gesture (seeds 003 and 004; MLTransition's `viewDidLoad`, MLTransition.m line 166).
    case atLaunch
    /// In the first `pushViewController:animated:` (FDFullscreenPopGesture's swizzled
    /// `fd_pushViewController:animated:`, `UINavigationController+FDFullscreenPopGesture.m`,
    /// commit 44ddc103fd7c, lines 155–171): until something is pushed the root keeps UIKit's
    /// edge recogniser with UIKit's own delegate. A trace cannot push, so its starting stack
    /// decides: one screen means nothing was pushed yet (the edge gesture, which refuses on
    /// the root); more than one means they were pushed, so the pan is installed and the edge
    /// gesture is off for the whole run, also after a pop back to the root (nothing
    /// uninstalls it). A stack built with `setViewControllers:` is not pushed and would keep
    /// the edge gesture (the source's own comment, lines 197–198, notes that not every screen
    /// arrives by a push); the model assumes pushes.
    case onFirstPush
  }
}
