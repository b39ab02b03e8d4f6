import Testing

/// One step of a reducer test in the manner of The Composable Architecture's `TestStore`, shared
/// by the stores of the simulation's reducers (navigation, the arena, the stroke): the action has
/// been applied and returned `effects`; `change` states every change it made to the expected
/// state. The effects must be exactly `expected`, and the observed state exactly the expected
/// one after `change`: a change the step does not state fails the test. Returns the observed
/// state, the expectation of the next step.
func expectReducerStep<State: Equatable, Effects: Equatable>(
  effects: Effects, expected: Effects, state: State, observed: State, sourceLocation: SourceLocation,
  _ change: (inout State) -> Void
) -> State {
  var expectedState = state
  change(&expectedState)
  #expect(effects == expected, sourceLocation: sourceLocation)
  #expect(observed == expectedState, sourceLocation: sourceLocation)
  return observed
}
