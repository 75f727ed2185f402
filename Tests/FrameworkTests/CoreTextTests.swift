import CoreText
import Foundation
import Testing
import UIKit

/// Registering an app's font as iOS answers it: a font file once, refused twice; a file that is
/// not a font, refused with Core Text's code; an unknown path, "file not found".
@Suite struct CoreTextTests {
  /// A file holding the start of a TrueType font: its sfnt version and one table's entry.
  func fontFile(_ name: String, bytes: [UInt8]) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("cellshot-coretext-\(getpid())-\(name)")
    try Data(bytes).write(to: url)
    return url
  }

  func code(_ error: Unmanaged<CFError>?) -> Int? {
    error.map { $0.takeRetainedValue().code }
  }

  /// DejaVu Serif Bold (ASCII), a test fixture: registered and unregistered by these tests only.
  static let bold: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Tests/Fixtures/fonts/DejaVuSerif-Bold-ASCII.ttf")
  }()

  @Test func aFontRegistersOnceAndUnregisters() throws {
    let url = Self.bold
    let font = try #require(CGDataProvider(url: url as CFURL).flatMap(CGFont.init))
    var error: Unmanaged<CFError>?
    #expect(CTFontManagerRegisterGraphicsFont(font, &error) && error == nil)
    // Registered, it draws: UIFont(name:) finds it by its PostScript name.
    #expect(UIFont(name: "DejaVuSerif-Bold", size: 17)?.familyName == "DejaVu Serif")
    #expect(!CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
    #expect(code(error) == CTFontManagerError.alreadyRegistered.rawValue)
    error = nil
    #expect(CTFontManagerUnregisterGraphicsFont(font, &error))
    #expect(UIFont(name: "DejaVuSerif-Bold", size: 17)?.familyName == ".SF UI Text")
    #expect(!CTFontManagerUnregisterFontsForURL(url as CFURL, .process, &error))
    #expect(code(error) == CTFontManagerError.notRegistered.rawValue)
    // By its URL, then gone again.
    error = nil
    #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error) && error == nil)
    #expect(UIFont(name: "DejaVu Serif Bold", size: 17)?.fontName == "DejaVuSerif-Bold")
    #expect(CTFontManagerUnregisterFontsForURL(url as CFURL, .process, &error))
  }

  /// A header that looks like a font but whose tables are missing: Core Text's check passes
  /// it, reading it does not.
  @Test func aFontWithoutTablesIsInvalidData() throws {
    let url = try fontFile("a.ttf", bytes: [0, 1, 0, 0, 0, 1] + Array(repeating: 7, count: 22))
    defer { try? FileManager.default.removeItem(at: url) }
    let font = try #require(CGDataProvider(url: url as CFURL).flatMap(CGFont.init))
    var error: Unmanaged<CFError>?
    #expect(!CTFontManagerRegisterGraphicsFont(font, &error))
    #expect(code(error) == CTFontManagerError.invalidFontData.rawValue)
  }

  @Test func whatIsNotAFontIsRefused() throws {
    // a PNG's signature, and a font header whose table directory runs past the file
    let png = try fontFile("b.ttf", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0])
    let cut = try fontFile("c.otf", bytes: Array("OTTO".utf8) + [0, 9, 0, 0, 0, 0, 0, 0])
    defer { for u in [png, cut] { try? FileManager.default.removeItem(at: u) } }
    for url in [png, cut] {
      #expect(CGDataProvider(url: url as CFURL).flatMap(CGFont.init) == nil)
      var error: Unmanaged<CFError>?
      #expect(!CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
      #expect(code(error) == CTFontManagerError.invalidFontData.rawValue)
    }
    var error: Unmanaged<CFError>?
    let missing = URL(fileURLWithPath: "/nonexistent/cellshot/font.ttf")
    #expect(!CTFontManagerRegisterFontsForURL(missing as CFURL, .process, &error))
    #expect(code(error) == CTFontManagerError.fileNotFound.rawValue)
  }

  @Test func aCoreTextFontNamesItsFaceAndSize() {
    let font = CTFontCreateWithName("Poppins-SemiBold" as CFString, 0, nil)
    #expect(CTFontCopyPostScriptName(font) as String == "Poppins-SemiBold")
    #expect(CTFontGetSize(font) == 12)
  }
}
