import Foundation
import PreviewSources
import Testing

/// What the CellshotPreviewTests plugin's generator makes of sources and of
/// `cellshot-previews.json`: the tests, their names, the variants, and the errors it gives.
@Suite struct PreviewSuiteTests {
  static let source = """
    import SwiftUI

    #Preview("Follow", traits: .sizeThatFitsLayout) {
      FollowButton()
    }

    // Big text is where it breaks.
    // cellshot-previews: dynamicType=large,accessibility3; scale=3
    #Preview("Phở, big") { FollowButton() }

    // cellshot-previews: skip
    #Preview("Live") { LiveFeed() }

    #Preview { FollowButton() }
    #Preview { FollowButton().padding() }
    #Preview("default") { FollowButton() }

    struct Card_Previews: PreviewProvider {
      static var previews: some View { Card() }
    }

    private struct Hidden_Previews: PreviewProvider {
      static var previews: some View { Card() }
    }

    #Preview("Sample") { FollowButton(model: .sample) }
    #Preview("Own helper") { PreviewHost { FollowButton() } }

    fileprivate struct PreviewHost<Content: View>: View {
      @ViewBuilder var content: Content
      var body: some View { content }
    }
    """

  func written(_ configuration: PreviewSuiteConfiguration = .init())
    throws -> (text: String, notes: [String])
  {
    try PreviewTestWriter.write(
      [PreviewSourceFile(module: "ProfileUI", path: "/p/Sources/ProfileUI/Follow.swift",
                         text: Self.source)],
      configuration: configuration, packageRoot: "/p")
  }

