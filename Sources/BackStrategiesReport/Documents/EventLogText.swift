import BackStrategies
import BackStrategiesSupport

/// The event log of a run (``RunResult/events``) as text lines and as JSON: what each
/// recogniser's target heard, every delegate question with its answer, every command.
///
///       0.167 s  callback  system-edge-pan began → UIKit  at (21.0, 420.0)  translation (6.0, 1.0)  velocity (480, 12) pt/s
///       0.167 s  question  system-edge-pan shouldBegin? UIKit: yes  translation (6.0, 1.0)  velocity (480, 12) pt/s
///       0.167 s  command   UIKit: beginInteractivePop(parallax linear, 0.35 s)
enum EventLogText {
  /// The width of an entry's time column: `600.000 s`, the longest a valid trace can reach.
  static let timeColumnWidth = 9
  /// The width of an entry's kind column (`callback`, `question`, `command`…), a space after it.
  static let kindColumnWidth = 9
  /// What separates an entry's fields (`at (…)`, `translation (…)`, `velocity (…)`).
  static let fieldGap = "  "

  /// The parts of an entry's text between ``fieldGap``s, empty ones dropped.
  static func fields(of text: String) -> [String] {
    var fields: [String] = []
    var current = ""
    var spaces = 0
    for character in text {
      if character == " " {
        spaces += 1
        continue
      }
      if spaces >= fieldGap.count {
        if !current.isEmpty { fields.append(current) }
        current = ""
      } else if spaces > 0 {
        current += String(repeating: " ", count: spaces)
      }
      spaces = 0
      current.append(character)
    }
    if !current.isEmpty { fields.append(current) }
    return fields
  }

  /// One line per entry, indented for the run table; an entry wider than `width` goes on,
  /// wrapped, under its text (the time column stays clear).
  static func lines(_ events: [RunEvent], indent: String = "    ", width: Int = TextWrapping.terminalWidth) -> [String] {
    var lines = TextWrapping.wrap(
      "events (\(events.count)\(events.count >= RunOptions.maximumLoggedEvents ? ", log full: later events not recorded" : "")):",
      width: width, indent: indent)
    for event in events {
      let time = indent + "  " + TextWrapping.padLeft(NumberFormatting.fixed(event.time, 3) + " s", timeColumnWidth) + "  "
      let text = line(event.kind)
      if TextWrapping.displayWidth(time + text) <= width {
        lines.append(time + text)
        continue
      }
      // The time and kind columns stay; the rest wraps under the rest, a field (the parts two
      // spaces apart: `at (…)`, `translation (…)`) whole when it fits.
      let prefix = time + text.prefix(kindColumnWidth + 1)
      let hanging = String(repeating: " ", count: prefix.count)
      var wrapped: [String] = []
      var current = ""
      for field in fields(of: String(text.dropFirst(kindColumnWidth + 1))) {
        if current.isEmpty || TextWrapping.displayWidth(hanging + current + fieldGap + field) <= width {
          current += (current.isEmpty ? "" : fieldGap) + field
          continue
        }
        wrapped.append(contentsOf: TextWrapping.wrap(current, width: width, indent: hanging))
        current = field
      }
      if !current.isEmpty { wrapped.append(contentsOf: TextWrapping.wrap(current, width: width, indent: hanging)) }
      if !wrapped.isEmpty { wrapped[0] = prefix + wrapped[0].dropFirst(prefix.count) }
      lines.append(contentsOf: wrapped)
    }
    return lines
  }

  /// The text of one entry, without its time.
  static func line(_ kind: RunEvent.Kind) -> String {
    switch kind {
    case .callback(let event, let target):
      return TextWrapping.pad("callback", kindColumnWidth) + " \(event.recognizer) \(event.state.rawValue) → \(party(target))"
        + "  at \(point(event.location))  translation \(point(event.translation))  velocity \(velocity(event.velocity))"
    case .question(let query, let asked, let answer):
      let reply: String
      switch answer {
      case .begin: reply = "yes"
      case .reject(let why): reply = "no (\(why))"
      case .rejectShowingLeaveDialog(let why): reply = "no, and shows the leave dialog (\(why))"
      }
      return TextWrapping.pad("question", kindColumnWidth) + " \(query.recognizer) shouldBegin? \(party(asked)): \(reply)"
        + "  translation \(point(query.translation))  velocity \(velocity(query.velocity))"
    case .failed(let recognizer, let reason):
      return TextWrapping.pad("failed", kindColumnWidth) + " \(recognizer): \(reason)"
    case .delivered(let event):
      return TextWrapping.pad("event", kindColumnWidth) + " " + describe(event)
    case .command(let command, let from):
      return TextWrapping.pad("command", kindColumnWidth) + " \(party(from)): " + describe(command)
    }
  }

  static func party(_ party: RunEvent.Party) -> String {
    switch party {
    case .uikit: "UIKit"
    case .strategy: "strategy"
    case .app: "app view"
    }
  }

  static func point(_ p: Point) -> String {
    "(\(NumberFormatting.fixed(p.x, 1)), \(NumberFormatting.fixed(p.y, 1)))"
  }

  static func velocity(_ v: Vector) -> String {
    "(\(NumberFormatting.short(v.x, 0)), \(NumberFormatting.short(v.y, 0))) pt/s"
  }

  static func describe(_ event: StrategyEvent) -> String {
    switch event {
    case .gesture(let gesture): "\(gesture.recognizer) \(gesture.state.rawValue)"
    case .timerFired(let id): "timer '\(id)' fired"
    case .transitionEnded(let kind, let result): "\(kind.rawValue) transition ended (\(result.rawValue))"
    case .animationEnded(let tag): "animation '\(tag)' ended"
    }
  }

