import Foundation
import Testing

import BackStrategies

/// `gestureRecognizerShouldBegin:`'s answer (``BeginDecision``): a refusal's reason is an
/// ``Explanation``, worded only when something reads it, and its `Codable` form is the one the
/// `String` reason had.
@Suite("shouldBegin's answer")
struct BeginDecisionTests {
  /// Counts how many times a reason was worded. Compared by identity, so that it can sit in a
  /// strategy's (`Hashable`) configuration.
  final class WordCounter: @unchecked Sendable, Hashable {
    private let lock = NSLock()
    private var worded = 0

    /// How many times ``word(_:)`` ran.
    var count: Int { lock.withLock { worded } }

    /// Counts one wording and returns `text`.
    func word(_ text: String) -> String {
      lock.withLock { worded += 1 }
      return text
    }

    static func == (lhs: WordCounter, rhs: WordCounter) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  /// A left-edge pan whose delegate refuses every touch, counting each time its reason is worded.
  struct RefusingPan: BackStrategy {
    struct Configuration: Hashable, Sendable { var counter = WordCounter() }
    static let descriptor = StrategyDescriptor(id: "refusing-pan")
    static let presets = [StrategyPreset(name: "default", summary: "refuses", configuration: Configuration())]
    let configuration: Configuration
    init(configuration: Configuration) { self.configuration = configuration }

    func install(in scene: SceneSpec, context: inout StrategyContext) -> GestureSetup {
      GestureSetup(
        systemBackGesture: .disabled, contentSwipe: .disabled,
        recognizers: [RecognizerSpec(id: "refusing", kind: .pan, host: .window, asksShouldBegin: true)])
    }

    func shouldBegin(_ query: BeginQuery, context: StrategyContext) -> BeginDecision {
      let counter = configuration.counter
      let x = query.touchDown.x
      return .reject(counter.word("refused at x = \(x)"))
    }

    mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {}
  }

  static let trace = Trace(
    name: "drag", intent: .back, scene: SceneSpec(stack: [ScreenSpec(id: "list"), ScreenSpec(id: "detail")]),
    touches: {
      var touches = StrokeBuilder()
      touches.swipe(from: Point(x: 100, y: 400), to: Point(x: 300, y: 404), duration: 0.4)
      return touches.samples
    }())

  @Test("a refusal is worded only when its reason is read, once a read")
  func refusalWordedWhenRead() {
    let configuration = RefusingPan.Configuration()
    let result = Simulator.run(RefusingPan.self, configuration: configuration, label: "refusing-pan:default", on: Self.trace)
    #expect(result.recognizedAt == nil)
    #expect(configuration.counter.count == 0, "the run worded a refusal nothing read")
    #expect(result.reason.contains("refused at x = "), "\(result.reason)")
    #expect(configuration.counter.count == 1)
  }

  @Test("the event log shows the refusal, as the question's answer and as the failure's reason")
  func eventLogShowsTheRefusal() throws {
    let result = Simulator.run(
      RefusingPan.self, configuration: RefusingPan.Configuration(), label: "refusing-pan:default", on: Self.trace,
      options: RunOptions(recordEvents: true))
    let events = result.events ?? []
    let answers = events.compactMap { event -> Explanation? in
      if case .question(let query, _, .reject(let why)) = event.kind, query.recognizer == "refusing" { return why }
      return nil
    }
    let failures = events.compactMap { event -> String? in
      if case .failed(let recognizer, let reason) = event.kind, recognizer == "refusing" { return reason }
      return nil
    }
    #expect(answers.map(\.description) == ["refused at x = 100.0"])
    #expect(failures == ["shouldBegin said no: refused at x = 100.0"])
  }

  @Test(
    "a refusal encodes as the String reason did and decodes to an equal answer",
    arguments: [
      (BeginDecision.reject("on the root"), #"{"reject":{"_0":"on the root"}}"#),
      (BeginDecision.rejectShowingLeaveDialog("confirms leaving"), #"{"rejectShowingLeaveDialog":{"_0":"confirms leaving"}}"#),
      (BeginDecision.begin, #"{"begin":{}}"#),
    ])
  func codableAsBefore(decision: BeginDecision, json: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let encoded = try encoder.encode(decision)
    #expect(String(decoding: encoded, as: UTF8.self) == json)
    #expect(try JSONDecoder().decode(BeginDecision.self, from: encoded) == decision)
  }

  @Test("answers are equal when their kinds and reasons' texts are")
  func equality() {
    #expect(BeginDecision.reject("a") == .reject(Explanation(text: "a")))
    #expect(BeginDecision.reject("a") == .reject(Explanation { "a" }))
    #expect(BeginDecision.reject("a") != .reject("b"))
    #expect(BeginDecision.reject("a") != .rejectShowingLeaveDialog("a"))
    #expect(BeginDecision.reject("a") != .begin)
  }
}
