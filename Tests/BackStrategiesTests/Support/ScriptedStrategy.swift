// Shared with the fuzzer (Fuzz/), which compiles this file into the library's own module
// with -D BACKSTRATEGIES_FUZZ; it must not import Testing or Foundation.
#if !BACKSTRATEGIES_FUZZ
  @testable import BackStrategies
  @testable import BackStrategiesSupport
#endif

/// A strategy from outside the catalog whose every choice comes from a byte script: which
/// recognisers it installs, how it answers `shouldBegin`, and which commands it sends on
/// every event, with values that include zero, negative, huge and non-finite numbers.
///
/// The simulator must keep its promises (``RunLaws``) whatever a plugin strategy does; the
/// fuzzer runs this one on every structured trace, reading the script from the input.
struct ScriptedStrategy: BackStrategy {
  struct Configuration: Hashable, Sendable {
    /// The script; read from the front, wrapping around. Empty means "do nothing".
    var script: [UInt8] = []
  }

  static let descriptor = StrategyDescriptor(
    id: "scripted", title: "Scripted", summary: "Commands chosen by a byte script (fuzzing).", origin: "tests",
    rules: [], pitfalls: [], whenToChoose: "never")
  static let presets = [StrategyPreset(name: "default", summary: "an empty script", configuration: Configuration())]

  /// Most commands sent in answer to one event.
  static let commandsPerEvent = 3

  let script: [UInt8]
  var cursor = 0
  var pushed = 0

  init(configuration: Configuration) { script = configuration.script }

  /// The next script byte (0 for an empty script).
  mutating func next() -> UInt8 {
    guard !script.isEmpty else { return 0 }
    defer { cursor = (cursor + 1) % script.count }
    return script[cursor]
  }

  /// One of `choices`, chosen by the next byte.
  mutating func pick<T>(_ choices: [T]) -> T { choices[Int(next()) % choices.count] }

  static let numbers: [Double] = [0, 0.3, 1, 0.999, -0.5, 1.5, 195, 390, -1000, 1e300, -1e300, .nan, .infinity, -.infinity]
  static let durations: [Double] = [0, 0.001, 0.35, 1, 5, -1, 1e-300, 1e300, .nan, .infinity]
  static let curves: [TimingCurve] = [
    .linear, .easeInOut, .easeOut, .criticallyDampedSpring, .cubicBezier(x1: 2, y1: -1, x2: -1, y2: 3),
    .cubicBezier(x1: .nan, y1: 0, x2: 1, y2: 1), .exponentialDecay(steepness: 0), .exponentialDecay(steepness: -5),
    .exponentialDecay(steepness: 50), .exponentialDecay(steepness: .nan),
  ]
  static let recognizerIDs: [RecognizerID] = ["scripted-pan", "scripted-left", "scripted-right", .systemEdgePan, "nonexistent"]

  mutating func install(in scene: SceneSpec, context: inout StrategyContext) -> GestureSetup {
    var setup = GestureSetup(systemBackGesture: pick([.enabled, .enabledWithStrategyDelegate, .disabled]))
    let hystereses: [Double?] = [nil, 0, 5, 40, -1, .nan, 1e300]
    let policies: [ScrollViewPolicy] = [.exclusive, .simultaneous, .simultaneousAtLeadingEdge, .scrollViewsWait]
    let kinds: [(RecognizerID, RecognizerKind, HostView)] = [
      ("scripted-pan", .pan, .topScreen), ("scripted-left", .screenEdge(.left), .navigationView),
      ("scripted-right", .screenEdge(.right), .window),
    ]
    for (id, kind, host) in kinds where next() % 2 == 0 {
      setup.recognizers.append(
        RecognizerSpec(
          id: id, kind: kind, host: host, target: next() % 4 == 0 ? .systemPopHandler : .strategy,
          asksShouldBegin: next() % 2 == 0, scrollViews: pick(policies), hysteresis: pick(hystereses)))
    }
    sendCommands(&context)
    return setup
  }

  func shouldBegin(_ query: BeginQuery, context: StrategyContext) -> BeginDecision {
    guard !script.isEmpty else { return .begin }
    let x = query.translation.x
    let index = x.isFinite ? Int(x.magnitude.truncatingRemainder(dividingBy: Double(script.count))) : 0
    return script[index] % 3 == 0 ? .reject("the script says no") : .begin
  }

  mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
    sendCommands(&context)
  }

  /// Sends up to ``commandsPerEvent`` commands chosen by the script.
  mutating func sendCommands(_ context: inout StrategyContext) {
    for _ in 0..<(Int(next()) % (Self.commandsPerEvent + 1)) { context.send(command()) }
  }

  /// The next command of the script.
  mutating func command() -> StrategyCommand {
    switch next() % 20 {
    case 0:
      let animation: TransitionAnimation = pick([.parallax(curve: pick(Self.curves)), .slide(curve: pick(Self.curves)), .direct])
      return .beginInteractivePop(animation: animation, duration: pick(Self.durations))
    case 1: return .updateInteractivePop(percent: pick(Self.numbers))
    case 2: return .setTransitionViews(topX: pick(Self.numbers), underX: pick(Self.numbers))
    case 3: return .finishInteractivePop(completion())
    case 4: return .cancelInteractivePop(completion())
    case 5: return .pop(animated: next() % 2 == 0)
    case 6: return .popToRoot(animated: next() % 2 == 0)
    case 7:
      pushed += 1
      return .push(ScreenSpec(id: next() % 4 == 0 ? "screen-0" : "pushed-\(pushed)"), animated: next() % 2 == 0)
    case 8: return .moveTopView(x: pick(Self.numbers))
    case 9: return .animateTopView(x: pick(Self.numbers), duration: pick(Self.durations), curve: pick(Self.curves), tag: pick(["a", "b"]))
    case 10: return .captureScreenshot
    case 11: return .releaseScreenshots(count: pick([1, 0, -1, 5, Int.max, Int.min]))
    case 12:
      let point = Point(x: pick(Self.numbers), y: pick(Self.numbers))
      return .showOverlay(
        Overlay(
          path: [.move(to: point), .quadCurve(to: Point(x: 0, y: 1), control: point), .line(to: .zero), .close],
          fill: RGBA(red: pick(Self.numbers), green: 0.5, blue: 1, alpha: pick(Self.numbers)), offsetX: pick(Self.numbers)))
    case 13: return .hideOverlay
    case 14: return .animateOverlay(offsetX: pick(Self.numbers), duration: pick(Self.durations), curve: pick(Self.curves))
    case 15:
      return .setOverlayIcon(
        next() % 2 == 0 ? nil : Overlay.Icon(name: "arrow", frame: Rect(x: pick(Self.numbers), y: 0, width: 10, height: 10)))
    case 16: return .scheduleTimer(pick(["a", "b"]), delay: pick(Self.durations))
    case 17: return .cancelTimer(pick(["a", "b"]))
    case 18: return .resetRecognizer(pick(Self.recognizerIDs))
    default: return .explain("scripted")
    }
  }

  mutating func completion() -> TransitionCompletion {
    next() % 2 == 0
      ? .percentDriven(speed: pick([1, 2, 0, -1, 1e-300, .nan, .infinity] as [Double]), curve: pick(Self.curves))
      : .timed(duration: pick(Self.durations), curve: pick(Self.curves))
  }
}
