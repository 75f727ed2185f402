import Cellshot
import Foundation
import TestSupport
import Testing

/// The fixture catalog (`scripts/make-asset-fixtures.py` writes it), read.
enum AssetFixture {
  static let path = TestPaths.testdata("assets/Fixture.xcassets")

  static func catalog() throws -> AssetCatalog { try AssetCatalog(path: path) }

  /// 8-bit straight components and the alpha, as a render would draw the colour.
  static func rgba(_ c: Raster.Color) -> [Int] {
    [c.red, c.green, c.blue, c.alpha].map(Raster.Color.quantize)
  }

  static func near(_ c: Raster.Color, _ expected: [Double], _ tolerance: Double = 1e-9)
    -> Bool
  {
    zip([c.red, c.green, c.blue, c.alpha], expected).allSatisfy { abs($0 - $1) <= tolerance }
  }
}

/// Reading a catalog: every component spelling Xcode writes, colour spaces converted to sRGB,
/// appearances and idioms, names under folders, image variants chosen by scale and
/// appearance, and problems that name their file.
@Suite struct AssetCatalogTests {
  @Test func componentSpellingsGiveTheSameColour() throws {
    let catalog = try AssetFixture.catalog()
    for name in ["Floats", "Bytes", "Hex"] {
      let color = try #require(catalog.colors[name], "\(name)").color
      #expect(AssetFixture.rgba(color.resolved(dark: false)) == [100, 149, 237, 255], "\(name)")
    }
    // 0-255 and hex are exact eighths of 255; floats are as written.
    let bytes = try #require(catalog.colors["Bytes"]).color.resolved(dark: false)
    #expect(bytes.red == 100.0 / 255 && bytes.blue == 237.0 / 255 && bytes.alpha == 1)
    let floats = try #require(catalog.colors["Floats"]).color.resolved(dark: false)
    #expect(floats.red == 0.392)
    // JSON numbers (hand-written files): 0-1, or 0-255 when above 1.
    let numbers = try #require(catalog.colors["Numbers"]).color.resolved(dark: false)
    #expect(AssetFixture.near(numbers, [0.5, 128.0 / 255, 0, 1]))
  }

  @Test func appearancesPickLightAndDark() throws {
    let catalog = try AssetFixture.catalog()
    let floats = try #require(catalog.colors["Floats"]).color
    #expect(AssetFixture.near(floats.resolved(dark: true), [0, 0.2, 0.4, 0.5]))
    // "Light" beats "Any" in light mode; the high-contrast dark entry is passed over.
    let appearances = try #require(catalog.colors["Appearances"]).color
    #expect(AssetFixture.rgba(appearances.resolved(dark: false)) == [255, 0, 0, 255])
    #expect(AssetFixture.rgba(appearances.resolved(dark: true)) == [0, 0, 255, 255])
    // A set without a dark entry is the same in both.
    let bytes = try #require(catalog.colors["Bytes"]).color
    #expect(bytes.resolved(dark: true) == bytes.resolved(dark: false))
    // An iPhone entry beats a universal one; an iPad one is never taken.
    let idioms = try #require(catalog.colors["Idioms"]).color
    #expect(AssetFixture.rgba(idioms.resolved(dark: false)) == [255, 255, 0, 255])
    #expect(AssetFixture.rgba(idioms.resolved(dark: true)) == [255, 255, 0, 255])
    // A system colour keeps its own light and dark values.
    let system = try #require(catalog.colors["System"]).color
    #expect(AssetFixture.rgba(system.resolved(dark: false)) == [255, 255, 255, 255])
    #expect(AssetFixture.rgba(system.resolved(dark: true)) == [0, 0, 0, 255])
  }

