/// Keeps the tool's output pasted in the docs true: a Markdown block introduced by
/// `<!-- output: strategy-compare ARGS -->` and followed by a fenced `text` block holds exactly
/// what `strategy-compare ARGS` prints.
///
/// The test suite checks every block; `BACKSTRATEGIES_REFRESH_DOCS=1 swift test --filter DocOutput`
/// rewrites stale ones.
public enum DocOutputBlocks {
  /// The comment that names the command.
  static let markerPrefix = "<!-- output: strategy-compare "
  static let markerSuffix = " -->"

  /// One block found in a document.
  public struct Block: Sendable, Equatable {
    /// The arguments after `strategy-compare`.
    public var arguments: [String]
    /// The text currently in the document.
    public var text: String
  }

  /// The blocks of `markdown`, in order.
  public static func blocks(in markdown: String) -> [Block] {
    var blocks: [Block] = []
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    var index = 0
    while index < lines.count {
      let line = lines[index]
      index += 1
      guard line.hasPrefix(markerPrefix), line.hasSuffix(markerSuffix) else { continue }
      let arguments = line.dropFirst(markerPrefix.count).dropLast(markerSuffix.count).split(separator: " ").map(String.init)
      guard index < lines.count, lines[index].hasPrefix("```") else { continue }
      var body: [Substring] = []
      var end = index + 1
      while end < lines.count, lines[end] != "```" {
        body.append(lines[end])
        end += 1
      }
      blocks.append(Block(arguments: arguments, text: body.joined(separator: "\n") + (body.isEmpty ? "" : "\n")))
      index = end + 1
    }
    return blocks
  }

  /// `markdown` with every block replaced by what its command prints now.
  public static func refreshed(_ markdown: String, run: ([String]) -> String) -> String {
    var output: [Substring] = []
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    var index = 0
    while index < lines.count {
      let line = lines[index]
      output.append(line)
      index += 1
      guard line.hasPrefix(markerPrefix), line.hasSuffix(markerSuffix) else { continue }
      let arguments = line.dropFirst(markerPrefix.count).dropLast(markerSuffix.count).split(separator: " ").map(String.init)
      var text = run(arguments)
      if text.hasSuffix("\n") { text.removeLast() }
      output.append("```text")
      output.append(contentsOf: text.split(separator: "\n", omittingEmptySubsequences: false))
      output.append("```")
      // Skip the old fenced block, if there was one.
      if index < lines.count, lines[index].hasPrefix("```") {
        var end = index + 1
        while end < lines.count, lines[end] != "```" { end += 1 }
        index = end + 1
      }
    }
    return output.joined(separator: "\n")
  }
}
