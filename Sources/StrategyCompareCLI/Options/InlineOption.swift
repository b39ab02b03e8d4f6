/// One command-line argument read as an option: `--flag=value` gives the flag and its inline
/// value, anything else the argument itself with none. ``OptionParser`` reads every option
/// this way (except in the parses that take no values, which read each argument whole).
struct InlineOption: Sendable {
  /// The flag (`--format`), or the whole argument.
  var flag: String
  /// The value after `=`, if the argument had one.
  var inline: String?

  /// `argument` split at its first `=` when it starts with `--`.
  init(_ argument: String) {
    if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
      flag = String(argument[..<equals])
      inline = String(argument[argument.index(after: equals)...])
    } else {
      flag = argument
      inline = nil
    }
  }

  /// `argument` as a flag, whole.
  init(whole argument: String) {
    flag = argument
    inline = nil
  }
}
