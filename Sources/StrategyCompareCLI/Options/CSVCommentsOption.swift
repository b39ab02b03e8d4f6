import BackStrategiesSupport

/// `--csv-comments` (``OptionCatalog/csvComments``), read and checked: a CSV's first line says
/// what made it (``Provenance/csvComment``) only when asked, and only a CSV has one.
enum CSVCommentsOption {
  /// Whether `parsed` asks for the comment line, for output in `format`.
  ///
  /// - Throws: ``CLIError`` (usage) when it is given with another format than CSV.
  static func read(_ parsed: ParsedOptions, format: OutputFormat, command: CommandName) throws(CLIError) -> Bool {
    guard parsed.has(OptionCatalog.csvComments) else { return false }
    guard format == .csv else {
      throw CLIError.usage(
        "--csv-comments adds a comment line to CSV, not to \(format.rawValue); give it with --format csv", command: command)
    }
    return true
  }
}
