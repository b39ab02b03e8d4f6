import BackStrategiesReport

extension HelpText {
  /// `export`'s help after its usage: the input, the tools, the warnings.
  static let export = """
    INPUT
      A trace file (backstrategies-trace/1 JSON or CSV), a JSON Lines file of several
      traces (one gesture each), a built-in scenario name, or '-' for standard input;
      or --probes: every probe (strategy-compare probes), or --choice NAME's.

    TOOLS
      xcuitest     Swift source: one XCTestCase, a test per gesture. Each plays a
                   press, a drag and a hold (XCUICoordinate's press(forDuration:
                   thenDragTo:withVelocity:thenHoldForDuration:)) on the app's
                   window at offsets in points from its top-left corner
                   (top-right for right-to-left), waits, asserts that one of the
                   two screens is on top, and prints one
                   backstrategies-observation/1 line saying which. The velocity
                   is in pixels per second: points per second times the trace's
                   scale.
      maestro      A YAML flow: per gesture, launchApp, swipe (start and end in
                   whole percentages, duration in ms) and assertVisible of the
                   screen the default model expects on top.
      w3c-actions  JSON: per gesture, the actions document Appium's
                   performActions takes (a touch pointer through every sample).

    OPTIONS
    \(OptionHelpBlock.render(.export))

    XCUITest and Maestro play a straight drag at a constant velocity: a trace that is
    not one gets a warning on stderr saying by how much the export differs (path over
    \(Int(DragDeviation.pathTolerance)) pt, position at the same instant over \(Int(DragDeviation.positionTolerance)) pt, duration over \(DragDeviation.durationTolerance) s, speed at
    the lift over \(Int(DragDeviation.liftVelocityTolerance)) pt/s). A gesture that starts in the back edge's strip gets a
    warning too: a synthesised drag is not an edge touch unless the harness marks it.

    """
}
