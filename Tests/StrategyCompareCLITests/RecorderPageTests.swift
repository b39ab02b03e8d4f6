import Foundation
import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// `strategy-compare recorder` without a browser: the page it writes, its configuration, its
/// self-containment and the command line. The page's behaviour is tested in Chromium
/// (RecorderBrowserTests).
@Suite("Recorder page")
struct RecorderPageTests {
  @Test("recorder prints the page on stdout, and --output writes the same bytes")
  func writesPage() throws {
    let printed = StrategyCompare.execute(["recorder"])
    #expect(printed.status == .success)
    #expect(printed.standardError.isEmpty)
    #expect(printed.standardOutput == RecorderPage.html)
    #expect(printed.standardOutput.hasPrefix("<!doctype html>\n"))
    #expect(printed.standardOutput.hasSuffix("</html>\n"))
    let file = TemporaryFile("", suffix: ".html")
    let written = StrategyCompare.execute(["recorder", "--output", file.path])
    #expect(written.status == .success && written.standardOutput.isEmpty)
    #expect(try String(contentsOfFile: file.path, encoding: .utf8) == printed.standardOutput)
    #expect(StrategyCompare.execute(["recorder"]) == printed, "deterministic")
  }

  @Test("the page is self-contained: inline style and script, no URL it could load, a policy forbidding requests")
  func selfContained() {
    let page = RecorderPage.html
    for forbidden in ["http://", "https://", "src=", "<link", "@import", "url(", "fetch(", "XMLHttpRequest", "sendBeacon", "WebSocket"] {
      #expect(!page.contains(forbidden), "the page must not contain \(forbidden)")
    }
    #expect(page.contains("Content-Security-Policy\" content=\"default-src 'none';"))
    #expect(page.contains("Nothing leaves this phone unless you export it."))
    #expect(page.contains("Add to Home Screen"))
    #expect(page.contains("window.backStrategiesExport = exportJSONL;"))
    for placeholder in ["/*STYLE*/", "/*CONFIG*/", "/*SCRIPT*/"] { #expect(!page.contains(placeholder)) }
  }

  @Test("the configuration the script reads holds the format's names and limits")
  func configuration() throws {
    let value = try JSONParser.parse(RecorderPage.configuration.utf8)
    guard case .object(let members) = value.kind else {
      Issue.record("not an object")
      return
    }
    let keys = members.map { $0.key }
    #expect(keys == ["format", "intents", "layoutDirections", "backButtons", "defaultDevice", "limits"])
    let page = RecorderPage.html
    #expect(page.contains(#"<script type="application/json" id="\#(RecorderPage.configurationElementID)">\#(RecorderPage.configuration)</script>"#))
    let text = RecorderPage.configuration
    #expect(text.contains(#""format":"backstrategies-trace/1""#))
    #expect(text.contains(#""intents":["back","backToRoot","stay","scroll","none"]"#))
    #expect(text.contains(#""maximumDuration":600"#))
    #expect(text.contains(#""minimumRefreshRate":1,"maximumRefreshRate":1000,"maximumScale":10"#))
    // Every intent has a chip on the page.
    for intent in Intent.allCases { #expect(page.contains(#"data-intent="\#(intent.rawValue)""#)) }
    for style in BackButtonStyle.allCases { #expect(page.contains(#"<option value="\#(style.rawValue)""#)) }
  }

  struct BadCommandLine: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(
    "recorder rejects arguments with a usage error",
    arguments: [
      BadCommandLine(arguments: ["recorder", "page.html"], message: "recorder takes no argument, got 'page.html'; write the page with --output FILE"),
      BadCommandLine(arguments: ["recorder", "--format", "json"], message: "unknown option '--format' for recorder (it takes only --output FILE)"),
    ])
  func usageErrors(_ bad: BadCommandLine) {
    let output = StrategyCompare.execute(bad.arguments)
    #expect(output.status == .usage)
    #expect(output.standardOutput.isEmpty)
    #expect(output.standardError == "strategy-compare: error: \(bad.message) (see 'strategy-compare help recorder')\n")
  }

  @Test("an unwritable --output exits 73")
  func unwritable() {
    let output = StrategyCompare.execute(["recorder", "--output", "/nonexistent-directory/recorder.html"])
    #expect(output.status == .cantCreate)
    #expect(output.standardError.hasPrefix("strategy-compare: error: cannot write '/nonexistent-directory/recorder.html'"))
  }

  @Test("help recorder and --help name the command")
  func help() {
    let help = StrategyCompare.execute(["help", "recorder"])
    #expect(help.status == .success)
    #expect(help.standardOutput.hasPrefix("strategy-compare recorder: write the recorder page"))
    #expect(StrategyCompare.execute(["recorder", "--help"]).standardOutput == help.standardOutput)
    #expect(StrategyCompare.execute(["--help"]).standardOutput.contains("  recorder   Write the recorder page"))
  }

  @Test("the recorder's button reads 'Scene & export'")
  func recorderButton() {
    let page = RecorderPage.html
    #expect(page.contains(">Scene &amp; export</button>"))
    #expect(!page.contains("SceneSpec &amp;"))
  }
}
