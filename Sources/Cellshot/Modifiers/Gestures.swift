// Gestures and hit testing: nothing to see at rest, and nothing touches a picture. Gestures
// have SwiftUI's shapes (the `Gesture` protocol, its values, combinations and modifiers,
// `@GestureState`), so code that builds them compiles and reads what SwiftUI's would; none of
// their actions ever runs, and a `@GestureState` always holds its initial value.
// The gesture types themselves are in `GestureTypes.swift`.

extension View {
  /// Attaches `gesture`: a picture is never touched.
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View { self }
  /// Attaches `gesture` ahead of the view's own gestures.
  public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View { self }
  /// Attaches `gesture` alongside the view's own gestures.
  public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View { self }

  /// Attaches `gesture` under `name` (iOS 18), enabled if `isEnabled`.
  public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true)
    -> some View { self }
  public func highPriorityGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true)
    -> some View { self }
  public func simultaneousGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true)
    -> some View { self }

  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    self
  }
  @_disfavoredOverload
  public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                           perform action: @escaping (CGPoint) -> Void) -> some View { self }
  public func onTapGesture(count: Int = 1,
                           coordinateSpace: some CoordinateSpaceProtocol = .local,
                           perform action: @escaping (CGPoint) -> Void) -> some View { self }

  public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                 perform action: @escaping () -> Void,
                                 onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
    self
  }
  public func onLongPressGesture(minimumDuration: Double = 0.5,
                                 perform action: @escaping () -> Void,
                                 onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
    self
  }
  @_disfavoredOverload
  public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                 pressing: ((Bool) -> Void)? = nil,
                                 perform action: @escaping () -> Void) -> some View { self }
  @_disfavoredOverload
  public func onLongPressGesture(minimumDuration: Double = 0.5,
                                 pressing: ((Bool) -> Void)? = nil,
                                 perform action: @escaping () -> Void) -> some View { self }

  /// Gives the view's gestures priority over the system's at `edges` (the home indicator's).
  public func defersSystemGestures(on edges: Edge.Set) -> some View { self }

  public func allowsHitTesting(_ enabled: Bool) -> some View { self }
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
}

/// An input gesture, as SwiftUI's: built, combined and attached; never performed in a picture.
public protocol Gesture<Value> {
  /// What the gesture reports as it changes and ends.
  associatedtype Value
  associatedtype Body: Gesture
  /// A gesture of the app's own, made of others.
  var body: Body { get }
}

extension Gesture where Body == Never {
  // Disfavoured: `never.body` names Never's own body, not this default as well.
  @_disfavoredOverload
  public var body: Never { fatalError("\(Self.self) is a primitive gesture") }
}

extension Never: Gesture {
  public typealias Value = Never
}

extension Optional: Gesture where Wrapped: Gesture {
  public typealias Value = Wrapped.Value
  public typealias Body = Never
}

/// Which gestures a view's `.gesture` enables: its own, its subviews', both, or none.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all = GestureMask(rawValue: 3)
}

extension Gesture {
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(gesture: self)
  }
  /// Updates `state` while the gesture runs (it never does here: the state keeps its
  /// initial value).
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(gesture: self)
  }
  /// This gesture and `other`, recognized together.
  public func simultaneously<Other: Gesture>(with other: Other)
    -> SimultaneousGesture<Self, Other> { SimultaneousGesture(self, other) }
  /// This gesture, then `other` once it has succeeded.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }
  /// This gesture, or `other` if this one fails.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}

extension Gesture where Value: Equatable {
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(gesture: self)
  }
}

public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
  public typealias Value = Content.Value
  public typealias Body = Never
  let gesture: Content
}

public struct _EndedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  public typealias Body = Never
  let gesture: Content
}

public struct _MapGesture<Content: Gesture, Value>: Gesture {
  public typealias Body = Never
  let gesture: Content
}

/// A gesture that updates a `@GestureState` while it runs.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  public typealias Value = Base.Value
  public typealias Body = Never
  public var base: Base
  public var state: GestureState<State>
  /// What is done with each value: never called in a picture.
  public var body: (Value, inout State, inout Transaction) -> Void

  public init(base: Base, state: GestureState<State>,
              body: @escaping (Value, inout State, inout Transaction) -> Void) {
    self.base = base
    self.state = state
    self.body = body
  }
}

/// Two gestures recognized together: the values of those that have changed.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  public typealias Body = Never
  public struct Value {
    public var first: First.Value?
    public var second: Second.Value?
  }
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable,
  Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable,
  Second.Value: Hashable {}

/// One gesture, then another once the first has succeeded.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  public typealias Body = Never
  public enum Value {
    case first(First.Value)
    case second(First.Value, Second.Value?)
  }
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable,
  Second.Value: Equatable {}

/// One gesture, or another if the first fails.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  public typealias Body = Never
  public enum Value {
    case first(First.Value)
    case second(Second.Value)
  }
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable,
  Second.Value: Equatable {}

/// A gesture of any type with values of type `Value`.
public struct AnyGesture<Value>: Gesture {
  public typealias Body = Never
  let gesture: Any
  public init<T: Gesture>(_ gesture: T) where Value == T.Value { self.gesture = gesture }
}

/// State a gesture sets while it runs, back to its initial value after: in a picture, always
/// the initial value.
@propertyWrapper
public struct GestureState<Value> {
  public let wrappedValue: Value

  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public init(initialValue: Value) { wrappedValue = initialValue }
  /// `resetTransaction` is the transaction the value goes back in when the gesture ends.
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    self.wrappedValue = wrappedValue
  }
  public init(initialValue: Value, resetTransaction: Transaction) {
    wrappedValue = initialValue
  }
  /// `reset` is called with the value when the gesture ends.
  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.wrappedValue = wrappedValue
  }
  public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    wrappedValue = initialValue
  }

  public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  /// A state that is nil at rest.
  public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil) }
  public init(reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: nil) }
}

/// What a content shape stands for: taps, drag previews, context-menu previews, hover
/// effects, focus effects, accessibility.
public struct ContentShapeKinds: OptionSet, Sendable {
  public var rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let interaction = ContentShapeKinds(rawValue: 1)
  public static let dragPreview = ContentShapeKinds(rawValue: 2)
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
  public static let hoverEffect = ContentShapeKinds(rawValue: 8)
  public static let focusEffect = ContentShapeKinds(rawValue: 16)
  public static let accessibility = ContentShapeKinds(rawValue: 32)
}

extension View {
  /// The shape the view takes for `kind` (hit testing, previews): nothing to see.
  public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S,
                                     eoFill: Bool = false) -> some View { self }
}
