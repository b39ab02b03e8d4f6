import Foundation
@testable import BackStrategies
@testable import BackStrategiesSupport

/// Helpers over the library's SplitMix64 (its sequence is fixed by the seed on every platform,
/// so a failing seed can be replayed).
extension SplitMix64 {
  /// Starts the sequence of `seed`.
  init(seed: UInt64) { self.init(state: seed) }

  /// A number in [0, 1) with 53 random bits.
  mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

  /// A number in `range`.
  mutating func number(_ range: ClosedRange<Double>) -> Double {
    range.lowerBound + unit() * (range.upperBound - range.lowerBound)
  }

  /// An integer in `range`.
  mutating func integer(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
  }

  /// True with probability `probability`.
  mutating func chance(_ probability: Double) -> Bool { unit() < probability }

  /// One of `choices`.
  mutating func pick<T>(_ choices: [T]) -> T { choices[integer(0...(choices.count - 1))] }
}

/// Random but valid traces for the law checks: varied devices (sizes, refresh rates,
/// right-to-left), stacks of one to four screens with every back-button style and random
/// scroll views (offsets sometimes outside their range), and one to four strokes that start
/// at an edge or anywhere, go any way, dwell, jitter, repeat timestamps, run slightly off the
/// screen, and end, are cancelled, or stay open at the end of the trace.
struct RandomTraceGenerator {
  var random: SplitMix64

  /// The generator of `seed`; the same seed always gives the same traces.
  init(seed: UInt64) { random = SplitMix64(seed: seed) }

  /// The next trace; it passes ``Trace/validate()``.
  mutating func next(name: String = "random") -> Trace {
    var device = makeDevice()
    device.ios = random.chance(0.3) ? .iOS18 : .iOS26
    let stack = (0..<random.integer(1...4)).map { makeScreen(index: $0, device: device) }
    let touches = makeTouches(device: device)
    return Trace(name: name, scene: SceneSpec(device: device, stack: stack), touches: touches)
  }

  mutating func makeDevice() -> Device {
    guard random.chance(0.6) else {
      return Device(layoutDirection: random.chance(0.2) ? .rightToLeft : .leftToRight)
    }
    return Device(
      width: random.number(200...1400).rounded(), height: random.number(300...1400).rounded(),
      scale: random.pick([1, 2, 3] as [Double]), refreshRate: random.pick([30, 60, 120, 1, 240, 1000] as [Double]),
      layoutDirection: random.chance(0.3) ? .rightToLeft : .leftToRight,
      safeArea: SafeAreaInsets(top: random.pick([0, 20, 47, 59] as [Double]), left: 0, bottom: random.pick([0, 34] as [Double]), right: 0))
  }

  mutating func makeScreen(index: Int, device: Device) -> ScreenSpec {
    let scrollViews = (0..<random.pick([0, 0, 1, 1, 2] as [Int])).map { makeScrollView(index: $0, device: device) }
    return ScreenSpec(
      id: "screen-\(index)", backButton: random.pick(BackButtonStyle.allCases),
      backGestureDisabled: random.chance(0.1), contentSwipeDisabled: random.chance(0.1), navigationBarHidden: random.chance(0.2),
      largeTitle: random.chance(0.1), scrollViews: scrollViews)
  }

  mutating func makeScrollView(index: Int, device: Device) -> ScrollViewSpec {
    let frame = Rect(
      x: random.chance(0.5) ? 0 : random.number(-50...device.width * 0.8).rounded(),
      y: random.number(0...device.height * 0.8).rounded(),
      width: random.chance(0.5) ? device.width : random.number(1...device.width).rounded(),
      height: random.number(1...device.height * 0.6).rounded())
    let horizontal = random.chance(0.6)
    let vertical = random.chance(0.4)
    let content = Size(
      width: horizontal ? frame.width * random.number(1...5) : frame.width * random.number(0...1),
      height: vertical ? frame.height * random.number(1...5) : frame.height * random.number(0...1))
    let maximum = Point(x: max(0, content.width - frame.width), y: max(0, content.height - frame.height))
    // Usually in range; sometimes outside it, which the model clamps.
    let offset: Point
    switch random.integer(0...3) {
    case 0: offset = .zero
    case 1: offset = Point(x: random.number(0...max(0, maximum.x)), y: random.number(0...max(0, maximum.y)))
    case 2: offset = Point(x: maximum.x, y: maximum.y)
    default: offset = Point(x: random.number(-500...maximum.x + 500), y: random.number(-200...maximum.y + 200))
    }
    return ScrollViewSpec(id: "scroll-\(index)", frame: frame, contentSize: content, contentOffset: offset, bounces: random.chance(0.8))
  }

