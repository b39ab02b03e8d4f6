/// A back recogniser's failure kept as a run's possible reason (``RunFindings/firstRefusal``):
/// the recogniser and the words of why it failed, put together as "id: why" only when the
/// reason is read (``explanation``). Kept apart, not as one ``Explanation`` whose closure
/// captures both: that closure is an allocation in every run where a back recogniser fails,
/// and a corpus reads none of them.
struct RecognizerRefusal: Sendable {
  /// The recogniser that failed.
  let recognizer: RecognizerID
  /// Why it failed, worded when called.
  let why: @Sendable () -> String

  /// The reason as a run reports it: "id: why".
  var explanation: Explanation {
    let (recognizer, why) = (recognizer, why)
    return Explanation { "\(recognizer): \(why())" }
  }
}
