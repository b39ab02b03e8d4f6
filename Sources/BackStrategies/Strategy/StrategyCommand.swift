/// What a strategy asks the simulator to do: UIKit calls, expressed as data.
///
/// The simulator applies commands in order after each event. A command that UIKit would
/// refuse or that corrupts navigation (a pop during a transition, an interactive pop on the
/// root) is applied as UIKit would and reported as a hazard.
public enum StrategyCommand: Hashable, Sendable, Codable {
  /// `popViewControllerAnimated: YES` with an interaction controller: an interactive pop
  /// begins at progress 0 and waits for updates. Its animation runs for `duration` seconds.
  case beginInteractivePop(animation: TransitionAnimation, duration: Double)
  /// `updateInteractiveTransition(percent)`: progress, clamped to 0…1.
  case updateInteractivePop(percent: Double)
  /// Move both views of a ``TransitionAnimation/direct`` transition (seed 001 sets frames).
  /// Non-finite positions are ignored; positions beyond ±10,000,000 pt (``TraceLimits/maximumLength``)
  /// are clamped to it, as a trace's lengths are.
  case setTransitionViews(topX: Double, underX: Double)
  /// `finishInteractiveTransition()`: run to the end and pop.
  case finishInteractivePop(TransitionCompletion)
  /// `cancelInteractiveTransition()`: run back and keep the stack.
  case cancelInteractivePop(TransitionCompletion)
  /// `popViewControllerAnimated:`.
  case pop(animated: Bool)
  /// `popToRootViewControllerAnimated:`.
  case popToRoot(animated: Bool)
  /// `pushViewController:animated:`: a new screen slides in from the trailing edge. Refused
  /// during a transition (`nested-transition`) and when the screen id is already on the stack
  /// (UIKit raises "Pushing the same view controller instance more than once").
  case push(ScreenSpec, animated: Bool)
  /// Move the top view outside any transition (the screenshot technique drags the view itself).
  case moveTopView(x: Double)
  /// Animate the top view outside any transition; `tag` is reported when it ends.
  case animateTopView(x: Double, duration: Double, curve: TimingCurve, tag: AnimationTag)
  /// Record a screenshot of the current screen (kept in memory until released).
  case captureScreenshot
  /// Release the most recent `count` screenshots.
  case releaseScreenshots(count: Int)
  /// Show (or replace) the overlay.
  indirect case showOverlay(Overlay)
  /// Remove the overlay.
  case hideOverlay
  /// Animate the overlay's horizontal offset to `offsetX`.
  case animateOverlay(offsetX: Double, duration: Double, curve: TimingCurve)
  /// Replace the icon of the overlay on screen (or remove it with `nil`), keeping its outline,
  /// fill, offset and any running offset animation; no effect when no overlay is shown. Seed 000's
  /// `changeReturnType:` swaps the icon layer's contents this way, even while the bulge slides away.
  case setOverlayIcon(Overlay.Icon?)
  /// Run `performSelector:afterDelay:`: a ``StrategyEvent/timerFired(_:)`` after `delay` seconds.
  /// Scheduling an existing timer replaces it.
  case scheduleTimer(TimerID, delay: Double)
  /// Cancel a pending timer (`cancelPreviousPerformRequestsWithTarget:`); no effect if none.
  case cancelTimer(TimerID)
  /// Disable and re-enable a recogniser: it is cancelled (or fails) for the rest of the touch.
  case resetRecognizer(RecognizerID)
  /// Sets `view.userInteractionEnabled` of the screen with this id. While it is off, UIKit's
  /// hit-testing skips that screen's view: a touch that lands on it reaches none of the
  /// recognisers hosted on it (``HostView/topScreen``) nor its scroll views. Recognisers on the
  /// navigation view or the window still get the touch. A touch already down keeps the
  /// recognisers it has. (seed 001's `updateViewsInteractionWithTransitionContext:isEnabled:`.)
  case setUserInteraction(enabled: Bool, screen: String)
  /// State the rule that decided, in words with the numbers; the run's `reason`. Send it as
  /// `.explain("…")`, or as `.explain { "…" }` to have the text written only if the reason is read.
  case explain(Explanation)
  /// The technique's code sends `selector` to an object that does not implement it, written
  /// as the runtime reports it (`-[UITabBarController popViewControllerAnimated:]`). UIKit
  /// cannot recover: the app terminates, the simulator reports ``Hazard/crash`` and nothing
  /// after it happens. A strategy sends it where the code it reproduces would crash.
  case unrecognizedSelector(String)
  /// Present the app's leave dialog ("Discard changes?") over the screen with this id, as a
  /// technique does where it learns of a vetoed pop in a callback (react-native-screens'
  /// `onNativeDismissCancelled`, React Navigation's `beforeRemove` listener, Flutter's
  /// `onPopInvokedWithResult`, Android's `handleOnBackPressed`). No effect when a dialog is up
  /// already. A pop that completes later with that screen in it is ``Hazard/leftBehindDialog``.
  case showLeaveDialog(screen: String)
  /// After a blocked pop the technique's own navigation state and UIKit's stack disagree (the
  /// screen removed natively, kept in the app's state) and the screen on display stops
  /// responding: the simulator reports ``Hazard/frozenAfterVeto`` with this detail and no later
  /// pop happens (React Navigation #13072, react-native-screens #3885). A strategy sends it
  /// where the code it reproduces desynchronises.
  case desyncAfterVeto(String)
  /// The zoom transition's interactive dismiss was released to finish (``ZoomDismissAftermath``):
  /// while its run-out animation lasts, a touch-down within `aftermath.strayTapWindow` of now
  /// reaches the outgoing screen (``Hazard/strayTap``), and a later one, a tap on the screen
  /// underneath meant to navigate, is refused (``Hazard/navigationFrozen``) where
  /// ``ModelParameters/zoomDismissRefusesNavigation`` says so. docs/strategies/zoom.md.
  case zoomDismissReleased(ZoomDismissAftermath)
}
