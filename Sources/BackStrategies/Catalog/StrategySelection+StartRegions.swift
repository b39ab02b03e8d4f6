extension StrategySelection {
  /// What this strategy and preset install in `scene`, before any touch (a throwaway
  /// installation: nothing runs).
  public func gestureSetup(in scene: SceneSpec, parameters: ModelParameters = .uikit26) -> GestureSetup {
    installer(scene, parameters) ?? GestureSetup()
  }

  /// The start regions this selection listens in, in `scene` (see ``StartRegion``).
  public func startRegions(in scene: SceneSpec, parameters: ModelParameters = .uikit26) -> Set<StartRegion> {
    gestureSetup(in: scene, parameters: parameters).startRegions(device: scene.device, parameters: parameters)
  }
}
