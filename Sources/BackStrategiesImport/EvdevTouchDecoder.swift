/// Turns a device's input events into strokes, frame by frame (a frame ends at `SYN_REPORT`),
/// for the three ways Linux reports touches (`Documentation/input/multi-touch-protocol.rst`):
///
/// - **protocol B** (`ABS_MT_SLOT`, `ABS_MT_TRACKING_ID`): a tracking id in a slot starts a
///   contact, −1 (`ffffffff`) lifts it; positions persist per slot;
/// - **protocol A** (`SYN_MT_REPORT`): each frame lists every contact down, one report each;
///   a contact missing from a frame, or a frame without a report, has lifted; contacts keep
///   their identity by `ABS_MT_TRACKING_ID` when the device sends it, by order otherwise;
/// - **single touch** (`ABS_X`, `ABS_Y`, `BTN_TOUCH`): one finger, down while `BTN_TOUCH` is 1.
///
/// `BTN_TOUCH` 0 lifts every finger in all three. Every event is used or counted as skipped.
package struct EvdevTouchDecoder {
  /// How the device reports touches.
  package enum Mode: String {
    case protocolA = "multi-touch protocol A"
    case protocolB = "multi-touch protocol B"
    case singleTouch = "single touch"
  }

  /// The mode `events` use: protocol A if any `SYN_MT_REPORT`, B if any other `ABS_MT_*`
  /// event, single touch otherwise.
  package static func mode(of events: [EvdevEvent]) -> Mode {
    var detector = ModeDetector()
    for event in events { detector.note(event) }
    return detector.mode
  }

  /// The mode of events noted one by one (``mode(of:)`` without keeping them).
  package struct ModeDetector {
    private var protocolA = false
    private var multiTouch = false

    /// No event noted yet.
    package init() {}

    /// Notes one event.
    package mutating func note(_ event: EvdevEvent) {
      if event.type == EvdevCodes.synType && event.code == EvdevCodes.synMTReport { protocolA = true }
      if event.type == EvdevCodes.absType, let code = event.code,
        code == EvdevCodes.absMTSlot || code == EvdevCodes.absMTTrackingID || code == EvdevCodes.absMTPositionX
          || code == EvdevCodes.absMTPositionY
      {
        multiTouch = true
      }
    }

    /// Protocol A if any `SYN_MT_REPORT`, B if any other `ABS_MT_*` event, single touch otherwise.
    package var mode: Mode { protocolA ? .protocolA : multiTouch ? .protocolB : .singleTouch }
  }

  /// Decodes `events` into `recording`'s strokes, counting what was not used.
  package static func decode(_ events: [EvdevEvent], keepsAllFingers: Bool, into recording: inout Recording) {
    var decoder = EvdevTouchDecoder(mode: mode(of: events), keepsAllFingers: keepsAllFingers)
    for event in events { decoder.consume(event, skipped: &recording.skipped) }
    decoder.finish(into: &recording)
  }

  /// A decoder of events in `mode`, given one by one (``consume(_:skipped:)``), then ``finish(into:)``.
  package init(mode: Mode, keepsAllFingers: Bool) {
    self.init(mode: mode, tracker: ContactTracker(keepsAllFingers: keepsAllFingers))
  }

  /// Takes the next event: a frame is applied at its `SYN_REPORT`.
  package mutating func consume(_ event: EvdevEvent, skipped: inout SkipTally) {
    if event.type == EvdevCodes.synType && event.code == EvdevCodes.synDropped {
      dropped = true
      skipped.add("SYN_DROPPED (the kernel lost events)")
      return
    }
    guard event.type == EvdevCodes.synType && event.code == EvdevCodes.synReport else {
      frame.append(event)
      return
    }
    if dropped {
      skipped.add("event of a frame lost to SYN_DROPPED", plural: "events of a frame lost to SYN_DROPPED", count: frame.count + 1)
      dropped = false
    } else {
      commit(frame, at: event, skipped: &skipped)
    }
    frame.removeAll(keepingCapacity: true)
  }

  /// Ends the recording: the unfinished frame is counted, and the strokes go to `recording`.
  package mutating func finish(into recording: inout Recording) {
    recording.kind = mode.rawValue
    recording.secondsPerTick = 1 / Double(RecordingLines.microsecondsPerSecond)
    recording.skipped.add(
      "event after the last SYN_REPORT (an unfinished frame)", plural: "events after the last SYN_REPORT (an unfinished frame)",
      count: frame.count)
    frame.removeAll()
    recording.strokes = tracker.finish()
    recording.extraFingers = tracker.extraFingers
  }

  /// The events of the frame not yet ended by a `SYN_REPORT`.
  private var frame: [EvdevEvent] = []
  /// A `SYN_DROPPED` came: the frame it is in is lost.
  private var dropped = false

  package let mode: Mode
  package var tracker: ContactTracker

  // Protocol B: slots.
  private struct Slot {
    var x: Int32?
    var y: Int32?
    var contact: Int?
    var startsID = false
    var lifts = false
    var moved = false
  }
  private var slots: [Int32: Slot] = [:]
  private var slot: Int32 = 0
  private var nextContact = 0

  // Protocol A: contacts of the last frame by identity.
  private var contactsA: [Int: (contact: Int, x: Int32, y: Int32)] = [:]

  // Single touch.
  private var singleX: Int32?
  private var singleY: Int32?
  private var singleDown = false
  private var singleContact: Int?

  private init(mode: Mode, tracker: ContactTracker) {
    self.mode = mode
    self.tracker = tracker
  }

  /// Applies one frame; `report` is its `SYN_REPORT`, which gives the frame's time.
  private mutating func commit(_ frame: [EvdevEvent], at report: EvdevEvent, skipped: inout SkipTally) {
    let ticks = Double(report.microseconds)
    func sample(_ x: Int32, _ y: Int32) -> RecordedSample {
      RecordedSample(ticks: ticks, x: Double(x), y: Double(y), line: report.line)
    }
    func skip(_ event: EvdevEvent, _ why: String = "not used") { skipped.add("\(event.name) (\(why))") }
    var allUp = false
    switch mode {
    case .protocolB:
      for event in frame {
        switch (event.type, event.code) {
        case (EvdevCodes.absType, EvdevCodes.absMTSlot): slot = event.value
        case (EvdevCodes.absType, EvdevCodes.absMTTrackingID):
          if event.value < 0 {
            slots[slot, default: Slot()].lifts = true
          } else {
            if slots[slot]?.contact != nil { slots[slot]!.lifts = true }
            slots[slot, default: Slot()].startsID = true
          }
        case (EvdevCodes.absType, EvdevCodes.absMTPositionX):
          slots[slot, default: Slot()].x = event.value
          slots[slot]!.moved = true
        case (EvdevCodes.absType, EvdevCodes.absMTPositionY):
          slots[slot, default: Slot()].y = event.value
          slots[slot]!.moved = true
        case (EvdevCodes.keyType, EvdevCodes.btnTouch): if event.value == 0 { allUp = true }
        case (EvdevCodes.absType, EvdevCodes.absX), (EvdevCodes.absType, EvdevCodes.absY):
          skip(event, "single-touch copy")
        default: skip(event)
        }
      }
      for key in slots.keys.sorted() {
        guard slots[key]!.lifts || allUp, let contact = slots[key]!.contact else {
          slots[key]!.lifts = false
          continue
        }
        tracker.lift(contact, ticks: ticks, line: report.line)
        slots[key]!.contact = nil
        slots[key]!.lifts = false
      }
      for key in slots.keys.sorted() {
        var state = slots[key]!
        defer { slots[key] = state }
        if state.startsID, let x = state.x, let y = state.y {
          state.contact = nextContact
          nextContact += 1
          tracker.touchDown(state.contact!, sample(x, y))
          state.startsID = false
        } else if state.moved, let contact = state.contact, let x = state.x, let y = state.y {
          tracker.move(contact, sample(x, y))
        }
        state.moved = false
      }
    case .protocolA:
      var reports: [(id: Int32?, x: Int32?, y: Int32?)] = []
      var current: (id: Int32?, x: Int32?, y: Int32?) = (nil, nil, nil)
      for event in frame {
        switch (event.type, event.code) {
        case (EvdevCodes.absType, EvdevCodes.absMTPositionX): current.x = event.value
        case (EvdevCodes.absType, EvdevCodes.absMTPositionY): current.y = event.value
        case (EvdevCodes.absType, EvdevCodes.absMTTrackingID): current.id = event.value
        case (EvdevCodes.synType, EvdevCodes.synMTReport):
          // A report without a position is an empty report: no contact.
          if current.x != nil || current.y != nil { reports.append(current) }
          current = (nil, nil, nil)
        case (EvdevCodes.keyType, EvdevCodes.btnTouch): if event.value == 0 { allUp = true }
        case (EvdevCodes.absType, EvdevCodes.absX), (EvdevCodes.absType, EvdevCodes.absY):
          skip(event, "single-touch copy")
        default: skip(event)
        }
      }
      if allUp { reports.removeAll() }
      var next: [Int: (contact: Int, x: Int32, y: Int32)] = [:]
      var seen: [Int] = []
      for (index, report) in reports.enumerated() {
        let identity = report.id.map { Int($0) } ?? index
        let previous = contactsA[identity]
        guard let x = report.x ?? previous?.x, let y = report.y ?? previous?.y else { continue }
        if let previous {
          tracker.move(previous.contact, sample(x, y))
          next[identity] = (previous.contact, x, y)
        } else {
          next[identity] = (nextContact, x, y)
          seen.append(identity)
          nextContact += 1
        }
      }
      for identity in contactsA.keys.sorted() where next[identity] == nil {
        tracker.lift(contactsA[identity]!.contact, ticks: ticks, line: report.line)
      }
      for identity in seen { tracker.touchDown(next[identity]!.contact, sample(next[identity]!.x, next[identity]!.y)) }
      contactsA = next
    case .singleTouch:
      var moved = false
      var down = singleDown
      for event in frame {
        switch (event.type, event.code) {
        case (EvdevCodes.absType, EvdevCodes.absX):
          singleX = event.value
          moved = true
        case (EvdevCodes.absType, EvdevCodes.absY):
          singleY = event.value
          moved = true
        case (EvdevCodes.keyType, EvdevCodes.btnTouch): down = event.value != 0
        default: skip(event)
        }
      }
      if !down, let contact = singleContact {
        tracker.lift(contact, ticks: ticks, line: report.line)
        singleContact = nil
      }
      if down, singleContact == nil, let x = singleX, let y = singleY {
        singleContact = nextContact
        nextContact += 1
        tracker.touchDown(singleContact!, sample(x, y))
      } else if down, moved, let contact = singleContact, let x = singleX, let y = singleY {
        tracker.move(contact, sample(x, y))
      }
      singleDown = down
    }
  }
}
