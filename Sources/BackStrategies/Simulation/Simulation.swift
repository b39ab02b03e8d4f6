import BackStrategiesSupport

/// One run of one strategy over one trace: owns time, the gesture system, navigation and
/// scroll views, feeds the strategy events and applies its commands.
///
/// Events are processed in time order. At equal times: transition and animation ends first,
/// then scroll views coming to rest, then timers (in the order scheduled), then the touch.
struct Simulation<Strategy: BackStrategy>: Sendable {
  let trace: Trace
  /// Whether the run keeps its event log (``RunOptions/recordEvents``) and its timeline
  /// (``RunOptions/recordTimeline``): all it reads of its options after it starts. The options
  /// themselves are not stored: they hold a copy of the model's parameters, copied and
  /// destroyed again with every run (docs/performance.md).
  let recordsEvents: Bool
  let recordsTimeline: Bool
  let selection: String
  /// The model's numbers for the run's release, held once for the whole run
  /// (``SharedModelParameters``), and the trace's device.
  // Stored, for speed: docs/performance.md#why-the-code-is-shaped-this-way.
  let sharedParameters: SharedModelParameters
  /// The model's numbers for the run's release.
  // Read, not got: `_read` lends the stored value, where a getter hands out a copy (with its
  // arrays retained) that a call taking the parameters could not avoid (docs/performance.md).
  var parameters: ModelParameters { _read { yield sharedParameters.value } }
  let device: Device
  /// The strategy's ``StrategyDescriptor/conventions``, handed over by its selection.
  let conventions: Set<Convention>

  var context: StrategyContext
  var navigation: NavigationModel
  var scrollViews: [ScrollViewModel] = []
  /// The app's own views on every screen (``ScreenSpec/views``).
  var appViews: [AppViewModel] = []
  var recognizers: [RuntimeRecognizer] = []
  /// The id of each of ``recognizers``, at the same index (``RuntimeRecognizer/slot``).
  var recognizerIDs: [RecognizerID] = []
  /// The ids of scroll views' pans made so far, by scroll view index, with the spec id each was
  /// made from (``scrollViewRecognizerID(_:of:)``): kept from run to run (``RunStorage``).
  var scrollViewIDs: [(specID: String, id: RecognizerID)] = []
  /// The recognisers taking part in the current touch.
  var arena: GestureArena
  var velocity: FingerVelocity
  /// The trace's velocity estimates, worked out once for every strategy's run on it
  /// (``TraceVelocities``); when set, ``velocity`` is not fed and every read comes from here.
  let sharedVelocities: TraceVelocities?
  /// The strategy's pending timers.
  var timers = TimerQueue()
  /// The finger on the screen and what the current stroke has done.
  var stroke = StrokeState()
  /// UIKit's own pop handler and the gesture it drives.
  var systemPop: SystemPopHandler
  /// Who the commands being applied come from, and how far the queue is applied.
  var dispatch = CommandDispatch()
  /// What the run has found so far, its result once it settles.
  var found = RunFindings()
  /// What the strategy installed (``Simulator/runReportingSetup(_:configuration:label:on:options:conventions:)``).
  var installedSetup = GestureSetup()
  /// The simulation's clock, in seconds since the trace's start.
  var now = 0.0
  /// The index of the next touch sample to handle.
  var nextTouchIndex = 0
  /// The other readings of the open choices, when the run weighs them lazily
  /// (``RunOptions/weighsOpenChoices``): each place that reads a choice notes in
  /// ``RunFindings/openChoicesInPlay`` whether another reading would decide differently there.
  let alternatives: OpenChoiceAlternatives?
  /// A released zoom dismiss still running out (``StrategyCommand/zoomDismissReleased(_:)``).
  var zoomDismiss: ZoomDismissState?
  /// The strategy, last of the stored properties: its size is known only at run time, so every
  /// property after it would be found through the generic type's metadata on each access; before
  /// it, each has a fixed offset (docs/performance.md).
  var strategy: Strategy

