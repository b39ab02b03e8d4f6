// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "BackStrategies",
  // The oldest systems the code runs on: `ContinuousClock` (the command line's progress and
  // bench timing) needs macOS 13 / iOS 16; the core needs nothing newer.
  // scripts/check-availability.py (run by .ci/run) fails on any use of a newer API.
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    // The core an app links: the model, the strategies, scenarios, corpus and recommendation.
    .library(name: "BackStrategies", targets: ["BackStrategies"]),
    // Text tables, JSON and CSV documents, SVG and HTML drawings of runs and corpora.
    .library(name: "BackStrategiesReport", targets: ["BackStrategiesReport"]),
    // Touch recordings (getevent, evemu, CSV) turned into traces.
    .library(name: "BackStrategiesImport", targets: ["BackStrategiesImport"]),
    .executable(name: "strategy-compare", targets: ["strategy-compare"]),
  ],
  targets: [
    // Utilities every layer shares (number formatting, wrapping, suggestions, JSON values and
    // their writer); no product, so no app depends on it directly. Imports nothing.
    .target(name: "BackStrategiesSupport"),
    .target(
      name: "BackStrategies",
      dependencies: ["BackStrategiesSupport"],
      // The core imports nothing but the support target (not even Foundation); rounding and
      // square roots need libm.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    .target(
      name: "BackStrategiesReport",
      dependencies: ["BackStrategies", "BackStrategiesSupport"]
    ),
    .target(
      name: "BackStrategiesImport",
      dependencies: ["BackStrategies", "BackStrategiesSupport"]
    ),
    .target(
      name: "StrategyCompareCLI",
      dependencies: ["BackStrategies", "BackStrategiesSupport", "BackStrategiesReport", "BackStrategiesImport"]
    ),
    .executableTarget(
      name: "strategy-compare",
      dependencies: ["StrategyCompareCLI"]
    ),
    // Helpers more than one test target uses (not a test target, so it must not import Testing).
    .target(name: "BackStrategiesTestSupport", dependencies: ["BackStrategies"], path: "Tests/BackStrategiesTestSupport"),
    // Tests, one target per layer: each depends only on its layer and the layers below it
    // (docs/architecture.md, "Tests"). Fixtures are read through their paths, not bundled.
    .testTarget(
      name: "BackStrategiesSupportTests",
      dependencies: ["BackStrategiesSupport"]
    ),
    .testTarget(
      name: "BackStrategiesTests",
      dependencies: ["BackStrategies", "BackStrategiesSupport", "BackStrategiesTestSupport"],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "BackStrategiesReportTests",
      dependencies: ["BackStrategiesReport", "BackStrategies", "BackStrategiesSupport", "BackStrategiesTestSupport"]
    ),
    .testTarget(
      name: "BackStrategiesImportTests",
      dependencies: ["BackStrategiesImport", "BackStrategies", "BackStrategiesSupport"]
    ),
    .testTarget(
      name: "StrategyCompareCLITests",
      dependencies: ["StrategyCompareCLI", "BackStrategies", "BackStrategiesSupport", "BackStrategiesReport", "BackStrategiesImport", "BackStrategiesTestSupport"],
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
