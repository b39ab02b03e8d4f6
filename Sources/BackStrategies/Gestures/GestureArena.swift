/// The recognisers taking part in one touch, and the rules that settle which of them begins.
///
/// Like Flutter's `GestureArenaManager` (`gestures/arena.dart`), the arena only admits members,
/// accepts them and rejects them; each member decides for itself when it is ready, with its own
/// ``RecognizerBeginTest``. What the arena knows are UIKit 26.1's rules for one finger
/// (docs/model.md, "The arena"):
/// - **failure requirements**: a member that must see others fail first (UIKit's
///   `requireGestureRecognizerToFail:`, `shouldBeRequiredToFailByGestureRecognizer:` and the
///   dynamic requirements) is *held* when it is ready, and begins when the last of them fails;
/// - **exclusion**: a member that begins rejects every other member still possible, unless the
///   two may recognise simultaneously;
/// - **ties**: members ready on the same move are tried deepest view first, then in the order
///   they were installed (`-[UIGestureRecognizer _depthFirstCompare:]`).
///
/// The arena holds no time and sends no callbacks: the simulation asks it questions, applies its
/// transitions and tells the members' targets. Simultaneity depends on the scroll views'
/// positions, so the simulation answers it (the `isSimultaneous` arguments).
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
    var beginTest: RecognizerBeginTest
    /// Where its translation is measured from (UIKit's `_firstSceneReferenceLocation`): the
    /// touch-down, moved when the hysteresis is removed at `.began`, or to the finger when it
    /// begins after waiting for another member to fail.
    var origin: Point
    /// A scroll view's pan that caught moving content at touch-down and has not yet passed its
    /// hysteresis: translation and velocity read zero.
    var caught = false

    /// A possible member for `recognizer` at `depth`, testing with `beginTest`, its translation
    /// measured from `origin`.
    init(recognizer: Int, depth: Int, beginTest: RecognizerBeginTest, origin: Point) {
      self.recognizer = recognizer
      self.depth = depth
      self.beginTest = beginTest
      self.origin = origin
    }
  }

  /// The members of the current touch, in the order they were admitted.
  var members: [Member] = []

  /// An arena with room for `capacity` members before it allocates.
  init(capacity: Int) {
    members.reserveCapacity(capacity)
  }

  /// Starts a new touch: no members (the storage is kept).
  mutating func open() {
    members.removeAll(keepingCapacity: true)
  }

  /// Admits `member` to the current touch.
  mutating func admit(_ member: Member) {
    members.append(member)
  }

  /// Member `waiter` may begin only once member `other` has failed.
  mutating func require(_ waiter: Int, toSeeFail other: Int) {
    members[waiter].requirements.append(other)
  }

  /// Whether member `index` has begun and not yet ended (`.began` or `.changed`).
  func isRunning(_ index: Int) -> Bool {
    members[index].state == .began || members[index].state == .changed
  }

  /// Whether member `index` may still begin or fail, and is not held.
  func isUndecided(_ index: Int) -> Bool {
    members[index].state == .possible && !members[index].isHeld
  }

  /// Whether member `index` still waits for a requirement that has not failed.
  func isWaitingForFailure(_ index: Int) -> Bool {
    members[index].requirements.contains { members[$0].state == .possible }
  }

  /// Whether any member has begun and not yet ended.
  var hasRunningMember: Bool {
    for index in members.indices where isRunning(index) { return true }
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

  // MARK: Transitions

  /// Member `index` begins.
  mutating func accept(_ index: Int) {
    members[index].state = .began
    members[index].isHeld = false
  }

  /// Member `index` is ready but must wait for its requirements: held.
  mutating func hold(_ index: Int) {
    members[index].isHeld = true
  }

  /// Member `index` fails: it takes no further part in the touch.
  mutating func reject(_ index: Int) {
    members[index].state = .failed
    members[index].isHeld = false
    members[index].caught = false
  }

  /// Running member `index` hears a move: `.changed`.
  mutating func track(_ index: Int) {
    members[index].state = .changed
  }

  /// Member `index` ends in `state` (`.ended` or `.cancelled`): at the lift, when reset, or
  /// when a lift releases it from its hold (its target then hears only the end).
  mutating func finish(_ index: Int, in state: RecognizerState) {
    members[index].state = state
    members[index].isHeld = false
  }
}
