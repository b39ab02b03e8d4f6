import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

@Suite("Trace decoding (JSON)")
struct TraceDecodingTests {
  /// The example of the design brief (§5, trace format), verbatim; docs/trace-format.md shows it
  /// with more of its defaults written out.
  static let architectureExample = """
    {
      "format": "backstrategies-trace/1",
      "name": "edge-swipe-past-half",
      "summary": "A slow swipe from the left edge to past half the width.",
      "intent": "back",
      "device": { "width": 390, "height": 844, "scale": 3, "refreshRate": 60,
                  "layoutDirection": "leftToRight" },
      "stack": [
        { "id": "home" },
        { "id": "detail", "backButton": "system", "backGestureDisabled": false,
          "scrollViews": [
            { "id": "carousel", "frame": { "x": 0, "y": 300, "width": 390, "height": 200 },
              "contentSize": { "width": 1170, "height": 200 },
              "contentOffset": { "x": 0, "y": 0 }, "bounces": true } ] }
      ],
      "touches": [
        { "t": 0.000, "x": 6,   "y": 420, "phase": "began" },
        { "t": 0.016, "x": 14,  "y": 421, "phase": "moved" },
        { "t": 0.400, "x": 250, "y": 430, "phase": "ended" }
      ]
    }
    """

  /// A minimal valid trace with `extra` spliced into the top-level object.
  private static func minimal(_ extra: String = "", touches: String = #"{"t": 0, "x": 5, "y": 400, "phase": "began"}, {"t": 0.1, "x": 50, "y": 400, "phase": "ended"}"#, stack: String = #"[{"id": "home"}, {"id": "detail"}]"#) -> String {
    #"{"format": "backstrategies-trace/1", "stack": \#(stack), "touches": [\#(touches)]\#(extra)}"#
  }

  private func failure(_ text: String) -> String? {
    do {
      _ = try TraceDecoder.decodeJSON(text)
      return nil
    } catch {
      return error.description
    }
  }

  @Test("decodes the design brief's example trace (§5) to the expected values")
  func architectureExample() throws {
    let decoded = try TraceDecoder.decodeJSON(Self.architectureExample)
    let expected = Trace(
      name: "edge-swipe-past-half",
      summary: "A slow swipe from the left edge to past half the width.",
      intent: .back,
      scene: SceneSpec(
        device: Device(width: 390, height: 844, scale: 3, refreshRate: 60, layoutDirection: .leftToRight),
        stack: [
          ScreenSpec(id: "home"),
          ScreenSpec(
            id: "detail", backButton: .system, backGestureDisabled: false,
            scrollViews: [
              ScrollViewSpec(
                id: "carousel", frame: Rect(x: 0, y: 300, width: 390, height: 200),
                contentSize: Size(width: 1170, height: 200), contentOffset: .zero, bounces: true)
            ]),
        ]),
      touches: [
        TouchSample(t: 0, x: 6, y: 420, phase: .began),
        TouchSample(t: 0.016, x: 14, y: 421, phase: .moved),
        TouchSample(t: 0.4, x: 250, y: 430, phase: .ended),
      ])
    #expect(decoded.trace == expected)
    #expect(decoded.unknownFields.isEmpty)
    #expect(decoded.trace.scene.device.safeArea == SafeAreaInsets(top: 47, bottom: 34))
  }

