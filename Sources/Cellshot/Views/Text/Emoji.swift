import BitmapFonts
import Foundation
import PNGCodec
import Synchronization

/// The colour emoji of a font folder: `Emoji/NotoColorEmoji.index` and `.png` (Noto Color
/// Emoji, `scripts/build-emoji.py`), read once per folder. A folder without them has no
/// colour emoji (they are drawn as boxes, with the warning); a broken one is reported.
enum Emoji {
  private static let atlases = Mutex<[String: Result<EmojiAtlas, BDFError>?]>([:])

  /// The atlas of `fonts`' folder; nil when it has none.
  static func atlas(_ fonts: FontLibrary) -> Result<EmojiAtlas, BDFError>? {
    let directory = fonts.directory
    if let known = atlases.withLock({ $0[directory] }) { return known }
    let index = directory + "/Emoji/NotoColorEmoji.index"
    let picture = directory + "/Emoji/NotoColorEmoji.png"
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
    atlases.withLock { $0[directory] = result }
    return result
  }

  /// `chain` with the colour emoji of `fonts` at `pixels` a line after its text face, when
  /// the folder has them.
  static func chain(_ chain: FontChain, fonts: FontLibrary, pixels: Double) -> FontChain {
    guard case .success(let atlas)? = atlas(fonts) else { return chain }
    return chain.inserting(FontFace(font: atlas.strike(pixels: Int(pixels.rounded()))))
  }
}
