/// A run's verdict: the verdict rule (``Verdict``) reads a ``RunSummary``'s facts. Every route
/// to a verdict goes through here, ``RunResult/verdict`` too.
extension RunSummary {
  /// What the verdict rule reads of this run.
  public var facts: Verdict.Facts {
    Verdict.Facts(screensPopped: screensPopped, reachedRoot: reachedRoot, leftBackTransitionOpen: leftBackTransitionOpen, hazards: hazards)
  }

  /// The run's ``Verdict`` for `intent`, by the one rule per intent.
  public func verdict(for intent: Intent) -> Verdict { Verdict(facts, intent: intent) }

  /// Whether the run did what `intent` asked, hazards aside (``Intent/rule``): back pops
  /// exactly one screen, backToRoot ends on the root, stay pops nothing and leaves no back
  /// transition open, scroll and none pop nothing.
  public func fulfils(_ intent: Intent) -> Bool { Verdict.meetsRule(facts, intent: intent) }
}
