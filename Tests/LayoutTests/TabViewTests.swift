@testable import Cellshot
import CellshotTesting
import Testing

/// TabView: the chosen tab's content over a 49-point bar of items, badges on them.
@MainActor @Suite struct TabViewTests {
  struct App: View {
    @State private var tab = 1
    var body: some View {
      TabView(selection: $tab) {
        Text("Home screen")
          .tabItem { Label("Home", systemImage: "house.fill") }
          .tag(0)
        NavigationStack {
          List {
            Text("Ada: see you at 6")
            Text("Grace: the bug is a moth")
          }
          .navigationTitle("Chats")
        }
        .tabItem { Label("Chats", systemImage: "message.fill") }
        .badge(3)
        .tag(1)
        Text("Profile")
          .tabItem {
            Image(systemName: "person.crop.circle")
            Text("Profile")
          }
          .tag(2)
        Text("Settings")
          .tabItem { Label("Settings", systemImage: "gearshape") }
          .badge("New")
          .tag(3)
      }
    }
  }

  @Test func barAndContent() {
    let f = layoutFrames(App())
    let bar = f.first { $0.name == ".frame(height: 49)" }?.frame
    #expect(bar == rect(0, 844 - 49, 390, 49))
    // The chosen tab's content is shown; the others are not laid out at all.
    #expect(f.contains { $0.name == "Text(\"Ada: see you at 6\")" })
    #expect(!f.contains { $0.name == "Text(\"Home screen\")" })
    // Four items, each a quarter of the width.
    let items = frames(f, ".frame(maxWidth: inf)").filter { $0.minY >= 795 }
    #expect(items.count == 4 && items.allSatisfy { $0.width == 97.5 })
  }

  /// iOS 15's scroll-edge appearance: the bar is transparent (no material, no hairline) over
  /// content that ends above it, and shows its material once a scroll view's content runs on
  /// under it; the bar is part of the content's bottom safe area, so a view that ignores it
  /// reaches the screen's bottom, and `.toolbarBackground(.visible, for: .tabBar)` keeps the
  /// material. Frames: the bar 49 high on the safe area's bottom either way.
  @Test func theBarShowsItsMaterialOnlyOverContentUnderIt() throws {
    func tabs<V: View>(_ content: V) -> some View {
      TabView { content.tabItem { Label("Home", systemImage: "house") } }
    }
    let short = tabs(List { Text("One"); Text("Two") })
    let long = tabs(List { ForEach(0..<40, id: \.self) { Text("Row \($0)") } })
    let forced = tabs(List { Text("One") }.toolbarBackground(.visible, for: .tabBar))
    func barPixel<V: View>(_ view: V) throws -> RGBA8 {
      // 10 points above the bar's bottom, beside the item: the bar's background
      try Renderer(device: .iphone13).render(view).buffer[20, 844 - 34 - 10]
    }
    let grouped = RGBA8(r: 242, g: 242, b: 247, a: 255)
    #expect(try barPixel(short) == grouped)
    #expect(try barPixel(long) == RGBA8(r: 249, g: 249, b: 249, a: 255))
    #expect(try barPixel(forced) == RGBA8(r: 249, g: 249, b: 249, a: 255))
    // The long list's rows are laid out on under the bar (a row's text below its top).
    let (engine, _) = Renderer(device: .iphone13).layout(long)
    let rows = engine.builder.nodes.filter { $0.name.hasPrefix("Text(\"Row") }.map(\.frame)
    #expect(rows.contains { $0.minY > 844 - 34 - 49 && $0.maxY < 844 })
    // A colour that ignores the safe area fills under the bar to the screen's bottom.
    let (filled, _) = Renderer(device: .iphone13).layout(tabs(Color.red.ignoresSafeArea()))
    let red = try #require(filled.builder.nodes.first { $0.name.hasPrefix(".ignoresSafeArea") })
    #expect(red.frame.maxY == 844)
    let bar = try #require(filled.builder.nodes.first { $0.name == ".frame(height: 49)" })
    #expect(bar.frame == rect(0, 844 - 34 - 49, 390, 49))
  }

  @Test func chatsTab() {
    assertSnapshots(of: App(), as: [
      "light": .image(device: .iphone13, scale: 2),
      "dark": .image(device: .iphone13, scale: 2, colorScheme: .dark),
    ])
  }
}
