import BackStrategiesImport

extension HelpText {
  /// `import`'s help after its usage: the formats and options.
  static let importing = """
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
    \(OptionHelpBlock.render(.importing))

    A recording that stops with a finger down ends that stroke at its last sample, and says so.
    Errors name the file, line and field (exit 65); nothing is written then.

    A recording over \(RecordingFile.maximumSize / (1024 * 1024)) MiB is refused: split it at line ends and import each
    part (split -l \(RecordingFile.linesPerPart) big.txt part-). A getevent part after the first has
    no -lp header: give it --raw-range. A stroke under way at a cut ends there and
    the rest of it is lost: cut between strokes where you can.

    """
}

/// Defaults shown in help.
enum NumberFormattingDefaults {
  /// ``CSVRecordingReader/defaultGap`` as help shows it.
  static let gap = "\(CSVRecordingReader.defaultGap) s"
}
