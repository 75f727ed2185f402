@testable import Cellshot
import Testing

/// The view layer's hard cases, each a finding of the view-tree fuzzer or a hand-made extreme:
/// numbers that meet arithmetic or allocation are bounded (with a warning when that changes
/// what is drawn), trees nest ten thousand deep, and state that actions change is shown.
@MainActor @Suite struct ViewLimitTests {
  static let renderer = Renderer(size: CGSize(width: 100, height: 80), scale: 2)

  @Test(arguments: [1e9, 5000, 1000])
  func hugeShadowRadiusIsBoundedByThePicture(radius: Double) throws {
    let shown = try Self.renderer.render(
      Color.red.frame(width: 20, height: 20).shadow(radius: radius))
    #expect(shown.warnings.contains { $0.hasPrefix(".shadow(radius: ") })
    // The view itself is drawn; its shadow fades to almost nothing across the picture.
    #expect(shown.buffer[100, 80] == RGBA8(r: 255, g: 59, b: 48, a: 255))
    let modest = try Self.renderer.render(
      Color.red.frame(width: 20, height: 20).shadow(radius: 20))
    #expect(modest.warnings.isEmpty)
  }

  @Test func hugeBlurRadiusIsBoundedByThePicture() throws {
    let shown = try Self.renderer.render(Color.red.frame(width: 20, height: 20).blur(radius: 1e9))
    #expect(shown.warnings.contains { $0.hasPrefix(".blur(radius: ") })
  }

  @Test func gridSpansPastTheColumnLimitAreCut() {
    for span in [Int.max, 100_000_000] {
      let (engine, _) = Self.renderer.layout(Grid {
        GridRow { Color.red.gridCellColumns(span); Color.blue }
        GridRow { Color.green; Color.yellow }
      })
      #expect(engine.failures.contains { $0.hasPrefix("gridCellColumns(\(span))") })
      #expect(engine.builder.nodes.allSatisfy { $0.frame.width.isFinite })
    }
  }

  @Test(arguments: [1e300, 1e9])
  func adaptiveGridInAHugeFrameMakesAtMostTheTrackLimit(width: Double) {
    let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 1))]) {
      ForEach(0..<3, id: \.self) { _ in Color.red.frame(height: 5) }
    }
    let (engine, _) = Self.renderer.layout(grid.frame(width: width))
    #expect(engine.failures.contains { $0.hasPrefix("an adaptive GridItem") })
  }

  @Test func zeroScaleImageInAGridKeepsEveryFrameFinite() throws {
    let picture = try PixelBuffer(width: 4, height: 4, fill: .transparent)
    let (engine, _) = Self.renderer.layout(Grid {
      GridRow { Image(pixelBuffer: picture, scale: 0); Text("a") }
    })
    let finite = engine.builder.nodes.allSatisfy {
      $0.frame.minX.isFinite && $0.frame.width.isFinite && $0.frame.height.isFinite
    }
    #expect(finite)
    #expect(engine.builder.warnings.contains { $0.contains("scale 0.0 is not a positive") })
  }

  /// Ten thousand levels of containers and modifiers, cycling through them.
  static func nested(_ depth: Int) -> AnyView {
    var view = AnyView(Text("x"))
    for level in 0..<depth {
      switch level % 6 {
      case 0: view = AnyView(VStack { view })
      case 1: view = AnyView(view.padding(0))
      case 2: view = AnyView(ZStack { view })
      case 3: view = AnyView(view.frame(maxWidth: .infinity))
      case 4: view = AnyView(HStack { view })
      default: view = AnyView(view.background(Color.clear))
      }
    }
    return view
  }

  /// A node is as large as its largest kind, and a long list's arena is mostly text nodes:
  /// rarer, larger kinds are boxed so that a node stays 160 bytes (a text node 96), and a
  /// list of 100,000 rows touches 16 MB of nodes, not 21.
  @Test func nodesStaySmall() {
    #expect(MemoryLayout<TextNode>.size <= 96)
    #expect(MemoryLayout<Node>.size <= 160)
  }

  @Test func viewsNestTenThousandDeep() throws {
    let shown = try Self.renderer.render(Self.nested(10_000))
    #expect(shown.warnings.isEmpty)
    // The text at the bottom of it all is laid out where the top one would be.
    let alone = try Self.renderer.render(Text("x"))
    let same = shown.buffer == alone.buffer
    #expect(same)
    let padded = try Self.renderer.render(
      (0..<10_000).reduce(AnyView(Text("x"))) { view, _ in AnyView(view.padding(0)) })
    #expect(padded.buffer == alone.buffer)
  }

  struct SelfContaining: View {
    var body: some View { VStack { SelfContaining() } }
  }

  @Test func aBodyThatContainsItselfIsCutWithAWarning() throws {
    // (At the real limit, 100,000 levels, this takes seconds in a debug build.)
    var renderer = Self.renderer
    renderer.maxNestingDepth = 3_000
    let shown = try renderer.render(SelfContaining())
    #expect(shown.warnings.contains { $0.hasPrefix("views nest more than 3000 levels") })
  }

  struct Width: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
  }

  struct EverChanging: View {
    @State var count = 0
    var body: some View {
      Text("\(count)").preference(key: Width.self, value: 1)
        .onPreferenceChange(Width.self) { _ in count += 1 }
    }
  }

  final class SetUpModel: ObservableObject {
    @Published var value = "made"
  }

  struct Owner: View {
    @StateObject var model: SetUpModel
    var body: some View { Text(model.value) }
  }

  /// A body that makes an object and sets it up before handing it to a child view (as a
  /// snapshot test's `selectedView` closure does) changes no state a view observes: SwiftUI
  /// draws it once. It once counted as a change on every pass and ended in a warning.
  struct MakesItsModel: View {
    var body: some View {
      let model = SetUpModel()
      model.value = "set up"
      return Owner(model: model)
    }
  }

  /// An object a view observes, changed as the view appears, is laid out again with the change.
  struct LoadsOnAppear: View {
    @StateObject var model = SetUpModel()
    var body: some View {
      Text(model.value).onAppear { model.value = "loaded" }
    }
  }

  @Test func onlyChangesToObservedObjectsLayOutAgain() throws {
    let made = try Self.renderer.prepare(MakesItsModel())
    #expect(made.warnings.isEmpty, "\(made.warnings)")
    #expect(made.frameTree.contains("set up"), "\(made.frameTree)")
    let loaded = try Self.renderer.prepare(LoadsOnAppear())
    #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
    #expect(loaded.frameTree.contains("loaded"), "\(loaded.frameTree)")
  }

  @Test func stateChangedOnEveryPassEndsWithAWarning() throws {
    let shown = try Self.renderer.prepare(EverChanging())
    #expect(shown.warnings.contains { $0.hasPrefix("state still changed after") })
  }

  final class Model: ObservableObject {
    @Published var width: CGFloat = 0
  }

  struct PublishedReader: View {
    @StateObject var model = Model()
    var body: some View {
      Text(model.width > 0 ? "measured" : "unmeasured")
        .background(GeometryReader { proxy in
          Color.clear.preference(key: Width.self, value: proxy.size.width)
        })
        .onPreferenceChange(Width.self) { model.width = $0 }
    }
  }

  @Test func publishedChangesAreShownLikeState() throws {
    let shown = try Self.renderer.prepare(PublishedReader())
    #expect(shown.frameTree.contains("Text(\"measured\")"))
    #expect(shown.warnings.isEmpty)
  }
}

