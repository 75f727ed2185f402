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
  /// The cell of each sequence (a flag, a keycap, a ZWJ sequence, a person with a skin
  /// tone), by its scalars without U+FE0F.
  private let sequences: [String: Int]
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
    var cells: [UInt32: Int] = [:], sequences: [String: Int] = [:]
    for (i, line) in lines.enumerated() {
      let scalars = line.split(separator: " ").map { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
      guard !scalars.isEmpty, scalars.allSatisfy({ $0 != nil }) else {
        throw BDFError(path: path, line: i + 2, reason: "'\(line)' is not a code point")
      }
      if scalars.count == 1, let scalar = scalars[0] {
        cells[scalar.value] = i
      } else {
        var key = String.UnicodeScalarView()
        for case let scalar? in scalars { key.append(scalar) }
        sequences[String(key)] = i
      }
    }
    (cellWidth, cellHeight, columns) = (w, h, n)
    self.cells = cells
    self.sequences = sequences
    self.path = path
    self.load = load
  }

  /// How many emoji the atlas has.
  public var count: Int { cells.count }

  public func contains(_ scalar: Unicode.Scalar) -> Bool { cells[scalar.value] != nil }

  /// The cell of `character` when it is a sequence the atlas has (U+FE0F ignored); nil for
  /// anything else.
  func sequenceCell(_ character: Character) -> Int? {
    let scalars = character.unicodeScalars
    guard scalars.count > 1, !sequences.isEmpty,
          scalars.contains(where: { $0.value == 0x200D || $0.value == 0x20E3
            || (0x1F1E6...0x1F1FF).contains($0.value) || (0x1F3FB...0x1F3FF).contains($0.value)
          }) else { return nil }
    var key = String.UnicodeScalarView()
    for scalar in scalars where scalar.value != 0xFE0F { key.append(scalar) }
    return sequences[String(key)]
  }

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
    return picture(cell: cell)
  }

  /// The picture of cell `cell`.
  func picture(cell: Int) -> PixelBuffer? {
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

  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ a: ColorGlyph, _ b: ColorGlyph) -> Bool { a === b }
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
    let glyph = atlas.picture(scalar).map(glyph(of:))
    cache.withLock { $0[scalar.value] = glyph }
    return glyph
  }

  /// The glyph of `character` when it is a sequence the atlas draws as one picture (a flag,
  /// a keycap, a ZWJ sequence); nil otherwise.
  public func glyph(forSequence character: Character) -> Glyph? {
    guard let cell = atlas.sequenceCell(character) else { return nil }
    // Cached under the cell's number past every code point.
    let key = 0x110000 + UInt32(cell)
    if let cached = cache.withLock({ $0[key] }) { return cached }
    let glyph = atlas.picture(cell: cell).map(glyph(of:))
    cache.withLock { $0[key] = glyph }
    return glyph
  }

  private func glyph(of picture: PixelBuffer) -> Glyph {
    let width = (pixelSize * 136 + 54) / 109, height = ascent + descent
    return Glyph(advance: width, box: GlyphBox(width: width, height: height, x: 0, y: -descent),
                 mask: BitMask(width: 0, height: 0), scalableWidth: 1248,
                 picture: ColorGlyph(pixels: picture, width: width, height: height))
  }
}
