@testable import Cellshot
import CellshotTesting
import Testing

/// Toolbars and tabs as an iPhone draws them: each item where its placement says, the bars'
/// modifiers, and iOS 18's tab content.
@MainActor @Suite struct ToolbarTests {
  /// A mailbox with an item in each placement.
  struct Mailbox: View {
    var body: some View {
      NavigationStack {
        List {
          Text("Inbox")
          Text("Drafts")
          Text("Sent")
        }
        .navigationTitle("Mail")
        .toolbar {
          ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
          ToolbarItem(placement: .primaryAction) {
            Button {} label: { Image(systemName: "square.and.pencil") }
          }
          ToolbarItem(placement: .secondaryAction) { Button("Archive") {} }
          ToolbarItemGroup(placement: .bottomBar) {
            Button {} label: { Image(systemName: "folder") }
            Spacer()
            Button {} label: { Image(systemName: "trash") }
          }
          ToolbarItem(placement: .status) { Text("Updated just now") }
          ToolbarItem(placement: .keyboard) { Button("Done") {} }
        }
      }
    }
  }

  @Test func itemsGoWhereTheirPlacementsSay() {
    let f = layoutFrames(Mailbox())
    // Leading at the bar's leading margin, trailing at its trailing one, both in the top row.
    let edit = frame(f, "Text(\"Edit\")")
    let compose = frame(f, "Image(systemName: \"square.and.pencil\")")
    #expect(edit.minX == 16 && edit.maxY <= 44)
    #expect(compose.maxX < 374 && compose.minX > 300 && compose.maxY <= 44)
    // Secondary actions are behind the ellipsis at the trailing end.
    #expect(frame(f, "Image(systemName: \"ellipsis.circle\")").maxX == 374)
    #expect(frames(f, "Text(\"Archive\")").isEmpty)
    // The bottom bar: 44 points at the bottom, its group spread by its spacer, the status in
    // its middle; the keyboard's item is not drawn.
    let folder = frame(f, "Image(systemName: \"folder\")")
    let trash = frame(f, "Image(systemName: \"trash\")")
    #expect(folder.minX == 16 && trash.maxX == 374 && folder.midY == 822)
    #expect(abs(frame(f, "Text(\"Updated just now\")").midX - 195) < 0.01)
    #expect(frames(f, "Text(\"Done\")").isEmpty)
    // The list ends where the bottom bar begins.
    #expect(firstFrame(f, startingWith: "List").maxY == 800)
  }

  /// A `Label` in a bar shows its icon only, and a confirmation goes last, at the trailing
  /// edge, wherever the toolbar declares it (a public iOS 26 settings screen: "More" was
  /// written beside its ⋯ and "Save" drawn before it).
  @Test func barLabelsAreIconsAndConfirmationsGoLast() {
    let f = layoutFrames(NavigationStack {
      Text("Body")
        .navigationTitle("Edit")
        .toolbar {
          ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
          ToolbarItem(placement: .topBarTrailing) {
            Menu {
              Button("Share") {}
            } label: {
              Label("More", systemImage: "ellipsis.circle")
            }
          }
        }
    })
    #expect(!f.contains { $0.name == "Text(\"More\")" })
    let more = firstFrame(f, startingWith: "Image(systemName: \"ellipsis.circle\")")
    let save = firstFrame(f, startingWith: "Text(\"Save\")")
    #expect(more != .null && save != .null && save.minX > more.maxX, "\(more) \(save)")
  }

  @Test func itemsLookAsOnAnIPhone() {
    assertSnapshot(of: Mailbox(), as: .image(device: .iphone13, scale: 2), named: "mailbox")
  }

  @Test func principalItemsAndTitleModes() {
    let inline = layoutFrames(NavigationStack {
      Text("Body")
        .navigationTitle("Title")
        .toolbarTitleDisplayMode(.inline)
        .toolbar { ToolbarItem(placement: .principal) { Text("Middle") } }
    })
    // In the 44-point bar's middle, in place of the inline title.
    #expect(abs(frame(inline, "Text(\"Middle\")").midX - 195) < 0.01)
    #expect(frame(inline, "Text(\"Middle\")").maxY <= 44)
    #expect(frames(inline, "Text(\"Title\")").isEmpty)
    // toolbarTitleDisplayMode draws as navigationBarTitleDisplayMode does.
    let modes: [(ToolbarTitleDisplayMode, NavigationBarItem.TitleDisplayMode)] =
      [(.inline, .inline), (.large, .large)]
    for (modern, legacy) in modes {
      let a = layoutFrames(NavigationStack { Text("Body").navigationTitle("T")
        .toolbarTitleDisplayMode(modern) })
      let b = layoutFrames(NavigationStack { Text("Body").navigationTitle("T")
        .navigationBarTitleDisplayMode(legacy) })
      #expect(a.map(\.frame) == b.map(\.frame))
    }
  }

