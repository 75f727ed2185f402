@testable import Cellshot
import CellshotTesting
import Foundation
import Raster
import Testing

/// The system look switch (`InterfaceLook`): iOS 18's chrome by default, iOS 26's Liquid Glass
/// when asked, each piece of the glass look pinned by its frames to the figures measured on
/// iOS 26 screenshots (docs/research-ios26-look.md), on an iPhone 16 Pro (402 x 874).
@MainActor @Suite struct InterfaceLookTests {
  /// Every node's name and frame, laid out on `device`'s screen (safe area, status bar) in
  /// `look`.
  static func laidOut<V: View>(_ view: V, device: Device = .iphone16Pro,
                              look: InterfaceLook = .ios26) -> [(name: String, frame: CGRect)] {
    var renderer = Renderer(device: device)
    renderer.interfaceLook = look
    let (engine, _) = renderer.layout(view)
    return engine.builder.nodes.map { ($0.name, $0.frame) }
  }

  struct Settings: View {
    @State private var tab = 0
    var body: some View {
      TabView(selection: $tab) {
        NavigationStack {
          Form {
            Section("Connectivity") {
              Toggle("Wi-Fi", isOn: .constant(true))
              Toggle("Bluetooth", isOn: .constant(false))
            }
            Section("Appearance") {
              Picker("Mode", selection: .constant(0)) {
                Text("Light").tag(0)
                Text("Dark").tag(1)
              }
              .pickerStyle(.segmented)
              Text("Text Size")
            }
            Section {
              Button("Sign Out") {}.buttonStyle(.glass)
            }
          }
          .navigationTitle("Settings")
          .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
              Button {} label: { Image(systemName: "square.and.arrow.up") }
            }
          }
        }
        .tabItem { Label("Settings", systemImage: "gearshape") }
        .tag(0)
        Text("Library").tabItem { Label("Library", systemImage: "books.vertical") }.tag(1)
        Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(2)
        Text("Profile").tabItem { Label("Profile", systemImage: "person") }.tag(3)
      }
    }
  }

  /// The strings of the text nodes `view` resolves to in `look`, in tree order.
  static func texts<V: View>(_ view: V, look: InterfaceLook = .ios26) -> [String] {
    var renderer = Renderer(device: .iphone16Pro)
    renderer.interfaceLook = look
    return renderer.layout(view).0.builder.nodes.compactMap {
      if case .text(let text) = $0.kind { return text.string } else { return nil }
    }
  }

  /// The frames of the nodes called `name` with `size`.
  static func rects(_ f: [(name: String, frame: CGRect)], _ name: String, _ size: CGSize)
    -> [CGRect]
  {
    f.filter { $0.name == name && abs($0.frame.width - size.width) < 0.01
      && abs($0.frame.height - size.height) < 0.01 }.map(\.frame)
  }

  /// iOS 18's look is the default, everywhere it can be set; 17 and 18 are one look.
  @Test func iOS18IsTheDefaultAndVersionsMapToLooks() {
    #expect(InterfaceLook.standard == .ios18)
    #expect(Renderer(device: .iphone16Pro).interfaceLook == .standard)
    #expect(EnvironmentValues().interfaceLook == .standard)
    #expect(PreviewExport.Chrome("frame").look == .standard)
    #expect(PreviewExport.Chrome("frame,ios26").look == .ios26)
    #expect(InterfaceLook(iOSVersion: 17) == .ios18 && InterfaceLook(iOSVersion: 18) == .ios18)
    #expect(InterfaceLook(iOSVersion: 26) == .ios26)
    #expect(InterfaceLook(iOSVersion: 15) == nil && InterfaceLook(iOSVersion: 19) == nil)
    #expect(InterfaceLook(iOSVersion: 13) == .ios13 && PreviewExport.Chrome("ios13").look == .ios13)
  }

  /// iOS 26's section footers are footnote set tight: their lines 16 points apart (three
  /// public iPhone 17 screenshots at 3x), iOS 18's 18.
  @Test func iOS26FootersAreSetTight() {
    func footerPitch(_ look: InterfaceLook) -> CGFloat {
      func height(_ lines: Int) -> CGFloat {
        let footer = Text(verbatim: Array(repeating: "Hxg", count: lines).joined(separator: "\n"))
        let form = Form { Section { Text("Row") } footer: { footer } }
        var renderer = Renderer(size: CGSize(width: 402, height: 874), scale: 3)
        renderer.interfaceLook = look
        let (engine, _) = renderer.layout(form)
        return engine.builder.nodes.first { $0.name.contains("Hxg") }?.frame.height ?? 0
      }
      return ((height(3) - height(2)) * 3).rounded()
    }
    #expect(footerPitch(.ios26) == 48)
    #expect(footerPitch(.ios18) == 54)
  }

  /// iOS 13 (`--ios 13`), as two public iOS 13 screenshots at 2x show it: a `Form` grouped edge
  /// to edge between full-width hairlines, its headers as written; a `List` plain by default,
  /// a row around a 44-point picture 56 points tall (6 above and below), separated above the
  /// first row and below the last; a style given still wins.
  @Test func iOS13FormsAreGroupedEdgeToEdgeAndListsPlain() throws {
    func laidOut<V: View>(_ view: V) -> (LayoutEngine, [(name: String, frame: CGRect)]) {
      var renderer = Renderer(size: CGSize(width: 414, height: 600))
      renderer.interfaceLook = .ios13
      let (engine, _) = renderer.layout(view)
      return (engine, engine.builder.nodes.map { ($0.name, $0.frame) })
    }
    let form = Form {
      Section { Text("Amount") }
      Section(header: Text("Total")) {
        Text("$0.00")
        Text("Per person")
      }
    }
    let (engine, f) = laidOut(form)
    let total = try #require(engine.builder.nodes.lazy.compactMap { node -> String? in
      if case .text(let text) = node.kind, text.string.lowercased() == "total" { return text.string }
      return nil
    }.first)
    #expect(total == "Total")
    #expect(frames(f, ".cornerRadius(10)").isEmpty && frames(f, ".cornerRadius(0)").count == 2)
    let cards = frames(f, ".cornerRadius(0)"), card = cards[1]
    #expect(card.minX == 0 && card.width == 414, "\(card)")
    // The rows' content and the header 16 points in, the sections 53 apart across a header.
    #expect(frame(f, "Text(\"$0.00\")").minX == 16 && frame(f, "Text(\"Total\")").minX == 16)
    #expect(abs(cards[1].minY - cards[0].maxY - 53) < 0.01, "\(cards)")
    let lines = frames(f, "Divider")
    // The line between the rows from the inset, and the section's top and bottom edge to edge.
    let edges = lines.filter { $0.minX == 0 && $0.width == 414 }.map(\.minY)
    #expect(edges.contains(card.minY) && edges.contains(card.maxY - lines[0].height)
              && edges.count == 4, "\(lines) \(card)")
    #expect(lines.contains { $0.minX == 20 && $0.width == 394 })

    let list = List(0..<2, id: \.self) { k in
      HStack {
        Color.red.frame(width: 44, height: 44)
        Text("Apollo \(k)")
      }
    }
    let (_, g) = laidOut(list)
    let pictures = frames(g, ".frame(width: 44, height: 44)")
    #expect(pictures.count == 2 && pictures[1].minY - pictures[0].minY == 56, "\(pictures)")
    let separators = frames(g, "Divider")
    #expect(separators.count == 3 && separators.allSatisfy { $0.minX == 20 }, "\(separators)")
    #expect(frames(g, ".cornerRadius(10)").isEmpty)
    let (_, styled) = laidOut(list.listStyle(.insetGrouped))
    #expect(frames(styled, ".cornerRadius(10)").count == 1)
    // iOS 13 gave the iPhone 11 a 44-point top inset (48 from iOS 14); the 11 Pro keeps 44.
    var renderer = Renderer(device: try #require(Device.named("iphone11")))
    renderer.interfaceLook = .ios13
    #expect(renderer.safeAreaInsets.top == 44)
    renderer.interfaceLook = .ios18
    #expect(renderer.safeAreaInsets.top == 48)
    var pro = Renderer(device: try #require(Device.named("iphone11-pro")))
    pro.interfaceLook = .ios13
    #expect(pro.safeAreaInsets.top == 44)
  }

  /// A view reads the look the renderer draws in, and may branch on it; `.interfaceLook(_:)`
  /// changes it below.
  @Test func viewsReadTheLook() {
    struct Reader: View {
      @Environment(\.interfaceLook) var look
      var body: some View { Text("look \(look.rawValue)") }
    }
    let glass = Self.laidOut(VStack { Reader(); Reader().interfaceLook(.ios18) })
    #expect(glass.contains { $0.name == "Text(\"look ios26\")" })
    #expect(glass.contains { $0.name == "Text(\"look ios18\")" })
    #expect(Self.laidOut(Reader(), look: .ios18).contains { $0.name == "Text(\"look ios18\")" })
  }

  /// The tab bar floats: a 360 x 62 capsule 21 points from the sides and bottom of a 402 x 874
  /// screen (it reaches below the home indicator's safe area), the chosen tab in a 95 x 54
  /// capsule 4 points inside it, the tabs' centres 72.5, 158.2, 243.8 and 329.5 (measured
  /// 72.3, 157.7, 243.2 and 329.8); the content is laid out above it.
  @Test func tabBarIsAFloatingGlassCapsule() {
    let f = Self.laidOut(Settings())
    #expect(Self.rects(f, "Capsule", CGSize(width: 360, height: 62)).first
              == rect(21, 791, 360, 62))
    #expect(Self.rects(f, "Capsule", CGSize(width: 95, height: 54)) == [rect(25, 795, 95, 54)])
    let slots = Self.rects(f, ".frame(width: 95, height: 54)", CGSize(width: 95, height: 54))
      .filter { $0.minY == 795 }.map { ($0.midX * 10).rounded() / 10 }
    // The chosen tab's capsule, then the four tabs' slots.
    #expect(slots == [72.5, 72.5, 158.2, 243.8, 329.5], "\(slots)")
    // The icon's frame 12 points below the bar's top (its glyph's top near 13.7), the title's
    // line under it.
    let icon = frame(f, "Image(systemName: \"gearshape.fill\")")
    #expect(icon.minY == 791 + 4 + GlassTabBar.itemTop, "\(icon)")
    // The content is laid out above the bar, which is its bottom safe area.
    #expect(abs(frame(f, "Form").maxY - 791) < 0.01)
    // iOS 18's bar is unchanged: 49 points over the home indicator, full width.
    let classic = Self.laidOut(Settings(), look: .ios18)
    #expect(classic.contains { $0.name == ".frame(height: 49)" && $0.frame == rect(0, 791, 402, 49) })
    #expect(Self.rects(classic, "Capsule", CGSize(width: 360, height: 62)).isEmpty)
  }

  /// `Tab(role: .search)`: a 62-point glass circle after the capsule, which shortens by it and
  /// a 10-point gap; the other tabs share the capsule as before.
  @Test func searchTabIsItsOwnCircle() {
    struct Music: View {
      @State private var tab = 0
      var body: some View {
        TabView(selection: $tab) {
          Tab("Home", systemImage: "house", value: 0) { Text("Home") }
          Tab("Radio", systemImage: "dot.radiowaves.left.and.right", value: 1) { Text("Radio") }
          Tab("Library", systemImage: "square.stack", value: 2) { Text("Library") }
          Tab(value: 3, role: .search) { Text("Search") }
        }
      }
    }
    let f = Self.laidOut(Music())
    #expect(Self.rects(f, "Capsule", CGSize(width: 288, height: 62)).first
              == rect(21, 791, 288, 62))
    #expect(Self.rects(f, "Circle", CGSize(width: 62, height: 62)).first
              == rect(319, 791, 62, 62))
    #expect(Self.rects(f, "Capsule", CGSize(width: 95, height: 54)) == [rect(25, 795, 95, 54)])
    #expect(!f.contains { $0.name == "Text(\"Search\")" && $0.frame.minY > 780 })
  }

  /// The bar is the content's bottom safe area: a text is centred above it, a long list runs
  /// on under it to the screen's edge (its rows show below the capsule), and a hidden bar
  /// leaves the content the whole screen.
  @Test func contentStopsAtTheBarAndScrollsUnderIt() throws {
    let short = Self.laidOut(TabView { Text("Library").tabItem { Text("Library") } })
    let text = frame(short, "Text(\"Library\")")
    #expect(abs(text.midY - (62 + 791) / 2) <= 0.5, "\(text)")
    let long = TabView {
      List { ForEach(0..<30) { Text("Row \($0)") } }.tabItem { Text("Rows") }
    }
    var renderer = Renderer(device: .iphone16Pro)
    renderer.interfaceLook = .ios26
    let picture = try renderer.render(long).buffer
    // A row (white, the glass's shadow over it), not the page (242).
    #expect(picture[30, 860].r >= 250, "\(picture[30, 860])")
    let hidden = Self.laidOut(TabView {
      Text("Full").toolbar(.hidden, for: .tabBar).tabItem { Text("Full") }
    })
    let full = frame(hidden, "Text(\"Full\")")
    #expect(abs(full.midY - (62 + 840) / 2) <= 0.5, "\(full)")
  }

  /// Inset-grouped cards 16 points from the edges with 26-point corners, 52-point rows, row
  /// text 16 points inside the card, separators 16 points short of both edges; headers as
  /// written, 17 points, their baseline 15.1 above the card; under the large title (baseline
  /// 152) the first header's baseline at 194.5 and the card's top at 209.6, as measured.
  @Test func insetGroupedCardsAndHeaders() {
    let f = Self.laidOut(Settings())
    let cards = frames(f, ".cornerRadius(26)")
    #expect(cards.count == 3 && cards.allSatisfy { $0.minX == 16 && $0.width == 370 })
    #expect(abs(cards[0].minY - 209.6) < 0.01, "\(cards[0])")
    #expect(abs(cards[0].height - 104) < 0.01, "two 52-point rows: \(cards[0])")
    #expect(frame(f, "Text(\"Wi-Fi\")").minX == 32)
    let header = frame(f, "Text(\"Connectivity\")")
    #expect(header.minX == 32 && !f.contains { $0.name == "Text(\"CONNECTIVITY\")" })
    // Its baseline stands on the 26.5-point strut from the list's top (168).
    #expect(f.contains { $0.name == ".frame(width: 0, height: 26.5)" && $0.frame.minY == 168 })
    let separator = frame(f, "Divider")
    #expect(separator.minX == 32 && separator.maxX == 370, "\(separator)")
    // iOS 18's: 10-point corners, 44-point rows, headers in capitals.
    let classic = Self.laidOut(Settings(), look: .ios18)
    #expect(frames(classic, ".cornerRadius(10)").count == 3)
    #expect(frames(classic, ".cornerRadius(26)").isEmpty)
    #expect(Self.texts(Settings()).contains("Connectivity"))
    #expect(Self.texts(Settings(), look: .ios18).contains("CONNECTIVITY"))
    // Across a header the cards are 43.4 + 15.1 points apart, across a footer and a header
    // 31.3 + 15.1 below the footer; without a header 35 (two public iPhone 17 screenshots).
    #expect(abs(cards[1].minY - cards[0].maxY - 58.5) < 0.01, "\(cards)")
    #expect(abs(cards[2].minY - cards[1].maxY - 35) < 0.01, "\(cards)")
    let footed = Self.laidOut(NavigationStack {
      Form {
        Section { Text("Name") } footer: { Text("Shown to friends.") }
        Section("Details") { Text("Notes") }
      }
      .navigationTitle("Form").navigationBarTitleDisplayMode(.inline)
    })
    let footedCards = frames(footed, ".cornerRadius(26)")
    let footer = frame(footed, "Text(\"Shown to friends.\")")
    #expect(footedCards.count == 2)
    #expect(abs(footedCards[1].minY - footer.maxY - 46.4) < 0.01, "\(footedCards) \(footer)")
    // Under an inline bar a first card without a header starts 35 points below the bar's
    // bottom (62 + 54); under a large title, at it.
    #expect(abs(footedCards[0].minY - (116 + 35)) < 0.01, "\(footedCards)")
    // A card without a header 24 points below a footer.
    let bare = Self.laidOut(NavigationStack {
      Form {
        Section { Text("Name") } footer: { Text("Shown to friends.") }
        Section { Text("Notes") }
      }
    })
    let bareCards = frames(bare, ".cornerRadius(26)")
    let bareFooter = frame(bare, "Text(\"Shown to friends.\")")
    #expect(bareCards.count == 2 && abs(bareCards[1].minY - bareFooter.maxY - 24) < 0.01,
            "\(bareCards) \(bareFooter)")
  }

  /// The switch: a 63 x 28 track, a 37 x 24 knob 2 points inside it (at the trailing end when
  /// on), its trailing edge 14 points inside the card's; the row stays 52 points.
  @Test func toggleIsA63By28TrackWithAPillKnob() {
    let f = Self.laidOut(Settings())
    let tracks = Self.rects(f, "Capsule", CGSize(width: 63, height: 28))
    #expect(tracks.count == 2 && tracks.allSatisfy { $0.maxX == 386 - 14 })
    let knobs = Self.rects(f, "Capsule", CGSize(width: 37, height: 24))
    #expect(knobs.count == 2)
    #expect(knobs[0].maxX == tracks[0].maxX - 2 && knobs[0].minY == tracks[0].minY + 2)
    #expect(knobs[1].minX == tracks[1].minX + 2, "off: the knob at the leading end")
    #expect(Self.rects(Self.laidOut(Settings(), look: .ios18), "Capsule",
                       CGSize(width: 51, height: 31)).count == 2)
  }

  /// The segmented control: a capsule track 32 points tall, a capsule thumb 28 tall 2 points
  /// inside it; in a list row it keeps the row at 52 points.
  @Test func segmentedControlIsACapsule() {
    let f = Self.laidOut(Settings())
    let track = Self.rects(f, "Capsule", CGSize(width: 338, height: 32))
    #expect(track.count == 1)
    let thumbs = Self.rects(f, "Capsule", CGSize(width: 165, height: 28))
    #expect(thumbs.count == 2 && thumbs[0].minX == track[0].minX + 2
              && thumbs[0].minY == track[0].minY + 2)
    // A row with the control is 60 points, its track 14 below the row's top (a public iPhone
    // 17 screenshot: 15 above a 31-point track, 14 below it); a text row under it stays 52.
    let cards = frames(f, ".cornerRadius(26)")
    #expect(abs(cards[1].height - 112) < 0.01, "\(cards[1])")
    #expect(abs(track[0].minY - cards[1].minY - 14) < 0.01, "\(track[0]) \(cards[1])")
  }

  /// The navigation bar is 54 points tall with its items in glass: a glyph in a 44-point
  /// circle 16 points from the edge, a text in a capsule 33 points longer than the text; the
  /// large title's baseline 90 points below the bar's top; a pushed screen's back button the
  /// chevron alone in a circle.
  @Test func navigationBarIs54PointsWithGlassItems() {
    let f = Self.laidOut(Settings())
    #expect(frame(f, ".frame(height: 106)") == rect(0, 62, 402, 106))
    #expect(Self.rects(f, "Capsule", CGSize(width: 44, height: 44)).first
              == rect(342, 62, 44, 44))
    // The large title stands on a 36-point strut from the bottom of the 54-point row.
    #expect(f.contains { $0.name == ".frame(width: 0, height: 36)"
      && $0.frame.maxY == 62 + 90 })
    struct Pushed: View {
      var body: some View {
        NavigationStack {
          Text("Root")
            .navigationTitle("Inbox")
            .navigationDestination(isPresented: .constant(true)) {
              Text("Body")
                .navigationTitle("Message")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                  ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                }
            }
        }
      }
    }
    let pushed = Self.laidOut(Pushed())
    #expect(frame(pushed, ".padding(.bottom, 10)") == rect(0, 62, 402, 54))
    let back = frame(pushed, ".frame(width: 44, height: 44)")
    #expect(back == rect(16, 62, 44, 44), "\(back)")
    #expect(!pushed.contains { $0.name == "Text(\"Inbox\")" }, "no title on the back button")
    let cancel = frame(pushed, "Text(\"Cancel\")")
    let capsule = pushed.first { $0.name == ".frame(minWidth: 44, minHeight: 44)"
      && $0.frame.minX > 60 }?.frame ?? .null
    #expect(capsule.height == 44 && abs(capsule.width - (cancel.width + 33)) < 0.01,
            "\(capsule) \(cancel)")
    #expect(abs(frame(pushed, "Text(\"Message\")").midY - 84) <= 1)
  }

  /// `.searchable` on a navigation root: iOS 26 puts the field at the bottom, a 44-point glass
  /// capsule 16 points from the sides, centred where a tab bar's centre is (822 on a 874-point
  /// screen), and no row under the title; in a tab view it stays under the title.
  @Test func searchFieldGoesToTheBottom() {
    struct Searching: View {
      var body: some View {
        NavigationStack {
          List { Text("Ada") }
            .navigationTitle("People")
            .searchable(text: .constant(""))
        }
      }
    }
    let f = Self.laidOut(Searching())
    let field = Self.rects(f, "Capsule", CGSize(width: 370, height: 44))
    #expect(field.first == rect(16, 800, 370, 44), "\(field)")
    #expect(frame(f, ".frame(height: 106)") == rect(0, 62, 402, 106))
    let tabbed = Self.laidOut(TabView { Searching().tabItem { Text("People") } })
    #expect(Self.rects(tabbed, "Capsule", CGSize(width: 370, height: 44)).isEmpty)
    #expect(tabbed.contains { $0.name == ".frame(height: 158)" })
  }

  /// The bottom toolbar: a 48-point row over the home indicator's safe area, adjacent items
  /// sharing one glass capsule 44 points tall, `ToolbarSpacer` splitting them; the content laid
  /// out above the row.
  @Test func bottomToolbarItemsFloatInGlass() {
    struct Mail: View {
      var body: some View {
        NavigationStack {
          Text("Inbox")
            .navigationTitle("Mail")
            .toolbar {
              ToolbarItem(placement: .bottomBar) { Button {} label: { Image(systemName: "trash") } }
              ToolbarItem(placement: .bottomBar) { Button {} label: { Image(systemName: "folder") } }
              ToolbarSpacer(.flexible, placement: .bottomBar)
              ToolbarItem(placement: .bottomBar) {
                Button {} label: { Image(systemName: "square.and.pencil") }
              }
            }
        }
      }
    }
    let f = Self.laidOut(Mail())
    let capsules = f.filter { $0.name == ".frame(minWidth: 44, minHeight: 44)" }.map(\.frame)
    #expect(capsules.count == 2, "\(capsules)")
    // The row from 874 - 34 - 48 = 792: items centred at 816.
    #expect(capsules.allSatisfy { $0.height == 44 && $0.midY == 816 }, "\(capsules)")
    #expect(capsules.first?.minX == 16 && capsules.last?.maxX == 386, "\(capsules)")
    #expect(capsules[0].width > capsules[1].width, "two items share the first capsule")
    #expect(frame(f, "Text(\"Inbox\")").maxY <= 792)
  }

  /// The slider: a 6-point track under a 38 x 24 capsule thumb.
  @Test func sliderHasASixPointTrackAndACapsuleThumb() {
    let f = Self.laidOut(Slider(value: .constant(0.5)).padding(.horizontal, 20))
    #expect(Self.rects(f, "Capsule", CGSize(width: 362, height: 6)).count == 1)
    let thumb = Self.rects(f, "Capsule", CGSize(width: 38, height: 24))
    #expect(thumb.count == 1 && thumb[0].minX == 20 + (362 - 38) / 2, "\(thumb)")
  }

  /// `.bordered`, `.borderedProminent`, `.glass` and `.glassProminent` are all capsules 34.33
  /// points tall at the regular size, 14 points from the ends to the label.
  @Test func buttonStylesAreCapsules() {
    let f = Self.laidOut(VStack(spacing: 20) {
      Button("Roll") {}.buttonStyle(.bordered)
      Button("Roll") {}.buttonStyle(.borderedProminent)
      Button("Roll") {}.buttonStyle(.glass)
      Button("Roll") {}.buttonStyle(.glassProminent)
    })
    let label = frame(f, "Text(\"Roll\")")
    let shapes = frames(f, ".frame(minHeight: 34.33)")
    #expect(shapes.count == 4 && shapes.allSatisfy {
      $0.height == 34.33 && abs($0.width - (label.width + 28)) < 0.01 }, "\(shapes)")
    #expect(frames(Self.laidOut(Button("Roll") {}.buttonStyle(.bordered), look: .ios18),
                   ".frame(minHeight: 34.33)").isEmpty)
    // A taller label keeps 6.33 points above and below it (a public iOS 26 screen's label
    // framed 44 tall: a 56.67-point capsule, not 44).
    let tall = Self.laidOut(Button {} label: { Text("Check").frame(minHeight: 44) }
      .buttonStyle(.borderedProminent))
    let capsule = frames(tall, ".frame(minHeight: 34.33)")
    #expect(capsule.count == 1 && abs(capsule[0].height - (44 + 38.0 / 3)) < 0.01,
            "\(capsule)")
  }

  /// Pixels: iOS 26's accent (0,136,255) fills a prominent button; the glass over the grouped
  /// background reads near (250,250,253), a white rim at its edge and a shadow under it; iOS
  /// 18's look keeps #007AFF.
  @Test func accentAndGlassPixels() throws {
    func render(_ look: InterfaceLook, _ view: some View) throws -> PixelBuffer {
      var renderer = Renderer(size: CGSize(width: 200, height: 120), scale: 1,
                              background: Color(r: 242, g: 242, b: 247))
      renderer.interfaceLook = look
      return try renderer.render(view).buffer
    }
    let prominent = Color.clear.frame(width: 120, height: 40)
    let button = Button {} label: { prominent }.buttonStyle(.borderedProminent)
    #expect(try render(.ios26, button)[100, 60] == RGBA8(r: 0, g: 136, b: 255, a: 255))
    #expect(try render(.ios18, button)[100, 60] == RGBA8(r: 0, g: 122, b: 255, a: 255))
    // `.interfaceLook(_:)` brings the look's accent, unless a tint above says otherwise.
    #expect(try render(.ios18, button.interfaceLook(.ios26))[100, 60]
              == RGBA8(r: 0, g: 136, b: 255, a: 255))
    #expect(try render(.ios18, button.interfaceLook(.ios26).tint(.red))[100, 60]
              == RGBA8(r: 255, g: 59, b: 48, a: 255))
    let glass = try render(.ios26, Color.clear.frame(width: 120, height: 40).glassEffect())
    let inside = glass[100, 60]
    #expect(inside.r >= 248 && inside.r <= 252 && inside.b >= 251, "\(inside)")
    #expect(glass[100, 40].r >= 253 && glass[100, 40].r > inside.r, "the rim: \(glass[100, 40])")
    let below = glass[100, 82]
    #expect(below.r < 242 && below.r > 225, "the shadow: \(below)")
    let classic = try render(.ios18, Color.clear.frame(width: 120, height: 40).glassEffect())
    #expect(classic[100, 82].r == 242, "no shadow in iOS 18's look")
  }

  /// What a user looks at: a settings screen in iOS 26's look on an iPhone 16 Pro, light and
  /// dark (dark's glass is a guess).
  @Test func settingsScreen() {
    assertSnapshots(of: Settings(), as: [
      "light": .image(device: .iphone16Pro, scale: 2, look: .ios26),
      "dark": .image(device: .iphone16Pro, scale: 2, colorScheme: .dark, look: .ios26),
    ])
  }
}

/// `.interfaceLook(_:)` on a suite: its picture snapshots draw iOS 26's chrome unless their
/// strategy names a look.
@MainActor @Suite(.interfaceLook(.ios26)) struct InterfaceLookTraitTests {
  @Test func theTraitSetsTheStrategiesLook() throws {
    #expect(SnapshotLook.current == .ios26)
    let view = AnyView(Toggle("Wi-Fi", isOn: .constant(true)).padding())
    let size = CGSize(width: 200, height: 60)
    let byTrait = try Snapshotting<AnyView, PixelBuffer>.image(size: size).snapshot(view)
    let glass = try Snapshotting<AnyView, PixelBuffer>.image(size: size, look: .ios26)
      .snapshot(view)
    let classic = try Snapshotting<AnyView, PixelBuffer>.image(size: size, look: .ios18)
      .snapshot(view)
    #expect(byTrait == glass && byTrait != classic)
  }
}
