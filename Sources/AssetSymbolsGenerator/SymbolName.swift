/// The Swift name Xcode gives an asset: its words in lower camel case (`diary-filled` is
/// `diaryFilled`, `URLIcon` is `urlIcon`), a trailing "Color" or "Image" dropped from a
/// colour's or image's name, `_` before a leading digit, backticks around a keyword.
enum SymbolName {
  static func of(_ assetName: String, droppingSuffix suffix: String) -> String {
    let words = assetName.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    var name = ""
    for (index, word) in words.enumerated() {
      name += index == 0 ? lowered(word) : word.prefix(1).uppercased() + word.dropFirst()
    }
    if name.hasSuffix(suffix), name.count > suffix.count { name.removeLast(suffix.count) }
    if name.first?.isNumber == true { name = "_" + name }
    if name.isEmpty { name = "_" }
    return keywords.contains(name) ? "`\(name)`" : name
  }

  /// The first word with its leading capitals lowered: all of them when the word is capitals
  /// (and digits), else all but the one that starts the next word (`URLIcon` -> `urlIcon`).
  static func lowered(_ word: String) -> String {
    let letters = Array(word)
    let capitals = letters.prefix { $0.isUppercase }.count
    if capitals == 0 { return word }
    if letters.allSatisfy({ !$0.isLowercase }) { return word.lowercased() }
    let lowered = capitals == 1 ? 1 : capitals - 1
    return String(letters[..<lowered]).lowercased() + String(letters[lowered...])
  }

  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
    "return", "switch", "where", "while", "as", "catch", "false", "is", "nil", "super", "self",
    "Self", "throw", "throws", "true", "try", "Any", "Type",
  ]
}
