/// An option of ``OptionCatalog`` with the type its value check makes (``OptionKeys``), so
/// that a command reads a value back as the type it was stored as: asking for another type is
/// a precondition failure naming the option, never a quiet `nil`.
struct OptionKey<Value: Sendable>: TypedOptionKey {
  /// The option.
  let option: CommandLineOption

  /// The key of `option`, whose values are `Value`.
  init(_ option: CommandLineOption) { self.option = option }

  /// The name of `Value`, for messages.
  var valueType: String { String(describing: Value.self) }

  /// Whether `stored` is a `Value`.
  func holds(_ stored: any Sendable) -> Bool { stored is Value }

  /// `stored` as a `Value`.
  ///
  /// - Precondition: `stored` is a `Value` (the option's check makes one): a key declared with
  ///   another type is a programming error, reported with the option's name and both types.
  func cast(_ stored: any Sendable) -> Value {
    guard let value = stored as? Value else {
      preconditionFailure("OptionKeys: \(option.long) holds \(type(of: stored)), read as \(Value.self)")
    }
    return value
  }
}

/// An ``OptionKey`` of any value type, for checks over every key (``OptionKeys/all``).
protocol TypedOptionKey: Sendable {
  /// The option.
  var option: CommandLineOption { get }
  /// The name of the type its values are read back as.
  var valueType: String { get }
  /// Whether `stored`, as the option's check made it, is of that type.
  func holds(_ stored: any Sendable) -> Bool
}
