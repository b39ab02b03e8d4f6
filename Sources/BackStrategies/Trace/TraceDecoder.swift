/// Reads traces from `backstrategies-trace/1` JSON and from the compact CSV form, and
/// validates them.
///
/// Every error is a ``TraceError`` naming its place: a line and column for malformed JSON
/// or CSV (`line 7, column 3`), a JSON path for a field of the wrong type or value
/// (`touches[12].t`, `stack[1].scrollViews[0].frame.width`), and for CSV the line of a
/// sample that breaks a validation rule (`line 9`). `docs/trace-format.md` lists every field,
/// default, rule and message.
public enum TraceDecoder {
  /// The name a trace gets when its JSON has none, and the default name of a CSV trace.
  public static let defaultName = "trace"

  /// Decodes and validates a `backstrategies-trace/1` JSON document.
  ///
  /// Fields the format does not define are accepted and listed in
  /// ``DecodedTrace/unknownFields``.
  /// - Throws: ``TraceError``: a syntax error with its line and column, a structural error
  ///   with its JSON path, or the first rule ``Trace/validate()`` finds broken.
  ///
  /// Valid documents take a single streaming pass (`StreamingJSONTraceReader`); any
  /// other is read again by the precise parser, which words the error, so the result and
  /// every message are those of `decodeJSONPrecisely(_:)`.
  public static func decodeJSON(_ bytes: some Collection<UInt8>) throws(TraceError) -> DecodedTrace {
    if let fast = decodeJSONStreaming(bytes) { return fast }
    return try decodeJSONPrecisely(bytes)
  }

  /// The fast path alone: the decoded trace, or `nil` when the document needs the precise
  /// path (it is invalid, or of a shape the fast path leaves to it). For tests and `bench`.
  package static func decodeJSONStreaming(_ bytes: some Collection<UInt8>) -> DecodedTrace? {
    ContiguousBytes.with(bytes) { buffer -> DecodedTrace? in
      var reader = StreamingJSONTraceReader(buffer)
      return reader.decode()
    }
  }

  /// The precise path alone: parse the whole document into a ``JSONValue`` tree, map it,
  /// validate. Its errors are the ones ``decodeJSON(_:)-(Collection<UInt8>)`` reports. For
  /// tests and `bench`.
  package static func decodeJSONPrecisely(_ bytes: some Collection<UInt8>) throws(TraceError) -> DecodedTrace {
    try decodeJSON(try JSONParser.parse(bytes))
  }

  /// Decodes and validates a `backstrategies-trace/1` JSON document given as text.
  public static func decodeJSON(_ text: String) throws(TraceError) -> DecodedTrace {
    try decodeJSON(text.utf8)
  }

  /// Decodes and validates a trace from an already parsed JSON value.
  package static func decodeJSON(_ value: JSONValue) throws(TraceError) -> DecodedTrace {
    var reader = JSONTraceReader()
    let trace = try reader.trace(from: value)
    try trace.validate()
    return DecodedTrace(trace: trace, unknownFields: reader.unknownFields)
  }

  /// Decodes and validates the compact CSV form: one `t,x,y,phase` sample per line.
  ///
  /// An optional header line `t,x,y,phase` may come first; blank lines and lines starting
  /// with `#` are ignored; line ends may be LF, CRLF or CR; a byte order mark is skipped.
  /// - Parameters:
  ///   - bytes: the file's bytes (UTF-8).
  ///   - scene: the device and stack the samples were recorded in (CSV has no room for one).
  ///   - name: the trace's name, e.g. the file name without its extension.
  ///
  /// Valid files take a single pass (`StreamingCSVTraceReader`); any other is read again
  /// by the precise reader, which words the error.
  /// - Throws: ``TraceError`` placed at `line N, column M` for a malformed field, or at
  ///   `line N` for a sample that breaks a rule of ``Trace/validate()``.
  public static func decodeCSV(
    _ bytes: some Collection<UInt8>, scene: SceneSpec = .twoScreens, name: String = defaultName
  ) throws(TraceError) -> DecodedTrace {
    if let fast = decodeCSVStreaming(bytes, scene: scene, name: name) { return fast }
    return try decodeCSVPrecisely(bytes, scene: scene, name: name)
  }

  /// The fast path alone (`StreamingCSVTraceReader`): the decoded trace, or `nil` when the
  /// file needs the precise reader. For tests and `bench`.
  package static func decodeCSVStreaming(
    _ bytes: some Collection<UInt8>, scene: SceneSpec = .twoScreens, name: String = defaultName
  ) -> DecodedTrace? {
    ContiguousBytes.with(bytes) { buffer in
      StreamingCSVTraceReader(bytes: buffer).trace(scene: scene, name: name).map { DecodedTrace(trace: $0) }
    }
  }

  /// The precise path alone: line by line, field by field, each error placed at its line
  /// and column. Its errors are the ones ``decodeCSV(_:scene:name:)-(Collection<UInt8>,_,_)``
  /// reports. For tests and `bench`.
  package static func decodeCSVPrecisely(
    _ bytes: some Collection<UInt8>, scene: SceneSpec = .twoScreens, name: String = defaultName
  ) throws(TraceError) -> DecodedTrace {
    let result = ContiguousBytes.with(bytes) { buffer -> Result<DecodedTrace, TraceError> in
      let reader = CSVTraceReader(bytes: buffer)
      do throws(TraceError) {
        return .success(DecodedTrace(trace: try reader.trace(scene: scene, name: name)))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// Decodes and validates the compact CSV form given as text.
  public static func decodeCSV(
    _ text: String, scene: SceneSpec = .twoScreens, name: String = defaultName
  ) throws(TraceError) -> DecodedTrace {
    try decodeCSV(text.utf8, scene: scene, name: name)
  }
}
