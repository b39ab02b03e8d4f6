/// What the simulation must act on after ``GestureArena/apply(_:)``, in the order given: the
/// arena changes only itself, and says in these whom to notify, what to record, and which of
/// its decisions need the simulation's answer before they are carried out.
///
/// A beginning and a failure resolve the arena as Flutter's `GestureArenaManager._resolveInFavorOf`
/// does (`gestures/arena.dart`: every other member is rejected, then the winner accepted), one
/// member at a time: each ``mayExclude(_:_:)`` and ``mayRelease(_:byFailureOf:)`` is answered by
/// an action (``ArenaAction/exclude(_:_:simultaneous:)``, ``ArenaAction/release(_:byFailureOf:location:lifted:excludedBy:)``)
/// whose own effects are acted on before the next effect, because a target's callback on the
/// way (a released member that begins) can move a scroll view, and with it who may recognise
/// together. So the exclusions and releases come one at a time: each answer's effects end with
/// the next member to exclude (or the winner's ``sendBegan(_:)``), or the next to let go.
enum ArenaEffect: Sendable, Hashable {
  /// Member `index`'s begin test recognised on this move: the simulation tries it once every
  /// member has heard the move, deepest view first (``GestureArena/triedInOrder(_:)``).
  case recognized(Int)
  /// Member `index` began (`.began`): the first effect of a beginning. The simulation records it
  /// (a back recogniser recognised; a view's touches are cancelled, `cancelsTouchesInView`).
  /// The next effect is the first member it may exclude, or its ``sendBegan(_:)``.
  case began(Int)
  /// Member `index`, still possible, fails for `cause` (a beginning's exclusion) unless the
  /// simulation finds that the two may recognise together now
  /// (`gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:`) and the cause
  /// yields to that. Answered by ``ArenaAction/exclude(_:_:simultaneous:)``, whose effects end
  /// with the next member the beginning may exclude, or the winner's ``sendBegan(_:)``.
  case mayExclude(Int, Cause)
  /// Member `index`'s target hears `.began`: the last effect of a beginning, once every other
  /// member it may exclude was answered for.
  case sendBegan(Int)
  /// Member `index` failed for `cause`: it takes no further part in the touch.
  case failed(Int, Cause)
  /// Member `index` is held and waits for the failure of member `failed`: the failure may let it
  /// go. Answered by ``ArenaAction/release(_:byFailureOf:location:lifted:excludedBy:)``, whose
  /// effects end with the next held member waiting for `failed`, if any.
  case mayRelease(Int, byFailureOf: Int)
  /// Member `index`, let go after the lift, ended in `state`: its target hears only the end.
  case heardOnlyTheEnd(Int, RecognizerState)

  /// Why a member fails; the simulation words it. Plain values, so that effects copy without
  /// retaining anything (docs/performance.md).
  enum Cause: Sendable, Hashable {
    /// It had to see member `winner` fail (`requireGestureRecognizerToFail:`) and `winner`
    /// began instead: it fails, simultaneous or not.
    case requiredWinnerToFail(winner: Int)
    /// Member `winner` began first; `deeper` when `winner`'s view is deeper
    /// (`-[UIGestureRecognizer _depthFirstCompare:]` settles a tie on one move).
    case beganFirst(winner: Int, deeper: Bool)
    /// Member `winner`, a scroll view's pan, caught the touch at touch-down while its content
    /// was still moving.
    case caughtTheTouch(winner: Int)
    /// Member `running` had already begun and may not recognise with it.
    case runningMemberHadBegun(running: Int)
    /// Its own begin test failed (``GestureArena/Member/refusal`` holds the test's words).
    case testFailed
    /// A rule of the simulation's (the delegate said no, the finger lifted, a deadline, a
    /// reset): the simulation, which rejected it, has the words.
    case rejected

    /// Whether the failure is called off when the two may recognise together: an exclusion by
    /// a beginning, unless the member had to see the winner fail.
    var yieldsToSimultaneous: Bool {
      switch self {
      case .beganFirst, .caughtTheTouch: true
      case .requiredWinnerToFail, .runningMemberHadBegun, .testFailed, .rejected: false
      }
    }

    /// The member whose beginning causes it, if any.
    var winner: Int? {
      switch self {
      case .requiredWinnerToFail(let winner), .beganFirst(let winner, _), .caughtTheTouch(let winner): winner
      case .runningMemberHadBegun, .testFailed, .rejected: nil
      }
    }
  }
}
