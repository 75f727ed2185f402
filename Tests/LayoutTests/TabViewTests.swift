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

  @Test func chatsTab() {
    assertSnapshots(of: App(), as: [
      "light": .image(device: .iphone13, scale: 2),
      "dark": .image(device: .iphone13, scale: 2, colorScheme: .dark),
    ])
  }
}
