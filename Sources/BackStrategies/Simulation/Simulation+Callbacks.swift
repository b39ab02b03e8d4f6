/// What recognisers' callbacks do: a back recogniser's state goes to its target (the strategy
/// or UIKit's pop handler), a scroll view's pan drags its content; and the measures taken on
/// the way (back progress, the scroll conflict, how well the page tracks the finger).
extension Simulation {
  /// Sends a state callback to the target of arena member `index`.
  mutating func notify(_ index: Int, _ state: RecognizerState) {
    // Only the fields needed are read: copying the whole recogniser on every callback was a
    // measurable share of a corpus run (docs/performance.md).
    let recognizerIndex = arena.members[index].recognizer
    let translation = stroke.location - arena.members[index].origin
    if let scrollIndex = recognizers[recognizerIndex].scrollViewIndex {
      // While it holds caught content, `velocityInView:` reads zero.
      driveScrollView(scrollIndex, state: state, translation: translation, velocity: arena.members[index].caught ? .zero : currentVelocity())
      return
    }
    if let viewIndex = recognizers[recognizerIndex].appViewIndex {
      if recordsEvents {
        let event = GestureEvent(
          recognizer: recognizerIDs[recognizerIndex], state: state, time: now, location: stroke.location, translation: translation,
          velocity: currentVelocity(), startLocation: stroke.start, startTime: stroke.startTime)
        log(.callback(event, target: .app))
      }
      driveAppView(viewIndex, state: state, translation: translation)
      return
    }
    let recognizerID = recognizerIDs[recognizerIndex]
    let event = GestureEvent(
      recognizer: recognizerID, state: state, time: now, location: stroke.location, translation: translation,
      velocity: currentVelocity(), startLocation: stroke.start, startTime: stroke.startTime)
    let outer = dispatch.callbackRecognizerSlot
    dispatch.callbackRecognizerSlot = recognizerIndex
    switch recognizers[recognizerIndex].target {
    case .systemPopHandler?:
      log(.callback(event, target: .uikit))
      handleSystemPop(event)
    case .strategy?, nil:
      log(.callback(event, target: .strategy))
      deliver(.gesture(event))
    }
    dispatch.callbackRecognizerSlot = outer
    noteBackMovement()
  }

  mutating func driveScrollView(_ index: Int, state: RecognizerState, translation: Vector, velocity: Vector) {
    switch state {
    case .began:
      scrollViews[index].beginDrag(at: now)
      dragScrollView(index, translation: translation)
    case .changed:
      dragScrollView(index, translation: translation)
    case .ended, .cancelled:
      scrollViews[index].release(velocity: state == .ended ? velocity : .zero, at: now)
    case .possible, .failed:
      break
    }
  }

  private mutating func dragScrollView(_ index: Int, translation: Vector) {
    let before = scrollViews[index].travelled
    scrollViews[index].drag(translation: translation)
    if scrollViews[index].travelled > before { applyStroke(.contentScrolled) }
  }

  /// Records back progress made during the stroke, for `maxProgress` and `scroll-conflict`.
  mutating func noteBackMovement() {
    let progress: Double
    if navigation.isDrivenInteractively {
      progress = navigation.summary.interactiveProgress
    } else if let manual = navigation.manualTop, navigation.manualTopTag == nil {
      progress = min(1, max(0, device.layoutDirection.backwardSign * manual.to / device.width))
    } else {
      return
    }
    found.maxProgress = max(found.maxProgress, min(1, progress))
    if progress > 0 { applyStroke(.pageMovedBack) }
  }

  /// Adds |top view x − finger's x travel| to the tracking error while an interactive back
  /// transition holds the page moved in the back direction (``RunMetrics/trackingError``).
  /// The flag is tested inline: most samples have no interactive transition to measure.
  @inline(__always)
  mutating func measureTracking() {
    if navigation.isDrivenInteractively { measureTrackingWhileDriven() }
  }

  /// ``measureTracking()`` while a finger drives a transition.
  @inline(never)
  mutating func measureTrackingWhileDriven() {
    // Asked of the summary, not of the model: asking the model copies it in a debug build.
    let backwardSign = navigation.device.layoutDirection.backwardSign
    let topX = navigation.summary.interactiveTopX(width: navigation.device.width, backwardSign: backwardSign)
    guard backwardSign * topX > 0 else { return }
    found.trackingErrorSum += abs(topX - (stroke.location.x - stroke.start.x))
    found.trackingErrorCount += 1
  }
}