  /// The generated test functions' names, in order.
  func testNames(_ text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      guard let start = line.range(of: ") func "), let end = line.range(of: "() throws") else {
        return nil
      }
      return String(line[start.upperBound..<end.lowerBound])
    }
  }

  @Test func oneTestAPreviewNamedAfterIt() throws {
    let (text, notes) = try written()
    #expect(testNames(text) == ["follow", "phoBigLarge", "phoBigAccessibility3", "preview",
                                "preview2", "defaultPreview", "card", "sample"])
    #expect(notes == [
      "/p/Sources/ProfileUI/Follow.swift: preview 3: skipped (cellshot-previews: skip)",
      "/p/Sources/ProfileUI/Follow.swift: Hidden_Previews is private: its previews are not tested",
      "/p/Sources/ProfileUI/Follow.swift: preview 10: uses PreviewHost, private to its file: the "
        + "preview is pasted into the test target, so make PreviewHost internal to test it",
    ])
    #expect(text.contains("@Suite(\"ProfileUI/Follow.swift\")\nstruct FollowPreviews {"))
    #expect(text.contains("@testable import ProfileUI\n"))
    #expect(text.contains("import SwiftUI\n"))
    #expect(text.contains("provider: ProfileUI.Card_Previews.self"))
    #expect(text.contains("""
      Cellshot.PreviewMacro.declared("Follow", traits: .sizeThatFitsLayout) {
      """))
    #expect(text.contains("private let previewsPackageRoot = \"/p\""))
    // The line's scale holds for its preview only.
    #expect(text.components(separatedBy: "scale: 3,").count == 3)
    #expect(text.components(separatedBy: "scale: 2,").count == 7)
  }

  /// A preview inside `#if` blocks is tested under the same condition: a preview for iOS
  /// alone is not compiled on Linux, in its file or in the tests.
  @Test func aTestKeepsItsPreviewsCompilationCondition() throws {
    let text = """
      #if os(iOS)
      #Preview("Phone") { A() }
      #elseif DEBUG // debug builds
      #if canImport(UIKit)
      struct B_Previews: PreviewProvider { static var previews: some View { B() } }
      #endif
      #else
      #Preview("Else") { C() }
      #endif
      #Preview("Always") { D() }
      """
    #expect(PreviewScan.previews(in: text).map(\.condition) == [
      "(os(iOS))", "!(os(iOS)) && (DEBUG) && (canImport(UIKit))", "!(os(iOS)) && !(DEBUG)", nil,
    ])
    let (written, _) = try PreviewTestWriter.write(
      [PreviewSourceFile(module: "M", path: "/p/Sources/M/A.swift", text: text)],
      configuration: PreviewSuiteConfiguration(), packageRoot: "/p")
    #expect(written.contains("#if (os(iOS))\n  @Test(\"Phone\") func phone() throws {"))
    #expect(written.contains("  }\n#endif\n\n  @Test(\"Always\") func always() throws {"))
  }

  @Test func variantsMultiplyEachPreview() throws {
    let json = Data("""
      {"scale": 1, "variants": {"colorScheme": ["light", "dark"], "layoutDirection": ["rtl"],
       "device": ["iPhone SE", "iPhone 15 Pro"]}}
      """.utf8)
    let configuration = try PreviewSuiteConfiguration(json: json, path: "cellshot-previews.json")
    #expect(configuration.scale == 1)
    #expect(configuration.variants.map(\.spec) == [
      "colorScheme=light;layoutDirection=rightToLeft;device=iPhone SE",
      "colorScheme=light;layoutDirection=rightToLeft;device=iPhone 15 Pro",
      "colorScheme=dark;layoutDirection=rightToLeft;device=iPhone SE",
      "colorScheme=dark;layoutDirection=rightToLeft;device=iPhone 15 Pro",
    ])
    // One value sets without naming: the names carry what tells variants apart.
    #expect(configuration.variants.map(configuration.labels(of:)) == [
      ["light", "iPhone SE"], ["light", "iPhone 15 Pro"], ["dark", "iPhone SE"],
      ["dark", "iPhone 15 Pro"],
    ])
    let (text, _) = try written(configuration)
    #expect(testNames(text).prefix(4) == ["followLightIPhoneSE", "followLightIPhone15Pro",
                                          "followDarkIPhoneSE", "followDarkIPhone15Pro"])
    #expect(text.contains("@Test(\"Follow · dark · iPhone SE\")"))
    // The preview's own line replaces the axes it names and keeps the rest.
    #expect(testNames(text).contains("phoBigLightAccessibility3IPhoneSE"))
    #expect(testNames(text).count == 4 * 6 + 8)
    #expect(PreviewVariant(spec: configuration.variants[2].spec) == configuration.variants[2])
    #expect(PreviewVariant(spec: "colorScheme=sepia") == nil)
    #expect(PreviewVariant(spec: "") == PreviewVariant())
  }

  /// `accessibility` adds, to each variant, a test of what VoiceOver reads: as text, as the
  /// marked picture, or both.
  @Test func accessibilitySnapshotsAreTestsOfTheirOwn() throws {
    let json = Data(#"{"variants": {"colorScheme": ["light", "dark"]}, "accessibility": ["text"]}"#.utf8)
    let configuration = try PreviewSuiteConfiguration(json: json, path: "c.json")
    let (text, _) = try written(configuration)
    #expect(testNames(text).prefix(4) == ["followLight", "followLightAccessibility", "followDark",
                                          "followDarkAccessibility"])
    #expect(text.contains("@Test(\"Follow · dark · accessibility\") func followDarkAccessibility()"))
    #expect(text.contains("kind: .accessibility,"))
    let image = try configuration.applying(directive: "accessibility=image", at: "f")
    #expect(image?.accessibility == ["image"])
    #expect(try configuration.applying(directive: "accessibility=none", at: "f")?.accessibility
            == [])
  }

  @Test func aWrongConfigurationSaysWhereAndWhat() {
    func error(_ json: String) -> String? {
      do {
        _ = try PreviewSuiteConfiguration(json: Data(json.utf8), path: "c.json")
        return nil
      } catch {
        return error.description
      }
    }
    #expect(error("[1]") == "c.json: not a JSON object")
    #expect(error(#"{"scale": 4}"#) == "c.json: scale must be 1, 2 or 3")
    #expect(error(#"{"varients": {}}"#)
            == "c.json: unknown key 'varients' (known: scale, variants, accessibility)")
    #expect(error(#"{"variants": {"theme": ["dark"]}}"#) == "c.json: unknown axis 'theme' "
            + "(known: colorScheme, dynamicType, layoutDirection, locale, device, orientation, ios)")
    #expect(error(#"{"variants": {"colorScheme": ["sepia"]}}"#)
            == "c.json: 'sepia' is not a value of colorScheme (one of light, dark)")
    #expect(error(#"{"variants": {"ios": ["15"]}}"#)
            == "c.json: '15' is not a value of ios (one of 13, 17, 18, 26)")
    #expect(error(#"{"variants": {"locale": []}}"#) == "c.json: locale lists no value")
    #expect(throws: PreviewConfigurationError.self) {
      try PreviewSuiteConfiguration().applying(directive: "dark please", at: "f.swift")
    }
  }
}
