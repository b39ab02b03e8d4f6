import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// The overview, each command's help, its lookup and the suggestions for a misspelt command
/// are written from ``CommandSpec/all``.
@Suite("Command declarations")
struct CommandSpecTests {
  @Test("each command is declared once, and every command of the table is declared")
  func declaredOnce() {
    let names = CommandSpec.all.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(Set(names) == Set(CommandName.allCases))
  }

  @Test("help COMMAND and COMMAND --help print the help written from the declaration", arguments: CommandSpec.all.filter { $0.name != .matrix })
  func lookup(spec: CommandSpec) {
    let expected = HelpLayout.fit(spec.helpSource)
    #expect(StrategyCompare.execute(["help"] + spec.name.words).standardOutput == expected)
    #expect(StrategyCompare.execute(spec.name.words + ["--help"]).standardOutput == expected)
    #expect(spec.helpSource.hasPrefix("strategy-compare \(spec.name.rawValue): \(spec.title)\n\nUSAGE\n" + spec.usageLines.joined(separator: "\n")))
  }

  @Test("the overview shows every command's usage, in order, and lists each listed command with its summary")
  func overview() throws {
    let text = try #require(HelpText.source(for: nil))
    #expect(text.contains("USAGE\n" + CommandSpec.all.flatMap(\.overviewLines).joined(separator: "\n") + "\n\n"))
    for spec in CommandSpec.listed {
      #expect(text.contains("  " + spec.name.rawValue), "COMMANDS lacks \(spec.name.rawValue)")
      for line in spec.summary { #expect(text.contains(line), "\(spec.name.rawValue)'s summary line is missing: \(line)") }
    }
    #expect(!CommandSpec.commandNames.contains(CommandName.matrix.rawValue))
    #expect(!CommandSpec.commandNames.contains(CommandName.corpusMerge.rawValue))
  }

  @Test("every usage line fits the help's width", arguments: CommandSpec.all)
  func usageFits(spec: CommandSpec) {
    for line in spec.usageLines + spec.overviewLines { #expect(line.count <= HelpLayout.width, "\(line)") }
  }

  @Test("a misspelt command or help topic is answered with the closest declared command")
  func suggestions() {
    #expect(StrategyCompare.execute(["rn", "tap"]).standardError.contains("unknown command 'rn'; did you mean 'run'?"))
    #expect(StrategyCompare.execute(["help", "recomend"]).standardError.contains("did you mean 'recommend'?"))
    #expect(ParsedCommand.commandNames == CommandSpec.listed.map(\.name.rawValue))
  }

  @Test("a long usage hangs its later lines under its first option, or under its first argument when asked")
  func usageHang() {
    let form = UsageForm([.argument("<INPUT>"), .option(OptionCatalog.strategies), .option(OptionCatalog.format)])
    let lines = form.lines(for: .run, others: [], width: 50)
    #expect(lines == ["  strategy-compare run <INPUT> [--strategies LIST]", String(repeating: " ", count: 31) + "[--format FORMAT]"])
    let underArgument = UsageForm([.argument("<INPUT>"), .option(OptionCatalog.strategies), .option(OptionCatalog.format)], hang: .firstArgument)
    #expect(underArgument.lines(for: .run, others: [], width: 50).last == String(repeating: " ", count: 23) + "[--format FORMAT]")
    #expect(form.lines(for: .run, others: []) == ["  strategy-compare run <INPUT> [--strategies LIST] [--format FORMAT]"])
  }
}
