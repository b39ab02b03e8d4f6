import BackStrategiesSupport

extension Trace {
  /// How far outside the screen a touch may be reported, as a multiple of the screen's size.
  ///
  /// Real digitisers report touches slightly outside the screen (the edge of the glass); a
  /// touch more than one whole screen away is garbage. Source: robustness rule of this project.
  public static let touchOutsideScreenTolerance = 1.0

  /// Checks every rule of `backstrategies-trace/1` that the type system cannot.
  ///
  /// Rules: positive finite device sizes within ``TraceLimits``; a non-empty stack with
  /// unique, non-empty screen ids; scroll views with finite frames and non-negative sizes
  /// within ``TraceLimits/maximumLength``, unique ids per screen; touch times finite,
  /// non-negative, never going backwards and at most ``TraceLimits/maximumDuration``;
  /// coordinates finite and within one screen size of the screen; strokes well formed
  /// (`began`, then `moved`…, then `ended` or `cancelled`; no second `began` while the
  /// finger is down).
  ///
  /// - Throws: the first ``TraceError`` found, naming its place (`touches[12].t`).
  /// - Complexity: O(*n*) in the number of samples and scroll views.
  public func validate() throws(TraceError) {
    try scene.validate()
    try validatePushTime()
    let device = scene.device
    var fingerDown = false
    var previousTime = -Double.infinity
    let tolerance = Self.touchOutsideScreenTolerance
    let leftmost = -tolerance * device.width
    let rightmost = (1 + tolerance) * device.width
    let topmost = -tolerance * device.height
    let bottommost = (1 + tolerance) * device.height
    // The common case, every sample valid, checked by one lean loop; the loop below, which
    // words the first error, runs only when it finds one.
    if Self.touchesPlainlyValid(touches, x: leftmost...rightmost, y: topmost...bottommost) { return }
    for (index, sample) in touches.enumerated() {
      // The place is only spelled out when something is wrong: validation runs per sample.
      var place: String { "touches[\(index)]" }
      if !sample.t.isFinite || !sample.location.x.isFinite || !sample.location.y.isFinite {
        try Self.requireFinite(sample.t, at: "\(place).t")
        try Self.requireFinite(sample.location.x, at: "\(place).x")
        try Self.requireFinite(sample.location.y, at: "\(place).y")
      }
      if sample.t < 0 {
        throw TraceError(place: "\(place).t", message: "time must not be negative (\(NumberFormatting.fixed(sample.t, 3)))")
      }
      if sample.t < previousTime {
        throw TraceError(
          place: "\(place).t",
          message: "time goes backwards (\(NumberFormatting.fixed(sample.t, 3)) after \(NumberFormatting.fixed(previousTime, 3)))")
      }
      if sample.t > TraceLimits.maximumDuration {
        throw TraceError(
          place: "\(place).t",
          message: "the trace is longer than \(NumberFormatting.short(TraceLimits.maximumDuration / 60)) minutes (t = \(NumberFormatting.fixed(sample.t, 3)) s; the limit is \(NumberFormatting.short(TraceLimits.maximumDuration)) s)")
      }
      previousTime = sample.t
      if sample.location.x < leftmost || sample.location.x > rightmost {
        throw TraceError(
          place: "\(place).x",
          message: "touch is far outside the screen (x = \(NumberFormatting.short(sample.location.x)), screen width \(NumberFormatting.short(device.width)))")
      }
      if sample.location.y < topmost || sample.location.y > bottommost {
        throw TraceError(
          place: "\(place).y",
          message: "touch is far outside the screen (y = \(NumberFormatting.short(sample.location.y)), screen height \(NumberFormatting.short(device.height)))")
      }
      switch sample.phase {
      case .began:
        if fingerDown {
          throw TraceError(place: "\(place).phase", message: "a second 'began' while a finger is down (one finger at a time; end the stroke first)")
        }
        fingerDown = true
      case .moved, .ended, .cancelled:
        if !fingerDown {
          throw TraceError(place: "\(place).phase", message: "'\(sample.phase.rawValue)' before 'began' (a stroke starts with 'began')")
        }
        if sample.phase != .moved { fingerDown = false }
      }
    }
  }

