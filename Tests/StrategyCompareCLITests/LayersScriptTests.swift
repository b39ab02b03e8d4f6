import Foundation
import Testing

/// `scripts/check-layers.py` (run by `.ci/run`, docs/architecture.md "Targets and layers"): the
/// repository passes with the order its folders really have, and on small packages written
/// here it finds a use through an extension's member, a cycle of folders and an import
/// Package.swift does not declare.
@Suite("Layers script")
struct LayersScriptTests {
  static let root = DocOutputTests.root.path

  /// The script's status and standard output on the package in `directory` (`nil`: this repository).
  static func check(_ directory: URL? = nil) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", root + "/scripts/check-layers.py"] + (directory.map { ["--root", $0.path] } ?? [])
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: printed, as: UTF8.self))
  }

  /// A package of two targets, `Core` and `App` (which imports `Core`), in a new temporary
  /// directory, with `files` (paths under the package) added.
  static func package(_ files: [String: String]) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("check-layers-\(UUID().uuidString)")
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "Fixture",
        targets: [
          // The core imports nothing.
          .target(name: "Core"),
          .executableTarget(name: "App", dependencies: ["Core"]),
        ]
      )

      """
    let all = files.merging(["Package.swift": manifest, "Sources/App/main.swift": "import Core\n\nprint(Catalog.builtIn)\n"]) { mine, _ in mine }
    for (path, text) in all {
      let file = directory.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: file, atomically: true, encoding: .utf8)
    }
    return directory
  }

  /// `Catalog` in `Catalog/`, the extension that adds `builtIn` to it in `Strategies/`, and a
  /// user of `.builtIn` in `Corpus/`, which names no type of `Strategies/`.
  static let catalogFiles = [
    "Sources/Core/Catalog/Catalog.swift": "public struct Catalog {\n  public init() {}\n}\n",
    "Sources/Core/Strategies/BuiltIn.swift": """
      extension Catalog {
        /// The built-in catalog.
        public static let builtIn = Catalog()
      }

      """,
    "Sources/Core/Corpus/Scorer.swift": """
      /// Scores with a catalog (\"Strategies\" in a string names nothing).
      struct Scorer {
        var catalog: Catalog = .builtIn
      }

      """,
  ]

  @Test("the repository passes; Strategies comes before Comparison and Corpus, which use StrategyCatalog.builtIn")
  func repositoryPasses() throws {
    let (status, output) = try Self.check()
    #expect(status == 0, "\(output)")
    #expect(output.contains("check-layers: targets: BackStrategiesSupport < BackStrategies < "), "\(output)")
    let core = try #require(output.split(separator: "\n").first { $0.hasPrefix("check-layers: BackStrategies: ") })
    let folders = core.dropFirst("check-layers: BackStrategies: ".count).components(separatedBy: " < ")
    let strategies = try #require(folders.firstIndex(of: "Strategies"))
    #expect(strategies < (folders.firstIndex(of: "Corpus") ?? -1), "\(core)")
    #expect(strategies < (folders.firstIndex(of: "Comparison") ?? -1), "\(core)")
  }

  @Test("a folder that uses a member an extension in another folder adds depends on that folder")
  func extensionMember() throws {
    let directory = try Self.package(Self.catalogFiles)
    defer { try? FileManager.default.removeItem(at: directory) }
    let (status, output) = try Self.check(directory)
    #expect(status == 0, "\(output)")
    #expect(output.contains("check-layers: targets: Core < App\n"), "\(output)")
    #expect(output.contains("check-layers: Core: Catalog < Strategies < Corpus\n"), "\(output)")
  }

  @Test("a cycle through an extension's member fails, naming each step")
  func cycleThroughExtensionMember() throws {
    // Corpus/ names no type of Strategies/: only the member `builtInCount`, which an extension
    // in Strategies/ adds to `Int` (a type of another module).
    let directory = try Self.package([
      "Sources/Core/Catalog/Catalog.swift": "struct Catalog {\n  var count = 0\n  var scorer: Scorer?\n}\n",
      "Sources/Core/Strategies/BuiltIn.swift": "extension Int {\n  static var builtInCount: Int { Catalog().count }\n}\n",
      "Sources/Core/Corpus/Scorer.swift": "struct Scorer {\n  var count: Int = .builtInCount\n}\n",
      "Sources/App/main.swift": "import Core\n",
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let (status, output) = try Self.check(directory)
    #expect(status == 1)
    #expect(
      output.contains(
        "check-layers: error: Core: folders use each other in a cycle: Catalog uses Corpus (Scorer); "
          + "Corpus uses Strategies (Int.builtInCount); Strategies uses Catalog (Catalog)"), "\(output)")
    #expect(output.hasSuffix("check-layers: FAILED\n"), "\(output)")
  }

  @Test("an import Package.swift does not declare fails, and so does a cycle of imports")
  func undeclaredImport() throws {
    var files = Self.catalogFiles
    files["Sources/Core/Corpus/Scorer.swift"] = "import App\n\n// import Nothing (a comment imports nothing)\nstruct Scorer {}\n"
    let directory = try Self.package(files)
    defer { try? FileManager.default.removeItem(at: directory) }
    let (status, output) = try Self.check(directory)
    #expect(status == 1)
    #expect(
      output.contains(
        "check-layers: error: Sources/Core/Corpus/Scorer.swift: imports App, which Package.swift does not list among Core's dependencies"),
      "\(output)")
    #expect(output.contains("check-layers: error: targets import each other in a cycle: App imports Core"), "\(output)")
    #expect(!output.contains("Nothing"), "\(output)")
  }
}
