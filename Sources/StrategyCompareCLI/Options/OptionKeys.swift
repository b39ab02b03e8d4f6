import BackStrategies
import BackStrategiesReport
import BackStrategiesImport

/// The options whose values commands read back, each with the type its check in
/// ``OptionCatalog`` makes (``OptionConversions``; text as given when it has no check). Flags
/// are read with ``ParsedOptions/has(_:)`` and need no key.
enum OptionKeys {
  /// `--format`: ``OptionConversions/format(_:_:)``.
  static let format = OptionKey<OutputFormat>(OptionCatalog.format)
  /// `--model`: ``OptionConversions/model(_:_:)``.
  static let model = OptionKey<ModelParameters>(OptionCatalog.model)
  /// `--intent`: ``OptionConversions/intent(_:_:)``.
  static let intent = OptionKey<Intent>(OptionCatalog.intent)
  /// `--scene FILE.json`, as given.
  static let scene = OptionKey<String>(OptionCatalog.scene)
  /// `-s`, `--strategies LIST`, as given (a list: read with ``ParsedOptions/text(_:)``).
  static let strategies = OptionKey<String>(OptionCatalog.strategies)
  /// `--ios 18|26|18,26`, as given (a list: read with ``ParsedOptions/text(_:)``).
  static let ios = OptionKey<String>(OptionCatalog.ios)
  /// `--memory-probe N`, as given.
  static let memoryProbe = OptionKey<String>(OptionCatalog.memoryProbe)
  /// `--only LIST`, as given (a list: read with ``ParsedOptions/text(_:)``).
  static let only = OptionKey<String>(OptionCatalog.only)
  /// `--baseline PATH`, as given.
  static let baseline = OptionKey<String>(OptionCatalog.baseline)
  /// `--generate N`: ``OptionConversions/generated(_:_:)``.
  static let generate = OptionKey<Int>(OptionCatalog.generate)
  /// `--seed S`: ``OptionConversions/seed(_:_:)``.
  static let seed = OptionKey<UInt64>(OptionCatalog.seed)
  /// `--families LIST`: ``OptionConversions/families(_:_:)``, one array per occurrence.
  static let families = OptionKey<[GestureFamily]>(OptionCatalog.families)
  /// `--emit FILE.jsonl`: ``OptionConversions/sideFile(_:_:)``.
  static let emit = OptionKey<String>(OptionCatalog.emit)
  /// `--corpus FILE` of `recommend`, as given.
  static let corpus = OptionKey<String>(OptionCatalog.corpus)
  /// `--needs LIST`: ``OptionConversions/needs(_:_:)``, one array per occurrence.
  static let needs = OptionKey<[Need]>(OptionCatalog.needs)
  /// `--allow LIST`: ``OptionConversions/allowances(_:_:)``, one array per occurrence.
  static let allow = OptionKey<[Recommendation.Allowance]>(OptionCatalog.allow)
  /// `-j`, `--jobs N`: ``OptionConversions/jobs(_:_:)``.
  static let jobs = OptionKey<Int>(OptionCatalog.jobs)
  /// `--shard K/N`: ``OptionConversions/shard(_:_:)``.
  static let shard = OptionKey<CorpusShard>(OptionCatalog.shard)
  /// `--emit-scores PART.json`: ``OptionConversions/sideFile(_:_:)``.
  static let emitScores = OptionKey<String>(OptionCatalog.emitScores)
  /// `--screen KIND|FILE` of `recommend`, as given (resolved when it runs).
  static let recommendScreen = OptionKey<String>(OptionCatalog.screen)
  /// `--screen WxH` of `import`: ``OptionConversions/screen(_:_:)``.
  static let importScreen = OptionKey<Size>(OptionCatalog.screen)
  /// `--from FORMAT` of `import`: ``OptionConversions/importFormat(_:_:)``.
  static let from = OptionKey<ImportFormat>(OptionCatalog.from)
  /// `--name PREFIX`: ``OptionConversions/tracePrefix(_:_:)``.
  static let name = OptionKey<String>(OptionCatalog.name)
  /// `--raw-range`: ``OptionConversions/rawRange(_:_:)``.
  static let rawRange = OptionKey<AxisRanges>(OptionCatalog.rawRange)
  /// `--scale S`: ``OptionConversions/scale(_:_:)``.
  static let scale = OptionKey<Double>(OptionCatalog.scale)
  /// `--columns SPEC`: ``OptionConversions/columns(_:_:)``.
  static let columns = OptionKey<CSVColumns>(OptionCatalog.columns)
  /// `--gap SECONDS`: ``OptionConversions/gap(_:_:)``.
  static let gap = OptionKey<Double>(OptionCatalog.gap)
  /// `--fingers all|first`: ``OptionConversions/fingers(_:_:)``, whether every finger is kept.
  static let fingers = OptionKey<Bool>(OptionCatalog.fingers)
  /// `--choice NAME` of `probes`, as given (checked by ``ProbesCommand/build(_:)``).
  static let choice = OptionKey<String>(OptionCatalog.choice)

  /// `--to TOOL` of `export`: ``OptionConversions/exportTarget(_:_:)``.
  static let to = OptionKey<ExportTarget>(OptionCatalog.to)
  /// `--top-id ID` of `export`, as given.
  static let topID = OptionKey<String>(OptionCatalog.topID)
  /// `--previous-id ID` of `export`, as given.
  static let previousID = OptionKey<String>(OptionCatalog.previousID)
  /// `--app-id ID` of `export`, as given.
  static let appID = OptionKey<String>(OptionCatalog.appID)

  /// `--framework NAME` of `recommend`: ``OptionConversions/framework(_:_:)``.
  static let framework = OptionKey<StrategyFacts.Framework>(OptionCatalog.framework)

  /// Every key, in catalog order (`--screen` has one per command that reads it).
  static let all: [any TypedOptionKey] = [
    strategies, memoryProbe, generate, families, corpus, needs, seed, emit, format, allow, jobs, scene, intent, model, only,
    baseline, ios, shard, emitScores, from, name, recommendScreen, importScreen, rawRange, scale, columns, gap, fingers,
    to, topID, previousID, appID, choice, framework,
  ]
}
