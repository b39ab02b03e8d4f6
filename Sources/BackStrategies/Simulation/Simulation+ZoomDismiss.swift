import BackStrategiesSupport

/// A zoom transition's interactive dismiss after its release (``StrategyCommand/zoomDismissReleased(_:)``):
/// a touch that lands while it runs out is a stray tap (the outgoing screen still hit-tests) or,
/// later, a tap on the screen underneath whose navigation UIKit refuses. docs/strategies/zoom.md.
struct ZoomDismissState: Sendable {
  /// The record of the dismiss's transition.
  var record: Int
  /// When the dismiss was released.
  var released: Double
  /// Until when a touch-down reaches the outgoing screen.
  var strayTapUntil: Double
}

extension Simulation {
  /// Notes the released dismiss of the transition running now.
  mutating func noteZoomDismissReleased(_ aftermath: ZoomDismissAftermath) {
    guard let transition = navigation.transition else { return }
    let window = aftermath.strayTapWindow.isFinite ? max(0, aftermath.strayTapWindow) : 0
    zoomDismiss = ZoomDismissState(record: transition.record, released: now, strayTapUntil: now + window)
  }

  /// A touch-down while a released zoom dismiss still runs out: within the stray-tap window it
  /// reaches the outgoing screen (``Hazard/strayTap``); after it, it is a tap on the screen
  /// underneath, whose push UIKit refuses while the dismiss animates (``Hazard/navigationFrozen``,
  /// under ``ModelParameters/zoomDismissRefusesNavigation``).
  mutating func noteTouchDuringZoomDismiss(at location: Point) {
    guard let state = zoomDismiss else { return }
    guard let transition = navigation.transition, transition.record == state.record else {
      zoomDismiss = nil
      return
    }
    let since = now - state.released
    let at = "(\(NumberFormatting.short(location.x, 0)), \(NumberFormatting.short(location.y, 0)))"
    if now <= state.strayTapUntil {
      report(
        .strayTap,
        "a touch at \(at), \(NumberFormatting.short(since, 2)) s after the zoom dismiss was released, reached the outgoing screen, which still hit-tests for \(NumberFormatting.short(state.strayTapUntil - state.released, 2)) s")
      return
    }
    if let alternatives, alternatives.zoomDismissRefusesNavigation.contains(where: { $0 != parameters.zoomDismissRefusesNavigation }) {
      found.openChoicesInPlay.insert(.zoomNavigation)
    }
    guard parameters.zoomDismissRefusesNavigation else { return }
    report(
      .navigationFrozen,
      "a tap at \(at), \(NumberFormatting.short(since, 2)) s after the zoom dismiss was released, asked the screen underneath to navigate while the dismiss still animated: UIKit refused it")
  }
}
