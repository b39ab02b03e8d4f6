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
  /// (`requireGestureRecognizerToFail:`; TZScrollViewPopGesture's choice).
  case scrollViewsWait
}
