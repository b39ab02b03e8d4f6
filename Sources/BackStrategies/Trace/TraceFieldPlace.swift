/// A kind of object in a `backstrategies-trace/1` document: where it sits and the fields the
/// format defines for it, taken from the decoder's own lists. It tells a field written in the
/// wrong object (`views` at the top level, where the decoder never looks for it) from a field
/// the format does not define at all (``misplacement(ofUnknownField:)``).
public enum TraceFieldPlace: CaseIterable, Sendable, Hashable {
  /// The document itself.
  case trace
  /// `device`.
  case device
  /// `device.safeArea`.
  case safeArea
  /// A screen: `stack[i]`.
  case screen
  /// A scroll view: `stack[i].scrollViews[j]`.
  case scrollView
  /// A scroll view's frame: `stack[i].scrollViews[j].frame`.
  case scrollViewFrame
  /// A scroll view's content size: `stack[i].scrollViews[j].contentSize`.
  case contentSize
  /// A scroll view's content offset: `stack[i].scrollViews[j].contentOffset`.
  case contentOffset
  /// An app view: `stack[i].views[j]`.
  case appView
  /// An app view's frame: `stack[i].views[j].frame`.
  case appViewFrame
  /// A touch sample: `touches[i]`.
  case touch

  /// One step of a place's path from the top level: a member, or an element of an array.
  enum Step: Hashable, Sendable {
    /// The member with this name.
    case member(String)
    /// An element of the array reached so far.
    case element
  }

  /// How the path names elements whose index is not known: the first array's `i`, the
  /// second's `j`.
  static let indexNames = ["i", "j", "k"]

  /// The steps from the top level to it.
  var steps: [Step] {
    switch self {
    case .trace: []
    case .device: [.member("device")]
    case .safeArea: [.member("device"), .member("safeArea")]
    case .screen: [.member("stack"), .element]
    case .scrollView: Self.screen.steps + [.member("scrollViews"), .element]
    case .scrollViewFrame: Self.scrollView.steps + [.member("frame")]
    case .contentSize: Self.scrollView.steps + [.member("contentSize")]
    case .contentOffset: Self.scrollView.steps + [.member("contentOffset")]
    case .appView: Self.screen.steps + [.member("views"), .element]
    case .appViewFrame: Self.appView.steps + [.member("frame")]
    case .touch: [.member("touches"), .element]
    }
  }

  /// The fields the format defines here (docs/trace-format.md), as the decoder reads them.
  public var fields: [String] {
    switch self {
    case .trace: JSONTraceReader.traceFields
    case .device: JSONTraceReader.deviceFields
    case .safeArea: JSONTraceReader.insetFields
    case .screen: JSONTraceReader.screenFields
    case .scrollView: JSONTraceReader.scrollViewFields
    case .scrollViewFrame, .appViewFrame: JSONTraceReader.rectFields
    case .contentSize: JSONTraceReader.sizeFields
    case .contentOffset: JSONTraceReader.pointFields
    case .appView: JSONTraceReader.appViewFields
    case .touch: JSONTraceReader.touchFields
    }
  }

  /// Its path with `i`, `j` for the indices (`stack[i].views[j]`); empty for the document.
  public var pattern: String { path(indices: []) }

  /// What an unknown field's path says, when the field is one the format defines elsewhere:
  /// the place it was found in and the places it belongs in. `nil` for a field no place
  /// defines (`recordedBy`, `touches[3].force`).
  ///
  /// The places it belongs in are, of those that define it, the ones inside the place it was
  /// found in if any (`width` at the top level: `device.width`, not a frame's), else any; of
  /// these the nearest to the top level. Indices the two places share are kept
  /// (`stack[2].height` belongs in `stack[2].scrollViews[j].frame.height`, …).
  ///
  /// - Parameter path: a path of ``DecodedTrace/unknownFields`` (the path of a member whose
  ///   key holds a `.` or a `[` may be read as another place's: it is still ignored).
  public static func misplacement(ofUnknownField path: String) -> MisplacedField? {
    for place in allCases.sorted(by: { $0.steps.count > $1.steps.count }) {
      guard let (indices, name) = place.match(path) else { continue }
      guard !place.fields.contains(name) else { return nil }
      let homes = allCases.filter { $0 != place && $0.fields.contains(name) }
      guard !homes.isEmpty else { return nil }
      let inside = homes.filter { $0.steps.starts(with: place.steps) }
      let candidates = inside.isEmpty ? homes : inside
      let nearest = candidates.map(\.steps.count).min() ?? 0
      let best = candidates.filter { $0.steps.count == nearest }
      return MisplacedField(
        path: path, name: name, place: place, homes: best,
        belongsIn: best.map { home in
          let container = home.path(indices: place.sharedIndices(with: home, indices))
          return container.isEmpty ? name : container + "." + name
        })
    }
    return nil
  }

  /// The indices of `indices` (this place's) that lie on `other`'s path too.
  private func sharedIndices(with other: TraceFieldPlace, _ indices: [Int]) -> [Int] {
    var elements = 0
    for (mine, theirs) in zip(steps, other.steps) {
      guard mine == theirs else { break }
      if mine == .element { elements += 1 }
    }
    return Array(indices.prefix(elements))
  }

  /// Its path, the first indices given (`stack[2].views[j]`), the others named.
  func path(indices: [Int]) -> String {
    var text = ""
    var element = 0
    for step in steps {
      switch step {
      case .member(let name): text += text.isEmpty ? name : "." + name
      case .element:
        let index = element < indices.count ? String(indices[element]) : Self.indexNames[min(element, Self.indexNames.count - 1)]
        text += "[\(index)]"
        element += 1
      }
    }
    return text
  }

  /// The indices and the member name, when `path` is a member of an object of this place.
  func match(_ path: String) -> (indices: [Int], name: String)? {
    var rest = Substring(path)
    var indices: [Int] = []
    for (position, step) in steps.enumerated() {
      switch step {
      case .member(let name):
        if position > 0 {
          guard rest.first == "." else { return nil }
          rest = rest.dropFirst()
        }
        guard rest.hasPrefix(name) else { return nil }
        rest = rest.dropFirst(name.count)
      case .element:
        guard rest.first == "[", let close = rest.firstIndex(of: "]"), let index = Int(rest[rest.index(after: rest.startIndex)..<close])
        else { return nil }
        indices.append(index)
        rest = rest[rest.index(after: close)...]
      }
    }
    if !steps.isEmpty {
      guard rest.first == "." else { return nil }
      rest = rest.dropFirst()
    }
    guard !rest.isEmpty else { return nil }
    return (indices, String(rest))
  }
}
