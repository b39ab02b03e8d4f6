import BackStrategiesSupport

/// UIKit 26.1's test of whether one touch is a screen-edge pan, move by move.
///
/// `UIScreenEdgePanGestureRecognizer` feeds each touch sample to a tree of small "features"
/// (`_UISE…GestureFeature`) and begins the moment the tree recognises
/// (`-[UIScreenEdgePanGestureRecognizer featureDidChangeState:]`). For one finger on a left or
/// right edge the tree decides as follows (``ModelParameters`` names every number):
///
/// 1. **Touch-down** within `edgeRegionWidth + edgeTouchDownSlack` (13 + 20 = 33 pt) of the
///    edge, or it fails (`_UISEInitialEdgesFailGestureFeature`).
/// 2. **First move**: the point mirrored through the touch-down, `2·down − first`, must lie
///    within `edgeRegionWidth` (13 pt) of the edge (`_UISEBackProjectEdgesFailGestureFeature`).
///    A finger that lands 20 pt in and moves fast inward still counts; one that lands 20 pt in
///    and creeps does not.
/// 3. **Every move**: a jump of more than `edgeTeleportDistance` (100 pt) from the previous
///    sample fails it (`_UISETeleportFailGestureFeature`).
/// 4. **Until the hysteresis**: while `|x − x₀| ≤ edgeHysteresis` (15 pt), vertical travel
///    `|y − y₀|` may be at most `max(10·tan(77.5°)·(1 − Δt / 0.5 s), 20)`: 45.1 pt at touch-down,
///    20 pt from 0.278 s on (`_UISEOrthogonalHysteresisGestureFeature`).
/// 5. **The move that passes the hysteresis** (`|x − x₀| > 15`): the direction from touch-down
///    must be strictly within half the angle window (77.5°) of straight away from the edge,
///    or it fails (`_UISEVelocityDirectionEdgesGestureFeature`, which despite its name reads
///    displacement). Otherwise it recognises.
/// 6. Optionally, a deadline `edgeMaximumSwipeDuration` after touch-down (see that parameter).
///
/// A lift before recognition fails the recogniser (`UIPanGestureRecognizer touchesEnded:`).
struct ScreenEdgePanFeature: Sendable {
  let edge: ScreenEdge
  let down: Point
  let downTime: Double
  private let width: Double
  /// The model's edge numbers this test reads (only those: the feature lives in every edge
  /// pan's arena member, which is copied as the arena works).
  private let numbers: EdgeNumbers
  private var last: Point
  private var testedBackProjection = false

  /// Why a touch-down at `location` cannot start an edge pan on `edge`, or `nil` if it can: a
  /// function that words it, called only when the reason is read.
  static func touchDownRefusal(edge: ScreenEdge, at location: Point, width: Double, parameters: ModelParameters) -> (@Sendable () -> String)? {
    let strip = parameters.edgeRegionWidth + parameters.edgeTouchDownSlack
    guard !touchDownAdmits(edge: edge, x: location.x, screenWidth: width, regionWidth: parameters.edgeRegionWidth, slack: parameters.edgeTouchDownSlack)
    else { return nil }
    let x = location.x
    return { "touch-down at x = \(NumberFormatting.short(x, 1)) is not within \(NumberFormatting.short(strip)) pt of the \(edge.rawValue) edge" }
  }

  /// Step 1: whether a touch-down at `x` lies within `regionWidth + slack` of `edge`.
  static func touchDownAdmits(edge: ScreenEdge, x: Double, screenWidth: Double, regionWidth: Double, slack: Double) -> Bool {
    distance(of: x, from: edge, width: screenWidth) < regionWidth + slack
  }

  /// Step 2: whether the first move to `firstX`, mirrored through the touch-down at `downX`,
  /// lies within `regionWidth` of `edge`.
  static func backProjectionAdmits(edge: ScreenEdge, downX: Double, firstX: Double, screenWidth: Double, regionWidth: Double) -> Bool {
    distance(of: 2 * downX - firstX, from: edge, width: screenWidth) < regionWidth
  }

  /// Distance of `x` from `edge`, negative off the screen.
  private static func distance(of x: Double, from edge: ScreenEdge, width: Double) -> Double {
    edge == .left ? x : width - x
  }

