import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

/// The streaming fast paths of the JSON and CSV decoders agree with the precise paths: on a
/// valid input the fast path answers, with the same trace (numbers bit for bit) and the same
/// unknown fields; on any other input it declines, and the decoder's error is the precise
/// path's, word for word.
@Suite("Decode fast path")
struct DecodeFastPathTests {
  // MARK: Helpers

  /// What a decoder made of an input: the trace with its numbers' bit patterns, or the error.
  enum Outcome: Equatable, CustomStringConvertible {
    case decoded(DecodedTrace, numberBits: [UInt64])
    case failed(String)

    init(_ decode: () throws(TraceError) -> DecodedTrace) {
      do throws(TraceError) {
        let decoded = try decode()
        self = .decoded(decoded, numberBits: Self.bits(decoded.trace))
      } catch {
        self = .failed(error.description)
      }
    }

    init(_ decoded: DecodedTrace?) {
      self = decoded.map { .decoded($0, numberBits: Self.bits($0.trace)) } ?? .failed("(declined)")
    }

    /// Every touch number's bit pattern, so that -0 and 0 differ.
    static func bits(_ trace: Trace) -> [UInt64] {
      trace.touches.flatMap { [$0.t.bitPattern, $0.location.x.bitPattern, $0.location.y.bitPattern] }
    }

    var description: String {
      switch self {
      case .decoded(let decoded, _): "decoded \(decoded.trace.touches.count) samples, unknown \(decoded.unknownFields)"
      case .failed(let message): message
      }
    }
  }

  static func json(_ text: String) -> (fast: Outcome, precise: Outcome, decoder: Outcome) {
    let bytes = Array(text.utf8)
    return json(bytes)
  }

  static func json(_ bytes: [UInt8]) -> (fast: Outcome, precise: Outcome, decoder: Outcome) {
    (
      Outcome(TraceDecoder.decodeJSONStreaming(bytes)),
      Outcome { () throws(TraceError) in try TraceDecoder.decodeJSONPrecisely(bytes) },
      Outcome { () throws(TraceError) in try TraceDecoder.decodeJSON(bytes) }
    )
  }

  static func csv(_ bytes: [UInt8]) -> (fast: Outcome, precise: Outcome, decoder: Outcome) {
    (
      Outcome(TraceDecoder.decodeCSVStreaming(bytes)),
      Outcome { () throws(TraceError) in try TraceDecoder.decodeCSVPrecisely(bytes) },
      Outcome { () throws(TraceError) in try TraceDecoder.decodeCSV(bytes) }
    )
  }

  /// A trace document with `touches` as its samples and `extra` spliced into the top level.
  static func document(touches: String, extra: String = "") -> String {
    #"{"format": "backstrategies-trace/1", "stack": [{"id": "home"}, {"id": "detail"}], "touches": [\#(touches)]\#(extra)}"#
  }

  /// Two samples whose first has `x` written as `number`.
  static func sampleX(_ number: String) -> String {
    #"{"t": 0, "x": \#(number), "y": 400, "phase": "began"}, {"t": 0.1, "x": 50, "y": 400, "phase": "ended"}"#
  }

  // MARK: JSON

