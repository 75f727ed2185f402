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
