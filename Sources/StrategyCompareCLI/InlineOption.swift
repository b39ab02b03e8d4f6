/// One command-line argument read as an option: `--flag=value` gives the flag and its inline
/// value, anything else the argument itself with none. Every parser of the tool reads its
/// options this way.
struct InlineOption: Sendable {
  /// The flag (`--format`), or the whole argument.
  var flag: String
  /// The value after `=`, if the argument had one.
  var inline: String?

  init(_ argument: String) {
    if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
      flag = String(argument[..<equals])
      inline = String(argument[argument.index(after: equals)...])
    } else {
      flag = argument
      inline = nil
    }
  }
}
