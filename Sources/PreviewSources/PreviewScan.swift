// The previews a Swift file declares, found by reading it (no compiler): its top-level
// `PreviewProvider` types and `#Preview` calls, with the arguments as written, the modules the
// file imports and the `// cellshot-previews:` line above each. `cellshot previews` and the
// CellshotPreviewTests plugin's generator both read sources with it; Foundation only.

import Foundation

/// Finds the types a Swift file declares as preview providers, by their declarations.
package enum PreviewScan {
  /// `(type name, is private)` for each top-level `struct`/`enum`/`class X: ...PreviewProvider`
  /// and `extension X: PreviewProvider` in `text`, in order.
  package static func providers(in text: String) -> [(String, Bool)] {
    var found: [(String, Bool)] = []
    var inBlockComment = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if inBlockComment {
        if line.contains("*/") { inBlockComment = false }
        continue
      }
      if line.hasPrefix("/*") && !line.contains("*/") {
        inBlockComment = true
        continue
      }
      // Top level only: a nested type is not reachable by its plain name.
      guard let first = line.first, first != " ", first != "\t", first != "/" else { continue }
      var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
      var isPrivate = false
      while let word = words.first,
            word.hasPrefix("@") || ["public", "internal", "private", "fileprivate", "final",
                                    "package", "nonisolated"].contains(word) {
        if word == "private" || word == "fileprivate" { isPrivate = true }
        words.removeFirst()
      }
      guard words.count >= 2, ["struct", "enum", "class", "extension"].contains(words[0]) else {
        continue
      }
      let rest = words.dropFirst().joined(separator: " ")
      guard let colon = rest.firstIndex(of: ":") else { continue }
      let name = rest[..<colon].trimmingCharacters(in: .whitespaces)
      let inherited = rest[rest.index(after: colon)...].prefix { $0 != "{" }
      let conformances = inherited.split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard conformances.contains("PreviewProvider")
              || conformances.contains("Cellshot.PreviewProvider"),
            !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
        continue
      }
      found.append((name, isPrivate))
    }
    return found
  }
}

extension PreviewScan {
  /// The arguments of each top-level `#Preview` call in `text`, in order, as written: the
  /// parenthesized list (if any) and the trailing closure, so `#Preview("A") { V() }` gives
  /// `("A") { V() }`. Strings and comments are skipped when matching brackets.
  package static func macroCalls(in text: String) -> [String] {
    macroCallOffsets(in: text).map(\.arguments)
  }

  /// Each top-level `#Preview` call's arguments (see `macroCalls`) and the offset, in Unicode
  /// scalars, of its `#`.
  static func macroCallOffsets(in text: String) -> [(offset: Int, arguments: String)] {
    let scalars = Array(text.unicodeScalars)
    var calls: [(offset: Int, arguments: String)] = []
    var i = 0
    var lineStart = true
    while i < scalars.count {
      let c = scalars[i]
      if lineStart, c == "#", matches(scalars, i, "#Preview"),
         i + 8 == scalars.count || !isIdentifier(scalars[i + 8]) {
        var end = i + 8
        end = skipSpace(scalars, end)
        if end < scalars.count, scalars[end] == "(" { end = closing(scalars, end) }
        end = skipSpace(scalars, end, newlines: true)
        if end < scalars.count, scalars[end] == "{" { end = closing(scalars, end) }
        var call = String.UnicodeScalarView()
        call.append(contentsOf: scalars[(i + 8)..<end])
        calls.append((i, String(call).trimmingCharacters(in: .whitespaces)))
        i = end
        lineStart = false
        continue
      }
      if c == "/" || c == "\"" {
        i = skipLiteralOrComment(scalars, i)
        lineStart = false
        continue
      }
      lineStart = c == "\n"
      i += 1
    }
    return calls
  }

  static func matches(_ s: [Unicode.Scalar], _ i: Int, _ word: String) -> Bool {
    let w = Array(word.unicodeScalars)
    return i + w.count <= s.count && Array(s[i..<(i + w.count)]) == w
  }

  static func isIdentifier(_ c: Unicode.Scalar) -> Bool {
    c == "_" || c.properties.isAlphabetic || ("0"..."9").contains(c)
  }

