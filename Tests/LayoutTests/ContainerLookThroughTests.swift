@testable import Cellshot
import CellshotTesting
import Testing

/// Containers find their sections, tabs, options and toolbar items as SwiftUI finds them:
/// through a view of the app's own's `body`, a `Group`, a `ForEach` and an `if`. Each test
/// lays the same screen out written inline and written through those, and expects the same
/// frames.
@MainActor @Suite struct ContainerLookThroughTests {
  // MARK: Sections

  struct AccountSection: View {
    var body: some View {
      Section {
        Text("Apple ID")
        Text("iCloud")
      } header: {
        Text("Account")
      } footer: {
        Text("Signed in")
      }
    }
  }

  /// A section with state and an environment value of its own.
  struct AlertsSection: View {
    @State private var sounds = true
    @Environment(\.colorScheme) private var colorScheme
    var body: some View {
      Section("Alerts") {
        Toggle("Sounds", isOn: $sounds)
        if colorScheme == .light { Text("Light") } else { Text("Dark") }
      }
    }
  }

  /// Two sections from one view.
  struct MoreSections: View {
    var body: some View {
      Section("Privacy") { Text("Location") }
      Section("About") { Text("Version") }
    }
  }

  @ViewBuilder func inlineSections() -> some View {
    Section {
      Text("Apple ID")
      Text("iCloud")
    } header: {
      Text("Account")
    } footer: {
      Text("Signed in")
    }
    Section("Alerts") {
      Toggle("Sounds", isOn: .constant(true))
      Text("Light")
    }
    Section("Privacy") { Text("Location") }
    Section("About") { Text("Version") }
  }

  /// The names and frames of `view`'s nodes, for comparing two trees whole.
  func dump<V: View>(_ view: V) -> [String] {
    layoutFrames(view).map { "\($0.name) \($0.frame)" }
  }

  @Test func sectionsOfCustomViewsAreCardsOfTheirOwn() throws {
    let inline = layoutFrames(List { inlineSections() })
    let custom = layoutFrames(List {
      AccountSection()
      AlertsSection()
      MoreSections()
    })
    // Four cards: each header above its card, in capitals, not a row of one card.
    let headers = ["ACCOUNT", "ALERTS", "PRIVACY", "ABOUT"].map { frame(custom, "Text(\"\($0)\")") }
    try #require(headers.allSatisfy { $0 != .null }, "\(custom.map(\.name))")
    let rows = custom
      .filter { $0.name.hasPrefix(".frame(maxWidth:") && $0.name.contains("minHeight: 44") }
      .map(\.frame)
    try #require(rows.count == 6, "\(rows)")
    // Each header sits 6 points over the first row of its card, below the card before.
    let firstRows = [rows[0], rows[2], rows[4], rows[5]]
    for (header, row) in zip(headers, firstRows) {
      #expect(header.maxY + 6 == row.minY && header.minX == 36, "\(header) over \(row)")
    }
    #expect(headers[1].minY > rows[1].maxY && headers[2].minY > rows[3].maxY)
    // The footer is below the first card.
    let footer = frame(custom, "Text(\"Signed in\")")
    #expect(footer.minY > rows[1].maxY && footer.maxY < headers[1].minY, "\(footer)")
    // And all of it where the same sections written inline are.
    #expect(custom.map { "\($0.name) \($0.frame)" } == inline.map { "\($0.name) \($0.frame)" })
  }

  @Test func sectionsInAFormThroughGroupForEachAndIf() {
    let inline = dump(Form { inlineSections() })
    let show = true
    let through = dump(Form {
      Group {
        AccountSection()
        if show { AlertsSection() } else { Text("none") }
      }
      ForEach(0..<1) { _ in MoreSections() }
    })
    #expect(through == inline)
  }

  /// Modifiers on a section of the app's own apply to the section's parts, as on a `Section`.
  @Test func modifiersOnACustomSectionKeepItASection() {
    let inline = dump(List {
      Section {
        Text("Apple ID")
        Text("iCloud")
      } header: {
        Text("Account")
      } footer: {
        Text("Signed in")
      }
      .listRowBackground(Color.yellow)
      .foregroundColor(.red)
      .listRowSeparator(.hidden)
    })
    let custom = dump(List {
      AccountSection()
        .listRowBackground(Color.yellow)
        .foregroundColor(.red)
        .listRowSeparator(.hidden)
    })
    #expect(custom == inline)
    #expect(custom.contains { $0.hasPrefix("Text(\"ACCOUNT\")") })
  }

  struct LetterSection: View {
    let title: String
    var body: some View {
      Section(header: Text(title).frame(height: 40)) {
        ForEach(0..<5) { i in Text("\(title)\(i)").frame(height: 50) }
      }
    }
  }

