/// Scenarios for vetoing a pop: a back swipe on a screen with unsaved changes
/// (``ScreenSpec/confirmsLeave``), which every framework lets the app refuse: UIKit's
/// `gestureRecognizerShouldBegin:`, React Navigation's `usePreventRemove`/`beforeRemove`,
/// Flutter's `PopScope(canPop: false)`, Android's `OnBackPressedCallback`. The right outcome is
/// no pop and the app's dialog; what goes wrong is a pop completed behind the dialog
/// (`left-behind-dialog`) or a screen that stops responding (`frozen-after-veto`).
extension Scenarios {
  /// An editor over a list: the editor holds unsaved changes and asks before it goes.
  static let unsavedEditor = scene([ScreenSpec(id: "list"), ScreenSpec(id: "editor", confirmsLeave: true)])

  /// A brisk edge swipe, lifted moving, on an editor with unsaved changes: a swipe every
  /// back gesture pops (through the edge swipe or, 30 pt behind it, the content swipe), so a
  /// veto is what keeps the screen. The app must keep it and ask (React Navigation #12966 and
  /// #13072, Flutter #138624, .NET MAUI #15813, WooCommerce iOS PR #17749).
  public static let unsavedChangesSwipe = trace(
    "unsaved-changes-swipe",
    "A brisk edge swipe (200 pt in 0.25 s, lifted moving) on an editor with unsaved changes (confirmsLeave): the app should keep the screen and show its dialog.",
    intent: .stay, scene: unsavedEditor
  ) { $0.flick(from: Point(x: 5, y: midY), to: Point(x: 205, y: midY + 6), duration: 0.25) }

  /// The same stroke from the middle of the editor: iOS 26's content swipe. An app that vetoes
  /// only the edge swipe's delegate is never asked: the content swipe has UIKit's own delegate.
  public static let unsavedChangesMidScreenSwipe = trace(
    "unsaved-changes-mid-screen-swipe",
    "A brisk rightward swipe from the middle of an editor with unsaved changes (confirmsLeave), 200 pt in 0.25 s, lifted moving: iOS 26's content swipe; the app should keep the screen and show its dialog.",
    intent: .stay, scene: unsavedEditor
  ) { $0.flick(from: Point(x: 150, y: midY), to: Point(x: 350, y: midY + 6), duration: 0.25) }
}
