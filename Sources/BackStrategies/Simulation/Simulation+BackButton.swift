import BackStrategiesSupport

/// Taps on the navigation bar's back button, as UIKit 26.1 and 18.2 handle them, and the push
/// still animating at the first touch (``ScreenSpec/pushedAt``). docs/model.md, "Back-button
/// taps" and "A push still animating", states the rules with their sources.
///
/// Called from `Simulation+Touches.swift` (one line at the touch-down, one at the lift) and from
/// ``settle()`` (one line after the strategy installs).
extension Simulation {
  // MARK: The push in progress

  /// Starts the top screen's push where the scene says it began (``ScreenSpec/pushedAt``): a
  /// non-interactive push on UIKit's animator (`_UINavigationParallaxTransition`), progress
  /// 1 → 0 over ``ModelParameters/transitionDuration`` from `pushedAt`, as a
  /// `pushViewController:animated:YES` sent then would run (``push(_:animated:)``). Until it
  /// ends, UIKit's `_isTransitioning` is YES: UIKit's back recognisers refuse a new touch on the
  /// classic branch (iOS 18) and may preempt the push on the fluid one (iOS 26), exactly as for
  /// a push a strategy sends (`-[_UINavigationInteractiveTransition _gestureRecognizer:shouldReceiveEvent:]`,
  /// `-[UINavigationController _isCurrentTransitionPreemptable]`).
  mutating func startScenePush() {
    applyNavigation(.startScenePush)
  }

  // MARK: Back-button taps

  /// The screen UIKit's bar shows on top now: the top of `viewControllers`, which a pop running
  /// to its finish has already left (``NavigationModel/viewControllerCount``).
  var barTopScreen: ScreenSpec {
    navigation.screens[navigation.stack[max(1, navigation.viewControllerCount) - 1]]
  }

  /// Whether the bar takes touches while a transition runs.
  ///
  /// `-[UINavigationBar _popNavigationItemWithTransitionAssistant:]` and
  /// `_pushNavigationItem:transitionAssistant:` turn the bar's `userInteractionEnabled` off for an
  /// animated push or pop unless its visual provider `allowsUserInteractionDuringTransitions`;
  /// the bar turns it back on when the transition ends (`_reenableUserInteraction`). In UIKit
  /// 26.1 the iPhone's provider (`_UINavigationBarVisualProviderModernIOSSwift`) answers
  /// `-[UINavigationBar _canPreemptTransition]`, that is
  /// `-[UINavigationController _isCurrentTransitionPreemptable]`: yes exactly when a back swipe
  /// could interrupt the running transition (``runningTransitionAccess()``), which is the fluid
  /// branch's transitions of UIKit's own animator. On the classic branch (iOS 18) and during a
  /// strategy's own animator or a stuck pop, the bar ignores every touch until the end.
  /// An app that turns the back button off during transitions
  /// (``GestureSetup/disablesBackButtonDuringTransitions``, react-native-screens#3093) leaves it
  /// no tap either.
  var barTakesTouchesDuringTransition: Bool {
    !installedSetup.disablesBackButtonDuringTransitions && runningTransitionAccess() != .refused
  }

  /// Touch-down: notes whether this touch landed on a back button that takes it. A touch the
  /// bar refuses leaves a note in the run's explanation.
  mutating func backButtonTouchDown(at location: Point) {
    applyStroke(.backButtonTook(false))
    // Without a `UINavigationController` (a Flutter or Android host, a JavaScript stack) there is
    // no UIKit bar; such a stack's own header button is not modelled.
    guard installedSetup.contentSwipe != .noNavigationController,
      BackButtonArea.frame(device: device, parameters: parameters).contains(location)
    else { return }
    if let missing = BackButtonArea.missingReason(on: barTopScreen, stackCount: navigation.viewControllerCount) {
      noteBackButtonTap("a tap at the back button's place did nothing: \(missing)")
      return
    }
    if navigation.isTransitioning && !barTakesTouchesDuringTransition {
      noteBackButtonTap(
        installedSetup.disablesBackButtonDuringTransitions
          ? "a tap on the back button at \(NumberFormatting.fixed(now, 3)) s was ignored: the app turns the back button off while a transition runs"
          : "a tap on the back button at \(NumberFormatting.fixed(now, 3)) s was ignored: the navigation bar takes no touches while a transition runs (userInteractionEnabled = NO until the transition ends; the transition is not preemptable)"
      )
      return
    }
    applyStroke(.backButtonTook(true))
  }

  /// Lift: a touch that began on the back button, was not taken by a recogniser that began
  /// (`cancelsTouchesInView`: the button got `touchesCancelled:`) and lifts inside it is a tap
  /// (`UIControlEventTouchUpInside`), and the bar sends the pop. A cancelled touch is no tap.
  mutating func backButtonTouchUp(_ sample: TouchSample) {
    guard stroke.backButtonTouch else { return }
    applyStroke(.backButtonTook(false))
    guard sample.phase == .ended else { return }
    let taken = arena.members.contains { [.began, .changed, .ended, .cancelled].contains($0.state) }
    guard !taken, BackButtonArea.frame(device: device, parameters: parameters).contains(sample.location) else { return }
    sendBackButtonPop()
  }

  /// `-[UINavigationBar _sendNavigationPopForBackBarButtonItem:]` → the navigation controller's
  /// `_popNavigationBar:item:` → `popViewControllerAnimated:YES`: an animated, non-interactive
  /// pop on UIKit's animator (``startPop(_:animated:)``). During a transition the bar only got
  /// the tap if that transition is preemptable, and then `popViewControllerAnimated:` preempts
  /// it (`-[UINavigationController _applyViewControllers:transition:animated:operation:rescheduleBlock:]`;
  /// `-[_UINavigationParallaxTransition preemptWithContext:]`): the running transition ends at
  /// once as it was heading (a finishing pop's screen leaves), then the new pop starts and pops
  /// the next screen. So a second tap during the first tap's pop pops a second screen on iOS 26
  /// (react-native-screens#3093).
  mutating func sendBackButtonPop() {
    var preempted = ""
    if navigation.isTransitioning {
      guard barTakesTouchesDuringTransition, navigation.completingFinishes != nil else {
        // The transition began after the touch-down (the bar had taken the touch already):
        // UIKit's nested-pop rule applies.
        applyUIKit(.pop(animated: true))
        return
      }
      found.caughtRunningTransition = true
      preempted = "stopped the running \(navigation.summary.kind == .push ? "push" : "pop") at its end (preemptWithContext:), then "
      applyNavigation(.preemptTransition)
    }
    let recordsBefore = navigation.records.count
    let top = barTopScreen.id
    // No recogniser drives it: the button does.
    applyUIKit(.pop(animated: true), byBackButton: true)
    guard navigation.records.count > recordsBefore else { return }
    let time = now
    noteBackButtonTap(
      "a tap on the back button at \(NumberFormatting.fixed(time, 3)) s \(preempted)popped '\(top)' (_sendNavigationPopForBackBarButtonItem: → popViewControllerAnimated:YES, animated)"
    )
  }

  /// Adds `text` to the run's explanation (after what an earlier tap or gesture said).
  mutating func noteBackButtonTap(_ text: String) {
    let before = found.explanation
    found.explanation = Explanation { (before.map { $0.description + "; " } ?? "") + text }
  }
}
