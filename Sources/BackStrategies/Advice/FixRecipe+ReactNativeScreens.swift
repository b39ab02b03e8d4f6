/// The react-native-screens presets as code (``ScreenAdvice/Group/reactNativeScreens``): the
/// screen option an app sets in JavaScript, or the native code of `RNSScreenStack.mm` a patch
/// changes (t3code#9493's rule, written here from its description, not copied).
extension FixRecipe {
  /// The react-native-screens recipes, in ``ScreenAdvice/Group/reactNativeScreens``' order.
  static let reactNativeScreensRecipes: [FixRecipe] = [reactNativeScreensNative, reactNativeScreensLeadingEdgeRule, reactNativeScreensEdgeOnly]

  /// `rn-screens:native`: the stack as it ships.
  static let reactNativeScreensNative = FixRecipe(
    id: "rn-screens:native", parts: [],
    availability: "nothing to guard: react-native-screens turns the full-screen swipe on by default on iOS 26 only.",
    rightToLeft: "React Native flips the layout itself; UIKit mirrors the back swipes.",
    cost: "nothing to add; the stack's own failure rule (#3420) makes the content swipe wait for every horizontal scroll view under the finger, so a carousel or pager at its start does not pop.")

  /// `rn-screens:leading-edge-rule`: t3code's patch of react-native-screens' stack view.
  static let reactNativeScreensLeadingEdgeRule = FixRecipe(
    id: "rn-screens:leading-edge-rule",
    parts: [
      Part(
        language: .objectiveC,
        placement: "a patch of node_modules/react-native-screens/ios/RNSScreenStack.mm (patch-package), in the stack view's UIGestureRecognizerDelegate methods for the content swipe:",
        code: """
          // A horizontal scroll view at its leading edge: nothing to scroll back
          // to. React Native flips a right-to-left ScrollView itself, so its
          // offset still counts from the start.
          static BOOL RNSIsAtLeadingEdge(UIScrollView *scrollView)
          {
            CGFloat start = -scrollView.adjustedContentInset.left;
            return scrollView.contentOffset.x <= start + 1;
          }

          static UIScrollView *RNSHorizontalScrollView(UIGestureRecognizer *g)
          {
            if (![g.view isKindOfClass:[UIScrollView class]]) {
              return nil;
            }
            UIScrollView *scrollView = (UIScrollView *)g.view;
            BOOL wide =
                scrollView.contentSize.width > scrollView.bounds.size.width;
            return g == scrollView.panGestureRecognizer && wide ? scrollView : nil;
          }

          // For the content swipe, in
          // -gestureRecognizer:shouldRequireFailureOfGestureRecognizer:
          //   UIScrollView *s = RNSHorizontalScrollView(otherGestureRecognizer);
          //   if (s != nil) { return !RNSIsAtLeadingEdge(s); }
          // and in -gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:
          //   UIScrollView *s = RNSHorizontalScrollView(otherGestureRecognizer);
          //   if (s != nil) { return RNSIsAtLeadingEdge(s); }

          """)
    ],
    availability: "react-native-screens only hands the stack the content swipe on iOS 26 (@available(iOS 26.0, *) in its own code); the patch adds no guard.",
    rightToLeft: "React Native mirrors a right-to-left ScrollView with a transform, so the offset test stays the left-to-right one (t3code#9493's 1 pt tolerance).",
    cost: "none beyond the stack's own: react-native-screens already owns the content swipe's delegate, so no UIKit rule is dropped; the patch is lost on every upgrade of react-native-screens unless it is carried forward.")

  /// `rn-screens:edge-only`: the full-screen swipe off, on a screen or on the whole stack.
  static let reactNativeScreensEdgeOnly = FixRecipe(
    id: "rn-screens:edge-only",
    parts: [
      Part(
        language: .javaScript,
        placement: "in the screen's options of React Navigation's native stack (react-native-screens' own prop is fullScreenSwipeEnabled):",
        code: """
          <Stack.Screen
            name="Carousel"
            component={CarouselScreen}
            options={{ fullScreenGestureEnabled: false }}
          />

          """)
    ],
    availability: "nothing to guard: the option only matters on iOS 26, where the full-screen swipe is on by default.",
    rightToLeft: "UIKit mirrors the edge swipe, which stays.",
    cost: "the mid-screen back swipe is gone on that screen (on every screen when set in screenOptions); the edge swipe stays.")
}
