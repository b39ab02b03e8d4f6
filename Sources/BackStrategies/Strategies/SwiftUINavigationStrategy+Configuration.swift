extension SwiftUINavigationStrategy {
  /// A SwiftUI app's navigation as its code sets it up: `NavigationStack` (a
  /// `UINavigationController` underneath), whether the pushed views hide their back button,
  /// which delegate UIKit's edge recogniser has, and whether a `DragGesture` goes back.
  public struct Configuration: StrategyConfiguration {
    /// Who answers UIKit's edge recogniser's delegate questions.
    public enum EdgeDelegate: String, Hashable, Sendable {
      /// UIKit's own (`_UINavigationInteractiveTransition`).
      case uikit
      /// The copied `extension UINavigationController: UIGestureRecognizerDelegate`:
      /// `interactivePopGestureRecognizer?.delegate = self` in `viewDidLoad`, and
      /// `gestureRecognizerShouldBegin` returns `viewControllers.count > 1`.
      case extensionGuarded = "extension-guarded"
      /// The same extension returning `true` (or only overriding
      /// `shouldBeRequiredToFailBy`): no count guard.
      case extensionUnguarded = "extension-unguarded"
    }

    /// The `DragGesture` back recipe: `.gesture(DragGesture().updating(…) { value, _, _ in if
    /// value.startLocation.x < edge && value.translation.width > travel { dismiss() } })` on
    /// the pushed view.
    public struct DragRecipe: Hashable, Sendable {
      /// `startLocation.x <` this, in points. Default 20: the most copied form's strip,
      /// `value.startLocation.x < 20` (source key "SwiftUI drag recipe").
      public var edge: Double = 20.0
      /// `translation.width >` this, in points. Default 100: the most copied form's travel,
      /// `value.translation.width > 100`.
      public var travel: Double = 100.0
      /// `DragGesture(minimumDistance:)`: how far from `startLocation` the finger must be, as a
      /// straight-line distance, before the gesture begins (``RecognizerSpec/HysteresisMeasure/distance``).
      /// Default 10 pt, SwiftUI's documented default:
      /// `DragGesture.init(minimumDistance: CGFloat = 10, coordinateSpace:)` (Apple's documentation).
      public var minimumDistance: Double = 10.0

      /// The recipe as most copies publish it.
      public init() {}
    }

    /// `.navigationBarBackButtonHidden(true)` on every pushed view. Default no: a plain
    /// `NavigationStack` shows its back button.
    public var hidesBackButton: Bool = false
    /// The edge recogniser's delegate. Default UIKit's own (``EdgeDelegate/uikit``).
    public var edgeDelegate: EdgeDelegate = .uikit
    /// The `DragGesture` recipe, if the app uses one. Default none.
    public var dragGesture: DragRecipe? = nil

    /// A plain `NavigationStack` (``navigationStack``).
    public init() {}

    /// `navigation-stack`: a plain `NavigationStack`.
    public static let navigationStack = Configuration()
    /// `back-button-hidden`: `.navigationBarBackButtonHidden(true)`.
    public static let backButtonHidden = Configuration { $0.hidesBackButton = true }
    /// `delegate-extension`: the guarded extension, with the back button hidden.
    public static let delegateExtension = Configuration {
      $0.hidesBackButton = true
      $0.edgeDelegate = .extensionGuarded
    }
    /// `delegate-extension-unguarded`: the extension without the count guard.
    public static let delegateExtensionUnguarded = Configuration {
      $0.hidesBackButton = true
      $0.edgeDelegate = .extensionUnguarded
    }
    /// `drag-gesture`: the `DragGesture` recipe, with the back button hidden.
    public static let dragGesture = Configuration {
      $0.hidesBackButton = true
      $0.dragGesture = DragRecipe()
    }
  }
}
