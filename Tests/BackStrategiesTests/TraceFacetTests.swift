import Testing
@testable import BackStrategies

/// `TraceFacet.facets(of:parameters:)`, worked out as bits with the scene read in place, gives
/// the facets each rule names (`TraceFacet`'s cases: the layout, the top screen's back button
/// and bar, a scroll view under the touch-down, where it touches down); and the scene's check,
/// reading each screen in place, reports the first duplicate id as before.
@Suite("Trace facets")
struct TraceFacetTests {
  /// The facets by the rules, one insert at a time into a set, reading copies of the scene and
  /// the top screen (how `facets(of:parameters:)` read them before it worked them out as bits).
  static func facetsByRules(_ trace: Trace, parameters: ModelParameters) -> Set<TraceFacet> {
    var facets: Set<TraceFacet> = []
    let scene = trace.scene
    if scene.device.layoutDirection == .rightToLeft { facets.insert(.rightToLeft) }
    if let top = scene.stack.last {
      if scene.stack.count > 1 && !top.backButton.keepsSystemBackGesture { facets.insert(.customBackButton) }
      if scene.stack.count > 1 && top.navigationBarHidden { facets.insert(.hiddenNavigationBar) }
      if let touchDown = trace.touches.first(where: { $0.phase == .began }),
        top.scrollViews.contains(where: { $0.frame.contains(touchDown.location) })
      {
        facets.insert(.onScrollView)
      }
    }
    switch StartRegion(firstTouchOf: trace, parameters: parameters) {
    case .interior?: facets.insert(.midScreenStart)
    case .forwardEdge?: facets.insert(.forwardEdgeStart)
    case .backEdge?, nil: break
    }
    return facets
  }

  @Test("the facets of the scenarios and of generated traces, left to right and right to left, are those the rules give")
  func facetsAsTheRulesGive() throws {
    let generator = CorpusGenerator(seed: 13)
    var traces = try Scenarios.all + (0..<120).map { try CorpusEntry.generated(generator, index: $0).trace() }
    // The same traces mirrored into a right-to-left layout, and on a single screen.
    traces += traces.prefix(40).map { trace in
      var mirrored = trace
      mirrored.scene.device.layoutDirection = .rightToLeft
      return mirrored
    }
    traces += traces.prefix(10).map { trace in
      var single = trace
      single.scene.stack = [single.scene.stack[single.scene.stack.count - 1]]
      return single
    }
    var seen: Set<TraceFacet> = []
    for trace in traces {
      let facets = TraceFacet.facets(of: trace, parameters: .uikit26)
      #expect(facets == Self.facetsByRules(trace, parameters: .uikit26), "\(trace.name)")
      seen.formUnion(facets)
    }
    // Every facet shows in these traces, so a rule read wrongly would show.
    #expect(seen == Set(TraceFacet.allCases))
  }

  @Test("the scene's check names the first screen a duplicate id repeats, and a push time only where one is set")
  func duplicateScreenIDs() {
    func failure(_ ids: [String], pushedAt: Double? = nil) -> String? {
      var stack = ids.map { ScreenSpec(id: $0) }
      stack[stack.count - 1].pushedAt = pushedAt
      do throws(TraceError) {
        try SceneSpec(stack: stack).validate()
        return nil
      } catch {
        return error.description
      }
    }
    #expect(failure(["a", "b", "c"]) == nil)
    #expect(failure(["a", "b", "a", "b"]) == "stack[2].id: duplicate screen id 'a' (also stack[0])")
    #expect(failure(["a", "b", "c", "b", "a"]) == "stack[3].id: duplicate screen id 'b' (also stack[1])")
    #expect(failure(["a", ""]) == "stack[1].id: must not be empty")
    #expect(failure(["a", "b"], pushedAt: 0.1) == nil)
    #expect(failure(["a"], pushedAt: 0.1) == "stack[0].pushedAt: the root screen is never pushed (a push needs a screen under it)")
    // Past the linear search's limit the ids go through a dictionary, with the same answer.
    let many = (0..<(SceneSpec.linearDuplicateSearchLimit + 4)).map { "s\($0)" }
    #expect(failure(many + ["s3"]) == "stack[\(many.count)].id: duplicate screen id 's3' (also stack[3])")
  }
}
