import Raster
import Synchronization

/// A font whose glyphs are outlines in font units, y down: what an `OutlineStrike` draws
/// (Cellshot's own outline files, and the font files an app ships, `AppFont`).
public protocol OutlineGlyphs: AnyObject, Sendable {
  /// The file, for messages.
  var path: String { get }
  var unitsPerEm: Int { get }
  /// Font units above the baseline and below it (positive).
  var ascender: Int { get }
  var descender: Int { get }
  /// Font units between one line's descent and the next line's ascent (`hhea`'s line gap).
  var lineGap: Int { get }
  func contains(_ scalar: Unicode.Scalar) -> Bool
  /// The advance of `scalar` in font units.
  func advance(of scalar: Unicode.Scalar) -> Int?
  /// The outline of `scalar` in font units, y down (the baseline at 0); nil when the font has
  /// none or it is broken.
  func outline(for scalar: Unicode.Scalar) -> VectorOutline?
}

/// A font kept as outlines (`Fonts/CJK/`, `Fonts/Arabic/`, `Fonts/Hebrew/`, made by
/// `scripts/build-outlines.py` from Noto Sans): each glyph's lines and cubic curves in font
/// units, decoded when first asked for. `strike(pixels:)` draws it at a size.
///
/// Opening checks the whole table (magic, counts, code points in order, every outline's start
/// inside the file), so a broken file is an error naming it; an outline whose commands run past
/// its end is treated as missing, and the next font of the chain draws the character.
extension OutlineGlyphs {
  /// None, unless the font says (Cellshot's own outline files keep their line tight).
  public var lineGap: Int { 0 }
}

public final class OutlineFont: OutlineGlyphs {
  public let path: String
  public let unitsPerEm: Int
  /// Font units above the baseline and below it (positive), the ideographic em box's.
  public let ascender: Int
  public let descender: Int
  public let glyphCount: Int

  private let bytes: [UInt8]
  private let codes: [UInt32]
  private let starts: [Int]
  private let advances: [Int]
  private let strikes = Mutex<[Int: OutlineStrike]>([:])

  static let magic: [UInt8] = Array("CSCJK1".utf8) + [0, 0]
  static let headerSize = 20, entrySize = 12

  /// Reads the font at `path`.
  public convenience init(contentsOf path: String) throws(BDFError) {
    try self.init(bytes: try BDFFont.readFile(path), path: path)
  }

  /// Reads a font from its bytes; `path` names it in errors.
  public init(bytes: [UInt8], path: String) throws(BDFError) {
    func fail(_ reason: String) -> BDFError { BDFError(path: path, line: 0, reason: reason) }
    func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
    func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
    guard bytes.count >= Self.headerSize, Array(bytes[0..<8]) == Self.magic else {
      throw fail("not a Cellshot outline font (it should start with CSCJK1)")
    }
    let units = u16(8), count = u32(16)
    let ascender = Int(Int16(truncatingIfNeeded: u16(10)))
    let descender = -Int(Int16(truncatingIfNeeded: u16(12)))
    guard (16...16384).contains(units) else { throw fail("units per em \(units) is out of range") }
    guard ascender > 0, descender >= 0, ascender + descender <= 4 * units else {
      throw fail("ascender \(ascender) and descender \(descender) do not fit \(units) units")
    }
    let dataStart = Self.headerSize + count * Self.entrySize
    guard count <= 0x110000, dataStart <= bytes.count else {
      throw fail("its table of \(count) characters runs past the end of the file")
    }
    var codes: [UInt32] = [], starts: [Int] = [], advances: [Int] = []
    codes.reserveCapacity(count)
    starts.reserveCapacity(count)
    advances.reserveCapacity(count)
    for i in 0..<count {
      let at = Self.headerSize + i * Self.entrySize
      let code = UInt32(u32(at)), start = dataStart + u32(at + 4)
      guard codes.last.map({ $0 < code }) ?? true, Unicode.Scalar(code) != nil else {
        throw fail("entry \(i): code point \(code) is not in increasing order or not a character")
      }
      guard start < bytes.count else { throw fail("entry \(i): its outline starts past the end") }
      codes.append(code)
      starts.append(start)
      advances.append(u16(at + 8))
    }
    self.path = path
    self.bytes = bytes
    self.unitsPerEm = units
    self.ascender = ascender
    self.descender = descender
    self.glyphCount = count
    self.codes = codes
    self.starts = starts
    self.advances = advances
  }

