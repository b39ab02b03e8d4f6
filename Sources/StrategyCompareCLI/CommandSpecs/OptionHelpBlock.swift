/// The option lists of help (`OPTIONS`, `INPUT`…), written from ``OptionCatalog``: each
/// option's label, then its description from a fixed column, continuation lines aligned
/// under it; a label too wide for the column stands on its own line.
enum OptionHelpBlock {
  /// The indentation of each entry.
  static let indent = 2
  /// The column descriptions start at in most lists (``OptionHelpEntry/descriptionColumn``).
  static let column = OptionHelpEntry.descriptionColumn
  /// The column of the narrower lists (`recommend`, `corpus merge`, `corpus`'s input).
  static let narrowColumn = 20
  /// The column of `docs`' one option, within its prose.
  static let docsColumn = 12
  /// The fewest spaces between a label and its description in a list of commands.
  static let minimumGap = 2

  /// The entries of `topic`'s help `section`, one line each (without a final newline).
  static func render(_ topic: CommandName, _ section: OptionHelpSection = .options, column: Int = column) -> String {
    listed(topic, section).compactMap { option in
      option.helpEntry(topic, section).map { entry in
        lines(label: entry.label ?? option.label, description: entry.lines, column: column)
      }
    }.joined(separator: "\n")
  }

  /// The options of the table with an entry in `topic`'s help `section`: in the order of the
  /// command's ``CommandSpec/helpOrder``, then any it leaves out in catalog order.
  static func listed(_ topic: CommandName, _ section: OptionHelpSection = .options) -> [CommandLineOption] {
    let order = CommandSpec.named(topic).helpOrder
    let ordered = order.filter { $0.helpEntry(topic, section) != nil }
    let rest = OptionCatalog.all.filter { option in
      option.helpEntry(topic, section) != nil && !order.contains { $0.long == option.long }
    }
    return ordered + rest
  }

  /// One entry: `label` and the `description` lines from `column`.
  static func lines(label: String, description: [String], column: Int) -> String {
    let head = String(repeating: " ", count: indent) + label
    let margin = String(repeating: " ", count: column)
    guard head.count < column else {
      return ([head] + description.map { margin + $0 }).joined(separator: "\n")
    }
    let first = head + String(repeating: " ", count: column - head.count) + (description.first ?? "")
    return ([first] + description.dropFirst().map { margin + $0 }).joined(separator: "\n")
  }
}
