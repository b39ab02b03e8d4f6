/// One recogniser's own test of whether the current touch has become its gesture, owned by
/// the recogniser for the length of one touch.
///
/// Each kind decides for itself, as UIKit's subclasses override `_shouldTryToBeginWithEvent:`:
/// the arena (``GestureArena``) only settles who begins among those that are ready. The model
/// knows these kinds (docs/model.md states each rule with its source):
/// - a pan and a scroll view's pan (``PanHysteresisTest``);
/// - a screen-edge pan with its feature tree (``ScreenEdgePanFeature``);
/// - iOS 26's content swipe (``ContentSwipeBeginTest``);
/// - any of them with a directional pan's first-move test in front (``FirstMoveDirectionTest``).
struct RecognizerBeginTest: Sendable {
  /// The test proper.
  enum Threshold: Sendable {
    /// A pan's or a scroll view's hysteresis, from where the pan's translation is measured.
    case pan(PanHysteresisTest)
    /// A screen-edge pan's feature tree, fed every move.
    case screenEdge(ScreenEdgePanFeature)
    /// The content swipe's complex hysteresis, from where its translation is measured.
    case contentSwipe(ContentSwipeBeginTest)
  }

  /// The test proper.
  private(set) var threshold: Threshold
  /// A directional pan's first-move test, run before the threshold; `nil` for other pans.
  private(set) var direction: FirstMoveDirectionTest?

  /// A test made of `threshold`, behind `direction`'s first-move test when there is one.
  init(_ threshold: Threshold, firstMoveDirection direction: PanDirection? = nil) {
    self.threshold = threshold
    self.direction = direction.map(FirstMoveDirectionTest.init(direction:))
  }

  /// Whether it is a screen-edge pan's feature tree.
  var isScreenEdge: Bool {
    if case .screenEdge = threshold { return true }
    return false
  }

  /// Whether the next ``moved(to:time:translation:velocity:)`` needs the finger's velocity
  /// (the finger's velocity is estimated only when some test reads it).
  var needsVelocity: Bool { direction?.needsVelocity ?? false }

  /// The finger moved to `location` at `time`; `translation` is measured from where the
  /// recogniser's translation starts; `velocity` is the finger's velocity when
  /// ``needsVelocity`` asked for it.
  mutating func moved(to location: Point, time: Double, translation: Vector, velocity: Vector?) -> BeginStep {
    if let velocity, let refusal = direction?.refusal(velocity: velocity) { return .failed(refusal) }
    switch threshold {
    case .pan(let test):
      return test.passes(translation) ? .recognized : .waiting
    case .screenEdge(var feature):
      let step = feature.moved(to: location, time: time)
      threshold = .screenEdge(feature)
      return step
    case .contentSwipe(let test):
      return test.step(translation)
    }
  }
}
