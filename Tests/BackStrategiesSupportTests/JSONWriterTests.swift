import Testing
@testable import BackStrategies
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

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
      0.016, 1.0 / 3.0, 0.1 + 0.2, 1e-7, .leastNonzeroMagnitude, 1.7976931348623157e308, -2.5, 123456.789, 1e16, 4.35e-5, 420,
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
}
