import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

@Suite("Trace decoding (CSV)")
struct CSVDecodingTests {
  private func failure(_ text: String) -> String? {
    do {
      _ = try TraceDecoder.decodeCSV(text)
      return nil
    } catch {
      return error.description
    }
  }

  private static let expectedTouches = [
    TouchSample(t: 0, x: 6, y: 420, phase: .began),
    TouchSample(t: 0.016, x: 14, y: 421, phase: .moved),
    TouchSample(t: 0.4, x: 250, y: 430, phase: .ended),
  ]

  @Test(
    "reads samples with or without a header, comments, blank lines, spaces, any line ending",
    arguments: [
      "0,6,420,began\n0.016,14,421,moved\n0.4,250,430,ended\n",
      "t,x,y,phase\n0,6,420,began\n0.016,14,421,moved\n0.4,250,430,ended",
      "# recorded on an iPhone 15\n\n t , x , y , phase \n0, 6, 420, began\n   \n# the swipe\n0.016,\t14 ,421,moved\r\n0.4,250,430,ended\r\n",
      "t,x,y,phase\r\n0,6,420,began\r\n0.016,14,421,moved\r\n0.4,250,430,ended\r\n",
      "0,6,420,began\r0.016,14,421,moved\r0.4,250,430,ended",
      "\u{FEFF}t,x,y,phase\n0,6,420,began\n0.016,14,421,moved\n4e-1,250,430,ended\n",
    ])
  func reads(text: String) throws {
    let decoded = try TraceDecoder.decodeCSV(text)
    #expect(decoded.trace.touches == Self.expectedTouches)
    #expect(decoded.trace.scene == .twoScreens)
    #expect(decoded.trace.name == "trace")
    #expect(decoded.unknownFields.isEmpty)
  }

  @Test("uses the scene and name it is given")
  func sceneAndName() throws {
    let scene = SceneSpec(device: Device(width: 430), stack: [ScreenSpec(id: "only")])
    let trace = try TraceDecoder.decodeCSV(Array("0,6,420,began\n".utf8), scene: scene, name: "recorded").trace
    #expect(trace.scene == scene)
    #expect(trace.name == "recorded")
  }

  @Test("accepts a file with only a header or comments as a trace without touches")
  func noSamples() throws {
    #expect(try TraceDecoder.decodeCSV("t,x,y,phase\n# nothing yet\n").trace.touches.isEmpty)
  }

  @Test(
    "names the line and column of a malformed field",
    arguments: [
      ("", "line 1, column 1: the input is empty"),
      ("\u{FEFF} \n\r\n", "line 1, column 1: the input is empty"),
      ("0,6,420\n", "line 1, column 1: expected 4 fields (t,x,y,phase), found 3"),
      ("t,x,y,phase\n0,6,420,began,1.0\n", "line 2, column 15: expected 4 fields (t,x,y,phase), found 5"),
      ("0,6,420,began\n0.016,fourteen,421,moved\n", "line 2, column 7: expected a number for 'x', found 'fourteen'"),
      ("0,6,420,began\n0.016,  ,421,moved\n", "line 2, column 7: expected a number for 'x', found nothing"),
      ("0,6,420,began\n0.016,14,1e400,moved\n", "line 2, column 10: number out of range (1e400)"),
      ("0,6,420,began\n0.016,14,.5,moved\n", "line 2, column 10: expected a number for 'y', found '.5'"),
      ("# é comment\n0,6,420,began\n0.016,14,421,start\n", "line 3, column 14: unknown phase 'start' (expected one of: began, moved, ended, cancelled)"),
      ("0,6,420,began\n0.016,14,421,move\n", "line 2, column 14: unknown phase 'move' (expected one of: began, moved, ended, cancelled); did you mean 'moved'?"),
      ("t,x,y,phase\nt,x,y,phase\n", "line 2, column 1: expected a number for 't', found 't'"),
    ])
  func fieldErrors(text: String, expected: String) {
    #expect(failure(text) == expected)
  }

  @Test(
    "places validation errors on the sample's line",
    arguments: [
      ("t,x,y,phase\n# comment\n0,5,400,began\n\n0.196,20,400,moved\n0.180,30,400,ended\n", "line 6: time goes backwards (0.180 after 0.196)"),
      ("0,5,400,moved\n", "line 1: 'moved' before 'began' (a stroke starts with 'began')"),
      ("0,5,400,began\r\n0.1,5,400,began\r\n", "line 2: a second 'began' while a finger is down (one finger at a time; end the stroke first)"),
      ("0,5,-900,began\n", "line 1: touch is far outside the screen (y = -900, screen height 844)"),
    ])
  func validationErrors(text: String, expected: String) {
    #expect(failure(text) == expected)
  }

  @Test("reports scene errors at the scene's own path")
  func sceneErrors() {
    #expect(throws: TraceError(place: "stack", message: "at least one screen is required")) {
      try TraceDecoder.decodeCSV("0,5,400,began\n", scene: SceneSpec(stack: []))
    }
  }
}
