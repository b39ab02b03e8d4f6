import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import BackStrategiesSupport

/// A trace mirrored for the other layout direction (``Trace/mirrored()``) and placed on another
/// device (``Trace/placed(on:)``): what `recommend --screen FILE` judges a kind's scenarios on.
@Suite("Trace mirroring and placement")
struct TracePlacementTests {
  /// Every trace a kind of screen is judged on.
  static let kindTraces = ScreenKind.allCases.flatMap(\.traces)

  @Test("mirroring reflects touches, frames and a carousel's offset, flips the direction, and twice gives the trace back")
  func mirrorsGeometry() throws {
    let trace = Scenarios.carouselMidContentNearEdge
    let mirrored = trace.mirrored()
    #expect(mirrored.scene.device.layoutDirection == .rightToLeft)
    #expect(mirrored.touches.map(\.location.x) == trace.touches.map { trace.scene.device.width - $0.location.x })
    #expect(mirrored.touches.map(\.location.y) == trace.touches.map(\.location.y))
    let before = try #require(trace.scene.stack.last?.scrollViews.first)
    let after = try #require(mirrored.scene.stack.last?.scrollViews.first)
    #expect(after.frame.x == trace.scene.device.width - before.frame.maxX && after.frame.width == before.frame.width)
    #expect(after.contentOffset.x == before.maximumOffset.x - before.contentOffset.x)
    // Twice, the trace comes back (each x up to rounding).
    let twice = mirrored.mirrored()
    #expect(twice.scene == trace.scene)
    #expect(zip(twice.touches, trace.touches).allSatisfy { abs($0.location.x - $1.location.x) < 1e-9 && $0.t == $1.t })
    #expect(trace.laidOut(.leftToRight) == trace && trace.laidOut(.rightToLeft) == mirrored)
    #expect(mirrored.laidOut(.rightToLeft) == mirrored)
    // A carousel at its start is at its leading end either way: offset 0, then its largest.
    let start = try #require(Scenarios.carouselAtStart.mirrored().scene.stack.last?.scrollViews.first)
    #expect(start.contentOffset.x == start.maximumOffset.x)
  }

  @Test("UIKit as it ships does on each kind's mirrored trace what it does on the trace", arguments: kindTraces)
  func mirroredRunsAlike(trace: Trace) {
    let shipped = BuiltIn.systemEdge.shipped
    for ios in [IOSVersion.iOS18, .iOS26] {
      let options = RunOptions().on(ios)
      let own = shipped.run(on: trace, options: options)
      let mirrored = shipped.run(on: trace.mirrored(), options: options)
      #expect(mirrored.cellText == own.cellText, "\(trace.name) on \(ios.label)")
    }
  }

  @Test("a wider screen keeps the edges' distances and stretches the middle", arguments: [375.0, 402, 440])
  func placesOnWidth(width: Double) throws {
    let old = Device.standard.width
    #expect(Trace.position(5, onWidth: old, movedTo: width) == 5)
    #expect(Trace.position(old - 10, onWidth: old, movedTo: width) == width - 10)
    #expect(abs(Trace.position(old / 2, onWidth: old, movedTo: width) - width / 2) < 1e-9)
    let placed = Scenarios.carouselMidContent.placed(on: Device(width: width, layoutDirection: .leftToRight, ios: .iOS18))
    #expect(placed.scene.device.width == width && placed.scene.device.ios == .iOS18)
    let carousel = try #require(placed.scene.stack.last?.scrollViews.first)
    #expect(abs(carousel.frame.width - width) < 1e-9 && carousel.frame.x == 0)
    // Still on its middle page: the same share of its range.
    #expect(abs(carousel.contentOffset.x / carousel.maximumOffset.x - 0.5) < 1e-9)
  }

  @Test("UIKit as it ships does on each kind's trace placed on a 402 pt phone what it does on the 390 pt one", arguments: kindTraces)
  func placedRunsAlike(trace: Trace) {
    let shipped = BuiltIn.systemEdge.shipped
    let device = Device(width: 402, layoutDirection: .rightToLeft)
    let own = shipped.run(on: trace, options: RunOptions().on(.iOS26))
    let placed = shipped.run(on: trace.placed(on: device), options: RunOptions().on(.iOS26))
    #expect(placed.cellText == own.cellText, "\(trace.name)")
  }

  @Test("a screen no wider than the two edge bands is scaled as a whole")
  func narrowScales() {
    #expect(Trace.position(40, onWidth: 80, movedTo: 160) == 80)
  }
}
