/// Scenarios that show the screenshot technique's cost.
extension Scenarios {
  /// Five screens deep, a swipe from mid-screen past half the width.
  ///
  /// The screenshot technique holds one full-screen bitmap per screen under the top: four
  /// before the swipe, three after its pop (3 × 1170 × 2532 × 4 bytes on the standard @3x phone).
  public static let deepStackSwipe = trace(
    "deep-stack-swipe",
    "Five screens deep: a swipe from the middle of the screen to past half the width, released at rest.",
    intent: .back,
    scene: scene([
      ScreenSpec(id: "home"), ScreenSpec(id: "catalog"), ScreenSpec(id: "category"), ScreenSpec(id: "product"),
      ScreenSpec(id: "reviews"),
    ])
  ) { $0.swipe(from: Point(x: 120, y: midY), to: Point(x: 340, y: midY + 10), duration: 0.5) }
}
