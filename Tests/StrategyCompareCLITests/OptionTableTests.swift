import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// #27 item 2: the option table (``OptionCatalog``) is consistent, and what is derived from it
/// (help, parsing, suggestions, "applies to" errors) agrees with it.
@Suite("The option table")
struct OptionTableTests {
  @Test("no two options share a name, and every name is spelt as an option")
  func namesAreUnique() {
    let names = OptionCatalog.all.flatMap { [$0.long] + ($0.short.map { [$0] } ?? []) }
    #expect(Set(names).count == names.count)
    for option in OptionCatalog.all {
      #expect(option.long.hasPrefix("--") && option.long.count > 3, "\(option.long)")
      if let short = option.short { #expect(short.count == 2 && short.hasPrefix("-"), "\(short)") }
    }
  }

  @Test("every option a command's help documents appears in that help, and every listed entry is rendered")
  func helpListsTheTable() throws {
    for option in OptionCatalog.all {
      for entry in option.help {
        let topic = entry.topic == .matrix ? nil : entry.topic.rawValue
        let text = try #require(HelpText.source(for: topic), "no help for \(entry.topic)")
        let label = entry.label ?? option.label
        #expect(text.contains("  " + label + " ") || text.contains("  " + label + "\n"), "\(label) missing from help \(entry.topic)")
        #expect(text.contains(entry.lines[0]), "\(option.long)'s first line missing from help \(entry.topic)")
      }
    }
  }

  @Test("every option appears in the help of each command it applies to (hidden ones excepted)")
  func appliesToIsDocumented() throws {
    let hidden = [OptionCatalog.memoryProbe.long, OptionCatalog.help.long]
    for option in OptionCatalog.all where !hidden.contains(option.long) {
      for command in option.commands {
        let text = try #require(HelpText.source(for: command == .matrix ? nil : command.rawValue))
        #expect(text.contains(option.long), "help \(command.rawValue) does not mention \(option.long)")
      }
    }
  }

  @Test("each parse knows exactly the options of its commands, and each of them parses")
  func eachScopeParses() throws {
    for scope in OptionScope.all {
      #expect(!scope.options.isEmpty)
      #expect(scope.options.contains { $0.long == OptionCatalog.help.long }, "every parse answers --help")
      for option in scope.options where option.long != OptionCatalog.help.long {
        // A value the option's check refuses is still read as that option's, not as unknown.
        let arguments = option.arity == .flag ? [option.long] : [option.long + "=" + "?"]
        do throws(CLIError) {
          _ = try OptionParser.parse(arguments, in: scope)
        } catch {
          #expect(!error.message.hasPrefix("unknown option"), "\(scope.words) \(option.long): \(error.message)")
        }
      }
      let helped = try OptionParser.parse(["--help"], in: scope)
      #expect(helped.wantsHelp)
    }
  }

  @Test("a single-valued option given twice is refused in every parse; a list option accumulates")
  func repetitionFollowsArity() {
    for scope in OptionScope.all {
      for option in scope.options {
        guard case .single = option.arity else { continue }
        do throws(CLIError) {
          _ = try OptionParser.parse([option.long + "=a", option.long + "=b"], in: scope)
          Issue.record("\(option.long) given twice was accepted")
        } catch {
          #expect(error.message.hasPrefix(option.long + " is given twice") || !error.message.contains("given twice"), "\(error.message)")
        }
      }
    }
    let matrix = try? OptionParser.parse(["--ios", "18", "--ios=26", "-s", "a", "--strategies", "b"], in: .shared)
    #expect(matrix?.text(OptionKeys.ios) == "18,26")
    #expect(matrix?.text(OptionKeys.strategies) == "a,b")
  }

  @Test("the 'applies to' errors are worded from the table")
  func misuseMessages() {
    #expect(
      OptionMisuse(stage: .runSettings).message(for: OptionCatalog.model, command: "list")
        == "--model applies to 'run', 'corpus', 'recommend' and the matrix, not list")
    #expect(OptionCatalog.strict.misuse?.message(for: OptionCatalog.strict, command: nil) == "--strict applies to 'run' only, not the matrix")
    #expect(OptionCatalog.quick.misuse?.message(for: OptionCatalog.quick, command: "run") == "--quick applies to 'bench' only")
    #expect(OptionCatalog.strategies.misuse?.message(for: OptionCatalog.strategies, command: "list") == "--strategies does not apply to list")
    let output = StrategyCompare.execute(["list", "--timeline"])
    #expect(output.status == .usage)
    #expect(output.standardError == "strategy-compare: error: --timeline applies to 'run' only, not list (see 'strategy-compare help list')\n")
  }

  @Test("an option's help entry is laid out from its column, a long label on its own line")
  func helpBlockLayout() {
    #expect(OptionHelpBlock.lines(label: "--by family", description: ["Add.", "More."], column: 20) == "  --by family       Add.\n                    More.")
    #expect(
      OptionHelpBlock.lines(label: "--emit-scores PART.json", description: ["Also."], column: 25)
        == "  --emit-scores PART.json\n                         Also.")
  }

  @Test("the unknown-option suggestions come from the parse's own options")
  func suggestionsFromTheTable() {
    #expect(OptionScope.importing.suggestedNames == ImportOptions.flags)
    #expect(OptionScope.importing.suggestedNames.last == "--help")
    #expect(Set(OptionScope.recommend.suggestedNames).contains("--needs"))
    #expect(!Set(OptionScope.corpus.suggestedNames).contains("--needs"))
    let output = StrategyCompare.execute(["recommend", "--neds", "x"])
    #expect(output.standardError.contains("unknown option '--neds' for recommend; did you mean '--needs'?"))
  }

  @Test("no command of the shared parse accepts an option it would ignore: each is refused (exit 64), naming it")
  func everyCommandRefusesWhatItIgnores() {
    // A value each option's check accepts, so the refusal is the one for the command.
    let values: [String: String] = [
      "--strategies": "system-edge", "--format": "json", "--scene": "scene.json", "--intent": "back", "--model": "uikit26", "--ios": "26",
      "--memory-probe": "1", "--only": "decode", "--baseline": "/nonexistent/strategy-compare",
    ]
    // The positional arguments each command needs.
    let positionals: [CommandName: [String]] = [.run: ["tap"], .explain: ["system-edge"]]
    let scope = OptionScope.shared
    for command in scope.commands {
      for option in scope.options where option.long != OptionCatalog.help.long && !option.commands.contains(command) {
        let words = command == .matrix ? [] : [command.rawValue]
        let value = option.arity == .flag ? [] : [values[option.long] ?? "x"]
        let arguments = words + (positionals[command] ?? []) + [option.long] + value
        let output = StrategyCompare.execute(arguments)
        #expect(output.status == .usage, "\(arguments): \(output.standardError)")
        #expect(output.standardError.contains(option.long), "\(arguments): \(output.standardError)")
      }
    }
  }
}
