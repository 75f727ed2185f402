extension View {
  /// A line of `width` points along the inside of the view's frame.
  public func border(_ color: Color, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(color, lineWidth: width), alignment: .center)
  }

  /// A line of `width` points in a style (a gradient, a semantic colour) along the inside of
  /// the view's frame.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(content, lineWidth: width), alignment: .center)
  }
}
