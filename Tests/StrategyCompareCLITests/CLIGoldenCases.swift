import Foundation
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// The command lines whose parse (or error, or help) is recorded in
/// `Fixtures/cli-golden/cli-golden.txt`, captured from the hand-written parsers before the
/// option table replaced them (#27): every command's help, every option with a good value, a
/// bad one, none, inline (`--flag=value`), given twice, misspelt, and given to the wrong
/// command, plus the positional and combination errors.
enum CLIGoldenCases {
  /// The arguments that start each command, so that an option can be tried on every one.
  static let contexts: [[String]] = [
    [], ["run", "tap"], ["list"], ["scenarios"], ["scenarios", "tap"], ["explain", "system-edge"], ["bench"], ["help"],
    ["help", "run"], ["corpus", "--generate", "5"], ["corpus", "c.jsonl"], ["recommend"], ["corpus", "merge", "a.json"],
    ["docs"], ["recorder"], ["import", "f.txt", "--from", "csv"], ["import", "f.txt", "--from", "evemu"], ["nosuch"],
  ]

  /// Every option name the tool knows, with values that are accepted somewhere and values that
  /// are refused.
  static let options: [(name: String, good: [String], bad: [String])] = [
    ("--help", [], []), ("-h", [], []), ("--version", [], []), ("--timeline", [], []), ("--events", [], []),
    ("--quick", [], []), ("--memory-probe", ["10"], ["0", "x"]), ("--only", ["decode"], ["decod", "decode,"]),
    ("--strict", [], []), ("--format", ["json", "csv", "svg"], ["jsn", "xml", ""]), ("--strategies", ["system-edge"], []),
    ("-s", ["cupertino"], []), ("--scene", ["s.json"], ["-"]), ("--model", ["uikit26-legacy-pop"], ["uikit", "x"]),
    ("--ios", ["18,26", "18"], ["17", "18,,26", "26,26"]), ("--intent", ["back"], ["bak", "x"]),
    ("--generate", ["5"], ["-1", "99999999999", "x"]), ("--seed", ["7"], ["-1", "x"]),
    ("--families", ["tap"], ["tapp", "tap,"]), ("--emit", ["out.jsonl"], ["-"]), ("--corpus", ["c.jsonl"], ["-"]),
    ("--by", ["family"], ["famly"]), ("--jobs", ["2"], ["0", "x"]), ("-j", ["2"], ["0"]), ("--skip-invalid", [], []),
    ("--needs", ["full-screen"], ["full", ","]), ("--allow", ["private-api"], ["privat"]), ("--describe", [], []), ("--doubt", [], []),
    ("--shard", ["1/2"], ["0/2", "3/2", "x"]), ("--emit-scores", ["p.json"], ["-"]), ("--check", [], []),
    ("--from", ["evemu", "getevent"], ["evmu"]), ("--name", ["abc"], ["a b", ""]), ("--screen", ["390x844"], ["0x1", "x"]),
    ("--raw-range", ["0:100,0:200"], ["x"]), ("--scale", ["2"], ["0", "1000"]), ("--columns", ["t=t,x=x,y=y"], ["q=1"]),
    ("--gap", ["0.5"], ["-1"]), ("--fingers", ["all", "first"], ["some"]), ("--whole", [], []),
    ("--output", ["o.txt"], []), ("-o", ["o.txt"], []),
  ]

