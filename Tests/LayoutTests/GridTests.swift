@testable import Cellshot
import CellshotTesting
import Testing

/// Grid and GridRow: shared columns as wide as their widest cell, flexible columns sharing
/// what is left, spans, full-width views between rows.
@MainActor @Suite struct GridTests {
  @Test func columnsAreAsWideAsTheirWidestCell() {
    let grid = Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 4) {
      GridRow {
        Color.red.frame(width: 30, height: 20)
        Color.blue.frame(width: 60, height: 10)
      }
      GridRow {
        Color.green.frame(width: 50, height: 30)
        Color.orange.frame(width: 20, height: 20)
      }
    }
    let f = layoutFrames(grid)
    let g = frame(f, "Grid")
    #expect(g.size == CGSize(width: 50 + 10 + 60, height: 20 + 4 + 30))
    // Cells sit leading in their boxes, centred vertically; the second column starts at 60.
    let orange = frame(f, ".frame(width: 20, height: 20)")
    #expect(orange.minX - g.minX == 60 && orange.minY - g.minY == 24 + 5)
    let blue = frame(f, ".frame(width: 60, height: 10)")
    #expect(blue.minX - g.minX == 60 && blue.minY - g.minY == 5)
  }

  @Test func flexibleColumnsSpansAndDividers() {
    let grid = Grid(horizontalSpacing: 8, verticalSpacing: 8) {
      GridRow {
        Text("Name")
        Color.gray.frame(height: 10)
      }
      Divider()
      GridRow {
        Color.blue.frame(height: 10).gridCellColumns(2)
      }
    }
    .padding(16)
    let f = layoutFrames(grid)
    let g = frame(f, "Grid")
    #expect(g.width == 358)
    // The colour column takes what "Name" (4 x 8 pixels) leaves: 358 - 32 - 8.
    #expect(frame(f, ".frame(height: 10)").width == 318)
    // The spanning cell covers both columns; the divider spans the grid.
    #expect(frames(f, ".frame(height: 10)")[1].width == 358)
    #expect(frame(f, "Divider").width == 358)
  }

  @Test func specsTable() {
    let table = Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 10) {
      GridRow {
        Text("Model").bold()
        Text("iPhone 13")
      }
      Divider()
      GridRow {
        Text("Screen").bold()
        Text("6.1 in, 2532 x 1170")
      }
      GridRow {
        Text("Storage").bold()
        Text("128 GB").gridColumnAlignment(.trailing)
      }
      GridRow {
        Color.blue.frame(height: 8).gridCellColumns(2)
      }
    }
    .padding(16)
    assertSnapshot(of: table, as: .image(layout: .sizeThatFits, scale: 2))
  }
}