  // Why: docs/performance.md ("Why the code is shaped this way", Trace decoding)
  /// Whether every one of `touches` passes the checks of ``validate()``'s loop over them: times
  /// from 0 up to ``TraceLimits/maximumDuration`` that never go backwards, coordinates within
  /// `x` and `y` (finite bounds, so that a coordinate within them is finite too; a `NaN` fails
  /// every comparison), strokes well formed. It answers only, without saying what is wrong: a
  /// corpus validates every trace, and the loop that words an error costs about twice as much
  /// per sample.
  private static func touchesPlainlyValid(_ touches: [TouchSample], x: ClosedRange<Double>, y: ClosedRange<Double>) -> Bool {
    var previousTime = 0.0
    var fingerDown = false
    for sample in touches {
      let t = sample.t
      guard t >= previousTime, t <= TraceLimits.maximumDuration, sample.location.x >= x.lowerBound,
        sample.location.x <= x.upperBound, sample.location.y >= y.lowerBound, sample.location.y <= y.upperBound
      else { return false }
      previousTime = t
      switch sample.phase {
      case .began:
        if fingerDown { return false }
        fingerDown = true
      case .moved:
        if !fingerDown { return false }
      case .ended, .cancelled:
        if !fingerDown { return false }
        fingerDown = false
      }
    }
    return true
  }

  /// `must be at most 1000 (got 5000)`; for a `signed` quantity (a position, an offset),
  /// `must be between -10000000 and 10000000 (got -1e+20)`.
  static func requireAtMost(_ maximum: Double, _ value: Double, at place: String, signed: Bool = false) throws(TraceError) {
    guard (signed ? abs(value) : value) > maximum else { return }
    let limit = NumberFormatting.short(maximum)
    let range = signed ? "between -\(limit) and \(limit)" : "at most \(limit)"
    throw TraceError(place: place, message: "must be \(range) (got \(NumberFormatting.short(value)))")
  }

  static func requireFinite(_ value: Double, at place: String) throws(TraceError) {
    guard value.isFinite else {
      throw TraceError(place: place, message: "number must be finite (got \(NumberFormatting.fixed(value, 0)))")
    }
  }
}

extension SceneSpec {
  /// Stacks of at most this many screens (and screens of at most this many scroll views)
  /// look for a duplicate id by a linear scan; larger ones use a dictionary. Real stacks hold
  /// a handful.
  static let linearDuplicateSearchLimit = 16

  /// Checks the device and the stack; see ``Trace/validate()``.
  ///
  /// Places are only spelled out for an error.
  public func validate() throws(TraceError) {
    try Self.requireDeviceNumber("width", device.width, maximum: TraceLimits.maximumLength)
    try Self.requireDeviceNumber("height", device.height, maximum: TraceLimits.maximumLength)
    try Self.requireDeviceNumber("scale", device.scale, maximum: TraceLimits.maximumScale)
    try Self.requireDeviceNumber("refreshRate", device.refreshRate, maximum: TraceLimits.refreshRates.upperBound)
    if device.refreshRate < TraceLimits.refreshRates.lowerBound {
      throw TraceError(
        place: "device.refreshRate",
        message: "must be at least \(NumberFormatting.short(TraceLimits.refreshRates.lowerBound)) (got \(NumberFormatting.short(device.refreshRate)))")
    }
    let insets = device.safeArea
    try Self.requireInset("top", insets.top)
    try Self.requireInset("left", insets.left)
    try Self.requireInset("bottom", insets.bottom)
    try Self.requireInset("right", insets.right)
    if stack.isEmpty {
      throw TraceError(place: "stack", message: "at least one screen is required")
    }
    var seenScreens: [String: Int]? = stack.count > Self.linearDuplicateSearchLimit ? [:] : nil
    // Each screen is read in place, by index: a `for … in` copied every screen (its strings
    // and arrays retained and released), about a third of a valid scene's check.
    for index in stack.indices {
      var place: String { "stack[\(index)]" }
      if stack[index].id.isEmpty {
        throw TraceError(place: "\(place).id", message: "must not be empty")
      }
      let first: Int?
      if seenScreens != nil {
        first = seenScreens?[stack[index].id]
        if first == nil { seenScreens?[stack[index].id] = index }
      } else {
        var earlier = 0
        while earlier < index && stack[earlier].id != stack[index].id { earlier += 1 }
        first = earlier < index ? earlier : nil
      }
      if let first {
        throw TraceError(place: "\(place).id", message: "duplicate screen id '\(Excerpt.of(stack[index].id))' (also stack[\(first)])")
      }
      try Self.validate(stack[index].scrollViews, at: index)
      if !stack[index].views.isEmpty { try Self.validate(stack[index].views, at: index, on: device) }
      // Only a screen with a push time has anything to check there.
      if stack[index].pushedAt != nil { try Self.validatePush(stack[index], at: index, stackCount: stack.count) }
    }
  }

