extension ModelParameters {
  /// These parameters as UIKit on `ios` decides: unchanged for iOS 26 (the defaults are
  /// UIKit 26.1's), and for iOS 18 with UIKit 18.2's rules wherever its code differs
  /// (docs/model.md, "iOS 18 against iOS 26", lists each difference with both methods).
  ///
  /// A run resolves its parameters for the trace's ``Device/ios`` (or ``RunOptions/ios``), so
  /// one named set (`--model`) serves both releases.
  public func resolved(for ios: IOSVersion) -> ModelParameters {
    switch ios {
    case .iOS26: return self
    case .iOS18:
      // UIKit 18.2 has the same edge pan, pop handler and release rule; what it lacks is the
      // content swipe (not installed: ``IOSVersion/hasContentSwipe``) and the fluid branch:
      // `_updateStatistics:…` keeps no edge-flick phase, `handleNavigationTransition:`'s
      // `.ended` calls no `setStartingVelocity:`, and iPhones on iOS 18 run the classic animator.
      var parameters = self
      parameters.parallaxTransitions = .classic
      return parameters
    }
  }
}
