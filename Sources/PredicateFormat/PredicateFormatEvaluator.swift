// PredicateFormat: NSPredicate's format language for AppleFoundation's `NSPredicate(format:)`.
// Takes a format string and its arguments (`ParsedPredicate`, below), then objects; gives true
// or false, or the reason iOS's exception would give. Foundation only: never imports Cellshot.
//
// Evaluating a parsed predicate against an object, as NSComparisonPredicate does on iOS: takes a
// `PredicateNode`, the object and the substitution variables, gives true or false, or the error
// iOS would raise. Equality is NSObject's `isEqual:` (numbers by value whatever their type,
// strings code unit by code unit unless [c] or [d] ask otherwise), ordering is `compare:`;
// anything compared with nil is unequal and unordered. String operators take strings; CONTAINS
// also takes a collection on the left, IN a collection or a string on the right. MATCHES is an
// ICU regular expression matched against the whole string (NSRegularExpression, which is ICU on
// Linux as on iOS); LIKE's `?` is one character and `*` any run. ANY, ALL and NONE take a
// collection on the left.
import Foundation

/// A parsed predicate with what it needs to evaluate.
package struct ParsedPredicate {
  let node: PredicateNode

  /// Parses `format`, taking its `%@`, `%K`, `%d`... from `arguments` in order.
  package init(format: String, arguments: [Any?]) throws(PredicateFormatError) {
    var parser = PredicateFormatParser(lexemes: try PredicateFormatLexer.tokens(format),
                                       arguments: arguments)
    node = try parser.parse()
  }

  /// Whether `object` satisfies the predicate, `$name` read from `bindings`.
  package func evaluate(_ object: Any?, bindings: [String: Any]? = nil)
    throws(PredicateFormatError) -> Bool
  {
    try PredicateNodeEvaluator(object: object, bindings: bindings ?? [:]).evaluate(node)
  }
}

/// Evaluates nodes and expressions against one object.
struct PredicateNodeEvaluator {
  let object: Any?
  let bindings: [String: Any]

  func evaluate(_ node: PredicateNode) throws(PredicateFormatError) -> Bool {
    switch node {
    case .constant(let value): return value
    case .not(let inner): return try !evaluate(inner)
    // Spelled out: `&&` and `||` take closures that would lose the error's type.
    case .and(let a, let b): return try evaluate(a) ? try evaluate(b) : false
    case .or(let a, let b): return try evaluate(a) ? true : try evaluate(b)
    case .comparison(let comparison): return try evaluate(comparison)
    }
  }

  private func evaluate(_ comparison: PredicateComparison) throws(PredicateFormatError) -> Bool {
    let lhs = try value(comparison.lhs)
    let rhs = try value(comparison.rhs)
    let evaluator = PredicateComparisonEvaluator(comparison: comparison)
    guard comparison.modifier != .direct else {
      return try evaluator.compare(PredicateValue(lhs), PredicateValue(rhs))
    }
    let elements: [Any?]
    switch PredicateValue(lhs) {
    case .null: elements = []
    case .collection(let list): elements = list
    default:
      throw .evaluation("The left hand side for an ALL or ANY operator must be either an "
        + "NSArray or an NSSet.")
    }
    let right = PredicateValue(rhs)
    for element in elements {
      let holds = try evaluator.compare(PredicateValue(element), right)
      switch comparison.modifier {
      case .any where holds: return true
      case .all where !holds: return false
      case .none where holds: return false
      default: break
      }
    }
    return comparison.modifier != .any
  }

  /// The value of an expression: a raw value as the object holds it.
  func value(_ expression: PredicateExpression) throws(PredicateFormatError) -> Any? {
    switch expression {
    case .constant(let value): return value
    case .evaluatedObject: return object
    case .variable(let name):
      guard let value = bindings[name] else {
        throw .evaluation("Can't get value for '\(name)' in bindings with keys "
          + "\(bindings.keys.sorted()).")
      }
      return value
    case .key(let base, let key):
      return try PredicateKeyValues.value(of: value(base), forKey: key)
    case .collectionOperator(let base, let name, let path):
      return try PredicateKeyValues.collectionOperator(name, of: value(base), path: path)
    case .aggregate(let elements):
      var values: [Any?] = []
      for element in elements { values.append(try value(element)) }
      return values
    case .index(let base, let index):
      return try self.index(try value(base), index)
    case .arithmetic(let op, let a, let b):
      return try PredicateArithmeticEvaluator.apply(op, PredicateValue(value(a)),
                                                    PredicateValue(value(b)))
    case .negation(let inner):
      return try PredicateArithmeticEvaluator.apply(.subtract, .number(.integer(0)),
                                                    PredicateValue(value(inner)))
    }
  }