  /// A lazy stack pinning headers pins those of sections of the app's own.
  @Test func pinnedHeadersOfCustomSections() {
    func stack<C: View>(@ViewBuilder _ content: () -> C) -> [String] {
      let view = ScrollView {
        LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) { content() }
      }
      .scrollContentOffset(y: 100)
      return layoutFrames(view, width: 200, height: 300).map { "\($0.name) \($0.frame)" }
    }
    let inline = stack {
      ForEach(["A", "B"], id: \.self) { title in
        Section(header: Text(title).frame(height: 40)) {
          ForEach(0..<5) { i in Text("\(title)\(i)").frame(height: 50) }
        }
      }
    }
    let custom = stack {
      LetterSection(title: "A")
      LetterSection(title: "B")
    }
    // Scrolled 100 down, A's header is pinned at the top; B's is where it lies (290 - 100).
    let headers = custom.filter { $0.hasPrefix(".frame(height: 40) ") }
    // (Frames print as on iOS: "(x, y, width, height)".)
    #expect(headers.count == 2 && headers[0].contains("(96.0, 0.0, "), "\(headers)")
    #expect(headers.count == 2 && headers[1].contains("(96.0, 190.0, "), "\(headers)")
    #expect(custom == inline)
  }

  // MARK: Tabs

  @Test func iOS18TabsDrawTheirItemsAsTabItemsDo() throws {
    let items = dump(TabView(selection: .constant(1)) {
      Text("home").tabItem { Label("Home", systemImage: "house") }.tag(0)
      Text("inbox").tabItem { Label("Inbox", systemImage: "tray") }.tag(1)
      Text("more").tabItem { Label("More", systemImage: "ellipsis") }.tag(2)
    })
    let tabs = dump(TabView(selection: .constant(1)) {
      Tab("Home", systemImage: "house", value: 0) { Text("home") }
      Tab(value: 1) { Text("inbox") } label: { Label("Inbox", systemImage: "tray") }
      Tab("More", systemImage: "ellipsis", value: 2) { Text("more") }
    })
    // Each item's symbol and title, at the same frames.
    for name in ["Text(\"Home\")", "Text(\"Inbox\")", "Text(\"More\")",
                 "Image(systemName: \"house.fill\")", "Image(systemName: \"tray.fill\")"] {
      try #require(tabs.contains { $0.hasPrefix(name + " ") }, "\(name) in \(tabs)")
    }
    #expect(tabs == items)
    // Without a selection (`Tab(_:systemImage:)`): the same again, the first tab chosen.
    let plainItems = dump(TabView {
      Text("home").tabItem { Label("Home", systemImage: "house") }
      Text("inbox").tabItem { Label("Inbox", systemImage: "tray") }
    })
    let plainTabs = dump(TabView {
      Tab("Home", systemImage: "house") { Text("home") }
      Tab("Inbox", systemImage: "tray") { Text("inbox") }
    })
    #expect(plainTabs == plainItems)
  }

  struct InboxTab: View {
    var body: some View {
      Text("inbox").tabItem { Label("Inbox", systemImage: "tray") }.badge(2).tag(1)
    }
  }

  struct TrayTabs: TabContent {
    var body: some TabContent<Int> {
      Tab(value: 1) { Text("inbox") } label: { Label("Inbox", systemImage: "tray") }
        .badge(2)
      Tab("More", systemImage: "ellipsis", value: 2) { Text("more") }
    }
  }

  @Test func tabsInsideCustomViewsGroupsAndForEach() {
    let inline = dump(TabView(selection: .constant(1)) {
      Text("home").tabItem { Label("Home", systemImage: "house") }.tag(0)
      Text("inbox").tabItem { Label("Inbox", systemImage: "tray") }.badge(2).tag(1)
      Text("more").tabItem { Label("More", systemImage: "ellipsis") }.tag(2)
    })
    let through = dump(TabView(selection: .constant(1)) {
      Group {
        Text("home").tabItem { Label("Home", systemImage: "house") }.tag(0)
        InboxTab()
      }
      ForEach([2], id: \.self) { _ in
        Text("more").tabItem { Label("More", systemImage: "ellipsis") }
      }
    })
    #expect(through == inline)
    // iOS 18's tabs from tab content of the app's own, and inside a Group and a ForEach.
    let tabs = dump(TabView(selection: .constant(1)) {
      Group { Tab("Home", systemImage: "house", value: 0) { Text("home") } }
      TrayTabs()
    })
    #expect(tabs == inline)
    let each = dump(TabView(selection: .constant(1)) {
      ForEach([0], id: \.self) { _ in Tab("Home", systemImage: "house", value: 0) { Text("home") } }
      TabSection("Mail") { TrayTabs() }
    })
    #expect(each == inline)
  }

  // MARK: Picker options

  struct SizeOptions: View {
    let sizes: [String]
    var body: some View {
      ForEach(sizes, id: \.self) { Text($0).tag($0) }
    }
  }

  struct Option: View {
    let name: String
    var body: some View { Text(name).tag(name) }
  }

  @Test func pickerOptionsInsideCustomViews() throws {
    func picker<C: View>(@ViewBuilder _ options: () -> C) -> some View {
      Picker(selection: .constant("M"), content: options) { Text("Size") }
        .pickerStyle(.segmented)
        .padding()
    }
    let inline = dump(picker {
      Text("S").tag("S")
      Text("M").tag("M")
      Text("L").tag("L")
    })
    // Three segments, the second chosen: its raised background lies under "M".
    let segments = layoutFrames(picker { SizeOptions(sizes: ["S", "M", "L"]) })
    let m = frame(segments, "Text(\"M\")")
    let raised = frames(segments, ".padding(2)")
    try #require(raised.count == 1, "\(segments.map(\.name))")
    #expect(raised[0].minX < m.minX && raised[0].maxX > m.maxX)
    #expect(segments.map { "\($0.name) \($0.frame)" } == inline)
    #expect(dump(picker { Option(name: "S"); Option(name: "M"); Option(name: "L") }) == inline)
    // A ForEach of options of the app's own: each tagged by its own tag.
    #expect(dump(picker { ForEach(["S", "M", "L"], id: \.self) { Option(name: $0) } })
              == inline)
  }

  // MARK: Toolbar items

  struct EditItems: ToolbarContent {
    var body: some ToolbarContent {
      ToolbarItem(placement: .topBarLeading) { Button("Cancel") {} }
      Group {
        ToolbarItem(placement: .topBarTrailing) { Button("Done") {} }
      }
    }
  }

  @Test func toolbarItemsInsideCustomContentAndGroups() {
    let inline = dump(NavigationStack {
      Text("Note")
        .navigationTitle("Edit")
        .toolbar {
          ToolbarItem(placement: .topBarLeading) { Button("Cancel") {} }
          ToolbarItem(placement: .topBarTrailing) { Button("Done") {} }
        }
    })
    let custom = dump(NavigationStack {
      Text("Note")
        .navigationTitle("Edit")
        .toolbar { EditItems() }
    })
    #expect(custom == inline)
    #expect(inline.contains { $0.hasPrefix("Text(\"Cancel\")") })
  }

  struct ShareButtons: View {
    var body: some View {
      Button("Share") {}
      Button("Edit") {}
    }
  }

  /// Views in a view builder's toolbar, each an item of the trailing end, through a view of
  /// the app's own and a Group.
  @Test func toolbarViewsInsideCustomViewsAndGroups() {
    func screen<C: View>(@ViewBuilder _ items: () -> C) -> some View {
      NavigationStack { Text("Note").navigationTitle("Note").toolbar(content: items) }
    }
    let inline = dump(screen {
      Button("Share") {}
      Button("Edit") {}
    })
    #expect(dump(screen { ShareButtons() }) == inline)
    #expect(dump(screen { Group { Button("Share") {}; Button("Edit") {} } }) == inline)
  }

  // MARK: Golden

  struct ProfileSection: View {
    var body: some View {
      Section {
        HStack(spacing: 12) {
          Image(systemName: "person.crop.circle.fill")
            .font(.system(size: 44))
            .foregroundColor(.gray)
          VStack(alignment: .leading, spacing: 2) {
            Text("Ada Lovelace").font(.title3)
            Text("Apple ID, iCloud, Media & Purchases").font(.footnote)
              .foregroundColor(.secondary)
          }
        }
      }
    }
  }

  struct NotificationsSection: View {
    @State private var sounds = true
    @State private var badges = false
    var body: some View {
      Section {
        Toggle("Sounds", isOn: $sounds)
        Toggle("Badges", isOn: $badges)
      } header: {
        Text("Notifications")
      } footer: {
        Text("Badges show the number of unread messages on the app's icon.")
      }
    }
  }

  struct GeneralSection: View {
    let rows = ["About", "Software Update", "Storage"]
    var body: some View {
      Section("General") {
        ForEach(rows, id: \.self) { row in NavigationLink(row) { Text(row) } }
      }
    }
  }

  struct SettingsScreen: View {
    var body: some View {
      NavigationStack {
        List {
          ProfileSection()
          NotificationsSection()
          GeneralSection()
        }
        .navigationTitle("Settings")
      }
    }
  }

  @Test func settingsScreenOfCustomSections() {
    assertSnapshot(of: SettingsScreen(), as: .image(device: .iphone13, scale: 1))
  }
}
