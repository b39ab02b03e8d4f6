/// Usage errors that point to a command's help by its ``CommandName``, so a command's name is
/// spelt only where it is declared.
extension CLIError {
  /// A usage error pointing to `command`'s help (the matrix's: `--help`).
  static func usage(_ message: String, command: CommandName) -> CLIError {
    usage(message, command: command == .matrix ? nil : command.rawValue)
  }
}
