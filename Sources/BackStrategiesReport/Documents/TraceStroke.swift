import BackStrategies

/// One stroke of a trace: the finger's samples from a touch-down (`began`) to its lift (`ended`
/// or `cancelled`), as the exports play it.
public struct TraceStroke: Hashable, Sendable {
  /// The samples, the touch-down first and the lift last.
  public var samples: [TouchSample]

  /// Creates a stroke from its samples (at least one).
  public init(samples: [TouchSample]) {
    precondition(!samples.isEmpty, "TraceStroke needs at least one sample")
    self.samples = samples
  }

  /// Where the finger touched down.
  public var press: Point { samples[0].location }
  /// Where the finger lifted.
  public var lift: Point { samples[samples.count - 1].location }
  /// When the finger touched down, in the trace's seconds.
  public var start: Double { samples[0].t }
  /// When the finger lifted.
  public var end: Double { samples[samples.count - 1].t }
  /// From touch-down to lift, in seconds.
  public var duration: Double { end - start }
  /// Whether the system took the touch away (`cancelled`) instead of the finger lifting: no
  /// harness can play that, so it is exported as a lift.
  public var isCancelled: Bool { samples[samples.count - 1].phase == .cancelled }

  /// The strokes of `trace`, in order: each `began` starts one (a validated trace's strokes
  /// end with `ended` or `cancelled`).
  public static func strokes(of trace: Trace) -> [TraceStroke] {
    var strokes: [TraceStroke] = []
    var current: [TouchSample] = []
    for sample in trace.touches {
      if sample.phase == .began, !current.isEmpty {
        strokes.append(TraceStroke(samples: current))
        current = []
      }
      current.append(sample)
      if sample.phase == .ended || sample.phase == .cancelled {
        strokes.append(TraceStroke(samples: current))
        current = []
      }
    }
    if !current.isEmpty { strokes.append(TraceStroke(samples: current)) }
    return strokes
  }
}