  /// Expected values from the formulas with libm's pow (Python): P3 (0.8, 0.4, 0.2) decoded,
  /// multiplied by the P3-to-sRGB matrix, encoded; Cellshot's Newton roots agree to 1e-9.
  @Test func colourSpacesAreConvertedToSRGB() throws {
    let catalog = try AssetFixture.catalog()
    let p3 = try #require(catalog.colors["DisplayP3"]).color
    #expect(AssetFixture.near(p3.resolved(dark: false),
                              [0.8595697934035299, 0.37040228689265486, 0.12343446301241315, 1]))
    #expect(AssetFixture.rgba(p3.resolved(dark: false)) == [219, 94, 31, 255])
    // P3's pure red lies outside sRGB: clipped to sRGB's red.
    #expect(AssetFixture.near(p3.resolved(dark: true), [1, 0, 0, 1]))
    // Gamma-2.2 grey 0.5 is sRGB 0.504; extended grey -0.2 is clipped to black.
    let gray = try #require(catalog.colors["Gray"]).color
    let g = 0.5038667822745281
    #expect(AssetFixture.near(gray.resolved(dark: false), [g, g, g, 0.5]))
    #expect(AssetFixture.near(gray.resolved(dark: true), [0, 0, 0, 1]))
    let extended = try #require(catalog.colors["ExtendedSRGB"]).color
    #expect(AssetFixture.near(extended.resolved(dark: false), [1, 0, 0.5, 1]))
    let linear = try #require(catalog.colors["LinearSRGB"]).color
    #expect(AssetFixture.near(linear.resolved(dark: false),
                              [0.7353569830524495, 0.49995554934020553, 0, 1]))
  }

  @Test func namesFollowFoldersThatProvideANamespace() throws {
    let catalog = try AssetFixture.catalog()
    #expect(catalog.images["Icons/Star"] != nil && catalog.images["Star"] == nil)
    // A folder without a namespace groups only.
    #expect(catalog.colors["Brand"] != nil && catalog.colors["Plain/Brand"] == nil)
    // Names are case-sensitive, as on iOS.
    #expect(catalog.colors["brand"] == nil)
  }

  /// Symbolic links that loop (`A -> .`) are met once each, by the folder's device and inode:
  /// two links inside a catalog and six in the folder holding it once made reading run for
  /// minutes (a fan-out the depth limit did not bound).
  @Test func linksThatLoopAreReadOnceAndReported() throws {
    let root = TestPaths.scratch("asset-links")
    let catalog = root + "/Loop.xcassets"
    let files = FileManager.default
    try files.createDirectory(atPath: catalog + "/Red.colorset",
                              withIntermediateDirectories: true)
    let json = #"{"colors":[{"idiom":"universal","color":{"components":{"red":"1.000","#
      + #""green":"0.000","blue":"0.000","alpha":"1.000"}}}]}"#
    try Data(json.utf8).write(to: URL(fileURLWithPath: catalog + "/Red.colorset/Contents.json"))
    for link in ["A", "B"] {
      try files.createSymbolicLink(atPath: catalog + "/" + link, withDestinationPath: ".")
    }
    for i in 0..<6 {
      try files.createSymbolicLink(atPath: root + "/L\(i)", withDestinationPath: ".")
    }
    let found = try AssetCatalogs().add(root)
    #expect(found.map(\.path) == [catalog])
    #expect(Array(found[0].colors.keys) == ["Red"])
    let loops = found[0].problems.filter { $0.contains("a link to a folder already read") }
    #expect(loops.count == 2, "\(found[0].problems)")
  }

  /// A folder whose path is longer than Linux opens is a problem naming it, not a silent gap.
  @Test func aPathTooLongIsReported() throws {
    let catalog = TestPaths.scratch("asset-deep") + "/Deep.xcassets"
    try FileManager.default.createDirectory(atPath: catalog, withIntermediateDirectories: true)
    var fd = open(catalog, O_RDONLY | O_DIRECTORY)
    let name = String(repeating: "d", count: 250)
    for _ in 0..<17 where fd >= 0 {
      mkdirat(fd, name, 0o755)
      let next = openat(fd, name, O_RDONLY | O_DIRECTORY)
      close(fd)
      fd = next
    }
    if fd >= 0 { close(fd) }
    let read = try AssetCatalog(path: catalog)
    #expect(read.problems.contains { $0.contains("longer than 4096 bytes") }, "\(read.problems)")
  }

  @Test func brokenSetsNameTheirFileAndTheProblem() throws {
    let catalog = try AssetFixture.catalog()
    let problems: [(String, String)] = [
      ("BrokenColor", "BrokenColor.colorset/Contents.json: not valid JSON"),
      ("BrokenImage", "BrokenImage.imageset/Contents.json: not valid JSON"),
      ("BadComponent", "BadComponent.colorset/Contents.json: colour 1: the component 'red' is "
       + "\"abc\"; Xcode writes 0-1 (\"0.392\"), 0-255 (\"100\") or hex (\"0x64\")"),
      ("UnknownSpace", "colour space 'cmyk' is not one Cellshot knows"),
    ]
    for (name, expected) in problems {
      let problem = try #require(catalog.unusable[name], "\(name)")
      #expect(problem.contains(expected), "\(problem)")
      #expect(catalog.colors[name] == nil && catalog.images[name] == nil)
    }
    #expect(catalog.unusable.count == problems.count, "\(catalog.unusable.keys.sorted())")
    #expect(catalog.problems.isEmpty, "\(catalog.problems)")
  }

  @Test func imageFilesAreChosenByScaleThenAppearance() throws {
    let catalog = try AssetFixture.catalog()
    let logo = try #require(catalog.images["Logo"])
    func chosen(_ asset: ImageAsset, _ scale: Int, dark: Bool = false) -> String? {
      asset.choose(scale: scale, dark: dark).variant?.filename
    }
    #expect(chosen(logo, 1) == "logo.png")
    #expect(chosen(logo, 2) == "logo@2x.png")
    #expect(chosen(logo, 3) == "logo@3x.png")
    // Dark mode takes the dark file, whatever its scale.
    #expect(chosen(logo, 2, dark: true) == "logo-dark@2x.png")
    #expect(chosen(logo, 3, dark: true) == "logo-dark@2x.png")
    #expect(logo.choose(scale: 2, dark: false).warnings.isEmpty)
    // A missing scale: the nearest larger file, else the nearest smaller.
    let partial = try #require(catalog.images["Partial"])
    #expect(chosen(partial, 1) == "partial.png")
    #expect(chosen(partial, 2) == "partial@3x.png")
    #expect(chosen(partial, 5) == "partial@3x.png")
    #expect(partial.variants.count == 2)  // the empty 2x slot is not a variant
  }

  @Test func filesCellshotCannotDrawAreReported() throws {
    let catalog = try AssetFixture.catalog()
    func choice(_ name: String, _ scale: Int = 1) throws -> (String?, String) {
      let asset = try #require(catalog.images[name], "\(name)")
      let (variant, warnings) = asset.choose(scale: scale, dark: false)
      return (variant?.filename, warnings.joined(separator: "\n"))
    }
    // A PDF is drawn (VectorAssetTests), so choosing it reports nothing.
    let vector = try choice("Vector")
    #expect(vector.0 == "vector.pdf" && vector.1.isEmpty, "\(vector.1)")
    // A JPEG is drawn (Cellshot's own decoder), so nothing is reported.
    let photo = try choice("Photo")
    #expect(photo.0 == "photo.jpg" && photo.1.isEmpty, "\(photo.1)")
    // A better file that cannot be drawn is named when a PNG is drawn in its place.
    let mixed1 = try choice("Mixed", 1)
    #expect(mixed1.0 == "mixed@2x.png")
    #expect(mixed1.1.contains("draws mixed@2x.png in place of mixed.svg (an SVG)"), "\(mixed1.1)")
    let mixed2 = try choice("Mixed", 2)
    #expect(mixed2.0 == "mixed@2x.png" && mixed2.1.isEmpty, "\(mixed2.1)")
    let tablet = try choice("TabletOnly")
    #expect(tablet.0 == nil && tablet.1.contains("has no file for an iPhone"), "\(tablet.1)")
    // A template is drawn (in the foreground colour), so nothing is reported.
    let template = try choice("Template")
    #expect(template.0 == "template.png" && template.1.isEmpty, "\(template.1)")
    #expect(catalog.images["Template"]?.isTemplate == true)
    #expect(catalog.images["Logo"]?.isTemplate == false)
  }

  @Test func aCatalogThatIsNotAFolderIsAnError() {
    #expect {
      try AssetCatalog(path: "/no/such/Assets.xcassets")
    } throws: { error in
      "\(error)" == "/no/such/Assets.xcassets: not a folder"
    }
    #expect(throws: AssetCatalogError.self) { try AssetCatalogs().add("/no/such/folder") }
  }
}
