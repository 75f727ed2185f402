// The tokens of Apple's predicate format language (the Predicate Programming Guide's "Predicate
// Format String Syntax"): takes a format string, gives tokens with their offsets. Keywords are
// identifiers here (the parser compares them without case, as Apple's parser does); `#name`
// escapes a reserved word, `$name` is a substitution variable, `@name` a collection operator of
// a key path, `%@`-style specifiers stand for the format's arguments. Quoted text is a string
// whatever it holds: a `%@` or `$name` inside quotes is literal, as on iOS. Never reads past the
// end; any malformed token is a `PredicateFormatError`.
import Foundation

/// One token of a predicate format string.
enum PredicateToken: Equatable {
  /// A name: a key, or a keyword (`AND`, `CONTAINS`, `SELF`...) compared without case.
  case identifier(String)
  /// `#name`: a name that is never a keyword.
  case escapedIdentifier(String)
  /// `$name`: a substitution variable.
  case variable(String)
  /// `@count`, `@sum`...: a collection operator in a key path.
  case collectionOperator(String)
  case string(String)
  case number(PredicateNumber)
  /// `%@`, `%K`, `%d`...: the conversion of the next argument (`@`, `K`, `d`, `ld`, `f`...).
  case argument(String)
  /// Punctuation and operators: `(`, `)`, `{`, `}`, `[`, `]`, `,`, `.`, `==`, `!=`, `<=`...
  case symbol(String)
  case end
}

/// A token and where it starts in the format string (a Character offset).
struct PredicateLexeme {
  let token: PredicateToken
  let offset: Int
}

/// Splits a predicate format string into tokens.
enum PredicateFormatLexer {
  /// The symbols of the language, longest first so that `<=` wins over `<`.
  private static let symbols = [
    "**", "==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||",
    "=", "<", ">", "!", "+", "-", "*", "/", "(", ")", "{", "}", "[", "]", ",", ".", ":",
  ]

  static func tokens(_ format: String) throws(PredicateFormatError) -> [PredicateLexeme] {
    let chars = Array(format)
    var lexemes: [PredicateLexeme] = []
    var i = 0
    while i < chars.count {
      let c = chars[i]
      if c.isWhitespace {
        i += 1
        continue
      }
      let start = i
      if c == "'" || c == "\"" {
        let text = try string(chars, &i)
        lexemes.append(PredicateLexeme(token: .string(text), offset: start))
      } else if c.isASCII, c.isNumber {
        let value = try number(chars, &i)
        lexemes.append(PredicateLexeme(token: .number(value), offset: start))
      } else if isIdentifierStart(c) {
        lexemes.append(PredicateLexeme(token: .identifier(name(chars, &i)), offset: start))
      } else if c == "#" || c == "$" || c == "@" {
        i += 1
        guard i < chars.count, isIdentifierStart(chars[i]) else {
          throw .syntax("a name after \(c)", at: start)
        }
        let text = name(chars, &i)
        let token: PredicateToken = c == "#" ? .escapedIdentifier(text)
          : c == "$" ? .variable(text) : .collectionOperator(text)
        lexemes.append(PredicateLexeme(token: token, offset: start))
      } else if c == "%" {
        lexemes.append(PredicateLexeme(token: .argument(try conversion(chars, &i)), offset: start))
      } else if let symbol = symbols.first(where: { matches($0, chars, at: i) }) {
        i += symbol.count
        lexemes.append(PredicateLexeme(token: .symbol(symbol), offset: start))
      } else {
        throw .syntax("a token", at: start)
      }
    }
    lexemes.append(PredicateLexeme(token: .end, offset: chars.count))
    return lexemes
  }

  private static func isIdentifierStart(_ c: Character) -> Bool { c.isLetter || c == "_" }

  private static func isIdentifierPart(_ c: Character) -> Bool {
    c.isLetter || c.isNumber || c == "_"
  }

  private static func matches(_ symbol: String, _ chars: [Character], at i: Int) -> Bool {
    var j = i
    for s in symbol {
      guard j < chars.count, chars[j] == s else { return false }
      j += 1
    }
    return true
  }

  private static func name(_ chars: [Character], _ i: inout Int) -> String {
    let start = i
    while i < chars.count, isIdentifierPart(chars[i]) { i += 1 }
    return String(chars[start..<i])
  }

