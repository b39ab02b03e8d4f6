import Testing

@testable import BackStrategies

/// ``CommandQueue``: the simulator's queue of a strategy's commands, which moves each command
/// out as it is applied. It must behave as an array of the untaken commands would, copies
/// included, and destroy every command exactly once.
@Suite("Command queue")
struct CommandQueueTests {
  /// An object whose end a test can watch through a weak reference, captured by a command's
  /// explanation: the command is destroyed when the object is.
  final class Token: Sendable {}

  /// A command that holds `token` (through its explanation's closure).
  static func command(holding token: Token) -> StrategyCommand {
    .explain(Explanation { [token] in "\(ObjectIdentifier(token))" })
  }

  static let sample: [StrategyCommand] = [
    .updateInteractivePop(percent: 0.25), .scheduleTimer("frame", delay: 0.016), .hideOverlay,
    .explain("moved"), .moveTopView(x: 12), .cancelTimer("frame"),
  ]

  @Test("commands come out in the order they went in, and the queue empties only when all are taken")
  func firstInFirstOut() {
    var queue = CommandQueue()
    for command in Self.sample { queue.append(command) }
    #expect(queue.count == Self.sample.count)
    var out: [StrategyCommand] = []
    while queue.taken < queue.count {
      let emptied = queue.emptyIfAllTaken()
      #expect(!emptied, "not while a command waits")
      if let command = queue.takeNext() { out.append(command) }
    }
    let none = queue.takeNext()
    #expect(none == nil, "nothing left to take")
    #expect(out == Self.sample)
    #expect(queue.taken == Self.sample.count)
    let emptied = queue.emptyIfAllTaken()
    #expect(emptied)
    #expect(queue.count == 0 && queue.taken == 0)
  }

  @Test("positions hold while commands are taken; commands(from:) skips the taken ones", arguments: 0...6)
  func commandsFromAPosition(taking: Int) {
    var queue = CommandQueue(capacity: 2)
    for command in Self.sample { queue.append(command) }
    for _ in 0..<taking { _ = queue.takeNext() }
    #expect(queue.count == Self.sample.count, "growing and taking keep positions")
    for start in 0...Self.sample.count {
      #expect(queue.commands(from: start) == Array(Self.sample[max(start, taking)...]))
    }
  }

  @Test("a copy keeps the commands it saw, whatever the original does next, and the other way round")
  func copyOnWrite() {
    var queue = CommandQueue(capacity: 8)
    for command in Self.sample.prefix(3) { queue.append(command) }
    let snapshot = queue
    _ = queue.takeNext()
    queue.append(.hideOverlay)
    #expect(snapshot.commands(from: 0) == Array(Self.sample.prefix(3)))
    #expect(queue.commands(from: 0) == Array(Self.sample[1..<3]) + [.hideOverlay])
    var other = snapshot
    while other.takeNext() != nil {}
    let emptied = other.emptyIfAllTaken()
    #expect(emptied)
    #expect(snapshot.commands(from: 0) == Array(Self.sample.prefix(3)), "emptying a copy leaves the original")
    #expect(queue.count == 4)
  }

  @Test("every command is destroyed once: taken, left untaken, emptied, removed or copied")
  func eachCommandDestroyedOnce() {
    weak var takenToken: Token?
    weak var untakenToken: Token?
    weak var removedToken: Token?
    // Each token is made and appended in a scope of its own, so that only the queue holds it.
    func append(to queue: inout CommandQueue, watching watched: inout Token?) {
      let token = Token()
      watched = token
      queue.append(Self.command(holding: token))
    }
    do {
      var queue = CommandQueue()
      append(to: &queue, watching: &takenToken)
      append(to: &queue, watching: &untakenToken)
      var copy: CommandQueue? = queue
      var command: StrategyCommand? = queue.takeNext()
      #expect(command != nil)
      command = nil
      #expect(takenToken != nil, "the copy still holds the taken command")
      copy = nil
      #expect(copy == nil)
      #expect(takenToken == nil, "taken, then its copy gone: destroyed")
      #expect(untakenToken != nil, "still in the queue")
    }
    #expect(untakenToken == nil, "a queue's end destroys its untaken commands")
    var third = CommandQueue()
    append(to: &third, watching: &removedToken)
    third.removeAll()
    #expect(removedToken == nil, "removeAll destroys what was not taken")
    #expect(third.count == 0)
  }

  @Test("a context's commands are the current event's, and setting them replaces the queue")
  func contextCommands() {
    var context = StrategyContext(time: 0, device: .standard, navigation: NavigationSnapshot(count: 2, top: ScreenSpec(id: "detail"), isTransitioning: false, progress: 0))
    context.send(.hideOverlay)
    context.eventStart = context.queue.count
    context.send(.explain("now"))
    #expect(context.commands == [.explain("now")])
    context.commands = [.moveTopView(x: 1)]
    #expect(context.commands == [.moveTopView(x: 1)])
    #expect(context.queue.count == 1)
  }
}
