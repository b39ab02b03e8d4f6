import BackStrategiesSupport

/// Draws one trace of one family: the scene, the stroke plan, the samples and a summary that
/// states the drawn numbers. The order of draws is fixed, so a seed always gives the same trace.
struct FamilyDraw {
  typealias R = CorpusRanges

  let family: GestureFamily
  var random: SeededRandom
  let device: Device
  /// Screen ids from the root up; a stack of depth `n` uses the first `n`.
  static let screenIDs = ["home", "section", "detail", "item"]

  init(family: GestureFamily, random: SeededRandom) {
    self.family = family
    self.random = random
    let drawn = self.random.pick(HumanMotion.sampleRates)
    let rate = CorpusRanges.isCalibrated(family) ? CorpusRanges.calibratedSampleRate : drawn
    device = Device(refreshRate: rate, layoutDirection: family == .rightToLeftEdgeBack ? .rightToLeft : .leftToRight)
  }

  var width: Double { device.width }

  mutating func trace(name: String) -> Trace {
    let (scene, plan) = draw()
    var touches = HumanMotion.samples(for: plan, device: device, random: &random)
    if let next = secondStroke() {
      if next.cancelsFirst, let last = touches.indices.last { touches[last].phase = .cancelled }
      let offset = (touches.last?.t ?? 0) + next.pause
      let second = HumanMotion.samples(for: next.plan, device: device, random: &random)
      touches += second.map { sample in
        var shifted = sample
        shifted.t = HumanMotion.rounded(sample.t + offset, HumanMotion.timeResolution)
        return shifted
      }
    }
    return Trace(
      name: name, summary: summary(scene: scene, touches: touches), intent: family.intent, scene: scene, touches: touches)
  }

  // MARK: Families