  /// A pushed screen with the given bar modifiers.
  func pushed<V: View>(_ modify: @escaping (Text) -> V) -> some View {
    NavigationStack(path: .constant([1])) {
      Text("Root")
        .navigationTitle("Matches")
        .navigationDestination(for: Int.self) { _ in modify(Text("Detail")) }
    }
  }

  @Test func theBarsModifiersChangeWhatIsDrawn() throws {
    // The editor role shows the back button's chevron without the previous title.
    #expect(resolvedTexts(pushed { $0 }).contains("Matches"))
    #expect(!resolvedTexts(pushed { $0.toolbarRole(.editor) }).contains("Matches"))
    #expect(!resolvedTexts(pushed { $0.navigationBarBackButtonHidden() }).contains("Matches"))
    // A hidden bar leaves the whole screen to the content (centred in it, as on iOS); shown
    // with no title it is an empty 44-point bar.
    let shown = layoutFrames(NavigationStack { Color.red.frame(height: 10) })
    let hidden = layoutFrames(NavigationStack {
      Color.red.frame(height: 10).toolbar(.hidden, for: .navigationBar)
    })
    #expect(abs(firstFrame(shown, startingWith: ".frame(height: 10)").midY - 444) < 0.01)
    #expect(abs(firstFrame(hidden, startingWith: ".frame(height: 10)").midY - 422) < 0.01)
    // The top bar's background shows only when asked, in the colour asked for.
    let plain = try Renderer(size: CGSize(width: 390, height: 200))
      .render(NavigationStack { Text("x").navigationTitle("T") }).buffer
    let blue = try Renderer(size: CGSize(width: 390, height: 200)).render(NavigationStack {
      Text("x").navigationTitle("T")
        .toolbarBackground(Color.blue, for: .navigationBar)
        .toolbarBackground(.visible, for: .navigationBar)
    }).buffer
    #expect(plain[200, 4] != blue[200, 4])
    #expect(blue[200, 4] == RGBA8(r: 0, g: 122, b: 255, a: 255))
  }

  @Test func toolbarContentTakesConditionsGroupsAndCustomizableItems() {
    func toolbar(_ flag: Bool) -> some View {
      NavigationStack {
        Text("Body").toolbar(id: "main") {
          if flag {
            ToolbarItem(id: "a", placement: .topBarTrailing) { Text("A") }
          } else {
            ToolbarItem(id: "b", placement: .topBarTrailing) { Text("B") }
          }
          ToolbarItem(id: "hidden", placement: .topBarTrailing, showsByDefault: false) {
            Text("Hidden")
          }
          ToolbarItem(id: "c", placement: .topBarLeading) { Text("C") }
            .defaultCustomization(.hidden)
          Group {
            ToolbarItemGroup(placement: .topBarLeading) {
              ForEach(0..<2) { Text("G\($0)") }
            } label: {
              Text("Label")
            }
          }
        }
      }
    }
    #expect(resolvedTexts(toolbar(true)).filter { !$0.isEmpty && $0.count <= 2 }
              == ["G0", "G1", "A"])
    #expect(resolvedTexts(toolbar(false)).contains("B"))
  }

  @Test func tabContentFillsTheBar() {
    @MainActor func tabs(hideBar: Bool) -> some View {
      TabView(selection: .constant("inbox")) {
        Tab("Home", systemImage: "house", value: "home") { Text("home") }
        TabSection("Mail") {
          Tab("Inbox", systemImage: "tray", value: "inbox") {
            NavigationStack {
              Text("inbox").toolbar(hideBar ? .hidden : .automatic, for: .tabBar)
            }
          }
          .badge(4)
          Tab("Drafts", systemImage: "doc", value: "drafts") { Text("drafts") }
            .hidden()
        }
        ForEach(["a", "b"], id: \.self) { name in
          Tab(name.uppercased(), systemImage: "star", value: name) { Text(name) }
        }
      }
    }
    #expect(resolvedTexts(tabs(hideBar: false)) == ["inbox", "", "Home", "Inbox", "4", "A", "B"])
    // The chosen tab hid the bar: none of the items is drawn.
    #expect(resolvedTexts(tabs(hideBar: true)) == ["inbox", ""])
  }
}
