/// A recorded or synthesised gesture: the scene it happened in and the finger's samples.
///
/// Decode one from `backstrategies-trace/1` JSON or from CSV with ``TraceDecoder``; build
/// one in code with this initialiser and check it with ``validate()``. It is also `Codable`
/// (the standard library's protocols; the keys are the property names, not the trace format's),
/// for storing or sending with any coder: a decoded trace, like a built one, is checked only
/// when you call ``validate()``.
public struct Trace: Hashable, Sendable, Codable {
  /// The format identifier a JSON trace must carry.
  public static let formatIdentifier = "backstrategies-trace/1"

  /// A short kebab-case name (scenario names are these).
  public var name: String
  /// One sentence saying what the gesture is.
  public var summary: String
  /// What the person meant, when known.
  public var intent: Intent?
  /// The platform convention the gesture tests (``Convention``): a technique that does not
  /// claim it is not judged on this trace. ``Convention/any`` (the default) judges every one.
  public var convention: Convention
  /// Device and navigation stack.
  public var scene: SceneSpec
  /// The finger's samples in time order; strokes start with `began`.
  public var touches: [TouchSample]

  /// Creates a trace. Call ``validate()`` before simulating a trace built by hand.
  public init(
    name: String, summary: String = "", intent: Intent? = nil, convention: Convention = .any, scene: SceneSpec,
    touches: [TouchSample]
  ) {
    self.name = name
    self.summary = summary
    self.intent = intent
    self.convention = convention
    self.scene = scene
    self.touches = touches
  }

  private enum CodingKeys: String, CodingKey {
    case name, summary, intent, convention, scene, touches
  }

  /// Decodes a trace stored with the standard library's coders; one stored before traces named
  /// a convention decodes with ``Convention/any``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      name: try container.decode(String.self, forKey: .name), summary: try container.decode(String.self, forKey: .summary),
      intent: try container.decodeIfPresent(Intent.self, forKey: .intent),
      convention: try container.decodeIfPresent(Convention.self, forKey: .convention) ?? .any,
      scene: try container.decode(SceneSpec.self, forKey: .scene), touches: try container.decode([TouchSample].self, forKey: .touches))
  }

  /// Time of the last sample, or 0 for a trace without touches.
  public var duration: Double { touches.last?.t ?? 0 }
}
