import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

/// The generator: seeded randomness with reference values, byte-for-byte determinism, traces
/// regenerated alone, valid traces, human-like motion, and each family drawing what its label says.
@Suite("Corpus generator")
struct CorpusGeneratorTests {
  @Test("SplitMix64 and xoshiro256** give the reference outputs")
  func referenceValues() {
    // SplitMix64 from 0: the published first outputs; xoshiro256** seeded with SplitMix64(1),
    // checked against an independent implementation of the reference C code.
    var mixer = SplitMix64(state: 0)
    #expect(mixer.next() == 0xE220_A839_7B1D_CDAF)
    #expect(mixer.next() == 0x6E78_9E6A_A1B9_65F4)
    var random = SeededRandom(seed: 1)
    #expect(random.next() == 0xB3F2_AF6D_0FC7_10C5)
    #expect(random.next() == 0x853B_5596_4736_4CEA)
    #expect(random.next() == 0x92F8_9756_082A_4514)
  }

  @Test("uniform draws stay in range; integers are unbiased over their range")
  func drawRanges() {
    var random = SeededRandom(seed: 42)
    var seen = Set<Int>()
    for _ in 0..<2_000 {
      let value = random.uniform(2.5...3.5)
      #expect(value >= 2.5 && value <= 3.5)
      let unit = random.unit()
      #expect(unit >= 0 && unit < 1)
      seen.insert(random.integer(1...4))
    }
    #expect(seen == [1, 2, 3, 4])
  }

  @Test("the same seed gives the same corpus, byte for byte; another seed another")
  func determinism() {
    func corpus(_ seed: UInt64) -> String {
      CorpusGenerator(seed: seed).traces(count: 88).map { TraceEncoder.encodeJSON($0, pretty: false) }.joined(separator: "\n")
    }
    let first = corpus(7)
    #expect(first == corpus(7))
    #expect(first != corpus(8))
  }

  @Test("any trace can be regenerated alone, in any order")
  func regenerateAlone() {
    let generator = CorpusGenerator(seed: 3)
    let inOrder = Array(generator.traces(count: 50))
    for index in stride(from: 49, through: 0, by: -7) {
      #expect(generator.trace(at: index) == inOrder[index])
    }
    #expect(generator.trace(at: 1_234_567).name == "\(generator.family(at: 1_234_567).rawValue)-1234567")
  }

  @Test("every generated trace is valid and decodes back to itself")
  func validAndRoundTrips() throws {
    for trace in CorpusGenerator(seed: 11).traces(count: 3 * GestureFamily.allCases.count) {
      try trace.validate()
      let line = TraceEncoder.encodeJSON(trace, pretty: false)
      #expect(!line.contains("\n"))
      #expect(try TraceDecoder.decodeJSON(line).trace == trace)
    }
  }

  @Test("motion is human-like: 60 and 120 Hz, jittered timestamps, noisy and bowed paths")
  func humanLikeMotion() {
    let traces = Array(CorpusGenerator(seed: 5, families: [.edgeSlow, .midScreenBack]).traces(count: 40))
    #expect(Set(traces.map(\.scene.device.refreshRate)) == [60, 120])
    var jittered = false
    var bowed = false
    for trace in traces {
      let times = trace.touches.map(\.t)
      #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
      let intervals = zip(times, times.dropFirst()).map { $1 - $0 }
      if Set(intervals.map { ($0 * 10_000).rounded() }).count > 1 { jittered = true }
      // Largest distance of a sample from the chord between touch-down and lift.
      let a = trace.touches.first!.location
      let b = trace.touches.last!.location
      let length = a.distance(to: b)
      let deviation = trace.touches.map { p in
        abs((b.x - a.x) * (a.y - p.location.y) - (a.x - p.location.x) * (b.y - a.y)) / length
      }.max()!
      if deviation > 3 { bowed = true }
    }
    #expect(jittered)
    #expect(bowed)
  }

