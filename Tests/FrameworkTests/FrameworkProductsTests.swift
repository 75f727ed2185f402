import Foundation
import Testing

/// `AppleFrameworks`, the product the README's manifest takes, holds every module standing for
/// an Apple framework, so code importing any of them builds on its first try: a framework module
/// added as a product of its own and forgotten there fails this test. (A public iOS 26 app's
/// screens imported AVFoundation, and failed with "no such module" under the three products
/// the README named before.)
@Suite struct FrameworkProductsTests {
  @Test func appleFrameworksHoldsEveryFrameworkModule() throws {
    var root = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { root.deleteLastPathComponent() }
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"),
                              encoding: .utf8)
    // Every library product of one module named as it is.
    var singles = Set<String>()
    let product = try Regex(#"\.library\(name: "(\w+)", targets: \["(\w+)"\]\)"#)
    for match in manifest.matches(of: product) {
      let name = match.output[1].substring.map(String.init)
      if let name, name == match.output[2].substring.map(String.init) { singles.insert(name) }
    }
    let notFrameworks: Set = ["Cellshot", "CellshotTesting", "SnapshotTesting", "SeedLayouts",
                              "Raster", "PNGCodec"]
    let start = try #require(manifest.range(of: "let appleFrameworks = ["))
    let end = try #require(manifest[start.upperBound...].range(of: "]"))
    let listed = Set(manifest[start.upperBound..<end.lowerBound]
      .matches(of: try Regex(#""(\w+)""#)).compactMap { $0.output[1].substring.map(String.init) })
    #expect(singles.count > 25, "\(singles.sorted())")
    let missing = singles.subtracting(notFrameworks).subtracting(listed).sorted()
    let extra = listed.subtracting(singles).sorted()
    #expect(missing.isEmpty && extra.isEmpty, "missing \(missing), extra \(extra)")
    #expect(manifest.contains(#".library(name: "AppleFrameworks", targets: appleFrameworks)"#))
  }
}
