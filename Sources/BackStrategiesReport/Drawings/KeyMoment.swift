import BackStrategies
import BackStrategiesSupport

/// A moment of a run worth a picture: touch-down, recognition, mid-gesture, release,
/// decision, settled, or a hazard.
package struct KeyMoment: Hashable, Sendable {
  /// What happened at the moment.
  package enum Kind: Hashable, Sendable {
    /// The first sample of the trace.
    case touchDown
    /// A back recogniser began (``RunResult/recognizedAt``).
    case recognition
    /// Halfway from recognition (or touch-down) to the end of that stroke.
    case midGesture
    /// The last `ended` or `cancelled` sample.
    case release
    /// A transition was told to finish or cancel (``TransitionRecord/decided``).
    case decision
    /// Everything settled (``RunResult/settledAt``).
    case settled
    /// A hazard was detected.
    case hazard(Hazard)

    /// The caption word.
    package var label: String {
      switch self {
      case .touchDown: "touch-down"
      case .recognition: "recognised"
      case .midGesture: "mid-gesture"
      case .release: "release"
      case .decision: "decision"
      case .settled: "settled"
      case .hazard(let hazard): hazard.rawValue
      }
    }

    /// Order among moments at the same time.
    var rank: Int {
      switch self {
      case .touchDown: 0
      case .recognition: 1
      case .midGesture: 2
      case .release: 3
      case .decision: 4
      case .settled: 5
      case .hazard: 6
      }
    }
  }

  /// What happened.
  package var kind: Kind
  /// When, in seconds.
  package var time: Double

  /// Creates a moment.
  package init(kind: Kind, time: Double) {
    self.kind = kind
    self.time = time
  }

  /// Most decisions pictured: a trace of many strokes would otherwise give a strip per stroke.
  package static let maximumDecisions = 3
  /// Most hazards pictured, in the order they happened.
  package static let maximumHazards = 3

  /// The key moments of `result` on `trace`, in time order.
  package static func moments(of result: RunResult, on trace: Trace) -> [KeyMoment] {
    guard let first = trace.touches.first else { return [KeyMoment(kind: .settled, time: result.settledAt)] }
    var moments = [KeyMoment(kind: .touchDown, time: first.t)]
    let start = result.recognizedAt ?? first.t
    if let recognized = result.recognizedAt { moments.append(KeyMoment(kind: .recognition, time: recognized)) }
    let releases = trace.releaseTimes
    if let strokeEnd = releases.first(where: { $0 >= start }) ?? releases.last, strokeEnd > start {
      moments.append(KeyMoment(kind: .midGesture, time: (start + strokeEnd) / 2))
    }
    if let release = releases.last { moments.append(KeyMoment(kind: .release, time: release)) }
    for time in ProgressChart.decisionTimes(result).prefix(maximumDecisions) {
      moments.append(KeyMoment(kind: .decision, time: time))
    }
    moments.append(KeyMoment(kind: .settled, time: result.settledAt))
    for event in result.hazards.prefix(maximumHazards) {
      moments.append(KeyMoment(kind: .hazard(event.hazard), time: event.time))
    }
    return moments.enumerated().sorted { a, b in
      if a.element.time != b.element.time { return a.element.time < b.element.time }
      if a.element.kind.rank != b.element.kind.rank { return a.element.kind.rank < b.element.kind.rank }
      return a.offset < b.offset
    }.map(\.element)
  }
}
