/// The world a trace runs in: the device and the navigation stack at the first touch.
public struct SceneSpec: Hashable, Sendable, Codable {
  /// The screen.
  public var device: Device
  /// The navigation stack, root first; at least one screen.
  public var stack: [ScreenSpec]

  /// Creates a scene.
  public init(device: Device = Device(), stack: [ScreenSpec]) {
    self.device = device
    self.stack = stack
  }

  /// The default scene of a CSV trace: the standard device with a root and one pushed screen.
  public static let twoScreens = SceneSpec(stack: [ScreenSpec(id: "root"), ScreenSpec(id: "detail")])
}
