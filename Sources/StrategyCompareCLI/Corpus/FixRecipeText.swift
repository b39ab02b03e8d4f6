import BackStrategies
import BackStrategiesSupport

/// A fix preset's code (``FixRecipe``) as `explain ID:PRESET` and `recommend --screen` print it:
/// each part's placement, wrapped, then its code as written (indented, never wrapped: it is
/// meant to be copied), then the guard, the right-to-left handling and the cost, wrapped.
enum FixRecipeText {
  /// How far the code sits in from the section's text.
  static let codeIndent = "  "

  /// The recipe's lines under a heading line `heading`, fitted to `width` columns (the code
  /// keeps its own lines: each recipe's lines fit 80 columns with ``codeIndent``, which a test
  /// checks).
  static func lines(_ recipe: FixRecipe, heading: String, width: Int, indent: String = "  ") -> [String] {
    var lines = [heading]
    if recipe.parts.isEmpty {
      lines += TextWrapping.wrap("No code: nothing to add.", width: width, indent: indent)
    }
    for part in recipe.parts {
      lines += TextWrapping.wrap("\(part.language.rawValue), \(part.placement)", width: width, indent: indent)
      for line in part.code.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
        lines.append(line.isEmpty ? "" : indent + codeIndent + line)
      }
    }
    lines += TextWrapping.wrap("Availability: \(recipe.availability)", width: width, indent: indent)
    lines += TextWrapping.wrap("Right to left: \(recipe.rightToLeft)", width: width, indent: indent)
    lines += TextWrapping.wrap("Costs: \(recipe.cost)", width: width, indent: indent)
    return lines
  }

  /// `recommend --screen`'s lines under a group's verdict: the recommended candidate's code, or
  /// nothing when it has no recipe. `label` is the candidate's strategy label.
  static func underVerdict(_ label: String, width: Int) -> [String] {
    guard let recipe = FixRecipe.recipe(for: label) else { return [] }
    return lines(recipe, heading: "The code:", width: width) + [""]
  }

  /// `explain ID:PRESET`'s section for a preset with a recipe, or nothing.
  static func explainSection(_ label: String, width: Int) -> [String] {
    guard let recipe = FixRecipe.recipe(for: label) else { return [] }
    return lines(recipe, heading: "THE CODE", width: width) + [""]
  }
}
