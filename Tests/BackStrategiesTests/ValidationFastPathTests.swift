import Testing
@testable import BackStrategies

/// `Trace.validate()`'s lean check of the touches and of a scroll view's numbers, which lets
/// a valid trace skip the loops that word errors: it must never pass what those loops refuse.
/// Each rule broken by one sample or one number, at and just past its limit, gives the
/// loops' error; each limit met exactly passes.
@Suite("Validation fast path")
struct ValidationFastPathTests {
  /// A valid stroke on the standard device: down, two moves, up.
  static func touches() -> [TouchSample] {
    [
      TouchSample(t: 0, x: 5, y: 400, phase: .began), TouchSample(t: 0.1, x: 20, y: 400, phase: .moved),
      TouchSample(t: 0.2, x: 30, y: 400, phase: .moved), TouchSample(t: 0.3, x: 40, y: 400, phase: .ended),
    ]
  }

  /// Whether the trace with `touches` on two screens validates.
  static func valid(_ touches: [TouchSample]) -> Bool {
    (try? Trace(name: "t", scene: .twoScreens, touches: touches).validate()) != nil
  }

  @Test("each broken rule of a sample is refused, wherever the sample is; each limit met passes")
  func samples() {
    let device = Device.standard
    let tolerance = Trace.touchOutsideScreenTolerance
    let badTimes = [-0.001, -Double.infinity, .infinity, .nan, TraceLimits.maximumDuration.nextUp]
    let badX = [-tolerance * device.width - 0.001, (1 + tolerance) * device.width + 0.001, .nan, .infinity, -.infinity]
    let badY = [-tolerance * device.height - 0.001, (1 + tolerance) * device.height + 0.001, .nan, .infinity]
    #expect(Self.valid(Self.touches()))
    for index in 0..<4 {
      for t in badTimes {
        var touches = Self.touches()
        touches[index].t = t
        #expect(!Self.valid(touches), "t = \(t) at \(index)")
      }
      for x in badX {
        var touches = Self.touches()
        touches[index].location.x = x
        #expect(!Self.valid(touches), "x = \(x) at \(index)")
      }
      for y in badY {
        var touches = Self.touches()
        touches[index].location.y = y
        #expect(!Self.valid(touches), "y = \(y) at \(index)")
      }
      // Any other phase breaks the stroke, but at its last sample only `began` does (a
      // stroke may be left open, or cancelled).
      for phase in TouchPhase.allCases where phase != Self.touches()[index].phase && (index < 3 || phase == .began) {
        var touches = Self.touches()
        touches[index].phase = phase
        #expect(!Self.valid(touches), "\(phase) at \(index)")
      }
    }
    // Time going backwards, and standing still (allowed).
    var backwards = Self.touches()
    backwards[2].t = 0.05
    #expect(!Self.valid(backwards))
    var still = Self.touches()
    still[2].t = 0.1
    #expect(Self.valid(still))
    // The limits themselves.
    var limits = Self.touches()
    limits[1].location = Point(x: -tolerance * device.width, y: -tolerance * device.height)
    limits[2].location = Point(x: (1 + tolerance) * device.width, y: (1 + tolerance) * device.height)
    limits[3].t = TraceLimits.maximumDuration
    #expect(Self.valid(limits))
    // The last sample a move or a cancel; a second stroke after the first, left open or
    // cancelled; a cancel with no finger down.
    var open = Self.touches()
    open[3].phase = .moved
    #expect(Self.valid(open))
    open[3].phase = .cancelled
    #expect(Self.valid(open))
    #expect(Self.valid(Self.touches() + [TouchSample(t: 0.4, x: 5, y: 400, phase: .began)]))
    #expect(Self.valid(Self.touches() + [TouchSample(t: 0.4, x: 5, y: 400, phase: .began), TouchSample(t: 0.5, x: 6, y: 400, phase: .cancelled)]))
    #expect(!Self.valid(Self.touches() + [TouchSample(t: 0.4, x: 5, y: 400, phase: .cancelled)]))
  }

  /// Whether a scene whose top screen holds `scrollView` validates.
  static func valid(_ scrollView: ScrollViewSpec) -> Bool {
    let scene = SceneSpec(stack: [ScreenSpec(id: "a"), ScreenSpec(id: "b", scrollViews: [scrollView])])
    return (try? Trace(name: "t", scene: scene, touches: touches()).validate()) != nil
  }

  @Test("each broken rule of a scroll view's numbers is refused; each limit met passes")
  func scrollViews() {
    let limit = TraceLimits.maximumLength
    let plain = ScrollViewSpec(
      id: "s", frame: Rect(x: 0, y: 0, width: 100, height: 100), contentSize: Size(width: 100, height: 300),
      contentOffset: Point(x: 0, y: 0))
    #expect(Self.valid(plain))
    let outOfRange = [limit.nextUp, -limit.nextUp, .nan, .infinity, -.infinity]
    let paths: [WritableKeyPath<ScrollViewSpec, Double>] = [
      \.frame.x, \.frame.y, \.frame.width, \.frame.height, \.contentSize.width, \.contentSize.height, \.contentOffset.x,
      \.contentOffset.y,
    ]
    for path in paths {
      for value in outOfRange {
        var scrollView = plain
        scrollView[keyPath: path] = value
        #expect(!Self.valid(scrollView), "\(path) = \(value)")
      }
      var atLimit = plain
      atLimit[keyPath: path] = limit
      #expect(Self.valid(atLimit), "\(path) = \(limit)")
    }
    for path in [\ScrollViewSpec.frame.width, \.frame.height] {
      var empty = plain
      empty[keyPath: path] = 0
      #expect(!Self.valid(empty))
    }
    for path in [\ScrollViewSpec.contentSize.width, \.contentSize.height] {
      var negative = plain
      negative[keyPath: path] = -1
      #expect(!Self.valid(negative))
      var empty = plain
      empty[keyPath: path] = 0
      #expect(Self.valid(empty))
    }
    // Positions may be negative; a pager page may not.
    var shifted = plain
    shifted.frame.x = -limit
    shifted.contentOffset = Point(x: -limit, y: -5)
    #expect(Self.valid(shifted))
    var page = plain
    page.pagerPage = -1
    #expect(!Self.valid(page))
    page.pagerPage = 0
    #expect(Self.valid(page))
  }
}
