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
/// together.
enum ArenaEffect: Sendable, Equatable {
  /// Member `index`'s begin test recognised on this move: the simulation tries it once every
  /// member has heard the move, deepest view first (``GestureArena/triedInOrder(_:)``).
  case recognized(Int)
  /// Member `index` began (`.began`): the first effect of a beginning. The simulation records it
  /// (a back recogniser recognised; a view's touches are cancelled, `cancelsTouchesInView`).
  case began(Int)
  /// Member `index`, still possible, fails for `cause` (a beginning's exclusion) unless the
  /// simulation finds that the two may recognise together now
  /// (`gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:`) and the cause
  /// yields to that. Answered by ``ArenaAction/exclude(_:_:simultaneous:)``.
  case mayExclude(Int, Cause)
  /// Member `index`'s target hears `.began`: the last effect of a beginning, after the others
  /// are excluded.
  case sendBegan(Int)
  /// Member `index` failed for `cause`: it takes no further part in the touch.
  case failed(Int, Cause)
  /// Member `index` is held and waits for the failure of member `failed`: the failure may let it
  /// go. Answered by ``ArenaAction/release(_:byFailureOf:location:lifted:excludedBy:)``.
  case mayRelease(Int, byFailureOf: Int)
  /// Member `index`, let go after the lift, ended in `state`: its target hears only the end.
  case heardOnlyTheEnd(Int, RecognizerState)

  /// Why a member fails; the simulation words it.
  enum Cause: Sendable, Equatable {
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
    /// Words of the member's own begin test, or of a rule of the simulation's (the delegate
    /// said no, the finger lifted, a deadline, a reset): written only when read.
    case worded(@Sendable () -> String)

    /// Whether the failure is called off when the two may recognise together: an exclusion by
    /// a beginning, unless the member had to see the winner fail.
    var yieldsToSimultaneous: Bool {
      switch self {
      case .beganFirst, .caughtTheTouch: true
      case .requiredWinnerToFail, .runningMemberHadBegun, .worded: false
      }
    }

    /// The member whose beginning causes it, if any.
    var winner: Int? {
      switch self {
      case .requiredWinnerToFail(let winner), .beganFirst(let winner, _), .caughtTheTouch(let winner): winner
      case .runningMemberHadBegun, .worded: nil
      }
    }

    /// The same case, with the same members, and for words the same text.
    static func == (lhs: Cause, rhs: Cause) -> Bool {
      switch (lhs, rhs) {
      case (.requiredWinnerToFail(let a), .requiredWinnerToFail(let b)): a == b
      case (.beganFirst(let a, let deeperA), .beganFirst(let b, let deeperB)): a == b && deeperA == deeperB
      case (.caughtTheTouch(let a), .caughtTheTouch(let b)): a == b
      case (.runningMemberHadBegun(let a), .runningMemberHadBegun(let b)): a == b
      case (.worded(let a), .worded(let b)): a() == b()
      default: false
      }
    }
  }
}
