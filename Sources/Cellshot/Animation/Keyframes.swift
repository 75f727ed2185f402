// Keyframes: tracks of keyframes that move a value over time (`KeyframeTrack(\.scale) {
// LinearKeyframe(1.2, duration: 0.2); SpringKeyframe(1) }`), the builders that gather them,
// and what they resolve to. `KeyframeTimeline` evaluates them (`KeyframeTimeline.swift`);
// `KeyframeAnimator` draws its content at the initial value, where the timeline starts.

/// Keyframes for a value: tracks of keyframes, each moving one of its properties.
public protocol Keyframes<Value> {
  associatedtype Value = Body.Value
  associatedtype Body: Keyframes
  @KeyframesBuilder<Value> var body: Body { get }
  /// Adds this content's tracks to `resolved`, for a timeline that starts at `initialValue`.
  func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value,
                initialVelocity: Value?)
}

extension Keyframes where Value == Body.Value {
  public func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value,
                       initialVelocity: Value?) {
    body._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
  }
}

extension Keyframes where Body == Never {
  // Disfavoured: `never.body` names Never's own body, not this default as well.
  @_disfavoredOverload
  public var body: Never { fatalError("\(Self.self) has no body") }
}

extension Never: Keyframes {
  public func _resolve(into resolved: inout _ResolvedKeyframes<Never>, initialValue: Never,
                       initialVelocity: Never?) {}
}

/// The tracks keyframes resolve to: each changes one part of the value over its duration.
public struct _ResolvedKeyframes<Value> {
  var tracks: [ResolvedTrack<Value>] = []
}

/// One track, ready to evaluate: it sets its part of the value for a time.
struct ResolvedTrack<Root> {
  let duration: TimeInterval
  let apply: (inout Root, TimeInterval) -> Void
}

/// Keyframes for one property of a value.
public protocol KeyframeTrackContent<Value> {
  associatedtype Value: Animatable = Body.Value
  associatedtype Body: KeyframeTrackContent
  @KeyframeTrackContentBuilder<Value> var body: Body { get }
  /// Adds this content's keyframes to `resolved`, in order.
  func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>)
}

extension KeyframeTrackContent where Value == Body.Value {
  public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
    body._resolve(into: &resolved)
  }
}

extension KeyframeTrackContent where Body == Self {
  /// A keyframe is its own content.
  public var body: Self { self }
}

/// The keyframes of a track, in order.
public struct _ResolvedKeyframeTrackContent<Value: Animatable> {
  var keyframes: [Keyframe<Value>] = []
}

/// One keyframe: where the value goes, how long it takes, and how it gets there.
struct Keyframe<Value: Animatable> {
  enum Motion {
    /// Jumps at once.
    case move
    /// Along a straight line, timed by a curve.
    case linear(UnitCurve)
    /// Along a cubic Hermite curve with these velocities (nil: smooth).
    case cubic(start: Value.AnimatableData?, end: Value.AnimatableData?)
    /// By a spring, starting with this velocity (nil: the velocity it arrives with).
    case spring(Spring, start: Value.AnimatableData?)
  }

  let to: Value
  /// The segment's length; nil for a spring that takes its settling duration.
  let duration: TimeInterval?
  let motion: Motion
}

/// A keyframe that interpolates along a straight line, timed by `timingCurve`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
  public typealias Body = LinearKeyframe<Value>
  let keyframe: Keyframe<Value>
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    keyframe = Keyframe(to: to, duration: max(0, duration), motion: .linear(timingCurve))
  }
  public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
    resolved.keyframes.append(keyframe)
  }
}

/// A keyframe that moves along a cubic curve; adjacent cubic keyframes make a Catmull-Rom
/// spline.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
  public typealias Body = CubicKeyframe<Value>
  let keyframe: Keyframe<Value>
  public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil,
              endVelocity: Value? = nil) {
    keyframe = Keyframe(to: to, duration: max(0, duration),
                        motion: .cubic(start: startVelocity?.animatableData,
                                       end: endVelocity?.animatableData))
  }
  public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
    resolved.keyframes.append(keyframe)
  }
}

/// A keyframe reached by `spring`, over `duration` or the spring's settling duration.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
  public typealias Body = SpringKeyframe<Value>
  let keyframe: Keyframe<Value>
  public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(),
              startVelocity: Value? = nil) {
    keyframe = Keyframe(to: to, duration: duration.map { max(0, $0) },
                        motion: .spring(spring, start: startVelocity?.animatableData))
  }
  public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
    resolved.keyframes.append(keyframe)
  }
}

/// A keyframe the value jumps to at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
  public typealias Body = MoveKeyframe<Value>
  let keyframe: Keyframe<Value>
  public init(_ to: Value) { keyframe = Keyframe(to: to, duration: 0, motion: .move) }
  public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
    resolved.keyframes.append(keyframe)
  }
}

/// The keyframes of one property of `Root` (the whole value when `Root == Value`).
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes
  where Value == Content.Value
{
  public typealias Body = Never
  let keyPath: WritableKeyPath<Root, Value>
  let content: Content

  /// Keyframes for the whole value.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
    keyPath = \Root.self
    self.content = content()
  }

  /// Keyframes for the property at `keyPath`.
  public init(_ keyPath: WritableKeyPath<Root, Value>,
              @KeyframeTrackContentBuilder<Value> content: () -> Content) {
    self.keyPath = keyPath
    self.content = content()
  }

  public func _resolve(into resolved: inout _ResolvedKeyframes<Root>, initialValue: Root,
                       initialVelocity: Root?) {
    var keyframes = _ResolvedKeyframeTrackContent<Value>()
    content._resolve(into: &keyframes)
    var velocity = Value.AnimatableData.zero
    if let initialVelocity { velocity = initialVelocity[keyPath: keyPath].animatableData }
    let path = KeyframePath(start: initialValue[keyPath: keyPath], velocity: velocity,
                            keyframes: keyframes.keyframes)
    resolved.tracks.append(Self.track(path, at: keyPath))
  }

  /// The resolved track that sets `keyPath` of a value to `path`'s value at each time.
  static func track(_ path: KeyframePath<Value>, at keyPath: WritableKeyPath<Root, Value>)
    -> ResolvedTrack<Root>
  {
    ResolvedTrack(duration: path.duration) { root, time in
      root[keyPath: keyPath] = path.value(at: time)
    }
  }
}

