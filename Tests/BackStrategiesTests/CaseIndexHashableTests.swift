import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

/// The enums hashed by case (``CaseIndexHashable``): every case has its own index, its position
/// in declaration order, and hashes exactly that index, not its raw value.
@Suite("Case-index hashing")
struct CaseIndexHashableTests {
  /// Checks every case of `Value`: indices distinct and in declaration order, and the hash that
  /// of the index alone.
  static func check<Value: CaseIndexHashable & CaseIterable>(_: Value.Type) {
    let all = Array(Value.allCases)
    #expect(all.map(\.caseIndex) == Array(all.indices), "\(Value.self): one index per case, in declaration order")
    for value in all {
      var byCase = Hasher()
      value.hash(into: &byCase)
      var byIndex = Hasher()
      byIndex.combine(value.caseIndex)
      #expect(byCase.finalize() == byIndex.finalize(), "\(Value.self).\(value) hashes its index")
    }
  }

  @Test("each case of Hazard, Need, TraceFacet and StartRegion has its own index and hashes it")
  func everyCaseHasItsOwnIndex() {
    Self.check(Hazard.self)
    Self.check(Need.self)
    Self.check(TraceFacet.self)
    Self.check(StartRegion.self)
  }
}
