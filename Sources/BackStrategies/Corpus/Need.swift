import BackStrategiesSupport

/// Something an app needs from its back gesture, judged on measured corpus scores.
///
/// Each need names its evidence as data: which traces (a ``TraceFacet``, or all) and which
/// score. Whether a strategy meets it comes from that score on the corpus and from where the
/// strategy listens (read from what it installs), never from its id: a newly registered
/// strategy is judged like the built-ins.
public enum Need: String, Hashable, Sendable, CaseIterable, Codable {
  /// Back from anywhere on the screen: back swipes that touch down mid-screen must pop.
  case fullScreen = "full-screen"
  /// Back from the other edge too (an Android-style pull): back swipes that touch down at the
  /// edge opposite the back edge must pop.
  case forwardEdge = "forward-edge"
  /// Screens with scroll views (lists, carousels): gestures that touch down on one must do what
  /// was meant, whether back or scrolling.
  case scrollViews = "scroll-views"
  /// Screens with a custom or hidden back button: back swipes there must pop.
  case customBackButton = "custom-back-button"
  /// Right-to-left layouts: back swipes from the right edge must pop.
  case rightToLeft = "right-to-left"
  /// Screens that hide the navigation bar: back swipes there must pop.
  case hiddenBar = "hidden-bar"
  /// A gesture that goes back to the root: backToRoot gestures must end on the root.
  case popToRoot = "pop-to-root"
  /// No screenshots kept: runs must end holding none.
  case lowMemory = "low-memory"

  /// The score a need is judged on.
  public enum Metric: String, Hashable, Sendable {
    /// ``ScoreAccumulator/backRecall``.
    case backRecall
    /// ``ScoreAccumulator/homeRecall``.
    case homeRecall
    /// ``ScoreAccumulator/accuracy``.
    case accuracy
    /// ``ScoreAccumulator/screenshotFreeRate``.
    case screenshotFree

    /// The value of this score in `scores`, or `nil` when nothing was measured.
    public func value(in scores: ScoreAccumulator) -> Double? {
      switch self {
      case .backRecall: scores.backRecall
      case .homeRecall: scores.homeRecall
      case .accuracy: scores.accuracy
      case .screenshotFree: scores.screenshotFreeRate
      }
    }

    /// This score in `scores` with its counts and 95 % interval.
    public func proportion(in scores: ScoreAccumulator) -> Proportion {
      switch self {
      case .backRecall: scores.backRecallProportion
      case .homeRecall: scores.homeRecallProportion
      case .accuracy: scores.accuracyProportion
      case .screenshotFree: scores.screenshotFreeProportion
      }
    }

    /// How many traces this score was measured on.
    public func evidence(in scores: ScoreAccumulator) -> Int {
      switch self {
      case .backRecall: scores.backTraces
      case .homeRecall: scores.homeTraces
      case .accuracy: scores.labelled
      case .screenshotFree: scores.traces
      }
    }

    /// In words: `back recall`.
    public var phrase: String {
      switch self {
      case .backRecall: "back recall"
      case .homeRecall: "home recall"
      case .accuracy: "right"
      case .screenshotFree: "runs holding no screenshot"
      }
    }

    /// What the evidence traces are: `back swipes`.
    public var evidenceNoun: String {
      switch self {
      case .backRecall: "back swipes"
      case .homeRecall: "backToRoot gestures"
      case .accuracy: "labelled gestures"
      case .screenshotFree: "runs"
      }
    }
  }

  /// The traces the need is judged on (`nil`: every trace).
  public var facet: TraceFacet? {
    switch self {
    case .fullScreen: .midScreenStart
    case .forwardEdge: .forwardEdgeStart
    case .scrollViews: .onScrollView
    case .customBackButton: .customBackButton
    case .rightToLeft: .rightToLeft
    case .hiddenBar: .hiddenNavigationBar
    case .popToRoot, .lowMemory: nil
    }
  }

  /// The score it is judged on.
  public var metric: Metric {
    switch self {
    case .fullScreen, .forwardEdge, .customBackButton, .rightToLeft, .hiddenBar: .backRecall
    case .scrollViews: .accuracy
    case .popToRoot: .homeRecall
    case .lowMemory: .screenshotFree
    }
  }

  /// One line saying what is asked.
  public var summary: String {
    switch self {
    case .fullScreen: "back swipes that touch down mid-screen pop"
    case .forwardEdge: "back swipes that touch down at the edge opposite the back edge pop"
    case .scrollViews: "gestures that touch down on a scroll view do what was meant (back or scroll)"
    case .customBackButton: "back swipes pop on screens with a custom or hidden back button"
    case .rightToLeft: "back swipes from the right edge pop in right-to-left layouts"
    case .hiddenBar: "back swipes pop on screens that hide the navigation bar"
    case .popToRoot: "a gesture goes back to the root"
    case .lowMemory: "no screenshots are kept"
    }
  }

  /// Whether a trace labelled `label` is evidence of this need: it has the need's facet (if
  /// any) and an intent the need's score counts (`back` for back recall, `backToRoot` for home
  /// recall, any for accuracy). The screenshot-free score has no traces of its own.
  public func isEvidence(_ label: TraceLabel) -> Bool {
    isEvidence(intent: label.intent, facetBits: TraceFacet.bits(of: label.facets))
  }

  /// ``isEvidence(_:)`` of a label with `intent` and the facets of `facetBits`
  /// (``TraceFacet/bits(of:)``), which a corpus works out once per trace (``TraceScoreKeys``).
  package func isEvidence(intent: Intent?, facetBits: UInt8) -> Bool {
    guard let intent else { return false }
    if let facet, facetBits & 1 << UInt8(facet.caseIndex) == 0 { return false }
    switch metric {
    case .backRecall: return intent == .back
    case .homeRecall: return intent == .backToRoot
    case .accuracy: return facet != nil
    case .screenshotFree: return false
    }
  }

  /// The needs `label` is evidence of (``isEvidence(_:)``). A trace is in scope of a set of
  /// stated needs when every need it is evidence of is stated: the gestures of a need nobody
  /// stated do not count for or against a strategy.
  public static func needs(evidencedBy label: TraceLabel) -> Set<Need> {
    Set(allCases.filter { $0.isEvidence(label) })
  }

  /// The traces of `scorecard` this need is judged on.
  public func scores(in scorecard: Scorecard) -> ScoreAccumulator {
    facet.map { scorecard.scores(for: $0) } ?? scorecard.overall
  }
}

extension Need: CaseIndexHashable {
  // Why not the raw value: docs/performance.md#scoring
  /// The case's position in declaration order, which is what it hashes.
  public var caseIndex: Int {
    switch self {
    case .fullScreen: 0
    case .forwardEdge: 1
    case .scrollViews: 2
    case .customBackButton: 3
    case .rightToLeft: 4
    case .hiddenBar: 5
    case .popToRoot: 6
    case .lowMemory: 7
    }
  }
}

