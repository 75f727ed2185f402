/// SwiftUI's focus state: a picture has no focus, so it holds its initial value.
@propertyWrapper
public struct FocusState<Value: Hashable>: @unchecked Sendable {
  private var value: Value

  public init() where Value == Bool { value = false }
  public init<T: Hashable>() where Value == T? { value = nil }

  public var wrappedValue: Value {
    get { value }
    nonmutating set {}
  }

  public var projectedValue: Binding { Binding(value: value) }

  /// What `$focus` gives, to pass to `.focused(_:)`.
  public struct Binding {
    let value: Value
  }
}
