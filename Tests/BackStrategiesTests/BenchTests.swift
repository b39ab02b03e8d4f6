import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI

/// `bench --quick` runs and reports every section. No test asserts a time.
@Suite("Bench")
struct BenchTests {
  @Test("bench --quick --format json reports decode, floor, every strategy, matrix and corpus; --memory-probe reports a peak")
  func quickBench() throws {
    // The memory rows run this executable as a child; in the test runner that child is the test
    // binary, so the rows only have to be present (measured or "not measured: …").
    let output = StrategyCompare.execute(["bench", "--quick", "--format", "json"])
    #expect(output.status == .success)
    let document = try JSONParser.parse(output.standardOutput)
    #expect(document["format"]?.kind == .string("backstrategies-bench/1"))
    guard case .array(let rows)? = document["rows"]?.kind else { Issue.record("rows"); return }
    func names(_ section: String) -> [String] {
      rows.compactMap { row in
        guard row["section"]?.kind == .string(section), case .string(let name)? = row["name"]?.kind else { return nil }
        return name
      }
    }
    #expect(names("decode") == ["json", "csv"])
    #expect(names("floor").count == 1)
    #expect(names("strategy") == StrategyCatalog.builtIn.allSelections.map(\.label))
    #expect(names("matrix").count == 1)
    #expect(names("corpus").count >= 1)
    #expect(names("memory").count == 2)
    for row in rows where row["section"]?.kind == .string("strategy") {
      guard case .number(let ratio)? = row["ratioToFloor"]?.kind else { Issue.record("ratioToFloor"); continue }
      #expect(ratio > 0)
    }
    let probe = StrategyCompare.execute(["bench", "--memory-probe", "20"])
    #expect(probe.status == .success)
    #expect(probe.standardOutput.hasPrefix("traces 20 peakResidentBytes "))
  }

  @Test("bench refuses csv and a bad probe size")
  func usage() {
    #expect(StrategyCompare.execute(["bench", "--format", "csv"]).status == .usage)
    #expect(StrategyCompare.execute(["bench", "--memory-probe", "x"]).status == .usage)
    #expect(StrategyCompare.execute(["run", "tap", "--quick"]).status == .usage)
  }
}
