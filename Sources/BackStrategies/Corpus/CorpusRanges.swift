/// The parameter ranges the corpus generator draws from, family by family; `docs/corpus.md`
/// lists the same numbers in a table.
///
/// Every range is drawn uniformly. They are **[estimate]**s of how people swipe, chosen to span
/// the variety the techniques' rules are sensitive to (where the finger lands, how far and how
/// fast it goes, whether it comes back), since no public dataset of recorded back swipes
/// exists (docs/sources.md, "Recorded touch data"). The exceptions are **[fitted]** to the
/// held-out stroke figures (docs/sources.md): the calibrated families' curves, how brisk swipes
/// end (``releaseCutCurve``) and `mid-screen-back`'s duration. Distances are in points on the
/// 390 × 844 pt standard device; "W" is the screen width; durations are in seconds.
package enum CorpusRanges {
  // MARK: Where fingers land

  /// Distance of an edge swipe's touch-down from the edge: inside UIKit's 13 pt edge strip
  /// (``ModelParameters/edgeRegionWidth``), 0–12 pt.
  public static let edgeInset = 0.0...12.0
  /// Distance of an `edge-offset` touch-down from the edge: just outside the strip, 13–40 pt.
  public static let offsetEdgeInset = 13.5...40.0
  /// Distance of a right-edge pull's touch-down from the right edge, 0–10 pt.
  public static let rightEdgeInset = 0.0...10.0
  /// Touch-down height of horizontal swipes: below the navigation bar, above the home indicator.
  public static let swipeY = 150.0...750.0
  /// Where a mid-screen back swipe touches down, as a fraction of W.
  public static let midScreenStart = 0.2...0.55
  /// Vertical drift of a horizontal swipe between touch-down and lift, in points (up or down).
  public static let swipeDrift = 0.0...25.0
  /// Highest and lowest a swipe may end: below the status bar, above the home indicator.
  public static let endY = 120.0...780.0

  // MARK: Edge back swipes (from the back edge towards the middle)

  /// `edge-slow`: travel as a fraction of W, duration, and a rest before the lift.
  public static let edgeSlowTravel = 0.55...0.85
  /// See ``edgeSlowTravel``.
  public static let edgeSlowDuration = 0.6...1.1
  /// See ``edgeSlowTravel``.
  public static let edgeSlowHold = 0.0...0.15
  /// `edge-fast`: travel in points and duration of a flick.
  public static let edgeFastTravel = 110.0...230.0
  /// See ``edgeFastTravel``.
  public static let edgeFastDuration = 0.1...0.2
  /// `edge-short`: travel in points and duration of a short flick.
  public static let edgeShortTravel = 45.0...95.0
  /// See ``edgeShortTravel``.
  public static let edgeShortDuration = 0.09...0.2
  /// `edge-long`: travel as a fraction of W, and duration.
  public static let edgeLongTravel = 0.78...0.95
  /// See ``edgeLongTravel``.
  public static let edgeLongDuration = 0.3...0.55
  /// `edge-diagonal`: horizontal travel as a fraction of W; vertical travel per point of
  /// horizontal travel (0.58–1.6, about 30°–58° from horizontal), up or down; duration.
  public static let diagonalTravel = 0.4...0.7
  /// See ``diagonalTravel``.
  public static let diagonalSlope = 0.58...1.6
  /// See ``diagonalTravel``.
  public static let diagonalDuration = 0.35...0.7
  /// `edge-offset`: travel as a fraction of W, and duration.
  public static let offsetTravel = 0.5...0.8
  /// See ``offsetTravel``.
  public static let offsetDuration = 0.35...0.8
  /// `mid-screen-back`: travel as a fraction of W, and duration.
  public static let midScreenTravel = 0.3...0.42
  /// `mid-screen-back`'s duration, in seconds: **[fitted]** so that, released on the way
  /// (``releaseCutCurve``), its median speed at the lift lies inside the real p10–p90 band of
  /// issue 51's held-out strokes (409–2,604 pt/s). The estimate it replaces, 0.25–0.55 s, put that
  /// median at 386–445 pt/s over seeds 1–3, on the band's lower edge; 0.2–0.45 s puts it at
  /// about 500.
  public static let midScreenDuration = 0.2...0.45
  /// `rtl-edge-back` and `root-edge-swipe`: travel as a fraction of W, and duration.
  public static let plainEdgeTravel = 0.5...0.85
  /// See ``plainEdgeTravel``.
  public static let plainEdgeDuration = 0.3...0.9
  /// `edge-retreat`: out to this fraction of W, then back to this distance from the edge.
  public static let retreatOut = 0.3...0.6
  /// See ``retreatOut``.
  public static let retreatBackTo = 10.0...45.0
  /// Durations of the way out and the way back of a retreat, and the rest before the lift.
  public static let retreatOutDuration = 0.35...0.6
  /// See ``retreatOutDuration``.
  public static let retreatBackDuration = 0.3...0.55
  /// See ``retreatOutDuration``.
  public static let retreatHold = 0.05...0.2

  // MARK: Right-edge pulls (seed 000's gestures)

  /// `right-edge-pull`: leftward travel in points, duration, rest before the lift.
  public static let pullTravel = 60.0...130.0
  /// See ``pullTravel``.
  public static let pullDuration = 0.25...0.5
  /// See ``pullTravel``.
  public static let pullHold = 0.0...0.1
  /// `dwell-to-home`: a quicker, shorter pull, then a rest longer than seed 000's 1.0 s timer.
  public static let dwellPullTravel = 50.0...90.0
  /// See ``dwellPullTravel``.
  public static let dwellPullDuration = 0.15...0.3
  /// See ``dwellPullTravel``.
  public static let dwellRest = 1.2...2.0
  /// Tremor of the dwelling finger, in points: a quarter of the dwells are perfectly still (the
  /// digitiser reports no move at all), the rest tremble by up to 2 pt.
  public static let dwellTremor = 0.2...2.0
  /// See ``dwellTremor``.
  public static let stillDwellShare = 0.25
  /// `pull-and-retreat`: out in points and its duration, back in points and its duration.
  public static let pullRetreatOut = 60.0...120.0
  /// See ``pullRetreatOut``.
  public static let pullRetreatOutDuration = 0.3...0.45
  /// See ``pullRetreatOut``.
  public static let pullRetreatBack = 25.0...50.0
  /// See ``pullRetreatOut``.
  public static let pullRetreatBackDuration = 0.2...0.35

  // MARK: Scrolls, carousels, taps

  /// `vertical-scroll`: touch-down x (anywhere across the list, edges included), vertical
  /// travel, sideways drift (either way), duration.
  public static let scrollStartX = 4.0...386.0
  /// See ``scrollStartX``.
  public static let scrollTravel = 150.0...400.0
  /// See ``scrollStartX``.
  public static let scrollDrift = 0.0...20.0
  /// See ``scrollStartX``.
  public static let scrollDuration = 0.15...0.45
  /// Carousel swipes: rightward ones touch down in the left part, leftward ones in the right
  /// part of the carousel; travel and duration.
  public static let carouselRightwardStartX = 2.0...180.0
  /// See ``carouselRightwardStartX``.
  public static let carouselLeftwardStartX = 210.0...388.0
  /// See ``carouselRightwardStartX``.
  public static let carouselTravel = 100.0...200.0
  /// See ``carouselRightwardStartX``.
  public static let carouselDuration = 0.15...0.4
  /// `leftward-swipe`: touch-down as a fraction of W, leftward travel, duration.
  public static let leftwardStart = 0.55...0.95
  /// See ``leftwardStart``.
  public static let leftwardTravel = 120.0...250.0
  /// See ``leftwardStart``.
  public static let leftwardDuration = 0.15...0.4
  /// `tap`: contact time and how far the finger creeps, anywhere on the screen.
  public static let tapDuration = 0.05...0.14
  /// See ``tapDuration``.
  public static let tapCreep = 0.0...3.0
  /// See ``tapDuration``.
  public static let tapX = 2.0...388.0
  /// See ``tapDuration``.
  public static let tapY = 120.0...780.0

  // MARK: Calibrated families (vertical scroll, carousel flicks)

  /// Families whose motion is fitted to measured real strokes (issue 13's table: 59 people, a
  /// phone sampled at about 66 Hz, coordinates in points): `vertical-scroll` and the six
  /// carousel families. Their knots at p10, p50 and p90 are the measured percentiles; the
  /// knots at 0 and 1 are **[estimate]**s bounding the tails, and the vertical scroll's knots at
  /// p30 and p70 are the geometric means of their neighbours (a log-linear fill-in between
  /// the measured percentiles of these skewed distributions).
  public static func isCalibrated(_ family: GestureFamily) -> Bool {
    family == .verticalScroll || family.rawValue.hasPrefix("carousel-")
  }

  /// Sampling rate of the calibrated families, in hertz: the measured sample intervals
  /// (p50 15–16 ms) are a 60 Hz grid's, not a 120 Hz one's.
  public static let calibratedSampleRate = 60.0

  /// Vertical scroll: duration from touch-down to lift, in seconds (measured 0.072 / 0.209 / 0.952).
  public static let scrollDurationCurve = QuantileCurve([(0, 0.06), (0.1, 0.072), (0.3, 0.123), (0.5, 0.209), (0.7, 0.446), (0.9, 0.952), (1, 1.4)])
  /// Vertical scroll: travel along y, in points (measured 42 / 95 / 156).
  public static let scrollTravelCurve = QuantileCurve([(0, 25), (0.1, 42), (0.3, 63), (0.5, 95), (0.7, 122), (0.9, 156), (1, 230)])
  /// Vertical scroll: sideways drift divided by the travel (measured 0.04 / 0.23 / 0.54).
  public static let scrollDriftCurve = QuantileCurve([(0, 0), (0.1, 0.04), (0.5, 0.23), (0.9, 0.54), (1, 0.8)])
  /// Vertical scroll: how long the finger actually moves, in seconds (at most the duration;
  /// the rest of the contact it rests, before or after moving): **[estimate]** fitted so that
  /// the peak sample speed matches the measured 566 / 1130 / 2109 pt/s.
  public static let scrollMovementCurve = QuantileCurve([(0, 0.08), (0.1, 0.11), (0.5, 0.15), (0.9, 0.2), (1, 0.26)])
  /// Vertical scroll: share of frames without a sample (the measured p90 interval, 32 ms, is
  /// two frames): **[estimate]** fitted to that percentile.
  public static let scrollDroppedFrameShare = 0.15

  /// Carousel flick: duration, in seconds (measured 0.044 / 0.075 / 0.150).
  public static let carouselDurationCurve = QuantileCurve([(0, 0.035), (0.1, 0.044), (0.5, 0.075), (0.9, 0.15), (1, 0.22)])
  /// Carousel flick: travel along x, in points (measured 61 / 117 / 224).
  public static let carouselTravelCurve = QuantileCurve([(0, 40), (0.1, 61), (0.5, 117), (0.9, 224), (1, 280)])
  /// Carousel flick: vertical drift divided by the travel (measured 0.03 / 0.16 / 0.41).
  public static let carouselDriftCurve = QuantileCurve([(0, 0), (0.1, 0.03), (0.5, 0.16), (0.9, 0.41), (1, 0.6)])
  /// Carousel flick: share of flicks whose duration rank follows their travel rank (longer
  /// flicks take longer; the rest are drawn independently), which keeps marginals exact while
  /// narrowing the mean speed to the measured 842 / 1597 / 2734 pt/s: **[estimate]**, fitted.
  public static let carouselDurationFollowsTravel = 0.55
  /// Vertical scroll: share of scrolls whose duration is tied to their travel by
  /// ``scrollDurationRank(travelRank:)`` (the rest draw their duration independently).
  /// **[estimate]**, fitted with ``scrollSlowShortShare`` to the measured mean speed
  /// (71 / 471 / 1363 pt/s) and peak sample speed (566 / 1130 / 2109 pt/s): drawn
  /// independently, the slowest scrolls are not slow enough (mean speed p10 about 97 pt/s);
  /// tied the plain opposite way (shortest travel, longest duration, and so longest travel,
  /// shortest duration) the fastest become too fast (peak p90 above 2 800 pt/s).
  public static let scrollDurationTiedToTravel = 0.4
  /// Vertical scroll: the share of shortest travels that take the longest durations when a
  /// duration is tied to travel: slow short scrolls (a finger nudging a list, resting, lifting).
  /// **[estimate]**, fitted with ``scrollDurationTiedToTravel``.
  public static let scrollSlowShortShare = 0.3
  /// Vertical scroll: share of scrolls whose movement time has the rank of their travel (a
  /// longer scroll takes longer to make, as Fitts' law has it for reaches; the rest are drawn
  /// independently), which keeps the long scrolls from being the fastest: **[estimate]**,
  /// fitted to the measured peak sample speed (566 / 1130 / 2109 pt/s).
  public static let scrollMovementFollowsTravel = 0.7

  /// The duration rank (0…1, a probability of ``scrollDurationCurve``) tied to a scroll's travel
  /// rank: the shortest ``scrollSlowShortShare`` of travels take the longest durations, the
  /// shortest travel the longest; every other travel takes the remaining durations in order
  /// (longer travel, longer duration). The map keeps a uniform rank uniform, so the duration's
  /// percentiles stay the measured ones.
  public static func scrollDurationRank(travelRank: Double) -> Double {
    travelRank < scrollSlowShortShare ? 1 - travelRank : travelRank - scrollSlowShortShare
  }

  // MARK: Shape of every stroke

  /// Sideways bow of a path, as a fraction of its length (either side): thumbs draw arcs.
  public static let bow = 0.0...0.08
  /// Where a brisk swipe's reach is cut off (``MotionProfile/release(cut:)``), as a fraction of
  /// its time, for `edge-long`, `edge-diagonal`, `edge-offset`, `mid-screen-back`,
  /// `leftward-swipe`, `rtl-edge-back`, `root-edge-swipe` and `cancelled-then-swipe`'s second
  /// swipe. **[fitted]** to issue 51's held-out figures of how real strokes end (about 3,100
  /// rightward horizontal strokes, 59 people, a phone at about 66 Hz): the speed at the lift over
  /// the stroke's peak, p10 / p50 / p90 = 0.24 / 0.69 / 1.0. A reach cut at `c` past half its
  /// time lifts at 16·c²·(1 − c)² of its peak, so the knots at p10, p50 and p90 are the cuts
  /// giving 1.0, 0.69 and 0.24 (0.5, 0.705, 0.855); below p10 the finger lifts before its peak
  /// (0.4 at p0, still speeding up); the knot at p100, 0.97 (0.014 of the peak), is an
  /// **[estimate]** bounding the tail so that about 2 % of strokes lift under 50 pt/s, the
  /// held-out share at rest. The same figures put the speed at the lift at 409 / 1,302 /
  /// 2,604 pt/s and the slowing over the last 50 ms at −12,100 / +3,500 / +22,600 pt/s²; those
  /// follow from each family's travel and duration, which are kept (docs/corpus.md, "How strokes
  /// end", compares them).
  public static let releaseCutCurve = QuantileCurve([(0, 0.4), (0.1, 0.5), (0.5, 0.705), (0.9, 0.855), (1, 0.97)])
  /// Share of back swipes that hesitate once on the way (every profile but a flick), where, and
  /// for how long.
  public static let hesitationShare = 0.15
  /// See ``hesitationShare``.
  public static let hesitationAt = 0.3...0.6
  /// See ``hesitationShare``.
  public static let hesitationPause = 0.08...0.25
  /// Nearest a swipe's end may come to a screen edge, in points.
  public static let edgeMargin = 4.0
  /// The way back of a retreat drifts vertically this fraction of a swipe's drift.
  public static let returnDriftScale = 0.5
  /// A carousel swipe drifts vertically this fraction of a swipe's drift, so the finger stays
  /// over the carousel.
  public static let carouselDriftScale = 0.5
  /// Share of vertical scrolls that go up (content moving up), the rest go down.
  public static let upwardScrollShare = 0.5
  /// Resolution of every drawn number (lengths in points, times in seconds): 0.001, so that
  /// summaries state the drawn values exactly.
  public static let drawResolution = 0.001

  // MARK: Two strokes

  /// `cancelled-then-swipe`: how far the cancelled first stroke goes right (pt) and how long it
  /// takes (s), before the system cancels the touch (an estimate: a swipe well under way).
  public static let cancelledTravel = 60.0...160.0
  /// See ``cancelledTravel``.
  public static let cancelledDuration = 0.2...0.4
  /// `cancelled-then-swipe`: the pause between the cancellation and the second touch-down, in
  /// seconds: longer than any cancelling animation (UIKit's and seed 001's springs settle in
  /// under 0.5 s), as a person takes a moment before trying again.
  public static let pauseAfterCancel = 0.8...2.0
  /// `swipe-during-pop`: the pause between the first swipe's lift and the second touch-down, in
  /// seconds: inside UIKit's finishing animation (about 0.35–0.5 s), as in a double swipe.
  public static let pauseDuringPop = 0.05...0.25

  // MARK: Scenes

  /// Stack depth of back gestures (2–4), of `dwell-to-home` (3–4, so that home differs from
  /// back), and of the other families (1–4).
  public static let backDepth = 2...4
  /// See ``backDepth``.
  public static let homeDepth = 3...4
  /// See ``backDepth``.
  public static let anyDepth = 1...4
  /// Stack depth of `swipe-during-pop`: one screen under the top, so that one pop is right
  /// whatever the second swipe does.
  public static let oneUnderDepth = 2...2
  /// How often the top screen's back button has each style.
  public static let backButtonStyles: [(BackButtonStyle, Double)] = [
    (.system, 0.6), (.custom, 0.2), (.customSupplementing, 0.1), (.hidden, 0.1),
  ]
  /// Share of top screens that hide the navigation bar.
  public static let hiddenBarShare = 0.1
  /// Share of top screens (outside the scroll and carousel families) with a full-screen list.
  public static let listShare = 0.3
  /// Content height of a list, in points.
  public static let listContentHeight = 1500.0...6000.0
  /// Carousel: top of its frame, its height, and its number of pages (each one screen wide).
  public static let carouselTop = 180.0...420.0
  /// See ``carouselTop``.
  public static let carouselHeight = 180.0...240.0
  /// See ``carouselTop``.
  public static let carouselPages = 3...5
  /// How far inside the carousel's frame a swipe touches down, from its top and bottom.
  public static let carouselTouchInset = 20.0
}
