/// A strict RFC 8259 JSON parser over UTF-8 bytes, with error messages that name the line
/// and column of the fault and say what was expected there.
///
/// Strictness, beyond the grammar itself:
/// - The input must be well-formed UTF-8 (a leading byte order mark is skipped).
/// - Numbers that overflow `Double` are an error (`number out of range (1e400)`); numbers
///   too small for `Double` become zero, and all others round to the nearest `Double`.
/// - Object keys must be unique in each object (RFC 8259 §4 leaves duplicates undefined;
///   a trace with two `"t"` would be ambiguous).
/// - `\u` escapes must pair surrogates correctly, since a `String` cannot hold a lone one.
/// - Containers nest at most ``maximumDepth`` levels, so hostile input cannot exhaust the stack.
/// - A document holds at most ``maximumValueCount`` values, so that the parsed tree's memory
///   is bounded whatever the document's shape.
///
/// Errors are ``TraceError`` values whose `place` is a ``SourcePosition`` description, such
/// as `line 7, column 3: unexpected character 'x', expected ',' or '}' after object member`.
/// The parser never traps on any input.
package enum JSONParser {
  /// The deepest nesting of arrays and objects accepted: a top-level container is level 1.
  ///
  /// Traces need 5 levels (`stack[0].scrollViews[0].frame`); the limit only bounds the
  /// parser's recursion against hostile input.
  public static let maximumDepth = 256

  /// The most values (scalars, arrays and objects, counting every element and member
  /// value) a document may hold.
  ///
  /// A trace needs about five per touch sample (the sample object and its four members), so
  /// this admits 1.6 million samples, more than a 64 MiB file holds. It bounds the parsed
  /// tree at roughly 8,000,000 × 40 bytes however the bytes are spent: without it, 60 MiB of
  /// `[0,0,0,…]` parse into 30 million values and about 1.4 GiB. Source: the robustness limits (docs/robustness.md).
  public static let maximumValueCount = 8_000_000

  /// Parses one JSON value from UTF-8 bytes (the whole input; whitespace may surround it).
  ///
  /// - Throws: ``TraceError`` naming the line and column of the first fault.
  /// - Complexity: O(*n*) in the number of bytes.
  public static func parse(_ bytes: some Collection<UInt8>) throws(TraceError) -> JSONValue {
    try parse(bytes, maximumValueCount: maximumValueCount)
  }

  /// Parses with another value limit (tests use a small one).
  static func parse(_ bytes: some Collection<UInt8>, maximumValueCount: Int) throws(TraceError) -> JSONValue {
    let result = ContiguousBytes.with(bytes) { buffer -> Result<JSONValue, TraceError> in
      var reader = JSONReader(buffer, maximumValueCount: maximumValueCount)
      do throws(TraceError) {
        return .success(try reader.readDocument())
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// Parses one JSON value from text.
  ///
  /// - Throws: ``TraceError`` naming the line and column of the first fault.
  public static func parse(_ text: String) throws(TraceError) -> JSONValue {
    try parse(text.utf8)
  }
}
