// Reading a predicate's key paths from the object it evaluates, and what a value is when it is
// compared. Stands in for key-value coding, which swift-corelibs-foundation lacks: dictionaries
// (`[String: Any]`, NSDictionary) by key, a missing key giving nil as `valueForKey:` does; any
// Swift value or object by its stored properties, through `Mirror` (a property wrapper's or an
// `@Observable` class's backing `_name` is read as `name`); arrays and sets key by key of their
// elements, as NSArray's `valueForKey:` maps; a string's `length` (UTF-16 units, as NSString's).
// A key an object does not have is the error iOS raises (NSUnknownKeyException). Where KVC on
// iOS reaches only `@objc` properties of NSObject subclasses, Mirror reaches stored properties of
// any type; computed properties are out of its reach.
import Foundation

/// What a value is when a predicate compares it: Bool and every integer and floating-point
/// type are numbers (as NSNumber makes them), NSString and Substring strings, NSDate dates,
/// arrays, sets and ordered sets collections, an enum with a raw value that raw value.
enum PredicateValue {
  case null
  case number(PredicateNumber)
  case string(String)
  case date(Date)
  case collection([Any?])
  case dictionary([AnyHashable: Any])
  case other(Any)

  init(_ value: Any?) {
    guard let value = PredicateKeyValues.unwrapped(value) else {
      self = .null
      return
    }
    if value is NSNull {
      self = .null
    } else if let number = value as? PredicateNumber {
      self = .number(number)
    } else if let text = Self.string(value) {
      self = .string(text)
    } else if let number = Self.number(value) {
      self = .number(number)
    } else if let date = value as? Date {
      self = .date(date)
    } else if let elements = Self.elements(value) {
      self = .collection(elements)
    } else if let dictionary = value as? [AnyHashable: Any] {
      self = .dictionary(dictionary)
    } else if let raw = value as? any RawRepresentable {
      self = PredicateValue(raw.rawValue)
    } else {
      self = .other(value)
    }
  }

  /// The text of a String, Substring, Character or NSString.
  static func string(_ value: Any?) -> String? {
    switch PredicateKeyValues.unwrapped(value) {
    case let text as String: text
    case let text as Substring: String(text)
    case let character as Character: String(character)
    default: nil
    }
  }

  private static func number(_ value: Any) -> PredicateNumber? {
    switch value {
    case let flag as Bool: return .integer(flag ? 1 : 0)
    case let integer as any BinaryInteger:
      if let exact = Int64(exactly: integer) { return .integer(exact) }
      return .real(Double(integer))
    case let real as any BinaryFloatingPoint: return .real(Double(real))
    case let decimal as Decimal: return .real(NSDecimalNumber(decimal: decimal).doubleValue)
    case let number as NSNumber:
      // An NSNumber holding a double stays one; any other is an integer.
      let type = String(cString: number.objCType)
      if type == "d" || type == "f" { return .real(number.doubleValue) }
      if type == "Q" || type == "L" { return PredicateNumber(number.uint64Value) }
      return .integer(number.int64Value)
    default: return nil
    }
  }

  /// The elements of an array, set or ordered set (not of a string or a dictionary).
  static func elements(_ value: Any) -> [Any?]? {
    if let array = value as? [Any?] { return array }
    if let array = value as? [Any] { return array }
    if let set = value as? NSOrderedSet { return set.array }
    if let set = value as? Set<AnyHashable> { return Array(set) }
    if let set = value as? NSSet { return set.allObjects }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .collection || mirror.displayStyle == .set {
      return mirror.children.map(\.value)
    }
    return nil
  }

  /// How the value reads in an error message.
  var text: String {
    switch self {
    case .null: "nil"
    case .number(let number): number.description
    case .string(let text): "\"\(text)\""
    case .date(let date): date.description
    case .collection(let elements):
      "(" + elements.map { PredicateValue($0).text }.joined(separator: ", ") + ")"
    case .dictionary(let dictionary):
      // Sorted: two dictionaries with the same entries may list them in different orders.
      "{" + dictionary.map { "\($0.key) = \(PredicateValue($0.value).text)" }.sorted()
        .joined(separator: ", ") + "}"
    case .other(let value): String(describing: value)
    }
  }
}

/// A property wrapper whose value a key reads through its `_name` backing storage (AppleFoundation
/// makes Cellshot's `@Published` one).
package protocol PredicateWrappedValue {
  var predicateWrappedValue: Any { get }
}

/// Key-value reading for predicates.
enum PredicateKeyValues {
  /// The value inside any number of Optionals; nil for `.none`.
  static func unwrapped(_ value: Any?) -> Any? {
    guard var value else { return nil }
    while true {
      let mirror = Mirror(reflecting: value)
      guard mirror.displayStyle == .optional else { return value }
      guard let inner = mirror.children.first?.value else { return nil }
      value = inner
    }
  }

