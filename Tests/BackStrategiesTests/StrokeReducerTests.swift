import Testing

@testable import BackStrategies

/// Every stored field of a ``StrokeState``, comparable and settable: the state a test of the
/// stroke's reducer expects whole.
struct StrokeFields: Equatable {
  var fingerDown: Bool
  var start: Point
  var startTime: Double
  var location: Point
  var scrolled: Bool
  var movedBack: Bool
  var conflictReported: Bool
  var edgeDeadline: Double?
  var liftState: RecognizerState
  var backButtonTouch: Bool
  var frontAppView: Int?
  var edgeSidesAwaitingFirstMove: [ScreenEdge]

  init(_ stroke: StrokeState) {
    fingerDown = stroke.fingerDown
    start = stroke.start
    startTime = stroke.startTime
    location = stroke.location
    scrolled = stroke.scrolled
    movedBack = stroke.movedBack
    conflictReported = stroke.conflictReported
    edgeDeadline = stroke.edgeDeadline
    liftState = stroke.liftState
    backButtonTouch = stroke.backButtonTouch
    frontAppView = stroke.frontAppView
    edgeSidesAwaitingFirstMove = stroke.edgeSidesAwaitingFirstMove
  }
}

/// A store in the manner of The Composable Architecture's `TestStore`: each action states the
/// effect it must return, exactly (`nil`: none), and every change it makes; a change it does not
/// state fails.
struct StrokeTestStore {
  private(set) var stroke = StrokeState()
  private(set) var state = StrokeFields(StrokeState())

  mutating func send(
    _ action: StrokeAction, effect expected: StrokeEffect? = nil, sourceLocation: SourceLocation = #_sourceLocation,
    _ change: (inout StrokeFields) -> Void = { _ in }
  ) {
    let effect = stroke.apply(action)
    state = expectReducerStep(
      effects: effect, expected: expected, state: state, observed: StrokeFields(stroke), sourceLocation: sourceLocation, change)
  }
}

/// ``StrokeState`` as a reducer: the finger's touch events (`touchesBegan:`, `touchesMoved:`,
/// `touchesEnded:` / `touchesCancelled:`) and what the stroke did, in; the whole state and the
/// conflicts to report, out.
@Suite("Stroke reducer")
struct StrokeReducerTests {
  static let down = Point(x: 10, y: 300)

  /// A store whose stroke has touched down at ``down`` at time 0: the finger down, there, and
  /// nothing else done (the first step of ``touchDown()``, stated once).
  static func touchedDown() -> StrokeTestStore {
    var store = StrokeTestStore()
    store.send(.touchDown(at: down, time: 0)) {
      $0.fingerDown = true
      $0.start = down
      $0.location = down
    }
    return store
  }

  /// `touchesBegan:withEvent:` starts a stroke: where and when it began, nothing done yet.
  @Test("a touch-down starts a stroke with nothing done")
  func touchDown() {
    var store = StrokeTestStore()
    store.send(.touchDown(at: Self.down, time: 0.5)) {
      $0.fingerDown = true
      $0.start = Self.down
      $0.startTime = 0.5
      $0.location = Self.down
    }
    store.send(.moved(to: Point(x: 30, y: 301))) { $0.location = Point(x: 30, y: 301) }
    store.send(.edgePansMustBeginBy(0.9)) { $0.edgeDeadline = 0.9 }
    store.send(.backButtonTook(true)) { $0.backButtonTouch = true }
    store.send(.landedOnAppView(2)) { $0.frontAppView = 2 }
    store.send(.edgeAwaitsFirstMove(.left)) { $0.edgeSidesAwaitingFirstMove = [.left] }
    store.send(.contentScrolled) { $0.scrolled = true }
    // A second touch-down forgets everything the first stroke did.
    store.send(.touchDown(at: Point(x: 200, y: 100), time: 2)) {
      $0.start = Point(x: 200, y: 100)
      $0.startTime = 2
      $0.location = Point(x: 200, y: 100)
      $0.edgeDeadline = nil
      $0.backButtonTouch = false
      $0.frontAppView = nil
      $0.edgeSidesAwaitingFirstMove = []
      $0.scrolled = false
    }
  }

