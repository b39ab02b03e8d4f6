extension HelpText {
  static let importing = """
    strategy-compare import: turn a touch recording into backstrategies-trace/1 traces.

    USAGE
      strategy-compare import <FILE|-> --from getevent|evemu|csv [OPTIONS] [--output FILE.jsonl]

    Writes JSON Lines, one trace per stroke (a finger's touch-down to its lift), to stdout or
    --output, and one summary line on stderr: strokes, samples, and every line skipped, with why.

    FORMATS
      getevent   Android: 'adb shell getevent -lt /dev/input/eventN' (labelled) or '-t'
                 (numeric); protocol A, protocol B and single touch; axis ranges from a
                 'getevent -lp /dev/input/eventN' header in the same file, or --raw-range.
      evemu      Linux: 'evemu-record' files (E: lines; the A: lines give the ranges). An
                 .events file saved apart from its .desc has no A: lines: join them first
                 (cat device.desc recording.events > recording.evemu) or give --raw-range.
      csv        Any columns (--columns); strokes from a stroke id column, a phase column
                 (began/moved/ended/cancelled or Android action codes 0-3), or gaps in time.
                 A header 'user,swipe,x,y,pressure,area,t_ms' (research datasets, pixels)
                 needs no option.

    OPTIONS
      --scene FILE.json      Device and stack of every trace (a backstrategies-trace/1 file;
                             its touches are ignored). Default: 390 x 844 pt, root > detail.
      --intent INTENT        The intent of every trace (back, backToRoot, stay, scroll, none).
      --name PREFIX          Name traces PREFIX-1, PREFIX-2, ... (default: the file's name;
                             'stdin' for '-', which has none), so a corpus groups them
                             ('corpus --by family').
      --screen WxH           The screen in points that raw units map to (default: the scene's).
      --raw-range XMIN:XMAX,YMIN:YMAX
                             The digitiser's axis ranges, when the file gives none.
      --scale S              CSV positions are pixels: divide by S (default for the research
                             shape: the scene's scale).
      --columns SPEC         Which CSV columns hold what, each by header name or position
                             from 1, written without spaces:
                             t=NAME[:s|ms|us],x=NAME,y=NAME [,stroke=NAME+NAME]
                             [,phase=NAME]
      --gap SECONDS          CSV without stroke or phase column: a new stroke after such a gap
                             (default \(NumberFormattingDefaults.gap)).
      --fingers all          One trace per finger; by default only the first finger of each
                             contact is kept and the others are counted.
      --whole                One trace holding every stroke of the recording.
      -o, --output FILE      Write to FILE instead of stdout, atomically.

    A recording that stops with a finger down ends that stroke at its last sample, and says so.
    Errors name the file, line and field (exit 65); nothing is written then.

    """
}

/// Defaults shown in help.
enum NumberFormattingDefaults {
  /// ``CSVRecordingReader/defaultGap`` as help shows it.
  static let gap = "\(CSVRecordingReader.defaultGap) s"
}