  static func skipSpace(_ s: [Unicode.Scalar], _ start: Int, newlines: Bool = false) -> Int {
    var i = start
    while i < s.count, s[i] == " " || s[i] == "\t" || (newlines && (s[i] == "\n" || s[i] == "\r")) {
      i += 1
    }
    return i
  }

  /// The index after the bracket that closes the one at `open` (the text's end when none does).
  static func closing(_ s: [Unicode.Scalar], _ open: Int) -> Int {
    var depth = 0
    var i = open
    while i < s.count {
      switch s[i] {
      case "(", "{", "[":
        depth += 1
        i += 1
      case ")", "}", "]":
        depth -= 1
        i += 1
        if depth == 0 { return i }
      case "/", "\"":
        i = skipLiteralOrComment(s, i)
      default:
        i += 1
      }
    }
    return i
  }

  /// At a `"` or `/`: the index after the string literal or comment that starts there (one past
  /// a `/` that starts neither). Interpolations are matched as code; `#"..."#` is read as its
  /// inner string, which is enough for the brackets around it.
  static func skipLiteralOrComment(_ s: [Unicode.Scalar], _ start: Int) -> Int {
    var i = start
    if s[i] == "/" {
      guard i + 1 < s.count else { return i + 1 }
      if s[i + 1] == "/" {
        while i < s.count, s[i] != "\n" { i += 1 }
        return i
      }
      if s[i + 1] == "*" {
        i += 2
        while i + 1 < s.count, !(s[i] == "*" && s[i + 1] == "/") { i += 1 }
        return min(i + 2, s.count)
      }
      return i + 1
    }
    let triple = matches(s, i, "\"\"\"")
    i += triple ? 3 : 1
    while i < s.count {
      if s[i] == "\\" {
        if i + 1 < s.count, s[i + 1] == "(" {
          i = closing(s, i + 1)
        } else {
          i += 2
        }
        continue
      }
      if triple ? matches(s, i, "\"\"\"") : s[i] == "\"" { return i + (triple ? 3 : 1) }
      if !triple, s[i] == "\n" { return i }  // an unclosed string ends with its line
      i += 1
    }
    return i
  }

  /// The modules a file imports (`import X`, `@testable import X`, `import struct X.Y`).
  package static func imports(in text: String) -> [String] {
    text.split(separator: "\n").compactMap { line -> String? in
      let modifiers: Set<Substring> = ["public", "internal", "package", "private", "fileprivate"]
      let words = line.split(separator: " ").filter { !$0.hasPrefix("@") && !modifiers.contains($0) }
      guard words.count >= 2, words[0] == "import" else { return nil }
      let target = words.count >= 3 && ["struct", "class", "enum", "protocol", "func", "var",
                                        "typealias", "let"].contains(String(words[1]))
        ? words[2] : words[1]
      return target.split(separator: ".").first.map(String.init)
    }
  }
}

/// One preview a file declares: a `PreviewProvider` type or a `#Preview` call, and the
/// `// cellshot-previews: ...` comment line above it, if any.
package struct DeclaredPreview: Equatable, Sendable {
  package enum Kind: Equatable, Sendable {
    /// A `#Preview` call's arguments as written (`("A") { V() }`).
    case macro(arguments: String)
    /// A `PreviewProvider` type, and whether it is private to its file.
    case provider(type: String, isPrivate: Bool)
  }

  package var kind: Kind
  /// What follows `cellshot-previews:` in a comment line just above the declaration (among
  /// the comments and attributes directly above it), trimmed; nil when there is none.
  package var directive: String?
  /// The condition of the `#if` blocks around the declaration, as one expression
  /// (`os(iOS) && !(DEBUG)`); nil outside any. A test of it compiles under the same condition.
  package var condition: String? = nil
}

extension PreviewScan {
  /// The marker of a per-preview line: `// cellshot-previews: skip`.
  package static let directiveMarker = "cellshot-previews:"

