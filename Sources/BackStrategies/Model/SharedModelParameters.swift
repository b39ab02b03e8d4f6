/// One run's ``ModelParameters``, held once and shared by reference.
///
/// The parameters are about 580 bytes of numbers and choices, and every part of a run reads
/// them: the simulation, its navigation model, the strategy's context and every scroll view.
/// Each used to hold a copy of its own, so that starting a run copied them four times and more (and destroying it released each copy's contents again). Now
/// the run copies them once, into this box, and every part holds the box: a pointer and a
/// reference count. The parameters never change during a run, so sharing them cannot change a
/// result (docs/performance.md, "Why the code is shaped this way").
final class SharedModelParameters: Sendable {
  /// The parameters.
  let value: ModelParameters

  /// Holds `value`.
  init(_ value: ModelParameters) {
    self.value = value
  }
}
