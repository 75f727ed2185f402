import Foundation
import Raster

/// Kerning pairs for the strikes of one weight (`Fonts/Inter/Inter-<Weight>.kern`): for a
/// pair of characters, how much closer (or further) the second goes, in thousandths of the
/// strike's pixel size, as SWIDTH gives advances.
///
/// The file is text: `#` comment lines, then one pair a line, `first second adjustment`, the
/// code points in hexadecimal and the adjustment a whole number. Safe to share between threads.
public final class KerningTable: Sendable {
  private let pairs: [UInt64: Int16]
  /// Pairs looked up in a font's own tables (an app's font), instead of `pairs`.
  private let adjustments: (any PairAdjustments)?

  /// A table whose pairs `adjustments` gives.
  init(adjustments: any PairAdjustments) {
    pairs = [:]
    self.adjustments = adjustments
  }

  /// The largest kerning file read.
  public static let maxFileBytes = 16 << 20

  /// Reads the table at `path`.
  ///
  /// - Throws: `BDFError` naming the file and the line that is not a pair.
  public convenience init(contentsOf path: String) throws(BDFError) {
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(path, maxBytes: KerningTable.maxFileBytes)
    } catch {
      throw BDFError(path: path, line: 0, reason: error.tooLarge
                     ? "\(error.reason): too large for a kerning table" : error.reason)
    }
    try self.init(bytes: bytes, path: path)
  }

  /// Reads a table from its text; `path` names it in errors.
  public convenience init(text: String, path: String) throws(BDFError) {
    try self.init(bytes: Array(text.utf8), path: path)
  }

  /// Reads a table from its bytes, a line at a time without making strings (a weight's table
  /// has some 22,000 lines and is read whenever a process first draws text).
  public init(bytes: [UInt8], path: String) throws(BDFError) {
    var pairs: [UInt64: Int16] = [:]
    var number = 0
    var start = 0
    while start < bytes.count {
      var end = start
      while end < bytes.count && bytes[end] != 0x0A { end += 1 }
      number += 1
      defer { start = end + 1 }
      if end == start || bytes[start] == 0x23 { continue }  // blank or `#`
      guard let (a, b, k) = KerningTable.pair(bytes[start..<end]) else {
        let text = String(decoding: bytes[start..<min(end, start + 60)], as: UTF8.self)
        throw BDFError(path: path, line: number,
                       reason: "'\(text)' is not a kerning pair "
                         + "(two hexadecimal code points and an adjustment within ±1000)")
      }
      pairs[KerningTable.key(a, b)] = k
    }
    self.pairs = pairs
    adjustments = nil
  }

  /// `first second adjustment` from a line's bytes: code points in hex up to 0x10FFFF, the
  /// adjustment a whole number within ±1000, one space between.
  static func pair(_ line: ArraySlice<UInt8>) -> (UInt32, UInt32, Int16)? {
    var i = line.startIndex
    func hex() -> UInt32? {
      var value: UInt32 = 0, digits = 0
      while i < line.endIndex, digits < 7 {
        let c = line[i]
        let d: UInt32
        switch c {
        case 0x30...0x39: d = UInt32(c - 0x30)
        case 0x41...0x46: d = UInt32(c - 0x37)
        case 0x61...0x66: d = UInt32(c - 0x57)
        default: return digits > 0 && value <= 0x10FFFF ? value : nil
        }
        value = value << 4 | d
        digits += 1
        i += 1
      }
      return digits > 0 && value <= 0x10FFFF ? value : nil
    }
    func space() -> Bool {
      guard i < line.endIndex, line[i] == 0x20 else { return false }
      i += 1
      return true
    }
    guard let a = hex(), space(), let b = hex(), space() else { return nil }
    var negative = false
    if i < line.endIndex, line[i] == 0x2D {
      negative = true
      i += 1
    }
    var k = 0, digits = 0
    while i < line.endIndex, digits < 5, (0x30...0x39).contains(line[i]) {
      k = k * 10 + Int(line[i] - 0x30)
      digits += 1
      i += 1
    }
    guard digits > 0, i == line.endIndex, k <= 1000 else { return nil }
    return (a, b, Int16(negative ? -k : k))
  }

  @inline(__always)
  static func key(_ a: UInt32, _ b: UInt32) -> UInt64 { UInt64(a) << 21 | UInt64(b) }

  /// How many pairs the table has.
  public var count: Int { pairs.count }

  /// The adjustment between `a` and `b`, in thousandths of the pixel size; 0 for no pair.
  public func thousandths(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Int {
    if let adjustments { return adjustments.thousandths(a, b) }
    return Int(pairs[KerningTable.key(a.value, b.value)] ?? 0)
  }
}

/// Kerning pairs read elsewhere than a kerning file (a font's own tables).
protocol PairAdjustments: Sendable {
  /// The adjustment between `a` and `b`, in thousandths of the size; 0 for no pair.
  func thousandths(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Int
}