  init(edge: ScreenEdge, down: Point, time: Double, width: Double, parameters: ModelParameters) {
    self.edge = edge
    self.down = down
    self.downTime = time
    self.width = width
    self.numbers = EdgeNumbers(parameters)
    self.last = down
  }

  /// The finger moved to `location` at `time`.
  mutating func moved(to location: Point, time: Double) -> BeginStep {
    let jump = Math.hypotenuse(location.x - last.x, location.y - last.y)
    last = location
    if jump > numbers.edgeTeleportDistance {
      let teleport = numbers.edgeTeleportDistance
      return .failed { "the finger jumped \(NumberFormatting.short(jump, 0)) pt in one move (more than \(NumberFormatting.short(teleport)): touches teleported)" }
    }
    if !testedBackProjection {
      testedBackProjection = true
      let mirrored = 2 * down.x - location.x
      let region = numbers.edgeRegionWidth
      if !Self.backProjectionAdmits(edge: edge, downX: down.x, firstX: location.x, screenWidth: width, regionWidth: region) {
        let edge = edge
        return .failed {
          "the first move, mirrored through the touch-down, points back to x = \(NumberFormatting.short(mirrored, 1)), not within the \(NumberFormatting.short(region)) pt \(edge.rawValue) edge region"
        }
      }
    }
    let along = abs(location.x - down.x)
    if along <= numbers.edgeHysteresis {
      let across = abs(location.y - down.y)
      let allowed = offAxisAllowance(at: time)
      if across > allowed {
        let (hysteresis, elapsed) = (numbers.edgeHysteresis, time - downTime)
        return .failed {
          "moved \(NumberFormatting.short(across, 1)) pt vertically before it was \(NumberFormatting.short(hysteresis)) pt from where it began (at most \(NumberFormatting.short(allowed, 1)) pt \(NumberFormatting.fixed(elapsed, 3)) s after touch-down)"
        }
      }
      return .waiting
    }
    let ideal = edge == .left ? 0 : Double.pi
    let direction = Math.angle(y: location.y - down.y, x: location.x - down.x)
    var deviation = abs(direction - ideal)
    if deviation > Double.pi { deviation = 2 * Double.pi - deviation }
    let limit = numbers.edgeAngleWindow / 2
    guard deviation < limit else {
      let (edge, deviation) = (edge, deviation)
      return .failed {
        "moved \(NumberFormatting.short(deviation * 180 / Double.pi, 0))° away from straight off the \(edge.rawValue) edge (limit \(NumberFormatting.short(limit * 180 / Double.pi, 1))°)"
      }
    }
    return .recognized
  }

  /// Vertical travel allowed before the hysteresis, `time` seconds into the trace.
  func offAxisAllowance(at time: Double) -> Double {
    let decay = numbers.edgeAngleWindowDecayTime
    let remaining = decay > 0 ? 1 - (time - downTime) / decay : 0
    let base = Swift.min(numbers.edgeHysteresis, numbers.edgeOffAxisBase) * Math.tangent(numbers.edgeAngleWindow / 2)
    return Swift.max(base * remaining, numbers.edgeOffAxisFloor)
  }

  /// The ``ModelParameters`` of the screen-edge feature tree, copied out of them.
  private struct EdgeNumbers: Sendable {
    let edgeRegionWidth: Double
    let edgeTeleportDistance: Double
    let edgeHysteresis: Double
    let edgeAngleWindow: Double
    let edgeAngleWindowDecayTime: Double
    let edgeOffAxisBase: Double
    let edgeOffAxisFloor: Double

    init(_ parameters: ModelParameters) {
      edgeRegionWidth = parameters.edgeRegionWidth
      edgeTeleportDistance = parameters.edgeTeleportDistance
      edgeHysteresis = parameters.edgeHysteresis
      edgeAngleWindow = parameters.edgeAngleWindow
      edgeAngleWindowDecayTime = parameters.edgeAngleWindowDecayTime
      edgeOffAxisBase = parameters.edgeOffAxisBase
      edgeOffAxisFloor = parameters.edgeOffAxisFloor
    }
  }
}
