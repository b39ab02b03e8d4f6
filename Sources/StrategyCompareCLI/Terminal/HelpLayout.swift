import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// Lays help text out within 80 columns, so that it can be written naturally (and hold
/// interpolated lists and numbers of any length) and still read well in a classic terminal.
///
/// Only entries with a line that is too long are reflowed; the rest is printed as written.
/// An entry is a line and the lines under it that are indented more (its continuations). Its
/// words are laid out again from a hanging column:
/// - the continuations' indentation, when it has continuations;
/// - else the column after the first run of two or more spaces (`--strict   Reject …`,
///   `run   Run one …`);
/// - else, for a usage line (`strategy-compare …`), the column of its first `[` (or `<`) in
///   the left half of the width;
/// - else the line's own indentation (a paragraph, joined with the lines of the same
///   indentation that follow it).
///
/// A bracketed group (`[--format table|json]`, `<FILE|->`) and a number with its unit
/// (`0.35 s`) are never split.
enum HelpLayout {
  /// The width help is laid out for: a classic terminal.
  static let width = TextWrapping.terminalWidth

  /// `text` with every entry that has a line over `width` columns reflowed.
  static func fit(_ text: String, width: Int = width) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var fitted: [String] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      guard line.count > width else {
        fitted.append(line)
        index += 1
        continue
      }
      let indent = indentation(of: line)
      var end = index + 1
      while end < lines.count, !lines[end].isEmpty, indentation(of: lines[end]) > indent { end += 1 }
      let continuations = lines[(index + 1)..<end]
      let hang: Int
      if let first = continuations.first {
        hang = indentation(of: first)
      } else if let column = gapColumn(in: line, after: indent) {
        hang = column
      } else if isCommand(line, indent: indent) {
        // A usage line hangs at its first option; an example command is left whole, since
        // a command broken over lines no longer pastes (the layout tests keep them short).
        guard let column = usageColumn(in: line) else {
          fitted.append(line)
          index += 1
          continue
        }
        hang = column
      } else {
        hang = indent
        // A paragraph: the lines of the same indentation that follow belong to it.
        while end < lines.count, !lines[end].isEmpty, indentation(of: lines[end]) == indent,
          gapColumn(in: lines[end], after: indent) == nil, !isCommand(lines[end], indent: indent)
        {
          end += 1
        }
      }
      let head = String(line.prefix(hang))
      var words = tokens(String(line.dropFirst(hang)))
      for continuation in lines[(index + 1)..<end] { words += tokens(continuation) }
      fitted += layOut(words, head: head, hang: hang, width: width)
      index = end
    }
    return fitted.joined(separator: "\n")
  }

  static func indentation(of line: String) -> Int { line.prefix { $0 == " " }.count }

  /// Whether `line` is a command (a usage line or an example): it runs the tool.
  static func isCommand(_ line: String, indent: Int) -> Bool {
    let body = line.dropFirst(indent)
    // A topic's title (`strategy-compare corpus merge: …`) is prose.
    if body.split(separator: " ").prefix(3).contains(where: { $0.hasSuffix(":") }) { return false }
    return body == "strategy-compare" || body.hasPrefix("strategy-compare ") || body.contains("| strategy-compare ")
  }

  /// The column after the first run of two or more spaces that follows text, if any.
  static func gapColumn(in line: String, after indent: Int) -> Int? {
    let characters = Array(line)
    var column = indent
    while column < characters.count, characters[column] != " " { column += 1 }
    // Single spaces inside the lead (`-s, --strategies LIST`) are part of it.
    while column + 1 < characters.count {
      if characters[column] == " " && characters[column + 1] == " " {
        var after = column
        while after < characters.count, characters[after] == " " { after += 1 }
        return after < characters.count ? after : nil
      }
      column += 1
    }
    return nil
  }

  /// The column of a usage line's first option (`[`), else of its first argument (`<`),
  /// whichever is in the left half of the width (else two columns in from the line's start).
  static func usageColumn(in line: String, width: Int = width) -> Int? {
    let columns = ["[", "<"].compactMap { bracket in
      line.firstIndex(of: Character(bracket)).map { line.distance(from: line.startIndex, to: $0) }
    }
    guard !columns.isEmpty else { return nil }
    return columns.first { $0 <= width / 2 } ?? indentation(of: line) + 2
  }

  /// The words of `text`, with bracketed groups and numbers with their units kept whole.
  static func tokens(_ text: String) -> [String] {
    var tokens: [String] = []
    var depth = 0
    for word in TextWrapping.unbreakableWords(of: text) {
      if depth > 0, let last = tokens.last {
        tokens[tokens.count - 1] = last + " " + word
      } else {
        tokens.append(String(word))
      }
      for character in word {
        if character == "[" || character == "<" { depth += 1 }
        if character == "]" || character == ">", depth > 0 { depth -= 1 }
      }
    }
    return tokens
  }

  /// `words` after `head`, then on lines indented to `hang`, each within `width` (a word too
  /// long for any line stands alone).
  static func layOut(_ words: [String], head: String, hang: Int, width: Int) -> [String] {
    var lines: [String] = []
    var current = head
    var lineHasWord = false
    for word in words {
      if !lineHasWord {
        current += word
        lineHasWord = true
      } else if current.count + 1 + word.count <= width {
        current += " " + word
      } else {
        lines.append(current)
        current = String(repeating: " ", count: hang) + word
      }
    }
    lines.append(current)
    return lines
  }
}
