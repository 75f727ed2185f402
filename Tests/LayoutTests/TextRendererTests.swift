@testable import Cellshot
import CellshotTesting
import Testing

/// `TextRenderer`: the renderer draws the text's laid-out lines; what it leaves out is not
/// drawn, what it moves is drawn where it moved it, and its layout's numbers are the text's.
@MainActor @Suite struct TextRendererTests {
  /// Draws every line, as a text draws itself.
  struct Plain: TextRenderer {
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
      for line in layout { ctx.draw(line) }
    }
  }

  /// Draws the first line only.
  struct FirstLine: TextRenderer {
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
      if let line = layout.first { ctx.draw(line) }
    }
  }

  /// Draws each run's glyphs 20 points lower, slice by slice, at half opacity.
  struct Lowered: TextRenderer {
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
      ctx.translateBy(x: 0, y: 20)
      ctx.opacity = 0.5
      for line in layout {
        for run in line { for slice in run { ctx.draw(slice) } }
      }
    }
  }

  struct Marked: TextAttribute {}

  /// Draws only the runs that carry `Marked`.
  struct MarkedOnly: TextRenderer {
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
      for line in layout {
        for run in line where run[Marked.self] != nil { ctx.draw(run) }
      }
    }
  }

  func ink<V: View>(_ view: V) throws -> (rows: [Int], columns: [Int], darkest: UInt8) {
    let picture = try Renderer(size: CGSize(width: 120, height: 120), scale: 1,
                               background: .white).render(view).buffer
    var rows: Set<Int> = [], columns: Set<Int> = [], darkest: UInt8 = 255
    for y in 0..<picture.height {
      for x in 0..<picture.width where picture[x, y].r < 200 {
        rows.insert(y)
        columns.insert(x)
        darkest = min(darkest, picture[x, y].r)
      }
    }
    return (rows.sorted(), columns.sorted(), darkest)
  }

  func text() -> some View {
    Text("One\nTwo\nSix").foregroundColor(.black).frame(width: 120, height: 120,
                                                          alignment: .topLeading)
  }

  @Test func aRendererThatDrawsEveryLineDrawsTheTextAsItIs() throws {
    let own = try Renderer(size: CGSize(width: 120, height: 120), scale: 1, background: .white)
      .render(text()).buffer
    let drawn = try Renderer(size: CGSize(width: 120, height: 120), scale: 1,
                             background: .white).render(text().textRenderer(Plain())).buffer
    #expect(own.bytes == drawn.bytes)
  }

  @Test func whatTheRendererLeavesOutIsNotDrawn() throws {
    let all = try ink(text())
    let first = try ink(text().textRenderer(FirstLine()))
    #expect(!first.rows.isEmpty && first.rows.count < all.rows.count / 2)
    #expect(first.rows.last! < all.rows.last! - 20)  // the two lines below are gone
    #expect(first.rows.first == all.rows.first)
  }

  @Test func whatTheRendererMovesIsDrawnWhereItMovedIt() throws {
    let all = try ink(text())
    let lowered = try ink(text().textRenderer(Lowered()))
    #expect(lowered.rows.first == all.rows.first! + 20)
    #expect(lowered.rows.last == all.rows.last! + 20)
    #expect(lowered.columns == all.columns)
    #expect(lowered.darkest > 90 && all.darkest < 60)  // at half opacity
  }

  @Test func theLayoutHasTheTextsLinesRunsAndBounds() throws {
    var seen: Text.Layout?
    struct Spy: TextRenderer {
      let report: (Text.Layout) -> Void
      func draw(layout: Text.Layout, in ctx: inout GraphicsContext) { report(layout) }
    }
    _ = try Renderer(size: CGSize(width: 120, height: 120), scale: 2, background: .white)
      .render(text().textRenderer(Spy { seen = $0 }))
    let layout = try #require(seen)
    #expect(layout.count == 3 && !layout.isTruncated)
    let first = layout[0].typographicBounds, second = layout[1].typographicBounds
    #expect(first.origin.x == 0 && first.ascent > 0 && first.descent > 0)
    #expect(second.origin.y > first.origin.y + first.ascent)  // a line further down
    #expect(first.width > 10 && first.width < 60)
    let run = layout[0][0]
    #expect(run.count == 3)  // O, n, e
    let slices = run.map(\.typographicBounds)
    #expect(slices[0].origin.x == 0 && slices[1].origin.x > 0)
    #expect(slices[1].origin.x == slices[0].origin.x + slices[0].width)
    #expect(abs(slices.map(\.width).reduce(0, +) - run.typographicBounds.width) < 0.01)
    #expect(run[0..<2].typographicBounds.width == slices[0].width + slices[1].width)
  }

  @Test func runsCarryTheirCustomAttributes() throws {
    let joined = Text("Ab").foregroundColor(.black)
      + Text("Cd").foregroundColor(.black).customAttribute(Marked())
    let frame = { (t: Text) in t.frame(width: 120, height: 120, alignment: .topLeading) }
    let all = try ink(frame(joined))
    let marked = try ink(frame(joined).textRenderer(MarkedOnly()))
    #expect(!marked.columns.isEmpty)
    #expect(marked.columns.first! > all.columns.first! + 5)  // "Ab" is left out
    #expect(marked.columns.last == all.columns.last)
  }

  @Test func aRendererSizesTheTextByDefaultAsItSizesItself() {
    let own = layoutFrames(Text("Hello there"))
    let rendered = layoutFrames(Text("Hello there").textRenderer(Plain()))
    #expect(frame(own, "Text") == frame(rendered, "Text"))
  }
}
