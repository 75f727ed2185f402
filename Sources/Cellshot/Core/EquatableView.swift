// `EquatableView`: SwiftUI compares a view with its previous value to skip redrawing it; a
// picture is drawn once, so it is its content, drawn as it is.

/// A view that SwiftUI redraws only when it is not equal to its previous value.
public struct EquatableView<Content: Equatable & View>: PrimitiveView {
  public var content: Content
  public init(content: Content) { self.content = content }
  public typealias Body = Never

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    resolve(content, builder, environment)
  }
}

extension View where Self: Equatable {
  /// The view, redrawn only when it changes.
  public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
