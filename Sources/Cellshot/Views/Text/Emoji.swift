import BitmapFonts
import Foundation
import PNGCodec
import Synchronization

/// The colour emoji of a font folder: `Emoji/NotoColorEmoji.index` and `.png` (Noto Color
/// Emoji, `scripts/build-emoji.py`), and those with skin tones in `NotoColorEmoji-tones`, read
/// once per folder. A folder without them has no colour emoji (they are drawn as boxes, with
/// the warning; without the tones, a person then the tone's swatch); a broken one is reported.
enum Emoji {
  private static let atlases = Mutex<[String: Result<EmojiAtlas, BDFError>?]>([:])

  /// The emoji without skin tones, and those with.
  static let names = ["NotoColorEmoji", "NotoColorEmoji-tones"]

  /// The atlas `name` of `fonts`' folder; nil when it has none.
  static func atlas(_ fonts: FontLibrary,
                    _ name: String = "NotoColorEmoji") -> Result<EmojiAtlas, BDFError>? {
    let directory = fonts.directory
    let key = directory + "/" + name
    if let known = atlases.withLock({ $0[key] }) { return known }
    let index = directory + "/Emoji/\(name).index"
    let picture = directory + "/Emoji/\(name).png"
    var result: Result<EmojiAtlas, BDFError>?
    if FileManager.default.fileExists(atPath: index) {
      result = Result { () throws(BDFError) -> EmojiAtlas in
        guard let text = try? String(contentsOfFile: index, encoding: .utf8) else {
          throw BDFError(path: index, line: 0, reason: "cannot be read as UTF-8 text")
        }
        guard FileManager.default.fileExists(atPath: picture) else {
          throw BDFError(path: picture, line: 0, reason: "the emoji atlas is missing")
        }
        return try EmojiAtlas(index: text, path: index) { try PNGDecoder().decodeFile(picture) }
      }
    }
    atlases.withLock { $0[key] = result }
    return result
  }

  /// `chain` with the colour emoji of `fonts` at `pixels` a line after its text face (those
  /// without skin tones first), when the folder has them.
  static func chain(_ chain: FontChain, fonts: FontLibrary, pixels: Double) -> FontChain {
    var chain = chain
    for name in names.reversed() {
      guard case .success(let atlas)? = atlas(fonts, name) else { continue }
      chain = chain.inserting(FontFace(font: atlas.strike(pixels: Int(pixels.rounded()))))
    }
    return chain
  }
}
