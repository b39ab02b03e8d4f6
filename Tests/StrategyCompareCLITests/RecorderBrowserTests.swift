import Foundation
import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// The recorder page in a real browser: headless Chromium, driven over the DevTools protocol,
/// receives touches of known positions and times (`Input.dispatchTouchEvent`, the same path
/// as a touchscreen's input) and the page's export must be exactly the expected traces,
/// labels and device, decode with ``TraceDecoder`` and run through `strategy-compare`.
///
/// Skipped when no `chromium` is on `PATH`, so the rest of the suite never depends on a
/// browser; with `CI=true` in the environment it runs anyway and fails, since `.ci/run`
/// installs Chromium. Set `RECORDER_SCREENSHOTS=DIR` to keep the phone-size screenshots it
/// takes (light and dark) in DIR.
@Suite(
  "Recorder page in Chromium", .serialized,
  .enabled(
    if: HeadlessChromium.binary != nil || ProcessInfo.processInfo.environment["CI"] == "true",
    "no 'chromium' on PATH: install it (apt-get install -y chromium) to test the recorder page in a browser"))
struct RecorderBrowserTests {
  /// The phone the page is shown on: an iPhone 12–15 class screen, in CSS pixels = points.
  static let phoneWidth = 390.0
  static let phoneHeight = 844.0
  static let phoneScale = 3.0

  /// How far a recorded time may be from the dispatched one, in seconds. Browsers coarsen
  /// `event.timeStamp` (Chromium to 100 µs, with jitter, outside cross-origin isolation),
  /// and both ends of an interval are coarsened: two steps.
  static let timeTolerance = 0.0002

  /// Decimals the page keeps for positions and sizes (its `POSITION_DECIMALS`).
  static let positionDecimals = 2.0

  /// A browser, or a failure naming why there is none.
  static func browser() throws -> HeadlessChromium {
    guard let binary = HeadlessChromium.binary else {
      throw HeadlessChromium.Failure(description: "CI=true but no 'chromium' on PATH: .ci/run should have installed it")
    }
    return try HeadlessChromium(binary: binary)
  }

  /// Writes the page with the command line, as a user would, and returns its file URL.
  static func writePage(in directory: TemporaryDirectory) throws -> String {
    let path = directory.path + "/recorder.html"
    let output = StrategyCompare.execute(["recorder", "--output", path])
    try #require(output.status == .success, "\(output.standardError)")
    return URL(fileURLWithPath: path).absoluteString
  }

