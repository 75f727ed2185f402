/// Markdown's inline syntax, as SwiftUI's `Text` reads a literal and
/// `AttributedString(markdown:)` a string: strong (`**`, `__`), emphasis (`*`, `_`), code
/// (`` ` ``), strikethrough (`~~`) and links (`[text](url)`) become styled stretches of text.
enum Markdown {
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

  /// A stretch of text in one style: bold, italic, code (drawn in the monospaced design),
  /// struck, a link; or a value inserted in its place (an interpolated `Text` or `Image`).
  struct Segment: Sendable, Hashable {
    var text: String
    var isBold: Bool
    var isCode: Bool
    var isItalic = false
    var isStruck = false
    /// The link's destination, as written.
    var link: String? = nil
    /// The index of the interpolated text drawn here, in its key's `inserted`.
    var inserted: Int? = nil

    /// True when the segment is styled like `other` (its text and insert aside).
    func hasStyle(of other: Segment) -> Bool {
      isBold == other.isBold && isCode == other.isCode && isItalic == other.isItalic
        && isStruck == other.isStruck && link == other.link
    }
  }

  /// A character and the styles the syntax around it gives it.
  struct Styled {
    var character: Character
    var isBold = false
    var isItalic = false
    var isCode = false
    var isStruck = false
    var link: String? = nil
  }

  /// `source` in segments of one style each; empty stretches are left out.
  static func segments(_ source: String) -> [Segment] {
    guard hasMarkers(source) else { return [Segment(text: source, isBold: false, isCode: false)] }
    let chars = Array(source)
    var out: [Segment] = []
    var current: [Character] = []
    var bold = false, italic = false
    // The text gathered since the last change of `*`, `**` or code: its own syntax (links,
    // `__`, `_`, `~~`) read within it.
    func flush() {
      var pieces: [Segment] = []
      for piece in styled(String(current)) {
        let segment = Segment(text: String(piece.character), isBold: bold || piece.isBold,
                              isCode: piece.isCode, isItalic: italic || piece.isItalic,
                              isStruck: piece.isStruck, link: piece.link)
        if let last = pieces.last, last.hasStyle(of: segment) {
          pieces[pieces.count - 1].text += segment.text
        } else {
          pieces.append(segment)
        }
      }
      out += pieces
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

  /// The text of `source` without its emphasis, code and link syntax; and whether all of it
  /// was strong (`**...**`).
  static func plain(_ source: String) -> (String, Bool) {
    guard hasMarkers(source) else { return (source, false) }
    let wholeBold = source.count > 4 && source.hasPrefix("**") && source.hasSuffix("**")
      && !source.dropFirst(2).dropLast(2).contains("**")
    return (String(styled(source).map(\.character)), wholeBold)
  }

  /// The characters of `source` without its link syntax and paired markers, each with the
  /// styles they gave it.
  static func styled(_ source: String) -> [Styled] {
    var text = source.map { Styled(character: $0) }
    guard hasMarkers(source) else { return text }
    // Links: [text](url) -> text.
    var out: [Styled] = []
    var i = 0
    while i < text.count {
      if text[i].character == "[",
         let close = text[i...].firstIndex(where: { $0.character == "]" }),
         close + 1 < text.count, text[close + 1].character == "(",
         let end = text[(close + 1)...].firstIndex(where: { $0.character == ")" }) {
        let url = String(text[(close + 2)..<end].map(\.character))
        for var linked in text[(i + 1)..<close] {
          linked.link = url
          out.append(linked)
        }
        i = end + 1
        continue
      }
      out.append(text[i])
      i += 1
    }
    text = out
    // Paired markers, longest first; `_` only at word edges (CommonMark's rule for it).
    let markers: [(String, WritableKeyPath<Styled, Bool>)] = [
      ("**", \.isBold), ("__", \.isBold), ("~~", \.isStruck), ("*", \.isItalic),
      ("_", \.isItalic), ("`", \.isCode),
    ]
    for (marker, style) in markers {
      text = removePairs(of: Array(marker), in: text, wordEdgesOnly: marker.hasPrefix("_"),
                         marking: style)
    }
    return text
  }

  private static func removePairs(of marker: [Character], in text: [Styled],
                                  wordEdgesOnly: Bool,
                                  marking style: WritableKeyPath<Styled, Bool>) -> [Styled] {
    func matches(_ at: Int) -> Bool {
      guard at + marker.count <= text.count else { return false }
      for k in 0..<marker.count where text[at + k].character != marker[k] { return false }
      return true
    }
    func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber }
    // Whether a marker opens or closes is read from its whole run of that character, as
    // CommonMark reads a delimiter run: `Reply ____ here`'s four underscores have a space on
    // both sides, so none of them opens or closes and all four stay (iOS keeps them).
    let character = marker[0]
    let isRun = character == "_" || character == "*" || character == "~"
    func run(_ at: Int) -> (start: Int, end: Int) {
      var start = at, end = at + marker.count
      guard isRun else { return (start, end) }
      while start > 0 && text[start - 1].character == character { start -= 1 }
      while end < text.count && text[end].character == character { end += 1 }
      return (start, end)
    }
    func isOpening(_ at: Int) -> Bool {
      let (start, after) = run(at)
      guard after < text.count, !text[after].character.isWhitespace else { return false }
      return !wordEdgesOnly || start == 0 || !isWord(text[start - 1].character)
    }
    func isClosing(_ at: Int) -> Bool {
      let (start, after) = run(at)
      guard start > 0, !text[start - 1].character.isWhitespace else { return false }
      return !wordEdgesOnly || after >= text.count || !isWord(text[after].character)
    }
    var out: [Styled] = []
    var i = 0
    while i < text.count {
      if matches(i), isOpening(i) {
        var j = i + marker.count + 1
        while j < text.count, !(matches(j) && isClosing(j)) { j += 1 }
        if j < text.count {
          for var inner in text[(i + marker.count)..<j] {
            inner[keyPath: style] = true
            out.append(inner)
          }
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
