// Values kept in user defaults (`@AppStorage`) and with the scene (`@SceneStorage`).
//
// The rule, as iOS's: an `@AppStorage` property reads its key in its store (`store`, else
// the environment's `.defaultAppStorage(_:)`, else `UserDefaults.standard`) when the view is
// made, and the value it declares when the key holds none (or a value of another type);
// setting it writes the store and, during a render, lays the picture out again as `@State`
// does. Only the types SwiftUI accepts are stored: Bool, Int,
// Double, String, URL, Data, raw-representable Int and String values, their optionals, and a
// table's column customization (as JSON). A scene keeps nothing between launches on Linux, so
// `@SceneStorage` is its declared value, changed for the render only.
import Foundation

/// A value kept under a key in user defaults, as SwiftUI's `@AppStorage`.
@propertyWrapper
public struct AppStorage<Value> {
  let state: State<Value>
  let location: Location

  /// Where the value is kept: the store given, else the environment's
  /// (`.defaultAppStorage(_:)`), else `UserDefaults.standard`.
  final class Location {
    /// The store the property was made with, if any: the environment's never replaces it.
    let given: UserDefaults?
    var store: UserDefaults
    let key: String
    let initial: Value
    let read: (UserDefaults) -> Value?
    let write: (UserDefaults, Value) -> Void

    init(key: String, given: UserDefaults?, initial: Value,
         read: @escaping (UserDefaults) -> Value?,
         write: @escaping (UserDefaults, Value) -> Void) {
      self.key = key
      self.given = given
      store = given ?? .standard
      self.initial = initial
      self.read = read
      self.write = write
    }

    /// The value the store holds under the key, else the declared one.
    func load() -> Value {
      store.object(forKey: key) == nil ? initial : read(store) ?? initial
    }
  }

  init(key: String, store: UserDefaults?, initial: Value,
       read: @escaping (UserDefaults) -> Value?,
       write: @escaping (UserDefaults, Value) -> Void) {
    location = Location(key: key, given: store, initial: initial, read: read, write: write)
    state = State(wrappedValue: location.load())
  }

  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set {
      location.write(location.store, newValue)
      state.wrappedValue = newValue
    }
  }

  public var projectedValue: Binding<Value> {
    let state = self.state, location = self.location
    return Binding(get: { state.wrappedValue }, set: {
      location.write(location.store, $0)
      state.wrappedValue = $0
    })
  }
}

