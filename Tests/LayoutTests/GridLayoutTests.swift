@testable import Cellshot
import CellshotTesting
import Testing

/// LazyVGrid and LazyHGrid: track sizes from GridItems, cells line by line.
@MainActor @Suite struct GridLayoutTests {
  /// Cells `height` tall (for a vertical grid), named "Color(255, 59, 48, 1)".
  static func cells(_ count: Int, height: CGFloat = 50) -> some View {
    ForEach(0..<count, id: \.self) { _ in Color.red.frame(height: height) }
  }

  static func cellFrames<V: View>(_ view: V) -> [CGRect] {
    frames(layoutFrames(view), ".frame(height: 50)")
  }

  @Test func flexibleColumnsShareTheWidth() {
    let grid = LazyVGrid(columns: Array(repeating: GridItem(), count: 3)) { Self.cells(7) }
      .padding(16)
    let f = layoutFrames(grid)
    let cells = frames(f, ".frame(height: 50)")
    // 358 points less two gaps of 8: three columns of 114.
    #expect(cells.prefix(4) == [rect(16, 339, 114, 50), rect(138, 339, 114, 50),
                                rect(260, 339, 114, 50), rect(16, 397, 114, 50)])
    #expect(cells.count == 7 && cells[6] == rect(16, 455, 114, 50))
    #expect(frame(f, "LazyVGrid") == rect(16, 339, 358, 166))
  }

  @Test func fixedFlexibleAndClampedColumns() {
    let fixed = LazyVGrid(columns: [GridItem(.fixed(100)), GridItem()]) { Self.cells(2) }
      .padding(16)
    #expect(Self.cellFrames(fixed).map(\.width) == [100, 250])
    // Two columns clamped at 50; the third takes what they leave: 342 - 100.
    let clamped = LazyVGrid(columns: [GridItem(.flexible(maximum: 50)),
                                      GridItem(.flexible(maximum: 50)), GridItem()]) {
      Self.cells(3)
    }
    .padding(16)
    #expect(Self.cellFrames(clamped).map(\.width) == [50, 50, 242])
    #expect(Self.cellFrames(clamped).map(\.minX) == [16, 74, 132])
    // Item spacing is the gap after that item.
    let spaced = LazyVGrid(columns: [GridItem(spacing: 20), GridItem()], spacing: 4) {
      Self.cells(4)
    }
    .padding(16)
    let frames = Self.cellFrames(spaced)
    #expect(frames.map(\.width) == [169, 169, 169, 169])
    #expect(frames[1].minX == 16 + 169 + 20 && frames[2].minY - frames[0].minY == 54)
  }

  @Test func adaptiveColumnsFitAsManyAsTheMinimumAllows() {
    // 358 points: (358 + 8) / (80 + 8) = 4.2, so four columns of (358 - 24) / 4 = 83.5.
    let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { Self.cells(6) }
      .padding(16)
    let cells = Self.cellFrames(grid)
    #expect(cells.map(\.width) == Array(repeating: 83.5, count: 6))
    #expect(cells.map(\.minX) == [16, 107.5, 199, 290.5, 16, 107.5])
    // A maximum stops the growth; the columns keep to the leading edge.
    let capped = LazyVGrid(columns: [GridItem(.adaptive(minimum: 80, maximum: 82))]) {
      Self.cells(2)
    }
    .padding(16)
    #expect(Self.cellFrames(capped).map(\.width) == [82, 82])
  }

  @Test func horizontalGridFillsColumnsOfRows() {
    let grid = LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))]) {
      ForEach(0..<5, id: \.self) { _ in Color.blue.frame(width: 30) }
    }
    let f = layoutFrames(grid)
    #expect(frame(f, "LazyHGrid").size == CGSize(width: 106, height: 88))
    let cells = frames(f, ".frame(width: 30)")
    #expect(cells.map(\.origin) == [CGPoint(x: 142, y: 378), CGPoint(x: 142, y: 426),
                                    CGPoint(x: 180, y: 378), CGPoint(x: 180, y: 426),
                                    CGPoint(x: 218, y: 378)])
  }

  @Test func photoGrid() {
    let grid = ScrollView {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: 2)], spacing: 2) {
        ForEach(0..<14, id: \.self) { i in
          Color(hue: Double(i) / 14).aspectRatio(1, contentMode: .fill)
        }
      }
    }
    assertSnapshot(of: grid, as: .image(size: CGSize(width: 320, height: 260), scale: 2))
  }
}

extension Color {
  /// A test colour around the hue circle (plain sRGB arithmetic, no libm).
  init(hue: Double) {
    let h = hue * 6, k = Int(h), f = h - Double(k)
    let (r, g, b): (Double, Double, Double)
    switch k % 6 {
    case 0: (r, g, b) = (1, f, 0)
    case 1: (r, g, b) = (1 - f, 1, 0)
    case 2: (r, g, b) = (0, 1, f)
    case 3: (r, g, b) = (0, 1 - f, 1)
    case 4: (r, g, b) = (f, 0, 1)
    default: (r, g, b) = (1, 0, 1 - f)
    }
    self.init(red: 0.3 + 0.6 * r, green: 0.3 + 0.6 * g, blue: 0.3 + 0.6 * b)
  }
}
