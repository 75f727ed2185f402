@testable import Cellshot
import CellshotTesting
import Foundation
import Testing

/// The APIs app code uses beyond the basics: property wrappers, Text's inputs, more controls,
/// filters, trimmed strokes, list and bar details.
@MainActor @Suite struct EverydayAPITests {
  final class Store: ObservableObject {
    @Published var name = "Ada"
    @Published var items = [Task(id: 1, title: "Write", done: true),
                            Task(id: 2, title: "Test", done: false)]
  }

  struct Task: Identifiable {
    let id: Int
    var title: String
    var done: Bool
  }

  struct SchemeReader: View {
    @Environment(\.colorScheme) private var scheme
    @Environment(\.locale) private var locale
    @Environment(\.dismiss) private var dismiss
    var body: some View { Text("\(scheme == .dark ? "dark" : "light") \(locale.identifier)") }
  }

  struct StoreReader: View {
    @EnvironmentObject var store: Store
    @AppStorage("greeting") private var greeting = "Hello"
    var body: some View {
      VStack {
        Text("\(greeting), \(store.name)")
        TextField("Name", text: $store.name)
        ForEach($store.items) { $item in
          Toggle(item.title, isOn: $item.done)
        }
      }
    }
  }

  func texts<V: View>(_ view: V, colorScheme: ColorScheme = .light) -> [String] {
    let (engine, _) = Renderer(size: CGSize(width: 390, height: 844), colorScheme: colorScheme)
      .layout(view)
    return engine.builder.nodes.compactMap {
      if case .text(let text) = $0.kind { return text.string } else { return nil }
    }
  }

