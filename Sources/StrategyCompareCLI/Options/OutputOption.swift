/// `--output FILE`: what the command would print goes to FILE instead, written atomically.
///
/// The option is taken out of the arguments before they are parsed, so it applies to every
/// command. `--output -` means standard output.
struct OutputOption {
  /// The arguments without `--output FILE`, and FILE if it was given.
  static func extract(_ arguments: [String]) throws(CLIError) -> (arguments: [String], path: String?) {
    var rest: [String] = []
    var path: String?
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      var value: String?
      if argument == "--output" || argument == "-o" {
        index += 1
        guard index < arguments.count, !arguments[index].hasPrefix("-") || arguments[index] == "-" else {
          throw CLIError.usage("\(argument) needs a file name")
        }
        value = arguments[index]
      } else if argument.hasPrefix("--output=") {
        value = String(argument.dropFirst("--output=".count))
        if value?.isEmpty ?? true { throw CLIError.usage("--output needs a file name") }
      } else {
        rest.append(argument)
      }
      if let value {
        if path != nil { throw CLIError.usage("--output is given twice") }
        path = value
      }
      index += 1
    }
    return (rest, path == "-" ? nil : path)
  }
}
