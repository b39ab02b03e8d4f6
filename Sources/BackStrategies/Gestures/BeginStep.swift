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
  /// The touch can never be this gesture; the reason is quoted in the run's explanation. It is
  /// worded only when read (a corpus reads few of them), from values the test captured.
  case failed(@Sendable () -> String)

  /// The same case, and for failures the same words.
  static func == (lhs: BeginStep, rhs: BeginStep) -> Bool {
    switch (lhs, rhs) {
    case (.waiting, .waiting), (.recognized, .recognized): true
    case (.failed(let left), .failed(let right)): left() == right()
    default: false
    }
  }
}