  /// A command in words, with its numbers.
  static func describe(_ command: StrategyCommand) -> String {
    func n(_ value: Double) -> String { NumberFormatting.short(value, 3) }
    switch command {
    case .beginInteractivePop(let animation, let duration): return "beginInteractivePop(\(describe(animation)), \(n(duration)) s)"
    case .updateInteractivePop(let percent): return "updateInteractivePop(\(n(percent)))"
    case .setTransitionViews(let topX, let underX): return "setTransitionViews(top \(n(topX)), under \(n(underX)))"
    case .finishInteractivePop(let completion): return "finishInteractivePop(\(describe(completion)))"
    case .cancelInteractivePop(let completion): return "cancelInteractivePop(\(describe(completion)))"
    case .pop(let animated): return "pop(animated: \(animated))"
    case .popToRoot(let animated): return "popToRoot(animated: \(animated))"
    case .push(let screen, let animated): return "push('\(Excerpt.of(screen.id))', animated: \(animated))"
    case .moveTopView(let x): return "moveTopView(\(n(x)))"
    case .animateTopView(let x, let duration, let curve, let tag): return "animateTopView(\(n(x)), \(n(duration)) s, \(curve.name), '\(tag)')"
    case .captureScreenshot: return "captureScreenshot"
    case .releaseScreenshots(let count): return "releaseScreenshots(\(count))"
    case .showOverlay(let overlay): return "showOverlay(\(overlay.icon?.name ?? "shape"))"
    case .hideOverlay: return "hideOverlay"
    case .animateOverlay(let offsetX, let duration, let curve): return "animateOverlay(dx \(n(offsetX)), \(n(duration)) s, \(curve.name))"
    case .setOverlayIcon(let icon): return "setOverlayIcon(\(icon?.name ?? "none"))"
    case .scheduleTimer(let id, let delay): return "scheduleTimer('\(id)', \(n(delay)) s)"
    case .cancelTimer(let id): return "cancelTimer('\(id)')"
    case .resetRecognizer(let id): return "resetRecognizer(\(id))"
    case .setUserInteraction(let enabled, let screen): return "setUserInteraction(\(enabled ? "on" : "off"), '\(Excerpt.of(screen))')"
    case .explain(let text): return "explain(\"\(Excerpt.of(text.description))\")"
    case .unrecognizedSelector(let message): return "unrecognizedSelector(\"\(Excerpt.of(message))\")"
    case .showLeaveDialog(let screen): return "showLeaveDialog('\(Excerpt.of(screen))')"
    case .desyncAfterVeto(let detail): return "desyncAfterVeto(\"\(Excerpt.of(detail))\")"
    case .zoomDismissReleased(let aftermath): return "zoomDismissReleased(stray taps for \(n(aftermath.strayTapWindow)) s)"
    }
  }

  static func describe(_ animation: TransitionAnimation) -> String {
    switch animation {
    case .parallax(let curve): "parallax \(curve.name)"
    case .slide(let curve): "slide \(curve.name)"
    case .direct: "direct"
    }
  }

  static func describe(_ completion: TransitionCompletion) -> String {
    switch completion {
    case .percentDriven(let speed, let curve): "speed \(NumberFormatting.short(speed, 3)), \(curve.name)"
    case .timed(let duration, let curve): "\(NumberFormatting.short(duration, 3)) s, \(curve.name)"
    case .timedTo(let topX, let underX, let duration, let curve):
      "to top \(NumberFormatting.short(topX, 1)), under \(NumberFormatting.short(underX, 1)) in \(NumberFormatting.short(duration, 3)) s, \(curve.name)"
    }
  }

  /// One entry as JSON.
  static func json(_ event: RunEvent) -> JSONOutput {
    func point(_ p: Point) -> JSONOutput { .object([("x", .number(p.x)), ("y", .number(p.y))]) }
    var members: [(key: String, value: JSONOutput)] = [("t", .number(event.time))]
    switch event.kind {
    case .callback(let gesture, let target):
      members += [
        ("type", .string("callback")), ("recognizer", .string(gesture.recognizer.name)), ("state", .string(gesture.state.rawValue)),
        ("target", .string(target.rawValue)), ("location", point(gesture.location)), ("translation", point(gesture.translation)),
        ("velocity", point(gesture.velocity)),
      ]
    case .question(let query, let asked, let answer):
      members += [
        ("type", .string("question")), ("recognizer", .string(query.recognizer.name)), ("askedOf", .string(asked.rawValue)),
        ("location", point(query.location)), ("translation", point(query.translation)), ("velocity", point(query.velocity)),
      ]
      switch answer {
      case .begin: members += [("answer", .string("begin"))]
      case .reject(let why): members += [("answer", .string("reject")), ("why", .string(why.description))]
      case .rejectShowingLeaveDialog(let why):
        members += [("answer", .string("reject")), ("why", .string(why.description)), ("leaveDialog", .bool(true))]
      }
    case .failed(let recognizer, let reason):
      members += [("type", .string("failed")), ("recognizer", .string(recognizer.name)), ("why", .string(reason))]
    case .delivered(let delivered):
      members += [("type", .string("event")), ("event", .string(describe(delivered)))]
    case .command(let command, let from):
      members += [("type", .string("command")), ("from", .string(from.rawValue)), ("command", .string(describe(command)))]
    }
    return .object(members)
  }
}
