@testable import Cellshot
import CellshotTesting
import Testing

/// The top bar's metrics on an iPhone 13 (390x844, 47 points of status bar), as iOS 17 and 18
/// draw them: an empty inline bar without a title, the inline title in the middle of 44
/// points.
@MainActor @Suite struct NavigationBarTests {
  /// The navigation node's bar and content frames, and the engine that laid them out.
  @MainActor struct Bar {
    let engine: LayoutEngine
    let bar: CGRect
    let content: CGRect

    /// The first text node showing `string`, and its frame.
    func text(_ string: String) -> (id: NodeID, frame: CGRect)? {
      for (id, node) in engine.builder.nodes.enumerated() {
        if case .text(let text) = node.kind, text.string == string { return (id, node.frame) }
      }
      return nil
    }
  }

  static func layout<V: View>(_ view: V, scale: Int = 3) throws -> Bar {
    let (engine, _) = Renderer(device: .iphone13, scale: scale).layout(view)
    let navigation = try #require(engine.builder.nodes.first {
      if case .navigation = $0.kind { return true } else { return false }
    })
    try #require(navigation.children.count == 2)
    return Bar(engine: engine, bar: engine.builder.nodes[navigation.children[0]].frame,
               content: engine.builder.nodes[navigation.children[1]].frame)
  }

  /// With no `.navigationTitle` the root's bar is an empty inline bar: the content starts at
  /// 47 + 44 = 91, not below a 96-point large title's bar (143), in a `NavigationStack` and in
  /// a `NavigationView`, with toolbar items too.
  @Test func aRootWithNoTitleHasAnEmptyInlineBar() throws {
    let stack = try Self.layout(NavigationStack { Color.red })
    #expect(stack.bar == rect(0, 47, 390, 44), "\(stack.bar)")
    #expect(stack.content == rect(0, 91, 390, 719), "\(stack.content)")
    let view = try Self.layout(NavigationView { Color.red })
    #expect(view.content.minY == 91, "\(view.content)")
    let items = try Self.layout(NavigationStack {
      Color.red.toolbar { ToolbarItem(placement: .primaryAction) { Text("Add") } }
    })
    #expect(items.content.minY == 91, "\(items.content)")
    let large = try Self.layout(NavigationStack {
      Color.red.navigationBarTitleDisplayMode(.large)
    })
    #expect(large.content.minY == 91, "\(large.content)")
    // A title keeps the large title's bar: 47 + 96.
    let titled = try Self.layout(NavigationStack { Color.red.navigationTitle("Settings") })
    #expect(titled.bar == rect(0, 47, 390, 96), "\(titled.bar)")
    #expect(titled.content.minY == 143, "\(titled.content)")
  }

  /// `.navigationBarTitleDisplayMode(.inline)`: a 44-point bar, the title in its middle in
  /// the headline font, 17 points semibold.
  @Test func anInlineTitleIsCentredInA44PointBar() throws {
    let inline = try Self.layout(NavigationStack {
      Color.red.navigationTitle("Details").navigationBarTitleDisplayMode(.inline)
    })
    #expect(inline.bar == rect(0, 47, 390, 44), "\(inline.bar)")
    #expect(inline.content.minY == 91, "\(inline.content)")
    let (id, title) = try #require(inline.text("Details"))
    #expect(abs(title.midX - 195) < 0.01 && abs(title.midY - 69) < 0.5, "\(title)")
    guard case .text(let text) = inline.engine.builder.nodes[id].kind else {
      Issue.record("not a text node")
      return
    }
    #expect(text.font.size == 17 && text.font.weight == .semibold)
  }

  /// Looked at: an inline bar with no title.
  @Test func barsLookAsOnAnIPhone() {
    let untitled = NavigationStack {
      List { Text("Wi-Fi"); Text("Bluetooth") }
        .toolbar { ToolbarItem(placement: .primaryAction) { Text("Edit") } }
    }
    assertSnapshots(of: untitled, as: ["no-title": .image(device: .iphone13, scale: 1)])
  }
}
