import Foundation
import Testing
import TestSupport

/// The AssetSymbols plugin's tool, run on a catalog written here: the names Xcode gives asset
/// symbols, the members it leaves out, and a clear error for a catalog that is not there.
/// (The plugin itself runs in ExamplePackageTests, where `Color(.brand)` compiles.)
@Suite struct AssetSymbolsTests {
  static let tool: String? = {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("AssetSymbolsGenerator").path
    let candidates = [beside, TestPaths.root + "/.build/debug/AssetSymbolsGenerator"]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// A catalog with a set for each naming rule.
  func catalog() throws -> String {
    let folder = TestPaths.scratch("asset-symbols-catalog") + "/Assets.xcassets"
    try? FileManager.default.removeItem(atPath: folder)
    let sets = ["BrandColor.colorset", "Red.colorset", "text_primary.colorset",
                "diary-filled.imageset", "URLIcon.imageset", "6.imageset", "HeroImage.imageset",
                "knob Reference.imageset", "default.imageset", "Icons/star.imageset",
                "Plain/arrow.imageset", "AppIcon.appiconset", "TU204SM.imageset",
                "File.imageset", "FileImage.imageset", "B737-200ADV.imageset"]
    for set in sets {
      try FileManager.default.createDirectory(atPath: folder + "/" + set,
                                              withIntermediateDirectories: true)
      try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/" + set + "/Contents.json"))
    }
    let namespace = #"{"properties": {"provides-namespace": true}}"#
    try Data(namespace.utf8).write(to: URL(fileURLWithPath: folder + "/Icons/Contents.json"))
    return folder
  }

  @Test func namesAsXcodeGivesThem() throws {
    let tool = try #require(Self.tool, "no AssetSymbolsGenerator beside the tests")
    // Each test its own folder: tests run at the same time, and a scratch folder starts empty.
    let output = TestPaths.scratch("asset-symbols-names") + "/GeneratedAssetSymbols.swift"
    let run = try CLITests.run(tool, ["--output", output, "--import", "SwiftUI", "--uikit",
                                      try catalog()], timeout: 60)
    #expect(run.status == 0, "\(run.error)")
    let source = try String(contentsOfFile: output, encoding: .utf8)
    for line in [
      #"static let brand = ColorResource(name: "BrandColor", bundle: resourceBundle)"#,
      #"static let red = ColorResource(name: "Red", bundle: resourceBundle)"#,
      #"static let textPrimary = ColorResource(name: "text_primary", bundle: resourceBundle)"#,
      #"static let diaryFilled = ImageResource(name: "diary-filled", bundle: resourceBundle)"#,
      #"static let urlIcon = ImageResource(name: "URLIcon", bundle: resourceBundle)"#,
      #"static let _6 = ImageResource(name: "6", bundle: resourceBundle)"#,
      #"static let hero = ImageResource(name: "HeroImage", bundle: resourceBundle)"#,
      #"static let knobReference = ImageResource(name: "knob Reference", bundle: resourceBundle)"#,
      #"static let `default` = ImageResource(name: "default", bundle: resourceBundle)"#,
      #"static let star = ImageResource(name: "Icons/star", bundle: resourceBundle)"#,
      #"static let arrow = ImageResource(name: "arrow", bundle: resourceBundle)"#,
      #"static let TU_204_SM = ImageResource(name: "TU204SM", bundle: resourceBundle)"#,
      #"static let B_737_200_ADV = ImageResource(name: "B737-200ADV", bundle: resourceBundle)"#,
      #"static let file = ImageResource(name: "File", bundle: resourceBundle)"#,
      #"#warning("The \"FileImage\" image asset name resolves to the symbol \"file\" which"#,
      "enum Icons {",
      "static var star: UIImage { UIImage(resource: ImageResource.Icons.star) }",
      "static var brand: Color { Color(ColorResource.brand) }",
      "static var hero: UIImage { UIImage(resource: ImageResource.hero) }",
      "import SwiftUI",
      "nonisolated(unsafe) private let resourceBundle = Foundation.Bundle.module",
    ] {
      #expect(source.contains(line), "missing: \(line)")
    }
    // `Color.red` is SwiftUI's: the "Red" set has its resource only, and a warning says so.
    // App icons have no symbol.
    #expect(!source.contains("static var red: Color"))
    #expect(source.contains(#"conflicting Color symbol \"red\". Try renaming the asset."#))
    #expect(!source.contains("AppIcon"))
  }

  @Test func aMissingCatalogIsNamed() throws {
    let tool = try #require(Self.tool, "no AssetSymbolsGenerator beside the tests")
    let output = TestPaths.scratch("asset-symbols-missing") + "/Missing.swift"
    let run = try CLITests.run(tool, ["--output", output, "/nowhere/Assets.xcassets"],
                              timeout: 60)
    #expect(run.status == 1)
    #expect(run.error.contains("/nowhere/Assets.xcassets: no such asset catalog folder"))
    #expect(!FileManager.default.fileExists(atPath: output))
  }
}
