@testable import Cellshot
import CellshotTesting
import Foundation
import Testing
import TestSupport
import UIKit

/// The system font's designs drawn in their own faces (`Fonts/Designs`): `.serif` in Noto
/// Serif, `.rounded` in Nunito, `.monospaced` in JetBrains Mono, each at its own advances, its
/// weights and italics its faces'; the bitmap Terminus under its own name.
@MainActor @Suite struct FontDesignTests {
  /// The width of the first text in `view`, laid out as drawn (not in `layoutFrames`'s
  /// Terminus).
  func width<V: View>(_ view: V) -> CGFloat {
    let (engine, _) = Renderer(size: CGSize(width: 390, height: 844), scale: 1).layout(view)
    let text = engine.builder.nodes.first { $0.name.hasPrefix("Text(") }
    return text?.frame.width ?? -1
  }

  func pixels<V: View>(_ view: V, scale: Int = 2) throws -> PixelBuffer {
    try Renderer(size: CGSize(width: 200, height: 40), scale: scale, background: .white)
      .render(view).buffer
  }

  /// The face each design's spec is drawn in, and its weight and slant.
  func face(_ design: FontDesign, _ weight: FontWeight, italic: Bool = false) throws -> AppFont {
    try #require(try FontLibrary.shared.designFace(design, weight: weight, italic: italic))
  }

  @Test func eachDesignHasItsFaceAtTheNearestWeight() throws {
    #expect(try face(.serif, .regular).postScriptName == "NotoSerif-Regular")
    #expect(try face(.serif, .semibold).postScriptName == "NotoSerif-Bold")
    #expect(try face(.serif, .regular, italic: true).postScriptName == "NotoSerif-Italic")
    #expect(try face(.rounded, .medium).postScriptName == "Nunito-Medium")
    #expect(try face(.rounded, .black).weight == 900)
    #expect(try face(.rounded, .ultraLight).weight == 300)
    #expect(try face(.monospaced, .semibold).postScriptName == "JetBrainsMono-SemiBold")
    #expect(try face(.monospaced, .heavy).postScriptName == "JetBrainsMono-ExtraBold")
    #expect(try face(.monospaced, .bold, italic: true).postScriptName == "JetBrainsMono-BoldItalic")
    #expect(try FontLibrary.shared.designFace(.default, weight: .regular, italic: false) == nil)
  }

  /// A design's text measures at its face's own advances (`hmtx`): JetBrains Mono's 600 of
  /// 1000 for every letter, SF Mono's own share of the em (1233 of 2048, 0.602).
  @Test func theMonospacedDesignIsOneAdvanceForEveryLetter() throws {
    let mono = try face(.monospaced, .regular)
    #expect(mono.unitsPerEm == 1000)
    #expect(mono.advance(of: "i") == 600 && mono.advance(of: "M") == 600)
    let ills = width(Text("iiiiiiiiii").font(.system(size: 20, design: .monospaced)))
    let ems = width(Text("MMMMMMMMMM").font(.system(size: 20, design: .monospaced)))
    #expect(ills == ems && ills == 120, "\(ills) \(ems)")  // 10 x 0.6 x 20
    // `.monospaced()` and `.fontDesign(.monospaced)` are the same design.
    #expect(width(Text("iiiiiiiiii").font(.system(size: 20)).monospaced()) == 120)
    #expect(width(Text("iiiiiiiiii").font(.system(size: 20)).fontDesign(.monospaced)) == 120)
  }

