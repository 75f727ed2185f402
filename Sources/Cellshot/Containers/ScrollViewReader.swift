/// Scrolls to views by id when asked; a picture shows the scroll view where it starts.
public struct ScrollViewProxy: Sendable {
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Gives its content a proxy to scroll with (`proxy.scrollTo(id)`), which a picture ignores.
public struct ScrollViewReader<Content: View>: PrimitiveView {
  /// Builds the content from the proxy.
  public var content: (ScrollViewProxy) -> Content

  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    resolve(content(ScrollViewProxy()), builder, environment)
  }
}
