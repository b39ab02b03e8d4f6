/// The recognisers taking part in one touch, and the rules that settle which of them begins.
///
/// Like Flutter's `GestureArenaManager` (`gestures/arena.dart`), the arena admits members,
/// accepts them and rejects them; each member decides for itself when it is ready, with its own
/// ``RecognizerBeginTest``. The arena is a reducer: ``apply(_:)`` is its only mutating entry,
/// takes an ``ArenaAction`` and returns the ``ArenaEffect``s the simulation acts on (asking the
/// delegate, sending the callbacks, wording the reasons stay the simulation's). It carries out
/// UIKit 26.1's rules for one finger (docs/model.md, "The arena"):
/// - **failure requirements**: a member that must see others fail first (UIKit's
///   `requireGestureRecognizerToFail:`, `shouldBeRequiredToFailByGestureRecognizer:` and the
///   dynamic requirements) is *held* when it is accepted, and a failure names the held members
///   it may let go (``ArenaEffect/mayRelease(_:byFailureOf:)``): each begins once the last of
///   its requirements has failed (`_willBeginAfterSatisfyingFailureRequirements`);
/// - **exclusion**: a member that begins names every other member still possible, one at a
///   time (``ArenaEffect/mayExclude(_:_:)``), and rejects each unless the two may recognise
///   simultaneously, as Flutter's `_resolveInFavorOf` rejects every other member; who may is
///   ``mayRecognizeTogether(_:_:)``, and a running member excludes a newcomer the same way
///   (``runningMember(excluding:isSimultaneous:)``);
/// - **ties**: members ready on the same move are tried deepest view first, then in the order
///   they were installed (`-[UIGestureRecognizer _depthFirstCompare:]`, ``triedInOrder(_:)``).
///
/// The arena holds no time and sends no callbacks.
struct GestureArena: Sendable {
  /// One recogniser's part in the current touch.
  struct Member: Sendable {
    /// The recogniser (an index into the simulation's installed recognisers; also the
    /// installation order that breaks ties).
    let recognizer: Int
    /// Where it is in its life: possible until it begins or fails, then began, changed, and
    /// ended or cancelled. Changed only by the arena's transitions.
    fileprivate(set) var state = RecognizerState.possible
    /// Other members (indices) it must see fail before it may begin.
    fileprivate(set) var requirements: [Int] = []
    /// It is ready and its delegate said yes, but it waits for a requirement to fail.
    fileprivate(set) var isHeld = false
    /// Its depth in this touch: deeper views win ties.
    let depth: Int
    /// Its own test of whether the touch has become its gesture.
    fileprivate(set) var beginTest: RecognizerBeginTest
    /// Where its translation is measured from (UIKit's `_firstSceneReferenceLocation`): the
    /// touch-down, moved when the hysteresis is removed at `.began`, or to the finger when it
    /// begins after waiting for another member to fail.
    fileprivate(set) var origin: Point
    /// A scroll view's pan that caught moving content at touch-down and has not yet passed its
    /// hysteresis: translation and velocity read zero.
    fileprivate(set) var caught = false
    /// Why its own begin test failed, once it did (``ArenaEffect/Cause/testFailed``): worded
    /// only when read, from values the test captured.
    fileprivate(set) var refusal: (@Sendable () -> String)?

    /// A possible member for `recognizer` at `depth`, testing with `beginTest`, its translation
    /// measured from `origin`.
    init(recognizer: Int, depth: Int, beginTest: RecognizerBeginTest, origin: Point) {
      self.recognizer = recognizer
      self.depth = depth
      self.beginTest = beginTest
      self.origin = origin
    }
  }

  /// The members of the current touch, in the order they were admitted. Changed only by
  /// ``apply(_:)``.
  private(set) var members: [Member] = []

  /// Whether any member holds caught content (``Member/caught``), kept beside the members'
  /// flags (``setCaught(_:_:)``): a move asks once instead of reading every member, which a
  /// debug build copies at each read (docs/performance.md#the-simulation-run).
  private(set) var hasCaughtMember = false

  /// An arena with no members and no storage.
  init() {}

  /// An arena with room for `capacity` members before it allocates.
  init(capacity: Int) {
    members.reserveCapacity(capacity)
  }

  /// An arena with no members in `storage` (empty), with room for `capacity` members.
  init(reusing storage: [Member], capacity: Int) {
    members = storage
    members.reserveCapacity(capacity)
  }

  // Each member is read once and its state matched with `switch`, not `==`: these two run for
  // every member at every move, and a debug build copies the member at each read and compares
  // through `Equatable` (docs/performance.md#the-simulation-run).
  /// Whether member `index` has begun and not yet ended (`.began` or `.changed`).
  func isRunning(_ index: Int) -> Bool {
    switch members[index].state {
    case .began, .changed: true
    case .possible, .ended, .cancelled, .failed: false
    }
  }

