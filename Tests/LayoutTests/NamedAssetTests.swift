@testable import Cellshot
import Foundation
import TestSupport
import Testing

/// `Color("name")` and `Image("name")` in renders: colours in the render's appearance, the
/// image file for its scale, and a warning (never a crash) for a name no catalog has or a set
/// that cannot be used. Also how catalogs are found in resource bundles, as SwiftPM lays them
/// out on Linux.
@MainActor @Suite struct NamedAssetTests {
  init() throws {
    try AssetCatalogs.shared.add(AssetFixture.path)
  }

  static func pixel(_ buffer: PixelBuffer, _ x: Int, _ y: Int) -> [Int] {
    let p = buffer[x, y].straight
    return [Int(p.r), Int(p.g), Int(p.b)]
  }

  static func render<V: View>(_ view: V, scale: Int = 1, scheme: ColorScheme = .light)
    throws -> RenderedView
  {
    try Renderer(size: CGSize(width: 20, height: 20), scale: scale, colorScheme: scheme)
      .render(view)
  }

  @Test func namedColoursDrawInTheRendersAppearance() throws {
    let view = Color("Appearances").frame(width: 10, height: 10)
    let light = try Self.render(view)
    #expect(Self.pixel(light.buffer, 10, 10) == [255, 0, 0] && light.warnings.isEmpty,
            "\(light.warnings)")
    let dark = try Self.render(view, scheme: .dark)
    #expect(Self.pixel(dark.buffer, 10, 10) == [0, 0, 255] && dark.warnings.isEmpty)
    // Colours from catalogs work wherever colours do.
    let styled = try Self.render(Rectangle().fill(Color("Brand", bundle: nil))
      .frame(width: 10, height: 10))
    #expect(Self.pixel(styled.buffer, 10, 10) == [0x12, 0x34, 0x56])
  }

  @Test func aMissingColourIsClearAndEveryRenderReportsIt() throws {
    // Made once, outside any render, as a `static let` of an app's would be.
    let missing = Color("brand")
    for scheme in [ColorScheme.light, .dark] {
      let rendered = try Self.render(missing.frame(width: 10, height: 10), scheme: scheme)
      #expect(Self.pixel(rendered.buffer, 10, 10) == Self.pixel(rendered.buffer, 0, 0))
      let warning = rendered.warnings.joined(separator: "\n")
      #expect(warning.contains("no colour named 'brand' in the asset catalogs ("), "\(warning)")
      #expect(warning.contains(AssetFixture.path))
      #expect(warning.contains("there is 'Brand' (names are case-sensitive, as on iOS)"))
      #expect(warning.contains("drawn clear"))
      #expect(rendered.warnings.count == 1)
    }
  }

  @Test func aBrokenColourSetIsReportedWithItsFile() throws {
    let rendered = try Self.render(VStack {
      Color("BrokenColor")
      Color("BadComponent")
    })
    #expect(rendered.warnings.count == 2)
    #expect(rendered.warnings[0].hasPrefix("colour 'BrokenColor' cannot be used: "
      + AssetFixture.path + "/BrokenColor.colorset/Contents.json: not valid JSON"),
            "\(rendered.warnings)")
    #expect(rendered.warnings[1].contains("BadComponent.colorset/Contents.json: colour 1: "
                                          + "the component 'red' is \"abc\""))
    #expect(rendered.warnings.allSatisfy { $0.hasSuffix("; drawn clear") })
  }

  /// The image set has one colour per file: 4 x 2 points at every scale, its pixels from the
  /// file for the scale (red 1x, green 2x, blue 3x, yellow dark 2x).
  @Test func namedImagesTakeTheFileForTheScaleAndAppearance() throws {
    let cases: [(Int, ColorScheme, [Int])] = [
      (1, .light, [255, 0, 0]), (2, .light, [0, 255, 0]), (3, .light, [0, 0, 255]),
      (2, .dark, [255, 255, 0]), (3, .dark, [255, 255, 0]),
    ]
    for (scale, scheme, color) in cases {
      let frames = layoutFrames(Image("Logo"), width: 20, height: 20, scale: scale)
      #expect(frame(frames, "Image(\"Logo\")") == rect(8, 9, 4, 2), "\(scale)x")
      let rendered = try Self.render(Image("Logo"), scale: scale, scheme: scheme)
      #expect(Self.pixel(rendered.buffer, 10 * scale, 10 * scale) == color, "\(scale)x \(scheme)")
      #expect(rendered.warnings.isEmpty, "\(rendered.warnings)")
    }
    // A missing 2x file: the 3x one, shrunk to the same points.
    let partial = layoutFrames(Image("Partial"), width: 20, height: 20, scale: 2)
    #expect(frame(partial, "Image(\"Partial\")") == rect(9, 9, 2, 2))
    #expect(Self.pixel(try Self.render(Image("Partial"), scale: 2).buffer, 20, 20) == [0, 0, 255])
    // Resizable, it fills the frame it is given, from the same file.
    let big = try Self.render(Image("Logo").resizable().frame(width: 20, height: 20), scale: 2)
    #expect(Self.pixel(big.buffer, 1, 1) == [0, 255, 0])
  }

  /// A JPEG in a set is drawn as libjpeg decodes it (the pixels `Tests/Fixtures/jpeg` pins).
  @Test func jpegImagesAreDrawn() throws {
    let rendered = try Renderer(size: CGSize(width: 61, height: 45)).render(Image("Photo"))
    #expect(rendered.warnings.isEmpty, "\(rendered.warnings)")
    #expect(Self.pixel(rendered.buffer, 30, 22) == [249, 250, 242])
    #expect(Self.pixel(rendered.buffer, 5, 40) == [39, 234, 42])
    #expect(Self.pixel(rendered.buffer, 55, 5) == [250, 4, 9])
    #expect(Self.pixel(rendered.buffer, 0, 0) == [0, 133, 244])
  }

  @Test func namespacesAndMissingImages() throws {
    let star = layoutFrames(Image("Icons/Star"), width: 20, height: 20)
    #expect(frame(star, "Image(\"Icons/Star\")") == rect(8.5, 8.5, 3, 3))
    let rendered = try Self.render(VStack {
      Image("Star")
      Image("Vector")
      Image("Gone")
      Image("Corrupt")
    })
    let w = rendered.warnings
    #expect(w.count == 4, "\(w)")
    #expect(w[0].hasPrefix("no image named 'Star' in the asset catalogs (")
            && w[0].hasSuffix("; it takes no space"), "\(w[0])")
    #expect(w[1].hasPrefix("image 'Vector': ") && w[1].contains("vector.pdf has no page"),
            "\(w[1])")
    #expect(w[2].contains("Gone.imageset/gone.png is named in its Contents.json but is not in "
                          + "the folder"), "\(w[2])")
    #expect(w[3].hasPrefix("image 'Corrupt': ") && w[3].contains("corrupt.png"), "\(w[3])")
    // Nothing found takes no space.
    let frames = layoutFrames(Image("Gone"), width: 20, height: 20)
    #expect(frame(frames, "Image(\"Gone\")").size == .zero)
  }

  @Test func picturesRegisteredInCodeComeFirst() throws {
    let red = try PixelBuffer(width: 2, height: 2, fill: RGBA8(r: 255, g: 0, b: 0, a: 255))
    ImageAssets.shared.register("named-asset-tests-registered", red)
    let rendered = try Self.render(Image("named-asset-tests-registered")
      .resizable().frame(width: 20, height: 20))
    #expect(Self.pixel(rendered.buffer, 5, 5) == [255, 0, 0] && rendered.warnings.isEmpty)
  }

  /// Lays out a folder as SwiftPM on Linux does beside an executable: each target's resources
  /// in `<Package>_<Target>.resources`, a `.process`ed catalog at its top, a `.copy`ed folder
  /// as it is.
  static func bundleFolder(_ name: String) throws -> String {
    let main = TestPaths.scratch(name)
    let fm = FileManager.default
    try fm.createDirectory(atPath: main + "/Probe_App.resources", withIntermediateDirectories: true)
    try fm.copyItem(atPath: AssetFixture.path,
                    toPath: main + "/Probe_App.resources/Assets.xcassets")
    // The library's catalog: its own Tint, and a Brand of its own (green).
    for name in ["Tint", "Brand"] {
      let set = main + "/Probe_Lib.resources/Copied/Media.xcassets/\(name).colorset"
      try fm.createDirectory(atPath: set, withIntermediateDirectories: true)
      let json = """
        { "colors" : [ { "idiom" : "universal", "color" : { "color-space" : "srgb",
          "components" : { "red" : "0x00", "green" : "0x80", "blue" : "0x00",
                           "alpha" : "1.000" } } } ],
          "info" : { "author" : "xcode", "version" : 1 } }
        """
      try json.write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
    }
    try fm.createDirectory(atPath: main + "/Probe_App.build", withIntermediateDirectories: true)
    return main
  }

  @Test func catalogsAreFoundInTheResourceBundlesBesideTheProgram() throws {
    let main = try Self.bundleFolder("named-asset-bundles")
    let catalogs = AssetCatalogs(mainBundle: main)
    #expect(catalogs.catalogs.map(\.path) == [
      main + "/Probe_App.resources/Assets.xcassets",
      main + "/Probe_Lib.resources/Copied/Media.xcassets",
    ])
    // Without a bundle, every catalog is searched.
    #expect(catalogs.color(named: "Brand").value != nil)
    #expect(catalogs.color(named: "Tint").value?.resolved(dark: false)
            == Raster.Color(r: 0, g: 128, b: 0))
    // In a bundle, that bundle's catalogs only, as on iOS.
    let lib = try #require(Bundle(path: main + "/Probe_Lib.resources"))
    #expect(catalogs.color(named: "Tint", in: lib).value != nil)
    let elsewhere = catalogs.color(named: "Floats", in: lib)
    #expect(elsewhere.value == nil)
    let warning = elsewhere.warnings.joined()
    #expect(warning.hasPrefix("no colour named 'Floats' in the bundle "
                              + main + "/Probe_Lib.resources ("), "\(warning)")
    #expect(warning.contains("the main bundle's catalogs have one"))
    // The main bundle is the search without a bundle.
    let app = try #require(Bundle(path: main))
    #expect(catalogs.color(named: "Tint", in: app).value != nil)
    let picture = catalogs.image(named: "Logo", scale: 3)
    #expect(picture.value?.scale == 3 && picture.value?.pixels.width == 12)
    // The catalogs' own problems are listed, for a test to check.
    #expect(catalogs.problems.count == 4 && catalogs.problems[0].contains("BadComponent"),
            "\(catalogs.problems)")
  }

  @Test func withoutCatalogsTheWarningSaysSo() {
    let none = AssetCatalogs(mainBundle: TestPaths.scratch("named-asset-none"))
    let found = none.color(named: "Brand")
    #expect(found.value == nil)
    #expect(found.warnings == ["no colour named 'Brand' in any asset catalog (none was found "
      + "beside the program, and none was added with AssetCatalogs.shared.add); drawn clear"])
    // A catalog added by path is searched before those found.
    #expect(throws: Never.self) { try none.add(AssetFixture.path) }
    #expect(none.color(named: "Brand").value != nil)
    #expect(none.catalogs.count == 1)
  }

  /// Every Xcode catalog has an `AccentColor`: a name in several catalogs is no problem. The
  /// asking module's own bundle comes first, as the app's own catalog does on iOS.
  @Test func aNameInSeveralCatalogsIsTheAskingModulesOwn() throws {
    let main = try Self.bundleFolder("named-asset-twice")
    let catalogs = AssetCatalogs(mainBundle: main)
    let blue = Raster.Color(r: 0x12, g: 0x34, b: 0x56), green = Raster.Color(r: 0, g: 128, b: 0)
    // By path: Probe_App's before Probe_Lib's.
    #expect(catalogs.color(named: "Brand").value?.resolved(dark: false) == blue)
    #expect(catalogs.color(named: "Brand", module: "App").value?.resolved(dark: false) == blue)
    let fromLib = catalogs.color(named: "Brand", module: "Lib")
    #expect(fromLib.value?.resolved(dark: false) == green && fromLib.warnings.isEmpty)
    #expect(AssetCatalogs.module(of: "Lib/Views/Card.swift") == "Lib")
    // A catalog added by path comes before them all.
    try catalogs.add(AssetFixture.path)
    #expect(catalogs.color(named: "Brand", module: "Lib").value?.resolved(dark: false) == blue)
  }

  @Test func templateImagesTakeTheForegroundColour() throws {
    let blue = Color(r: 0, g: 0, b: 255)
    func drawn<V: View>(_ view: V) throws -> [Int] {
      let rendered = try Self.render(view.frame(width: 20, height: 20))
      #expect(rendered.warnings.isEmpty, "\(rendered.warnings)")
      return Self.pixel(rendered.buffer, 10, 10)
    }
    // The set is marked as a template: its red pixels take the foreground colour.
    #expect(try drawn(Image("Template").resizable().foregroundColor(blue)) == [0, 0, 255])
    #expect(try drawn(Image("Template").resizable()) == [0, 0, 0])  // .primary
    #expect(try drawn(Image("Template").renderingMode(.original).resizable()
      .foregroundColor(blue)) == [255, 0, 0])
    // Any picture can be drawn as a template.
    #expect(try drawn(Image("Logo").renderingMode(.template).resizable()
      .foregroundColor(blue)) == [0, 0, 255])
    let half = Image.tinted(
      try PixelBuffer(width: 1, height: 1, fill: RGBA8(r: 255, g: 0, b: 0, a: 128)),
      Raster.Color(r: 0, g: 0, b: 255))
    #expect(half[0, 0] == RGBA8(r: 0, g: 0, b: 128, a: 128))
  }
}
