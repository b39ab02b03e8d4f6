extension HelpText {
  static let recorder = """
    Writes one self-contained HTML page (inline script and style, no network requests) to
    standard output, or to FILE with --output. Open it on an iPhone from any web server, add
    it to the Home Screen, and swipe on its mock navigation screen: each stroke of the first
    finger becomes one backstrategies-trace/1 trace with its intent, the device read from
    the page and the scene chosen on it. Export them as a JSON Lines corpus or one JSON trace
    (download, copy, or share), then:

      strategy-compare corpus recording.jsonl
      strategy-compare run recorded-001.json

    Nothing leaves the phone unless you export it. Step by step: docs/recording-iphone.md.

    """
}
