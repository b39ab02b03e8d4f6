/// One command-line argument read as an option: `--flag=value` gives the flag and its inline
/// value, anything else the argument itself with none. Every parser of the tool reads its
/// options this way.
struct InlineOption: Sendable {
  /// The value of `flag`: its inline value, else the next argument (moving `index` onto it).
  /// Every parser of the tool reads option values this way.
  ///
  /// - Throws: ``CLIError`` (usage, with `command`'s help) when there is no next argument or
  ///   it is another option (`-`, standard input, is a value).
  static func value(
    of flag: String, inline: String?, in arguments: [String], at index: inout Int, command: String?
  ) throws(CLIError) -> String {
    if let inline { return inline }
    index += 1
    guard index < arguments.count, !arguments[index].hasPrefix("--") || arguments[index] == "-" else {
      throw CLIError.usage("\(flag) needs a value", command: command)
    }
    return arguments[index]
  }

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
