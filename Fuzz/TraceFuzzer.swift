// The libFuzzer harness. Not part of the package's targets: scripts/fuzz.sh compiles it
// together with the library's sources and the tests' Support/RunLaws.swift and
// Support/FuzzChecks.swift, as one module, with -D BACKSTRATEGIES_FUZZ and
// -sanitize=fuzzer,address.

/// libFuzzer's entry point: one input per call. Every problem ``FuzzChecks`` finds (a broken
/// law, a failed round trip, an error message that is not one printable line) traps, which
/// libFuzzer reports as a crash and saves the input; traps and sanitizer reports inside the
/// library are caught the same way.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  // The input picks the presets it runs (FuzzChecks.PresetChoice.picked): many more
  // executions per second, every preset still reached.
  let problems = FuzzChecks.problems(with: UnsafeBufferPointer(start: data, count: size), presets: .picked)
  if !problems.isEmpty { fatalError(problems.prefix(12).joined(separator: "\n")) }
  return 0
}
