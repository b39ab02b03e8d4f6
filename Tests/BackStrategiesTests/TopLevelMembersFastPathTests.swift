import Testing
@testable import BackStrategies

/// The streaming JSON reader's handling of the top-level members: known keys found as bits
/// (duplicates too, whatever their spelling), the usual members mapped straight into the trace,
/// anything else (an unknown member, `convention`, a mistyped value) sent to the mapping. On
/// every document the decoder answers what the precise path answers, and the fast path answers
/// that or declines.
@Suite("Top-level members, fast path")
struct TopLevelMembersFastPathTests {
  static let touches = #"[{"t":0,"x":5,"y":400,"phase":"began"},{"t":0.1,"x":50,"y":400,"phase":"ended"}]"#
  static let stack = #"[{"id":"home"},{"id":"detail"}]"#

  /// A document of the format's identifier, `members` and the stack and touches above.
  static func document(_ members: String) -> String {
    #"{"format":"backstrategies-trace/1",\#(members)"stack":\#(stack),"touches":\#(touches)}"#
  }

  /// Documents the fast path must read itself, with the precise path's result.
  static let usual = [
    document(""),
    document(#""name":"edge-slow-0","summary":"edge-slow: touch-down (6.9, 356.6) → lift (241, 335.1), ü","intent":"back","#),
    document(#""device":{"refreshRate":120},"intent":"stay","#),
    document(#""summary":"a \"quoted\" \\ summary\u0021 — long enough to span words of eight bytes","#),
  ]

  /// Documents with a member the direct mapping leaves to the general one, a duplicate, or an
  /// error: the decoder's answer is the precise path's.
  static let unusual = [
    document(#""n\u0061me":"a","#),
    document(#""name":"a","n\u0061me":"b","#),
    document(#""\u0066ormat":"backstrategies-trace/1","#),
    document(#""convention":"uikit","#),
    document(#""convention":"nonsense","#),
    document(#""comment":[1,2],"#),
    document(#""comment":1,"comment":2,"#),
    document(#""intent":"sideways","#),
    document(#""intent":3,"#),
    document(#""name":5,"#),
    document(#""summary":null,"#),
    document(#""device":[1],"#),
    document(#""device":{"width":-1},"#),
    document(#""device":{"ios":18,"extra":true},"#),
    #"{"format":"backstrategies-trace/2","stack":\#(stack),"touches":\#(touches)}"#,
    #"{"format":7,"stack":\#(stack),"touches":\#(touches)}"#,
    #"{"stack":\#(stack),"touches":\#(touches)}"#,
    #"{"format":"backstrategies-trace/1","stack":\#(stack),"stack":\#(stack),"touches":\#(touches)}"#,
    #"{"format":"backstrategies-trace/1","stack":\#(stack),"touches":\#(touches),"t\u006fuches":\#(touches)}"#,
    #"{"format":"backstrategies-trace/1","stack":[{"id":"a","views":[]}],"touches":\#(touches)}"#,
  ]

  @Test("the usual members are read by the fast path, as the precise path reads them", arguments: usual)
  func usualMembers(document: String) {
    let (fast, precise, decoder) = DecodeFastPathTests.json(document)
    guard case .decoded = precise else {
      Issue.record("the precise path refused: \(precise)")
      return
    }
    #expect(fast == precise)
    #expect(decoder == precise)
  }

  @Test("any other member, a duplicate or a mistyped value: the precise path's answer", arguments: unusual)
  func unusualMembers(document: String) {
    let (fast, precise, decoder) = DecodeFastPathTests.json(document)
    #expect(decoder == precise)
    if fast != .failed("(declined)") { #expect(fast == precise) }
  }
}
