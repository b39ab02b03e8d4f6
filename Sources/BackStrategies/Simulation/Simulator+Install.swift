extension Simulator {
  /// What `strategy` with `preset` (the default when `nil`) installs in `scene`: a throwaway
  /// installation in a fresh context, before any touch; commands it sends are dropped. `nil`
  /// when there is no such preset.
  ///
  /// Corpus scoring reads the installed recognisers to tell which parts of the screen a
  /// strategy listens to (``GestureSetup/startRegions(device:parameters:)``).
  public static func install<Strategy: BackStrategy>(
    _ strategy: Strategy.Type, preset: String? = nil, in scene: SceneSpec, parameters: ModelParameters = .uikit26
  ) -> GestureSetup? {
    let found = preset.map { Strategy.preset(named: $0) } ?? Strategy.presets.first
    guard let chosen = found else { return nil }
    return install(strategy, configuration: chosen.configuration, in: scene, parameters: parameters)
  }

  /// What `strategy` with `configuration` installs in `scene` (see
  /// ``install(_:preset:in:parameters:)``); `nil` for a scene with no screen.
  public static func install<Strategy: BackStrategy>(
    _ strategy: Strategy.Type, configuration: Strategy.Configuration, in scene: SceneSpec,
    parameters: ModelParameters = .uikit26
  ) -> GestureSetup? {
    guard let top = scene.stack.last else { return nil }
    var instance = Strategy(configuration: configuration)
    let navigation = NavigationSnapshot(count: scene.stack.count, top: top, isTransitioning: false, progress: 0)
    var context = StrategyContext(time: 0, device: scene.device, parameters: parameters, navigation: navigation)
    return instance.install(in: scene, context: &context)
  }
}
