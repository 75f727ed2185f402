@testable import Cellshot
import CellshotTesting
import Testing

/// The top bar's metrics on an iPhone 13 (390x844, 47 points of status bar), as iOS 17 and 18
/// draw them: an empty inline bar without a title, the inline title in the middle of 44
/// points, the large title's baseline 80 points below the bar's top.
@MainActor @Suite struct NavigationBarTests {
  /// The navigation node's bar and content frames, and the engine that laid them out.
  @MainActor struct Bar {
    let engine: LayoutEngine
    let bar: CGRect
    let content: CGRect

    /// The first text node showing `string`, and its frame.
    func text(_ string: String) -> (id: NodeID, frame: CGRect)? {
      for (id, node) in engine.builder.nodes.enumerated() {
        if case .text(let text) = node.kind, text.string == string { return (id, node.frame) }
      }
      return nil
    }

    /// Where the text showing `string` has its first baseline, from the screen's top.
    func baseline(_ string: String) -> CGFloat? {
      guard let (id, frame) = text(string) else { return nil }
      return engine.baseline(id, frame.size, last: false).map { frame.minY + $0 }
    }
  }

  static func layout<V: View>(_ view: V, scale: Int = 3, device: Device = .iphone13,
                             look: InterfaceLook = .ios18) throws -> Bar {
    var renderer = Renderer(device: device, scale: scale)
    renderer.interfaceLook = look
    let (engine, _) = renderer.layout(view)
    let navigation = try #require(engine.builder.nodes.first {
      if case .navigation = $0.kind { return true } else { return false }
    })
    try #require(navigation.children.count == 2)
    return Bar(engine: engine, bar: engine.builder.nodes[navigation.children[0]].frame,
               content: engine.builder.nodes[navigation.children[1]].frame)
  }

  /// With no `.navigationTitle` the root's bar is an empty inline bar: the content starts at
  /// 47 + 44 = 91, not below a 96-point large title's bar (143), in a `NavigationStack` and in
  /// a `NavigationView`, with toolbar items too.
  @Test func aRootWithNoTitleHasAnEmptyInlineBar() throws {
    let stack = try Self.layout(NavigationStack { Color.red })
    #expect(stack.bar == rect(0, 47, 390, 44), "\(stack.bar)")
    #expect(stack.content == rect(0, 91, 390, 719), "\(stack.content)")
    let view = try Self.layout(NavigationView { Color.red })
    #expect(view.content.minY == 91, "\(view.content)")
    let items = try Self.layout(NavigationStack {
      Color.red.toolbar { ToolbarItem(placement: .primaryAction) { Text("Add") } }
    })
    #expect(items.content.minY == 91, "\(items.content)")
    let large = try Self.layout(NavigationStack {
      Color.red.navigationBarTitleDisplayMode(.large)
    })
    #expect(large.content.minY == 91, "\(large.content)")
    // A title keeps the large title's bar: 47 + 96.
    let titled = try Self.layout(NavigationStack { Color.red.navigationTitle("Settings") })
    #expect(titled.bar == rect(0, 47, 390, 96), "\(titled.bar)")
    #expect(titled.content.minY == 143, "\(titled.content)")
  }

  /// On a Dynamic Island iPhone the bar starts where the status bar ends, above the safe
  /// area's top: at 54 on an iPhone 15 Pro (safe area 59), 56.33 on an iPhone 16 Pro (62), so
  /// content under an inline bar starts at 98 and 100.33, under a large title at 150 and
  /// 152.33; a grouped list's first card without a header starts right there under a large
  /// title, 20 points lower under an inline bar. Without a bar, content keeps to the safe area;
  /// sideways there is no status bar to rise to; iOS 26's bar keeps its measured place.
  @Test func onADynamicIslandIPhoneTheBarStartsAtTheStatusBar() throws {
    let third: CGFloat = 1.0 / 3
    let inline15 = try Self.layout(NavigationStack {
      Color.red.navigationTitle("Details").navigationBarTitleDisplayMode(.inline)
    }, device: .iphone15Pro)
    #expect(inline15.bar == rect(0, 54, 393, 44), "\(inline15.bar)")
    #expect(inline15.content == rect(0, 98, 393, 852 - 34 - 98), "\(inline15.content)")
    let large16 = try Self.layout(NavigationStack { Color.red.navigationTitle("Settings") },
                                  device: .iphone16Pro)
    #expect(abs(large16.bar.minY - (56 + third)) < 0.001, "\(large16.bar)")
    #expect(abs(large16.content.minY - (152 + third)) < 0.001, "\(large16.content)")
    let baseline = try #require(large16.baseline("Settings"))
    #expect(abs(baseline - (136 + third)) < 0.01, "\(baseline)")
    // A list's first card: at the bar's bottom under the large title, 20 lower inline.
    func firstCardTop(_ bar: Bar) -> CGFloat? {
      bar.text("Wi-Fi").map { $0.frame.midY - 22 }
    }
    let list = try Self.layout(NavigationStack {
      List { Text("Wi-Fi"); Text("Bluetooth") }.navigationTitle("Settings")
    }, device: .iphone16Pro)
    let card = try #require(firstCardTop(list))
    #expect(abs(card - (152 + third)) < 0.5, "\(card)")
    let inlineList = try Self.layout(NavigationStack {
      List { Text("Wi-Fi") }.navigationTitle("Settings").navigationBarTitleDisplayMode(.inline)
    }, device: .iphone16Pro)
    let inlineCard = try #require(firstCardTop(inlineList))
    #expect(abs(inlineCard - (100 + third + 20)) < 0.5, "\(inlineCard)")
    // No rise on a notched phone, sideways, with the bar hidden, or in iOS 26's look.
    let notch = try Self.layout(NavigationStack { Color.red.navigationTitle("Settings") })
    #expect(notch.bar.minY == 47)
    let sideways = try Self.layout(NavigationStack { Color.red.navigationTitle("Settings") },
                                   device: Device.iphone15Pro.landscape)
    #expect(sideways.bar.minY == 0, "\(sideways.bar)")
    let hidden = try Self.layout(NavigationStack {
      Color.red.toolbar(.hidden, for: .navigationBar)
    }, device: .iphone15Pro)
    #expect(hidden.content.minY == 59, "\(hidden.content)")
    let glass = try Self.layout(NavigationStack { Color.red.navigationTitle("Settings") },
                                device: .iphone16Pro, look: .ios26)
    #expect(glass.bar.minY == 62, "\(glass.bar)")
  }

  /// A pushed screen's back indicator as iOS 18 draws it (an iPhone 16 Pro screenshot): its
  /// ink 11 x 18.67 points from x 9.33, whatever the bar's margin, centred on the bar's row;
  /// the back title's frame from x 30.67 (its letters from about 32).
  @Test func theBackIndicatorHasIOSsSizeAndPlace() throws {
    for device in [Device.iphone16Pro, .iphone13] {
      let bar = try Self.layout(NavigationStack(path: .constant([1])) {
        Color.clear.navigationTitle("Recipes")
          .navigationDestination(for: Int.self) { _ in Text("Detail").navigationTitle("Pasta") }
      }, device: device)
      let chevron = try #require(bar.engine.builder.nodes.first { $0.name.contains("BackChevron") })
      let stroke = BackButton.chevronStroke
      let ink = chevron.frame.insetBy(dx: -stroke / 2, dy: -stroke / 2)
      #expect(abs(ink.minX - 9.33) < 0.01 && abs(ink.width - 11) < 0.01, "\(ink)")
      #expect(abs(ink.height - 18.67) < 0.01 && abs(ink.midY - (bar.bar.minY + 22)) < 0.01,
              "\(ink) in \(bar.bar)")
      let title = try #require(bar.text("Recipes"))
      #expect(abs(title.frame.minX - 30.67) < 0.02, "\(title.frame)")
    }
  }

  /// The large title starts at the layout margin: 16 points on phones under 414 wide (an
  /// iPhone 16 Pro screenshot's title at 16 over cards at 20), 20 on wider ones.
  @Test func theLargeTitleStartsAtTheLayoutMargin() throws {
    for (device, margin) in [(Device.iphone16Pro, CGFloat(16)), (.iphone13, 16),
                             (Device(parsing: "iphone15-pro-max")!, 20)] {
      let bar = try Self.layout(NavigationStack { Color.red.navigationTitle("Recipes") },
                                device: device)
      let title = try #require(bar.text("Recipes"))
      #expect(title.frame.minX == margin, "\(device): \(title.frame)")
    }
  }

  /// `.navigationBarTitleDisplayMode(.inline)`: a 44-point bar, the title in its middle in
  /// the headline font, 17 points semibold.
  @Test func anInlineTitleIsCentredInA44PointBar() throws {
    let inline = try Self.layout(NavigationStack {
      Color.red.navigationTitle("Details").navigationBarTitleDisplayMode(.inline)
    })
    #expect(inline.bar == rect(0, 47, 390, 44), "\(inline.bar)")
    #expect(inline.content.minY == 91, "\(inline.content)")
    let (id, title) = try #require(inline.text("Details"))
    #expect(abs(title.midX - 195) < 0.01 && abs(title.midY - 69) < 0.5, "\(title)")
    guard case .text(let text) = inline.engine.builder.nodes[id].kind else {
      Issue.record("not a text node")
      return
    }
    #expect(text.font.size == 17 && text.font.weight == .semibold)
  }

  /// The large title's baseline is 80 points below the bar's top (127 on an iPhone 13), where
  /// iOS 17 simulator pictures put it (`NavigationBarContent.largeTitleBaseline`), at every
  /// scale; the content starts under the 96-point bar. Cellshot centred the title in its
  /// 52-point area before, which put the baseline near 129, about 2 points low.
  @Test(arguments: [1, 2, 3])
  func theLargeTitlesBaselineIs80PointsBelowTheBarsTop(_ scale: Int) throws {
    let screen = NavigationStack {
      List { Text("Wi-Fi") }.navigationTitle("Settings")
    }
    let large = try Self.layout(screen, scale: scale)
    let baseline = try #require(large.baseline("Settings"))
    #expect(abs(baseline - 127) < 0.01, "\(baseline)")
    #expect(try #require(large.text("Settings")).frame.minX == 16)
    #expect(large.content.minY == 143, "\(large.content)")
    // `.large` asked for is drawn the same.
    let asked = try Self.layout(NavigationStack {
      List { Text("Wi-Fi") }.navigationTitle("Settings").navigationBarTitleDisplayMode(.large)
    }, scale: scale)
    #expect(asked.baseline("Settings") == baseline)
  }

  /// The pixels: at 3x the letters of a title without descenders stand on pixel row 381
  /// (127 points), none below it, their capitals about 72 pixels tall.
  @Test func theLargeTitleStandsOnPixelRow381() throws {
    let picture = try Renderer(device: .iphone13, scale: 3).render(NavigationStack {
      Color.white.navigationTitle("Notes")
    }).buffer
    func inkedPixels(_ row: Int) -> Int {
      (48..<300).filter { picture[$0, row].r < 128 }.count
    }
    #expect(inkedPixels(377) > 20, "\(inkedPixels(377))")
    #expect(inkedPixels(383) == 0, "\(inkedPixels(383))")
    #expect((305..<340).contains { inkedPixels($0) > 20 })  // the capitals' tops
    #expect(inkedPixels(298) == 0)
  }

  /// Looked at: a large title over a list, and an inline bar with no title.
  @Test func barsLookAsOnAnIPhone() {
    let large = NavigationStack {
      List { Text("Wi-Fi"); Text("Bluetooth") }.navigationTitle("Settings")
    }
    let untitled = NavigationStack {
      List { Text("Wi-Fi"); Text("Bluetooth") }
        .toolbar { ToolbarItem(placement: .primaryAction) { Text("Edit") } }
    }
    assertSnapshots(of: large, as: ["large-title": .image(device: .iphone13, scale: 1)])
    assertSnapshots(of: untitled, as: ["no-title": .image(device: .iphone13, scale: 1)])
  }
}
