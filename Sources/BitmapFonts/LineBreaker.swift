/// Greedy line breaking and tail truncation over clusters.
enum LineBreaker {
  /// The advance of `clusters` without trailing spaces, in pen units.
  static func width(_ clusters: some Collection<Cluster>) -> Int {
    var width = LineWidth()
    for c in clusters { width.add(c.advance, isSpace: c.isSpace) }
    return width.units
  }

  /// True when a line may break between `a` and `b` (`before` is what comes before `a`):
  /// after a space, around CJK, and after a hyphen or slash inside a word, not before a digit
  /// ("1-2" and "-5" hold together, as UAX #14's rules 20.1 and 25 keep them).
  static func mayBreak(_ a: Cluster, _ b: Cluster, after before: Cluster? = nil) -> Bool {
    if b.isSpace || b.noBreakBefore || a.noBreakAfter { return false }
    if a.breaksAfter, let before, !before.isSpace, !before.breaksAfter, !b.breaksAfter,
       !b.isNewline, !(b.text.utf8.first.map { (0x30...0x39).contains($0) } ?? false) {
      return true
    }
    return a.isSpace || a.isCJK || b.isCJK
  }

  static func wrap(_ clusters: [Cluster], maxWidth: Int?) -> [[Cluster]] {
    wrapMarked(clusters, maxWidth: maxWidth).map(\.clusters)
  }

  /// The lines, each marked true when it ends at a line break of the text (not a wrap).
  static func wrapMarked(_ clusters: [Cluster], maxWidth: Int?)
    -> [(clusters: [Cluster], endsParagraph: Bool)]
  {
    var lines: [(clusters: [Cluster], endsParagraph: Bool)] = []
    var line: [Cluster] = []
    var lineWidth = 0
    for c in clusters {
      if c.isNewline {
        lines.append((line, true))
        line = []
        lineWidth = 0
        continue
      }
      // A space may hang past the edge; anything else that does not fit wraps.
      if let maxWidth, !line.isEmpty, !c.isSpace, lineWidth + c.advance > maxWidth {
        var breakAt: Int?
        for i in stride(from: line.count - 1, to: 0, by: -1)
        where mayBreak(line[i - 1], line[i], after: i >= 2 ? line[i - 2] : nil) {
          breakAt = i
          break
        }
        if let last = line.last,
           mayBreak(last, c, after: line.count >= 2 ? line[line.count - 2] : nil) {
          breakAt = line.count
        }
        let cut = breakAt ?? line.count  // no opportunity: break between characters
        let carried = Array(line[cut...])
        lines.append((Array(line[..<cut]), false))
        line = carried
        lineWidth = carried.reduce(0) { $0 + $1.advance }
      }
      line.append(c)
      lineWidth += c.advance
    }
    lines.append((line, true))
    return lines
  }

  /// The longest start of `clusters` (on one line) that fits `maxWidth` (pen units) with
  /// `ellipsis` after it, then the ellipsis. Trailing spaces before the ellipsis are dropped.
  static func truncate(_ clusters: [Cluster], maxWidth: Int?, ellipsis: [Cluster]) -> [Cluster] {
    let available = (maxWidth ?? Int.max) - ellipsis.reduce(0) { $0 + $1.advance }
    var kept: [Cluster] = []
    var used = 0
    for c in clusters {
      if c.isNewline { break }
      if used + c.advance > available { break }
      kept.append(c)
      used += c.advance
    }
    while let last = kept.last, last.isSpace { kept.removeLast() }
    return kept + ellipsis
  }
}

/// A line's width as advances are added: the sum of them all but the trailing spaces' (a
/// space may hang past the end of a line).
struct LineWidth {
  private var total = 0
  private var trailing = 0

  mutating func add(_ advance: Int, isSpace: Bool) {
    total += advance
    trailing = isSpace ? trailing + advance : 0
  }

  /// The width in pen units.
  var units: Int { total - trailing }
}