  /// `base[index]`, `base[FIRST]`, `base[LAST]`, `base[SIZE]`, `dictionary['key']`.
  private func index(_ base: Any?, _ index: PredicateIndex) throws(PredicateFormatError) -> Any? {
    let collection = PredicateValue(base)
    if case .null = collection { return nil }
    if case .dictionary(let dictionary) = collection {
      switch index {
      case .size: return dictionary.count
      case .at(let key):
        guard let name = PredicateValue.string(try value(key)) else {
          throw .evaluation("A dictionary's subscript must be a string")
        }
        return dictionary[AnyHashable(name)]
      default: throw .evaluation("FIRST and LAST need an array, got a dictionary")
      }
    }
    guard case .collection(let elements) = collection else {
      throw .evaluation("Can't subscript \(collection.text): not a collection")
    }
    let position: Int
    switch index {
    case .size: return elements.count
    case .first: position = 0
    case .last: position = elements.count - 1
    case .at(let expression):
      guard case .number(let number) = PredicateValue(try value(expression)),
            let integer = Int(exactly: number.double)
      else { throw .evaluation("An array's subscript must be an integer") }
      position = integer
    }
    guard elements.indices.contains(position) else {
      throw .evaluation("index \(position) beyond bounds [0 .. \(elements.count - 1)]")
    }
    return elements[position]
  }
}

/// `+ - * / **` on numbers, as NSExpression's add:to:, from:subtract:, multiply:by:, divide:by:
/// and raise:toPower: do.
enum PredicateArithmeticEvaluator {
  static func apply(_ op: PredicateArithmetic, _ a: PredicateValue, _ b: PredicateValue)
    throws(PredicateFormatError) -> PredicateNumber
  {
    guard case .number(let x) = a, case .number(let y) = b else {
      throw .evaluation("Can't do arithmetic on \(a.text) and \(b.text)")
    }
    switch op {
    case .add: return add(x, y)
    case .subtract:
      if case .integer(let i) = x, case .integer(let j) = y {
        let (result, overflow) = i.subtractingReportingOverflow(j)
        if !overflow { return .integer(result) }
      }
      return .real(x.double - y.double)
    case .multiply:
      if case .integer(let i) = x, case .integer(let j) = y {
        let (result, overflow) = i.multipliedReportingOverflow(by: j)
        if !overflow { return .integer(result) }
      }
      return .real(x.double * y.double)
    case .divide: return .real(x.double / y.double)
    case .power: return .real(pow(x.double, y.double))
    }
  }

  static func add(_ x: PredicateNumber, _ y: PredicateNumber) -> PredicateNumber {
    if case .integer(let i) = x, case .integer(let j) = y {
      let (result, overflow) = i.addingReportingOverflow(j)
      if !overflow { return .integer(result) }
    }
    return .real(x.double + y.double)
  }
}

/// One comparison's operator and options applied to two values.
struct PredicateComparisonEvaluator {
  let comparison: PredicateComparison

  private var options: PredicateComparison.Options { comparison.options }

