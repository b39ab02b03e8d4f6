/// Observations scored against the model: the plain model, and every reading of each open
/// choice (``OpenChoice``) taken one at a time, the other choices at their defaults
/// (`strategy-compare check`, docs/device-check.md).
///
/// Each observation is replayed (``ObservationReplay``) through UIKit as it ships
/// (`system-edge:shipped`) on the release it was observed on: 26.x on the model of UIKit 26.1,
/// 18.x on UIKit 18.2. A run that ends in a pop or a pop to root predicts ``ObservedOutcome/popped``,
/// a cancel or nothing ``ObservedOutcome/stayed``. For each choice asked of the trace
/// (``OpenChoice/isAsked(on:)``) that has another reading there
/// (``OpenChoice/otherReadings(of:on:screenWidth:)``), the default and each other reading are
/// scored.
///
/// A release the model does not cover (iOS 27) is never scored as if it were 26: an observation
/// from it is scored only against a reading made for it (``readingsMadeFor(release:)``:
/// `release-procedure`'s `fitted-ios27` for iOS 27), run on the model of UIKit 26.1 with that
/// reading, and is otherwise listed as not modelled.
public struct ObservationCheck: Sendable {
  /// One observation with the line it was read from.
  public struct Line: Sendable, Hashable {
    /// The line's number in its file, from 1.
    public var line: Int
    /// The observation.
    public var observation: Observation

    /// Creates a line.
    public init(line: Int, observation: Observation) {
      self.line = line
      self.observation = observation
    }
  }

  /// One observation as one reading predicts it.
  public struct Prediction: Sendable, Hashable {
    /// The observation's line.
    public var line: Int
    /// Its gesture's name.
    public var gesture: String
    /// The release it was observed on.
    public var release: ObservedRelease
    /// What was observed.
    public var observed: ObservedOutcome
    /// What the reading predicts.
    public var predicted: ObservedOutcome

    /// Whether the prediction is what was observed.
    public var agrees: Bool { observed == predicted }
  }

  /// How one reading fares on the observations it applies to, of one release.
  public struct ReadingScore: Sendable, Hashable {
    /// The reading, in a word or two (`augmented`, `13 pt`, `wide`); `plain` for the plain model.
    public var reading: String
    /// Whether it is the default reading.
    public var isDefault: Bool
    /// The modelled release (`iOS 26`), or the release a reading made for it was observed on
    /// (`iOS 27`).
    public var release: String
    /// How many of the observations it applies to it predicts: `count` of `of`, with the 95 %
    /// Wilson interval.
    public var agreement: Proportion
    /// The observations it gets wrong, in line order.
    public var wrong: [Prediction]
  }

  /// The readings of one open choice.
  public struct ChoiceScore: Sendable, Hashable {
    /// The choice.
    public var choice: OpenChoice
    /// Its readings, the default first, each release apart (oldest first), the releases a
    /// reading was made for last.
    public var readings: [ReadingScore]
  }

  /// An observation from a release the model does not cover.
  public struct Unmodelled: Sendable, Hashable {
    /// The observation's line.
    public var line: Int
    /// Its gesture's name.
    public var gesture: String
    /// The release.
    public var release: ObservedRelease
    /// The readings made for that release it was scored against (`release-procedure:
    /// fitted-ios27`); empty: not scored at all.
    public var scoredAgainst: [String]
  }

  /// An observation whose trace was resampled at the observed touch rate.
  public struct Resampling: Sendable, Hashable {
    /// The observation's line.
    public var line: Int
    /// The trace's own sample rate, in Hz.
    public var from: Double
    /// The observed touch rate, in Hz.
    public var to: Double
  }

  /// How many observations were read.
  public var count: Int
  /// The plain model (every choice at its default) on the observations from modelled releases.
  public var plain: ReadingScore
  /// Per open choice asked of at least one observation, in `OpenChoice.allCases` order.
  public var choices: [ChoiceScore]
  /// The choices no observation asks (an app-view choice without such a view in any trace).
  public var notAsked: [OpenChoice]
  /// The observations from releases the model does not cover.
  public var unmodelled: [Unmodelled]
  /// The observations replayed at another touch rate than their trace's.
  public var resampled: [Resampling]

  /// The readings made for a release the model does not cover, with the modelled release they
  /// run on: for iOS 27 (``PopDecisionProcedure/fittedIOS27``, [fitted] to iOS 27.0.1's device
  /// captures, docs/model.md "The release procedure") `release-procedure: fitted-ios27` on UIKit
  /// 26.1; none for any other.
  public static func readingsMadeFor(release: ObservedRelease) -> [(choice: OpenChoice, parameters: ModelParameters, runsOn: IOSVersion)] {
    guard release.major == fittedReleaseMajor else { return [] }
    return [(.releaseProcedure, .uikit26FittedIOS27Pop, .iOS26)]
  }

  /// The format identifier of the scores as JSON (`strategy-compare check --format json`,
  /// docs/cli.md).
  public static let reportFormat = "backstrategies-check/1"

  /// The release `fitted-ios27` was fitted to: iOS 27 (the morph notes' captures on 27.0.1).
  public static let fittedReleaseMajor = 27