  /// Serif and rounded set the text at their faces' widths, not the default design's.
  @Test func serifAndRoundedSetTextAtTheirFacesWidths() throws {
    let serif = try face(.serif, .regular), rounded = try face(.rounded, .regular)
    let word = "Hamburgefonstiv"
    // Advances and kerning pairs (Nunito kerns "rg", "fo", "st" and "ti"), in font units.
    func units(_ face: AppFont) -> Int {
      let scalars = Array(word.unicodeScalars)
      let advances = scalars.map { face.advance(of: $0) ?? 0 }.reduce(0, +)
      return advances + zip(scalars, scalars.dropFirst()).map { face.kerning($0, $1) }.reduce(0, +)
    }
    let size: CGFloat = 20
    let expectedSerif = (Double(units(serif)) * Double(size) / Double(serif.unitsPerEm)).rounded(.up)
    let expectedRounded = (Double(units(rounded)) * Double(size) / Double(rounded.unitsPerEm))
      .rounded(.up)
    let serifWidth = width(Text(word).font(.system(size: size, design: .serif)))
    let roundedWidth = width(Text(word).font(.system(size: size, design: .rounded)))
    let defaultWidth = width(Text(word).font(.system(size: size)))
    #expect(abs(Double(serifWidth) - expectedSerif) <= 1, "\(serifWidth) \(expectedSerif)")
    #expect(abs(Double(roundedWidth) - expectedRounded) <= 1, "\(roundedWidth) \(expectedRounded)")
    #expect(serifWidth != defaultWidth && roundedWidth != defaultWidth)
  }

  /// Every way of asking for a design draws the same pixels: the font's design, the view's
  /// `.fontDesign`, the text's, `system(_:design:)`, and a UIKit descriptor's.
  @Test func everySpellingOfADesignDrawsTheSame() throws {
    let reference = try pixels(Text("Rounded 12:30").font(.system(size: 17, design: .rounded)))
    #expect(try pixels(Text("Rounded 12:30").font(.system(size: 17)).fontDesign(.rounded))
      == reference)
    #expect(try pixels(VStack { Text("Rounded 12:30").font(.system(size: 17)) }
      .fontDesign(.rounded)) == reference)
    #expect(try pixels(Text("Rounded 12:30").font(Font.system(size: 17).design(.rounded)))
      == reference)
    let descriptor = try #require(UIFont.systemFont(ofSize: 17).fontDescriptor
      .withDesign(.rounded))
    #expect(try pixels(Text("Rounded 12:30").font(Font(UIFont(descriptor: descriptor, size: 17))))
      == reference)
    // A font that names its design keeps it under `.fontDesign` of another.
    #expect(try pixels(Text("Rounded 12:30").font(.system(size: 17, design: .rounded))
      .fontDesign(.serif)) == reference)
    #expect(try pixels(Text("Rounded 12:30").font(.system(size: 17))) != reference)
  }

  /// The bitmap Terminus is still there, under its own name, with no warning.
  @Test func terminusIsDrawnUnderItsName() throws {
    let rendered = try Renderer(size: CGSize(width: 200, height: 40), scale: 2,
                                background: .white)
      .render(Text("Terminus 12:30").font(.custom("Terminus", size: 17)))
    #expect(rendered.warnings.isEmpty, "\(rendered.warnings)")
    #expect(rendered.buffer != (try pixels(Text("Terminus 12:30")
      .font(.system(size: 17, design: .monospaced)))))
    // One grey level: a bitmap font's ink is black or white, at 2x magnified.
    let inks = Set(rendered.buffer.bytes.enumerated().filter { $0.offset % 4 == 0 }.map(\.element))
    #expect(inks.count == 2, "\(inks.sorted())")
  }

  /// The designs at every weight and in italics beside the default, looked at.
  @Test func specimen() throws {
    let weights: [(String, Font.Weight)] = [("Light", .light), ("Regular", .regular),
                                            ("Semibold", .semibold), ("Bold", .bold),
                                            ("Black", .black)]
    let designs: [(String, Font.Design)] = [("Default", .default), ("Serif", .serif),
                                            ("Rounded", .rounded), ("Monospaced", .monospaced)]
    let sheet = VStack(alignment: .leading, spacing: 6) {
      ForEach(designs, id: \.0) { name, design in
        VStack(alignment: .leading, spacing: 1) {
          HStack(spacing: 6) {
            ForEach(weights, id: \.0) { label, weight in
              Text(label).font(.system(size: 15, weight: weight, design: design))
            }
          }
          Text("\(name): The quick brown fox, 0123456789 €$")
            .font(.system(.body, design: design))
          Text("Italic, 12:30 Hamburgefonstiv").font(.system(.subheadline, design: design))
            .italic()
        }
      }
      Text("Terminus, by name: 12:30").font(.custom("Terminus", size: 15))
    }
    .padding(8)
    assertSnapshot(of: sheet, as: .image(layout: .sizeThatFits, scale: 2))
  }
}
