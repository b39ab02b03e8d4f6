// Shared with the fuzzer (Fuzz/TraceFuzzer.swift), which compiles this file into the
// library's own module with -D BACKSTRATEGIES_FUZZ; it must not import Testing or Foundation.
#if !BACKSTRATEGIES_FUZZ
  @testable import BackStrategies
  @testable import BackStrategiesSupport
#endif

/// What the fuzzer checks on one input, as a function the regression tests call too.
///
/// The bytes go three ways: to the JSON decoder, to the CSV decoder, and through
/// ``structuredTrace(from:)``, which reads them as a scene and touch samples so that nearly
/// every input reaches the simulator. Every trace that comes out is encoded and decoded
/// again (the round trip must give the same trace) and run through built-in presets, with
/// every law of ``RunLaws`` checked; structured traces also run ``ScriptedStrategy`` with the
/// input, reversed, as its script. Every error must be one printable line.
///
/// Which presets: the regression tests run every preset of every strategy on each input
/// (``PresetChoice/all``). The fuzzer runs the presets its input picks (``PresetChoice/picked``:
/// the last byte chooses one preset in ``presetStride``), about ten times fewer runs per
/// execution: every preset is still reached, and since the choice is a byte of the input,
/// coverage feedback steers it like any other field.
enum FuzzChecks {
  /// Every preset of every built-in strategy.
  static let selections = StrategyCatalog.builtIn.allSelections

  /// The fuzzer runs one preset in this many per input (the presets whose index has the
  /// input's last byte's remainder): 4 or 5 of the 34 presets.
  static let presetStride = 8

  /// Which built-in presets an input runs.
  enum PresetChoice {
    /// Every preset of every strategy (the regression tests).
    case all
    /// The presets the input's last byte picks (the fuzzer).
    case picked
  }

  /// The presets `choice` runs for `bytes`.
  static func selections(for bytes: UnsafeBufferPointer<UInt8>, _ choice: PresetChoice) -> ArraySlice<StrategySelection> {
    switch choice {
    case .all: return selections[...]
    case .picked:
      let pick = Int(bytes.last ?? 0) % presetStride
      return selections.indices.filter { $0 % presetStride == pick }.map { selections[$0] }[...]
    }
  }

  /// Runs record their timeline only when it would have at most this many frames, to keep
  /// executions fast (the frame code still runs on short traces).
  static let timelineFrameLimit = 2_000

  /// Everything wrong with how the library handles `bytes`; empty when all is well.
  static func problems(with bytes: UnsafeBufferPointer<UInt8>, presets choice: PresetChoice = .all) -> [String] {
    var problems: [String] = []
    let chosen = selections(for: bytes, choice)
    switch Result(catching: { () throws(TraceError) in try TraceDecoder.decodeJSON(bytes) }) {
    case .success(let decoded): problems += self.problems(with: decoded.trace, from: "JSON", selections: chosen)
    case .failure(let error): problems += self.problems(with: error, from: "JSON")
    }
    switch Result(catching: { () throws(TraceError) in try TraceDecoder.decodeCSV(bytes) }) {
    case .success(let decoded): problems += self.problems(with: decoded.trace, from: "CSV", selections: chosen)
    case .failure(let error): problems += self.problems(with: error, from: "CSV")
    }
    problems += observationProblems(with: bytes, selections: chosen)
    let structured = structuredTrace(from: bytes)
    do throws(TraceError) {
      try structured.validate()
      // Timelines dominate the cost of an execution: structured traces record one only
      // when the input's length is odd.
      let timeline = bytes.count % 2 == 1
      problems += self.problems(with: structured, from: "structured", timeline: timeline, selections: chosen)
      problems += self.problems(scripting: Array(bytes.reversed()), on: structured, timeline: timeline)
    } catch {
      problems.append("structured: the generator made an invalid trace: \(error)")
    }
    return problems
  }

