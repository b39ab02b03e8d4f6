import BackStrategiesSupport

extension TargetForwardingStrategy {
  /// The per-screen switch a library offers to turn its full-screen pan off, named as the
  /// library spells it (the reason text quotes it). In a trace it is the screen's
  /// ``ScreenSpec/backGestureDisabled``.
  public enum ScreenSwitch: String, Hashable, Sendable {
    /// Seed 003's `popGestureClose:`, which disables every recogniser on the navigation view.
    case popGestureClose
    /// FDFullscreenPopGesture's `fd_interactivePopDisabled` on the top view controller
    /// (`UINavigationController+FDFullscreenPopGesture.m`, commit 44ddc103fd7c, lines 41–45).
    case fdInteractivePopDisabled = "fd_interactivePopDisabled"
    /// MLTransition's `disableMLTransition` on the navigation view or a view under the finger
    /// (`Classes/MLTransition.m`, tag 2.1.3 = commit 5931178, lines 209–230). The trace format
    /// has one switch per screen, so a screen whose view sets it stands for any view in the chain.
    case disableMLTransition

    /// What the reason says after "screen '<id>'" while the switch is on: seed 003's
    /// `popGestureClose:` is a method that switches recognisers off, the others are properties
    /// the screen sets.
    var effect: String {
      self == .popGestureClose
        ? "turned the back gesture off (popGestureClose disables every recogniser on the navigation view, this pan included)"
        : "sets \(rawValue)"
    }
  }

  /// How a library asks whether navigation is busy.
  public enum TransitionCheck: String, Hashable, Sendable {
    /// `[[nav valueForKey:@"_isTransitioning"] boolValue]` (seed 003, FDFullscreenPopGesture
    /// line 55).
    case isTransitioning = "_isTransitioning"
    /// `[navVC.transitionCoordinator isAnimated]` (MLTransition.m line 204): a coordinator
    /// exists, animated, while a push or pop runs; in the model the same predicate as
    /// `_isTransitioning`.
    case transitionCoordinatorIsAnimated = "transitionCoordinator.isAnimated"
  }

  /// One test of the pan delegate's `gestureRecognizerShouldBegin:`. A configuration lists the
  /// guards it has, in the order its source evaluates them: the first that refuses is the reason.
  public enum ForwardingGuard: Hashable, Sendable {
    /// Refuse while the top screen's switch is on.
    case screenSwitch(ScreenSwitch)
    /// Refuse when the stack holds one screen (`viewControllers.count <= 1`, or `< 2`).
    case root
    /// Seed 003's root guard exactly as published: the delegate is the navigation controller
    /// itself, and it reads `self.navigationController.viewControllers.count`. A navigation
    /// controller is not inside another one, so `self.navigationController` is nil, the message
    /// to nil returns 0, and `count <= 1` refuses every swipe: the technique never pops.
    case rootReadThroughNilNavigationController
    /// Refuse when the finger is farther than `distance` points from the left edge when the pan
    /// is recognised; `0` means no limit (FDFullscreenPopGesture's
    /// `fd_interactivePopMaxAllowedInitialDistanceToLeftEdge`, lines 47–52: the test reads
    /// `locationInView:` inside `gestureRecognizerShouldBegin:`, so it is where the finger is
    /// once it has moved past the pan's 10 pt, not where it touched down; measured from the
    /// left even in right-to-left layouts).
    case maximumInitialDistance(Double)
    /// Refuse while a push or pop is running.
    case transitioning(TransitionCheck)
    /// Refuse unless `translation.x` points towards back; `mirrored` multiplies it by −1 in
    /// right-to-left layouts (FDFullscreenPopGesture pull request #138, lines 59–65).
    case backwardTranslation(mirrored: Bool)
    /// Refuse unless `velocityInView:` points right: `velocity.x <= 0 → NO` (MLTransition.m
    /// lines 234–238; not mirrored).
    case rightwardVelocity
    /// Refuse a steep pan: with `ratio = |ty| / |tx|` (tx = 0 read as 0.00001), refuse when
    /// `ty > 0 && ratio > downward` or `ty < 0 && ratio > upward` (MLTransition.m lines 240–247:
    /// 0.618 down, 0.2 up, "上滑的操作相对会比较频繁", upward swipes are more common). The
    /// translation is the one UIKit reports in `gestureRecognizerShouldBegin:`, with the pan's
    /// 10 pt hysteresis removed per axis (docs/model.md).
    case angleCone(downward: Double, upward: Double)
  }

