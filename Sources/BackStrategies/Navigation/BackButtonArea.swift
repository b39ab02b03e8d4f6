/// Where the navigation bar's back button takes a tap, and whether the screen shows one.
///
/// A tap on the back button is the other way back on iOS, besides the swipe. In UIKit the
/// button's action is `-[UINavigationBar _sendNavigationPopForBackBarButtonItem:]`
/// (UIKit 26.1, `UINavigationBar.mm`): unless an app's custom action is set through a private
/// switch, it asks the bar's delegate, the navigation controller, to pop
/// (`-[UINavigationController _popNavigationBar:item:]`, an animated, non-interactive
/// `popViewControllerAnimated:`), or pops the bar's own item (`popNavigationItemAnimated:YES`)
/// when the delegate does not answer. docs/model.md, "Back-button taps", gives the rules the
/// simulation applies (`Simulation+BackButton.swift`).
public enum BackButtonArea {
  /// Width of the back button's tap region, in points, measured from the bar's leading edge
  /// (the left edge, the right one in a right-to-left layout). **[doc]** UIKit docs: the Human
  /// Interface Guidelines' minimum hit target for a control, 44 × 44 pt; iOS 26's back button
  /// is a glass button of about that size holding the chevron. The title iOS 18 shows beside the
  /// chevron widens the real button; a tap there is not counted as a hit (a conservative region).
  public static let width = 44.0

  /// Height of the tap region, in points, from the top of the bar (the top safe-area inset):
  /// the bar's standard row, ``ModelParameters/navigationBarHeight`` (44 pt), where the back
  /// button sits also when a large title expands the bar below it. **[doc]** UIKit docs, Human
  /// Interface Guidelines; UIKit 18.2 `-[_UINavigationBarVisualProviderModernIOS
  /// defaultBarHeightForTraitCollection:]` answers 44 on a phone.
  public static func height(parameters: ModelParameters) -> Double { parameters.navigationBarHeight }

  /// The tap region on `device`, in screen points.
  public static func frame(device: Device, parameters: ModelParameters) -> Rect {
    let x = device.layoutDirection == .rightToLeft ? device.width - width : 0
    return Rect(x: x, y: device.safeArea.top, width: width, height: height(parameters: parameters))
  }

  /// Why `screen`, on top of a stack of `stackCount` screens, shows no back button to tap, or
  /// `nil` when it shows UIKit's. `-[UINavigationBar _hasBackButton]` is NO without a back item
  /// (the root) or when the top item `hidesBackButton`; a hidden bar shows nothing; custom left
  /// items that do not supplement the back button replace it with the app's own item, whose
  /// action the model does not know: a tap there is the app's, not UIKit's pop.
  public static func missingReason(on screen: ScreenSpec, stackCount: Int) -> String? {
    if stackCount < 2 { return "the root screen has no back button" }
    if screen.navigationBarHidden { return "screen '\(screen.id)' hides the navigation bar" }
    switch screen.backButton {
    case .system, .customSupplementing: return nil
    case .hidden: return "screen '\(screen.id)' hides its back button (hidesBackButton)"
    case .custom:
      return "screen '\(screen.id)' shows a custom left bar button item there, whose action is the app's (not modelled)"
    }
  }
}
