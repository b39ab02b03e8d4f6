/// The strategy's window on the world during one event: the time, the device, navigation, and
/// a list to which it appends commands.
///
/// The simulator reuses one context for the whole run, so sending commands does not allocate
/// once the list has grown to its working size.
public struct StrategyContext: Sendable {
  /// Time of the event, in seconds.
  public internal(set) var time: Double
  /// The device.
  public internal(set) var device: Device
  /// The model's parameters (for strategies that borrow a system number).
  public internal(set) var parameters: ModelParameters
  /// Navigation as it is now.
  public internal(set) var navigation: NavigationSnapshot
  /// Commands sent during this event, in order.
  public internal(set) var commands: [StrategyCommand]

  /// Creates a context (the simulator does this; tests may too).
  public init(time: Double, device: Device, parameters: ModelParameters = .uikit26, navigation: NavigationSnapshot) {
    self.time = time
    self.device = device
    self.parameters = parameters
    self.navigation = navigation
    self.commands = []
    commands.reserveCapacity(8)
  }

  /// Asks the simulator to do something.
  public mutating func send(_ command: StrategyCommand) {
    commands.append(command)
  }
}