  /// A device number: finite, positive, at most `maximum`.
  private static func requireDeviceNumber(_ name: String, _ value: Double, maximum: Double) throws(TraceError) {
    guard !(value.isFinite && value > 0 && value <= maximum) else { return }
    try Trace.requireFinite(value, at: "device.\(name)")
    if value <= 0 {
      throw TraceError(place: "device.\(name)", message: "must be greater than zero (got \(NumberFormatting.short(value)))")
    }
    try Trace.requireAtMost(maximum, value, at: "device.\(name)")
  }

  /// A safe-area inset: finite, not negative, at most ``TraceLimits/maximumLength``.
  private static func requireInset(_ name: String, _ value: Double) throws(TraceError) {
    guard !(value.isFinite && value >= 0 && value <= TraceLimits.maximumLength) else { return }
    try Trace.requireFinite(value, at: "device.safeArea.\(name)")
    if value < 0 {
      throw TraceError(place: "device.safeArea.\(name)", message: "must not be negative (got \(NumberFormatting.short(value)))")
    }
    try Trace.requireAtMost(TraceLimits.maximumLength, value, at: "device.safeArea.\(name)")
  }

  /// The scroll views of screen `screenIndex`: unique non-empty ids, finite numbers within
  /// ``TraceLimits/maximumLength``, sizes not negative, a frame of positive size.
  private static func validate(_ scrollViews: [ScrollViewSpec], at screenIndex: Int) throws(TraceError) {
    var seenScrollViews: [String: Int]? = scrollViews.count > linearDuplicateSearchLimit ? [:] : nil
    for (scrollIndex, scrollView) in scrollViews.enumerated() {
      var scrollPlace: String { "stack[\(screenIndex)].scrollViews[\(scrollIndex)]" }
      if scrollView.id.isEmpty {
        throw TraceError(place: "\(scrollPlace).id", message: "must not be empty")
      }
      let first: Int?
      if seenScrollViews != nil {
        first = seenScrollViews?[scrollView.id]
        if first == nil { seenScrollViews?[scrollView.id] = scrollIndex }
      } else {
        first = scrollViews[..<scrollIndex].firstIndex { $0.id == scrollView.id }
      }
      if let first {
        throw TraceError(place: "\(scrollPlace).id", message: "duplicate scroll view id '\(Excerpt.of(scrollView.id))' (also scrollViews[\(first)])")
      }
      // A scroll view whose numbers are all in range (the usual case) skips the list of them,
      // which allocates.
      if Self.plainlyValid(scrollView) { continue }
      let numbers: [(String, Double)] = [
        ("frame.x", scrollView.frame.x), ("frame.y", scrollView.frame.y),
        ("frame.width", scrollView.frame.width), ("frame.height", scrollView.frame.height),
        ("contentSize.width", scrollView.contentSize.width), ("contentSize.height", scrollView.contentSize.height),
        ("contentOffset.x", scrollView.contentOffset.x), ("contentOffset.y", scrollView.contentOffset.y),
      ]
      for (name, value) in numbers where !(value.isFinite && abs(value) <= TraceLimits.maximumLength) {
        try Trace.requireFinite(value, at: "\(scrollPlace).\(name)")
        try Trace.requireAtMost(TraceLimits.maximumLength, value, at: "\(scrollPlace).\(name)", signed: true)
      }
      for (name, value) in numbers[2...5] where value < 0 {
        throw TraceError(place: "\(scrollPlace).\(name)", message: "must not be negative (got \(NumberFormatting.short(value)))")
      }
      if scrollView.frame.width <= 0 || scrollView.frame.height <= 0 {
        let name = scrollView.frame.width <= 0 ? "frame.width" : "frame.height"
        throw TraceError(place: "\(scrollPlace).\(name)", message: "must be greater than zero")
      }
      if let page = scrollView.pagerPage, page < 0 {
        throw TraceError(place: "\(scrollPlace).pagerPage", message: "must not be negative (got \(page))")
      }
    }
  }

