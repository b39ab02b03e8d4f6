/// What a recogniser's own begin test decided on one move of the finger.
///
/// Each kind of recogniser decides for itself whether a touch has become its gesture
/// (UIKit's `-[UIGestureRecognizer _shouldTryToBeginWithEvent:]` and its subclasses'
/// overrides); the arena then settles which of the recognisers that are ready may begin
/// (``GestureArena``).
enum BeginStep: Equatable, Sendable {
  /// Not yet: the test waits for more movement.
  case waiting
  /// The gesture is recognised: the recogniser is ready to begin.
  case recognized
  /// The touch can never be this gesture; the reason is quoted in the run's explanation.
  case failed(String)
}
