// Resolving: the first stage.
//
// Takes a view tree (values of types conforming to `View`); gives an arena of layout nodes in a
// `NodeBuilder`. A primitive view (Text, a shape, a stack, a modifier) adds its own nodes in
// `_makeNodes`; any other view resolves its `body`, with its state restored and the
// environment handed down. Colours are resolved here, in the environment's appearance.
// Resolving lays nothing out and draws nothing.

/// A piece of user interface, as in SwiftUI: a value whose `body` is made of other views.
///
/// Views that draw or lay out something themselves (Text, shapes, stacks, modifiers) are
/// primitives: their `Body` is `Never`, and they turn into layout nodes directly.
@MainActor @preconcurrency
public protocol View: SendableMetatype {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }

  /// Adds the view's layout nodes to `builder`: a primitive makes its own, any other view
  /// resolves its body. Not for use outside Cellshot; views never implement it themselves.
  func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID]
}

extension View {
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    guard builder.descend() else { return [] }
    defer { builder.depth -= 1 }
    builder.states.restore(self, environment)
    return body._makeNodes(builder, environment)
  }
}

extension Never: View {
  // Nonisolated: Never is also a gesture, keyframes, table rows, rotor entries and a row
  // modifier, whose bodies are.
  nonisolated public var body: Never { fatalError("Never has no body") }
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    []
  }
}

/// A view that makes layout nodes itself (`_makeNodes`) instead of having a body: none, one,
/// or several for views that are lists, such as ForEach or Group.
protocol PrimitiveView: View where Body == Never {}

extension PrimitiveView {
  public var body: Never { fatalError("\(Self.self) is a primitive view") }
}

/// Resolves any view to nodes: a primitive makes its own, any other view resolves its body.
@MainActor @inline(__always)
func resolve<V: View>(_ view: V, _ builder: NodeBuilder, _ environment: EnvironmentValues)
  -> [NodeID]
{
  guard builder.descend() else { return [] }
  defer { builder.depth -= 1 }
  return view._makeNodes(builder, environment)
}
