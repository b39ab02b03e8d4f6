import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

/// The JSON writer (BackStrategiesSupport) read back by the core's parser: what one writes the
/// other reads, number for number and character for character.
@Suite("JSON writer, parsed back")
struct JSONWriterParseBackTests {
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
