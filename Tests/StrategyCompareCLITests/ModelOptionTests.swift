import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// `--model NAME`: the named parameter sets (`ModelParameters.named`).
@Suite("Model option")
struct ModelOptionTests {
  @Test("--model uikit26-legacy-pop decides the release by the velocity's sign: a swipe braking past half pops")
  func legacyModel() {
    let augmented = StrategyCompare.execute(["run", "diagonal-swipe", "--strategies", "system-edge", "--format", "json"])
    let legacy = StrategyCompare.execute(["run", "diagonal-swipe", "--strategies", "system-edge", "--format", "json", "--model", "uikit26-legacy-pop"])
    #expect(augmented.status == .success && legacy.status == .success)
    #expect(augmented.standardOutput.contains(#""outcome": "cancel""#))
    #expect(legacy.standardOutput.contains(#""outcome": "pop""#))
    #expect(legacy.standardOutput.contains("legacy rule"))
    let matrix = StrategyCompare.execute(["--model", "uikit26-legacy-pop", "--format", "json"])
    #expect(matrix.status == .success)
  }

  @Test("the default model is uikit26, first of the named sets, and --model uikit26 changes nothing")
  func defaultModel() {
    #expect(ModelParameters.named.first == .uikit26)
    #expect(ModelParameters.named("uikit26-legacy-pop") == .uikit26LegacyPopDecision)
    // Each open choice's other reading on the standard device is a named set (but the classic
    // catch's: three readings, asked on the classic branch only, iOS 18 by default).
    for choice in OpenChoice.allCases where choice != .classicCatch {
      let other = choice.otherReading(of: .uikit26, on: .iOS26, screenWidth: Device.standard.width)!
      var unnamed = other
      unnamed.name = ModelParameters.uikit26.name
      #expect(ModelParameters.named.contains { named in var copy = named; copy.name = ModelParameters.uikit26.name; return copy == unnamed }, "\(choice)")
    }
    let plain = StrategyCompare.execute(["run", "edge-swipe-to-third", "--format", "json"])
    let named = StrategyCompare.execute(["run", "edge-swipe-to-third", "--format", "json", "--model", "uikit26"])
    #expect(plain.standardOutput == named.standardOutput)
  }

  @Test("corpus and recommend take --model; an unknown name is a usage error listing the names", arguments: [
    ["run", "tap", "--model", "ios7"], ["corpus", "--generate", "10", "--model", "ios7"], ["recommend", "--generate", "10", "--model", "ios7"],
  ])
  func unknownModel(arguments: [String]) {
    let output = StrategyCompare.execute(arguments)
    #expect(output.status == .usage)
    #expect(output.standardError.contains("unknown model 'ios7' (expected one of: uikit26, uikit26-legacy-pop, uikit26-classic-parallax, uikit26-scroll-view-branch, uikit26-wide-edge-strip, uikit26-slider-tracks-only, uikit26-navigation-edge-first, uikit26-closed-row-begins, uikit26-fitted-ios27-pop, uikit26-animator-flag-set-at-start, uikit26-long-transition, uikit26-compose-pager-yields, uikit26-zoom-navigation-preempts)"))
  }

  @Test("--model does not apply to list, explain or bench")
  func notEverywhere() {
    let output = StrategyCompare.execute(["list", "--model", "uikit26"])
    #expect(output.status == .usage)
    #expect(output.standardError.contains("--model applies to"))
  }
}
