/// A view wrapped in one layout node (a frame, padding, a clip, ...), with optional secondary
/// views (a background's or an overlay's).
///
/// Nonisolated (made anywhere, resolved on the main actor): the modifiers iOS declares
/// nonisolated (`onPreferenceChange`) make one from a nonisolated helper of the app's own.
nonisolated struct LayoutModifier<Content: View>: PrimitiveView {
  let content: Content
  let kind: NodeKind
  let name: String
  var secondaries: [AnyView] = []

  /// A modifier on content that stands for several views (a `Group`, a `ForEach`, a body of
  /// several views) applies to each of them, as in SwiftUI: each gets its own node.
  @MainActor
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let contentNodes = resolve(content, builder, environment)
    var env = environment
    env.stackAxis = nil
    let targets = contentNodes.isEmpty ? [builder.single(contentNodes)] : contentNodes
    return targets.map { node in
      var children = [node]
      for view in secondaries {
        let nodes = view.make(builder, env)
        if !nodes.isEmpty { children.append(builder.single(nodes)) }
      }
      return builder.add(kind, children, name: name)
    }
  }
}

/// A view resolved with changed environment values. Nonisolated, as `LayoutModifier`
/// (`textRenderer(_:)` is made from a nonisolated helper of the app's own).
nonisolated struct EnvironmentModifier<Content: View>: PrimitiveView {
  let content: Content
  let change: (inout EnvironmentValues) -> Void

  @MainActor
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    var env = environment
    change(&env)
    let ids = resolve(content, builder, env)
    // A change of layout direction mirrors what is inside.
    guard env.layoutDirection != environment.layoutDirection else { return ids }
    let direction = env.layoutDirection == .rightToLeft ? "rightToLeft" : "leftToRight"
    return [builder.add(.layoutDirection(env.layoutDirection), [builder.single(ids)],
                        name: ".environment(\\.layoutDirection, .\(direction))")]
  }
}

@MainActor extension EnvironmentModifier: SectionModifier {
  var modifiedView: any View { content }
  func applied(to part: AnyView, as kind: SectionPartKind) -> AnyView {
    AnyView(EnvironmentModifier<AnyView>(content: part, change: change))
  }
  func innerScope(_ scope: ContentScope?) -> ContentScope? { scope?.changed(change) }
}
