/// Word wrapping and padding for fixed-width terminal output.
public enum TextWrapping {
  /// The width tables and reasons are laid out for: a classic terminal.
  public static let terminalWidth = 80

  /// `text` broken into lines of at most `width` characters at spaces (a longer word stands
  /// on its own line), each prefixed by `indent`.
  ///
  /// A number and its unit stay on one line: the space in `0.35 s` or `27 pt/s` is never a
  /// break (`unitWords`).
  public static func wrap(_ text: String, width: Int = terminalWidth, indent: String = "") -> [String] {
    let available = max(10, width - indent.count)
    var lines: [String] = []
    var current = ""
    // The columns `current` takes, kept as words join it instead of measuring the line again
    // for every word (every command wraps help's `--model` list when it builds its options).
    var currentWidth = 0
    for word in unbreakableWords(of: text).flatMap({ pieces(of: $0, fitting: available) }) {
      let wordWidth = displayWidth(word)
      if current.isEmpty {
        current = String(word)
        currentWidth = wordWidth
      } else if currentWidth + 1 + wordWidth <= available {
        current += " " + word
        currentWidth += 1 + wordWidth
      } else {
        lines.append(indent + current)
        current = String(word)
        currentWidth = wordWidth
      }
    }
    if !current.isEmpty { lines.append(indent + current) }
    return lines
  }

  /// The units the tool prints after a number (`0.817 s`, `12.4 pt`, `940 pt/s²`, `2.8 MiB`):
  /// a break never separates one from the number before it.
  package static let unitWords: Set<Substring> = [
    "s", "ms", "µs", "pt", "pt/s", "pt/s²", "px", "Hz", "%", "°", "B", "KiB", "MiB", "GiB", "KB", "kB", "MB", "GB", "widths/s",
  ]

  /// The words of `text` split at spaces, with each number joined to the unit that follows it.
  package static func unbreakableWords(of text: String) -> [Substring] {
    var words: [Substring] = []
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      let unit = word.prefix { !",.;:)]".contains($0) }
      if let previous = words.last, let digit = previous.last, digit.isNumber, unitWords.contains(unit) {
        words[words.count - 1] = text[previous.startIndex..<word.endIndex]
      } else {
        words.append(word)
      }
    }
    return words
  }

  /// `word` cut after its slashes into pieces that fit `available` columns, when it is longer
  /// (a file path); any other word is one piece, however long.
  static func pieces(of word: Substring, fitting available: Int) -> [Substring] {
    guard displayWidth(word) > available, word.contains("/") else { return [word] }
    var pieces: [Substring] = []
    var start = word.startIndex
    var lastCut: String.Index?
    var index = word.startIndex
    while index < word.endIndex {
      let next = word.index(after: index)
      if word[index] == "/" { lastCut = next }
      if displayWidth(word[start..<next]) > available, let cut = lastCut, cut > start {
        pieces.append(word[start..<cut])
        start = cut
        lastCut = nil
      }
      index = next
    }
    pieces.append(word[start...])
    return pieces
  }

  /// The columns `text` takes in a terminal: two for each East Asian wide or full-width
  /// character (the seeds' Chinese titles, `移花接木`), one for every other character.
  package static func displayWidth(_ text: some StringProtocol) -> Int {
    text.reduce(0) { total, character in
      total + (character.unicodeScalars.first.map { isWide($0) } == true ? 2 : 1)
    }
  }

  /// Unicode's East Asian Wide and Fullwidth blocks that the tool's text can hold: Hangul
  /// Jamo, CJK radicals to Yi, Hangul syllables, CJK compatibility ideographs and forms,
  /// full-width forms, and the supplementary ideographic planes.
  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      true
    default: false
    }
  }

  /// `text` padded with spaces to `width` characters (never truncated).
  public static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  /// `text` padded on the left to `width` characters (for numbers).
  public static func padLeft(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }
}
