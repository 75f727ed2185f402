@testable import Cellshot
import CellshotTesting
import Gallery
import PNGCodec
@testable import SeedLayouts
import Testing

/// Every gallery screen against its golden, with zero tolerance.
@MainActor @Suite struct GalleryGoldenTests {
  @Test(arguments: Gallery.screens.map(\.id))
  func screenMatchesGolden(_ id: String) throws {
    let screen = try #require(Gallery.screen(id))
    #expect(try screen.render().warnings.isEmpty)
    // The golden is named by the screen id alone; its frame tree lies beside it, so a
    // failure names the views that moved.
    assertSnapshot(of: screen.view(), as: .image(screen.renderer(), frameTree: true), named: id,
                   testName: "")
  }

  @Test func screenIdsAreTheOnesSCREENSmdNames() {
    let expected = ["multicolumn-list-top", "multicolumn-list-midfield", "multicolumn-list-pushing",
                    "staggered-grid-1col", "staggered-grid-2col", "staggered-grid-3col", "staggered-grid-4col",
                    "flexible-picker-leading", "flexible-picker-center", "flexible-picker-se-leading",
                    "flexible-picker-se-center", "collection-2col", "collection-3col", "grid-rows",
                    "grid-cards-portrait", "grid-cards-landscape", "primitives",
                    "app-settings", "app-settings-dark", "app-settings-arabic", "app-sign-in",
                    "app-chats", "app-photos",
                    "app-profile", "app-product", "app-activity", "app-detail", "app-trip",
                    "app-journal", "app-journal-settings-26",
                    "type-specimen",
                    "type-paragraph"]
    #expect(Gallery.screens.map(\.id) == expected)
  }

  @Test func postPicturesAreWhatTheCodeDraws() throws {
    let folder = try #require(Gallery.postsFolder)
    for i in 1...10 {
      let stored = try PNGDecoder().decodeFile("\(folder)/post\(i).png")
      let drawn = try PostPictures.draw(i)
      #expect(stored == drawn, "post\(i).png differs from PostPictures.draw(\(i)): run cellshot make-posts")
      let (w, h) = PostPictures.aspects[i - 1]
      #expect(abs(Double(stored.width) / Double(stored.height) - Double(w) / Double(h)) < 0.01)
    }
  }

  @Test func rendersAtEveryScaleAndDevice() throws {
    // A smaller set: the same screen at scale 3 is three times the size, and devices change it.
    let screen = try #require(Gallery.screen("collection-2col"))
    let big = try screen.render(scale: 3).buffer
    #expect(big.width == 1170 && big.height == 2532)
    let se = try screen.render(device: .iphoneSE).buffer
    #expect(se.width == 320 && se.height == 568)
    let landscape = try screen.render(device: Device(parsing: "iphone13-pro-max-landscape")).buffer
    #expect(landscape.width == 926 && landscape.height == 428)
  }

