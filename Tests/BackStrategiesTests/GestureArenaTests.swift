import Testing
@testable import BackStrategies

/// The arena on its own, without a simulation: it admits, accepts and rejects members, holds
/// those that wait for failures, and orders ties (``GestureArena``). The end-to-end rules, with
/// the recognisers UIKit installs, are in ArenaTests.
@Suite("Gesture arena")
struct GestureArenaTests {
  static let anywhere = Point(x: 100, y: 400)

  static func member(_ recognizer: Int, depth: Int = 0) -> GestureArena.Member {
    GestureArena.Member(
      recognizer: recognizer, depth: depth, beginTest: RecognizerBeginTest(.pan(PanHysteresisTest(hysteresis: 10))),
      origin: anywhere)
  }

  static func arena(_ members: GestureArena.Member...) -> GestureArena {
    var arena = GestureArena(capacity: members.count)
    for member in members { _ = arena.apply(.admit(member)) }
    return arena
  }

  @Test("-[UIGestureRecognizer _depthFirstCompare:]: members ready on one move are tried deepest view first, then in installation order")
  func tiesGoToTheDeepestViewThenInstallationOrder() {
    let arena = Self.arena(Self.member(0, depth: 1), Self.member(1, depth: 3), Self.member(2, depth: 1), Self.member(3, depth: 3))
    #expect(arena.triedInOrder([0, 1, 2, 3]) == [1, 3, 0, 2])
    #expect(arena.triedInOrder([2, 0]) == [0, 2])
  }

  @Test("A running member excludes a newcomer unless the two may recognise simultaneously")
  func runningMemberExcludesUnlessSimultaneous() {
    var arena = Self.arena(Self.member(0), Self.member(1), Self.member(2))
    #expect(arena.runningMember(excluding: 1, isSimultaneous: { _ in false }) == nil)
    _ = arena.apply(.accept(0, caughtContent: false))
    #expect(arena.isRunning(0))
    #expect(arena.runningMember(excluding: 1, isSimultaneous: { _ in false }) == 0)
    #expect(arena.runningMember(excluding: 1, isSimultaneous: { $0 == 0 }) == nil)
    // A member does not exclude itself.
    #expect(arena.runningMember(excluding: 0, isSimultaneous: { _ in false }) == nil)
    #expect(arena.apply(.track(0)).isEmpty)
    #expect(arena.members[0].state == .changed)
    #expect(arena.runningMember(excluding: 2, isSimultaneous: { _ in false }) == 0)
    #expect(arena.apply(.finish(0, in: .ended)).isEmpty)
    #expect(arena.runningMember(excluding: 2, isSimultaneous: { _ in false }) == nil)
  }

  @Test("requireGestureRecognizerToFail: a held member is released only when the last of its requirements fails")
  func heldMemberIsReleasedByTheLastFailure() {
    var arena = Self.arena(Self.member(0), Self.member(1), Self.member(2))
    _ = arena.apply(.require(0, toSeeFail: 1))
    _ = arena.apply(.require(0, toSeeFail: 2))
    #expect(arena.isWaitingForFailure(0))
    _ = arena.apply(.accept(0, caughtContent: false))
    #expect(arena.members[0].isHeld)
    #expect(!arena.isUndecided(0))
    _ = arena.apply(.reject(1, .rejected))
    #expect(!arena.isReleased(0, byFailureOf: 1), "member 2 is still possible")
    _ = arena.apply(.reject(2, .rejected))
    #expect(arena.isReleased(0, byFailureOf: 2))
    #expect(!arena.isWaitingForFailure(0))
    _ = arena.apply(.release(0, byFailureOf: 2, location: Self.anywhere, lifted: nil, excludedBy: nil))
    #expect(!arena.members[0].isHeld)
    #expect(arena.isRunning(0))
    #expect(!arena.isReleased(0, byFailureOf: 2), "once it began it is no longer held")
  }

  @Test("Waiting is for requirements still possible: one that began no longer keeps it waiting (the beginning excludes it instead, unless the two are simultaneous)")
  func aRequirementThatBeganNoLongerKeepsItWaiting() {
    var arena = Self.arena(Self.member(0), Self.member(1))
    _ = arena.apply(.require(0, toSeeFail: 1))
    #expect(arena.isWaitingForFailure(0))
    _ = arena.apply(.accept(1, caughtContent: false))
    #expect(!arena.isWaitingForFailure(0))
    #expect(arena.runningMember(excluding: 0, isSimultaneous: { _ in false }) == 1)
  }

  @Test("reject ends a member for the touch: it is neither held nor holding caught content, and opening a new touch empties the arena")
  func rejectAndOpen() {
    var arena = Self.arena(Self.member(0), Self.member(1), Self.member(2))
    _ = arena.apply(.require(0, toSeeFail: 2))
    _ = arena.apply(.accept(0, caughtContent: false))
    _ = arena.apply(.accept(1, caughtContent: true))
    #expect(arena.members[0].isHeld)
    #expect(arena.members[1].caught)
    _ = arena.apply(.reject(0, .rejected))
    _ = arena.apply(.reject(1, .rejected))
    #expect(arena.members[0].state == .failed)
    #expect(!arena.members[0].isHeld)
    #expect(!arena.members[1].caught)
    #expect(!arena.isUndecided(0))
    _ = arena.apply(.open)
    #expect(arena.members.isEmpty)
  }
}

