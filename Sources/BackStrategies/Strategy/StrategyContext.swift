/// The strategy's window on the world during one event: the time, the device, navigation, and
/// a list to which it appends commands (``send(_:)``). The simulator applies them, in order,
/// when the strategy returns.
public struct StrategyContext: Sendable {
  /// Time of the event, in seconds.
  public internal(set) var time: Double
  /// The device.
  public internal(set) var device: Device
  /// The model's parameters (for strategies that borrow a system number).
  public var parameters: ModelParameters { _read { yield sharedParameters.value } }
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
    get { queue.commands(from: eventStart) }
    set {
      queue = CommandQueue(newValue)
      eventStart = 0
    }
  }
  /// The commands sent and not yet applied, in order: the simulator's queue
  /// (``CommandQueue``). It takes each command out as it applies it, and the queue is emptied
  /// whenever every command in it has been applied.
  package var queue: CommandQueue
  /// Where the current event's commands begin in ``queue``.
  package var eventStart = 0

  /// Commands the context has room for at first: **[estimate]** 8, more than most events send
  /// (predictive-back's release sends five); a run that gathers more grows the queue once, and
  /// a corpus worker hands the grown queue to its next run (``RunStorage``).
  package static var reservedCommands: Int { 8 }

  /// Creates a context (the simulator does this; tests may too).
  public init(time: Double, device: Device, parameters: ModelParameters = .uikit26, navigation: NavigationSnapshot) {
    self.time = time
    self.device = device
    self.sharedParameters = SharedModelParameters(parameters)
    self.navigation = navigation
    self.queue = CommandQueue(capacity: Self.reservedCommands)
  }

  /// A context whose queue is `queue` (empty), kept from an earlier run.
  init(time: Double, device: Device, sharedParameters: SharedModelParameters, navigation: NavigationSnapshot, queue: CommandQueue) {
    self.time = time
    self.device = device
    self.sharedParameters = sharedParameters
    self.navigation = navigation
    self.queue = queue
  }

  /// Asks the simulator to do something.
  @inline(__always)
  public mutating func send(_ command: consuming StrategyCommand) {
    queue.append(command)
  }
}
