// Animatable values: what an animation interpolates. A picture shows one state, so nothing
// here is interpolated while drawing; the values are SwiftUI's, for code that reads them (a
// shape's `animatableData`, a spring's `value(fromValue:toValue:...)`, a keyframe timeline).

/// A type whose `animatableData` an animation interpolates.
public protocol Animatable {
  associatedtype AnimatableData: VectorArithmetic
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

extension Animatable where Self: VectorArithmetic {
  /// A vector is its own animatable data.
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

/// A modifier whose values animate: a picture shows its end state.
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// Values that can be added, subtracted and scaled: what animations interpolate.
public protocol VectorArithmetic: AdditiveArithmetic {
  mutating func scale(by rhs: Double)
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// This value multiplied by `rhs`.
  public func scaled(by rhs: Double) -> Self {
    var result = self
    result.scale(by: rhs)
    return result
  }

  /// Moves this value `amount` of the way to `other` (0 stays, 1 arrives).
  public mutating func interpolate(towards other: Self, amount: Double) {
    self = interpolated(towards: other, amount: amount)
  }

  /// The value `amount` of the way from this one to `other`.
  public func interpolated(towards other: Self, amount: Double) -> Self {
    var result = other
    result -= self
    result.scale(by: amount)
    result += self
    return result
  }
}

extension Double: VectorArithmetic, Animatable {
  public typealias AnimatableData = Double
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}

extension CGFloat: VectorArithmetic, Animatable {
  public typealias AnimatableData = CGFloat
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

extension Float: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

/// No animatable data.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  public init() {}
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  public static func += (lhs: inout Self, rhs: Self) {}
  public static func -= (lhs: inout Self, rhs: Self) {}
  public static func + (lhs: Self, rhs: Self) -> Self { .zero }
  public static func - (lhs: Self, rhs: Self) -> Self { .zero }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ a: Self, _ b: Self) -> Bool { true }
}

/// Two animatable values as one.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
  public static var zero: Self { Self(.zero, .zero) }
  public static func += (lhs: inout Self, rhs: Self) {
    lhs.first += rhs.first
    lhs.second += rhs.second
  }
  public static func -= (lhs: inout Self, rhs: Self) {
    lhs.first -= rhs.first
    lhs.second -= rhs.second
  }
  public static func + (a: Self, b: Self) -> Self { Self(a.first + b.first, a.second + b.second) }
  public static func - (a: Self, b: Self) -> Self { Self(a.first - b.first, a.second - b.second) }
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// Any number of animatable values as one (iOS 26).
public struct AnimatableValues<each Value: VectorArithmetic>: VectorArithmetic {
  public var value: (repeat each Value)

  public init(_ value: repeat each Value) { self.value = (repeat each value) }
  /// Zero of each type.
  public init(_ _valueType: repeat (each Value).Type) {
    value = (repeat (each _valueType).zero)
  }

  public static var zero: Self { Self(repeat (each Value).self) }
  public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
  public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(repeat (each lhs.value) + (each rhs.value))
  }
  public static func - (lhs: Self, rhs: Self) -> Self {
    Self(repeat (each lhs.value) - (each rhs.value))
  }
  public mutating func scale(by rhs: Double) {
    self = Self(repeat (each value).scaled(by: rhs))
  }
  public var magnitudeSquared: Double {
    var sum = 0.0
    for component in repeat each value { sum += component.magnitudeSquared }
    return sum
  }
  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ lhs: Self, _ rhs: Self) -> Bool {
    for (l, r) in repeat (each lhs.value, each rhs.value) {
      guard l == r else { return false }
    }
    return true
  }
}

/// The animatable data of a type-erased shape or layout: none that a picture reads.
public struct _AnyAnimatableData: VectorArithmetic, Sendable {
  public static var zero: Self { Self() }
  public static func + (lhs: Self, rhs: Self) -> Self { lhs }
  public static func - (lhs: Self, rhs: Self) -> Self { lhs }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}

// MARK: the @Animatable macro's accessors (iOS 26)

extension Animatable {
  public static subscript<T: VectorArithmetic>(_animatableType _: KeyPath<Self, T>) -> T.Type {
    T.self
  }
  public static subscript<T: Animatable>(_animatableType _: KeyPath<Self, T>)
    -> T.AnimatableData.Type { T.AnimatableData.self }
  public static subscript<T>(_animatableType _: KeyPath<Self, T>) -> T.Type { T.self }

