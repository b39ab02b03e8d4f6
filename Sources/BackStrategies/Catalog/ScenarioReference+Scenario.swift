extension ScenarioReference {
  /// The built-in scenario it names, or `nil` when there is none by that name.
  public var scenario: Trace? { Scenarios.named(name) }
}
