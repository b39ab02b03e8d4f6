import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// The page `strategy-compare recorder` writes: one self-contained HTML file that turns a
/// phone's browser into a recorder of `backstrategies-trace/1` traces (docs/recording-iphone.md).
///
/// The page is kept as Swift raw string literals, one file per language (markup, style,
/// script), rather than as a SwiftPM resource: a resource is found through Foundation's
/// `Bundle.module`, which looks for a bundle directory next to the executable and stops the
/// process when it is missing, so a copied `strategy-compare` binary would lose its page. A
/// literal is compiled into the binary, needs no generation step to keep in sync, and the
/// HTML, CSS and JavaScript stay readable and diffable as they are. The only Swift-computed
/// part is the configuration block (the format identifier, the names and the limits of
/// docs/trace-format.md, from ``TraceLimits`` and the enums), so the page's checks cannot
/// drift from the decoder's.
///
/// The output is a constant: the same bytes on every run.
enum RecorderPage {
  /// The id of the `<script type="application/json">` element holding ``configuration``.
  static let configurationElementID = "recorder-config"

  /// The whole page.
  static var html: String {
    markup
      .replacingPlaceholder("/*STYLE*/", with: style)
      .replacingPlaceholder("/*CONFIG*/", with: configuration)
      .replacingPlaceholder("/*SCRIPT*/", with: script)
  }

  /// What the script needs from the Swift side, as one JSON object: the format identifier,
  /// the names the format accepts, the default device and the validation limits.
  static var configuration: String {
    let standard = Device.standard
    let object: JSONOutput = .object([
      ("format", .string(Trace.formatIdentifier)),
      ("intents", .array(Intent.allCases.map { .string($0.rawValue) })),
      ("layoutDirections", .array(InterfaceLayoutDirection.allCases.map { .string($0.rawValue) })),
      ("backButtons", .array(BackButtonStyle.allCases.map { .string($0.rawValue) })),
      (
        "defaultDevice",
        .object([
          ("width", .number(standard.width)), ("height", .number(standard.height)),
          ("scale", .number(standard.scale)), ("refreshRate", .number(standard.refreshRate)),
        ])
      ),
      (
        "limits",
        .object([
          ("maximumDuration", .number(TraceLimits.maximumDuration)),
          ("maximumLength", .number(TraceLimits.maximumLength)),
          ("minimumRefreshRate", .number(TraceLimits.refreshRates.lowerBound)),
          ("maximumRefreshRate", .number(TraceLimits.refreshRates.upperBound)),
          ("maximumScale", .number(TraceLimits.maximumScale)),
        ])
      ),
    ])
    return object.render(pretty: false)
  }
}

extension String {
  /// `self` with the single occurrence of `placeholder` replaced (the page's parts are
  /// assembled by hand, without Foundation).
  fileprivate func replacingPlaceholder(_ placeholder: String, with replacement: String) -> String {
    guard let range = range(of: placeholder) else { preconditionFailure("recorder page: no \(placeholder) in the markup") }
    return self[..<range.lowerBound] + replacement + self[range.upperBound...]
  }
}
