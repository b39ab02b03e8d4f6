/// The strategy's window on the world during one event: the time, the device, navigation, and
/// a list to which it appends commands (``send(_:)``). The simulator applies them, in order,
/// when the strategy returns.
public struct StrategyContext: Sendable {
  /// Time of the event, in seconds.
  public internal(set) var time: Double
  /// The device.
  public internal(set) var device: Device
  /// The model's parameters (for strategies that borrow a system number).
  @inline(__always) public var parameters: ModelParameters { sharedParameters.value }
  /// The run's parameters, shared with the rest of the run (``SharedModelParameters``).
  var sharedParameters: SharedModelParameters
  /// Navigation as it is now.
  public internal(set) var navigation: NavigationSnapshot
  /// Whether this run keeps what a strategy draws: its timeline or its event log is recorded.
  /// When it is false, only *whether* an overlay shows matters (it makes a run a
  /// ``Outcome/cancel`` rather than ``Outcome/unchanged``), so a strategy may send a cheap
  /// stand-in instead of building an elaborate ``Overlay``.
  public internal(set) var drawsFrames = true
  /// Commands sent during this event, in order.
  public internal(set) var commands: [StrategyCommand] {
    get { Array(queue[eventStart...]) }
    set {
      queue = newValue
      eventStart = 0
    }
  }
  /// The commands sent and not yet cleared away, in order: the simulator's queue. It applies
  /// them from the front and leaves a payload-free stand-in in each applied slot; it empties the
  /// queue once ``reservedCommands`` have gathered (docs/performance.md).
  package var queue: [StrategyCommand]
  /// Where the current event's commands begin in ``queue``.
  package var eventStart = 0

  /// Commands the context has room for at first, and how many applied ones the simulator lets
  /// gather before it empties the queue: **[estimate]** 32, more than most events send
  /// (predictive-back's release sends five); an event that sends more grows the queue once.
  /// Emptying costs about as much for one command as for many (the standard library's general
  /// `replaceSubrange`), so it is paid once per 32 applied commands: with 8, 70,352 instructions
  /// a run against 70,018 (docs/performance.md#what-a-debug-build-copies-the-suite-within-3-minutes).
  package static var reservedCommands: Int { 32 }

  /// Creates a context (the simulator does this; tests may too).
  public init(time: Double, device: Device, parameters: ModelParameters = .uikit26, navigation: NavigationSnapshot) {
    self.time = time
    self.device = device
    self.sharedParameters = SharedModelParameters(parameters)
    self.navigation = navigation
    self.queue = []
    queue.reserveCapacity(Self.reservedCommands)
  }

  /// A context whose queue is `queue` (empty), kept from an earlier run, with room for
  /// ``reservedCommands`` at least.
  init(time: Double, device: Device, sharedParameters: SharedModelParameters, navigation: NavigationSnapshot, queue: [StrategyCommand]) {
    self.time = time
    self.device = device
    self.sharedParameters = sharedParameters
    self.navigation = navigation
    self.queue = queue
    self.queue.reserveCapacity(Self.reservedCommands)
  }

  /// Asks the simulator to do something.
  public mutating func send(_ command: StrategyCommand) {
    queue.append(command)
  }
}
