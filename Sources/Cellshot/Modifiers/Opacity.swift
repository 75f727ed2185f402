extension View {
  /// Draws the view, composited as a whole, at `opacity` (clamped to 0...1).
  public func opacity(_ opacity: Double) -> some View {
    LayoutModifier(content: self, kind: .opacity(opacity.isNaN ? 1 : min(max(opacity, 0), 1)),
                   name: ".opacity(\(opacity))")
  }

  /// Keeps the view's place in the layout and draws nothing of it.
  public func hidden() -> some View { opacity(0) }
}
