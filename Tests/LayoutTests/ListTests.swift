@testable import Cellshot
import CellshotTesting
import Testing

/// Lists and forms as iOS draws them: inset grouped cards, rows of at least 44 points,
/// separators from the row's text inset, headers in footnote capitals, navigation chevrons.
@MainActor @Suite struct ListTests {
  struct Settings: View {
    var body: some View {
      NavigationStack {
        List {
          Section {
            NavigationLink("Wi-Fi") { Text("Wi-Fi") }
            NavigationLink("Bluetooth") { Text("Bluetooth") }
            LabeledContent("Version", value: "17.4")
          } header: {
            Text("Connections")
          } footer: {
            Text("Names are shown to nearby devices.")
          }
          Section("General") {
            NavigationLink("About") { Text("About") }
            Text("Sign Out").foregroundColor(.red)
          }
        }
        .navigationTitle("Settings")
      }
    }
  }

  @Test func insetGroupedMetrics() throws {
    let f = layoutFrames(Settings())
    // Cards 16 from the screen's edges, rows 20 inside them, at least 44 tall.
    let rows = f.filter { $0.name.hasPrefix(".frame(maxWidth:") && $0.name.contains("minHeight: 44") }
      .map(\.frame)
    try #require(rows.count == 5, "\(f.map(\.name))")
    #expect(rows.allSatisfy { $0.height == 44 && $0.minX == 36 && $0.width == 318 }, "\(rows)")
    // Rows touch: no gap between them, the separators lie over their edges.
    #expect(rows[1].minY == rows[0].maxY && rows[2].minY == rows[1].maxY)
    // The header is in capitals.
    #expect(f.contains { $0.name == "Text(\"CONNECTIONS\")" })
    #expect(f.contains { $0.name == "Text(\"Names are shown to nearb…\")" })
    #expect(frames(f, "chevron").count == 3)
    #expect(frames(f, "chevron").allSatisfy { $0.maxX == 354 && $0.size == CGSize(width: 7, height: 12) })
  }

  /// A row with a switch or a stepper is 44 points, as a row of text is (an iPhone measures a
  /// row's margins from its text), the control drawn whole and centred in it; outside a list
  /// the controls keep their own height.
  @Test func rowsWithControlsAreFortyFourPoints() throws {
    let f = layoutFrames(Form {
      Toggle("Extra frosting", isOn: .constant(true))
      Stepper("Number of cakes: 4", value: .constant(4))
      Text("Delivery")
    })
    let rows = f.filter { $0.name.hasPrefix(".frame(maxWidth:") && $0.name.contains("minHeight: 44") }
      .map(\.frame)
    try #require(rows.count == 3, "\(f.map(\.name))")
    #expect(rows.allSatisfy { $0.height == 44 }, "\(rows)")
    let switchFrame = frame(f, "ZStack")
    #expect(switchFrame.height == 31 && switchFrame.midY == rows[0].midY, "\(switchFrame) \(rows[0])")
    let alone = layoutFrames(VStack { Toggle("Extra frosting", isOn: .constant(true)) })
    #expect(frame(alone, "HStack(spacing: 8)").height == 31)
  }

  /// A navigation bar's title keeps the screen's margins, as the cards do: 16 points on a
  /// 390-point iPhone, 20 on a 414-point one (an iPhone 11 screenshot's large title is 20 in).
  @Test func barTitlesKeepTheScreensMargins() {
    func titleX(_ width: CGFloat) -> CGFloat {
      frame(layoutFrames(NavigationStack { List { Text("Row") }.navigationTitle("Moonshot") },
                         width: width), "Text(\"Moonshot\")").minX
    }
    #expect(titleX(390) == 16 && titleX(414) == 20)
  }

