/// A BDF property value: an integer or a string (quoted, with `""` for a quote).
public enum BDFProperty: Sendable, Hashable {
  case integer(Int)
  case string(String)

  init(parsing text: Substring) {
    if let value = Int(text) {
      self = .integer(value)
    } else if text.hasPrefix("\""), text.count >= 2, text.hasSuffix("\"") {
      self = .string(String(text.dropFirst().dropLast()).replacingAll("\"\"", with: "\""))
    } else {
      self = .string(String(text))
    }
  }

  public var integer: Int? {
    if case .integer(let v) = self { return v }
    return nil
  }

  public var string: String? {
    switch self {
    case .string(let s): return s
    case .integer(let v): return String(v)
    }
  }
}

extension String {
  func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty, contains(target) else { return self }
    var out = ""
    var rest = self[...]
    while let range = rest.range(of: target) {
      out += rest[..<range.lowerBound]
      out += replacement
      rest = rest[range.upperBound...]
    }
    return out + rest
  }
}
