import Testing
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
}
