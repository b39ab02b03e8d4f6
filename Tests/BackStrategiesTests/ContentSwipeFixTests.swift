import Testing
import BackStrategiesTestSupport
@testable import BackStrategies

/// The content-swipe fixes of issue #53 (docs/ios26-conflicts.md): `carousel-yields-at-start`,
/// the pager's refusal at begin (react-native-pager-view#1050), gesture-handler's swipeable row
/// (react-native-gesture-handler#4104), and the screen advice's ranking rule.
@Suite("Content-swipe fixes per screen")
struct ContentSwipeFixTests: IOSVersionRuns {
  /// `trace` mirrored for a right-to-left layout: the touches, the layout direction, and each
  /// horizontal scroll view's offset (its leading edge is its largest offset).
  static func mirrored(_ trace: Trace) -> Trace {
    var trace = trace
    let width = trace.scene.device.width
    trace.scene.device.layoutDirection = .rightToLeft
    trace.touches = trace.touches.map { sample in
      var sample = sample
      sample.location.x = width - sample.location.x
      return sample
    }
    for screen in trace.scene.stack.indices {
      for index in trace.scene.stack[screen].scrollViews.indices {
        var scrollView = trace.scene.stack[screen].scrollViews[index]
        scrollView.contentOffset.x = scrollView.maximumOffset.x - scrollView.contentOffset.x
        trace.scene.stack[screen].scrollViews[index] = scrollView
      }
    }
    return trace
  }

  /// A horizontal list scrolled 300 pt into its content, flicked rightward from mid-screen.
  static var midList: Trace {
    var list = Scenarios.horizontalListSwipe
    list.scene.stack[1].scrollViews[0].contentOffset = Point(x: 300, y: 0)
    list.intent = .scroll
    return list
  }

  @Test("carousel-yields-at-start: at its leading edge a carousel's pan refuses a backward drag, so the content swipe pops (contentOffset.x <= -adjustedContentInset.left)")
  func carouselYieldsAtItsStart() throws {
    let result = try Self.run("system-edge:carousel-yields-at-start", Scenarios.horizontalListSwipe, .iOS26)
    #expect(result.outcome == .pop && result.metrics.scrolled == 0)
    let shipped = try Self.run("system-edge:shipped", Scenarios.horizontalListSwipe, .iOS26)
    #expect(shipped.outcome == .unchanged && shipped.metrics.scrolled > 0)
  }

  @Test("carousel-yields-at-start: mid-content the carousel scrolls, and a forward drag at its start scrolls")
  func carouselScrollsElsewhere() throws {
    let mid = try Self.run("system-edge:carousel-yields-at-start", Self.midList, .iOS26)
    #expect(mid.outcome == .unchanged && mid.metrics.scrolled > 0)
    var forward = Scenarios.horizontalListSwipe
    forward.touches = forward.touches.map { sample in
      var sample = sample
      sample.location.x = 390 - sample.location.x
      return sample
    }
    let result = try Self.run("system-edge:carousel-yields-at-start", forward, .iOS26)
    #expect(result.outcome == .unchanged && result.metrics.scrolled > 0)
  }

  @Test("carousel-yields-at-start, mirrored: right to left the leading edge is the largest offset and back is leftward")
  func carouselYieldsRightToLeft() throws {
    let back = Self.mirrored(Scenarios.horizontalListSwipe)
    #expect(try Self.run("system-edge:carousel-yields-at-start", back, .iOS26).outcome == .pop)
    #expect(try Self.run("system-edge:shipped", back, .iOS26).outcome == .unchanged)
    let mid = try Self.run("system-edge:carousel-yields-at-start", Self.mirrored(Self.midList), .iOS26)
    #expect(mid.outcome == .unchanged && mid.metrics.scrolled > 0)
  }

  @Test("carousel-yields-at-start needs the content swipe: on iOS 18 it changes nothing, and a pager (never at its leading edge) is left alone")
  func carouselYieldsOnlyWhereItCan() throws {
    for trace in [Scenarios.horizontalListSwipe, Scenarios.carouselAtStart, Scenarios.carouselMidContent] {
      let fixed = try Self.run("system-edge:carousel-yields-at-start", trace, .iOS18)
      let shipped = try Self.run("system-edge:shipped", trace, .iOS18)
      #expect(fixed.outcome == shipped.outcome && fixed.metrics.scrolled == shipped.metrics.scrolled, "\(trace.name)")
    }
    #expect(try Self.run("system-edge:carousel-yields-at-start", Scenarios.pagerFirstPageSwipe, .iOS26).outcome == .unchanged)
  }

