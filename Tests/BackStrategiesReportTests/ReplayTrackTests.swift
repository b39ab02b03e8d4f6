import Foundation
import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import BackStrategiesReport
@testable import BackStrategiesSupport

/// The replay's clock, its keyframe merging and its bytes, as the library draws them (the replays
/// read back from the command's output: StrategyCompareCLITests/ReplayTests.swift).
@Suite("Replay clock and keyframes")
struct ReplayTrackTests: TimelineComparisons {
  @Test("the clock: one loop is the slowest run and a pause; ¼ speed is four times as long")
  func clock() throws {
    let comparison = try Self.comparison("edge-swipe-past-half")
    let clock = Replay(comparison).clock
    let lastFrame = comparison.results.compactMap { $0.frames?.last?.t }.max() ?? 0
    #expect(clock.end == max(lastFrame, comparison.trace.duration))
    // The pause, rounded up to the millisecond the durations are printed in.
    #expect(clock.cycle >= clock.end + ReplayClock.pauseBetweenLoops && clock.cycle < clock.end + ReplayClock.pauseBetweenLoops + 0.001)
    #expect(clock.cycleText == "\(Int((clock.cycle * 1000).rounded()))ms")
    #expect(clock.slowCycleText == "\(Int((clock.cycle * 4000).rounded()))ms")
    // Neighbouring frames never share a printed place in the cycle.
    let interval = 1 / comparison.trace.scene.device.refreshRate
    #expect(clock.cycle / pow(10, Double(clock.fractionDigits)) <= interval / ReplayClock.placesPerFrame)
    let long = ReplayClock(end: 590, refreshRate: 120)
    #expect(long.cycle / pow(10, Double(long.fractionDigits)) <= (1 / 120.0) / ReplayClock.placesPerFrame)
  }

  @Test("keyframes: a straight run keeps its ends, a hold and a change of speed are kept, steps keep their changes")
  func merging() {
    let times = (0...10).map { Double($0) / 10 }
    let line = ReplayTrack(sampling: times, values: times.map { [$0 * 100] }, interpolation: .linear)
    #expect(line.times == [0, 1])
    // Still, then moving: the last still sample and the end are kept.
    let hold = ReplayTrack(sampling: times, values: times.map { [$0 < 0.5 ? 0 : ($0 - 0.5) * 100] }, interpolation: .linear)
    #expect(hold.times == [0, 0.5, 1])
    // Within the tolerance, a wobble is merged; past it, it is kept.
    let wobble = ReplayTrack(sampling: times, values: times.indices.map { [Double($0 % 2) * 0.4] }, interpolation: .linear)
    #expect(wobble.times == [0, 1])
    let jump = ReplayTrack(sampling: times, values: times.indices.map { [$0 == 5 ? 3 : 0] }, interpolation: .linear)
    #expect(jump.times == [0, 0.4, 0.5, 0.6, 1])
    // Every dropped sample is within the tolerance of the line through the kept ones.
    let curve = ReplayTrack(sampling: times, values: times.map { [20 * $0 * $0] }, interpolation: .linear)
    for time in times { #expect(abs(curve.value(at: time)[0] - 20 * time * time) <= ReplayTrack.tolerance + 0.05) }
    #expect(curve.times.count < times.count)
    // Steps: only the changes.
    let steps = ReplayTrack(sampling: times, values: times.map { [$0 < 0.3 ? 1 : ($0 < 0.7 ? 0 : 1)] }, interpolation: .discrete)
    #expect(steps.times == [0, 0.3, 0.7, 1])
    #expect(steps.value(at: 0.65) == [0])
    // Two components are merged together.
    let both = ReplayTrack(sampling: times, values: times.map { [$0 * 10, $0 < 0.5 ? 0 : 10] }, interpolation: .linear)
    #expect(both.times.contains(0.4) && both.times.contains(0.5))
  }

  @Test("the same comparison gives the same replay and page bytes, also in parallel; another gives others")
  func deterministic() async throws {
    let comparison = try Self.comparison("carousel-at-start")
    let first = ReplaySVG.render(comparison)
    let others = await withTaskGroup(of: String.self) { group in
      for _ in 0..<4 { group.addTask { ReplaySVG.render(comparison) } }
      var texts: [String] = []
      for await text in group { texts.append(text) }
      return texts
    }
    #expect(others.allSatisfy { $0 == first })
    // A comparison run again from the same scenario draws the same bytes; another scenario
    // draws others, so the equality above is not that of a drawing that ignores its input.
    let again = try Self.comparison("carousel-at-start")
    let other = try Self.comparison("edge-swipe-past-half")
    #expect(ReplaySVG.render(again) == first)
    #expect(ReplaySVG.render(other) != first)
    let page = ReportHTML.render(comparison)
    #expect(ReportHTML.render(again) == page)
    #expect(ReportHTML.render(other) != page)
    #expect(page.contains("<title>carousel-at-start</title>"))
    #expect(ReportHTML.render(other).contains("<title>edge-swipe-past-half</title>"))
  }
}