  private func index(of scalar: Unicode.Scalar) -> Int? {
    var low = 0, high = codes.count
    while low < high {
      let mid = (low + high) / 2
      if codes[mid] < scalar.value { low = mid + 1 } else { high = mid }
    }
    return low < codes.count && codes[low] == scalar.value ? low : nil
  }

  public func contains(_ scalar: Unicode.Scalar) -> Bool { index(of: scalar) != nil }

  /// The advance of `scalar` in font units.
  public func advance(of scalar: Unicode.Scalar) -> Int? { index(of: scalar).map { advances[$0] } }

  /// The outline of `scalar` in font units, y down (the baseline at 0); nil when the font has
  /// none or its commands are broken.
  public func outline(for scalar: Unicode.Scalar) -> VectorOutline? {
    guard let i = index(of: scalar) else { return nil }
    var reader = OutlineReader(bytes: bytes, at: starts[i])
    return reader.outline()
  }

  /// The font drawn `pixels` pixels to the em (1 to 1024), made once per size.
  public func strike(pixels: Int) -> OutlineStrike { strike(em: pixels, size: pixels) }

  /// The font drawn `em` pixels to the em, as a strike of `size` pixels (its advances in
  /// thousandths of `size`): a face whose em is a share of its size, as Inter's strikes draw
  /// it at 91 %. Each 1 to 1024; made once per pair.
  public func strike(em: Int, size: Int) -> OutlineStrike {
    strike(em: em, size: size, advanceEm: em)
  }

  /// The font drawn `em` pixels to the em, its advances those of an em of `advanceEm` pixels
  /// (in thousandths of `size`): drawn larger than it is laid out, as Inter's text is (its
  /// shapes at 97 % of the size, its advances at the strikes' 91 %, made SF's widths).
  public func strike(em: Int, size: Int, advanceEm: Int) -> OutlineStrike {
    let em = min(max(em, 1), 1024), size = min(max(size, 1), 1024)
    let advanceEm = min(max(advanceEm, 1), 1024)
    let key = (advanceEm << 22) | (em << 11) | size
    return strikes.withLock { strikes in
      if let strike = strikes[key] { return strike }
      let strike = OutlineStrike(font: self, em: em, pixelSize: size, advanceEm: advanceEm)
      strikes[key] = strike
      return strike
    }
  }
}

/// Reads one outline's commands: a byte each, then its points as zigzag LEB128 differences.
private struct OutlineReader {
  let bytes: [UInt8]
  var at: Int
  var x = 0, y = 0

  init(bytes: [UInt8], at: Int) {
    self.bytes = bytes
    self.at = at
  }

  mutating func outline() -> VectorOutline? {
    var segments: [VectorOutline.Segment] = []
    while at < bytes.count, segments.count < 100_000 {
      let command = bytes[at]
      at += 1
      switch command {
      case 0: guard let p = point() else { return nil }; segments.append(.move(p))
      case 1: guard let p = point() else { return nil }; segments.append(.line(p))
      case 2:
        guard let a = point(), let b = point(), let c = point() else { return nil }
        segments.append(.cubic(a, b, c))
      case 3: segments.append(.close)
      case 4: return VectorOutline(segments: segments, evenOdd: false)
      default: return nil
      }
    }
    return nil
  }

  private mutating func point() -> Point? {
    guard let dx = number(), let dy = number() else { return nil }
    x += dx
    y += dy
    guard abs(x) <= 1 << 16, abs(y) <= 1 << 16 else { return nil }
    return Point(x: Double(x), y: Double(-y))
  }

  private mutating func number() -> Int? {
    var value = 0, shift = 0
    while at < bytes.count, shift < 35 {
      let byte = bytes[at]
      at += 1
      value |= Int(byte & 0x7F) << shift
      if byte < 0x80 { return (value >> 1) ^ -(value & 1) }
      shift += 7
    }
    return nil
  }
}

