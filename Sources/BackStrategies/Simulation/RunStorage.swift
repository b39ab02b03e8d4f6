/// The arrays a run fills as it goes (its recognisers and their ids, scroll views, app views,
/// arena members and command queue), handed from one run to the next: a corpus worker runs
/// every strategy on a trace, then the next trace, and each run starts with the previous one's
/// storage, emptied, so the arrays are allocated once per worker and batch rather than once per
/// run. Only capacity carries over, never an element, so a run's result does not depend on what
/// ran before it. The five exceptions: ``nextRunParameters``, which only the run it is set for
/// reads; ``traceVelocities``, the current trace's, which a run reads only when it gives the
/// numbers the run's own estimator would; ``openChoiceReadings``, which a run reads only when
/// they were made for its parameters, release and screen width; ``sharedParameters``, which a
/// run takes only when they equal its own; and ``scrollViewIDs``, each read only where it was
/// made from the same spec id.
package struct RunStorage: Sendable {
  var recognizers: [RuntimeRecognizer] = []
  var recognizerIDs: [RecognizerID] = []
  /// The ids made for scroll views' pans, with the spec id each was made from
  /// (``Simulation/scrollViewRecognizerID(_:of:)``): the one array kept with its elements, read
  /// only where its spec id equals the run's own (an id is `scroll-view:` and the spec id).
  var scrollViewIDs: [(specID: String, id: RecognizerID)] = []
  var scrollViews: [ScrollViewModel] = []
  var appViews: [AppViewModel] = []
  var arenaMembers: [GestureArena.Member] = []
  var commands = CommandQueue()
  /// The velocity estimates of the trace being evaluated, for every strategy's run on it
  /// (``TraceVelocities``): set by ``CorpusScorer`` before a trace's runs and cleared after them.
  package var traceVelocities: TraceVelocities?
  /// The other readings of every open choice a weighed run last needed, and what they were made
  /// for (``OpenChoiceAlternatives/Key``): kept for the next run with the same key.
  var openChoiceReadings: (key: OpenChoiceAlternatives.Key, readings: OpenChoiceAlternatives)?
  /// The box of the last run's parameters (``SharedModelParameters``), handed to the next run
  /// whose parameters are equal instead of a new box: immutable, so sharing it across runs
  /// changes nothing a run reads, and a corpus's runs nearly all have the same parameters.
  var sharedParameters: SharedModelParameters?
  /// The box of exactly the next run's parameters (its options' parameters resolved for its
  /// release), set just before the run by a caller that resolved them itself: ``CorpusScorer``,
  /// once per trace for all of its strategies, where every run would otherwise resolve the
  /// parameters again and compare them with ``sharedParameters`` field by field. Taken (and
  /// cleared) by the next run; a caller that sets it must clear it if no run took it.
  var nextRunParameters: SharedModelParameters?

  /// Empty storage: the first run allocates it.
  package init() {}

  /// Moves `array` out (leaving an empty one without storage in its place) and empties it,
  /// keeping its capacity: the moved-out array is the only reference to its buffer, so emptying
  /// it does not copy.
  static func take<Element>(_ array: inout [Element]) -> [Element] {
    var taken: [Element] = []
    swap(&taken, &array)
    // An empty array is returned as it is: emptying one still costs a call of the generic
    // `replaceSubrange`, and a run's scroll views and app views are often none.
    if !taken.isEmpty { taken.removeAll(keepingCapacity: true) }
    return taken
  }

  /// Moves `queue` out (leaving one without storage in its place) and empties it, keeping its
  /// storage; with less room than ``StrategyContext/reservedCommands``, a queue with that room.
  static func take(_ queue: inout CommandQueue) -> CommandQueue {
    var taken = CommandQueue()
    swap(&taken, &queue)
    taken.removeAll()
    if taken.capacity < StrategyContext.reservedCommands { return CommandQueue(capacity: StrategyContext.reservedCommands) }
    return taken
  }
}
