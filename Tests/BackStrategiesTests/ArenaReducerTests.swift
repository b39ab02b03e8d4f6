import Testing

@testable import BackStrategies

/// Every stored field of one ``GestureArena/Member`` but its begin test, comparable: what a
/// test of the reducer expects of each member, whole.
struct ArenaMemberState: Equatable {
  var recognizer: Int
  var state: RecognizerState
  var requirements: [Int]
  var isHeld: Bool
  var depth: Int
  var origin: Point
  var caught: Bool
  /// The words of its test's failure, if it failed.
  var refusal: String?

  init(_ member: GestureArena.Member) {
    recognizer = member.recognizer
    state = member.state
    requirements = member.requirements
    isHeld = member.isHeld
    depth = member.depth
    origin = member.origin
    caught = member.caught
    refusal = member.refusal?()
  }
}

/// A store in the manner of The Composable Architecture's `TestStore`, without a simulation:
/// each action sent states the effects it must return, exactly and in order, and every change
/// it makes to the members; a change it does not state fails the test.
struct ArenaTestStore {
  private(set) var arena = GestureArena(capacity: 4)
  private(set) var members: [ArenaMemberState] = []

  /// An arena admitting `admitted`, in order.
  init(_ admitted: GestureArena.Member...) {
    for member in admitted {
      send(.admit(member)) { $0.append(ArenaMemberState(member)) }
    }
  }

  mutating func send(
    _ action: ArenaAction, effects expected: [ArenaEffect] = [], sourceLocation: SourceLocation = #_sourceLocation,
    _ change: (inout [ArenaMemberState]) -> Void = { _ in }
  ) {
    let effects = arena.apply(action)
    members = expectReducerStep(
      effects: Array(effects), expected: expected, state: members, observed: arena.members.map(ArenaMemberState.init),
      sourceLocation: sourceLocation, change)
  }
}

/// ``GestureArena`` as a reducer: actions in, every member's state and the exact effects out,
/// each rule with the UIKit method it models. The shape is Flutter's `GestureArenaManager`
/// (`gestures/arena.dart`): a beginning rejects the other members itself (`_resolveInFavorOf`),
/// and a failure lets go of those that waited for it; here each rejection and release waits
/// for the simulation's answer (``ArenaAction/exclude(_:_:simultaneous:)``,
/// ``ArenaAction/release(_:byFailureOf:location:lifted:excludedBy:)``), so that the callbacks
/// in between keep UIKit's order.
@Suite("Arena reducer")
struct ArenaReducerTests {
  static let down = Point(x: 100, y: 400)
  static let finger = Point(x: 160, y: 402)

  static func member(_ recognizer: Int, depth: Int = 0, direction: PanDirection? = nil) -> GestureArena.Member {
    GestureArena.Member(
      recognizer: recognizer, depth: depth,
      beginTest: RecognizerBeginTest(.pan(PanHysteresisTest(hysteresis: 10)), firstMoveDirection: direction), origin: down)
  }

  @Test("Flutter's _resolveInFavorOf, with UIKit's exclusion: a beginning names every other possible member, one at a time; each fails unless gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer: lets the two run together; the winner's target hears .began last")
  func aBeginningExcludesTheOthersUnlessSimultaneous() {
    var store = ArenaTestStore(Self.member(0, depth: 1), Self.member(1, depth: 2), Self.member(2, depth: 2))
    store.send(.accept(1, caughtContent: false), effects: [.began(1), .mayExclude(0, .beganFirst(winner: 1, deeper: true))]) {
      $0[1].state = .began
    }
    store.send(
      .exclude(0, .beganFirst(winner: 1, deeper: true), simultaneous: false),
      effects: [.failed(0, .beganFirst(winner: 1, deeper: true)), .mayExclude(2, .beganFirst(winner: 1, deeper: false))]
    ) { $0[0].state = .failed }
    // The simulation found the two may recognise together: member 2 stays possible.
    store.send(.exclude(2, .beganFirst(winner: 1, deeper: false), simultaneous: true), effects: [.sendBegan(1)])
  }