  @Test("each family's label matches what it draws", arguments: GestureFamily.allCases)
  func familyMatchesLabel(_ family: GestureFamily) throws {
    let generator = CorpusGenerator(seed: 21, families: [family])
    for trace in generator.traces(count: 12) {
      try trace.validate()
      #expect(trace.intent == family.intent)
      #expect(GestureFamily(traceName: trace.name) == family)
      let device = trace.scene.device
      let first = trace.touches.first!
      let last = trace.touches.last!
      #expect(first.phase == .began && last.phase == .ended)
      let dx = last.location.x - first.location.x
      let dy = last.location.y - first.location.y
      let region = StartRegion(firstTouchOf: trace)
      let depth = trace.scene.stack.count
      let top = trace.scene.stack[depth - 1]
      let carousel = top.scrollViews.first { $0.scrollsHorizontally }
      if family.intent == .back { #expect(depth >= 2) }
      #expect(device.layoutDirection == (family == .rightToLeftEdgeBack ? .rightToLeft : .leftToRight))
      switch family {
      case .edgeSlow, .edgeFast, .edgeShort, .edgeLong, .edgeDiagonal, .edgeRetreat:
        #expect(region == .backEdge)
        #expect(trace.touches.map(\.location.x).max()! - first.location.x > 40)
      case .rootEdgeSwipe:
        #expect(region == .backEdge && depth == 1 && dx > 40)
      case .rightToLeftEdgeBack:
        #expect(region == .backEdge && first.location.x > device.width - 13 && dx < -40)
      case .edgeOffset:
        #expect(region == .interior && first.location.x >= 13 && first.location.x <= 40 && dx > 40)
      case .midScreenBack:
        #expect(region == .interior && dx > 40)
      case .rightEdgePull, .dwellToHome, .pullAndRetreat:
        #expect(region == .forwardEdge && first.location.x > device.width - 13 && dx < -10)
      case .verticalScroll:
        #expect(top.scrollViews.contains { $0.scrollsVertically && $0.frame.contains(first.location) })
        // Real scrolls drift sideways up to 0.54 of their travel at p90 (issue 13's table); the
        // calibrated curve stops at 0.8, so the stroke is still mostly vertical.
        #expect(abs(dy) > abs(dx) / CorpusRanges.scrollDriftCurve.value(at: 1))
      case .carouselRightAtStart, .carouselRightInMiddle, .carouselRightAtEnd, .carouselLeftAtStart,
        .carouselLeftInMiddle, .carouselLeftAtEnd:
        let view = try #require(carousel)
        #expect(view.frame.contains(first.location), "a carousel swipe starts inside the carousel")
        let maximum = view.maximumOffset.x
        switch family {
        case .carouselRightAtStart, .carouselLeftAtStart: #expect(view.contentOffset.x == 0)
        case .carouselRightAtEnd, .carouselLeftAtEnd: #expect(view.contentOffset.x == maximum)
        default: #expect(view.contentOffset.x > 0 && view.contentOffset.x < maximum)
        }
        let rightward = [GestureFamily.carouselRightAtStart, .carouselRightInMiddle, .carouselRightAtEnd].contains(family)
        #expect(rightward ? dx > 40 : dx < -40)
      case .leftwardSwipe:
        #expect(carousel == nil && dx < -40)
      case .tap:
        #expect(first.location.distance(to: last.location) < 5 && last.t < 0.2)
      case .cancelledThenSwipe, .swipeDuringPop:
        // Two strokes from the back edge, the second rightward; the first cancelled, or lifted
        // less than a finishing animation before the second.
        let downs = trace.touches.indices.filter { trace.touches[$0].phase == .began }
        #expect(downs.count == 2 && region == .backEdge)
        let firstEnd = trace.touches[downs[1] - 1]
        let second = trace.touches[downs[1]]
        #expect(second.location.x < 13 && last.location.x - second.location.x > 40)
        if family == .cancelledThenSwipe {
          #expect(firstEnd.phase == .cancelled && second.t - firstEnd.t >= CorpusRanges.pauseAfterCancel.lowerBound)
        } else {
          #expect(firstEnd.phase == .ended && second.t - firstEnd.t <= CorpusRanges.pauseDuringPop.upperBound + 0.01 && depth == 2)
        }
      }
      switch family {
      case .dwellToHome:
        #expect(depth >= 3)
        // The finger rests more than a second within its tremor (±2 pt per axis) of where it lifts.
        let restStart = trace.touches.lastIndex { $0.location.distance(to: last.location) > 6 }.map { trace.touches[$0 + 1].t } ?? 0
        #expect(last.t - restStart > 1.0)
      case .pullAndRetreat:
        #expect(last.location.x - trace.touches.map(\.location.x).min()! > 20)
      case .edgeRetreat:
        #expect(trace.touches.map(\.location.x).max()! - last.location.x > 20)
      default:
        break
      }
    }
  }
}
