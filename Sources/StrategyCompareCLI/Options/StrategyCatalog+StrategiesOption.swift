import BackStrategies
import BackStrategiesSupport

extension StrategyCatalog {
  /// Resolves `--strategies` (default: each strategy's default preset; `all`: every preset;
  /// `ID:all`: every preset of one strategy).
  func selections(for text: String?, command: String?) throws(CLIError) -> [StrategySelection] {
    guard let text else { return defaultSelections }
    if text == "all" { return allSelections }
    var selections: [StrategySelection] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let item = part.trimming(" ")
      guard !item.isEmpty else { throw CLIError.usage("--strategies has an empty entry in '\(text)'", command: command) }
      do throws(SelectionError) {
        selections.append(contentsOf: try self.selections(item))
      } catch {
        throw CLIError(.usage, error.message, hint: "see 'strategy-compare list'")
      }
    }
    return selections
  }
}

extension Substring {
  /// The text without `character` repeated at either end (`" a b "` → `"a b"` for a space).
  func trimming(_ character: Character) -> String {
    var text = self
    while text.first == character { text = text.dropFirst() }
    while text.last == character { text = text.dropLast() }
    return String(text)
  }
}