  @Test func propertyWrappersReadTheEnvironmentAndBind() {
    #expect(texts(SchemeReader(), colorScheme: .dark) == ["dark en_US_POSIX"])
    #expect(texts(SchemeReader().environment(\.locale, Locale(identifier: "de_DE")))
            == ["light de_DE"])
    let store = Store()
    let shown = texts(StoreReader().environmentObject(store))
    #expect(shown.contains("Hello, Ada"))
    #expect(shown.contains("Write") && shown.contains("Test"))
    // A binding made from `$store.items` writes through to the object.
    let binding = ObservedObject(wrappedValue: store).projectedValue.items
    binding.wrappedValue[1].done = true
    #expect(store.items[1].done)
  }

  @Test func textTakesMarkdownDatesFormatsAndJoins() {
    let date = Date(timeIntervalSince1970: 1_704_164_400)  // 2 January 2024, 3:00 UTC
    let views: [AnyView] = [
      AnyView(Text("**Bold** and *slanted* and `code`, [a link](https://example.com)")),
      AnyView(Text("snake_case_name stays")),
      AnyView(Text("Count ") + Text("3").bold()),
      AnyView(Text(date, style: .date)),
      AnyView(Text(date, style: .time)),
      AnyView(Text(1234, format: .number)),
      AnyView(Text("Total: \(5) items")),
    ]
    #expect(texts(VStack { ForEach(0..<views.count, id: \.self) { views[$0] } }) == [
      "Bold and slanted and code, a link", "snake_case_name stays", "Count 3", "January 2, 2024",
      "3:00 AM", "1,234", "Total: 5 items",
    ])
    // A wholly bold literal is drawn bold.
    let (engine, _) = Renderer(size: CGSize(width: 200, height: 50)).layout(Text("**All**"))
    let bold = engine.builder.nodes.contains {
      if case .text(let t) = $0.kind { return t.font.weight.usesBoldFace } else { return false }
    }
    #expect(bold)
  }

  @Test func filtersChangeColoursNotLayout() throws {
    func pixel<V: View>(_ view: V) throws -> RGBA8 {
      try Renderer(size: CGSize(width: 20, height: 20), background: .white).render(view)
        .buffer[10, 10]
    }
    let red = Color(r: 255, g: 0, b: 0)
    #expect(try pixel(red.grayscale(1)) == RGBA8(r: 54, g: 54, b: 54, a: 255))
    #expect(try pixel(red.colorInvert()) == RGBA8(r: 0, g: 255, b: 255, a: 255))
    #expect(try pixel(Color.black.brightness(0.5)) == RGBA8(r: 128, g: 128, b: 128, a: 255))
    #expect(try pixel(Color.white.colorMultiply(red)) == RGBA8(r: 255, g: 0, b: 0, a: 255))
    // A blurred square spreads past its edge and fades inside it.
    let blurred = try Renderer(size: CGSize(width: 40, height: 40), background: .white)
      .render(Color.black.frame(width: 20, height: 20).blur(radius: 6)).buffer
    #expect(blurred[20, 20].r < 40 && blurred[8, 20].r < 250 && blurred[8, 20].r > 100)
    #expect(frame(layoutFrames(Text("A").blur(radius: 3)), "Text(\"A\")")
            == frame(layoutFrames(Text("A")), "Text(\"A\")"))
  }

  @Test func trimmedCircleStrokesAnArc() throws {
    let ring = Circle().trim(from: 0, to: 0.25)
      .stroke(Color.black, style: StrokeStyle(lineWidth: 4, lineCap: .round))
      .frame(width: 40, height: 40)
    let b = try Renderer(size: CGSize(width: 40, height: 40), background: .white).render(ring)
      .buffer
    // From 3 o'clock clockwise to 6 o'clock: the lower right quarter only.
    #expect(b[39, 20].r < 128 && b[20, 39].r < 128)  // the two ends
    #expect(b[34, 34].r < 128)  // the middle of the arc
    #expect(b[1, 20].r == 255 && b[20, 1].r == 255 && b[6, 6].r == 255)  // nothing elsewhere
  }

  struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
      Path { p in
        p.move(to: CGPoint(x: rect.midX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        p.closeSubpath()
      }
    }
  }

  @Test func customShapesAndPathsDraw() throws {
    func render<V: View>(_ view: V) throws -> PixelBuffer {
      try Renderer(size: CGSize(width: 40, height: 40), background: .white).render(view).buffer
    }
    let triangle = try render(Triangle().fill(Color.black).frame(width: 40, height: 40))
    #expect(triangle[20, 30] == RGBA8(r: 0, g: 0, b: 0, a: 255))  // inside
    #expect(triangle[3, 3] == RGBA8(r: 255, g: 255, b: 255, a: 255))  // beside the apex
    #expect(triangle[20, 1].r < 255 && triangle[20, 1].r > 0)  // the apex, anti-aliased
    // A path's ellipse matches the built-in circle within anti-aliasing.
    let drawn = try render(Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
      .fill(Color.black))
    let circle = try render(Circle().fill(Color.black).frame(width: 40, height: 40))
    var worst = 0
    for y in 0..<40 {
      for x in 0..<40 { worst = max(worst, abs(Int(drawn[x, y].r) - Int(circle[x, y].r))) }
    }
    #expect(worst < 40, "\(worst)")
    // A stroked open path: a line from corner to corner, nothing closing it.
    let line = try render(Path { p in
      p.move(to: CGPoint(x: 5, y: 5))
      p.addLine(to: CGPoint(x: 35, y: 35))
    }.stroke(Color.black, lineWidth: 2))
    #expect(line[20, 20].r < 100 && line[30, 10].r == 255)
    // An arc drawn `clockwise: false` runs clockwise on the screen, as in SwiftUI.
    let arc = try render(Path { p in
      p.addArc(center: CGPoint(x: 20, y: 20), radius: 15, startAngle: .degrees(0),
               endAngle: .degrees(90), clockwise: false)
    }.stroke(Color.black, lineWidth: 2))
    #expect(arc[20, 35].r < 128 && arc[20, 5].r == 255)  // through 6 o'clock, not 12
  }

  /// `Font.custom` stands the bundled fonts in for a named font, reading weight, italics and
  /// monospacing from the name.
  @Test func customFontsReadTheirName() {
    #expect(Font.custom("Avenir-Heavy", size: 20).spec == FontSpec(size: 20, weight: .heavy))
    #expect(Font.custom("Menlo-Regular", size: 13).spec.monospaced)
    #expect(Font.custom("Georgia-Italic", fixedSize: 15).spec
            == FontSpec(size: 15, italic: true))
    #expect(Font.custom("SFProText-Semibold", size: 17, relativeTo: .body).spec
            == FontSpec.headline)
  }

  /// `Text + Text`: each part in its own weight, size and colour, on one baseline, wrapping
  /// together; modifiers on the joined text fill in what a part leaves unset.
  @Test func joinedTextKeepsEachPartsStyle() throws {
    let renderer = Renderer(size: CGSize(width: 300, height: 120), scale: 2, background: .white)
    let joined = (Text("Bold ").bold() + Text("red").foregroundColor(.red) + Text(" plain"))
      .foregroundColor(.blue)
    let list = renderer.displayList(joined.fixedSize())
    guard case .text(let layout, _, _, _, _)? = list.commands.first(where: {
      if case .text = $0 { return true } else { return false }
    }) else {
      Issue.record("no text drawn")
      return
    }
    let glyphs = layout.lines[0].glyphs
    #expect(glyphs.count == 14)  // spaces included
    // "Bold" in blue (the joined text's colour), "red" in red, "plain" in blue.
    let blue = Color.blue.resolved(dark: false), red = Color.red.resolved(dark: false)
    #expect(glyphs[0].color == blue && glyphs[5].color == red && glyphs[11].color == blue,
            "\(String(describing: glyphs[0].color)) \(String(describing: glyphs[5].color))")
    // The bold part is drawn from the bold strike: its "B" is wider than a regular one.
    let regular = TextLayout("B", chain: try FontLibrary.shared.chain(for: .body, scale: 2))
    #expect(glyphs[0].grey!.width > regular.lines[0].glyphs[0].grey!.width)
    // Sizes mix on one baseline: the line is as tall as the large part's.
    let mixed = renderer.displayList(
      (Text("Big").font(.largeTitle) + Text(" small").font(.caption)).fixedSize())
    guard case .text(let both, _, _, _, _)? = mixed.commands.first(where: {
      if case .text = $0 { return true } else { return false }
    }) else { return }
    let large = TextLayout("Big", chain: try FontLibrary.shared.chain(for: .largeTitle, scale: 2))
    #expect(both.lines.count == 1 && both.height == large.height)
    // A literal's **bold** and `code` spans are runs too: code in the monospaced design
    // (Terminus, a bitmap font: no grey levels), bold from the bold strike.
    let markdown = renderer.displayList(Text("Tap **Save** or `x`").fixedSize())
    guard case .text(let runs, _, _, _, _)? = markdown.commands.first(where: {
      if case .text = $0 { return true } else { return false }
    }) else { return }
    #expect(runs.lines[0].text == "Tap Save or x")
    let marks = runs.lines[0].glyphs
    #expect(marks[0].grey != nil && marks[12].grey == nil && marks[12].mask.width > 0)
    let plainS = TextLayout("S", chain: try FontLibrary.shared.chain(for: .body, scale: 2))
    #expect(marks[4].grey!.width > plainS.lines[0].glyphs[0].grey!.width)
    let view = VStack(alignment: .leading, spacing: 12) {
      Text("Total: ").foregroundColor(.secondary) + Text("$1,299").bold()
        + Text(" / month").font(.caption).foregroundColor(.secondary)
      (Text("Tip: ").bold() + Text("joined texts wrap together, each part keeping its own "
        + "weight and colour, like ") + Text("this part").foregroundColor(.orange)
        + Text("."))
        .font(.subheadline)
      Text("Big").font(.largeTitle).bold() + Text(" and small").font(.caption)
      Text("Markdown: tap **Save** to keep `draft.txt`, *then* close.")
    }
    .padding()
    .frame(width: 320, alignment: .leading)
    assertSnapshot(of: view, as: .image(layout: .sizeThatFits, scale: 2))
  }

  @Test func moreControls() {
    let date = Date(timeIntervalSince1970: 1_704_164_400)
    let view = NavigationStack {
      Form {
        Section("Controls") {
          DatePicker("Due", selection: .constant(date))
          ColorPicker("Colour", selection: .constant(Color.orange))
          DisclosureGroup("Closed") { Text("Hidden") }
          DisclosureGroup("Open", isExpanded: .constant(true)) { Text("Shown inside") }
          Gauge(value: 0.6) { Text("Storage") }
          Menu("Sort by") { Button("Name") {} }
          Link("Help centre", destination: URL(string: "https://example.com")!)
          Button("Delete account", role: .destructive) {}
            .listRowBackground(Color.red.opacity(0.12))
        }
        Section("Labels and rings") {
          HStack(spacing: 16) {
            Label("Icon only", systemImage: "star.fill").labelStyle(.iconOnly)
            Image(systemName: "bell").imageScale(.large)
            Circle().trim(from: 0, to: 0.7)
              .stroke(Color.green, style: StrokeStyle(lineWidth: 6, lineCap: .round))
              .rotationEffect(.degrees(-90))
              .frame(width: 36, height: 36)
            Text("Blurred").blur(radius: 2)
            Text("Grey").foregroundColor(.blue).grayscale(1)
          }
        }
      }
      .navigationTitle("Everyday")
      .navigationBarTitleDisplayMode(.inline)
    }
    assertSnapshot(of: view, as: .image(device: .iphone13, scale: 2))
    assertSnapshot(of: ContentUnavailableView("No Mail", systemImage: "tray",
                                              description: Text("New messages appear here.")),
                   as: .image(size: CGSize(width: 320, height: 300), scale: 2),
                   named: "unavailable")
  }
}
