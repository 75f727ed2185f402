import Cellshot

/// The numbers and strings views get: ordinary ones and the ones that break code.
extension ByteReader {
  static let lengths: [CGFloat] = [0, 1, 8, 17.5, 44, 100, 390, -1, -1e9, 1e9, 1e300, -1e300,
                                   .infinity, -.infinity, .nan, .leastNonzeroMagnitude,
                                   .greatestFiniteMagnitude, 0.3333, 1e-9, 5000]

  /// A length: ordinary (0 to 63.75 points) three times in four, hostile otherwise.
  mutating func length() -> CGFloat {
    let b = byte()
    return b < 192 ? CGFloat(b) / 3 : ByteReader.lengths[Int(b - 192) % ByteReader.lengths.count]
  }

  /// A length or nil.
  mutating func optionalLength() -> CGFloat? { choose(3) == 0 ? nil : length() }

  /// A fraction: 0...1 mostly, hostile otherwise.
  mutating func fraction() -> Double {
    let b = byte()
    return b < 200 ? Double(b) / 199 : Double(ByteReader.lengths[Int(b - 200) % 20])
  }

  static let integers = [0, 1, 2, 3, 5, -1, 100, 1_000_000, 100_000_000, Int.max, Int.min]

  mutating func integer() -> Int { pick(ByteReader.integers) }

  static let strings = [
    "", "Hello", "Label", "a b c d e f g h i j k l m n o p q r s t u v w x y z",
    String(repeating: "word ", count: 60), String(repeating: "x", count: 300), "前锋 中场 后卫",
    "Tiếng Việt có dấu", "👍🏽 🇻🇳", "\n\n\n", "\u{0}\u{7}\u{1B}", "مرحبا بالعالم",
    "e\u{301}\u{301}\u{301}\u{301}", "\u{A0}\u{2028}\u{FEFF}", "**bold** *it* `code`",
    "\u{10FFFF}\u{E000}",
  ]

  mutating func string() -> String { pick(ByteReader.strings) }

  static let colors: [(Color, String)] = [
    (.red, ".red"), (.blue, ".blue"), (.primary, ".primary"), (.clear, ".clear"),
    (Color.green.opacity(0.5), ".green.opacity(0.5)"), (Color(white: 0.2), "Color(white: 0.2)"),
  ]

  mutating func color() -> (Color, String) { pick(ByteReader.colors) }

  static let alignments: [(Alignment, String)] = [
    (.center, ".center"), (.topLeading, ".topLeading"), (.bottomTrailing, ".bottomTrailing"),
    (.leading, ".leading"), (.top, ".top"),
  ]

  mutating func alignment() -> (Alignment, String) { pick(ByteReader.alignments) }

  static let symbols = ["star.fill", "heart", "gearshape", "plus", "chevron.up.chevron.down",
                        "no.such.symbol"]
}

/// A number as Swift source: `.nan`, `.infinity`, `1e+300`, `17.5`.
func source(_ value: CGFloat) -> String {
  if value.isNaN { return ".nan" }
  if value.isInfinite { return value > 0 ? ".infinity" : "-.infinity" }
  return "\(value)"
}

func source(_ value: CGFloat?) -> String { value.map { source($0) } ?? "nil" }

func source(_ string: String) -> String {
  var out = "\""
  for scalar in string.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    default:
      out += scalar.value < 0x20 || scalar.value > 0x7E
        ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
    }
  }
  return out + "\""
}
