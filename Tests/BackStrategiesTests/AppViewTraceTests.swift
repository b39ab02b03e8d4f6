import Testing
import BackStrategiesTestSupport
@testable import BackStrategies

/// A screen's `views` in trace files (docs/trace-format.md, "App views"): decoded, encoded and
/// validated with one line naming the place at fault.
@Suite("App views in trace files")
struct AppViewTraceTests: CodableRoundTrips {
  /// A trace whose second screen has `views` (the JSON array's text).
  static func trace(views: String) -> String {
    #"{"format": "backstrategies-trace/1", "stack": [{"id": "home"}, {"id": "top", "views": \#(views)}], "touches": [{"t": 0, "x": 150, "y": 400, "phase": "began"}, {"t": 0.1, "x": 250, "y": 400, "phase": "ended"}]}"#
  }

  static let frame = #""frame": {"x": 0, "y": 100, "width": 390, "height": 600}"#

  static func failure(_ text: String) -> String? {
    do {
      _ = try TraceDecoder.decodeJSON(text)
      return nil
    } catch {
      return error.description
    }
  }

  @Test(
    "every kind decodes with its own fields and defaults, and round-trips through the encoder and Codable",
    arguments: [
      (#"{"id": "m", "kind": "pan", \#(frame)}"#, AppViewKind.pan(recognizesSimultaneously: false)),
      (#"{"id": "m", "kind": "pan", "recognizesSimultaneously": true, \#(frame)}"#, .pan(recognizesSimultaneously: true)),
      (#"{"id": "m", "kind": "touches", \#(frame)}"#, .touches),
      (#"{"id": "m", "kind": "slider", \#(frame)}"#, .slider(value: 0.5)),
      (#"{"id": "m", "kind": "slider", "value": 0.25, \#(frame)}"#, .slider(value: 0.25)),
      (#"{"id": "m", "kind": "swipe-row", \#(frame)}"#, .swipeRow(.init())),
      (#"{"id": "m", "kind": "swipe-row", "leadingActions": true, "open": "leading", \#(frame)}"#,
       .swipeRow(.init(leadingActions: true, trailingActions: true, open: .leading))),
      (#"{"id": "m", "kind": "web-view", "backHistory": 3, \#(frame)}"#, .webView(backHistory: 3)),
      (#"{"id": "m", "kind": "pager", "pages": 4, "page": 2, \#(frame)}"#, .pager(pages: 4, page: 2)),
    ])
  func decodes(view: String, kind: AppViewKind) throws {
    let decoded = try TraceDecoder.decodeJSON(Self.trace(views: "[\(view)]"))
    #expect(decoded.unknownFields.isEmpty)
    let spec = try #require(decoded.trace.scene.stack[1].views.first)
    #expect(spec.kind == kind)
    #expect(spec.frame == Rect(x: 0, y: 100, width: 390, height: 600))
    let again = try TraceDecoder.decodeJSON(TraceEncoder.encodeJSON(decoded.trace)).trace
    #expect(again == decoded.trace)
    #expect(try Self.roundTrip(decoded.trace.scene.stack[1]) == decoded.trace.scene.stack[1])
  }

  @Test(
    "bad views get one line naming the place: an unknown kind, a view off the screen, a pager without pages…",
    arguments: [
      (#"[{"id": "m", "kind": "map", \#(frame)}]"#, "stack[1].views[0].kind: unknown view kind 'map' (expected pan, touches, slider, swipe-row, web-view, pager)"),
      (#"[{"id": "m", "kind": "pan", "frame": {"x": 100, "y": 100, "width": 390, "height": 100}}]"#,
       "stack[1].views[0].frame: the view (x 100–490, y 100–200) lies outside the 390 × 844 pt screen"),
      (#"[{"id": "m", "kind": "pager", \#(frame)}]"#, "stack[1].views[0].pages: a pager needs its number of pages (1 or more)"),
      (#"[{"id": "m", "kind": "pager", "pages": 0, \#(frame)}]"#, "stack[1].views[0].pages: a pager needs at least one page (got 0)"),
      (#"[{"id": "m", "kind": "pager", "pages": 3, "page": 3, \#(frame)}]"#, "stack[1].views[0].page: must be between 0 and 2, the pager's last page (got 3)"),
      (#"[{"id": "m", "kind": "pan", "value": 0.5, \#(frame)}]"#, "stack[1].views[0].value: applies to a view of kind slider, not 'pan'"),
      (#"[{"id": "m", "kind": "slider", "value": 1.5, \#(frame)}]"#, "stack[1].views[0].value: must be between 0 and 1 (got 1.5)"),
      (#"[{"id": "m", "kind": "swipe-row", "open": "leading", \#(frame)}]"#, "stack[1].views[0].open: the row shows its leading actions open, but it has none on that side"),
      (#"[{"id": "m", "kind": "swipe-row", "open": "up", \#(frame)}]"#, "stack[1].views[0].open: unknown side 'up' (expected leading or trailing)"),
      (#"[{"id": "m", "kind": "swipe-row", "trailingActions": false, \#(frame)}]"#, "stack[1].views[0].trailingActions: a swipe row needs actions on at least one side"),
      (#"[{"id": "m", "kind": "web-view", "backHistory": 1.5, \#(frame)}]"#, "stack[1].views[0].backHistory: must be a whole number (got 1.5)"),
      (#"[{"id": "m", "kind": "pager", "pages": 1e19, \#(frame)}]"#, "stack[1].views[0].pages: must be between -10000000 and 10000000 (got 1e+19)"),
      (#"[{"id": "m", "kind": "web-view", "backHistory": -1, \#(frame)}]"#, "stack[1].views[0].backHistory: must not be negative (got -1)"),
      (#"[{"id": "m", "kind": "pan", \#(frame)}, {"id": "m", "kind": "touches", \#(frame)}]"#, "stack[1].views[1].id: duplicate view id 'm' (also views[0])"),
      (#"[{"id": "m", "kind": "pan", "frame": {"x": 0, "y": 100, "width": 0, "height": 10}}]"#, "stack[1].views[0].frame.width: must be greater than zero"),
      (#"[{"id": "m", "frame": {"x": 0, "y": 100, "width": 10, "height": 10}}]"#, "stack[1].views[0]: missing required field 'kind'"),
    ])
  func rejects(views: String, message: String) throws {
    let error = try #require(Self.failure(Self.trace(views: views)))
    #expect(error == message)
  }
}