  /// A run with arrays of its own.
  init(strategy: Strategy, selection: String, trace: Trace, options: RunOptions, conventions: Set<Convention>? = nil) {
    var storage = RunStorage()
    self.init(strategy: strategy, selection: selection, trace: trace, options: options, conventions: conventions, storage: &storage)
  }

  /// A run that starts with `storage`'s arrays, emptied (``RunStorage``); ``handStorageBack(to:)`` hands
  /// them back.
  ///
  /// The trace is taken (`consuming`: stored without another copy) and the options lent
  /// (`borrowing`: read in place, not copied for the call).
  init(
    strategy: Strategy, selection: String, trace: consuming Trace, options: borrowing RunOptions,
    conventions: Set<Convention>?, storage: inout RunStorage
  ) {
    // `RunOptions.ios` overrides the trace's `device.ios`; the parameters are those of that
    // release (UIKit 18.2's numbers where they differ from 26.1's).
    var trace = trace
    // Changed only when it differs (docs/performance.md#why-the-code-is-shaped-this-way).
    if let ios = options.ios, ios != trace.scene.device.ios { trace.scene.device.ios = ios }
    let scene = trace.scene
    self.trace = trace
    recordsEvents = options.recordEvents
    recordsTimeline = options.recordTimeline
    self.selection = selection
    if let given = storage.nextRunParameters {
      // Resolved by the caller from these very options, once for all of a trace's runs.
      storage.nextRunParameters = nil
      sharedParameters = given
    } else {
      let resolved = options.parameters.resolved(for: scene.device.ios)
      if let kept = storage.sharedParameters, kept.value == resolved {
        sharedParameters = kept
      } else {
        sharedParameters = SharedModelParameters(resolved)
        storage.sharedParameters = sharedParameters
      }
    }
    // The parameters are read where they are held, never copied out (a copy retains their
    // arrays and releases them again: docs/performance.md).
    self.device = scene.device
    if options.weighsOpenChoices && !options.weighsEveryReading {
      // The other readings depend on the parameters, the release and the screen width only:
      // made again only when one of them changes from the storage's last run.
      let key = OpenChoiceAlternatives.Key(parameters: (copy options).parameters, ios: scene.device.ios, screenWidth: scene.device.width)
      if storage.openChoiceReadings?.key != key {
        storage.openChoiceReadings = (key, OpenChoiceAlternatives(every: key))
      }
      alternatives = storage.openChoiceReadings?.readings.asked(by: trace)
    } else {
      alternatives = nil
    }
    self.conventions = conventions ?? Strategy.descriptor.conventions
    self.strategy = strategy
    navigation = NavigationModel(scene: scene, sharedParameters: sharedParameters)
    // Compared on the parameters the estimator reads, not on an estimator made to compare; a
    // run that reads the trace's estimates makes no estimator of its own.
    if let shared = storage.traceVelocities, shared.matches(sharedParameters.value, sampleCount: trace.touches.count) {
      sharedVelocities = shared
      velocity = .unused
    } else {
      sharedVelocities = nil
      velocity = FingerVelocity(parameters: sharedParameters.value)
    }
    systemPop = SystemPopHandler(parameters: sharedParameters.value)
    context = StrategyContext(
      time: 0, device: scene.device, sharedParameters: sharedParameters, navigation: navigation.snapshot(at: 0),
      queue: RunStorage.take(&storage.commands))
    context.drawsFrames = recordsTimeline || recordsEvents
    arena = GestureArena(reusing: RunStorage.take(&storage.arenaMembers), capacity: Self.arenaCapacity)
    recognizers = RunStorage.take(&storage.recognizers)
    recognizerIDs = RunStorage.take(&storage.recognizerIDs)
    swap(&scrollViewIDs, &storage.scrollViewIDs)
    scrollViews = RunStorage.take(&storage.scrollViews)
    appViews = RunStorage.take(&storage.appViews)
  }

