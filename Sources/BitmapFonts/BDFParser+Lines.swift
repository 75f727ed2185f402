import CRasterKernels
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The structure pass's and the glyph decoder's tokenizer: lines, keywords and numbers, read
// from bytes.

extension BDFParser {
  /// Walks the lines of the data: byte ranges without the line break, numbered from 1.
  struct LineReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var number = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>, from position: Int = 0, line: Int = 0) {
      self.bytes = bytes
      self.position = position
      self.number = line
    }

    /// The next line, or nil at the end of the data.
    @inline(__always)
    mutating func next() -> Range<Int>? {
      let n = bytes.count
      guard position < n, let base = bytes.baseAddress else { return nil }
      var end = n
      if let found = memchr(base + position, 10, n - position) {
        end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      }
      var lineEnd = end
      if lineEnd > position && bytes[lineEnd - 1] == 13 { lineEnd -= 1 }
      let range = position..<lineEnd
      position = end + 1
      number += 1
      return range
    }
  }

  /// The first word of a line (the keyword) and the rest, trimmed.
  func split(_ range: Range<Int>) -> (keyword: Substring, rest: Substring) {
    let text = String(decoding: bytes[range], as: UTF8.self)
    let trimmed = text.drop { $0 == " " || $0 == "\t" }
    guard let space = trimmed.firstIndex(where: { $0 == " " || $0 == "\t" }) else {
      return (trimmed, "")
    }
    let rest = trimmed[space...].drop { $0 == " " || $0 == "\t" }
    return (trimmed[..<space], rest)
  }

  /// The keywords met inside glyphs, recognised from bytes without making strings: this is
  /// the hot path of reading a 57,000-glyph font.
  enum GlyphKeyword {
    case startChar, encoding, swidth, dwidth, bbx, bitmap, endChar, endFont, comment, blank
    case other
  }

  @inline(__always)
  static func glyphKeyword(_ p: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> GlyphKeyword {
    var start = range.lowerBound
    while start < range.upperBound && (p[start] == 32 || p[start] == 9) { start += 1 }
    var end = start
    while end < range.upperBound && p[end] != 32 && p[end] != 9 { end += 1 }
    @inline(__always) func matches(_ word: StaticString) -> Bool {
      guard end - start == word.utf8CodeUnitCount else { return false }
      let w = word.utf8Start
      for i in 0..<(end - start) where p[start + i] != w[i] { return false }
      return true
    }
    switch end - start {
    case 0: return .blank
    case 3: return matches("BBX") ? .bbx : .other
    case 6:
      if matches("SWIDTH") { return .swidth }
      if matches("DWIDTH") { return .dwidth }
      if matches("BITMAP") { return .bitmap }
      return .other
    case 7:
      if matches("ENDCHAR") { return .endChar }
      if matches("ENDFONT") { return .endFont }
      if matches("COMMENT") { return .comment }
      return .other
    case 8: return matches("ENCODING") ? .encoding : .other
    case 9: return matches("STARTCHAR") ? .startChar : .other
    default: return .other
    }
  }

  /// When the `rows` lines from `start` are hexadecimal and the next is ENDCHAR, the offset
  /// just past that ENDCHAR line; otherwise nil. The hexadecimal scan is most of the time
  /// spent reading a large font: it runs in C (`cs_bdf_skip_bitmap`), as fast in the debug
  /// build a test run uses as in release.
  static func skipBitmap(_ p: UnsafeBufferPointer<UInt8>, from start: Int, rows: Int) -> Int? {
    guard let base = p.baseAddress else { return nil }
    let end = cs_bdf_skip_bitmap(base, p.count, start, rows)
    return end < 0 ? nil : end
  }

  /// The whole numbers on a line after its keyword: the first four kept, all counted.
  struct Numbers {
    /// How many numbers the line has (beyond four, only counted).
    var count = 0
    var values: (Int, Int, Int, Int) = (0, 0, 0, 0)
    subscript(i: Int) -> Int {
      switch i {
      case 0: return values.0
      case 1: return values.1
      case 2: return values.2
      default: return values.3
      }
    }
  }

  /// The most digits a number may have: every value fits an `Int` with room to add and
  /// multiply, and no real font needs more.
  static let maxDigits = 9

  /// The one tokenizer for numbers, used by the structure pass and the glyph decoder alike:
  /// the words after the keyword, split by spaces and tabs, each an optional sign and 1 to
  /// `maxDigits` decimal digits. Nil when a word is anything else.
  @inline(__always)
  static func lineIntegers(_ p: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Numbers? {
    var out = Numbers()
    var i = range.lowerBound
    while i < range.upperBound && (p[i] == 32 || p[i] == 9) { i += 1 }
    while i < range.upperBound && p[i] != 32 && p[i] != 9 { i += 1 }  // the keyword
    while true {
      while i < range.upperBound && (p[i] == 32 || p[i] == 9) { i += 1 }
      if i == range.upperBound { break }
      var negative = false
      if p[i] == 45 || p[i] == 43 {
        negative = p[i] == 45
        i += 1
      }
      var value = 0, digits = 0
      while i < range.upperBound && p[i] >= 48 && p[i] <= 57 {
        digits += 1
        if digits > maxDigits { return nil }
        value = value * 10 + Int(p[i] - 48)
        i += 1
      }
      if digits == 0 || (i < range.upperBound && p[i] != 32 && p[i] != 9) { return nil }
      let v = negative ? -value : value
      switch out.count {
      case 0: out.values.0 = v
      case 1: out.values.1 = v
      case 2: out.values.2 = v
      case 3: out.values.3 = v
      default: break
      }
      out.count += 1
    }
    return out
  }
}

/// The value of a hexadecimal digit (0 for any other byte).
@inline(__always)
func hexValue(_ c: UInt8) -> UInt8 {
  switch c {
  case 48...57: return c - 48
  case 65...70: return c - 55
  case 97...102: return c - 87
  default: return 0
  }
}

/// Whether `c` is a hexadecimal digit.
@inline(__always)
func isHex(_ c: UInt8) -> Bool {
  // One unsigned compare per range: c - 48 <= 9, (c | 32) - 97 <= 5.
  c &- 48 <= 9 || (c | 32) &- 97 <= 5
}
