import Testing
@testable import BackStrategies

@Suite("JSON writer")
struct JSONWriterTests {
  @Test("renders scalars")
  func scalars() {
    #expect(JSONOutput.null.render() == "null")
    #expect(JSONOutput.bool(true).render() == "true")
    #expect(JSONOutput.bool(false).render(pretty: false) == "false")
    #expect(JSONOutput.string("hi").render() == "\"hi\"")
  }

  @Test(
    "renders readable numbers: integers without decimals, others to six decimals",
    arguments: [
      (390.0, "390"), (-3.0, "-3"), (0.0, "0"), (-0.0, "0"), (0.5, "0.5"), (0.016, "0.016"),
      (1.0 / 3.0, "0.333333"), (2.0 / 3.0, "0.666667"), (-0.0000001, "0"), (1e20, "1e+20"),
      (9007199254740991, "9007199254740991"),
    ])
  func readableNumbers(value: Double, expected: String) {
    #expect(JSONOutput.number(value).render() == expected)
  }

  @Test(
    "renders non-finite numbers as null, never as invalid JSON",
    arguments: [Double.nan, .infinity, -.infinity, .signalingNaN])
  func nonFinite(value: Double) {
    #expect(JSONOutput.number(value).render() == "null")
    #expect(JSONOutput.preciseNumber(value).render() == "null")
  }

  @Test(
    "renders precise numbers that parse back to the same Double",
    arguments: [
      0.016, 1.0 / 3.0, 0.1 + 0.2, 1e-7, 5e-324, 1.7976931348623157e308, -2.5, 123456.789, 1e16, 4.35e-5, 420,
    ])
  func preciseNumbers(value: Double) throws {
    let text = JSONOutput.preciseNumber(value).render()
    #expect(try JSONParser.parse(text).kind == .number(value))
  }

  @Test("escapes strings as JSON requires")
  func escaping() throws {
    let original = "quote \" backslash \\ slash / newline \n tab \t return \r bell \u{7} nul \u{0} del \u{7F} ls \u{2028} é 😀"
    let text = JSONOutput.string(original).render()
    #expect(text == #""quote \" backslash \\ slash / newline \n tab \t return \r bell \u0007 nul \u0000 del \u007f ls \u2028 é 😀""#)
    #expect(try JSONParser.parse(text).kind == .string(original))
  }

  @Test("compact form has no spaces or line breaks")
  func compact() {
    let value: JSONOutput = ["a": [1, 2, ["b": nil]], "c": [], "d": [:], "e": "x"]
    #expect(value.render(pretty: false) == #"{"a":[1,2,{"b":null}],"c":[],"d":{},"e":"x"}"#)
  }

