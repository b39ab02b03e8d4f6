// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "BackStrategies",
  // The oldest systems the code runs on: `ContinuousClock` (the command line's progress and
  // bench timing) needs macOS 13 / iOS 16; the core needs nothing newer.
  // scripts/check-availability.py (run by .ci/run) fails on any use of a newer API.
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "BackStrategies", targets: ["BackStrategies"]),
    .executable(name: "strategy-compare", targets: ["strategy-compare"]),
  ],
  targets: [
    .target(
      name: "BackStrategies",
      // The core imports nothing (not even Foundation); rounding and square roots need libm.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    .target(
      name: "StrategyCompareCLI",
      dependencies: ["BackStrategies"]
    ),
    .executableTarget(
      name: "strategy-compare",
      dependencies: ["StrategyCompareCLI"]
    ),
    .testTarget(
      name: "BackStrategiesTests",
      dependencies: ["BackStrategies", "StrategyCompareCLI"],
      // Recordings read by the import tests through their paths, not bundled as resources.
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
