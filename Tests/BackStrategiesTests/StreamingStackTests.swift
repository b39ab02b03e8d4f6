import Testing
@testable import BackStrategies

/// The streaming JSON reader reads a stack of screens with scroll views (and the screen flags
/// `contentSwipeDisabled`, `largeTitle`, `confirmsLeave`) itself instead of handing it to the
/// general mapping: every such document must give the precise path's trace, and anything the
/// plain reader does not take (a pager page, an unknown or mistyped field) must still decode
/// as the precise path decodes it, or fail with its error.
@Suite("Streaming stack")
struct StreamingStackTests {
  typealias Outcome = DecodeFastPathTests.Outcome

  /// A document whose stack is `stack` (the inside of the array).
  static func document(stack: String) -> String {
    #"{"format":"backstrategies-trace/1","stack":[\#(stack)],"touches":[{"t":0,"x":5,"y":400,"phase":"began"},{"t":0.1,"x":50,"y":400,"phase":"ended"}]}"#
  }

  static let list = #"{"id":"list","frame":{"x":0,"y":0,"width":390,"height":844},"contentSize":{"width":390,"height":2288},"contentOffset":{"x":0,"y":797}}"#

  /// Stacks the plain reader takes.
  static let plainStacks: [String] = [
    #"{"id":"home"},{"id":"item","backButton":"hidden","scrollViews":[\#(list)]}"#,
    #"{"id":"home"},{"id":"item","scrollViews":[]}"#,
    #"{"id":"home"},{"id":"item","scrollViews":[{"id":"a","frame":{"x":0,"y":100,"width":390,"height":200},"contentSize":{"width":1170,"height":200}},{"contentOffset":{"y":-4.5},"bounces":false,"id":"b","contentSize":{"height":900,"width":390},"frame":{"height":400,"width":390,"y":300,"x":0}}]}"#,
    #"{"id":"home","largeTitle":true},{"id":"item","contentSwipeDisabled":true,"confirmsLeave":false,"navigationBarHidden":true,"backGestureDisabled":false}"#,
    #"{"id":"home"},{"id":"item","scrollViews":[{"id":"a","frame":{"x":0,"y":0,"width":390,"height":844},"contentSize":{"width":390,"height":900},"contentOffset":{}}]}"#,
    " {\n \"id\" : \"home\" } ,\r\n { \"id\":\"item\", \"scrollViews\" : [ { \"id\" : \"a\" , \"frame\" : { \"x\" : 0 , \"y\" : 0 , \"width\" : 390 , \"height\" : 844 } , \"contentSize\" : { \"width\" : 390 , \"height\" : 1e3 } } ] } ",
  ]

  @Test("stacks of plain screens and scroll views decode as the precise path decodes them", arguments: plainStacks)
  func plainStack(stack: String) {
    let (fast, precise, decoder) = DecodeFastPathTests.json(Self.document(stack: stack))
    guard case .decoded = precise else {
      Issue.record("the precise path refused a valid document: \(precise)")
      return
    }
    #expect(fast == precise)
    #expect(decoder == precise)
  }

  /// Stacks the plain reader hands to the general mapping (or the precise path refuses).
  static let otherStacks: [String] = [
    #"{"id":"home"},{"id":"pager","scrollViews":[{"id":"p","frame":{"x":0,"y":0,"width":390,"height":844},"contentSize":{"width":1170,"height":844},"pagerPage":1}]}"#,
    #"{"id":"home"},{"id":"item","scrollViews":[{"id":"a","frame":{"x":0,"y":0,"width":390,"height":844,"depth":1},"contentSize":{"width":390,"height":900}}]}"#,
    #"{"id":"home"},{"id":"item","scrollViews":[{"id":"a","kind":"list","frame":{"x":0,"y":0,"width":390,"height":844},"contentSize":{"width":390,"height":900}}]}"#,
    #"{"id":"home"},{"id":"item","scrollViews":[{"id":"a","frame":{"x":0,"y":0,"width":390},"contentSize":{"width":390,"height":900}}]}"#,
    #"{"id":"home"},{"id":"item","scrollViews":[{"id":"a","frame":{"x":0,"y":0,"width":390,"height":844}}]}"#,
    #"{"id":"home"},{"id":"item","scrollViews":[{"id":"a","frame":{"x":0,"y":"0","width":390,"height":844},"contentSize":{"width":390,"height":900}}]}"#,
    #"{"id":"home"},{"id":"item","scrollViews":[{"id":"a","frame":{"x":0,"x":1,"y":0,"width":390,"height":844},"contentSize":{"width":390,"height":900}}]}"#,
    #"{"id":"home"},{"id":"item","scrollViews":[{"id":"a","frame":{"x":0,"y":0,"width":390,"height":844},"contentSize":{"width":390,"height":900},"contentOffset":null}]}"#,
    #"{"id":"home"},{"id":"item","scrollViews":[{"id":"a","frame":{"x":0,"y":0,"width":390,"height":844},"contentSize":{"width":390,"height":900},"bounces":1}]}"#,
    #"{"id":"home"},{"id":"item","scrollViews":[{"id":"a","frame":{"x":0,"y":0,"width":-390,"height":844},"contentSize":{"width":390,"height":900}}]}"#,
    #"{"id":"home"},{"id":"item","scrollViews":[{"id":"a","frame":{"x":0,"y":0,"width":390,"height":844},"contentSize":{"width":390,"height":900}},{"id":"a","frame":{"x":0,"y":0,"width":390,"height":844},"contentSize":{"width":390,"height":900}}]}"#,
    #"{"id":"home"},{"id":"item","scrollViews":{}}"#,
    #"{"id":"home"},{"id":"item","scrollViews":[1]}"#,
    #"{"id":"home"},{"id":"item","largeTitle":"yes"}"#,
    #"{"id":"home"},{"id":"item","largeTitle":true,"largeTitle":false}"#,
    #"{"id":"home"},{"id":"item","views":[{"id":"v","kind":"touches","frame":{"x":0,"y":0,"width":10,"height":10}}]}"#,
  ]

  @Test("other stacks decode, or fail, exactly as the precise path says", arguments: otherStacks)
  func otherStack(stack: String) {
    let (fast, precise, decoder) = DecodeFastPathTests.json(Self.document(stack: stack))
    #expect(decoder == precise)
    if fast != .failed("(declined)") { #expect(fast == precise) }
  }

  @Test("on every one-byte mutation of a stack with a scroll view the fast path answers only what the precise path answers")
  func mutations() {
    let text = Self.document(stack: #"{"id":"a"},{"id":"b","largeTitle":true,"scrollViews":[{"id":"s","frame":{"x":0,"y":9,"width":390,"height":80},"contentSize":{"width":900,"height":80},"contentOffset":{"x":-1.5},"bounces":false}]}"#)
    let replacements = Array("{}[]\",:0-.e\\ xt".utf8) + [0x00, 0xC3]
    var answered = 0
    for input in DecodeFastPathTests.mutations(of: text, replacements: replacements) {
      let (fast, precise, decoder) = DecodeFastPathTests.json(input)
      #expect(decoder == precise, "\(String(decoding: input, as: UTF8.self))")
      if fast != .failed("(declined)") {
        answered += 1
        #expect(fast == precise, "\(String(decoding: input, as: UTF8.self))")
      }
    }
    #expect(answered > 0)
  }
}
