/// What can happen to the arena of one touch: the input of ``GestureArena/apply(_:)``, its only
/// mutating entry. Each case is one step UIKit's gesture environment takes for one finger (or
/// Flutter's `GestureArenaManager` for one pointer); the arena answers with the state it moves to
/// and the ``ArenaEffect``s the simulation must act on, in order.
///
/// What the arena cannot know itself comes in with the action, decided by the simulation: where
/// the finger is, whether two recognisers may recognise together now (a scroll view's position
/// can decide it: ``GestureArena/mayRecognizeTogether(_:_:)``), which running member excludes a
/// newcomer, and the words of a failure of its own.
enum ArenaAction: Sendable {
  /// A new touch (Flutter's arena opening at the pointer-down): no members, the storage kept.
  case open
  /// `member` receives the touch (it passed hit-testing and `gestureRecognizer:shouldReceiveTouch:`).
  case admit(GestureArena.Member)
  /// Member `waiter` may begin only once member `other` has failed
  /// (`requireGestureRecognizerToFail:` and the dynamic requirements of the touch).
  case require(Int, toSeeFail: Int)
  /// The finger moved to `location` at `time`: member `index`'s own begin test
  /// (``RecognizerBeginTest``) hears it, its translation measured from the member's origin;
  /// `velocity` is the finger's when the test asked for it (``RecognizerBeginTest/needsVelocity``).
  /// Waiting: no effect. Recognised: ``ArenaEffect/recognized(_:)``. Failed: the arena rejects it.
  case test(Int, location: Point, time: Double, velocity: Vector?)
  /// Member `index`'s translation is measured from `origin` from now on (UIKit's
  /// `_firstSceneReferenceLocation`: moved when the hysteresis is removed at `.began`, or to
  /// the finger while caught content has not passed its hysteresis).
  case measure(Int, from: Point)
  /// Member `index`, a scroll view's pan that caught moving content, passed its hysteresis: its
  /// translation and velocity no longer read zero, measured from `origin`.
  case releaseCaughtContent(Int, origin: Point)
  /// Member `index` is ready and its delegate said yes (`gestureRecognizerShouldBegin:`): held
  /// while a requirement has not failed (`_hasUnmetFailureRequirements`), otherwise it begins and
  /// names the first member its beginning may exclude (``ArenaEffect/mayExclude(_:_:)``).
  /// `caughtContent`: a scroll view's pan that caught moving content at touch-down
  /// (`-[UIScrollViewPanGestureRecognizer touchesBegan:withEvent:]`), whose translation and
  /// velocity read zero until it passes its hysteresis.
  case accept(Int, caughtContent: Bool)
  /// What the simulation answers to ``ArenaEffect/mayExclude(_:_:)``: member `index` is
  /// rejected for `cause` unless it is no longer possible, or `simultaneous` (the two may
  /// recognise together now) and the cause yields to that (``ArenaEffect/Cause/yieldsToSimultaneous``);
  /// then the arena names the next member the beginning may exclude, or the winner's
  /// ``ArenaEffect/sendBegan(_:)``.
  case exclude(Int, ArenaEffect.Cause, simultaneous: Bool)
  /// Member `index` fails for `cause`: a running member excludes it, or a rule of the
  /// simulation's (the delegate said no, the finger lifted, a deadline, a reset), worded there.
  case reject(Int, ArenaEffect.Cause)
  /// What the simulation answers to ``ArenaEffect/mayRelease(_:byFailureOf:)``: the finger is at
  /// `location`, lifted in state `lifted` (`nil` while it is down), and `excludedBy` is the
  /// running member that may not recognise with member `index`, if any. Unless the member is no
  /// longer let go by the failure of `failed`, it begins from the finger, from translation zero
  /// (`_willBeginAfterSatisfyingFailureRequirements`), or is rejected by `excludedBy`; after the
  /// lift it ends in `lifted` and its target hears only the end. Then the arena names the next
  /// held member waiting for `failed`, if any.
  case release(Int, byFailureOf: Int, location: Point, lifted: RecognizerState?, excludedBy: Int?)
  /// Running member `index` hears a move: `.changed`.
  case track(Int)
  /// Member `index` ends in `state` (`.ended` or `.cancelled`): at the lift, or when reset.
  case finish(Int, in: RecognizerState)
}