  func compare(_ lhs: PredicateValue, _ rhs: PredicateValue) throws(PredicateFormatError) -> Bool {
    switch comparison.op {
    case .equal: return Self.equal(lhs, rhs, options: options)
    case .notEqual: return !Self.equal(lhs, rhs, options: options)
    case .less, .lessOrEqual, .greater, .greaterOrEqual:
      if lhs.isNull || rhs.isNull { return false }
      let order = try Self.order(lhs, rhs, options: options)
      switch comparison.op {
      case .less: return order == .orderedAscending
      case .lessOrEqual: return order != .orderedDescending
      case .greater: return order == .orderedDescending
      default: return order != .orderedAscending
      }
    case .between:
      guard case .collection(let bounds) = rhs, bounds.count == 2 else {
        throw .evaluation("BETWEEN needs an array of two values, got \(rhs.text)")
      }
      if lhs.isNull { return false }
      let low = PredicateValue(bounds[0])
      let high = PredicateValue(bounds[1])
      if low.isNull || high.isNull { return false }
      guard try Self.order(lhs, low, options: options) != .orderedAscending else { return false }
      return try Self.order(lhs, high, options: options) != .orderedDescending
    case .in:
      switch rhs {
      case .null: return false
      case .collection(let elements):
        return elements.contains { Self.equal(lhs, PredicateValue($0), options: options) }
      case .dictionary(let dictionary):
        return dictionary.values.contains { Self.equal(lhs, PredicateValue($0), options: options) }
      case .string(let text):
        if lhs.isNull { return false }
        guard case .string(let needle) = lhs else {
          throw .evaluation("Can't look for \(lhs.text) in the string \(rhs.text)")
        }
        return Self.find(needle, in: text, options: stringOptions)
      default:
        throw .evaluation("Can't look for value (\(lhs.text)) in collection (\(rhs.text))")
      }
    case .contains:
      if case .collection(let elements) = lhs {
        return elements.contains { Self.equal(PredicateValue($0), rhs, options: options) }
      }
      guard case let (text, needle)? = try strings(lhs, rhs) else { return false }
      return Self.find(needle, in: text, options: stringOptions)
    case .beginsWith:
      guard case let (text, prefix)? = try strings(lhs, rhs) else { return false }
      return Self.find(prefix, in: text, options: stringOptions.union(.anchored))
    case .endsWith:
      guard case let (text, suffix)? = try strings(lhs, rhs) else { return false }
      return Self.find(suffix, in: text, options: stringOptions.union([.anchored, .backwards]))
    case .like:
      guard case let (text, pattern)? = try strings(lhs, rhs) else { return false }
      let regex = try comparison.regexes.like(fold(pattern), caseInsensitive: caseInsensitive)
      return PredicateRegexCache.matchesWhole(regex, fold(text))
    case .matches:
      if lhs.isNull || rhs.isNull { return false }
      guard case .string(let text) = lhs, case .string(let pattern) = rhs else {
        throw .evaluation("Can't do regex matching on object \(lhs.text).")
      }
      let regex = try comparison.regexes.matches(fold(pattern), caseInsensitive: caseInsensitive)
      return PredicateRegexCache.matchesWhole(regex, fold(text))
    }
  }

  private var caseInsensitive: Bool { options.contains(.caseInsensitive) }

  /// [d] for the regular-expression operators: both sides without their diacritics.
  private func fold(_ text: String) -> String {
    options.contains(.diacriticInsensitive)
      ? text.folding(options: .diacriticInsensitive, locale: nil) : text
  }

  private var stringOptions: String.CompareOptions { Self.stringOptions(options) }

  /// Both sides as strings; nil when either is nil (the comparison is then false).
  private func strings(_ lhs: PredicateValue, _ rhs: PredicateValue)
    throws(PredicateFormatError) -> (String, String)?
  {
    if lhs.isNull || rhs.isNull { return nil }
    guard case .string(let a) = lhs, case .string(let b) = rhs else {
      throw .evaluation("Can't do a substring operation with something that isn't a string "
        + "(lhs = \(lhs.text) rhs = \(rhs.text))")
    }
    return (a, b)
  }

  static func stringOptions(_ options: PredicateComparison.Options) -> String.CompareOptions {
    var result: String.CompareOptions = []
    if options.contains(.caseInsensitive) { result.insert(.caseInsensitive) }
    if options.contains(.diacriticInsensitive) { result.insert(.diacriticInsensitive) }
    return result
  }

  /// Whether `needle` occurs in `text` under `options` (never, for an empty needle, as
  /// NSString's `rangeOfString:` finds nothing then).
  static func find(_ needle: String, in text: String, options: String.CompareOptions) -> Bool {
    guard !needle.isEmpty else { return false }
    return text.range(of: needle, options: options) != nil
  }

