/// The event types and codes of `linux/input-event-codes.h` that touch recordings use, with
/// their names as `getevent -l` and evemu print them.
package enum EvdevCodes {
  /// `EV_SYN`: frame markers.
  package static let synType: UInt16 = 0x00
  /// `EV_KEY`: buttons, `BTN_TOUCH` among them.
  package static let keyType: UInt16 = 0x01
  /// `EV_ABS`: absolute axes (positions, slots, tracking ids).
  package static let absType: UInt16 = 0x03

  /// `SYN_REPORT`: the end of one frame of events.
  package static let synReport: UInt16 = 0x00
  /// `SYN_MT_REPORT`: the end of one contact's data in multi-touch protocol A.
  package static let synMTReport: UInt16 = 0x02
  /// `SYN_DROPPED`: the kernel's buffer overran; events up to the next `SYN_REPORT` are lost.
  package static let synDropped: UInt16 = 0x03
  /// `BTN_TOUCH`: the surface is touched (1) or not (0).
  package static let btnTouch: UInt16 = 0x14a
  /// `ABS_X`, `ABS_Y`: the single-touch position.
  package static let absX: UInt16 = 0x00
  /// See ``absX``.
  package static let absY: UInt16 = 0x01
  /// `ABS_MT_SLOT`: protocol B's current slot.
  package static let absMTSlot: UInt16 = 0x2f
  /// `ABS_MT_POSITION_X`, `ABS_MT_POSITION_Y`: a contact's position.
  package static let absMTPositionX: UInt16 = 0x35
  /// See ``absMTPositionX``.
  package static let absMTPositionY: UInt16 = 0x36
  /// `ABS_MT_TRACKING_ID`: a contact's identity; −1 lifts it (protocol B).
  package static let absMTTrackingID: UInt16 = 0x39

  /// Names of the types.
  package static let typeNames: [UInt16: String] = [
    0x00: "EV_SYN", 0x01: "EV_KEY", 0x02: "EV_REL", 0x03: "EV_ABS", 0x04: "EV_MSC", 0x05: "EV_SW", 0x11: "EV_LED",
    0x12: "EV_SND", 0x14: "EV_REP", 0x15: "EV_FF", 0x16: "EV_PWR", 0x17: "EV_FF_STATUS",
  ]

  /// Names of the codes, by type: every `SYN_*` and `ABS_*` code, and the touch buttons.
  package static let codeNames: [UInt16: [UInt16: String]] = [
    synType: [0x00: "SYN_REPORT", 0x01: "SYN_CONFIG", 0x02: "SYN_MT_REPORT", 0x03: "SYN_DROPPED"],
    keyType: [
      0x140: "BTN_TOOL_PEN", 0x145: "BTN_TOOL_FINGER", 0x14a: "BTN_TOUCH", 0x14d: "BTN_TOOL_DOUBLETAP",
      0x14e: "BTN_TOOL_TRIPLETAP", 0x14f: "BTN_TOOL_QUADTAP", 0x148: "BTN_TOOL_QUINTTAP", 0x110: "BTN_LEFT",
    ],
    absType: [
      0x00: "ABS_X", 0x01: "ABS_Y", 0x02: "ABS_Z", 0x18: "ABS_PRESSURE", 0x19: "ABS_DISTANCE", 0x1a: "ABS_TILT_X",
      0x1b: "ABS_TILT_Y", 0x1c: "ABS_TOOL_WIDTH", 0x28: "ABS_MISC", 0x2f: "ABS_MT_SLOT", 0x30: "ABS_MT_TOUCH_MAJOR",
      0x31: "ABS_MT_TOUCH_MINOR", 0x32: "ABS_MT_WIDTH_MAJOR", 0x33: "ABS_MT_WIDTH_MINOR", 0x34: "ABS_MT_ORIENTATION",
      0x35: "ABS_MT_POSITION_X", 0x36: "ABS_MT_POSITION_Y", 0x37: "ABS_MT_TOOL_TYPE", 0x38: "ABS_MT_BLOB_ID",
      0x39: "ABS_MT_TRACKING_ID", 0x3a: "ABS_MT_PRESSURE", 0x3b: "ABS_MT_DISTANCE", 0x3c: "ABS_MT_TOOL_X",
      0x3d: "ABS_MT_TOOL_Y",
    ],
  ]

  /// The type named `name` (`EV_ABS`).
  package static func type(named name: String) -> UInt16? {
    typeNames.first { $0.value == name }?.key
  }

  /// The code named `name` within `type`, when this table knows it.
  package static func code(named name: String, type: UInt16) -> UInt16? {
    codeNames[type]?.first { $0.value == name }?.key
  }

  /// The name of `code` within `type`: `ABS_MT_POSITION_X`, or its numbers (`0003 0030`).
  package static func name(type: UInt16, code: UInt16) -> String {
    if let name = codeNames[type]?[code] { return name }
    return hex4(type) + " " + hex4(code)
  }

  /// `value` as four lowercase hexadecimal digits.
  package static func hex4(_ value: UInt16) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
