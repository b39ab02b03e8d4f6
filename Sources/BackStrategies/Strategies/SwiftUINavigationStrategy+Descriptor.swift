extension SwiftUINavigationStrategy {
  /// Id, rules and pitfalls: the text `explain` prints.
  public static let descriptor = StrategyDescriptor(
    id: "swiftui",
    title: "SwiftUI's NavigationStack and the back patterns written around it",
    summary:
      "NavigationStack is a UINavigationController: UIKit's own rules, until .navigationBarBackButtonHidden(true) turns them off; then a copied delegate extension brings the edge swipe back (with or without a root guard), or a DragGesture calls dismiss() past 100 pt from a 20 pt strip.",
    origin:
      "SwiftUI navigationBarBackButtonHidden and SwiftUI DragGesture (Apple's documentation of navigationBarBackButtonHidden(_:) and DragGesture.init(minimumDistance:coordinateSpace:)); SwiftUI delegate extension (StackOverflow 59921239 and its copies); SwiftUI drag recipe (the DragGesture form its many copies publish)",
    rules: [
      "navigation-stack: NavigationStack hosts its views in a UINavigationController, so UIKit's edge swipe and, on iOS 26, its content swipe apply with UIKit's delegate and every UIKit rule (on iOS 26 SwiftUI has no modifier that turns the content swipe off).",
      "back-button-hidden: the pushed views hide their back button. UIKit's delegate ends its shouldReceiveEvent: check in _shouldInteractivePopGestureBeEnabled, which refuses a top view controller that hides its back button: neither the edge swipe nor the content swipe starts.",
      "delegate-extension: extension UINavigationController: UIGestureRecognizerDelegate sets interactivePopGestureRecognizer?.delegate = self in viewDidLoad and answers gestureRecognizerShouldBegin with viewControllers.count > 1. UIKit's checks go with its delegate, so the hidden back button no longer stops the edge swipe; the content swipe keeps UIKit's delegate and stays off. UIKit's private _gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer: goes too: nothing waits for the edge swipe, so a scroll view under the finger races it (10 pt against 15 pt).",
      "delegate-extension-unguarded: the extension answering true (or only overriding shouldBeRequiredToFailBy): on the root the edge swipe begins an interactive pop with nothing to pop.",
      "drag-gesture: .gesture(DragGesture().updating(…)) on the pushed view, a UIKit-backed pan that begins once the finger is minimumDistance 10 pt from startLocation, a straight-line distance (a diagonal (8, 8) move, 11.3 pt, begins it); its body calls dismiss() the first time startLocation.x < 20 and translation.width > 100 (translation measured from the touch-down): an animated, non-interactive pop in the middle of the drag. The model sends it once per stroke.",
      "The DragGesture's recogniser competes with scroll views as UIKit pans do: whichever begins first, the deeper scroll view on a tie. No SwiftUI document states how its gestures arbitrate with UIKit's; this is the model's choice from iOS 18's UIKit-backed gestures.",
    ],
    pitfalls: [
      "Hiding the back button silently kills the swipe, also the iOS 26 content swipe; the delegate extension brings back only the edge swipe.",
      "Without the count guard an edge swipe on the root freezes the app: UIKit's transition never ends and no touch gets through (signalapp/Signal-iOS#3540).",
      "The delegate extension also drops UIKit's transition check: a swipe during a running pop reaches the pop handler again.",
      "The delegate extension also drops UIKit's precedence over scroll views: a carousel, even at its first page, takes an edge swipe (carousel-at-start: none), and so does a vertical ScrollView on a swipe that drifts down first (scroll-view-drift-then-swipe: none).",
      "The DragGesture pops in mid-drag with a fixed animation: the page does not follow the finger, and lifting early never cancels it. It ignores right-to-left layouts (x < 20 and width > 100 are read literally) and velocity.",
      "A finger that drifts vertically first gives the swipe to a vertical ScrollView under it: the DragGesture fails and nothing goes back.",
    ],
    whenToChoose:
      "Choose it to see what a SwiftUI app's back swipe does with each common setup: keep the system back button if you can (navigation-stack); with a hidden one, the guarded delegate extension restores the edge swipe only, and the DragGesture recipe is a fixed-animation stand-in.",
    teaching: StrategyTeaching(
      onIOS26:
        "navigation-stack gains UIKit's content swipe and fluid pop. With the back button hidden both of UIKit's recognisers stay off; the delegate extension restores the edge swipe but not the content swipe, whose delegate stays UIKit's.",
      tryIt: "edge-swipe-past-half", breaks: "hidden-back-button"),
    facts: StrategyFacts(
      privateAPI: [], iOSVersions: "iOS 16 and later (NavigationStack); the content swipe from iOS 26",
      replacesUIKitAnimation: false, screenshotMemory: StrategyFacts.noScreenshots, framework: .swiftUI)
  )
}