  @Test("_resolveInFavorOf one member at a time: the next member to exclude is named after the answer for the one before, so a member a callback settled in between is not named")
  func theNextExclusionIsNamedAfterTheAnswer() {
    var store = ArenaTestStore(Self.member(0), Self.member(1), Self.member(2))
    store.send(.accept(0, caughtContent: false), effects: [.began(0), .mayExclude(1, .beganFirst(winner: 0, deeper: false))]) {
      $0[0].state = .began
    }
    // A callback on the way resets member 2 (a strategy's `resetRecognizer`).
    store.send(.reject(2, .rejected), effects: [.failed(2, .rejected)]) {
      $0[2].state = .failed
    }
    store.send(
      .exclude(1, .beganFirst(winner: 0, deeper: false), simultaneous: false),
      effects: [.failed(1, .beganFirst(winner: 0, deeper: false)), .sendBegan(0)]
    ) { $0[1].state = .failed }
  }

  @Test("requireGestureRecognizerToFail: a member that had to see the winner fail fails when it begins, simultaneous or not")
  func aRequirementThatBeginsExcludesItsWaiter() {
    var store = ArenaTestStore(Self.member(0), Self.member(1))
    store.send(.require(0, toSeeFail: 1)) { $0[0].requirements = [1] }
    store.send(.accept(1, caughtContent: false), effects: [.began(1), .mayExclude(0, .requiredWinnerToFail(winner: 1))]) {
      $0[1].state = .began
    }
    store.send(
      .exclude(0, .requiredWinnerToFail(winner: 1), simultaneous: true), effects: [.failed(0, .requiredWinnerToFail(winner: 1)), .sendBegan(1)]
    ) { $0[0].state = .failed }
  }

  @Test("-[UIGestureRecognizer _willBeginAfterSatisfyingFailureRequirements]: a ready member with an unmet requirement is held; each failure names it, and only the last one's release lets it begin, from the finger")
  func aHeldMemberBeginsAfterTheLastFailure() {
    var store = ArenaTestStore(Self.member(0), Self.member(1), Self.member(2))
    store.send(.require(0, toSeeFail: 1)) { $0[0].requirements = [1] }
    store.send(.require(0, toSeeFail: 2)) { $0[0].requirements = [1, 2] }
    // `_hasUnmetFailureRequirements`: held, nothing sent.
    store.send(.accept(0, caughtContent: false)) { $0[0].isHeld = true }
    store.send(.reject(1, .rejected), effects: [.failed(1, .rejected), .mayRelease(0, byFailureOf: 1)]) {
      $0[1].state = .failed
    }
    // Member 2 is still possible: the failure of 1 does not let it go.
    store.send(.release(0, byFailureOf: 1, location: Self.finger, lifted: nil, excludedBy: nil))
    store.send(.reject(2, .rejected), effects: [.failed(2, .rejected), .mayRelease(0, byFailureOf: 2)]) {
      $0[2].state = .failed
    }
    store.send(.release(0, byFailureOf: 2, location: Self.finger, lifted: nil, excludedBy: nil), effects: [.began(0), .sendBegan(0)]) {
      $0[0].state = .began
      $0[0].isHeld = false
      $0[0].origin = Self.finger
    }
  }

  @Test("_willBeginAfterSatisfyingFailureRequirements one member at a time: a failure names the held members waiting for it one by one, each after the answer for the one before; one that began excludes the next, which is then passed over")
  func aFailureLetsGoOneMemberAtATime() {
    var store = ArenaTestStore(Self.member(0), Self.member(1), Self.member(2))
    store.send(.require(1, toSeeFail: 0)) { $0[1].requirements = [0] }
    store.send(.require(2, toSeeFail: 0)) { $0[2].requirements = [0] }
    store.send(.accept(1, caughtContent: false)) { $0[1].isHeld = true }
    store.send(.accept(2, caughtContent: false)) { $0[2].isHeld = true }
    store.send(.reject(0, .rejected), effects: [.failed(0, .rejected), .mayRelease(1, byFailureOf: 0)]) { $0[0].state = .failed }
    store.send(
      .release(1, byFailureOf: 0, location: Self.finger, lifted: nil, excludedBy: nil),
      effects: [.began(1), .mayExclude(2, .beganFirst(winner: 1, deeper: false)), .mayRelease(2, byFailureOf: 0)]
    ) {
      $0[1].state = .began
      $0[1].isHeld = false
      $0[1].origin = Self.finger
    }
    store.send(
      .exclude(2, .beganFirst(winner: 1, deeper: false), simultaneous: false),
      effects: [.failed(2, .beganFirst(winner: 1, deeper: false)), .sendBegan(1)]
    ) {
      $0[2].state = .failed
      $0[2].isHeld = false
    }
    store.send(.release(2, byFailureOf: 0, location: Self.finger, lifted: nil, excludedBy: nil))
  }