  /// The background is not drawn first where opaque pictures cover every pixel. With those
  /// pixels filled with magenta instead, the render must still equal one drawn over a full
  /// background: no magenta left means the pictures did cover them all. The same comparison
  /// checks the fills that cover the whole canvas first, which fold into the background.
  @Test func picturesCoverEveryPixelTheBackgroundSkips() throws {
    let magenta = RGBA8(r: 255, g: 0, b: 255, a: 255)
    func check(_ list: DisplayList, _ what: String) throws -> Int {
      var full = try Raster.Canvas(width: list.width, height: list.height, background: list.background)
      try list.draw(into: &full)
      #expect(try list.render(holeFill: magenta) == full.buffer, "\(what)")
      return list.coveredByPictures().reduce(0) { $0 + $1.width * $1.height }
    }
    // Two of the picture screens (the others take the same paths; debug renders are slow).
    var skipped = 0
    for id in ["staggered-grid-1col", "staggered-grid-2col"] {
      skipped += try check(try #require(Gallery.screen(id)).displayList(), id)
    }
    #expect(skipped > 200_000)
    // By hand: two translucent fills of the whole canvas (folded into the background), one
    // that misses a pixel row (not folded), fractional and partly off-canvas pictures, a
    // translucent one, nested rect and rounded clips, and shapes before and after them.
    var picture = try PixelBuffer(width: 7, height: 5)
    for y in 0..<5 {
      for x in 0..<7 { picture[x, y] = RGBA8(r: UInt8(x * 30), g: UInt8(y * 50), b: 90, a: 255) }
    }
    var seeThrough = picture
    seeThrough[3, 2] = RGBA8(r: 10, g: 10, b: 10, a: 100)
    let list = DisplayList(commands: [
      .fill(.rect(Rect(x: 0, y: 0, width: 90, height: 70)), Raster.Color.red.opacity(0.5)),
      .fill(.rect(Rect(x: -5, y: -3, width: 100, height: 80)), Raster.Color.yellow.opacity(0.3)),
      .fill(.rect(Rect(x: 0, y: 1, width: 90, height: 69)), Raster.Color.blue.opacity(0.2)),
      .image(picture, Rect(x: 3.5, y: 2.25, width: 40.2, height: 30.7), label: "fractional"),
      .pushClip(.rect(Rect(x: 40, y: 5, width: 45, height: 60))),
      .pushClip(.roundedRect(Rect(x: 42.3, y: 8.6, width: 50, height: 50), CornerRadii(9))),
      .image(picture, Rect(x: 38, y: 0, width: 60, height: 70), label: "clipped twice"),
      .popClip,
      .popClip,
      .image(seeThrough, Rect(x: 5, y: 40, width: 30, height: 20), label: "translucent"),
      .image(picture, Rect(x: -10, y: 55, width: 30, height: 30), label: "off the edges"),
      .fill(.roundedRect(Rect(x: 20, y: 20, width: 40, height: 30), CornerRadii(8)), Raster.Color.blue.opacity(0.4)),
    ], width: 90, height: 70, background: .white)
    #expect(try check(list, "by hand") > 0)
    #expect(list.coveredByPictures().count == 3)  // not the translucent one
  }

  @Test func sameScreenSamePixelsOnEveryRenderAndThreadCount() async throws {
    let screen = try #require(Gallery.screen("multicolumn-list-pushing"))
    let first = try screen.render().buffer
    // Laid out again on the main actor (views live there), drawn on four threads at once.
    let prepared = screen.prepare()
    let results = try await withThrowingTaskGroup(of: PixelBuffer.self) { group in
      for _ in 0..<4 { group.addTask { try prepared.render().buffer } }
      var all: [PixelBuffer] = []
      for try await buffer in group { all.append(buffer) }
      return all
    }
    #expect(results.allSatisfy { $0 == first })
  }
}

/// The seeds' layout rules, pinned in numbers.
@MainActor @Suite struct SeedLayoutTests {
  struct Item: Identifiable, Hashable { let id: Int }

  @Test(arguments: 1...4)
  func staggeredGridAssignsRoundRobin(_ columns: Int) {
    let items = (0..<10).map(Item.init)
    let split = StaggeredGrid<EmptyView, Item>.roundRobin(items, columns: columns)
    #expect(split.count == columns)
    for (c, column) in split.enumerated() {
      #expect(column.map(\.id) == Array(stride(from: c, to: 10, by: columns)))
    }
  }

  @Test func shortestColumnFirstFillsTheShortestColumn() {
    let layout = MasonryLayout(columns: 3, spacing: 10)
    // Heights 100, 50, 80, 30, 60: the 4th goes under the 50 (column 1, y 60), the 5th under
    // the 30 there? No: after four, tops are 110, 100, 90 -> the 5th goes to column 2 at 90.
    let (placements, height) = layout.arrange(heights: [100, 50, 80, 30, 60])
    #expect(placements.map(\.column) == [0, 1, 2, 1, 2])
    #expect(placements.map(\.y) == [0, 0, 0, 60, 90])
    #expect(height == 150)
  }

