@testable import Cellshot
import CellshotTesting
import Testing

/// Safe areas: content inside them, views that ignore them (and colour backgrounds) reaching
/// into them, status bar and home indicator drawn over them.
@MainActor @Suite struct SafeAreaTests {
  static func frames<V: View>(_ view: V, _ device: Device) -> [(name: String, frame: CGRect)] {
    let (engine, _) = Renderer(device: device).layout(view)
    return engine.builder.nodes.map { ($0.name, $0.frame) }
  }

  @Test func deviceInsets() {
    #expect(Device.iphone13.safeAreaInsets == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    #expect(Device.iphoneSE.safeAreaInsets == EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
    #expect(Device.iphone13.landscape.safeAreaInsets
            == EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))
    #expect(Device(name: "custom", size: CGSize(width: 100, height: 100)).safeAreaInsets == EdgeInsets())
  }

  /// The catalogue: every iPhone since the X and the current iPads, found by either name, with
  /// their own scale, insets and top feature.
  @Test func theCatalogueKnowsTodaysDevices() throws {
    #expect(Device.catalog.count == 43)
    let pro = try #require(Device(parsing: "iPhone 15 Pro"))
    #expect(pro.size == CGSize(width: 393, height: 852) && pro.scale == 3)
    #expect(pro.safeAreaInsets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    #expect(pro.topFeature == .dynamicIsland && pro.cornerRadius == 55)
    #expect(Device(parsing: "iphone16-pro-landscape")?.safeAreaInsets
            == EdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62))
    #expect(Device(parsing: "iPhone XR")?.scale == 2)
    #expect(Device(parsing: "ipad-pro-11")?.safeAreaInsets
            == EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
    #expect(Device(parsing: "iPhone SE (3rd generation)")?.topFeature == Device.TopFeature.none)
    #expect(Device(parsing: "iPhone 99") == nil)
    // Names are unique, both kinds.
    #expect(Set(Device.catalog.map(\.name)).count == Device.catalog.count)
    #expect(Set(Device.catalog.map(\.appleName)).count == Device.catalog.count)
  }

  /// A Dynamic Island phone's and an iPad's status bars, looked at.
  @Test func statusBarsOfTodaysDevices() throws {
    let screen = VStack(alignment: .leading, spacing: 12) {
      Text("Today").font(.largeTitle.bold())
      Text("The status bar of a device of today")
      Spacer()
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(.horizontal)
    assertSnapshots(of: screen, as: [
      "iphone16-pro": .image(device: .iphone16Pro, scale: 1),
      "ipad-pro-11": .image(device: Device(parsing: "ipad-pro-11")!, scale: 1),
    ])
  }

  /// In a navigation view a view that ignores the top safe area reaches the screen's top, under
  /// the bar and the status bar (iOS's bar is transparent at the scroll edge), and the bar's
  /// title is drawn over it; the view below it starts where it ends, as before.
  @Test func contentIgnoringTheSafeAreaReachesUnderTheNavigationBar() throws {
    let screen = NavigationStack {
      ScrollView {
        VStack(spacing: 0) {
          Color.teal.ignoresSafeArea(edges: .top).frame(height: 200)
          Text("Below the picture").padding()
        }
      }
      .navigationTitle("Lighthouse")
      .navigationBarTitleDisplayMode(.inline)
    }
    let frames = Self.frames(screen, .iphone13)
    let picture = try #require(frames.first { $0.name.hasPrefix(".ignoresSafeArea") })
    // The bar ends 47 + 44 = 91 points down: the picture runs from the top to 91 + 200.
    #expect(picture.frame.minY == 0 && picture.frame.maxY == 291, "\(picture.frame)")
    let below = try #require(frames.first { $0.name.contains("Below the picture") })
    #expect(below.frame.minY > 291, "\(below.frame)")
    let rendered = try Renderer(device: .iphone13, scale: 1).render(screen)
    let teal = Color.teal.resolved(dark: false).premultiplied
    #expect(rendered.buffer[20, 70] == teal)  // under the bar, beside the title
    #expect(rendered.buffer[195, 69] != teal)  // the title, drawn over the picture
    assertSnapshot(of: screen, as: .image(device: .iphone13, scale: 1))
  }

  /// A style behind a scroll view's content stays within the content along the scrolling
  /// axis (iOS gives the content no safe area there): a public recipe screen's grey
  /// `.background` on its scrolled stack leaves the transparent bar white on iOS. Behind the
  /// scroll view itself it still reaches the screen's top.
  @Test func aBackgroundInScrolledContentStaysInIt() throws {
    func screen(inside: Bool) -> some View {
      NavigationStack {
        Group {
          if inside {
            ScrollView { Text("Steps").frame(maxWidth: .infinity).background(Color.teal) }
          } else {
            ScrollView { Text("Steps").frame(maxWidth: .infinity) }.background(Color.teal)
          }
        }
        .navigationTitle("Recipe").navigationBarTitleDisplayMode(.inline)
      }
    }
    let frames = Self.frames(screen(inside: true), .iphone13)
    let fill = try #require(frames.first { $0.name.hasPrefix(".ignoresSafeArea") })
    #expect(fill.frame.minY == 91, "\(fill.frame)")
    let teal = Color.teal.resolved(dark: false).premultiplied
    let inside = try Renderer(device: .iphone13, scale: 1).render(screen(inside: true)).buffer
    #expect(inside[20, 70] == RGBA8(r: 255, g: 255, b: 255, a: 255), "\(inside[20, 70])")
    #expect(inside[20, 100] == teal)
    let behind = try Renderer(device: .iphone13, scale: 1).render(screen(inside: false)).buffer
    #expect(behind[20, 70] == teal)
  }

  /// A scroll view (and a list, made of one) over the home indicator keeps its frame in the
  /// safe area, but its content runs on under the indicator to the screen's bottom edge, as a
  /// UIScrollView's does, not over a 34-point band of background; scrolled to its end, the
  /// content ends at the safe area's bottom (iOS's content inset keeps the last row reachable).
  @Test func scrolledContentRunsUnderTheHomeIndicator() throws {
    let stripes = ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<20) { i in (i % 2 == 0 ? Color.red : Color.blue).frame(height: 100) }
      }
    }
    let frames = Self.frames(stripes, .iphone13)
    let scroll = try #require(frames.first { $0.name.hasPrefix("ScrollView") })
    #expect(scroll.frame == CGRect(x: 0, y: 47, width: 390, height: 763), "\(scroll.frame)")
    // The eighth stripe, 747 to 847, is laid out across the indicator's band, 810 to 844.
    let stripeFrames = frames.filter { $0.name.hasPrefix(".frame(height: 100)") }
    let eighth = try #require(stripeFrames.dropFirst(7).first)
    #expect(eighth.frame.minY == 747 && eighth.frame.maxY == 847, "\(eighth.frame)")
    let red = Color.red.resolved(dark: false).premultiplied
    let blue = Color.blue.resolved(dark: false).premultiplied
    let white = RGBA8(r: 255, g: 255, b: 255, a: 255)
    let rest = try Renderer(device: .iphone13, scale: 1).render(stripes).buffer
    // Beside the indicator (x 128 to 262) and clear of the screen's rounded corner.
    #expect(rest[100, 800] == blue && rest[100, 830] == blue && rest[100, 843] == blue)
    let end = try Renderer(device: .iphone13, scale: 1).render(stripes.scrollContentOffset(y: 5000))
      .buffer
    #expect(end[100, 805] == blue && end[100, 830] == white)
    #expect(rest[100, 60] == red)
    // A list's rows, on their white cards, run under the indicator too (row 16, 823 to 867).
    let list = NavigationStack {
      List { ForEach(0..<30) { Text("Row \($0)") } }.navigationTitle("Rows")
    }
    let listed = try Renderer(device: .iphone13, scale: 1).render(list).buffer
    #expect(listed[300, 830] == white, "\(listed[300, 830])")
    assertSnapshot(of: list, as: .image(device: .iphone13, scale: 1), named: "list-to-the-edge")
  }

  /// A bottom `safeAreaInset` is part of the view's safe area, as on iOS: the scroll view
  /// stops at the inset's top, its content runs on under a clear inset (a public iOS 26 lab
  /// screen's form was cut 140 points short, the window's white below it), and what the
  /// inset draws covers it.
  @Test func scrolledContentRunsUnderABottomInset() throws {
    let stripes = ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<20) { i in (i % 2 == 0 ? Color.red : Color.blue).frame(height: 100) }
      }
    }
    let clear = stripes.safeAreaInset(edge: .bottom) { Color.clear.frame(height: 140) }
    let frames = Self.frames(clear, .iphone13)
    let scroll = try #require(frames.first { $0.name.hasPrefix("ScrollView") })
    #expect(scroll.frame == CGRect(x: 0, y: 47, width: 390, height: 763 - 140), "\(scroll.frame)")
    let red = Color.red.resolved(dark: false).premultiplied
    let blue = Color.blue.resolved(dark: false).premultiplied
    let shown = try Renderer(device: .iphone13, scale: 1).render(clear).buffer
    // under the inset (670 to 810): the seventh stripe (647 to 747, red), the eighth (blue)
    #expect(shown[100, 700] == red && shown[100, 760] == blue, "\(shown[100, 700])")
    let green = Color.green.resolved(dark: false).premultiplied
    let covered = try Renderer(device: .iphone13, scale: 1).render(
      stripes.safeAreaInset(edge: .bottom) { Color.green.frame(height: 140) }).buffer
    #expect(covered[100, 700] == green)
  }

  /// The home indicator is light over a dark screen and dark over a light one, whatever the
  /// appearance, as iOS adapts it to what is behind it.
  @Test func theHomeIndicatorContrastsWithTheScreen() throws {
    func indicator<V: View>(_ view: V, _ scheme: ColorScheme) throws -> RGBA8 {
      let picture = try Renderer(device: .iphone13, colorScheme: scheme).render(view).buffer
      return picture[195, 844 - 8 - 3]
    }
    let dark = Text("Night").frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(Color.black.ignoresSafeArea())
    #expect(try indicator(dark, .light).r > 200)
    let light = Text("Day").frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(Color.white.ignoresSafeArea())
    #expect(try indicator(light, .dark).r < 50)
    #expect(try indicator(Text("Plain"), .light).r < 50)  // the appearance's, as before
    // Dark over anything lighter than middle grey (L* 50): a public iOS 18 weather screen in
    // dark mode draws it dark over its `Color.blue.gradient` ((10,132,255) at the bottom, L*
    // 56), which a luminance threshold of 0.5 drew white; also over a gradient with no
    // navigation stack to name a backdrop.
    #expect(try indicator(Rectangle().fill(Color.blue.gradient).ignoresSafeArea(), .dark).r < 50)
    #expect(try indicator(ZStack {
      ContainerRelativeShape().fill(Color.blue.gradient).ignoresSafeArea()
      Text("30°")
    }, .dark).r < 50)
    #expect(try indicator(Color(r: 10, g: 132, b: 255).ignoresSafeArea(), .dark).r < 50)
    #expect(try indicator(Color(r: 0, g: 40, b: 120).ignoresSafeArea(), .light).r > 200)
  }

  /// A renderer right to left mirrors the screen and its status bar: the icons, the heavier
  /// side of the bar, move to the left.
  @Test func aRightToLeftRendererMirrorsTheStatusBar() throws {
    func barCentroid(_ direction: LayoutDirection) throws -> Double {
      var renderer = Renderer(device: .iphone13)
      renderer.layoutDirection = direction
      let picture = try renderer.render(Color.white).buffer
      var sum = 0.0, count = 0.0
      for y in 0..<47 { for x in 0..<390 where picture[x, y].r < 128 {
        sum += Double(x)
        count += 1
      } }
      return sum / max(count, 1)
    }
    #expect(try barCentroid(.leftToRight) > 195 && barCentroid(.rightToLeft) < 195)
    var renderer = Renderer(device: .iphone13)
    renderer.layoutDirection = .rightToLeft
    let frames = try renderer.render(HStack { Text("A"); Spacer(); Text("B") }).frameTree
    #expect(frames.contains(".environment(\\.layoutDirection, .rightToLeft)"))
  }

  /// A screen right to left, looked at: rows mirrored, leading text on the right, icons
  /// before it on the right, `chevron.forward` pointing left.
  @Test func aScreenRightToLeft() throws {
    let screen = VStack(alignment: .leading, spacing: 16) {
      Text("Settings").font(.largeTitle.bold())
      ForEach(["Wi-Fi", "Bluetooth", "Notifications"], id: \.self) { name in
        HStack {
          Image(systemName: "gearshape.fill").foregroundColor(.blue)
          Text(name)
          Spacer()
          Image(systemName: "chevron.forward").foregroundColor(.secondary)
        }
        .padding(.horizontal)
        .frame(height: 44)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 10))
      }
      Text("A longer explanation that wraps onto a second line, its lines against the leading edge.")
        .font(.footnote).foregroundColor(.secondary)
      Spacer()
    }
    .padding(.horizontal)
    .environment(\.layoutDirection, .rightToLeft)
    assertSnapshot(of: screen, as: .image(device: .iphone13, scale: 1))
  }

  @Test func contentStaysInsideAndIgnoringViewsReachOut() {
    let f = Self.frames(VStack {
      Color.red.frame(height: 100)
      Spacer()
      Color.blue.frame(height: 60).ignoresSafeArea(edges: .bottom)
    }, .iphone13)
    #expect(f.first { $0.name == "VStack" }?.frame == rect(0, 47, 390, 763))
    let red = f.first { $0.name == ".frame(height: 100)" }?.frame
    #expect(red == rect(0, 47, 390, 100))
    // The blue bar sits on the safe area's bottom edge and grows to the screen's.
    let grown = f.first { $0.name == ".ignoresSafeArea(.bottom)" }?.frame
    #expect(grown == rect(0, 750, 390, 94), "\(String(describing: grown))")
    // A colour background reaches into the safe area where its view touches it.
    let g = Self.frames(Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity)
                          .background(Color.yellow), .iphone13)
    #expect(g.contains { $0.name == ".ignoresSafeArea()" && $0.frame == rect(0, 0, 390, 844) })
    // The SE has no home indicator: nothing to grow into at the bottom.
    let se = Self.frames(Color.blue.ignoresSafeArea(), .iphoneSE)
    #expect(se.contains { $0.name == ".ignoresSafeArea()" && $0.frame == rect(0, 0, 320, 568) })
  }

  @Test func withoutASafeAreaNothingChanges() {
    let view = Text("Hi").padding().background(Color.yellow)
    let plain = layoutFrames(view)
    #expect(!plain.contains { $0.name.hasPrefix(".ignoresSafeArea") })
    #expect(plain.first?.frame.origin.y == (844 - plain[0].frame.height) / 2)
  }

  @Test func statusBarAndHomeIndicatorAreDrawn() throws {
    let buffer = try Renderer(device: .iphone13).render(Color.clear).buffer
    // The home indicator: a black capsule 8 points above the bottom, centred.
    #expect(buffer[195, 833].a == 255 && buffer[195, 833].r == 0)
    // The battery's fill at the top right, in black.
    #expect(buffer[352, 24].r == 0)
    let dark = try Renderer(device: .iphone13, colorScheme: .dark).render(Color.clear).buffer
    #expect(dark[195, 833].r == 255 && dark[0, 0].r == 0)
    let none = try Renderer(device: .iphone13, systemOverlays: false).render(Color.clear).buffer
    #expect(none[195, 833].r == 255)
  }

  @Test func seLandscapeAndSafeAreaInset() {
    struct Screen: View {
      var body: some View {
        List { Text("Row") }
          .safeAreaInset(edge: .bottom) {
            Text("Checkout").frame(maxWidth: .infinity).padding().background(Color.blue)
          }
      }
    }
    assertSnapshots(of: Screen(), as: [
      "se": .image(device: .iphoneSE, scale: 2),
      "landscape": .image(device: Device.iphone13.landscape, scale: 1),
    ])
  }
}
