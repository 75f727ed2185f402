/// A value kept under a key in user defaults, as SwiftUI's `@AppStorage`. A picture is one
/// moment, so it is the default value the view declares, and changes made during a render last
/// that render only (nothing is written to disk).
@propertyWrapper
public struct AppStorage<Value> {
  let state: State<Value>

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    state = State(wrappedValue: wrappedValue)
  }

  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  public var projectedValue: Binding<Value> { state.projectedValue }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  public init(_ key: String, store: UserDefaults? = nil) {
    self.init(wrappedValue: nil, key, store: store)
  }
}

/// A value kept with the scene, as SwiftUI's `@SceneStorage`: here the default value.
public typealias SceneStorage = AppStorage

extension AppStorage: AnyStateProperty {
  var stateBox: AnyObject { state.stateBox }
  func adopt(_ other: AnyObject) { state.adopt(other) }
  func reset() { state.reset() }
}
