/// One view controller on the navigation stack, as the trace describes it.
public struct ScreenSpec: Hashable, Sendable, Codable {
  private enum CodingKeys: String, CodingKey {
    case id, backButton, backGestureDisabled, contentSwipeDisabled, navigationBarHidden, largeTitle, scrollViews, views, pushedAt, confirmsLeave
  }

  /// Identifier, unique in the stack (`stackBefore` / `stackAfter` list these).
  public var id: String
  /// How the navigation bar shows the back button (default `system`).
  public var backButton: BackButtonStyle
  /// The app switched UIKit's edge swipe off for this screen
  /// (`interactivePopGestureRecognizer.isEnabled = false`, seed 003's `popGestureClose`). On
  /// iOS 26 the content swipe stays on: nothing in UIKit 26.1 reads the edge recogniser's
  /// `enabled` flag for it (docs/model.md).
  public var backGestureDisabled: Bool
  /// The app switched iOS 26's content swipe off for this screen
  /// (`interactiveContentPopGestureRecognizer.isEnabled = false`); the edge swipe stays on.
  /// Nothing on iOS 18, which has no content swipe.
  public var contentSwipeDisabled: Bool
  /// The navigation bar is hidden on this screen.
  public var navigationBarHidden: Bool
  /// The navigation bar shows a large title (`prefersLargeTitles`, expanded): the bar is
  /// ``ModelParameters/largeTitleNavigationBarHeight`` tall instead of
  /// ``ModelParameters/navigationBarHeight``, and UIKit's edge swipe refuses touches inside it.
  public var largeTitle: Bool
  /// Scroll views on this screen, back to front (the last one is hit first).
  public var scrollViews: [ScrollViewSpec]
  /// The app's own touch-handling views on this screen (maps, sliders, rows with swipe
  /// actions, web views, pagers), back to front; hit-testing puts them in front of the scroll
  /// views. Empty by default.
  public var views: [AppViewSpec]
  /// When UIKit's animated push of this screen began, in seconds on the trace's clock, if it
  /// was still sliding in at the first touch (`nil`: it was on screen, at rest). Only the top
  /// screen of a stack of two or more, and no later than the first touch: at the run's start a
  /// push transition of UIKit's animator is running from `pushedAt` over
  /// ``ModelParameters/transitionDuration`` (`ScreenSpec+Push.swift`, docs/trace-format.md).
  public var pushedAt: Double?
  /// The screen holds unsaved changes and the app asks before letting it go: a back gesture
  /// should leave it on the stack and show the app's dialog ("Discard changes?"). Each technique
  /// says how it vetoes the pop (`gestureRecognizerShouldBegin:` answering NO, `usePreventRemove`,
  /// `PopScope(canPop: false)`, an enabled `OnBackPressedCallback`); a strategy reads it from
  /// ``NavigationSnapshot/top``. Default `false` (docs/trace-format.md).
  public var confirmsLeave: Bool

  /// Creates a screen description.
  public init(
    id: String, backButton: BackButtonStyle = .system, backGestureDisabled: Bool = false,
    contentSwipeDisabled: Bool = false, navigationBarHidden: Bool = false, largeTitle: Bool = false,
    scrollViews: [ScrollViewSpec] = [], views: [AppViewSpec] = [], pushedAt: Double? = nil,
    confirmsLeave: Bool = false
  ) {
    self.views = views
    self.id = id
    self.backButton = backButton
    self.backGestureDisabled = backGestureDisabled
    self.contentSwipeDisabled = contentSwipeDisabled
    self.navigationBarHidden = navigationBarHidden
    self.largeTitle = largeTitle
    self.scrollViews = scrollViews
    self.pushedAt = pushedAt
    self.confirmsLeave = confirmsLeave
  }

  /// Decodes a screen; the switches added with iOS 26 (`contentSwipeDisabled`, `largeTitle`)
  /// default to `false` when missing, as does `confirmsLeave`, `views` to none and `pushedAt` to `nil`, so values
  /// stored before them still decode.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    backButton = try container.decode(BackButtonStyle.self, forKey: .backButton)
    backGestureDisabled = try container.decode(Bool.self, forKey: .backGestureDisabled)
    contentSwipeDisabled = try container.decodeIfPresent(Bool.self, forKey: .contentSwipeDisabled) ?? false
    navigationBarHidden = try container.decode(Bool.self, forKey: .navigationBarHidden)
    largeTitle = try container.decodeIfPresent(Bool.self, forKey: .largeTitle) ?? false
    scrollViews = try container.decode([ScrollViewSpec].self, forKey: .scrollViews)
    views = try container.decodeIfPresent([AppViewSpec].self, forKey: .views) ?? []
    pushedAt = try container.decodeIfPresent(Double.self, forKey: .pushedAt)
    confirmsLeave = try container.decodeIfPresent(Bool.self, forKey: .confirmsLeave) ?? false
  }
}
