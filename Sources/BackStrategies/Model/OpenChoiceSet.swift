/// A set of open choices (``OpenChoice``) as one machine word: the choices a run met at a place
/// where another reading would have decided differently (``RunResult/restsOn`` re-runs only
/// those). A value, so a run keeps it without an allocation.
package struct OpenChoiceSet: Hashable, Sendable {
  /// One bit per choice, at its position in ``OpenChoice/allCases``.
  private var bits: UInt32 = 0

  /// The empty set.
  package init() {}

  /// Every choice.
  package static var all: OpenChoiceSet {
    var set = OpenChoiceSet()
    for choice in OpenChoice.allCases { set.insert(choice) }
    return set
  }

  /// Whether `choice` is in the set.
  package func contains(_ choice: OpenChoice) -> Bool { bits & Self.bit(choice) != 0 }

  /// Adds `choice`.
  package mutating func insert(_ choice: OpenChoice) { bits |= Self.bit(choice) }

  /// Whether the set is empty.
  package var isEmpty: Bool { bits == 0 }

  /// The choices in the set, in ``OpenChoice/allCases`` order.
  package var choices: [OpenChoice] { OpenChoice.allCases.filter(contains) }

  private static func bit(_ choice: OpenChoice) -> UInt32 {
    let index: UInt32
    switch choice {
    case .releaseProcedure: index = 0
    case .parallaxBranch: index = 1
    case .whoWaits: index = 2
    case .edgeStrip: index = 3
    case .sliderThumb: index = 4
    case .webViewEdge: index = 5
    case .swipeRowBegin: index = 6
    case .classicCatch: index = 7
    case .builtinAnimatorTiming: index = 8
    case .transitionDuration: index = 9
    case .composePagerAtStart: index = 10
    case .zoomNavigation: index = 11
    }
    return 1 << index
  }
}
