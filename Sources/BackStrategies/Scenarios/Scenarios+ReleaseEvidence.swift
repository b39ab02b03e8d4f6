/// The release evidence: one trace for each piece of public evidence on UIKit's release decision
/// that a trace can reproduce, kept out of the default matrix (``Scenarios/all``) and runnable by
/// name (`strategy-compare run release-peek-at-rest`). docs/model.md, "The release procedure",
/// sets each against every reading of ``OpenChoice/releaseProcedure``.
///
/// Every stroke is finger motion sampled at 120 Hz (a ProMotion iPhone's touch rate): minimum-jerk
/// reaches (Flash & Hogan, 1985) that come to rest, or flicks cut off near their peak speed
/// (``StrokeBuilder/flick(_:)``), held still where the evidence says "at rest" (a finger at rest
/// sends no `touchesMoved:`, so the recogniser reports no `.changed` while it rests). A release's
/// progress is the page's, `tx / W`: the recogniser's translation lost the ~15 pt of travel
/// before it recognised, so each end point is where the page stands plus that travel.
///
/// The intent of each is what the evidence says happens (`stay` where the page returns, `back`
/// where it pops), so a ✓ reads "agrees with the evidence".
extension Scenarios {
  /// Every release-evidence trace, in the order of docs/model.md's evidence table: the four
  /// everyday releases, then the three device captures on iOS 27.0.1.
  public static let releaseEvidence: [Trace] = [
    releasePeekAtRest, releaseBriskSwipeMoving, releaseSlowDragPastHalf, releaseBriskSwipeEased, captureStillAt027,
    captureStillAt032, captureMovingBackAt051,
  ]

  /// Touch samples per second of every release-evidence trace: the 120 Hz touch rate of a
  /// ProMotion display (touches are delivered once per frame, as ``StrokeBuilder/defaultSampleRate``
  /// assumes at 60 Hz).
  public static let releaseEvidenceSampleRate = 120.0

  /// The standard 390 pt phone with a 120 Hz display, for the everyday releases.
  static let everydayReleaseDevice = Device(refreshRate: releaseEvidenceSampleRate)

  /// The device of the morph notes' captures: an iPhone 16 Pro, 402 × 874 pt, @3x, 120 Hz
  /// (Apple's Human Interface Guidelines device table). The captures were made on iOS 27.0.1,
  /// which the model does not have: the traces run on the model of UIKit 26.1.
  static let captureDevice = Device(
    width: 402, height: 874, scale: 3, refreshRate: releaseEvidenceSampleRate, safeArea: SafeAreaInsets(top: 62, bottom: 34))

  /// Where each release-evidence stroke touches down: 5 pt from the left edge, inside the edge strip.
  static let releaseTouchDownX = 5.0

  /// The finger travel the edge pan's translation loses before the page moves, in points: the
  /// 15 pt hysteresis of `_UISEOrthogonalHysteresisGestureFeature` (docs/model.md, "Screen-edge
  /// pans"), plus the few tenths of a point the first moves add (checked by the evidence tests,
  /// which assert each release's progress).
  static let releaseLostTravel = 15.0

  /// What the recognising move gives back of that travel on ``captureStillAt027``'s slower
  /// reach, in points: the translation at `.began` keeps the part of the crossing move past the
  /// threshold (`shrink(previous − down) + (current − previous)`), which depends on where a 120 Hz
  /// sample falls. Measured on the trace: with this its page stands at 0.268 W at the lift, the
  /// capture's 0.27 W within 0.005 (the evidence tests assert it).
  static let slowReachRecoveredTravel = 1.0

  /// The finger's x where the page stands at `progress` of `width`, for a stroke from
  /// ``releaseTouchDownX`` that loses `lostTravel` points before the page moves.
  static func fingerX(atProgress progress: Double, width: Double, lostTravel: Double = releaseLostTravel) -> Double {
    ((releaseTouchDownX + lostTravel + progress * width) * 10).rounded() / 10
  }

  static func releaseTrace(
    _ name: String, _ summary: String, intent: Intent, device: Device, _ build: (inout StrokeBuilder) -> Void
  ) -> Trace {
    var touches = StrokeBuilder(sampleRate: releaseEvidenceSampleRate)
    build(&touches)
    return Trace(
      name: name, summary: summary, intent: intent, convention: .iOS,
      scene: SceneSpec(device: device, stack: [ScreenSpec(id: "home"), ScreenSpec(id: "detail")]), touches: touches.samples)
  }

  // MARK: Everyday releases

  /// How long an everyday "at rest" release holds still before the lift, in seconds: long enough
  /// that nobody would call it a flick, short enough to be one gesture.
  static let everydayRest = 0.25

  /// (a) A peek lifted at rest returns: everyday use.
  public static let releasePeekAtRest = releaseTrace(
    "release-peek-at-rest",
    "Release evidence (everyday): a peek from the left edge to 10 % of the width in 0.3 s, held still 0.25 s and lifted at rest; the page returns. 120 Hz.",
    intent: .stay, device: everydayReleaseDevice
  ) {
    $0.swipe(
      from: Point(x: releaseTouchDownX, y: midY), to: Point(x: fingerX(atProgress: 0.10, width: 390), y: midY + 3), duration: 0.3,
      holdBeforeLift: everydayRest)
  }

