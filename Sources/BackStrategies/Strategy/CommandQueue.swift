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
  package var count: Int { buffer?.slots.count ?? 0 }

  /// How many commands have been taken (``takeNext()``) since the queue was last emptied: the
  /// position of the next one to take.
  package var taken: Int { buffer?.slots.taken ?? 0 }

  /// How many commands the queue holds before it grows.
  package var capacity: Int { buffer?.slots.capacity ?? 0 }

  /// The commands from position `start` on that have not been taken, in order (a taken one is
  /// gone: positions before ``taken`` are skipped).
  package func commands(from start: Int) -> [StrategyCommand] {
    guard let buffer else { return [] }
    let slots = buffer.slots
    let first = max(start, slots.taken)
    guard first < slots.count else { return [] }
    return buffer.withUnsafeMutablePointerToElements { elements in
      Array(UnsafeBufferPointer(start: elements + first, count: slots.count - first))
    }
  }

  /// Appends `command` at position ``count``. Inlined: every command a strategy sends comes
  /// here; only a queue that must grow or is shared calls out.
  @inline(__always)
  package mutating func append(_ command: consuming StrategyCommand) {
    if isKnownUniquelyReferenced(&buffer) {
      // The pointers are used outside the closure so that the command is moved into its slot,
      // not copied; the buffer stays alive, held by `self`.
      let (header, elements) = buffer.unsafelyUnwrapped.withUnsafeMutablePointers { ($0, $1) }
      let count = header.pointee.count
      if count < header.pointee.capacity {
        (elements + count).initialize(to: command)
        header.pointee.count = count + 1
        return
      }
    }
    appendMakingRoom(command)
  }

  /// ``append(_:)`` into a new buffer: the queue is full, shared, or has no storage yet.
  @inline(never)
  private mutating func appendMakingRoom(_ command: consuming StrategyCommand) {
    let slots = buffer?.slots ?? CommandQueueBuffer.Header(capacity: 0)
    let room = slots.count == slots.capacity ? max(2 * slots.count, CommandQueueBuffer.smallestCapacity) : slots.capacity
    buffer = CommandQueueBuffer.make(capacity: room, copying: buffer)
    let (header, elements) = buffer.unsafelyUnwrapped.withUnsafeMutablePointers { ($0, $1) }
    (elements + slots.count).initialize(to: command)
    header.pointee.count = slots.count + 1
  }

  /// Moves the command at position ``taken`` out of the queue and returns it, or returns `nil`
  /// when every command has been taken.
  @inline(__always)
  package mutating func takeNext() -> StrategyCommand? {
    guard let slots = buffer?.slots, slots.taken < slots.count else { return nil }
    if !isKnownUniquelyReferenced(&buffer) { buffer = CommandQueueBuffer.make(capacity: slots.capacity, copying: buffer) }
    let (header, elements) = buffer.unsafelyUnwrapped.withUnsafeMutablePointers { ($0, $1) }
    header.pointee.taken = slots.taken + 1
    return (elements + slots.taken).move()
  }

  /// Empties the queue when every command in it has been taken (nothing to destroy: constant
  /// time), so positions start from 0 again; otherwise leaves it as it is. Returns whether it
  /// emptied it.
  @discardableResult
  @inline(__always)
  package mutating func emptyIfAllTaken() -> Bool {
    guard let slots = buffer?.slots, slots.count != 0 else { return true }
    guard slots.taken == slots.count else { return false }
    if isKnownUniquelyReferenced(&buffer) {
      buffer.unsafelyUnwrapped.withUnsafeMutablePointerToHeader { header in
        header.pointee.count = 0
        header.pointee.taken = 0
      }
    } else {
      buffer = CommandQueueBuffer.make(capacity: slots.capacity, copying: nil)
    }
    return true
  }

  /// Destroys every command not yet taken and empties the queue, keeping its storage.
  package mutating func removeAll() {
    guard let slots = buffer?.slots, slots.count != 0 else { return }
    if !isKnownUniquelyReferenced(&buffer) {
      buffer = CommandQueueBuffer.make(capacity: slots.capacity, copying: nil)
      return
    }
    buffer.unsafelyUnwrapped.withUnsafeMutablePointers { header, elements in
      (elements + slots.taken).deinitialize(count: slots.count - slots.taken)
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

  /// The header, read through its pointer: reading the `header` property of a class checks
  /// exclusive access at run time, at every command.
  @inline(__always) var slots: Header { withUnsafeMutablePointerToHeader { $0.pointee } }

  /// The fewest slots a queue grows to from none.
  static var smallestCapacity: Int { 4 }

  /// A buffer with room for `capacity` commands (at least those of `source`), holding copies
  /// of `source`'s untaken commands at the same positions (the taken slots stay uninitialised);
  /// empty without a source.
  static func make(capacity: Int, copying source: CommandQueueBuffer?) -> CommandQueueBuffer {
    let room = max(capacity, source?.slots.count ?? 0)
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
