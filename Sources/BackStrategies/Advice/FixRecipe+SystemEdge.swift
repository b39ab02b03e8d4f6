/// The `system-edge` fixes as code (docs/ios26-conflicts.md, "The fixes"), written from UIKit's
/// public API: `UINavigationController.interactiveContentPopGestureRecognizer` (iOS 26),
/// `UIGestureRecognizer.require(toFail:)`, `UIGestureRecognizerDelegate`,
/// `UIView.gestureRecognizerShouldBegin(_:)`, `UIScrollView.adjustedContentInset`,
/// `UIView.effectiveUserInterfaceLayoutDirection`.
extension FixRecipe {
  /// The `system-edge` recipes, in ``ScreenAdvice/Group/fixes``' order.
  static let systemEdgeRecipes: [FixRecipe] = [
    shipped, waitsForAppPan, pagerYieldsAtStart, carouselYieldsAtStart, leadingEdgeRule, recogniserNotTouches, contentSwipeOff,
  ]

  /// `system-edge:shipped`: nothing to add.
  static let shipped = FixRecipe(
    id: "system-edge:shipped", parts: [],
    availability: "nothing to guard.",
    rightToLeft: "UIKit mirrors both back swipes itself.",
    cost: "nothing; on iOS 26 the content swipe loses to any recogniser of the app that begins first and cuts raw-touch views and simultaneous pans.")

  /// `system-edge:waits-for-app-pan`: Apple's documented use of the property.
  static let waitsForAppPan = FixRecipe(
    id: "system-edge:waits-for-app-pan",
    parts: [
      Part(
        language: .swift,
        placement:
          "in the view controller of the screen whose view has pans of its own: a map SDK's view, or a react-native-gesture-handler swipeable row (its pan is a native recogniser; react-native-gesture-handler#4104):",
        code: """
          final class MapScreenViewController: UIViewController {
            /// The pans of the view that takes drags (a map SDK exposes its
            /// own; MapKit keeps its recognisers on a subview of the MKMapView).
            var appPans: [UIGestureRecognizer] = []

            override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              // The content swipe waits for each of the view's pans to fail.
              guard #available(iOS 26.0, *),
                let contentSwipe = navigationController?
                  .interactiveContentPopGestureRecognizer
              else { return }
              for pan in appPans { contentSwipe.require(toFail: pan) }
            }
          }

          """)
    ],
    availability: "#available(iOS 26.0, *): the property does not exist before iOS 26, where there is no content swipe.",
    rightToLeft: "nothing to do: a failure requirement has no direction.",
    cost: "nothing on the other screens; on this one a back swipe over the view pops only after the view's pan fails. It does nothing for a view that reads raw touches (no recogniser to wait for).")

  /// `system-edge:pager-yields-at-start`: the pager's pan refuses to begin on a backward drag on
  /// its first page (react-native-pager-view#1050: in `gestureRecognizerShouldBegin`, not by
  /// recognising simultaneously), and is back for the next touch.
  static let pagerYieldsAtStart = FixRecipe(
    id: "system-edge:pager-yields-at-start",
    parts: [
      Part(
        language: .swift,
        placement: "in the view controller that holds the UIPageViewController (scroll mode); currentIndex is the page on screen, kept by the page view controller's delegate:",
        code: """
          final class PagerScreenViewController: UIViewController,
            UIGestureRecognizerDelegate
          {
            let pageViewController = UIPageViewController(
              transitionStyle: .scroll, navigationOrientation: .horizontal)
            /// The page on screen, kept by the page view controller's delegate.
            var currentIndex = 0
            /// Never begins: the pager's pan waits for it to fail, so its
            /// gestureRecognizerShouldBegin decides first.
            private let probe = UIPanGestureRecognizer()

            private var pagerPan: UIPanGestureRecognizer? {
              pageViewController.view.subviews.lazy
                .compactMap { $0 as? UIScrollView }.first?.panGestureRecognizer
            }

            private var contentSwipe: UIGestureRecognizer? {
              guard #available(iOS 26.0, *) else { return nil }
              return navigationController?.interactiveContentPopGestureRecognizer
            }

            override func viewDidLoad() {
              super.viewDidLoad()
              probe.delegate = self
              probe.cancelsTouchesInView = false
              pageViewController.view.addGestureRecognizer(probe)
              pagerPan?.require(toFail: probe)
            }

            override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              contentSwipe?.addTarget(
                self, action: #selector(contentSwipeChanged(_:)))
            }

            override func viewWillDisappear(_ animated: Bool) {
              super.viewWillDisappear(animated)
              contentSwipe?.removeTarget(
                self, action: #selector(contentSwipeChanged(_:)))
              pagerPan?.isEnabled = true
            }

            func gestureRecognizerShouldBegin(
              _ gestureRecognizer: UIGestureRecognizer
            ) -> Bool {
              guard gestureRecognizer === probe else { return true }
              // On the first page, a drag that points back while the content
              // swipe still takes part: refuse the pager's pan for this touch.
              if currentIndex == 0, let contentSwipe, contentSwipe.isEnabled,
                contentSwipe.state == .possible
              {
                let vx = probe.velocity(in: view).x
                let rightToLeft =
                  view.effectiveUserInterfaceLayoutDirection == .rightToLeft
                let back = rightToLeft ? vx < 0 : vx > 0
                if back { pagerPan?.isEnabled = false }
              }
              return false
            }

            func gestureRecognizer(
              _ gestureRecognizer: UIGestureRecognizer,
              shouldReceive touch: UITouch
            ) -> Bool {
              // A new touch: the last one's content swipe failed or ended.
              if gestureRecognizer === probe { pagerPan?.isEnabled = true }
              return true
            }

            @objc private func contentSwipeChanged(
              _ contentSwipe: UIGestureRecognizer
            ) {
              switch contentSwipe.state {
              case .ended, .cancelled, .failed: pagerPan?.isEnabled = true
              default: break
              }
            }
          }

          """)
    ],
    availability: "#available(iOS 26.0, *) around every use of the content swipe: before iOS 26 the pager keeps its pan.",
    rightToLeft: "back is leftward when the view's effectiveUserInterfaceLayoutDirection is .rightToLeft.",
    cost: "touches only this pager: on its first page a backward drag pops instead of bouncing; the pager's pan is back for the next touch (and when the content swipe ends or is cancelled).")