  /// (b) A brisk swipe lifted moving pops: everyday use. A flick from the edge over 200 pt in
  /// 0.24 s: the flick profile lifts at about 1.52 × its mean speed, about 1,270 pt/s
  /// (`velocityInView:` reads 1,336 pt/s at the lift), near the median speed at the lift of real
  /// horizontal strokes, 1,302 pt/s (issue 51's held-out set).
  public static let releaseBriskSwipeMoving = releaseTrace(
    "release-brisk-swipe-moving",
    "Release evidence (everyday): a brisk swipe from the left edge over 200 pt in 0.24 s, lifted moving at about 1,300 pt/s; it pops. 120 Hz.",
    intent: .back, device: everydayReleaseDevice
  ) {
    $0.flick(from: Point(x: releaseTouchDownX, y: midY), to: Point(x: releaseTouchDownX + 200, y: midY + 6), duration: 0.24)
  }

  /// (c) A slow drag past half, held still and lifted at rest, pops: everyday use.
  public static let releaseSlowDragPastHalf = releaseTrace(
    "release-slow-drag-past-half",
    "Release evidence (everyday): a slow drag from the left edge to 65 % of the width in 0.9 s, held still 0.25 s and lifted at rest; it pops. 120 Hz.",
    intent: .back, device: everydayReleaseDevice
  ) {
    $0.swipe(
      from: Point(x: releaseTouchDownX, y: midY), to: Point(x: fingerX(atProgress: 0.65, width: 390), y: midY + 8), duration: 0.9,
      holdBeforeLift: everydayRest)
  }

  /// (d) A brisk swipe eased to rest near the far edge: the augmented rule's distinctive
  /// prediction (it cancels: the braking makes the mean acceleration strongly negative), which no
  /// public evidence tests. A minimum-jerk reach to 85 % of the width in 0.35 s (peak speed about
  /// 1,850 pt/s), lifted the frame after it comes to rest. The intent is `back`: what a person
  /// who swiped that far means; no observation says what a phone does.
  public static let releaseBriskSwipeEased = releaseTrace(
    "release-brisk-swipe-eased",
    "Release evidence (untested by any public source): a brisk swipe from the left edge to 85 % of the width in 0.35 s, eased to rest and lifted at once. 120 Hz.",
    intent: .back, device: everydayReleaseDevice
  ) {
    $0.swipe(
      from: Point(x: releaseTouchDownX, y: midY), to: Point(x: fingerX(atProgress: 0.85, width: 390), y: midY + 10), duration: 0.35)
  }

  // MARK: Device captures on iOS 27.0.1 (morph notes)

  /// How long a captured "still release" holds still before the lift, in seconds. **[estimate]**
  /// the captures give the progress and that the finger was still, not for how long.
  static let captureRest = 0.3

  /// A capture's still release at 0.27 W returns (morph notes: iOS 27.0.1, iPhone 16 Pro).
  public static let captureStillAt027 = releaseTrace(
    "capture-ios27-still-0.27",
    "Release evidence (morph notes, iOS 27.0.1, iPhone 16 Pro): an edge drag to 0.27 W in 0.5 s, held still 0.3 s and lifted; the page returned. Evidence about iOS 27. 120 Hz.",
    intent: .stay, device: captureDevice
  ) {
    $0.swipe(
      from: Point(x: releaseTouchDownX, y: midY), to: Point(x: fingerX(atProgress: 0.27, width: 402, lostTravel: releaseLostTravel - slowReachRecoveredTravel), y: midY + 4), duration: 0.5,
      holdBeforeLift: captureRest)
  }

  /// A capture's still release at 0.32 W pops (morph notes: iOS 27.0.1, iPhone 16 Pro).
  public static let captureStillAt032 = releaseTrace(
    "capture-ios27-still-0.32",
    "Release evidence (morph notes, iOS 27.0.1, iPhone 16 Pro): an edge drag to 0.32 W in 0.5 s, held still 0.3 s and lifted; it popped. Evidence about iOS 27. 120 Hz.",
    intent: .back, device: captureDevice
  ) {
    $0.swipe(
      from: Point(x: releaseTouchDownX, y: midY), to: Point(x: fingerX(atProgress: 0.32, width: 402), y: midY + 4), duration: 0.5,
      holdBeforeLift: captureRest)
  }

  /// Where ``captureMovingBackAt051`` turns round, as a fraction of the width.
  static let captureTurnProgress = 0.66

  /// A capture's release at 0.51 W moving back at 1.02 W/s pops (morph notes: iOS 27.0.1, iPhone
  /// 16 Pro). The finger reaches 0.66 W in 0.45 s, turns round and flicks back 0.15 W (60.3 pt) in
  /// 0.22 s, lifting at about 1.52 × that mean speed: 412 pt/s, 1.02 W/s, at 0.51 W.
  public static let captureMovingBackAt051 = releaseTrace(
    "capture-ios27-back-0.51",
    "Release evidence (morph notes, iOS 27.0.1, iPhone 16 Pro): an edge drag to 0.66 W, then back, lifted at 0.51 W moving back at 1.02 W/s; it popped. Evidence about iOS 27. 120 Hz.",
    intent: .back, device: captureDevice
  ) {
    $0.stroke(
      through: [
        Point(x: releaseTouchDownX, y: midY), Point(x: fingerX(atProgress: captureTurnProgress, width: 402), y: midY + 6),
        Point(x: fingerX(atProgress: 0.51, width: 402), y: midY + 8),
      ], durations: [0.45, 0.22], profiles: [StrokeBuilder.minimumJerk, StrokeBuilder.flick])
  }
}