  /// Whether member `index` may still begin or fail, and is not held.
  func isUndecided(_ index: Int) -> Bool {
    let member = members[index]
    guard case .possible = member.state else { return false }
    return !member.isHeld
  }

  /// Whether member `index` still waits for a requirement that has not failed.
  func isWaitingForFailure(_ index: Int) -> Bool {
    members[index].requirements.contains { members[$0].state == .possible }
  }

  /// Whether any member has begun and not yet ended.
  var hasRunningMember: Bool {
    // `0..<count`, not `indices`: docs/performance.md#the-simulation-run.
    for index in 0..<members.count where isRunning(index) { return true }
    return false
  }

  /// The first running member other than `index` that may not recognise with it, if any.
  func runningMember(excluding index: Int, isSimultaneous: (_ running: Int) -> Bool) -> Int? {
    members.indices.first { $0 != index && isRunning($0) && !isSimultaneous($0) }
  }

  /// `ready`, the members whose tests recognised on one move, in the order they are tried:
  /// deepest view first, then installation order.
  func triedInOrder(_ ready: [Int]) -> [Int] {
    ready.sorted { lhs, rhs in
      let a = members[lhs].depth
      let b = members[rhs].depth
      if a != b { return a > b }
      return members[lhs].recognizer < members[rhs].recognizer
    }
  }

  /// Whether member `index` is held and was waiting for member `failed` alone among those still
  /// undecided: the failure of `failed` lets it go.
  func isReleased(_ index: Int, byFailureOf failed: Int) -> Bool {
    members[index].isHeld && members[index].requirements.contains(failed) && !isWaitingForFailure(index)
  }

  // MARK: Simultaneity

  /// What the arena needs to know of a recogniser to decide whether it may recognise with another.
  struct Pairing {
    /// The scroll view whose pan it is, if it is one.
    var scrollViewIndex: Int?
    /// How it treats scroll views' pans (``ScrollViewPolicy``).
    var scrollPolicy: ScrollViewPolicy
    /// Its delegate lets it recognise with everyone (a map SDK's pan).
    var recognizesSimultaneously: Bool
  }

  /// Whether two recognisers may recognise at the same time.
  enum Together: Equatable {
    /// They may.
    case yes
    /// They may not.
    case no
    /// They may while scroll view `scrollViewIndex` can scroll horizontally and rests at its
    /// leading end (``ScrollViewPolicy/simultaneousAtLeadingEdge``).
    case whileAtLeadingEdge(scrollViewIndex: Int)
  }

  /// Whether two recognisers may recognise at the same time: always when either's delegate says
  /// so; otherwise only a scroll view's pan beside a recogniser whose policy lets it
  /// (``ScrollViewPolicy/simultaneous``, or ``ScrollViewPolicy/simultaneousAtLeadingEdge``
  /// depending on where that scroll view rests).
  static func mayRecognizeTogether(_ a: Pairing, _ b: Pairing) -> Together {
    if a.recognizesSimultaneously || b.recognizesSimultaneously { return .yes }
    let scroll: Int
    let other: Pairing
    if let index = a.scrollViewIndex, b.scrollViewIndex == nil {
      (scroll, other) = (index, b)
    } else if let index = b.scrollViewIndex, a.scrollViewIndex == nil {
      (scroll, other) = (index, a)
    } else {
      return .no
    }
    switch other.scrollPolicy {
    case .simultaneous: return .yes
    case .simultaneousAtLeadingEdge: return .whileAtLeadingEdge(scrollViewIndex: scroll)
    case .exclusive, .scrollViewsWait, .scrollViewsWaitUnlessHorizontal: return .no
    }
  }

  // MARK: The reducer

  /// Carries out `action` and returns what the simulation must act on, in order (``ArenaAction``,
  /// ``ArenaEffect``). Most actions of a move (``ArenaAction/track(_:)``, a test that waits or
  /// recognises) return no effect or one, which costs no allocation (``ArenaEffects``).
  // Inlined: each caller names its action, so the switch folds to that one case, and a move's
  // test or `.changed` costs what the mutation costs (docs/performance.md).
  @inline(__always)
  mutating func apply(_ action: ArenaAction) -> ArenaEffects {
    switch action {
    case .open:
      members.removeAll(keepingCapacity: true)
      hasCaughtMember = false
    case .admit(let member):
      members.append(member)
    case .require(let waiter, let other):
      members[waiter].requirements.append(other)
    case .test(let index, let location, let time, let velocity):
      let translation = location - members[index].origin
      switch members[index].beginTest.moved(to: location, time: time, translation: translation, velocity: velocity) {
      case .waiting: break
      case .recognized: return ArenaEffects(.recognized(index))
      case .failed(let why):
        members[index].refusal = why
        return reject(index, .testFailed)
      }
    case .measure(let index, let origin):
      members[index].origin = origin
    case .releaseCaughtContent(let index, let origin):
      setCaught(index, false)
      members[index].origin = origin
    case .accept(let index, let caughtContent):
      if isWaitingForFailure(index) {
        members[index].isHeld = true
        return ArenaEffects()
      }
      if caughtContent { setCaught(index, true) }
      return begin(index)
    case .exclude(let index, let cause, let simultaneous):
      guard let winner = cause.winner else { return reject(index, cause) }
      var effects =
        members[index].state == .possible && !(simultaneous && cause.yieldsToSimultaneous) ? reject(index, cause) : ArenaEffects()
      effects.append(nextExclusion(by: winner, after: index))
      return effects
    case .reject(let index, let cause):
      return reject(index, cause)
    case .release(let index, let failed, let location, let lifted, let excludedBy):
      var effects = ArenaEffects()
      if isReleased(index, byFailureOf: failed) {
        members[index].origin = location
        if let lifted {
          finish(index, in: lifted)
          effects = ArenaEffects(.heardOnlyTheEnd(index, lifted))
        } else if let excludedBy {
          effects = reject(index, .runningMemberHadBegun(running: excludedBy))
        } else {
          effects = begin(index)
        }
      }
      if let next = nextRelease(byFailureOf: failed, after: index) { effects.append(next) }
      return effects
    case .track(let index):
      members[index].state = .changed
    case .finish(let index, let state):
      finish(index, in: state)
    }
    return ArenaEffects()
  }

