/// One callback of a recogniser: the state it moved to and where the finger was.
public struct GestureEvent: Hashable, Sendable, Codable {
  /// The recogniser.
  public var recognizer: RecognizerID
  /// Its new state (`began`, `changed`, `ended` or `cancelled`; UIKit sends no action on `failed`).
  public var state: RecognizerState
  /// Time of the touch sample, in seconds.
  public var time: Double
  /// Finger position in window points (`locationInView:`).
  public var location: Point
  /// Finger travel from touch-down, in points (`translationInView:`).
  public var translation: Vector
  /// Estimated finger velocity, in points per second (`velocityInView:`).
  public var velocity: Vector
  /// Where the finger touched down.
  public var startLocation: Point
  /// When the finger touched down, in seconds (`nil` when the sender does not know). A strategy
  /// that keeps its own velocity estimator (Flutter's tracker adds the pointer-down sample)
  /// reads the touch-down sample from ``startLocation`` and this.
  public var startTime: Double?

  /// Creates an event.
  public init(
    recognizer: RecognizerID, state: RecognizerState, time: Double, location: Point,
    translation: Vector, velocity: Vector, startLocation: Point, startTime: Double? = nil
  ) {
    self.recognizer = recognizer
    self.state = state
    self.time = time
    self.location = location
    self.translation = translation
    self.velocity = velocity
    self.startLocation = startLocation
    self.startTime = startTime
  }
}
