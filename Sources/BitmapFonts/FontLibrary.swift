import Foundation
import Synchronization

/// The bundled fonts (`Fonts/` at the repository root), opened when first needed and shared.
public final class FontLibrary: Sendable {
  /// The folder holding Terminus/, Unifont/, Fixed/ and Efont/.
  public let directory: String
  private let fonts = Mutex<[String: BDFFont]>([:])
  private let kernings = Mutex<[String: KerningTable]>([:])
  private let outlines = Mutex<[String: OutlineFont]>([:])
  private let stretched = Mutex<[StretchKey: StretchedStrike]>([:])
  /// Inter's medium strikes, blended, by their two sources' paths.
  private let blended = Mutex<[String: BlendedStrike]>([:])
  /// Heavy and black: strikes with widened stems, by strike and widening.
  private let widened = Mutex<[WidenKey: EmboldenedStrike]>([:])
  /// The tabular-digit strikes made, by their source strike (`.monospacedDigit()`), and the
  /// app fonts' unregistrations they were made after: emptied when a file is unregistered,
  /// so that an app font's strikes are not kept past it.
  private let tabular = Mutex(TabularCache())

  private struct TabularCache {
    var unregistrations = 0
    var table: [ObjectIdentifier: TabularDigitsStrike] = [:]
  }
  /// Strikes whose glyphs are drawn from Inter's outlines, by their path.
  private let redrawn = Mutex<[String: RedrawnStrike]>([:])
  /// The faces of each design of the system font, read at its first use.
  private let designs = Mutex<[String: [AppFont]]>([:])
  private struct WidenKey: Hashable {
    var strike: ObjectIdentifier
    var quarters: Int
  }

  private struct StretchKey: Hashable {
    var path: String
    var scale65536: Int
  }
  /// One-line ASCII measures by font and scale, made once per library (each takes a few
  /// thousand glyph and kerning lookups to make; a layout measures every label with one).
  private let measures = Mutex<[MeasureKey: AsciiLineMeasure]>([:])