  /// Command lines written out by hand: help topics, positionals, combinations.
  static let handWritten: [[String]] = [
    [], ["--help"], ["-h"], ["--version"], ["help"], ["help", "run"], ["help", "list"], ["help", "scenarios"], ["help", "explain"],
    ["help", "corpus"], ["help", "corpus", "merge"], ["help", "recommend"], ["help", "bench"], ["help", "docs"],
    ["help", "recorder"], ["help", "import"], ["help", "help"], ["help", "nosuch"], ["help", "a", "b"], ["help", "rn"],
    ["run", "--help"], ["corpus", "--help"], ["corpus", "merge", "--help"], ["recommend", "--help"], ["docs", "--help"],
    ["recorder", "--help"], ["import", "--help"], ["bench", "--help"], ["list", "-h"],
    ["run"], ["run", "a", "b"], ["run", "-"], ["list", "x"], ["scenarios", "a", "b"], ["explain"], ["explain", "a", "b"],
    ["bench", "x"], ["bench", "--format", "csv"], ["bench", "--format=csv"], ["rnu"], ["corpu"], ["--format", "json", "corpus"],
    ["-"], ["--"], ["--=x"], ["-s=foo"], ["--timeline=yes"], ["run", "tap", "--timeline=yes"], ["--help=x"], ["-x"], ["-5"],
    ["run", "tap", "--version"], ["--version", "--help"], ["--version", "--intent", "back"], ["--version", "--quick"],
    ["list", "--quick", "--help"], ["list", "--intent", "back", "--help"], ["list", "--timeline", "--events"],
    ["list", "--strategies", "x", "--scene", "s"], ["explain", "--timeline"], ["explain", "a", "--strategies", "x"],
    ["bench", "--quick", "--memory-probe", "3"], ["bench", "--only", "decode,matrix", "--only", "memory"],
    ["list", "--ios", "99", "--intent", "back"], ["list", "--model", "uikit26", "--ios", "18"],
    ["--format", "json", "--format", "csv", "run"], ["run", "-s"], ["run", "tap", "-s", "-h"], ["run", "tap", "--format", "--help"],
    ["run", "tap", "--format", "json", "--format"], ["run", "tap", "--scene", "-"], ["run", "tap", "--format", "-x"],
    ["--format", "bad", "--unknown"], ["--unknown", "--format", "bad"], ["--format", "bad", "run"],
    ["run", "tap", "--strict", "--intent", "stay", "--events", "--timeline", "--scene", "s.json", "--model", "uikit26", "--ios", "26"],
    ["corpus"], ["corpus", "a", "b"], ["corpus", "a", "--generate", "5"], ["corpus", "a", "--emit", "e.jsonl"],
    ["corpus", "a", "--seed", "3"], ["corpus", "a", "--families", "tap"], ["corpus", "--generate", "5", "--ios", "18,26", "--shard", "1/2"],
    ["corpus", "--generate", "5", "--ios", "18,26", "--emit-scores", "p.json"], ["corpus", "--generate", "5", "--ios", "18,26", "--emit", "e"],
    ["corpus", "-", "--ios", "18,26"], ["corpus", "a", "--ios", "18,26", "--describe"], ["corpus", "a", "--describe", "--shard", "1/2"],
    ["corpus", "a", "--describe", "--emit-scores", "p"], ["corpus", "a", "--describe", "--doubt"], ["corpus", "--generate", "10000001"], ["corpus", "--generate", "10000000"],
    ["corpus", "--seed", "18446744073709551615", "--generate", "1"], ["corpus", "--seed", "18446744073709551616", "--generate", "1"],
    ["corpus", "--families", "tap, edge-slow", "--generate", "1"], ["corpus", "a", "--help", "--bogus"], ["corpus", "--bogus", "--help"],
    ["corpus", "--jobs=3", "a"], ["corpus", "a", "-j", "1", "-j", "2"], ["corpus", "a", "--shard=2/4", "--emit-scores=p.json"],
    ["corpus", "a", "--shard", "1/0"], ["corpus", "a", "--shard", "1/2/3"], ["corpus", "--corpus", "x"], ["corpus", "--needs", "x"],
    ["recommend", "x"], ["recommend", "--corpus", "c", "--generate", "5"], ["recommend", "--corpus", "c", "--seed", "1"],
    ["recommend", "--corpus", "-", "--ios", "18,26"], ["recommend", "--format", "csv"], ["recommend", "--families", "tap"],
    ["recommend", "--emit", "x"], ["recommend", "--describe"], ["recommend", "--allow", "private-api,,root-freeze"],
    ["recommend", "--needs", "full-screen,scroll-views", "--allow", "private-api", "--corpus", "c.jsonl", "-j", "2", "--skip-invalid"],
    ["corpus", "merge"], ["corpus", "merge", "-", "-"], ["corpus", "merge", "a", "-"], ["corpus", "merge", "a", "--generate", "5"],
    ["corpus", "merge", "a", "-s", "x"], ["corpus", "merge", "a", "--formt", "json"], ["corpus", "merge", "a", "--help", "--x"],
    ["corpus", "merge", "a", "--format", "html"], ["corpus", "merge", "a", "--by=family", "--format=csv"],
    ["docs", "a"], ["docs", "a", "b"], ["docs", "a", "b", "--help"], ["docs", "--help", "a", "b"], ["docs", "-"], ["docs", "--check=1"],
    ["docs", "--help=x"], ["docs", "--check", "--check", "d"], ["docs", "--chek"], ["recorder", "foo"], ["recorder", "foo", "--help"],
    ["recorder", "--help", "foo"], ["recorder", "-"], ["recorder", "--help=x"], ["recorder", "--output", "r.html"],
    ["recorder", "-o", "-"], ["import"], ["import", "a", "b", "--from", "csv"], ["import", "a"], ["import", "-", "--from", "csv"],
    ["import", "a", "--from", "evemu", "--columns", "t=t,x=x,y=y"], ["import", "a", "--from", "evemu", "--gap", "1"],
    ["import", "a", "--from", "getevent", "--scale", "2"], ["import", "a", "--from", "csv", "--raw-range", "0:1,0:1"],
    ["import", "a", "--from", "csv", "--whole", "--fingers", "all"], ["import", "a", "--from", "csv", "--whole", "--fingers", "first"],
    ["import", "a", "--from", "csv", "--screen", "390x0"], ["import", "a", "--from", "csv", "--screen", "1e9x5"],
    ["import", "a", "--from", "csv", "--scale", "inf"], ["import", "a", "--from", "csv", "--gap", "nan"],
    ["import", "a", "--from", "csv", "--name", "ok_1.x-y"], ["import", "a", "--from", "csv", "--name", "é"],
    ["import", "a", "--from"], ["import", "a", "--from", "-"], ["import", "--help", "--bogus"], ["import", "--bogus", "--help"],
    ["--output"], ["--output", "-x"], ["--output="], ["-o", "a", "-o", "b"], ["--output", "a", "--output=b"], ["--output", "-"],
    ["run", "tap", "-o", "-", "--format", "json"],
  ]

