import BackStrategiesSupport

extension Trace {
  /// The most frames a run of this trace can record in its timeline, whatever the strategy:
  /// one per refresh from 0 up to the latest time a run may settle (the last touch, one frame
  /// to lift an unterminated stroke, and ``ModelParameters/settleLimit``), and the final
  /// frame at the settling time.
  ///
  /// Compare it with ``RunOptions/maximumTimelineFrames`` before asking for a timeline;
  /// the command line refuses `--timeline` above that limit.
  public func timelineFrameBound(parameters: ModelParameters = .uikit26) -> Int {
    let refreshRate = scene.device.refreshRate
    let latest = duration + 1 / refreshRate + max(0, parameters.settleLimit)
    let frames = (latest * refreshRate).rounded(.up) + 2
    // Validated traces give a few hundred thousand at most; the clamp keeps the conversion total.
    return frames.isFinite ? Int(frames.clamped(to: 0...Double(Int32.max))) : Int(Int32.max)
  }
}
