import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

/// Vetoing a pop on a screen that confirms leaving (`confirmsLeave`): the field, the presets
/// that veto, the two hazards and the two scenarios (docs/model.md, "Vetoing a pop").
@Suite("Veto")
struct VetoTests {
  // MARK: The field

  @Test("confirmsLeave decodes from JSON (default false), encodes only when true, and reads back")
  func fieldRoundTrip() throws {
    let text = #"{"format": "backstrategies-trace/1", "stack": [{"id": "a"}, {"id": "b", "confirmsLeave": true}], "touches": []}"#
    let trace = try TraceDecoder.decodeJSON(text).trace
    #expect(trace.scene.stack[0].confirmsLeave == false)
    #expect(trace.scene.stack[1].confirmsLeave == true)
    let encoded = TraceEncoder.encodeJSON(trace, pretty: false)
    #expect(encoded.contains(#""confirmsLeave":true"#))
    #expect(encoded.components(separatedBy: "confirmsLeave").count == 2, "written for the screen that sets it only")
    #expect(try TraceDecoder.decodeJSON(encoded).trace.scene.stack == trace.scene.stack)
  }

  @Test(
    "confirmsLeave of the wrong type is one line naming the field",
    arguments: [
      (#""yes""#, "stack[1].confirmsLeave: expected true or false, found a string"),
      ("1", "stack[1].confirmsLeave: expected true or false, found a number"),
      ("null", "stack[1].confirmsLeave: expected true or false, found null (omit the field to use its default)"),
    ])
  func wrongType(value: String, message: String) {
    let text = #"{"format": "backstrategies-trace/1", "stack": [{"id": "a"}, {"id": "b", "confirmsLeave": "# + value + "}], \"touches\": []}"
    do {
      _ = try TraceDecoder.decodeJSON(text)
      Issue.record("decoded a confirmsLeave of \(value)")
    } catch {
      #expect(error.description == message)
      #expect(!error.description.contains("\n"))
    }
  }

  @Test("ScreenSpec's Codable form reads a screen stored before confirmsLeave as false")
  func codableDefault() throws {
    let screen = ScreenSpec(id: "editor", confirmsLeave: true)
    #expect(screen.confirmsLeave)
    #expect(ScreenSpec(id: "editor").confirmsLeave == false)
  }

  // MARK: system-edge

  static func run(_ preset: String, _ trace: Trace, _ ios: IOSVersion) throws -> RunResult {
    try #require(Simulator.run(SystemEdgeStrategy.self, preset: preset, on: trace, options: RunOptions(recordEvents: true, ios: ios)))
  }

  /// Whether the app's dialog showed: a delegate answer that presents it, or the command.
  static func dialogShown(_ result: RunResult) -> Bool {
    result.events?.contains { event in
      switch event.kind {
      case .question(_, _, .rejectShowingLeaveDialog): return true
      case .command(.showLeaveDialog, _): return true
      default: return false
      }
    } ?? false
  }

  @Test(
    "system-edge:confirm-before-leave keeps the editor on both swipes, on iOS 18 and 26, with its dialog and no hazard",
    arguments: [Scenarios.unsavedChangesSwipe, Scenarios.unsavedChangesMidScreenSwipe], [IOSVersion.iOS18, .iOS26])
  func confirmKeepsTheScreen(trace: Trace, ios: IOSVersion) throws {
    let result = try Self.run("confirm-before-leave", trace, ios)
    #expect(result.stackAfter == ["list", "editor"])
    #expect(result.outcome == .unchanged)
    #expect(result.hazards.isEmpty)
    #expect(result.verdict == .right)
    // iOS 18's mid-screen swipe reaches no recogniser at all: nothing to veto, no dialog.
    let vetoed = !(ios == .iOS18 && trace.name == Scenarios.unsavedChangesMidScreenSwipe.name)
    #expect(Self.dialogShown(result) == vetoed)
  }

  @Test("without confirmsLeave the preset pops like guarded: the veto reads the screen's field")
  func noFieldNoVeto() throws {
    for trace in [Scenarios.edgeSwipePastHalf, Scenarios.shortFastMidSwipe] {
      let result = try Self.run("confirm-before-leave", trace, .iOS26)
      #expect(result.outcome == .pop, "\(trace.name)")
      #expect(!Self.dialogShown(result))
    }
  }

  @Test("on the root the preset refuses without a dialog (there is nothing to leave to)")
  func rootNoDialog() throws {
    var trace = Scenarios.unsavedChangesSwipe
    trace.scene.stack = [ScreenSpec(id: "editor", confirmsLeave: true)]
    let result = try Self.run("confirm-before-leave", trace, .iOS26)
    #expect(result.outcome == .unchanged)
    #expect(!Self.dialogShown(result))
    #expect(result.hazards.isEmpty)
  }

  @Test("edge-only veto: on iOS 26 the content swipe, which waited for the edge swipe to fail, pops behind the dialog (left-behind-dialog); on iOS 18 the screen stays")
  func edgeOnlyLeavesTheDialog() throws {
    let ios26 = try Self.run("confirm-before-leave-edge-only", Scenarios.unsavedChangesSwipe, .iOS26)
    #expect(Self.dialogShown(ios26))
    #expect(ios26.outcome == .pop)
    #expect(ios26.firstBackRecognizer == .systemContentPan)
    #expect(ios26.distinctHazards == [.leftBehindDialog])
    #expect(ios26.verdict == .wrong)
    let ios18 = try Self.run("confirm-before-leave-edge-only", Scenarios.unsavedChangesSwipe, .iOS18)
    #expect(ios18.outcome == .unchanged)
    #expect(ios18.hazards.isEmpty)
    #expect(Self.dialogShown(ios18))
  }

  @Test("edge-only veto, mid-screen on iOS 26: the app is never asked (the content swipe has UIKit's delegate): a silent pop, no dialog")
  func edgeOnlyMidScreen() throws {
    let result = try Self.run("confirm-before-leave-edge-only", Scenarios.unsavedChangesMidScreenSwipe, .iOS26)
    #expect(result.outcome == .pop)
    #expect(!Self.dialogShown(result))
    #expect(result.hazards.isEmpty)
    #expect(result.verdict == .wrong)
  }

  @Test("shipped UIKit asks nothing: both swipes pop the editor on iOS 26")
  func shippedPops() throws {
    for trace in [Scenarios.unsavedChangesSwipe, Scenarios.unsavedChangesMidScreenSwipe] {
      #expect(try Self.run("shipped", trace, .iOS26).outcome == .pop, "\(trace.name)")
    }
  }

  // MARK: Hazards

  @Test("the veto's hazards follow the app-view cut (the zoom transition's come after them), with their own markers, meanings and case indices")
  func hazards() {
    let all = Hazard.allCases
    let start = all.firstIndex(of: .appViewCut).map { $0 + 1 } ?? all.endIndex
    #expect(all[start...].prefix(2) == [.leftBehindDialog, .frozenAfterVeto])
    #expect(Hazard.leftBehindDialog.rawValue == "left-behind-dialog")
    #expect(Hazard.frozenAfterVeto.rawValue == "frozen-after-veto")
    #expect(Set(all.map(\.marker)).count == all.count)
    #expect(all.map(\.caseIndex) == Array(all.indices))
    #expect(Hazard.leftBehindDialog.countsAgainstTechnique && Hazard.frozenAfterVeto.countsAgainstTechnique)
  }

  @Test("the scenarios are in the matrix, keep the screen as their intent and mark the editor")
  func scenarios() {
    for trace in [Scenarios.unsavedChangesSwipe, Scenarios.unsavedChangesMidScreenSwipe] {
      #expect(Scenarios.all.contains(trace))
      #expect(Scenarios.named(trace.name) == trace)
      #expect(trace.intent == .stay)
      #expect(trace.scene.stack.last?.confirmsLeave == true)
      #expect(trace.scene.stack.first?.confirmsLeave == false)
    }
  }

  // MARK: The peers' vetoes

  struct PeerCase: Sendable, CustomTestStringConvertible {
    var selection: String
    var scenario: Trace
    var ios: IOSVersion
    var outcome: Outcome
    var stackAfter: [String]
    var hazards: [Hazard]
    var dialog: Bool
    var testDescription: String { "\(selection) on \(scenario.name), \(ios.label)" }
  }

  static let swipe = Scenarios.unsavedChangesSwipe
  static let midScreen = Scenarios.unsavedChangesMidScreenSwipe
  static let kept = ["list", "editor"]

  /// Each preset on both scenarios; the sources are cited in the strategies' pages.
  static let peerCases: [PeerCase] = [
    // @react-navigation/stack 7.6.4 and later (#12966): the close ignores preventDefault.
    PeerCase(selection: "rn-stack:prevent-remove", scenario: swipe, ios: .iOS26, outcome: .pop, stackAfter: ["list"], hazards: [.leftBehindDialog], dialog: true),
    PeerCase(selection: "rn-stack:prevent-remove", scenario: midScreen, ios: .iOS26, outcome: .unchanged, stackAfter: kept, hazards: [], dialog: false),
    // 7.6.3: the card springs back open beside the dialog.
    PeerCase(selection: "rn-stack:prevent-remove-7-6-3", scenario: swipe, ios: .iOS26, outcome: .cancel, stackAfter: kept, hazards: [], dialog: true),
    PeerCase(selection: "rn-stack:prevent-remove-7-6-3", scenario: midScreen, ios: .iOS26, outcome: .unchanged, stackAfter: kept, hazards: [], dialog: false),
    // react-native-screens after #3886: UIKit pops, the stack pushes the screen back, the dialog shows.
    PeerCase(selection: "rn-screens:prevent-remove", scenario: swipe, ios: .iOS26, outcome: .pop, stackAfter: kept, hazards: [], dialog: true),
    PeerCase(selection: "rn-screens:prevent-remove", scenario: midScreen, ios: .iOS26, outcome: .pop, stackAfter: kept, hazards: [], dialog: true),
    PeerCase(selection: "rn-screens:prevent-remove", scenario: midScreen, ios: .iOS18, outcome: .unchanged, stackAfter: kept, hazards: [], dialog: false),
    // 4.23.0 (Expo SDK 55, #13072): the screen is not put back; the app stops responding.
    PeerCase(selection: "rn-screens:prevent-remove-4-23", scenario: swipe, ios: .iOS26, outcome: .pop, stackAfter: ["list"], hazards: [.frozenAfterVeto], dialog: true),
    PeerCase(selection: "rn-screens:prevent-remove-4-23", scenario: midScreen, ios: .iOS26, outcome: .pop, stackAfter: ["list"], hazards: [.frozenAfterVeto], dialog: true),
    // Flutter: PopScope(canPop: false) switches the back swipe off and never calls onPopInvokedWithResult (#138624).
    PeerCase(selection: "cupertino:pop-scope", scenario: swipe, ios: .iOS26, outcome: .unchanged, stackAfter: kept, hazards: [], dialog: false),
    PeerCase(selection: "cupertino:pop-scope", scenario: midScreen, ios: .iOS26, outcome: .unchanged, stackAfter: kept, hazards: [], dialog: false),
    // Android: the arrow shows, the page stays, the commit reaches handleOnBackPressed.
    PeerCase(selection: "predictive-back:callback", scenario: swipe, ios: .iOS26, outcome: .cancel, stackAfter: kept, hazards: [], dialog: true),
    PeerCase(selection: "predictive-back:callback", scenario: midScreen, ios: .iOS26, outcome: .unchanged, stackAfter: kept, hazards: [], dialog: false),
  ]

  @Test("each peer preset's veto on both scenarios", arguments: peerCases)
  func peers(_ expected: PeerCase) throws {
    let selection = try StrategyCatalog.builtIn.select(expected.selection)
    let result = selection.run(on: expected.scenario, options: RunOptions(recordEvents: true, ios: expected.ios))
    #expect(result.outcome == expected.outcome)
    #expect(result.stackAfter == expected.stackAfter)
    #expect(result.distinctHazards == expected.hazards)
    #expect(Self.dialogShown(result) == expected.dialog)
  }

  @Test("without confirmsLeave each peer preset goes back like its base preset")
  func peersWithoutTheField() throws {
    for name in ["rn-stack:prevent-remove", "rn-screens:prevent-remove", "predictive-back:callback"] {
      let result = try StrategyCatalog.builtIn.select(name).run(on: Scenarios.edgeSwipePastHalf, options: RunOptions(recordEvents: true, ios: .iOS26))
      #expect(result.outcome == .pop, "\(name)")
      #expect(!Self.dialogShown(result), "\(name)")
    }
  }
}