  /// `check` (issue 52), recorded after every other case so that the numbers of those stay.
  static let checkCases: [[String]] = [
    ["help", "check"], ["check", "--help"], ["check"], ["check", "a", "b"], ["check", "a", "--format", "csv"],
    ["check", "a", "--format", "json"], ["check", "-"], ["check", "a", "--strategies", "x"], ["check", "a", "--formt", "json"], ["chek"],
  ]

  /// Command lines of `probes` (#52), recorded after every other case so that the numbers of
  /// the cases before them stay as they were.
  static let probes: [[String]] = [
    ["help", "probes"], ["probes", "--help"], ["probes", "x"], ["probes", "--choice"], ["probes", "--choice", "x"],
    ["probes", "--choice", "who-waits", "--ios", "18", "--format", "json"], ["probes", "--format", "csv"], ["probes", "--ios", "18,,26"],
    ["probes", "--chioce", "who-waits"], ["probes", "--choice", "edge-strip", "--choice", "who-waits"], ["probes", "--timeline"],
  ]

  /// The edits of `name` a person might type instead: a letter dropped, two swapped, one added.
  static func typos(of name: String) -> [String] {
    let letters = Array(name)
    var typos: Set<String> = []
    for index in letters.indices where letters[index] != "-" {
      var dropped = letters
      dropped.remove(at: index)
      typos.insert(String(dropped))
      if index + 1 < letters.count {
        var swapped = letters
        swapped.swapAt(index, index + 1)
        typos.insert(String(swapped))
      }
    }
    typos.insert(name + "s")
    typos.insert(name.replacingOccurrences(of: "-", with: "_"))
    typos.remove(name)
    return typos.sorted()
  }

