@testable import Cellshot
import CellshotTesting
import Foundation
import Testing
import TestSupport
import UIKit

/// Text set in an app's own font: `Font.custom` and `UIFont(name:size:)` of a registered face
/// draw its outlines at its own advances and line; a name nothing registered falls back to the
/// system font with a warning naming it.
@MainActor @Suite struct AppFontTextTests {
  /// DejaVu Serif (ASCII), registered for the process (never unregistered: tests run
  /// together).
  static let registered: Bool = {
    (try? AppFonts.shared.register(path: TestPaths.testdata("fonts/DejaVuSerif-ASCII.ttf")))
      != nil
      && (try? AppFonts.shared.register(path: TestPaths.testdata("fonts/DejaVuSerifGap-ASCII.ttf")))
      != nil
  }()

  func render<V: View>(_ view: V, scale: Int = 1) throws -> RenderedView {
    try Renderer(size: CGSize(width: 160, height: 40), scale: scale, background: .white)
      .render(view)
  }

  func width<V: View>(_ view: V) -> CGFloat {
    firstFrame(layoutFrames(view), startingWith: "Text(").width
  }

  @Test func aRegisteredFaceSetsTheTextAtItsAdvances() throws {
    #expect(Self.registered)
    // Four W's of 2105 units at 17 pixels to the em of 2048: 69.9 pixels.
    let serif = width(Text("WWWW").font(.custom("DejaVuSerif", size: 17)))
    #expect(serif == 70, "\(serif)")
    let ills = width(Text("illi").font(.custom("DejaVu Serif", size: 17)))
    #expect(ills == 22, "\(ills)")  // 4 x 655 units: 21.7
    // Kerned by the font's GPOS pairs: A and V, 2958 units less 102, 23.7 pixels (24.6
    // unkerned).
    let kerned = width(Text("AV").font(.custom("DejaVuSerif", size: 17)))
    #expect(kerned == 24, "\(kerned)")
    // Its line: hhea's ascender and descender, 1901 and 483 of 2048 at 17 pixels (15.8 and
    // 4.01), each rounded up to a pixel: 21 pixels.
    let line = firstFrame(layoutFrames(Text("Hi").font(.custom("DejaVuSerif", size: 17))),
                          startingWith: "Text(").height
    #expect(line == 21, "\(line)")
    // With hhea's line gap (410 units, 0.2 em) below the descent, as Core Text's line height
    // puts it: 16 pixels up, (483 + 410) x 17 / 2048 = 7.4 down, 24 in all.
    let gapped = firstFrame(layoutFrames(Text("Hi").font(.custom("DejaVuSerifGap", size: 17))),
                            startingWith: "Text(").height
    #expect(gapped == 24, "\(gapped)")
  }

  @Test func itDrawsInTheFaceAndTheFallbackIsReported() throws {
    #expect(Self.registered)
    let serif = try render(Text("Hamburg").font(.custom("DejaVuSerif", size: 24)))
    let fallback = try render(Text("Hamburg").font(.custom("Poppins-SemiBold", size: 24)))
    #expect(serif.buffer != fallback.buffer)
    #expect(serif.warnings.isEmpty, "\(serif.warnings)")
    #expect(fallback.warnings.contains { $0.contains("\"Poppins-SemiBold\" is not a registered") })
    // UIFont(name:size:) is the same face, and says so.
    let uiFont = try #require(UIFont(name: "DejaVuSerif", size: 24))
    #expect(uiFont.fontName == "DejaVuSerif" && uiFont.familyName == "DejaVu Serif")
    #expect(abs(uiFont.ascender - 24 * 1901 / 2048) < 1e-9)
    #expect(try render(Text("Hamburg").font(Font(uiFont))).buffer == serif.buffer)
    // relativeTo: and fixedSize: are the face too.
    #expect(try render(Text("Hamburg").font(.custom("DejaVuSerif", fixedSize: 24))).buffer
      == serif.buffer)
    #expect(try render(Text("Hamburg").font(.custom("DejaVuSerif", size: 24,
                                                    relativeTo: .title))).buffer
      == serif.buffer)
  }

  /// The face at several sizes beside the system font, looked at.
  @Test func specimen() throws {
    #expect(Self.registered)
    let sheet = VStack(alignment: .leading, spacing: 4) {
      Text("Brand fonts: Hamburgefonstiv").font(.custom("DejaVuSerif", size: 17))
      Text("The quick brown fox jumps").font(.custom("DejaVuSerif", size: 13))
      Text("Title 28 pt").font(.custom("DejaVu Serif", size: 28))
      Text("System: Hamburgefonstiv").font(.system(size: 17))
      Text("A paragraph set in the app's face wraps at its own widths, not Inter's.")
        .font(.custom("DejaVuSerif", size: 15)).frame(width: 220, alignment: .leading)
    }
    .padding(8)
    assertSnapshot(of: sheet, as: .image(layout: .sizeThatFits, scale: 2))
  }
}
