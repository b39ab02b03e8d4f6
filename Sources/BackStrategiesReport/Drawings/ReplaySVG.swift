import BackStrategies
import BackStrategiesSupport

/// A comparison's animated replay as one standalone SVG file: the trace's title and facts,
/// the replay (`Replay`, in SMIL: it plays on load in a browser, alone or in an `<img>`, and
/// loops), and each strategy's filmstrip under it. A reader who asks for reduced motion sees
/// the filmstrips in the replay's place.
///
///     let comparison = Comparison(trace: Scenarios.edgeSwipePastHalf,
///                                 selections: StrategyCatalog.builtIn.defaultSelections,
///                                 options: RunOptions(recordTimeline: true))
///     let svg = ReplaySVG.render(comparison)   // the text of a .svg file
///
/// The teaching pages show one each (`strategy-compare docs`); `run --format svg` writes the
/// whole report with the same replay on top (``ReportSVG``). The same input gives the same bytes.
public enum ReplaySVG {
  /// The SVG file's text, ending in a newline.
  public static func render(_ comparison: Comparison, parameters: ModelParameters = .uikit26) -> String {
    let figures = ComparisonFigures(comparison, parameters: parameters)
    let replay = Replay(comparison, parameters: parameters).figure(mode: .smil)
    let figure = ReportSVG.figure(figures, replay: replay, overview: false)
    return SVGDocument(figure, extraStyle: ReportStyleSheet.replayDocument(stillsShift: ReportSVG.replayShift(replay))).rendered()
  }
}
