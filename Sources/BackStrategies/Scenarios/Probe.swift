/// A gesture that settles an open choice of the model (``OpenChoice``) on a phone or simulator:
/// a straight drag at a constant velocity (``StraightDrag``), on a plain two-screen stack (or a
/// screen with a horizontal carousel), chosen so that the choice's readings predict different
/// outcomes. Run it with a UI-test tool, see whether the screen popped, and the readings that
/// predicted otherwise are ruled out.
///
/// Every probe is also a built-in trace, kept out of the default matrix (``Scenarios/all``) and
/// runnable by name (`strategy-compare run probe-release-slow-peek`): ``Scenarios/probes``
/// lists them; `strategy-compare probes` prints each with every reading's predicted outcome.
public struct Probe: Hashable, Sendable {
  /// The probe's name, `probe-…`: also its trace's name.
  public var name: String
  /// The open choice whose readings it tells apart.
  public var choice: OpenChoice
  /// The releases on which the readings predict different outcomes, oldest first.
  public var releases: [IOSVersion]
  /// One line: the gesture, and why the readings part on it.
  public var summary: String
  /// The gesture, as the UI-test tools perform it.
  public var gesture: StraightDrag
  /// The gesture as a trace: the scene it runs on and the gesture's samples at the device's
  /// touch rate. Its device's release is the newest of ``releases``.
  public var trace: Trace

  /// Creates a probe; the trace is `gesture` sampled at `scene`'s touch rate (its
  /// `device.refreshRate`: touches arrive once per frame), on the newest of `releases`, with
  /// `intent` (what a person making the gesture means).
  public init(
    name: String, choice: OpenChoice, releases: [IOSVersion], summary: String, gesture: StraightDrag, scene: SceneSpec,
    intent: Intent
  ) {
    self.name = name
    self.choice = choice
    self.releases = releases.sorted()
    self.summary = summary
    self.gesture = gesture
    var scene = scene
    scene.device.ios = self.releases.last ?? IOSVersion.standard
    trace = Trace(
      name: name, summary: summary, intent: intent, convention: .iOS, scene: scene,
      touches: gesture.samples(sampleRate: scene.device.refreshRate))
  }

  /// Whether the touch-down lies where UIKit's edge recogniser may take it under some reading of
  /// ``OpenChoice/edgeStrip``: within the wide strip plus its touch-down slack of the back edge
  /// (55.1 pt on a 390 pt screen). A harness must deliver such a touch as an edge touch
  /// (XCUITest and Maestro do on a simulator; Appium's synthesised swipes do not), or the probe
  /// tests nothing; a probe that starts farther in needs no edge flag (iOS 26's content swipe).
  public var startsAtEdge: Bool {
    let device = trace.scene.device
    let strip = ModelParameters.wideEdgeRegionWidth(screenWidth: device.width) + ModelParameters.uikit26.edgeTouchDownSlack
    let fromBackEdge = device.layoutDirection == .rightToLeft ? device.width - gesture.start.x : gesture.start.x
    return fromBackEdge < strip
  }
}
