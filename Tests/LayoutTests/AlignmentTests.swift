@testable import Cellshot
import CellshotTesting
import Testing

extension VerticalAlignment {
  /// A custom alignment for the tests: by default a view's centre.
  struct MidAccount: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
  }
  static let midAccount = VerticalAlignment(MidAccount.self)
}

/// Text baselines, explicit alignment guides and custom alignments in stacks.
@MainActor @Suite struct AlignmentTests {
  @Test func firstTextBaselinesLineUp() throws {
    let row = HStack(alignment: .firstTextBaseline, spacing: 8) {
      Text("Big").font(.largeTitle)
      Text("small").font(.caption)
      Color.red.frame(width: 10, height: 10)
    }
    let (engine, _) = Renderer(size: CGSize(width: 390, height: 200)).layout(row)
    let texts = engine.builder.nodes.indices.filter {
      if case .text = engine.builder.nodes[$0].kind { return true } else { return false }
    }
    try #require(texts.count == 2)
    let a = engine.builder.nodes[texts[0]].frame, b = engine.builder.nodes[texts[1]].frame
    let baselineA = a.minY + (engine.baseline(texts[0], a.size, last: false) ?? 0)
    let baselineB = b.minY + (engine.baseline(texts[1], b.size, last: false) ?? 0)
    #expect(baselineA == baselineB, "\(a) \(b)")
    #expect(a.minY != b.minY)  // not top-aligned, not bottom-aligned (different descents)
    // A view without text sits on the baseline by its bottom edge.
    let square = engine.builder.nodes.first { $0.name == ".frame(width: 10, height: 10)" }!.frame
    #expect(square.maxY == baselineA)
  }

  @Test func explicitGuidesMoveChildren() {
    let f = layoutFrames(VStack(alignment: .leading, spacing: 0) {
      Color.red.frame(width: 40, height: 10)
      Color.blue.frame(width: 30, height: 10).alignmentGuide(.leading) { d in d[.trailing] }
      Color.green.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in -5 }
    })
    let red = frame(f, ".frame(width: 40, height: 10)")
    let blue = frame(f, ".frame(width: 30, height: 10)")
    let green = frame(f, ".frame(width: 20, height: 10)")
    // Blue's trailing edge on red's leading edge; green 5 points right of it.
    #expect(blue.maxX == red.minX && green.minX == red.minX + 5)
    #expect(abs(frame(f, "VStack(spacing: 0)").width - 70) < 1e-9)
  }

  @Test func customAlignmentAcrossStacks() {
    let f = layoutFrames(HStack(alignment: .midAccount, spacing: 10) {
      VStack(spacing: 10) {
        Color.gray.frame(width: 40, height: 20)
        Color.blue.frame(width: 40, height: 20)
          .alignmentGuide(.midAccount) { d in d[VerticalAlignment.center] }
        Color.gray.frame(width: 40, height: 20)
      }
      Circle().frame(width: 16, height: 16)
    })
    let blue = frame(f, ".alignmentGuide")
    let circle = frame(f, ".frame(width: 16, height: 16)")
    #expect(circle.midY == blue.midY, "\(circle) \(blue)")
  }

  @Test func priceRow() {
    let row = HStack(alignment: .firstTextBaseline, spacing: 6) {
      Text("$").font(.title3).foregroundStyle(.secondary)
      Text("1,299").font(.largeTitle).bold()
      Text("/ month").font(.footnote).foregroundStyle(.secondary)
    }
    .padding(16)
    assertSnapshot(of: row, as: .image(layout: .sizeThatFits, scale: 2))
  }
}
