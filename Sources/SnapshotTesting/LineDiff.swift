/// A line diff in hunks, as swift-snapshot-testing shows a text mismatch: `@@ −1,3 +1,3 @@`
/// marks, removed lines after "−" (U+2212), added ones after "+", four lines of context after
/// a figure space (U+2007), and "¬" after a line that ends in a space.
enum LineDiff {
  /// One line of the diff.
  enum Edit: Equatable {
    case same(String)
    case removed(String)
    case added(String)

    var text: String {
      switch self {
      case .same(let text), .removed(let text), .added(let text): return text
      }
    }
    var inOld: Bool { if case .added = self { false } else { true } }
    var inNew: Bool { if case .removed = self { false } else { true } }
  }

  /// The most cells the longest-common-subsequence table may have; past it, the middle of the
  /// two texts (between their common first and last lines) is shown as replaced.
  static let tableLimit = 4_000_000

  /// The edits that turn `old` into `new`: a longest common subsequence of lines kept, the
  /// rest removed and added (removals first).
  static func edits(_ old: [String], _ new: [String]) -> [Edit] {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
          old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
    let a = Array(old[prefix..<(old.count - suffix)])
    let b = Array(new[prefix..<(new.count - suffix)])
    var edits = old[..<prefix].map(Edit.same)
    edits += middle(a, b)
    edits += old[(old.count - suffix)...].map(Edit.same)
    return edits
  }

  /// The edits between two texts with nothing in common at either end.
  private static func middle(_ a: [String], _ b: [String]) -> [Edit] {
    guard !a.isEmpty, !b.isEmpty, (a.count + 1) * (b.count + 1) <= tableLimit else {
      return a.map(Edit.removed) + b.map(Edit.added)
    }
    // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
    let width = b.count + 1
    var lengths = [Int](repeating: 0, count: (a.count + 1) * width)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i * width + j] = a[i] == b[j] ? lengths[(i + 1) * width + j + 1] + 1
          : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
      }
    }
    var edits: [Edit] = []
    var i = 0, j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        edits.append(.same(a[i]))
        i += 1
        j += 1
      } else if j == b.count || (i < a.count
                                  && lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) {
        edits.append(.removed(a[i]))
        i += 1
      } else {
        edits.append(.added(b[j]))
        j += 1
      }
    }
    return edits
  }

  /// The hunks of `edits` with `context` unchanged lines around each change, as text lines.
  static func hunks(_ edits: [Edit], context: Int = 4) -> [String] {
    let changed = edits.indices.filter { edits[$0] != .same(edits[$0].text) }
    guard let firstChange = changed.first else { return [] }
    // Group changes closer than twice the context into one hunk.
    var groups: [ClosedRange<Int>] = []
    var start = firstChange, end = firstChange
    for index in changed.dropFirst() {
      if index - end > 2 * context {
        groups.append(start...end)
        start = index
      }
      end = index
    }
    groups.append(start...end)
    // Where each edit sits in the old and new texts.
    var oldLine = [Int](), newLine = [Int]()
    var o = 0, n = 0
    for edit in edits {
      oldLine.append(o)
      newLine.append(n)
      if edit.inOld { o += 1 }
      if edit.inNew { n += 1 }
    }
    var lines: [String] = []
    for group in groups {
      let range = max(0, group.lowerBound - context)...min(edits.count - 1,
                                                           group.upperBound + context)
      let slice = edits[range]
      let oldCount = slice.filter(\.inOld).count
      let newCount = slice.filter(\.inNew).count
      lines.append("@@ \(minusSign)\(oldLine[range.lowerBound] + 1),\(oldCount) "
                   + "+\(newLine[range.lowerBound] + 1),\(newCount) @@")
      lines += slice.map(render)
    }
    return lines
  }

  private static func render(_ edit: Edit) -> String {
    let mark: String
    switch edit {
    case .same: mark = "\u{2007}"
    case .removed: mark = minusSign
    case .added: mark = "+"
    }
    let text = edit.text
    return mark + text + (text.hasSuffix(" ") ? "¬" : "")
  }
}
