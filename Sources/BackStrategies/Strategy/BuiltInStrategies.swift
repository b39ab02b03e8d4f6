/// The strategy types this package ships, in the order comparisons show them.
let builtInTypes: [any BackStrategy.Type] = [
  SystemEdgeStrategy.self,
  EdgeBulgeStrategy.self,
  PercentDrivenStrategy.self,
  ScreenshotStackStrategy.self,
  TargetForwardingStrategy.self,
  ScrollViewPopStrategy.self,
  DirectionalPanStrategy.self,
  CupertinoStrategy.self,
  PredictiveBackStrategy.self,
]

extension StrategyCatalog.Entry {
  init(erasing type: any BackStrategy.Type) {
    func open<Strategy: BackStrategy>(_ concrete: Strategy.Type) -> StrategyCatalog.Entry {
      StrategyCatalog.Entry(concrete)
    }
    self = open(type)
  }
}
