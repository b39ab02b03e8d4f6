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
  let popDecisions: [PopDecisionProcedure]
  /// ``ModelParameters/parallaxTransitions`` under the other readings of ``OpenChoice/parallaxBranch``.
  let parallaxBranches: [ParallaxTransitionBranch]
  /// ``ModelParameters/backGestureDependencies`` under the other readings of ``OpenChoice/whoWaits``.
  let backGestureDependencies: [BackGestureDependencyReading]
  /// ``ModelParameters/edgeRegionWidth`` under the other readings of ``OpenChoice/edgeStrip``.
  let edgeRegionWidths: [Double]
  /// ``ModelParameters/glassSliderAnswersAsClassic`` under the other readings of ``OpenChoice/sliderThumb``.
  let glassSliderAnswersAsClassic: [Bool]
  /// ``ModelParameters/webViewEdgeSwipeFirst`` under the other readings of ``OpenChoice/webViewEdge``.
  let webViewEdgeSwipeFirst: [Bool]
  /// ``ModelParameters/closedRowBeginsWithoutActions`` under the other readings of ``OpenChoice/swipeRowBegin``.
  let closedRowBeginsWithoutActions: [Bool]
  /// ``ModelParameters/classicCatch`` under the other readings of ``OpenChoice/classicCatch``
  /// (empty off the classic branch).
  let classicCatches: [ClassicCatchReading]
  /// ``ModelParameters/builtinAnimatorFlagTiming`` under the other readings of ``OpenChoice/builtinAnimatorTiming``.
  let builtinAnimatorFlagTimings: [BuiltinAnimatorFlagTiming]
  /// ``ModelParameters/transitionDuration`` under the other readings of ``OpenChoice/transitionDuration``.
  let transitionDurations: [Double]
  /// ``ModelParameters/composeScrollableYieldsAtStart`` under the other readings of ``OpenChoice/composePagerAtStart``.
  let composeScrollableYieldsAtStart: [Bool]
  /// ``ModelParameters/zoomDismissRefusesNavigation`` under the other readings of ``OpenChoice/zoomNavigation``.
  let zoomDismissRefusesNavigation: [Bool]

  /// The other readings of `options`' parameters for a run of `trace` on `ios`.
  init(options: RunOptions, trace: Trace, ios: IOSVersion) {
    self.init(
      readings: OpenChoiceReadings(parameters: options.parameters, ios: ios, screenWidth: trace.scene.device.width), trace: trace)
  }

  /// `readings` (made for the run's parameters, release and screen width), each choice's kept
  /// only when `trace` asks it (``OpenChoice/isAsked(on:)``).
  init(readings: OpenChoiceReadings, trace: Trace) {
    func asked<Value>(_ choice: OpenChoice, _ values: [Value]) -> [Value] { choice.isAsked(on: trace) ? values : [] }
    popDecisions = asked(.releaseProcedure, readings.popDecisions)
    parallaxBranches = asked(.parallaxBranch, readings.parallaxBranches)
    backGestureDependencies = asked(.whoWaits, readings.backGestureDependencies)
    edgeRegionWidths = asked(.edgeStrip, readings.edgeRegionWidths)
    glassSliderAnswersAsClassic = asked(.sliderThumb, readings.glassSliderAnswersAsClassic)
    webViewEdgeSwipeFirst = asked(.webViewEdge, readings.webViewEdgeSwipeFirst)
    closedRowBeginsWithoutActions = asked(.swipeRowBegin, readings.closedRowBeginsWithoutActions)
    classicCatches = asked(.classicCatch, readings.classicCatches)
    builtinAnimatorFlagTimings = asked(.builtinAnimatorTiming, readings.builtinAnimatorFlagTimings)
    transitionDurations = asked(.transitionDuration, readings.transitionDurations)
    composeScrollableYieldsAtStart = asked(.composePagerAtStart, readings.composeScrollableYieldsAtStart)
    zoomDismissRefusesNavigation = asked(.zoomNavigation, readings.zoomDismissRefusesNavigation)
  }
}

/// Every open choice's other readings (``OpenChoice/otherReadings(of:on:screenWidth:)``) as the
/// values of the one field each changes, for one set of parameters, release and screen width:
/// the part of ``OpenChoiceAlternatives`` that does not depend on the trace. Each reading is a
/// whole ``ModelParameters`` resolved for the release, so making them is a cost every weighed run
/// paid; a corpus worker keeps them from one run to the next while the three are the same
/// (``RunStorage/openChoiceReadings``), and each run keeps the choices its trace asks.
struct OpenChoiceReadings: Sendable {
  /// The parameters, release and screen width they were made for.
  let parameters: ModelParameters
  let ios: IOSVersion
  let screenWidth: Double
  let popDecisions: [PopDecisionProcedure]
  let parallaxBranches: [ParallaxTransitionBranch]
  let backGestureDependencies: [BackGestureDependencyReading]
  let edgeRegionWidths: [Double]
  let glassSliderAnswersAsClassic: [Bool]
  let webViewEdgeSwipeFirst: [Bool]
  let closedRowBeginsWithoutActions: [Bool]
  let classicCatches: [ClassicCatchReading]
  let builtinAnimatorFlagTimings: [BuiltinAnimatorFlagTiming]
  let transitionDurations: [Double]
  let composeScrollableYieldsAtStart: [Bool]
  let zoomDismissRefusesNavigation: [Bool]

  /// The other readings of `parameters` on `ios` for a screen `screenWidth` points wide.
  init(parameters: ModelParameters, ios: IOSVersion, screenWidth: Double) {
    self.parameters = parameters
    self.ios = ios
    self.screenWidth = screenWidth
    func others<Value>(_ choice: OpenChoice, _ value: (ModelParameters) -> Value) -> [Value] {
      choice.otherReadings(of: parameters, on: ios, screenWidth: screenWidth).map { value($0.resolved(for: ios)) }
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

  /// Whether these are the readings of `parameters` on `ios` for a screen `screenWidth` wide
  /// (never when a number is NaN: such readings are made again, which changes nothing).
  func areFor(_ parameters: ModelParameters, ios: IOSVersion, screenWidth: Double) -> Bool {
    self.ios == ios && self.screenWidth == screenWidth && self.parameters == parameters
  }
}
