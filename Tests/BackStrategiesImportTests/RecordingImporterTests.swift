import Testing
@testable import BackStrategies
@testable import BackStrategiesImport

/// The importer as a library calls it, with no command line: the command's own tests
/// (StrategyCompareCLITests/ImportTests.swift) run every format and option through
/// `strategy-compare import` on the recordings in their Fixtures/.
@Suite("Recording importer")
struct RecordingImporterTests {
  static let csv = """
    0.000,8,420,began
    0.016,20,421,moved
    0.033,60,423,moved
    0.050,110,424,ended
    5.000,300,300,began
    5.016,280,300,moved

    """

  static func imported(_ text: String, _ options: RecordingImporter.Options) throws -> RecordingImporter.ImportedRecording {
    try RecordingImporter.traces(from: Array(text.utf8), source: "strokes.csv", scene: .twoScreens, options: options)
  }

  @Test("CSV without a header: t,x,y,phase by position, one trace per stroke, named after the source")
  func csvStrokes() throws {
    let imported = try Self.imported(Self.csv, RecordingImporter.Options(format: .csv, intent: .back))
    #expect(imported.traces.map(\.name) == ["strokes-1", "strokes-2"])
    #expect(imported.traces.allSatisfy { $0.intent == .back })
    #expect(imported.traces[0].touches == [
      TouchSample(t: 0, x: 8, y: 420, phase: .began), TouchSample(t: 0.016, x: 20, y: 421, phase: .moved),
      TouchSample(t: 0.033, x: 60, y: 423, phase: .moved), TouchSample(t: 0.05, x: 110, y: 424, phase: .ended),
    ])
    // The second stroke is left open: it ends at its last sample, and the summary says so.
    #expect(imported.traces[1].touches.map(\.phase) == [.began, .ended])
    #expect(imported.summary.contains("without a lift"))
    for trace in imported.traces { #expect(throws: Never.self) { try trace.validate() } }
  }

  @Test("whole keeps every stroke in one trace; read then traces(of:) is traces(from:)")
  func wholeAndTwoSteps() throws {
    let whole = try Self.imported(Self.csv, RecordingImporter.Options(format: .csv, whole: true))
    #expect(whole.traces.count == 1 && whole.traces[0].touches.count == 6)
    let options = RecordingImporter.Options(format: .csv)
    let read = try RecordingImporter.read(Array(Self.csv.utf8), source: "strokes.csv", options: options)
    #expect(read.strokeCount == 2)
    #expect(try RecordingImporter.traces(of: read, scene: .twoScreens, options: options) == (try Self.imported(Self.csv, options)))
  }

  @Test("a line the importer cannot read is an ImportError naming the line, not a skip")
  func badLine() {
    let error = #expect(throws: ImportError.self) {
      try Self.imported("0.000,8,420,began\n0.016,zz,421,moved\n", RecordingImporter.Options(format: .csv))
    }
    #expect(error?.kind == .recording)
    #expect(error?.message == "strokes.csv: line 2: column 2: expected a number, found 'zz'")
    #expect(throws: ImportError.self) {
      try Self.imported("E: 0.000001 0003 0035 zzzz\n", RecordingImporter.Options(format: .evemu))
    }
  }
}
