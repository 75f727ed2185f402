@testable import BitmapFonts
import Foundation
import Raster
import Testing
import TestSupport

/// The font files an app ships, read with FreeType for their faces, tables and outlines only:
/// names and metrics as the file's tables give them, advances from `hmtx`, glyphs filled by
/// Cellshot's own coverage; a broken file is an error naming it; names looked up as iOS does.
@Suite struct AppFontTests {
  static let regular = TestPaths.testdata("fonts/DejaVuSerif-ASCII.ttf")
  static let bold = TestPaths.testdata("fonts/DejaVuSerif-Bold-ASCII.ttf")

  @Test func aFaceHasItsTablesNamesAndMetrics() throws {
    let faces = try AppFont.faces(contentsOf: Self.regular)
    let face = try #require(faces.first)
    #expect(faces.count == 1)
    #expect(face.postScriptName == "DejaVuSerif" && face.familyName == "DejaVu Serif")
    #expect(face.styleName == "Book" && face.fullName == "DejaVu Serif")
    #expect(face.weight == 400 && !face.isItalic)
    // head, hhea, maxp as fontTools reads them.
    #expect(face.unitsPerEm == 2048 && face.ascender == 1901 && face.descender == 483)
    #expect(face.lineGap == 0 && face.glyphCount == 115)
    // hmtx through cmap.
    #expect(face.advance(of: "H") == 1786 && face.advance(of: "W") == 2105)
    #expect(face.advance(of: "i") == 655 && face.advance(of: " ") == 651)
    #expect(face.contains("A") && !face.contains("é") && face.advance(of: "é") == nil)
    let bold = try #require(try AppFont.faces(contentsOf: Self.bold).first)
    #expect(bold.postScriptName == "DejaVuSerif-Bold" && bold.weight == 700)
    #expect(bold.fullName == "DejaVu Serif Bold" && bold.advance(of: "H") == 1935)
  }

  @Test func glyphsAreFilledFromTheOutlinesAtTheirAdvance() throws {
    let face = try #require(try AppFont.faces(contentsOf: Self.regular).first)
    let outline = try #require(face.outline(for: "H"))
    let bounds = try #require(outline.bounds)
    // Capital H: on the baseline (y down), about 0.73 em tall.
    #expect(bounds.maxY == 0 && bounds.minY < -1400 && bounds.minY > -1600)
    let strike = face.strike(pixels: 51)
    let glyph = try #require(strike.glyph(for: "H"))
    #expect(glyph.scalableWidth == 872)  // 1786 / 2048 of the size, in thousandths
    #expect(glyph.advance == 44)
    let grey = try #require(glyph.grey)
    let levels = Set(grey.coverage)
    #expect(levels.contains(0) && levels.contains(255) && levels.count > 10)
    // Drawn the same by a second reading of the file.
    let again = try #require(try AppFont.faces(contentsOf: Self.regular).first)
    #expect(again.strike(pixels: 51).glyph(for: "H") == glyph)
    #expect(strike.glyph(for: " ")?.box.width == 0)
  }

  /// Kerning from the font's own GPOS pair adjustments (its `kern` feature), as fontTools
  /// reads them: in font units, by character, 0 for no pair.
  @Test func pairsKernAsTheFontsGPOSSays() throws {
    let face = try #require(try AppFont.faces(contentsOf: Self.regular).first)
    #expect(face.kerning("A", "V") == -102 && face.kerning("T", "o") == -159)
    #expect(face.kerning("W", "a") == -178 && face.kerning("L", "T") == -167)
    #expect(face.kerning("H", "H") == 0 && face.kerning("A", "é") == 0)
    // As the layout reads them: thousandths of the size, -102 of 2048 is -50.
    #expect(face.kerning?.thousandths("A", "V") == -50)
    // Tables with every offset past the end, or cut short, give no pairs and no crash.
    let gpos = [UInt8]([0, 1, 0, 0, 0, 10, 0xFF, 0xF0, 0xFF, 0xF0])
    #expect(PairKerning(gpos: gpos, kern: []).isEmpty)
    #expect(PairKerning(gpos: Array(gpos.prefix(7)), kern: [0, 0, 0, 9]).isEmpty)
  }

