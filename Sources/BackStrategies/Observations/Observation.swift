/// What someone saw a phone or a simulator do with one gesture: one line of a
/// `backstrategies-observation/1` file (docs/trace-format.md, "Observations").
///
/// An observation names the gesture (a built-in scenario or probe, or a trace of its own), the
/// device it ran on, and the outcome a UI-test harness sees: the previous screen on top
/// (``ObservedOutcome/popped``) or the same screen (``ObservedOutcome/stayed``). `strategy-compare
/// check` replays each one on the release it was observed on and scores every reading of the
/// open choices against it (``ObservationCheck``).
public struct Observation: Hashable, Sendable {
  /// The format identifier every observation line carries in `format`.
  public static let formatIdentifier = "backstrategies-observation/1"

  /// The gesture that was run.
  public var gesture: ObservedGesture
  /// The device it ran on.
  public var device: ObservedDevice
  /// What the harness saw.
  public var outcome: ObservedOutcome
  /// The times of the frames the harness recorded, in seconds, when it gave them (`frames`);
  /// empty when it did not. Kept, not scored.
  public var frames: [Double]
  /// Where the observation comes from: a key of docs/sources.md, a URL, or free text.
  public var source: String
  /// Anything the reader should know, such as what was assumed where the source is silent.
  public var note: String?

  /// Creates an observation.
  public init(
    gesture: ObservedGesture, device: ObservedDevice, outcome: ObservedOutcome, frames: [Double] = [], source: String, note: String? = nil
  ) {
    self.gesture = gesture
    self.device = device
    self.outcome = outcome
    self.frames = frames
    self.source = source
    self.note = note
  }
}

/// The gesture of an observation: a built-in trace by name, or a trace given in full.
public enum ObservedGesture: Hashable, Sendable {
  /// A built-in scenario or probe (`{"scenario": "tap-with-jitter"}`), resolved through
  /// ``Scenarios/named(_:)`` when the line is read; the trace it names.
  case scenario(Trace)
  /// A `backstrategies-trace/1` object embedded in the line (`{"trace": {…}}`).
  case trace(Trace)

  /// The trace to replay, as the gesture gives it (before the observed device is applied).
  public var trace: Trace {
    switch self {
    case .scenario(let trace), .trace(let trace): trace
    }
  }

  /// How reports name it: the scenario's name, or the embedded trace's `name`.
  public var name: String { trace.name }
}

/// The device an observation was made on.
public struct ObservedDevice: Hashable, Sendable {
  /// The model, as the harness or the report gives it (`iPhone 16 Pro`).
  public var model: String
  /// The screen's width in points.
  public var width: Double
  /// The iOS release, as written (`26.1`, `27.0.1`).
  public var ios: ObservedRelease
  /// Whether it was a simulator (`true`) or a device.
  public var simulator: Bool
  /// How many touch samples a second the app received, in Hz (60 or 120 on iPhones: once per
  /// display frame). UIKit's release decision reads velocities from successive samples, so it can
  /// differ at 60 and 120 Hz.
  public var touchRateHz: Double

  /// Creates a device.
  public init(model: String, width: Double, ios: ObservedRelease, simulator: Bool, touchRateHz: Double) {
    self.model = model
    self.width = width
    self.ios = ios
    self.simulator = simulator
    self.touchRateHz = touchRateHz
  }
}

/// What a harness sees after a gesture: which screen is on top.
public enum ObservedOutcome: String, Hashable, Sendable, CaseIterable {
  /// The previous screen is on top: a pop (or a pop to root) finished.
  case popped
  /// The same screen is on top: nothing began, or a pop began and cancelled.
  case stayed

  /// The outcome a harness would see of a run's ``Outcome``: ``Outcome/pop`` and
  /// ``Outcome/popToRoot`` are ``popped``; ``Outcome/cancel`` and ``Outcome/unchanged`` are
  /// ``stayed``.
  public init(_ outcome: Outcome) {
    switch outcome {
    case .pop, .popToRoot: self = .popped
    case .cancel, .unchanged: self = .stayed
    }
  }
}
