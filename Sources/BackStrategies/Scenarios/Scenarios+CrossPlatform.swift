/// Scenarios where UIKit's, Flutter's (`cupertino`) and Android's (`predictive-back`) rules part
/// visibly (issue 12): a left-edge swipe that goes out and comes back part of the way, a long
/// swipe from the right edge, and a swipe 25 pt from the left edge of a device whose safe area
/// has a notch-sized left inset.
extension Scenarios {
  /// Where the out-and-back swipe turns: two thirds of the 390 pt width.
  static let outAndBackTurn = Point(x: 260, y: midY + 6)
  /// Where it is released: 45 pt back toward the edge, still past half the width (195 pt), and
  /// more than Android's 32 dp deactivation threshold (`navigation_edge_action_deactivation_drag_threshold`)
  /// from the turn.
  static let outAndBackRelease = Point(x: 215, y: midY + 10)

  /// The left safe-area inset of the notch scenario: 47 pt, an iPhone's notch side in landscape
  /// (the same size as ``Device/standard``'s top inset in portrait).
  static let notchInset = 47.0
  /// How far from the left edge the notch scenario touches down: outside UIKit's 13 pt edge
  /// region and Flutter's bare 20 pt strip, inside Flutter's strip widened to the 47 pt padding
  /// and inside Android's 30 dp back-gesture inset.
  static let notchSwipeStartX = 25.0

  /// The standard device with a notch-sized left safe-area inset.
  static let notchedDevice = Device(safeArea: SafeAreaInsets(top: Device.standard.safeArea.top, left: notchInset, bottom: Device.standard.safeArea.bottom))

  /// Out past half the width and back 45 pt, released while still moving slowly back.
  public static let edgeOutAndBack = trace(
    "edge-out-and-back",
    "A left-edge swipe to two thirds of the width, then 45 pt back toward the edge (still past half), released moving slowly back.",
    intent: .stay
  ) {
    $0.stroke(through: [Point(x: 5, y: midY), outAndBackTurn, outAndBackRelease], durations: [0.45, 0.4], profile: { $0 })
  }

  /// A long swipe from the right edge, as Android's back gesture takes from either edge.
  public static let rightEdgeSwipe = trace(
    "right-edge-swipe", "A slow swipe from the right edge leftwards to the middle of the screen, released at rest.",
    intent: .back, convention: .android
  ) { $0.swipe(from: rightEdgeStart, to: Point(x: 195, y: midY + 8), duration: 0.6) }

  /// A swipe that starts 25 pt from the left edge, on a device with a 47 pt left safe-area inset.
  public static let notchPaddingSwipe = trace(
    "notch-padding-swipe",
    "With a 47 pt left safe-area inset (a notch in landscape), a slow swipe from 25 pt off the left edge to two thirds of the width.",
    intent: .back, scene: scene([ScreenSpec(id: "home"), ScreenSpec(id: "detail")], device: notchedDevice)
  ) { $0.swipe(from: Point(x: notchSwipeStartX, y: midY), to: Point(x: 260, y: midY + 10), duration: 0.8) }
}
