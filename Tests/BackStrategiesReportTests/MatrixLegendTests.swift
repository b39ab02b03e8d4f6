import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import BackStrategiesReport
@testable import BackStrategiesSupport

/// Issue #50 item 7: the matrix names each column right under its block, and marks the pops
/// UIKit's own back swipe made for a strategy that installed its own recogniser.
@Suite("The matrix's column names and UIKit's pops")
struct MatrixLegendTests: IOSVersionRuns {
  @Test("a pop UIKit's edge swipe made for edge-bulge:as-published is marked; target-forwarding's own and system-edge's are not")
  func uikitMark() throws {
    let trace = Scenarios.edgeSwipePastHalf
    let bulge = try Self.run("edge-bulge:as-published", trace)
    #expect(bulge.outcome == .pop && bulge.drivenBy?.owner == .uikit)
    #expect(MatrixTable.poppedByUIKit(bulge))
    #expect(MatrixTable.cellText(bulge).contains(MatrixTable.uikitMark))
    let own = try Self.run("target-forwarding:fd", trace)
    #expect(own.outcome == .pop && own.drivenBy?.owner == .strategy)
    #expect(!MatrixTable.poppedByUIKit(own) && !MatrixTable.cellText(own).contains(MatrixTable.uikitMark))
    // UIKit's swipe is system-edge's own technique: nothing to mark.
    let system = try Self.run("system-edge:shipped", trace)
    #expect(system.outcome == .pop && system.drivenBy?.owner == .uikit)
    #expect(!MatrixTable.poppedByUIKit(system))
    // No pop, no mark.
    #expect(!MatrixTable.poppedByUIKit(try Self.run("edge-bulge:as-published", Scenarios.tap)))
  }

  @Test("the table: the marked cell, the count on the column's line, the mark in the legend")
  func table() throws {
    let selections = try ["system-edge:shipped", "edge-bulge:as-published", "target-forwarding:fd"].map { try StrategyCatalog.builtIn.select($0) }
    let matrix = ComparisonMatrix(traces: [Scenarios.edgeSwipePastHalf, Scenarios.tap], selections: selections)
    let table = MatrixTable.render(matrix, width: 200)
    let row = try #require(table.split(separator: "\n").first { $0.hasPrefix("edge-swipe-past-half") })
    #expect(row.split(separator: " ").suffix(3) == ["✓pop", "✓pop^", "✓pop"])
    #expect(table.contains("[2] edge-bulge:as-published  right 2/2, wrong 0, hazard 0, ^ 1"))
    #expect(!table.contains("[1] system-edge:shipped  right 2/2, wrong 0, hazard 0, ^"))
    #expect(table.contains(MatrixTable.uikitLegend.prefix(40)))
  }

  @Test("every column is named right under the block that shows it, at every width", arguments: [40, 80, 120, 400])
  func namesUnderEachBlock(width: Int) {
    let selections = StrategyCatalog.builtIn.defaultSelections
    let matrix = ComparisonMatrix(traces: Array(Scenarios.all.prefix(4)), selections: selections)
    let lines = MatrixTable.render(matrix, width: width).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var named = 0
    var index = 0
    while index < lines.count {
      guard lines[index].hasPrefix("scenario ") else {
        index += 1
        continue
      }
      let header = lines[index].split(separator: " ").filter { $0.hasPrefix("[") }.map(String.init)
      // The block's rows, its totals row, a blank line, then its columns' names.
      guard let end = lines[index...].firstIndex(where: { $0.hasPrefix(MatrixTable.totalRowName) }) else {
        Issue.record("a block without its totals row at line \(index)")
        return
      }
      #expect(lines[end + 1].isEmpty)
      let names = lines[(end + 2)...].prefix { !$0.isEmpty }.filter { $0.hasPrefix("[") }
      #expect(names.map { String($0.prefix { $0 != " " }) } == header, "block at line \(index)")
      for (number, label) in zip(header, names) {
        let column = Int(number.dropFirst().dropLast())! - 1
        #expect(label.hasPrefix("\(number) \(matrix.strategies[column])"))
      }
      named += header.count
      index = end + 1
    }
    #expect(named == matrix.strategies.count, "every column is named once")
  }

  @Test("side by side (--ios 18,26): the mark, the names under the blocks, both releases' counts")
  func sideBySide() throws {
    let selections = try ["edge-bulge:as-published", "target-forwarding:fd"].map { try StrategyCatalog.builtIn.select($0) }
    let traces = [Scenarios.edgeSwipePastHalf]
    let older = ComparisonMatrix(traces: traces, selections: selections, options: RunOptions(ios: .iOS18))
    let newer = ComparisonMatrix(traces: traces, selections: selections, options: RunOptions(ios: .iOS26))
    let table = MatrixTable.render(older: (.iOS18, older), newer: (.iOS26, newer), width: 200)
    let row = try #require(table.split(separator: "\n").first { $0.hasPrefix("edge-swipe-past-half") })
    #expect(row.contains("✓pop^"))
    #expect(table.contains("[1] edge-bulge:as-published  iOS 18: right 1/1, wrong 0, hazard 0, ^ 1 · iOS 26: right 1/1, wrong 0, hazard 0, ^ 1"))
    #expect(table.contains("[2] target-forwarding:fd  iOS 18: right 1/1"))
  }

  @Test("the HTML matrix marks UIKit's pops in its cells and explains the mark")
  func html() throws {
    let selections = try ["edge-bulge:as-published", "target-forwarding:fd"].map { try StrategyCatalog.builtIn.select($0) }
    let matrix = ComparisonMatrix(traces: [Scenarios.edgeSwipePastHalf], selections: selections, options: RunOptions(recordTimeline: true))
    let page = ReportHTML.render(matrix: matrix)
    #expect(page.components(separatedBy: #"<span class="uk""#).count - 1 == 1)
    #expect(page.contains(MatrixTable.uikitLegend.prefix(40)))
  }
}