  /// The golden record of every case, in order: its command line, then what it gives. What a
  /// case gives is written in full the first time, after the case's number (`[12] error 64: …`,
  /// counting the cases of ``all`` from 1); a later case that gives exactly the same text says
  /// so with that number (`= [12]`). Each case's text is still fixed to the character, and a
  /// change to one output rewrites the cases that give it, not the numbers of the others.
  static func recordAll() -> String {
    var first: [String: Int] = [:]
    return Self.all.enumerated().map { index, arguments in
      let line = "$ " + arguments.map { $0.isEmpty ? "''" : $0 }.joined(separator: " ") + "\n"
      let result = record(arguments)
      if let number = first[result] { return line + "= [\(number)]\n" }
      first[result] = index + 1
      return line + "[\(index + 1)] " + result
    }.joined()
  }

  /// Every recorded command line, in the golden file's order.
  static var all: [[String]] {
    var cases = handWritten
    for context in contexts {
      for option in options {
        cases.append(context + [option.name])
        cases.append([option.name] + context)
        for value in option.good {
          cases.append(context + [option.name, value])
          cases.append(context + [option.name, value, option.name, value])
          if option.name.hasPrefix("--") { cases.append(context + [option.name + "=" + value]) }
        }
        if option.good.isEmpty {
          cases.append(context + [option.name, option.name])
          if option.name.hasPrefix("--") { cases.append(context + [option.name + "=x"]) }
        }
        for value in option.bad {
          cases.append(context + [option.name, value])
          if option.name.hasPrefix("--") { cases.append(context + [option.name + "=" + value]) }
        }
        if option.name.hasPrefix("--") {
          for typo in typos(of: option.name) { cases.append(context + [typo]) }
        }
      }
    }
    cases += checkCases
    cases += probes
    return cases + appended
  }

  /// Cases added after the record was first written, kept last so the numbers of the others
  /// stay: `recommend --framework` (#53).
  static let appended: [[String]] = [
    ["recommend", "--framework", "swiftui"], ["recommend", "--framework=react-native", "--screen", "pager"],
    ["recommend", "--framework", "swift"], ["recommend", "--framework"], ["recommend", "--framework", "uikit", "--framework", "uikit"],
    ["recommend", "--framwork", "uikit"], ["run", "tap", "--framework", "uikit"], ["corpus", "--generate", "5", "--framework", "flutter"],
  ]

  /// What one case gives: the parse (or its error); help and version print their text.
  static func record(_ arguments: [String]) -> String {
    var text = ""
    do throws(CLIError) {
      let (rest, path) = try OutputOption.extract(arguments)
      let parsed = try ParsedCommand.parse(rest)
      text += "parsed \(describe(parsed)) output \(path ?? "-")\n"
      switch parsed {
      case .help, .version:
        let output = StrategyCompare.execute(rest)
        text += "status \(output.status.rawValue)\n\(output.standardOutput)\(output.standardError)"
      default: break
      }
    } catch {
      text += "error \(error.status.rawValue): \(error.message) (\(error.hint ?? ""))\n"
    }
    return text
  }

  /// A parsed value in words that do not depend on the model's numbers or a set's order.
  static func describe(_ value: Any) -> String {
    if let model = value as? ModelParameters { return "model(\(model.name))" }
    if let text = value as? String { return "\"\(text)\"" }
    let mirror = Mirror(reflecting: value)
    let children = mirror.children.map { ($0.label.map { $0 + ": " } ?? "") + describe($0.value) }
    switch mirror.displayStyle {
    case .optional: return mirror.children.first.map { describe($0.value) } ?? "nil"
    case .set: return "{" + children.sorted().joined(separator: ", ") + "}"
    case .collection: return "[" + children.joined(separator: ", ") + "]"
    case .enum:
      let name = "\(value)".split(separator: "(").first.map(String.init) ?? "\(value)"
      guard let payload = mirror.children.first else { return name }
      let described = describe(payload.value)
      return name + (described.hasPrefix("(") ? described : "(" + described + ")")
    case .tuple: return "(" + children.joined(separator: ", ") + ")"
    case .struct, .class: return "\(type(of: value))(" + children.joined(separator: ", ") + ")"
    default: return "\(value)"
    }
  }
}