  @Test func aBrokenFileIsRefusedByName() throws {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.regular)))
    var cases: [(String, [UInt8])] = [
      ("empty.ttf", []), ("png.ttf", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0]),
      ("head.ttf", Array(bytes.prefix(200))), ("half.ttf", Array(bytes.prefix(bytes.count / 2))),
    ]
    // A table directory whose first table's offset points past the end.
    var offset = bytes
    offset[12 + 8] = 0x7F
    cases.append(("offset.ttf", offset))
    for (name, data) in cases {
      do {
        let faces = try AppFont.faces(bytes: data, path: name)
        // FreeType may open a file whose broken tables it reads only later: then glyphs are
        // missing, never a crash.
        for face in faces { _ = face.strike(pixels: 17).glyph(for: "H") }
        #expect(name == "half.ttf" || name == "offset.ttf", "\(name) was read")
      } catch {
        #expect(error.path == name && error.description.hasPrefix(name + ": "))
      }
    }
    #expect(throws: BDFError.self) { try AppFont.faces(contentsOf: "/nonexistent/font.ttf") }
  }

  /// The committed hostile fonts (also `fuzz-font`'s seeds): refused naming the file and
  /// what is wrong, or read with the broken glyphs missing.
  @Test func theHostileFontsAreRefusedOrDrawn() throws {
    let files = TestPaths.list("hostile/font", suffix: ".ttf")
    #expect(files.count == 5)
    var refused: [String: String] = [:]
    for file in files {
      let path = TestPaths.testdata("hostile/font/" + file)
      do {
        for face in try AppFont.faces(contentsOf: path) {
          for scalar in "AHgW0".unicodeScalars { _ = face.strike(pixels: 30).glyph(for: scalar) }
        }
      } catch {
        #expect(error.description.hasPrefix(path + ": "))
        refused[file] = error.reason
      }
    }
    #expect(refused["units-per-em-5.ttf"]?.hasPrefix("a table is broken (head") == true)
    #expect(refused["truncated-header.ttf"] != nil)
  }

  @Test func namesAreLookedUpAsIOSDoes() throws {
    let fonts = AppFonts(mainBundle: nil)
    #expect(fonts.face(named: "DejaVuSerif") == nil)
    #expect(fonts.registerFolder(TestPaths.testdata("fonts")).isEmpty)
    #expect(fonts.faces.count == 3)  // regular, bold, and the regular with a line gap
    #expect(try fonts.register(path: Self.regular).isEmpty)  // already registered
    #expect(fonts.face(named: "DejaVuSerif-Bold")?.weight == 700)  // PostScript name
    #expect(fonts.face(named: "DejaVu Serif Bold")?.weight == 700)  // full name
    #expect(fonts.face(named: "dejavuserif-bold")?.weight == 700)  // any case
    #expect(fonts.face(named: "DejaVu Serif")?.weight == 400)  // family: its regular face
    #expect(fonts.face(named: "DejaVuSerif-Book")?.weight == 400)  // family and style
    #expect(fonts.face(named: "Poppins-SemiBold") == nil)
    // .bold() on the regular face: the family's bold face; italic: none here, so the face.
    let regular = try #require(fonts.face(named: "DejaVuSerif"))
    #expect(fonts.face(regular, bold: true, italic: false).postScriptName == "DejaVuSerif-Bold")
    #expect(fonts.face(regular, bold: false, italic: true) === regular)
    #expect(fonts.unregistrations == 0)
    #expect(fonts.unregister(path: Self.bold))
    // counted: the tabular digits made from its strikes are let go (FontLibrary's cache)
    #expect(fonts.unregistrations == 1)
    #expect(fonts.face(named: "DejaVuSerif-Bold") == nil)  // gone, and no face is called so
    #expect(fonts.face(named: "DejaVu Serif")?.weight == 400)
  }

  @Test func theAppsResourcesAndItsInfoPlistAreRead() throws {
    let app = TestPaths.scratch("appfonts")
    let bundle = app + "/App_App.resources"
    try FileManager.default.createDirectory(atPath: bundle + "/Fonts",
                                            withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: Self.bold, toPath: bundle + "/Fonts/Brand.ttf")
    let plist: [String: Any] = ["UIAppFonts": ["Fonts/Brand.ttf"]]
    try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
      .write(to: URL(fileURLWithPath: bundle + "/Info.plist"))
    #expect(AppFonts.appFontsList(plist: bundle + "/Info.plist", folder: bundle)
      == [bundle + "/Fonts/Brand.ttf"])
    try Data("not a font".utf8).write(to: URL(fileURLWithPath: bundle + "/Broken.otf"))
    let fonts = AppFonts(mainBundle: app)
    #expect(fonts.face(named: "DejaVuSerif-Bold")?.path == bundle + "/Fonts/Brand.ttf")
    let problems = fonts.takeProblems()
    #expect(problems.count == 1 && problems[0].hasPrefix(bundle + "/Broken.otf: "))
  }
}
