import Foundation
import Synchronization

/// How heavy a font is, as SwiftUI's `Font.Weight` names them.
public struct FontWeight: Sendable, Hashable, Comparable {
  public let value: Int
  public init(_ value: Int) { self.value = value }
  public static func < (a: FontWeight, b: FontWeight) -> Bool { a.value < b.value }

  public static let ultraLight = FontWeight(100)
  public static let thin = FontWeight(200)
  public static let light = FontWeight(300)
  public static let regular = FontWeight(400)
  public static let medium = FontWeight(500)
  public static let semibold = FontWeight(600)
  public static let bold = FontWeight(700)
  public static let heavy = FontWeight(800)
  public static let black = FontWeight(900)

  /// Semibold and heavier draw with the bold face.
  public var usesBoldFace: Bool { self >= .semibold }
}

/// A font request: a size in points, a weight, and whether it is the monospaced design, as
/// SwiftUI's `Font` carries them.
public struct FontSpec: Sendable, Hashable {
  public var size: Double
  public var weight: FontWeight
  /// `.monospaced` design: Terminus, not Inter.
  public var monospaced: Bool
  /// Italic: Inter's italic cut at regular weight (heavier italics, and Terminus, upright).
  public var italic: Bool

  public init(size: Double, weight: FontWeight = .regular, monospaced: Bool = false,
              italic: Bool = false) {
    self.size = size.isFinite ? min(max(size, 1), 512) : 17
    self.weight = weight
    self.monospaced = monospaced
    self.italic = italic
  }

  /// `Font.system(size:weight:)`.
  public static func system(size: Double, weight: FontWeight = .regular) -> FontSpec {
    FontSpec(size: size, weight: weight)
  }

  // SwiftUI's text styles at the default Dynamic Type size (points).
  public static let largeTitle = FontSpec(size: 34)
  public static let title = FontSpec(size: 28)
  public static let title2 = FontSpec(size: 22)
  public static let title3 = FontSpec(size: 20)
  public static let headline = FontSpec(size: 17, weight: .semibold)
  public static let body = FontSpec(size: 17)
  public static let callout = FontSpec(size: 16)
  public static let subheadline = FontSpec(size: 15)
  public static let footnote = FontSpec(size: 13)
  public static let caption = FontSpec(size: 12)
  public static let caption2 = FontSpec(size: 11)

  public func weight(_ weight: FontWeight) -> FontSpec {
    FontSpec(size: size, weight: weight, monospaced: monospaced, italic: italic)
  }
  public func monospaced(_ on: Bool = true) -> FontSpec {
    FontSpec(size: size, weight: weight, monospaced: on, italic: italic)
  }
  public func italic(_ on: Bool = true) -> FontSpec {
    FontSpec(size: size, weight: weight, monospaced: monospaced, italic: on)
  }
  public func bold() -> FontSpec { weight(.bold) }
}

/// One font of a fallback chain, as it is drawn: magnified by a whole number, maybe emboldened.
public struct FontFace: Sendable {
  public let font: BDFFont
  public let magnification: Int
  /// Draw each glyph one pixel (before magnification) wider, for a face without a bold cut.
  public let syntheticBold: Bool
  /// The font's kerning pairs, if it has any.
  public let kerning: KerningTable?

  /// A face of `font` magnified `magnification` times (1 to 64).
  public init(font: BDFFont, magnification: Int = 1, syntheticBold: Bool = false,
              kerning: KerningTable? = nil) {
    self.font = font
    self.magnification = min(max(magnification, 1), 64)
    self.syntheticBold = syntheticBold
    self.kerning = kerning
  }

  /// How much `b` moves towards `a` after it (negative) or away (positive), in 64ths of a
  /// pixel: the pair's adjustment in thousandths of the pixel size, rounded once.
  public func kerningUnits(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Int {
    guard let kerning else { return 0 }
    let k = kerning.thousandths(a, b)
    if k == 0 { return 0 }
    return FontFace.units(thousandths: k, of: font.pixelSize) * magnification
  }

  public var ascent: Int { font.ascent * magnification }
  public var descent: Int { font.descent * magnification }

  /// How far `glyph` moves the pen, in 64ths of a pixel: a greymap font's unrounded SWIDTH
  /// (thousandths of its pixel size), else its whole-pixel DWIDTH (one more when emboldened).
  public func advanceUnits(_ glyph: Glyph) -> Int {
    if font.bitsPerPixel > 1, let scalable = glyph.scalableWidth {
      // SWIDTH is not range-checked when the font is read: bound the advance as DWIDTH is
      // (±4096 pixels), so no line of any length overflows.
      let limit = BDFParser.metricRange.upperBound * 1000
      let units = FontFace.units(thousandths: min(max(scalable, -limit), limit),
                                 of: font.pixelSize)
      return min(max(units, -limit * 64 / 1000), limit * 64 / 1000) * magnification
    }
    return (glyph.advance + (syntheticBold ? 1 : 0)) * 64 * magnification
  }

  /// `thousandths` of `pixelSize` pixels in pen units (64ths of a pixel), rounded to nearest,
  /// halves away from zero.
  static func units(thousandths: Int, of pixelSize: Int) -> Int {
    let n = thousandths * pixelSize * 64
    return n >= 0 ? (n + 500) / 1000 : -((-n + 500) / 1000)
  }
}

/// The fonts text of one size and weight is drawn with: for each character, the first face
/// that has it.
public struct FontChain: Sendable {
  public let faces: [FontFace]
  /// The pixel size the chain was chosen for (native size times magnification).
  public let pixelSize: Int