// MARK: builders

/// Gathers the keyframes of a track.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
  public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K
    where Value == K.Value { expression }
  public static func buildArray(_ components: [some KeyframeTrackContent<Value>])
    -> some KeyframeTrackContent<Value> { KeyframeList(items: components) }
  public static func buildEither<First, Second>(first component: First)
    -> Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent,
          First.Value == Second.Value { Conditional(storage: .first(component)) }
  public static func buildEither<First, Second>(second component: Second)
    -> Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent,
          First.Value == Second.Value { Conditional(storage: .second(component)) }
  public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K
    where Value == K.Value { first }
  public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>,
                                       next: some KeyframeTrackContent<Value>)
    -> some KeyframeTrackContent<Value> { KeyframePair(first: accumulated, second: next) }
  public static func buildBlock() -> some KeyframeTrackContent<Value> {
    KeyframeList<MoveKeyframe<Value>>(items: [])
  }
}

extension KeyframeTrackContentBuilder {
  /// The keyframes of one branch of an `if` or `switch`.
  public struct Conditional<ConditionalValue, First: KeyframeTrackContent,
                            Second: KeyframeTrackContent>: KeyframeTrackContent
    where ConditionalValue == First.Value, First.Value == Second.Value
  {
    public typealias Body = Conditional<ConditionalValue, First, Second>
    public typealias Value = ConditionalValue
    enum Storage {
      case first(First)
      case second(Second)
    }
    let storage: Storage

    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<ConditionalValue>) {
      switch storage {
      case .first(let content): content._resolve(into: &resolved)
      case .second(let content): content._resolve(into: &resolved)
      }
    }
  }
}

/// Two runs of keyframes, one after the other.
struct KeyframePair<A: KeyframeTrackContent, B: KeyframeTrackContent>: KeyframeTrackContent
  where A.Value == B.Value
{
  typealias Value = A.Value
  typealias Body = Self
  let first: A
  let second: B
  func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<A.Value>) {
    first._resolve(into: &resolved)
    second._resolve(into: &resolved)
  }
}

/// Keyframes made in a loop.
struct KeyframeList<Item: KeyframeTrackContent>: KeyframeTrackContent {
  typealias Value = Item.Value
  typealias Body = Self
  let items: [Item]
  func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Item.Value>) {
    for item in items { item._resolve(into: &resolved) }
  }
}

/// Gathers the tracks of keyframes (or one track's keyframes, for the whole value).
@resultBuilder
public struct KeyframesBuilder<Value> {
  public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K
    where Value == K.Value { expression }
  public static func buildArray(_ components: [some KeyframeTrackContent<Value>])
    -> some KeyframeTrackContent<Value> { KeyframeList(items: components) }
  public static func buildEither<First, Second>(first component: First)
    -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent,
          First.Value == Second.Value { .init(storage: .first(component)) }
  public static func buildEither<First, Second>(second component: Second)
    -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent,
          First.Value == Second.Value { .init(storage: .second(component)) }
  public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K
    where Value == K.Value { first }
  public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>,
                                       next: some KeyframeTrackContent<Value>)
    -> some KeyframeTrackContent<Value> { KeyframePair(first: accumulated, second: next) }
  public static func buildBlock() -> some KeyframeTrackContent<Value> where Value: Animatable {
    KeyframeList<MoveKeyframe<Value>>(items: [])
  }
  public static func buildFinalResult<Content: KeyframeTrackContent>(_ component: Content)
    -> KeyframeTrack<Value, Value, Content> where Value == Content.Value {
    KeyframeTrack { component }
  }

  public static func buildExpression<Content: Keyframes>(_ expression: Content) -> Content
    where Value == Content.Value { expression }
  public static func buildPartialBlock<Content: Keyframes>(first: Content) -> Content
    where Value == Content.Value { first }
  public static func buildPartialBlock(accumulated: some Keyframes<Value>,
                                       next: some Keyframes<Value>) -> some Keyframes<Value> {
    KeyframesPair(first: accumulated, second: next)
  }
  public static func buildBlock() -> some Keyframes<Value> { NoKeyframes<Value>() }
  public static func buildFinalResult<Content: Keyframes>(_ component: Content) -> Content
    where Value == Content.Value { component }
}

/// Two sets of tracks, run together.
struct KeyframesPair<A: Keyframes, B: Keyframes>: Keyframes where A.Value == B.Value {
  typealias Value = A.Value
  typealias Body = Never
  let first: A
  let second: B
  func _resolve(into resolved: inout _ResolvedKeyframes<A.Value>, initialValue: A.Value,
                initialVelocity: A.Value?) {
    first._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
    second._resolve(into: &resolved, initialValue: initialValue,
                    initialVelocity: initialVelocity)
  }
}

/// No tracks: the value stays as it starts.
struct NoKeyframes<Value>: Keyframes {
  typealias Body = Never
  func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value,
                initialVelocity: Value?) {}
}