  @Test func modifiersOnASectionApplyToItsRows() throws {
    let f = layoutFrames(List {
      Section("Team") {
        Text("Ada")
        Text("Grace")
      }
      .listRowInsets(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
      .font(.caption)
      Section {
        Text("Plain")
      }
    })
    // Still a section: a header in capitals (in the caption font), its rows in the card.
    #expect(f.contains { $0.name == "Text(\"TEAM\")" }, "\(f.map(\.name))")
    let rows = f.filter { $0.name.hasPrefix(".frame(maxWidth:") && $0.name.contains("minHeight: 44") }
      .map(\.frame)
    try #require(rows.count == 3, "\(f.map(\.name))")
    // Rows of the first section 8 in from the card (16 from the screen), the other 20.
    #expect(rows[0].minX == 24 && rows[1].minX == 24 && rows[2].minX == 36, "\(rows)")
    let texts = f.filter { $0.name.hasPrefix("Text(\"") }.map(\.frame)
    let plain = try #require(f.first { $0.name == "Text(\"Plain\")" }?.frame)
    let ada = try #require(f.first { $0.name == "Text(\"Ada\")" }?.frame)
    #expect(ada.height < plain.height, "\(texts)")  // .font(.caption) reached the rows
  }

  @Test func settingsScreen() {
    assertSnapshots(of: Settings(), as: [
      "light": .image(device: .iphone13, scale: 2),
      "dark": .image(device: .iphone13, scale: 2, colorScheme: .dark),
    ])
  }

  @Test func plainList() {
    struct Contacts: View {
      struct Person: Identifiable { let id: Int; let name: String }
      let people = [Person(id: 1, name: "Ada Lovelace"), Person(id: 2, name: "Grace Hopper"),
                    Person(id: 3, name: "Katherine Johnson")]
      var body: some View {
        List(people) { person in
          Text(person.name)
        }
        .listStyle(.plain)
      }
    }
    assertSnapshot(of: Contacts(), as: .image(size: CGSize(width: 320, height: 200), scale: 2))
  }
}

/// Text decorations, grid cells that do not size their column, and a backdrop under the bar.
@MainActor @Suite struct TextAndGridDetailTests {
  @Test func underlineAndStrikethroughFollowEachLine() throws {
    let view = VStack(alignment: .leading, spacing: 10) {
      Text("Under").underline()
      Text("Struck").strikethrough(color: .red)
      Text("Plain")
    }
    let list = Renderer(size: CGSize(width: 200, height: 100), scale: 2).displayList(view)
    let fills = list.commands.compactMap { command -> (Rect, Raster.Color)? in
      if case .fill(.rect(let rect), let color) = command { return (rect, color) }
      return nil
    }
    let texts = list.commands.compactMap { command -> (Int, Int)? in
      if case .text(let layout, let x, let y, _, _) = command { return (x, y + layout.lines[0].ascent) }
      return nil
    }
    try #require(fills.count == 2 && texts.count == 3, "\(list)")
    // Under the first line's baseline, a point (2 pixels) thick, as long as the line.
    #expect(fills[0].0.minY == Double(texts[0].1 + 2) && fills[0].0.height == 2)
    #expect(fills[0].0.minX == Double(texts[0].0) && fills[0].1 == .black)
    // Through the second line, above its baseline, in red.
    #expect(fills[1].0.maxY < Double(texts[1].1) && fills[1].0.minY > Double(texts[1].1 - 20))
    #expect(fills[1].1.premultiplied == Color.red.premultiplied)
  }

  @Test func unsizedCellsSpanTheirColumnWithoutWideningIt() throws {
    let f = layoutFrames(Grid(alignment: .leading) {
      GridRow {
        Text("A")
        Color.blue.frame(width: 30, height: 10)
      }
      GridRow {
        Divider().gridCellUnsizedAxes(.horizontal)
        Color.red.frame(width: 30, height: 10)
      }
    })
    let grid = frame(f, "Grid")
    let divider = try #require(f.first { $0.name == "Divider" }?.frame)
    let text = try #require(f.first { $0.name == "Text(\"A\")" }?.frame)
    // The column is as wide as "A"; the divider spans exactly that.
    #expect(divider.width == text.width && divider.minX == grid.minX, "\(f)")
  }

  @Test func aColourBehindANavigationStacksContentReachesUnderTheBar() throws {
    let view = NavigationStack {
      // Full width: a scroll view is only as wide as its content (SwiftUI Field Guide).
      ScrollView { Text("Body").frame(maxWidth: .infinity) }
        .background(Color(.systemGroupedBackground))
        .navigationTitle("Title")
    }
    let buffer = try Renderer(size: CGSize(width: 200, height: 300)).render(view).buffer
    let grouped = Color(.systemGroupedBackground).premultiplied
    #expect(buffer[5, 5] == grouped && buffer[5, 150] == grouped, "\(buffer[5, 5]) \(buffer[5, 150])")
  }

  /// A pushed screen: `NavigationStack(path:)` with a value shows that value's destination
  /// under a bar whose back button carries the root's title; the root is not drawn.
  @Test func aPushedScreenHasItsBackButton() throws {
    struct Fruit: Hashable { let name: String }
    let fruits = [Fruit(name: "Apple"), Fruit(name: "Pear")]
    func stack(_ path: [Fruit]) -> some View {
      NavigationStack(path: .constant(path)) {
        List(fruits, id: \.self) { fruit in
          NavigationLink(fruit.name, value: fruit)
        }
        .navigationTitle("Fruit")
        .navigationDestination(for: Fruit.self) { fruit in
          Text("All about \(fruit.name)")
            .navigationTitle(fruit.name)
            .navigationBarTitleDisplayMode(.inline)
        }
      }
    }
    let pushed = try Renderer(device: .iphone13).render(stack([fruits[1]])).frameTree
    #expect(pushed.contains("Text(\"All about Pear\")") && pushed.contains("Text(\"Fruit\")"))
    #expect(pushed.contains("BackChevron") && !pushed.contains("Text(\"Apple\")"))
    let root = try Renderer(device: .iphone13).render(stack([])).frameTree
    #expect(root.contains("Text(\"Apple\")") && !root.contains("BackChevron"))
    assertSnapshot(of: stack([fruits[1]]), as: .image(device: .iphone13, scale: 1),
                   named: "pushed")
  }
}