  /// Members the arena has room for at first: a strategy's few recognisers, UIKit's edge and
  /// content swipes, and the scroll views under one finger.
  static var arenaCapacity: Int { 8 }

  // MARK: Running

  /// Hands the run's arrays back to `storage` for the next run (``RunStorage``), leaving this
  /// run's empty. The rest of the storage (the trace's velocity estimates) stays as it was, for
  /// the next strategy's run on the same trace.
  mutating func handStorageBack(to storage: inout RunStorage) {
    swap(&storage.recognizers, &recognizers)
    swap(&storage.recognizerIDs, &recognizerIDs)
    swap(&storage.scrollViewIDs, &scrollViewIDs)
    swap(&storage.scrollViews, &scrollViews)
    swap(&storage.appViews, &appViews)
    // The arena's members are changed only by its reducer: the array is read out, and the
    // arena left empty, so that the storage holds the only reference to it.
    storage.arenaMembers = arena.members
    arena = GestureArena()
    swap(&storage.commands, &context.queue)
  }

  mutating func run() -> RunResult {
    let stackBefore = navigation.stackIDs
    let settledAt = settle()
    return makeResult(stackBefore: stackBefore, settledAt: settledAt)
  }

  /// Runs and boils the run down to its ``RunSummary`` (not yet ``RunSummary/inReach``), the
  /// same as ``RunSummary/init(result:trace:inReach:)`` of ``run()``'s result, without building
  /// the result: all a corpus keeps of a run. `touchDownTime` is
  /// ``RunSummary/touchDownTime(of:)`` of the trace.
  mutating func runToSummary(touchDownTime: Double) -> RunSummary {
    let stackCountBefore = navigation.stack.count
    _ = settle()
    return RunSummary(
      outcome: settledOutcome, stackCountBefore: stackCountBefore, stackCountAfter: navigation.stack.count,
      transitions: navigation.records, recognizedAt: found.recognizedAt, hazards: found.hazards, metrics: settledMetrics,
      touchDownTime: touchDownTime, inReach: false)
  }

  /// Installs the strategy and plays the trace until everything has settled (or cannot);
  /// returns the time it settled at.
  mutating func settle() -> Double {
    install()
    startScenePush()
    let touches = trace.touches
    let lastTouch = touches.last?.t ?? 0
    let frameInterval = 1 / device.refreshRate
    let settleDeadline = self.settleDeadline
    var index = 0
    var settled = true
    // Why the run did not settle, when it did not (put into words only then).
    var unsettled: String?
    let deadlineBudget = SimulationLimits.deadlinesPerRun + SimulationLimits.deadlinesPerSample * touches.count
    var deadlinesFired = 0
    var firedThisInstant = 0
    while !found.terminated {
      let touchTime: Double? = index < touches.count ? touches[index].t : (stroke.fingerDown ? lastTouch + frameInterval : nil)
      let deadline = nextDeadline()
      if let deadline, touchTime.map({ deadline <= $0 }) ?? true {
        if touchTime == nil && !(deadline <= settleDeadline) {
          settled = false
          break
        }
        firedThisInstant = deadline > now ? 1 : firedThisInstant + 1
        deadlinesFired += 1
        if firedThisInstant > SimulationLimits.deadlinesPerInstant || deadlinesFired > deadlineBudget {
          settled = false
          unsettled =
            firedThisInstant > SimulationLimits.deadlinesPerInstant
            ? "timers or animations kept ending at \(NumberFormatting.fixed(now, 3)) s without time passing (\(SimulationLimits.deadlinesPerInstant) times); the run stopped there"
            : "timers or animations ended more than \(deadlineBudget) times; the run stopped at \(NumberFormatting.fixed(now, 3)) s"
          break
        }
        advance(to: deadline)
        fireDeadline()
      } else if let touchTime {
        advance(to: touchTime)
        if index < touches.count {
          index += 1
          nextTouchIndex = index
          handleTouch(touches[index - 1])
        } else {
          report(.unterminatedStroke, "the trace ended with the finger down; lifted at \(NumberFormatting.fixed(touchTime, 3)) s")
          handleTouch(TouchSample(t: touchTime, x: stroke.location.x, y: stroke.location.y, phase: .ended))
        }
      } else {
        break
      }
    }
    if settled, !found.terminated, let transition = navigation.transition, !transition.stuck {
      settled = false
      if case .interactive = transition.phase {
        // The strategy began an interactive transition and never finished or cancelled it:
        // UIKit would stay mid-transition for good, so the run cannot settle.
        applyNavigation(.abandonInteractiveTransition)
        unsettled = "an interactive transition was neither finished nor cancelled after the last touch"
      } else {
        // A completion that never ends (an endless duration, or a speed too small to finish):
        // it has no deadline the loop could wait for.
        unsettled = "a transition's completion never ends (its duration is endless)"
      }
    }
    if !settled {
      now = settleDeadline
      report(
        .didNotSettle,
        unsettled ?? "animations or timers still pending \(NumberFormatting.short(parameters.settleLimit)) s after the last touch")
    }
    let settledAt = now
    if recordsTimeline { recordFrames(through: settledAt) }
    return settledAt
  }