  /// Whether `scrollView` passes every check ``validate(_:at:)`` makes of a scroll view's
  /// numbers: each finite and at most ``TraceLimits/maximumLength`` in size, the frame's and
  /// content's sizes not negative, the frame's greater than zero, and no negative pager page (a `NaN` fails every
  /// comparison).
  private static func plainlyValid(_ scrollView: ScrollViewSpec) -> Bool {
    let limit = TraceLimits.maximumLength
    let frame = scrollView.frame
    let size = scrollView.contentSize
    let offset = scrollView.contentOffset
    return abs(frame.x) <= limit && abs(frame.y) <= limit && frame.width > 0 && frame.width <= limit && frame.height > 0
      && frame.height <= limit && size.width >= 0 && size.width <= limit && size.height >= 0 && size.height <= limit
      && abs(offset.x) <= limit && abs(offset.y) <= limit && (scrollView.pagerPage ?? 0) >= 0
  }

  /// The app views of screen `screenIndex`: unique non-empty ids, finite frames of positive
  /// size that lie on the screen, and each kind's own fields in range (a slider's value in
  /// 0…1, a row with actions on the side it shows open, a web view's history not negative, a
  /// pager with at least one page showing one of them).
  private static func validate(_ views: [AppViewSpec], at screenIndex: Int, on device: Device) throws(TraceError) {
    for (viewIndex, view) in views.enumerated() {
      var place: String { "stack[\(screenIndex)].views[\(viewIndex)]" }
      if view.id.isEmpty {
        throw TraceError(place: "\(place).id", message: "must not be empty")
      }
      if let first = views[..<viewIndex].firstIndex(where: { $0.id == view.id }) {
        throw TraceError(place: "\(place).id", message: "duplicate view id '\(Excerpt.of(view.id))' (also views[\(first)])")
      }
      let frame = view.frame
      let numbers: [(String, Double)] = [("frame.x", frame.x), ("frame.y", frame.y), ("frame.width", frame.width), ("frame.height", frame.height)]
      for (name, value) in numbers where !(value.isFinite && abs(value) <= TraceLimits.maximumLength) {
        try Trace.requireFinite(value, at: "\(place).\(name)")
        try Trace.requireAtMost(TraceLimits.maximumLength, value, at: "\(place).\(name)", signed: true)
      }
      if frame.width <= 0 || frame.height <= 0 {
        throw TraceError(place: "\(place).frame.\(frame.width <= 0 ? "width" : "height")", message: "must be greater than zero")
      }
      if frame.x < 0 || frame.y < 0 || frame.x + frame.width > device.width || frame.y + frame.height > device.height {
        throw TraceError(
          place: "\(place).frame",
          message:
            "the view (x \(NumberFormatting.short(frame.x))–\(NumberFormatting.short(frame.x + frame.width)), y \(NumberFormatting.short(frame.y))–\(NumberFormatting.short(frame.y + frame.height))) lies outside the \(NumberFormatting.short(device.width)) × \(NumberFormatting.short(device.height)) pt screen")
      }
      switch view.kind {
      case .pan, .touches: break
      case .slider(let value):
        if !(value.isFinite && value >= 0 && value <= 1) {
          throw TraceError(place: "\(place).value", message: "must be between 0 and 1 (got \(NumberFormatting.short(value)))")
        }
      case .swipeRow(let row):
        if !row.leadingActions && !row.trailingActions {
          throw TraceError(place: "\(place).trailingActions", message: "a swipe row needs actions on at least one side")
        }
        if let open = row.open, open == .leading ? !row.leadingActions : !row.trailingActions {
          throw TraceError(place: "\(place).open", message: "the row shows its \(open.rawValue) actions open, but it has none on that side")
        }
      case .webView(let backHistory):
        if backHistory < 0 {
          throw TraceError(place: "\(place).backHistory", message: "must not be negative (got \(backHistory))")
        }
      case .pager(let pages, let page):
        if pages < 1 {
          throw TraceError(place: "\(place).pages", message: "a pager needs at least one page (got \(pages))")
        }
        if page < 0 || page >= pages {
          throw TraceError(place: "\(place).page", message: "must be between 0 and \(pages - 1), the pager's last page (got \(page))")
        }
      }
    }
  }
}
