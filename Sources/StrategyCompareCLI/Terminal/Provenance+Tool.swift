import BackStrategies
import BackStrategiesReport

extension Provenance {
  /// What `strategy-compare` says made an output: this tool at its version
  /// (``ToolVersion/text``), the model by the name `--model` takes (``ModelParameters/name``),
  /// and the releases the runs used (none given: each trace's own, until `ran(_:)` gathers them from the results).
  static func strategyCompare(_ parameters: ModelParameters, ios: [IOSVersion] = []) -> Provenance {
    Provenance(tool: ToolVersion.text, parameters: parameters, ios: ios)
  }
}
