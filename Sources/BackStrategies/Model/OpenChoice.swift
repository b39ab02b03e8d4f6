import BackStrategiesSupport

/// A question about UIKit that its decompiled code leaves open, and which the model answers by
/// a ``ModelParameters`` switch: the reading the model takes is the default, the other one stays
/// selectable, and every result says which of them it rests on (``RunResult/restsOn``).
///
/// docs/model.md, "Where the decompiled code left a choice", gives each question with what the
/// code shows, the public evidence and why the default reads as it does. A result *rests on* a
/// choice when running the same trace under the other reading changes its outcome, its verdict
/// or its hazards.
public enum OpenChoice: String, Hashable, Sendable, CaseIterable, Codable {
  /// Which release procedure UIKit's pop handler runs: the augmented projection or the legacy
  /// velocity sign (``ModelParameters/popDecision``). The compiled-in value of
  /// `_UINavigationControllerUseAugmentedPopGesture()`'s static is in a data section no decompile
  /// shows. A third reading, `fitted-ios27` (``PopDecisionProcedure/fittedIOS27``), is the rule
  /// fitted to device captures on iOS 27.0.1: no reading of the code, and unverified.
  case releaseProcedure = "release-procedure"
  /// Whether an iPhone on iOS 26 takes the fluid, interruptible parallax branch
  /// (``ModelParameters/parallaxTransitions``): the bodies of `+[UIView
  /// _fluidParallaxTransitionsEnabledWithTraitCollection:]` and its interruptible sibling are not
  /// in the decompile. Asked on iOS 26 only (iOS 18 takes the classic branch).
  case parallaxBranch = "parallax-branch"
  /// Who waits for UIKit's back recognisers (``ModelParameters/backGestureDependencies``):
  /// whether `_needsDynamicDependentRequirementForGestureRecognizer:` is asked after the touch
  /// reached the edge pan (everyone in the edge strip waits for it) or before (only scroll views
  /// at their leading end wait, for both back recognisers).
  case whoWaits = "who-waits"
  /// How wide the edge strip is (``ModelParameters/edgeRegionWidth``): 13 pt, or
  /// ``ModelParameters/wideEdgeRegionFraction`` of the screen's width where a MobileGestalt
  /// answer (`-[_UISEGestureFeatureSettings init]`) says so on some iPhones.
  case edgeStrip = "edge-strip"
  /// Whether iOS 26's glass slider refuses other recognisers as the classic one does
  /// (``ModelParameters/glassSliderAnswersAsClassic``): it answers `gestureRecognizerShouldBegin:`
  /// in Swift code the decompile does not show, while the classic element's answer
  /// (`-[_UISlideriOSVisualElement gestureRecognizerShouldBegin:]`, NO to all while tracking) is
  /// read. Asked only of a trace with a slider, on iOS 26.
  case sliderThumb = "slider-thumb"
  /// Which edge pan goes first when a web view's back swipe and the navigation controller's
  /// recognise on one move (``ModelParameters/webViewEdgeSwipeFirst``): decided inside
  /// `_UIGestureEnvironmentUpdate`. Asked only of a trace with a web view that has history.
  case webViewEdge = "web-view-edge"
  /// Whether a closed row's swipe-action pan begins on a swipe that uncovers no actions
  /// (``ModelParameters/closedRowBeginsWithoutActions``): its delegate was not read. Asked only of
  /// a trace with a swipe row.
  case swipeRowBegin = "swipe-row-begin"
  /// What a second swipe reaching UIKit's pop handler does, on the classic parallax branch, to
  /// a pop of UIKit's animator running back to cancelled (``ModelParameters/classicCatch``):
  /// `-[UIPercentDrivenInteractiveTransition pauseInteractiveTransition]` does nothing without
  /// the interruptible animator the classic branch never makes, and what the swipe's moves then
  /// do to the run-out is not settled by the code (``ClassicCatchReading``). Asked on the
  /// classic branch only (iOS 18, or iOS 26 under the classic parameters); three readings.
  case classicCatch = "classic-catch"
  /// When UIKit's `_usingBuiltinAnimator` is YES (``ModelParameters/builtinAnimatorFlagTiming``):
  /// reset to NO as each transition ends, as its writers read (`-[UINavigationController
  /// _customTransitionController:]`, `transitionConductor:didEndCustomTransitionWithContext:didComplete:`),
  /// or kept from one transition's start to the next. Its synthesized setter's body is not in
  /// the decompile. It matters only under a navigation delegate that supplies its own
  /// transitions, whose gate (``ModelParameters/customTransitionDelegateGate``) reads it.
  case builtinAnimatorTiming = "builtin-animator-timing"
  /// How long a push or pop lasts, `D` (``ModelParameters/transitionDuration``), also the release
  /// projection's horizon: `-[_UINavigationParallaxTransition transitionDuration:]` returns a
  /// static whose value no decompile shows. Its readings are
  /// ``ModelParameters/transitionDurationReadings``.
  case transitionDuration = "transition-duration"
  /// Whether a Compose Multiplatform 1.12 horizontal scrollable at its start (a
  /// `HorizontalPager` on its first page) lets a backward swipe go to iOS 26's content swipe
  /// (``ModelParameters/composeScrollableYieldsAtStart``): compose-multiplatform-core PR #3116's
  /// test says a swipe over the pager does not pop, its code was not read. Asked only of a
  /// trace with a pan view on iOS 26, and met only under `compose-mp:hosted-1.12`.
  case composePagerAtStart = "compose-pager-at-start"
  /// Whether UIKit refuses a push or pop while a zoom transition's interactive dismiss still
  /// animates (``ModelParameters/zoomDismissRefusesNavigation``): Apple forums 789010 and
  /// Evil-Project/Twinskaraoke PR #96 saw it refused, while `-[_UIZoomTransitionController
  /// shouldPreemptWithContext:]` (UIKit 18.2 and 26.1) answers YES when
  /// `+[UIView _fluidZoomTransitionsEnabled]` does, whose body the decompile does not show:
  /// the new transition would then preempt the dismiss. Met only by a tap during a zoom dismiss.
  case zoomNavigation = "zoom-navigation"

