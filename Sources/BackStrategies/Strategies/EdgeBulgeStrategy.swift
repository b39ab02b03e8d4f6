import BackStrategiesSupport

/// Android-style back on iOS: pull from the *right* edge, a grey bulge grows under the finger,
/// release to go back; hold still for a second and the icon turns into "home", release to go
/// back to the root (seed 000, `PopGestureRecognizerManager`).
///
/// The technique does not drive an interactive transition. Its recogniser only draws feedback
/// while the finger moves, and on release calls `popViewControllerAnimated:` or
/// `popToRootViewControllerAnimated:`. UIKit's own left-edge swipe is left as it ships.
///
/// How one gesture goes, with the published numbers:
/// 1. `.began`: `farPoint` = the finger. With one screen on the stack every callback returns
///    at once (no bulge, no pop).
/// 2. `.changed`: `farPoint` follows the finger leftwards. If the finger's x is more than 3 pt
///    from `homeLeftPoint.x`, the bulge is redrawn (``EdgeBulgeGeometry``), home mode is turned
///    off and a 1.0 s timer restarts; when it fires, home mode is on and the icon is `home`.
/// 3. `.ended`: the bulge slides 55 pt right over 0.5 s and stays; if `x < farPoint.x + 20`
///    the strategy pops, or pops to root in home mode. `.cancelled` does nothing.
///
/// Presets: `as-published` (default) reproduces the listed code with its quirks, `corrected`
/// fixes its state bugs, `tab-bar-root` is the listed code in an app whose window's root is a
/// tab-bar controller (it crashes); ``Configuration`` names each difference.
public struct EdgeBulgeStrategy: BackStrategy {
  /// The recogniser it installs: a right-edge `UIScreenEdgePanGestureRecognizer` on the key window.
  public static let recognizer: RecognizerID = "right-edge-pan"
  /// The dwell-to-home timer (`performSelector:@selector(changeReturnType:) afterDelay:`).
  public static let dwellTimer: TimerID = "change-return-type"

  /// `as-published` (default), `corrected` and `tab-bar-root`.
  public static let presets: [StrategyPreset<Configuration>] = [
    StrategyPreset(
      name: "as-published",
      summary: "seed 000 as listed: a trembling finger never reaches home, the dwell timer outlives the release, home mode carries into the next gesture.",
      configuration: .asPublished),
    StrategyPreset(
      name: "corrected",
      summary: "seed 000 with its state bugs fixed: ±3 pt from where the dwell started, timer cancelled at release, fresh state at each gesture.",
      configuration: .corrected),
    StrategyPreset(
      name: "tab-bar-root",
      summary: "seed 000 as listed in an app whose window's root is a tab-bar controller: the bulge shows on every screen, the first release that goes back crashes the app.",
      configuration: .tabBarRoot),
  ]

  /// The configuration of this run.
  public let configuration: Configuration

  // MARK: State (the seed's instance variables)

  /// The leftmost point of the current gesture (`farPoint`).
  private var farPoint = Point.zero
  /// `homeLeftPoint.x`: the x the ±3 pt dwell window is centred on. Starts at 0, as the seed's
  /// zero-initialised ivar.
  private var homeLeftX = 0.0
  /// Home mode (`isPopToRootController`): a release now pops to root.
  private var isPopToRoot = false
  /// The x handed to the pending dwell timer (`withObject:@(changePoint.x)`), if one is pending.
  private var pendingDwellX: Double?
  /// The bulge as last drawn, at offset 0 (the layer's model position), with its current icon.
  private var bulge: Overlay?
  /// The frame of the bulge's icon layer (kept even when the image name is empty).
  private var bulgeIconFrame = Rect(x: 0, y: 0, width: 0, height: 0)
  /// Whether a retreat animation was added to the current bulge since it was drawn.
  private var bulgeRetreated = false
  /// In a run that draws nothing (``StrategyContext/drawsFrames`` false): whether the last
  /// overlay command the simulator took was a finite stand-in at the model position, with no
  /// retreat or icon change since, and ``bulge`` is that stand-in. Another finite stand-in
  /// would then change nothing a run reads, so it is neither built nor sent (as
  /// ``PredictiveBackStrategy`` keeps only its draw requests).
  private var standInShown = false
  /// Whether the finger is down in a gesture the recogniser reported.
  private var fingerDown = false
  /// What the last release decided, to put a later timer firing in context.
  private var lastRelease: Explanation?

  /// Creates the strategy in its initial state: no bulge, home mode off, `homeLeftPoint` at 0.
  public init(configuration: Configuration) {
    self.configuration = configuration
  }

