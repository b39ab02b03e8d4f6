import BackStrategiesSupport

/// The pre-iOS 7 full-screen back: "gesture + screenshot" (seed 003). Before UIKit had an
/// interactive pop, a navigation controller subclass took a picture of the screen on every
/// push, and a pan dragged the top view itself over the last picture; past a distance, the view
/// slid out and the controller popped without animation.
///
/// seed 003 shows the capture on push, the clearing on pop-to-root, the 10 pt shadow and the
/// pan; "the rest of that code is not in the article". The release rule and timing here are
/// the classic implementation's, as `MLNavigationController` (commit f942e9de61c6) has them: a drag
/// of more than 50 pt slides out in 0.3 s and pops, anything else slides back in 0.3 s.
///
/// Not modelled: `delaysTouchesBegan` (seed 003 writes `[recognizer delaysTouchesBegan];`, which
/// reads the property and sets nothing; even set, it only holds back the views' own
/// `touchesBegan:`, which no strategy here observes), the screenshot's scaling and the black
/// mask of some variants (not in seed 003, nor in MLNavigationController).
public struct ScreenshotStackStrategy: BackStrategy {
  /// The strategy's tunables. Every number is the classic implementation's (`MLNavigationController`),
  /// not the seed's, which stops short of the release.
  public struct Configuration: StrategyConfiguration {
    /// Rightward finger travel since the pan began beyond which a release pops, in points.
    /// Default 50, the classic release distance: `touchPoint.x − startTouch.x > 50` in
    /// `MLNavigationController`, with `startTouch` the finger's location at `.began`: travel
    /// after the pan's hysteresis. Not in seed 003. (An earlier copy of the file uses 70 in its
    /// `touchesEnded:` path, 50 in its gesture path.)
    public var releaseDistance: Double = 50.0
    /// Duration of the slide out (then pop) or back after the release, in seconds. Default 0.3:
    /// the classic `[UIView animateWithDuration:0.3 …]` of both the slide out and the slide back
    /// (`MLNavigationController`). Not in seed 003.
    public var releaseDuration: Double = 0.3
    /// Curve of that slide. Default ease-in-out: `animateWithDuration:animations:` without
    /// options uses UIKit's default curve (Apple documentation of `UIView.AnimationOptions`).
    public var releaseCurve: TimingCurve = .easeInOut
    /// Width of the shadow image along the top view's left edge, in points: it sits at
    /// `(−width, 0, width, H)`, just off the view, and shows only while the view is dragged
    /// (the frames' `shadow`). Default 10: seed 003, `shadowImageView.frame = CGRectMake(-10, 0,
    /// 10, self.view.frame.size.height)`.
    public var shadowWidth: Double = 10.0
    /// UIKit's own edge gesture. Default disabled: the technique is older than iOS 7's edge
    /// gesture, and apps that kept it on newer systems turned the edge gesture off so the two
    /// did not fight.
    public var systemBackGesture: GestureSetup.SystemBackGesture = .disabled

    /// The classic numbers (``classic``).
    public init() {}

    /// The classic numbers: 50 pt, 0.3 s ease-in-out, a 10 pt shadow, no edge gesture.
    public static let classic = Configuration()
  }

  /// The id of the full-screen pan, in events and reasons.
  public static let recognizerID: RecognizerID = "screenshot-pan"
  /// Tag of the slide out after a release past the distance; its end pops.
  public static let slideOutTag: AnimationTag = "slide-out"
  /// Tag of the slide back after a short release or a cancelled touch.
  public static let slideBackTag: AnimationTag = "slide-back"

