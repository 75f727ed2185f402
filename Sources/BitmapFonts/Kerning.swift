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
    try self.init(text: String(decoding: bytes, as: UTF8.self), path: path)
  }

  /// Reads a table from its text; `path` names it in errors.
  public init(text: String, path: String) throws(BDFError) {
    var pairs: [UInt64: Int16] = [:]
    var number = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      if line.isEmpty || line.hasPrefix("#") { continue }
      let fields = line.split(separator: " ")
      guard fields.count == 3, let a = UInt32(fields[0], radix: 16), a <= 0x10FFFF,
            let b = UInt32(fields[1], radix: 16), b <= 0x10FFFF,
            let k = Int16(fields[2]), abs(Int(k)) <= 1000
      else {
        throw BDFError(path: path, line: number,
                       reason: "'\(line.prefix(60))' is not a kerning pair "
                         + "(two hexadecimal code points and an adjustment within ±1000)")
      }
      pairs[KerningTable.key(a, b)] = k
    }
    self.pairs = pairs
  }

  @inline(__always)
  static func key(_ a: UInt32, _ b: UInt32) -> UInt64 { UInt64(a) << 21 | UInt64(b) }

  /// How many pairs the table has.
  public var count: Int { pairs.count }

  /// The adjustment between `a` and `b`, in thousandths of the pixel size; 0 for no pair.
  public func thousandths(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Int {
    Int(pairs[KerningTable.key(a.value, b.value)] ?? 0)
  }
}