  /// A page showing the recorder at phone size; `touch` turns touch emulation on (touch
  /// events), otherwise the page sees a mouse (pointer events).
  static func openRecorder(_ browser: HeadlessChromium, url: String, touch: Bool, dark: Bool = false) throws -> String {
    let session = try browser.newPage()
    try browser.send(
      "Emulation.setDeviceMetricsOverride",
      ["width": phoneWidth, "height": phoneHeight, "deviceScaleFactor": phoneScale, "mobile": touch], session: session)
    try browser.send("Emulation.setTouchEmulationEnabled", ["enabled": touch, "maxTouchPoints": 5], session: session)
    try browser.send(
      "Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": dark ? "dark" : "light"]]],
      session: session)
    try browser.navigate(session, to: url)
    return session
  }

  /// Sets the scene's controls the way a user would (a change event per control) and closes
  /// the sheet.
  static func chooseScene(_ browser: HeadlessChromium, _ session: String, _ values: [String: String]) throws {
    let assignments = values.sorted { $0.key < $1.key }.map { id, value in
      "set(\(quoted(id)), \(quoted(value)));"
    }.joined()
    _ = try browser.evaluate(
      """
      (() => {
        const set = (id, value) => {
          const element = document.getElementById(id);
          if (element.type === "checkbox") element.checked = value === "true"; else element.value = value;
          element.dispatchEvent(new Event("change"));
        };
        \(assignments)
        document.getElementById("close-sheet").click();
      })()
      """, in: session)
  }

  static func quoted(_ text: String) -> String { "\"\(text)\"" }

  /// Taps the intent chip for the next strokes.
  static func label(_ browser: HeadlessChromium, _ session: String, _ intent: Intent) throws {
    _ = try browser.evaluate("document.querySelector('[data-intent=\"\(intent.rawValue)\"]').click()", in: session)
  }

  /// One finger's stroke as the touchscreen reports it. An `ended` or `cancelled` sample
  /// lifts the finger where the last sample left it (a touch end carries no new position).
  static func dispatchTouches(
    _ browser: HeadlessChromium, _ session: String, _ samples: [TouchSample],
    secondFinger: (t: Double, x: Double, y: Double)? = nil
  ) throws {
    let start = Date().timeIntervalSince1970
    var second: [String: Any]?
    for (index, sample) in samples.enumerated() {
      if let finger = secondFinger, second == nil, finger.t < sample.t, index > 0 {
        let previous = samples[index - 1].location
        second = ["x": finger.x, "y": finger.y, "id": 2]
        try browser.send(
          "Input.dispatchTouchEvent",
          ["type": "touchStart", "touchPoints": [["x": previous.x, "y": previous.y, "id": 1], second!], "timestamp": start + finger.t],
          session: session)
      }
      let point: [String: Any] = ["x": sample.location.x, "y": sample.location.y, "id": 1]
      let type: String
      var points: [[String: Any]] = [point] + (second.map { [$0] } ?? [])
      switch sample.phase {
      case .began: type = "touchStart"
      case .moved: type = "touchMove"
      case .ended, .cancelled:
        type = sample.phase == .ended ? "touchEnd" : "touchCancel"
        points = []
        try #require(index > 0 && samples[index - 1].location == sample.location, "a lift keeps the last position")
      }
      try browser.send(
        "Input.dispatchTouchEvent", ["type": type, "touchPoints": points, "timestamp": start + sample.t], session: session)
      try waitForMainThread(browser, session)
    }
  }

  /// A round trip through the page's main thread after each event, so that on a loaded machine
  /// input events never queue up behind a busy main thread, where Chromium may coalesce them.
  static func waitForMainThread(_ browser: HeadlessChromium, _ session: String) throws {
    _ = try browser.evaluate("new Promise((resolve) => requestAnimationFrame(() => resolve(0)))", in: session)
  }

  /// The same stroke from a mouse (the pointer-event path).
  static func dispatchMouse(_ browser: HeadlessChromium, _ session: String, _ samples: [TouchSample]) throws {
    let start = Date().timeIntervalSince1970
    for sample in samples {
      let type = sample.phase == .began ? "mousePressed" : sample.phase == .moved ? "mouseMoved" : "mouseReleased"
      try browser.send(
        "Input.dispatchMouseEvent",
        [
          "type": type, "x": sample.location.x, "y": sample.location.y, "button": "left",
          "buttons": sample.phase == .ended ? 0 : 1, "clickCount": 1, "timestamp": start + sample.t,
        ], session: session)
    }
  }

  /// The page's export (`window.backStrategiesExport()`), one line per stroke.
  static func export(_ browser: HeadlessChromium, _ session: String) throws -> [String] {
    let text = try #require(try browser.evaluate("window.backStrategiesExport()", in: session) as? String)
    #expect(text.isEmpty || text.hasSuffix("\n"), "JSON Lines end with a newline")
    return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  /// An element's frame and content size as the page measures it, rounded as the page rounds.
  static func measured(_ browser: HeadlessChromium, _ session: String, _ id: String) throws -> (frame: Rect, content: Size) {
    let values = try #require(
      try browser.evaluate(
        """
        (() => { const e = document.getElementById("\(id)"); const r = e.getBoundingClientRect();
          return [r.left, r.top, r.width, r.height, e.scrollWidth, e.scrollHeight]; })()
        """, in: session) as? [Double])
    try #require(values.count == 6)
    let r = { (value: Double) in (value * pow(10, positionDecimals)).rounded() / pow(10, positionDecimals) }
    return (Rect(x: r(values[0]), y: r(values[1]), width: r(values[2]), height: r(values[3])), Size(width: r(values[4]), height: r(values[5])))
  }

  /// Checks recorded samples against dispatched ones: phases and positions exact, times
  /// within the browser's timer coarsening.
  static func expectSamples(_ recorded: [TouchSample], _ expected: [TouchSample], _ comment: Comment) {
    #expect(recorded.map(\.phase) == expected.map(\.phase), comment)
    #expect(recorded.map(\.location) == expected.map(\.location), comment)
    #expect(recorded.first?.t == 0, "times count from the stroke's first touch")
    for (got, want) in zip(recorded, expected) {
      #expect(abs(got.t - want.t) <= timeTolerance, "\(comment): t = \(got.t), dispatched at \(want.t)")
    }
  }

  // An edge swipe back, a scroll in the list with a second finger landing (ignored), and a
  // swipe that starts back and is cancelled by the system.
  static let edgeSwipe: [TouchSample] = [
    .init(t: 0, x: 5, y: 500, phase: .began), .init(t: 0.016, x: 12, y: 501, phase: .moved),
    .init(t: 0.033, x: 30, y: 503, phase: .moved), .init(t: 0.05, x: 62, y: 505, phase: .moved),
    .init(t: 0.083, x: 130, y: 508, phase: .moved), .init(t: 0.116, x: 200, y: 510, phase: .moved),
    .init(t: 0.15, x: 240, y: 511, phase: .moved), .init(t: 0.166, x: 240, y: 511, phase: .ended),
  ]
  static let listScroll: [TouchSample] = [
    .init(t: 0, x: 200, y: 700, phase: .began), .init(t: 0.016, x: 201, y: 680, phase: .moved),
    .init(t: 0.033, x: 202, y: 640, phase: .moved), .init(t: 0.066, x: 203, y: 560, phase: .moved),
    .init(t: 0.1, x: 203, y: 480, phase: .moved), .init(t: 0.116, x: 203, y: 480, phase: .ended),
  ]
  static let cancelledSwipe: [TouchSample] = [
    .init(t: 0, x: 4, y: 400, phase: .began), .init(t: 0.02, x: 30, y: 401, phase: .moved),
    .init(t: 0.05, x: 80, y: 402, phase: .moved), .init(t: 0.08, x: 80, y: 402, phase: .cancelled),
  ]

  @Test("touches of known positions and times become exactly the expected traces, labels and device")
  func touchStrokes() throws {
    let directory = TemporaryDirectory()
    let browser = try Self.browser()
    defer { browser.shutDown() }
    let session = try Self.openRecorder(browser, url: try Self.writePage(in: directory), touch: true)
    #expect(try browser.evaluate("'ontouchstart' in window", in: session) as? Bool == true)
    try Self.chooseScene(browser, session, ["opt-depth": "3", "opt-carousel": "true", "opt-list": "true", "opt-rate": "120"])
    try Self.waitForMainThread(browser, session)
    let list = try Self.measured(browser, session, "list")
    let carousel = try Self.measured(browser, session, "carousel")

    try Self.label(browser, session, .back)
    try Self.dispatchTouches(browser, session, Self.edgeSwipe)
    try Self.label(browser, session, .scroll)
    try Self.dispatchTouches(browser, session, Self.listScroll, secondFinger: (t: 0.02, x: 100, y: 300))
    try Self.label(browser, session, .stay)
    try Self.dispatchTouches(browser, session, Self.cancelledSwipe)

    let lines = try Self.export(browser, session)
    try #require(lines.count == 3, "one trace per stroke: \(lines)")
    let decoded = try lines.map { line throws(TraceError) in try TraceDecoder.decodeJSON(line) }
    #expect(decoded.allSatisfy { $0.unknownFields.isEmpty }, "the page writes only the format's fields")
    let traces = decoded.map(\.trace)
    #expect(traces.map(\.name) == ["recorded-001", "recorded-002", "recorded-003"])
    #expect(traces.map(\.intent) == [.back, .scroll, .stay])
    let expectedDevice = Device(
      width: Self.phoneWidth, height: Self.phoneHeight, scale: Self.phoneScale, refreshRate: 120,
      layoutDirection: .leftToRight, safeArea: SafeAreaInsets())
    let expectedStack = [
      ScreenSpec(id: "home"), ScreenSpec(id: "list"),
      ScreenSpec(
        id: "detail",
        scrollViews: [
          ScrollViewSpec(id: "list", frame: list.frame, contentSize: Size(width: list.frame.width, height: list.content.height)),
          ScrollViewSpec(id: "carousel", frame: carousel.frame, contentSize: Size(width: carousel.content.width, height: carousel.frame.height)),
        ]),
    ]
    for trace in traces {
      #expect(trace.scene.device == expectedDevice)
      #expect(trace.scene.stack == expectedStack)
    }
    #expect(carousel.content.width > carousel.frame.width && list.content.height > list.frame.height, "both scroll")
    Self.expectSamples(traces[0].touches, Self.edgeSwipe, "edge swipe")
    Self.expectSamples(traces[1].touches, Self.listScroll, "list scroll, second finger ignored")
    Self.expectSamples(traces[2].touches, Self.cancelledSwipe, "cancelled swipe")
    #expect(traces[2].summary.contains("cancelled"))

    // It runs: every strategy on each trace, and the file through `corpus` and `run --strict`.
    let selections = StrategyCatalog.builtIn.defaultSelections
    for trace in traces {
      #expect(Comparison(trace: trace, selections: selections).results.count == selections.count)
    }
    directory.write("recording.jsonl", lines.map { $0 + "\n" }.joined())
    let corpus = StrategyCompare.execute(["corpus", directory.path + "/recording.jsonl", "--format", "json"])
    #expect(corpus.status == .success, "\(corpus.standardError)")
    directory.write("recorded-001.json", lines[0])
    let run = StrategyCompare.execute(["run", directory.path + "/recorded-001.json", "--strict"])
    #expect(run.status == .success, "\(run.standardError)")
    #expect(run.standardError.isEmpty, "no notes: no unknown fields")
  }

  @Test("without touch events, a mouse stroke is recorded through pointer events; right-to-left, custom back button")
  func pointerStroke() throws {
    let directory = TemporaryDirectory()
    let browser = try Self.browser()
    defer { browser.shutDown() }
    let session = try Self.openRecorder(browser, url: try Self.writePage(in: directory), touch: false)
    #expect(try browser.evaluate("'ontouchstart' in window", in: session) as? Bool == false)
    try Self.chooseScene(
      browser, session, ["opt-back": "custom", "opt-carousel": "true", "opt-direction": "rightToLeft", "opt-rate": "60"])
    let carousel = try Self.measured(browser, session, "carousel")
    try Self.label(browser, session, .noNavigation)
    let stroke: [TouchSample] = [
      .init(t: 0, x: 385, y: 600, phase: .began), .init(t: 0.02, x: 350, y: 602, phase: .moved),
      .init(t: 0.04, x: 300, y: 604, phase: .moved), .init(t: 0.06, x: 300, y: 604, phase: .ended),
    ]
    try Self.dispatchMouse(browser, session, stroke)
    let lines = try Self.export(browser, session)
    try #require(lines.count == 1, "\(lines)")
    let trace = try TraceDecoder.decodeJSON(lines[0]).trace
    #expect(trace.intent == Intent.noNavigation)
    #expect(trace.summary.contains("pointer events"))
    #expect(trace.scene.device.layoutDirection == .rightToLeft)
    #expect(trace.scene.device.refreshRate == 60)
    #expect(trace.scene.device.scale == Self.phoneScale)
    let expectedCarousel = ScrollViewSpec(
      id: "carousel", frame: carousel.frame, contentSize: Size(width: carousel.content.width, height: carousel.frame.height),
      contentOffset: Point(x: carousel.content.width - carousel.frame.width, y: 0))
    #expect(trace.scene.stack == [ScreenSpec(id: "home"), ScreenSpec(id: "detail", backButton: .custom, scrollViews: [expectedCarousel])])
    Self.expectSamples(trace.touches, stroke, "mouse stroke")
    #expect(Comparison(trace: trace, selections: StrategyCatalog.builtIn.defaultSelections).results.isEmpty == false)
  }

  @Test("the page renders at phone size in light and dark mode", arguments: [false, true])
  func screenshots(dark: Bool) throws {
    let directory = TemporaryDirectory()
    let browser = try Self.browser()
    defer { browser.shutDown() }
    let session = try Self.openRecorder(browser, url: try Self.writePage(in: directory), touch: true, dark: dark)
    let mode = dark ? "dark" : "light"
    var shots: [(String, Data)] = [("sheet-\(mode)", try browser.screenshot(session))]
    try Self.chooseScene(browser, session, ["opt-carousel": "true", "opt-list": "true"])
    try Self.dispatchTouches(browser, session, Self.edgeSwipe)
    shots.append(("recording-\(mode)", try browser.screenshot(session)))
    let background = try browser.evaluate("getComputedStyle(document.body).backgroundColor", in: session) as? String
    #expect(background == (dark ? "rgb(0, 0, 0)" : "rgb(255, 255, 255)"), "the page follows prefers-color-scheme")
    for (name, png) in shots {
      // PNG: the IHDR chunk holds the width and height in device pixels, big-endian.
      let bytes = [UInt8](png)
      try #require(bytes.count > 24)
      let size = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
      #expect(size(16) == Int(Self.phoneWidth * Self.phoneScale) && size(20) == Int(Self.phoneHeight * Self.phoneScale), "\(name)")
      if let keep = ProcessInfo.processInfo.environment["RECORDER_SCREENSHOTS"] {
        try? FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: "\(keep)/\(name).png", contents: png)
      }
    }
  }
}