  mutating func draw() -> (SceneSpec, StrokePlan) {
    switch family {
    case .edgeSlow:
      let scene = self.scene(depth: R.backDepth)
      return (scene, edgeSwipe(inset: R.edgeInset, travel: u(R.edgeSlowTravel) * width, duration: R.edgeSlowDuration, profile: .reach, hold: u(R.edgeSlowHold)))
    case .edgeFast:
      let scene = self.scene(depth: R.backDepth)
      return (scene, edgeSwipe(inset: R.edgeInset, travel: u(R.edgeFastTravel), duration: R.edgeFastDuration, profile: .flick))
    case .edgeShort:
      let scene = self.scene(depth: R.backDepth)
      return (scene, edgeSwipe(inset: R.edgeInset, travel: u(R.edgeShortTravel), duration: R.edgeShortDuration, profile: .flick))
    case .edgeLong:
      let scene = self.scene(depth: R.backDepth)
      return (scene, edgeSwipe(inset: R.edgeInset, travel: u(R.edgeLongTravel) * width, duration: R.edgeLongDuration, profile: release()))
    case .edgeDiagonal:
      let scene = self.scene(depth: R.backDepth)
      let dx = u(R.diagonalTravel) * width
      let dy = random.sign() * u(R.diagonalSlope) * dx
      let lowest = max(R.swipeY.lowerBound, R.endY.lowerBound - min(0, dy))
      let highest = min(R.swipeY.upperBound, R.endY.upperBound - max(0, dy))
      let start = Point(x: backEdgeX(inset: u(R.edgeInset)), y: u(lowest...max(lowest, highest)))
      return (scene, swipe(from: start, dx: dx, dy: dy, duration: u(R.diagonalDuration), profile: release(), hesitates: true))
    case .edgeOffset:
      let scene = self.scene(depth: R.backDepth)
      return (scene, edgeSwipe(inset: R.offsetEdgeInset, travel: u(R.offsetTravel) * width, duration: R.offsetDuration, profile: release()))
    case .midScreenBack:
      let scene = self.scene(depth: R.backDepth)
      let start = Point(x: u(R.midScreenStart) * width, y: u(R.swipeY))
      return (scene, swipe(from: start, dx: u(R.midScreenTravel) * width, dy: drift(), duration: u(R.midScreenDuration), profile: release(), hesitates: true))
    case .rightEdgePull:
      let scene = self.scene(depth: R.backDepth)
      let start = Point(x: width - u(R.rightEdgeInset), y: u(R.swipeY))
      return (scene, swipe(from: start, dx: -u(R.pullTravel), dy: drift(), duration: u(R.pullDuration), profile: .reach, hold: u(R.pullHold)))
    case .dwellToHome:
      let scene = self.scene(depth: R.homeDepth)
      let start = Point(x: width - u(R.rightEdgeInset), y: u(R.swipeY))
      var plan = swipe(from: start, dx: -u(R.dwellPullTravel), dy: drift(), duration: u(R.dwellPullDuration), profile: .reach, hold: u(R.dwellRest))
      plan.restTremor = random.chance(R.stillDwellShare) ? 0 : u(R.dwellTremor)
      return (scene, plan)
    case .pullAndRetreat:
      let scene = self.scene(depth: R.backDepth)
      let start = Point(x: width - u(R.rightEdgeInset), y: u(R.swipeY))
      let out = Point(x: start.x - u(R.pullRetreatOut), y: start.y + drift())
      let back = Point(x: out.x + u(R.pullRetreatBack), y: out.y + drift() * R.returnDriftScale)
      return (scene, plan(from: start, through: [(out, u(R.pullRetreatOutDuration)), (back, u(R.pullRetreatBackDuration))], hold: u(R.pullHold)))
    case .edgeRetreat:
      let scene = self.scene(depth: R.backDepth)
      let startX = backEdgeX(inset: u(R.edgeInset))
      let start = Point(x: startX, y: u(R.swipeY))
      let out = Point(x: backEdgeX(inset: u(R.retreatOut) * width), y: start.y + drift())
      let back = Point(x: backEdgeX(inset: u(R.retreatBackTo)), y: out.y + drift() * R.returnDriftScale)
      return (scene, plan(from: start, through: [(out, u(R.retreatOutDuration)), (back, u(R.retreatBackDuration))], hold: u(R.retreatHold)))
    case .verticalScroll:
      let scene = self.scene(depth: R.anyDepth, list: true)
      let travelRank = random.unit()
      let travel = HumanMotion.rounded(R.scrollTravelCurve.value(at: travelRank), R.drawResolution)
      let upwards = random.chance(R.upwardScrollShare)
      let y = upwards ? u((R.swipeY.lowerBound + travel)...R.swipeY.upperBound) : u(R.swipeY.lowerBound...(R.swipeY.upperBound - travel))
      let start = Point(x: u(R.scrollStartX), y: y)
      let dx = random.sign() * curve(R.scrollDriftCurve) * travel
      let durationRank = random.chance(R.scrollDurationTiedToTravel) ? R.scrollDurationRank(travelRank: travelRank) : random.unit()
      let duration = HumanMotion.rounded(R.scrollDurationCurve.value(at: durationRank), R.drawResolution)
      let movementRank = random.chance(R.scrollMovementFollowsTravel) ? travelRank : random.unit()
      let moving = min(duration, HumanMotion.rounded(R.scrollMovementCurve.value(at: movementRank), R.drawResolution))
      let rest = duration - moving
      let before = HumanMotion.rounded(rest * random.unit(), R.drawResolution)
      var plan = swipe(from: start, dx: dx, dy: upwards ? -travel : travel, duration: moving, profile: .flick, hold: rest - before)
      plan.restAtStart = before
      plan.droppedFrameShare = R.scrollDroppedFrameShare
      return (scene, plan)
    case .carouselRightAtStart, .carouselRightInMiddle, .carouselRightAtEnd, .carouselLeftAtStart,
      .carouselLeftInMiddle, .carouselLeftAtEnd:
      return carouselSwipe()
    case .leftwardSwipe:
      let scene = self.scene(depth: R.anyDepth)
      let start = Point(x: u(R.leftwardStart) * width, y: u(R.swipeY))
      return (scene, swipe(from: start, dx: -u(R.leftwardTravel), dy: drift(), duration: u(R.leftwardDuration), profile: release()))
    case .tap:
      let scene = self.scene(depth: R.anyDepth)
      let start = Point(x: u(R.tapX), y: u(R.tapY))
      let creep = u(R.tapCreep)
      let end = Point(x: start.x + random.sign() * creep * u(0...1), y: start.y + random.sign() * creep * u(0...1))
      return (scene, StrokePlan(start: start, legs: [StrokeLeg(end: end, duration: u(R.tapDuration))], sampleRate: device.refreshRate))
    case .rightToLeftEdgeBack:
      let scene = self.scene(depth: R.backDepth)
      return (scene, edgeSwipe(inset: R.edgeInset, travel: u(R.plainEdgeTravel) * width, duration: R.plainEdgeDuration, profile: release()))
    case .rootEdgeSwipe:
      let scene = self.scene(depth: 1...1)
      return (scene, edgeSwipe(inset: R.edgeInset, travel: u(R.plainEdgeTravel) * width, duration: R.plainEdgeDuration, profile: release()))
    case .cancelledThenSwipe:
      let scene = self.scene(depth: R.backDepth)
      return (scene, edgeSwipe(inset: R.edgeInset, travel: u(R.cancelledTravel), duration: R.cancelledDuration, profile: .reach))
    case .swipeDuringPop:
      let scene = self.scene(depth: R.oneUnderDepth)
      return (scene, edgeSwipe(inset: R.edgeInset, travel: u(R.edgeFastTravel), duration: R.edgeFastDuration, profile: .flick))
    }
  }

