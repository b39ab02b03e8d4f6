extension CorpusScorer {
  /// Open choices whose other reading a corpus is scored under in the same pass as the model's
  /// own reading (``CorpusScorer/readingCheck``): what `recommend` ranks again to see whether
  /// its first pick holds (``Recommendation/checkingOtherReadings(_:rescored:traces:facts:score:)``).
  ///
  /// The scores under a choice's other reading are exactly those of a scorer with
  /// ``CorpusScorer/otherReading`` set to that choice, scoring the check's `selections` only, without
  /// weighing (no ``Scorecard/restsOn``), but every trace is read and every run made once: each
  /// run notes the open choices it met where another reading would have decided differently
  /// (``RunOptions/weighsOpenChoices``, the lazy weighing of ``RunResult/restsOn``), and a run
  /// that did not meet a choice gives the same ``RunSummary`` under its other reading, so it is
  /// reused there; only the runs that met it are made again. The trace's label, each
  /// selection's start regions and whether its first touch-down is in reach are worked out
  /// again under the other reading's parameters (the edge strip's width moves them). With
  /// ``RunOptions/weighsEveryReading``, every run is made again under every choice that
  /// applies (what the lazy reuse is checked against).
  package struct ReadingCheck: Hashable, Sendable {
    /// The choices, in the order their scores come (``scoreCheckingReadings(_:startingBatch:readsAhead:afterEachBatch:)``).
    package var choices: [OpenChoice]
    /// The selections scored under them: indices into ``CorpusScorer/selections``, ascending.
    package var selections: [Int]

    /// A check of `choices` for the selections at `selections`.
    package init(choices: [OpenChoice], selections: [Int]) {
      self.choices = choices
      self.selections = selections
    }
  }

  /// `own` (the trace's evaluation under ``options``, with `setups` what each of its runs
  /// installed and `met` the choices each met, `nil` for every choice) under the other reading of
  /// each of `check`'s choices; `options` are the runs' options, `scene` the scene on their
  /// release, `touchDown` the trace's first touch-down.
  func underOtherReadings(
    _ check: ReadingCheck, of own: EvaluatedTrace, scene: SceneSpec, options: RunOptions, touchDown: TouchSample?,
    setups: [GestureSetup], met: [OpenChoiceSet]?, storage: inout RunStorage
  ) -> [EvaluatedTrace] {
    let trace = own.trace
    let touchDownTime = touchDown?.t ?? 0
    var evaluated: [EvaluatedTrace] = []
    evaluated.reserveCapacity(check.choices.count)
    for choice in check.choices {
      // As `evaluate` under `otherReading`: a trace the choice's other reading does not apply
      // to (its release, its screen) keeps the model's reading, and so its own runs.
      guard
        let parameters = choice.otherReading(
          of: options.parameters, on: options.ios ?? trace.scene.device.ios, screenWidth: trace.scene.device.width)
      else {
        evaluated.append(
          EvaluatedTrace(
            trace: trace, label: own.label, summaries: check.selections.map { own.summaries[$0] },
            regions: check.selections.map { own.regions[$0] }))
        continue
      }
      var other = options
      other.parameters = parameters
      other.weighsOpenChoices = false
      let resolved = parameters.resolved(for: scene.device.ios)
      // The simulation notes only a choice the trace asks (`OpenChoice.isAsked(on:)`): one it
      // does not ask is run again rather than trusted to be unmet.
      let noted = met != nil && choice.isAsked(on: trace)
      var summaries: [RunSummary] = []
      var regions: [Set<StartRegion>] = []
      summaries.reserveCapacity(check.selections.count)
      regions.reserveCapacity(check.selections.count)
      for index in check.selections {
        var summary: RunSummary
        let setup: GestureSetup
        if noted, let met, !met[index].contains(choice) {
          summary = own.summaries[index]
          setup = setups[index]
        } else {
          let run = selections[index].summaryRunner(selections[index].label, trace, touchDownTime, other, &storage)
          summary = run.summary
          setup = run.setup
        }
        regions.append(Self.listening(setup, scene: scene, parameters: resolved, summary: &summary, touchDown: touchDown))
        summaries.append(summary)
      }
      evaluated.append(
        EvaluatedTrace(trace: trace, label: TraceLabel(trace: trace, parameters: parameters), summaries: summaries, regions: regions))
    }
    return evaluated
  }
}

extension TraceEvaluation {
  /// This entry's evaluation under the other reading of the `index`th choice of the scorer's
  /// ``CorpusScorer/readingCheck`` (an entry that could not be read fails the same way).
  func underOtherReading(_ index: Int) -> TraceEvaluation {
    TraceEvaluation(
      location: location,
      result: result.map { evaluated in
        guard let under = evaluated.underOtherReadings else {
          preconditionFailure("a reading check's evaluation holds the trace under every choice's other reading")
        }
        return under[index]
      })
  }
}
