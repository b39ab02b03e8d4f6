/// A gesture recogniser a strategy installs: what it recognises, where, who gets its callbacks,
/// and how it arbitrates.
///
///     RecognizerSpec(id: "full-screen-pan", kind: .pan, host: .navigationView,
///                    target: .systemPopHandler, asksShouldBegin: true)
public struct RecognizerSpec: Hashable, Sendable {
  /// Who receives a recogniser's state callbacks (UIKit's target/action).
  public enum Target: String, Hashable, Sendable {
    /// The strategy's own handler (``BackStrategy/handle(_:context:)``).
    case strategy
    /// UIKit's private `handleNavigationTransition:` of the interactive pop: the system decides
    /// progress, completion and animation ("target forwarding", seed 003, seed 004 way 3).
    case systemPopHandler
  }

  /// Name used in events, reasons and errors.
  public var id: RecognizerID
  /// Pan or screen-edge pan.
  public var kind: RecognizerKind
  /// The view it is attached to.
  public var host: HostView
  /// Who receives its callbacks.
  public var target: Target
  /// Whether its delegate implements `gestureRecognizerShouldBegin:`; if so the strategy's
  /// ``BackStrategy/shouldBegin(_:context:)`` answers.
  public var asksShouldBegin: Bool
  /// How it gets along with scroll views' pans.
  public var scrollViews: ScrollViewPolicy
  /// Threshold distance before it begins, in points; `nil` uses the model's default for its kind.
  public var hysteresis: Double?
  /// How a pan's travel is measured against ``hysteresis``. Default ``HysteresisMeasure/perAxis``.
  public var hysteresisMeasure: HysteresisMeasure
  /// Whether pagers give way to it: it is react-native-screens' `RNSPanGestureRecognizer`, which
  /// react-native-pager-view recognises by class name. A pager (``ScrollViewSpec/pagerPage``) on
  /// its first page, while the finger's velocity points back, switches its own pan off when this
  /// recogniser takes part in the touch, so its pan refuses to begin (react-native-pager-view,
  /// PR #705's rule, moved into `gestureRecognizerShouldBegin:` by the patch in
  /// react-native-pager-view#1050). Default `false`.
  public var pagersYieldGoingBack: Bool
  /// Whether every other recogniser in the touch waits for this one to fail before it may begin:
  /// its delegate answers YES to `gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:`
  /// for any other recogniser (TZScrollViewPopGesture). The waiting ones include scroll views'
  /// pans and UIKit's own back recognisers; when this one fails they begin from translation zero
  /// (`_willBeginAfterSatisfyingFailureRequirements`), when it begins they fail. Default `false`.
  public var othersWaitForFailure: Bool
  /// A direction the pan must start in, checked once, on the first move whose `velocityInView:`
  /// is not zero: unless that velocity's component along `firstMoveDirection` is the largest of
  /// `+vx, −vx, +vy, −vy` (strictly), the recogniser fails, even before its hysteresis
  /// (SloppySwiper's `SSWDirectionalPanGestureRecognizer`). `nil` (default): no such test.
  public var firstMoveDirection: PanDirection?
  /// Where a touch-down can start its back gesture by the technique's own rule (a strip its
  /// `shouldBegin` enforces), for a corpus' reach and "listens at" (``TouchArea``). `nil`
  /// (default): what its kind and host allow, ``listeningArea(parameters:)``. Declarative only:
  /// the simulation never reads it, the strategy's own answers decide.
  public var listensAt: TouchArea?
  /// The screens (ids) whose view has this recogniser, for a ``HostView/topScreen`` recogniser
  /// that only some view controllers add (seed 002's demo adds its pan in the pushed
  /// `CustomPopGestureViewController` only); it takes part in a touch only while one of them is
  /// on top. `nil` (default): every screen has it (a base class all screens share, seed 004's
  /// `BaseViewController`).
  public var onlyOnScreens: [String]?

  /// Creates a recogniser description.
  public init(
    id: RecognizerID, kind: RecognizerKind, host: HostView, target: Target = .strategy,
    asksShouldBegin: Bool = false, scrollViews: ScrollViewPolicy = .exclusive, hysteresis: Double? = nil,
    othersWaitForFailure: Bool = false, firstMoveDirection: PanDirection? = nil, listensAt: TouchArea? = nil,
    hysteresisMeasure: HysteresisMeasure = .perAxis, pagersYieldGoingBack: Bool = false, onlyOnScreens: [String]? = nil
  ) {
    self.onlyOnScreens = onlyOnScreens
    self.pagersYieldGoingBack = pagersYieldGoingBack
    self.listensAt = listensAt
    self.hysteresisMeasure = hysteresisMeasure
    self.id = id
    self.kind = kind
    self.host = host
    self.target = target
    self.asksShouldBegin = asksShouldBegin
    self.scrollViews = scrollViews
    self.hysteresis = hysteresis
    self.othersWaitForFailure = othersWaitForFailure
    self.firstMoveDirection = firstMoveDirection
  }
}

extension RecognizerSpec {
  /// Where a touch-down can start it: ``listensAt`` when declared, otherwise a screen-edge pan's
  /// strip (``ModelParameters/edgeRegionWidth``) at its edge, a pan anywhere in its view (only on
  /// scroll views when they host it).
  public func listeningArea(parameters: ModelParameters = .uikit26) -> TouchArea {
    if let listensAt { return listensAt }
    switch kind {
    case .screenEdge(let edge): return TouchArea(side: edge == .left ? .left : .right, width: parameters.edgeRegionWidth)
    case .pan: return TouchArea(side: nil, onScrollViewsOnly: host == .scrollViews)
    }
  }
}

extension RecognizerSpec {
  /// How a pan's travel from its touch-down is compared with its hysteresis.
  public enum HysteresisMeasure: String, Hashable, Sendable, CaseIterable {
    /// Either axis alone must travel the hysteresis: UIKit's `UIPanGestureRecognizer`
    /// (`_removeHysteresisFromTranslation`, ``ModelParameters/panHysteresis``).
    case perAxis
    /// The straight-line distance from the touch-down must reach it: SwiftUI's
    /// `DragGesture(minimumDistance:)`, whose minimum distance is measured from `startLocation`
    /// (Apple's documentation of `DragGesture.init(minimumDistance:coordinateSpace:)`; a
    /// diagonal (8, 8) move, 11.3 pt, passes a 10 pt minimum that neither axis reaches).
    case distance
  }
}
