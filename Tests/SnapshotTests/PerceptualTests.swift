import CellshotTesting
import Foundation
import PNGCodec
import Testing
import TestSupport

/// pixelmatch 7.2.0's own fixtures: every count, and every diff image byte for byte.
@Suite struct PerceptualTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var a: String, b: String, diff: String
    var options: [String: String]
    var expected: Int
    var testDescription: String { diff }
  }

  static func cases() -> [Case] {
    let path = TestPaths.testdata("pixelmatch/expected.json")
    guard let data = FileManager.default.contents(atPath: path),
          let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let version = json["v7.2.0"] as? [String: Any],
          let cases = version["cases"] as? [[Any]] else {
      return [Case(a: "missing", b: "missing", diff: "expected.json missing", options: [:], expected: -1)]
    }
    return cases.map { c in
      var options: [String: String] = [:]
      for (k, v) in (c[3] as? [String: Any]) ?? [:] { options[k] = "\(v)" }
      return Case(a: c[0] as! String, b: c[1] as! String, diff: c[2] as! String, options: options,
                  expected: c[4] as! Int)
    }
  }

  static func color(_ text: String?) -> (UInt8, UInt8, UInt8)? {
    guard let text else { return nil }
    let n = text.split { !$0.isNumber }.compactMap { UInt8($0) }
    return n.count == 3 ? (n[0], n[1], n[2]) : nil
  }

  @Test(arguments: cases())
  func matchesPixelmatch(_ c: Case) throws {
    let a = try PNGDecoder().decodeFileStraight(TestPaths.testdata("pixelmatch/inputs/\(c.a).png"))
    let b = try PNGDecoder().decodeFileStraight(TestPaths.testdata("pixelmatch/inputs/\(c.b).png"))
    var options = PerceptualComparison()
    if let t = c.options["threshold"].flatMap(Double.init) { options.threshold = t }
    if let t = c.options["alpha"].flatMap(Double.init) { options.alpha = t }
    if c.options["includeAA"] == "1" || c.options["includeAA"] == "true" { options.includeAA = true }
    if c.options["diffMask"] == "1" || c.options["diffMask"] == "true" { options.diffMask = true }
    if let color = Self.color(c.options["aaColor"]) { options.aaColor = color }
    if let color = Self.color(c.options["diffColor"]) { options.diffColor = color }
    if let color = Self.color(c.options["diffColorAlt"]) { options.diffColorAlt = color }
    var output: [UInt8]? = [UInt8](repeating: 0, count: a.rgba.count)
    let count = options.differingPixels(a.rgba, b.rgba, width: a.info.width, height: a.info.height,
                                        output: &output)
    #expect(count == c.expected, "\(c.diff)")
    let expected = try PNGDecoder().decodeFileStraight(TestPaths.testdata("pixelmatch/expected-v7.2.0/\(c.diff).png"))
    let mismatched = zip(output!, expected.rgba).filter { $0 != $1 }.count
    #expect(mismatched == 0, "\(c.diff): \(mismatched) diff-image bytes differ from pixelmatch's")
  }
}
