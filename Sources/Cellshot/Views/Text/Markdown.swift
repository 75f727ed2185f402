/// Markdown inline syntax reduced to its text.
enum Markdown {
  /// The text of `source` without its emphasis, code and link syntax; and whether all of it
  /// was strong (`**...**`).
  /// True when `source` has a character Markdown might read (`*`, `_`, `` ` ``, `~`, `[`).
  /// They are ASCII, so a byte scan finds them (no UTF-8 sequence contains them).
  static func hasMarkers(_ source: String) -> Bool {
    // Over the bytes themselves: walking `utf8` by index cost more than the check.
    var source = source
    return source.withUTF8 { bytes in
      for byte in bytes {
        switch byte {
        case 0x2A, 0x5F, 0x60, 0x7E, 0x5B: return true
        default: continue
        }
      }
      return false
    }
  }

  /// A stretch of text in one style: bold (`**...**` or `__...__`), code (`` `...` ``, drawn in
  /// the monospaced design), or neither.
  struct Segment: Sendable, Hashable {
    var text: String
    var isBold: Bool
    var isCode: Bool
    var isItalic = false
  }

  /// `source` in segments of one style each, the Markdown's other syntax (italics, strikes,
  /// links) reduced to its text within each; empty stretches are left out.
  static func segments(_ source: String) -> [Segment] {
    guard hasMarkers(source) else { return [Segment(text: source, isBold: false, isCode: false)] }
    let chars = Array(source)
    var out: [Segment] = []
    var current: [Character] = []
    var bold = false, italic = false
    func flush() {
      let text = plain(String(current)).0
      if !text.isEmpty {
        out.append(Segment(text: text, isBold: bold, isCode: false, isItalic: italic))
      }
      current = []
    }
    // A `*` on its own (not half of `**`).
    func isSingleStar(_ j: Int) -> Bool {
      chars[j] == "*" && (j + 1 >= chars.count || chars[j + 1] != "*")
        && (j == 0 || chars[j - 1] != "*")
    }
    func findSingleStar(after i: Int) -> Int? {
      var j = i
      while j < chars.count {
        if isSingleStar(j) { return j }
        j += 1
      }
      return nil
    }
    func starts(_ marker: String, at i: Int) -> Bool {
      let m = Array(marker)
      return i + m.count <= chars.count && Array(chars[i..<(i + m.count)]) == m
    }
    func find(_ marker: String, after i: Int) -> Int? {
      var j = i
      while j < chars.count {
        if starts(marker, at: j) { return j }
        j += 1
      }
      return nil
    }
    var i = 0
    while i < chars.count {
      if chars[i] == "`", let close = find("`", after: i + 1) {
        flush()
        out.append(Segment(text: String(chars[(i + 1)..<close]), isBold: bold, isCode: true,
                           isItalic: false))
        i = close + 1
      } else if isSingleStar(i) && (italic || findSingleStar(after: i + 1) != nil) {
        flush()
        italic.toggle()
        i += 1
      } else if starts("**", at: i) && (bold || find("**", after: i + 2) != nil) {
        flush()
        bold.toggle()
        i += 2
      } else {
        current.append(chars[i])
        i += 1
      }
    }
    flush()
    return out
  }

  static func plain(_ source: String) -> (String, Bool) {
    guard hasMarkers(source) else { return (source, false) }
    var text = Array(source)
    let wholeBold = text.count > 4 && source.hasPrefix("**") && source.hasSuffix("**")
      && !source.dropFirst(2).dropLast(2).contains("**")
    // Links: [text](url) -> text.
    var out: [Character] = []
    var i = 0
    while i < text.count {
      if text[i] == "[", let close = text[i...].firstIndex(of: "]"), close + 1 < text.count,
         text[close + 1] == "(", let end = text[(close + 1)...].firstIndex(of: ")") {
        out += text[(i + 1)..<close]
        i = end + 1
        continue
      }
      out.append(text[i])
      i += 1
    }
    text = out
    // Paired markers, longest first; `_` only at word edges (CommonMark's rule for it).
    for marker in ["**", "__", "~~", "*", "_", "`"] {
      text = removePairs(of: Array(marker), in: text, wordEdgesOnly: marker.hasPrefix("_"))
    }
    return (String(text), wholeBold)
  }

  private static func removePairs(of marker: [Character], in text: [Character],
                                  wordEdgesOnly: Bool) -> [Character] {
    func matches(_ at: Int) -> Bool {
      at + marker.count <= text.count && Array(text[at..<(at + marker.count)]) == marker
    }
    func isOpening(_ at: Int) -> Bool {
      let after = at + marker.count
      guard after < text.count, !text[after].isWhitespace else { return false }
      return !wordEdgesOnly || at == 0 || !(text[at - 1].isLetter || text[at - 1].isNumber)
    }
    func isClosing(_ at: Int) -> Bool {
      guard at > 0, !text[at - 1].isWhitespace else { return false }
      let after = at + marker.count
      return !wordEdgesOnly || after >= text.count
        || !(text[after].isLetter || text[after].isNumber)
    }
    var out: [Character] = []
    var i = 0
    while i < text.count {
      if matches(i), isOpening(i) {
        var j = i + marker.count + 1
        while j < text.count, !(matches(j) && isClosing(j)) { j += 1 }
        if j < text.count {
          out += text[(i + marker.count)..<j]
          i = j + marker.count
          continue
        }
      }
      out.append(text[i])
      i += 1
    }
    return out
  }
}