  @Test func gridLayoutChoosesRowsAndColumnsByAspect() {
    let portrait = GridLayout(itemCount: 12, in: CGSize(width: 390, height: 844))
    #expect(portrait.rowCount == 4 && portrait.columnCount == 3)
    let landscape = GridLayout(itemCount: 12, in: CGSize(width: 844, height: 390))
    #expect(landscape.rowCount == 2 && landscape.columnCount == 6)
    #expect(portrait.itemSize == CGSize(width: 130, height: 211))
    #expect(portrait.location(ofItemAt: 4) == CGPoint(x: 195, y: 316.5))
    #expect(GridLayout(itemCount: 0, in: CGSize(width: 10, height: 10)).itemSize == .zero)
  }

  @Test func collectionCountsRowsAndCellWidths() {
    #expect(Collection<EmptyView, Int>.rowCount(9, cols: 2) == 5)
    #expect(Collection<EmptyView, Int>.rowCount(9, cols: 3) == 3)
    #expect(Collection<EmptyView, Int>.cellWidth(358, cols: 2, spacing: 20) == 169)
  }

  struct Chip: Selectable {
    var id: String { displayedName }
    var displayedName: String
    var isSelected = false
    init(displayedName: String) { self.displayedName = displayedName }
  }

  @Test func flexiblePickerBreaksLinesWhereTheWidthEnds() {
    // Chip widths for the cuisine group at 16 points: 8 per character, + 2 x 8 padding +
    // 2 x 1 border + 8 spacing.
    let names = ["Pizza", "Burger", "Sushi", "Ramen", "Tacos", "Salad", "Dumplings", "Phở", "Bánh mì",
                 "火锅", "Curry", "BBQ", "Pasta", "Vegan"]
    let widths = names.map { name -> CGFloat in
      CGFloat(name.count * 8 + (name == "火锅" ? 16 : 0)) + 16 + 2 + 8
    }
    // iPhone 13: 390 - 2 x 16 padding = 358 wide.
    #expect(FlexiblePicker<Chip>.divideIntoLines(widths: widths, lineWidth: 358)
            == [[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13]])
    // iPhone SE: 320 - 32 = 288 wide.
    #expect(FlexiblePicker<Chip>.divideIntoLines(widths: widths, lineWidth: 288)
            == [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13]])
    // The seed's bugs: no empty first line, and an over-wide item stands alone.
    #expect(FlexiblePicker<Chip>.divideIntoLines(widths: [400, 50, 50], lineWidth: 300) == [[0], [1, 2]])
    #expect(FlexiblePicker<Chip>.divideIntoLines(widths: [50, 400, 50], lineWidth: 300) == [[0], [1], [2]])
  }

  @Test func pinnedTitleAtEachOffset() {
    // Titles 60 tall, rows 51 (50 + a 1-point divider at scale 1): sections start at 0, 366, 834.
    let slot = CGRect(x: 0, y: 0, width: 390, height: 60)
    func titles(_ offset: CGFloat) -> [CGRect] {
      [0, 366, 834].map { CGRect(x: 0, y: $0 - offset, width: 390, height: 60) }
    }
    #expect(PinnedTitle.from(slot: slot, titles: titles(0)) == PinnedTitle(index: 0, offset: 0))
    #expect(PinnedTitle.from(slot: slot, titles: titles(500)) == PinnedTitle(index: 1, offset: 0))
    #expect(PinnedTitle.from(slot: slot, titles: titles(804)) == PinnedTitle(index: 1, offset: -30))
    #expect(PinnedTitle.from(slot: slot, titles: titles(900)) == PinnedTitle(index: 2, offset: 0))
    #expect(PinnedTitle.from(slot: slot, titles: titles(330)) == PinnedTitle(index: 0, offset: -24))
  }
}
