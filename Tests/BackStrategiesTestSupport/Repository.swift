import Foundation

/// Where the repository is, for the tests that read its documents (README, docs/) or run its
/// built tool: found from this file's path, `Tests/BackStrategiesTestSupport/Repository.swift`.
package enum Repository {
  /// The repository's root directory.
  package static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
}
