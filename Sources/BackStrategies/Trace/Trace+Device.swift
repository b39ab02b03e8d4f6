/// A trace moved onto another device: the same gesture on a screen of another width, in another
/// layout direction, on another iOS release (`recommend --screen FILE` judges a kind's
/// scenarios on the file's device).
///
/// **Width.** An x within ``edgeBand`` of either edge keeps its distance from that edge (an edge
/// swipe stays in the edge strip, a touch near the trailing edge stays near it); an x between
/// the bands is stretched linearly between them, so the middle of the screen stays the middle
/// (a swipe past half the width is past half on the new screen). Frames of views and scroll
/// views move their two edges the same way, so a full-width view stays full width; a scroll
/// view's content width and horizontal offset grow with its frame, so it rests at the same
/// share of its range. Heights, times and every other field are kept.
///
/// **Direction.** A trace in the other direction is ``Trace/mirrored()`` first.
///
///     let rtl = Scenarios.pagerFirstPageSwipe.placed(on: Device(width: 402, layoutDirection: .rightToLeft))
extension Trace {
  /// How far from either edge an x keeps its distance when the width changes: 50 pt. Source:
  /// [estimate] wider than every edge strip the model reads (UIKit's 33 pt, or the `edge-strip`
  /// open choice's share of the width, 35.1 pt on 390 pt and under 40 pt on a 440 pt phone) and
  /// than the 44 pt of a back button's touch area, so what starts at an edge stays at it.
  public static let edgeBand = 50.0

  /// The trace on `device`'s width, layout direction and iOS release (see the extension's
  /// notes); its name, summary, intent and touches' times are kept.
  public func placed(on device: Device) -> Trace {
    var trace = laidOut(device.layoutDirection).placed(onWidth: device.width)
    trace.scene.device.ios = device.ios
    return trace
  }

  /// The trace on a screen `width` wide, in its own direction and release.
  public func placed(onWidth width: Double) -> Trace {
    let old = scene.device.width
    guard width != old else { return self }
    func move(_ x: Double) -> Double { Self.position(x, onWidth: old, movedTo: width) }
    var trace = self
    trace.scene.device.width = width
    trace.scene.stack = scene.stack.map { screen in
      var screen = screen
      screen.views = screen.views.map { view in
        var view = view
        view.frame = Self.frame(view.frame, move)
        return view
      }
      screen.scrollViews = screen.scrollViews.map { scrollView in
        var scrollView = scrollView
        let before = scrollView.frame
        scrollView.frame = Self.frame(before, move)
        if before.width > 0 {
          let stretch = scrollView.frame.width / before.width
          scrollView.contentSize.width *= stretch
          scrollView.contentOffset.x *= stretch
        }
        return scrollView
      }
      return screen
    }
    trace.touches = touches.map { sample in
      var sample = sample
      sample.location.x = move(sample.location.x)
      return sample
    }
    return trace
  }

  /// Where `x` on a screen `old` wide lands on one `new` wide: within ``edgeBand`` of an edge,
  /// at the same distance from it; between the bands, stretched linearly. When either screen is
  /// no wider than the two bands, every x is scaled by `new / old`.
  public static func position(_ x: Double, onWidth old: Double, movedTo new: Double) -> Double {
    let band = edgeBand
    guard old > 2 * band, new > 2 * band else { return old > 0 ? x * new / old : x }
    if x <= band { return x }
    if x >= old - band { return new - (old - x) }
    return band + (x - band) * (new - 2 * band) / (old - 2 * band)
  }

  /// `frame` with both its vertical edges moved by `move`.
  static func frame(_ frame: Rect, _ move: (Double) -> Double) -> Rect {
    let minX = move(frame.x)
    return Rect(x: minX, y: frame.y, width: move(frame.maxX) - minX, height: frame.height)
  }
}
