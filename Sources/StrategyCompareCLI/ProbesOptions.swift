import BackStrategies
import BackStrategiesReport
import BackStrategiesSupport

/// What `strategy-compare probes` was asked for (``ProbesCommand``).
public struct ProbesOptions: Sendable, Equatable {
  /// `--choice NAME`: only this choice's probes; `nil`: every choice.
  public var choice: OpenChoice?
  /// `--ios`: only the probes that separate on these releases, and only these releases'
  /// predictions; `nil`: every release.
  public var ios: [IOSVersion]?
  /// `--format table|json`.
  public var format: OutputFormat

  /// Creates the options.
  public init(choice: OpenChoice? = nil, ios: [IOSVersion]? = nil, format: OutputFormat = .table) {
    self.choice = choice
    self.ios = ios
    self.format = format
  }
}
