/// A content-swipe fix as code: what an app adds to apply one fix preset
/// (`system-edge:content-swipe-off`, `rn-screens:edge-only`, ...), where it goes, how it is
/// guarded and what it costs elsewhere. `strategy-compare explain <fix>` and
/// `recommend --screen` print it; docs/ios26-conflicts.md's code blocks are generated from it.
///
/// The code is written from UIKit's public API: iOS 26's content swipe is
/// `UINavigationController.interactiveContentPopGestureRecognizer`, available from iOS 26, so
/// every use sits behind `#available(iOS 26.0, *)`; back is leftward in a right-to-left layout
/// (`effectiveUserInterfaceLayoutDirection`). A recipe's code is data: the library runs the
/// preset's model (``SystemEdgeStrategy``, ``ReactNativeScreensStrategy``), never this text.
///
///     FixRecipe.recipe(for: "system-edge:content-swipe-off")?.parts.first?.placement
public struct FixRecipe: Hashable, Sendable {
  /// The language of one part of a recipe.
  public enum Language: String, Hashable, Sendable, CaseIterable {
    /// Swift with UIKit.
    case swift
    /// Swift with SwiftUI (and UIKit underneath, for the navigation controller).
    case swiftUI = "swiftui"
    /// Objective-C (a patch of a React Native library's native code).
    case objectiveC = "objective-c"
    /// JavaScript or TypeScript (a React Native screen's options).
    case javaScript = "javascript"

    /// The code fence's info string in Markdown (`swift`, `objc`, `js`).
    public var fence: String {
      switch self {
      case .swift, .swiftUI: "swift"
      case .objectiveC: "objc"
      case .javaScript: "js"
      }
    }

    /// The imports a Swift part needs to parse as a file of its own (`import UIKit`); empty
    /// for the other languages.
    public var swiftImports: String {
      switch self {
      case .swift: "import UIKit\n"
      case .swiftUI: "import SwiftUI\nimport UIKit\n"
      case .objectiveC, .javaScript: ""
      }
    }
  }

  /// One piece of code and where it goes.
  public struct Part: Hashable, Sendable {
    /// Its language.
    public var language: Language
    /// Where it goes, in a sentence: the class, file or screen option it lives in.
    public var placement: String
    /// The code, complete declarations (a Swift part parses on its own after
    /// ``Language/swiftImports``), ending with a newline.
    public var code: String

    /// A part of a recipe.
    public init(language: Language, placement: String, code: String) {
      self.language = language
      self.placement = placement
      self.code = code
    }
  }

  /// The preset's label (`system-edge:content-swipe-off`).
  public var id: String
  /// The code, UIKit first; empty for a preset that needs no code (UIKit as it ships).
  public var parts: [Part]
  /// How the code is guarded for releases before iOS 26, in a sentence.
  public var availability: String
  /// How the code handles a right-to-left layout, in a sentence.
  public var rightToLeft: String
  /// What it costs elsewhere: on the screen, on the other screens of the stack, on iOS 18.
  public var cost: String
  /// The kinds of screen it cannot be applied on, each with why (``ScreenAdvice`` ranks it out
  /// there): `recogniser-not-touches` on `web`, whose raw-touch view is web content the app did
  /// not write.
  public var notApplicable: [ScreenKind: String]

  /// A recipe.
  public init(
    id: String, parts: [Part], availability: String, rightToLeft: String, cost: String, notApplicable: [ScreenKind: String] = [:]
  ) {
    self.id = id
    self.parts = parts
    self.availability = availability
    self.rightToLeft = rightToLeft
    self.cost = cost
    self.notApplicable = notApplicable
  }

  /// Why it cannot be applied on a screen of `kind`, or `nil` when it can.
  public func inapplicability(on kind: ScreenKind) -> String? { notApplicable[kind] }

  /// Every recipe: the `system-edge` fixes in ``ScreenAdvice/Group/fixes``' order, then the
  /// react-native-screens presets.
  public static let all: [FixRecipe] = systemEdgeRecipes + reactNativeScreensRecipes

  /// The recipe of the preset labelled `label` (`system-edge:content-swipe-off`), if it has one.
  public static func recipe(for label: String) -> FixRecipe? { all.first { $0.id == label } }
}
