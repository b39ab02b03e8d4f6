import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import BackStrategiesSupport

/// `device.ios` in a trace file, read and written (the `--ios` option:
/// StrategyCompareCLITests/IOSOptionTests.swift).
@Suite("device.ios in trace files")
struct DeviceIOSTests: IOSReleaseTraces {
  @Test("device.ios is 18 or 26, 26 when absent; anything else names device.ios")
  func decoding() throws {
    #expect(try TraceDecoder.decodeJSON(Self.trace(ios: nil)).trace.scene.device.ios == .iOS26)
    #expect(try TraceDecoder.decodeJSON(Self.trace(ios: "18")).trace.scene.device.ios == .iOS18)
    #expect(try TraceDecoder.decodeJSON(Self.trace(ios: "26")).trace.scene.device.ios == .iOS26)
    for (value, message) in [
      ("17", "device.ios: unknown iOS release 17 (expected 18 or 26)"), ("26.5", "device.ios: unknown iOS release 26.5 (expected 18 or 26)"),
      (#""26""#, "device.ios: expected a number, found a string"),
      ("27", "device.ios: iOS 27 has shipped but is not modelled: no decompiled UIKitCore of it has been read; the model follows iOS 18 (UIKit 18.2, build 22C152) and iOS 26 (UIKit 26.1, build 23B85)"),
    ] {
      #expect(throws: TraceError.self) { try TraceDecoder.decodeJSON(Self.trace(ios: value)) }
      do {
        _ = try TraceDecoder.decodeJSON(Self.trace(ios: value))
      } catch {
        #expect(error.description == message)
      }
    }
  }

  @Test("the encoder writes device.ios and the screen switches only when they differ from the defaults, and round-trips them")
  func encoding() throws {
    var trace = try TraceDecoder.decodeJSON(Self.trace(ios: "18")).trace
    trace.scene.stack[1].contentSwipeDisabled = true
    trace.scene.stack[1].largeTitle = true
    let text = TraceEncoder.encodeJSON(trace, pretty: false)
    #expect(text.contains(#""ios":18"#) && text.contains(#""contentSwipeDisabled":true"#) && text.contains(#""largeTitle":true"#))
    #expect(try TraceDecoder.decodeJSON(text).trace == trace)
    #expect(!TraceEncoder.encodeJSON(Scenarios.tap, pretty: false).contains("ios"))
  }
}