  /// The second stroke of a two-stroke family, drawn after the first: whether the first one's
  /// touch is cancelled rather than lifted, the pause before the second touch-down, and its plan.
  mutating func secondStroke() -> (cancelsFirst: Bool, pause: Double, plan: StrokePlan)? {
    switch family {
    case .cancelledThenSwipe:
      let pause = u(R.pauseAfterCancel)
      return (true, pause, edgeSwipe(inset: R.edgeInset, travel: u(R.plainEdgeTravel) * width, duration: R.plainEdgeDuration, profile: release()))
    case .swipeDuringPop:
      let pause = u(R.pauseDuringPop)
      return (false, pause, edgeSwipe(inset: R.edgeInset, travel: u(R.edgeFastTravel), duration: R.edgeFastDuration, profile: .flick))
    default:
      return nil
    }
  }

  /// A carousel swipe: the carousel at its first, a middle or its last page; a rightward swipe
  /// touching down in its left part or a leftward one in its right part.
  mutating func carouselSwipe() -> (SceneSpec, StrokePlan) {
    let top = u(R.carouselTop)
    let height = u(R.carouselHeight)
    let pages = random.integer(R.carouselPages)
    let page: Int
    switch family {
    case .carouselRightAtStart, .carouselLeftAtStart: page = 0
    case .carouselRightAtEnd, .carouselLeftAtEnd: page = pages - 1
    default: page = random.integer(1...(pages - 2))
    }
    let carousel = ScrollViewSpec(
      id: "carousel", frame: Rect(x: 0, y: top, width: width, height: height),
      contentSize: Size(width: width * Double(pages), height: height), contentOffset: Point(x: width * Double(page), y: 0))
    // A rightward swipe at the start means back: the stack must have somewhere to go.
    let depth = family == .carouselRightAtStart ? R.backDepth : R.anyDepth
    let scene = self.scene(depth: depth, carousel: carousel)
    let rightward = [GestureFamily.carouselRightAtStart, .carouselRightInMiddle, .carouselRightAtEnd].contains(family)
    let y = u((top + R.carouselTouchInset)...(top + height - R.carouselTouchInset))
    let start = Point(x: u(rightward ? R.carouselRightwardStartX : R.carouselLeftwardStartX), y: y)
    let travelRank = random.unit()
    let travel = R.carouselTravelCurve.value(at: travelRank)
    let durationRank = random.chance(R.carouselDurationFollowsTravel) ? travelRank : random.unit()
    let duration = HumanMotion.rounded(R.carouselDurationCurve.value(at: durationRank), R.drawResolution)
    let dy = random.sign() * curve(R.carouselDriftCurve) * travel
    return (scene, swipe(from: start, dx: rightward ? HumanMotion.rounded(travel, R.drawResolution) : -HumanMotion.rounded(travel, R.drawResolution), dy: dy, duration: duration, profile: .flick))
  }

  // MARK: Strokes

  /// A back swipe from the back edge (left, or right in right-to-left layouts) going `travel`
  /// points towards the middle.
  mutating func edgeSwipe(
    inset: ClosedRange<Double>, travel: Double, duration: ClosedRange<Double>, profile: MotionProfile, hold: Double = 0
  ) -> StrokePlan {
    let start = Point(x: backEdgeX(inset: u(inset)), y: u(R.swipeY))
    return swipe(
      from: start, dx: device.layoutDirection.backwardSign * travel, dy: drift(), duration: u(duration), profile: profile,
      hold: hold, hesitates: true)
  }

  /// A one-leg swipe, its end kept on the screen, possibly hesitating once on the way.
  mutating func swipe(
    from start: Point, dx: Double, dy: Double, duration: Double, profile: MotionProfile, hold: Double = 0,
    hesitates: Bool = false
  ) -> StrokePlan {
    let end = onScreen(Point(x: start.x + dx, y: start.y + dy))
    var plan = StrokePlan(
      start: start, legs: [StrokeLeg(end: end, duration: duration, profile: profile, bow: bend(), restAfter: hold)],
      sampleRate: device.refreshRate)
    if hesitates && !profile.isFlick && random.chance(R.hesitationShare) {
      plan = plan.hesitating(at: u(R.hesitationAt), for: u(R.hesitationPause))
    }
    return plan
  }

  /// A stroke through several points, each leg a minimum-jerk reach.
  mutating func plan(from start: Point, through stops: [(Point, Double)], hold: Double) -> StrokePlan {
    var legs: [StrokeLeg] = []
    for (index, (point, duration)) in stops.enumerated() {
      legs.append(StrokeLeg(end: onScreen(point), duration: duration, bow: bend(), restAfter: index == stops.count - 1 ? hold : 0))
    }
    return StrokePlan(start: start, legs: legs, sampleRate: device.refreshRate)
  }

