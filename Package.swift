// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "BackStrategies",
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
