/// The probes: straight, constant-velocity drags chosen so that the readings of an open choice
/// (``OpenChoice``) predict different outcomes, kept out of the default matrix
/// (``Scenarios/all``) and runnable by name (`strategy-compare run probe-release-slow-peek`).
/// docs/probes.md lists them with every reading's prediction; `strategy-compare probes` prints
/// them.
///
/// Each is designed from the rule that decides (docs/model.md), and kept because running it
/// under every reading gives different outcomes (the tests check it):
///
/// - `release-procedure`: a straight drag at constant velocity keeps the mean acceleration near
///   0, so the augmented rule pops when `p + v·D > 187.5 / W` (0.481 at 390 pt, `D` = 0.35 s),
///   the fitted rule when `p + v·0.105 s > 0.295`, and the legacy rule on any rightward lift.
///   Slow and short: only legacy pops; slow to a third: augmented alone cancels; quick and short:
///   fitted alone cancels. From the edge (both releases) and mid-screen (iOS 26's content swipe).
/// - `who-waits`: on a screen with a full-width carousel. Under `active-touches` every recogniser
///   of a touch the edge pan took waits for it and nothing waits for the content swipe; under
///   `scroll-view-branch` only a carousel at its leading end waits, for both back recognisers.
/// - `edge-strip`: the touch-down strip (13 + 20 = 33 pt against 35.1 + 20 = 55.1 pt) and the
///   first move's back-projection (`2·x0 − x1` under 13 against 35.1 pt). Only on iOS 18: on
///   iOS 26 the content swipe pops a rightward drag the edge pan missed.
/// - `transition-duration`: `D` is the augmented projection's horizon, so a drag whose
///   `p + v·0.35 s` falls short of 0.481 and `p + v·0.5 s` passes it parts the two readings.
///
/// Every probe runs on the standard 390 pt phone at 60 Hz, lifted at speed (no hold), at
/// `y` = 420 pt (the carousel ones at 400 pt, inside the carousel).
extension Scenarios {
  /// Every probe, grouped by choice in ``OpenChoice`` order.
  public static let probes: [Probe] =
    releaseProcedureProbes + whoWaitsProbes + edgeStripProbes + transitionDurationProbes

  /// The probes' traces, in ``probes`` order.
  public static var probeTraces: [Trace] { probes.map(\.trace) }

  /// The probe with this name, or `nil`.
  public static func probe(named name: String) -> Probe? { probes.first { $0.name == name } }

  /// The probes of `choice`, in order; empty for a choice no plain drag separates.
  public static func probes(for choice: OpenChoice) -> [Probe] { probes.filter { $0.choice == choice } }

  /// The height every probe on the plain stack drags at: below the navigation bar's band
  /// (47–91 pt on the standard device), mid-screen, as the built-in scenarios do.
  static let probeY = midY

  /// The height of the carousel probes: inside `carousel(offsetX:)`'s frame (y 300–500 pt).
  static let carouselProbeY = 400.0

  /// Where an edge probe touches down: 5 pt from the back edge, inside the 13 pt strip of either
  /// reading, as the built-in edge swipes do.
  static let probeEdgeX = 5.0

  /// Where a mid-screen probe touches down: 120 pt from the back edge, beyond either reading's
  /// touch-down strip (55.1 pt at most), so only iOS 26's content swipe can take it and no edge
  /// flag is needed.
  static let probeMidX = 120.0

  static func probe(
    _ name: String, _ choice: OpenChoice, on releases: [IOSVersion], _ summary: String, from start: Double, to end: Double,
    in duration: Double, y: Double = probeY, scene: SceneSpec = homeAndDetail, intent: Intent = .back
  ) -> Probe {
    Probe(
      name: name, choice: choice, releases: releases, summary: summary,
      gesture: StraightDrag(start: Point(x: start, y: y), end: Point(x: end, y: y), duration: duration), scene: scene,
      intent: intent)
  }

  // MARK: release-procedure