  /// Moves time forward to `time`, recording the frames in between.
  mutating func advance(to time: Double) {
    if recordsTimeline { recordFrames(before: time) }
    now = max(now, time)
  }

  /// The earliest time something ends by itself. Inlined into the loop of ``settle()``, which
  /// asks before every touch and deadline.
  @inline(__always)
  func nextDeadline() -> Double? {
    // `count != 0`, not `isEmpty`: a debug build calls the generic `Collection.isEmpty`
    // (docs/performance.md#the-simulation-run).
    if dispatch.pendingTransitionEnds.count != 0 { return now }
    var next = navigation.nextDeadline ?? .infinity
    if let edgeDeadline = stroke.edgeDeadline, edgeDeadline < next { next = edgeDeadline }
    // `0..<count`, not `indices`, in the per-sample loops: docs/performance.md#the-simulation-run.
    for index in 0..<scrollViews.count {
      if let end = scrollViews[index].animationEnd, end < next { next = end }
    }
    if timers.earliestDeadline < next { next = timers.earliestDeadline }
    return next == .infinity ? nil : next
  }

  /// Handles whatever is due at `now`, in the documented order. Inlined into its one caller.
  @inline(__always)
  mutating func fireDeadline() {
    if dispatch.pendingTransitionEnds.count != 0 {
      deliver(.transitionEnded(dispatch.pendingTransitionEnds.removeFirst(), .finished))
      return
    }
    // A transition's completion, then the top view's animation, then the overlay's.
    if let due = navigation.nextDeadline, due <= now {
      applyNavigation(.deadlineReached)
      return
    }
    if let edgeDeadline = stroke.edgeDeadline, edgeDeadline <= now {
      edgeDeadlinePassed()
      return
    }
    for index in 0..<scrollViews.count {
      if let end = scrollViews[index].animationEnd, end <= now {
        scrollViews[index].settle(at: now)
        return
      }
    }
    if let timer = timers.removeDue(at: now) { deliver(.timerFired(timer)) }
  }

  // MARK: Strategy plumbing

  /// Brings the context's clock and navigation snapshot to `now`. The top screen is copied only
  /// when the stack changed; the rest is read from the model's stored fields, not through its
  /// methods (docs/performance.md#the-simulation-run).
  mutating func refreshContext() {
    context.time = now
    if dispatch.contextStackVersion != navigation.stackVersion {
      navigation.refreshStack(&context.navigation)
      dispatch.contextStackVersion = navigation.stackVersion
    }
    context.navigation.count = navigation.viewControllerCount
    context.navigation.isTransitioning = navigation.isTransitioning
    context.navigation.progress =
      navigation.isDrivenInteractively
      ? navigation.summary.interactiveProgress : NavigationModel.completionFraction(navigation.completionProgress, at: now)
  }