  mutating func makeTouches(device: Device) -> [TouchSample] {
    var samples: [TouchSample] = []
    var time = random.chance(0.5) ? 0 : random.number(0...0.5)
    let strokes = random.pick([0, 1, 1, 1, 2, 2, 3, 4] as [Int])
    for stroke in 0..<strokes {
      let last = stroke == strokes - 1
      appendStroke(to: &samples, time: &time, device: device, last: last)
      // A pause between strokes: none, one frame, or long enough for animations to end.
      let pauses: [Double] = [0, 1.0 / 60, random.number(0...0.3), random.number(0.3...2)]
      time += random.pick(pauses)
    }
    return samples
  }

  /// One stroke from touch-down to lift (or not, when `last`).
  mutating func appendStroke(to samples: inout [TouchSample], time: inout Double, device: Device, last: Bool) {
    let width = device.width
    let height = device.height
    let backSign = device.layoutDirection == .leftToRight ? 1.0 : -1.0
    let backEdge = backSign > 0 ? 0.0 : width
    var x: Double
    switch random.integer(0...4) {
    case 0, 1: x = backEdge + backSign * random.number(0...20)  // at or near the back edge
    case 2, 3: x = width - backEdge - backSign * random.number(0...20)  // the other edge
    default: x = random.number(0...width)
    }
    var y = random.number(0...height)
    let interval = random.pick([1.0 / 60, 1.0 / 120, 0.008, 0] as [Double])
    let steps = random.integer(0...60)
    // Mostly toward the back direction, sometimes any way.
    let angle = random.chance(0.7) ? random.number(-0.6...0.6) : random.number(-Double.pi...Double.pi)
    let speed = random.pick([200.0, 800, 2000, 6000] as [Double]) * random.number(0.2...1.5)
    let inward = x > width / 2 ? -1.0 : 1.0
    let dx = (random.chance(0.8) ? inward : backSign) * speed * cos(angle)
    let dy = speed * sin(angle)
    samples.append(TouchSample(t: time, x: clampX(x, width), y: clampY(y, height), phase: .began))
    var reverseAt = random.chance(0.3) ? random.integer(0...max(0, steps)) : Int.max
    // Sometimes the finger holds still (within a point) for a while: dwell-to-home territory.
    let holdStart = random.chance(0.25) ? random.integer(0...max(0, steps)) : Int.max
    let holdLength = random.integer(20...90)
    for step in 0..<steps + (holdStart == Int.max ? 0 : holdLength) {
      time += interval > 0 ? interval * random.number(0.5...1.5) : (random.chance(0.5) ? 0 : 0.016)
      if step >= holdStart && step < holdStart + holdLength {
        x += random.number(-0.5...0.5)
        y += random.number(-0.5...0.5)
      } else if random.chance(0.1) {
        // Dwell: the finger rests, or trembles by a point or two.
        if random.chance(0.5) {
          x += random.number(-2...2)
          y += random.number(-2...2)
        }
      } else {
        let direction = step >= reverseAt ? -1.0 : 1.0
        let dt = interval > 0 ? interval : 0.016
        x += direction * dx * dt + random.number(-1...1)
        y += direction * dy * dt + random.number(-1...1)
      }
      if reverseAt != Int.max && step == reverseAt + 10 { reverseAt = Int.max }
      samples.append(TouchSample(t: time, x: clampX(x, width), y: clampY(y, height), phase: .moved))
    }
    if last && random.chance(0.15) { return }  // the trace ends with the finger down
    time += interval
    let phase: TouchPhase = random.chance(0.1) ? .cancelled : .ended
    samples.append(TouchSample(t: time, x: clampX(x, width), y: clampY(y, height), phase: phase))
  }

  /// Positions may run a little off the screen, as digitisers report, but stay within the
  /// tolerance validation allows.
  func clampX(_ x: Double, _ width: Double) -> Double { x.clamped(to: -0.2 * width...1.2 * width) }
  func clampY(_ y: Double, _ height: Double) -> Double { y.clamped(to: -0.1 * height...1.1 * height) }
}
