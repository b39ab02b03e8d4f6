extension DirectionalPanStrategy {
  /// The strategy's tunables. The defaults are SloppySwiper 0.6's code (fastred/SloppySwiper,
  /// commit 90e156655573, `Classes/`); each property names the file and line its default comes
  /// from, and the constants below name the numbers the model reads but does not tune.
  public struct Configuration: StrategyConfiguration {
    /// The direction the pan's first move must take: `panRecognizer.direction =
    /// SSWPanDirectionRight` (`SloppySwiper.m` line 52).
    public var direction: PanDirection = .right
    /// `transitionDuration:` of the animator while a finger drives it: the method returns
    /// `isInteractive ? 0.25f : 0.5f` ("Approximated lengths of the default animations",
    /// `SSWAnimator.m` lines 40–44), 0.25 s for the swipe.
    public var interactiveDuration: Double = 0.25
    /// How the rest runs after the release: `interactionController.completionCurve =
    /// UIViewAnimationCurveEaseOut` (`SloppySwiper.m` line 88), `completionSpeed` left at
    /// UIKit's 1.0, so the rest runs over `(1 − p)·0.25 s` to finish, `p·0.25 s` to cancel,
    /// easing out.
    public var completion: TransitionCompletion = .percentDriven(speed: 1.0, curve: .easeOut)
    /// Whether `.began` skips the pop while `duringAnimation` is set: `if (… &&
    /// !self.duringAnimation)` before `popViewControllerAnimated:` (`SloppySwiper.m` line 86).
    public var checksDuringAnimation: Bool = true

    /// SloppySwiper 0.6 as published (``sloppySwiper``).
    public init() {}
  }
}

// MARK: - Named numbers, with their sources

extension DirectionalPanStrategy.Configuration {
  /// The non-interactive length of `transitionDuration:`, 0.5 s with the private navigation
  /// curve `7 << 16` (`SSWAnimator.m` lines 9, 43, 92): a back-button pop through
  /// SloppySwiper's animator. The swipe never starts one; documented for completeness.
  public static let sloppySwiperAnimatedDuration = 0.5

  /// `toViewController` starts at `−width · 0.3` ("the offset matches the one used in the pop
  /// animation in iOS 7.1", `SSWAnimator.m` lines 53–57): the model's parallax fraction.
  public static let sloppySwiperParallaxFraction = 0.3

  /// The dimming view's alpha, `sloppySwiperTransitionDimAmount:` or 0.1 (`SloppySwiper.m`
  /// lines 72–78; `SSWAnimator.m` lines 64–68), animated to 0: the model's under-view dimming.
  public static let sloppySwiperDimAmount = 0.1

  /// `addLeftSideShadowWithFading`: a 4 pt shadow path of opacity 0.2 fading to 0
  /// (`SSWAnimator.m` lines 13–30). The model draws the shadow on or off only.
  public static let sloppySwiperShadowWidth = 4.0

  /// SloppySwiper 0.6 as published.
  public static let sloppySwiper = DirectionalPanStrategy.Configuration()
}