  private struct MeasureKey: Hashable {
    var spec: FontSpec
    var scale: Int
  }

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
    _ = try terminusChain(for: .body, scale: 1)
  }

  /// The files of each design's faces in `Designs/` (`scripts/build-design-fonts.py`).
  public static let designFiles: [FontDesign: [String]] = [
    .serif: ["NotoSerif-Regular", "NotoSerif-Bold", "NotoSerif-Italic", "NotoSerif-BoldItalic"],
    .rounded: ["Nunito-Light", "Nunito-Regular", "Nunito-Medium", "Nunito-SemiBold",
               "Nunito-Bold", "Nunito-ExtraBold", "Nunito-Black", "Nunito-Italic",
               "Nunito-BoldItalic"],
    .monospaced: ["JetBrainsMono-Light", "JetBrainsMono-Regular", "JetBrainsMono-Medium",
                  "JetBrainsMono-SemiBold", "JetBrainsMono-Bold", "JetBrainsMono-ExtraBold",
                  "JetBrainsMono-Italic", "JetBrainsMono-BoldItalic"],
  ]

  /// The files of SF Pro's other widths in `Designs/`: Roboto Flex's
  /// (`scripts/build-design-fonts.py`), weights 300 to 900 and two italics each.
  public static let widthFiles: [FontWidth: [String]] = {
    let styles = ["Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black",
                  "Italic", "BoldItalic"]
    let widths: [FontWidth: String] = [.compressed: "Compressed", .condensed: "Condensed",
                                       .expanded: "Expanded"]
    return widths.mapValues { width in styles.map { "RobotoFlex\(width)-\($0)" } }
  }()

  /// The face of `design` that draws `weight` and `italic`: of its faces of that slant, the
  /// one nearest the weight (a tie goes to the heavier above regular, the lighter below, as
  /// CSS's font matching does), from the design's files, read once.
  ///
  /// - Throws: `BDFError` naming a face's file that is missing or not a font.
  public func designFace(_ design: FontDesign, weight: FontWeight, italic: Bool)
    throws(BDFError) -> AppFont?
  {
    guard let files = FontLibrary.designFiles[design] else { return nil }
    return try nearestFace("\(design)", files: files, weight: weight, italic: italic)
  }

  /// The face of the default design at `width` (not `.standard`, which is Inter's strikes)
  /// that draws `weight` and `italic`, chosen as `designFace` chooses.
  ///
  /// - Throws: `BDFError` naming a face's file that is missing or not a font.
  public func widthFace(_ width: FontWidth, weight: FontWeight, italic: Bool)
    throws(BDFError) -> AppFont?
  {
    guard let files = FontLibrary.widthFiles[width] else { return nil }
    return try nearestFace("width-\(width)", files: files, weight: weight, italic: italic)
  }

  /// Of the faces in `files` (read once, kept under `key`), the one of `italic`'s slant
  /// nearest `weight`.
  private func nearestFace(_ key: String, files: [String], weight: FontWeight, italic: Bool)
    throws(BDFError) -> AppFont?
  {
    var faces = designs.withLock { $0[key] } ?? []
    if faces.isEmpty {
      for file in files { faces += try AppFont.faces(contentsOf: "\(directory)/Designs/\(file).ttf") }
      designs.withLock { $0[key] = faces }
    }
    let slanted = faces.filter { $0.isItalic == italic }
    let pool = slanted.isEmpty ? faces : slanted
    let wanted = weight.value
    return pool.min { a, b in
      let da = abs(a.weight - wanted), db = abs(b.weight - wanted)
      if da != db { return da < db }
      return wanted >= 400 ? a.weight > b.weight : a.weight < b.weight
    }
  }

  /// The font at `relativePath` inside the library, read once.
  public func font(_ relativePath: String) throws(BDFError) -> BDFFont {
    if let font = fonts.withLock({ $0[relativePath] }) { return font }
    let font = try BDFFont(contentsOf: directory + "/" + relativePath)
    fonts.withLock { $0[relativePath] = font }
    return font
  }

  /// The outline font at `relativePath` inside the library, read once.
  public func outlineFont(_ relativePath: String) throws(BDFError) -> OutlineFont {
    if let font = outlines.withLock({ $0[relativePath] }) { return font }
    let font = try OutlineFont(contentsOf: directory + "/" + relativePath)
    outlines.withLock { $0[relativePath] = font }
    return font
  }

  /// The outline faces every chain falls back to, drawn at the text's own size (`pixels`,
  /// rounded), their bold cuts for semibold and heavier (as PingFang's semibold is): Noto Sans
  /// Arabic, Noto Sans Hebrew, then Noto Sans CJK for Chinese, Japanese and Korean.
  func outlineFaces(pixels: Double, weight: FontWeight,
                    han: HanForms = .simplifiedChinese) throws(BDFError) -> [FontFace] {
    let cut = weight >= .semibold ? "Bold" : "Regular"
    var faces: [FontFace] = []
    // Japanese and Traditional Chinese: their own forms where they differ (only those are in
    // their files), the Simplified ones for the rest.
    let regional = han == .japanese ? ["CJK/NotoSansCJKjp-\(cut)"]
      : han == .traditionalChinese ? ["CJK/NotoSansCJKtc-\(cut)"] : []
    for file in ["Arabic/NotoSansArabic-\(cut)", "Hebrew/NotoSansHebrew-\(cut)"] + regional
      + ["CJK/NotoSansCJKsc-\(cut)"] {
      let font = try outlineFont(file + ".outlines")
      faces.append(FontFace(font: font.strike(pixels: Int(pixels.rounded()))))
    }
    return faces
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
  /// nearest product overall when none is that close. Glyphs are never scaled up or down
  /// (only resampled across, to SF Pro's widths).
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

  /// The one-line ASCII measure of `spec`'s chain at `scale`, made at first use.
  public func asciiMeasure(for spec: FontSpec, scale: Int) throws(BDFError) -> AsciiLineMeasure {
    let key = MeasureKey(spec: spec, scale: scale)
    if let measure = measures.withLock({ $0[key] }) { return measure }
    let measure = AsciiLineMeasure(chain: try chain(for: spec, scale: scale))
    measures.withLock { $0[key] = measure }
    return measure
  }

  /// The fallback chain for `spec` at `scale` pixels per point: Inter's strike of the nearest
  /// pixel size (magnified only past the largest) with its weight's kerning, then GNU Unifont,
  /// on the same baseline. The other designs are their faces' (`designFace`), an app's font
  /// its own (`appChain`), and "Terminus" the bitmap Terminus's.
  public func chain(for spec: FontSpec, scale: Int) throws(BDFError) -> FontChain {
    let chain = try proportionalChain(for: spec, scale: scale)
    guard spec.monospacedDigit else { return chain }
    let unregistrations = AppFonts.shared.unregistrations
    return chain.tabularDigits { strike in
      tabular.withLock { cache in
        if cache.unregistrations != unregistrations {
          cache = TabularCache(unregistrations: unregistrations)
        }
        if let known = cache.table[ObjectIdentifier(strike)] { return known }
        let made = TabularDigitsStrike(strike: strike)
        cache.table[ObjectIdentifier(strike)] = made
        return made
      }
    }
  }

  /// `chain(for:scale:)` with the primary face's digits as the font has them.
  private func proportionalChain(for spec: FontSpec, scale: Int) throws(BDFError) -> FontChain {
    if let name = spec.face {
      if let named = AppFonts.shared.face(named: name) {
        // `.bold()` and `.italic()` pick the family's bold or italic face, as on iOS.
        let face = AppFonts.shared.face(named, bold: spec.weight >= .semibold,
                                        italic: spec.italic)
        return try appChain(face, for: spec, scale: scale)
      }
      // The bitmap Terminus, under its own name (it was the monospaced design until the
      // designs had faces of their own).
      if FontLibrary.isTerminus(name) { return try terminusChain(for: spec, scale: scale) }
    }
    if spec.design == .terminus { return try terminusChain(for: spec, scale: scale) }
    if spec.design != .default,
       let face = try designFace(spec.design, weight: spec.weight, italic: spec.italic)
    {
      return try appChain(face, for: spec, scale: scale, systemLine: true)
    }
    if spec.design == .default, spec.width != .standard,
       let face = try widthFace(spec.width, weight: spec.weight, italic: spec.italic)
    {
      return try appChain(face, for: spec, scale: scale, systemLine: true)
    }
    let pixels = spec.size * Double(max(1, scale))
    var (size, m) = FontLibrary.nativeSize(forPixels: pixels, sizes: FontLibrary.interSizes)
    let cut = spec.weight >= .bold ? "Bold" : spec.weight >= .semibold ? "SemiBold"
      : spec.italic ? "Italic" : "Regular"
    let design = FontLibrary.design(spec, pixels: pixels)
    // Medium (upright): the regular and semibold cuts blended.
    let medium = spec.weight >= .medium && spec.weight < .semibold && !spec.italic
    // Inter's shapes are drawn at 97 % of the size, where their x-height and cap height are
    // the iPhone's; their advances stay the strikes' (Inter at 91 %, below made SF's widths),
    // so lines break and text measures as before: the letters are taller, not wider.
    let drawnEm = min(max(Int((pixels * FontLibrary.drawnShare).rounded()), 1), 1024)
    let base: any GlyphSource, advanceEm: Double
    if m > 1 {
      // No strike near enough (past the largest, 102 pixels): laid out by the outlines'
      // own advances at 91 % of the size.
      (size, m) = (min(max(Int(pixels.rounded()), 1), 1024), 1)
      let em = Int((Double(size) * SystemFontWidths.interEm).rounded())
      advanceEm = Double(em)
      let outline = { (cut: String) throws(BDFError) -> any GlyphSource in
        try self.outlineFont("Inter/Inter-\(cut).outlines").strike(em: drawnEm, size: size,
                                                                   advanceEm: em)
      }
      base = medium ? blend(try outline("Regular"), try outline("SemiBold"))
        : try outline(cut)
    } else {
      // Laid out by the strike of the nearest size, drawn from the outlines.
      advanceEm = Double(size) * SystemFontWidths.interEm
      base = medium ? blend(try drawn("Regular", size: size, em: drawnEm),
                            try drawn("SemiBold", size: size, em: drawnEm))
        : try drawn(cut, size: size, em: drawnEm)
    }
    // Across, the glyphs take SF's width and the size asked: the drawn em's glyphs scaled to
    // the advances' em, then by SF's width over Inter's and the size over the strike's.
    let across = Int((Double(design.scale65536) * Double(design.size64) / 64 / Double(size * m)
      * advanceEm / Double(drawnEm)).rounded())
    var strike = stretch(base, by: across)
    // Heavy and black: the bold cut's stems widened as Inter's ExtraBold and Black widen them
    // (0.0224 em a step), in quarter pixels of the em drawn.
    if spec.weight > .bold {
      let steps = Double(min(spec.weight.value, 900) - 700) / 100
      let quarters = Int((steps * 0.0224 * Double(drawnEm) * 4).rounded())
      strike = widen(strike, by: quarters)
    }
    // Light, thin and ultralight: the regular cut's stems thinned as Inter's Light, ExtraLight
    // and Thin thin them (0.0207 em a step).
    if spec.weight < .regular {
      let steps = Double(400 - max(spec.weight.value, 100)) / 100
      let quarters = Int((steps * 0.0207 * Double(drawnEm) * 4).rounded())
      strike = widen(strike, by: -quarters)
    }
    var faces = [FontFace(font: strike, magnification: m,
                          kerning: try kerning("Inter/Inter-\(cut).kern"), design: design)]
    faces += try outlineFaces(pixels: pixels, weight: spec.weight, han: spec.han)
    faces.append(try unifont(pixels: size * m, bold: spec.weight.usesBoldFace))
    return FontChain(faces: faces, pixelSize: size * m)
  }

  /// The chain of an app's font `face` for `spec` at `scale`: the face drawn from its outlines
  /// at the text's size in whole pixels, laid out by its own advances (`hmtx`), kerning (GPOS,
  /// `kern`) and line (`hhea`), or iOS's system font's line where `systemLine` (a design of the
  /// system font: New York, SF Rounded and SF Mono share SF Pro's line), then the outline faces
  /// of other scripts and GNU Unifont for what it lacks.
  func appChain(_ face: AppFont, for spec: FontSpec, scale: Int, systemLine: Bool = false)
    throws(BDFError) -> FontChain
  {
    let pixels = min(max(Int((spec.size * Double(max(1, scale))).rounded()), 1), 1024)
    let line = systemLine ? FontFace.Design(size64: pixels * 64) : nil
    var faces = [FontFace(font: face.strike(pixels: pixels), kerning: face.kerning, design: line)]
    faces += try outlineFaces(pixels: Double(pixels), weight: FontWeight(face.weight),
                              han: spec.han)
    faces.append(try unifont(pixels: pixels, bold: face.weight >= 600))
    return FontChain(faces: faces, pixelSize: pixels)
  }

  /// `strike` with its stems widened by `quarters` quarter pixels, or thinned where that is
  /// below 0 (made once per strike and widening).
  func widen(_ strike: any GlyphSource, by quarters: Int) -> any GlyphSource {
    guard quarters != 0 else { return strike }
    // By the strike itself (stretched strikes of one file differ by their factor; the library
    // keeps each alive, so its identity stands for it).
    let key = WidenKey(strike: ObjectIdentifier(strike), quarters: quarters)
    return widened.withLock { table in
      if let known = table[key] { return known }
      let made = EmboldenedStrike(strike: strike, quarters: quarters)
      table[key] = made
      return made
    }
  }

  /// The share of a text's size Inter's em is drawn at: its x-height and cap height are then
  /// 0.529 and 0.705 of the size, as SF Pro's measure in iPhone screenshots (17-point text at
  /// 3x: 27 and 36 pixels).
  public static let drawnShare = 0.97

  /// Inter's `cut` strike of `size` pixels, its glyphs drawn from the outlines at `em` pixels
  /// to the em (made once per strike and em).
  func drawn(_ cut: String, size: Int, em: Int) throws(BDFError) -> any GlyphSource {
    let strike = try font("Inter/Inter-\(cut)-\(size).bdf")
    let outline = try outlineFont("Inter/Inter-\(cut).outlines").strike(em: em, size: size)
    let key = strike.path + " @" + String(em)
    return redrawn.withLock { table in
      if let known = table[key] { return known }
      let made = RedrawnStrike(strike: strike, drawn: outline)
      table[key] = made
      return made
    }
  }

  /// `lighter` and `heavier` blended (made once per pair, by their paths).
  func blend(_ lighter: any GlyphSource, _ heavier: any GlyphSource) -> any GlyphSource {
    let key = lighter.path + " + " + heavier.path
    return blended.withLock { table in
      if let known = table[key] { return known }
      let made = BlendedStrike(lighter: lighter, heavier: heavier)
      table[key] = made
      return made
    }
  }

  /// `strike` with its glyphs drawn `scale65536` / 65536 times as wide, made once per strike
  /// (by its path) and factor, so each glyph is resampled once.
  func stretch(_ strike: any GlyphSource, by scale65536: Int) -> any GlyphSource {
    if scale65536 == 65536 { return strike }
    let key = StretchKey(path: strike.path, scale65536: scale65536)
    return stretched.withLock { table in
      if let known = table[key] { return known }
      let made = StretchedStrike(strike: strike, scale65536: scale65536)
      table[key] = made
      return made
    }
  }

  /// How iOS's system font sets `spec` at `pixels`: the size in 64ths of a pixel, SF Pro's
  /// width for the weight and its tracking (`SystemFontWidths`).
  static func design(_ spec: FontSpec, pixels: Double) -> FontFace.Design {
    let size64 = pixels.isFinite && pixels > 0 ? Int((min(pixels, 4096) * 64).rounded()) : 64
    let (scale, tracking) = SystemFontWidths.widths(weight: spec.weight, points: spec.size,
                                                    italic: spec.italic)
    return FontFace.Design(size64: size64, scale65536: scale,
                           tracking64: Int((tracking * Double(size64)).rounded()))
  }

  /// GNU Unifont's 16-pixel glyphs, magnified to the whole number nearest `pixels` over 16,
  /// halves down: 1x up to 24 pixels, 2x at 28 and 32, 3x at 51, 4x at 72.
  func unifont(pixels: Int, bold: Bool) throws(BDFError) -> FontFace {
    let m = max(1, Int((Double(pixels) / 16 - 0.5).rounded(.up)))
    return FontFace(font: try font("Unifont/unifont.bdf"), magnification: m, syntheticBold: bold)
  }

  /// Whether `name` asks for the bundled Terminus (`Font.custom("Terminus", size:)`).
  public static func isTerminus(_ name: String) -> Bool {
    name.lowercased().hasPrefix("terminus")
  }

  /// Terminus's chain for `spec` at `scale` pixels per point.
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
    faces += try outlineFaces(pixels: spec.size * Double(max(1, scale)), weight: spec.weight,
                              han: spec.han)
    faces.append(try unifont(pixels: size * m, bold: bold))
    return FontChain(faces: faces, pixelSize: size * m)
  }
}
