// PlaceholderContentView: a view standing for the view a modifier was applied to, inside the
// views made from it (`.phaseAnimator { content, phase in content.scaleEffect(...) }`, a
// transition's body, `.animation(_:body:)`). It draws that view, as SwiftUI's does.

/// The view a modifier was applied to, as a placeholder in the views made from it.
public struct PlaceholderContentView<Value>: PrimitiveView {
  /// The view it stands for; nil where it stands for nothing drawn (an accessibility label
  /// made from the view's own).
  let content: AnyView?

  init(_ content: AnyView?) { self.content = content }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    content?.make(builder, environment) ?? []
  }
}

extension PlaceholderContentView: TraitCarrying {
  var viewTraits: ViewTraits { content?.traits ?? ViewTraits() }
}

extension View {
  /// This view as the placeholder content of the views made from it.
  var placeholder: PlaceholderContentView<Self> { PlaceholderContentView(AnyView(self)) }
}
