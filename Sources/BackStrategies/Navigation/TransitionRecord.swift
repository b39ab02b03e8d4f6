/// One navigation transition of a run: what it was and when it began, was decided and settled.
public struct TransitionRecord: Hashable, Sendable, Codable {
  /// Pop or pop-to-root.
  public var kind: TransitionKind
  /// Whether a finger drove it.
  public var interactive: Bool
  /// How it ended (`stuck` if it never did).
  public var result: TransitionResult
  /// When it began, in seconds.
  public var began: Double
  /// When it was told to finish or cancel (the release), if it was.
  public var decided: Double?
  /// When its animation ended, if it did.
  public var settled: Double?
  /// The recogniser whose gesture began it (or, after a swipe caught it, drove it last), if one did.
  public var drivenBy: DrivenBy?

  /// Creates a record.
  public init(
    kind: TransitionKind, interactive: Bool, result: TransitionResult, began: Double, decided: Double?, settled: Double?,
    drivenBy: DrivenBy? = nil
  ) {
    self.drivenBy = drivenBy
    self.kind = kind
    self.interactive = interactive
    self.result = result
    self.began = began
    self.decided = decided
    self.settled = settled
  }
}
