import BackStrategies

/// Keeps the fixes' code pasted in the docs equal to the recipes (``FixRecipe``): a Markdown
/// block between `<!-- fix-code: LABEL -->` and `<!-- /fix-code -->` holds exactly the code
/// fences of the recipe of the preset labelled `LABEL` (`system-edge:content-swipe-off`), one
/// fence per part, separated by a blank line.
///
/// The test suite checks every block; `BACKSTRATEGIES_REFRESH_DOCS=1 swift test --filter FixRecipe`
/// rewrites stale ones.
public enum FixCodeBlocks {
  /// The comment that opens a block, before the label.
  static let markerPrefix = "<!-- fix-code: "
  /// What ends the opening comment.
  static let markerSuffix = " -->"
  /// The comment that closes a block.
  static let endMarker = "<!-- /fix-code -->"

  /// One block found in a document.
  public struct Block: Sendable, Equatable {
    /// The preset's label the block names.
    public var label: String
    /// The lines between the markers, joined with newlines.
    public var text: String
  }

  /// The blocks of `markdown`, in order (a block without its closing marker is left out).
  public static func blocks(in markdown: String) -> [Block] {
    var blocks: [Block] = []
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    var index = 0
    while index < lines.count {
      let line = lines[index]
      index += 1
      guard let label = label(of: line) else { continue }
      guard let end = lines[index...].firstIndex(where: { $0 == endMarker }) else { continue }
      blocks.append(Block(label: label, text: lines[index..<end].joined(separator: "\n")))
      index = end + 1
    }
    return blocks
  }

  /// What a block naming `label` holds: the recipe's code fences, or a line saying there is
  /// no such recipe (which the test reports).
  public static func text(for label: String) -> String {
    guard let recipe = FixRecipe.recipe(for: label) else { return "(no recipe for \(label))" }
    return recipe.parts.map { part in "```\(part.language.fence)\n\(part.code)```" }.joined(separator: "\n\n")
  }

  /// `markdown` with every block's lines replaced by ``text(for:)``.
  public static func refreshed(_ markdown: String) -> String {
    var output: [Substring] = []
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    var index = 0
    while index < lines.count {
      let line = lines[index]
      output.append(line)
      index += 1
      guard let label = label(of: line), let end = lines[index...].firstIndex(where: { $0 == endMarker }) else { continue }
      output.append(contentsOf: text(for: label).split(separator: "\n", omittingEmptySubsequences: false))
      index = end
    }
    return output.joined(separator: "\n")
  }

  /// The label an opening marker line names, or `nil` for any other line.
  static func label(of line: Substring) -> String? {
    guard line.hasPrefix(markerPrefix), line.hasSuffix(markerSuffix) else { return nil }
    return String(line.dropFirst(markerPrefix.count).dropLast(markerSuffix.count))
  }
}
