@testable import BitmapFonts
@testable import Cellshot
import CellshotTesting
import Foundation
import Testing
import TestSupport

/// Colour emoji (Noto Color Emoji's pictures, `Fonts/Emoji`): drawn in their colours at the
/// text's size, laid out with Noto's metrics, sequences as their parts; a broken atlas is
/// reported with its file.
@MainActor @Suite struct EmojiTests {
  /// Pixels of `buffer` that are strongly yellow (the grinning face's skin).
  static func yellow(_ buffer: PixelBuffer) -> Int {
    var count = 0
    for y in 0..<buffer.height {
      for x in 0..<buffer.width {
        let p = buffer[x, y]
        if p.r > 220 && p.g > 160 && p.b < 90 { count += 1 }
      }
    }
    return count
  }

  @Test func emojiAreDrawnInTheirColours() throws {
    let rendered = try Renderer(size: CGSize(width: 80, height: 40), scale: 3, background: .white)
      .render(Text("Hi 😀").foregroundColor(.black))
    #expect(rendered.warnings.isEmpty, "\(rendered.warnings)")
    // The face's yellow disc: about a 20-point circle at 3x, most of it yellow.
    #expect(Self.yellow(rendered.buffer) > 1500, "\(Self.yellow(rendered.buffer))")
    // Black text stays black: the emoji is not tinted by the text's colour.
    let plain = try Renderer(size: CGSize(width: 80, height: 40), scale: 3, background: .white)
      .render(Text("Hi").foregroundColor(.black))
    #expect(Self.yellow(plain.buffer) == 0)
  }

  @Test func anEmojiIsAsWideAsNotoSays() {
    // 17 points: a picture 1.248 em wide (21.2 points), its advance the same.
    let frames = layoutFrames(Text("😀"), width: 100, height: 100)
    let width = frame(frames, "Text(\"😀\")").width
    #expect(width >= 21 && width <= 22, "\(width)")
  }

  @Test func sequencesAreDrawnWhole() throws {
    // A woman artist (woman, ZWJ, palette), a flag (two regional indicators), a keycap and a
    // red heart with its emoji selector: each one picture, one emoji wide, nothing reported.
    let rendered = try Renderer(size: CGSize(width: 160, height: 40), scale: 2, background: .white)
      .render(Text("👩‍🎨 🇫🇷 1️⃣ ❤️"))
    #expect(rendered.warnings.isEmpty, "\(rendered.warnings)")
    for sequence in ["👩‍🎨", "🇫🇷", "1️⃣"] {
      let frames = layoutFrames(Text(sequence), width: 200, height: 100)
      let width = frame(frames, "Text(\"\(sequence)\")").width
      #expect(width >= 21 && width <= 22, "\(sequence): \(width)")
    }
  }

  /// A person with a skin tone is one picture of that tone (it was the person, then the
  /// tone's swatch), from the second atlas; so are professions and couples of two tones.
  @Test func skinTonesAreDrawnWhole() throws {
    for toned in ["👍🏽", "👩🏾‍💻", "🧑🏻‍🤝‍🧑🏿"] {
      let frames = layoutFrames(Text(toned), width: 200, height: 100)
      let width = frame(frames, "Text(\"\(toned)\")").width
      #expect(width >= 21 && width <= 22, "\(toned): \(width)")
    }
    func render(_ text: String) throws -> RenderedView {
      try Renderer(size: CGSize(width: 40, height: 40), scale: 2, background: .white)
        .render(Text(text))
    }
    let (plain, medium, dark) = (try render("👍"), try render("👍🏽"), try render("👍🏿"))
    #expect(medium.warnings.isEmpty, "\(medium.warnings)")
    // The default thumb is yellow; the toned ones are not, and not alike.
    #expect(Self.yellow(plain.buffer) > 200 && Self.yellow(medium.buffer) < 20)
    #expect(medium.buffer != dark.buffer)
    let row = Text("👍🏻👍🏼👍🏽👍🏾👍🏿 👩🏾‍💻 🧑🏻‍🤝‍🧑🏿").padding(4)
    assertSnapshot(of: row, as: .image(layout: .sizeThatFits, scale: 2))
  }

  @Test func aBrokenAtlasIsReportedWithItsFile() throws {
    let folder = TestPaths.scratch("emoji-broken")
    let fonts = URL(fileURLWithPath: FontLibrary.shared.directory)
    for entry in try FileManager.default.contentsOfDirectory(atPath: fonts.path)
    where entry != "Emoji" {
      try FileManager.default.createSymbolicLink(
        atPath: folder + "/" + entry, withDestinationPath: fonts.appendingPathComponent(entry).path)
    }
    try FileManager.default.createDirectory(atPath: folder + "/Emoji",
                                            withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: fonts.appendingPathComponent("Emoji/NotoColorEmoji.index").path,
      toPath: folder + "/Emoji/NotoColorEmoji.index")
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: folder + "/Emoji/NotoColorEmoji.png"))
    let rendered = try Renderer(size: CGSize(width: 80, height: 40),
                                fonts: FontLibrary(directory: folder)).render(Text("a😀"))
    #expect(rendered.warnings.contains {
      $0.contains("Emoji/NotoColorEmoji.png") && $0.contains("PNG")
    }, "\(rendered.warnings)")
  }
}
