/// Who applies a ``StrategyCommand`` (``Simulation/apply(_:byBackButton:)``): navigation's
/// reducer, with the recogniser driving the transition it begins or without, or the simulation.
enum CommandApplier: Sendable {
  /// Navigation, handed who drives the transition it begins (``Simulation/currentDriver``).
  case navigationWithDriver
  /// Navigation.
  case navigation
  /// The simulation itself: timers, recognisers, explanations, a crash, a dialog, the zoom dismiss.
  case simulation
}

extension StrategyCommand {
  /// Who applies this command. Read before the command is consumed, so that the command is
  /// handed on whole, without a copy.
  @inline(__always)
  var appliedBy: CommandApplier {
    switch self {
    case .beginInteractivePop, .pop, .popToRoot:
      .navigationWithDriver
    case .finishInteractivePop, .cancelInteractivePop, .push, .desyncAfterVeto, .updateInteractivePop, .setTransitionViews,
      .moveTopView, .animateTopView, .captureScreenshot, .releaseScreenshots, .showOverlay, .hideOverlay, .animateOverlay,
      .setOverlayIcon, .setUserInteraction:
      .navigation
    case .scheduleTimer, .cancelTimer, .resetRecognizer, .explain, .unrecognizedSelector, .showLeaveDialog, .zoomDismissReleased:
      .simulation
    }
  }
}
