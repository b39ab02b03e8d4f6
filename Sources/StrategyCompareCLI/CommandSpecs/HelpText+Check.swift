extension HelpText {
  static let check = """
    Reads observations, one backstrategies-observation/1 object a line (docs/trace-format.md,
    "Observations"): a gesture (a built-in scenario or probe, or a trace), the device it ran
    on (model, width, iOS release, simulator, touch rate) and what a UI test saw: popped or
    stayed. Each is replayed through UIKit as it ships (system-edge:shipped) on the release
    it was observed on, at the observed width and touch rate (the trace is resampled when
    its own rate differs), under the default readings and under each other reading of each
    open choice the trace asks, one at a time. A pop is popped; a cancel or nothing is
    stayed.

    Prints the plain model's agreement, then per choice and reading how many observations
    agree (k of n, with a 95 % Wilson interval) and the ones it gets wrong, by line. An
    observation from a release the model does not cover (iOS 27) is scored only against a
    reading made for it (release-procedure: fitted-ios27), never as iOS 26. Exits 0 when it
    ran, whatever the agreement; 65 with FILE:LINE: FIELD for a bad line.

    OPTIONS
    \(OptionHelpBlock.render(.check))

      strategy-compare check docs/examples/observations-public.jsonl

    Collect your own on a simulator or phone in 15 minutes: docs/device-check.md.

    """
}
