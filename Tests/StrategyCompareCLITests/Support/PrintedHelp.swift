import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

extension CommandSpec: CustomTestStringConvertible {
  /// The command's name in test reports (`the matrix` for no command).
  public var testDescription: String { name.quoted }
}

/// What the help shows of one command, read back from the printed text: the options its
/// `USAGE` lines name and those its option lists (`OPTIONS`, `INPUT`…) label.
struct PrintedHelp {
  /// The command.
  let spec: CommandSpec
  /// The printed `USAGE` lines of the command (in the overview for the matrix).
  let usage: [String]
  /// The labels of its option lists (`-s, --strategies LIST`), each checked to be printed.
  let labels: [String]

  /// The printed help of `spec`.
  init(_ spec: CommandSpec) throws {
    self.spec = spec
    let topic = spec.name == .matrix ? nil : spec.name.rawValue
    let text = try #require(HelpText.text(for: topic), "no help for \(spec.name.quoted)")
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let usageStart = try #require(lines.firstIndex(of: "USAGE"), "\(spec.name.quoted)'s help has no USAGE") + 1
    let usageBlock = lines[usageStart...].prefix { !$0.isEmpty }
    // The overview lists every command's usage: the matrix's lines are those with no command.
    usage = spec.name == .matrix ? Array(usageBlock).filter { spec.usageLines.contains($0) } : Array(usageBlock)
    // The option lists' labels, as the table writes them; each must be printed.
    var labels: [String] = []
    for option in OptionCatalog.all {
      for entry in option.help where entry.topic == spec.name {
        let label = entry.label ?? option.label
        let indented = String(repeating: " ", count: OptionHelpBlock.indent) + label
        #expect(lines.contains { $0 == indented || $0.hasPrefix(indented + " ") }, "\(spec.name.quoted)'s help does not list \(label)")
        labels.append(label)
      }
    }
    self.labels = labels
  }

  /// The long option names in `lines` (`--format`, and `-s` spelt as its long name), after
  /// the program's name (`swift run -c release` is not the tool's).
  static func options(in lines: [String]) -> Set<String> {
    var names: Set<String> = []
    for line in lines {
      let arguments = line.range(of: UsageForm.program + " ").map { line[$0.upperBound...] } ?? line[...]
      for word in arguments.split(whereSeparator: { " [<>|,]".contains($0) }) where word.hasPrefix("-") && word.count > 1 {
        let name = String(word.prefix { $0 != "=" })
        let option = OptionCatalog.all.first { $0.isNamed(name) }
        names.insert(option?.long ?? name)
      }
    }
    return names
  }

  /// The options the usage names.
  var usageOptions: Set<String> { Self.options(in: usage) }
  /// The options the option lists label.
  var listedOptions: Set<String> { Self.options(in: labels) }
  /// Whether the usage stands `[OPTIONS]` for the options listed below it.
  var usageDefersToLists: Bool { usage.contains { $0.contains("[OPTIONS]") } }
}
