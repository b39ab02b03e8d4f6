/// A reader of the YAML the Maestro export writes, and no more: documents split by `---`,
/// block mappings and sequences by indentation (a sequence item may open a mapping:
/// `- swipe:`), plain and double-quoted scalars, `#` comments. Anything else is a failure, so a
/// flow that drifts from this subset fails the test instead of being read loosely.
enum YAMLSubset {
  /// A parsed node.
  indirect enum Node: Equatable {
    case scalar(String)
    case map([String: Node])
    case list([Node])

    var scalar: String? { if case .scalar(let text) = self { text } else { nil } }
    var map: [String: Node]? { if case .map(let members) = self { members } else { nil } }
    var list: [Node]? { if case .list(let items) = self { items } else { nil } }
  }

  /// Why the text is not in the subset, and the line.
  struct Failure: Error, CustomStringConvertible {
    var line: Int
    var message: String
    var description: String { "line \(line): \(message)" }
  }

  struct Line {
    var number: Int
    var indent: Int
    var content: String
  }

  /// The documents of `text`, in order.
  static func documents(_ text: String) throws -> [Node] {
    var documents: [[Line]] = [[]]
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let content = try stripComment(String(raw), line: index + 1)
      let trimmed = content.drop { $0 == " " }
      if trimmed.isEmpty { continue }
      if trimmed.hasPrefix("\t") { throw Failure(line: index + 1, message: "a tab in indentation") }
      if content == "---" {
        documents.append([])
        continue
      }
      documents[documents.count - 1].append(Line(number: index + 1, indent: content.count - trimmed.count, content: String(trimmed)))
    }
    return try documents.filter { !$0.isEmpty }.map { lines in
      var parser = Parser(lines: lines)
      let node = try parser.block(indent: lines[0].indent)
      if parser.index < parser.lines.count {
        throw Failure(line: parser.lines[parser.index].number, message: "unexpected line")
      }
      return node
    }
  }

  /// The line without a comment (`#` at its start or after a space, outside quotes).
  static func stripComment(_ line: String, line number: Int) throws -> String {
    var inQuotes = false
    var escaped = false
    var previous: Character = " "
    var result = ""
    for character in line {
      if inQuotes {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inQuotes = false
        }
      } else if character == "\"" {
        inQuotes = true
      } else if character == "#" && previous == " " {
        break
      }
      result.append(character)
      previous = character
    }
    if inQuotes { throw Failure(line: number, message: "an unterminated quoted string") }
    while result.last == " " { result.removeLast() }
    return result
  }

  /// A scalar's value: a double-quoted string unescaped, or plain text as it is.
  static func scalar(_ text: String, line: Int) throws -> String {
    guard text.hasPrefix("\"") else {
      if text.hasPrefix("'") || text.hasPrefix("{") || text.hasPrefix("[") || text.hasPrefix("&") || text.hasPrefix("*") {
        throw Failure(line: line, message: "a scalar form the subset does not read: \(text)")
      }
      return text
    }
    guard text.count >= 2, text.hasSuffix("\"") else { throw Failure(line: line, message: "an unterminated quoted string") }
    var result = ""
    var escaped = false
    for character in text.dropFirst().dropLast() {
      if escaped {
        switch character {
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "r": result.append("\r")
        case "\"", "\\": result.append(character)
        default: throw Failure(line: line, message: "an escape the subset does not read: \\\(character)")
        }
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        throw Failure(line: line, message: "a quote inside a quoted string")
      } else {
        result.append(character)
      }
    }
    return result
  }

  struct Parser {
    var lines: [Line]
    var index = 0

    /// The block starting at the current line, at `indent`.
    mutating func block(indent: Int) throws -> Node {
      let first = lines[index]
      guard first.indent == indent else { throw Failure(line: first.number, message: "unexpected indentation") }
      if first.content == "-" || first.content.hasPrefix("- ") { return try sequence(indent: indent) }
      return try mapping(indent: indent)
    }

    mutating func sequence(indent: Int) throws -> Node {
      var items: [Node] = []
      while index < lines.count, lines[index].indent == indent, lines[index].content.hasPrefix("- ") {
        let line = lines[index]
        let rest = String(line.content.dropFirst(2))
        if YAMLSubset.keyAndValue(rest) != nil {
          // `- key: value`: a mapping whose first member is on the item's line.
          lines[index] = Line(number: line.number, indent: indent + 2, content: rest)
          items.append(try mapping(indent: indent + 2))
        } else {
          items.append(.scalar(try YAMLSubset.scalar(rest, line: line.number)))
          index += 1
        }
      }
      return .list(items)
    }

    mutating func mapping(indent: Int) throws -> Node {
      var members: [String: Node] = [:]
      while index < lines.count, lines[index].indent == indent {
        let line = lines[index]
        guard let (key, value) = YAMLSubset.keyAndValue(line.content) else {
          throw Failure(line: line.number, message: "expected 'key: value'")
        }
        if members[key] != nil { throw Failure(line: line.number, message: "a repeated key '\(key)'") }
        index += 1
        if value.isEmpty {
          guard index < lines.count, lines[index].indent > indent else {
            throw Failure(line: line.number, message: "'\(key):' has no value")
          }
          members[key] = try block(indent: lines[index].indent)
        } else {
          members[key] = .scalar(try YAMLSubset.scalar(value, line: line.number))
        }
      }
      if index < lines.count, lines[index].indent > indent {
        throw Failure(line: lines[index].number, message: "unexpected indentation")
      }
      return .map(members)
    }
  }

  /// `key` and the text after `key:`, when the line is a mapping member.
  static func keyAndValue(_ content: String) -> (String, String)? {
    guard !content.hasPrefix("\""), let colon = content.firstIndex(of: ":") else { return nil }
    let after = content[content.index(after: colon)...]
    guard after.isEmpty || after.hasPrefix(" ") else { return nil }
    let key = String(content[..<colon])
    guard !key.isEmpty, !key.contains(" ") else { return nil }
    return (key, after.trimmingLeadingSpaces())
  }
}

extension Substring {
  func trimmingLeadingSpaces() -> String { String(drop { $0 == " " }) }
}