  @Test("carousel-yields-at-start keeps UIKit's delegate: on a custom or hidden back button it does what UIKit as it ships does; leading-edge-rule does not")
  func carouselKeepsUIKitsRules() throws {
    for trace in [Scenarios.customBackButton, Scenarios.hiddenBackButton, Scenarios.swipeDuringPush] {
      let shipped = try Self.run("system-edge:shipped", trace, .iOS26)
      #expect(try Self.run("system-edge:carousel-yields-at-start", trace, .iOS26).outcome == shipped.outcome, "\(trace.name)")
    }
    let takeover = try Self.run("system-edge:leading-edge-rule", Scenarios.customBackButton, .iOS26)
    #expect(takeover.outcome != (try Self.run("system-edge:shipped", Scenarios.customBackButton, .iOS26)).outcome)
  }

  @Test("react-native-pager-view#1050: the pager's pan is refused when it would begin, so it never scrolls and the content swipe pops; the next touch scrolls again")
  func pagerRefusesAtBegin() throws {
    let result = try Self.run("system-edge:pager-yields-at-start", Scenarios.pagerFirstPageSwipe, .iOS26)
    #expect(result.outcome == .pop && result.metrics.scrolled == 0)
    // A refusal holds for one touch: the forward flick that follows scrolls the pager.
    #expect(try Self.run("system-edge:pager-yields-at-start", Scenarios.pagerFirstPageLeftward, .iOS26).metrics.scrolled > 0)
  }

  @Test("react-native-gesture-handler#4104: a swipeable row's pan makes no back recogniser wait, so closing the row cuts it and moves the page; the failure requirement fixes it")
  func gestureHandlerSwipeableRow() throws {
    let trace = ScreenKind.rnghSwipeableRowBack
    #expect(trace.name == "rngh-swipeable-row-back")
    let shipped = try Self.run("system-edge:shipped", trace, .iOS26)
    #expect(shipped.verdict != .right)
    let native = try Self.run("rn-screens:native", trace, .iOS26)
    #expect(native.verdict != .right)
    #expect(try Self.run("system-edge:waits-for-app-pan", trace, .iOS26).verdict == .right)
    #expect(try Self.run("rn-screens:edge-only", trace, .iOS26).verdict == .right)
    #expect(ScreenKind.swipeRows.conflicts.map(\.name).contains("rngh-swipeable-row-back"))
  }

  @Test("the advice ranks a fix that cannot be applied on the kind out, last, with its reason")
  func inapplicableRankedOut() throws {
    let advice = ScreenAdvice(kind: .web)
    let ranking = advice.ranking(in: .fixes)
    #expect(ranking.last?.label == "system-edge:recogniser-not-touches")
    #expect(ranking.last?.inapplicable?.contains("web content") == true)
    #expect(ranking.dropLast().allSatisfy { $0.inapplicable == nil })
    // Elsewhere it is ranked on its runs.
    #expect(ScreenAdvice(kind: .map).candidate("system-edge:recogniser-not-touches")?.inapplicable == nil)
  }

  @Test("other screens of the stack are right where a candidate does what the group's first candidate does there")
  func otherScreensJudgedAsShipped() throws {
    let advice = ScreenAdvice(kind: .list)
    let others = advice.runs.indices.filter { advice.runs[$0].role == .otherScreen }
    #expect(Set(others.map { advice.runs[$0].trace }) == Set(ScreenKind.otherScreens.map(\.name)))
    let shipped = try #require(advice.candidate("system-edge:shipped"))
    #expect(others.allSatisfy { shipped.cells[$0].verdict == .right })
    let takeover = try #require(advice.candidate("system-edge:leading-edge-rule"))
    let wrong = others.filter { takeover.cells[$0].verdict == .wrong }.map { "\(advice.runs[$0].trace) \(advice.runs[$0].ios.number)" }
    #expect(wrong == ["custom-back-button 26", "hidden-back-button 26"])
    // The carousel column counts them: leading-edge-rule's own costs there include them.
    let carousel = ScreenAdvice(kind: .carousel)
    #expect(carousel.ownCosts(of: "system-edge:leading-edge-rule").count == 2)
    #expect(carousel.recommended(in: .fixes) == "system-edge:carousel-yields-at-start")
  }
}
