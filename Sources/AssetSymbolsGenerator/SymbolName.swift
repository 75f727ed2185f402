/// The Swift name Xcode gives an asset (measured on generated files in public repositories):
/// the name's words (split at anything not a letter or digit, at a lower-to-upper change, at a
/// letter-digit change, and before the last capital of a run followed by a small letter) with a
/// last word "Color" or "Image" dropped; a name with no small letter keeps its words joined by
/// `_` (`TU204SM` is `TU_204_SM`), any other is lower camel case (`URLIcon` is `urlIcon`,
/// `diary-filled` is `diaryFilled`); `_` before a leading digit, backticks around a keyword.
enum SymbolName {
  static func of(_ assetName: String) -> String {
    var words = self.words(of: assetName)
    if words.count > 1, let last = words.last?.lowercased(), last == "color" || last == "image" {
      words.removeLast()
    }
    var name: String
    if !assetName.contains(where: \.isLowercase) {
      name = words.joined(separator: "_")
    } else {
      name = words.enumerated().map { index, word in
        index == 0 ? word.lowercased() : word.prefix(1).uppercased() + word.dropFirst()
      }.joined()
    }
    if name.first?.isNumber == true { name = "_" + name }
    if name.isEmpty { name = "_" }
    return keywords.contains(name) ? "`\(name)`" : name
  }

  /// A folder that provides a namespace is an enum named with its first letter capitalised.
  static func namespace(_ folder: String) -> String {
    let name = String(folder.filter { $0.isLetter || $0.isNumber || $0 == "_" })
    let capitalised = name.prefix(1).uppercased() + name.dropFirst()
    return capitalised.first?.isNumber == true ? "_" + capitalised : capitalised
  }

  static func words(of name: String) -> [String] {
    var words: [String] = []
    for piece in name.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) {
      let characters = Array(piece)
      var word = ""
      for (index, character) in characters.enumerated() {
        if let previous = word.last {
          let next = index + 1 < characters.count ? characters[index + 1] : nil
          let breaks = (previous.isLowercase && character.isUppercase)
            || (previous.isLetter && character.isNumber)
            || (previous.isNumber && character.isLetter)
            || (previous.isUppercase && character.isUppercase && next?.isLowercase == true)
          if breaks {
            words.append(word)
            word = ""
          }
        }
        word.append(character)
      }
      if !word.isEmpty { words.append(word) }
    }
    return words
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