  /// Whether the question can matter on `trace`: the app-view choices only where the scene has
  /// such a view, `zoom-navigation` only where a second touch comes down, the others always.
  public func isAsked(on trace: Trace) -> Bool {
    switch self {
    case .releaseProcedure, .parallaxBranch, .whoWaits, .edgeStrip, .classicCatch, .builtinAnimatorTiming, .transitionDuration: return true
    case .composePagerAtStart:
      return trace.scene.stack.contains { screen in
        screen.views.contains { if case .pan = $0.kind { true } else { false } }
      }
    case .zoomNavigation:
      // Met only by a touch that comes down while a released dismiss still runs out: a trace
      // with a second touch-down.
      return trace.touches.lazy.filter { $0.phase == .began }.dropFirst().first != nil
    case .sliderThumb, .webViewEdge, .swipeRowBegin:
      for screen in trace.scene.stack {
        for view in screen.views {
          switch (self, view.kind) {
          case (.sliderThumb, .slider) where trace.scene.device.ios == .iOS26: return true
          case (.swipeRowBegin, .swipeRow): return true
          case (.webViewEdge, .webView(let history)) where history > 0: return true
          default: continue
          }
        }
      }
      return false
    }
  }

  /// The choices asked of every trace, whatever its scene: what a corpus recommendation checks
  /// again, under each choice's first other reading (``classicCatch``, met only by a second swipe
  /// during a cancelling pop, is left to each run's ``RunResult/restsOn``).
  public static let askedOfEveryTrace: [OpenChoice] = allCases.filter { choice in
    switch choice {
    case .releaseProcedure, .parallaxBranch, .whoWaits, .edgeStrip: true
    case .sliderThumb, .webViewEdge, .swipeRowBegin: false
    case .classicCatch: false
    case .builtinAnimatorTiming, .transitionDuration: true
    case .composePagerAtStart: false
    case .zoomNavigation: false
    }
  }

  /// The reading `parameters` take of this choice, in a word or two (`augmented`, `13 pt`).
  public func reading(of parameters: ModelParameters) -> String {
    switch self {
    case .releaseProcedure:
      switch parameters.popDecision {
      case .augmented: "augmented"
      case .legacyVelocitySign: "legacy"
      case .fittedIOS27: "fitted-ios27"
      }
    case .parallaxBranch: parameters.parallaxTransitions.rawValue
    case .whoWaits: parameters.backGestureDependencies.rawValue
    case .edgeStrip: "\(NumberFormatting.short(parameters.edgeRegionWidth, 1)) pt"
    case .sliderThumb: parameters.glassSliderAnswersAsClassic ? "refuses" : "tracks-only"
    case .webViewEdge: parameters.webViewEdgeSwipeFirst ? "web-view-first" : "navigation-first"
    case .swipeRowBegin: parameters.closedRowBeginsWithoutActions ? "begins" : "fails"
    case .classicCatch: parameters.classicCatch.rawValue
    case .builtinAnimatorTiming: parameters.builtinAnimatorFlagTiming.rawValue
    case .transitionDuration: "\(NumberFormatting.short(parameters.transitionDuration, 2)) s"
    case .composePagerAtStart: parameters.composeScrollableYieldsAtStart ? "yields" : "keeps"
    case .zoomNavigation: parameters.zoomDismissRefusesNavigation ? "refused" : "preempts"
    }
  }