  /// Id, rules and pitfalls.
  public static let descriptor = StrategyDescriptor(
    id: "screenshot-stack",
    title: "Gesture + screenshot (pre-iOS 7 full-screen back)",
    summary:
      "Capture the screen on every push; a full-screen pan drags the top view over the last capture and, released far enough, slides it out and pops without animation.",
    origin: "seed 003 (\"gesture + screenshot\"); release numbers from MLNavigationController (commit f942e9de61c6)",
    rules: [
      "On every push the navigation controller subclass keeps a screenshot of what is on screen (screenShotsList; the seed calls a capture method whose body it does not show: the model assumes a full-screen bitmap at the screen's scale); a stack of d screens holds d − 1 screenshots, each W·scale × H·scale × 4 bytes (390 × 844 pt @3x: 11.3 MiB). A pop drops the last one; pop-to-root drops them all.",
      "UIKit's edge gesture is off (the technique predates it). A UIPanGestureRecognizer on the navigation controller's view begins anywhere once the finger has moved 10 pt; with one screen on the stack it does nothing.",
      "While the finger moves, the top view itself moves: x = clamp(tx, 0, W) with tx = location.x − startTouch.x, startTouch being where the pan began (after its 10 pt hysteresis), so the view follows the finger 1:1, behind it by the travel before the pan began (10 pt or a little more). The last screenshot shows under it, and a 10 pt shadow image at (−10, 0, 10, H) hangs off its left edge.",
      "There is no transition while dragging: UIKit does not know a pop is under way (no _isTransitioning, no appearance callbacks) until the pop itself.",
      "Release with tx > 50 pt (classic MLNavigationController: touchPoint.x − startTouch.x > 50, so more than 60 pt from touch-down): the view slides to W in 0.3 s (ease-in-out), then popViewControllerAnimated:NO and one screenshot is released. Velocity is not used.",
      "Release with tx ≤ 50 pt, or a cancelled touch: the view slides back to 0 in 0.3 s.",
    ],
    pitfalls: [
      "Memory: every screen on the stack keeps a full-screen bitmap, 11.3 MiB each on a 390 × 844 @3x phone; a five-screen stack holds 45 MiB of pictures.",
      "The screenshot is stale: whatever changed on the screen under since the push (a badge, a timer, a dark-mode switch) shows wrong while dragging.",
      "50 pt from anywhere pops: a slow, short drag meant for content leaves the screen; velocity is ignored, so a fast flick of 40 pt stays.",
      "A full-screen pan steals horizontal gestures; scroll views under the finger win instead (deeper views win ties at the same 10 pt threshold).",
      "The pop is not animated by UIKit, so nothing else in the app (the navigation bar, transition coordinators) animates with it.",
      "A stroke during the 0.3 s slide is ignored here; the classic code would move the view in the middle of its own animation.",
      "Not mirrored for right-to-left layouts.",
    ],
    whenToChoose:
      "Do not choose it for new code: since iOS 7 an interactive transition (percent-driven, target forwarding) gives the same full-screen back without a bitmap per screen. Study it to recognise it in old code and to see what the memory column measures.",
    teaching: StrategyTeaching(
      onIOS26:
        "The technique predates iOS 7 and never mentions UIKit's recognisers; on iOS 26 the content swipe sits beside its pan. Its pan, on the navigation controller's view, begins after 10 pt, before the content swipe's 30 pt, and excludes it, so the screenshot drag decides as before. Nothing waits for the content swipe, so a scroll view under the finger comes first, as on iOS 18: a carousel at its first page takes the swipe, and no cell changes.",
      tryIt: "mid-screen-swipe", breaks: "edge-out-and-back"),
    facts: StrategyFacts(
      privateAPI: [], iOSVersions: "written for iOS 5–6, before interactive transitions; runs later, superseded since iOS 7",
      replacesUIKitAnimation: true,
      screenshotMemory: "one full-screen bitmap per pushed screen, W·scale × H·scale × 4 bytes each (11.3 MiB at 1170 × 2532 px)")
  )

  /// `classic`.
  public static let presets: [StrategyPreset<Configuration>] = [
    StrategyPreset(
      name: "classic",
      summary: "MLNavigationController's numbers: past 50 pt slides out in 0.3 s and pops; one screenshot per pushed screen.",
      configuration: .classic)
  ]

  /// The configuration of this run.
  public let configuration: Configuration
  /// Screenshots this strategy holds: one per screen under the top.
  private var screenshots = 0
  /// A release animation is running (its end pops or settles the view).
  private var animating = false
  /// This stroke moves the view (it began on a stack of two or more, outside a release animation).
  private var dragging = false
  /// `startTouch`: the finger's x where the pan began, which every distance is measured from.
  private var startTouchX = 0.0

  /// Creates the strategy.
  public init(configuration: Configuration) {
    self.configuration = configuration
  }

