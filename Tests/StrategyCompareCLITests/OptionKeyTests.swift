import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// Options are read back with their type (``OptionKey``): each key's type is the one its
/// option's check makes.
@Suite("Typed option keys")
struct OptionKeyTests {
  /// One value each key's option takes, and the command it is given to.
  static let samples: [(key: any TypedOptionKey, command: CommandName, value: String)] = [
    (OptionKeys.strategies, .run, "system-edge"), (OptionKeys.memoryProbe, .bench, "3"), (OptionKeys.generate, .corpus, "5"),
    (OptionKeys.families, .corpus, GestureFamily.allCases[0].rawValue), (OptionKeys.corpus, .recommend, "c.jsonl"),
    (OptionKeys.needs, .recommend, Need.allCases[0].rawValue), (OptionKeys.seed, .corpus, "7"), (OptionKeys.emit, .corpus, "e.jsonl"),
    (OptionKeys.format, .run, "json"), (OptionKeys.allow, .recommend, Recommendation.Allowance.allCases[0].rawValue),
    (OptionKeys.jobs, .corpus, "2"), (OptionKeys.scene, .run, "s.json"), (OptionKeys.intent, .run, "back"),
    (OptionKeys.model, .run, "uikit26"), (OptionKeys.only, .bench, "decode"), (OptionKeys.baseline, .bench, "b"),
    (OptionKeys.ios, .run, "18"), (OptionKeys.shard, .corpus, "1/2"), (OptionKeys.emitScores, .corpus, "p.json"),
    (OptionKeys.from, .importing, "csv"), (OptionKeys.name, .importing, "rec"), (OptionKeys.recommendScreen, .recommend, "all"),
    (OptionKeys.importScreen, .importing, "390x844"), (OptionKeys.rawRange, .importing, "0:100,0:200"),
    (OptionKeys.scale, .importing, "2"), (OptionKeys.columns, .importing, "t=t,x=x,y=y"), (OptionKeys.gap, .importing, "0.5"),
    (OptionKeys.fingers, .importing, "all"), (OptionKeys.to, .export, "maestro"), (OptionKeys.topID, .export, "detail"),
    (OptionKeys.previousID, .export, "home"), (OptionKeys.appID, .export, "org.example"), (OptionKeys.choice, .probes, "who-waits"), (OptionKeys.framework, .recommend, "swiftui"),
  ]

  @Test("every key's type is what its option's check makes of a good value")
  func keyTypesMatchChecks() throws {
    #expect(Self.samples.count == OptionKeys.all.count)
    for sample in Self.samples {
      let option = sample.key.option
      let scope = try #require(OptionScope.all.first { $0.commands.contains(sample.command) })
      let words = scope.command == nil ? sample.command.words : []
      let parsed = try OptionParser.parse(words + [option.long, sample.value], in: scope)
      let stored = parsed.storedValues(of: option)
      #expect(!stored.isEmpty, "\(option.long) \(sample.value) stored nothing")
      for value in stored {
        #expect(sample.key.holds(value), "\(option.long) holds \(type(of: value)); its key reads \(sample.key.valueType)")
      }
    }
  }

  @Test("every option a command reads a value of has a key (--by and --output aside)")
  func everyValuedOptionHasAKey() {
    let keyed = Set(OptionKeys.all.map(\.option.long))
    let readOtherwise = [OptionCatalog.by.long, OptionCatalog.output.long]
    for option in OptionCatalog.all where option.arity != .flag && !readOtherwise.contains(option.long) {
      #expect(keyed.contains(option.long), "\(option.long) has no OptionKey")
    }
  }

  @Test("a value read back through its key keeps its type")
  func readBack() throws {
    let parsed = try OptionParser.parse(["run", "--format", "json", "--model", "uikit26", "--ios", "18", "--ios", "26"], in: .shared)
    #expect(parsed.value(OptionKeys.format) == .json)
    #expect(parsed.value(OptionKeys.model)?.name == "uikit26")
    #expect(parsed.text(OptionKeys.ios) == "18,26")
    let recommend = try OptionParser.parse(["--needs", Need.allCases[0].rawValue], in: .recommend)
    #expect(recommend.list(OptionKeys.needs) == [Need.allCases[0]])
  }
}
