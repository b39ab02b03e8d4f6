// The harness scripts/typecheck-uikit-samples.sh compiles beside each Swift sample of the
// teaching pages (docs/learn.md, docs/seeds/*.md, docs/strategies/*.md). Not part of the
// package: only `swiftc -typecheck` against the iOS SDK, on a Mac, ever reads it.
//
// A sample that declares its own types is checked as it is. A fragment (a few methods, or a few
// statements) is wrapped by the script into a subclass of one of the two classes below, or into
// a method of an extension of one, and may use the names declared here: the names the pages'
// fragments assume without showing them. When a new fragment fails only because it names
// something the page leaves out, declare that name here, with the page it comes from.
import UIKit
import SwiftUI

/// The screen a view-controller fragment is written in.
class SampleViewController: UIViewController, UIGestureRecognizerDelegate, UINavigationControllerDelegate {
  /// learn.md step 5 (seed 004's handler): the interaction controller the delegate returns.
  var interaction: UIPercentDrivenInteractiveTransition?
  /// strategies/percent-driven.md, the property-animator handler: whether the pan drives a pop.
  var interactive = false
  /// strategies/percent-driven.md, the property-animator handler: the transition's animator.
  var animator = UIViewPropertyAnimator(duration: 0.35, curve: .linear)
  /// learn.md step 1 (a map that keeps its own pan).
  let mapView = UIView()
  /// learn.md step 1: the map pan's action.
  @objc func panMap(_ pan: UIPanGestureRecognizer) {}
  /// learn.md (TZScrollViewPopGesture): the carousel the pop gesture is added to.
  let carousel = UIScrollView()
  /// learn.md (TZScrollViewPopGesture): the category method, declared here as Swift sees it.
  func tz_addPopGesture(to view: UIView) {}
  /// learn.md (the edge bulge): the window the pull is added to, and the object it calls.
  let window = UIWindow()
  /// learn.md (the edge bulge): the controller whose `pull(_:)` the recogniser calls.
  let bulge = BulgeController()
}

/// The navigation controller a fragment "in a UINavigationController subclass" is written in.
class SampleNavigationController: UINavigationController, UIGestureRecognizerDelegate,
  UINavigationControllerDelegate {}

/// learn.md (the edge bulge): the target of the right-edge pull.
final class BulgeController: NSObject {
  /// The pull's action.
  @objc func pull(_ recognizer: UIScreenEdgePanGestureRecognizer) {}
}
