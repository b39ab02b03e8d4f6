/// The part of a command's help an option's entry is listed in.
enum OptionHelpSection: Sendable, Equatable {
  /// `OPTIONS`.
  case options
  /// `INPUT` (`corpus`: where the traces come from).
  case input
  /// `SPLIT AND MERGE` (`corpus --shard`, `--emit-scores`).
  case splitAndMerge
  /// `ADVICE PER SCREEN` (`recommend --screen`).
  case screenAdvice
}
