import BackStrategies
import BackStrategiesSupport

/// Writes a replay's tracks into its markup, either as SMIL (`<animate>` children, for a
/// standalone SVG) or as CSS animations (an `@keyframes` rule per distinct track, for an HTML
/// page, where CSS can pause them and slow them down).
///
/// Every animation runs on one clock: it starts when the page loads, lasts ``cycle`` seconds
/// and repeats for ever. The tracks end at ``ReplayClock/end``; the rest of the cycle holds
/// the last keyframe, the pause between loops.
struct ReplayAnimator: Sendable {
  /// How the animations are written.
  enum Mode: Hashable, Sendable {
    /// SMIL elements inside the animated elements.
    case smil
    /// CSS: each animated element names its `@keyframes` rule in a `style` attribute (and
    /// nothing else in a replay has one, so the stylesheet selects them by it); rule names
    /// start with `prefix` (unique on the page), and those of tracks that move in steps end
    /// in ``discreteSuffix``.
    case css(prefix: String)
  }

  /// What a track moves.
  enum Property: Hashable, Sendable {
    /// A translation: one component (x) or two (x, y), in pixels.
    case translate
    /// The element's opacity, 0…1.
    case opacity
  }

  /// How the animations are written.
  let mode: Mode
  /// The replay's clock.
  let clock: ReplayClock
  /// The `@keyframes` rules written so far (CSS mode), in order.
  private(set) var rules: [String] = []
  /// The rule already written for a track, so phones that share a track (the finger, a view
  /// that never moves) share its rule.
  private var names: [Key: String] = [:]

  private struct Key: Hashable {
    var property: Property
    var track: ReplayTrack
  }

  /// The end of the name of a `@keyframes` rule whose values hold until the next keyframe:
  /// the stylesheet gives those `step-end` timing (`[style$="_"]`).
  static let discreteSuffix = "_"

  /// Starts the ids of shared drawings (unique on the page).
  let idPrefix: String
  /// Drawings used more than once, each with its id, for the figure's `<defs>`.
  private(set) var definitions: [MarkupElement] = []
  /// The id given to each shared drawing.
  private var definitionIDs: [MarkupElement: String] = [:]

  /// Creates an animator.
  init(mode: Mode, clock: ReplayClock, idPrefix: String = "rp-") {
    self.mode = mode
    self.clock = clock
    self.idPrefix = idPrefix
  }

  /// A `<use>` of `element`, which is drawn once in the figure's `<defs>` however many phones
  /// show it (the same screen's view, the finger): the matrix report stays small. SMIL
  /// animations inside it play in every use; CSS animations do not (browsers animate the
  /// element, not its uses), so in CSS mode an animated element is returned as it is.
  mutating func shared(_ element: MarkupElement) -> MarkupElement {
    if case .css = mode, Self.isAnimated(element) { return element }
    let id: String
    if let existing = definitionIDs[element] {
      id = existing
    } else {
      id = idPrefix + "v" + String(definitions.count)
      definitionIDs[element] = id
      var defined = element
      defined.attributes.insert(.init("id", id), at: 0)
      definitions.append(defined)
    }
    return MarkupElement("use", [("href", "#" + id)])
  }

  /// `element` animated along `track`. A constant track sets the value once, without an
  /// animation. The element should carry no `transform` or `opacity` of its own for the
  /// property animated.
  mutating func animate(_ element: MarkupElement, _ property: Property, _ track: ReplayTrack) -> MarkupElement {
    var element = element
    guard let first = track.values.first else { return element }
    if track.isConstant {
      switch property {
      case .translate:
        if first.contains(where: { $0 != 0 }) { element.attributes.append(.init("transform", "translate(\(Self.pair(first, separator: ",")))")) }
      case .opacity:
        if first[0] != 1 { element.attributes.append(.init("opacity", SVGNumber.opacity(first[0]))) }
      }
      return element
    }
    switch mode {
    case .smil:
      element.children.append(.element(smil(property, track)))
    case .css(let prefix):
      let key = Key(property: property, track: track)
      let name: String
      if let existing = names[key] {
        name = existing
      } else {
        name = prefix + String(names.count) + (track.interpolation == .discrete ? Self.discreteSuffix : "")
        names[key] = name
        rules.append(css(name: name, property, track))
      }
      element.attributes.append(.init("style", "animation-name:" + name))
    }
    return element
  }

  /// Whether `element` or anything inside it names a CSS animation.
  static func isAnimated(_ element: MarkupElement) -> Bool {
    if element.attributes.contains(where: { $0.name == "style" }) { return true }
    return element.children.contains { child in
      if case .element(let inner) = child { return isAnimated(inner) }
      return false
    }
  }

  /// The `<animate>` or `<animateTransform>` element of a track.
  func smil(_ property: Property, _ track: ReplayTrack) -> MarkupElement {
    var keyTimes: [String] = []
    var values: [String] = []
    let (times, vectors) = clock.cycleKeyframes(track)
    for (time, vector) in zip(times, vectors) {
      keyTimes.append(clock.fraction(time))
      switch property {
      case .translate: values.append(Self.pair(vector, separator: ","))
      case .opacity: values.append(SVGNumber.opacity(vector[0]))
      }
    }
    var attributes: [(String, String)]
    switch property {
    case .translate: attributes = [("attributeName", "transform"), ("type", "translate")]
    case .opacity: attributes = [("attributeName", "opacity")]
    }
    attributes += [("values", values.joined(separator: ";")), ("keyTimes", keyTimes.joined(separator: ";"))]
    if track.interpolation == .discrete { attributes.append(("calcMode", "discrete")) }
    attributes += [("dur", clock.cycleText), ("repeatCount", "indefinite")]
    return MarkupElement(property == .translate ? "animateTransform" : "animate", attributes)
  }

  /// The `@keyframes` rule of a track.
  func css(name: String, _ property: Property, _ track: ReplayTrack) -> String {
    var rule = "@keyframes " + name + "{"
    let (times, vectors) = clock.cycleKeyframes(track)
    for (time, vector) in zip(times, vectors) {
      rule += clock.percent(time) + "{"
      switch property {
      case .translate: rule += "translate:" + vector.map { $0 == 0 ? "0" : SVGNumber.format($0) + "px" }.joined(separator: " ")
      case .opacity: rule += "opacity:" + SVGNumber.opacity(vector[0])
      }
      rule += "}"
    }
    return rule + "}"
  }

  /// `x,y` (or `x` alone) of a vector.
  static func pair(_ vector: [Double], separator: String) -> String {
    vector.map(SVGNumber.format).joined(separator: separator)
  }
}