  /// A chain of `faces`, the first the primary one (at least one face).
  public init(faces: [FontFace], pixelSize: Int) {
    precondition(!faces.isEmpty, "a font chain needs a face")
    self.faces = faces
    self.pixelSize = pixelSize
  }

  public var primary: FontFace { faces[0] }

  /// The face for `scalar`, or nil when no font has it.
  public func face(for scalar: Unicode.Scalar) -> FontFace? {
    faces.first { $0.font.contains(scalar) }
  }
}

/// The bundled fonts (`Fonts/` at the repository root), opened when first needed and shared.
public final class FontLibrary: Sendable {
  /// The folder holding Terminus/, Unifont/, Fixed/ and Efont/.
  public let directory: String
  private let fonts = Mutex<[String: BDFFont]>([:])
  private let kernings = Mutex<[String: KerningTable]>([:])

  /// Terminus's pixel sizes.
  public static let nativeSizes = [12, 14, 16, 18, 20, 22, 24, 28, 32]

  /// The pixel sizes of the Inter strikes: SwiftUI's text styles and the tab bar's 10 points
  /// at scales 1, 2 and 3 (`scripts/build-inter.py`).
  public static let interSizes = [10, 11, 12, 13, 15, 16, 17, 20, 22, 24, 26, 28, 30, 32, 33,
                                  34, 36, 39, 40, 44, 45, 48, 51, 56, 60, 66, 68, 84, 102]

  public init(directory: String) {
    self.directory = directory
  }

  /// The library in `CELLSHOT_FONTS`, or the repository's `Fonts/`.
  public static let shared = FontLibrary(directory: defaultDirectory)

  static var defaultDirectory: String {
    if let path = ProcessInfo.processInfo.environment["CELLSHOT_FONTS"] { return path }
    // Sources/BitmapFonts/FontLibrary.swift -> the package root.
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Fonts").path
  }

  /// Where `shared` takes its fonts from, for messages: "CELLSHOT_FONTS" or "the repository".
  public static var defaultSource: String {
    let fromEnvironment = ProcessInfo.processInfo.environment["CELLSHOT_FONTS"] != nil
    return fromEnvironment ? "CELLSHOT_FONTS" : "the repository"
  }

