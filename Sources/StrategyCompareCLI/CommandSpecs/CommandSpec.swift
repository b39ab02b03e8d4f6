/// One command of the tool, declared once: its name, what it does, how it is called and the
/// order its help lists its options in. The overview's `USAGE` and `COMMANDS`, each command's
/// help, the lookup of `help <command>` and the "did you mean" of a misspelt command are all
/// written from the declarations (``CommandSpec/all``); the options themselves come from
/// ``OptionCatalog``.
struct CommandSpec: Sendable {
  /// The command (``CommandName/matrix``: the tool with no command, whose help is the overview).
  var name: CommandName
  /// Its line in the overview's `COMMANDS` (continuation lines after the first); empty: not
  /// listed there (the matrix, `corpus merge`).
  var summary: [String] = []
  /// What its help's first line says after `strategy-compare NAME: ` (the matrix: the
  /// overview's, after `strategy-compare: `).
  var title: String
  /// Its `USAGE` lines in its own help: one form per way to call it.
  var usage: [UsageForm]
  /// Its lines in the overview's `USAGE` when shorter than ``usage`` (`nil`: ``usage``).
  var synopsis: [UsageForm]? = nil
  /// The options its help lists, in the order it lists them (each section keeps this order);
  /// an option with a help entry for it in the table that is missing here is listed after them
  /// (and fails the test that the help agrees with the table).
  var helpOrder: [CommandLineOption] = []
  /// Its help after the `USAGE` block (prose and option lists), written when help is asked for.
  var details: @Sendable () -> String = { "" }

  /// The forms the overview shows.
  var overviewForms: [UsageForm] { synopsis ?? usage }

  /// Its `USAGE` lines in its own help.
  var usageLines: [String] { usage.flatMap { $0.lines(for: name, others: otherOptions) } }

  /// The overview's `USAGE` lines for it.
  var overviewLines: [String] { overviewForms.flatMap { $0.lines(for: name, others: otherOptions) } }

  /// The options ``UsageElement/everyOtherOption(values:)`` stands for: those of ``helpOrder``
  /// that no form of ``usage`` names (`--help` aside), in that order.
  var otherOptions: [CommandLineOption] {
    let named = Set(usage.flatMap(\.namedOptions).map(\.long) + [OptionCatalog.help.long])
    return helpOrder.filter { !named.contains($0.long) }
  }

  /// Every option `forms` name, in order, including those ``UsageElement/everyOtherOption(values:)``
  /// stands for.
  func options(in forms: [UsageForm]) -> [CommandLineOption] {
    forms.flatMap { form in
      let expands = form.elements.contains { if case .everyOtherOption = $0 { true } else { false } }
      return form.namedOptions + (expands ? otherOptions : [])
    }
  }

  /// Its help as written, before ``HelpLayout`` lays it out.
  var helpSource: String {
    let details = details()
    let head = "\(UsageForm.program) \(name.rawValue): \(title)\n\nUSAGE\n" + usageLines.joined(separator: "\n") + "\n"
    return details.isEmpty ? head : head + "\n" + details
  }
}
