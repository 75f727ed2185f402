import Foundation
import Testing
import UIKit

/// UIKit's `UIImage(named:)` and `UIColor(named:)` from the asset catalogs: the asset, or nil
/// as in UIKit, with a missing name reported by the render in progress.
@MainActor @Suite struct UIKitAssetTests {
  init() throws {
    try AssetCatalogs.shared.add(AssetFixture.path)
  }

  @Test func uiImageTakesTheFileForItsScale() throws {
    // Outside a render: the sharpest file, 3x; the size is in points.
    let logo = try #require(UIImage(named: "Logo"))
    #expect(logo.scale == 3 && logo.pixels?.width == 12 && logo.size == CGSize(width: 4, height: 2))
    let small = try #require(UIImage(named: "Logo", in: nil,
                                     compatibleWith: UITraitCollection(displayScale: 1)))
    #expect(small.scale == 1 && small.pixels?.width == 4)
    let traits = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2),
                                                UITraitCollection(userInterfaceStyle: .dark)])
    let dark = try #require(UIImage(named: "Logo", in: nil, compatibleWith: traits))
    #expect(dark.pixels.map { $0[0, 0] } == RGBA8(r: 255, g: 255, b: 0, a: 255))
    #expect(UIImage(named: "NoSuchImage") == nil)
    #expect(UIImage(named: "Vector") == nil)
    // A template set gives a template image, drawn in the foreground colour.
    let template = try #require(UIImage(named: "Template"))
    #expect(template.renderingMode == .alwaysTemplate)
    let view = Image(uiImage: template).resizable().foregroundColor(Color(r: 0, g: 0, b: 255))
    let rendered = try Renderer(size: CGSize(width: 4, height: 4)).render(view)
    #expect(rendered.buffer[2, 2] == RGBA8(r: 0, g: 0, b: 255, a: 255))
    let original = Image(uiImage: template.withRenderingMode(.alwaysOriginal)).resizable()
    #expect(try Renderer(size: CGSize(width: 4, height: 4)).render(original).buffer[2, 2]
            == RGBA8(r: 255, g: 0, b: 0, a: 255))
    // An empty image draws nothing and reports nothing.
    #expect(try Renderer(size: CGSize(width: 4, height: 4)).render(Image(uiImage: UIImage()))
      .warnings.isEmpty)
  }

  @Test func uiColorHasLightAndDark() throws {
    let color = try #require(UIColor(named: "Appearances"))
    #expect(color.color.resolved(dark: false) == Raster.Color(r: 255, g: 0, b: 0))
    #expect(color.color.resolved(dark: true) == Raster.Color(r: 0, g: 0, b: 255))
    let fixed = try #require(UIColor(named: "Appearances", in: nil,
                                     compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
    #expect(fixed.color.resolved(dark: false) == Raster.Color(r: 0, g: 0, b: 255))
    #expect(UIColor(named: "NoSuchColour") == nil)
  }

  struct Card: View {
    var body: some View {
      VStack {
        if let image = UIImage(named: "NoSuchImage") { Image(uiImage: image) }
        Color(uiColor: UIColor(named: "NoSuchColour") ?? .systemRed)
      }
    }
  }

  @Test func aRenderReportsNamesUIKitCouldNotFind() throws {
    let rendered = try Renderer(size: CGSize(width: 20, height: 20)).render(Card())
    #expect(rendered.warnings.count == 2, "\(rendered.warnings)")
    #expect(rendered.warnings.contains { $0.hasPrefix("no image named 'NoSuchImage' in ") })
    #expect(rendered.warnings.contains { $0.hasPrefix("no colour named 'NoSuchColour' in ") })
  }
}