  /// Checks that the library's folder holds the fonts text needs, by opening those of body
  /// text at scale 1 (Terminus and Unifont). Commands call it before they render, so that an
  /// empty, broken or missing font folder is an error, not pictures with blank text.
  ///
  /// - Throws: `BDFError` naming the folder, or the font file that is missing or broken.
  public func check() throws(BDFError) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder) else {
      throw BDFError(path: directory, line: 0, reason: "the font folder does not exist")
    }
    guard isFolder.boolValue else {
      throw BDFError(path: directory, line: 0,
                     reason: "not a folder (fonts are read from a folder)")
    }
    _ = try chain(for: .body, scale: 1)
    _ = try chain(for: .headline, scale: 1)
    _ = try chain(for: FontSpec.body.monospaced(), scale: 1)
  }

  /// The font at `relativePath` inside the library, read once.
  public func font(_ relativePath: String) throws(BDFError) -> BDFFont {
    if let font = fonts.withLock({ $0[relativePath] }) { return font }
    let font = try BDFFont(contentsOf: directory + "/" + relativePath)
    fonts.withLock { $0[relativePath] = font }
    return font
  }

  /// The kerning table at `relativePath` inside the library, read once.
  public func kerning(_ relativePath: String) throws(BDFError) -> KerningTable {
    if let table = kernings.withLock({ $0[relativePath] }) { return table }
    let table = try KerningTable(contentsOf: directory + "/" + relativePath)
    kernings.withLock { $0[relativePath] = table }
    return table
  }

  /// The native size and magnification that draw `pixels`: the smallest magnification whose
  /// nearest size is within 6 % (or 1 pixel) of it, nearest first, then the smaller size; the
  /// nearest product overall when none is that close. Glyphs are never resampled.
  public static func nativeSize(forPixels pixels: Double, sizes: [Int] = nativeSizes)
    -> (size: Int, magnification: Int)
  {
    let tolerance = max(1, pixels * 0.06)
    var nearest = (size: sizes[0], magnification: 1)
    var nearestError = Double.infinity
    for m in 1...16 {
      var best: (size: Int, error: Double)?
      for size in sizes {
        let error = abs(Double(size * m) - pixels)
        if error < nearestError - 1e-9 {
          nearest = (size, m)
          nearestError = error
        }
        if error <= tolerance + 1e-9, best == nil || error < best!.error - 1e-9 {
          best = (size, error)
        }
      }
      if let best { return (best.size, m) }
    }
    return nearest
  }

  /// The fallback chain for `spec` at `scale` pixels per point: Inter's strike of the nearest
  /// pixel size (magnified only past the largest) with its weight's kerning, then GNU Unifont,
  /// on the same baseline. The monospaced design is Terminus's chain.
  public func chain(for spec: FontSpec, scale: Int) throws(BDFError) -> FontChain {
    if spec.monospaced { return try terminusChain(for: spec, scale: scale) }
    let (size, m) = FontLibrary.nativeSize(forPixels: spec.size * Double(max(1, scale)),
                                           sizes: FontLibrary.interSizes)
    let cut = spec.weight >= .bold ? "Bold" : spec.weight >= .semibold ? "SemiBold"
      : spec.italic ? "Italic" : "Regular"
    var faces = [FontFace(font: try font("Inter/Inter-\(cut)-\(size).bdf"),
                          magnification: m, kerning: try kerning("Inter/Inter-\(cut).kern"))]
    faces.append(try unifont(pixels: size * m, bold: spec.weight.usesBoldFace))
    return FontChain(faces: faces, pixelSize: size * m)
  }

  /// GNU Unifont's 16-pixel glyphs, magnified to the whole number nearest `pixels` over 16,
  /// halves down: 1x up to 24 pixels, 2x at 28 and 32, 3x at 51, 4x at 72.
  func unifont(pixels: Int, bold: Bool) throws(BDFError) -> FontFace {
    let m = max(1, Int((Double(pixels) / 16 - 0.5).rounded(.up)))
    return FontFace(font: try font("Unifont/unifont.bdf"), magnification: m, syntheticBold: bold)
  }

  /// The monospaced chain for `spec` at `scale` pixels per point.
  ///
  /// Terminus at the chosen size (its bold cut for semibold and heavier, synthetic bold at 12
  /// where the bold cut hardly differs), then a Vietnamese face of a matching size where
  /// Terminus lacks those letters (magnified alike), then GNU Unifont magnified to match the
  /// pixel size.
  func terminusChain(for spec: FontSpec, scale: Int) throws(BDFError) -> FontChain {
    let (size, m) = FontLibrary.nativeSize(forPixels: spec.size * Double(max(1, scale)))
    let bold = spec.weight.usesBoldFace
    var faces: [FontFace] = []
    let terminusBold = bold && size != 12
    faces.append(FontFace(font: try font("Terminus/ter-u\(size)\(terminusBold ? "b" : "n").bdf"),
                          magnification: m, syntheticBold: bold && !terminusBold))
    let vietnamese: (String, Int, Bool)?  // file, magnification, has a bold cut
    switch size {
    case 12: vietnamese = ("Fixed/fixed-6x13-vi.bdf", 1, false)
    case 14: vietnamese = ("Fixed/fixed-8x13-vi.bdf", 1, false)
    case 16: vietnamese = bold ? ("Efont/efont-h16b-vi.bdf", 1, true) : nil
    case 18: vietnamese = ("Fixed/fixed-9x18-vi.bdf", 1, false)
    case 20, 22: vietnamese = ("Fixed/fixed-10x20-vi.bdf", 1, false)
    case 24: vietnamese = (bold ? "Efont/efont-h24b-vi.bdf" : "Efont/efont-h24-vi.bdf", 1, true)
    case 28: vietnamese = ("Fixed/fixed-7x13-vi.bdf", 2, false)
    default: vietnamese = nil
    }
    if let (file, k, hasBold) = vietnamese {
      faces.append(FontFace(font: try font(file), magnification: k * m,
                            syntheticBold: bold && !hasBold))
    }
    faces.append(try unifont(pixels: size * m, bold: bold))
    return FontChain(faces: faces, pixelSize: size * m)
  }
}
