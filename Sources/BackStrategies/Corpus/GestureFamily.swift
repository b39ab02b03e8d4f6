/// A kind of gesture the corpus generator draws, with the intent it is labelled with.
///
/// Each family varies one kind of gesture within documented ranges (`docs/corpus.md`, and the
/// constants of `CorpusRanges`). Generated traces are named `<family>-<index>`
/// (`edge-slow-17`), so a corpus read back from a file is broken down by family again.
public enum GestureFamily: String, Hashable, Sendable, CaseIterable {
  /// A slow swipe from the back edge that comes to rest past half the width.
  case edgeSlow = "edge-slow"
  /// A fast swipe from the back edge, lifted at speed.
  case edgeFast = "edge-fast"
  /// A short, quick swipe from the back edge, lifted at speed well before half the width.
  case edgeShort = "edge-short"
  /// A brisk swipe from the back edge across most of the screen.
  case edgeLong = "edge-long"
  /// A swipe from the back edge going up or down at 30°–58° from horizontal.
  case edgeDiagonal = "edge-diagonal"
  /// A back swipe that touches down 13–40 pt from the edge: outside UIKit's 13 pt edge strip,
  /// where many people start.
  case edgeOffset = "edge-offset"
  /// A rightward back swipe starting in the middle of the screen.
  case midScreenBack = "mid-screen-back"
  /// A pull from the right edge leftwards, released where it stopped (seed 000's "back").
  case rightEdgePull = "right-edge-pull"
  /// A pull from the right edge, a rest of more than a second, a lift (seed 000's "home").
  case dwellToHome = "dwell-to-home"
  /// A pull from the right edge that comes back towards the edge before the lift.
  case pullAndRetreat = "pull-and-retreat"
  /// A swipe from the back edge that comes back towards the edge before the lift.
  case edgeRetreat = "edge-retreat"
  /// An up or down scroll of a full-screen list, anywhere across it, drifting sideways a little.
  case verticalScroll = "vertical-scroll"
  /// A rightward swipe on a carousel showing its first page: nothing to scroll back to.
  case carouselRightAtStart = "carousel-right-at-start"
  /// A rightward swipe on a carousel showing a middle page: back a page.
  case carouselRightInMiddle = "carousel-right-in-middle"
  /// A rightward swipe on a carousel showing its last page: back a page.
  case carouselRightAtEnd = "carousel-right-at-end"
  /// A leftward swipe on a carousel showing its first page: on a page.
  case carouselLeftAtStart = "carousel-left-at-start"
  /// A leftward swipe on a carousel showing a middle page: on a page.
  case carouselLeftInMiddle = "carousel-left-in-middle"
  /// A leftward swipe on a carousel showing its last page: nothing further.
  case carouselLeftAtEnd = "carousel-left-at-end"
  /// A leftward swipe across a screen with no horizontal content ("forward", not back).
  case leftwardSwipe = "leftward-swipe"
  /// A tap anywhere, the finger moving at most a few points.
  case tap
  /// In a right-to-left layout, a back swipe from the right edge leftwards.
  case rightToLeftEdgeBack = "rtl-edge-back"
  /// A back swipe from the edge on the root screen, where there is nothing to go back to.
  case rootEdgeSwipe = "root-edge-swipe"
  /// A swipe from the back edge whose touch is cancelled (a call, an alert, a system gesture),
  /// then, after a pause, a second back swipe: the one meant (seed 001's dead-screen).
  case cancelledThenSwipe = "cancelled-then-swipe"
  /// A quick back swipe from the edge on a screen with one screen under it, then a second one
  /// while the first pop's animation still runs: one pop is all there is (nested-transition,
  /// handler-conflict, or a pop begun on the root).
  case swipeDuringPop = "swipe-during-pop"

  /// What the person meant: the label every trace of the family carries.
  public var intent: Intent {
    switch self {
    case .edgeSlow, .edgeFast, .edgeShort, .edgeLong, .edgeDiagonal, .edgeOffset, .midScreenBack, .rightEdgePull,
      .carouselRightAtStart, .rightToLeftEdgeBack:
      .back
    case .dwellToHome: .backToRoot
    case .pullAndRetreat, .edgeRetreat: .stay
    case .verticalScroll, .carouselRightInMiddle, .carouselRightAtEnd, .carouselLeftAtStart, .carouselLeftInMiddle:
      .scroll
    case .cancelledThenSwipe, .swipeDuringPop: .back
    case .carouselLeftAtEnd, .leftwardSwipe, .tap, .rootEdgeSwipe: .noNavigation
    }
  }