  // MARK: Scenes

  /// A stack of a depth drawn from `depth`; the top screen gets a back-button style (when there
  /// is a screen under it), perhaps a hidden bar, and its scroll views.
  mutating func scene(depth: ClosedRange<Int>, list: Bool? = nil, carousel: ScrollViewSpec? = nil) -> SceneSpec {
    let count = random.integer(depth)
    var screens = Self.screenIDs.prefix(count).map { ScreenSpec(id: $0) }
    var top = screens[count - 1]
    if count > 1 { top.backButton = random.pick(weighted: R.backButtonStyles) }
    top.navigationBarHidden = random.chance(R.hiddenBarShare)
    let hasList = list ?? (carousel == nil && random.chance(R.listShare))
    if hasList {
      let contentHeight = u(R.listContentHeight).rounded()
      let offset = u(0...(contentHeight - device.height)).rounded()
      top.scrollViews.append(
        ScrollViewSpec(
          id: "list", frame: device.bounds, contentSize: Size(width: device.width, height: contentHeight),
          contentOffset: Point(x: 0, y: offset)))
    }
    if let carousel { top.scrollViews.append(carousel) }
    screens[count - 1] = top
    return SceneSpec(device: device, stack: screens)
  }

  // MARK: Draws

  /// A uniform draw, rounded to ``CorpusRanges/drawResolution`` so summaries state it exactly.
  mutating func u(_ range: ClosedRange<Double>) -> Double {
    HumanMotion.rounded(random.uniform(range), R.drawResolution)
  }

  /// A draw from a measured distribution, rounded to ``CorpusRanges/drawResolution``.
  mutating func curve(_ curve: QuantileCurve) -> Double {
    HumanMotion.rounded(curve.value(at: random.unit()), R.drawResolution)
  }

  /// Vertical drift of a horizontal swipe, up or down.
  mutating func drift() -> Double { random.sign() * u(R.swipeDrift) }

  /// Sideways bow of a path, either side.
  mutating func bend() -> Double { random.sign() * u(R.bow) }

  /// A reach released on the way, its cut drawn from ``CorpusRanges/releaseCutCurve``: how the
  /// families of brisk swipes end, as real strokes do (docs/corpus.md, "How strokes end").
  mutating func release() -> MotionProfile { .release(cut: curve(R.releaseCutCurve)) }

  /// x of a point `inset` points from the back edge.
  func backEdgeX(inset: Double) -> Double {
    device.layoutDirection == .leftToRight ? inset : width - inset
  }

  /// `point` kept at least ``CorpusRanges/edgeMargin`` from the sides and within ``CorpusRanges/endY``.
  func onScreen(_ point: Point) -> Point {
    Point(x: point.x.clamped(to: R.edgeMargin...(width - R.edgeMargin)), y: point.y.clamped(to: R.endY))
  }

  // MARK: Summary

  /// What was drawn, with its numbers: `edge-slow: touch-down (6.2, 431) → (301.5, 440.2),
  /// 0.84 s, 120 Hz; stack of 3, custom back button, list`.
  func summary(scene: SceneSpec, touches: [TouchSample]) -> String {
    guard let first = touches.first, let last = touches.last else { return family.summary }
    func point(_ p: Point) -> String { "(\(NumberFormatting.short(p.x, 1)), \(NumberFormatting.short(p.y, 1)))" }
    var facts = [
      "\(family.rawValue): touch-down \(point(first.location)) → lift \(point(last.location))",
      "\(NumberFormatting.short(last.t, 3)) s", "\(NumberFormatting.short(device.refreshRate)) Hz",
    ]
    if device.layoutDirection == .rightToLeft { facts.append("right-to-left") }
    let strokes = touches.filter { $0.phase == .began }.count
    if strokes > 1 {
      let cancelled = touches.contains { $0.phase == .cancelled }
      let second = touches.last { $0.phase == .began }.map { " at \(NumberFormatting.short($0.t, 3)) s" } ?? ""
      facts.append("\(strokes) strokes\(cancelled ? ", the first cancelled" : ""), the second touching down\(second)")
    }
    facts.append("stack of \(scene.stack.count)")
    if let top = scene.stack.last {
      if scene.stack.count > 1 && top.backButton != .system { facts.append("\(top.backButton.rawValue) back button") }
      if top.navigationBarHidden { facts.append("bar hidden") }
      for view in top.scrollViews {
        if view.scrollsHorizontally {
          let page = Int((view.contentOffset.x / view.frame.width).rounded()) + 1
          let pages = Int((view.contentSize.width / view.frame.width).rounded())
          facts.append("carousel page \(page) of \(pages)")
        } else {
          facts.append("list")
        }
      }
    }
    return facts.joined(separator: ", ")
  }
}
