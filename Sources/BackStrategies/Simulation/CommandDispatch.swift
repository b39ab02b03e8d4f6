/// The bookkeeping of applying commands: how deep callbacks nest, and on whose behalf a
/// command runs (which recogniser's callback, UIKit's pop handler or the strategy). It decides
/// nothing; ``Simulation/applyPendingCommands()`` and the callbacks read and update it.
struct CommandDispatch: Sendable {
  /// How many ``Simulation/applyPendingCommands()`` calls are on the stack: a command may cause a
  /// callback whose commands join the same queue; only the outermost call empties it.
  var depth = 0
  /// Ends of unanimated transitions, reported to the strategy as deadlines at the same instant
  /// (not from inside the command that caused them, so a strategy that answers each end with
  /// another push cannot recurse without bound: the run loop's limits apply).
  var pendingTransitionEnds: [TransitionKind] = []
  /// The `stackVersion` the context's snapshot was last taken at.
  var contextStackVersion = 0
  /// Whether the command being applied is UIKit's pop handler's rather than the strategy's.
  var applyingUIKitCommand = false
  /// The back recogniser whose callback is being handled (the one a transition begun now is
  /// ``TransitionRecord/drivenBy``), by its index in the run's recognisers
  /// (``RuntimeRecognizer/slot``). An index, not the id: set and restored at every callback, an
  /// id would be retained and released each time, and is read only when a transition begins.
  var callbackRecognizerSlot: Int?
  /// The last back recogniser that began, for commands sent later (a timer's).
  var lastBeganBackRecognizer: RecognizerID?
}
