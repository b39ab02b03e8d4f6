import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// The one parser of the command line: reads arguments against an ``OptionScope``'s options
/// from ``OptionCatalog``.
///
/// - `--flag=value` and `--flag value` give a value (``InlineOption``); `-` is a value and a
///   positional argument, any other argument starting with `--` is not a value.
/// - A single-valued option given twice is a usage error, a list option adds to its list
///   (``RepeatedOption``); a flag may be repeated.
/// - Each value is checked as it is read, so the first bad argument is the one reported.
/// - An unknown option is a usage error with "did you mean" from the scope's options.
enum OptionParser {
  /// Reads `arguments` (after the scope's words).
  ///
  /// - Throws: ``CLIError`` (usage) naming the unknown option, the missing or bad value, the
  ///   repeated option or the positional argument too many.
  static func parse(_ arguments: [String], in scope: OptionScope) throws(CLIError) -> ParsedOptions {
    var parsed = ParsedOptions(scope: scope)
    let options = scope.options
    var repeated = RepeatedOption(singleValued: Set(options.filter { if case .single = $0.arity { true } else { false } }.map(\.long)))
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      let typed = scope.readsInlineValues ? InlineOption(argument) : InlineOption(whole: argument)
      if let option = options.first(where: { $0.isNamed(typed.flag) }) {
        try repeated.note(option.long, command: parsed.command)
        if option.long == OptionCatalog.help.long {
          parsed.wantsHelp = true
          if scope.helpStopsParsing { return parsed }
        } else if option.arity == .flag {
          parsed.record(option, true)
        } else {
          let text = try value(of: typed, in: arguments, at: &index, command: parsed.command)
          let context = OptionContext(spelling: typed.flag, command: parsed.command, scope: scope)
          parsed.record(option, try option.conversion?(text, context) ?? text)
        }
      } else if argument.hasPrefix("-") && (argument != "-" || !scope.readsInlineValues) {
        throw unknownOption(typed.flag, in: scope, command: parsed.command)
      } else if scope.command == nil && parsed.command == nil {
        parsed.command = argument
      } else {
        if let limit = scope.positionalLimit, parsed.positionals.count >= limit.maximum {
          throw CLIError.usage(limit.message(argument), command: parsed.command)
        }
        parsed.positionals.append(argument)
      }
      index += 1
    }
    return parsed
  }

  /// The value of `option`: its inline value, else the next argument (moving `index` onto it).
  ///
  /// - Throws: ``CLIError`` (usage) when there is no next argument or it is another option
  ///   (`-`, standard input, is a value).
  static func value(of option: InlineOption, in arguments: [String], at index: inout Int, command: String?) throws(CLIError) -> String {
    if let inline = option.inline { return inline }
    index += 1
    guard index < arguments.count, !arguments[index].hasPrefix("--") || arguments[index] == "-" else {
      throw CLIError.usage("\(option.flag) needs a value", command: command)
    }
    return arguments[index]
  }

  /// The usage error for `flag`, which `scope` does not know.
  static func unknownOption(_ flag: String, in scope: OptionScope, command: String?) -> CLIError {
    let hint = Suggestion.didYouMean(flag, in: scope.suggestedNames)
    switch scope.unknownOption {
    case .suggesting:
      return CLIError.usage("unknown option '\(flag)'\(hint)", command: command)
    case .namingCommand(let related, let note):
      let relatedNote = related.map { OptionCatalog.longNames(for: $0).contains(flag) ? note : "" } ?? ""
      return CLIError.usage("unknown option '\(flag)' for \(command ?? "")\(hint)\(relatedNote)", command: command)
    case .plain(let note):
      return CLIError.usage("unknown option '\(flag)' for \(command ?? "")\(note)", command: command)
    }
  }
}
