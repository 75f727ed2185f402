/// A reusable change to a view, as SwiftUI's ViewModifier.
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = ViewModifierContent
  @ViewBuilder func body(content: Content) -> Body
}

/// The view a ViewModifier is applied to, inside its `body(content:)`.
public struct ViewModifierContent: PrimitiveView {
  let view: AnyView
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    view.make(builder, environment)
  }
}

/// A view with a ViewModifier applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: PrimitiveView {
  let content: Content
  let modifier: Modifier
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    resolve(modifier.body(content: ViewModifierContent(view: AnyView(content))), builder,
            environment)
  }
}

extension View {
  public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
