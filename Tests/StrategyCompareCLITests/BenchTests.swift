import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// `bench --quick` runs and reports every section. No test asserts a time.
@Suite("Bench")
struct BenchTests {
  @Test("bench --quick --format json reports decode, floor, every strategy, matrix, corpus and doubt; --memory-probe reports a peak")
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
    #expect(names("reference") == ["json, precise path only", "csv, precise path only", "json, Foundation JSONDecoder"])
    #expect(names("floor").count == 1)
    #expect(names("strategy") == StrategyCatalog.builtIn.allSelections.map(\.label))
    #expect(names("matrix").count == 1)
    #expect(names("corpus").count >= 1)
    #expect(names("corpus-file").count == names("corpus").count)
    // What weighing the open choices costs: the same corpus without and with --doubt, the ratio
    // in the second row's note.
    #expect(names("doubt").count == 2 && names("doubt").last?.hasSuffix(", --doubt") == true)
    func notes(_ section: String) -> [String] {
      rows.compactMap { row in
        guard row["section"]?.kind == .string(section), case .string(let note)? = row["note"]?.kind else { return nil }
        return note
      }
    }
    // The decode rows are checked against the targets; the reference rows give the ratio.
    #expect(notes("decode").count == 2 && notes("decode").allSatisfy { $0.hasPrefix("target ≥ ") })
    #expect(notes("reference").count == 3 && notes("reference").allSatisfy { $0.hasPrefix("the fast path ×") })
    #expect(notes("doubt").count == 1 && notes("doubt").allSatisfy { $0.contains(" the run without; target ≤ ") })
    for row in rows where row["section"]?.kind == .string("corpus-file") {
      guard case .number(let rate)? = row["ratePerSecond"]?.kind else { Issue.record("corpus-file rate"); continue }
      #expect(rate > 0)
    }
    #expect(names("memory").count == 2)
    for row in rows where row["section"]?.kind == .string("strategy") {
      guard case .number(let ratio)? = row["ratioToFloor"]?.kind else { Issue.record("ratioToFloor"); continue }
      #expect(ratio > 0)
    }
    let probe = StrategyCompare.execute(["bench", "--memory-probe", "20"])
    #expect(probe.status == .success)
    #expect(probe.standardOutput.hasPrefix("traces 20 peakResidentBytes "))
  }

  @Test("work compared as a ratio is timed in alternation: warm-ups, then rounds of each in turn")
  func interleavedMeasurement() {
    var calls: [String] = []
    let (measurements, checksum) = Measurement.takeInterleaved(
      warmUps: 1, repetitions: 3,
      [
        { calls.append("a"); return 1 },
        { calls.append("b"); return 10 },
      ])
    #expect(calls == ["a", "b", "a", "b", "a", "b", "a", "b"])
    #expect(measurements.map(\.seconds.count) == [3, 3], "one measurement per piece of work, the warm-up untimed")
    #expect(checksum == 4 * 11)
  }

  @Test("bench --only runs the sections named, in the usual order, and refuses an unknown one")
  func onlySections() throws {
    let output = StrategyCompare.execute(["bench", "--quick", "--only", "reference,decode", "--format", "json"])
    #expect(output.status == .success)
    let document = try JSONParser.parse(output.standardOutput)
    guard case .array(let rows)? = document["rows"]?.kind else { Issue.record("rows"); return }
    let sections = rows.compactMap { row -> String? in
      guard case .string(let section)? = row["section"]?.kind else { return nil }
      return section
    }
    #expect(sections == ["decode", "decode", "reference", "reference", "reference"])
    let unknown = StrategyCompare.execute(["bench", "--only", "decod"])
    #expect(unknown.status == .usage)
    #expect(unknown.standardError.contains("unknown bench section 'decod'; did you mean 'decode'?"))
    #expect(StrategyCompare.execute(["list", "--only", "decode"]).status == .usage)
  }

  @Test("bench refuses csv and a bad probe size")
  func usage() {
    #expect(StrategyCompare.execute(["bench", "--format", "csv"]).status == .usage)
    #expect(StrategyCompare.execute(["bench", "--memory-probe", "x"]).status == .usage)
    #expect(StrategyCompare.execute(["run", "tap", "--quick"]).status == .usage)
  }
}
