import BitmapFonts
import Foundation
import Testing
import TestSupport

/// The bidirectional algorithm against Unicode's own conformance test: every tenth line of
/// `BidiCharacterTest.txt` (`UNICODE_BIDI_TEST=/usr/share/unicode/BidiCharacterTest.txt` runs
/// all 91,707).
@Suite struct BidiTests {
  struct Case {
    var line: Int
    var scalars: [Unicode.Scalar]
    var direction: BidiParagraph.Direction
    var level: UInt8
    var levels: [UInt8?]
    var order: [Int]
  }

  static func cases() throws -> [Case] {
    let path = ProcessInfo.processInfo.environment["UNICODE_BIDI_TEST"]
      ?? TestPaths.testdata("unicode/BidiCharacterTest-every10th.txt")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var cases: [Case] = []
    for (number, line) in text.split(separator: "\n").enumerated() where !line.hasPrefix("#") {
      let fields = line.split(separator: ";", omittingEmptySubsequences: false)
      guard fields.count == 5 else { continue }
      let scalars = fields[0].split(separator: " ").compactMap {
        UInt32($0, radix: 16).flatMap(Unicode.Scalar.init)
      }
      let direction: BidiParagraph.Direction = fields[1] == "0" ? .leftToRight
        : fields[1] == "1" ? .rightToLeft : .auto
      cases.append(Case(line: number + 1, scalars: scalars, direction: direction,
                        level: UInt8(fields[2])!,
                        levels: fields[3].split(separator: " ").map { UInt8($0) },
                        order: fields[4].split(separator: " ").map { Int($0)! }))
    }
    return cases
  }

  @Test func passesUnicodesConformanceTest() throws {
    let cases = try Self.cases()
    #expect(cases.count >= 9_000)
    var failures: [String] = []
    for test in cases {
      let paragraph = BidiParagraph(test.scalars, direction: test.direction)
      let levels = paragraph.lineLevels(0..<test.scalars.count)
      let got = levels.indices.map { paragraph.removed[$0] ? nil : levels[$0] }
      let order = paragraph.visualOrder(0..<test.scalars.count)
      if paragraph.baseLevel != test.level || got != test.levels || order != test.order {
        failures.append("line \(test.line): levels \(got.map { $0.map(String.init) ?? "x" }) "
                        + "order \(order), expected \(test.levels.map { $0.map(String.init) ?? "x" }) \(test.order)")
      }
    }
    #expect(failures.isEmpty, "\(failures.count) of \(cases.count) fail; first: \(failures.prefix(5))")
  }

  @Test func mirroredCharactersAndClasses() {
    #expect(Unicode.Scalar("(").bidiMirrored == ")" && Unicode.Scalar("»").bidiMirrored == "«")
    #expect(Unicode.Scalar("a").bidiMirrored == "a")
    #expect(BidiClass("א") == .R && BidiClass("ب") == .AL && BidiClass("1") == .EN
            && BidiClass("٣") == .AN && BidiClass(" ") == .WS && BidiClass("a") == .L)
  }
}