  /// The input as one line of a `backstrategies-observation/1` file: an error must be one
  /// printable line; an observation that reads must replay as a valid trace on every modelled
  /// release, at its own touch rate and at 60 and 120 Hz (resampled), and its replay must keep
  /// every law of ``RunLaws`` through the chosen presets.
  static func observationProblems(with bytes: UnsafeBufferPointer<UInt8>, selections: ArraySlice<StrategySelection>) -> [String] {
    let observation: Observation
    do throws(TraceError) {
      observation = try ObservationDecoder.decode(bytes)
    } catch {
      return problems(with: error, from: "observation")
    }
    var problems: [String] = []
    for rate in [observation.device.touchRateHz, 60, 120] {
      var resampling = observation
      resampling.device.touchRateHz = rate
      let replay = ObservationReplay.trace(for: resampling, on: observation.device.ios.modelled ?? .iOS26)
      do throws(TraceError) {
        try replay.trace.validate()
      } catch {
        problems.append("observation: the replay at \(rate) Hz is not a valid trace: \(error)")
        continue
      }
      guard rate == observation.device.touchRateHz else { continue }
      let options = RunOptions()
      for selection in selections {
        let result = selection.run(on: replay.trace, options: options)
        problems += RunLaws.violations(of: result, trace: replay.trace, options: options).map { "observation: \($0)" }
      }
    }
    if !problems.isEmpty { problems.append("observation's trace:\n\(TraceEncoder.encodeJSON(observation.gesture.trace))") }
    return problems
  }

  /// The same, for bytes in an array (the regression tests: every preset by default).
  static func problems(with bytes: [UInt8], presets choice: PresetChoice = .all) -> [String] {
    bytes.withUnsafeBufferPointer { problems(with: $0, presets: choice) }
  }