  /// Every preview `text` declares, providers and `#Preview` calls, in the order they appear.
  package static func previews(in text: String) -> [DeclaredPreview] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var found: [(line: Int, preview: DeclaredPreview)] = []
    let providerNames = providers(in: text)
    var next = 0
    for (index, line) in lines.enumerated() where next < providerNames.count {
      let (name, isPrivate) = providerNames[next]
      guard let first = line.first, first != " ", first != "\t", first != "/",
            line.contains(name), line.contains("PreviewProvider") else { continue }
      found.append((index, DeclaredPreview(kind: .provider(type: name, isPrivate: isPrivate),
                                           directive: directive(lines, above: index))))
      next += 1
    }
    for (offset, arguments) in macroCallOffsets(in: text) {
      let index = text.unicodeScalars.prefix(offset).lazy.filter { $0 == "\n" }.count
      found.append((index, DeclaredPreview(kind: .macro(arguments: arguments),
                                           directive: directive(lines, above: index))))
    }
    let conditions = compilationConditions(lines)
    return found.sorted { $0.line < $1.line }.map { line, preview in
      var preview = preview
      preview.condition = conditions[line]
      return preview
    }
  }

  /// For each line of a file, the condition of the `#if`, `#elseif` and `#else` blocks it is
  /// in, as one expression (nil outside any): the block's own condition and the negations of
  /// those before it in its chain, for every block around the line.
  static func compilationConditions(_ lines: [Substring]) -> [String?] {
    // Each open `#if` chain: the conditions of its earlier branches, and the current one's
    // (nil in `#else`).
    var stack: [(earlier: [String], current: String?)] = []
    var out: [String?] = []
    for line in lines {
      let text = line.trimmingCharacters(in: .whitespaces)
      func condition(after keyword: String) -> String {
        var rest = String(text.dropFirst(keyword.count))
        if let comment = rest.range(of: "//") { rest = String(rest[..<comment.lowerBound]) }
        return rest.trimmingCharacters(in: .whitespaces)
      }
      if text.hasPrefix("#if ") || text.hasPrefix("#if(") {
        stack.append(([], condition(after: "#if")))
      } else if text.hasPrefix("#elseif"), !stack.isEmpty {
        if let current = stack[stack.count - 1].current { stack[stack.count - 1].earlier.append(current) }
        stack[stack.count - 1].current = condition(after: "#elseif")
      } else if text.hasPrefix("#else"), !stack.isEmpty {
        if let current = stack[stack.count - 1].current { stack[stack.count - 1].earlier.append(current) }
        stack[stack.count - 1].current = nil
      } else if text.hasPrefix("#endif"), !stack.isEmpty {
        stack.removeLast()
      }
      let parts = stack.flatMap { block in
        block.earlier.map { "!(\($0))" } + (block.current.map { ["(\($0))"] } ?? [])
      }
      out.append(parts.isEmpty ? nil : parts.joined(separator: " && "))
    }
    return out
  }

  /// The directive in the comment and attribute lines directly above line `index`.
  static func directive(_ lines: [Substring], above index: Int) -> String? {
    var i = index - 1
    while i >= 0 {
      let line = lines[i].trimmingCharacters(in: .whitespaces)
      guard line.hasPrefix("//") || line.hasPrefix("@") else { break }
      if line.hasPrefix("//"), let range = line.range(of: directiveMarker) {
        return line[range.upperBound...].trimmingCharacters(in: .whitespaces)
      }
      i -= 1
    }
    return nil
  }
}

extension PreviewScan {
  /// The names of the declarations at the top level of `text` that are `private` or
  /// `fileprivate` (types, functions, constants and variables).
  package static func privateNames(in text: String) -> [String] {
    let kinds: Set<Substring> = ["struct", "class", "enum", "actor", "func", "let", "var",
                                 "typealias", "protocol"]
    return text.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("private ") || line.hasPrefix("fileprivate ") else { return nil }
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard let kind = words.firstIndex(where: { kinds.contains($0) }),
            kind + 1 < words.count else { return nil }
      let name = words[kind + 1].prefix { $0 == "_" || $0.isLetter || $0.isNumber }
      return name.isEmpty ? nil : String(name)
    }
  }

  /// Whether `code` uses the identifier `name` (not as part of a longer one).
  package static func mentions(_ code: String, _ name: String) -> Bool {
    var rest = Substring(code)
    while let range = rest.range(of: name) {
      let before = rest[..<range.lowerBound].last
      let after = rest[range.upperBound...].first
      let isPart: (Character?) -> Bool = { c in
        c.map { $0 == "_" || $0.isLetter || $0.isNumber } ?? false
      }
      if !isPart(before) && !isPart(after) { return true }
      rest = rest[range.upperBound...]
    }
    return false
  }
}
