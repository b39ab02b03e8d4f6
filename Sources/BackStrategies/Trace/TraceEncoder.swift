import BackStrategiesSupport

/// Writes a ``Trace`` as `backstrategies-trace/1` JSON, the inverse of
/// ``TraceDecoder``.
///
/// Fields equal to their defaults are left out (a standard device, a `system` back button,
/// a zero content offset, an empty summary, no intent, the `any` convention), so written traces stay short.
/// Numbers are written in the shortest form that reads back to the same `Double`, so
/// decoding an encoded trace gives an equal trace.
public enum TraceEncoder {
  /// The trace as a JSON value, fields in the order `docs/trace-format.md` lists them.
  public static func jsonValue(_ trace: Trace) -> JSONOutput {
    var members: [(key: String, value: JSONOutput)] = [
      ("format", .string(Trace.formatIdentifier)),
      ("name", .string(trace.name)),
    ]
    if !trace.summary.isEmpty { members.append(("summary", .string(trace.summary))) }
    if let intent = trace.intent { members.append(("intent", .string(intent.rawValue))) }
    if trace.convention != .any { members.append(("convention", .string(trace.convention.rawValue))) }
    if trace.scene.device != Device.standard { members.append(("device", device(trace.scene.device))) }
    members.append(("stack", .array(trace.scene.stack.map(screen))))
    members.append(("touches", .array(trace.touches.map(sample))))
    return .object(members)
  }

  /// The trace as JSON text (pretty: one touch per line), without a trailing newline.
  public static func encodeJSON(_ trace: Trace, pretty: Bool = true) -> String {
    jsonValue(trace).render(pretty: pretty)
  }

  private static func device(_ device: Device) -> JSONOutput {
    let standard = Device.standard
    var members: [(key: String, value: JSONOutput)] = []
    func add(_ key: String, _ value: Double, _ fallback: Double) {
      if value != fallback { members.append((key, .preciseNumber(value))) }
    }
    add("width", device.width, standard.width)
    add("height", device.height, standard.height)
    add("scale", device.scale, standard.scale)
    add("refreshRate", device.refreshRate, standard.refreshRate)
    if device.layoutDirection != standard.layoutDirection {
      members.append(("layoutDirection", .string(device.layoutDirection.rawValue)))
    }
    if device.safeArea != standard.safeArea {
      let insets = device.safeArea
      members.append(
        ("safeArea", .object([
          ("top", .preciseNumber(insets.top)), ("left", .preciseNumber(insets.left)),
          ("bottom", .preciseNumber(insets.bottom)), ("right", .preciseNumber(insets.right)),
        ])))
    }
    if device.ios != standard.ios { members.append(("ios", .preciseNumber(Double(device.ios.number)))) }
    return .object(members)
  }

  private static func screen(_ screen: ScreenSpec) -> JSONOutput {
    var members: [(key: String, value: JSONOutput)] = [("id", .string(screen.id))]
    if screen.backButton != .system { members.append(("backButton", .string(screen.backButton.rawValue))) }
    if screen.backGestureDisabled { members.append(("backGestureDisabled", .bool(true))) }
    if screen.contentSwipeDisabled { members.append(("contentSwipeDisabled", .bool(true))) }
    if screen.navigationBarHidden { members.append(("navigationBarHidden", .bool(true))) }
    if screen.largeTitle { members.append(("largeTitle", .bool(true))) }
    if !screen.scrollViews.isEmpty { members.append(("scrollViews", .array(screen.scrollViews.map(scrollView)))) }
    if let pushedAt = screen.pushedAt { members.append(("pushedAt", .preciseNumber(pushedAt))) }
    if !screen.views.isEmpty { members.append(("views", .array(screen.views.map(appView)))) }
    if screen.confirmsLeave { members.append(("confirmsLeave", .bool(true))) }
    return .object(members)
  }

  private static func appView(_ view: AppViewSpec) -> JSONOutput {
    let frame = view.frame
    var members: [(key: String, value: JSONOutput)] = [
      ("id", .string(view.id)), ("kind", .string(view.kind.name)),
      ("frame", .object([
        ("x", .preciseNumber(frame.x)), ("y", .preciseNumber(frame.y)),
        ("width", .preciseNumber(frame.width)), ("height", .preciseNumber(frame.height)),
      ])),
    ]
    switch view.kind {
    case .pan(let simultaneous): if simultaneous { members.append(("recognizesSimultaneously", .bool(true))) }
    case .touches: break
    case .slider(let value): members.append(("value", .preciseNumber(value)))
    case .swipeRow(let row):
      if row.leadingActions { members.append(("leadingActions", .bool(true))) }
      if !row.trailingActions { members.append(("trailingActions", .bool(false))) }
      if let open = row.open { members.append(("open", .string(open.rawValue))) }
    case .webView(let backHistory): members.append(("backHistory", .number(Double(backHistory))))
    case .pager(let pages, let page):
      members.append(("pages", .number(Double(pages))))
      members.append(("page", .number(Double(page))))
    }
    return .object(members)
  }

  private static func scrollView(_ scrollView: ScrollViewSpec) -> JSONOutput {
    let frame = scrollView.frame
    var members: [(key: String, value: JSONOutput)] = [
      ("id", .string(scrollView.id)),
      ("frame", .object([
        ("x", .preciseNumber(frame.x)), ("y", .preciseNumber(frame.y)),
        ("width", .preciseNumber(frame.width)), ("height", .preciseNumber(frame.height)),
      ])),
      ("contentSize", .object([
        ("width", .preciseNumber(scrollView.contentSize.width)), ("height", .preciseNumber(scrollView.contentSize.height)),
      ])),
    ]
    if scrollView.contentOffset != .zero {
      members.append(
        ("contentOffset", .object([("x", .preciseNumber(scrollView.contentOffset.x)), ("y", .preciseNumber(scrollView.contentOffset.y))])))
    }
    if !scrollView.bounces { members.append(("bounces", .bool(false))) }
    if let page = scrollView.pagerPage { members.append(("pagerPage", .number(Double(page)))) }
    return .object(members)
  }

  private static func sample(_ sample: TouchSample) -> JSONOutput {
    .object([
      ("t", .preciseNumber(sample.t)), ("x", .preciseNumber(sample.location.x)),
      ("y", .preciseNumber(sample.location.y)), ("phase", .string(sample.phase.rawValue)),
    ])
  }
}
