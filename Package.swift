// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "BackStrategies",
  products: [
    .library(name: "BackStrategies", targets: ["BackStrategies"]),
    .executable(name: "strategy-compare", targets: ["strategy-compare"]),
  ],
  targets: [
    .target(name: "BackStrategies"),
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
      dependencies: ["BackStrategies", "StrategyCompareCLI"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
