/// One scene and one intent applied to every trace of a corpus (`corpus --scene FILE.json
/// --intent INTENT`): recordings carry neither, so the same strokes can be scored as, say,
/// vertical scrolls over a list.
public struct TraceOverride: Hashable, Sendable {
  /// The scene every trace runs in; `nil` keeps each trace's own.
  public var scene: SceneSpec?
  /// The intent every trace is scored against; `nil` keeps each trace's own.
  public var intent: Intent?

  /// Creates an override.
  public init(scene: SceneSpec? = nil, intent: Intent? = nil) {
    self.scene = scene
    self.intent = intent
  }

  /// `trace` with the scene and intent replaced.
  public func applied(to trace: Trace) -> Trace {
    var trace = trace
    if let scene { trace.scene = scene }
    if let intent { trace.intent = intent }
    return trace
  }
}
