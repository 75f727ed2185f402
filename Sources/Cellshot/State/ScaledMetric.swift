// `@ScaledMetric`: a length that grows and shrinks with the user's text size. The rule, as
// iOS's UIFontMetrics: the value times the ratio of its text style's point size at the
// environment's Dynamic Type size to that style's size at the default (`.large`), from the same
// table text is drawn with (`Font.TextStyle.pointSize(at:)`); `.body` unless a style is named.

/// A value scaled by the Dynamic Type size of the view's environment:
/// `@ScaledMetric(relativeTo: .title) var iconSize = 24.0`.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  let base: Value
  let textStyle: Font.TextStyle
  let box = Environment<DynamicTypeSize>.Box()

  /// `wrappedValue` at the default text size, scaled as body text is.
  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, relativeTo: .body)
  }

  /// `wrappedValue` at the default text size, scaled as `textStyle` is.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    base = wrappedValue
    self.textStyle = textStyle
  }

  /// The value at the environment's Dynamic Type size (the default's outside a view's body).
  public var wrappedValue: Value {
    let size = box.values?.dynamicTypeSize ?? .large
    guard size != .large else { return base }
    let ratio = textStyle.pointSize(at: size) / textStyle.pointSize(at: .large)
    return base * Value(ratio)
  }
}

extension ScaledMetric: EnvironmentReading {
  func take(_ values: EnvironmentValues) { box.values = values }
}
