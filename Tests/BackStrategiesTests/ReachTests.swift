import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

/// #26 item 7: reach and "listens at" come from the region each technique declares on its
/// recognisers (``TouchArea``, ``RecognizerSpec/listensAt``), not from the recogniser's kind
/// alone: Flutter's strip widened by padding, Android's insets at both edges, TZ's 40 pt on
/// scroll views, `fd-max-100`'s 100 pt.
@Suite("Reach from declared regions")
struct ReachTests {
  /// Whether `id` listens at `point` in `scene` (on iOS 18 unless `scene` says otherwise).
  func listens(_ id: String, at point: Point, in scene: SceneSpec) throws -> Bool {
    let selection = try StrategyCatalog.builtIn.select(id)
    let parameters = ModelParameters.uikit26.resolved(for: scene.device.ios)
    return selection.gestureSetup(in: scene, parameters: parameters).listens(at: point, in: scene, parameters: parameters)
  }

  func regions(_ id: String, in scene: SceneSpec) throws -> Set<StartRegion> {
    try StrategyCatalog.builtIn.select(id).startRegions(in: scene)
  }

  static let plain = Scenarios.homeAndDetail
  static var notched: SceneSpec { Scenarios.notchPaddingSwipe.scene }
  static var rightToLeft: SceneSpec {
    var scene = Scenarios.homeAndDetail
    scene.device.layoutDirection = .rightToLeft
    return scene
  }
  static var carouselOnIOS18: SceneSpec {
    var scene = Scenarios.carouselAtStart.scene
    scene.device.ios = .iOS18
    return scene
  }
  static var plainOnIOS18: SceneSpec {
    var scene = Scenarios.homeAndDetail
    scene.device.ios = .iOS18
    return scene
  }

  @Test("cupertino: Flutter's 20 pt strip at the back edge, widened to a 47 pt padding, mirrored in right-to-left")
  func cupertino() throws {
    #expect(try listens("cupertino", at: Point(x: 19, y: 420), in: Self.plain))
    #expect(try !listens("cupertino", at: Point(x: 25, y: 420), in: Self.plain))
    #expect(try !listens("cupertino", at: Point(x: 150, y: 420), in: Self.plain), "not mid-screen")
    #expect(try listens("cupertino", at: Point(x: 40, y: 420), in: Self.notched))
    #expect(try !listens("cupertino", at: Point(x: 50, y: 420), in: Self.notched))
    #expect(try listens("cupertino", at: Point(x: 380, y: 420), in: Self.rightToLeft))
    #expect(try !listens("cupertino", at: Point(x: 10, y: 420), in: Self.rightToLeft))
    #expect(try regions("cupertino", in: Self.plain) == [.backEdge])
  }

  @Test("predictive-back: Android's 30 pt inset at either edge, not mid-screen")
  func predictiveBack() throws {
    #expect(try listens("predictive-back", at: Point(x: 29, y: 420), in: Self.plain))
    #expect(try listens("predictive-back", at: Point(x: 362, y: 420), in: Self.plain))
    #expect(try !listens("predictive-back", at: Point(x: 35, y: 420), in: Self.plain))
    #expect(try !listens("predictive-back", at: Point(x: 195, y: 420), in: Self.plain))
    #expect(try regions("predictive-back", in: Self.plain) == [.backEdge, .forwardEdge])
  }

  @Test("scroll-view-pop:tz on iOS 18: 40 pt from the left edge on a scroll view, UIKit's 13 pt edge elsewhere")
  func tz() throws {
    let scene = Self.carouselOnIOS18
    #expect(try listens("scroll-view-pop:tz", at: Point(x: 39, y: 400), in: scene))
    #expect(try !listens("scroll-view-pop:tz", at: Point(x: 45, y: 400), in: scene))
    #expect(try !listens("scroll-view-pop:tz", at: Point(x: 30, y: 200), in: scene), "off the carousel, past UIKit's 13 pt")
    #expect(try listens("scroll-view-pop:tz", at: Point(x: 5, y: 200), in: scene), "UIKit's edge gesture stays on")
    #expect(try regions("scroll-view-pop:tz", in: scene) == [.backEdge])
  }

  @Test("target-forwarding:fd-max-100 on iOS 18: 100 pt from the left edge; fd without the limit anywhere")
  func fdMax100() throws {
    #expect(try listens("target-forwarding:fd-max-100", at: Point(x: 99, y: 420), in: Self.plainOnIOS18))
    #expect(try !listens("target-forwarding:fd-max-100", at: Point(x: 110, y: 420), in: Self.plainOnIOS18))
    #expect(try regions("target-forwarding:fd-max-100", in: Self.plainOnIOS18) == [.backEdge])
    #expect(try listens("target-forwarding:fd", at: Point(x: 300, y: 420), in: Self.plainOnIOS18))
    #expect(try regions("target-forwarding:fd", in: Self.plainOnIOS18) == Set(StartRegion.allCases))
  }

  @Test("on iOS 26 UIKit's content swipe listens everywhere beside any technique in a navigation controller")
  func contentSwipe() throws {
    #expect(try listens("target-forwarding:fd-max-100", at: Point(x: 300, y: 420), in: Self.plain))
    #expect(try !listens("cupertino", at: Point(x: 300, y: 420), in: Self.plain), "Flutter has no navigation controller")
  }

  @Test("a corpus counts a mid-screen touch-down out of reach for Flutter's and Android's strips, and their reach is under 100 %")
  func corpusReach() throws {
    let catalog = StrategyCatalog.builtIn
    let selections = try ["cupertino", "predictive-back", "directional-pan"].map { try catalog.select($0) }
    let scorer = CorpusScorer(selections: selections)
    let midScreen = scorer.evaluate(Scenarios.midScreenSwipe)
    #expect(midScreen.summaries.map(\.inReach) == [false, false, true])
    let edge = scorer.evaluate(Scenarios.edgeSwipePastHalf)
    #expect(edge.summaries.map(\.inReach) == [true, true, true])
    let scores = try scorer.score(CorpusGenerator(seed: 1).traces(count: 200))
    let reach = scores.scorecards.map { $0.overall.reach ?? 0 }
    #expect(reach[0] < 1 && reach[1] < 1 && reach[2] == 1)
  }

  @Test("a strategy of one's own declares its region on its recogniser: generic, no case per id")
  func declared() {
    let strip = TouchArea(side: .right, width: 44)
    let spec = RecognizerSpec(id: "mine", kind: .pan, host: .window, listensAt: strip)
    let setup = GestureSetup(systemBackGesture: .disabled, contentSwipe: .disabled, recognizers: [spec])
    #expect(setup.listens(at: Point(x: 350, y: 420), in: Self.plain))
    #expect(!setup.listens(at: Point(x: 340, y: 420), in: Self.plain))
    #expect(setup.startRegions(device: Self.plain.device) == [.forwardEdge])
    #expect(RecognizerSpec(id: "pan", kind: .pan, host: .window).listeningArea() == .everywhere)
    #expect(RecognizerSpec(id: "edge", kind: .screenEdge(.left), host: .window).listeningArea() == TouchArea(side: .left, width: 13))
  }
}
