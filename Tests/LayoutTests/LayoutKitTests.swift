@testable import Cellshot
import CellshotTesting
import Testing

/// AnyLayout with stack layouts, ViewThatFits, zIndex, border, hidden, shape backgrounds.
@MainActor @Suite struct LayoutKitTests {
  static func boxes() -> some View {
    Group {
      Color.red.frame(width: 40, height: 30)
      Color.blue.frame(width: 50, height: 20)
    }
  }

  @Test func anyLayoutLaysOutAsTheStacks() {
    for wide in [true, false] {
      let layout = wide ? AnyLayout(HStackLayout(alignment: .top, spacing: 6))
        : AnyLayout(VStackLayout(alignment: .leading, spacing: 6))
      let viaLayout = layoutFrames(layout { Self.boxes() }).map(\.frame)
      let viaStack = wide ? layoutFrames(HStack(alignment: .top, spacing: 6) { Self.boxes() }).map(\.frame)
        : layoutFrames(VStack(alignment: .leading, spacing: 6) { Self.boxes() }).map(\.frame)
      #expect(viaLayout == viaStack, "wide \(wide)")
    }
    // A stack layout called as a Layout by a custom container gives the same sizes.
    struct Wrapper: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let stack = HStackLayout(spacing: 10)
        var none: Void = ()
        return stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &none)
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                         cache: inout ()) {
        var none: Void = ()
        HStackLayout(spacing: 10).placeSubviews(in: bounds, proposal: proposal, subviews: subviews,
                                                cache: &none)
      }
    }
    let f = layoutFrames(Wrapper() { Self.boxes() })
    #expect(frame(f, "Wrapper").size == CGSize(width: 100, height: 30))
  }

  @Test func viewThatFitsShowsTheFirstThatFits() {
    func choice(width: CGFloat) -> [String] {
      let view = ViewThatFits(in: .horizontal) {
        Color.red.frame(width: 300, height: 10)
        Color.green.frame(width: 200, height: 10)
        Color.blue.frame(width: 100, height: 10)
      }
      .frame(width: width)
      let list = Renderer(size: CGSize(width: 390, height: 100)).displayList(view)
      return list.commands.compactMap { command -> String? in
        if case .fill(.rect(let r), _) = command, r.height == 10 { return "\(Int(r.width))" }
        return nil
      }
    }
    #expect(choice(width: 350) == ["300"])
    #expect(choice(width: 250) == ["200"])
    #expect(choice(width: 150) == ["100"])
    #expect(choice(width: 50) == ["100"])  // none fits: the last
  }

  @Test func zIndexBorderHiddenAndShapeBackgrounds() throws {
    // Two squares overlapping in the middle (x 40...60): blue, later, is in front unless red
    // has the higher zIndex.
    func squares(redIndex: Double) throws -> PixelBuffer {
      try Renderer(size: CGSize(width: 100, height: 60)).render(ZStack {
        Color.red.frame(width: 40, height: 40).offset(x: -10).zIndex(redIndex)
        Color.blue.frame(width: 40, height: 40).offset(x: 10)
      }).buffer
    }
    #expect(try squares(redIndex: 1)[50, 30].straight.b == 48)
    #expect(try squares(redIndex: 0)[50, 30].straight.b == 255)
    #expect(try squares(redIndex: -1)[50, 30].straight.b == 255)

    let bordered = try Renderer(size: CGSize(width: 40, height: 40))
      .render(Color.white.frame(width: 20, height: 20).border(Color.black, width: 2)).buffer
    #expect(bordered[10, 20].a == 255 && bordered[10, 20].r == 0 && bordered[11, 20].r == 0)
    #expect(bordered[12, 20].r == 255)

    let renderer = Renderer(size: CGSize(width: 100, height: 60))
    let hidden = try renderer.render(Text("Hi").hidden()).buffer
    #expect((0..<60).allSatisfy { y in (0..<100).allSatisfy { hidden[$0, y].r == 255 } })
    #expect(layoutFrames(Text("Hi").hidden()).contains { $0.name == "Text(\"Hi\")" })

    let capsule = try renderer.render(Text("Tag").padding(6).background(.blue, in: Capsule())).buffer
    let plainCapsule = try renderer.render(Text("Tag").padding(6).background(Capsule().fill(Color.blue))).buffer
    let sameCapsule = capsule == plainCapsule
    #expect(sameCapsule)
  }
}

