import Testing
@testable import BackStrategiesSupport

/// Word wrapping for the terminal: lines within the width, words kept whole, and a number
/// never split from its unit.
@Suite("Text wrapping")
struct TextWrappingTests {
  @Test("lines stay within the width, words whole and in order")
  func withinWidth() {
    let text = "released with projected progress 0.50 > 0.48 (progress 0.62, mean velocity 27 pt/s)"
    for width in 20...60 {
      let lines = TextWrapping.wrap(text, width: width, indent: "  ")
      #expect(lines.allSatisfy { $0.count <= width && $0.hasPrefix("  ") }, "width \(width)")
      #expect(lines.map { $0.dropFirst(2) }.joined(separator: " ") == text[...])
    }
  }

  @Test(
    "a number and its unit are never split across lines",
    arguments: ["0.817 s", "12.4 pt", "27 pt/s", "-940 pt/s²", "2.8 MiB", "120 Hz", "0.35 s,", "33 pt)"])
  func numberKeepsItsUnit(quantity: String) {
    // Every width at which a break could fall inside the quantity.
    for lead in 1...12 {
      let text = String(repeating: "x", count: lead) + " " + quantity + " tail"
      for width in 10...max(10, lead + quantity.count + 2) {
        let lines = TextWrapping.wrap(text, width: width)
        #expect(lines.contains { $0.contains(quantity) }, "'\(text)' at width \(width): \(lines)")
      }
    }
  }

  @Test("a unit word after a word that is not a number breaks as usual")
  func unitAfterWord() {
    #expect(TextWrapping.wrap("aaaa s", width: 10) == ["aaaa s"])
    #expect(TextWrapping.wrap("aaaaaaaa s", width: 10) == ["aaaaaaaa s"])
    #expect(TextWrapping.wrap("aaaaaaaaa s", width: 10) == ["aaaaaaaaa", "s"])
    #expect(TextWrapping.wrap("aaaaaaaa9 s", width: 10) == ["aaaaaaaa9 s"])
  }

  @Test("a path too long for a line is cut after a slash, never with a space inserted; wide characters take two columns")
  func longPathsAndWideCharacters() {
    let path = "TZScrollViewPopGesture/TZScrollViewPopGesture/UINavigationController+TZPopGesture.m"
    let lines = TextWrapping.wrap("source: " + path + " (1.0.6)", width: 60, indent: "  ")
    #expect(lines.allSatisfy { TextWrapping.displayWidth($0) <= 60 })
    // Nothing lost or added: the same characters, less the spaces where lines break.
    #expect(lines.map { $0.dropFirst(2) }.joined().filter { $0 != " " } == ("source: " + path + " (1.0.6)").filter { $0 != " " })
    #expect(lines.count >= 2)
    #expect(!lines.joined(separator: "\n").contains("/ "))
    #expect(TextWrapping.displayWidth("移花接木") == 8)
    #expect(TextWrapping.wrap("target-forwarding: Target forwarding (移花接木): a full-screen pan", width: 40).allSatisfy { TextWrapping.displayWidth($0) <= 40 })
  }
}
