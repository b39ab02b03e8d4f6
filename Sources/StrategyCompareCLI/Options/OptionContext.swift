/// What a value check (``CommandLineOption/Conversion``) knows of where the value was given.
struct OptionContext: Sendable {
  /// The option as typed (`-j` or `--jobs`), for messages that quote it.
  var spelling: String
  /// The command whose help a usage error points to (`nil`: the overview), as the parse
  /// knows it at that point.
  var command: String?
  /// The parse reading it.
  var scope: OptionScope
}
