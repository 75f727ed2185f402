// NavigationPath: the values pushed on a navigation stack, of any types, and their saved form.
// Rule: the path can be saved (`codable` is not nil) only while every value in it is Codable;
// the saved form lists, from the last value to the first, each value's type name and its JSON,
// as SwiftUI's does, and a type is found again by that name when the path is restored.

import Foundation

/// The values pushed on a navigation stack, of any types (`NavigationStack(path:)`).
public struct NavigationPath: Equatable {
  /// A value of the path, with its saved form when it has one.
  struct Element: Equatable {
    let value: AnyHashable
    /// The value's type name and JSON, for a Codable value.
    let saved: SavedElement?

    static func == (a: Element, b: Element) -> Bool { a.value == b.value }
  }

  var elements: [Element] = []

  public init() {}

  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { Element(value: AnyHashable($0), saved: nil) }
  }

  public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Codable {
    self.elements = elements.map { Element(value: AnyHashable($0), saved: SavedElement($0)) }
  }

  /// The path a saved form describes; a value whose type is not found, or whose JSON does not
  /// decode, is left out.
  public init(_ codable: CodableRepresentation) {
    elements = codable.saved.reversed().compactMap { saved in
      saved.decoded().map { Element(value: $0, saved: saved) }
    }
  }

  public var count: Int { elements.count }
  public var isEmpty: Bool { elements.isEmpty }

  /// The path's saved form, or nil when a value in it is not Codable.
  public var codable: CodableRepresentation? {
    var saved: [SavedElement] = []
    for element in elements.reversed() {
      guard let form = element.saved else { return nil }
      saved.append(form)
    }
    return CodableRepresentation(saved: saved)
  }

  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(Element(value: AnyHashable(value), saved: nil))
  }

  public mutating func append<V: Hashable & Codable>(_ value: V) {
    elements.append(Element(value: AnyHashable(value), saved: SavedElement(value)))
  }

  /// Removes the last `k` values (all of them when there are fewer).
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(min(max(k, 0), elements.count))
  }

  /// A path's saved form: for each value, last first, its type's name and its JSON.
  public struct CodableRepresentation: Codable, Equatable {
    let saved: [SavedElement]

    init(saved: [SavedElement]) { self.saved = saved }

    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      var saved: [SavedElement] = []
      while !container.isAtEnd {
        let typeName = try container.decode(String.self)
        let json = try container.decode(String.self)
        saved.append(SavedElement(typeName: typeName, json: json))
      }
      self.saved = saved
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      for element in saved {
        try container.encode(element.typeName)
        try container.encode(element.json)
      }
    }
  }
}

/// A value of a path as it is saved: its type's qualified name and its JSON.
struct SavedElement: Equatable {
  let typeName: String
  let json: String

  init(typeName: String, json: String) {
    self.typeName = typeName
    self.json = json
  }

  init?<V: Encodable>(_ value: V) {
    guard let data = try? JSONEncoder().encode(value),
          let json = String(data: data, encoding: .utf8) else { return nil }
    self.init(typeName: _typeName(V.self, qualified: true), json: json)
  }

  /// The value again, if its type is found by name and its JSON decodes.
  func decoded() -> AnyHashable? {
    guard let type = _typeByName(typeName) as? any (Decodable & Hashable).Type else { return nil }
    return Self.decode(type, Data(json.utf8))
  }

  static func decode<V: Decodable & Hashable>(_ type: V.Type, _ data: Data) -> AnyHashable? {
    (try? JSONDecoder().decode(V.self, from: data)).map { AnyHashable($0) }
  }
}
