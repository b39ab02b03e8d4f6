extension DirectionalPanStrategy {
  /// The strategy's tunables. The defaults are SloppySwiper 0.6's code (fastred/SloppySwiper,
  /// commit 90e156655573, `Classes/`); each constant below names its file and line.
  public struct Configuration: Hashable, Sendable {
    /// The direction the pan's first move must take. Default ``sloppySwiperDirection``.
    public var direction: PanDirection
    /// `transitionDuration:` of the animator while a finger drives it. Default
    /// ``sloppySwiperInteractiveDuration``.
    public var interactiveDuration: Double
    /// How the rest runs after the release. Default ``sloppySwiperCompletion``.
    public var completion: TransitionCompletion
    /// Whether `.began` skips the pop while `duringAnimation` is set. Default
    /// ``sloppySwiperChecksDuringAnimation``.
    public var checksDuringAnimation: Bool

    /// Creates a configuration; omitted values are SloppySwiper 0.6's.
    public init(
      direction: PanDirection = Configuration.sloppySwiperDirection,
      interactiveDuration: Double = Configuration.sloppySwiperInteractiveDuration,
      completion: TransitionCompletion = Configuration.sloppySwiperCompletion,
      checksDuringAnimation: Bool = Configuration.sloppySwiperChecksDuringAnimation
    ) {
      self.direction = direction
      self.interactiveDuration = interactiveDuration
      self.completion = completion
      self.checksDuringAnimation = checksDuringAnimation
    }
  }
}

// MARK: - Named defaults, with their sources

extension DirectionalPanStrategy.Configuration {
  /// `panRecognizer.direction = SSWPanDirectionRight` (`SloppySwiper.m` line 52).
  public static let sloppySwiperDirection = PanDirection.right

  /// `transitionDuration:` returns `isInteractive ? 0.25f : 0.5f` ("Approximated lengths of the
  /// default animations", `SSWAnimator.m` lines 40–44): 0.25 s for the swipe.
  public static let sloppySwiperInteractiveDuration = 0.25

  /// The same method's non-interactive length, 0.5 s with the private navigation curve `7 << 16`
  /// (`SSWAnimator.m` lines 9, 43, 92): a back-button pop through SloppySwiper's animator. The
  /// swipe never starts one; documented for completeness.
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

  /// `interactionController.completionCurve = UIViewAnimationCurveEaseOut` (`SloppySwiper.m`
  /// line 88), `completionSpeed` left at UIKit's 1.0: the rest runs over `(1 − p)·0.25 s` to
  /// finish, `p·0.25 s` to cancel, easing out.
  public static let sloppySwiperCompletion = TransitionCompletion.percentDriven(speed: 1.0, curve: .easeOut)

  /// `if (… && !self.duringAnimation)` before `popViewControllerAnimated:` (`SloppySwiper.m`
  /// line 86).
  public static let sloppySwiperChecksDuringAnimation = true

  /// SloppySwiper 0.6 as published.
  public static let sloppySwiper = DirectionalPanStrategy.Configuration()
}