  /// Gives the strategy an event and applies what it asks for. Inlined into its few callers:
  /// the event is built where it is handed over.
  @inline(__always)
  mutating func deliver(_ event: StrategyEvent) {
    // Gesture callbacks are logged by `notify`, with their target.
    if found.terminated { return }
    if case .gesture = event {} else { log(.delivered(event)) }
    refreshContext()
    context.eventStart = context.queue.count
    strategy.handle(event, context: &context)
    applyPendingCommands()
  }

  /// Applies queued commands first in, first out, taking each out of the queue
  /// (``CommandQueue/takeNext()``). A command may cause a callback whose commands join the same
  /// queue; the outermost call, which leaves every command applied, empties it.
  mutating func applyPendingCommands() {
    dispatch.depth += 1
    while let command = context.queue.takeNext() {
      if recordsEvents { log(.command(command, from: .strategy)) }
      apply(command)
    }
    dispatch.depth -= 1
    if dispatch.depth == 0 && context.queue.emptyIfAllTaken() { context.eventStart = 0 }
  }

  /// Adds an entry to the event log, when one is recorded (and not yet full). Inlined, so that
  /// a run that records no log (every run of a corpus) pays one test, not a call.
  @inline(__always) mutating func log(_ kind: @autoclosure () -> RunEvent.Kind) {
    guard recordsEvents, found.events.count < RunOptions.maximumLoggedEvents else { return }
    appendLogEntry(kind())
  }

  /// Appends to the event log (``log(_:)`` has checked that it is recorded and not full).
  @inline(never) mutating func appendLogEntry(_ kind: RunEvent.Kind) {
    found.events.append(RunEvent(time: now, kind: kind))
  }

  /// Applies a command of UIKit's own pop handler (or, `byBackButton`, of the bar's back
  /// button), logging it as UIKit's.
  mutating func applyUIKit(_ command: StrategyCommand, byBackButton: Bool = false) {
    log(.command(command, from: .uikit))
    dispatch.applyingUIKitCommand = true
    apply(command, byBackButton: byBackButton)
    dispatch.applyingUIKitCommand = false
  }

  mutating func report(_ hazard: Hazard, _ detail: String) {
    found.hazards.append(HazardEvent(hazard: hazard, time: now, detail: detail))
  }

  // MARK: Frames

  mutating func recordFrames(before time: Double) {
    while found.frames.count < RunOptions.maximumTimelineFrames {
      let frameTime = Double(found.nextFrameIndex) / device.refreshRate
      guard frameTime < time else { return }
      appendFrame(at: frameTime)
      found.nextFrameIndex += 1
    }
  }

  mutating func recordFrames(through time: Double) {
    recordFrames(before: time)
    if found.frames.count < RunOptions.maximumTimelineFrames { appendFrame(at: time) }
  }

  /// Appends the frame at `time` to the timeline. A frame's stack is the previous frame's array
  /// while the stack has not changed since (``NavigationModel/stackVersion``): one array shared
  /// by a run of frames, not the screens' ids gathered again at every refresh.
  mutating func appendFrame(at time: Double) {
    let stack: [String]
    if found.framesStackVersion == navigation.stackVersion, !found.frames.isEmpty {
      stack = found.frames[found.frames.count - 1].stack
    } else {
      stack = navigation.stackIDs
      found.framesStackVersion = navigation.stackVersion
    }
    found.frames.append(frame(at: time, stack: stack))
  }

