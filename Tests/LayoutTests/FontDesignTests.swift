@testable import Cellshot
import CellshotTesting
import Foundation
import Testing
import TestSupport
import UIKit

/// The system font's designs drawn in their own faces (`Fonts/Designs`): `.serif` in Noto
/// Serif, `.rounded` in Nunito, `.monospaced` in JetBrains Mono, each at its own advances, its
/// weights and italics its faces'; SF Pro's widths in Roboto Flex's; tabular digits; the
/// bitmap Terminus under its own name.
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

  /// SF Pro's widths in Roboto Flex's faces, narrowest to widest, by every spelling; the other
  /// designs keep their one width, as on iOS.
  @Test func widthsAreDrawnInTheirFacesByEverySpelling() throws {
    let condensed = try #require(try FontLibrary.shared.widthFace(.condensed, weight: .regular,
                                                                   italic: false))
    #expect(condensed.postScriptName == "RobotoFlexCondensed-Regular")
    #expect(try FontLibrary.shared.widthFace(.expanded, weight: .heavy, italic: true)?
      .postScriptName == "RobotoFlexExpanded-BoldItalic")
    #expect(try FontLibrary.shared.widthFace(.standard, weight: .regular, italic: false) == nil)
    #expect(FontWidth(value: -0.25) == .compressed && FontWidth(value: 0.05) == .standard)
    let word = "Hamburgefonstiv"
    let widths = [Font.Width.compressed, .condensed, .standard, .expanded].map {
      width(Text(word).font(.system(size: 20).width($0)))
    }
    #expect(widths == widths.sorted() && Set(widths).count == 4, "\(widths)")
    // The text's advances are the face's own (`hmtx`), as the designs' are.
    let units = word.unicodeScalars.map { condensed.advance(of: $0) ?? 0 }.reduce(0, +)
      + zip(word.unicodeScalars, word.unicodeScalars.dropFirst())
      .map { condensed.kerning($0, $1) }.reduce(0, +)
    let expected = (Double(units) * 20 / Double(condensed.unitsPerEm)).rounded(.up)
    #expect(abs(Double(widths[1]) - expected) <= 1, "\(widths[1]) \(expected)")

    let reference = try pixels(Text("Condensed 12:30").font(.system(size: 17).width(.condensed)))
    #expect(try pixels(Text("Condensed 12:30").font(.system(size: 17)).fontWidth(.condensed))
      == reference)
    #expect(try pixels(VStack { Text("Condensed 12:30") }.font(.system(size: 17))
      .fontWidth(.condensed)) == reference)
    #expect(try pixels(Text("Condensed 12:30")
      .font(Font(UIFont.systemFont(ofSize: 17, weight: .regular, width: .condensed))))
      == reference)
    #expect(try pixels(Text("Condensed 12:30").font(.system(size: 17))) != reference)
    // New York has one width: `.fontWidth` leaves it as it is.
    #expect(try pixels(Text("Serif").font(.system(size: 17, design: .serif)).fontWidth(.expanded))
      == (try pixels(Text("Serif").font(.system(size: 17, design: .serif)))))
  }

  /// `.monospacedDigit()`: every digit as wide as the widest, so a column of numbers lines up;
  /// letters keep their widths. The font's, the text's and the view's draw the same.
  @Test func monospacedDigitsAreOneWidth() throws {
    for design in [Font.Design.default, .serif, .rounded] {
      let font = Font.system(size: 20, design: design)
      let ones = width(Text("1111111111").font(font).monospacedDigit())
      let eights = width(Text("8888888888").font(font).monospacedDigit())
      #expect(ones == eights, "\(design): \(ones) \(eights)")
      // Inter's digits are proportional (a 1 is narrower); Noto Serif's and Nunito's are
      // tabular already.
      let proportional = width(Text("1111111111").font(font))
      #expect(design == .default ? proportional < ones : proportional == ones, "\(design)")
      #expect(width(Text("Illicit").font(font).monospacedDigit())
        == width(Text("Illicit").font(font)))
    }
    let reference = try pixels(Text("12:30 1,111").font(.system(size: 17)).monospacedDigit())
    #expect(try pixels(Text("12:30 1,111").font(Font.system(size: 17).monospacedDigit()))
      == reference)
    #expect(try pixels(VStack { Text("12:30 1,111").font(.system(size: 17)) }.monospacedDigit())
      == reference)
    #expect(try pixels(Text("12:30 1,111").font(.system(size: 17))) != reference)
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
    let widths: [(String, Font.Width)] = [("Compressed", .compressed), ("Condensed", .condensed),
                                          ("Expanded", .expanded)]
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
      ForEach(widths, id: \.0) { name, width in
        VStack(alignment: .leading, spacing: 1) {
          HStack(spacing: 6) {
            ForEach(weights, id: \.0) { label, weight in
              Text(label).font(.system(size: 15, weight: weight).width(width))
            }
          }
          Text("\(name): The quick brown fox, 0123456789 €$").font(.body.width(width))
          Text("Italic, 12:30 Hamburgefonstiv").font(.subheadline.width(width)).italic()
        }
      }
      HStack(spacing: 12) {
        Text("Proportional\n1,111.11\n8,888.88").multilineTextAlignment(.trailing)
        Text("Monospaced digits\n1,111.11\n8,888.88").multilineTextAlignment(.trailing)
          .monospacedDigit()
      }
      .font(.subheadline)
      Text("Terminus, by name: 12:30").font(.custom("Terminus", size: 15))
    }
    .padding(8)
    assertSnapshot(of: sheet, as: .image(layout: .sizeThatFits, scale: 2))
  }
}