  /// How a reading is named in the scores: ``OpenChoice/reading(of:)``, except the wide edge
  /// strip, whose width depends on the screen's (35.1 pt at 390 pt, 36.2 at 402): `wide`.
  public static func readingName(_ choice: OpenChoice, _ parameters: ModelParameters) -> String {
    if choice == .edgeStrip, parameters.edgeRegionWidth != ModelParameters.uikit26.edgeRegionWidth { return "wide" }
    return choice.reading(of: parameters)
  }

  /// Scores `lines` with `strategy` (UIKit as it ships by default) under `parameters` (the
  /// default readings) and each other reading.
  public init(_ lines: [Line], strategy: StrategySelection = BuiltIn.systemEdge.shipped, parameters: ModelParameters = .uikit26) {
    count = lines.count
    var plainRows = RowTable()
    var choiceRows: [OpenChoice: RowTable] = [:]
    var unmodelled: [Unmodelled] = []
    var resampled: [Resampling] = []

    func predict(_ line: Line, _ trace: Trace, _ parameters: ModelParameters) -> Prediction {
      let outcome = strategy.run(on: trace, options: RunOptions(parameters: parameters)).outcome
      return Prediction(
        line: line.line, gesture: line.observation.gesture.name, release: line.observation.device.ios,
        observed: line.observation.outcome, predicted: ObservedOutcome(outcome))
    }

    for line in lines {
      let observation = line.observation
      let release = observation.device.ios
      guard let modelled = release.modelled else {
        let made = Self.readingsMadeFor(release: release)
        for reading in made {
          let replay = ObservationReplay.trace(for: observation, on: reading.runsOn)
          let name = Self.readingName(reading.choice, reading.parameters)
          choiceRows[reading.choice, default: RowTable()].add(
            predict(line, replay.trace, reading.parameters), reading: name, isDefault: false, release: "iOS \(release.major)",
            order: .madeFor(release.major))
        }
        unmodelled.append(
          Unmodelled(
            line: line.line, gesture: observation.gesture.name, release: release,
            scoredAgainst: made.map { "\($0.choice.rawValue): \(Self.readingName($0.choice, $0.parameters))" }))
        continue
      }
      let replay = ObservationReplay.trace(for: observation, on: modelled)
      if replay.resampled, let own = ObservationReplay.sampleRate(of: observation.gesture.trace.touches) {
        resampled.append(Resampling(line: line.line, from: own, to: observation.device.touchRateHz))
      }
      let trace = replay.trace
      let plain = predict(line, trace, parameters)
      plainRows.add(plain, reading: "plain", isDefault: true, release: "all", order: .modelled(modelled))
      for choice in OpenChoice.allCases where choice.isAsked(on: trace) {
        let others = choice.otherReadings(of: parameters, on: modelled, screenWidth: trace.scene.device.width)
        guard !others.isEmpty else { continue }
        choiceRows[choice, default: RowTable()].add(
          plain, reading: Self.readingName(choice, parameters), isDefault: true, release: modelled.label, order: .modelled(modelled))
        for other in others {
          choiceRows[choice, default: RowTable()].add(
            predict(line, trace, other), reading: Self.readingName(choice, other), isDefault: false, release: modelled.label,
            order: .modelled(modelled))
        }
      }
    }
    self.plain = plainRows.scores.first ?? ReadingScore(reading: "plain", isDefault: true, release: "all", agreement: Proportion(count: 0, of: 0), wrong: [])
    self.choices = OpenChoice.allCases.compactMap { choice in choiceRows[choice].map { ChoiceScore(choice: choice, readings: $0.scores) } }
    self.notAsked = OpenChoice.allCases.filter { choiceRows[$0] == nil }
    self.unmodelled = unmodelled
    self.resampled = resampled
  }
}

/// The rows of one table of scores as they are gathered: one per reading and release, kept in
/// the order ``ObservationCheck/ChoiceScore/readings`` promises.
private struct RowTable {
  /// Where a row's release sorts: modelled releases oldest first, then the releases readings
  /// were made for.
  enum Order: Comparable {
    case modelled(IOSVersion)
    case madeFor(Int)
  }

  struct Row {
    var reading: String
    var isDefault: Bool
    var release: String
    var order: Order
    var firstSeen: Int
    var predictions: [ObservationCheck.Prediction] = []
  }

  var rows: [Row] = []

  mutating func add(_ prediction: ObservationCheck.Prediction, reading: String, isDefault: Bool, release: String, order: Order) {
    if let index = rows.firstIndex(where: { $0.reading == reading && $0.release == release }) {
      rows[index].predictions.append(prediction)
    } else {
      rows.append(Row(reading: reading, isDefault: isDefault, release: release, order: order, firstSeen: rows.count, predictions: [prediction]))
    }
  }

  /// The rows as scores: by release, then the default first, then in the order first met.
  var scores: [ObservationCheck.ReadingScore] {
    rows.sorted { ($0.order, $0.isDefault ? 0 : 1, $0.firstSeen) < ($1.order, $1.isDefault ? 0 : 1, $1.firstSeen) }.map { row in
      ObservationCheck.ReadingScore(
        reading: row.reading, isDefault: row.isDefault, release: row.release,
        agreement: Proportion(count: row.predictions.filter(\.agrees).count, of: row.predictions.count),
        wrong: row.predictions.filter { !$0.agrees })
    }
  }
}
