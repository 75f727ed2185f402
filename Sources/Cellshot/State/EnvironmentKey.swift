// Environment values of an app's own, as SwiftUI declares them: a key type with a default, and
// a property on EnvironmentValues that reads and writes `self[Key.self]`.

/// A key for a value of an app's own in the environment:
/// `struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }`.
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

extension EnvironmentValues {
  /// The value for `key`: the nearest one an ancestor set with `.environment(\.yours, value)`,
  /// or the key's default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { extras[Self.extraName(K.self)] as? K.Value ?? K.defaultValue }
    set { extras[Self.extraName(K.self)] = newValue }
  }

  /// Where a key's value is kept among the extras: its type's identity, which no built-in
  /// value's name can be.
  static func extraName<K>(_ key: K.Type) -> String {
    "key \(ObjectIdentifier(key).hashValue) \(key)"
  }
}

/// Declares an environment value with its key, as SwiftUI's `@Entry` does:
/// `extension EnvironmentValues { @Entry var accent: Color = .blue }`. Also in
/// `FocusedValues`, `Transaction` and `ContainerValues` extensions.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "CellshotMacros", type: "EntryMacro")
