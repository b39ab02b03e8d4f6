/// How a recogniser gets along with the pans of scroll views under the finger.
public enum ScrollViewPolicy: String, Hashable, Sendable, CaseIterable {
  /// UIKit's default: whichever crosses its threshold first wins and the other fails. A scroll
  /// view's 10 pt pan hysteresis beats the edge pan's 15 pt, so the scroll view takes the swipe.
  case exclusive
  /// Recognise together with any scroll view's pan (seed 003's `UIScrollView` category
  /// returning YES from `shouldRecognizeSimultaneouslyWith`): the page and the content both move.
  case simultaneous
  /// Recognise together only with a horizontally scrolling scroll view sitting at its leading
  /// end (offset at its minimum in left-to-right layouts): FDFullscreenPopGesture's README
  /// recipe, a subclass of the horizontal scroll view returning YES while `contentOffset.x <= 0`.
  /// Scroll views that cannot scroll horizontally (vertical lists) do not carry the recipe and
  /// keep UIKit's default, as with ``exclusive``.
  case simultaneousAtLeadingEdge
  /// Scroll views wait for this recogniser to fail before they may begin
  /// (`requireGestureRecognizerToFail:` on the scroll views; Flutter's arena, `cupertino`). To
  /// make *every* other recogniser wait, UIKit's included (TZScrollViewPopGesture), use
  /// ``RecognizerSpec/othersWaitForFailure``.
  case scrollViewsWait
  /// MLTransition's `UIScrollView` category (`gestureRecognizer:shouldRequireFailureOfGestureRecognizer:`,
  /// `Classes/MLTransition.m`, tag 2.1.3, lines 294–335), decided at touch-down for the scroll
  /// view under the finger: within ``edgeStripWhereScrollViewsWait`` of the left edge it waits for
  /// this recogniser to fail, whatever its direction; otherwise a horizontal scroll view
  /// (`contentSize.width > frame.size.width`) does not wait and the two compete as with
  /// ``exclusive``; any other scroll view waits. (The category also checks enclosing scroll
  /// views and ±90° rotations; a trace's scroll views are not nested or rotated.)
  case scrollViewsWaitUnlessHorizontal

  /// MLTransition.m line 302: `location.x <= 10.0f`, the strip at the left edge where "拖返手势
  /// 需要无条件支持" (the back pan is supported unconditionally, whether the scroll view is
  /// horizontal or vertical), in points from the left edge of the navigation view.
  public static let edgeStripWhereScrollViewsWait = 10.0
}
