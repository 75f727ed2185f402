// The renderer's way to VoiceOver's elements: the view laid out as for its picture, then its
// tree walked (`AccessibilityCollector`).

extension Renderer {
  /// The elements VoiceOver reads in `view`, in reading order, laid out as `render` lays it
  /// out (frames in points, in the picture's coordinates).
  @MainActor
  public func accessibilityTree<V: View>(_ view: V) -> AccessibilityTree {
    prepareWithAccessibility(view).accessibility
  }

  /// `view` laid out once for both its picture (drawn later, on any thread) and its elements.
  @MainActor
  public func prepareWithAccessibility<V: View>(_ view: V)
    -> (prepared: PreparedRender, accessibility: AccessibilityTree)
  {
    DeepStack.run {
      let (engine, root) = layout(view)
      let collector = AccessibilityCollector(nodes: engine.builder.nodes,
                                             notes: engine.builder.accessibilityNotes)
      return (prepared(engine, root), collector.tree(from: root))
    }
  }
}
