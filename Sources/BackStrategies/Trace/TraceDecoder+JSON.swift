import BackStrategiesSupport

/// Maps a parsed JSON document onto ``Trace``, field by field, as `docs/trace-format.md`
/// specifies; collects the paths of fields it does not know.
struct JSONTraceReader {
  /// Unknown fields found so far: where each value starts, and its path. The streaming
  /// reader adds those of the touch samples it decoded itself.
  var unknownMembers: [(position: SourcePosition, path: String)] = []

  /// Paths of unknown fields, in document order.
  var unknownFields: [String] {
    // Most traces have none: no sort, no array built.
    if unknownMembers.isEmpty { return [] }
    return unknownMembers.sorted { $0.position < $1.position }.map(\.path)
  }

  /// Fields of the top-level object.
  static let traceFields = ["format", "name", "summary", "intent", "convention", "device", "stack", "touches"]
  /// Fields of `device`.
  static let deviceFields = ["width", "height", "scale", "refreshRate", "layoutDirection", "safeArea", "ios"]
  /// Fields of `device.safeArea`.
  static let insetFields = ["top", "left", "bottom", "right"]
  /// Fields of a screen in `stack`.
  static let screenFields = [
    "id", "backButton", "backGestureDisabled", "contentSwipeDisabled", "navigationBarHidden", "largeTitle", "scrollViews", "views",
    "pushedAt", "confirmsLeave",
  ]
  /// Fields of a scroll view.
  static let scrollViewFields = ["id", "frame", "contentSize", "contentOffset", "bounces", "pagerPage"]
  /// Fields of an app view, whatever its kind (``AppViewSpec``); ``appViewKindFields`` says
  /// which of the kind-specific ones each kind takes.
  static let appViewFields = ["id", "kind", "frame", "recognizesSimultaneously", "value", "leadingActions", "trailingActions", "open", "backHistory", "pages", "page"]
  /// The fields only some kinds take, with the kinds that take them.
  static let appViewKindFields: [(field: String, kinds: [String])] = [
    ("recognizesSimultaneously", ["pan"]), ("value", ["slider"]), ("leadingActions", ["swipe-row"]), ("trailingActions", ["swipe-row"]), ("open", ["swipe-row"]),
    ("backHistory", ["web-view"]), ("pages", ["pager"]), ("page", ["pager"]),
  ]
  /// Fields of a rectangle (`frame`).
  static let rectFields = ["x", "y", "width", "height"]
  /// Fields of a size (`contentSize`).
  static let sizeFields = ["width", "height"]
  /// Fields of a point (`contentOffset`).
  static let pointFields = ["x", "y"]
  /// Fields of a touch sample.
  static let touchFields = ["t", "x", "y", "phase"]

  /// Decodes the document; does not validate.
  mutating func trace(from root: JSONValue) throws(TraceError) -> Trace {
    let fields = try JSONFields(root, at: .root)
    let format = try fields.requiredString("format")
    guard format == Trace.formatIdentifier else {
      throw TraceError(
        place: "format",
        message: "expected '\(Trace.formatIdentifier)', found '\(ContiguousBytes.excerpt(format))'")
    }
    let name = try fields.string("name", default: TraceDecoder.defaultName)
    let summary = try fields.string("summary", default: "")
    let intent: Intent? = try fields.name("intent", kind: "intent")
    let convention: Convention = try fields.name("convention", kind: "convention") ?? .any
    let device = try fields.object("device").map { (device) throws(TraceError) in try self.device(device) } ?? Device.standard
    let stack = try screens(try fields.array("stack", required: true) ?? [])
    let touches = try samples(try fields.array("touches", required: true) ?? [])
    unknownMembers += fields.unknownMembers(known: Self.traceFields)
    return Trace(
      name: name, summary: summary, intent: intent, convention: convention, scene: SceneSpec(device: device, stack: stack),
      touches: touches)
  }

  /// Decodes `device`, noting its unknown members (the streaming reader calls this too).
  mutating func device(_ fields: JSONFields) throws(TraceError) -> Device {
    unknownMembers += fields.unknownMembers(known: Self.deviceFields)
    let standard = Device.standard
    var insets = standard.safeArea
    if let safeArea = try fields.object("safeArea") {
      unknownMembers += safeArea.unknownMembers(known: Self.insetFields)
      insets = SafeAreaInsets(
        top: try safeArea.number("top", default: insets.top),
        left: try safeArea.number("left", default: insets.left),
        bottom: try safeArea.number("bottom", default: insets.bottom),
        right: try safeArea.number("right", default: insets.right))
    }
    return Device(
      width: try fields.number("width", default: standard.width),
      height: try fields.number("height", default: standard.height),
      scale: try fields.number("scale", default: standard.scale),
      refreshRate: try fields.number("refreshRate", default: standard.refreshRate),
      layoutDirection: try fields.name("layoutDirection", kind: "layout direction") ?? standard.layoutDirection,
      safeArea: insets,
      ios: try iosVersion(fields))
  }

