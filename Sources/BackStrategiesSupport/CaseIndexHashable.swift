/// An enum with raw values that hashes its case, not its raw value.
///
/// The standard library hashes a raw-valued enum through its raw value: for a `String` raw
/// value, the whole string every time. A conforming enum names each case's position instead
/// (``caseIndex``) and gets a ``hash(into:)`` that combines only that number. Equality is
/// unchanged, and equal values still hash equally, because each case has one index.
///
/// ```swift
/// enum Side: String, CaseIndexHashable {
///   case leading = "leading-edge"
///   case trailing = "trailing-edge"
///
///   var caseIndex: Int {
///     switch self {
///     case .leading: 0
///     case .trailing: 1
///     }
///   }
/// }
/// ```
///
/// Give every case its own index (its position in declaration order is the natural choice):
/// two cases sharing one still compare unequal, but collide in every set and dictionary.
public protocol CaseIndexHashable: Hashable {
  /// The case's own number, different for every case; its position in declaration order.
  var caseIndex: Int { get }
}

extension CaseIndexHashable where Self: RawRepresentable, Self.RawValue: Hashable {
  // Constrained like the standard library's raw-value hashing, and so chosen over it.
  /// Hashes the case's ``CaseIndexHashable/caseIndex``, not its raw value.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(caseIndex)
  }
}
