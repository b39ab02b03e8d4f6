extension HelpText {
  /// `probes`' help after its usage.
  static let probes = """
    Each probe is a straight drag at a constant velocity, with an optional press before it
    moves and hold before the lift: what XCUITest, Maestro and W3C actions can perform. It
    runs on a plain two-screen stack (who-waits: a screen with a full-width carousel), and
    the readings of its open choice predict different outcomes, each computed by running
    UIKit as it ships under that reading. Run the drag on a simulator or phone, see whether
    the screen popped, and the readings that predicted otherwise are ruled out. Each probe
    is also a built-in trace, outside the default matrix: strategy-compare run NAME.

    A probe that starts within 55 pt of the back edge must reach UIKit as an edge touch,
    which synthesised drags are not always (Appium's left-to-right swipe is not); check the
    harness with an edge swipe that pops first. A mid-screen probe needs no edge flag on
    iOS 26. edge-strip separates on iOS 18 only. More: docs/probes.md.

    OPTIONS
    \(OptionHelpBlock.render(.probes))

    """
}
