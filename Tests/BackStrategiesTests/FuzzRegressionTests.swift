import Testing
@testable import BackStrategies

/// Every input the fuzzer (scripts/fuzz.sh) or a review found to break a promise, kept as
/// inline bytes and run through the same checks as the fuzzer (``FuzzChecks``), plus the
/// fix's own expectation. docs/robustness.md lists them.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  struct Finding: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var testDescription: String { name }
  }

  static let findings: [Finding] = [
    // Fuzzer, first minute: a CSV phase field holding NUL bytes was quoted raw, so the
    // error printed control characters (the crash input's line 47, kept with its line 1).
    Finding(
      name: "NUL bytes quoted in a CSV error",
      bytes: Array("# edge-swipe-past-half\nt,x,y,phase\n0,5,420,began\n0.733,258.7,429.9,move".utf8) + [0, 0, 0, 0, 0, 0, 0]
        + Array("6d\n0.75,259.4,430,moved\n".utf8)),
    // The same through JSON: escapes decoded into control and bidirectional characters.
    Finding(
      name: "control characters quoted in a JSON error",
      bytes: Array(#"{"format": "backstrategies-trace/1", "stack": [{"id": "a"}], "touches": [{"t": 0, "x": 1, "y": 1, "phase": "move\u0000\n\u202Ed"}]}"#.utf8)),
    Finding(
      name: "a newline in a duplicate screen id",
      bytes: Array(#"{"format": "backstrategies-trace/1", "stack": [{"id": "a\nb"}, {"id": "a\nb"}], "touches": []}"#.utf8)),
    // Review: a device this large made the screenshot size trap converting to Int.
    Finding(
      name: "a device too large for Int pixel counts",
      bytes: Array(#"{"format": "backstrategies-trace/1", "device": {"width": 1e300, "scale": 1e5}, "stack": [{"id": "a"}], "touches": []}"#.utf8)),
  ]

  @Test("the fuzzer's checks pass on every finding", arguments: findings)
  func findingsPass(_ finding: Finding) {
    let problems = FuzzChecks.problems(with: finding.bytes)
    #expect(problems.isEmpty, "\(problems.prefix(3).joined(separator: "\n"))")
  }

  @Test("control characters in quoted values are escaped, and the message stays one line")
  func escapedMessages() {
    #expect(throws: TraceError(place: "line 4, column 23", message: "unexpected control character U+0000 (a trace is text; is this a binary file?)")) {
      try TraceDecoder.decodeCSV(FuzzRegressionTests.findings[0].bytes)
    }
    #expect(
      throws: TraceError(
        place: "touches[0].phase",
        message: #"unknown phase 'move\u0000\n\u202Ed' (expected one of: began, moved, ended, cancelled)"#)
    ) { try TraceDecoder.decodeJSON(FuzzRegressionTests.findings[1].bytes) }
    #expect(throws: TraceError(place: "stack[1].id", message: #"duplicate screen id 'a\nb' (also stack[0])"#)) {
      try TraceDecoder.decodeJSON(FuzzRegressionTests.findings[2].bytes)
    }
    #expect(Excerpt.of("tab\there\u{7F}\u{85}\u{1F600}") == #"tab\there\u007F\u0085"# + "\u{1F600}")
    #expect(Excerpt.of(String(repeating: "é", count: 50)) == String(repeating: "é", count: 40) + "...")
  }

  @Test("the simulator does not trap on an unvalidated giant device; validation names the limit")
  func giantDevice() throws {
    let device = Device(width: 1e300, height: 1e300, scale: 1e5)
    let trace = Trace(
      name: "giant", scene: Scene(device: device, stack: [ScreenSpec(id: "a"), ScreenSpec(id: "b")]),
      touches: [TouchSample(t: 0, x: 5, y: 400, phase: .began), TouchSample(t: 0.2, x: 300, y: 400, phase: .ended)])
    for selection in StrategyCatalog.builtIn.allSelections {
      let result = selection.run(on: trace)
      #expect(result.metrics.screenshotBytes >= 0)
    }
    #expect(throws: TraceError(place: "device.width", message: "must be at most 10000000 (got 1e+300)")) { try trace.validate() }
  }

  @Test("large numbers keep their exponent in messages")
  func exponentFormatting() {
    #expect(NumberFormatting.short(1.2e30) == "1.2e+30")
    #expect(NumberFormatting.short(-2e7) == "-20000000")
    #expect(NumberFormatting.short(0.5) == "0.5")
  }
}