/// An outline font drawn at one pixel size: each glyph rasterized with exact coverage into a
/// greymap when first asked for, then cached. Glyphs are laid out by their unrounded advance,
/// as greymap BDF fonts are.
public final class OutlineStrike: GlyphSource {
  public let font: any OutlineGlyphs
  /// The strike's size: its advances are in thousandths of it.
  public let pixelSize: Int
  /// The em drawn, in pixels (the size, but for a face drawn at a share of it).
  public let emPixels: Int
  /// The em its advances are of, in pixels (the em drawn, unless drawn larger).
  public let advanceEmPixels: Int
  public let ascent: Int
  public let descent: Int
  public var bitsPerPixel: Int { 8 }
  public var path: String {
    font.path + (emPixels == pixelSize ? "" : " (em \(emPixels) of \(pixelSize))")
      + (advanceEmPixels == emPixels ? "" : " (advances of em \(advanceEmPixels))")
  }
  private let cache = Mutex<[UInt32: Glyph?]>([:])

  init(font: any OutlineGlyphs, em emPixels: Int, pixelSize: Int, advanceEm: Int? = nil) {
    self.font = font
    self.pixelSize = pixelSize
    self.emPixels = emPixels
    self.advanceEmPixels = advanceEm ?? emPixels
    let em = Double(font.unitsPerEm)
    ascent = Int((Double(font.ascender * emPixels) / em).rounded(.up))
    // The line gap below the descent, as Core Text's line height (ascent + descent + leading)
    // puts it.
    descent = Int((Double((font.descender + font.lineGap) * emPixels) / em).rounded(.up))
  }

  public func contains(_ scalar: Unicode.Scalar) -> Bool { font.contains(scalar) }

  public func glyph(for scalar: Unicode.Scalar) -> Glyph? {
    if let cached = cache.withLock({ $0[scalar.value] }) { return cached }
    let glyph = draw(scalar)
    cache.withLock { $0[scalar.value] = glyph }
    return glyph
  }

  private func draw(_ scalar: Unicode.Scalar) -> Glyph? {
    guard let outline = font.outline(for: scalar), let advance = font.advance(of: scalar) else {
      return nil
    }
    let em = Double(font.unitsPerEm), scale = Double(emPixels) / em
    let advancePixels = Int((Double(advance) * Double(advanceEmPixels) / em).rounded())
    // In thousandths of the size: of the em itself, unless the em is a share of the size.
    let share = advanceEmPixels == pixelSize ? 1 : Double(advanceEmPixels) / Double(pixelSize)
    let thousandths = Int((Double(advance) * 1000 / em * share).rounded())
    guard let bounds = outline.bounds else {
      return Glyph(advance: advancePixels, box: GlyphBox(width: 0, height: 0, x: 0, y: 0),
                   mask: BitMask(width: 0, height: 0), grey: GreyMask(width: 0, height: 0),
                   scalableWidth: thousandths)
    }
    // The whole pixels the outline's control points reach, in pixels from the pen (y down).
    let left = Int((bounds.minX * scale).rounded(.down))
    let top = Int((bounds.minY * scale).rounded(.down))
    let width = Int((bounds.maxX * scale).rounded(.up)) - left
    let height = Int((bounds.maxY * scale).rounded(.up)) - top
    guard width > 0, height > 0, width <= 4096, height <= 4096,
      var canvas = try? Canvas(width: width, height: height)
    else { return nil }
    let square = Rect(x: Double(-left), y: Double(-top), width: Double(emPixels),
                      height: Double(emPixels))
    canvas.fill(outline.path(in: square, grid: em), with: .white)
    var grey = GreyMask(width: width, height: height)
    var mask = BitMask(width: width, height: height)
    let pixels = canvas.buffer.bytes
    for y in 0..<height {
      for x in 0..<width {
        let alpha = pixels[(y * width + x) * 4 + 3]
        grey[x, y] = alpha
        if alpha >= 128 { mask[x, y] = true }
      }
    }
    return Glyph(advance: advancePixels,
                 box: GlyphBox(width: width, height: height, x: left, y: -(top + height)),
                 mask: mask, grey: grey, scalableWidth: thousandths)
  }
}
