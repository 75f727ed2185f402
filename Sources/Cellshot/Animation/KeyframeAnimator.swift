// KeyframeAnimator and `.keyframeAnimator`: content drawn with a value that keyframes move
// over time. At rest (before its trigger changes, and where a repeating timeline starts)
// the value is the initial one, so that is what a picture draws; the keyframes are evaluated
// by `KeyframeTimeline` for code that asks.
// SwiftUI's modifier takes a `@Sendable` content closure; its view modifiers are nonisolated,
// Cellshot's are the main actor's, so here the closure is not `@Sendable` (a `@Sendable` one
// is still accepted), and `content.scaleEffect(value)` inside it compiles in Swift 6 as it
// does against SwiftUI.

/// Content drawn with a value its keyframes move when `trigger` changes (or repeatedly): at
/// rest, the initial value.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: PrimitiveView
  where Value == KeyframePath.Value
{
  let initialValue: Value
  let content: (Value) -> Content
  let keyframes: (Value) -> KeyframePath

  /// Runs the keyframes from `initialValue` each time `trigger` changes.
  public init(initialValue: Value, trigger: some Equatable,
              @ViewBuilder content: @escaping (Value) -> Content,
              @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
    self.initialValue = initialValue
    self.content = content
    self.keyframes = keyframes
  }

  /// Runs the keyframes from `initialValue`, over and over if `repeating`.
  public init(initialValue: Value, repeating: Bool = true,
              @ViewBuilder content: @escaping (Value) -> Content,
              @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
    self.initialValue = initialValue
    self.content = content
    self.keyframes = keyframes
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    resolve(content(initialValue), builder, environment)
  }
}

extension View {
  /// The view as `content` makes it with a value keyframes move when `trigger` changes: at
  /// rest, `initialValue`.
  public func keyframeAnimator<Value>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View { content(placeholder, initialValue) }

  /// The same, the keyframes run over and over if `repeating`: drawn at `initialValue`, where
  /// they start.
  public func keyframeAnimator<Value>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View { content(placeholder, initialValue) }
}