  /// `system-edge:carousel-yields-at-start`: the carousel's pan refuses to begin on a backward
  /// drag at its leading edge; UIKit's delegate of the content swipe stays.
  static let carouselYieldsAtStart = FixRecipe(
    id: "system-edge:carousel-yields-at-start",
    parts: [
      Part(
        language: .swift,
        placement: "as the class of the carousel's collection view (the same override fits a UIScrollView subclass):",
        code: """
          final class CarouselCollectionView: UICollectionView {
            override func gestureRecognizerShouldBegin(
              _ gestureRecognizer: UIGestureRecognizer
            ) -> Bool {
              // At the leading edge there is nothing to scroll back to: a
              // backward drag is left to iOS 26's content swipe, which pops.
              if #available(iOS 26.0, *), gestureRecognizer === panGestureRecognizer,
                isAtLeadingEdge,
                pointsBack(panGestureRecognizer.translation(in: self).x)
              {
                return false
              }
              return super.gestureRecognizerShouldBegin(gestureRecognizer)
            }

            private var isRightToLeft: Bool {
              effectiveUserInterfaceLayoutDirection == .rightToLeft
            }

            /// contentOffset.x <= -adjustedContentInset.left; right to left, the
            /// flipped layout's leading edge is the largest offset.
            private var isAtLeadingEdge: Bool {
              if isRightToLeft {
                let inset = adjustedContentInset.right
                return contentOffset.x >= contentSize.width + inset - bounds.width
              }
              return contentOffset.x <= -adjustedContentInset.left
            }

            private func pointsBack(_ dx: CGFloat) -> Bool {
              isRightToLeft ? dx < 0 : dx > 0
            }
          }

          """)
    ],
    availability: "#available(iOS 26.0, *): before iOS 26 there is no content swipe to hand the drag to, so the carousel keeps its bounce.",
    rightToLeft: "back is leftward and the leading edge is the largest offset when effectiveUserInterfaceLayoutDirection is .rightToLeft (a flow layout flips the content).",
    cost: "touches only this carousel: at its start a backward drag pops instead of bouncing. UIKit's delegate of the content swipe stays, with its back-button, hidden-bar, swipe-row and transition rules.")

  /// `system-edge:leading-edge-rule`: the app as the content swipe's delegate (t3code#9493's
  /// rule, written for UIKit).
  static let leadingEdgeRule = FixRecipe(
    id: "system-edge:leading-edge-rule",
    parts: [
      Part(
        language: .swift, placement: "as the class of the app's navigation controller:",
        code: """
          final class AppNavigationController: UINavigationController,
            UIGestureRecognizerDelegate
          {
            override func viewDidLoad() {
              super.viewDidLoad()
              if #available(iOS 26.0, *) {
                interactiveContentPopGestureRecognizer?.delegate = self
              }
            }

            /// The root guard: nothing to pop on the root screen.
            func gestureRecognizerShouldBegin(
              _ gestureRecognizer: UIGestureRecognizer
            ) -> Bool {
              viewControllers.count > 1
            }

            /// The content swipe waits for a horizontal scroll view that is not
            /// at its leading edge.
            func gestureRecognizer(
              _ gestureRecognizer: UIGestureRecognizer,
              shouldRequireFailureOf other: UIGestureRecognizer
            ) -> Bool {
              guard let scrollView = Self.horizontalScrollView(panning: other)
              else { return false }
              return !Self.isAtLeadingEdge(scrollView)
            }

            /// A horizontal scroll view at its leading edge waits for the content
            /// swipe.
            func gestureRecognizer(
              _ gestureRecognizer: UIGestureRecognizer,
              shouldBeRequiredToFailBy other: UIGestureRecognizer
            ) -> Bool {
              guard let scrollView = Self.horizontalScrollView(panning: other)
              else { return false }
              return Self.isAtLeadingEdge(scrollView)
            }

            private static func horizontalScrollView(
              panning recognizer: UIGestureRecognizer
            ) -> UIScrollView? {
              guard let scrollView = recognizer.view as? UIScrollView,
                recognizer === scrollView.panGestureRecognizer,
                scrollView.contentSize.width > scrollView.bounds.width
              else { return nil }
              return scrollView
            }

            private static func isAtLeadingEdge(_ scrollView: UIScrollView) -> Bool {
              let inset = scrollView.adjustedContentInset
              if scrollView.effectiveUserInterfaceLayoutDirection == .rightToLeft {
                let end =
                  scrollView.contentSize.width + inset.right - scrollView.bounds.width
                return scrollView.contentOffset.x >= end
              }
              return scrollView.contentOffset.x <= -inset.left
            }
          }

          """)
    ],
    availability: "#available(iOS 26.0, *) around the delegate assignment: before iOS 26 there is no content swipe.",
    rightToLeft: "the leading edge is the largest offset when the scroll view's effectiveUserInterfaceLayoutDirection is .rightToLeft.",
    cost: "the app replaces UIKit's delegate of the content swipe on every screen of the stack: UIKit's back-button, hidden-bar, swipe-row (the table's swipe-action pan) and running-transition rules are gone, so the content swipe starts where shipped UIKit does nothing (a custom back button, a hidden bar, a closed row, a push still running). Apple's header says the property should only be used to set up failure requirements.")