  /// MLTransition.m line 241: `translation.x == 0 ? 0.00001f : translation.x`, so that the
  /// ratio of a pan with no horizontal travel is finite (and huge).
  public static let zeroTranslationStandIn = 0.00001

  /// The direction guard's refusal, or `nil`.
  fileprivate static func directionRefusal(_ query: BeginQuery, mirrored requested: Bool, direction: InterfaceLayoutDirection) -> Explanation? {
    let rightToLeft = direction == .rightToLeft
    let mirrored = requested && rightToLeft
    // Seed 003 tests translation.x as is, which is the left-to-right "towards back" sign.
    let sign = mirrored ? direction.backwardSign : InterfaceLayoutDirection.leftToRight.backwardSign
    guard sign * query.translation.x <= 0 else { return nil }
    let travel = sign * query.translation.x
    return Explanation {
      let tested = mirrored ? "−translation.x" : "translation.x"
      let allowed = mirrored ? "right-to-left" : "left-to-right"
      let note = rightToLeft && !mirrored ? " (not mirrored: in this right-to-left layout back is leftwards)" : ""
      return "\(tested) = \(NumberFormatting.short(travel, 1)) ≤ 0 when recognised: only \(allowed) swipes begin\(note)"
    }
  }
}

extension TargetForwardingStrategy.ForwardingGuard: BeginGuard {
  /// This guard's refusal of `query`, as a reason; `nil` when it lets the pan begin. The
  /// per-screen switch, the root and the transition are the checks every source shares
  /// (``BeginGuard``); the others are this family's own.
  func refusal(of query: BeginQuery, context: StrategyContext) -> Explanation? {
    let navigation = context.navigation
    switch self {
    case .screenSwitch(let name):
      return Self.screenSwitchRefusal(name.effect, in: navigation)
    case .root:
      return Self.rootRefusal(counting: "viewControllers", in: navigation)
    case .rootReadThroughNilNavigationController:
      return Explanation { "self.navigationController.viewControllers.count reads 0 (the delegate is the navigation controller, whose navigationController is nil), so count ≤ 1 refuses: as published, the guard refuses every swipe" }
    case .maximumInitialDistance(let distance):
      let x = query.location.x
      guard distance > 0 && x > distance else { return nil }
      return Explanation {
        "location.x = \(NumberFormatting.short(x, 1)) > \(NumberFormatting.short(distance, 1)) (fd_interactivePopMaxAllowedInitialDistanceToLeftEdge) when recognised"
      }
    case .transitioning(let check):
      return Self.transitioningRefusal(asked: check.rawValue, in: navigation)
    case .backwardTranslation(let mirrored):
      return TargetForwardingStrategy.directionRefusal(query, mirrored: mirrored, direction: context.device.layoutDirection)
    case .rightwardVelocity:
      let velocity = query.velocity.x
      guard velocity <= 0 else { return nil }
      return Explanation { "velocity.x = \(NumberFormatting.short(velocity, 1)) pt/s ≤ 0 when recognised: not a rightward pan" }
    case .angleCone(let downward, let upward):
      let tx = query.translation.x == 0 ? TargetForwardingStrategy.zeroTranslationStandIn : query.translation.x
      let ty = query.translation.y
      let ratio = abs(ty) / abs(tx)
      guard (ty > 0 && ratio > downward) || (ty < 0 && ratio > upward) else { return nil }
      let limit = ty > 0 ? downward : upward
      let x = query.translation.x
      return Explanation {
        "|ty / tx| = |\(NumberFormatting.short(ty, 1)) / \(NumberFormatting.short(x, 1))| = \(NumberFormatting.short(ratio, 3)) > \(NumberFormatting.short(limit, 3)) (\(ty > 0 ? "downward" : "upward") cone) when recognised"
      }
    }
  }
}

extension TargetForwardingStrategy.Configuration {
  /// Where the pan can start a pop, for reach (``TouchArea``): within the smallest positive
  /// ``ForwardingGuard/maximumInitialDistance(_:)`` of the left edge (`fd-max-100`'s 100 pt;
  /// the guard reads `location.x` when the pan is recognised, so the touch-down is that far or
  /// nearer), or `nil` (anywhere in its view) without one.
  public var listeningArea: TouchArea? {
    let distances = guards.compactMap { guardRule -> Double? in
      if case .maximumInitialDistance(let distance) = guardRule, distance > 0 { return distance }
      return nil
    }
    return distances.min().map { TouchArea(side: .left, width: $0) }
  }
}