/// Continuous corners: the curve leaves each edge 1.528665 radii from the vertex (circular
/// ones at one radius), the figure is symmetric, and a tight rectangle falls back to circular
/// corners.
@MainActor @Suite struct ContinuousCornerTests {
  @Test func continuousCornersStartFartherAlong() throws {
    let rect = Rect(x: 4, y: 4, width: 120, height: 80)
    var circular = try Raster.Canvas(width: 128, height: 88)
    circular.fill(.roundedRect(rect, CornerRadii(20)), with: .black)
    var continuous = try Raster.Canvas(width: 128, height: 88)
    continuous.fill(.continuousRoundedRect(rect, 20), with: .black)
    // 25 points along the top edge from the vertex (1.25 radii): straight for the circle, already
    // curving for the continuous corner.
    #expect(circular.buffer[4 + 25, 4].a == 255)
    #expect(continuous.buffer[4 + 25, 4].a < 255 && continuous.buffer[4 + 31, 4].a == 255)
    // Symmetric about both axes.
    for y in 0..<88 {
      for x in 0..<128 {
        let p = continuous.buffer[x, y].a
        #expect(p == continuous.buffer[127 - x, y].a && p == continuous.buffer[x, 87 - y].a)
      }
    }
    // Too tight for 2 x 1.53 radii: circular corners.
    var tight = try Raster.Canvas(width: 128, height: 88)
    tight.fill(.continuousRoundedRect(Rect(x: 4, y: 4, width: 60, height: 50), 20), with: .black)
    var round = try Raster.Canvas(width: 128, height: 88)
    round.fill(.roundedRect(Rect(x: 4, y: 4, width: 60, height: 50), CornerRadii(20)), with: .black)
    let same = tight.buffer == round.buffer
    #expect(same)
  }

  @Test func cards() {
    let view = HStack(spacing: 16) {
      RoundedRectangle(cornerRadius: 28).fill(Color.blue).frame(width: 120, height: 120)
      RoundedRectangle(cornerRadius: 28, style: .continuous).fill(Color.blue)
        .frame(width: 120, height: 120)
      Color.orange.frame(width: 120, height: 120)
        .clipShape(RoundedRectangle(cornerRadius: 28, style: .continuous))
        .overlay(RoundedRectangle(cornerRadius: 28, style: .continuous).stroke(Color.black, lineWidth: 2))
    }
    .padding(16)
    assertSnapshot(of: view, as: .image(layout: .sizeThatFits, scale: 2))
  }
}

/// A modifier on several views (a Group, a ForEach, a body of several views) applies to each.
@MainActor @Suite struct GroupModifierTests {
  struct TwoViews: View {
    var body: some View {
      Color.red.frame(width: 20, height: 20)
      Color.blue.frame(width: 20, height: 20)
    }
  }

  @Test func modifiersApplyToEachView() {
    let f = layoutFrames(VStack(spacing: 0) {
      Group {
        Color.red.frame(width: 20, height: 20)
        Color.blue.frame(width: 20, height: 20)
      }
      .padding(10)
      ForEach(0..<3, id: \.self) { _ in Color.green }.frame(width: 30, height: 5)
      TwoViews().background(Color.yellow)
    })
    // Two padded squares, stacked: 40 tall each.
    let padded = frames(f, ".padding(10)")
    #expect(padded.count == 2 && padded.allSatisfy { $0.size == CGSize(width: 40, height: 40) })
    #expect(padded[1].minY - padded[0].minY == 40)
    #expect(frames(f, ".frame(width: 30, height: 5)").count == 3)
    #expect(frames(f, ".background").count == 2)
    #expect(abs(frame(f, "VStack(spacing: 0)").height - (40 + 40 + 15 + 40)) < 1e-9)
  }
}
