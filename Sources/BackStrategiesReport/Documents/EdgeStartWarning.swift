import BackStrategies
import BackStrategiesSupport

/// The warning for a gesture that starts in the back edge's strip: the tools synthesise touches
/// that UIKit's edge recogniser may not take as edge touches, so such a gesture tests the
/// harness as much as UIKit.
public enum EdgeStartWarning {
  /// The known limits, with the sources docs/sources.md lists: `KIF#1281` (an edge swipe is not
  /// an edge touch unless the harness marks it; KIF's PR #1286 sets the private `_edgeType`),
  /// `dotnet/maui#28485` (Appium's left-to-right swipe cannot start UIKit's edge swipe) and
  /// `superset#6831` (Maestro's edge swipes do start it on the iOS 26.5 simulator).
  public static let limits = "a synthesised drag is not an edge touch unless the harness marks it "
    + "(KIF#1281: its PR #1286 sets the touch's private edge type); Appium's left-to-right swipe cannot start "
    + "UIKit's edge swipe (dotnet/maui PR #28485); Maestro's edge swipes do on the iOS 26.5 simulator "
    + "(superset-sh/superset #6831). iOS 26's content swipe needs no edge touch"

  /// How far `point` is from the back edge of `device`, in points: from the left edge, or from
  /// the right in a right-to-left layout.
  public static func distanceFromBackEdge(_ point: Point, on device: Device) -> Double {
    device.layoutDirection == .leftToRight ? point.x : device.width - point.x
  }

  /// The warning for `trace` (named `name` in it) when a stroke touches down within the edge
  /// strip (`edgeRegionWidth` of `parameters`, on the trace's release); `nil` otherwise.
  public static func warning(for trace: Trace, named name: String, parameters: ModelParameters = .uikit26) -> String? {
    let device = trace.scene.device
    let strip = parameters.resolved(for: device.ios).edgeRegionWidth
    let starts = TraceStroke.strokes(of: trace).map { distanceFromBackEdge($0.press, on: device) }
    guard let distance = starts.first(where: { $0 <= strip }) else { return nil }
    let edge = device.layoutDirection == .leftToRight ? "left" : "right"
    return "\(name): starts \(NumberFormatting.short(distance, 1)) pt from the \(edge) edge, inside UIKit's "
      + "\(NumberFormatting.short(strip, 1)) pt edge strip: \(limits)"
  }
}
