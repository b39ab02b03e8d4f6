import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// #45 item 4: the help of every command, written from its ``CommandSpec``, agrees with the
/// option table (``OptionCatalog``): it shows every option the parser takes for the command,
/// and every option it shows is taken.
@Suite("Help agrees with the option table")
struct HelpAgreesWithTableTests {
  /// Options that answer instead of running the command; usage need not show them.
  static let answering = [OptionCatalog.help.long, OptionCatalog.version.long]
  /// Options kept out of help on purpose: the memory section's child process.
  static let hidden = [OptionCatalog.memoryProbe.long]

  /// The options the parser takes for `command`: the table's, and `--output`, which is taken
  /// out of every command line before it is parsed (``OutputOption``).
  static func accepted(by command: CommandName) -> Set<String> {
    Set(OptionCatalog.longNames(for: command) + [OptionCatalog.output.long])
  }

  @Test("every option the command takes is in its usage, or listed below a usage with [OPTIONS]", arguments: CommandSpec.all)
  func takenOptionsAreShown(spec: CommandSpec) throws {
    let help = try PrintedHelp(spec)
    for option in OptionCatalog.longNames(for: spec.name) where !Self.answering.contains(option) && !Self.hidden.contains(option) {
      let shown = help.usageOptions.contains(option) || (help.usageDefersToLists && help.listedOptions.contains(option))
      #expect(shown, "\(spec.name.quoted) takes \(option), but its usage does not show it")
    }
  }

  @Test("every option the command's usage and option lists show is one it takes", arguments: CommandSpec.all)
  func shownOptionsAreTaken(spec: CommandSpec) throws {
    let help = try PrintedHelp(spec)
    let accepted = Self.accepted(by: spec.name)
    for option in help.usageOptions.union(help.listedOptions) {
      #expect(accepted.contains(option), "\(spec.name.quoted)'s help shows \(option), which it does not take")
    }
  }

  @Test("every option the command's help shows parses as an option of the command's parse", arguments: CommandSpec.all)
  func shownOptionsParse(spec: CommandSpec) throws {
    let help = try PrintedHelp(spec)
    let scope = try #require(OptionScope.all.first { $0.commands.contains(spec.name) }, "no parse reads \(spec.name.quoted)")
    let words = scope.command == nil ? spec.name.words : []
    for option in help.usageOptions.union(help.listedOptions) where option != OptionCatalog.output.long {
      let flag = OptionCatalog.all.first { $0.long == option }?.arity == .flag
      do throws(CLIError) {
        _ = try OptionParser.parse(words + [flag ? option : option + "=?"], in: scope)
      } catch {
        #expect(!error.message.hasPrefix("unknown option"), "\(spec.name.quoted): \(error.message)")
      }
    }
  }

  @Test("every option with a help entry for the command is in its declared help order", arguments: CommandSpec.all)
  func helpOrderIsComplete(spec: CommandSpec) {
    let ordered = Set(spec.helpOrder.map(\.long))
    for option in OptionCatalog.all where option.help.contains(where: { $0.topic == spec.name }) {
      #expect(ordered.contains(option.long), "\(option.long) has help for \(spec.name.quoted) but is not in its helpOrder")
    }
    for option in spec.helpOrder {
      #expect(option.commands.contains(spec.name) || option.long == OptionCatalog.output.long, "\(spec.name.quoted)'s helpOrder has \(option.long), which it does not take")
    }
  }

  @Test("the overview's shorter usage shows only options the command takes", arguments: CommandSpec.all)
  func synopsisOptionsAreTaken(spec: CommandSpec) {
    let accepted = Self.accepted(by: spec.name)
    for option in spec.options(in: spec.overviewForms) {
      #expect(accepted.contains(option.long), "the overview's usage of \(spec.name.quoted) shows \(option.long), which it does not take")
    }
  }

  @Test("run's usage shows --ios and --model (the disagreement #45 found)")
  func runShowsReleaseAndModel() throws {
    let help = try PrintedHelp(CommandSpec.run)
    #expect(help.usageOptions.isSuperset(of: [OptionCatalog.ios.long, OptionCatalog.model.long, OptionCatalog.intent.long]))
  }
}