  /// A quoted string, its C-style escapes (`\n`, `\t`, `\'`, `\"`, `\\`, `\xHH`, `\uHHHH`)
  /// replaced.
  private static func string(_ chars: [Character], _ i: inout Int) throws(PredicateFormatError)
    -> String
  {
    let quote = chars[i]
    let start = i
    i += 1
    var text = ""
    while i < chars.count {
      let c = chars[i]
      if c == quote {
        i += 1
        return text
      }
      if c == "\\" {
        i += 1
        guard i < chars.count else { break }
        let e = chars[i]
        i += 1
        switch e {
        case "n": text.append("\n")
        case "t": text.append("\t")
        case "r": text.append("\r")
        case "0": text.append("\0")
        case "a": text.append("\u{07}")
        case "b": text.append("\u{08}")
        case "f": text.append("\u{0C}")
        case "v": text.append("\u{0B}")
        case "x", "u":
          let digits = e == "x" ? 2 : 4
          guard i + digits <= chars.count,
                let code = UInt32(String(chars[i..<i + digits]), radix: 16),
                let scalar = Unicode.Scalar(code)
          else { throw .syntax("\(digits) hexadecimal digits after \\\(e)", at: i) }
          text.unicodeScalars.append(scalar)
          i += digits
        default: text.append(e)
        }
      } else {
        text.append(c)
        i += 1
      }
    }
    throw .syntax("the closing \(quote) of the string", at: start)
  }

  /// A number: decimal (with a fraction and an exponent), or `0x`, `0o`, `0b` integers.
  private static func number(_ chars: [Character], _ i: inout Int) throws(PredicateFormatError)
    -> PredicateNumber
  {
    let start = i
    if chars[i] == "0", i + 1 < chars.count, let radix = ["x": 16, "X": 16, "o": 8, "O": 8,
                                                          "b": 2, "B": 2][chars[i + 1]] {
      i += 2
      let digitsStart = i
      while i < chars.count, chars[i].isHexDigit || chars[i] == "_" { i += 1 }
      let digits = String(chars[digitsStart..<i]).replacingOccurrences(of: "_", with: "")
      guard let value = UInt64(digits, radix: radix) else {
        throw .syntax("digits of base \(radix)", at: digitsStart)
      }
      return PredicateNumber(value)
    }
    while i < chars.count, chars[i].isASCII, chars[i].isNumber { i += 1 }
    var isReal = false
    if i + 1 < chars.count, chars[i] == ".", chars[i + 1].isASCII, chars[i + 1].isNumber {
      isReal = true
      i += 1
      while i < chars.count, chars[i].isASCII, chars[i].isNumber { i += 1 }
    }
    if i < chars.count, chars[i] == "e" || chars[i] == "E" {
      var j = i + 1
      if j < chars.count, chars[j] == "+" || chars[j] == "-" { j += 1 }
      if j < chars.count, chars[j].isASCII, chars[j].isNumber {
        isReal = true
        i = j
        while i < chars.count, chars[i].isASCII, chars[i].isNumber { i += 1 }
      }
    }
    let text = String(chars[start..<i])
    if !isReal, let value = Int64(text) { return .integer(value) }
    guard let value = Double(text) else { throw .syntax("a number", at: start) }
    return .real(value)
  }

  /// A conversion specification after `%`: `@`, `K`, or a printf one (`d`, `ld`, `.2f`, `s`).
  private static func conversion(_ chars: [Character], _ i: inout Int)
    throws(PredicateFormatError) -> String
  {
    let start = i
    i += 1
    guard i < chars.count else { throw .syntax("a conversion after %", at: start) }
    if chars[i] == "@" || chars[i] == "K" {
      i += 1
      return String(chars[i - 1])
    }
    // Flags, width, precision: they change how printf writes, not what the value is.
    while i < chars.count, "-+ #0123456789.".contains(chars[i]) { i += 1 }
    var length = ""
    while i < chars.count, "hlqLzjt".contains(chars[i]) {
      length.append(chars[i])
      i += 1
    }
    guard i < chars.count, "diouxXeEfFgGaAsScCp".contains(chars[i]) else {
      throw .syntax("a conversion character after %", at: start)
    }
    i += 1
    return length + String(chars[i - 1])
  }
}

/// A number in a predicate: an integer while it is one, else a double.
enum PredicateNumber: Equatable, Comparable, CustomStringConvertible {
  case integer(Int64)
  case real(Double)

  init(_ value: UInt64) {
    self = value <= UInt64(Int64.max) ? .integer(Int64(value)) : .real(Double(value))
  }

  var double: Double {
    switch self {
    case .integer(let v): Double(v)
    case .real(let v): v
    }
  }

  var description: String {
    switch self {
    case .integer(let v): String(v)
    case .real(let v): String(v)
    }
  }

  /// Compares the values, integers exactly (as NSNumber's `compare:` does).
  static func < (a: PredicateNumber, b: PredicateNumber) -> Bool {
    if case .integer(let x) = a, case .integer(let y) = b { return x < y }
    return a.double < b.double
  }

  static func == (a: PredicateNumber, b: PredicateNumber) -> Bool {
    if case .integer(let x) = a, case .integer(let y) = b { return x == y }
    return a.double == b.double
  }
}
