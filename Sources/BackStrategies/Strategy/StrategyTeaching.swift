/// What `explain` and the teaching pages say of a strategy beyond its rules: what changes on
/// iOS 26, and the two built-in scenarios its "Try it" lines run. Part of its
/// ``StrategyDescriptor``; the simulation reads none of it.
public struct StrategyTeaching: Hashable, Sendable {
  /// What changes for it on iOS 26, where every navigation controller also has the content
  /// swipe and UIKit's pop is the fluid, interruptible one (`explain` prints it under "ON iOS 26").
  public var onIOS26: String
  /// The scenario `explain`'s first "Try it" line runs: one where the technique itself decides.
  public var tryIt: ScenarioReference
  /// The scenario `explain`'s second "Try it" line runs: one where the technique's default
  /// preset gets it wrong, on iOS 18 and 26 alike (one of its pitfalls); `nil`: no line.
  public var breaks: ScenarioReference?

  /// The scenario a strategy tries when it names none: a plain edge swipe released past half.
  public static let defaultTryIt: ScenarioReference = "edge-swipe-past-half"

  /// Creates the teaching fields; all are optional.
  public init(onIOS26: String = "", tryIt: ScenarioReference = StrategyTeaching.defaultTryIt, breaks: ScenarioReference? = nil) {
    self.onIOS26 = onIOS26
    self.tryIt = tryIt
    self.breaks = breaks
  }
}
