@testable import Cellshot
import CellshotTesting
import Testing

/// Scroll views, geometry readers, preferences, pinned headers and custom layouts.
@MainActor @Suite struct ContainerLayoutTests {
  static func rows(_ n: Int) -> some View {
    VStack(spacing: 0) {
      ForEach(0..<n) { i in
        Text("Row \(i)").frame(maxWidth: .infinity, minHeight: 50, maxHeight: 50)
          .background(i % 2 == 0 ? Color.white : Color.gray.opacity(0.3))
      }
    }
  }

  @Test func scrollViewShowsContentFromItsOffset() {
    // 20 rows of 50 in a 200-tall scroll view at offset 120: row 0 starts at -120.
    let f = layoutFrames(ScrollView { Self.rows(20) }.frame(height: 200).scrollContentOffset(y: 120),
                         width: 300, height: 400)
    let scroll = frame(f, "ScrollView(offset: 120)")
    #expect(scroll == rect(0, 100, 300, 200))
    #expect(frame(f, "VStack(spacing: 0)") == rect(0, 100 - 120, 300, 1000))
    // The offset stops where the content ends: 1000 - 200 = 800.
    let end = layoutFrames(ScrollView { Self.rows(20) }.frame(height: 200).scrollContentOffset(y: 5000),
                           width: 300, height: 400)
    #expect(frame(end, "VStack(spacing: 0)").minY == -700, "\(frame(end, "VStack(spacing: 0)").minY)")
  }

  /// Several views in a scroll view stack along its axis, 8 points apart, as in SwiftUI's
  /// implicit stack (they were drawn on top of each other).
  @Test func severalViewsInAScrollViewAreStacked() {
    let f = layoutFrames(ScrollView {
      Color.red.frame(width: 100, height: 40)
      Color.blue.frame(width: 60, height: 20)
    }, width: 300, height: 400)
    let first = firstFrame(f, startingWith: ".frame(width: 100")
    let second = firstFrame(f, startingWith: ".frame(width: 60")
    #expect(first.minY == 0 && second.minY == 48, "\(first) \(second)")
    #expect(second.midX == first.midX)  // centred across, as a VStack centres
    let row = layoutFrames(ScrollView(.horizontal) {
      Color.red.frame(width: 100, height: 40)
      Color.blue.frame(width: 60, height: 20)
    }, width: 300, height: 400)
    #expect(firstFrame(row, startingWith: ".frame(width: 60").minX == 108)
  }

