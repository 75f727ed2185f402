// Gestures and hit testing: nothing to see at rest, and nothing touches a picture. Gestures
// have SwiftUI's shapes (the `Gesture` protocol, its values and modifiers, `@GestureState`), so
// code that builds them compiles; none of their actions ever runs.

extension View {
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self {
    self
  }
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> Self { self }
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> Self { self }
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> Self { self }
  public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                           perform action: @escaping (CGPoint) -> Void) -> Self { self }

  public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                 perform action: @escaping () -> Void) -> Self { self }
  public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                 perform action: @escaping () -> Void,
                                 onPressingChanged: ((Bool) -> Void)?) -> Self { self }

  public func allowsHitTesting(_ enabled: Bool) -> Self { self }
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> Self { self }
  public func onHover(perform action: @escaping (Bool) -> Void) -> Self { self }
}

/// An input gesture, as SwiftUI's: built, combined and attached; never performed in a picture.
public protocol Gesture {
  associatedtype Value
}

/// Which gestures a view's `.gesture` enables: accepted.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all = GestureMask(rawValue: 3)
}

extension Gesture {
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(gesture: self)
  }
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(gesture: self)
  }
  /// Updates `state` while the gesture runs (it never does here).
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(gesture: self)
  }
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(gesture: self)
  }
  public func simultaneously<Other: Gesture>(with other: Other)
    -> SimultaneousGesture<Self, Other> { SimultaneousGesture(first: self, second: other) }
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(first: self, second: other)
  }
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(first: self, second: other)
  }
}

public struct _ChangedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  let gesture: Content
}

public struct _EndedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  let gesture: Content
}

public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  public typealias Value = Base.Value
  let gesture: Base
}

public struct _MapGesture<Content: Gesture, Value>: Gesture {
  let gesture: Content
}

public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  public struct Value {
    public var first: First.Value?
    public var second: Second.Value?
  }
  public let first: First
  public let second: Second
}

public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  public enum Value {
    case first(First.Value)
    case second(First.Value, Second.Value?)
  }
  public let first: First
  public let second: Second
}

public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  public enum Value {
    case first(First.Value)
    case second(Second.Value)
  }
  public let first: First
  public let second: Second
}

/// A drag: where it started and is, how far it went.
public struct DragGesture: Gesture {
  public struct Value: Equatable, Sendable {
    public var time = Date(timeIntervalSince1970: 0)
    public var location = CGPoint.zero
    public var startLocation = CGPoint.zero
    public var translation: CGSize { CGSize(width: location.x - startLocation.x,
                                            height: location.y - startLocation.y) }
    public var velocity = CGSize.zero
    public var predictedEndLocation = CGPoint.zero
    public var predictedEndTranslation = CGSize.zero
  }
  public var minimumDistance: CGFloat
  public var coordinateSpace: CoordinateSpace
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }
}

public struct TapGesture: Gesture {
  public typealias Value = Void
  public var count: Int
  public init(count: Int = 1) { self.count = count }
}

public struct SpatialTapGesture: Gesture {
  public struct Value: Equatable, Sendable { public var location = CGPoint.zero }
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {}
}

public struct LongPressGesture: Gesture {
  public typealias Value = Bool
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

public struct MagnificationGesture: Gesture {
  public typealias Value = CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01) {}
}

public struct MagnifyGesture: Gesture {
  public struct Value: Equatable, Sendable {
    public var magnification: CGFloat = 1
    public var startAnchor = UnitPoint.center
    public var startLocation = CGPoint.zero
  }
  public init(minimumScaleDelta: CGFloat = 0.01) {}
}

public struct RotationGesture: Gesture {
  public typealias Value = Angle
  public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

public struct RotateGesture: Gesture {
  public struct Value: Equatable, Sendable { public var rotation = Angle.zero }
  public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// State a gesture sets while it runs, back to its initial value after: in a picture, always
/// the initial value.
@propertyWrapper
public struct GestureState<Value> {
  public let wrappedValue: Value
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public init(initialValue: Value) { wrappedValue = initialValue }
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    self.wrappedValue = wrappedValue
  }
  public var projectedValue: GestureState<Value> { self }
}