/// Each recogniser kind's own begin test (``RecognizerBeginTest``).
@Suite("Begin tests")
struct BeginTestTests {
  static let parameters = ModelParameters.uikit26

  @Test(
    "-[UIPanGestureRecognizer _shouldTryToBeginWithEvent:]: a pan begins when either axis reaches its hysteresis (>=)",
    arguments: [(Vector(x: 10, y: 0), true), (Vector(x: 0, y: -10), true), (Vector(x: 9.99, y: 9.99), false), (Vector(x: -10, y: 3), true)])
  func panHysteresis(translation: Vector, begins: Bool) {
    #expect(PanHysteresisTest(hysteresis: 10).passes(translation) == begins)
  }

  @Test("-[UIScrollViewPanGestureRecognizer _shouldTryToBeginWithEvent:]: a scroll view's pan counts only the axes its content scrolls")
  func scrollViewPanCountsItsAxes() {
    let vertical = PanHysteresisTest(hysteresis: 10, horizontal: false, vertical: true)
    #expect(!vertical.passes(Vector(x: 40, y: 2)))
    #expect(vertical.passes(Vector(x: 40, y: 10)))
    let horizontal = PanHysteresisTest(hysteresis: 10, horizontal: true, vertical: false)
    #expect(horizontal.passes(Vector(x: -10, y: 0)))
    #expect(!horizontal.passes(Vector(x: 0, y: 50)))
  }

  @Test("-[UIPanGestureRecognizer _removeHysteresisFromTranslation]: each axis moves toward zero by the hysteresis, stopping at zero")
  func removingHysteresis() {
    #expect(PanHysteresisTest.removingHysteresis(Vector(x: 25, y: -4), 10) == Vector(x: 15, y: 0))
    #expect(PanHysteresisTest.removingHysteresis(Vector(x: -12, y: 30), 10) == Vector(x: -2, y: 20))
  }

  @Test(
    "-[_UIParallaxTransitionPanGestureRecognizer _shouldTryToBeginWithEvent:]: the content swipe begins at 30 pt towards back and fails at 30 pt away or past min(0.8·|tx| + 10, 25) vertically",
    arguments: [
      (Vector(x: 30, y: 0), InterfaceLayoutDirection.leftToRight, "recognized"),
      (Vector(x: 29.9, y: 0), .leftToRight, "waiting"),
      (Vector(x: -30, y: 0), .leftToRight, "failed"),
      (Vector(x: -30, y: 0), .rightToLeft, "recognized"),
      (Vector(x: 30, y: 0), .rightToLeft, "failed"),
      // At tx = 10 the vertical limit is 0.8·10 + 10 = 18 pt.
      (Vector(x: 10, y: 18), .leftToRight, "failed"),
      (Vector(x: 10, y: 17.9), .leftToRight, "waiting"),
      // The limit never exceeds 25 pt, however far the finger has gone sideways.
      (Vector(x: 29, y: -25), .leftToRight, "failed"),
    ])
  func contentSwipe(translation: Vector, direction: InterfaceLayoutDirection, expected: String) {
    let step = ContentSwipeBeginTest(parameters: Self.parameters, direction: direction).step(translation)
    switch step {
    case .waiting: #expect(expected == "waiting")
    case .recognized: #expect(expected == "recognized")
    case .failed(let why):
      #expect(expected == "failed")
      #expect(why().contains("exceededYTranslation") || why().contains("unsupportedEdge"))
    }
  }

  @Test("SSWDirectionalPanGestureRecognizer touchesMoved: the direction test runs once, on the first move with a non-zero velocity, and a 45° tie fails")
  func firstMoveDirection() {
    var test = FirstMoveDirectionTest(direction: .right)
    #expect(test.refusal(velocity: .zero) == nil)
    #expect(test.needsVelocity, "a zero velocity does not use up the test")
    #expect(test.refusal(velocity: Vector(x: 100, y: 100)) != nil, "exactly 45° is not more right than down")
    #expect(!test.needsVelocity)
    var rightward = FirstMoveDirectionTest(direction: .right)
    #expect(rightward.refusal(velocity: Vector(x: 100, y: 99)) == nil)
    #expect(rightward.refusal(velocity: Vector(x: -500, y: 0)) == nil, "it has run: later moves are not tested")
  }

  @Test("A directional pan's first-move test runs before its hysteresis: a wrong first move fails even past the hysteresis")
  func directionBeforeThreshold() {
    var test = RecognizerBeginTest(.pan(PanHysteresisTest(hysteresis: 10)), firstMoveDirection: .right)
    #expect(test.needsVelocity)
    let step = test.moved(to: Point(x: 0, y: 50), time: 0.1, translation: Vector(x: 0, y: 50), velocity: Vector(x: 0, y: 400))
    guard case .failed(let why) = step else {
      Issue.record("expected a failure, got \(step)")
      return
    }
    #expect(why().contains("does not point right"))
    var plain = RecognizerBeginTest(.pan(PanHysteresisTest(hysteresis: 10)))
    #expect(!plain.needsVelocity)
    #expect(plain.moved(to: Point(x: 0, y: 50), time: 0.1, translation: Vector(x: 0, y: 50), velocity: nil) == .recognized)
  }
}
