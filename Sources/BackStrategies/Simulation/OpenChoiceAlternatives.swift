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
    func others<Value>(_ choice: OpenChoice, _ value: (ModelParameters) -> Value) -> [Value] {
      guard choice.isAsked(on: trace) else { return [] }
      return choice.otherReadings(of: options.parameters, on: ios, screenWidth: trace.scene.device.width).map {
        value($0.resolved(for: ios))
      }
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
}
