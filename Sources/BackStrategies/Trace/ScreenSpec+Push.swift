import BackStrategiesSupport

/// The rules of a screen's `pushedAt` (a push still animating at the first touch), checked by
/// ``SceneSpec/validate()`` and ``Trace/validate()``; docs/trace-format.md lists the messages.
extension SceneSpec {
  /// `stack[i].pushedAt`: finite, not negative, at most ``TraceLimits/maximumDuration``, and only
  /// on the top screen of a stack of two or more. `UINavigationController` animates one push at
  /// a time (a second `pushViewController:animated:` during a transition is deferred or ignored),
  /// so only the screen on top can still be sliding in; the root is never pushed.
  static func validatePush(_ screen: ScreenSpec, at index: Int, stackCount: Int) throws(TraceError) {
    guard let pushedAt = screen.pushedAt else { return }
    let place = "stack[\(index)].pushedAt"
    try Trace.requireFinite(pushedAt, at: place)
    if pushedAt < 0 {
      throw TraceError(place: place, message: "time must not be negative (\(NumberFormatting.fixed(pushedAt, 3)))")
    }
    try Trace.requireAtMost(TraceLimits.maximumDuration, pushedAt, at: place)
    if index == 0 {
      throw TraceError(place: place, message: "the root screen is never pushed (a push needs a screen under it)")
    }
    if index != stackCount - 1 {
      throw TraceError(
        place: place, message: "only the top screen (stack[\(stackCount - 1)]) can still be animating its push at the first touch")
    }
  }
}

extension Trace {
  /// The top screen's `pushedAt` is no later than the first touch: the push began before the
  /// trace's first touch-down (a push that starts later is not part of the scene).
  func validatePushTime() throws(TraceError) {
    guard let pushedAt = scene.stack.last?.pushedAt, let first = touches.first, pushedAt > first.t else { return }
    throw TraceError(
      place: "stack[\(scene.stack.count - 1)].pushedAt",
      message: "the push must begin no later than the first touch (\(NumberFormatting.fixed(first.t, 3)) s; got \(NumberFormatting.fixed(pushedAt, 3)))")
  }
}
