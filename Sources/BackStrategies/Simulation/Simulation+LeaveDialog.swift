import BackStrategiesSupport

/// The app's leave dialog on a screen that confirms leaving (``ScreenSpec/confirmsLeave``): the
/// simulator notes when it appears and reports ``Hazard/leftBehindDialog`` when a pop completes
/// with the screen it asks about (docs/model.md, "Vetoing a pop").
extension Simulation {
  /// The app presents its leave dialog over screen `screen` (a `UIAlertController`, React
  /// Native's `Alert`, Flutter's `showDialog`, an Android `AlertDialog`). Once per run: a second
  /// veto finds it up. A presentation does not cancel a touch that is still down (UIKit keeps
  /// delivering it to the recognisers it began with): WooCommerce iOS PR #17749 saw UIKit
  /// complete the pop behind the dialog.
  mutating func showLeaveDialog(over screen: String) {
    guard found.leaveDialog == nil else { return }
    found.leaveDialog = (screen, now)
    found.explanation = Explanation { "the app showed its leave dialog over screen '\(screen)'" }
  }

  /// A pop or pop-to-root is completing and removes the screens `removed` (ids,
  /// ``NavigationEffect/screensRemoved(_:)``): when the screen the dialog asks about is among
  /// them, the pop completed behind the dialog.
  mutating func noteLeftBehindDialog(removing removed: [String]) {
    guard let dialog = found.leaveDialog, removed.contains(dialog.screen) else { return }
    report(
      .leftBehindDialog,
      "the pop removed screen '\(dialog.screen)' while the app's leave dialog about it was up (shown at \(NumberFormatting.fixed(dialog.shownAt, 3)) s): its unsaved changes are gone")
    found.explanation = Explanation { "the app showed its leave dialog over screen '\(dialog.screen)', but the pop completed behind it" }
  }
}
