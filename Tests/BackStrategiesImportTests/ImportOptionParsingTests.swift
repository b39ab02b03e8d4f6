import Testing
import BackStrategies
import BackStrategiesImport

/// `--columns` as ``CSVColumns/parse(_:)`` reads it, and the columns a CSV header implies when it
/// is not given (``CSVColumns/defaults(header:fieldCount:)``): Sources/BackStrategiesImport/CSVColumns.swift.
@Suite("CSV column mappings")
struct CSVColumnsTests {
  @Test("names, positions, a time unit, a stroke of several columns and a phase are read as typed")
  func fullMapping() throws {
    let columns = try CSVColumns.parse("t=t_ms:ms,x=2,y=py,stroke=user+swipe,phase=action")
    #expect(columns.time == .name("t_ms"))
    #expect(columns.unit == .ms)
    #expect(columns.x == .position(2))
    #expect(columns.y == .name("py"))
    #expect(columns.stroke == [.name("user"), .name("swipe")])
    #expect(columns.phase == .name("action"))
  }

  @Test("without a unit the time is in seconds, and stroke and phase are optional", arguments: [
    ("t=1,x=2,y=3", CSVColumns.TimeUnit.s), ("t=time:us,x=2,y=3", .us), ("y=3,x=2,t=1:s", .s),
  ])
  func minimalMapping(text: String, unit: CSVColumns.TimeUnit) throws {
    let columns = try CSVColumns.parse(text)
    #expect(columns.unit == unit)
    #expect(columns.x == .position(2) && columns.y == .position(3))
    #expect(columns.stroke.isEmpty && columns.phase == nil)
  }

  @Test("a bad mapping is a mapping error naming the entry at fault", arguments: [
    ("t=1,x=2", "--columns needs t, x and y (such as t=t_ms:ms,x=x,y=y), got 't=1,x=2'"),
    ("t=1,x=2,y=3,x=4", "--columns: 'x' is given twice"),
    ("t=1,x=2,y=3,phse=4", "--columns: unknown key 'phse'; did you mean 'phase'? (keys: t, x, y, stroke, phase)"),
    ("t=1,x=2,y", "--columns: expected KEY=COLUMN, found 'y' (keys: t, x, y, stroke, phase)"),
    ("t=1,x=2,y=", "--columns: expected KEY=COLUMN, found 'y=' (keys: t, x, y, stroke, phase)"),
    ("t=1:min,x=2,y=3", "--columns: unknown time unit 'min' (expected s, ms or us)"),
  ])
  func badMapping(text: String, message: String) {
    let error = #expect(throws: ImportError.self) { try CSVColumns.parse(text) }
    #expect(error?.kind == .mapping)
    #expect(error?.message == message)
  }

  @Test("without a header: t,x,y by position, a fourth column is the phase, fewer than three fields map nothing")
  func noHeader() throws {
    let three = try #require(CSVColumns.defaults(header: nil, fieldCount: 3))
    #expect(three.columns == (try CSVColumns.parse("t=1,x=2,y=3")))
    #expect(!three.pixels)
    let four = try #require(CSVColumns.defaults(header: nil, fieldCount: 4))
    #expect(four.columns.phase == .position(4))
    #expect(CSVColumns.defaults(header: nil, fieldCount: 2) == nil)
  }

  @Test("the research datasets' header: milliseconds, strokes by user and swipe, positions in pixels")
  func researchHeader() throws {
    let research = try #require(CSVColumns.defaults(header: CSVColumns.researchHeader, fieldCount: 7))
    #expect(research.pixels)
    #expect(research.columns.unit == .ms)
    #expect(research.columns.time == .name("t_ms"))
    #expect(research.columns.stroke == [.name("user"), .name("swipe")])
    #expect(research.columns.phase == nil)
  }

  @Test("a header is read by name, whatever its case: time unit from the name, stroke and phase when present")
  func namedHeader() throws {
    let named = try #require(CSVColumns.defaults(header: ["T_US", "X", "Y", "Stroke_ID", "Action"], fieldCount: 5))
    #expect(named.columns.time == .name("T_US") && named.columns.unit == .us)
    #expect(named.columns.x == .name("X") && named.columns.y == .name("Y"))
    #expect(named.columns.stroke == [.name("Stroke_ID")])
    #expect(named.columns.phase == .name("Action"))
    #expect(!named.pixels)
    #expect(CSVColumns.defaults(header: ["time", "x", "z"], fieldCount: 3) == nil, "no y column")
    #expect(CSVColumns.defaults(header: ["when", "x", "y"], fieldCount: 3) == nil, "no time column")
  }
}

/// `--raw-range` as ``AxisRanges/parse(_:)`` reads it, and where a raw value lies on an axis
/// (``AxisRange/fraction(_:)``): Sources/BackStrategiesImport/AxisRange.swift.
@Suite("Digitiser axis ranges")
struct AxisRangesTests {
  @Test("XMIN:XMAX,YMIN:YMAX gives both axes; a fraction is 0 at the minimum and 1 at the maximum")
  func parse() throws {
    let ranges = try AxisRanges.parse("0:1079,-100:2299.5")
    #expect(ranges == AxisRanges(x: AxisRange(minimum: 0, maximum: 1079), y: AxisRange(minimum: -100, maximum: 2299.5)))
    #expect(ranges.x.fraction(0) == 0 && ranges.x.fraction(1079) == 1)
    #expect(AxisRange(minimum: 100, maximum: 300).fraction(150) == 0.25)
    #expect(AxisRange(minimum: 100, maximum: 300).fraction(400) == 1.5, "not clamped")
  }

  @Test("a bad range is a mapping error quoting it", arguments: [
    ("0:1079", "--raw-range takes XMIN:XMAX,YMIN:YMAX (two axes), got '0:1079'"),
    ("0:1079,0:2399,0:5", "--raw-range takes XMIN:XMAX,YMIN:YMAX (two axes), got '0:1079,0:2399,0:5'"),
    ("0-1079,0:2399", "--raw-range takes XMIN:XMAX,YMIN:YMAX (such as 0:1079,0:2399), got '0-1079,0:2399'"),
    ("0:inf,0:2399", "--raw-range takes XMIN:XMAX,YMIN:YMAX (such as 0:1079,0:2399), got '0:inf,0:2399'"),
    ("0:1079,2399:0", "--raw-range: each maximum must be greater than its minimum, got '2399:0'"),
    ("5:5,0:1", "--raw-range: each maximum must be greater than its minimum, got '5:5'"),
  ])
  func badRange(text: String, message: String) {
    let error = #expect(throws: ImportError.self) { try AxisRanges.parse(text) }
    #expect(error?.kind == .mapping)
    #expect(error?.message == message)
  }
}
