import Testing
@testable import BackStrategiesSupport

/// `Plural`: a count and its noun in the right number.
@Suite("Plural")
struct PluralTests {
  @Test("one is singular; zero, two and more are plural", arguments: [
    (0, "0 lines"), (1, "1 line"), (2, "2 lines"), (1_000_000, "1000000 lines"), (-1, "-1 lines"),
  ])
  func regular(count: Int, expected: String) {
    #expect(Plural.count(count, "line") == expected)
  }

  @Test("a plural given is used as written; the noun alone follows the count")
  func irregular() {
    #expect(Plural.count(1, "row with no finger down", "rows with no finger down") == "1 row with no finger down")
    #expect(Plural.count(3, "row with no finger down", "rows with no finger down") == "3 rows with no finger down")
    #expect(Plural.count(2, "blank", "blank") == "2 blank")
    #expect(Plural.noun(1, "stroke") == "stroke")
    #expect(Plural.noun(0, "stroke") == "strokes")
  }
}