  @Test("_willBeginAfterSatisfyingFailureRequirements, with UIKit's exclusion: a member let go while another that may not run with it has begun fails instead")
  func aReleasedMemberExcludedByARunningOne() {
    var store = ArenaTestStore(Self.member(0), Self.member(1), Self.member(2))
    store.send(.require(0, toSeeFail: 1)) { $0[0].requirements = [1] }
    store.send(.accept(0, caughtContent: false)) { $0[0].isHeld = true }
    store.send(.accept(2, caughtContent: false), effects: [.began(2), .mayExclude(0, .beganFirst(winner: 2, deeper: false))]) {
      $0[2].state = .began
    }
    store.send(
      .exclude(0, .beganFirst(winner: 2, deeper: false), simultaneous: true), effects: [.mayExclude(1, .beganFirst(winner: 2, deeper: false))])
    store.send(.exclude(1, .beganFirst(winner: 2, deeper: false), simultaneous: true), effects: [.sendBegan(2)])
    store.send(.reject(1, .rejected), effects: [.failed(1, .rejected), .mayRelease(0, byFailureOf: 1)]) {
      $0[1].state = .failed
    }
    store.send(
      .release(0, byFailureOf: 1, location: Self.finger, lifted: nil, excludedBy: 2), effects: [.failed(0, .runningMemberHadBegun(running: 2))]
    ) {
      $0[0].state = .failed
      $0[0].isHeld = false
      $0[0].origin = Self.finger
    }
  }

  @Test("_willBeginAfterSatisfyingFailureRequirements after the lift: the member let go ends at once in the lift's state, and its target hears only the end")
  func aMemberLetGoAfterTheLiftHearsOnlyTheEnd() {
    var store = ArenaTestStore(Self.member(0), Self.member(1))
    store.send(.require(0, toSeeFail: 1)) { $0[0].requirements = [1] }
    store.send(.accept(0, caughtContent: false)) { $0[0].isHeld = true }
    store.send(.reject(1, .rejected), effects: [.failed(1, .rejected), .mayRelease(0, byFailureOf: 1)]) {
      $0[1].state = .failed
    }
    store.send(.release(0, byFailureOf: 1, location: Self.finger, lifted: .ended, excludedBy: nil), effects: [.heardOnlyTheEnd(0, .ended)]) {
      $0[0].state = .ended
      $0[0].isHeld = false
      $0[0].origin = Self.finger
    }
  }

  @Test("The reducer passes over a member a callback already settled: an exclusion of a member no longer possible only names the next, a release of one no longer held changes nothing")
  func answersForSettledMembersChangeNothing() {
    var store = ArenaTestStore(Self.member(0), Self.member(1), Self.member(2))
    store.send(.require(2, toSeeFail: 1)) { $0[2].requirements = [1] }
    store.send(.accept(2, caughtContent: false)) { $0[2].isHeld = true }
    store.send(.accept(0, caughtContent: false), effects: [.began(0), .mayExclude(1, .beganFirst(winner: 0, deeper: false))]) {
      $0[0].state = .began
    }
    // Before the simulation answers for member 1, a callback resets it (a strategy's reset).
    store.send(.reject(1, .rejected), effects: [.failed(1, .rejected), .mayRelease(2, byFailureOf: 1)]) {
      $0[1].state = .failed
    }
    store.send(.release(2, byFailureOf: 1, location: Self.finger, lifted: nil, excludedBy: 0), effects: [.failed(2, .runningMemberHadBegun(running: 0))]) {
      $0[2].state = .failed
      $0[2].isHeld = false
      $0[2].origin = Self.finger
    }
    store.send(.exclude(1, .beganFirst(winner: 0, deeper: false), simultaneous: false), effects: [.sendBegan(0)])
    store.send(.release(2, byFailureOf: 1, location: Self.finger, lifted: nil, excludedBy: nil))
  }

