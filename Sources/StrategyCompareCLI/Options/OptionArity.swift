/// What follows an option on the command line, and what giving it again does
/// (``RepeatedOption``).
enum OptionArity: Sendable, Equatable {
  /// Nothing: the option is on or off; given again, it stays on.
  case flag
  /// One value, shown in help as `name` (`FORMAT`); given twice, a usage error.
  case single(String)
  /// A comma-separated list, shown in help as `name` (`LIST`); given again, it adds to the list.
  case list(String)

  /// The value's name in help, if the option takes one.
  var valueName: String? {
    switch self {
    case .flag: nil
    case .single(let name), .list(let name): name
    }
  }
}
