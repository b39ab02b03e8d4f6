/// A strategy's pending timers (`StrategyCommand.scheduleTimer`), at most one per
/// id: scheduling an id again replaces its entry in place. They fire by deadline, then by the
/// order they were scheduled; where one sits in the array does not matter.
struct TimerQueue: Sendable {
  /// One pending timer.
  struct Entry: Sendable {
    var id: TimerID
    var deadline: Double
    /// When it was scheduled, counted from 1: unique, so it breaks every tie of deadlines.
    var order: Int
  }

  private(set) var entries: [Entry] = []
  private var scheduled = 0
  /// The earliest pending deadline (`.infinity` when none is pending): kept current by each
  /// change of ``entries`` (``updateEarliestDeadline()``), because the run asks for it before
  /// every touch and deadline (docs/performance.md#the-simulation-run).
  private(set) var earliestDeadline = Double.infinity

  /// Schedules `id` at `deadline`, replacing its pending entry if it has one.
  mutating func schedule(_ id: TimerID, at deadline: Double) {
    scheduled += 1
    if let index = index(of: id) {
      entries[index].deadline = deadline
      entries[index].order = scheduled
    } else {
      entries.append(Entry(id: id, deadline: deadline, order: scheduled))
    }
    updateEarliestDeadline()
  }

  /// Cancels `id`'s pending entry, if any.
  mutating func cancel(_ id: TimerID) {
    guard let index = index(of: id) else { return }
    entries.remove(at: index)
    updateEarliestDeadline()
  }

  /// Where `id`'s pending entry is. A loop, not `firstIndex(where:)`: a strategy that draws
  /// frames schedules and cancels a timer at every frame (docs/performance.md).
  private func index(of id: TimerID) -> Int? {
    for index in 0..<entries.count where entries[index].id == id { return index }
    return nil
  }

  /// Recomputes ``earliestDeadline`` from the entries, after each change.
  private mutating func updateEarliestDeadline() {
    var next = Double.infinity
    // `0..<count`, not `indices`: docs/performance.md#the-simulation-run.
    for index in 0..<entries.count where entries[index].deadline < next { next = entries[index].deadline }
    earliestDeadline = next
  }

  /// Removes and returns the due timer (deadline at or before `now`) with the earliest deadline,
  /// then the earliest scheduled; `nil` when none is due.
  mutating func removeDue(at now: Double) -> TimerID? {
    var due: Int?
    for index in 0..<entries.count where entries[index].deadline <= now {
      if let earliest = due, (entries[earliest].deadline, entries[earliest].order) < (entries[index].deadline, entries[index].order) {
        continue
      }
      due = index
    }
    guard let due else { return nil }
    let id = entries.remove(at: due).id
    updateEarliestDeadline()
    return id
  }
}
