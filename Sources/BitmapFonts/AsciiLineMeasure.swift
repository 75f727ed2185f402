/// Measures one line of printable ASCII in a font chain without laying out any glyph: what most
/// text in a layout is (a label, a row's title), asked for its size many times.
///
/// It is `TextLayout` for that case, not a second copy of it: each character's advance, ascent
/// and descent are those of the cluster the shaper makes for it (`Shaper.cluster`), pairs kern
/// by the shaper's rule (`Shaper.kerning`), and the line's width is summed as every line's is
/// (`LineWidth`, trailing spaces left out, rounded up to a pixel). Text with anything else in
/// it (a newline, a character outside printable ASCII, one no face has) is not measured here.
public struct AsciiLineMeasure: Sendable {
  /// A printable ASCII character: its advance in pen units (64ths of a pixel), its cluster's
  /// ascent and descent; nil when no face of the chain has it.
  private let glyphs: [(advance: Int, ascent: Int, descent: Int)?]
  /// The pen adjustment of each pair, 95 x 95, when a face of the chain kerns.
  private let kerning: [Int]?
  private let primaryAscent: Int
  private let primaryDescent: Int

  private static let printable: ClosedRange<UInt8> = 0x20...0x7E

  /// The measure of `chain`'s printable ASCII.
  public init(chain: FontChain) {
    let shaper = Shaper(chain: chain)
    let scalars = AsciiLineMeasure.printable.map { Unicode.Scalar($0) }
    glyphs = scalars.map { scalar in
      guard let face = chain.face(for: scalar), face.font.glyph(for: scalar) != nil else {
        return nil
      }
      let cluster = shaper.cluster(Character(scalar))
      return (cluster.advance, cluster.ascent, cluster.descent)
    }
    if chain.faces.contains(where: { $0.kerning != nil }) {
      let faces = scalars.map { chain.face(for: $0) }
      var pairs = [Int](repeating: 0, count: scalars.count * scalars.count)
      for (i, a) in scalars.enumerated() {
        guard let faceA = faces[i] else { continue }
        for (j, b) in scalars.enumerated() {
          guard let faceB = faces[j] else { continue }
          pairs[i * scalars.count + j] = Shaper.kerning(a, faceA, b, faceB)
        }
      }
      kerning = pairs
    } else {
      kerning = nil
    }
    primaryAscent = chain.primary.ascent
    primaryDescent = chain.primary.descent
  }

  /// The size in pixels of `string` on one line, as `TextLayout` gives it; nil when the string
  /// is not all printable ASCII that the chain has.
  public func size(of string: String) -> (width: Int, height: Int)? {
    var width = LineWidth()
    var ascent = primaryAscent, descent = primaryDescent
    // Each character's advance is counted once the next is known: a kerning pair adjusts the
    // earlier one's, as the shaper does.
    var pending: (advance: Int, byte: UInt8)?
    for byte in string.utf8 {
      guard AsciiLineMeasure.printable.contains(byte),
            let glyph = glyphs[Int(byte - 0x20)] else { return nil }
      if let (advance, previous) = pending {
        let pair = kerning?[Int(previous - 0x20) * 95 + Int(byte - 0x20)] ?? 0
        width.add(advance + pair, isSpace: previous == 0x20)
      }
      pending = (glyph.advance, byte)
      ascent = max(ascent, glyph.ascent)
      descent = max(descent, glyph.descent)
    }
    if let (advance, previous) = pending { width.add(advance, isSpace: previous == 0x20) }
    return (TextLayout.pixels(fromUnits: width.units), ascent + descent)
  }
}
