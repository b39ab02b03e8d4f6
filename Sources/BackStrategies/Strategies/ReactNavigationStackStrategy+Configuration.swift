extension ReactNavigationStackStrategy {
  /// React Navigation's JavaScript stack as `@react-navigation/stack` 7.10 sets it up, and what
  /// of it reaches react-native-gesture-handler's native pan on iOS.
  public struct Configuration: StrategyConfiguration {
    /// How a swipe that closes the card meets a prevented removal.
    public enum PreventRemove: String, Hashable, Sendable, CaseIterable {
      /// The app prevents nothing.
      case none
      /// @react-navigation/stack 7.6.3 and earlier: the close dispatches the pop,
      /// `beforeRemove` prevents it, the route stays and the card springs back to its `closing`
      /// prop (open) while the app's dialog shows (React Navigation #12966 names 7.6.3 the last
      /// release that works).
      case honoured
      /// 7.6.4 and later: `beforeRemove` fires and `preventDefault()` is called, "but the
      /// gesture animation completes anyway": the card closes behind the app's dialog (React
      /// Navigation #12966, open; its reporter traces it to PR #12845, the card's move to a
      /// function component).
      case ignoredBySwipe
    }

    /// How far from the leading edge a touch may land and still start the swipe.
    public enum ResponseDistance: Hashable, Sendable {
      /// This many points (`gestureResponseDistance`).
      case points(Double)
      /// The whole screen width (`gestureResponseDistance: width`, a full-screen swipe).
      case screenWidth
    }

    /// `gestureResponseDistance`: the pan's `hitSlop` leaves only this strip at the leading edge
    /// (`hitSlop: {right: -layout.width + distance}`, `utils/gestureActivationCriteria.tsx`).
    /// Default 50 pt: `GESTURE_RESPONSE_DISTANCE_HORIZONTAL = 50` (`utils/gestureActivationCriteria.tsx`,
    /// 7.10.23).
    public var gestureResponseDistance: ResponseDistance = .points(50.0)
    /// `gestureVelocityImpact`: how much the release velocity (pt/s) counts, as seconds of
    /// travel, in `translation + velocity · impact > width / 2` (`views/Stack/Card.tsx`).
    /// Default 0.3: `GESTURE_VELOCITY_IMPACT = 0.3` (`views/Stack/Card.tsx`, 7.10.23).
    public var gestureVelocityImpact: Double = 0.3
    /// The iOS transition's spring (`TransitionSpecs.tsx`, `TransitionIOSSpec`), used to close
    /// and to re-open the card. Default ``RNSpring/iOSTransition``.
    public var spring: RNSpring = .iOSTransition
    /// How far the screen under the card sits to the left at rest, as a fraction of the width.
    /// Default 0.3: `CardStyleInterpolators.forHorizontalIOS`, `outputRange: [0, screen.width * -0.3]`.
    public var parallax: Double = 0.3

    /// The stack's defaults (``reactNavigation``).
    /// Whether a screen that confirms leaving (``ScreenSpec/confirmsLeave``) prevents its
    /// removal (`usePreventRemove` / a `beforeRemove` listener calling `preventDefault()` and
    /// showing the app's dialog), and how the swipe meets it. Default
    /// ``PreventRemove/none``: the app prevents nothing.
    public var preventRemove: PreventRemove = .none

    public init() {}

    /// `react-navigation`: the stack's defaults.
    public static let reactNavigation = Configuration()
    /// `full-screen`: `gestureResponseDistance` equal to the screen width.
    public static let fullScreen = Configuration { $0.gestureResponseDistance = .screenWidth }
    /// `prevent-remove`: `usePreventRemove` on the screen that confirms leaving, on
    /// @react-navigation/stack 7.6.4 and later, where the swipe ignores it (React Navigation
    /// #12966, open).
    public static let preventRemove = Configuration { $0.preventRemove = .ignoredBySwipe }
    /// `prevent-remove-7-6-3`: the same on 7.6.3 and earlier, where the prevented swipe springs
    /// the card back open.
    public static let preventRemoveBefore764 = Configuration { $0.preventRemove = .honoured }

    /// The strip's width on `device`, in points.
    func responseDistance(on device: Device) -> Double {
      switch gestureResponseDistance {
      case .points(let distance): distance
      case .screenWidth: device.width
      }
    }
  }

  /// A React Native `Animated.spring` (stiffness, damping, mass, rest thresholds), as the stack's
  /// transition specs declare it.
  public struct RNSpring: Hashable, Sendable {
    /// `stiffness` (k).
    public var stiffness: Double
    /// `damping` (c).
    public var damping: Double
    /// `mass` (m).
    public var mass: Double
    /// `restDisplacementThreshold`, in points: the spring stops when it is this close to its end…
    public var restDisplacementThreshold: Double
    /// `restSpeedThreshold`, in points per second: …and this slow.
    public var restSpeedThreshold: Double

    /// Creates a spring.
    public init(stiffness: Double, damping: Double, mass: Double, restDisplacementThreshold: Double, restSpeedThreshold: Double) {
      self.stiffness = stiffness
      self.damping = damping
      self.mass = mass
      self.restDisplacementThreshold = restDisplacementThreshold
      self.restSpeedThreshold = restSpeedThreshold
    }

    /// `TransitionIOSSpec` (`TransitionConfigs/TransitionSpecs.tsx`, 7.10.23): stiffness 1000,
    /// damping 500, mass 3, `overshootClamping: true`, rest thresholds 10 and 10. The 7.x comment
    /// calls these "exact values from UINavigationController". Their damping ratio is ζ ≈ 4.56,
    /// but React Native runs every spring with ζ ≥ 1 as critically damped (`runDampingRatio`):
    /// ω₀ = √(k / m) ≈ 18.26 rad/s, so a close comes to rest about 0.4–0.5 s after the lift.
    public static let iOSTransition = RNSpring(
      stiffness: 1000, damping: 500, mass: 3, restDisplacementThreshold: 10, restSpeedThreshold: 10)

    /// `ζ = c / (2·√(k·m))`.
    var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// The damping ratio React Native actually runs: ``dampingRatio`` below 1 (its under-damped
    /// branch), otherwise 1. React Native's spring has only two branches, `if (zeta < 1) { … }
    /// else { // Critically damped … }`, the latter `toValue − e^(−ω₀t)·(x₀ + (v₀ + ω₀x₀)·t)` with
    /// `x₀ = toValue − from` and `v₀ = −velocity`: an overdamped spec runs critically damped at
    /// its own ω₀. Source: React Native `Libraries/Animated/animations/SpringAnimation.js`
    /// `onUpdate` (the JavaScript driver), and the same two branches in the native drivers the
    /// card uses (`RCTSpringAnimation.mm`, `SpringAnimationDriver.cpp`).
    var runDampingRatio: Double { dampingRatio < 1 ? dampingRatio : 1 }
    /// `2π / ω₀` with `ω₀ = √(k / m)`: the undamped period ``DampedSpring`` takes.
    var response: Double { 2 * Double.pi / (stiffness / mass).squareRoot() }

    /// The spring over `distance` points, started at `speed` pt/s towards its end, as a timing
    /// curve that lasts until React Native would stop it: within both rest thresholds, or at
    /// its end (`overshootClamping`). Searched in ``DampedSpring/settlingSearchStep`` steps
    /// (``DampedSpring/restTime(distance:displacementThreshold:speedThreshold:)``). The spring
    /// runs at `runDampingRatio`, as React Native runs it.
    func curve(distance: Double, speed: Double) -> (duration: Double, curve: TimingCurve) {
      guard distance > 0, distance.isFinite else { return (0, .linear) }
      let spring = DampedSpring(dampingRatio: runDampingRatio, response: response, initialVelocity: speed / distance)
      let t = spring.restTime(distance: distance, displacementThreshold: restDisplacementThreshold, speedThreshold: restSpeedThreshold)
      return (t, .spring(dampingRatio: spring.dampingRatio, response: spring.response, initialVelocity: spring.initialVelocity, duration: t))
    }
  }
}