  @Test("applies the documented defaults to every optional field")
  func defaults() throws {
    let text = Self.minimal(touches: "", stack: #"[{"id": "home"}, {"id": "list", "scrollViews": [{"id": "s", "frame": {"x": 0, "y": 0, "width": 390, "height": 100}, "contentSize": {"width": 390, "height": 900}}]}]"#)
    let trace = try TraceDecoder.decodeJSON(text).trace
    #expect(trace.name == "trace")
    #expect(trace.summary == "")
    #expect(trace.intent == nil)
    #expect(trace.scene.device == Device.standard)
    #expect(trace.scene.device == Device(width: 390, height: 844, scale: 3, refreshRate: 60, layoutDirection: .leftToRight, safeArea: SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0)))
    let screen = trace.scene.stack[1]
    #expect(screen.backButton == .system)
    #expect(!screen.backGestureDisabled)
    #expect(!screen.navigationBarHidden)
    #expect(trace.scene.stack[0].scrollViews.isEmpty)
    #expect(screen.scrollViews[0].contentOffset == .zero)
    #expect(screen.scrollViews[0].bounces)
    #expect(trace.touches.isEmpty)
  }

  @Test("takes each device field on its own, keeping the defaults of the others")
  func partialDevice() throws {
    let trace = try TraceDecoder.decodeJSON(Self.minimal(#", "device": {"width": 430, "layoutDirection": "rightToLeft", "safeArea": {"top": 59}}"#)).trace
    #expect(trace.scene.device == Device(width: 430, layoutDirection: .rightToLeft, safeArea: SafeAreaInsets(top: 59, bottom: 34)))
  }

  @Test("reads every screen and scroll-view field")
  func screenFields() throws {
    let stack = #"[{"id": "a"}, {"id": "b", "backButton": "customSupplementing", "backGestureDisabled": true, "navigationBarHidden": true, "scrollViews": [{"id": "c", "frame": {"x": 1, "y": 2, "width": 3, "height": 4}, "contentSize": {"width": 5, "height": 6}, "contentOffset": {"x": 7, "y": 8}, "bounces": false}]}]"#
    let screen = try TraceDecoder.decodeJSON(Self.minimal(stack: stack)).trace.scene.stack[1]
    #expect(screen == ScreenSpec(
      id: "b", backButton: .customSupplementing, backGestureDisabled: true, navigationBarHidden: true,
      scrollViews: [ScrollViewSpec(id: "c", frame: Rect(x: 1, y: 2, width: 3, height: 4), contentSize: Size(width: 5, height: 6), contentOffset: Point(x: 7, y: 8), bounces: false)]))
  }

  /// A scroll view on the second screen with `extra` members.
  private static func pagerStack(_ extra: String) -> String {
    #"[{"id": "a"}, {"id": "b", "scrollViews": [{"id": "p", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}, "contentSize": {"width": 1170, "height": 844}"# + extra + "}]}]"
  }

  @Test(
    "pagerPage (react-native-pager-view's page, the pager rule of rn-screens): optional, a whole number of 0 or more; left out it is nil and the trace decodes as before",
    arguments: [(#", "pagerPage": 0"#, 0 as Int?, nil as String?), (#", "pagerPage": 2"#, 2, nil), ("", nil, nil),
                (#", "pagerPage": -1"#, nil, "stack[1].scrollViews[0].pagerPage: must not be negative (got -1)"),
                (#", "pagerPage": 1.5"#, nil, "stack[1].scrollViews[0].pagerPage: must be a whole number of 0 or more (got 1.5)"),
                (#", "pagerPage": "0""#, nil, "stack[1].scrollViews[0].pagerPage")])
  func pagerPage(extra: String, page: Int?, error: String?) throws {
    let text = Self.minimal(stack: Self.pagerStack(extra))
    if let error {
      let message = try #require(failure(text))
      #expect(message.hasPrefix(error), "\(message)")
      return
    }
    let decoded = try TraceDecoder.decodeJSON(text)
    #expect(decoded.unknownFields.isEmpty)
    #expect(decoded.trace.scene.stack[1].scrollViews[0].pagerPage == page)
    let again = try TraceDecoder.decodeJSON(TraceEncoder.encodeJSON(decoded.trace)).trace
    #expect(again == decoded.trace)
    #expect(TraceEncoder.encodeJSON(decoded.trace).contains("pagerPage") == (page != nil), "left out when nil")
  }

  @Test("accepts unknown fields and lists their paths in document order")
  func unknownFields() throws {
    let text = #"""
      {"format": "backstrategies-trace/1", "recordedBy": "me",
       "device": {"model": "iPhone 15", "safeArea": {"top": 47, "notch": true}},
       "stack": [{"id": "home", "title": "Home", "scrollViews": [{"id": "s", "frame": {"x": 0, "y": 0, "width": 1, "height": 1, "z": 0}, "contentSize": {"width": 1, "height": 1, "depth": 1}, "contentOffset": {"x": 0, "y": 0, "z": 0}}]}],
       "touches": [{"t": 0, "x": 1, "y": 1, "phase": "began", "force": 0.5}, {"t": 1, "x": 1, "y": 1, "phase": "ended"}],
       "comment": {"nested": {"deep": 1}}}
      """#
    let decoded = try TraceDecoder.decodeJSON(text)
    #expect(decoded.unknownFields == [
      "recordedBy", "device.model", "device.safeArea.notch", "stack[0].title",
      "stack[0].scrollViews[0].frame.z", "stack[0].scrollViews[0].contentSize.depth",
      "stack[0].scrollViews[0].contentOffset.z", "touches[0].force", "comment",
    ])
  }

  @Test(
    "an unknown field the format defines in another object says where it belongs",
    arguments: [
      ("views", "'views' at the top level is ignored; it belongs in stack[i].views"),
      ("width", "'width' at the top level is ignored; it belongs in device.width"),
      ("phase", "'phase' at the top level is ignored; it belongs in touches[i].phase"),
      ("device.intent", "'device.intent' is ignored; it belongs at the top level"),
      ("device.top", "'device.top' is ignored; it belongs in device.safeArea.top"),
      ("stack[2].scrollViews[1].views", "'stack[2].scrollViews[1].views' is ignored; it belongs in stack[2].views"),
      ("stack[1].kind", "'stack[1].kind' is ignored; it belongs in stack[1].views[j].kind"),
      ("touches[3].id", "'touches[3].id' is ignored; it belongs in stack[i].id"),
      (
        "stack[0].height",
        "'stack[0].height' is ignored; it belongs in stack[0].scrollViews[j].frame.height, stack[0].scrollViews[j].contentSize.height or stack[0].views[j].frame.height"
      ),
    ])
  func misplacedField(path: String, message: String) throws {
    let misplaced = try #require(TraceFieldPlace.misplacement(ofUnknownField: path))
    #expect(misplaced.description == message)
    #expect(misplaced.path == path)
  }

  @Test("a field no object defines, or one in its own object, is not misplaced", arguments: [
    "recordedBy", "touches[3].force", "device.model", "stack[0].title", "comment", "views[0]", "stack[x].views", "format", "device.width",
  ])
  func notMisplaced(path: String) {
    #expect(TraceFieldPlace.misplacement(ofUnknownField: path) == nil)
  }

  @Test("every place's fields are the decoder's, and each place's path leads to it")
  func placesAreTheDecoders() {
    #expect(TraceFieldPlace.trace.fields == JSONTraceReader.traceFields)
    #expect(TraceFieldPlace.appViewFrame.fields == JSONTraceReader.rectFields)
    #expect(TraceFieldPlace.appView.pattern == "stack[i].views[j]")
    #expect(TraceFieldPlace.trace.pattern.isEmpty)
    // Every field of every place, written at that place, is not misplaced.
    for place in TraceFieldPlace.allCases {
      for field in place.fields {
        let path = place.path(indices: [0, 0])
        #expect(TraceFieldPlace.misplacement(ofUnknownField: path.isEmpty ? field : path + "." + field) == nil, "\(place) \(field)")
      }
    }
  }

  @Test("a decoded trace lists its misplaced fields in document order, the same on both decoding paths")
  func misplacedFieldsOfADocument() throws {
    let text = #"""
      {"format": "backstrategies-trace/1", "views": [], "recordedBy": "me",
       "device": {"intent": "back"},
       "stack": [{"id": "home"}],
       "touches": [{"t": 0, "x": 1, "y": 1, "phase": "began"}, {"t": 1, "x": 1, "y": 1, "phase": "ended"}]}
      """#
    let decoded = try TraceDecoder.decodeJSON(text)
    #expect(decoded.misplacedFields.map(\.path) == ["views", "device.intent"])
    #expect(decoded.misplacedFields.map(\.belongsIn) == [["stack[i].views"], ["intent"]])
    #expect(try TraceDecoder.decodeJSONPrecisely(Array(text.utf8)).misplacedFields == decoded.misplacedFields)
    #expect(decoded.trace.scene.stack[0].views.isEmpty, "ignored, as any unknown field is")
  }

  @Test(
    "names the JSON path of a structural fault",
    arguments: [
      ("[]", "(top level): expected an object, found an array"),
      ("\"trace\"", "(top level): expected an object, found a string"),
      (#"{"stack": [], "touches": []}"#, "(top level): missing required field 'format'"),
      (#"{"format": "backstrategies-trace/2", "stack": [], "touches": []}"#, "format: expected 'backstrategies-trace/1', found 'backstrategies-trace/2'"),
      (#"{"format": 1}"#, "format: expected a string, found a number"),
      (#"{"format": "backstrategies-trace/1", "touches": []}"#, "(top level): missing required field 'stack'"),
      (#"{"format": "backstrategies-trace/1", "stack": [{"id": "a"}]}"#, "(top level): missing required field 'touches'"),
      (#"{"format": "backstrategies-trace/1", "stack": {}, "touches": []}"#, "stack: expected an array, found an object"),
      (#"{"format": "backstrategies-trace/1", "stack": [[]], "touches": []}"#, "stack[0]: expected an object, found an array"),
      (#"{"format": "backstrategies-trace/1", "stack": [{}], "touches": []}"#, "stack[0]: missing required field 'id'"),
      (#"{"format": "backstrategies-trace/1", "stack": [{"id": 7}], "touches": []}"#, "stack[0].id: expected a string, found a number"),
      (#"{"format": "backstrategies-trace/1", "name": null, "stack": [{"id": "a"}], "touches": []}"#, "name: expected a string, found null (omit the field to use its default)"),
      (#"{"format": "backstrategies-trace/1", "device": [], "stack": [{"id": "a"}], "touches": []}"#, "device: expected an object, found an array"),
      (#"{"format": "backstrategies-trace/1", "device": {"width": "390"}, "stack": [{"id": "a"}], "touches": []}"#, "device.width: expected a number, found a string"),
      (#"{"format": "backstrategies-trace/1", "device": {"safeArea": {"top": true}}, "stack": [{"id": "a"}], "touches": []}"#, "device.safeArea.top: expected a number, found true"),
      (#"{"format": "backstrategies-trace/1", "stack": [{"id": "a", "backGestureDisabled": "yes"}], "touches": []}"#, "stack[0].backGestureDisabled: expected true or false, found a string"),
      (#"{"format": "backstrategies-trace/1", "stack": [{"id": "a", "scrollViews": [{"id": "s", "frame": {"x": 0, "y": 0, "width": 1}, "contentSize": {"width": 1, "height": 1}}]}], "touches": []}"#, "stack[0].scrollViews[0].frame: missing required field 'height'"),
      (#"{"format": "backstrategies-trace/1", "stack": [{"id": "a"}, {"id": "b", "scrollViews": [{"id": "s", "frame": {"x": 0, "y": 0, "width": "wide", "height": 1}, "contentSize": {"width": 1, "height": 1}}]}], "touches": []}"#, "stack[1].scrollViews[0].frame.width: expected a number, found a string"),
      (#"{"format": "backstrategies-trace/1", "stack": [{"id": "a", "scrollViews": [{"id": "s", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]}], "touches": []}"#, "stack[0].scrollViews[0]: missing required field 'contentSize'"),
      (#"{"format": "backstrategies-trace/1", "stack": [{"id": "a"}], "touches": [{"t": 0, "x": 1, "y": 2, "phase": "began"}, {"x": 1, "y": 2, "phase": "ended"}]}"#, "touches[1]: missing required field 't'"),
      (#"{"format": "backstrategies-trace/1", "stack": [{"id": "a"}], "touches": [{"t": "0.016", "x": 1, "y": 2, "phase": "began"}]}"#, "touches[0].t: expected a number, found a string"),
      (#"{"format": "backstrategies-trace/1", "stack": [{"id": "a"}], "touches": [7]}"#, "touches[0]: expected an object, found a number"),
    ])
  func structuralErrors(text: String, expected: String) {
    #expect(failure(text) == expected)
  }

  @Test(
    "lists the accepted values of every enumeration, suggesting a near miss",
    arguments: [
      (#"{"t": 0, "x": 1, "y": 2, "phase": "start"}"#, "", "touches[0].phase: unknown phase 'start' (expected one of: began, moved, ended, cancelled)"),
      (#"{"t": 0, "x": 1, "y": 2, "phase": "begin"}"#, "", "touches[0].phase: unknown phase 'begin' (expected one of: began, moved, ended, cancelled); did you mean 'began'?"),
      (#"{"t": 0, "x": 1, "y": 2, "phase": "Began"}"#, "", "touches[0].phase: unknown phase 'Began' (expected one of: began, moved, ended, cancelled); did you mean 'began'?"),
      (#"{"t": 0, "x": 1, "y": 2, "phase": "began"}"#, #", "intent": "bak""#, "intent: unknown intent 'bak' (expected one of: back, backToRoot, stay, scroll, none); did you mean 'back'?"),
      (#"{"t": 0, "x": 1, "y": 2, "phase": "began"}"#, #", "device": {"layoutDirection": "rtl"}"#, "device.layoutDirection: unknown layout direction 'rtl' (expected one of: leftToRight, rightToLeft)"),
    ])
  func enumerationErrors(touch: String, extra: String, expected: String) {
    #expect(failure(Self.minimal(extra, touches: touch)) == expected)
  }

  @Test("names the back button style with its path")
  func backButtonError() {
    #expect(failure(Self.minimal(stack: #"[{"id": "a"}, {"id": "b", "backButton": "hiden"}]"#))
      == "stack[1].backButton: unknown back button style 'hiden' (expected one of: system, custom, customSupplementing, hidden); did you mean 'hidden'?")
  }

  @Test("passes syntax errors through with their line and column")
  func syntaxErrors() {
    #expect(failure("{\n  \"format\": \"backstrategies-trace/1\",\n}") == "line 2, column 37: trailing comma before '}'")
    #expect(failure("[1e400]") == "line 1, column 2: number out of range (1e400)")
    #expect(failure("") == "line 1, column 1: the input is empty")
  }

  @Test(
    "validates after decoding, naming the rule's path",
    arguments: [
      (#"{"t": 0, "x": 5, "y": 400, "phase": "began"}, {"t": 0.196, "x": 20, "y": 400, "phase": "moved"}, {"t": 0.180, "x": 30, "y": 400, "phase": "ended"}"#, "touches[2].t: time goes backwards (0.180 after 0.196)"),
      (#"{"t": 0, "x": 5, "y": 400, "phase": "moved"}"#, "touches[0].phase: 'moved' before 'began' (a stroke starts with 'began')"),
      (#"{"t": 0, "x": 5000, "y": 400, "phase": "began"}"#, "touches[0].x: touch is far outside the screen (x = 5000, screen width 390)"),
    ])
  func validationErrors(touches: String, expected: String) {
    #expect(failure(Self.minimal(touches: touches)) == expected)
  }

  @Test("validates the scene too")
  func sceneValidation() {
    #expect(failure(Self.minimal(stack: "[]")) == "stack: at least one screen is required")
    #expect(failure(Self.minimal(stack: #"[{"id": "a"}, {"id": "a"}]"#)) == "stack[1].id: duplicate screen id 'a' (also stack[0])")
    #expect(failure(Self.minimal(#", "device": {"width": 0}"#)) == "device.width: must be greater than zero (got 0)")
  }

  @Test(
    "reports the scene rules with the messages docs/trace-format.md shows",
    arguments: [
      (#", "device": {"safeArea": {"bottom": -34}}"#, #"[{"id": "a"}]"#, "device.safeArea.bottom: must not be negative (got -34)"),
      ("", #"[{"id": "a"}, {"id": ""}]"#, "stack[1].id: must not be empty"),
      ("", #"[{"id": "a"}, {"id": "b", "scrollViews": [{"id": "", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "contentSize": {"width": 1, "height": 1}}]}]"#, "stack[1].scrollViews[0].id: must not be empty"),
      ("", #"[{"id": "a"}, {"id": "b", "scrollViews": [{"id": "c", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "contentSize": {"width": 1, "height": 1}}, {"id": "c", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "contentSize": {"width": 1, "height": 1}}]}]"#, "stack[1].scrollViews[1].id: duplicate scroll view id 'c' (also scrollViews[0])"),
      ("", #"[{"id": "a"}, {"id": "b", "scrollViews": [{"id": "c", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "contentSize": {"width": -5, "height": 1}}]}]"#, "stack[1].scrollViews[0].contentSize.width: must not be negative (got -5)"),
      ("", #"[{"id": "a"}, {"id": "b", "scrollViews": [{"id": "c", "frame": {"x": 0, "y": 0, "width": 1, "height": 0}, "contentSize": {"width": 1, "height": 1}}]}]"#, "stack[1].scrollViews[0].frame.height: must be greater than zero"),
    ])
  func documentedSceneMessages(extra: String, stack: String, expected: String) {
    #expect(failure(Self.minimal(extra, stack: stack)) == expected)
  }

  @Test("reports a negative time with three decimals")
  func negativeTime() {
    #expect(failure(Self.minimal(touches: #"{"t": -0.01, "x": 5, "y": 400, "phase": "began"}"#)) == "touches[0].t: time must not be negative (-0.010)")
  }

  @Test("decodes from bytes with a byte order mark")
  func byteOrderMark() throws {
    let decoded = try TraceDecoder.decodeJSON(ContiguousBytes.byteOrderMark + Array(Self.architectureExample.utf8))
    #expect(decoded.trace.name == "edge-swipe-past-half")
  }
}