  /// Text's own modifiers: the innermost wins, as in SwiftUI, and a weight applies to the font
  /// the text ends up with (its environment's too).
  @Test func theInnermostTextModifierWins() {
    let title = layoutFrames(Text("Hi").font(.title).font(.body))
    let plainTitle = layoutFrames(Text("Hi").font(.title))
    #expect(firstFrame(title, startingWith: "Text(") == firstFrame(plainTitle, startingWith: "Text("))
    let boldTitle = layoutFrames(VStack { Text("Weight").fontWeight(.bold) }.font(.title))
    let titleBold = layoutFrames(Text("Weight").font(.title.weight(.bold)))
    #expect(firstFrame(boldTitle, startingWith: "Text(").size
              == firstFrame(titleBold, startingWith: "Text(").size)
  }

  struct Reported: PreferenceKey {
    static let defaultValue: [CGRect] = []
    static func reduce(value: inout [CGRect], nextValue: () -> [CGRect]) {
      value.append(contentsOf: nextValue())
    }
  }

  @Test func geometryReaderReportsFramesInANamedSpace() {
    final class Box: @unchecked Sendable { var frames: [CGRect] = [] }
    let box = Box()
    let view = VStack(spacing: 10) {
      Color.red.frame(height: 30)
      GeometryReader { geo in
        Color.blue.preference(key: Reported.self, value: [geo.frame(in: .named("list"))])
      }
      .frame(height: 40)
    }
    .padding(20)
    .coordinateSpace(name: "list")
    .onPreferenceChange(Reported.self) { box.frames = $0 }
    let f = layoutFrames(view, width: 200, height: 200)
    // The padded stack is centred: it is 120 tall (20 + 30 + 10 + 40 + 20) in 200, at y 40.
    #expect(frame(f, ".coordinateSpace(\"list\")") == rect(0, 40, 200, 120))
    // In that space the reader sits at (20, 20 + 30 + 10).
    #expect(box.frames == [rect(20, 60, 160, 40)])
  }

  @Test func stateSetByAPreferenceActionIsShown() throws {
    struct Screen: View {
      @State var label = "before"
      var body: some View {
        VStack {
          Text(label)
          Color.red.frame(width: 10, height: 10).preference(key: Reported.self, value: [.zero])
        }
        .onPreferenceChange(Reported.self) { values in label = "after \(values.count)" }
      }
    }
    let f = layoutFrames(Screen())
    #expect(f.contains { $0.name == "Text(\"after 1\")" })
  }

  @Test func pinnedHeaderSticksThenIsPushedOut() {
    func list(offset: CGFloat) -> some View {
      ScrollView {
        LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
          ForEach(["A", "B"], id: \.self) { title in
            Section(header: Text(title).frame(maxWidth: .infinity, minHeight: 40, maxHeight: 40).background(Color.black)) {
              ForEach(0..<5) { i in Text("\(title)\(i)").frame(height: 50) }
            }
          }
        }
      }
      .scrollContentOffset(y: offset)
    }
    // Each section: header 40 + 5 rows of 50 = 290. Screen 300 tall, scroll view fills it.
    let f0 = layoutFrames(list(offset: 0), width: 200, height: 300)
    #expect(frame(f0, "Text(\"A\")").minY == 12)  // centred in its 40-point header
    // At 100 the A header is pinned at the top.
    let f1 = layoutFrames(list(offset: 100), width: 200, height: 300)
    #expect(frames(f1, ".frame(maxWidth: inf, minHeight: 40, maxHeight: 40)").map(\.minY) == [0, 190])
    // At 270 the B header (natural y 290 - 270 = 20) pushes A up to 20 - 40 = -20.
    let f2 = layoutFrames(list(offset: 270), width: 200, height: 300)
    #expect(frames(f2, ".frame(maxWidth: inf, minHeight: 40, maxHeight: 40)").map(\.minY) == [-20, 20])
  }

  /// A flow layout written against the Layout protocol.
  struct Flow: Layout {
    var spacing: CGFloat = 4
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
      let rows = arrange(proposal.width ?? .infinity, subviews)
      return CGSize(width: proposal.width ?? rows.map(\.width).max() ?? 0,
                    height: rows.last.map { $0.y + $0.height } ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
      for row in arrange(bounds.width, subviews) {
        for (index, x) in row.items {
          subviews[index].place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + row.y),
                                proposal: .unspecified)
        }
      }
    }
    func arrange(_ width: CGFloat, _ subviews: Subviews) -> [(items: [(Int, CGFloat)], y: CGFloat, width: CGFloat, height: CGFloat)] {
      var rows: [(items: [(Int, CGFloat)], y: CGFloat, width: CGFloat, height: CGFloat)] = []
      var x: CGFloat = 0, y: CGFloat = 0, height: CGFloat = 0, items: [(Int, CGFloat)] = []
      for (i, view) in subviews.enumerated() {
        let size = view.sizeThatFits(.unspecified)
        if x > 0 && x + size.width > width {
          rows.append((items, y, x - spacing, height))
          y += height + spacing
          x = 0
          height = 0
          items = []
        }
        items.append((i, x))
        x += size.width + spacing
        height = max(height, size.height)
      }
      if !items.isEmpty { rows.append((items, y, x - spacing, height)) }
      return rows
    }
  }

  @Test func customLayoutPlacesItsSubviews() {
    let f = layoutFrames(Flow {
      ForEach(0..<5) { _ in Color.red.frame(width: 40, height: 20) }
    }.frame(width: 100), width: 100, height: 100)
    // Two fit on a line of 100 (40 + 4 + 40), so three lines.
    let cells = frames(f, ".frame(width: 40, height: 20)")
    #expect(cells.map(\.minX) == [0, 44, 0, 44, 0])
    #expect(cells.map { $0.minY - cells[0].minY } == [0, 0, 24, 24, 48])
  }

  @Test func verticalScrollViewHugsItsContentsWidth() {
    let f = layoutFrames(ScrollView { VStack { Color.red.frame(width: 100, height: 50) } })
    // As wide as the column, centred on the screen; as tall as the screen.
    #expect(firstFrame(f, startingWith: "ScrollView") == rect(145, 0, 100, 844))
    let lazy = layoutFrames(ScrollView { LazyVStack { Color.red.frame(width: 100, height: 50) } })
    // A lazy column takes the whole width, so the scroll view does too; the row is centred.
    #expect(firstFrame(lazy, startingWith: "ScrollView") == rect(0, 0, 390, 844))
    #expect(firstFrame(lazy, startingWith: "LazyVStack") == rect(0, 0, 390, 50))
    #expect(firstFrame(lazy, startingWith: ".frame(width: 100") == rect(145, 0, 100, 50))
  }

  @Test func horizontalScrollViewHugsItsContentsHeight() {
    let f = layoutFrames(ScrollView(.horizontal) {
      HStack { Color.red.frame(width: 100, height: 50) }
    })
    #expect(firstFrame(f, startingWith: "ScrollView") == rect(0, 397, 390, 50))
  }
}

@MainActor @Suite struct RenderStateTests {
  struct Appending: View {
    @State var items: [Int] = []
    var body: some View {
      VStack(spacing: 0) { ForEach(items, id: \.self) { _ in Color.red.frame(width: 10, height: 10) } }
        .onAppear { items.append(contentsOf: [1, 2, 3]) }
    }
  }

  @Test func renderingTheSameViewTwiceGivesTheSamePicture() throws {
    // onAppear changes state on the first pass; a second render of the same value must start
    // from the initial state again, not append a second time.
    let view = Appending()
    let renderer = Renderer(size: CGSize(width: 20, height: 40))
    let first = try renderer.render(view)
    let second = try renderer.render(view)
    #expect(first.frameTree == second.frameTree)
    #expect(first.buffer == second.buffer)
    #expect(first.frameTree.components(separatedBy: ".frame(width: 10, height: 10)").count - 1 == 3)
  }
}