  /// The frame at `time`; `stack` is ``NavigationModel/stackIDs``.
  func frame(at time: Double, stack: [String]) -> Frame {
    let view = navigation.presentation(at: time)
    var overlay = navigation.overlay
    if let offset = navigation.overlayOffset { overlay?.offsetX = offset.value(at: time) }
    let top = navigation.stack[navigation.stack.count - 1]
    // One loop, not `filter` then `map`: each scroll view model is read once.
    var offsets: [Frame.ScrollOffset] = []
    for scrollView in scrollViews where scrollView.screen == top {
      offsets.append(Frame.ScrollOffset(screen: navigation.screens[top].id, id: scrollView.spec.id, offset: scrollView.offset(at: time)))
    }
    return Frame(
      t: time, progress: view.progress, topX: view.topX, underX: view.underX, dim: view.dim, shadow: view.shadow,
      overlay: overlay, stack: stack, scrollOffsets: offsets)
  }

  // MARK: Result

  /// Screenshot sizes are computed with at most this many pixels per side, so that the
  /// conversion to `Int` cannot trap whatever the device (2^31).
  static var maximumPixelsPerSide: Double { 2_147_483_648 }

  /// What happened to navigation, once the run has settled.
  var settledOutcome: Outcome {
    let records = navigation.records
    if records.contains(where: { $0.kind == .popToRoot && $0.result == .finished }) { return .popToRoot }
    if records.contains(where: { $0.kind == .pop && $0.result == .finished }) { return .pop }
    return navigation.backFeedbackShown ? .cancel : .unchanged
  }

  /// The run's metrics, once it has settled.
  var settledMetrics: RunMetrics {
    let scrolled = scrollViews.reduce(0) { $0 + $1.travelled }
    // Validated devices keep each side under 10^8 pixels; the product saturates rather than traps.
    let side = { (points: Double) in Int((points * device.scale).rounded().clamped(to: 0...Self.maximumPixelsPerSide)) }
    let pixels = side(device.width).multipliedReportingOverflow(by: side(device.height))
    let screenshotBytes = { (count: Int) -> Int in
      let bytes = pixels.partialValue.multipliedReportingOverflow(by: 4 * count)
      return pixels.overflow || bytes.overflow ? Int.max : bytes.partialValue
    }
    return RunMetrics(
      maxProgress: found.maxProgress,
      trackingError: found.trackingErrorCount == 0 ? 0 : found.trackingErrorSum / Double(found.trackingErrorCount),
      trackedSamples: found.trackingErrorCount,
      scrolled: scrolled,
      screenshotBytes: screenshotBytes(navigation.peakScreenshotCount),
      screenshotBytesAtEnd: screenshotBytes(navigation.screenshotCount))
  }

  func makeResult(stackBefore: [String], settledAt: Double) -> RunResult {
    let records = navigation.records
    let noTouches = trace.touches.isEmpty
    let reason = found.explanation ?? found.firstRefusal?.explanation ?? found.contentSwipeRefusal?.explanation
      ?? Explanation(text: noTouches ? "the trace has no touches" : "no back recogniser saw the touch")
    var strategyRecognizers: [RecognizerID] = []
    for index in recognizers.indices where recognizers[index].role == .strategy { strategyRecognizers.append(recognizerIDs[index]) }
    return RunResult(
      strategy: selection, outcome: settledOutcome, reasonText: reason, stackBefore: stackBefore, stackAfter: navigation.stackIDs,
      transitions: records, recognizedAt: found.recognizedAt, settledAt: settledAt, hazards: found.hazards, metrics: settledMetrics,
      frames: recordsTimeline ? found.frames : nil, events: recordsEvents ? found.events : nil, ios: device.ios,
      otherReleaseRule: systemPop.releaseRuleNote, intent: trace.intent, claimsConvention: trace.convention.applies(to: conventions),
      strategyRecognizers: strategyRecognizers, firstBackRecognizer: found.firstBackRecognizer,
      caughtRunningTransition: found.caughtRunningTransition, scrollViewYieldedToContentSwipe: found.scrollViewYieldedToContentSwipe)
  }
}