  @Test("pretty form indents by two spaces, keeping short containers of scalars on one line")
  func pretty() {
    let value: JSONOutput = [
      "format": "backstrategies-comparison/1",
      "trace": ["name": "edge-swipe", "duration": 0.4, "samples": 26],
      "results": [
        ["strategy": "system-edge:shipped", "stackBefore": ["home", "detail"], "hazards": [], "metrics": [:]],
      ],
      "empty": [],
    ]
    #expect(value.render(pretty: true) == """
      {
        "format": "backstrategies-comparison/1",
        "trace": { "name": "edge-swipe", "duration": 0.4, "samples": 26 },
        "results": [
          {
            "strategy": "system-edge:shipped",
            "stackBefore": ["home", "detail"],
            "hazards": [],
            "metrics": {}
          }
        ],
        "empty": []
      }
      """)
  }

  @Test("pretty form breaks a container of scalars that is longer than the limit")
  func longLine() {
    let words = (0..<30).map { JSONOutput.string("word\($0)") }
    let text = JSONOutput.array(words).render()
    #expect(text.hasPrefix("[\n  \"word0\",\n  \"word1\","))
    #expect(text.hasSuffix("\n  \"word29\"\n]"))
  }

  @Test("output parses back to the same structure")
  func parsesBack() throws {
    let value: JSONOutput = ["list": [1, 2.5, "three", true, nil, ["nested": [[], [:]]]]]
    for pretty in [false, true] {
      let parsed = try JSONParser.parse(value.render(pretty: pretty))
      guard case .array(let list) = parsed["list"]?.kind else {
        Issue.record("expected an array")
        continue
      }
      #expect(list.map(\.kindDescription) == ["a number", "a number", "a string", "true", "null", "an object"])
    }
  }

  @Test("suggests the closest name within two edits")
  func suggestions() {
    let phases = TouchPhase.allCases.map(\.rawValue)
    #expect(Suggestion.closest(to: "begn", in: phases) == "began")
    #expect(Suggestion.closest(to: "bgean", in: phases) == "began")
    #expect(Suggestion.closest(to: "CANCELED", in: phases) == "cancelled")
    #expect(Suggestion.closest(to: "start", in: phases) == nil)
    #expect(Suggestion.closest(to: "x", in: ["up", "down"]) == nil)
    #expect(Suggestion.closest(to: "percent-drivn", in: ["system-edge", "percent-driven"]) == "percent-driven")
    #expect(Suggestion.distance("kitten", "sitting") == 3)
    #expect(Suggestion.distance("", "abc") == 3)
    #expect(Suggestion.distance("ab", "ba") == 1)
  }
}

@Suite("Trace encoding")
struct TraceEncodingTests {
  @Test("decode(encode(trace)) gives the same trace")
  func roundTrip() throws {
    let trace = Trace(
      name: "odd-numbers",
      summary: "Numbers that do not print short: \"quoted\" and\nbroken.",
      intent: .stay,
      scene: Scene(
        device: Device(width: 428, height: 926, scale: 3, refreshRate: 120, layoutDirection: .rightToLeft, safeArea: EdgeInsets(top: 47.333, left: 1, bottom: 34, right: 0)),
        stack: [
          ScreenSpec(id: "home"),
          ScreenSpec(
            id: "détail", backButton: .hidden, backGestureDisabled: true, navigationBarHidden: true,
            scrollViews: [
              ScrollViewSpec(id: "a", frame: Rect(x: 0, y: 100.5, width: 428, height: 1.0 / 3.0), contentSize: Size(width: 1284, height: 200), contentOffset: Point(x: 12.25, y: 0), bounces: false),
              ScrollViewSpec(id: "b", frame: Rect(x: 0, y: 0, width: 10, height: 10), contentSize: Size(width: 10, height: 10)),
            ]),
        ]),
      touches: (0..<50).map { index in
        let t = Double(index) / 120
        return TouchSample(t: t, x: 428 - 0.1 * Double(index * index), y: 420 + t, phase: index == 0 ? .began : index == 49 ? .cancelled : .moved)
      })
    try trace.validate()
    for pretty in [true, false] {
      let decoded = try TraceDecoder.decodeJSON(TraceEncoder.encodeJSON(trace, pretty: pretty))
      #expect(decoded.trace == trace)
      #expect(decoded.unknownFields.isEmpty)
    }
  }

  @Test("round-trips the architecture example and leaves defaults out")
  func exampleRoundTrip() throws {
    let trace = try TraceDecoder.decodeJSON(TraceDecodingTests.architectureExample).trace
    let text = TraceEncoder.encodeJSON(trace)
    #expect(try TraceDecoder.decodeJSON(text).trace == trace)
    #expect(text == """
      {
        "format": "backstrategies-trace/1",
        "name": "edge-swipe-past-half",
        "summary": "A slow swipe from the left edge to past half the width.",
        "intent": "back",
        "stack": [
          { "id": "home" },
          {
            "id": "detail",
            "scrollViews": [
              {
                "id": "carousel",
                "frame": { "x": 0, "y": 300, "width": 390, "height": 200 },
                "contentSize": { "width": 1170, "height": 200 }
              }
            ]
          }
        ],
        "touches": [
          { "t": 0, "x": 6, "y": 420, "phase": "began" },
          { "t": 0.016, "x": 14, "y": 421, "phase": "moved" },
          { "t": 0.4, "x": 250, "y": 430, "phase": "ended" }
        ]
      }
      """)
  }
}
