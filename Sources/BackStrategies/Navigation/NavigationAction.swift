/// What can happen to the navigation controller: the input of ``NavigationModel/apply(_:at:driver:)``.
/// Each case is one message UIKit's `UINavigationController` receives (or one thing that happens
/// to it as time passes); the model answers with the state it moves to and the
/// ``NavigationEffect``s the simulation must act on.
enum NavigationAction: Sendable {
  /// A strategy's command, or one of UIKit's pop handler: the transitions it begins
  /// (`popViewControllerAnimated:` with or without an interaction controller,
  /// `popToRootViewControllerAnimated:`, `pushViewController:animated:`), finishes or cancels
  /// (`finishInteractiveTransition`, `cancelInteractiveTransition`), and the commands that only
  /// change state (the interactive percent, the views a strategy moves itself, screenshots, the
  /// overlay, user interaction, the desync after a veto). A command that is not navigation's
  /// (timers, recognisers, explanations, a crash, the leave dialog, a zoom dismiss) changes nothing.
  case command(StrategyCommand)
  /// The clock reached the model's ``NavigationModel/nextDeadline``: the first thing due ends, in
  /// this order: the completing transition (`-[UINavigationController
  /// _finishInteractiveTransition:transitionContext:]` or its cancelling twin, then
  /// `navigationTransitionView:didEndTransition:` for a non-interactive one), the top view's
  /// tagged animation, the overlay's animation.
  case deadlineReached
  /// A new pop stops the completing transition at its end as it was heading
  /// (`-[_UINavigationParallaxTransition preemptWithContext:]`): a finishing pop's screen
  /// leaves, a cancelling one stays. Nothing happens when no transition is completing.
  case preemptTransition
  /// The scene's top screen was still being pushed at the first touch (``ScreenSpec/pushedAt``):
  /// the push `pushViewController:animated:YES` sent then runs on.
  case startScenePush
  /// UIKit's pop handler catches the completing pop where it is and drives it again
  /// (`-[UIPercentDrivenInteractiveTransition pauseInteractiveTransition]`): its record is now
  /// driven by the action's driver.
  case catchTransition(at: Double)
  /// The transition just begun runs on UIKit's own animator (`_UINavigationParallaxTransition`,
  /// picked by `-[UINavigationController _customTransitionController:]`).
  case runOnUIKitAnimator
  /// The fluid branch's rubber-banded percent, set as is on the running animator (past 0 and 1).
  case setProgress(Double)
  /// The run ends with an interactive transition neither finished nor cancelled: UIKit would
  /// stay mid-transition for good, and its record says `stuck`.
  case abandonInteractiveTransition
  /// The app hides the back button on every pushed screen, those on the stack and those pushed
  /// later (``GestureSetup/hidesBackButton``; `navigationItem.hidesBackButton = YES`).
  case hideBackButtons
  /// The app turns iOS 26's content swipe off while screen `screen` (an index into the run's
  /// screens) shows (`interactiveContentPopGestureRecognizer.isEnabled = NO`).
  case disableContentSwipe(screen: Int)
}
