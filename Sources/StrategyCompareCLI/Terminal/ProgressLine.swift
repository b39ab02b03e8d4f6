import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The progress line of long corpus runs: traces done, rate and time left, redrawn in place
/// on standard error, and only when standard error is a terminal (`isatty(2)`), so logs and
/// pipes never see it.
final class ProgressLine {
  /// Whether anything is drawn.
  let isEnabled: Bool
  /// The run's start.
  let started = ContinuousClock.now
  private var drawn = false

  /// Least time between two redraws, in seconds (a terminal need not redraw faster).
  static let redrawInterval = 0.1
  private var lastDraw: ContinuousClock.Instant?

  /// Set while another progress line owns standard error (`bench`, whose corpus sections
  /// score through the corpus pipeline): a progress line made meanwhile draws nothing.
  @TaskLocal static var isMuted = false

  /// A progress line, drawn only if standard error is a terminal and no other line owns it
  /// (``isMuted``), unless `enabled` says otherwise.
  init(enabled: Bool = isatty(STDERR_FILENO) == 1 && !ProgressLine.isMuted) {
    isEnabled = enabled
  }

  /// Redraws: `1280 / 2000 traces  412 traces/s  ETA 2 s`. `fraction` is the share done when the total
  /// is unknown but the bytes read are (files).
  func update(done: Int, total: Int?, fraction: Double? = nil) {
    guard isEnabled else { return }
    let now = ContinuousClock.now
    if let lastDraw, seconds(now - lastDraw) < Self.redrawInterval, total.map({ done < $0 }) ?? true { return }
    lastDraw = now
    let elapsed = seconds(now - started)
    let rate = elapsed > 0 ? Double(done) / elapsed : 0
    var text = total.map { "\(done) / \($0) traces" } ?? "\(done) traces"
    text += "  \(Int(rate.rounded())) traces/s"
    let share = total.map { $0 > 0 ? Double(done) / Double($0) : 1 } ?? fraction
    if let share, share > 0, share < 1 {
      let remaining = elapsed * (1 - share) / share
      text += "  ETA \(Int(remaining.rounded(.up))) s"
    }
    write("\r\u{1B}[2K" + text)
    drawn = true
  }

  /// Redraws the line as `text` (a command's own wording: `bench`'s sections), at most every
  /// ``redrawInterval`` unless `force`.
  func show(_ text: String, force: Bool = false) {
    guard isEnabled else { return }
    let now = ContinuousClock.now
    if !force, let lastDraw, seconds(now - lastDraw) < Self.redrawInterval { return }
    lastDraw = now
    write("\r\u{1B}[2K" + text)
    drawn = true
  }

  /// Seconds since the run's start.
  var elapsedSeconds: Double { seconds(ContinuousClock.now - started) }

  /// Erases the line.
  func finish() {
    guard isEnabled, drawn else { return }
    write("\r\u{1B}[2K")
  }

  private func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  private func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / Self.attosecondsPerSecond
  }

  /// 10¹⁸: `Duration` counts its fraction of a second in attoseconds.
  static let attosecondsPerSecond = 1e18
}
