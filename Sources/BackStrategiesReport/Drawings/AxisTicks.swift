import BackStrategies
import BackStrategiesSupport

/// Round tick values for a chart axis: steps of 1, 2 or 5 times a power of ten.
package enum AxisTicks {
  /// Steps, as multiples of a power of ten, that read well.
  static let niceMultiples: [Double] = [1, 2, 5, 10]

  /// The step between ticks so that `0…upper` has at most `maximumCount` intervals.
  package static func step(upTo upper: Double, maximumCount: Int) -> Double {
    guard upper > 0, maximumCount > 0 else { return 1 }
    let rough = upper / Double(maximumCount)
    var power = 1.0
    while power > rough { power /= 10 }
    while power * 10 <= rough { power *= 10 }
    for multiple in niceMultiples where multiple * power >= rough { return multiple * power }
    return 10 * power
  }

  /// Tick values from 0 through the first tick at or past `upper`.
  package static func ticks(upTo upper: Double, maximumCount: Int) -> [Double] {
    let step = step(upTo: upper, maximumCount: maximumCount)
    var values: [Double] = [0]
    var index = 1.0
    while values[values.count - 1] < upper - step * 1e-9 {
      values.append(index * step)
      index += 1
    }
    return values
  }
}