  /// Every reading of this choice but the one `parameters` take, as the parameters of a run on
  /// `ios` on a screen `screenWidth` points wide, in a fixed order; empty where the choice is not
  /// asked there or the parameters stand outside its readings. Each differs from `parameters` in
  /// this choice's field only. ``releaseProcedure`` (augmented, legacy, fitted-ios27) and
  /// ``classicCatch`` (first-move, at-began, no-op) have three readings and list the two the
  /// parameters do not take; ``transitionDuration`` lists every value of
  /// ``ModelParameters/transitionDurationReadings`` but the run's own; every other choice has two
  /// readings, so this is ``otherReading(of:on:screenWidth:)`` as a list.
  public func otherReadings(of parameters: ModelParameters, on ios: IOSVersion, screenWidth: Double) -> [ModelParameters] {
    if self == .releaseProcedure {
      // Three readings: every procedure but the live one, in the enum's order.
      return PopDecisionProcedure.allCases.filter { $0 != parameters.popDecision }.map { procedure in
        var other = parameters
        other.popDecision = procedure
        return other
      }
    }
    if self == .transitionDuration {
      let readings = ModelParameters.transitionDurationReadings
      guard readings.contains(parameters.transitionDuration) else { return [] }
      return readings.filter { $0 != parameters.transitionDuration }.map { duration in
        var other = parameters
        other.transitionDuration = duration
        return other
      }
    }
    if self == .classicCatch {
      // Only the classic branch reads it: iOS 18, or iOS 26 under the classic parameters.
      guard parameters.resolved(for: ios).parallaxTransitions == .classic else { return [] }
      return ClassicCatchReading.allCases.filter { $0 != parameters.classicCatch }.map { reading in
        var other = parameters
        other.classicCatch = reading
        return other
      }
    }
    return otherReading(of: parameters, on: ios, screenWidth: screenWidth).map { [$0] } ?? []
  }

  /// `parameters` under this choice's other reading, for a run on `ios` on a screen `screenWidth`
  /// points wide; `nil` where the choice is not asked there (the parallax branch on iOS 18) or
  /// where the parameters already stand outside the two readings (a hand-set value). For
  /// ``releaseProcedure``, ``classicCatch`` (three readings each) and ``transitionDuration``, the
  /// first of ``otherReadings(of:on:screenWidth:)`` (``classicCatch``: `first-move` ↔ `at-began`,
  /// `no-op` → `first-move`).
  public func otherReading(of parameters: ModelParameters, on ios: IOSVersion, screenWidth: Double) -> ModelParameters? {
    var other = parameters
    switch self {
    case .releaseProcedure:
      return otherReadings(of: parameters, on: ios, screenWidth: screenWidth).first
    case .parallaxBranch:
      guard ios == .iOS26 else { return nil }
      other.parallaxTransitions = parameters.parallaxTransitions == .fluid ? .classic : .fluid
    case .whoWaits:
      switch parameters.backGestureDependencies {
      case .activeTouches: other.backGestureDependencies = .scrollViewBranch
      case .scrollViewBranch: other.backGestureDependencies = .activeTouches
      case .none: return nil
      }
    case .edgeStrip:
      let wide = ModelParameters.wideEdgeRegionWidth(screenWidth: screenWidth)
      if parameters.edgeRegionWidth == ModelParameters.uikit26.edgeRegionWidth {
        other.edgeRegionWidth = wide
      } else if parameters.edgeRegionWidth == wide {
        other.edgeRegionWidth = ModelParameters.uikit26.edgeRegionWidth
      } else {
        return nil
      }
    case .sliderThumb:
      guard ios == .iOS26 else { return nil }
      other.glassSliderAnswersAsClassic.toggle()
    case .webViewEdge: other.webViewEdgeSwipeFirst.toggle()
    case .swipeRowBegin: other.closedRowBeginsWithoutActions.toggle()
    case .classicCatch:
      // Three readings: the default's nearest, the pause at `.began` (what the model did before),
      // and back; ``otherReadings(of:on:screenWidth:)`` lists both others.
      guard parameters.resolved(for: ios).parallaxTransitions == .classic else { return nil }
      other.classicCatch = parameters.classicCatch == .firstMove ? .atBegan : .firstMove
    case .builtinAnimatorTiming:
      switch parameters.builtinAnimatorFlagTiming {
      case .resetAtTransitionEnd: other.builtinAnimatorFlagTiming = .setAtStart
      case .setAtStart: other.builtinAnimatorFlagTiming = .resetAtTransitionEnd
      }
    case .transitionDuration:
      // The first of the others: the default from any other reading, so twice returns it.
      return otherReadings(of: parameters, on: ios, screenWidth: screenWidth).first
    case .composePagerAtStart:
      guard ios == .iOS26 else { return nil }
      other.composeScrollableYieldsAtStart.toggle()
    case .zoomNavigation: other.zoomDismissRefusesNavigation.toggle()
    }
    return other
  }
}
