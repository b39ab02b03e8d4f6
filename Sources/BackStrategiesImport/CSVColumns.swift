import BackStrategies
import BackStrategiesSupport

/// Which columns of a CSV recording hold what: `--columns
/// t=NAME[:s|ms|us],x=NAME,y=NAME[,stroke=NAME+NAME][,phase=NAME]`, each column named by its
/// header name or by its position (from 1, as `cut` and `awk` count).
public struct CSVColumns: Equatable, Sendable {
  /// A column by name or position.
  public enum Reference: Equatable, Sendable {
    /// The column whose header is this name.
    case name(String)
    /// The column at this position, from 1.
    case position(Int)

    /// `t_ms` or `3`: a header name wins over a number that is also a position.
    init(_ text: Substring) {
      if let number = Int(text), number >= 1 { self = .position(number) } else { self = .name(String(text)) }
    }

    /// The column's index from 0 in `header`, or `nil` when it has none.
    func index(in header: [String]?) -> Int? {
      switch self {
      case .name(let name): return header?.firstIndex(of: name)
      case .position(let position):
        if let header, let named = header.firstIndex(of: String(position)) { return named }
        return position - 1
      }
    }

    /// As typed.
    var text: String {
      switch self {
      case .name(let name): name
      case .position(let position): String(position)
      }
    }
  }

  /// The unit of the time column.
  public enum TimeUnit: String, Equatable, Sendable, CaseIterable {
    /// Seconds.
    case s
    /// Milliseconds.
    case ms
    /// Microseconds.
    case us

    /// Seconds in one unit.
    var seconds: Double {
      switch self {
      case .s: 1
      case .ms: 1e-3
      case .us: 1e-6
      }
    }
  }

  /// Time of each sample.
  public var time: Reference
  /// Its unit.
  public var unit: TimeUnit = .s
  /// Horizontal position.
  public var x: Reference
  /// Vertical position.
  public var y: Reference
  /// Columns whose values together identify a stroke (one or several).
  public var stroke: [Reference] = []
  /// The touch phase: `began`, `moved`, `ended`, `cancelled`, or Android `MotionEvent` codes.
  public var phase: Reference?

  /// Parses `--columns`.
  ///
  /// - Throws: ``ImportError`` (``ImportError/Kind/mapping``) naming the bad entry.
  public static func parse(_ text: String) throws(ImportError) -> CSVColumns {
    var values: [String: Substring] = [:]
    for entry in text.split(separator: ",", omittingEmptySubsequences: false) {
      let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let keys = ["t", "x", "y", "stroke", "phase"]
      guard parts.count == 2, !parts[1].isEmpty else {
        throw ImportError(.mapping, "--columns: expected KEY=COLUMN, found '\(entry)' (keys: \(keys.joined(separator: ", ")))")
      }
      let key = String(parts[0])
      guard keys.contains(key) else {
        let hint = Suggestion.closest(to: key, in: keys).map { "; did you mean '\($0)'?" } ?? ""
        throw ImportError(.mapping, "--columns: unknown key '\(key)'\(hint) (keys: \(keys.joined(separator: ", ")))")
      }
      guard values[key] == nil else { throw ImportError(.mapping, "--columns: '\(key)' is given twice") }
      values[key] = parts[1]
    }
    guard let timeText = values["t"], let x = values["x"], let y = values["y"] else {
      throw ImportError(.mapping, "--columns needs t, x and y (such as t=t_ms:ms,x=x,y=y), got '\(text)'")
    }
    var unit = TimeUnit.s
    var timeName = timeText
    if let colon = timeText.lastIndex(of: ":") {
      let suffix = String(timeText[timeText.index(after: colon)...])
      guard let parsed = TimeUnit(rawValue: suffix) else {
        throw ImportError(.mapping, "--columns: unknown time unit '\(suffix)' (expected s, ms or us)")
      }
      unit = parsed
      timeName = timeText[..<colon]
    }
    return CSVColumns(
      time: Reference(timeName), unit: unit, x: Reference(x), y: Reference(y),
      stroke: values["stroke"].map { $0.split(separator: "+", omittingEmptySubsequences: false).map(Reference.init) } ?? [],
      phase: values["phase"].map(Reference.init))
  }

  /// The header of the research datasets the issue names: one row per sample, strokes
  /// identified by user and swipe, times in milliseconds, positions in pixels.
  public static let researchHeader = ["user", "swipe", "x", "y", "pressure", "area", "t_ms"]

  /// The columns when `--columns` is not given, read from the header's names: the research
  /// shape (``researchHeader``), or `t` (or `t_ms`, `t_us`, `time`), `x`, `y`, and `phase`,
  /// `stroke` when present. Without a header: `t,x,y[,phase]` by position.
  ///
  /// - Returns: the columns and whether positions are pixels, or `nil` when the header names
  ///   no time, x or y column.
  public static func defaults(header: [String]?, fieldCount: Int) -> (columns: CSVColumns, pixels: Bool)? {
    guard let header else {
      guard fieldCount >= 3 else { return nil }
      return (CSVColumns(time: .position(1), x: .position(2), y: .position(3), phase: fieldCount >= 4 ? .position(4) : nil), false)
    }
    let lower = header.map { $0.lowercased() }
    func column(_ names: [String]) -> Reference? {
      names.lazy.compactMap { name in lower.firstIndex(of: name).map { Reference.name(header[$0]) } }.first
    }
    if researchHeader.allSatisfy(lower.contains) {
      return (
        CSVColumns(time: column(["t_ms"])!, unit: .ms, x: column(["x"])!, y: column(["y"])!, stroke: [column(["user"])!, column(["swipe"])!]),
        true
      )
    }
    guard let x = column(["x"]), let y = column(["y"]) else { return nil }
    let units: [(String, TimeUnit)] = [("t", .s), ("time", .s), ("t_ms", .ms), ("t_us", .us)]
    guard let (time, unit) = units.lazy.compactMap({ name, unit in column([name]).map { ($0, unit) } }).first else { return nil }
    let stroke = column(["stroke", "stroke_id", "id"])
    return (CSVColumns(time: time, unit: unit, x: x, y: y, stroke: stroke.map { [$0] } ?? [], phase: column(["phase", "action"])), false)
  }
}
