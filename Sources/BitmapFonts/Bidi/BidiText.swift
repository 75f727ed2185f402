/// Right-to-left text in a layout: each paragraph's clusters given their bidirectional levels
/// before lines are broken (in logical order), and each line put in visual order after.
enum BidiText {
  /// Resolves the levels of `clusters` paragraph by paragraph, mirroring brackets and the like
  /// in right-to-left runs; false (and nothing changed) when no character is right to left.
  static func resolve(_ clusters: inout [Cluster], shaper: Shaper) -> Bool {
    func first(_ c: Cluster) -> Unicode.Scalar { c.text.unicodeScalars.first ?? " " }
    let classes = clusters.map { BidiClass(first($0)) }
    let rightToLeft = classes.contains {
      $0 == .R || $0 == .AL || $0.rawValue >= BidiClass.LRE.rawValue
    }
    guard rightToLeft else { return false }
    var start = 0
    while start < clusters.count {
      var end = start
      while end < clusters.count && !clusters[end].isNewline { end += 1 }
      let paragraph = BidiParagraph(classes: Array(classes[start..<end]),
                                    scalars: clusters[start..<end].map(first), direction: .auto)
      for (k, i) in (start..<end).enumerated() {
        let level = paragraph.levels[k]
        let scalar = first(clusters[i])
        let single = clusters[i].text.unicodeScalars.count == 1
        if level % 2 == 1, single, scalar.bidiMirrored != scalar {
          // The mirrored character keeps its run: its colour, and where its glyphs sit.
          let original = clusters[i]
          var mirrored = shaper.cluster(Character(scalar.bidiMirrored))
          mirrored.run = original.run
          mirrored.baselineOffset = original.baselineOffset
          let color = original.glyphs.first?.color
          for j in mirrored.glyphs.indices {
            mirrored.glyphs[j].color = color
            mirrored.glyphs[j].y -= Int(original.baselineOffset)
          }
          clusters[i] = mirrored
        }
        clusters[i].level = level
        clusters[i].paragraphLevel = paragraph.baseLevel
      }
      start = end + 1
    }
    return true
  }

  /// `line` in visual order: rules L1 and L2 over its clusters' levels (an ellipsis added by
  /// truncation takes the paragraph's level).
  static func visual(_ line: [Cluster]) -> [Cluster] {
    let base = line.lazy.compactMap(\.paragraphLevel).first ?? 0
    let classes = line.map { BidiClass($0.text.unicodeScalars.first ?? " ") }
    let levels = line.map { $0.level ?? base }
    let order = BidiParagraph.visualOrder(levels: levels, classes: classes,
                                          removed: Array(repeating: false, count: line.count),
                                          base: base)
    return order.map { line[$0] }
  }
}
