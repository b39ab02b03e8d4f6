import Testing
@testable import BackStrategiesSupport

@Suite("Number formatting")
struct NumberFormattingTests {
  @Test(
    "fixed keeps every decimal, short drops trailing zeros",
    arguments: [
      (0.18, 3, "0.180", "0.18"), (0.196, 3, "0.196", "0.196"), (390, 3, "390.000", "390"), (-20.4, 0, "-20", "-20"),
      (-0.0004, 3, "0.000", "0"), (1.0005, 3, "1.001", "1.001"), (0, 2, "0.00", "0"), (-1.5, 1, "-1.5", "-1.5"),
      (123456.789, 2, "123456.79", "123456.79"), (0.5, 0, "1", "1"), (7, 0, "7", "7"),
    ])
  func formats(value: Double, digits: Int, fixed: String, short: String) {
    #expect(NumberFormatting.fixed(value, digits) == fixed)
    #expect(NumberFormatting.short(value, digits) == short)
  }

  @Test("non-finite and huge values")
  func edges() {
    #expect(NumberFormatting.fixed(.nan, 2) == "nan")
    #expect(NumberFormatting.fixed(-.infinity, 2) == "-inf")
    #expect(NumberFormatting.short(1e300, 2) == "1e+300")
  }
}