  /// `object.key`, as `valueForKey:` would read it.
  static func value(of object: Any?, forKey key: String) throws(PredicateFormatError) -> Any? {
    guard let object = unwrapped(object), !(object is NSNull) else { return nil }
    if key.uppercased() == "SELF" { return object }
    if let dictionary = object as? [AnyHashable: Any] {
      return dictionary[AnyHashable(key)]
    }
    if PredicateValue.string(object) == nil, let elements = PredicateValue.elements(object) {
      var values: [Any?] = []
      values.reserveCapacity(elements.count)
      for element in elements { values.append(try value(of: element, forKey: key)) }
      return values
    }
    if let text = PredicateValue.string(object) {
      if key == "length" { return text.utf16.count }
      throw undefinedKey(key, of: object)
    }
    if let found = property(key, of: Mirror(reflecting: object)) { return found }
    throw undefinedKey(key, of: object)
  }

  /// The stored property `key` (or its backing `_key`) of a value, searched up its classes.
  private static func property(_ key: String, of mirror: Mirror) -> Any?? {
    guard mirror.displayStyle == .struct || mirror.displayStyle == .class
      || mirror.displayStyle == .tuple
    else { return nil }
    var current: Mirror? = mirror
    while let level = current {
      for child in level.children where child.label == key { return .some(child.value) }
      for child in level.children where child.label == "_" + key {
        return .some(wrappedValue(child.value))
      }
      current = level.superclassMirror
    }
    return nil
  }

  /// A property wrapper's value (`@Published`, or any wrapper storing `wrappedValue`); a plain
  /// backing value (an `@Observable` class's `_name`) as it is.
  private static func wrappedValue(_ storage: Any) -> Any? {
    if let wrapper = storage as? PredicateWrappedValue { return wrapper.predicateWrappedValue }
    let mirror = Mirror(reflecting: storage)
    if let inner = mirror.children.first(where: { $0.label == "wrappedValue" }) {
      return inner.value
    }
    return storage
  }

  private static func undefinedKey(_ key: String, of object: Any) -> PredicateFormatError {
    .evaluation("[<\(type(of: object))> valueForUndefinedKey:]: this class is not key value "
      + "coding-compliant for the key \(key).")
  }

  /// `collection.@operator.path`: @count, @sum, @avg, @min, @max, and the union operators.
  static func collectionOperator(_ name: String, of base: Any?, path: [String])
    throws(PredicateFormatError) -> Any?
  {
    guard let object = unwrapped(base), !(object is NSNull) else { return nil }
    let elements: [Any?]
    if let list = PredicateValue.elements(object), PredicateValue.string(object) == nil {
      elements = list
    } else if let dictionary = object as? [AnyHashable: Any] {
      // NSDictionary reads `@count` as its `count`; any other operator is a key it lacks.
      guard name == "count" else { throw undefinedKey(name, of: object) }
      return dictionary.count
    } else {
      throw .evaluation("The collection operator @\(name) needs a collection, got "
        + PredicateValue(object).text)
    }
    if name == "count" { return elements.count }
    var values: [Any?] = []
    for element in elements {
      var value: Any? = element
      for key in path { value = try self.value(of: value, forKey: key) }
      values.append(value)
    }
    switch name {
    case "sum", "avg":
      var sum = PredicateNumber.integer(0)
      var count = 0
      for value in values {
        guard case .number(let number) = PredicateValue(value) else { continue }
        sum = PredicateArithmeticEvaluator.add(sum, number)
        count += 1
      }
      if name == "sum" { return sum }
      return count == 0 ? nil : PredicateNumber.real(sum.double / Double(count))
    case "min", "max":
      var best: Any?
      for value in values where !(PredicateValue(value).isNull) {
        guard let current = best else {
          best = value
          continue
        }
        let order = try PredicateComparisonEvaluator.order(PredicateValue(value),
                                                           PredicateValue(current), options: [])
        if (name == "min" && order == .orderedAscending)
          || (name == "max" && order == .orderedDescending) {
          best = value
        }
      }
      return best
    case "unionOfObjects": return values
    case "distinctUnionOfObjects":
      var seen: [Any?] = []
      for value in values
      where !seen.contains(where: { PredicateComparisonEvaluator.equal(PredicateValue($0),
                                                                         PredicateValue(value),
                                                                         options: []) }) {
        seen.append(value)
      }
      return seen
    default:
      throw .unsupported("the collection operator @\(name)")
    }
  }
}

extension PredicateValue {
  var isNull: Bool {
    if case .null = self { return true }
    return false
  }
}