  /// An error must be one line of printable text: the command line prints it after `error:`.
  static func problems(with error: TraceError, from source: String) -> [String] {
    let text = error.description
    let printable = text.unicodeScalars.allSatisfy {
      $0.value >= 0x20 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value) && $0 != "\u{2028}" && $0 != "\u{2029}"
    }
    return !text.isEmpty && printable ? [] : ["\(source): error message is not one printable line: \(text.debugDescription)"]
  }

  /// Round trip and laws for a valid trace; the runs record their timeline when asked and
  /// it is short enough (``timelineFrameLimit``).
  static func problems(
    with trace: Trace, from source: String, timeline: Bool = true, selections: ArraySlice<StrategySelection> = selections[...]
  ) -> [String] {
    var problems: [String] = []
    let text = TraceEncoder.encodeJSON(trace)
    switch Result(catching: { () throws(TraceError) in try TraceDecoder.decodeJSON(text) }) {
    case .success(let again):
      if again.trace != trace || !again.unknownFields.isEmpty { problems.append("\(source): the round trip changed the trace") }
    case .failure(let error):
      problems.append("\(source): an encoded valid trace does not decode: \(error)")
    }
    let options = RunOptions(recordTimeline: timeline && trace.timelineFrameBound() <= timelineFrameLimit)
    for selection in selections {
      let result = selection.run(on: trace, options: options)
      problems += RunLaws.violations(of: result, trace: trace, options: options).map { "\(source): \($0)" }
    }
    if !problems.isEmpty { problems.append("trace:\n\(text)") }
    return problems
  }

  /// The laws for ``ScriptedStrategy`` reading `script`: a plugin strategy that sends any
  /// command at any time, with any numbers.
  static func problems(scripting script: [UInt8], on trace: Trace, timeline: Bool) -> [String] {
    let options = RunOptions(recordTimeline: timeline && trace.timelineFrameBound() <= timelineFrameLimit)
    let result = Simulator.run(
      ScriptedStrategy.self, configuration: .init(script: script), label: "scripted:fuzz", on: trace, options: options)
    let broken = RunLaws.violations(of: result, trace: trace, options: options).map { "scripted: \($0)" }
    return broken.isEmpty ? [] : broken + ["trace:\n\(TraceEncoder.encodeJSON(trace))"]
  }

  // MARK: Structured input

  /// Input bytes per touch sample of a structured trace.
  static let sampleBytes = 4

  /// The most samples a structured trace reads (its first 1 KiB), so that an execution stays
  /// short; real back swipes have 20 to 100 samples, and a few strokes fit.
  static let structuredSampleLimit = 256

  /// Reads bytes as a valid trace: the first byte picks the scene, then each group of four
  /// bytes is one sample (time step, x, y, phase), with phases repaired so that strokes
  /// are well formed.
  ///
  /// SceneSpec byte, from the low bit: layout direction (1 bit), stack size − 1 (2), the top
  /// screen's back button (2), navigation bar hidden (1), scroll view: none, a carousel at
  /// its start, one scrolled to its middle, or a vertical list (2). The first sample's phase
  /// byte, which no phase reads (a stroke starts with `began`), picks the iOS release (its
  /// high bit: iOS 18) and the top screen's `contentSwipeDisabled`, `largeTitle` and
  /// `backGestureDisabled` (its three low bits).
  static func structuredTrace(from bytes: UnsafeBufferPointer<UInt8>) -> Trace {
    let sceneByte = bytes.first ?? 0
    let direction: InterfaceLayoutDirection = sceneByte & 1 == 0 ? .leftToRight : .rightToLeft
    let switches = bytes.count > sampleBytes ? bytes[sampleBytes] : 0
    let device = Device(
      refreshRate: sceneByte & 0x80 == 0 ? 60 : 120, layoutDirection: direction, ios: switches & 0x80 == 0 ? .iOS26 : .iOS18)
    let screens = 1 + Int(sceneByte >> 1 & 3)
    let backButton = BackButtonStyle.allCases[Int(sceneByte >> 3 & 3) % BackButtonStyle.allCases.count]
    let barHidden = sceneByte >> 5 & 1 == 1
    var scrollViews: [ScrollViewSpec] = []
    let carousel = Rect(x: 0, y: 300, width: device.width, height: 200)
    switch sceneByte >> 6 & 3 {
    case 1: scrollViews = [ScrollViewSpec(id: "carousel", frame: carousel, contentSize: Size(width: 3 * device.width, height: 200))]
    case 2:
      scrollViews = [
        ScrollViewSpec(
          id: "carousel", frame: carousel, contentSize: Size(width: 3 * device.width, height: 200),
          contentOffset: Point(x: device.width, y: 0))
      ]
    case 3: scrollViews = [ScrollViewSpec(id: "list", frame: device.bounds, contentSize: Size(width: device.width, height: 5 * device.height))]
    default: break
    }
    var stack = (0..<screens).map { ScreenSpec(id: "screen-\($0)") }
    stack[screens - 1].backButton = backButton
    stack[screens - 1].navigationBarHidden = barHidden
    stack[screens - 1].scrollViews = scrollViews
    stack[screens - 1].contentSwipeDisabled = switches & 1 == 1
    stack[screens - 1].largeTitle = switches & 2 == 2
    stack[screens - 1].backGestureDisabled = switches & 4 == 4

    var touches: [TouchSample] = []
    var time = 0.0
    var down = false
    var index = 1
    while index + sampleBytes <= bytes.count && touches.count < structuredSampleLimit {
      // Time steps of 0 to 63 ms in 1 ms steps, or a pause of 0.1 to 1.6 s.
      let step = bytes[index]
      time += step < 0xC0 ? Double(step & 0x3F) / 1000 : Double(step & 0x0F) / 10 + 0.1
      // Positions from 0.2 screen sizes before the screen to 0.2 after it.
      let x = (Double(bytes[index + 1]) / 255 * 1.4 - 0.2) * device.width
      let y = (Double(bytes[index + 2]) / 255 * 1.4 - 0.2) * device.height
      let phase: TouchPhase
      if !down {
        phase = .began
      } else {
        switch bytes[index + 3] % 16 {
        case 14: phase = .ended
        case 15: phase = .cancelled
        default: phase = .moved
        }
      }
      down = phase == .began || phase == .moved
      touches.append(TouchSample(t: min(time, TraceLimits.maximumDuration), x: x, y: y, phase: phase))
      index += sampleBytes
    }
    return Trace(name: "structured", scene: SceneSpec(device: device, stack: stack), touches: touches)
  }
}
