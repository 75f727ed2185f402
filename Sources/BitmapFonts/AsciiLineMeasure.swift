import Synchronization

/// Measures one line of printable ASCII in a font chain without laying out any glyph: what most
/// text in a layout is (a label, a row's title), asked for its size many times.
///
/// It is `TextLayout` for that case, not a second copy of it: each character's advance, ascent
/// and descent are those of the cluster the shaper makes for it (`Shaper.cluster`), pairs kern
/// by the shaper's rule (`Shaper.kerning`), and the line's width is summed as every line's is
/// (`LineWidth`, trailing spaces left out, rounded up to a pixel). Text with anything else in
/// it (a newline, a character outside printable ASCII, one no face has) is not measured here.
public struct AsciiLineMeasure: Sendable {
  /// Each printable ASCII character's advance in pen units (64ths of a pixel) and its
  /// cluster's ascent and descent, nil when no face of the chain has it: worked out at the
  /// character's first use (making a glyph draws it; a layout's labels use few of the 95).
  private let glyphs: AsciiGlyphs
  /// The pen adjustment of each pair, 95 x 95, when a face of the chain kerns.
  private let kerning: [Int]?
  private let primaryAscent: Int
  private let primaryDescent: Int

  fileprivate static let printable: ClosedRange<UInt8> = 0x20...0x7E

  /// The measure of `chain`'s printable ASCII.
  public init(chain: FontChain) {
    let scalars = AsciiLineMeasure.printable.map { Unicode.Scalar($0) }
    glyphs = AsciiGlyphs(chain: chain)
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
            let glyph = glyphs.entry(Int(byte - 0x20)) else { return nil }
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

/// The measure's characters, each made once, at its first use. A made entry is read without
/// a lock: its bit in `made` is set (releasing) only after the entry is written, and read
/// (acquiring) before it.
private final class AsciiGlyphs: @unchecked Sendable {
  typealias Entry = (advance: Int, ascent: Int, descent: Int)?

  let chain: FontChain
  private let entries: UnsafeMutablePointer<Entry>
  private let madeLow = Atomic<UInt64>(0), madeHigh = Atomic<UInt64>(0)
  /// Held while an entry is made, so each is made once.
  private let making = Mutex<Void>(())

  init(chain: FontChain) {
    self.chain = chain
    entries = .allocate(capacity: 95)
    entries.initialize(repeating: nil, count: 95)
  }

  deinit { entries.deallocate() }

  /// Character `i` (its byte less 0x20).
  func entry(_ i: Int) -> Entry {
    let bit = UInt64(1) << UInt64(i & 63)
    if isMade(i, bit) { return entries[i] }
    return making.withLock { _ in
      if isMade(i, bit) { return entries[i] }
      let scalar = Unicode.Scalar(UInt8(i + 0x20))
      var entry: Entry = nil
      if let face = chain.face(for: scalar), face.font.glyph(for: scalar) != nil {
        let cluster = Shaper(chain: chain).cluster(Character(scalar))
        entry = (cluster.advance, cluster.ascent, cluster.descent)
      }
      entries[i] = entry
      if i < 64 {
        madeLow.bitwiseOr(bit, ordering: .releasing)
      } else {
        madeHigh.bitwiseOr(bit, ordering: .releasing)
      }
      return entry
    }
  }

  private func isMade(_ i: Int, _ bit: UInt64) -> Bool {
    (i < 64 ? madeLow.load(ordering: .acquiring) : madeHigh.load(ordering: .acquiring)) & bit != 0
  }
}