  // MARK: Transitions

  /// Member `index` begins: its effects are ``ArenaEffect/began(_:)`` and the first other
  /// member still possible that its beginning may exclude (``nextExclusion(by:after:)``), or,
  /// when there is none, ``ArenaEffect/sendBegan(_:)``.
  private mutating func begin(_ index: Int) -> ArenaEffects {
    members[index].state = .began
    members[index].isHeld = false
    var effects = ArenaEffects(.began(index))
    effects.append(nextExclusion(by: index, after: -1))
    return effects
  }

  /// What continues member `winner`'s beginning after member `previous`: the next member,
  /// in admission order, still possible, that the beginning may exclude, and why
  /// (``ArenaEffect/mayExclude(_:_:)``); when none is left, `winner`'s target hears `.began`
  /// (``ArenaEffect/sendBegan(_:)``). Each answer (``ArenaAction/exclude(_:_:simultaneous:)``)
  /// names the next, so each is found after the effects of the one before were acted on, as
  /// the others are rejected one by one in Flutter's `_resolveInFavorOf`. Members only ever
  /// leave `.possible` during a touch: one named here and no longer possible when answered is
  /// passed over.
  private func nextExclusion(by winner: Int, after previous: Int) -> ArenaEffect {
    var other = previous + 1
    while other < members.count {
      if other != winner && members[other].state == .possible {
        let cause: ArenaEffect.Cause
        if members[other].requirements.contains(winner) {
          cause = .requiredWinnerToFail(winner: winner)
        } else if members[winner].caught {
          cause = .caughtTheTouch(winner: winner)
        } else {
          cause = .beganFirst(winner: winner, deeper: members[winner].depth > members[other].depth)
        }
        return .mayExclude(other, cause)
      }
      other += 1
    }
    return .sendBegan(winner)
  }

  /// Member `index` fails: it takes no further part in the touch. Its effects are
  /// ``ArenaEffect/failed(_:_:)`` and the first held member waiting for it
  /// (``nextRelease(byFailureOf:after:)``), if any.
  private mutating func reject(_ index: Int, _ cause: ArenaEffect.Cause) -> ArenaEffects {
    members[index].state = .failed
    members[index].isHeld = false
    setCaught(index, false)
    var effects = ArenaEffects(.failed(index, cause))
    if let next = nextRelease(byFailureOf: index, after: -1) { effects.append(next) }
    return effects
  }

  /// The next held member after member `previous`, in admission order, that waits for member
  /// `failed` (``ArenaEffect/mayRelease(_:byFailureOf:)``), if any. Each answer
  /// (``ArenaAction/release(_:byFailureOf:location:lifted:excludedBy:)``) names the next, so each
  /// is weighed after the effects of the one before were acted on. No member becomes held while
  /// a failure is resolved: one named here and no longer let go when answered (it began, or a
  /// requirement is still possible) is passed over.
  private func nextRelease(byFailureOf failed: Int, after previous: Int) -> ArenaEffect? {
    var other = previous + 1
    while other < members.count {
      if members[other].isHeld && members[other].requirements.contains(failed) { return .mayRelease(other, byFailureOf: failed) }
      other += 1
    }
    return nil
  }

  /// Sets member `index`'s ``Member/caught`` flag and ``hasCaughtMember`` with it.
  private mutating func setCaught(_ index: Int, _ caught: Bool) {
    guard members[index].caught != caught else { return }
    members[index].caught = caught
    hasCaughtMember = members.contains { $0.caught }
  }

  /// Member `index` ends in `state` (`.ended` or `.cancelled`).
  private mutating func finish(_ index: Int, in state: RecognizerState) {
    members[index].state = state
    members[index].isHeld = false
  }
}
