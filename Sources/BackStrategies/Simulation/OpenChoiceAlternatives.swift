/// The values the other readings of each open choice (``OpenChoice``) give, resolved for one
/// run's release and screen: what lets each place the simulation reads a choice ask whether
/// another reading would decide differently there (``RunResult/restsOn`` re-runs only the choices
/// that could).
///
/// A run that weighs nothing keeps none (`nil` in the simulation) and asks nothing. A choice not
/// asked of the trace (``OpenChoice/isAsked(on:)``), or with no other reading on the release
/// (the parallax branch on iOS 18), has no values: the simulation never notes it.
///
/// Why a choice left unnoted needs no second run: each reading changes one field of
/// ``ModelParameters`` (``OpenChoice/otherReadings(of:on:screenWidth:)``), and every place the
/// simulation reads that field compares the decision taken there under each value. When every
/// such decision came out the same, a run under another value goes through the same states
/// step by step, and so comes to the same result.
struct OpenChoiceAlternatives: Sendable {
  /// ``ModelParameters/popDecision`` under the other readings of ``OpenChoice/releaseProcedure``.
  private(set) var popDecisions: [PopDecisionProcedure]
  /// ``ModelParameters/parallaxTransitions`` under the other readings of ``OpenChoice/parallaxBranch``.
  private(set) var parallaxBranches: [ParallaxTransitionBranch]
  /// ``ModelParameters/backGestureDependencies`` under the other readings of ``OpenChoice/whoWaits``.
  private(set) var backGestureDependencies: [BackGestureDependencyReading]
  /// ``ModelParameters/edgeRegionWidth`` under the other readings of ``OpenChoice/edgeStrip``.
  private(set) var edgeRegionWidths: [Double]
  /// ``ModelParameters/glassSliderAnswersAsClassic`` under the other readings of ``OpenChoice/sliderThumb``.
  private(set) var glassSliderAnswersAsClassic: [Bool]
  /// ``ModelParameters/webViewEdgeSwipeFirst`` under the other readings of ``OpenChoice/webViewEdge``.
  private(set) var webViewEdgeSwipeFirst: [Bool]
  /// ``ModelParameters/closedRowBeginsWithoutActions`` under the other readings of ``OpenChoice/swipeRowBegin``.
  private(set) var closedRowBeginsWithoutActions: [Bool]
  /// ``ModelParameters/classicCatch`` under the other readings of ``OpenChoice/classicCatch``
  /// (empty off the classic branch).
  private(set) var classicCatches: [ClassicCatchReading]
  /// ``ModelParameters/builtinAnimatorFlagTiming`` under the other readings of ``OpenChoice/builtinAnimatorTiming``.
  private(set) var builtinAnimatorFlagTimings: [BuiltinAnimatorFlagTiming]
  /// ``ModelParameters/transitionDuration`` under the other readings of ``OpenChoice/transitionDuration``.
  private(set) var transitionDurations: [Double]
  /// ``ModelParameters/composeScrollableYieldsAtStart`` under the other readings of ``OpenChoice/composePagerAtStart``.
  private(set) var composeScrollableYieldsAtStart: [Bool]
  /// ``ModelParameters/zoomDismissRefusesNavigation`` under the other readings of ``OpenChoice/zoomNavigation``.
  private(set) var zoomDismissRefusesNavigation: [Bool]

  /// What the other readings depend on: the parameters, the release and the screen width (not
  /// the trace or the strategy). A corpus worker keeps the readings of the last key it met
  /// (``RunStorage/openChoiceReadings``): each is a whole ``ModelParameters``, resolved for the
  /// release, so making them is a cost every weighed run paid.
  struct Key: Equatable, Sendable {
    /// The run's parameters, before they are resolved for the release.
    var parameters: ModelParameters
    /// The run's release.
    var ios: IOSVersion
    /// The trace's screen width, in points (the edge strip's readings depend on it).
    var screenWidth: Double
  }

  /// The other readings of `options`' parameters for a run of `trace` on `ios`.
  init(options: RunOptions, trace: Trace, ios: IOSVersion) {
    self = Self(every: Key(parameters: options.parameters, ios: ios, screenWidth: trace.scene.device.width)).asked(by: trace)
  }

  /// The other readings of every choice for `key`, whether a trace asks it or not.
  init(every key: Key) {
    func others<Value>(_ choice: OpenChoice, _ value: (ModelParameters) -> Value) -> [Value] {
      choice.otherReadings(of: key.parameters, on: key.ios, screenWidth: key.screenWidth).map { value($0.resolved(for: key.ios)) }
    }
    popDecisions = others(.releaseProcedure, \.popDecision)
    parallaxBranches = others(.parallaxBranch, \.parallaxTransitions)
    backGestureDependencies = others(.whoWaits, \.backGestureDependencies)
    edgeRegionWidths = others(.edgeStrip, \.edgeRegionWidth)
    glassSliderAnswersAsClassic = others(.sliderThumb, \.glassSliderAnswersAsClassic)
    webViewEdgeSwipeFirst = others(.webViewEdge, \.webViewEdgeSwipeFirst)
    closedRowBeginsWithoutActions = others(.swipeRowBegin, \.closedRowBeginsWithoutActions)
    classicCatches = others(.classicCatch, \.classicCatch)
    builtinAnimatorFlagTimings = others(.builtinAnimatorTiming, \.builtinAnimatorFlagTiming)
    transitionDurations = others(.transitionDuration, \.transitionDuration)
    composeScrollableYieldsAtStart = others(.composePagerAtStart, \.composeScrollableYieldsAtStart)
    zoomDismissRefusesNavigation = others(.zoomNavigation, \.zoomDismissRefusesNavigation)
  }

  /// These readings with those of every choice `trace` does not ask (``OpenChoice/isAsked(on:)``)
  /// left out: the simulation never notes such a choice.
  func asked(by trace: Trace) -> Self {
    var asked = self
    if !OpenChoice.releaseProcedure.isAsked(on: trace) { asked.popDecisions = [] }
    if !OpenChoice.parallaxBranch.isAsked(on: trace) { asked.parallaxBranches = [] }
    if !OpenChoice.whoWaits.isAsked(on: trace) { asked.backGestureDependencies = [] }
    if !OpenChoice.edgeStrip.isAsked(on: trace) { asked.edgeRegionWidths = [] }
    if !OpenChoice.sliderThumb.isAsked(on: trace) { asked.glassSliderAnswersAsClassic = [] }
    if !OpenChoice.webViewEdge.isAsked(on: trace) { asked.webViewEdgeSwipeFirst = [] }
    if !OpenChoice.swipeRowBegin.isAsked(on: trace) { asked.closedRowBeginsWithoutActions = [] }
    if !OpenChoice.classicCatch.isAsked(on: trace) { asked.classicCatches = [] }
    if !OpenChoice.builtinAnimatorTiming.isAsked(on: trace) { asked.builtinAnimatorFlagTimings = [] }
    if !OpenChoice.transitionDuration.isAsked(on: trace) { asked.transitionDurations = [] }
    if !OpenChoice.composePagerAtStart.isAsked(on: trace) { asked.composeScrollableYieldsAtStart = [] }
    if !OpenChoice.zoomNavigation.isAsked(on: trace) { asked.zoomDismissRefusesNavigation = [] }
    return asked
  }
}
