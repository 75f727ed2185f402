// The modifiers that animate a view's changes: `.animation`, `.transaction` and
// `.geometryGroup`. A picture is one frame, drawn at the end of every animation, so they draw
// the view as it is; the forms that take a body (`.animation(.smooth) { $0.opacity(0.5) }`)
// draw what the body makes of the view.

extension View {
  /// Animates changes of `value` with `animation`: the picture shows the changed state.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

  /// Animates every change with `animation` (deprecated in SwiftUI): the picture shows the
  /// changed state.
  @_disfavoredOverload
  public func animation(_ animation: Animation?) -> some View { self }

  /// The view as `body` makes it, its changes animated with `animation`.
  public func animation<V: View>(
    _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View { body(placeholder) }

  /// Changes the transaction of changes under this view: nothing to change in a picture.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    self
  }

  /// Changes the transaction of changes of `value` under this view.
  public func transaction(value: some Equatable,
                          _ transform: @escaping (inout Transaction) -> Void) -> some View {
    self
  }

  /// The view as `body` makes it, with `transform` applied to transactions inside it.
  public func transaction<V: View>(
    _ transform: @escaping (inout Transaction) -> Void,
    @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View { body(placeholder) }

  /// Makes the view's geometry one group for animations (children move with it rather than
  /// fade in place): a still picture is the same either way.
  public func geometryGroup() -> some View { self }
}

extension View where Self: Equatable {
  /// Animates changes of this (equatable) view with `animation`: the picture shows the
  /// changed state.
  public func animation(_ animation: Animation?) -> some View { self }
}
