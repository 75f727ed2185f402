// Shapes combined as their paths are (iOS 17): `Circle().union(Rectangle())`,
// `.intersection`, `.subtracting`, `.symmetricDifference`, `.lineIntersection`,
// `.lineSubtraction`. Rule: the result's path, in a rectangle, is Path's boolean operation of
// the two shapes' paths in it (see Path+Boolean.swift), drawn from that path as a shape of
// your own: filled by the non-zero rule, stroked along it.

/// Two shapes' paths combined by one of Path's boolean operations.
public struct _CombinedShape<A: Shape, B: Shape>: Shape {
  /// Which of Path's operations combines the two paths.
  enum Operation: Sendable {
    case intersection, union, subtracting, symmetricDifference
    case lineIntersection, lineSubtraction
  }

  // Nonisolated: a shape's animatable data is read and written outside the main actor.
  nonisolated(unsafe) var first: A
  nonisolated(unsafe) var second: B
  let operation: Operation
  let eoFill: Bool

  init(_ first: A, _ second: B, _ operation: Operation, eoFill: Bool) {
    self.first = first
    self.second = second
    self.operation = operation
    self.eoFill = eoFill
  }

  public func path(in rect: CGRect) -> Path {
    let a = first.path(in: rect), b = second.path(in: rect)
    switch operation {
    case .intersection: return a.intersection(b, eoFill: eoFill)
    case .union: return a.union(b, eoFill: eoFill)
    case .subtracting: return a.subtracting(b, eoFill: eoFill)
    case .symmetricDifference: return a.symmetricDifference(b, eoFill: eoFill)
    case .lineIntersection: return a.lineIntersection(b, eoFill: eoFill)
    case .lineSubtraction: return a.lineSubtraction(b, eoFill: eoFill)
    }
  }

  public typealias AnimatableData = AnimatablePair<A.AnimatableData, B.AnimatableData>
  nonisolated public var animatableData: AnimatableData {
    get { AnimatablePair(first.animatableData, second.animatableData) }
    set {
      first.animatableData = newValue.first
      second.animatableData = newValue.second
    }
  }
}

extension Shape {
  /// What both shapes' fills cover.
  public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    _CombinedShape(self, other, .intersection, eoFill: eoFill)
  }

  /// What either shape's fill covers.
  public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    _CombinedShape(self, other, .union, eoFill: eoFill)
  }

  /// What this shape's fill covers and `other`'s does not.
  public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    _CombinedShape(self, other, .subtracting, eoFill: eoFill)
  }

  /// What exactly one of the two fills covers.
  public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    _CombinedShape(self, other, .symmetricDifference, eoFill: eoFill)
  }

  /// This shape's lines where they run inside `other`'s fill.
  public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    _CombinedShape(self, other, .lineIntersection, eoFill: eoFill)
  }

  /// This shape's lines where they run outside `other`'s fill.
  public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    _CombinedShape(self, other, .lineSubtraction, eoFill: eoFill)
  }
}