  /// `device.ios`: the number 18 or 26, default 26.
  private func iosVersion(_ fields: JSONFields) throws(TraceError) -> IOSVersion {
    let number = try fields.number("ios", default: Double(IOSVersion.standard.number))
    guard let version = IOSVersion(number: number) else {
      if number.isFinite, number.rounded() == number, abs(number) < Double(Int32.max), let why = IOSVersion.whyNotModelled(Int(number)) {
        throw TraceError(place: fields.path.child("ios"), message: why)
      }
      let expected = IOSVersion.allCases.map { String($0.number) }.joined(separator: " or ")
      throw TraceError(
        place: fields.path.child("ios"), message: "unknown iOS release \(NumberFormatting.short(number)) (expected \(expected))")
    }
    return version
  }

  private mutating func screens(_ elements: [JSONValue]) throws(TraceError) -> [ScreenSpec] {
    var screens: [ScreenSpec] = []
    screens.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      let fields = try JSONFields(element, at: JSONPath(container: "stack", index: index))
      unknownMembers += fields.unknownMembers(known: Self.screenFields)
      let id = try fields.requiredString("id")
      let backButton: BackButtonStyle = try fields.name("backButton", kind: "back button style") ?? .system
      let disabled = try fields.bool("backGestureDisabled", default: false)
      let barHidden = try fields.bool("navigationBarHidden", default: false)
      let contentSwipeDisabled = try fields.bool("contentSwipeDisabled", default: false)
      let largeTitle = try fields.bool("largeTitle", default: false)
      var scrollViews: [ScrollViewSpec] = []
      let scrollElements = try fields.array("scrollViews", required: false) ?? []
      if !scrollElements.isEmpty {
        let scrollPath = fields.path.child("scrollViews")
        for (scrollIndex, scrollElement) in scrollElements.enumerated() {
          scrollViews.append(try scrollView(try JSONFields(scrollElement, at: JSONPath(container: scrollPath, index: scrollIndex))))
        }
      }
      var views: [AppViewSpec] = []
      let viewElements = try fields.array("views", required: false) ?? []
      if !viewElements.isEmpty {
        let viewPath = fields.path.child("views")
        for (viewIndex, viewElement) in viewElements.enumerated() {
          views.append(try appView(try JSONFields(viewElement, at: JSONPath(container: viewPath, index: viewIndex))))
        }
      }
      // `pushedAt`: a number when present (a screen still sliding in at the first touch).
      var pushedAt: Double?
      if fields.value("pushedAt") != nil { pushedAt = try fields.requiredNumber("pushedAt") }
      let confirmsLeave = try fields.bool("confirmsLeave", default: false)
      screens.append(
        ScreenSpec(
          id: id, backButton: backButton, backGestureDisabled: disabled, contentSwipeDisabled: contentSwipeDisabled,
          navigationBarHidden: barHidden, largeTitle: largeTitle, scrollViews: scrollViews, views: views,
          pushedAt: pushedAt, confirmsLeave: confirmsLeave))
    }
    return screens
  }

  /// Decodes an app view: its kind names which optional fields it takes; a field of another
  /// kind is an error naming it, not an unknown field.
  private mutating func appView(_ fields: JSONFields) throws(TraceError) -> AppViewSpec {
    unknownMembers += fields.unknownMembers(known: Self.appViewFields)
    let id = try fields.requiredString("id")
    let kindName = try fields.requiredString("kind")
    guard AppViewKind.names.contains(kindName) else {
      throw TraceError(
        place: fields.path.child("kind"),
        message: "unknown view kind '\(ContiguousBytes.excerpt(kindName))' (expected \(AppViewKind.names.joined(separator: ", ")))")
    }
    for (field, kinds) in Self.appViewKindFields where fields.value(field) != nil && !kinds.contains(kindName) {
      throw TraceError(
        place: fields.path.child(field), message: "applies to a view of kind \(kinds.joined(separator: " or ")), not '\(kindName)'")
    }
    let frame = try rect(try fields.requiredObject("frame"))
    let kind: AppViewKind
    switch kindName {
    case "pan": kind = .pan(recognizesSimultaneously: try fields.bool("recognizesSimultaneously", default: false))
    case "touches": kind = .touches
    case "slider": kind = .slider(value: try fields.number("value", default: AppViewSpec.defaultSliderValue))
    case "swipe-row":
      var open: AppViewKind.SwipeRowSide?
      if fields.value("open") != nil {
        let side = try fields.requiredString("open")
        guard let parsed = AppViewKind.SwipeRowSide(rawValue: side) else {
          throw TraceError(
            place: fields.path.child("open"), message: "unknown side '\(ContiguousBytes.excerpt(side))' (expected leading or trailing)")
        }
        open = parsed
      }
      kind = .swipeRow(
        AppViewKind.SwipeRow(
          leadingActions: try fields.bool("leadingActions", default: false),
          trailingActions: try fields.bool("trailingActions", default: true), open: open))
    case "web-view": kind = .webView(backHistory: try wholeNumber(fields, "backHistory", default: 0))
    default:
      guard fields.value("pages") != nil else {
        throw TraceError(place: fields.path.child("pages"), message: "a pager needs its number of pages (1 or more)")
      }
      kind = .pager(pages: try wholeNumber(fields, "pages", default: 0), page: try wholeNumber(fields, "page", default: 0))
    }
    return AppViewSpec(id: id, frame: frame, kind: kind)
  }

  /// A whole-number field, in range so that the conversion cannot trap; `Trace.validate()`
  /// words the rest (a negative count).
  private func wholeNumber(_ fields: JSONFields, _ name: String, default defaultValue: Int) throws(TraceError) -> Int {
    guard fields.value(name) != nil else { return defaultValue }
    let number = try fields.requiredNumber(name)
    guard number.isFinite, number == number.rounded() else {
      throw TraceError(place: fields.path.child(name), message: "must be a whole number (got \(NumberFormatting.short(number)))")
    }
    try Trace.requireAtMost(TraceLimits.maximumLength, number, at: fields.path.child(name), signed: true)
    return Int(number)
  }

  /// Decodes a `frame`.
  private mutating func rect(_ frameFields: JSONFields) throws(TraceError) -> Rect {
    unknownMembers += frameFields.unknownMembers(known: Self.rectFields)
    return Rect(
      x: try frameFields.requiredNumber("x"), y: try frameFields.requiredNumber("y"),
      width: try frameFields.requiredNumber("width"), height: try frameFields.requiredNumber("height"))
  }

  private mutating func scrollView(_ fields: JSONFields) throws(TraceError) -> ScrollViewSpec {
    unknownMembers += fields.unknownMembers(known: Self.scrollViewFields)
    let id = try fields.requiredString("id")
    let frameFields = try fields.requiredObject("frame")
    unknownMembers += frameFields.unknownMembers(known: Self.rectFields)
    let frame = Rect(
      x: try frameFields.requiredNumber("x"), y: try frameFields.requiredNumber("y"),
      width: try frameFields.requiredNumber("width"), height: try frameFields.requiredNumber("height"))
    let sizeFields = try fields.requiredObject("contentSize")
    unknownMembers += sizeFields.unknownMembers(known: Self.sizeFields)
    let contentSize = Size(width: try sizeFields.requiredNumber("width"), height: try sizeFields.requiredNumber("height"))
    var offset = Point.zero
    if let offsetFields = try fields.object("contentOffset") {
      unknownMembers += offsetFields.unknownMembers(known: Self.pointFields)
      offset = Point(x: try offsetFields.number("x", default: 0), y: try offsetFields.number("y", default: 0))
    }
    let bounces = try fields.bool("bounces", default: true)
    var pagerPage: Int?
    if fields.value("pagerPage") != nil {
      let page = try fields.requiredNumber("pagerPage")
      // A whole number in range, so that the conversion cannot trap; Trace.validate() words
      // the rest (a negative page).
      guard page.isFinite, page == page.rounded(), abs(page) <= TraceLimits.maximumLength, let whole = Int(exactly: page) else {
        throw TraceError(
          place: fields.path.child("pagerPage"),
          message: "must be a whole number of 0 or more (got \(NumberFormatting.short(page)))")
      }
      pagerPage = whole
    }
    return ScrollViewSpec(id: id, frame: frame, contentSize: contentSize, contentOffset: offset, bounces: bounces, pagerPage: pagerPage)
  }

  private mutating func samples(_ elements: [JSONValue]) throws(TraceError) -> [TouchSample] {
    var samples: [TouchSample] = []
    samples.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      let fields = try JSONFields(element, at: JSONPath(container: "touches", index: index))
      let t = try fields.requiredNumber("t")
      let x = try fields.requiredNumber("x")
      let y = try fields.requiredNumber("y")
      let phase: TouchPhase = try fields.requiredName("phase", kind: "phase")
      if fields.members.count > Self.touchFields.count || !fields.members.allSatisfy({ Self.touchFields.contains($0.key) }) {
        unknownMembers += fields.unknownMembers(known: Self.touchFields)
      }
      samples.append(TouchSample(t: t, x: x, y: y, phase: phase))
    }
    return samples
  }
}
