import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

@Suite("JSON parser")
struct JSONParserTests {
  /// Parses `text` and returns the error's `"place: message"`, or nil when it parses.
  private func failure(_ text: String) -> String? {
    do {
      _ = try JSONParser.parse(text)
      return nil
    } catch {
      return error.description
    }
  }

  private func failure(bytes: [UInt8]) -> String? {
    do {
      _ = try JSONParser.parse(bytes)
      return nil
    } catch {
      return error.description
    }
  }

  // MARK: Values

  @Test("parses every kind of value, keeping object keys in order")
  func kinds() throws {
    let value = try JSONParser.parse(#"{"z": null, "a": [true, false], "m": -1.5e2, "s": "hi"}"#)
    guard case .object(let members) = value.kind else {
      Issue.record("expected an object")
      return
    }
    #expect(members.map(\.key) == ["z", "a", "m", "s"])
    #expect(members[0].value.kind == .null)
    #expect(members[1].value.kind == .array([JSONValue(.bool(true), at: SourcePosition(line: 1, column: 19)), JSONValue(.bool(false), at: SourcePosition(line: 1, column: 25))]))
    #expect(members[2].value.kind == .number(-150))
    #expect(members[3].value.kind == .string("hi"))
    #expect(value["s"]?.kind == .string("hi"))
  }

  @Test("records the line and column of each value, counting characters, not bytes")
  func positions() throws {
    let value = try JSONParser.parse("{\n  \"é😀\": 1,\r\n  \"b\":\r [2]\n}")
    #expect(value.position == SourcePosition(line: 1, column: 1))
    #expect(value["é😀"]?.position == SourcePosition(line: 2, column: 9))
    #expect(value["b"]?.position == SourcePosition(line: 4, column: 2))
  }

  @Test(
    "parses numbers exactly as the standard library does",
    arguments: [
      "0", "-0", "1", "-1", "0.016", "421", "12.5", "1e3", "1E-3", "2.5e+2", "0.1", "0.000001",
      "123456789012345678901234567890", "1.7976931348623157e308", "4.9e-324", "2.2250738585072014e-308",
      "9007199254740993", "0.30000000000000004", "1e-400", "12345678901234567e-5",
    ])
  func numbers(text: String) throws {
    let value = try JSONParser.parse(text)
    let expected = Double(text)!
    #expect(value.kind == .number(expected))
    if case .number(let parsed) = value.kind { #expect(parsed.sign == expected.sign) }
  }

  @Test("resolves escapes, including surrogate pairs")
  func escapes() throws {
    let value = try JSONParser.parse(#""a\"b\\c\/d\b\f\n\r\t\u00e9\ud83d\ude00\u0000""#)
    #expect(value.kind == .string("a\"b\\c/d\u{8}\u{C}\n\r\té😀\u{0}"))
  }

  @Test("accepts a leading byte order mark and counts columns after it")
  func byteOrderMark() throws {
    let value = try JSONParser.parse(ContiguousBytes.byteOrderMark + Array(#"{"a": 1}"#.utf8))
    #expect(value["a"]?.kind == .number(1))
    #expect(value.position == .start)
    #expect(failure(bytes: ContiguousBytes.byteOrderMark + Array("{x".utf8)) == "line 1, column 2: unexpected character 'x', expected a string key or '}'")
  }

  @Test("accepts nesting up to the limit")
  func deepButAllowed() throws {
    let depth = JSONParser.maximumDepth
    _ = try JSONParser.parse(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
  }

  @Test("works on any collection of bytes, not only contiguous ones")
  func nonContiguous() throws {
    let bytes = Array(#"{"a": [1, 2]}"#.utf8)
    let value = try JSONParser.parse(bytes.lazy.map { $0 })
    let reference = try JSONParser.parse(#"{"a": [1, 2]}"#)
    #expect(value == reference)
  }

  // MARK: Errors

  @Test(
    "reports each fault with its line, column and what was expected",
    arguments: [
      ("", "line 1, column 1: the input is empty"),
      ("  \n\t ", "line 1, column 1: the input is empty"),
      ("{\"a\": 1 \"b\": 2}", "line 1, column 9: unexpected character '\"', expected ',' or '}' after object member"),
      ("{\"a\" 1}", "line 1, column 6: unexpected character '1', expected ':' after object key"),
      ("{a: 1}", "line 1, column 2: unexpected character 'a', expected a string key or '}'"),
      ("{\"a\": 1, 2}", "line 1, column 10: unexpected character '2', expected a string key"),
      ("[1 2]", "line 1, column 4: unexpected character '2', expected ',' or ']' after array element"),
      ("[1,\n  ]", "line 1, column 3: trailing comma before ']'"),
      ("{\"a\": 1,}", "line 1, column 8: trailing comma before '}'"),
      ("{\n  \"a\": x\n}", "line 2, column 8: unexpected character 'x', expected a value"),
      ("[1,", "line 1, column 4: unexpected end of input, expected a value"),
      ("{\"a\": [1, 2]", "line 1, column 13: unexpected end of input, expected ',' or '}' after object member"),
      ("[\u{7}]", "line 1, column 2: unexpected character U+0007, expected a value"),
      ("[1] [2]", "line 1, column 5: extra data after the JSON value"),
      ("{} x", "line 1, column 4: extra data after the JSON value"),
      ("{\"a\": 1, \"a\": 2}", "line 1, column 10: duplicate key 'a' in object"),
    ])
  func structureErrors(text: String, expected: String) {
    #expect(failure(text) == expected)
  }

  @Test(
    "reports bad strings",
    arguments: [
      ("[\"abc", "line 1, column 2: unterminated string"),
      ("[\"abc\\", "line 1, column 2: unterminated string"),
      ("[\"ab\nc\"]", "line 1, column 2: unterminated string (a string must end on the line it starts; write \\n for a line break)"),
      ("[\"a\tb\"]", "line 1, column 4: unescaped control character U+0009 in string"),
      ("[\"a\\x\"]", "line 1, column 4: invalid escape '\\x' (expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"),
      ("[\"\\u12G4\"]", "line 1, column 3: invalid escape '\\u12G4' (expected four hex digits after \\u)"),
      ("[\"\\u12", "line 1, column 3: invalid escape '\\u12' (expected four hex digits after \\u)"),
      ("[\"\\ud83d\"]", "line 1, column 3: invalid escape '\\uD83D' (a high surrogate must be followed by a \\u low surrogate)"),
      ("[\"\\ud83d\\u0041\"]", "line 1, column 3: invalid escape '\\uD83D' (a high surrogate must be followed by a \\u low surrogate)"),
      ("[\"\\ude00\"]", "line 1, column 3: invalid escape '\\uDE00' (a low surrogate without a high surrogate before it)"),
    ])
  func stringErrors(text: String, expected: String) {
    #expect(failure(text) == expected)
  }

  @Test(
    "reports bad numbers and literals",
    arguments: [
      ("[1e400]", "line 1, column 2: number out of range (1e400)"),
      ("[-1e400]", "line 1, column 2: number out of range (-1e400)"),
      ("[1" + String(repeating: "0", count: 400) + "]", "line 1, column 2: number out of range (1" + String(repeating: "0", count: 39) + "...)"),
      ("[01]", "line 1, column 2: invalid number '01' (leading zeros are not allowed)"),
      ("[-01]", "line 1, column 2: invalid number '-01' (leading zeros are not allowed)"),
      ("[1.]", "line 1, column 2: invalid number '1.' (expected a digit after '.')"),
      ("[1.e5]", "line 1, column 2: invalid number '1.e5' (expected a digit after '.')"),
      ("[-]", "line 1, column 2: invalid number '-' (expected a digit after '-')"),
      ("[1e+]", "line 1, column 2: invalid number '1e+' (expected a digit in the exponent)"),
      ("[1x]", "line 1, column 2: invalid number '1x'"),
      ("[1.2.3]", "line 1, column 2: invalid number '1.2.3'"),
      ("[.5]", "line 1, column 2: unexpected character '.', expected a value"),
      ("[+1]", "line 1, column 2: unexpected character '+', expected a value"),
      ("[nul]", "line 1, column 2: invalid literal 'nul' (expected true, false or null)"),
      ("[True]", "line 1, column 2: invalid literal 'True' (expected true, false or null)"),
      ("[NaN]", "line 1, column 2: invalid literal 'NaN' (expected true, false or null)"),
      ("[Infinity]", "line 1, column 2: unexpected character 'I', expected a value"),
    ])
  func scalarErrors(text: String, expected: String) {
    #expect(failure(text) == expected)
  }

  @Test("rejects nesting deeper than the limit without exhausting the stack")
  func tooDeep() {
    let limit = JSONParser.maximumDepth
    #expect(failure(String(repeating: "[", count: limit + 1)) == "line 1, column \(limit + 1): nesting deeper than 256 levels")
    #expect(failure(String(repeating: "{\"a\":", count: 100_000)) == "line 1, column \(5 * limit + 1): nesting deeper than 256 levels")
  }

  @Test(
    "rejects invalid UTF-8 and names its position",
    arguments: [
      ([0x22, 0x61, 0xFF, 0x22] as [UInt8], "line 1, column 3: invalid UTF-8 (byte 0xFF)"),
      ([0x22, 0xC3, 0xA9, 0xC3, 0x22] as [UInt8], "line 1, column 3: invalid UTF-8 (byte 0xC3)"),
      ([0x22, 0xED, 0xA0, 0x80, 0x22] as [UInt8], "line 1, column 2: invalid UTF-8 (byte 0xED)"),  // encoded surrogate
      ([0x22, 0xC0, 0xAF, 0x22] as [UInt8], "line 1, column 2: invalid UTF-8 (byte 0xC0)"),  // overlong '/'
      ([0x5B, 0x0A, 0x80, 0x5D] as [UInt8], "line 2, column 1: invalid UTF-8 (byte 0x80)"),
    ])
  func invalidUTF8(bytes: [UInt8], expected: String) {
    #expect(failure(bytes: bytes) == expected)
  }

  @Test("never traps on truncations of a valid document")
  func truncations() {
    let text = Array(#"{"a": [1, -2.5e3, "x\u00e9\"", true, null, {"b": {}}], "c": "é"}"#.utf8)
    for length in 0..<text.count {
      #expect(failure(bytes: Array(text[..<length])) != nil)
    }
  }

  @Test("never traps on thousands of seeded random mutations of a trace: each decodes to a valid trace or is refused with a place and a message, the same way twice")
  func mutations() throws {
    let json = Array(TraceDecodingTests.architectureExample.utf8)
    let csv = Array("\u{FEFF}# comment\r\nt,x,y,phase\n0,6,420,began\n0.016, 14 ,421,moved\n0.4,250,430,ended\n".utf8)
    let alphabet = Array(#"{}[]:,"\u0123456789eE+-.tfnlrsa \#n\#t"#.utf8) + [0x00, 0x80, 0xC3, 0xE2, 0xED, 0xF0, 0xFF]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var decoded = 0
    var refused = 0
    for round in 0..<2_000 {
      var bytes = round.isMultiple(of: 2) ? json : csv
      for _ in 0..<(1 + next(4)) {
        let position = next(bytes.count)
        switch next(3) {
        case 0: bytes[position] = alphabet[next(alphabet.count)]
        case 1: bytes.insert(alphabet[next(alphabet.count)], at: position)
        default: bytes.remove(at: position)
        }
      }
      _ = try? JSONParser.parse(bytes)
      let isJSON = round.isMultiple(of: 2)
      let decode = { () throws(TraceError) -> DecodedTrace in
        isJSON ? try TraceDecoder.decodeJSON(bytes) : try TraceDecoder.decodeCSV(bytes)
      }
      do {
        let first = try decode()
        decoded += 1
        #expect(throws: Never.self, "round \(round)") { try first.trace.validate() }
        #expect(try decode() == first, "round \(round)")
      } catch {
        refused += 1
        #expect(!error.message.isEmpty, "round \(round)")
        #expect(throws: error, "round \(round)") { _ = try decode() }
      }
    }
    // Both outcomes occur, so the checks above ran on each.
    #expect(decoded > 0 && refused > 0, "decoded \(decoded), refused \(refused)")
  }
}
