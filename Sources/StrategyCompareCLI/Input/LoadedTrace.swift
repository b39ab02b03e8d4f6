import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// A trace as the command line loaded it: the trace, where it came from, and the fields its
/// files had that the format does not define.
struct LoadedTrace {
  /// The decoded, validated trace.
  var trace: Trace
  /// How messages name the input: the path, `<stdin>`, or the scenario's name.
  var source: String
  /// The unknown fields of each file read (the trace, then a `--scene` file), by file.
  var unknownFields: [(file: String, paths: [String])] = []
}