  /// The release-procedure probes: three from the edge (both releases), three mid-screen (iOS 26).
  public static let releaseProcedureProbes: [Probe] = [
    probe(
      "probe-release-slow-peek", .releaseProcedure, on: [.iOS18, .iOS26],
      "A slow peek from the edge, 84 pt at 120 pt/s: only the legacy rule (velocity ≥ 0) pops.",
      from: probeEdgeX, to: 89, in: 0.7, intent: .stay),
    probe(
      "probe-release-slow-third", .releaseProcedure, on: [.iOS18, .iOS26],
      "A slow drag from the edge, 138 pt at 120 pt/s: augmented cancels (p + v·D ≈ 0.43 < 0.48); fitted-ios27 (p + v·H ≈ 0.35 > 0.295) and legacy pop.",
      from: probeEdgeX, to: 143, in: 1.15, intent: .stay),
    probe(
      "probe-release-quick-short", .releaseProcedure, on: [.iOS18, .iOS26],
      "A quick short drag from the edge, 54 pt at 540 pt/s: augmented (p + v·D ≈ 0.6 > 0.48) and legacy pop; fitted-ios27 cancels (p + v·H ≈ 0.26 < 0.295).",
      from: probeEdgeX, to: 59, in: 0.1),
    probe(
      "probe-release-content-slow-peek", .releaseProcedure, on: [.iOS26],
      "Mid-screen, 84 pt at 120 pt/s (iOS 26's content swipe, no edge flag): only the legacy rule pops.",
      from: probeMidX, to: 204, in: 0.7, intent: .stay),
    probe(
      "probe-release-content-slow-third", .releaseProcedure, on: [.iOS26],
      "Mid-screen, 156 pt at 120 pt/s (content swipe): augmented cancels (p + v·D ≈ 0.43); fitted-ios27 (≈ 0.35) and legacy pop.",
      from: probeMidX, to: 276, in: 1.3, intent: .stay),
    probe(
      "probe-release-content-quick-short", .releaseProcedure, on: [.iOS26],
      "Mid-screen, 72 pt at 540 pt/s (content swipe): augmented (≈ 0.59) and legacy pop; fitted-ios27 cancels (≈ 0.25).",
      from: probeMidX, to: 192, in: 8.0 / 60),
  ]

  // MARK: who-waits

  /// The screen of the who-waits probes: a full-width horizontal carousel at `offsetX`
  /// (`carousel(offsetX:)`, as the carousel scenarios have), under the home screen.
  static func carouselScene(offsetX: Double) -> SceneSpec {
    scene([ScreenSpec(id: "home"), ScreenSpec(id: "gallery", scrollViews: [carousel(offsetX: offsetX)])])
  }

  /// The who-waits probes: over a carousel at its leading end (iOS 26) or scrolled to its middle page.
  public static let whoWaitsProbes: [Probe] = [
    probe(
      "probe-who-waits-content-over-carousel", .whoWaits, on: [.iOS26],
      "Mid-screen over a carousel at its leading end, 192 pt at 480 pt/s: under scroll-view-branch the carousel waits for the content swipe (pop); under active-touches it takes the touch at 10 pt.",
      from: probeMidX, to: 312, in: 0.4, y: carouselProbeY, scene: carouselScene(offsetX: 0)),
    probe(
      "probe-who-waits-strip-slow-over-carousel", .whoWaits, on: [.iOS26],
      "From 25 pt over a carousel at its leading end, 180 pt at 180 pt/s: the edge pan fails at its first move (it projects back to 22 pt); then only under scroll-view-branch does the carousel wait for the content swipe (pop).",
      from: 25, to: 205, in: 1.0, y: carouselProbeY, scene: carouselScene(offsetX: 0)),
    probe(
      "probe-who-waits-edge-over-scrolled-carousel", .whoWaits, on: [.iOS18, .iOS26],
      "From the edge over a carousel on its middle page, 240 pt at 480 pt/s: under active-touches the carousel waits for the edge pan (pop); under scroll-view-branch it scrolls.",
      from: probeEdgeX, to: 245, in: 0.5, y: carouselProbeY, scene: carouselScene(offsetX: 390)),
    probe(
      "probe-who-waits-edge-flick-over-scrolled-carousel", .whoWaits, on: [.iOS18, .iOS26],
      "From the edge over a carousel on its middle page, 120 pt at 1,200 pt/s: the edge pan pops under active-touches; the carousel takes the touch under scroll-view-branch.",
      from: probeEdgeX, to: 125, in: 0.1, y: carouselProbeY, scene: carouselScene(offsetX: 390)),
  ]

  // MARK: edge-strip

