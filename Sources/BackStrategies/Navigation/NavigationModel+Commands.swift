/// The commands that change navigation's state and nothing else: the interactive percent, the
/// views a strategy moves itself, screenshots, the overlay and user interaction. The
/// simulation applies the others itself (transitions, which call back and report hazards;
/// timers; recognisers; explanations; a crash).
extension NavigationModel {
  /// Applies `command` at time `now`, ignoring one that carries a number that is not finite.
  /// A command that is not one of these changes nothing.
  mutating func apply(_ command: StrategyCommand, at now: Double) {
    switch command {
    case .updateInteractivePop(let percent):
      guard percent.isFinite else { return }
      setInteractiveProgress(percent.clamped(to: 0...1))
    case .setTransitionViews(let topX, let underX):
      guard topX.isFinite, underX.isFinite else { return }
      setDirectViews(top: topX.clamped(to: TraceLimits.positionRange), under: underX.clamped(to: TraceLimits.positionRange))
    case .moveTopView(let x):
      guard x.isFinite else { return }
      manualTop = .constant(x)
      manualTopTag = nil
      if x != 0 { backFeedbackShown = true }
    case .animateTopView(let x, let duration, let curve, let tag):
      guard x.isFinite else { return }
      let from = manualTop?.value(at: now) ?? 0
      manualTop = Tween(from: from, to: x, start: now, duration: max(0, duration), curve: curve)
      manualTopTag = tag
    case .captureScreenshot:
      screenshotCount += 1
      peakScreenshotCount = max(peakScreenshotCount, screenshotCount)
    case .releaseScreenshots(let count):
      screenshotCount = max(0, screenshotCount - max(0, count))
    case .showOverlay(let shown):
      guard shown.isFinite else { return }
      overlay = shown
      overlayOffset = nil
      backFeedbackShown = true
    case .hideOverlay:
      overlay = nil
      overlayOffset = nil
    case .animateOverlay(let offsetX, let duration, let curve):
      guard let current = overlay, offsetX.isFinite else { return }
      let from = overlayOffset?.value(at: now) ?? current.offsetX
      overlayOffset = Tween(from: from, to: offsetX, start: now, duration: max(0, duration), curve: curve)
    case .setOverlayIcon(let icon):
      guard overlay != nil, icon?.isFinite ?? true else { return }
      overlay?.icon = icon
    case .setUserInteraction(let enabled, let screen):
      guard let index = screens.firstIndex(where: { $0.id == screen }) else { return }
      if enabled { interactionDisabled.remove(index) } else { interactionDisabled.insert(index) }
    case .beginInteractivePop, .finishInteractivePop, .cancelInteractivePop, .pop, .popToRoot, .push, .scheduleTimer,
      .cancelTimer, .resetRecognizer, .explain, .unrecognizedSelector, .showLeaveDialog, .desyncAfterVeto, .zoomDismissReleased:
      break
    }
  }
}
