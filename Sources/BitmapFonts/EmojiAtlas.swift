import Raster
import Synchronization

/// Colour emoji: pictures in one atlas (`Fonts/Emoji`, written by `scripts/build-emoji.py`),
/// a cell a code point, drawn as images at the text's size instead of coverage in its colour.
///
/// The atlas picture is read by whoever makes the atlas (this module reads no PNG), and only
/// when an emoji is first drawn: `load` is called once, and `contains` needs only the index.
public final class EmojiAtlas: Sendable {
  /// The index file, for messages.
  public let path: String
  let cellWidth: Int
  let cellHeight: Int
  let columns: Int
  /// The cell of each code point.
  private let cells: [UInt32: Int]
  private let load: @Sendable () throws -> PixelBuffer
  private let pixels = Mutex<Result<PixelBuffer, AtlasError>?>(nil)
  private let strikes = Mutex<[Int: EmojiStrike]>([:])

  /// Why the atlas picture could not be had.
  struct AtlasError: Error {
    var description: String
  }

  /// The atlas described by `index` (the text of `NotoColorEmoji.index`: "cell W H columns
  /// N", then a hexadecimal code point a line), whose picture `load` reads.
  public init(index: String, path: String,
              load: @escaping @Sendable () throws -> PixelBuffer) throws(BDFError) {
    var lines = index.split(separator: "\n", omittingEmptySubsequences: true)
    let header = lines.isEmpty ? [] : lines.removeFirst().split(separator: " ")
    guard header.count == 5, header[0] == "cell", header[3] == "columns",
          let w = Int(header[1]), let h = Int(header[2]), let n = Int(header[4]),
          (1...1024).contains(w), (1...1024).contains(h), (1...1024).contains(n) else {
      throw BDFError(path: path, line: 1,
                     reason: "the first line is not \"cell W H columns N\"")
    }
    var cells: [UInt32: Int] = [:]
    for (i, line) in lines.enumerated() {
      guard let value = UInt32(line, radix: 16), Unicode.Scalar(value) != nil else {
        throw BDFError(path: path, line: i + 2, reason: "'\(line)' is not a code point")
      }
      cells[value] = i
    }
    (cellWidth, cellHeight, columns) = (w, h, n)
    self.cells = cells
    self.path = path
    self.load = load
  }

  /// How many emoji the atlas has.
  public var count: Int { cells.count }

  public func contains(_ scalar: Unicode.Scalar) -> Bool { cells[scalar.value] != nil }

  /// The atlas's emoji for text of `pixels` pixels a line (its em), made once per size.
  public func strike(pixels: Int) -> EmojiStrike {
    let size = min(max(pixels, 1), 4096)
    if let strike = strikes.withLock({ $0[size] }) { return strike }
    let strike = EmojiStrike(atlas: self, pixelSize: size)
    strikes.withLock { $0[size] = strike }
    return strike
  }

  /// The picture of `scalar`'s cell; nil when the atlas has none or its picture cannot be
  /// read (or is smaller than its index says).
  func picture(_ scalar: Unicode.Scalar) -> PixelBuffer? {
    guard let cell = cells[scalar.value] else { return nil }
    let atlas = pixels.withLock { loaded -> Result<PixelBuffer, AtlasError> in
      if let loaded { return loaded }
      let result = Result { try load() }.mapError { AtlasError(description: "\($0)") }
      loaded = result
      return result
    }
    guard case .success(let image) = atlas else { return nil }
    let area = IntRect(x: (cell % columns) * cellWidth, y: (cell / columns) * cellHeight,
                       width: cellWidth, height: cellHeight)
    guard area.maxX <= image.width, area.maxY <= image.height else { return nil }
    return try? image.cropped(to: area)
  }

  /// Why the atlas picture could not be read, once something asked for it; nil otherwise.
  public var loadError: String? {
    pixels.withLock { loaded in
      if case .failure(let error)? = loaded { return error.description }
      return nil
    }
  }
}

/// A picture drawn in place of a glyph's coverage, scaled to `width` x `height` pixels.
public final class ColorGlyph: Sendable, Hashable {
  public let pixels: PixelBuffer
  public let width: Int
  public let height: Int

  init(pixels: PixelBuffer, width: Int, height: Int) {
    (self.pixels, self.width, self.height) = (pixels, width, height)
  }

  public static func == (a: ColorGlyph, b: ColorGlyph) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The emoji at one text size. Noto Color Emoji's metrics: a picture 1.248 em wide and
/// 1.174 em tall (136 x 128 pixels at 109 pixels an em), 0.248 em of it below the baseline,
/// and an advance of its width.
public final class EmojiStrike: GlyphSource {
  public let atlas: EmojiAtlas
  public let pixelSize: Int
  public let ascent: Int
  public let descent: Int
  public var bitsPerPixel: Int { 8 }
  public var path: String { atlas.path }
  private let cache = Mutex<[UInt32: Glyph?]>([:])

  init(atlas: EmojiAtlas, pixelSize: Int) {
    self.atlas = atlas
    self.pixelSize = pixelSize
    descent = (pixelSize * 27 + 54) / 109
    ascent = (pixelSize * 128 + 54) / 109 - descent
  }

  public func contains(_ scalar: Unicode.Scalar) -> Bool { atlas.contains(scalar) }

  public func glyph(for scalar: Unicode.Scalar) -> Glyph? {
    if let cached = cache.withLock({ $0[scalar.value] }) { return cached }
    var glyph: Glyph?
    if let picture = atlas.picture(scalar) {
      let width = (pixelSize * 136 + 54) / 109, height = ascent + descent
      glyph = Glyph(advance: width, box: GlyphBox(width: width, height: height, x: 0, y: -descent),
                    mask: BitMask(width: 0, height: 0), scalableWidth: 1248,
                    color: ColorGlyph(pixels: picture, width: width, height: height))
    }
    cache.withLock { $0[scalar.value] = glyph }
    return glyph
  }
}
