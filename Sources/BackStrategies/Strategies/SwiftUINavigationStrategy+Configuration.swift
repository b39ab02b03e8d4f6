extension SwiftUINavigationStrategy {
  /// A SwiftUI app's navigation as its code sets it up: `NavigationStack` (a
  /// `UINavigationController` underneath), whether the pushed views hide their back button,
  /// which delegate UIKit's edge recogniser has, and whether a `DragGesture` goes back.
  public struct Configuration: Hashable, Sendable {
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
      /// `startLocation.x <` this, in points (the recipe's 20).
      public var edge: Double
      /// `translation.width >` this, in points (the recipe's 100).
      public var travel: Double
      /// `DragGesture(minimumDistance:)`: SwiftUI's documented default, 10 pt.
      public var minimumDistance: Double

      /// Creates a recipe.
      public init(edge: Double = Self.publishedEdge, travel: Double = Self.publishedTravel, minimumDistance: Double = Self.defaultMinimumDistance) {
        self.edge = edge
        self.travel = travel
        self.minimumDistance = minimumDistance
      }

      /// The most copied form's strip: `value.startLocation.x < 20` (source key "SwiftUI drag recipe").
      public static let publishedEdge = 20.0
      /// The most copied form's travel: `value.translation.width > 100`.
      public static let publishedTravel = 100.0
      /// `DragGesture.init(minimumDistance: CGFloat = 10, coordinateSpace:)` (Apple's documentation).
      public static let defaultMinimumDistance = 10.0
    }

    /// `.navigationBarBackButtonHidden(true)` on every pushed view.
    public var hidesBackButton: Bool
    /// The edge recogniser's delegate.
    public var edgeDelegate: EdgeDelegate
    /// The `DragGesture` recipe, if the app uses one.
    public var dragGesture: DragRecipe?

    /// Creates a configuration.
    public init(hidesBackButton: Bool = false, edgeDelegate: EdgeDelegate = .uikit, dragGesture: DragRecipe? = nil) {
      self.hidesBackButton = hidesBackButton
      self.edgeDelegate = edgeDelegate
      self.dragGesture = dragGesture
    }

    /// `navigation-stack`: a plain `NavigationStack`.
    public static let navigationStack = Configuration()
    /// `back-button-hidden`: `.navigationBarBackButtonHidden(true)`.
    public static let backButtonHidden = Configuration(hidesBackButton: true)
    /// `delegate-extension`: the guarded extension, with the back button hidden.
    public static let delegateExtension = Configuration(hidesBackButton: true, edgeDelegate: .extensionGuarded)
    /// `delegate-extension-unguarded`: the extension without the count guard.
    public static let delegateExtensionUnguarded = Configuration(hidesBackButton: true, edgeDelegate: .extensionUnguarded)
    /// `drag-gesture`: the `DragGesture` recipe, with the back button hidden.
    public static let dragGesture = Configuration(hidesBackButton: true, dragGesture: DragRecipe())
  }
}