  /// The edge-strip probes, on iOS 18 only.
  public static let edgeStripProbes: [Probe] = [
    probe(
      "probe-edge-strip-touch-down-40", .edgeStrip, on: [.iOS18],
      "Touch down 40 pt from the edge, 240 pt at 1,200 pt/s: beyond the 13 pt strip's 33 pt touch-down limit (none), inside the wide strip's 55.1 pt (pop).",
      from: 40, to: 280, in: 0.2),
    probe(
      "probe-edge-strip-slow-from-24", .edgeStrip, on: [.iOS18],
      "Touch down 24 pt from the edge, 270 pt at 180 pt/s: the first move projects back to 21 pt, outside the 13 pt strip (none), inside 35.1 pt (pop).",
      from: 24, to: 294, in: 1.5),
    probe(
      "probe-edge-strip-brisk-from-30", .edgeStrip, on: [.iOS18],
      "Touch down 30 pt from the edge, 240 pt at 600 pt/s: the first move projects back to 20 pt, outside the 13 pt strip (none), inside 35.1 pt (pop).",
      from: 30, to: 270, in: 0.4),
  ]

  // MARK: transition-duration

  /// The transition-duration probes: the augmented projection's horizon, 0.35 s against 0.5 s.
  public static let transitionDurationProbes: [Probe] = [
    probe(
      "probe-duration-edge-brisk", .transitionDuration, on: [.iOS18, .iOS26],
      "From the edge, 100 pt at 240 pt/s: p + v·0.35 s ≈ 0.44 cancels, p + v·0.5 s ≈ 0.53 pops.",
      from: probeEdgeX, to: 105, in: 25.0 / 60, intent: .stay),
    probe(
      "probe-duration-edge-steady", .transitionDuration, on: [.iOS18, .iOS26],
      "From the edge, 126 pt at 180 pt/s: p + v·0.35 s ≈ 0.45 cancels, p + v·0.5 s ≈ 0.52 pops.",
      from: probeEdgeX, to: 131, in: 0.7, intent: .stay),
    probe(
      "probe-duration-content-brisk", .transitionDuration, on: [.iOS26],
      "Mid-screen, 96 pt at 288 pt/s (content swipe): p + v·0.35 s ≈ 0.43 cancels, p + v·0.5 s ≈ 0.54 pops.",
      from: probeMidX, to: 216, in: 1.0 / 3, intent: .stay),
  ]
}

extension Scenarios {
  /// The one release on which `choice`'s probes separate its readings, when there is only one
  /// (``OpenChoice/edgeStrip``: iOS 18); `nil` when they separate on both, or there are none.
  public static func separatedOnlyOn(_ choice: OpenChoice) -> IOSVersion? {
    let releases = Set(probes(for: choice).flatMap(\.releases))
    return releases.count == 1 ? releases.first : nil
  }

  /// Why no probe tells `choice`'s readings apart on `releases`; `nil` when one does.
  public static func whyNoProbe(for choice: OpenChoice, on releases: [IOSVersion]) -> String? {
    guard !probes(for: choice).contains(where: { probe in probe.releases.contains { releases.contains($0) } }) else { return nil }
    switch choice {
    case .edgeStrip:
      return "on iOS 26 the content swipe pops a rightward drag the 13 pt edge pan missed, so both readings pop; only iOS 18, which has no content swipe, tells them apart."
    case .parallaxBranch:
      return "the fluid and classic branches differ in how a released pop runs out (a spring or a timed curve) and in what a second swipe does to a running pop, not in any single drag's outcome (iOS 26 only)."
    case .classicCatch:
      return "it is met only by a second swipe during a cancelling pop's run-out on the classic branch: two drags, not one."
    case .builtinAnimatorTiming:
      return "it matters only under a navigation delegate that supplies its own transitions; a plain stack has none."
    case .sliderThumb:
      return "it is asked only of a screen with a slider, on iOS 26; a plain stack has none."
    case .webViewEdge:
      return "it is asked only of a screen with a web view that has history; a plain stack has none."
    case .swipeRowBegin:
      return "it is asked only of a screen with a swipe-action row; a plain stack has none."
    case .composePagerAtStart:
      return "it is asked only of a Compose Multiplatform 1.12 screen with a horizontal scrollable, on iOS 26; a UIKit stack has none."
    case .zoomNavigation:
      return "it is met only by a tap while a zoom transition's released dismiss still animates: two touches, and a zoom transition."
    case .releaseProcedure, .whoWaits, .transitionDuration:
      return "no probe on \(releases.map(\.label).joined(separator: " and "))."
    }
  }
}