/// Layers hold the pixels their content reaches, not the screen: memory follows what is drawn.
@MainActor @Suite struct LayerSizeTests {
  @Test func threeHundredNestedOpacitiesOnASmallView() throws {
    let nested = (0..<300).reduce(AnyView(Color.black.frame(width: 10, height: 10))) { view, _ in
      AnyView(view.opacity(0.99))
    }
    let renderer = Renderer(size: CGSize(width: 390, height: 844), background: .white)
    let pixel = try renderer.render(nested).buffer[195, 422]
    // Each layer rounds its 99 % to bytes: the square fades to a light grey, not to nothing.
    #expect(pixel.a == 255 && pixel.r > 128 && pixel.r < 255 && pixel.r == pixel.g)
    let display = renderer.displayList(nested)
    let areas = display.layerAreas()
    #expect(areas.count == 300)
    // Every layer is about the square's 10 x 10 pixels, not the 390 x 844 screen.
    #expect(areas.values.allSatisfy { $0.width <= 12 && $0.height <= 12 })
  }

  @Test func rotatedLabelsTransformOnlyTheirOwnPixels() throws {
    let labels = VStack(spacing: 2) {
      ForEach(0..<200, id: \.self) { i in
        Text("Label \(i)").font(.caption2).rotationEffect(.degrees(Double(i)))
      }
    }
    let renderer = Renderer(size: CGSize(width: 200, height: 3000))
    let display = renderer.displayList(labels)
    let areas = display.layerAreas()
    // (Label 0 is not turned, so it needs no layer.)
    #expect(areas.count == 199)
    #expect(areas.values.allSatisfy { $0.width < 60 && $0.height < 30 })
    _ = try renderer.render(labels)
  }
}

/// Shapes whose geometry is absurd draw in bounded time and memory.
@MainActor @Suite struct HugeShapeTests {
  @Test func trimmedCircleOfAHugeFrameHasBoundedPoints() throws {
    let ring = Circle().trim(from: 0, to: 0.9).stroke(Color.red, lineWidth: 1e300)
      .frame(width: 1e9, height: 1e9)
    let list = Renderer(size: CGSize(width: 100, height: 80)).displayList(ring)
    let arcs = list.commands.compactMap { command -> Outline? in
      if case .path(let outline, _, "arc") = command { return outline } else { return nil }
    }
    try #require(arcs.count == 1)
    #expect(arcs[0].contours.reduce(0) { $0 + $1.count } <= 2 * (8192 + 1))
  }
}

/// The frame dump shows every frame as it is: huge finite sizes are not written as infinity.
@MainActor @Suite struct FrameDumpTests {
  @Test func hugeFiniteFramesAreWrittenAsNumbers() {
    #expect(fmtPoints(1.7976931348623157e308) == "1.7976931348623157e+308")
    #expect(fmtPoints(-2e20) == "-2e+20")
    #expect(fmtPoints(.infinity) == "inf" && fmtPoints(12.3456) == "12.346")
    let grid = LazyHGrid(rows: [GridItem(.fixed(.greatestFiniteMagnitude))]) { Color.red }
    let tree = Renderer(size: CGSize(width: 100, height: 80)).prepare(grid).frameTree
    #expect(!tree.contains("inf)"), "\(tree)")
  }
}