  /// `system-edge:recogniser-not-touches`: raw touches replaced by a pan recogniser
  /// (maps-core#879). Not for web content, which the app did not write.
  static let recogniserNotTouches = FixRecipe(
    id: "system-edge:recogniser-not-touches",
    parts: [
      Part(
        language: .swift, placement: "in the view the app wrote that read raw touches (touchesBegan/touchesMoved): a canvas, a map engine, a swipe-to-reply row:",
        code: """
          final class CanvasView: UIView {
            override init(frame: CGRect) {
              super.init(frame: frame)
              addPan()
            }

            required init?(coder: NSCoder) {
              super.init(coder: coder)
              addPan()
            }

            /// Replaces touchesBegan/touchesMoved: the pan begins 10 pt in, 20 pt
            /// before the content swipe, and excludes it.
            private func addPan() {
              let pan = UIPanGestureRecognizer(
                target: self, action: #selector(pan(_:)))
              addGestureRecognizer(pan)
            }

            @objc private func pan(_ recognizer: UIPanGestureRecognizer) {
              let translation = recognizer.translation(in: self)
              recognizer.setTranslation(.zero, in: self)
              move(by: translation)
            }

            /// What touchesMoved did with the finger's travel.
            private func move(by translation: CGPoint) {}
          }

          """)
    ],
    availability: "none needed: a pan recogniser works on every release; on iOS 26 it also beats the content swipe.",
    rightToLeft: "nothing to do: the pan follows the finger in any direction.",
    cost: "a rewrite of the view's touch handling; nothing on the other screens. It needs the view's source: web content's touch events (a WKWebView's page) cannot be rewritten this way from the app.",
    notApplicable: [
      .web:
        "the view that reads raw touches is web content inside a WKWebView, which the app did not write: only the page's own code could move to a recogniser"
    ])

  /// `system-edge:content-swipe-off`: the content swipe switched off while the screen shows.
  static let contentSwipeOff = FixRecipe(
    id: "system-edge:content-swipe-off",
    parts: [
      Part(
        language: .swift, placement: "in the view controller of the screen with the view that takes drags (a web view, a map, a canvas):",
        code: """
          final class WebScreenViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
              super.viewWillAppear(animated)
              setContentSwipe(enabled: false)
            }

            override func viewWillDisappear(_ animated: Bool) {
              super.viewWillDisappear(animated)
              setContentSwipe(enabled: true)
            }

            /// Only this screen loses the content swipe: a screen pushed on top
            /// of it, and the one under it, keep theirs.
            private func setContentSwipe(enabled: Bool) {
              if #available(iOS 26.0, *) {
                navigationController?.interactiveContentPopGestureRecognizer?
                  .isEnabled = enabled
              }
            }
          }

          """),
      Part(
        language: .swiftUI, placement: "in SwiftUI: .background(ContentSwipeOff()) on the screen's root view:",
        code: """
          struct ContentSwipeOff: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> Controller {
              Controller()
            }

            func updateUIViewController(_ controller: Controller, context: Context) {
            }

            final class Controller: UIViewController {
              override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                setContentSwipe(enabled: false)
              }

              override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                setContentSwipe(enabled: true)
              }

              private func setContentSwipe(enabled: Bool) {
                if #available(iOS 26.0, *) {
                  navigationController?.interactiveContentPopGestureRecognizer?
                    .isEnabled = enabled
                }
              }
            }
          }

          """),
    ],
    availability: "#available(iOS 26.0, *): before iOS 26 there is no content swipe to switch off.",
    rightToLeft: "nothing to do: the edge swipe, which stays, is mirrored by UIKit.",
    cost: "the mid-screen back swipe is gone on that screen (the edge swipe stays); the other screens keep it, since viewWillDisappear switches it back on.")
}