  static let validJSON: [String] = [
    TraceDecodingTests.architectureExample,
    document(touches: sampleX("5")),
    // Keys in any order, whitespace of every kind, CRLF and CR line ends.
    "{\r\n\t\"touches\": [ {\"phase\" : \"began\" ,\"y\":400,\"x\":5 ,\"t\":0}\r,\n{\"y\":1,\"phase\":\"ended\",\"t\":1,\"x\":2} ],\r\"stack\":[{\"id\":\"a\"}],\"format\":\"backstrategies-trace/1\"}\n",
    // A byte order mark.
    "\u{FEFF}" + document(touches: sampleX("5")),
    // Escaped keys and phases take the general string reader.
    document(touches: #"{"\u0074": 0, "x": 5, "y": 400, "p\u0068ase": "began"}, {"t": 1, "x": 5, "y": 400, "phase": "\u0065nded"}"#),
    // Unknown fields in samples (scalars and nested values) and at the top level, after
    // non-ASCII text on the same line, so their positions count characters.
    #"{"name": "naïve 👍 swipe", "format": "backstrategies-trace/1", "stack": [{"id": "a", "title": "é"}], "touches": [{"t": 0, "x": 5, "pressure": 0.5, "y": 400, "phase": "began", "meta": {"a": [1, {"b": null}], "c": "ü"}}, {"t": 1, "x": 5, "y": 400, "phase": "cancelled", "force": true}], "comment": [1, 2]}"#,
    // No touches at all.
    document(touches: ""),
    // Numbers of every shape the grammar allows.
    document(touches: sampleX("-0")),
    document(touches: sampleX("-0.0e5")),
    document(touches: sampleX("1E2")),
    document(touches: sampleX("1e+2")),
    document(touches: sampleX("12.5e-1")),
    document(touches: sampleX("5e-324")),
    document(touches: sampleX("2.2250738585072011e-308")),
    document(touches: sampleX("4.9406564584124654e-324")),
    document(touches: sampleX("1e-400")),
    document(touches: sampleX("0.1000000000000000055511151231257827021181583404541015625")),
    document(touches: sampleX("123.45678901234567890123456789")),
    document(touches: sampleX("9007199254740993e-14")),
    document(touches: sampleX("0.016666666666666666")),
    document(touches: sampleX("389.99999999999999999999")),
    document(touches: sampleX("1234567890123456789012e-20")),
    document(touches: sampleX("0.000000000000000000000000000001e30")),
  ]

  @Test("JSON: the fast path reads every valid document, as the precise path does, bit for bit", arguments: validJSON)
  func jsonValid(text: String) {
    let (fast, precise, decoder) = Self.json(text)
    guard case .decoded = precise else {
      Issue.record("the precise path refused a valid document: \(precise)")
      return
    }
    #expect(fast == precise)
    #expect(decoder == precise)
  }

  @Test("JSON: every built-in scenario, compact and pretty, takes the fast path with the precise path's result")
  func jsonScenarios() {
    for trace in Scenarios.all {
      for pretty in [false, true] {
        let (fast, precise, _) = Self.json(TraceEncoder.encodeJSON(trace, pretty: pretty))
        #expect(fast == precise, "\(trace.name)")
        #expect(fast == .decoded(DecodedTrace(trace: trace), numberBits: Outcome.bits(trace)), "\(trace.name)")
      }
    }
  }

  @Test("JSON: generated corpus traces (devices, stacks with hidden bars, every family) take the fast path with the precise path's result")
  func jsonGeneratedCorpus() {
    let generator = CorpusGenerator(seed: CorpusGenerator.defaultSeed)
    for index in 0..<200 {
      let trace = generator.trace(at: index)
      let (fast, precise, _) = Self.json(TraceEncoder.encodeJSON(trace, pretty: false))
      #expect(fast == precise, "trace \(index)")
      #expect(fast == .decoded(DecodedTrace(trace: trace), numberBits: Outcome.bits(trace)), "trace \(index)")
    }
  }

  static let invalidJSON: [String] = [
    "",
    "\u{FEFF}  ",
    "[]",
    #"{}"#,
    document(touches: sampleX("5"), extra: ","),
    document(touches: sampleX("5") + ","),
    document(touches: sampleX("5"), extra: #", "touches": []"#),
    document(touches: sampleX("5")) + " x",
    document(touches: #"{"t": 0, "t": 0, "x": 5, "y": 400, "phase": "began"}"#),
    document(touches: #"{"t": 0, "\u0074": 0, "x": 5, "y": 400, "phase": "began"}"#),
    document(touches: #"{"t": 0, "x": 5, "y": 400, "phase": "began", "a": 1, "a": 2}"#),
    document(touches: #"{"t": 0, "x": 5, "y": 400}"#),
    document(touches: #"{"t": 0, "x": 5, "y": 400, "phase": "start"}"#),
    document(touches: #"{"t": 0, "x": 5, "y": 400, "phase": 1}"#),
    document(touches: #"{"t": "0", "x": 5, "y": 400, "phase": "began"}"#),
    document(touches: #"{"t": null, "x": 5, "y": 400, "phase": "began"}"#),
    document(touches: #"[0, 5, 400, "began"]"#),
    document(touches: #"{"t": 0 "x": 5, "y": 400, "phase": "began"}"#),
    document(touches: #"{"t": 0, "x" 5, "y": 400, "phase": "began"}"#),
    document(touches: #"{"t": 0, "x": 5, "y": 400, "phase": "began",}"#),
    document(touches: #"{"t": 0, "x": 5, "y": 400, "phase": "began"#),
    document(touches: #"{"t": 0, "x": 5, "y": 400, "phase": "be\#u{01}gan"}"#),
    document(touches: sampleX("01")),
    document(touches: sampleX("1.")),
    document(touches: sampleX("-")),
    document(touches: sampleX("1e")),
    document(touches: sampleX("1e400")),
    document(touches: sampleX("-1e400")),
    document(touches: sampleX("1.7976931348623157e308")),
    document(touches: sampleX("NaN")),
    document(touches: sampleX("Infinity")),
    document(touches: sampleX("+1")),
    document(touches: sampleX(".5")),
    document(touches: sampleX("0x10")),
    document(touches: sampleX("1.2.3")),
    // A structural fault early and a syntax fault late: the precise path names the syntax fault.
    document(touches: #"{"t": "late", "x": 5, "y": 400, "phase": "began"}, {"t": 1, "x": 5, "y": 400, "phase": "ended"} ]]"#),
    // Validation faults.
    document(touches: #"{"t": 1, "x": 5, "y": 400, "phase": "began"}, {"t": 0.5, "x": 5, "y": 400, "phase": "ended"}"#),
    document(touches: #"{"t": 0, "x": 5, "y": 400, "phase": "began"}, {"t": 1, "x": 5, "y": 400, "phase": "began"}"#),
    document(touches: #"{"t": 0, "x": 5, "y": 400, "phase": "moved"}"#),
    document(touches: #"{"t": -0.5, "x": 5, "y": 400, "phase": "began"}"#),
    document(touches: sampleX("1e308")),
    // Faults outside the touches.
    #"{"format": "backstrategies-trace/2", "stack": [{"id": "a"}], "touches": []}"#,
    #"{"format": "backstrategies-trace/1", "device": null, "stack": [{"id": "a"}], "touches": []}"#,
    #"{"format": "backstrategies-trace/1", "stack": [{"id": "a"}], "touches": {}}"#,
    #"{"format": "backstrategies-trace/1", "stack": [{"id": "a"}]}"#,
    #"{"format": "backstrategies-trace/1", "stack": [{"id": "a"}, {"id": "a"}], "touches": []}"#,
    // Nesting past the depth limit inside an unknown member of a sample.
    document(touches: #"{"t": 0, "x": 5, "y": 400, "phase": "began", "deep": "# + String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "}"),
  ]

  @Test("JSON: the fast path declines every invalid document, and the decoder's error is the precise path's", arguments: invalidJSON)
  func jsonInvalid(text: String) {
    let (fast, precise, decoder) = Self.json(text)
    #expect(fast == .failed("(declined)"))
    guard case .failed(let message) = precise else {
      Issue.record("the precise path accepted an invalid document")
      return
    }
    #expect(!message.isEmpty)
    #expect(decoder == precise)
  }

  @Test("JSON: invalid UTF-8 in a string is declined and worded by the precise path")
  func jsonInvalidUTF8() {
    var bytes = Array(Self.document(touches: Self.sampleX("5"), extra: #", "note": "ab""#).utf8)
    let badByte = bytes.count - 3  // between the 'a' and the 'b'
    bytes.insert(0xFF, at: badByte)
    let (fast, precise, decoder) = Self.json(bytes)
    #expect(fast == .failed("(declined)"))
    #expect(precise == .failed("line 1, column \(badByte + 1): invalid UTF-8 (byte 0xFF)"))
    #expect(decoder == precise)
  }

  @Test("JSON: objects with many members go to the precise path, whose result the decoder returns")
  func jsonManyMembers() {
    let extra = (0..<20).map { #", "k\#($0)": \#($0)"# }.joined()
    let manyInSample = Self.document(touches: #"{"t": 0, "x": 5, "y": 400, "phase": "began""# + extra + "}")
    let manyAtTop = Self.document(touches: Self.sampleX("5"), extra: extra)
    for text in [manyInSample, manyAtTop] {
      let (fast, precise, decoder) = Self.json(text)
      #expect(fast == .failed("(declined)"))
      guard case .decoded(let decoded, _) = precise else {
        Issue.record("precise: \(precise)")
        continue
      }
      #expect(decoded.unknownFields.count == 20)
      #expect(decoder == precise)
    }
  }

  /// Every one-byte change of a small valid document: deleted, or replaced by a byte that
  /// matters to the grammar.
  static func mutations(of text: String, replacements: [UInt8]) -> [[UInt8]] {
    let bytes = Array(text.utf8)
    var inputs: [[UInt8]] = []
    for index in bytes.indices {
      var deleted = bytes
      deleted.remove(at: index)
      inputs.append(deleted)
      for replacement in replacements where replacement != bytes[index] {
        var changed = bytes
        changed[index] = replacement
        inputs.append(changed)
      }
    }
    return inputs
  }

  @Test("JSON: on every one-byte mutation of a document the fast path answers only what the precise path answers")
  func jsonMutations() {
    let text = #"{"format":"backstrategies-trace/1","stack":[{"id":"a"}],"touches":[{"t":0,"x":5.5,"y":4e2,"phase":"began","p":[1]},{"t":1,"x":-0,"y":9,"phase":"ended"}],"z":"é"}"#
    let replacements = Array("{}[]\",:0-.e\\ \nx".utf8) + [0x00, 0xC3, 0xFF]
    var answered = 0
    for input in Self.mutations(of: text, replacements: replacements) {
      let (fast, precise, decoder) = Self.json(input)
      #expect(decoder == precise, "\(String(decoding: input, as: UTF8.self))")
      if fast != .failed("(declined)") {
        answered += 1
        #expect(fast == precise, "\(String(decoding: input, as: UTF8.self))")
      }
    }
    // Some mutations stay valid (a digit for a digit, a space for a space): the fast path read them.
    #expect(answered > 0)
  }

  // MARK: Numbers

  static let numbers: [String] = [
    "0", "-0", "0.0", "-0.0", "5", "5.5", "-3.25", "1e2", "1E2", "1e+2", "1e-2", "2.5E-3", "-0e0",
    "5e-324", "4.9406564584124654e-324", "2.4703282292062328e-324", "2.2250738585072011e-308",
    "2.2250738585072014e-308", "1e-320", "1e-400", "0.1", "0.2", "0.3", "0.016666666666666666",
    "0.1000000000000000055511151231257827021181583404541015625", "9007199254740992e-14", "9007199254740993e-14",
    "9007199254740995e-15", "123456789012345678901234567890e-27", "389.999999999999999999999999",
    "1234.5678e-1", "0.000001", "1e-22", "1e-23", "7.3177701707893310e-14", "100000000000000000000000e-22",
  ]

  @Test("numbers: JSON and CSV fast paths parse each number bit for bit as the precise path and the standard library do", arguments: numbers)
  func numberBits(text: String) throws {
    let expected = try #require(Double(text))
    let (jsonFast, jsonPrecise, _) = Self.json(Self.document(touches: Self.sampleX(text)))
    let (csvFast, csvPrecise, _) = Self.csv(Array("t,x,y,phase\n0,\(text),400,began\n0.1,50,400,ended\n".utf8))
    for (fast, precise) in [(jsonFast, jsonPrecise), (csvFast, csvPrecise)] {
      #expect(fast == precise)
      guard case .decoded(let decoded, _) = fast else {
        Issue.record("declined: \(precise)")
        continue
      }
      #expect(decoded.trace.touches[0].location.x.bitPattern == expected.bitPattern)
    }
  }

  @Test(
    "numbers: samples written without a blank (the layout TraceEncoder writes, read by the tightest loop) parse bit for bit as the precise path does",
    arguments: numbers)
  func tightNumberBits(text: String) throws {
    let expected = try #require(Double(text))
    for phase in ["moved", "ended", "cancelled", "began"] {
      let touches = #"{"t":0,"x":\#(text),"y":\#(text),"phase":"began"},{"t":\#(text),"x":1,"y":2,"phase":"\#(phase)"},{"t":400,"x":-\#(text),"y":3,"phase":"ended"}"#
      for document in [Self.document(touches: touches), #"{"format":"backstrategies-trace/1","stack":[{"id":"a"}],"touches":[\#(touches)]}"#] {
        let (fast, precise, decoder) = Self.json(document)
        // A valid document is read by the fast path; an invalid one (a negative time) declined.
        if case .decoded = precise { #expect(fast == precise, "\(document)") } else { #expect(fast == .failed("(declined)")) }
        #expect(decoder == precise, "\(document)")
        if case .decoded(let decoded, _) = fast, expected >= 0 {
          #expect(decoded.trace.touches[0].location.x.bitPattern == expected.bitPattern)
          #expect(decoded.trace.touches[2].location.x.bitPattern == (-expected).bitPattern)
        }
      }
    }
  }

  @Test("JSON: near misses of the tight layout (a blank, a long number, another key, a cut) read as the precise path reads them")
  func tightNearMisses() {
    let samples = [
      #"{"t":0,"x":5,"y":400,"phase":"began"}"#, #"{"t":0,"x":5 ,"y":400,"phase":"began"}"#,
      #"{"t":0,"x":5,"y":400,"phase": "began"}"#, #"{"t":0,"x":5,"y":400,"phase":"began" }"#,
      #"{"t":0,"x":1234567890.12345678,"y":400,"phase":"began"}"#, #"{"t":0,"x":5,"y":4e2,"phase":"began"}"#,
      #"{"t":0,"x":5,"z":400,"phase":"began"}"#, #"{"t":0,"x":5,"y":400,"phasf":"began"}"#,
      #"{"t":0,"x":5,"y":400,"phase":"begun"}"#, #"{"t":0,"x":5,"y":400,"phase":"beganx"}"#,
      #"{"t":0,"x":5,"y":400,"phase":"began"]"#, #"{"t":0,"x":05,"y":400,"phase":"began"}"#,
      #"{"t":0,"x":5.,"y":400,"phase":"began"}"#, #"{"t":0,"x":-,"y":400,"phase":"began"}"#,
      #"{"t":0,"x":5,"y":400,"phase":"began","extra":1}"#, #"{"t":0,"x":5,"y":400,"phase":"BEGAN"}"#,
    ]
    var decoded = 0
    for sample in samples {
      for end in [#"]}"#, #",{"t":1,"x":6,"y":400,"phase":"ended"}]}"#] {
        let document = #"{"format":"backstrategies-trace/1","stack":[{"id":"a"}],"touches":["# + sample + end
        let (fast, precise, decoder) = Self.json(document)
        #expect(decoder == precise, "\(document)")
        if fast != .failed("(declined)") { #expect(fast == precise, "\(document)") }
        if case .decoded = precise { decoded += 1 }
      }
    }
    #expect(decoded > 4)
  }

  // MARK: CSV

  static let validCSV: [String] = [
    "t,x,y,phase\n0,5,400,began\n0.1,50,400,ended\n",
    "0,5,400,began\n0.1,50,400,ended",
    "\u{FEFF}t,x,y,phase\r\n0,5,400,began\r\n0.1,50,400,ended\r\n",
    "0,5,400,began\r0.1,50,400,moved\r0.2,60,400,cancelled\r",
    "# recorded on a phone\n\n  \t\n t , x ,y,\tphase \n # a comment with ü and \u{01}\n 0 ,\t5, 400 ,began\t\n0.1,50,400,ended\n\n",
    "0,-0,400,began\n1e-1,5E1,4e+2,ended\n",
    "0,5.000000000000000000001,400,began\n0.1,50,400,ended\n",
  ]

  @Test("CSV: the fast path reads every valid file, as the precise path does, bit for bit", arguments: validCSV)
  func csvValid(text: String) {
    let (fast, precise, decoder) = Self.csv(Array(text.utf8))
    guard case .decoded = precise else {
      Issue.record("the precise path refused a valid file: \(precise)")
      return
    }
    #expect(fast == precise)
    #expect(decoder == precise)
  }

  static let invalidCSV: [String] = [
    "",
    "  \n\r\n",
    "t,x,y,phase\n",
    "# only a comment\n",
    "t,x,y\n0,5,400,began\n",
    "0,5,400\n",
    "0,5,400,began,extra\n",
    "0,5,,began\n",
    "0,5,400,\n",
    "0,5 6,400,began\n",
    "0,1e,400,began\n",
    "0,nan,400,began\n",
    "0,1e400,400,began\n",
    "0,5,400,start\n",
    "0,5,400,Began\n",
    "0,5,400,beganx\n",
    "0,5,400,began\u{01}\n",
    "0,5,400,begün\n",
    "0,\"5\",400,began\n",
    "t,x,y,phase\nt,x,y,phase\n",
    "0,5,400,began\n0.1,50,400,began\n",
    "1,5,400,began\n0.5,50,400,ended\n",
    "0,5000,400,began\n",
    "0,5,400,moved\n",
  ]

  @Test("CSV: the fast path declines every invalid or sample-less file, and the decoder's answer is the precise path's", arguments: invalidCSV)
  func csvInvalid(text: String) {
    let (fast, precise, decoder) = Self.csv(Array(text.utf8))
    #expect(fast == .failed("(declined)"))
    #expect(decoder == precise)
  }

  @Test("CSV: invalid UTF-8 in a data line is declined and worded by the precise path")
  func csvInvalidUTF8() {
    let bytes = Array("0,5,400,began\n0.1,50,400,".utf8) + [0xFF] + Array("ended\n".utf8)
    let (fast, precise, decoder) = Self.csv(bytes)
    #expect(fast == .failed("(declined)"))
    #expect(precise == .failed("line 2, column 12: invalid UTF-8 (byte 0xFF)"))
    #expect(decoder == precise)
  }

  @Test("CSV: on every one-byte mutation of a file the fast path answers only what the precise path answers")
  func csvMutations() {
    let text = "t,x,y,phase\r\n# c\n0,5.5,4e2,began\n 1 ,-0,\t9,ended"
    let replacements = Array(",#\r\n -.e0 \tx".utf8) + [0x00, 0xC3, 0xFF]
    var answered = 0
    for input in Self.mutations(of: text, replacements: replacements) {
      let (fast, precise, decoder) = Self.csv(input)
      #expect(decoder == precise, "\(String(decoding: input, as: UTF8.self))")
      if fast != .failed("(declined)") {
        answered += 1
        #expect(fast == precise, "\(String(decoding: input, as: UTF8.self))")
      }
    }
    #expect(answered > 0)
  }
}
