import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

@Suite("Trace encoding")
struct TraceEncodingTests {
  @Test("decode(encode(trace)) gives the same trace")
  func roundTrip() throws {
    let trace = Trace(
      name: "odd-numbers",
      summary: "Numbers that do not print short: \"quoted\" and\nbroken.",
      intent: .stay,
      scene: SceneSpec(
        device: Device(width: 428, height: 926, scale: 3, refreshRate: 120, layoutDirection: .rightToLeft, safeArea: SafeAreaInsets(top: 47.333, left: 1, bottom: 34, right: 0)),
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
