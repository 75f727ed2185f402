@testable import Cellshot
import CellshotTesting
import Foundation
import Testing

/// The `Layout` protocol's other members as SwiftUI runs them (a cache kept between sizing and
/// placing, explicit alignments, layout properties, subviews' container values), and the
/// shapes drawn from their container's shape (`ContainerRelativeShape`, `ConcentricRectangle`).
@MainActor @Suite struct LayoutProtocolTests {
  /// Places its one subview 50 points in when the cache filled by `sizeThatFits` is still
  /// there; sizes itself as its subview; its explicit vertical alignment is `guide` points
  /// down, for every guide.
  struct Probe: Layout {
    var guide: CGFloat?
    func makeCache(subviews: Subviews) -> Int { 0 }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
      cache += 1
      return subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                       cache: inout Int) {
      subviews.first?.place(at: CGPoint(x: bounds.minX + (cache > 0 ? 50 : 0), y: bounds.minY),
                            proposal: ProposedViewSize(bounds.size))
    }
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect,
                           proposal: ProposedViewSize, subviews: Subviews, cache: inout Int)
      -> CGFloat?
    {
      self.guide
    }
  }

  /// A layout whose subviews stack along x: spacers and dividers in it take that axis.
  struct Row: Layout {
    static var layoutProperties: LayoutProperties {
      var properties = LayoutProperties()
      properties.stackOrientation = .horizontal
      return properties
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      CGSize(width: 40, height: 20)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                       cache: inout ()) {
      for subview in subviews {
        subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
      }
    }
  }

  @Test func theCacheLastsFromSizingToPlacing() {
    let probe = Probe()
    let f = layoutFrames(probe { Color.red.frame(width: 10, height: 10) }
      .frame(width: 100, height: 10, alignment: .topLeading), width: 100, height: 10)
    // The cache `sizeThatFits` counted in is the one `placeSubviews` reads.
    #expect(frame(f, ".frame(width: 10, height: 10)").minX == 50)
  }

  @Test func aStackAlignsByTheLayoutsExplicitAlignment() {
    let probe = Probe(guide: 10), plainProbe = Probe()
    let row = HStack(alignment: .center, spacing: 0) {
      Color.red.frame(width: 10, height: 10)
      probe { Color.blue.frame(width: 20, height: 100) }
    }
    let f = layoutFrames(row, width: 30, height: 200)
    let red = frame(f, ".frame(width: 10, height: 10)")
    let blue = frame(f, ".frame(width: 20, height: 100)")
    // The layout's centre is 10 points down, not 50: the red square's centre meets it.
    #expect(red.midY - blue.minY == 10)
    // Without the layout's own alignment the two centres meet.
    let plain = layoutFrames(HStack(alignment: .center, spacing: 0) {
      Color.red.frame(width: 10, height: 10)
      plainProbe { Color.blue.frame(width: 20, height: 100) }
    }, width: 30, height: 200)
    #expect(frame(plain, ".frame(width: 10, height: 10)").midY
      == frame(plain, ".frame(width: 20, height: 100)").midY)
  }

  @Test func aLayoutsStackOrientationTurnsItsDividers() {
    let row = Row()
    let f = layoutFrames(row { Divider() }, width: 40, height: 20)
    let divider = f.first { $0.name.hasPrefix("Divider") }?.frame ?? .null
    #expect(divider.width < divider.height, "\(divider)")
  }

  @Test func subviewsCarryTheirContainerValuesAndIndices() {
    struct Reader: Layout {
      let seen: Box
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        -> CGSize
      {
        seen.tags = subviews.map { $0.containerValues.tag(for: Int.self) }
        guard subviews.count == 2 else { return .zero }
        seen.sliceStart = subviews[1..<2].startIndex
        seen.picked = subviews[[1, 0]].map { $0.containerValues.tag(for: Int.self) }
        seen.equal = subviews[0] == subviews[0] && subviews[0] != subviews[1]
        return .zero
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                         cache: inout ()) {}
    }
    final class Box {
      var tags: [Int?] = []
      var picked: [Int?] = []
      var sliceStart = -1
      var equal = false
    }
    let box = Box()
    let reader = Reader(seen: box)
    _ = layoutFrames(reader {
      Color.red.tag(7)
      Color.blue
    })
    #expect(box.tags == [7, nil])
    #expect(box.sliceStart == 1)
    #expect(box.picked == [nil, 7])
    #expect(box.equal)
  }

  func render<V: View>(_ view: V) throws -> PixelBuffer {
    try Renderer(size: CGSize(width: 100, height: 100), background: .white).render(view).buffer
  }

  @Test func concentricCornersFollowTheContainerShape() throws {
    // A 100-point container with 30-point corners; the rectangle 10 points inside it has
    // 20-point corners (30 less 10).
    let inside = try render(ConcentricRectangle().fill(Color.black).padding(10)
      .frame(width: 100, height: 100).containerShape(RoundedRectangle(cornerRadius: 30)))
    // 20-point corners: the point 3 in from the corner is outside, 7 along an edge inside.
    #expect(inside[13, 13].r == 255, "\(inside[13, 13])")
    #expect(inside[12, 50].r == 0 && inside[50, 12].r == 0)
    // A corner 20 points round reaches (15.9, 15.9) on its diagonal: inside at 17.
    #expect(inside[17, 17].r == 0)
    // With no container shape a concentric corner is square, unless it has a minimum.
    let square = try render(ConcentricRectangle().fill(Color.black).padding(10))
    #expect(square[10, 10].r == 0)
    let minimum = try render(ConcentricRectangle(corners: .concentric(minimum: 20))
      .fill(Color.black).padding(10))
    #expect(minimum[13, 13].r == 255 && minimum[17, 17].r == 0)
    // ContainerRelativeShape is the container's shape inset to its frame.
    let relative = try render(ContainerRelativeShape().fill(Color.black).padding(10)
      .frame(width: 100, height: 100).containerShape(RoundedRectangle(cornerRadius: 30)))
    #expect(relative[13, 13].r == 255 && relative[17, 17].r == 0)
    #expect(try render(ContainerRelativeShape().fill(Color.black).padding(10))[10, 10].r == 0)
  }

  @Test func cornerStylesAndInsets() {
    #expect(RectangleCornerRadii(topLeading: 1, bottomTrailing: 4)[.bottomTrailing] == 4)
    let corners = RoundedRectangle(cornerRadius: 12).corners(in: nil)
    #expect(corners?[.topTrailing] == .fixed(12))
    #expect(Circle().corners(in: nil) == nil)
    #expect(Edge.Corner.Set.top.contains(.topLeading))
    #expect(!Edge.Corner.Set.top.contains(.bottomLeading))
    let insets = EdgeInsets(top: 2).inset(
      by: RectangleCornerInsets(topLeading: CGSize(width: 5, height: 6), topTrailing: .zero,
                                bottomLeading: .zero, bottomTrailing: .zero),
      edges: .top)
    #expect(insets == EdgeInsets(top: 6))
  }

  @Test func aRowsSeparatorGuidesMoveItsSeparator() {
    func dividers<V: View>(_ rows: V) -> [CGRect] {
      layoutFrames(List { rows }.listStyle(.plain), width: 200, height: 300)
        .filter { $0.name.hasPrefix("Divider") }.map(\.frame)
    }
    let plain = dividers(Group {
      Text("A")
      Text("B")
    })
    #expect(plain.first?.minX == 20 && plain.first?.maxX == 200)
    let moved = dividers(Group {
      Text("A")
        .alignmentGuide(.listRowSeparatorLeading) { _ in -20 }
        .alignmentGuide(.listRowSeparatorTrailing) { _ in 100 }
      Text("B")
    })
    // From the row's leading edge to 100 points into its content.
    #expect(moved.first?.minX == 0 && moved.first?.maxX == 120, "\(moved)")
  }
}
