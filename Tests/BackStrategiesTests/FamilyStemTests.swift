import Testing
@testable import BackStrategies

/// `GestureFamily.stem(ofTraceNamed:)` reads an ASCII name from its bytes (`asciiStem`) and
/// any other by its characters: the byte reading answers only for ASCII names, and then with
/// the stem the characters give.
@Suite("Family stem")
struct FamilyStemTests {
  /// The stem read by characters, as `stem(ofTraceNamed:)` reads a name that is not ASCII: a
  /// name without a trailing `-<digits>` is its own stem.
  static func stemByCharacters(_ name: String) -> String {
    guard let dash = name.lastIndex(of: "-") else { return name }
    let suffix = name[name.index(after: dash)...]
    guard !suffix.isEmpty, suffix.allSatisfy({ $0.isASCII && $0.isNumber }), dash != name.startIndex else { return name }
    return String(name[..<dash])
  }

  static let names = [
    "edge-slow-17", "edge-slow-0", "edge-swipe-past-half", "-3", "-", "", "3", "a-", "a-1-", "a-b1", "a--2", "a-1b",
    "research-swipes-u01-4", "x\r\n-5", "a-١٢", "naïve-12", "x\u{0600}-12", "a-1\u{301}", "👍-7", "edge slow-0012",
    "a-12345678901234567890",
  ]

  @Test("every name's stem is the one its characters give; the byte reading answers for ASCII names only", arguments: names)
  func stemAsByCharacters(name: String) {
    #expect(GestureFamily.stem(ofTraceNamed: name) == Self.stemByCharacters(name))
    let ascii = name.utf8.allSatisfy { $0 < 0x80 }
    var native = name
    native.makeContiguousUTF8()
    let byBytes = GestureFamily.asciiStem(ofTraceNamed: native)
    #expect((byBytes != nil) == ascii)
    if let byBytes { #expect(byBytes == Self.stemByCharacters(name)) }
  }

  @Test("the generator's trace names: the byte reading gives each family's name")
  func generatedNames() {
    for family in GestureFamily.allCases {
      for index in [0, 7, 123_456] {
        #expect(GestureFamily.asciiStem(ofTraceNamed: family.traceName(index: index)) == family.rawValue)
      }
    }
  }
}
