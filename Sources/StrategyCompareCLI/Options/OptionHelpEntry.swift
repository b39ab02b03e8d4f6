/// What one command's help says about one option: its label (`-s, --strategies LIST`) and
/// its description, line by line as written; ``OptionHelpBlock`` sets them in columns.
struct OptionHelpEntry: Sendable {
  /// 25: the column option descriptions start at in most help lists, after a two-space indent
  /// and the widest usual label (`-s, --strategies LIST` and its gap); a description written for
  /// one (`--model`'s list of names) is wrapped to the columns left after it.
  static let descriptionColumn = 25
  /// The help the entry belongs to (``CommandName/matrix``: the overview, `--help`).
  var topic: CommandName
  /// The section of that help.
  var section: OptionHelpSection = .options
  /// The label, when not the option's names and value name (`-s, --strategies` without `LIST`).
  var label: String? = nil
  /// The description, one element per line.
  var lines: [String]

  /// An entry of the `OPTIONS` section of `topic`'s help.
  init(_ topic: CommandName, label: String? = nil, _ lines: [String]) {
    self.topic = topic
    self.label = label
    self.lines = lines
  }

  /// An entry of `section` of `topic`'s help.
  init(_ topic: CommandName, _ section: OptionHelpSection, _ lines: [String]) {
    self.topic = topic
    self.section = section
    self.lines = lines
  }

  /// An entry of `section` of `topic`'s help with its own `label`.
  init(_ topic: CommandName, _ section: OptionHelpSection, label: String, _ lines: [String]) {
    self.topic = topic
    self.section = section
    self.label = label
    self.lines = lines
  }
}
