import BackStrategies

/// The options of `strategy-compare import`, parsed and checked.
public struct ImportOptions: Sendable, Equatable {
  /// The recording: a path, or `-` for standard input.
  public var input = ""
  /// `--from`.
  public var format: ImportFormat = .csv
  /// `--scene FILE.json`: device and stack of every trace.
  public var scene: String?
  /// `--intent`: the intent of every trace.
  public var intent: Intent?
  /// `--name PREFIX`: traces are named `PREFIX-N`.
  public var name: String?
  /// `--screen WIDTHxHEIGHT`, in points: the screen raw units map to (and the device's size).
  public var screen: Size?
  /// `--raw-range XMIN:XMAX,YMIN:YMAX`: the digitiser's axis ranges.
  var rawRange: AxisRanges?
  /// `--scale`: pixels per point, where a format gives pixels.
  public var scale: Double?
  /// `--columns` of a CSV recording.
  var columns: CSVColumns?
  /// `--gap SECONDS`: a CSV without stroke or phase column starts a stroke after such a gap.
  public var gap: Double?
  /// `--fingers all`: one trace per finger instead of the first finger of each contact.
  public var allFingers = false
  /// `--whole`: one trace holding every stroke of the recording.
  public var whole = false

  /// The options `import` takes.
  static let flags = [
    "--from", "--scene", "--intent", "--name", "--screen", "--raw-range", "--scale", "--columns", "--gap", "--fingers",
    "--whole", "--help",
  ]

  /// Parses the arguments after `import`.
  ///
  /// - Throws: ``CLIError`` (usage) naming the bad option or value.
  static func parse(_ arguments: [String]) throws(CLIError) -> ParsedCommand {
    var options = ImportOptions()
    var format: ImportFormat?
    var positionals: [String] = []
    var index = 0
    func value(_ flag: String, _ inline: String?) throws(CLIError) -> String {
      if let inline { return inline }
      index += 1
      guard index < arguments.count, !arguments[index].hasPrefix("--") else {
        throw CLIError.usage("\(flag) needs a value", command: "import")
      }
      return arguments[index]
    }
    func positive(_ flag: String, _ text: String) throws(CLIError) -> Double {
      guard let number = Double(text), number.isFinite, number > 0 else {
        throw CLIError.usage("\(flag) needs a positive number, got '\(text)'", command: "import")
      }
      return number
    }
    var repeated = RepeatedOption(
      singleValued: ["--from", "--scene", "--intent", "--name", "--screen", "--raw-range", "--scale", "--columns", "--gap", "--fingers"],
      command: "import")
    while index < arguments.count {
      let argument = arguments[index]
      let option = InlineOption(argument)
      let flag = option.flag
      let inline = option.inline
      try repeated.note(flag)
      switch flag {
      case "--help", "-h":
        return .help(topic: "import")
      case "--from":
        let text = try value(flag, inline)
        guard let parsed = ImportFormat(rawValue: text) else {
          throw CLIError.usage(Suggestion.unknownNameMessage("format", text, expected: ImportFormat.allCases.map(\.rawValue)), command: "import")
        }
        format = parsed
      case "--scene": options.scene = try value(flag, inline)
      case "--intent":
        let text = try value(flag, inline)
        guard let intent = Intent(rawValue: text) else {
          throw CLIError.usage(Suggestion.unknownNameMessage("intent", text, expected: Intent.allCases.map(\.rawValue)), command: "import")
        }
        options.intent = intent
      case "--name":
        let text = try value(flag, inline)
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ".") }) else {
          throw CLIError.usage("--name takes letters, digits, '-', '_' and '.', got '\(text)'", command: "import")
        }
        options.name = text
      case "--screen":
        let text = try value(flag, inline)
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width > 0, height > 0,
          width <= TraceLimits.maximumLength, height <= TraceLimits.maximumLength
        else {
          throw CLIError.usage("--screen takes WIDTHxHEIGHT in points (such as 390x844), got '\(text)'", command: "import")
        }
        options.screen = Size(width: width, height: height)
      case "--raw-range": options.rawRange = try AxisRanges.parse(try value(flag, inline))
      case "--scale":
        let scale = try positive(flag, try value(flag, inline))
        guard scale <= TraceLimits.maximumScale else {
          throw CLIError.usage("--scale takes at most \(Int(TraceLimits.maximumScale))", command: "import")
        }
        options.scale = scale
      case "--columns": options.columns = try CSVColumns.parse(try value(flag, inline))
      case "--gap": options.gap = try positive(flag, try value(flag, inline))
      case "--fingers":
        let text = try value(flag, inline)
        guard text == "all" || text == "first" else {
          throw CLIError.usage("--fingers takes 'all' or 'first', got '\(text)'", command: "import")
        }
        options.allFingers = text == "all"
      case "--whole": options.whole = true
      default:
        if argument.hasPrefix("-") && argument != "-" {
          let hint = Suggestion.closest(to: flag, in: flags).map { "; did you mean '\($0)'?" } ?? ""
          throw CLIError.usage("unknown option '\(flag)' for import\(hint)", command: "import")
        }
        positionals.append(argument)
      }
      index += 1
    }
    guard positionals.count == 1 else {
      throw CLIError.usage(
        positionals.isEmpty ? "import needs a recording file, or '-' for stdin" : "import takes one recording, got \(positionals.count)",
        command: "import")
    }
    guard let format else {
      throw CLIError.usage("import needs --from getevent, evemu or csv (the recording's format)", command: "import")
    }
    options.input = positionals[0]
    options.format = format
    if format != .csv {
      if options.columns != nil { throw CLIError.usage("--columns applies to --from csv", command: "import") }
      if options.gap != nil { throw CLIError.usage("--gap applies to --from csv", command: "import") }
      if options.scale != nil { throw CLIError.usage("--scale applies to --from csv (device logs give raw units: see --raw-range)", command: "import") }
    } else if options.rawRange != nil {
      throw CLIError.usage("--raw-range applies to --from getevent and evemu (a CSV gives points, or pixels with --scale)", command: "import")
    }
    if options.whole && options.allFingers {
      throw CLIError.usage("--whole and --fingers all cannot be combined: a trace holds one finger at a time", command: "import")
    }
    return .importing(options)
  }
}
