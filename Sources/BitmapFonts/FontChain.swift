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

  /// The chain with `face` after the primary face (colour emoji: after the text face, which
  /// draws ©, ® and arrows as text, before the faces of other scripts and the fallback).
  public func inserting(_ face: FontFace) -> FontChain {
    var faces = faces
    faces.insert(face, at: 1)
    return FontChain(faces: faces, pixelSize: pixelSize)
  }

  /// The face and glyph that draw `character` whole when it is an emoji sequence (a flag, a
  /// keycap, a ZWJ sequence) the chain's emoji have; nil otherwise.
  public func sequenceGlyph(_ character: Character) -> (face: FontFace, glyph: Glyph)? {
    guard character.unicodeScalars.count > 1 else { return nil }
    for face in faces {
      if let emoji = face.font as? EmojiStrike, let glyph = emoji.glyph(forSequence: character) {
        return (face, glyph)
      }
    }
    return nil
  }

  /// The face for `scalar`, or nil when no font has it.
  public func face(for scalar: Unicode.Scalar) -> FontFace? {
    faces.first { $0.font.contains(scalar) }
  }
}
