import Cellshot
import CellshotTesting
import Testing

/// Semantic and system colours in light and dark mode, chosen by the renderer, by
/// `.preferredColorScheme` (the whole screen, as on iOS) or by `.environment(\.colorScheme, _)`
/// (a subtree).
@MainActor @Suite struct ColorSchemeTests {
  static func pixel(_ buffer: PixelBuffer, _ x: Int, _ y: Int) -> (Int, Int, Int) {
    let p = buffer[x, y].straight
    return (Int(p.r), Int(p.g), Int(p.b))
  }

  @Test func systemColoursHaveLightAndDarkValues() {
    func rgb(_ c: Raster.Color) -> [Int] {
      [Raster.Color.quantize(c.red), Raster.Color.quantize(c.green), Raster.Color.quantize(c.blue)]
    }
    #expect(rgb(Color(.systemGray5).resolved(dark: false)) == [229, 229, 234])
    #expect(rgb(Color(.systemGray5).resolved(dark: true)) == [44, 44, 46])
    #expect(rgb(Color(uiColor: .systemBackground).resolved(dark: true)) == [0, 0, 0])
    #expect(rgb(Color.primary.resolved(dark: true)) == [255, 255, 255])
    #expect(rgb(Color.blue.resolved(dark: true)) == [10, 132, 255])
    #expect(Color.secondary.resolved(dark: false).alpha == 0.6)
    // A plain colour is the same in both, and opacity applies to both variants.
    #expect(Color(r: 1, g: 2, b: 3).resolved(dark: true) == Raster.Color(r: 1, g: 2, b: 3))
    #expect(rgb(Color.blue.opacity(0.5).resolved(dark: true)) == [10, 132, 255])
    #expect(Color.blue.opacity(0.5).resolved(dark: true).alpha == 0.5)
  }

  @Test func theScreenTakesItsSchemeFromTheRendererOrAPreference() throws {
    let view = VStack { Color(.systemGray5).frame(width: 20, height: 20) }
    let light = try Renderer(size: CGSize(width: 40, height: 40)).render(view).buffer
    #expect(Self.pixel(light, 0, 0) == (255, 255, 255) && Self.pixel(light, 20, 20) == (229, 229, 234))
    let dark = try Renderer(size: CGSize(width: 40, height: 40), colorScheme: .dark).render(view).buffer
    #expect(Self.pixel(dark, 0, 0) == (0, 0, 0) && Self.pixel(dark, 20, 20) == (44, 44, 46))
    // A preference deep inside makes the whole screen dark, background included.
    let preferred = VStack { Color(.systemGray5).frame(width: 20, height: 20).preferredColorScheme(.dark) }
    let fromPreference = try Renderer(size: CGSize(width: 40, height: 40)).render(preferred).buffer
    let same = fromPreference == dark
    #expect(same)
    // The environment changes only its subtree.
    let subtree = VStack { Color(.systemGray5).frame(width: 20, height: 20).environment(\.colorScheme, .dark) }
    let mixed = try Renderer(size: CGSize(width: 40, height: 40)).render(subtree).buffer
    #expect(Self.pixel(mixed, 0, 0) == (255, 255, 255) && Self.pixel(mixed, 20, 20) == (44, 44, 46))
  }

  struct SettingsCard: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        HStack {
          Text("Wi-Fi")
          Spacer()
          Text("Home").foregroundStyle(.secondary)
        }
        .padding(12)
        Divider().padding(.leading, 12)
        HStack {
          Text("Bluetooth")
          Spacer()
          Text("On").foregroundColor(.secondary)
        }
        .padding(12)
        Divider().padding(.leading, 12)
        Text("Sign Out").foregroundColor(.red).padding(12)
      }
      .background(Color(.secondarySystemGroupedBackground))
      .cornerRadius(10)
      .padding(16)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
      .background(Color(.systemGroupedBackground))
    }
  }

  @Test func settingsCardInBothSchemes() {
    let size = CGSize(width: 300, height: 190)
    assertSnapshots(of: SettingsCard(), as: [
      "light": .image(size: size, scale: 2),
      "dark": .image(size: size, scale: 2, colorScheme: .dark),
    ])
  }
}