  /// `touchesEnded:` moves neither the location nor the velocity: the lift keeps where the last
  /// move left the finger, and says how running recognisers end (`.ended`, or `.cancelled` for
  /// `touchesCancelled:`). The edge pans' deadline no longer applies.
  @Test("a lift keeps the last location and says how recognisers end", arguments: [RecognizerState.ended, .cancelled])
  func lift(state: RecognizerState) {
    var store = Self.touchedDown()
    store.send(.edgePansMustBeginBy(0.4)) { $0.edgeDeadline = 0.4 }
    store.send(.moved(to: Point(x: 80, y: 300))) { $0.location = Point(x: 80, y: 300) }
    store.send(.lifted(state)) {
      $0.fingerDown = false
      $0.edgeDeadline = nil
      $0.liftState = state
    }
  }

  /// The scroll conflict (``Hazard/scrollConflict``) is reported once, when content has scrolled
  /// and the page has moved back in the same stroke, whichever came first.
  @Test("content scrolled and the page moved back: one conflict, whichever came first", arguments: [true, false])
  func scrollConflict(scrollFirst: Bool) {
    var store = Self.touchedDown()
    if scrollFirst {
      store.send(.contentScrolled) { $0.scrolled = true }
      store.send(.pageMovedBack, effect: .scrollConflict) {
        $0.movedBack = true
        $0.conflictReported = true
      }
    } else {
      store.send(.pageMovedBack) { $0.movedBack = true }
      store.send(.contentScrolled, effect: .scrollConflict) {
        $0.scrolled = true
        $0.conflictReported = true
      }
    }
    // Once per stroke.
    store.send(.contentScrolled)
    store.send(.pageMovedBack)
    store.send(.appViewFollowedFinger(0))
  }

  /// An app view that follows the finger while the page moves back (``Hazard/appViewCut``) and
  /// the scroll conflict share the stroke's one report.
  @Test("an app view following the finger during a back move takes the stroke's one report")
  func appViewConflict() {
    var store = Self.touchedDown()
    // Before the page moves back, a view following the finger is no conflict.
    store.send(.appViewFollowedFinger(1))
    store.send(.pageMovedBack) { $0.movedBack = true }
    store.send(.appViewFollowedFinger(1), effect: .appViewConflict(1)) { $0.conflictReported = true }
    store.send(.contentScrolled) { $0.scrolled = true }
    // The next stroke may report again.
    store.send(.touchDown(at: Self.down, time: 1)) {
      $0.startTime = 1
      $0.scrolled = false
      $0.movedBack = false
      $0.conflictReported = false
    }
    store.send(.contentScrolled) { $0.scrolled = true }
    store.send(.pageMovedBack, effect: .scrollConflict) {
      $0.movedBack = true
      $0.conflictReported = true
    }
  }

  /// The first move's back-projection is tested once (``OpenChoice/edgeStrip``): the sides that
  /// awaited it are cleared.
  @Test("the first move's test clears the sides that awaited it")
  func firstMove() {
    var store = Self.touchedDown()
    store.send(.edgeAwaitsFirstMove(.left)) { $0.edgeSidesAwaitingFirstMove = [.left] }
    store.send(.edgeAwaitsFirstMove(.right)) { $0.edgeSidesAwaitingFirstMove = [.left, .right] }
    store.send(.firstMoveTested) { $0.edgeSidesAwaitingFirstMove = [] }
    store.send(.edgePansMustBeginBy(0.3)) { $0.edgeDeadline = 0.3 }
    store.send(.edgeDeadlinePassed) { $0.edgeDeadline = nil }
  }
}
