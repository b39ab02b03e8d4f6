import BackStrategies
import BackStrategiesSupport

/// What help says about `--model NAME`: every name the parser accepts, from the parser's own
/// table (``ModelParameters/named``, which ``OptionValues/model(named:command:)`` reads), each
/// with a one-line description; so help cannot list fewer names, or others, than are accepted.
enum ModelHelp {
  /// The description of each named set, by name. `ModelHelpTests` checks that it describes
  /// exactly the names of ``ModelParameters/named``.
  static let descriptions: [String: String] = [
    ModelParameters.uikit26.name: "UIKit 26.1 as its decompiled code decides",
    ModelParameters.uikit26LegacyPopDecision.name: "UIKit's legacy release rule: pops whenever the finger moves back or rests",
    ModelParameters.uikit26ClassicParallax.name: "iOS 18's classic pop on iOS 26",
    ModelParameters.uikit26ScrollViewBranch.name: "only a scroll view at its leading end waits for the back swipe",
    ModelParameters.uikit26WideEdgeStrip.name:
      "a \(NumberFormatting.short(ModelParameters.uikit26WideEdgeStrip.edgeRegionWidth, 1)) pt edge strip, as on some iPhones",
    ModelParameters.uikit26SliderTracksOnly.name: "a glass slider that refuses no swipe, even while it tracks",
    ModelParameters.uikit26NavigationEdgeFirst.name: "the edge pan goes before a web view's own back swipe",
    ModelParameters.uikit26ClosedRowBegins.name: "a closed table row's swipe begins with no actions to show",
    ModelParameters.uikit26FittedIOS27Pop.name: "the release rule fitted to iOS 27 captures (unverified)",
    ModelParameters.uikit26AnimatorFlagSetAtStart.name:
      "UIKit's built-in animator flag kept after each transition ends (a custom-transition delegate's back swipes take part at rest)",
    ModelParameters.uikit26LongTransition.name:
      "pushes and pops last \(NumberFormatting.short(ModelParameters.longTransitionDuration, 2)) s, also the release rule's horizon",
    ModelParameters.uikit26ComposePagerYields.name:
      "a Compose Multiplatform 1.12 pager on its first page lets a backward swipe go to the content swipe",
    ModelParameters.uikit26ZoomNavigationPreempts.name:
      "a push or pop during a zoom transition's released dismiss preempts it instead of being refused",
  ]

  /// The widest a line of the entry may be: the 80 columns of help less the narrowest
  /// description column that lists `--model` (``OptionHelpEntry/descriptionColumn``), so that no line
  /// is reflowed and the list keeps its indentation.
  static let lineWidth = HelpLayout.width - OptionHelpEntry.descriptionColumn

  /// Indentation of a name under the entry's first line.
  static let nameIndent = "  "
  /// Indentation of a description's continuation lines.
  static let continuationIndent = "    "

  /// The entry's lines: what the option is, then one item per named set in the parser's order
  /// (the default first), `name: description`, wrapped within ``lineWidth``. Built once, on first
  /// use: four help topics list it, and every command line builds the option table.
  static let lines: [String] = {
    var lines = ["The UIKit model the runs use, one of:"]
    for (index, parameters) in ModelParameters.named.enumerated() {
      let name = parameters.name + (index == 0 ? " (default)" : "")
      let item = "\(name): \(descriptions[parameters.name] ?? "")."
      // Wrapped for the continuations' deeper indentation, so every line fits ``lineWidth``.
      let wrapped = TextWrapping.wrap(item, width: lineWidth - continuationIndent.count)
      lines += wrapped.enumerated().map { line, text in (line == 0 ? nameIndent : continuationIndent) + text }
    }
    return lines
  }()
}