extension AppStorage {
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Bool {
    self.init(key: key, store: store, initial: wrappedValue,
              read: { $0.number(forKey: key)?.boolValue },
              write: { $0.set($1, forKey: key) })
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Int {
    self.init(key: key, store: store, initial: wrappedValue,
              read: { $0.number(forKey: key)?.intValue },
              write: { $0.set($1, forKey: key) })
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Double {
    self.init(key: key, store: store, initial: wrappedValue,
              read: { $0.number(forKey: key)?.doubleValue },
              write: { $0.set($1, forKey: key) })
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == String {
    self.init(key: key, store: store, initial: wrappedValue,
              read: { $0.string(forKey: key) }, write: { $0.set($1, forKey: key) })
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == URL {
    self.init(key: key, store: store, initial: wrappedValue,
              read: { $0.url(forKey: key) }, write: { $0.set($1, forKey: key) })
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Data {
    self.init(key: key, store: store, initial: wrappedValue,
              read: { $0.data(forKey: key) }, write: { $0.set($1, forKey: key) })
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key: key, store: store, initial: wrappedValue,
              read: { $0.number(forKey: key).flatMap { Value(rawValue: $0.intValue) } },
              write: { $0.set($1.rawValue, forKey: key) })
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(key: key, store: store, initial: wrappedValue,
              read: { $0.string(forKey: key).flatMap(Value.init(rawValue:)) },
              write: { $0.set($1.rawValue, forKey: key) })
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Date {
    self.init(key: key, store: store, initial: wrappedValue,
              read: { $0.object(forKey: key) as? Date }, write: { $0.set($1, forKey: key) })
  }
  /// A table's column customization, kept as JSON.
  public init<RowValue: Identifiable>(
    wrappedValue: Value = TableColumnCustomization<RowValue>(), _ key: String,
    store: UserDefaults? = nil
  ) where Value == TableColumnCustomization<RowValue> {
    self.init(key: key, store: store, initial: wrappedValue,
              read: { $0.decoded(Value.self, forKey: key) },
              write: { $0.set(try? JSONEncoder().encode($1), forKey: key) })
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(key: key, store: store, initial: nil,
              read: { .some($0.number(forKey: key)?.boolValue) },
              write: { $0.set($1, forKey: key) })
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(key: key, store: store, initial: nil,
              read: { .some($0.number(forKey: key)?.intValue) },
              write: { $0.set($1, forKey: key) })
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(key: key, store: store, initial: nil,
              read: { .some($0.number(forKey: key)?.doubleValue) },
              write: { $0.set($1, forKey: key) })
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(key: key, store: store, initial: nil,
              read: { .some($0.string(forKey: key)) }, write: { $0.set($1, forKey: key) })
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(key: key, store: store, initial: nil,
              read: { .some($0.url(forKey: key)) }, write: { $0.set($1, forKey: key) })
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
    self.init(key: key, store: store, initial: nil,
              read: { .some($0.object(forKey: key) as? Date) }, write: { $0.set($1, forKey: key) })
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(key: key, store: store, initial: nil,
              read: { .some($0.data(forKey: key)) }, write: { $0.set($1, forKey: key) })
  }
}

extension AppStorage {
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R.RawValue == String {
    self.init(key: key, store: store, initial: nil,
              read: { .some($0.string(forKey: key).flatMap(R.init(rawValue:))) },
              write: { $0.set($1?.rawValue, forKey: key) })
  }
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R.RawValue == Int {
    self.init(key: key, store: store, initial: nil,
              read: { .some($0.number(forKey: key).flatMap { R(rawValue: $0.intValue) }) },
              write: { $0.set($1?.rawValue, forKey: key) })
  }
}

/// A value kept with the scene, as SwiftUI's `@SceneStorage`: a scene keeps nothing between
/// launches on Linux, so it is the value the view declares, changed for the render only.
@propertyWrapper
public struct SceneStorage<Value> {
  let state: State<Value>

  init(initial: Value) { state = State(wrappedValue: initial) }

  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  public var projectedValue: Binding<Value> { state.projectedValue }
}

extension SceneStorage {
  public init(wrappedValue: Value, _ key: String) where Value == Bool {
    self.init(initial: wrappedValue)
  }
  public init(wrappedValue: Value, _ key: String) where Value == Int {
    self.init(initial: wrappedValue)
  }
  public init(wrappedValue: Value, _ key: String) where Value == Double {
    self.init(initial: wrappedValue)
  }
  public init(wrappedValue: Value, _ key: String) where Value == String {
    self.init(initial: wrappedValue)
  }
  public init(wrappedValue: Value, _ key: String) where Value == URL {
    self.init(initial: wrappedValue)
  }
  public init(wrappedValue: Value, _ key: String) where Value == Data {
    self.init(initial: wrappedValue)
  }
  public init(wrappedValue: Value, _ key: String) where Value == Date {
    self.init(initial: wrappedValue)
  }
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == Int { self.init(initial: wrappedValue) }
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == String { self.init(initial: wrappedValue) }
  public init<RowValue: Identifiable>(
    wrappedValue: Value = TableColumnCustomization<RowValue>(), _ key: String
  ) where Value == TableColumnCustomization<RowValue> { self.init(initial: wrappedValue) }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  public init(_ key: String) where Value == Bool? { self.init(initial: nil) }
  public init(_ key: String) where Value == Int? { self.init(initial: nil) }
  public init(_ key: String) where Value == Double? { self.init(initial: nil) }
  public init(_ key: String) where Value == String? { self.init(initial: nil) }
  public init(_ key: String) where Value == URL? { self.init(initial: nil) }
  public init(_ key: String) where Value == Data? { self.init(initial: nil) }
  public init(_ key: String) where Value == Date? { self.init(initial: nil) }
}

extension SceneStorage {
  public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
    self.init(initial: nil)
  }
  public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
    self.init(initial: nil)
  }
}

extension UserDefaults {
  /// The number stored under `key` (a Bool, Int or Double is kept as one), if any.
  func number(forKey key: String) -> NSNumber? { object(forKey: key) as? NSNumber }

  /// The value kept as JSON under `key`, if it decodes as a `T`.
  func decoded<T: Decodable>(_ type: T.Type, forKey key: String) -> T? {
    data(forKey: key).flatMap { try? JSONDecoder().decode(type, from: $0) }
  }
}

extension AppStorage: AnyStateProperty {
  var stateBox: AnyObject { state.stateBox }
  func adopt(_ other: AnyObject) { state.adopt(other) }
  /// What the store holds now (each render starts from the store, as a launch does).
  func reset() { state.box.value = location.load() }
}

extension AppStorage: EnvironmentReading {
  /// Reads the environment's store (`.defaultAppStorage(_:)`) when the property was given
  /// none.
  func take(_ values: EnvironmentValues) {
    guard location.given == nil, let store = values.defaultAppStorageDefaults,
          store !== location.store else { return }
    location.store = store
    state.box.value = location.load()
  }
}

extension EnvironmentValues {
  /// The store of `@AppStorage` properties given none (`.defaultAppStorage(_:)`); nil for
  /// `UserDefaults.standard`.
  var defaultAppStorageDefaults: UserDefaults? {
    get { self[extra: "defaultAppStorageDefaults", default: nil] }
    set { self[extra: "defaultAppStorageDefaults", default: nil] = newValue }
  }
}

extension View {
  /// The store of the `@AppStorage` properties below that name none: their values are read
  /// from and written to `store`.
  public func defaultAppStorage(_ store: UserDefaults) -> some View {
    EnvironmentModifier(content: self) { $0.defaultAppStorageDefaults = store }
  }
}

extension SceneStorage: AnyStateProperty {
  var stateBox: AnyObject { state.stateBox }
  func adopt(_ other: AnyObject) { state.adopt(other) }
  func reset() { state.reset() }
}
