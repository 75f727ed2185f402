/// Finds the types a Swift file declares as preview providers, by their declarations.
enum PreviewScan {
  /// `(type name, is private)` for each top-level `struct`/`enum`/`class X: ...PreviewProvider`
  /// and `extension X: PreviewProvider` in `text`, in order.
  static func providers(in text: String) -> [(String, Bool)] {
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
