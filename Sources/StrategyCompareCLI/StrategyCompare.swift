import BackStrategies
import Foundation
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// The `strategy-compare` command-line tool.
public enum StrategyCompare {
  /// What one invocation printed and how it exits.
  public struct Output: Sendable, Equatable {
    /// Text for standard output (written in one piece, so JSON is never partial).
    public var standardOutput: String
    /// Text for standard error.
    public var standardError: String
    /// Exit status.
    public var status: ExitStatus
  }

  /// Runs the tool with the process's arguments, writes its output and exits.
  public static func main() {
    let output = execute(Array(CommandLine.arguments.dropFirst()), terminalWidth: TerminalWidth.ofStandardOutput()) {
      // One byte more than a trace may have, so the loader can tell "too large" from "just fits".
      (try? BoundedRead.bytes(from: FileHandle.standardInput, atMost: TraceLoader.maximumFileSize + 1)) ?? []
    }
    if !output.standardOutput.isEmpty { FileHandle.standardOutput.write(Data(output.standardOutput.utf8)) }
    if !output.standardError.isEmpty { FileHandle.standardError.write(Data(output.standardError.utf8)) }
    exit(output.status.rawValue)
  }

  /// Runs one invocation without touching the process: arguments in, output and status out.
  ///
  /// - Parameters:
  ///   - arguments: the command line without the program name.
  ///   - catalog: the strategies to choose from (tests register their own).
  ///   - terminalWidth: the columns of the terminal standard output is, if it is one: tables
  ///     and wrapped text are laid out that wide (80 without one, or when writing `--output`).
  ///   - readStandardInput: called only for the `-` input.
  public static func execute(
    _ arguments: [String], catalog: StrategyCatalog = .builtIn, terminalWidth: Int? = nil,
    readStandardInput: @escaping () -> [UInt8] = { [] }
  ) -> Output {
    do throws(CLIError) {
      let (rest, requestedOutput) = try OutputOption.extract(arguments)
      // `-o -` is standard output, as everywhere a file is named.
      let outputPath = requestedOutput == "-" ? nil : requestedOutput
      if let outputPath, let input = rest.first(where: { AtomicFile.sameFile($0, outputPath) }) {
        throw CLIError(.cantCreate, "refusing to write '\(outputPath)': it is also an input ('\(input)'); write elsewhere")
      }
      let command = try ParsedCommand.parse(rest)
      var commands = Commands(catalog: catalog, loader: TraceLoader(readStandardInput: readStandardInput))
      // A file gets the width piped output gets, whatever the terminal.
      commands.width = TerminalWidth.layout(terminal: outputPath == nil ? terminalWidth : nil)
      let text = try commands.run(command)
      let notes = commands.warnings.map { "strategy-compare: warning: \($0)\n" }.joined()
        + commands.notes.map { "strategy-compare: note: \($0)\n" }.joined()
      if let outputPath {
        try AtomicFile.write(text, to: outputPath)
        return Output(standardOutput: "", standardError: notes, status: .success)
      }
      return Output(standardOutput: text, standardError: notes, status: .success)
    } catch {
      // One line, as the help promises: a hint rides at its end, in parentheses.
      let message = "strategy-compare: error: \(error.message)" + (error.hint.map { " (\($0))" } ?? "") + "\n"
      return Output(standardOutput: "", standardError: message, status: error.status)
    }
  }
}
