/// Where a toolbar item goes; every placement is drawn at the bar's trailing top.
public enum ToolbarItemPlacement: Sendable {
  case navigationBarTrailing, navigationBarLeading, automatic, primaryAction, topBarTrailing
  case topBarLeading, bottomBar, cancellationAction, confirmationAction, destructiveAction
  case principal, keyboard, status, secondaryAction, navigation
}

/// One item of a toolbar.
public struct ToolbarItem<Content: View>: PrimitiveView {
  let content: Content
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    resolve(content, builder, environment)
  }
}

/// Several toolbar items in one placement.
public struct ToolbarItemGroup<Content: View>: PrimitiveView {
  let content: Content
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    resolve(content, builder, environment)
  }
}
