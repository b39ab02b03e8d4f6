/// The commands a strategy has sent and the simulator has not yet applied, first in, first
/// out: what ``StrategyContext/send(_:)`` appends to and ``Simulation/applyPendingCommands()``
/// takes from.
///
/// Why not an `Array`: the simulator applies each command once and never reads it again, so
/// it moves the command out of its slot. An array cannot leave a slot empty; it needs a
/// stand-in in its place, and emptying the array then destroys every stand-in through the
/// command type's value witness (about 3,500 instructions in each predictive-back run, which
/// sends two commands a frame: docs/performance.md). Here a taken slot is left uninitialised,
/// and the queue is emptied, in constant time, as soon as every command in it has been taken.
///
/// A value type with copy-on-write storage, as `Array` is: a copy of a context (or of its
/// queue) sees the commands as they were when it was copied, whatever either copy does next.
/// Positions are stable until the queue is emptied: a command stays at the position
/// ``append(_:)`` gave it (``count`` before the call), which is what ``StrategyContext``'s
/// `eventStart` counts in.
package struct CommandQueue: @unchecked Sendable {
  // `@unchecked`: `ManagedBuffer` is not `Sendable`. The buffer is changed only through a queue
  // that holds the one reference to it (every mutating method copies a shared one first), so a
  // queue is as safe to send as an `Array`.
  /// The slots: `0..<taken` have been taken (uninitialised), `taken..<count` hold commands;
  /// `nil` until the first command (or a capacity) asks for storage.
  private var buffer: CommandQueueBuffer?

  /// A queue with room for `capacity` commands before it grows; with none, it allocates
  /// nothing until the first command.
  package init(capacity: Int = 0) {
    buffer = capacity > 0 ? CommandQueueBuffer.make(capacity: capacity, copying: nil) : nil
  }

  /// A queue holding `commands`, none taken.
  package init(_ commands: [StrategyCommand]) {
    self.init(capacity: commands.count)
    for command in commands { append(command) }
  }

  /// One past the position of the last command appended since the queue was last emptied.
  package var count: Int { buffer?.header.count ?? 0 }

  /// How many commands have been taken (``takeNext()``) since the queue was last emptied: the
  /// position of the next one to take.
  package var taken: Int { buffer?.header.taken ?? 0 }

  /// How many commands the queue holds before it grows.
  package var capacity: Int { buffer?.header.capacity ?? 0 }

  /// Whether a command waits to be taken.
  package var hasUntaken: Bool {
    guard let buffer else { return false }
    return buffer.header.taken < buffer.header.count
  }

  /// The commands from position `start` on that have not been taken, in order (a taken one is
  /// gone: positions before ``taken`` are skipped).
  package func commands(from start: Int) -> [StrategyCommand] {
    guard let buffer else { return [] }
    let first = max(start, buffer.header.taken)
    let last = buffer.header.count
    guard first < last else { return [] }
    return buffer.withUnsafeMutablePointerToElements { elements in
      Array(UnsafeBufferPointer(start: elements + first, count: last - first))
    }
  }

  /// Appends `command` at position ``count``.
  package mutating func append(_ command: StrategyCommand) {
    let count = self.count
    if count == capacity {
      buffer = CommandQueueBuffer.make(capacity: max(2 * count, CommandQueueBuffer.smallestCapacity), copying: buffer)
    } else if !isKnownUniquelyReferenced(&buffer) {
      buffer = CommandQueueBuffer.make(capacity: capacity, copying: buffer)
    }
    buffer.unsafelyUnwrapped.withUnsafeMutablePointers { header, elements in
      (elements + count).initialize(to: command)
      header.pointee.count = count + 1
    }
  }

  /// Moves the command at position ``taken`` out of the queue and returns it. Only when
  /// ``hasUntaken``.
  package mutating func takeNext() -> StrategyCommand {
    precondition(hasUntaken, "no command to take")
    if !isKnownUniquelyReferenced(&buffer) { buffer = CommandQueueBuffer.make(capacity: capacity, copying: buffer) }
    return buffer.unsafelyUnwrapped.withUnsafeMutablePointers { header, elements in
      let position = header.pointee.taken
      header.pointee.taken = position + 1
      return (elements + position).move()
    }
  }

  /// Empties the queue when every command in it has been taken (nothing to destroy: constant
  /// time), so positions start from 0 again; otherwise leaves it as it is. Returns whether it
  /// emptied it.
  @discardableResult
  package mutating func emptyIfAllTaken() -> Bool {
    guard let buffer, buffer.header.count != 0 else { return true }
    guard buffer.header.taken == buffer.header.count else { return false }
    if !isKnownUniquelyReferenced(&self.buffer) {
      self.buffer = CommandQueueBuffer.make(capacity: capacity, copying: nil)
      return true
    }
    buffer.header.count = 0
    buffer.header.taken = 0
    return true
  }

  /// Destroys every command not yet taken and empties the queue, keeping its storage.
  package mutating func removeAll() {
    guard count != 0 else { return }
    if !isKnownUniquelyReferenced(&buffer) {
      buffer = CommandQueueBuffer.make(capacity: capacity, copying: nil)
      return
    }
    buffer.unsafelyUnwrapped.withUnsafeMutablePointers { header, elements in
      let (taken, count) = (header.pointee.taken, header.pointee.count)
      (elements + taken).deinitialize(count: count - taken)
      header.pointee.count = 0
      header.pointee.taken = 0
    }
  }
}

/// The storage of a ``CommandQueue``: a header and the slots, in one allocation. Changed only
/// through a queue that holds the one reference to it (copy on write).
final class CommandQueueBuffer: ManagedBuffer<CommandQueueBuffer.Header, StrategyCommand> {
  /// How many slots there are, and how far they are filled and taken.
  struct Header {
    /// The slots the buffer was made with (kept here: `ManagedBuffer.capacity` asks the
    /// allocator on some platforms).
    let capacity: Int
    /// Slots `0..<count` have been filled since the queue was last emptied.
    var count = 0
    /// Slots `0..<taken` have been taken again (uninitialised); `taken <= count`.
    var taken = 0
  }

  /// The fewest slots a queue grows to from none.
  static var smallestCapacity: Int { 4 }

  /// A buffer with room for `capacity` commands (at least those of `source`), holding copies
  /// of `source`'s untaken commands at the same positions (the taken slots stay uninitialised);
  /// empty without a source.
  static func make(capacity: Int, copying source: CommandQueueBuffer?) -> CommandQueueBuffer {
    let room = max(capacity, source?.header.count ?? 0)
    let made = unsafeDowncast(create(minimumCapacity: room) { _ in Header(capacity: room) }, to: CommandQueueBuffer.self)
    guard let source else { return made }
    source.withUnsafeMutablePointers { header, elements in
      let (taken, count) = (header.pointee.taken, header.pointee.count)
      made.withUnsafeMutablePointers { madeHeader, madeElements in
        (madeElements + taken).initialize(from: elements + taken, count: count - taken)
        madeHeader.pointee.count = count
        madeHeader.pointee.taken = taken
      }
    }
    return made
  }

  deinit {
    withUnsafeMutablePointers { header, elements in
      let (taken, count) = (header.pointee.taken, header.pointee.count)
      (elements + taken).deinitialize(count: count - taken)
    }
  }
}
