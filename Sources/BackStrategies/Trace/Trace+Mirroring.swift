/// A trace mirrored for the other layout direction: the same gesture as a person reading the
/// other way makes it on the same screen.
///
/// Every x is reflected about the screen's vertical centre line (`x → width − x`): the touches,
/// the frames of views and scroll views. A horizontal scroll view's content offset is reflected
/// within its range (`x → maximumOffset.x − x`), so a carousel at its leading end stays at its
/// leading end (the model reads the leading end of a right-to-left scroll view at its largest
/// offset, `ScrollViewModel.isAtLeadingEnd(for:at:)`). What the model already reads by direction
/// stays as written: a swipe row's leading and trailing actions, a slider's value, a pager's
/// page, a web view's history, the back button's side. The layout direction flips; nothing else
/// of the device changes. Mirroring twice gives the trace back (up to floating-point rounding).
///
///     let rtl = Scenarios.carouselAtStart.mirrored()
///     rtl.scene.device.layoutDirection   // .rightToLeft
extension Trace {
  /// The trace in the other layout direction (see the extension's notes); its name and summary
  /// are kept.
  public func mirrored() -> Trace {
    let width = scene.device.width
    var trace = self
    trace.scene = scene.mirrored()
    trace.touches = touches.map { sample in
      var sample = sample
      sample.location.x = width - sample.location.x
      return sample
    }
    return trace
  }

  /// The trace in `direction`: itself when it is already laid out so, else ``mirrored()``.
  public func laidOut(_ direction: InterfaceLayoutDirection) -> Trace {
    scene.device.layoutDirection == direction ? self : mirrored()
  }
}

extension SceneSpec {
  /// The scene in the other layout direction: every screen's views and scroll views reflected
  /// about the screen's vertical centre line, the device's layout direction flipped.
  public func mirrored() -> SceneSpec {
    var scene = self
    scene.device.layoutDirection = device.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
    scene.stack = stack.map { $0.mirrored(within: device.width) }
    return scene
  }
}

extension ScreenSpec {
  /// The screen with its views and scroll views reflected within a screen `width` wide.
  func mirrored(within width: Double) -> ScreenSpec {
    var screen = self
    screen.views = views.map { view in
      var view = view
      view.frame = view.frame.mirroredHorizontally(within: width)
      return view
    }
    screen.scrollViews = scrollViews.map { $0.mirrored(within: width) }
    return screen
  }
}

extension ScrollViewSpec {
  /// The scroll view reflected within a screen `width` wide: its frame, and its horizontal
  /// content offset within its range, so the end it rested at becomes the other end.
  func mirrored(within width: Double) -> ScrollViewSpec {
    var scrollView = self
    scrollView.frame = frame.mirroredHorizontally(within: width)
    scrollView.contentOffset.x = maximumOffset.x - contentOffset.x
    return scrollView
  }
}
