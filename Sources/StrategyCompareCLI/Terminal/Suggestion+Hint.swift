import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

extension Suggestion {
  /// `; did you mean 'json'?` when a candidate is close to `text`, else nothing: the tail of
  /// the command line's "unknown …" messages.
  static func didYouMean(_ text: String, in candidates: some Sequence<String>) -> String {
    closest(to: text, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }
}