  @Test("-[UIScrollViewPanGestureRecognizer touchesBegan:withEvent:]: a scroll view's pan that catches moving content begins at touch-down, its exclusions worded as the catch, and reads zero until its hysteresis is passed")
  func caughtContentBeginsAtTouchDown() {
    var store = ArenaTestStore(Self.member(0), Self.member(1))
    store.send(.accept(1, caughtContent: true), effects: [.began(1), .mayExclude(0, .caughtTheTouch(winner: 1))]) {
      $0[1].state = .began
      $0[1].caught = true
    }
    store.send(.exclude(0, .caughtTheTouch(winner: 1), simultaneous: false), effects: [.failed(0, .caughtTheTouch(winner: 1)), .sendBegan(1)]) {
      $0[0].state = .failed
    }
    store.send(.measure(1, from: Self.finger)) { $0[1].origin = Self.finger }
    let past = Point(x: 175, y: 402)
    store.send(.releaseCaughtContent(1, origin: past)) {
      $0[1].caught = false
      $0[1].origin = past
    }
  }

  @Test("-[UIScrollViewPanGestureRecognizer touchesBegan:withEvent:] then _hasUnmetFailureRequirements: a scroll view that catches content but must wait is held, not caught")
  func caughtContentThatMustWaitIsHeld() {
    var store = ArenaTestStore(Self.member(0), Self.member(1))
    store.send(.require(1, toSeeFail: 0)) { $0[1].requirements = [0] }
    store.send(.accept(1, caughtContent: true)) { $0[1].isHeld = true }
  }

  @Test("-[UIPanGestureRecognizer _shouldTryToBeginWithEvent:]: each member's own test hears the move, its translation measured from its origin; waiting sends nothing, recognising says so")
  func aMemberTestsEachMove() {
    var store = ArenaTestStore(Self.member(0))
    store.send(.test(0, location: Point(x: 109, y: 400), time: 0.1, velocity: nil))
    store.send(.test(0, location: Point(x: 110, y: 400), time: 0.2, velocity: nil), effects: [.recognized(0)])
    store.send(.measure(0, from: Point(x: 110, y: 400))) { $0[0].origin = Point(x: 110, y: 400) }
    store.send(.test(0, location: Point(x: 115, y: 400), time: 0.3, velocity: nil))
  }

  @Test("SSWDirectionalPanGestureRecognizer touchesMoved: a member whose own test fails is rejected by the arena, which names the held members waiting for it")
  func aFailedTestRejectsTheMember() {
    var store = ArenaTestStore(Self.member(0, direction: .right), Self.member(1))
    store.send(.require(1, toSeeFail: 0)) { $0[1].requirements = [0] }
    store.send(.accept(1, caughtContent: false)) { $0[1].isHeld = true }
    var test = RecognizerBeginTest(.pan(PanHysteresisTest(hysteresis: 10)), firstMoveDirection: .right)
    guard case .failed(let why) = test.moved(to: Point(x: 100, y: 450), time: 0.1, translation: Vector(x: 0, y: 50), velocity: Vector(x: 0, y: 400))
    else {
      Issue.record("the direction test should fail a downward first move")
      return
    }
    store.send(
      .test(0, location: Point(x: 100, y: 450), time: 0.1, velocity: Vector(x: 0, y: 400)),
      effects: [.failed(0, .testFailed), .mayRelease(1, byFailureOf: 0)]
    ) {
      $0[0].state = .failed
      $0[0].refusal = why()
    }
  }

  @Test("A running member hears each move (.changed) and ends at the lift or when reset, without effects; opening a new touch empties the arena")
  func trackFinishAndOpen() {
    var store = ArenaTestStore(Self.member(0))
    store.send(.accept(0, caughtContent: false), effects: [.began(0), .sendBegan(0)]) { $0[0].state = .began }
    store.send(.track(0)) { $0[0].state = .changed }
    store.send(.finish(0, in: .cancelled)) { $0[0].state = .cancelled }
    store.send(.open) { $0.removeAll() }
  }
}