  /// One sentence saying what the family draws.
  public var summary: String {
    switch self {
    case .edgeSlow: "A slow swipe from the back edge, coming to rest past half the width."
    case .edgeFast: "A fast swipe from the back edge, lifted at speed."
    case .edgeShort: "A short quick swipe from the back edge, lifted at speed before half the width."
    case .edgeLong: "A brisk swipe from the back edge across most of the screen."
    case .edgeDiagonal: "A swipe from the back edge going up or down at 30°–58° from horizontal."
    case .edgeOffset: "A back swipe touching down 13–40 pt from the edge, outside UIKit's 13 pt strip."
    case .midScreenBack: "A rightward back swipe starting in the middle of the screen."
    case .rightEdgePull: "A pull from the right edge leftwards, released where it stopped."
    case .dwellToHome: "A pull from the right edge, then more than a second's rest (perhaps trembling), then a lift."
    case .pullAndRetreat: "A pull from the right edge that comes back towards the edge before the lift."
    case .edgeRetreat: "A swipe from the back edge that comes back towards the edge before the lift."
    case .verticalScroll: "An up or down scroll of a full-screen list, drifting sideways a little."
    case .carouselRightAtStart: "A rightward swipe on a carousel at its first page: nothing to scroll back to."
    case .carouselRightInMiddle: "A rightward swipe on a carousel at a middle page: back a page."
    case .carouselRightAtEnd: "A rightward swipe on a carousel at its last page: back a page."
    case .carouselLeftAtStart: "A leftward swipe on a carousel at its first page: on a page."
    case .carouselLeftInMiddle: "A leftward swipe on a carousel at a middle page: on a page."
    case .carouselLeftAtEnd: "A leftward swipe on a carousel at its last page: nothing further."
    case .leftwardSwipe: "A leftward swipe across a screen without horizontal content."
    case .tap: "A tap anywhere; the finger moves a few points at most."
    case .rightToLeftEdgeBack: "In a right-to-left layout, a back swipe from the right edge leftwards."
    case .rootEdgeSwipe: "A back swipe from the edge on the root screen: nothing to go back to."
    case .cancelledThenSwipe: "A back swipe whose touch is cancelled, a pause, then a second back swipe: the one meant."
    case .swipeDuringPop: "A quick back swipe, then a second one while the first pop still animates: one pop is all there is."
    }
  }

  /// The family a trace belongs to, read from its name: ``stem(ofTraceNamed:)``'s stem when
  /// it names a family, `nil` otherwise.
  public init?(traceName: String) {
    self.init(rawValue: Self.stem(ofTraceNamed: traceName))
  }

  /// A trace's name without a trailing `-<digits>`: `edge-slow-17` → `edge-slow`. Traces named
  /// this way are grouped together in per-family scores, generated or not.
  public static func stem(ofTraceNamed name: String) -> String {
    if let stem = asciiStem(ofTraceNamed: name) { return stem }
    guard let dash = name.lastIndex(of: "-") else { return name }
    let suffix = name[name.index(after: dash)...]
    guard !suffix.isEmpty, suffix.allSatisfy({ $0.isASCII && $0.isNumber }), dash != name.startIndex else { return name }
    return String(name[..<dash])
  }

  // Why: docs/performance.md ("Helper C")
  /// ``stem(ofTraceNamed:)`` of an ASCII name, read from its UTF-8 bytes; nil for any other
  /// name (or one not stored contiguously), which the characters are read for. In ASCII every
  /// character is one byte (a `\r\n` pair, one character, is neither a dash nor a digit), so
  /// the last `-` and the digits after it are the same bytes: the same stem, without breaking
  /// the name into characters (a corpus asks this of every trace).
  static func asciiStem(ofTraceNamed name: String) -> String? {
    let stem = name.utf8.withContiguousStorageIfAvailable { bytes -> String? in
      var dash = -1
      var index = bytes.count - 1
      // From the end: the digits, then the dash before them.
      while index >= 0 {
        let byte = bytes[index]
        if byte >= ASCII.firstNonASCII { return nil }
        if byte == ASCII.minus {
          dash = index
          break
        }
        if !ASCII.isDigit(byte) { break }
        index -= 1
      }
      // Whatever stops the walk, every byte before it must be ASCII too.
      var before = 0
      while before < index {
        if bytes[before] >= ASCII.firstNonASCII { return nil }
        before += 1
      }
      guard dash > 0, dash < bytes.count - 1 else { return name }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<dash]), as: UTF8.self)
    }
    return stem ?? nil
  }

  /// The name of the trace the generator draws at `index`: `<family>-<index>`.
  public func traceName(index: Int) -> String {
    "\(rawValue)-\(index)"
  }
}
