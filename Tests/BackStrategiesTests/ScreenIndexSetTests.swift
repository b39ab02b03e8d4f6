import Testing

@testable import BackStrategies

/// ``ScreenIndexSet``: navigation's set of screens whose interaction is off, kept in a word's
/// bits (and a sorted array past 63). It must answer as `Set<Int>` would.
@Suite("Screen index set")
struct ScreenIndexSetTests {
  @Test("inserts and removes answer as Set<Int> does, in the word's bits and past them", arguments: [1, 2, 3, 4])
  func behavesAsASet(seed: UInt64) {
    var state = seed
    /// A fixed pseudo-random sequence (a linear congruential generator), the same every run.
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    var indices = ScreenIndexSet()
    var reference = Set<Int>()
    for step in 0..<400 {
      // Indices from -3 to 130: below, across and past the word's 64 bits.
      let index = next(134) - 3
      if next(3) == 0 {
        indices.remove(index)
        reference.remove(index)
      } else {
        indices.insert(index)
        reference.insert(index)
      }
      #expect(indices.count == reference.count, "step \(step)")
      let probe = next(134) - 3
      #expect(indices.contains(probe) == reference.contains(probe), "step \(step), index \(probe)")
      #expect(indices.contains(index) == reference.contains(index), "step \(step), index \(index)")
    }
    #expect(indices == ScreenIndexSet(reference.sorted().reversed()), "the same members, whatever the order they came in")
  }

  @Test("an index inserted twice is held once; removing one that is absent changes nothing")
  func idempotent() {
    var indices: ScreenIndexSet = [1, 70]
    indices.insert(1)
    indices.insert(70)
    #expect(indices.count == 2)
    indices.remove(5)
    indices.remove(90)
    #expect(indices == [70, 1])
    indices.remove(70)
    #expect(!indices.contains(70) && indices.contains(1) && indices.count == 1)
  }
}