  /// Installs the right-edge pan on the window and leaves UIKit's edge gesture on. Reports the
  /// seed's registration messages when an icon name is empty.
  public func install(in scene: SceneSpec, context: inout StrategyContext) -> GestureSetup {
    if configuration.returnImageName.isEmpty {
      context.send(.explain("returnImageName is not set: the bulge shows no back icon (seed 000 registration message)"))
    }
    if configuration.canPopToRoot && configuration.returnHomeImageName.isEmpty {
      context.send(.explain("returnHomeImageName is not set: home mode shows no icon (seed 000 registration message)"))
    }
    return GestureSetup(
      systemBackGesture: .enabled,
      recognizers: [RecognizerSpec(id: Self.recognizer, kind: .screenEdge(.right), host: .window)])
  }

  /// Reacts to the recogniser's callbacks and to the dwell timer.
  public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
    switch event {
    case .gesture(let gesture) where gesture.recognizer == Self.recognizer:
      handleGesture(gesture, context: &context)
    case .timerFired(let timer) where timer == Self.dwellTimer:
      enterHomeMode(context: &context)
    default:
      break
    }
  }

  // MARK: The gesture handler (`screenEdgePanGestureExcuteEvent:`)

  private mutating func handleGesture(_ gesture: GestureEvent, context: inout StrategyContext) {
    switch gesture.state {
    case .began: fingerDown = true
    case .ended, .cancelled: fingerDown = false
    default: break
    }
    // With a tab-bar root the guard reads the tab count (two or more): it never returns.
    if context.navigation.count == 1 && configuration.windowRoot == .navigationController {
      if gesture.state == .began || gesture.state == .ended {
        context.send(.explain("the stack holds one screen: the handler returns at once (no bulge, no pop)"))
      }
      return
    }
    switch gesture.state {
    case .began:
      began(gesture, context: &context)
    case .changed:
      changed(gesture, context: &context)
    case .ended:
      released(gesture, context: &context)
    case .cancelled:
      // The seed has no `.cancelled` branch: no retreat, no navigation.
      if configuration.cancelsDwellTimerAtRelease { cancelDwell(context: &context) }
    case .possible, .failed:
      break
    }
  }

  private mutating func began(_ gesture: GestureEvent, context: inout StrategyContext) {
    if configuration.resetsStateAtGestureStart {
      cancelDwell(context: &context)
      homeLeftX = 0
      isPopToRoot = false
    } else if isPopToRoot {
      context.send(
        .explain(
          "the gesture starts in home mode, carried over from the last one (homeLeftPoint.x = \(x(homeLeftX)), not reset at .began): moves within ±\(x(configuration.dwellTolerance)) pt of it keep home mode"
        ))
    }
    farPoint = gesture.location
  }

  private mutating func changed(_ gesture: GestureEvent, context: inout StrategyContext) {
    let location = gesture.location
    if location.x < farPoint.x { farPoint = location }
    guard configuration.canPopToRoot else {
      redraw(at: location, context: &context)
      return
    }
    let distance = abs(homeLeftX - location.x)
    guard distance > configuration.dwellTolerance else { return }
    if isPopToRoot {
      context.send(
        .explain(
          "moved to x = \(x(location.x)), \(x(distance)) pt from homeLeftPoint.x \(x(homeLeftX)) (more than \(x(configuration.dwellTolerance))): home mode off, the dwell restarts"
        ))
    }
    redraw(at: location, context: &context)
    isPopToRoot = false
    context.send(.cancelTimer(Self.dwellTimer))
    context.send(.scheduleTimer(Self.dwellTimer, delay: configuration.returnHomeTime))
    pendingDwellX = location.x
    if configuration.dwellAnchor == .dwellStart { homeLeftX = location.x }
  }

  private mutating func released(_ gesture: GestureEvent, context: inout StrategyContext) {
    retreatBulge(context: &context)
    if configuration.cancelsDwellTimerAtRelease { cancelDwell(context: &context) }
    let location = gesture.location
    let limit = farPoint.x + configuration.releaseRetreatLimit
    // Every reason below is worded only when read (a corpus reads few): the numbers are
    // captured here and formatted then.
    let (farX, retreatLimit) = (farPoint.x, configuration.releaseRetreatLimit)
    let rule: @Sendable () -> String = { "released at x = \(Self.x(location.x))" }
    guard location.x < limit else {
      let retreat = location.x - farPoint.x
      decide(
        {
          "\(rule()) ≥ farPoint.x \(Self.x(farX)) + \(Self.x(retreatLimit)) (retreated \(Self.x(retreat)) pt from the leftmost point, at least \(Self.x(retreatLimit))): no pop"
        },
        context: &context)
      return
    }
    let accepted: @Sendable () -> String = { "\(rule()) < farPoint.x \(Self.x(farX)) + \(Self.x(retreatLimit))" }
    // seed 000 has no travel check at all: with `minimumTravel` 0 (as published) even a release
    // to the right of the touch-down point goes back, as long as `x < farPoint.x + 20`.
    let travel = gesture.startLocation.x - location.x
    if configuration.minimumTravel > 0 && travel < configuration.minimumTravel {
      let minimumTravel = configuration.minimumTravel
      decide(
        { "\(accepted()), but only \(Self.x(travel)) pt left of touch-down (minimum travel \(Self.x(minimumTravel))): no pop" },
        context: &context)
      return
    }
    let top = context.navigation.top.id
    if configuration.windowRoot == .tabBarController {
      crashOnTabBarController(accepted: accepted, context: &context)
      return
    }
    if isPopToRoot {
      let homeX = homeLeftX
      let mode: @Sendable () -> String = { "\(accepted()) in home mode (dwell at x = \(Self.x(homeX)))" }
      switch configuration.homePolicy {
      case .automatic:
        decide({ "\(mode()): pop to root" }, context: &context)
        context.send(.popToRoot(animated: configuration.popAnimated))
      case .appHandles:
        decide(
          {
            "\(mode()): pop to root requested; homePolicy appHandles (CM_GestureRecognizerBackHomeController: answered NO), so the app handles it: no navigation"
          },
          context: &context)
      }
    } else {
      switch configuration.popPolicy {
      case .automatic:
        decide({ "\(accepted()): pop" }, context: &context)
        context.send(.pop(animated: configuration.popAnimated))
      case .appHandles:
        decide(
          {
            "\(accepted()): pop of '\(top)' requested; popPolicy appHandles (CM_GestureRecognizerPopLastController:currentController: answered NO), so the app handles it: no navigation"
          },
          context: &context)
      }
    }
  }

  /// A release that goes back, with `config.navigationController` really a `UITabBarController`:
  /// the first message only a navigation controller implements terminates the app. Pop:
  /// `topViewController` (the delegate's argument, evaluated first) or, without a delegate,
  /// `popViewControllerAnimated:`; home mode: `popToRootViewControllerAnimated:`, unless the
  /// delegate, asked with `viewControllers.firstObject` (which a tab-bar controller has),
  /// answers NO.
  private mutating func crashOnTabBarController(accepted: @escaping @Sendable () -> String, context: inout StrategyContext) {
    let receiver = "UITabBarController"
    if isPopToRoot {
      switch configuration.homePolicy {
      case .automatic:
        decide({ "\(accepted()) in home mode: pop to root, sent to the window's root" }, context: &context)
        context.send(.unrecognizedSelector("-[\(receiver) popToRootViewControllerAnimated:]"))
      case .appHandles:
        decide(
          { "\(accepted()) in home mode: pop to root requested; the delegate, given the first tab, answered NO: no navigation" },
          context: &context)
      }
      return
    }
    decide({ "\(accepted()): pop, sent to the window's root" }, context: &context)
    switch configuration.popPolicy {
    case .automatic: context.send(.unrecognizedSelector("-[\(receiver) popViewControllerAnimated:]"))
    case .appHandles: context.send(.unrecognizedSelector("-[\(receiver) topViewController]"))
    }
  }

  // MARK: Timer (`changeReturnType:`)

  private mutating func enterHomeMode(context: inout StrategyContext) {
    guard let dwellX = pendingDwellX else { return }
    pendingDwellX = nil
    homeLeftX = dwellX
    isPopToRoot = true
    if var drawn = bulge {
      let icon = Self.icon(
        named: configuration.returnHomeImageName, tint: configuration.homeImageColor, frame: bulgeIconFrame)
      drawn.icon = icon
      bulge = drawn
      standInShown = false
      context.send(.setOverlayIcon(icon))
    }
    let returnHomeTime = configuration.returnHomeTime
    if fingerDown {
      context.send(
        .explain { "home mode entered after a \(NumberFormatting.fixed(returnHomeTime, 1)) s dwell at x = \(Self.x(dwellX)): a release now pops to root" })
    } else {
      let release = lastRelease
      context.send(
        .explain {
          "\(release?.description ?? "the gesture ended"); then the dwell timer, not cancelled at release, fired \(NumberFormatting.fixed(returnHomeTime, 1)) s after the dwell began at x = \(Self.x(dwellX)): home mode is on for the next gesture"
        })
    }
  }

  // MARK: Drawing

  /// `createLayer:`: a new bulge for the finger at `location`, always with the back icon.
  ///
  /// In a run that draws nothing, the bulge is a stand-in with no outline: the simulator takes
  /// or ignores it exactly as it would the drawn one (it ignores an overlay with a number that
  /// is not finite), and the outline's path is never built (``EdgeBulgeGeometry/outline(for:screen:)``).
  private mutating func redraw(at location: Point, context: inout StrategyContext) {
    let screen = Size(width: context.device.width, height: context.device.height)
    let outline = configuration.geometry.outline(for: location, screen: screen)
    bulgeIconFrame = outline.iconFrame
    bulgeRetreated = false
    let icon = Self.icon(named: configuration.returnImageName, tint: configuration.imageColor, frame: outline.iconFrame)
    guard context.drawsFrames else {
      // Whether the drawn bulge would be finite (``Overlay``'s test, without building its path).
      let finite = outline.isFinite && configuration.fill.isFinite && (icon?.isFinite ?? true)
      // A finite stand-in shows at the model position, and it is the bulge kept: another
      // would change nothing a run reads.
      if standInShown && finite { return }
      // A fill that is not finite stands for a bulge that is not: the overlay is ignored as
      // the drawn one would be, and its offset stays the drawn one's, 0.
      let standIn = Overlay(path: [], fill: finite ? configuration.fill : Self.notFiniteFill, fillRule: .evenOdd, icon: icon)
      bulge = standIn
      // After one that is not finite, the kept bulge is not the one that shows: the next
      // finite one is sent.
      standInShown = finite
      context.send(.showOverlay(standIn))
      return
    }
    // The seed sets even-odd on its UIBezierPath; its CAShapeLayer fills non-zero. The outline does
    // not cross itself, so both fill the same area.
    let overlay = Overlay(path: outline.path, fill: configuration.fill, fillRule: .evenOdd, icon: icon)
    bulge = overlay
    context.send(.showOverlay(overlay))
  }

  /// The fill of a stand-in for an outline with a number that is not finite.
  private static let notFiniteFill = RGBA(red: .nan, green: .nan, blue: .nan, alpha: .nan)

  /// The `CABasicAnimation` of the release: from the layer's model position to 55 pt right,
  /// held there. A second release without a redraw starts again from the model position, as
  /// the animation's `fromValue` does.
  private mutating func retreatBulge(context: inout StrategyContext) {
    guard let drawn = bulge else { return }
    if bulgeRetreated { context.send(.showOverlay(drawn)) }
    standInShown = false
    context.send(
      .animateOverlay(
        offsetX: drawn.offsetX + configuration.retreatOffset, duration: configuration.retreatDuration,
        curve: configuration.retreatCurve))
    bulgeRetreated = true
  }

  private mutating func cancelDwell(context: inout StrategyContext) {
    guard pendingDwellX != nil else { return }
    pendingDwellX = nil
    context.send(.cancelTimer(Self.dwellTimer))
  }

  /// The release's decision, worded only when read: the run's reason, and the start of the
  /// dwell timer's explanation should it fire after the release.
  private mutating func decide(_ text: @escaping @Sendable () -> String, context: inout StrategyContext) {
    let explanation = Explanation(text)
    lastRelease = explanation
    context.send(.explain(explanation))
  }

  private static func icon(named name: String, tint: RGBA?, frame: Rect) -> Overlay.Icon? {
    name.isEmpty ? nil : Overlay.Icon(name: name, frame: frame, tint: tint)
  }

  /// A coordinate or distance for reasons: at most one decimal.
  private static func x(_ value: Double) -> String { NumberFormatting.short(value, 1) }

  private func x(_ value: Double) -> String { Self.x(value) }
}

extension BuiltInStrategy where Strategy == EdgeBulgeStrategy {
  /// `as-published`: seed 000 as listed: a trembling finger never reaches home, the dwell timer outlives the
  /// release, home mode carries into the next gesture.
  public var asPublished: StrategySelection { preset("as-published") }

  /// `corrected`: seed 000 with its state bugs fixed: ±3 pt from where the dwell started, timer cancelled at
  /// release, fresh state at each gesture.
  public var corrected: StrategySelection { preset("corrected") }

  /// `tab-bar-root`: seed 000 as listed in an app whose window's root is a tab-bar controller: the bulge shows on
  /// every screen, the first release that goes back crashes the app.
  public var tabBarRoot: StrategySelection { preset("tab-bar-root") }
}
