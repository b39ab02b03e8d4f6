import BackStrategies
import Foundation
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// The reference row of `bench`: Foundation's `JSONDecoder` decoding the workload's JSON
/// documents into plain `Codable` structs shaped like `backstrategies-trace/1`, measured in
/// the same run on the same bytes as the project's decoder.
///
/// It does less than ``TraceDecoder``: no validation, no unknown-field report, no error
/// places; defaults are left as `nil`. It lives in the command line only (the core imports
/// no Foundation).
enum FoundationReference {
  struct TraceDocument: Decodable {
    var format: String
    var name: String?
    var summary: String?
    var intent: Intent?
    var device: DeviceDocument?
    var stack: [ScreenDocument]
    var touches: [TouchDocument]
  }

  struct DeviceDocument: Decodable {
    var width: Double?
    var height: Double?
    var scale: Double?
    var refreshRate: Double?
    var layoutDirection: InterfaceLayoutDirection?
    var safeArea: InsetsDocument?
  }

  struct InsetsDocument: Decodable {
    var top: Double?
    var left: Double?
    var bottom: Double?
    var right: Double?
  }

  struct ScreenDocument: Decodable {
    var id: String
    var backButton: BackButtonStyle?
    var backGestureDisabled: Bool?
    var navigationBarHidden: Bool?
    var scrollViews: [ScrollViewDocument]?
  }

  struct ScrollViewDocument: Decodable {
    var id: String
    var frame: RectDocument
    var contentSize: SizeDocument
    var contentOffset: PointDocument?
    var bounces: Bool?
  }

  struct RectDocument: Decodable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
  }

  struct SizeDocument: Decodable {
    var width: Double
    var height: Double
  }

  struct PointDocument: Decodable {
    var x: Double?
    var y: Double?
  }

  struct TouchDocument: Decodable {
    var t: Double
    var x: Double
    var y: Double
    var phase: TouchPhase
  }

  /// Decodes every document with one `JSONDecoder`; returns the number of samples read
  /// (a checksum; a document that fails counts nothing).
  static func decode(_ documents: [Data], with decoder: JSONDecoder) -> Int {
    documents.reduce(0) { total, data in
      total + ((try? decoder.decode(TraceDocument.self, from: data))?.touches.count ?? 0)
    }
  }
}
