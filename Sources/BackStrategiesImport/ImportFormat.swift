/// The recording formats `strategy-compare import --from` reads.
public enum ImportFormat: String, Sendable, Equatable, CaseIterable {
  /// Android's `adb shell getevent -lt` (or `-t`) output, with an optional `-lp` header.
  case getevent
  /// Linux `evemu-record` files.
  case evemu
  /// CSV exports of test rigs and research datasets.
  case csv
}