  public subscript<T: VectorArithmetic>(_animatableValue keyPath: WritableKeyPath<Self, T>) -> T {
    get { self[keyPath: keyPath] }
    set { self[keyPath: keyPath] = newValue }
  }
  public subscript<T: Animatable>(_animatableValue keyPath: WritableKeyPath<Self, T>)
    -> T.AnimatableData {
    get { self[keyPath: keyPath].animatableData }
    set { self[keyPath: keyPath].animatableData = newValue }
  }
  public subscript<T>(_animatableValue keyPath: WritableKeyPath<Self, T>) -> EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
  public subscript<T: VectorArithmetic>(
    _animatableValue keyPath: ReferenceWritableKeyPath<Self, T>
  ) -> T {
    get { self[keyPath: keyPath] }
    nonmutating set { self[keyPath: keyPath] = newValue }
  }
  public subscript<T: Animatable>(_animatableValue keyPath: ReferenceWritableKeyPath<Self, T>)
    -> T.AnimatableData {
    get { self[keyPath: keyPath].animatableData }
    nonmutating set { self[keyPath: keyPath].animatableData = newValue }
  }
}

// MARK: SwiftUI's animatable geometry

extension CGPoint: Animatable {
  public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
  public var animatableData: AnimatableData {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension CGSize: Animatable {
  public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
  public var animatableData: AnimatableData {
    get { AnimatablePair(width, height) }
    set { (width, height) = (newValue.first, newValue.second) }
  }
}

extension CGRect: Animatable {
  public typealias AnimatableData = AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData>
  public var animatableData: AnimatableData {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
  }
}

extension UnitPoint: Animatable {
  public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
  public var animatableData: AnimatableData {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension EdgeInsets: Animatable {
  public typealias AnimatableData =
    AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>>
  public var animatableData: AnimatableData {
    get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
    set {
      top = newValue.first
      leading = newValue.second.first
      bottom = newValue.second.second.first
      trailing = newValue.second.second.second
    }
  }
}

extension Angle: Animatable {
  public typealias AnimatableData = Double
}

extension StrokeStyle: Animatable {
  /// The line width, the miter limit and the dash phase.
  public typealias AnimatableData = AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>
  public var animatableData: AnimatableData {
    get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
    set {
      lineWidth = newValue.first
      miterLimit = newValue.second.first
      dashPhase = newValue.second.second
    }
  }
}

extension Color.Resolved: Animatable {
  /// The linear (not gamma-encoded) red, green and blue and the opacity, each times 128, as
  /// SwiftUI interpolates colours.
  public typealias AnimatableData =
    AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>>
  public var animatableData: AnimatableData {
    get { raster.animatableData }
    set { raster.animatableData = newValue }
  }
}

extension Raster.Color {
  /// Color.Resolved's animatable data: linear components and the opacity, each times 128.
  var animatableData: Color.Resolved.AnimatableData {
    get {
      func linear(_ c: Double) -> Float { Float(Raster.Color.linearComponent(c) * 128) }
      return AnimatablePair(linear(red), AnimatablePair(linear(green), AnimatablePair(
        linear(blue), Float(alpha * 128))))
    }
    set {
      func encoded(_ c: Float) -> Double { Raster.Color.encodedComponent(Double(c) / 128) }
      self = Raster.Color(red: encoded(newValue.first), green: encoded(newValue.second.first),
                          blue: encoded(newValue.second.second.first),
                          opacity: Double(newValue.second.second.second) / 128)
    }
  }

  /// sRGB's transfer function, undone: the light a gamma-encoded component stands for.
  static func linearComponent(_ c: Double) -> Double {
    c <= 0.04045 ? c / 12.92 : MotionMath.exp(2.4 * MotionMath.log((c + 0.055) / 1.055))
  }

  /// sRGB's transfer function: the gamma-encoded component for linear light `c`.
  static func encodedComponent(_ c: Double) -> Double {
    if c <= 0 { return 0 }
    return c <= 0.0031308 ? c * 12.92
      : 1.055 * MotionMath.exp(MotionMath.log(c) / 2.4) - 0.055
  }
}

extension AnyLayout: Animatable {
  public typealias AnimatableData = _AnyAnimatableData
  public var animatableData: _AnyAnimatableData {
    get { _AnyAnimatableData() }
    set {}
  }
}

extension ModifiedContent: Animatable where Content: Animatable, Modifier: Animatable {
  public typealias AnimatableData = AnimatablePair<Content.AnimatableData, Modifier.AnimatableData>
  public var animatableData: AnimatableData {
    get { AnimatablePair(content.animatableData, modifier.animatableData) }
    set { (content.animatableData, modifier.animatableData) = (newValue.first, newValue.second) }
  }
}
