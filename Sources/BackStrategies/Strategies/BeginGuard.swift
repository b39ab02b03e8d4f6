import BackStrategiesSupport

/// One test of a pan delegate's `gestureRecognizerShouldBegin:`, as one library's source writes
/// it. A configuration lists the guards it has in the order its source evaluates them, and the
/// first that refuses is the reason (`firstRefusal(of:context:)`).
///
/// ``TargetForwardingStrategy/ForwardingGuard`` (seeds 003 and 004, FDFullscreenPopGesture,
/// MLTransition) and ``ScrollViewPopStrategy/PopGuard`` (TZScrollViewPopGesture) are guards.
/// Where their sources test the same thing (a per-screen switch, the root, a running
/// transition), both call the one check below, so that test and its reason are written once;
/// only the words that quote each source differ. Where the sources really differ (TZ's strip
/// `0 < translation.x && location.x <= width` against FDFullscreenPopGesture's direction and
/// maximum distance, which treats 0 as "no limit"), each enum keeps its own case.
protocol BeginGuard: Hashable, Sendable {
  /// This guard's refusal of `query`, as a reason worded only if it is read, or `nil` when it
  /// lets the pan begin.
  func refusal(of query: BeginQuery, context: StrategyContext) -> Explanation?
}

extension Sequence where Element: BeginGuard {
  /// The first guard, in order, that refuses `query`, as a reason; `nil` when all pass.
  func firstRefusal(of query: BeginQuery, context: StrategyContext) -> Explanation? {
    for check in self {
      if let why = check.refusal(of: query, context: context) { return why }
    }
    return nil
  }
}

// MARK: - The checks several sources share

extension BeginGuard {
  /// The per-screen switch: refuse while the top screen has switched the back gesture off
  /// (``ScreenSpec/backGestureDisabled``). The reason is "screen '<id>' " and then `effect`,
  /// the source's words for the switch (`sets fd_interactivePopDisabled`).
  static func screenSwitchRefusal(_ effect: String, in navigation: NavigationSnapshot) -> Explanation? {
    guard navigation.top.backGestureDisabled else { return nil }
    let screen = navigation.top.id
    return Explanation { "screen '\(screen)' \(effect)" }
  }

  /// The root guard: refuse when the stack holds one screen. `countedList` is the list the
  /// source counts (`viewControllers`, `childViewControllers`), quoted in the reason.
  static func rootRefusal(counting countedList: String, in navigation: NavigationSnapshot) -> Explanation? {
    let count = navigation.count
    return count <= 1 ? Explanation { "\(countedList).count = \(count) ≤ 1: nothing to pop" } : nil
  }

  /// The transition guard: refuse while a push or pop is running. `check` is how the source
  /// asks (`_isTransitioning`, `transitionCoordinator.isAnimated`), quoted in the reason.
  static func transitioningRefusal(asked check: String, in navigation: NavigationSnapshot) -> Explanation? {
    guard navigation.isTransitioning else { return nil }
    let progress = navigation.progress
    return Explanation { "\(check): a transition is running (progress \(NumberFormatting.fixed(progress, 2)))" }
  }
}