  /// `isEqual:`: numbers by value, strings exactly or by `compare:options:` under [c] [d],
  /// dates by time, collections element by element, other values by `==` when they are
  /// Hashable, objects by identity.
  static func equal(_ lhs: PredicateValue, _ rhs: PredicateValue,
                    options: PredicateComparison.Options) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)):
      let compare = stringOptions(options)
      if compare.isEmpty && !options.contains(.localeSensitive) {
        return a.utf16.elementsEqual(b.utf16)
      }
      return a.compare(b, options: compare,
                       locale: options.contains(.localeSensitive) ? .current : nil) == .orderedSame
    case (.date(let a), .date(let b)): return a == b
    case (.collection(let a), .collection(let b)):
      return a.count == b.count
        && zip(a, b).allSatisfy { equal(PredicateValue($0), PredicateValue($1), options: options) }
    case (.dictionary(let a), .dictionary(let b)):
      return a.count == b.count && a.allSatisfy { key, value in
        guard let other = b[key] else { return false }
        return equal(PredicateValue(value), PredicateValue(other), options: options)
      }
    case (.other(let a), .other(let b)):
      if let x = a as? AnyHashable, let y = b as? AnyHashable { return x == y }
      if type(of: a) is AnyClass, type(of: b) is AnyClass {
        return (a as AnyObject) === (b as AnyObject)
      }
      return false
    default: return false
    }
  }

  /// `compare:`: numbers, strings (under [c], [d], [l]) and dates, each with its own kind.
  static func order(_ lhs: PredicateValue, _ rhs: PredicateValue,
                    options: PredicateComparison.Options) throws(PredicateFormatError)
    -> ComparisonResult
  {
    switch (lhs, rhs) {
    case (.number(let a), .number(let b)):
      return a < b ? .orderedAscending : a == b ? .orderedSame : .orderedDescending
    case (.string(let a), .string(let b)):
      return a.compare(b, options: stringOptions(options),
                       locale: options.contains(.localeSensitive) ? .current : nil)
    case (.date(let a), .date(let b)):
      return a < b ? .orderedAscending : a == b ? .orderedSame : .orderedDescending
    default:
      throw .evaluation("Can't compare \(lhs.text) with \(rhs.text)")
    }
  }
}

/// The regular expressions of one comparison, compiled once per pattern.
final class PredicateRegexCache: @unchecked Sendable {
  private let lock = NSLock()
  private var compiled: [String: NSRegularExpression] = [:]

  /// MATCHES: `pattern` as ICU reads it, which must match the whole string.
  func matches(_ pattern: String, caseInsensitive: Bool) throws(PredicateFormatError)
    -> NSRegularExpression
  {
    try regex(key: (caseInsensitive ? "Mc" : "M-") + pattern, caseInsensitive: caseInsensitive) {
      // Compiled alone first, so that a pattern ICU rejects (an unbalanced parenthesis) is
      // rejected, not completed by the anchoring group.
      _ = try NSRegularExpression(pattern: pattern)
      // A line comment under (?x) would swallow the group's closing parenthesis: end its line.
      let comment = pattern.range(of: #"\(\?[a-wyzA-Z-]*x"#, options: .regularExpression) != nil
      return #"\A(?:"# + pattern + (comment ? "\n" : "") + #")\z"#
    }
  }

  /// LIKE: `?` one character, `*` any run, `\` escapes either; all else literal.
  func like(_ pattern: String, caseInsensitive: Bool) throws(PredicateFormatError)
    -> NSRegularExpression
  {
    try regex(key: (caseInsensitive ? "Lc" : "L-") + pattern, caseInsensitive: caseInsensitive) {
      var regex = #"\A"#
      var escaped = false
      for character in pattern {
        if escaped {
          regex += NSRegularExpression.escapedPattern(for: String(character))
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "*" {
          regex += "(?s:.*)"
        } else if character == "?" {
          regex += "(?s:.)"
        } else {
          regex += NSRegularExpression.escapedPattern(for: String(character))
        }
      }
      return regex + #"\z"#
    }
  }

  private func regex(key: String, caseInsensitive: Bool,
                     source: () throws -> String) throws(PredicateFormatError)
    -> NSRegularExpression
  {
    lock.lock()
    defer { lock.unlock() }
    if let regex = compiled[key] { return regex }
    do {
      let regex = try NSRegularExpression(pattern: try source(),
                                          options: caseInsensitive ? [.caseInsensitive] : [])
      if compiled.count > 64 { compiled.removeAll() }
      compiled[key] = regex
      return regex
    } catch {
      throw .evaluation("Can't do regex matching, reason: Can't open pattern (\(error))")
    }
  }

  /// Whether the anchored expression matches `text`.
  static func matchesWhole(_ regex: NSRegularExpression, _ text: String) -> Bool {
    regex.firstMatch(in: text, range: NSRange(location: 0, length: text.utf16.count)) != nil
  }
}