  /// Captures one screenshot per pushed screen, disables UIKit's edge gesture and installs the
  /// pan on the navigation controller's view.
  public mutating func install(in scene: SceneSpec, context: inout StrategyContext) -> GestureSetup {
    // `pushViewController:animated:` captured the screen each time the stack was not empty.
    for _ in scene.stack.dropFirst() { context.send(.captureScreenshot) }
    screenshots = max(0, scene.stack.count - 1)
    return GestureSetup(
      systemBackGesture: configuration.systemBackGesture,
      recognizers: [RecognizerSpec(id: Self.recognizerID, kind: .pan, host: .navigationView)])
  }

  /// Moves the view with the pan, decides on release, pops when the slide out ends.
  public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
    switch event {
    case .gesture(let gesture) where gesture.recognizer == Self.recognizerID:
      handlePan(gesture, context: &context)
    case .animationEnded(let tag):
      animating = false
      if tag == Self.slideOutTag {
        context.send(.pop(animated: false))
        release(1, context: &context)
      }
    case .transitionEnded(_, .finished):
      // A pop or pop-to-root from elsewhere: keep one screenshot per screen under the top.
      release(screenshots - (context.navigation.count - 1), context: &context)
    default:
      break
    }
  }

  private mutating func handlePan(_ gesture: GestureEvent, context: inout StrategyContext) {
    let width = context.device.width
    // MLNavigationController measures from `startTouch = touchPoint` at `.began`, not from
    // touch-down: the pan's hysteresis (10 pt) is travel the page never follows.
    if gesture.state == .began { startTouchX = gesture.location.x }
    let tx = gesture.location.x - startTouchX
    switch gesture.state {
    case .began:
      dragging = false
      if animating {
        let duration = configuration.releaseDuration
        context.send(.explain { "a stroke began during the \(NumberFormatting.short(duration)) s slide: ignored" })
        return
      }
      guard context.navigation.count > 1 else {
        context.send(.explain("the stack holds one screen: no screenshot to show, nothing happens"))
        return
      }
      dragging = true
      context.send(.moveTopView(x: tx.clamped(to: 0...width)))
    case .changed:
      if dragging { context.send(.moveTopView(x: tx.clamped(to: 0...width))) }
    case .ended, .cancelled:
      guard dragging else { return }
      dragging = false
      animating = true
      // Worded only when read (a corpus reads few): the numbers are formatted then.
      let (duration, releaseDistance, cancelled) = (configuration.releaseDuration, configuration.releaseDistance, gesture.state == .cancelled)
      if gesture.state == .ended && tx > releaseDistance {
        context.send(
          .animateTopView(x: width, duration: configuration.releaseDuration, curve: configuration.releaseCurve, tag: Self.slideOutTag))
        context.send(
          .explain {
            let (moved, distance, time) = (NumberFormatting.short(tx, 1), NumberFormatting.short(releaseDistance, 1), NumberFormatting.short(duration))
            return "released \(moved) pt right of where the pan began > \(distance) pt: slides out in \(time) s, then pops without animation"
          })
      } else {
        context.send(
          .animateTopView(x: 0, duration: configuration.releaseDuration, curve: configuration.releaseCurve, tag: Self.slideBackTag))
        context.send(
          .explain {
            let (moved, distance, time) = (NumberFormatting.short(tx, 1), NumberFormatting.short(releaseDistance, 1), NumberFormatting.short(duration))
            return cancelled
              ? "the touch was cancelled: slides back in \(time) s"
              : "released \(moved) pt right of where the pan began ≤ \(distance) pt: slides back in \(time) s"
          })
      }
    case .possible, .failed:
      break
    }
  }

  /// Drops the most recent `count` screenshots, if there are that many.
  private mutating func release(_ count: Int, context: inout StrategyContext) {
    let dropped = min(max(0, count), screenshots)
    guard dropped > 0 else { return }
    screenshots -= dropped
    context.send(.releaseScreenshots(count: dropped))
  }
}

extension BuiltInStrategy where Strategy == ScreenshotStackStrategy {
  /// `classic`: MLNavigationController's numbers: past 50 pt slides out in 0.3 s and pops; one screenshot per
  /// pushed screen.
  public var classic: StrategySelection { preset("classic") }
}
