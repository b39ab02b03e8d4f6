/// One Linux input event (`struct input_event`) as `getevent` or `evemu-record` wrote it:
/// when, its type and code, its value, and the line it came from.
///
/// The format parsers live in the command-line target, not in the core: they turn a device
/// log into `backstrategies-trace/1` files once, and library users work with those files (or
/// build ``BackStrategies/Trace`` values directly); keeping them here keeps the core's public
/// surface to the trace model itself.
package struct EvdevEvent: Equatable, Sendable {
  /// Time of the event in microseconds (the kernel's `timeval`, kept whole so that a Unix time
  /// such as 1357751027.090934 loses no digit).
  package var microseconds: Int64
  /// Event type (`EV_SYN`, `EV_KEY`, `EV_ABS`, …).
  package var type: UInt16
  /// Event code within its type; `nil` for a labelled code this tool has no number for.
  package var code: UInt16?
  /// The code's name (`ABS_MT_POSITION_X`), or its numbers (`0003 0030`) when unnamed.
  package var name: String
  /// The value, as the kernel's signed 32-bit integer (`ffffffff` is −1).
  package var value: Int32
  /// The line of the file, from 1.
  package var line: Int
}
