/// The strategy types this package ships, in the order comparisons show them. Existentials on
/// purpose: a run reached through one is unspecialised generic code, which never copies the
/// large `Simulation`; specialised from concrete types it was copied whole at each call of a
/// non-mutating method, a third more instructions a run (docs/performance.md, "The simulation
/// run").
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
  ReactNavigationStackStrategy.self,
  ReactNativeScreensStrategy.self,
  SwiftUINavigationStrategy.self,
  ComposeMultiplatformStrategy.self,
  MauiStrategy.self,
  ZoomTransitionStrategy.self,
]

extension StrategyCatalog.Entry {
  init(erasing type: any BackStrategy.Type) {
    func open<Strategy: BackStrategy>(_ concrete: Strategy.Type) -> StrategyCatalog.Entry {
      StrategyCatalog.Entry(concrete)
    }
    self = open(type)
  }
}

/// The strategies this package ships, each with its presets as properties:
/// `BuiltIn.systemEdge.guarded`, `BuiltIn.targetForwarding.fd`. ``StrategyCatalog/builtIn``
/// holds the same strategies, for selection by string.
public enum BuiltIn {
  /// UIKit's own edge swipe and iOS 26's content swipe (``SystemEdgeStrategy``).
  public static let systemEdge = BuiltInStrategy<SystemEdgeStrategy>()
  /// seed 000's right-edge bulge with dwell-to-home (``EdgeBulgeStrategy``).
  public static let edgeBulge = BuiltInStrategy<EdgeBulgeStrategy>()
  /// A full-screen pan driving a custom percent-driven pop (``PercentDrivenStrategy``).
  public static let percentDriven = BuiltInStrategy<PercentDrivenStrategy>()
  /// The pre-iOS 7 screenshot technique (``ScreenshotStackStrategy``).
  public static let screenshotStack = BuiltInStrategy<ScreenshotStackStrategy>()
  /// A full-screen pan forwarded to UIKit's private pop handler (``TargetForwardingStrategy``).
  public static let targetForwarding = BuiltInStrategy<TargetForwardingStrategy>()
  /// TZScrollViewPopGesture's pan on each scroll view (``ScrollViewPopStrategy``).
  public static let scrollViewPop = BuiltInStrategy<ScrollViewPopStrategy>()
  /// SloppySwiper's rightward pan anywhere (``DirectionalPanStrategy``).
  public static let directionalPan = BuiltInStrategy<DirectionalPanStrategy>()
  /// Flutter's Cupertino back gesture (``CupertinoStrategy``).
  public static let cupertino = BuiltInStrategy<CupertinoStrategy>()
  /// Android's predictive back gesture (``PredictiveBackStrategy``).
  public static let predictiveBack = BuiltInStrategy<PredictiveBackStrategy>()
  /// React Navigation's JavaScript stack (``ReactNavigationStackStrategy``).
  public static let reactNavigationStack = BuiltInStrategy<ReactNavigationStackStrategy>()
  /// react-native-screens' native stack (``ReactNativeScreensStrategy``).
  public static let reactNativeScreens = BuiltInStrategy<ReactNativeScreensStrategy>()
  /// SwiftUI's `NavigationStack` and the patterns written around it (``SwiftUINavigationStrategy``).
  public static let swiftUI = BuiltInStrategy<SwiftUINavigationStrategy>()
  /// Compose Multiplatform on iOS (``ComposeMultiplatformStrategy``).
  public static let composeMultiplatform = BuiltInStrategy<ComposeMultiplatformStrategy>()
  /// .NET MAUI's NavigationPage and Shell on iOS (``MauiStrategy``).
  public static let maui = BuiltInStrategy<MauiStrategy>()
  /// `zoom`: a zoom transition's interactive dismiss (``ZoomTransitionStrategy``).
  public static let zoom = BuiltInStrategy<ZoomTransitionStrategy>()
}

extension StrategyCatalog {
  /// The strategies this package ships, in the order reports show them (`builtInTypes`:
  /// the one place a built-in strategy is registered).
  public static let builtIn: StrategyCatalog = {
    var catalog = StrategyCatalog()
    for type in builtInTypes { catalog.addBuiltIn(type) }
    return catalog
  }()
}
