@testable import Cellshot
import Testing

/// A container's children one by one, as container libraries (`_VariadicView`) and iOS 18's
/// `Group(subviews:)`, `ForEach(subviews:)` and container values take them; bound collections
/// as collections of bindings; shape views painted again; the shape styles of the context.
@MainActor @Suite struct ContainerChildrenTests {
  struct DividedStack: _VariadicView_UnaryViewRoot {
    func body(children: _VariadicView.Children) -> some View {
      let last = children.last?.id
      VStack {
        ForEach(children) { child in
          child
          if child.id != last { Text("—") }
        }
      }
    }
  }

  struct Divided<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View { _VariadicView.Tree(DividedStack()) { content } }
  }

  @Test func aVariadicRootLaysOutEachChild() {
    let shown = resolvedTexts(Divided {
      Text("A")
      ForEach(["B", "C"], id: \.self) { Text($0) }
      Text("D")
    })
    #expect(shown == ["A", "—", "B", "—", "C", "—", "D"])
  }

  struct Highlight: _ViewTraitKey { static let defaultValue = false }

  struct Marked: _VariadicView_MultiViewRoot {
    func body(children: _VariadicView.Children) -> some View {
      ForEach(children) { child in
        if child[Highlight.self] { Text("*") }
        child
      }
    }
  }

  @Test func childrenCarryTheirTraitsAndIDs() {
    let shown = resolvedTexts(VStack {
      _VariadicView.Tree(Marked()) {
        Text("plain")
        Text("marked")._trait(Highlight.self, true)
      }
    })
    #expect(shown == ["plain", "*", "marked"])
    let children = _VariadicView_Children(ForEach([7, 8], id: \.self) { Text("\($0)") })
    #expect(children.map { $0.id(as: Int.self) } == [7, 8])
  }

  @Test func subviewsAndContainerValuesReachTheContainer() {
    let shown = resolvedTexts(Group(subviews: VStack {
      Text("one")
      Text("two").containerValue(\.badgeCount, 3)
    }.fixedSize()) { subviews in
      ForEach(subviews) { subview in
        subview
        Text("badge \(subview.containerValues.badgeCount)")
      }
    })
    // the content is one view, a stack: its children are the stack's
    #expect(shown.first == "one")
    let each = resolvedTexts(VStack {
      ForEach(subviews: Group {
        Text("a")
        Text("b").containerValue(\.badgeCount, 2)
      }) { subview in
        Text("\(subview.containerValues.badgeCount)")
      }
    })
    #expect(each == ["0", "2"])
  }

  /// Three rows of the app's own, one with state of its own.
  struct Rows: View {
    @State private var last = "three"
    var body: some View {
      Text("one")
      Text("two").containerValue(\.badgeCount, 5)
      Text(last)
    }
  }

  /// A view of the app's own is looked through, as SwiftUI does: its body's three texts are
  /// three subviews (with their container values and its state), in `Group(subviews:)` and
  /// `ForEach(subviews:)` alike, and its sections are sections (`Group(sections:)`,
  /// `ForEach(sections:)`).
  @Test func subviewsLookThroughViewsOfTheAppsOwn() {
    let counted = resolvedTexts(Group(subviews: Rows()) { subviews in
      Text("\(subviews.count) subviews")
    })
    #expect(counted == ["3 subviews"])
    let each = resolvedTexts(VStack {
      ForEach(subviews: Rows()) { subview in
        Text("\(subview.containerValues.badgeCount)")
        subview
      }
    })
    #expect(each == ["0", "one", "5", "two", "0", "three"])
    let frames = layoutFrames(VStack(spacing: 0) {
      Group(subviews: Rows()) { subviews in
        ForEach(subviews) { $0.frame(height: 30) }
      }
    })
    // Sections of the app's own: two sections, the second's rows its body's
    struct Account: View {
      var body: some View {
        Section("Profile") { Text("Name") }
        Section("Plan") { Rows() }
      }
    }
    let sections = resolvedTexts(Group(sections: Account()) { sections in
      ForEach(sections) { Text("\($0.content.count) rows") }
    })
    #expect(sections == ["1 rows", "3 rows"])
    let forEach = resolvedTexts(VStack {
      ForEach(sections: Account()) { Text("\($0.content.count)") }
    })
    #expect(forEach == ["1", "3"])
    // three rows stacked, centred on the screen: 377 = (844 - 90) / 2
    #expect(frames.filter { $0.name == ".frame(height: 30)" }.map(\.frame.minY) == [377, 407, 437])
  }

  struct Item: Identifiable {
    let id: Int
    var title: String
  }

  @Test func aBindingToACollectionIsACollectionOfBindings() {
    var items = [Item(id: 1, title: "a"), Item(id: 2, title: "b")]
    let binding = Binding(get: { items }, set: { items = $0 })
    #expect(binding.count == 2)
    binding.last!.wrappedValue.title = "z"
    #expect(items[1].title == "z")
    #expect(binding.map(\.wrappedValue.id) == [1, 2])
    #expect(resolvedTexts(VStack { ForEach(binding) { $item in Text(item.title) } })
            == ["a", "z"])
  }

  @Test func aFilledShapeIsStrokedOverItsFill() throws {
    let both = try Renderer(size: CGSize(width: 40, height: 40), background: .white)
      .render(Circle().fill(.blue).stroke(.red, lineWidth: 4).frame(width: 30, height: 30))
      .buffer
    let fill = try Renderer(size: CGSize(width: 40, height: 40), background: .white)
      .render(Circle().fill(.blue).frame(width: 30, height: 30)).buffer
    #expect(both != fill)
    // the centre is the fill's, the edge the stroke's
    #expect(pixel(both, 20, 20) == pixel(fill, 20, 20))
    let edge = pixel(both, 20, 5)
    #expect(edge[0] > 200 && edge[2] < 80)
  }

  @Test func contextStylesPaintAsTheirColours() {
    #expect(ForegroundStyle().shapePaint.isForeground)
    #expect(AnyShapeStyle(Color.red).representativeColor == .red)
    #expect(HierarchicalShapeStyle.secondary.representativeColor == .secondary)
    #expect(Color.blue.gradient.opacity(0.5).representativeColor == Color.blue.opacity(0.5))
  }

  @Test func aViewsFontWeightReachesItsText() {
    let (engine, _) = Renderer(size: CGSize(width: 200, height: 100))
      .layout(VStack { Text("bold") }.fontWeight(.bold))
    let weights = engine.builder.nodes.compactMap { node -> FontWeight? in
      if case .text(let text) = node.kind { return text.font.weight }
      return nil
    }
    #expect(weights == [.bold])
  }
}

extension ContainerValues {
  @Entry var badgeCount: Int = 0
}

extension ShapeFill {
  var isForeground: Bool { if case .foreground = self { true } else { false } }
}

/// The premultiplied RGBA of one pixel.
func pixel(_ buffer: PixelBuffer, _ x: Int, _ y: Int) -> [UInt8] {
  let i = (y * buffer.width + x) * 4
  return Array(buffer.bytes[i..<i + 4])
}
