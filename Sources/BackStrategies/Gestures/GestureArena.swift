/// The recognisers taking part in one touch, and the rules that settle which of them begins.
///
/// Like Flutter's `GestureArenaManager` (`gestures/arena.dart`), the arena admits members,
/// accepts them and rejects them; each member decides for itself when it is ready, with its own
/// ``RecognizerBeginTest``. The arena carries out UIKit 26.1's rules for one finger
/// (docs/model.md, "The arena") and returns its decisions; the simulation applies them (asks
/// the delegate, sends the callbacks, words the reasons):
/// - **failure requirements**: a member that must see others fail first (UIKit's
///   `requireGestureRecognizerToFail:`, `shouldBeRequiredToFailByGestureRecognizer:` and the
///   dynamic requirements) is *held* when it is ready (``holdIfWaiting(_:)``), and is let go when
///   the last of them fails (``nextReleased(byFailureOf:from:fingerDown:)``);
/// - **exclusion**: a member that begins excludes every other member still possible, unless the
///   two may recognise simultaneously (``nextExcluded(by:from:)``,
///   ``runningMember(excluding:isSimultaneous:)``); who may is ``mayRecognizeTogether(_:_:)``;
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

  /// An arena with no members in `storage` (empty), with room for `capacity` members.
  init(reusing storage: [Member], capacity: Int) {
    members = storage
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

  // MARK: Decisions

  /// Why a member may fail when another begins.
  enum Exclusion: Equatable {
    /// It had to see the one that began fail (`requireGestureRecognizerToFail:`): it fails,
    /// simultaneous or not.
    case requiredItToFail
    /// It fails unless the two may recognise simultaneously (``mayRecognizeTogether(_:_:)``).
    case unlessSimultaneous
  }

  /// The first member at or after `start`, still possible, that member `winner`'s beginning
  /// may exclude, and how. Asked again from the next index after each failure is applied, so a
  /// failure that lets another member begin is seen by the rest of the pass.
  func nextExcluded(by winner: Int, from start: Int) -> (member: Int, why: Exclusion)? {
    var other = start
    while other < members.count {
      if other != winner && members[other].state == .possible {
        return (other, members[other].requirements.contains(winner) ? .requiredItToFail : .unlessSimultaneous)
      }
      other += 1
    }
    return nil
  }

  /// What happens to a held member that a failure lets go.
  enum Release: Equatable {
    /// It begins now, from translation zero (`_willBeginAfterSatisfyingFailureRequirements`),
    /// unless a running member that may not recognise with it excludes it
    /// (``runningMember(excluding:isSimultaneous:)``).
    case beginsUnlessExcluded
    /// The finger has lifted: its target hears only the end.
    case hearsOnlyTheEnd
  }

  /// The first member at or after `start` that the failure of `failed` lets go (held, and
  /// waiting for nothing else), and what happens to it.
  func nextReleased(byFailureOf failed: Int, from start: Int, fingerDown: Bool) -> (member: Int, release: Release)? {
    var other = start
    while other < members.count {
      if isReleased(other, byFailureOf: failed) { return (other, fingerDown ? .beginsUnlessExcluded : .hearsOnlyTheEnd) }
      other += 1
    }
    return nil
  }

  /// Member `index` is ready and its delegate said yes: held when a requirement has not failed
  /// yet (it has begun as far as it knows, but sends nothing until then). Whether it was held.
  mutating func holdIfWaiting(_ index: Int) -> Bool {
    guard isWaitingForFailure(index) else { return false }
    hold(index)
    return true
  }

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
